/* test-sol-turns.c: two options of the Options Screen (L2558-L2652) played
 * by words with scripted cards: Replace Awesome with Clever, every level in
 * turns with the Tory's after every second Patriot and the director
 * switching turns on or off (L2568-L2580); and Seed the Field, four cards
 * face up as each level starts that the Patriots use as single cards and
 * that score only once played (L2592-L2598), with Muster dealing and with
 * the group's own decks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sol-test-setup.h"

/* The Travel Hand: ann 2C 3D 9C 9S, ben 4H 5S 6H 7H, cora 8S 8C 7D 10S,
 * dan (the Tory) 9D 10D 8D. */
#define TRAVEL "2C 3D 9C 9S  4H 5S 6H 7H  8S 8C 7D 10S  9D 10D 8D"
/* The Opportune level: ann AH AC 2H 3H, ben KS QS JS 10H, cora 9H 8H 7D 6D,
 * dan 4C 5C 6C. */
#define LEVEL "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C"

/* The Travel Hand lost by the Patriots at once (0 against 19): ann holds
 * the lowest card, the Two of Clubs, and directs the cut scene. */
static MtGame *
cut_scene (const char *option)
{
  MtGame *t = travel (TRAVEL, option, NULL);

  mt_ok (t, "end-turn");                /* the Tory passes */
  mt_ok (t, "call ann");
  g_assert_true (mt_says (mt_ok (t, "second ben"), "the Tory wins"));
  return t;
}

static char *
side (MtGame *t)
{
  g_autoptr(MusterPending) pending = mt_pending (t);

  g_assert_nonnull (pending);
  return g_strdup (pending->side);
}

/* Ends the turn of the player whose turn it is and checks who is next. */
static void
end_turn (MtGame     *t,
          const char *refill,
          const char *next)
{
  g_autofree char *says = g_strdup_printf ("%s plays next.", next);
  g_autofree char *now = NULL;

  if (refill != NULL)
    mt_cards (t, refill);
  g_assert_true (mt_says (mt_ok (t, "end-turn"), says));
  now = side (t);
  g_assert_cmpstr (now, ==, next);
}

/* A Patriot who cannot play discards (L1930); the Tory leaves the card. */
static void
discard (MtGame     *t,
         const char *seat,
         const char *card)
{
  g_autofree char *line = g_strdup_printf ("discard %s %s", seat, card);

  mt_ok (t, line);
  mt_ok (t, "refuse-discard");
}

/* Replace Awesome with Clever (L2572-L2576): after the Travel Hand the
 * level is played in turns as the Travel Hand is: on his turn a Patriot
 * must play or discard, nobody plays cards out of turn, the Tory may pass;
 * with three Patriots the Tory's turn comes after every second of them,
 * in the order the text gives (P1, P2, Tory, P3, P1, Tory, P2, P3,
 * Tory): here ann, ben, dan, cora, ann, dan, ben, cora, dan. The director
 * (ann) opens. */
static void
test_turn_order (void)
{
  g_autoptr(MtGame) t = cut_scene ("play-in-turns=true");
  g_autofree char *first = NULL;
  g_autofree char *message = NULL;
  g_autofree char *status = NULL;

  mt_cards (t, LEVEL);
  mt_ok (t, "choose ann opportune-1");
  first = side (t);
  g_assert_cmpstr (first, ==, "ann");
  status = muster_state_get_status (mt_state (t));
  g_assert_nonnull (strstr (status, "ann's turn"));

  /* Out of turn: neither ben's play nor the Tory's card. */
  message = mt_refused (t, "meld ben KS QS JS", MUSTER_ERROR_ILLEGAL, "Options Screen");
  g_assert_nonnull (strstr (message, "ann's turn"));
  mt_refuse (t, "tory-play 4C", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_refuse (t, "call ben", MUSTER_ERROR_ILLEGAL, "Options Screen");
  /* A Patriot must play or discard before his turn ends. */
  mt_refuse (t, "end-turn", MUSTER_ERROR_ILLEGAL, "Patriot Plays");

  mt_ok (t, "meld ann AH AC");
  g_assert_true (mt_view_has (t, "ann", "Your hand: Two of Hearts, Three of Hearts"));  /* filled as the turn ends */
  end_turn (t, "2C 3D", "ben");
  mt_ok (t, "meld ben KS QS JS");
  end_turn (t, "2S 3S 4S", "dan");                /* after two Patriots, the Tory */
  mt_refuse (t, "meld cora 9H 8H 7D", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_cards (t, "7C");
  mt_ok (t, "tory-play 4C");
  mt_refuse (t, "tory-play 5C", MUSTER_ERROR_ILLEGAL, "Options Screen");   /* one card a turn */
  end_turn (t, NULL, "cora");
  discard (t, "cora", "6D");
  end_turn (t, "5D", "ann");
  discard (t, "ann", "2C");
  end_turn (t, "KD", "dan");
  end_turn (t, NULL, "ben");                      /* the Tory passes */
  discard (t, "ben", "10H");
  end_turn (t, "QD", "cora");
  discard (t, "cora", "5D");
  end_turn (t, "JD", "dan");
  mt_assert_replays (t);
}

/* Without the option the levels after the Travel Hand have no turns
 * (L2568: turns are abandoned after it): anyone plays, nobody ends a turn. */
static void
test_no_turns_by_default (void)
{
  g_autoptr(MtGame) t = cut_scene (NULL);

  mt_cards (t, LEVEL);
  mt_ok (t, "choose ann opportune-1");
  g_assert_null (mt_pending (t));
  mt_cards (t, "2S 3S 4S");
  mt_ok (t, "meld ben KS QS JS");
  mt_refuse (t, "end-turn", MUSTER_ERROR_ILLEGAL, "The Travel Hand");
  mt_refuse (t, "discard cora 6D", MUSTER_ERROR_ILLEGAL, "Patriot Plays");
  mt_assert_replays (t);
}

/* The director may declare the next level played with or without turns
 * (L2578): only the director, during the cut scene, and only when the
 * group plays the option. The word stands until another director's. */
static void
test_director_switches_turns (void)
{
  g_autoptr(MtGame) t = cut_scene ("play-in-turns=true");
  g_autoptr(MtGame) plain = cut_scene (NULL);
  g_autofree char *first = NULL;
  MusterEntry *entry;

  mt_refuse (plain, "turns ann on", MUSTER_ERROR_ILLEGAL, "Options Screen");

  mt_refuse (t, "turns ben off", MUSTER_ERROR_ILLEGAL, "Direct the Cut Scene");   /* ann directs */
  mt_refuse (t, "turns ann sometimes", MUSTER_ERROR_INVALID_ARGS, NULL);
  entry = mt_ok (t, "turns ann off");
  g_assert_true (mt_says (entry, "played without turns"));
  g_assert_cmpstr (muster_entry_get_rule (entry), ==, "Options Screen");
  mt_cards (t, LEVEL);
  mt_ok (t, "choose ann opportune-1");
  /* No turns: ben lays his straight at once. */
  mt_cards (t, "2S 3S 4S");
  mt_ok (t, "meld ben KS QS JS");
  mt_refuse (t, "end-turn", MUSTER_ERROR_ILLEGAL, "The Travel Hand");
  mt_ok (t, "call ben");
  g_assert_true (mt_says (mt_ok (t, "second cora"), "Patriot Score 3, Tory Score 15: the Tory wins"));

  /* ann's Ace is lowest again; she turns turns back on. */
  mt_refuse (t, "tory-play 4C", MUSTER_ERROR_ILLEGAL, NULL);
  entry = mt_ok (t, "turns ann on");
  g_assert_true (mt_says (entry, "played in turns"));
  mt_cards (t, "5H 6H 7H 8D  4D 9S 10C JD  2D 3C 4H 5S  7S 8S 9C");
  mt_ok (t, "choose ann opportune-2");
  first = side (t);
  g_assert_cmpstr (first, ==, "ann");
  mt_refuse (t, "meld cora 2D 3C 4H", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "meld ann 5H 6H 7H");
  end_turn (t, "2H 3H 10H", "ben");
  mt_assert_replays (t);
}

/* Seed the Field (L2594-L2596): as the level starts (the Travel Hand is a
 * level too) four cards lie face up; a Patriot uses them as single cards
 * another Patriot laid, in a new set or straight and in an addition, never
 * without a card of his own; once in a play they score. */
static void
test_seed_used_and_scored (void)
{
  g_autoptr(MtGame) t = travel ("5H 5D 9H JC  " "2C 3D 5S 9S  4H 6S 6H 7H  8S 8C 7D 10S  9D 10D 8D",
                                "seed-the-field=true", NULL);
  MusterEntry *deal = muster_session_get_entry (t->session, muster_session_get_n_entries (t->session) - 1);

  g_assert_true (mt_says (deal, "To seed the field (Options Screen), Five of Hearts, Five of Diamonds, "
                                "Nine of Hearts, Jack of Clubs lie face up"));
  g_assert_true (mt_view_has (t, NULL, "The field, for any Patriot: Five of Hearts, Five of Diamonds, "
                                       "Nine of Hearts, Jack of Clubs"));
  g_assert_true (mt_view_has (t, NULL, "ann (John Adams): 4 cards in hand"));
  mt_ok (t, "end-turn");
  mt_refuse (t, "meld ann 5H 5D", MUSTER_ERROR_ILLEGAL, "Patriot Plays");     /* none from the hand */
  mt_ok (t, "meld ann 5S 5H 5D");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 3"));
  g_assert_true (mt_view_has (t, NULL, "The field, for any Patriot: Nine of Hearts, Jack of Clubs"));
  mt_cards (t, "KH");
  mt_ok (t, "end-turn");
  discard (t, "ben", "4H");
  mt_cards (t, "QH");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld cora 8S 9H 10S");
  mt_ok (t, "add cora 2 7D JC");
  g_assert_true (mt_view_has (t, NULL, "The field, for any Patriot: none"));
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 8"));
  mt_ok (t, "call cora");
  g_assert_true (mt_says (mt_ok (t, "second ann"), "Patriot Score 8, Tory Score 19: the Tory wins"));
  mt_assert_replays (t);
}

/* The seeds score only once incorporated into a Patriot play (L2596): a
 * straight lying in the field counts nothing. What is left of the field
 * goes back with every other card, and the next level has a new one. */
static void
test_seed_unused_not_scored (void)
{
  g_autoptr(MtGame) t = travel ("JH QH KH 2S  " TRAVEL, "seed-the-field=true", NULL);

  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 0"));
  mt_ok (t, "end-turn");
  mt_ok (t, "call ann");
  g_assert_true (mt_says (mt_ok (t, "second ben"), "Patriot Score 0, Tory Score 19: the Tory wins"));
  mt_cards (t, "2D 2S 3C QH  " LEVEL);
  mt_ok (t, "choose ann opportune-1");
  g_assert_true (mt_view_has (t, NULL, "The field, for any Patriot: Two of Diamonds, Two of Spades, "
                                       "Three of Clubs, Queen of Hearts\n"));
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 0"));
  mt_cards (t, "5D");
  mt_ok (t, "meld ann AH 2D 3C");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 3"));
  mt_assert_replays (t);
}

/* With the group's own decks (cards=own) the players name the four cards
 * they lay in the field with the deal, and with the director's choice of
 * the next level; Muster deals them itself otherwise. Played in turns too,
 * the director the players name opens the level. */
static void
test_seed_own_decks (void)
{
  g_autoptr(MtGame) t = mt_new ("sons-of-liberty", "battle", "cards=own", "seed-the-field=true", "play-in-turns=true",
                                NULL);
  g_autoptr(MtGame) muster = travel (NULL, "seed-the-field=true", NULL);
  g_autofree char *first = NULL;
  MusterEntry *entry;

  /* Muster deals the field itself. */
  mt_refuse (muster, "deal 5H 5D 9H JC", MUSTER_ERROR_INVALID_ARGS, NULL);

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", NULL });
  mt_ok (t, "seat ann ben cora dan");
  mt_ok (t, "decipher " WHIST);
  mt_ok (t, "reveal 9S 5H 9C 3D 2D KS");
  take_own_identities (t);
  mt_ok (t, "introduce gauge");
  mt_refuse (t, "deal", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_refuse (t, "deal 5H 5D 9H", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_refuse (t, "deal 5H 5D 9H JC 2C", MUSTER_ERROR_INVALID_ARGS, NULL);
  entry = mt_ok (t, "deal 5H 5D 9H JC");
  g_assert_true (mt_says (entry, "To seed the field (Options Screen), Five of Hearts, Five of Diamonds"));
  mt_ok (t, "end-turn");                  /* ben, the Tory, passes */
  mt_ok (t, "meld cora 5S 5H 5D");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 3"));
  g_assert_true (mt_view_has (t, NULL, "The field, for any Patriot: Nine of Hearts, Jack of Clubs"));
  mt_ok (t, "call cora");
  mt_ok (t, "second ann");
  g_assert_true (mt_says (mt_ok (t, "show-hand AS 2S AD"), "Patriot Score 3, Tory Score 3: the Patriots win"));
  mt_refuse (t, "choose ann opportune-1", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "choose ann opportune-1 KH KD KS QC");
  g_assert_true (mt_view_has (t, NULL, "The field, for any Patriot: King of Hearts, King of Diamonds, "
                                       "King of Spades, Queen of Clubs"));
  first = side (t);
  g_assert_cmpstr (first, ==, "ann");
  mt_refuse (t, "meld cora 7H 8H 9H", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "meld ann KC KH KD");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 3"));
  g_assert_true (mt_view_has (t, NULL, "The field, for any Patriot: King of Spades, Queen of Clubs"));
  mt_assert_replays (t);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/sol/turns/order", test_turn_order);
  g_test_add_func ("/sol/turns/none-by-default", test_no_turns_by_default);
  g_test_add_func ("/sol/turns/director", test_director_switches_turns);
  g_test_add_func ("/sol/seed/used-and-scored", test_seed_used_and_scored);
  g_test_add_func ("/sol/seed/unused-not-scored", test_seed_unused_not_scored);
  g_test_add_func ("/sol/seed/own-decks", test_seed_own_decks);
  return g_test_run ();
}
