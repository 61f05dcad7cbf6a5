/* b2c-action-form.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "b2c-action-form.h"
#include "b2c-board.h"
#include "b2c-counters.h"
#include "muster-perform.h"
#include "muster-rule-link.h"

#define PATH_STEPS 3

typedef enum
{
  FIELD_REGION,
  FIELD_PATH,    /* regions, repeated: a few steps */
  FIELD_UNIT,
  FIELD_UNITS,   /* counters, repeated: ticks */
  FIELD_HITS,    /* counters taking hits: how many each */
  FIELD_CHOICE,
  FIELD_NUMBER,
  FIELD_TEXT,
} FieldKind;

typedef struct
{
  int        unit;
  int        region;
  GtkWidget *row;
  GtkWidget *toggle;  /* GtkCheckButton, or GtkSpinButton for hits */
} UnitRow;

typedef struct
{
  FieldKind  kind;
  gboolean   optional;
  char      *name;
  GStrv      choices;  /* ids behind a combo row (without “none”) */
  GtkWidget *row;      /* AdwComboRow, AdwEntryRow or AdwActionRow */
  GtkWidget *spin;
  GtkWidget *steps[PATH_STEPS];
  GPtrArray *units;    /* UnitRow* */
  GtkWidget *group;
} Field;

struct _B2cActionForm
{
  AdwWindow      parent_instance;

  MusterSession *session;
  B2cState      *state;
  char          *action;
  GArray        *fields;   /* Field */
  GtkWidget     *box;
  GtkWidget     *all_switch;
  GtkLabel      *error_label;
  GtkWidget     *perform;
};

G_DEFINE_FINAL_TYPE (B2cActionForm, b2c_action_form, ADW_TYPE_WINDOW)

static void
field_clear (Field *field)
{
  g_free (field->name);
  g_strfreev (field->choices);
  g_clear_pointer (&field->units, g_ptr_array_unref);
}

static const char *
region_name (B2cState *state,
             int       region)
{
  B2cRegionView r;

  if (region < 0)
    return "";
  b2c_view_region (state, region, &r);
  return r.name;
}

static gboolean
is_region_param (B2cState          *state,
                 const MusterParam *param)
{
  return param->kind == MUSTER_PARAM_CHOICE && param->choices && param->choices[0] &&
         b2c_view_find_region (state, param->choices[0]) >= 0;
}

static gboolean
is_unit_param (B2cState          *state,
               const MusterParam *param)
{
  return param->kind == MUSTER_PARAM_CHOICE && param->choices && param->choices[0] &&
         b2c_view_find_region (state, param->choices[0]) < 0 &&
         b2c_view_find_unit (state, param->choices[0]) >= 0;
}

static const char *
choice_text (const char *id)
{
  static const struct { const char *id; const char *text; } words[] = {
    /* Translators: choices in an action's form. */
    { "place", N_("Place a marker") },
    { "remove", N_("Remove a marker") },
    { "move", N_("Hinder Movement") },
    { "search", N_("Hinder Search") },
    { "muster", N_("Hinder Muster") },
    { "top", N_("Top edge") },
    { "left", N_("Left edge") },
    { "bottom", N_("Bottom edge") },
    { "evade", N_("Evade: spend one more point") },
    { "risk", N_("Risk a capture roll") },
    { "road", N_("Road") },
    { "land", N_("Land, no road") },
    { "stream", N_("Stream, no road") },
    { "stream-road", N_("Stream with a road") },
    { "river-road", N_("Dark water with a road") },
    { "none", N_("Not adjacent") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (words[i].id, id))
      return _(words[i].text);
  return id;
}

/* The engine names its parameters for the command line; the form says
 * them in words. */
static const char *
param_title (const MusterParam *param)
{
  static const struct { const char *name; const char *title; } titles[] = {
    /* Translators: the fields of an action's form. */
    { "FROM", N_("From") },
    { "TO", N_("To") },
    { "REGION", N_("Region") },
    { "UNIT", N_("Counters") },
    { "PATH", N_("Step") },
    { "BREAK", N_("Unit broken by the forced march") },
    { "RIDER", N_("Nightrider") },
    { "EDGE", N_("Map edge") },
    { "HOW", N_("Leaving Regulars") },
    { "DO", N_("Place or remove") },
    { "MARKER", N_("Marker") },
    { "BOX", N_("Alert box") },
    { "DIE", N_("Die to throw again (counting from 1)") },
    { "NUMBER", N_("Card number") },
    { "BRITISH", N_("British actions") },
    { "PATRIOT", N_("Patriot actions") },
    { "HASH", N_("Hash marks") },
    { "AWARD", N_("Award") },
    { "VALUE", N_("Value") },
    { "KIND", N_("Border") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_strcmp0 (param->name, titles[i].name) == 0)
      return _(titles[i].title);
  return param->label ? param->label : param->name;
}

static GtkWidget *
combo_row (const char  *title,
           GStrv        labels,
           gboolean     with_none)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();

  if (with_none)
    gtk_string_list_append (list, _("(none)"));
  for (guint i = 0; labels && labels[i]; i++)
    gtk_string_list_append (list, labels[i]);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  g_object_unref (list);
  return row;
}

static void
combo_select (GtkWidget   *row,
              GStrv        choices,
              gboolean     with_none,
              const char  *id)
{
  for (guint i = 0; choices && choices[i]; i++)
    if (g_strcmp0 (choices[i], id) == 0)
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i + (with_none ? 1 : 0));
}

/* The id chosen in a combo row, or NULL for “none”. */
static const char *
combo_value (GtkWidget *row,
             GStrv      choices,
             gboolean   with_none)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));

  if (selected == GTK_INVALID_LIST_POSITION)
    return NULL;
  if (with_none)
    {
      if (selected == 0)
        return NULL;
      selected--;
    }
  return choices && selected < g_strv_length (choices) ? choices[selected] : NULL;
}

static GStrv
region_labels (B2cState *state,
               GStrv     ids)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; ids && ids[i]; i++)
    g_strv_builder_add (builder, region_name (state, b2c_view_find_region (state, ids[i])));
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

/* Which counters to list: those in the regions the form names, or all. */
static void
update_unit_rows (B2cActionForm *self)
{
  guint n = b2c_view_n_regions (self->state);
  g_autofree gboolean *scope = g_new0 (gboolean, n);
  gboolean all = gtk_switch_get_active (GTK_SWITCH (self->all_switch));

  for (guint f = 0; f < self->fields->len; f++)
    {
      Field *field = &g_array_index (self->fields, Field, f);

      if (field->kind == FIELD_REGION)
        {
          const char *id = combo_value (field->row, field->choices, field->optional);
          int r = id ? b2c_view_find_region (self->state, id) : -1;

          if (r >= 0)
            scope[r] = TRUE;
        }
      else if (field->units != NULL)
        for (guint i = 0; i < field->units->len; i++)
          {
            UnitRow *row = g_ptr_array_index (field->units, i);
            gboolean on = GTK_IS_CHECK_BUTTON (row->toggle)
                          ? gtk_check_button_get_active (GTK_CHECK_BUTTON (row->toggle))
                          : gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (row->toggle)) > 0;

            if (on && row->region >= 0)
              scope[row->region] = TRUE;
          }
    }
  for (guint f = 0; f < self->fields->len; f++)
    {
      Field *field = &g_array_index (self->fields, Field, f);
      gboolean any = FALSE;

      if (field->units == NULL)
        continue;
      for (guint i = 0; i < field->units->len; i++)
        any |= scope[((UnitRow *) g_ptr_array_index (field->units, i))->region];
      for (guint i = 0; i < field->units->len; i++)
        {
          UnitRow *row = g_ptr_array_index (field->units, i);

          gtk_widget_set_visible (row->row, all || !any || scope[row->region]);
        }
    }
}

static void
add_unit_rows (B2cActionForm     *self,
               Field             *field,
               const MusterParam *param)
{
  g_autofree char *title = NULL;

  field->units = g_ptr_array_new_with_free_func (g_free);
  field->group = adw_preferences_group_new ();
  title = field->kind == FIELD_HITS ? g_strdup (_("Hits to each counter"))
                                    : g_strdup_printf (_("%s (tick each)"), param_title (param));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (field->group), title);
  if (field->kind == FIELD_HITS)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (field->group),
                                           _("A second hit on the same counter removes it"));
  for (guint i = 0; param->choices && param->choices[i]; i++)
    {
      UnitRow *row = g_new0 (UnitRow, 1);
      B2cUnitView u;
      g_autofree char *state_text = NULL;
      g_autofree char *subtitle = NULL;

      row->unit = b2c_view_find_unit (self->state, param->choices[i]);
      if (row->unit < 0)
        {
          g_free (row);
          continue;
        }
      b2c_view_unit (self->state, row->unit, &u);
      row->region = u.region;
      state_text = b2c_unit_state_text (&u);
      subtitle = *state_text ? g_strdup_printf ("%s · %s · %s", revroad_side_name (u.side),
                                                region_name (self->state, u.region), state_text)
                             : g_strdup_printf ("%s · %s", revroad_side_name (u.side),
                                                region_name (self->state, u.region));
      row->row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), u.name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row->row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row), subtitle);
      if (field->kind == FIELD_HITS)
        {
          row->toggle = gtk_spin_button_new_with_range (0, 2, 1);
          gtk_widget_set_valign (row->toggle, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->toggle);
        }
      else
        {
          row->toggle = gtk_check_button_new ();
          gtk_widget_set_valign (row->toggle, GTK_ALIGN_CENTER);
          adw_action_row_add_prefix (ADW_ACTION_ROW (row->row), row->toggle);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row->row), row->toggle);
        }
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row->toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      row->row, NULL, -1);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (field->group), row->row);
      g_ptr_array_add (field->units, row);
    }
}

static void
combo_changed_cb (B2cActionForm *self)
{
  update_unit_rows (self);
}

static void
add_field (B2cActionForm     *self,
           GtkWidget         *group,
           const MusterParam *param)
{
  Field field = { 0 };
  const char *title = param_title (param);

  field.optional = param->optional;
  field.name = g_strdup (title);
  if (is_region_param (self->state, param))
    {
      g_auto(GStrv) labels = region_labels (self->state, param->choices);

      field.choices = g_strdupv (param->choices);
      if (param->repeated)
        {
          field.kind = FIELD_PATH;
          for (guint s = 0; s < PATH_STEPS; s++)
            {
              /* Translators: a step of a path in an action's form (“PATH 2”). */
              g_autofree char *step = g_strdup_printf (_("%s %u"), title, s + 1);

              field.steps[s] = combo_row (step, labels, TRUE);
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), field.steps[s]);
            }
        }
      else
        {
          field.kind = FIELD_REGION;
          field.row = combo_row (title, labels, param->optional);
          g_signal_connect_object (field.row, "notify::selected", G_CALLBACK (combo_changed_cb), self,
                                   G_CONNECT_SWAPPED);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), field.row);
        }
    }
  else if (is_unit_param (self->state, param))
    {
      field.choices = g_strdupv (param->choices);
      if (param->repeated)
        {
          field.kind = g_str_equal (self->action, "allocate-hits") ? FIELD_HITS : FIELD_UNITS;
          add_unit_rows (self, &field, param);
        }
      else
        {
          GStrvBuilder *builder = g_strv_builder_new ();
          g_auto(GStrv) labels = NULL;

          for (guint i = 0; param->choices[i]; i++)
            {
              int unit = b2c_view_find_unit (self->state, param->choices[i]);
              B2cUnitView u;
              g_autofree char *text = NULL;

              b2c_view_unit (self->state, unit, &u);
              text = g_strdup_printf ("%s (%s)", u.name, region_name (self->state, u.region));
              g_strv_builder_add (builder, text);
            }
          labels = g_strv_builder_end (builder);
          g_strv_builder_unref (builder);
          field.kind = FIELD_UNIT;
          field.row = combo_row (title, labels, param->optional);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), field.row);
        }
    }
  else if (param->kind == MUSTER_PARAM_CHOICE)
    {
      GStrvBuilder *builder = g_strv_builder_new ();
      g_auto(GStrv) labels = NULL;

      for (guint i = 0; param->choices && param->choices[i]; i++)
        g_strv_builder_add (builder, choice_text (param->choices[i]));
      labels = g_strv_builder_end (builder);
      g_strv_builder_unref (builder);
      field.kind = FIELD_CHOICE;
      field.choices = g_strdupv (param->choices);
      field.row = combo_row (title, labels, param->optional);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), field.row);
    }
  else if (param->kind == MUSTER_PARAM_NUMBER)
    {
      field.kind = FIELD_NUMBER;
      field.row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (field.row), title);
      field.spin = gtk_spin_button_new_with_range (param->min < param->max ? param->min : 0,
                                                   param->min < param->max ? param->max : 99, 1);
      gtk_widget_set_valign (field.spin, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (field.row), field.spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (field.row), field.spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), field.row);
    }
  else
    {
      field.kind = FIELD_TEXT;
      field.row = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (field.row), title);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), field.row);
    }
  g_array_append_val (self->fields, field);
}

static gboolean
arg_is_region (B2cState   *state,
               const char *arg)
{
  return arg != NULL && b2c_view_find_region (state, arg) >= 0;
}

static gboolean
arg_is_unit (B2cState   *state,
             const char *arg)
{
  return arg != NULL && b2c_view_find_region (state, arg) < 0 && b2c_view_find_unit (state, arg) >= 0;
}

/* Puts @args into the fields, in order, each field taking what fits. */
static void
fill (B2cActionForm      *self,
      const char * const *args)
{
  guint a = 0;

  for (guint f = 0; f < self->fields->len && args && args[a]; f++)
    {
      Field *field = &g_array_index (self->fields, Field, f);

      switch (field->kind)
        {
        case FIELD_REGION:
          if (arg_is_region (self->state, args[a]))
            combo_select (field->row, field->choices, field->optional, args[a++]);
          break;
        case FIELD_PATH:
          for (guint s = 0; s < PATH_STEPS && arg_is_region (self->state, args[a]); s++)
            combo_select (field->steps[s], field->choices, TRUE, args[a++]);
          while (arg_is_region (self->state, args[a]))
            a++;
          break;
        case FIELD_UNIT:
          if (arg_is_unit (self->state, args[a]))
            combo_select (field->row, field->choices, field->optional, args[a++]);
          break;
        case FIELD_UNITS:
        case FIELD_HITS:
          while (arg_is_unit (self->state, args[a]))
            {
              for (guint i = 0; i < field->units->len; i++)
                {
                  UnitRow *row = g_ptr_array_index (field->units, i);
                  B2cUnitView u;

                  b2c_view_unit (self->state, row->unit, &u);
                  if (!g_str_equal (u.id, args[a]))
                    continue;
                  if (field->kind == FIELD_HITS)
                    gtk_spin_button_set_value (GTK_SPIN_BUTTON (row->toggle),
                                               gtk_spin_button_get_value (GTK_SPIN_BUTTON (row->toggle)) + 1);
                  else
                    gtk_check_button_set_active (GTK_CHECK_BUTTON (row->toggle), TRUE);
                }
              a++;
            }
          break;
        case FIELD_CHOICE:
          if (g_strv_contains ((const char * const *) field->choices, args[a]))
            combo_select (field->row, field->choices, field->optional, args[a++]);
          break;
        case FIELD_NUMBER:
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->spin), atoi (args[a++]));
          break;
        case FIELD_TEXT:
        default:
          gtk_editable_set_text (GTK_EDITABLE (field->row), args[a++]);
          break;
        }
    }
}

GStrv
b2c_action_form_get_args (B2cActionForm *self)
{
  GStrvBuilder *builder;
  GStrv out;

  g_return_val_if_fail (B2C_IS_ACTION_FORM (self), NULL);

  builder = g_strv_builder_new ();
  for (guint f = 0; f < self->fields->len; f++)
    {
      Field *field = &g_array_index (self->fields, Field, f);
      const char *value;

      switch (field->kind)
        {
        case FIELD_REGION:
        case FIELD_UNIT:
        case FIELD_CHOICE:
          value = combo_value (field->row, field->choices, field->optional);
          if (value != NULL)
            g_strv_builder_add (builder, value);
          break;
        case FIELD_PATH:
          for (guint s = 0; s < PATH_STEPS; s++)
            if ((value = combo_value (field->steps[s], field->choices, TRUE)) != NULL)
              g_strv_builder_add (builder, value);
          break;
        case FIELD_UNITS:
        case FIELD_HITS:
          for (guint i = 0; i < field->units->len; i++)
            {
              UnitRow *row = g_ptr_array_index (field->units, i);
              B2cUnitView u;
              int times;

              if (!gtk_widget_get_visible (row->row))
                continue;
              times = field->kind == FIELD_HITS ? gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (row->toggle))
                                                : gtk_check_button_get_active (GTK_CHECK_BUTTON (row->toggle));
              b2c_view_unit (self->state, row->unit, &u);
              for (int t = 0; t < times; t++)
                g_strv_builder_add (builder, u.id);
            }
          break;
        case FIELD_NUMBER:
          {
            g_autofree char *number = NULL;

            gtk_spin_button_update (GTK_SPIN_BUTTON (field->spin));
            number = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field->spin)));
            g_strv_builder_add (builder, number);
          }
          break;
        case FIELD_TEXT:
        default:
          {
            g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (field->row))));

            if (*text)
              g_strv_builder_add (builder, text);
          }
          break;
        }
    }
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      user_data)
{
  B2cActionForm *self = user_data;
  GtkWidget *board;

  if (error != NULL)
    {
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
    }
  else if (entry != NULL)
    {
      board = b2c_board_widget_for (GTK_WIDGET (self));
      if (board != NULL)
        muster_show_toast (board, muster_entry_get_text (entry));
      gtk_window_close (GTK_WINDOW (self));
    }
  g_object_unref (self);
}

void
b2c_action_form_perform (B2cActionForm *self)
{
  g_auto(GStrv) args = NULL;

  g_return_if_fail (B2C_IS_ACTION_FORM (self));

  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  args = b2c_action_form_get_args (self);
  muster_perform (GTK_WIDGET (self), self->session, self->action, (const char * const *) args,
                  performed_cb, g_object_ref (self));
}

static void
b2c_action_form_dispose (GObject *object)
{
  B2cActionForm *self = B2C_ACTION_FORM (object);

  g_clear_object (&self->session);
  g_clear_object (&self->state);

  G_OBJECT_CLASS (b2c_action_form_parent_class)->dispose (object);
}

static void
b2c_action_form_finalize (GObject *object)
{
  B2cActionForm *self = B2C_ACTION_FORM (object);

  g_free (self->action);
  g_array_unref (self->fields);

  G_OBJECT_CLASS (b2c_action_form_parent_class)->finalize (object);
}

static void
b2c_action_form_class_init (B2cActionFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_action_form_dispose;
  object_class->finalize = b2c_action_form_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
b2c_action_form_init (B2cActionForm *self)
{
  self->fields = g_array_new (FALSE, TRUE, sizeof (Field));
  g_array_set_clear_func (self->fields, (GDestroyNotify) field_clear);
}

B2cActionForm *
b2c_action_form_new (GtkWidget          *source,
                     MusterSession      *session,
                     const char         *action,
                     const char * const *args)
{
  B2cActionForm *self;
  g_autoptr(MusterActionInfo) info = NULL;
  GtkWidget *outer, *header, *title, *cancel, *scroller, *clamp, *group, *intro, *row, *section;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  self = g_object_new (B2C_TYPE_ACTION_FORM, "default-width", 440, "default-height", 560, NULL);
  self->session = g_object_ref (session);
  self->state = g_object_ref (B2C_STATE (muster_session_get_state (session)));
  self->action = g_strdup (action);
  info = muster_state_find_action (MUSTER_STATE (self->state), action);
  muster_dialog_attach (GTK_WINDOW (self), source);

  outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  title = adw_window_title_new (info ? info->label : action, info && info->section ? info->section : NULL);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  gtk_window_set_title (GTK_WINDOW (self), info ? info->label : action);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  self->perform = gtk_button_new_with_mnemonic (_("_Do It"));
  gtk_widget_add_css_class (self->perform, "suggested-action");
  g_signal_connect_swapped (self->perform, "clicked", G_CALLBACK (b2c_action_form_perform), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->perform);
  gtk_box_append (GTK_BOX (outer), header);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  clamp = adw_clamp_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 18);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_box_append (GTK_BOX (outer), scroller);

  intro = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  {
    GtkWidget *summary = gtk_label_new (info && info->summary ? info->summary : "");

    gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
    gtk_label_set_xalign (GTK_LABEL (summary), 0);
    gtk_widget_set_hexpand (summary, TRUE);
    gtk_box_append (GTK_BOX (intro), summary);
    if (info && info->section)
      {
        section = muster_rule_button_new (info->section);
        gtk_widget_set_valign (section, GTK_ALIGN_START);
        gtk_box_append (GTK_BOX (intro), section);
      }
  }
  gtk_box_append (GTK_BOX (self->box), intro);

  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->error_label));

  group = adw_preferences_group_new ();
  gtk_box_append (GTK_BOX (self->box), group);
  if (info != NULL)
    for (guint i = 0; i < info->params->len; i++)
      {
        Field *field;

        add_field (self, group, g_ptr_array_index (info->params, i));
        field = &g_array_index (self->fields, Field, self->fields->len - 1);
        if (field->group != NULL)
          gtk_box_append (GTK_BOX (self->box), field->group);
      }

  /* Counters are listed for the regions named; all of them on request. */
  self->all_switch = gtk_switch_new ();
  gtk_widget_set_valign (self->all_switch, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->all_switch, "notify::active", G_CALLBACK (update_unit_rows), self);
  {
    gboolean any_units = FALSE;

    for (guint f = 0; f < self->fields->len; f++)
      any_units |= g_array_index (self->fields, Field, f).units != NULL;
    row = adw_action_row_new ();
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("List Every Counter on the Map"));
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->all_switch);
    adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), self->all_switch);
    gtk_widget_set_visible (row, any_units);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  }

  fill (self, args);
  update_unit_rows (self);
  adw_window_set_content (ADW_WINDOW (self), outer);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->perform);
  return self;
}
