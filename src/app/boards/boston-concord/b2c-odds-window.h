/* b2c-odds-window.h: the odds of an Attack or Assault (7.0) before the
 * dice, in a window of its own: the kit's calculator (MusterCalculator) on
 * the action and arguments given, with the defender's choice (7.1) set
 * unit by unit, retreat or stand, which the engine's preview takes; the
 * decision the game then waits for is answered in the same window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"
#include "widgets/muster-calculator.h"

G_BEGIN_DECLS

#define B2C_TYPE_ODDS_WINDOW (b2c_odds_window_get_type ())
G_DECLARE_FINAL_TYPE (B2cOddsWindow, b2c_odds_window, B2C, ODDS_WINDOW, AdwWindow)

B2cOddsWindow    *b2c_odds_window_new            (GtkWidget          *source,
                                                  MusterSession      *session,
                                                  const char         *action,
                                                  const char * const *args);
MusterCalculator *b2c_odds_window_get_calculator (B2cOddsWindow      *self);

G_END_DECLS
