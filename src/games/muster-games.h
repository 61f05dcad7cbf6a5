/* muster-games.h: every game system Muster knows, in one registry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

/* The registry of every built-in system, created on first use. Aborting is
 * not an option for a bad data file, so failures are returned; the data is
 * also validated at build time, so they mean a broken build. */
MusterRegistry *muster_games_get_registry (GError **error);

G_END_DECLS
