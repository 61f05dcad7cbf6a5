/* test-bh-preview.c: the previews of the rolling actions (muster_state_preview)
 * against brute force: every face of every die enumerated, the hits
 * counted as the rules count them, and the distribution compared with the
 * one the engine gives. Volley Fire (6.1), Cannonade (6.3), Bombard (6.4),
 * Snipe (6.9), the ammunition check (4.3), the fire spreading (5.3), the
 * militia's courage (3.4) and panic (9.1) checks, an Assault (6.2) followed round by round to its end,
 * the die for who acts first on equal actions (5.2) and the friendly die for Line of Sight (7.2).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "bh-test-util.h"

/* P(h hits) for @n dice hitting on @hit_min-6, every face enumerated. */
static void
enumerate (guint   n,
           guint   hit_min,
           double *p)
{
  guint faces[16] = { 0 };
  guint64 total = 1;

  g_assert_cmpuint (n, <=, 8);
  for (guint k = 0; k <= n; k++)
    p[k] = 0;
  for (guint k = 0; k < n; k++)
    total *= 6;
  for (guint64 c = 0; c < total; c++)
    {
      guint64 rest = c;
      guint hits = 0;

      for (guint k = 0; k < n; k++)
        {
          faces[k] = (guint) (rest % 6) + 1;
          rest /= 6;
          hits += faces[k] >= hit_min;
        }
      p[hits] += 1.0 / (double) total;
    }
}

/* The roll @k of @p has @n dice hitting on @hits_on, and its distribution
 * is the enumerated one. */
static void
assert_roll (MusterPreview *p,
             guint          k,
             guint          n,
             const char    *hits_on,
             guint          hit_min)
{
  double expect[9];
  MusterRollPreview *roll;

  g_assert_cmpuint (p->rolls->len, >, k);
  roll = g_ptr_array_index (p->rolls, k);
  g_assert_cmpuint (roll->n_dice, ==, n);
  g_assert_cmpuint (roll->sides, ==, 6);
  g_assert_cmpstr (roll->hits_on, ==, hits_on);
  g_assert_false (roll->hidden);
  enumerate (n, hit_min, expect);
  for (guint h = 0; h <= n; h++)
    g_assert_cmpfloat_with_epsilon (muster_dist_prob (roll->dist, (int) h), expect[h], 1e-12);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob_at_least (roll->dist, (int) n + 1), 0.0, 1e-15);
}

/* 6.1: two Regulars (strength 2 each) in the Pasture fire into Mystic
 * Beach next door, which has no terrain modifier: 4 dice, 5-6 hits; at the
 * stone wall two regions away only sixes hit (its modifier counts only
 * from next door, 3.1). */
static void
test_volley (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) near = NULL;
  g_autoptr(MusterPreview) far = NULL;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "stage-2a", "mm-1");
  near = bht_preview (t, "volley-fire east-field stage-2a");
  g_assert_true (near->legal);
  g_assert_cmpuint (near->rolls->len, ==, 1);
  assert_roll (near, 0, 4, "5-6", 5);
  g_assert_cmpuint (((MusterRollPreview *) g_ptr_array_index (near->rolls, 0))->modifiers->len, ==, 0);
  g_assert_cmpstr (((MusterRollPreview *) g_ptr_array_index (near->rolls, 0))->side, ==, "british");

  mt_ok (t, "correct-counter mm-1 stone-wall");
  far = bht_preview (t, "volley-fire east-field stone-wall");
  assert_roll (far, 0, 4, "6", 6);
}

/* 6.3: a Patriot field cannon rolls its strength in dice (two), 5-6
 * within two regions and only 6 beyond. */
static void
test_cannonade (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  g_autoptr(MusterPreview) near = NULL;
  g_autoptr(MusterPreview) far = NULL;

  bht_put (t, "breeds-south", "pcan-1");
  bht_put (t, "breeds-slope-east", "reg-1");
  near = bht_preview (t, "cannonade breeds-south breeds-slope-east");
  g_assert_true (near->legal);
  assert_roll (near, 0, 2, "5-6", 5);
  g_assert_cmpstr (((MusterRollPreview *) g_ptr_array_index (near->rolls, 0))->side, ==, "patriot");
  bht_put (t, "bunker-north", "pcan-1");
  bht_put (t, "moultons-hill", "reg-2");
  far = bht_preview (t, "cannonade bunker-north moultons-hill");
  assert_roll (far, 0, 2, "6", 6);
}

/* 6.4: the fleet rolls 2 dice hitting on 6, 5-6 into a staging area; Hot
 * Shot one die on 4-6. 6.9: a sniper one die on 5-6. */
static void
test_bombard_and_snipe (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) units = NULL;
  g_autoptr(MusterPreview) staging = NULL;
  g_autoptr(MusterPreview) hot = NULL;
  g_autoptr(MusterPreview) both = NULL;
  g_autoptr(MusterPreview) snipe = NULL;

  bht_put (t, "east-field", "mm-1");
  units = bht_preview (t, "bombard fleet units east-field");
  assert_roll (units, 0, 2, "6", 6);
  bht_put (t, "stage-2a", "mm-2");
  staging = bht_preview (t, "bombard fleet units stage-2a");
  assert_roll (staging, 0, 2, "5-6", 5);
  hot = bht_preview (t, "bombard battery hot-shot ct-5");
  assert_roll (hot, 0, 1, "4-6", 4);
  both = bht_preview (t, "bombard fleet units east-field battery hot-shot ct-5");
  g_assert_cmpuint (both->rolls->len, ==, 2);
  assert_roll (both, 0, 2, "6", 6);
  assert_roll (both, 1, 1, "4-6", 4);
  snipe = bht_preview (t, "snipe east-field");
  assert_roll (snipe, 0, 1, "5-6", 5);
}

/* 4.3: from turn 4 the British roll a die and add the turn; 10 or more
 * and the right ammunition arrives. 5.3: each burning region rolls a die,
 * 5-6 spreads. */
static void
test_ammunition_and_fire (void)
{
  g_autoptr(MtGame) t = bht_two_player ("1", 1, NULL);
  g_autoptr(MusterPreview) turn4 = NULL;
  g_autoptr(MusterPreview) turn5 = NULL;
  g_autoptr(MusterPreview) fire = NULL;
  int arrive4 = 0, arrive5 = 0, spread = 0;

  for (int die = 1; die <= 6; die++)
    {
      arrive4 += die + 4 >= 10;
      arrive5 += die + 5 >= 10;
      spread += die >= 5;
    }
  bht_next_turn (t, "6");
  bht_next_turn (t, "8");
  bht_next_turn (t, "10");
  turn4 = bht_preview (t, "wrong-ammo");
  g_assert_true (turn4->legal);
  assert_roll (turn4, 0, 1, "6", 6);
  g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (turn4, "The right ammunition arrives"), arrive4 / 6.0, 1e-12);
  mt_dice (t, "1");
  mt_ok (t, "wrong-ammo");
  bht_next_turn (t, "11");
  turn5 = bht_preview (t, "wrong-ammo");
  assert_roll (turn5, 0, 1, "5-6", 5);
  g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (turn5, "The right ammunition arrives"), arrive5 / 6.0, 1e-12);
  mt_dice (t, "1");
  mt_ok (t, "wrong-ammo");

  mt_ok (t, "correct-fire ct-5 yes");
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "end-turn");
  fire = bht_preview (t, "fire-spread");
  g_assert_true (fire->legal);
  g_assert_cmpuint (fire->rolls->len, ==, 1);
  assert_roll (fire, 0, 1, "5-6", 5);
  g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (fire, "The fire spreads somewhere"), spread / 6.0, 1e-12);
}

/* P(a die plus @strength is at most @fail), every face enumerated. */
static double
fails (int strength,
       int fail)
{
  int n = 0;

  for (int die = 1; die <= 6; die++)
    n += die + strength <= fail;
  return n / 6.0;
}

/* 3.4: militia entering the Neck under the fleet's guns roll a die plus
 * their strength, 1-3 turns back. 9.1: a panic check, 4 or less panics;
 * a hidden militia's strength has the cup's odds (five 0s, eleven 1s and
 * five 2s of 21, 4.1). */
static void
test_courage_and_panic (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  g_autoptr(MtGame) u = bht_patriot_turn (NULL);
  g_autoptr(MusterPreview) courage = NULL;
  g_autoptr(MusterPreview) panic = NULL;
  double cup;

  bht_put (t, "muster-box", "mil-1 strength-1");
  bht_put (t, "muster-box", "mil-2 strength-2");
  mt_ok (t, "correct-fire fleet charles");
  mt_ok (t, "land-move muster-box neck");
  courage = bht_preview (t, "courage-check");
  g_assert_true (courage->legal);
  g_assert_cmpuint (courage->rolls->len, ==, 2);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (courage, 0)->dist, 1), fails (1, 3), 1e-12);
  g_assert_cmpstr (bht_roll (courage, 0)->hits_on, ==, "1-2");
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (courage, 1)->dist, 1), fails (2, 3), 1e-12);

  bht_put (u, "breeds-slope-west", "mil-1");
  bht_put (u, "ct-8", "reg-1");
  bht_track (u, "morale-patriot", 12);
  bht_next_turn (u, "6");
  panic = bht_preview (u, "panic-check breeds-slope-west");
  g_assert_true (panic->legal);
  g_assert_cmpuint (panic->rolls->len, ==, 1);
  g_assert_true (bht_roll (panic, 0)->hidden);
  cup = (5 * fails (0, 4) + 11 * fails (1, 4) + 5 * fails (2, 4)) / 21;
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (panic, 0)->dist, 1), cup, 1e-12);
}

/* ---- the assault, by brute force ------------------------------------------- */

/* A side of a small battle: every unit of it has @strength dice while
 * unbroken and none broken (4.1); @healthy and @broken of them stand. */
typedef struct
{
  int healthy;
  int broken;
} Side;

/* 4.1: a hit breaks an unbroken unit, a second destroys it; the preview
 * assumes the hits break the healthy units first. */
static Side
hit (Side s,
     int  hits)
{
  int breaks = MIN (hits, s.healthy);

  s.healthy -= breaks;
  s.broken += breaks;
  s.broken = MAX (0, s.broken - (hits - breaks));
  return s;
}

typedef struct
{
  int    att_strength;
  int    def_strength;
  int    def_bonus;   /* dice the defenders' region adds */
  double take;        /* accumulated */
  double left;
} Battle;

/* 6.2 as the rulebook has it, after a round's hits: the region is taken
 * when the defenders are gone; held when the attackers are gone, have
 * fewer healthy units than the defenders, or nobody can roll. */
static int
settled (const Battle *b,
         Side          att,
         Side          def)
{
  if (def.healthy + def.broken == 0)
    return 1;
  if (att.healthy + att.broken == 0 || att.healthy < def.healthy)
    return 0;
  if (att.healthy == 0 && def.healthy == 0)
    return 0;
  return -1;
}

static int
dice_of (Side side,
         int  strength,
         int  bonus)
{
  return side.healthy > 0 ? side.healthy * strength + bonus : 0;
}

#define MAXU 3
#define IDX(a, d) ((((a).healthy * MAXU + (a).broken) * MAXU + (d).healthy) * MAXU + (d).broken)

/* The battle from @att and @def, the free round first when @free: every
 * face of every round enumerated, the chances of each standing carried
 * from round to round for @rounds rounds (what is still fighting then is
 * b->left). */
static void
play (Battle   *b,
      Side      att,
      Side      def,
      int       rounds,
      gboolean  free)
{
  double mass[MAXU * MAXU * MAXU * MAXU] = { 0 };

  mass[IDX (att, def)] = 1.0;
  for (int round = 0; round < rounds; round++, free = FALSE)
    {
      double next[MAXU * MAXU * MAXU * MAXU] = { 0 };

      for (int ah = 0; ah < MAXU; ah++)
        for (int ab = 0; ab < MAXU; ab++)
          for (int dh = 0; dh < MAXU; dh++)
            for (int db = 0; db < MAXU; db++)
              {
                Side a0 = { ah, ab }, d0 = { dh, db };
                double m = mass[IDX (a0, d0)];
                int na = free ? 0 : dice_of (a0, b->att_strength, 0);
                int nd = dice_of (d0, b->def_strength, b->def_bonus);
                double pa[9], pd[9];

                if (m == 0)
                  continue;
                enumerate ((guint) na, 5, pa);
                enumerate ((guint) nd, 5, pd);
                for (int x = 0; x <= na; x++)
                  for (int y = 0; y <= nd; y++)
                    {
                      Side a = hit (a0, y), d = hit (d0, x);
                      double q = m * pa[x] * pd[y];
                      int end = settled (b, a, d);

                      if (end == 1)
                        b->take += q;
                      else if (end < 0)
                        next[IDX (a, d)] += q;
                    }
              }
      memcpy (mass, next, sizeof mass);
    }
  for (guint k = 0; k < G_N_ELEMENTS (mass); k++)
    b->left += mass[k];
}

/* 6.2: two Regulars (2 dice each) assault two militia of strength 1 in
 * the Pasture, which adds nothing; the defenders fire their free round
 * first, then both sides roll until one holds the region. */
static void
test_assault_rounds (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) p = NULL;
  Battle b = { 2, 1, 0, 0, 0 };
  g_autofree char *take = NULL;
  g_autofree char *hold = NULL;
  double p_take, p_hold, p_back;

  bht_put (t, "stage-2a", "reg-1 reg-2");
  bht_put (t, "east-field", "mil-1 mil-2 strength-1");
  p = bht_preview (t, "assault stage-2a east-field");
  g_assert_true (p->legal);
  /* The free round, then a round of each side as things stand. */
  g_assert_cmpuint (p->rolls->len, ==, 3);
  assert_roll (p, 0, 2, "5-6", 5);
  assert_roll (p, 1, 4, "5-6", 5);
  assert_roll (p, 2, 2, "5-6", 5);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (((MusterRollPreview *) g_ptr_array_index (p->rolls, k))->modifiers->len, ==, 0);
  g_assert_cmpstr (((MusterRollPreview *) g_ptr_array_index (p->rolls, 0))->side, ==, "patriot");

  play (&b, (Side) { 2, 0 }, (Side) { 2, 0 }, 40, TRUE);
  take = g_strdup ("The attackers take Pasture, if nobody retreats");
  hold = g_strdup ("The defenders hold Pasture, if nobody retreats");
  p_take = muster_preview_get_probability (p, take);
  p_hold = muster_preview_get_probability (p, hold);
  p_back = muster_preview_get_probability (p, "The attackers fall back after the free round");
  g_assert_cmpfloat (b.left, <, 1e-6);
  g_assert_cmpfloat (fabs (p_take - b.take), <=, b.left + 1e-12);
  g_assert_cmpfloat_with_epsilon (p_take + p_hold, 1.0, 1e-9);
  /* 6.2: after the free round the attackers fall back when one hit or more
   * leaves them fewer healthy units than the defenders: one hit of two
   * dice is enough. */
  g_assert_cmpfloat_with_epsilon (p_back, 1.0 - 4.0 / 9.0, 1e-12);
  g_assert_cmpfloat (p_take, >, 0.1);
}

/* The assault under way: the defenders' choice of the free round is
 * previewed from where the battle stands, fire or hold. */
static void
test_assault_under_way (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) fire = NULL;
  g_autoptr(MusterPreview) hold = NULL;
  Battle with = { 2, 1, 0, 0, 0 }, without = { 2, 1, 0, 0, 0 };
  g_autoptr(MusterPending) pending = NULL;

  bht_put (t, "stage-2a", "reg-1 reg-2");
  bht_put (t, "east-field", "mil-1 mil-2 strength-1");
  mt_ok (t, "assault stage-2a east-field");
  /* Militia stay unless a minuteman or leader takes them along (7.1). */
  pending = mt_pending (t);
  g_assert_true (muster_pending_answers (pending, "defensive-fire"));
  fire = bht_preview (t, "defensive-fire fire");
  hold = bht_preview (t, "defensive-fire hold");
  g_assert_cmpuint (fire->rolls->len, ==, 3);
  g_assert_cmpuint (hold->rolls->len, ==, 2);
  play (&with, (Side) { 2, 0 }, (Side) { 2, 0 }, 40, TRUE);
  play (&without, (Side) { 2, 0 }, (Side) { 2, 0 }, 40, FALSE);
  g_assert_cmpfloat (fabs (muster_preview_get_probability (fire, "The attackers take Pasture, if nobody retreats") - with.take),
                     <=, with.left + 1e-12);
  g_assert_cmpfloat (fabs (muster_preview_get_probability (hold, "The attackers take Pasture, if nobody retreats") - without.take),
                     <=, without.left + 1e-12);
  g_assert_cmpfloat (without.take, >, with.take);
}

/* 5.2: on equal actions a die says who acts first, the Patriots on even
 * rolls and the British on odd ones; 7.2: a friendly die settles Line of
 * Sight, clear on 4-6. Every face enumerated. */
static void
test_tie_and_sight (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) tie = NULL;
  g_autoptr(MusterPreview) sight = NULL;
  MusterRollPreview *roll;
  double british = 0, expect[9];

  tie = bht_preview (t, "draw-card");
  g_assert_cmpuint (tie->rolls->len, ==, 1);
  roll = g_ptr_array_index (tie->rolls, 0);
  g_assert_cmpuint (roll->n_dice, ==, 1);
  g_assert_cmpuint (roll->sides, ==, 6);
  g_assert_cmpstr (roll->hits_on, ==, "1, 3, 5");
  for (guint face = 1; face <= 6; face++)
    british += face % 2 == 1 ? 1.0 / 6.0 : 0.0;
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (roll->dist, 1), british, 1e-12);
  g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (tie, "On equal actions, the British act first"),
                                  british, 1e-12);
  g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (tie, "On equal actions, the Patriots act first"),
                                  1.0 - british, 1e-12);

  sight = bht_preview (t, "sight-roll east-field stage-2a");
  g_assert_cmpuint (sight->rolls->len, ==, 1);
  assert_roll (sight, 0, 1, "4-6", 4);
  enumerate (1, 4, expect);
  g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (sight, "Pasture and Mystic Beach see each other"),
                                  expect[1], 1e-12);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/preview/volley", test_volley);
  g_test_add_func ("/bunker/preview/cannonade", test_cannonade);
  g_test_add_func ("/bunker/preview/bombard-and-snipe", test_bombard_and_snipe);
  g_test_add_func ("/bunker/preview/ammunition-and-fire", test_ammunition_and_fire);
  g_test_add_func ("/bunker/preview/courage-and-panic", test_courage_and_panic);
  g_test_add_func ("/bunker/preview/assault-rounds", test_assault_rounds);
  g_test_add_func ("/bunker/preview/assault-under-way", test_assault_under_way);
  g_test_add_func ("/bunker/preview/tie-and-sight", test_tie_and_sight);
  return g_test_run ();
}
