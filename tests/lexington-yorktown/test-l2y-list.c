/* test-l2y-list.c: army lists: every cell of the Cost Chart (13), the
 * limits the rulebook sets, the advice it gives, the points limit, the
 * list carried into a battle, and muster-cli building a list.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "l2y-test-util.h"

static int
cost_of (const char * const *lines)
{
  g_autoptr(MtGame) t = l2y_list (lines);
  g_autofree char *value = l2y_sheet_value (t, "u1", "Cost");

  return atoi (value);
}

/* One model of each grade, then each change the chart prices (13). */
static void
test_cost_chart (void)
{
  g_assert_cmpint (cost_of (LINES ("add-unit A infantry A 1")), ==, 8);
  g_assert_cmpint (cost_of (LINES ("add-unit B infantry B 1")), ==, 6);
  g_assert_cmpint (cost_of (LINES ("add-unit C infantry C 1")), ==, 4);
  g_assert_cmpint (cost_of (LINES ("add-unit D infantry D 1")), ==, 3);
  g_assert_cmpint (cost_of (LINES ("add-unit I infantry C 10", "set-unit I irregular yes")), ==, 30);
  g_assert_cmpint (cost_of (LINES ("add-unit L infantry C 10", "set-unit L light yes")), ==, 80);
  g_assert_cmpint (cost_of (LINES ("add-unit R infantry C 10", "set-unit R weapon rifles")), ==, 50);
  g_assert_cmpint (cost_of (LINES ("add-unit N infantry C 10", "set-unit N bayonets no")), ==, 30);
  g_assert_cmpint (cost_of (LINES ("add-unit H infantry B 10", "set-unit H light yes", "set-unit H weapon rifles",
                                   "set-unit H irregular yes")), ==, 100);
  g_assert_cmpint (cost_of (LINES ("add-unit CB cavalry B 1")), ==, 24);
  g_assert_cmpint (cost_of (LINES ("add-unit CC cavalry C 1")), ==, 18);
  g_assert_cmpint (cost_of (LINES ("add-unit CD cavalry D 1")), ==, 12);
  /* A gun and one gunner, so the gunner is the cost less the gun. */
  g_assert_cmpint (cost_of (LINES ("add-unit GB light-gun B 1 1")), ==, 50 + 12);
  g_assert_cmpint (cost_of (LINES ("add-unit GC light-gun C 1 1")), ==, 50 + 8);
  g_assert_cmpint (cost_of (LINES ("add-unit GD field-gun D 1 1")), ==, 80 + 6);
  g_assert_cmpint (cost_of (LINES ("add-unit LI field-gun C 2 6", "set-unit LI limbers yes")), ==, 2 * 80 + 2 * 20 + 6 * 8);
  g_assert_cmpint (cost_of (LINES ("add-unit Gen general A 1")), ==, 100);
}

static void
test_breakdown (void)
{
  g_autoptr(MtGame) t = l2y_list (LINES ("add-unit \"Jäger\" infantry B 12", "set-unit Jäger light yes",
                                         "set-unit Jäger weapon rifles"));
  g_autofree char *breakdown = l2y_sheet_value (t, "u1", "Breakdown");

  g_assert_cmpstr (breakdown, ==, "Grade B infantry 6, light infantry +4, rifles +1: 11 a model × 12 models = 132");
}

/* What the rulebook decides is refused, with its section. */
static void
test_refusals (void)
{
  g_autoptr(MtGame) t = l2y_list (LINES ("add-unit Foot infantry C 20", "add-unit Guns field-gun B 1 3"));
  g_autofree char *m1 = NULL, *m2 = NULL, *m3 = NULL, *m5 = NULL;
  MusterEntry *entry;

  m1 = mt_refused (t, "add-unit Horse cavalry A 8", MUSTER_ERROR_ILLEGAL, "13: the Cost Chart has no grade A cavalry");
  m2 = mt_refused (t, "set-unit Guns grade A", MUSTER_ERROR_ILLEGAL, "13: the Cost Chart has no grade A gunners");
  /* Choosing rifles drops the bayonets; asking for them back is refused. */
  entry = mt_ok (t, "set-unit Foot weapon rifles");
  g_assert_true (mt_says (entry, "Rifles never have bayonets"));
  m3 = mt_refused (t, "set-unit Foot bayonets yes", MUSTER_ERROR_ILLEGAL, "13: rifles never have bayonets");
  mt_ok (t, "add-unit Horse cavalry B 8");
  m5 = mt_refused (t, "set-unit Horse light yes", MUSTER_ERROR_ILLEGAL, "13: the Cost Chart prices light troops");
  g_free (mt_refused (t, "add-unit Foot infantry C 20", MUSTER_ERROR_INVALID_ARGS, "There is already a unit"));
}

/* Advice warns and never refuses. */
static void
test_warnings (void)
{
  g_autoptr(MtGame) t = l2y_list (LINES ("add-unit Small infantry C 8", "add-unit Line infantry C 20",
                                         "set-unit Line formation skirmish", "points 100"));
  g_autofree char *view = mt_view (t, NULL);
  g_autofree char *status = muster_state_get_status (mt_state (t));

  g_assert_nonnull (strstr (view, "1.3: Small has 8 models; infantry units usually have 12 to 40"));
  g_assert_nonnull (strstr (view, "7: Line is line infantry, not bought as light troops"));
  g_assert_nonnull (strstr (view, "13: the army costs 112 points, 12 points over its limit of 100"));
  g_assert_cmpstr (status, ==, "2 units, 112 of 100 points");
  mt_ok (t, "set-unit Line light yes");
  g_free (view);
  view = mt_view (t, NULL);
  g_assert_null (strstr (view, "not bought as light troops"));
  mt_ok (t, "remove-unit Small");
  mt_assert_replays (t);
}

/* The option sets the limit a list starts with. */
static void
test_points_option (void)
{
  g_autoptr(MtGame) t = mt_new ("lexington-yorktown", "army-list", "points-limit=300", NULL);
  g_autofree char *status = NULL;

  mt_ok (t, "add-unit Foot infantry C 20");
  status = muster_state_get_status (mt_state (t));
  g_assert_cmpstr (status, ==, "1 unit, 80 of 300 points");
}

static void
test_carry (void)
{
  g_autoptr(MtGame) t = l2y_list (LINES ("add-unit \"1st Foot\" infantry C 22", "add-unit Guns light-gun C 2 6"));
  g_autofree char *carry = muster_session_write_carry (t->session);

  g_assert_nonnull (strstr (carry, "name=\"1st Foot\""));
  g_assert_nonnull (strstr (carry, "points=\"236\""));
}

/* A list as text to paste or print: every unit with its cost and its
 * breakdown by the Cost Chart (13), the total against the limit. */
static void
test_sheets_text (void)
{
  g_autoptr(MtGame) t = l2y_list (LINES ("add-unit \"1st Foot\" infantry C 22", "add-unit Guns light-gun C 2 6",
                                         "points 300"));
  g_autofree char *text = muster_session_sheets_to_text (t->session, NULL);

  g_assert_cmpstr (text, ==,
                   "Army list\n"
                   "  1st Foot: 88\n"
                   "  Guns: 148\n"
                   "  Total: 236\n"
                   "  Points limit: 300\n"
                   "\n"
                   "1st Foot\n"
                   "  Unit: 22 grade C infantry models, 2-rank, muskets with bayonets\n"
                   "  Cost: 88\n"
                   "  Breakdown: Grade C infantry 4: 4 a model × 22 models = 88\n"
                   "\n"
                   "Guns\n"
                   "  Unit: 2 light guns with 6 grade C gunners\n"
                   "  Cost: 148\n"
                   "  Breakdown: 2 guns × 50 + 6 grade C gunners × 8 = 148\n"
                   "\n");
}

/* muster-cli do FILE add-unit … builds a list. */
static void
test_cli (void)
{
  const char *cli = g_getenv ("MUSTER_CLI");
  g_autofree char *dir = g_dir_make_tmp ("l2y-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "list.muster", NULL);
  const char *steps[][8] = {
    { "new", "lexington-yorktown", "army-list", "-o", file, NULL },
    { "do", file, "add-unit", "Continentals", "infantry", "C", "18", NULL },
    { "do", file, "set-unit", "Continentals", "grade", "B", NULL },
    { "do", file, "points", "200", NULL },
    { "state", file, NULL },
    { "sheets", file, NULL },
  };
  char *out[G_N_ELEMENTS (steps)] = { NULL };

  if (cli == NULL)
    {
      g_test_skip ("MUSTER_CLI is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autoptr(GError) error = NULL;
      int status;

      g_ptr_array_add (argv, (gpointer) cli);
      for (guint k = 0; steps[i][k]; k++)
        g_ptr_array_add (argv, (gpointer) steps[i][k]);
      g_ptr_array_add (argv, NULL);
      g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out[i], NULL, &status, &error);
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
    }
  g_assert_nonnull (strstr (out[4], "Continentals: 18 grade B infantry models"));
  g_assert_nonnull (strstr (out[4], "Total: 108 of 200 points"));
  /* The list as text, to paste. */
  g_assert_nonnull (strstr (out[5], "Continentals\n  Unit: 18 grade B infantry models"));
  g_assert_nonnull (strstr (out[5], "  Total: 108\n  Points limit: 200\n"));
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_free (out[i]);
  g_remove (file);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/l2y/list/cost-chart", test_cost_chart);
  g_test_add_func ("/l2y/list/breakdown", test_breakdown);
  g_test_add_func ("/l2y/list/refusals", test_refusals);
  g_test_add_func ("/l2y/list/warnings", test_warnings);
  g_test_add_func ("/l2y/list/points-option", test_points_option);
  g_test_add_func ("/l2y/list/carry", test_carry);
  g_test_add_func ("/l2y/list/sheets-text", test_sheets_text);
  g_test_add_func ("/l2y/list/cli", test_cli);
  return g_test_run ();
}
