/* bhui-map-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include <adwaita.h>

#include "bhui-map-geometry.h"
#include "bhui-map-paint.h"
#include "boards/common/muster-paint.h"
#include "bhui-map-view.h"
#include "bhui-words.h"

/* The layout positions lie in a 0..1000 box; a margin keeps the off-map
 * boxes at its edges whole. */
#define MAP_MARGIN 40.0
#define MAP_EXTENT (1000.0 + 2 * MAP_MARGIN)
/* How far land reaches from a region's centre before the water begins. */
#define COAST_RADIUS 82.0
#define ZONE_RADIUS 24.0
/* Below this many pixels a map unit, region names no longer fit. */
#define OVERVIEW_SCALE 0.42

typedef struct
{
  BhViewRegion  info;
  GArray       *stack;   /* counter indices */
} Region;

struct _BhuiMapView
{
  MusterMapView  parent_instance;

  BhState       *state;
  GArray        *regions;   /* Region */
  GPtrArray     *cells;     /* GArray of BhuiPoint, per region */
  GArray        *counters;  /* BhViewCounter, per counter index */
  GStrv          neighbours;
  gboolean       sight_known;
  gboolean       sight_clear;
  gboolean       sight_reconstructed;
  /* While drawing: pixels per map unit. */
  double         scale;
  BhuiPalette    palette;
};

G_DEFINE_FINAL_TYPE (BhuiMapView, bhui_map_view, MUSTER_TYPE_MAP_VIEW)

static void
region_clear (Region *r)
{
  g_clear_pointer (&r->stack, g_array_unref);
}

static int
find_region (BhuiMapView *self,
             const char  *id)
{
  return muster_map_view_find_region (MUSTER_MAP_VIEW (self), id);
}

static gboolean
is_land (const Region *r)
{
  return g_strcmp0 (r->info.kind, "land") == 0;
}

static double
px (BhuiMapView *self,
    double       x)
{
  double vx, vy;

  muster_map_view_map_to_view (MUSTER_MAP_VIEW (self), x, 0, &vx, &vy);
  return vx;
}

static double
py (BhuiMapView *self,
    double       y)
{
  double vx, vy;

  muster_map_view_map_to_view (MUSTER_MAP_VIEW (self), 0, y, &vx, &vy);
  return vy;
}

/* The box an off-map area is drawn in, in map units. */
static void
box_extent (const Region *r,
            double       *w,
            double       *h)
{
  const char *kind = r->info.kind;

  if (g_str_equal (kind, "zone"))
    *w = *h = ZONE_RADIUS * 2;
  else if (g_str_equal (kind, "muster-box"))
    {
      *w = 150;
      *h = 92;
    }
  else if (g_str_equal (kind, "fleet-box"))
    {
      *w = 138;
      *h = 72;
    }
  else
    {
      *w = 120;
      *h = 64;
    }
}

/* The region under the map point (@x, @y), or -1. Boxes first: they are
 * drawn over the land. */
static int
bhui_map_view_region_at (MusterMapView *map,
                         double         x,
                         double         y)
{
  BhuiMapView *self = BHUI_MAP_VIEW (map);

  for (guint i = 0; i < self->regions->len; i++)
    {
      Region *r = &g_array_index (self->regions, Region, i);
      double w, h;

      if (is_land (r))
        continue;
      box_extent (r, &w, &h);
      if (g_str_equal (r->info.kind, "zone"))
        {
          if (hypot (x - r->info.x, y - r->info.y) <= ZONE_RADIUS + 4)
            return (int) i;
        }
      else if (fabs (x - r->info.x) <= w / 2 && fabs (y - r->info.y) <= h / 2)
        return (int) i;
    }
  for (guint i = 0; i < self->regions->len; i++)
    {
      Region *r = &g_array_index (self->regions, Region, i);

      if (is_land (r) && bhui_cell_contains (g_ptr_array_index (self->cells, i), x, y))
        return (int) i;
    }
  return -1;
}

static void
update_sight (BhuiMapView *self)
{
  const char *selected = muster_map_view_get_selected (MUSTER_MAP_VIEW (self));
  const char *target = muster_map_view_get_target (MUSTER_MAP_VIEW (self));
  int s = find_region (self, selected), t = find_region (self, target);

  self->sight_known = FALSE;
  if (self->state == NULL || s < 0 || t < 0 || s == t ||
      !is_land (&g_array_index (self->regions, Region, s)) || !is_land (&g_array_index (self->regions, Region, t)))
    return;
  self->sight_known = TRUE;
  self->sight_clear = bh_view_sight (self->state, selected, target, &self->sight_reconstructed, NULL);
}

static void
update_neighbours (BhuiMapView *self)
{
  const char *selected = muster_map_view_get_selected (MUSTER_MAP_VIEW (self));

  g_clear_pointer (&self->neighbours, g_strfreev);
  if (self->state != NULL && selected != NULL)
    self->neighbours = bh_view_neighbours (self->state, selected);
}

static void
selection_changed_cb (BhuiMapView *self)
{
  update_neighbours (self);
  update_sight (self);
}

/* A new state: regions, stacks and counters are read again. The outlines
 * depend only on the layout positions, which corrections do not change. */
void
bhui_map_view_set_state (BhuiMapView *self,
                         BhState     *state)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self);
  guint n;

  g_return_if_fail (BHUI_IS_MAP_VIEW (self));
  g_return_if_fail (BH_IS_STATE (state));

  g_set_object (&self->state, state);
  n = bh_view_n_regions (state);
  if (n != self->regions->len)
    {
      g_autofree BhuiSite *sites = g_new0 (BhuiSite, n);
      g_autofree MusterMapRegion *places = g_new0 (MusterMapRegion, n);

      g_array_set_size (self->regions, 0);
      g_array_set_size (self->regions, n);
      for (guint i = 0; i < n; i++)
        {
          Region *r = &g_array_index (self->regions, Region, i);

          bh_view_region (state, i, &r->info);
          sites[i].x = r->info.x;
          sites[i].y = r->info.y;
          sites[i].land = is_land (r);
          /* The same partition the engine measures sight on (bh-los.c). */
          sites[i].site = sites[i].land || g_str_equal (r->info.kind, "zone");
        }
      g_clear_pointer (&self->cells, g_ptr_array_unref);
      self->cells = bhui_map_cells (sites, n, COAST_RADIUS);
      for (guint i = 0; i < n; i++)
        {
          Region *r = &g_array_index (self->regions, Region, i);

          places[i].id = r->info.id;
          places[i].x = r->info.x;
          places[i].y = r->info.y;
          if (is_land (r))
            {
              double x0, y0, x1, y1;

              bhui_cell_bounds (g_ptr_array_index (self->cells, i), &x0, &y0, &x1, &y1);
              places[i].width = x1 - x0;
              places[i].height = y1 - y0;
            }
          else
            box_extent (r, &places[i].width, &places[i].height);
        }
      muster_map_view_set_regions (map, places, n);
    }

  g_array_set_size (self->counters, bh_view_n_counters (state));
  for (guint i = 0; i < self->counters->len; i++)
    bh_view_counter (state, i, &g_array_index (self->counters, BhViewCounter, i));
  for (guint i = 0; i < n; i++)
    {
      Region *r = &g_array_index (self->regions, Region, i);
      g_autofree char *label = NULL;

      bh_view_region (state, i, &r->info);
      g_clear_pointer (&r->stack, g_array_unref);
      r->stack = bh_view_stack (state, r->info.id);
      label = bhui_region_describe (state, &r->info);
      muster_map_view_set_region_label (map, i, label);
    }
  update_neighbours (self);
  update_sight (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- drawing ---------------------------------------------------------------- */

static void
path_cell (BhuiMapView *self,
           cairo_t     *cr,
           GArray      *cell)
{
  cairo_new_path (cr);
  for (guint k = 0; k < cell->len; k++)
    {
      BhuiPoint p = g_array_index (cell, BhuiPoint, k);

      if (k == 0)
        cairo_move_to (cr, px (self, p.x), py (self, p.y));
      else
        cairo_line_to (cr, px (self, p.x), py (self, p.y));
    }
  cairo_close_path (cr);
}

static void
path_region (BhuiMapView *self,
             cairo_t     *cr,
             guint        i,
             double       grow)
{
  Region *r = &g_array_index (self->regions, Region, i);
  double w, h;

  if (is_land (r))
    {
      path_cell (self, cr, g_ptr_array_index (self->cells, i));
      return;
    }
  box_extent (r, &w, &h);
  cairo_new_path (cr);
  if (g_str_equal (r->info.kind, "zone"))
    cairo_arc (cr, px (self, r->info.x), py (self, r->info.y), (ZONE_RADIUS + 2) * self->scale + grow, 0, 2 * G_PI);
  else
    muster_paint_round_rect (cr, px (self, r->info.x - w / 2) - grow, py (self, r->info.y - h / 2) - grow,
                          w * self->scale + 2 * grow, h * self->scale + 2 * grow, 8 * self->scale);
}

static double
font_px (BhuiMapView *self,
         double       units,
         double       min_px)
{
  return MAX (units * self->scale, min_px);
}

/* The counters of @r, one row per side. */
static void
draw_stack (BhuiMapView *self,
            cairo_t     *cr,
            PangoLayout *layout,
            Region      *r,
            double       cx,
            double       top,
            double       width)
{
  double size = CLAMP (17 * self->scale, 7, 30);
  const char *sides[] = { "british", "patriot" };
  double y = top;

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GArray) row = g_array_new (FALSE, FALSE, sizeof (BhViewCounter));
      double used;

      for (guint k = 0; k < r->stack->len; k++)
        {
          BhViewCounter *c = &g_array_index (self->counters, BhViewCounter, g_array_index (r->stack, int, k));

          if (g_strcmp0 (c->side, sides[s]) == 0)
            g_array_append_val (row, *c);
        }
      if (row->len == 0)
        continue;
      /* Measure first, then centre the row under the name. */
      used = MIN (width, size * 1.1 * (row->len - 1) + size);
      bhui_paint_counter_row (cr, layout, &self->palette, (BhViewCounter *) row->data, row->len,
                              cx - used / 2, y, size, width);
      y += size * 1.25;
    }
}

static void
draw_fence (BhuiMapView *self,
            cairo_t     *cr,
            Region      *r,
            const char  *feature)
{
  double x = px (self, r->info.x), y = py (self, r->info.y + 34);
  double w = 46 * self->scale, step = 6 * self->scale;
  gboolean wall = g_str_equal (feature, "stone-wall");
  gboolean work = g_str_equal (feature, "breastwork");

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_set_line_width (cr, MAX (1.5, (wall || work ? 3.2 : 2) * self->scale));
  muster_paint_set_color (cr, work ? &self->palette.border : &self->palette.fence, 1);
  cairo_move_to (cr, x - w / 2, y);
  if (wall || work)
    cairo_line_to (cr, x + w / 2, y);
  else
    /* A zigzag rail fence. */
    for (double d = 0; d <= w; d += step)
      cairo_line_to (cr, x - w / 2 + d, y + ((int) (d / step) % 2 ? -step / 2 : step / 2));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_redoubt (BhuiMapView *self,
              cairo_t     *cr,
              Region      *r)
{
  double x = px (self, r->info.x), y = py (self, r->info.y + 4);
  double s = 44 * self->scale;

  /* The earthwork: a square fort with a point toward the harbour. */
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_move_to (cr, x - s, y - s * 0.75);
  cairo_line_to (cr, x + s, y - s * 0.75);
  cairo_line_to (cr, x + s, y + s * 0.55);
  cairo_line_to (cr, x, y + s);
  cairo_line_to (cr, x - s, y + s * 0.55);
  cairo_close_path (cr);
  muster_paint_set_color (cr, &self->palette.redoubt, 0.9);
  cairo_set_line_width (cr, MAX (2, 4 * self->scale));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Land is drawn in two passes, ground first, so no region's ground covers
 * a neighbour's name or counters. */
static void
draw_ground (BhuiMapView *self,
             cairo_t     *cr,
             int          i)
{
  Region *r = &g_array_index (self->regions, Region, i);
  GArray *cell = g_ptr_array_index (self->cells, i);
  static const double dash[] = { 5, 3 };
  gboolean town = g_str_equal (r->info.terrain, "town");

  if (cell->len == 0)
    return;
  path_cell (self, cr, cell);
  muster_paint_set_color (cr, bhui_palette_terrain (&self->palette, r->info.terrain), 1);
  cairo_fill_preserve (cr);
  if (r->info.ablaze)
    {
      muster_paint_set_color (cr, &self->palette.fire, 0.35);
      cairo_fill_preserve (cr);
    }
  /* Town borders are green on the board (3.3); dashes mark terrain that
   * Muster reconstructed. */
  muster_paint_set_color (cr, town ? &self->palette.town_border : &self->palette.border, 1);
  cairo_set_line_width (cr, town ? MAX (1.5, 2.4 * self->scale) : MAX (1, 1.3 * self->scale));
  if (r->info.terrain_reconstructed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  if (g_str_equal (r->info.feature, "redoubt"))
    draw_redoubt (self, cr, r);
  else if (!g_str_equal (r->info.feature, "none"))
    draw_fence (self, cr, r, r->info.feature);
}

static void
draw_land (BhuiMapView *self,
           cairo_t     *cr,
           PangoLayout *layout,
           int          i)
{
  Region *r = &g_array_index (self->regions, Region, i);
  GArray *cell = g_ptr_array_index (self->cells, i);
  double x0, y0, x1, y1, cx, width;
  g_autofree char *mods = bhui_modifiers_text (&r->info);
  PangoFontDescription *font;
  PangoRectangle logical;
  double name_top;

  if (cell->len == 0)
    return;
  bhui_cell_bounds (cell, &x0, &y0, &x1, &y1);
  cx = px (self, r->info.x);
  width = (x1 - x0) * self->scale * 0.86;

  if (self->scale < OVERVIEW_SCALE)
    {
      /* Too small for words: the overview shows the ground, the fires and
       * the stacks; the names are in the tooltips and the labels. */
      draw_stack (self, cr, layout, r, cx, py (self, r->info.y) - 8 * self->scale, width);
      if (r->info.ablaze)
        bhui_paint_flame (cr, &self->palette, px (self, r->info.x - 40), py (self, r->info.y + 6), 10);
      return;
    }

  /* The name, staging areas in italics as on the board. */
  font = pango_font_description_new ();
  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_absolute_size (font, font_px (self, 10.5, 7.5) * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_SEMIBOLD);
  if (r->info.zone != NULL)
    pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_height (layout, -2);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_text (layout, r->info.name, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  name_top = py (self, r->info.y) - 36 * self->scale;
  muster_paint_set_color (cr, &self->palette.text, 1);
  cairo_move_to (cr, cx - width / 2, name_top);
  pango_cairo_show_layout (cr, layout);
  pango_layout_set_height (layout, -1);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);

  {
    double badge_h = CLAMP (12 * self->scale, 8, 20);
    double y = name_top + logical.height + 2;
    double bx = cx;
    double total = 0;

    /* The modifier badge and the staging area's zone disc side by side. */
    if (mods != NULL)
      {
        cairo_save (cr);
        total = bhui_paint_modifier_badge (cr, layout, &self->palette, mods, r->info.modifier_color,
                                           r->info.modifiers_reconstructed, -10000, -10000, badge_h);
        cairo_restore (cr);
      }
    if (r->info.zone != NULL)
      total += badge_h * 1.2 + (mods ? 4 : 0);
    bx = cx - total / 2;
    if (mods != NULL)
      bx += bhui_paint_modifier_badge (cr, layout, &self->palette, mods, r->info.modifier_color,
                                       r->info.modifiers_reconstructed, bx, y, badge_h) + 4;
    if (r->info.zone != NULL)
      {
        int z = find_region (self, r->info.zone);
        int number = z >= 0 ? g_array_index (self->regions, Region, z).info.zone_number : 0;
        g_autofree char *text = g_strdup_printf ("%d", number);
        double rr = badge_h * 0.6;

        /* The zone's number; filled once its staging number is met. */
        cairo_new_path (cr);
        cairo_arc (cr, bx + rr, y + badge_h / 2, rr, 0, 2 * G_PI);
        if (r->info.staging_met)
          {
            muster_paint_set_color (cr, &self->palette.zone, 1);
            cairo_fill_preserve (cr);
          }
        cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
        cairo_set_line_width (cr, 1);
        cairo_stroke (cr);
        muster_paint_set_color (cr, r->info.staging_met ? &self->palette.text_on_dark : &self->palette.text, 1);
        if (r->info.staging_met)
          cairo_set_source_rgb (cr, 0.15, 0.1, 0);
        bhui_paint_text_centred (cr, layout, text, bx + rr, y + badge_h / 2, badge_h * 0.75, PANGO_WEIGHT_BOLD);
      }
    draw_stack (self, cr, layout, r, cx, MAX (y + badge_h + 3, py (self, r->info.y) - 2 * self->scale), width);
  }

  if (r->info.ablaze)
    bhui_paint_flame (cr, &self->palette, px (self, r->info.x - 40), py (self, r->info.y + 6),
                      CLAMP (20 * self->scale, 10, 36));
}

static void
draw_box (BhuiMapView *self,
          cairo_t     *cr,
          PangoLayout *layout,
          int          i)
{
  Region *r = &g_array_index (self->regions, Region, i);
  double cx = px (self, r->info.x), cy = py (self, r->info.y);
  double w, h, size = CLAMP (15 * self->scale, 7, 26);
  g_autofree char *markup = NULL;

  box_extent (r, &w, &h);
  if (g_str_equal (r->info.kind, "zone"))
    {
      bhui_paint_zone_disc (cr, layout, &self->palette, r->info.zone_number, r->info.transport, r->info.staging,
                            r->info.zone_reconstructed, cx, cy, ZONE_RADIUS * self->scale);
      /* British counters waiting to land: how many, and a stack. */
      if (r->stack->len > 0)
        {
          g_autoptr(GArray) row = g_array_new (FALSE, FALSE, sizeof (BhViewCounter));
          g_autofree char *count = g_strdup_printf ("%u", r->stack->len);

          for (guint k = 0; k < r->stack->len; k++)
            g_array_append_val (row, g_array_index (self->counters, BhViewCounter, g_array_index (r->stack, int, k)));
          bhui_paint_counter_row (cr, layout, &self->palette, (BhViewCounter *) row->data, row->len,
                                  cx - 40 * self->scale, cy + (ZONE_RADIUS + 4) * self->scale, size, 80 * self->scale);
          muster_paint_set_color (cr, &self->palette.text, 1);
          markup = g_strdup_printf ("×%s", count);
          bhui_paint_text_centred (cr, layout, markup, cx + (ZONE_RADIUS + 14) * self->scale, cy,
                                   font_px (self, 11, 7.5), PANGO_WEIGHT_BOLD);
        }
      return;
    }

  cairo_new_path (cr);
  muster_paint_round_rect (cr, cx - w / 2 * self->scale, cy - h / 2 * self->scale, w * self->scale, h * self->scale,
                        8 * self->scale);
  muster_paint_set_color (cr, &self->palette.box, 0.92);
  cairo_fill_preserve (cr);
  muster_paint_set_color (cr, g_str_equal (r->info.kind, "fleet-box") ? &self->palette.water_line : &self->palette.border, 1);
  cairo_set_line_width (cr, MAX (1, 1.5 * self->scale));
  cairo_stroke (cr);

  /* The overview leaves the names to the tooltips, as on land. */
  if (self->scale >= OVERVIEW_SCALE)
    {
      PangoFontDescription *font = pango_font_description_new ();

      muster_paint_set_color (cr, &self->palette.text, 1);
      pango_font_description_set_family (font, "Sans");
      pango_font_description_set_absolute_size (font, font_px (self, 10, 7) * PANGO_SCALE);
      pango_font_description_set_weight (font, PANGO_WEIGHT_SEMIBOLD);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_set_width (layout, (int) ((w - 8) * self->scale * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      pango_layout_set_text (layout, r->info.name, -1);
      cairo_move_to (cr, cx - (w - 8) / 2 * self->scale, cy - h / 2 * self->scale + 3 * self->scale);
      pango_cairo_show_layout (cr, layout);
      pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
    }

  /* The name takes the top of the box; the fleet or the guns the bottom. */
  if (r->info.fleet_here)
    bhui_paint_ship (cr, &self->palette, cx, cy + h * 0.24 * self->scale, h * 0.45 * self->scale);
  if (g_str_equal (r->info.kind, "battery"))
    {
      /* Two guns of the battery. */
      for (int k = -1; k <= 1; k += 2)
        {
          double gx = cx + k * 16 * self->scale, gy = cy + h * 0.28 * self->scale;

          cairo_set_source_rgba (cr, 0.2, 0.2, 0.2, 1);
          cairo_set_line_width (cr, MAX (2, 4 * self->scale));
          cairo_new_path (cr);
          cairo_move_to (cr, gx - 8 * self->scale, gy + 4 * self->scale);
          cairo_line_to (cr, gx + 8 * self->scale, gy - 4 * self->scale);
          cairo_stroke (cr);
        }
    }
  if (r->stack->len > 0)
    draw_stack (self, cr, layout, r, cx, cy + 2 * self->scale, (w - 10) * self->scale);
}

static void
draw_selection (BhuiMapView *self,
                cairo_t     *cr)
{
  const char *selected = muster_map_view_get_selected (MUSTER_MAP_VIEW (self));
  int s = find_region (self, selected);
  int t = find_region (self, muster_map_view_get_target (MUSTER_MAP_VIEW (self)));
  static const double dash[] = { 6, 4 };

  /* The selected region's neighbours, lightly. */
  for (guint k = 0; self->neighbours && self->neighbours[k]; k++)
    {
      int n = find_region (self, self->neighbours[k]);

      if (n < 0)
        continue;
      path_region (self, cr, n, 0);
      muster_paint_set_color (cr, &self->palette.accent, 0.12);
      cairo_fill_preserve (cr);
      muster_paint_set_color (cr, &self->palette.accent, 0.7);
      cairo_set_line_width (cr, MAX (1.2, 1.6 * self->scale));
      if (bh_view_border_reconstructed (self->state, selected, self->neighbours[k]))
        cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (s >= 0)
    {
      path_region (self, cr, s, 0);
      muster_paint_set_color (cr, &self->palette.accent, 1);
      cairo_set_line_width (cr, MAX (3, 4 * self->scale));
      cairo_stroke (cr);
    }
  if (t >= 0)
    {
      path_region (self, cr, t, 0);
      muster_paint_set_color (cr, &self->palette.target, 1);
      cairo_set_line_width (cr, MAX (2.5, 3.5 * self->scale));
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (self->sight_known)
    {
      Region *a = &g_array_index (self->regions, Region, s);
      Region *b = &g_array_index (self->regions, Region, t);
      static const double dotted[] = { 2, 4 };

      /* The line of sight Muster measures, green when clear; dotted when it
       * rests on the reconstructed drawing. */
      cairo_new_path (cr);
      cairo_move_to (cr, px (self, a->info.x), py (self, a->info.y));
      cairo_line_to (cr, px (self, b->info.x), py (self, b->info.y));
      muster_paint_set_color (cr, self->sight_clear ? &self->palette.clear : &self->palette.blocked, 0.9);
      cairo_set_line_width (cr, MAX (2, 3 * self->scale));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      if (self->sight_reconstructed)
        cairo_set_dash (cr, dotted, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* The outline for the map's focus ring: drawn in pixels like the rest. */
static void
bhui_map_view_path_region (MusterMapView *map,
                           cairo_t       *cr,
                           guint          i,
                           double         grow)
{
  BhuiMapView *self = BHUI_MAP_VIEW (map);

  cairo_save (cr);
  muster_map_view_to_pixels (map, cr);
  path_region (self, cr, i, grow * muster_map_view_get_zoom (map));
  cairo_restore (cr);
}

static void
bhui_map_view_draw (MusterMapView *map,
                    cairo_t       *cr,
                    double         scale)
{
  BhuiMapView *self = BHUI_MAP_VIEW (map);
  g_autoptr(PangoLayout) layout = NULL;

  self->scale = scale;
  bhui_palette_init (&self->palette, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  muster_map_view_to_pixels (map, cr);
  muster_paint_set_color (cr, &self->palette.water, 1);
  cairo_paint (cr);
  if (self->state == NULL)
    return;
  layout = pango_cairo_create_layout (cr);

  /* The shore: land drawn a little larger under the regions, in the water
   * colour's darker line, reads as a coast. */
  for (guint i = 0; i < self->regions->len; i++)
    if (is_land (&g_array_index (self->regions, Region, i)))
      {
        path_cell (self, cr, g_ptr_array_index (self->cells, i));
        muster_paint_set_color (cr, &self->palette.water_line, 1);
        cairo_set_line_width (cr, MAX (3, 6 * self->scale));
        cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
        cairo_stroke (cr);
      }
  for (guint i = 0; i < self->regions->len; i++)
    if (is_land (&g_array_index (self->regions, Region, i)))
      draw_ground (self, cr, (int) i);
  draw_selection (self, cr);
  for (guint i = 0; i < self->regions->len; i++)
    if (is_land (&g_array_index (self->regions, Region, i)))
      draw_land (self, cr, layout, (int) i);
  for (guint i = 0; i < self->regions->len; i++)
    if (!is_land (&g_array_index (self->regions, Region, i)))
      draw_box (self, cr, layout, (int) i);
}

static void
bhui_map_view_dispose (GObject *object)
{
  BhuiMapView *self = BHUI_MAP_VIEW (object);

  g_clear_object (&self->state);

  G_OBJECT_CLASS (bhui_map_view_parent_class)->dispose (object);
}

static void
bhui_map_view_finalize (GObject *object)
{
  BhuiMapView *self = BHUI_MAP_VIEW (object);

  g_array_unref (self->regions);
  g_array_unref (self->counters);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->neighbours, g_strfreev);

  G_OBJECT_CLASS (bhui_map_view_parent_class)->finalize (object);
}

static void
bhui_map_view_class_init (BhuiMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterMapViewClass *map_class = MUSTER_MAP_VIEW_CLASS (klass);

  object_class->dispose = bhui_map_view_dispose;
  object_class->finalize = bhui_map_view_finalize;
  map_class->draw = bhui_map_view_draw;
  map_class->region_at = bhui_map_view_region_at;
  map_class->path_region = bhui_map_view_path_region;
}

static void
bhui_map_view_init (BhuiMapView *self)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (-MAP_MARGIN, -MAP_MARGIN, MAP_EXTENT, MAP_EXTENT);

  self->regions = g_array_new (FALSE, TRUE, sizeof (Region));
  g_array_set_clear_func (self->regions, (GDestroyNotify) region_clear);
  self->counters = g_array_new (FALSE, TRUE, sizeof (BhViewCounter));

  muster_map_view_set_bounds (map, &bounds);
  muster_map_view_set_zoom (map, 0.8);
  /* Regions of every shape: a wide wedge, so that each has a way on. */
  muster_map_view_set_arrow_spread (map, 2.5);
  g_signal_connect (self, "notify::selected", G_CALLBACK (selection_changed_cb), NULL);
  g_signal_connect (self, "notify::target", G_CALLBACK (selection_changed_cb), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Map of the Charlestown peninsula"), -1);
}

GtkWidget *
bhui_map_view_new (void)
{
  return g_object_new (BHUI_TYPE_MAP_VIEW, NULL);
}
