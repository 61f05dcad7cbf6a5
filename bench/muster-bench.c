/* muster-bench.c: how long the core takes on big campaigns and big dice
 * pools. It prints figures; it never passes or fails.
 *
 *   muster-bench [ENTRIES]     (default 10000)
 *   muster-bench --system SYSTEM --entries N --write FILE [--scenario ID] [--seed N]
 *       writes a campaign of N random legal actions of SYSTEM, in as many
 *       games as it takes (muster-cli validate accepts it)
 *   muster-bench --io FILE
 *       reading and writing FILE beside libxml2 doing the same: Muster's
 *       validate and load beside `xmllint --noout FILE`, its serialization
 *       beside libxml2's own dump of the same document
 *   muster-bench --per-action
 *       the CPU time of one Dice & Cards action, undo and redo with 1,000
 *       entries in the log beside the same with 100,000
 *   muster-bench --recover FILE
 *       leaves FILE's campaign in the recovery folder, as a crash would
 *       (for the start page's figures)
 *
 * Times are CPU time of this process, except where a file is flushed to
 * disk (wall time) and for xmllint (its CPU time as a child process).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include <libxml/parser.h>

#include <glib/gstdio.h>

#include "muster-games.h"
#include "muster-playout.h"
#include "dice-and-cards/dc-state.h"

#define ARGS(...) ((const char * const[]) { __VA_ARGS__, NULL })

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static double
wall_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

/* CPU time of the children that ended so far. */
static double
children_ms (void)
{
  struct rusage ru;

  getrusage (RUSAGE_CHILDREN, &ru);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000.0 + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000.0;
}

static void
figure (const char *what,
        double      ms,
        const char *extra)
{
  g_print ("  %-44s %10.2f ms%s%s\n", what, ms, extra ? "  " : "", extra ? extra : "");
}

static void
perform (MusterSession      *session,
         const char         *action,
         const char * const *args)
{
  g_autoptr(GError) error = NULL;

  if (muster_session_perform (session, action, args, MUSTER_PERFORM_NONE, &error) == NULL)
    g_error ("%s: %s", action, error->message);
}

/* The id of the card most recently drawn and still in play, or NULL. */
static const char *
last_in_play (MusterSession *session)
{
  g_autoptr(GPtrArray) decks = muster_state_get_decks (muster_session_get_state (session));
  GPtrArray *drawn = muster_deck_get_drawn (g_ptr_array_index (decks, 0));

  return drawn->len ? g_ptr_array_index (drawn, drawn->len - 1) : NULL;
}

/* A long evening at the table: rolls, track moves, draws, discards, a
 * peek now and then and the odd note. */
static void
play_from (MusterSession *session,
           guint          from,
           guint          to)
{
  if (from == 0)
    perform (session, "track-add", ARGS ("VP", "0", "1000000", "0"));
  for (guint i = MAX (from, 1); i < to; i++)
    {
      switch (i % 8)
        {
        case 0:
          perform (session, "roll", ARGS ("3d6", "North"));
          break;
        case 1:
          perform (session, "track-adjust", ARGS ("VP", "2"));
          break;
        case 2:
        case 5:
          perform (session, "draw", ARGS ("cards"));
          break;
        case 3:
        case 6:
          {
            g_autofree char *card = g_strdup (last_in_play (session));

            if (card != NULL)
              perform (session, "discard", ARGS ("cards", card));
            else
              perform (session, "roll", ARGS ("d6"));
          }
          break;
        case 4:
          perform (session, "roll", ARGS ("2d10+1", "South"));
          break;
        default:
          if (i % 64 == 7)
            perform (session, "note", ARGS ("A", "note", "for", "the", "log"));
          else if (i % 16 == 7)
            perform (session, "peek", ARGS ("cards", "3"));
          else
            perform (session, "track-adjust", ARGS ("VP", "-1"));
          break;
        }
    }
}

static void
play (MusterSession *session,
      guint          n_entries)
{
  play_from (session, 0, n_entries);
}

static void
bench_campaign (MusterRegistry *registry,
                guint           n_entries)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1776);
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-bench-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *per = NULL;
  g_autofree char *size = NULL;
  MusterSession *back;
  double t0, t;
  guint lines = 0;

  g_assert_no_error (error);
  path = g_build_filename (dir, "bench.muster", NULL);
  session = muster_session_new (muster_registry_lookup (registry, "dice-and-cards"), "playing-cards",
                                NULL, chance, &error);
  g_assert_no_error (error);
  muster_campaign_add_session (campaign, session);

  g_print ("Campaign with %u logged Dice & Cards actions (rolls, track moves, draws, discards, peeks, notes)\n",
           n_entries);

  t0 = now_ms ();
  play (session, n_entries);
  t = now_ms () - t0;
  per = g_strdup_printf ("(%.1f µs per action)", t * 1000.0 / n_entries);
  figure ("build: perform every action", t, per);

  t0 = now_ms ();
  bytes = muster_campaign_to_bytes (campaign);
  figure ("serialize to XML in memory", now_ms () - t0, NULL);

  t0 = wall_ms ();
  if (!muster_file_write_atomic (path, bytes, &error))
    g_error ("%s", error->message);
  figure ("write atomically (with fsync, wall time)", wall_ms () - t0, NULL);

  for (gsize i = 0; i < g_bytes_get_size (bytes); i++)
    lines += ((const char *) g_bytes_get_data (bytes, NULL))[i] == '\n';
  size = g_format_size (g_bytes_get_size (bytes));
  g_print ("  %-44s %10s     (%" G_GSIZE_FORMAT " bytes, %u lines)\n", "file size", size,
           g_bytes_get_size (bytes), lines);

  t0 = now_ms ();
  loaded = muster_campaign_load_file (registry, path, &error);
  t = now_ms () - t0;
  if (loaded == NULL)
    g_error ("%s", error->message);
  figure ("load: parse, validate, replay, compare", t,
          muster_campaign_get_warnings (loaded)->len ? "(WARNING: the replay differed)" : NULL);

  back = muster_campaign_get_session (loaded, 0);
  g_print ("\nUndo and replay at the end of the %u-entry log\n", muster_session_get_n_entries (back));

  /* The first large allocation after loading pays for glibc gathering
   * the freed document's many small blocks, so it is shown apart. */
  t0 = now_ms ();
  if (!muster_session_undo (back, &error))
    g_error ("%s", error->message);
  figure ("undo the last entry, first after loading", now_ms () - t0, NULL);

  t0 = now_ms ();
  if (!muster_session_redo (back, &error))
    g_error ("%s", error->message);
  figure ("redo it", now_ms () - t0, NULL);

  t0 = now_ms ();
  if (!muster_session_undo (back, &error))
    g_error ("%s", error->message);
  figure ("undo the last entry again", now_ms () - t0, NULL);
  if (!muster_session_redo (back, &error))
    g_error ("%s", error->message);

  t0 = now_ms ();
  for (guint i = 0; i < 100; i++)
    if (!muster_session_undo (back, &error))
      g_error ("%s", error->message);
  figure ("undo 100 entries one at a time", now_ms () - t0, NULL);

  t0 = now_ms ();
  while (muster_session_can_redo (back))
    if (!muster_session_redo (back, &error))
      g_error ("%s", error->message);
  figure ("redo them", now_ms () - t0, NULL);

  t0 = now_ms ();
  if (!muster_session_undo_to (back, muster_session_get_n_entries (back) / 2, &error))
    g_error ("%s", error->message);
  figure ("undo to the middle of the log", now_ms () - t0, NULL);

  t0 = now_ms ();
  if (!muster_session_replay (back, muster_session_get_n_entries (back), NULL, &error))
    g_error ("%s", error->message);
  figure ("replay the whole log from the set-up", now_ms () - t0, NULL);

  g_unlink (path);
  g_rmdir (dir);
}

static void
bench_odds (void)
{
  const guint rounds = 10000;
  g_autoptr(MusterDist) a = NULL;
  g_autoptr(MusterDist) b = NULL;
  g_autofree char *per = NULL;
  double t0, t, less = 0, equal = 0, greater = 0;

  g_print ("\nExact odds for 20 dice\n");

  t0 = now_ms ();
  for (guint i = 0; i < rounds; i++)
    {
      g_clear_pointer (&a, muster_dist_unref);
      a = muster_dist_new_hits (20, 6, 5, 6);
    }
  t = now_ms () - t0;
  per = g_strdup_printf ("(%.2f µs each, %u rounds)", t * 1000.0 / rounds, rounds);
  figure ("hits of 20d6 hitting on 5-6", t, per);

  b = muster_dist_new_hits (20, 6, 4, 6);
  t0 = now_ms ();
  for (guint i = 0; i < rounds; i++)
    muster_dist_compare (a, b, &less, &equal, &greater);
  t = now_ms () - t0;
  g_free (per);
  per = g_strdup_printf ("(%.2f µs each, %u rounds)", t * 1000.0 / rounds, rounds);
  figure ("20 dice on 5-6 against 20 dice on 4-6", t, per);
  g_print ("  %-44s P(A<B) %.6f  P(A=B) %.6f  P(A>B) %.6f\n", "", less, equal, greater);

  {
    g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse ("20d6", NULL);
    g_autoptr(MusterDist) sum = NULL;

    t0 = now_ms ();
    for (guint i = 0; i < 100; i++)
      {
        g_clear_pointer (&sum, muster_dist_unref);
        sum = muster_dist_new_for_expr (expr);
      }
    t = now_ms () - t0;
    g_free (per);
    per = g_strdup_printf ("(%.2f µs each, 100 rounds)", t * 1000.0 / 100);
    figure ("sum of 20d6", t, per);
  }
}

static void
figure_beside (const char *what,
               double      ms,
               const char *peer,
               double      peer_ms)
{
  g_autofree char *ratio = g_strdup_printf ("(%.2fx %s: %.2f ms)", peer_ms > 0 ? ms / peer_ms : 0, peer, peer_ms);

  figure (what, ms, ratio);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The median of @n figures. */
static double
median (double *ms,
        guint   n)
{
  qsort (ms, n, sizeof (double), compare_doubles);
  return n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
}

#define IO_RUNS 5

/* Reading and writing one file, each beside libxml2 doing the same; each
 * figure the median of IO_RUNS, the runs of each pair taken in turn. */
static int
bench_io (MusterRegistry *registry,
          const char     *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *argv0 = g_find_program_in_path ("xmllint");
  g_autofree char *contents = NULL;
  double xmllint[IO_RUNS], startup[IO_RUNS], parse[IO_RUNS], load[IO_RUNS];
  double serialize[IO_RUNS], cold[IO_RUNS], dump[IO_RUNS];
  guint entries = 0, sessions = 0;
  gsize len = 0;

  if (!g_file_get_contents (path, &contents, &len, &error))
    {
      g_printerr ("muster-bench: %s\n", error->message);
      return 1;
    }

  for (guint run = 0; run < IO_RUNS; run++)
    {
      g_autoptr(MusterCampaign) campaign = NULL;
      g_autoptr(GBytes) bytes = NULL;
      xmlDoc *doc;
      xmlChar *mem = NULL;
      int size = 0, status = 0;
      double t0;

      /* The peer: xmllint parsing the file and nothing more, in its own
       * process; its start-up (parsing nothing) is taken off. */
      xmllint[run] = startup[run] = 0;
      if (argv0 != NULL)
        {
          const char *argv[] = { argv0, "--noout", path, NULL };
          const char *empty[] = { argv0, "--noout", "-", NULL };

          t0 = children_ms ();
          if (!g_spawn_sync (NULL, (char **) empty, NULL, G_SPAWN_STDERR_TO_DEV_NULL | G_SPAWN_CHILD_INHERITS_STDIN,
                             NULL, NULL, NULL, NULL, &status, &error))
            g_error ("%s", error->message);
          startup[run] = children_ms () - t0;
          t0 = children_ms ();
          if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error))
            g_error ("%s", error->message);
          xmllint[run] = children_ms () - t0;
        }

      t0 = now_ms ();
      doc = xmlReadMemory (contents, (int) len, path, NULL, XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_HUGE);
      parse[run] = now_ms () - t0;
      if (doc == NULL)
        g_error ("libxml2 cannot read %s", path);

      t0 = now_ms ();
      campaign = muster_campaign_load_data (registry, contents, len, path, &error);
      load[run] = now_ms () - t0;
      if (campaign == NULL)
        {
          g_printerr ("muster-bench: %s\n", error->message);
          return 1;
        }

      t0 = now_ms ();
      bytes = muster_campaign_to_bytes (campaign);
      serialize[run] = now_ms () - t0;

      t0 = now_ms ();
      xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
      dump[run] = now_ms () - t0;
      xmlFree (mem);
      xmlFreeDoc (doc);

      /* Every state new (an undo and a redo in each game), so no snapshot
       * is kept from loading. */
      entries = 0;
      sessions = muster_campaign_get_n_sessions (campaign);
      for (guint i = 0; i < sessions; i++)
        {
          MusterSession *session = muster_campaign_get_session (campaign, i);

          entries += muster_session_get_n_entries (session);
          if (muster_session_can_undo (session) &&
              (!muster_session_undo (session, &error) || !muster_session_redo (session, &error)))
            g_error ("%s", error->message);
        }
      g_clear_pointer (&bytes, g_bytes_unref);
      t0 = now_ms ();
      bytes = muster_campaign_to_bytes (campaign);
      cold[run] = now_ms () - t0;
    }

  g_print ("%s: %u sessions, %u entries, %.1f MB (medians of %d runs)\n", path, sessions, entries,
           len / (1024.0 * 1024.0), IO_RUNS);
  if (argv0 != NULL)
    {
      double peer = MAX (median (xmllint, IO_RUNS) - median (startup, IO_RUNS), 0.01);

      figure_beside ("validate and load (replay, compare)", median (load, IO_RUNS), "xmllint --noout", peer);
      figure_beside ("  libxml2 alone parsing it in-process", median (parse, IO_RUNS), "xmllint --noout", peer);
    }
  else
    figure ("validate and load (replay, compare)", median (load, IO_RUNS), "(xmllint is not installed)");
  figure_beside ("serialize to XML in memory", median (serialize, IO_RUNS), "libxml2's own dump", median (dump, IO_RUNS));
  figure_beside ("  the same with every state new", median (cold, IO_RUNS), "libxml2's own dump", median (dump, IO_RUNS));
  return 0;
}

/* Perform, undo and redo at the end of a log of @n entries: the mean of
 * @rounds of each, in µs. */
static void
per_action_at (MusterRegistry *registry,
               guint           n,
               double         *perform,
               double         *undo,
               double         *redo)
{
  const guint rounds = 1000;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1776);
  g_autoptr(MusterSession) session = NULL;
  double t0;

  session = muster_session_new (muster_registry_lookup (registry, "dice-and-cards"), "playing-cards",
                                NULL, chance, &error);
  g_assert_no_error (error);
  play (session, n + rounds);
  t0 = now_ms ();
  for (guint i = 0; i < rounds; i++)
    if (!muster_session_undo (session, &error))
      g_error ("%s", error->message);
  *undo = (now_ms () - t0) * 1000.0 / rounds;
  t0 = now_ms ();
  for (guint i = 0; i < rounds; i++)
    if (!muster_session_redo (session, &error))
      g_error ("%s", error->message);
  *redo = (now_ms () - t0) * 1000.0 / rounds;
  /* New actions at the end of the same log: undo them first. */
  if (!muster_session_undo_to (session, n, &error))
    g_error ("%s", error->message);
  t0 = now_ms ();
  play_from (session, n, n + rounds);
  *perform = (now_ms () - t0) * 1000.0 / rounds;
}

static int
bench_per_action (MusterRegistry *registry)
{
  double p1, u1, r1, p2, u2, r2;

  per_action_at (registry, 1000, &p1, &u1, &r1);
  per_action_at (registry, 100000, &p2, &u2, &r2);
  g_print ("Dice & Cards, CPU time per step (mean of 1,000) at the end of the log\n");
  g_print ("  %-26s %14s %14s %8s\n", "", "1,000 entries", "100,000 entries", "ratio");
  g_print ("  %-26s %11.2f µs %11.2f µs %7.2fx\n", "perform an action", p1, p2, p2 / p1);
  g_print ("  %-26s %11.2f µs %11.2f µs %7.2fx\n", "undo", u1, u2, u2 / u1);
  g_print ("  %-26s %11.2f µs %11.2f µs %7.2fx\n", "redo", r1, r2, r2 / r1);
  return 0;
}

/* Leaves the campaign of @path in the recovery folder. */
static int
recover (MusterRegistry *registry,
         const char     *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_load_file (registry, path, &error);

  if (campaign == NULL || !muster_recovery_save (campaign, path, &error))
    {
      g_printerr ("muster-bench: %s\n", error->message);
      return 1;
    }
  return 0;
}

/* Random legal games of @system_id until @n_entries actions are logged. */
static int
write_random (MusterRegistry *registry,
              const char     *system_id,
              const char     *scenario,
              guint           n_entries,
              guint64         seed,
              const char     *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  MusterSystem *system = muster_registry_lookup (registry, system_id);
  MusterSession *session = NULL;
  guint total = 0, games = 0, stopped = 0;
  double t0 = now_ms ();

  if (system == NULL)
    {
      g_printerr ("muster-bench: no game system “%s” (muster-cli systems lists them)\n", system_id);
      return 2;
    }
  if (scenario == NULL)
    scenario = ((MusterScenario *) g_ptr_array_index (muster_system_get_scenarios (system), 0))->id;
  if (muster_system_find_scenario (system, scenario) == NULL)
    {
      g_printerr ("muster-bench: %s has no scenario “%s”\n", system_id, scenario);
      return 2;
    }
  muster_campaign_set_title (campaign, "Benchmark campaign");

  while (total < n_entries)
    {
      if (session == NULL || muster_state_is_over (muster_session_get_state (session)))
        {
          g_autoptr(MusterChance) chance = muster_chance_new_seeded (seed + games);
          g_autoptr(MusterSession) added = NULL;
          g_autofree char *title = NULL;

          if (!muster_campaign_check_room (campaign, &error))
            {
              g_printerr ("muster-bench: %s\n", error->message);
              return 1;
            }
          added = muster_session_new (system, scenario, NULL, chance, &error);
          if (added == NULL)
            {
              g_printerr ("muster-bench: %s\n", error->message);
              return 1;
            }
          title = g_strdup_printf ("Game %u", ++games);
          muster_session_set_title (added, title);
          muster_campaign_add_session (campaign, added);
          session = added;
        }
      if (muster_playout_step (session, rand, FALSE, &error) == NULL)
        {
          if (!g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING))
            {
              g_printerr ("muster-bench: %s\n", error->message);
              return 1;
            }
          /* A game with nothing left to do ends here; the next one starts. */
          g_clear_error (&error);
          if (muster_session_get_n_entries (session) == 0)
            {
              g_printerr ("muster-bench: no action of %s applies at the start of %s\n", system_id, scenario);
              return 1;
            }
          stopped++;
          session = NULL;
          continue;
        }
      total++;
    }

  if (!muster_campaign_save_file (campaign, path, &error))
    {
      g_printerr ("muster-bench: %s\n", error->message);
      return 1;
    }
  g_print ("Wrote %s: %u random actions of %s (%s) in %u games (%u stopped with no action left), %.1f s\n",
           path, total, system_id, scenario, games, stopped, (now_ms () - t0) / 1000.0);
  return 0;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *system_id = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *write = NULL;
  g_autofree char *io = NULL;
  g_autofree char *recovery = NULL;
  gboolean per_action = FALSE;
  gint64 entries = 0, seed = 1776;
  GOptionEntry options[] = {
    { "system", 0, 0, G_OPTION_ARG_STRING, &system_id, "Game system of the random campaign", "SYSTEM" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario, "Its scenario (default: the first)", "ID" },
    { "entries", 0, 0, G_OPTION_ARG_INT64, &entries, "Actions to log", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the games and of the picks", "N" },
    { "write", 0, 0, G_OPTION_ARG_FILENAME, &write, "Write the random campaign to FILE", "FILE" },
    { "io", 0, 0, G_OPTION_ARG_FILENAME, &io, "Reading and writing FILE beside libxml2", "FILE" },
    { "per-action", 0, 0, G_OPTION_ARG_NONE, &per_action, "Dice & Cards steps at 1,000 and 100,000 entries", NULL },
    { "recover", 0, 0, G_OPTION_ARG_FILENAME, &recovery, "Leave FILE in the recovery folder", "FILE" },
    { NULL }
  };
  MusterRegistry *registry;
  guint64 n_entries = 10000;

  setlocale (LC_ALL, "");
  context = g_option_context_new ("[ENTRIES] — figures, not pass/fail");
  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("muster-bench: %s\n", error->message);
      return 2;
    }

  muster_core_init ();
  registry = muster_games_get_registry (&error);
  if (registry == NULL)
    g_error ("%s", error->message);

  if (io != NULL)
    return bench_io (registry, io);
  if (per_action)
    return bench_per_action (registry);
  if (recovery != NULL)
    return recover (registry, recovery);
  if (write != NULL || system_id != NULL)
    {
      if (write == NULL || system_id == NULL || entries < 1 || entries > G_MAXUINT)
        {
          g_printerr ("Usage: muster-bench --system SYSTEM --entries N --write FILE [--scenario ID] [--seed N]\n");
          return 2;
        }
      return write_random (registry, system_id, scenario, (guint) entries, (guint64) seed, write);
    }

  if (argc > 1 && !g_ascii_string_to_unsigned (argv[1], 10, 100, 10000000, &n_entries, NULL))
    {
      g_printerr ("Usage: muster-bench [ENTRIES]   (100 or more; default 10000)\n");
      return 2;
    }

  g_print ("Muster core benchmark: figures, not pass/fail\n\n");
  bench_campaign (registry, (guint) n_entries);
  bench_odds ();
  return 0;
}
