/* test-bh-victory.c: victory points and the winner (10.0), burned
 * Charlestown (FAQ) and corrections to the VP schedule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-test-util.h"

static void
end_game (MtGame *t)
{
  bht_track (t, "turn", 10);
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "end-turn");
  g_assert_true (muster_state_is_over (MUSTER_STATE (bht_state (t))));
}

static void
test_casualties (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  BhViewTracks tr;

  mt_ok (t, "correct-counter reg-1 eliminated");
  mt_ok (t, "correct-counter gage eliminated");
  bht_put (t, "east-field", "reg-2 broken");
  bht_put (t, "stage-2a", "mm-1 broken");
  /* Schedule (reconstructed from 12.2): 1 per unit destroyed or leader
   * killed, a half per unit broken at the end. */
  end_game (t);
  tr = bht_tracks (t);
  g_assert_cmpint (tr.vp_half[1], ==, 2 + 2 + 1);
  g_assert_cmpint (tr.vp_half[0], ==, 1);
  g_assert_cmpstr (tr.winner, ==, "patriot");
}

static void
test_hills (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  /* Holding every region of a hill; a leader alone holds nothing. */
  bht_put (t, "redoubt", "mm-1");
  bht_put (t, "breeds-south", "mm-2");
  bht_put (t, "moultons-hill", "gage");
  end_game (t);
  g_assert_cmpint (bht_tracks (t).vp_half[1], ==, 4);
  g_assert_cmpint (bht_tracks (t).vp_half[0], ==, 0);
}

static void
test_burned (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  static const char * const town[] = { "ct-1", "ct-2", "ct-3", "ct-4", "ct-5", "ct-6", "ct-7" };

  for (guint i = 0; i < G_N_ELEMENTS (town); i++)
    {
      g_autofree char *line = g_strdup_printf ("correct-fire %s yes", town[i]);
      mt_ok (t, line);
    }
  /* FAQ: one VP per ablaze region beyond five: seven burning, 2 VP. The
   * end of turn rolls for ct-4, ct-5, ct-6 and ct-7, the end of the game
   * for ct-8, ct-9 and ct-10: all miss. */
  bht_track (t, "turn", 10);
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "end-turn");
  mt_dice (t, "1 1 1 1 1 1 1");
  mt_ok (t, "fire-spread");
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 0);
  g_assert_true (muster_state_is_over (MUSTER_STATE (bht_state (t))));
  g_assert_cmpint (bht_tracks (t).vp_half[0], ==, 4);
  g_assert_cmpstr (bht_tracks (t).winner, ==, "british");
}

static void
test_tie_break (void)
{
  g_autoptr(MtGame) british = bht_british_turn (NULL);
  g_autoptr(MtGame) patriot = bht_british_turn (NULL);

  /* 10.0: on a tie the British win only with more hill regions. */
  mt_ok (british, "set-vp hill-bunker 0");
  mt_ok (british, "set-vp hill-breeds 0");
  bht_put (british, "bunker-north", "reg-1");
  bht_put (british, "bunker-center", "reg-2");
  bht_put (british, "redoubt", "mm-1");
  end_game (british);
  g_assert_cmpint (bht_tracks (british).vp_half[0], ==, bht_tracks (british).vp_half[1]);
  g_assert_cmpstr (bht_tracks (british).winner, ==, "british");

  bht_put (patriot, "bunker-north", "reg-1");
  bht_put (patriot, "redoubt", "mm-1");
  end_game (patriot);
  g_assert_cmpint (bht_tracks (patriot).vp_half[0], ==, bht_tracks (patriot).vp_half[1]);
  g_assert_cmpstr (bht_tracks (patriot).winner, ==, "patriot");
}

static void
test_set_vp (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  mt_ok (t, "correct-counter reg-1 eliminated");
  /* The players type in their player aid's values, halves allowed. */
  mt_ok (t, "set-vp destroyed-unit 2.5");
  g_assert_cmpint (bht_tracks (t).vp_half[1], ==, 5);
  g_free (mt_refused (t, "set-vp destroyed-unit 2.25", MUSTER_ERROR_INVALID_ARGS, NULL));
  g_free (mt_refused (t, "set-vp no-such-award 1", MUSTER_ERROR_INVALID_ARGS, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/victory/casualties", test_casualties);
  g_test_add_func ("/bunker/victory/hills", test_hills);
  g_test_add_func ("/bunker/victory/burned", test_burned);
  g_test_add_func ("/bunker/victory/tie-break", test_tie_break);
  g_test_add_func ("/bunker/victory/set-vp", test_set_vp);
  return g_test_run ();
}
