/* l2y-state.h: the state of a Lexington to Yorktown session: an army list
 * being built, or a battle between two lists.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define L2Y_TYPE_STATE (l2y_state_get_type ())
G_DECLARE_FINAL_TYPE (L2yState, l2y_state, L2Y, STATE, MusterState)

G_END_DECLS
