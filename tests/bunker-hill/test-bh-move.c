/* test-bh-move.c: Land Move (6.5), staging areas (3.5), Charlestown Neck
 * (3.4), Naval Move (6.6), Rally (6.7), Reorganize the Line (6.8) and Land
 * Troops (6.10).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-test-util.h"

static void
test_allowance (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "neck", "mm-1 mm-2 prescott");
  /* 6.5: units three regions, leaders four; the limit is the rulebook's
   * (regions the map does not join count as apart), and the refusal says
   * it is the distance. */
  g_free (mt_refused (t, "land-move neck ct-5 mm-1", MUSTER_ERROR_ILLEGAL,
                       "6.5 Land Move: the shortest way from Charlestown Neck to Charlestown 5 clear of fire and of the enemy takes 4 regions"));
  mt_ok (t, "land-move neck ct-5 prescott ct-1 mm-1 bunker-slope-north mm-2");
  g_assert_cmpstr (bht_where (t, "prescott"), ==, "ct-5");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "ct-1");
  g_assert_cmpstr (bht_where (t, "mm-2"), ==, "bunker-slope-north");
  g_assert_true (bht_marked (t, "mm-1", "moved"));
  /* Once a turn (4.10). */
  bht_track (t, "actions-british", 0);
  g_free (mt_refused (t, "land-move ct-1 ridge-west mm-1", MUSTER_ERROR_ILLEGAL, "4.10"));
}

static void
test_stop_near_enemy (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "neck", "mm-1 mm-2");
  bht_put (t, "mill-field", "reg-1");
  /* 6.5: a move stops on entering a region next to enemy units. The way
   * through Ridge West stops there, next to Mill Field across a border of
   * the reconstructed map: the map-dependent part, a warning. */
  g_free (mt_refused (t, "land-move neck ct-1 mm-1", MUSTER_ERROR_UNCERTAIN,
                       "6.5 Land Move: a move ends in the first region next to unbroken enemy units"));
  /* Once the players confirm the borders that stop the move, it is the
   * rulebook's limit. */
  mt_ok (t, "set-border bunker-slope-west mill-field yes");
  mt_ok (t, "set-border ridge-west mill-field yes");
  g_free (mt_refused (t, "land-move neck ct-1 mm-1", MUSTER_ERROR_ILLEGAL,
                       "6.5 Land Move: a move ends in the first region next to unbroken enemy units"));
  mt_ok (t, "land-move neck bunker-slope-west mm-1");
  /* FAQ: a lone leader or broken units do not stop anybody. */
  mt_ok (t, "correct-counter reg-1 mill-field broken");
  bht_put (t, "mill-field", "gage");
  bht_track (t, "actions-british", 0);
  mt_ok (t, "land-move neck ct-1 mm-2");
  g_assert_cmpstr (bht_where (t, "mm-2"), ==, "ct-1");
}

static void
test_british_stop_in_town (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "mill-field", "reg-1 reg-2");
  /* 3.3, 6.5: British counters stop on entering a town region; the town
   * regions are the rulebook's, so the limit is enforced. */
  g_free (mt_refused (t, "land-move mill-field ct-5", MUSTER_ERROR_ILLEGAL,
                       "6.5 Land Move: British counters stop in the first Charlestown region they enter"));
  mt_ok (t, "land-move mill-field ct-1");
  /* Nor may they enter the Muster Box (3.2). */
  bht_put (t, "neck", "reg-3");
  bht_track (t, "actions-patriot", 0);
  g_free (mt_refused (t, "land-move neck muster-box", MUSTER_ERROR_ILLEGAL, "3.2"));
}

static void
test_stacking (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "neck", "mm-1");
  bht_put (t, "bunker-slope-west", "mm-2 mm-3 mm-4 ward");
  /* 3.0: three military units a side in a region, leaders free. */
  g_free (mt_refused (t, "land-move neck bunker-slope-west", MUSTER_ERROR_ILLEGAL, "3.0 Stacking"));
  /* Nor passing through a full region (6.5). */
  g_free (mt_refused (t, "land-move neck ridge-west", MUSTER_ERROR_ILLEGAL,
                       "6.5 Land Move: counters may not pass through a region where they would overstack"));
  bht_put (t, "neck", "putnam");
  mt_ok (t, "land-move neck bunker-slope-west putnam");
}

static void
test_staging_number (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "stage-2a", "reg-1 reg-2 gage");
  /* 3.5: nobody leaves before the staging number (3 here, reconstructed)
   * is met; leaders do not count (FAQ). */
  g_free (mt_refused (t, "land-move stage-2a east-field reg-1", MUSTER_ERROR_UNCERTAIN, "3.5"));
  bht_put (t, "stage-2a", "reg-3 reg-4 reg-5 reg-6");
  /* FAQ: no more than three units out at a time. */
  g_free (mt_refused (t, "land-move stage-2a east-field reg-1 reg-2 reg-3 reg-4", MUSTER_ERROR_ILLEGAL, "FAQ"));
  mt_ok (t, "land-move stage-2a east-field reg-1 reg-2 reg-3");
  g_assert_true (bht_state (t) != NULL);
  /* Once met, the number no longer matters. */
  mt_ok (t, "correct-counter reg-4 waiting");
  mt_ok (t, "correct-counter reg-5 waiting");
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "land-move stage-2a stage-2b reg-6");
  {
    BhViewRegion r;
    g_assert_true (bh_view_region (bht_state (t), (guint) bh_view_find_region (bht_state (t), "stage-2a"), &r));
    g_assert_true (r.staging_met);
  }
}

static void
test_broken_direction (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "ct-1", "mm-1 broken");
  bht_put (t, "ct-2", "mm-2 broken");
  bht_put (t, "ct-2", "putnam");
  /* 4.1: broken Patriots without a leader move only toward the Neck, which
   * is measured along the reconstructed borders: a warning. */
  g_free (mt_refused (t, "land-move ct-1 ct-5", MUSTER_ERROR_UNCERTAIN, "4.1 Broken Patriot units"));
  mt_ok (t, "land-move ct-1 ridge-west");
  /* With a leader they go anywhere. */
  bht_track (t, "actions-british", 0);
  mt_ok (t, "land-move ct-2 ct-6");
}

static void
test_demoralized_militia (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_track (t, "morale-patriot", 0);
  bht_put (t, "bunker-slope-west", "mil-1");
  bht_put (t, "bunker-slope-west", "mm-1");
  /* 9.2: militia move only toward the Muster Box; minutemen freely. */
  g_free (mt_refused (t, "land-move bunker-slope-west ridge-west mil-1", MUSTER_ERROR_UNCERTAIN, "9.2"));
  mt_ok (t, "land-move bunker-slope-west ridge-west mm-1 muster-box mil-1");
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "muster-box");
}

static void
test_neck_courage (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  MusterEntry *e;

  bht_put (t, "muster-box", "mil-1 mil-2 mm-1");
  mt_ok (t, "correct-fire fleet charles");
  mt_ok (t, "land-move muster-box neck");
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "courage-check");
  }
  /* 3.4: a die plus the militia's strength; 1-3 turns back. */
  mt_cards (t, "m1-1 m0-1");
  mt_dice (t, "2 4");
  e = mt_ok (t, "courage-check");
  g_assert_true (mt_says (e, "turns back"));
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "muster-box");
  g_assert_true (bht_marked (t, "mil-1", "moved"));
  g_assert_cmpstr (bht_where (t, "mil-2"), ==, "neck");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "neck");
  /* No check with the fleet elsewhere. */
  mt_ok (t, "correct-fire fleet harbor");
  bht_put (t, "muster-box", "mil-3");
  bht_track (t, "actions-british", 0);
  mt_ok (t, "land-move muster-box neck mil-3");
  g_assert_null (bht_decision (t));
}

/* 3.2, 3.4, 6.8: the Muster Box is a region next to the Neck, so the line
 * may be reorganized across it; militia going into the Neck that way with
 * the fleet in the Charles take the courage check. */
static void
test_reorganize_neck_courage (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  MusterEntry *e;

  bht_put (t, "muster-box", "mil-6 mm-1");
  bht_put (t, "neck", "mm-2");
  mt_ok (t, "correct-fire fleet charles");
  mt_ok (t, "reorganize muster-box neck mil-6 mm-1 mm-2");
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "courage-check");
  }
  g_assert_cmpstr (bht_where (t, "mm-2"), ==, "muster-box");
  /* A 1 with strength 1 is 2: back to the Muster Box, with a Moved marker. */
  mt_cards (t, "m1-1");
  mt_dice (t, "1");
  e = mt_ok (t, "courage-check");
  g_assert_true (mt_says (e, "turns back"));
  g_assert_cmpstr (bht_where (t, "mil-6"), ==, "muster-box");
  g_assert_true (bht_marked (t, "mil-6", "moved"));
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "neck");
}

static void
test_naval_move (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  /* 3.0, 6.6: Boston Harbor borders both rivers; they do not border. */
  mt_ok (t, "naval-move mystic");
  g_assert_cmpstr (bht_tracks (t).fleet, ==, "mystic");
  bht_track (t, "actions-patriot", 0);
  g_free (mt_refused (t, "naval-move charles", MUSTER_ERROR_ILLEGAL, "6.6"));
  g_free (mt_refused (t, "naval-move ct-5", MUSTER_ERROR_ILLEGAL, "4.5"));
}

static void
test_reorganize (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "ndw-north", "mm-1 mm-2 mm-3");
  bht_put (t, "ndw-south", "mm-4");
  /* 6.8: stacking counts once the trade is done. */
  g_free (mt_refused (t, "reorganize ndw-north ndw-south mm-4", MUSTER_ERROR_ILLEGAL, "6.8"));
  mt_ok (t, "reorganize ndw-north ndw-south mm-1 mm-4");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "ndw-south");
  g_assert_cmpstr (bht_where (t, "mm-4"), ==, "ndw-north");
  g_assert_true (bht_marked (t, "mm-1", "moved"));
  g_assert_false (bht_marked (t, "mm-2", "moved"));
  bht_track (t, "actions-british", 0);
  /* Moved counters may not reorganize again. */
  g_free (mt_refused (t, "reorganize ndw-north ndw-south mm-4", MUSTER_ERROR_ILLEGAL, "6.8"));
  /* Regions that do not touch: the rulebook's limit (regions the map does
   * not join count as apart). */
  g_free (mt_refused (t, "reorganize ndw-north redoubt mm-2", MUSTER_ERROR_ILLEGAL, "6.8"));
  /* No enemy in either region. */
  bht_put (t, "stone-wall", "reg-1");
  g_free (mt_refused (t, "reorganize ndw-north stone-wall mm-2", MUSTER_ERROR_ILLEGAL, "6.8"));
}

static void
test_rally (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_track (t, "morale-patriot", 20);
  bht_put (t, "redoubt", "mm-1 mm-2 broken");
  bht_put (t, "redoubt", "pcan-1 damaged");
  bht_put (t, "redoubt", "prescott");
  /* 6.7: each leader flips one broken unit; morale goes up (9.0). */
  g_free (mt_refused (t, "rally redoubt mm-1 mm-2", MUSTER_ERROR_ILLEGAL, "6.7 Rally: each leader rallies one unit"));
  g_free (mt_refused (t, "rally redoubt pcan-1", MUSTER_ERROR_ILLEGAL, "6.7 Rally: a damaged field cannon"));
  mt_ok (t, "rally redoubt mm-1");
  g_assert_false (bht_flipped (t, "mm-1"));
  g_assert_true (bht_marked (t, "prescott", "rallied"));
  g_assert_cmpint (bht_tracks (t).morale[1], ==, 21);
  bht_track (t, "actions-british", 0);
  /* A leader rallies once a turn; a wounded one still rallies (FAQ). */
  g_free (mt_refused (t, "rally redoubt mm-2", MUSTER_ERROR_ILLEGAL, "6.7 Rally: a leader"));
  bht_put (t, "redoubt", "putnam wounded");
  mt_ok (t, "rally redoubt mm-2");
  g_assert_false (bht_flipped (t, "mm-2"));
  /* Panicked units may not be activated (9.1). */
  bht_put (t, "ct-5", "mil-1 broken panic");
  bht_put (t, "ct-5", "ward");
  g_free (mt_refused (t, "rally ct-5", MUSTER_ERROR_ILLEGAL, "6.7"));
  /* 9.2: demoralized, no Rally. */
  bht_put (t, "ct-6", "mm-3 broken");
  bht_put (t, "ct-6", "knowlton");
  bht_track (t, "morale-patriot", 0);
  g_free (mt_refused (t, "rally ct-6", MUSTER_ERROR_ILLEGAL, "9.2"));
}

static void
test_land_troops (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "zone-2", "reg-1 reg-2 reg-3 gage pigot");
  /* 6.10: the transport number of units (1 here), leaders free (FAQ). */
  e = mt_ok (t, "land-troops zone-2 stage-2a");
  g_assert_true (mt_says (e, "3 counters"));
  g_assert_cmpstr (bht_where (t, "gage"), ==, "stage-2a");
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "stage-2a");
  g_assert_cmpstr (bht_where (t, "reg-2"), ==, "zone-2");
  g_assert_true (bht_marked (t, "reg-1", "moved"));
  bht_track (t, "actions-patriot", 0);
  g_free (mt_refused (t, "land-troops zone-2 stage-2a reg-2 reg-3", MUSTER_ERROR_UNCERTAIN, "3.5 Transport"));
  g_free (mt_refused (t, "land-troops zone-2 stage-4 reg-2", MUSTER_ERROR_UNCERTAIN, "3.5"));
  bht_put (t, "stage-2b", "mm-1");
  g_free (mt_refused (t, "land-troops zone-2 stage-2b reg-2", MUSTER_ERROR_UNCERTAIN, "6.10"));
  /* FAQ: no moving between landing zones. */
  g_free (mt_refused (t, "land-move zone-2 zone-3", MUSTER_ERROR_ILLEGAL, "6.10"));
}

/* A board correction sets the map as the table has it, even against 6.2
 * and 3.0 (the fuzzer found a British Regular corrected into the Neck
 * beside the Patriots breaking the state's checks): the checks accept the
 * players' table there, and hold again once the correction is undone or
 * the region is set right. */
static void
test_correction_against_rules (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(GError) error = NULL;

  bht_put (t, "neck", "mm-1");
  mt_ok (t, "correct-counter reg-1 neck");
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "neck");
  g_assert_true (muster_state_check_invariants (mt_state (t), &error));
  g_assert_no_error (error);
  bht_put (t, "mill-field", "reg-2 reg-3 reg-4 reg-5");
  g_assert_true (muster_state_check_invariants (mt_state (t), &error));
  g_assert_no_error (error);
  /* So does an action the players took against the rules: Regulars
   * landed where Patriots stand (the fuzzer's second find). */
  bht_put (t, "ct-6", "mil-3");
  bht_put (t, "zone-3", "reg-6");
  mt_ok_override (t, "land-troops zone-3 ct-6 reg-6");
  g_assert_true (muster_state_check_invariants (mt_state (t), &error));
  g_assert_no_error (error);
  /* A region set ablaze with counters still in it (6.4). */
  bht_put (t, "ct-1", "mil-4");
  mt_ok (t, "correct-fire ct-1 yes");
  g_assert_true (muster_state_check_invariants (mt_state (t), &error));
  g_assert_no_error (error);
  /* A box a side never enters is never the table: refused (3.2, 3.5). */
  g_free (mt_refused (t, "correct-counter reg-7 muster-box", -1, NULL));
  /* Set right, the region is held to the rules again. */
  mt_ok (t, "correct-counter reg-1 waiting");
  mt_ok (t, "correct-counter reg-5 waiting");
  mt_ok (t, "pass spend");
  g_assert_true (muster_state_check_invariants (mt_state (t), &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/move/allowance", test_allowance);
  g_test_add_func ("/bunker/move/stop-near-enemy", test_stop_near_enemy);
  g_test_add_func ("/bunker/move/british-stop-in-town", test_british_stop_in_town);
  g_test_add_func ("/bunker/move/stacking", test_stacking);
  g_test_add_func ("/bunker/move/staging-number", test_staging_number);
  g_test_add_func ("/bunker/move/broken-direction", test_broken_direction);
  g_test_add_func ("/bunker/move/demoralized-militia", test_demoralized_militia);
  g_test_add_func ("/bunker/move/neck-courage", test_neck_courage);
  g_test_add_func ("/bunker/move/reorganize-neck-courage", test_reorganize_neck_courage);
  g_test_add_func ("/bunker/move/naval-move", test_naval_move);
  g_test_add_func ("/bunker/move/reorganize", test_reorganize);
  g_test_add_func ("/bunker/move/rally", test_rally);
  g_test_add_func ("/bunker/move/land-troops", test_land_troops);
  g_test_add_func ("/bunker/move/correction-against-rules", test_correction_against_rules);
  return g_test_run ();
}
