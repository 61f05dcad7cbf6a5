/* emp-state.c: the state's copy and XML, and what players read of it:
 * the status, the description of the map, the ledgers and the politics
 * sheets, the decision a battle waits for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "emp-private.h"
#include "emp-view.h"

G_DEFINE_FINAL_TYPE (EmpState, emp_state, MUSTER_TYPE_STATE)

static const char *
phase_id (EmpPhase phase)
{
  static const char *ids[] = { "move", "battles", "build" };

  return ids[phase];
}

static const char *
phase_name (EmpPhase phase)
{
  switch (phase)
    {
    case EMP_PHASE_MOVE:
      return _("movement");
    case EMP_PHASE_BATTLES:
      return _("battles");
    case EMP_PHASE_BUILD:
    default:
      return _("building");
    }
}

/* Copy */

static MusterState *
emp_state_copy (MusterState *state)
{
  EmpState *self = EMP_STATE (state);
  EmpState *copy = g_object_new (EMP_TYPE_STATE, NULL);

  copy->map = revroad_map_ref (self->map);
  copy->chart = emp_chart_ref (self->chart);
  copy->players = self->players;
  copy->last_turn = self->last_turn;
  copy->french_every_turn = self->french_every_turn;
  copy->spanish_once = self->spanish_once;
  copy->garrison_no_cannon = self->garrison_no_cannon;
  copy->aid_after_entry = self->aid_after_entry;
  copy->spanish_aid_stops = self->spanish_aid_stops;
  copy->only_american_carry = self->only_american_carry;
  copy->landing_penalty = self->landing_penalty;
  copy->blockade_lines_only = self->blockade_lines_only;
  copy->boston_three = self->boston_three;
  copy->fort_first_only = self->fort_first_only;
  copy->n_slab = self->units->len;
  copy->slab = g_new (EmpUnit, copy->n_slab);
  g_ptr_array_set_size (copy->units, copy->n_slab);
  for (guint i = 0; i < copy->n_slab; i++)
    {
      copy->slab[i] = *(const EmpUnit *) g_ptr_array_index (self->units, i);
      copy->units->pdata[i] = &copy->slab[i];
    }
  copy->next_unit = self->next_unit;
  copy->n_places = self->n_places;
  copy->places = g_memdup2 (self->places, sizeof (EmpPlace) * self->n_places);
  for (int p = 0; p < EMP_N_POWERS; p++)
    {
      g_array_append_vals (copy->pool[p], self->pool[p]->data, self->pool[p]->len);
      copy->treasury[p] = self->treasury[p];
      copy->order[p] = self->order[p];
      copy->indians_war[p] = self->indians_war[p];
    }
  copy->turn = self->turn;
  copy->n_order = self->n_order;
  copy->seat = self->seat;
  copy->phase = self->phase;
  copy->france_in = self->france_in;
  copy->spain_in = self->spain_in;
  copy->florida_fallen = self->florida_fallen;
  copy->indians_player = self->indians_player;
  copy->hessian_player = self->hessian_player;
  copy->indians_out = self->indians_out;
  copy->blockade = self->blockade;
  copy->blockade_held = self->blockade_held;
  copy->franklin = self->franklin;
  copy->franklin_in_florida = self->franklin_in_florida;
  copy->franklin_moved = self->franklin_moved;
  copy->garrisoned = self->garrisoned;
  copy->washington_raised = self->washington_raised;
  copy->slashed_cities = self->slashed_cities;
  copy->slashed_others = self->slashed_others;
  copy->partisan_table = self->partisan_table;
  copy->canada_infantry = self->canada_infantry;
  copy->canada_cannon = self->canada_cannon;
  g_array_append_vals (copy->pirated, self->pirated->data, self->pirated->len);
  copy->bribed = self->bribed;
  copy->indians_moved = self->indians_moved;
  g_array_append_vals (copy->ledger, self->ledger->data, self->ledger->len);
  for (guint i = 0; i < self->corrections->len; i++)
    g_ptr_array_add (copy->corrections, g_strdupv (g_ptr_array_index (self->corrections, i)));
  copy->over = self->over;
  copy->result = g_strdup (self->result);
  return MUSTER_STATE (copy);
}

void
emp_free_unit (EmpState *self,
               EmpUnit  *unit)
{
  guintptr at = (guintptr) unit;
  guintptr slab = (guintptr) self->slab;

  if (at < slab || at >= slab + self->n_slab * sizeof (EmpUnit))
    g_free (unit);
}

/* Snapshot */

static void
emp_state_write_snapshot (MusterState *state,
                          xmlNode     *node)
{
  EmpState *self = EMP_STATE (state);
  xmlNode *top = muster_xml_add (node, "war");
  xmlNode *chart = muster_xml_add (top, "chart");

  muster_xml_set_int (top, "turn", self->turn);
  muster_xml_set (top, "power", emp_power_id (emp_acting_seat (self)));
  muster_xml_set (top, "phase", phase_id (self->phase));
  muster_xml_set_int (top, "next-unit", self->next_unit);
  muster_xml_set_bool (top, "france-in", self->france_in);
  muster_xml_set_bool (top, "spain-in", self->spain_in);
  muster_xml_set_bool (top, "florida-fallen", self->florida_fallen);
  muster_xml_set_bool (top, "indians-out", self->indians_out);
  muster_xml_set_bool (top, "indians-war-british", self->indians_war[EMP_BRITISH]);
  muster_xml_set_bool (top, "indians-war-american", self->indians_war[EMP_AMERICAN]);
  muster_xml_set_bool (top, "blockade", self->blockade);
  muster_xml_set_bool (top, "blockade-held", self->blockade_held);
  muster_xml_set (top, "franklin", self->franklin < 0 ? "france"
                  : revroad_map_get_region (self->map, self->franklin)->id);
  muster_xml_set_int (top, "franklin-in-florida", self->franklin_in_florida);
  muster_xml_set_bool (top, "franklin-moved", self->franklin_moved);
  muster_xml_set_bool (top, "garrisoned", self->garrisoned);
  /* Written only when set, so that wars saved before it load as saved. */
  if (self->washington_raised)
    muster_xml_set_bool (top, "washington-raised", TRUE);
  muster_xml_set_int (top, "slashed-cities", self->slashed_cities);
  muster_xml_set_int (top, "slashed-others", self->slashed_others);
  muster_xml_set_int (top, "partisan-table", self->partisan_table);
  muster_xml_set_int (top, "canada-infantry", self->canada_infantry);
  muster_xml_set_int (top, "canada-cannon", self->canada_cannon);
  muster_xml_set_bool (top, "bribed", self->bribed);
  muster_xml_set_int (top, "indians-moved", self->indians_moved);
  if (self->result)
    muster_xml_set (top, "result", self->result);
  for (guint i = 0; i < self->chart->types->len; i++)
    {
      const EmpUnitType *t = emp_chart_type (self->chart, (int) i);
      xmlNode *n = muster_xml_add (chart, "unit");

      muster_xml_set (n, "id", t->id);
      muster_xml_set_int (n, "cost", t->cost);
      muster_xml_set_int (n, "attack", t->attack);
      muster_xml_set_int (n, "defence", t->defence);
      muster_xml_set_int (n, "move", t->move);
      muster_xml_set_int (n, "capacity", t->capacity);
    }
  for (guint i = 0; i < self->chart->generals->len; i++)
    {
      const EmpGeneral *g = emp_chart_general (self->chart, (int) i);
      xmlNode *n = muster_xml_add (chart, "general");

      muster_xml_set (n, "id", g->id);
      muster_xml_set_int (n, "bonus", g->bonus);
      if (g->special != 0)
        muster_xml_set_int (n, "special", g->special);
    }
  for (int p = 0; p < EMP_N_POWERS; p++)
    {
      xmlNode *n;

      if (p == EMP_HESSIANS && !self->hessian_player)
        continue;
      n = muster_xml_add (top, "power");

      muster_xml_set (n, "id", emp_power_id (p));
      muster_xml_set_int (n, "treasury", self->treasury[p]);
      for (guint i = 0; i < self->pool[p]->len; i++)
        muster_xml_set (muster_xml_add (n, "pool"), "general",
                        emp_chart_general (self->chart, g_array_index (self->pool[p], int, i))->id);
    }
  for (guint i = 0; i < self->n_places; i++)
    {
      const EmpPlace *p = &self->places[i];
      xmlNode *n;

      if (!emp_has_tag (self, (int) i, "land") && p->round == 0 && !p->standoff)
        continue;
      n = muster_xml_add (top, "place");
      muster_xml_set (n, "id", revroad_map_get_region (self->map, (int) i)->id);
      if (p->owner < EMP_N_POWERS)
        muster_xml_set (n, "owner", emp_power_id (p->owner));
      muster_xml_set_bool (n, "slashed", p->slashed);
      muster_xml_set_bool (n, "held", p->held_at_start);
      if (p->fort_first < EMP_N_POWERS)
        muster_xml_set (n, "fort-first", emp_power_id (p->fort_first));
      muster_xml_set_bool (n, "looted", p->looted);
      muster_xml_set_int (n, "round", p->round);
      muster_xml_set_int (n, "owed-attackers", p->owed[0]);
      muster_xml_set_int (n, "owed-defenders", p->owed[1]);
      muster_xml_set_bool (n, "standoff", p->standoff);
    }
  for (guint i = 0; i < self->pirated->len; i++)
    muster_xml_set (muster_xml_add (top, "pirated"), "place",
                    revroad_map_get_region (self->map, g_array_index (self->pirated, int, i))->id);
  for (guint i = 0; i < self->units->len; i++)
    {
      const EmpUnit *u = g_ptr_array_index (self->units, i);
      xmlNode *n = muster_xml_add (top, "unit");

      muster_xml_set_int (n, "id", u->id);
      muster_xml_set (n, "type", emp_chart_type (self->chart, u->type)->id);
      if (u->general >= 0)
        muster_xml_set (n, "general", emp_chart_general (self->chart, u->general)->id);
      muster_xml_set (n, "power", emp_power_id (u->power));
      muster_xml_set (n, "place", revroad_map_get_region (self->map, u->place)->id);
      muster_xml_set_int (n, "carrier", u->carrier);
      muster_xml_set_int (n, "moves", u->moves);
      muster_xml_set_bool (n, "may-go-on", u->may_go_on);
      muster_xml_set_bool (n, "crossed", u->crossed);
      muster_xml_set_bool (n, "landed", u->landed);
      muster_xml_set_bool (n, "pirate", u->pirate);
      muster_xml_set_bool (n, "spent", u->spent);
      muster_xml_set_bool (n, "native", u->native);
      muster_xml_set_int (n, "bonus", u->bonus);
    }
  for (guint i = 0; i < self->ledger->len; i++)
    {
      const EmpLedgerLine *l = &g_array_index (self->ledger, EmpLedgerLine, i);
      xmlNode *n = muster_xml_add (top, "ledger");

      muster_xml_set_int (n, "turn", l->turn);
      muster_xml_set (n, "power", emp_power_id (l->power));
      muster_xml_set_int (n, "start", l->start);
      muster_xml_set_int (n, "territories", l->territories);
      muster_xml_set_int (n, "france", l->france);
      muster_xml_set_int (n, "spain", l->spain);
      muster_xml_set_int (n, "base", l->base);
      muster_xml_set_int (n, "loot", l->loot);
      muster_xml_set_int (n, "spent", l->spent);
      muster_xml_set_int (n, "carried", l->carried);
    }
  revroad_map_write_corrections (self->map, top);
}

/* What players read */

static char *
emp_state_get_status (MusterState *state)
{
  EmpState *self = EMP_STATE (state);
  int place, count;
  gboolean attackers;

  if (self->over)
    return g_strdup (self->result ? self->result : _("The war is over"));
  if (emp_owed_losses (self, &place, &attackers, &count))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %d · %s: %d loss to take at %s",
                                         "Turn %d · %s: %d losses to take at %s", count),
                            self->turn, attackers ? _("the attackers") : _("the defenders"), count,
                            emp_place_name (self, place));
  if (emp_acting_seat (self) == EMP_HESSIANS)
    return g_strdup_printf (_("Turn %d · %s: %s"), self->turn, emp_power_name (EMP_HESSIANS),
                            phase_name (self->phase));
  return g_strdup_printf (_("Turn %d · %s: %s · %d production"), self->turn,
                          emp_power_name (emp_acting_power (self)), phase_name (self->phase),
                          self->treasury[emp_acting_power (self)]);
}

static const char *
emp_state_get_acting_side (MusterState *state)
{
  EmpState *self = EMP_STATE (state);
  int place, count;
  gboolean attackers;

  if (self->over)
    return NULL;
  if (emp_owed_losses (self, &place, &attackers, &count))
    {
      g_autoptr(GPtrArray) side = emp_battle_side (self, place, attackers);

      /* Defenders: the Hessians' player picks only when they stand alone. */
      for (guint i = 0; !attackers && i < side->len; i++)
        if (emp_unit_seat (self, g_ptr_array_index (side, i)) != EMP_HESSIANS || i + 1 == side->len)
          return emp_power_id (emp_unit_seat (self, g_ptr_array_index (side, i)));
    }
  return emp_power_id (emp_acting_seat (self));
}

static gboolean
emp_state_is_over (MusterState *state)
{
  return EMP_STATE (state)->over;
}

/* Units at a place, a line for each power: “British: 6 Infantry, …”. */
static void
describe_forces (EmpState *self,
                 int       place,
                 GString  *out)
{
  g_autoptr(GPtrArray) forces = emp_view_forces (self, (guint) place);

  for (guint i = 0; i < forces->len; i++)
    {
      EmpViewForce *force = g_ptr_array_index (forces, i);

      g_string_append_printf (out, _("    %s: %s\n"), emp_view_side_name (force->side), force->text);
    }
}

static void
emp_state_describe (MusterState      *state,
                    const MusterSeat *viewer,
                    GString          *out)
{
  EmpState *self = EMP_STATE (state);
  g_autofree char *status = emp_state_get_status (state);
  int territories, france, spain;

  g_string_append_printf (out, "%s\n", status);
  if (self->over && self->result)
    return;
  for (int i = 0; i < self->n_order; i++)
    if (self->order[i] != EMP_HESSIANS)
      g_string_append_printf (out, _("  %s: %d production\n"), emp_power_name (self->order[i]),
                              self->treasury[self->order[i]]);
  emp_american_income (self, &territories, &france, &spain);
  g_string_append_printf (out, _("  America would collect %d from its territories, %d from France and %d from Spain.\n"),
                          territories, france, spain);
  g_string_append_printf (out, "  %s\n", self->blockade ? _("A British blockade is in force.")
                                                        : _("No blockade is in force."));
  if (self->franklin < 0)
    g_string_append (out, _("  Benjamin Franklin is in France.\n"));
  else
    g_string_append_printf (out, _("  Benjamin Franklin is in %s.\n"), emp_place_name (self, self->franklin));
  if (self->partisan_table > 1)
    g_string_append_printf (out, _("  Partisan table %d is in use.\n"), self->partisan_table);
  for (guint i = 0; i < self->n_places; i++)
    {
      g_autoptr(GString) forces = g_string_new (NULL);
      const EmpPlace *p = &self->places[i];

      describe_forces (self, (int) i, forces);
      if (forces->len == 0 && !(emp_has_tag (self, (int) i, "land") && p->owner != p->home) && !p->slashed)
        continue;
      g_string_append_printf (out, "  %s", emp_place_name (self, (int) i));
      if (emp_has_tag (self, (int) i, "land"))
        g_string_append_printf (out, _(" (held by %s, worth %d%s)"), emp_power_name (p->owner),
                                emp_value (self, (int) i), p->slashed ? _(", slashed and burned") : "");
      g_string_append (out, "\n");
      g_string_append (out, forces->str);
    }
}

/* Sheets: a ledger per power, then the state of the war. */

static void
add_number (MusterSheet *sheet,
            const char  *label,
            int          number,
            const char  *section)
{
  g_autofree char *value = g_strdup_printf ("%d", number);
  MusterSheetRow *row = muster_sheet_add_row (sheet, label, value);

  row->number = number;
  row->section = g_strdup (section);
}

static void
add_text (MusterSheet *sheet,
          const char  *label,
          const char  *value,
          const char  *section)
{
  muster_sheet_add_row (sheet, label, value)->section = g_strdup (section);
}

/* The politics (pages 1-3 and 6): Franklin, France and Spain, the
 * blockade, the Indians, slash and burn; each row what stands now and,
 * where the rules say, what would change it. */
static MusterSheet *
politics_sheet (EmpState *self)
{
  MusterSheet *sheet = muster_sheet_new ("politics", _("Politics"), NULL, FALSE);
  g_autoptr(GString) empty = g_string_new (NULL);
  g_autofree char *aid = NULL;
  g_autofree char *squares = NULL;
  int territories, france, spain, held = 0, of = 0;
  gboolean lose;

  add_text (sheet, _("Benjamin Franklin"), self->franklin < 0 ? _("in France") : emp_place_name (self, self->franklin), "2.2");
  if (self->franklin >= 0)
    {
      g_autofree char *way = NULL;

      if (!self->blockade)
        way = g_strdup (_("open: no blockade holds, so he reaches France when the Americans send him"));
      else if (self->franklin_in_florida > 0 && emp_has_tag (self, self->franklin, "florida"))
        way = g_strdup_printf (_("from Spanish Florida, from turn %d"), self->franklin_in_florida + 1);
      else
        way = g_strdup (_("shut by the blockade: he must reach Spanish Florida and sail the turn after"));
      add_text (sheet, _("Franklin's way to France"), way, "2.2");
    }
  add_text (sheet, _("France"), self->france_in ? _("at war") : _("not yet in the war: it enters when Franklin reaches France"),
            "3.1");
  add_text (sheet, _("Spain"), self->florida_fallen ? _("out: Florida has fallen")
                               : self->spain_in ? _("at war while it holds Florida")
                               : _("not yet in the war: it enters with France"), "3.2");
  emp_american_income (self, &territories, &france, &spain);
  aid = g_strdup_printf (_("%d from France and %d from Spain a turn"), france, spain);
  add_text (sheet, _("Aid to America"), aid, "4.8");
  add_text (sheet, _("Blockade"), self->blockade ? _("in force") : _("none"), "1.4");
  for (guint i = 0; i < self->n_places; i++)
    if (emp_has_tag (self, (int) i, "yellow"))
      {
        of++;
        if (emp_blockade_square_held (self, (int) i))
          held++;
        else
          g_string_append_printf (empty, "%s%s", empty->len ? _(", ") : "", emp_place_name (self, (int) i));
      }
  if (held < of)
    /* Translators: squares held, of how many, then the empty ones. */
    squares = g_strdup_printf (_("%d of %d held by British ships; empty: %s"), held, of, empty->str);
  else if (self->blockade)
    squares = g_strdup (_("all held: no aid reaches America and pirates may sail"));
  else if (self->blockade_held)
    squares = g_strdup (_("all held since the British turn began: the blockade comes into force at their next turn"));
  else
    squares = g_strdup (_("all held: the blockade comes into force if they stay held a full turn"));
  add_text (sheet, _("Blockade squares"), squares, "1.4");
  if (self->indians_player)
    {
      const char *indians = self->indians_out ? _("out of the war")
                            : self->indians_war[EMP_AMERICAN] && self->indians_war[EMP_BRITISH] ? _("at war with both sides")
                            : self->indians_war[EMP_AMERICAN] ? _("at war with America")
                            : self->indians_war[EMP_BRITISH] ? _("at war with Britain") : _("at peace");
      g_autofree char *occupied = NULL;

      add_text (sheet, _("Indians"), indians, "3.3");
      if (!self->indians_out)
        {
          int n = emp_settlements_occupied (self, &of);

          /* Translators: settlements occupied, of how many. */
          occupied = g_strdup_printf (_("%d of %d: when all are, the Indians are out"), n, of);
          add_text (sheet, _("Settlements occupied"), occupied, "3.3");
          add_text (sheet, _("British bribe"), self->indians_war[EMP_AMERICAN] ? _("not needed: they are at war with America")
                                               : self->bribed ? _("tried this turn")
                                               : _("10 production: war with America on 7-10"), "3.3");
        }
    }
  else
    add_text (sheet, _("Indians"), _("no player: settlements defend themselves"), "1.3");
  add_number (sheet, _("Cities slashed and burned"), self->slashed_cities, "6.2");
  add_number (sheet, _("Other territories slashed and burned"), self->slashed_others, "6.2");
  add_number (sheet, _("Partisan table"), emp_partisan_table (self, &lose), "6.2");
  return sheet;
}

static GPtrArray *
emp_state_get_sheets (MusterState      *state,
                      const MusterSeat *viewer)
{
  EmpState *self = EMP_STATE (state);
  GPtrArray *sheets = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_sheet_free);
  MusterSheet *war = muster_sheet_new ("war", _("The war"), NULL, FALSE);
  int territories, france, spain;

  g_ptr_array_add (sheets, war);
  add_number (war, _("Turn"), self->turn, "1.1");
  g_ptr_array_add (sheets, politics_sheet (self));
  add_number (war, _("Built in Canada: infantry (of 10)"), self->canada_infantry, "5.3");
  add_number (war, _("Built in Canada: cannon (of 2)"), self->canada_cannon, "5.3");
  emp_american_income (self, &territories, &france, &spain);
  add_number (war, _("America's territories now"), territories, "4.8");

  for (int i = 0; i < self->n_order; i++)
    {
      EmpPower power = self->order[i];
      g_autofree char *title = NULL;
      g_autofree char *id = NULL;
      MusterSheet *sheet;

      if (power == EMP_HESSIANS)
        continue;   /* Britain pays for them */
      title = g_strdup_printf (_("%s ledger"), emp_power_name (power));
      id = g_strdup_printf ("ledger-%s", emp_power_id (power));
      sheet = muster_sheet_new (id, title, emp_power_id (power), FALSE);

      add_number (sheet, _("Production now"), self->treasury[power], "4.8");
      for (guint k = 0; k < self->ledger->len; k++)
        {
          const EmpLedgerLine *l = &g_array_index (self->ledger, EmpLedgerLine, k);
          g_autoptr(GString) text = g_string_new (NULL);
          g_autofree char *label = NULL;
          int income = l->territories + l->france + l->spain + l->base + l->loot;

          if (l->power != power)
            continue;
          label = g_strdup_printf (_("Turn %d"), l->turn);
          g_string_append_printf (text, _("had %d, collected %d"), l->start, income);
          if (income > 0)
            {
              g_autoptr(GString) parts = g_string_new (NULL);

              if (l->territories)
                g_string_append_printf (parts, _("%s%d from territories"), parts->len ? ", " : "", l->territories);
              if (l->france)
                g_string_append_printf (parts, _("%s%d from France"), parts->len ? ", " : "", l->france);
              if (l->spain)
                g_string_append_printf (parts, _("%s%d from Spain"), parts->len ? ", " : "", l->spain);
              if (l->base)
                g_string_append_printf (parts, _("%s%d for the war"), parts->len ? ", " : "", l->base);
              if (l->loot)
                g_string_append_printf (parts, _("%s%d in loot"), parts->len ? ", " : "", l->loot);
              g_string_append_printf (text, " (%s)", parts->str);
            }
          g_string_append_printf (text, _(", spent %d, kept %d"), l->spent, l->carried);
          muster_sheet_add_row (sheet, label, text->str)->number = l->carried;
        }
      g_ptr_array_add (sheets, sheet);
    }

  {
    /* The unit chart and the map's values, each row with − and + for the
     * group's own numbers (adjust). */
    MusterSheet *chart = muster_sheet_new ("chart", _("Unit chart"), NULL, FALSE);
    MusterSheet *map = muster_sheet_new ("map", _("The map's values"), NULL, FALSE);
    static const char *fields[] = { "cost", "attack", "defence", "move", "capacity" };

    for (guint i = 0; i < self->chart->types->len; i++)
      {
        const EmpUnitType *t = emp_chart_type (self->chart, (int) i);
        int values[] = { t->cost, t->attack, t->defence, t->move, t->capacity };

        for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
          {
            g_autofree char *label = NULL;
            MusterSheetRow *row;

            if (f == 4 && t->capacity == 0)
              continue;
            label = emp_chart_row_label (self, (int) i, fields[f]);
            row = muster_sheet_add_track (chart, label, values[f], 0, f == 1 || f == 2 ? 10 : 999, "adjust");
            row->source = g_strdup (f == 3 ? t->move_source : t->source);
            row->section = g_strdup (f == 3 ? "4.1" : "5.1");
          }
      }
    for (guint i = 0; i < self->chart->generals->len; i++)
      {
        const EmpGeneral *g = emp_chart_general (self->chart, (int) i);
        MusterSheetRow *row = muster_sheet_add_track (chart, g->name, g->bonus, 0, 9, "adjust");

        g_free (row->value);
        row->value = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %d bonus point", "%s, %d bonus points",
                                                   g->bonus),
                                      emp_power_name (g->power), g->bonus);
        row->source = g_strdup (g->source);
        row->section = g_strdup ("4.4");
        {
          g_autofree char *label = emp_chart_special_label (g);

          row = muster_sheet_add_track (chart, label, g->special, 0, 3, "adjust");
          row->source = g_strdup (g->source);
          row->section = g_strdup ("4.3");
        }
      }
    for (guint i = 0; i < self->n_places; i++)
      {
        MusterSheetRow *row;

        if (!emp_has_tag (self, (int) i, "land"))
          continue;
        row = muster_sheet_add_track (map, emp_place_name (self, (int) i),
                                      revroad_map_get_attr_int (self->map, (int) i, "value", 0), 0, 99, "adjust");
        row->source = g_strdup (revroad_map_get_attr_source (self->map, (int) i, "value"));
        row->section = g_strdup ("1.6");
      }
    g_ptr_array_add (sheets, chart);
    g_ptr_array_add (sheets, map);
  }
  return sheets;
}

/* The decision a battle waits for: losses to take, or the next round. */
static MusterPending *
emp_state_get_pending (MusterState *state)
{
  EmpState *self = EMP_STATE (state);
  g_autoptr(GArray) battles = NULL;
  g_autoptr(GPtrArray) side = NULL;
  g_autoptr(GStrvBuilder) order = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  g_autofree char *text = NULL;
  MusterPending *pending;
  int place, count;
  gboolean attackers;

  if (self->over)
    return NULL;
  if (!emp_owed_losses (self, &place, &attackers, &count))
    {
      battles = emp_battles (self);
      if (self->phase != EMP_PHASE_BATTLES || battles->len == 0)
        return NULL;
      place = g_array_index (battles, int, 0);
      if (self->places[place].round == 0)
        return NULL;   /* not begun: the player picks which battle first */
      text = g_strdup_printf (_("The battle at %s goes on: both sides still stand after round %d."),
                              emp_place_name (self, place), self->places[place].round);
      pending = muster_pending_new (emp_power_id (emp_acting_seat (self)), "4.6", text);
      pending->place = g_strdup (revroad_map_get_region (self->map, place)->id);
      muster_pending_add_action (pending, "fight");
      {
        const char *fight[] = { pending->place, NULL };

        muster_pending_suggest (pending, "fight", fight, _("Roll the next round"));
      }
      return pending;
    }
  side = emp_battle_side (self, place, attackers);
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The %s at %s take %d loss: their owner picks the unit.",
                                       "The %s at %s take %d losses: their owner picks the units.", count),
                          attackers ? _("attackers") : _("defenders"), emp_place_name (self, place), count);
  pending = muster_pending_new (muster_state_get_acting_side (state), "4.6", text);
  pending->place = g_strdup (revroad_map_get_region (self->map, place)->id);
  pending->count = (guint) count;
  muster_pending_add_action (pending, "losses");
  for (guint i = 0; i < side->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (side, i);
      g_autofree char *id = emp_unit_piece_id (unit);
      g_autofree char *name = emp_unit_name (self, unit);

      muster_pending_add_item (pending, id, name);
      if (i < (guint) count)
        g_strv_builder_add (order, id);
    }
  args = g_strv_builder_end (order);
  muster_pending_suggest (pending, "losses", (const char * const *) args, _("Give up the weakest first"));
  return pending;
}

static GPtrArray *
emp_state_get_corrections (MusterState *state)
{
  EmpState *self = EMP_STATE (state);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint i = 0; i < self->corrections->len; i++)
    g_ptr_array_add (out, g_strdupv (g_ptr_array_index (self->corrections, i)));
  return out;
}

static const char *
emp_state_get_piece_place (MusterState *state,
                           const char  *piece)
{
  EmpState *self = EMP_STATE (state);
  EmpUnit *unit = emp_find_unit (self, piece);

  return unit ? revroad_map_get_region (self->map, unit->place)->id : NULL;
}

static gboolean
emp_state_check_invariants (MusterState *state,
                            GError     **error)
{
  EmpState *self = EMP_STATE (state);

  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *u = g_ptr_array_index (self->units, i);
      const EmpUnitType *t = emp_chart_type (self->chart, u->type);

      if (u->place < 0 || (guint) u->place >= self->n_places)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, "unit u%u is nowhere", u->id);
      if (!t->sea && u->carrier == 0 && !emp_is_land (self, u->place))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, "land unit u%u stands in the water", u->id);
      if (t->sea && !emp_is_water (self, u->place))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, "ship u%u is on land", u->id);
      if (u->carrier != 0)
        {
          g_autofree char *id = g_strdup_printf ("u%u", u->carrier);
          EmpUnit *carrier = emp_find_unit (self, id);

          if (carrier == NULL || carrier->place != u->place)
            return muster_fail (error, MUSTER_ERROR_ILLEGAL, "unit u%u is aboard a transport that is not there", u->id);
        }
    }
  for (int p = 0; p < EMP_N_POWERS; p++)
    if (self->treasury[p] < 0)
      return muster_fail (error, MUSTER_ERROR_ILLEGAL, "%s owe production", emp_power_id (p));
  if (self->canada_infantry > 10 || self->canada_cannon > 2)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, "Canada built beyond its limits");
  return TRUE;
}

static void
emp_state_finalize (GObject *object)
{
  EmpState *self = EMP_STATE (object);

  g_clear_pointer (&self->map, revroad_map_unref);
  g_clear_pointer (&self->chart, emp_chart_unref);
  for (guint i = 0; i < self->units->len; i++)
    emp_free_unit (self, g_ptr_array_index (self->units, i));
  g_ptr_array_unref (self->units);
  g_free (self->slab);
  g_free (self->places);
  for (int p = 0; p < EMP_N_POWERS; p++)
    g_array_unref (self->pool[p]);
  g_array_unref (self->pirated);
  g_array_unref (self->ledger);
  g_ptr_array_unref (self->corrections);
  g_free (self->result);
  G_OBJECT_CLASS (emp_state_parent_class)->finalize (object);
}

static void
emp_state_class_init (EmpStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterStateClass *state_class = MUSTER_STATE_CLASS (klass);

  object_class->finalize = emp_state_finalize;
  state_class->copy = emp_state_copy;
  state_class->action_table = &emp_action_table;
  state_class->write_snapshot = emp_state_write_snapshot;
  state_class->describe = emp_state_describe;
  state_class->get_status = emp_state_get_status;
  state_class->get_acting_side = emp_state_get_acting_side;
  state_class->is_over = emp_state_is_over;
  state_class->get_pending = emp_state_get_pending;
  state_class->get_sheets = emp_state_get_sheets;
  state_class->get_corrections = emp_state_get_corrections;
  state_class->get_piece_place = emp_state_get_piece_place;
  state_class->check_invariants = emp_state_check_invariants;
}

static void
emp_state_init (EmpState *self)
{
  self->units = g_ptr_array_new ();
  for (int p = 0; p < EMP_N_POWERS; p++)
    self->pool[p] = g_array_new (FALSE, FALSE, sizeof (int));
  self->pirated = g_array_new (FALSE, FALSE, sizeof (int));
  self->ledger = g_array_new (FALSE, FALSE, sizeof (EmpLedgerLine));
  self->corrections = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  self->franklin = -1;
}
