/* test-b2c-preview.c: the combat preview (7.0) follows the whole sequence,
 * checked against brute force over every face of every die.
 *
 * Each case is a small fight built by words with board corrections. The
 * test works out by itself, from the rulebook's numbers (a Regular rolls two
 * dice hitting on 4-6, a Minuteman one die hitting on 5-6, a broken unit
 * none, a leader none), how many dice the attackers keep after each number
 * of hits taken (hits placed where they cost the fewest dice: a broken unit
 * or a leader costs none), then enumerates every throw:
 *  - simultaneous combat: one hit taken first, then both sides roll;
 *  - facing defensive fire: the defenders roll, the attackers take those
 *    hits, then roll with what is left.
 * The preview's chances must equal the enumeration's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

#define MAX_HITS 8

typedef struct
{
  const char *side;           /* who attacks */
  const char *attack;         /* the action's words */
  const char *put[6];         /* correct-counter lines */
  guint       attack_min;     /* the attackers hit on this or more */
  guint       defend_dice;
  guint       defend_min;
  guint       dice_after[MAX_HITS]; /* the attackers' dice after h hits */
} Case;

/* P(hits = k) for every face of @n dice hitting on @min or more. */
static void
enumerate (guint   n,
           guint   min,
           double *out)
{
  guint faces[MAX_HITS] = { 0 };
  guint total = 1;

  for (guint k = 0; k <= MAX_HITS; k++)
    out[k] = 0;
  for (guint i = 0; i < n; i++)
    total *= 6;
  for (guint t = 0; t < total; t++)
    {
      guint code = t, hits = 0;

      for (guint i = 0; i < n; i++)
        {
          faces[i] = code % 6 + 1;
          code /= 6;
          hits += faces[i] >= min;
        }
      out[hits] += 1.0 / total;
    }
}

static const MusterPreviewOutcome *
outcome (const MusterPreview *preview,
         const char          *label)
{
  for (guint i = 0; i < preview->outcomes->len; i++)
    {
      const MusterPreviewOutcome *o = g_ptr_array_index (preview->outcomes, i);

      if (g_str_equal (o->label, label))
        return o;
    }
  g_error ("no outcome “%s”", label);
  return NULL;
}

static void
assert_dist (const MusterPreview *preview,
             const char          *label,
             const double        *expected,
             int                  shift)
{
  const MusterPreviewOutcome *o = outcome (preview, label);

  g_assert_nonnull (o->dist);
  for (int k = 0; k <= MAX_HITS; k++)
    g_assert_cmpfloat_with_epsilon (muster_dist_prob (o->dist, k + shift), expected[k], 1e-9);
}

static void
check_case (const Case *c)
{
  g_autoptr(MtGame) t = b2c_game (5, 3, 3, c->side, TRUE);
  g_auto(GStrv) words = g_strsplit (c->attack, " ", -1);
  g_autoptr(MusterPreview) preview = NULL;
  double defend[MAX_HITS + 1], attack[MAX_HITS + 1], after[MAX_HITS + 1];
  double facing[MAX_HITS + 1] = { 0 };
  double at_least;

  for (guint i = 0; c->put[i] != NULL; i++)
    mt_ok (t, c->put[i]);
  preview = muster_state_preview (mt_state (t), words[0], (const char * const *) words + 1);
  g_assert_true (preview->legal);

  /* The defenders' dice, as they stand with every able unit. */
  enumerate (c->defend_dice, c->defend_min, defend);

  /* Simultaneous: one hit first, then the attackers roll. */
  enumerate (c->dice_after[1], c->attack_min, attack);
  at_least = 1 - attack[0];
  g_assert_cmpfloat_with_epsilon (
    muster_preview_get_probability (preview, "If they stand, in simultaneous combat: the attackers score at least one hit"),
    at_least, 1e-9);
  assert_dist (preview, "If they stand, in simultaneous combat: hits on the defenders", attack, 0);
  /* The attackers take the first hit and then the defenders' hits. */
  assert_dist (preview, "If they stand, in simultaneous combat: hits on the attackers", defend, 1);

  /* Facing defensive fire: every throw of the defenders, then every throw
   * of the attackers' remaining dice. */
  for (guint h = 0; h <= c->defend_dice; h++)
    {
      enumerate (c->dice_after[h], c->attack_min, after);
      for (guint k = 0; k <= MAX_HITS; k++)
        facing[k] += defend[h] * after[k];
    }
  g_assert_cmpfloat_with_epsilon (
    muster_preview_get_probability (preview, "If they stand, facing defensive fire: the attackers score at least one hit"),
    1 - facing[0], 1e-9);
  assert_dist (preview, "If they stand, facing defensive fire: hits on the defenders", facing, 0);
  assert_dist (preview, "If they stand, facing defensive fire: hits on the attackers", defend, 0);

  /* Once the defenders stand, the attacker's two answers preview the same
   * sequences, each its own. */
  mt_ok (t, c->attack);
  mt_ok (t, "stand");
  {
    g_autoptr(MusterPreview) simultaneous = muster_state_preview (mt_state (t), "fight-simultaneous", NULL);
    g_autoptr(MusterPreview) fire = muster_state_preview (mt_state (t), "face-defensive-fire", NULL);

    g_assert_true (simultaneous->legal);
    g_assert_true (fire->legal);
    g_assert_cmpfloat_with_epsilon (
      muster_preview_get_probability (simultaneous, "Simultaneous combat: the attackers score at least one hit"),
      at_least, 1e-9);
    assert_dist (simultaneous, "Simultaneous combat: hits on the defenders", attack, 0);
    assert_dist (simultaneous, "Simultaneous combat: hits on the attackers", defend, 1);
    g_assert_cmpfloat (muster_preview_get_probability (simultaneous, "Facing defensive fire: the attackers score at least one hit"), <, 0);
    g_assert_cmpfloat_with_epsilon (
      muster_preview_get_probability (fire, "Facing defensive fire: the attackers score at least one hit"),
      1 - facing[0], 1e-9);
    assert_dist (fire, "Facing defensive fire: hits on the defenders", facing, 0);
    assert_dist (fire, "Facing defensive fire: hits on the attackers", defend, 0);
  }
}

/* Two Regulars against two Minutemen: simultaneous, one Regular breaks and
 * two dice are left; facing two hits, both go on one Regular (broken, then
 * destroyed) and the other still rolls two dice. */
static void
test_regulars (void)
{
  static const Case c = {
    "british", "attack little-cambridge reg-1 reg-2",
    { "correct-counter reg-1 little-cambridge unbroken fresh", "correct-counter reg-2 little-cambridge unbroken fresh",
      "correct-counter mm-1 little-cambridge unbroken fresh", "correct-counter mm-2 little-cambridge unbroken fresh",
      NULL },
    4, 2, 5, { 4, 2, 2 },
  };

  check_case (&c);
}

/* Smith with one Regular against a Minuteman: the leader takes the hit and
 * the Regular keeps both its dice. */
static void
test_leader_takes_the_hit (void)
{
  static const Case c = {
    "british", "attack little-cambridge smith reg-1",
    { "correct-counter smith little-cambridge healthy fresh", "correct-counter reg-1 little-cambridge unbroken fresh",
      "correct-counter mm-1 little-cambridge unbroken fresh", NULL },
    4, 1, 5, { 2, 2 },
  };

  check_case (&c);
}

/* Two Minutemen against a Regular: two hits on one Minuteman leave the
 * other its die. */
static void
test_minutemen (void)
{
  static const Case c = {
    "patriot", "attack little-cambridge mm-1 mm-2",
    { "correct-counter reg-1 little-cambridge unbroken fresh", "correct-counter mm-1 little-cambridge unbroken fresh",
      "correct-counter mm-2 little-cambridge unbroken fresh", NULL },
    5, 2, 4, { 2, 1, 1 },
  };

  check_case (&c);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/preview/regulars", test_regulars);
  g_test_add_func ("/b2c/preview/leader", test_leader_takes_the_hit);
  g_test_add_func ("/b2c/preview/minutemen", test_minutemen);
  return g_test_run ();
}
