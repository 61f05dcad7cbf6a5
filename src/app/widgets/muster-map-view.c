/* muster-map-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-map-view.h"
#include "muster-map-nav.h"
#include "boards/common/muster-paint.h"

/* Room around the outermost regions, in map units, when the system does
 * not say where the map ends. */
#define MARGIN 12.0

/* ---- a region's default widget: invisible, focusable, named -------------- */

#define MUSTER_TYPE_MAP_SPOT (muster_map_spot_get_type ())
G_DECLARE_FINAL_TYPE (MusterMapSpot, muster_map_spot, MUSTER, MAP_SPOT, GtkWidget)

struct _MusterMapSpot
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (MusterMapSpot, muster_map_spot, GTK_TYPE_WIDGET)

static void
muster_map_spot_class_init (MusterMapSpotClass *klass)
{
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "mapregion");
}

static void
muster_map_spot_init (MusterMapSpot *self)
{
  /* The map picks the region under the pointer by its outline; the spot
   * only takes the keyboard focus and speaks for the region. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

/* ---- the map ------------------------------------------------------------- */

typedef struct
{
  char           *id;
  double          x, y, width, height;
  GtkWidget      *widget;
  char           *label;
  MusterMapMarks  marks;
} Region;

typedef struct
{
  GArray          *regions;     /* Region */
  graphene_rect_t  bounds;
  gboolean         bounds_set;
  double           zoom;
  double           spread;
  /* From the last allocation: where map point (bounds.x, bounds.y) is. */
  double           ox, oy;
  char            *selected;
  char            *target;
  char            *pending;
  GStrv            candidates;
} MusterMapViewPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (MusterMapView, muster_map_view, GTK_TYPE_WIDGET)

#define PRIV(self) ((MusterMapViewPrivate *) muster_map_view_get_instance_private (self))

enum { PROP_0, PROP_ZOOM, PROP_SELECTED, PROP_TARGET, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { REGION_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
region_clear (Region *r)
{
  g_clear_pointer (&r->id, g_free);
  g_clear_pointer (&r->label, g_free);
  g_clear_pointer (&r->widget, gtk_widget_unparent);
}

static Region *
region (MusterMapView *self,
        guint          i)
{
  return &g_array_index (PRIV (self)->regions, Region, i);
}

int
muster_map_view_find_region (MusterMapView *self,
                             const char    *id)
{
  MusterMapViewPrivate *priv;

  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), -1);
  priv = PRIV (self);
  if (id == NULL)
    return -1;
  for (guint i = 0; i < priv->regions->len; i++)
    if (g_strcmp0 (region (self, i)->id, id) == 0)
      return (int) i;
  return -1;
}

static int
region_of_widget (MusterMapView *self,
                  GtkWidget     *widget)
{
  MusterMapViewPrivate *priv = PRIV (self);

  for (guint i = 0; widget != NULL && i < priv->regions->len; i++)
    if (region (self, i)->widget == widget)
      return (int) i;
  return -1;
}

/* ---- marks ------------------------------------------------------------- */

static void
update_marks (MusterMapView *self)
{
  MusterMapViewPrivate *priv = PRIV (self);

  for (guint i = 0; i < priv->regions->len; i++)
    {
      Region *r = region (self, i);
      MusterMapMarks marks = 0;

      if (g_strcmp0 (r->id, priv->selected) == 0)
        marks |= MUSTER_MAP_SELECTED;
      if (g_strcmp0 (r->id, priv->target) == 0)
        marks |= MUSTER_MAP_TARGET;
      if (g_strcmp0 (r->id, priv->pending) == 0)
        marks |= MUSTER_MAP_PENDING;
      if (priv->candidates != NULL && g_strv_contains ((const char * const *) priv->candidates, r->id))
        marks |= MUSTER_MAP_CANDIDATE;
      if (marks == r->marks)
        continue;
      r->marks = marks;
      gtk_accessible_update_state (GTK_ACCESSIBLE (r->widget), GTK_ACCESSIBLE_STATE_PRESSED,
                                   (marks & MUSTER_MAP_SELECTED) ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                                                 : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                   -1);
      if (MUSTER_MAP_VIEW_GET_CLASS (self)->marks_changed != NULL)
        MUSTER_MAP_VIEW_GET_CLASS (self)->marks_changed (self, i, r->widget, marks);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

MusterMapMarks
muster_map_view_get_marks (MusterMapView *self,
                           guint          i)
{
  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), 0);
  g_return_val_if_fail (i < PRIV (self)->regions->len, 0);
  return region (self, i)->marks;
}

/* ---- regions ----------------------------------------------------------- */

static gboolean
same_ids (MusterMapView         *self,
          const MusterMapRegion *regions,
          guint                  n)
{
  MusterMapViewPrivate *priv = PRIV (self);

  if (n != priv->regions->len)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (regions[i].id, region (self, i)->id) != 0)
      return FALSE;
  return TRUE;
}

/* Tab goes over the map as a reader would: north to south in bands, each
 * band west to east, so that a region a little lower still comes in its
 * row. */
static int
compare_reading_order (gconstpointer a,
                       gconstpointer b,
                       gpointer      data)
{
  MusterMapView *self = data;
  Region *ra = region (self, *(const guint *) a), *rb = region (self, *(const guint *) b);
  double band = PRIV (self)->bounds.size.height / 10;
  int band_a = (int) floor ((ra->y - PRIV (self)->bounds.origin.y) / MAX (band, 1));
  int band_b = (int) floor ((rb->y - PRIV (self)->bounds.origin.y) / MAX (band, 1));

  if (band_a != band_b)
    return band_a < band_b ? -1 : 1;
  return ra->x < rb->x ? -1 : ra->x > rb->x ? 1 : 0;
}

static void
update_default_bounds (MusterMapView *self)
{
  MusterMapViewPrivate *priv = PRIV (self);
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  if (priv->bounds_set)
    return;
  for (guint i = 0; i < priv->regions->len; i++)
    {
      Region *r = region (self, i);

      x0 = MIN (x0, r->x - r->width / 2 - MARGIN);
      y0 = MIN (y0, r->y - r->height / 2 - MARGIN);
      x1 = MAX (x1, r->x + r->width / 2 + MARGIN);
      y1 = MAX (y1, r->y + r->height / 2 + MARGIN);
    }
  if (x0 > x1)
    graphene_rect_init (&priv->bounds, 0, 0, 1000, 1000);
  else
    graphene_rect_init (&priv->bounds, x0, y0, x1 - x0, y1 - y0);
}

void
muster_map_view_set_regions (MusterMapView         *self,
                             const MusterMapRegion *regions,
                             guint                  n)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  g_return_if_fail (regions != NULL || n == 0);
  priv = PRIV (self);

  if (!same_ids (self, regions, n))
    {
      g_autofree guint *order = g_new (guint, MAX (n, 1));

      g_array_set_size (priv->regions, 0);
      g_array_set_size (priv->regions, n);
      for (guint i = 0; i < n; i++)
        {
          Region *r = region (self, i);

          r->id = g_strdup (regions[i].id);
          r->x = regions[i].x;
          r->y = regions[i].y;
          r->width = regions[i].width;
          r->height = regions[i].height;
          r->widget = MUSTER_MAP_VIEW_GET_CLASS (self)->create_region_widget (self, i);
          order[i] = i;
        }
      update_default_bounds (self);
      g_qsort_with_data (order, (int) n, sizeof (guint), compare_reading_order, self);
      for (guint i = 0; i < n; i++)
        gtk_widget_set_parent (region (self, order[i])->widget, GTK_WIDGET (self));
      if (muster_map_view_find_region (self, priv->selected) < 0)
        muster_map_view_set_selected (self, NULL);
      if (muster_map_view_find_region (self, priv->target) < 0)
        muster_map_view_set_target (self, NULL);
    }
  else
    {
      for (guint i = 0; i < n; i++)
        {
          Region *r = region (self, i);

          r->x = regions[i].x;
          r->y = regions[i].y;
          r->width = regions[i].width;
          r->height = regions[i].height;
        }
      update_default_bounds (self);
    }
  update_marks (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
muster_map_view_get_n_regions (MusterMapView *self)
{
  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), 0);
  return PRIV (self)->regions->len;
}

const char *
muster_map_view_get_region_id (MusterMapView *self,
                               guint          i)
{
  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (i < PRIV (self)->regions->len, NULL);
  return region (self, i)->id;
}

void
muster_map_view_get_region (MusterMapView   *self,
                            guint            i,
                            MusterMapRegion *out)
{
  Region *r;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  g_return_if_fail (i < PRIV (self)->regions->len);
  r = region (self, i);
  out->id = r->id;
  out->x = r->x;
  out->y = r->y;
  out->width = r->width;
  out->height = r->height;
}

GtkWidget *
muster_map_view_get_region_widget (MusterMapView *self,
                                   guint          i)
{
  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), NULL);
  if (i >= PRIV (self)->regions->len)
    return NULL;
  return region (self, i)->widget;
}

void
muster_map_view_set_region_label (MusterMapView *self,
                                  guint          i,
                                  const char    *label)
{
  Region *r;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  g_return_if_fail (i < PRIV (self)->regions->len);
  r = region (self, i);
  if (g_strcmp0 (r->label, label) == 0)
    return;
  g_free (r->label);
  r->label = g_strdup (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (r->widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

const char *
muster_map_view_get_region_label (MusterMapView *self,
                                  guint          i)
{
  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (i < PRIV (self)->regions->len, NULL);
  return region (self, i)->label;
}

void
muster_map_view_set_bounds (MusterMapView         *self,
                            const graphene_rect_t *bounds)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  priv->bounds_set = bounds != NULL;
  if (bounds != NULL)
    priv->bounds = *bounds;
  else
    update_default_bounds (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
muster_map_view_get_bounds (MusterMapView   *self,
                            graphene_rect_t *bounds)
{
  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  *bounds = PRIV (self)->bounds;
}

void
muster_map_view_set_arrow_spread (MusterMapView *self,
                                  double         spread)
{
  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  PRIV (self)->spread = spread;
}

/* ---- zoom and coordinates ---------------------------------------------------- */

double
muster_map_view_get_zoom (MusterMapView *self)
{
  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), 1.0);
  return PRIV (self)->zoom;
}

void
muster_map_view_set_zoom (MusterMapView *self,
                          double         zoom)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  zoom = CLAMP (zoom, MUSTER_MAP_ZOOM_MIN, MUSTER_MAP_ZOOM_MAX);
  if (fabs (priv->zoom - zoom) < 1e-6)
    return;
  priv->zoom = zoom;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

void
muster_map_view_map_to_view (MusterMapView *self,
                             double         x,
                             double         y,
                             double        *view_x,
                             double        *view_y)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  *view_x = priv->ox + (x - priv->bounds.origin.x) * priv->zoom;
  *view_y = priv->oy + (y - priv->bounds.origin.y) * priv->zoom;
}

void
muster_map_view_view_to_map (MusterMapView *self,
                             double         view_x,
                             double         view_y,
                             double        *x,
                             double        *y)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  *x = (view_x - priv->ox) / priv->zoom + priv->bounds.origin.x;
  *y = (view_y - priv->oy) / priv->zoom + priv->bounds.origin.y;
}

/* ---- selection ------------------------------------------------------------------ */

const char *
muster_map_view_get_selected (MusterMapView *self)
{
  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), NULL);
  return PRIV (self)->selected;
}

void
muster_map_view_set_selected (MusterMapView *self,
                              const char    *id)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  if (g_strcmp0 (priv->selected, id) == 0)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  g_free (priv->selected);
  priv->selected = g_strdup (id);
  /* A new selection starts without a target. */
  muster_map_view_set_target (self, NULL);
  update_marks (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
  g_object_thaw_notify (G_OBJECT (self));
}

const char *
muster_map_view_get_target (MusterMapView *self)
{
  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), NULL);
  return PRIV (self)->target;
}

void
muster_map_view_set_target (MusterMapView *self,
                            const char    *id)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  if (g_strcmp0 (priv->target, id) == 0)
    return;
  g_free (priv->target);
  priv->target = g_strdup (id);
  update_marks (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
}

void
muster_map_view_set_pending (MusterMapView *self,
                             const char    *id)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  if (g_strcmp0 (priv->pending, id) == 0)
    return;
  g_free (priv->pending);
  priv->pending = g_strdup (id);
  update_marks (self);
}

void
muster_map_view_set_candidates (MusterMapView      *self,
                                const char * const *ids)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  if (ids == NULL && priv->candidates == NULL)
    return;
  if (ids != NULL && priv->candidates != NULL && g_strv_equal (ids, (const char * const *) priv->candidates))
    return;
  g_strfreev (priv->candidates);
  priv->candidates = g_strdupv ((GStrv) ids);
  update_marks (self);
}

/* A click or Enter on region @i: the selection, or the target when asked
 * for and there is a selection to go from (again on the target: none). */
static void
choose (MusterMapView *self,
        int            i,
        gboolean       as_target)
{
  MusterMapViewPrivate *priv = PRIV (self);
  const char *id = region (self, i)->id;

  if (as_target && priv->selected != NULL && g_strcmp0 (priv->selected, id) != 0)
    muster_map_view_set_target (self, g_strcmp0 (priv->target, id) == 0 ? NULL : id);
  else if (!as_target || priv->selected == NULL)
    muster_map_view_set_selected (self, id);
  else
    muster_map_view_set_target (self, NULL);
}

/* ---- focus ------------------------------------------------------------------------ */

void
muster_map_view_focus_region (MusterMapView *self,
                              const char    *id)
{
  int i;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  i = muster_map_view_find_region (self, id);
  if (i >= 0)
    gtk_widget_grab_focus (region (self, i)->widget);
}

const char *
muster_map_view_get_focused (MusterMapView *self)
{
  GtkWidget *child;
  int i;

  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), NULL);
  child = gtk_widget_get_focus_child (GTK_WIDGET (self));
  if (child == NULL || !gtk_widget_has_focus (child))
    return NULL;
  i = region_of_widget (self, child);
  return i < 0 ? NULL : region (self, i)->id;
}

gboolean
muster_map_view_shows_focus (MusterMapView *self,
                             guint          i)
{
  GtkRoot *root;

  g_return_val_if_fail (MUSTER_IS_MAP_VIEW (self), FALSE);
  root = gtk_widget_get_root (GTK_WIDGET (self));
  return i < PRIV (self)->regions->len && gtk_widget_has_focus (region (self, i)->widget) &&
         GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root));
}

/* ---- default virtual functions --------------------------------------------------- */

static int
muster_map_view_real_region_at (MusterMapView *self,
                                double         x,
                                double         y)
{
  MusterMapViewPrivate *priv = PRIV (self);

  for (guint i = priv->regions->len; i > 0; i--)
    {
      Region *r = region (self, i - 1);

      if (fabs (x - r->x) <= r->width / 2 && fabs (y - r->y) <= r->height / 2)
        return (int) i - 1;
    }
  return -1;
}

static void
muster_map_view_real_path_region (MusterMapView *self,
                                  cairo_t       *cr,
                                  guint          i,
                                  double         grow)
{
  Region *r = region (self, i);

  cairo_new_path (cr);
  muster_paint_round_rect (cr, r->x - r->width / 2 - grow, r->y - r->height / 2 - grow,
                           r->width + 2 * grow, r->height + 2 * grow, 8);
}

static GtkWidget *
muster_map_view_real_create_region_widget (MusterMapView *self,
                                           guint          i)
{
  return g_object_new (MUSTER_TYPE_MAP_SPOT, NULL);
}

/* ---- drawing ----------------------------------------------------------------------- */

/* The focused region's outline, when the region's widget does not draw its
 * own focus; -1 when there is none to draw. */
static int
focus_to_draw (MusterMapView *self)
{
  int f = muster_map_view_find_region (self, muster_map_view_get_focused (self));

  if (f < 0 || !MUSTER_IS_MAP_SPOT (region (self, f)->widget) || !muster_map_view_shows_focus (self, f))
    return -1;
  return f;
}

static void
draw_focus (MusterMapView *self,
            cairo_t       *cr,
            int            f)
{
  MusterMapViewPrivate *priv = PRIV (self);
  double dash[] = { 2 / priv->zoom, 2 / priv->zoom };

  MUSTER_MAP_VIEW_GET_CLASS (self)->path_region (self, cr, f, -3 / priv->zoom);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.85);
  cairo_set_line_width (cr, 2 / priv->zoom);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
muster_map_view_to_pixels (MusterMapView *self,
                           cairo_t       *cr)
{
  MusterMapViewPrivate *priv;

  g_return_if_fail (MUSTER_IS_MAP_VIEW (self));
  priv = PRIV (self);
  cairo_translate (cr, priv->bounds.origin.x, priv->bounds.origin.y);
  cairo_scale (cr, 1 / priv->zoom, 1 / priv->zoom);
  cairo_translate (cr, -priv->ox, -priv->oy);
}

static cairo_t *
map_cairo (MusterMapView *self,
           GtkSnapshot   *snapshot)
{
  MusterMapViewPrivate *priv = PRIV (self);
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  cairo_translate (cr, priv->ox, priv->oy);
  cairo_scale (cr, priv->zoom, priv->zoom);
  cairo_translate (cr, -priv->bounds.origin.x, -priv->bounds.origin.y);
  return cr;
}

static void
muster_map_view_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  MusterMapView *self = MUSTER_MAP_VIEW (widget);
  MusterMapViewClass *klass = MUSTER_MAP_VIEW_GET_CLASS (self);
  int focus = focus_to_draw (self);
  cairo_t *cr;

  if (klass->draw != NULL)
    {
      cr = map_cairo (self, snapshot);
      klass->draw (self, cr, PRIV (self)->zoom);
      cairo_destroy (cr);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
  /* A drawing over the regions only when there is a focus to draw: each is
   * as large as the map, and under GL each is a texture of its own. */
  if (focus >= 0)
    {
      cr = map_cairo (self, snapshot);
      draw_focus (self, cr, focus);
      cairo_destroy (cr);
    }
}

/* ---- size ------------------------------------------------------------------------------ */

static void
muster_map_view_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  MusterMapViewPrivate *priv = PRIV (MUSTER_MAP_VIEW (widget));
  double extent = orientation == GTK_ORIENTATION_HORIZONTAL ? priv->bounds.size.width : priv->bounds.size.height;

  *minimum = *natural = (int) ceil (extent * priv->zoom);
}

static void
muster_map_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  MusterMapView *self = MUSTER_MAP_VIEW (widget);
  MusterMapViewPrivate *priv = PRIV (self);

  /* A map smaller than its room sits in the middle of it. */
  priv->ox = MAX (0, (width - priv->bounds.size.width * priv->zoom) / 2);
  priv->oy = MAX (0, (height - priv->bounds.size.height * priv->zoom) / 2);
  for (guint i = 0; i < priv->regions->len; i++)
    {
      Region *r = region (self, i);
      /* An invisible spot covers the middle of its region, so that
       * scrolling to the focus shows the region; a drawn one, all of it. */
      double part = MUSTER_IS_MAP_SPOT (r->widget) ? 0.6 : 1.0;
      double x, y;
      GtkAllocation a;
      int min, nat;

      /* Children are measured before they are allocated, as GTK asks. */
      gtk_widget_measure (r->widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_measure (r->widget, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      muster_map_view_map_to_view (self, r->x, r->y, &x, &y);
      a.width = MAX (1, (int) (r->width * part * priv->zoom + 0.5));
      a.height = MAX (1, (int) (r->height * part * priv->zoom + 0.5));
      a.x = (int) (x - a.width / 2.0 + 0.5);
      a.y = (int) (y - a.height / 2.0 + 0.5);
      gtk_widget_size_allocate (r->widget, &a, -1);
    }
}

/* ---- input --------------------------------------------------------------------------------- */

static int
region_at_view (MusterMapView *self,
                double         view_x,
                double         view_y)
{
  double x, y;

  if (PRIV (self)->zoom <= 0)
    return -1;
  muster_map_view_view_to_map (self, view_x, view_y, &x, &y);
  return MUSTER_MAP_VIEW_GET_CLASS (self)->region_at (self, x, y);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            MusterMapView   *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  int i = region_at_view (self, x, y);

  if (i < 0)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_grab_focus (region (self, i)->widget);
  choose (self, i, button == GDK_BUTTON_SECONDARY || (mods & GDK_SHIFT_MASK));
  if (n_press == 2 && button == GDK_BUTTON_PRIMARY)
    g_signal_emit (self, signals[REGION_ACTIVATED], 0, region (self, i)->id);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                MusterMapView         *self)
{
  MusterMapViewPrivate *priv = PRIV (self);
  int f = muster_map_view_find_region (self, muster_map_view_get_focused (self));
  double dx = 0, dy = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:
      muster_map_view_set_zoom (self, priv->zoom * 1.25);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      muster_map_view_set_zoom (self, priv->zoom / 1.25);
      return TRUE;
    case GDK_KEY_Escape:
      if (priv->target == NULL)
        return FALSE;
      muster_map_view_set_target (self, NULL);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (f < 0)
        return FALSE;
      choose (self, f, (state & GDK_SHIFT_MASK) != 0);
      if (!(state & GDK_SHIFT_MASK))
        g_signal_emit (self, signals[REGION_ACTIVATED], 0, region (self, f)->id);
      return TRUE;
    default:
      if (!muster_map_arrow_direction (keyval, &dx, &dy))
        return FALSE;
      break;
    }
  if (priv->regions->len == 0)
    return FALSE;
  if (f < 0)
    {
      f = MAX (muster_map_view_find_region (self, priv->selected), 0);
      gtk_widget_grab_focus (region (self, f)->widget);
      return TRUE;
    }
  {
    g_autofree graphene_point_t *centres = g_new (graphene_point_t, priv->regions->len);
    int to;

    for (guint i = 0; i < priv->regions->len; i++)
      graphene_point_init (&centres[i], region (self, i)->x, region (self, i)->y);
    to = muster_map_region_toward (centres, priv->regions->len, f, dx, dy, priv->spread);
    if (to >= 0)
      gtk_widget_grab_focus (region (self, to)->widget);
  }
  return TRUE;
}

/* Hovering a region tells what stands there, as its label does. */
static gboolean
query_tooltip_cb (GtkWidget     *widget,
                  int            x,
                  int            y,
                  gboolean       keyboard,
                  GtkTooltip    *tooltip,
                  MusterMapView *self)
{
  int i;
  GdkRectangle area;
  double zoom = PRIV (self)->zoom;

  if (keyboard)
    return FALSE;
  i = region_at_view (self, x, y);
  if (i < 0 || region (self, i)->label == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, region (self, i)->label);
  /* The tooltip stays while the pointer stays near the same place. */
  area.x = x - (int) (10 * zoom);
  area.y = y - (int) (10 * zoom);
  area.width = area.height = MAX (2, (int) (20 * zoom));
  gtk_tooltip_set_tip_area (tooltip, &area);
  return TRUE;
}

static void
muster_map_view_set_focus_child (GtkWidget *widget,
                                 GtkWidget *child)
{
  GTK_WIDGET_CLASS (muster_map_view_parent_class)->set_focus_child (widget, child);
  gtk_widget_queue_draw (widget);
}

static void
dark_changed_cb (MusterMapView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child; child = gtk_widget_get_next_sibling (child))
    gtk_widget_queue_draw (child);
}

/* ---- object --------------------------------------------------------------------------------- */

static void
muster_map_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  MusterMapView *self = MUSTER_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, PRIV (self)->zoom);
      break;
    case PROP_SELECTED:
      g_value_set_string (value, PRIV (self)->selected);
      break;
    case PROP_TARGET:
      g_value_set_string (value, PRIV (self)->target);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_map_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  MusterMapView *self = MUSTER_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      muster_map_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_SELECTED:
      muster_map_view_set_selected (self, g_value_get_string (value));
      break;
    case PROP_TARGET:
      muster_map_view_set_target (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_map_view_dispose (GObject *object)
{
  MusterMapViewPrivate *priv = PRIV (MUSTER_MAP_VIEW (object));

  g_array_set_size (priv->regions, 0);

  G_OBJECT_CLASS (muster_map_view_parent_class)->dispose (object);
}

static void
muster_map_view_finalize (GObject *object)
{
  MusterMapViewPrivate *priv = PRIV (MUSTER_MAP_VIEW (object));

  g_array_unref (priv->regions);
  g_free (priv->selected);
  g_free (priv->target);
  g_free (priv->pending);
  g_strfreev (priv->candidates);

  G_OBJECT_CLASS (muster_map_view_parent_class)->finalize (object);
}

static void
muster_map_view_class_init (MusterMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_map_view_get_property;
  object_class->set_property = muster_map_view_set_property;
  object_class->dispose = muster_map_view_dispose;
  object_class->finalize = muster_map_view_finalize;
  widget_class->snapshot = muster_map_view_snapshot;
  widget_class->measure = muster_map_view_measure;
  widget_class->size_allocate = muster_map_view_size_allocate;
  widget_class->set_focus_child = muster_map_view_set_focus_child;
  klass->region_at = muster_map_view_real_region_at;
  klass->path_region = muster_map_view_real_path_region;
  klass->create_region_widget = muster_map_view_real_create_region_widget;

  /* Pixels per map unit. */
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, MUSTER_MAP_ZOOM_MIN, MUSTER_MAP_ZOOM_MAX, 1.0,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The id of the region an action starts from, or NULL. */
  properties[PROP_SELECTED] =
    g_param_spec_string ("selected", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The id of the region it goes to, or NULL. */
  properties[PROP_TARGET] =
    g_param_spec_string ("target", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Enter or a double click on a region (its id): show what may be done
   * there. */
  signals[REGION_ACTIVATED] =
    g_signal_new ("region-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "map");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
muster_map_view_init (MusterMapView *self)
{
  MusterMapViewPrivate *priv = PRIV (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  priv->regions = g_array_new (FALSE, TRUE, sizeof (Region));
  g_array_set_clear_func (priv->regions, (GDestroyNotify) region_clear);
  priv->zoom = 1.0;
  priv->spread = 2.0;
  graphene_rect_init (&priv->bounds, 0, 0, 1000, 1000);

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
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Regions of the map; arrow keys move between them, Enter chooses one, "
                                    "Shift+Enter makes it the target"),
                                  -1);
}
