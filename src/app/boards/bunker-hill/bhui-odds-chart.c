/* bhui-odds-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "bhui-map-paint.h"
#include "boards/common/muster-paint.h"
#include "bhui-odds-chart.h"

struct _BhuiOddsChart
{
  GtkWidget   parent_instance;
  MusterDist *hits;
};

G_DEFINE_FINAL_TYPE (BhuiOddsChart, bhui_odds_chart, GTK_TYPE_WIDGET)

#define BAR_AREA 64.0

static char *
percent (double p)
{
  if (p > 0 && p < 0.005)
    return g_strdup ("<1%");
  if (p < 1 && p > 0.995)
    return g_strdup (">99%");
  return g_strdup_printf ("%.0f%%", p * 100);
}

char *
bhui_odds_describe (MusterDist *hits)
{
  GString *out = g_string_new (NULL);
  g_autofree char *one = NULL;

  if (hits == NULL)
    return g_string_free (out, FALSE);
  for (int k = MAX (0, muster_dist_get_min (hits)); k <= muster_dist_get_max (hits); k++)
    {
      g_autofree char *p = percent (muster_dist_prob (hits, k));

      if (out->len)
        g_string_append (out, ", ");
      if (k == 0)
        /* Translators: the chance of a roll scoring no hit. */
        g_string_append_printf (out, _("no hit %s"), p);
      else
        g_string_append_printf (out, ngettext ("%d hit %s", "%d hits %s", k), k, p);
    }
  one = percent (muster_dist_prob_at_least (hits, 1));
  g_string_append_printf (out, _("; at least one hit %s"), one);
  return g_string_free (out, FALSE);
}

void
bhui_odds_chart_set_dist (BhuiOddsChart *self,
                          MusterDist    *hits)
{
  g_autofree char *words = NULL;

  g_return_if_fail (BHUI_IS_ODDS_CHART (self));

  g_clear_pointer (&self->hits, muster_dist_unref);
  if (hits != NULL)
    self->hits = muster_dist_ref (hits);
  words = bhui_odds_describe (hits);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  gtk_widget_set_visible (GTK_WIDGET (self), hits != NULL);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
bhui_odds_chart_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BhuiOddsChart *self = BHUI_ODDS_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  g_autoptr(PangoLayout) layout = NULL;
  BhuiPalette palette;
  GdkRGBA fg;
  int lo, hi, n;
  double bar_w, top = 16, base;
  cairo_t *cr;

  if (self->hits == NULL)
    return;
  bhui_palette_init (&palette, dark);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  lo = MAX (0, muster_dist_get_min (self->hits));
  hi = muster_dist_get_max (self->hits);
  n = hi - lo + 1;
  bar_w = MIN (44.0, (double) width / MAX (n, 1));
  base = top + BAR_AREA;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  layout = pango_cairo_create_layout (cr);
  for (int k = lo; k <= hi; k++)
    {
      double p = muster_dist_prob (self->hits, k);
      double x = (k - lo) * bar_w;
      double h = p * BAR_AREA;
      g_autofree char *pc = percent (p);
      g_autofree char *label = g_strdup_printf ("%d", k);

      cairo_new_path (cr);
      muster_paint_round_rect (cr, x + 3, base - h, bar_w - 6, MAX (h, 1), 2);
      muster_paint_set_color (cr, k == 0 ? &palette.border : &palette.clear, 1);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.85);
      bhui_paint_text_centred (cr, layout, pc, x + bar_w / 2, base - h - 7, 9.5, PANGO_WEIGHT_NORMAL);
      bhui_paint_text_centred (cr, layout, label, x + bar_w / 2, base + 8, 11, PANGO_WEIGHT_BOLD);
    }
  cairo_destroy (cr);
}

static void
bhui_odds_chart_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  BhuiOddsChart *self = BHUI_ODDS_CHART (widget);
  int n = self->hits ? muster_dist_get_max (self->hits) - MAX (0, muster_dist_get_min (self->hits)) + 1 : 1;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN (n, 6) * 24;
      *natural = n * 44;
    }
  else
    *minimum = *natural = (int) (16 + BAR_AREA + 18);
}

static void
bhui_odds_chart_finalize (GObject *object)
{
  BhuiOddsChart *self = BHUI_ODDS_CHART (object);

  g_clear_pointer (&self->hits, muster_dist_unref);
  G_OBJECT_CLASS (bhui_odds_chart_parent_class)->finalize (object);
}

static void
bhui_odds_chart_class_init (BhuiOddsChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bhui_odds_chart_finalize;
  widget_class->snapshot = bhui_odds_chart_snapshot;
  widget_class->measure = bhui_odds_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "bhuiodds");
}

static void
bhui_odds_chart_init (BhuiOddsChart *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
bhui_odds_chart_new (void)
{
  return g_object_new (BHUI_TYPE_ODDS_CHART, NULL);
}
