/* test-l2y-odds.c: every calculator's odds against brute force: each
 * preview's distribution and chained outcomes are compared with counting
 * every face of every die thrown (and of the dice that follow), worked out
 * here from the rulebook's text, not from the engine's code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "l2y-test-util.h"

#define EPS 1e-12

static MusterPreview *
preview (MtGame     *t,
         const char *line)
{
  g_auto(GStrv) words = NULL;
  MusterPreview *p;

  g_assert_true (g_shell_parse_argv (line, NULL, &words, NULL));
  p = muster_state_preview (mt_state (t), words[0], (const char * const *) words + 1);
  if (!p->legal)
    g_error ("%s: %s", line, p->reason);
  return p;
}

static MusterRollPreview *
roll_of (MusterPreview *p,
         guint          i)
{
  return g_ptr_array_index (p->rolls, i);
}

/* Calls @fn for every throw of @n dice, each face 1..6. */
static void
each_throw (int      n,
            void   (*fn) (const int *faces, int n, gpointer data),
            gpointer data)
{
  int faces[16];

  for (int i = 0; i < n; i++)
    faces[i] = 1;
  for (;;)
    {
      int k = 0;

      fn (faces, n, data);
      while (k < n && faces[k] == 6)
        faces[k++] = 1;
      if (k == n)
        return;
      faces[k]++;
    }
}

static double
pow6 (int n)
{
  double p = 1;

  while (n-- > 0)
    p *= 6;
  return p;
}

/* Hits when a die needs a 6 and then @second on another die: each 6 of
 * the first throw is thrown again. */
typedef struct
{
  int    second;
  double dist[16];
} SixThen;

static void
count_second (const int *faces, int n, gpointer data)
{
  SixThen *st = data;
  int hits = 0;

  for (int i = 0; i < n; i++)
    hits += faces[i] >= st->second;
  st->dist[hits] += 1;
}

static void
count_six_then (const int *faces, int n, gpointer data)
{
  SixThen *st = data;
  SixThen inner = { st->second, { 0 } };
  int sixes = 0;

  for (int i = 0; i < n; i++)
    sixes += faces[i] == 6;
  each_throw (sixes, count_second, &inner);
  for (int h = 0; h <= sixes; h++)
    st->dist[h] += inner.dist[h] / pow6 (sixes);
}

static void
test_need_seven (gconstpointer data)
{
  gboolean graded = GPOINTER_TO_INT (data);
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Horse cavalry D 6", "set-unit Horse formation skirmish"),
                                    LINES ("add-unit Target infantry B 20"), 0,
                                    graded ? "need-seven=graded" : "need-seven=chart", NULL);
  g_autoptr(MusterPreview) p = NULL;
  SixThen st = { graded ? 5 : 4, { 0 } };
  MusterDist *dist;

  l2y_to_phase (t, "fire");
  /* Carbines far 6, grade D -1, target B -1: needs 8. 6 models: 1 die;
   * models=... cannot add dice, so correct the models to 12: 3 dice. */
  mt_ok (t, "correct b1 models 6");
  p = preview (t, "shoot b1 a1 far");
  g_assert_cmpuint (roll_of (p, 0)->n_dice, ==, 1);
  each_throw (1, count_six_then, &st);
  dist = roll_of (p, 0)->dist;
  for (int h = 0; h <= 1; h++)
    g_assert_cmpfloat_with_epsilon (muster_dist_prob (dist, h), st.dist[h] / 6, EPS);
}

static void
test_need_seven_many (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry D 16", "set-unit Foot light yes",
                                           "set-unit Foot formation skirmish"),
                                    LINES ("add-unit Target infantry B 20"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;
  SixThen st = { 4, { 0 } };
  MusterDist *dist;

  l2y_to_phase (t, "fire");
  /* Muskets far 5, grade D -1, target B -1, moved -1: 8, read as 7+. */
  p = preview (t, "shoot b1 a1 far moved");
  g_assert_cmpuint (roll_of (p, 0)->n_dice, ==, 4);
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "6, then 4-6");
  each_throw (4, count_six_then, &st);
  dist = roll_of (p, 0)->dist;
  for (int h = 0; h <= 4; h++)
    g_assert_cmpfloat_with_epsilon (muster_dist_prob (dist, h), st.dist[h] / pow6 (4), EPS);
}

/* Shooting, then the fire test (9.5): grade A firers, 5 dice on 2-6, at 8
 * grade C models (shattered at 2). After h hits the test needs 2 with -1
 * for every two hits; failing takes 2 rout hits. */
typedef struct
{
  double none, pass, retreat, shatter;
} Chain;

static void
count_chain (const int *faces, int n, gpointer data)
{
  Chain *c = data;
  int hits = 0;

  for (int i = 0; i < n; i++)
    hits += faces[i] >= 2;
  if (hits == 0)
    {
      c->none += 1;
      return;
    }
  if (8 - hits <= 2)
    {
      c->shatter += 1;
      return;
    }
  for (int d = 1; d <= 6; d++)
    {
      if (d - hits / 2 >= 2)
        c->pass += 1 / 6.0;
      else if (8 - hits - 2 <= 2)
        c->shatter += 1 / 6.0;
      else
        c->retreat += 1 / 6.0;
    }
}

static void
test_shoot_chain (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry A 20"),
                                    LINES ("add-unit Small infantry C 8"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;
  Chain c = { 0 };
  double all = pow6 (5);

  l2y_to_phase (t, "fire");
  mt_ok (t, "correct b1 moved yes");
  /* Far 5, grade A +2, moved -1, first fire lost to moving? No: moving
   * does not unsteady it, so +1: 5 - 2 + 1 - 1 = 3-6. */
  p = preview (t, "shoot b1 a1 far");
  g_assert_cmpuint (roll_of (p, 0)->n_dice, ==, 5);
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "3-6");
  mt_ok (t, "correct b1 moved no");
  muster_preview_free (g_steal_pointer (&p));
  p = preview (t, "shoot b1 a1 far soft-cover moved");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "4-6");
  muster_preview_free (g_steal_pointer (&p));
  p = preview (t, "shoot b1 a1 close moved");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "1-6");
  muster_preview_free (g_steal_pointer (&p));
  /* Far, not moved: 5 - 2 - 1 = 2-6. */
  p = preview (t, "shoot b1 a1 far");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "2-6");
  each_throw (5, count_chain, &c);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "No hits"), c.none / all, EPS);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "Hit, and the target passes its fire test"), c.pass / all, EPS);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "The target fails its fire test and retreats shaken"),
                                  c.retreat / all, EPS);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "The target shatters this turn"), c.shatter / all, EPS);
  g_assert_cmpfloat_with_epsilon (c.none + c.pass + c.retreat + c.shatter, all, 1e-6);
}

/* Danger to generals (4.2) after shooting: for every throw, a die at or
 * under one for each two hits kills him. */
static void
count_danger (const int *faces, int n, gpointer data)
{
  double *p = data;
  int hits = 0;

  for (int i = 0; i < n; i++)
    hits += faces[i] >= 3;
  if (hits >= 2)
    for (int d = 1; d <= 6; d++)
      if (d - hits / 2 <= 0)
        *p += 1 / 6.0;
}

static void
test_general_odds (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry B 20"),
                                    LINES ("add-unit Line infantry C 20", "add-unit Greene general A 1"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;
  double falls = 0;

  mt_ok (t, "attach Greene a1");
  l2y_to_phase (t, "fire");
  /* Far 5-6, grade B +1, first fire +1: 3-6. */
  p = preview (t, "shoot b1 a1 far");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "3-6");
  each_throw (5, count_danger, &falls);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "The general with the target falls"), falls / pow6 (5), EPS);
}

/* Combat (10): 5 dice on 3-6 against 4 on 5-6 from a shaken unit (-2),
 * which shatters if it loses (10.3); the winner of more hits wins. */
typedef struct
{
  double first_wins, draw, second_wins;
} Round;

static void
count_round (const int *faces, int n, gpointer data)
{
  Round *r = data;
  int a = 0, b = 0;

  for (int i = 0; i < 5; i++)
    a += faces[i] >= 3;
  for (int i = 5; i < 9; i++)
    b += faces[i] >= 5;
  if (a > b)
    r->first_wins += 1;
  else if (a == b)
    r->draw += 1;
  else
    r->second_wins += 1;
}

static void
test_combat_odds (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit British infantry C 22"),
                                    LINES ("add-unit Continentals infantry C 18"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;
  Round r = { 0 };
  double all = pow6 (9);

  mt_ok (t, "correct a1 shaken yes");
  l2y_to_phase (t, "combat");
  p = preview (t, "combat b1 a1");
  g_assert_cmpuint (roll_of (p, 0)->n_dice, ==, 5);
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "3-6");
  g_assert_cmpuint (roll_of (p, 1)->n_dice, ==, 4);
  g_assert_cmpstr (roll_of (p, 1)->hits_on, ==, "5-6");
  each_throw (9, count_round, &r);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "British wins the round"), r.first_wins / all, EPS);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "Continentals wins the round"), r.second_wins / all, EPS);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "The round is a draw"), r.draw / all, EPS);
  /* Shaken losers shatter; the British, losing, retreat. */
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "Continentals shatters"), r.first_wins / all, EPS);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "British retreats shaken with rout hits"), r.second_wins / all, EPS);
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "British shatters"), 0, EPS);
}

/* One die: the fire and rally tests; 3d6 for evading cavalry. */
static void
count_sum (const int *faces, int n, gpointer data)
{
  double *sums = data;
  int total = 0;

  for (int i = 0; i < n; i++)
    total += faces[i];
  sums[total] += 1;
}

static void
test_single_dice (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 20"),
                                    LINES ("add-unit Hussars cavalry C 6", "set-unit Hussars formation skirmish",
                                           "add-unit Militia infantry D 20"), 0, NULL);
  g_autoptr(MusterPreview) evade = NULL;
  g_autoptr(MusterPreview) rally = NULL;
  double sums[19] = { 0 };

  l2y_to_phase (t, "move");
  evade = preview (t, "evade Hussars");
  each_throw (3, count_sum, sums);
  for (int s = 3; s <= 18; s++)
    g_assert_cmpfloat_with_epsilon (muster_dist_prob (roll_of (evade, 0)->dist, s), sums[s] / 216, EPS);
  /* Grade D passes the rally test on 5 (5, 6.12): count the faces, with
   * -2 for enemies able to charge: none pass. */
  rally = preview (t, "rally-test a2 exposed-flank");
  {
    int pass = 0;

    for (int d = 1; d <= 6; d++)
      pass += d >= 5;
    g_assert_cmpfloat_with_epsilon (l2y_outcome (rally, "Passes"), pass / 6.0, EPS);
  }
  muster_preview_free (g_steal_pointer (&rally));
  rally = preview (t, "rally-test a2 exposed-flank enemy-can-charge");
  g_assert_cmpfloat_with_epsilon (l2y_outcome (rally, "Passes"), 0, EPS);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/l2y/odds/need-seven/chart", GINT_TO_POINTER (FALSE), test_need_seven);
  g_test_add_data_func ("/l2y/odds/need-seven/graded", GINT_TO_POINTER (TRUE), test_need_seven);
  g_test_add_func ("/l2y/odds/need-seven-many", test_need_seven_many);
  g_test_add_func ("/l2y/odds/shoot-chain", test_shoot_chain);
  g_test_add_func ("/l2y/odds/combat", test_combat_odds);
  g_test_add_func ("/l2y/odds/general", test_general_odds);
  g_test_add_func ("/l2y/odds/single-dice", test_single_dice);
  return g_test_run ();
}
