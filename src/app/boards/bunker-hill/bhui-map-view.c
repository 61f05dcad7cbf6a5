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
#include "boards/common/muster-map-nav.h"
#include "bhui-words.h"

/* The layout positions lie in a 0..1000 box; a margin keeps the off-map
 * boxes at its edges whole. */
#define MAP_MARGIN 40.0
#define MAP_EXTENT (1000.0 + 2 * MAP_MARGIN)
/* How far land reaches from a region's centre before the water begins. */
#define COAST_RADIUS 82.0
#define ZONE_RADIUS 24.0
#define MIN_ZOOM 0.3
/* Below this many pixels a map unit, region names no longer fit. */
#define OVERVIEW_SCALE 0.42
#define MAX_ZOOM 3.0

/* ---- one region's accessible child -------------------------------------- */

#define BHUI_TYPE_MAP_SPOT (bhui_map_spot_get_type ())
G_DECLARE_FINAL_TYPE (BhuiMapSpot, bhui_map_spot, BHUI, MAP_SPOT, GtkWidget)

struct _BhuiMapSpot
{
  GtkWidget  parent_instance;
  char      *id;
  char      *label;
};

G_DEFINE_FINAL_TYPE (BhuiMapSpot, bhui_map_spot, GTK_TYPE_WIDGET)

static void
bhui_map_spot_finalize (GObject *object)
{
  BhuiMapSpot *self = BHUI_MAP_SPOT (object);

  g_free (self->id);
  g_free (self->label);
  G_OBJECT_CLASS (bhui_map_spot_parent_class)->finalize (object);
}

static void
bhui_map_spot_class_init (BhuiMapSpotClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bhui_map_spot_finalize;
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "bhuiregion");
}

static void
bhui_map_spot_init (BhuiMapSpot *self)
{
  /* The map picks the region under the pointer by its outline; the child
   * only takes the keyboard focus and speaks for the region. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

static void
spot_set_label (BhuiMapSpot *self,
                char        *label,
                gboolean     selected)
{
  if (g_strcmp0 (self->label, label) != 0)
    {
      g_free (self->label);
      self->label = label;
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
  else
    g_free (label);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_PRESSED,
                               selected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

/* ---- the map --------------------------------------------------------------- */

typedef struct
{
  BhViewRegion  info;
  GtkWidget    *spot;
  GArray       *stack;   /* counter indices */
} Region;

struct _BhuiMapView
{
  GtkWidget    parent_instance;

  BhState     *state;
  GArray      *regions;   /* Region */
  GPtrArray   *cells;     /* GArray of BhuiPoint, per region */
  GArray      *counters;  /* BhViewCounter, per counter index */
  char        *selected;
  char        *target;
  GStrv        neighbours;
  gboolean     sight_known;
  gboolean     sight_clear;
  gboolean     sight_reconstructed;
  double       zoom;
  /* From the last allocation: map unit -> pixel. */
  double       scale;
  double       ox;
  double       oy;
  BhuiPalette  palette;
};

G_DEFINE_FINAL_TYPE (BhuiMapView, bhui_map_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SELECTED,
  PROP_TARGET,
  PROP_ZOOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_REGION_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
region_clear (Region *r)
{
  g_clear_pointer (&r->stack, g_array_unref);
}

static int
find_region (BhuiMapView *self,
             const char  *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < self->regions->len; i++)
    if (g_strcmp0 (g_array_index (self->regions, Region, i).info.id, id) == 0)
      return (int) i;
  return -1;
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
  return self->ox + (x + MAP_MARGIN) * self->scale;
}

static double
py (BhuiMapView *self,
    double       y)
{
  return self->oy + (y + MAP_MARGIN) * self->scale;
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
region_at (BhuiMapView *self,
           double       x,
           double       y)
{
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
  int s = find_region (self, self->selected), t = find_region (self, self->target);

  self->sight_known = FALSE;
  if (self->state == NULL || s < 0 || t < 0 || s == t ||
      !is_land (&g_array_index (self->regions, Region, s)) || !is_land (&g_array_index (self->regions, Region, t)))
    return;
  self->sight_known = TRUE;
  self->sight_clear = bh_view_sight (self->state, self->selected, self->target, &self->sight_reconstructed, NULL);
}

static void
update_neighbours (BhuiMapView *self)
{
  g_clear_pointer (&self->neighbours, g_strfreev);
  if (self->state != NULL && self->selected != NULL)
    self->neighbours = bh_view_neighbours (self->state, self->selected);
}

static void
update_labels (BhuiMapView *self)
{
  for (guint i = 0; i < self->regions->len; i++)
    {
      Region *r = &g_array_index (self->regions, Region, i);

      spot_set_label (BHUI_MAP_SPOT (r->spot), bhui_region_describe (self->state, &r->info),
                      g_strcmp0 (self->selected, r->info.id) == 0);
    }
}

/* A new state: regions, stacks and counters are read again. The outlines
 * depend only on the layout positions, which corrections do not change. */
void
bhui_map_view_set_state (BhuiMapView *self,
                         BhState     *state)
{
  guint n;

  g_return_if_fail (BHUI_IS_MAP_VIEW (self));
  g_return_if_fail (BH_IS_STATE (state));

  g_set_object (&self->state, state);
  n = bh_view_n_regions (state);
  if (n != self->regions->len)
    {
      g_autofree BhuiSite *sites = g_new0 (BhuiSite, n);

      for (guint i = 0; i < self->regions->len; i++)
        gtk_widget_unparent (g_array_index (self->regions, Region, i).spot);
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
          r->spot = g_object_new (BHUI_TYPE_MAP_SPOT, NULL);
          BHUI_MAP_SPOT (r->spot)->id = g_strdup (r->info.id);
          gtk_widget_set_parent (r->spot, GTK_WIDGET (self));
        }
      g_clear_pointer (&self->cells, g_ptr_array_unref);
      self->cells = bhui_map_cells (sites, n, COAST_RADIUS);
    }

  g_array_set_size (self->counters, bh_view_n_counters (state));
  for (guint i = 0; i < self->counters->len; i++)
    bh_view_counter (state, i, &g_array_index (self->counters, BhViewCounter, i));
  for (guint i = 0; i < n; i++)
    {
      Region *r = &g_array_index (self->regions, Region, i);

      bh_view_region (state, i, &r->info);
      g_clear_pointer (&r->stack, g_array_unref);
      r->stack = bh_view_stack (state, r->info.id);
    }
  update_neighbours (self);
  update_sight (self);
  update_labels (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
bhui_map_view_get_selected (BhuiMapView *self)
{
  g_return_val_if_fail (BHUI_IS_MAP_VIEW (self), NULL);
  return self->selected;
}

void
bhui_map_view_set_selected (BhuiMapView *self,
                            const char  *region)
{
  g_return_if_fail (BHUI_IS_MAP_VIEW (self));

  if (g_strcmp0 (self->selected, region) == 0)
    return;
  g_free (self->selected);
  self->selected = g_strdup (region);
  if (g_strcmp0 (self->target, region) == 0 && region != NULL)
    {
      g_clear_pointer (&self->target, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
    }
  update_neighbours (self);
  update_sight (self);
  if (self->state != NULL)
    update_labels (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

const char *
bhui_map_view_get_target (BhuiMapView *self)
{
  g_return_val_if_fail (BHUI_IS_MAP_VIEW (self), NULL);
  return self->target;
}

void
bhui_map_view_set_target (BhuiMapView *self,
                          const char  *region)
{
  g_return_if_fail (BHUI_IS_MAP_VIEW (self));

  if (g_strcmp0 (self->target, region) == 0)
    return;
  g_free (self->target);
  self->target = g_strdup (region);
  update_sight (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
}

double
bhui_map_view_get_zoom (BhuiMapView *self)
{
  g_return_val_if_fail (BHUI_IS_MAP_VIEW (self), 1.0);
  return self->zoom;
}

void
bhui_map_view_set_zoom (BhuiMapView *self,
                        double       zoom)
{
  g_return_if_fail (BHUI_IS_MAP_VIEW (self));

  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (fabs (self->zoom - zoom) < 1e-6)
    return;
  self->zoom = zoom;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

double
bhui_map_view_fit_zoom (BhuiMapView *self,
                        int          width,
                        int          height)
{
  g_return_val_if_fail (BHUI_IS_MAP_VIEW (self), 1.0);
  return CLAMP (MIN (width, height) / MAP_EXTENT, MIN_ZOOM, MAX_ZOOM);
}

GtkWidget *
bhui_map_view_get_region_widget (BhuiMapView *self,
                                 const char  *region)
{
  int i;

  g_return_val_if_fail (BHUI_IS_MAP_VIEW (self), NULL);
  i = find_region (self, region);
  return i < 0 ? NULL : g_array_index (self->regions, Region, i).spot;
}

void
bhui_map_view_focus_region (BhuiMapView *self,
                            const char  *region)
{
  GtkWidget *spot = bhui_map_view_get_region_widget (self, region);

  if (spot != NULL)
    gtk_widget_grab_focus (spot);
}

const char *
bhui_map_view_get_focused (BhuiMapView *self)
{
  GtkWidget *child;

  g_return_val_if_fail (BHUI_IS_MAP_VIEW (self), NULL);
  child = gtk_widget_get_focus_child (GTK_WIDGET (self));
  return child != NULL && BHUI_IS_MAP_SPOT (child) && gtk_widget_has_focus (child) ? BHUI_MAP_SPOT (child)->id : NULL;
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
             int          i,
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
  int s = find_region (self, self->selected), t = find_region (self, self->target);
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
      if (bh_view_border_reconstructed (self->state, self->selected, self->neighbours[k]))
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

static void
draw_focus (BhuiMapView *self,
            cairo_t     *cr)
{
  const char *focused = bhui_map_view_get_focused (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  static const double dash[] = { 2, 2 };
  int f;

  if (focused == NULL || !GTK_IS_WINDOW (root) || !gtk_window_get_focus_visible (GTK_WINDOW (root)))
    return;
  f = find_region (self, focused);
  path_region (self, cr, f, -3);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.85);
  cairo_set_line_width (cr, 2);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
bhui_map_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  BhuiMapView *self = BHUI_MAP_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr(PangoLayout) layout = NULL;
  cairo_t *cr;

  bhui_palette_init (&self->palette, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  muster_paint_set_color (cr, &self->palette.water, 1);
  cairo_paint (cr);
  if (self->state == NULL)
    {
      cairo_destroy (cr);
      return;
    }
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
  draw_focus (self, cr);
  cairo_destroy (cr);

  /* The children draw nothing, but GTK wants them snapshotted. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
}

/* ---- size ---------------------------------------------------------------------- */

static void
bhui_map_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  BhuiMapView *self = BHUI_MAP_VIEW (widget);

  *minimum = *natural = (int) ceil (MAP_EXTENT * self->zoom);
}

static void
bhui_map_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  BhuiMapView *self = BHUI_MAP_VIEW (widget);

  self->scale = MIN (width, height) / MAP_EXTENT;
  self->ox = (width - MAP_EXTENT * self->scale) / 2;
  self->oy = (height - MAP_EXTENT * self->scale) / 2;
  for (guint i = 0; i < self->regions->len; i++)
    {
      Region *r = &g_array_index (self->regions, Region, i);
      double x0, y0, x1, y1;
      GtkAllocation a;

      if (is_land (r))
        bhui_cell_bounds (g_ptr_array_index (self->cells, i), &x0, &y0, &x1, &y1);
      else
        {
          double w, h;

          box_extent (r, &w, &h);
          x0 = r->info.x - w / 2;
          x1 = r->info.x + w / 2;
          y0 = r->info.y - h / 2;
          y1 = r->info.y + h / 2;
        }
      /* The middle of the region, so scrolling to the focus shows it. */
      a.x = (int) px (self, x0 + (x1 - x0) * 0.2);
      a.y = (int) py (self, y0 + (y1 - y0) * 0.2);
      a.width = MAX (1, (int) ((x1 - x0) * 0.6 * self->scale));
      a.height = MAX (1, (int) ((y1 - y0) * 0.6 * self->scale));
      gtk_widget_size_allocate (r->spot, &a, -1);
    }
}

/* ---- input ------------------------------------------------------------------------ */

static void
select_region (BhuiMapView *self,
               int          i,
               gboolean     as_target)
{
  const char *id = g_array_index (self->regions, Region, i).info.id;

  if (as_target)
    bhui_map_view_set_target (self, g_strcmp0 (self->target, id) == 0 ? NULL : id);
  else
    bhui_map_view_set_selected (self, id);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            BhuiMapView     *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  int i;

  if (self->scale <= 0)
    return;
  i = region_at (self, (x - self->ox) / self->scale - MAP_MARGIN, (y - self->oy) / self->scale - MAP_MARGIN);
  if (i < 0)
    return;
  gtk_widget_grab_focus (g_array_index (self->regions, Region, i).spot);
  select_region (self, i, button == GDK_BUTTON_SECONDARY || (mods & GDK_SHIFT_MASK));
  if (n_press == 2 && button == GDK_BUTTON_PRIMARY)
    g_signal_emit (self, signals[SIGNAL_REGION_ACTIVATED], 0, g_array_index (self->regions, Region, i).info.id);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BhuiMapView           *self)
{
  const char *focused = bhui_map_view_get_focused (self);
  int f = find_region (self, focused);
  double dx = 0, dy = 0;

  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:
      bhui_map_view_set_zoom (self, self->zoom * 1.25);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      bhui_map_view_set_zoom (self, self->zoom / 1.25);
      return TRUE;
    case GDK_KEY_Escape:
      if (self->target == NULL)
        return FALSE;
      bhui_map_view_set_target (self, NULL);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (f < 0)
        return FALSE;
      select_region (self, f, (state & GDK_SHIFT_MASK) != 0);
      if (!(state & GDK_SHIFT_MASK))
        g_signal_emit (self, signals[SIGNAL_REGION_ACTIVATED], 0, focused);
      return TRUE;
    default:
      if (!muster_map_arrow_direction (keyval, &dx, &dy))
        return FALSE;
      break;
    }
  if (f < 0)
    f = MAX (find_region (self, self->selected), 0);
  if (self->regions->len == 0)
    return FALSE;
  {
    g_autofree graphene_point_t *centres = g_new (graphene_point_t, self->regions->len);
    int to;

    for (guint i = 0; i < self->regions->len; i++)
      graphene_point_init (&centres[i], g_array_index (self->regions, Region, i).info.x,
                           g_array_index (self->regions, Region, i).info.y);
    /* Regions of every shape: a wide wedge, so that each has a way on. */
    to = muster_map_region_toward (centres, self->regions->len, f, dx, dy, 2.5);
    if (to >= 0)
      gtk_widget_grab_focus (g_array_index (self->regions, Region, to).spot);
  }
  return TRUE;
}

/* Hovering a region tells what stands there, as its label does. */
static gboolean
query_tooltip_cb (GtkWidget   *widget,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip,
                  BhuiMapView *self)
{
  int i;
  Region *r;
  GdkRectangle area;

  if (keyboard || self->state == NULL || self->scale <= 0)
    return FALSE;
  i = region_at (self, (x - self->ox) / self->scale - MAP_MARGIN, (y - self->oy) / self->scale - MAP_MARGIN);
  if (i < 0)
    return FALSE;
  r = &g_array_index (self->regions, Region, i);
  gtk_tooltip_set_text (tooltip, BHUI_MAP_SPOT (r->spot)->label);
  /* The tooltip stays while the pointer stays near the same region. */
  area.x = x - (int) (10 * self->scale);
  area.y = y - (int) (10 * self->scale);
  area.width = area.height = MAX (2, (int) (20 * self->scale));
  gtk_tooltip_set_tip_area (tooltip, &area);
  return TRUE;
}

static void
bhui_map_view_set_focus_child (GtkWidget *widget,
                               GtkWidget *child)
{
  GTK_WIDGET_CLASS (bhui_map_view_parent_class)->set_focus_child (widget, child);
  gtk_widget_queue_draw (widget);
}

static void
dark_changed_cb (BhuiMapView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- object --------------------------------------------------------------------- */

static void
bhui_map_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BhuiMapView *self = BHUI_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_string (value, self->selected);
      break;
    case PROP_TARGET:
      g_value_set_string (value, self->target);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bhui_map_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  BhuiMapView *self = BHUI_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      bhui_map_view_set_selected (self, g_value_get_string (value));
      break;
    case PROP_TARGET:
      bhui_map_view_set_target (self, g_value_get_string (value));
      break;
    case PROP_ZOOM:
      bhui_map_view_set_zoom (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bhui_map_view_dispose (GObject *object)
{
  BhuiMapView *self = BHUI_MAP_VIEW (object);

  for (guint i = 0; i < self->regions->len; i++)
    g_clear_pointer (&g_array_index (self->regions, Region, i).spot, gtk_widget_unparent);
  g_array_set_size (self->regions, 0);
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
  g_free (self->selected);
  g_free (self->target);

  G_OBJECT_CLASS (bhui_map_view_parent_class)->finalize (object);
}

static void
bhui_map_view_class_init (BhuiMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bhui_map_view_get_property;
  object_class->set_property = bhui_map_view_set_property;
  object_class->dispose = bhui_map_view_dispose;
  object_class->finalize = bhui_map_view_finalize;
  widget_class->snapshot = bhui_map_view_snapshot;
  widget_class->measure = bhui_map_view_measure;
  widget_class->size_allocate = bhui_map_view_size_allocate;
  widget_class->set_focus_child = bhui_map_view_set_focus_child;

  properties[PROP_SELECTED] =
    g_param_spec_string ("selected", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_TARGET] =
    g_param_spec_string ("target", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Enter or a double click on a region: show what may be done there. */
  signals[SIGNAL_REGION_ACTIVATED] =
    g_signal_new ("region-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "bhuimap");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bhui_map_view_init (BhuiMapView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  self->regions = g_array_new (FALSE, TRUE, sizeof (Region));
  g_array_set_clear_func (self->regions, (GDestroyNotify) region_clear);
  self->counters = g_array_new (FALSE, TRUE, sizeof (BhViewCounter));
  self->zoom = 0.8;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  muster_map_zoom_on_scroll (GTK_WIDGET (self), 1.1);

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (dark_changed_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Map of the Charlestown peninsula"), -1);
}

GtkWidget *
bhui_map_view_new (void)
{
  return g_object_new (BHUI_TYPE_MAP_VIEW, NULL);
}
