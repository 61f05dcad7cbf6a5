/* sol-system.h: Sons of Liberty, the card game of the Revolution with
 * Patriot figures, a Tory player and Tyranny.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

extern const MusterSystemDef sol_system_def;

G_END_DECLS
