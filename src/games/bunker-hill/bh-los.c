/* bh-los.c: Line of Sight (7.2).
 *
 * The text measures a straight line between the centres of two regions on
 * the board. Muster draws that line on the reconstructed drawing positions
 * of the map (bh_map_line) and applies the rules of 7.2 to the regions it
 * crosses. Because the geometry is reconstructed, a sight worked out this
 * way is a proposal: a rule that would refuse an action on it warns instead
 * (MUSTER_ERROR_UNCERTAIN), and the players confirm or correct it, for good,
 * with the set-sight action. Sight between adjacent regions and sights the
 * rulebook itself gives (its example of the Redoubt and Staging Area 6) are
 * not proposals.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

static void
set (BhSight       *out,
     BhSightResult  result,
     gboolean       reconstructed,
     char          *why)
{
  out->result = result;
  out->reconstructed = reconstructed;
  g_free (out->why);
  out->why = why;
}

void
bh_sight (BhState *self,
          int      from,
          int      to,
          BhSight *out)
{
  BhMap *map = self->map;
  const BhArea *f = bh_map_area (map, from);
  const BhArea *t = bh_map_area (map, to);
  int line[BH_MAX_AREAS * 2];
  int n;
  int lo = MIN (f->elevation, t->elevation);
  const char *source = NULL;
  int data;

  out->why = NULL;
  if (from == to || bh_map_adjacent (map, from, to))
    {
      set (out, BH_SIGHT_CLEAR, FALSE, g_strdup (_("7.2 A region always sees an adjacent region")));
      return;
    }

  n = bh_map_line (map, from, to, line, G_N_ELEMENTS (line));
  data = bh_map_sight_data (map, from, to, &source);

  /* Military units block a line between regions of the same elevation
   * (elevation 2 sees over units below it); leaders alone never do. */
  if (f->elevation == t->elevation)
    for (int k = 0; k < n; k++)
      {
        const BhArea *r = bh_map_area (map, line[k]);

        if (r->kind == BH_AREA_LAND && (f->elevation < 2 || r->elevation == 2) &&
            (bh_count_military (self, line[k], REVROAD_BRITISH) > 0 ||
             bh_count_military (self, line[k], REVROAD_PATRIOT) > 0))
          {
            set (out, BH_SIGHT_BLOCKED, TRUE,
                 g_strdup_printf (_("7.2 Military units in %s block the line between regions of the same elevation"), r->name));
            return;
          }
      }

  if (data >= 0)
    {
      set (out, data ? BH_SIGHT_CLEAR : BH_SIGHT_BLOCKED, g_strcmp0 (source, "reconstructed") == 0,
           data ? g_strdup_printf (_("7.2 Sight confirmed (%s)"), source)
                : g_strdup_printf (_("7.2 No sight (%s)"), source));
      return;
    }

  for (int k = 0; k < n; k++)
    {
      const BhArea *r = bh_map_area (map, line[k]);

      if (r->kind != BH_AREA_LAND)
        continue;
      if (r->terrain == BH_TERRAIN_TOWN)
        {
          set (out, BH_SIGHT_BLOCKED, TRUE,
               g_strdup_printf (_("7.2 Fire may go into a town region but not through one (%s)"), r->name));
          return;
        }
      if (r->elevation == 2 && lo < 2)
        {
          set (out, BH_SIGHT_BLOCKED, TRUE,
               g_strdup_printf (_("7.2 The line crosses the elevation 2 region %s to or from lower ground"), r->name));
          return;
        }
      if (f->elevation == t->elevation && r->elevation > f->elevation)
        {
          set (out, BH_SIGHT_BLOCKED, TRUE,
               g_strdup_printf (_("7.2 The line crosses higher ground (%s)"), r->name));
          return;
        }
    }

  /* Blind regions: between a hilltop and low ground, a slope or ridge right
   * in front of the low region that does not touch the hilltop hides it,
   * both ways. */
  if (n > 0 && ((f->elevation == 2 && t->elevation == 0) || (f->elevation == 0 && t->elevation == 2)))
    {
      int high = f->elevation == 2 ? from : to;
      int near_low = f->elevation == 2 ? line[n - 1] : line[0];
      const BhArea *r = bh_map_area (map, near_low);

      if (r->kind == BH_AREA_LAND && r->elevation == 1 && !bh_map_adjacent (map, near_low, high))
        {
          set (out, BH_SIGHT_BLOCKED, TRUE,
               g_strdup_printf (_("7.2 %s hides the low ground behind it from the hilltop (a blind region)"), r->name));
          return;
        }
    }

  set (out, BH_SIGHT_CLEAR, TRUE, g_strdup (_("7.2 Sight proposed from the reconstructed map: confirm it at the table")));
}
