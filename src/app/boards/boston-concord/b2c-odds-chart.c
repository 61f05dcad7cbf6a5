/* b2c-odds-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-counters.h"
#include "b2c-odds-chart.h"

struct _B2cOddsChart
{
  GtkWidget    parent_instance;

  MusterDist  *dist;
  RevroadSide  side;
};

G_DEFINE_FINAL_TYPE (B2cOddsChart, b2c_odds_chart, GTK_TYPE_WIDGET)

char *
b2c_odds_describe (MusterDist *dist)
{
  GString *out = g_string_new (NULL);

  if (dist == NULL)
    return g_string_free (out, FALSE);
  for (int k = muster_dist_get_min (dist); k <= muster_dist_get_max (dist); k++)
    {
      double p = muster_dist_prob (dist, k);

      if (p <= 0)
        continue;
      g_string_append_printf (out, "%s", out->len ? ", " : "");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d hit %.1f%%", "%d hits %.1f%%", (gulong) ABS (k)),
                              k, p * 100);
    }
  return g_string_free (out, FALSE);
}

static double
slot_width_hint (int width,
                 int n)
{
  return n > 0 ? (double) width / n : width;
}

static void
b2c_odds_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  B2cOddsChart *self = B2C_ODDS_CHART (widget);
  const B2cPalette *p = b2c_palette (b2c_style_is_dark ());
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int lo, hi, n;
  double top = 0, slot, label_h = 14, pct_h = 13;
  cairo_t *cr;
  PangoLayout *layout;
  PangoFontDescription *font;
  GdkRGBA ink;

  if (self->dist == NULL || width <= 0 || height <= 0)
    return;
  lo = muster_dist_get_min (self->dist);
  hi = muster_dist_get_max (self->dist);
  n = hi - lo + 1;
  for (int k = lo; k <= hi; k++)
    top = MAX (top, muster_dist_prob (self->dist, k));
  if (n <= 0 || top <= 0)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &ink);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (font, (slot_width_hint (width, muster_dist_get_max (self->dist) - muster_dist_get_min (self->dist) + 1) < 24 ? 8.5 : 10) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  slot = (double) width / n;
  for (int k = lo; k <= hi; k++)
    {
      double prob = muster_dist_prob (self->dist, k);
      double x = (k - lo) * slot;
      double bar_h = (height - label_h - pct_h - 2) * prob / top;
      g_autofree char *count = g_strdup_printf ("%d", k);
      g_autofree char *pct = prob >= 0.0005 ? g_strdup_printf ("%.0f%%", prob * 100) : g_strdup ("");
      int tw, th;

      gdk_cairo_set_source_rgba (cr, &p->side[self->side == REVROAD_PATRIOT ? REVROAD_PATRIOT : REVROAD_BRITISH]);
      cairo_rectangle (cr, x + slot * 0.15, height - label_h - bar_h, slot * 0.7, bar_h);
      cairo_fill (cr);
      gdk_cairo_set_source_rgba (cr, &ink);
      pango_layout_set_text (layout, count, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_move_to (cr, x + (slot - tw) / 2, height - label_h + 1);
      pango_cairo_show_layout (cr, layout);
      if (slot >= 17)
        {
          pango_layout_set_text (layout, pct, -1);
          pango_layout_get_pixel_size (layout, &tw, &th);
          cairo_move_to (cr, x + (slot - tw) / 2, height - label_h - bar_h - th);
          pango_cairo_show_layout (cr, layout);
        }
    }
  g_object_unref (layout);
  cairo_destroy (cr);
}

static void
b2c_odds_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 240;
    }
  else
    *minimum = *natural = 96;
}

static void
b2c_odds_chart_finalize (GObject *object)
{
  B2cOddsChart *self = B2C_ODDS_CHART (object);

  g_clear_pointer (&self->dist, muster_dist_unref);

  G_OBJECT_CLASS (b2c_odds_chart_parent_class)->finalize (object);
}

static void
b2c_odds_chart_class_init (B2cOddsChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = b2c_odds_chart_finalize;
  widget_class->snapshot = b2c_odds_chart_snapshot;
  widget_class->measure = b2c_odds_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
b2c_odds_chart_init (B2cOddsChart *self)
{
  self->side = REVROAD_BRITISH;
}

GtkWidget *
b2c_odds_chart_new (void)
{
  return g_object_new (B2C_TYPE_ODDS_CHART, NULL);
}

void
b2c_odds_chart_set_dist (B2cOddsChart *self,
                         MusterDist   *dist,
                         RevroadSide   side)
{
  g_autofree char *text = NULL;

  g_return_if_fail (B2C_IS_ODDS_CHART (self));

  g_clear_pointer (&self->dist, muster_dist_unref);
  if (dist != NULL)
    self->dist = muster_dist_ref (dist);
  self->side = side;
  text = b2c_odds_describe (dist);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
