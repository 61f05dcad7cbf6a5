/* muster-map-nav.h: how the kit's map view (muster-map-view.h) is moved
 * about: the arrow keys go from region to region, and Ctrl with the scroll
 * wheel zooms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The direction an arrow key (or keypad arrow) points on a map drawn east
 * to the right and south down: TRUE with (@dx, @dy) set, or FALSE for any
 * other key. */
gboolean muster_map_arrow_direction (guint                   keyval,
                                     double                 *dx,
                                     double                 *dy);
/* The region the keyboard goes to from region @from in the direction
 * (@dx, @dy), among @n regions whose centres are @points: the nearest,
 * counting a step to the side as twice a step ahead, of those ahead and
 * no more than @spread times as far to the side as ahead. -1 when there
 * is none that way. A map with its regions in rows and columns wants a
 * narrower @spread than one with regions of every shape. */
int      muster_map_region_toward   (const graphene_point_t *points,
                                     guint                   n,
                                     int                     from,
                                     double                  dx,
                                     double                  dy,
                                     double                  spread);
/* Ctrl with the scroll wheel over @map multiplies its “zoom” property (a
 * double) by @step a notch up and divides it a notch down, within the
 * property's bounds. */
void     muster_map_zoom_on_scroll  (GtkWidget              *map,
                                     double                  step);

G_END_DECLS
