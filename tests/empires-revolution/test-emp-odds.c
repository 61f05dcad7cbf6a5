/* test-emp-odds.c: the exact battle odds against brute force. Each round
 * here counts every face of every die of both sides (10 to the power of
 * the units), plays the rounds one by one with the owner's order of losses
 * as page 4 describes them, and stops when what is left undecided is
 * negligible: no geometric series, no convolution. The engine's answers
 * (emp-odds.c, and the preview of a real battle built by words) must
 * agree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "empires-revolution/emp-odds.h"
#include "muster-test-driver.h"

#define EPS 1e-9

/* P(k hits) for the last @alive units of @values, by counting faces. */
static void
count_faces (const int *values,
             int        n,
             int        alive,
             double    *out)
{
  int faces[8] = { 0 };
  const int *v = values + (n - alive);
  long total = 1;

  for (int k = 0; k <= alive; k++)
    out[k] = 0;
  for (int i = 0; i < alive; i++)
    total *= 10;
  for (long combo = 0; combo < total; combo++)
    {
      long c = combo;
      int hits = 0;

      for (int i = 0; i < alive; i++)
        {
          faces[i] = (int) (c % 10) + 1;
          c /= 10;
          if (faces[i] <= v[i])
            hits++;
        }
      out[hits] += 1.0 / (double) total;
    }
}

typedef struct
{
  double attackers_win, defenders_win, both_gone, standoff, rounds;
  double att_left[8], def_left[8];
} Brute;

static Brute
brute (const int *att,
       int        na,
       const int *def,
       int        nd)
{
  double mass[8][8] = { { 0 } };
  Brute b = { 0 };

  mass[na][nd] = 1;
  for (int round = 0; round < 5000; round++)
    {
      double next[8][8] = { { 0 } };
      double going = 0;

      for (int a = 1; a <= na; a++)
        for (int d = 1; d <= nd; d++)
          going += mass[a][d];
      if (going < 1e-15)
        break;
      b.rounds += going;
      for (int a = 0; a <= na; a++)
        for (int d = 0; d <= nd; d++)
          {
            double ah[8], dh[8];

            if (mass[a][d] == 0)
              continue;
            if (a == 0 || d == 0)
              {
                next[a][d] += mass[a][d];
                continue;
              }
            count_faces (att, na, a, ah);
            count_faces (def, nd, d, dh);
            if (ah[0] > 1 - 1e-12 && dh[0] > 1 - 1e-12)
              {
                /* Neither side can ever hit: it stops as it stands. */
                b.standoff += mass[a][d];
                b.att_left[a] += mass[a][d];
                b.def_left[d] += mass[a][d];
                b.rounds -= mass[a][d];
                continue;
              }
            for (int i = 0; i <= a; i++)
              for (int j = 0; j <= d; j++)
                next[MAX (a - j, 0)][MAX (d - i, 0)] += mass[a][d] * ah[i] * dh[j];
          }
      memcpy (mass, next, sizeof mass);
    }
  for (int a = 0; a <= na; a++)
    for (int d = 0; d <= nd; d++)
      if (a == 0 || d == 0)
        {
          if (a > 0)
            b.attackers_win += mass[a][d];
          else if (d > 0)
            b.defenders_win += mass[a][d];
          else
            b.both_gone += mass[a][d];
          b.att_left[a] += mass[a][d];
          b.def_left[d] += mass[a][d];
        }
  return b;
}

static void
check (const int *att,
       int        na,
       const int *def,
       int        nd)
{
  g_autoptr(EmpOdds) odds = emp_odds_compute (att, (guint) na, def, (guint) nd);
  Brute b = brute (att, na, def, nd);

  g_assert_cmpfloat_with_epsilon (odds->attackers_win, b.attackers_win, EPS);
  g_assert_cmpfloat_with_epsilon (odds->defenders_win, b.defenders_win, EPS);
  g_assert_cmpfloat_with_epsilon (odds->both_gone, b.both_gone, EPS);
  g_assert_cmpfloat_with_epsilon (odds->standoff, b.standoff, EPS);
  g_assert_cmpfloat_with_epsilon (odds->expected_rounds, b.rounds, 1e-7);
  for (int k = 0; k <= na; k++)
    g_assert_cmpfloat_with_epsilon (odds->attackers_left[k], b.att_left[k], EPS);
  for (int k = 0; k <= nd; k++)
    g_assert_cmpfloat_with_epsilon (odds->defenders_left[k], b.def_left[k], EPS);
}

static void
test_against_faces (void)
{
  /* Values in the order each side gives its units up. */
  check ((int[]) { 3 }, 1, (int[]) { 5 }, 1);
  check ((int[]) { 3, 6 }, 2, (int[]) { 5, 5 }, 2);
  check ((int[]) { 1, 1, 9 }, 3, (int[]) { 2, 6 }, 2);
  check ((int[]) { 0, 6 }, 2, (int[]) { 5, 0, 0 }, 3);   /* generals roll nothing */
  check ((int[]) { 9, 9, 9 }, 3, (int[]) { 1 }, 1);
  check ((int[]) { 0 }, 1, (int[]) { 0, 0 }, 2);          /* nobody can hit */
}

/* The same odds for the same forces whatever order they are listed in
 * when every value is the same; a different order of losses changes the
 * survivors, as it must. */
static void
test_order_of_losses (void)
{
  g_autoptr(EmpOdds) weak_first = emp_odds_compute ((int[]) { 1, 9 }, 2, (int[]) { 5, 5 }, 2);
  g_autoptr(EmpOdds) strong_first = emp_odds_compute ((int[]) { 9, 1 }, 2, (int[]) { 5, 5 }, 2);

  g_assert_cmpfloat (weak_first->attackers_win, >, strong_first->attackers_win + 0.05);
  check ((int[]) { 9, 1 }, 2, (int[]) { 5, 5 }, 2);
}

/* A battle built by words: its preview is these odds. Three British
 * infantry (attack 3) march on two American infantry and four militia
 * (defence 5 and 3) with Washington in Western Massachusetts. */
static void
test_preview_of_a_battle (void)
{
  g_autoptr(MtGame) t = mt_new ("empires-revolution", "war", NULL);
  g_autoptr(MusterPreview) p = NULL;
  g_autoptr(EmpOdds) odds = NULL;

  mt_ok (t, "move boston western-mass infantry 3");
  mt_ok (t, "end-phase");
  p = muster_state_preview (mt_state (t), "fight", (const char *[]) { "western-mass", NULL });
  g_assert_true (p->legal);
  /* Weakest first: militia (3), then infantry (5), the general last. */
  odds = emp_odds_compute ((int[]) { 3, 3, 3 }, 3, (int[]) { 3, 3, 3, 3, 5, 5, 0 }, 7);
  g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (p, "The defenders hold"), odds->defenders_win, EPS);
  g_assert_cmpfloat (odds->defenders_win, >, 0.99);
  g_assert_cmpuint (((MusterRollPreview *) g_ptr_array_index (p->rolls, 1))->n_dice, ==, 6);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/emp/odds/against-faces", test_against_faces);
  g_test_add_func ("/emp/odds/order-of-losses", test_order_of_losses);
  g_test_add_func ("/emp/odds/preview-of-a-battle", test_preview_of_a_battle);
  return g_test_run ();
}
