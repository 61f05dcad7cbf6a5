/* l2yui-unit-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-perform.h"
#include "l2yui-unit-row.h"

/* The fields with an editor, in the order shown. */
static const struct
{
  const char *field;
  const char *label;
} editors[] = {
  { "name", N_("Name") },
  { "type", N_("Troop type") },
  { "grade", N_("Grade") },
  { "models", N_("Models (gun models for guns)") },
  { "gunners", N_("Gunners") },
  { "formation", N_("Formation") },
  { "weapon", N_("Weapon") },
  { "irregular", N_("Irregulars") },
  { "light", N_("Light troops") },
  { "bayonets", N_("Bayonets") },
  { "limbers", N_("Limbers") },
};

struct _L2yuiUnitRow
{
  AdwExpanderRow  parent_instance;

  MusterSession  *session;
  L2yViewUnit    *unit;        /* as last shown */
  gboolean        updating;    /* setting the editors, not the players */
  GtkWidget      *points;
  GtkWidget      *warning;
  GtkWidget      *remove;
  GtkWidget      *rows[G_N_ELEMENTS (editors)];
  GtkWidget      *inputs[G_N_ELEMENTS (editors)]; /* the spin button or switch of a row */
  GtkWidget      *counting;    /* a spin button still moving: logged once it rests */
  guint           count_timeout;
};

/* How long a spin button rests before its count is logged: one entry
 * for 12 → 17, not five. */
#define COUNT_REST_MS 700

G_DEFINE_FINAL_TYPE (L2yuiUnitRow, l2yui_unit_row, ADW_TYPE_EXPANDER_ROW)

static void show_unit (L2yuiUnitRow *self);

static gboolean
show_unit_cb (gpointer data)
{
  show_unit (data);
  return G_SOURCE_REMOVE;
}

/* A refused change: the editors back to the unit as it stands once the
 * editor's own signal is over (the refusal is shown by muster_perform). */
static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      data)
{
  L2yuiUnitRow *self = data;

  if (error != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT, show_unit_cb, g_object_ref (self), g_object_unref);
  g_object_unref (self);
}

/* @field's value as the unit has it, in set-unit's words. */
static char *
current_value (const L2yViewUnit *unit,
               const char        *field)
{
  if (g_str_equal (field, "name"))
    return g_strdup (unit->name);
  if (g_str_equal (field, "type"))
    return g_strdup (unit->type);
  if (g_str_equal (field, "grade"))
    return g_strdup_printf ("%c", unit->grade);
  if (g_str_equal (field, "models"))
    return g_strdup_printf ("%d", unit->models);
  if (g_str_equal (field, "gunners"))
    return g_strdup_printf ("%d", unit->gunners);
  if (g_str_equal (field, "formation"))
    return g_strdup (unit->ranks);
  if (g_str_equal (field, "weapon"))
    return g_strdup (unit->weapon);
  return g_strdup ((g_str_equal (field, "irregular") ? unit->irregular
                    : g_str_equal (field, "light") ? unit->light
                    : g_str_equal (field, "bayonets") ? unit->bayonets : unit->limbers) ? "yes" : "no");
}

static void
set_unit (L2yuiUnitRow *self,
          const char   *field,
          const char   *value)
{
  const char *args[] = { self->unit->id, field, value, NULL };
  g_autofree char *now = NULL;

  if (self->updating)
    return;
  /* Nothing changes: nothing to log. */
  now = current_value (self->unit, field);
  if (g_str_equal (now, value))
    return;
  muster_perform (GTK_WIDGET (self), self->session, "set-unit", args, performed_cb, g_object_ref (self));
}

static guint
editor_index (const char *field)
{
  for (guint i = 0; i < G_N_ELEMENTS (editors); i++)
    if (g_str_equal (editors[i].field, field))
      return i;
  g_return_val_if_reached (0);
}

static void
name_applied_cb (AdwEntryRow  *row,
                 L2yuiUnitRow *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  if (*name != '\0')
    set_unit (self, "name", name);
}

static void
choice_cb (AdwComboRow  *row,
           GParamSpec   *pspec,
           L2yuiUnitRow *self)
{
  const char *field = g_object_get_data (G_OBJECT (row), "l2yui-field");
  const char * const *names;
  const char * const *values = l2y_view_choices (field, &names);
  guint selected = adw_combo_row_get_selected (row);

  if (values != NULL && selected < g_strv_length ((char **) values))
    set_unit (self, field, values[selected]);
}

/* The count a spin button came to, logged. */
static void
count_flush (L2yuiUnitRow *self)
{
  GtkWidget *spin = g_steal_pointer (&self->counting);
  g_autofree char *value = NULL;

  g_clear_handle_id (&self->count_timeout, g_source_remove);
  if (spin == NULL)
    return;
  value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)));
  set_unit (self, g_object_get_data (G_OBJECT (spin), "l2yui-field"), value);
}

static gboolean
count_rested_cb (gpointer data)
{
  L2yuiUnitRow *self = data;

  self->count_timeout = 0;
  count_flush (self);
  return G_SOURCE_REMOVE;
}

static void
count_cb (GtkSpinButton *spin,
          L2yuiUnitRow  *self)
{
  if (self->updating)
    return;
  if (self->counting != NULL && self->counting != GTK_WIDGET (spin))
    count_flush (self);
  self->counting = GTK_WIDGET (spin);
  g_clear_handle_id (&self->count_timeout, g_source_remove);
  self->count_timeout = g_timeout_add (COUNT_REST_MS, count_rested_cb, self);
}

/* Leaving the spin button, or Enter in it, logs the count at once. */
static void
count_leave_cb (L2yuiUnitRow *self)
{
  count_flush (self);
}

static void
switch_cb (GtkSwitch    *toggle,
           GParamSpec   *pspec,
           L2yuiUnitRow *self)
{
  set_unit (self, g_object_get_data (G_OBJECT (toggle), "l2yui-field"), gtk_switch_get_active (toggle) ? "yes" : "no");
}

static GtkWidget *
make_editor (L2yuiUnitRow *self,
             guint         i)
{
  const char *field = editors[i].field;
  const char * const *names;
  const char * const *values = l2y_view_choices (field, &names);
  GtkWidget *row;

  if (g_str_equal (field, "name"))
    {
      row = adw_entry_row_new ();
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      g_signal_connect (row, "apply", G_CALLBACK (name_applied_cb), self);
    }
  else if (values != NULL)
    {
      g_autoptr(GtkStringList) model = gtk_string_list_new ((const char * const *) names);

      row = adw_combo_row_new ();
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
      g_signal_connect (row, "notify::selected", G_CALLBACK (choice_cb), self);
    }
  else if (g_str_equal (field, "models") || g_str_equal (field, "gunners"))
    {
      GtkWidget *spin = gtk_spin_button_new_with_range (g_str_equal (field, "models") ? 1 : 0, 200, 1);

      row = adw_action_row_new ();
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      g_signal_connect (spin, "value-changed", G_CALLBACK (count_cb), self);
      g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate",
                                G_CALLBACK (count_leave_cb), self);
      {
        GtkEventController *focus = gtk_event_controller_focus_new ();

        g_signal_connect_swapped (focus, "leave", G_CALLBACK (count_leave_cb), self);
        gtk_widget_add_controller (spin, focus);
      }
      self->inputs[i] = spin;
    }
  else
    {
      GtkWidget *toggle = gtk_switch_new ();

      row = adw_action_row_new ();
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      g_signal_connect (toggle, "notify::active", G_CALLBACK (switch_cb), self);
      self->inputs[i] = toggle;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(editors[i].label));
  if (self->inputs[i] != NULL)
    g_object_set_data_full (G_OBJECT (self->inputs[i]), "l2yui-field", g_strdup (field), g_free);
  g_object_set_data_full (G_OBJECT (row), "l2yui-field", g_strdup (field), g_free);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), row);
  return row;
}

static guint
choice_index (const char *field,
              const char *value)
{
  const char * const *names;
  const char * const *values = l2y_view_choices (field, &names);

  for (guint i = 0; values && values[i]; i++)
    if (g_str_equal (values[i], value))
      return i;
  return 0;
}

/* The editors and the header from self->unit. */
static void
show_unit (L2yuiUnitRow *self)
{
  const L2yViewUnit *unit = self->unit;
  g_autoptr(GString) subtitle = g_string_new (NULL);
  g_autofree char *cost = g_strdup_printf (ngettext ("%d point", "%d points", unit->cost), unit->cost);
  g_autofree char *remove = g_strdup_printf (_("Remove %s"), unit->name);
  gboolean warned = unit->warnings != NULL && unit->warnings[0] != NULL;
  char grade[2] = { unit->grade, '\0' };

  self->updating = TRUE;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), unit->name);
  g_string_append_printf (subtitle, "%s\n%s", unit->summary, unit->breakdown);
  for (guint i = 0; warned && unit->warnings[i] != NULL; i++)
    g_string_append_printf (subtitle, "\n⚠ %s", unit->warnings[i]);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle->str);
  gtk_label_set_label (GTK_LABEL (self->points), cost);
  gtk_widget_set_visible (self->warning, warned);
  if (warned)
    {
      g_autofree char *joined = g_strjoinv ("\n", unit->warnings);

      gtk_widget_set_tooltip_text (self->warning, joined);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->warning), GTK_ACCESSIBLE_PROPERTY_LABEL, joined, -1);
    }
  gtk_widget_set_tooltip_text (self->remove, remove);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->remove),
                                          g_variant_new ("(s^as)", "remove-unit",
                                                         (const char *[]) { unit->id, NULL }));

  for (guint i = 0; i < G_N_ELEMENTS (editors); i++)
    {
      const char *field = editors[i].field;
      GtkWidget *row = self->rows[i];

      gtk_widget_set_visible (row, g_strv_contains ((const char * const *) unit->fields, field));
      if (g_str_equal (field, "name"))
        {
          if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), unit->name) != 0)
            gtk_editable_set_text (GTK_EDITABLE (row), unit->name);
        }
      else if (ADW_IS_COMBO_ROW (row))
        adw_combo_row_set_selected (ADW_COMBO_ROW (row),
                                    choice_index (field, g_str_equal (field, "type") ? unit->type
                                                         : g_str_equal (field, "grade") ? grade
                                                         : g_str_equal (field, "formation") ? unit->ranks
                                                         : unit->weapon));
      else if (GTK_IS_SPIN_BUTTON (self->inputs[i]))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->inputs[i]),
                                   g_str_equal (field, "models") ? unit->models : unit->gunners);
      else if (GTK_IS_SWITCH (self->inputs[i]))
        gtk_switch_set_active (GTK_SWITCH (self->inputs[i]),
                               g_str_equal (field, "irregular") ? unit->irregular
                               : g_str_equal (field, "light") ? unit->light
                               : g_str_equal (field, "bayonets") ? unit->bayonets : unit->limbers);
    }
  self->updating = FALSE;
}

void
l2yui_unit_row_update (L2yuiUnitRow      *self,
                       const L2yViewUnit *unit)
{
  g_return_if_fail (L2YUI_IS_UNIT_ROW (self));

  g_clear_pointer (&self->unit, l2y_view_unit_free);
  self->unit = l2y_view_unit_copy (unit);
  show_unit (self);
}

const char *
l2yui_unit_row_get_id (L2yuiUnitRow *self)
{
  g_return_val_if_fail (L2YUI_IS_UNIT_ROW (self), NULL);
  return self->unit->id;
}

GtkWidget *
l2yui_unit_row_get_field (L2yuiUnitRow *self,
                          const char   *field)
{
  GtkWidget *row;

  g_return_val_if_fail (L2YUI_IS_UNIT_ROW (self), NULL);

  row = self->rows[editor_index (field)];
  return gtk_widget_get_visible (row) ? row : NULL;
}

static void
l2yui_unit_row_dispose (GObject *object)
{
  L2yuiUnitRow *self = L2YUI_UNIT_ROW (object);

  g_clear_handle_id (&self->count_timeout, g_source_remove);
  self->counting = NULL;
  G_OBJECT_CLASS (l2yui_unit_row_parent_class)->dispose (object);
}

static void
l2yui_unit_row_finalize (GObject *object)
{
  L2yuiUnitRow *self = L2YUI_UNIT_ROW (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->unit, l2y_view_unit_free);
  G_OBJECT_CLASS (l2yui_unit_row_parent_class)->finalize (object);
}

static void
l2yui_unit_row_class_init (L2yuiUnitRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = l2yui_unit_row_dispose;
  G_OBJECT_CLASS (klass)->finalize = l2yui_unit_row_finalize;
}

static void
l2yui_unit_row_init (L2yuiUnitRow *self)
{
  /* Each action goes before those added earlier: the warning, the cost,
   * then the remove button, read left to right. */
  self->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (self->remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->remove, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->remove), "session.perform");
  adw_expander_row_add_action (ADW_EXPANDER_ROW (self), self->remove);
  self->points = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->points, "numeric");
  gtk_widget_add_css_class (self->points, "heading");
  adw_expander_row_add_action (ADW_EXPANDER_ROW (self), self->points);
  self->warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (self->warning, "warning");
  adw_expander_row_add_action (ADW_EXPANDER_ROW (self), self->warning);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self), FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (editors); i++)
    self->rows[i] = make_editor (self, i);
}

GtkWidget *
l2yui_unit_row_new (MusterSession     *session,
                    const L2yViewUnit *unit)
{
  L2yuiUnitRow *self = g_object_new (L2YUI_TYPE_UNIT_ROW, NULL);

  self->session = g_object_ref (session);
  l2yui_unit_row_update (self, unit);
  return GTK_WIDGET (self);
}
