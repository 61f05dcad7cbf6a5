/* bh-state.h: the state of a game of Revolution Road: Bunker Hill.
 *
 * A MusterState subclass driven through MusterSession: every change is an
 * action with arguments typed as short ids (regions “redoubt”, counters
 * “reg-5”, leaders “prescott”). The actions, their arguments and the rules
 * they follow are listed in docs/bunker-hill.md; read-only views for the UI
 * are in bh-view.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define BH_TYPE_STATE (bh_state_get_type ())
G_DECLARE_FINAL_TYPE (BhState, bh_state, BH, STATE, MusterState)

/* The starting state of @scenario (“two-player”, “solo-british”,
 * “solo-patriot”) with @options (every option of system.xml). */
BhState *bh_state_new (MusterSystem         *system,
                       const MusterScenario *scenario,
                       GHashTable           *options,
                       GError              **error);

G_END_DECLS
