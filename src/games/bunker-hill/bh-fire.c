/* bh-fire.c: the ranged combat actions: Volley Fire (6.1), Cannonade (6.3),
 * Bombard with Hot Shot (6.4) and Snipe (6.9).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-private.h"

int
bh_fill_pool (BhState         *self,
              RevroadSide      side,
              int              dice,
              int              militia_dice,
              int              hit_min,
              RevroadDicePool *pool)
{
  int cap = side == REVROAD_PATRIOT ? bh_patriot_dice_cap (self) : 0;
  int capped = 0;

  dice = MAX (0, dice);
  militia_dice = CLAMP (militia_dice, 0, dice);
  if (cap > 0 && dice > cap)
    {
      /* 8.0 and the FAQ: the cap comes last, after every modifier. The
       * dice given up are the militia's first, which hit least often. */
      militia_dice = MAX (0, militia_dice - (dice - cap));
      capped = dice;
      dice = cap;
    }
  if (side == REVROAD_PATRIOT && self->demoralized[REVROAD_PATRIOT] && militia_dice > 0)
    {
      /* 9.2: demoralized militia hit only on a 6. */
      revroad_dice_pool_add (pool, (guint) (dice - militia_dice), (guint) hit_min);
      revroad_dice_pool_add (pool, (guint) militia_dice, (guint) MAX (hit_min, 6));
    }
  else
    revroad_dice_pool_add (pool, (guint) dice, (guint) hit_min);
  return capped;
}

void
bh_note_cap (BhState     *self,
             int          capped,
             MusterEntry *entry)
{
  int cap = bh_patriot_dice_cap (self);

  if (capped <= 0 || cap <= 0)
    return;
  if (self->ammo <= 0)
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                  "8.0 Out of ammunition: the Patriots roll %d die instead of %d.",
                                                  "8.0 Out of ammunition: the Patriots roll %d dice instead of %d.",
                                                  cap),
                              cap, capped);
  else
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                  "8.0 Low ammunition: the Patriots roll %d die instead of %d.",
                                                  "8.0 Low ammunition: the Patriots roll %d dice instead of %d.",
                                                  cap),
                              cap, capped);
}

gboolean
bh_roll_pool (BhState               *self,
              const RevroadDicePool *pool,
              RevroadSide            side,
              const char            *what,
              MusterEntry           *entry,
              MusterChance          *chance,
              guint                 *hits,
              GError               **error)
{
  guint values[REVROAD_DICE_MAX];
  guint n = revroad_dice_pool_count (pool);
  g_autofree char *desc = revroad_dice_pool_describe (pool);
  g_autofree char *faces = NULL;

  *hits = 0;
  if (n == 0)
    {
      muster_entry_append_text (entry, _("%s: no dice to roll."), what);
      return TRUE;
    }
  if (!revroad_dice_pool_roll (pool, chance, side, what, values, hits, error))
    return FALSE;
  faces = revroad_dice_faces (values, n);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s: %s: %s → %u hit.",
                                 "%s: %s: %s → %u hits.", *hits), what, desc, faces, *hits);
  return TRUE;
}

/* The strength of @units and how much of it is militia. */
static int
group_strength (BhState              *self,
                int                   from,
                RevroadSide           side,
                const RevroadUnitSet *units,
                int                  *militia,
                gboolean             *hidden)
{
  RevroadUnitSet paired;
  int total = 0;

  bh_pair_zero_militia (self, from, side, units, &paired);
  *militia = 0;
  *hidden = FALSE;
  revroad_unit_set_foreach (i, units)
    {
      int s = bh_unit_strength (self, i, revroad_unit_set_has (&paired, i));

      if (s < 0)
        {
          *hidden = TRUE;
          continue;
        }
      total += s;
      if (bh_def (self, i)->kind == REVROAD_KIND_MILITIA)
        *militia += s;
    }
  return total;
}

gboolean
bh_plan_volley (BhState              *self,
                int                   from,
                int                   to,
                const RevroadUnitSet *firers,
                gboolean              extra_die,
                BhVolleyPlan         *plan,
                MusterEntry          *entry,
                GError              **error)
{
  RevroadSide side = REVROAD_NO_SIDE;
  int militia, dice, hit_min;
  BhModifier terrain[4];
  int nt;

  memset (plan, 0, sizeof *plan);
  plan->firers = *firers;
  revroad_unit_set_foreach (i, firers)
    side = bh_def (self, i)->side;
  if (side == REVROAD_NO_SIDE)
    return bh_illegal (error, _("6.1 Volley Fire: no unit can fire"));

  plan->strength = group_strength (self, from, side, firers, &militia, &plan->hidden);
  plan->distance = bh_map_distance (self->map, from, to);
  hit_min = plan->distance <= 1 ? 5 : 6;

  nt = bh_terrain_modifiers (self, from, to, TRUE, terrain);
  for (int k = 0; k < nt; k++)
    plan->mods[plan->n_mods++] = terrain[k];
  if (side == REVROAD_BRITISH && self->demoralized[REVROAD_BRITISH])
    plan->mods[plan->n_mods++] = (BhModifier) { -1, _("9.3 British demoralization: one die fewer"), FALSE };
  plan->ammo_cost = side == REVROAD_PATRIOT ? 1 : 0;
  if (side == REVROAD_PATRIOT && extra_die)
    {
      plan->mods[plan->n_mods++] = (BhModifier) { 1, _("11.2 One more die for one more ammunition"), FALSE };
      plan->ammo_cost++;
    }

  dice = plan->strength;
  for (int k = 0; k < plan->n_mods; k++)
    {
      dice += plan->mods[k].delta;
      /* Dice taken away come from the militia first (it matters only to
       * demoralized militia, who hit less often). */
      if (plan->mods[k].delta < 0)
        militia = MAX (0, militia + plan->mods[k].delta);
    }
  plan->cap = side == REVROAD_PATRIOT ? bh_patriot_dice_cap (self) : 0;
  revroad_dice_pool_init (&plan->pool);
  plan->capped = bh_fill_pool (self, side, dice, militia, hit_min, &plan->pool);
  return TRUE;
}

RevroadUnitSet
bh_eligible_firers (BhState     *self,
                    int          from,
                    RevroadSide  side,
                    gboolean     cannon_only)
{
  RevroadUnitSet here = bh_units_in (self, from, side);
  RevroadUnitSet out;

  revroad_unit_set_clear (&out);
  revroad_unit_set_foreach (i, &here)
    {
      const RevroadUnitDef *def = bh_def (self, i);
      const RevroadUnit *u = bh_unit (self, i);

      if (!bh_is_military (self, i) || !bh_unit_active (self, i) || (u->markers & REVROAD_MARK_FIRED))
        continue;
      if (cannon_only && def->kind != REVROAD_KIND_CANNON)
        continue;
      if (u->flipped && def->kind != REVROAD_KIND_CANNON)
        continue;
      if (def->kind == REVROAD_KIND_CANNON && side == REVROAD_BRITISH && !self->ammo_arrived)
        continue;
      revroad_unit_set_add (&out, i);
    }
  return out;
}

/* The region may be fired at: the Muster Box only across the Neck in the
 * solitaire game (3.2, 12.2). */
static gboolean
target_area_ok (BhState  *self,
                int       from,
                int       to,
                const char *rule,
                GError  **error)
{
  const BhArea *t = bh_map_area (self->map, to);

  if (t->kind == BH_AREA_MUSTER)
    {
      if (self->solitaire && from == bh_map_neck (self->map))
        return TRUE;
      return bh_illegal (error, _("3.2 Patriot Muster Box: counters there may not be attacked or targeted (%s)"), rule);
    }
  if (t->kind != BH_AREA_LAND)
    return bh_illegal (error, _("%s: the target must be a land region"), rule);
  return TRUE;
}

static gboolean
check_sight (BhState     *self,
             int          from,
             int          to,
             const char  *rule,
             MusterEntry *entry,
             GError     **error)
{
  BhSight sight = { 0 };
  gboolean ok = TRUE;

  bh_sight (self, from, to, &sight);
  if (sight.result == BH_SIGHT_CLEAR && sight.reconstructed)
    /* 7.2: where the board decides, Muster proposes and the players confirm
     * (set-sight) or dispute it (sight-roll). */
    muster_entry_append_text (entry, _("Line of Sight from %s to %s as proposed on the reconstructed map (7.2)."),
                              bh_map_area (self->map, from)->name, bh_map_area (self->map, to)->name);
  if (sight.result == BH_SIGHT_BLOCKED)
    {
      if (sight.reconstructed)
        ok = bh_uncertain (entry, error, _("%s needs Line of Sight; %s"), rule, sight.why);
      else
        ok = bh_illegal (error, _("%s needs Line of Sight; %s"), rule, sight.why);
    }
  g_free (sight.why);
  return ok;
}

/* 3.3: a volley into a town region crosses at most one town border. Out of
 * one town region into another that it does not border, it crosses the
 * borders of both, whatever the line of sight; a line through a third town
 * region is a matter of sight (7.2). The town regions are the rulebook's
 * ten, and regions the map does not join count as apart. */
static gboolean
check_town_borders (BhState  *self,
                    int       from,
                    int       to,
                    GError  **error)
{
  const BhArea *f = bh_map_area (self->map, from);
  const BhArea *t = bh_map_area (self->map, to);

  if (t->terrain != BH_TERRAIN_TOWN || f->terrain != BH_TERRAIN_TOWN || bh_map_adjacent (self->map, from, to))
    return TRUE;
  return bh_illegal (error, _("3.3 Charlestown: a volley into a town region may cross only one town border, and one from %s into %s crosses at least two"),
                     f->name, t->name);
}

gboolean
bh_volley_firers (BhState              *self,
                  int                   from,
                  RevroadSide           side,
                  const RevroadUnitSet *listed_in,
                  RevroadUnitSet       *out,
                  GError              **error)
{
  RevroadUnitSet listed = *listed_in;
  RevroadUnitSet eligible, firers;

  eligible = bh_eligible_firers (self, from, side, FALSE);
  if (!revroad_unit_set_is_empty (&listed))
    {
      revroad_unit_set_foreach (i, &listed)
        {
          const RevroadUnit *u = bh_unit (self, i);
          const RevroadUnitDef *def = bh_def (self, i);

          if (def->side != side || u->place != REVROAD_PLACE_MAP || u->region != from)
            return bh_illegal (error, _("6.1 Volley Fire: %s is not a %s unit in %s"), def->name,
                               bh_side_name (side), bh_map_area (self->map, from)->name);
          if (!revroad_unit_set_has (&eligible, i))
            {
              if (u->markers & REVROAD_MARK_FIRED)
                return bh_illegal (error, _("6.1 Volley Fire: %s has already fired this turn (4.10)"), def->name);
              if (u->markers & REVROAD_MARK_PANIC)
                return bh_illegal (error, _("9.1 Panic: %s is panicked and may not be activated"), def->name);
              if (def->kind == REVROAD_KIND_CANNON && !self->ammo_arrived && side == REVROAD_BRITISH)
                return bh_illegal (error, _("4.3 Wrong Ammo: British field cannon may not fire until the ammunition arrives"));
              return bh_illegal (error, _("6.1 Volley Fire: %s cannot fire (broken units and leaders have no strength)"), def->name);
            }
        }
      firers = listed;
    }
  else
    firers = eligible;
  if (revroad_unit_set_is_empty (&firers))
    return bh_illegal (error, _("6.1 Volley Fire: no %s unit in %s can fire"), bh_side_name (side),
                       bh_map_area (self->map, from)->name);

  /* FAQ: from a staging area no more than three units fire with one action;
   * 12.1 solitaire objective 1: two of three in Charlestown. */
  {
    int limit = REVROAD_MAX_UNITS;
    const BhObjective *obj = bh_solo_objective (self);

    if (bh_map_area (self->map, from)->zone >= 0 && side == REVROAD_BRITISH)
      limit = BH_STACK_LIMIT;
    if (obj != NULL && obj->no_cannon && bh_map_area (self->map, from)->terrain == BH_TERRAIN_TOWN)
      limit = 2;
    if ((int) revroad_unit_set_count (&firers) > limit)
      {
        if (!revroad_unit_set_is_empty (&listed))
          return bh_illegal (error, limit == 2
                             ? _("12.3 Objective 1: only two of the three units in a Charlestown region may fire")
                             : _("FAQ Staging areas: at most three units fire from a staging area with one action"));
        /* Nobody was named: the first units in roster order fire. */
        {
          RevroadUnitSet some;
          int n = 0;

          revroad_unit_set_clear (&some);
          revroad_unit_set_foreach (i, &firers)
            if (n < limit)
              {
                revroad_unit_set_add (&some, i);
                n++;
              }
          firers = some;
        }
      }
  }

  *out = firers;
  return TRUE;
}

gboolean
bh_do_volley (MusterState            *state,
              const MusterActionDef  *action_def,
              MusterEntry            *entry,
              MusterChance           *chance,
              GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  RevroadSide enemy = revroad_side_other (side);
  int from, to, dist;
  gboolean extra = FALSE;
  RevroadUnitSet listed, firers;
  BhVolleyPlan plan;
  guint hits = 0;
  guint n_args = muster_args_count (args);
  g_autofree char *what = NULL;

  if (n_args < 2)
    return bh_invalid (error, _("Usage: %s"), "volley-fire FROM TO [UNIT...] [extra-die]");
  if (n_args > 2 && g_str_equal (args[n_args - 1], "extra-die"))
    {
      extra = TRUE;
      n_args--;
    }
  if ((from = bh_parse_area (self, args[0], _("firing region"), error)) < 0 ||
      (to = bh_parse_area (self, args[1], _("target region"), error)) < 0)
    return FALSE;
  revroad_unit_set_clear (&listed);
  for (guint k = 2; k < n_args; k++)
    {
      int i = bh_find_unit (self, args[k]);
      if (i < 0)
        return bh_invalid (error, _("There is no counter “%s”"), args[k]);
      revroad_unit_set_add (&listed, i);
    }
  if (!bh_can_act (self, side, error) || !bh_check_own (self, side, from, &listed, error))
    return FALSE;
  if (extra && (side != REVROAD_PATRIOT || !self->opt_more_ammo))
    return bh_illegal (error, _("11.2 More Patriot Ammunition: the extra die is an optional Patriot rule not in play"));
  if (extra && self->ammo < 2)
    return bh_illegal (error, _("11.2 More Patriot Ammunition: the volley and its extra die need 2 ammunition"));

  if (bh_map_area (self->map, from)->kind == BH_AREA_MUSTER && !self->solitaire)
    return bh_illegal (error, _("3.2 Patriot Muster Box: it lies off the map; nobody fires into or out of it in the two-player game"));
  if (!bh_volley_firers (self, from, side, &listed, &firers, error))
    return FALSE;

  if (!target_area_ok (self, from, to, "6.1", error))
    return FALSE;
  if (!bh_side_present (self, to, enemy))
    return bh_illegal (error, _("6.1 Volley Fire: %s holds no %s counters"), bh_map_area (self->map, to)->name,
                       bh_side_name (enemy));
  dist = bh_map_distance (self->map, from, to);
  if (from == to)
    return bh_illegal (error, _("6.1 Volley Fire: the target must be another region"));
  /* Regions the map does not join count as apart (docs/bunker-hill.md):
   * these limits rest on the rulebook. */
  if (side == REVROAD_PATRIOT && self->ammo <= 0 && dist != 1)
    return bh_illegal (error, _("8.0 Out of ammunition: the Patriots volley only into an adjacent region, and %s does not border %s"),
                       bh_map_area (self->map, to)->name, bh_map_area (self->map, from)->name);
  if (dist > 2)
    return bh_illegal (error, _("6.1 Volley Fire: the target may be at most two regions away, and %s is farther from %s"),
                       bh_map_area (self->map, to)->name, bh_map_area (self->map, from)->name);
  if (!check_town_borders (self, from, to, error))
    return FALSE;
  if (!check_sight (self, from, to, "6.1 Volley Fire", entry, error))
    return FALSE;

  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "6.1");
  if (!bh_reveal_set (self, &firers, entry, chance, error))
    return FALSE;
  if (!bh_plan_volley (self, from, to, &firers, extra, &plan, entry, error))
    return FALSE;
  for (int k = 0; k < plan.n_mods; k++)
    if (plan.mods[k].delta != 0)
      muster_entry_append_text (entry, "%s (%+d).", plan.mods[k].why, plan.mods[k].delta);
  bh_note_cap (self, plan.capped, entry);

  what = g_strdup_printf (_("%s volley from %s into %s"), bh_side_name (side),
                          bh_map_area (self->map, from)->name, bh_map_area (self->map, to)->name);
  if (!bh_roll_pool (self, &plan.pool, side, what, entry, chance, &hits, error))
    return FALSE;

  revroad_unit_set_foreach (i, &firers)
    bh_unit (self, i)->markers |= REVROAD_MARK_FIRED;
  if (side == REVROAD_PATRIOT)
    bh_spend_ammo (self, plan.ammo_cost, entry, _("Volley Fire"));
  bh_spend_action (self, side);
  return bh_queue_hits (self, enemy, to, (int) hits, BH_ALLOC_RANGED, side, NULL, entry, chance, error);
}

gboolean
bh_do_cannonade (MusterState            *state,
                 const MusterActionDef  *action_def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  RevroadSide enemy = revroad_side_other (side);
  guint n_args = muster_args_count (args);
  int froms[BH_MAX_AREAS], tos[BH_MAX_AREAS];
  int n_pairs = (int) n_args / 2;

  if (n_args < 2 || n_args % 2 != 0)
    return bh_invalid (error, _("Usage: %s"), "cannonade FROM TO [FROM TO...]");
  for (int k = 0; k < n_pairs; k++)
    {
      if ((froms[k] = bh_parse_area (self, args[2 * k], _("firing region"), error)) < 0 ||
          (tos[k] = bh_parse_area (self, args[2 * k + 1], _("target region"), error)) < 0)
        return FALSE;
      for (int j = 0; j < k; j++)
        if (froms[j] == froms[k])
          return bh_illegal (error, _("FAQ Cannonade: the cannon of one region fire at one target region"));
    }
  if (!bh_can_act (self, side, error))
    return FALSE;
  for (int k = 0; k < n_pairs; k++)
    if (!bh_check_own (self, side, froms[k], NULL, error))
      return FALSE;

  /* Check every pair before any die is thrown. */
  for (int k = 0; k < n_pairs; k++)
    {
      RevroadUnitSet cannons = bh_eligible_firers (self, froms[k], side, TRUE);

      if (revroad_unit_set_is_empty (&cannons))
        {
          RevroadUnitSet here = bh_units_in (self, froms[k], side);
          gboolean any = FALSE;

          revroad_unit_set_foreach (i, &here)
            any |= bh_def (self, i)->kind == REVROAD_KIND_CANNON;
          if (any && side == REVROAD_BRITISH && !self->ammo_arrived)
            return bh_illegal (error, _("4.3 Wrong Ammo: British field cannon may not fire until the ammunition arrives"));
          return bh_illegal (error, _("6.3 Cannonade: no %s field cannon in %s can fire (each fires once a turn)"),
                             bh_side_name (side), bh_map_area (self->map, froms[k])->name);
        }
      if (!target_area_ok (self, froms[k], tos[k], "6.3", error))
        return FALSE;
      if (!bh_side_present (self, tos[k], enemy))
        return bh_illegal (error, _("6.3 Cannonade: %s holds no %s counters"), bh_map_area (self->map, tos[k])->name,
                           bh_side_name (enemy));
      if (!check_sight (self, froms[k], tos[k], "6.3 Cannonade", entry, error))
        return FALSE;
    }

  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "6.3");
  for (int k = 0; k < n_pairs; k++)
    {
      RevroadUnitSet cannons = bh_eligible_firers (self, froms[k], side, TRUE);
      RevroadDicePool pool;
      int dice = 0;
      int dist = bh_map_distance (self->map, froms[k], tos[k]);
      guint hits = 0;
      g_autofree char *what = g_strdup_printf (_("%s cannonade from %s into %s"), bh_side_name (side),
                                               bh_map_area (self->map, froms[k])->name,
                                               bh_map_area (self->map, tos[k])->name);

      revroad_unit_set_foreach (i, &cannons)
        dice += bh_unit_strength (self, i, FALSE);
      revroad_dice_pool_init (&pool);
      /* 6.3: hits on 5-6 within two regions, on 6 beyond. */
      bh_note_cap (self, bh_fill_pool (self, side, dice, 0, dist <= 2 ? 5 : 6, &pool), entry);
      if (!bh_roll_pool (self, &pool, side, what, entry, chance, &hits, error))
        return FALSE;
      revroad_unit_set_foreach (i, &cannons)
        bh_unit (self, i)->markers |= REVROAD_MARK_FIRED;
      if (!bh_queue_hits (self, enemy, tos[k], (int) hits,
                          BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_ONCE_EACH | BH_ALLOC_RANGED,
                          side, NULL, entry, chance, error))
        return FALSE;
    }
  bh_spend_action (self, side);
  return TRUE;
}

gboolean
bh_do_bombard (MusterState            *state,
               const MusterActionDef  *action_def,
               MusterEntry            *entry,
               MusterChance           *chance,
               GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  guint n_args = muster_args_count (args);
  struct { int firer; gboolean hot; int target; } shots[2];
  int n_shots = 0;
  gboolean seen[2] = { FALSE, FALSE };

  if (n_args == 0 || n_args % 3 != 0 || n_args > 6)
    return bh_invalid (error, _("Usage: %s"), "bombard fleet|battery units|hot-shot REGION [fleet|battery units|hot-shot REGION]");
  for (guint k = 0; k < n_args; k += 3)
    {
      int firer;

      if (g_str_equal (args[k], "fleet"))
        firer = 0;
      else if (g_str_equal (args[k], "battery") || g_str_equal (args[k], "copps-hill"))
        firer = 1;
      else
        return bh_invalid (error, _("“%s” is not a bombarding unit: fleet or battery"), args[k]);
      if (seen[firer])
        return bh_illegal (error, _("6.4 Bombard: each of the fleet and the battery fires once per Bombard action"));
      seen[firer] = TRUE;
      if (!g_str_equal (args[k + 1], "units") && !g_str_equal (args[k + 1], "hot-shot"))
        return bh_invalid (error, _("“%s” is not a kind of bombardment: units or hot-shot"), args[k + 1]);
      shots[n_shots].firer = firer;
      shots[n_shots].hot = g_str_equal (args[k + 1], "hot-shot");
      if ((shots[n_shots].target = bh_parse_area (self, args[k + 2], _("target region"), error)) < 0)
        return FALSE;
      n_shots++;
    }
  if (!bh_can_take (self, REVROAD_BRITISH, "6.4 Bombard", error))
    return FALSE;

  for (int s = 0; s < n_shots; s++)
    {
      int t = shots[s].target;
      const BhArea *a = bh_map_area (self->map, t);
      BhFleetBox box = shots[s].firer == 0 ? bh_map_fleet_box_of (self->map, self->fleet) : BH_FLEET_HARBOR;
      g_autofree char *key = g_strdup_printf ("bombard-%s", box == BH_FLEET_MYSTIC ? "mystic" : box == BH_FLEET_CHARLES ? "charles" : "harbor");

      if (a->kind != BH_AREA_LAND)
        return bh_illegal (error, _("6.4 Bombard: the target must be a region of the peninsula"));
      if (!(a->bombard & (1u << box)))
        {
          if (!bh_map_reconstructed (self->map, t, key))
            return bh_illegal (error, _("6.4 Bombard: %s lies outside the target area of the %s"), a->name,
                               shots[s].firer == 0 ? _("fleet") : _("Copp’s Hill battery"));
          if (!bh_uncertain (entry, error, _("6.4 Bombard: %s lies outside the target area of the %s on the reconstructed player aid"),
                             a->name, shots[s].firer == 0 ? _("fleet") : _("Copp’s Hill battery")))
            return FALSE;
        }
      if (shots[s].firer == 1 && a->copps_dark)
        {
          if (!bh_map_reconstructed (self->map, t, "copps-dark"))
            return bh_illegal (error, _("4.4 Copp’s Hill Battery: it may not fire at a darkened region"));
          if (!bh_uncertain (entry, error, _("4.4 Copp’s Hill Battery: %s is darkened on the reconstructed player aid"), a->name))
            return FALSE;
        }
      if (shots[s].hot)
        {
          if (a->terrain != BH_TERRAIN_TOWN)
            return bh_illegal (error, _("6.4 Hot Shot: only Charlestown regions can be set on fire"));
          if (self->ablaze[t])
            return bh_illegal (error, _("6.4 Hot Shot: %s is already ablaze"), a->name);
          if (self->hot_shot_used)
            return bh_illegal (error, _("6.4 Hot Shot: only one Ablaze marker may be placed by Bombard each turn; only units may be targeted now"));
        }
      else if (bh_count_healthy_counters (self, t, REVROAD_PATRIOT) < 2)
        return bh_illegal (error, _("6.4 Bombard: a target needs at least two healthy Patriot counters"));
    }

  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "6.4");
  for (int s = 0; s < n_shots; s++)
    {
      int t = shots[s].target;
      const BhArea *a = bh_map_area (self->map, t);
      const char *who = shots[s].firer == 0 ? _("The fleet") : _("The Copp’s Hill battery");
      RevroadDicePool pool;
      guint hits = 0;
      g_autofree char *what = NULL;

      revroad_dice_pool_init (&pool);
      if (shots[s].hot)
        {
          if (self->hot_shot_used)
            {
              muster_entry_append_text (entry, _("%s holds its Hot Shot: an Ablaze marker was already placed this turn (6.4)."), who);
              continue;
            }
          what = g_strdup_printf (_("%s fires Hot Shot at %s"), who, a->name);
          revroad_dice_pool_add (&pool, 1, 4);
          if (!bh_roll_pool (self, &pool, REVROAD_BRITISH, what, entry, chance, &hits, error))
            return FALSE;
          if (hits > 0)
            {
              self->hot_shot_used = TRUE;
              bh_set_ablaze (self, t, entry);
            }
          continue;
        }
      what = g_strdup_printf (_("%s bombards %s"), who, a->name);
      /* 6.4: two dice hitting on 6, or 5-6 against a staging area; terrain
       * never matters. */
      revroad_dice_pool_add (&pool, 2, a->zone >= 0 ? 5 : 6);
      if (!bh_roll_pool (self, &pool, REVROAD_BRITISH, what, entry, chance, &hits, error))
        return FALSE;
      if (!bh_queue_hits (self, REVROAD_PATRIOT, t, (int) hits, BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_RANGED,
                          REVROAD_BRITISH, NULL, entry, chance, error))
        return FALSE;
    }
  bh_spend_action (self, REVROAD_BRITISH);
  return TRUE;
}

gboolean
bh_do_snipe (MusterState            *state,
             const MusterActionDef  *action_def,
             MusterEntry            *entry,
             MusterChance           *chance,
             GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int t, nb[BH_MAX_AREAS], n;
  const BhArea *a;
  gboolean town_near = FALSE, unburnt_near = FALSE;
  RevroadUnitSet targets, here;
  RevroadDicePool pool;
  guint hits = 0;
  guint flags = BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_NO_CANNON | BH_ALLOC_RANGED;
  g_autofree char *what = NULL;

  if (!muster_args_check_count (args, 1, 1, "snipe REGION", error))
    return FALSE;
  if ((t = bh_parse_area (self, args[0], _("target region"), error)) < 0)
    return FALSE;
  if (!bh_can_take (self, REVROAD_PATRIOT, "6.9 Snipe", error))
    return FALSE;
  if (self->ammo <= BH_LOW_AMMO)
    return bh_illegal (error, _("8.0 Low ammunition: the Patriots may not snipe with ammunition at 12 or less"));
  a = bh_map_area (self->map, t);
  if (a->kind != BH_AREA_LAND)
    return bh_illegal (error, _("6.9 Snipe: the target must be a region of the peninsula"));

  /* 6.9 and the FAQ: the snipers shoot from a town region next to the
   * target that is not on fire. Regions the map does not join count as
   * apart (docs/bunker-hill.md), so both limits rest on the rulebook. */
  n = bh_map_land_neighbours (self->map, t, nb);
  if (a->terrain == BH_TERRAIN_TOWN && !self->ablaze[t])
    unburnt_near = town_near = TRUE;
  for (int k = 0; k < n; k++)
    if (bh_map_area (self->map, nb[k])->terrain == BH_TERRAIN_TOWN)
      {
        town_near = TRUE;
        if (!self->ablaze[nb[k]])
          unburnt_near = TRUE;
      }
  if (a->terrain != BH_TERRAIN_TOWN && !town_near)
    return bh_illegal (error, _("6.9 Snipe: the target must be in Charlestown or next to it, and %s borders no town region"), a->name);
  if (!unburnt_near)
    return bh_illegal (error, _("6.9 Snipe: the target must be next to a Charlestown region that is not on fire (no sniping from a burning region, FAQ)"));

  here = bh_units_in (self, t, REVROAD_BRITISH);
  revroad_unit_set_clear (&targets);
  if (self->solitaire)
    flags |= BH_ALLOC_NO_LANDED;
  revroad_unit_set_foreach (i, &here)
    {
      const RevroadUnit *u = bh_unit (self, i);
      const RevroadUnitDef *def = bh_def (self, i);

      if (u->flipped || def->kind == REVROAD_KIND_CANNON)
        continue;
      if ((flags & BH_ALLOC_NO_LANDED) && def->kind == REVROAD_KIND_LEADER && (u->markers & BH_MARK_LANDED))
        continue;
      revroad_unit_set_add (&targets, i);
    }
  if (revroad_unit_set_is_empty (&targets))
    return bh_illegal (error, _("6.9 Snipe: %s holds no unbroken or healthy British counter that snipers may hit (not field cannon)"), a->name);

  muster_entry_set_side (entry, "patriot");
  muster_entry_set_rule (entry, "6.9");
  what = g_strdup_printf (_("Patriot snipers fire at %s"), a->name);
  revroad_dice_pool_init (&pool);
  revroad_dice_pool_add (&pool, 1, 5);
  if (!bh_roll_pool (self, &pool, REVROAD_PATRIOT, what, entry, chance, &hits, error))
    return FALSE;
  bh_spend_action (self, REVROAD_PATRIOT);
  return bh_queue_hits (self, REVROAD_BRITISH, t, (int) hits, flags, REVROAD_PATRIOT, &targets, entry, chance, error);
}
