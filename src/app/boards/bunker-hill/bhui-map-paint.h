/* bhui-map-paint.h: how the Bunker Hill board draws its pieces (terrain,
 * counters, landing-zone discs, the fleet), in a light and a dark palette,
 * shared by the map, its legend and the region detail.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "bunker-hill/bh-view.h"

G_BEGIN_DECLS

typedef struct
{
  GdkRGBA water;
  GdkRGBA water_line;
  GdkRGBA open;
  GdkRGBA town;
  GdkRGBA hilltop;
  GdkRGBA slope;
  GdkRGBA ridge;
  GdkRGBA neck;
  GdkRGBA border;
  GdkRGBA town_border;
  GdkRGBA text;
  GdkRGBA text_on_dark;
  GdkRGBA british;
  GdkRGBA patriot;
  GdkRGBA leader;
  GdkRGBA accent;
  GdkRGBA target;
  GdkRGBA fire;
  GdkRGBA fence;
  GdkRGBA redoubt;
  GdkRGBA zone;
  GdkRGBA box;
  GdkRGBA clear;
  GdkRGBA blocked;
  GdkRGBA panic;
} BhuiPalette;

void           bhui_palette_init        (BhuiPalette       *palette,
                                         gboolean           dark);
const GdkRGBA *bhui_palette_terrain     (const BhuiPalette *palette,
                                         const char        *terrain);
/* A counter, @size pixels across, its top left at (@x, @y): side colour,
 * strength (“?” while hidden), a star for leaders and a round shape for
 * cannon; flipped counters are pale and striped; corner dots for moved
 * (white), fired (orange) and panicked (yellow triangle). */
void           bhui_paint_counter       (cairo_t             *cr,
                                         PangoLayout         *layout,
                                         const BhuiPalette   *palette,
                                         const BhViewCounter *counter,
                                         double               x,
                                         double               y,
                                         double               size);
/* A row of counters fitted into @width: overlapped like a stack on the
 * table when they do not fit side by side, “+n” when even that is short.
 * Returns the width used. */
double         bhui_paint_counter_row   (cairo_t             *cr,
                                         PangoLayout         *layout,
                                         const BhuiPalette   *palette,
                                         const BhViewCounter *counters,
                                         guint                n,
                                         double               x,
                                         double               y,
                                         double               size,
                                         double               width);
/* The flame of an Ablaze marker, @size high, centred on (@x, @y). */
void           bhui_paint_flame         (cairo_t           *cr,
                                         const BhuiPalette *palette,
                                         double             x,
                                         double             y,
                                         double             size);
/* The fleet counter: a ship, @size wide, centred on (@x, @y). */
void           bhui_paint_ship          (cairo_t           *cr,
                                         const BhuiPalette *palette,
                                         double             x,
                                         double             y,
                                         double             size);
/* The landing zone's yellow disc with its number over transport/staging,
 * dashed when the numbers are reconstructed. */
void           bhui_paint_zone_disc     (cairo_t           *cr,
                                         PangoLayout       *layout,
                                         const BhuiPalette *palette,
                                         int                number,
                                         int                transport,
                                         int                staging,
                                         gboolean           reconstructed,
                                         double             x,
                                         double             y,
                                         double             radius);
/* A modifier badge (“−1/+1”) in its board colour, its top left at (@x,
 * @y); dashed when reconstructed. Returns its width. */
double         bhui_paint_modifier_badge (cairo_t          *cr,
                                         PangoLayout       *layout,
                                         const BhuiPalette *palette,
                                         const char        *text,
                                         const char        *color,
                                         gboolean           reconstructed,
                                         double             x,
                                         double             y,
                                         double             height);
/* Centres @text (markup) on (@x, @y) in the current source colour. */
void           bhui_paint_text_centred  (cairo_t           *cr,
                                         PangoLayout       *layout,
                                         const char        *markup,
                                         double             x,
                                         double             y,
                                         double             size,
                                         int                weight);

G_END_DECLS
