/* b2c-system.h: Revolution Road: From Boston to Concord as a Muster game
 * system.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

extern const MusterSystemDef b2c_system_def;

G_END_DECLS
