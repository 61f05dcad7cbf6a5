/* emp-odds.c: see emp-odds.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "emp-odds.h"

void
emp_odds_hits (const int *values,
               guint      first,
               guint      n,
               double    *out)
{
  guint len = n - first;

  for (guint k = 0; k <= len; k++)
    out[k] = 0;
  out[0] = 1;
  for (guint i = first; i < n; i++)
    {
      double p = CLAMP (values[i], 0, 10) / 10.0;

      for (guint k = i - first + 1; k > 0; k--)
        out[k] = out[k] * (1 - p) + out[k - 1] * p;
      out[0] *= 1 - p;
    }
}

void
emp_odds_free (EmpOdds *odds)
{
  if (odds == NULL)
    return;
  g_free (odds->attackers_left);
  g_free (odds->defenders_left);
  g_free (odds);
}

EmpOdds *
emp_odds_compute (const int *attack,
                  guint      n_attackers,
                  const int *defence,
                  guint      n_defenders)
{
  guint na = MIN (n_attackers, EMP_ODDS_MAX_UNITS);
  guint nd = MIN (n_defenders, EMP_ODDS_MAX_UNITS);
  EmpOdds *odds = g_new0 (EmpOdds, 1);
  /* hits[a]: the hits a side throws with its last a units alive. */
  g_autofree double *att_hits = g_new0 (double, (na + 1) * (na + 1));
  g_autofree double *def_hits = g_new0 (double, (nd + 1) * (nd + 1));
  g_autofree double *mass = g_new0 (double, (na + 1) * (nd + 1));

  odds->n_attackers = na;
  odds->n_defenders = nd;
  odds->attackers_left = g_new0 (double, na + 1);
  odds->defenders_left = g_new0 (double, nd + 1);
  for (guint a = 0; a <= na; a++)
    emp_odds_hits (attack, na - a, na, att_hits + a * (na + 1));
  for (guint d = 0; d <= nd; d++)
    emp_odds_hits (defence, nd - d, nd, def_hits + d * (nd + 1));

  /* Every move lowers a or d and never raises either, so visiting a from
   * high to low and d from high to low meets each state after all that
   * lead to it. The round in which neither side hits repeats: a state is
   * left with the other outcomes scaled by 1 / (1 - p00), and is stayed in
   * 1 / (1 - p00) rounds on average. */
  mass[na * (nd + 1) + nd] = 1;
  for (int a = (int) na; a >= 0; a--)
    for (int d = (int) nd; d >= 0; d--)
      {
        double m = mass[a * (nd + 1) + d];
        const double *ah = att_hits + a * (na + 1);
        const double *dh = def_hits + d * (nd + 1);
        double p00, stay;

        if (m == 0)
          continue;
        if (a == 0 || d == 0)
          {
            if (a > 0)
              odds->attackers_win += m;
            else if (d > 0)
              odds->defenders_win += m;
            else
              odds->both_gone += m;
            odds->attackers_left[a] += m;
            odds->defenders_left[d] += m;
            continue;
          }
        p00 = ah[0] * dh[0];
        if (p00 >= 1.0 - 1e-15)
          {
            odds->standoff += m;
            odds->attackers_left[a] += m;
            odds->defenders_left[d] += m;
            continue;
          }
        stay = 1.0 / (1.0 - p00);
        odds->expected_rounds += m * stay;
        for (int i = 0; i <= a; i++)       /* hits the attackers throw */
          for (int j = 0; j <= d; j++)     /* hits the defenders throw */
            {
              double p;

              if (i == 0 && j == 0)
                continue;
              p = ah[i] * dh[j];
              if (p == 0)
                continue;
              mass[MAX (a - j, 0) * (nd + 1) + MAX (d - i, 0)] += m * p * stay;
            }
      }
  return odds;
}
