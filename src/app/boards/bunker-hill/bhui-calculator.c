/* bhui-calculator.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-perform.h"
#include "boards/common/muster-odds-chart.h"
#include "bhui-calculator.h"
#include "bhui-dropdown.h"
#include "bhui-links.h"
#include "bhui-map-paint.h"
#include "bhui-words.h"
#include "bunker-hill/bh-view.h"

static const char * const kinds[] = { "volley-fire", "assault", "cannonade", "bombard", NULL };
static const char * const firers[] = { "fleet", "battery", NULL };
static const char * const modes[] = { "units", "hot-shot", NULL };

struct _BhuiCalculator
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GStrv          land;        /* land region ids, as in the region dropdowns */
  double         p_hit;
  gboolean       busy;        /* setting the dropdowns: no recalculation yet */

  GtkWidget     *kind_drop;
  GtkWidget     *from_row;
  GtkWidget     *from_drop;
  GtkWidget     *to_row;
  GtkWidget     *to_drop;
  GtkWidget     *bombard_row;
  GtkWidget     *firer_drop;
  GtkWidget     *mode_drop;
  GtkWidget     *extra_check;
  GtkWidget     *status;
  GtkWidget     *results;
  GtkWidget     *roll_button;
};

G_DEFINE_FINAL_TYPE (BhuiCalculator, bhui_calculator, GTK_TYPE_WIDGET)

static BhState *
get_state (BhuiCalculator *self)
{
  MusterState *state = self->session ? muster_session_get_state (self->session) : NULL;

  return state != NULL && BH_IS_STATE (state) ? BH_STATE (state) : NULL;
}

static const char *
chosen (GtkWidget          *drop,
        const char * const *ids)
{
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (drop));

  return ids != NULL && i < g_strv_length ((char **) ids) ? ids[i] : NULL;
}

static void
choose (GtkWidget          *drop,
        const char * const *ids,
        const char         *id)
{
  for (guint i = 0; id && ids && ids[i]; i++)
    if (g_str_equal (ids[i], id))
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), i);
}

static const char *
kind (BhuiCalculator *self)
{
  return chosen (self->kind_drop, kinds);
}

/* ---- results -------------------------------------------------------------------- */

static GtkWidget *
add_label (BhuiCalculator *self,
           const char     *markup,
           const char     *css)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  bhui_connect_rule_links (label);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (GTK_BOX (self->results), label);
  return label;
}

static void
add_modifier (BhuiCalculator       *self,
              const BhViewModifier *m)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *delta, *why;
  g_autofree char *d = m->delta < 0 ? g_strdup_printf ("−%d", -m->delta) : g_strdup_printf ("+%d", m->delta);
  g_autofree char *markup = bhui_text_with_rule_link (m->why);

  delta = gtk_label_new (d);
  gtk_widget_add_css_class (delta, "bhui-delta");
  gtk_widget_set_valign (delta, GTK_ALIGN_START);
  why = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (why), markup);
  gtk_label_set_wrap (GTK_LABEL (why), TRUE);
  gtk_label_set_xalign (GTK_LABEL (why), 0);
  gtk_widget_set_hexpand (why, TRUE);
  bhui_connect_rule_links (why);
  gtk_box_append (GTK_BOX (row), delta);
  gtk_box_append (GTK_BOX (row), why);
  if (m->reconstructed)
    {
      GtkWidget *pill = gtk_label_new (_("reconstructed"));

      gtk_widget_add_css_class (pill, "bhui-reconstructed");
      gtk_widget_set_valign (pill, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (row), pill);
    }
  gtk_box_append (GTK_BOX (self->results), row);
}

/* One roll: strength, each modifier with its section, the cap, the dice
 * and the odds. Returns its chance of at least one hit. */
static double
add_roll (BhuiCalculator *self,
          const char     *heading,
          BhViewRoll     *roll)
{
  g_autofree char *h = g_markup_escape_text (heading, -1);
  double p = 0;

  add_label (self, h, "heading");
  if (roll == NULL)
    return -1;
  if (roll->strength >= 0 && !roll->hidden)
    {
      g_autofree char *base = g_strdup_printf (ngettext ("Strength: %d die", "Strength: %d dice", roll->strength),
                                               roll->strength);
      add_label (self, base, NULL);
    }
  else if (roll->hidden)
    add_label (self, _("Strength varies: hidden militia (the odds mix over the counters left in the cup, 4.1)"), NULL);
  for (guint i = 0; i < roll->modifiers->len; i++)
    add_modifier (self, g_ptr_array_index (roll->modifiers, i));
  if (roll->modifiers->len == 0)
    add_label (self, _("No modifiers"), "dim-label");
  if (roll->cap > 0)
    {
      g_autofree char *cap = g_strdup_printf (_("Capped at %d dice by low ammunition (<a href=\"rule:8.0\">§8.0</a>)"),
                                              roll->cap);
      add_label (self, cap, NULL);
    }
  if (roll->dice != NULL)
    {
      g_autofree char *dice = g_markup_printf_escaped ("<b>= %s</b>%s", roll->dice,
                                                       roll->hidden ? _(" (typical)") : "");
      add_label (self, dice, NULL);
    }
  if (roll->hits != NULL)
    {
      GtkWidget *chart = muster_odds_chart_new ();
      g_autofree char *line = NULL;
      BhuiPalette light, dark;

      p = muster_dist_prob_at_least (roll->hits, 1);
      bhui_palette_init (&light, FALSE);
      bhui_palette_init (&dark, TRUE);
      muster_odds_chart_set_dist (MUSTER_ODDS_CHART (chart), roll->hits, &light.clear, &dark.clear);
      gtk_widget_set_halign (chart, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (self->results), chart);
      line = g_strdup_printf (_("At least one hit: <b>%.0f%%</b> · on average %.2f hits"), p * 100,
                              muster_dist_mean (roll->hits));
      add_label (self, line, NULL);
    }
  return p;
}

static void
set_status (BhuiCalculator *self,
            gboolean        legal,
            gboolean        uncertain,
            const char     *reason)
{
  g_autofree char *markup = NULL;

  gtk_widget_remove_css_class (self->status, "success");
  gtk_widget_remove_css_class (self->status, "warning");
  gtk_widget_remove_css_class (self->status, "error");
  if (legal)
    {
      markup = g_strdup (_("Allowed now"));
      gtk_widget_add_css_class (self->status, "success");
    }
  else if (uncertain)
    {
      g_autofree char *why = bhui_text_with_rule_link (reason);

      markup = g_strdup_printf (_("Allowed only past a check on reconstructed data: %s"), why);
      gtk_widget_add_css_class (self->status, "warning");
    }
  else
    {
      g_autofree char *why = bhui_text_with_rule_link (reason ? reason : _("Not allowed now"));

      markup = g_strdup_printf (_("Not allowed now: %s"), why);
      gtk_widget_add_css_class (self->status, "error");
    }
  gtk_label_set_markup (GTK_LABEL (self->status), markup);
  gtk_widget_set_sensitive (self->roll_button, legal || uncertain);
}

static void
add_sight (BhuiCalculator *self,
           BhViewRoll     *roll)
{
  g_autofree char *why = roll->sight_why ? bhui_text_with_rule_link (roll->sight_why) : NULL;
  g_autofree char *line = NULL;

  if (roll->distance <= 0)
    return;
  line = g_strdup_printf (ngettext ("Range %d region · %s%s", "Range %d regions · %s%s", roll->distance),
                          roll->distance,
                          roll->sight_clear ? _("in sight") : _("out of sight"),
                          roll->sight_reconstructed ? _(" (proposed from the reconstructed map)") : "");
  add_label (self, line, NULL);
  if (why != NULL)
    add_label (self, why, "dim-label");
}

static gboolean
in_assault (BhState *state)
{
  g_autoptr(MusterPending) d = muster_state_get_pending (MUSTER_STATE (state));

  return d != NULL && (muster_pending_answers (d, "retreat") || muster_pending_answers (d, "defensive-fire") ||
                       (muster_pending_answers (d, "allocate-hits") && g_str_has_prefix (d->rule ? d->rule : "", "6.2")));
}

static void
recalculate (BhuiCalculator *self)
{
  BhState *state = get_state (self);
  const char *k = kind (self);
  const char *from = chosen (self->from_drop, (const char * const *) self->land);
  const char *to = chosen (self->to_drop, (const char * const *) self->land);
  gboolean bombard = g_strcmp0 (k, "bombard") == 0;
  GtkWidget *child;

  if (self->busy)
    return;
  while ((child = gtk_widget_get_first_child (self->results)) != NULL)
    gtk_box_remove (GTK_BOX (self->results), child);
  self->p_hit = -1;
  gtk_widget_set_visible (self->from_row, !bombard);
  gtk_widget_set_visible (self->to_row, TRUE);
  gtk_widget_set_visible (self->roll_button, TRUE);
  gtk_widget_set_visible (self->bombard_row, bombard);
  gtk_widget_set_visible (self->extra_check, g_strcmp0 (k, "volley-fire") == 0);
  if (state == NULL || k == NULL)
    return;

  if (g_str_equal (k, "volley-fire") || g_str_equal (k, "cannonade"))
    {
      g_autoptr(BhViewRoll) roll = NULL;

      if (g_str_equal (k, "volley-fire"))
        roll = bh_view_volley (state, from, to, NULL,
                               gtk_check_button_get_active (GTK_CHECK_BUTTON (self->extra_check)));
      else
        roll = bh_view_cannonade (state, from, to);
      set_status (self, roll->legal, roll->uncertain, roll->reason);
      add_sight (self, roll);
      self->p_hit = add_roll (self, g_str_equal (k, "volley-fire") ? _("Volley Fire (6.1)") : _("Cannonade (6.3)"), roll);
    }
  else if (bombard)
    {
      g_autoptr(BhViewRoll) roll = bh_view_bombard (state, chosen (self->firer_drop, firers),
                                                    chosen (self->mode_drop, modes), to);

      set_status (self, roll->legal, roll->uncertain, roll->reason);
      self->p_hit = add_roll (self, _("Bombard (6.4)"), roll);
    }
  else
    {
      gboolean going = in_assault (state);
      g_autoptr(BhViewAssault) a = going ? bh_view_assault (state, NULL, NULL, NULL)
                                         : bh_view_assault (state, from, to, NULL);
      g_autofree char *count = NULL;
      double p;

      if (going)
        {
          /* The assault goes on through the decisions above the map; here
           * are the odds of what comes next. */
          gtk_label_set_text (GTK_LABEL (self->status),
                              _("An assault is under way: answer the decision above the map (7.1, 8.0). The odds of its next round:"));
          gtk_widget_remove_css_class (self->status, "success");
          gtk_widget_remove_css_class (self->status, "warning");
          gtk_widget_remove_css_class (self->status, "error");
          gtk_widget_set_sensitive (self->roll_button, FALSE);
        }
      else
        set_status (self, a->legal, a->uncertain, a->reason);
      gtk_widget_set_visible (self->from_row, !going);
      gtk_widget_set_visible (self->to_row, !going);
      gtk_widget_set_visible (self->roll_button, !going);
      count = g_strdup_printf (_("Healthy units: %d attacking, %d defending (<a href=\"rule:6.2\">§6.2</a>)"),
                               a->healthy_attackers, a->healthy_defenders);
      add_label (self, count, NULL);
      if (a->free_round != NULL)
        {
          g_autofree char *fall = NULL;

          p = add_roll (self, _("1. The defenders' free round (6.2)"), a->free_round);
          self->p_hit = p;
          fall = g_strdup_printf (_("The attackers must fall back after it: <b>%.0f%%</b>"), a->p_fall_back * 100);
          add_label (self, fall, NULL);
        }
      p = add_roll (self, a->free_round ? _("2. Then each round: the attackers fire") : _("Each round: the attackers fire"),
                    a->attack_round);
      if (self->p_hit < 0)
        self->p_hit = p;
      add_roll (self, _("… and the defenders fire back at the same time"), a->defend_round);
      add_label (self, _("Rounds go on until one side retreats or is destroyed (6.2, 7.1)."), "dim-label");
    }
}

static void
changed_cb (BhuiCalculator *self)
{
  recalculate (self);
}

/* ---- rolling --------------------------------------------------------------------- */

static void
rolled_cb (MusterEntry  *entry,
           const GError *error,
           gpointer      data)
{
  GtkWidget *self = data;

  if (error != NULL)
    muster_show_toast (self, error->message);
  else if (entry != NULL)
    muster_show_toast (self, muster_entry_get_text (entry));
  g_object_unref (self);
}

void
bhui_calculator_roll (BhuiCalculator *self)
{
  const char *k;
  g_autoptr(GStrvBuilder) args = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;

  g_return_if_fail (BHUI_IS_CALCULATOR (self));

  k = kind (self);
  if (self->session == NULL || k == NULL)
    return;
  if (g_str_equal (k, "bombard"))
    {
      g_strv_builder_add (args, chosen (self->firer_drop, firers));
      g_strv_builder_add (args, chosen (self->mode_drop, modes));
      g_strv_builder_add (args, chosen (self->to_drop, (const char * const *) self->land));
    }
  else
    {
      g_strv_builder_add (args, chosen (self->from_drop, (const char * const *) self->land));
      g_strv_builder_add (args, chosen (self->to_drop, (const char * const *) self->land));
      if (g_str_equal (k, "volley-fire") && gtk_check_button_get_active (GTK_CHECK_BUTTON (self->extra_check)))
        g_strv_builder_add (args, "extra-die");
    }
  argv = g_strv_builder_end (args);
  muster_perform (GTK_WIDGET (self), self->session, k, (const char * const *) argv, rolled_cb, g_object_ref (self));
}

double
bhui_calculator_get_p_hit (BhuiCalculator *self)
{
  g_return_val_if_fail (BHUI_IS_CALCULATOR (self), -1);
  return self->p_hit;
}

/* ---- set-up ------------------------------------------------------------------------ */

void
bhui_calculator_set_session (BhuiCalculator *self,
                             MusterSession  *session)
{
  BhState *state;
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  g_return_if_fail (BHUI_IS_CALCULATOR (self));

  g_set_object (&self->session, session);
  state = get_state (self);
  g_clear_pointer (&self->land, g_strfreev);
  for (guint i = 0; state && i < bh_view_n_regions (state); i++)
    {
      BhViewRegion r;

      if (bh_view_region (state, i, &r) && g_str_equal (r.kind, "land"))
        {
          g_strv_builder_add (ids, r.id);
          gtk_string_list_append (names, r.name);
        }
    }
  self->land = g_strv_builder_end (ids);
  self->busy = TRUE;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->from_drop), G_LIST_MODEL (names));
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->to_drop), G_LIST_MODEL (names));
  self->busy = FALSE;
  recalculate (self);
}

void
bhui_calculator_setup (BhuiCalculator *self,
                       const char     *action,
                       const char     *from,
                       const char     *to)
{
  g_return_if_fail (BHUI_IS_CALCULATOR (self));

  self->busy = TRUE;
  choose (self->kind_drop, kinds, action);
  if (g_strcmp0 (action, "bombard") == 0)
    {
      /* Bombard aims at one region: the target, else the selection. */
      choose (self->to_drop, (const char * const *) self->land, to ? to : from);
    }
  else
    {
      choose (self->from_drop, (const char * const *) self->land, from);
      choose (self->to_drop, (const char * const *) self->land, to);
    }
  self->busy = FALSE;
  recalculate (self);
}

void
bhui_calculator_update (BhuiCalculator *self)
{
  g_return_if_fail (BHUI_IS_CALCULATOR (self));
  recalculate (self);
}

static GtkWidget *
labelled (const char *label,
          GtkWidget  *widget)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *caption = gtk_label_new (label);

  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_box_append (GTK_BOX (box), caption);
  gtk_box_append (GTK_BOX (box), widget);
  gtk_widget_set_hexpand (box, TRUE);
  return box;
}

static GtkWidget *
drop_of (const char * const *labels)
{
  GtkWidget *drop = bhui_drop_down_new (G_LIST_MODEL (gtk_string_list_new (labels)));

  gtk_widget_set_hexpand (drop, TRUE);
  return drop;
}

static void
bhui_calculator_dispose (GObject *object)
{
  BhuiCalculator *self = BHUI_CALCULATOR (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (bhui_calculator_parent_class)->dispose (object);
}

static void
bhui_calculator_finalize (GObject *object)
{
  BhuiCalculator *self = BHUI_CALCULATOR (object);

  g_strfreev (self->land);
  G_OBJECT_CLASS (bhui_calculator_parent_class)->finalize (object);
}

static void
bhui_calculator_class_init (BhuiCalculatorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bhui_calculator_dispose;
  object_class->finalize = bhui_calculator_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bhuicalculator");
}

static void
bhui_calculator_init (BhuiCalculator *self)
{
  const char *kind_labels[] = { _("Volley Fire (6.1)"), _("Assault (6.2)"), _("Cannonade (6.3)"), _("Bombard (6.4)"), NULL };
  const char *firer_labels[] = { _("The fleet"), _("Copp’s Hill battery"), NULL };
  const char *mode_labels[] = { _("At units"), _("Hot Shot"), NULL };
  const char *empty[] = { NULL };
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);

  self->p_hit = -1;
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  self->kind_drop = drop_of (kind_labels);
  gtk_box_append (GTK_BOX (box), labelled (_("Combat"), self->kind_drop));

  self->from_drop = drop_of (empty);
  self->to_drop = drop_of (empty);
  self->from_row = labelled (_("From"), self->from_drop);
  gtk_box_append (GTK_BOX (box), self->from_row);

  self->bombard_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->firer_drop = drop_of (firer_labels);
  self->mode_drop = drop_of (mode_labels);
  gtk_box_append (GTK_BOX (self->bombard_row), labelled (_("Firer"), self->firer_drop));
  gtk_box_append (GTK_BOX (self->bombard_row), labelled (_("Fire"), self->mode_drop));
  gtk_box_append (GTK_BOX (box), self->bombard_row);

  self->to_row = labelled (_("Target"), self->to_drop);
  gtk_box_append (GTK_BOX (box), self->to_row);

  self->extra_check = gtk_check_button_new_with_label (_("One extra die for two more ammunition (optional rule 11.2)"));
  /* The words wrap in a narrow pane. */
  for (GtkWidget *c = gtk_widget_get_first_child (self->extra_check); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c))
      {
        gtk_label_set_wrap (GTK_LABEL (c), TRUE);
        gtk_label_set_xalign (GTK_LABEL (c), 0);
      }
  gtk_box_append (GTK_BOX (box), self->extra_check);

  self->status = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->status), 0);
  bhui_connect_rule_links (self->status);
  gtk_box_append (GTK_BOX (box), self->status);

  self->roll_button = gtk_button_new_with_mnemonic (_("_Resolve with These Odds"));
  gtk_widget_add_css_class (self->roll_button, "suggested-action");
  gtk_widget_set_halign (self->roll_button, GTK_ALIGN_START);
  g_signal_connect_swapped (self->roll_button, "clicked", G_CALLBACK (bhui_calculator_roll), self);
  gtk_box_append (GTK_BOX (box), self->roll_button);

  self->results = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), self->results);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  gtk_widget_set_parent (scroller, GTK_WIDGET (self));

  g_signal_connect_swapped (self->kind_drop, "notify::selected", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->from_drop, "notify::selected", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->to_drop, "notify::selected", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->firer_drop, "notify::selected", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->mode_drop, "notify::selected", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->extra_check, "toggled", G_CALLBACK (changed_cb), self);
}

GtkWidget *
bhui_calculator_new (void)
{
  return g_object_new (BHUI_TYPE_CALCULATOR, NULL);
}
