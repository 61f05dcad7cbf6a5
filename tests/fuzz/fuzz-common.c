/* fuzz-common.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"

MusterRegistry *
fuzz_registry (void)
{
  static MusterRegistry *registry = NULL;

  if (registry == NULL)
    {
      g_autoptr(GError) error = NULL;

      g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      registry = muster_games_get_registry (&error);
      if (registry == NULL)
        fuzz_fail ("the built-in game data is broken: %s", error->message);
    }
  return registry;
}

void
fuzz_fail (const char *format,
           ...)
{
  va_list args;

  va_start (args, format);
  fputs ("fuzz check failed: ", stderr);
  vfprintf (stderr, format, args);
  fputc ('\n', stderr);
  va_end (args);
  abort ();
}

/* The first line where @a and @b differ, for the report. */
static char *
first_difference (GBytes *a,
                  GBytes *b)
{
  g_auto(GStrv) la = g_strsplit (g_bytes_get_data (a, NULL), "\n", -1);
  g_auto(GStrv) lb = g_strsplit (g_bytes_get_data (b, NULL), "\n", -1);
  guint i;

  for (i = 0; la[i] != NULL && lb[i] != NULL; i++)
    if (strcmp (la[i], lb[i]) != 0)
      break;
  return g_strdup_printf ("line %u:\n- %s\n+ %s", i + 1,
                          la[i] ? la[i] : "(end)", lb[i] ? lb[i] : "(end)");
}

/* muster_campaign_to_bytes() as a NUL-terminated string, so it can be
 * split into lines. */
static GBytes *
save (MusterCampaign *campaign)
{
  g_autoptr(GBytes) bytes = muster_campaign_to_bytes (campaign);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  char *copy = g_malloc (len + 1);

  memcpy (copy, data, len);
  copy[len] = '\0';
  return g_bytes_new_take (copy, len);
}

void
fuzz_check_round_trip (MusterCampaign *campaign)
{
  g_autoptr(GBytes) first = save (campaign);
  g_autoptr(GBytes) second = NULL;
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *warnings;
  gsize len;
  const char *data = g_bytes_get_data (first, &len);

  loaded = muster_campaign_load_data (fuzz_registry (), data, len, "saved", &error);
  if (loaded == NULL)
    fuzz_fail ("a saved campaign does not load again: %s\n%s", error->message, data);
  warnings = muster_campaign_get_warnings (loaded);
  if (warnings->len > 0)
    fuzz_fail ("a saved campaign does not validate: %s\n%s",
               (const char *) g_ptr_array_index (warnings, 0), data);

  second = save (loaded);
  if (!g_bytes_equal (first, second))
    {
      g_autofree char *diff = first_difference (first, second);
      fuzz_fail ("saving a loaded campaign gives other bytes, %s", diff);
    }
}
