/* bh-invariants.c: what must hold in every state of a game of Bunker Hill,
 * checked after every action of the random playouts (tests/test-playout.c):
 * tracks within their ranges, every counter in one place of the right kind,
 * stacking within the rules, and both sides in one region, or counters in
 * a fire, only while a decision is open about them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

#define broken(error, ...) muster_fail ((error), MUSTER_ERROR_ILLEGAL, __VA_ARGS__)

static gboolean
in_range (int          value,
          int          lo,
          int          hi,
          const char  *what,
          GError     **error)
{
  if (value >= lo && value <= hi)
    return TRUE;
  return broken (error, "%s is %d, outside %d to %d", what, value, lo, hi);
}

static gboolean
tracks_ok (BhState  *self,
           GError  **error)
{
  if (!in_range (self->ammo, 0, BH_AMMO_START, "8.0 Patriot ammunition", error) ||
      !in_range (self->tracks.turn, 1, self->tracks.last_turn, "5.0 The turn", error))
    return FALSE;
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      const char *name = bh_side_name ((RevroadSide) s);
      g_autofree char *morale = g_strdup_printf ("9.0 %s morale", name);
      g_autofree char *actions = g_strdup_printf ("5.2 The %s Action track", name);
      g_autofree char *reserve = g_strdup_printf ("5.2 The %s Reserve Action track", name);

      if (!in_range (self->morale[s], 0, BH_MORALE_START, morale, error) ||
          !in_range (self->tracks.actions[s], 0, REVROAD_MAX_ACTIONS, actions, error) ||
          !in_range (self->tracks.reserve[s], 0, REVROAD_MAX_RESERVE, reserve, error))
        return FALSE;
      if (self->demoralized[s] && self->tracks.reserve[s] > 0)
        return broken (error, "9.2/9.3 The demoralized %s side keeps a Reserve Action", name);
    }
  return TRUE;
}

static gboolean
counters_ok (BhState  *self,
             int      *military,
             GError  **error)
{
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnit *u = bh_unit (self, i);
      const RevroadUnitDef *def = bh_def (self, i);
      const BhArea *a;

      if ((u->region >= 0) != (u->place == REVROAD_PLACE_MAP))
        return broken (error, "%s is on the map without a region, or in a region off the map", def->name);
      if (u->place != REVROAD_PLACE_MAP)
        continue;
      if (u->region >= bh_map_get_n_areas (self->map))
        return broken (error, "%s is in no area of the map", def->name);
      a = bh_map_area (self->map, u->region);
      if (a->kind == BH_AREA_FLEET || a->kind == BH_AREA_BATTERY)
        return broken (error, "%s stands in %s, where counters never go", def->name, a->name);
      if (def->side == REVROAD_BRITISH ? a->kind == BH_AREA_MUSTER : a->kind == BH_AREA_ZONE)
        return broken (error, "3.2/3.5 %s stands in %s, which its side never enters", def->name, a->name);
      if (self->ablaze[u->region] && !self->over && bh_decision (self) == BH_ACT_NONE &&
          !(self->shared & (G_GUINT64_CONSTANT (1) << u->region)))
        return broken (error, "6.4 %s stays in %s, which is ablaze, and nobody is asked to move it", def->name, a->name);
      if (bh_is_military (self, i))
        military[u->region * REVROAD_N_SIDES + def->side]++;
    }
  return TRUE;
}

gboolean
bh_check_invariants (MusterState  *state,
                     GError      **error)
{
  BhState *self = BH_STATE (state);
  int military[BH_MAX_AREAS * REVROAD_N_SIDES] = { 0 };

  if (!tracks_ok (self, error) || !counters_ok (self, military, error))
    return FALSE;
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    {
      const BhArea *a = bh_map_area (self->map, r);

      /* Both sides share a region only in the middle of an assault there,
       * or in a staging area where the British landed among Patriots
       * (6.10 says nothing of it: only an override lets it through), or
       * where a board correction put them. */
      if (bh_side_present (self, r, REVROAD_BRITISH) && bh_side_present (self, r, REVROAD_PATRIOT) &&
          bh_decision (self) == BH_ACT_NONE && a->zone < 0 && !(self->shared & (G_GUINT64_CONSTANT (1) << r)))
        return broken (error, "6.2 Both sides stand in %s with no assault under way", a->name);
      /* 3.0 and 3.5: three military units a side, except the British in
       * staging areas and landing zones, the Patriots in the Muster Box,
       * and where 7.1's exception left no choice. */
      if (a->kind != BH_AREA_LAND || (self->overstacked & (G_GUINT64_CONSTANT (1) << r)))
        continue;
      if (a->zone < 0 && military[r * REVROAD_N_SIDES + REVROAD_BRITISH] > BH_STACK_LIMIT)
        return broken (error, "3.0 %s holds %d British units", a->name, military[r * REVROAD_N_SIDES + REVROAD_BRITISH]);
      if (military[r * REVROAD_N_SIDES + REVROAD_PATRIOT] > BH_STACK_LIMIT)
        return broken (error, "3.0 %s holds %d Patriot units", a->name, military[r * REVROAD_N_SIDES + REVROAD_PATRIOT]);
    }
  return TRUE;
}
