/* test-playout.c: random games of every registered system and scenario,
 * played through the engine's own candidates, to their end (a system
 * whose games never end, like a free-form table, plays a fixed number of
 * actions). After every action the state keeps its invariants and every
 * pending decision has an answer the engine accepts, and no attempt the
 * engines' prechecks refuse is one they accept; at the end the log
 * replays to the same state and a save loads back to the same bytes.
 * Deterministic by seed: PLAYOUT_GAMES games of each scenario (seeds 1 to
 * N), PLAYOUT_SEED=S plays one seed only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-test-driver.h"

/* A game that has not ended by then is a failure (or, endless, done). */
#define MAX_STEPS 3000
#define ENDLESS_STEPS 300

typedef struct
{
  const char *system;
  const char *scenario;
} Case;

static void
play (const Case *c,
      guint64     seed)
{
  g_autoptr(MtGame) t = mt_new_seeded (c->system, c->scenario, seed, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  gboolean ends = muster_state_can_end (mt_state (t));
  guint limit = ends ? MAX_STEPS : ENDLESS_STEPS;
  guint steps;

  for (steps = 0; steps < limit && !muster_state_is_over (mt_state (t)); steps++)
    {
      g_autofree char *where = g_strdup_printf ("%s %s seed %" G_GUINT64_FORMAT " step %u",
                                                c->system, c->scenario, seed, steps);
      g_autoptr(GError) error = NULL;

      if (!muster_state_check_invariants (mt_state (t), &error))
        g_error ("%s: %s", where, error->message);
      mt_assert_answerable (t, where, TRUE);
      mt_assert_prechecks (t, where, TRUE);
      if (mt_random_step (t, rand, TRUE) == NULL)
        {
          g_autofree char *status = muster_state_get_status (mt_state (t));

          g_error ("%s: no action applies (%s)", where, status);
        }
    }
  if (ends && !muster_state_is_over (mt_state (t)))
    g_error ("%s %s seed %" G_GUINT64_FORMAT ": the game did not end in %u actions", c->system, c->scenario,
             seed, steps);
  mt_assert_replays (t);
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  guint n = mt_env_uint ("PLAYOUT_GAMES", 3);
  guint only = mt_env_uint ("PLAYOUT_SEED", 0);

  if (only > 0)
    play (c, only);
  else
    for (guint seed = 1; seed <= n; seed++)
      play (c, seed);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry;
  GPtrArray *systems;

  g_test_init (&argc, &argv, NULL);
  registry = muster_games_get_registry (&error);
  g_assert_no_error (error);
  systems = muster_registry_list (registry);
  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i);
      GPtrArray *scenarios = muster_system_get_scenarios (system);

      for (guint k = 0; k < scenarios->len; k++)
        {
          const MusterScenario *scenario = g_ptr_array_index (scenarios, k);
          Case *c = g_new0 (Case, 1);
          g_autofree char *path = NULL;

          /* Scenarios that take another session's carry are played by
           * their system's own tests. */
          if (scenario->inputs != NULL && scenario->inputs->len > 0)
            {
              g_free (c);
              continue;
            }
          c->system = muster_system_get_id (system);
          c->scenario = scenario->id;
          path = g_strdup_printf ("/playout/%s/%s", c->system, c->scenario);
          g_test_add_data_func_full (path, c, test_case, g_free);
        }
    }
  return g_test_run ();
}
