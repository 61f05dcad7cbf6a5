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

  /* Template widgets */
  GtkWidget     *box;
  GtkBox        *header_box;
  GtkLabel      *who_label;
  GtkLabel      *text_label;
  GtkFlowBox    *answers;
  GtkLabel      *elsewhere_label;
  GtkWidget     *rule_button;
};

G_DEFINE_FINAL_TYPE (MusterDecisionBar, muster_decision_bar, GTK_TYPE_WIDGET)

static GtkWidget *
answer_button (const MusterSuggestion *s)
{
  GtkWidget *button = gtk_button_new_with_label (s->label ? s->label : "");
  const char * const empty[] = { NULL };

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "session.perform");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new ("(s^as)", s->action,
                                                         s->args ? (const char * const *) s->args : empty));
  return button;
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

void
muster_decision_bar_update (MusterDecisionBar *self,
                            MusterSystem      *system,
                            MusterState       *state)
{
  g_autofree char *elsewhere = NULL;
  const char *side_name = NULL;
  GtkWidget *child;

  g_return_if_fail (MUSTER_IS_DECISION_BAR (self));
  g_return_if_fail (MUSTER_IS_STATE (state));

  g_clear_pointer (&self->pending, muster_pending_free);
  self->pending = muster_state_get_pending (state);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->answers))) != NULL)
    gtk_flow_box_remove (self->answers, child);
  gtk_widget_set_visible (GTK_WIDGET (self), self->pending != NULL);
  if (self->pending == NULL)
    return;

  if (self->pending->side != NULL && system != NULL)
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

  for (guint i = 0; self->pending->suggestions && i < self->pending->suggestions->len; i++)
    gtk_flow_box_append (self->answers, answer_button (g_ptr_array_index (self->pending->suggestions, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->answers),
                          self->pending->suggestions && self->pending->suggestions->len > 0);
  if (self->pending->suggestions == NULL || self->pending->suggestions->len == 0)
    elsewhere = elsewhere_words (self->pending, state);
  gtk_label_set_text (self->elsewhere_label, elsewhere ? elsewhere : "");
  gtk_widget_set_visible (GTK_WIDGET (self->elsewhere_label), elsewhere != NULL);
}

const char *
muster_decision_bar_get_text (MusterDecisionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_DECISION_BAR (self), NULL);

  return self->pending ? self->pending->text : NULL;
}

static void
muster_decision_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_DECISION_BAR);
  G_OBJECT_CLASS (muster_decision_bar_parent_class)->dispose (object);
}

static void
muster_decision_bar_finalize (GObject *object)
{
  MusterDecisionBar *self = MUSTER_DECISION_BAR (object);

  g_clear_pointer (&self->pending, muster_pending_free);
  G_OBJECT_CLASS (muster_decision_bar_parent_class)->finalize (object);
}

static void
muster_decision_bar_class_init (MusterDecisionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_decision_bar_dispose;
  object_class->finalize = muster_decision_bar_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-decision-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, box);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, header_box);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, who_label);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, text_label);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, answers);
  gtk_widget_class_bind_template_child (widget_class, MusterDecisionBar, elsewhere_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "musterdecision");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
muster_decision_bar_init (MusterDecisionBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
