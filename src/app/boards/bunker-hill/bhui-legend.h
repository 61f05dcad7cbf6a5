/* bhui-legend.h: what the map's colours, shapes and marks mean, drawn with
 * the map's own painter.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *bhui_legend_new (void);

G_END_DECLS
