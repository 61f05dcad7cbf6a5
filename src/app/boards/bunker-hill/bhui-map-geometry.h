/* bhui-map-geometry.h: the shapes the Bunker Hill map view draws.
 *
 * The map data gives each region a drawing position, not an outline. The
 * engine works out Line of Sight by giving every point of the board to the
 * nearest land region or landing zone (bh-los.c); the view draws the very
 * same partition, so what the players see is what the engine measures: each
 * land region is the set of points nearer to it than to any other land
 * region or landing zone, cut off at a coast radius so the peninsula ends in
 * water. Plain geometry, no GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double x;
  double y;
} BhuiPoint;

typedef struct
{
  double   x;        /* position in the map's 0..1000 box */
  double   y;
  gboolean land;     /* gets a cell */
  gboolean site;     /* takes part in the partition (land and landing zones) */
} BhuiSite;

/* The outline of each site's cell, in site order: a GArray of BhuiPoint, or
 * an empty one for sites that are not land. @radius cuts each cell off at
 * that distance from its site. */
GPtrArray *bhui_map_cells         (const BhuiSite *sites,
                                   guint           n,
                                   double          radius);
/* Whether (@x, @y) lies inside the convex polygon @cell. */
gboolean   bhui_cell_contains     (GArray         *cell,
                                   double          x,
                                   double          y);
/* The bounding box of @cell (all zero for an empty one). */
void       bhui_cell_bounds       (GArray         *cell,
                                   double         *x0,
                                   double         *y0,
                                   double         *x1,
                                   double         *y1);

G_END_DECLS
