/* l2yui-board.h: the Lexington to Yorktown board. No map: the players
 * measure on their own table. An army list shows its editor
 * (l2yui-list-view.h); a battle shows both armies' unit cards
 * (l2yui-battle-view.h), with the board shell's status saying whose phase
 * it is, the decision bar naming the units that owe a test, the action
 * bar, and beside the cards the selected unit (its card with − and +, and
 * what it can do now, against the target when one is chosen) and the
 * calculator with the exact odds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define L2YUI_TYPE_BOARD (l2yui_board_get_type ())
G_DECLARE_FINAL_TYPE (L2yuiBoard, l2yui_board, L2YUI, BOARD, GtkWidget)

GtkWidget *l2yui_board_new       (MusterSession *session);
/* A part by name, for tests and screenshots: “shell”, “list”, “battle”,
 * “offers”, “sheet”, “calculator”, “decision”, “actions”, “unit-title”. */
GtkWidget *l2yui_board_get_part  (L2yuiBoard    *self,
                                  const char    *name);
void       l2yui_board_show_page (L2yuiBoard    *self,
                                  const char    *name);

G_END_DECLS
