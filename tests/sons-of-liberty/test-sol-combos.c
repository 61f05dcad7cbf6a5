/* test-sol-combos.c: Patriot Combos from the Options Screen (Finish
 * Him!... Fatality!, L2616-L2626) played by words with scripted cards: a
 * single play holding the four suits from one hand, a run of plays by two
 * Patriots on one straight, a run broken by another play or made by one
 * Patriot alone, the chip lifted and its meld free again, the chip still
 * doubling when the Tory wins, a stolen card taken back, a combo refused
 * without the option, and in Versus Mode the other support line swept
 * away.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-test-driver.h"
#include "sol-test-setup.h"

/* ann lays a set of Twos and Gauge's Abuse locks it (one chip from the
 * line onto the table); ben then lays four Sevens, one of each suit, from
 * his own hand. */
static MtGame *
locked_then_sevens (const char *option,
                    MusterEntry **sevens)
{
  MtGame *t = opportune ("2H 2S 2D 9C  7H 7S 7D 7C  2C 8H 9H 5D  9S 10S 10C", option);
  MusterEntry *entry;

  mt_cards (t, "KH KC KD");
  mt_ok (t, "meld ann 2H 2S 2D");
  mt_ok (t, "tactic gauge abuse 1");          /* lock a set of Twos */
  g_assert_true (mt_view_has (t, NULL, "Meld 1 (set, locked)"));
  g_assert_cmpint (track (t, 2), ==, 1);
  mt_cards (t, "QH QC QD QS");
  entry = mt_ok (t, "meld ben 7H 7S 7D 7C");
  if (sevens != NULL)
    *sevens = entry;
  return t;
}

/* A single play with all four suits from one hand is a combo (L2618);
 * play stops (L2622) until the Patriots answer; they lift the chip off
 * the locked set, which takes cards again. */
static void
test_single_play_lifts_chip (void)
{
  MusterEntry *sevens = NULL;
  g_autoptr(MtGame) t = locked_then_sevens ("combos=true", &sevens);
  g_autoptr(MusterPending) pending = mt_pending (t);
  MusterEntry *entry;

  g_assert_true (mt_says (sevens, "Combo: ben's play holds all four suits from the hand."));
  g_assert_true (mt_says (sevens, "Play stops: the Patriots may lift one Tyranny chip off the table."));
  g_assert_cmpstr (muster_entry_get_rule (sevens), ==, "Options Screen");
  g_assert_cmpstr (pending->side, ==, "ben");
  g_assert_cmpstr (pending->actions[0], ==, "combo");
  /* Play has stopped; only ben made the combo; meld 2 holds no chip. */
  mt_refuse (t, "add cora 1 2C", MUSTER_ERROR_ILLEGAL, "Patriot Plays");
  mt_refuse (t, "combo cora remove 1", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_refuse (t, "combo ben remove 2", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_refuse (t, "combo ben steal-back 1", MUSTER_ERROR_ILLEGAL, "Options Screen");
  entry = mt_ok (t, "combo ben remove 1");
  g_assert_true (mt_says (entry, "The Tyranny comes off meld 1, which is free again"));
  g_assert_true (mt_view_has (t, NULL, "Meld 1 (set): "));
  /* The chip lies beside the discard pile, still wagered. */
  g_assert_cmpint (track (t, 2), ==, 1);
  mt_refuse (t, "combo ben decline", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_cards (t, "3C");
  mt_ok (t, "add cora 1 2C");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 8"));
  mt_assert_replays (t);
}

/* The chip lifted by a combo doubles as usual when the Tory still wins
 * the hand (L2622): 12 in the pool, 2 back for the one chip wagered. */
static void
test_lifted_chip_still_doubles (void)
{
  g_autoptr(MtGame) t = locked_then_sevens ("combos=true", NULL);
  MusterEntry *entry;

  mt_ok (t, "combo ben remove 1");
  g_assert_cmpint (pool (t), ==, 12);
  mt_ok (t, "call ann");
  entry = mt_ok (t, "second cora");
  /* 2222 locked no longer, 7777: 7 cards against 9 + 10 + 10. */
  g_assert_true (mt_says (entry, "Patriot Score 7, Tory Score 29"));
  g_assert_cmpint (pool (t), ==, 14);
  mt_assert_replays (t);
}

/* Without the option the same four Sevens are a plain play: nothing
 * stops, and there is no combo to answer. */
static void
test_no_combo_without_option (void)
{
  MusterEntry *sevens = NULL;
  g_autoptr(MtGame) t = locked_then_sevens (NULL, &sevens);

  g_assert_false (mt_says (sevens, "Combo"));
  mt_refuse (t, "combo ben remove 1", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_refuse (t, "add cora 1 2C", MUSTER_ERROR_ILLEGAL, "Tory Tactics");   /* still locked */
  mt_assert_replays (t);
}

/* cora lays three Twos and Gauge locks them (meld 1); ann lays 2-3-4-5
 * of three suits (meld 2) and Gauge's Usurpation steals its Two; then
 * @between, and ben adds the Six of Clubs, the fourth suit, to meld 2. */
static MtGame *
run_on_straight (const char   *option2,
                 const char   *between,
                 MusterEntry **six)
{
  MtGame *t = opportune2 ("2H#2 3S 4D 5H  6C 9H 8H 7D  2C 2D#2 2S#2 9D  9S 10S 10C", "combos=true", option2);
  MusterEntry *entry;

  mt_cards (t, "KH KC KD");
  mt_ok (t, "meld cora 2C 2D 2S");
  mt_ok (t, "tactic gauge abuse 1");
  mt_cards (t, "QH QC QD QS");
  mt_ok (t, "meld ann 2H 3S 4D 5H");
  entry = mt_ok (t, "tactic gauge usurpation 2 2H 9S");
  g_assert_true (mt_says (entry, "The Tory takes the Two of Hearts and discards the Nine of Spades"));
  if (between != NULL)
    {
      mt_cards (t, "4S");
      mt_ok (t, between);
    }
  mt_cards (t, "JH");
  entry = mt_ok (t, "add ben 2 6C");
  if (six != NULL)
    *six = entry;
  return t;
}

/* Two Patriots' unbroken run on one straight holds all four suits from
 * their hands (L2618-L2620): a combo. With the default reading it takes a
 * chip and the stolen card back (Tory Tactics: steal); the card returns
 * from the Tory's hand to its place at the low end, and he draws again. */
static void
test_two_patriot_series (void)
{
  MusterEntry *six = NULL;
  g_autoptr(MtGame) t = run_on_straight (NULL, NULL, &six);
  g_autoptr(MusterPending) pending = mt_pending (t);
  MusterEntry *entry;

  g_assert_true (mt_says (six, "Combo: the unbroken run of plays by ann and ben on meld 2 holds all four suits"));
  g_assert_true (mt_says (six, "lift one Tyranny chip off the table and take a stolen card back"));
  g_assert_null (pending->side);   /* either of them answers */
  mt_refuse (t, "combo cora decline", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "combo ann remove 1");
  /* The card back is still owed. */
  g_clear_pointer (&pending, muster_pending_free);
  pending = mt_pending (t);
  g_assert_cmpstr (pending->actions[0], ==, "combo");
  mt_cards (t, "AS");
  entry = mt_ok (t, "combo ben steal-back 2");
  g_assert_true (mt_says (entry, "take the Two of Hearts back from the Tory's hand and return it to meld 2"));
  g_assert_true (mt_view_has (t, NULL, "Meld 2 (straight): Two of Hearts, Three of Spades, Four of Diamonds, Five of Hearts, "
                                       "Six of Clubs"));
  g_assert_true (mt_view_has (t, "dan", "Your hand: Ten of Spades, Ten of Clubs, Ace of Spades"));
  g_assert_true (mt_view_has (t, NULL, "Meld 1 (set): "));
  mt_ok (t, "call ann");         /* play goes on */
  mt_assert_replays (t);
}

/* With the other reading of what a combo takes (combo-rewards=one), the
 * first thing taken ends it: no card back after the chip. */
static void
test_combo_takes_one (void)
{
  MusterEntry *six = NULL;
  g_autoptr(MtGame) t = run_on_straight ("combo-rewards=one", NULL, &six);

  g_assert_true (mt_says (six, "lift one Tyranny chip off the table or take a stolen card back"));
  mt_ok (t, "combo ben remove 1");
  mt_refuse (t, "combo ben steal-back 2", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "call ann");
  mt_assert_replays (t);
}

/* Any other play between the two breaks the run (L2620): here the Tory
 * plays a card, so ben's Six starts a run of his own. */
static void
test_series_broken (void)
{
  MusterEntry *six = NULL;
  g_autoptr(MtGame) t = run_on_straight (NULL, "tory-play 10S", &six);

  g_assert_false (mt_says (six, "Combo"));
  mt_refuse (t, "combo ben remove 1", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_ok (t, "call ann");
  mt_assert_replays (t);
}

/* One Patriot's two plays in a row are no combo: a run needs two or more
 * Patriots (L2618), one play from one hand holding all four suits. */
static void
test_one_patriot_run (void)
{
  g_autoptr(MtGame) t = opportune ("3H 4S 5D 6C  9H 8H 7D 9D  2C 2D 2S 8S  9S 10S 10C", "combos=true");
  MusterEntry *entry;

  mt_cards (t, "KH KC KD");
  mt_ok (t, "meld ann 3H 4S 5D");
  mt_cards (t, "QH");
  entry = mt_ok (t, "add ann 1 6C");
  g_assert_false (mt_says (entry, "Combo"));
  mt_assert_replays (t);
}

/* In Versus Mode a combo throws away the other player's whole support
 * line (L2624). */
static void
test_versus_sweeps_line (void)
{
  g_autoptr(MtGame) t = fight ("combos=true", "4H 5H 6H 9S  2D#2 2C#2 2S#2 2H#2");
  MusterEntry *entry;

  mt_cards (t, "JC QC#2");
  mt_ok (t, "flip");
  g_assert_true (mt_view_has (t, NULL, "support line: Jack of Clubs"));
  mt_cards (t, "9D#2 10D#2 6C#2 3C#2");
  entry = mt_ok (t, "meld ben 2D 2C 2S 2H");
  g_assert_true (mt_says (entry, "Combo: ben's play holds all four suits from the hand."));
  mt_refuse (t, "combo ann line", MUSTER_ERROR_ILLEGAL, "Options Screen");
  mt_refuse (t, "combo ben remove 1", MUSTER_ERROR_ILLEGAL, "Options Screen");
  entry = mt_ok (t, "combo ben line");
  g_assert_true (mt_says (entry, "ben's combo sweeps away ann's support line: Jack of Clubs."));
  g_assert_false (mt_view_has (t, NULL, "Jack of Clubs"));
  g_assert_true (mt_view_has (t, NULL, "support line: Queen of Clubs"));
  mt_assert_replays (t);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/sol/combos/single-play-lifts-chip", test_single_play_lifts_chip);
  g_test_add_func ("/sol/combos/lifted-chip-still-doubles", test_lifted_chip_still_doubles);
  g_test_add_func ("/sol/combos/no-combo-without-option", test_no_combo_without_option);
  g_test_add_func ("/sol/combos/two-patriot-series", test_two_patriot_series);
  g_test_add_func ("/sol/combos/takes-one", test_combo_takes_one);
  g_test_add_func ("/sol/combos/series-broken", test_series_broken);
  g_test_add_func ("/sol/combos/one-patriot-run", test_one_patriot_run);
  g_test_add_func ("/sol/combos/versus-sweeps-line", test_versus_sweeps_line);
  return g_test_run ();
}
