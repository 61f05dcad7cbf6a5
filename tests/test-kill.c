/* test-kill.c: muster-cli do killed with SIGKILL at random moments, as a
 * crash or a power cut would stop it. After every kill the file must still
 * validate and hold either the old log or the new one (one entry more);
 * once a later command has saved the same file, no temporary file may be
 * left beside it. The program comes from MUSTER_CLI; --seed N replays the
 * same kill moments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "muster-games.h"

#define N_KILLS   200
/* Rolls in the campaign: enough that saving it takes a few milliseconds,
 * so that kills land while it is written as well as while it is read. */
#define N_ENTRIES 100

static char *work_dir;
static char *campaign_path;

/* A Dice & Cards campaign of N_ENTRIES rolls. */
static void
make_campaign (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (7);
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  MusterSystem *system;

  g_assert_no_error (error);
  system = muster_registry_lookup (registry, "dice-and-cards");
  session = muster_session_new (system, "default", NULL, chance, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < N_ENTRIES; i++)
    {
      const char * const args[] = { "3d6", "British", NULL };

      g_assert_nonnull (muster_session_perform (session, "roll", args, MUSTER_PERFORM_NONE, &error));
      g_assert_no_error (error);
    }
  muster_campaign_add_session (campaign, session);
  g_assert_true (muster_campaign_save_file (campaign, campaign_path, &error));
  g_assert_no_error (error);
}

static char *
read_campaign (void)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (campaign_path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* Entries in a saved campaign, counted in its text. */
static guint
count_entries (const char *text)
{
  guint n = 0;

  for (const char *p = strstr (text, "<entry "); p != NULL; p = strstr (p + 1, "<entry "))
    n++;
  return n;
}

/* Runs muster-cli with @args in the work directory. With @kill_after_us
 * at 0 or more, kills it with SIGKILL after that long; returns the wait
 * status, and the output in @out when given. */
static int
cli (const char * const *args,
     gint64              kill_after_us,
     char              **out)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GPid pid;
  int out_fd = -1;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  g_assert_nonnull (argv->pdata[0]);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_async_with_pipes (work_dir, (char **) argv->pdata, NULL,
                                           G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDERR_TO_DEV_NULL |
                                           (out ? 0 : G_SPAWN_STDOUT_TO_DEV_NULL),
                                           NULL, NULL, &pid, NULL, out ? &out_fd : NULL, NULL, &error));
  g_assert_no_error (error);
  if (kill_after_us >= 0)
    {
      g_usleep ((gulong) kill_after_us);
      kill (pid, SIGKILL);
    }
  if (out)
    {
      g_autoptr(GIOChannel) channel = g_io_channel_unix_new (out_fd);

      g_io_channel_set_close_on_unref (channel, TRUE);
      g_assert_cmpint (g_io_channel_read_to_end (channel, out, NULL, &error), ==, G_IO_STATUS_NORMAL);
      g_assert_no_error (error);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  return status;
}

static int
run_do (gint64 kill_after_us)
{
  const char * const args[] = { "do", campaign_path, "roll", "d6", NULL };

  return cli (args, kill_after_us, NULL);
}

/* `muster-cli validate FILE` says “valid”. */
static void
assert_validates (void)
{
  const char * const args[] = { "validate", campaign_path, NULL };
  g_autofree char *out = NULL;
  int status = cli (args, -1, &out);

  g_assert_true (WIFEXITED (status));
  g_assert_cmpstr (out, ==, "valid\n");
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}

/* How long @run takes, in microseconds: the quickest of three runs, as
 * other programs may slow any one of them down. */
static gint64
time_of (void (*run) (void))
{
  gint64 best = G_MAXINT64;

  for (guint i = 0; i < 3; i++)
    {
      gint64 start = g_get_monotonic_time ();

      run ();
      best = MIN (best, g_get_monotonic_time () - start);
    }
  return best;
}

static void
do_once (void)
{
  g_assert_true (g_spawn_check_wait_status (run_do (-1), NULL));
}

/* Every file in the directory other than the campaign. */
static char *
leftovers (void)
{
  g_autoptr(GDir) dir = g_dir_open (work_dir, 0, NULL);
  GString *names = g_string_new (NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (!g_str_equal (name, "campaign.muster"))
      g_string_append_printf (names, "%s%s", names->len ? " " : "", name);
  return g_string_free (names, FALSE);
}

static void
test_kill_do (void)
{
  g_autofree char *left = NULL;
  g_autofree char *valid = NULL;
  gint64 read_us, do_us;
  guint entries, killed_before = 0, killed_after = 0, finished = 0;

  make_campaign ();

  /* Where the time of one command goes here (a sanitizer build is slower):
   * starting and reading the file take about as long as validating it;
   * saving is the rest. Half the kills fall anywhere in the command, half
   * around the save (timings vary, so the window is wide). */
  read_us = time_of (assert_validates);
  do_us = time_of (do_once);
  assert_validates ();
  valid = read_campaign ();
  entries = count_entries (valid);
  g_assert_cmpuint (entries, ==, N_ENTRIES + 3);
  g_test_message ("validating takes %.1f ms, doing %.1f ms", read_us / 1000.0, do_us / 1000.0);

  for (guint i = 0; i < N_KILLS; i++)
    {
      gint64 from = i % 2 ? 0 : MIN (read_us, do_us) * 3 / 4;
      gint64 to = i % 2 ? do_us : do_us * 11 / 10;
      gint64 delay = from + (gint64) g_test_rand_int_range (0, (gint32) MIN (to - from + 1, G_MAXINT32));
      int status = run_do (delay);
      g_autofree char *now = read_campaign ();
      gboolean killed = WIFSIGNALED (status);

      if (!killed)
        g_assert_true (g_spawn_check_wait_status (status, NULL));
      /* The old file, byte for byte (it validated before), or a new one
       * with one entry more that validates; a finished command saved. */
      if (killed && g_str_equal (now, valid))
        {
          killed_before++;
          continue;
        }
      assert_validates ();
      g_assert_cmpuint (count_entries (now), ==, ++entries);
      g_clear_pointer (&valid, g_free);
      valid = g_steal_pointer (&now);
      if (killed)
        killed_after++;
      else
        finished++;
    }
  g_test_message ("%u killed before saving, %u after, %u finished",
                  killed_before, killed_after, finished);

  /* A save that runs to the end tidies up what the killed ones left. */
  do_once ();
  assert_validates ();
  g_clear_pointer (&valid, g_free);
  valid = read_campaign ();
  g_assert_cmpuint (count_entries (valid), ==, entries + 1);
  left = leftovers ();
  g_assert_cmpstr (left, ==, "");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int result;

  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  work_dir = g_dir_make_tmp ("muster-kill-XXXXXX", &error);
  g_assert_no_error (error);
  campaign_path = g_build_filename (work_dir, "campaign.muster", NULL);

  g_test_add_func ("/kill/do", test_kill_do);
  result = g_test_run ();

  {
    g_autoptr(GDir) dir = g_dir_open (work_dir, 0, NULL);
    const char *name;

    while (dir && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (work_dir, name, NULL);
        g_unlink (path);
      }
    g_rmdir (work_dir);
  }
  g_free (campaign_path);
  g_free (work_dir);
  return result;
}
