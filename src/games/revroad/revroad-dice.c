/* revroad-dice.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "revroad-dice.h"

void
revroad_dice_pool_init (RevroadDicePool *pool)
{
  memset (pool, 0, sizeof *pool);
}

void
revroad_dice_pool_add (RevroadDicePool *pool,
                       guint            n,
                       guint            hit_min)
{
  guint i;

  if (n == 0)
    return;
  hit_min = CLAMP (hit_min, 1, 7);
  for (i = 0; i < pool->n_groups; i++)
    if (pool->groups[i].hit_min == hit_min)
      {
        pool->groups[i].n += n;
        return;
      }
  if (pool->n_groups == REVROAD_DICE_MAX_GROUPS)
    return;
  /* Keep the groups sorted, most likely to hit first: the re-roll odds and
   * the order of the dice depend on it. */
  for (i = pool->n_groups; i > 0 && pool->groups[i - 1].hit_min > hit_min; i--)
    pool->groups[i] = pool->groups[i - 1];
  pool->groups[i].n = n;
  pool->groups[i].hit_min = hit_min;
  pool->n_groups++;
}

guint
revroad_dice_pool_count (const RevroadDicePool *pool)
{
  guint n = 0;

  for (guint i = 0; i < pool->n_groups; i++)
    n += pool->groups[i].n;
  return MIN (n, REVROAD_DICE_MAX);
}

guint
revroad_dice_pool_hit_min (const RevroadDicePool *pool,
                           guint                  i)
{
  for (guint g = 0; g < pool->n_groups; g++)
    {
      if (i < pool->groups[g].n)
        return pool->groups[g].hit_min;
      i -= pool->groups[g].n;
    }
  return 7;
}

static double
hit_p (guint hit_min)
{
  return hit_min > 6 ? 0.0 : (7.0 - hit_min) / 6.0;
}

static double
binom (guint n,
       guint k,
       double p)
{
  double c = 1;

  for (guint i = 0; i < k; i++)
    c = c * (n - i) / (i + 1);
  return c * pow (p, k) * pow (1 - p, n - k);
}

MusterDist *
revroad_dice_pool_dist (const RevroadDicePool *pool)
{
  guint total = revroad_dice_pool_count (pool);
  guint G = pool->n_groups;
  guint width = total + 2;
  /* p[h * (G + 1) + f]: h hits so far; f the first group with a miss (G: none). */
  g_autofree double *p = g_new0 (double, (gsize) width * (G + 1));
  g_autofree double *q = g_new0 (double, (gsize) width * (G + 1));
  g_autofree double *final = g_new0 (double, width);
  g_autoptr(GPtrArray) points = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_dist_unref);
  guint seen = 0;

  p[0 * (G + 1) + G] = 1.0;
  for (guint g = 0; g < G; g++)
    {
      guint n = pool->groups[g].n;
      double pg = hit_p (pool->groups[g].hit_min);

      memset (q, 0, sizeof (double) * width * (G + 1));
      for (guint h = 0; h <= seen; h++)
        for (guint f = 0; f <= G; f++)
          {
            double w = p[h * (G + 1) + f];

            if (w == 0)
              continue;
            for (guint k = 0; k <= n && h + k <= total; k++)
              {
                guint nf = (f == G && k < n) ? g : f;
                q[(h + k) * (G + 1) + nf] += w * binom (n, k, pg);
              }
          }
      memcpy (p, q, sizeof (double) * width * (G + 1));
      seen = MIN (seen + n, total);
    }

  for (guint h = 0; h <= total; h++)
    for (guint f = 0; f <= G; f++)
      {
        double w = p[h * (G + 1) + f];

        if (w == 0)
          continue;
        if (pool->reroll && f < G)
          {
            double pr = hit_p (pool->groups[f].hit_min);

            final[h] += w * (1 - pr);
            final[h + 1] += w * pr;
          }
        else
          final[h] += w;
      }

  for (guint h = 0; h <= total; h++)
    g_ptr_array_add (points, muster_dist_new_point ((int) h));
  return muster_dist_mix ((MusterDist **) points->pdata, final, total + 1);
}

gboolean
revroad_dice_pool_roll (const RevroadDicePool *pool,
                        MusterChance          *chance,
                        RevroadSide            side,
                        const char            *purpose,
                        guint                 *values,
                        guint                 *hits,
                        GError               **error)
{
  guint at = 0;
  guint left = revroad_dice_pool_count (pool);

  for (guint g = 0; g < pool->n_groups && left > 0; g++)
    {
      guint n = MIN (pool->groups[g].n, left);
      MusterRollSpec spec = {
        side == REVROAD_NO_SIDE ? NULL : revroad_side_id (side),
        purpose, pool->groups[g].hit_min, 6,
      };

      if (n == 0)
        continue;
      if (!muster_chance_roll (chance, n, 6, &spec, values + at, error))
        return FALSE;
      at += n;
      left -= n;
    }
  if (hits)
    *hits = revroad_dice_pool_hits (pool, values);
  return TRUE;
}

guint
revroad_dice_pool_hits (const RevroadDicePool *pool,
                        const guint           *values)
{
  guint n = revroad_dice_pool_count (pool);
  guint hits = 0;

  for (guint i = 0; i < n; i++)
    if (values[i] >= revroad_dice_pool_hit_min (pool, i))
      hits++;
  return hits;
}

char *
revroad_dice_faces (const guint *values,
                    guint        n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%u", i ? " " : "", values[i]);
  return g_string_free (out, FALSE);
}

char *
revroad_dice_pool_hits_on (const RevroadDicePool *pool)
{
  GString *out = g_string_new (NULL);

  for (guint g = 0; g < pool->n_groups; g++)
    {
      g_autofree char *faces = pool->groups[g].hit_min >= 6 ? g_strdup ("6")
                                                            : g_strdup_printf ("%u-6", pool->groups[g].hit_min);

      if (g > 0)
        g_string_append (out, ", ");
      if (pool->n_groups == 1)
        g_string_append (out, faces);
      else
        /* Translators: “5-6 for 1 die”, one part of a pool of dice. */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s for %u die", "%s for %u dice",
                                                  pool->groups[g].n),
                                faces, pool->groups[g].n);
    }
  if (pool->reroll)
    g_string_append (out, _(", one leader re-roll"));
  return g_string_free (out, FALSE);
}

char *
revroad_dice_pool_describe (const RevroadDicePool *pool)
{
  GString *out = g_string_new (NULL);

  if (revroad_dice_pool_count (pool) == 0)
    g_string_append (out, _("no dice"));
  for (guint g = 0; g < pool->n_groups; g++)
    {
      if (g > 0)
        g_string_append (out, ", ");
      if (pool->groups[g].hit_min >= 6)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u die hitting on 6",
                                                  "%u dice hitting on 6", pool->groups[g].n),
                                pool->groups[g].n);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u die hitting on %u-6",
                                                  "%u dice hitting on %u-6", pool->groups[g].n),
                                pool->groups[g].n, pool->groups[g].hit_min);
    }
  if (pool->reroll)
    g_string_append (out, _(", one leader re-roll"));
  return g_string_free (out, FALSE);
}
