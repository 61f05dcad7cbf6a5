/* test-bh-view.c: the read-only view for the UI: regions, stacks, tracks,
 * decisions, the calculators' exact odds and the board check.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "bh-test-util.h"

static void
test_regions (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  BhState *s = bht_state (t);
  BhViewRegion r;
  g_auto(GStrv) nb = NULL;
  int hilltops = 0, towns = 0, ridges = 0, zones = 0, boxes = 0;

  for (guint i = 0; i < bh_view_n_regions (s); i++)
    {
      g_assert_true (bh_view_region (s, i, &r));
      g_assert_cmpint (r.x, >=, 0);
      g_assert_cmpint (r.x, <=, 1000);
      g_assert_cmpint (r.y, >=, 0);
      g_assert_cmpint (r.y, <=, 1000);
      hilltops += g_str_equal (r.terrain, "hilltop") && g_str_equal (r.kind, "land");
      towns += g_str_equal (r.terrain, "town");
      ridges += g_str_equal (r.terrain, "ridge");
      zones += g_str_equal (r.kind, "zone");
      boxes += g_str_equal (r.kind, "fleet-box");
    }
  /* 3.0: six hilltop regions, ten town regions, three ridges, six zones,
   * three fleet boxes. */
  g_assert_cmpint (hilltops, ==, 6);
  g_assert_cmpint (towns, ==, 10);
  g_assert_cmpint (ridges, ==, 3);
  g_assert_cmpint (zones, ==, 6);
  g_assert_cmpint (boxes, ==, 3);
  g_assert_true (bh_view_region (s, (guint) bh_view_find_region (s, "redoubt"), &r));
  g_assert_cmpstr (r.feature, ==, "redoubt");
  g_assert_cmpstr (r.modifier_color, ==, "orange");
  g_assert_cmpint (r.elevation, ==, 2);
  g_assert_false (r.elevation_reconstructed);
  g_assert_true (r.modifiers_reconstructed);
  g_assert_true (bh_view_region (s, (guint) bh_view_find_region (s, "zone-2"), &r));
  g_assert_cmpint (r.zone_number, ==, 2);
  g_assert_true (bh_view_region (s, (guint) bh_view_find_region (s, "stage-2a"), &r));
  g_assert_cmpstr (r.zone, ==, "zone-2");
  nb = bh_view_neighbours (s, "muster-box");
  g_assert_cmpstr (nb[0], ==, "neck");
  g_assert_null (nb[1]);
  g_assert_false (bh_view_region (s, 999, &r));
}

static void
test_counters_and_tracks (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(GArray) stack = NULL;
  BhViewCounter c;
  BhViewTracks tr;

  bht_put (t, "redoubt", "reg-1 mm-1 prescott");
  stack = bh_view_stack (bht_state (t), "redoubt");
  g_assert_cmpuint (stack->len, ==, 3);
  bh_view_counter (bht_state (t), (guint) g_array_index (stack, int, 0), &c);
  g_assert_cmpstr (c.side, ==, "british");
  g_assert_cmpint (c.strength, ==, 2);
  tr = bht_tracks (t);
  g_assert_cmpstr (tr.phase, ==, "actions");
  g_assert_cmpstr (tr.acting, ==, "british");
  g_assert_cmpstr (tr.card, ==, "17");
  g_assert_cmpstr (tr.fleet, ==, "harbor");
}

static void
test_volley_odds (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) roll = NULL;
  g_autoptr(MusterPreview) hidden = NULL;
  g_autoptr(MtGame) p = bht_two_player ("12", 2, NULL);
  double expect;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "ndw-north", "mm-1");
  roll = bht_preview (t, "volley-fire east-field ndw-north");
  g_assert_true (roll->legal);
  /* 4 dice, the fence's -1: 3 dice on 5-6. */
  g_assert_cmpuint (bht_roll (roll, 0)->modifiers->len, ==, 1);
  g_assert_cmpint (((MusterModifier *) g_ptr_array_index (bht_roll (roll, 0)->modifiers, 0))->delta, ==, -1);
  g_assert_cmpstr (((MusterModifier *) g_ptr_array_index (bht_roll (roll, 0)->modifiers, 0))->section, ==, "3.1");
  g_assert_true (((MusterModifier *) g_ptr_array_index (bht_roll (roll, 0)->modifiers, 0))->reconstructed);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (roll, 0)->dist, 0), pow (2.0 / 3, 3), 1e-12);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (roll, 0)->dist, 3), pow (1.0 / 3, 3), 1e-12);
  g_assert_cmpuint (bht_roll (roll, 0)->n_dice, ==, 3);
  g_assert_cmpstr (bht_roll (roll, 0)->hits_on, ==, "5-6");

  /* A hidden militia's strength is mixed over the cup: 5 of 21 are 0s,
   * 11 are 1s and 5 are 2s. */
  bht_clear (p);
  bht_put (p, "ndw-north", "mil-1");
  bht_put (p, "stage-2a", "reg-1");
  hidden = bht_preview (p, "volley-fire ndw-north stage-2a");
  g_assert_true (bht_roll (hidden, 0)->hidden);
  expect = 5.0 / 21 + 11.0 / 21 * (2.0 / 3) + 5.0 / 21 * (4.0 / 9);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (hidden, 0)->dist, 0), expect, 1e-12);
}

static void
test_assault_calculator (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) calc = NULL;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "ndw-north", "mm-1 mm-2");
  calc = bht_preview (t, "assault east-field ndw-north");
  g_assert_true (calc->legal);
  /* Free round: 2 + 1 (fence) dice; one hit makes them fall back. */
  g_assert_cmpuint (calc->rolls->len, ==, 3);
  g_assert_cmpint (muster_dist_get_max (bht_roll (calc, 0)->dist), ==, 3);
  g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (calc, "The attackers fall back after the free round"),
                                  1 - pow (2.0 / 3, 3), 1e-12);
  g_assert_cmpint (muster_dist_get_max (bht_roll (calc, 1)->dist), ==, 4);
  g_assert_cmpint (muster_dist_get_max (bht_roll (calc, 2)->dist), ==, 3);
  /* During an assault the answers preview what comes next. */
  mt_ok (t, "assault east-field ndw-north");
  {
    g_autoptr(MusterPreview) now = bht_preview (t, "stand");

    g_assert_cmpuint (now->rolls->len, ==, 3);
  }
}

static void
test_bombard_and_snipe_odds (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) units = NULL;
  g_autoptr(MusterPreview) staging = NULL;
  g_autoptr(MusterPreview) hot = NULL;
  g_autoptr(MusterPreview) snipe = NULL;

  bht_put (t, "ct-5", "mm-1 mm-2");
  bht_put (t, "stage-6", "mm-3 mm-4");
  units = bht_preview (t, "bombard fleet units ct-5");
  g_assert_true (units->legal);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (units, 0)->dist, 0), 25.0 / 36, 1e-12);
  staging = bht_preview (t, "bombard battery units stage-6");
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (staging, 0)->dist, 0), 16.0 / 36, 1e-12);
  hot = bht_preview (t, "bombard fleet hot-shot ct-3");
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (hot, 0)->dist, 1), 0.5, 1e-12);
  snipe = bht_preview (t, "snipe ct-5");
  g_assert_false (snipe->legal);
  g_assert_nonnull (strstr (snipe->reason, "6.9"));
}

static void
test_decision_and_board_check (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPending) d = NULL;
  g_autofree char *check = NULL;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "stage-2a", "mm-1 prescott");
  mt_dice (t, "6 1 1 1");
  mt_ok (t, "volley-fire east-field stage-2a");
  d = mt_pending (t);
  g_assert_nonnull (d);
  g_assert_cmpstr (d->actions[0], ==, "allocate-hits");
  g_assert_cmpstr (d->side, ==, "patriot");
  g_assert_cmpstr (d->rule, ==, "7.0");
  g_assert_cmpuint (d->count, ==, 1);
  g_assert_cmpuint (g_strv_length (d->items), ==, 2);
  g_assert_cmpstr (d->item_labels[0], ==, "Minutemen 1");
  check = bh_view_board_check (bht_state (t));
  g_assert_nonnull (strstr (check, "Pasture"));
  g_assert_nonnull (strstr (check, "Fired"));
  g_assert_nonnull (strstr (check, "Not yet in play"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/view/regions", test_regions);
  g_test_add_func ("/bunker/view/counters-and-tracks", test_counters_and_tracks);
  g_test_add_func ("/bunker/view/volley-odds", test_volley_odds);
  g_test_add_func ("/bunker/view/assault-calculator", test_assault_calculator);
  g_test_add_func ("/bunker/view/bombard-and-snipe-odds", test_bombard_and_snipe_odds);
  g_test_add_func ("/bunker/view/decision-and-board-check", test_decision_and_board_check);
  return g_test_run ();
}
