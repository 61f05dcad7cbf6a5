/* emp-system.h: Empires: American Revolution, the strategic map game of the
 * Empires: Signature series.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

extern const MusterSystemDef emp_system_def;

G_END_DECLS
