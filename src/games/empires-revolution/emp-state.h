/* emp-state.h: the state of a war of Empires: American Revolution.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define EMP_TYPE_STATE (emp_state_get_type ())
G_DECLARE_FINAL_TYPE (EmpState, emp_state, EMP, STATE, MusterState)

G_END_DECLS
