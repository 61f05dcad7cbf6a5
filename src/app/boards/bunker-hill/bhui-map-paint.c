/* bhui-map-paint.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "boards/common/muster-paint.h"
#include "bhui-map-paint.h"

static void
rgba (GdkRGBA    *out,
      const char *spec)
{
  gdk_rgba_parse (out, spec);
}

void
bhui_palette_init (BhuiPalette *p,
                   gboolean     dark)
{
  /* Colours after the printed board (tan land, brown hills, green town
   * borders, yellow landing-zone discs), muted at night. */
  rgba (&p->water, dark ? "#1b2f42" : "#aecde2");
  rgba (&p->water_line, dark ? "#35597a" : "#7ea7c6");
  rgba (&p->open, dark ? "#5e5841" : "#ebdfb5");
  rgba (&p->town, dark ? "#4d5a3b" : "#d3dcb4");
  rgba (&p->hilltop, dark ? "#6f5231" : "#b98d55");
  rgba (&p->slope, dark ? "#73593a" : "#cfac72");
  rgba (&p->ridge, dark ? "#7a6445" : "#d8ba85");
  rgba (&p->neck, dark ? "#62593f" : "#e4d7a6");
  rgba (&p->border, dark ? "#a8966f" : "#8a7550");
  rgba (&p->town_border, dark ? "#7bd88f" : "#2f7d32");
  rgba (&p->text, dark ? "#f6f5f4" : "#241f1a");
  rgba (&p->text_on_dark, "#ffffff");
  rgba (&p->british, dark ? "#e6323b" : "#c01c28");
  rgba (&p->patriot, dark ? "#4a8ee6" : "#1a5fb4");
  rgba (&p->leader, dark ? "#f8e45c" : "#e5a50a");
  rgba (&p->accent, dark ? "#78aeed" : "#1c71d8");
  rgba (&p->target, dark ? "#ff7b63" : "#c01c28");
  rgba (&p->fire, "#ff7800");
  rgba (&p->fence, dark ? "#f8e45c" : "#c89d00");
  rgba (&p->redoubt, dark ? "#ffa348" : "#e66100");
  rgba (&p->zone, "#f6d32d");
  rgba (&p->box, dark ? "#26323d" : "#e3ebf2");
  rgba (&p->clear, dark ? "#57e389" : "#26a269");
  rgba (&p->blocked, dark ? "#ff7b63" : "#c01c28");
  rgba (&p->panic, "#f5c211");
}

const GdkRGBA *
bhui_palette_terrain (const BhuiPalette *p,
                      const char        *terrain)
{
  if (g_strcmp0 (terrain, "town") == 0)
    return &p->town;
  if (g_strcmp0 (terrain, "hilltop") == 0)
    return &p->hilltop;
  if (g_strcmp0 (terrain, "slope") == 0)
    return &p->slope;
  if (g_strcmp0 (terrain, "ridge") == 0)
    return &p->ridge;
  if (g_strcmp0 (terrain, "neck") == 0)
    return &p->neck;
  return &p->open;
}

static void
path_star (cairo_t *cr,
           double   cx,
           double   cy,
           double   r)
{
  for (int k = 0; k < 10; k++)
    {
      double a = -G_PI / 2 + k * G_PI / 5;
      double rr = k % 2 ? r * 0.45 : r;

      if (k == 0)
        cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
      else
        cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
    }
  cairo_close_path (cr);
}

void
bhui_paint_text_centred (cairo_t     *cr,
                         PangoLayout *layout,
                         const char  *markup,
                         double       x,
                         double       y,
                         double       size,
                         int          weight)
{
  PangoFontDescription *font = pango_font_description_new ();
  PangoRectangle ink, logical;

  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_absolute_size (font, MAX (size, 1) * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, -1);
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  cairo_move_to (cr, x - logical.width / 2.0, y - logical.height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

void
bhui_paint_counter (cairo_t             *cr,
                    PangoLayout         *layout,
                    const BhuiPalette   *p,
                    const BhViewCounter *c,
                    double               x,
                    double               y,
                    double               size)
{
  const GdkRGBA *side = g_strcmp0 (c->side, "british") == 0 ? &p->british : &p->patriot;
  gboolean leader = g_strcmp0 (c->kind, "leader") == 0;
  gboolean cannon = g_strcmp0 (c->kind, "cannon") == 0;
  double r = size * 0.18;
  double cx = x + size / 2, cy = y + size / 2;

  cairo_save (cr);
  cairo_new_path (cr);
  /* A shadow so stacked counters read as separate pieces. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  if (cannon)
    cairo_arc (cr, cx + 1, cy + 1, size / 2, 0, 2 * G_PI);
  else
    muster_paint_round_rect (cr, x + 1, y + 1, size, size, r);
  cairo_fill (cr);

  if (cannon)
    cairo_arc (cr, cx, cy, size / 2, 0, 2 * G_PI);
  else
    muster_paint_round_rect (cr, x, y, size, size, r);
  if (c->flipped)
    {
      /* The back of the counter: pale with stripes. */
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      muster_paint_set_color (cr, side, 0.35);
      cairo_fill_preserve (cr);
      cairo_save (cr);
      cairo_clip_preserve (cr);
      muster_paint_set_color (cr, side, 0.55);
      cairo_set_line_width (cr, MAX (1, size * 0.08));
      for (double d = -size; d < size; d += size * 0.3)
        {
          cairo_move_to (cr, x + d, y + size);
          cairo_line_to (cr, x + d + size, y);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  else
    {
      muster_paint_set_color (cr, side, 1);
      cairo_fill_preserve (cr);
    }
  cairo_set_line_width (cr, MAX (1, size * 0.08));
  if (leader)
    muster_paint_set_color (cr, &p->leader, 1);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_stroke (cr);

  if (leader)
    {
      cairo_new_path (cr);
      path_star (cr, cx, cy, size * 0.34);
      muster_paint_set_color (cr, c->flipped ? side : &p->leader, 1);
      cairo_fill (cr);
    }
  else if (size >= 9)
    {
      g_autofree char *text = c->strength < 0 ? g_strdup ("?") : g_strdup_printf ("%d", c->strength);

      if (c->flipped)
        muster_paint_set_color (cr, side, 1);
      else
        muster_paint_set_color (cr, &p->text_on_dark, 1);
      bhui_paint_text_centred (cr, layout, text, cx, cy, size * 0.62, PANGO_WEIGHT_BOLD);
    }

  /* Markers: a white dot top right for Moved, an orange one top left for
   * Fired, a yellow triangle at the bottom for Panic. */
  if (c->moved)
    {
      cairo_new_path (cr);
      cairo_arc (cr, x + size - size * 0.12, y + size * 0.12, size * 0.16, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, MAX (0.5, size * 0.04));
      cairo_stroke (cr);
    }
  if (c->fired)
    {
      cairo_new_path (cr);
      cairo_arc (cr, x + size * 0.12, y + size * 0.12, size * 0.16, 0, 2 * G_PI);
      muster_paint_set_color (cr, &p->fire, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, MAX (0.5, size * 0.04));
      cairo_stroke (cr);
    }
  if (c->panicked)
    {
      cairo_new_path (cr);
      cairo_move_to (cr, cx, y + size * 0.62);
      cairo_line_to (cr, cx + size * 0.3, y + size * 1.05);
      cairo_line_to (cr, cx - size * 0.3, y + size * 1.05);
      cairo_close_path (cr);
      muster_paint_set_color (cr, &p->panic, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_set_line_width (cr, MAX (0.5, size * 0.05));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

double
bhui_paint_counter_row (cairo_t             *cr,
                        PangoLayout         *layout,
                        const BhuiPalette   *p,
                        const BhViewCounter *counters,
                        guint                n,
                        double               x,
                        double               y,
                        double               size,
                        double               width)
{
  double step = size * 1.1;
  guint shown = n;

  if (n == 0)
    return 0;
  if (n > 1 && size + step * (n - 1) > width)
    {
      /* Overlap like a stack on the table; a third of each must show. */
      step = MAX ((width - size) / (n - 1), size * 0.34);
      while (shown > 1 && size + step * (shown - 1) > width - size * 0.9)
        shown--;
    }
  for (guint i = 0; i < shown; i++)
    bhui_paint_counter (cr, layout, p, &counters[i], x + step * i, y, size);
  if (shown < n)
    {
      g_autofree char *more = g_strdup_printf ("+%u", n - shown);

      muster_paint_set_color (cr, &p->text, 1);
      bhui_paint_text_centred (cr, layout, more, x + step * (shown - 1) + size * 1.5, y + size / 2,
                               size * 0.6, PANGO_WEIGHT_BOLD);
      return step * (shown - 1) + size * 2;
    }
  return step * (shown - 1) + size;
}

void
bhui_paint_flame (cairo_t           *cr,
                  const BhuiPalette *p,
                  double             x,
                  double             y,
                  double             size)
{
  double h = size, w = size * 0.7;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_move_to (cr, x, y - h / 2);
  cairo_curve_to (cr, x + w * 0.2, y - h * 0.15, x + w / 2, y, x + w / 2, y + h * 0.18);
  cairo_curve_to (cr, x + w / 2, y + h * 0.42, x + w * 0.25, y + h / 2, x, y + h / 2);
  cairo_curve_to (cr, x - w * 0.25, y + h / 2, x - w / 2, y + h * 0.42, x - w / 2, y + h * 0.18);
  cairo_curve_to (cr, x - w / 2, y - h * 0.05, x - w * 0.1, y - h * 0.1, x, y - h / 2);
  cairo_close_path (cr);
  muster_paint_set_color (cr, &p->fire, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.1, 0, 0.8);
  cairo_set_line_width (cr, MAX (1, size * 0.06));
  cairo_stroke (cr);
  cairo_arc (cr, x, y + h * 0.22, w * 0.22, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 0.9, 0.3);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
bhui_paint_ship (cairo_t           *cr,
                 const BhuiPalette *p,
                 double             x,
                 double             y,
                 double             size)
{
  double w = size, h = size * 0.8;

  cairo_save (cr);
  cairo_new_path (cr);
  /* Hull */
  cairo_move_to (cr, x - w / 2, y + h * 0.1);
  cairo_line_to (cr, x + w / 2, y + h * 0.1);
  cairo_line_to (cr, x + w * 0.35, y + h * 0.4);
  cairo_line_to (cr, x - w * 0.35, y + h * 0.4);
  cairo_close_path (cr);
  muster_paint_set_color (cr, &p->british, 1);
  cairo_fill (cr);
  /* Masts and sails */
  cairo_set_source_rgb (cr, 0.95, 0.95, 0.92);
  for (int k = -1; k <= 1; k++)
    {
      double mx = x + k * w * 0.22;

      cairo_move_to (cr, mx, y - h * 0.45 + (k == 0 ? 0 : h * 0.1));
      cairo_line_to (cr, mx + w * 0.13, y + h * 0.02);
      cairo_line_to (cr, mx - w * 0.13, y + h * 0.02);
      cairo_close_path (cr);
    }
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_set_line_width (cr, MAX (0.5, size * 0.03));
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
bhui_paint_zone_disc (cairo_t           *cr,
                      PangoLayout       *layout,
                      const BhuiPalette *p,
                      int                number,
                      int                transport,
                      int                staging,
                      gboolean           reconstructed,
                      double             x,
                      double             y,
                      double             radius)
{
  g_autofree char *num = g_strdup_printf ("%d", number);
  g_autofree char *ts = g_strdup_printf ("%d/%d", transport, staging);
  static const double dash[] = { 3, 2 };

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  muster_paint_set_color (cr, &p->zone, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.2, 0.15, 0, 0.9);
  cairo_set_line_width (cr, MAX (1, radius * 0.08));
  if (reconstructed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_source_rgb (cr, 0.15, 0.1, 0);
  bhui_paint_text_centred (cr, layout, num, x, y - radius * 0.25, radius * 0.85, PANGO_WEIGHT_BOLD);
  bhui_paint_text_centred (cr, layout, ts, x, y + radius * 0.45, radius * 0.5, PANGO_WEIGHT_NORMAL);
  cairo_restore (cr);
}

double
bhui_paint_modifier_badge (cairo_t           *cr,
                           PangoLayout       *layout,
                           const BhuiPalette *p,
                           const char        *text,
                           const char        *color,
                           gboolean           reconstructed,
                           double             x,
                           double             y,
                           double             height)
{
  PangoFontDescription *font = pango_font_description_new ();
  PangoRectangle logical;
  static const double dash[] = { 2.5, 1.5 };
  double w;

  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_absolute_size (font, height * 0.72 * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, -1);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  w = logical.width + height * 0.5;

  cairo_save (cr);
  cairo_new_path (cr);
  muster_paint_round_rect (cr, x, y, w, height, height * 0.25);
  if (g_strcmp0 (color, "yellow") == 0)
    muster_paint_set_color (cr, &p->fence, 1);
  else if (g_strcmp0 (color, "orange") == 0)
    muster_paint_set_color (cr, &p->redoubt, 1);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.75);
  cairo_set_line_width (cr, MAX (0.8, height * 0.07));
  if (reconstructed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_source_rgb (cr, 0.1, 0.08, 0.05);
  cairo_move_to (cr, x + height * 0.25, y + (height - logical.height) / 2);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
  return w;
}
