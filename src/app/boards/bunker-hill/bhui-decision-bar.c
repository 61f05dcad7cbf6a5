/* bhui-decision-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-perform.h"
#include "bhui-decision-bar.h"
#include "bhui-links.h"
#include "bhui-words.h"

struct _BhuiDecisionBar
{
  GtkWidget      parent_instance;

  MusterSession *session;
  char          *action;
  char          *key;       /* what the answers were built for */
  int            hits;
  GPtrArray     *chosen;    /* allocate-hits: counter ids so far */
  GtkWidget     *text;
  GtkWidget     *answers;
  GtkWidget     *chosen_row;
  GtkWidget     *chosen_label;
  GtkWidget     *apply;
};

G_DEFINE_FINAL_TYPE (BhuiDecisionBar, bhui_decision_bar, GTK_TYPE_WIDGET)

static void
answer_cb (GtkButton       *button,
           BhuiDecisionBar *self)
{
  const char *action = g_object_get_data (G_OBJECT (button), "bhui-action");
  const char *args = g_object_get_data (G_OBJECT (button), "bhui-args");
  g_auto(GStrv) argv = args && *args ? g_strsplit (args, " ", -1) : g_new0 (char *, 1);

  if (self->session != NULL)
    muster_perform (GTK_WIDGET (self), self->session, action ? action : self->action,
                    (const char * const *) argv, NULL, NULL);
}

static GtkWidget *
add_answer (BhuiDecisionBar *self,
            const char      *label,
            const char      *args,
            gboolean         suggested)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_set_name (button, args && *args ? args : "answer");
  g_object_set_data_full (G_OBJECT (button), "bhui-args", g_strdup (args), g_free);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (answer_cb), self);
  gtk_box_append (GTK_BOX (self->answers), button);
  return button;
}

/* The name of @id among the pending decision's items. */
static const char *
item_name (MusterPending *pending,
           const char    *id)
{
  for (guint i = 0; pending->items[i] != NULL; i++)
    if (g_str_equal (pending->items[i], id))
      return pending->item_labels[i];
  return id;
}

static void
update_chosen (BhuiDecisionBar *self)
{
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autoptr(MusterPending) pending = muster_state_get_pending (muster_session_get_state (self->session));

  for (guint i = 0; i < self->chosen->len && pending != NULL; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", item_name (pending, g_ptr_array_index (self->chosen, i)));
  text = g_strdup_printf (_("Hits named: %u of %d%s%s"), self->chosen->len, self->hits,
                          names->len ? " — " : "", names->str);
  gtk_label_set_text (GTK_LABEL (self->chosen_label), text);
  gtk_widget_set_sensitive (self->apply, (int) self->chosen->len == self->hits);
}

static void
hit_cb (GtkButton       *button,
        BhuiDecisionBar *self)
{
  if ((int) self->chosen->len >= self->hits)
    return;
  g_ptr_array_add (self->chosen, g_strdup (g_object_get_data (G_OBJECT (button), "bhui-counter")));
  update_chosen (self);
}

static void
clear_hits_cb (BhuiDecisionBar *self)
{
  g_ptr_array_set_size (self->chosen, 0);
  update_chosen (self);
}

static void
apply_hits_cb (BhuiDecisionBar *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *action = g_strdup (self->action);
  g_auto(GStrv) args = NULL;

  /* Performing rebuilds the bar (the names chosen and the action go), so
   * it works on copies of both. */
  for (guint i = 0; i < self->chosen->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->chosen, i));
  args = g_strv_builder_end (builder);
  muster_perform (GTK_WIDGET (self), self->session, action, (const char * const *) args, NULL, NULL);
}

/* The answers: the hits named counter by counter, or one button for each
 * answer the engine suggests. */
static void
build_answers (BhuiDecisionBar *self,
               MusterPending   *pending)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->answers)) != NULL)
    gtk_box_remove (GTK_BOX (self->answers), child);
  g_ptr_array_set_size (self->chosen, 0);
  gtk_widget_set_visible (self->chosen_row, FALSE);

  /* A count of items to name: the hits, counter by counter. */
  if (pending->count > 0 && pending->items[0] != NULL)
    {
      self->hits = (int) pending->count;
      for (guint i = 0; pending->items[i]; i++)
        {
          GtkWidget *button = gtk_button_new_with_label (pending->item_labels[i]);

          g_object_set_data_full (G_OBJECT (button), "bhui-counter", g_strdup (pending->items[i]), g_free);
          g_signal_connect (button, "clicked", G_CALLBACK (hit_cb), self);
          gtk_box_append (GTK_BOX (self->answers), button);
        }
      gtk_widget_set_visible (self->chosen_row, TRUE);
      update_chosen (self);
      return;
    }
  for (guint i = 0; i < pending->suggestions->len; i++)
    {
      MusterSuggestion *s = g_ptr_array_index (pending->suggestions, i);
      g_autofree char *args = g_strjoinv (" ", s->args);
      GtkWidget *button = add_answer (self, s->label, args, i == 0);

      g_object_set_data_full (G_OBJECT (button), "bhui-action", g_strdup (s->action), g_free);
    }
}

void
bhui_decision_bar_update (BhuiDecisionBar *self,
                          MusterSession   *session)
{
  g_autoptr(MusterPending) pending = NULL;
  g_autofree char *key = NULL;

  g_return_if_fail (BHUI_IS_DECISION_BAR (self));

  g_set_object (&self->session, session);
  pending = muster_state_get_pending (muster_session_get_state (session));
  if (pending == NULL)
    {
      g_clear_pointer (&self->action, g_free);
      g_clear_pointer (&self->key, g_free);
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }

  {
    g_autofree char *escaped = g_markup_escape_text (pending->text, -1);
    g_autofree char *link = bhui_rule_link_markup (pending->rule);
    g_autofree char *markup = g_strdup_printf ("<b>%s</b> %s", escaped, link ? link : "");

    gtk_label_set_markup (GTK_LABEL (self->text), markup);
  }
  gtk_widget_remove_css_class (GTK_WIDGET (self), "bhui-british");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "bhui-patriot");
  gtk_widget_add_css_class (GTK_WIDGET (self), g_strcmp0 (pending->side, "british") == 0 ? "bhui-british" : "bhui-patriot");

  /* Rebuild the answers only for a new decision, so hits named so far
   * stay while nothing changed. */
  {
    g_autofree char *actions = g_strjoinv (",", pending->actions);
    g_autofree char *items = g_strjoinv (",", pending->items);

    key = g_strdup_printf ("%s|%s|%s|%s|%u|%s|%u", actions, pending->text, pending->side ? pending->side : "",
                           pending->place ? pending->place : "", pending->count, items,
                           muster_session_get_cursor (session));
  }
  if (g_strcmp0 (key, self->key) != 0)
    {
      g_free (self->action);
      self->action = g_strdup (pending->actions[0]);
      build_answers (self, pending);
      g_free (self->key);
      self->key = g_steal_pointer (&key);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

const char *
bhui_decision_bar_get_action (BhuiDecisionBar *self)
{
  g_return_val_if_fail (BHUI_IS_DECISION_BAR (self), NULL);
  return self->action;
}

static void
bhui_decision_bar_dispose (GObject *object)
{
  BhuiDecisionBar *self = BHUI_DECISION_BAR (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (bhui_decision_bar_parent_class)->dispose (object);
}

static void
bhui_decision_bar_finalize (GObject *object)
{
  BhuiDecisionBar *self = BHUI_DECISION_BAR (object);

  g_free (self->action);
  g_free (self->key);
  g_ptr_array_unref (self->chosen);
  G_OBJECT_CLASS (bhui_decision_bar_parent_class)->finalize (object);
}

static void
bhui_decision_bar_class_init (BhuiDecisionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bhui_decision_bar_dispose;
  object_class->finalize = bhui_decision_bar_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bhuidecision");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bhui_decision_bar_init (BhuiDecisionBar *self)
{
  GtkWidget *clear;

  self->chosen = g_ptr_array_new_with_free_func (g_free);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 6);

  self->text = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->text), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->text), 0);
  bhui_connect_rule_links (self->text);
  gtk_widget_set_parent (self->text, GTK_WIDGET (self));

  /* One row of answers; a long one (every region a retreat may go to)
   * scrolls sideways rather than pushing the map down. */
  self->answers = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  {
    GtkWidget *scroller = gtk_scrolled_window_new ();

    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->answers);
    gtk_widget_set_parent (scroller, GTK_WIDGET (self));
  }

  self->chosen_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->chosen_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->chosen_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->chosen_label), 0);
  gtk_widget_set_hexpand (self->chosen_label, TRUE);
  clear = gtk_button_new_with_label (_("Start Again"));
  g_signal_connect_swapped (clear, "clicked", G_CALLBACK (clear_hits_cb), self);
  self->apply = gtk_button_new_with_label (_("Apply the Hits"));
  gtk_widget_add_css_class (self->apply, "suggested-action");
  g_signal_connect_swapped (self->apply, "clicked", G_CALLBACK (apply_hits_cb), self);
  gtk_box_append (GTK_BOX (self->chosen_row), self->chosen_label);
  gtk_box_append (GTK_BOX (self->chosen_row), clear);
  gtk_box_append (GTK_BOX (self->chosen_row), self->apply);
  gtk_widget_set_parent (self->chosen_row, GTK_WIDGET (self));

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Decision"), -1);
}

GtkWidget *
bhui_decision_bar_new (void)
{
  return g_object_new (BHUI_TYPE_DECISION_BAR, NULL);
}
