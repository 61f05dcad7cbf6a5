/* playout.c: full random games per CPU-second for every registered system
 * and scenario, played as tests/test-playout.c plays them (through the
 * engine's candidates). It prints figures; it never passes or fails.
 *
 *   muster-playout-bench [SECONDS [SYSTEM]]
 *
 * SECONDS: CPU seconds per scenario (default 2); SYSTEM: only that one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <time.h>

#include "muster-test-driver.h"

#define MAX_STEPS 3000
#define ENDLESS_STEPS 300

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* One game; the number of actions taken. */
static guint
play (const char *system,
      const char *scenario,
      guint64     seed)
{
  g_autoptr(MtGame) t = mt_new_seeded (system, scenario, seed, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  guint limit = muster_state_can_end (mt_state (t)) ? MAX_STEPS : ENDLESS_STEPS;
  guint steps;

  for (steps = 0; steps < limit && !muster_state_is_over (mt_state (t)); steps++)
    if (mt_random_step (t, rand, TRUE) == NULL)
      break;
  return steps;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  double budget = argc > 1 ? g_ascii_strtod (argv[1], NULL) : 2.0;
  MusterRegistry *registry;
  GPtrArray *systems;

  setlocale (LC_ALL, "");
  registry = muster_games_get_registry (&error);
  if (registry == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_print ("Random games through the engines' candidates (CPU time)\n");
  g_print ("  %-36s %10s %12s %14s\n", "system / scenario", "games", "games/CPU-s", "actions/game");
  systems = muster_registry_list (registry);
  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i);
      GPtrArray *scenarios = muster_system_get_scenarios (system);

      if (argc > 2 && g_strcmp0 (argv[2], muster_system_get_id (system)) != 0)
        continue;

      for (guint k = 0; k < scenarios->len; k++)
        {
          const MusterScenario *scenario = g_ptr_array_index (scenarios, k);
          g_autofree char *name = NULL;
          double start = cpu_seconds (), used = 0;
          guint games = 0, actions = 0;

          if (scenario->inputs && scenario->inputs->len > 0)
            continue;
          while (used < budget)
            {
              actions += play (muster_system_get_id (system), scenario->id, 1 + games);
              games++;
              used = cpu_seconds () - start;
            }
          name = g_strdup_printf ("%s / %s", muster_system_get_id (system), scenario->id);
          g_print ("  %-36s %10u %12.1f %14.1f\n", name, games, games / used, (double) actions / games);
        }
    }
  return 0;
}
