/* l2y-charts.c: the charts of data/games/lexington-yorktown/charts.xml,
 * read once and shared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "l2y-private.h"

#define CHARTS_PATH MUSTER_RESOURCE_PREFIX "/games/lexington-yorktown/charts.xml"
#define CHARTS_SCHEMA MUSTER_RESOURCE_PREFIX "/games/lexington-yorktown/charts.rng"

static int lookup (L2yCharts *charts, const char *table, const char *entry, const char *reading);

static int
cost_of (GHashTable *table,
         const char *what,
         char        grade)
{
  g_autofree char *key = grade ? g_strdup_printf ("cost/%s-%c", what, grade) : g_strdup_printf ("cost/%s", what);

  return GPOINTER_TO_INT (g_hash_table_lookup (table, key));
}

static void
read_costs (L2yCharts *charts)
{
  L2yCosts *c = &charts->cost;

  for (int g = 0; g < 4; g++)
    {
      c->infantry[g] = cost_of (charts->table, "infantry", (char) ('A' + g));
      c->cavalry[g] = cost_of (charts->table, "cavalry", (char) ('A' + g));
      c->gunner[g] = cost_of (charts->table, "gunner", (char) ('A' + g));
    }
  c->irregular = lookup (charts, "cost", "irregular", NULL);
  c->light_troops = lookup (charts, "cost", "light-troops", NULL);
  c->rifles = lookup (charts, "cost", "rifles", NULL);
  c->no_bayonets = lookup (charts, "cost", "no-bayonets", NULL);
  c->light_gun = lookup (charts, "cost", "light-gun", NULL);
  c->field_gun = lookup (charts, "cost", "field-gun", NULL);
  c->limber = lookup (charts, "cost", "limber", NULL);
  c->general = lookup (charts, "cost", "general", NULL);
}

L2yCharts *
l2y_charts_ref (L2yCharts *charts)
{
  g_atomic_ref_count_inc (&charts->ref_count);
  return charts;
}

void
l2y_charts_unref (L2yCharts *charts)
{
  if (charts != NULL && g_atomic_ref_count_dec (&charts->ref_count))
    {
      g_hash_table_unref (charts->table);
      g_free (charts);
    }
}

L2yCharts *
l2y_charts_load (GError **error)
{
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (CHARTS_PATH, error);
  g_autoptr(GHashTable) values = NULL;
  L2yCharts *charts;

  if (doc == NULL || !muster_xml_validate (doc, CHARTS_SCHEMA, CHARTS_PATH, error))
    return NULL;
  values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  muster_xml_foreach_element (table, xmlDocGetRootElement (doc))
    {
      g_autofree char *table_id = muster_xml_get (table, "id");

      muster_xml_foreach_element (entry, table)
        {
          g_autofree char *id = muster_xml_get (entry, "id");
          g_autofree char *reading = muster_xml_get (entry, "reading");
          int value;

          if (!muster_xml_get_int (entry, "value", 0, &value, error))
            return NULL;
          g_hash_table_insert (values,
                               reading ? g_strdup_printf ("%s/%s@%s", table_id, id, reading)
                                       : g_strdup_printf ("%s/%s", table_id, id),
                               GINT_TO_POINTER (value));
        }
    }
  charts = g_new0 (L2yCharts, 1);
  g_atomic_ref_count_init (&charts->ref_count);
  charts->table = g_steal_pointer (&values);
  read_costs (charts);
  return charts;
}

/* The chart's value under “TABLE/ENTRY” or “TABLE/ENTRY@READING”; the key
 * is put together on the stack (costs are read at every action replayed). */
static int
lookup (L2yCharts  *charts,
        const char *table,
        const char *entry,
        const char *reading)
{
  char stack[128];
  g_autofree char *heap = NULL;
  gsize nt = strlen (table), ne = strlen (entry), nr = reading ? strlen (reading) + 1 : 0;
  gsize n = nt + 1 + ne + nr;
  char *key = stack;
  gpointer value;

  if (n + 1 > sizeof stack)
    key = heap = g_malloc (n + 1);
  memcpy (key, table, nt);
  key[nt] = '/';
  memcpy (key + nt + 1, entry, ne);
  if (reading != NULL)
    {
      key[nt + 1 + ne] = '@';
      memcpy (key + nt + 2 + ne, reading, nr - 1);
    }
  key[n] = '\0';
  if (!g_hash_table_lookup_extended (charts->table, key, NULL, &value))
    {
      g_critical ("charts.xml has no %s", key);
      return 0;
    }
  return GPOINTER_TO_INT (value);
}

int
l2y_chart (L2yCharts  *charts,
           const char *table,
           const char *entry)
{
  return lookup (charts, table, entry, NULL);
}

int
l2y_chart_read (L2yCharts  *charts,
                const char *table,
                const char *entry,
                const char *reading)
{
  return lookup (charts, table, entry, reading);
}
