/* b2c-state.h: the state of a game of Revolution Road: From Boston to Concord
 * (system id “boston-concord”), a MusterState driven through MusterSession.
 *
 * Scenarios: two-player (15.1), solitaire (15.2), vs-patriot-bot (15.3),
 * vs-british-bot (15.4). Sides: british, patriot. The action vocabulary is in
 * docs/boston-concord.md; read-only access for the UI is in b2c-view.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define B2C_TYPE_STATE (b2c_state_get_type ())
G_DECLARE_FINAL_TYPE (B2cState, b2c_state, B2C, STATE, MusterState)

G_END_DECLS
