/* b2c-map-view.h: the Boston to Concord map drawn from the map data.
 *
 * Regions sit at their layout positions (a 0..1000 box, east right, south
 * down), each a child B2cRegionNode that draws its markers and counters and
 * takes the keyboard focus. Between them the view draws the borders: roads
 * as brown lines, land borders as thin lines, and the water on a border as
 * a bar across it, dark blue for rivers (adjacent only where a road
 * crosses) and light blue for streams. Borders that rest on reconstructed
 * data are dashed; those the players entered are solid. An arrow goes from
 * the selection to its target.
 *
 * The kit's map view (widgets/muster-map-view.h) does the rest: selection,
 * target, keyboard, zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "b2c-region-node.h"
#include "boston-concord/b2c-view.h"
#include "widgets/muster-map-view.h"

G_BEGIN_DECLS

#define B2C_TYPE_MAP_VIEW (b2c_map_view_get_type ())
G_DECLARE_FINAL_TYPE (B2cMapView, b2c_map_view, B2C, MAP_VIEW, MusterMapView)

GtkWidget     *b2c_map_view_new           (void);
/* Shows @state (the view keeps a reference until the next one). */
void           b2c_map_view_set_state     (B2cMapView *self,
                                           B2cState   *state);

G_END_DECLS
