/* test-b2c-reconstructed.c: From Boston to Concord's refusals that rest on
 * reconstructed data (the map's borders and directions). Only the part that
 * rests on that data may be overridden: a refusal names the limit that
 * blocks the move, a border the players corrected is the board's word, and
 * a move that also breaks a rule of the rulebook is refused by that rule,
 * which no override goes past.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "b2c-test-util.h"

/* 6.4.2 with 6.4: no road between Lexington and Waltham on the
 * reconstructed map, and the marching Regular must stop in Waltham anyway
 * (a Minuteman there is at least half its number): the stop is the
 * refusal. */
static void
test_march_stops_before_the_road_question (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  b2ct_put (s, "reg-1", "lexington", "");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.4.2: no road joins Lexington and Waltham on the reconstructed map", "march lexington reg-1 waltham weston");
  b2ct_put (s, "mm-1", "waltham", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4: the units must stop on entering Waltham", "march lexington reg-1 waltham weston");
  g_assert_false (muster_state_check (mt_state (s), "march",
                                      (const char *[]) { "lexington", "reg-1", "waltham", "weston", NULL },
                                      TRUE, NULL));
}

/* 6.4.1 with 4.0: Concord is not next to Lexington on the reconstructed
 * map, and a broken Minuteman may not enter a region with Regulars. */
static void
test_broken_patriot_rule_before_adjacency (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "mm-1", "lexington", "b");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.4.1: Lexington and Concord are not adjacent", "scout lexington concord mm-1");
  b2ct_put (s, "reg-1", "concord", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.0: broken Patriot units may not enter a region with British Regulars", "scout lexington concord mm-1");
  /* Corrected by the players, the border is no longer in question. */
  mt_ok (s, "correct-border lexington lincoln none");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4.1: Lexington and Lincoln are not adjacent", "scout lexington lincoln mm-1");
}

/* 6.12: a stream without a road costs a Nightrider two points; where the
 * stream is only on the reconstructed map, the second point is what may be
 * overridden, and the rest of the cost still counts. */
static MtGame *
dawes_in_lincoln_with_one_point (void)
{
  MtGame *s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "dawes", "meriams-corner", "");
  mt_ok (s, "call-to-arms");
  mt_ok (s, "ride dawes lincoln");
  mt_ok (s, "ride dawes meriams-corner");
  g_assert_true (mt_says (mt_ok (s, "ride dawes lincoln"), "(1 point left)"));
  return s;
}

static void
test_ride_over_a_reconstructed_stream (void)
{
  g_autoptr(MtGame) s = dawes_in_lincoln_with_one_point ();
  g_autoptr(MtGame) fixed = dawes_in_lincoln_with_one_point ();
  g_autofree char *text = NULL;

  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.12: on the reconstructed map a stream without a road lies between Lincoln and Bedford", "ride dawes bedford");
  text = b2ct_do_override (s, "ride dawes bedford");
  g_assert_cmpstr (b2ct_where (s, "dawes"), ==, "bedford");
  g_assert_nonnull (strstr (text, "(0 points left)"));

  /* The players' board has the stream there: a rule, not an override. */
  mt_ok (fixed, "correct-border lincoln bedford stream");
  b2ct_refused (fixed, MUSTER_ERROR_ILLEGAL, "6.12: William Dawes has 1 activity point left and the ride costs 2", "ride dawes bedford");
}

/* 4.4: across a stream without a road the Sons of Liberty move one region;
 * the stream is reconstructed until the players correct the border. */
static void
test_sons_across_a_reconstructed_stream (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "adams", "lincoln", "");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "4.4: crossing a stream without a road", "move-sol lincoln adams bedford woburn");
  mt_ok (s, "correct-border lincoln bedford stream");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.4: crossing a stream without a road", "move-sol lincoln adams bedford woburn");
}

/* 6.3: after a charge the broken Patriot units must retreat when they can;
 * where they can only by the reconstructed map, staying may be overridden. */
static MtGame *
after_a_charge (void)
{
  MtGame *s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1 reg-2 smith", "lexington", "");
  b2ct_put (s, "mm-4 mm-2 mm-3", "lexington", "");
  mt_ok (s, "charge lexington");
  mt_ok (s, "allocate-hits reg-1");
  mt_ok (s, "allocate-hits mm-4 mm-2");
  g_assert_true (b2ct_asks (s, "retreat", "6.3"));
  return s;
}

static void
test_stay_after_a_charge (void)
{
  g_autoptr(MtGame) s = after_a_charge ();
  g_autoptr(MtGame) fixed = after_a_charge ();

  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.3: after a charge the broken Patriot units must retreat, and on the reconstructed map", "stay");
  g_free (b2ct_do_override (s, "stay"));
  g_assert_cmpstr (b2ct_where (s, "mm-4"), ==, "lexington");

  mt_ok (fixed, "correct-border lexington fiske-hill road");
  b2ct_refused (fixed, MUSTER_ERROR_ILLEGAL, "6.3: after a charge the broken Patriot units must retreat (to Fiske Hill", "stay");
}

/* 5.3: a captive that has reached Boston goes no further; that is the
 * refusal, not the direction of the next region on the map. */
static void
test_captive_in_boston (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 0, 0, "british");

  b2ct_correct (s, "correct-phase end");
  b2ct_put (s, "dawes", "boston-neck", "b");
  mt_ok (s, "end-turn");
  g_assert_true (b2ct_asks (s, "captives-done", NULL));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "5.3: the captive is already in Boston", "move-captive dawes boston roxbury");
}

/* 5.1 with confirm-cards: the question names the card, and its suggested
 * answers are the confirmation and the values Muster holds, each accepted. */
static void
test_card_question_suggestions (void)
{
  g_autoptr(MtGame) t = mt_new ("boston-concord", "two-player", "confirm-cards=true", NULL);
  g_autoptr(MusterPending) pending = NULL;
  gboolean set_card = FALSE;

  mt_ok (t, "call-to-arms");
  mt_ok (t, "call-done");
  mt_cards (t, "12");
  mt_ok (t, "draw-card");
  pending = mt_pending (t);
  g_assert_nonnull (pending);
  g_assert_cmpstr (pending->rule, ==, "5.1");
  g_assert_nonnull (strstr (pending->text, "Card 12"));
  g_assert_cmpstr (pending->items[0], ==, "12");
  g_assert_cmpstr (pending->item_labels[0], ==, "Card 12");
  for (guint i = 0; i < pending->suggestions->len; i++)
    {
      const MusterSuggestion *sug = g_ptr_array_index (pending->suggestions, i);

      g_assert_true (muster_state_check (mt_state (t), sug->action, (const char * const *) sug->args, FALSE, NULL));
      if (g_str_equal (sug->action, "set-card"))
        {
          g_assert_cmpstr (sug->args[0], ==, "12");
          g_assert_true (g_str_has_prefix (sug->label, "Enter a card's printed values: Card 12, "));
          set_card = TRUE;
        }
    }
  g_assert_true (set_card);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/reconstructed/march-stops-first", test_march_stops_before_the_road_question);
  g_test_add_func ("/b2c/reconstructed/broken-patriot-rule-first", test_broken_patriot_rule_before_adjacency);
  g_test_add_func ("/b2c/reconstructed/ride-over-stream", test_ride_over_a_reconstructed_stream);
  g_test_add_func ("/b2c/reconstructed/sons-across-stream", test_sons_across_a_reconstructed_stream);
  g_test_add_func ("/b2c/reconstructed/stay-after-charge", test_stay_after_a_charge);
  g_test_add_func ("/b2c/reconstructed/captive-in-boston", test_captive_in_boston);
  g_test_add_func ("/b2c/reconstructed/card-question-suggestions", test_card_question_suggestions);
  return g_test_run ();
}
