/* test-kill.c: muster-cli do killed with SIGKILL at random moments, as a
 * crash or a power cut would stop it. After every kill the file must still
 * validate and hold either the old log or the new one (one entry more);
 * once a later command has saved the same file, no temporary file may be
 * left beside it. The program comes from MUSTER_CLI; --seed N replays the
 * same kill moments (as far as the timing of the machine allows).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include <stdlib.h>

#include <glib/gstdio.h>

#include "muster-games.h"

/* Kills: MUSTER_KILLS, 200 unless set (fewer under the sanitizers). */
#define N_KILLS   200
/* Rolls in each campaign: enough that saving it takes a few milliseconds,
 * so that kills land while it is written as well as while it is read. */
#define N_ENTRIES 100

typedef struct
{
  char  *dir;
  char  *path;
  GRand *rand;
  char  *valid;     /* the file as it last validated */
  guint  entries;   /* its entries */
  gint64 read_us;   /* how long muster-cli validate takes */
  gint64 do_us;     /* how long muster-cli do takes */
  guint  killed_before;
  guint  killed_after;
  guint  finished;
  guint  left_behind;
} Worker;

/* A Dice & Cards campaign of N_ENTRIES rolls. */
static void
make_campaign (Worker *w)
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
  g_assert_true (muster_campaign_save_file (campaign, w->path, &error));
  g_assert_no_error (error);
}

static char *
read_campaign (Worker *w)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (w->path, &text, NULL, &error));
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

/* Runs muster-cli with @args. With @kill_after_us at 0 or more, kills it
 * with SIGKILL after that long; returns the wait status, and the output in
 * @out when given. */
static int
cli (const char * const *args,
     gint64              kill_after_us,
     char              **out)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) envp = NULL;
  GPid pid;
  int out_fd = -1;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  g_assert_nonnull (argv->pdata[0]);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  /* The leak check at the exit of a sanitizer build would double the
   * time of a command; test-cli looks for leaks, this test at the file. */
  envp = g_environ_setenv (g_get_environ (), "ASAN_OPTIONS", "detect_leaks=0", TRUE);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv->pdata, envp,
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
run_do (Worker *w,
        gint64  kill_after_us)
{
  const char * const args[] = { "do", w->path, "roll", "d6", NULL };

  return cli (args, kill_after_us, NULL);
}

static void
do_once (Worker *w)
{
  g_assert_true (g_spawn_check_wait_status (run_do (w, -1), NULL));
}

/* `muster-cli validate FILE` says “valid”. */
static void
cli_validates (Worker *w)
{
  const char * const args[] = { "validate", w->path, NULL };
  g_autofree char *out = NULL;
  int status = cli (args, -1, &out);

  g_assert_true (WIFEXITED (status));
  g_assert_cmpstr (out, ==, "valid\n");
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}

/* What `muster-cli validate` checks, here: the file loads and every session
 * replays to the state saved with it. A program of its own each time would
 * make the test several times slower under the sanitizers. */
static void
assert_validates (Worker *w)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = NULL;

  campaign = muster_campaign_load_file (muster_games_get_registry (NULL), w->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_campaign_get_warnings (campaign)->len, ==, 0);
}

/* How long @run takes, in microseconds: the quickest of three runs, as
 * other programs may slow any one of them down. */
static gint64
time_of (Worker *w,
         void  (*run) (Worker *))
{
  gint64 best = G_MAXINT64;

  for (guint i = 0; i < 3; i++)
    {
      gint64 start = g_get_monotonic_time ();

      run (w);
      best = MIN (best, g_get_monotonic_time () - start);
    }
  return best;
}

/* Every file in the worker's folder other than the campaign. */
static char *
leftovers (Worker *w)
{
  g_autoptr(GDir) dir = g_dir_open (w->dir, 0, NULL);
  GString *names = g_string_new (NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (!g_str_equal (name, "campaign.muster"))
      g_string_append_printf (names, "%s%s", names->len ? " " : "", name);
  return g_string_free (names, FALSE);
}

/* Kills `muster-cli do` between @from_us and @to_us. The file must then be
 * the old one byte for byte (it validated), or a new one with one entry
 * more that validates, and must be the new one if the command finished.
 * Returns whether files were left behind. */
static gboolean
kill_once (Worker *w,
           gint64  from_us,
           gint64  to_us)
{
  gint64 delay = from_us + (gint64) g_rand_int_range (w->rand, 0, (gint32) MIN (to_us - from_us + 1, G_MAXINT32));
  gint64 start = g_get_monotonic_time ();
  int status = run_do (w, delay);
  gint64 took = g_get_monotonic_time () - start;
  g_autofree char *now = read_campaign (w);
  g_autofree char *left = leftovers (w);
  gboolean killed = WIFSIGNALED (status);

  if (!killed)
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  if (killed && g_str_equal (now, w->valid))
    w->killed_before++;
  else
    {
      assert_validates (w);
      g_assert_cmpuint (count_entries (now), ==, ++w->entries);
      g_free (w->valid);
      w->valid = g_steal_pointer (&now);
      if (killed)
        w->killed_after++;
      else
        {
          /* Done before the kill: commands run quicker than measured. */
          w->finished++;
          w->do_us = MIN (w->do_us, took);
        }
    }
  if (*left != '\0')
    w->left_behind++;
  return *left != '\0';
}

static void
test_kill_do (void)
{
  Worker worker = { 0 }, *w = &worker;
  g_autoptr(GError) error = NULL;
  g_autofree char *left = NULL;
  gint64 from, to;

  w->dir = g_dir_make_tmp ("muster-kill-XXXXXX", &error);
  g_assert_no_error (error);
  w->path = g_build_filename (w->dir, "campaign.muster", NULL);
  w->rand = g_rand_new_with_seed (g_test_rand_int ());
  make_campaign (w);

  /* Where the time of one command goes here: starting and reading the file take about as long as validating
   * it; saving is the rest. Half the kills fall anywhere in the command,
   * half around the save (timings vary, so the window is wide). */
  w->read_us = time_of (w, cli_validates);
  w->do_us = time_of (w, do_once);
  assert_validates (w);
  w->valid = read_campaign (w);
  w->entries = count_entries (w->valid);
  g_assert_cmpuint (w->entries, ==, N_ENTRIES + 3);

  from = MIN (w->read_us, w->do_us) * 3 / 4;
  to = w->do_us * 11 / 10;
  for (guint i = 0, n = g_getenv ("MUSTER_KILLS") ? (guint) atoi (g_getenv ("MUSTER_KILLS")) : N_KILLS; i < n; i++)
    {
      kill_once (w, i % 2 ? 0 : from, i % 2 ? w->do_us : to);
    }

  /* A save that runs to the end tidies up what killed ones left: kill
   * around the save until a kill leaves something (reading the file would
   * tidy up too), then let one command finish. */
  for (guint i = 0; i < 20; i++)
    if (kill_once (w, from, to))
      break;
  do_once (w);
  left = leftovers (w);
  g_assert_cmpstr (left, ==, "");
  cli_validates (w);
  g_clear_pointer (&w->valid, g_free);
  w->valid = read_campaign (w);
  g_assert_cmpuint (count_entries (w->valid), ==, w->entries + 1);
  g_test_message ("validating takes %.1f ms, doing %.1f ms; %u killed before saving, %u after, "
                  "%u finished; %u kills left files behind",
                  w->read_us / 1000.0, w->do_us / 1000.0, w->killed_before, w->killed_after,
                  w->finished, w->left_behind);

  /* Only a passing test gets here: a failing one keeps its folder. */
  g_unlink (w->path);
  g_rmdir (w->dir);
  g_free (w->dir);
  g_free (w->path);
  g_free (w->valid);
  g_rand_free (w->rand);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();
  g_assert_nonnull (muster_games_get_registry (NULL));

  g_test_add_func ("/kill/do", test_kill_do);
  return g_test_run ();
}
