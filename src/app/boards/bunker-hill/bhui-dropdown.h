/* bhui-dropdown.h: a drop-down of names that may be long (“Breastwork
 * (Northern Defense Works, south)”): ellipsized in its button so it fits a
 * narrow pane, whole in its list.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @names is a model of GtkStringObject (taken). */
GtkWidget *bhui_drop_down_new (GListModel *names);

G_END_DECLS
