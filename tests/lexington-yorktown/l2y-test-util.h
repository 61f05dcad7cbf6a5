/* l2y-test-util.h: army lists and battles of Lexington to Yorktown for
 * the tests, built by words like a player types them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-test-driver.h"

G_BEGIN_DECLS

/* An army list with the “add-unit …” (or any) lines performed. */
MtGame *l2y_list        (const char * const *lines);
/* A battle between two lists given by their lines, with options
 * "id=value" (NULL-terminated), and a scripted or seeded chance source
 * (@seed 0: scripted). */
MtGame *l2y_battle      (const char * const *british,
                         const char * const *american,
                         guint64             seed,
                         ...) G_GNUC_NULL_TERMINATED;
/* The probability of the preview's outcome @label (fails if missing). */
double  l2y_outcome     (MusterPreview      *preview,
                         const char         *label);
/* The row @label of sheet @sheet_id. */
char   *l2y_sheet_value (MtGame             *t,
                         const char         *sheet_id,
                         const char         *label);
/* Steps with next-phase until the phase @phase (its id in the snapshot). */
void    l2y_to_phase    (MtGame             *t,
                         const char         *phase);

#define LINES(...) ((const char * const[]) { __VA_ARGS__, NULL })

G_END_DECLS
