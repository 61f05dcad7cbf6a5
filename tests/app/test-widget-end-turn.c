/* test-widget-end-turn.c: the table kit's end-of-turn checklist
 * (src/app/widgets/muster-end-turn.c), fed by a From Boston to Concord
 * game played by words with a scripted chance source.
 *
 *   /widget-end-turn/steps: at the end of turn 3 with a captured
 *     Nightrider on the road and a Regular under a Moved marker, the six
 *     steps of 5.3 are listed, none begun, and the Run button carries
 *     end-turn as session.perform's target; Run does steps 1-4 and step 5
 *     waits, its question in the checklist's decision bar; the board check
 *     marks the lines the steps changed (the Moved marker off); what
 *     happened lists the end-turn entry; the answer given through the bar
 *     finishes the steps (all six done, turn 4), the next card gets its
 *     button; a correction of the table keeps the checklist, and drawing
 *     the card says “finished”.
 *   /widget-end-turn/opened-midway: a checklist opened while step 5 waits
 *     shows the steps so far and what happened since end-turn.
 *   /widget-end-turn/no-turns: a Dice & Cards table has no end of turn:
 *     no steps, no Run button, and says so.
 *
 * MUSTER_SHOOT_DIR=DIR saves what it shows as PNGs there, to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-driver.h"
#include "muster-perform.h"
#include "muster-test-driver.h"
#include "widgets/muster-decision-bar.h"
#include "widgets/muster-end-turn.h"

static MusterApplication *app;

/* The end of turn 3 of a two-player game: both Action tracks at 0, Samuel
 * Adams captured in Lexington (5.3 step 5 may walk him toward Boston), a
 * Regular under a Moved marker in Lincoln (step 4 takes it off). */
static MtGame *
end_of_turn_three (void)
{
  MtGame *t = mt_new ("boston-concord", "two-player", NULL);

  mt_ok (t, "correct-track turn 3");
  mt_ok (t, "correct-track actions-british 0");
  mt_ok (t, "correct-track actions-patriot 0");
  mt_ok (t, "correct-acting british");
  mt_ok (t, "correct-flag percy-arrived yes");
  mt_ok (t, "correct-phase end");
  mt_ok (t, "correct-counter adams lexington fresh broken");
  mt_ok (t, "correct-counter reg-1 lincoln unbroken moved");
  return t;
}

/* @widget in a window of its own that performs session.perform. */
static GtkWidget *
show (GtkWidget     *widget,
      MusterSession *session)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 640, 760);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), widget);
  gtk_scrollable_set_vscroll_policy (GTK_SCROLLABLE (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))),
                                     GTK_SCROLL_NATURAL);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  muster_perform_insert_actions (window, session);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  return window;
}

static void
shoot (GtkWidget  *window,
       const char *name)
{
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), name);
}

static gboolean
lists_event (MusterEndTurn *end,
             const char    *text)
{
  for (guint i = 0; i < muster_end_turn_get_n_events (end); i++)
    if (g_strcmp0 (muster_end_turn_get_event (end, i), text) == 0)
      return TRUE;
  return FALSE;
}

static void
count_cb (MusterEndTurn *end,
          guint         *n)
{
  (*n)++;
}

static void
test_steps (void)
{
  g_autoptr(MtGame) t = end_of_turn_three ();
  g_autoptr(MusterPending) asked = NULL;
  g_autoptr(MusterActionInfo) card = NULL;
  MusterEndTurn *end = MUSTER_END_TURN (muster_end_turn_new (t->session));
  GtkWidget *window = show (GTK_WIDGET (end), t->session);
  GtkWidget *run = muster_end_turn_get_run_button (end);
  MusterDecisionBar *bar = muster_end_turn_get_decision_bar (end);
  GtkWidget *answer = NULL, *draw;
  const char *action = NULL;
  g_autofree const char **args = NULL;
  guint finished = 0;

  g_signal_connect (end, "finished", G_CALLBACK (count_cb), &finished);

  /* 5.3: six steps, none begun; Run carries end-turn. */
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_TO_DO), ==, 6);
  g_assert_true (gtk_widget_get_mapped (run));
  g_assert_true (gtk_widget_is_sensitive (run));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (run)), ==, "session.perform");
  g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (run)), "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "end-turn");
  g_assert_cmpuint (g_strv_length ((char **) args), ==, 0);
  g_assert_false (muster_decision_bar_is_pending (bar));
  g_assert_cmpuint (muster_end_turn_get_n_events (end), ==, 0);
  g_assert_cmpuint (muster_end_turn_get_n_check_rows (end), >, 5);
  g_assert_cmpuint (muster_end_turn_get_n_changed (end), ==, 0);
  shoot (window, "end-turn-before");

  /* Steps 1-4 run; step 5 waits for the British with the captive. */
  g_signal_emit_by_name (run, "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (t->session)), ==, "end-turn");
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_DONE), ==, 4);
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_UNDER_WAY), ==, 1);
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_TO_DO), ==, 1);
  g_assert_false (gtk_widget_get_mapped (run));
  asked = mt_pending (t);
  g_assert_nonnull (asked);
  g_assert_true (muster_pending_answers (asked, "captives-done"));
  g_assert_true (muster_decision_bar_is_pending (bar));
  g_assert_cmpstr (muster_decision_bar_get_text (bar), ==, asked->text);
  g_assert_true (lists_event (end, muster_entry_get_text (driver_last_entry (t->session))));
  /* Step 4 took the Moved marker off the Regular in Lincoln. */
  g_assert_cmpuint (muster_end_turn_get_n_changed (end), >=, 1);
  shoot (window, "end-turn-asking");

  /* The British leave the captive where he is, through the bar. */
  for (guint i = 0; i < asked->suggestions->len; i++)
    {
      MusterSuggestion *s = g_ptr_array_index (asked->suggestions, i);

      if (g_str_equal (s->action, "captives-done"))
        answer = driver_find_button (GTK_WIDGET (bar), s->label);
    }
  g_assert_nonnull (answer);
  g_signal_emit_by_name (answer, "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (t->session)), ==, "captives-done");
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_DONE), ==, 6);
  g_assert_false (muster_decision_bar_is_pending (bar));
  g_assert_true (lists_event (end, muster_entry_get_text (driver_last_entry (t->session))));
  g_assert_cmpuint (muster_end_turn_get_n_events (end), ==, 2);
  g_assert_cmpuint (muster_end_turn_get_n_changed (end), >=, 1);
  g_assert_cmpuint (finished, ==, 0);
  shoot (window, "end-turn-after");

  /* A correction of the table after the steps keeps the checklist open,
   * its steps still done. */
  mt_ok (t, "correct-track vp-patriot 3");
  driver_settle ();
  g_assert_cmpuint (finished, ==, 0);
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_DONE), ==, 6);

  /* 5.1: the next card has its button; drawing it ends the checklist. */
  card = muster_state_find_action_brief (mt_state (t), "draw-card");
  g_assert_true (card->legal);
  draw = driver_find_button (GTK_WIDGET (end), card->label);
  g_assert_nonnull (draw);
  /* Card 1 gives both sides 3 actions: a die says who starts. */
  mt_cards (t, "1");
  mt_dice (t, "1");
  g_signal_emit_by_name (draw, "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (t->session)), ==, "draw-card");
  g_assert_cmpuint (finished, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
}

static void
test_opened_midway (void)
{
  g_autoptr(MtGame) t = end_of_turn_three ();
  MusterEntry *ended;
  MusterEndTurn *end;
  GtkWidget *window;

  ended = mt_ok (t, "end-turn");
  end = MUSTER_END_TURN (muster_end_turn_new (t->session));
  window = show (GTK_WIDGET (end), t->session);
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_DONE), ==, 4);
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_UNDER_WAY), ==, 1);
  g_assert_false (gtk_widget_get_mapped (muster_end_turn_get_run_button (end)));
  g_assert_true (muster_decision_bar_is_pending (muster_end_turn_get_decision_bar (end)));
  g_assert_cmpuint (muster_end_turn_get_n_events (end), ==, 1);
  g_assert_cmpstr (muster_end_turn_get_event (end, 0), ==, muster_entry_get_text (ended));
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
}

static void
test_no_turns (void)
{
  g_autoptr(MtGame) t = mt_new ("dice-and-cards", "default", NULL);
  MusterEndTurn *end = MUSTER_END_TURN (muster_end_turn_new (t->session));
  GtkWidget *window = show (GTK_WIDGET (end), t->session);

  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_TO_DO), ==, 0);
  g_assert_false (gtk_widget_get_mapped (muster_end_turn_get_run_button (end)));
  g_assert_cmpuint (muster_end_turn_get_n_check_rows (end), ==, 0);
  g_assert_nonnull (driver_find_widget (GTK_WIDGET (end), GTK_TYPE_LABEL));
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmpdir = g_dir_make_tmp ("muster-widget-end-turn-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (tmpdir, "state", NULL);
  int ret;

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  app = driver_start_app ();
  g_test_add_func ("/widget-end-turn/steps", test_steps);
  g_test_add_func ("/widget-end-turn/opened-midway", test_opened_midway);
  g_test_add_func ("/widget-end-turn/no-turns", test_no_turns);
  ret = g_test_run ();
  driver_remove_tree (tmpdir);
  return ret;
}
