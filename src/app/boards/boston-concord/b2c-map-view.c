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
#include "boards/common/muster-map-nav.h"
#include "boards/common/muster-paint.h"

/* Room around the outermost regions, in map units. */
#define MARGIN 12.0

struct _B2cMapView
{
  GtkWidget  parent_instance;

  B2cState  *state;
  GPtrArray *nodes;       /* B2cRegionNode*, by region index */
  GArray    *positions;   /* graphene_point_t, map units */
  double     x0, y0, x1, y1;  /* extents in map units */
  double     zoom;
  int        source;
  int        target;
  int        pending;
  gboolean  *candidates;
};

G_DEFINE_FINAL_TYPE (B2cMapView, b2c_map_view, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_ZOOM, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { REGION_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

static graphene_point_t *
position (B2cMapView *self,
          int         region)
{
  return &g_array_index (self->positions, graphene_point_t, region);
}

void
b2c_map_view_get_center (B2cMapView *self,
                         int         region,
                         double     *x,
                         double     *y)
{
  g_return_if_fail (B2C_IS_MAP_VIEW (self));
  g_return_if_fail (region >= 0 && (guint) region < self->nodes->len);

  *x = (position (self, region)->x - self->x0) * self->zoom;
  *y = (position (self, region)->y - self->y0) * self->zoom;
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
  graphene_point_t *pa, *pb;
  double dx, dy, len, ex, ey, ux, uy, start, end;

  if (self->source < 0 || self->target < 0 || self->source == self->target)
    return;
  pa = position (self, self->source);
  pb = position (self, self->target);
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

  for (guint i = 0; i < self->nodes->len; i++)
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
b2c_map_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  B2cMapView *self = B2C_MAP_VIEW (widget);
  const B2cPalette *p = b2c_palette (b2c_style_is_dark ());
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  gtk_snapshot_append_color (snapshot, &p->paper, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->state == NULL)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_scale (cr, self->zoom, self->zoom);
  cairo_translate (cr, -self->x0, -self->y0);
  draw_map_edge (self, cr, p);
  for (guint i = 0; i < self->nodes->len; i++)
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
  cairo_destroy (cr);

  for (guint i = 0; i < self->nodes->len; i++)
    gtk_widget_snapshot_child (widget, g_ptr_array_index (self->nodes, i), snapshot);
}

static void
b2c_map_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  B2cMapView *self = B2C_MAP_VIEW (widget);
  double extent = orientation == GTK_ORIENTATION_HORIZONTAL ? self->x1 - self->x0 : self->y1 - self->y0;

  *minimum = *natural = (int) ceil (extent * self->zoom);
}

static void
b2c_map_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  B2cMapView *self = B2C_MAP_VIEW (widget);

  for (guint i = 0; i < self->nodes->len; i++)
    {
      GtkWidget *node = g_ptr_array_index (self->nodes, i);
      graphene_point_t *pt = position (self, (int) i);
      GtkAllocation alloc;
      int min, nat;

      /* Children are measured before they are allocated, as GTK asks. */
      gtk_widget_measure (node, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_measure (node, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      alloc.width = (int) (B2C_NODE_WIDTH * self->zoom + 0.5);
      alloc.height = (int) (B2C_NODE_HEIGHT * self->zoom + 0.5);
      alloc.x = (int) ((pt->x - self->x0) * self->zoom - alloc.width / 2.0 + 0.5);
      alloc.y = (int) ((pt->y - self->y0) * self->zoom - alloc.height / 2.0 + 0.5);
      gtk_widget_size_allocate (node, &alloc, -1);
    }
}

static void
node_chosen_cb (B2cRegionNode *node,
                gboolean       as_target,
                B2cMapView    *self)
{
  g_signal_emit (self, signals[REGION_CHOSEN], 0, b2c_region_node_get_region (node), as_target);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                B2cMapView            *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  double dx, dy;
  int next;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) || !muster_map_arrow_direction (keyval, &dx, &dy))
    return FALSE;
  if (!B2C_IS_REGION_NODE (focus))
    {
      if (self->nodes->len > 0)
        b2c_map_view_focus_region (self, self->source >= 0 ? self->source : 0);
      return TRUE;
    }
  /* The regions sit in rough rows and columns: only what lies within a
   * narrow wedge is in the arrow's direction. */
  next = muster_map_region_toward ((graphene_point_t *) self->positions->data, self->nodes->len,
                                   b2c_region_node_get_region (B2C_REGION_NODE (focus)), dx, dy, 1.8);
  if (next >= 0)
    b2c_map_view_focus_region (self, next);
  return TRUE;
}

static void
dark_changed_cb (B2cMapView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  for (guint i = 0; i < self->nodes->len; i++)
    gtk_widget_queue_draw (g_ptr_array_index (self->nodes, i));
}

static void
b2c_map_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  B2cMapView *self = B2C_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
b2c_map_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  B2cMapView *self = B2C_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      b2c_map_view_set_zoom (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
b2c_map_view_dispose (GObject *object)
{
  B2cMapView *self = B2C_MAP_VIEW (object);

  if (self->nodes != NULL)
    {
      for (guint i = 0; i < self->nodes->len; i++)
        gtk_widget_unparent (g_ptr_array_index (self->nodes, i));
      g_ptr_array_set_size (self->nodes, 0);
    }
  g_clear_object (&self->state);

  G_OBJECT_CLASS (b2c_map_view_parent_class)->dispose (object);
}

static void
b2c_map_view_finalize (GObject *object)
{
  B2cMapView *self = B2C_MAP_VIEW (object);

  g_ptr_array_unref (self->nodes);
  g_array_unref (self->positions);
  g_free (self->candidates);

  G_OBJECT_CLASS (b2c_map_view_parent_class)->finalize (object);
}

static void
b2c_map_view_class_init (B2cMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = b2c_map_view_get_property;
  object_class->set_property = b2c_map_view_set_property;
  object_class->dispose = b2c_map_view_dispose;
  object_class->finalize = b2c_map_view_finalize;
  widget_class->snapshot = b2c_map_view_snapshot;
  widget_class->measure = b2c_map_view_measure;
  widget_class->size_allocate = b2c_map_view_size_allocate;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, B2C_MAP_ZOOM_MIN, B2C_MAP_ZOOM_MAX, 1.5,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A region was clicked or activated: (region index, as target). */
  signals[REGION_CHOSEN] = g_signal_new ("region-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_BOOLEAN);

  gtk_widget_class_set_css_name (widget_class, "b2cmap");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
b2c_map_view_init (B2cMapView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->nodes = g_ptr_array_new ();
  self->positions = g_array_new (FALSE, TRUE, sizeof (graphene_point_t));
  self->zoom = 1.5;
  self->source = self->target = self->pending = -1;
  self->x1 = self->y1 = 1000;

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  muster_map_zoom_on_scroll (GTK_WIDGET (self), 1.15);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Regions of the map; arrow keys move between them, Enter chooses one, Shift+Enter makes it the target"),
                                  -1);
}

GtkWidget *
b2c_map_view_new (void)
{
  return g_object_new (B2C_TYPE_MAP_VIEW, NULL);
}

static void
update_marks (B2cMapView *self)
{
  for (guint i = 0; i < self->nodes->len; i++)
    {
      B2cNodeMarks marks = 0;

      if ((int) i == self->source)
        marks |= B2C_NODE_SELECTED;
      if ((int) i == self->target)
        marks |= B2C_NODE_TARGET;
      if ((int) i == self->pending)
        marks |= B2C_NODE_PENDING;
      if (self->candidates != NULL && self->candidates[i])
        marks |= B2C_NODE_CANDIDATE;
      b2c_region_node_set_marks (g_ptr_array_index (self->nodes, i), marks);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
b2c_map_view_set_state (B2cMapView *self,
                        B2cState   *state)
{
  guint n;

  g_return_if_fail (B2C_IS_MAP_VIEW (self));
  g_return_if_fail (B2C_IS_STATE (state));

  g_set_object (&self->state, state);
  n = b2c_view_n_regions (state);
  if (n != self->nodes->len)
    {
      for (guint i = 0; i < self->nodes->len; i++)
        gtk_widget_unparent (g_ptr_array_index (self->nodes, i));
      g_ptr_array_set_size (self->nodes, 0);
      g_array_set_size (self->positions, n);
      g_clear_pointer (&self->candidates, g_free);
      self->x0 = self->y0 = G_MAXDOUBLE;
      self->x1 = self->y1 = -G_MAXDOUBLE;
      for (guint i = 0; i < n; i++)
        {
          GtkWidget *node = b2c_region_node_new ((int) i);
          B2cRegionView r;

          b2c_view_region (state, (int) i, &r);
          position (self, (int) i)->x = r.x;
          position (self, (int) i)->y = r.y;
          self->x0 = MIN (self->x0, r.x - B2C_NODE_WIDTH / 2 - MARGIN);
          self->y0 = MIN (self->y0, r.y - B2C_NODE_HEIGHT / 2 - MARGIN);
          self->x1 = MAX (self->x1, r.x + B2C_NODE_WIDTH / 2 + MARGIN);
          self->y1 = MAX (self->y1, r.y + B2C_NODE_HEIGHT / 2 + MARGIN);
          b2c_region_node_set_scale (B2C_REGION_NODE (node), self->zoom);
          g_signal_connect (node, "chosen", G_CALLBACK (node_chosen_cb), self);
          g_ptr_array_add (self->nodes, node);
        }
      /* Tab order follows the map: north to south, then west to east, in
       * bands so that a region a little lower still comes in its row. */
      {
        g_autofree int *order = g_new (int, n);

        for (guint i = 0; i < n; i++)
          order[i] = (int) i;
        for (guint i = 1; i < n; i++)
          for (guint j = i; j > 0; j--)
            {
              graphene_point_t *a = position (self, order[j - 1]), *b = position (self, order[j]);
              int band_a = (int) (a->y / 100), band_b = (int) (b->y / 100);

              if (band_a < band_b || (band_a == band_b && a->x <= b->x))
                break;
              {
                int t = order[j - 1];
                order[j - 1] = order[j];
                order[j] = t;
              }
            }
        for (guint i = 0; i < n; i++)
          gtk_widget_set_parent (g_ptr_array_index (self->nodes, order[i]), GTK_WIDGET (self));
      }
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  for (guint i = 0; i < n; i++)
    b2c_region_node_update (g_ptr_array_index (self->nodes, i), state);
  update_marks (self);
}

double
b2c_map_view_get_zoom (B2cMapView *self)
{
  g_return_val_if_fail (B2C_IS_MAP_VIEW (self), 1.0);
  return self->zoom;
}

void
b2c_map_view_set_zoom (B2cMapView *self,
                       double      zoom)
{
  g_return_if_fail (B2C_IS_MAP_VIEW (self));

  zoom = CLAMP (zoom, B2C_MAP_ZOOM_MIN, B2C_MAP_ZOOM_MAX);
  if (fabs (zoom - self->zoom) < 1e-6)
    return;
  self->zoom = zoom;
  for (guint i = 0; i < self->nodes->len; i++)
    b2c_region_node_set_scale (g_ptr_array_index (self->nodes, i), zoom);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

void
b2c_map_view_set_selection (B2cMapView *self,
                            int         source,
                            int         target)
{
  g_return_if_fail (B2C_IS_MAP_VIEW (self));
  self->source = source;
  self->target = target;
  update_marks (self);
}

void
b2c_map_view_set_candidates (B2cMapView     *self,
                             const gboolean *marks,
                             guint           n)
{
  g_return_if_fail (B2C_IS_MAP_VIEW (self));

  g_clear_pointer (&self->candidates, g_free);
  if (marks != NULL && n == self->nodes->len)
    self->candidates = g_memdup2 (marks, n * sizeof (gboolean));
  update_marks (self);
}

void
b2c_map_view_set_pending_region (B2cMapView *self,
                                 int         region)
{
  g_return_if_fail (B2C_IS_MAP_VIEW (self));
  if (region == self->pending)
    return;
  self->pending = region;
  update_marks (self);
}

guint
b2c_map_view_get_n_regions (B2cMapView *self)
{
  g_return_val_if_fail (B2C_IS_MAP_VIEW (self), 0);
  return self->nodes->len;
}

B2cRegionNode *
b2c_map_view_get_node (B2cMapView *self,
                       int         region)
{
  g_return_val_if_fail (B2C_IS_MAP_VIEW (self), NULL);
  if (region < 0 || (guint) region >= self->nodes->len)
    return NULL;
  return g_ptr_array_index (self->nodes, region);
}

void
b2c_map_view_focus_region (B2cMapView *self,
                           int         region)
{
  B2cRegionNode *node = b2c_map_view_get_node (self, region);

  if (node != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (node));
}

void
b2c_map_view_get_extent (B2cMapView *self,
                         double     *width,
                         double     *height)
{
  g_return_if_fail (B2C_IS_MAP_VIEW (self));
  *width = self->x1 - self->x0;
  *height = self->y1 - self->y0;
}

void
b2c_map_view_get_origin (B2cMapView *self,
                         double     *x,
                         double     *y)
{
  g_return_if_fail (B2C_IS_MAP_VIEW (self));
  *x = self->x0;
  *y = self->y0;
}
