/* muster-sheet-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-rule-link.h"
#include "widgets/muster-sheet-view.h"

struct _MusterSheetView
{
  GtkWidget    parent_instance;

  MusterSheet *sheet;

  /* Template widgets */
  GtkWidget   *box;
  GtkLabel    *title_label;
  GtkListBox  *rows;
};

enum
{
  PROP_0,
  PROP_SHEET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterSheetView, muster_sheet_view, GTK_TYPE_WIDGET)

static GtkWidget *
step_button (const MusterSheet    *sheet,
             const MusterSheetRow *row,
             int                   delta)
{
  GtkWidget *button = gtk_button_new_from_icon_name (delta < 0 ? "list-remove-symbolic" : "list-add-symbolic");
  g_autofree char *amount = g_strdup_printf ("%+d", delta);
  const char *args[] = { sheet->id, row->label, amount, NULL };
  g_autofree char *name = delta < 0
    /* Translators: a button taking one from a row of a sheet, “One Less Models”. */
    ? g_strdup_printf (_("One Less: %s"), row->label)
    /* Translators: a button adding one to a row of a sheet. */
    : g_strdup_printf (_("One More: %s"), row->label);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "circular");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_sensitive (button, delta < 0 ? row->number > row->min : row->number < row->max);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "session.perform");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new ("(s^as)", row->adjust_action, args));
  return button;
}

static GtkWidget *
sheet_row (const MusterSheet    *sheet,
           const MusterSheetRow *row)
{
  GtkWidget *widget = adw_action_row_new ();
  GtkWidget *value = gtk_label_new (row->value ? row->value : "");
  gboolean adjustable = row->is_track && row->adjust_action != NULL;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (widget), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (widget), row->label ? row->label : "");
  if (g_strcmp0 (row->source, "reconstructed") == 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), _("Reconstructed: the printed game does not give it"));
  else if (g_strcmp0 (row->source, "user") == 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (widget), _("Set by the players"));
  if (row->section != NULL)
    {
      GtkWidget *link = muster_rule_button_new (row->section);

      gtk_widget_set_valign (link, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (widget), link);
    }
  gtk_label_set_xalign (GTK_LABEL (value), 1);
  /* A value in words wraps rather than squeeze the row's label. */
  gtk_label_set_wrap (GTK_LABEL (value), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (value), PANGO_WRAP_WORD);
  gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
  gtk_label_set_width_chars (GTK_LABEL (value), MIN ((int) g_utf8_strlen (row->value ? row->value : "", -1), 16));
  gtk_label_set_max_width_chars (GTK_LABEL (value), 24);
  gtk_widget_add_css_class (value, "numeric");
  if (adjustable)
    adw_action_row_add_suffix (ADW_ACTION_ROW (widget), step_button (sheet, row, -1));
  adw_action_row_add_suffix (ADW_ACTION_ROW (widget), value);
  if (adjustable)
    adw_action_row_add_suffix (ADW_ACTION_ROW (widget), step_button (sheet, row, +1));
  /* Only the buttons take the focus. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (widget), FALSE);
  gtk_widget_set_focusable (widget, FALSE);
  return widget;
}

void
muster_sheet_view_set_sheet (MusterSheetView   *self,
                             const MusterSheet *sheet)
{
  GtkWidget *child;

  g_return_if_fail (MUSTER_IS_SHEET_VIEW (self));

  g_clear_pointer (&self->sheet, muster_sheet_free);
  if (sheet != NULL)
    self->sheet = muster_sheet_copy (sheet);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows))) != NULL)
    gtk_list_box_remove (self->rows, child);
  gtk_label_set_text (self->title_label, self->sheet && self->sheet->title ? self->sheet->title : "");
  for (guint i = 0; self->sheet != NULL && i < self->sheet->rows->len; i++)
    gtk_list_box_append (self->rows, sheet_row (self->sheet, g_ptr_array_index (self->sheet->rows, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->rows), self->sheet != NULL && self->sheet->rows->len > 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHEET]);
}

const MusterSheet *
muster_sheet_view_get_sheet (MusterSheetView *self)
{
  g_return_val_if_fail (MUSTER_IS_SHEET_VIEW (self), NULL);

  return self->sheet;
}

static void
muster_sheet_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  MusterSheetView *self = MUSTER_SHEET_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      g_value_set_boxed (value, self->sheet);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_sheet_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  MusterSheetView *self = MUSTER_SHEET_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      muster_sheet_view_set_sheet (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_sheet_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_SHEET_VIEW);
  G_OBJECT_CLASS (muster_sheet_view_parent_class)->dispose (object);
}

static void
muster_sheet_view_finalize (GObject *object)
{
  MusterSheetView *self = MUSTER_SHEET_VIEW (object);

  g_clear_pointer (&self->sheet, muster_sheet_free);
  G_OBJECT_CLASS (muster_sheet_view_parent_class)->finalize (object);
}

static void
muster_sheet_view_class_init (MusterSheetViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_sheet_view_get_property;
  object_class->set_property = muster_sheet_view_set_property;
  object_class->dispose = muster_sheet_view_dispose;
  object_class->finalize = muster_sheet_view_finalize;

  properties[PROP_SHEET] =
    g_param_spec_boxed ("sheet", NULL, NULL, MUSTER_TYPE_SHEET,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-sheet-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterSheetView, box);
  gtk_widget_class_bind_template_child (widget_class, MusterSheetView, title_label);
  gtk_widget_class_bind_template_child (widget_class, MusterSheetView, rows);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mustersheet");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
muster_sheet_view_init (MusterSheetView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
muster_sheet_view_new (const MusterSheet *sheet)
{
  GtkWidget *self = g_object_new (MUSTER_TYPE_SHEET_VIEW, NULL);

  muster_sheet_view_set_sheet (MUSTER_SHEET_VIEW (self), sheet);
  return self;
}
