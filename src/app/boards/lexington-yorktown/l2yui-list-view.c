/* l2yui-list-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "lexington-yorktown/l2y-view.h"
#include "l2yui-list-view.h"
#include "l2yui-unit-row.h"

struct _L2yuiListView
{
  GtkWidget  parent_instance;

  MusterSession *session;
  GtkWidget *clamp;
  GtkWidget *total;
  GtkWidget *advice;
  GtkWidget *list;
  GtkWidget *empty;
  char      *total_text;
  guint      n_units;
};

G_DEFINE_FINAL_TYPE (L2yuiListView, l2yui_list_view, GTK_TYPE_WIDGET)

static GVariant *
target_of (const char *action,
           const char *arg)
{
  const char *args[] = { arg, NULL };

  return g_variant_new ("(s^as)", action, arg ? args : (const char *[]) { NULL });
}

void
l2yui_list_view_set_session (L2yuiListView *self,
                             MusterSession *session)
{
  g_return_if_fail (L2YUI_IS_LIST_VIEW (self));

  g_set_object (&self->session, session);
  l2yui_list_view_set_state (self, muster_session_get_state (session));
}

void
l2yui_list_view_set_state (L2yuiListView *self,
                           MusterState   *state)
{
  g_autoptr(GPtrArray) units = NULL;
  g_auto(GStrv) advice = NULL;
  GtkWidget *child;
  int total, limit;

  g_return_if_fail (L2YUI_IS_LIST_VIEW (self));

  if (!L2Y_IS_STATE (state))
    return;
  l2y_view_points (L2Y_STATE (state), &total, &limit);
  g_free (self->total_text);
  if (limit > 0)
    /* Translators: the army's cost of its points limit. */
    self->total_text = g_strdup_printf (ngettext ("%d of %d point", "%d of %d points", limit), total, limit);
  else
    self->total_text = g_strdup_printf (ngettext ("%d point, no limit", "%d points, no limit", total), total);
  gtk_label_set_label (GTK_LABEL (self->total), self->total_text);
  if (limit > 0 && total > limit)
    gtk_widget_add_css_class (self->total, "error");
  else
    gtk_widget_remove_css_class (self->total, "error");

  advice = l2y_view_army_warnings (L2Y_STATE (state));
  {
    g_autofree char *joined = g_strjoinv ("\n", advice);

    gtk_label_set_label (GTK_LABEL (self->advice), joined);
    gtk_widget_set_visible (self->advice, advice[0] != NULL);
  }

  units = l2y_view_units (L2Y_STATE (state), NULL);
  /* The same units: each row shown anew in place, so an open row stays open
   * and the focus where it was; else the rows made again. */
  {
    gboolean same = units->len == self->n_units;

    for (guint i = 0; same && i < units->len; i++)
      same = g_str_equal (l2yui_unit_row_get_id (L2YUI_UNIT_ROW (l2yui_list_view_get_row (self, i))),
                          ((L2yViewUnit *) g_ptr_array_index (units, i))->id);
    if (same)
      for (guint i = 0; i < units->len; i++)
        l2yui_unit_row_update (L2YUI_UNIT_ROW (l2yui_list_view_get_row (self, i)), g_ptr_array_index (units, i));
    else
      {
        while ((child = gtk_widget_get_first_child (self->list)) != NULL)
          gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
        for (guint i = 0; i < units->len; i++)
          gtk_list_box_append (GTK_LIST_BOX (self->list), l2yui_unit_row_new (self->session, g_ptr_array_index (units, i)));
      }
  }
  self->n_units = units->len;
  gtk_widget_set_visible (self->list, units->len > 0);
  gtk_widget_set_visible (self->empty, units->len == 0);
}

const char *
l2yui_list_view_get_total (L2yuiListView *self)
{
  g_return_val_if_fail (L2YUI_IS_LIST_VIEW (self), NULL);
  return self->total_text;
}

guint
l2yui_list_view_get_n_units (L2yuiListView *self)
{
  g_return_val_if_fail (L2YUI_IS_LIST_VIEW (self), 0);
  return self->n_units;
}

GtkWidget *
l2yui_list_view_get_row (L2yuiListView *self,
                         guint          i)
{
  g_return_val_if_fail (L2YUI_IS_LIST_VIEW (self), NULL);
  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->list), i));
}

static void
l2yui_list_view_dispose (GObject *object)
{
  L2yuiListView *self = L2YUI_LIST_VIEW (object);

  g_clear_pointer (&self->clamp, gtk_widget_unparent);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (l2yui_list_view_parent_class)->dispose (object);
}

static void
l2yui_list_view_finalize (GObject *object)
{
  g_free (L2YUI_LIST_VIEW (object)->total_text);
  G_OBJECT_CLASS (l2yui_list_view_parent_class)->finalize (object);
}

static void
l2yui_list_view_class_init (L2yuiListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = l2yui_list_view_dispose;
  object_class->finalize = l2yui_list_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "l2yuilistview");
}

static void
l2yui_list_view_init (L2yuiListView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title = gtk_label_new (_("Army List"));
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *add = gtk_button_new_with_label (_("Add Unit…"));
  GtkWidget *limit = gtk_button_new_with_label (_("Points Limit…"));

  self->clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), 760);
  gtk_widget_set_margin_top (self->clamp, 18);
  gtk_widget_set_margin_bottom (self->clamp, 24);
  gtk_widget_set_margin_start (self->clamp, 12);
  gtk_widget_set_margin_end (self->clamp, 12);
  gtk_widget_set_parent (self->clamp, GTK_WIDGET (self));
  adw_clamp_set_child (ADW_CLAMP (self->clamp), box);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "title-2");
  gtk_box_append (GTK_BOX (header), title);
  self->total = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->total, "title-4");
  gtk_widget_add_css_class (self->total, "numeric");
  gtk_box_append (GTK_BOX (header), self->total);
  gtk_box_append (GTK_BOX (box), header);

  self->advice = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->advice), 0);
  gtk_label_set_wrap (GTK_LABEL (self->advice), TRUE);
  gtk_widget_add_css_class (self->advice, "error");
  gtk_box_append (GTK_BOX (box), self->advice);

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Units"), -1);
  gtk_box_append (GTK_BOX (box), self->list);

  self->empty = gtk_label_new (_("No units yet. Add the first with Add Unit; each is priced by the Cost Chart (13)."));
  gtk_label_set_wrap (GTK_LABEL (self->empty), TRUE);
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_box_append (GTK_BOX (box), self->empty);

  gtk_widget_add_css_class (add, "suggested-action");
  gtk_widget_add_css_class (add, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "board.form");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (add), target_of ("add-unit", NULL));
  gtk_widget_add_css_class (limit, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (limit), "board.form");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (limit), target_of ("points", NULL));
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (buttons, 6);
  gtk_box_append (GTK_BOX (buttons), add);
  gtk_box_append (GTK_BOX (buttons), limit);
  gtk_box_append (GTK_BOX (box), buttons);
}

GtkWidget *
l2yui_list_view_new (void)
{
  return g_object_new (L2YUI_TYPE_LIST_VIEW, NULL);
}
