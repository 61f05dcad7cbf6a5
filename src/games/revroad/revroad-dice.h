/* revroad-dice.h: a side's combat dice and their exact odds.
 *
 * A combat roll is one die per strength point (4.0); each die hits on a face
 * range that depends on the game, the side and sometimes the unit (From
 * Boston to Concord: British 4-6, Patriots 5-6, and with optional rule 14.4
 * militia only on 6; Bunker Hill: 5-6, or 6 at range two). A RevroadDicePool
 * groups the dice by their hit range. It gives the exact distribution of
 * hits (a MusterDist) before the dice are thrown, optionally with one leader
 * re-roll of a missed die (From Boston to Concord 14.1), and throws them
 * through the chance source group by group, so the luck ledger knows which
 * faces hit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"
#include "revroad-types.h"

G_BEGIN_DECLS

#define REVROAD_DICE_MAX_GROUPS 4
#define REVROAD_DICE_MAX 96

typedef struct
{
  guint n;        /* dice */
  guint hit_min;  /* a die hits on hit_min..6 */
} RevroadDiceGroup;

typedef struct
{
  RevroadDiceGroup groups[REVROAD_DICE_MAX_GROUPS];
  guint            n_groups;
  gboolean         reroll;   /* one miss may be thrown again */
} RevroadDicePool;

void        revroad_dice_pool_init   (RevroadDicePool       *pool);
/* Adds @n dice hitting on hit_min..6 (merged with a group of the same range). */
void        revroad_dice_pool_add    (RevroadDicePool       *pool,
                                      guint                  n,
                                      guint                  hit_min);
guint       revroad_dice_pool_count  (const RevroadDicePool *pool);
/* The hit range of die @i (dice are numbered group by group). */
guint       revroad_dice_pool_hit_min (const RevroadDicePool *pool,
                                       guint                  i);
/* The exact distribution of hits. With reroll, the thrower is assumed to
 * throw again one missed die of the group most likely to hit. */
MusterDist *revroad_dice_pool_dist   (const RevroadDicePool *pool);
/* Throws every die into @values (revroad_dice_pool_count entries) and
 * counts the hits. */
gboolean    revroad_dice_pool_roll   (const RevroadDicePool *pool,
                                      MusterChance          *chance,
                                      RevroadSide            side,
                                      const char            *purpose,
                                      guint                 *values,
                                      guint                 *hits,
                                      GError               **error);
/* Hits among @values. */
guint       revroad_dice_pool_hits   (const RevroadDicePool *pool,
                                      const guint           *values);
/* The faces thrown, “1 5 6”. */
char       *revroad_dice_faces       (const guint           *values,
                                      guint                  n);
/* “3 dice hitting on 5-6, 2 on 6” */
char       *revroad_dice_pool_describe (const RevroadDicePool *pool);
/* What the dice hit on, for a preview's roll (“5-6”, or “5-6 for 1 die,
 * 6 for 2 dice” for a mixed pool). */
char       *revroad_dice_pool_hits_on  (const RevroadDicePool *pool);

G_END_DECLS
