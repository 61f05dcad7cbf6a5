/* sol-state.h: the state of a battle of Sons of Liberty.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define SOL_TYPE_STATE (sol_state_get_type ())
G_DECLARE_FINAL_TYPE (SolState, sol_state, SOL, STATE, MusterState)

G_END_DECLS
