/* muster-action-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "muster-action-row.h"
#include "muster-perform.h"
#include "muster-rule-link.h"

typedef struct
{
  MusterParamKind  kind;      /* MUSTER_PARAM_CHOICE for every dropdown */
  gboolean         optional;
  gboolean         repeated;
  GStrv            choices;   /* CHOICE, ALLOCATION, several picks: the ids behind the items */
  GtkWidget       *widget;    /* GtkDropDown, GtkSpinButton, AdwEntryRow, or the row */
  GPtrArray       *items;     /* several picks: a GtkCheckButton per choice;
                               * ALLOCATION: a GtkSpinButton per choice */
  int              total;     /* ALLOCATION: how many to spread (0: any) */
  guint            filled;    /* a way (PLACE): the steps set by set_arg */
  char            *title;
  char            *key;       /* keyed: written “key=value”, only when given */
  GtkWidget       *given;     /* keyed: the check box that gives it */
} Field;

/* The steps a way through several places offers. */
#define PATH_STEPS 3

struct _MusterActionRow
{
  AdwExpanderRow  parent_instance;

  MusterSession  *session;
  char           *id;
  gboolean        legal;
  GArray         *fields;     /* Field */
  GtkWidget      *section;
  GtkWidget      *warning;
  GtkLabel       *error_label;
  GtkWidget      *perform;
  GtkWidget      *odds;
};

G_DEFINE_FINAL_TYPE (MusterActionRow, muster_action_row, ADW_TYPE_EXPANDER_ROW)

static void
field_clear (Field *field)
{
  g_strfreev (field->choices);
  g_clear_pointer (&field->items, g_ptr_array_unref);
  g_free (field->title);
  g_free (field->key);
}

/* The name players read for choice @i of @param. */
static const char *
choice_label (const MusterParam *param,
              guint              i)
{
  return param->choice_labels && i < g_strv_length (param->choice_labels)
         ? param->choice_labels[i] : param->choices[i];
}

static GListModel *
choice_model (const MusterParam *param)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  if (param->optional)
    gtk_string_list_append (names, _("(none)"));
  for (guint i = 0; param->choices && param->choices[i]; i++)
    gtk_string_list_append (names, choice_label (param, i));
  return G_LIST_MODEL (names);
}

/* Places, and a single piece, card, seat or flag, are picked from their
 * choices like a CHOICE; several of them are ticked (see add_field); only
 * what has no choices is typed. */
static MusterParamKind
field_kind (const MusterParam *param)
{
  switch (param->kind)
    {
    case MUSTER_PARAM_PLACE:
      return param->choices == NULL ? MUSTER_PARAM_TEXT : MUSTER_PARAM_CHOICE;
    case MUSTER_PARAM_PIECE:
    case MUSTER_PARAM_CARD:
    case MUSTER_PARAM_SEAT:
    case MUSTER_PARAM_FLAG:
      return param->choices == NULL ? MUSTER_PARAM_TEXT : MUSTER_PARAM_CHOICE;
    case MUSTER_PARAM_TEXT:
    case MUSTER_PARAM_NUMBER:
    case MUSTER_PARAM_CHOICE:
    case MUSTER_PARAM_DICE:
    case MUSTER_PARAM_LENGTH:
    case MUSTER_PARAM_ALLOCATION:
    default:
      return param->kind;
    }
}

/* The field a parameter gets: a dropdown (CHOICE), ticks for several
 * picks (PIECE), a count for each piece (ALLOCATION), a spin button
 * (NUMBER, LENGTH), or text. */
static MusterParamKind
field_kind_of (const MusterParam *param)
{
  MusterParamKind kind = field_kind (param);
  gboolean has_choices = param->choices != NULL && param->choices[0] != NULL;

  if (param->kind == MUSTER_PARAM_ALLOCATION)
    return has_choices ? MUSTER_PARAM_ALLOCATION : MUSTER_PARAM_TEXT;
  /* Several places are a way taken in order: a step after another. */
  if (param->repeated && param->kind == MUSTER_PARAM_PLACE && has_choices)
    return MUSTER_PARAM_PLACE;
  if (param->repeated && kind == MUSTER_PARAM_CHOICE)
    return has_choices ? MUSTER_PARAM_PIECE : MUSTER_PARAM_TEXT;
  return kind;
}

/* An optional parameter with nothing to choose from (a Tory to name in a
 * game that has one) asks nothing: it gets no row and gives no word, and
 * the fields after it still count. */
static gboolean
field_asks_nothing (const MusterParam *param)
{
  return param->optional && param->key == NULL && param->choices != NULL && param->choices[0] == NULL &&
         field_kind (param) == MUSTER_PARAM_CHOICE;
}

static char *
field_title (const MusterParam *param)
{
  const char *label = param->label ? param->label : param->name;

  if (param->repeated && param->choices == NULL)
    /* Translators: a form field that takes several values. */
    return g_strdup_printf (_("%s (separate with commas)"), label);
  if (param->optional)
    /* Translators: a form field that may be left empty. */
    return g_strdup_printf (_("%s (optional)"), label);
  return g_strdup (label);
}

/* A row holding @title over @child, for the fields too big for a suffix. */
static GtkWidget *
tall_row (const char *title,
          GtkWidget  *child)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), child);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  return row;
}

/* Several pieces or places: one tick each, by name. */
static GtkWidget *
picks_row (Field             *field,
           const MusterParam *param,
           const char        *title)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
  field->items = g_ptr_array_new ();
  for (guint i = 0; param->choices[i]; i++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (choice_label (param, i));

      gtk_flow_box_append (GTK_FLOW_BOX (flow), check);
      g_ptr_array_add (field->items, check);
    }
  return tall_row (title, flow);
}

/* A way through several places, in order: a dropdown for each step, the
 * later ones left at “—” when the way is shorter. */
static GtkWidget *
path_row (Field             *field,
          const MusterParam *param,
          const char        *title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  field->items = g_ptr_array_new ();
  for (guint step = 0; step < PATH_STEPS; step++)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
      /* Translators: a step of a way through places, “Step 2”. */
      g_autofree char *name = g_strdup_printf (_("Step %u"), step + 1);
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *label = gtk_label_new (name);
      GtkWidget *dropdown;

      if (step > 0 || param->optional)
        gtk_string_list_append (names, "—");
      for (guint i = 0; param->choices[i]; i++)
        gtk_string_list_append (names, choice_label (param, i));
      dropdown = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
      gtk_widget_set_hexpand (dropdown, TRUE);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_accessible_update_relation (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      gtk_box_append (GTK_BOX (line), label);
      gtk_box_append (GTK_BOX (line), dropdown);
      gtk_box_append (GTK_BOX (box), line);
      g_ptr_array_add (field->items, dropdown);
    }
  return tall_row (title, box);
}

/* Points or hits spread over pieces: a count for each, at most per_item. */
static GtkWidget *
allocation_row (Field             *field,
                const MusterParam *param,
                const char        *title)
{
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *full = param->total > 0
    /* Translators: an allocation's title and how many to spread, “Counters, one per hit: 3 in all”. */
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d in all", "%s: %d in all", param->total), title,
                       param->total)
    : g_strdup (title);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  field->items = g_ptr_array_new ();
  field->total = param->total;
  for (guint i = 0; param->choices[i]; i++)
    {
      int most = param->per_item > 0 ? param->per_item : (param->total > 0 ? param->total : 99);
      GtkWidget *label = gtk_label_new (choice_label (param, i));
      GtkWidget *spin = gtk_spin_button_new_with_range (0, most, 1);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), spin, 1, (int) i, 1, 1);
      g_ptr_array_add (field->items, spin);
    }
  return tall_row (full, grid);
}

static void
tick_given (GtkCheckButton *given)
{
  gtk_check_button_set_active (given, TRUE);
}

static void
add_field (MusterActionRow   *self,
           const MusterParam *param)
{
  Field field = { field_kind_of (param), param->optional, param->repeated, NULL, NULL, NULL, 0, 0, NULL, NULL, NULL };
  g_autofree char *title = field_title (param);
  GtkWidget *row;

  field.title = g_strdup (param->label ? param->label : param->name);
  if (field_asks_nothing (param))
    {
      /* No widget: collect_args() and set_arg() pass it by. */
      field.choices = g_strdupv (param->choices);
      g_array_append_val (self->fields, field);
      return;
    }
  if (field.kind == MUSTER_PARAM_ALLOCATION || field.kind == MUSTER_PARAM_PIECE || field.kind == MUSTER_PARAM_PLACE)
    {
      field.choices = g_strdupv (param->choices);
      if (field.kind == MUSTER_PARAM_ALLOCATION)
        row = allocation_row (&field, param, title);
      else if (field.kind == MUSTER_PARAM_PLACE)
        row = path_row (&field, param, title);
      else
        row = picks_row (&field, param, title);
      field.widget = row;
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self), row);
      g_array_append_val (self->fields, field);
      return;
    }

  switch (field.kind)
    {
    case MUSTER_PARAM_CHOICE:
      {
        g_autoptr(GListModel) model = choice_model (param);

        field.choices = g_strdupv (param->choices);
        row = adw_action_row_new ();
        field.widget = gtk_drop_down_new (g_object_ref (model), NULL);
        gtk_widget_set_valign (field.widget, GTK_ALIGN_CENTER);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), field.widget);
      }
      break;

    case MUSTER_PARAM_NUMBER:
    case MUSTER_PARAM_LENGTH:
      {
        int lo = param->min < param->max ? param->min : -1000000;
        int hi = param->min < param->max ? param->max : 1000000;
        gboolean length = field.kind == MUSTER_PARAM_LENGTH;

        row = adw_action_row_new ();
        /* Lengths measured on the table go by half inches. */
        field.widget = gtk_spin_button_new_with_range (lo, hi, length ? 0.5 : 1);
        gtk_spin_button_set_digits (GTK_SPIN_BUTTON (field.widget), length ? 1 : 0);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (field.widget), CLAMP (0, lo, hi));
        gtk_widget_set_valign (field.widget, GTK_ALIGN_CENTER);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), field.widget);
        if (param->key != NULL || param->optional)
          {
            /* Given only when ticked; a new value ticks it. An optional
             * number left unticked is left out, as the action's own
             * default (never a 0 the players did not choose). */
            field.key = g_strdup (param->key);
            field.given = gtk_check_button_new ();
            gtk_widget_set_valign (field.given, GTK_ALIGN_CENTER);
            gtk_accessible_update_relation (GTK_ACCESSIBLE (field.given), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row,
                                            NULL, -1);
            adw_action_row_add_prefix (ADW_ACTION_ROW (row), field.given);
            g_signal_connect_swapped (field.widget, "value-changed", G_CALLBACK (tick_given), field.given);
          }
        if (length && param->unit != NULL)
          {
            /* Translators: the unit of a length on the table. */
            GtkWidget *unit = gtk_label_new (g_str_equal (param->unit, "in") ? _("inches") : param->unit);

            gtk_widget_add_css_class (unit, "dim-label");
            adw_action_row_add_suffix (ADW_ACTION_ROW (row), unit);
          }
      }
      break;

    case MUSTER_PARAM_DICE:
    case MUSTER_PARAM_TEXT:
    default:
      row = adw_entry_row_new ();
      field.widget = row;
      break;
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), row);
  g_array_append_val (self->fields, field);
}

/* A spin button field's value as its argument: a whole number, or a
 * length to the half inch. */
static char *
spin_text (Field *field)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  gtk_spin_button_update (GTK_SPIN_BUTTON (field->widget));
  if (field->kind != MUSTER_PARAM_LENGTH)
    return g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field->widget)));
  g_ascii_formatd (number, sizeof number, "%g", gtk_spin_button_get_value (GTK_SPIN_BUTTON (field->widget)));
  return g_strdup (number);
}

/* The arguments in the form: the positional ones, which an empty optional
 * field ends (the systems take optional arguments last), and the keyed
 * ones that are given. */
static GStrv
collect_args (MusterActionRow  *self,
              GError          **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  /* An optional field left empty ends the positional arguments; the
   * keyed ones after it still count. */
  gboolean positional_done = FALSE;

  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = &g_array_index (self->fields, Field, i);

      if (field->widget == NULL)
        continue;
      if (field->key != NULL)
        {
          g_autofree char *number = NULL;
          g_autofree char *keyed = NULL;

          if (!gtk_check_button_get_active (GTK_CHECK_BUTTON (field->given)))
            continue;
          number = spin_text (field);
          keyed = g_strdup_printf ("%s=%s", field->key, number);
          g_strv_builder_add (builder, keyed);
          continue;
        }
      if (positional_done)
        continue;
      if (field->given != NULL && !gtk_check_button_get_active (GTK_CHECK_BUTTON (field->given)))
        {
          positional_done = TRUE;
          continue;
        }
      switch (field->kind)
        {
        case MUSTER_PARAM_CHOICE:
          {
            guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (field->widget));

            if (field->optional)
              {
                if (selected == 0 || selected == GTK_INVALID_LIST_POSITION)
                  {
                    positional_done = TRUE;
                    continue;
                  }
                selected--;
              }
            if (field->choices == NULL || selected >= g_strv_length (field->choices))
              {
                g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                             _("There is nothing to choose from yet"));
                return NULL;
              }
            g_strv_builder_add (builder, field->choices[selected]);
          }
          break;

        case MUSTER_PARAM_NUMBER:
        case MUSTER_PARAM_LENGTH:
          {
            g_autofree char *number = spin_text (field);

            g_strv_builder_add (builder, number);
          }
          break;

        case MUSTER_PARAM_PLACE:
          {
            guint n = 0;

            for (guint j = 0; j < field->items->len; j++)
              {
                guint selected = gtk_drop_down_get_selected (g_ptr_array_index (field->items, j));
                gboolean dash = j > 0 || field->optional;

                if (selected == GTK_INVALID_LIST_POSITION || (dash && selected == 0))
                  continue;
                selected -= dash ? 1 : 0;
                if (selected < g_strv_length (field->choices))
                  {
                    g_strv_builder_add (builder, field->choices[selected]);
                    n++;
                  }
              }
            if (n == 0 && !field->optional)
              {
                g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS, _("Choose at least one in “%s”"),
                             field->title);
                return NULL;
              }
            if (n == 0)
              {
                positional_done = TRUE;
                continue;
              }
          }
          break;

        case MUSTER_PARAM_PIECE:
          {
            guint n = 0;

            for (guint j = 0; j < field->items->len; j++)
              if (gtk_check_button_get_active (g_ptr_array_index (field->items, j)))
                {
                  g_strv_builder_add (builder, field->choices[j]);
                  n++;
                }
            if (n == 0 && !field->optional)
              {
                g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS, _("Tick at least one in “%s”"),
                             field->title);
                return NULL;
              }
          }
          break;

        case MUSTER_PARAM_ALLOCATION:
          {
            int sum = 0;

            for (guint j = 0; j < field->items->len; j++)
              {
                GtkSpinButton *spin = g_ptr_array_index (field->items, j);
                int n;

                gtk_spin_button_update (spin);
                n = gtk_spin_button_get_value_as_int (spin);
                for (int k = 0; k < n; k++)
                  g_strv_builder_add (builder, field->choices[j]);
                sum += n;
              }
            if (field->total > 0 && sum != field->total)
              {
                g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                             g_dngettext (GETTEXT_PACKAGE, "Spread exactly %d in “%s”; the counts add up to %d",
                                          "Spread exactly %d in “%s”; the counts add up to %d", field->total),
                             field->total, field->title, sum);
                return NULL;
              }
          }
          break;

        case MUSTER_PARAM_DICE:
        case MUSTER_PARAM_TEXT:
        default:
          {
            g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (field->widget))));

            if (*text == '\0')
              {
                if (field->optional)
                  {
                    positional_done = TRUE;
                    continue;
                  }
                g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                             _("Fill in “%s”"), adw_preferences_row_get_title (ADW_PREFERENCES_ROW (field->widget)));
                return NULL;
              }
            if (field->repeated)
              {
                g_auto(GStrv) parts = g_strsplit (text, ",", -1);

                for (guint j = 0; parts[j]; j++)
                  {
                    g_strstrip (parts[j]);
                    if (*parts[j] != '\0')
                      g_strv_builder_add (builder, parts[j]);
                  }
              }
            else
              g_strv_builder_add (builder, text);
          }
          break;
        }
    }
  return g_strv_builder_end (builder);
}

GStrv
muster_action_row_get_args (MusterActionRow  *self,
                            GError          **error)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_ROW (self), NULL);

  return collect_args (self, error);
}

static void
show_error (MusterActionRow *self,
            const char      *message)
{
  gtk_label_set_text (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      user_data)
{
  MusterActionRow *self = user_data;

  if (error != NULL)
    {
      show_error (self, error->message);
      return;
    }
  show_error (self, NULL);
  if (entry == NULL)
    return;
  /* Done: free text is cleared so the next use starts empty; choices and
   * numbers stay, since the same one is often wanted again. */
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = &g_array_index (self->fields, Field, i);

      if (field->kind == MUSTER_PARAM_TEXT && field->widget != NULL)
        gtk_editable_set_text (GTK_EDITABLE (field->widget), "");
    }
  muster_show_toast (GTK_WIDGET (self), muster_entry_get_text (entry));
}

void
muster_action_row_perform (MusterActionRow *self)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) args = NULL;

  g_return_if_fail (MUSTER_IS_ACTION_ROW (self));

  args = collect_args (self, &error);
  if (args == NULL)
    {
      show_error (self, error->message);
      return;
    }
  muster_perform (GTK_WIDGET (self), self->session, self->id, (const char * const *) args,
                  performed_cb, self);
}

void
muster_action_row_set_arg (MusterActionRow *self,
                           guint            i,
                           const char      *value)
{
  Field *field;

  g_return_if_fail (MUSTER_IS_ACTION_ROW (self));
  g_return_if_fail (i < self->fields->len);

  field = &g_array_index (self->fields, Field, i);
  if (field->widget == NULL)
    return;
  if (field->key != NULL)
    {
      /* “key=value”, or the value alone. */
      const char *eq = strchr (value, '=');

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->widget), g_ascii_strtod (eq ? eq + 1 : value, NULL));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (field->given), TRUE);
      return;
    }
  switch (field->kind)
    {
    case MUSTER_PARAM_CHOICE:
      for (guint j = 0; field->choices && field->choices[j]; j++)
        if (g_strcmp0 (field->choices[j], value) == 0)
          gtk_drop_down_set_selected (GTK_DROP_DOWN (field->widget), j + (field->optional ? 1 : 0));
      break;
    case MUSTER_PARAM_NUMBER:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->widget), atoi (value));
      if (field->given != NULL)
        gtk_check_button_set_active (GTK_CHECK_BUTTON (field->given), TRUE);
      break;
    case MUSTER_PARAM_LENGTH:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->widget), g_ascii_strtod (value, NULL));
      if (field->given != NULL)
        gtk_check_button_set_active (GTK_CHECK_BUTTON (field->given), TRUE);
      break;
    case MUSTER_PARAM_PLACE:
      /* The next step not yet chosen. */
      for (guint j = 0; field->choices && field->choices[j]; j++)
        if (g_strcmp0 (field->choices[j], value) == 0)
          for (guint k = 0; k < field->items->len; k++)
            {
              GtkDropDown *dropdown = g_ptr_array_index (field->items, k);
              gboolean dash = k > 0 || field->optional;

              if (k < field->filled)
                continue;
              gtk_drop_down_set_selected (dropdown, j + (dash ? 1 : 0));
              field->filled = k + 1;
              break;
            }
      break;
    case MUSTER_PARAM_PIECE:
    case MUSTER_PARAM_ALLOCATION:
      /* A tick for a pick, one more for a share. */
      for (guint j = 0; field->choices && field->choices[j]; j++)
        if (g_strcmp0 (field->choices[j], value) == 0)
          {
            GtkWidget *item = g_ptr_array_index (field->items, j);

            if (field->kind == MUSTER_PARAM_PIECE)
              gtk_check_button_set_active (GTK_CHECK_BUTTON (item), TRUE);
            else
              gtk_spin_button_set_value (GTK_SPIN_BUTTON (item), gtk_spin_button_get_value (GTK_SPIN_BUTTON (item)) + 1);
          }
      break;
    case MUSTER_PARAM_DICE:
    case MUSTER_PARAM_TEXT:
    default:
      gtk_editable_set_text (GTK_EDITABLE (field->widget), value);
      break;
    }
}

void
muster_action_row_set_args (MusterActionRow    *self,
                            const char * const *args)
{
  guint f = 0, n_positional = 0;

  g_return_if_fail (MUSTER_IS_ACTION_ROW (self));

  /* The keyed fields come after the positional ones. */
  while (n_positional < self->fields->len && g_array_index (self->fields, Field, n_positional).key == NULL)
    n_positional++;
  for (guint k = 0; args != NULL && args[k] != NULL; k++)
    {
      gboolean keyed = FALSE;

      for (guint j = n_positional; j < self->fields->len && !keyed; j++)
        {
          Field *field = &g_array_index (self->fields, Field, j);

          if (g_str_has_prefix (args[k], field->key) && args[k][strlen (field->key)] == '=')
            {
              muster_action_row_set_arg (self, j, args[k]);
              keyed = TRUE;
            }
        }
      /* A field that asks nothing takes no argument. */
      while (!keyed && f < n_positional && g_array_index (self->fields, Field, f).widget == NULL)
        f++;
      if (keyed || f >= n_positional)
        continue;
      muster_action_row_set_arg (self, f, args[k]);
      /* A field of several values takes the rest when it is the last
       * positional one. */
      if (!g_array_index (self->fields, Field, f).repeated || f + 1 < n_positional)
        f++;
    }
}

static void
perform_cb (MusterActionRow *self)
{
  muster_action_row_perform (self);
}

/* The odds of the action with the arguments in the form, before anyone
 * rolls (the session view's “session.preview”). */
static void
odds_cb (MusterActionRow *self)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) args = collect_args (self, &error);

  if (args == NULL)
    {
      show_error (self, error->message);
      return;
    }
  show_error (self, NULL);
  gtk_widget_activate_action (GTK_WIDGET (self), "session.preview", "(s^as)", self->id, args);
}

/* The section the action's rule is in: its own, else the first rules
 * entry that explains it. */
static const char *
rule_section (MusterActionRow        *self,
              const MusterActionInfo *info)
{
  MusterRules *rules;
  g_autoptr(GPtrArray) entries = NULL;

  if (info->section != NULL && *info->section != '\0')
    return info->section;
  rules = muster_system_get_rules (muster_session_get_system (self->session));
  entries = muster_rules_for_action (rules, info->id);
  if (entries != NULL && entries->len > 0)
    return ((const MusterRuleEntry *) g_ptr_array_index (entries, 0))->section;
  return NULL;
}

static void
set_listing (MusterActionRow        *self,
             const MusterActionInfo *info)
{
  const char *section = rule_section (self, info);
  g_autoptr(GString) subtitle = g_string_new (NULL);

  self->legal = info->legal;
  if (info->side != NULL)
    {
      const char *side = muster_session_get_owner_name (self->session, info->side);
      g_string_append_printf (subtitle, "%s · ", side ? side : info->side);
    }
  if (info->legal)
    g_string_append (subtitle, info->summary ? info->summary : "");
  else
    g_string_append (subtitle, info->reason ? info->reason : (info->summary ? info->summary : ""));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), info->label ? info->label : info->id);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle->str);
  {
    /* Enabling expansion also expands the row; keep it as it was. */
    gboolean expanded = adw_expander_row_get_expanded (ADW_EXPANDER_ROW (self));

    adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (self), info->legal);
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (self), info->legal && expanded);
  }
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), info->legal ? info->summary : info->reason);

  muster_rule_button_set_section (self->section, section);
  gtk_widget_set_visible (self->warning, info->uncertain);
  gtk_button_set_label (GTK_BUTTON (self->perform), info->label ? info->label : info->id);
}

static gboolean
same_choices (const char * const *a,
              const char * const *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strv_equal (a, b);
}

gboolean
muster_action_row_update (MusterActionRow        *self,
                          const MusterActionInfo *info)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_ROW (self), FALSE);

  if (g_strcmp0 (self->id, info->id) != 0 || info->params->len != self->fields->len)
    return FALSE;
  for (guint i = 0; i < info->params->len; i++)
    {
      MusterParam *param = g_ptr_array_index (info->params, i);
      Field *field = &g_array_index (self->fields, Field, i);

      if (field_kind_of (param) != field->kind || param->optional != field->optional ||
          param->repeated != field->repeated || field_asks_nothing (param) != (field->widget == NULL))
        return FALSE;
      /* Ticks and counts are one per piece: other pieces, another row. */
      if (field->items != NULL &&
          (!same_choices ((const char * const *) field->choices, (const char * const *) param->choices) ||
           (field->kind == MUSTER_PARAM_ALLOCATION && field->total != param->total)))
        return FALSE;
    }

  for (guint i = 0; i < info->params->len; i++)
    {
      MusterParam *param = g_ptr_array_index (info->params, i);
      Field *field = &g_array_index (self->fields, Field, i);
      g_autofree char *kept = NULL;
      g_autoptr(GListModel) model = NULL;
      guint selected;

      if (field->kind != MUSTER_PARAM_CHOICE || field->widget == NULL ||
          same_choices ((const char * const *) field->choices, (const char * const *) param->choices))
        continue;

      /* New choices (a track added, a unit moved): keep the one chosen if
       * it is still there. */
      selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (field->widget));
      if (field->optional && selected > 0)
        selected--;
      if (field->choices && selected < g_strv_length (field->choices))
        kept = g_strdup (field->choices[selected]);
      g_strfreev (field->choices);
      field->choices = g_strdupv (param->choices);
      model = choice_model (param);
      gtk_drop_down_set_model (GTK_DROP_DOWN (field->widget), model);
      if (kept != NULL)
        muster_action_row_set_arg (self, i, kept);
    }
  set_listing (self, info);
  return TRUE;
}

const char *
muster_action_row_get_id (MusterActionRow *self)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_ROW (self), NULL);
  return self->id;
}

gboolean
muster_action_row_get_legal (MusterActionRow *self)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_ROW (self), FALSE);
  return self->legal;
}

static void
muster_action_row_dispose (GObject *object)
{
  MusterActionRow *self = MUSTER_ACTION_ROW (object);

  g_clear_object (&self->session);

  G_OBJECT_CLASS (muster_action_row_parent_class)->dispose (object);
}

static void
muster_action_row_finalize (GObject *object)
{
  MusterActionRow *self = MUSTER_ACTION_ROW (object);

  g_free (self->id);
  g_array_unref (self->fields);

  G_OBJECT_CLASS (muster_action_row_parent_class)->finalize (object);
}

static void
muster_action_row_class_init (MusterActionRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = muster_action_row_dispose;
  object_class->finalize = muster_action_row_finalize;
}

static void
muster_action_row_init (MusterActionRow *self)
{
  self->fields = g_array_new (FALSE, TRUE, sizeof (Field));
  g_array_set_clear_func (self->fields, (GDestroyNotify) field_clear);
}

MusterActionRow *
muster_action_row_new (MusterSession          *session,
                       const MusterActionInfo *info)
{
  MusterActionRow *self;
  GtkWidget *footer, *box, *buttons;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);
  g_return_val_if_fail (info != NULL, NULL);

  self = g_object_new (MUSTER_TYPE_ACTION_ROW, "use-markup", FALSE, NULL);
  self->session = g_object_ref (session);
  self->id = g_strdup (info->id);

  /* The rule section links to the rules reference. */
  self->section = muster_rule_button_new (NULL);
  gtk_widget_set_valign (self->section, GTK_ALIGN_CENTER);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (self), self->section);

  self->warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_set_tooltip_text (self->warning,
                               _("Allowed only by going past a check that rests on reconstructed data; Muster asks first"));
  adw_expander_row_add_action (ADW_EXPANDER_ROW (self), self->warning);

  for (guint i = 0; i < info->params->len; i++)
    add_field (self, g_ptr_array_index (info->params, i));

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->error_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  self->perform = gtk_button_new ();
  gtk_widget_set_halign (self->perform, GTK_ALIGN_END);
  gtk_widget_set_valign (self->perform, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->perform, "suggested-action");
  g_signal_connect_swapped (self->perform, "clicked", G_CALLBACK (perform_cb), self);
  /* Translators: a button that shows an action's chances before the roll. */
  self->odds = gtk_button_new_with_mnemonic (_("_Odds…"));
  gtk_widget_set_valign (self->odds, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->odds, info->previews);
  g_signal_connect_swapped (self->odds, "clicked", G_CALLBACK (odds_cb), self);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_set_hexpand (buttons, TRUE);
  gtk_box_append (GTK_BOX (buttons), self->odds);
  gtk_box_append (GTK_BOX (buttons), self->perform);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->error_label));
  gtk_box_append (GTK_BOX (box), buttons);
  footer = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (footer), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (footer), box);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), footer);

  set_listing (self, info);
  return self;
}
