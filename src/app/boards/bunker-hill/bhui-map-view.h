/* bhui-map-view.h: the Charlestown peninsula as a drawing: every region at
 * its layout position with its terrain, modifiers and stacks, the fires,
 * the fleet, the landing zones with their numbers, and what the players
 * have selected.
 *
 * Each region is also a focusable child widget that carries its name and
 * contents for screen readers; arrow keys and Tab move between regions,
 * Enter selects one (the source of an action) and Shift+Enter, a right
 * click or a Shift+click makes one the target. Values Muster reconstructed
 * are drawn dashed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bunker-hill/bh-view.h"

G_BEGIN_DECLS

#define BHUI_TYPE_MAP_VIEW (bhui_map_view_get_type ())
G_DECLARE_FINAL_TYPE (BhuiMapView, bhui_map_view, BHUI, MAP_VIEW, GtkWidget)

GtkWidget  *bhui_map_view_new             (void);
/* Shows @state (re-read after every action). */
void        bhui_map_view_set_state       (BhuiMapView *self,
                                           BhState     *state);
const char *bhui_map_view_get_selected    (BhuiMapView *self);
void        bhui_map_view_set_selected    (BhuiMapView *self,
                                           const char  *region);
const char *bhui_map_view_get_target      (BhuiMapView *self);
void        bhui_map_view_set_target      (BhuiMapView *self,
                                           const char  *region);
double      bhui_map_view_get_zoom        (BhuiMapView *self);
void        bhui_map_view_set_zoom        (BhuiMapView *self,
                                           double       zoom);
/* The zoom at which the whole map fits @width × @height pixels. */
double      bhui_map_view_fit_zoom        (BhuiMapView *self,
                                           int          width,
                                           int          height);
/* Moves the keyboard focus to @region. */
void        bhui_map_view_focus_region    (BhuiMapView *self,
                                           const char  *region);
/* The region with the keyboard focus, or NULL. */
const char *bhui_map_view_get_focused     (BhuiMapView *self);
/* The child widget standing for @region (its accessible object). */
GtkWidget  *bhui_map_view_get_region_widget (BhuiMapView *self,
                                           const char  *region);

G_END_DECLS
