/* muster-playout.h: random legal play, for benchmarks and tests.
 *
 * Until the engines list their own candidate arguments, this is the one
 * place that makes them up: from the board for the two Revolution Road
 * games, from each action's parameters (kinds, bounds and choices) for any
 * other system. A candidate is only a guess; the session decides whether
 * it applies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

/* Argument lists worth trying for @action in @state now, each a
 * NULL-terminated string array (the array frees them). @rand picks among
 * what is too many to list. Never NULL. */
GPtrArray  *muster_playout_candidates (MusterState   *state,
                                       const char    *action,
                                       GRand         *rand);

/* Performs one random legal action on @session, picked by @rand among the
 * legal actions (never a correction of reconstructed data; passing only
 * when little else is open, never an override) and their candidates.
 * Returns the id of the action
 * taken (interned), or NULL: MUSTER_ERROR_NOTHING when nothing applies, or
 * the session's refusal when it needs something no candidate can give
 * (MUSTER_ERROR_NEEDS_INPUT with the players' own dice). */
const char *muster_playout_step       (MusterSession *session,
                                       GRand         *rand,
                                       GError       **error);

G_END_DECLS
