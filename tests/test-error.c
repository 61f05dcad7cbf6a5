/* test-error.c: muster_fail, the one way engines refuse with a MusterError.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-core.h"

static void
test_fail_sets_code_and_message (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (muster_fail (&error, MUSTER_ERROR_ILLEGAL, "%s: %d is too many", "5.2", 6));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "5.2: 6 is too many");
}

/* The first refusal stands: a later one neither replaces it nor warns. */
static void
test_first_failure_stands (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (muster_fail (&error, MUSTER_ERROR_INVALID_ARGS, "first"));
  g_assert_false (muster_fail (&error, MUSTER_ERROR_ILLEGAL, "second"));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_assert_cmpstr (error->message, ==, "first");
}

static void
test_null_error (void)
{
  g_assert_false (muster_fail (NULL, MUSTER_ERROR_ILLEGAL, "nobody asked"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/error/fail", test_fail_sets_code_and_message);
  g_test_add_func ("/error/first-failure-stands", test_first_failure_stands);
  g_test_add_func ("/error/null", test_null_error);
  return g_test_run ();
}
