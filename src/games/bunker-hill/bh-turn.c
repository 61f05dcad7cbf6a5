/* bh-turn.c: the turn (5.0): Obtain Action Points with the Wrong Ammo check
 * (5.1, 4.3) and the Patriot panic check (9.1); Perform Actions with Bunker
 * Hill's pass rule, Reserve Actions, Plan and Pass (5.2, 6.11, 6.12); End
 * Turn with fire spread (5.3); demoralization (9.2-9.4) and the end of the
 * game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

void
bh_start_turn (BhState *self)
{
  self->phase = BH_PHASE_TURN_START;
  self->tracks.actions[REVROAD_BRITISH] = self->tracks.actions[REVROAD_PATRIOT] = 0;
  self->tracks.dealt[REVROAD_BRITISH] = self->tracks.dealt[REVROAD_PATRIOT] = 0;
  self->tracks.acting = REVROAD_NO_SIDE;
  self->tracks.reserve_armed = FALSE;
  self->forced = FALSE;
  self->hot_shot_used = FALSE;
  g_clear_pointer (&self->card, g_free);
}

gboolean
bh_can_act (BhState     *self,
            RevroadSide  side,
            GError     **error)
{
  if (self->over)
    return bh_illegal (error, _("10.0 The game is over"));
  if (self->n_pending > 0 || self->assault.step != BH_ASSAULT_NONE)
    return bh_illegal (error, _("7.0 A decision must be made first (see the actions offered)"));
  if (self->phase == BH_PHASE_FINAL_FIRE)
    {
      if (side != REVROAD_BRITISH)
        return bh_illegal (error, _("12.4 Only the British Bot acts in its final fire"));
      return TRUE;
    }
  if (self->phase != BH_PHASE_ACTIONS)
    return bh_illegal (error, _("5.2 Actions are taken in the Perform Actions segment of the turn"));
  if (self->tracks.acting != side)
    return bh_illegal (error, _("5.2 It is the %s player’s action"), bh_side_name (self->tracks.acting));
  return TRUE;
}

gboolean
bh_check_own (BhState              *self,
              RevroadSide           side,
              int                   region,
              const RevroadUnitSet *units,
              GError              **error)
{
  RevroadSide other = revroad_side_other (side);

  if (units != NULL)
    {
      revroad_unit_set_foreach (i, units)
        if (bh_def (self, i)->side == other)
          return bh_illegal (error, _("5.2 It is the %s player’s action now, and %s is a %s counter"),
                             bh_side_name (side), bh_def (self, i)->name, bh_side_name (other));
    }
  if (region >= 0 && !bh_side_present (self, region, side) && bh_side_present (self, region, other))
    return bh_illegal (error, _("5.2 It is the %s player’s action now, and the counters in %s are %s"),
                       bh_side_name (side), bh_map_area (self->map, region)->name, bh_side_name (other));
  return TRUE;
}

gboolean
bh_can_take (BhState     *self,
             RevroadSide  side,
             const char  *action,
             GError     **error)
{
  if (bh_acting_side (self) == revroad_side_other (side) && self->n_pending == 0 &&
      self->assault.step == BH_ASSAULT_NONE)
    return bh_illegal (error, _("%s is a %s action (2.0)"), action, bh_side_name (side));
  return bh_can_act (self, side, error);
}

void
bh_spend_action (BhState     *self,
                 RevroadSide  side)
{
  if (self->phase != BH_PHASE_ACTIONS)
    return;
  self->tracks.acting = side;
  revroad_tracks_spend (&self->tracks);
  self->forced = FALSE;
}

static const MusterCard *
draw_one (BhState      *self,
          MusterChance *chance,
          GError      **error)
{
  gboolean reshuffled = FALSE;
  g_autofree char *id = muster_deck_draw (self->deck, chance, NULL, _("Revolution Road card"), &reshuffled, error);

  if (id == NULL)
    return NULL;
  if (!muster_deck_discard (self->deck, id, error))
    return NULL;
  return muster_deck_lookup (self->deck, id);
}

static gboolean
deck_has_plain_card (BhState *self)
{
  MusterCardSet *set = muster_deck_get_card_set (self->deck);
  GPtrArray *removed = muster_deck_get_removed (self->deck);

  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      const MusterCard *card = muster_card_set_get_card (set, i);
      gboolean out = FALSE;

      for (guint k = 0; k < removed->len; k++)
        out |= g_strcmp0 (g_ptr_array_index (removed, k), card->id) == 0;
      if (!out && revroad_card_hash (card) == 0)
        return TRUE;
    }
  return FALSE;
}

gboolean
bh_do_draw_card (MusterState            *state,
                 const MusterActionDef  *action_def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const MusterCard *card;
  int actions[REVROAD_N_SIDES];

  if (!muster_args_check_count (args, 0, 0, "draw-card", error))
    return FALSE;
  if (self->phase != BH_PHASE_TURN_START || self->n_pending > 0)
    return bh_illegal (error, _("5.1 The card is drawn at the start of the turn"));
  muster_entry_set_rule (entry, "5.1");
  muster_entry_append_text (entry, _("Turn %d begins."), self->tracks.turn);
  bh_arrive (self, entry);

  card = draw_one (self, chance, error);
  if (card == NULL)
    return FALSE;
  /* 12.2: the solitaire scenarios ignore cards with hash marks. */
  for (int tries = 0; self->solitaire && revroad_card_hash (card) > 0 && deck_has_plain_card (self) && tries < 64; tries++)
    {
      muster_entry_append_text (entry, _("Card %s has hash marks and is ignored in solitaire play (12.2)."), card->id);
      card = draw_one (self, chance, error);
      if (card == NULL)
        return FALSE;
    }
  g_free (self->card);
  self->card = g_strdup (card->id);
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      actions[s] = revroad_card_actions (card, s == REVROAD_BRITISH);
      /* 9.2, 9.3: a demoralized side gets one action fewer. */
      if (self->demoralized[s])
        actions[s] = MAX (0, actions[s] - 1);
    }
  {
    g_autofree char *desc = revroad_card_describe (card);
    muster_entry_append_text (entry, _("Drew %s."), desc);
  }
  muster_entry_append_text (entry, _("British actions %d, Patriot actions %d."),
                            actions[REVROAD_BRITISH], actions[REVROAD_PATRIOT]);
  if (revroad_tracks_deal (&self->tracks, actions[REVROAD_BRITISH], actions[REVROAD_PATRIOT]))
    {
      guint die;

      if (!revroad_roll_d6 (chance, REVROAD_NO_SIDE, _("who acts first (5.2)"), 0, &die, error))
        return FALSE;
      revroad_tracks_first_from_die (&self->tracks, die);
      muster_entry_append_text (entry, _("Equal actions: the die shows %u, so the %s player acts first (5.2)."),
                                die, bh_side_name (self->tracks.acting));
    }
  else if (self->tracks.acting != REVROAD_NO_SIDE)
    muster_entry_append_text (entry, _("The %s player has more actions and acts first (5.2)."),
                              bh_side_name (self->tracks.acting));
  self->phase = BH_PHASE_ACTIONS;
  self->forced = FALSE;
  self->hot_shot_used = FALSE;

  if (self->tracks.turn >= self->wrong_ammo_turn && !self->ammo_arrived)
    bh_push_pending (self, BH_PEND_WRONG_AMMO, REVROAD_BRITISH, -1, "4.3");
  if (self->morale[REVROAD_PATRIOT] <= BH_PANIC_MORALE)
    bh_push_pending (self, BH_PEND_PANIC, REVROAD_BRITISH, -1, "9.1");
  return TRUE;
}

gboolean
bh_do_wrong_ammo (MusterState            *state,
                  const MusterActionDef  *action_def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhPending *p = bh_pending_head (self);
  guint die;

  if (p == NULL || p->kind != BH_PEND_WRONG_AMMO)
    return bh_illegal (error, _("4.3 Wrong Ammo: the check is made at the start of turns 4 and later, until the ammunition arrives"));
  if (!muster_args_check_count (args, 0, 0, "wrong-ammo", error))
    return FALSE;
  if (!revroad_roll_d6 (chance, REVROAD_BRITISH, _("ammunition arrives (4.3)"), 0, &die, error))
    return FALSE;
  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "4.3");
  if ((int) die + self->tracks.turn >= 10)
    {
      self->ammo_arrived = TRUE;
      muster_entry_append_text (entry, _("The British roll %u + turn %d = %d: the right ammunition arrives and the British field cannon may fire (4.3)."),
                                die, self->tracks.turn, (int) die + self->tracks.turn);
    }
  else
    muster_entry_append_text (entry, _("The British roll %u + turn %d = %d: still the wrong ammunition (4.3)."),
                              die, self->tracks.turn, (int) die + self->tracks.turn);
  bh_pop_pending (self);
  return TRUE;
}

GArray *
bh_panic_regions (BhState *self)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    {
      RevroadUnitSet here;
      gboolean militia = FALSE;
      int nb[BH_MAX_AREAS], n;
      gboolean british = FALSE;

      if (bh_map_area (self->map, r)->kind != BH_AREA_LAND)
        continue;
      here = bh_units_in (self, r, REVROAD_PATRIOT);
      revroad_unit_set_foreach (i, &here)
        if (bh_def (self, i)->kind == REVROAD_KIND_MILITIA)
          militia = TRUE;
      if (!militia)
        continue;
      n = bh_map_land_neighbours (self->map, r, nb);
      for (int k = 0; k < n; k++)
        british |= bh_count_military (self, nb[k], REVROAD_BRITISH) > 0;
      if (british)
        g_array_append_val (out, r);
    }
  return out;
}

gboolean
bh_do_panic_check (MusterState            *state,
                   const MusterActionDef  *action_def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhPending *p = bh_pending_head (self);
  g_autoptr(GArray) regions = NULL;
  gboolean listed = FALSE, militia = FALSE;
  RevroadUnitSet here, panicked;
  int r;

  if (p == NULL || p->kind != BH_PEND_PANIC)
    return bh_illegal (error, _("9.1 Patriot Panic: the check is made at the start of a turn with Patriot morale at 12 or less"));
  if (!muster_args_check_count (args, 1, 1, "panic-check REGION", error))
    return FALSE;
  if ((r = bh_parse_area (self, args[0], _("region"), error)) < 0)
    return FALSE;
  regions = bh_panic_regions (self);
  for (guint k = 0; k < regions->len; k++)
    listed |= g_array_index (regions, int, k) == r;
  here = bh_units_in (self, r, REVROAD_PATRIOT);
  revroad_unit_set_foreach (i, &here)
    militia |= bh_def (self, i)->kind == REVROAD_KIND_MILITIA;
  if (!militia)
    return bh_illegal (error, _("9.1 Patriot Panic: the region chosen must hold militia"));
  /* Regions the map does not join count as apart (docs/bunker-hill.md). */
  if (!listed)
    return bh_illegal (error, _("9.1 Patriot Panic: the British choose militia next to a British unit, and no British unit borders %s"),
                       bh_map_area (self->map, r)->name);

  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "9.1");
  muster_entry_append_text (entry, _("The British call a panic check in %s."), bh_map_area (self->map, r)->name);
  revroad_unit_set_clear (&panicked);
  revroad_unit_set_foreach (i, &here)
    {
      RevroadUnit *u = bh_unit (self, i);
      const RevroadUnitDef *def = bh_def (self, i);

      if (!bh_is_military (self, i) || (u->markers & REVROAD_MARK_PANIC))
        continue;
      if (u->flipped)
        {
          if (def->kind == REVROAD_KIND_MINUTEMAN || def->kind == REVROAD_KIND_MILITIA)
            {
              u->markers |= REVROAD_MARK_PANIC;
              revroad_unit_set_add (&panicked, i);
              muster_entry_append_text (entry, _("%s is broken and panics (9.1)."), def->name);
            }
          continue;
        }
      if (def->kind != REVROAD_KIND_MILITIA)
        continue;
      {
        guint die;
        int total;

        if (!bh_reveal (self, i, entry, chance, error))
          return FALSE;
        if (!revroad_roll_d6 (chance, REVROAD_PATRIOT, _("courage check (9.1)"), 0, &die, error))
          return FALSE;
        total = (int) die + MAX (0, bh_unit_strength (self, i, FALSE));
        if (total <= 4)
          {
            muster_entry_append_text (entry, _("%s rolls %u + %d = %d and panics (9.1)."), def->name, die,
                                      total - (int) die, total);
            bh_hit_unit (self, i, entry);
            u->markers |= REVROAD_MARK_PANIC;
            revroad_unit_set_add (&panicked, i);
          }
        else
          muster_entry_append_text (entry, _("%s rolls %u + %d = %d and holds (9.1)."), def->name, die,
                                    total - (int) die, total);
      }
    }
  revroad_unit_set_foreach (i, &panicked)
    if (bh_unit (self, i)->place == REVROAD_PLACE_MAP)
      bh_flee (self, i, 3, entry);
  bh_pop_pending (self);
  return TRUE;
}

gboolean
bh_do_pass (MusterState            *state,
            const MusterActionDef  *action_def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  RevroadSide other = revroad_side_other (side);
  gboolean spend = FALSE;

  if (!muster_args_check_count (args, 0, 1, "pass [spend]", error))
    return FALSE;
  if (args[0] != NULL)
    {
      if (!g_str_equal (args[0], "spend"))
        return bh_invalid (error, _("Say “pass” for the free pass of 5.2, or “pass spend” to spend an action (6.12)"));
      spend = TRUE;
    }
  if (!bh_can_act (self, side, error))
    return FALSE;
  if (self->phase == BH_PHASE_FINAL_FIRE)
    return bh_illegal (error, _("12.4 The final fire ends with end-turn"));
  muster_entry_set_side (entry, revroad_side_id (side));
  if (spend && self->forced && bh_any_action_possible (self, side))
    return bh_illegal (error, _("5.2 Pass: your opponent passed, so you must take an action; you may spend one on a pass only when no other action is possible"));
  if (spend)
    {
      muster_entry_set_rule (entry, "6.12");
      muster_entry_append_text (entry, _("The %s player spends an action and does nothing (6.12)."), bh_side_name (side));
      bh_spend_action (self, side);
      return TRUE;
    }
  if (self->tracks.reserve_armed)
    return bh_illegal (error, _("5.2 Reserve Actions: a Reserve Action is ready; take an action with it"));
  if (self->forced)
    return bh_illegal (error, _("5.2 Pass: your opponent passed, so you must take an action (you may spend one to pass, 6.12)"));
  if (self->tracks.actions[side] > self->tracks.actions[other])
    return bh_illegal (error, _("5.2 Pass: with more actions than your opponent you must take an action (you may spend one to pass, 6.12)"));
  muster_entry_set_rule (entry, "5.2");
  muster_entry_append_text (entry, _("The %s player passes: the %s player must take the next action (5.2)."),
                            bh_side_name (side), bh_side_name (other));
  self->tracks.acting = other;
  self->forced = TRUE;
  return TRUE;
}

gboolean
bh_do_plan (MusterState            *state,
            const MusterActionDef  *action_def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  RevroadSide other = revroad_side_other (side);

  if (!muster_args_check_count (args, 0, 0, "plan", error))
    return FALSE;
  if (!bh_can_act (self, side, error))
    return FALSE;
  if (self->phase != BH_PHASE_ACTIONS)
    return bh_illegal (error, _("6.11 Plan is an action of the Perform Actions segment"));
  if (self->demoralized[side])
    return bh_illegal (error, side == REVROAD_PATRIOT ? _("9.2 Patriot demoralization: the Patriots may not Plan")
                                                     : _("9.3 British demoralization: the British may not Plan"));
  if (self->tracks.reserve_armed)
    return bh_illegal (error, _("6.11 Plan: a Reserve Action cannot be spent on Plan"));
  if (self->tracks.actions[side] != 1)
    return bh_illegal (error, _("6.11 Plan: only with the Action marker on the 1 space (it is on %d)"),
                       self->tracks.actions[side]);
  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "6.11");
  self->tracks.actions[side] = 0;
  if (self->tracks.reserve[side] >= REVROAD_MAX_RESERVE)
    muster_entry_append_text (entry, _("The Reserve Action track is full at two: no Reserve Action is gained (6.11)."));
  else
    self->tracks.reserve[side]++;
  self->tracks.acting = self->tracks.actions[other] > 0 ? other : REVROAD_NO_SIDE;
  self->forced = FALSE;
  muster_entry_append_text (entry, _("The %s player plans: a Reserve Action (now %d) and no more actions this turn (6.11)."),
                            bh_side_name (side), self->tracks.reserve[side]);
  return TRUE;
}

gboolean
bh_do_use_reserve (MusterState            *state,
                   const MusterActionDef  *action_def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  g_autofree char *reason = NULL;

  if (!muster_args_check_count (args, 0, 0, "use-reserve", error))
    return FALSE;
  if (!bh_can_act (self, side, error))
    return FALSE;
  if (self->phase != BH_PHASE_ACTIONS)
    return bh_illegal (error, _("5.2 Reserve Actions are spent in the Perform Actions segment"));
  if (self->tracks.reserve_armed)
    return bh_illegal (error, _("5.2 Reserve Actions: one is already ready; take an action with it"));
  if (!revroad_tracks_reserve_usable (&self->tracks, side, &reason))
    return bh_illegal (error, "%s", reason);
  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "5.2");
  self->tracks.reserve_armed = TRUE;
  muster_entry_append_text (entry, _("The %s player takes the next action from the Reserve Action track (5.2)."),
                            bh_side_name (side));
  return TRUE;
}

int
bh_spread_candidates (BhState *self,
                      int      from,
                      int     *out)
{
  int nb[BH_MAX_AREAS];
  int n = bh_map_land_neighbours (self->map, from, nb), m = 0;

  for (int k = 0; k < n; k++)
    if (bh_map_area (self->map, nb[k])->terrain == BH_TERRAIN_TOWN && !self->ablaze[nb[k]])
      out[m++] = nb[k];
  return m;
}

static void
clear_markers (BhState     *self,
               MusterEntry *entry)
{
  int removed = 0;

  for (int i = 0; i < bh_n_units (self); i++)
    bh_unit (self, i)->markers &= ~(REVROAD_MARK_MOVED | REVROAD_MARK_FIRED | REVROAD_MARK_RALLIED | BH_MARK_LANDED);
  /* 9.1: unless Patriot morale is at 0, each healthy leader takes one Panic
   * marker off a unit in its region. */
  if (self->morale[REVROAD_PATRIOT] > 0)
    for (int l = 0; l < bh_n_units (self); l++)
      {
        const RevroadUnit *lu = bh_unit (self, l);

        if (!bh_is_leader (self, l) || bh_def (self, l)->side != REVROAD_PATRIOT || lu->flipped ||
            lu->place != REVROAD_PLACE_MAP)
          continue;
        for (int i = 0; i < bh_n_units (self); i++)
          {
            RevroadUnit *u = bh_unit (self, i);

            if (u->place == REVROAD_PLACE_MAP && u->region == lu->region && (u->markers & REVROAD_MARK_PANIC))
              {
                u->markers &= ~REVROAD_MARK_PANIC;
                removed++;
                muster_entry_append_text (entry, _("%s steadies %s: its Panic marker comes off (9.1)."),
                                          bh_def (self, l)->name, bh_def (self, i)->name);
                break;
              }
          }
      }
  muster_entry_append_text (entry, _("Moved, Fired and Rally markers come off (5.3)."));
  (void) removed;
}

static gboolean
spread_possible (BhState *self)
{
  int cand[BH_MAX_AREAS];

  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (self->ablaze[r] && bh_spread_candidates (self, r, cand) > 0)
      return TRUE;
  return FALSE;
}

static gboolean
finish_turn (BhState      *self,
             MusterEntry  *entry,
             MusterChance *chance,
             GError      **error)
{
  self->turn_ending = FALSE;
  if (self->tracks.turn >= self->tracks.last_turn)
    return bh_end_game (self, entry, chance, error);
  self->tracks.turn++;
  muster_entry_append_text (entry, _("The turn marker moves to turn %d (5.3)."), self->tracks.turn);
  bh_start_turn (self);
  return TRUE;
}

gboolean
bh_do_end_turn (MusterState            *state,
                const MusterActionDef  *action_def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  if (!muster_args_check_count (args, 0, 0, "end-turn", error))
    return FALSE;
  if (self->over)
    return bh_illegal (error, _("10.0 The game is over"));
  if ((self->phase != BH_PHASE_END_TURN && self->phase != BH_PHASE_FINAL_FIRE) || self->turn_ending ||
      self->n_pending > 0 || self->assault.step != BH_ASSAULT_NONE)
    return bh_illegal (error, _("5.3 The turn ends when both Action tracks are at 0 and nothing is left to decide"));
  muster_entry_set_rule (entry, "5.3");
  muster_entry_append_text (entry, _("End of turn %d."), self->tracks.turn);
  clear_markers (self, entry);
  self->hot_shot_used = FALSE;
  self->phase = BH_PHASE_END_TURN;
  self->turn_ending = TRUE;
  if (spread_possible (self))
    {
      bh_push_pending (self, BH_PEND_FIRE_SPREAD, REVROAD_BRITISH, -1, "5.3");
      muster_entry_append_text (entry, _("Charlestown is burning: the British roll for the fire to spread (5.3)."));
      return TRUE;
    }
  return finish_turn (self, entry, chance, error);
}

GPtrArray *
bh_end_turn_steps (MusterState *state)
{
  static const struct { const char *text; const char *section; } steps[] = {
    { N_("Moved, Fired and Rally markers come off"), "5.3" },
    { N_("Each healthy Patriot leader takes a Panic marker off one unit in its region, unless Patriot morale is at 0"), "9.1" },
    { N_("While Charlestown burns, the British roll a die for each burning region that borders one not yet on fire; on a 5 or 6 they set a bordering region of their choice ablaze"), "5.3" },
    { N_("The Turn marker moves on; after the last turn the game ends, and the fire has one more chance to spread"), "5.3" },
  };
  BhState *self = BH_STATE (state);
  GPtrArray *out = muster_turn_steps_new ();
  guint done = 0;

  /* The markers and the leaders go at once; the fire waits for the
   * British rolls (and their choice where it spreads); the turn marker
   * then opens the next turn, or the game ends. */
  if (self->turn_ending)
    done = 2;
  else if ((self->phase == BH_PHASE_TURN_START && self->tracks.turn > 1) ||
           (self->phase == BH_PHASE_OVER && self->tracks.turn >= self->tracks.last_turn))
    done = G_N_ELEMENTS (steps);
  for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
    g_ptr_array_add (out, muster_turn_step_new (_(steps[s].text), steps[s].section,
                                                s < done ? MUSTER_STEP_DONE
                                                : s == done && self->turn_ending ? MUSTER_STEP_UNDER_WAY
                                                : MUSTER_STEP_TO_DO));
  return out;
}

gboolean
bh_do_fire_spread (MusterState            *state,
                   const MusterActionDef  *action_def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhPending *p = bh_pending_head (self);
  int burning[BH_MAX_AREAS], n = 0, cand[BH_MAX_AREAS];

  if (p == NULL || p->kind != BH_PEND_FIRE_SPREAD)
    return bh_illegal (error, _("5.3 Fire spread is rolled at the end of a turn while Charlestown burns"));
  if (!muster_args_check_count (args, 0, 0, "fire-spread", error))
    return FALSE;
  bh_pop_pending (self);
  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "5.3");
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (self->ablaze[r] && bh_spread_candidates (self, r, cand) > 0)
      burning[n++] = r;
  for (int k = 0; k < n; k++)
    {
      guint die;
      g_autofree char *purpose = g_strdup_printf (_("fire spreading from %s (5.3)"), bh_map_area (self->map, burning[k])->name);

      if (!revroad_roll_d6 (chance, REVROAD_BRITISH, purpose, 5, &die, error))
        return FALSE;
      if (die >= 5)
        {
          BhPending *s = bh_push_pending (self, BH_PEND_SPREAD, REVROAD_BRITISH, burning[k], "5.3");
          (void) s;
          muster_entry_append_text (entry, _("The fire in %s rolls %u: it spreads (5.3)."),
                                    bh_map_area (self->map, burning[k])->name, die);
        }
      else
        muster_entry_append_text (entry, _("The fire in %s rolls %u: it does not spread."),
                                  bh_map_area (self->map, burning[k])->name, die);
    }
  return TRUE;
}

gboolean
bh_do_spread_to (MusterState            *state,
                 const MusterActionDef  *action_def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhPending *p = bh_pending_head (self);
  int cand[BH_MAX_AREAS], n, to;
  gboolean ok = FALSE;

  if (p == NULL || p->kind != BH_PEND_SPREAD)
    return bh_illegal (error, _("5.3 No fire is waiting to spread"));
  if (!muster_args_check_count (args, 1, 1, "spread-to REGION", error))
    return FALSE;
  if ((to = bh_parse_area (self, args[0], _("region"), error)) < 0)
    return FALSE;
  n = bh_spread_candidates (self, p->region, cand);
  for (int k = 0; k < n; k++)
    ok |= cand[k] == to;
  if (!ok)
    {
      const BhArea *a = bh_map_area (self->map, to);

      if (a->terrain != BH_TERRAIN_TOWN || self->ablaze[to])
        return bh_illegal (error, _("5.3 Fire spreads to a Charlestown region that is not yet ablaze"));
      /* Regions the map does not join count as apart (docs/bunker-hill.md). */
      return bh_illegal (error, _("5.3 Fire spreads to a neighbouring region, and %s does not border %s"), a->name,
                         bh_map_area (self->map, p->region)->name);
    }
  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "5.3");
  bh_pop_pending (self);
  bh_set_ablaze (self, to, entry);
  return TRUE;
}

void
bh_check_demoralization (BhState     *self,
                         MusterEntry *entry)
{
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      if (self->demoralized[s] || self->morale[s] > 0)
        continue;
      self->demoralized[s] = TRUE;
      self->tracks.reserve[s] = 0;
      if (self->tracks.acting == s)
        self->tracks.reserve_armed = FALSE;
      if (s == REVROAD_PATRIOT)
        {
          muster_entry_append_text (entry, _("The Patriots are demoralized (9.2): their militia fall back three regions toward the Muster Box, they lose their Reserve Actions, and from now on they may not Rally or Plan, get one action fewer and their militia hit only on a 6."));
          for (int i = 0; i < bh_n_units (self); i++)
            if (bh_def (self, i)->kind == REVROAD_KIND_MILITIA && bh_unit (self, i)->place == REVROAD_PLACE_MAP &&
                bh_unit (self, i)->region != bh_map_muster_box (self->map))
              bh_flee (self, i, 3, entry);
        }
      else
        muster_entry_append_text (entry, _("The British are demoralized (9.3): they lose their Reserve Actions, and from now on they may not Rally or Plan, get one action fewer and roll one die fewer for Volley Fire and Assault."));
    }
  if (self->demoralized[REVROAD_BRITISH] && self->demoralized[REVROAD_PATRIOT] && !self->over)
    {
      muster_entry_append_text (entry, _("Both sides are demoralized: the game ends at once (9.4)."));
      self->ending = TRUE;
    }
}

gboolean
bh_end_game (BhState      *self,
             MusterEntry  *entry,
             MusterChance *chance,
             GError      **error)
{
  int n = bh_map_get_n_areas (self->map);
  gboolean catching[BH_MAX_AREAS] = { FALSE };
  g_autoptr(GString) detail = g_string_new (NULL);
  int held[REVROAD_N_SIDES];

  /* 5.3: at the end of the game every town region next to a fire may catch. */
  for (int r = 0; r < n; r++)
    {
      int nb[BH_MAX_AREAS], m;

      if (self->ablaze[r] || bh_map_area (self->map, r)->terrain != BH_TERRAIN_TOWN)
        continue;
      m = bh_map_land_neighbours (self->map, r, nb);
      for (int k = 0; k < m; k++)
        if (self->ablaze[nb[k]])
          catching[r] = TRUE;
    }
  for (int r = 0; r < n; r++)
    {
      guint die;
      g_autofree char *purpose = NULL;

      if (!catching[r])
        continue;
      purpose = g_strdup_printf (_("end-of-game fire in %s (5.3)"), bh_map_area (self->map, r)->name);
      if (!revroad_roll_d6 (chance, REVROAD_BRITISH, purpose, 5, &die, error))
        return FALSE;
      if (die >= 5)
        {
          self->ablaze[r] = TRUE;
          muster_entry_append_text (entry, _("At the end of the game the fire reaches %s (%u, 5.3)."),
                                    bh_map_area (self->map, r)->name, die);
        }
      else
        muster_entry_append_text (entry, _("At the end of the game %s escapes the fire (%u)."),
                                  bh_map_area (self->map, r)->name, die);
    }
  if (self->solitaire && !bh_solo_attrition (self, entry, chance, error))
    return FALSE;

  self->over = TRUE;
  self->ending = FALSE;
  self->phase = BH_PHASE_OVER;
  self->tracks.acting = REVROAD_NO_SIDE;
  bh_score (self, TRUE, self->half_vp, detail);
  bh_update_vp (self);
  held[REVROAD_BRITISH] = bh_hill_regions_held (self, REVROAD_BRITISH);
  held[REVROAD_PATRIOT] = bh_hill_regions_held (self, REVROAD_PATRIOT);
  if (self->half_vp[REVROAD_BRITISH] != self->half_vp[REVROAD_PATRIOT])
    self->winner = self->half_vp[REVROAD_BRITISH] > self->half_vp[REVROAD_PATRIOT] ? REVROAD_BRITISH : REVROAD_PATRIOT;
  else
    /* 10.0: a tie goes to the British if they hold more hill regions. */
    self->winner = held[REVROAD_BRITISH] > held[REVROAD_PATRIOT] ? REVROAD_BRITISH : REVROAD_PATRIOT;
  g_free (self->result);
  self->result = g_strdup_printf (_("%s win: British %d%s VP, Patriot %d%s VP%s. %s"),
                                  self->winner == REVROAD_BRITISH ? _("The British") : _("The Patriots"),
                                  self->half_vp[REVROAD_BRITISH] / 2, self->half_vp[REVROAD_BRITISH] % 2 ? "½" : "",
                                  self->half_vp[REVROAD_PATRIOT] / 2, self->half_vp[REVROAD_PATRIOT] % 2 ? "½" : "",
                                  self->half_vp[REVROAD_BRITISH] == self->half_vp[REVROAD_PATRIOT]
                                  ? (held[REVROAD_BRITISH] > held[REVROAD_PATRIOT]
                                     ? _(" (tied; the British hold more hill regions, 10.0)")
                                     : _(" (tied; the British do not hold more hill regions, 10.0)"))
                                  : "",
                                  detail->str);
  muster_entry_append_text (entry, _("The game is over (10.0). %s"), self->result);
  return TRUE;
}

static void
clear_overstacked (BhState *self)
{
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if ((self->overstacked & (G_GUINT64_CONSTANT (1) << r)) &&
        bh_stack_ok (self, r, REVROAD_BRITISH, bh_count_military (self, r, REVROAD_BRITISH)) &&
        bh_stack_ok (self, r, REVROAD_PATRIOT, bh_count_military (self, r, REVROAD_PATRIOT)))
      self->overstacked &= ~(G_GUINT64_CONSTANT (1) << r);
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if ((self->shared & (G_GUINT64_CONSTANT (1) << r)) &&
        !(bh_side_present (self, r, REVROAD_BRITISH) && bh_side_present (self, r, REVROAD_PATRIOT)) &&
        !(self->ablaze[r] && (bh_side_present (self, r, REVROAD_BRITISH) || bh_side_present (self, r, REVROAD_PATRIOT))))
      self->shared &= ~(G_GUINT64_CONSTANT (1) << r);
}

gboolean
bh_advance (BhState      *self,
            MusterEntry  *entry,
            MusterChance *chance,
            GError      **error)
{
  clear_overstacked (self);
  for (int guard = 0; guard < 64 && !self->over; guard++)
    {
      if (!bh_settle_pending (self, entry, chance, error))
        return FALSE;
      if (self->n_pending > 0)
        break;
      if (self->assault.step != BH_ASSAULT_NONE)
        {
          if (!bh_assault_continue (self, entry, chance, error))
            return FALSE;
          if (self->n_pending > 0 || self->assault.step != BH_ASSAULT_NONE)
            break;
          continue;
        }
      if (self->solitaire)
        {
          int before = self->n_pending;

          if (!bh_solo_broken_forces (self, entry, chance, error))
            return FALSE;
          if (self->n_pending != before)
            continue;
        }
      if (self->ending)
        return bh_end_game (self, entry, chance, error);
      if (self->solitaire && self->player == REVROAD_PATRIOT && self->phase != BH_PHASE_SETUP &&
          bh_solo_achieved (self))
        {
          muster_entry_append_text (entry, _("The British Bot has taken its objective: the scenario ends (12.4)."));
          return bh_end_game (self, entry, chance, error);
        }
      if (self->phase == BH_PHASE_END_TURN && self->turn_ending)
        return finish_turn (self, entry, chance, error);
      if (self->phase == BH_PHASE_ACTIONS && revroad_tracks_phase_over (&self->tracks))
        {
          self->tracks.acting = REVROAD_NO_SIDE;
          if (self->solitaire && self->player == REVROAD_PATRIOT)
            {
              self->phase = BH_PHASE_FINAL_FIRE;
              muster_entry_append_text (entry, _("All actions are spent: the British Bot conducts its final fire, then end-turn (12.4)."));
            }
          else
            {
              self->phase = BH_PHASE_END_TURN;
              muster_entry_append_text (entry, _("All actions are spent: end-turn is next (5.3)."));
            }
        }
      else if (self->phase == BH_PHASE_ACTIONS && self->tracks.acting != REVROAD_NO_SIDE &&
               self->tracks.actions[self->tracks.acting] == 0)
        {
          /* 5.2: a side on 0 sits out while the other spends what is left. */
          self->tracks.acting = revroad_side_other (self->tracks.acting);
          self->forced = FALSE;
        }
      break;
    }
  return TRUE;
}
