/* test-sol-playout.c: random battles under the group's options (the core
 * playout plays each scenario with its defaults only): the group's own
 * decks, the stages' Tyranny, straights without wrapping, ties to the
 * Tory, a Tory hand of two and the other readings, the Options Screen's
 * turns and seeded field (Muster dealing, own decks, a campaign) and
 * Patriot Combos and Patriot Tag Teams, a campaign's first battle, and Versus bouts with Muster
 * dealing, with the players' own decks
 * and with the other readings of Versus Mode. Each battle runs through
 * the engine's candidates to its end, checking the invariants and that
 * every pending decision has an accepted answer after each action; the log
 * replays and a save loads back to the same bytes. SOL_PLAYOUTS battles
 * for each set of options (more for the rare ones).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-test-driver.h"

#define MAX_STEPS 3000

typedef struct
{
  const char *name;
  const char *scenario;
  const char *options[4];
  guint       times;     /* battles for each SOL_PLAYOUTS five, for rare events; 0 for one */
} Case;

static const Case cases[] = {
  { "own-decks", "battle", { "cards=own", NULL } },
  { "intolerable-acts", "battle", { "stage=intolerable-acts", "straight-wrap=false", "later-ties=tory", NULL } },
  { "shot-heard", "battle", { "stage=shot-heard", "oppression-points=true", "joker-claims=any" } },
  { "fires-of-adversity", "battle", { "stage=fires-of-adversity", "fires-return=four", "leave-pair=false", "benefits-of-tyranny=true" } },
  { "small-tory-call", "battle", { "small-tory-call=full-hand", "tory-redraw=repeat", "three-card-handicap=true" } },
  { "turns-and-seeds", "battle", { "play-in-turns=true", "seed-the-field=true", "oppression-points=true", NULL } },
  { "own-decks-turns-and-seeds", "battle", { "cards=own", "play-in-turns=true", "seed-the-field=true", NULL } },
  { "campaign-turns-and-seeds", "campaign", { "play-in-turns=true", "seed-the-field=true", NULL } },
  { "other-readings", "battle", { "missing-cost=free", "primary-tyranny=no-line", "identity-aces=high", "ace-value=11" } },
  { "army", "battle", { "tories=2", NULL } },
  { "army-turns-combos", "battle", { "tories=2", "play-in-turns=true", "combos=true", "stage=shot-heard" } },
  { "army-own-decks", "battle", { "tories=2", "cards=own", NULL } },
  { "army-campaign", "campaign", { "tories=2", NULL } },
  { "empty-draw-and-chips", "battle", { "empty-draw=short", "patriot-win=on-cards", "stage=shot-heard", NULL } },
  /* A combo is rare in a random battle: eight times the battles. */
  { "combos", "battle", { "combos=true", NULL }, 8 },
  { "combos-one-shot-heard", "battle", { "combos=true", "combo-rewards=one", "stage=shot-heard", NULL }, 8 },
  { "tag-teams", "battle", { "tag-teams=true", NULL } },
  { "tag-teams-turns-own-decks", "battle", { "tag-teams=true", "play-in-turns=true", "cards=own", NULL } },
  { "campaign-tag-teams", "campaign", { "tag-teams=true", NULL } },
  { "campaign", "campaign", { NULL } },
  { "own-decks-campaign", "campaign", { "cards=own", NULL } },
  { "versus", "versus", { NULL } },
  { "versus-own-decks", "versus", { "cards=own", NULL } },
  { "versus-other-readings", "versus", { "versus-jokers=in-decks", "versus-end=flip", "straight-wrap=false", NULL } },
  { "versus-combos", "versus", { "combos=true", NULL } },
};

static void
play (gconstpointer data)
{
  const Case *c = data;
  const char * const *options = c->options;
  guint games = mt_env_uint ("SOL_PLAYOUTS", 5) * MAX (c->times, 1);

  for (guint64 seed = 1; seed <= games; seed++)
    {
      g_autoptr(MtGame) t = mt_new_seeded ("sons-of-liberty", c->scenario, seed, options[0], options[1], options[2],
                                           options[3], NULL);
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
      guint steps;

      for (steps = 0; steps < MAX_STEPS && !muster_state_is_over (mt_state (t)); steps++)
        {
          g_autofree char *where = g_strdup_printf ("%s seed %" G_GUINT64_FORMAT " step %u", c->name, seed, steps);
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
      g_assert_true (muster_state_is_over (mt_state (t)));
      mt_assert_replays (t);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sol/playout/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], play);
    }
  return g_test_run ();
}
