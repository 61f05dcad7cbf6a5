/* bh-victory.c: victory points (10.0, the FAQ's burned Charlestown, 12.2)
 * and control of the hills.
 *
 * The two-player schedule is printed on the player aid, which the rulebook
 * text lacks: data/games/bunker-hill/vp.xml holds reconstructed values that
 * the players edit (set-vp). Points are counted in halves because the
 * solitaire list gives half a point for broken units.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

/* A region is held by unbroken military units with no enemy there; a
 * leader alone holds nothing (12.3, objective 1). */
static gboolean
controls (BhState       *self,
          BhRegionUnits  in,
          int            region,
          RevroadSide    side)
{
  return bh_healthy_in (self, &in[region][side]) > 0 &&
         revroad_unit_set_is_empty (&in[region][revroad_side_other (side)]);
}

static gboolean
is_hilltop (BhState *self,
            int      region,
            int      hill)
{
  const BhArea *a = bh_map_area (self->map, region);

  return a->kind == BH_AREA_LAND && a->terrain == BH_TERRAIN_HILLTOP && (hill < 0 || (int) a->hill == hill);
}

/* Who holds every hilltop region of @hill, with the units placed. */
static RevroadSide
hill_holder (BhState       *self,
             BhRegionUnits  in,
             int            hill)
{
  int n_areas = MIN (bh_map_get_n_areas (self->map), BH_MAX_AREAS);

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      gboolean all = TRUE, any = FALSE;

      for (int r = 0; r < n_areas && all; r++)
        {
          if (!is_hilltop (self, r, hill))
            continue;
          any = TRUE;
          all = controls (self, in, r, (RevroadSide) s);
        }
      if (any && all)
        return (RevroadSide) s;
    }
  return REVROAD_NO_SIDE;
}

int
bh_hill_regions_held (BhState     *self,
                      RevroadSide  side)
{
  BhRegionUnits in;
  int n_areas = MIN (bh_map_get_n_areas (self->map), BH_MAX_AREAS);
  int n = 0;

  bh_units_by_region (self, in);
  for (int r = 0; r < n_areas; r++)
    if (is_hilltop (self, r, -1) && controls (self, in, r, side))
      n++;
  return n;
}

static void
award (BhState     *self,
       int         *half_vp,
       GString     *detail,
       RevroadSide  side,
       const char  *id,
       int          times)
{
  const BhAward *a;
  int points;

  /* Most awards are not earned: nothing to look up then. */
  if (times == 0)
    return;
  a = bh_data_award (self->data, self->solitaire, id);
  if (a == NULL || a->half_points == 0)
    return;
  points = a->half_points * times;
  half_vp[side] += points;
  if (detail != NULL)
    g_string_append_printf (detail, _("%s %+g (%s ×%d, %s). "), bh_side_name (side), points / 2.0,
                            id, times, a->source);
}

void
bh_score (BhState *self,
          gboolean final,
          int     *half_vp,
          GString *detail)
{
  int destroyed[REVROAD_N_SIDES] = { 0 }, killed[REVROAD_N_SIDES] = { 0 };
  int broken[REVROAD_N_SIDES] = { 0 }, panicked[REVROAD_N_SIDES] = { 0 }, wounded[REVROAD_N_SIDES] = { 0 };
  int ablaze = 0;

  half_vp[REVROAD_BRITISH] = half_vp[REVROAD_PATRIOT] = 0;
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnitDef *def = bh_def (self, i);
      const RevroadUnit *u = bh_unit (self, i);
      RevroadSide s = def->side;

      if (u->place == REVROAD_PLACE_ELIMINATED)
        {
          if (def->kind == REVROAD_KIND_LEADER)
            killed[s]++;
          else
            destroyed[s]++;
        }
      else if (u->place == REVROAD_PLACE_MAP)
        {
          if (def->kind == REVROAD_KIND_LEADER && u->flipped)
            wounded[s]++;
          else if (bh_is_military (self, i) && u->flipped)
            broken[s]++;
          else if (u->markers & REVROAD_MARK_PANIC)
            panicked[s]++;
        }
    }
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    ablaze += self->ablaze[r] ? 1 : 0;

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      RevroadSide other = revroad_side_other ((RevroadSide) s);

      award (self, half_vp, detail, other, "destroyed-unit", destroyed[s]);
      award (self, half_vp, detail, other, "killed-leader", killed[s]);
      award (self, half_vp, detail, other, "broken-unit", broken[s]);
      award (self, half_vp, detail, other, "panicked-unit", panicked[s]);
      award (self, half_vp, detail, other, "wounded-leader", wounded[s]);
    }

  if (!self->solitaire)
    {
      const BhAward *burn = bh_data_award (self->data, FALSE, "burned-region");

      BhRegionUnits in;

      bh_units_by_region (self, in);
      for (int h = 0; h < BH_N_HILLS; h++)
        {
          RevroadSide holder = hill_holder (self, in, h);

          if (holder != REVROAD_NO_SIDE)
            {
              g_autofree char *id = g_strdup_printf ("hill-%s", bh_hill_id (h));

              award (self, half_vp, detail, holder, id, 1);
            }
        }
      if (burn != NULL && ablaze > burn->over)
        {
          int times = ablaze - burn->over;

          if (burn->max > 0)
            times = MIN (times, burn->max);
          /* FAQ: one VP for each ablaze region beyond five, up to five. */
          award (self, half_vp, detail, REVROAD_BRITISH, "burned-region", times);
        }
    }
  else
    {
      int scored = 0;
      int captured = bh_solo_captured (self, &scored);
      const BhObjective *obj = bh_solo_objective (self);

      if (scored != 0)
        {
          half_vp[REVROAD_BRITISH] += scored;
          if (detail != NULL)
            g_string_append_printf (detail, _("British %+g (objective regions, %s). "), scored / 2.0,
                                    obj ? obj->section : "12.3");
        }
      if (self->demoralized[REVROAD_PATRIOT])
        award (self, half_vp, detail, REVROAD_PATRIOT, "patriot-demoralized", 1);
      if (self->ammo <= 0)
        award (self, half_vp, detail, REVROAD_PATRIOT, "patriot-no-ammo", 1);
      if (obj != NULL && captured == 0)
        {
          int regions[BH_MAX_AREAS];
          int nr = bh_solo_objective_regions (self, regions);
          gboolean near = FALSE;
          BhRegionUnits in;

          /* 12.2: the penalty is waived while an unbroken British unit stands
           * next to an objective region. */
          bh_units_by_region (self, in);
          for (int k = 0; k < nr; k++)
            {
              int nb[BH_MAX_AREAS];
              int m = bh_map_land_neighbours (self->map, regions[k], nb);

              for (int j = 0; j < m; j++)
                near |= bh_healthy_in (self, &in[nb[j]][REVROAD_BRITISH]) > 0;
            }
          if (!near)
            {
              const BhAward *a = bh_data_award (self->data, TRUE, "british-no-objective");

              if (a != NULL)
                {
                  int pts = a->half_points * (obj->none_penalty > 0 ? obj->none_penalty : 1);
                  half_vp[REVROAD_BRITISH] += pts;
                  if (detail != NULL)
                    g_string_append_printf (detail, _("British %+g (no objective region taken, 12.2). "), pts / 2.0);
                }
            }
          if (self->player == REVROAD_PATRIOT)
            award (self, half_vp, detail, REVROAD_PATRIOT, "patriot-objectives-held", 1);
        }
    }
  (void) final;
}

void
bh_update_vp (BhState *self)
{
  int half[REVROAD_N_SIDES];

  if (self->over)
    {
      half[0] = self->half_vp[0];
      half[1] = self->half_vp[1];
    }
  else
    bh_score (self, FALSE, half, NULL);
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    self->tracks.vp[s] = MAX (0, half[s] / 2);
}
