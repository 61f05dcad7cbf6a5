/* muster-paint.h: the small cairo steps every board's drawing is made of.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Sets @color as the source, its alpha multiplied by @alpha. */
void muster_paint_set_color  (cairo_t       *cr,
                              const GdkRGBA *color,
                              double         alpha);
/* Adds a rectangle with rounded corners of radius @r (at most half its
 * shorter side) to the path, as a closed sub-path. */
void muster_paint_round_rect (cairo_t       *cr,
                              double         x,
                              double         y,
                              double         w,
                              double         h,
                              double         r);

G_END_DECLS
