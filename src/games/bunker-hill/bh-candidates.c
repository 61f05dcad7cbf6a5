/* bh-candidates.c: argument lists worth trying for each action now, for
 * muster_state_list_candidates() and the random playouts.
 *
 * The lists are a quick look, like the gate: every region and counter the
 * action could name, narrowed where it is cheap to see (enemies within
 * reach, the regions a decision names); the engine's own check keeps the
 * ones it accepts. Enough that a random player finishes every scenario.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

static void
add_try (GPtrArray  *tries,
         const char *first,
         ...)
{
  va_list args;
  guint n = 0;
  char **argv;

  /* Counted, then copied: one allocation for the list. */
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    n++;
  va_end (args);
  argv = g_new (char *, n + 1);
  n = 0;
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    argv[n++] = g_strdup (arg);
  va_end (args);
  argv[n] = NULL;
  g_ptr_array_add (tries, argv);
}

static const char *
area_id (BhState *self,
         int      r)
{
  return bh_map_area (self->map, r)->id;
}

static gboolean
is_kind (BhState  *self,
         int       r,
         BhAreaKind kind)
{
  return bh_map_area (self->map, r)->kind == kind;
}

/* Every neighbour of @r, of any kind (borrowed). */
static GArray *
neighbours (BhState *self,
            int      r)
{
  return revroad_map_neighbours (bh_map_get_graph (self->map), r);
}

/* The hits of the pending allocation spread over the counters that may
 * take them: each candidate order names every counter once before any
 * takes a second hit; another names each counter for all it can take. */
static void
allocations (BhState   *self,
             GPtrArray *tries)
{
  const BhPending *p = &self->pending[0];
  RevroadUnitSet c = bh_alloc_candidates (self, p);
  int ids[REVROAD_MAX_UNITS], room[REVROAD_MAX_UNITS], n = 0, total = 0, need;

  revroad_unit_set_foreach (i, &c)
    {
      ids[n] = (int) i;
      room[n] = (p->flags & (BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_ONCE_EACH)) || bh_unit (self, i)->flipped ? 1 : 2;
      total += room[n];
      n++;
    }
  need = MIN (p->hits, total);
  if (n == 0 || need == 0)
    return;
  for (int start = 0; start < n; start++)
    for (int deep = 0; deep < 2; deep++)
      {
        GStrvBuilder *builder = g_strv_builder_new ();
        int named = 0;

        if (deep)
          for (int k = 0; k < n && named < need; k++)
            for (int h = 0; h < room[(start + k) % n] && named < need; h++, named++)
              g_strv_builder_add (builder, bh_def (self, ids[(start + k) % n])->id);
        else
          for (int pass = 0; pass < 2 && named < need; pass++)
            for (int k = 0; k < n && named < need; k++)
              if (pass < room[(start + k) % n])
                {
                  g_strv_builder_add (builder, bh_def (self, ids[(start + k) % n])->id);
                  named++;
                }
        g_ptr_array_add (tries, g_strv_builder_end (builder));
        g_strv_builder_unref (builder);
      }
}

/* Retreats and the way out of a fire: each neighbour, with everybody or
 * with one counter at a time. */
static void
ways_out (BhState    *self,
          int         region,
          RevroadSide side,
          gboolean    stay_possible,
          GPtrArray  *tries)
{
  GArray *nb = neighbours (self, region);
  RevroadUnitSet here = bh_units_in (self, region, side);

  if (stay_possible)
    add_try (tries, NULL, NULL);
  for (guint k = 0; k < nb->len; k++)
    {
      const char *to = area_id (self, g_array_index (nb, int, k));

      add_try (tries, to, NULL);
      revroad_unit_set_foreach (i, &here)
        add_try (tries, to, bh_def (self, i)->id, NULL);
    }
}

static void
regions_of_decision (BhState     *self,
                     BhActionTag  tag,
                     GPtrArray   *tries)
{
  if (tag == BH_ACT_PANIC)
    {
      g_autoptr(GArray) regions = bh_panic_regions (self);

      for (guint k = 0; k < regions->len; k++)
        add_try (tries, area_id (self, g_array_index (regions, int, k)), NULL);
    }
  else
    {
      int cand[BH_MAX_AREAS];
      int n = bh_spread_candidates (self, self->pending[0].region, cand);

      for (int k = 0; k < n; k++)
        add_try (tries, area_id (self, cand[k]), NULL);
    }
}

static void
objectives (BhState   *self,
            int        above,
            GPtrArray *tries)
{
  static const char * const lines[] = {
    "1", "2", "3", "4 ndw", "5 breeds-hill", "6 neck ndw bunker-hill zone-1 zone-3 zone-4",
  };

  for (guint k = (guint) above; k < G_N_ELEMENTS (lines); k++)
    g_ptr_array_add (tries, g_strsplit (lines[k], " ", -1));
}

static void
bombardments (BhState   *self,
              GPtrArray *tries)
{
  BhFleetBox fleet = bh_map_fleet_box_of (self->map, self->fleet);

  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    {
      const BhArea *a = bh_map_area (self->map, r);
      gboolean by_fleet = (a->bombard & (1u << fleet)) != 0;
      gboolean by_battery = (a->bombard & (1u << BH_FLEET_HARBOR)) && !a->copps_dark;
      gboolean units = bh_count_healthy_counters (self, r, REVROAD_PATRIOT) >= 2;
      gboolean burnable = a->terrain == BH_TERRAIN_TOWN && !self->ablaze[r] && !self->hot_shot_used;

      if (a->kind != BH_AREA_LAND)
        continue;
      if (by_fleet && units)
        add_try (tries, "fleet", "units", a->id, NULL);
      if (by_battery && units)
        add_try (tries, "battery", "units", a->id, NULL);
      if (by_battery && burnable)
        add_try (tries, "battery", "hot-shot", a->id, NULL);
      if (by_fleet && burnable && by_battery && units)
        add_try (tries, "fleet", "hot-shot", a->id, "battery", "units", a->id, NULL);
    }
}

/* Actions from a region of @side: at enemies within reach, or to where
 * its counters may go. */
static void
from_own_regions (BhState     *self,
                  BhActionTag  tag,
                  RevroadSide  side,
                  GPtrArray   *tries)
{
  RevroadSide enemy = revroad_side_other (side);
  gboolean present[BH_MAX_AREAS][REVROAD_N_SIDES];

  /* Who stands where, once, rather than for every pair of regions. */
  bh_presence (self, present);
  for (int f = 0; f < bh_map_get_n_areas (self->map) && f < BH_MAX_AREAS; f++)
    {
      if (!present[f][side])
        continue;
      if (tag == BH_ACT_RALLY)
        {
          add_try (tries, area_id (self, f), NULL);
          continue;
        }
      for (int t = 0; t < bh_map_get_n_areas (self->map) && t < BH_MAX_AREAS; t++)
        {
          gboolean enemy_there = present[t][enemy];
          int distance;

          if (t == f || !(is_kind (self, t, BH_AREA_LAND) || (is_kind (self, t, BH_AREA_MUSTER) && tag == BH_ACT_LAND_MOVE)))
            continue;
          distance = bh_map_distance (self->map, f, t);
          switch (tag)
            {
            case BH_ACT_VOLLEY:
              if (enemy_there && distance <= 2)
                add_try (tries, area_id (self, f), area_id (self, t), NULL);
              break;
            case BH_ACT_CANNONADE:
              if (enemy_there)
                add_try (tries, area_id (self, f), area_id (self, t), NULL);
              break;
            case BH_ACT_ASSAULT:
              if (enemy_there && bh_map_adjacent (self->map, f, t))
                add_try (tries, area_id (self, f), area_id (self, t), NULL);
              break;
            case BH_ACT_LAND_MOVE:
              if (!enemy_there && distance <= 4)
                add_try (tries, area_id (self, f), area_id (self, t), NULL);
              break;
            case BH_ACT_REORGANIZE:
              if (bh_map_adjacent (self->map, f, t))
                add_try (tries, area_id (self, f), area_id (self, t), NULL);
              break;
            default:
              break;
            }
        }
    }
}

GPtrArray *
bh_candidates (MusterState           *state,
               const MusterActionDef *def)
{
  BhState *self = BH_STATE (state);
  BhActionTag tag = (BhActionTag) def->tag;
  GPtrArray *tries = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  RevroadSide side = bh_acting_side (self);
  gboolean decided = bh_decision (self) == tag || (tag == BH_ACT_STAND && bh_decision (self) == BH_ACT_RETREAT);

  switch (tag)
    {
    case BH_ACT_DRAW_CARD:
    case BH_ACT_END_TURN:
    case BH_ACT_PLAN:
    case BH_ACT_USE_RESERVE:
    case BH_ACT_SETUP_SUGGESTED:
    case BH_ACT_SETUP_DONE:
    case BH_ACT_ROLL_OBJECTIVE:
    case BH_ACT_STAND:
    case BH_ACT_WRONG_AMMO:
    case BH_ACT_COURAGE:
    case BH_ACT_FIRE_SPREAD:
      add_try (tries, NULL, NULL);
      break;
    case BH_ACT_PASS:
      add_try (tries, NULL, NULL);
      add_try (tries, "spend", NULL);
      break;
    case BH_ACT_DEFENSIVE_FIRE:
      add_try (tries, "fire", NULL);
      add_try (tries, "hold", NULL);
      if (self->opt_more_ammo)
        {
          add_try (tries, "fire", "hit4", NULL);
          add_try (tries, "fire", "hit3", NULL);
        }
      break;
    case BH_ACT_PANIC:
    case BH_ACT_SPREAD_TO:
      if (decided)
        regions_of_decision (self, tag, tries);
      break;
    case BH_ACT_ALLOCATE:
      if (decided)
        allocations (self, tries);
      break;
    case BH_ACT_RETREAT:
      if (decided)
        ways_out (self, self->assault.target, side, TRUE, tries);
      break;
    case BH_ACT_EVACUATE:
      if (decided)
        ways_out (self, self->pending[0].region, self->pending[0].side, FALSE, tries);
      break;
    case BH_ACT_REINFORCE:
    case BH_ACT_NAVAL_MOVE:
      for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
        if (is_kind (self, r, tag == BH_ACT_REINFORCE ? BH_AREA_ZONE : BH_AREA_FLEET))
          add_try (tries, area_id (self, r), NULL);
      break;
    case BH_ACT_CHOOSE_OBJECTIVE:
      objectives (self, 0, tries);
      break;
    case BH_ACT_UPGRADE_OBJECTIVE:
      objectives (self, self->solo.objective, tries);
      break;
    case BH_ACT_CHOOSE_DEFENSE:
      {
        static const char * const focus[] = { "charlestown", "ndw", "breeds-hill", "bunker-hill" };

        for (guint k = 0; k < G_N_ELEMENTS (focus); k++)
          add_try (tries, focus[k], NULL);
      }
      break;
    case BH_ACT_LAND_TROOPS:
      for (int z = 0; z < bh_map_get_n_areas (self->map); z++)
        if (is_kind (self, z, BH_AREA_ZONE) && bh_side_present (self, z, REVROAD_BRITISH))
          {
            GArray *nb = neighbours (self, z);

            for (guint k = 0; k < nb->len; k++)
              add_try (tries, area_id (self, z), area_id (self, g_array_index (nb, int, k)), NULL);
          }
      break;
    case BH_ACT_SNIPE:
      for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
        if (is_kind (self, r, BH_AREA_LAND) && bh_side_present (self, r, REVROAD_BRITISH))
          add_try (tries, area_id (self, r), NULL);
      break;
    case BH_ACT_BOMBARD:
      bombardments (self, tries);
      break;
    case BH_ACT_VOLLEY:
    case BH_ACT_CANNONADE:
    case BH_ACT_ASSAULT:
    case BH_ACT_LAND_MOVE:
    case BH_ACT_REORGANIZE:
    case BH_ACT_RALLY:
      if (side != REVROAD_NO_SIDE)
        from_own_regions (self, tag, side, tries);
      break;
    case BH_ACT_SETUP_PLACE:
    case BH_ACT_SETUP_SWAP:
    case BH_ACT_CORRECTION:
    case BH_ACT_NONE:
    default:
      break;
    }
  return tries;
}
