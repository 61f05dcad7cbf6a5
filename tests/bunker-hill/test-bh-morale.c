/* test-bh-morale.c: morale (9.0), panic threshold (9.1), demoralization
 * (9.2-9.4) and the penalties of ammunition and morale (8.0).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

static gboolean
penalty (MtGame        *t,
         const char *prefix)
{
  g_autoptr(GPtrArray) list = bh_view_penalties (bht_state (t));

  for (guint i = 0; i < list->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (list, i), prefix))
      return TRUE;
  return FALSE;
}

static void
test_morale_moves (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1 reg-2 reg-3");
  bht_put (t, "stage-2a", "mm-1 prescott");
  /* 9.0: unit broken -1, destroyed -1; leader wounded -1, killed -2. Four
   * hits are all the two counters can take, so nobody is asked. */
  mt_dice (t, "5 6 6 6 1 1");
  mt_ok (t, "volley-fire east-field stage-2a");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "eliminated");
  g_assert_cmpstr (bht_where (t, "prescott"), ==, "eliminated");
  g_assert_cmpint (bht_tracks (t).morale[1], ==, 24 - 1 - 1 - 1 - 2);
  g_assert_cmpint (bht_tracks (t).morale[0], ==, 24);
}

static void
test_allocation_choice (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "stage-2a", "mm-1 prescott");
  mt_dice (t, "6 1 1 1");
  mt_ok (t, "volley-fire east-field stage-2a");
  /* 7.0: the owner chooses, leaders included; one name per hit. */
  g_free (mt_refused (t, "allocate-hits mm-1 prescott", MUSTER_ERROR_INVALID_ARGS, "7.0"));
  g_free (mt_refused (t, "allocate-hits reg-1", MUSTER_ERROR_ILLEGAL, "7.0"));
  mt_ok (t, "allocate-hits prescott");
  g_assert_true (bht_flipped (t, "prescott"));
  g_assert_false (bht_flipped (t, "mm-1"));
}

static void
test_patriot_demoralization (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "stage-2a", "mm-1");
  bht_put (t, "redoubt", "mil-1");
  bht_put (t, "redoubt", "mm-2");
  bht_track (t, "reserve-patriot", 2);
  bht_track (t, "morale-patriot", 1);
  /* 9.2: the moment morale reaches 0. */
  mt_dice (t, "6 1 1 1");
  e = mt_ok (t, "volley-fire east-field stage-2a");
  g_assert_true (mt_says (e, "demoralized"));
  g_assert_true (bht_tracks (t).demoralized[1]);
  g_assert_cmpint (bht_tracks (t).reserve[1], ==, 0);
  /* Militia fall back three regions toward the Muster Box; minutemen stay. */
  g_assert_cmpstr (bht_where (t, "mil-1"), !=, "redoubt");
  g_assert_cmpstr (bht_where (t, "mm-2"), ==, "redoubt");
  g_assert_true (penalty (t, "9.2 Patriot demoralization: militia hit only on a 6"));
  /* It does not happen again, and it cannot be undone by morale. */
  bht_put (t, "redoubt", "mil-1");
  bht_track (t, "morale-patriot", 5);
  g_assert_true (bht_tracks (t).demoralized[1]);
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "redoubt");
}

static void
test_mutual_demoralization (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1");
  bht_put (t, "stage-2a", "mm-1");
  bht_track (t, "morale-patriot", 0);
  bht_track (t, "morale-british", 1);
  bht_track (t, "actions-british", 0);
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
  /* 9.4: both demoralized, the game ends at once. */
  mt_dice (t, "5");
  e = mt_ok (t, "volley-fire stage-2a east-field");
  g_assert_true (mt_says (e, "9.4"));
  g_assert_true (muster_state_is_over (mt_state (t)));
  g_assert_nonnull (bht_tracks (t).winner);
}

static void
test_penalties (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  g_assert_false (penalty (t, "8.0"));
  g_assert_true (penalty (t, "4.3 Wrong Ammo"));
  bht_track (t, "ammo", 12);
  g_assert_true (penalty (t, "8.0 Low ammunition: the Patriots roll at most 3 dice"));
  g_assert_true (penalty (t, "8.0 Low ammunition: the Patriots may not snipe"));
  g_assert_false (penalty (t, "8.0 Out of ammunition"));
  bht_track (t, "ammo", 0);
  g_assert_true (penalty (t, "8.0 Out of ammunition: the Patriots roll at most 2 dice"));
  g_assert_true (penalty (t, "8.0 Out of ammunition: the British may assault"));
  bht_track (t, "morale-patriot", 12);
  g_assert_true (penalty (t, "9.1"));
  bht_track (t, "morale-british", 0);
  g_assert_true (penalty (t, "9.3 British demoralization: one die fewer"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/morale/moves", test_morale_moves);
  g_test_add_func ("/bunker/morale/allocation-choice", test_allocation_choice);
  g_test_add_func ("/bunker/morale/patriot-demoralization", test_patriot_demoralization);
  g_test_add_func ("/bunker/morale/mutual-demoralization", test_mutual_demoralization);
  g_test_add_func ("/bunker/morale/penalties", test_penalties);
  return g_test_run ();
}
