/* b2c-map-view.h: the Boston to Concord map drawn from the map data.
 *
 * Regions sit at their layout positions (a 0..1000 box, east right, south
 * down), each a child B2cRegionNode that draws its markers and counters and
 * takes the keyboard focus. Between them the view draws the borders: roads
 * as brown lines, land borders as thin lines, and the water on a border as
 * a bar across it, dark blue for rivers (adjacent only where a road
 * crosses) and light blue for streams. Borders that rest on reconstructed
 * data are dashed; those the players entered are solid.
 *
 * Tab and the arrow keys move between regions; Enter (or a click) chooses
 * a region, Shift+Enter (or Shift+click, or the secondary button) chooses it
 * as the target. Ctrl+scroll zooms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "b2c-region-node.h"
#include "boston-concord/b2c-view.h"

G_BEGIN_DECLS

#define B2C_MAP_ZOOM_MIN 0.5
#define B2C_MAP_ZOOM_MAX 3.0

#define B2C_TYPE_MAP_VIEW (b2c_map_view_get_type ())
G_DECLARE_FINAL_TYPE (B2cMapView, b2c_map_view, B2C, MAP_VIEW, GtkWidget)

GtkWidget     *b2c_map_view_new           (void);
/* Shows @state (the view keeps a reference until the next one). */
void           b2c_map_view_set_state     (B2cMapView *self,
                                           B2cState   *state);
/* Pixels per map unit. */
double         b2c_map_view_get_zoom      (B2cMapView *self);
void           b2c_map_view_set_zoom      (B2cMapView *self,
                                           double      zoom);
/* The region the selection starts from and its target; -1 for none. */
void           b2c_map_view_set_selection (B2cMapView *self,
                                           int         source,
                                           int         target);
/* The regions the chosen action may touch (@marks has one gboolean per
 * region), or NULL for none. */
void           b2c_map_view_set_candidates (B2cMapView     *self,
                                            const gboolean *marks,
                                            guint           n);
void           b2c_map_view_set_pending_region (B2cMapView *self,
                                                int         region);
guint          b2c_map_view_get_n_regions (B2cMapView *self);
B2cRegionNode *b2c_map_view_get_node      (B2cMapView *self,
                                           int         region);
/* The centre of a region in the view's coordinates. */
void           b2c_map_view_get_center    (B2cMapView *self,
                                           int         region,
                                           double     *x,
                                           double     *y);
void           b2c_map_view_focus_region  (B2cMapView *self,
                                           int         region);
/* Where the view's top left corner is, in map units. */
void           b2c_map_view_get_origin    (B2cMapView *self,
                                           double     *x,
                                           double     *y);
/* The map's size in map units, margins included. */
void           b2c_map_view_get_extent    (B2cMapView *self,
                                           double     *width,
                                           double     *height);

G_END_DECLS
