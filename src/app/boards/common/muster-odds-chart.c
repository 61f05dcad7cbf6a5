/* muster-odds-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-odds-chart.h"
#include "muster-paint.h"

/* Pixels: the room above the bars for their percentages, the tallest bar,
 * the room below for the numbers of hits, and the widest a bar's slot gets. */
#define TOP 16.0
#define BAR_AREA 64.0
#define BOTTOM 18.0
#define SLOT_MAX 44.0

struct _MusterOddsChart
{
  GtkWidget   parent_instance;

  MusterDist *hits;
  GdkRGBA     color[2];   /* light, dark */
  gboolean    totals;     /* a sum of dice, not a count of hits */
};

G_DEFINE_FINAL_TYPE (MusterOddsChart, muster_odds_chart, GTK_TYPE_WIDGET)

char *
muster_odds_percent (double p)
{
  if (p > 0 && p < 0.005)
    return g_strdup ("<1%");
  if (p < 1 && p > 0.995)
    return g_strdup (">99%");
  return g_strdup_printf ("%.0f%%", p * 100);
}

char *
muster_odds_describe (MusterDist *hits)
{
  GString *out = g_string_new (NULL);
  g_autofree char *one = NULL;

  if (hits == NULL)
    return g_string_free (out, FALSE);
  for (int k = MAX (0, muster_dist_get_min (hits)); k <= muster_dist_get_max (hits); k++)
    {
      g_autofree char *p = muster_odds_percent (muster_dist_prob (hits, k));

      if (out->len)
        g_string_append (out, ", ");
      if (k == 0)
        /* Translators: the chance of a roll scoring no hit. */
        g_string_append_printf (out, _("no hit %s"), p);
      else
        g_string_append_printf (out, ngettext ("%d hit %s", "%d hits %s", k), k, p);
    }
  one = muster_odds_percent (muster_dist_prob_at_least (hits, 1));
  g_string_append_printf (out, _("; at least one hit %s"), one);
  return g_string_free (out, FALSE);
}

/* “2: 3%, 3: 6%, …; average 7.0” */
static char *
describe_totals (MusterDist *dist)
{
  GString *out = g_string_new (NULL);

  for (int k = muster_dist_get_min (dist); k <= muster_dist_get_max (dist); k++)
    {
      g_autofree char *p = muster_odds_percent (muster_dist_prob (dist, k));

      if (out->len)
        g_string_append (out, ", ");
      /* Translators: a total of dice and its chance, “7: 17%”. */
      g_string_append_printf (out, _("%d: %s"), k, p);
    }
  /* Translators: the mean of a roll's totals. */
  g_string_append_printf (out, _("; average %.1f"), muster_dist_mean (dist));
  return g_string_free (out, FALSE);
}

static void
update_words (MusterOddsChart *self)
{
  g_autofree char *words = NULL;

  if (self->hits != NULL)
    words = self->totals ? describe_totals (self->hits) : muster_odds_describe (self->hits);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, words ? words : "", -1);
}

void
muster_odds_chart_set_totals (MusterOddsChart *self,
                              gboolean         totals)
{
  g_return_if_fail (MUSTER_IS_ODDS_CHART (self));

  self->totals = totals;
  update_words (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

char *
muster_odds_chart_get_words (MusterOddsChart *self)
{
  g_return_val_if_fail (MUSTER_IS_ODDS_CHART (self), NULL);

  if (self->hits == NULL)
    return g_strdup ("");
  return self->totals ? describe_totals (self->hits) : muster_odds_describe (self->hits);
}

/* The first value the chart shows. */
static int
first_value (MusterOddsChart *self)
{
  return self->totals ? muster_dist_get_min (self->hits) : MAX (0, muster_dist_get_min (self->hits));
}

void
muster_odds_chart_set_dist (MusterOddsChart *self,
                            MusterDist      *hits,
                            const GdkRGBA   *color,
                            const GdkRGBA   *dark_color)
{
  g_return_if_fail (MUSTER_IS_ODDS_CHART (self));
  g_return_if_fail (hits == NULL || (color != NULL && dark_color != NULL));

  g_clear_pointer (&self->hits, muster_dist_unref);
  if (hits != NULL)
    {
      self->hits = muster_dist_ref (hits);
      self->color[0] = *color;
      self->color[1] = *dark_color;
    }
  update_words (self);
  gtk_widget_set_visible (GTK_WIDGET (self), hits != NULL);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Centres @text on (@x, @y). */
static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       size,
           PangoWeight  weight)
{
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  int width, height;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - width / 2.0, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
muster_odds_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  MusterOddsChart *self = MUSTER_ODDS_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  g_autoptr(PangoLayout) layout = NULL;
  GdkRGBA fg;
  int lo, hi, n;
  double slot, top = 0, base = TOP + BAR_AREA;
  cairo_t *cr;

  if (self->hits == NULL || width <= 0 || height <= 0)
    return;
  lo = first_value (self);
  hi = muster_dist_get_max (self->hits);
  n = hi - lo + 1;
  for (int k = lo; k <= hi; k++)
    top = MAX (top, muster_dist_prob (self->hits, k));
  if (n <= 0 || top <= 0)
    return;
  slot = MIN (SLOT_MAX, (double) width / n);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  layout = pango_cairo_create_layout (cr);
  for (int k = lo; k <= hi; k++)
    {
      double p = muster_dist_prob (self->hits, k);
      double x = (k - lo) * slot;
      double h = BAR_AREA * p / top;
      g_autofree char *count = g_strdup_printf ("%d", k);

      cairo_new_path (cr);
      muster_paint_round_rect (cr, x + slot * 0.12, base - h, slot * 0.76, MAX (h, 1), 2);
      /* No hit is not the roll's colour: it is what the roll fails at. */
      if (k == 0 && !self->totals)
        muster_paint_set_color (cr, &fg, 0.35);
      else
        muster_paint_set_color (cr, &self->color[dark ? 1 : 0], 1);
      cairo_fill (cr);
      muster_paint_set_color (cr, &fg, 0.85);
      /* A narrow slot has no room for its percentage: the words have it. */
      if (slot >= 17)
        {
          g_autofree char *pc = muster_odds_percent (p);

          show_text (cr, layout, pc, x + slot / 2, base - h - 7, slot < 24 ? 8 : 9.5, PANGO_WEIGHT_NORMAL);
        }
      show_text (cr, layout, count, x + slot / 2, base + 8, slot < 24 ? 9.5 : 11, PANGO_WEIGHT_BOLD);
    }
  cairo_destroy (cr);
}

static void
muster_odds_chart_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  MusterOddsChart *self = MUSTER_ODDS_CHART (widget);
  int n = self->hits ? muster_dist_get_max (self->hits) - first_value (self) + 1 : 1;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN (n, 6) * 24;
      *natural = (int) (n * SLOT_MAX);
    }
  else
    *minimum = *natural = (int) (TOP + BAR_AREA + BOTTOM);
}

static void
muster_odds_chart_finalize (GObject *object)
{
  MusterOddsChart *self = MUSTER_ODDS_CHART (object);

  g_clear_pointer (&self->hits, muster_dist_unref);
  G_OBJECT_CLASS (muster_odds_chart_parent_class)->finalize (object);
}

static void
muster_odds_chart_class_init (MusterOddsChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = muster_odds_chart_finalize;
  widget_class->snapshot = muster_odds_chart_snapshot;
  widget_class->measure = muster_odds_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "musterodds");
}

static void
muster_odds_chart_init (MusterOddsChart *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
muster_odds_chart_new (void)
{
  return g_object_new (MUSTER_TYPE_ODDS_CHART, NULL);
}
