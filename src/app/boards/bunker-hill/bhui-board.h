/* bhui-board.h: the Bunker Hill board (system id “bunker-hill”, see
 * muster-board.h): the pending decision, the reinforcements due, the
 * acting side's actions, the map of the Charlestown peninsula, and a pane
 * with the selected region, the combat calculator, the tracks and the
 * board check.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define BHUI_TYPE_BOARD (bhui_board_get_type ())
G_DECLARE_FINAL_TYPE (BhuiBoard, bhui_board, BHUI, BOARD, GtkWidget)

/* The MusterBoardNew of the table in muster-board.c. */
GtkWidget *bhui_board_new          (MusterSession *session);
/* The parts, for tests and screenshots. */
GtkWidget *bhui_board_get_map      (BhuiBoard     *self);
GtkWidget *bhui_board_get_part     (BhuiBoard     *self,
                                    const char    *name);
/* Shows a page of the pane: "region", "combat", "tracks" or "check". */
void       bhui_board_show_page    (BhuiBoard     *self,
                                    const char    *name);

G_END_DECLS
