/* test-widget-tracks.c: the table kit's track strip and track board
 * (src/app/widgets/muster-track-strip.c, muster-track-board.c).
 *
 *   /widget-tracks/strip: one track as a strip: its value marked in its
 *     side's style, read aloud with its thresholds (“Patriot morale 11 of
 *     24; Demoralization at 0, Panic at 12”, Bunker Hill 4.9 and 9.0), not a
 *     Tab stop when nothing sets it; a new value moves the mark in place.
 *   /widget-tracks/bunker-hill: a Bunker Hill session's tracks on a board:
 *     the turn first, then the British and the Patriot groups; the Patriot
 *     morale strip names Panic at 12 (4.9); drawing the card (5.1) deals
 *     the Action tracks, and the same strips show the new values; none of
 *     them is a Tab stop (Bunker Hill sets no track by hand).
 *   /widget-tracks/set: a Dice & Cards table, where the players set their
 *     tracks: the Tracks page's strip is a Tab stop, the Left key sets the
 *     track one lower through session.perform (a logged track-set with the
 *     track and the value), the strip stays and reads the new value; a
 *     track added makes the board show one more.
 *
 * MUSTER_SHOOT_DIR=DIR saves what each shows as PNGs there, to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-driver.h"
#include "muster-tracks-panel.h"
#include "widgets/muster-track-board.h"
#include "widgets/muster-track-strip.h"

static MusterApplication *app;

static void
test_strip (void)
{
  g_autoptr(MusterTrack) track = muster_track_new ("morale-patriot", "Patriot morale", 0, 24, 11);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *strip, *marker;

  track->side = g_strdup ("patriot");
  muster_track_add_threshold (track, 0, "Demoralization", "9.2 The Patriots are demoralized");
  muster_track_add_threshold (track, 12, "Panic", "4.9 Militia panic at 12 or less");
  strip = muster_track_strip_new (track);
  gtk_window_set_child (GTK_WINDOW (window), strip);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, -1);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "track-strip");

  g_assert_cmpstr (muster_track_strip_get_description (MUSTER_TRACK_STRIP (strip)), ==,
                   "Patriot morale 11 of 24; Demoralization at 0, Panic at 12");
  g_assert_true (gtk_widget_has_css_class (strip, "side-patriot"));
  g_assert_false (gtk_widget_get_focusable (strip));
  marker = driver_find_widget (strip, GTK_TYPE_LABEL);
  g_assert_nonnull (marker);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (marker)), ==, "11");
  {
    g_autofree char *panic = muster_track_strip_dup_notes (MUSTER_TRACK_STRIP (strip), 12);
    g_autofree char *none = muster_track_strip_dup_notes (MUSTER_TRACK_STRIP (strip), 11);

    g_assert_cmpstr (panic, ==, "Panic at 12: 4.9 Militia panic at 12 or less");
    g_assert_null (none);
  }
  /* Nothing sets it here: a choice does nothing. */
  g_assert_false (muster_track_strip_choose (MUSTER_TRACK_STRIP (strip), 5));

  /* A new value moves the same mark. */
  track->value = 12;
  muster_track_strip_set_track (MUSTER_TRACK_STRIP (strip), track);
  g_assert_true (driver_find_widget (strip, GTK_TYPE_LABEL) == marker);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (marker)), ==, "12");
  g_assert_cmpstr (muster_track_strip_get_description (MUSTER_TRACK_STRIP (strip)), ==,
                   "Patriot morale 12 of 24; Demoralization at 0, Panic at 12");
  gtk_window_destroy (GTK_WINDOW (window));
}

static const char *
strip_text (MusterTrackBoard *board,
            const char       *id)
{
  GtkWidget *strip = muster_track_board_get_strip (board, id);

  g_assert_nonnull (strip);
  return muster_track_strip_get_description (MUSTER_TRACK_STRIP (strip));
}

/* The strips' track ids in the order they stand. */
static char *
strip_order (GtkWidget *board)
{
  g_autoptr(GPtrArray) strips = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  driver_find_all (board, MUSTER_TYPE_TRACK_STRIP, strips);
  for (guint i = 0; i < strips->len; i++)
    g_string_append_printf (out, "%s|", muster_track_strip_get_track (g_ptr_array_index (strips, i))->id);
  return g_string_free (out, FALSE);
}

static void
test_bunker_hill (void)
{
  MusterRegistry *registry = muster_application_get_registry (app);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GPtrArray) strips = g_ptr_array_new ();
  g_autofree char *order = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *board = muster_track_board_new ();
  GtkWidget *actions;

  session = muster_session_new (muster_registry_lookup (registry, "bunker-hill"), "two-player", NULL, chance, &error);
  g_assert_no_error (error);
  driver_perform (session, "setup-suggested", NULL);
  driver_perform (session, "setup-done", NULL);
  driver_perform (session, "setup-suggested", NULL);
  driver_perform (session, "setup-done", NULL);
  muster_track_board_set_session (MUSTER_TRACK_BOARD (board), session);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), board);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 800);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "track-board-bunker-hill");

  /* The turn first, then each side's tracks in the engine's order. */
  order = strip_order (board);
  g_assert_cmpstr (order, ==, "turn|vp-british|actions-british|reserve-british|morale-british|"
                              "vp-patriot|actions-patriot|reserve-patriot|ammo|morale-patriot|");
  g_assert_cmpstr (strip_text (MUSTER_TRACK_BOARD (board), "morale-patriot"), ==,
                   "Patriot morale 24 of 24; Demoralization at 0, Panic at 12");
  /* What is due on the turn track, from the set-up (12.1): Howe's
   * reinforcements on turn 3, the Wrong Ammo marker on space 4 (4.3). */
  {
    GtkWidget *turn = muster_track_board_get_strip (MUSTER_TRACK_BOARD (board), "turn");
    g_autofree char *three = muster_track_strip_dup_notes (MUSTER_TRACK_STRIP (turn), 3);
    g_autofree char *four = muster_track_strip_dup_notes (MUSTER_TRACK_STRIP (turn), 4);

    g_assert_nonnull (three);
    g_assert_nonnull (four);
    g_assert_nonnull (strstr (three, "Reinforcements at 3: 12.1 British"));
    g_assert_nonnull (strstr (three, "Howe"));
    g_assert_nonnull (strstr (four, "Ammo check at 4: 4.3"));
  }
  driver_find_all (board, MUSTER_TYPE_TRACK_STRIP, strips);
  for (guint i = 0; i < strips->len; i++)
    g_assert_false (gtk_widget_get_focusable (g_ptr_array_index (strips, i)));

  /* Drawing the card deals the Action tracks (5.1): the same strip shows
   * them. */
  actions = muster_track_board_get_strip (MUSTER_TRACK_BOARD (board), "actions-british");
  g_assert_cmpstr (strip_text (MUSTER_TRACK_BOARD (board), "actions-british"), ==, "British actions 0 of 5");
  driver_perform (session, "draw-card", NULL);
  g_assert_true (muster_track_board_get_strip (MUSTER_TRACK_BOARD (board), "actions-british") == actions);
  {
    g_autoptr(GPtrArray) tracks = muster_state_get_tracks (muster_session_get_state (session));
    g_autofree char *expected = NULL;

    for (guint i = 0; i < tracks->len; i++)
      {
        MusterTrack *t = g_ptr_array_index (tracks, i);

        if (g_str_equal (t->id, "actions-british"))
          {
            g_assert_cmpint (t->value, >, 0);
            expected = g_strdup_printf ("British actions %d of 5", t->value);
          }
      }
    g_assert_cmpstr (strip_text (MUSTER_TRACK_BOARD (board), "actions-british"), ==, expected);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_set (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  MusterTrackBoard *board;
  GtkWidget *strip, *panel;
  MusterWindow *window;
  MusterEntry *entry;
  guint cursor, n;

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards"),
                                "default", NULL, chance, &error);
  g_assert_no_error (error);
  driver_perform (session, "track-add", "Morale", "0", "12", "8", NULL);
  driver_perform (session, "track-threshold", "Morale", "3", "Panic", NULL);
  window = driver_open_session (app, session, 1280, 800);
  panel = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_TRACKS_PANEL);
  g_assert_nonnull (panel);
  muster_session_panel_flush (MUSTER_SESSION_PANEL (panel));
  board = MUSTER_TRACK_BOARD (driver_find_widget (panel, MUSTER_TYPE_TRACK_BOARD));
  g_assert_nonnull (board);
  n = muster_track_board_get_n_tracks (board);
  g_assert_cmpuint (n, >=, 1);
  strip = muster_track_board_get_strip (board, "Morale");
  g_assert_cmpstr (muster_track_strip_get_description (MUSTER_TRACK_STRIP (strip)), ==, "Morale 8 of 12; Panic at 3");
  g_assert_true (gtk_widget_get_focusable (strip));
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (GTK_WIDGET (window), g_getenv ("MUSTER_SHOOT_DIR"), "track-board-table");

  /* Left sets it one lower, through the logged correction. */
  cursor = muster_session_get_cursor (session);
  g_assert_true (driver_press_key (strip, GDK_KEY_Left, 0));
  driver_settle ();
  muster_session_panel_flush (MUSTER_SESSION_PANEL (panel));
  g_assert_cmpuint (muster_session_get_cursor (session), ==, cursor + 1);
  entry = driver_last_entry (session);
  g_assert_cmpstr (muster_entry_get_action (entry), ==, "track-set");
  g_assert_cmpstr (muster_entry_get_args (entry)[0], ==, "Morale");
  g_assert_cmpstr (muster_entry_get_args (entry)[1], ==, "7");
  g_assert_true (muster_track_board_get_strip (board, "Morale") == strip);
  g_assert_cmpstr (muster_track_strip_get_description (MUSTER_TRACK_STRIP (strip)), ==, "Morale 7 of 12; Panic at 3");

  /* A click on a space sets it there. */
  g_assert_true (muster_track_strip_choose (MUSTER_TRACK_STRIP (strip), 12));
  driver_settle ();
  muster_session_panel_flush (MUSTER_SESSION_PANEL (panel));
  g_assert_cmpstr (muster_entry_get_args (driver_last_entry (session))[1], ==, "12");
  g_assert_cmpstr (muster_track_strip_get_description (MUSTER_TRACK_STRIP (strip)), ==, "Morale 12 of 12; Panic at 3");
  /* At the top, up goes nowhere. */
  g_assert_false (muster_track_strip_choose (MUSTER_TRACK_STRIP (strip), 13));

  /* A new track: the board shows both. */
  driver_perform (session, "track-add", "Supply", "0", "6", "2", NULL);
  muster_session_panel_flush (MUSTER_SESSION_PANEL (panel));
  g_assert_cmpuint (muster_track_board_get_n_tracks (board), ==, n + 1);
  g_assert_nonnull (muster_track_board_get_strip (board, "Supply"));
  driver_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmpdir = g_dir_make_tmp ("muster-widget-tracks-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (tmpdir, "state", NULL);
  int ret;

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  app = driver_start_app ();
  g_test_add_func ("/widget-tracks/strip", test_strip);
  g_test_add_func ("/widget-tracks/bunker-hill", test_bunker_hill);
  g_test_add_func ("/widget-tracks/set", test_set);
  ret = g_test_run ();
  driver_remove_tree (tmpdir);
  return ret;
}
