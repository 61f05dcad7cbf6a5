/* test-b2c-playout.c: From Boston to Concord games of random legal actions.
 *
 * Each game picks, at every step, a random action the state lists as legal
 * and a random candidate argument list that muster_state_check() accepts,
 * and applies it with a seeded chance source. Every step must apply, keep
 * the invariants (every counter in one place, tracks in range, no counter
 * both broken and destroyed, markers and the militia pool consistent) and
 * never leave the game stuck; every game must end. The same seed must give
 * the same game.
 *
 * B2C_PLAYOUT_GAMES sets the number of games per scenario (default 120).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "b2c-test-util.h"

#define MAX_STEPS 4000

/* How often each action was taken, reported at the end. */
static GHashTable *stats;

static guint64
next (guint64 *seed)
{
  guint64 z = (*seed += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static void
shuffle (GPtrArray *array,
         guint64   *seed)
{
  for (guint i = array->len; i > 1; i--)
    {
      guint j = (guint) (next (seed) % i);
      gpointer t = array->pdata[i - 1];

      array->pdata[i - 1] = array->pdata[j];
      array->pdata[j] = t;
    }
}

static void
check_invariants (B2cState *s,
                  int       ha_markers)
{
  const RevroadTracks *t = &s->tracks;
  gboolean pool_used[REVROAD_MILITIA_POOL_SIZE] = { FALSE };
  int ha = 0;
  guint n_regions = revroad_map_get_n_regions (s->map);

  g_assert_cmpint (t->turn, >=, t->first_turn);
  g_assert_cmpint (t->turn, <=, t->last_turn);
  for (int side = 0; side < REVROAD_N_SIDES; side++)
    {
      g_assert_cmpint (t->actions[side], >=, 0);
      g_assert_cmpint (t->actions[side], <=, REVROAD_MAX_ACTIONS);
      g_assert_cmpint (t->reserve[side], >=, 0);
      g_assert_cmpint (t->reserve[side], <=, REVROAD_MAX_RESERVE);
      g_assert_cmpint (t->vp[side], >=, 0);
    }
  for (guint i = 0; i < b2c_n_units (s); i++)
    {
      RevroadUnit *u = b2c_unit (s, (int) i);
      const RevroadUnitDef *def = b2c_def (s, (int) i);

      g_assert_cmpint (u->place, <=, REVROAD_PLACE_REMOVED);
      if (u->place == REVROAD_PLACE_MAP)
        {
          g_assert_cmpint (u->region, >=, 0);
          g_assert_cmpint (u->region, <, (int) n_regions);
          /* Only Patriots ever stand off the board, and British never in
           * the Nightrider boxes. */
          if (def->side == REVROAD_BRITISH)
            g_assert_false (b2c_region_offboard (s, u->region));
          if (def->side == REVROAD_PATRIOT && u->region == s->data->boston)
            g_assert_true (def->kind == REVROAD_KIND_RIDER || def->kind == REVROAD_KIND_SOL);
          if (!def->has_back)
            g_assert_false (u->flipped);
        }
      else
        {
          g_assert_cmpint (u->region, ==, REVROAD_NOWHERE);
          if (u->place == REVROAD_PLACE_ELIMINATED)
            {
              g_assert_false (u->flipped);
              g_assert_cmpuint (u->markers, ==, 0);
            }
        }
      if (def->kind == REVROAD_KIND_MILITIA && u->pool >= 0)
        {
          g_assert_cmpint (u->pool, <, REVROAD_MILITIA_POOL_SIZE);
          g_assert_false (pool_used[u->pool]);
          pool_used[u->pool] = TRUE;
        }
    }
  for (guint r = 0; r < s->regions->len; r++)
    if (b2c_region (s, (int) r)->ha >= 0)
      ha++;
  g_assert_cmpint (ha, ==, ha_markers);
  for (int h = 0; h < B2C_N_HINDER; h++)
    {
      const B2cHinder *hinder = &s->hinder[h];

      if (hinder->where == B2C_HINDER_ON_MAP)
        {
          g_assert_cmpint (hinder->region, >=, 0);
          g_assert_cmpint (hinder->face, >=, 1);
          g_assert_cmpint (hinder->face, <=, 2);
        }
      else
        g_assert_cmpint (hinder->region, ==, -1);
    }
  g_assert_cmpuint (revroad_militia_pool_left (s->pool) + muster_deck_get_n_drawn (s->pool), ==, REVROAD_MILITIA_POOL_SIZE);
  if (s->phase == B2C_PHASE_ACTIONS && s->asks->len == 0 && !s->action_open)
    {
      g_assert_cmpint (t->acting, !=, REVROAD_NO_SIDE);
      g_assert_cmpint (t->actions[t->acting], >, 0);
    }
  g_assert_cmpuint (muster_deck_get_n_drawn (s->deck), ==, 0);
}

static gboolean
is_correction (const char *id)
{
  return g_str_equal (id, "set-card") || g_str_equal (id, "correct-border") || g_str_equal (id, "set-vp");
}

static char *
play (const char *scenario,
      const char *option,
      guint64     seed,
      guint      *steps_out)
{
  g_autoptr(B2cState) state = b2c_test_new (scenario, option, NULL);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (seed);
  guint64 pick = seed * 7919 + 17;
  int ha_markers = 0;
  guint steps;

  for (guint r = 0; r < state->regions->len; r++)
    if (b2c_region (state, (int) r)->ha >= 0)
      ha_markers++;

  for (steps = 0; steps < MAX_STEPS && !muster_state_is_over (MUSTER_STATE (state)); steps++)
    {
      g_autoptr(GPtrArray) actions = muster_state_list_actions (MUSTER_STATE (state));
      g_autoptr(GPtrArray) legal = g_ptr_array_new ();
      gboolean done = FALSE;

      for (guint i = 0; i < actions->len; i++)
        {
          MusterActionInfo *info = g_ptr_array_index (actions, i);

          if (info->legal && !is_correction (info->id))
            g_ptr_array_add (legal, info);
        }
      if (legal->len == 0)
        g_error ("seed %" G_GUINT64_FORMAT ": no legal action at step %u: %s", seed, steps,
                 muster_state_get_status (MUSTER_STATE (state)));
      shuffle (legal, &pick);
      /* Pass is always there: try it last, so games do things. */
      for (guint i = 0; i < legal->len && !done; i++)
        {
          MusterActionInfo *info = g_ptr_array_index (legal, i);
          g_autoptr(GPtrArray) candidates = NULL;
          guint tried = 0;

          if (g_str_equal (info->id, "pass") && i + 1 < legal->len && next (&pick) % 4 != 0)
            {
              g_ptr_array_add (legal, info);
              g_ptr_array_remove_index (legal, i);
              i--;
              continue;
            }
          candidates = b2c_view_candidates (state, info->id);
          shuffle (candidates, &pick);
          for (guint c = 0; c < candidates->len && tried < 60 && !done; c++, tried++)
            {
              const char * const *args = g_ptr_array_index (candidates, c);
              g_autoptr(MusterState) copy = NULL;
              g_autoptr(MusterEntry) entry = NULL;
              g_autoptr(GError) error = NULL;

              if (!muster_state_check (MUSTER_STATE (state), info->id, args, TRUE, NULL))
                continue;
              copy = muster_state_copy (MUSTER_STATE (state));
              entry = muster_entry_new (info->id, args);
              muster_entry_set_override (entry, TRUE);
              muster_chance_begin_record (chance);
              if (!muster_state_apply (copy, entry, chance, &error))
                {
                  g_autofree char *joined = g_strjoinv (" ", (char **) args);
                  g_error ("seed %" G_GUINT64_FORMAT " step %u: %s %s passed the check but failed: %s", seed, steps,
                           info->id, joined, error->message);
                }
              g_ptr_array_unref (muster_chance_end_record (chance));
              g_hash_table_insert (stats, (gpointer) g_intern_string (info->id),
                                   GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (stats, info->id)) + 1));
              g_set_object (&state, B2C_STATE (copy));
              check_invariants (state, ha_markers);
              done = TRUE;
            }
        }
      if (!done)
        {
          g_autofree char *status = muster_state_get_status (MUSTER_STATE (state));
          g_error ("seed %" G_GUINT64_FORMAT ": stuck at step %u: %s", seed, steps, status);
        }
    }
  if (!muster_state_is_over (MUSTER_STATE (state)))
    g_error ("seed %" G_GUINT64_FORMAT ": the game did not end in %u steps", seed, steps);
  if (steps_out)
    *steps_out = steps;
  return muster_state_snapshot_string (MUSTER_STATE (state));
}

static guint
n_games (void)
{
  const char *env = g_getenv ("B2C_PLAYOUT_GAMES");
  guint64 n;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 0, 1000000, &n, NULL))
    return (guint) n;
  return 120;
}

static void
run_scenario (const char *scenario,
              const char *option)
{
  guint games = n_games ();
  guint total = 0;

  for (guint g = 0; g < games; g++)
    {
      guint steps = 0;
      g_autofree char *snapshot = play (scenario, option, 1000 + g, &steps);

      total += steps;
    }
  g_test_message ("%s: %u games, %u actions", scenario, games, total);
}

static void
test_two_player (void)
{
  run_scenario ("two-player", NULL);
}

static void
test_two_player_options (void)
{
  run_scenario ("two-player", "leader-rerolls=true");
}

static void
test_all_options (void)
{
  static const char * const options[] = {
    "militia-hits=true", "movement-opfire=true", "hidden-arms=any-hash", "hidden-arms=hash-count",
    "hobbled-sol=true", "confirm-cards=true", "percy-turn-8=true", "historical-leaders=true",
  };
  guint games = MAX (1, n_games () / 6);

  for (guint g = 0; g < games; g++)
    for (guint o = 0; o < G_N_ELEMENTS (options); o++)
      {
        g_autofree char *snapshot = play ("two-player", options[o], 5000 + 100 * o + g, NULL);
      }
}

static void
test_solitaire (void)
{
  run_scenario ("solitaire", NULL);
}

static void
test_bots (void)
{
  guint games = MAX (1, n_games () / 2);

  for (guint g = 0; g < games; g++)
    {
      g_autofree char *a = play ("vs-patriot-bot", NULL, 3000 + g, NULL);
      g_autofree char *b = play ("vs-british-bot", NULL, 4000 + g, NULL);
    }
}

/* The same seed gives the same game. */
static void
test_deterministic (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autofree char *a = play ("two-player", NULL, seed, NULL);
      g_autofree char *b = play ("two-player", NULL, seed, NULL);
      g_autofree char *c = play ("two-player", NULL, seed + 100, NULL);

      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (a, !=, c);
    }
}

static void
report (void)
{
  g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (stats), (GCompareFunc) g_strcmp0);
  GString *out = g_string_new ("actions taken:");

  for (GList *l = keys; l; l = l->next)
    g_string_append_printf (out, " %s=%u", (const char *) l->data,
                            GPOINTER_TO_UINT (g_hash_table_lookup (stats, l->data)));
  g_test_message ("%s", out->str);
  g_string_free (out, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  stats = g_hash_table_new (g_str_hash, g_str_equal);
  g_test_add_func ("/b2c/playout/deterministic", test_deterministic);
  g_test_add_func ("/b2c/playout/two-player", test_two_player);
  g_test_add_func ("/b2c/playout/two-player-rerolls", test_two_player_options);
  g_test_add_func ("/b2c/playout/options", test_all_options);
  g_test_add_func ("/b2c/playout/solitaire", test_solitaire);
  g_test_add_func ("/b2c/playout/bots", test_bots);
  g_test_add_func ("/b2c/playout/report", report);
  return g_test_run ();
}
