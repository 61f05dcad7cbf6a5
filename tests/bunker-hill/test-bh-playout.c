/* test-bh-playout.c: random legal games, checking after every action the
 * invariants every state must keep: stacking within the rules, tracks in
 * range, every counter in exactly one place. The same seed plays the same
 * game. BH_PLAYOUTS sets how many games each scenario plays (default 4).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "bh-test-util.h"

#define MAX_STEPS 4000

static GHashTable *histogram;

static char *
play (const char *scenario,
      guint64     seed,
      guint      *steps)
{
  g_autoptr(Bht) t = bht_new_seeded (scenario, seed);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  guint n = 0;

  bht_check_invariants (t);
  while (!muster_state_is_over (MUSTER_STATE (bht_state (t))) && n < MAX_STEPS)
    {
      const char *taken = bht_random_step (t, rand);

      if (taken == NULL)
        {
          g_autofree char *desc = muster_state_describe (MUSTER_STATE (bht_state (t)));
          g_autofree char *status = muster_state_get_status (MUSTER_STATE (bht_state (t)));
          g_error ("%s seed %" G_GUINT64_FORMAT ": no action applies in\n%s\n%s", scenario, seed, status, desc);
        }
      if (g_getenv ("BH_TRACE") != NULL)
        {
          guint last = muster_session_get_n_entries (t->session);
          MusterEntry *e = muster_session_get_entry (t->session, last - 1);
          g_autofree char *args = g_strjoinv (" ", (char **) muster_entry_get_args (e));

          g_printerr ("%" G_GUINT64_FORMAT " %s %s: %s\n", seed, muster_entry_get_action (e), args,
                      muster_entry_get_text (e));
        }
      bht_check_invariants (t);
      if (histogram != NULL)
        g_hash_table_replace (histogram, g_strdup (taken),
                              GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (histogram, taken)) + 1));
      n++;
    }
  g_assert_true (muster_state_is_over (MUSTER_STATE (bht_state (t))));
  if (steps)
    *steps = n;
  return bht_snapshot (t);
}

static guint
count (void)
{
  const char *env = g_getenv ("BH_PLAYOUTS");

  return env ? (guint) MAX (1, atoi (env)) : 4;
}

static void
test_playouts (gconstpointer data)
{
  const char *scenario = data;
  guint total = 0;
  const char *first = g_getenv ("BH_PLAYOUT_FIRST");

  for (guint g = first ? (guint) atoi (first) : 0; g < count (); g++)
    {
      guint steps = 0;
      g_autofree char *snap = play (scenario, 1000 + g, &steps);

      total += steps;
    }
  g_test_message ("%s: %u games, %u actions", scenario, count (), total);
  {
    g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (histogram), (GCompareFunc) g_strcmp0);

    /* What the games were made of, for whoever reads the log. */
    for (GList *l = keys; l != NULL; l = l->next)
      g_test_message ("  %s: %u", (char *) l->data, GPOINTER_TO_UINT (g_hash_table_lookup (histogram, l->data)));
    g_hash_table_remove_all (histogram);
  }
}

static void
test_same_seed_same_game (void)
{
  g_autofree char *a = play ("two-player", 77, NULL);
  g_autofree char *b = play ("two-player", 77, NULL);

  g_assert_cmpstr (a, ==, b);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  histogram = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_test_add_data_func ("/bunker/playout/two-player", "two-player", test_playouts);
  g_test_add_data_func ("/bunker/playout/solo-british", "solo-british", test_playouts);
  g_test_add_data_func ("/bunker/playout/solo-patriot", "solo-patriot", test_playouts);
  g_test_add_func ("/bunker/playout/same-seed-same-game", test_same_seed_same_game);
  return g_test_run ();
}
