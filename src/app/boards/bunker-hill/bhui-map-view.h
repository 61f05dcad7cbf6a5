/* bhui-map-view.h: the Charlestown peninsula as a drawing: every region at
 * its layout position with its terrain, modifiers and stacks, the fires,
 * the fleet, the landing zones with their numbers, and what the players
 * have selected, with the line of sight between the selection and the
 * target. Values Muster reconstructed are drawn dashed.
 *
 * The kit's map view (widgets/muster-map-view.h) does the rest: selection,
 * target, keyboard, zoom, the regions' names for screen readers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "widgets/muster-map-view.h"
#include "bunker-hill/bh-view.h"

G_BEGIN_DECLS

#define BHUI_TYPE_MAP_VIEW (bhui_map_view_get_type ())
G_DECLARE_FINAL_TYPE (BhuiMapView, bhui_map_view, BHUI, MAP_VIEW, MusterMapView)

GtkWidget  *bhui_map_view_new             (void);
/* Shows @state (re-read after every action). */
void        bhui_map_view_set_state       (BhuiMapView *self,
                                           BhState     *state);

G_END_DECLS
