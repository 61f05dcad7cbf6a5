/* bhui-calculator.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

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
              const MusterModifier *m)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *delta, *why;
  g_autofree char *d = m->delta < 0 ? g_strdup_printf ("−%d", -m->delta) : g_strdup_printf ("+%d", m->delta);
  g_autofree char *text = m->section != NULL && strstr (m->why, m->section) == NULL
                          ? g_strdup_printf ("%s (%s)", m->why, m->section) : g_strdup (m->why);
  g_autofree char *markup = bhui_text_with_rule_link (text);

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

/* One roll of the engine's preview: strength, each modifier with its
 * section (the 8.0 cap among them), the dice and the odds. Returns its
 * chance of at least one hit. */
static double
add_roll (BhuiCalculator          *self,
          const char              *heading,
          const MusterRollPreview *roll)
{
  g_autofree char *h = g_markup_escape_text (heading, -1);
  g_autofree char *line = NULL;
  GtkWidget *chart;
  BhuiPalette light, dark;
  int strength;
  double p;

  add_label (self, h, "heading");
  if (roll == NULL)
    return -1;
  strength = (int) roll->n_dice;
  for (guint i = 0; i < roll->modifiers->len; i++)
    strength -= ((MusterModifier *) g_ptr_array_index (roll->modifiers, i))->delta;
  if (roll->hidden)
    add_label (self, _("Strength varies: hidden militia (the odds mix over the counters left in the cup, 4.1)"), NULL);
  else
    {
      g_autofree char *base = g_strdup_printf (ngettext ("Strength: %d die", "Strength: %d dice", MAX (strength, 0)),
                                               MAX (strength, 0));
      add_label (self, base, NULL);
    }
  for (guint i = 0; i < roll->modifiers->len; i++)
    add_modifier (self, g_ptr_array_index (roll->modifiers, i));
  if (roll->modifiers->len == 0)
    add_label (self, _("No modifiers"), "dim-label");
  if (roll->n_dice == 0)
    line = g_markup_printf_escaped ("<b>= %s</b>", _("no dice"));
  else
    {
      g_autofree char *dice = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u die hitting on %s",
                                                            "%u dice hitting on %s", roll->n_dice),
                                               roll->n_dice, roll->hits_on ? roll->hits_on : "");

      line = g_markup_printf_escaped ("<b>= %s</b>%s", dice, roll->hidden ? _(" (typical)") : "");
    }
  add_label (self, line, NULL);
  g_clear_pointer (&line, g_free);
  if (roll->dist == NULL)
    return 0;
  chart = muster_odds_chart_new ();
  p = muster_dist_prob_at_least (roll->dist, 1);
  bhui_palette_init (&light, FALSE);
  bhui_palette_init (&dark, TRUE);
  muster_odds_chart_set_dist (MUSTER_ODDS_CHART (chart), roll->dist, &light.clear, &dark.clear);
  gtk_widget_set_halign (chart, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->results), chart);
  line = g_strdup_printf (_("At least one hit: <b>%.0f%%</b> · on average %.2f hits"), p * 100,
                          muster_dist_mean (roll->dist));
  add_label (self, line, NULL);
  return p;
}

/* The engine's preview of @action with @args. */
static MusterPreview *
preview (BhState    *state,
         const char *action,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  va_start (ap, action);
  for (const char *a = va_arg (ap, const char *); a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  return muster_state_preview (MUSTER_STATE (state), action, (const char * const *) args->pdata);
}

static MusterRollPreview *
roll_at (MusterPreview *p,
         guint          k)
{
  return k < p->rolls->len ? g_ptr_array_index (p->rolls, k) : NULL;
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

/* Range and Line of Sight (7.2) between the regions. */
static void
add_sight (BhuiCalculator *self,
           BhState        *state,
           const char     *from,
           const char     *to)
{
  int distance = from && to ? bh_view_distance (state, from, to) : -1;
  gboolean reconstructed = FALSE, clear;
  g_autofree char *why = NULL;
  g_autofree char *why_markup = NULL;
  g_autofree char *line = NULL;

  if (distance <= 0)
    return;
  clear = bh_view_sight (state, from, to, &reconstructed, &why);
  why_markup = why ? bhui_text_with_rule_link (why) : NULL;
  line = g_strdup_printf (ngettext ("Range %d region · %s%s", "Range %d regions · %s%s", distance), distance,
                          clear ? _("in sight") : _("out of sight"),
                          reconstructed ? _(" (proposed from the reconstructed map)") : "");
  add_label (self, line, NULL);
  if (why_markup != NULL)
    add_label (self, why_markup, "dim-label");
}

/* Healthy (unbroken) units of @side in @region, only the fresh ones when
 * @fresh (6.2). */
static int
healthy_units (BhState    *state,
               const char *region,
               const char *side,
               gboolean    other,
               gboolean    fresh)
{
  g_autoptr(GArray) stack = region ? bh_view_stack (state, region) : NULL;
  int n = 0;

  for (guint k = 0; stack != NULL && k < stack->len; k++)
    {
      BhViewCounter c;

      bh_view_counter (state, (guint) g_array_index (stack, int, k), &c);
      if ((g_strcmp0 (c.side, side) == 0) != other && !g_str_equal (c.kind, "leader") && !c.flipped &&
          !(fresh && (c.moved || c.fired || c.panicked)))
        n++;
    }
  return n;
}

/* An assault is under way when standing in it would roll (its rounds to
 * come are in the preview). */
static gboolean
in_assault (BhState *state)
{
  g_autoptr(MusterPreview) next = preview (state, "stand", NULL);

  return next->rolls->len > 0;
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
      gboolean volley = g_str_equal (k, "volley-fire");
      gboolean extra = volley && gtk_check_button_get_active (GTK_CHECK_BUTTON (self->extra_check));
      g_autoptr(MusterPreview) p = preview (state, k, from, to, extra ? "extra-die" : NULL, NULL);

      set_status (self, p->legal, p->uncertain, p->reason);
      add_sight (self, state, from, to);
      self->p_hit = add_roll (self, volley ? _("Volley Fire (6.1)") : _("Cannonade (6.3)"), roll_at (p, 0));
    }
  else if (bombard)
    {
      g_autoptr(MusterPreview) p = preview (state, k, chosen (self->firer_drop, firers), chosen (self->mode_drop, modes),
                                            to, NULL);

      set_status (self, p->legal, p->uncertain, p->reason);
      self->p_hit = add_roll (self, _("Bombard (6.4)"), roll_at (p, 0));
    }
  else
    {
      g_autoptr(MusterPending) pending = muster_state_get_pending (MUSTER_STATE (state));
      gboolean going = in_assault (state);
      g_autoptr(MusterPreview) p = NULL;
      const char *fall_back = _("The attackers fall back after the free round");
      const char *side = muster_state_get_acting_side (MUSTER_STATE (state));
      const char *target = going && pending != NULL ? pending->place : to;
      g_autofree char *count = NULL;
      gboolean free_round;
      double chance;

      if (going)
        {
          p = muster_pending_answers (pending, "defensive-fire") ? preview (state, "defensive-fire", "fire", NULL)
                                                                 : preview (state, "stand", NULL);
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
        {
          p = preview (state, k, from, to, NULL);
          set_status (self, p->legal, p->uncertain, p->reason);
        }
      free_round = p->rolls->len == 3;
      /* The attackers' round says whose they are. */
      if (roll_at (p, free_round ? 1 : 0) != NULL)
        side = roll_at (p, free_round ? 1 : 0)->side;
      count = g_strdup_printf (_("Healthy units: %d attacking, %d defending (<a href=\"rule:6.2\">§6.2</a>)"),
                               going ? healthy_units (state, target, side, FALSE, FALSE)
                                     : healthy_units (state, from, side, FALSE, TRUE),
                               healthy_units (state, target, side, TRUE, FALSE));
      gtk_widget_set_visible (self->from_row, !going);
      gtk_widget_set_visible (self->to_row, !going);
      gtk_widget_set_visible (self->roll_button, !going);
      add_label (self, count, NULL);
      if (free_round)
        {
          g_autofree char *fall = NULL;

          self->p_hit = add_roll (self, _("1. The defenders' free round (6.2)"), roll_at (p, 0));
          fall = g_strdup_printf (_("The attackers must fall back after it: <b>%.0f%%</b>"),
                                  MAX (0, muster_preview_get_probability (p, fall_back)) * 100);
          add_label (self, fall, NULL);
        }
      chance = add_roll (self, free_round ? _("2. Then each round: the attackers fire") : _("Each round: the attackers fire"),
                         roll_at (p, free_round ? 1 : 0));
      if (self->p_hit < 0)
        self->p_hit = chance;
      add_roll (self, _("… and the defenders fire back at the same time"), roll_at (p, free_round ? 2 : 1));
      add_label (self, _("Rounds go on until one side retreats or is destroyed (6.2, 7.1)."), "dim-label");
      /* Where the whole battle ends, round after round. */
      for (guint i = 0; i < p->outcomes->len; i++)
        {
          MusterPreviewOutcome *o = g_ptr_array_index (p->outcomes, i);
          g_autofree char *text = NULL;

          if (o->probability < 0 || g_str_equal (o->label, fall_back))
            continue;
          text = g_markup_printf_escaped ("%s: <b>%.0f%%</b>", o->label, o->probability * 100);
          add_label (self, text, NULL);
        }
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
