/* b2c-legend.h: what the map's lines, bars, chips and tokens mean, drawn
 * with the map's own drawing, and what on the map is reconstructed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define B2C_TYPE_LEGEND (b2c_legend_get_type ())
G_DECLARE_FINAL_TYPE (B2cLegend, b2c_legend, B2C, LEGEND, GtkWidget)

GtkWidget *b2c_legend_new (void);

G_END_DECLS
