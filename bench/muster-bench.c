/* muster-bench.c: how long the core takes on big campaigns and big dice
 * pools. It prints figures; it never passes or fails.
 *
 *   muster-bench [ENTRIES]     (default 10000)
 *   muster-bench --system SYSTEM --entries N --write FILE [--scenario ID] [--seed N]
 *       writes a campaign of N random legal actions of SYSTEM, in as many
 *       games as it takes (muster-cli validate accepts it)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>

#include <glib/gstdio.h>

#include "muster-games.h"
#include "muster-playout.h"
#include "dice-and-cards/dc-state.h"

#define ARGS(...) ((const char * const[]) { __VA_ARGS__, NULL })

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
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
play (MusterSession *session,
      guint          n_entries)
{
  perform (session, "track-add", ARGS ("VP", "0", "1000000", "0"));
  for (guint i = 1; i < n_entries; i++)
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

  t0 = now_ms ();
  if (!muster_file_write_atomic (path, bytes, &error))
    g_error ("%s", error->message);
  figure ("write atomically (with fsync)", now_ms () - t0, NULL);

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
      if (muster_playout_step (session, rand, &error) == NULL)
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
  gint64 entries = 0, seed = 1776;
  GOptionEntry options[] = {
    { "system", 0, 0, G_OPTION_ARG_STRING, &system_id, "Game system of the random campaign", "SYSTEM" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario, "Its scenario (default: the first)", "ID" },
    { "entries", 0, 0, G_OPTION_ARG_INT64, &entries, "Actions to log", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the games and of the picks", "N" },
    { "write", 0, 0, G_OPTION_ARG_FILENAME, &write, "Write the random campaign to FILE", "FILE" },
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
