/* test-sol-versus.c: Versus Mode of Sons of Liberty played by words with
 * scripted cards, each case from the rulebook's text (line numbers of the
 * text copy in the shared seeds, L2405-L2556): the figures chosen by card,
 * the issue at hand from the two figures' stances, the New Whist Code, the
 * support decks and lines, and a bout to its end with cards taken from the
 * other player's line counting double; Muster dealing or the players' own
 * decks.
 *
 * Each player has a deck of their own: the first seat's is the first copy
 * of every card (“KH”), the second seat's the second copy (“KH#2”), which
 * is how a scripted draw from the second deck is named.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-test-driver.h"
#include "sol-test-setup.h"

/* Choosing Patriot Figures (L2423): a card each, the higher picks first,
 * equal cards draw again; the second picks from the figures left. Both
 * are Patriots: there is no Tory. */
static void
test_figure_choice (void)
{
  g_autoptr(MtGame) t = bout (NULL);
  g_autoptr(MusterPending) pending = NULL;

  /* Two eights: both draw again, and ben's king beats ann's three. */
  mt_cards (t, "8C 8S#2 3D KD#2");
  mt_ok (t, "reveal");
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "ben");
  mt_refuse (t, "become ann john-adams", MUSTER_ERROR_ILLEGAL, "Reveal Identities");
  mt_refuse (t, "become ben tory", MUSTER_ERROR_ILLEGAL, "Versus Mode");
  mt_ok (t, "become ben martin-women");
  /* The Martin Women are shared only in a battle (L954). */
  mt_refuse (t, "become ann martin-women", MUSTER_ERROR_ILLEGAL, "Reveal Identities");
  mt_ok (t, "become ann francis-marion");
  /* Not in a bout: calling the question, the Tory's actions. */
  mt_refuse (t, "call ann", MUSTER_ERROR_ILLEGAL, "Call the Question");
  mt_refuse (t, "introduce gauge", MUSTER_ERROR_ILLEGAL, "Tory Tactics");
  mt_assert_replays (t);
}

/* The Issue at Hand (L2443-L2487): the issue the two figures' stances put
 * on opposite sides. John and Abigail Adams differ on Censorship alone, so
 * it is named at once. Hamilton and Franklin differ on three (the example
 * of L2503 argues Elitism): the players name one of them. Sam Adams and
 * Salem Poor differ on none, against L2447: any issue only one of them
 * takes a side on. The Martin Women's ladies differ on Women (L952), so
 * Women divides them from Francis Marion. */
static void
test_issue_at_hand (void)
{
  g_autoptr(MtGame) one = bout (NULL);
  g_autoptr(MtGame) several = bout (NULL);
  g_autoptr(MtGame) none = bout (NULL);
  g_autoptr(MtGame) martins = bout (NULL);
  g_autoptr(MusterPending) pending = NULL;
  MusterEntry *entry;

  mt_cards (one, "9D 4S#2");
  mt_ok (one, "reveal");
  mt_ok (one, "become ann john-adams");
  entry = mt_ok (one, "become ben abigail-adams");
  g_assert_true (mt_says (entry, "The issue at hand is Censorship: John Adams is for it, Abigail Adams against it."));
  pending = mt_pending (one);
  g_assert_cmpstr (pending->actions[0], ==, "decipher");
  mt_refuse (one, "issue women", MUSTER_ERROR_ILLEGAL, "Versus Mode");

  mt_cards (several, "9D 4S#2");
  mt_ok (several, "reveal");
  mt_ok (several, "become ann alexander-hamilton");
  mt_ok (several, "become ben benjamin-franklin");
  mt_refuse (several, "decipher", MUSTER_ERROR_ILLEGAL, "Decipher the Whist Code");
  mt_refuse (several, "issue navy", MUSTER_ERROR_ILLEGAL, "Versus Mode");
  entry = mt_ok (several, "issue elitism");
  g_assert_true (mt_says (entry, "Alexander Hamilton is for it, Benjamin Franklin against it"));

  mt_cards (none, "9D 4S#2");
  mt_ok (none, "reveal");
  mt_ok (none, "become ann sam-adams");
  entry = mt_ok (none, "become ben salem-poor");
  g_assert_true (mt_says (entry, "No issue divides the two figures"));
  mt_refuse (none, "issue elitism", MUSTER_ERROR_ILLEGAL, "Versus Mode");   /* both against it */
  entry = mt_ok (none, "issue slavery");
  g_assert_true (mt_says (entry, "Sam Adams is without a side, Salem Poor against it"));

  mt_cards (martins, "9D 4S#2");
  mt_ok (martins, "reveal");
  mt_ok (martins, "become ann francis-marion");
  entry = mt_ok (martins, "become ben martin-women");
  g_assert_true (mt_says (entry, "The issue at hand is Women: Francis Marion is against it, The Martin Women split on it."));
  mt_assert_replays (several);
  mt_assert_replays (none);
}

/* The New Whist Code (L2495-L2503): six cards read as a location, an
 * action, an object, a priority, an action and an object. The book's
 * example: Saratoga, defend a Congressman after improve a sailing ship. */
static void
test_new_whist_code (void)
{
  g_autoptr(MtGame) t = fight (NULL, "4H 5H 6H 9S  2D#2 2C#2 2S#2 KH#2");
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);
  MusterSheet *bout_sheet = g_ptr_array_index (sheets, 0);

  g_assert_true (mt_view_has (t, NULL, "Elitism, argued in Saratoga: its friends defend a Congressman after its foes "
                                    "improve a sailing ship."));
  g_assert_cmpstr (bout_sheet->id, ==, "versus-bout");
  g_assert_cmpstr (muster_sheet_find_row (bout_sheet, "ann")->value, ==, "Alexander Hamilton, for it; score 0");
  /* The cards turned up went back: each deck is down only its hand. */
  g_assert_true (mt_view_has (t, NULL, "ann's support deck: 48 cards"));
  g_assert_true (mt_view_has (t, NULL, "ben's support deck: 48 cards"));
  g_assert_true (mt_view_has (t, "ann", "Your hand: Four of Hearts, Five of Hearts, Six of Hearts, Nine of Spades"));
  g_assert_false (mt_view_has (t, "ben", "Four of Hearts"));
}

/* With the option versus-jokers=in-decks a joker may turn up for the New
 * Whist Code; it reads as nothing, as a joker does in the tables (found
 * by the playout under the sanitizers: its priority had no suit). */
static void
test_joker_in_whist_code (void)
{
  g_autoptr(MtGame) t = bout ("versus-jokers=in-decks");

  mt_cards (t, "9D 4S#2");
  mt_ok (t, "reveal");
  mt_ok (t, "become ann alexander-hamilton");
  mt_ok (t, "become ben benjamin-franklin");
  mt_ok (t, "issue elitism");
  mt_cards (t, "2H 7H KD XR 7C 8C");
  mt_ok (t, "decipher");
  g_assert_true (mt_view_has (t, NULL, "its friends defend a Congressman ? its foes improve a sailing ship."));
  mt_assert_replays (t);
}

/* Flips every support deck's next card until the bout ends or @limit
 * flips are made; returns the last entry. */
static MusterEntry *
flip_to_end (MtGame *t,
             guint   limit)
{
  MusterEntry *entry = NULL;

  for (guint i = 0; i < limit && !muster_state_is_over (mt_state (t)); i++)
    {
      g_autoptr(GPtrArray) decks = muster_state_get_decks (mt_state (t));
      MusterDeck *deck = g_ptr_array_index (decks, 0);
      GPtrArray *a = muster_deck_get_pile (deck, "support-ann");
      GPtrArray *b = muster_deck_get_pile (deck, "support-ben");

      if (a->len > 0 && b->len > 0)
        {
          mt_cards (t, g_ptr_array_index (a, 0));
          mt_cards (t, g_ptr_array_index (b, 0));
        }
      entry = mt_ok (t, "flip");
    }
  return entry;
}

/* Ready? Fight! (L2519-L2535) and The Victor (L2552): the last to choose
 * plays first; each builds only on their own side, from the hand and their
 * own support line; the lines fill when both turn to their supporters;
 * Call for Cards takes from either line; a joker on the other side is
 * taken by putting a line card in its place; forcing out takes a set or
 * straight. The bout ends when the first deck runs out, and the card ann
 * took from ben's line counts double: 11 to 9, not 10 to 9. */
static MtGame *
play_bout (const char *option)
{
  MtGame *t = fight (option, "4H 5H 6H 9S  2D#2 2C#2 2S#2 KH#2");

  mt_refuse (t, "meld ann 4H 5H 6H", MUSTER_ERROR_ILLEGAL, "Versus Mode");  /* ben plays first */
  mt_cards (t, "9D#2 10D#2 6C#2");
  mt_ok (t, "meld ben 2D 2C 2S");
  mt_cards (t, "9H 10C AS");
  mt_ok (t, "meld ann 4H 5H 6H");
  mt_refuse (t, "add ann 1 9S", MUSTER_ERROR_ILLEGAL, "Versus Mode");   /* ben's side */
  mt_cards (t, "JC QC#2");
  mt_ok (t, "flip");
  g_assert_true (mt_view_has (t, NULL, "ben's support deck: 44 cards; support line: Queen of Clubs"));
  /* ben's line is not ann's to lay from. */
  mt_refuse (t, "meld ann 9H 10C JC QC", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_refuse (t, "call-for-cards ann QC JC", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_ok (t, "enter ann 4");
  mt_ok (t, "call-for-cards ann QC JC");
  mt_cards (t, "2H 3H");
  mt_ok (t, "meld ann 9H 10C JC QC");
  g_assert_true (mt_view_has (t, NULL, "Score now: ann 8, ben 3"));
  /* ben claims a joker and lays it; ann takes it with ben's new line card. */
  mt_ok (t, "enter ben 3");
  mt_ok (t, "claim-joker ben");
  mt_cards (t, "4C#2 5C#2");
  mt_ok (t, "meld ben 9D 10D XR");
  mt_cards (t, "8S JH#2");
  mt_ok (t, "flip");
  mt_refuse (t, "add ben 4 8S", MUSTER_ERROR_INVALID_ARGS, NULL);   /* ann's line */
  mt_refuse (t, "add ann 4 8S", MUSTER_ERROR_ILLEGAL, "Versus Mode");
  mt_refuse (t, "displace ann 1 JH", MUSTER_ERROR_ILLEGAL, "Versus Mode");  /* no joker there */
  mt_ok (t, "displace ann 4 JH");
  g_assert_true (mt_view_has (t, NULL, "Meld 4 (straight, ben's side): Nine of Diamonds, Ten of Diamonds, Jack of Hearts"));
  mt_cards (t, "KS KC");
  mt_ok (t, "meld ann 2H 3H XR");
  /* ben's new straight pushes ann out of the circumstance for calling. */
  mt_refuse (t, "oust ann 1 4C 5C 6C", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_cards (t, "7S#2 8S#2 AD#2");
  mt_ok (t, "oust ann 4 4C 5C 6C");
  mt_refuse (t, "call-for-cards ann 8S", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  g_assert_true (mt_view_has (t, NULL, "Score now: ann 11, ben 9"));
  mt_refuse (t, "deck-out ben", MUSTER_ERROR_ILLEGAL, "Versus Mode");
  return t;
}

static void
test_bout_to_end (void)
{
  g_autoptr(MtGame) t = play_bout (NULL);
  g_autoptr(GPtrArray) decks = NULL;
  MusterEntry *entry;

  /* ben has drawn one card more: his deck runs out first. */
  entry = flip_to_end (t, 100);
  g_assert_true (muster_state_is_over (mt_state (t)));
  g_assert_true (mt_says (entry, "ben's support deck has run out: the bout is over."));
  g_assert_true (mt_says (entry, "ann wins the bout with Alexander Hamilton, 11 to 9."));
  g_assert_true (mt_says (entry, "ben tells of the last frustrated moves first; then ann tells of the victory."));
  decks = muster_state_get_decks (mt_state (t));
  g_assert_cmpuint (muster_deck_get_pile (g_ptr_array_index (decks, 0), "support-ann")->len, ==, 1);
  mt_refuse (t, "flip", MUSTER_ERROR_ILLEGAL, "Versus Mode");
  mt_assert_replays (t);
}

/* The other reading of when the first deck is gone (versus-end=flip): the
 * bout goes on with what is in hand until a card is wanted from it. */
static void
test_end_on_flip (void)
{
  g_autoptr(MtGame) t = play_bout ("versus-end=flip");
  MusterEntry *entry;

  entry = flip_to_end (t, 100);
  g_assert_true (mt_says (entry, "ben's support deck has run out: the bout is over."));
  g_assert_true (mt_says (entry, "ann wins the bout with Alexander Hamilton, 11 to 9."));
  g_assert_false (mt_says (entry, "turns up"));
  mt_assert_replays (t);
}

/* The group's own decks: Muster is told every card turned up or laid,
 * each from the deck of the player who names it; the players say when a
 * deck is gone. */
static void
test_own_decks (void)
{
  g_autoptr(MtGame) t = bout ("cards=own");
  MusterEntry *entry;

  mt_refuse (t, "reveal 9D", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "reveal 9D 4S");
  mt_ok (t, "become ann alexander-hamilton");
  mt_ok (t, "become ben benjamin-franklin");
  mt_ok (t, "issue elitism");
  mt_refuse (t, "decipher 2H 7H KD", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "decipher 2H 7H KD 5S 7C 8C");
  g_assert_true (mt_view_has (t, NULL, "argued in Saratoga"));
  mt_ok (t, "sheet ann 1 2 3 4 clubs");
  mt_ok (t, "sheet ben 1 2 3 4 diamonds");
  mt_ok (t, "deal");
  g_assert_false (mt_view_has (t, "ann", "Your hand"));
  /* Each deck holds its own Sevens. */
  mt_ok (t, "meld ben 7S 7H 7D");
  mt_ok (t, "meld ann 7S 7H 7D");
  mt_refuse (t, "flip JC", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "flip JC QC");
  mt_ok (t, "enter ann 4");
  mt_ok (t, "call-for-cards ann QC JC");
  mt_ok (t, "meld ann 9H 10C JC QC");
  entry = mt_ok (t, "deck-out ben");
  g_assert_true (mt_says (entry, "ann wins the bout with Alexander Hamilton, 8 to 3."));
  mt_assert_replays (t);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/sol/versus/figure-choice", test_figure_choice);
  g_test_add_func ("/sol/versus/issue-at-hand", test_issue_at_hand);
  g_test_add_func ("/sol/versus/new-whist-code", test_new_whist_code);
  g_test_add_func ("/sol/versus/joker-in-whist-code", test_joker_in_whist_code);
  g_test_add_func ("/sol/versus/bout-to-end", test_bout_to_end);
  g_test_add_func ("/sol/versus/end-on-flip", test_end_on_flip);
  g_test_add_func ("/sol/versus/own-decks", test_own_decks);
  return g_test_run ();
}
