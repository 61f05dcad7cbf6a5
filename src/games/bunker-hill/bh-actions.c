/* bh-actions.c: Bunker Hill's actions as one table (muster-action-table.h):
 * each action's id, name, section, parameters and kind, the gate that says
 * whether it is open now and to whom, the names players read for its
 * regions and counters, and what runs around every action (the checks of
 * the game's end and set-up before it, the procedure that moves the game
 * on after it).
 *
 * The gate is a quick look ("is there anything this action could be used
 * on?"); the full check runs when the action is applied or checked
 * (muster_state_check), which names the rule of any refusal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

/* Quick looks: is there anything the action could be used on? */

/* The looks below gather the counters by region once (bh_units_by_region)
 * rather than passing over every counter for every region they ask about:
 * those of @side in @r, either side's when REVROAD_NO_SIDE (as
 * bh_units_in()). */
static RevroadUnitSet
gathered (RevroadUnitSet (*in)[REVROAD_N_SIDES],
          int             r,
          RevroadSide     side)
{
  RevroadUnitSet set;

  if (side == REVROAD_BRITISH || side == REVROAD_PATRIOT)
    return in[r][side];
  for (guint w = 0; w < G_N_ELEMENTS (set.bits); w++)
    set.bits[w] = in[r][REVROAD_BRITISH].bits[w] | in[r][REVROAD_PATRIOT].bits[w];
  return set;
}

static gboolean
any_gathered (RevroadUnitSet (*in)[REVROAD_N_SIDES],
              int             r,
              RevroadSide     side)
{
  RevroadUnitSet set = gathered (in, r, side);

  return !revroad_unit_set_is_empty (&set);
}

static gboolean
any_enemy_near (BhState         *self,
                RevroadUnitSet (*in)[REVROAD_N_SIDES],
                int             from,
                RevroadSide     side,
                int             range)
{
  for (int t = 0; t < bh_map_get_n_areas (self->map); t++)
    if (bh_map_area (self->map, t)->kind == BH_AREA_LAND && t != from &&
        any_gathered (in, t, revroad_side_other (side)) &&
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
  BhRegionUnits in;

  bh_units_by_region (self, in);
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (bh_map_area (self->map, r)->kind == BH_AREA_LAND && can_fire_from (self, r, side, FALSE) &&
        any_enemy_near (self, in, r, side, range))
      return TRUE;
  return FALSE;
}

static gboolean
cannonade_possible (BhState    *self,
                    RevroadSide side)
{
  BhRegionUnits in;

  bh_units_by_region (self, in);
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (bh_map_area (self->map, r)->kind == BH_AREA_LAND && can_fire_from (self, r, side, TRUE) &&
        any_enemy_near (self, in, r, side, G_MAXINT - 1))
      return TRUE;
  return FALSE;
}

static gboolean
assault_possible (BhState    *self,
                  RevroadSide side)
{
  BhRegionUnits in;

  bh_units_by_region (self, in);
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    {
      RevroadUnitSet here;
      int fresh = 0;

      if (bh_map_area (self->map, r)->kind != BH_AREA_LAND)
        continue;
      here = gathered (in, r, side);
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
        {
          RevroadUnitSet there;

          if (!bh_map_adjacent (self->map, r, t) || bh_map_area (self->map, t)->kind != BH_AREA_LAND)
            continue;
          there = gathered (in, t, revroad_side_other (side));
          if (!revroad_unit_set_is_empty (&there) &&
              (MIN (fresh, 3) >= bh_healthy_in (self, &there) || (side == REVROAD_BRITISH && self->ammo <= 0)))
            return TRUE;
        }
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
  BhRegionUnits in;

  if (self->demoralized[side])
    return FALSE;
  bh_units_by_region (self, in);
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    {
      RevroadUnitSet here = gathered (in, r, side);
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


/* ---- the table ---------------------------------------------------------- */

/* Parameters' extra words: which places (land, box, zone, fleet, any, off)
 * or pieces (mine: the side's counters on the map; any: every counter;
 * setup: the counters the side places now; decider: the deciding side's
 * counters where the decision is; hits: those that may take the hits). */
#define COUNTERS(label, which) { "COUNTER", label, MUSTER_PARAM_PIECE, MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, which }

#define GAME(id, label, section, summary, tag, params) \
  { id, label, section, summary, MUSTER_ACTION_PLAY, params, bh_apply_##tag, bh_candidates, NULL, BH_ACT_##tag }
#define STEP(id, label, section, summary, kind, tag, params) \
  { id, label, section, summary, kind, params, bh_apply_##tag, bh_candidates, NULL, BH_ACT_##tag }
/* Actions that roll, with their preview (bh-preview.c). */
#define ROLL(id, label, section, summary, tag, params) \
  { id, label, section, summary, MUSTER_ACTION_PLAY, params, bh_apply_##tag, bh_candidates, bh_preview, BH_ACT_##tag }
#define ROLL_STEP(id, label, section, summary, kind, tag, params) \
  { id, label, section, summary, kind, params, bh_apply_##tag, bh_candidates, bh_preview, BH_ACT_##tag }
#define FIX(id, label, section, summary, tag, params) \
  { id, label, section, summary, MUSTER_ACTION_CORRECTION, params, bh_apply_##tag, NULL, NULL, BH_ACT_CORRECTION }

#define bh_apply_VOLLEY bh_do_volley
#define bh_apply_ASSAULT bh_do_assault
#define bh_apply_CANNONADE bh_do_cannonade
#define bh_apply_BOMBARD bh_do_bombard
#define bh_apply_LAND_MOVE bh_do_land_move
#define bh_apply_NAVAL_MOVE bh_do_naval_move
#define bh_apply_RALLY bh_do_rally
#define bh_apply_REORGANIZE bh_do_reorganize
#define bh_apply_SNIPE bh_do_snipe
#define bh_apply_LAND_TROOPS bh_do_land_troops
#define bh_apply_PLAN bh_do_plan
#define bh_apply_PASS bh_do_pass
#define bh_apply_USE_RESERVE bh_do_use_reserve
#define bh_apply_DRAW_CARD bh_do_draw_card
#define bh_apply_END_TURN bh_do_end_turn
#define bh_apply_ALLOCATE bh_do_allocate
#define bh_apply_RETREAT bh_do_retreat
#define bh_apply_STAND bh_do_stand
#define bh_apply_DEFENSIVE_FIRE bh_do_defensive_fire
#define bh_apply_WRONG_AMMO bh_do_wrong_ammo
#define bh_apply_PANIC bh_do_panic_check
#define bh_apply_COURAGE bh_do_courage
#define bh_apply_FIRE_SPREAD bh_do_fire_spread
#define bh_apply_SPREAD_TO bh_do_spread_to
#define bh_apply_EVACUATE bh_do_evacuate
#define bh_apply_REINFORCE bh_do_reinforce
#define bh_apply_SETUP_PLACE bh_do_setup_place
#define bh_apply_SETUP_SUGGESTED bh_do_setup_suggested
#define bh_apply_SETUP_DONE bh_do_setup_done
#define bh_apply_SETUP_SWAP bh_do_setup_swap
#define bh_apply_CHOOSE_OBJECTIVE bh_do_choose_objective
#define bh_apply_ROLL_OBJECTIVE bh_do_roll_objective
#define bh_apply_CHOOSE_DEFENSE bh_do_choose_defense
#define bh_apply_UPGRADE_OBJECTIVE bh_do_upgrade_objective
#define bh_apply_SET_CARD bh_do_set_card
#define bh_apply_SET_BORDER bh_do_set_border
#define bh_apply_SET_REGION bh_do_set_region
#define bh_apply_SET_SIGHT bh_do_set_sight
#define bh_apply_SIGHT_ROLL bh_do_sight_roll
#define bh_apply_SET_VP bh_do_set_vp
#define bh_apply_CORRECT_COUNTER bh_do_correct_counter
#define bh_apply_CORRECT_TRACK bh_do_correct_track
#define bh_apply_CORRECT_FIRE bh_do_correct_fire

static const MusterActionDef defs[] = {
  /* The twelve actions (6.1-6.12) and the Reserve Action. */
  ROLL ("volley-fire", N_("Volley Fire"), "6.1",
        N_("Units in one region fire at a region up to two away in sight; 5-6 hits adjacent, 6 at two"), VOLLEY,
        MUSTER_PARAMS ({ "FROM", N_("Firing region"), MUSTER_PARAM_PLACE, 0, "land box" },
                       { "TO", N_("Target region"), MUSTER_PARAM_PLACE, 0, "land box" },
                       COUNTERS (N_("Firing units (all by default)"), "mine"),
                       { "EXTRA", N_("One more die for one more ammunition (11.2)"), MUSTER_PARAM_FLAG, 0, "extra-die" })),
  ROLL ("assault", N_("Assault"), "6.2",
        N_("Fresh units move into an adjacent enemy region and fight it out; the defenders fire first"), ASSAULT,
        MUSTER_PARAMS ({ "FROM", N_("From"), MUSTER_PARAM_PLACE, 0, "land" },
                       { "TO", N_("Target region"), MUSTER_PARAM_PLACE, 0, "land" },
                       COUNTERS (N_("Assaulting counters (all fresh ones by default)"), "mine"))),
  ROLL ("cannonade", N_("Cannonade"), "6.3",
        N_("Field cannon fire at any region they see: 5-6 within two regions, 6 beyond; hits on healthy counters only"), CANNONADE,
        MUSTER_PARAMS ({ "FROM", N_("Cannon region"), MUSTER_PARAM_PLACE, 0, "land" },
                       { "TO", N_("Target region"), MUSTER_PARAM_PLACE, 0, "land box" },
                       { "MORE", N_("More FROM TO pairs"), MUSTER_PARAM_TEXT, MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED })),
  ROLL ("bombard", N_("Bombard"), "6.4",
        N_("The fleet and the Copp’s Hill battery fire into their target areas: 2 dice on 6 (5-6 at staging areas), or Hot Shot on 4-6"), BOMBARD,
        MUSTER_PARAMS ({ "FIRER", N_("Firer"), MUSTER_PARAM_CHOICE, 0, "fleet/battery" },
                       { "MODE", N_("Fire at"), MUSTER_PARAM_CHOICE, 0, "units/hot-shot" },
                       { "TARGET", N_("Target region"), MUSTER_PARAM_PLACE, 0, "land" },
                       { "MORE", N_("The other firer: FIRER MODE TARGET"), MUSTER_PARAM_TEXT, MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED })),
  GAME ("land-move", N_("Land Move"), "6.5",
        N_("Counters of one region move up to 3 regions (leaders 4), stopping next to enemy units; groups may go to different regions"), LAND_MOVE,
        MUSTER_PARAMS ({ "FROM", N_("From"), MUSTER_PARAM_PLACE, 0, "land box" },
                       { "TO", N_("To"), MUSTER_PARAM_PLACE, 0, "land box" },
                       COUNTERS (N_("Counters (all by default); another TO starts another group"), "mine"))),
  GAME ("naval-move", N_("Naval Move"), "6.6", N_("The fleet moves to an adjacent fleet box"), NAVAL_MOVE,
        MUSTER_PARAMS ({ "BOX", N_("Fleet box"), MUSTER_PARAM_PLACE, 0, "fleet" })),
  GAME ("rally", N_("Rally"), "6.7",
        N_("Each leader in the region flips one broken unit back (not a cannon); morale goes up"), RALLY,
        MUSTER_PARAMS ({ "REGION", N_("Region"), MUSTER_PARAM_PLACE, 0, "land box" },
                       COUNTERS (N_("Units to rally, in order"), "mine"))),
  GAME ("reorganize", N_("Reorganize the Line"), "6.8",
        N_("Counters of two adjacent regions trade places; stacking counts at the end"), REORGANIZE,
        MUSTER_PARAMS ({ "A", N_("Region"), MUSTER_PARAM_PLACE, 0, "land box" },
                       { "B", N_("Adjacent region"), MUSTER_PARAM_PLACE, 0, "land box" },
                       COUNTERS (N_("Counters that cross (all without Moved markers by default)"), "mine"))),
  ROLL ("snipe", N_("Snipe"), "6.9",
        N_("One die at British counters in or next to Charlestown, from an unburnt town region: 5-6 hits"), SNIPE,
        MUSTER_PARAMS ({ "REGION", N_("Target region"), MUSTER_PARAM_PLACE, 0, "land" })),
  GAME ("land-troops", N_("Land Troops"), "6.10",
        N_("Up to the transport number of units (leaders free) land from a landing zone in one of its staging areas"), LAND_TROOPS,
        MUSTER_PARAMS ({ "ZONE", N_("Landing zone"), MUSTER_PARAM_PLACE, 0, "zone" },
                       { "STAGING", N_("Staging area"), MUSTER_PARAM_PLACE, 0, "land" },
                       COUNTERS (N_("Counters (by default all leaders and as many units as the zone carries)"), "mine"))),
  GAME ("plan", N_("Plan"), "6.11", N_("With one action left: end your actions and gain a Reserve Action"), PLAN, NULL),
  GAME ("pass", N_("Pass"), "6.12",
        N_("Free pass when not ahead on actions (the opponent must act, 5.2); “pass spend” spends an action doing nothing"), PASS,
        MUSTER_PARAMS ({ "SPEND", N_("Spend an action"), MUSTER_PARAM_FLAG, 0, "spend" })),
  GAME ("use-reserve", N_("Use a Reserve Action"), "5.2", N_("Take the next action from the Reserve Action track"),
        USE_RESERVE, NULL),

  /* The turn. */
  ROLL_STEP ("draw-card", N_("Draw a card"), "5.1",
        N_("Start the turn: reinforcements arrive, the card sets both Action tracks"), MUSTER_ACTION_STEP, DRAW_CARD, NULL),
  STEP ("end-turn", N_("End the turn"), "5.3",
        N_("Markers come off, leaders steady panicked units, fire may spread, the turn advances"), MUSTER_ACTION_STEP,
        END_TURN, NULL),

  /* Answers to a decision. */
  STEP ("allocate-hits", N_("Apply hits"), "7.0",
        N_("Name the counter that takes each hit, one name per hit (a counter may be named twice)"), MUSTER_ACTION_ANSWER,
        ALLOCATE, MUSTER_PARAMS ({ "COUNTER", N_("Counters, one per hit"), MUSTER_PARAM_ALLOCATION, MUSTER_PARAM_REPEATED, "hits" })),
  STEP ("retreat", N_("Retreat"), "7.1",
        N_("In an Assault: attackers back to where they came from; defenders to the rear (further only when overstacked)"),
        MUSTER_ACTION_ANSWER, RETREAT,
        MUSTER_PARAMS ({ "REGION", N_("Region (and more only past full regions)"), MUSTER_PARAM_PLACE,
                         MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "land box" },
                       COUNTERS (N_("Counters (all by default)"), "decider"))),
  ROLL_STEP ("stand", N_("Stand"), "7.1", N_("In an Assault: do not retreat (the battle goes on)"), MUSTER_ACTION_ANSWER, STAND, NULL),
  ROLL_STEP ("defensive-fire", N_("Free defensive fire"), "8.0",
        N_("Fire the free round (one ammunition) or hold it; with 11.2 add hit4 (2 ammunition) or hit3 (4)"),
        MUSTER_ACTION_ANSWER, DEFENSIVE_FIRE,
        MUSTER_PARAMS ({ "CHOICE", N_("Fire or hold"), MUSTER_PARAM_CHOICE, 0, "fire/hold" },
                       { "BOOST", N_("Hit number (11.2)"), MUSTER_PARAM_CHOICE, MUSTER_PARAM_OPTIONAL, "hit4/hit3" })),
  ROLL_STEP ("wrong-ammo", N_("Check the ammunition"), "4.3",
        N_("From turn 4: a die plus the turn, 10 or more and the right ammunition arrives"), MUSTER_ACTION_ANSWER,
        WRONG_AMMO, NULL),
  ROLL_STEP ("panic-check", N_("Panic check"), "9.1",
        N_("With Patriot morale at 12 or less: the British pick a militia region next to British units"),
        MUSTER_ACTION_ANSWER, PANIC, MUSTER_PARAMS ({ "REGION", N_("Region"), MUSTER_PARAM_PLACE, 0, "land" })),
  ROLL_STEP ("courage-check", N_("Courage checks"), "3.4",
        N_("Militia that crossed into the Neck under the fleet's guns roll: die plus strength, 1-3 go back"),
        MUSTER_ACTION_ANSWER, COURAGE, NULL),
  ROLL_STEP ("fire-spread", N_("Fire spread"), "5.3",
        N_("A die for each burning town region with an unburnt neighbour: 5-6 spreads"), MUSTER_ACTION_ANSWER,
        FIRE_SPREAD, NULL),
  STEP ("spread-to", N_("Spread the fire"), "5.3", N_("Choose the adjacent town region a spreading fire reaches"),
        MUSTER_ACTION_ANSWER, SPREAD_TO, MUSTER_PARAMS ({ "REGION", N_("Region"), MUSTER_PARAM_PLACE, 0, "land" })),
  STEP ("evacuate", N_("Leave the fire"), "6.4",
        N_("Counters in a region set ablaze move to an adjacent region (further only past full ones)"),
        MUSTER_ACTION_ANSWER, EVACUATE,
        MUSTER_PARAMS ({ "REGION", N_("Region"), MUSTER_PARAM_PLACE, MUSTER_PARAM_REPEATED, "land" },
                       COUNTERS (N_("Counters (all by default)"), "decider"))),
  STEP ("reinforce", N_("Land reinforcements"), "12.1", N_("Choose the landing zone of arriving British reinforcements"),
        MUSTER_ACTION_ANSWER, REINFORCE, MUSTER_PARAMS ({ "ZONE", N_("Landing zone"), MUSTER_PARAM_PLACE, 0, "zone" })),

  /* Set-up. */
  STEP ("setup-place", N_("Place counters"), "12.1", N_("Put counters of the current set-up step in a region"),
        MUSTER_ACTION_SETUP, SETUP_PLACE,
        MUSTER_PARAMS ({ "COUNTER", N_("Counters"), MUSTER_PARAM_PIECE, MUSTER_PARAM_REPEATED, "setup" },
                       { "REGION", N_("Region"), MUSTER_PARAM_PLACE, 0, "land" })),
  STEP ("setup-suggested", N_("Suggested placement"), "12.1",
        N_("Place the current side's counters where Muster suggests (a choice the rules leave to the players)"),
        MUSTER_ACTION_SETUP, SETUP_SUGGESTED, NULL),
  STEP ("setup-done", N_("Set-up done"), "12.1", N_("Finish this side's set-up"), MUSTER_ACTION_SETUP, SETUP_DONE, NULL),
  STEP ("setup-swap", N_("Swap counters"), "12.3",
        N_("Solitaire set-up: two counters of the same kind trade places (the text names no leaders)"),
        MUSTER_ACTION_SETUP, SETUP_SWAP,
        MUSTER_PARAMS ({ "A", N_("Counter"), MUSTER_PARAM_PIECE, 0, "mine" },
                       { "B", N_("Counter"), MUSTER_PARAM_PIECE, 0, "mine" })),
  STEP ("choose-objective", N_("Choose the objective"), "12.3",
        N_("British solitaire: objective 1-6, with the objective areas and landing zones it needs"),
        MUSTER_ACTION_SETUP, CHOOSE_OBJECTIVE,
        MUSTER_PARAMS ({ "NUMBER", N_("Objective"), MUSTER_PARAM_NUMBER, 0, "1..6" },
                       { "MORE", N_("Areas (neck, bunker-hill, ndw, breeds-hill, charlestown) and zones"), MUSTER_PARAM_TEXT,
                         MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED })),
  STEP ("roll-objective", N_("Roll the objective"), "12.3", N_("A die picks the British objective"), MUSTER_ACTION_SETUP,
        ROLL_OBJECTIVE, NULL),
  STEP ("choose-defense", N_("Choose the defence"), "12.4",
        N_("Patriot solitaire: the defence focus (Charlestown, the New Defensive Works, Breed's Hill or Bunker Hill)"),
        MUSTER_ACTION_SETUP, CHOOSE_DEFENSE,
        MUSTER_PARAMS ({ "FOCUS", N_("Focus"), MUSTER_PARAM_CHOICE, 0, "charlestown/ndw/breeds-hill/bunker-hill" })),
  STEP ("upgrade-objective", N_("Upgrade the objective"), "12.3",
        N_("British solitaire: move up to a larger objective (never down); the game lengthens"), MUSTER_ACTION_PLAY,
        UPGRADE_OBJECTIVE,
        MUSTER_PARAMS ({ "NUMBER", N_("Objective"), MUSTER_PARAM_NUMBER, 0, "2..6" },
                       { "MORE", N_("Areas and zone"), MUSTER_PARAM_TEXT, MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED })),

  /* Corrections: always open. */
  FIX ("set-card", N_("Enter card values"), "5.1", N_("Correction: the values printed on one of your cards"), SET_CARD,
       MUSTER_PARAMS ({ "NUMBER", N_("Card"), MUSTER_PARAM_CARD },
                      { "BRITISH", N_("British actions"), MUSTER_PARAM_NUMBER, 0, "0..5" },
                      { "PATRIOT", N_("Patriot actions"), MUSTER_PARAM_NUMBER, 0, "0..5" },
                      { "HASH", N_("Hash marks"), MUSTER_PARAM_NUMBER, 0, "0..5" })),
  FIX ("set-border", N_("Correct a border"), "3.0", N_("Correction: whether two regions share a border on your board"),
       SET_BORDER,
       MUSTER_PARAMS ({ "A", N_("Region"), MUSTER_PARAM_PLACE, 0, "any" },
                      { "B", N_("Region"), MUSTER_PARAM_PLACE, 0, "any" },
                      { "ADJACENT", N_("Adjacent"), MUSTER_PARAM_CHOICE, 0, "yes/no" })),
  FIX ("set-region", N_("Correct a region"), "3.1",
       N_("Correction: a region's elevation, modifiers, terrain, feature, hill, coast, landing zone numbers or bombardment areas"),
       SET_REGION,
       MUSTER_PARAMS ({ "REGION", N_("Region"), MUSTER_PARAM_PLACE, 0, "any" },
                      { "KEY", N_("What"), MUSTER_PARAM_CHOICE, 0,
                        "elevation/volley/assault/modifier-color/terrain/feature/hill/coast/zone/transport/staging/"
                        "bombard-mystic/bombard-harbor/bombard-charles/copps-dark" },
                      { "VALUE", N_("Value"), MUSTER_PARAM_TEXT })),
  FIX ("set-sight", N_("Confirm Line of Sight"), "7.2", N_("The players settle whether two regions see each other"),
       SET_SIGHT,
       MUSTER_PARAMS ({ "A", N_("Region"), MUSTER_PARAM_PLACE, 0, "land" },
                      { "B", N_("Region"), MUSTER_PARAM_PLACE, 0, "land" },
                      { "SIGHT", N_("Clear or blocked"), MUSTER_PARAM_CHOICE, 0, "clear/blocked" })),
  /* A correction that rolls: its die has a preview. */
  { "sight-roll", N_("Friendly die for sight"), "7.2",
    N_("Players who cannot agree on Line of Sight let a die settle it: 4-6 clear (kept for that pair)"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS ({ "A", N_("Region"), MUSTER_PARAM_PLACE, 0, "land" },
                                             { "B", N_("Region"), MUSTER_PARAM_PLACE, 0, "land" }),
    bh_apply_SIGHT_ROLL, NULL, bh_preview, BH_ACT_CORRECTION },
  FIX ("set-vp", N_("Correct the VP schedule"), "10.0", N_("Correction: points of one award on your player aid"), SET_VP,
       MUSTER_PARAMS ({ "AWARD", N_("Award"), MUSTER_PARAM_TEXT },
                      { "POINTS", N_("Points (halves allowed)"), MUSTER_PARAM_TEXT },
                      { "SCHEDULE", N_("Schedule (this game's by default)"), MUSTER_PARAM_CHOICE, MUSTER_PARAM_OPTIONAL,
                        "two-player/solitaire" })),
  FIX ("correct-counter", N_("Correct a counter"), NULL,
       N_("Board correction: put a counter where the table has it (follows no rule; logged)"), CORRECT_COUNTER,
       MUSTER_PARAMS ({ "COUNTER", N_("Counter"), MUSTER_PARAM_PIECE, 0, "any" },
                      { "WHERE", N_("Region, eliminated or waiting"), MUSTER_PARAM_PLACE, 0, "any off" },
                      { "FACE", N_("Face and markers: broken, unbroken, moved, fired, panic, rallied, fresh, strength-N"),
                        MUSTER_PARAM_TEXT, MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED })),
  FIX ("correct-track", N_("Correct a track"), NULL, N_("Board correction: ammunition, morale, Action, Reserve or turn track"),
       CORRECT_TRACK,
       MUSTER_PARAMS ({ "TRACK", N_("Track"), MUSTER_PARAM_CHOICE, 0,
                        "ammo/morale-british/morale-patriot/actions-british/actions-patriot/reserve-british/reserve-patriot/turn" },
                      { "VALUE", N_("Value"), MUSTER_PARAM_NUMBER, 0, "0..24" })),
  FIX ("correct-fire", N_("Correct a fire or the fleet"), NULL,
       N_("Board correction: REGION yes|no for an Ablaze marker, or fleet BOX"), CORRECT_FIRE,
       MUSTER_PARAMS ({ "WHAT", N_("Region or fleet"), MUSTER_PARAM_TEXT },
                      { "VALUE", N_("yes, no or a fleet box"), MUSTER_PARAM_TEXT })),
};

const MusterActionDef *
bh_action_def (BhActionTag tag)
{
  for (guint i = 0; i < G_N_ELEMENTS (defs); i++)
    if ((BhActionTag) defs[i].tag == tag)
      return &defs[i];
  return NULL;
}

/* ---- whose decision ------------------------------------------------------ */

BhActionTag
bh_decision (BhState *self)
{
  static const BhActionTag answers[] = {
    [BH_PEND_ALLOCATE] = BH_ACT_ALLOCATE,
    [BH_PEND_EVACUATE] = BH_ACT_EVACUATE,
    [BH_PEND_SPREAD] = BH_ACT_SPREAD_TO,
    [BH_PEND_FIRE_SPREAD] = BH_ACT_FIRE_SPREAD,
    [BH_PEND_COURAGE] = BH_ACT_COURAGE,
    [BH_PEND_REINFORCE] = BH_ACT_REINFORCE,
    [BH_PEND_WRONG_AMMO] = BH_ACT_WRONG_AMMO,
    [BH_PEND_PANIC] = BH_ACT_PANIC,
  };

  if (self->n_pending > 0)
    return answers[self->pending[0].kind];
  if (self->assault.step == BH_ASSAULT_DEF_CHOICE)
    return BH_ACT_DEFENSIVE_FIRE;
  if (self->assault.step != BH_ASSAULT_NONE)
    return BH_ACT_RETREAT;
  return BH_ACT_NONE;
}

const char *
bh_decision_rule (BhState *self)
{
  if (self->n_pending > 0)
    return self->pending[0].rule;
  return self->assault.step == BH_ASSAULT_DEF_CHOICE ? "8.0" : "7.1";
}

/* ---- the gate ------------------------------------------------------------ */

/* The words of a refusal in the gate: translated when @say (someone
 * reads them), otherwise the untranslated id, which only marks the
 * refusal. */
#define WHY(msgid) (say ? _(msgid) : (msgid))

/* Why nothing but a decision (or nothing at all) may be done now, or NULL;
 * a text made for the occasion is kept in *owned. */
static const char *
blocked (BhState   *self,
         gboolean   say,
         char     **owned)
{
  BhActionTag decision = bh_decision (self);

  if (self->over)
    return WHY (N_("10.0 The game is over"));
  if (decision != BH_ACT_NONE)
    return !say ? "" : (*owned = g_strdup_printf (_("%s The %s player decides first: %s"), bh_decision_rule (self),
                                                  bh_side_name (bh_acting_side (self)),
                                                  _(bh_action_def (decision)->label)));
  if (self->phase == BH_PHASE_SETUP)
    return WHY (N_("12.1 Finish the set-up first"));
  if (self->phase == BH_PHASE_TURN_START)
    return WHY (N_("5.1 Draw the card first (draw-card)"));
  if (self->phase == BH_PHASE_END_TURN)
    return WHY (N_("5.2 Both Action tracks are at 0: end the turn (end-turn)"));
  return NULL;
}

/* The side that takes a game action, and why it may not now (or NULL). */
static const char *
judge_game_action (BhState      *self,
                   BhActionTag   tag,
                   RevroadSide   side,
                   RevroadSide  *need,
                   gboolean      say,
                   char        **why_owned)
{
  const char *why;

  *need = side;
  if (tag == BH_ACT_BOMBARD || tag == BH_ACT_NAVAL_MOVE || tag == BH_ACT_LAND_TROOPS)
    *need = REVROAD_BRITISH;
  else if (tag == BH_ACT_SNIPE)
    *need = REVROAD_PATRIOT;
  if ((why = blocked (self, say, why_owned)) != NULL)
    return why;
  if (*need != side)
    return *need == REVROAD_BRITISH ? WHY (N_("2.0 Only the British may take this action"))
                                    : WHY (N_("2.0 Only the Patriots may take this action"));
  if (self->phase == BH_PHASE_FINAL_FIRE && tag != BH_ACT_VOLLEY && tag != BH_ACT_CANNONADE && tag != BH_ACT_BOMBARD)
    return tag == BH_ACT_PASS ? WHY (N_("12.4 The final fire ends with end-turn"))
                              : WHY (N_("12.4 The British Bot's final fire allows only fire actions"));
  switch (tag)
    {
    case BH_ACT_VOLLEY:
      return volley_possible (self, side) ? NULL
             : WHY (N_("6.1 Volley Fire: no unit that may fire has enemy counters within range"));
    case BH_ACT_ASSAULT:
      if (side == REVROAD_PATRIOT && self->ammo <= 0)
        return WHY (N_("8.0 Out of ammunition: the Patriots may not assault"));
      return assault_possible (self, side) ? NULL
             : WHY (N_("6.2 Assault: no fresh units stand next to enemy counters they outnumber or match"));
    case BH_ACT_CANNONADE:
      if (side == REVROAD_BRITISH && !self->ammo_arrived)
        return WHY (N_("4.3 Wrong Ammo: British field cannon may not fire yet"));
      return cannonade_possible (self, side) ? NULL
             : WHY (N_("6.3 Cannonade: no field cannon that has not fired sees an enemy"));
    case BH_ACT_BOMBARD:
      return bombard_possible (self) ? NULL : WHY (N_("6.4 Bombard: nothing in the target areas to bombard or set ablaze"));
    case BH_ACT_LAND_MOVE:
    case BH_ACT_REORGANIZE:
      return move_possible (self, side) ? NULL : WHY (N_("6.5 No counter is free to move (Moved marker, panic, or afloat)"));
    case BH_ACT_RALLY:
      if (self->demoralized[side])
        return side == REVROAD_PATRIOT ? WHY (N_("9.2 Patriot demoralization: no Rally")) : WHY (N_("9.3 British demoralization: no Rally"));
      return rally_possible (self, side) ? NULL : WHY (N_("6.7 Rally: no broken unit stands with a leader who may rally"));
    case BH_ACT_SNIPE:
      if (self->ammo <= BH_LOW_AMMO)
        return WHY (N_("8.0 Low ammunition: no Snipe"));
      return snipe_possible (self) ? NULL
             : WHY (N_("6.9 Snipe: no healthy British counter is in or next to an unburnt Charlestown region"));
    case BH_ACT_LAND_TROOPS:
      return landing_possible (self) ? NULL : WHY (N_("6.10 Land Troops: no British counter waits in a landing zone"));
    case BH_ACT_PLAN:
      if (self->demoralized[side])
        return WHY (N_("9.2/9.3 A demoralized side may not Plan"));
      if (self->tracks.actions[side] != 1)
        return WHY (N_("6.11 Plan: only with the Action marker on the 1 space"));
      if (self->tracks.reserve_armed)
        return WHY (N_("6.11 Plan cannot be taken from the reserve"));
      return NULL;
    case BH_ACT_USE_RESERVE:
      if (self->tracks.reserve_armed)
        return WHY (N_("5.2 A Reserve Action is already ready"));
      if (!revroad_tracks_reserve_usable (&self->tracks, side, say ? why_owned : NULL))
        return say ? *why_owned : "";
      return NULL;
    default:
      return NULL;
    }
}

static gboolean
answer_open (BhState     *self,
             BhActionTag  tag,
             gboolean     say,
             const char **why)
{
  BhActionTag decision = bh_decision (self);
  static const struct { BhActionTag tag; const char *why; } closed[] = {
    { BH_ACT_ALLOCATE, N_("7.0 No hits wait to be applied") },
    { BH_ACT_RETREAT, N_("7.1 Retreats happen only in an Assault") },
    { BH_ACT_STAND, N_("7.1 Nobody is deciding whether to retreat") },
    { BH_ACT_DEFENSIVE_FIRE, N_("8.0 No Patriot defender is choosing whether to fire") },
    { BH_ACT_WRONG_AMMO, N_("4.3 The check is made at the start of turns 4 and later until the ammunition arrives") },
    { BH_ACT_PANIC, N_("9.1 No panic check is due") },
    { BH_ACT_COURAGE, N_("3.4 No militia is waiting for a courage check") },
    { BH_ACT_FIRE_SPREAD, N_("5.3 No fire is waiting to be rolled") },
    { BH_ACT_SPREAD_TO, N_("5.3 No fire is waiting to spread") },
    { BH_ACT_EVACUATE, N_("6.4 No counter has to leave a fire") },
    { BH_ACT_REINFORCE, N_("12.1 No reinforcements are waiting for a landing zone") },
  };

  if (decision == tag || (tag == BH_ACT_STAND && decision == BH_ACT_RETREAT))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (closed); i++)
    if (closed[i].tag == tag)
      *why = WHY (closed[i].why);
  return FALSE;
}

static gboolean
setup_placing (BhState *self)
{
  return self->phase == BH_PHASE_SETUP && (self->setup == BH_SETUP_BRITISH || self->setup == BH_SETUP_PATRIOT);
}

static const char *
side_id (RevroadSide side)
{
  return side == REVROAD_NO_SIDE ? NULL : revroad_side_id (side);
}

static gboolean
bh_gate (MusterState            *state,
         const MusterActionDef  *def,
         const char            **side_out,
         GError                **error)
{
  BhState *self = BH_STATE (state);
  BhActionTag tag = (BhActionTag) def->tag;
  RevroadSide side = bh_acting_side (self);
  RevroadSide who = side;
  const char *why = NULL;
  g_autofree char *owned = NULL;
  /* Nobody reads the words of a refusal asked with no room for them. */
  gboolean say = muster_error_wants_message (error);

  if (tag < BH_ACT_DRAW_CARD)
    why = judge_game_action (self, tag, side, &who, say, &owned);
  else if (tag >= BH_ACT_ALLOCATE && tag <= BH_ACT_REINFORCE)
    {
      switch (tag)
        {
        case BH_ACT_DEFENSIVE_FIRE:
        case BH_ACT_COURAGE:
          who = REVROAD_PATRIOT;
          break;
        case BH_ACT_WRONG_AMMO:
        case BH_ACT_PANIC:
        case BH_ACT_FIRE_SPREAD:
        case BH_ACT_SPREAD_TO:
        case BH_ACT_REINFORCE:
          who = REVROAD_BRITISH;
          break;
        case BH_ACT_ALLOCATE:
        case BH_ACT_EVACUATE:
          who = self->n_pending > 0 ? self->pending[0].side : REVROAD_NO_SIDE;
          break;
        default:
          break;
        }
      (void) answer_open (self, tag, say, &why);
    }
  else
    switch (tag)
      {
      case BH_ACT_DRAW_CARD:
        who = REVROAD_NO_SIDE;
        if (self->over)
          why = WHY (N_("10.0 The game is over"));
        else if (self->phase != BH_PHASE_TURN_START || self->n_pending > 0)
          why = WHY (N_("5.1 The card is drawn at the start of a turn"));
        break;
      case BH_ACT_END_TURN:
        who = REVROAD_NO_SIDE;
        if (self->over || (self->phase != BH_PHASE_END_TURN && self->phase != BH_PHASE_FINAL_FIRE) ||
            self->n_pending > 0 || self->assault.step != BH_ASSAULT_NONE || self->turn_ending)
          why = WHY (N_("5.3 The turn ends once both Action tracks are at 0 and nothing is left to decide"));
        break;
      case BH_ACT_SETUP_PLACE:
      case BH_ACT_SETUP_SUGGESTED:
        if (!setup_placing (self))
          why = WHY (N_("12.1 Nothing is placed now"));
        break;
      case BH_ACT_SETUP_DONE:
        if (self->phase != BH_PHASE_SETUP || (!setup_placing (self) && self->setup != BH_SETUP_REVIEW))
          why = WHY (N_("12.1 Finish the set-up steps first"));
        else
          {
            g_autoptr(GPtrArray) problems = bh_setup_problems (self, side, NULL);

            if (problems->len > 0)
              why = owned = g_strdup (g_ptr_array_index (problems, 0));
          }
        break;
      case BH_ACT_SETUP_SWAP:
        who = self->player;
        if (self->phase != BH_PHASE_SETUP || self->setup != BH_SETUP_REVIEW)
          why = WHY (N_("12.3 Only while reviewing a solitaire set-up"));
        break;
      case BH_ACT_CHOOSE_OBJECTIVE:
        who = REVROAD_BRITISH;
        if (!self->solitaire || self->player != REVROAD_BRITISH || self->setup != BH_SETUP_OBJECTIVE)
          why = WHY (N_("12.3 Only at the start of the British solitaire scenario"));
        break;
      case BH_ACT_ROLL_OBJECTIVE:
        who = REVROAD_BRITISH;
        if (!self->solitaire || self->setup != BH_SETUP_OBJECTIVE || self->solo.objective != 0)
          why = WHY (N_("12.3/12.4 Only at the start of a solitaire scenario"));
        break;
      case BH_ACT_CHOOSE_DEFENSE:
        who = REVROAD_PATRIOT;
        if (!self->solitaire || self->player != REVROAD_PATRIOT || self->setup != BH_SETUP_DEFENSE)
          why = WHY (N_("12.4 Only at the start of the Patriot solitaire scenario"));
        break;
      case BH_ACT_UPGRADE_OBJECTIVE:
        who = REVROAD_BRITISH;
        if (!self->solitaire || self->player != REVROAD_BRITISH || self->solo.objective <= 0 ||
            self->phase == BH_PHASE_SETUP || self->over || self->solo.objective >= 6)
          why = WHY (N_("12.3 Only the British solitaire player, during the game, to a larger objective"));
        break;
      case BH_ACT_CORRECTION:
      default:
        who = REVROAD_NO_SIDE;
        break;
      }
  *side_out = side_id (who);
  if (why != NULL)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, "%s", why);
  return TRUE;
}

#undef WHY

/* ---- names players read -------------------------------------------------- */

static const MusterParamDef *
param_def (const MusterActionDef *def,
           const char            *name)
{
  for (const MusterParamDef *pd = def->params; pd != NULL && pd->name != NULL; pd++)
    if (g_str_equal (pd->name, name))
      return pd;
  return NULL;
}

static gboolean
has_word (const char *words,
          const char *word)
{
  g_auto(GStrv) list = g_strsplit (words ? words : "", " ", -1);

  return g_strv_contains ((const char * const *) list, word);
}

static void
add_choice (GStrvBuilder *ids,
            GStrvBuilder *labels,
            const char   *id,
            const char   *label)
{
  g_strv_builder_add (ids, id);
  g_strv_builder_add (labels, label);
}

static void
add_area (BhState      *self,
          GStrvBuilder *ids,
          GStrvBuilder *labels,
          int           r)
{
  add_choice (ids, labels, bh_map_area (self->map, r)->id, bh_map_area (self->map, r)->name);
}

static void
fill_places (BhState         *self,
             const char      *which,
             BhActionTag      tag,
             GStrvBuilder    *ids,
             GStrvBuilder    *labels)
{
  guint kinds = 0;

  /* A decision names its own regions. */
  if (tag == BH_ACT_PANIC && bh_decision (self) == tag)
    {
      g_autoptr(GArray) regions = bh_panic_regions (self);

      for (guint k = 0; k < regions->len; k++)
        add_area (self, ids, labels, g_array_index (regions, int, k));
      return;
    }
  if (tag == BH_ACT_SPREAD_TO && bh_decision (self) == tag)
    {
      int cand[BH_MAX_AREAS];
      int n = bh_spread_candidates (self, self->pending[0].region, cand);

      for (int k = 0; k < n; k++)
        add_area (self, ids, labels, cand[k]);
      return;
    }
  if (has_word (which, "land") || has_word (which, "any"))
    kinds |= 1u << BH_AREA_LAND;
  if (has_word (which, "box") || has_word (which, "any"))
    kinds |= 1u << BH_AREA_MUSTER;
  if (has_word (which, "zone") || has_word (which, "any"))
    kinds |= 1u << BH_AREA_ZONE;
  if (has_word (which, "fleet") || has_word (which, "any"))
    kinds |= 1u << BH_AREA_FLEET;
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (kinds & (1u << bh_map_area (self->map, r)->kind))
      add_area (self, ids, labels, r);
  if (has_word (which, "off"))
    {
      add_choice (ids, labels, "waiting", _("Off the board, not yet in play"));
      add_choice (ids, labels, "eliminated", _("Eliminated"));
    }
}

static void
add_counter (BhState      *self,
             GStrvBuilder *ids,
             GStrvBuilder *labels,
             int           i)
{
  add_choice (ids, labels, bh_def (self, i)->id, bh_def (self, i)->name);
}

static void
fill_pieces (BhState      *self,
             const char   *which,
             const char   *side_id,
             GStrvBuilder *ids,
             GStrvBuilder *labels)
{
  RevroadSide side = REVROAD_NO_SIDE;

  if (side_id != NULL && !revroad_side_from_id (side_id, &side))
    side = REVROAD_NO_SIDE;

  if (has_word (which, "hits") && self->n_pending > 0 && self->pending[0].kind == BH_PEND_ALLOCATE)
    {
      RevroadUnitSet c = bh_alloc_candidates (self, &self->pending[0]);

      revroad_unit_set_foreach (i, &c)
        add_counter (self, ids, labels, (int) i);
      return;
    }
  if (has_word (which, "decider"))
    {
      int region = self->n_pending > 0 ? self->pending[0].region
                   : self->assault.step != BH_ASSAULT_NONE ? self->assault.target : -1;

      if (region >= 0)
        {
          RevroadUnitSet here = bh_units_in (self, region, side);

          revroad_unit_set_foreach (i, &here)
            add_counter (self, ids, labels, (int) i);
        }
      return;
    }
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnit *u = bh_unit (self, i);
      gboolean mine = side == REVROAD_NO_SIDE || bh_def (self, i)->side == side;

      if (has_word (which, "any") ||
          (has_word (which, "mine") && mine && u->place == REVROAD_PLACE_MAP) ||
          (has_word (which, "setup") && mine && u->place == REVROAD_PLACE_WAITING))
        add_counter (self, ids, labels, i);
    }
}

/* The names of the words a CHOICE or FLAG parameter takes. */
static const char *
word_label (BhState    *self,
            const char *word)
{
  static const struct { const char *id; const char *label; } words[] = {
    { "fleet", N_("The fleet") }, { "battery", N_("Copp’s Hill battery") },
    { "units", N_("At counters") }, { "hot-shot", N_("Hot Shot (set a town region ablaze)") },
    { "fire", N_("Fire") }, { "hold", N_("Hold it") },
    { "hit4", N_("Hit on 4-6 (2 more ammunition)") }, { "hit3", N_("Hit on 3-6 (4 more ammunition)") },
    { "extra-die", N_("One more die (1 more ammunition)") }, { "spend", N_("Spend an action doing nothing") },
    { "yes", N_("Yes") }, { "no", N_("No") }, { "clear", N_("Clear") }, { "blocked", N_("Blocked") },
    { "two-player", N_("Two-player schedule") }, { "solitaire", N_("Solitaire schedule") },
    { "elevation", N_("Elevation") }, { "volley", N_("Volley Fire modifier") },
    { "assault", N_("Assault modifier") }, { "modifier-color", N_("Colour of the modifiers") },
    { "terrain", N_("Terrain") }, { "feature", N_("Feature") }, { "hill", N_("Hill") }, { "coast", N_("Coast") },
    { "zone", N_("Landing zone of a staging area") }, { "transport", N_("Transport number") },
    { "staging", N_("Staging number") }, { "bombard-mystic", N_("In the fleet's target area from the Mystic") },
    { "bombard-harbor", N_("In the target area from the harbour") },
    { "bombard-charles", N_("In the fleet's target area from the Charles") },
    { "copps-dark", N_("Darkened for the Copp’s Hill battery") },
    { "ammo", N_("Patriot ammunition") }, { "morale-british", N_("British morale") },
    { "morale-patriot", N_("Patriot morale") }, { "actions-british", N_("British Action track") },
    { "actions-patriot", N_("Patriot Action track") }, { "reserve-british", N_("British Reserve Actions") },
    { "reserve-patriot", N_("Patriot Reserve Actions") }, { "turn", N_("Turn") },
  };
  int area;

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (words[i].id, word))
      return _(words[i].label);
  /* The defence focus names an objective area (12.4). */
  area = bh_data_find_area (self->data, word);
  if (area >= 0)
    return ((BhObjArea *) g_ptr_array_index (self->data->areas, area))->name;
  return word;
}

static void
bh_fill_param (MusterState            *state,
               const MusterActionDef  *def,
               const char             *side,
               MusterParam            *param)
{
  BhState *self = BH_STATE (state);
  const MusterParamDef *pd = param_def (def, param->name);
  const char *which = pd ? pd->extra : NULL;
  GStrvBuilder *ids;
  GStrvBuilder *labels;

  if (param->kind == MUSTER_PARAM_CHOICE || param->kind == MUSTER_PARAM_FLAG)
    {
      labels = g_strv_builder_new ();
      for (guint i = 0; param->choices && param->choices[i]; i++)
        g_strv_builder_add (labels, word_label (self, param->choices[i]));
      /* The core filled the choices in: keep them, with their names. */
      muster_param_take_choices (param, g_strdupv (param->choices), g_strv_builder_end (labels));
      g_strv_builder_unref (labels);
      /* 5.2: passed to, or ahead on actions, only “pass spend” is open. */
      if ((BhActionTag) def->tag == BH_ACT_PASS && bh_acting_side (self) != REVROAD_NO_SIDE &&
          (self->forced || self->tracks.actions[bh_acting_side (self)] >
                           self->tracks.actions[revroad_side_other (bh_acting_side (self))]))
        {
          g_free (param->label);
          param->label = g_strdup (_("Spend an action (only “pass spend” now: 5.2 forbids the free pass)"));
        }
      return;
    }
  if (param->kind == MUSTER_PARAM_NUMBER && g_str_equal (param->name, "VALUE") &&
      (BhActionTag) def->tag == BH_ACT_CORRECTION)
    return;
  ids = g_strv_builder_new ();
  labels = g_strv_builder_new ();
  switch (param->kind)
    {
    case MUSTER_PARAM_PLACE:
      fill_places (self, which, (BhActionTag) def->tag, ids, labels);
      break;
    case MUSTER_PARAM_PIECE:
    case MUSTER_PARAM_ALLOCATION:
      fill_pieces (self, which, side, ids, labels);
      if (param->kind == MUSTER_PARAM_ALLOCATION && self->n_pending > 0 &&
          self->pending[0].kind == BH_PEND_ALLOCATE)
        {
          param->total = self->pending[0].hits;
          param->per_item = (self->pending[0].flags & (BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_ONCE_EACH)) ? 1 : 2;
        }
      break;
    case MUSTER_PARAM_CARD:
      {
        MusterCardSet *set = muster_deck_get_card_set (self->deck);

        for (guint k = 0; k < muster_card_set_get_n_cards (set); k++)
          add_choice (ids, labels, muster_card_set_get_card (set, k)->id, muster_card_set_get_card (set, k)->name);
      }
      break;
    case MUSTER_PARAM_TEXT:
    case MUSTER_PARAM_NUMBER:
    case MUSTER_PARAM_DICE:
    case MUSTER_PARAM_SEAT:
    case MUSTER_PARAM_LENGTH:
    case MUSTER_PARAM_CHOICE:
    case MUSTER_PARAM_FLAG:
    default:
      break;
    }
  muster_param_take_choices (param, g_strv_builder_end (ids), g_strv_builder_end (labels));
  g_strv_builder_unref (ids);
  g_strv_builder_unref (labels);
}

/* ---- around every action ------------------------------------------------- */

static gboolean
bh_begin (MusterState            *state,
          const MusterActionDef  *def,
          MusterEntry            *entry,
          MusterChance           *chance,
          GError                **error)
{
  BhState *self = BH_STATE (state);
  gboolean game = def->tag < BH_ACT_DRAW_CARD;

  if (self->over && def->kind != MUSTER_ACTION_CORRECTION)
    return bh_illegal (error, _("10.0 The game is over"));
  if (self->phase == BH_PHASE_SETUP && game)
    return bh_illegal (error, _("12.1 Finish the set-up first"));
  if (game)
    {
      /* 12.2 and 11.1 count per battle action, all its rounds included. */
      self->leaders_hit = 0;
      self->walls_used = 0;
    }
  return TRUE;
}

/* A board correction, or an action the players took against the rules
 * (an override), sets the map as the table has it, even where the rules
 * never put it: both sides in one region outside an assault (6.2),
 * counters left in a region ablaze (6.4), more than three units a side
 * (3.0). The state says so, region by region, and
 * its checks accept it there until the region is set right. */
static void
accept_the_table (BhState *self)
{
  /* Each side's units on the map, region by region: one pass over the
   * units, not one for each region and question. */
  BhRegionUnits in;
  int n_areas = MIN (bh_map_get_n_areas (self->map), BH_MAX_AREAS);

  bh_units_by_region (self, in);
  for (int r = 0; r < n_areas; r++)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << r;
      gboolean british = !revroad_unit_set_is_empty (&in[r][REVROAD_BRITISH]);
      gboolean patriot = !revroad_unit_set_is_empty (&in[r][REVROAD_PATRIOT]);

      /* Both sides outside an assault (6.2), or counters in a region
       * ablaze with no one asked to move them (6.4). */
      if (bh_decision (self) == BH_ACT_NONE && ((british && patriot) || (self->ablaze[r] && (british || patriot))))
        self->shared |= bit;
      if ((british && !bh_stack_ok (self, r, REVROAD_BRITISH, bh_military_in (self, &in[r][REVROAD_BRITISH]))) ||
          (patriot && !bh_stack_ok (self, r, REVROAD_PATRIOT, bh_military_in (self, &in[r][REVROAD_PATRIOT]))))
        self->overstacked |= bit;
    }
}

static gboolean
bh_finish (MusterState            *state,
           const MusterActionDef  *def,
           MusterEntry            *entry,
           MusterChance           *chance,
           GError                **error)
{
  BhState *self = BH_STATE (state);

  if (!bh_advance (self, entry, chance, error))
    return FALSE;
  if (def->kind == MUSTER_ACTION_CORRECTION || muster_entry_get_override (entry))
    accept_the_table (self);
  bh_update_vp (self);
  return TRUE;
}

const MusterActionTable bh_action_table = {
  defs, G_N_ELEMENTS (defs), bh_gate, bh_fill_param, bh_begin, bh_finish,
};
