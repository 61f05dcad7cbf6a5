/* muster-map-view.h: a board's map. Part of the table kit
 * (src/app/widgets).
 *
 * The kit does what every map does the same way: it places the regions
 * (each at its centre, with a box in map units), zooms (the "zoom"
 * property is pixels per map unit; Ctrl+scroll, + and − change it), keeps
 * the selection ("selected", the region an action starts from) and the
 * target ("target", where it goes), marks the regions an action may touch
 * and the one a pending decision is about, moves the keyboard focus from
 * region to region with Tab and the arrow keys, picks regions by click
 * (Shift+click or the secondary button: the target; a double click or
 * Enter: "region-activated"), and gives each region a name for screen
 * readers and a tooltip.
 *
 * A system subclasses it for what is its own: how the map is drawn (the
 * draw virtual function, called with cairo already in map units), what stands for each region (by default an invisible focusable
 * child; a system may give a widget of its own that draws the region), the
 * region under a point when regions are not boxes, and a region's outline.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MUSTER_MAP_ZOOM_MIN 0.25
#define MUSTER_MAP_ZOOM_MAX 3.0

/* How a region is marked. */
typedef enum
{
  MUSTER_MAP_SELECTED  = 1 << 0,  /* the region the selection starts from */
  MUSTER_MAP_TARGET    = 1 << 1,  /* where the selection goes */
  MUSTER_MAP_CANDIDATE = 1 << 2,  /* the chosen action may touch it */
  MUSTER_MAP_PENDING   = 1 << 3,  /* the pending decision is about it */
} MusterMapMarks;

/* A region as the kit places it: its id, its centre and its box, in map
 * units. */
typedef struct
{
  const char *id;
  double      x;
  double      y;
  double      width;
  double      height;
} MusterMapRegion;

#define MUSTER_TYPE_MAP_VIEW (muster_map_view_get_type ())
G_DECLARE_DERIVABLE_TYPE (MusterMapView, muster_map_view, MUSTER, MAP_VIEW, GtkWidget)

struct _MusterMapViewClass
{
  GtkWidgetClass parent_class;

  /* Draws the map under the regions' widgets. @cr is in map units;
   * @scale is pixels per map unit. */
  void        (*draw)                 (MusterMapView *self,
                                       cairo_t       *cr,
                                       double         scale);
  /* The region at the map point (@x, @y), or -1. By default the last
   * region whose box holds it. */
  int         (*region_at)            (MusterMapView *self,
                                       double         x,
                                       double         y);
  /* Adds region @i's outline, grown by @grow map units, to the path. By
   * default its box with rounded corners. */
  void        (*path_region)          (MusterMapView *self,
                                       cairo_t       *cr,
                                       guint          i,
                                       double         grow);
  /* The widget standing for region @i (floating or new). By default an
   * invisible child over the middle of its box that takes the keyboard
   * focus and carries the region's label; the map draws its focus ring.
   * A widget of the system's own gets the whole box, draws itself and its
   * focus, and sets its own tooltip. */
  GtkWidget  *(*create_region_widget) (MusterMapView *self,
                                       guint          i);
  /* Region @i's marks changed (after a selection, a target, candidates or
   * the pending region). */
  void        (*marks_changed)        (MusterMapView *self,
                                       guint          i,
                                       GtkWidget     *widget,
                                       MusterMapMarks marks);

  gpointer padding[8];
};

/* Where the regions are. Widgets are made again only when the ids
 * change; the selection and target are kept if their regions still are. */
void            muster_map_view_set_regions        (MusterMapView         *self,
                                                    const MusterMapRegion *regions,
                                                    guint                  n);
guint           muster_map_view_get_n_regions      (MusterMapView         *self);
const char     *muster_map_view_get_region_id      (MusterMapView         *self,
                                                    guint                  i);
/* The index of the region @id, or -1. */
int             muster_map_view_find_region        (MusterMapView         *self,
                                                    const char            *id);
void            muster_map_view_get_region         (MusterMapView         *self,
                                                    guint                  i,
                                                    MusterMapRegion       *region);
GtkWidget      *muster_map_view_get_region_widget  (MusterMapView         *self,
                                                    guint                  i);
/* The region's name and contents, for screen readers and the tooltip. */
void            muster_map_view_set_region_label   (MusterMapView         *self,
                                                    guint                  i,
                                                    const char            *label);
const char     *muster_map_view_get_region_label   (MusterMapView         *self,
                                                    guint                  i);
/* The part of the map shown, in map units. By default the regions' boxes
 * with a margin. */
void            muster_map_view_set_bounds         (MusterMapView         *self,
                                                    const graphene_rect_t *bounds);
void            muster_map_view_get_bounds         (MusterMapView         *self,
                                                    graphene_rect_t       *bounds);
/* How wide a wedge an arrow key looks into for the next region: narrow
 * (1.8) for a map in rows and columns, wide (2.5) for regions of every
 * shape. */
void            muster_map_view_set_arrow_spread   (MusterMapView         *self,
                                                    double                 spread);

double          muster_map_view_get_zoom           (MusterMapView         *self);
void            muster_map_view_set_zoom           (MusterMapView         *self,
                                                    double                 zoom);
/* The map point (@x, @y) in the view's pixels, and back. */
void            muster_map_view_map_to_view        (MusterMapView         *self,
                                                    double                 x,
                                                    double                 y,
                                                    double                *view_x,
                                                    double                *view_y);
void            muster_map_view_view_to_map        (MusterMapView         *self,
                                                    double                 view_x,
                                                    double                 view_y,
                                                    double                *x,
                                                    double                *y);

const char     *muster_map_view_get_selected       (MusterMapView         *self);
void            muster_map_view_set_selected       (MusterMapView         *self,
                                                    const char            *id);
const char     *muster_map_view_get_target         (MusterMapView         *self);
void            muster_map_view_set_target         (MusterMapView         *self,
                                                    const char            *id);
/* The region a pending decision is about, or NULL. */
void            muster_map_view_set_pending        (MusterMapView         *self,
                                                    const char            *id);
/* The regions the chosen action may touch; NULL for none. */
void            muster_map_view_set_candidates     (MusterMapView         *self,
                                                    const char * const    *ids);
MusterMapMarks  muster_map_view_get_marks          (MusterMapView         *self,
                                                    guint                  i);

/* Moves the keyboard focus to region @id. */
void            muster_map_view_focus_region       (MusterMapView         *self,
                                                    const char            *id);
/* The region with the keyboard focus, or NULL. */
const char     *muster_map_view_get_focused        (MusterMapView         *self);
/* Switches @cr, in map units as the draw functions get it, to the view's
 * pixels, for drawing whose sizes are kept in pixels. */
void            muster_map_view_to_pixels          (MusterMapView         *self,
                                                    cairo_t               *cr);
/* TRUE when the keyboard focus is on region @i and focus rings show. */
gboolean        muster_map_view_shows_focus        (MusterMapView         *self,
                                                    guint                  i);

G_END_DECLS
