/* test-dice.c: dice expressions, their canonical form, their errors, and
 * rolls that keep every die.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-core.h"

typedef struct
{
  const char *text;
  const char *canonical;
  guint       n_terms;
  guint       n_dice;
  int         modifier;
  int         min;
  int         max;
} GoodCase;

static const GoodCase good_cases[] = {
  { "d6",          "d6",       1,  1,  0,  1,   6 },
  { "4d6",         "4d6",      1,  4,  0,  4,  24 },
  { "2d10+1",      "2d10+1",   1,  2,  1,  3,  21 },
  { "d6+d4-1",     "d6+d4-1",  2,  2, -1,  1,   9 },
  { "d%",          "d100",     1,  1,  0,  1, 100 },
  { "1d6",         "d6",       1,  1,  0,  1,   6 },
  { "3D6",         "3d6",      1,  3,  0,  3,  18 },
  { " 2d6 + 1 ",   "2d6+1",    1,  2,  1,  3,  13 },
  { "\t2d6\t-\t3", "2d6-3",    1,  2, -3, -1,   9 },
  { "d6-d4",       "d6-d4",    2,  2,  0, -3,   5 },
  { "-d4+3",       "-d4+3",    1,  1,  3, -1,   2 },
  { "2+d8",        "d8+2",     1,  1,  2,  3,  10 },
  { "1000d6",      "1000d6",   1, 1000, 0, 1000, 6000 },
  { "d1000",       "d1000",    1,  1,  0,  1, 1000 },
  { "d2+d2+d2",    "d2+d2+d2", 3,  3,  0,  3,   6 },
};

static void
test_parse_good (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (good_cases); i++)
    {
      const GoodCase *c = &good_cases[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse (c->text, &error);
      g_autofree char *canonical = NULL;
      g_autoptr(MusterDiceExpr) reparsed = NULL;
      g_autofree char *again = NULL;

      g_test_message ("parsing “%s”", c->text);
      g_assert_no_error (error);
      g_assert_nonnull (expr);
      canonical = muster_dice_expr_to_string (expr);
      g_assert_cmpstr (canonical, ==, c->canonical);
      g_assert_cmpuint (muster_dice_expr_get_n_terms (expr), ==, c->n_terms);
      g_assert_cmpuint (muster_dice_expr_get_n_dice (expr), ==, c->n_dice);
      g_assert_cmpint (muster_dice_expr_get_modifier (expr), ==, c->modifier);
      g_assert_cmpint (muster_dice_expr_get_min (expr), ==, c->min);
      g_assert_cmpint (muster_dice_expr_get_max (expr), ==, c->max);

      /* The canonical form reads back as itself. */
      reparsed = muster_dice_expr_parse (canonical, &error);
      g_assert_no_error (error);
      again = muster_dice_expr_to_string (reparsed);
      g_assert_cmpstr (again, ==, canonical);
    }
}

static void
test_terms (void)
{
  g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse ("3d6-2d4+5", NULL);
  const MusterDiceTerm *t;

  g_assert_nonnull (expr);
  g_assert_cmpuint (muster_dice_expr_get_n_terms (expr), ==, 2);
  t = muster_dice_expr_get_term (expr, 0);
  g_assert_cmpint (t->sign, ==, 1);
  g_assert_cmpuint (t->count, ==, 3);
  g_assert_cmpuint (t->sides, ==, 6);
  t = muster_dice_expr_get_term (expr, 1);
  g_assert_cmpint (t->sign, ==, -1);
  g_assert_cmpuint (t->count, ==, 2);
  g_assert_cmpuint (t->sides, ==, 4);
  g_assert_cmpint (muster_dice_expr_get_modifier (expr), ==, 5);
  g_assert_cmpint (muster_dice_expr_get_min (expr), ==, 3 - 8 + 5);
  g_assert_cmpint (muster_dice_expr_get_max (expr), ==, 18 - 2 + 5);
}

typedef struct
{
  const char *text;
  const char *hint;  /* a piece of the message that tells what is wrong */
} BadCase;

static const BadCase bad_cases[] = {
  { "",                        "empty" },
  { "   ",                     "empty" },
  { "3x6",                     "position 2" },
  { "d",                       "faces" },
  { "4d",                      "faces" },
  { "0d6",                     "between 1 and 1000 dice" },
  { "d1",                      "between 2 and 1000 faces" },
  { "d0",                      "between 2 and 1000 faces" },
  { "d1001",                   "between 2 and 1000 faces" },
  { "1001d6",                  "between 1 and 1000 dice" },
  { "99999999999999999999d6",  "between 1 and 1000 dice" },
  { "d99999999999999999999",   "faces" },
  { "99999999999999999999",    "too large" },
  { "100000+100000",           "add up" },
  { "600d6+600d6",             "too many dice" },
  { "2d6 junk",                "position 5" },
  { "2d6+",                    "ends with a sign" },
  { "2d6++1",                  "Unexpected “+” at position 5" },
  { "+",                       "ends with a sign" },
  { "2d6-",                    "ends with a sign" },
  { "d6 d6",                   "position 4" },
  { "5",                       "rolls no dice" },
  { "2 d6",                    "position 3" },
  { "d6.5",                    "position 3" },
  { "d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6+d6", "16 terms" },
  { "ⅾ6",                      "Unexpected “ⅾ” at position 1" },
};

static void
test_parse_bad (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      const BadCase *c = &bad_cases[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse (c->text, &error);

      g_test_message ("parsing “%s”: %s", c->text, error ? error->message : "(accepted)");
      g_assert_null (expr);
      g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_nonnull (strstr (error->message, c->hint));
    }
}

static MusterDiceRoll *
roll_scripted (const char  *text,
               const guint *values,
               gsize        n_values)
{
  g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse (text, NULL);
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(GError) error = NULL;
  MusterDiceRoll *roll;

  g_assert_nonnull (expr);
  muster_chance_supply_numbers (chance, values, n_values);
  roll = muster_dice_roll (expr, chance, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_chance_get_n_unused (chance), ==, 0);
  return roll;
}

static void
test_roll_keeps_every_die (void)
{
  static const guint four[] = { 3, 5, 1, 6 };
  static const guint mixed[] = { 4, 2 };
  static const guint diff[] = { 5, 3 };
  g_autoptr(MusterDiceRoll) a = roll_scripted ("4d6", four, 4);
  g_autoptr(MusterDiceRoll) b = roll_scripted ("d6+d4-1", mixed, 2);
  g_autoptr(MusterDiceRoll) c = roll_scripted ("d6-d4", diff, 2);
  g_autoptr(MusterDiceRoll) copy = NULL;
  g_autofree char *sa = NULL, *sb = NULL, *sc = NULL;

  g_assert_cmpuint (a->values->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpuint (g_array_index (a->values, guint, i), ==, four[i]);
      g_assert_cmpuint (g_array_index (a->sides, guint, i), ==, 6);
      g_assert_cmpint (g_array_index (a->signs, int, i), ==, 1);
    }
  g_assert_cmpint (a->total, ==, 15);
  sa = muster_dice_roll_to_string (a);
  g_assert_cmpstr (sa, ==, "4d6: 3 5 1 6 = 15");

  g_assert_cmpuint (g_array_index (b->sides, guint, 0), ==, 6);
  g_assert_cmpuint (g_array_index (b->sides, guint, 1), ==, 4);
  g_assert_cmpint (b->total, ==, 5);
  sb = muster_dice_roll_to_string (b);
  g_assert_cmpstr (sb, ==, "d6+d4-1: 4 2 - 1 = 5");

  g_assert_cmpint (g_array_index (c->signs, int, 1), ==, -1);
  g_assert_cmpint (c->total, ==, 2);
  sc = muster_dice_roll_to_string (c);
  g_assert_cmpstr (sc, ==, "d6-d4: 5 -3 = 2");

  copy = muster_dice_roll_copy (a);
  g_array_index (a->values, guint, 0) = 6;
  g_assert_cmpuint (g_array_index (copy->values, guint, 0), ==, 3);
  g_assert_cmpint (copy->total, ==, 15);
}

static void
test_roll_records (void)
{
  g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse ("2d6+d8", NULL);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (42);
  g_autoptr(MusterDiceRoll) roll = NULL;
  g_autoptr(GPtrArray) outcomes = NULL;

  muster_chance_begin_record (chance);
  roll = muster_dice_roll (expr, chance, "Patriot", NULL, NULL);
  outcomes = muster_chance_end_record (chance);

  g_assert_nonnull (roll);
  g_assert_cmpuint (outcomes->len, ==, 3);
  for (guint i = 0; i < outcomes->len; i++)
    {
      const MusterOutcome *o = g_ptr_array_index (outcomes, i);

      g_assert_cmpuint (o->value, ==, g_array_index (roll->values, guint, i));
      g_assert_cmpuint (o->sides, ==, i < 2 ? 6 : 8);
      g_assert_cmpstr (o->side, ==, "Patriot");
      /* Without a purpose the expression says what the roll was. */
      g_assert_cmpstr (o->purpose, ==, "2d6+d8");
    }
  /* Seed 42's first faces on d6 are 2 and 2 (see test-chance). */
  g_assert_cmpuint (g_array_index (roll->values, guint, 0), ==, 2);
  g_assert_cmpuint (g_array_index (roll->values, guint, 1), ==, 2);
}

static void
test_roll_fails_cleanly (void)
{
  g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse ("3d6", NULL);
  g_autoptr(MusterChance) chance = muster_chance_new_manual ();
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterDiceRoll) roll = NULL;

  roll = muster_dice_roll (expr, chance, NULL, NULL, &error);
  g_assert_null (roll);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_assert_cmpuint (muster_chance_get_request (chance)->count, ==, 3);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/dice/parse/good", test_parse_good);
  g_test_add_func ("/dice/parse/terms", test_terms);
  g_test_add_func ("/dice/parse/bad", test_parse_bad);
  g_test_add_func ("/dice/roll/every-die", test_roll_keeps_every_die);
  g_test_add_func ("/dice/roll/records", test_roll_records);
  g_test_add_func ("/dice/roll/needs-input", test_roll_fails_cleanly);

  return g_test_run ();
}
