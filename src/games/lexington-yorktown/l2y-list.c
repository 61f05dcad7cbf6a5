/* l2y-list.c: the army list: what a unit costs by the Cost Chart (13),
 * what the rulebook forbids, what it only advises, and the list's actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "l2y-private.h"

#define illegal(error, ...) muster_fail ((error), MUSTER_ERROR_ILLEGAL, __VA_ARGS__)
#define invalid(error, ...) muster_fail ((error), MUSTER_ERROR_INVALID_ARGS, __VA_ARGS__)

/* The Cost Chart's price for @grade (A to D) in @by_grade. */
static int
graded (const int by_grade[4],
        char      grade)
{
  return grade >= 'A' && grade <= 'D' ? by_grade[grade - 'A'] : 0;
}

static void
add_term (GString    *out,
          const char *label,
          int         value)
{
  if (out == NULL)
    return;
  g_string_append_printf (out, "%s%s %+d", out->len ? ", " : "", label, value);
}

/* Points for @unit; @breakdown (may be NULL) gets how they add up. */
int
l2y_unit_cost (L2yState      *self,
               const L2yUnit *unit,
               GString       *breakdown)
{
  const L2yCosts *c = &self->charts->cost;
  int each, total;

  switch (unit->type)
    {
    case L2Y_GENERAL:
      total = c->general;
      if (breakdown)
        g_string_append_printf (breakdown, _("General: %d"), total);
      return total;
    case L2Y_LIGHT_GUN:
    case L2Y_FIELD_GUN:
      {
        int gun = unit->type == L2Y_LIGHT_GUN ? c->light_gun : c->field_gun;
        int crew = graded (c->gunner, unit->grade);
        int limber = unit->limbers ? c->limber : 0;

        total = unit->models * (gun + limber) + unit->gunners * crew;
        if (breakdown)
          {
            g_string_append_printf (breakdown, g_dngettext (GETTEXT_PACKAGE, "%d gun × %d", "%d guns × %d",
                                                            unit->models), unit->models, gun);
            if (unit->limbers)
              g_string_append_printf (breakdown, g_dngettext (GETTEXT_PACKAGE, " + %d limber × %d",
                                                              " + %d limbers × %d", unit->models),
                                      unit->models, limber);
            g_string_append_printf (breakdown, g_dngettext (GETTEXT_PACKAGE, " + %d grade %c gunner × %d",
                                                            " + %d grade %c gunners × %d", unit->gunners),
                                    unit->gunners, unit->grade, crew);
            g_string_append_printf (breakdown, " = %d", total);
          }
        return total;
      }
    case L2Y_CAVALRY:
      each = graded (c->cavalry, unit->grade);
      total = each * unit->models;
      if (breakdown)
        g_string_append_printf (breakdown, g_dngettext (GETTEXT_PACKAGE, "Grade %c cavalry %d a model × %d model = %d",
                                                        "Grade %c cavalry %d a model × %d models = %d", unit->models),
                                unit->grade, each, unit->models, total);
      return total;
    case L2Y_INFANTRY:
    default:
      {
        g_autoptr(GString) terms = breakdown ? g_string_new (NULL) : NULL;

        each = graded (c->infantry, unit->grade);
        if (terms)
          g_string_append_printf (terms, _("Grade %c infantry %d"), unit->grade, each);
        if (unit->irregular)
          {
            each += c->irregular;
            add_term (terms, _("irregulars"), c->irregular);
          }
        if (unit->light)
          {
            each += c->light_troops;
            add_term (terms, _("light infantry"), c->light_troops);
          }
        if (unit->weapon == L2Y_RIFLES)
          {
            each += c->rifles;
            add_term (terms, _("rifles"), c->rifles);
          }
        else if (unit->weapon == L2Y_MUSKETS && !unit->bayonets)
          {
            each += c->no_bayonets;
            add_term (terms, _("muskets without bayonets"), c->no_bayonets);
          }
        total = each * unit->models;
        if (breakdown)
          g_string_append_printf (breakdown, g_dngettext (GETTEXT_PACKAGE, "%s: %d a model × %d model = %d",
                                                          "%s: %d a model × %d models = %d", unit->models),
                                  terms->str, each, unit->models, total);
        return total;
      }
    }
}

int
l2y_army_cost (L2yState   *self,
               const char *side)
{
  int total = 0;

  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);

      if (g_strcmp0 (unit->side, side) == 0)
        total += l2y_unit_cost (self, unit, NULL);
    }
  return total;
}

/* What the rulebook itself rules out. */
gboolean
l2y_unit_check (const L2yUnit *unit,
                GError       **error)
{
  gboolean gun = l2y_is_gun (unit);

  if (unit->models < 1 || unit->models > L2Y_MAX_MODELS || unit->gunners < 0 || unit->gunners > L2Y_MAX_MODELS)
    return invalid (error, _("A unit has 1 to %d models"), L2Y_MAX_MODELS);
  if (unit->type == L2Y_GENERAL && unit->models != 1)
    return illegal (error, _("13: a general is one model"));
  if (unit->grade == 'A' && unit->type == L2Y_CAVALRY)
    return illegal (error, _("13: the Cost Chart has no grade A cavalry (grades B to D only)"));
  if (unit->grade == 'A' && gun)
    return illegal (error, _("13: the Cost Chart has no grade A gunners (grades B to D only)"));
  if (unit->weapon == L2Y_RIFLES && unit->bayonets)
    return illegal (error, _("13: rifles never have bayonets"));
  if (gun && unit->gunners < 1)
    return illegal (error, _("9.1: a battery needs gunners to serve its guns"));
  if (!gun && unit->gunners > 0)
    return illegal (error, _("13: only guns have gunners"));
  if (!gun && unit->limbers)
    return illegal (error, _("13: only guns have limbers"));
  if (unit->light && unit->type != L2Y_INFANTRY)
    return illegal (error, _("13: the Cost Chart prices light troops for infantry only"));
  if (unit->type == L2Y_INFANTRY && unit->weapon != L2Y_MUSKETS && unit->weapon != L2Y_RIFLES)
    return illegal (error, _("13: infantry carry muskets or rifles"));
  if (unit->type == L2Y_CAVALRY && unit->weapon != L2Y_CARBINES)
    return illegal (error, _("3: cavalry shoot with carbines"));
  if ((gun || unit->type == L2Y_GENERAL) && unit->weapon != L2Y_NO_WEAPON)
    return illegal (error, _("3: guns and generals carry no small arms"));
  if (unit->ranks == 3 && unit->type != L2Y_INFANTRY)
    return illegal (error, _("1.4: only infantry stand in a 3-rank formation"));
  if (unit->skirmish && unit->type != L2Y_INFANTRY && unit->type != L2Y_CAVALRY)
    return illegal (error, _("7: only infantry and cavalry skirmish"));
  if (unit->irregular && unit->type != L2Y_INFANTRY && unit->type != L2Y_CAVALRY)
    return illegal (error, _("8: irregulars are foot or horse"));
  return TRUE;
}

static void
typical (L2yState   *self,
         GPtrArray  *out,
         const char *unit_name,
         const char *what,
         int         n,
         const char *usual)
{
  char lo[32], hi[32];
  int min, max;

  g_snprintf (lo, sizeof lo, "%s-min", what);
  g_snprintf (hi, sizeof hi, "%s-max", what);
  min = l2y_chart (self->charts, "typical", lo);
  max = l2y_chart (self->charts, "typical", hi);
  if (n < min || n > max)
    g_ptr_array_add (out, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "1.3: %s has %d model; %s usually have %d to %d",
                                                        "1.3: %s has %d models; %s usually have %d to %d", n),
                                           unit_name, n, usual, min, max));
}

GStrv
l2y_unit_fields (const L2yUnit *unit)
{
  static const char * const infantry[] = {
    "name", "type", "grade", "models", "formation", "weapon", "irregular", "light", "bayonets", NULL,
  };
  static const char * const cavalry[] = { "name", "type", "grade", "models", "irregular", NULL };
  static const char * const guns[] = { "name", "type", "grade", "models", "gunners", "limbers", NULL };
  static const char * const general[] = { "name", "type", "grade", NULL };

  switch (unit->type)
    {
    case L2Y_INFANTRY:
      return g_strdupv ((char **) infantry);
    case L2Y_CAVALRY:
      return g_strdupv ((char **) cavalry);
    case L2Y_LIGHT_GUN:
    case L2Y_FIELD_GUN:
      return g_strdupv ((char **) guns);
    case L2Y_GENERAL:
    default:
      return g_strdupv ((char **) general);
    }
}

GPtrArray *
l2y_unit_warnings (L2yState      *self,
                   const L2yUnit *unit)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  switch (unit->type)
    {
    case L2Y_INFANTRY:
      typical (self, out, unit->name, "infantry", unit->models,
               _("infantry units"));
      if (unit->skirmish && !unit->light)
        g_ptr_array_add (out, g_strdup_printf (_("7: %s is line infantry, not bought as light troops: "
                                                 "it skirmishes from the start and for the whole battle"),
                                               unit->name));
      break;
    case L2Y_CAVALRY:
      typical (self, out, unit->name, "cavalry", unit->models,
               _("cavalry units"));
      break;
    case L2Y_LIGHT_GUN:
    case L2Y_FIELD_GUN:
      typical (self, out, unit->name, "guns", unit->models,
               _("batteries"));
      if (unit->gunners < unit->models * l2y_chart (self->charts, "typical", "crew-min") ||
          unit->gunners > unit->models * l2y_chart (self->charts, "typical", "crew-max"))
        g_ptr_array_add (out, g_strdup_printf (_("1.3: %s has %d gunners; a gun usually has %d to %d"), unit->name,
                                               unit->gunners, l2y_chart (self->charts, "typical", "crew-min"),
                                               l2y_chart (self->charts, "typical", "crew-max")));
      break;
    case L2Y_GENERAL:
    default:
      break;
    }
  return out;
}

GPtrArray *
l2y_army_limit_warnings (L2yState *self)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  int total = l2y_army_cost (self, NULL);

  if (self->points_limit > 0 && total > self->points_limit)
    g_ptr_array_add (out, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "13: the army costs %d points, %d point over its limit of %d",
                                                        "13: the army costs %d points, %d points over its limit of %d",
                                                        total - self->points_limit),
                                           total, total - self->points_limit, self->points_limit));
  return out;
}

GPtrArray *
l2y_army_warnings (L2yState *self)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) limit = l2y_army_limit_warnings (self);

  for (guint i = 0; i < self->units->len; i++)
    {
      g_autoptr(GPtrArray) some = l2y_unit_warnings (self, g_ptr_array_index (self->units, i));

      for (guint k = 0; k < some->len; k++)
        g_ptr_array_add (out, g_strdup (g_ptr_array_index (some, k)));
    }
  for (guint k = 0; k < limit->len; k++)
    g_ptr_array_add (out, g_strdup (g_ptr_array_index (limit, k)));
  return out;
}

/* Actions */

static gboolean
parse_grade (const char  *arg,
             char        *grade,
             GError     **error)
{
  if (arg == NULL || strlen (arg) != 1 || g_ascii_toupper (arg[0]) < 'A' || g_ascii_toupper (arg[0]) > 'D')
    return invalid (error, _("A grade is A, B, C or D"));
  *grade = g_ascii_toupper (arg[0]);
  return TRUE;
}

static gboolean
parse_yes (const char  *arg,
           gboolean    *out,
           GError     **error)
{
  if (g_strcmp0 (arg, "yes") == 0 || g_strcmp0 (arg, "true") == 0)
    *out = TRUE;
  else if (g_strcmp0 (arg, "no") == 0 || g_strcmp0 (arg, "false") == 0)
    *out = FALSE;
  else
    return invalid (error, _("Say yes or no"));
  return TRUE;
}

static gboolean
valid_name (L2yState    *self,
            const char  *name,
            L2yUnit     *except,
            GError     **error)
{
  L2yUnit *other;

  if (name == NULL || *name == '\0' || g_utf8_strlen (name, -1) > 60)
    return invalid (error, _("A unit's name has 1 to 60 characters"));
  other = l2y_find_unit (self, name);
  if (other != NULL && other != except)
    return invalid (error, _("There is already a unit named “%s”"), name);
  return TRUE;
}

/* Defaults by troop type: what the chart prices at its base. */
static void
set_type_defaults (L2yUnit *unit)
{
  switch (unit->type)
    {
    case L2Y_INFANTRY:
      unit->weapon = L2Y_MUSKETS;
      unit->bayonets = TRUE;
      break;
    case L2Y_CAVALRY:
      unit->weapon = L2Y_CARBINES;
      unit->bayonets = FALSE;
      break;
    case L2Y_LIGHT_GUN:
    case L2Y_FIELD_GUN:
    case L2Y_GENERAL:
    default:
      unit->weapon = L2Y_NO_WEAPON;
      unit->bayonets = FALSE;
      break;
    }
  if (unit->type != L2Y_INFANTRY)
    {
      unit->ranks = 2;
      unit->light = FALSE;
    }
  if (!l2y_is_gun (unit))
    {
      unit->gunners = 0;
      unit->limbers = FALSE;
    }
  if (unit->type != L2Y_INFANTRY && unit->type != L2Y_CAVALRY)
    unit->skirmish = unit->irregular = FALSE;
}

static void
say_cost (L2yState    *self,
          MusterEntry *entry,
          L2yUnit     *unit)
{
  g_autoptr(GString) breakdown = g_string_new (NULL);
  g_autoptr(GPtrArray) warnings = l2y_unit_warnings (self, unit);

  l2y_unit_cost (self, unit, breakdown);
  muster_entry_append_text (entry, "(%s)", breakdown->str);
  for (guint i = 0; i < warnings->len; i++)
    muster_entry_append_text (entry, _("Note: %s."), (char *) g_ptr_array_index (warnings, i));
}

gboolean
l2y_apply_add_unit (MusterState            *state,
                    const MusterActionDef  *def,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  L2yUnit *unit;
  g_autofree char *summary = NULL;
  int models, gunners = 0, cost;

  if (!muster_args_check_count (args, 4, 5, "add-unit NAME TYPE GRADE MODELS [GUNNERS]", error) ||
      !valid_name (self, args[0], NULL, error))
    return FALSE;
  if (self->units->len >= L2Y_MAX_UNITS)
    return invalid (error, _("An army list holds at most %d units"), L2Y_MAX_UNITS);
  unit = l2y_unit_new ();
  g_ptr_array_add (self->units, unit);
  unit->name = g_strdup (args[0]);
  if (!l2y_type_from_id (args[1], &unit->type))
    return invalid (error, _("A troop type is infantry, cavalry, light-gun, field-gun or general"));
  if (!parse_grade (args[2], &unit->grade, error) ||
      !muster_args_parse_int (args[3], _("Models"), 1, L2Y_MAX_MODELS, &models, error) ||
      (args[4] && !muster_args_parse_int (args[4], _("Gunners"), 0, L2Y_MAX_MODELS, &gunners, error)))
    return FALSE;
  unit->models = models;
  set_type_defaults (unit);
  if (l2y_is_gun (unit))
    unit->gunners = args[4] ? gunners : 3 * models;
  else if (args[4] && gunners > 0)
    return illegal (error, _("13: only guns have gunners"));
  if (!l2y_unit_check (unit, error))
    return FALSE;
  unit->id = g_strdup_printf ("u%u", ++self->next_id);
  summary = l2y_unit_summary (unit);
  cost = l2y_unit_cost (self, unit, NULL);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "Added %s: %s, %d point.",
                                                "Added %s: %s, %d points.", cost),
                            unit->name, summary, cost);
  say_cost (self, entry, unit);
  return TRUE;
}

gboolean
l2y_apply_set_unit (MusterState            *state,
                    const MusterActionDef  *def,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const char *field, *value;
  g_autofree char *summary = NULL;
  L2yUnit *unit;
  int n, cost;

  if (!muster_args_check_count (args, 3, 3, "set-unit UNIT FIELD VALUE", error))
    return FALSE;
  unit = l2y_find_unit (self, args[0]);
  if (unit == NULL)
    return invalid (error, _("There is no unit “%s”"), args[0]);
  field = args[1];
  value = args[2];
  if (g_str_equal (field, "name"))
    {
      if (!valid_name (self, value, unit, error))
        return FALSE;
      g_free (unit->name);
      unit->name = g_strdup (value);
    }
  else if (g_str_equal (field, "type"))
    {
      if (!l2y_type_from_id (value, &unit->type))
        return invalid (error, _("A troop type is infantry, cavalry, light-gun, field-gun or general"));
      set_type_defaults (unit);
      if (l2y_is_gun (unit) && unit->gunners == 0)
        unit->gunners = 3 * unit->models;
      if (unit->type == L2Y_GENERAL)
        unit->models = 1;
    }
  else if (g_str_equal (field, "grade"))
    {
      if (!parse_grade (value, &unit->grade, error))
        return FALSE;
    }
  else if (g_str_equal (field, "models") || g_str_equal (field, "gunners"))
    {
      if (!muster_args_parse_int (value, field, 0, L2Y_MAX_MODELS, &n, error))
        return FALSE;
      if (g_str_equal (field, "models"))
        unit->models = n;
      else
        unit->gunners = n;
    }
  else if (g_str_equal (field, "formation"))
    {
      if (g_str_equal (value, "2-rank") || g_str_equal (value, "3-rank"))
        {
          unit->ranks = value[0] - '0';
          unit->skirmish = FALSE;
        }
      else if (g_str_equal (value, "skirmish"))
        unit->skirmish = TRUE;
      else
        return invalid (error, _("A formation is 2-rank, 3-rank or skirmish"));
    }
  else if (g_str_equal (field, "weapon"))
    {
      if (!l2y_weapon_from_id (value, &unit->weapon))
        return invalid (error, _("A weapon is muskets, rifles, carbines or none"));
      if (unit->weapon == L2Y_RIFLES && unit->bayonets)
        {
          unit->bayonets = FALSE;
          muster_entry_append_text (entry, _("Rifles never have bayonets (13), so %s has none."), unit->name);
        }
    }
  else if (g_str_equal (field, "irregular") || g_str_equal (field, "light") ||
           g_str_equal (field, "bayonets") || g_str_equal (field, "limbers"))
    {
      gboolean yes = FALSE;

      if (!parse_yes (value, &yes, error))
        return FALSE;
      if (g_str_equal (field, "irregular"))
        unit->irregular = yes;
      else if (g_str_equal (field, "light"))
        unit->light = yes;
      else if (g_str_equal (field, "bayonets"))
        unit->bayonets = yes;
      else
        unit->limbers = yes;
    }
  else
    return invalid (error, _("A unit's fields are name, type, grade, models, gunners, formation, weapon, "
                             "irregular, light, bayonets and limbers"));
  if (!l2y_unit_check (unit, error))
    return FALSE;
  summary = l2y_unit_summary (unit);
  cost = l2y_unit_cost (self, unit, NULL);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s is now %s, %d point.", "%s is now %s, %d points.",
                                                cost),
                            unit->name, summary, cost);
  say_cost (self, entry, unit);
  return TRUE;
}

gboolean
l2y_apply_remove_unit (MusterState            *state,
                       const MusterActionDef  *def,
                       MusterEntry            *entry,
                       MusterChance           *chance,
                       GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  L2yUnit *unit;
  int cost;

  if (!muster_args_check_count (args, 1, 1, "remove-unit UNIT", error))
    return FALSE;
  unit = l2y_find_unit (self, args[0]);
  if (unit == NULL)
    return invalid (error, _("There is no unit “%s”"), args[0]);
  cost = l2y_unit_cost (self, unit, NULL);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "Removed %s (%d point).", "Removed %s (%d points).",
                                                cost),
                            unit->name, cost);
  g_ptr_array_remove (self->units, unit);
  return TRUE;
}

gboolean
l2y_apply_points (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int total;

  if (!muster_args_check_count (args, 1, 1, "points LIMIT", error) ||
      !muster_args_parse_int (args[0], _("The points limit"), 0, 100000, &self->points_limit, error))
    return FALSE;
  total = l2y_army_cost (self, NULL);
  if (self->points_limit == 0)
    muster_entry_append_text (entry, _("The army has no points limit; it costs %d."), total);
  else
    muster_entry_append_text (entry, _("The points limit is %d; the army costs %d (%s)."), self->points_limit, total,
                              total > self->points_limit ? _("over") : _("within"));
  return TRUE;
}

/* What the unit as added would cost, before adding it. */
void
l2y_preview_add_unit (MusterState            *state,
                      const MusterActionDef  *def,
                      const char * const     *args,
                      MusterPreview          *preview)
{
  L2yState *self = L2Y_STATE (state);
  g_autoptr(MusterState) copy = muster_state_copy (state);
  g_autoptr(MusterEntry) entry = muster_entry_new (def->id, args);
  g_autoptr(MusterChance) probe = muster_chance_new_probe ();

  if (self->battle || !def->apply (copy, def, entry, probe, NULL))
    return;
  muster_preview_add_outcome (preview, muster_entry_get_text (entry), 1.0, NULL);
}
