/* solui-board.h: the Sons of Liberty board. The table where a map would
 * be (solui-table.h: the Tyranny as chips, the melds with the additions
 * of the hand that shows, the cards in front of each seat, the secret
 * hands), with the board shell's status, the decision bar and the action
 * bar; beside it the Objectives Sheet (the Whist Code's sentences and
 * which are done, failed or being played), the Patriot Sheets and the
 * Tory Sheet, the score of the hand (as it stands, or as counted at the
 * call) with how each number was reached, and in Campaign Mode the
 * campaign's stages.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define SOLUI_TYPE_BOARD (solui_board_get_type ())
G_DECLARE_FINAL_TYPE (SoluiBoard, solui_board, SOLUI, BOARD, GtkWidget)

GtkWidget *solui_board_new       (MusterSession *session);
/* A part by name, for tests and screenshots: “shell”, “table”,
 * “objectives”, “sheets”, “score”, “campaign”, “decision”, “actions”. */
GtkWidget *solui_board_get_part  (SoluiBoard    *self,
                                  const char    *name);
/* Shows a page of the pane: “objectives”, “sheets”, “score” or
 * “campaign”. */
void       solui_board_show_page (SoluiBoard    *self,
                                  const char    *name);

G_END_DECLS
