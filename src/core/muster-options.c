/* muster-options.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-options.h"

static const char *
lookup (GHashTable *options,
        const char *id)
{
  return options != NULL ? g_hash_table_lookup (options, id) : NULL;
}

gboolean
muster_options_get_bool (GHashTable *options,
                         const char *id)
{
  return g_strcmp0 (lookup (options, id), "true") == 0;
}

int
muster_options_get_int (GHashTable *options,
                        const char *id,
                        int         fallback)
{
  const char *value = lookup (options, id);
  gint64 n;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &n, NULL))
    return fallback;
  return (int) n;
}

const char *
muster_options_get_choice (GHashTable *options,
                           const char *id,
                           const char *fallback)
{
  const char *value = lookup (options, id);

  return value != NULL ? value : fallback;
}
