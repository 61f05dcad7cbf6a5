/* dc-system.h: Dice & Cards, a free-form table for any game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

extern const MusterSystemDef dc_system_def;

G_END_DECLS
