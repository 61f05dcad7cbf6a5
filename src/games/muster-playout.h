/* muster-playout.h: random legal play, for benchmarks and tests, through
 * the engines' own candidates (muster_state_propose()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

/* Performs one action on @session picked by @rand among the legal ones
 * (never a correction; with @override, also those whose checks of
 * reconstructed data are uncertain, performed with an override), with
 * arguments the engine proposes, tried in a random order until one is
 * accepted. Returns the id of the action taken (interned), or NULL:
 * MUSTER_ERROR_NOTHING when nothing applies, or the session's refusal when
 * it needs something no candidate can give (MUSTER_ERROR_NEEDS_INPUT with
 * the players' own dice). */
const char *muster_playout_step (MusterSession *session,
                                 GRand         *rand,
                                 gboolean       override,
                                 GError       **error);

G_END_DECLS
