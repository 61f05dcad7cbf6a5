/* test-b2c-secrets.c: what Gather Intelligence saw (6.14) is that side's
 * secret, in muster-cli as at the table.
 *
 * A seeded game: after the free Call to Arms the turn's card ties and the
 * die gives the Patriot the first action; the Patriot gathers intelligence
 * and sees Card 7, then Card 9. The log entry's text is public and says
 * only that they looked; the cards are the entry's secret and the state's
 * note for the Patriot seat alone. The whole table (`state`, `log`) and the
 * British seat never read them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "muster-games.h"

static char *work_dir;

/* Runs muster-cli with the NULL-terminated arguments in @work_dir; returns
 * its standard output and asserts it succeeded. */
static char *
cli (const char *first,
     ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  const char *program = g_getenv ("MUSTER_CLI");
  char *out = NULL;
  int wait_status = 0;
  va_list args;

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (gpointer) program);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (work_dir, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &wait_status, &error));
  g_assert_no_error (error);
  g_test_message ("stdout:\n%s\nstderr:\n%s", out, err);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 0);
  return out;
}

static void
assert_hidden (const char *text)
{
  g_assert_null (strstr (text, "Card 7"));
  g_assert_null (strstr (text, "Card 9"));
}

static void
test_gather_intelligence (void)
{
  g_autofree char *file = g_build_filename (work_dir, "intel.muster", NULL);
  g_autofree char *out = NULL;

  g_free (cli ("new", "boston-concord", "two-player", "-o", file, "--seed", "3", NULL));
  g_free (cli ("do", file, "call-to-arms", NULL));
  g_free (cli ("do", file, "call-done", NULL));
  out = cli ("do", file, "draw-card", NULL);
  g_assert_nonnull (strstr (out, "the Patriot player acts first"));
  g_free (out);

  /* What the command prints is the public text. */
  out = cli ("do", file, "gather-intelligence", NULL);
  g_assert_nonnull (strstr (out, "The Patriot player secretly looks at the top 2 cards"));
  assert_hidden (out);
  g_free (out);

  /* The Patriot seat reads the cards, in the state and in the log. */
  out = cli ("state", file, "--seat", "patriot", NULL);
  g_assert_nonnull (strstr (out, "Patriot alone knows the top of the deck: Card 7, Card 9"));
  g_free (out);
  out = cli ("log", file, "--seat", "patriot", NULL);
  g_assert_nonnull (strstr (out, "From the top: Card 7, then Card 9."));
  g_free (out);

  /* The whole table and the British seat do not. */
  out = cli ("state", file, NULL);
  g_assert_nonnull (strstr (out, "Patriot has seen the top of the deck this turn (6.14)."));
  assert_hidden (out);
  g_free (out);
  out = cli ("state", file, "--seat", "british", NULL);
  assert_hidden (out);
  g_free (out);
  out = cli ("log", file, NULL);
  assert_hidden (out);
  g_free (out);
  out = cli ("log", file, "--seat", "british", NULL);
  assert_hidden (out);
  g_remove (file);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  work_dir = g_dir_make_tmp ("b2c-secrets-XXXXXX", NULL);
  g_test_add_func ("/b2c/secrets/gather-intelligence", test_gather_intelligence);
  status = g_test_run ();
  g_rmdir (work_dir);
  g_free (work_dir);
  return status;
}
