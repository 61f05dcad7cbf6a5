/* test-b2c-corrections.c: the board corrections of From Boston to Concord,
 * played by words through the shared driver.
 *
 * A board correction sets the table straight after a slip: anyone may make
 * it at any time, even while a decision is pending, it follows no rule and
 * its log entry says in words what now stands where. Corrections are logged
 * actions, so the game replays to the same state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "b2c-test-util.h"

/* Every correction is listed as one, open to anyone, now. */
static void
test_kinds (void)
{
  static const char * const ids[] = {
    "correct-counter", "correct-track", "correct-acting", "correct-phase", "correct-markers", "correct-hinder",
    "correct-flag",
  };
  g_autoptr(MtGame) t = b2c_game (5, 3, 3, "british", FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (mt_state (t), ids[i]);

      g_assert_nonnull (info);
      g_assert_cmpint (info->kind, ==, MUSTER_ACTION_CORRECTION);
      g_assert_true (info->legal);
      g_assert_null (info->side);
    }
}

/* A counter goes where the table has it, with its face and markers. */
static void
test_counter (void)
{
  g_autoptr(MtGame) t = b2c_game (5, 3, 3, "british", FALSE);
  MusterEntry *entry;
  g_autofree char *refusal = NULL;

  entry = mt_ok (t, "correct-counter reg-1 lexington broken moved");
  g_assert_true (mt_says (entry, "Board correction: broken Regular 1 (Moved) is in Lexington."));
  g_assert_true (mt_view_has (t, NULL, "broken Regular 1 (Moved) [reg-1]"));
  entry = mt_ok (t, "correct-counter mil-3 lincoln strength-2");
  g_assert_true (mt_says (entry, "Lincoln"));
  entry = mt_ok (t, "correct-counter reg-2 eliminated");
  g_assert_true (mt_says (entry, "Board correction: Regular 2 is out of the game, destroyed or killed."));
  /* A word that is no face, marker or strength is refused, naming those
   * that are. */
  refusal = mt_refused (t, "correct-counter reg-3 lexington tired", MUSTER_ERROR_INVALID_ARGS, NULL);
  g_assert_nonnull (strstr (refusal, "broken, unbroken"));
  g_free (mt_refused (t, "correct-counter reg-3 nowhere-town", MUSTER_ERROR_INVALID_ARGS, NULL));
  /* Nor a place no counter of its kind can be (3.0: Boston holds no
   * Patriot troops): the state keeps its invariants whatever the
   * corrections. */
  g_free (mt_refused (t, "correct-counter mm-1 boston", MUSTER_ERROR_INVALID_ARGS, "Minutemen 1 cannot stand in Boston"));
  g_assert_true (muster_state_check_invariants (mt_state (t), NULL));
  mt_assert_replays (t);
}

/* Tracks and whose action it is: the turn's actions run on from them. */
static void
test_tracks_and_acting (void)
{
  g_autoptr(MtGame) t = b2c_game (5, 3, 3, "british", FALSE);
  MusterEntry *entry;

  entry = mt_ok (t, "correct-track vp-patriot 4");
  g_assert_true (mt_says (entry, "Board correction: the Patriot VP track stands at 4."));
  entry = mt_ok (t, "correct-acting patriot");
  g_assert_true (mt_says (entry, "Board correction: the Patriot player takes the next action."));
  g_assert_cmpstr (muster_state_get_acting_side (mt_state (t)), ==, "patriot");
  g_free (mt_refused (t, "correct-track vp-patriot many", MUSTER_ERROR_INVALID_ARGS, NULL));
  g_free (mt_refused (t, "correct-acting tories", MUSTER_ERROR_INVALID_ARGS, NULL));

  /* A side with no action left does not act: the other does. */
  mt_ok (t, "correct-track actions-patriot 0");
  g_assert_cmpstr (muster_state_get_acting_side (mt_state (t)), ==, "british");
  g_free (mt_refused (t, "correct-acting patriot", MUSTER_ERROR_INVALID_ARGS, "The Patriot Action track is at 0"));
  mt_ok (t, "correct-track actions-patriot 3");
  g_assert_true (muster_state_check_invariants (mt_state (t), NULL));

  /* Both Action tracks at 0: the turn's actions are over (5.2). */
  mt_ok (t, "correct-track actions-british 0");
  g_assert_true (mt_legal (t, "pass"));
  mt_ok (t, "correct-track actions-patriot 0");
  g_assert_true (mt_legal (t, "end-turn"));
  g_assert_false (mt_legal (t, "pass"));
  /* One back above 0: they go on. */
  mt_ok (t, "correct-track actions-british 1");
  g_assert_false (mt_legal (t, "end-turn"));
  mt_assert_replays (t);
}

/* Markers, Hinder markers and the game's events. */
static void
test_markers_hinder_flags (void)
{
  g_autoptr(MtGame) t = b2c_game (5, 3, 3, "british", FALSE);
  MusterEntry *entry;

  entry = mt_ok (t, "correct-markers lincoln alert arms-3");
  g_assert_true (mt_says (entry, "Board correction: Lincoln has an Alert marker, Hidden Arms marker 3."));
  entry = mt_ok (t, "correct-markers lincoln");
  g_assert_true (mt_says (entry, "Board correction: Lincoln has no markers."));
  g_free (mt_refused (t, "correct-markers lincoln flag", MUSTER_ERROR_INVALID_ARGS, NULL));
  /* Lincoln's Hidden Arms marker is gone: one may come back, no more. */
  mt_ok (t, "correct-markers watsons-corner arms");
  g_free (mt_refused (t, "correct-markers concord gather arms", MUSTER_ERROR_INVALID_ARGS, "This game has"));
  g_assert_true (muster_state_check_invariants (mt_state (t), NULL));

  entry = mt_ok (t, "correct-hinder move menotomy 1");
  g_assert_true (mt_says (entry, "Board correction: Hinder Movement lies in Menotomy with its 1 side up."));
  entry = mt_ok (t, "correct-hinder move track");
  g_assert_true (mt_says (entry, "Board correction: Hinder Movement waits on the Turn Track."));
  g_free (mt_refused (t, "correct-hinder move track 2", MUSTER_ERROR_INVALID_ARGS, NULL));

  entry = mt_ok (t, "correct-flag shot-heard yes");
  g_assert_true (mt_says (entry, "Board correction: the Shot Heard 'Round the World has been fired (10.0)."));
  g_assert_true (mt_view_has (t, NULL, "Shot Heard 'Round the World: yes."));
  g_free (mt_refused (t, "correct-flag shot-heard maybe", MUSTER_ERROR_INVALID_ARGS, NULL));
  mt_assert_replays (t);
}

/* The turn's segment: the card to draw, the actions, the end; never in the
 * middle of an action. */
static void
test_phase (void)
{
  g_autoptr(MtGame) t = b2c_game (5, 3, 3, "british", TRUE);
  MusterEntry *entry;
  g_autofree char *refusal = NULL;

  entry = mt_ok (t, "correct-phase end");
  g_assert_true (mt_says (entry, "Board correction: turn 5 is at its end (5.3)."));
  g_assert_true (mt_legal (t, "end-turn"));
  g_assert_false (mt_legal (t, "pass"));
  entry = mt_ok (t, "correct-phase draw");
  g_assert_true (mt_says (entry, "Board correction: turn 5 waits for its card to be drawn (5.1)."));
  g_assert_true (mt_legal (t, "draw-card"));
  entry = mt_ok (t, "correct-phase actions");
  g_assert_true (mt_says (entry, "Board correction: turn 5 is in its actions (5.2)."));
  g_assert_true (mt_legal (t, "pass"));
  g_free (mt_refused (t, "correct-phase lunch", MUSTER_ERROR_INVALID_ARGS, NULL));

  mt_ok (t, "correct-counter reg-1 lexington unbroken fresh");
  mt_ok (t, "correct-counter mm-3 lexington unbroken fresh");
  mt_ok (t, "attack lexington reg-1");
  refusal = mt_refused (t, "correct-phase end", MUSTER_ERROR_ILLEGAL, "5.0");
  g_assert_nonnull (strstr (refusal, "Lexington"));
  mt_assert_replays (t);
}

/* A correction while a decision is pending leaves the question open. */
static void
test_while_pending (void)
{
  g_autoptr(MtGame) t = b2c_game (5, 3, 3, "british", TRUE);
  g_autoptr(MusterPending) before = NULL;
  g_autoptr(MusterPending) after = NULL;

  mt_ok (t, "correct-counter reg-1 lexington unbroken fresh");
  mt_ok (t, "correct-counter mm-3 lexington unbroken fresh");
  mt_ok (t, "attack lexington reg-1");
  before = mt_pending (t);
  g_assert_nonnull (before);
  g_assert_cmpstr (before->side, ==, "patriot");
  mt_ok (t, "correct-track vp-british 1");
  after = mt_pending (t);
  g_assert_nonnull (after);
  g_assert_cmpstr (after->text, ==, before->text);
  mt_assert_replays (t);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/corrections/kinds", test_kinds);
  g_test_add_func ("/b2c/corrections/counter", test_counter);
  g_test_add_func ("/b2c/corrections/tracks-acting", test_tracks_and_acting);
  g_test_add_func ("/b2c/corrections/markers-hinder-flags", test_markers_hinder_flags);
  g_test_add_func ("/b2c/corrections/phase", test_phase);
  g_test_add_func ("/b2c/corrections/while-pending", test_while_pending);
  return g_test_run ();
}
