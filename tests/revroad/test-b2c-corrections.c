/* test-b2c-corrections.c: the players' card and map corrections are kept
 * per user and open the logs of their next games (GAMES.md policy, point 2).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "muster-games.h"

static char *data_home;

static MusterSession *
new_session (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (7);
  MusterSession *session;

  g_assert_no_error (error);
  session = muster_session_new (muster_registry_lookup (registry, "boston-concord"),
                                "two-player", NULL, chance, &error);
  g_assert_no_error (error);
  return session;
}

static const MusterCard *
card (MusterSession *session,
      const char    *id)
{
  g_autoptr(GPtrArray) decks = muster_state_get_decks (muster_session_get_state (session));

  g_assert_cmpuint (decks->len, >, 0);
  return muster_deck_lookup (g_ptr_array_index (decks, 0), id);
}

static void
test_remembered_and_applied (void)
{
  g_autoptr(MusterSession) first = new_session ();
  g_autoptr(MusterSession) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) stored = NULL;
  g_autofree char *path = muster_corrections_get_path ("boston-concord");
  g_autofree char *contents = NULL;
  const char *set_card[] = { "7", "1", "5", "2", NULL };
  MusterEntry *entry;

  g_assert_nonnull (muster_session_perform (first, "set-card", set_card, MUSTER_PERFORM_NONE, &error));
  g_assert_no_error (error);

  g_assert_true (muster_corrections_remember (first, &error));
  g_assert_no_error (error);
  /* Remembering again adds nothing. */
  g_assert_true (muster_corrections_remember (first, &error));
  stored = muster_corrections_load ("boston-concord");
  g_assert_cmpuint (stored->len, ==, 1);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "set-card 7 1 5 2"));

  /* A new game starts with the correction as its first entry. */
  second = new_session ();
  g_assert_cmpint (muster_card_get_int (card (second, "7"), "british", -1), !=, 1);
  g_assert_cmpuint (muster_corrections_apply (second), ==, 1);
  entry = muster_session_get_entry (second, 0);
  g_assert_cmpstr (muster_entry_get_action (entry), ==, "set-card");
  g_assert_cmpint (muster_card_get_int (card (second, "7"), "british", -1), ==, 1);
  g_assert_cmpint (muster_card_get_int (card (second, "7"), "patriot", -1), ==, 5);
  g_assert_cmpint (muster_card_get_int (card (second, "7"), "hash", -1), ==, 2);
  g_assert_cmpstr (muster_card_get_source (card (second, "7"), "british"), ==, "user");
}

static void
test_bad_line_skipped (void)
{
  g_autoptr(MusterSession) session = new_session ();
  g_autofree char *path = muster_corrections_get_path ("boston-concord");
  g_autofree char *dir = g_path_get_dirname (path);

  /* A hand-edited file with a line the system refuses and one that does not
   * parse: both are skipped, the good line is applied. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path,
                                      "# comment\n"
                                      "set-card 99 1 1 1\n"
                                      "set-card 'unclosed\n"
                                      "set-card 3 2 2 0\n", -1, NULL));
  g_assert_cmpuint (muster_corrections_apply (session), ==, 1);
  g_assert_cmpint (muster_card_get_int (card (session, "3"), "british", -1), ==, 2);
  g_assert_cmpstr (muster_card_get_source (card (session, "3"), "british"), ==, "user");
}

int
main (int    argc,
      char **argv)
{
  int rc;

  /* Before anything asks GLib for the data directory (it is cached). */
  data_home = g_dir_make_tmp ("muster-corrections-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/corrections/remembered-and-applied", test_remembered_and_applied);
  g_test_add_func ("/b2c/corrections/bad-line-skipped", test_bad_line_skipped);
  rc = g_test_run ();

  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", data_home);
    g_assert_cmpint (system (cmd), ==, 0);
  }
  g_free (data_home);
  return rc;
}
