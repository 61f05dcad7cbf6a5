/* muster-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "muster-new-campaign-dialog.h"
#include "muster-start-page.h"
#include "muster-perform.h"
#include "muster-window.h"

struct _MusterWindow
{
  AdwApplicationWindow  parent_instance;

  MusterCampaign       *campaign;
  GFile                *file;
  MusterSession        *session;       /* the selected one, watched for can-undo/redo */
  MusterRecovery       *recovery;      /* the journal of the campaign's changes */
  gboolean              restoring;     /* the campaign comes from its recovery files */
  gboolean              close_confirmed;
  gboolean              close_after_save;
  AdwToast             *history_toast; /* the last Undid/Redid toast, while shown */

  /* Template widgets */
  AdwWindowTitle       *window_title;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  GtkWidget            *save_button;
  GtkRevealer          *banner;
  GtkLabel             *banner_label;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  MusterStartPage      *start_page;
  AdwTabView           *tab_view;
  AdwTabBar            *tab_bar;
};

G_DEFINE_FINAL_TYPE (MusterWindow, muster_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_MANUAL_DICE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static MusterApplication *
get_app (MusterWindow *self)
{
  return MUSTER_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
}

void
muster_window_add_toast (MusterWindow *self,
                         const char   *message)
{
  g_return_if_fail (MUSTER_IS_WINDOW (self));
  muster_show_toast (GTK_WIDGET (self->toast_overlay), message);
}

static void
show_error (MusterWindow *self,
            const char   *heading,
            const char   *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_banner (MusterWindow *self,
             const char   *text)
{
  gtk_label_set_text (self->banner_label, text);
  gtk_revealer_set_reveal_child (self->banner, text != NULL);
}

static gboolean
close_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Closes from the main loop, not from inside the question's response: the
 * question is transient for this window and must finish first. */
static void
close_later (MusterWindow *self)
{
  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, close_cb, g_object_ref (self), g_object_unref);
}

/* Titles */

static void
update_title (MusterWindow *self)
{
  const char *title;
  g_autofree char *shown = NULL;
  g_autofree char *subtitle = NULL;

  if (self->campaign == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Muster"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Muster"));
      return;
    }

  title = muster_campaign_get_title (self->campaign);
  if (title == NULL || *title == '\0')
    title = _("Untitled Campaign");
  /* The dot says “unsaved changes”, as in other GNOME apps. */
  shown = muster_campaign_get_dirty (self->campaign) ? g_strdup_printf ("• %s", title) : g_strdup (title);
  adw_window_title_set_title (self->window_title, shown);
  gtk_window_set_title (GTK_WINDOW (self), title);

  if (self->file != NULL)
    {
      g_autofree char *path = g_file_get_path (self->file);
      const char *home = g_get_home_dir ();

      if (path != NULL && g_str_has_prefix (path, home) && path[strlen (home)] == '/')
        subtitle = g_strconcat ("~", path + strlen (home), NULL);
      else
        subtitle = g_file_get_parse_name (self->file);
    }
  else
    subtitle = g_strdup (_("Not saved yet"));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* Actions */

/* A tab holds its session from the start and its view only once it is
 * first shown: a campaign of many games opens at the cost of one. */
static MusterSession *
page_session (AdwTabPage *page)
{
  return g_object_get_data (G_OBJECT (adw_tab_page_get_child (page)), "muster-session");
}

static MusterSessionView *
page_view (MusterWindow *self,
           AdwTabPage   *page)
{
  AdwBin *bin = ADW_BIN (adw_tab_page_get_child (page));

  if (adw_bin_get_child (bin) == NULL)
    adw_bin_set_child (bin, GTK_WIDGET (muster_session_view_new (self->campaign, page_session (page))));
  return MUSTER_SESSION_VIEW (adw_bin_get_child (bin));
}

static MusterSessionView *
current_view (MusterWindow *self)
{
  AdwTabPage *page = adw_tab_view_get_selected_page (self->tab_view);

  if (self->campaign == NULL || page == NULL)
    return NULL;
  return page_view (self, page);
}

static gboolean
session_is_manual (MusterSession *session)
{
  return session != NULL &&
         muster_chance_get_mode (muster_session_get_chance (session)) == MUSTER_CHANCE_MANUAL;
}

/* The one place the enabled state of every window action is decided. */
static void
update_actions (MusterWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean open = self->campaign != NULL;
  MusterSession *session = self->session;

  gtk_widget_action_set_enabled (widget, "win.save", open);
  gtk_widget_action_set_enabled (widget, "win.save-as", open);
  gtk_widget_action_set_enabled (widget, "win.new-session", open);
  gtk_widget_action_set_enabled (widget, "win.undo", session && muster_session_can_undo (session));
  gtk_widget_action_set_enabled (widget, "win.redo", session && muster_session_can_redo (session));
  gtk_widget_action_set_enabled (widget, "win.find", session != NULL);
  gtk_widget_action_set_enabled (widget, "win.rules", session != NULL);
  gtk_widget_action_set_enabled (widget, "win.toggle-side-pane", session != NULL);
  gtk_widget_action_set_enabled (widget, "win.manual-dice", session != NULL);

  gtk_widget_set_visible (self->undo_button, open);
  gtk_widget_set_visible (self->redo_button, open);
  gtk_widget_set_visible (self->save_button, open);
}

static void
session_chance_changed_cb (MusterWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MANUAL_DICE]);
}

static void
set_current_session (MusterWindow  *self,
                     MusterSession *session)
{
  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    {
      g_signal_connect_object (session, "notify::can-undo", G_CALLBACK (update_actions),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "notify::can-redo", G_CALLBACK (update_actions),
                               self, G_CONNECT_SWAPPED);
      g_signal_connect_object (session, "changed", G_CALLBACK (session_chance_changed_cb),
                               self, G_CONNECT_SWAPPED);
    }
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MANUAL_DICE]);
}

static void
set_manual_dice (MusterWindow *self,
                 gboolean      manual)
{
  MusterSession *session = self->session;
  g_autoptr(MusterChance) chance = NULL;

  if (session == NULL || session_is_manual (session) == manual)
    return;
  if (manual)
    {
      /* Keep the app's source (it may be seeded) to go back to later. */
      g_object_set_data_full (G_OBJECT (session), "muster-app-chance",
                              g_object_ref (muster_session_get_chance (session)), g_object_unref);
      chance = muster_chance_new_manual ();
    }
  else
    {
      MusterChance *kept = g_object_get_data (G_OBJECT (session), "muster-app-chance");

      chance = kept ? g_object_ref (kept) : muster_chance_new_random ();
    }
  muster_session_set_chance (session, chance);
  muster_window_add_toast (self, manual ? _("Using the players' own dice and cards")
                                        : _("Using the app's dice and cards"));
}

/* “Undid 12: Rolled 2d6: 3 4 = 7”, shortened for a toast. */
static void
toast_entry (MusterWindow *self,
             gboolean      undone,
             MusterEntry  *entry)
{
  const char *text = muster_entry_get_text (entry);
  g_autofree char *shown = NULL;
  g_autofree char *message = NULL;
  g_autofree char *escaped = NULL;

  if (g_utf8_strlen (text, -1) > 70)
    {
      g_autofree char *cut = g_utf8_substring (text, 0, 69);

      shown = g_strconcat (cut, "…", NULL);
    }
  else
    shown = g_strdup (text);
  if (undone)
    /* Translators: a toast after Undo; the number and text of the entry. */
    message = g_strdup_printf (_("Undid %u: %s"), muster_entry_get_number (entry), shown);
  else
    /* Translators: a toast after Redo; the number and text of the entry. */
    message = g_strdup_printf (_("Redid %u: %s"), muster_entry_get_number (entry), shown);
  /* One undo after another: each toast replaces the last, so what shows
   * is what the latest press did. */
  if (self->history_toast != NULL)
    adw_toast_dismiss (self->history_toast);
  escaped = g_markup_escape_text (message, -1);
  self->history_toast = adw_toast_new (escaped);
  g_object_add_weak_pointer (G_OBJECT (self->history_toast), (gpointer *) &self->history_toast);
  adw_toast_overlay_add_toast (self->toast_overlay, self->history_toast);
}

static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  MusterEntry *entry;

  if (self->session == NULL)
    return;
  if (!muster_session_undo (self->session, &error))
    {
      muster_window_add_toast (self, error->message);
      return;
    }
  entry = muster_session_get_entry (self->session, muster_session_get_cursor (self->session));
  toast_entry (self, TRUE, entry);
}

static void
redo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  MusterEntry *entry;

  if (self->session == NULL)
    return;
  if (!muster_session_redo (self->session, &error))
    {
      muster_window_add_toast (self, error->message);
      return;
    }
  entry = muster_session_get_entry (self->session, muster_session_get_cursor (self->session) - 1);
  toast_entry (self, FALSE, entry);
}

static void
find_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MusterSessionView *view = current_view (MUSTER_WINDOW (widget));

  if (view != NULL)
    muster_session_view_show_rules (view, NULL);
}

static void
toggle_side_pane_action (GtkWidget  *widget,
                         const char *name,
                         GVariant   *param)
{
  MusterSessionView *view = current_view (MUSTER_WINDOW (widget));

  if (view != NULL)
    muster_session_view_toggle_side_pane (view);
}

/* Recovery: every change goes to a journal in the user's state folder
 * before it returns (muster-recovery.h), so a crash loses nothing; a save
 * or a clean close removes it. */

static void
recovery_failed_cb (MusterWindow *self,
                    const char   *message)
{
  muster_window_add_toast (self, message);
}

static void
start_recovery (MusterWindow *self)
{
  g_autofree char *path = self->file ? g_file_get_path (self->file) : NULL;

  g_clear_object (&self->recovery);
  self->recovery = muster_recovery_new (self->campaign, path, self->restoring);
  g_signal_connect_object (self->recovery, "failed", G_CALLBACK (recovery_failed_cb), self, G_CONNECT_SWAPPED);
}

/* A clean end: the journal and its files go. */
static void
discard_recovery (MusterWindow *self)
{
  if (self->recovery != NULL)
    muster_recovery_close (self->recovery);
}

/* Corrections the players make to reconstructed data (their card values,
 * a region's neighbours) are kept for this user and replayed into their
 * next games (muster-corrections.h). */
static void
remember_corrections_cb (MusterSession *session)
{
  g_autoptr(GError) error = NULL;

  if (!muster_corrections_remember (session, &error))
    g_message ("Could not keep the corrections for later games: %s", error->message);
}

static void
watch_session (MusterWindow  *self,
               MusterSession *session)
{
  g_signal_connect (session, "changed", G_CALLBACK (remember_corrections_cb), NULL);
}

/* Sessions as tabs */

/* The tabs stand in the campaign's order of sessions: a page goes at the
 * same place as its session. */
static AdwTabPage *
insert_session_page (MusterWindow  *self,
                     MusterSession *session,
                     int            position)
{
  GtkWidget *bin = adw_bin_new ();
  AdwTabPage *page;

  g_object_set_data_full (G_OBJECT (bin), "muster-session", g_object_ref (session), g_object_unref);
  page = adw_tab_view_insert (self->tab_view, bin, MIN (position, adw_tab_view_get_n_pages (self->tab_view)));
  MusterSystem *system = muster_session_get_system (session);
  const MusterScenario *scenario = muster_system_find_scenario (system, muster_session_get_scenario (session));
  g_autofree char *tooltip = NULL;

  g_object_bind_property (session, "title", page, "title", G_BINDING_SYNC_CREATE);
  tooltip = g_markup_printf_escaped ("%s · %s", muster_system_get_name (system),
                                     scenario ? scenario->name : muster_session_get_scenario (session));
  adw_tab_page_set_tooltip (page, tooltip);
  watch_session (self, session);
  return page;
}

static int
session_index (MusterCampaign *campaign,
               MusterSession  *session)
{
  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    if (muster_campaign_get_session (campaign, i) == session)
      return (int) i;
  return -1;
}

static void
selected_page_cb (MusterWindow *self)
{
  MusterSessionView *view = current_view (self);
  MusterSession *session = view ? muster_session_view_get_session (view) : NULL;

  if (session != NULL)
    {
      int i = session_index (self->campaign, session);

      if (i >= 0)
        muster_campaign_set_active (self->campaign, (guint) i);
    }
  set_current_session (self, session);
}

/* Once the tab bar has its width, the selected tab in view: a campaign
 * opens on its active session, which may be far along the bar. The bar
 * scrolls to a tab as it is selected, so the selection goes to a
 * neighbour and back, unseen by the campaign (no view is made for the
 * neighbour). */
static gboolean
reveal_selected_tab_cb (GtkWidget     *bar,
                        GdkFrameClock *clock,
                        gpointer       data)
{
  MusterWindow *self = data;
  AdwTabPage *page = adw_tab_view_get_selected_page (self->tab_view);
  int n = adw_tab_view_get_n_pages (self->tab_view);
  int at;

  if (gtk_widget_get_width (bar) <= 0)
    return G_SOURCE_CONTINUE;
  if (page != NULL && n > 1)
    {
      at = adw_tab_view_get_page_position (self->tab_view, page);
      g_signal_handlers_block_by_func (self->tab_view, selected_page_cb, self);
      adw_tab_view_set_selected_page (self->tab_view, adw_tab_view_get_nth_page (self->tab_view, at > 0 ? at - 1 : 1));
      adw_tab_view_set_selected_page (self->tab_view, page);
      g_signal_handlers_unblock_by_func (self->tab_view, selected_page_cb, self);
    }
  return G_SOURCE_REMOVE;
}

/* Dragging a tab moves its session in the campaign as well, so that the
 * file keeps the order the players see. */
static void
page_reordered_cb (AdwTabView   *view,
                   AdwTabPage   *page,
                   int           position,
                   MusterWindow *self)
{
  MusterSession *session = page_session (page);
  int from = self->campaign ? session_index (self->campaign, session) : -1;

  if (from >= 0 && position >= 0 && (guint) position < muster_campaign_get_n_sessions (self->campaign))
    muster_campaign_move_session (self->campaign, (guint) from, (guint) position);
}

typedef struct
{
  MusterWindow  *window;
  MusterSession *session;
  guint          position;
} ClosedSession;

static void
closed_session_free (ClosedSession *closed)
{
  g_object_unref (closed->window);
  g_object_unref (closed->session);
  g_free (closed);
}

static void
undo_close_session_cb (AdwToast      *toast,
                       ClosedSession *closed)
{
  MusterWindow *self = closed->window;
  AdwTabPage *page;

  if (self->campaign == NULL)
    return;
  /* Back where it was, not at the end. */
  muster_campaign_insert_session (self->campaign, closed->position, closed->session);
  page = insert_session_page (self, closed->session, (int) closed->position);
  adw_tab_view_set_selected_page (self->tab_view, page);
}

static gboolean
close_page_cb (AdwTabView   *view,
               AdwTabPage   *page,
               MusterWindow *self)
{
  MusterSession *session = page_session (page);
  int i = session_index (self->campaign, session);
  g_autofree char *title = NULL;
  ClosedSession *closed;
  AdwToast *toast;

  /* A campaign keeps at least one session: closing the last one closes
   * the campaign's window, as closing a browser's last tab does (asking to
   * save first when there are changes). */
  if (i < 0 || muster_campaign_get_n_sessions (self->campaign) <= 1)
    {
      adw_tab_view_close_page_finish (view, page, FALSE);
      if (i >= 0)
        gtk_window_close (GTK_WINDOW (self));
      return GDK_EVENT_STOP;
    }

  closed = g_new0 (ClosedSession, 1);
  closed->window = g_object_ref (self);
  closed->session = g_object_ref (session);
  closed->position = (guint) i;
  muster_campaign_remove_session (self->campaign, (guint) i);
  adw_tab_view_close_page_finish (view, page, TRUE);

  /* Closing a session is a destructive step: offer to take it back. */
  title = g_markup_printf_escaped (_("Closed “%s”"), muster_session_get_title (session));
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (undo_close_session_cb),
                         closed, (GClosureNotify) (void (*) (void)) closed_session_free, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return GDK_EVENT_STOP;
}

/* The campaign */

static void
campaign_dirty_cb (MusterWindow *self)
{
  update_title (self);
}

void
muster_window_set_campaign (MusterWindow   *self,
                            MusterCampaign *campaign,
                            GFile          *file)
{
  guint active;

  g_return_if_fail (MUSTER_IS_WINDOW (self));
  g_return_if_fail (MUSTER_IS_CAMPAIGN (campaign));

  if (self->campaign != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->campaign, self);
      set_current_session (self, NULL);
      /* Pages are removed as the campaign changes; the old campaign keeps its sessions. */
      g_signal_handlers_block_by_func (self->tab_view, close_page_cb, self);
      /* With our handler blocked, the default handler closes each page. */
      while (adw_tab_view_get_n_pages (self->tab_view) > 0)
        adw_tab_view_close_page (self->tab_view, adw_tab_view_get_nth_page (self->tab_view, 0));
      g_signal_handlers_unblock_by_func (self->tab_view, close_page_cb, self);
      /* Its journal stays: the work it holds can still be restored. */
      g_clear_object (&self->recovery);
      g_clear_object (&self->campaign);
    }

  self->campaign = g_object_ref (campaign);
  g_set_object (&self->file, file);
  start_recovery (self);
  self->restoring = FALSE;

  active = muster_campaign_get_active (campaign);
  g_signal_handlers_block_by_func (self->tab_view, selected_page_cb, self);
  /* The tab bar takes the pages at once rather than one by one (each
   * one it takes alone asks the display where the pointer is). */
  adw_tab_bar_set_view (self->tab_bar, NULL);
  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    insert_session_page (self, muster_campaign_get_session (campaign, i), (int) i);
  adw_tab_bar_set_view (self->tab_bar, self->tab_view);
  g_signal_handlers_unblock_by_func (self->tab_view, selected_page_cb, self);
  if (active < (guint) adw_tab_view_get_n_pages (self->tab_view))
    adw_tab_view_set_selected_page (self->tab_view, adw_tab_view_get_nth_page (self->tab_view, (int) active));
  selected_page_cb (self);
  if (active > 0)
    gtk_widget_add_tick_callback (GTK_WIDGET (self->tab_bar), reveal_selected_tab_cb, self, NULL);

  g_signal_connect_object (campaign, "notify::dirty", G_CALLBACK (campaign_dirty_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (campaign, "notify::title", G_CALLBACK (campaign_dirty_cb), self, G_CONNECT_SWAPPED);

  gtk_stack_set_visible_child_name (self->stack, "campaign");
  update_title (self);
  update_actions (self);
}

MusterCampaign *
muster_window_get_campaign (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);
  return self->campaign;
}

GFile *
muster_window_get_file (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);
  return self->file;
}

MusterSessionView *
muster_window_get_session_view (MusterWindow *self)
{
  g_return_val_if_fail (MUSTER_IS_WINDOW (self), NULL);
  return current_view (self);
}

/* Opening */

static void
show_load_warnings (MusterWindow   *self,
                    MusterCampaign *campaign)
{
  GPtrArray *warnings = muster_campaign_get_warnings (campaign);
  g_autoptr(GString) text = NULL;

  if (warnings == NULL || warnings->len == 0)
    {
      show_banner (self, NULL);
      return;
    }
  /* A game that can only be read says so in its own tab, with the ways
   * on; the banner is for the rest. */
  text = g_string_new (NULL);
  for (guint i = 0; i < warnings->len; i++)
    if (!muster_session_is_read_only (muster_campaign_get_warning_session (campaign, i)))
      g_string_append_printf (text, "%s%s", text->len ? "\n" : "", (const char *) g_ptr_array_index (warnings, i));
  show_banner (self, text->len ? text->str : NULL);
}

gboolean
muster_window_open_file (MusterWindow *self,
                         GFile        *file)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;

  g_return_val_if_fail (MUSTER_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  name = g_file_get_basename (file);
  if (path == NULL)
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                 _("Only local files can be opened"));
  else
    campaign = muster_campaign_load_file (muster_application_get_registry (get_app (self)), path, &error);

  if (campaign == NULL)
    {
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        muster_application_remove_recent (get_app (self), file);
      heading = g_strdup_printf (_("Could Not Open “%s”"), name);
      show_error (self, heading, error->message);
      return FALSE;
    }

  muster_window_set_campaign (self, campaign, file);
  show_load_warnings (self, campaign);
  muster_application_add_recent_campaign (get_app (self), file, self->campaign);
  return TRUE;
}

/* Saving */

gboolean
muster_window_save_to_file (MusterWindow *self,
                            GFile        *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (MUSTER_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->campaign != NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be saved to"));
  if (path == NULL || !muster_campaign_save_file (self->campaign, path, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), name);

      self->close_after_save = FALSE;
      show_error (self, heading, error->message);
      return FALSE;
    }

  g_set_object (&self->file, file);
  /* The file holds everything now; the journal starts again from it. */
  if (self->recovery != NULL)
    muster_recovery_saved (self->recovery, path);
  muster_application_add_recent_campaign (get_app (self), file, self->campaign);
  update_title (self);
  if (self->close_after_save)
    close_later (self);
  return TRUE;
}

static GFile *
with_suffix (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *named = NULL;
  g_autoptr(GFile) parent = NULL;

  if (name == NULL || g_str_has_suffix (name, ".muster"))
    return g_object_ref (file);
  parent = g_file_get_parent (file);
  named = g_strconcat (name, ".muster", NULL);
  return parent ? g_file_get_child (parent, named) : g_object_ref (file);
}

static void
save_as_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     MusterWindow    *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (chosen != NULL)
        {
          g_autoptr(GFile) file = with_suffix (chosen);
          muster_window_save_to_file (self, file);
        }
    }
  else
    self->close_after_save = FALSE;
  g_object_unref (chooser);
  g_object_unref (self);
}

/* The Save dialog, opened in the current file's folder with its name, or
 * with the campaign's title. */
static void
save_as (MusterWindow *self)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  const char *title = muster_campaign_get_title (self->campaign);
  g_autoptr(GFile) folder = NULL;
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (_("Save Campaign"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Muster Campaigns"));
  gtk_file_filter_add_pattern (filter, "*.muster");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);

  if (self->file != NULL)
    {
      folder = g_file_get_parent (self->file);
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
      name = g_file_get_basename (self->file);
    }
  else
    {
      /* Slashes cannot be in a file name. */
      name = g_strconcat (title && *title ? title : _("Campaign"), ".muster", NULL);
      g_strdelimit (name, "/\\", '-');
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);

  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* win.continue-copy: the games whose log stopped replaying go on from the
 * last entry that applies, in a new file beside the one they came from
 * (asked for only when there is none). The campaign becomes a new one
 * (with an id of its own, so its recovery file is its own), and the file
 * it came from is never written again from this window. */
static void
continue_copy_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) copy = NULL;
  g_autofree char *id = NULL;

  if (self->campaign == NULL)
    return;
  /* The copy goes beside the file, under a name of its own. */
  if (self->file != NULL)
    {
      g_autofree char *base = g_file_get_basename (self->file);
      g_autoptr(GFile) folder = g_file_get_parent (self->file);

      if (g_str_has_suffix (base, ".muster"))
        base[strlen (base) - strlen (".muster")] = '\0';
      for (guint n = 1; copy == NULL || g_file_query_exists (copy, NULL); n++)
        {
          g_autofree char *copy_name = n == 1
            /* Translators: the file of a game continued on a copy. */
            ? g_strdup_printf (_("%s (continued).muster"), base)
            /* Translators: the same, when that name is taken. */
            : g_strdup_printf (_("%s (continued %u).muster"), base, n);

          g_clear_object (&copy);
          copy = g_file_get_child (folder, copy_name);
        }
    }
  if (!muster_campaign_continue_from_breaks (self->campaign, &error))
    {
      muster_window_add_toast (self, error->message);
      return;
    }
  /* The copy is a campaign of its own, in no file yet: its journal starts
   * with it written whole; the original's goes. */
  discard_recovery (self);
  id = g_uuid_string_random ();
  muster_campaign_set_id (self->campaign, id);
  g_clear_object (&self->file);
  start_recovery (self);
  update_title (self);
  if (copy == NULL)
    {
      save_as (self);
      return;
    }
  if (muster_window_save_to_file (self, copy))
    {
      g_autofree char *copy_base = g_file_get_basename (copy);
      /* Translators: %s is the new file's name. */
      g_autofree char *text = g_strdup_printf (_("The game goes on in a copy, “%s”, beside the file it came from, "
                                                 "which stays as it was"), copy_base);

      muster_window_add_toast (self, text);
    }
}

static void
save_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);

  if (self->campaign == NULL)
    return;
  if (self->file != NULL)
    muster_window_save_to_file (self, self->file);
  else
    save_as (self);
}

static void
save_as_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);

  if (self->campaign != NULL)
    save_as (self);
}

/* Closing */


static void
close_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   MusterWindow     *self)
{
  if (g_str_equal (response, "discard"))
    {
      discard_recovery (self);
      close_later (self);
    }
  else if (g_str_equal (response, "save"))
    {
      self->close_after_save = TRUE;
      if (self->file != NULL)
        muster_window_save_to_file (self, self->file);
      else
        save_as (self);
    }
}

static void
save_geometry (MusterWindow *self)
{
  GSettings *settings = muster_application_get_settings (get_app (self));
  int width, height;

  if (settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
}

static gboolean
muster_window_close_request (GtkWindow *window)
{
  MusterWindow *self = MUSTER_WINDOW (window);
  GtkWidget *dialog;
  const char *title;

  if (self->campaign != NULL && muster_campaign_get_dirty (self->campaign) && !self->close_confirmed)
    {
      title = muster_campaign_get_title (self->campaign);
      dialog = adw_message_dialog_new (window, _("Save Changes?"), NULL);
      adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                      _("“%s” has changes that are not saved. Unsaved changes are lost when the window closes."),
                                      title && *title ? title : _("Untitled Campaign"));
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                        "cancel", _("_Cancel"),
                                        "discard", _("_Discard"),
                                        "save", _("_Save"),
                                        NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                                  ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                                  ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      return TRUE;
    }

  /* A clean close: saved, unchanged or discarded. */
  self->close_confirmed = TRUE;
  discard_recovery (self);
  save_geometry (self);
  return GTK_WINDOW_CLASS (muster_window_parent_class)->close_request (window);
}

static void
close_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  gtk_window_close (GTK_WINDOW (widget));
}

/* New campaigns and sessions */

static void
campaign_created_cb (MusterNewCampaignDialog *dialog,
                     MusterCampaign          *campaign,
                     MusterWindow            *self)
{
  MusterWindow *target = self;

  /* A window holds one campaign; a second one gets its own window. */
  if (self->campaign != NULL)
    {
      target = muster_window_new (get_app (self));
      gtk_window_present (GTK_WINDOW (target));
    }
  muster_window_set_campaign (target, campaign, NULL);
}

void
muster_window_show_new_campaign (MusterWindow *self)
{
  MusterApplication *app = get_app (self);
  MusterNewCampaignDialog *dialog;

  g_return_if_fail (MUSTER_IS_WINDOW (self));
  dialog = muster_new_campaign_dialog_new (muster_application_get_registry (app),
                                           muster_application_get_settings (app), FALSE);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "campaign-created", G_CALLBACK (campaign_created_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
session_created_cb (MusterNewCampaignDialog *dialog,
                    MusterSession           *session,
                    MusterWindow            *self)
{
  AdwTabPage *page;

  if (self->campaign == NULL)
    return;
  muster_campaign_add_session (self->campaign, session);
  page = insert_session_page (self, session, adw_tab_view_get_n_pages (self->tab_view));
  adw_tab_view_set_selected_page (self->tab_view, page);
}

static void
new_session_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  MusterApplication *app = get_app (self);
  MusterNewCampaignDialog *dialog;
  MusterSession *session = self->session;
  g_autoptr(GError) error = NULL;

  if (self->campaign == NULL)
    return;
  if (!muster_campaign_check_room (self->campaign, &error))
    {
      muster_window_add_toast (self, error->message);
      return;
    }
  dialog = muster_new_campaign_dialog_new (muster_application_get_registry (app),
                                           muster_application_get_settings (app), TRUE);
  muster_new_campaign_dialog_set_campaign (dialog, self->campaign);
  /* Most often the next session is of the same game. */
  if (session != NULL)
    muster_new_campaign_dialog_select (dialog, muster_system_get_id (muster_session_get_system (session)), NULL);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "session-created", G_CALLBACK (session_created_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The start page's actions */

static void
open_recent_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (param, NULL));

  muster_application_open_file (get_app (self), file);
}

static void
remove_recent_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (param, NULL));

  muster_application_remove_recent (get_app (self), file);
}

static void
restore_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);
  const char *id = g_variant_get_string (param, NULL);
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = NULL;
  MusterWindow *target = self;

  /* Its last snapshot, and every change of the journal after it. */
  campaign = muster_recovery_restore (muster_application_get_registry (get_app (self)), id, &original, &error);
  if (campaign == NULL)
    {
      show_error (self, _("Could Not Restore the Recovered Work"), error->message);
      return;
    }
  if (self->campaign != NULL)
    {
      target = muster_window_new (get_app (self));
      gtk_window_present (GTK_WINDOW (target));
    }
  if (original != NULL)
    file = g_file_new_for_path (original);
  /* It is work that was never saved: keep it marked so. Its journal goes
   * on from its files. */
  muster_campaign_set_dirty (campaign, TRUE);
  target->restoring = TRUE;
  muster_window_set_campaign (target, campaign, file);
  show_load_warnings (target, campaign);
  muster_window_add_toast (target, _("Restored the unsaved work"));
}

static void
discard_recovered_action (GtkWidget  *widget,
                          const char *name,
                          GVariant   *param)
{
  MusterWindow *self = MUSTER_WINDOW (widget);

  muster_recovery_discard (g_variant_get_string (param, NULL));
  muster_start_page_refresh (self->start_page);
}

static void
dismiss_banner_cb (MusterWindow *self)
{
  show_banner (self, NULL);
}

/* GObject */

/* The shortcuts window is built the first time it is asked for. GTK's own
 * way (a gtk/help-overlay.ui in the application's resources) builds it for
 * every window before the window first shows: a few milliseconds of every
 * launch for a window few people open. */
static void
show_help_overlay_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/org/muster/Muster/ui/help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

static void
muster_window_dispose (GObject *object)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  g_clear_object (&self->recovery);
  if (self->history_toast != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->history_toast), (gpointer *) &self->history_toast);
      self->history_toast = NULL;
    }
  set_current_session (self, NULL);
  g_clear_object (&self->campaign);
  g_clear_object (&self->file);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_WINDOW);

  G_OBJECT_CLASS (muster_window_parent_class)->dispose (object);
}

static void
muster_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MANUAL_DICE:
      g_value_set_boolean (value, session_is_manual (self->session));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MusterWindow *self = MUSTER_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MANUAL_DICE:
      set_manual_dice (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_window_class_init (MusterWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = muster_window_dispose;
  object_class->get_property = muster_window_get_property;
  object_class->set_property = muster_window_set_property;
  window_class->close_request = muster_window_close_request;

  /* Whether the selected session takes the players' own dice and cards. */
  properties[PROP_MANUAL_DICE] =
    g_param_spec_boolean ("manual-dice", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MUSTER_TYPE_START_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, tab_view);
  gtk_widget_class_bind_template_child (widget_class, MusterWindow, tab_bar);
  gtk_widget_class_bind_template_callback (widget_class, close_page_cb);
  gtk_widget_class_bind_template_callback (widget_class, selected_page_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_reordered_cb);
  gtk_widget_class_bind_template_callback (widget_class, dismiss_banner_cb);

  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.continue-copy", NULL, continue_copy_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.new-session", NULL, new_session_action);
  gtk_widget_class_install_action (widget_class, "win.find", NULL, find_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, find_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-side-pane", NULL, toggle_side_pane_action);
  gtk_widget_class_install_property_action (widget_class, "win.manual-dice", "manual-dice");
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.remove-recent", "s", remove_recent_action);
  gtk_widget_class_install_action (widget_class, "win.restore", "s", restore_action);
  gtk_widget_class_install_action (widget_class, "win.discard-recovered", "s", discard_recovered_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);
}

static void
muster_window_init (MusterWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_title (self);
  update_actions (self);
}

MusterWindow *
muster_window_new (MusterApplication *application)
{
  MusterWindow *self;
  GSettings *settings;

  g_return_val_if_fail (MUSTER_IS_APPLICATION (application), NULL);

  /* Set up here rather than in constructed(): “application” is not a
   * construct property, so it is set only after constructed() ran. */
  self = g_object_new (MUSTER_TYPE_WINDOW, "application", application, NULL);
  settings = muster_application_get_settings (application);
  if (settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (settings, "window-width"),
                                   g_settings_get_int (settings, "window-height"));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  muster_start_page_set_application (self->start_page, application);
  update_title (self);
  update_actions (self);
  return self;
}
