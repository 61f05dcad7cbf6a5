/* emp-move.c: phase 1's moves (page 4): by land and sea, two steps for
 * ships of the line, cavalry and dragoons, transports loading and
 * unloading, and what entering a territory sets off: a battle, a fort's
 * cannon, the Indians of a red square.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-private.h"

static gboolean
parse_count (const char *arg,
             int        *count,
             GError    **error)
{
  return muster_args_parse_int (arg, "COUNT", 1, 999, count, error);
}


/* WHAT: a unit type, a general by id. Sets *type and *general (or -1). */
static gboolean
parse_what (EmpState   *self,
            const char *what,
            int        *type,
            int        *general,
            GError    **error)
{
  *general = emp_chart_find_general (self->chart, what);
  if (*general >= 0)
    {
      *type = emp_chart_find_type (self->chart, "general");
      return TRUE;
    }
  *type = emp_chart_find_type (self->chart, what);
  if (*type < 0)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There is no unit or general “%s”"), what);
  return TRUE;
}

static gboolean
matches (const EmpUnit *unit,
         int            type,
         int            general)
{
  return unit->type == type && (general < 0 || unit->general == general);
}

/* @count units of the acting power at @place matching, with a move left,
 * fewest moves spent first; aboard or not as @aboard says. */
static GPtrArray *
pick_units (EmpState *self,
            int       place,
            int       type,
            int       general,
            int       count,
            gboolean  aboard,
            GError  **error)
{
  EmpPower power = emp_acting_power (self);
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  const EmpUnitType *t = emp_chart_type (self->chart, type);
  guint there = 0, others = 0;

  for (int spent = 0; spent < t->move && found->len < (guint) count; spent++)
    for (guint i = 0; i < self->units->len && found->len < (guint) count; i++)
      {
        EmpUnit *unit = g_ptr_array_index (self->units, i);

        if (unit->place != place || !matches (unit, type, general) || (unit->carrier != 0) != aboard)
          continue;
        if (!emp_commands (self, unit))
          {
            others += spent == 0 && unit->power == power;
            continue;
          }
        if (spent == 0)
          there++;
        if (unit->moves != spent || unit->spent || (spent > 0 && !unit->may_go_on))
          continue;
        g_ptr_array_add (found, unit);
      }
  if (found->len < (guint) count)
    {
      const char *what = general >= 0 ? emp_chart_general (self->chart, general)->name : t->plural;

      if (there < (guint) count && others > 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                            emp_acting_seat (self) == EMP_HESSIANS ? _("1.1: in their turn the Hessians' player moves only the Hessians")
                                                                   : _("1.1: the Hessians have a player of their own, who moves them in the Hessians' turn")), NULL;
      if (there < (guint) count)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                            aboard ? _("4.1: the %s have too few %s aboard in %s") : _("4.1: the %s have too few %s in %s"),
                            emp_power_name (power), what, emp_place_name (self, place)), NULL;
      return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                          _("4.1: too few %s of the %s in %s have a move left (a second step only after a territory without enemies)"),
                          what, emp_power_name (power), emp_place_name (self, place)), NULL;
    }
  return g_steal_pointer (&found);
}

/* A red square without an Indian player raises its defenders (1.3). */
static void
raise_natives (EmpState    *self,
               int          place,
               MusterEntry *entry)
{
  int infantry = emp_chart_find_type (self->chart, "infantry");
  int cavalry = emp_chart_find_type (self->chart, "cavalry");

  for (guint i = 0; i < self->units->len; i++)
    if (((EmpUnit *) g_ptr_array_index (self->units, i))->native &&
        ((EmpUnit *) g_ptr_array_index (self->units, i))->place == place)
      return;
  for (int i = 0; i < 4; i++)
    emp_add_unit (self, EMP_INDIANS, i < 3 ? infantry : cavalry, place)->native = TRUE;
  muster_entry_append_text (entry, _("The Indians of %s stand to defend it: 3 infantry and 1 cavalry."),
                            emp_place_name (self, place));
}

/* What entering @to sets off, for land units of the acting power. */
static void
enter_land (EmpState    *self,
            int          to,
            MusterEntry *entry)
{
  EmpPower power = emp_acting_power (self);
  EmpPlace *p = &self->places[to];

  if (emp_has_tag (self, to, "red") && power != EMP_INDIANS)
    {
      if (!self->indians_player)
        raise_natives (self, to, entry);
      else if (!self->indians_out && !self->indians_war[power == EMP_BRITISH ? EMP_BRITISH : EMP_AMERICAN])
        {
          self->indians_war[power == EMP_BRITISH ? EMP_BRITISH : EMP_AMERICAN] = TRUE;
          muster_entry_append_text (entry, _("The %s march into an Indian settlement: the Indians go to war with them."),
                                    emp_power_name (power));
        }
    }
  if (emp_has_tag (self, to, "fort") && p->fort_first == EMP_N_POWERS)
    {
      int cannon = emp_chart_find_type (self->chart, "cannon");

      p->fort_first = power;
      for (int i = 0; i < 4; i++)
        emp_add_unit (self, power, cannon, to)->moves = 99;
      muster_entry_append_text (entry, _("The %s are the first to reach %s and find 4 cannon there."),
                                emp_power_name (power), emp_place_name (self, to));
    }
}

/* After units of the acting power entered @to: stop where enemies stand. */
static void
arrive (EmpState    *self,
        GPtrArray   *units,
        int          from,
        int          to,
        gboolean     landing,
        MusterEntry *entry)
{
  EmpPower power = emp_acting_power (self);
  gboolean enemies = emp_count_hostile (self, to, power) > 0;

  for (guint i = 0; i < units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (units, i);
      const EmpUnitType *t = emp_chart_type (self->chart, unit->type);

      unit->moves++;
      /* 4.1: the second step only from a territory without enemies. */
      unit->may_go_on = !enemies && !landing;
      if (enemies)
        {
          unit->moves = MAX (unit->moves, t->move);
          if (!t->sea)
            {
              unit->crossed = !landing && emp_river_between (self, from, to);
              unit->landed = landing;
            }
        }
    }
  if (enemies)
    muster_entry_append_text (entry, _("Enemies hold %s: a battle waits there."), emp_place_name (self, to));
  emp_settle (self, from, entry);
  emp_settle (self, to, entry);
}

static gboolean
check_indian_cap (EmpState *self,
                  int       count,
                  GError  **error)
{
  guint all = 0;

  if (emp_acting_power (self) != EMP_INDIANS || self->indians_war[EMP_AMERICAN])
    return TRUE;
  for (guint i = 0; i < self->units->len; i++)
    if (((EmpUnit *) g_ptr_array_index (self->units, i))->power == EMP_INDIANS)
      all++;
  if ((guint) (self->indians_moved + count) * 2 > all)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                        _("3.3: at peace with America, the Indians move no more than half their units (%u) a turn"),
                        all / 2);
  self->indians_moved += count;
  return TRUE;
}

/* Benjamin Franklin travels like a land unit of one move (2.2). */
static gboolean
move_franklin (EmpState    *self,
               int          from,
               int          to,
               MusterEntry *entry,
               GError     **error)
{
  muster_entry_set_rule (entry, "2.2");
  if (emp_acting_power (self) != EMP_AMERICAN)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2.2: Benjamin Franklin travels in the Americans' turn"));
  if (self->franklin != from)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2.2: Benjamin Franklin is not in %s"), emp_place_name (self, from));
  if (self->franklin_moved)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2.2: Benjamin Franklin has travelled this turn"));
  if (!emp_has_tag (self, to, "land"))
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.1: land units cross water only aboard transports"));
  if (emp_count_hostile (self, to, EMP_AMERICAN) > 0)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2.2: Benjamin Franklin does not walk into the enemy"));
  self->franklin = to;
  self->franklin_moved = TRUE;
  if (emp_has_tag (self, to, "florida"))
    self->franklin_in_florida = self->turn;
  muster_entry_append_text (entry, _("Benjamin Franklin travels from %s to %s."), emp_place_name (self, from),
                            emp_place_name (self, to));
  return TRUE;
}

gboolean
emp_apply_move (MusterState            *state,
                const MusterActionDef  *def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  EmpPower power = emp_acting_power (self);
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *what = NULL;
  int from, to, type, general, count;
  const EmpUnitType *t;

  muster_entry_set_rule (entry, "4.1");
  if (!muster_args_check_count (args, 4, 4, "move FROM TO WHAT COUNT", error) ||
      !emp_parse_place (self, args[0], &from, error) || !emp_parse_place (self, args[1], &to, error))
    return FALSE;
  if (g_str_equal (args[2], "franklin"))
    {
      if (!emp_adjacent (self, from, to) &&
          !emp_uncertain (muster_entry_get_override (entry), error, _("4.1: %s does not border %s on the map"),
                          emp_place_name (self, from), emp_place_name (self, to)))
        return FALSE;
      return move_franklin (self, from, to, entry, error);
    }
  if (!parse_what (self, args[2], &type, &general, error) || !parse_count (args[3], &count, error))
    return FALSE;
  t = emp_chart_type (self->chart, type);
  if (!emp_adjacent (self, from, to) &&
      !emp_uncertain (muster_entry_get_override (entry), error, _("4.1: %s does not border %s on the map"),
                      emp_place_name (self, from), emp_place_name (self, to)))
    return FALSE;
  if (t->sea ? !emp_is_water (self, to) : !emp_has_tag (self, to, "land"))
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, t->sea ? _("4.1: ships keep to the sea and the rivers")
                                                            : _("4.1: land units cross water only aboard transports"));
  units = pick_units (self, from, type, general, count, FALSE, error);
  if (units == NULL || !check_indian_cap (self, count, error))
    return FALSE;
  for (guint i = 0; i < units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (units, i);

      unit->place = to;
      if (t->sea)
        for (guint k = 0; k < self->units->len; k++)
          {
            EmpUnit *cargo = g_ptr_array_index (self->units, k);

            if (cargo->carrier == unit->id)
              cargo->place = to;
          }
    }
  what = general >= 0 ? g_strdup (emp_chart_general (self->chart, general)->name) : emp_count_name (self, type, count);
  muster_entry_append_text (entry, _("The %s move %s from %s to %s."), emp_power_name (power), what,
                            emp_place_name (self, from), emp_place_name (self, to));
  if (!t->sea)
    enter_land (self, to, entry);
  arrive (self, units, from, to, FALSE, entry);
  return TRUE;
}

/* Transports of the acting power at @sea with room and a move left. */
static guint
room_at (EmpState *self,
         EmpUnit  *transport,
         gboolean  override)
{
  int capacity = emp_chart_type (self->chart, transport->type)->capacity;
  int aboard = 0;

  /* The capacity is reconstructed: past it at the group's word. */
  if (override)
    return 10000;

  for (guint i = 0; i < self->units->len; i++)
    if (((EmpUnit *) g_ptr_array_index (self->units, i))->carrier == transport->id)
      aboard++;
  return (guint) MAX (0, capacity - aboard);
}

/* Room left on the transports of @power at @sea that have a move left.
 * A load fills them one after another, so it finds a transport for each
 * of its units exactly when they are no more than this. */
static guint
room_at_sea (EmpState *self,
             EmpPower  power,
             int       sea,
             gboolean  override)
{
  int transport_type = emp_chart_find_type (self->chart, "transport");
  guint room = 0;

  for (guint k = 0; k < self->units->len; k++)
    {
      EmpUnit *t = g_ptr_array_index (self->units, k);

      if (t->type == transport_type && t->power == power && t->place == sea &&
          t->moves < emp_chart_type (self->chart, t->type)->move)
        room += room_at (self, t, override);
    }
  return room;
}

/* The checks of a load by the acting power with @args, before it changes
 * anything: the units it would load. */
static GPtrArray *
check_load (EmpState            *self,
            const char * const  *args,
            int                 *from,
            int                 *sea,
            int                 *type,
            int                 *general,
            int                 *count,
            gboolean             override,
            GError             **error)
{
  EmpPower power = emp_acting_power (self);
  g_autoptr(GPtrArray) units = NULL;

  if (!muster_args_check_count (args, 4, 4, "load FROM SEA WHAT COUNT", error) ||
      !emp_parse_place (self, args[0], from, error) || !emp_parse_place (self, args[1], sea, error) ||
      !parse_what (self, args[2], type, general, error) || !parse_count (args[3], count, error))
    return NULL;
  if (emp_chart_type (self->chart, *type)->sea)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.1: transports carry land units")), NULL;
  if (!emp_is_water (self, *sea))
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.1: %s is not water"), emp_place_name (self, *sea)), NULL;
  if (!emp_adjacent (self, *from, *sea) &&
      !emp_uncertain (override, error, _("4.1: %s is not water beside %s"),
                      emp_place_name (self, *sea), emp_place_name (self, *from)))
    return NULL;
  units = pick_units (self, *from, *type, *general, *count, FALSE, error);
  if (units == NULL)
    return NULL;
  if (room_at_sea (self, power, *sea, TRUE) == 0)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.1: the %s have no transport in %s with a move left"),
                        emp_power_name (power), emp_place_name (self, *sea)), NULL;
  if (room_at_sea (self, power, *sea, override) < units->len &&
      !emp_uncertain (override, error, _("4.1: the %s have no transport in %s with room and a move left for all of them"),
                      emp_power_name (power), emp_place_name (self, *sea)))
    return NULL;
  return g_steal_pointer (&units);
}

gboolean
emp_precheck_load (MusterState            *state,
                   const MusterActionDef  *def,
                   const char * const     *args,
                   gboolean                override,
                   GError                **error)
{
  g_autoptr(GPtrArray) units = NULL;
  int from, sea, type, general, count;

  units = check_load (EMP_STATE (state), args, &from, &sea, &type, &general, &count, override, error);
  return units != NULL;
}

gboolean
emp_apply_load (MusterState            *state,
                const MusterActionDef  *def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  EmpState *self = EMP_STATE (state);
  EmpPower power = emp_acting_power (self);
  int transport_type = emp_chart_find_type (self->chart, "transport");
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) used = g_ptr_array_new ();
  g_autofree char *what = NULL;
  gboolean override = muster_entry_get_override (entry);
  int from, sea, type, general, count;

  muster_entry_set_rule (entry, "4.1");
  units = check_load (self, muster_entry_get_args (entry), &from, &sea, &type, &general, &count, override, error);
  if (units == NULL)
    return FALSE;
  for (guint i = 0; i < units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (units, i);
      EmpUnit *carrier = NULL;

      /* Fill the transports already taken first. */
      for (guint k = 0; k < used->len && carrier == NULL; k++)
        if (room_at (self, g_ptr_array_index (used, k), override) > 0)
          carrier = g_ptr_array_index (used, k);
      for (guint k = 0; k < self->units->len && carrier == NULL; k++)
        {
          EmpUnit *t = g_ptr_array_index (self->units, k);

          if (t->type == transport_type && t->power == power && t->place == sea &&
              t->moves < emp_chart_type (self->chart, t->type)->move && room_at (self, t, override) > 0)
            {
              carrier = t;
              carrier->moves++;
              g_ptr_array_add (used, carrier);
            }
        }
      /* check_load() counted the room. */
      g_return_val_if_fail (carrier != NULL, FALSE);
      unit->carrier = carrier->id;
      unit->place = sea;
      unit->moves++;
      unit->may_go_on = FALSE;
    }
  what = general >= 0 ? g_strdup (emp_chart_general (self->chart, general)->name) : emp_count_name (self, type, count);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The %s load %s from %s onto %u transport in %s.",
                                                "The %s load %s from %s onto %u transports in %s.", used->len),
                            emp_power_name (power), what, emp_place_name (self, from), used->len,
                            emp_place_name (self, sea));
  emp_settle (self, from, entry);
  return TRUE;
}

gboolean
emp_apply_unload (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  EmpPower power = emp_acting_power (self);
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GPtrArray) used = g_ptr_array_new ();
  g_autofree char *what = NULL;
  int sea, to, type, general, count;

  muster_entry_set_rule (entry, "4.1");
  if (!muster_args_check_count (args, 4, 4, "unload SEA TO WHAT COUNT", error) ||
      !emp_parse_place (self, args[0], &sea, error) || !emp_parse_place (self, args[1], &to, error) ||
      !parse_what (self, args[2], &type, &general, error) || !parse_count (args[3], &count, error))
    return FALSE;
  if (!emp_has_tag (self, to, "land"))
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.1: %s is not land"), emp_place_name (self, to));
  if (!emp_adjacent (self, sea, to) &&
      !emp_uncertain (muster_entry_get_override (entry), error, _("4.1: %s is not a shore of %s"),
                      emp_place_name (self, to), emp_place_name (self, sea)))
    return FALSE;
  units = pick_units (self, sea, type, general, count, TRUE, error);
  if (units == NULL)
    return FALSE;
  for (guint i = 0; i < units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (units, i);
      g_autofree char *id = g_strdup_printf ("u%u", unit->carrier);
      EmpUnit *carrier = emp_find_unit (self, id);

      if (carrier != NULL && !g_ptr_array_find (used, carrier, NULL))
        {
          /* 4.1: unloading costs the transport a move too. */
          if (carrier->moves >= emp_chart_type (self->chart, carrier->type)->move &&
              !emp_uncertain (muster_entry_get_override (entry), error,
                              _("4.1: a transport carrying them has no move left to unload")))
            return FALSE;
          carrier->moves++;
          g_ptr_array_add (used, carrier);
        }
      unit->carrier = 0;
      unit->place = to;
    }
  what = general >= 0 ? g_strdup (emp_chart_general (self->chart, general)->name) : emp_count_name (self, type, count);
  muster_entry_append_text (entry, _("The %s land %s from %s in %s."), emp_power_name (power), what,
                            emp_place_name (self, sea), emp_place_name (self, to));
  enter_land (self, to, entry);
  arrive (self, units, sea, to, TRUE, entry);
  return TRUE;
}

/* Page 1: on the first turn the Americans may start a unit in Fort
 * Ticonderoga; it is the first army there (reading: docs). */
gboolean
emp_apply_garrison (MusterState            *state,
                    const MusterActionDef  *def,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int fort = emp_find_place (self, "ticonderoga");
  int from, type, general;
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *what = NULL;

  muster_entry_set_rule (entry, "1.2");
  if (!muster_args_check_count (args, 2, 2, "garrison FROM WHAT", error) ||
      !emp_parse_place (self, args[0], &from, error) || !parse_what (self, args[1], &type, &general, error))
    return FALSE;
  if (fort < 0 || !emp_has_tag (self, fort, "fort"))
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("1.2: the group's map has no Fort Ticonderoga"));
  if (self->turn != 1 || self->garrisoned)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("1.2: only one unit, on the first turn, starts in the fort"));
  if (emp_chart_type (self->chart, type)->sea || self->places[from].owner != EMP_AMERICAN)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("1.2: a land unit from a territory the Americans hold"));
  if (self->places[fort].owner != EMP_AMERICAN || emp_count_hostile (self, fort, EMP_AMERICAN) > 0)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("1.2: the fort is no longer the Americans' to hold"));
  units = pick_units (self, from, type, general, 1, FALSE, error);
  if (units == NULL)
    return FALSE;
  ((EmpUnit *) g_ptr_array_index (units, 0))->place = fort;
  self->garrisoned = TRUE;
  what = general >= 0 ? g_strdup (emp_chart_general (self->chart, general)->name) : emp_count_name (self, type, 1);
  muster_entry_append_text (entry, _("The Americans start %s from %s in %s."), what, emp_place_name (self, from),
                            emp_place_name (self, fort));
  /* The stricter reading keeps the fort's 4 cannon for an army that
   * marches in (1.2). */
  if (!self->garrison_no_cannon)
    enter_land (self, fort, entry);
  emp_settle (self, from, entry);
  emp_settle (self, fort, entry);
  return TRUE;
}

/* Slash and burn (6.1). */
/* The checks of a slash and burn with @args, before it changes anything:
 * the place, and the Hessians and infantry there that have not acted. */
static gboolean
check_slash_burn (EmpState            *self,
                  const char * const  *args,
                  int                 *place_out,
                  GPtrArray           *fresh_h,
                  GPtrArray           *fresh_i,
                  GError             **error)
{
  int hessians = emp_chart_find_type (self->chart, "hessians");
  int infantry = emp_chart_find_type (self->chart, "infantry");
  int place;

  if (!muster_args_check_count (args, 1, 1, "slash-burn PLACE", error) || !emp_parse_place (self, args[0], &place, error))
    return FALSE;
  if (!emp_has_tag (self, place, "land") || self->places[place].owner != EMP_BRITISH)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("6.1: the British slash and burn only a territory they hold"));
  if (self->places[place].slashed)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("6.1: %s is already slashed and burned"), emp_place_name (self, place));
  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);

      if (unit->place != place || !emp_commands (self, unit) || unit->carrier || unit->spent || unit->moves > 0)
        continue;
      if (unit->type == hessians)
        g_ptr_array_add (fresh_h, unit);
      else if (unit->type == infantry)
        g_ptr_array_add (fresh_i, unit);
    }
  if (fresh_h->len == 0 && fresh_i->len < 5)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                        _("6.1: it takes 5 infantry or 1 Hessian there that have not yet acted this turn"));
  *place_out = place;
  return TRUE;
}

gboolean
emp_precheck_slash_burn (MusterState            *state,
                         const MusterActionDef  *def,
                         const char * const     *args,
                         gboolean                override,
                         GError                **error)
{
  g_autoptr(GPtrArray) fresh_h = g_ptr_array_new ();
  g_autoptr(GPtrArray) fresh_i = g_ptr_array_new ();
  int place;

  return check_slash_burn (EMP_STATE (state), args, &place, fresh_h, fresh_i, error);
}

gboolean
emp_apply_slash_burn (MusterState            *state,
                      const MusterActionDef  *def,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  EmpState *self = EMP_STATE (state);
  g_autoptr(GPtrArray) fresh_h = g_ptr_array_new ();
  g_autoptr(GPtrArray) fresh_i = g_ptr_array_new ();
  gboolean lose = FALSE, city;
  int place, table;

  muster_entry_set_rule (entry, "6.1");
  if (!check_slash_burn (self, muster_entry_get_args (entry), &place, fresh_h, fresh_i, error))
    return FALSE;
  if (fresh_h->len > 0)
    ((EmpUnit *) g_ptr_array_index (fresh_h, 0))->spent = TRUE;
  else
    for (guint i = 0; i < 5; i++)
      ((EmpUnit *) g_ptr_array_index (fresh_i, i))->spent = TRUE;
  self->places[place].slashed = TRUE;
  city = emp_has_tag (self, place, "city");
  if (city)
    self->slashed_cities++;
  else
    self->slashed_others++;
  muster_entry_append_text (entry, city ? _("The British slash and burn %s: it is worth nothing now and no partisans act there.")
                                        : _("The British slash and burn %s: it is worth nothing now and raises no militia or infantry."),
                            emp_place_name (self, place));
  table = emp_partisan_table (self, &lose);
  if (table != self->partisan_table)
    {
      self->partisan_table = table;
      muster_entry_append_text (entry, _("Partisan table %d is in use from now on."), table);
    }
  if (lose)
    {
      self->over = TRUE;
      g_free (self->result);
      self->result = g_strdup (_("The British have slashed and burned too many cities: they lose the war."));
      muster_entry_append_text (entry, "%s", self->result);
    }
  return TRUE;
}

/* Pirate actions (4.2). */
gboolean
emp_apply_pirate (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  MusterRollSpec spec = { "american", N_("pirate action"), 1, 1 };
  int ship = emp_chart_find_type (self->chart, "ship");
  guint die;
  int city, sea;

  muster_entry_set_rule (entry, "4.2");
  if (!muster_args_check_count (args, 2, 2, "pirate CITY SEA", error) ||
      !emp_parse_place (self, args[0], &city, error) || !emp_parse_place (self, args[1], &sea, error))
    return FALSE;
  if (!self->blockade)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.2: pirates sail only while a British blockade is in force"));
  if (!emp_has_tag (self, city, "city") || self->places[city].owner != EMP_AMERICAN)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.2: pirates sail from an American city"));
  if ((!emp_has_tag (self, sea, "yellow") || !emp_adjacent (self, city, sea)) &&
      !emp_uncertain (muster_entry_get_override (entry), error, _("4.2: %s is not a blockade square off %s"),
                      emp_place_name (self, sea), emp_place_name (self, city)))
    return FALSE;
  for (guint i = 0; i < self->pirated->len; i++)
    if (g_array_index (self->pirated, int, i) == city)
      return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.2: %s has tried once this turn"), emp_place_name (self, city));
  if (self->treasury[EMP_AMERICAN] < 2)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.2: a pirate action costs 2 production"));
  self->treasury[EMP_AMERICAN] -= 2;
  emp_ledger_line (self, EMP_AMERICAN)->spent += 2;
  g_array_append_val (self->pirated, city);
  if (!muster_chance_roll (chance, 1, 10, &spec, &die, error))
    return FALSE;
  if (die != 1)
    {
      muster_entry_append_text (entry, _("Pirates from %s try for a British ship in %s (2 production) and fail (%u)."),
                                emp_place_name (self, city), emp_place_name (self, sea), die);
      return TRUE;
    }
  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);

      if (unit->place == sea && unit->power == EMP_BRITISH && unit->type == ship)
        {
          unit->power = EMP_AMERICAN;
          unit->pirate = TRUE;
          unit->moves = emp_chart_type (self->chart, ship)->move;
          muster_entry_append_text (entry, _("Pirates from %s take a British ship of the line in %s: it is American now, and may attack at +1 this turn."),
                                    emp_place_name (self, city), emp_place_name (self, sea));
          return TRUE;
        }
    }
  muster_entry_append_text (entry, _("Pirates from %s succeed, but no British ship of the line is there to take."),
                            emp_place_name (self, city));
  return TRUE;
}

void
emp_preview_pirate (MusterState           *state,
                    const MusterActionDef *def,
                    const char * const    *args,
                    MusterPreview         *preview)
{
  muster_preview_add_roll (preview, "american", _("Pirate action"), 1, 10, _("1"), muster_dist_new_hits (1, 10, 1, 1));
  muster_preview_add_outcome (preview, _("A British ship of the line is taken"), 0.1, NULL);
}

/* The British bribe the Indians (3.3). */
gboolean
emp_apply_bribe (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  EmpState *self = EMP_STATE (state);
  MusterRollSpec spec = { "british", N_("bribing the Indians"), 7, 10 };
  guint die;

  muster_entry_set_rule (entry, "3.3");
  if (!self->indians_player || self->indians_out)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.3: bribes go to an Indian player still in the war"));
  if (self->indians_war[EMP_AMERICAN])
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.3: the Indians are at war with America already"));
  if (self->bribed)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.3: one bribe a turn"));
  if (self->treasury[EMP_BRITISH] < 10)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.3: a bribe costs 10 production"));
  self->treasury[EMP_BRITISH] -= 10;
  emp_ledger_line (self, EMP_BRITISH)->spent += 10;
  self->bribed = TRUE;
  if (!muster_chance_roll (chance, 1, 10, &spec, &die, error))
    return FALSE;
  if (die >= 7)
    {
      self->indians_war[EMP_AMERICAN] = TRUE;
      muster_entry_append_text (entry, _("The British pay the Indians 10 and roll %u: the Indians go to war with America."), die);
    }
  else
    muster_entry_append_text (entry, _("The British pay the Indians 10 and roll %u: the Indians stay out of it."), die);
  return TRUE;
}

void
emp_preview_bribe (MusterState           *state,
                   const MusterActionDef *def,
                   const char * const    *args,
                   MusterPreview         *preview)
{
  muster_preview_add_roll (preview, "british", _("Bribe"), 1, 10, _("7-10"), muster_dist_new_hits (1, 10, 7, 10));
  muster_preview_add_outcome (preview, _("The Indians go to war with America"), 0.4, NULL);
}
