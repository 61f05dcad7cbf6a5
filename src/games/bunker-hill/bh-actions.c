/* bh-actions.c: what the acting side may do now, for the UI and muster-cli:
 * every action with its arguments, legal or not with the reason.
 *
 * Legality here is a quick look ("is there anything this action could be
 * used on?"); the full check runs when the action is applied or checked
 * (muster_state_check), which names the rule of any refusal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

static MusterActionInfo *
add (GPtrArray  *list,
     const char *id,
     const char *label,
     const char *section,
     RevroadSide side,
     const char *summary)
{
  MusterActionInfo *info = muster_action_info_new (id, label, section);

  info->summary = g_strdup (summary);
  if (side != REVROAD_NO_SIDE)
    info->side = g_strdup (revroad_side_id (side));
  g_ptr_array_add (list, info);
  return info;
}

static GStrv
area_choices (BhState *self,
              guint    kinds)
{
  GStrvBuilder *b = g_strv_builder_new ();
  GStrv out;

  for (int i = 0; i < bh_map_get_n_areas (self->map); i++)
    if (kinds & (1u << bh_map_area (self->map, i)->kind))
      g_strv_builder_add (b, bh_map_area (self->map, i)->id);
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
}

static MusterParam *
param_area (MusterActionInfo *info,
            BhState          *self,
            const char       *name,
            const char       *label,
            guint             kinds)
{
  MusterParam *p = muster_action_info_add_param (info, name, label, MUSTER_PARAM_CHOICE);

  p->choices = area_choices (self, kinds);
  return p;
}

static MusterParam *
param_units (MusterActionInfo *info,
             const char       *label)
{
  MusterParam *p = muster_action_info_add_param (info, "COUNTER", label, MUSTER_PARAM_TEXT);

  p->optional = TRUE;
  p->repeated = TRUE;
  return p;
}

static MusterParam *
param_words (MusterActionInfo   *info,
             const char         *name,
             const char         *label,
             const char * const *words)
{
  MusterParam *p = muster_action_info_add_param (info, name, label, MUSTER_PARAM_CHOICE);

  p->choices = g_strdupv ((char **) words);
  return p;
}

#define LAND (1u << BH_AREA_LAND)
#define LAND_BOX ((1u << BH_AREA_LAND) | (1u << BH_AREA_MUSTER))
#define ZONES (1u << BH_AREA_ZONE)
#define FLEET (1u << BH_AREA_FLEET)
#define ANY_AREA (LAND | (1u << BH_AREA_MUSTER) | ZONES | FLEET)

/* Quick looks: is there anything the action could be used on? */

static gboolean
any_enemy_near (BhState    *self,
                int         from,
                RevroadSide side,
                int         range)
{
  for (int t = 0; t < bh_map_get_n_areas (self->map); t++)
    if (bh_map_area (self->map, t)->kind == BH_AREA_LAND && t != from &&
        bh_side_present (self, t, revroad_side_other (side)) &&
        bh_map_distance (self->map, from, t) <= range)
      return TRUE;
  return FALSE;
}

static gboolean
can_fire_from (BhState    *self,
               int         r,
               RevroadSide side,
               gboolean    cannon_only)
{
  RevroadUnitSet firers = bh_eligible_firers (self, r, side, cannon_only);

  return !revroad_unit_set_is_empty (&firers);
}

static gboolean
volley_possible (BhState    *self,
                 RevroadSide side)
{
  int range = side == REVROAD_PATRIOT && self->ammo <= 0 ? 1 : 2;

  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (bh_map_area (self->map, r)->kind == BH_AREA_LAND && can_fire_from (self, r, side, FALSE) &&
        any_enemy_near (self, r, side, range))
      return TRUE;
  return FALSE;
}

static gboolean
cannonade_possible (BhState    *self,
                    RevroadSide side)
{
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (bh_map_area (self->map, r)->kind == BH_AREA_LAND && can_fire_from (self, r, side, TRUE) &&
        any_enemy_near (self, r, side, G_MAXINT - 1))
      return TRUE;
  return FALSE;
}

static gboolean
assault_possible (BhState    *self,
                  RevroadSide side)
{
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    {
      RevroadUnitSet here;
      int fresh = 0;

      if (bh_map_area (self->map, r)->kind != BH_AREA_LAND)
        continue;
      here = bh_units_in (self, r, side);
      revroad_unit_set_foreach (i, &here)
        {
          const RevroadUnit *u = bh_unit (self, i);
          if (bh_is_military (self, i) && !u->flipped &&
              !(u->markers & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED | REVROAD_MARK_PANIC)) &&
              !(bh_def (self, i)->kind == REVROAD_KIND_CANNON && side == REVROAD_BRITISH && !self->ammo_arrived))
            fresh++;
        }
      if (fresh == 0)
        continue;
      for (int t = 0; t < bh_map_get_n_areas (self->map); t++)
        if (bh_map_adjacent (self->map, r, t) && bh_map_area (self->map, t)->kind == BH_AREA_LAND &&
            bh_side_present (self, t, revroad_side_other (side)) &&
            (MIN (fresh, 3) >= bh_count_healthy_units (self, t, revroad_side_other (side)) ||
             (side == REVROAD_BRITISH && self->ammo <= 0)))
          return TRUE;
    }
  return FALSE;
}

static gboolean
move_possible (BhState    *self,
               RevroadSide side)
{
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnit *u = bh_unit (self, i);

      if (bh_def (self, i)->side == side && bh_unit_active (self, i) && !(u->markers & REVROAD_MARK_MOVED) &&
          bh_map_area (self->map, u->region)->kind != BH_AREA_ZONE)
        return TRUE;
    }
  return FALSE;
}

static gboolean
rally_possible (BhState    *self,
                RevroadSide side)
{
  if (self->demoralized[side])
    return FALSE;
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    {
      RevroadUnitSet here = bh_units_in (self, r, side);
      gboolean broken = FALSE, leader = self->solitaire || self->opt_solo_rally;

      revroad_unit_set_foreach (i, &here)
        {
          const RevroadUnit *u = bh_unit (self, i);
          if (bh_is_leader (self, i) && !(u->markers & REVROAD_MARK_RALLIED))
            leader = TRUE;
          if (bh_is_military (self, i) && u->flipped && bh_def (self, i)->kind != REVROAD_KIND_CANNON &&
              !(u->markers & REVROAD_MARK_PANIC))
            broken = TRUE;
        }
      if (broken && leader)
        return TRUE;
    }
  return FALSE;
}

static gboolean
snipe_possible (BhState *self)
{
  if (self->ammo <= BH_LOW_AMMO)
    return FALSE;
  for (int t = 0; t < bh_map_get_n_areas (self->map); t++)
    {
      int nb[BH_MAX_AREAS], n;
      gboolean town = FALSE;
      RevroadUnitSet here;

      if (bh_map_area (self->map, t)->kind != BH_AREA_LAND)
        continue;
      n = bh_map_land_neighbours (self->map, t, nb);
      for (int k = 0; k < n; k++)
        if (bh_map_area (self->map, nb[k])->terrain == BH_TERRAIN_TOWN && !self->ablaze[nb[k]])
          town = TRUE;
      if (!town)
        continue;
      here = bh_units_in (self, t, REVROAD_BRITISH);
      revroad_unit_set_foreach (i, &here)
        if (!bh_unit (self, i)->flipped && bh_def (self, i)->kind != REVROAD_KIND_CANNON)
          return TRUE;
    }
  return FALSE;
}

static gboolean
bombard_possible (BhState *self)
{
  BhFleetBox box = bh_map_fleet_box_of (self->map, self->fleet);

  for (int t = 0; t < bh_map_get_n_areas (self->map); t++)
    {
      const BhArea *a = bh_map_area (self->map, t);
      gboolean reach = (a->bombard & (1u << box)) || ((a->bombard & (1u << BH_FLEET_HARBOR)) && !a->copps_dark);

      if (a->kind != BH_AREA_LAND || !reach)
        continue;
      if (bh_count_healthy_counters (self, t, REVROAD_PATRIOT) >= 2)
        return TRUE;
      if (a->terrain == BH_TERRAIN_TOWN && !self->ablaze[t] && !self->hot_shot_used)
        return TRUE;
    }
  return FALSE;
}

static gboolean
landing_possible (BhState *self)
{
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnit *u = bh_unit (self, i);
      if (u->place == REVROAD_PLACE_MAP && bh_map_area (self->map, u->region)->kind == BH_AREA_ZONE)
        return TRUE;
    }
  return FALSE;
}

gboolean
bh_any_action_possible (BhState    *self,
                        RevroadSide side)
{
  if (volley_possible (self, side) || cannonade_possible (self, side) || move_possible (self, side) ||
      rally_possible (self, side))
    return TRUE;
  if ((side == REVROAD_BRITISH || self->ammo > 0) && assault_possible (self, side))
    return TRUE;
  if (side == REVROAD_BRITISH)
    return bombard_possible (self) || landing_possible (self) || TRUE;  /* 6.6: the fleet can always sail */
  return snipe_possible (self);
}

static void
set_illegal (MusterActionInfo *info,
             const char       *reason)
{
  muster_action_info_set_illegal (info, "%s", reason);
}

/* Marks the game actions for @side. */
static void
judge_game_actions (BhState   *self,
                    GPtrArray *list,
                    RevroadSide side,
                    const char *blocked)
{
  RevroadSide other = revroad_side_other (side);

  for (guint k = 0; k < list->len; k++)
    {
      MusterActionInfo *info = g_ptr_array_index (list, k);
      const char *id = info->id;
      const char *why = NULL;
      RevroadSide need = side;
      g_autofree char *reserve_reason = NULL;

      if (g_str_equal (id, "bombard") || g_str_equal (id, "naval-move") || g_str_equal (id, "land-troops"))
        need = REVROAD_BRITISH;
      else if (g_str_equal (id, "snipe"))
        need = REVROAD_PATRIOT;
      else if (!g_str_equal (id, "volley-fire") && !g_str_equal (id, "assault") && !g_str_equal (id, "cannonade") &&
               !g_str_equal (id, "land-move") && !g_str_equal (id, "rally") && !g_str_equal (id, "reorganize") &&
               !g_str_equal (id, "plan") && !g_str_equal (id, "pass") && !g_str_equal (id, "use-reserve"))
        continue;
      if (blocked != NULL)
        why = blocked;
      else if (need != side)
        why = need == REVROAD_BRITISH ? _("2.0 Only the British may take this action")
                                      : _("2.0 Only the Patriots may take this action");
      else if (self->phase == BH_PHASE_FINAL_FIRE &&
               !(g_str_equal (id, "volley-fire") || g_str_equal (id, "cannonade") || g_str_equal (id, "bombard")))
        why = _("12.4 The British Bot's final fire allows only fire actions");
      else if (g_str_equal (id, "volley-fire") && !volley_possible (self, side))
        why = _("6.1 Volley Fire: no unit that may fire has enemy counters within range");
      else if (g_str_equal (id, "assault"))
        {
          if (side == REVROAD_PATRIOT && self->ammo <= 0)
            why = _("8.0 Out of ammunition: the Patriots may not assault");
          else if (!assault_possible (self, side))
            why = _("6.2 Assault: no fresh units stand next to enemy counters they outnumber or match");
        }
      else if (g_str_equal (id, "cannonade"))
        {
          if (side == REVROAD_BRITISH && !self->ammo_arrived)
            why = _("4.3 Wrong Ammo: British field cannon may not fire yet");
          else if (!cannonade_possible (self, side))
            why = _("6.3 Cannonade: no field cannon that has not fired sees an enemy");
        }
      else if (g_str_equal (id, "bombard") && !bombard_possible (self))
        why = _("6.4 Bombard: nothing in the target areas to bombard or set ablaze");
      else if ((g_str_equal (id, "land-move") || g_str_equal (id, "reorganize")) && !move_possible (self, side))
        why = _("6.5 No counter is free to move (Moved marker, panic, or afloat)");
      else if (g_str_equal (id, "rally"))
        {
          if (self->demoralized[side])
            why = side == REVROAD_PATRIOT ? _("9.2 Patriot demoralization: no Rally") : _("9.3 British demoralization: no Rally");
          else if (!rally_possible (self, side))
            why = _("6.7 Rally: no broken unit stands with a leader who may rally");
        }
      else if (g_str_equal (id, "snipe"))
        {
          if (self->ammo <= BH_LOW_AMMO)
            why = _("8.0 Low ammunition: no Snipe");
          else if (!snipe_possible (self))
            why = _("6.9 Snipe: no healthy British counter is in or next to an unburnt Charlestown region");
        }
      else if (g_str_equal (id, "land-troops") && !landing_possible (self))
        why = _("6.10 Land Troops: no British counter waits in a landing zone");
      else if (g_str_equal (id, "plan"))
        {
          if (self->demoralized[side])
            why = _("9.2/9.3 A demoralized side may not Plan");
          else if (self->tracks.actions[side] != 1)
            why = _("6.11 Plan: only with the Action marker on the 1 space");
          else if (self->tracks.reserve_armed)
            why = _("6.11 Plan cannot be taken from the reserve");
        }
      else if (g_str_equal (id, "use-reserve"))
        {
          if (self->tracks.reserve_armed)
            why = _("5.2 A Reserve Action is already ready");
          else if (!revroad_tracks_reserve_usable (&self->tracks, side, &reserve_reason))
            why = reserve_reason;
        }
      else if (g_str_equal (id, "pass") && self->phase == BH_PHASE_FINAL_FIRE)
        why = _("12.4 The final fire ends with end-turn");
      if (why != NULL)
        set_illegal (info, why);
      else if (g_str_equal (id, "pass") &&
               (self->forced || self->tracks.actions[side] > self->tracks.actions[other]))
        {
          g_autofree char *old = info->summary;
          info->summary = g_strdup_printf ("%s %s", old, _("(only “pass spend” now: 5.2 forbids the free pass)"));
        }
      g_clear_pointer (&reserve_reason, g_free);
    }
}

GPtrArray *
bh_list_actions (BhState *self)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_action_info_free);
  RevroadSide side = bh_acting_side (self);
  const BhPending *pend = self->n_pending > 0 ? &self->pending[0] : NULL;
  const char *decision = NULL;
  MusterActionInfo *info;
  static const char * const bombard_words[] = { "fleet", "battery", NULL };
  static const char * const fire_hold[] = { "fire", "hold", NULL };
  g_autofree char *blocked = NULL;

  if (pend != NULL)
    decision = pend->kind == BH_PEND_ALLOCATE ? "allocate-hits"
             : pend->kind == BH_PEND_EVACUATE ? "evacuate"
             : pend->kind == BH_PEND_SPREAD ? "spread-to"
             : pend->kind == BH_PEND_FIRE_SPREAD ? "fire-spread"
             : pend->kind == BH_PEND_COURAGE ? "courage-check"
             : pend->kind == BH_PEND_REINFORCE ? "reinforce"
             : pend->kind == BH_PEND_WRONG_AMMO ? "wrong-ammo" : "panic-check";
  else if (self->assault.step == BH_ASSAULT_DEF_CHOICE)
    decision = "defensive-fire";
  else if (self->assault.step != BH_ASSAULT_NONE)
    decision = "retreat";

  if (self->over)
    blocked = g_strdup (_("10.0 The game is over"));
  else if (decision != NULL)
    blocked = g_strdup_printf (_("%s is to decide first: %s"), bh_side_name (side), decision);
  else if (self->phase == BH_PHASE_SETUP)
    blocked = g_strdup (_("12.1 Finish the set-up first"));
  else if (self->phase == BH_PHASE_TURN_START)
    blocked = g_strdup (_("5.1 Draw the card first (draw-card)"));
  else if (self->phase == BH_PHASE_END_TURN)
    blocked = g_strdup (_("5.2 Both Action tracks are at 0: end the turn (end-turn)"));

  /* ---- the twelve actions (6.1-6.12) ---- */
  info = add (list, "volley-fire", _("Volley Fire"), "6.1", side,
              _("Units in one region fire at a region up to two away in sight; 5-6 hits adjacent, 6 at two"));
  param_area (info, self, "FROM", _("Firing region"), LAND);
  param_area (info, self, "TO", _("Target region"), LAND_BOX);
  param_units (info, _("Firing units (all by default); add extra-die for 11.2"));

  info = add (list, "assault", _("Assault"), "6.2", side,
              _("Fresh units move into an adjacent enemy region and fight it out; the defenders fire first"));
  param_area (info, self, "FROM", _("From"), LAND);
  param_area (info, self, "TO", _("Target region"), LAND);
  param_units (info, _("Assaulting counters (all fresh ones by default)"));

  info = add (list, "cannonade", _("Cannonade"), "6.3", side,
              _("Field cannon fire at any region they see: 5-6 within two regions, 6 beyond; hits on healthy counters only"));
  param_area (info, self, "FROM", _("Cannon region"), LAND);
  param_area (info, self, "TO", _("Target region"), LAND_BOX);
  {
    MusterParam *more = muster_action_info_add_param (info, "MORE", _("More FROM TO pairs"), MUSTER_PARAM_TEXT);
    more->optional = TRUE;
    more->repeated = TRUE;
  }

  info = add (list, "bombard", _("Bombard"), "6.4", REVROAD_BRITISH,
              _("The fleet and the Copp’s Hill battery fire into their target areas: 2 dice on 6 (5-6 at staging areas), or Hot Shot on 4-6"));
  param_words (info, "FIRER", _("fleet or battery"), bombard_words);
  {
    static const char * const modes[] = { "units", "hot-shot", NULL };
    MusterParam *more;

    param_words (info, "MODE", _("units or hot-shot"), modes);
    param_area (info, self, "TARGET", _("Target region"), LAND);
    more = muster_action_info_add_param (info, "MORE", _("The other firer: FIRER MODE TARGET"), MUSTER_PARAM_TEXT);
    more->optional = TRUE;
    more->repeated = TRUE;
  }

  info = add (list, "land-move", _("Land Move"), "6.5", side,
              _("Counters of one region move up to 3 regions (leaders 4), stopping next to enemy units; groups may go to different regions"));
  param_area (info, self, "FROM", _("From"), LAND_BOX);
  param_area (info, self, "TO", _("To"), LAND_BOX);
  param_units (info, _("Counters (all by default); another TO starts another group"));

  info = add (list, "naval-move", _("Naval Move"), "6.6", REVROAD_BRITISH,
              _("The fleet moves to an adjacent fleet box"));
  param_area (info, self, "BOX", _("Fleet box"), FLEET);

  info = add (list, "rally", _("Rally"), "6.7", side,
              _("Each leader in the region flips one broken unit back (not a cannon); morale goes up"));
  param_area (info, self, "REGION", _("Region"), LAND_BOX);
  param_units (info, _("Units to rally, in order"));

  info = add (list, "reorganize", _("Reorganize the Line"), "6.8", side,
              _("Counters of two adjacent regions trade places; stacking counts at the end"));
  param_area (info, self, "A", _("Region"), LAND);
  param_area (info, self, "B", _("Adjacent region"), LAND);
  param_units (info, _("Counters that cross (all without Moved markers by default)"));

  info = add (list, "snipe", _("Snipe"), "6.9", REVROAD_PATRIOT,
              _("One die at British counters in or next to Charlestown, from an unburnt town region: 5-6 hits"));
  param_area (info, self, "REGION", _("Target region"), LAND);

  info = add (list, "land-troops", _("Land Troops"), "6.10", REVROAD_BRITISH,
              _("Up to the transport number of units (leaders free) land from a landing zone in one of its staging areas"));
  param_area (info, self, "ZONE", _("Landing zone"), ZONES);
  param_area (info, self, "STAGING", _("Staging area"), LAND);
  param_units (info, _("Counters (by default all leaders and as many units as the zone carries)"));

  info = add (list, "plan", _("Plan"), "6.11", side,
              _("With one action left: end your actions and gain a Reserve Action"));

  info = add (list, "pass", _("Pass"), "6.12", side,
              _("Free pass when not ahead on actions (the opponent must act, 5.2); “pass spend” spends an action doing nothing"));
  {
    static const char * const spend[] = { "spend", NULL };
    MusterParam *p = param_words (info, "SPEND", _("spend an action"), spend);
    p->optional = TRUE;
  }

  info = add (list, "use-reserve", _("Use a Reserve Action"), "5.2", side,
              _("Take the next action from the Reserve Action track"));

  judge_game_actions (self, list, side, blocked);

  /* ---- the turn ---- */
  info = add (list, "draw-card", _("Draw a card"), "5.1", REVROAD_NO_SIDE,
              _("Start the turn: reinforcements arrive, the card sets both Action tracks"));
  if (self->over || self->phase != BH_PHASE_TURN_START || pend != NULL)
    set_illegal (info, self->over ? _("10.0 The game is over") : _("5.1 The card is drawn at the start of a turn"));

  info = add (list, "end-turn", _("End the turn"), "5.3", REVROAD_NO_SIDE,
              _("Markers come off, leaders steady panicked units, fire may spread, the turn advances"));
  if (self->over || (self->phase != BH_PHASE_END_TURN && self->phase != BH_PHASE_FINAL_FIRE) || pend != NULL ||
      self->assault.step != BH_ASSAULT_NONE || self->turn_ending)
    set_illegal (info, _("5.3 The turn ends once both Action tracks are at 0 and nothing is left to decide"));

  /* ---- decisions ---- */
  info = add (list, "allocate-hits", _("Apply hits"), "7.0", pend ? pend->side : REVROAD_NO_SIDE,
              _("Name the counter that takes each hit, one name per hit (a counter may be named twice)"));
  param_units (info, _("Counters, one per hit"))->optional = FALSE;
  if (g_strcmp0 (decision, "allocate-hits") != 0)
    set_illegal (info, _("7.0 No hits wait to be applied"));

  info = add (list, "retreat", _("Retreat"), "7.1", side,
              _("In an Assault: attackers back to where they came from; defenders to the rear (further only when overstacked)"));
  {
    MusterParam *p = param_area (info, self, "REGION", _("Region (and more only past full regions)"), LAND_BOX);
    p->optional = TRUE;
    p->repeated = TRUE;
  }
  param_units (info, _("Counters (all by default)"));
  if (g_strcmp0 (decision, "retreat") != 0 ||
      (self->assault.step != BH_ASSAULT_PRE_RETREAT && self->assault.step != BH_ASSAULT_ATTACKER_DECIDE &&
       self->assault.step != BH_ASSAULT_DEFENDER_DECIDE))
    set_illegal (info, _("7.1 Retreats happen only in an Assault"));

  info = add (list, "stand", _("Stand"), "7.1", side, _("In an Assault: do not retreat (the battle goes on)"));
  if (g_strcmp0 (decision, "retreat") != 0)
    set_illegal (info, _("7.1 Nobody is deciding whether to retreat"));

  info = add (list, "defensive-fire", _("Free defensive fire"), "8.0", REVROAD_PATRIOT,
              _("Fire the free round (one ammunition) or hold it; with 11.2 add hit4 (2 ammunition) or hit3 (4)"));
  param_words (info, "CHOICE", _("fire or hold"), fire_hold);
  {
    static const char * const boosts[] = { "hit4", "hit3", NULL };
    MusterParam *p = param_words (info, "BOOST", _("11.2 hit number"), boosts);
    p->optional = TRUE;
  }
  if (g_strcmp0 (decision, "defensive-fire") != 0)
    set_illegal (info, _("8.0 No Patriot defender is choosing whether to fire"));

  info = add (list, "wrong-ammo", _("Check the ammunition"), "4.3", REVROAD_BRITISH,
              _("From turn 4: a die plus the turn, 10 or more and the right ammunition arrives"));
  if (g_strcmp0 (decision, "wrong-ammo") != 0)
    set_illegal (info, _("4.3 The check is made at the start of turns 4 and later until the ammunition arrives"));

  info = add (list, "panic-check", _("Panic check"), "9.1", REVROAD_BRITISH,
              _("With Patriot morale at 12 or less: the British pick a militia region next to British units"));
  param_area (info, self, "REGION", _("Region"), LAND);
  if (g_strcmp0 (decision, "panic-check") != 0)
    set_illegal (info, _("9.1 No panic check is due"));

  info = add (list, "courage-check", _("Courage checks"), "3.4", REVROAD_PATRIOT,
              _("Militia that crossed into the Neck under the fleet's guns roll: die plus strength, 1-3 go back"));
  if (g_strcmp0 (decision, "courage-check") != 0)
    set_illegal (info, _("3.4 No militia is waiting for a courage check"));

  info = add (list, "fire-spread", _("Fire spread"), "5.3", REVROAD_BRITISH,
              _("A die for each burning town region with an unburnt neighbour: 5-6 spreads"));
  if (g_strcmp0 (decision, "fire-spread") != 0)
    set_illegal (info, _("5.3 No fire is waiting to be rolled"));

  info = add (list, "spread-to", _("Spread the fire"), "5.3", REVROAD_BRITISH,
              _("Choose the adjacent town region a spreading fire reaches"));
  param_area (info, self, "REGION", _("Region"), LAND);
  if (g_strcmp0 (decision, "spread-to") != 0)
    set_illegal (info, _("5.3 No fire is waiting to spread"));

  info = add (list, "evacuate", _("Leave the fire"), "6.4", pend ? pend->side : REVROAD_NO_SIDE,
              _("Counters in a region set ablaze move to an adjacent region (further only past full ones)"));
  {
    MusterParam *p = param_area (info, self, "REGION", _("Region"), LAND);
    p->repeated = TRUE;
  }
  param_units (info, _("Counters (all by default)"));
  if (g_strcmp0 (decision, "evacuate") != 0)
    set_illegal (info, _("6.4 No counter has to leave a fire"));

  info = add (list, "reinforce", _("Land reinforcements"), "12.1", REVROAD_BRITISH,
              _("Choose the landing zone of arriving British reinforcements"));
  param_area (info, self, "ZONE", _("Landing zone"), ZONES);
  if (g_strcmp0 (decision, "reinforce") != 0)
    set_illegal (info, _("12.1 No reinforcements are waiting for a landing zone"));

  /* ---- set-up ---- */
  info = add (list, "setup-place", _("Place counters"), "12.1", side,
              _("Put counters of the current set-up step in a region"));
  param_units (info, _("Counters"))->optional = FALSE;
  param_area (info, self, "REGION", _("Region"), LAND);
  if (self->phase != BH_PHASE_SETUP || (self->setup != BH_SETUP_BRITISH && self->setup != BH_SETUP_PATRIOT))
    set_illegal (info, _("12.1 Nothing is placed now"));

  info = add (list, "setup-suggested", _("Suggested placement"), "12.1", side,
              _("Place the current side's counters where Muster suggests (a choice the rules leave to the players)"));
  if (self->phase != BH_PHASE_SETUP || (self->setup != BH_SETUP_BRITISH && self->setup != BH_SETUP_PATRIOT))
    set_illegal (info, _("12.1 Nothing is placed now"));

  info = add (list, "setup-done", _("Set-up done"), "12.1", side, _("Finish this side's set-up"));
  if (self->phase != BH_PHASE_SETUP ||
      (self->setup != BH_SETUP_BRITISH && self->setup != BH_SETUP_PATRIOT && self->setup != BH_SETUP_REVIEW))
    set_illegal (info, _("12.1 Finish the set-up steps first"));
  else
    {
      g_autoptr(GPtrArray) problems = bh_setup_problems (self, side, NULL);
      if (problems->len > 0)
        set_illegal (info, g_ptr_array_index (problems, 0));
    }

  info = add (list, "setup-swap", _("Swap counters"), "12.3", self->player,
              _("Solitaire set-up: two counters of the same kind trade places (the text names no leaders)"));
  muster_action_info_add_param (info, "A", _("Counter"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "B", _("Counter"), MUSTER_PARAM_TEXT);
  if (self->phase != BH_PHASE_SETUP || self->setup != BH_SETUP_REVIEW)
    set_illegal (info, _("12.3 Only while reviewing a solitaire set-up"));

  info = add (list, "choose-objective", _("Choose the objective"), "12.3", REVROAD_BRITISH,
              _("British solitaire: objective 1-6, with the objective areas and landing zones it needs"));
  {
    MusterParam *p = muster_action_info_add_param (info, "NUMBER", _("Objective"), MUSTER_PARAM_NUMBER);
    p->min = 1;
    p->max = 6;
    p = muster_action_info_add_param (info, "MORE", _("Areas (neck, bunker-hill, ndw, breeds-hill, charlestown) and zones"), MUSTER_PARAM_TEXT);
    p->optional = TRUE;
    p->repeated = TRUE;
  }
  if (!self->solitaire || self->player != REVROAD_BRITISH || self->setup != BH_SETUP_OBJECTIVE)
    set_illegal (info, _("12.3 Only at the start of the British solitaire scenario"));

  info = add (list, "roll-objective", _("Roll the objective"), self->player == REVROAD_BRITISH ? "12.3" : "12.4",
              REVROAD_BRITISH, _("A die picks the British objective"));
  if (!self->solitaire || self->setup != BH_SETUP_OBJECTIVE || self->solo.objective != 0)
    set_illegal (info, _("12.3/12.4 Only at the start of a solitaire scenario"));

  info = add (list, "choose-defense", _("Choose the defence"), "12.4", REVROAD_PATRIOT,
              _("Patriot solitaire: the defence focus (charlestown, ndw, breeds-hill, bunker-hill)"));
  {
    static const char * const focus[] = { "charlestown", "ndw", "breeds-hill", "bunker-hill", NULL };
    param_words (info, "FOCUS", _("Focus"), focus);
  }
  if (!self->solitaire || self->player != REVROAD_PATRIOT || self->setup != BH_SETUP_DEFENSE)
    set_illegal (info, _("12.4 Only at the start of the Patriot solitaire scenario"));

  info = add (list, "upgrade-objective", _("Upgrade the objective"), "12.3", REVROAD_BRITISH,
              _("British solitaire: move up to a larger objective (never down); the game lengthens"));
  {
    MusterParam *p = muster_action_info_add_param (info, "NUMBER", _("Objective"), MUSTER_PARAM_NUMBER);
    p->min = 2;
    p->max = 6;
    p = muster_action_info_add_param (info, "MORE", _("Areas and zone"), MUSTER_PARAM_TEXT);
    p->optional = TRUE;
    p->repeated = TRUE;
  }
  if (!self->solitaire || self->player != REVROAD_BRITISH || self->solo.objective <= 0 ||
      self->phase == BH_PHASE_SETUP || self->over || self->solo.objective >= 6)
    set_illegal (info, _("12.3 Only the British solitaire player, during the game, to a larger objective"));

  /* ---- corrections: always open ---- */
  info = add (list, "set-card", _("Enter card values"), "5.1", REVROAD_NO_SIDE,
              _("Correction: the values printed on one of your cards"));
  muster_action_info_add_param (info, "NUMBER", _("Card number"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "BRITISH", _("British actions"), MUSTER_PARAM_NUMBER);
  muster_action_info_add_param (info, "PATRIOT", _("Patriot actions"), MUSTER_PARAM_NUMBER);
  muster_action_info_add_param (info, "HASH", _("Hash marks"), MUSTER_PARAM_NUMBER);

  info = add (list, "set-border", _("Correct a border"), "3.0", REVROAD_NO_SIDE,
              _("Correction: whether two regions share a border on your board"));
  param_area (info, self, "A", _("Region"), ANY_AREA);
  param_area (info, self, "B", _("Region"), ANY_AREA);
  {
    static const char * const yn[] = { "yes", "no", NULL };
    param_words (info, "ADJACENT", _("yes or no"), yn);
  }

  info = add (list, "set-region", _("Correct a region"), "3.1", REVROAD_NO_SIDE,
              _("Correction: elevation, volley, assault, modifier-color, terrain, feature, hill, coast, zone, transport, staging, bombard-BOX, copps-dark"));
  param_area (info, self, "REGION", _("Region"), ANY_AREA);
  muster_action_info_add_param (info, "KEY", _("What"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "VALUE", _("Value"), MUSTER_PARAM_TEXT);

  info = add (list, "set-sight", _("Confirm Line of Sight"), "7.2", REVROAD_NO_SIDE,
              _("The players settle whether two regions see each other"));
  param_area (info, self, "A", _("Region"), LAND);
  param_area (info, self, "B", _("Region"), LAND);
  {
    static const char * const cb[] = { "clear", "blocked", NULL };
    param_words (info, "SIGHT", _("clear or blocked"), cb);
  }

  info = add (list, "sight-roll", _("Friendly die for sight"), "7.2", REVROAD_NO_SIDE,
              _("Players who cannot agree on Line of Sight let a die settle it: 4-6 clear (kept for that pair)"));
  param_area (info, self, "A", _("Region"), LAND);
  param_area (info, self, "B", _("Region"), LAND);

  info = add (list, "set-vp", _("Correct the VP schedule"), self->solitaire ? "12.2" : "10.0", REVROAD_NO_SIDE,
              _("Correction: points of one award on your player aid"));
  muster_action_info_add_param (info, "AWARD", _("Award"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "POINTS", _("Points (halves allowed)"), MUSTER_PARAM_TEXT);
  {
    static const char * const schedules[] = { "two-player", "solitaire", NULL };
    MusterParam *p = param_words (info, "SCHEDULE", _("Schedule (this game's by default)"), schedules);
    p->optional = TRUE;
  }

  info = add (list, "correct-counter", _("Correct a counter"), NULL, REVROAD_NO_SIDE,
              _("Board correction: put a counter where the table has it (follows no rule; logged)"));
  muster_action_info_add_param (info, "COUNTER", _("Counter"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "WHERE", _("Region, eliminated or waiting"), MUSTER_PARAM_TEXT);
  param_units (info, _("Face and markers: broken, unbroken, moved, fired, panic, rallied, fresh, strength-N"));

  info = add (list, "correct-track", _("Correct a track"), NULL, REVROAD_NO_SIDE,
              _("Board correction: ammo, morale or action/reserve tracks"));
  muster_action_info_add_param (info, "TRACK", _("Track"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "VALUE", _("Value"), MUSTER_PARAM_NUMBER);

  info = add (list, "correct-fire", _("Correct a fire or the fleet"), NULL, REVROAD_NO_SIDE,
              _("Board correction: REGION yes|no for an Ablaze marker, or fleet BOX"));
  muster_action_info_add_param (info, "WHAT", _("Region or fleet"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "VALUE", _("yes, no or a fleet box"), MUSTER_PARAM_TEXT);

  /* Answers to a pending decision are only legal for the side that owes
   * them; the UI and the CLI list legal actions first anyway. */
  return list;
}
