/* muster-dice-panel.h: roll a dice expression or a pool with the app's dice
 * or the players' own when the system offers it (roll, see
 * muster-session-panel.h), see the last roll die by die, and the recent
 * rolls from the log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-session-panel.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_DICE_PANEL (muster_dice_panel_get_type ())
G_DECLARE_FINAL_TYPE (MusterDicePanel, muster_dice_panel, MUSTER, DICE_PANEL, MusterSessionPanel)

G_END_DECLS
