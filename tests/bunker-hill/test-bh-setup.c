/* test-bh-setup.c: set-up 12.1 and the reinforcement schedule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

static int
count_in (MtGame        *t,
          const char *region,
          const char *kind,
          const char *side)
{
  BhState *s = bht_state (t);
  int n = 0;

  for (guint i = 0; i < bh_view_n_counters (s); i++)
    {
      BhViewCounter c;

      bh_view_counter (s, i, &c);
      if (g_strcmp0 (c.region, region) == 0 && (kind == NULL || g_str_equal (c.kind, kind)) &&
          (side == NULL || g_str_equal (c.side, side)))
        n++;
    }
  return n;
}

static void
test_deck_and_tracks (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "two-player", NULL);
  g_autoptr(GPtrArray) decks = muster_state_get_decks (MUSTER_STATE (bht_state (t)));
  MusterDeck *deck = g_ptr_array_index (decks, 0);
  MusterDeck *militia = g_ptr_array_index (decks, 1);
  BhViewTracks tr = bht_tracks (t);
  static const char * const cards[] = { "1", "6", "8", "10", "11", "12", "13", "14", "16", "17" };

  /* 12.1: ten of the 22 cards. */
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 10);
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    g_assert_true (muster_deck_contains_in_draw (deck, cards[i]));
  g_assert_false (muster_deck_contains_in_draw (deck, "2"));
  /* 12.1: the 21 numbered militia in the cup. */
  g_assert_cmpuint (muster_deck_get_n_draw (militia), ==, 21);
  /* 12.1 markers. */
  g_assert_cmpint (tr.ammo, ==, 24);
  g_assert_cmpint (tr.morale[0], ==, 24);
  g_assert_cmpint (tr.morale[1], ==, 24);
  g_assert_cmpint (tr.turn, ==, 1);
  g_assert_cmpint (tr.last_turn, ==, 10);
  g_assert_cmpint (tr.wrong_ammo_turn, ==, 4);
  g_assert_false (tr.ammo_arrived);
  g_assert_cmpint (tr.actions[0] + tr.actions[1] + tr.reserve[0] + tr.reserve[1], ==, 0);
  g_assert_cmpint (tr.vp_half[0] + tr.vp_half[1], ==, 0);
  g_assert_cmpstr (tr.fleet, ==, "harbor");
  g_assert_cmpstr (tr.phase, ==, "setup");
}

static void
test_counters_at_start (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "two-player", NULL);

  /* 12.1: 10 Regulars, 2 field cannon, Gage and Pigot in Landing Zone 2. */
  g_assert_cmpint (count_in (t, "zone-2", "regular", "british"), ==, 10);
  g_assert_cmpint (count_in (t, "zone-2", "cannon", "british"), ==, 2);
  g_assert_cmpstr (bht_where (t, "gage"), ==, "zone-2");
  g_assert_cmpstr (bht_where (t, "pigot"), ==, "zone-2");
  /* 3 hidden militia, Stark and Nixon in the Muster Box. */
  g_assert_cmpint (count_in (t, "muster-box", "militia", "patriot"), ==, 3);
  g_assert_cmpstr (bht_where (t, "stark"), ==, "muster-box");
  g_assert_cmpstr (bht_where (t, "nixon"), ==, "muster-box");
  g_assert_cmpint (bht_strength (t, "mil-6"), ==, -1);
  /* The rest waits: the five Regulars and the Patriot force to place. */
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "waiting");
  g_assert_cmpstr (bht_where (t, "prescott"), ==, "waiting");
  g_assert_cmpstr (bht_where (t, "howe"), ==, "waiting");
  g_assert_cmpstr (bht_where (t, "clinton"), ==, "waiting");
  g_assert_cmpstr (bht_where (t, "reed"), ==, "waiting");
  g_assert_cmpstr (bht_acting (t), ==, "british");
}

static void
test_british_placement (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "two-player", NULL);
  g_autofree char *m1 = NULL, *m2 = NULL, *m3 = NULL;

  /* 12.1: the five Regulars go to the staging areas of Landing Zone 2;
   * which regions those are is reconstructed, so elsewhere only warns. */
  m1 = mt_refused (t, "setup-place reg-1 ct-1", MUSTER_ERROR_UNCERTAIN, "12.1");
  mt_ok_override (t, "setup-place reg-1 ct-1");
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "ct-1");
  mt_ok (t, "setup-place reg-1 reg-2 reg-3 stage-2a");
  mt_ok (t, "setup-place reg-4 reg-5 stage-2b");
  /* The British staging areas take any number (3.5). */
  g_assert_cmpstr (bht_where (t, "reg-3"), ==, "stage-2a");
  m2 = mt_refused (t, "setup-place mm-1 redoubt", MUSTER_ERROR_ILLEGAL, "12.1");
  m3 = mt_refused (t, "setup-place reg-6 stage-2a", MUSTER_ERROR_ILLEGAL, "12.1");
  mt_ok (t, "setup-done");
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
}

static void
test_patriot_placement (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "two-player", NULL);
  g_autofree char *m = NULL;

  mt_ok (t, "setup-suggested");
  mt_ok (t, "setup-done");
  /* 12.1: never on Moulton's Hill, whatever its modifiers. */
  g_free (mt_refused (t, "setup-place mm-1 moultons-hill", MUSTER_ERROR_ILLEGAL, "12.1 Set-up: the Patriots may not start"));
  /* Only regions with defensive modifiers (reconstructed: a warning). */
  g_free (mt_refused (t, "setup-place mm-1 ct-5", MUSTER_ERROR_UNCERTAIN, "12.1"));
  g_free (mt_refused (t, "setup-place mm-1 neck", MUSTER_ERROR_UNCERTAIN, "12.1"));
  /* 3.0 stacking: three military units, leaders free. */
  mt_ok (t, "setup-place mm-1 mm-2 pcan-1 prescott putnam ward knowlton callender redoubt");
  g_free (mt_refused (t, "setup-place mm-3 redoubt", MUSTER_ERROR_ILLEGAL, "3.0 Stacking"));
  g_assert_cmpstr (bht_where (t, "mm-3"), ==, "waiting");
  /* Everything must be placed before the set-up is done. */
  m = mt_refused (t, "setup-done", MUSTER_ERROR_ILLEGAL, "12.1 Set-up:");
  g_assert_nonnull (strstr (m, "still to place"));
  mt_ok (t, "setup-place mm-3 mm-4 mil-1 breeds-south");
  mt_ok (t, "setup-place mm-5 mil-2 mil-3 ndw-north");
  mt_ok (t, "setup-place mm-6 mm-7 mil-4 bunker-center");
  mt_ok (t, "setup-place mil-5 stone-wall");
  mt_ok (t, "setup-done");
  g_assert_cmpstr (bht_tracks (t).phase, ==, "turn-start");
}

static void
test_reinforcements (void)
{
  g_autoptr(MtGame) t = bht_two_player ("1", 1, NULL);
  g_autofree char *m = NULL;

  g_assert_cmpint (count_in (t, "muster-box", "militia", NULL), ==, 3);
  /* 12.1: Patriot militia on turns 2, 3 and 4 (3 each), then 4 with Reed
   * and Woodbridge on turn 5. */
  bht_next_turn (t, "6");
  g_assert_cmpint (count_in (t, "muster-box", "militia", NULL), ==, 6);
  bht_next_turn (t, "8");
  g_assert_cmpint (count_in (t, "muster-box", "militia", NULL), ==, 9);
  /* Turn 3: 5 Regulars, 2 Marines, Howe and Abercrombie in Landing Zone 2. */
  g_assert_cmpint (count_in (t, "zone-2", "marine", NULL), ==, 2);
  g_assert_cmpstr (bht_where (t, "howe"), ==, "zone-2");
  g_assert_cmpstr (bht_where (t, "abercrombie"), ==, "zone-2");
  g_assert_cmpint (count_in (t, "zone-2", "regular", NULL), ==, 15);
  bht_next_turn (t, "10");
  g_assert_cmpint (count_in (t, "muster-box", "militia", NULL), ==, 12);
  g_free (bht_decision (t));
  mt_dice (t, "1");
  mt_ok (t, "wrong-ammo");
  bht_next_turn (t, "11");
  mt_dice (t, "1");
  mt_ok (t, "wrong-ammo");
  g_assert_cmpint (count_in (t, "muster-box", "militia", NULL), ==, 16);
  g_assert_cmpstr (bht_where (t, "reed"), ==, "muster-box");
  g_assert_cmpstr (bht_where (t, "woodbridge"), ==, "muster-box");
  /* Turn 6: 4 Regulars, 2 Marines and Clinton in Landing Zone 2 or 3. */
  bht_next_turn (t, "12");
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "reinforce");
  }
  m = mt_refused (t, "reinforce zone-4", MUSTER_ERROR_ILLEGAL, "12.1");
  mt_ok (t, "reinforce zone-3");
  g_assert_cmpstr (bht_where (t, "clinton"), ==, "zone-3");
  g_assert_cmpint (count_in (t, "zone-3", "regular", NULL), ==, 4);
}

static void
test_any_landing_zone (void)
{
  g_autoptr(MtGame) t = bht_two_player ("1", 1, "any-landing-zone=true", NULL);

  bht_next_turn (t, "6");
  bht_next_turn (t, "8");
  /* 11.3: the turn 3 reinforcements may land in any zone. */
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "reinforce");
  }
  mt_ok (t, "reinforce zone-5");
  g_assert_cmpstr (bht_where (t, "howe"), ==, "zone-5");
}

static void
test_corrections (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);
  g_autoptr(GPtrArray) list = NULL;
  GString *all = g_string_new (NULL);
  BhViewRegion r;
  g_autofree char *text = NULL;

  /* The players' own values replace the reconstructed ones and are listed
   * for the per-user store (GAMES.md). */
  mt_ok (t, "set-card 12 4 2 0");
  g_assert_cmpint (bht_tracks (t).actions[0], ==, 4);
  g_assert_cmpint (bht_tracks (t).actions[1], ==, 2);
  mt_ok (t, "set-border neck ct-1 yes");
  mt_ok (t, "set-region redoubt volley -3");
  mt_ok (t, "set-sight south-field breeds-south clear");
  mt_ok (t, "set-vp destroyed-unit 1.5");
  g_free (mt_refused (t, "set-region redoubt elevation 7", MUSTER_ERROR_INVALID_ARGS, NULL));
  g_assert_true (bh_view_region (bht_state (t), (guint) bh_view_find_region (bht_state (t), "redoubt"), &r));
  g_assert_cmpint (r.volley, ==, -3);
  g_assert_false (r.modifiers_reconstructed);
  g_assert_false (bh_view_border_reconstructed (bht_state (t), "neck", "ct-1"));
  list = muster_state_get_corrections (MUSTER_STATE (bht_state (t)));
  for (guint i = 0; i < list->len; i++)
    {
      g_autofree char *line = g_strjoinv (" ", g_ptr_array_index (list, i));
      g_string_append_printf (all, "%s\n", line);
    }
  text = g_string_free (all, FALSE);
  g_assert_cmpstr (text, ==,
                   "set-card 12 4 2 0\n"
                   "set-border neck ct-1 yes\n"
                   "set-region redoubt volley -3\n"
                   "set-sight south-field breeds-south clear\n"
                   "set-vp destroyed-unit 1.5 two-player\n");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/setup/deck-and-tracks", test_deck_and_tracks);
  g_test_add_func ("/bunker/setup/counters-at-start", test_counters_at_start);
  g_test_add_func ("/bunker/setup/british-placement", test_british_placement);
  g_test_add_func ("/bunker/setup/patriot-placement", test_patriot_placement);
  g_test_add_func ("/bunker/setup/reinforcements", test_reinforcements);
  g_test_add_func ("/bunker/setup/any-landing-zone", test_any_landing_zone);
  g_test_add_func ("/bunker/setup/corrections", test_corrections);
  return g_test_run ();
}
