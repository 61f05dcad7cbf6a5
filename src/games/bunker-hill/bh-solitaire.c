/* bh-solitaire.c: the solitaire rules (12.2), the British player's
 * objectives with their upgrades (12.3) and the British Bot's (12.4), the
 * set-ups that go with them, and the solitaire VP.
 *
 * The Bot sheets are not in the rulebook: the Bot's decisions are entered as
 * ordinary actions for its side, and Muster applies every rule to them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "bh-private.h"

/* 12.2 Retreats and Broken Forces call for a morale check whose roll the
 * text does not give: Muster uses the courage check of 9.1, a die plus the
 * unit's strength, passing on 5 or more. */
#define BH_SOLO_MORALE_MIN 5

const BhObjective *
bh_solo_objective (BhState *self)
{
  if (!self->solitaire || self->solo.objective <= 0)
    return NULL;
  return bh_data_objective (self->data, self->scenario, self->solo.objective);
}

int
bh_solo_objective_regions (BhState *self,
                           int     *out)
{
  int n = 0;

  for (int k = 0; k < self->solo.n_areas; k++)
    {
      BhObjArea *area = g_ptr_array_index (self->data->areas, self->solo.areas[k]);

      for (guint r = 0; area->regions[r] != NULL; r++)
        {
          int reg = bh_map_find (self->map, area->regions[r]);
          gboolean dup = FALSE;

          for (int j = 0; j < n; j++)
            dup |= out[j] == reg;
          if (reg >= 0 && !dup && n < BH_MAX_AREAS)
            out[n++] = reg;
        }
    }
  return n;
}

static gboolean
british_hold (BhState *self,
              int      region)
{
  return bh_count_military (self, region, REVROAD_BRITISH) > 0 &&
         !bh_side_present (self, region, REVROAD_PATRIOT);
}

int
bh_solo_captured (BhState *self,
                  int     *scored_half)
{
  const BhObjective *obj = bh_solo_objective (self);
  int captured = 0;

  *scored_half = 0;
  if (obj == NULL)
    return 0;
  for (int k = 0; k < self->solo.n_areas; k++)
    {
      BhObjArea *area = g_ptr_array_index (self->data->areas, self->solo.areas[k]);
      gboolean town = g_strcmp0 (area->id, "charlestown") == 0;
      int here = 0;

      for (guint r = 0; area->regions[r] != NULL; r++)
        {
          int reg = bh_map_find (self->map, area->regions[r]);

          /* 12.3 objective 1: burned regions count as taken. */
          if (reg >= 0 && (british_hold (self, reg) || (town && obj->charlestown_scoring && self->ablaze[reg])))
            here++;
        }
      captured += here;
      if (town && obj->charlestown_scoring)
        {
          if (here >= 6)
            *scored_half += 2 * (1 + (here - 6));
        }
      else
        *scored_half += 2 * obj->vp * here;
    }
  return captured;
}

gboolean
bh_solo_achieved (BhState *self)
{
  const BhObjective *obj = bh_solo_objective (self);

  if (obj == NULL)
    return FALSE;
  for (int k = 0; k < self->solo.n_areas; k++)
    {
      BhObjArea *area = g_ptr_array_index (self->data->areas, self->solo.areas[k]);
      gboolean town = g_strcmp0 (area->id, "charlestown") == 0;
      int here = 0, total = 0;

      for (guint r = 0; area->regions[r] != NULL; r++)
        {
          int reg = bh_map_find (self->map, area->regions[r]);

          total++;
          if (reg >= 0 && (british_hold (self, reg) || (town && self->ablaze[reg])))
            here++;
        }
      if (town && obj->charlestown_scoring ? here < 6 : here < total)
        return FALSE;
    }
  return self->solo.n_areas > 0;
}

/* ---- set-up ----------------------------------------------------------- */

static int
zone_by_id (BhState    *self,
            const char *id)
{
  int z = bh_map_find (self->map, id);

  if (z < 0 || bh_map_area (self->map, z)->kind != BH_AREA_ZONE)
    {
      /* Also accept the zone's number. */
      int n = atoi (id);
      return bh_map_zone (self->map, n);
    }
  return z;
}

/* The roster's British start group ("sb") in 12.2 A. */
static gboolean
place_british (BhState      *self,
               MusterEntry  *entry,
               MusterChance *chance,
               GError      **error)
{
  const BhObjective *obj = bh_solo_objective (self);
  int nz = self->solo.n_zones;
  int per = nz == 3 ? self->data->solo_regulars_per_zone_three : self->data->solo_regulars_per_zone;
  int placed_reg = 0;
  int leader_zone = 0, cannon_zone = 0;
  int used_leader[3] = { 0 }, used_cannon[3] = { 0 };

  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnitDef *def = bh_def (self, i);
      RevroadUnit *u = bh_unit (self, i);
      int z = -1;

      if (g_strcmp0 (def->group, "sb") != 0 || u->place != REVROAD_PLACE_WAITING)
        continue;
      if (def->kind == REVROAD_KIND_REGULAR)
        {
          if (placed_reg < per * nz)
            z = placed_reg / per;
          else
            {
              /* The odd unit goes where a die says (12.2 A). */
              guint pick;

              if (!muster_chance_pick (chance, (guint) nz, _("landing zone of an odd unit (12.2)"), &pick, error))
                return FALSE;
              z = (int) pick;
            }
          placed_reg++;
        }
      else if (def->kind == REVROAD_KIND_CANNON || def->kind == REVROAD_KIND_LEADER)
        {
          int *used = def->kind == REVROAD_KIND_CANNON ? used_cannon : used_leader;
          int *next = def->kind == REVROAD_KIND_CANNON ? &cannon_zone : &leader_zone;

          if (def->kind == REVROAD_KIND_CANNON && obj != NULL && obj->no_cannon)
            {
              /* 12.3 objective 1: the artillery sits out. */
              u->place = REVROAD_PLACE_REMOVED;
              continue;
            }
          if (nz == 2)
            z = (*next)++ % 2;
          else
            {
              /* Two counters, three zones: each goes to a zone of its own
               * picked by a die. */
              int free_zones[3], nf = 0;
              guint pick;

              for (int k = 0; k < nz; k++)
                if (!used[k])
                  free_zones[nf++] = k;
              if (nf == 0)
                z = 0;
              else
                {
                  if (!muster_chance_pick (chance, (guint) nf, _("landing zone (12.2)"), &pick, error))
                    return FALSE;
                  z = free_zones[pick];
                }
            }
          used[z] = 1;
        }
      else
        continue;
      bh_move_unit (self, i, self->solo.zones[z]);
    }
  for (int k = 0; k < nz; k++)
    muster_entry_append_text (entry, _("British forces wait in %s (12.2)."),
                              bh_map_area (self->map, self->solo.zones[k])->name);
  return TRUE;
}

/* Places the Patriot start group ("sp") as set-up @setup says. */
static gboolean
place_patriots (BhState     *self,
                int          setup,
                MusterEntry *entry,
                GError     **error)
{
  BhPatriotSetup *ps = g_ptr_array_index (self->data->patriot_setups, setup);

  self->solo.setup = setup;
  for (guint a = 0; a < ps->at->len; a++)
    {
      BhSuggest *at = g_ptr_array_index (ps->at, a);
      int region = bh_map_find (self->map, at->at);

      if (region < 0)
        return bh_invalid (error, "set-up %s names no region “%s”", ps->id, at->at);
      for (guint t = 0; at->tokens[t] != NULL; t++)
        {
          RevroadKind kind;
          int found = -1;
          gboolean by_kind = revroad_kind_from_id (at->tokens[t], &kind);

          for (int i = 0; i < bh_n_units (self) && found < 0; i++)
            {
              const RevroadUnitDef *def = bh_def (self, i);

              if (g_strcmp0 (def->group, "sp") != 0 || bh_unit (self, i)->place != REVROAD_PLACE_WAITING)
                continue;
              if (by_kind ? def->kind == kind : g_strcmp0 (def->id, at->tokens[t]) == 0)
                found = i;
            }
          if (found >= 0)
            bh_move_unit (self, found, region);
        }
    }
  /* Counters the set-up does not use stay out of the game. */
  for (int i = 0; i < bh_n_units (self); i++)
    if (g_strcmp0 (bh_def (self, i)->group, "sp") == 0 && bh_unit (self, i)->place == REVROAD_PLACE_WAITING)
      bh_unit (self, i)->place = REVROAD_PLACE_REMOVED;
  muster_entry_append_text (entry, _("The Patriots take up the %s defence (%s)."), ps->name, ps->section);
  return TRUE;
}

static int
setup_for_focus (BhState *self,
                 int      focus)
{
  for (guint i = 0; i < self->data->patriot_setups->len; i++)
    {
      BhPatriotSetup *ps = g_ptr_array_index (self->data->patriot_setups, i);

      for (guint k = 0; k < ps->focus->len; k++)
        if (g_array_index (ps->focus, int, k) == focus)
          return (int) i;
    }
  return -1;
}

/* Reads the extra objective areas and landing zones a choice needs. */
static gboolean
read_choices (BhState            *self,
              const BhObjective  *obj,
              const char * const *args,
              GError            **error)
{
  int fixed = 0;

  self->solo.n_areas = 0;
  self->solo.n_zones = 0;
  for (guint k = 0; obj->areas[k] != NULL; k++)
    {
      int ai = bh_data_find_area (self->data, obj->areas[k]);
      if (ai >= 0 && self->solo.n_areas < 3)
        self->solo.areas[self->solo.n_areas++] = ai;
      fixed++;
    }
  for (guint k = 0; args != NULL && args[k] != NULL; k++)
    {
      int ai = bh_data_find_area (self->data, args[k]);
      int z = zone_by_id (self, args[k]);

      if (ai >= 0)
        {
          for (int j = 0; j < self->solo.n_areas; j++)
            if (self->solo.areas[j] == ai)
              return bh_illegal (error, _("%s The objective “%s” is named twice"), obj->section, args[k]);
          if (self->solo.n_areas >= fixed + obj->extra)
            return bh_illegal (error, g_dngettext (GETTEXT_PACKAGE, "%s This objective takes %d more objective area",
                                 "%s This objective takes %d more objective areas", obj->extra), obj->section, obj->extra);
          self->solo.areas[self->solo.n_areas++] = ai;
        }
      else if (z >= 0 && g_str_equal (obj->zones[0], "choose-3"))
        {
          for (int j = 0; j < self->solo.n_zones; j++)
            if (self->solo.zones[j] == z)
              return bh_illegal (error, _("%s A landing zone is named twice"), obj->section);
          if (self->solo.n_zones >= 3)
            return bh_illegal (error, _("%s Name three landing zones"), obj->section);
          self->solo.zones[self->solo.n_zones++] = z;
        }
      else
        return bh_invalid (error, _("“%s” is neither an objective (neck, bunker-hill, ndw, breeds-hill, charlestown) nor a landing zone"), args[k]);
    }
  if (self->solo.n_areas != fixed + obj->extra)
    return bh_invalid (error, g_dngettext (GETTEXT_PACKAGE, "%s Name %d objective area: neck, bunker-hill, ndw, breeds-hill or charlestown",
                                 "%s Name %d objective areas: neck, bunker-hill, ndw, breeds-hill or charlestown", obj->extra),
                       obj->section, obj->extra);
  if (g_str_equal (obj->zones[0], "choose-3"))
    {
      if (self->solo.n_zones != 3)
        return bh_invalid (error, _("%s Name the three landing zones to divide the landings between"), obj->section);
    }
  else
    for (guint k = 0; obj->zones[k] != NULL && k < 3; k++)
      self->solo.zones[self->solo.n_zones++] = zone_by_id (self, obj->zones[k]);
  return TRUE;
}

static gboolean
begin_objective (BhState            *self,
                 int                 number,
                 const char * const *extra,
                 MusterEntry        *entry,
                 MusterChance       *chance,
                 GError            **error)
{
  const BhObjective *obj = bh_data_objective (self->data, self->scenario, number);

  if (obj == NULL)
    return bh_invalid (error, _("There is no objective %d in this scenario"), number);
  self->solo.objective = number;
  if (!read_choices (self, obj, extra, error))
    return FALSE;
  self->tracks.last_turn = obj->turns;
  muster_entry_append_text (entry, _("British objective %d: %s (%d turns, %s)."), number, obj->name, obj->turns, obj->section);
  if (!place_british (self, entry, chance, error))
    return FALSE;

  if (self->player == REVROAD_BRITISH)
    {
      /* 12.3: the Patriot Bot sets up to meet the objective. */
      int setup;

      if (g_str_equal (obj->setup, "roll"))
        {
          guint die;

          if (!revroad_roll_d6 (chance, REVROAD_PATRIOT, _("Patriot set-up (12.3)"), 0, &die, error))
            return FALSE;
          setup = self->data->setup_roll[die];
          muster_entry_append_text (entry, _("The die for the Patriot set-up shows %u (12.3)."), die);
        }
      else
        setup = bh_data_find_setup (self->data, obj->setup);
      if (setup < 0 || !place_patriots (self, setup, entry, error))
        return setup < 0 ? bh_invalid (error, "no Patriot set-up “%s”", obj->setup) : FALSE;
    }
  self->setup = BH_SETUP_REVIEW;
  return TRUE;
}

gboolean
bh_do_choose_objective (MusterState            *state,
                        const MusterActionDef  *action_def,
                        MusterEntry            *entry,
                        MusterChance           *chance,
                        GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int number;

  if (!self->solitaire || self->player != REVROAD_BRITISH || self->setup != BH_SETUP_OBJECTIVE)
    return bh_illegal (error, _("12.3 The British player chooses an objective at the start of the British solitaire scenario"));
  if (muster_args_count (args) < 1)
    return bh_invalid (error, _("Usage: %s"), "choose-objective NUMBER [AREA...] [ZONE...]");
  if (!muster_args_parse_int (args[0], _("The objective"), 1, 6, &number, error))
    return FALSE;
  if (self->solo.objective < 0 && -self->solo.objective != number)
    return bh_illegal (error, _("12.3 The die chose objective %d: name what it needs"), -self->solo.objective);
  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "12.3");
  return begin_objective (self, number, args + 1, entry, chance, error);
}

gboolean
bh_do_roll_objective (MusterState            *state,
                      const MusterActionDef  *action_def,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  guint die;

  if (!self->solitaire || self->setup != BH_SETUP_OBJECTIVE || self->solo.objective != 0)
    return bh_illegal (error, _("12.3/12.4 The British objective is rolled at the start of a solitaire scenario"));
  muster_entry_set_side (entry, "british");
  if (self->player == REVROAD_BRITISH)
    {
      const BhObjective *obj;

      if (!muster_args_check_count (args, 0, 0, "roll-objective", error))
        return FALSE;
      muster_entry_set_rule (entry, "12.3");
      if (!revroad_roll_d6 (chance, REVROAD_BRITISH, _("British objective (12.3)"), 0, &die, error))
        return FALSE;
      obj = bh_data_objective (self->data, self->scenario, (int) die);
      muster_entry_append_text (entry, _("The die picks British objective %u."), die);
      if (obj != NULL && (obj->extra > 0 || g_str_equal (obj->zones[0], "choose-3")))
        {
          self->solo.objective = -(int) die;
          muster_entry_append_text (entry, _("Name what it needs with choose-objective %u (12.3)."), die);
          return TRUE;
        }
      return begin_objective (self, (int) die, NULL, entry, chance, error);
    }

  /* 12.4: the Bot's objective comes from the die faces. */
  if (!muster_args_check_count (args, 0, 0, "roll-objective", error))
    return FALSE;
  muster_entry_set_rule (entry, "12.4");
  if (!revroad_roll_d6 (chance, REVROAD_BRITISH, _("British Bot objective (12.4)"), 0, &die, error))
    return FALSE;
  for (guint i = 0; i < self->data->objectives->len; i++)
    {
      const BhObjective *o = g_ptr_array_index (self->data->objectives, i);

      if (g_strcmp0 (o->scenario, self->scenario) != 0)
        continue;
      for (guint k = 0; k < o->faces->len; k++)
        if (g_array_index (o->faces, int, k) == (int) die)
          {
            muster_entry_append_text (entry, _("The Bot rolls %u."), die);
            return begin_objective (self, o->number, NULL, entry, chance, error);
          }
    }
  return bh_invalid (error, "no objective for the roll %u", die);
}

gboolean
bh_do_choose_defense (MusterState            *state,
                      const MusterActionDef  *action_def,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int setup;

  if (!self->solitaire || self->player != REVROAD_PATRIOT || self->setup != BH_SETUP_DEFENSE)
    return bh_illegal (error, _("12.4 The Patriot player chooses a defence focus at the start of the Patriot solitaire scenario"));
  if (!muster_args_check_count (args, 1, 1, "choose-defense FOCUS", error))
    return FALSE;
  setup = bh_data_find_setup (self->data, args[0]);
  if (setup < 0)
    {
      int focus;

      if (!muster_args_parse_int (args[0], _("The defence focus"), 1, 6, &focus, error))
        return FALSE;
      setup = setup_for_focus (self, focus);
    }
  if (setup < 0)
    return bh_invalid (error, _("Name a focus: charlestown, ndw, breeds-hill, bunker-hill (or 1-6)"));
  muster_entry_set_side (entry, "patriot");
  muster_entry_set_rule (entry, "12.4");
  if (!place_patriots (self, setup, entry, error))
    return FALSE;
  self->setup = BH_SETUP_OBJECTIVE;
  return TRUE;
}

gboolean
bh_do_upgrade_objective (MusterState            *state,
                         const MusterActionDef  *action_def,
                         MusterEntry            *entry,
                         MusterChance           *chance,
                         GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const BhObjective *old = bh_solo_objective (self);
  const BhObjective *obj;
  int number, old_zones[3], n_old = self->solo.n_zones;

  if (!self->solitaire || self->player != REVROAD_BRITISH || old == NULL || self->phase == BH_PHASE_SETUP)
    return bh_illegal (error, _("12.3 Only the British player of the British solitaire scenario upgrades an objective, once the game is under way"));
  if (self->over)
    return bh_illegal (error, _("10.0 The game is over"));
  if (muster_args_count (args) < 1)
    return bh_invalid (error, _("Usage: %s"), "upgrade-objective NUMBER [AREA...] [ZONE]");
  if (!muster_args_parse_int (args[0], _("The objective"), 1, 6, &number, error))
    return FALSE;
  obj = bh_data_objective (self->data, self->scenario, number);
  if (obj == NULL || obj->turns <= old->turns || number <= self->solo.objective)
    return bh_illegal (error, _("12.3 An objective may only be upgraded to a larger one, never downgraded"));
  if (obj->turns < self->tracks.turn)
    return bh_illegal (error, _("12.3 The upgraded objective would already be over"));
  for (int k = 0; k < n_old; k++)
    old_zones[k] = self->solo.zones[k];

  if (g_str_equal (obj->zones[0], "choose-3"))
    {
      /* 12.3: upgrading to objective 6 adds one landing zone to the two. */
      int added = -1;
      const char *areas[4] = { NULL };
      int na = 0;

      for (guint k = 1; args[k] != NULL; k++)
        {
          int z = zone_by_id (self, args[k]);
          if (bh_data_find_area (self->data, args[k]) >= 0 && na < 3)
            areas[na++] = args[k];
          else if (z >= 0)
            added = z;
          else
            return bh_invalid (error, _("“%s” is neither an objective area nor a landing zone"), args[k]);
        }
      if (added < 0)
        return bh_invalid (error, _("12.3 Name the landing zone added to your two"));
      self->solo.objective = number;
      self->solo.n_areas = 0;
      for (int k = 0; k < na; k++)
        self->solo.areas[self->solo.n_areas++] = bh_data_find_area (self->data, areas[k]);
      if (self->solo.n_areas != obj->extra)
        return bh_invalid (error, g_dngettext (GETTEXT_PACKAGE, "%s Name %d objective area",
                                 "%s Name %d objective areas", obj->extra), obj->section, obj->extra);
      self->solo.n_zones = 0;
      for (int k = 0; k < n_old; k++)
        self->solo.zones[self->solo.n_zones++] = old_zones[k];
      if (self->solo.n_zones < 3)
        self->solo.zones[self->solo.n_zones++] = added;
    }
  else
    {
      self->solo.objective = number;
      if (!read_choices (self, obj, args + 1, error))
        return FALSE;
    }
  self->solo.upgraded = TRUE;
  self->tracks.last_turn = obj->turns;
  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "12.3");
  muster_entry_append_text (entry, _("The British upgrade to objective %d: %s (%d turns)."), number, obj->name, obj->turns);

  /* Units still afloat move to the new landing zones, shared out in turn. */
  {
    int next = 0;

    for (int i = 0; i < bh_n_units (self); i++)
      {
        RevroadUnit *u = bh_unit (self, i);
        gboolean kept = FALSE;

        if (u->place != REVROAD_PLACE_MAP || bh_map_area (self->map, u->region)->kind != BH_AREA_ZONE ||
            bh_def (self, i)->side != REVROAD_BRITISH)
          continue;
        for (int k = 0; k < self->solo.n_zones; k++)
          kept |= self->solo.zones[k] == u->region;
        if (kept)
          continue;
        bh_move_unit (self, i, self->solo.zones[next++ % self->solo.n_zones]);
      }
    if (next > 0)
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d counter still afloat moves to the new landing zones.",
                                 "%d counters still afloat move to the new landing zones.", next), next);
  }
  return TRUE;
}

/* ---- exclusive rules during play ----------------------------------------- */

gboolean
bh_solo_morale_check (BhState      *self,
              int           unit,
              MusterEntry  *entry,
              MusterChance *chance,
              GError      **error)
{
  guint die;
  RevroadUnit *u = bh_unit (self, unit);
  const RevroadUnitDef *def = bh_def (self, unit);
  int strength;

  if (!bh_reveal (self, unit, entry, chance, error))
    return FALSE;
  if (!revroad_roll_d6 (chance, def->side, _("morale check (12.2)"), 0, &die, error))
    return FALSE;
  strength = def->kind == REVROAD_KIND_LEADER ? 0 : MAX (0, u->flipped ? 0 : bh_unit_strength (self, unit, FALSE));
  if ((int) die + strength >= BH_SOLO_MORALE_MIN)
    {
      if (u->flipped && def->kind != REVROAD_KIND_LEADER)
        {
          u->flipped = FALSE;
          muster_entry_append_text (entry, _("%s passes a morale check (%u) and recovers (12.2)."), def->name, die);
        }
      else
        muster_entry_append_text (entry, _("%s passes a morale check (%u) (12.2)."), def->name, die);
    }
  else
    {
      muster_entry_append_text (entry, _("%s fails a morale check (%u) (12.2)."), def->name, die);
      bh_hit_unit (self, unit, entry);
    }
  return TRUE;
}

/* The military units of each side in each region, and how many are
 * broken, counted in one pass; only @region when it is not -1. */
static void
count_military (BhState *self,
                int      region,
                int      units[][REVROAD_N_SIDES],
                int      broken[][REVROAD_N_SIDES])
{
  if (region >= 0)
    for (int s = 0; s < REVROAD_N_SIDES; s++)
      units[region][s] = broken[region][s] = 0;
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnit *u = bh_unit (self, i);
      RevroadSide side;

      if (u->place != REVROAD_PLACE_MAP || u->region < 0 || u->region >= BH_MAX_AREAS ||
          (region >= 0 && u->region != region) || !bh_is_military (self, i))
        continue;
      side = bh_def (self, i)->side;
      units[u->region][side]++;
      broken[u->region][side] += u->flipped ? 1 : 0;
    }
}

gboolean
bh_solo_broken_forces (BhState      *self,
                       MusterEntry  *entry,
                       MusterChance *chance,
                       GError      **error)
{
  int box = bh_map_muster_box (self->map), neck = bh_map_neck (self->map);
  int n_areas = MIN (bh_map_get_n_areas (self->map), BH_MAX_AREAS);
  int units[BH_MAX_AREAS][REVROAD_N_SIDES] = { { 0 } }, broken[BH_MAX_AREAS][REVROAD_N_SIDES] = { { 0 } };

  if (self->phase == BH_PHASE_SETUP || self->assault.step != BH_ASSAULT_NONE || self->n_pending > 0)
    return TRUE;
  /* Counted once; a region that units leave or fall back into is counted
   * again. */
  count_military (self, -1, units, broken);
  for (int r = 0; r < n_areas; r++)
    for (int s = 0; s < REVROAD_N_SIDES; s++)
      {
        RevroadSide side = (RevroadSide) s;
        RevroadUnitSet here;
        int target, dist[BH_MAX_AREAS], nb[BH_MAX_AREAS], n, best = -1;
        const BhArea *a = bh_map_area (self->map, r);

        if (a->kind != BH_AREA_LAND || units[r][s] == 0 || broken[r][s] < units[r][s])
          continue;
        here = bh_units_in (self, r, side);
        /* 12.2 Broken Forces: British toward their nearest staging area,
         * Patriots toward the Neck (and from it into the Muster Box). */
        if (side == REVROAD_BRITISH)
          {
            if (a->zone >= 0)
              continue;
            target = bh_nearest_staging (self, r);
          }
        else
          target = r == neck ? box : neck;
        if (target < 0)
          continue;
        bh_map_distances (self->map, target, dist);
        n = bh_map_land_neighbours (self->map, r, nb);
        if (target == box)
          nb[n++] = box;
        for (int pass = 0; pass < 2 && best < 0; pass++)
          for (int k = 0; k < n; k++)
            {
              int t = nb[k];

              if (dist[t] >= dist[r] || self->ablaze[t] || bh_side_present (self, t, revroad_side_other (side)) ||
                  !bh_stack_ok (self, t, side, bh_count_military (self, t, side) + units[r][s]))
                continue;
              if (pass == 0 && bh_enemy_units_adjacent (self, t, side) && t != box)
                continue;
              best = t;
              break;
            }
        muster_entry_set_rule (entry, "12.2");
        if (best < 0)
          {
            muster_entry_append_text (entry, _("The broken %s units in %s cannot fall back (12.2)."),
                                      bh_side_name (side), a->name);
            revroad_unit_set_foreach (i, &here)
              if (bh_is_military (self, i) && !bh_solo_morale_check (self, (int) i, entry, chance, error))
                return FALSE;
            continue;
          }
        revroad_unit_set_foreach (i, &here)
          bh_move_unit (self, i, best);
        muster_entry_append_text (entry, _("Every %s unit in %s is broken: they fall back to %s (12.2)."),
                                  bh_side_name (side), a->name, bh_map_area (self->map, best)->name);
        if (best != box && bh_enemy_units_adjacent (self, best, side))
          {
            revroad_unit_set_foreach (i, &here)
              if (bh_is_military (self, i) && !bh_solo_morale_check (self, (int) i, entry, chance, error))
                return FALSE;
          }
        count_military (self, r, units, broken);
        count_military (self, best, units, broken);
      }
  return TRUE;
}

gboolean
bh_solo_rally_roll (BhState              *self,
                    int                   region,
                    const int            *order,
                    int                   n_order,
                    MusterEntry          *entry,
                    MusterChance         *chance,
                    GError              **error)
{
  RevroadUnitSet here = bh_units_in (self, region, bh_acting_side (self));
  int healthy[REVROAD_MAX_UNITS], wounded[REVROAD_MAX_UNITS], nh = 0, nw = 0;

  revroad_unit_set_foreach (l, &here)
    if (bh_is_leader (self, l) && !(bh_unit (self, l)->markers & REVROAD_MARK_RALLIED))
      {
        if (bh_unit (self, l)->flipped)
          wounded[nw++] = (int) l;
        else
          healthy[nh++] = (int) l;
      }
  /* 12.2 and the FAQ: each healthy leader rallies a unit outright, each
   * wounded leader on 4-6, and every other broken unit may rally alone:
   * Marines on 3-6, Minutemen and Regulars on 5-6, militia on 6. */
  for (int k = 0; k < n_order; k++)
    {
      int i = order[k];
      const RevroadUnitDef *def = bh_def (self, i);
      RevroadUnit *u = bh_unit (self, i);
      gboolean ok = FALSE;
      guint die;

      if (!u->flipped)
        continue;
      if (nh > 0)
        {
          int l = healthy[--nh];
          bh_unit (self, l)->markers |= REVROAD_MARK_RALLIED;
          muster_entry_append_text (entry, _("%s rallies %s."), bh_def (self, l)->name, def->name);
          ok = TRUE;
        }
      else if (nw > 0)
        {
          int l = wounded[--nw];

          bh_unit (self, l)->markers |= REVROAD_MARK_RALLIED;
          if (!revroad_roll_d6 (chance, def->side, _("rally by a wounded leader (12.2)"), 4, &die, error))
            return FALSE;
          ok = die >= 4;
          muster_entry_append_text (entry, _("Wounded %s tries to rally %s: %u%s."), bh_def (self, l)->name, def->name, die,
                                    ok ? _(", rallied") : _(", no"));
        }
      else
        {
          guint need = def->kind == REVROAD_KIND_MARINE ? 3
                     : (def->kind == REVROAD_KIND_MINUTEMAN || def->kind == REVROAD_KIND_REGULAR) ? 5 : 6;

          if (!revroad_roll_d6 (chance, def->side, _("rally without a leader (12.2)"), need, &die, error))
            return FALSE;
          ok = die >= need;
          muster_entry_append_text (entry, _("%s tries to rally on its own (%u-6): %u%s."), def->name, need, die,
                                    ok ? _(", rallied") : _(", no"));
        }
      if (ok)
        {
          u->flipped = FALSE;
          bh_adjust_morale (self, def->side, 1, entry, _("a unit rallied"));
        }
    }
  return TRUE;
}

gboolean
bh_solo_attrition (BhState      *self,
                   MusterEntry  *entry,
                   MusterChance *chance,
                   GError      **error)
{
  /* 12.2 Fate of Casualties: every wounded leader and broken unit rolls;
   * leaders and British units are lost on a 6, Patriot militia on 5-6
   * (minutemen, not named, on a 6 like the rest). */
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnitDef *def = bh_def (self, i);
      RevroadUnit *u = bh_unit (self, i);
      guint die, need;

      if (u->place != REVROAD_PLACE_MAP || !u->flipped || def->kind == REVROAD_KIND_CANNON)
        continue;
      need = def->kind == REVROAD_KIND_MILITIA ? 5 : 6;
      if (!revroad_roll_d6 (chance, def->side, _("fate of casualties (12.2)"), need, &die, error))
        return FALSE;
      if (die >= need)
        {
          u->place = REVROAD_PLACE_ELIMINATED;
          u->region = REVROAD_NOWHERE;
          u->markers = 0;
          muster_entry_append_text (entry, _("%s rolls %u and disintegrates (12.2)."), def->name, die);
        }
      else
        muster_entry_append_text (entry, _("%s rolls %u and survives (12.2)."), def->name, die);
    }
  return TRUE;
}
