/* muster-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "muster-application.h"
#include "muster-preferences-window.h"
#include "muster-ui-resources.h"
#include "muster-window.h"

#define MAX_RECENT 10

struct _MusterApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  MusterRegistry *registry;
  gint64          bench_started;
};

G_DEFINE_FINAL_TYPE (MusterApplication, muster_application, ADW_TYPE_APPLICATION)

/* The settings schema is installed with the app; when running from the
 * build folder it is compiled there instead, so look there second. */
static GSettings *
settings_new (GError **error)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
#ifdef MUSTER_BUILD_SCHEMA_DIR
  if (schema == NULL)
    {
      g_autoptr(GSettingsSchemaSource) build = NULL;

      build = g_settings_schema_source_new_from_directory (MUSTER_BUILD_SCHEMA_DIR, source, FALSE, NULL);
      if (build != NULL)
        schema = g_settings_schema_source_lookup (build, APPLICATION_ID, FALSE);
    }
#endif
  if (schema == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The settings schema %s is not installed"), APPLICATION_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static void
apply_style (MusterApplication *self)
{
  g_autofree char *variant = g_settings_get_string (self->settings, "style-variant");
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_str_equal (variant, "light"))
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_str_equal (variant, "dark"))
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

/* A window that shows no campaign yet, preferring the active one. */
static MusterWindow *
find_empty_window (MusterApplication *self)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (MUSTER_IS_WINDOW (active) && muster_window_get_campaign (MUSTER_WINDOW (active)) == NULL)
    return MUSTER_WINDOW (active);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (MUSTER_IS_WINDOW (l->data) && muster_window_get_campaign (l->data) == NULL)
      return l->data;
  return NULL;
}

static MusterWindow *
empty_window (MusterApplication *self)
{
  MusterWindow *window = find_empty_window (self);

  if (window == NULL)
    window = muster_window_new (self);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

void
muster_application_open_file (MusterApplication *self,
                              GFile             *file)
{
  MusterWindow *window;

  g_return_if_fail (MUSTER_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    {
      GFile *shown;

      if (!MUSTER_IS_WINDOW (l->data))
        continue;
      shown = muster_window_get_file (l->data);
      if (shown != NULL && g_file_equal (shown, file))
        {
          gtk_window_present (l->data);
          return;
        }
    }
  window = empty_window (self);
  muster_window_open_file (window, file);
}

static void
new_action (GSimpleAction *action,
            GVariant      *param,
            gpointer       user_data)
{
  muster_window_show_new_campaign (empty_window (user_data));
}

static void
open_response_cb (GtkNativeDialog   *chooser,
                  int                response,
                  MusterApplication *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        muster_application_open_file (self, file);
    }
  g_object_unref (chooser);
}

static void
open_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  MusterApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Open Campaign"), parent,
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Muster Campaigns"));
  gtk_file_filter_add_pattern (filter, "*.muster");
  gtk_file_filter_add_mime_type (filter, MUSTER_CAMPAIGN_MIME_TYPE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  g_autoptr(GList) windows = NULL;

  /* Each window asks about its own unsaved changes; the app quits when
   * the last one has closed. */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (l->data);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  MusterApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  MusterPreferencesWindow *prefs = muster_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (prefs), parent);
  gtk_window_present (GTK_WINDOW (prefs));
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  MusterApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { _("The Muster developers"), NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "modal", TRUE,
                        "application-icon", APPLICATION_ID,
                        "application-name", _("Muster"),
                        "developer-name", _("The Muster developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("A companion and campaign tracker for tabletop games of the American Revolution: "
                                      "the game state, the rules, the dice and the cards, kept beside your board."),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: put your names here, one a line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  /* The games Muster follows, as facts: their titles, designers and
   * publishers. */
  {
    const char *revolution_road[] = { _("John Poniske and Bill Morgal (design), Compass Games, 2017"), NULL };
    const char *sons_of_liberty[] = { _("Josh Roby, Kallisti Press, 2008"), NULL };
    const char *lexington[] = { _("Wes Rogers"), NULL };
    const char *empires[] = { _("Guild of Blades (Empires: Signature series)"), NULL };

    adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about),
                                                  _("Revolution Road: From Boston to Concord and Bunker Hill"),
                                                  revolution_road);
    adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about), _("Sons of Liberty"), sons_of_liberty);
    adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about), _("Lexington to Yorktown"), lexington);
    adw_about_window_add_acknowledgement_section (ADW_ABOUT_WINDOW (about), _("American Revolution"), empires);
    adw_about_window_add_legal_section (ADW_ABOUT_WINDOW (about), _("The Games"), NULL, GTK_LICENSE_CUSTOM,
                                        _("The games belong to their designers and publishers; Muster is not "
                                          "theirs. It keeps the facts and numbers of their rules, and says the "
                                          "rules in its own words."));
  }
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "new", new_action },
  { "open", open_action },
  { "quit", quit_action },
  { "preferences", preferences_action },
  { "about", about_action },
};

/* Every accelerator the app has; the shortcuts window (ui/help-overlay.ui)
 * lists the same ones. */
static const struct {
  const char *action;
  const char *accels[3];
} accels[] = {
  { "app.new", { "<Control>n", NULL } },
  { "app.open", { "<Control>o", NULL } },
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.close", { "<Control>w", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "win.new-session", { "<Control>t", NULL } },
  { "win.find", { "<Control>f", NULL } },
  { "win.rules", { "F1", NULL } },
  { "win.toggle-side-pane", { "F9", NULL } },
  { "win.manual-dice", { "<Control>m", NULL } },
  { "win.show-help-overlay", { "<Control>question", NULL } },
};

static void
muster_application_startup (GApplication *app)
{
  MusterApplication *self = MUSTER_APPLICATION (app);
  g_autoptr(GError) error = NULL;

  G_APPLICATION_CLASS (muster_application_parent_class)->startup (app);

  muster_core_init ();
  g_set_application_name (_("Muster"));
  gtk_window_set_default_icon_name (APPLICATION_ID);

  self->settings = settings_new (&error);
  if (self->settings == NULL)
    {
      g_printerr ("muster: %s\n", error->message);
      g_application_quit (app);
      return;
    }
  g_signal_connect_object (self->settings, "changed::style-variant",
                           G_CALLBACK (apply_style), self, G_CONNECT_SWAPPED);
  apply_style (self);

  self->registry = muster_games_get_registry (&error);
  if (self->registry == NULL)
    {
      g_printerr ("muster: %s\n", error->message);
      g_application_quit (app);
      return;
    }
  g_object_ref (self->registry);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action, accels[i].accels);
}

static void
first_frame_cb (GdkFrameClock     *clock,
                MusterApplication *self)
{
  gint64 now = g_get_monotonic_time ();

  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
  g_print ("first frame: %.1f ms\n", (now - self->bench_started) / 1000.0);
  g_application_quit (G_APPLICATION (self));
}

static void
muster_application_activate (GApplication *app)
{
  MusterApplication *self = MUSTER_APPLICATION (app);
  MusterWindow *window;

  if (self->settings == NULL || self->registry == NULL)
    return;

  window = empty_window (self);
  if (self->bench_started != 0)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

      if (clock != NULL)
        g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), self);
    }
}

static void
muster_application_open (GApplication  *app,
                         GFile        **files,
                         int            n_files,
                         const char    *hint)
{
  MusterApplication *self = MUSTER_APPLICATION (app);

  if (self->settings == NULL || self->registry == NULL)
    return;
  for (int i = 0; i < n_files; i++)
    muster_application_open_file (self, files[i]);
}

static void
muster_application_dispose (GObject *object)
{
  MusterApplication *self = MUSTER_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->registry);

  G_OBJECT_CLASS (muster_application_parent_class)->dispose (object);
}

static void
muster_application_class_init (MusterApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = muster_application_dispose;
  app_class->startup = muster_application_startup;
  app_class->activate = muster_application_activate;
  app_class->open = muster_application_open;

  /* Before startup: the style sheet and the shortcuts window are loaded
   * from these resources when the application starts. */
  muster_ui_register_resource ();
}

static void
muster_application_init (MusterApplication *self)
{
}

MusterApplication *
muster_application_new (void)
{
  return g_object_new (MUSTER_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/muster/Muster",
                       NULL);
}

GSettings *
muster_application_get_settings (MusterApplication *self)
{
  g_return_val_if_fail (MUSTER_IS_APPLICATION (self), NULL);
  return self->settings;
}

MusterRegistry *
muster_application_get_registry (MusterApplication *self)
{
  g_return_val_if_fail (MUSTER_IS_APPLICATION (self), NULL);
  return self->registry;
}

static void
update_recent (MusterApplication *self,
               GFile             *file,
               gboolean           add)
{
  g_autofree char *path = g_file_get_path (file);
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) recent = NULL;
  guint n = 0;

  if (path == NULL || self->settings == NULL)
    return;
  old = g_settings_get_strv (self->settings, "recent-campaigns");
  if (add)
    {
      g_strv_builder_add (builder, path);
      n++;
    }
  for (guint i = 0; old[i] && n < MAX_RECENT; i++)
    if (!g_str_equal (old[i], path))
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-campaigns", (const char * const *) recent);
}

void
muster_application_add_recent (MusterApplication *self,
                               GFile             *file)
{
  g_return_if_fail (MUSTER_IS_APPLICATION (self));
  update_recent (self, file, TRUE);
}

/* “From Boston to Concord · Turn 3 of 12 · British to act”: the active
 * session's game and where it stands. */
static char *
campaign_detail (MusterCampaign *campaign)
{
  MusterSession *session = muster_campaign_get_active_session (campaign);
  g_autofree char *status = NULL;

  if (session == NULL)
    return g_strdup ("");
  status = muster_state_get_status (muster_session_get_state (session));
  if (status == NULL || *status == '\0')
    return g_strdup (muster_system_get_name (muster_session_get_system (session)));
  /* Translators: a recent campaign's game, then where it stands. */
  return g_strdup_printf (_("%s · %s"), muster_system_get_name (muster_session_get_system (session)), status);
}

void
muster_application_add_recent_campaign (MusterApplication *self,
                                        GFile             *file,
                                        MusterCampaign    *campaign)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *detail = NULL;
  g_autofree char *entry = NULL;
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) details = NULL;
  g_auto(GStrv) recent = NULL;
  const char *title;

  g_return_if_fail (MUSTER_IS_APPLICATION (self));
  if (path == NULL || self->settings == NULL || campaign == NULL)
    {
      update_recent (self, file, TRUE);
      return;
    }
  title = muster_campaign_get_title (campaign);
  detail = campaign_detail (campaign);
  g_strdelimit (detail, "\t\n", ' ');
  entry = g_strdup_printf ("%s\t%s\t%s", path, title ? title : "", detail);
  g_strdelimit (entry + strlen (path) + 1, "\n", ' ');
  /* Details of the campaigns still in the list, this one first. */
  recent = g_settings_get_strv (self->settings, "recent-campaigns");
  old = g_settings_get_strv (self->settings, "recent-details");
  g_strv_builder_add (builder, entry);
  for (guint i = 0; old[i]; i++)
    {
      g_auto(GStrv) parts = g_strsplit (old[i], "\t", 2);

      if (!g_str_equal (parts[0], path) && g_strv_contains ((const char * const *) recent, parts[0]))
        g_strv_builder_add (builder, old[i]);
    }
  details = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-details", (const char * const *) details);
  /* Last: the start page refreshes on this change and finds the details. */
  update_recent (self, file, TRUE);
}

gboolean
muster_application_get_recent_details (MusterApplication  *self,
                                       const char         *path,
                                       char              **title,
                                       char              **detail)
{
  g_auto(GStrv) details = NULL;

  g_return_val_if_fail (MUSTER_IS_APPLICATION (self), FALSE);
  if (self->settings == NULL)
    return FALSE;
  details = g_settings_get_strv (self->settings, "recent-details");
  for (guint i = 0; details[i]; i++)
    {
      g_auto(GStrv) parts = g_strsplit (details[i], "\t", 3);

      if (g_strv_length (parts) == 3 && g_str_equal (parts[0], path))
        {
          *title = g_strdup (parts[1]);
          *detail = g_strdup (parts[2]);
          return TRUE;
        }
    }
  return FALSE;
}

void
muster_application_remove_recent (MusterApplication *self,
                                  GFile             *file)
{
  g_return_if_fail (MUSTER_IS_APPLICATION (self));
  update_recent (self, file, FALSE);
}

gboolean
muster_application_is_campaign_open (MusterApplication *self,
                                     const char        *campaign_id)
{
  g_return_val_if_fail (MUSTER_IS_APPLICATION (self), FALSE);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    {
      MusterCampaign *campaign;

      if (!MUSTER_IS_WINDOW (l->data))
        continue;
      campaign = muster_window_get_campaign (l->data);
      if (campaign != NULL && g_strcmp0 (muster_campaign_get_id (campaign), campaign_id) == 0)
        return TRUE;
    }
  return FALSE;
}

void
muster_application_measure_first_frame (MusterApplication *self,
                                        gint64             started)
{
  g_return_if_fail (MUSTER_IS_APPLICATION (self));
  self->bench_started = started;
}
