/* b2c-pending-bar.c: the decision the game waits for (muster_state_get_pending),
 * with a button for each answer the engine suggests and a form for any other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "widgets/muster-action-dialog.h"
#include "b2c-board.h"
#include "b2c-pending-bar.h"
#include "muster-perform.h"
#include "muster-rule-link.h"


struct _B2cPendingBar
{
  GtkWidget      parent_instance;

  MusterSession *session;
  char          *text;
  char          *shown;    /* what the bar was last built for */

  GtkWidget     *box;
  GtkWidget     *who;
  GtkLabel      *question;
  GtkWidget     *section_box;
  GtkWidget     *answers;  /* GtkFlowBox */
  GtkWidget     *scroller;
};

G_DEFINE_FINAL_TYPE (B2cPendingBar, b2c_pending_bar, GTK_TYPE_WIDGET)

static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      user_data)
{
  B2cPendingBar *self = user_data;

  GtkWidget *board = b2c_board_widget_for (GTK_WIDGET (self));

  if (error != NULL)
    muster_show_toast (board ? board : GTK_WIDGET (self), error->message);
  g_object_unref (self);
}

static void
perform (B2cPendingBar      *self,
         const char         *action,
         const char * const *args)
{
  muster_perform (GTK_WIDGET (self), self->session, action, args, performed_cb, g_object_ref (self));
}

static void
answer_clicked_cb (GtkButton     *button,
                   B2cPendingBar *self)
{
  const char *action = g_object_get_data (G_OBJECT (button), "b2c-action");
  const char * const *args = g_object_get_data (G_OBJECT (button), "b2c-args");

  perform (self, action, args);
}

static void
form_clicked_cb (GtkButton     *button,
                 B2cPendingBar *self)
{
  const char *action = g_object_get_data (G_OBJECT (button), "b2c-action");
  const char * const *args = g_object_get_data (G_OBJECT (button), "b2c-args");
  GtkWidget *source = b2c_board_widget_for (GTK_WIDGET (self));
  MusterActionDialog *form = muster_action_dialog_new (source ? source : GTK_WIDGET (self), self->session, action, args);

  if (form != NULL)
    gtk_window_present (GTK_WINDOW (form));
}

/* The flow box's own children take no focus: the buttons in them do. */
static void
append_answer (B2cPendingBar *self,
               GtkWidget     *child)
{
  gtk_flow_box_append (GTK_FLOW_BOX (self->answers), child);
  gtk_widget_set_focusable (gtk_widget_get_parent (child), FALSE);
}

static GtkWidget *
answer_button (B2cPendingBar      *self,
               const char         *label,
               const char         *tooltip,
               const char         *action,
               const char * const *args,
               gboolean            form,
               gboolean            suggested)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  gtk_label_set_wrap (GTK_LABEL (child), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (child), 40);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data_full (G_OBJECT (button), "b2c-action", g_strdup (action), g_free);
  g_object_set_data_full (G_OBJECT (button), "b2c-args", g_strdupv ((char **) args), (GDestroyNotify) g_strfreev);
  g_signal_connect (button, "clicked", G_CALLBACK (form ? form_clicked_cb : answer_clicked_cb), self);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  append_answer (self, button);
  return button;
}

/* The players enter the values printed on a card, or confirm them. */
static void
card_values_cb (GtkButton     *button,
                B2cPendingBar *self)
{
  GtkSpinButton **spins = g_object_get_data (G_OBJECT (button), "b2c-spins");
  const char *card = g_object_get_data (G_OBJECT (button), "b2c-card");
  const char *action = g_object_get_data (G_OBJECT (button), "b2c-action");
  g_autofree char *b = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spins[0]));
  g_autofree char *p = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spins[1]));
  g_autofree char *h = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (spins[2]));
  const char *args[] = { card, b, p, h, NULL };

  perform (self, action, args);
}

static void
add_card_editor (B2cPendingBar *self,
                 B2cState      *state,
                 const char    *action,
                 const char    *card_id)
{
  MusterCardSet *set = NULL;
  const MusterCard *card = NULL;
  g_autoptr(GPtrArray) decks = muster_state_get_decks (MUSTER_STATE (state));
  static const char * const names[] = { N_("British actions"), N_("Patriot actions"), N_("Hash marks") };
  static const char * const keys[] = { "british", "patriot", "hash" };
  GtkSpinButton **spins = g_new0 (GtkSpinButton *, 3);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *record;

  if (decks->len > 0)
    set = muster_deck_get_card_set (g_ptr_array_index (decks, 0));
  if (set != NULL)
    card = muster_card_set_lookup (set, card_id);
  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *field = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *label = gtk_label_new (_(names[i]));

      spins[i] = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, i == 2 ? 3 : 5, 1));
      gtk_spin_button_set_value (spins[i], card ? muster_card_get_int (card, keys[i], 0) : 0);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (field), label);
      gtk_box_append (GTK_BOX (field), GTK_WIDGET (spins[i]));
      gtk_accessible_update_relation (GTK_ACCESSIBLE (spins[i]), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      gtk_box_append (GTK_BOX (box), field);
    }
  append_answer (self, box);

  record = gtk_button_new_with_mnemonic (_("_Record These Values"));
  gtk_widget_set_valign (record, GTK_ALIGN_END);
  gtk_widget_set_tooltip_text (record, _("The values printed on your card; Muster keeps them for this card from now on"));
  g_object_set_data_full (G_OBJECT (record), "b2c-spins", spins, g_free);
  g_object_set_data_full (G_OBJECT (record), "b2c-card", g_strdup (card_id), g_free);
  g_object_set_data_full (G_OBJECT (record), "b2c-action", g_strdup (action), g_free);
  g_signal_connect (record, "clicked", G_CALLBACK (card_values_cb), self);
  append_answer (self, record);
}

static void
clear_answers (B2cPendingBar *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->answers)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->answers), child);
  while ((child = gtk_widget_get_first_child (self->section_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->section_box), child);
}

/* The first suggested answer of @action, or NULL. */
static const char * const *
first_suggestion (const MusterPending *pending,
                  const char          *action)
{
  for (guint i = 0; i < pending->suggestions->len; i++)
    {
      const MusterSuggestion *s = g_ptr_array_index (pending->suggestions, i);

      if (g_str_equal (s->action, action))
        return (const char * const *) s->args;
    }
  return NULL;
}

static void
refresh (B2cPendingBar *self)
{
  B2cState *state;
  g_autoptr(MusterPending) pending = NULL;
  g_autofree char *key = NULL;
  RevroadSide side = REVROAD_NO_SIDE;
  gboolean first_section = TRUE;

  if (self->session == NULL)
    return;
  state = B2C_STATE (muster_session_get_state (self->session));
  pending = muster_state_get_pending (MUSTER_STATE (state));
  if (pending == NULL)
    {
      g_clear_pointer (&self->text, g_free);
      g_clear_pointer (&self->shown, g_free);
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }

  /* Rebuild only when the question or the game changed. */
  key = g_strdup_printf ("%u:%s", muster_session_get_cursor (self->session), pending->text);
  if (g_strcmp0 (key, self->shown) == 0)
    return;
  g_free (self->shown);
  self->shown = g_steal_pointer (&key);
  g_free (self->text);
  self->text = g_strdup (pending->text);

  clear_answers (self);
  gtk_label_set_text (self->question, pending->text);
  if (pending->side != NULL)
    revroad_side_from_id (pending->side, &side);
  gtk_label_set_text (GTK_LABEL (self->who), side == REVROAD_NO_SIDE ? _("Both players") : revroad_side_name (side));
  gtk_widget_remove_css_class (self->who, "b2c-british");
  gtk_widget_remove_css_class (self->who, "b2c-patriot");
  if (side != REVROAD_NO_SIDE)
    gtk_widget_add_css_class (self->who, side == REVROAD_BRITISH ? "b2c-british" : "b2c-patriot");

  for (guint a = 0; pending->actions && pending->actions[a]; a++)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (MUSTER_STATE (state), pending->actions[a]);
      g_autofree char *more = NULL;
      const char * const *first;

      if (info == NULL)
        continue;
      if (first_section && info->section != NULL)
        {
          gtk_box_append (GTK_BOX (self->section_box),
                          muster_rule_button_new (info->section));
          first_section = FALSE;
        }
      /* A correction that answers the question (the values printed on the
       * card drawn) gets its own editor. */
      if (info->kind == MUSTER_ACTION_CORRECTION)
        {
          if (pending->items != NULL && pending->items[0] != NULL)
            add_card_editor (self, state, info->id, pending->items[0]);
          continue;
        }
      if (!info->legal)
        {
          GtkWidget *button = answer_button (self, info->label, info->reason, info->id, NULL, FALSE, FALSE);

          gtk_widget_set_sensitive (button, FALSE);
          continue;
        }
      if (info->params->len == 0)
        {
          answer_button (self, info->label, info->summary, info->id, NULL, FALSE, a == 0);
          continue;
        }
      for (guint i = 0; i < pending->suggestions->len; i++)
        {
          const MusterSuggestion *s = g_ptr_array_index (pending->suggestions, i);

          if (g_str_equal (s->action, info->id))
            answer_button (self, s->label, info->summary, info->id, (const char * const *) s->args, FALSE, FALSE);
        }
      more = g_strdup_printf (_("%s…"), info->label);
      first = first_suggestion (pending, info->id);
      answer_button (self, more, _("Choose the arguments in a form"), info->id, first, TRUE, FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

static void
b2c_pending_bar_dispose (GObject *object)
{
  B2cPendingBar *self = B2C_PENDING_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (b2c_pending_bar_parent_class)->dispose (object);
}

static void
b2c_pending_bar_finalize (GObject *object)
{
  B2cPendingBar *self = B2C_PENDING_BAR (object);

  g_free (self->text);
  g_free (self->shown);

  G_OBJECT_CLASS (b2c_pending_bar_parent_class)->finalize (object);
}

static void
b2c_pending_bar_class_init (B2cPendingBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_pending_bar_dispose;
  object_class->finalize = b2c_pending_bar_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "b2cpending");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
b2c_pending_bar_init (B2cPendingBar *self)
{
  GtkWidget *top, *icon;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  icon = gtk_image_new_from_icon_name ("dialog-question-symbolic");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (top), icon);
  self->who = gtk_label_new (NULL);
  gtk_widget_set_valign (self->who, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->who, "b2c-side-pill");
  gtk_box_append (GTK_BOX (top), self->who);
  self->question = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->question, TRUE);
  gtk_label_set_xalign (self->question, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->question), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->question), "heading");
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->question));
  self->section_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_valign (self->section_box, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (top), self->section_box);
  gtk_box_append (GTK_BOX (self->box), top);

  self->answers = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->answers), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->answers), FALSE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->answers), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->answers), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->answers), 6);
  {
    /* Many answers scroll: the bar never pushes the map off a small screen. */
    self->scroller = gtk_scrolled_window_new ();
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
    gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller), 112);
    gtk_widget_set_visible (self->scroller, FALSE);
    gtk_box_append (GTK_BOX (self->box), self->scroller);
    gtk_box_append (GTK_BOX (self->box), self->answers);
  }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Pending decision"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
b2c_pending_bar_new (void)
{
  return g_object_new (B2C_TYPE_PENDING_BAR, NULL);
}

void
b2c_pending_bar_set_session (B2cPendingBar *self,
                             MusterSession *session)
{
  g_return_if_fail (B2C_IS_PENDING_BAR (self));
  g_return_if_fail (MUSTER_IS_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_signal_connect_object (session, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  g_clear_pointer (&self->shown, g_free);
  refresh (self);
}

void
b2c_pending_bar_set_compact (B2cPendingBar *self,
                             gboolean       compact)
{
  gboolean now;

  g_return_if_fail (B2C_IS_PENDING_BAR (self));

  now = gtk_widget_get_parent (self->answers) != self->box;
  if (now == compact)
    return;
  /* A scrolled window measures the answers at their widest, one row: only
   * the compact bar, whose width is the board's, wraps them in one. */
  g_object_ref (self->answers);
  if (compact)
    {
      gtk_box_remove (GTK_BOX (self->box), self->answers);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->answers);
    }
  else
    {
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), NULL);
      gtk_box_append (GTK_BOX (self->box), self->answers);
    }
  g_object_unref (self->answers);
  gtk_widget_set_visible (self->scroller, compact);
}

gboolean
b2c_pending_bar_is_pending (B2cPendingBar *self)
{
  g_return_val_if_fail (B2C_IS_PENDING_BAR (self), FALSE);
  return self->text != NULL;
}

const char *
b2c_pending_bar_get_text (B2cPendingBar *self)
{
  g_return_val_if_fail (B2C_IS_PENDING_BAR (self), NULL);
  return self->text;
}
