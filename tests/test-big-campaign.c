/* test-big-campaign.c: a campaign of 200,000 actions (MUSTER_BIG_ENTRIES)
 * in each system is saved and loaded back whole: what Muster saves, it
 * reads. One random game through the engine's candidates
 * (muster_playout_step()) is played again, with the same dice, in as many
 * sessions as the count takes; the file is saved, must stay under the
 * limit Muster reads, and must load with every session and entry, no
 * warning, and the same bytes when written again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "muster-games.h"
#include "muster-playout.h"

/* One game's actions; a game that never ends stops here. */
#define GAME_STEPS 2000

static guint
n_entries (void)
{
  const char *env = g_getenv ("MUSTER_BIG_ENTRIES");
  guint64 n;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 1, G_MAXUINT, &n, NULL))
    return (guint) n;
  return 200000;
}

static MusterSession *
new_session (MusterSystem *system,
             const char   *scenario)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1776);
  g_autoptr(GError) error = NULL;
  MusterSession *session = muster_session_new (system, scenario, NULL, chance, &error);

  g_assert_no_error (error);
  return session;
}

static void
test_big (gconstpointer data)
{
  const char *system_id = data;
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  MusterSystem *system = muster_registry_lookup (registry, system_id);
  const MusterScenario *scenario = g_ptr_array_index (muster_system_get_scenarios (system), 0);
  g_autoptr(MusterSession) game = new_session (system, scenario->id);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1775);
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-big-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "season.muster", NULL);
  g_autofree char *saved = NULL;
  gsize saved_len;
  guint want = n_entries (), total = 0, n_game;
  GStatBuf st;

  g_assert_no_error (error);
  while (muster_session_get_n_entries (game) < GAME_STEPS &&
         !muster_state_is_over (muster_session_get_state (game)) &&
         muster_playout_step (game, rand, FALSE, NULL) != NULL)
    ;
  n_game = muster_session_get_n_entries (game);
  g_assert_cmpuint (n_game, >, 0);

  /* The same game again and again, as many sessions as it takes. */
  while (total < want)
    {
      g_autoptr(MusterSession) session = new_session (system, scenario->id);
      guint n = MIN (n_game, want - total);

      for (guint i = 0; i < n; i++)
        {
          MusterEntry *entry = muster_session_get_entry (game, i);

          if (muster_session_perform (session, muster_entry_get_action (entry), muster_entry_get_args (entry),
                                      muster_entry_get_override (entry) ? MUSTER_PERFORM_OVERRIDE : MUSTER_PERFORM_NONE,
                                      &error) == NULL)
            g_error ("%s entry %u: %s", system_id, i + 1, error->message);
        }
      muster_campaign_add_session (campaign, session);
      total += n;
    }
  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), <=, MUSTER_CAMPAIGN_MAX_SESSIONS);
  g_test_message ("%s: %u actions in %u sessions", system_id, total, muster_campaign_get_n_sessions (campaign));

  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_test_message ("%s: %.1f MB", system_id, st.st_size / (1024.0 * 1024.0));
  g_assert_cmpint (st.st_size, <=, MUSTER_XML_MAX_BYTES);

  loaded = muster_campaign_load_file (registry, path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_campaign_get_warnings (loaded)->len, ==, 0);
  g_assert_cmpuint (muster_campaign_get_n_sessions (loaded), ==, muster_campaign_get_n_sessions (campaign));
  total = 0;
  for (guint s = 0; s < muster_campaign_get_n_sessions (loaded); s++)
    total += muster_session_get_n_entries (muster_campaign_get_session (loaded, s));
  g_assert_cmpuint (total, ==, want);

  g_assert_true (g_file_get_contents (path, &saved, &saved_len, NULL));
  again = muster_campaign_to_bytes (loaded);
  g_assert_cmpmem (g_bytes_get_data (again, NULL), g_bytes_get_size (again), saved, saved_len);

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry;
  GPtrArray *systems;

  g_test_init (&argc, &argv, NULL);
  muster_core_init ();
  registry = muster_games_get_registry (&error);
  g_assert_no_error (error);
  systems = muster_registry_list (registry);
  for (guint i = 0; i < systems->len; i++)
    {
      const char *id = muster_system_get_id (g_ptr_array_index (systems, i));
      g_autofree char *name = g_strdup_printf ("/big-campaign/%s", id);

      g_test_add_data_func (name, id, test_big);
    }
  return g_test_run ();
}
