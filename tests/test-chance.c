/* test-chance.c: the chance source in each of its modes, and the record and
 * replay of its results.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-core.h"

static const MusterRollSpec attack = { "British", "attack", 5, 6 };

/* SplitMix64 with seed 42, worked out independently of the C code (the
 * algorithm is published; these are its outputs reduced to faces without
 * bias). They must be the same on every machine and every build. */
static void
test_seed_42_known_sequence (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (42);
  g_autoptr(GError) error = NULL;
  static const guint d6[10] = { 2, 2, 1, 1, 5, 1, 2, 3, 2, 3 };
  static const guint d20[5] = { 8, 7, 19, 16, 17 };
  guint values[10];

  g_assert_cmpint (muster_chance_get_mode (chance), ==, MUSTER_CHANCE_SEEDED);
  g_assert_cmpuint (muster_chance_get_seed (chance), ==, 42);
  g_assert_true (muster_chance_roll (chance, 10, 6, NULL, values, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 10; i++)
    g_assert_cmpuint (values[i], ==, d6[i]);

  g_assert_true (muster_chance_roll (chance, 5, 20, NULL, values, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpuint (values[i], ==, d20[i]);

  /* One raw number per die: nothing was rejected for bias here. */
  g_assert_cmpuint (muster_chance_get_position (chance), ==, 15);
}

static void
test_seeded_position_resumes (void)
{
  g_autoptr(MusterChance) first = muster_chance_new_seeded (42);
  g_autoptr(MusterChance) resumed = muster_chance_new_seeded (42);
  g_autoptr(MusterChance) other = muster_chance_new_seeded (43);
  guint a[12], b[12], c[12];
  guint64 position;

  g_assert_true (muster_chance_roll (first, 7, 6, NULL, a, NULL));
  position = muster_chance_get_position (first);
  g_assert_cmpuint (position, ==, 7);

  /* A source set to the saved position goes on with the same numbers. */
  muster_chance_set_position (resumed, position);
  g_assert_true (muster_chance_roll (first, 12, 10, NULL, a, NULL));
  g_assert_true (muster_chance_roll (resumed, 12, 10, NULL, b, NULL));
  for (guint i = 0; i < 12; i++)
    g_assert_cmpuint (a[i], ==, b[i]);
  g_assert_cmpuint (muster_chance_get_position (first), ==, muster_chance_get_position (resumed));

  /* Another seed gives another stream. */
  muster_chance_set_position (other, position);
  g_assert_true (muster_chance_roll (other, 12, 10, NULL, c, NULL));
  g_assert_false (memcmp (a, c, sizeof a) == 0);
}

static void
test_manual_needs_input (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_manual ();
  g_autoptr(GError) error = NULL;
  const MusterChanceRequest *request;
  static const guint two[] = { 6, 5 };
  guint values[3] = { 0 };

  g_assert_null (muster_chance_get_request (chance));
  g_assert_false (muster_chance_roll (chance, 3, 6, &attack, values, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_assert_nonnull (strstr (error->message, "d6"));
  g_clear_error (&error);

  request = muster_chance_get_request (chance);
  g_assert_nonnull (request);
  g_assert_cmpint (request->kind, ==, MUSTER_OUTCOME_DIE);
  g_assert_cmpuint (request->count, ==, 3);
  g_assert_cmpuint (request->sides, ==, 6);
  g_assert_cmpstr (request->side, ==, "British");
  g_assert_cmpstr (request->purpose, ==, "attack");

  /* Two of three: the request now asks for the one still missing. */
  muster_chance_supply_numbers (chance, two, 2);
  g_assert_false (muster_chance_roll (chance, 3, 6, &attack, values, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_clear_error (&error);
  g_assert_cmpuint (muster_chance_get_request (chance)->count, ==, 1);
  g_assert_cmpuint (muster_chance_get_n_unused (chance), ==, 2);

  muster_chance_supply_number (chance, 1);
  g_assert_true (muster_chance_roll (chance, 3, 6, &attack, values, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (values[0], ==, 6);
  g_assert_cmpuint (values[1], ==, 5);
  g_assert_cmpuint (values[2], ==, 1);
  g_assert_cmpuint (muster_chance_get_n_unused (chance), ==, 0);
}

static void
test_manual_card_request (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_manual ();
  g_autoptr(GError) error = NULL;
  const char * const pile[] = { "AS", "KH", "7C", NULL };
  const MusterChanceRequest *request;
  g_autofree char *card = NULL;
  guint index = 99;

  card = muster_chance_draw (chance, "cards", pile, "Patriot", "event", &error);
  g_assert_null (card);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_clear_error (&error);
  request = muster_chance_get_request (chance);
  g_assert_cmpint (request->kind, ==, MUSTER_OUTCOME_CARD);
  g_assert_cmpstr (request->deck, ==, "cards");
  g_assert_cmpuint (g_strv_length (request->candidates), ==, 3);
  g_assert_true (g_strv_contains ((const char * const *) request->candidates, "KH"));
  g_assert_cmpstr (request->side, ==, "Patriot");

  muster_chance_supply_card (chance, "KH");
  card = muster_chance_draw (chance, "cards", pile, "Patriot", "event", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (card, ==, "KH");

  /* A pick is 0-based among its choices. */
  g_assert_false (muster_chance_pick (chance, 4, "which town", &index, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_clear_error (&error);
  g_assert_cmpint (muster_chance_get_request (chance)->kind, ==, MUSTER_OUTCOME_PICK);
  g_assert_cmpuint (muster_chance_get_request (chance)->sides, ==, 4);
  muster_chance_supply_number (chance, 3);
  g_assert_true (muster_chance_pick (chance, 4, "which town", &index, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (index, ==, 3);
}

static void
test_manual_bad_input (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_manual ();
  g_autoptr(GError) error = NULL;
  const char * const pile[] = { "AS", "KH", NULL };
  g_autofree char *card = NULL;
  guint values[2], index;

  /* A 7 on a d6. */
  muster_chance_supply_number (chance, 7);
  g_assert_false (muster_chance_roll (chance, 1, 6, NULL, values, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_assert_nonnull (strstr (error->message, "7"));
  g_clear_error (&error);
  muster_chance_clear_supplied (chance);

  /* A 0 is no face either. */
  muster_chance_supply_number (chance, 0);
  g_assert_false (muster_chance_roll (chance, 1, 6, NULL, values, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_clear_error (&error);
  muster_chance_clear_supplied (chance);

  /* A card that is not in the draw pile. */
  muster_chance_supply_card (chance, "QD");
  card = muster_chance_draw (chance, "cards", pile, NULL, NULL, &error);
  g_assert_null (card);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_assert_nonnull (strstr (error->message, "QD"));
  g_clear_error (&error);
  muster_chance_clear_supplied (chance);

  /* A choice beyond the last. */
  muster_chance_supply_number (chance, 2);
  g_assert_false (muster_chance_pick (chance, 2, NULL, &index, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_clear_error (&error);
  g_assert_cmpuint (muster_chance_get_n_unused (chance), ==, 1);
  muster_chance_clear_supplied (chance);
  g_assert_cmpuint (muster_chance_get_n_unused (chance), ==, 0);
}

static void
test_scripted_runs_dry (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(GError) error = NULL;
  static const guint script[] = { 4, 2 };
  const char * const pile[] = { "a", NULL };
  g_autofree char *card = NULL;
  guint values[3];

  g_assert_cmpint (muster_chance_get_mode (chance), ==, MUSTER_CHANCE_SCRIPTED);
  muster_chance_supply_numbers (chance, script, 2);
  g_assert_true (muster_chance_roll (chance, 2, 6, NULL, values, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (values[0], ==, 4);
  g_assert_cmpuint (values[1], ==, 2);

  g_assert_false (muster_chance_roll (chance, 1, 6, NULL, values, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == MUSTER_ERROR);
  g_clear_error (&error);

  card = muster_chance_draw (chance, "deck", pile, NULL, NULL, &error);
  g_assert_null (card);
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Nothing to draw from is its own error, whatever the mode. */
  {
    const char * const empty[] = { NULL };
    card = muster_chance_draw (chance, "deck", empty, NULL, NULL, &error);
    g_assert_null (card);
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING);
  }
}

/* Records a roll, a draw and a pick from @chance. */
static GPtrArray *
record_some (MusterChance *chance,
             guint        *dice,
             char        **card,
             guint        *pick)
{
  const char * const pile[] = { "AS", "KH", "7C", NULL };
  g_autoptr(GError) error = NULL;

  muster_chance_begin_record (chance);
  g_assert_true (muster_chance_roll (chance, 4, 6, &attack, dice, &error));
  g_assert_true (muster_chance_roll (chance, 1, 10, NULL, dice + 4, &error));
  *card = muster_chance_draw (chance, "cards", pile, "Patriot", "event", &error);
  g_assert_nonnull (*card);
  g_assert_true (muster_chance_pick (chance, 3, "weather", pick, &error));
  g_assert_no_error (error);
  return muster_chance_end_record (chance);
}

static void
test_record_and_replay (void)
{
  g_autoptr(MusterChance) seeded = muster_chance_new_seeded (1776);
  g_autoptr(MusterChance) replayer = muster_chance_new_scripted ();
  g_autoptr(GPtrArray) outcomes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *card = NULL;
  g_autofree char *again_card = NULL;
  const char * const pile[] = { "AS", "KH", "7C", NULL };
  guint dice[5], again[5], pick, again_pick;
  const MusterOutcome *o;

  outcomes = record_some (seeded, dice, &card, &pick);
  g_assert_cmpuint (outcomes->len, ==, 7);

  for (guint i = 0; i < 4; i++)
    {
      o = g_ptr_array_index (outcomes, i);
      g_assert_cmpint (o->kind, ==, MUSTER_OUTCOME_DIE);
      g_assert_cmpuint (o->sides, ==, 6);
      g_assert_cmpuint (o->value, ==, dice[i]);
      g_assert_cmpstr (o->side, ==, "British");
      g_assert_cmpstr (o->purpose, ==, "attack");
      g_assert_cmpuint (o->hit_min, ==, 5);
      g_assert_cmpuint (o->hit_max, ==, 6);
      /* Dice thrown together share a group. */
      g_assert_cmpuint (o->group, ==, 1);
      g_assert_true (muster_outcome_is_hit (o) == (dice[i] >= 5));
    }
  o = g_ptr_array_index (outcomes, 4);
  g_assert_cmpuint (o->sides, ==, 10);
  g_assert_cmpuint (o->group, ==, 2);
  g_assert_false (muster_outcome_is_hit (o));
  o = g_ptr_array_index (outcomes, 5);
  g_assert_cmpint (o->kind, ==, MUSTER_OUTCOME_CARD);
  g_assert_cmpstr (o->deck, ==, "cards");
  g_assert_cmpstr (o->card, ==, card);
  o = g_ptr_array_index (outcomes, 6);
  g_assert_cmpint (o->kind, ==, MUSTER_OUTCOME_PICK);
  g_assert_cmpuint (o->sides, ==, 3);
  g_assert_cmpuint (o->value, ==, pick);

  /* The replay serves exactly the recorded results, and records them again
   * in the same form. */
  muster_chance_begin_replay (replayer, outcomes);
  g_assert_true (muster_chance_is_replaying (replayer));
  {
    g_autoptr(GPtrArray) rerecorded = NULL;

    muster_chance_begin_record (replayer);
    g_assert_true (muster_chance_roll (replayer, 4, 6, &attack, again, &error));
    g_assert_true (muster_chance_roll (replayer, 1, 10, NULL, again + 4, &error));
    again_card = muster_chance_draw (replayer, "cards", pile, "Patriot", "event", &error);
    g_assert_true (muster_chance_pick (replayer, 3, "weather", &again_pick, &error));
    g_assert_no_error (error);
    rerecorded = muster_chance_end_record (replayer);
    g_assert_cmpuint (rerecorded->len, ==, outcomes->len);
  }
  g_assert_true (muster_chance_end_replay (replayer, &error));
  g_assert_no_error (error);
  g_assert_false (muster_chance_is_replaying (replayer));
  for (guint i = 0; i < 5; i++)
    g_assert_cmpuint (again[i], ==, dice[i]);
  g_assert_cmpstr (again_card, ==, card);
  g_assert_cmpuint (again_pick, ==, pick);
}

static void
test_replay_mismatch (void)
{
  g_autoptr(MusterChance) seeded = muster_chance_new_seeded (5);
  g_autoptr(MusterChance) replayer = muster_chance_new_scripted ();
  g_autoptr(GPtrArray) outcomes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *card = NULL;
  const char * const other_pile[] = { "QD", NULL };
  guint dice[5], pick, values[5];

  outcomes = record_some (seeded, dice, &card, &pick);

  /* A d8 where a d6 was recorded. */
  muster_chance_begin_replay (replayer, outcomes);
  g_assert_false (muster_chance_roll (replayer, 4, 8, NULL, values, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY);
  g_clear_error (&error);
  muster_chance_end_replay (replayer, NULL);

  /* A card where a die was recorded. */
  muster_chance_begin_replay (replayer, outcomes);
  g_assert_null (muster_chance_draw (replayer, "cards", other_pile, NULL, NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY);
  g_clear_error (&error);
  muster_chance_end_replay (replayer, NULL);

  /* The recorded card cannot come from a pile that no longer holds it. */
  muster_chance_begin_replay (replayer, outcomes);
  g_assert_true (muster_chance_roll (replayer, 4, 6, NULL, values, &error));
  g_assert_true (muster_chance_roll (replayer, 1, 10, NULL, values, &error));
  g_assert_null (muster_chance_draw (replayer, "cards", other_pile, NULL, NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY);
  g_clear_error (&error);
  muster_chance_end_replay (replayer, NULL);

  /* Fewer requests than recorded results. */
  muster_chance_begin_replay (replayer, outcomes);
  g_assert_true (muster_chance_roll (replayer, 4, 6, NULL, values, &error));
  g_assert_false (muster_chance_end_replay (replayer, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY);
  g_clear_error (&error);

  /* More requests than recorded results. */
  muster_chance_begin_replay (replayer, outcomes);
  g_assert_true (muster_chance_roll (replayer, 4, 6, NULL, values, &error));
  g_assert_false (muster_chance_roll (replayer, 5, 10, NULL, values, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY);
  g_clear_error (&error);
  muster_chance_end_replay (replayer, NULL);

  /* A pick among a different number of choices. */
  {
    g_autoptr(GPtrArray) picks = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);
    MusterOutcome *o = muster_outcome_new (MUSTER_OUTCOME_PICK);

    o->sides = 3;
    o->value = 2;
    g_ptr_array_add (picks, o);
    muster_chance_begin_replay (replayer, picks);
    g_assert_false (muster_chance_pick (replayer, 2, NULL, &pick, &error));
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY);
    g_clear_error (&error);
    muster_chance_end_replay (replayer, NULL);
  }
}

static void
test_replay_uses_no_randomness (void)
{
  g_autoptr(MusterChance) seeded = muster_chance_new_seeded (9);
  g_autoptr(GPtrArray) outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);
  MusterOutcome *o = muster_outcome_new (MUSTER_OUTCOME_DIE);
  guint value = 0;

  o->sides = 6;
  o->value = 6;
  g_ptr_array_add (outcomes, o);

  /* A seeded source that replays does not move its position: the next
   * fresh roll after a redo is the one it would have been. */
  muster_chance_begin_replay (seeded, outcomes);
  g_assert_true (muster_chance_roll (seeded, 1, 6, NULL, &value, NULL));
  g_assert_true (muster_chance_end_replay (seeded, NULL));
  g_assert_cmpuint (value, ==, 6);
  g_assert_cmpuint (muster_chance_get_position (seeded), ==, 0);
}

static void
test_record_keeps_supplied_on_abort (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_manual ();
  g_autoptr(GPtrArray) outcomes = NULL;
  static const guint supplied[] = { 3, 4, 5 };
  guint values[3];

  muster_chance_supply_numbers (chance, supplied, 3);

  /* An action that fails after using the results gives them back. */
  muster_chance_begin_record (chance);
  g_assert_true (muster_chance_roll (chance, 3, 6, NULL, values, NULL));
  muster_chance_abort_record (chance);
  g_assert_cmpuint (muster_chance_get_n_unused (chance), ==, 3);

  /* One that succeeds uses them up. */
  muster_chance_begin_record (chance);
  g_assert_true (muster_chance_roll (chance, 3, 6, NULL, values, NULL));
  outcomes = muster_chance_end_record (chance);
  g_assert_cmpuint (outcomes->len, ==, 3);
  g_assert_cmpuint (values[0], ==, 3);
  g_assert_cmpuint (values[2], ==, 5);
  g_assert_cmpuint (muster_chance_get_n_unused (chance), ==, 0);
}

static void
test_random_in_range (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_random ();
  const char * const pile[] = { "x", "y", "z", NULL };
  guint values[500];

  g_assert_cmpint (muster_chance_get_mode (chance), ==, MUSTER_CHANCE_RANDOM);
  for (guint sides = 2; sides <= 100; sides += 7)
    {
      g_assert_true (muster_chance_roll (chance, G_N_ELEMENTS (values), sides, NULL, values, NULL));
      for (guint i = 0; i < G_N_ELEMENTS (values); i++)
        {
          g_assert_cmpuint (values[i], >=, 1);
          g_assert_cmpuint (values[i], <=, sides);
        }
    }
  for (guint i = 0; i < 200; i++)
    {
      g_autofree char *card = muster_chance_draw (chance, "d", pile, NULL, NULL, NULL);
      guint index = 99;

      g_assert_true (g_strv_contains (pile, card));
      g_assert_true (muster_chance_pick (chance, 5, NULL, &index, NULL));
      g_assert_cmpuint (index, <, 5);
    }
  /* The random source has no seed or position to give away. */
  g_assert_cmpuint (muster_chance_get_position (chance), ==, 0);
}

static void
test_probe (void)
{
  g_autoptr(MusterChance) probe = muster_chance_new_probe ();
  const char * const pile[] = { "first", "second", NULL };
  g_autoptr(GPtrArray) outcomes = NULL;
  g_autofree char *card = NULL;
  guint values[3] = { 9, 9, 9 }, index = 9;

  g_assert_true (muster_chance_is_probe (probe));
  muster_chance_begin_record (probe);
  g_assert_true (muster_chance_roll (probe, 3, 6, NULL, values, NULL));
  card = muster_chance_draw (probe, "d", pile, NULL, NULL, NULL);
  g_assert_true (muster_chance_pick (probe, 4, NULL, &index, NULL));
  outcomes = muster_chance_end_record (probe);

  g_assert_cmpuint (values[0], ==, 1);
  g_assert_cmpuint (values[2], ==, 1);
  g_assert_cmpstr (card, ==, "first");
  g_assert_cmpuint (index, ==, 0);
  g_assert_cmpuint (outcomes->len, ==, 0);
}

static void
test_mode_names (void)
{
  MusterChanceMode mode;

  for (int m = MUSTER_CHANCE_RANDOM; m <= MUSTER_CHANCE_SCRIPTED; m++)
    {
      g_assert_true (muster_chance_mode_from_string (muster_chance_mode_to_string (m), &mode));
      g_assert_cmpint (mode, ==, m);
    }
  g_assert_cmpstr (muster_chance_mode_to_string (MUSTER_CHANCE_MANUAL), ==, "manual");
  g_assert_false (muster_chance_mode_from_string ("loaded", &mode));
  g_assert_false (muster_chance_mode_from_string (NULL, &mode));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/chance/seeded/known-sequence", test_seed_42_known_sequence);
  g_test_add_func ("/chance/seeded/position-resumes", test_seeded_position_resumes);
  g_test_add_func ("/chance/manual/needs-input", test_manual_needs_input);
  g_test_add_func ("/chance/manual/card-and-pick", test_manual_card_request);
  g_test_add_func ("/chance/manual/bad-input", test_manual_bad_input);
  g_test_add_func ("/chance/manual/abort-keeps-supplied", test_record_keeps_supplied_on_abort);
  g_test_add_func ("/chance/scripted/runs-dry", test_scripted_runs_dry);
  g_test_add_func ("/chance/record/replay", test_record_and_replay);
  g_test_add_func ("/chance/record/mismatch", test_replay_mismatch);
  g_test_add_func ("/chance/record/replay-keeps-position", test_replay_uses_no_randomness);
  g_test_add_func ("/chance/random/in-range", test_random_in_range);
  g_test_add_func ("/chance/probe", test_probe);
  g_test_add_func ("/chance/mode-names", test_mode_names);

  return g_test_run ();
}
