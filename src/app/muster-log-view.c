/* muster-log-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-log-row.h"
#include "muster-log-view.h"

struct _MusterLogView
{
  GtkWidget        parent_instance;

  MusterSession   *session;
  GtkFilter       *bookmark_filter;
  GtkFilterListModel *filtered;
  guint            scroll_id;
  guint            refilter_id;
  /* The list's model until the log is first shown: a log behind another
   * page makes no rows. */
  GtkSelectionModel *waiting;

  /* Template widgets */
  GtkStack        *stack;
  GtkListView     *list_view;
  GtkToggleButton *bookmarks_button;
  GtkLabel        *count_label;
};

G_DEFINE_FINAL_TYPE (MusterLogView, muster_log_view, GTK_TYPE_WIDGET)

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          MusterLogView            *self)
{
  MusterRules *rules = NULL;

  if (self->session != NULL)
    rules = muster_system_get_rules (muster_session_get_system (self->session));
  gtk_list_item_set_child (item, GTK_WIDGET (muster_log_row_new (rules)));
  gtk_list_item_set_activatable (item, FALSE);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         MusterLogView            *self)
{
  MusterLogRow *row = MUSTER_LOG_ROW (gtk_list_item_get_child (item));

  muster_log_row_set_session (row, self->session);
  muster_log_row_set_entry (row, gtk_list_item_get_item (item));
}

static void
unbind_cb (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           MusterLogView            *self)
{
  muster_log_row_set_entry (MUSTER_LOG_ROW (gtk_list_item_get_child (item)), NULL);
}

static void
update_count (MusterLogView *self)
{
  guint n, cursor, shown;
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  n = muster_session_get_n_entries (self->session);
  cursor = muster_session_get_cursor (self->session);
  shown = self->filtered ? g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) : 0;

  if (muster_session_get_break (self->session, NULL) > 0)
    /* Translators: entries in the log of a game whose log stopped replaying. */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entry, stopped at entry %u",
                                         "%u entries, stopped at entry %u", n),
                            n, muster_session_get_break (self->session, NULL));
  else if (n == cursor)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entry", "%u entries", n), n);
  else
    /* Translators: entries in the log, and how many of them are undone. */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entry, %u undone", "%u entries, %u undone", n),
                            n, n - cursor);
  gtk_label_set_text (self->count_label, text);
  gtk_stack_set_visible_child_name (self->stack, shown > 0 ? "log" : (n > 0 ? "no-bookmarks" : "empty"));
}

static void
bookmarks_toggled_cb (MusterLogView *self)
{
  gtk_filter_list_model_set_filter (self->filtered,
                                    gtk_toggle_button_get_active (self->bookmarks_button)
                                    ? self->bookmark_filter : NULL);
  update_count (self);
}

static gboolean
refilter_cb (gpointer data)
{
  MusterLogView *self = data;

  self->refilter_id = 0;
  if (self->bookmark_filter != NULL)
    gtk_filter_changed (self->bookmark_filter, GTK_FILTER_CHANGE_DIFFERENT);
  return G_SOURCE_REMOVE;
}

/* A filter does not watch the property it reads: when a star changes, the
 * Bookmarks list is filtered again. Later, not inside the click on the
 * star, whose row may then leave the list. */
static void
bookmarked_cb (MusterLogView *self)
{
  if (self->refilter_id == 0)
    self->refilter_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refilter_cb, g_object_ref (self), g_object_unref);
}

static void
watch_bookmarks_cb (GListModel    *log,
                    guint          position,
                    guint          removed,
                    guint          added,
                    MusterLogView *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(MusterEntry) entry = g_list_model_get_item (log, i);

      g_signal_connect_object (entry, "notify::bookmarked", G_CALLBACK (bookmarked_cb), self, G_CONNECT_SWAPPED);
    }
}

static gboolean
scroll_to_top_cb (gpointer data)
{
  MusterLogView *self = data;

  self->scroll_id = 0;
  if (self->filtered != NULL && g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", 0);
  return G_SOURCE_REMOVE;
}

/* Runs before the list view sees the change (it is connected first). A
 * new entry goes on top; the list would keep the old top in view, so
 * when people were looking at the newest, show them the new newest. */
static void
log_changed_cb (GListModel    *model,
                guint          position,
                guint          removed,
                guint          added,
                MusterLogView *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list_view));

  if (added > 0 && position == 0 && self->scroll_id == 0 &&
      (adjustment == NULL || gtk_adjustment_get_value (adjustment) < 1.0))
    self->scroll_id = g_idle_add (scroll_to_top_cb, self);
}

void
muster_log_view_set_session (MusterLogView *self,
                             MusterSession *session)
{
  g_autoptr(GtkSorter) sorter = NULL;
  GtkSortListModel *sorted;
  GtkNoSelection *selection;
  GListModel *log;

  g_return_if_fail (MUSTER_IS_LOG_VIEW (self));

  if (self->session != NULL)
    {
      log = muster_session_get_log (self->session);
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (log, self);
      for (guint i = 0; i < g_list_model_get_n_items (log); i++)
        {
          g_autoptr(MusterEntry) entry = g_list_model_get_item (log, i);

          g_signal_handlers_disconnect_by_data (entry, self);
        }
    }
  g_set_object (&self->session, session);
  gtk_list_view_set_model (self->list_view, NULL);
  g_clear_object (&self->waiting);
  self->filtered = NULL;
  if (session == NULL)
    return;

  /* Newest first: the latest event is what people look for. */
  sorter = GTK_SORTER (gtk_numeric_sorter_new (gtk_property_expression_new (MUSTER_TYPE_ENTRY, NULL, "number")));
  gtk_numeric_sorter_set_sort_order (GTK_NUMERIC_SORTER (sorter), GTK_SORT_DESCENDING);
  log = muster_session_get_log (session);
  g_signal_connect_object (log, "items-changed", G_CALLBACK (watch_bookmarks_cb), self, 0);
  watch_bookmarks_cb (log, 0, 0, g_list_model_get_n_items (log), self);
  sorted = gtk_sort_list_model_new (g_object_ref (log), g_object_ref (sorter));
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (sorted), NULL);
  g_signal_connect_object (self->filtered, "items-changed", G_CALLBACK (log_changed_cb), self, 0);
  selection = gtk_no_selection_new (G_LIST_MODEL (self->filtered));
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
      g_object_unref (selection);
    }
  else
    self->waiting = GTK_SELECTION_MODEL (selection);
  bookmarks_toggled_cb (self);

  g_signal_connect_object (session, "changed", G_CALLBACK (update_count), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->filtered, "items-changed", G_CALLBACK (update_count), self, G_CONNECT_SWAPPED);
  update_count (self);
}

static void
muster_log_view_map (GtkWidget *widget)
{
  MusterLogView *self = MUSTER_LOG_VIEW (widget);

  GTK_WIDGET_CLASS (muster_log_view_parent_class)->map (widget);
  if (self->waiting != NULL)
    {
      g_autoptr(GtkSelectionModel) model = g_steal_pointer (&self->waiting);

      gtk_list_view_set_model (self->list_view, model);
    }
}

static void
muster_log_view_dispose (GObject *object)
{
  GtkWidget *child;
  MusterLogView *self = MUSTER_LOG_VIEW (object);

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  g_clear_handle_id (&self->refilter_id, g_source_remove);
  g_clear_object (&self->session);
  g_clear_object (&self->waiting);
  self->filtered = NULL;  /* owned by the list view's selection model */
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LOG_VIEW);
  /* Template children without an id are not cleared by the call above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->bookmark_filter);

  G_OBJECT_CLASS (muster_log_view_parent_class)->dispose (object);
}

static void
muster_log_view_class_init (MusterLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_log_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-log-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterLogView, stack);
  gtk_widget_class_bind_template_child (widget_class, MusterLogView, list_view);
  gtk_widget_class_bind_template_child (widget_class, MusterLogView, bookmarks_button);
  gtk_widget_class_bind_template_child (widget_class, MusterLogView, count_label);
  gtk_widget_class_bind_template_callback (widget_class, bookmarks_toggled_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  widget_class->map = muster_log_view_map;
}

static void
muster_log_view_init (MusterLogView *self)
{
  GtkListItemFactory *factory;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->bookmark_filter = GTK_FILTER (gtk_bool_filter_new (gtk_property_expression_new (MUSTER_TYPE_ENTRY, NULL, "bookmarked")));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
}
