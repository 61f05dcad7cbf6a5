/* muster-calculator.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "muster-rule-link.h"
#include "widgets/muster-catch-up.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-entry-row.h"
#include "widgets/muster-preview-view.h"

/* Argument lists offered for one action; more would not be read. */
#define MAX_CANDIDATES 80

typedef struct
{
  char      *arg;     /* the word, or a keyed parameter's key */
  GtkWidget *check;
  GtkWidget *row;
  GtkWidget *spin;    /* a keyed count (“models=12”), or NULL */
} Option;

struct _MusterCalculator
{
  GtkWidget      parent_instance;

  MusterSession *session;
  MusterCatchUp  catch_up;    /* follows the game while on screen */
  char          *action;      /* asked for */
  GStrv          args;        /* asked for, or NULL */
  char          *shown;       /* the action shown: @action or an answer */
  GStrv          shown_args;  /* its arguments, before the flags */
  GStrv          performed;   /* what the button performs */
  char          *title;
  GStrv          action_ids;  /* per row of action_row */
  GPtrArray     *candidates;  /* GStrv per row of args_row */
  GPtrArray     *flags;       /* Option*: the action's optional flags */
  GPtrArray     *choices;     /* Option*: the players' choices, previewed */
  char          *flags_for;   /* the action the flags were built for */
  gboolean       building;
  guint          seen;        /* the session's cursor at the last refresh */
  guint          happened_end; /* the entry after the last one listed */

  /* Template widgets */
  GtkWidget      *box;
  GtkBox         *header_box;
  GtkLabel       *title_label;
  GtkLabel       *status_label;
  AdwPreferencesGroup *setup_group;
  AdwComboRow    *action_row;
  AdwComboRow    *args_row;
  AdwPreferencesGroup *choices_group;
  GtkWidget      *resolve_button;
  AdwPreferencesGroup *happened_group;
  GtkListBox     *happened_list;
  MusterPreviewView *preview_view;
  GtkWidget      *rule_button;
};

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_ACTION,
  PROP_ARGS,
  PROP_PREVIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterCalculator, muster_calculator, GTK_TYPE_WIDGET)

static void refresh (MusterCalculator *self);

static void
option_free (Option *o)
{
  g_free (o->arg);
  g_free (o);
}

static void
remove_options (AdwPreferencesGroup *group,
                GPtrArray           *options)
{
  for (guint i = 0; i < options->len; i++)
    adw_preferences_group_remove (group, ((Option *) g_ptr_array_index (options, i))->row);
  g_ptr_array_set_size (options, 0);
}

static void
option_toggled_cb (MusterCalculator *self)
{
  if (!self->building)
    refresh (self);
}

/* A row with a check box, named @label. */
static Option *
add_option (MusterCalculator    *self,
            AdwPreferencesGroup *group,
            GPtrArray           *options,
            const char          *arg,
            const char          *label)
{
  Option *o = g_new0 (Option, 1);

  o->arg = g_strdup (arg);
  o->row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (o->row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (o->row), label);
  o->check = gtk_check_button_new ();
  gtk_widget_set_valign (o->check, GTK_ALIGN_CENTER);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (o->check), GTK_ACCESSIBLE_RELATION_LABELLED_BY, o->row, NULL, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (o->row), o->check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (o->row), o->check);
  g_signal_connect_swapped (o->check, "toggled", G_CALLBACK (option_toggled_cb), self);
  adw_preferences_group_add (group, o->row);
  g_ptr_array_add (options, o);
  return o;
}

static gboolean
same_args (const char * const *a,
           const char * const *b)
{
  guint na = a ? g_strv_length ((char **) a) : 0;
  guint nb = b ? g_strv_length ((char **) b) : 0;

  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    if (g_strcmp0 (a[i], b[i]) != 0)
      return FALSE;
  return TRUE;
}

/* An argument list in names: each argument by the name its parameter
 * gives it. */
static char *
args_words (const MusterActionInfo *info,
            const char * const     *args)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint a = 0; args && args[a]; a++)
    {
      g_autofree char *keyed = info ? muster_action_info_describe_keyed (info, args[a]) : NULL;
      const char *name = keyed;

      for (guint p = 0; info && p < info->params->len && name == NULL; p++)
        {
          const MusterParam *param = g_ptr_array_index (info->params, p);

          for (guint c = 0; param->choices && param->choices[c] && name == NULL; c++)
            if (g_str_equal (param->choices[c], args[a]))
              name = param->choice_labels && param->choice_labels[c] ? param->choice_labels[c] : NULL;
        }
      if (name == NULL)
        name = args[a];
      if (out->len > 0)
        /* Translators: joins the names of an action's arguments. */
        g_string_append (out, _(", "));
      g_string_append (out, name);
    }
  if (out->len == 0)
    return g_strdup (_("As the game stands"));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The actions with odds to pick from: those of play, and any other open
 * now, with @shown among them. */
static void
fill_actions (MusterCalculator *self,
              MusterState      *state)
{
  g_autoptr(GPtrArray) actions = muster_state_list_actions (state);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  guint selected = GTK_INVALID_LIST_POSITION, n = 0;

  for (guint i = 0; i < actions->len; i++)
    {
      const MusterActionInfo *info = g_ptr_array_index (actions, i);
      gboolean open = info->legal || info->uncertain;

      if (!info->previews || info->kind == MUSTER_ACTION_CORRECTION || info->kind == MUSTER_ACTION_SETUP)
        continue;
      if (!open && info->kind != MUSTER_ACTION_PLAY && g_strcmp0 (info->id, self->shown) != 0)
        continue;
      if (g_strcmp0 (info->id, self->shown) == 0)
        selected = n;
      gtk_string_list_append (names, info->label);
      g_strv_builder_add (ids, info->id);
      n++;
    }
  g_strfreev (self->action_ids);
  self->action_ids = g_strv_builder_end (ids);
  adw_combo_row_set_model (self->action_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->action_row, selected);
  gtk_widget_set_visible (GTK_WIDGET (self->action_row), n > 1);
}

/* The argument lists the engine lists for the action shown, with its
 * arguments first when they are not among them. */
static void
fill_candidates (MusterCalculator       *self,
                 MusterState            *state,
                 const MusterActionInfo *info)
{
  g_autoptr(GPtrArray) found = muster_state_list_candidates (state, self->shown, FALSE);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;
  gboolean listed = FALSE;

  g_ptr_array_set_size (self->candidates, 0);
  for (guint i = 0; i < found->len && self->candidates->len < MAX_CANDIDATES; i++)
    {
      const char * const *c = g_ptr_array_index (found, i);

      if (self->shown_args != NULL && same_args (c, (const char * const *) self->shown_args))
        {
          selected = self->candidates->len;
          listed = TRUE;
        }
      g_ptr_array_add (self->candidates, g_strdupv ((char **) c));
    }
  if (self->shown_args != NULL && !listed)
    g_ptr_array_insert (self->candidates, 0, g_strdupv (self->shown_args));
  if (self->shown_args == NULL && self->candidates->len > 0)
    self->shown_args = g_strdupv (g_ptr_array_index (self->candidates, 0));
  for (guint i = 0; i < self->candidates->len; i++)
    {
      g_autofree char *words = args_words (info, g_ptr_array_index (self->candidates, i));

      gtk_string_list_append (names, words);
    }
  adw_combo_row_set_model (self->args_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->args_row, selected);
  gtk_widget_set_visible (GTK_WIDGET (self->args_row), info != NULL && info->params->len > 0 && self->candidates->len > 0);
}

/* A new count ticks its check box (which refreshes the odds). */
static void
spin_changed_cb (GtkCheckButton *check)
{
  if (gtk_check_button_get_active (check))
    g_signal_emit_by_name (check, "toggled");
  else
    gtk_check_button_set_active (check, TRUE);
}

/* A check box for each optional flag of the action shown. */
static void
fill_flags (MusterCalculator       *self,
            const MusterActionInfo *info)
{
  if (g_strcmp0 (self->flags_for, self->shown) == 0)
    return;
  g_free (self->flags_for);
  self->flags_for = g_strdup (self->shown);
  remove_options (self->setup_group, self->flags);
  for (guint p = 0; info && p < info->params->len; p++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, p);

      if (param->kind == MUSTER_PARAM_FLAG && param->choices && param->choices[0])
        add_option (self, self->setup_group, self->flags, param->choices[0], param->label);
      /* Words any number of which may follow (what the players measured:
       * cover, a flank): one check box each. */
      else if (param->kind == MUSTER_PARAM_CHOICE && param->optional && param->repeated && param->choices)
        for (guint c = 0; param->choices[c]; c++)
          add_option (self, self->setup_group, self->flags, param->choices[c],
                      muster_param_choice_label (param, param->choices[c]));
      /* A count the players give (“models=12”): ticked, with its value. */
      else if (param->key != NULL && param->kind == MUSTER_PARAM_NUMBER)
        {
          Option *o = add_option (self, self->setup_group, self->flags, param->key, param->label);
          int lo = param->min < param->max ? param->min : 0;
          int hi = param->min < param->max ? param->max : 1000;

          o->spin = gtk_spin_button_new_with_range (lo, hi, 1);
          gtk_widget_set_valign (o->spin, GTK_ALIGN_CENTER);
          gtk_accessible_update_relation (GTK_ACCESSIBLE (o->spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, o->row, NULL,
                                          -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (o->row), o->spin);
          g_signal_connect_swapped (o->spin, "value-changed", G_CALLBACK (spin_changed_cb), o->check);
        }
    }
}

/* Whether @args already give @o: its word, or its key with a value. */
static gboolean
gives (const char * const *args,
       Option             *o)
{
  gsize n = strlen (o->arg);

  for (guint i = 0; args && args[i]; i++)
    if (g_str_equal (args[i], o->arg) || (o->spin && strncmp (args[i], o->arg, n) == 0 && args[i][n] == '='))
      return TRUE;
  return FALSE;
}

/* The checked options' words, but those @already has. */
static void
add_active (GStrvBuilder       *builder,
            GPtrArray          *options,
            const char * const *already)
{
  for (guint i = 0; i < options->len; i++)
    {
      Option *o = g_ptr_array_index (options, i);

      if (!gtk_check_button_get_active (GTK_CHECK_BUTTON (o->check)) || gives (already, o))
        continue;
      if (o->spin != NULL)
        {
          g_autofree char *keyed = NULL;

          gtk_spin_button_update (GTK_SPIN_BUTTON (o->spin));
          keyed = g_strdup_printf ("%s=%d", o->arg, gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (o->spin)));
          g_strv_builder_add (builder, keyed);
        }
      else
        g_strv_builder_add (builder, o->arg);
    }
}

/* The answer to the decision waiting that has odds, with the arguments
 * the engine suggests first; NULL when none has odds or @action answers
 * it itself. */
static char *
pending_answer (MusterState *state,
                const char  *action,
                GStrv       *args)
{
  g_autoptr(MusterPending) pending = muster_state_get_pending (state);

  *args = NULL;
  if (pending == NULL || pending->actions == NULL || muster_pending_answers (pending, action))
    return NULL;
  for (guint a = 0; pending->actions[a]; a++)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (state, pending->actions[a]);

      if (info == NULL || !info->previews)
        continue;
      for (guint i = 0; pending->suggestions && i < pending->suggestions->len; i++)
        {
          const MusterSuggestion *s = g_ptr_array_index (pending->suggestions, i);

          if (g_str_equal (s->action, info->id))
            {
              *args = g_strdupv (s->args);
              break;
            }
        }
      return g_strdup (info->id);
    }
  return NULL;
}

/* What the combat shown did, entry by entry, once it is taken (the old
 * combat window's list): the entries since the last look that took the
 * action shown or the answers it asked for, added to the list while the
 * sequence goes on; an undo past them empties it. */
static void
follow_log (MusterCalculator *self)
{
  guint cursor = muster_session_get_cursor (self->session);
  gboolean ours = FALSE;

  if (cursor < self->happened_end)
    {
      GtkWidget *child;

      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->happened_list))) != NULL)
        gtk_list_box_remove (self->happened_list, child);
      self->happened_end = 0;
    }
  for (guint i = self->seen; self->shown != NULL && i < cursor; i++)
    ours |= g_strcmp0 (muster_entry_get_action (muster_session_get_entry (self->session, i)), self->shown) == 0;
  if (ours)
    {
      if (self->happened_end != self->seen)
        {
          GtkWidget *child;

          while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->happened_list))) != NULL)
            gtk_list_box_remove (self->happened_list, child);
        }
      for (guint i = self->seen; i < cursor; i++)
        {
          GtkWidget *row = muster_entry_row_new (muster_session_get_entry (self->session, i));

          gtk_list_box_append (self->happened_list, row);
        }
      self->happened_end = cursor;
    }
  self->seen = cursor;
  gtk_widget_set_visible (GTK_WIDGET (self->happened_group), self->happened_end > 0);
}

static void
refresh (MusterCalculator *self)
{
  MusterState *state;
  g_autoptr(MusterActionInfo) info = NULL;
  g_autoptr(MusterPreview) preview = NULL;
  g_autoptr(GStrvBuilder) performed = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) previewed = g_strv_builder_new ();
  g_auto(GStrv) preview_args = NULL;
  g_auto(GStrv) answer_args = NULL;
  g_autofree char *answer = NULL;
  const char * const empty[] = { NULL };

  muster_catch_up_done (&self->catch_up);
  if (self->session == NULL)
    return;
  follow_log (self);
  state = muster_session_get_state (self->session);
  if (self->action == NULL)
    {
      /* Nothing asked yet: the first action of play with odds. */
      g_autoptr(GPtrArray) actions = muster_state_list_actions (state);

      for (guint i = 0; i < actions->len && self->action == NULL; i++)
        {
          const MusterActionInfo *a = g_ptr_array_index (actions, i);

          if (a->previews && a->kind == MUSTER_ACTION_PLAY)
            self->action = g_strdup (a->id);
        }
      if (self->action == NULL)
        return;
    }
  self->building = TRUE;

  /* A decision waits that an action with odds answers: its odds. */
  answer = pending_answer (state, self->action, &answer_args);
  if (g_strcmp0 (answer ? answer : self->action, self->shown) != 0)
    {
      g_free (self->shown);
      self->shown = g_strdup (answer ? answer : self->action);
      g_strfreev (self->shown_args);
      self->shown_args = answer ? g_steal_pointer (&answer_args) : g_strdupv (self->args);
    }
  if (answer != NULL)
    {
      g_autofree char *text = NULL;

      info = muster_state_find_action (state, answer);
      /* Translators: %s names the answer whose odds the calculator shows. */
      text = g_strdup_printf (_("A decision waits first: these are the odds of answering it with “%s”."), info->label);
      gtk_label_set_text (self->status_label, text);
      g_clear_pointer (&info, muster_action_info_free);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), answer != NULL);

  info = muster_state_find_action (state, self->shown);
  g_free (self->title);
  self->title = g_strdup (info ? info->label : "");
  gtk_label_set_text (self->title_label, self->title);
  muster_rule_button_set_section (self->rule_button, info ? info->section : NULL);
  fill_actions (self, state);
  fill_candidates (self, state, info);
  fill_flags (self, info);

  for (guint i = 0; self->shown_args && self->shown_args[i]; i++)
    g_strv_builder_add (performed, self->shown_args[i]);
  add_active (performed, self->flags, (const char * const *) self->shown_args);
  g_strfreev (self->performed);
  self->performed = g_strv_builder_end (performed);
  g_strv_builder_addv (previewed, (const char **) self->performed);
  if (answer == NULL)
    add_active (previewed, self->choices, (const char * const *) self->performed);
  preview_args = g_strv_builder_end (previewed);

  preview = muster_state_preview (state, self->shown, (const char * const *) preview_args);
  muster_preview_view_set_preview (self->preview_view, preview);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->resolve_button),
                                          g_variant_new ("(s^as)", self->shown,
                                                         self->performed ? (const char * const *) self->performed : empty));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->resolve_button), "session.perform");
  gtk_widget_set_visible (self->resolve_button, preview->legal || preview->uncertain);
  gtk_widget_set_visible (GTK_WIDGET (self->choices_group), answer == NULL && self->choices->len > 0);
  self->building = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREVIEW]);
}

static void
action_selected_cb (MusterCalculator *self)
{
  guint i = adw_combo_row_get_selected (self->action_row);

  if (self->building || self->action_ids == NULL || i >= g_strv_length (self->action_ids))
    return;
  muster_calculator_set_action (self, self->action_ids[i], NULL);
}

static void
args_selected_cb (MusterCalculator *self)
{
  guint i = adw_combo_row_get_selected (self->args_row);

  if (self->building || i >= self->candidates->len)
    return;
  g_strfreev (self->shown_args);
  self->shown_args = g_strdupv (g_ptr_array_index (self->candidates, i));
  if (g_strcmp0 (self->shown, self->action) == 0)
    {
      g_strfreev (self->args);
      self->args = g_strdupv (self->shown_args);
    }
  self->building = TRUE;
  remove_options (self->choices_group, self->choices);
  self->building = FALSE;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARGS]);
}

/* The odds follow the game while they are looked at; out of sight, once
 * they are shown again. */
static void
session_changed_cb (MusterCalculator *self)
{
  muster_catch_up_changed (&self->catch_up, FALSE);
}

static void
catch_up_cb (GtkWidget *widget)
{
  refresh (MUSTER_CALCULATOR (widget));
}

static void
muster_calculator_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (muster_calculator_parent_class)->map (widget);
  muster_catch_up_mapped (&MUSTER_CALCULATOR (widget)->catch_up);
}

void
muster_calculator_set_session (MusterCalculator *self,
                               MusterSession    *session)
{
  g_return_if_fail (MUSTER_IS_CALCULATOR (self));
  g_return_if_fail (session == NULL || MUSTER_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  /* Only what happens from now on is listed. */
  self->seen = session ? muster_session_get_cursor (session) : 0;
  self->happened_end = 0;
  if (session != NULL)
    g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  /* Out of sight, the odds are worked out when first shown. */
  muster_catch_up_changed (&self->catch_up, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

void
muster_calculator_set_action (MusterCalculator   *self,
                              const char         *action,
                              const char * const *args)
{
  char *id;
  GStrv copy;

  g_return_if_fail (MUSTER_IS_CALCULATOR (self));

  /* @action and @args may be the calculator's own. */
  id = g_strdup (action);
  copy = args ? g_strdupv ((char **) args) : NULL;
  g_free (self->action);
  self->action = id;
  g_strfreev (self->args);
  self->args = copy;
  g_clear_pointer (&self->shown, g_free);
  self->building = TRUE;
  remove_options (self->choices_group, self->choices);
  self->building = FALSE;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARGS]);
}

/* Does @args name @places (NULLs skipped) in that order? */
static gboolean
names_places (const char * const *args,
              const char * const *places,
              guint               n)
{
  guint k = 0;

  for (guint a = 0; args && args[a] && k < n; a++)
    if (g_strcmp0 (args[a], places[k]) == 0)
      k++;
  return k == n;
}

void
muster_calculator_set_places (MusterCalculator *self,
                              const char       *action,
                              const char       *from,
                              const char       *to)
{
  MusterState *state;
  g_autoptr(MusterActionInfo) info = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  const char *places[2];
  guint n_places = 0, n_params = 0, used = 0;

  g_return_if_fail (MUSTER_IS_CALCULATOR (self));
  g_return_if_fail (self->session != NULL);

  state = muster_session_get_state (self->session);
  info = action ? muster_state_find_action (state, action) : NULL;
  if (info == NULL)
    {
      muster_calculator_set_action (self, action, NULL);
      return;
    }
  for (guint p = 0; p < info->params->len; p++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, p);

      if (param->kind == MUSTER_PARAM_PLACE && !param->optional)
        n_params++;
    }
  if (n_params == 1)
    places[n_places++] = to ? to : from;
  else
    {
      if (from != NULL)
        places[n_places++] = from;
      if (to != NULL)
        places[n_places++] = to;
    }
  if (n_places == 0 || places[0] == NULL)
    {
      muster_calculator_set_action (self, action, NULL);
      return;
    }
  {
    g_autoptr(GPtrArray) found = muster_state_list_candidates (state, action, FALSE);

    for (guint i = 0; i < found->len; i++)
      if (names_places (g_ptr_array_index (found, i), places, MIN (n_places, n_params)))
        {
          muster_calculator_set_action (self, action, g_ptr_array_index (found, i));
          return;
        }
  }
  /* Not among them: the places as given, to see why not. */
  for (guint p = 0; p < info->params->len; p++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, p);

      if (param->optional)
        break;
      if (param->kind == MUSTER_PARAM_PLACE && used < n_places)
        g_strv_builder_add (builder, places[used++]);
      else if (param->choices != NULL && param->choices[0] != NULL && param->kind != MUSTER_PARAM_PLACE)
        g_strv_builder_add (builder, param->choices[0]);
      else
        break;
    }
  args = g_strv_builder_end (builder);
  muster_calculator_set_action (self, action, (const char * const *) args);
}

const char *
muster_calculator_get_action (MusterCalculator *self)
{
  g_return_val_if_fail (MUSTER_IS_CALCULATOR (self), NULL);
  return self->action;
}

const char *
muster_calculator_get_shown (MusterCalculator *self)
{
  g_return_val_if_fail (MUSTER_IS_CALCULATOR (self), NULL);
  return self->shown;
}

const char * const *
muster_calculator_get_args (MusterCalculator *self)
{
  g_return_val_if_fail (MUSTER_IS_CALCULATOR (self), NULL);
  return (const char * const *) self->performed;
}

const char *
muster_calculator_get_title (MusterCalculator *self)
{
  g_return_val_if_fail (MUSTER_IS_CALCULATOR (self), NULL);
  return self->title;
}

const MusterPreview *
muster_calculator_get_preview (MusterCalculator *self)
{
  g_return_val_if_fail (MUSTER_IS_CALCULATOR (self), NULL);
  return muster_preview_view_get_preview (self->preview_view);
}

void
muster_calculator_set_choices_title (MusterCalculator *self,
                                     const char       *title,
                                     const char       *description)
{
  g_return_if_fail (MUSTER_IS_CALCULATOR (self));
  adw_preferences_group_set_title (self->choices_group, title ? title : "");
  adw_preferences_group_set_description (self->choices_group, description);
}

void
muster_calculator_add_choice (MusterCalculator *self,
                              const char       *arg,
                              const char       *label)
{
  g_return_if_fail (MUSTER_IS_CALCULATOR (self));
  g_return_if_fail (arg != NULL && label != NULL);

  add_option (self, self->choices_group, self->choices, arg, label);
  gtk_widget_set_visible (GTK_WIDGET (self->choices_group), TRUE);
}

void
muster_calculator_set_choice (MusterCalculator *self,
                              const char       *arg,
                              gboolean          on)
{
  g_return_if_fail (MUSTER_IS_CALCULATOR (self));

  for (guint i = 0; i < self->choices->len; i++)
    {
      Option *o = g_ptr_array_index (self->choices, i);

      if (g_strcmp0 (o->arg, arg) == 0)
        gtk_check_button_set_active (GTK_CHECK_BUTTON (o->check), on);
    }
}

static void
muster_calculator_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  MusterCalculator *self = MUSTER_CALCULATOR (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_ACTION:
      g_value_set_string (value, self->action);
      break;
    case PROP_ARGS:
      g_value_set_boxed (value, self->args);
      break;
    case PROP_PREVIEW:
      g_value_set_boxed (value, muster_calculator_get_preview (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_calculator_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  MusterCalculator *self = MUSTER_CALCULATOR (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      muster_calculator_set_session (self, g_value_get_object (value));
      break;
    case PROP_ACTION:
      muster_calculator_set_action (self, g_value_get_string (value), NULL);
      break;
    case PROP_ARGS:
      muster_calculator_set_action (self, self->action, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_calculator_dispose (GObject *object)
{
  MusterCalculator *self = MUSTER_CALCULATOR (object);

  muster_catch_up_clear (&self->catch_up);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_CALCULATOR);
  G_OBJECT_CLASS (muster_calculator_parent_class)->dispose (object);
}

static void
muster_calculator_finalize (GObject *object)
{
  MusterCalculator *self = MUSTER_CALCULATOR (object);

  g_free (self->action);
  g_strfreev (self->args);
  g_free (self->shown);
  g_strfreev (self->shown_args);
  g_strfreev (self->performed);
  g_free (self->title);
  g_strfreev (self->action_ids);
  g_free (self->flags_for);
  g_ptr_array_unref (self->candidates);
  g_ptr_array_unref (self->flags);
  g_ptr_array_unref (self->choices);
  G_OBJECT_CLASS (muster_calculator_parent_class)->finalize (object);
}

static void
muster_calculator_class_init (MusterCalculatorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_calculator_get_property;
  object_class->set_property = muster_calculator_set_property;
  object_class->dispose = muster_calculator_dispose;
  object_class->finalize = muster_calculator_finalize;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, MUSTER_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTION] =
    g_param_spec_string ("action", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ARGS] =
    g_param_spec_boxed ("args", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PREVIEW] =
    g_param_spec_boxed ("preview", NULL, NULL, MUSTER_TYPE_PREVIEW,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MUSTER_TYPE_PREVIEW_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-calculator.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, box);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, header_box);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, title_label);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, status_label);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, setup_group);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, action_row);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, args_row);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, choices_group);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, resolve_button);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, happened_group);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, happened_list);
  gtk_widget_class_bind_template_child (widget_class, MusterCalculator, preview_view);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  widget_class->map = muster_calculator_map;
  gtk_widget_class_set_css_name (widget_class, "mustercalculator");
}

static void
muster_calculator_init (MusterCalculator *self)
{
  self->candidates = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  self->flags = g_ptr_array_new_with_free_func ((GDestroyNotify) option_free);
  self->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) option_free);
  muster_catch_up_init (&self->catch_up, GTK_WIDGET (self), catch_up_cb);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rule_button = muster_rule_button_new (NULL);
  gtk_widget_set_valign (self->rule_button, GTK_ALIGN_CENTER);
  gtk_box_append (self->header_box, self->rule_button);
  g_signal_connect_swapped (self->action_row, "notify::selected", G_CALLBACK (action_selected_cb), self);
  g_signal_connect_swapped (self->args_row, "notify::selected", G_CALLBACK (args_selected_cb), self);
}

GtkWidget *
muster_calculator_new (void)
{
  return g_object_new (MUSTER_TYPE_CALCULATOR, NULL);
}
