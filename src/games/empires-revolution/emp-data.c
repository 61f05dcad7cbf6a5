/* emp-data.c: the unit chart and generals of units.xml, read once and
 * shared; corrected copies; the names players read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-private.h"

#define UNITS_PATH MUSTER_RESOURCE_PREFIX "/games/empires-revolution/units.xml"
#define UNITS_SCHEMA MUSTER_RESOURCE_PREFIX "/games/empires-revolution/units.rng"

static const struct { const char *id; const char *name; } powers[] = {
  { "british", N_("British") },
  { "american", N_("Americans") },
  { "french", N_("French") },
  { "spanish", N_("Spanish") },
  { "indians", N_("Indians") },
  { "hessians", N_("Hessians") },
};

const char *
emp_power_id (EmpPower power)
{
  return power < EMP_N_POWERS ? powers[power].id : NULL;
}

const char *
emp_power_name (EmpPower power)
{
  return power < EMP_N_POWERS ? _(powers[power].name) : _("nobody");
}

gboolean
emp_power_from_id (const char *id,
                   EmpPower   *power)
{
  for (guint i = 0; i < G_N_ELEMENTS (powers); i++)
    if (g_strcmp0 (id, powers[i].id) == 0)
      {
        *power = i;
        return TRUE;
      }
  return FALSE;
}

static void
type_free (EmpUnitType *type)
{
  g_free (type->id);
  g_free (type->name);
  g_free (type->plural);
  g_free (type->source);
  g_free (type->move_source);
  g_free (type);
}

static EmpUnitType *
type_copy (const EmpUnitType *type)
{
  EmpUnitType *copy = g_memdup2 (type, sizeof *type);

  copy->id = g_strdup (type->id);
  copy->name = g_strdup (type->name);
  copy->plural = g_strdup (type->plural);
  copy->source = g_strdup (type->source);
  copy->move_source = g_strdup (type->move_source);
  return copy;
}

static void
general_free (EmpGeneral *general)
{
  g_free (general->id);
  g_free (general->name);
  g_free (general->source);
  g_free (general);
}

static EmpGeneral *
general_copy (const EmpGeneral *general)
{
  EmpGeneral *copy = g_memdup2 (general, sizeof *general);

  copy->id = g_strdup (general->id);
  copy->name = g_strdup (general->name);
  copy->source = g_strdup (general->source);
  return copy;
}

static EmpChart *
chart_new (void)
{
  EmpChart *chart = g_new0 (EmpChart, 1);

  g_atomic_ref_count_init (&chart->ref_count);
  chart->types = g_ptr_array_new_with_free_func ((GDestroyNotify) type_free);
  chart->generals = g_ptr_array_new_with_free_func ((GDestroyNotify) general_free);
  return chart;
}

EmpChart *
emp_chart_ref (EmpChart *chart)
{
  g_atomic_ref_count_inc (&chart->ref_count);
  return chart;
}

void
emp_chart_unref (EmpChart *chart)
{
  if (chart != NULL && g_atomic_ref_count_dec (&chart->ref_count))
    {
      g_ptr_array_unref (chart->types);
      g_ptr_array_unref (chart->generals);
      g_free (chart);
    }
}

static gboolean
read_int (xmlNode    *node,
          const char *name,
          int        *out,
          GError    **error)
{
  return muster_xml_get_int (node, name, 0, out, error);
}

EmpChart *
emp_chart_load (GError **error)
{
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (UNITS_PATH, error);
  g_autoptr(EmpChart) chart = NULL;

  if (doc == NULL || !muster_xml_validate (doc, UNITS_SCHEMA, UNITS_PATH, error))
    return NULL;
  chart = chart_new ();
  muster_xml_foreach_element (node, xmlDocGetRootElement (doc))
    {
      if (muster_xml_is (node, "unit"))
        {
          EmpUnitType *type = g_new0 (EmpUnitType, 1);
          g_autofree char *domain = muster_xml_get (node, "domain");
          g_auto(GStrv) ids = muster_xml_get_list (node, "powers");

          g_ptr_array_add (chart->types, type);
          type->id = muster_xml_get (node, "id");
          type->name = muster_xml_get (node, "name");
          type->plural = muster_xml_get (node, "plural");
          type->source = muster_xml_get (node, "source");
          type->move_source = muster_xml_get (node, "move-source");
          type->sea = g_strcmp0 (domain, "sea") == 0;
          if (!read_int (node, "cost", &type->cost, error) ||
              !read_int (node, "attack", &type->attack, error) ||
              !read_int (node, "defence", &type->defence, error) ||
              !read_int (node, "move", &type->move, error) ||
              !read_int (node, "capacity", &type->capacity, error))
            return NULL;
          for (guint i = 0; ids[i]; i++)
            {
              EmpPower power;

              if (emp_power_from_id (ids[i], &power))
                type->powers |= 1u << power;
            }
        }
      else
        {
          EmpGeneral *general = g_new0 (EmpGeneral, 1);
          g_autofree char *power = muster_xml_get (node, "power");

          g_ptr_array_add (chart->generals, general);
          general->id = muster_xml_get (node, "id");
          general->name = muster_xml_get (node, "name");
          general->source = muster_xml_get (node, "source");
          emp_power_from_id (power, &general->power);
          if (!read_int (node, "bonus", &general->bonus, error) ||
              !muster_xml_get_int (node, "special", 0, &general->special, error))
            return NULL;
        }
    }
  if (emp_chart_find_type (chart, "general") < 0 || emp_chart_find_type (chart, "infantry") < 0 ||
      emp_chart_find_type (chart, "cannon") < 0 || emp_chart_find_type (chart, "cavalry") < 0 ||
      emp_chart_find_type (chart, "transport") < 0 || emp_chart_find_type (chart, "ship") < 0 ||
      emp_chart_find_type (chart, "hessians") < 0 || emp_chart_find_type (chart, "militia") < 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   "%s lacks a unit the rules name", UNITS_PATH);
      return NULL;
    }
  return g_steal_pointer (&chart);
}

static EmpChart *
chart_copy (EmpChart *chart)
{
  EmpChart *copy = chart_new ();

  for (guint i = 0; i < chart->types->len; i++)
    g_ptr_array_add (copy->types, type_copy (g_ptr_array_index (chart->types, i)));
  for (guint i = 0; i < chart->generals->len; i++)
    g_ptr_array_add (copy->generals, general_copy (g_ptr_array_index (chart->generals, i)));
  return copy;
}

EmpChart *
emp_chart_with_value (EmpChart   *chart,
                      int         type,
                      const char *field,
                      int         value)
{
  EmpChart *copy = chart_copy (chart);
  EmpUnitType *t = g_ptr_array_index (copy->types, type);

  if (g_str_equal (field, "cost"))
    t->cost = value;
  else if (g_str_equal (field, "attack"))
    t->attack = value;
  else if (g_str_equal (field, "defence"))
    t->defence = value;
  else if (g_str_equal (field, "capacity"))
    t->capacity = value;
  else
    {
      t->move = value;
      g_free (t->move_source);
      t->move_source = g_strdup ("user");
      return copy;
    }
  g_free (t->source);
  t->source = g_strdup ("user");
  return copy;
}

EmpChart *
emp_chart_with_bonus (EmpChart *chart,
                      int       general,
                      int       bonus,
                      int       special)
{
  EmpChart *copy = chart_copy (chart);
  EmpGeneral *g = g_ptr_array_index (copy->generals, general);

  g->bonus = bonus;
  g->special = special;
  g_free (g->source);
  g->source = g_strdup ("user");
  return copy;
}

char *
emp_chart_special_label (const EmpGeneral *general)
{
  /* Translators: a general's name. */
  return g_strdup_printf (_("%s: special modifier"), general->name);
}

int
emp_chart_find_type (EmpChart   *chart,
                     const char *id)
{
  for (guint i = 0; i < chart->types->len; i++)
    if (g_strcmp0 (((EmpUnitType *) g_ptr_array_index (chart->types, i))->id, id) == 0)
      return (int) i;
  return -1;
}

int
emp_chart_find_general (EmpChart   *chart,
                        const char *id)
{
  for (guint i = 0; i < chart->generals->len; i++)
    if (g_strcmp0 (((EmpGeneral *) g_ptr_array_index (chart->generals, i))->id, id) == 0)
      return (int) i;
  return -1;
}

const EmpUnitType *
emp_chart_type (EmpChart *chart,
                int       type)
{
  return g_ptr_array_index (chart->types, type);
}

const EmpGeneral *
emp_chart_general (EmpChart *chart,
                   int       general)
{
  return g_ptr_array_index (chart->generals, general);
}

char *
emp_chart_row_label (EmpState   *self,
                     int         type,
                     const char *field)
{
  /* Translators: a row of the unit chart's sheet: “Infantry: attack”. */
  return g_strdup_printf (_("%s: %s"), emp_chart_type (self->chart, type)->plural, emp_choice_label (field));
}

/* Names of things on the map. */

const char *
emp_place_name (EmpState *self,
                int       place)
{
  return revroad_map_get_region (self->map, place)->name;
}

int
emp_find_place (EmpState   *self,
                const char *id)
{
  return id ? revroad_map_find (self->map, id) : -1;
}

gboolean
emp_parse_place (EmpState   *self,
                 const char *id,
                 int        *place,
                 GError    **error)
{
  *place = emp_find_place (self, id);
  if (*place < 0)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There is no place “%s” on the map"), id);
  return TRUE;
}

char *
emp_count_name (EmpState *self,
                int       type,
                int       count)
{
  const EmpUnitType *t = emp_chart_type (self->chart, type);

  return g_strdup_printf ("%d %s", count, count == 1 ? t->name : t->plural);
}

char *
emp_unit_name (EmpState      *self,
               const EmpUnit *unit)
{
  if (unit->general >= 0)
    return g_strdup (emp_chart_general (self->chart, unit->general)->name);
  /* Translators: a unit and whose it is: “Infantry (British)”. */
  return g_strdup_printf (_("%s (%s)"), emp_chart_type (self->chart, unit->type)->name,
                          emp_power_name (unit->power));
}

char *
emp_unit_piece_id (const EmpUnit *unit)
{
  return g_strdup_printf ("u%u", unit->id);
}

EmpUnit *
emp_find_unit (EmpState   *self,
               const char *piece)
{
  guint64 id;

  if (piece == NULL || piece[0] != 'u' ||
      !g_ascii_string_to_unsigned (piece + 1, 10, 1, G_MAXUINT, &id, NULL))
    return NULL;
  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i);

      if (unit->id == id)
        return unit;
    }
  return NULL;
}
