/* fuzz-common.h: what every libFuzzer target of tests/fuzz shares: the
 * registry, and the check that a campaign still saves, loads and replays
 * to the same bytes. A broken check aborts, which libFuzzer reports with
 * the input that caused it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-games.h"

G_BEGIN_DECLS

/* The built-in systems. The first call also makes every GLib warning and
 * critical fatal, as G_DEBUG=fatal-warnings does for the tests. */
MusterRegistry *fuzz_registry         (void);

/* Prints the reason, then aborts. */
G_NORETURN void fuzz_fail             (const char     *format,
                                       ...) G_GNUC_PRINTF (1, 2);

/* Saves @campaign, loads the bytes back and saves again. The load must
 * succeed, and warn only about the sessions that no longer replay (they
 * are read-only, and break at the same entry): every other session must
 * replay to the snapshot saved with it, which is what muster-cli validate
 * checks. Both saves must be the same bytes. */
void            fuzz_check_round_trip (MusterCampaign *campaign);

G_END_DECLS
