/* bh-assault.c: the Assault (6.2) and retreats (7.1).
 *
 * An assault moves the attackers into the defenders' region. The Patriot
 * defender may first pull minutemen, leaders and paired militia back (7.1);
 * the defenders then get a free round (which the Patriots may hold to save
 * ammunition, 8.0); after it, and after every simultaneous round, the
 * attacker and then the defender may retreat some or all of their counters
 * (7.1). The assault ends when one side is gone, when the attacker has fewer
 * healthy units than the defender (then it falls back where it came from),
 * or when nobody left in it can roll a die.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-private.h"

static RevroadSide
defender_of (BhState *self)
{
  return revroad_side_other (self->assault.attacker);
}

/* The attackers still in the battle. */
static RevroadUnitSet
attackers_here (BhState *self)
{
  RevroadUnitSet out;
  BhAssault *a = &self->assault;

  revroad_unit_set_clear (&out);
  revroad_unit_set_foreach (i, &a->attackers)
    {
      const RevroadUnit *u = bh_unit (self, i);
      if (u->place == REVROAD_PLACE_MAP && u->region == a->target)
        revroad_unit_set_add (&out, i);
    }
  return out;
}

/* Strength of the units of @set that may fire, with the solitaire limit of
 * two firing units in a Charlestown region (12.3 objective 1). */
static int
fighting_strength (BhState              *self,
                   int                   region,
                   RevroadSide           side,
                   const RevroadUnitSet *set,
                   int                  *militia)
{
  RevroadUnitSet paired;
  int strengths[REVROAD_MAX_UNITS], is_militia[REVROAD_MAX_UNITS], n = 0, total = 0;
  const BhObjective *obj = bh_solo_objective (self);
  int limit = (obj != NULL && obj->no_cannon &&
               bh_map_area (self->map, region)->terrain == BH_TERRAIN_TOWN) ? 2 : REVROAD_MAX_UNITS;

  bh_pair_zero_militia (self, region, side, set, &paired);
  *militia = 0;
  revroad_unit_set_foreach (i, set)
    {
      const RevroadUnitDef *def = bh_def (self, i);
      int s;

      if (!bh_is_military (self, i))
        continue;
      if (def->kind == REVROAD_KIND_CANNON && side == REVROAD_BRITISH && !self->ammo_arrived)
        continue;  /* 4.3 */
      s = bh_unit_strength (self, i, revroad_unit_set_has (&paired, i));
      if (s <= 0)
        continue;
      strengths[n] = s;
      is_militia[n] = def->kind == REVROAD_KIND_MILITIA;
      n++;
    }
  /* Keep the strongest when only some may fire. */
  for (int j = 1; j < n; j++)
    for (int k = j; k > 0 && strengths[k - 1] < strengths[k]; k--)
      {
        int t = strengths[k]; strengths[k] = strengths[k - 1]; strengths[k - 1] = t;
        t = is_militia[k]; is_militia[k] = is_militia[k - 1]; is_militia[k - 1] = t;
      }
  for (int j = 0; j < n && j < limit; j++)
    {
      total += strengths[j];
      if (is_militia[j])
        *militia += strengths[j];
    }
  return total;
}

void
bh_assault_pools (BhState              *self,
                  int                   from,
                  int                   to,
                  RevroadSide           attacker,
                  const RevroadUnitSet *attackers,
                  gboolean              free_round,
                  int                   patriot_hit_min,
                  BhAssaultDice        *out)
{
  RevroadSide defender = revroad_side_other (attacker);
  RevroadUnitSet defenders = bh_units_in (self, to, defender);
  int a_militia, d_militia;
  int a_dice = fighting_strength (self, to, attacker, attackers, &a_militia);
  int d_dice = fighting_strength (self, to, defender, &defenders, &d_militia);
  BhModifier terrain[4];
  int nt = bh_terrain_modifiers (self, from, to, FALSE, terrain);

  memset (out, 0, sizeof *out);
  for (int k = 0; k < nt; k++)
    {
      d_dice += terrain[k].delta;
      out->defend_mods[out->n_defend_mods++] = terrain[k];
    }
  if (self->demoralized[REVROAD_BRITISH])
    {
      /* 9.3: one die fewer on British assault rolls, attacking or defending. */
      BhModifier demoralized = { -1, _("9.3 British demoralization: one die fewer"), FALSE };

      if (attacker == REVROAD_BRITISH)
        {
          a_dice--;
          out->attack_mods[out->n_attack_mods++] = demoralized;
        }
      else
        {
          d_dice--;
          out->defend_mods[out->n_defend_mods++] = demoralized;
        }
    }
  revroad_dice_pool_init (&out->attack);
  revroad_dice_pool_init (&out->defend);
  if (!free_round)
    out->attack_capped = bh_fill_pool (self, attacker, a_dice, a_militia, 5, &out->attack);
  out->defend_capped = bh_fill_pool (self, defender, d_dice, d_militia,
                                     defender == REVROAD_PATRIOT ? patriot_hit_min : 5, &out->defend);
}

/* Says in the log what changed the dice of @who (the attackers or the
 * defenders) before they roll. */
static void
note_dice (BhState          *self,
           const BhModifier *mods,
           int               n_mods,
           int               capped,
           const char       *who,
           MusterEntry      *entry)
{
  for (int k = 0; k < n_mods; k++)
    if (mods[k].delta != 0)
      muster_entry_append_text (entry, "%s: %s (%+d).", who, mods[k].why, mods[k].delta);
  bh_note_cap (self, capped, entry);
}

static void
end_assault (BhState     *self,
             MusterEntry *entry,
             const char  *how)
{
  BhAssault *a = &self->assault;

  revroad_unit_set_foreach (i, &a->took_part)
    if (bh_unit (self, i)->place == REVROAD_PLACE_MAP)
      bh_unit (self, i)->markers |= REVROAD_MARK_MOVED | REVROAD_MARK_FIRED;
  revroad_unit_set_foreach (i, &a->defenders)
    if (bh_unit (self, i)->place == REVROAD_PLACE_MAP)
      bh_unit (self, i)->markers |= REVROAD_MARK_FIRED;
  muster_entry_append_text (entry, "%s", how);
  a->step = BH_ASSAULT_NONE;
}

/* 12.2 Retreats: in solitaire play, units that retreat next to unbroken
 * enemy units take a morale check, except from one Charlestown region into
 * another. */
static gboolean
solo_retreat_checks (BhState              *self,
                     const RevroadUnitSet *units,
                     int                   from,
                     int                   to,
                     MusterEntry          *entry,
                     MusterChance         *chance,
                     GError              **error)
{
  RevroadSide side = REVROAD_NO_SIDE;

  if (!self->solitaire || to == bh_map_muster_box (self->map))
    return TRUE;
  if (bh_map_area (self->map, from)->terrain == BH_TERRAIN_TOWN &&
      bh_map_area (self->map, to)->terrain == BH_TERRAIN_TOWN)
    return TRUE;
  revroad_unit_set_foreach (i, units)
    side = bh_def (self, i)->side;
  if (side == REVROAD_NO_SIDE || !bh_enemy_units_adjacent (self, to, side))
    return TRUE;
  revroad_unit_set_foreach (i, units)
    if (bh_is_military (self, i) && bh_unit (self, i)->place == REVROAD_PLACE_MAP &&
        !bh_solo_morale_check (self, (int) i, entry, chance, error))
      return FALSE;
  return TRUE;
}

static gboolean
attackers_fall_back (BhState      *self,
                     MusterEntry  *entry,
                     MusterChance *chance,
                     GError      **error)
{
  BhAssault *a = &self->assault;
  RevroadUnitSet here = attackers_here (self);

  revroad_unit_set_foreach (i, &here)
    bh_move_unit (self, i, a->origin);
  revroad_unit_set_foreach (i, &here)
    revroad_unit_set_remove (&a->attackers, i);
  if (revroad_unit_set_is_empty (&here))
    return TRUE;
  muster_entry_append_text (entry, _("The attackers fall back to %s (7.1)."),
                            bh_map_area (self->map, a->origin)->name);
  return solo_retreat_checks (self, &here, a->target, a->origin, entry, chance, error);
}

/* The defenders' free round (6.2). */
static gboolean
free_round (BhState      *self,
            gboolean      fire,
            MusterEntry  *entry,
            MusterChance *chance,
            GError      **error)
{
  BhAssault *a = &self->assault;
  RevroadSide defender = defender_of (self);
  RevroadUnitSet defenders = bh_units_in (self, a->target, defender);
  BhAssaultDice dice;
  guint hits = 0;
  RevroadUnitSet targets;

  if (defender == REVROAD_PATRIOT)
    bh_spend_ammo (self, 1, entry, _("defending in an Assault"));
  a->round = 0;
  if (!fire)
    {
      muster_entry_append_text (entry, _("The Patriots hold their free defensive fire to save ammunition (8.0)."));
      a->step = BH_ASSAULT_ATTACKER_DECIDE;
      return TRUE;
    }
  if (!bh_reveal_set (self, &defenders, entry, chance, error))
    return FALSE;
  targets = attackers_here (self);
  bh_assault_pools (self, a->origin, a->target, a->attacker, &targets, TRUE, a->patriot_hit_min, &dice);
  note_dice (self, dice.defend_mods, dice.n_defend_mods, dice.defend_capped, _("Defenders"), entry);
  if (!bh_roll_pool (self, &dice.defend, defender, _("Free defensive round"), entry, chance, &hits, error))
    return FALSE;
  if (defender == REVROAD_PATRIOT)
    bh_spend_ammo (self, 1, entry, _("free defensive fire"));
  a->step = BH_ASSAULT_ATTACKER_DECIDE;
  return bh_queue_hits (self, a->attacker, a->target, (int) hits, BH_ALLOC_ASSAULT, defender,
                        &targets, entry, chance, error);
}

/* A simultaneous round (6.2). */
static gboolean
full_round (BhState      *self,
            MusterEntry  *entry,
            MusterChance *chance,
            GError      **error)
{
  BhAssault *a = &self->assault;
  RevroadSide defender = defender_of (self);
  RevroadUnitSet attackers = attackers_here (self);
  RevroadUnitSet defenders = bh_units_in (self, a->target, defender);
  BhAssaultDice dice;
  guint a_hits = 0, d_hits = 0;

  if (!bh_reveal_set (self, &attackers, entry, chance, error) ||
      !bh_reveal_set (self, &defenders, entry, chance, error))
    return FALSE;
  a->round++;
  bh_assault_pools (self, a->origin, a->target, a->attacker, &attackers, FALSE, a->patriot_hit_min, &dice);
  if (revroad_dice_pool_count (&dice.attack) == 0 && revroad_dice_pool_count (&dice.defend) == 0)
    {
      /* Nobody left can roll: the round would change nothing, ever. */
      if (!attackers_fall_back (self, entry, chance, error))
        return FALSE;
      end_assault (self, entry, _("Neither side can roll a die: the assault ends and the attackers fall back (6.2)."));
      return TRUE;
    }
  note_dice (self, dice.attack_mods, dice.n_attack_mods, dice.attack_capped, _("Attackers"), entry);
  note_dice (self, dice.defend_mods, dice.n_defend_mods, dice.defend_capped, _("Defenders"), entry);
  if (!bh_roll_pool (self, &dice.attack, a->attacker, _("Attackers"), entry, chance, &a_hits, error) ||
      !bh_roll_pool (self, &dice.defend, defender, _("Defenders"), entry, chance, &d_hits, error))
    return FALSE;
  a->step = BH_ASSAULT_ATTACKER_DECIDE;
  if (!bh_queue_hits (self, defender, a->target, (int) a_hits, BH_ALLOC_ASSAULT, a->attacker,
                      &defenders, entry, chance, error))
    return FALSE;
  return bh_queue_hits (self, a->attacker, a->target, (int) d_hits, BH_ALLOC_ASSAULT, defender,
                        &attackers, entry, chance, error);
}

/* May this Patriot counter withdraw before the assault (7.1, FAQ)? */
static gboolean
may_withdraw_alone (BhState *self,
                    int      i)
{
  RevroadKind kind = bh_def (self, i)->kind;

  return kind == REVROAD_KIND_MINUTEMAN || kind == REVROAD_KIND_LEADER;
}

static gboolean
any_withdrawer (BhState *self)
{
  RevroadUnitSet d = bh_units_in (self, self->assault.target, REVROAD_PATRIOT);

  revroad_unit_set_foreach (i, &d)
    if (may_withdraw_alone (self, i))
      return TRUE;
  return FALSE;
}

/* Where the assault goes after the Patriot defender's retreats. */
static gboolean
after_pre_retreat (BhState      *self,
                   MusterEntry  *entry,
                   MusterChance *chance,
                   GError      **error)
{
  BhAssault *a = &self->assault;

  if (!bh_side_present (self, a->target, defender_of (self)))
    {
      end_assault (self, entry, _("The defenders are gone: the attackers hold the region (6.2)."));
      return TRUE;
    }
  if (defender_of (self) == REVROAD_PATRIOT)
    {
      a->step = BH_ASSAULT_DEF_CHOICE;
      return TRUE;
    }
  return free_round (self, TRUE, entry, chance, error);
}

gboolean
bh_do_assault (MusterState            *state,
               const MusterActionDef  *action_def,
               MusterEntry            *entry,
               MusterChance           *chance,
               GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  RevroadSide enemy = revroad_side_other (side);
  int from, to;
  RevroadUnitSet listed, attackers, here;
  int healthy_a, healthy_d, military = 0;
  BhAssault *a = &self->assault;

  if (muster_args_count (args) < 2)
    return bh_invalid (error, _("Usage: %s"), "assault FROM TO [COUNTER...]");
  if ((from = bh_parse_area (self, args[0], _("region"), error)) < 0 ||
      (to = bh_parse_area (self, args[1], _("target region"), error)) < 0)
    return FALSE;
  revroad_unit_set_clear (&listed);
  if (muster_args_count (args) > 2 && !bh_parse_units (self, args + 2, &listed, error))
    return FALSE;
  if (!bh_can_act (self, side, error) || !bh_check_own (self, side, from, &listed, error))
    return FALSE;
  if (side == REVROAD_PATRIOT && self->ammo <= 0)
    return bh_illegal (error, _("8.0 Out of ammunition: the Patriots may not use the Assault action"));
  if (bh_map_area (self->map, to)->kind != BH_AREA_LAND || bh_map_area (self->map, from)->kind != BH_AREA_LAND)
    return bh_illegal (error, _("6.2 Assault: both regions must be on the peninsula"));
  if (!bh_side_present (self, to, enemy))
    return bh_illegal (error, _("6.2 Assault: the target region must hold enemy counters"));

  here = bh_units_in (self, from, side);
  revroad_unit_set_clear (&attackers);
  revroad_unit_set_foreach (i, &here)
    {
      const RevroadUnit *u = bh_unit (self, i);
      const RevroadUnitDef *def = bh_def (self, i);
      gboolean ok = !(u->markers & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED | REVROAD_MARK_PANIC)) &&
                    (def->kind == REVROAD_KIND_LEADER || !u->flipped) &&
                    !(def->kind == REVROAD_KIND_CANNON && side == REVROAD_BRITISH && !self->ammo_arrived);

      if (!revroad_unit_set_is_empty (&listed) && !revroad_unit_set_has (&listed, i))
        continue;
      if (!ok)
        {
          if (revroad_unit_set_is_empty (&listed))
            continue;
          if (u->markers & REVROAD_MARK_PANIC)
            return bh_illegal (error, _("9.1 Panic: %s is panicked and may not be activated"), def->name);
          if (u->markers & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED))
            return bh_illegal (error, _("6.2 Assault: %s has moved or fired this turn; only fresh counters assault"), def->name);
          if (def->kind == REVROAD_KIND_CANNON)
            return bh_illegal (error, _("4.3 Wrong Ammo: British field cannon take no part in combat until the ammunition arrives"));
          return bh_illegal (error, _("4.1 Broken units are incapable of combat actions: %s may not assault"), def->name);
        }
      revroad_unit_set_add (&attackers, i);
      if (bh_is_military (self, i))
        military++;
    }
  revroad_unit_set_foreach (i, &listed)
    if (!revroad_unit_set_has (&here, i))
      return bh_illegal (error, _("6.2 Assault: %s is not a %s counter in %s"), bh_def (self, i)->name,
                         bh_side_name (side), bh_map_area (self->map, from)->name);
  if (military == 0)
    return bh_illegal (error, _("6.2 Assault: no %s unit in %s can assault (not moved, not fired, unbroken)"),
                       bh_side_name (side), bh_map_area (self->map, from)->name);
  if (side == REVROAD_BRITISH && bh_map_area (self->map, from)->zone >= 0 && military > BH_STACK_LIMIT)
    return bh_illegal (error, _("FAQ Staging areas: at most three units assault from a staging area with one action; name them"));

  healthy_a = bh_healthy_in (self, &attackers);
  healthy_d = bh_count_healthy_units (self, to, enemy);
  if (healthy_a < healthy_d && !(side == REVROAD_BRITISH && self->ammo <= 0))
    return bh_illegal (error, _("6.2 Assault: %d healthy units may not assault %d healthy defenders (at least as many are needed)"),
                       healthy_a, healthy_d);
  if (!bh_stack_ok (self, to, side, military))
    return bh_illegal (error, _("3.0 Stacking: more than three units may not assault into one region"));
  if (!bh_check_adjacent (self, from, to, "6.2 Assault", error))
    return FALSE;

  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "6.2");
  bh_spend_action (self, side);
  memset (a, 0, sizeof *a);
  a->attacker = side;
  a->origin = from;
  a->target = to;
  a->attackers = attackers;
  a->took_part = attackers;
  a->patriot_hit_min = 5;
  a->defenders = bh_units_in (self, to, enemy);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s assault from %s into %s with %d unit.",
                                 "%s assault from %s into %s with %d units.", military), bh_side_name (side),
                            bh_map_area (self->map, from)->name, bh_map_area (self->map, to)->name, military);
  if (side == REVROAD_PATRIOT)
    bh_spend_ammo (self, 1, entry, _("assaulting"));

  /* 9.1: panicked defenders are destroyed by an assault. */
  revroad_unit_set_foreach (i, &a->defenders)
    if (bh_unit (self, i)->markers & REVROAD_MARK_PANIC)
      {
        muster_entry_append_text (entry, _("%s is panicked and is destroyed by the assault (9.1)."), bh_def (self, i)->name);
        bh_unit (self, i)->flipped = TRUE;
        bh_hit_unit (self, i, entry);
      }
  revroad_unit_set_foreach (i, &attackers)
    bh_move_unit (self, i, to);

  if (enemy == REVROAD_PATRIOT && any_withdrawer (self))
    {
      a->step = BH_ASSAULT_PRE_RETREAT;
      return TRUE;
    }
  return after_pre_retreat (self, entry, chance, error);
}

gboolean
bh_do_defensive_fire (MusterState            *state,
                      const MusterActionDef  *action_def,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhAssault *a = &self->assault;
  gboolean fire;
  int cost = 0;

  if (a->step != BH_ASSAULT_DEF_CHOICE)
    return bh_illegal (error, _("8.0 No defender is choosing whether to fire the free round"));
  if (!muster_args_check_count (args, 1, 2, "defensive-fire fire|hold [hit4|hit3]", error))
    return FALSE;
  if (g_str_equal (args[0], "fire"))
    fire = TRUE;
  else if (g_str_equal (args[0], "hold"))
    fire = FALSE;
  else
    return bh_invalid (error, _("Say fire or hold"));
  a->patriot_hit_min = 5;
  if (args[1] != NULL)
    {
      if (!self->opt_more_ammo)
        return bh_illegal (error, _("11.2 More Patriot Ammunition: an optional rule not in play"));
      if (g_str_equal (args[1], "hit4"))
        a->patriot_hit_min = 4, cost = 2;
      else if (g_str_equal (args[1], "hit3"))
        a->patriot_hit_min = 3, cost = 4;
      else
        return bh_invalid (error, _("Say hit4 or hit3"));
    }
  if (cost > 0 && self->ammo < cost)
    return bh_illegal (error, _("11.2 More Patriot Ammunition: %d ammunition is needed and only %d is left"), cost, self->ammo);
  muster_entry_set_side (entry, "patriot");
  muster_entry_set_rule (entry, "8.0");
  if (cost > 0)
    bh_spend_ammo (self, cost, entry, a->patriot_hit_min == 4 ? _("hitting on 4-6 in this assault (11.2)")
                                                             : _("hitting on 3-6 in this assault (11.2)"));
  return free_round (self, fire, entry, chance, error);
}

/* Is there a region behind the battle, next to it but not to the region the
 * assault came from, where @side may retreat? Without one any region next
 * to the battle but the assault's own serves as the rear. With @sure, only
 * a rear across confirmed borders counts. */
static gboolean
rear_exists (BhState     *self,
             RevroadSide  side,
             int          from,
             gboolean     sure)
{
  int nb[BH_MAX_AREAS];
  int n = bh_map_land_neighbours (self->map, from, nb);

  for (int k = 0; k < n; k++)
    if (nb[k] != self->assault.origin && !bh_map_adjacent (self->map, nb[k], self->assault.origin) &&
        !self->ablaze[nb[k]] && !bh_side_present (self, nb[k], revroad_side_other (side)) &&
        !(sure && bh_map_adjacency_reconstructed (self->map, from, nb[k])))
      return TRUE;
  return side == REVROAD_PATRIOT && from == bh_map_neck (self->map);
}

/* Checks a retreat path for @n military units of @side leaving @from. */
static gboolean
check_path (BhState     *self,
            RevroadSide  side,
            int          from,
            const int   *path,
            int          n_path,
            int          n,
            MusterEntry *entry,
            GError     **error)
{
  BhAssault *a = &self->assault;
  int prev = from;
  int neck = bh_map_neck (self->map);

  for (int k = 0; k < n_path; k++)
    {
      int r = path[k];
      const BhArea *area = bh_map_area (self->map, r);

      if (area->kind == BH_AREA_MUSTER ? side != REVROAD_PATRIOT : area->kind != BH_AREA_LAND)
        return bh_illegal (error, _("7.1 Retreat: units retreat into land regions (Patriots also from the Neck into the Muster Box)"));
      if (r == a->origin)
        return bh_illegal (error, _("7.1 Retreat: the defender retreats away from the assault, not into the region it came from"));
      if (self->ablaze[r])
        return bh_illegal (error, _("6.5 No counter may enter a region that is ablaze"));
      if (bh_side_present (self, r, revroad_side_other (side)))
        return bh_illegal (error, _("7.1 Retreat: a retreat may not go into a region held by the enemy"));
      if (!bh_check_adjacent (self, prev, r, "7.1 Retreat", error))
        return FALSE;
      if (k == 0 && bh_map_adjacent (self->map, r, a->origin) && rear_exists (self, side, from, FALSE))
        {
          /* The limit is the rulebook's; it rests on reconstructed borders
           * while the one joining @r to the assault's region, or those
           * leading to the rear, are. */
          if (!bh_map_adjacency_reconstructed (self->map, r, a->origin) && rear_exists (self, side, from, TRUE))
            return bh_illegal (error, _("7.1 Retreat: the defender retreats to the rear, and %s borders %s, where the assault came from"),
                               area->name, bh_map_area (self->map, a->origin)->name);
          if (!bh_uncertain (entry, error, _("7.1 Retreat: the defender retreats to the rear, and %s borders %s, where the assault came from, on the reconstructed map"),
                             area->name, bh_map_area (self->map, a->origin)->name))
            return FALSE;
        }
      if (self->solitaire && k == 0)
        {
          /* 12.2 Retreats: Patriots toward the Neck, British toward a
           * staging area. */
          int target = side == REVROAD_PATRIOT ? neck : bh_nearest_staging (self, from);
          if (target >= 0 && r != bh_map_muster_box (self->map) &&
              bh_map_distance (self->map, r, target) >= bh_map_distance (self->map, from, target) &&
              !(area->terrain == BH_TERRAIN_TOWN && bh_map_area (self->map, from)->terrain == BH_TERRAIN_TOWN))
            {
              /* Distances run along the map's borders: the limit rests on
               * them until the players have confirmed every one. */
              if (!bh_map_graph_reconstructed (self->map))
                return bh_illegal (error, _("12.2 Retreats: %s does not lead toward %s"), area->name,
                                   side == REVROAD_PATRIOT ? _("the Neck") : _("a staging area"));
              if (!bh_uncertain (entry, error, _("12.2 Retreats: %s does not lead toward %s on the reconstructed map"), area->name,
                                 side == REVROAD_PATRIOT ? _("the Neck") : _("a staging area")))
                return FALSE;
            }
        }
      if (k + 1 < n_path)
        {
          /* 7.1: going on is allowed only when stopping here overstacks. */
          if (bh_stack_ok (self, r, side, bh_count_military (self, r, side) + n))
            return bh_illegal (error, _("7.1 Retreat: units retreat further only when the region would be overstacked (%s is not)"), area->name);
        }
      else if (!bh_stack_ok (self, r, side, bh_count_military (self, r, side) + n))
        return bh_illegal (error, _("3.0 Stacking: %s would hold more than three %s units; retreat further through it"),
                           area->name, bh_side_name (side));
      prev = r;
    }
  return TRUE;
}

gboolean
bh_do_retreat (MusterState            *state,
               const MusterActionDef  *action_def,
               MusterEntry            *entry,
               MusterChance           *chance,
               GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhAssault *a = &self->assault;
  int path[BH_MAX_AREAS];
  int n_path = 0, n_military = 0;
  RevroadUnitSet units, here;
  RevroadSide side;
  gboolean listed;

  if (a->step != BH_ASSAULT_PRE_RETREAT && a->step != BH_ASSAULT_ATTACKER_DECIDE &&
      a->step != BH_ASSAULT_DEFENDER_DECIDE)
    return bh_illegal (error, _("7.1 Retreat: retreats happen only in an Assault"));
  side = a->step == BH_ASSAULT_ATTACKER_DECIDE ? a->attacker : defender_of (self);
  if (!bh_parse_path (self, args, path, &n_path, &units, error))
    return FALSE;
  listed = !revroad_unit_set_is_empty (&units);

  here = bh_units_in (self, a->target, side);
  if (a->step == BH_ASSAULT_ATTACKER_DECIDE)
    {
      RevroadUnitSet mine = attackers_here (self);

      if (n_path > 1 || (n_path == 1 && path[0] != a->origin))
        return bh_illegal (error, _("7.1 Retreat: attackers retreat only to the region the assault came from"));
      if (!listed)
        units = mine;
      revroad_unit_set_foreach (i, &units)
        if (!revroad_unit_set_has (&mine, i))
          return bh_illegal (error, _("7.1 Retreat: %s is not among the attackers"), bh_def (self, i)->name);
      muster_entry_set_side (entry, revroad_side_id (side));
      muster_entry_set_rule (entry, "7.1");
      revroad_unit_set_foreach (i, &units)
        {
          bh_move_unit (self, i, a->origin);
          revroad_unit_set_remove (&a->attackers, i);
        }
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d attacking counter retreats to %s (7.1).",
                                 "%d attacking counters retreat to %s (7.1).", (int) revroad_unit_set_count (&units)),
                                (int) revroad_unit_set_count (&units), bh_map_area (self->map, a->origin)->name);
      if (!solo_retreat_checks (self, &units, a->target, a->origin, entry, chance, error))
        return FALSE;
      mine = attackers_here (self);
      if (revroad_unit_set_is_empty (&mine))
        end_assault (self, entry, _("The attackers have left: the defenders hold the region (6.2)."));
      else
        a->step = BH_ASSAULT_DEFENDER_DECIDE;
      return TRUE;
    }

  if (n_path == 0)
    return bh_invalid (error, _("Usage: %s"), "retreat REGION [REGION...] [COUNTER...]");
  if (!listed)
    {
      units = here;
      if (a->step == BH_ASSAULT_PRE_RETREAT)
        {
          /* Before combat only those who may withdraw go by default. */
          RevroadUnitSet some;
          int escorts = 0;

          revroad_unit_set_clear (&some);
          revroad_unit_set_foreach (i, &here)
            if (may_withdraw_alone (self, i))
              {
                revroad_unit_set_add (&some, i);
                if (!bh_unit (self, i)->flipped)
                  escorts++;
              }
          revroad_unit_set_foreach (i, &here)
            if (bh_def (self, i)->kind == REVROAD_KIND_MILITIA && escorts > 0)
              {
                revroad_unit_set_add (&some, i);
                escorts--;
              }
          units = some;
        }
    }
  revroad_unit_set_foreach (i, &units)
    {
      if (!revroad_unit_set_has (&here, i))
        return bh_illegal (error, _("7.1 Retreat: %s is not among the defenders"), bh_def (self, i)->name);
      if (bh_is_military (self, i))
        n_military++;
    }
  if (revroad_unit_set_is_empty (&units))
    return bh_illegal (error, _("7.1 Retreat: nobody to retreat"));

  if (a->step == BH_ASSAULT_PRE_RETREAT)
    {
      int escorts = 0, militia = 0;

      /* 7.1 and the FAQ: minutemen (broken or not) and leaders may withdraw
       * before combat; each militia needs an unbroken minuteman or a healthy
       * leader withdrawing with it; field cannon stay. */
      revroad_unit_set_foreach (i, &units)
        {
          RevroadKind kind = bh_def (self, i)->kind;

          if (kind == REVROAD_KIND_MILITIA)
            militia++;
          else if (kind == REVROAD_KIND_MINUTEMAN || kind == REVROAD_KIND_LEADER)
            {
              if (!bh_unit (self, i)->flipped)
                escorts++;
            }
          else
            return bh_illegal (error, _("7.1 Retreat before combat: only minutemen, leaders and militia paired with them may withdraw (%s may not)"),
                               bh_def (self, i)->name);
        }
      if (militia > escorts)
        return bh_illegal (error, _("7.1 Retreat before combat: each militia must withdraw with its own unbroken minuteman or healthy leader (FAQ)"));
    }

  if (!check_path (self, side, a->target, path, n_path, n_military, entry, error))
    return FALSE;

  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "7.1");
  revroad_unit_set_foreach (i, &units)
    bh_move_unit (self, i, path[n_path - 1]);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d defending counter retreats to %s (7.1).",
                                 "%d defending counters retreat to %s (7.1).", (int) revroad_unit_set_count (&units)),
                            (int) revroad_unit_set_count (&units), bh_map_area (self->map, path[n_path - 1])->name);
  if (!solo_retreat_checks (self, &units, a->target, path[n_path - 1], entry, chance, error))
    return FALSE;

  if (a->step == BH_ASSAULT_PRE_RETREAT)
    {
      if (!any_withdrawer (self))
        return after_pre_retreat (self, entry, chance, error);
      return TRUE;
    }
  if (!bh_side_present (self, a->target, side))
    end_assault (self, entry, _("The defenders have left: the attackers hold the region (6.2)."));
  return TRUE;
}

gboolean
bh_do_stand (MusterState            *state,
             const MusterActionDef  *action_def,
             MusterEntry            *entry,
             MusterChance           *chance,
             GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhAssault *a = &self->assault;

  if (!muster_args_check_count (args, 0, 0, "stand", error))
    return FALSE;
  muster_entry_set_rule (entry, "7.1");
  switch (a->step)
    {
    case BH_ASSAULT_PRE_RETREAT:
      muster_entry_set_side (entry, "patriot");
      muster_entry_append_text (entry, _("The defenders stay for the battle: nobody else withdraws before it (7.1)."));
      return after_pre_retreat (self, entry, chance, error);
    case BH_ASSAULT_ATTACKER_DECIDE:
      muster_entry_set_side (entry, revroad_side_id (a->attacker));
      a->step = BH_ASSAULT_DEFENDER_DECIDE;
      muster_entry_append_text (entry, _("The attackers press on."));
      return TRUE;
    case BH_ASSAULT_DEFENDER_DECIDE:
      muster_entry_set_side (entry, revroad_side_id (defender_of (self)));
      muster_entry_append_text (entry, _("The defenders stand: another round."));
      return full_round (self, entry, chance, error);
    case BH_ASSAULT_NONE:
    case BH_ASSAULT_DEF_CHOICE:
    default:
      return bh_illegal (error, _("7.1 Nobody is deciding whether to retreat now"));
    }
}

gboolean
bh_assault_continue (BhState      *self,
                     MusterEntry  *entry,
                     MusterChance *chance,
                     GError      **error)
{
  BhAssault *a = &self->assault;
  RevroadUnitSet mine, theirs;
  BhAssaultDice dice;

  if (a->step != BH_ASSAULT_ATTACKER_DECIDE && a->step != BH_ASSAULT_DEFENDER_DECIDE)
    return TRUE;
  /* A round's hits are all applied, or someone retreated: see whether the
   * assault goes on. */
  mine = attackers_here (self);
  theirs = bh_units_in (self, a->target, defender_of (self));
  if (revroad_unit_set_is_empty (&theirs))
    {
      end_assault (self, entry, _("The defenders are gone: the attackers hold the region (6.2)."));
      return TRUE;
    }
  if (revroad_unit_set_is_empty (&mine))
    {
      end_assault (self, entry, _("The attackers are gone: the defenders hold the region (6.2)."));
      return TRUE;
    }
  if (bh_healthy_in (self, &mine) < bh_healthy_in (self, &theirs) &&
      !(a->attacker == REVROAD_BRITISH && self->ammo <= 0))
    {
      if (!attackers_fall_back (self, entry, chance, error))
        return FALSE;
      end_assault (self, entry, _("The attackers have fewer healthy units than the defenders: the assault ends (6.2)."));
      return TRUE;
    }
  bh_assault_pools (self, a->origin, a->target, a->attacker, &mine, FALSE, a->patriot_hit_min, &dice);
  if (revroad_dice_pool_count (&dice.attack) == 0 && revroad_dice_pool_count (&dice.defend) == 0 &&
      !revroad_unit_set_is_empty (&mine))
    {
      gboolean hidden = FALSE;

      revroad_unit_set_foreach (i, &mine)
        hidden |= bh_unit_strength (self, i, FALSE) < 0;
      revroad_unit_set_foreach (i, &theirs)
        hidden |= bh_unit_strength (self, i, FALSE) < 0;
      if (!hidden)
        {
          if (!attackers_fall_back (self, entry, chance, error))
        return FALSE;
          end_assault (self, entry, _("Neither side can roll a die: the assault ends and the attackers fall back (6.2)."));
        }
    }
  return TRUE;
}
