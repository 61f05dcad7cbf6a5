/* test-ledger.c: the luck ledger: expected against actual, per side, from
 * outcomes whose numbers are known.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "muster-games.h"

#define EPS 1e-12

static void
add_die (GPtrArray  *outcomes,
         const char *side,
         guint       sides,
         guint       value,
         guint       hit_min,
         guint       hit_max)
{
  MusterOutcome *o = muster_outcome_new (MUSTER_OUTCOME_DIE);

  o->side = g_strdup (side);
  o->sides = sides;
  o->value = value;
  o->hit_min = hit_min;
  o->hit_max = hit_max;
  g_ptr_array_add (outcomes, o);
}

static GPtrArray *
known_outcomes (void)
{
  GPtrArray *outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);
  MusterOutcome *card = muster_outcome_new (MUSTER_OUTCOME_CARD);
  MusterOutcome *pick = muster_outcome_new (MUSTER_OUTCOME_PICK);

  /* British: three d6 hitting on 5-6, showing 5, 6, 2. */
  add_die (outcomes, "British", 6, 5, 5, 6);
  add_die (outcomes, "British", 6, 6, 5, 6);
  add_die (outcomes, "British", 6, 2, 5, 6);
  /* Patriot: two d10 hitting on 3 or less, showing 3 and 9. */
  add_die (outcomes, "Patriot", 10, 3, 1, 3);
  add_die (outcomes, "Patriot", 10, 9, 1, 3);
  /* Nobody's: a plain d6 showing 4. */
  add_die (outcomes, NULL, 6, 4, 0, 0);
  /* Cards and picks are not luck of the dice. */
  card->deck = g_strdup ("events");
  card->card = g_strdup ("e1");
  card->side = g_strdup ("British");
  g_ptr_array_add (outcomes, card);
  pick->sides = 3;
  pick->value = 1;
  g_ptr_array_add (outcomes, pick);
  return outcomes;
}

static void
test_expected_and_actual (void)
{
  g_autoptr(MusterLedger) ledger = muster_ledger_new ();
  g_autoptr(GPtrArray) outcomes = known_outcomes ();
  const MusterLedgerRow *row;

  muster_ledger_add_outcomes (ledger, outcomes);
  g_assert_cmpuint (muster_ledger_get_n_rows (ledger), ==, 3);

  row = muster_ledger_lookup (ledger, "British");
  g_assert_true (row == muster_ledger_get_row (ledger, 0));
  g_assert_cmpuint (row->n_dice, ==, 3);
  g_assert_cmpint (row->total, ==, 13);
  g_assert_cmpfloat_with_epsilon (row->expected_total, 10.5, EPS);
  g_assert_cmpuint (row->n_hit_dice, ==, 3);
  g_assert_cmpuint (row->hits, ==, 2);
  g_assert_cmpfloat_with_epsilon (row->expected_hits, 1.0, EPS);
  g_assert_cmpfloat_with_epsilon (row->hits_variance, 2.0 / 3, EPS);
  g_assert_cmpfloat_with_epsilon (muster_ledger_row_hits_z (row), 1.0 / sqrt (2.0 / 3), 1e-9);

  row = muster_ledger_lookup (ledger, "Patriot");
  g_assert_cmpuint (row->n_dice, ==, 2);
  g_assert_cmpint (row->total, ==, 12);
  g_assert_cmpfloat_with_epsilon (row->expected_total, 11.0, EPS);
  g_assert_cmpuint (row->hits, ==, 1);
  g_assert_cmpfloat_with_epsilon (row->expected_hits, 0.6, EPS);
  g_assert_cmpfloat_with_epsilon (row->hits_variance, 2 * 0.3 * 0.7, EPS);

  row = muster_ledger_lookup (ledger, NULL);
  g_assert_nonnull (row);
  g_assert_null (row->side);
  g_assert_cmpuint (row->n_dice, ==, 1);
  g_assert_cmpint (row->total, ==, 4);
  g_assert_cmpuint (row->n_hit_dice, ==, 0);
  g_assert_cmpfloat (muster_ledger_row_hits_z (row), ==, 0.0);

  g_assert_null (muster_ledger_lookup (ledger, "French"));

  /* Adding more adds up. */
  muster_ledger_add_outcomes (ledger, outcomes);
  row = muster_ledger_lookup (ledger, "British");
  g_assert_cmpuint (row->n_dice, ==, 6);
  g_assert_cmpuint (row->hits, ==, 4);
  g_assert_cmpfloat_with_epsilon (row->expected_hits, 2.0, EPS);

  /* A ledger added to another adds up the same, row by row, and a side
   * the other lacks is added as a row of its own. */
  {
    g_autoptr(MusterLedger) sum = muster_ledger_new ();
    g_autoptr(GPtrArray) more = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);

    add_die (more, "French", 6, 6, 6, 6);
    muster_ledger_add_outcomes (sum, more);
    muster_ledger_add (sum, ledger);
    g_assert_cmpuint (muster_ledger_get_n_rows (sum), ==, 4);
    row = muster_ledger_lookup (sum, "British");
    g_assert_cmpuint (row->n_dice, ==, 6);
    g_assert_cmpint (row->total, ==, 26);
    g_assert_cmpfloat_with_epsilon (row->expected_total, 21.0, EPS);
    g_assert_cmpuint (row->n_hit_dice, ==, 6);
    g_assert_cmpuint (row->hits, ==, 4);
    g_assert_cmpfloat_with_epsilon (row->expected_hits, 2.0, EPS);
    g_assert_cmpfloat_with_epsilon (row->hits_variance, 4.0 / 3, EPS);
    g_assert_cmpuint (muster_ledger_lookup (sum, NULL)->n_dice, ==, 2);
    g_assert_cmpuint (muster_ledger_lookup (sum, "French")->hits, ==, 1);
  }
}

static void
test_write (void)
{
  g_autoptr(MusterLedger) ledger = muster_ledger_new ();
  g_autoptr(GPtrArray) outcomes = known_outcomes ();
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(MusterXmlWriter) writer = muster_xml_writer_new (out, MUSTER_XML_WRITER_ONE_LINE, 0);
  const char *xml = out->str;
  g_autofree char *text = NULL;

  muster_ledger_add_outcomes (ledger, outcomes);
  muster_ledger_write (ledger, writer);
  xml = out->str;
  g_assert_nonnull (strstr (xml, "<luck side=\"British\" dice=\"3\" total=\"13\" expected-total=\"10.50\" "
                                 "hit-dice=\"3\" hits=\"2\" expected-hits=\"1.00\"/>"));
  g_assert_nonnull (strstr (xml, "<luck side=\"Patriot\" dice=\"2\" total=\"12\" expected-total=\"11.00\" "
                                 "hit-dice=\"2\" hits=\"1\" expected-hits=\"0.60\"/>"));
  g_assert_nonnull (strstr (xml, "<luck dice=\"1\" total=\"4\""));

  text = muster_ledger_to_string (ledger);
  g_assert_nonnull (strstr (text, "British: 3 dice, total 13 (expected 10.5); 2 hits from 3 dice (expected 1.0)"));
  g_assert_nonnull (strstr (text, "Patriot"));
}

static void
test_session_ledger (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(MusterLedger) before = NULL;
  g_autoptr(MusterLedger) after = NULL;
  static const guint faces[] = { 6, 6, 1, 3 };
  const MusterLedgerRow *row;

  session = muster_session_new (muster_registry_lookup (registry, "dice-and-cards"), "default", NULL, chance, &error);
  g_assert_no_error (error);
  muster_chance_supply_numbers (chance, faces, 4);
  g_assert_nonnull (muster_session_perform (session, "roll", (const char * const[]) { "2d6", "Howe", NULL }, 0, &error));
  g_assert_nonnull (muster_session_perform (session, "roll", (const char * const[]) { "2d6", "Greene", NULL }, 0, &error));
  g_assert_no_error (error);

  before = muster_session_get_ledger (session);
  row = muster_ledger_lookup (before, "Howe");
  g_assert_cmpint (row->total, ==, 12);
  g_assert_cmpfloat_with_epsilon (row->expected_total, 7.0, EPS);
  g_assert_cmpint (muster_ledger_lookup (before, "Greene")->total, ==, 4);

  /* Undone rolls leave the ledger. */
  g_assert_true (muster_session_undo (session, NULL));
  after = muster_session_get_ledger (session);
  g_assert_nonnull (muster_ledger_lookup (after, "Howe"));
  g_assert_null (muster_ledger_lookup (after, "Greene"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/ledger/expected-and-actual", test_expected_and_actual);
  g_test_add_func ("/ledger/write", test_write);
  g_test_add_func ("/ledger/session", test_session_ledger);

  return g_test_run ();
}
