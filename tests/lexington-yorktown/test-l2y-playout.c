/* test-l2y-playout.c: random battles (the core playout skips scenarios
 * that take inputs): two lists of every troop type, then random actions
 * through the engine's candidates, checking the invariants and that every
 * pending decision has an accepted answer after each one; the log replays
 * and a save loads back to the same bytes. L2Y_PLAYOUTS battles of
 * L2Y_PLAYOUT_STEPS actions each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "l2y-test-util.h"

static const char * const british[] = {
  "add-unit \"1st Foot\" infantry C 22", "add-unit Grenadiers infantry A 16",
  "add-unit Hessians infantry B 20", "set-unit Hessians formation 3-rank",
  "add-unit Jaegers infantry B 12", "set-unit Jaegers weapon rifles", "set-unit Jaegers light yes",
  "set-unit Jaegers formation skirmish", "add-unit Dragoons cavalry B 8", "add-unit RA field-gun B 2 6",
  "set-unit RA limbers yes", "add-unit Clinton general A 1", NULL,
};

static const char * const american[] = {
  "add-unit Continentals infantry C 18", "add-unit Militia infantry D 24", "set-unit Militia bayonets no",
  "add-unit Riflemen infantry C 12", "set-unit Riflemen weapon rifles", "set-unit Riflemen formation skirmish",
  "add-unit Oneida infantry C 12", "set-unit Oneida irregular yes", "set-unit Oneida formation skirmish",
  "add-unit \"Light Dragoons\" cavalry C 6", "add-unit Battery light-gun C 2 6", "add-unit Greene general A 1",
  NULL,
};

static void
test_battles (void)
{
  guint games = mt_env_uint ("L2Y_PLAYOUTS", 20);
  guint steps = mt_env_uint ("L2Y_PLAYOUT_STEPS", 400);
  const char *options[][2] = {
    { "defensive-fire=chart", "need-seven=chart" },
    { "defensive-fire=example", "need-seven=graded" },
  };

  for (guint64 seed = 1; seed <= games; seed++)
    {
      g_autoptr(MtGame) t = l2y_battle (british, american, seed, options[seed % 2][0], options[seed % 2][1],
                                        "artillery-duel=true", "campaign-effects=true", NULL);
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);

      for (guint i = 0; i < steps; i++)
        {
          g_autofree char *where = g_strdup_printf ("seed %" G_GUINT64_FORMAT " step %u", seed, i);
          g_autoptr(GError) error = NULL;

          if (!muster_state_check_invariants (mt_state (t), &error))
            g_error ("%s: %s", where, error->message);
          mt_assert_answerable (t, where, FALSE);
          if (mt_random_step (t, rand, FALSE) == NULL)
            {
              g_autofree char *status = muster_state_get_status (mt_state (t));

              g_error ("%s: no action applies (%s)", where, status);
            }
        }
      {
        g_autofree char *status = muster_state_get_status (mt_state (t));

        g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, status);
      }
      mt_assert_replays (t);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/l2y/playout/battles", test_battles);
  return g_test_run ();
}
