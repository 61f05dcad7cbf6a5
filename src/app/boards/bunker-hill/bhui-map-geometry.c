/* bhui-map-geometry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "bhui-map-geometry.h"

/* Enough sides for the coast to read as a curve at any zoom. */
#define COAST_SIDES 36

/* Keeps the part of @poly where a·p <= b (Sutherland–Hodgman against one
 * half-plane). */
static GArray *
clip (GArray *poly,
      double  ax,
      double  ay,
      double  b)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (BhuiPoint));

  for (guint i = 0; i < poly->len; i++)
    {
      BhuiPoint p = g_array_index (poly, BhuiPoint, i);
      BhuiPoint q = g_array_index (poly, BhuiPoint, (i + 1) % poly->len);
      double fp = ax * p.x + ay * p.y - b;
      double fq = ax * q.x + ay * q.y - b;

      if (fp <= 0)
        g_array_append_val (out, p);
      if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0))
        {
          double t = fp / (fp - fq);
          BhuiPoint m = { p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t };

          g_array_append_val (out, m);
        }
    }
  g_array_unref (poly);
  return out;
}

GPtrArray *
bhui_map_cells (const BhuiSite *sites,
                guint           n,
                double          radius)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  for (guint i = 0; i < n; i++)
    {
      GArray *poly = g_array_new (FALSE, FALSE, sizeof (BhuiPoint));

      if (sites[i].land)
        {
          for (int k = 0; k < COAST_SIDES; k++)
            {
              double a = 2 * G_PI * k / COAST_SIDES;
              BhuiPoint p = { sites[i].x + radius * cos (a), sites[i].y + radius * sin (a) };

              g_array_append_val (poly, p);
            }
          /* Nearer to site i than to site j: 2(sj - si)·p <= |sj|² - |si|². */
          for (guint j = 0; j < n && poly->len > 0; j++)
            {
              if (j == i || !sites[j].site)
                continue;
              poly = clip (poly, 2 * (sites[j].x - sites[i].x), 2 * (sites[j].y - sites[i].y),
                           sites[j].x * sites[j].x + sites[j].y * sites[j].y -
                           sites[i].x * sites[i].x - sites[i].y * sites[i].y);
            }
        }
      g_ptr_array_add (cells, poly);
    }
  return cells;
}

gboolean
bhui_cell_contains (GArray *cell,
                    double  x,
                    double  y)
{
  gboolean inside = FALSE;

  /* Even-odd crossing test; the cells are convex but this does not care. */
  for (guint i = 0, j = cell->len - 1; i < cell->len; j = i++)
    {
      BhuiPoint a = g_array_index (cell, BhuiPoint, i);
      BhuiPoint b = g_array_index (cell, BhuiPoint, j);

      if ((a.y > y) != (b.y > y) && x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x)
        inside = !inside;
    }
  return inside;
}

void
bhui_cell_bounds (GArray *cell,
                  double *x0,
                  double *y0,
                  double *x1,
                  double *y1)
{
  *x0 = *y0 = G_MAXDOUBLE;
  *x1 = *y1 = -G_MAXDOUBLE;
  for (guint i = 0; i < cell->len; i++)
    {
      BhuiPoint p = g_array_index (cell, BhuiPoint, i);

      *x0 = MIN (*x0, p.x);
      *y0 = MIN (*y0, p.y);
      *x1 = MAX (*x1, p.x);
      *y1 = MAX (*y1, p.y);
    }
  if (cell->len == 0)
    *x0 = *y0 = *x1 = *y1 = 0;
}
