/* empui-place-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-perform.h"
#include "empires-revolution/emp-view.h"
#include "empui-place-editor.h"

/* The kinds a place may be marked, as set-place names them. */
static const struct
{
  const char *field;
  const char *title;
  const char *subtitle;
  gboolean    sea;
} kinds[] = {
  { "city", N_("City"), N_("Builds units; ships beside it"), FALSE },
  { "fort", N_("Fort"), N_("+1 in defence; 4 cannon to the first army"), FALSE },
  { "red", N_("Indian settlement"), N_("A red square"), FALSE },
  { "yellow", N_("Blockade square"), N_("A yellow square"), TRUE },
};

/* The borders, as set-border names them, in the combo's order. */
static const char * const borders[] = { "land", "river", "none" };

struct _EmpuiPlaceEditor
{
  GtkWidget      parent_instance;

  MusterSession *session;
  int            selected;
  int            target;
  gboolean       syncing;

  GtkWidget     *group;
  GtkWidget     *kind_rows[G_N_ELEMENTS (kinds)];
  GtkWidget     *switches[G_N_ELEMENTS (kinds)];
  GtkWidget     *value_row;
  GtkWidget     *value_label;
  GtkWidget     *less;
  GtkWidget     *more;
  GtkWidget     *border_row;
};

G_DEFINE_FINAL_TYPE (EmpuiPlaceEditor, empui_place_editor, GTK_TYPE_WIDGET)

static EmpState *
get_state (EmpuiPlaceEditor *self)
{
  MusterState *state = self->session ? muster_session_get_state (self->session) : NULL;

  return state && EMP_IS_STATE (state) ? EMP_STATE (state) : NULL;
}

static void sync_rows (EmpuiPlaceEditor *self);

/* A refused correction leaves the rows as the map has them. */
static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      data)
{
  g_autoptr(EmpuiPlaceEditor) self = data;

  if (entry == NULL && error != NULL)
    muster_show_toast (GTK_WIDGET (self), error->message);
  sync_rows (self);
}

static void
correct (EmpuiPlaceEditor   *self,
         const char         *action,
         const char * const *args)
{
  muster_perform (GTK_WIDGET (self), self->session, action, args, performed_cb, g_object_ref (self));
}

static void
switch_cb (GtkSwitch        *sw,
           GParamSpec       *pspec,
           EmpuiPlaceEditor *self)
{
  EmpState *state = get_state (self);
  EmpViewPlace place;

  if (self->syncing || state == NULL || self->selected < 0)
    return;
  emp_view_place (state, (guint) self->selected, &place);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (self->switches[i] == GTK_WIDGET (sw))
      correct (self, "set-place",
               (const char *[]) { place.id, kinds[i].field, gtk_switch_get_active (sw) ? "yes" : "no", NULL });
}

static void
step_cb (GtkButton        *button,
         EmpuiPlaceEditor *self)
{
  EmpState *state = get_state (self);
  EmpViewPlace place;
  g_autofree char *value = NULL;

  if (state == NULL || self->selected < 0)
    return;
  emp_view_place (state, (guint) self->selected, &place);
  value = g_strdup_printf ("%d", place.value + (GTK_WIDGET (button) == self->more ? 1 : -1));
  correct (self, "set-place", (const char *[]) { place.id, "value", value, NULL });
}

static void
border_cb (AdwComboRow      *row,
           GParamSpec       *pspec,
           EmpuiPlaceEditor *self)
{
  EmpState *state = get_state (self);
  EmpViewPlace a, b;
  guint chosen = adw_combo_row_get_selected (row);

  if (self->syncing || state == NULL || self->selected < 0 || self->target < 0 || chosen >= G_N_ELEMENTS (borders))
    return;
  emp_view_place (state, (guint) self->selected, &a);
  emp_view_place (state, (guint) self->target, &b);
  correct (self, "set-border", (const char *[]) { a.id, b.id, borders[chosen], NULL });
}

/* The rows as the group's map has the place now. */
static void
sync_rows (EmpuiPlaceEditor *self)
{
  EmpState *state = get_state (self);
  EmpViewPlace place, other;
  g_autofree char *value = NULL;
  g_autofree char *title = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), state != NULL && self->selected >= 0);
  if (state == NULL || self->selected < 0)
    return;
  self->syncing = TRUE;
  emp_view_place (state, (guint) self->selected, &place);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      gboolean on = g_str_equal (kinds[i].field, "city") ? place.city
                    : g_str_equal (kinds[i].field, "fort") ? place.fort
                    : g_str_equal (kinds[i].field, "red") ? place.red : place.yellow;

      gtk_widget_set_visible (self->kind_rows[i], kinds[i].sea ? place.sea : place.land);
      gtk_switch_set_active (GTK_SWITCH (self->switches[i]), on);
    }
  gtk_widget_set_visible (self->value_row, place.land);
  value = g_strdup_printf ("%d", place.value);
  gtk_label_set_label (GTK_LABEL (self->value_label), value);
  gtk_widget_set_sensitive (self->less, place.value > 0);
  gtk_widget_set_sensitive (self->more, place.value < 99);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->value_row),
                               place.value_reconstructed ? _("Reconstructed: the printed game does not give it")
                                                         : _("As the group set it"));
  gtk_widget_set_visible (self->border_row, self->target >= 0 && self->target != self->selected);
  /* Off the map (the British Isles, France Begins Here) there is nothing
   * to mark, only a border to a target. */
  gtk_widget_set_visible (GTK_WIDGET (self), place.land || place.sea || gtk_widget_get_visible (self->border_row));
  if (self->target >= 0 && self->target != self->selected)
    {
      const char *kind = emp_view_border (state, (guint) self->selected, (guint) self->target);

      emp_view_place (state, (guint) self->target, &other);
      /* Translators: the border between the selected place and another. */
      title = g_strdup_printf (_("Border with %s"), other.name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->border_row), title);
      for (guint i = 0; i < G_N_ELEMENTS (borders); i++)
        if (g_str_equal (borders[i], kind))
          adw_combo_row_set_selected (ADW_COMBO_ROW (self->border_row), i);
    }
  self->syncing = FALSE;
}

void
empui_place_editor_set (EmpuiPlaceEditor *self,
                        MusterSession    *session,
                        int               selected,
                        int               target)
{
  g_return_if_fail (EMPUI_IS_PLACE_EDITOR (self));

  g_set_object (&self->session, session);
  self->selected = selected;
  self->target = target;
  sync_rows (self);
}

GtkWidget *
empui_place_editor_get_row (EmpuiPlaceEditor *self,
                            const char       *what)
{
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (kinds[i].field, what))
      return self->switches[i];
  if (g_str_equal (what, "value"))
    return self->value_row;
  if (g_str_equal (what, "more"))
    return self->more;
  if (g_str_equal (what, "border"))
    return self->border_row;
  return NULL;
}

static void
empui_place_editor_dispose (GObject *object)
{
  EmpuiPlaceEditor *self = EMPUI_PLACE_EDITOR (object);

  g_clear_pointer (&self->group, gtk_widget_unparent);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (empui_place_editor_parent_class)->dispose (object);
}

static void
empui_place_editor_class_init (EmpuiPlaceEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = empui_place_editor_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static GtkWidget *
step_button (EmpuiPlaceEditor *self,
             const char       *icon,
             const char       *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_signal_connect (button, "clicked", G_CALLBACK (step_cb), self);
  return button;
}

static void
empui_place_editor_init (EmpuiPlaceEditor *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  self->selected = self->target = -1;
  self->group = adw_preferences_group_new ();
  gtk_widget_set_parent (self->group, GTK_WIDGET (self));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Correct the Map"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("Where your copy of the map differs: the group's map is kept for its next "
                                           "games. Select a second place to correct the border between them."));
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      self->kind_rows[i] = adw_action_row_new ();
      self->switches[i] = gtk_switch_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_rows[i]), _(kinds[i].title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->kind_rows[i]), _(kinds[i].subtitle));
      gtk_widget_set_valign (self->switches[i], GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->switches[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(kinds[i].title), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->kind_rows[i]), self->switches[i]);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self->kind_rows[i]), self->switches[i]);
      g_signal_connect (self->switches[i], "notify::active", G_CALLBACK (switch_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->kind_rows[i]);
    }
  self->value_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->value_row), _("Resource points"));
  self->less = step_button (self, "list-remove-symbolic", _("One resource point less"));
  self->value_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->value_label, "numeric");
  self->more = step_button (self, "list-add-symbolic", _("One resource point more"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->value_row), self->less);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->value_row), self->value_label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->value_row), self->more);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->value_row);
  gtk_string_list_append (names, _("Land border"));
  gtk_string_list_append (names, _("Across a river"));
  gtk_string_list_append (names, _("No border"));
  self->border_row = adw_combo_row_new ();
  adw_combo_row_set_model (ADW_COMBO_ROW (self->border_row), G_LIST_MODEL (names));
  g_signal_connect (self->border_row, "notify::selected", G_CALLBACK (border_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->border_row);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
empui_place_editor_new (void)
{
  return g_object_new (EMPUI_TYPE_PLACE_EDITOR, NULL);
}
