/* b2c-end-turn-dialog.h: the End Turn flow (5.3). It lists the steps in
 * order, runs the automatic ones with the engine's end-turn action, asks
 * only for what the rules leave to the players (the British moving captured
 * Nightriders and Sons of Liberty toward Boston), then shows the board
 * check: where every counter and marker should be now, region by region,
 * with what changed marked, to set the table right. It can then draw the
 * next turn's card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define B2C_TYPE_END_TURN_DIALOG (b2c_end_turn_dialog_get_type ())
G_DECLARE_FINAL_TYPE (B2cEndTurnDialog, b2c_end_turn_dialog, B2C, END_TURN_DIALOG, AdwWindow)

B2cEndTurnDialog *b2c_end_turn_dialog_new             (GtkWidget        *source,
                                                       MusterSession    *session);
/* Runs the End Turn steps (the button does the same). */
void              b2c_end_turn_dialog_run             (B2cEndTurnDialog *self);
/* The board check lines shown, and how many are marked as changed. */
guint             b2c_end_turn_dialog_get_n_check_rows (B2cEndTurnDialog *self);
guint             b2c_end_turn_dialog_get_n_changed    (B2cEndTurnDialog *self);

G_END_DECLS
