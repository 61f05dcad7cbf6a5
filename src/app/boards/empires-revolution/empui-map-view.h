/* empui-map-view.h: the map of Empires: American Revolution, drawn from
 * the group's map data (emp-view.h): each territory in its holder's
 * colour with its value and the forces there, the waters, the borders and
 * rivers, the forts, settlements and blockade squares, the battles that
 * wait. A MusterMapView (the table kit) does the selection, the target,
 * the keyboard and the zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "widgets/muster-map-view.h"
#include "empires-revolution/emp-view.h"

G_BEGIN_DECLS

#define EMPUI_TYPE_MAP_VIEW (empui_map_view_get_type ())
G_DECLARE_FINAL_TYPE (EmpuiMapView, empui_map_view, EMPUI, MAP_VIEW, MusterMapView)

GtkWidget *empui_map_view_new       (void);
void       empui_map_view_set_state (EmpuiMapView *self,
                                     EmpState     *state);

G_END_DECLS
