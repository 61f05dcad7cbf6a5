/* muster-app-bench.c: what the app costs, in CPU time and memory, under a
 * virtual display. Figures, not pass/fail; bench/app.sh runs it.
 *
 *   muster-app-bench open FILE [WIDTH HEIGHT]
 *       opens a campaign file in a window and waits until the window is
 *       drawn and idle: CPU time of the whole process (every thread) and
 *       its memory (RSS) then
 *   muster-app-bench board SYSTEM [ACTIONS [WIDTH HEIGHT]]
 *       plays ACTIONS random legal actions (default 40) of SYSTEM's
 *       two-player game in a window and reports the CPU time of each, from
 *       the action until the window has drawn it and nothing is pending,
 *       beside the engine's own time for the same actions without a window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <glib/gstdio.h>

#include "app-driver.h"
#include "muster-playout.h"
#include "muster-window.h"

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* A field of /proc/self/status in MB (VmRSS, VmHWM). */
static double
status_mb (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, field);
  return line ? g_ascii_strtod (line + strlen (field) + 1, NULL) / 1024.0 : 0;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* Iterates until @cond holds, however long it takes: opening a big
 * campaign may take longer than the test driver waits. */
static void
wait_for (gboolean (*cond) (gpointer data),
          gpointer   data)
{
  while (!cond (data))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

/* Until the window has drawn what is queued and nothing else is pending:
 * the next frame is asked for, so a change that queued nothing still
 * counts one (cheap) frame. */
static void
wait_idle (GtkWidget *window)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong id;

  wait_for (is_mapped, window);
  clock = gtk_widget_get_frame_clock (window);
  driver_settle ();
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
  wait_for (is_true, &painted);
  g_signal_handler_disconnect (clock, id);
  driver_settle ();
}

/* The widgets under @widget, itself included. */
static guint
count_widgets (GtkWidget *widget)
{
  guint n = 1;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += count_widgets (child);
  return n;
}

static int
bench_open (const char *path,
            int         width,
            int         height)
{
  g_autoptr(MusterApplication) app = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MusterWindow *window;
  double t0, rss_before;

  app = driver_start_app ();
  rss_before = status_mb ("VmRSS:");
  t0 = cpu_ms ();
  window = muster_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  if (!muster_window_open_file (window, file))
    g_error ("Could not open %s", path);
  wait_idle (GTK_WIDGET (window));
  g_print ("open %s: %.0f ms CPU, RSS %.0f MB (%.0f MB before opening), peak %.0f MB, %u widgets\n",
           path, cpu_ms () - t0, status_mb ("VmRSS:"), rss_before, status_mb ("VmHWM:"),
           count_widgets (GTK_WIDGET (window)));
  driver_close_window (window);
  return 0;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (const char *what,
        GArray     *ms)
{
  double sum = 0;

  g_array_sort (ms, compare_doubles);
  for (guint i = 0; i < ms->len; i++)
    sum += g_array_index (ms, double, i);
  g_print ("  %-34s median %7.2f ms   mean %7.2f ms   90th %7.2f ms   max %7.2f ms\n", what,
           g_array_index (ms, double, ms->len / 2), sum / ms->len,
           g_array_index (ms, double, ms->len * 9 / 10), g_array_index (ms, double, ms->len - 1));
}

/* A two-player game of @system_id, with seeded dice and cards, or with a
 * scripted source (@scripted) to take them from entries played before. */
static MusterSession *
new_session (MusterApplication *app,
             const char        *system_id,
             gboolean           scripted)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), system_id);
  g_autoptr(MusterChance) chance = scripted ? muster_chance_new_scripted () : muster_chance_new_seeded (1775);
  g_autoptr(GError) error = NULL;
  MusterSession *session;

  if (system == NULL)
    g_error ("No game system %s", system_id);
  session = muster_session_new (system, "two-player", NULL, chance, &error);
  if (session == NULL)
    g_error ("%s", error->message);
  return session;
}

/* Performs @entry's action again on @session, with its dice and cards. */
static void
perform_again (MusterSession *session,
               MusterEntry   *entry)
{
  MusterChance *chance = muster_session_get_chance (session);
  GPtrArray *outcomes = muster_entry_get_outcomes (entry);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < outcomes->len; i++)
    {
      const MusterOutcome *o = g_ptr_array_index (outcomes, i);

      if (o->kind == MUSTER_OUTCOME_CARD)
        muster_chance_supply_card (chance, o->card);
      else
        muster_chance_supply_number (chance, o->value);
    }
  if (muster_session_perform (session, muster_entry_get_action (entry), muster_entry_get_args (entry),
                              MUSTER_PERFORM_NONE, &error) == NULL)
    g_error ("%s: %s", muster_entry_get_action (entry), error->message);
}

static int
bench_board (const char *system_id,
             guint       n_actions,
             int         width,
             int         height)
{
  g_autoptr(MusterApplication) app = driver_start_app ();
  g_autoptr(MusterSession) headless = new_session (app, system_id, FALSE);
  g_autoptr(MusterSession) shown = new_session (app, system_id, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1776);
  g_autoptr(GArray) engine = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ui = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  MusterWindow *window;
  guint n;

  /* The actions first, found by random play on a session of its own. */
  for (n = 0; n < n_actions; n++)
    if (muster_playout_step (headless, rand, FALSE, &error) == NULL)
      break;
  if (n == 0)
    g_error ("%s: %s", system_id, error->message);

  window = driver_open_session (app, shown, width, height);
  wait_idle (GTK_WIDGET (window));
  for (guint i = 0; i < n; i++)
    {
      double t0 = cpu_ms ();

      perform_again (shown, muster_session_get_entry (headless, i));
      wait_idle (GTK_WIDGET (window));
      g_array_append_val (ui, (double) { cpu_ms () - t0 });
    }

  /* The engine alone: the same actions on a session without a window. */
  {
    g_autoptr(MusterSession) again = new_session (app, system_id, TRUE);

    for (guint i = 0; i < n; i++)
      {
        double t0 = cpu_ms ();

        perform_again (again, muster_session_get_entry (headless, i));
        g_array_append_val (engine, (double) { cpu_ms () - t0 });
      }
  }

  g_print ("%s board at %dx%d, %u random legal actions, CPU time per action:\n", system_id, width, height, n);
  report ("engine plus window until idle", ui);
  report ("engine alone", engine);
  driver_close_window (window);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = NULL;
  int ret = 2;

  /* Nothing of the user's: settings in memory, a state folder of its own. */
  state = g_dir_make_tmp ("muster-app-bench-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_init ();

  if (argc >= 3 && g_str_equal (argv[1], "open"))
    ret = bench_open (argv[2], argc > 4 ? atoi (argv[3]) : 1280, argc > 4 ? atoi (argv[4]) : 800);
  else if (argc >= 3 && g_str_equal (argv[1], "board"))
    ret = bench_board (argv[2], argc > 3 ? (guint) atoi (argv[3]) : 40,
                       argc > 5 ? atoi (argv[4]) : 1280, argc > 5 ? atoi (argv[5]) : 800);
  else
    g_printerr ("Usage: muster-app-bench open FILE [WIDTH HEIGHT]\n"
                "       muster-app-bench board SYSTEM [ACTIONS [WIDTH HEIGHT]]\n");
  driver_remove_tree (state);
  return ret;
}
