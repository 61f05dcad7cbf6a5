/* bh-units.c: counters on the Bunker Hill map: where they are, stacking
 * (3.0, 3.5), strength (4.1) and hits (4.1, 4.2, 7.0, 9.0).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

const RevroadUnitDef *
bh_def (BhState *self,
        int      i)
{
  return revroad_roster_get (self->roster, i);
}

int
bh_find_unit (BhState    *self,
              const char *id)
{
  return revroad_roster_find (self->roster, id);
}

gboolean
bh_is_military (BhState *self,
                int      i)
{
  return revroad_kind_is_military (bh_def (self, i)->kind);
}

gboolean
bh_is_leader (BhState *self,
              int      i)
{
  return bh_def (self, i)->kind == REVROAD_KIND_LEADER;
}

/* Is counter @i on the map in @area, of @side (REVROAD_NO_SIDE: either)? */
static gboolean
stands_in (BhState     *self,
           int          i,
           int          area,
           RevroadSide  side)
{
  const RevroadUnit *u = bh_unit (self, i);

  return u->place == REVROAD_PLACE_MAP && u->region == area &&
         (side == REVROAD_NO_SIDE || bh_def (self, i)->side == side);
}

void
bh_units_by_region (BhState       *self,
                    BhRegionUnits  in)
{
  int n_areas = MIN (bh_map_get_n_areas (self->map), BH_MAX_AREAS);

  for (int r = 0; r < n_areas; r++)
    for (int s = 0; s < REVROAD_N_SIDES; s++)
      revroad_unit_set_clear (&in[r][s]);
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnit *u = bh_unit (self, i);
      RevroadSide side = bh_def (self, i)->side;

      if (u->place == REVROAD_PLACE_MAP && u->region >= 0 && u->region < n_areas &&
          (side == REVROAD_BRITISH || side == REVROAD_PATRIOT))
        revroad_unit_set_add (&in[u->region][side], i);
    }
}

RevroadUnitSet
bh_units_in (BhState     *self,
             int          area,
             RevroadSide  side)
{
  RevroadUnitSet set;

  revroad_unit_set_clear (&set);
  for (int i = 0; i < bh_n_units (self); i++)
    if (stands_in (self, i, area, side))
      revroad_unit_set_add (&set, i);
  return set;
}

RevroadUnitSet
bh_units_tagged (BhState    *self,
                 const char *tag)
{
  RevroadUnitSet set;

  revroad_unit_set_clear (&set);
  for (int i = 0; i < bh_n_units (self); i++)
    if (g_strcmp0 (bh_def (self, i)->group, tag) == 0)
      revroad_unit_set_add (&set, i);
  return set;
}

int
bh_military_in (BhState              *self,
                const RevroadUnitSet *set)
{
  int n = 0;

  revroad_unit_set_foreach (i, set)
    if (bh_is_military (self, i))
      n++;
  return n;
}

int
bh_healthy_in (BhState              *self,
               const RevroadUnitSet *set)
{
  int n = 0;

  revroad_unit_set_foreach (i, set)
    if (bh_is_military (self, i) && !bh_unit (self, i)->flipped)
      n++;
  return n;
}

int
bh_count_military (BhState     *self,
                   int          area,
                   RevroadSide  side)
{
  RevroadUnitSet set = bh_units_in (self, area, side);

  return bh_military_in (self, &set);
}

int
bh_count_healthy_units (BhState     *self,
                        int          area,
                        RevroadSide  side)
{
  RevroadUnitSet set = bh_units_in (self, area, side);

  return bh_healthy_in (self, &set);
}

int
bh_count_healthy_counters (BhState     *self,
                           int          area,
                           RevroadSide  side)
{
  RevroadUnitSet set = bh_units_in (self, area, side);
  int n = 0;

  revroad_unit_set_foreach (i, &set)
    if (!bh_unit (self, i)->flipped)
      n++;
  return n;
}

void
bh_presence (BhState  *self,
             gboolean  present[][REVROAD_N_SIDES])
{
  for (int r = 0; r < BH_MAX_AREAS; r++)
    present[r][REVROAD_BRITISH] = present[r][REVROAD_PATRIOT] = FALSE;
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnit *u = bh_unit (self, i);

      if (u->place == REVROAD_PLACE_MAP && u->region >= 0 && u->region < BH_MAX_AREAS)
        present[u->region][bh_def (self, i)->side] = TRUE;
    }
}

gboolean
bh_side_present (BhState     *self,
                 int          area,
                 RevroadSide  side)
{
  /* bh_units_in without building the set: the first one will do. */
  for (int i = 0; i < bh_n_units (self); i++)
    if (stands_in (self, i, area, side))
      return TRUE;
  return FALSE;
}

/* FAQ: movement stops next to unbroken enemy units other than leaders. */
int
bh_enemy_units_next_to (BhState     *self,
                        int          area,
                        RevroadSide  side,
                        gboolean     sure)
{
  return bh_enemy_units_next_to_in (self, NULL, area, side, sure);
}

int
bh_enemy_units_next_to_in (BhState                      *self,
                           const RevroadUnitSet        (*in)[REVROAD_N_SIDES],
                           int                           area,
                           RevroadSide                   side,
                           gboolean                      sure)
{
  int nb[BH_MAX_AREAS];
  int n = bh_map_land_neighbours (self->map, area, nb);
  RevroadSide enemy = revroad_side_other (side);

  for (int k = 0; k < n; k++)
    if ((in != NULL ? bh_healthy_in (self, &in[nb[k]][enemy]) : bh_count_healthy_units (self, nb[k], enemy)) > 0 &&
        !(sure && bh_map_adjacency_reconstructed (self->map, area, nb[k])))
      return nb[k];
  /* The Muster Box borders the Neck, but nobody fires into or out of it in
   * the two-player game (3.2), so it never stops a move. */
  return -1;
}

gboolean
bh_enemy_units_adjacent (BhState     *self,
                         int          area,
                         RevroadSide  side)
{
  return bh_enemy_units_next_to (self, area, side, FALSE) >= 0;
}

gboolean
bh_stack_ok (BhState     *self,
             int          area,
             RevroadSide  side,
             int          n)
{
  const BhArea *a = bh_map_area (self->map, area);

  if (a->kind == BH_AREA_MUSTER || a->kind == BH_AREA_ZONE)
    return TRUE;
  if (side == REVROAD_BRITISH && a->kind == BH_AREA_LAND && a->zone >= 0)
    return TRUE;
  return n <= BH_STACK_LIMIT;
}

gboolean
bh_unit_active (BhState *self,
                int      i)
{
  const RevroadUnit *u = bh_unit (self, i);

  return u->place == REVROAD_PLACE_MAP && !(u->markers & REVROAD_MARK_PANIC);
}

gboolean
bh_reveal (BhState      *self,
           int           i,
           MusterEntry  *entry,
           MusterChance *chance,
           GError      **error)
{
  const RevroadUnitDef *def = bh_def (self, i);
  RevroadUnit *u = bh_unit (self, i);
  g_autofree char *counter = NULL;
  int strength = 1;

  if (!revroad_unit_is_hidden (def, u))
    return TRUE;
  counter = revroad_militia_draw (self->militia, chance, def->id, &strength, error);
  if (counter == NULL)
    {
      /* An empty cup cannot happen with the 21 counters the rulebook lists
       * for 21 hidden militia; a players' correction could still empty it,
       * and then the militia fights at the commonest strength. */
      if (error != NULL && *error != NULL && g_error_matches (*error, MUSTER_ERROR, MUSTER_ERROR_NOTHING))
        {
          g_clear_error (error);
          u->strength = 1;
          muster_entry_append_text (entry, _("The militia cup is empty: %s fights at strength 1 (4.1)."), def->name);
          return TRUE;
        }
      return FALSE;
    }
  u->strength = (gint8) strength;
  u->pool = (gint8) revroad_militia_counter_index (counter);
  muster_entry_append_text (entry, _("%s is revealed as a strength %d militia (4.1)."), def->name, strength);
  return TRUE;
}

gboolean
bh_reveal_set (BhState              *self,
               const RevroadUnitSet *set,
               MusterEntry          *entry,
               MusterChance         *chance,
               GError              **error)
{
  revroad_unit_set_foreach (i, set)
    if (!bh_reveal (self, i, entry, chance, error))
      return FALSE;
  return TRUE;
}

int
bh_unit_strength (BhState  *self,
                  int       i,
                  gboolean  paired)
{
  const RevroadUnitDef *def = bh_def (self, i);
  const RevroadUnit *u = bh_unit (self, i);
  int strength = revroad_unit_strength (def, u);

  if (strength == 0 && paired && def->kind == REVROAD_KIND_MILITIA && !u->flipped)
    return 1;
  return strength;
}

void
bh_pair_zero_militia (BhState              *self,
                      int                   area,
                      RevroadSide           side,
                      const RevroadUnitSet *units,
                      RevroadUnitSet       *paired)
{
  RevroadUnitSet here = bh_units_in (self, area, side);
  int leaders = 0;

  revroad_unit_set_clear (paired);
  revroad_unit_set_foreach (i, &here)
    if (bh_is_leader (self, i))
      leaders++;
  revroad_unit_set_foreach (i, units)
    if (leaders > 0 && bh_def (self, i)->kind == REVROAD_KIND_MILITIA &&
        !bh_unit (self, i)->flipped && bh_unit (self, i)->strength == 0)
      {
        revroad_unit_set_add (paired, i);
        leaders--;
      }
}

void
bh_move_unit (BhState *self,
              int      i,
              int      area)
{
  RevroadUnit *u = bh_unit (self, i);

  u->region = (gint16) area;
  u->place = REVROAD_PLACE_MAP;
}

char *
bh_unit_label (BhState *self,
               int      i)
{
  g_autofree char *desc = revroad_unit_describe (bh_def (self, i), bh_unit (self, i));

  return g_strdup_printf ("%s (%s)", bh_def (self, i)->id, desc);
}

void
bh_hit_unit (BhState     *self,
             int          i,
             MusterEntry *entry)
{
  const RevroadUnitDef *def = bh_def (self, i);
  RevroadUnit *u = bh_unit (self, i);
  gboolean leader = def->kind == REVROAD_KIND_LEADER;

  if (u->place != REVROAD_PLACE_MAP)
    return;

  if (!u->flipped)
    {
      /* 4.1, 4.2: the first hit flips the counter (a field cannon to its
       * damaged side); a damaged cannon counts as a break for morale (9.0). */
      u->flipped = TRUE;
      if (leader)
        muster_entry_append_text (entry, _("%s is wounded."), def->name);
      else if (def->kind == REVROAD_KIND_CANNON)
        muster_entry_append_text (entry, _("%s is damaged."), def->name);
      else
        muster_entry_append_text (entry, _("%s is broken."), def->name);
      bh_adjust_morale (self, def->side, -1, entry,
                        leader ? _("a leader wounded") : def->kind == REVROAD_KIND_CANNON ? _("a field cannon damaged") : _("a unit broken"));
    }
  else
    {
      u->place = REVROAD_PLACE_ELIMINATED;
      u->region = REVROAD_NOWHERE;
      u->markers = 0;
      muster_entry_append_text (entry, leader ? _("%s is killed.") : _("%s is destroyed."), def->name);
      bh_adjust_morale (self, def->side, leader ? -2 : -1, entry,
                        leader ? _("a leader killed") : _("a unit destroyed"));
    }
}
