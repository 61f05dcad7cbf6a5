/* muster-action-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-action-panel.h"

struct _MusterActionPanel
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GHashTable    *rows;        /* id -> MusterActionRow (a reference) */
  GPtrArray     *legal;       /* rows shown in each list, in order (borrowed) */
  GPtrArray     *illegal;
  guint          refresh_id;

  /* Template widgets */
  GtkWidget     *legal_group;
  GtkListBox    *legal_list;
  GtkWidget     *illegal_group;
  GtkListBox    *illegal_list;
  GtkWidget     *empty_page;
};

G_DEFINE_FINAL_TYPE (MusterActionPanel, muster_action_panel, GTK_TYPE_WIDGET)

static gboolean
same_rows (GPtrArray *a,
           GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (g_ptr_array_index (a, i) != g_ptr_array_index (b, i))
      return FALSE;
  return TRUE;
}

static void
clear_list (GtkListBox *list,
            GPtrArray  *shown)
{
  GtkWidget *child;

  /* The panel holds a reference to every row, so taking them out of the
   * list does not destroy them (nor their expanded forms). */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
  g_ptr_array_set_size (shown, 0);
}

static void
fill_list (GtkListBox *list,
           GPtrArray  *shown,
           GPtrArray  *rows)
{
  for (guint i = 0; i < rows->len; i++)
    gtk_list_box_append (list, g_ptr_array_index (rows, i));
  g_ptr_array_extend (shown, rows, NULL, NULL);
}

static gboolean
refresh_cb (gpointer data)
{
  MusterActionPanel *self = data;
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(GPtrArray) legal = g_ptr_array_new ();
  g_autoptr(GPtrArray) illegal = g_ptr_array_new ();
  g_autoptr(GHashTable) rows = NULL;

  self->refresh_id = 0;
  if (self->session == NULL)
    return G_SOURCE_REMOVE;

  actions = muster_state_list_actions (muster_session_get_state (self->session));
  rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  for (guint i = 0; actions && i < actions->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (actions, i);
      MusterActionRow *row = g_hash_table_lookup (self->rows, info->id);

      if (row == NULL || !muster_action_row_update (row, info))
        row = g_object_ref_sink (muster_action_row_new (self->session, info));
      else
        g_object_ref (row);
      g_hash_table_insert (rows, g_strdup (info->id), row);
      g_ptr_array_add (info->legal ? legal : illegal, row);
    }

  /* A row may move from one list to the other: empty both first. */
  if (!same_rows (self->legal, legal) || !same_rows (self->illegal, illegal))
    {
      clear_list (self->legal_list, self->legal);
      clear_list (self->illegal_list, self->illegal);
      fill_list (self->legal_list, self->legal, legal);
      fill_list (self->illegal_list, self->illegal, illegal);
    }
  g_clear_pointer (&self->rows, g_hash_table_unref);
  self->rows = g_steal_pointer (&rows);

  gtk_widget_set_visible (self->legal_group, legal->len > 0);
  gtk_widget_set_visible (self->illegal_group, illegal->len > 0);
  gtk_widget_set_visible (self->empty_page, legal->len == 0 && illegal->len == 0);
  return G_SOURCE_REMOVE;
}

static void
queue_refresh (MusterActionPanel *self)
{
  /* Later, not inside the button press that performed the action. */
  if (self->refresh_id == 0)
    self->refresh_id = g_idle_add (refresh_cb, self);
}

void
muster_action_panel_set_session (MusterActionPanel *self,
                                 MusterSession     *session)
{
  g_return_if_fail (MUSTER_IS_ACTION_PANEL (self));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_hash_table_remove_all (self->rows);
  if (session != NULL)
    g_signal_connect_object (session, "changed", G_CALLBACK (queue_refresh), self, G_CONNECT_SWAPPED);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  refresh_cb (self);
}

MusterActionRow *
muster_action_panel_get_row (MusterActionPanel *self,
                             const char        *action)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_PANEL (self), NULL);
  if (self->refresh_id != 0)
    {
      g_clear_handle_id (&self->refresh_id, g_source_remove);
      refresh_cb (self);
    }
  return g_hash_table_lookup (self->rows, action);
}

static void
muster_action_panel_dispose (GObject *object)
{
  GtkWidget *child;
  MusterActionPanel *self = MUSTER_ACTION_PANEL (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ACTION_PANEL);
  /* Template children without an id are not cleared by the call above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->rows, g_hash_table_unref);

  G_OBJECT_CLASS (muster_action_panel_parent_class)->dispose (object);
}

static void
muster_action_panel_finalize (GObject *object)
{
  MusterActionPanel *self = MUSTER_ACTION_PANEL (object);

  g_ptr_array_unref (self->legal);
  g_ptr_array_unref (self->illegal);

  G_OBJECT_CLASS (muster_action_panel_parent_class)->finalize (object);
}

static void
muster_action_panel_class_init (MusterActionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_action_panel_dispose;
  object_class->finalize = muster_action_panel_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-action-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, legal_group);
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, legal_list);
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, illegal_group);
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, illegal_list);
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, empty_page);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_action_panel_init (MusterActionPanel *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->legal = g_ptr_array_new ();
  self->illegal = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}
