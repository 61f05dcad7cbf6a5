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

L2yCharts *
l2y_charts_load (GError **error)
{
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (CHARTS_PATH, error);
  g_autoptr(GHashTable) charts = NULL;

  if (doc == NULL || !muster_xml_validate (doc, CHARTS_SCHEMA, CHARTS_PATH, error))
    return NULL;
  charts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
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
          g_hash_table_insert (charts,
                               reading ? g_strdup_printf ("%s/%s@%s", table_id, id, reading)
                                       : g_strdup_printf ("%s/%s", table_id, id),
                               GINT_TO_POINTER (value));
        }
    }
  return g_steal_pointer (&charts);
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
  if (!g_hash_table_lookup_extended (charts, key, NULL, &value))
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
