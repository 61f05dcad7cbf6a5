/* l2y-system.h: Lexington to Yorktown, miniatures battles of the American
 * Revolution: army lists by the Cost Chart, then battles between two lists.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

extern const MusterSystemDef l2y_system_def;

G_END_DECLS
