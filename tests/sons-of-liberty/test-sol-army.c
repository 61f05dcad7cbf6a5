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

#include "muster-test-driver.h"
#include "sol-test-setup.h"

/* The Travel Hand: ann 5H 5D 9C 9S, ben 4H 5S 6H 7H, cora 8S 8C 8D 10S,
 * finn 2C 3C 4D 6S, then the Tories: dan 2S 3S 4S 2D (two highest 7), eve
 * AH 3H 6D 6C (12). finn lays 2-3-4 and calls: 3 against 12, eve's hand
 * decides; eve's ace is the lowest card left and she directs. */
static MtGame *
army_travel (const char *option)
{
  MtGame *t = army_sheets (option);
  MusterEntry *entry;

  mt_cards (t, "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  2C 3C 4D 6S  2S 3S 4S 2D  AH 3H 6D 6C");
  mt_ok (t, "deal");
  g_assert_true (mt_view_has (t, NULL, "dan (the Tory): 4 cards in hand"));
  g_assert_true (mt_view_has (t, NULL, "eve (the Tory): 4 cards in hand"));
  /* Around the table from the first Tory: dan, eve, finn. */
  mt_refuse (t, "meld finn 2C 3C 4D", MUSTER_ERROR_ILLEGAL, "The Travel Hand");
  mt_ok (t, "end-turn");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld finn 2C 3C 4D");             /* the hand is filled when the turn ends */
  mt_ok (t, "call finn");
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
 * is no Tory (Versus Mode) and in a campaign (not done). */
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
  g_clear_error (&error);
  session = muster_session_new (mt_system ("sons-of-liberty"), "campaign", options, chance, &error);
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
  g_assert_nonnull (row);
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

/* With the group's own decks (cards=own) Muster holds no hand: the cards
 * turned up and laid are named, and each Tory names his own. The same
 * table as army_travel(): dan and eve the Tories, their turns first. */
static MtGame *
army_own_decks (void)
{
  MtGame *t = mt_new ("sons-of-liberty", "battle", "tories=2", "cards=own", NULL);

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", "eve", "finn", NULL });
  mt_ok (t, "seat ann ben cora dan eve finn");
  mt_ok (t, "decipher " WHIST);
  mt_ok (t, "reveal " ARMY_IDENTITY);
  mt_ok (t, "become eve tory");
  mt_ok (t, "become ann john-adams");
  mt_ok (t, "become finn benjamin-franklin");
  mt_ok (t, "become ben george-washington");
  mt_ok (t, "become cora paul-revere");
  mt_ok (t, "become dan tory");
  mt_ok (t, "sheet ann 1 2 3 4 diamonds");
  mt_ok (t, "sheet ben 1 2 3 4 hearts");
  mt_ok (t, "sheet cora 1 2 3 4 clubs");
  mt_ok (t, "sheet finn 1 2 3 4 clubs");
  mt_ok (t, "introduce gauge dan");
  mt_ok (t, "introduce howe eve");
  mt_ok (t, "deal");
  return t;
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
  g_test_add_func ("/sol/army/tory-sheets", test_tory_sheets);
  g_test_add_func ("/sol/army/director-own-tyranny", test_director_own_tyranny);
  return g_test_run ();
}
