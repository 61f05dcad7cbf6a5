/* test-sol-army.c: Largest Army on the Planet (Options Screen,
 * L2636-L2644), played by words with scripted cards: several Tory players
 * (`tories=2`), no more than one for every two Patriots (L2640), each with
 * his own Tyranny and figures (L2642), any of them calling the question
 * with three face cards and no second, the Tory Score the highest of their
 * hands (L2642), the director the lowest card of everyone, Tories
 * included.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-test-driver.h"
#include "sol-test-setup.h"

/* The Travel Hand (army_travel_hand()): 3 against 12, eve's hand decides;
 * eve's ace is the lowest card left and she directs. */
static MtGame *
army_travel (const char *option)
{
  MtGame *t = army_sheets (option);
  MusterEntry *entry;

  army_travel_hand (t);
  g_assert_true (mt_view_has (t, NULL, "dan (the Tory): 4 cards in hand"));
  g_assert_true (mt_view_has (t, NULL, "eve (the Tory): 4 cards in hand"));
  entry = mt_ok (t, "second ann");
  g_assert_true (mt_says (entry, "The Tory Score is eve's."));
  g_assert_true (mt_says (entry, "Patriot Score 3, Tory Score 12: the Tory wins"));
  g_assert_true (mt_says (entry, "Each Tory's Tyranny pool starts at 15."));
  g_assert_true (mt_says (entry, "eve holds the lowest card and directs the cut scene."));
  g_assert_cmpint (track (t, 0), ==, 15);
  g_assert_cmpint (track (t, 3), ==, 15);
  return t;
}

/* No more than one Tory for every two Patriots (L2640): two Tories need
 * six players; a third Tory is refused; the option is refused where there
 * is no Tory (Versus Mode). */
static void
test_guideline (void)
{
  g_autoptr(MtGame) t = mt_new ("sons-of-liberty", "battle", "tories=2", NULL);
  g_autoptr(MtGame) u = army_identities (NULL);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  MusterSession *session;

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", "eve", NULL });
  mt_refuse (t, "seat ann ben cora dan eve", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (u, "become eve tory");
  mt_ok (u, "become ann tory");
  mt_refuse (u, "become finn tory", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (u, "become finn john-adams");
  mt_assert_replays (u);

  g_hash_table_insert (options, (char *) "tories", (char *) "2");
  session = muster_session_new (mt_system ("sons-of-liberty"), "versus", options, chance, &error);
  g_assert_null (session);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
}

/* Two players become Tories: one volunteers, and the lowest card must
 * take the role that is left (Reveal Identities, with two roles). Each
 * brings in his own figure, never one of the other's, one a hand. */
static void
test_two_tories (void)
{
  g_autoptr(MtGame) t = army_identities (NULL);

  mt_ok (t, "become eve tory");
  mt_ok (t, "become ann john-adams");
  mt_ok (t, "become finn benjamin-franklin");
  mt_ok (t, "become ben george-washington");
  mt_ok (t, "become cora paul-revere");
  mt_refuse (t, "become dan abigail-adams", MUSTER_ERROR_ILLEGAL, "Reveal Identities");
  g_assert_true (mt_says (mt_ok (t, "become dan tory"), "dan becomes the Tory."));
  mt_ok (t, "sheet ann 1 2 3 4 diamonds");
  mt_ok (t, "sheet ben 1 2 3 4 hearts");
  mt_ok (t, "sheet cora 1 2 3 4 clubs");
  mt_ok (t, "sheet finn 1 2 3 4 clubs");
  mt_refuse (t, "introduce gauge", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_refuse (t, "introduce gauge ann", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "introduce gauge dan");
  mt_refuse (t, "introduce howe dan", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_refuse (t, "introduce gauge eve", MUSTER_ERROR_ILLEGAL, "Options Screen");
  g_assert_false (mt_legal (t, "deal"));
  mt_ok (t, "introduce howe eve");
  g_assert_true (mt_legal (t, "deal"));
  mt_assert_replays (t);
}

/* The row of sheet @id labelled @label, or NULL. */
static MusterSheetRow *
sheet_row (GPtrArray  *sheets,
           const char *id,
           const char *label)
{
  for (guint i = 0; i < sheets->len; i++)
    {
      MusterSheet *sheet = g_ptr_array_index (sheets, i);

      for (guint r = 0; g_str_equal (sheet->id, id) && r < sheet->rows->len; r++)
        if (g_str_equal (((MusterSheetRow *) g_ptr_array_index (sheet->rows, r))->label, label))
          return g_ptr_array_index (sheet->rows, r);
    }
  return NULL;
}

/* Each Tory has his own Tory Sheet (L2642): his figures and his Tyranny. */
static void
test_tory_sheets (void)
{
  g_autoptr(MtGame) t = army_travel (NULL);
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);
  MusterSheetRow *row;

  g_assert_nonnull (sheet_row (sheets, "tory-dan", "General Thomas Gauge"));
  g_assert_null (sheet_row (sheets, "tory-dan", "John Howe"));
  g_assert_nonnull (sheet_row (sheets, "tory-eve", "John Howe"));
  g_assert_null (sheet_row (sheets, "tory-eve", "General Thomas Gauge"));
  row = sheet_row (sheets, "tory-eve", "Tyranny in the pool");
  if (row == NULL)
    g_error ("eve's Tory Sheet has no Tyranny in the pool");
  g_assert_cmpint (row->number, ==, 15);
  g_assert_null (sheet_row (sheets, "tory", "Player"));
}

/* The Travel Hand: each Tory holds one card a Patriot (four), the turns
 * go around the table with each Tory in his seat, the Tory Score is the
 * higher hand (eve's 12 against dan's 7), each pool starts at 15, and the
 * director is the lowest card of all, here a Tory's. */
static void
test_travel_and_director (void)
{
  g_autoptr(MtGame) t = army_travel (NULL);

  /* eve's own Tyranny decides her choice of the Primary (L1986). */
  mt_refuse (t, "choose eve primary", MUSTER_ERROR_ILLEGAL, "Direct the Cut Scene");
  mt_refuse (t, "choose dan opportune-1", MUSTER_ERROR_ILLEGAL, "Direct the Cut Scene");
  mt_assert_replays (t);
}

/* Opportune Objective 1, eve directing. The Patriots: ann AH AC 2H 3H,
 * ben KS QS JS 10H, cora 9H 8H 7D 6D, finn 4C 5C 6C 7C; the Tories: dan
 * @dan, eve @eve. Each Tory sets out his own line of three; eve's Howe
 * locks ann's Aces with a chip of eve's. */
static MtGame *
army_opportune (const char *dan,
                const char *eve,
                const char *option)
{
  MtGame *t = army_travel (option);
  g_autofree char *deal = g_strdup_printf ("AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C 7C  %s  %s", dan, eve);

  mt_cards (t, deal);
  mt_ok (t, "choose eve opportune-1");
  g_assert_cmpint (track (t, 0), ==, 12);
  g_assert_cmpint (track (t, 1), ==, 3);
  g_assert_cmpint (track (t, 3), ==, 12);
  g_assert_cmpint (track (t, 4), ==, 3);
  g_assert_true (mt_view_has (t, NULL, "eve's Tyranny: 12 in the pool, 3 in the line, 0 on the table"));
  mt_cards (t, "4S 5H");
  mt_ok (t, "meld ann AH AC");
  mt_refuse (t, "tactic gauge abuse 1", MUSTER_ERROR_ILLEGAL, "Tory Tactics");   /* a lock of Twos */
  mt_ok (t, "tactic howe usurpation 1");
  /* eve's chip, from eve's line; dan's Tyranny untouched. */
  g_assert_cmpint (track (t, 4), ==, 2);
  g_assert_cmpint (track (t, 5), ==, 1);
  g_assert_cmpint (track (t, 1), ==, 3);
  g_assert_cmpint (track (t, 2), ==, 0);
  /* A new figure a hand for each Tory, and never the other's. */
  mt_refuse (t, "introduce howe dan", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "introduce thompson dan");
  mt_refuse (t, "introduce tryon dan", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "introduce tryon eve");
  return t;
}

/* A Tory calls with three face cards in hand and no second (L2642): dan
 * plays three cards and draws three face cards. His 38 against eve's 26
 * is the Tory Score; the Tory side wins, and each Tory settles his own
 * wager: eve's chip comes back doubled, the lines are lost. */
static void
test_tory_call_and_win (void)
{
  g_autoptr(MtGame) t = army_opportune ("2C 3D 4D 5D", "5S 6H 7S 8C", NULL);
  MusterEntry *entry;

  mt_refuse (t, "call dan", MUSTER_ERROR_ILLEGAL, "Call the Question");
  mt_cards (t, "KH");
  mt_ok (t, "tory-play 2C");                /* only dan holds it */
  mt_cards (t, "QH");
  mt_ok (t, "tory-play 3D dan");
  mt_refuse (t, "tory-play 4D eve", -1, NULL);   /* not in her hand */
  mt_cards (t, "JH");
  mt_ok (t, "tory-play 4D");
  entry = mt_ok (t, "call dan");
  g_assert_true (mt_says (entry, "dan, a Tory, calls the question with three face cards."));
  g_assert_true (mt_says (entry, "The Tory Score is dan's."));
  g_assert_true (mt_says (entry, "Patriot Score 0, Tory Score 38: the Tory wins"));
  g_assert_cmpint (track (t, 0), ==, 12);       /* dan: his line lost, nothing wagered */
  g_assert_cmpint (track (t, 3), ==, 14);       /* eve: her chip back and one more */
  g_assert_cmpint (track (t, 1), ==, 0);
  g_assert_cmpint (track (t, 4), ==, 0);
  mt_assert_replays (t);
}

/* The Patriots win, 16 against the higher Tory hand (eve's 14): the chip
 * eve wagered is lost (L2109), dan lost only his line. */
static void
test_patriots_win (void)
{
  g_autoptr(MtGame) t = army_opportune ("2C 3D 2D 3C", "5S 2S 3S 4H", NULL);
  MusterEntry *entry;

  mt_cards (t, "9D 10D JD QD");
  mt_ok (t, "meld ben KS QS JS 10H");
  mt_cards (t, "9S 10S JC QC");
  mt_ok (t, "meld cora 9H 8H 7D 6D");
  mt_cards (t, "8S 9C 10C 8D");
  mt_ok (t, "meld finn 4C 5C 6C 7C");
  mt_cards (t, "KC KD AS AD");
  mt_ok (t, "meld ann 2H 3H 4S 5H");
  mt_ok (t, "call ben");
  entry = mt_ok (t, "second cora");
  g_assert_true (mt_says (entry, "The Tory Score is eve's."));
  g_assert_true (mt_says (entry, "Patriot Score 16, Tory Score 14: the Patriots win"));
  g_assert_true (mt_says (entry, "The Tory loses the 1 Tyranny on the table."));
  g_assert_cmpint (track (t, 0), ==, 12);
  g_assert_cmpint (track (t, 3), ==, 12);
  g_assert_cmpint (track (t, 5), ==, 0);
  mt_assert_replays (t);
}

/* A Tory director turns to the Primary only without Tyranny of his own
 * (L1986, read as pool and line): in the Shot Heard Round the World eve
 * stacks all she has on her lock and loses it with the level, while
 * dan keeps his pool; eve, holding the lowest card, may choose the
 * Primary with Opportune Objectives left. */
static void
test_director_own_tyranny (void)
{
  g_autoptr(MtGame) t = army_opportune ("2C 3D 2D 3C", "5S AS 3S 4H", "stage=shot-heard");
  MusterEntry *entry;

  mt_ok (t, "stack 1 14 eve");
  g_assert_cmpint (track (t, 3), ==, 0);
  g_assert_cmpint (track (t, 4), ==, 0);
  g_assert_cmpint (track (t, 5), ==, 15);
  mt_cards (t, "9D 10D JD QD");
  mt_ok (t, "meld ben KS QS JS 10H");
  mt_cards (t, "9S 10S JC QC");
  mt_ok (t, "meld cora 9H 8H 7D 6D");
  mt_cards (t, "8S 9C 10C 8D");
  mt_ok (t, "meld finn 4C 5C 6C 7C");
  mt_cards (t, "KC KD 7H 8C");
  mt_ok (t, "meld ann 2H 3H 4S 5H");
  mt_ok (t, "call ben");
  entry = mt_ok (t, "second cora");
  g_assert_true (mt_says (entry, "Patriot Score 16, Tory Score 13: the Patriots win"));
  g_assert_true (mt_says (entry, "eve holds the lowest card and directs the cut scene."));
  g_assert_cmpint (track (t, 0), ==, 12);
  g_assert_cmpint (track (t, 3), ==, 0);
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C 7C  2C 3D 2D 3C  5S AS 3S 4H");
  mt_ok (t, "choose eve primary");
  mt_assert_replays (t);
}

/* Stacking in the Shot Heard Round the World (L2249-L2251: the Tory
 * stacks more chips on the cards his spending affects) with several
 * Tories, each spending Tyranny of his own colour (L2642): a Tory stacks
 * on a chip of his own. Unnamed, the stack goes on the chip of the Tory
 * whose chip lies on the meld; with chips of both on a straight, the Tory
 * is named. Each stack is its Tory's wager: the Tory Score wins, and each
 * gets his own chips back doubled. Finn's 4D-5C-6C-7C is blocked by dan's
 * Thompson at the Club end and eve's Enys at the Diamond end; eve's Howe
 * locks ann's Aces. */
static void
test_stack_own_chip (void)
{
  g_autoptr(MtGame) t = army_travel ("stage=shot-heard");
  g_autofree char *snapshot = NULL;
  MusterEntry *entry;

  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4D 5C 6C 7C  2C 3D 2D 3C  5S AS 3S 4H");
  mt_ok (t, "choose eve opportune-1");
  mt_ok (t, "introduce thompson dan");
  mt_ok (t, "introduce enys eve");
  mt_cards (t, "9S 10S JC QC");
  mt_ok (t, "meld finn 4D 5C 6C 7C");
  mt_ok (t, "tactic thompson abuse 1 7C");
  mt_ok (t, "tactic enys abuse 1 4D");
  mt_cards (t, "4S 5H");
  mt_ok (t, "meld ann AH AC");
  mt_ok (t, "tactic howe usurpation 2");
  /* dan: line 2, 1 on the table; eve: line 1, 2 on the table. */
  g_assert_cmpint (track (t, 1), ==, 2);
  g_assert_cmpint (track (t, 5), ==, 2);

  mt_refuse (t, "stack 1", MUSTER_ERROR_INVALID_ARGS, NULL);            /* both Tories' chips */
  mt_refuse (t, "stack 2 1 dan", MUSTER_ERROR_ILLEGAL, "Options Screen");  /* eve's lock */
  entry = mt_ok (t, "stack 2");                                          /* plain: eve's */
  g_assert_true (mt_says (entry, "eve, a Tory, stacks 1 more Tyranny on his chip on meld 2."));
  mt_ok (t, "stack 1 3 dan");
  g_assert_cmpint (track (t, 0), ==, 11);      /* dan: his line, then one from his pool */
  g_assert_cmpint (track (t, 1), ==, 0);
  g_assert_cmpint (track (t, 2), ==, 4);
  g_assert_cmpint (track (t, 3), ==, 12);      /* eve: her line */
  g_assert_cmpint (track (t, 4), ==, 0);
  g_assert_cmpint (track (t, 5), ==, 3);
  entry = mt_ok (t, "stack 1 eve");                                      /* named: her low end */
  g_assert_true (mt_says (entry, "eve, a Tory, stacks 1 more Tyranny on his chip on meld 1."));
  g_assert_cmpint (track (t, 3), ==, 11);      /* eve: her line is spent, so her pool */
  g_assert_cmpint (track (t, 5), ==, 4);

  g_assert_true (mt_view_has (t, NULL, "Meld 1 (straight, blocked; eve's chip at the low end, with 1 more stacked on "
                                       "it; dan's chip at the high end, with 3 more stacked on it): "));
  g_assert_true (mt_view_has (t, NULL, "Meld 2 (set, locked; eve's chip on the lock, with 1 more stacked on it): "));
  snapshot = mt_snapshot (t);
  g_assert_nonnull (strstr (snapshot, "block-low-by=\"eve\" block-low-stacked=\"1\" block-high-by=\"dan\" "
                                      "block-high-stacked=\"3\""));
  g_assert_nonnull (strstr (snapshot, "locked-by=\"eve\" locked-stacked=\"1\""));

  /* 4 against eve's 13: each Tory's wager comes back doubled to his pool. */
  mt_ok (t, "call ben");
  entry = mt_ok (t, "second cora");
  g_assert_true (mt_says (entry, "Patriot Score 4, Tory Score 13: the Tory wins"));
  g_assert_cmpint (track (t, 0), ==, 11 + 2 * 4);
  g_assert_cmpint (track (t, 3), ==, 11 + 2 * 4);
  mt_assert_replays (t);
}

/* Ends the turn under way and checks who plays next. */
static void
next_turn (MtGame     *t,
           const char *discard,
           const char *draw,
           const char *next)
{
  g_autofree char *expect = g_strdup_printf ("%s plays next.", next);

  if (discard != NULL)
    {
      mt_ok (t, discard);
      mt_ok (t, "refuse-discard");
      mt_cards (t, draw);
    }
  g_assert_true (mt_says (mt_ok (t, "end-turn"), expect));
}

/* Play in Turns with several Tories (L2576 offers more Tory players in
 * place of the Tory after every second Patriot): the director opens, then
 * around the table, each Tory taking his turn in his own seat; a Tory
 * plays his cards on his own turn only. */
static void
test_turns (void)
{
  g_autoptr(MtGame) t = army_travel ("play-in-turns=true");
  g_autoptr(MusterPending) pending = NULL;

  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C 7C  2C 3D 4D 5D  5S 6H 7S 8C");
  mt_ok (t, "choose eve opportune-1");
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "eve");
  mt_refuse (t, "tory-play 2C dan", MUSTER_ERROR_ILLEGAL, "Options Screen");
  next_turn (t, NULL, NULL, "finn");
  next_turn (t, "discard finn 7C", "9D", "ann");
  next_turn (t, "discard ann 3H", "10D", "ben");
  next_turn (t, "discard ben 10H", "JD", "cora");
  next_turn (t, "discard cora 6D", "QD", "dan");
  mt_refuse (t, "tory-play 5S eve", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_cards (t, "KH");
  mt_ok (t, "tory-play 2C");
  next_turn (t, NULL, NULL, "eve");
  mt_assert_replays (t);
}

/* A Patriot's call, seconded: every Tory shows his hand, one after the
 * other, each naming his seat; the higher hand is the Tory Score. The face
 * cards a Tory swaps are his to name too. */
static void
test_own_decks_show (void)
{
  g_autoptr(MtGame) t = army_own_decks ();
  g_autoptr(MusterPending) pending = NULL;
  MusterEntry *entry;

  /* Unnamed, the Tory whose turn it is (dan's, the first); eve names
   * herself. */
  entry = mt_ok (t, "tory-swap KH");
  g_assert_true (mt_says (entry, "dan, a Tory, discards King of Hearts."));
  entry = mt_ok (t, "tory-swap eve QH");
  g_assert_true (mt_says (entry, "eve, a Tory, discards Queen of Hearts."));
  mt_refuse (t, "tory-swap ann JH", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "end-turn");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld finn 2C 3C 4D");
  mt_ok (t, "call finn");
  mt_ok (t, "second ann");
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "dan");
  mt_refuse (t, "show-hand AH 3H 6D 6C", MUSTER_ERROR_INVALID_ARGS, NULL);   /* whose? */
  mt_refuse (t, "show-hand finn AH 3H 6D 6C", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_refuse (t, "show-hand eve AH 3H 6D", MUSTER_ERROR_INVALID_ARGS, NULL);   /* one card a Patriot */
  entry = mt_ok (t, "show-hand eve AH 3H 6D 6C");
  g_assert_true (mt_says (entry, "eve, a Tory, has shown his hand; dan shows next."));
  g_clear_pointer (&pending, muster_pending_free);
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "dan");
  mt_refuse (t, "show-hand eve 7C 8C 9C 10C", MUSTER_ERROR_ILLEGAL, "Call the Question");
  entry = mt_ok (t, "show-hand dan 2S 3S 4S 2D");
  g_assert_true (mt_says (entry, "The Tory Score is eve's."));
  g_assert_true (mt_says (entry, "Patriot Score 3, Tory Score 12: the Tory wins"));
  g_assert_cmpint (track (t, 0), ==, 15);
  g_assert_cmpint (track (t, 3), ==, 15);
  mt_assert_replays (t);
}

/* A Tory calls with three face cards, showing his hand as he calls
 * (L2642: no second); the other Tory shows his, and the higher decides. */
static void
test_own_decks_tory_call (void)
{
  g_autoptr(MtGame) t = army_own_decks ();
  MusterEntry *entry;

  mt_refuse (t, "call dan KH QS 2C 3D", MUSTER_ERROR_ILLEGAL, "Call the Question");
  entry = mt_ok (t, "call dan KH QS JD 2C");
  g_assert_true (mt_says (entry, "dan, a Tory, calls the question with three face cards."));
  g_assert_true (mt_says (entry, "dan, a Tory, has shown his hand; eve shows next."));
  entry = mt_ok (t, "show-hand eve AH 3H 6D 6C");
  g_assert_true (mt_says (entry, "The Tory Score is dan's."));
  g_assert_true (mt_says (entry, "Patriot Score 0, Tory Score 22: the Tory wins"));
  mt_assert_replays (t);
}

/* A battle of Campaign Mode with two Tories, taking @carry from the battle
 * before (NULL for the first), the identity cards @identity. */
static MtGame *
army_campaign (const char *carry,
               const char *identity)
{
  MtGame *t = g_new0 (MtGame, 1);
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;

  g_hash_table_insert (options, (char *) "tories", (char *) "2");
  if (carry != NULL)
    g_ptr_array_add (inputs, muster_session_input_new ("previous", "1", "The battle before", carry));
  t->chance = muster_chance_new_scripted ();
  t->session = muster_session_new_with_inputs (mt_system ("sons-of-liberty"), "campaign", options, inputs, t->chance,
                                               &error);
  g_assert_no_error (error);
  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", "eve", "finn", NULL });
  mt_ok (t, "seat ann ben cora dan eve finn");
  mt_cards (t, WHIST);
  mt_ok (t, "decipher");
  mt_cards (t, identity);
  mt_ok (t, "reveal");
  return t;
}

/* Campaign Mode with two Tories: the Secret Objective is the Tories' (each
 * reads it, no Patriot does), the record names both Tories, and in the
 * next battle the role goes to players who have not had it: eve, a Tory
 * before, may not volunteer, and with no other volunteer the lowest card
 * of those who have not had it, cora, must take the second role. */
static void
test_campaign (void)
{
  g_autoptr(MtGame) first = army_campaign (NULL, ARMY_IDENTITY);
  g_autoptr(MtGame) next = NULL;
  g_autofree char *carry = NULL;
  g_autofree char *record = NULL;
  MusterEntry *entry;

  army_choose (first);
  mt_refuse (first, "introduce andre dan", MUSTER_ERROR_ILLEGAL, "Campaign Mode");   /* not in this stage */
  mt_ok (first, "introduce gauge dan");
  mt_ok (first, "introduce tryon eve");
  mt_cards (first, "5D#2 6C#2 7S QH#2 2C#2");   /* ARMY_IDENTITY turned up the first 5D */
  entry = mt_ok (first, "secret");
  g_assert_true (mt_says (entry, "The Tories write down their Secret Objective."));
  g_assert_true (mt_view_has (first, "dan", "Your Secret Objective: The Sons of Liberty must incite"));
  g_assert_true (mt_view_has (first, "eve", "Your Secret Objective: The Sons of Liberty must incite"));
  g_assert_false (mt_view_has (first, "ann", "incite"));
  army_travel_hand (first);
  entry = mt_ok (first, "second ann");
  g_assert_true (mt_says (entry, "The Tory Score is eve's."));
  record = campaign_record (first);
  g_assert_nonnull (strstr (record, "Battle 1 (this one) · the Intolerable Acts: Tories: dan, eve. ann as John Adams"));
  g_assert_nonnull (strstr (record, "The Tory won the Travel Hand."));
  mt_assert_replays (first);
  carry = muster_session_write_carry (first->session);

  /* eve's Nine is highest again, then ann, finn, ben, cora, dan. */
  next = army_campaign (carry, ARMY_IDENTITY);
  mt_refuse (next, "become eve tory", MUSTER_ERROR_ILLEGAL, "Campaign Mode: eve has been the Tory in this campaign");
  mt_ok (next, "become eve john-adams");
  mt_ok (next, "become ann tory");
  mt_ok (next, "become finn benjamin-franklin");
  mt_ok (next, "become ben george-washington");
  mt_refuse (next, "become cora sam-adams", MUSTER_ERROR_ILLEGAL, "Reveal Identities: nobody volunteered, so cora");
  mt_ok (next, "become cora tory");
  mt_ok (next, "become dan sam-adams");
  g_clear_pointer (&record, g_free);
  record = campaign_record (next);
  g_assert_nonnull (strstr (record, "Battle 1 · the Intolerable Acts: Tories: dan, eve."));
  g_assert_nonnull (strstr (record, "Battle 2 (this one) · the Intolerable Acts: Tories: ann, cora."));
  mt_assert_replays (next);
}

/* The Final Battle with two Tories (L2363-L2389): in the Fires of
 * Adversity the Patriots complete the Secret Objective, each Tory having
 * set out its worth from the supply; the Primary becomes the Final
 * Battle, every Tory's pool doubles, and the Tories together bring back
 * one figure seen in an earlier battle. */
static void
test_final_battle (void)
{
  g_autoptr(MtGame) t = army_campaign ("<carry><campaign stage=\"1\" unlocked=\"true\">"
                                       "<tory-figure id=\"enys\"/><tory-figure id=\"howe\"/></campaign></carry>",
                                       ARMY_IDENTITY);
  MusterEntry *entry;

  army_choose (t);
  mt_ok (t, "introduce clinton dan");
  mt_ok (t, "introduce seabury eve");
  mt_cards (t, "5D#2 6C#2 7S QH#2 2C#2");
  mt_ok (t, "secret");
  /* The Travel Hand: eve's hand wins, 15 each. */
  army_travel_hand (t);
  mt_ok (t, "second ann");
  /* Opportune Objective 1: a line of three each; ann's Ace is the lowest
   * card when the call ends it, and she takes up the Secret Objective. */
  mt_cards (t, "AS 5C 6C 7C  KS QS JS 10H  9H 8H 7D 6D  4C 5D 6H 8C  9C 10C 4S 3H  5S 6S 7S 8S");
  mt_ok (t, "choose eve opportune-1");
  g_assert_cmpint (track (t, 0), ==, 12);
  g_assert_cmpint (track (t, 3), ==, 12);
  mt_ok (t, "reveal-secret 4");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");
  /* The Secret Objective: each Tory sets out its worth, 4, from the
   * supply; the Patriots' fourteen cards beat the better Tory hand (12). */
  mt_cards (t, "2H 5C 6C 7C  KS QS JS 10H  9H 8H 7D 6D  4C 5D 6H 8C  2S 2D 3S 3D  2C 3C 3H 4H");
  entry = mt_ok (t, "choose ann secret");
  g_assert_true (mt_says (entry, "dan, a Tory, sets out 4 Tyranny from the supply."));
  g_assert_true (mt_says (entry, "eve, a Tory, sets out 4 Tyranny from the supply."));
  g_assert_cmpint (track (t, 1), ==, 4);
  g_assert_cmpint (track (t, 4), ==, 4);
  mt_cards (t, "9D 10D JD QD");
  mt_ok (t, "meld ben KS QS JS 10H");
  mt_cards (t, "AD 10S JC QC");
  mt_ok (t, "meld cora 9H 8H 7D 6D");
  mt_cards (t, "8S 9C 10C");
  mt_ok (t, "meld ann 5C 6C 7C");
  mt_cards (t, "8D 9H#2 4D");
  mt_ok (t, "meld finn 4C 5D 6H");
  mt_ok (t, "call ben");
  entry = mt_ok (t, "second cora");
  g_assert_true (mt_says (entry, "Patriot Score 14, Tory Score 12: the Patriots win"));
  g_assert_true (mt_says (entry, "becomes the Final Battle"));
  g_assert_true (mt_says (entry, "cora holds the lowest card"));
  /* The Final Battle: 12 doubled, then a line of three, for each Tory. */
  mt_cards (t, "6H#2 QC#2  AH AC 9C 9S  KS QS JS 10H  9H 8H 7D 5D  4C 5C 6C 7C  2S 2D 3S 3D  2C 3C 3H 4H");
  entry = mt_ok (t, "choose cora primary");
  g_assert_true (mt_says (entry, "For the Final Battle dan's pool becomes 24 Tyranny."));
  g_assert_true (mt_says (entry, "For the Final Battle eve's pool becomes 24 Tyranny."));
  g_assert_cmpint (track (t, 0), ==, 21);
  g_assert_cmpint (track (t, 3), ==, 21);
  /* One new figure each, then one from an earlier battle for them all. */
  mt_ok (t, "introduce tryon dan");
  mt_ok (t, "introduce andre eve");
  entry = mt_ok (t, "introduce enys dan");
  g_assert_true (mt_says (entry, "dan, a Tory, brings John Enys back for the Final Battle."));
  mt_refuse (t, "introduce howe eve", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_assert_replays (t);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/sol/army/guideline", test_guideline);
  g_test_add_func ("/sol/army/two-tories", test_two_tories);
  g_test_add_func ("/sol/army/travel-and-director", test_travel_and_director);
  g_test_add_func ("/sol/army/tory-call-and-win", test_tory_call_and_win);
  g_test_add_func ("/sol/army/patriots-win", test_patriots_win);
  g_test_add_func ("/sol/army/turns", test_turns);
  g_test_add_func ("/sol/army/own-decks-show", test_own_decks_show);
  g_test_add_func ("/sol/army/own-decks-tory-call", test_own_decks_tory_call);
  g_test_add_func ("/sol/army/campaign", test_campaign);
  g_test_add_func ("/sol/army/final-battle", test_final_battle);
  g_test_add_func ("/sol/army/tory-sheets", test_tory_sheets);
  g_test_add_func ("/sol/army/director-own-tyranny", test_director_own_tyranny);
  g_test_add_func ("/sol/army/stack-own-chip", test_stack_own_chip);
  return g_test_run ();
}
