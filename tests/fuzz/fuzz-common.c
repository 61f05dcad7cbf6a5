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

/* How many sessions of @campaign no longer replay (read-only). */
static guint
count_broken (MusterCampaign *campaign)
{
  guint n = 0;

  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    if (muster_session_is_read_only (muster_campaign_get_session (campaign, i)))
      n++;
  return n;
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
  guint broken = count_broken (campaign);

  loaded = muster_campaign_load_data (fuzz_registry (), data, len, "saved", &error);
  if (loaded == NULL)
    fuzz_fail ("a saved campaign does not load again: %s\n%s", error->message, data);

  /* A session that replays saves the state it replays to; one that does
   * not keeps its log and its break, and warns again. */
  warnings = muster_campaign_get_warnings (loaded);
  if (warnings->len != broken)
    fuzz_fail ("a saved campaign with %u sessions that no longer replay loads with %u warnings%s%s\n%s",
               broken, warnings->len, warnings->len ? ", the first: " : "",
               warnings->len ? (const char *) g_ptr_array_index (warnings, 0) : "", data);
  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    {
      MusterSession *before = muster_campaign_get_session (campaign, i);
      MusterSession *after = muster_campaign_get_session (loaded, i);

      if (muster_session_get_break (before, NULL) != muster_session_get_break (after, NULL))
        fuzz_fail ("session %u breaks at entry %u, and at entry %u once saved and loaded", i + 1,
                   muster_session_get_break (before, NULL), muster_session_get_break (after, NULL));
    }

  second = save (loaded);
  if (!g_bytes_equal (first, second))
    {
      g_autofree char *diff = first_difference (first, second);
      fuzz_fail ("saving a loaded campaign gives other bytes, %s", diff);
    }
}
