/* test-odds.c: exact distributions, checked against fractions worked out
 * by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "muster-core.h"

#define EPS 1e-12

static void
assert_close (double actual,
              double expected)
{
  if (fabs (actual - expected) > EPS)
    g_error ("expected %.15g, got %.15g", expected, actual);
}

static double
total_mass (MusterDist *dist)
{
  double sum = 0;

  for (int v = muster_dist_get_min (dist); v <= muster_dist_get_max (dist); v++)
    sum += muster_dist_prob (dist, v);
  return sum;
}

static void
test_hits_hand_computed (void)
{
  /* Three dice hitting on 5-6: p = 1/3, q = 2/3. */
  g_autoptr(MusterDist) three = muster_dist_new_hits (3, 6, 5, 6);
  /* One die hitting on 4 or more. */
  g_autoptr(MusterDist) one = muster_dist_new_hits (1, 6, 4, 6);

  assert_close (muster_dist_prob (three, 0), 8.0 / 27);
  assert_close (muster_dist_prob (three, 1), 12.0 / 27);
  assert_close (muster_dist_prob (three, 2), 6.0 / 27);
  assert_close (muster_dist_prob (three, 3), 1.0 / 27);
  assert_close (muster_dist_prob (three, 4), 0.0);
  assert_close (muster_dist_prob (three, -1), 0.0);
  assert_close (muster_dist_prob_at_least (three, 1), 19.0 / 27);
  assert_close (muster_dist_prob_at_least (three, 2), 7.0 / 27);
  assert_close (muster_dist_prob_at_most (three, 1), 20.0 / 27);
  assert_close (muster_dist_mean (three), 1.0);
  assert_close (muster_dist_variance (three), 3 * (1.0 / 3) * (2.0 / 3));
  g_assert_cmpint (muster_dist_get_min (three), ==, 0);
  g_assert_cmpint (muster_dist_get_max (three), ==, 3);

  assert_close (muster_dist_prob (one, 1), 0.5);
  assert_close (muster_dist_prob (one, 0), 0.5);
}

static void
test_hits_at_most (void)
{
  /* A d10 game: two dice that hit on 3 or less, p = 3/10. */
  g_autoptr(MusterDist) d10 = muster_dist_new_hits (2, 10, 1, 3);
  /* Impossible and certain hits. */
  g_autoptr(MusterDist) never = muster_dist_new_hits (4, 6, 7, 6);
  g_autoptr(MusterDist) always = muster_dist_new_hits (4, 6, 1, 6);
  g_autoptr(MusterDist) none = muster_dist_new_hits (0, 6, 5, 6);

  assert_close (muster_dist_prob (d10, 0), 0.49);
  assert_close (muster_dist_prob (d10, 1), 0.42);
  assert_close (muster_dist_prob (d10, 2), 0.09);

  assert_close (muster_dist_prob (never, 0), 1.0);
  g_assert_cmpint (muster_dist_get_max (never), ==, 0);
  assert_close (muster_dist_prob (always, 4), 1.0);
  g_assert_cmpint (muster_dist_get_min (always), ==, 4);
  assert_close (muster_dist_prob (none, 0), 1.0);
}

static double
binomial (guint  n,
          guint  k,
          double p)
{
  double c = 1;

  for (guint i = 1; i <= k; i++)
    c = c * (n - k + i) / i;
  return c * pow (p, k) * pow (1 - p, n - k);
}

static void
test_hits_many_dice (void)
{
  for (guint n = 20; n <= 200; n += 60)
    {
      g_autoptr(MusterDist) dist = muster_dist_new_hits (n, 6, 5, 6);

      assert_close (total_mass (dist), 1.0);
      assert_close (muster_dist_mean (dist), n / 3.0);
      g_assert_cmpfloat (fabs (muster_dist_variance (dist) - n * 2.0 / 9) / (n * 2.0 / 9), <, 1e-9);
      for (guint k = 0; k <= n; k++)
        {
          double expected = binomial (n, k, 1.0 / 3);
          double actual = muster_dist_prob (dist, (int) k);

          /* Relative error, so the tiny tails count too. */
          if (expected > 0 && fabs (actual - expected) / expected > 1e-9)
            g_error ("%u dice, %u hits: expected %.17g, got %.17g", n, k, expected, actual);
        }
    }
}

static void
test_sums (void)
{
  g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse ("2d6", NULL);
  g_autoptr(MusterDist) two = muster_dist_new_for_expr (expr);
  g_autoptr(MusterDist) d6 = muster_dist_new_die (6);
  g_autoptr(MusterDist) added = muster_dist_add (d6, d6);
  g_autoptr(MusterDiceExpr) mixed_expr = muster_dice_expr_parse ("d6+d4-1", NULL);
  g_autoptr(MusterDist) mixed = muster_dist_new_for_expr (mixed_expr);

  /* The triangle: 1, 2, ... 6, ... 2, 1 out of 36. */
  g_assert_cmpint (muster_dist_get_min (two), ==, 2);
  g_assert_cmpint (muster_dist_get_max (two), ==, 12);
  for (int s = 2; s <= 12; s++)
    {
      assert_close (muster_dist_prob (two, s), (6 - abs (s - 7)) / 36.0);
      assert_close (muster_dist_prob (added, s), (6 - abs (s - 7)) / 36.0);
    }
  assert_close (muster_dist_mean (two), 7.0);
  assert_close (muster_dist_variance (two), 35.0 / 6);
  assert_close (muster_dist_mean (d6), 3.5);
  assert_close (muster_dist_variance (d6), 35.0 / 12);

  /* d6+d4-1 runs 1..9; 4 and 5 and 6 are the plateau, 4/24 each. */
  g_assert_cmpint (muster_dist_get_min (mixed), ==, 1);
  g_assert_cmpint (muster_dist_get_max (mixed), ==, 9);
  assert_close (muster_dist_prob (mixed, 1), 1.0 / 24);
  assert_close (muster_dist_prob (mixed, 4), 4.0 / 24);
  assert_close (muster_dist_prob (mixed, 6), 4.0 / 24);
  assert_close (muster_dist_prob (mixed, 9), 1.0 / 24);
  assert_close (total_mass (mixed), 1.0);
  assert_close (muster_dist_mean (mixed), 3.5 + 2.5 - 1);
}

static void
test_sub_and_compare (void)
{
  g_autoptr(MusterDist) d6 = muster_dist_new_die (6);
  g_autoptr(MusterDist) diff = muster_dist_sub (d6, d6);
  g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse ("2d6", NULL);
  g_autoptr(MusterDist) two = muster_dist_new_for_expr (expr);
  g_autoptr(MusterDist) seven = muster_dist_new_point (7);
  g_autoptr(MusterDiceExpr) neg_expr = muster_dice_expr_parse ("d6-d4", NULL);
  g_autoptr(MusterDist) neg = muster_dist_new_for_expr (neg_expr);
  double less, equal, greater;

  g_assert_cmpint (muster_dist_get_min (diff), ==, -5);
  g_assert_cmpint (muster_dist_get_max (diff), ==, 5);
  assert_close (muster_dist_prob (diff, 0), 6.0 / 36);
  assert_close (muster_dist_prob (diff, 5), 1.0 / 36);
  assert_close (muster_dist_prob (diff, -5), 1.0 / 36);

  muster_dist_compare (d6, d6, &less, &equal, &greater);
  assert_close (greater, 15.0 / 36);
  assert_close (less, 15.0 / 36);
  assert_close (equal, 6.0 / 36);

  muster_dist_compare (two, seven, &less, &equal, &greater);
  assert_close (greater, 15.0 / 36);
  assert_close (equal, 6.0 / 36);
  assert_close (less, 15.0 / 36);

  /* A die against a fixed 4: higher on 5 or 6. */
  {
    g_autoptr(MusterDist) four = muster_dist_new_point (4);
    muster_dist_compare (d6, four, NULL, NULL, &greater);
    assert_close (greater, 2.0 / 6);
  }

  /* d6 - d4 reaches below zero: -3 only as 1 - 4. */
  assert_close (muster_dist_prob (neg, -3), 1.0 / 24);
  assert_close (muster_dist_prob (neg, 5), 1.0 / 24);
  assert_close (total_mass (neg), 1.0);
}

static void
test_twenty_against_twenty (void)
{
  g_autoptr(MusterDist) a = muster_dist_new_hits (20, 6, 5, 6);
  g_autoptr(MusterDist) b = muster_dist_new_hits (20, 6, 4, 6);
  double less, equal, greater;

  muster_dist_compare (a, a, &less, &equal, &greater);
  assert_close (less + equal + greater, 1.0);
  assert_close (less, greater);

  /* The side hitting on 4+ is more likely to come out ahead. */
  muster_dist_compare (a, b, &less, &equal, &greater);
  assert_close (less + equal + greater, 1.0);
  g_assert_cmpfloat (less, >, greater);
}

static void
test_clamp (void)
{
  g_autoptr(MusterDist) three = muster_dist_new_hits (3, 6, 5, 6);
  /* A target that can take only one hit. */
  g_autoptr(MusterDist) capped = muster_dist_clamp (three, 0, 1);
  /* A floor: at least 2. */
  g_autoptr(MusterDist) floored = muster_dist_clamp (three, 2, 10);

  g_assert_cmpint (muster_dist_get_max (capped), ==, 1);
  assert_close (muster_dist_prob (capped, 0), 8.0 / 27);
  assert_close (muster_dist_prob (capped, 1), 19.0 / 27);
  assert_close (total_mass (capped), 1.0);

  g_assert_cmpint (muster_dist_get_min (floored), ==, 2);
  assert_close (muster_dist_prob (floored, 2), 26.0 / 27);
  assert_close (muster_dist_prob (floored, 3), 1.0 / 27);
}

static void
test_mix (void)
{
  g_autoptr(MusterDist) d6 = muster_dist_new_die (6);
  g_autoptr(MusterDist) zero = muster_dist_new_point (0);
  MusterDist *parts[] = { d6, zero };
  static const double even[] = { 1, 1 };
  static const double scaled[] = { 2, 2 };
  static const double skewed[] = { 3, 1 };
  g_autoptr(MusterDist) a = muster_dist_mix (parts, even, 2);
  g_autoptr(MusterDist) b = muster_dist_mix (parts, scaled, 2);
  g_autoptr(MusterDist) c = muster_dist_mix (parts, skewed, 2);

  assert_close (muster_dist_prob (a, 0), 0.5);
  assert_close (muster_dist_prob (a, 3), 1.0 / 12);
  /* Weights are normalised. */
  for (int v = 0; v <= 6; v++)
    assert_close (muster_dist_prob (a, v), muster_dist_prob (b, v));
  assert_close (muster_dist_prob (c, 0), 0.25);
  assert_close (muster_dist_prob (c, 6), 0.75 / 6);
  assert_close (total_mass (c), 1.0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/odds/hits/hand-computed", test_hits_hand_computed);
  g_test_add_func ("/odds/hits/at-most", test_hits_at_most);
  g_test_add_func ("/odds/hits/many-dice", test_hits_many_dice);
  g_test_add_func ("/odds/sums", test_sums);
  g_test_add_func ("/odds/sub-compare", test_sub_and_compare);
  g_test_add_func ("/odds/twenty-against-twenty", test_twenty_against_twenty);
  g_test_add_func ("/odds/clamp", test_clamp);
  g_test_add_func ("/odds/mix", test_mix);

  return g_test_run ();
}
