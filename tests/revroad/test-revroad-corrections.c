/* test-revroad-corrections.c: the players' card and map corrections are
 * kept per user and open the logs of their next games (GAMES.md policy,
 * point 2); the card values, of the one deck both Revolution Road games use
 * (Bunker Hill 5.1, 12.1), carry from either game to the other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "muster-games.h"

static char *data_home;

static MusterSession *
new_game (const char *system_id)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (7);
  MusterSession *session;

  g_assert_no_error (error);
  session = muster_session_new (muster_registry_lookup (registry, system_id),
                                "two-player", NULL, chance, &error);
  g_assert_no_error (error);
  return session;
}

static MusterSession *
new_session (void)
{
  return new_game ("boston-concord");
}

static void
remove_stores (void)
{
  const char *stores[] = { "boston-concord", "bunker-hill", "revolution-road-cards" };

  for (guint i = 0; i < G_N_ELEMENTS (stores); i++)
    {
      g_autofree char *path = muster_corrections_get_path (stores[i]);

      g_remove (path);
    }
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
  g_autofree char *path = muster_corrections_get_path ("revolution-road-cards");
  g_autofree char *contents = NULL;
  const char *set_card[] = { "7", "1", "5", "2", NULL };
  MusterEntry *entry;

  remove_stores ();
  g_assert_nonnull (muster_session_perform (first, "set-card", set_card, MUSTER_PERFORM_NONE, &error));
  g_assert_no_error (error);

  g_assert_true (muster_corrections_remember (first, &error));
  g_assert_no_error (error);
  /* Remembering again adds nothing. */
  g_assert_true (muster_corrections_remember (first, &error));
  stored = muster_corrections_load ("revolution-road-cards");
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

  remove_stores ();
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

/* A card's values entered in From Boston to Concord are the same card's in
 * Bunker Hill, and the other way round; map corrections stay with their own
 * game's map. */
static void
test_cards_shared (void)
{
  g_autoptr(MusterSession) b2c = new_game ("boston-concord");
  g_autoptr(MusterSession) bh = NULL;
  g_autoptr(MusterSession) b2c_again = NULL;
  g_autoptr(MusterSession) bh_again = NULL;
  g_autoptr(GPtrArray) b2c_own = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GError) error = NULL;
  const char *card_6[] = { "6", "3", "2", "1", NULL };
  const char *card_10[] = { "10", "2", "4", "0", NULL };
  const char *border[] = { "lincoln", "bedford", "stream-road", NULL };

  remove_stores ();
  g_assert_nonnull (muster_session_perform (b2c, "set-card", card_6, MUSTER_PERFORM_NONE, &error));
  g_assert_nonnull (muster_session_perform (b2c, "correct-border", border, MUSTER_PERFORM_NONE, &error));
  g_assert_no_error (error);
  g_assert_true (muster_corrections_remember (b2c, &error));
  g_assert_no_error (error);

  /* The card went to the shared store, the border to the game's own. */
  cards = muster_corrections_load ("revolution-road-cards");
  g_assert_cmpuint (cards->len, ==, 1);
  g_assert_cmpstr (((char **) g_ptr_array_index (cards, 0))[0], ==, "set-card");
  b2c_own = muster_corrections_load ("boston-concord");
  g_assert_cmpuint (b2c_own->len, ==, 1);
  g_assert_cmpstr (((char **) g_ptr_array_index (b2c_own, 0))[0], ==, "correct-border");

  /* A new Bunker Hill game has card 6 as entered, and no border of the
   * other map. */
  bh = new_game ("bunker-hill");
  g_assert_cmpstr (muster_card_get_source (card (bh, "6"), "british"), !=, "user");
  g_assert_cmpuint (muster_corrections_apply (bh), ==, 1);
  g_assert_cmpstr (muster_entry_get_action (muster_session_get_entry (bh, 0)), ==, "set-card");
  g_assert_cmpint (muster_card_get_int (card (bh, "6"), "british", -1), ==, 3);
  g_assert_cmpint (muster_card_get_int (card (bh, "6"), "patriot", -1), ==, 2);
  g_assert_cmpstr (muster_card_get_source (card (bh, "6"), "patriot"), ==, "user");

  /* And a card entered in Bunker Hill reaches the next Boston to Concord
   * game, with the card and the border entered there before. */
  g_assert_nonnull (muster_session_perform (bh, "set-card", card_10, MUSTER_PERFORM_NONE, &error));
  g_assert_no_error (error);
  g_assert_true (muster_corrections_remember (bh, &error));
  g_assert_no_error (error);
  b2c_again = new_game ("boston-concord");
  g_assert_cmpuint (muster_corrections_apply (b2c_again), ==, 3);
  g_assert_cmpint (muster_card_get_int (card (b2c_again, "10"), "patriot", -1), ==, 4);
  g_assert_cmpint (muster_card_get_int (card (b2c_again, "6"), "hash", -1), ==, 1);
  bh_again = new_game ("bunker-hill");
  g_assert_cmpuint (muster_corrections_apply (bh_again), ==, 2);
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
  g_test_add_func ("/revroad/corrections/remembered-and-applied", test_remembered_and_applied);
  g_test_add_func ("/revroad/corrections/bad-line-skipped", test_bad_line_skipped);
  g_test_add_func ("/revroad/corrections/cards-shared", test_cards_shared);
  rc = g_test_run ();

  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", data_home);
    g_assert_cmpint (system (cmd), ==, 0);
  }
  g_free (data_home);
  return rc;
}
