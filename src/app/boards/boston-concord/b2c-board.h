/* b2c-board.h: the board of From Boston to Concord (system id
 * “boston-concord”), registered in muster-board.c.
 *
 * The map fills the board; a side panel that folds away on small screens
 * has three pages: the selection (the region chosen on the map, its
 * counters, and the actions it makes possible with their arguments filled
 * in), every action of the side to act (the others greyed out with the
 * reason and rule), and the game (tracks, the card, the legend). Above the
 * map a bar says whose action it is and holds the combat calculator, the
 * End Turn flow and the corrections; the pending decision shows under it
 * with its answers. Everything changes the game through muster_perform().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "b2c-map-view.h"
#include "muster-core.h"
#include "muster-games.h"
#include "widgets/muster-board-shell.h"
#include "widgets/muster-calculator.h"

G_BEGIN_DECLS

#define B2C_TYPE_BOARD (b2c_board_get_type ())
G_DECLARE_FINAL_TYPE (B2cBoard, b2c_board, B2C, BOARD, GtkWidget)

/* A MusterBoardNew (muster-board.h). */
GtkWidget     *b2c_board_new              (MusterSession *session);
MusterSession *b2c_board_get_session      (B2cBoard      *self);
MusterBoardShell *b2c_board_get_shell     (B2cBoard      *self);
MusterCalculator *b2c_board_get_calculator (B2cBoard     *self);
B2cMapView    *b2c_board_get_map          (B2cBoard      *self);
/* Chooses a region as the selection's start, or as its target. */
void           b2c_board_choose_region    (B2cBoard      *self,
                                           int            region,
                                           gboolean       as_target);
int            b2c_board_get_source       (B2cBoard      *self);
int            b2c_board_get_target       (B2cBoard      *self);
/* The counters chosen in the selected region (roster indices). */
void           b2c_board_set_units        (B2cBoard      *self,
                                           GArray        *units);
/* The actions the selection offers now (MusterOffer*, borrowed). */
GPtrArray     *b2c_board_get_offers       (B2cBoard      *self);
void           b2c_board_perform_offer    (B2cBoard          *self,
                                           const MusterOffer *offer);
/* Highlights what @action may touch and offers only it; NULL for all. */
void           b2c_board_arm_action       (B2cBoard      *self,
                                           const char    *action);
/* Shows a page of the side panel ("selection", "actions" or "game"),
 * revealing the panel when it is folded away. */
void           b2c_board_show_side_page   (B2cBoard      *self,
                                           const char    *page);
/* The odds of @action (an Attack or Assault) where the selection points,
 * or of the combat the selection offers for NULL. */
void           b2c_board_open_odds        (B2cBoard      *self,
                                           const char    *action);
void           b2c_board_open_combat      (B2cBoard      *self);
void           b2c_board_open_end_turn    (B2cBoard      *self);
void           b2c_board_open_corrections (B2cBoard      *self,
                                           const char    *page);

/* The board widget @widget belongs to, directly or through a dialog
 * attached to it (muster_dialog_attach(), muster-rule-link.h). */
GtkWidget     *b2c_board_widget_for       (GtkWidget     *widget);

G_END_DECLS
