/* muster-start-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "muster-a11y.h"
#include "muster-start-page.h"
#include "muster-widget-helpers.h"

struct _MusterStartPage
{
  GtkWidget          parent_instance;

  MusterApplication *application;

  GtkWidget         *status_page;
  GtkWidget         *recovered_group;
  GtkListBox        *recovered_list;
  GtkWidget         *recent_group;
  GtkListBox        *recent_list;

  gboolean           drawn;        /* the page has been on screen once */
  gulong             after_paint;  /* waiting for its first frame */
};

G_DEFINE_FINAL_TYPE (MusterStartPage, muster_start_page, GTK_TYPE_WIDGET)

static char *
short_path (const char *path)
{
  const char *home = g_get_home_dir ();
  gsize n = strlen (home);

  if (g_str_has_prefix (path, home) && path[n] == '/')
    return g_strconcat ("~", path + n, NULL);
  return g_strdup (path);
}

static GtkWidget *
action_button (const char *label,
               const char *action,
               const char *target,
               const char *style)
{
  GtkWidget *button = muster_a11y_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", target);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (style != NULL)
    gtk_widget_add_css_class (button, style);
  return button;
}

/* When a file was written, as both lists show it: “27 Nov 2026, 06:10”. */
static char *
format_when (GDateTime *when)
{
  if (when == NULL)
    return g_strdup ("");
  return g_strstrip (g_date_time_format (when, "%e %b %Y, %H:%M"));
}

static void
fill_recovered (MusterStartPage *self)
{
  g_autoptr(GPtrArray) items = muster_recovery_list ();
  guint shown = 0;

  muster_remove_children (GTK_WIDGET (self->recovered_list));
  for (guint i = 0; i < items->len; i++)
    {
      MusterRecoveryItem *item = g_ptr_array_index (items, i);
      g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (item->mtime);
      g_autofree char *time = format_when (when);
      g_autofree char *subtitle = NULL;
      GtkWidget *row;

      /* A campaign open in a window writes its recovery file as it goes;
       * that file is not left over from a crash. */
      if (self->application != NULL &&
          muster_application_is_campaign_open (self->application, item->campaign_id))
        continue;

      if (item->original_path != NULL)
        {
          g_autofree char *where = short_path (item->original_path);
          /* Translators: a recovered campaign: when it was last changed, and its file. */
          subtitle = g_strdup_printf (_("Changed %s · %s"), time, where);
        }
      else
        subtitle = g_strdup_printf (_("Changed %s · never saved"), time);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     item->title && *item->title ? item->title : _("Untitled Campaign"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 action_button (_("_Discard"), "win.discard-recovered",
                                                item->campaign_id, "flat"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 action_button (_("_Restore"), "win.restore",
                                                item->campaign_id, "suggested-action"));
      gtk_list_box_append (self->recovered_list, row);
      shown++;
    }
  gtk_widget_set_visible (self->recovered_group, shown > 0);
}

/* The date a file was last written, as people write it, or “missing”. */
static char *
file_date (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                                                 NULL, NULL);
  g_autoptr(GDateTime) when = NULL;

  if (info == NULL)
    return g_strdup (_("the file is missing"));
  when = g_file_info_get_modification_date_time (info);
  return format_when (when);
}

static void
fill_recent (MusterStartPage *self)
{
  GSettings *settings = self->application ? muster_application_get_settings (self->application) : NULL;
  g_auto(GStrv) recent = NULL;
  guint shown = 0;

  muster_remove_children (GTK_WIDGET (self->recent_list));
  if (settings != NULL)
    recent = g_settings_get_strv (settings, "recent-campaigns");
  for (guint i = 0; recent && recent[i]; i++)
    {
      g_autofree char *name = g_path_get_basename (recent[i]);
      g_autofree char *dir = g_path_get_dirname (recent[i]);
      g_autofree char *where = short_path (dir);
      g_autofree char *title = NULL;
      g_autofree char *detail = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *when = file_date (recent[i]);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *remove;

      if (g_str_has_suffix (name, ".muster"))
        name[strlen (name) - strlen (".muster")] = '\0';
      /* What the campaign is, from what the app kept at its last save:
       * its title, game, where it stands, and when, and where the file is. */
      if (!muster_application_get_recent_details (self->application, recent[i], &title, &detail) || *title == '\0')
        {
          g_clear_pointer (&title, g_free);
          title = g_strdup (name);
        }
      /* Translators: a recent campaign's game line, its file's date, then its folder. */
      subtitle = detail && *detail ? g_strdup_printf (_("%s\n%s · %s"), detail, when, where)
                                   : g_strdup_printf (_("%s · %s"), when, where);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", recent[i]);

      remove = gtk_button_new_from_icon_name ("window-close-symbolic");
      gtk_widget_set_tooltip_text (remove, _("Remove From List"));
      muster_a11y_set_label (remove, _("Remove From List"));
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "win.remove-recent");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "s", recent[i]);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_append (self->recent_list, row);
      shown++;
    }
  gtk_widget_set_visible (self->recent_group, shown > 0);
}

void
muster_start_page_refresh (MusterStartPage *self)
{
  g_return_if_fail (MUSTER_IS_START_PAGE (self));
  fill_recent (self);
  /* Until the page has been drawn once, the recovered work waits (see _map). */
  if (!self->drawn)
    return;
  fill_recovered (self);
}

static void
first_frame_cb (GdkFrameClock   *clock,
                MusterStartPage *self)
{
  g_clear_signal_handler (&self->after_paint, clock);
  self->drawn = TRUE;
  fill_recovered (self);
}

void
muster_start_page_set_application (MusterStartPage   *self,
                                   MusterApplication *application)
{
  GSettings *settings;

  g_return_if_fail (MUSTER_IS_START_PAGE (self));
  if (self->application == application)
    return;
  self->application = application;  /* it outlives its windows */
  settings = muster_application_get_settings (application);
  if (settings != NULL)
    g_signal_connect_object (settings, "changed::recent-campaigns", G_CALLBACK (fill_recent),
                             self, G_CONNECT_SWAPPED);
  muster_start_page_refresh (self);
}

static void
muster_start_page_map (GtkWidget *widget)
{
  MusterStartPage *self = MUSTER_START_PAGE (widget);
  GdkFrameClock *clock;

  GTK_WIDGET_CLASS (muster_start_page_parent_class)->map (widget);
  /* The window first shows without the recovered work, which comes in the
   * frame after: its rows (read from the recovery files, their text shaped
   * for the first time) would otherwise hold back the first frame by half
   * as much again, and there is some only after a crash. The recent
   * campaigns, there at almost every start, are in the first frame: filled
   * a frame later they moved the page's header up as they came in. Later,
   * files may have come and gone while the page was hidden. */
  clock = gtk_widget_get_frame_clock (widget);
  if (!self->drawn && clock != NULL)
    {
      if (self->after_paint == 0)
        self->after_paint = g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), self);
      return;
    }
  self->drawn = TRUE;
  muster_start_page_refresh (self);
}

static void
muster_start_page_unmap (GtkWidget *widget)
{
  MusterStartPage *self = MUSTER_START_PAGE (widget);

  if (self->after_paint != 0)
    {
      g_clear_signal_handler (&self->after_paint, gtk_widget_get_frame_clock (widget));
      self->drawn = TRUE;
    }
  GTK_WIDGET_CLASS (muster_start_page_parent_class)->unmap (widget);
}

static void
muster_start_page_dispose (GObject *object)
{
  GtkWidget *child;
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_START_PAGE);
  /* Template children without an id are not cleared by the call above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (muster_start_page_parent_class)->dispose (object);
}

static void
muster_start_page_class_init (MusterStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_start_page_dispose;
  widget_class->map = muster_start_page_map;
  widget_class->unmap = muster_start_page_unmap;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterStartPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, MusterStartPage, recovered_group);
  gtk_widget_class_bind_template_child (widget_class, MusterStartPage, recovered_list);
  gtk_widget_class_bind_template_child (widget_class, MusterStartPage, recent_group);
  gtk_widget_class_bind_template_child (widget_class, MusterStartPage, recent_list);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_start_page_init (MusterStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
