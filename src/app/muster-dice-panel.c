/* muster-dice-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-dice-panel.h"
#include "muster-perform.h"

#define N_RECENT 8

/* Faces drawn for one roll; more are summed up in words. */
#define MAX_DICE_SHOWN 48

struct _MusterDicePanel
{
  MusterSessionPanel parent_instance;

  char          *quick;     /* the quick buttons shown, joined, to rebuild only on change */

  /* Template widgets */
  GtkWidget     *roller;
  GtkEntry      *dice_entry;
  GtkEntry      *who_entry;
  GtkFlowBox    *quick_box;
  GtkWidget     *last_box;
  GtkFlowBox    *dice_box;
  GtkLabel      *last_label;
  GtkWidget     *recent_group;
  GtkListBox    *recent_list;
};

G_DEFINE_FINAL_TYPE (MusterDicePanel, muster_dice_panel, MUSTER_TYPE_SESSION_PANEL)

static void
roll_done_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      user_data)
{
  MusterDicePanel *self = user_data;

  if (error != NULL)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->dice_entry), "error");
      muster_show_toast (GTK_WIDGET (self), error->message);
    }
  else if (entry != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self->dice_entry), "error");
}

static void
roll (MusterDicePanel *self,
      const char      *expr)
{
  g_autofree char *dice = g_strstrip (g_strdup (expr));
  g_autofree char *who = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->who_entry))));
  const char *args[] = { dice, *who ? who : NULL, NULL };
  MusterSession *session = muster_session_panel_get_session (MUSTER_SESSION_PANEL (self));

  if (session == NULL)
    return;
  if (*dice == '\0')
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->dice_entry));
      return;
    }
  muster_perform (GTK_WIDGET (self), session, "roll", args, roll_done_cb, self);
}

static void
roll_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MusterDicePanel *self = MUSTER_DICE_PANEL (widget);

  roll (self, gtk_editable_get_text (GTK_EDITABLE (self->dice_entry)));
}

static void
roll_expr_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  roll (MUSTER_DICE_PANEL (widget), g_variant_get_string (param, NULL));
}

static void
entry_activate_cb (MusterDicePanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "dice.roll", NULL);
}

static void
entry_changed_cb (MusterDicePanel *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->dice_entry), "error");
}

/* Quick buttons: the named dice pools when the system keeps them (the
 * choices of pool-remove, see muster-session-panel.h), else the usual
 * dice. */
static GStrv
quick_rolls (MusterState *state)
{
  g_autoptr(MusterActionInfo) pools = muster_state_find_action (state, "pool-remove");
  static const char * const usual[] = { "d6", "2d6", "3d6", "d10", "d20", NULL };

  if (pools != NULL && pools->params->len > 0)
    {
      MusterParam *param = g_ptr_array_index (pools->params, 0);

      if (param->kind == MUSTER_PARAM_CHOICE && param->choices && param->choices[0])
        return g_strdupv (param->choices);
    }
  return g_strdupv ((char **) usual);
}

static void
fill_quick (MusterDicePanel *self,
            MusterState     *state)
{
  g_auto(GStrv) rolls = quick_rolls (state);
  g_autofree char *joined = g_strjoinv ("\n", rolls);
  GtkWidget *child;

  if (g_strcmp0 (joined, self->quick) == 0)
    return;
  g_free (self->quick);
  self->quick = g_steal_pointer (&joined);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->quick_box))) != NULL)
    gtk_flow_box_remove (self->quick_box, child);
  for (guint i = 0; rolls[i]; i++)
    {
      GtkWidget *button = gtk_button_new_with_label (rolls[i]);
      g_autofree char *tooltip = g_strdup_printf (_("Roll %s"), rolls[i]);

      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "dice.roll-expr");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rolls[i]);
      gtk_flow_box_append (self->quick_box, button);
    }
}

static gboolean
has_dice (MusterEntry *entry)
{
  GPtrArray *outcomes = muster_entry_get_outcomes (entry);

  for (guint i = 0; outcomes && i < outcomes->len; i++)
    if (((MusterOutcome *) g_ptr_array_index (outcomes, i))->kind == MUSTER_OUTCOME_DIE)
      return TRUE;
  return FALSE;
}

static void
show_last_roll (MusterDicePanel *self,
                MusterEntry     *entry)
{
  GtkWidget *child;
  GPtrArray *outcomes;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->dice_box))) != NULL)
    gtk_flow_box_remove (self->dice_box, child);
  gtk_widget_set_visible (self->last_box, entry != NULL);
  if (entry == NULL)
    return;

  outcomes = muster_entry_get_outcomes (entry);
  for (guint i = 0, shown = 0; i < outcomes->len; i++)
    {
      MusterOutcome *o = g_ptr_array_index (outcomes, i);
      g_autofree char *face = NULL;
      g_autofree char *tooltip = NULL;
      GtkWidget *die;

      if (o->kind != MUSTER_OUTCOME_DIE)
        continue;
      /* The dice wrap in rows within the pane; a huge roll shows its first
       * dice, and the entry's text below gives the total. */
      if (shown++ == MAX_DICE_SHOWN)
        {
          g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "and %u more die",
                                                                "and %u more dice", outcomes->len - i),
                                                   outcomes->len - i);

          gtk_flow_box_append (self->dice_box, gtk_label_new (more));
          break;
        }
      face = g_strdup_printf ("%u", o->value);
      die = gtk_label_new (face);
      tooltip = g_strdup_printf (_("d%u"), o->sides);
      gtk_widget_set_tooltip_text (die, tooltip);
      gtk_widget_add_css_class (die, "muster-die");
      if (o->hit_min != 0)
        gtk_widget_add_css_class (die, muster_outcome_is_hit (o) ? "muster-hit" : "muster-miss");
      gtk_flow_box_append (self->dice_box, die);
    }
  gtk_label_set_text (self->last_label, muster_entry_get_text (entry));
}

static void
muster_dice_panel_refresh (MusterSessionPanel *panel,
                           MusterSession      *session)
{
  MusterDicePanel *self = MUSTER_DICE_PANEL (panel);
  MusterState *state = muster_session_get_state (session);
  g_autoptr(MusterActionInfo) roll_info = NULL;
  guint cursor, shown = 0;
  MusterEntry *last = NULL;
  GtkWidget *child;

  roll_info = muster_state_find_action (state, "roll");
  gtk_widget_set_visible (self->roller, roll_info != NULL);
  if (roll_info != NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->who_entry), roll_info->params->len > 1);
      gtk_widget_set_sensitive (self->roller, roll_info->legal);
      gtk_widget_set_tooltip_text (self->roller, roll_info->legal ? NULL : roll_info->reason);
      fill_quick (self, state);
    }

  /* The rolls applied now, newest first. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))) != NULL)
    gtk_list_box_remove (self->recent_list, child);
  cursor = muster_session_get_cursor (session);
  for (guint i = cursor; i > 0 && shown < N_RECENT; i--)
    {
      MusterEntry *entry = muster_session_get_entry (session, i - 1);
      g_autofree char *number = NULL;
      GtkWidget *row, *label;

      if (!has_dice (entry))
        continue;
      if (last == NULL)
        last = entry;
      number = g_strdup_printf ("%u", muster_entry_get_number (entry));
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), muster_entry_get_text (entry));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      label = gtk_label_new (number);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
      gtk_list_box_append (self->recent_list, row);
      shown++;
    }
  gtk_widget_set_visible (self->recent_group, shown > 1);
  show_last_roll (self, last);
  gtk_widget_set_visible (GTK_WIDGET (self), roll_info != NULL || last != NULL);
}

static void
muster_dice_panel_dispose (GObject *object)
{
  MusterDicePanel *self = MUSTER_DICE_PANEL (object);

  g_clear_pointer (&self->quick, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_DICE_PANEL);

  G_OBJECT_CLASS (muster_dice_panel_parent_class)->dispose (object);
}

static void
muster_dice_panel_class_init (MusterDicePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_dice_panel_dispose;
  MUSTER_SESSION_PANEL_CLASS (klass)->refresh = muster_dice_panel_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-dice-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, roller);
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, dice_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, who_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, quick_box);
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, last_box);
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, dice_box);
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, last_label);
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, recent_group);
  gtk_widget_class_bind_template_child (widget_class, MusterDicePanel, recent_list);
  gtk_widget_class_bind_template_callback (widget_class, entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);

  /* dice.roll rolls what the entry says; dice.roll-expr("2d6") rolls that. */
  gtk_widget_class_install_action (widget_class, "dice.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "dice.roll-expr", "s", roll_expr_action);
}

static void
muster_dice_panel_init (MusterDicePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
