/* emp-corrections.c: the group's corrections, each a logged action.
 *
 * Data corrections (GAMES.md): the unit chart, the generals' bonus points
 * and the map (a territory's value and kind, a border) replace Muster's
 * reconstructed values, carry the source “user” and are kept for the
 * group's next games. Board corrections put units or production where the
 * table has them after a slip; they follow no rule and the log says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-private.h"

/* Keeps a correction as the action that makes it again, with the value
 * it set (an adjustment by one is kept as the value it reached). */
static void
remember (EmpState   *self,
          const char *action,
          ...) G_GNUC_NULL_TERMINATED;

static void
remember (EmpState   *self,
          const char *action,
          ...)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  va_list args;

  g_strv_builder_add (builder, action);
  va_start (args, action);
  for (const char *arg = va_arg (args, const char *); arg != NULL; arg = va_arg (args, const char *))
    g_strv_builder_add (builder, arg);
  va_end (args);
  g_ptr_array_add (self->corrections, g_strv_builder_end (builder));
  g_strv_builder_unref (builder);
}

/* The chart's @field of @type set to @value by the group. */
static void
correct_chart (EmpState    *self,
               MusterEntry *entry,
               int          type,
               const char  *field,
               int          value)
{
  EmpChart *corrected = emp_chart_with_value (self->chart, type, field, value);
  g_autofree char *number = g_strdup_printf ("%d", value);

  emp_chart_unref (self->chart);
  self->chart = corrected;
  remember (self, "set-unit-type", emp_chart_type (self->chart, type)->id, field, number, NULL);
  muster_entry_set_rule (entry, "5.1");
  muster_entry_append_text (entry, _("Correction: %s have %s %d on the group's chart."),
                            emp_chart_type (self->chart, type)->plural, emp_choice_label (field), value);
}

static void
correct_general (EmpState    *self,
                 MusterEntry *entry,
                 int          general,
                 int          bonus)
{
  EmpChart *corrected = emp_chart_with_bonus (self->chart, general, bonus, emp_chart_general (self->chart, general)->special);
  g_autofree char *number = g_strdup_printf ("%d", bonus);

  emp_chart_unref (self->chart);
  self->chart = corrected;
  remember (self, "set-general", emp_chart_general (self->chart, general)->id, number, NULL);
  muster_entry_set_rule (entry, "4.4");
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "Correction: %s gives %d bonus point.",
                                                "Correction: %s gives %d bonus points.", bonus),
                            emp_chart_general (self->chart, general)->name, bonus);
}

static void
correct_special (EmpState    *self,
                 MusterEntry *entry,
                 int          general,
                 int          special)
{
  EmpChart *corrected = emp_chart_with_bonus (self->chart, general, emp_chart_general (self->chart, general)->bonus, special);
  g_autofree char *number = g_strdup_printf ("%d", special);

  emp_chart_unref (self->chart);
  self->chart = corrected;
  remember (self, "set-special", emp_chart_general (self->chart, general)->id, number, NULL);
  muster_entry_set_rule (entry, "4.3");
  if (special == 0)
    muster_entry_append_text (entry, _("Correction: %s is no special general."), emp_chart_general (self->chart, general)->name);
  else
    muster_entry_append_text (entry, _("Correction: %s is a special general, +%d to every unit of his side in his battles."),
                              emp_chart_general (self->chart, general)->name, special);
}

static void
correct_value (EmpState    *self,
               MusterEntry *entry,
               int          place,
               int          value)
{
  g_autofree char *number = g_strdup_printf ("%d", value);
  RevroadMap *corrected = revroad_map_with_attr (self->map, place, "value", number, "user");

  revroad_map_unref (self->map);
  self->map = corrected;
  remember (self, "set-place", revroad_map_get_region (self->map, place)->id, "value", number, NULL);
  muster_entry_set_rule (entry, "1.6");
  muster_entry_append_text (entry, _("Correction: %s is worth %d on the group's map."), emp_place_name (self, place), value);
}


static gboolean
parse_yes_no (const char *arg,
              gboolean   *out,
              GError    **error)
{
  if (g_strcmp0 (arg, "yes") == 0 || g_strcmp0 (arg, "no") == 0)
    {
      *out = g_str_equal (arg, "yes");
      return TRUE;
    }
  return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("Say yes or no, not “%s”"), arg);
}

gboolean
emp_apply_set_unit_type (MusterState            *state,
                         const MusterActionDef  *def,
                         MusterEntry            *entry,
                         MusterChance           *chance,
                         GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  static const char *fields[] = { "cost", "attack", "defence", "move", "capacity", NULL };
  int type, value;

  if (!muster_args_check_count (args, 3, 3, "set-unit-type TYPE FIELD VALUE", error))
    return FALSE;
  type = emp_chart_find_type (self->chart, args[0]);
  if (type < 0)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There is no unit “%s”"), args[0]);
  if (!g_strv_contains (fields, args[1]))
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("A unit has a cost, attack, defence, move and capacity, not “%s”"),
                        args[1]);
  if (!muster_args_parse_int (args[2], "VALUE", 0, g_str_equal (args[1], "attack") || g_str_equal (args[1], "defence") ? 10 : 999,
                              &value, error))
    return FALSE;
  correct_chart (self, entry, type, args[1], value);
  return TRUE;
}

/* GENERAL NUMBER of set-general and set-special: the general and the
 * number, 0 to @most. */
static gboolean
parse_general_number (EmpState           *self,
                      const char * const *args,
                      const char         *usage,
                      const char         *name,
                      int                 most,
                      int                *general,
                      int                *number,
                      GError            **error)
{
  if (!muster_args_check_count (args, 2, 2, usage, error))
    return FALSE;
  *general = emp_chart_find_general (self->chart, args[0]);
  if (*general < 0)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There is no general “%s”"), args[0]);
  return muster_args_parse_int (args[1], name, 0, most, number, error);
}

gboolean
emp_apply_set_general (MusterState            *state,
                       const MusterActionDef  *def,
                       MusterEntry            *entry,
                       MusterChance           *chance,
                       GError                **error)
{
  EmpState *self = EMP_STATE (state);
  int general, bonus;

  if (!parse_general_number (self, muster_entry_get_args (entry), "set-general GENERAL BONUS", "BONUS", 9,
                             &general, &bonus, error))
    return FALSE;
  correct_general (self, entry, general, bonus);
  return TRUE;
}

gboolean
emp_apply_set_special (MusterState            *state,
                       const MusterActionDef  *def,
                       MusterEntry            *entry,
                       MusterChance           *chance,
                       GError                **error)
{
  EmpState *self = EMP_STATE (state);
  int general, special;

  if (!parse_general_number (self, muster_entry_get_args (entry), "set-special GENERAL MODIFIER", "MODIFIER", 3,
                             &general, &special, error))
    return FALSE;
  correct_special (self, entry, general, special);
  return TRUE;
}

gboolean
emp_apply_set_place (MusterState            *state,
                     const MusterActionDef  *def,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  static const char *tags[] = { "city", "fort", "red", "yellow", NULL };
  RevroadMap *corrected;
  int place;

  if (!muster_args_check_count (args, 3, 3, "set-place PLACE FIELD VALUE", error) ||
      !emp_parse_place (self, args[0], &place, error))
    return FALSE;
  if (g_str_equal (args[1], "value"))
    {
      int value;

      if (!emp_has_tag (self, place, "land"))
        return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("Only land territories have resource points"));
      if (!muster_args_parse_int (args[2], "VALUE", 0, 99, &value, error))
        return FALSE;
      correct_value (self, entry, place, value);
      return TRUE;
    }
  else if (g_strv_contains (tags, args[1]))
    {
      gboolean yes = FALSE;

      if (!parse_yes_no (args[2], &yes, error))
        return FALSE;
      if (g_str_equal (args[1], "yellow") ? !emp_has_tag (self, place, "sea") : !emp_has_tag (self, place, "land"))
        return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, g_str_equal (args[1], "yellow")
                            ? _("Blockade squares lie at sea") : _("Only land territories are cities, forts or settlements"));
      corrected = revroad_map_with_tag (self->map, place, args[1], yes, "user");
      muster_entry_set_rule (entry, "1.2");
      muster_entry_append_text (entry, yes ? _("Correction: %s is marked %s on the group's map.")
                                           : _("Correction: %s is not marked %s on the group's map."),
                                emp_place_name (self, place), emp_choice_label (args[1]));
    }
  else
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("A place has a value or is a city, fort, settlement or blockade square, not “%s”"),
                        args[1]);
  revroad_map_unref (self->map);
  self->map = corrected;
  remember (self, "set-place", args[0], args[1], args[2], NULL);
  return TRUE;
}

gboolean
emp_apply_set_border (MusterState            *state,
                      const MusterActionDef  *def,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadMap *corrected;
  gboolean exists = TRUE, river = FALSE;
  int a, b;

  if (!muster_args_check_count (args, 3, 3, "set-border A B KIND", error) ||
      !emp_parse_place (self, args[0], &a, error) || !emp_parse_place (self, args[1], &b, error))
    return FALSE;
  if (a == b)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("A border joins two places"));
  if (g_str_equal (args[2], "none"))
    exists = FALSE;
  else if (g_str_equal (args[2], "river"))
    river = TRUE;
  else if (!g_str_equal (args[2], "land"))
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("A border is land, river or none, not “%s”"), args[2]);
  corrected = revroad_map_with_border (self->map, a, b, exists, TRUE, river ? REVROAD_WATER_RIVER : REVROAD_WATER_NONE, "user");
  revroad_map_unref (self->map);
  self->map = corrected;
  remember (self, "set-border", args[0], args[1], args[2], NULL);
  muster_entry_set_rule (entry, "1.5");
  muster_entry_append_text (entry, !exists ? _("Correction: %s and %s do not border each other on the group's map.")
                                   : river ? _("Correction: a river runs between %s and %s on the group's map.")
                                           : _("Correction: %s and %s share a border on the group's map."),
                            emp_place_name (self, a), emp_place_name (self, b));
  return TRUE;
}

/* The sheets' − and + (emp-state.c): a row of the unit chart or of the
 * map, one up or down. */
gboolean
emp_apply_adjust (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int delta;

  if (!muster_args_check_count (args, 3, 3, "adjust SHEET ROW DELTA", error) ||
      !muster_args_parse_int (args[2], "DELTA", -999, 999, &delta, error))
    return FALSE;
  if (g_str_equal (args[0], "chart"))
    {
      static const char *fields[] = { "cost", "attack", "defence", "move", "capacity" };

      for (guint t = 0; t < self->chart->types->len; t++)
        for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
          {
            g_autofree char *label = emp_chart_row_label (self, (int) t, fields[f]);
            const EmpUnitType *type = emp_chart_type (self->chart, (int) t);
            int value = f == 0 ? type->cost : f == 1 ? type->attack : f == 2 ? type->defence
                        : f == 3 ? type->move : type->capacity;
            int most = f == 1 || f == 2 ? 10 : 999;

            if (g_str_equal (label, args[1]))
              {
                correct_chart (self, entry, (int) t, fields[f], CLAMP (value + delta, 0, most));
                return TRUE;
              }
          }
      for (guint g = 0; g < self->chart->generals->len; g++)
        {
          const EmpGeneral *general = emp_chart_general (self->chart, (int) g);
          g_autofree char *special = emp_chart_special_label (general);

          if (g_str_equal (general->name, args[1]))
            {
              correct_general (self, entry, (int) g, CLAMP (general->bonus + delta, 0, 9));
              return TRUE;
            }
          if (g_str_equal (special, args[1]))
            {
              correct_special (self, entry, (int) g, CLAMP (general->special + delta, 0, 3));
              return TRUE;
            }
        }
    }
  else if (g_str_equal (args[0], "map"))
    for (guint p = 0; p < self->n_places; p++)
      if (emp_has_tag (self, (int) p, "land") && g_str_equal (emp_place_name (self, (int) p), args[1]))
        {
          correct_value (self, entry, (int) p,
                         CLAMP (revroad_map_get_attr_int (self->map, (int) p, "value", 0) + delta, 0, 99));
          return TRUE;
        }
  return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("No row “%s” to correct on that sheet"), args[1]);
}

gboolean
emp_apply_place_units (MusterState            *state,
                       const MusterActionDef  *def,
                       MusterEntry            *entry,
                       MusterChance           *chance,
                       GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *what = NULL;
  EmpPower power;
  int place, type, count;
  const EmpUnitType *t;

  if (!muster_args_check_count (args, 4, 4, "place-units POWER PLACE TYPE COUNT", error) ||
      !emp_parse_place (self, args[1], &place, error) ||
      !muster_args_parse_int (args[3], "COUNT", -99, 99, &count, error))
    return FALSE;
  if (!emp_power_from_id (args[0], &power))
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There is no power “%s”"), args[0]);
  type = emp_chart_find_type (self->chart, args[2]);
  if (type < 0 || g_str_equal (args[2], "general"))
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There is no unit “%s” to place"), args[2]);
  t = emp_chart_type (self->chart, type);
  if (t->sea ? !emp_is_water (self, place) : !emp_is_land (self, place))
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, t->sea ? _("Ships are placed at sea") : _("Land units are placed on land"));
  if (count == 0)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("Add or take away at least one"));
  if (count > 0)
    for (int i = 0; i < count; i++)
      emp_add_unit (self, power, type, place);
  else
    {
      int left = -count;

      for (guint i = self->units->len; i > 0 && left > 0; i--)
        {
          EmpUnit *unit = g_ptr_array_index (self->units, i - 1);

          if (unit->place == place && unit->power == power && unit->type == type && unit->carrier == 0)
            {
              for (guint k = self->units->len; k > 0; k--)
                if (((EmpUnit *) g_ptr_array_index (self->units, k - 1))->carrier == unit->id)
                  ((EmpUnit *) g_ptr_array_index (self->units, k - 1))->carrier = 0;
              emp_remove_unit (self, unit);
              left--;
            }
        }
      if (left > 0)
        return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There are not that many to take away"));
    }
  what = emp_count_name (self, type, ABS (count));
  muster_entry_append_text (entry, count > 0 ? _("Board correction: %s of the %s placed in %s (no rule moved them).")
                                             : _("Board correction: %s of the %s taken from %s (no rule removed them)."),
                            what, emp_power_name (power), emp_place_name (self, place));
  emp_settle (self, place, entry);
  return TRUE;
}

gboolean
emp_apply_set_production (MusterState            *state,
                          const MusterActionDef  *def,
                          MusterEntry            *entry,
                          MusterChance           *chance,
                          GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  EmpPower power;
  int amount;

  if (!muster_args_check_count (args, 2, 2, "set-production POWER AMOUNT", error) ||
      !muster_args_parse_int (args[1], "AMOUNT", 0, 99999, &amount, error))
    return FALSE;
  if (!emp_power_from_id (args[0], &power))
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There is no power “%s”"), args[0]);
  self->treasury[power] = amount;
  muster_entry_append_text (entry, _("Board correction: the %s have %d production."), emp_power_name (power), amount);
  return TRUE;
}
