/* empui-board.h: the Empires: American Revolution board. The map of the
 * theatre (empui-map-view.h) with the board shell's status saying whose
 * turn and phase it is, the decision bar for losses to take and battles
 * going on, the action bar, and beside the map the selected place (what
 * stands there and what can be done from it, to the target when one is
 * chosen), the battle calculator with the exact odds (of a battle on the
 * map, or of forces typed in: empui-what-if.h), the purchase
 * worksheet (empui-purchase-view.h), and the war: each
 * power's ledger, the politics and the unit chart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define EMPUI_TYPE_BOARD (empui_board_get_type ())
G_DECLARE_FINAL_TYPE (EmpuiBoard, empui_board, EMPUI, BOARD, GtkWidget)

GtkWidget *empui_board_new       (MusterSession *session);
/* A part by name, for tests and screenshots: “shell”, “map”, “offers”,
 * “place-title”, “calculator”, “what-if”, “purchases”, “war”, “decision”, “actions”. */
GtkWidget *empui_board_get_part  (EmpuiBoard    *self,
                                  const char    *name);
/* Shows a page of the pane: “place”, “odds”, “build” or “war”. */
void       empui_board_show_page (EmpuiBoard    *self,
                                  const char    *name);

G_END_DECLS
