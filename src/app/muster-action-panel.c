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
  MusterSessionPanel parent_instance;

  GHashTable    *rows;        /* id -> MusterActionRow (a reference) */
  GPtrArray     *legal;       /* rows shown in each list, in order (borrowed) */
  GPtrArray     *illegal;

  /* Template widgets */
  GtkWidget     *legal_group;
  GtkListBox    *legal_list;
  GtkWidget     *illegal_group;
  GtkListBox    *illegal_list;
  GtkWidget     *empty_page;
};

G_DEFINE_FINAL_TYPE (MusterActionPanel, muster_action_panel, MUSTER_TYPE_SESSION_PANEL)

/* Takes out of @list the rows of @shown that @wanted no longer has (they
 * stay alive: the panel holds a reference to every row, and so to their
 * expanded forms). */
static void
drop_rows (GtkListBox *list,
           GPtrArray  *shown,
           GPtrArray  *wanted)
{
  for (guint i = shown->len; i-- > 0;)
    {
      gpointer row = g_ptr_array_index (shown, i);

      if (!g_ptr_array_find (wanted, row, NULL))
        {
          gtk_list_box_remove (list, row);
          g_ptr_array_remove_index (shown, i);
        }
    }
}

/* Puts the rows of @wanted in @list in their order, moving only those that
 * are new to it or out of place: rows that stay where they were are not
 * touched, so nothing there is measured or drawn again. */
static void
place_rows (GtkListBox *list,
            GPtrArray  *shown,
            GPtrArray  *wanted)
{
  for (guint i = 0; i < wanted->len; i++)
    {
      gpointer row = g_ptr_array_index (wanted, i);
      guint at;

      if (i < shown->len && g_ptr_array_index (shown, i) == row)
        continue;
      if (g_ptr_array_find (shown, row, &at))
        {
          gtk_list_box_remove (list, row);
          g_ptr_array_remove_index (shown, at);
        }
      gtk_list_box_insert (list, row, (int) i);
      g_ptr_array_insert (shown, (int) i, row);
    }
}

static void
muster_action_panel_refresh (MusterSessionPanel *panel,
                             MusterSession      *session)
{
  MusterActionPanel *self = MUSTER_ACTION_PANEL (panel);
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(GPtrArray) legal = g_ptr_array_new ();
  g_autoptr(GPtrArray) illegal = g_ptr_array_new ();
  g_autoptr(GHashTable) rows = NULL;

  actions = muster_state_list_actions (muster_session_get_state (session));
  rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  for (guint i = 0; actions && i < actions->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (actions, i);
      MusterActionRow *row = g_hash_table_lookup (self->rows, info->id);

      if (row == NULL || !muster_action_row_update (row, info))
        row = g_object_ref_sink (muster_action_row_new (session, info));
      else
        g_object_ref (row);
      g_hash_table_insert (rows, g_strdup (info->id), row);
      g_ptr_array_add (info->legal ? legal : illegal, row);
    }

  /* A row may move from one list to the other: out of both first. */
  drop_rows (self->legal_list, self->legal, legal);
  drop_rows (self->illegal_list, self->illegal, illegal);
  place_rows (self->legal_list, self->legal, legal);
  place_rows (self->illegal_list, self->illegal, illegal);
  g_clear_pointer (&self->rows, g_hash_table_unref);
  self->rows = g_steal_pointer (&rows);

  gtk_widget_set_visible (self->legal_group, legal->len > 0);
  gtk_widget_set_visible (self->illegal_group, illegal->len > 0);
  gtk_widget_set_visible (self->empty_page, legal->len == 0 && illegal->len == 0);
}

void
muster_action_panel_set_session (MusterActionPanel *self,
                                 MusterSession     *session)
{
  g_return_if_fail (MUSTER_IS_ACTION_PANEL (self));

  /* The rows perform their actions on the session they were made for. */
  g_hash_table_remove_all (self->rows);
  muster_session_panel_set_session (MUSTER_SESSION_PANEL (self), session);
}

MusterActionRow *
muster_action_panel_get_row (MusterActionPanel *self,
                             const char        *action)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_PANEL (self), NULL);
  muster_session_panel_flush (MUSTER_SESSION_PANEL (self));
  return g_hash_table_lookup (self->rows, action);
}

static void
muster_action_panel_dispose (GObject *object)
{
  MusterActionPanel *self = MUSTER_ACTION_PANEL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ACTION_PANEL);
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
  MUSTER_SESSION_PANEL_CLASS (klass)->refresh = muster_action_panel_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-action-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, legal_group);
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, legal_list);
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, illegal_group);
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, illegal_list);
  gtk_widget_class_bind_template_child (widget_class, MusterActionPanel, empty_page);
}

static void
muster_action_panel_init (MusterActionPanel *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->legal = g_ptr_array_new ();
  self->illegal = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}
