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
#include "bunker-hill/bh-view.h"

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

/* Whether the engine would take this answer (past reconstructed checks
 * too: muster_perform asks before going past those). */
static gboolean
answer_allowed (BhState    *state,
                const char *action,
                const char *arg)
{
  const char *args[] = { arg, NULL };

  return muster_state_check (MUSTER_STATE (state), action, args, TRUE, NULL);
}

static const char *
counter_name (BhState    *state,
              const char *id)
{
  for (guint i = 0; i < bh_view_n_counters (state); i++)
    {
      BhViewCounter c;

      bh_view_counter (state, i, &c);
      if (g_str_equal (c.id, id))
        return c.name;
    }
  return id;
}

static const char *
region_name (BhState    *state,
             const char *id)
{
  BhViewRegion r;
  int i = bh_view_find_region (state, id);

  return i >= 0 && bh_view_region (state, (guint) i, &r) ? r.name : id;
}

static void
update_chosen (BhuiDecisionBar *self)
{
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;
  BhState *state = BH_STATE (muster_session_get_state (self->session));

  for (guint i = 0; i < self->chosen->len; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", counter_name (state, g_ptr_array_index (self->chosen, i)));
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
  g_ptr_array_add (self->chosen, NULL);
  muster_perform (GTK_WIDGET (self), self->session, "allocate-hits", (const char * const *) self->chosen->pdata,
                  NULL, NULL);
  g_ptr_array_remove_index (self->chosen, self->chosen->len - 1);
}

static gboolean
option_on (MusterSession *session,
           const char    *id)
{
  GHashTable *options = muster_session_get_options (session);
  const char *v = options ? g_hash_table_lookup (options, id) : NULL;

  return g_strcmp0 (v, "true") == 0 || g_strcmp0 (v, "yes") == 0 || g_strcmp0 (v, "1") == 0;
}

static void
build_answers (BhuiDecisionBar *self,
               BhState         *state,
               BhViewDecision  *d)
{
  const char *a = d->action;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->answers)) != NULL)
    gtk_box_remove (GTK_BOX (self->answers), child);
  g_ptr_array_set_size (self->chosen, 0);
  gtk_widget_set_visible (self->chosen_row, FALSE);

  if (g_str_equal (a, "wrong-ammo"))
    add_answer (self, _("Roll for the ammunition"), "", TRUE);
  else if (g_str_equal (a, "fire-spread"))
    add_answer (self, _("Roll for the fire"), "", TRUE);
  else if (g_str_equal (a, "courage-check"))
    add_answer (self, _("Roll the courage checks"), "", TRUE);
  else if (g_str_equal (a, "panic-check") || g_str_equal (a, "spread-to"))
    for (guint i = 0; d->candidates[i]; i++)
      add_answer (self, region_name (state, d->candidates[i]), d->candidates[i], FALSE);
  else if (g_str_equal (a, "reinforce"))
    for (guint i = 0; i < bh_view_n_regions (state); i++)
      {
        BhViewRegion r;

        if (bh_view_region (state, i, &r) && g_str_equal (r.kind, "zone"))
          add_answer (self, r.name, r.id, FALSE);
      }
  else if (g_str_equal (a, "evacuate"))
    {
      g_auto(GStrv) near = bh_view_neighbours (state, d->region);

      for (guint i = 0; near[i]; i++)
        {
          BhViewRegion r;
          int k = bh_view_find_region (state, near[i]);

          if (k >= 0 && bh_view_region (state, (guint) k, &r) && g_str_equal (r.kind, "land") && !r.ablaze &&
              answer_allowed (state, "evacuate", r.id))
            {
              g_autofree char *label = g_strdup_printf (_("To %s"), r.name);
              add_answer (self, label, r.id, FALSE);
            }
        }
    }
  else if (g_str_equal (a, "defensive-fire"))
    {
      add_answer (self, _("Fire the free round (1 ammunition)"), "fire", TRUE);
      add_answer (self, _("Hold it"), "hold", FALSE);
      if (option_on (self->session, "more-ammo"))
        {
          add_answer (self, _("Fire, hits on 4-6 (11.2)"), "fire hit4", FALSE);
          add_answer (self, _("Fire, hits on 3-6 (11.2)"), "fire hit3", FALSE);
        }
    }
  else if (g_str_equal (a, "retreat"))
    {
      g_auto(GStrv) near = bh_view_neighbours (state, d->region);
      GtkWidget *stand = add_answer (self, _("Stand"), "", TRUE);

      /* Standing is an action of its own. */
      g_object_set_data (G_OBJECT (stand), "bhui-action", (gpointer) "stand");
      /* Only the retreats 7.1 allows here. */
      if (answer_allowed (state, "retreat", NULL))
        add_answer (self, _("Retreat (the way back)"), "", FALSE);
      for (guint i = 0; near[i]; i++)
        {
          BhViewRegion r;
          int k = bh_view_find_region (state, near[i]);

          if (k >= 0 && bh_view_region (state, (guint) k, &r) && g_str_equal (r.kind, "land") &&
              answer_allowed (state, "retreat", r.id))
            {
              g_autofree char *label = g_strdup_printf (_("Retreat to %s"), r.name);
              add_answer (self, label, r.id, FALSE);
            }
        }
    }
  else if (g_str_equal (a, "allocate-hits"))
    {
      self->hits = d->hits;
      for (guint i = 0; d->candidates[i]; i++)
        {
          GtkWidget *button = gtk_button_new_with_label (counter_name (state, d->candidates[i]));

          g_object_set_data_full (G_OBJECT (button), "bhui-counter", g_strdup (d->candidates[i]), g_free);
          g_signal_connect (button, "clicked", G_CALLBACK (hit_cb), self);
          gtk_box_append (GTK_BOX (self->answers), button);
        }
      gtk_widget_set_visible (self->chosen_row, TRUE);
      update_chosen (self);
    }
  else
    add_answer (self, a, "", TRUE);
}

void
bhui_decision_bar_update (BhuiDecisionBar *self,
                          MusterSession   *session)
{
  MusterState *state = muster_session_get_state (session);
  BhViewDecision d;
  g_autofree char *key = NULL;

  g_return_if_fail (BHUI_IS_DECISION_BAR (self));

  g_set_object (&self->session, session);
  if (!BH_IS_STATE (state) || !bh_view_decision (BH_STATE (state), &d))
    {
      g_clear_pointer (&self->action, g_free);
      g_clear_pointer (&self->key, g_free);
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }

  {
    g_autofree char *escaped = g_markup_escape_text (d.text, -1);
    g_autofree char *link = bhui_rule_link_markup (d.rule);
    g_autofree char *markup = g_strdup_printf ("<b>%s</b> %s", escaped, link ? link : "");

    gtk_label_set_markup (GTK_LABEL (self->text), markup);
  }
  gtk_widget_remove_css_class (GTK_WIDGET (self), "bhui-british");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "bhui-patriot");
  gtk_widget_add_css_class (GTK_WIDGET (self), g_strcmp0 (d.side, "british") == 0 ? "bhui-british" : "bhui-patriot");

  /* Rebuild the answers only for a new decision, so hits named so far
   * stay while nothing changed. */
  {
    g_autofree char *cands = d.candidates ? g_strjoinv (",", d.candidates) : g_strdup ("");
    key = g_strdup_printf ("%s|%s|%s|%d|%s|%u", d.action, d.side, d.region ? d.region : "", d.hits, cands,
                           muster_session_get_cursor (session));
  }
  if (g_strcmp0 (key, self->key) != 0)
    {
      g_free (self->action);
      self->action = g_strdup (d.action);
      build_answers (self, BH_STATE (state), &d);
      g_free (self->key);
      self->key = g_steal_pointer (&key);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  bh_view_decision_clear (&d);
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
