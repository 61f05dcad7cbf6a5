/* emp-odds.h: the exact odds of a battle of Empires: American Revolution.
 *
 * Each round every unit of both sides throws a d10 and hits at or under
 * its value; hits land together and each side then gives up one unit per
 * hit it took, in the order its owner chose; rounds go on until a side is
 * gone (page 4, 1.4-1.7). With the order fixed, a side is its number of
 * survivors, so the battle is a Markov chain on (attackers, defenders):
 * solved exactly, not sampled. Pure: no state, no GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define EMP_ODDS_MAX_UNITS 200

typedef struct
{
  double  attackers_win;   /* defenders gone, attackers left */
  double  defenders_win;
  double  both_gone;
  double  standoff;        /* both left and neither can hit (every value 0) */
  double  expected_rounds;
  /* Survivors at the end: [k] = P(k units left), k = 0..n. */
  double *attackers_left;  /* n_attackers + 1 */
  double *defenders_left;  /* n_defenders + 1 */
  guint   n_attackers;
  guint   n_defenders;
} EmpOdds;

/* @attack and @defence hold each unit's value (0-10: hits on a d10 at or
 * under it), in the order the side gives them up: [0] goes first. */
EmpOdds *emp_odds_compute (const int *attack,
                           guint      n_attackers,
                           const int *defence,
                           guint      n_defenders);
void     emp_odds_free    (EmpOdds   *odds);
/* P(k hits) from the units [first, n) of @values, into @out (n - first + 1). */
void     emp_odds_hits    (const int *values,
                           guint      first,
                           guint      n,
                           double    *out);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (EmpOdds, emp_odds_free)

G_END_DECLS
