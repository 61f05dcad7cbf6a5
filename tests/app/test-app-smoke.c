/* test-app-smoke.c: the app starts, creates a Dice & Cards campaign through
 * the new-campaign dialog, rolls (with the app's dice and with the players'
 * own), draws a card, undoes and redoes, saves, closes and reopens the file
 * with the same state; a window with unsaved changes asks before closing;
 * the log's Bookmarks filter follows the stars; sessions keep the tabs'
 * order. Runs under xvfb-run and drives the real windows through their actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-driver.h"
#include "muster-action-panel.h"
#include "muster-action-row.h"
#include "muster-deck-panel.h"
#include "muster-dice-panel.h"
#include "muster-input-dialog.h"
#include "muster-log-row.h"
#include "muster-log-view.h"
#include "muster-new-campaign-dialog.h"
#include "muster-rules-panel.h"
#include "muster-window.h"

static char *tmpdir;
static MusterApplication *app;

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
recovery_has (const char *campaign_id)
{
  g_autoptr(GPtrArray) items = muster_recovery_list ();

  for (guint i = 0; i < items->len; i++)
    if (g_strcmp0 (((MusterRecoveryItem *) g_ptr_array_index (items, i))->campaign_id, campaign_id) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
recovery_written (gpointer campaign_id)
{
  return recovery_has (campaign_id);
}

static MusterSession *
active_session (MusterWindow *window)
{
  MusterSessionView *view = muster_window_get_session_view (window);

  g_assert_nonnull (view);
  return muster_session_view_get_session (view);
}

static GPtrArray *
die_values (MusterEntry *entry)
{
  GPtrArray *outcomes = muster_entry_get_outcomes (entry);
  GPtrArray *values = g_ptr_array_new ();

  for (guint i = 0; i < outcomes->len; i++)
    {
      MusterOutcome *o = g_ptr_array_index (outcomes, i);
      if (o->kind == MUSTER_OUTCOME_DIE)
        g_ptr_array_add (values, GUINT_TO_POINTER (o->value));
    }
  return values;
}

static MusterWindow *
new_window (MusterApplication *application)
{
  MusterWindow *window = muster_window_new (application);

  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (GTK_WIDGET (window));
  return window;
}

static void
close_window (MusterWindow *window)
{
  gpointer alive = window;

  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  gtk_window_close (GTK_WINDOW (window));
  driver_wait (pointer_cleared, &alive, "the window to close");
}

static void
test_smoke (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "smoke.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) snapshots = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *campaign_id = NULL;
  MusterWindow *window, *reopened;
  MusterNewCampaignDialog *dialog;
  MusterCampaign *campaign;
  MusterSession *session;
  MusterSessionView *view;
  GtkWidget *dice, *decks;
  MusterInputDialog *input;
  MusterActionRow *row;
  g_autoptr(GPtrArray) values = NULL;
  g_autoptr(GPtrArray) redone = NULL;
  guint n_entries, cursor;

  /* Start: a window on its start page. */
  window = new_window (app);
  g_assert_null (muster_window_get_campaign (window));

  /* New campaign, through the app's action and the dialog. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "new", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG), "the new-campaign dialog");
  dialog = MUSTER_NEW_CAMPAIGN_DIALOG (driver_find_toplevel (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG));
  g_assert_true (muster_new_campaign_dialog_select (dialog, "dice-and-cards", "playing-cards"));
  muster_new_campaign_dialog_set_title (dialog, "Smoke Test");
  muster_new_campaign_dialog_set_manual_dice (dialog, FALSE);
  muster_new_campaign_dialog_add_player (dialog, "Ann", NULL);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.create", NULL);
  driver_settle ();

  campaign = muster_window_get_campaign (window);
  g_assert_nonnull (campaign);
  g_assert_cmpstr (muster_campaign_get_title (campaign), ==, "Smoke Test");
  g_assert_cmpuint (muster_campaign_get_players (campaign)->len, ==, 1);
  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), ==, 1);
  campaign_id = g_strdup (muster_campaign_get_id (campaign));
  session = active_session (window);
  g_assert_cmpstr (muster_system_get_id (muster_session_get_system (session)), ==, "dice-and-cards");
  g_assert_cmpstr (muster_session_get_scenario (session), ==, "playing-cards");
  view = muster_window_get_session_view (window);

  /* Roll in the app, from the dice panel. */
  dice = driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_DICE_PANEL);
  g_assert_nonnull (dice);
  gtk_widget_activate_action (dice, "dice.roll-expr", "s", "2d6");
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 1);
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "roll");
  values = die_values (driver_last_entry (session));
  g_assert_cmpuint (values->len, ==, 2);

  /* Draw a card, from the deck panel. */
  decks = driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_DECK_PANEL);
  g_assert_nonnull (decks);
  gtk_widget_activate_action (decks, "deck.draw", "s", "cards");
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 2);
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "draw");
  {
    g_autoptr(GPtrArray) all = muster_state_get_decks (muster_session_get_state (session));
    g_assert_cmpuint (muster_deck_get_n_drawn (g_ptr_array_index (all, 0)), ==, 1);
    g_assert_cmpuint (muster_deck_get_n_draw (g_ptr_array_index (all, 0)), ==, 51);
  }

  /* A form from the action panel: 3d6 rolled by Ann. */
  row = muster_action_panel_get_row (MUSTER_ACTION_PANEL (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL)),
                                     "roll");
  g_assert_nonnull (row);
  muster_action_row_set_arg (row, 0, "3d6");
  muster_action_row_set_arg (row, 1, "Ann");
  muster_action_row_perform (row);
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 3);
  g_assert_cmpstr (muster_entry_get_side (driver_last_entry (session)), ==, "Ann");
  g_clear_pointer (&values, g_ptr_array_unref);
  values = die_values (driver_last_entry (session));
  g_assert_cmpuint (values->len, ==, 3);

  /* Undo and redo through the window's actions give back the same dice. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 3);
  redone = die_values (driver_last_entry (session));
  g_assert_cmpuint (redone->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (GPOINTER_TO_UINT (g_ptr_array_index (redone, i)), ==,
                      GPOINTER_TO_UINT (g_ptr_array_index (values, i)));

  /* The players' own dice: the roll asks for them in a dialog. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.manual-dice", NULL));
  g_assert_cmpint (muster_chance_get_mode (muster_session_get_chance (session)), ==, MUSTER_CHANCE_MANUAL);
  gtk_widget_activate_action (dice, "dice.roll-expr", "s", "2d6");
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_INPUT_DIALOG), "the dialog asking for the dice");
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 3);
  input = MUSTER_INPUT_DIALOG (driver_find_toplevel (MUSTER_TYPE_INPUT_DIALOG));
  muster_input_dialog_set_answer (input, "6 1");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (input), "enter");
  gtk_window_close (GTK_WINDOW (input));
  driver_settle ();
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 4);
  g_clear_pointer (&values, g_ptr_array_unref);
  values = die_values (driver_last_entry (session));
  g_assert_cmpuint (values->len, ==, 2);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_ptr_array_index (values, 0)), ==, 6);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_ptr_array_index (values, 1)), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.manual-dice", NULL));
  g_assert_cmpint (muster_chance_get_mode (muster_session_get_chance (session)), !=, MUSTER_CHANCE_MANUAL);

  /* Ctrl+F and F1 show the rules reference; a log line's section link
   * looks its rule up. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.find", NULL));
  g_assert_cmpstr (muster_session_view_get_page (view), ==, "rules");
  muster_session_view_show_page (view, "log");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "session.show-rule", "s", "4"));
  g_assert_cmpstr (muster_session_view_get_page (view), ==, "rules");
  g_assert_cmpuint (muster_rules_panel_get_n_results (MUSTER_RULES_PANEL (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_RULES_PANEL))), >, 0);

  /* A second session, added through the same dialog in session mode. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-session", NULL));
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG), "the new-session dialog");
  dialog = MUSTER_NEW_CAMPAIGN_DIALOG (driver_find_toplevel (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG));
  g_assert_true (muster_new_campaign_dialog_select (dialog, "dice-and-cards", "wargame"));
  g_assert_true (muster_new_campaign_dialog_create (dialog));
  driver_settle ();
  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), ==, 2);
  g_assert_cmpuint (muster_campaign_get_active (campaign), ==, 1);
  {
    MusterSession *second = active_session (window);
    GtkWidget *second_dice;

    g_assert_true (second != session);
    g_assert_cmpstr (muster_session_get_scenario (second), ==, "wargame");
    second_dice = driver_find_widget (GTK_WIDGET (muster_window_get_session_view (window)), MUSTER_TYPE_DICE_PANEL);
    gtk_widget_activate_action (second_dice, "dice.roll-expr", "s", "d10");
    g_assert_cmpuint (muster_session_get_n_entries (second), ==, 1);
    /* Undo acts on the session shown. */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    g_assert_cmpuint (muster_session_get_cursor (second), ==, 0);
    g_assert_cmpuint (muster_session_get_cursor (session), ==, 4);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  }

  /* An unsaved change is written to the recovery file. */
  g_assert_true (muster_campaign_get_dirty (campaign));
  driver_wait (recovery_written, campaign_id, "the recovery file");

  /* Save; the file is now the truth and the recovery copy goes. */
  g_assert_true (muster_window_save_to_file (window, file));
  g_assert_false (muster_campaign_get_dirty (campaign));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (recovery_has (campaign_id));
  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    g_ptr_array_add (snapshots, muster_state_snapshot_string (muster_session_get_state (muster_campaign_get_session (campaign, i))));
  n_entries = muster_session_get_n_entries (session);
  cursor = muster_session_get_cursor (session);

  /* Close: nothing unsaved, so no question. */
  close_window (window);
  g_assert_null (driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  /* Reopen: the same state, entry for entry. */
  reopened = new_window (app);
  g_assert_true (muster_window_open_file (reopened, file));
  campaign = muster_window_get_campaign (reopened);
  g_assert_nonnull (campaign);
  g_assert_false (muster_campaign_get_dirty (campaign));
  g_assert_cmpuint (muster_campaign_get_warnings (campaign)->len, ==, 0);
  g_assert_cmpstr (muster_campaign_get_id (campaign), ==, campaign_id);
  g_assert_cmpstr (muster_campaign_get_title (campaign), ==, "Smoke Test");
  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), ==, 2);
  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), ==, snapshots->len);
  for (guint i = 0; i < snapshots->len; i++)
    {
      g_autofree char *snapshot = muster_state_snapshot_string (muster_session_get_state (muster_campaign_get_session (campaign, i)));
      g_assert_cmpstr (snapshot, ==, g_ptr_array_index (snapshots, i));
    }
  session = muster_campaign_get_session (campaign, 0);
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, n_entries);
  g_assert_cmpuint (muster_session_get_cursor (session), ==, cursor);

  /* A change, then close: the window asks; discarding closes it and
   * removes the recovery file. */
  dice = driver_find_widget (GTK_WIDGET (muster_window_get_session_view (reopened)), MUSTER_TYPE_DICE_PANEL);
  gtk_widget_activate_action (dice, "dice.roll-expr", "s", "d20");
  g_assert_true (muster_campaign_get_dirty (campaign));
  driver_wait (recovery_written, campaign_id, "the recovery file after reopening");
  {
    gpointer alive = reopened;
    AdwMessageDialog *question;

    g_object_add_weak_pointer (G_OBJECT (reopened), &alive);
    gtk_window_close (GTK_WINDOW (reopened));
    driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), "the unsaved-changes question");
    g_assert_nonnull (alive);
    question = ADW_MESSAGE_DIALOG (driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
    adw_message_dialog_response (question, "discard");
    gtk_window_close (GTK_WINDOW (question));
    driver_wait (pointer_cleared, &alive, "the window to close after discarding");
  }
  g_assert_false (recovery_has (campaign_id));

  /* The saved file was not touched by the discarded change. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(MusterCampaign) again = muster_campaign_load_file (muster_application_get_registry (app), path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (muster_session_get_n_entries (muster_campaign_get_session (again, 0)), ==, n_entries);
  }
}

/* A damaged file is refused with its line, and the window stays empty. */
static void
test_open_damaged (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "damaged.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  MusterWindow *window;
  GtkWindow *message;
  const char *body;

  g_file_set_contents (path, "<?xml version=\"1.0\"?>\n<muster-campaign version=\"1\">\n<title>x</title\n", -1, &error);
  g_assert_no_error (error);

  window = new_window (app);
  g_assert_false (muster_window_open_file (window, file));
  g_assert_null (muster_window_get_campaign (window));
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), "the error message");
  message = driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (message));
  expected = g_strdup_printf ("%s:4:", path);
  g_assert_nonnull (strstr (body, expected));
  gtk_window_close (message);
  close_window (window);
}

/* A file whose saved state differs from its replayed log opens (the log
 * is the truth) with the difference shown in the window's banner. */
static void
test_open_mismatch (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "mismatch.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *last = NULL;
  char *roll_text;
  const char *roll[] = { "2d6", NULL };
  MusterWindow *window;
  GtkWidget *banner;

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards"),
                                "default", NULL, chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (muster_session_perform (session, "roll", roll, MUSTER_PERFORM_NONE, &error));
  muster_campaign_add_session (campaign, session);
  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  g_assert_no_error (error);

  /* Change the saved snapshot's last roll, not the log. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  roll_text = strstr (contents, "<last-roll>");
  g_assert_nonnull (roll_text);
  roll_text += strlen ("<last-roll>");
  *roll_text = *roll_text == 'X' ? 'Y' : 'X';
  g_assert_true (g_file_set_contents (path, contents, -1, &error));

  window = new_window (app);
  g_assert_true (muster_window_open_file (window, file));
  g_assert_nonnull (muster_window_get_campaign (window));
  g_assert_cmpuint (muster_campaign_get_warnings (muster_window_get_campaign (window))->len, >, 0);
  banner = driver_find_widget (GTK_WIDGET (window), GTK_TYPE_REVEALER);
  g_assert_nonnull (banner);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  last = muster_state_snapshot_string (muster_session_get_state (muster_campaign_get_session (muster_window_get_campaign (window), 0)));
  g_assert_nonnull (strstr (last, "2d6:"));
  close_window (window);
}

/* The first label under @widget whose text holds @needle, or NULL. */
static GtkWidget *
find_label_with (GtkWidget  *widget,
                 const char *needle)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  driver_find_all (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), needle) != NULL)
      return g_ptr_array_index (labels, i);
  return NULL;
}

/* A campaign whose entry 2 no longer applies: its track was renamed in
 * the file. Returns the file's contents. */
static char *
write_broken_campaign (const char *path)
{
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = NULL;
  g_autofree char *contents = NULL;
  const char *at;

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards"),
                                "default", NULL, chance, &error);
  g_assert_no_error (error);
  driver_perform (session, "track-add", "Morale", "0", "24", "24", NULL);
  driver_perform (session, "track-adjust", "Morale", "-2", NULL);
  driver_perform (session, "note", "hello", NULL);
  muster_campaign_add_session (campaign, session);
  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  text = g_string_new (contents);
  at = strstr (text->str, "<arg>Morale</arg>");
  g_assert_nonnull (at);
  g_string_erase (text, at - text->str + 5, 6);
  g_string_insert (text, at - text->str + 5, "Spirit");
  g_assert_true (g_file_set_contents (path, text->str, -1, &error));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A game whose log no longer replays opens read-only, saying where and
 * why; the board and actions cannot be used; the entry can be corrected
 * (the original is kept on saving), or the game continued on a copy
 * while the file stays as it was. */
static void
test_open_read_only (void)
{
  g_autofree char *path = g_build_filename (tmpdir, "read-only.muster", NULL);
  g_autofree char *kept_path = g_build_filename (tmpdir, "read-only (before correction).muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *original = write_broken_campaign (path);
  g_autofree char *after = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *copy_path = NULL;
  g_autofree char *second_path = NULL;
  MusterSessionView *view;
  MusterSession *session;
  MusterWindow *window;
  GtkWidget *label, *bar, *dialog, *entry;

  window = new_window (app);
  g_assert_true (muster_window_open_file (window, file));
  view = muster_window_get_session_view (window);
  session = muster_session_view_get_session (view);
  driver_settle ();
  g_assert_true (muster_session_is_read_only (session));
  label = find_label_with (GTK_WIDGET (view), "can only be read");
  g_assert_nonnull (label);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "entry 2 (Move track"));
  bar = gtk_widget_get_ancestor (label, GTK_TYPE_REVEALER);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  g_assert_false (gtk_widget_is_sensitive (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL)));
  /* The log says which entry stopped it, and that the rest were not
   * replayed, rather than calling them undone. */
  g_assert_nonnull (find_label_with (GTK_WIDGET (view), "no longer applies"));
  g_assert_nonnull (find_label_with (GTK_WIDGET (view), "not replayed"));
  g_assert_null (find_label_with (GTK_WIDGET (view), "· undone"));
  g_assert_null (find_label_with (GTK_WIDGET (view), ", 1 undone"));

  /* Correct it: the arguments the players meant. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "session.correct-entry", NULL));
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), "the correction dialog");
  dialog = GTK_WIDGET (driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  entry = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Morale -2");
  gtk_editable_set_text (GTK_EDITABLE (entry), "Spirit -2");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "correct");
  driver_settle ();
  g_assert_false (muster_session_is_read_only (session));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
  g_assert_true (gtk_widget_is_sensitive (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL)));
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 3);
  g_assert_null (find_label_with (GTK_WIDGET (view), "no longer applies"));
  g_assert_null (find_label_with (GTK_WIDGET (view), "not replayed"));
  g_assert_true (muster_window_save_to_file (window, file));
  g_assert_true (g_file_get_contents (kept_path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, original);
  driver_close_window (window);

  /* Continue on a copy: the game goes on after entry 1 in a copy saved
   * beside the file, which is left as it was; a second copy takes another
   * name. */
  g_assert_true (g_file_set_contents (path, original, -1, NULL));
  window = new_window (app);
  g_assert_true (muster_window_open_file (window, file));
  session = muster_session_view_get_session (muster_window_get_session_view (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-copy", NULL));
  driver_settle ();
  g_assert_null (driver_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  g_assert_false (muster_session_is_read_only (session));
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 1);
  copy_path = g_file_get_path (muster_window_get_file (window));
  g_assert_true (g_str_has_suffix (copy_path, "read-only (continued).muster"));
  g_assert_true (g_file_test (copy_path, G_FILE_TEST_EXISTS));
  driver_perform (session, "note", "on we go", NULL);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, original);
  driver_close_window (window);

  window = new_window (app);
  g_assert_true (muster_window_open_file (window, file));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-copy", NULL));
  driver_settle ();
  second_path = g_file_get_path (muster_window_get_file (window));
  g_assert_true (g_str_has_suffix (second_path, "read-only (continued 2).muster"));
  driver_close_window (window);
}

/* A row on the start page with this title, if any. */
static gboolean
has_row (GtkWidget  *widget,
         const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) && gtk_widget_get_visible (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && has_row (child, title))
      return TRUE;
  return FALSE;
}

/* Work left in a recovery file (as after a crash) is offered on the start
 * page; restoring it opens it unsaved, with the file it came from. */
static void
test_recovery (void)
{
  g_autoptr(MusterCampaign) lost = muster_campaign_new ();
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (7);
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = g_build_filename (tmpdir, "lost.muster", NULL);
  g_autofree char *snapshot = NULL;
  g_autofree char *restored_snapshot = NULL;
  g_autofree char *restored_path = NULL;
  const char *roll[] = { "3d6", NULL };
  MusterSystem *system;
  MusterCampaign *campaign;
  MusterWindow *window;

  system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  session = muster_session_new (system, "default", NULL, chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (muster_session_perform (session, "roll", roll, MUSTER_PERFORM_NONE, &error));
  g_assert_no_error (error);
  muster_campaign_set_title (lost, "Lost Evening");
  muster_campaign_add_session (lost, session);
  snapshot = muster_state_snapshot_string (muster_session_get_state (session));
  g_assert_true (muster_recovery_save (lost, original, &error));
  g_assert_no_error (error);

  window = new_window (app);
  g_assert_true (has_row (GTK_WIDGET (window), "Lost Evening"));

  /* What the Restore button does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.restore", "s",
                                             muster_campaign_get_id (lost)));
  campaign = muster_window_get_campaign (window);
  g_assert_nonnull (campaign);
  g_assert_cmpstr (muster_campaign_get_id (campaign), ==, muster_campaign_get_id (lost));
  g_assert_cmpstr (muster_campaign_get_title (campaign), ==, "Lost Evening");
  g_assert_true (muster_campaign_get_dirty (campaign));
  g_assert_nonnull (muster_window_get_file (window));
  restored_path = g_file_get_path (muster_window_get_file (window));
  g_assert_cmpstr (restored_path, ==, original);
  restored_snapshot = muster_state_snapshot_string (muster_session_get_state (muster_campaign_get_session (campaign, 0)));
  g_assert_cmpstr (restored_snapshot, ==, snapshot);

  /* While it is open its recovery file is in use, not left over. */
  g_assert_true (muster_application_is_campaign_open (app, muster_campaign_get_id (lost)));

  /* Discarding it on close removes the recovery file. */
  {
    gpointer alive = window;

    g_object_add_weak_pointer (G_OBJECT (window), &alive);
    gtk_window_close (GTK_WINDOW (window));
    driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), "the unsaved-changes question");
    {
      GtkWindow *question = driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

      adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "discard");
      gtk_window_close (question);
    }
    driver_wait (pointer_cleared, &alive, "the window to close");
  }
  g_assert_false (recovery_has (muster_campaign_get_id (lost)));
  g_assert_false (g_file_test (original, G_FILE_TEST_EXISTS));
}

/* Every accelerator the shortcuts window lists is bound. */
static void
test_accels (void)
{
  const char *actions[] = {
    "app.new", "app.open", "app.quit", "app.preferences", "win.save", "win.save-as",
    "win.close", "win.undo", "win.redo", "win.new-session", "win.find", "win.rules",
    "win.toggle-side-pane", "win.manual-dice", "win.show-help-overlay", NULL
  };

  for (guint i = 0; actions[i]; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      g_assert_nonnull (accels);
      g_assert_nonnull (accels[0]);
    }
  {
    g_auto(GStrv) save = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.save");
    g_assert_cmpstr (save[0], ==, "<Control>s");
  }
}

/* The shortcuts window is built when first asked for, once per window:
 * asked for again, the same one shows; it names the accelerators the
 * application binds (it knows its window). */
static void
test_shortcuts_window (void)
{
  MusterWindow *window = new_window (app);
  GtkShortcutsWindow *first, *second;
  g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();
  gboolean save_found = FALSE;

  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (GTK_TYPE_SHORTCUTS_WINDOW), "the shortcuts window");
  first = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (first);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (first)) == GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (first)));

  driver_find_all (GTK_WIDGET (first), GTK_TYPE_SHORTCUTS_SHORTCUT, shortcuts);
  g_assert_cmpuint (shortcuts->len, >, 10);
  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *action = NULL;

      g_object_get (g_ptr_array_index (shortcuts, i), "action-name", &action, NULL);
      save_found |= g_strcmp0 (action, "win.save") == 0;
    }
  g_assert_true (save_found);

  gtk_window_close (GTK_WINDOW (first));
  driver_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (first)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  driver_settle ();
  second = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_true (second == first);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (second)));
  gtk_widget_set_visible (GTK_WIDGET (second), FALSE);
  close_window (window);
}

/* The star of the log row showing @entry. */
static GtkToggleButton *
star_of (GtkWidget   *log_view,
         MusterEntry *entry)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  driver_find_all (log_view, MUSTER_TYPE_LOG_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (muster_log_row_get_entry (g_ptr_array_index (rows, i)) == entry)
      {
        g_autoptr(GPtrArray) toggles = g_ptr_array_new ();

        driver_find_all (g_ptr_array_index (rows, i), GTK_TYPE_TOGGLE_BUTTON, toggles);
        for (guint t = 0; t < toggles->len; t++)
          if (g_strcmp0 (gtk_button_get_icon_name (g_ptr_array_index (toggles, t)), "starred-symbolic") == 0)
            return g_ptr_array_index (toggles, t);
      }
  return NULL;
}

/* With the log's Bookmarks filter on, an entry leaves the list as soon as
 * its star is taken off, by its row's star or otherwise, and comes back
 * when it is starred again. */
static void
test_log_bookmarks (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (5);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = muster_session_new (system, "default", NULL, chance, &error);
  MusterWindow *window;
  GtkWidget *log_view, *list_view, *filter_button = NULL;
  g_autoptr(GPtrArray) toggles = g_ptr_array_new ();
  GListModel *shown;
  GtkToggleButton *star;

  g_assert_no_error (error);
  driver_perform (session, "note", "Percy leaves Boston", NULL);
  driver_perform (session, "note", "Smith reaches Concord", NULL);
  driver_perform (session, "note", "The bridge is held", NULL);
  muster_entry_set_bookmarked (muster_session_get_entry (session, 0), TRUE);
  muster_entry_set_bookmarked (muster_session_get_entry (session, 2), TRUE);

  window = driver_open_session (app, session, 1000, 700);
  muster_session_view_show_page (muster_window_get_session_view (window), "log");
  driver_settle ();
  log_view = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_LOG_VIEW);
  list_view = driver_find_widget (log_view, GTK_TYPE_LIST_VIEW);
  shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list_view)));
  driver_find_all (log_view, GTK_TYPE_TOGGLE_BUTTON, toggles);
  for (guint i = 0; i < toggles->len && filter_button == NULL; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (toggles, i)), "Show Only Bookmarked Entries") == 0)
      filter_button = g_ptr_array_index (toggles, i);
  g_assert_nonnull (filter_button);
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 3);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (filter_button), TRUE);
  driver_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 2);

  /* The row's own star, as a click would. */
  driver_wait_drawn (GTK_WIDGET (window));
  star = star_of (log_view, muster_session_get_entry (session, 2));
  g_assert_nonnull (star);
  gtk_toggle_button_set_active (star, FALSE);
  driver_settle ();
  g_assert_false (muster_entry_get_bookmarked (muster_session_get_entry (session, 2)));
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 1);
  {
    g_autoptr(MusterEntry) left = g_list_model_get_item (shown, 0);

    g_assert_true (left == muster_session_get_entry (session, 0));
  }

  /* Starred from elsewhere: it is back. */
  muster_entry_set_bookmarked (muster_session_get_entry (session, 1), TRUE);
  driver_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 2);
  muster_entry_set_bookmarked (muster_session_get_entry (session, 0), FALSE);
  muster_entry_set_bookmarked (muster_session_get_entry (session, 1), FALSE);
  driver_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 0);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (filter_button), FALSE);
  driver_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 3);
  driver_close_window (window);
}

/* The campaign's sessions by title, in order, then the active one's; and
 * the window's tabs by title, in order, then the selected one's. */
static char *
campaign_order (MusterCampaign *campaign)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    g_string_append (out, muster_session_get_title (muster_campaign_get_session (campaign, i)));
  g_string_append_printf (out, " %s", muster_session_get_title (muster_campaign_get_active_session (campaign)));
  return g_string_free (out, FALSE);
}

static char *
tab_order (AdwTabView *view)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < adw_tab_view_get_n_pages (view); i++)
    g_string_append (out, adw_tab_page_get_title (adw_tab_view_get_nth_page (view, i)));
  g_string_append_printf (out, " %s", adw_tab_page_get_title (adw_tab_view_get_selected_page (view)));
  return g_string_free (out, FALSE);
}

static void
check_order (MusterCampaign *campaign,
             AdwTabView     *view,
             const char     *expected)
{
  g_autofree char *sessions = campaign_order (campaign);
  g_autofree char *tabs = tab_order (view);

  g_assert_cmpstr (sessions, ==, expected);
  g_assert_cmpstr (tabs, ==, expected);
}

static void
reparented_cb (GObject    *row,
               GParamSpec *pspec,
               GHashTable *moved)
{
  g_hash_table_add (moved, row);
}

/* When an action changes which actions are legal, the action panel moves
 * only the rows that changed sides: the others stay where they were, in
 * their list, and are not measured again. */
static void
test_action_rows_in_place (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1775);
  g_autoptr(MusterSession) session = muster_session_new (system, "playing-cards", NULL, chance, NULL);
  g_autoptr(GHashTable) moved = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) parents = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  MusterWindow *window = driver_open_session (app, session, 1280, 800);
  GtkWidget *panel = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_ACTION_PANEL);
  guint n_moved = 0;

  muster_action_panel_get_row (MUSTER_ACTION_PANEL (panel), "draw");
  driver_find_all (panel, MUSTER_TYPE_ACTION_ROW, rows);
  g_assert_cmpuint (rows->len, >, 10);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);

      g_hash_table_insert (parents, row, gtk_widget_get_parent (row));
      g_signal_connect (row, "notify::parent", G_CALLBACK (reparented_cb), moved);
    }

  /* With a card drawn, there is one to discard, return or look at. */
  driver_perform (session, "draw", "cards", NULL);
  muster_action_panel_get_row (MUSTER_ACTION_PANEL (panel), "draw");
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);

      g_signal_handlers_disconnect_by_func (row, reparented_cb, moved);
      if (gtk_widget_get_parent (row) != g_hash_table_lookup (parents, row))
        n_moved++;
      else
        g_assert_false (g_hash_table_contains (moved, row));
    }
  g_assert_cmpuint (n_moved, >, 0);
  g_assert_cmpuint (n_moved, <, rows->len);
  driver_close_window (window);
}

static guint
n_session_views (MusterWindow *window)
{
  g_autoptr(GPtrArray) views = g_ptr_array_new ();

  driver_find_all (GTK_WIDGET (window), MUSTER_TYPE_SESSION_VIEW, views);
  return views->len;
}

/* Dragging a tab moves its session in the campaign (and so in the file),
 * a session's view is built when it is first shown, and a closed session taken back with the toast's Undo returns to its
 * place, not to the end. */
static void
test_session_order (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  MusterWindow *window = muster_window_new (app);
  GtkWidget *undo;
  AdwTabView *view;

  for (char title[] = "A"; title[0] <= 'C'; title[0]++)
    {
      g_autoptr(MusterChance) chance = muster_chance_new_seeded (title[0]);
      g_autoptr(MusterSession) session = muster_session_new (system, "default", NULL, chance, NULL);

      muster_session_set_title (session, title);
      muster_campaign_add_session (campaign, session);
    }
  muster_campaign_set_active (campaign, 0);
  muster_campaign_set_dirty (campaign, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  muster_window_set_campaign (window, campaign, NULL);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (GTK_WIDGET (window));
  view = ADW_TAB_VIEW (driver_find_widget (GTK_WIDGET (window), ADW_TYPE_TAB_VIEW));
  check_order (campaign, view, "ABC A");

  /* Only the session shown has a view; another gets its own when first
   * selected. */
  g_assert_cmpint (n_session_views (window), ==, 1);
  adw_tab_view_set_selected_page (view, adw_tab_view_get_nth_page (view, 2));
  g_assert_cmpint (n_session_views (window), ==, 2);
  g_assert_true (muster_session_view_get_session (muster_window_get_session_view (window)) ==
                 muster_campaign_get_session (campaign, 2));
  adw_tab_view_set_selected_page (view, adw_tab_view_get_nth_page (view, 0));
  g_assert_cmpint (n_session_views (window), ==, 2);

  /* A to the end, as a drag would. */
  g_assert_true (adw_tab_view_reorder_page (view, adw_tab_view_get_nth_page (view, 0), 2));
  check_order (campaign, view, "BCA A");
  g_assert_true (muster_campaign_get_dirty (campaign));

  /* Close C (in the middle), then take it back. */
  adw_tab_view_set_selected_page (view, adw_tab_view_get_nth_page (view, 1));
  check_order (campaign, view, "BCA C");
  adw_tab_view_close_page (view, adw_tab_view_get_nth_page (view, 1));
  driver_settle ();
  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), ==, 2);
  undo = driver_find_button (GTK_WIDGET (window), "_Undo");
  g_assert_nonnull (undo);
  g_signal_emit_by_name (undo, "clicked");
  driver_settle ();
  check_order (campaign, view, "BCA C");

  driver_close_window (window);
}

static gboolean
scrolled_to_end (gpointer data)
{
  GtkAdjustment *adj = data;

  return gtk_adjustment_get_value (adj) >= gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) - 1;
}

/* A campaign of many sessions opens on its active one, the last here: the
 * tab bar shows that tab, scrolled to the end. */
static void
test_active_tab_shown (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  MusterWindow *window = muster_window_new (app);
  g_autoptr(GPtrArray) scrollers = g_ptr_array_new ();
  GtkWidget *bar, *scroller;
  GtkAdjustment *adj;

  for (int i = 0; i < 30; i++)
    {
      g_autoptr(MusterChance) chance = muster_chance_new_seeded ((guint64) i);
      g_autoptr(MusterSession) session = muster_session_new (system, "default", NULL, chance, NULL);
      g_autofree char *title = g_strdup_printf ("Evening %d", i + 1);

      muster_session_set_title (session, title);
      muster_campaign_add_session (campaign, session);
    }
  muster_campaign_set_active (campaign, 29);
  muster_campaign_set_dirty (campaign, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  muster_window_set_campaign (window, campaign, NULL);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (GTK_WIDGET (window));
  driver_settle ();
  bar = driver_find_widget (GTK_WIDGET (window), ADW_TYPE_TAB_BAR);
  /* The bar's scrolled tabs: the widest of its scrolled windows (the
   * other holds pinned tabs). */
  driver_find_all (bar, GTK_TYPE_SCROLLED_WINDOW, scrollers);
  g_assert_cmpuint (scrollers->len, >, 0);
  scroller = g_ptr_array_index (scrollers, 0);
  for (guint i = 1; i < scrollers->len; i++)
    if (gtk_adjustment_get_upper (gtk_scrolled_window_get_hadjustment (g_ptr_array_index (scrollers, i))) >
        gtk_adjustment_get_upper (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller))))
      scroller = g_ptr_array_index (scrollers, i);
  adj = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), >, gtk_adjustment_get_page_size (adj));
  /* The bar may glide there. */
  driver_wait (scrolled_to_end, adj, "the tab bar to show the last tab");
  driver_close_window (window);
}

/* New Session offers a scenario what it takes from earlier games of the
 * campaign, and the new game starts from the one chosen. */
static void
test_new_session_inputs (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (9);
  g_autoptr(MusterSession) first = muster_session_new (system, "wargame", NULL, chance, NULL);
  MusterWindow *window = muster_window_new (app);
  MusterNewCampaignDialog *dialog;
  MusterSession *next;

  driver_perform (first, "track-adjust", "VP A", "6", NULL);
  muster_session_set_title (first, "Saratoga");
  muster_campaign_add_session (campaign, first);
  muster_campaign_set_dirty (campaign, FALSE);
  muster_window_set_campaign (window, campaign, NULL);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-session", NULL));
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG), "the new-session dialog");
  dialog = MUSTER_NEW_CAMPAIGN_DIALOG (driver_find_toplevel (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG));
  g_assert_true (muster_new_campaign_dialog_select (dialog, "dice-and-cards", "continue"));
  driver_settle ();
  g_assert_true (muster_new_campaign_dialog_create (dialog));
  driver_settle ();

  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), ==, 2);
  next = muster_campaign_get_session (campaign, 1);
  g_assert_cmpstr (muster_session_get_scenario (next), ==, "continue");
  {
    g_autoptr(GPtrArray) tracks = muster_state_get_tracks (muster_session_get_state (next));
    gboolean found = FALSE;

    for (guint i = 0; i < tracks->len; i++)
      {
        MusterTrack *track = g_ptr_array_index (tracks, i);

        if (g_str_equal (track->id, "VP A"))
          {
            g_assert_cmpint (track->value, ==, 6);
            found = TRUE;
          }
      }
    g_assert_true (found);
  }
  g_assert_cmpstr (((MusterSessionInput *) g_ptr_array_index (muster_session_get_inputs (next), 0))->title, ==,
                   "Saratoga");
  muster_campaign_set_dirty (campaign, FALSE);
  driver_close_window (window);
}

/* A big roll wraps in the side pane: the pane keeps its width, and the
 * window its size (20d6 once grew the pane to 860 px). */
static void
test_big_roll (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (20);
  g_autoptr(MusterSession) session = muster_session_new (system, "default", NULL, chance, NULL);
  MusterWindow *window = driver_open_session (app, session, 1280, 800);
  GtkWidget *dice = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_DICE_PANEL);
  GtkWidget *pane = gtk_widget_get_ancestor (dice, GTK_TYPE_SCROLLED_WINDOW);
  int before;

  /* The pane's panels fill in just before the frame after they are shown:
   * its width is taken once they have. */
  driver_settle ();
  driver_wait_drawn (GTK_WIDGET (window));
  before = gtk_widget_get_width (pane);

  g_assert_cmpint (before, >, 0);
  for (guint k = 0; k < 3; k++)
    {
      const char *roll = (const char *[]) { "20d6", "200d6", "1000d6" }[k];

      driver_perform (session, "roll", roll, NULL);
      driver_settle ();
      driver_wait_drawn (GTK_WIDGET (window));
      g_assert_cmpint (gtk_widget_get_width (pane), <=, before);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1280);
    }
  driver_close_window (window);
}

/* The label under @widget with the style class @cls, or NULL. */
static GtkLabel *
label_with_class (GtkWidget  *widget,
                  const char *cls)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  driver_find_all (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), cls))
      return g_ptr_array_index (labels, i);
  return NULL;
}

/* The players' own results: a wrong die says what is wrong, and a card is
 * found by any part of its name. */
static void
test_input_dialog_words (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_manual ();
  g_autoptr(MusterSession) session = muster_session_new (system, "playing-cards", NULL, chance, NULL);
  MusterWindow *window = driver_open_session (app, session, 1000, 700);
  GtkWidget *dice = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_DICE_PANEL);
  MusterInputDialog *input;
  GtkLabel *error;
  GtkEditable *search;

  gtk_widget_activate_action (dice, "dice.roll-expr", "s", "2d6");
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_INPUT_DIALOG), "the dialog asking for the dice");
  input = MUSTER_INPUT_DIALOG (driver_find_toplevel (MUSTER_TYPE_INPUT_DIALOG));
  error = label_with_class (GTK_WIDGET (input), "error");
  g_assert_nonnull (error);
  muster_input_dialog_set_answer (input, "3");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (error)));
  muster_input_dialog_set_answer (input, "7 2");
  /* Drawn, its hidden card search reports an empty search: a dialog for
   * dice has no card list to filter, and says nothing (a critical made
   * this fail). */
  driver_wait_drawn (GTK_WIDGET (input));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (error)));
  g_assert_nonnull (strstr (gtk_label_get_text (error), "“7”"));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (input), "enter"));
  muster_input_dialog_set_answer (input, "3 4 5");
  g_assert_nonnull (strstr (gtk_label_get_text (error), "2 results"));
  muster_input_dialog_set_answer (input, "3 4");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (error)));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (input), "enter"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (input), "cancel");
  gtk_window_close (GTK_WINDOW (input));
  driver_settle ();

  g_assert_true (gtk_widget_activate_action (driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_DECK_PANEL),
                                             "deck.draw", "s", "cards"));
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_INPUT_DIALOG), "the dialog asking for the card");
  input = MUSTER_INPUT_DIALOG (driver_find_toplevel (MUSTER_TYPE_INPUT_DIALOG));
  search = GTK_EDITABLE (driver_find_widget (GTK_WIDGET (input), GTK_TYPE_SEARCH_ENTRY));
  g_assert_nonnull (search);
  /* Not the start of the name: “hearts” finds the thirteen hearts. */
  gtk_editable_set_text (search, "hearts");
  driver_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (
                      GTK_LIST_VIEW (driver_find_widget (GTK_WIDGET (input), GTK_TYPE_LIST_VIEW))))), ==, 13);
  muster_input_dialog_set_answer (input, "Queen of Hearts");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (input), "enter");
  gtk_window_close (GTK_WINDOW (input));
  driver_settle ();
  g_assert_nonnull (strstr (muster_entry_get_text (driver_last_entry (session)), "Queen of Hearts"));
  driver_close_window (window);
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* The lone session's tab closes the campaign's window, as a browser's last
 * tab does, instead of refusing the click; with changes it asks first. */
static void
test_close_last_tab (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (2);
  g_autoptr(MusterSession) session = muster_session_new (system, "default", NULL, chance, NULL);
  MusterWindow *window = driver_open_session (app, session, 1000, 700);
  AdwTabView *view = ADW_TAB_VIEW (driver_find_widget (GTK_WIDGET (window), ADW_TYPE_TAB_VIEW));
  gpointer alive = window;

  driver_perform (session, "roll", "d6", NULL);
  g_assert_true (muster_campaign_get_dirty (muster_window_get_campaign (window)));
  adw_tab_view_close_page (view, adw_tab_view_get_nth_page (view, 0));
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), "the unsaved-changes question");
  {
    GtkWindow *question = driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

    adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "discard");
    gtk_window_close (question);
  }
  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  driver_wait (window_gone, &alive, "the window to close");
}

/* Undo and Redo say what they took back or did again. */
static void
test_undo_toast (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (2);
  g_autoptr(MusterSession) session = muster_session_new (system, "default", NULL, chance, NULL);
  MusterWindow *window = driver_open_session (app, session, 1000, 700);

  driver_perform (session, "note", "Percy arrives", NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  driver_settle ();
  g_assert_nonnull (find_label_with (GTK_WIDGET (window), "Undid 1: Note: Percy arrives"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  driver_settle ();
  g_assert_nonnull (find_label_with (GTK_WIDGET (window), "Redid 1: Note: Percy arrives"));
  muster_campaign_set_dirty (muster_window_get_campaign (window), FALSE);
  driver_close_window (window);
}

/* About names the games and their designers and publishers. */
static void
test_about_credits (void)
{
  GtkWindow *about;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_ABOUT_WINDOW), "the about window");
  about = driver_find_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (find_label_with (GTK_WIDGET (about), "John Poniske and Bill Morgal"));
  g_assert_nonnull (find_label_with (GTK_WIDGET (about), "Josh Roby, Kallisti Press"));
  g_assert_nonnull (find_label_with (GTK_WIDGET (about), "Wes Rogers"));
  g_assert_nonnull (find_label_with (GTK_WIDGET (about), "Guild of Blades"));
  gtk_window_destroy (about);
  driver_settle ();
}

/* A long message shows its start in the toast, and the whole of it
 * behind More. */
static void
test_long_toast (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (2);
  g_autoptr(MusterSession) session = muster_session_new (system, "default", NULL, chance, NULL);
  MusterWindow *window = driver_open_session (app, session, 800, 600);
  g_autoptr(GString) message = g_string_new ("6.5 Land Move:");
  GtkLabel *label;

  for (guint i = 0; i < 12; i++)
    g_string_append_printf (message, " limit number %u of the move", i);
  muster_window_add_toast (window, message->str);
  driver_settle ();
  label = GTK_LABEL (find_label_with (GTK_WIDGET (window), "6.5 Land Move: limit number 0"));
  g_assert_nonnull (label);
  g_assert_true (g_str_has_suffix (gtk_label_get_text (label), "…"));
  g_assert_cmpint (g_utf8_strlen (gtk_label_get_text (label), -1), <=, 91);
  g_assert_nonnull (driver_find_button (GTK_WIDGET (window), "_More"));
  driver_close_window (window);
}

/* Recent campaigns say what each is: the campaign's title, its game and
 * where it stands, the file's date and folder. */
static void
test_recent_details (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (2);
  g_autoptr(MusterSession) session = muster_session_new (system, "wargame", NULL, chance, NULL);
  g_autofree char *path = g_build_filename (tmpdir, "details.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MusterWindow *window = driver_open_session (app, session, 1000, 700);
  MusterWindow *start;
  GtkWidget *row;

  muster_campaign_set_title (muster_window_get_campaign (window), "Saratoga, second battle");
  driver_perform (session, "roll", "2d6", NULL);
  g_assert_true (muster_window_save_to_file (window, file));
  driver_close_window (window);

  /* The recent campaigns are on the page before it first draws: filled a
   * frame later, they moved its header as they came in. */
  start = muster_window_new (app);
  row = find_label_with (GTK_WIDGET (start), "Saratoga, second battle");
  g_assert_nonnull (row);
  g_assert_nonnull (find_label_with (GTK_WIDGET (start), "Dice & Cards · Last roll"));
  gtk_window_present (GTK_WINDOW (start));
  driver_wait_drawn (GTK_WIDGET (start));
  g_assert_true (gtk_widget_get_mapped (row));
  gtk_window_destroy (GTK_WINDOW (start));
  driver_settle ();
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  /* Recovery files and saves go to a folder of this run's own. */
  tmpdir = g_dir_make_tmp ("muster-smoke-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  {
    g_autofree char *state = g_build_filename (tmpdir, "state", NULL);
    g_setenv ("XDG_STATE_HOME", state, TRUE);
  }
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);

  g_test_init (&argc, &argv, NULL);
  app = driver_start_app ();
  g_test_add_func ("/app/smoke", test_smoke);
  g_test_add_func ("/app/recovery", test_recovery);
  g_test_add_func ("/app/open-damaged", test_open_damaged);
  g_test_add_func ("/app/open-mismatch", test_open_mismatch);
  g_test_add_func ("/app/open-read-only", test_open_read_only);
  g_test_add_func ("/app/accels", test_accels);
  g_test_add_func ("/app/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/app/log-bookmarks", test_log_bookmarks);
  g_test_add_func ("/app/session-order", test_session_order);
  g_test_add_func ("/app/active-tab-shown", test_active_tab_shown);
  g_test_add_func ("/app/new-session-inputs", test_new_session_inputs);
  g_test_add_func ("/app/big-roll", test_big_roll);
  g_test_add_func ("/app/input-dialog-words", test_input_dialog_words);
  g_test_add_func ("/app/close-last-tab", test_close_last_tab);
  g_test_add_func ("/app/undo-toast", test_undo_toast);
  g_test_add_func ("/app/about-credits", test_about_credits);
  g_test_add_func ("/app/long-toast", test_long_toast);
  g_test_add_func ("/app/recent-details", test_recent_details);
  g_test_add_func ("/app/action-rows-in-place", test_action_rows_in_place);
  ret = g_test_run ();
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);

  driver_remove_tree (tmpdir);
  g_free (tmpdir);
  return ret;
}
