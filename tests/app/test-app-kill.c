/* test-app-kill.c: the app killed with SIGKILL right after an action
 * returns loses nothing. A hundred times (MUSTER_KILL_CYCLES), a helper
 * (this program run with --helper) starts the real application, restores
 * the work left by the one before it through the start page's Restore,
 * says what it holds, and goes on playing a Dice & Cards game in its window:
 * actions, undo and redo, annotations and bookmarks, a save now and then.
 * After each step it says what the campaign holds and waits; this test
 * kills it with SIGKILL at a random step, at once or a few milliseconds
 * later (while a snapshot thread may be writing), and the next helper must
 * restore exactly what the last step left.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "app-driver.h"

static char *tmpdir;
static char *self_path;

/* What a campaign holds that a crash must not lose, as a checksum: every
 * session's log (actions, arguments, results, annotations, bookmarks),
 * cursor, state, title and notes, and the campaign's title. */
static char *
fingerprint (MusterCampaign *campaign)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA1);
  g_autoptr(GString) text = g_string_new (muster_campaign_get_title (campaign));

  for (guint s = 0; s < muster_campaign_get_n_sessions (campaign); s++)
    {
      MusterSession *session = muster_campaign_get_session (campaign, s);
      g_autofree char *snapshot = muster_state_snapshot_string (muster_session_get_state (session));

      g_string_append_printf (text, "\n[%s] %s cursor %u of %u\n%s\n", muster_session_get_id (session),
                              muster_session_get_title (session), muster_session_get_cursor (session),
                              muster_session_get_n_entries (session), snapshot);
      for (guint i = 0; i < muster_session_get_n_entries (session); i++)
        {
          MusterEntry *entry = muster_session_get_entry (session, i);
          GPtrArray *outcomes = muster_entry_get_outcomes (entry);
          g_autofree char *args = g_strjoinv (" ", (char **) muster_entry_get_args (entry));

          g_string_append_printf (text, "%s %s |%s|%d", muster_entry_get_action (entry), args,
                                  muster_entry_get_annotation (entry) ? muster_entry_get_annotation (entry) : "",
                                  muster_entry_get_bookmarked (entry));
          for (guint k = 0; k < outcomes->len; k++)
            {
              MusterOutcome *o = g_ptr_array_index (outcomes, k);

              g_string_append_printf (text, " %u/%s", o->value, o->card ? o->card : "");
            }
          g_string_append_c (text, '\n');
        }
    }
  g_checksum_update (sum, (const guchar *) text->str, (gssize) text->len);
  return g_strdup_printf ("%s-%u", g_checksum_get_string (sum),
                          muster_campaign_get_n_sessions (campaign) ? muster_session_get_n_entries (muster_campaign_get_session (campaign, 0)) : 0);
}

/* The helper */

static gboolean go;

static gboolean
stdin_cb (GIOChannel   *channel,
          GIOCondition  condition,
          gpointer      data)
{
  g_autofree char *line = NULL;

  if (g_io_channel_read_line (channel, &line, NULL, NULL, NULL) != G_IO_STATUS_NORMAL)
    exit (0);  /* the test is gone */
  go = TRUE;
  return G_SOURCE_CONTINUE;
}

static gboolean
is_go (gpointer data)
{
  return go;
}

static void
say (const char     *what,
     guint           step,
     MusterCampaign *campaign)
{
  g_autofree char *print = fingerprint (campaign);

  printf ("%s %u %s\n", what, step, print);
  fflush (stdout);
}

static void
perform (MusterSession *session,
         const char    *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  g_autoptr(GError) error = NULL;

  if (muster_session_perform (session, words[0], (const char * const *) words + 1, MUSTER_PERFORM_NONE, &error) == NULL)
    g_error ("%s: %s", line, error->message);
}

static int
helper (void)
{
  g_autoptr(MusterApplication) app = driver_start_app ();
  g_autoptr(GPtrArray) items = muster_recovery_list ();
  g_autoptr(GIOChannel) in = g_io_channel_unix_new (0);
  g_autoptr(GRand) rand = g_rand_new ();
  g_autofree char *saved = g_build_filename (tmpdir, "kill.muster", NULL);
  MusterWindow *window = muster_window_new (app);
  MusterCampaign *campaign;
  MusterSession *session;

  /* The window is not shown: what is written before an action returns
   * does not depend on drawing, and a hundred starts stay quick. */

  if (items->len > 0)
    {
      /* What the start page's Restore button does. */
      MusterRecoveryItem *item = g_ptr_array_index (items, 0);

      g_assert_cmpuint (items->len, ==, 1);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.restore", "s", item->campaign_id));
      campaign = muster_window_get_campaign (window);
      g_assert_nonnull (campaign);
      g_assert_cmpuint (muster_campaign_get_warnings (campaign)->len, ==, 0);
    }
  else if (g_file_test (saved, G_FILE_TEST_EXISTS))
    {
      /* Killed right after a save: the file holds it all. */
      g_autoptr(GFile) file = g_file_new_for_path (saved);

      g_assert_true (muster_window_open_file (window, file));
      campaign = muster_window_get_campaign (window);
    }
  else
    {
      g_autoptr(MusterCampaign) fresh = muster_campaign_new ();
      g_autoptr(MusterChance) chance = muster_chance_new_seeded (1775);
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterSession) first = NULL;

      first = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards"),
                                  "playing-cards", NULL, chance, &error);
      g_assert_no_error (error);
      muster_campaign_set_title (fresh, "Killed again and again");
      muster_campaign_add_session (fresh, first);
      muster_window_set_campaign (window, fresh, NULL);
      campaign = fresh;
    }
  driver_settle ();
  say ("restored", 0, campaign);

  g_io_add_watch (in, G_IO_IN | G_IO_HUP, stdin_cb, NULL);
  for (guint step = 1;; step++)
    {
      guint what = (guint) g_rand_int_range (rand, 0, 20);
      g_autofree char *line = NULL;

      session = muster_session_view_get_session (muster_window_get_session_view (window));
      if (what < 9 && what % 3 == 0)
        {
          /* A draw, or when the deck is spent, the discards shuffled back. */
          g_autoptr(GError) error = NULL;
          const char *deck[] = { "cards", NULL };

          if (muster_session_perform (session, "draw", deck, MUSTER_PERFORM_NONE, &error) == NULL)
            perform (session, "gather cards");
        }
      else if (what < 9)
        perform (session, "roll 2d6 North");
      else if (what < 12)
        {
          line = g_strdup_printf ("note step %u", step);
          perform (session, line);
        }
      else if (what < 14 && muster_session_can_undo (session))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
      else if (what < 16 && muster_session_can_redo (session))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
      else if (what < 18 && muster_session_get_n_entries (session) > 0)
        {
          MusterEntry *entry = muster_session_get_entry (session, (guint) g_rand_int_range (
                                                           rand, 0, (gint) muster_session_get_n_entries (session)));

          line = g_strdup_printf ("Seen at step %u", step);
          if (what == 16)
            muster_entry_set_annotation (entry, line);
          else
            muster_entry_set_bookmarked (entry, !muster_entry_get_bookmarked (entry));
        }
      else if (what == 18)
        {
          g_autoptr(GFile) file = g_file_new_for_path (saved);

          g_assert_true (muster_window_save_to_file (window, file));
        }
      else
        perform (session, "roll d20");
      /* The step has returned: say what the campaign holds, and wait to be
       * told to go on (or to be killed), letting the app's idle work run. */
      say ("done", step, campaign);
      go = FALSE;
      driver_wait (is_go, NULL, "the test");
    }
  return 0;
}

/* The test */

static guint
n_cycles (void)
{
  const char *env = g_getenv ("MUSTER_KILL_CYCLES");
  guint64 n;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 1, 100000, &n, NULL))
    return (guint) n;
  return 100;
}

static void
test_kill (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1776);
  g_autofree char *expected = NULL;
  guint cycles = n_cycles (), steps = 0;

  for (guint cycle = 0; cycle < cycles; cycle++)
    {
      const char *argv[] = { self_path, "--helper", NULL };
      g_autoptr(GError) error = NULL;
      g_autofree char *last = NULL;
      GPid pid;
      int out_fd, in_fd, status;
      FILE *out, *to_helper;
      char line[512];
      guint kill_at = (guint) g_rand_int_range (rand, 1, 9);
      guint done = 0;

      g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                               &pid, &in_fd, &out_fd, NULL, &error));
      g_assert_no_error (error);
      out = fdopen (out_fd, "r");
      to_helper = fdopen (in_fd, "w");

      /* It restores exactly what the last step before the kill left. */
      g_assert_nonnull (fgets (line, sizeof line, out));
      g_assert_true (g_str_has_prefix (line, "restored 0 "));
      if (expected != NULL)
        g_assert_cmpstr (line + strlen ("restored 0 "), ==, expected);

      while (fgets (line, sizeof line, out) != NULL)
        {
          g_assert_true (g_str_has_prefix (line, "done "));
          g_free (last);
          last = g_strdup (strchr (line + strlen ("done "), ' ') + 1);
          if (++done == kill_at)
            {
              /* Right after the step returned, or a moment later. */
              guint delay = (guint) g_rand_int_range (rand, 0, 4) * 3000;

              if (delay > 0)
                g_usleep (delay);
              kill (pid, SIGKILL);
              break;
            }
          fputs ("go\n", to_helper);
          fflush (to_helper);
        }
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
      fclose (out);
      fclose (to_helper);
      g_spawn_close_pid (pid);
      g_assert_nonnull (last);
      g_free (expected);
      expected = g_steal_pointer (&last);
      steps += done;
    }
  g_test_message ("%u kills after %u steps", cycles, steps);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (argc > 1 && g_str_equal (argv[1], "--helper"))
    {
      tmpdir = g_strdup (g_getenv ("MUSTER_KILL_DIR"));
      return helper ();
    }

  /* The helpers' recovery files and saves go to a folder of this run's own. */
  tmpdir = g_dir_make_tmp ("muster-kill-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  {
    g_autofree char *state = g_build_filename (tmpdir, "state", NULL);

    g_setenv ("XDG_STATE_HOME", state, TRUE);
    g_setenv ("MUSTER_KILL_DIR", tmpdir, TRUE);
  }
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  self_path = g_canonicalize_filename (argv[0], NULL);

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/app/kill", test_kill);
  ret = g_test_run ();

  driver_remove_tree (tmpdir);
  g_free (tmpdir);
  g_free (self_path);
  return ret;
}
