/* test-bh-game.c: whole games saved to a campaign file, loaded and replayed
 * to the same state; the same seed plays the same game; a scripted opening
 * with known dice; the game through muster-cli.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bh-test-util.h"

/* Plays @scenario to its end, saves it, loads it back and checks that the
 * replayed state is the same and nothing was reported. */
static void
save_load_replay (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(MtGame) t = mt_new_seeded ("bunker-hill", scenario, 4242, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *path = NULL;
  MusterSession *session;
  int fd;

  for (int n = 0; n < 4000 && !muster_state_is_over (mt_state (t)); n++)
    g_assert_nonnull (mt_random_step (t, rand, FALSE));
  g_assert_true (muster_state_is_over (mt_state (t)));
  g_assert_cmpuint (muster_session_get_n_entries (t->session), >, 50);
  before = mt_snapshot (t);

  muster_campaign_add_session (campaign, t->session);
  fd = g_file_open_tmp ("bunker-XXXXXX.muster", &path, &error);
  g_assert_no_error (error);
  close (fd);
  muster_campaign_save_file (campaign, path, &error);
  g_assert_no_error (error);

  loaded = muster_campaign_load_file (muster_games_get_registry (NULL), path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_campaign_get_warnings (loaded)->len, ==, 0);
  session = muster_campaign_get_active_session (loaded);
  after = muster_state_snapshot_string (muster_session_get_state (session));
  g_assert_cmpstr (before, ==, after);
  g_assert_true (muster_state_is_over (muster_session_get_state (session)));

  /* Saving the loaded campaign gives the same bytes. */
  bytes = muster_campaign_to_bytes (campaign);
  again = muster_campaign_to_bytes (loaded);
  g_assert_true (g_bytes_equal (bytes, again));
  g_unlink (path);
}

/* A random game of @seed to its end, as a snapshot. */
static char *
random_game (guint64 seed)
{
  g_autoptr(MtGame) t = mt_new_seeded ("bunker-hill", "two-player", seed, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);

  for (int n = 0; n < 4000 && !muster_state_is_over (mt_state (t)); n++)
    g_assert_nonnull (mt_random_step (t, rand, TRUE));
  g_assert_true (muster_state_is_over (mt_state (t)));
  return mt_snapshot (t);
}

/* The same seed plays the same game (the playouts rest on it). */
static void
test_same_seed_same_game (void)
{
  g_autofree char *a = random_game (77);
  g_autofree char *b = random_game (77);

  g_assert_cmpstr (a, ==, b);
}

/* The opening of a two-player game, every die known. */
static void
test_scripted_opening (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "two-player", NULL);
  MusterEntry *e;

  mt_ok (t, "setup-suggested");
  mt_ok (t, "setup-done");
  mt_ok (t, "setup-suggested");
  mt_ok (t, "setup-done");
  /* Turn 1, card 12 (3 and 3): the die says 4, the Patriots first. */
  mt_cards (t, "12");
  mt_dice (t, "4");
  mt_ok (t, "draw-card");
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
  /* Stone wall volley at the Regulars on the beach: militia 5 drawn as a
   * "1", 2 dice: 6 and 2, one hit. */
  mt_cards (t, "m1-1");
  mt_dice (t, "6 2");
  e = mt_ok (t, "volley-fire stone-wall stage-2a");
  g_assert_true (mt_says (e, "1 hit."));
  g_assert_cmpint (bht_tracks (t).ammo, ==, 23);
  g_assert_cmpint (bht_tracks (t).morale[0], ==, 23);
  /* The British land one Regular with Gage and Pigot (transport 1). */
  mt_ok (t, "land-troops zone-2 stage-2b");
  /* The Patriots pass; the British must act and fire at the wall. */
  mt_ok (t, "pass");
  mt_dice (t, "5 1");
  mt_ok (t, "volley-fire stage-2a stone-wall reg-2");
  mt_ok (t, "allocate-hits mil-5");
  g_assert_true (bht_flipped (t, "mil-5"));
  g_assert_cmpint (bht_tracks (t).morale[1], ==, 23);
  /* Undo puts it back, redo gives the same dice. */
  {
    g_autofree char *snap = mt_snapshot (t);
    g_autoptr(GError) error = NULL;

    muster_session_undo (t->session, &error);
    g_assert_no_error (error);
    g_assert_false (bht_flipped (t, "mil-5"));
    muster_session_redo (t->session, &error);
    g_assert_no_error (error);
    g_assert_true (bht_flipped (t, "mil-5"));
    {
      g_autofree char *snap2 = mt_snapshot (t);
      g_assert_cmpstr (snap, ==, snap2);
    }
  }
}

static char *
cli (char *args)
{
  g_autofree char *command = g_strdup_printf ("%s %s", g_getenv ("MUSTER_CLI"), (const char *) args);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_free (args);
  g_spawn_command_line_sync (command, &out, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("%s failed: %s", command, err);
  return g_steal_pointer (&out);
}

static void
test_cli (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bunker-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "b.muster", NULL);
  g_autofree char *out = NULL;
  static const char * const script[] = {
    "setup-suggested", "setup-done", "setup-suggested", "setup-done", "draw-card",
  };

  if (g_getenv ("MUSTER_CLI") == NULL)
    {
      g_test_skip ("MUSTER_CLI is not set");
      return;
    }
  g_free (cli (g_strdup_printf ("new bunker-hill two-player -o %s --seed 1", file)));
  for (guint i = 0; i < G_N_ELEMENTS (script); i++)
    {
      g_free (cli (g_strdup_printf ("do %s %s", file, script[i])));
    }
  out = cli (g_strdup_printf ("actions %s", file));
  g_assert_nonnull (strstr (out, "volley-fire FROM TO"));
  g_clear_pointer (&out, g_free);
  out = cli (g_strdup_printf ("state %s", file));
  g_assert_nonnull (strstr (out, "Turn 1 of 10"));
  g_clear_pointer (&out, g_free);
  g_free (cli (g_strdup_printf ("replay %s", file)));
  g_unlink (file);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/bunker/game/two-player-save-load-replay", "two-player", save_load_replay);
  g_test_add_data_func ("/bunker/game/solo-british-save-load-replay", "solo-british", save_load_replay);
  g_test_add_data_func ("/bunker/game/solo-patriot-save-load-replay", "solo-patriot", save_load_replay);
  g_test_add_func ("/bunker/game/same-seed-same-game", test_same_seed_same_game);
  g_test_add_func ("/bunker/game/scripted-opening", test_scripted_opening);
  g_test_add_func ("/bunker/game/cli", test_cli);
  return g_test_run ();
}
