/* muster-decision-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-rule-link.h"
#include "widgets/muster-decision-bar.h"

struct _MusterDecisionBar
{
  GtkWidget      parent_instance;

  MusterPending *pending;
  char          *key;        /* what the answers were built for */
  char          *form_action; /* opens a form for an answer, “(sas)” */
  char          *side_class; /* the CSS class naming who answers */
  gboolean       compact;
  int            fitted_width; /* the answers' width their room was fitted to */
  guint          fit_id;
  char          *named_action; /* the answer that names items one by one */
  GPtrArray     *named;      /* the items named so far */
  char          *editor_action; /* the answer whose numbers are edited */
  GStrv          editor_args; /* its arguments, numbers from the spins */
  GPtrArray     *spins;      /* GtkSpinButton* per NUMBER argument, or NULL */
  GtkWidget     *editor_button;
  GArray        *shown;      /* Answer per child of the answers, but the menu's */
  GtkWidget     *more_button; /* the answers with no room, last of the answers */
  GMenu         *menu;

  /* Template widgets */
  GtkWidget     *box;
  GtkBox        *header_box;
  GtkLabel      *who_label;
  GtkLabel      *text_label;
  GtkScrolledWindow *scroller;
  GtkFlowBox    *answers;
  GtkWidget     *named_box;
  GtkLabel      *named_label;
  GtkWidget     *apply_button;
  GtkLabel      *elsewhere_label;
  GtkWidget     *rule_button;
};

enum
{
  PROP_0,
  PROP_FORM_ACTION,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterDecisionBar, muster_decision_bar, GTK_TYPE_WIDGET)

/* How readily an answer gives up its button to the “More” menu when the
 * bar is compact: the last of these first. */
typedef enum
{
  KEEP_ALWAYS,   /* the first answer, items to name, numbers to edit */
  KEEP_FIRST,    /* another answer action's first suggestion */
  KEEP_OTHER,    /* its further suggestions */
  KEEP_FORM,     /* a form to choose the arguments */
} Keep;

typedef struct
{
  GtkWidget *child;   /* the flow box's child holding it (borrowed) */
  GtkWidget *button;  /* a button carrying its action, or NULL */
  Keep       keep;
} Answer;

static const char * const no_args[] = { NULL };

/* A button that performs @action with @args. */
static GtkWidget *
perform_button (const char         *label,
                const char         *action_name,
                const char         *action,
                const char * const *args)
{
  GtkWidget *button = gtk_button_new_with_label (label ? label : "");
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  gtk_label_set_wrap (GTK_LABEL (child), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (child), 40);
  /* A short answer keeps its one line: wrapped to its narrowest it would
   * make its row of answers several lines tall. */
  gtk_label_set_width_chars (GTK_LABEL (child), MIN ((int) g_utf8_strlen (label ? label : "", -1), 20));
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new ("(s^as)", action, args ? args : no_args));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  return button;
}

static GtkWidget *
answer_button (const MusterSuggestion *s)
{
  return perform_button (s->label, "session.perform", s->action, (const char * const *) s->args);
}

/* The flow box's own children take no focus: the buttons in them do.
 * @keep says whether a button may go into the menu. */
static void
append_answer (MusterDecisionBar *self,
               GtkWidget         *child,
               Keep               keep)
{
  Answer answer = { NULL, GTK_IS_BUTTON (child) ? child : NULL, GTK_IS_BUTTON (child) ? keep : KEEP_ALWAYS };

  gtk_flow_box_append (self->answers, child);
  answer.child = gtk_widget_get_parent (child);
  gtk_widget_set_focusable (answer.child, FALSE);
  g_array_append_val (self->shown, answer);
}

/* The name of item @id of the decision. */
static const char *
item_name (const MusterPending *pending,
           const char          *id)
{
  for (guint i = 0; pending->items && pending->items[i]; i++)
    if (g_str_equal (pending->items[i], id) && pending->item_labels)
      return pending->item_labels[i];
  return id;
}

/* “Hits named: 1 of 2 — Minutemen 4”, and Apply once every one is named. */
static void
update_named (MusterDecisionBar *self)
{
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;
  guint count = self->pending ? self->pending->count : 0;

  for (guint i = 0; i < self->named->len; i++)
    {
      if (i > 0)
        /* Translators: joins the names of the items named so far. */
        g_string_append (names, _(", "));
      g_string_append (names, item_name (self->pending, g_ptr_array_index (self->named, i)));
    }
  /* Translators: how many of the items an answer needs are named so far. */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Named %u of %u: %s", "Named %u of %u: %s", count),
                          self->named->len, count, names->len ? names->str : _("none yet"));
  gtk_label_set_text (self->named_label, text);
  g_ptr_array_add (self->named, NULL);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->apply_button),
                                          g_variant_new ("(s^as)", self->named_action ? self->named_action : "",
                                                         (const char * const *) self->named->pdata));
  g_ptr_array_set_size (self->named, self->named->len - 1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->apply_button), "session.perform");
  gtk_widget_set_sensitive (self->apply_button, self->named->len == count);
}

static void
name_item_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  MusterDecisionBar *self = MUSTER_DECISION_BAR (widget);

  if (self->pending == NULL || self->named->len >= self->pending->count)
    return;
  g_ptr_array_add (self->named, g_variant_dup_string (param, NULL));
  update_named (self);
}

static void
clear_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  MusterDecisionBar *self = MUSTER_DECISION_BAR (widget);

  g_ptr_array_set_size (self->named, 0);
  update_named (self);
}

/* Applied: the next decision starts with nothing named. */
static void
applied_cb (MusterDecisionBar *self)
{
  g_ptr_array_set_size (self->named, 0);
  g_clear_pointer (&self->key, g_free);
}

/* The answer that names @pending's items one by one, as many as it
 * counts (the counter taking each hit), with a button for each item. */
static gboolean
add_naming (MusterDecisionBar *self,
            MusterState       *state)
{
  const MusterPending *pending = self->pending;

  g_clear_pointer (&self->named_action, g_free);
  g_ptr_array_set_size (self->named, 0);
  if (pending->count == 0 || pending->items == NULL || pending->items[0] == NULL || pending->actions == NULL)
    return FALSE;
  for (guint a = 0; pending->actions[a] && self->named_action == NULL; a++)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (state, pending->actions[a]);

      for (guint p = 0; info && p < info->params->len; p++)
        if (((MusterParam *) g_ptr_array_index (info->params, p))->kind == MUSTER_PARAM_ALLOCATION ||
            ((MusterParam *) g_ptr_array_index (info->params, p))->repeated)
          {
            self->named_action = g_strdup (info->id);
            gtk_button_set_label (GTK_BUTTON (self->apply_button), info->label);
            break;
          }
    }
  if (self->named_action == NULL)
    return FALSE;
  for (guint i = 0; pending->items[i]; i++)
    {
      GtkWidget *button = gtk_button_new_with_label (item_name (pending, pending->items[i]));

      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_string (pending->items[i]));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "decision.name-item");
      append_answer (self, button, KEEP_ALWAYS);
    }
  update_named (self);
  return TRUE;
}

/* The editor's arguments: the suggestion's, with each number from its
 * field (one per parameter, NULL where it is not a number). */
static void
editor_changed_cb (MusterDecisionBar *self)
{
  g_auto(GStrv) args = g_strdupv (self->editor_args);

  if (self->editor_button == NULL || self->editor_action == NULL)
    return;
  for (guint i = 0; args && args[i] && i < self->spins->len; i++)
    {
      GtkSpinButton *spin = g_ptr_array_index (self->spins, i);

      if (spin == NULL)
        continue;
      g_free (args[i]);
      args[i] = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spin));
    }
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->editor_button),
                                          g_variant_new ("(s^as)", self->editor_action,
                                                         args ? (const char * const *) args : no_args));
}

/* A correction that answers the decision (the values printed on the card
 * drawn): a number field for each number it takes, filled as the engine
 * suggests, and a button recording them. */
static gboolean
add_editor (MusterDecisionBar      *self,
            const MusterActionInfo *info)
{
  const MusterSuggestion *first = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  for (guint i = 0; self->pending->suggestions && i < self->pending->suggestions->len && first == NULL; i++)
    if (g_str_equal (((MusterSuggestion *) g_ptr_array_index (self->pending->suggestions, i))->action, info->id))
      first = g_ptr_array_index (self->pending->suggestions, i);
  if (first == NULL || first->args == NULL || g_strv_length (first->args) != info->params->len)
    {
      g_object_ref_sink (box);
      g_object_unref (box);
      return FALSE;
    }
  g_free (self->editor_action);
  self->editor_action = g_strdup (info->id);
  g_strfreev (self->editor_args);
  self->editor_args = g_strdupv (first->args);
  g_ptr_array_set_size (self->spins, 0);
  for (guint p = 0; p < info->params->len; p++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, p);
      GtkWidget *field, *label, *spin;

      if (param->kind != MUSTER_PARAM_NUMBER)
        {
          g_ptr_array_add (self->spins, NULL);
          continue;
        }
      field = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      label = gtk_label_new (param->label);
      spin = gtk_spin_button_new_with_range (param->min, MAX (param->max, param->min), 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), g_ascii_strtod (first->args[p], NULL));
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (field), label);
      gtk_box_append (GTK_BOX (field), spin);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (editor_changed_cb), self);
      gtk_box_append (GTK_BOX (box), field);
      g_ptr_array_add (self->spins, spin);
    }
  append_answer (self, box, KEEP_ALWAYS);
  /* Translators: records the numbers typed in for a decision. */
  self->editor_button = gtk_button_new_with_mnemonic (_("_Record These Values"));
  gtk_widget_set_valign (self->editor_button, GTK_ALIGN_END);
  gtk_widget_set_tooltip_text (self->editor_button, info->summary);
  append_answer (self, self->editor_button, KEEP_ALWAYS);
  editor_changed_cb (self);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->editor_button), "session.perform");
  return TRUE;
}

/* One button per answer the engine suggests; a correction's numbers to
 * edit; with a form action, one more for each answer that takes
 * arguments, to choose them in a form. Returns how many were added. */
static guint
add_answers (MusterDecisionBar *self,
             MusterState       *state)
{
  const MusterPending *pending = self->pending;
  guint n = 0;

  g_clear_pointer (&self->editor_action, g_free);
  g_ptr_array_set_size (self->spins, 0);
  self->editor_button = NULL;
  if (add_naming (self, state))
    n++;
  for (guint a = 0; pending->actions && pending->actions[a]; a++)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (state, pending->actions[a]);
      const char * const *first = NULL;
      guint of_action = 0;

      if (info == NULL || g_strcmp0 (info->id, self->named_action) == 0)
        continue;
      if (info->kind == MUSTER_ACTION_CORRECTION)
        {
          if (self->editor_action == NULL && add_editor (self, info))
            n++;
          continue;
        }
      for (guint i = 0; pending->suggestions && i < pending->suggestions->len; i++)
        {
          const MusterSuggestion *s = g_ptr_array_index (pending->suggestions, i);
          GtkWidget *button;

          if (!g_str_equal (s->action, info->id))
            continue;
          button = answer_button (s);
          if (n == 0)
            gtk_widget_add_css_class (button, "suggested-action");
          gtk_widget_set_tooltip_text (button, info->summary);
          append_answer (self, button, n == 0 ? KEEP_ALWAYS : of_action == 0 ? KEEP_FIRST : KEEP_OTHER);
          if (first == NULL)
            first = (const char * const *) s->args;
          of_action++;
          n++;
        }
      if (self->form_action != NULL && info->params->len > 0)
        {
          /* Translators: an answer whose arguments are chosen in a form. */
          g_autofree char *more = g_strdup_printf (_("%s…"), info->label);
          GtkWidget *button = perform_button (more, self->form_action, info->id, first);

          gtk_widget_set_tooltip_text (button, _("Choose the arguments in a form"));
          append_answer (self, button, n == 0 ? KEEP_ALWAYS : KEEP_FORM);
          n++;
        }
    }
  return n;
}

/* Last of the answers, shown once some have no room: a menu of those. */
static void
add_more_button (MusterDecisionBar *self)
{
  GtkWidget *button = gtk_menu_button_new ();

  /* Short, as the action bar's “More”, to share a row with the answers;
   * its accessible name says what it holds.
   * Translators: the button of a menu of the answers to a decision that
   * have no room for a button of their own; keep it short. */
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), C_("answers", "More"));
  /* Translators: a menu of the answers to a decision that have no room
   * for a button of their own. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("More Answers"), -1);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (self->menu));
  /* Its own width, not its column's: a menu, not one more answer. */
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_flow_box_append (self->answers, button);
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
  gtk_widget_set_visible (gtk_widget_get_parent (button), FALSE);
  self->more_button = button;
}

/* The menu: every answer whose button is hidden, in the bar's order, a
 * section for each action. */
static void
fill_menu (MusterDecisionBar *self)
{
  g_autoptr(GMenu) section = NULL;
  g_autofree char *section_action = NULL;

  g_menu_remove_all (self->menu);
  for (guint i = 0; i < self->shown->len; i++)
    {
      const Answer *answer = &g_array_index (self->shown, Answer, i);
      GVariant *target;
      const char *action = NULL;
      g_autoptr(GMenuItem) item = NULL;

      if (answer->button == NULL || gtk_widget_get_visible (answer->child))
        continue;
      target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (answer->button));
      if (target != NULL && g_variant_is_of_type (target, G_VARIANT_TYPE ("(sas)")))
        g_variant_get (target, "(&s@as)", &action, NULL);
      if (section == NULL || g_strcmp0 (action, section_action) != 0)
        {
          if (section != NULL)
            g_menu_append_section (self->menu, NULL, G_MENU_MODEL (section));
          g_clear_object (&section);
          section = g_menu_new ();
          g_free (section_action);
          section_action = g_strdup (action);
        }
      item = g_menu_item_new (gtk_button_get_label (GTK_BUTTON (answer->button)), NULL);
      g_menu_item_set_action_and_target_value (item, gtk_actionable_get_action_name (GTK_ACTIONABLE (answer->button)),
                                               target);
      g_menu_append_item (section, item);
    }
  if (section != NULL)
    g_menu_append_section (self->menu, NULL, G_MENU_MODEL (section));
  if (self->more_button != NULL)
    {
      guint n = 0;
      g_autofree char *tip = NULL;

      for (guint i = 0; i < self->shown->len; i++)
        if (!gtk_widget_get_visible (g_array_index (self->shown, Answer, i).child))
          n++;
      /* Translators: the tooltip of the menu of answers with no room. */
      tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u more answer", "%u more answers", n), n);
      gtk_widget_set_tooltip_text (self->more_button, tip);
    }
}

/* “Answer with Take the Hits or Retreat on the Actions page.” */
static char *
elsewhere_words (const MusterPending *pending,
                 MusterState         *state)
{
  g_autoptr(GString) names = g_string_new (NULL);
  guint n = pending->actions ? g_strv_length (pending->actions) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (state, pending->actions[i]);

      if (info == NULL)
        continue;
      if (names->len > 0)
        /* Translators: joins the names of actions, “Retreat or Stand”. */
        g_string_append (names, i + 1 == n ? _(" or ") : _(", "));
      g_string_append (names, info->label);
    }
  if (names->len == 0)
    return NULL;
  /* Translators: %s names the actions that answer a decision. */
  return g_strdup_printf (_("Answer with %s on the Actions page."), names->str);
}

/* What the answers are built for: a new question rebuilds them, the same
 * one keeps the items named so far. */
static char *
pending_key (const MusterPending *pending)
{
  g_autoptr(GString) key = g_string_new (pending->text);

  g_string_append_printf (key, "|%s|%s|%u|", pending->side ? pending->side : "", pending->place ? pending->place : "",
                          pending->count);
  for (guint i = 0; pending->actions && pending->actions[i]; i++)
    g_string_append_printf (key, "%s,", pending->actions[i]);
  for (guint i = 0; pending->items && pending->items[i]; i++)
    g_string_append_printf (key, "%s,", pending->items[i]);
  for (guint i = 0; pending->suggestions && i < pending->suggestions->len; i++)
    {
      const MusterSuggestion *s = g_ptr_array_index (pending->suggestions, i);
      g_autofree char *args = s->args ? g_strjoinv (" ", s->args) : NULL;

      g_string_append_printf (key, "%s %s;", s->action, args ? args : "");
    }
  return g_string_free (g_steal_pointer (&key), FALSE);
}

void
muster_decision_bar_update (MusterDecisionBar *self,
                            MusterSystem      *system,
                            MusterState       *state)
{
  g_autofree char *elsewhere = NULL;
  g_autofree char *key = NULL;
  const char *side_name = NULL;
  GtkWidget *child;
  guint n;

  g_return_if_fail (MUSTER_IS_DECISION_BAR (self));
  g_return_if_fail (MUSTER_IS_STATE (state));

  g_clear_pointer (&self->pending, muster_pending_free);
  self->pending = muster_state_get_pending (state);
  gtk_widget_set_visible (GTK_WIDGET (self), self->pending != NULL);
  if (self->pending == NULL)
    {
      g_clear_pointer (&self->key, g_free);
      return;
    }
  key = pending_key (self->pending);
  if (g_strcmp0 (key, self->key) == 0)
    return;
  g_free (self->key);
  self->key = g_steal_pointer (&key);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->answers))) != NULL)
    gtk_flow_box_remove (self->answers, child);
  g_array_set_size (self->shown, 0);
  self->more_button = NULL;
  g_menu_remove_all (self->menu);

  /* The side who answers, for a board's style: “side-british”. */
  if (self->side_class != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self), self->side_class);
  g_clear_pointer (&self->side_class, g_free);
  if (self->pending->side != NULL && g_regex_match_simple ("^[a-z0-9-]+$", self->pending->side, 0, 0))
    {
      self->side_class = g_strdup_printf ("side-%s", self->pending->side);
      gtk_widget_add_css_class (GTK_WIDGET (self), self->side_class);
    }
  if (self->pending->side != NULL)
    side_name = muster_state_get_owner_name (state, self->pending->side);
  if (self->pending->side != NULL && side_name == NULL && system != NULL)
    side_name = muster_system_get_side_name (system, self->pending->side);
  if (side_name != NULL)
    {
      /* Translators: the heading of a decision the game waits for. */
      g_autofree char *who = g_strdup_printf (_("%s to decide"), side_name);

      gtk_label_set_text (self->who_label, who);
    }
  else
    gtk_label_set_text (self->who_label, _("A decision to make"));
  muster_rule_button_set_section (self->rule_button, self->pending->rule);
  gtk_label_set_text (self->text_label, self->pending->text ? self->pending->text : "");

  n = add_answers (self, state);
  if (n > 0)
    add_more_button (self);
  /* New answers: their room fitted again. */
  self->fitted_width = 0;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_set_visible (self->named_box, self->named_action != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->scroller), n > 0);
  if (n == 0)
    elsewhere = elsewhere_words (self->pending, state);
  gtk_label_set_text (self->elsewhere_label, elsewhere ? elsewhere : "");
  gtk_widget_set_visible (GTK_WIDGET (self->elsewhere_label), elsewhere != NULL);
}

void
muster_decision_bar_set_form_action (MusterDecisionBar *self,
                                     const char        *action_name)
{
  g_return_if_fail (MUSTER_IS_DECISION_BAR (self));

  if (g_strcmp0 (self->form_action, action_name) == 0)
    return;
  g_free (self->form_action);
  self->form_action = g_strdup (action_name);
  g_clear_pointer (&self->key, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FORM_ACTION]);
}

/* The answers' room: what they need at the width they have. When compact,
 * at most COMPACT_HEIGHT: the answers that would take more give their
 * buttons up to the “More” menu, forms first, then further
 * suggestions, then the first of other answer actions, each from the
 * last; the first answer always keeps its button. What is still too
 * tall (many items to name) scrolls. (A scrolled window asks its child's
 * natural height for no width in particular, which for a flow box of
 * answers is the height of one answer a row.) */
#define COMPACT_HEIGHT 112

static int
answers_height (MusterDecisionBar *self,
                int                width)
{
  int needed = 0;

  gtk_widget_measure (GTK_WIDGET (self->answers), GTK_ORIENTATION_VERTICAL, width, NULL, &needed, NULL, NULL);
  return needed;
}

static gboolean
fit_answers_cb (gpointer data)
{
  MusterDecisionBar *self = data;
  int width = gtk_widget_get_width (GTK_WIDGET (self->answers));
  int needed, least;

  self->fit_id = 0;
  if (width <= 0)
    return G_SOURCE_REMOVE;
  self->fitted_width = width;
  for (guint i = 0; i < self->shown->len; i++)
    gtk_widget_set_visible (g_array_index (self->shown, Answer, i).child, TRUE);
  if (self->more_button != NULL)
    gtk_widget_set_visible (gtk_widget_get_parent (self->more_button), FALSE);
  needed = answers_height (self, width);
  if (self->compact && needed > COMPACT_HEIGHT && self->more_button != NULL)
    {
      gboolean any = FALSE;

      for (Keep keep = KEEP_FORM; keep > KEEP_ALWAYS && needed > COMPACT_HEIGHT; keep--)
        for (guint i = self->shown->len; i-- > 0 && needed > COMPACT_HEIGHT;)
          {
            const Answer *answer = &g_array_index (self->shown, Answer, i);

            if (answer->keep != keep)
              continue;
            if (!any)
              gtk_widget_set_visible (gtk_widget_get_parent (self->more_button), TRUE);
            any = TRUE;
            gtk_widget_set_visible (answer->child, FALSE);
            needed = answers_height (self, width);
          }
    }
  fill_menu (self);
  /* Answers that fit want no scroll bar, whose own least height would
   * leave a gap under a single row. */
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER,
                                  self->compact && needed <= COMPACT_HEIGHT ? GTK_POLICY_EXTERNAL : GTK_POLICY_AUTOMATIC);
  if (self->compact)
    needed = MIN (needed, COMPACT_HEIGHT);
  /* A compact bar asks for its answers' room in full, never a cut row:
   * the map gives way (to a bounded height). (The least never above the
   * most.) */
  least = self->compact ? needed : -1;
  if (needed > gtk_scrolled_window_get_max_content_height (self->scroller))
    {
      gtk_scrolled_window_set_max_content_height (self->scroller, needed);
      gtk_scrolled_window_set_min_content_height (self->scroller, least);
    }
  else if (needed != gtk_scrolled_window_get_max_content_height (self->scroller) ||
           least != gtk_scrolled_window_get_min_content_height (self->scroller))
    {
      gtk_scrolled_window_set_min_content_height (self->scroller, least);
      gtk_scrolled_window_set_max_content_height (self->scroller, needed);
    }
  return G_SOURCE_REMOVE;
}

static GtkSizeRequestMode
muster_decision_bar_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (MUSTER_DECISION_BAR (widget)->box);
}

static void
muster_decision_bar_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  gtk_widget_measure (MUSTER_DECISION_BAR (widget)->box, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
}

/* Its own allocation (not a layout manager's), to follow the answers'
 * width. */
static void
muster_decision_bar_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  MusterDecisionBar *self = MUSTER_DECISION_BAR (widget);

  gtk_widget_allocate (self->box, width, height, baseline, NULL);
  /* Fitted after this layout, never during it. */
  if (self->fit_id == 0 && gtk_widget_get_width (GTK_WIDGET (self->answers)) != self->fitted_width)
    self->fit_id = g_idle_add (fit_answers_cb, self);
}

void
muster_decision_bar_set_compact (MusterDecisionBar *self,
                                 gboolean           compact)
{
  g_return_if_fail (MUSTER_IS_DECISION_BAR (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  /* Many answers scroll after about two rows: the bar never pushes the
   * map off a small screen. */
  self->fitted_width = 0;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

gboolean
muster_decision_bar_is_pending (MusterDecisionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_DECISION_BAR (self), FALSE);
  return self->pending != NULL;
}

GMenuModel *
muster_decision_bar_get_menu (MusterDecisionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_DECISION_BAR (self), NULL);

  if (self->more_button == NULL || !gtk_widget_get_visible (gtk_widget_get_parent (self->more_button)))
    return NULL;
  return G_MENU_MODEL (self->menu);
}

const char *
muster_decision_bar_get_text (MusterDecisionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_DECISION_BAR (self), NULL);

  return self->pending ? self->pending->text : NULL;
}

static void
muster_decision_bar_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  MusterDecisionBar *self = MUSTER_DECISION_BAR (object);

  switch (prop_id)
    {
    case PROP_FORM_ACTION:
      g_value_set_string (value, self->form_action);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_decision_bar_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  MusterDecisionBar *self = MUSTER_DECISION_BAR (object);

  switch (prop_id)
    {
    case PROP_FORM_ACTION:
      muster_decision_bar_set_form_action (self, g_value_get_string (value));
      break;
    case PROP_COMPACT:
      muster_decision_bar_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_decision_bar_dispose (GObject *object)
{
  g_clear_handle_id (&MUSTER_DECISION_BAR (object)->fit_id, g_source_remove);
  MUSTER_DECISION_BAR (object)->more_button = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_DECISION_BAR);
  G_OBJECT_CLASS (muster_decision_bar_parent_class)->dispose (object);
}

static void
muster_decision_bar_finalize (GObject *object)
{
  MusterDecisionBar *self = MUSTER_DECISION_BAR (object);

  g_clear_pointer (&self->pending, muster_pending_free);
  g_free (self->key);
  g_free (self->form_action);
  g_free (self->side_class);
  g_free (self->named_action);
  g_ptr_array_unref (self->named);
  g_free (self->editor_action);
  g_strfreev (self->editor_args);
  g_ptr_array_unref (self->spins);
  g_array_unref (self->shown);
  g_clear_object (&self->menu);
  G_OBJECT_CLASS (muster_decision_bar_parent_class)->finalize (object);
}

static void
muster_decision_bar_class_init (MusterDecisionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_decision_bar_get_property;
  object_class->set_property = muster_decision_bar_set_property;
  object_class->dispose = muster_decision_bar_dispose;
  widget_class->get_request_mode = muster_decision_bar_get_request_mode;
  widget_class->measure = muster_decision_bar_measure;
  widget_class->size_allocate = muster_decision_bar_size_allocate;
  object_class->finalize = muster_decision_bar_finalize;

  properties[PROP_FORM_ACTION] =
    g_param_spec_string ("form-action", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-decision-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, box);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, header_box);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, who_label);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, text_label);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, answers);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, named_box);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, named_label);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, apply_button);
  gtk_widget_class_install_action (widget_class, "decision.name-item", "s", name_item_action);
  gtk_widget_class_install_action (widget_class, "decision.clear", NULL, clear_action);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, elsewhere_label);
  gtk_widget_class_set_css_name (widget_class, "musterdecision");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
muster_decision_bar_init (MusterDecisionBar *self)
{
  self->named = g_ptr_array_new_with_free_func (g_free);
  self->spins = g_ptr_array_new ();
  self->shown = g_array_new (FALSE, FALSE, sizeof (Answer));
  self->menu = g_menu_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->apply_button, "clicked", G_CALLBACK (applied_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Decision"), -1);
  self->rule_button = muster_rule_button_new (NULL);
  gtk_widget_set_valign (self->rule_button, GTK_ALIGN_CENTER);
  gtk_box_append (self->header_box, self->rule_button);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
muster_decision_bar_new (void)
{
  return g_object_new (MUSTER_TYPE_DECISION_BAR, NULL);
}
