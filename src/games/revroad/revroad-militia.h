/* revroad-militia.h: the Militia Draw Pool.
 *
 * Both games put 21 numbered militia counters (5 of strength 0, 11 of
 * strength 1, 5 of strength 2; 15.1 and Bunker Hill 12.1) into a cup. Militia
 * enter play as hidden-value counters; when an action needs a hidden
 * militia's strength (it fights, or is broken for any reason, 4.1), a counter
 * is drawn from the cup at random and replaces it. The pool is a MusterDeck
 * (id “militia”) of those 21 counters, drawn through the chance source, so
 * players drawing from their own cup type which counter came out
 * (“m1-4”: the fourth counter of strength 1). Drawn counters stay “in play”
 * and never return to the cup.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define REVROAD_MILITIA_POOL_ID "militia"
#define REVROAD_MILITIA_POOL_SIZE 21

/* The 21 counters: “m0-1”..“m0-5”, “m1-1”..“m1-11”, “m2-1”..“m2-5”, each
 * with a “strength” value (source “rulebook 15.1”). */
MusterCardSet *revroad_militia_counters (void);
/* A full cup. */
MusterDeck    *revroad_militia_pool_new (void);
/* Counters still in the cup. */
guint          revroad_militia_pool_left (const MusterDeck *pool);
/* Draws one counter for the hidden militia named @who. Returns its id and
 * strength, or NULL when the cup is empty (MUSTER_ERROR_NOTHING) or the
 * players must say which counter they drew (MUSTER_ERROR_NEEDS_INPUT). */
char          *revroad_militia_draw     (MusterDeck    *pool,
                                         MusterChance  *chance,
                                         const char    *who,
                                         int           *strength,
                                         GError       **error);
/* The index (0-20) of a counter id, for compact storage, or -1; and back. */
int            revroad_militia_counter_index (const char *counter_id);
const char    *revroad_militia_counter_id    (int         index);

G_END_DECLS
