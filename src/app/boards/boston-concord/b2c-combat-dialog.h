/* b2c-combat-dialog.h: the combat calculator (7.0). Pick an Attack in a
 * region or an Assault from one region into the next, tick the attackers
 * and defenders, and see each side's dice and the exact chance of every
 * number of hits before anything is thrown; then attack, with the app's
 * dice or the players' own (muster_perform asks for them), and answer the
 * decisions that follow (retreats, the attacker's choice, hits) one by one
 * in the same window, with what happened listed as it happens.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define B2C_TYPE_COMBAT_DIALOG (b2c_combat_dialog_get_type ())
G_DECLARE_FINAL_TYPE (B2cCombatDialog, b2c_combat_dialog, B2C, COMBAT_DIALOG, AdwWindow)

/* @from and @to are region indices (@to == @from or -1 for an Attack);
 * @units (may be NULL) are the attackers to tick first. */
B2cCombatDialog *b2c_combat_dialog_new       (GtkWidget       *source,
                                              MusterSession   *session,
                                              int              from,
                                              int              to,
                                              GArray          *units);
/* The chance that the attackers score at least one hit, as shown; -1 when
 * nothing can be computed. */
double           b2c_combat_dialog_get_attacker_odds (B2cCombatDialog *self);
/* Attacks with what is ticked. */
void             b2c_combat_dialog_resolve   (B2cCombatDialog *self);

G_END_DECLS
