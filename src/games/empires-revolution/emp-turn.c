/* emp-turn.c: the turn of each power (page 4: move and attack, collect
 * resources; page 5: build), France and Spain entering the war, and the
 * end of the war.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-private.h"

/* Does @power take a turn now? */
static gboolean
plays (EmpState *self,
       EmpPower  power)
{
  switch (power)
    {
    case EMP_FRENCH:
      return self->france_in;
    case EMP_SPANISH:
      return self->spain_in && !self->florida_fallen;
    case EMP_INDIANS:
      return self->indians_player && !self->indians_out;
    case EMP_HESSIANS:
      return self->hessian_player;
    case EMP_BRITISH:
    case EMP_AMERICAN:
    case EMP_N_POWERS:
    default:
      return TRUE;
    }
}

void
emp_begin_power_turn (EmpState    *self,
                      MusterEntry *entry)
{
  EmpPower power = emp_acting_power (self);
  EmpPower seat = emp_acting_seat (self);

  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);

      unit->crossed = FALSE;
      unit->landed = FALSE;
      unit->bonus = 0;
      /* In the Hessians' turn the British transports may carry them
       * again: a move for both (4.1). */
      if (unit->power != power || (seat == EMP_HESSIANS && !emp_commands (self, unit) &&
                                   unit->type != emp_chart_find_type (self->chart, "transport")))
        continue;
      unit->moves = 0;
      unit->may_go_on = FALSE;
      unit->pirate = FALSE;
      unit->spent = FALSE;
    }
  for (guint i = 0; i < self->n_places; i++)
    {
      self->places[i].held_at_start = self->places[i].owner == power;
      self->places[i].round = 0;
      self->places[i].standoff = FALSE;
    }
  g_array_set_size (self->pirated, 0);
  self->bribed = FALSE;
  self->franklin_moved = FALSE;
  self->washington_raised = FALSE;
  self->indians_moved = 0;
  if (seat == EMP_BRITISH)
    {
      /* 1.4: a ship in every yellow square for a whole turn. */
      gboolean was = self->blockade;

      self->blockade = self->blockade_held && emp_blockade_squares_held (self);
      self->blockade_held = emp_blockade_squares_held (self);
      if (self->blockade && !was)
        emp_say (entry, _("The British have held every blockade square for a full turn: the blockade is in force."));
    }
  emp_say (entry, _("Turn %d goes on with the %s."), self->turn, emp_power_name (seat));
}

static void
end_war (EmpState    *self,
         const char  *why,
         MusterEntry *entry)
{
  g_autoptr(GString) result = g_string_new (why);
  int held[EMP_N_POWERS] = { 0 }, worth[EMP_N_POWERS] = { 0 };

  for (guint i = 0; i < self->n_places; i++)
    if (emp_has_tag (self, (int) i, "land") && self->places[i].owner < EMP_N_POWERS)
      {
        held[self->places[i].owner]++;
        worth[self->places[i].owner] += revroad_map_get_attr_int (self->map, (int) i, "value", 0);
      }
  for (int i = 0; i < self->n_order; i++)
    {
      EmpPower p = self->order[i];

      if (held[p] == 0)
        continue;
      g_string_append_c (result, ' ');
      g_string_append_printf (result, g_dngettext (GETTEXT_PACKAGE, "The %s hold %d territory worth %d.",
                                                   "The %s hold %d territories worth %d.", held[p]),
                              emp_power_name (p), held[p], worth[p]);
    }
  self->over = TRUE;
  g_free (self->result);
  self->result = g_string_free (g_steal_pointer (&result), FALSE);
  emp_say (entry, "%s", self->result);
}

static void
next_power (EmpState    *self,
            MusterEntry *entry)
{
  do
    {
      self->seat++;
      if (self->seat >= self->n_order)
        {
          self->seat = 0;
          self->turn++;
          if (self->last_turn > 0 && self->turn > self->last_turn)
            {
              g_autofree char *why = g_strdup_printf (_("The war ends after turn %d, the last the group set."),
                                                      self->last_turn);

              self->turn--;
              end_war (self, why, entry);
              return;
            }
        }
    }
  while (!plays (self, emp_acting_power (self)));
  self->phase = EMP_PHASE_MOVE;
  emp_begin_power_turn (self, entry);
}

/* Phase 2 (4.8). */
static void
collect (EmpState    *self,
         MusterEntry *entry)
{
  EmpPower power = emp_acting_power (self);
  EmpLedgerLine *line = emp_ledger_line (self, power);
  int income;

  switch (power)
    {
    case EMP_BRITISH:
      line->base = self->france_in ? 100 : 200;
      break;
    case EMP_AMERICAN:
      emp_american_income (self, &line->territories, &line->france, &line->spain);
      break;
    case EMP_FRENCH:
      line->base = self->french_every_turn ? 30 : 0;
      break;
    case EMP_SPANISH:
      line->base = self->spanish_once ? 0 : 4;
      break;
    case EMP_INDIANS:
    case EMP_N_POWERS:
    default:
      line->base = 15;
      break;
    }
  income = line->territories + line->france + line->spain + line->base;
  self->treasury[power] += income;
  if (power == EMP_AMERICAN)
    emp_say (entry, _("The Americans collect %d: %d from their territories, %d from France and %d from Spain. They have %d."),
         income, line->territories, line->france, line->spain, self->treasury[power]);
  else
    emp_say (entry, _("The %s collect %d and have %d."), emp_power_name (power), income, self->treasury[power]);
}

gboolean
emp_apply_end_phase (MusterState            *state,
                     const MusterActionDef  *def,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  EmpState *self = EMP_STATE (state);
  EmpPower power = emp_acting_power (self);
  g_autoptr(GArray) battles = NULL;

  switch (self->phase)
    {
    case EMP_PHASE_MOVE:
      self->phase = EMP_PHASE_BATTLES;
      muster_entry_set_rule (entry, "4.3");
      battles = emp_battles (self);
      if (battles->len == 0)
        emp_say (entry, _("Every move is made and no battle waits."));
      else
        emp_say (entry, g_dngettext (GETTEXT_PACKAGE, "Every move is made: %u battle to fight.",
                                 "Every move is made: %u battles to fight.", battles->len), battles->len);
      return TRUE;
    case EMP_PHASE_BATTLES:
      battles = emp_battles (self);
      if (battles->len > 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.6: every battle is fought until one side is gone; %s waits"),
                            emp_place_name (self, g_array_index (battles, int, 0)));
      if (emp_acting_seat (self) == EMP_HESSIANS)
        {
          /* 1.1: Britain pays for the Hessians; their player only moves
           * and fights them. */
          muster_entry_set_rule (entry, "1.1");
          next_power (self, entry);
          return TRUE;
        }
      muster_entry_set_rule (entry, "4.8");
      self->phase = EMP_PHASE_BUILD;
      collect (self, entry);
      return TRUE;
    case EMP_PHASE_BUILD:
    default:
      {
        EmpLedgerLine *line = emp_ledger_line (self, power);

        muster_entry_set_rule (entry, "5.1");
        if (self->only_american_carry && power != EMP_AMERICAN && self->treasury[power] > 0)
          {
            emp_say (entry, _("The %s lose the %d production they did not spend."), emp_power_name (power),
                 self->treasury[power]);
            self->treasury[power] = 0;
          }
        line->carried = self->treasury[power];
        next_power (self, entry);
        return TRUE;
      }
    }
}

gboolean
emp_apply_end_war (MusterState            *state,
                   const MusterActionDef  *def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  EmpState *self = EMP_STATE (state);
  g_autofree char *why = g_strdup_printf (_("The group ends the war in turn %d."), self->turn);

  muster_entry_set_rule (entry, "1.1");
  end_war (self, why, entry);
  return TRUE;
}

/* France and Spain (3.1, 3.2). */
static void
france_enters (EmpState    *self,
               MusterEntry *entry)
{
  int zone = emp_find_place (self, "france-begins");
  int ship = emp_chart_find_type (self->chart, "ship");
  int transport = emp_chart_find_type (self->chart, "transport");

  self->france_in = TRUE;
  for (int i = 0; i < 10; i++)
    emp_add_unit (self, EMP_FRENCH, ship, zone);
  for (int i = 0; i < 10; i++)
    emp_add_unit (self, EMP_FRENCH, transport, zone);
  if (!self->french_every_turn)
    {
      self->treasury[EMP_FRENCH] += 30;
      emp_ledger_line (self, EMP_FRENCH)->base += 30;
    }
  emp_say (entry, _("France enters the war with 30 production and 10 ships of the line and 10 transports in %s; Britain now has 100 a turn for America."),
       emp_place_name (self, zone));
  if (!self->florida_fallen)
    {
      self->spain_in = TRUE;
      if (self->spanish_once)
        {
          self->treasury[EMP_SPANISH] += 4;
          emp_ledger_line (self, EMP_SPANISH)->base += 4;
        }
      emp_say (entry, _("Spain enters the war on the same turn, with 4 production a turn for infantry in Florida."));
    }
}

gboolean
emp_apply_franklin (MusterState            *state,
                    const MusterActionDef  *def,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                 **error)
{
  EmpState *self = EMP_STATE (state);

  muster_entry_set_rule (entry, "2.2");
  if (self->franklin < 0)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2.2: Benjamin Franklin is in France already"));
  if (self->blockade)
    {
      if (!emp_has_tag (self, self->franklin, "florida"))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                            _("2.2: while the blockade holds, Franklin can sail to France only from Spanish Florida"));
      if (self->franklin_in_florida >= self->turn)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                            _("2.2: Franklin sails from Florida the turn after he reaches it"));
      emp_say (entry, _("Benjamin Franklin sails from Spanish Florida and reaches France."));
    }
  else
    emp_say (entry, _("No blockade holds: Benjamin Franklin reaches France."));
  self->franklin = -1;
  france_enters (self, entry);
  return TRUE;
}
