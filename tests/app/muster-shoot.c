/* muster-shoot.c: screenshots of the start page, the new-campaign dialog
 * and a campaign window with a Dice & Cards session after a few rolls and
 * draws, for people to look at. Not a test: run it under xvfb-run,
 *
 *   xvfb-run -a -s "-screen 0 1280x800x24" muster-shoot OUTDIR 1280 800 [dark]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include <glib/gstdio.h>

#include "app-driver.h"
#include "muster-action-panel.h"
#include "muster-new-campaign-dialog.h"
#include "muster-window.h"

static const char *outdir;

static void
shoot (GtkWidget  *widget,
       const char *name)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  GskRenderNode *node;
  GtkSnapshot *snapshot;
  int width, height;

  driver_wait_drawn (widget);
  driver_settle ();
  driver_wait_drawn (widget);

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);
  path = g_strdup_printf ("%s/%s.png", outdir, name);
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("Could not write %s", path);
  g_print ("%s (%dx%d)\n", path, width, height);
}

static gboolean
has_toplevel (gpointer type)
{
  return driver_find_toplevel ((GType) GPOINTER_TO_SIZE (type)) != NULL;
}

static void
perform (MusterSession *session,
         const char    *action,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list ap;

  va_start (ap, action);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  if (muster_session_perform (session, action, (const char * const *) args->pdata, 0, &error) == NULL)
    g_error ("%s: %s", action, error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(MusterApplication) app = NULL;
  g_autofree char *state = NULL;
  MusterNewCampaignDialog *dialog;
  MusterSessionView *view;
  MusterSession *session;
  MusterWindow *window;
  GtkWidget *dice;
  int width, height;
  gboolean dark;

  if (argc < 4)
    {
      g_printerr ("usage: muster-shoot OUTDIR WIDTH HEIGHT [dark]\n");
      return 2;
    }
  outdir = argv[1];
  width = atoi (argv[2]);
  height = atoi (argv[3]);
  dark = argc > 4 && g_str_equal (argv[4], "dark");

  state = g_dir_make_tmp ("muster-shoot-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_mkdir_with_parents (outdir, 0755);

  app = driver_start_app ();
  g_settings_set_string (muster_application_get_settings (app), "style-variant", dark ? "dark" : "light");

  window = muster_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  {
    /* A recent campaign on the start page, as after some use. */
    g_autofree char *recent = g_build_filename (g_get_home_dir (), "Games", "Saratoga.muster", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (recent);
    muster_application_add_recent (app, file);
  }
  shoot (GTK_WIDGET (window), "start");

  g_action_group_activate_action (G_ACTION_GROUP (app), "new", NULL);
  driver_wait (has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG), "the new-campaign dialog");
  dialog = MUSTER_NEW_CAMPAIGN_DIALOG (driver_find_toplevel (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG));
  muster_new_campaign_dialog_select (dialog, "dice-and-cards", "playing-cards");
  muster_new_campaign_dialog_set_title (dialog, "Friday Night Table");
  muster_new_campaign_dialog_add_player (dialog, "Ann", NULL);
  muster_new_campaign_dialog_add_player (dialog, "Ben", NULL);
  shoot (GTK_WIDGET (dialog), "new-campaign");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.create", NULL);
  driver_settle ();

  view = muster_window_get_session_view (window);
  session = muster_session_view_get_session (view);
  perform (session, "track-add", "Morale", "0", "12", "8", NULL);
  perform (session, "track-threshold", "Morale", "3", "Panic", NULL);
  perform (session, "track-add", "Turn", "1", "10", NULL);
  perform (session, "roll", "3d6", "Ann", NULL);
  perform (session, "roll", "2d6", "Ben", NULL);
  perform (session, "draw", "cards", NULL);
  perform (session, "draw", "cards", NULL);
  perform (session, "track-adjust", "Morale", "-2", NULL);
  perform (session, "draw", "cards", NULL);
  perform (session, "note", "Ben's cavalry arrives next turn", NULL);
  muster_entry_set_bookmarked (muster_session_get_entry (session, 4), TRUE);
  muster_entry_set_annotation (muster_session_get_entry (session, 3), "A lucky start");
  {
    g_autoptr(GPtrArray) decks = muster_state_get_decks (muster_session_get_state (session));
    GPtrArray *drawn = muster_deck_get_drawn (g_ptr_array_index (decks, 0));
    g_autofree char *first = g_strdup (g_ptr_array_index (drawn, 0));

    perform (session, "discard", "cards", first, NULL);
  }
  dice = driver_find_widget (GTK_WIDGET (view), g_type_from_name ("MusterDicePanel"));
  gtk_widget_activate_action (dice, "dice.roll-expr", "s", "2d6");
  muster_session_set_notes (session, "Ann leads the left wing.");

  shoot (GTK_WIDGET (window), "campaign-log");
  if (width < 900)
    {
      muster_session_view_toggle_side_pane (view);
      shoot (GTK_WIDGET (window), "campaign-table");
      muster_session_view_toggle_side_pane (view);
    }
  muster_session_view_show_page (view, "actions");
  {
    MusterActionPanel *panel = MUSTER_ACTION_PANEL (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL));
    MusterActionRow *row = muster_action_panel_get_row (panel, "track-adjust");

    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  }
  shoot (GTK_WIDGET (window), "campaign-actions");
  muster_session_view_show_rules (view, "deck");
  shoot (GTK_WIDGET (window), "campaign-rules");
  muster_session_view_show_page (view, "notes");
  shoot (GTK_WIDGET (window), "campaign-notes");
  muster_session_view_show_page (view, "luck");
  shoot (GTK_WIDGET (window), "campaign-luck");

  /* Leave without the unsaved-changes question. */
  muster_campaign_set_dirty (muster_window_get_campaign (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  driver_remove_tree (state);
  g_application_release (G_APPLICATION (app));
  return 0;
}
