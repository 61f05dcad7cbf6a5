/* b2c-map-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-counters.h"
#include "b2c-map-view.h"
#include "boards/common/muster-paint.h"

struct _B2cMapView
{
  MusterMapView  parent_instance;

  B2cState      *state;
  GArray        *positions;   /* graphene_point_t, map units, by region index */
};

G_DEFINE_FINAL_TYPE (B2cMapView, b2c_map_view, MUSTER_TYPE_MAP_VIEW)

static graphene_point_t *
position (B2cMapView *self,
          int         region)
{
  return &g_array_index (self->positions, graphene_point_t, region);
}

/* Where the line from the centre of a region toward (dx, dy) leaves it. */
static double
exit_distance (double dx,
               double dy)
{
  double len = hypot (dx, dy);
  double tx = fabs (dx) > 1e-6 ? (B2C_NODE_WIDTH / 2) / fabs (dx) : G_MAXDOUBLE;
  double ty = fabs (dy) > 1e-6 ? (B2C_NODE_HEIGHT / 2) / fabs (dy) : G_MAXDOUBLE;

  return MIN (tx, ty) * len;
}

static void
draw_border (B2cMapView          *self,
             cairo_t             *cr,
             int                  a,
             const B2cBorderView *b,
             const B2cPalette    *p)
{
  graphene_point_t *pa = position (self, a), *pb = position (self, b->region);
  double dx = pb->x - pa->x, dy = pb->y - pa->y;
  double len = hypot (dx, dy);
  double mx = (pa->x + pb->x) / 2, my = (pa->y + pb->y) / 2;
  double nx, ny;
  gboolean reconstructed = b2c_source_is_reconstructed (b->source);

  if (len < 1)
    return;
  nx = -dy / len;
  ny = dx / len;

  /* Water on the border: a bar across it. */
  if (b->water != REVROAD_WATER_NONE)
    {
      double half = b->water == REVROAD_WATER_RIVER ? 11 : 8;

      cairo_move_to (cr, mx - nx * half, my - ny * half);
      cairo_line_to (cr, mx + nx * half, my + ny * half);
      muster_paint_set_color (cr, b->water == REVROAD_WATER_RIVER ? &p->river : &p->stream, 1);
      cairo_set_line_width (cr, b->water == REVROAD_WATER_RIVER ? 5.0 : 3.5);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
    }
  if (!b->adjacent)
    return;

  cairo_move_to (cr, pa->x, pa->y);
  cairo_line_to (cr, pb->x, pb->y);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  if (b->road)
    {
      static const double road_dashes[] = { 7, 3 };

      if (reconstructed)
        cairo_set_dash (cr, road_dashes, 2, 0);
      muster_paint_set_color (cr, &p->road, 1);
      cairo_set_line_width (cr, 3.0);
    }
  else
    {
      static const double land_dashes[] = { 2.5, 2.5 };

      if (reconstructed)
        cairo_set_dash (cr, land_dashes, 2, 0);
      muster_paint_set_color (cr, &p->faint, 1);
      cairo_set_line_width (cr, 1.3);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_arrow (B2cMapView       *self,
            cairo_t          *cr,
            const B2cPalette *p)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self);
  int source = muster_map_view_find_region (map, muster_map_view_get_selected (map));
  int target = muster_map_view_find_region (map, muster_map_view_get_target (map));
  graphene_point_t *pa, *pb;
  double dx, dy, len, ex, ey, ux, uy, start, end;

  if (source < 0 || target < 0 || source == target)
    return;
  pa = position (self, source);
  pb = position (self, target);
  dx = pb->x - pa->x;
  dy = pb->y - pa->y;
  len = hypot (dx, dy);
  if (len < 1)
    return;
  ux = dx / len;
  uy = dy / len;
  start = exit_distance (dx, dy) + 1;
  end = len - exit_distance (dx, dy) - 2;
  if (end <= start)
    return;
  ex = pa->x + ux * end;
  ey = pa->y + uy * end;
  muster_paint_set_color (cr, &p->accent, 0.9);
  cairo_set_line_width (cr, 3.0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, pa->x + ux * start, pa->y + uy * start);
  cairo_line_to (cr, ex - ux * 6, ey - uy * 6);
  cairo_stroke (cr);
  cairo_move_to (cr, ex, ey);
  cairo_line_to (cr, ex - ux * 9 - uy * 5, ey - uy * 9 + ux * 5);
  cairo_line_to (cr, ex - ux * 9 + uy * 5, ey - uy * 9 - ux * 5);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* The edge of the printed map: the off-map boxes lie outside it. */
static void
draw_map_edge (B2cMapView       *self,
               cairo_t          *cr,
               const B2cPalette *p)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  for (guint i = 0; i < self->positions->len; i++)
    {
      B2cRegionView r;

      b2c_view_region (self->state, (int) i, &r);
      if (r.flags & B2C_REGION_OFFBOARD)
        continue;
      x0 = MIN (x0, r.x);
      y0 = MIN (y0, r.y);
      x1 = MAX (x1, r.x);
      y1 = MAX (y1, r.y);
    }
  if (x0 > x1)
    return;
  x0 -= B2C_NODE_WIDTH / 2 + 6;
  y0 -= B2C_NODE_HEIGHT / 2 + 6;
  x1 += B2C_NODE_WIDTH / 2 + 6;
  y1 += B2C_NODE_HEIGHT / 2 + 6;
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  muster_paint_set_color (cr, &p->town, 0.35);
  cairo_fill_preserve (cr);
  muster_paint_set_color (cr, &p->faint, 0.9);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

static void
b2c_map_view_draw (MusterMapView *map,
                   cairo_t       *cr,
                   double         scale)
{
  B2cMapView *self = B2C_MAP_VIEW (map);
  const B2cPalette *p = b2c_palette (b2c_style_is_dark ());

  muster_paint_set_color (cr, &p->paper, 1);
  cairo_paint (cr);
  if (self->state == NULL)
    return;
  draw_map_edge (self, cr, p);
  for (guint i = 0; i < self->positions->len; i++)
    {
      g_autoptr(GArray) borders = b2c_view_borders (self->state, (int) i);

      for (guint j = 0; j < borders->len; j++)
        {
          B2cBorderView *b = &g_array_index (borders, B2cBorderView, j);

          if (b->region > (int) i)
            draw_border (self, cr, (int) i, b, p);
        }
    }
  draw_arrow (self, cr, p);
}

static GtkWidget *
b2c_map_view_create_region_widget (MusterMapView *map,
                                   guint          i)
{
  GtkWidget *node = b2c_region_node_new ((int) i);

  b2c_region_node_set_scale (B2C_REGION_NODE (node), muster_map_view_get_zoom (map));
  return node;
}

static void
b2c_map_view_marks_changed (MusterMapView *map,
                            guint          i,
                            GtkWidget     *widget,
                            MusterMapMarks marks)
{
  b2c_region_node_set_marks (B2C_REGION_NODE (widget), marks);
}

static void
zoom_changed_cb (B2cMapView *self)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self);

  for (guint i = 0; i < muster_map_view_get_n_regions (map); i++)
    b2c_region_node_set_scale (B2C_REGION_NODE (muster_map_view_get_region_widget (map, i)),
                               muster_map_view_get_zoom (map));
}

static void
b2c_map_view_dispose (GObject *object)
{
  B2cMapView *self = B2C_MAP_VIEW (object);

  g_clear_object (&self->state);

  G_OBJECT_CLASS (b2c_map_view_parent_class)->dispose (object);
}

static void
b2c_map_view_finalize (GObject *object)
{
  B2cMapView *self = B2C_MAP_VIEW (object);

  g_array_unref (self->positions);

  G_OBJECT_CLASS (b2c_map_view_parent_class)->finalize (object);
}

static void
b2c_map_view_class_init (B2cMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterMapViewClass *map_class = MUSTER_MAP_VIEW_CLASS (klass);

  object_class->dispose = b2c_map_view_dispose;
  object_class->finalize = b2c_map_view_finalize;
  map_class->draw = b2c_map_view_draw;
  map_class->create_region_widget = b2c_map_view_create_region_widget;
  map_class->marks_changed = b2c_map_view_marks_changed;
}

static void
b2c_map_view_init (B2cMapView *self)
{
  self->positions = g_array_new (FALSE, TRUE, sizeof (graphene_point_t));

  muster_map_view_set_zoom (MUSTER_MAP_VIEW (self), 1.5);
  /* The regions sit in rough rows and columns: only what lies within a
   * narrow wedge is in the arrow's direction. */
  muster_map_view_set_arrow_spread (MUSTER_MAP_VIEW (self), 1.8);
  g_signal_connect (self, "notify::zoom", G_CALLBACK (zoom_changed_cb), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"), -1);
}

GtkWidget *
b2c_map_view_new (void)
{
  return g_object_new (B2C_TYPE_MAP_VIEW, NULL);
}

void
b2c_map_view_set_state (B2cMapView *self,
                        B2cState   *state)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self);
  guint n;

  g_return_if_fail (B2C_IS_MAP_VIEW (self));
  g_return_if_fail (B2C_IS_STATE (state));

  g_set_object (&self->state, state);
  n = b2c_view_n_regions (state);
  if (n != self->positions->len)
    {
      g_autofree MusterMapRegion *places = g_new0 (MusterMapRegion, n);

      g_array_set_size (self->positions, n);
      for (guint i = 0; i < n; i++)
        {
          B2cRegionView r;

          b2c_view_region (state, (int) i, &r);
          position (self, (int) i)->x = r.x;
          position (self, (int) i)->y = r.y;
          places[i] = (MusterMapRegion) { r.id, r.x, r.y, B2C_NODE_WIDTH, B2C_NODE_HEIGHT };
        }
      muster_map_view_set_regions (map, places, n);
    }
  for (guint i = 0; i < n; i++)
    b2c_region_node_update (B2C_REGION_NODE (muster_map_view_get_region_widget (map, i)), state);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
