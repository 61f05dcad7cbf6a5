/* l2yui-list-view.h: a Lexington to Yorktown army list as an editor: the
 * total against the points limit, the advice on the whole list, then one
 * row a unit (l2yui-unit-row.h) that opens on the unit's fields; Add Unit
 * and Points Limit under them. Changes go through the session's actions:
 * the buttons carry “board.form” (a form to fill) and “session.perform”
 * targets.
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
/* Edits the list of @session (an army list), showing its state now. */
void        l2yui_list_view_set_session (L2yuiListView *self,
                                         MusterSession *session);
/* Shows @state, the session's state after a change. */
void        l2yui_list_view_set_state (L2yuiListView *self,
                                       MusterState   *state);
/* The heading: “652 of 600 points”. */
const char *l2yui_list_view_get_total (L2yuiListView *self);
guint       l2yui_list_view_get_n_units (L2yuiListView *self);
/* The row of unit @i (an L2yuiUnitRow), or NULL. */
GtkWidget  *l2yui_list_view_get_row   (L2yuiListView *self,
                                       guint          i);

G_END_DECLS
