/* bhui-calculator.h: Volley Fire, Assault (round by round), Cannonade and
 * Bombard worked out before the dice are thrown: the dice after every
 * modifier, a line per modifier with its section, and the exact chance of
 * each number of hits. Its button resolves the action with muster_perform
 * (the app's dice or the players' own).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define BHUI_TYPE_CALCULATOR (bhui_calculator_get_type ())
G_DECLARE_FINAL_TYPE (BhuiCalculator, bhui_calculator, BHUI, CALCULATOR, GtkWidget)

GtkWidget *bhui_calculator_new         (void);
void       bhui_calculator_set_session (BhuiCalculator *self,
                                        MusterSession  *session);
/* Sets the combat: @action is "volley-fire", "assault", "cannonade" or
 * "bombard"; @from and @to are regions (for Bombard @to is the target and
 * @from is ignored); NULL keeps what was chosen. */
void       bhui_calculator_setup       (BhuiCalculator *self,
                                        const char     *action,
                                        const char     *from,
                                        const char     *to);
/* The game changed: work the odds out again. */
void       bhui_calculator_update      (BhuiCalculator *self);
/* Resolves the combat shown, as its button does. */
void       bhui_calculator_roll        (BhuiCalculator *self);
/* The chance of at least one hit in the first roll shown, or -1. */
double     bhui_calculator_get_p_hit   (BhuiCalculator *self);

G_END_DECLS
