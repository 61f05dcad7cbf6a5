/* l2yui-list-view.h: a Lexington to Yorktown army list as an editor: the
 * total against the points limit, the advice on the whole list, then one
 * row a unit with what it is, its cost and how the Cost Chart adds it up,
 * its advice, and buttons to change or remove it; Add Unit and Points
 * Limit under them. Changes go through the session's actions: the buttons
 * carry “board.form” (a form to fill) and “session.perform” targets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define L2YUI_TYPE_LIST_VIEW (l2yui_list_view_get_type ())
G_DECLARE_FINAL_TYPE (L2yuiListView, l2yui_list_view, L2YUI, LIST_VIEW, GtkWidget)

GtkWidget  *l2yui_list_view_new       (void);
/* Shows the list of @state (an army list's L2yState). */
void        l2yui_list_view_set_state (L2yuiListView *self,
                                       MusterState   *state);
/* The heading: “652 of 600 points”. */
const char *l2yui_list_view_get_total (L2yuiListView *self);
guint       l2yui_list_view_get_n_units (L2yuiListView *self);
/* The row of unit @i (an AdwActionRow), or NULL. */
GtkWidget  *l2yui_list_view_get_row   (L2yuiListView *self,
                                       guint          i);

G_END_DECLS
