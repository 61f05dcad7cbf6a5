/* test-b2c-games.c: whole games of From Boston to Concord, played from the
 * scripts b2c-two-player.script and b2c-solitaire.script through a
 * MusterSession with the players' own dice and cards, from set-up to the
 * victory check; each is saved as a campaign, loaded, replayed from its log
 * and compared with the original state. The same game is driven through
 * muster-cli too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "b2c-test-util.h"

/* Plays one script line: “ACTION ARGS... [--dice N,N] [--card ID]...”. */
static void
play_line (MusterSession *session,
           const char    *line,
           guint          number)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  MusterChance *chance = muster_session_get_chance (session);
  g_autoptr(GError) error = NULL;
  const char *action = NULL;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (g_str_equal (words[i], "--dice") && words[i + 1])
        {
          g_auto(GStrv) values = g_strsplit (words[++i], ",", -1);

          for (guint v = 0; values[v]; v++)
            muster_chance_supply_number (chance, (guint) g_ascii_strtoull (values[v], NULL, 10));
        }
      else if (g_str_equal (words[i], "--card") && words[i + 1])
        muster_chance_supply_card (chance, words[++i]);
      else if (action == NULL)
        action = words[i];
      else
        g_ptr_array_add (args, words[i]);
    }
  g_ptr_array_add (args, NULL);
  if (muster_session_perform (session, action, (const char * const *) args->pdata, MUSTER_PERFORM_NONE, &error) == NULL)
    g_error ("script line %u (%s): %s", number, line, error->message);
  g_assert_cmpuint (muster_chance_get_n_unused (chance), ==, 0);
}

static MusterSession *
play_script (const char *scenario,
             const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "boston-concord", file, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterChance) chance = muster_chance_new_manual ();
  MusterSession *session;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  session = muster_session_new (mt_system ("boston-concord"), scenario, NULL, chance, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *hash = strchr (lines[i], '#');

      if (hash)
        *hash = '\0';
      g_strstrip (lines[i]);
      if (*lines[i] != '\0')
        play_line (session, lines[i], i + 1);
    }
  return session;
}

/* Saves, loads and replays; the loaded state equals the played one. */
static void
check_replay (MusterSession *session)
{
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  MusterSession *again;
  gsize len;
  const char *data;

  muster_campaign_add_session (campaign, session);
  bytes = muster_campaign_to_bytes (campaign);
  data = g_bytes_get_data (bytes, &len);
  loaded = muster_campaign_load_data (muster_games_get_registry (NULL), data, len, "game.muster", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_campaign_get_warnings (loaded)->len, ==, 0);
  again = muster_campaign_get_session (loaded, 0);
  g_assert_cmpuint (muster_session_get_cursor (again), ==, muster_session_get_cursor (session));
  before = muster_state_snapshot_string (muster_session_get_state (session));
  after = muster_state_snapshot_string (muster_session_get_state (again));
  g_assert_cmpstr (before, ==, after);
  g_assert_true (muster_state_is_over (muster_session_get_state (again)));

  /* Undo to the middle and redo: the same end, no die thrown again. */
  g_assert_true (muster_session_undo_to (again, muster_session_get_cursor (again) / 2, &error));
  g_assert_no_error (error);
  while (muster_session_can_redo (again))
    g_assert_true (muster_session_redo (again, NULL));
  g_free (after);
  after = muster_state_snapshot_string (muster_session_get_state (again));
  g_assert_cmpstr (before, ==, after);
}

static void
test_two_player_game (void)
{
  g_autoptr(MusterSession) session = play_script ("two-player", "b2c-two-player.script");
  MtGame game = { muster_session_get_chance (session), session };
  MtGame *s = &game;
  B2cTracksView tracks = b2ct_tracks (s);

  g_assert_true (tracks.over);
  g_assert_true (tracks.shot_heard);
  g_assert_true (tracks.concord_entered);
  g_assert_true (tracks.percy_awarded);
  g_assert_cmpint (tracks.first_combat, ==, REVROAD_BRITISH);
  /* Track VP: searches 3 + 3 less the 1 VP retry, Concord 5, Percy 3. */
  g_assert_cmpint (tracks.vp[REVROAD_BRITISH], ==, 13);
  g_assert_cmpint (tracks.vp[REVROAD_PATRIOT], ==, 0);
  g_assert_cmpint (tracks.winner, ==, REVROAD_BRITISH);
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_BRITISH] * 2, ==, 38);
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT] * 2, ==, 33);
  g_assert_cmpint (b2ct_unit (s, "hancock").place, ==, REVROAD_PLACE_REMOVED);
  g_assert_cmpstr (b2ct_where (s, "percy"), ==, "lexington");
  check_replay (session);
}

static void
test_solitaire_game (void)
{
  g_autoptr(MusterSession) session = play_script ("solitaire", "b2c-solitaire.script");
  MtGame game = { muster_session_get_chance (session), session };
  MtGame *s = &game;
  g_autofree char *view = mt_view (s, NULL);

  g_assert_true (b2ct_tracks (s).over);
  g_assert_nonnull (strstr (view, "British casualties: 5 ("));
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_BRITISH] * 2, ==, 18);
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT] * 2, ==, 12);
  g_assert_cmpint (b2ct_tracks (s).winner, ==, REVROAD_BRITISH);
  g_assert_cmpstr (b2ct_where (s, "mil-21"), ==, "concord");
  check_replay (session);
}

/* The CLI: new, actions, do, state. */
static char *
cli (const char *const *argv,
     int                expect)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (expect == 0 && !g_spawn_check_wait_status (status, NULL))
    g_error ("%s failed: %s", argv[1], err);
  if (expect != 0)
    g_assert_false (g_spawn_check_wait_status (status, NULL));
  return out;
}

static void
test_cli (void)
{
  const char *muster_cli = g_getenv ("MUSTER_CLI");
  g_autofree char *dir = g_dir_make_tmp ("b2c-cli-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "g.muster", NULL);
  g_autofree char *out = NULL;

  if (muster_cli == NULL)
    {
      g_test_skip ("MUSTER_CLI is not set");
      return;
    }
  g_free (cli ((const char *[]) { muster_cli, "new", "boston-concord", "two-player", "-o", file, "--seed", "1", NULL }, 0));
  out = cli ((const char *[]) { muster_cli, "actions", file, NULL }, 0);
  g_assert_nonnull (strstr (out, "+  call-to-arms"));
  g_assert_nonnull (strstr (out, "-  charge REGION"));
  g_free (out);
  g_free (cli ((const char *[]) { muster_cli, "do", file, "call-to-arms", NULL }, 0));
  g_free (cli ((const char *[]) { muster_cli, "do", file, "ride", "revere", "charlestown-neck", NULL }, 0));
  /* Refused, with the rule. */
  out = cli ((const char *[]) { muster_cli, "do", file, "ride", "revere", "boston", NULL }, 1);
  g_free (out);
  g_free (cli ((const char *[]) { muster_cli, "do", file, "call-done", NULL }, 0));
  g_free (cli ((const char *[]) { muster_cli, "do", file, "draw-card", NULL }, 0));
  out = cli ((const char *[]) { muster_cli, "state", file, NULL }, 0);
  g_assert_nonnull (strstr (out, "Turn 1 of 12"));
  g_assert_nonnull (strstr (out, "Board check"));
  g_free (out);
  /* A correction of a card, logged like any action. */
  out = cli ((const char *[]) { muster_cli, "do", file, "set-card", "7", "1", "5", "2", NULL }, 0);
  g_assert_nonnull (strstr (out, "Card 7 now reads"));
  g_remove (file);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/games/two-player", test_two_player_game);
  g_test_add_func ("/b2c/games/solitaire", test_solitaire_game);
  g_test_add_func ("/b2c/games/cli", test_cli);
  return g_test_run ();
}
