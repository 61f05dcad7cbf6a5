/* emp-rules.c: what the rules ask of the map at every turn: who is at war
 * with whom, who holds a territory, where battles wait, each unit's number
 * in a battle, the blockade, America's income and the slash and burn
 * thresholds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-private.h"

void
emp_say (MusterEntry *entry,
     const char  *format,
     ...)
{
  g_autofree char *text = NULL;
  va_list args;

  if (entry == NULL)
    return;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  muster_entry_append_text (entry, "%s", text);
}

/* The map. */

gboolean
emp_has_tag (EmpState   *self,
             int         place,
             const char *tag)
{
  return revroad_map_has_tag (self->map, place, tag);
}

gboolean
emp_is_land (EmpState *self,
             int       place)
{
  return emp_has_tag (self, place, "land") ||
         (emp_has_tag (self, place, "offmap") && !emp_has_tag (self, place, "sea"));
}

gboolean
emp_is_water (EmpState *self,
              int       place)
{
  return emp_has_tag (self, place, "sea") || emp_has_tag (self, place, "river");
}

int
emp_value (EmpState *self,
           int       place)
{
  return self->places[place].slashed ? 0 : revroad_map_get_attr_int (self->map, place, "value", 0);
}

gboolean
emp_adjacent (EmpState *self,
              int       a,
              int       b)
{
  return a != b && revroad_map_adjacent (self->map, a, b);
}

gboolean
emp_river_between (EmpState *self,
                   int       a,
                   int       b)
{
  const RevroadBorder *border = revroad_map_find_border (self->map, a, b);

  return border != NULL && border->water == REVROAD_WATER_RIVER && border->road;
}

gboolean
emp_coastal (EmpState *self,
             int       place)
{
  for (guint i = 0; i < self->n_places; i++)
    if (emp_is_water (self, (int) i) && emp_adjacent (self, place, (int) i))
      return TRUE;
  return FALSE;
}

/* Sides. */

EmpPower
emp_acting_power (EmpState *self)
{
  EmpPower seat = self->order[self->seat];

  return seat == EMP_HESSIANS ? EMP_BRITISH : seat;
}

EmpPower
emp_acting_seat (EmpState *self)
{
  return self->order[self->seat];
}

EmpPower
emp_unit_seat (EmpState      *self,
               const EmpUnit *unit)
{
  if (self->hessian_player && unit->power == EMP_BRITISH &&
      unit->type == emp_chart_find_type (self->chart, "hessians"))
    return EMP_HESSIANS;
  return unit->power;
}

gboolean
emp_commands (EmpState      *self,
              const EmpUnit *unit)
{
  return emp_unit_seat (self, unit) == emp_acting_seat (self);
}

static int
camp (EmpPower power)
{
  return power == EMP_BRITISH ? EMP_BRITISH : EMP_AMERICAN;
}

gboolean
emp_hostile (EmpState *self,
             EmpPower  a,
             EmpPower  b)
{
  if (a == b)
    return FALSE;
  if (a == EMP_INDIANS || b == EMP_INDIANS)
    {
      EmpPower other = a == EMP_INDIANS ? b : a;

      /* Without an Indian player only the defenders of a red square are
       * Indian, and they fight whoever comes (1.3). */
      return !self->indians_player || self->indians_war[camp (other)];
    }
  return camp (a) != camp (b);
}

gboolean
emp_fights_at (EmpState      *self,
               const EmpUnit *unit,
               int            place)
{
  if (unit->place != place || unit->carrier != 0)
    return FALSE;
  return emp_chart_type (self->chart, unit->type)->sea == emp_is_water (self, place);
}

guint
emp_count_hostile (EmpState *self,
                   int       place,
                   EmpPower  power)
{
  guint n = 0;

  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);

      if (emp_fights_at (self, unit, place) && emp_hostile (self, power, unit->power))
        n++;
    }
  return n;
}

guint
emp_count_at (EmpState *self,
              int       place,
              EmpPower  power,
              int       type)
{
  guint n = 0;

  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);

      if (unit->place == place && unit->power == power && (type < 0 || unit->type == type))
        n++;
    }
  return n;
}

/* The powers with units fighting at each place, as bits. */
static void
powers_by_place (EmpState *self,
                 guint    *bits)
{
  for (guint i = 0; i < self->n_places; i++)
    bits[i] = 0;
  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);

      if (unit->carrier == 0 && emp_fights_at (self, unit, unit->place))
        bits[unit->place] |= 1u << unit->power;
    }
}

/* Does @bits hold a friend of the acting power and one of its enemies? */
static gboolean
is_battle (EmpState *self,
           guint     bits)
{
  EmpPower acting = emp_acting_power (self);
  gboolean friend = FALSE, enemy = FALSE;

  for (EmpPower p = 0; p < EMP_N_POWERS; p++)
    if (bits & (1u << p))
      {
        if (emp_hostile (self, acting, p))
          enemy = TRUE;
        else
          friend = TRUE;
      }
  return friend && enemy;
}

GArray *
emp_battles (EmpState *self)
{
  g_autofree guint *bits = g_new0 (guint, self->n_places);
  GArray *places = g_array_new (FALSE, FALSE, sizeof (int));

  powers_by_place (self, bits);
  for (guint i = 0; i < self->n_places; i++)
    if (!self->places[i].standoff && is_battle (self, bits[i]))
      {
        int place = (int) i;

        g_array_append_val (places, place);
      }
  return places;
}

EmpUnit *
emp_add_unit (EmpState *self,
              EmpPower  power,
              int       type,
              int       place)
{
  EmpUnit *unit = g_new0 (EmpUnit, 1);

  unit->id = ++self->next_unit;
  unit->type = type;
  unit->general = -1;
  unit->power = power;
  unit->place = place;
  g_ptr_array_add (self->units, unit);
  return unit;
}

void
emp_remove_unit (EmpState *self,
                 EmpUnit  *unit)
{
  if (g_ptr_array_remove (self->units, unit))
    emp_free_unit (self, unit);
}

static void
indians_eliminated (EmpState    *self,
                    MusterEntry *entry)
{
  int of;

  if (!self->indians_player || self->indians_out || emp_settlements_occupied (self, &of) < of)
    return;
  g_autofree gboolean *left = g_new0 (gboolean, self->n_places);

  self->indians_out = TRUE;
  for (guint i = self->units->len; i > 0; i--)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i - 1);

      if (unit->power == EMP_INDIANS)
        {
          if (unit->place >= 0)
            left[unit->place] = TRUE;
          emp_remove_unit (self, unit);
        }
    }
  emp_say (entry, _("Every Indian settlement is occupied: the Indians are out of the war."));
  /* What they held elsewhere goes back (page 5: to America in the colonies). */
  for (guint i = 0; i < self->n_places; i++)
    if (left[i])
      emp_settle (self, (int) i, entry);
}

int
emp_settlements_occupied (EmpState *self,
                          int      *of)
{
  g_autofree guint *bits = g_new0 (guint, self->n_places);
  int occupied = 0;

  powers_by_place (self, bits);
  *of = 0;
  for (guint i = 0; i < self->n_places; i++)
    if (emp_has_tag (self, (int) i, "red"))
      {
        (*of)++;
        occupied += bits[i] != 0 && !(bits[i] & (1u << EMP_INDIANS));
      }
  return occupied;
}

void
emp_settle (EmpState    *self,
            int          place,
            MusterEntry *entry)
{
  EmpPlace *p = &self->places[place];
  guint bits = 0, all = 0;
  EmpPower owner = p->owner;

  if (!emp_has_tag (self, place, "land"))
    return;
  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);

      if (!emp_fights_at (self, unit, place))
        continue;
      all |= 1u << unit->power;
      if (!unit->native)
        bits |= 1u << unit->power;
    }
  for (EmpPower a = 0; a < EMP_N_POWERS; a++)
    for (EmpPower b = 0; b < EMP_N_POWERS; b++)
      if ((all & (1u << a)) && (all & (1u << b)) && emp_hostile (self, a, b))
        return;   /* a battle still waits here */
  if (bits == 0)
    {
      /* Page 5: what the British leave of the colonies is American again. */
      if (p->home == EMP_AMERICAN && (owner == EMP_BRITISH || owner == EMP_INDIANS))
        owner = EMP_AMERICAN;
    }
  else if (bits & (1u << EMP_BRITISH))
    owner = EMP_BRITISH;
  else if (bits == (1u << EMP_INDIANS))
    owner = EMP_INDIANS;
  else if ((bits & (1u << EMP_SPANISH)) && p->home == EMP_SPANISH)
    owner = EMP_SPANISH;
  else if (bits & ((1u << EMP_AMERICAN) | (1u << EMP_FRENCH) | (1u << EMP_SPANISH)))
    owner = EMP_AMERICAN;
  if (owner == p->owner)
    return;
  p->owner = owner;
  emp_say (entry, _("%s now hold %s."), emp_power_name (owner), emp_place_name (self, place));
  if (owner == EMP_INDIANS && !p->looted &&
      (emp_has_tag (self, place, "city") || emp_has_tag (self, place, "fort")))
    {
      p->looted = TRUE;
      self->treasury[EMP_INDIANS] += 5;
      emp_ledger_line (self, EMP_INDIANS)->loot += 5;
      emp_say (entry, _("The Indians take 5 production in loot."));
    }
  else if (owner != EMP_INDIANS)
    p->looted = FALSE;
  if (emp_has_tag (self, place, "florida") && owner != EMP_SPANISH && !self->florida_fallen)
    {
      self->florida_fallen = TRUE;
      emp_say (entry, _("Florida has fallen: Spain can do nothing more in the war."));
    }
  indians_eliminated (self, entry);
}

gboolean
emp_blockade_square_held (EmpState *self,
                          int       place)
{
  int ship = emp_chart_find_type (self->chart, "ship");

  for (guint k = 0; k < self->units->len; k++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, k);

      if (unit->place == place && unit->power == EMP_BRITISH && emp_chart_type (self->chart, unit->type)->sea &&
          (!self->blockade_lines_only || unit->type == ship))
        return TRUE;
    }
  return FALSE;
}

gboolean
emp_blockade_squares_held (EmpState *self)
{
  for (guint i = 0; i < self->n_places; i++)
    if (emp_has_tag (self, (int) i, "yellow") && !emp_blockade_square_held (self, (int) i))
      return FALSE;
  return TRUE;
}

void
emp_american_income (EmpState *self,
                     int      *territories,
                     int      *france,
                     int      *spain)
{
  g_autofree guint *bits = g_new0 (guint, self->n_places);

  powers_by_place (self, bits);
  *territories = 0;
  for (guint i = 0; i < self->n_places; i++)
    if (emp_has_tag (self, (int) i, "land") && self->places[i].owner == EMP_AMERICAN &&
        !(bits[i] & ((1u << EMP_BRITISH) | (1u << EMP_INDIANS))))
      *territories += emp_value (self, (int) i);
  *france = !self->blockade && (!self->aid_after_entry || self->france_in) ? 10 : 0;
  *spain = !self->blockade && (!self->aid_after_entry || self->spain_in) &&
           !(self->florida_fallen && self->spanish_aid_stops) ? 5 : 0;
}

EmpLedgerLine *
emp_ledger_line (EmpState *self,
                 EmpPower  power)
{
  EmpLedgerLine line = { 0 };

  for (guint i = self->ledger->len; i > 0; i--)
    {
      EmpLedgerLine *l = &g_array_index (self->ledger, EmpLedgerLine, i - 1);

      if (l->power == power && l->turn == self->turn)
        return l;
    }
  line.turn = self->turn;
  line.power = power;
  line.start = self->treasury[power];
  g_array_append_val (self->ledger, line);
  return &g_array_index (self->ledger, EmpLedgerLine, self->ledger->len - 1);
}

int
emp_partisan_table (EmpState *self,
                    gboolean *british_lose)
{
  int boston = emp_find_place (self, "boston");
  gboolean b = boston >= 0 && self->places[boston].slashed;
  int others = self->slashed_cities - (b ? 1 : 0);

  if (self->boston_three)
    {
      int weight = others + (b ? 3 : 0);

      *british_lose = weight > 7;
      return weight >= 6 ? 3 : weight >= 3 || self->slashed_others >= 15 ? 2 : 1;
    }
  *british_lose = self->slashed_cities > 7 || (b && others >= 5);
  if (self->slashed_cities >= 6 || (b && others >= 4))
    return 3;
  if (b || others >= 3 || self->slashed_others >= 15)
    return 2;
  return 1;
}

/* Battles. */

/* Each reason once on a roll of several units. */
static void
add_mod (MusterRollPreview *roll,
         int                delta,
         const char        *why,
         const char        *section,
         gboolean           reconstructed)
{
  if (roll == NULL)
    return;
  for (guint i = 0; i < roll->modifiers->len; i++)
    if (g_str_equal (((MusterModifier *) g_ptr_array_index (roll->modifiers, i))->why, why))
      return;
  muster_roll_add_modifier (roll, delta, why, section, reconstructed);
}

/* 4.3: the best special general fighting on @unit's side at @place gives
 * his modifier to every unit of it (how many are special, and by how
 * much, the printed game does not say: reconstructed, none by default). */
static int
special_modifier (EmpState          *self,
                  const EmpUnit     *unit,
                  int                place,
                  MusterRollPreview *mods)
{
  const EmpGeneral *best = NULL;

  for (guint i = 0; i < self->units->len; i++)
    {
      const EmpUnit *other = g_ptr_array_index (self->units, i);
      const EmpGeneral *g;

      if (other->general < 0 || !emp_fights_at (self, other, place) || emp_hostile (self, other->power, unit->power))
        continue;
      g = emp_chart_general (self->chart, other->general);
      if (g->special > 0 && (best == NULL || g->special > best->special))
        best = g;
    }
  if (best == NULL)
    return 0;
  if (mods != NULL)
    {
      /* Translators: a general's name. */
      g_autofree char *why = g_strdup_printf (_("%s, a special general"), best->name);

      add_mod (mods, best->special, why, "4.3", TRUE);
    }
  return best->special;
}

int
emp_battle_value (EmpState      *self,
                  const EmpUnit *unit,
                  int            place,
                  MusterRollPreview *mods)
{
  const EmpUnitType *type = emp_chart_type (self->chart, unit->type);
  gboolean attacking = !emp_hostile (self, emp_acting_power (self), unit->power);
  int value = attacking ? type->attack : type->defence;

  if (value <= 0)
    return 0;
  if (type->sea)
    {
      /* Naval battles take no modifiers (4.7); a ship just taken by
       * pirates has its +1 all the same (4.2). */
      if (attacking && unit->pirate)
        {
          value += 1;
          add_mod (mods, 1, _("taken by pirates this turn"), "4.2", FALSE);
        }
    }
  else if (attacking)
    {
      if (unit->crossed)
        {
          value -= 2;
          add_mod (mods, -2, _("attacking across a river"), "1.5", FALSE);
        }
      if (unit->landed && self->landing_penalty > 0)
        {
          value -= self->landing_penalty;
          add_mod (mods, -self->landing_penalty, _("landing from transports"), "4.3", TRUE);
        }
      value += special_modifier (self, unit, place, mods);
      if (value < 1)
        {
          add_mod (mods, 1 - value, _("no attack falls below 1"), "4.3", FALSE);
          value = 1;
        }
    }
  else
    {
      if (emp_has_tag (self, place, "fort") &&
          (!self->fort_first_only || self->places[place].fort_first == unit->power))
        {
          value += 1;
          add_mod (mods, 1, _("defending a fort"), "1.2", FALSE);
        }
      value += special_modifier (self, unit, place, mods);
    }
  if (unit->bonus > 0)
    {
      int raised = MIN (value + unit->bonus, MAX (value, 9));

      add_mod (mods, raised - value, _("generals' bonus points (never above 9)"), "4.4", FALSE);
      value = raised;
    }
  return MIN (value, 10);
}

typedef struct
{
  EmpUnit *unit;
  int      value;
  int      cost;
  gboolean general;
} Ranked;

static int
compare_ranked (gconstpointer a,
                gconstpointer b)
{
  const Ranked *x = a, *y = b;

  if (x->general != y->general)
    return x->general ? 1 : -1;
  if (x->value != y->value)
    return x->value < y->value ? -1 : 1;
  if (x->cost != y->cost)
    return x->cost < y->cost ? -1 : 1;
  return x->unit->id < y->unit->id ? -1 : x->unit->id > y->unit->id;
}

GPtrArray *
emp_battle_side (EmpState *self,
                 int       place,
                 gboolean  attackers)
{
  EmpPower acting = emp_acting_power (self);
  g_autoptr(GArray) ranked = g_array_new (FALSE, FALSE, sizeof (Ranked));
  GPtrArray *side = g_ptr_array_new ();

  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);
      Ranked r;

      if (!emp_fights_at (self, unit, place) || emp_hostile (self, acting, unit->power) == attackers)
        continue;
      r.unit = unit;
      r.value = emp_battle_value (self, unit, place, NULL);
      r.cost = emp_chart_type (self->chart, unit->type)->cost;
      r.general = unit->general >= 0;
      g_array_append_val (ranked, r);
    }
  g_array_sort (ranked, compare_ranked);
  for (guint i = 0; i < ranked->len; i++)
    g_ptr_array_add (side, g_array_index (ranked, Ranked, i).unit);
  return side;
}

gboolean
emp_owed_losses (EmpState *self,
                 int      *place,
                 gboolean *attackers,
                 int      *count)
{
  for (guint i = 0; i < self->n_places; i++)
    for (int k = 0; k < 2; k++)
      if (self->places[i].owed[k] > 0)
        {
          *place = (int) i;
          *attackers = k == 0;
          *count = self->places[i].owed[k];
          return TRUE;
        }
  return FALSE;
}
