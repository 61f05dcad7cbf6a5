/* emp-actions.c: every action of Empires: American Revolution in one
 * table, who may take each now, the names players read for their choices,
 * and the argument lists worth trying.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-private.h"

enum
{
  TAG_MOVE = 1,     /* the acting power's movement */
  TAG_AMERICAN,     /* the Americans, moving */
  TAG_BRITISH,      /* the British, moving */
  TAG_BATTLE,
  TAG_BONUS,
  TAG_LOSSES,
  TAG_BUILD,
  TAG_STEP,
  TAG_END_WAR,
  TAG_CORRECT,
};

/* Candidates */

static const char *
region_id (EmpState *self,
           int       place)
{
  return revroad_map_get_region (self->map, place)->id;
}

/* What WHAT names for @unit: its type, or the general. */
static const char *
what_id (EmpState      *self,
         const EmpUnit *unit)
{
  return unit->general >= 0 ? emp_chart_general (self->chart, unit->general)->id
                            : emp_chart_type (self->chart, unit->type)->id;
}

/* One unit of each kind (place, what, aboard) of the acting seat with a
 * move left. */
static GPtrArray *
movers (EmpState *self,
        gboolean  aboard)
{
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);
      gboolean seen = FALSE;

      if (!emp_commands (self, unit) || (unit->carrier != 0) != aboard || unit->spent ||
          unit->moves >= emp_chart_type (self->chart, unit->type)->move || (unit->moves > 0 && !unit->may_go_on))
        continue;
      for (guint k = 0; k < found->len && !seen; k++)
        {
          EmpUnit *other = g_ptr_array_index (found, k);

          seen = other->place == unit->place && g_str_equal (what_id (self, other), what_id (self, unit));
        }
      if (!seen)
        g_ptr_array_add (found, unit);
    }
  return found;
}

static GPtrArray *
candidates (MusterState           *state,
            const MusterActionDef *def)
{
  EmpState *self = EMP_STATE (state);
  GPtrArray *tries = muster_tries_new ();
  EmpPower power = emp_acting_power (self);

  if (def->apply == emp_apply_move || def->apply == emp_apply_load || def->apply == emp_apply_unload)
    {
      gboolean unload = def->apply == emp_apply_unload;
      g_autoptr(GPtrArray) units = movers (self, unload);

      for (guint i = 0; i < units->len; i++)
        {
          EmpUnit *unit = g_ptr_array_index (units, i);
          const EmpUnitType *t = emp_chart_type (self->chart, unit->type);
          GArray *next = revroad_map_neighbours (self->map, unit->place);

          if (def->apply == emp_apply_load && t->sea)
            continue;
          for (guint k = 0; k < next->len; k++)
            {
              int to = g_array_index (next, int, k);
              gboolean water = emp_is_water (self, to);

              if (def->apply == emp_apply_move && (t->sea ? !water : !emp_has_tag (self, to, "land")))
                continue;
              if (def->apply == emp_apply_load && !water)
                continue;
              if (unload && !emp_has_tag (self, to, "land"))
                continue;
              muster_tries_add (tries, region_id (self, unit->place), region_id (self, to), what_id (self, unit), "1", NULL);
            }
        }
      if (def->apply == emp_apply_move && power == EMP_AMERICAN && self->franklin >= 0 && !self->franklin_moved)
        {
          GArray *next = revroad_map_neighbours (self->map, self->franklin);

          for (guint k = 0; k < next->len; k++)
            muster_tries_add (tries, region_id (self, self->franklin), region_id (self, g_array_index (next, int, k)),
                     "franklin", "1", NULL);
        }
    }
  else if (def->apply == emp_apply_fight)
    {
      g_autoptr(GArray) battles = emp_battles (self);

      for (guint i = 0; i < battles->len; i++)
        muster_tries_add (tries, region_id (self, g_array_index (battles, int, i)), NULL);
    }
  else if (def->apply == emp_apply_bonus)
    {
      g_autoptr(GArray) battles = emp_battles (self);

      for (guint i = 0; i < battles->len; i++)
        for (int k = 0; k < 2; k++)
          {
            int place = g_array_index (battles, int, i);
            g_autoptr(GPtrArray) side = emp_battle_side (self, place, k == 0);

            if (side->len > 0 && emp_battle_value (self, g_ptr_array_index (side, 0), place, NULL) > 0)
              {
                g_autofree char *id = emp_unit_piece_id (g_ptr_array_index (side, 0));

                muster_tries_add (tries, region_id (self, place), id, NULL);
              }
          }
    }
  else if (def->apply == emp_apply_losses)
    {
      g_autoptr(MusterPending) pending = muster_state_get_pending (state);

      for (guint i = 0; pending && i < pending->suggestions->len; i++)
        g_ptr_array_add (tries, g_strdupv (((MusterSuggestion *) g_ptr_array_index (pending->suggestions, i))->args));
    }
  else if (def->apply == emp_apply_build)
    {
      for (guint t = 0; t < self->chart->types->len; t++)
        {
          const EmpUnitType *type = emp_chart_type (self->chart, (int) t);

          if (!(type->powers & (1u << power)))
            continue;
          for (guint p = 0; p < self->n_places; p++)
            {
              gboolean site = type->sea ? emp_is_water (self, (int) p)
                                        : emp_is_land (self, (int) p) &&
                                          (self->places[p].owner == power || emp_has_tag (self, (int) p, "england") ||
                                           emp_has_tag (self, (int) p, "red"));

              if (power == EMP_FRENCH)
                site = emp_has_tag (self, (int) p, "france");
              if (site)
                muster_tries_add (tries, type->id, "1", region_id (self, (int) p), NULL);
            }
        }
    }
  else if (def->apply == emp_apply_pirate)
    {
      for (guint c = 0; c < self->n_places; c++)
        if (emp_has_tag (self, (int) c, "city") && self->places[c].owner == EMP_AMERICAN)
          {
            GArray *next = revroad_map_neighbours (self->map, (int) c);

            for (guint k = 0; k < next->len; k++)
              if (emp_has_tag (self, g_array_index (next, int, k), "yellow"))
                muster_tries_add (tries, region_id (self, (int) c), region_id (self, g_array_index (next, int, k)), NULL);
          }
    }
  else if (def->apply == emp_apply_garrison)
    {
      g_autoptr(GPtrArray) units = movers (self, FALSE);

      for (guint i = 0; i < units->len; i++)
        {
          EmpUnit *unit = g_ptr_array_index (units, i);

          if (!emp_chart_type (self->chart, unit->type)->sea)
            muster_tries_add (tries, region_id (self, unit->place), what_id (self, unit), NULL);
        }
    }
  else if (def->apply == emp_apply_slash_burn)
    {
      for (guint p = 0; p < self->n_places; p++)
        if (self->places[p].owner == EMP_BRITISH && !self->places[p].slashed && emp_has_tag (self, (int) p, "land") &&
            emp_count_at (self, (int) p, EMP_BRITISH, -1) > 0)
          muster_tries_add (tries, region_id (self, (int) p), NULL);
    }
  else
    muster_tries_add (tries, NULL, NULL);
  return tries;
}

#define EMP_PLACE(name, label) { name, label, MUSTER_PARAM_PLACE }
#define EMP_WHAT { "WHAT", N_("Units"), MUSTER_PARAM_CHOICE, 0, "infantry" }
#define EMP_COUNT { "COUNT", N_("How many"), MUSTER_PARAM_NUMBER, 0, "1..99" }

static const MusterActionDef defs[] = {
  /* Phase 1: movement (4.1). */
  { "move", N_("Move"), "4.1", N_("Move units one territory (ships, cavalry and dragoons may go on to a second)"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (EMP_PLACE ("FROM", N_("From")), EMP_PLACE ("TO", N_("To")), EMP_WHAT, EMP_COUNT),
    emp_apply_move, candidates, NULL, TAG_MOVE },
  { "load", N_("Load transports"), "4.1", N_("Put land units aboard transports beside them (a move for both)"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (EMP_PLACE ("FROM", N_("From")), EMP_PLACE ("SEA", N_("Transports in")), EMP_WHAT, EMP_COUNT),
    emp_apply_load, candidates, NULL, TAG_MOVE, emp_precheck_load },
  { "unload", N_("Land troops"), "4.1", N_("Put units ashore from their transports (a move for both)"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (EMP_PLACE ("SEA", N_("Transports in")), EMP_PLACE ("TO", N_("Ashore in")), EMP_WHAT, EMP_COUNT),
    emp_apply_unload, candidates, NULL, TAG_MOVE },
  { "pirate", N_("Pirate action"), "4.2", N_("During a blockade, try for a British ship of the line: 2 production, 1 in 10"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (EMP_PLACE ("CITY", N_("From the city")), EMP_PLACE ("SEA", N_("Blockade square"))),
    emp_apply_pirate, candidates, emp_preview_pirate, TAG_AMERICAN },
  { "send-franklin", N_("Franklin to France"), "2.2", N_("Send Benjamin Franklin to France to bring France and Spain into the war"),
    MUSTER_ACTION_PLAY, NULL, emp_apply_franklin, candidates, NULL, TAG_AMERICAN },
  { "garrison", N_("Start in Ticonderoga"), "1.2", N_("On the first turn, start one unit in Fort Ticonderoga"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (EMP_PLACE ("FROM", N_("From")), EMP_WHAT),
    emp_apply_garrison, candidates, NULL, TAG_AMERICAN },
  { "slash-burn", N_("Slash and burn"), "6.1", N_("Lay waste to a territory the British hold (5 infantry or 1 Hessian)"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (EMP_PLACE ("PLACE", N_("Territory"))),
    emp_apply_slash_burn, candidates, NULL, TAG_BRITISH, emp_precheck_slash_burn },
  { "bribe", N_("Bribe the Indians"), "3.3", N_("Pay the Indians 10 to go to war with America: 7-10 on a d10"),
    MUSTER_ACTION_PLAY, NULL, emp_apply_bribe, candidates, emp_preview_bribe, TAG_BRITISH },

  /* Combat (4.3-4.7). */
  { "bonus", N_("Generals' bonus"), "4.4", N_("Share out the generals' bonus points before the first round"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (EMP_PLACE ("PLACE", N_("Battle at")),
                   { "UNIT", N_("A point to"), MUSTER_PARAM_ALLOCATION, MUSTER_PARAM_REPEATED }),
    emp_apply_bonus, candidates, NULL, TAG_BONUS },
  { "fight", N_("Fight a round"), "4.5", N_("Both sides roll a d10 a unit: a hit at or under its value"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (EMP_PLACE ("PLACE", N_("Battle at"))),
    emp_apply_fight, candidates, emp_preview_fight, TAG_BATTLE },
  { "losses", N_("Take losses"), "4.6", N_("Give up one unit for each hit the enemy scored"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "UNIT", N_("Units lost"), MUSTER_PARAM_ALLOCATION, MUSTER_PARAM_REPEATED }),
    emp_apply_losses, candidates, NULL, TAG_LOSSES },

  /* Phase 3 (5.1). */
  { "build", N_("Build"), "5.1", N_("Buy new units where the rules allow"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "WHAT", N_("Units"), MUSTER_PARAM_CHOICE, 0, "infantry" }, EMP_COUNT, EMP_PLACE ("PLACE", N_("Where"))),
    emp_apply_build, candidates, emp_preview_build, TAG_BUILD, emp_precheck_build },

  /* The turn. */
  { "end-phase", N_("End the phase"), "4.1", N_("Moves done, battles fought or building finished: go on"),
    MUSTER_ACTION_STEP, NULL, emp_apply_end_phase, candidates, NULL, TAG_STEP },
  { "end-war", N_("End the war"), "1.1", N_("End the war here when the group plays without a last turn"),
    MUSTER_ACTION_STEP, NULL, emp_apply_end_war, candidates, NULL, TAG_END_WAR },

  /* The group's own data and the board set straight. */
  { "set-unit-type", N_("Correct the unit chart"), "5.1", N_("Set a number of the unit chart as your copy prints it"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS ({ "TYPE", N_("Unit"), MUSTER_PARAM_CHOICE, 0, "infantry" },
                   { "FIELD", N_("Number"), MUSTER_PARAM_CHOICE, 0, "cost/attack/defence/move/capacity" },
                   { "VALUE", N_("Value"), MUSTER_PARAM_NUMBER, 0, "0..999" }),
    emp_apply_set_unit_type, NULL, NULL, TAG_CORRECT },
  { "set-general", N_("Correct a general"), "4.4", N_("Set a general's bonus points as the counter prints them"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS ({ "GENERAL", N_("General"), MUSTER_PARAM_CHOICE, 0, "washington" },
                   { "BONUS", N_("Bonus points"), MUSTER_PARAM_NUMBER, 0, "0..9" }),
    emp_apply_set_general, NULL, NULL, TAG_CORRECT },
  { "set-special", N_("Correct a special general"), "4.3",
    N_("Set the modifier a special general gives every unit of his side in his battles"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS ({ "GENERAL", N_("General"), MUSTER_PARAM_CHOICE, 0, "washington" },
                   { "MODIFIER", N_("Modifier"), MUSTER_PARAM_NUMBER, 0, "0..3" }),
    emp_apply_set_special, NULL, NULL, TAG_CORRECT },
  { "set-place", N_("Correct a territory"), "1.6", N_("Set a territory's value, or whether it is a city, fort, settlement or blockade square"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS (EMP_PLACE ("PLACE", N_("Territory")),
                   { "FIELD", N_("What"), MUSTER_PARAM_CHOICE, 0, "value/city/fort/red/yellow" },
                   { "VALUE", N_("Value (a number, or yes or no)"), MUSTER_PARAM_TEXT }),
    emp_apply_set_place, NULL, NULL, TAG_CORRECT },
  { "set-border", N_("Correct a border"), "1.5", N_("Say whether two places border each other, and across a river"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS (EMP_PLACE ("A", N_("One place")), EMP_PLACE ("B", N_("The other")),
                   { "KIND", N_("Border"), MUSTER_PARAM_CHOICE, 0, "land/river/none" }),
    emp_apply_set_border, NULL, NULL, TAG_CORRECT },
  { "adjust", N_("Correct by one"), NULL, N_("One up or down on a row of the unit chart or the map's values"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS ({ "SHEET", N_("Sheet"), MUSTER_PARAM_CHOICE, 0, "chart/map" },
                   { "ROW", N_("Row"), MUSTER_PARAM_TEXT },
                   { "DELTA", N_("By"), MUSTER_PARAM_NUMBER, 0, "-999..999" }),
    emp_apply_adjust, NULL, NULL, TAG_CORRECT },
  { "place-units", N_("Set units straight"), NULL, N_("Add or take away units where the table has them after a slip"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS ({ "POWER", N_("Whose"), MUSTER_PARAM_CHOICE, 0, "british/american/french/spanish/indians" },
                   EMP_PLACE ("PLACE", N_("Where")),
                   { "TYPE", N_("Unit"), MUSTER_PARAM_CHOICE, 0, "infantry" },
                   { "COUNT", N_("How many (less than 0 takes away)"), MUSTER_PARAM_NUMBER, 0, "-99..99" }),
    emp_apply_place_units, NULL, NULL, TAG_CORRECT },
  { "set-production", N_("Set production straight"), NULL, N_("Set what a power has to spend after a slip"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS ({ "POWER", N_("Whose"), MUSTER_PARAM_CHOICE, 0, "british/american/french/spanish/indians" },
                   { "AMOUNT", N_("Production"), MUSTER_PARAM_NUMBER, 0, "0..99999" }),
    emp_apply_set_production, NULL, NULL, TAG_CORRECT },
};

static gboolean
emp_gate (MusterState            *state,
          const MusterActionDef  *def,
          const char            **side,
          GError                **error)
{
  EmpState *self = EMP_STATE (state);
  EmpPower power = emp_acting_power (self);
  int place, count;
  gboolean attackers;

  *side = emp_power_id (emp_acting_seat (self));
  if (def->tag == TAG_CORRECT)
    {
      *side = NULL;
      return TRUE;
    }
  if (self->over)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("1.1: the war is over"));
  if (emp_owed_losses (self, &place, &attackers, &count))
    {
      if (def->tag != TAG_LOSSES)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.6: the losses of the round are taken first"));
      *side = muster_state_get_acting_side (state);
      return TRUE;
    }
  switch (def->tag)
    {
    case TAG_MOVE:
      return self->phase == EMP_PHASE_MOVE ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.1: every move comes before the battles"));
    case TAG_AMERICAN:
    case TAG_BRITISH:
      if (power != (def->tag == TAG_AMERICAN ? EMP_AMERICAN : EMP_BRITISH))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, def->tag == TAG_AMERICAN ? _("%s: this is done in the Americans' turn")
                                                                                   : _("%s: this is done in the British turn"),
                            def->section);
      if (def->apply == emp_apply_bribe && emp_acting_seat (self) == EMP_HESSIANS)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("1.1: the Hessians' player only moves and fights the Hessians"));
      if (def->apply == emp_apply_bribe && (!self->indians_player || self->indians_out))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.3: bribes go to an Indian player still in the war"));
      if (def->apply == emp_apply_garrison && (self->turn != 1 || self->garrisoned))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("1.2: only one unit, on the first turn, starts in the fort"));
      if (def->apply == emp_apply_franklin && self->franklin < 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2.2: Benjamin Franklin is in France already"));
      if (def->apply == emp_apply_pirate && !self->blockade)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.2: pirates sail only while a British blockade is in force"));
      return self->phase == EMP_PHASE_MOVE ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.1: this is done in the movement phase"));
    case TAG_BONUS:
      *side = NULL;
      G_GNUC_FALLTHROUGH;
    case TAG_BATTLE:
      if (self->phase != EMP_PHASE_BATTLES)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.3: battles come after every move is made"));
      {
        g_autoptr(GArray) battles = emp_battles (self);

        return battles->len > 0 || muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.3: no battle waits"));
      }
    case TAG_LOSSES:
      return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.6: no side owes losses now"));
    case TAG_BUILD:
      return self->phase == EMP_PHASE_BUILD ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: units are built in phase 3, after collecting"));
    case TAG_STEP:
      if (self->phase == EMP_PHASE_BATTLES)
        {
          g_autoptr(GArray) battles = emp_battles (self);

          if (battles->len > 0)
            return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.6: every battle is fought until one side is gone"));
        }
      return TRUE;
    case TAG_END_WAR:
      *side = NULL;
      return self->last_turn == 0 ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("1.1: the war ends after the last turn the group set"));
    default:
      return TRUE;
    }
}

const char *
emp_choice_label (const char *id)
{
  static const struct { const char *id; const char *label; } labels[] = {
    { "cost", N_("cost") }, { "attack", N_("attack") }, { "defence", N_("defence") }, { "move", N_("movement") },
    { "capacity", N_("capacity") }, { "value", N_("resource points") }, { "city", N_("a city") },
    { "fort", N_("a fort") }, { "red", N_("an Indian settlement") }, { "yellow", N_("a blockade square") },
    { "land", N_("Land border") }, { "river", N_("Across a river") }, { "none", N_("No border") },
    { "franklin", N_("Benjamin Franklin") }, { "chart", N_("The unit chart") }, { "map", N_("The map's values") },
  };
  EmpPower power;

  if (emp_power_from_id (id, &power))
    return emp_power_name (power);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_str_equal (labels[i].id, id))
      return _(labels[i].label);
  return id;
}

/* WHAT and TYPE: the chart's units (and for WHAT, the acting power's
 * generals in play and Franklin). */
static void
fill_units (EmpState    *self,
            MusterParam *param,
            gboolean     movers,
            gboolean     with_general)
{
  GStrvBuilder *ids = g_strv_builder_new ();
  GStrvBuilder *labels = g_strv_builder_new ();
  EmpPower power = emp_acting_power (self);

  for (guint i = 0; i < self->chart->types->len; i++)
    {
      const EmpUnitType *t = emp_chart_type (self->chart, (int) i);

      if (g_str_equal (t->id, "general") && !with_general)
        continue;
      g_strv_builder_add (ids, t->id);
      g_strv_builder_add (labels, t->plural);
    }
  if (movers)
    {
      for (guint i = 0; i < self->units->len; i++)
        {
          EmpUnit *unit = g_ptr_array_index (self->units, i);

          if (unit->general >= 0 && emp_commands (self, unit))
            {
              g_strv_builder_add (ids, emp_chart_general (self->chart, unit->general)->id);
              g_strv_builder_add (labels, emp_chart_general (self->chart, unit->general)->name);
            }
        }
      if (power == EMP_AMERICAN && self->franklin >= 0)
        {
          g_strv_builder_add (ids, "franklin");
          g_strv_builder_add (labels, emp_choice_label ("franklin"));
        }
    }
  muster_param_take_choices (param, g_strv_builder_end (ids), g_strv_builder_end (labels));
  g_strv_builder_unref (ids);
  g_strv_builder_unref (labels);
}

static void
emp_fill_param (MusterState            *state,
                const MusterActionDef  *def,
                const char             *side,
                MusterParam            *param)
{
  EmpState *self = EMP_STATE (state);
  GStrvBuilder *ids, *labels;

  if (g_str_equal (param->name, "WHAT"))
    {
      fill_units (self, param, def->apply != emp_apply_build, def->apply == emp_apply_build);
      return;
    }
  if (g_str_equal (param->name, "TYPE"))
    {
      fill_units (self, param, FALSE, FALSE);
      return;
    }
  ids = g_strv_builder_new ();
  labels = g_strv_builder_new ();
  if (param->kind == MUSTER_PARAM_PLACE)
    for (guint i = 0; i < self->n_places; i++)
      {
        g_strv_builder_add (ids, region_id (self, (int) i));
        g_strv_builder_add (labels, emp_place_name (self, (int) i));
      }
  else if (g_str_equal (param->name, "GENERAL"))
    for (guint i = 0; i < self->chart->generals->len; i++)
      {
        g_strv_builder_add (ids, emp_chart_general (self->chart, (int) i)->id);
        g_strv_builder_add (labels, emp_chart_general (self->chart, (int) i)->name);
      }
  else if (param->kind == MUSTER_PARAM_ALLOCATION)
    {
      int place, count;
      gboolean attackers;

      if (def->apply == emp_apply_losses && emp_owed_losses (self, &place, &attackers, &count))
        {
          g_autoptr(GPtrArray) units = emp_battle_side (self, place, attackers);

          param->total = count;
          param->per_item = 1;
          for (guint i = 0; i < units->len; i++)
            {
              g_autofree char *id = emp_unit_piece_id (g_ptr_array_index (units, i));
              g_autofree char *name = emp_unit_name (self, g_ptr_array_index (units, i));

              g_strv_builder_add (ids, id);
              g_strv_builder_add (labels, name);
            }
        }
      else
        {
          g_autoptr(GArray) battles = emp_battles (self);

          for (guint b = 0; b < battles->len; b++)
            for (guint i = 0; i < self->units->len; i++)
              {
                EmpUnit *unit = g_ptr_array_index (self->units, i);
                g_autofree char *id = NULL;
                g_autofree char *name = NULL;

                if (!emp_fights_at (self, unit, g_array_index (battles, int, b)))
                  continue;
                id = emp_unit_piece_id (unit);
                name = emp_unit_name (self, unit);
                g_strv_builder_add (ids, id);
                g_strv_builder_add (labels, name);
              }
          param->per_item = 9;
        }
    }
  else if (param->kind == MUSTER_PARAM_CHOICE)
    for (guint i = 0; param->choices && param->choices[i]; i++)
      {
        g_strv_builder_add (ids, param->choices[i]);
        g_strv_builder_add (labels, emp_choice_label (param->choices[i]));
      }
  else
    {
      g_strv_builder_unref (ids);
      g_strv_builder_unref (labels);
      return;
    }
  muster_param_take_choices (param, g_strv_builder_end (ids), g_strv_builder_end (labels));
  g_strv_builder_unref (ids);
  g_strv_builder_unref (labels);
}

/* After every action: a blockade square left empty breaks the blockade
 * at once (1.4). */
static gboolean
emp_finish (MusterState            *state,
            const MusterActionDef  *def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  EmpState *self = EMP_STATE (state);

  if ((self->blockade || self->blockade_held) && !emp_blockade_squares_held (self))
    {
      if (self->blockade)
        muster_entry_append_text (entry, _("A blockade square is empty of British ships: the blockade is broken."));
      self->blockade = FALSE;
      self->blockade_held = FALSE;
    }
  return TRUE;
}

const MusterActionTable emp_action_table = {
  defs, G_N_ELEMENTS (defs), emp_gate, emp_fill_param, NULL, emp_finish,
};
