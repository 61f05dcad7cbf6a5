/* muster-test-driver.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "muster-test-driver.h"
#include "muster-playout.h"

MusterSystem *
mt_system (const char *system_id)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  MusterSystem *system;

  g_assert_no_error (error);
  system = muster_registry_lookup (registry, system_id);
  if (system == NULL)
    g_error ("no system %s", system_id);
  return system;
}

static MtGame *
make (const char   *system_id,
      const char   *scenario,
      MusterChance *chance,
      va_list       options)
{
  g_autoptr(GHashTable) table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;
  MtGame *t = g_new0 (MtGame, 1);
  const char *opt;

  while ((opt = va_arg (options, const char *)) != NULL)
    {
      g_auto(GStrv) kv = g_strsplit (opt, "=", 2);

      g_hash_table_insert (table, g_strdup (kv[0]), g_strdup (kv[1]));
    }
  t->chance = chance;
  t->session = muster_session_new (mt_system (system_id), scenario, table, t->chance, &error);
  g_assert_no_error (error);
  return t;
}

MtGame *
mt_new_valist (const char *system_id,
               const char *scenario,
               va_list     options)
{
  return make (system_id, scenario, muster_chance_new_scripted (), options);
}

MtGame *
mt_new (const char *system_id,
        const char *scenario,
        ...)
{
  va_list args;
  MtGame *t;

  va_start (args, scenario);
  t = mt_new_valist (system_id, scenario, args);
  va_end (args);
  return t;
}

MtGame *
mt_new_seeded (const char *system_id,
               const char *scenario,
               guint64     seed,
               ...)
{
  va_list args;
  MtGame *t;

  va_start (args, seed);
  t = make (system_id, scenario, muster_chance_new_seeded (seed), args);
  va_end (args);
  return t;
}

void
mt_free (MtGame *t)
{
  g_clear_object (&t->session);
  g_clear_object (&t->chance);
  g_free (t);
}

MusterState *
mt_state (MtGame *t)
{
  return muster_session_get_state (t->session);
}

void
mt_dice (MtGame     *t,
         const char *values)
{
  g_auto(GStrv) list = g_strsplit (values, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0')
      muster_chance_supply_number (t->chance, (guint) atoi (list[i]));
}

void
mt_cards (MtGame     *t,
          const char *ids)
{
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0')
      muster_chance_supply_card (t->chance, list[i]);
}

static MusterEntry *
perform (MtGame             *t,
         const char         *line,
         MusterPerformFlags  flags,
         GError            **error)
{
  g_auto(GStrv) words = NULL;
  g_autoptr(GError) parse_error = NULL;

  if (!g_shell_parse_argv (line, NULL, &words, &parse_error))
    g_error ("“%s” is not a line of words: %s", line, parse_error->message);
  return muster_session_perform (t->session, words[0], (const char * const *) words + 1, flags, error);
}

MusterEntry *
mt_ok (MtGame     *t,
       const char *line)
{
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = perform (t, line, MUSTER_PERFORM_NONE, &error);

  if (error != NULL)
    g_error ("“%s” was refused: %s", line, error->message);
  g_assert_nonnull (entry);
  return entry;
}

MusterEntry *
mt_ok_override (MtGame     *t,
                const char *line)
{
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = perform (t, line, MUSTER_PERFORM_OVERRIDE, &error);

  if (error != NULL)
    g_error ("“%s” (with override) was refused: %s", line, error->message);
  return entry;
}

char *
mt_refused (MtGame     *t,
            const char *line,
            int         code,
            const char *prefix)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = mt_snapshot (t);
  g_autofree char *after = NULL;
  guint n = muster_session_get_n_entries (t->session);
  MusterEntry *entry = perform (t, line, MUSTER_PERFORM_NONE, &error);

  if (entry != NULL)
    g_error ("“%s” was accepted: %s", line, muster_entry_get_text (entry));
  g_assert_nonnull (error);
  if (code >= 0 && error->code != code)
    g_error ("“%s” was refused with code %d, not %d: %s", line, error->code, code, error->message);
  if (prefix != NULL && !g_str_has_prefix (error->message, prefix))
    g_error ("“%s” was refused with “%s”, not “%s…”", line, error->message, prefix);
  after = mt_snapshot (t);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (muster_session_get_n_entries (t->session), ==, n);
  return g_strdup (error->message);
}

gboolean
mt_legal (MtGame     *t,
          const char *action)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (mt_state (t), action);

  return info != NULL && (info->legal || info->uncertain);
}

MusterPending *
mt_pending (MtGame *t)
{
  return muster_state_get_pending (mt_state (t));
}

char *
mt_view (MtGame     *t,
         const char *seat)
{
  const MusterSeat *viewer = NULL;

  if (seat != NULL)
    {
      viewer = muster_session_find_seat (t->session, seat);
      if (viewer == NULL)
        g_error ("no seat %s", seat);
    }
  return muster_state_describe_for (mt_state (t), viewer);
}

void
mt_refuse (MtGame     *t,
           const char *line,
           int         code,
           const char *prefix)
{
  g_free (mt_refused (t, line, code, prefix));
}

gboolean
mt_view_has (MtGame     *t,
             const char *seat,
             const char *text)
{
  g_autofree char *view = mt_view (t, seat);

  return strstr (view, text) != NULL;
}

void
mt_set_seats (MtGame             *t,
              const char * const *ids)
{
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_seat_free);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *name = g_strdup (ids[i]);

      name[0] = g_ascii_toupper (name[0]);
      g_ptr_array_add (seats, muster_seat_new (ids[i], name, NULL));
    }
  muster_session_set_seats (t->session, seats);
}

char *
mt_snapshot (MtGame *t)
{
  return muster_state_snapshot_string (mt_state (t));
}

gboolean
mt_says (MusterEntry *entry,
         const char  *text)
{
  if (strstr (muster_entry_get_text (entry), text) != NULL)
    return TRUE;
  g_test_message ("the entry says “%s”, not “%s”", muster_entry_get_text (entry), text);
  return FALSE;
}

void
mt_assert_replays (MtGame *t)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) second = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);

  muster_campaign_add_session (campaign, t->session);
  first = muster_campaign_to_bytes (campaign);
  loaded = muster_campaign_load_data (registry, g_bytes_get_data (first, NULL), g_bytes_get_size (first),
                                      "replay", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < muster_campaign_get_warnings (loaded)->len; i++)
    g_error ("%s", (const char *) g_ptr_array_index (muster_campaign_get_warnings (loaded), i));
  second = muster_campaign_to_bytes (loaded);
  g_assert_true (g_bytes_equal (first, second));
}

const char *
mt_random_step (MtGame   *t,
                GRand    *rand,
                gboolean  override)
{
  return muster_playout_step (t->session, rand, override, NULL);
}

void
mt_assert_answerable (MtGame     *t,
                      const char *where,
                      gboolean    override)
{
  g_autoptr(MusterPending) pending = mt_pending (t);

  if (pending == NULL)
    return;
  for (guint i = 0; pending->actions[i]; i++)
    {
      g_autoptr(GPtrArray) answers = muster_state_list_candidates (mt_state (t), pending->actions[i], override);

      if (answers->len > 0)
        return;
    }
  g_error ("%s: nothing answers “%s”", where, pending->text);
}

void
mt_assert_prechecks (MtGame     *t,
                     const char *where,
                     gboolean    override)
{
  MusterState *state = mt_state (t);
  g_autoptr(GPtrArray) ids = muster_state_list_action_ids (state);

  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      g_autoptr(GPtrArray) tries = NULL;

      if (!muster_state_action_is_open (state, id, override, NULL))
        continue;
      tries = muster_state_propose (state, id);
      for (guint k = 0; k < tries->len; k++)
        {
          const char * const *args = g_ptr_array_index (tries, k);

          if (!muster_state_may_accept (state, id, args, override) &&
              muster_state_check (state, id, args, override, NULL))
            {
              g_autofree char *line = g_strjoinv (" ", (char **) args);

              g_error ("%s: the precheck refuses “%s %s”, which the action accepts", where, id, line);
            }
        }
    }
}

guint
mt_env_uint (const char *name,
             guint       fallback)
{
  const char *value = g_getenv (name);
  guint64 n;

  if (value != NULL && g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT, &n, NULL))
    return (guint) n;
  return fallback;
}
