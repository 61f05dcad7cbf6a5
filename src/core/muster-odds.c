/* muster-odds.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "muster-odds.h"

struct _MusterDist
{
  gatomicrefcount ref_count;
  int             lo;
  guint           len;
  double         *p;
};

G_DEFINE_BOXED_TYPE (MusterDist, muster_dist, muster_dist_ref, muster_dist_unref)

static MusterDist *
dist_alloc (int   lo,
            guint len)
{
  MusterDist *dist = g_new0 (MusterDist, 1);

  g_atomic_ref_count_init (&dist->ref_count);
  dist->lo = lo;
  dist->len = MAX (len, 1);
  dist->p = g_new0 (double, dist->len);
  return dist;
}

MusterDist *
muster_dist_ref (MusterDist *dist)
{
  g_atomic_ref_count_inc (&dist->ref_count);
  return dist;
}

void
muster_dist_unref (MusterDist *dist)
{
  if (dist != NULL && g_atomic_ref_count_dec (&dist->ref_count))
    {
      g_free (dist->p);
      g_free (dist);
    }
}

MusterDist *
muster_dist_new_point (int value)
{
  MusterDist *dist = dist_alloc (value, 1);

  dist->p[0] = 1.0;
  return dist;
}

MusterDist *
muster_dist_new_from_probs (int           lo,
                            const double *p,
                            guint         len)
{
  MusterDist *dist = dist_alloc (lo, len);

  for (guint i = 0; i < len; i++)
    dist->p[i] = p[i];
  if (len == 0)
    dist->p[0] = 1.0;
  return dist;
}

MusterDist *
muster_dist_new_die (guint sides)
{
  MusterDist *dist;

  g_return_val_if_fail (sides >= 1, NULL);

  dist = dist_alloc (1, sides);
  for (guint i = 0; i < sides; i++)
    dist->p[i] = 1.0 / sides;
  return dist;
}

MusterDist *
muster_dist_new_hits (guint n_dice,
                      guint sides,
                      guint hit_min,
                      guint hit_max)
{
  MusterDist *dist = dist_alloc (0, n_dice + 1);
  guint faces;
  double p, q;

  g_return_val_if_fail (sides >= 1, NULL);

  hit_min = MAX (hit_min, 1);
  hit_max = MIN (hit_max, sides);
  faces = hit_max >= hit_min ? hit_max - hit_min + 1 : 0;
  p = (double) faces / sides;
  q = 1.0 - p;

  /* Build the binomial row by repeated convolution with one die; this stays
   * exact to double precision for any n and avoids huge binomial factors. */
  dist->p[0] = 1.0;
  for (guint d = 1; d <= n_dice; d++)
    {
      for (guint k = d; k > 0; k--)
        dist->p[k] = dist->p[k] * q + dist->p[k - 1] * p;
      dist->p[0] *= q;
    }
  return dist;
}

static MusterDist *
convolve (const MusterDist *a,
          const MusterDist *b,
          int               sign)
{
  MusterDist *dist;

  if (sign > 0)
    {
      dist = dist_alloc (a->lo + b->lo, a->len + b->len - 1);
      for (guint i = 0; i < a->len; i++)
        for (guint j = 0; j < b->len; j++)
          dist->p[i + j] += a->p[i] * b->p[j];
    }
  else
    {
      int b_hi = b->lo + (int) b->len - 1;

      dist = dist_alloc (a->lo - b_hi, a->len + b->len - 1);
      for (guint i = 0; i < a->len; i++)
        for (guint j = 0; j < b->len; j++)
          dist->p[i + (b->len - 1 - j)] += a->p[i] * b->p[j];
    }
  return dist;
}

MusterDist *
muster_dist_add (const MusterDist *a,
                 const MusterDist *b)
{
  return convolve (a, b, 1);
}

MusterDist *
muster_dist_sub (const MusterDist *a,
                 const MusterDist *b)
{
  return convolve (a, b, -1);
}

MusterDist *
muster_dist_new_for_expr (const MusterDiceExpr *expr)
{
  g_autoptr(MusterDist) total = muster_dist_new_point (muster_dice_expr_get_modifier (expr));

  for (guint i = 0; i < muster_dice_expr_get_n_terms (expr); i++)
    {
      const MusterDiceTerm *term = muster_dice_expr_get_term (expr, i);
      g_autoptr(MusterDist) die = muster_dist_new_die (term->sides);

      for (guint j = 0; j < term->count; j++)
        {
          MusterDist *next = convolve (total, die, term->sign);
          muster_dist_unref (total);
          total = next;
        }
    }
  return g_steal_pointer (&total);
}

MusterDist *
muster_dist_clamp (const MusterDist *a,
                   int               floor,
                   int               cap)
{
  int lo = CLAMP (a->lo, floor, cap);
  int hi = CLAMP (a->lo + (int) a->len - 1, floor, cap);
  MusterDist *dist = dist_alloc (lo, (guint) (hi - lo + 1));

  for (guint i = 0; i < a->len; i++)
    {
      int v = CLAMP (a->lo + (int) i, floor, cap);
      dist->p[v - lo] += a->p[i];
    }
  return dist;
}

MusterDist *
muster_dist_mix (MusterDist  **dists,
                 const double *weights,
                 guint         n)
{
  int lo = G_MAXINT, hi = G_MININT;
  double total = 0;
  MusterDist *dist;

  g_return_val_if_fail (n > 0, NULL);

  for (guint i = 0; i < n; i++)
    {
      lo = MIN (lo, dists[i]->lo);
      hi = MAX (hi, dists[i]->lo + (int) dists[i]->len - 1);
      total += weights[i];
    }
  dist = dist_alloc (lo, (guint) (hi - lo + 1));
  if (total <= 0)
    return dist;
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < dists[i]->len; j++)
      dist->p[dists[i]->lo + (int) j - lo] += dists[i]->p[j] * weights[i] / total;
  return dist;
}

int
muster_dist_get_min (const MusterDist *dist)
{
  for (guint i = 0; i < dist->len; i++)
    if (dist->p[i] > 0)
      return dist->lo + (int) i;
  return dist->lo;
}

int
muster_dist_get_max (const MusterDist *dist)
{
  for (guint i = dist->len; i > 0; i--)
    if (dist->p[i - 1] > 0)
      return dist->lo + (int) i - 1;
  return dist->lo;
}

double
muster_dist_prob (const MusterDist *dist,
                  int               value)
{
  if (value < dist->lo || value >= dist->lo + (int) dist->len)
    return 0.0;
  return dist->p[value - dist->lo];
}

double
muster_dist_prob_at_least (const MusterDist *dist,
                           int               value)
{
  double sum = 0;

  for (guint i = 0; i < dist->len; i++)
    if (dist->lo + (int) i >= value)
      sum += dist->p[i];
  return sum;
}

double
muster_dist_prob_at_most (const MusterDist *dist,
                          int               value)
{
  double sum = 0;

  for (guint i = 0; i < dist->len; i++)
    if (dist->lo + (int) i <= value)
      sum += dist->p[i];
  return sum;
}

double
muster_dist_mean (const MusterDist *dist)
{
  double sum = 0;

  for (guint i = 0; i < dist->len; i++)
    sum += dist->p[i] * (dist->lo + (int) i);
  return sum;
}

double
muster_dist_variance (const MusterDist *dist)
{
  double mean = muster_dist_mean (dist);
  double sum = 0;

  for (guint i = 0; i < dist->len; i++)
    {
      double d = (dist->lo + (int) i) - mean;
      sum += dist->p[i] * d * d;
    }
  return sum;
}

void
muster_dist_compare (const MusterDist *a,
                     const MusterDist *b,
                     double           *p_less,
                     double           *p_equal,
                     double           *p_greater)
{
  g_autoptr(MusterDist) diff = muster_dist_sub (a, b);

  if (p_less)
    *p_less = muster_dist_prob_at_most (diff, -1);
  if (p_equal)
    *p_equal = muster_dist_prob (diff, 0);
  if (p_greater)
    *p_greater = muster_dist_prob_at_least (diff, 1);
}
