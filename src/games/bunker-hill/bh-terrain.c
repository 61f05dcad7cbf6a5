/* bh-terrain.c: terrain combat modifiers (3.1) and town regions (3.3).
 *
 * A modifier adds or removes dice; it never changes what a die needs to hit.
 * The number left of the slash changes the dice of a volley into the
 * region, the number right of it the dice of the region's defenders in an
 * assault. Town regions are not printed with modifiers: a volley into one
 * rolls a die fewer, its defenders roll a die more (3.3).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

static gboolean
slope_or_ridge (const BhArea *a)
{
  return a->terrain == BH_TERRAIN_SLOPE || a->terrain == BH_TERRAIN_RIDGE;
}

int
bh_terrain_modifiers (BhState    *self,
                      int         from,
                      int         to,
                      gboolean    volley,
                      BhModifier *out)
{
  const BhArea *f = bh_map_area (self->map, from);
  const BhArea *t = bh_map_area (self->map, to);
  int printed = volley ? t->volley : t->assault;
  int n = 0;

  if (t->color != BH_COLOR_NONE && printed != 0)
    {
      gboolean used;
      const char *why;

      if (t->feature == BH_FEATURE_REDOUBT || t->color == BH_COLOR_ORANGE)
        {
          /* 3.1 The Redoubt: its modifiers count from anywhere, even from
           * the other Breed's Hill hilltop region. */
          used = TRUE;
          why = volley ? _("3.1 Redoubt volley modifier (always used)")
                       : _("3.1 Redoubt assault modifier (always used)");
        }
      else if (f->terrain == BH_TERRAIN_HILLTOP)
        {
          used = FALSE;
          why = _("3.1 Hilltops: firing or assaulting from a hilltop ignores terrain modifiers");
        }
      else if (slope_or_ridge (t) && slope_or_ridge (f) && bh_map_adjacent (self->map, from, to))
        {
          used = FALSE;
          why = _("3.1 Slopes and ridges: ignored from an adjacent slope or ridge");
        }
      else if (t->color == BH_COLOR_YELLOW && !bh_map_adjacent (self->map, from, to))
        {
          used = FALSE;
          why = _("3.1 Rail fence and stone wall: used only from an adjacent region");
        }
      else
        {
          used = TRUE;
          why = volley ? _("3.1 Volley Fire modifier of the target region")
                       : _("3.1 Assault modifier of the defender’s region");
        }
      out[n].delta = used ? printed : 0;
      out[n].why = why;
      out[n].reconstructed = bh_map_reconstructed (self->map, to, "volley");
      n++;
    }

  if (t->terrain == BH_TERRAIN_TOWN)
    {
      out[n].delta = volley ? -1 : 1;
      out[n].why = volley ? _("3.3 Town region: one die fewer for a volley into it")
                          : _("3.3 Town region: its defenders roll one die more");
      out[n].reconstructed = bh_map_reconstructed (self->map, to, "terrain");
      n++;
    }
  return n;
}
