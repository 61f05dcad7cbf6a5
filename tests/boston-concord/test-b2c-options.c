/* test-b2c-options.c: From Boston to Concord games of random actions with
 * each optional rule and reading (system.xml options), which the generic
 * playout (tests/test-playout.c) does not vary; and the same seed gives the
 * same game.
 *
 * Every game is played through the engine's own candidates with the
 * shared driver: after each action the state keeps its invariants
 * (b2c_check_invariants) and every game ends. B2C_PLAYOUT_GAMES sets the
 * games per option (default 2).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-test-driver.h"

#define MAX_STEPS 4000

/* How often each action was taken, reported at the end. */
static GHashTable *stats;

static char *
play (const char *scenario,
      const char *option,
      guint64     seed)
{
  g_autoptr(MtGame) t = mt_new_seeded ("boston-concord", scenario, seed, option, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  guint steps;

  for (steps = 0; steps < MAX_STEPS && !muster_state_is_over (mt_state (t)); steps++)
    {
      g_autoptr(GError) error = NULL;
      const char *action = mt_random_step (t, rand, TRUE);

      if (action == NULL)
        {
          g_autofree char *status = muster_state_get_status (mt_state (t));

          g_error ("%s %s seed %" G_GUINT64_FORMAT ": nothing applies at step %u (%s)", scenario,
                   option ? option : "", seed, steps, status);
        }
      g_hash_table_insert (stats, (gpointer) action,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (stats, action)) + 1));
      if (!muster_state_check_invariants (mt_state (t), &error))
        g_error ("%s %s seed %" G_GUINT64_FORMAT " step %u: %s", scenario, option ? option : "", seed, steps,
                 error->message);
    }
  if (!muster_state_is_over (mt_state (t)))
    g_error ("%s %s seed %" G_GUINT64_FORMAT ": the game did not end in %u actions", scenario,
             option ? option : "", seed, steps);
  return mt_snapshot (t);
}

static guint
n_games (void)
{
  const char *env = g_getenv ("B2C_PLAYOUT_GAMES");
  guint64 n;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 0, 1000000, &n, NULL))
    return (guint) n;
  return 2;
}

static void
test_options (void)
{
  static const char * const options[] = {
    "leader-rerolls=true", "militia-hits=true", "movement-opfire=true", "hidden-arms=any-hash",
    "hidden-arms=hash-count", "hidden-arms=none", "hobbled-sol=true", "confirm-cards=true",
    "percy-turn-8=true", "historical-leaders=true",
  };

  for (guint g = 0; g < n_games (); g++)
    for (guint o = 0; o < G_N_ELEMENTS (options); o++)
      {
        g_autofree char *snapshot = play ("two-player", options[o], 5000 + 100 * o + g);
      }
}

static void
test_solitaire_options (void)
{
  for (guint g = 0; g < n_games (); g++)
    {
      g_autofree char *a = play ("solitaire", "movement-opfire=true", 7000 + g);
      g_autofree char *b = play ("vs-patriot-bot", "leader-rerolls=true", 7100 + g);
    }
}

/* The same seed gives the same game; another seed another. */
static void
test_deterministic (void)
{
  for (guint64 seed = 1; seed <= 2; seed++)
    {
      g_autofree char *a = play ("two-player", NULL, seed);
      g_autofree char *b = play ("two-player", NULL, seed);
      g_autofree char *c = play ("two-player", NULL, seed + 100);

      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (a, !=, c);
    }
}

static void
report (void)
{
  g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (stats), (GCompareFunc) g_strcmp0);
  g_autoptr(GString) out = g_string_new ("actions taken:");

  for (GList *l = keys; l; l = l->next)
    g_string_append_printf (out, " %s=%u", (const char *) l->data,
                            GPOINTER_TO_UINT (g_hash_table_lookup (stats, l->data)));
  g_test_message ("%s", out->str);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  stats = g_hash_table_new (g_str_hash, g_str_equal);
  g_test_add_func ("/b2c/options/deterministic", test_deterministic);
  g_test_add_func ("/b2c/options/two-player", test_options);
  g_test_add_func ("/b2c/options/solitaire", test_solitaire_options);
  g_test_add_func ("/b2c/options/report", report);
  return g_test_run ();
}
