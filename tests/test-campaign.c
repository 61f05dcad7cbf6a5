/* test-campaign.c: campaign documents and their files: round trips byte for
 * byte, everything people wrote survives, the dirty flag, a seeded game
 * that goes on after loading as if it had never stopped, and sessions
 * moved or put back in their order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "muster-games.h"
#include "dice-and-cards/dc-state.h"

#define ARGS(...) ((const char * const[]) { __VA_ARGS__, NULL })

static MusterRegistry *
registry (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *reg = muster_games_get_registry (&error);

  g_assert_no_error (error);
  return reg;
}

static MusterSession *
new_session (const char   *scenario,
             MusterChance *chance)
{
  g_autoptr(GError) error = NULL;
  MusterSession *session = muster_session_new (muster_registry_lookup (registry (), "dice-and-cards"),
                                               scenario, NULL, chance, &error);

  g_assert_no_error (error);
  return session;
}

static MusterEntry *
perform_ok (MusterSession      *session,
            const char         *action,
            const char * const *args)
{
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = muster_session_perform (session, action, args, MUSTER_PERFORM_NONE, &error);

  g_assert_no_error (error);
  return entry;
}

/* A campaign with something of everything: players, notes with markup
 * characters and accents, two sessions (the second active), rolls, draws,
 * peeks, tracks, a bookmark, an annotation and an undone entry. */
static MusterCampaign *
rich_campaign (void)
{
  MusterCampaign *campaign = muster_campaign_new ();
  g_autoptr(MusterChance) c1 = muster_chance_new_seeded (1775);
  g_autoptr(MusterChance) c2 = muster_chance_new_seeded (1781);
  g_autoptr(MusterSession) s1 = new_session ("wargame", c1);
  g_autoptr(MusterSession) s2 = new_session ("playing-cards", c2);
  MusterEntry *entry;

  muster_campaign_set_title (campaign, "The Road to Concord");
  muster_campaign_set_notes (campaign, "Évening games <b>only</b> & \"snacks\"\nLine two");
  muster_campaign_add_player (campaign, "Abigail", "a");
  muster_campaign_add_player (campaign, "Benedict", NULL);

  muster_session_set_title (s1, "Evening one");
  muster_session_set_notes (s1, "We stopped at turn 3.");
  perform_ok (s1, "roll", ARGS ("3d6", "Side A"));
  entry = perform_ok (s1, "track-adjust", ARGS ("VP A", "4"));
  muster_entry_set_bookmarked (entry, TRUE);
  muster_entry_set_annotation (entry, "A good start — “really”");
  perform_ok (s1, "track-threshold", ARGS ("VP A", "10", "Victory"));
  perform_ok (s1, "roll", ARGS ("2d10+1"));
  perform_ok (s1, "note", ARGS ("Rain", "all", "day"));
  /* Text whose spaces, tabs and line ends must come back exactly. */
  perform_ok (s1, "note", ARGS ("   "));
  perform_ok (s1, "note", ARGS ("\ttab\r\nand <angle> & ]]> too\n"));

  perform_ok (s2, "draw", ARGS ("cards"));
  perform_ok (s2, "peek", ARGS ("cards", "2"));
  perform_ok (s2, "draw", ARGS ("cards"));
  perform_ok (s2, "roll", ARGS ("2d6", "Benedict"));
  g_assert_true (muster_session_undo (s2, NULL));

  muster_campaign_add_session (campaign, s1);
  muster_campaign_add_session (campaign, s2);
  muster_campaign_set_active (campaign, 1);
  return campaign;
}

/* Saved bytes carry no terminating NUL: search them as text safely. */
static gboolean
bytes_contain (GBytes     *bytes,
               const char *needle)
{
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  return g_strstr_len (data, (gssize) len, needle) != NULL;
}

static MusterCampaign *
load_bytes (GBytes *bytes)
{
  g_autoptr(GError) error = NULL;
  MusterCampaign *campaign;
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  campaign = muster_campaign_load_data (registry (), data, len, "test.muster", &error);
  g_assert_no_error (error);
  g_assert_nonnull (campaign);
  for (guint i = 0; i < muster_campaign_get_warnings (campaign)->len; i++)
    g_test_message ("warning: %s", (const char *) g_ptr_array_index (muster_campaign_get_warnings (campaign), i));
  g_assert_cmpuint (muster_campaign_get_warnings (campaign)->len, ==, 0);
  return campaign;
}

static void
test_same_bytes (void)
{
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autoptr(GBytes) first = muster_campaign_to_bytes (campaign);
  g_autoptr(GBytes) unchanged = muster_campaign_to_bytes (campaign);
  g_autoptr(MusterCampaign) loaded = load_bytes (first);
  g_autoptr(GBytes) second = muster_campaign_to_bytes (loaded);
  g_autoptr(MusterCampaign) again = load_bytes (second);
  g_autoptr(GBytes) third = muster_campaign_to_bytes (again);

  /* Saving an unchanged campaign twice writes the same bytes, and so does
   * saving what was loaded. */
  g_assert_true (g_bytes_equal (first, unchanged));
  if (!g_bytes_equal (first, second))
    {
      g_test_message ("first:\n%.*s", (int) g_bytes_get_size (first), (const char *) g_bytes_get_data (first, NULL));
      g_test_message ("second:\n%.*s", (int) g_bytes_get_size (second), (const char *) g_bytes_get_data (second, NULL));
    }
  g_assert_true (g_bytes_equal (first, second));
  g_assert_true (g_bytes_equal (second, third));
}

static void
test_same_bytes_on_disk (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-campaign-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "a.muster", NULL);
  g_autofree char *b = g_build_filename (dir, "b.muster", NULL);
  g_autofree char *da = NULL;
  g_autofree char *db = NULL;
  gsize la, lb;
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (muster_campaign_save_file (campaign, a, &error));
  g_assert_no_error (error);
  loaded = muster_campaign_load_file (registry (), a, &error);
  g_assert_no_error (error);
  g_assert_true (muster_campaign_save_file (loaded, b, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (a, &da, &la, NULL));
  g_assert_true (g_file_get_contents (b, &db, &lb, NULL));
  g_assert_cmpmem (da, la, db, lb);
  g_assert_true (g_str_has_prefix (da, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<muster-campaign version=\"2\""));

  g_unlink (a);
  g_unlink (b);
  g_rmdir (dir);
}

static void
test_everything_survives (void)
{
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autoptr(GBytes) bytes = muster_campaign_to_bytes (campaign);
  g_autoptr(MusterCampaign) loaded = load_bytes (bytes);
  GPtrArray *players = muster_campaign_get_players (loaded);
  MusterSession *s1, *s2;
  MusterEntry *entry;

  g_assert_cmpstr (muster_campaign_get_id (loaded), ==, muster_campaign_get_id (campaign));
  g_assert_cmpstr (muster_campaign_get_title (loaded), ==, "The Road to Concord");
  g_assert_cmpstr (muster_campaign_get_notes (loaded), ==, "Évening games <b>only</b> & \"snacks\"\nLine two");
  g_assert_cmpstr (muster_campaign_get_created (loaded), ==, muster_campaign_get_created (campaign));
  g_assert_cmpstr (muster_campaign_get_modified (loaded), ==, muster_campaign_get_modified (campaign));

  g_assert_cmpuint (players->len, ==, 2);
  g_assert_cmpstr (((MusterPlayer *) g_ptr_array_index (players, 0))->name, ==, "Abigail");
  g_assert_cmpstr (((MusterPlayer *) g_ptr_array_index (players, 0))->side, ==, "a");
  g_assert_cmpstr (((MusterPlayer *) g_ptr_array_index (players, 1))->name, ==, "Benedict");
  g_assert_null (((MusterPlayer *) g_ptr_array_index (players, 1))->side);

  g_assert_cmpuint (muster_campaign_get_n_sessions (loaded), ==, 2);
  g_assert_cmpuint (muster_campaign_get_active (loaded), ==, 1);
  s1 = muster_campaign_get_session (loaded, 0);
  s2 = muster_campaign_get_active_session (loaded);
  g_assert_true (s2 == muster_campaign_get_session (loaded, 1));

  g_assert_cmpstr (muster_session_get_id (s1), ==, muster_session_get_id (muster_campaign_get_session (campaign, 0)));
  g_assert_cmpstr (muster_session_get_title (s1), ==, "Evening one");
  g_assert_cmpstr (muster_session_get_notes (s1), ==, "We stopped at turn 3.");
  g_assert_cmpstr (muster_session_get_scenario (s1), ==, "wargame");
  g_assert_cmpstr (muster_session_get_scenario (s2), ==, "playing-cards");
  g_assert_cmpint (muster_chance_get_mode (muster_session_get_chance (s1)), ==, MUSTER_CHANCE_SEEDED);
  g_assert_cmpuint (muster_chance_get_seed (muster_session_get_chance (s1)), ==, 1775);

  g_assert_cmpuint (muster_session_get_n_entries (s1), ==, 7);
  entry = muster_session_get_entry (s1, 1);
  g_assert_true (muster_entry_get_bookmarked (entry));
  g_assert_cmpstr (muster_entry_get_annotation (entry), ==, "A good start — “really”");
  g_assert_false (muster_entry_get_bookmarked (muster_session_get_entry (s1, 0)));
  g_assert_null (muster_entry_get_annotation (muster_session_get_entry (s1, 0)));
  entry = muster_session_get_entry (s1, 0);
  g_assert_cmpstr (muster_entry_get_side (entry), ==, "Side A");
  g_assert_cmpstr (muster_entry_get_text (entry), ==,
                   muster_entry_get_text (muster_session_get_entry (muster_campaign_get_session (campaign, 0), 0)));
  g_assert_cmpstr (muster_entry_get_time (entry), ==,
                   muster_entry_get_time (muster_session_get_entry (muster_campaign_get_session (campaign, 0), 0)));
  g_assert_cmpuint (muster_entry_get_outcomes (entry)->len, ==, 3);

  /* The states are equal. */
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *a = muster_state_snapshot_string (muster_session_get_state (muster_campaign_get_session (campaign, i)));
      g_autofree char *b = muster_state_snapshot_string (muster_session_get_state (muster_campaign_get_session (loaded, i)));

      g_assert_cmpstr (a, ==, b);
    }

  /* The luck ledger is kept in the file and counts the same. */
  {
    g_autoptr(MusterLedger) ledger = muster_campaign_get_ledger (loaded);
    const MusterLedgerRow *row = muster_ledger_lookup (ledger, "Side A");

    g_assert_true (bytes_contain (bytes, "<ledger>"));
    g_assert_nonnull (row);
    g_assert_cmpuint (row->n_dice, ==, 3);
    /* The undone roll of the second session does not count. */
    g_assert_null (muster_ledger_lookup (ledger, "Benedict"));
  }
}

static void
test_redo_tail_survives (void)
{
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autoptr(GBytes) bytes = muster_campaign_to_bytes (campaign);
  g_autoptr(MusterCampaign) loaded = load_bytes (bytes);
  MusterSession *orig = muster_campaign_get_session (campaign, 1);
  MusterSession *s2 = muster_campaign_get_session (loaded, 1);
  g_autofree char *text = g_strdup (muster_entry_get_text (muster_session_get_entry (orig, 3)));
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  g_assert_cmpuint (muster_session_get_n_entries (s2), ==, 4);
  g_assert_cmpuint (muster_session_get_cursor (s2), ==, 3);
  g_assert_true (muster_session_can_redo (s2));
  g_assert_true (muster_entry_get_undone (muster_session_get_entry (s2, 3)));
  /* The words of the undone entry are what the file said. */
  g_assert_cmpstr (muster_entry_get_text (muster_session_get_entry (s2, 3)), ==, text);

  /* Redo in both: the same recorded dice. */
  g_assert_true (muster_session_redo (orig, NULL));
  g_assert_true (muster_session_redo (s2, NULL));
  a = muster_state_snapshot_string (muster_session_get_state (orig));
  b = muster_state_snapshot_string (muster_session_get_state (s2));
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (muster_entry_get_text (muster_session_get_entry (s2, 3)), ==, text);
}

static void
test_seed_continues (void)
{
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autoptr(GBytes) bytes = muster_campaign_to_bytes (campaign);
  g_autoptr(MusterCampaign) loaded = load_bytes (bytes);

  for (guint i = 0; i < 2; i++)
    {
      MusterSession *orig = muster_campaign_get_session (campaign, i);
      MusterSession *back = muster_campaign_get_session (loaded, i);
      MusterEntry *e1, *e2;
      GPtrArray *o1, *o2;

      g_assert_cmpuint (muster_chance_get_position (muster_session_get_chance (back)), ==,
                        muster_chance_get_position (muster_session_get_chance (orig)));
      g_assert_cmpuint (muster_chance_get_position (muster_session_get_chance (back)), >, 0);

      /* The next roll after reloading is the roll it would have been. */
      e1 = perform_ok (orig, "roll", ARGS ("12d6"));
      e2 = perform_ok (back, "roll", ARGS ("12d6"));
      o1 = muster_entry_get_outcomes (e1);
      o2 = muster_entry_get_outcomes (e2);
      g_assert_cmpuint (o1->len, ==, 12);
      g_assert_cmpuint (o2->len, ==, 12);
      for (guint j = 0; j < 12; j++)
        g_assert_cmpuint (((MusterOutcome *) g_ptr_array_index (o1, j))->value, ==,
                          ((MusterOutcome *) g_ptr_array_index (o2, j))->value);
      g_assert_cmpstr (muster_entry_get_text (e1), ==, muster_entry_get_text (e2));
    }
}

static void
test_chance_modes_survive (void)
{
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterChance) manual = muster_chance_new_manual ();
  g_autoptr(MusterChance) random = muster_chance_new_random ();
  g_autoptr(MusterSession) s1 = new_session ("default", manual);
  g_autoptr(MusterSession) s2 = new_session ("default", random);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(MusterCampaign) loaded = NULL;

  muster_chance_supply_number (manual, 6);
  perform_ok (s1, "roll", ARGS ("d6"));
  perform_ok (s2, "roll", ARGS ("4d6"));
  muster_campaign_add_session (campaign, s1);
  muster_campaign_add_session (campaign, s2);
  bytes = muster_campaign_to_bytes (campaign);
  /* The app's own dice leave no seed behind to foresee the next roll. */
  g_assert_false (bytes_contain (bytes, "seed="));
  loaded = load_bytes (bytes);
  g_assert_cmpint (muster_chance_get_mode (muster_session_get_chance (muster_campaign_get_session (loaded, 0))), ==,
                   MUSTER_CHANCE_MANUAL);
  g_assert_cmpint (muster_chance_get_mode (muster_session_get_chance (muster_campaign_get_session (loaded, 1))), ==,
                   MUSTER_CHANCE_RANDOM);
  g_assert_cmpstr (dc_state_get_last_roll (DC_STATE (muster_session_get_state (muster_campaign_get_session (loaded, 0)))),
                   ==, "d6: 6 = 6");
}

static void
test_dirty (void)
{
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autofree char *dir = g_dir_make_tmp ("muster-dirty-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "c.muster", NULL);
  g_autoptr(MusterCampaign) loaded = NULL;
  MusterSession *session;
  MusterEntry *entry;

  g_assert_true (muster_campaign_get_dirty (campaign));
  g_assert_true (muster_campaign_save_file (campaign, path, NULL));
  g_assert_false (muster_campaign_get_dirty (campaign));

  /* Every kind of change marks it. */
  session = muster_campaign_get_session (campaign, 0);
  perform_ok (session, "note", ARGS ("x"));
  g_assert_true (muster_campaign_get_dirty (campaign));
  muster_campaign_set_dirty (campaign, FALSE);
  g_assert_true (muster_session_undo (session, NULL));
  g_assert_true (muster_campaign_get_dirty (campaign));
  muster_campaign_set_dirty (campaign, FALSE);
  entry = muster_session_get_entry (session, 0);
  muster_entry_set_bookmarked (entry, TRUE);
  g_assert_true (muster_campaign_get_dirty (campaign));
  muster_campaign_set_dirty (campaign, FALSE);
  muster_entry_set_annotation (entry, "new words");
  g_assert_true (muster_campaign_get_dirty (campaign));
  muster_campaign_set_dirty (campaign, FALSE);
  muster_session_set_notes (session, "other notes");
  g_assert_true (muster_campaign_get_dirty (campaign));
  muster_campaign_set_dirty (campaign, FALSE);
  muster_campaign_set_title (campaign, "Renamed");
  g_assert_true (muster_campaign_get_dirty (campaign));
  muster_campaign_set_dirty (campaign, FALSE);
  /* Setting what is already there is no change. */
  muster_campaign_set_title (campaign, "Renamed");
  g_assert_false (muster_campaign_get_dirty (campaign));

  /* A freshly loaded campaign has nothing unsaved, and an entry performed
   * on it marks it again. */
  loaded = muster_campaign_load_file (registry (), path, NULL);
  g_assert_nonnull (loaded);
  g_assert_false (muster_campaign_get_dirty (loaded));
  perform_ok (muster_campaign_get_active_session (loaded), "note", ARGS ("y"));
  g_assert_true (muster_campaign_get_dirty (loaded));
  muster_campaign_set_dirty (loaded, FALSE);
  muster_entry_set_bookmarked (muster_session_get_entry (muster_campaign_get_active_session (loaded), 0), TRUE);
  g_assert_true (muster_campaign_get_dirty (loaded));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_sessions_and_players (void)
{
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
  g_autoptr(MusterSession) third = new_session ("default", chance);

  muster_campaign_add_session (campaign, third);
  muster_campaign_set_active (campaign, 2);
  g_assert_true (muster_campaign_get_active_session (campaign) == third);
  muster_campaign_remove_session (campaign, 2);
  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), ==, 2);
  g_assert_cmpuint (muster_campaign_get_active (campaign), ==, 1);

  /* A removed session no longer marks the campaign dirty. */
  muster_campaign_set_dirty (campaign, FALSE);
  perform_ok (third, "note", ARGS ("gone"));
  g_assert_false (muster_campaign_get_dirty (campaign));

  muster_campaign_remove_player (campaign, 0);
  g_assert_cmpuint (muster_campaign_get_players (campaign)->len, ==, 1);
  g_assert_true (muster_campaign_get_dirty (campaign));
}

/* Four sessions titled A, B, C, D in that order, C active, nothing
 * unsaved. */
static MusterCampaign *
four_sessions (void)
{
  MusterCampaign *campaign = muster_campaign_new ();

  for (char title[] = "A"; title[0] <= 'D'; title[0]++)
    {
      g_autoptr(MusterChance) chance = muster_chance_new_seeded (title[0]);
      g_autoptr(MusterSession) session = new_session ("default", chance);

      muster_session_set_title (session, title);
      muster_campaign_add_session (campaign, session);
    }
  muster_campaign_set_active (campaign, 2);
  muster_campaign_set_dirty (campaign, FALSE);
  return campaign;
}

/* The sessions' titles in order, and the active one's: “ABCD C”. */
static char *
order (MusterCampaign *campaign)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    g_string_append (out, muster_session_get_title (muster_campaign_get_session (campaign, i)));
  g_string_append_printf (out, " %s", muster_session_get_title (muster_campaign_get_active_session (campaign)));
  return g_string_free (out, FALSE);
}

static void
check_order (MusterCampaign *campaign,
             const char     *expected)
{
  g_autofree char *got = order (campaign);

  g_assert_cmpstr (got, ==, expected);
}

/* A session moved elsewhere keeps the others in their order, the active
 * session stays active whether it moves, is passed over or is not
 * touched, the file keeps the new order, and each move is a change. */
static void
test_move_session (void)
{
  g_autoptr(MusterCampaign) campaign = four_sessions ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(MusterCampaign) loaded = NULL;

  check_order (campaign, "ABCD C");
  muster_campaign_move_session (campaign, 0, 3);
  check_order (campaign, "BCDA C");
  g_assert_cmpuint (muster_campaign_get_active (campaign), ==, 1);
  g_assert_true (muster_campaign_get_dirty (campaign));
  muster_campaign_move_session (campaign, 3, 0);
  check_order (campaign, "ABCD C");
  g_assert_cmpuint (muster_campaign_get_active (campaign), ==, 2);
  /* The active session itself. */
  muster_campaign_move_session (campaign, 2, 0);
  check_order (campaign, "CABD C");
  g_assert_cmpuint (muster_campaign_get_active (campaign), ==, 0);
  /* A move that does not pass the active session leaves its index. */
  muster_campaign_move_session (campaign, 3, 2);
  check_order (campaign, "CADB C");
  g_assert_cmpuint (muster_campaign_get_active (campaign), ==, 0);
  /* Moving a session onto its own place is no change. */
  muster_campaign_set_dirty (campaign, FALSE);
  muster_campaign_move_session (campaign, 1, 1);
  check_order (campaign, "CADB C");
  g_assert_false (muster_campaign_get_dirty (campaign));

  bytes = muster_campaign_to_bytes (campaign);
  loaded = load_bytes (bytes);
  check_order (loaded, "CADB C");
}

/* A session put back where it was: before the active one, it moves the
 * active index on so the same session stays active; after it, or into an
 * empty campaign, the index stays. Past the end means at the end. */
static void
test_insert_session (void)
{
  g_autoptr(MusterCampaign) campaign = four_sessions ();
  g_autoptr(MusterCampaign) empty = muster_campaign_new ();
  MusterSession *b = muster_campaign_get_session (campaign, 1);
  MusterSession *d = muster_campaign_get_session (campaign, 3);

  g_object_ref (b);
  muster_campaign_remove_session (campaign, 1);
  /* C is active, at its new place. */
  muster_campaign_set_active (campaign, 1);
  check_order (campaign, "ACD C");
  muster_campaign_set_dirty (campaign, FALSE);
  muster_campaign_insert_session (campaign, 1, b);
  check_order (campaign, "ABCD C");
  g_assert_cmpuint (muster_campaign_get_active (campaign), ==, 2);
  g_assert_true (muster_campaign_get_dirty (campaign));
  g_object_unref (b);

  g_object_ref (d);
  muster_campaign_remove_session (campaign, 3);
  muster_campaign_insert_session (campaign, 3, d);
  check_order (campaign, "ABCD C");
  g_assert_cmpuint (muster_campaign_get_active (campaign), ==, 2);
  muster_campaign_remove_session (campaign, 3);
  muster_campaign_insert_session (campaign, 99, d);
  check_order (campaign, "ABCD C");
  /* A session that came back is watched again: its changes are changes. */
  muster_campaign_set_dirty (campaign, FALSE);
  perform_ok (d, "note", ARGS ("back"));
  g_assert_true (muster_campaign_get_dirty (campaign));

  muster_campaign_insert_session (empty, 5, d);
  g_assert_cmpuint (muster_campaign_get_n_sessions (empty), ==, 1);
  g_assert_cmpuint (muster_campaign_get_active (empty), ==, 0);
  g_object_unref (d);
}

static void
test_empty_campaign (void)
{
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(GBytes) bytes = muster_campaign_to_bytes (campaign);
  g_autoptr(MusterCampaign) loaded = load_bytes (bytes);
  g_autoptr(GBytes) again = muster_campaign_to_bytes (loaded);

  g_assert_cmpuint (muster_campaign_get_n_sessions (loaded), ==, 0);
  g_assert_true (g_bytes_equal (bytes, again));
}

static void
test_replay_warning_keeps_log (void)
{
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autoptr(GBytes) bytes = muster_campaign_to_bytes (campaign);
  g_autoptr(GString) text = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) resaved = NULL;
  GPtrArray *warnings;
  const char *found;

  /* The saved snapshot says VP A is 40; the log says 4. */
  found = strstr (text->str, "id=\"VP A\" name=\"Side A VP\" min=\"0\" max=\"100\" value=\"4\"");
  g_assert_nonnull (found);
  g_string_insert_c (text, found - text->str + strlen ("id=\"VP A\" name=\"Side A VP\" min=\"0\" max=\"100\" value=\"4"), '0');

  loaded = muster_campaign_load_data (registry (), text->str, text->len, "tampered.muster", &error);
  g_assert_no_error (error);
  warnings = muster_campaign_get_warnings (loaded);
  g_assert_cmpuint (warnings->len, ==, 1);
  g_assert_true (g_regex_match_simple ("^tampered\\.muster:[0-9]+: .*different state", g_ptr_array_index (warnings, 0), 0, 0));

  /* The log is kept and is the truth. */
  g_assert_cmpuint (muster_session_get_n_entries (muster_campaign_get_session (loaded, 0)), ==, 7);
  g_assert_cmpuint (muster_session_get_cursor (muster_campaign_get_session (loaded, 0)), ==, 7);
  resaved = muster_campaign_to_bytes (loaded);
  g_assert_true (g_bytes_equal (resaved, bytes));
}

/* Loading @bytes (written without the checks) is refused. */
static void
assert_load_refuses (GBytes *bytes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) loaded = muster_campaign_load_data (registry (), g_bytes_get_data (bytes, NULL),
                                                                g_bytes_get_size (bytes), "unreadable.muster",
                                                                &error);

  g_assert_null (loaded);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE);
}

/* A campaign holds as many games as one file may, and no more: the
 * full campaign saves and loads, and the next game is refused. */
static void
test_full_campaign (void)
{
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < MUSTER_CAMPAIGN_MAX_SESSIONS; i++)
    {
      g_autoptr(MusterChance) chance = muster_chance_new_seeded (i);
      g_autoptr(MusterSession) session = new_session ("default", chance);

      g_assert_true (muster_campaign_check_room (campaign, &error));
      g_assert_no_error (error);
      muster_campaign_add_session (campaign, session);
    }
  g_assert_false (muster_campaign_check_room (campaign, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL);
  g_clear_error (&error);

  bytes = muster_campaign_to_bytes (campaign);
  loaded = muster_campaign_load_data (registry (), g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                      "full.muster", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_campaign_get_n_sessions (loaded), ==, MUSTER_CAMPAIGN_MAX_SESSIONS);

  /* One game more, added past the check: the loader would refuse the
   * file, so writing it is refused. */
  {
    g_autoptr(MusterChance) chance = muster_chance_new_seeded (0);
    g_autoptr(MusterSession) session = new_session ("default", chance);
    g_autoptr(GBytes) unchecked = NULL;

    muster_campaign_add_session (campaign, session);
    g_assert_null (muster_campaign_serialize (campaign, &error));
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
    unchecked = muster_campaign_to_bytes (campaign);
    assert_load_refuses (unchecked);
  }
}

/* Saving refuses what loading would refuse, and leaves the file it would
 * have replaced as it was: each change below makes a campaign that
 * libxml2 or the schema would not read back. */
static void
test_save_refuses_unreadable (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = rich_campaign ();
  g_autofree char *dir = g_dir_make_tmp ("muster-campaign-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "season.muster", NULL);
  g_autofree char *long_name = g_strnfill (MUSTER_XML_MAX_SHORT + 1, 'x');
  g_autofree char *good = NULL;
  MusterSession *session = muster_campaign_get_session (campaign, 0);
  MusterEntry *entry = muster_session_get_entry (session, 0);
  gsize good_len;
  struct {
    const char *what;
    const char *value;
  } cases[] = {
    { "annotation", "Rolled \x01 twice" },
    { "title", "The \x0b Road" },
    { "notes", "Broken \xff\xfe UTF-8" },
    { "session-notes", "Not a character: \xef\xbf\xbe" },
    { "player", long_name },
  };

  g_assert_no_error (error);
  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &good, &good_len, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) unchecked = NULL;
      g_autofree char *after = NULL;
      gsize after_len;

      g_test_message ("%s", cases[i].what);
      if (g_str_equal (cases[i].what, "annotation"))
        muster_entry_set_annotation (entry, cases[i].value);
      else if (g_str_equal (cases[i].what, "title"))
        muster_campaign_set_title (campaign, cases[i].value);
      else if (g_str_equal (cases[i].what, "notes"))
        muster_campaign_set_notes (campaign, cases[i].value);
      else if (g_str_equal (cases[i].what, "session-notes"))
        muster_session_set_notes (session, cases[i].value);
      else
        muster_campaign_add_player (campaign, cases[i].value, NULL);

      /* The loader refuses it, so saving must. */
      unchecked = muster_campaign_to_bytes (campaign);
      assert_load_refuses (unchecked);
      g_assert_false (muster_campaign_save_file (campaign, path, &error));
      g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "not saved"));
      g_clear_error (&error);
      g_assert_true (muster_campaign_get_dirty (campaign));
      g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
      g_assert_cmpmem (after, after_len, good, good_len);

      /* Put right, it saves again. */
      if (g_str_equal (cases[i].what, "annotation"))
        muster_entry_set_annotation (entry, "Rolled twice");
      else if (g_str_equal (cases[i].what, "title"))
        muster_campaign_set_title (campaign, "The Road");
      else if (g_str_equal (cases[i].what, "notes"))
        muster_campaign_set_notes (campaign, "Fixed");
      else if (g_str_equal (cases[i].what, "session-notes"))
        muster_session_set_notes (session, "Fixed");
      else
        muster_campaign_remove_player (campaign, muster_campaign_get_players (campaign)->len - 1);
      g_assert_true (muster_campaign_save_file (campaign, path, &error));
      g_assert_no_error (error);
      g_free (good);
      g_assert_true (g_file_get_contents (path, &good, &good_len, NULL));
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* An action whose arguments a file could not keep is refused when it is
 * performed, not when the campaign is saved. */
static void
test_unstorable_arguments (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
  g_autoptr(MusterSession) session = new_session ("default", chance);
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (muster_session_perform (session, "note", ARGS ("a\x01" "b"), MUSTER_PERFORM_NONE, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_clear_error (&error);

  for (guint i = 0; i < MUSTER_ENTRY_MAX_ARGS + 1; i++)
    g_ptr_array_add (words, (gpointer) "word");
  g_ptr_array_add (words, NULL);
  g_assert_null (muster_session_perform (session, "note", (const char * const *) words->pdata,
                                         MUSTER_PERFORM_NONE, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_clear_error (&error);
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 0);

  /* As many as a file keeps: saved and read back. */
  words->pdata[MUSTER_ENTRY_MAX_ARGS] = NULL;
  perform_ok (session, "note", (const char * const *) words->pdata);
  muster_campaign_add_session (campaign, session);
  bytes = muster_campaign_serialize (campaign, &error);
  g_assert_no_error (error);
  loaded = muster_campaign_load_data (registry (), g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                      "many-words.muster", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length ((char **) muster_entry_get_args (
                      muster_session_get_entry (muster_campaign_get_session (loaded, 0), 0))), ==,
                    MUSTER_ENTRY_MAX_ARGS);
}

static int
track_value (MusterSession *session,
             const char    *id)
{
  g_autoptr(GPtrArray) tracks = muster_state_get_tracks (muster_session_get_state (session));

  for (guint i = 0; i < tracks->len; i++)
    {
      MusterTrack *track = g_ptr_array_index (tracks, i);

      if (g_str_equal (track->id, id))
        return track->value;
    }
  g_assert_not_reached ();
}

/* A scenario that takes another session's carry: the new session starts
 * from it, keeps a copy (so the file replays it alone, whatever happens
 * to the first session), and refuses to start without it. */
static void
test_inputs (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (4);
  g_autoptr(MusterSession) first = new_session ("wargame", chance);
  g_autoptr(MusterSession) next = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *carry = NULL;
  MusterSystem *dc = muster_registry_lookup (registry (), "dice-and-cards");

  perform_ok (first, "track-adjust", (const char * const[]) { "VP A", "7", NULL });
  carry = muster_session_write_carry (first);
  g_assert_nonnull (carry);

  g_assert_null (muster_session_new (dc, "continue", NULL, chance, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_clear_error (&error);

  g_ptr_array_add (inputs, muster_session_input_new ("previous", muster_session_get_id (first),
                                                     muster_session_get_title (first), carry));
  next = muster_session_new_with_inputs (dc, "continue", NULL, inputs, chance, &error);
  g_assert_no_error (error);
  g_assert_cmpint (track_value (next, "VP A"), ==, 7);
  perform_ok (next, "track-adjust", (const char * const[]) { "VP A", "2", NULL });

  /* The first game goes on; the second keeps what it took. */
  perform_ok (first, "track-adjust", (const char * const[]) { "VP A", "20", NULL });
  muster_campaign_add_session (campaign, first);
  muster_campaign_add_session (campaign, next);
  muster_campaign_remove_session (campaign, 0);
  bytes = muster_campaign_to_bytes (campaign);
  loaded = muster_campaign_load_data (registry (), g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                      "inputs.muster", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_campaign_get_warnings (loaded)->len, ==, 0);
  g_assert_cmpint (track_value (muster_campaign_get_session (loaded, 0), "VP A"), ==, 9);
}

/* Found by tests/fuzz: a note with a control character was logged, and
 * the file saved with it no longer loaded. What a file cannot hold is now
 * refused, in every system, and what it can hold comes back as it was. */
static void
test_args_a_file_can_hold (void)
{
  static const char * const refused[] = { "bell\x07here", "\x1b[0m", "\xff\xfe", "half \xc3", "\xef\xbf\xbe" };
  static const char * const kept[] = { "tab\there", "two\nlines", "cr\rlf", "Percy’s column ✓ 🎲", "<&>\"'" };
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(MusterSession) session = new_session ("default", chance);
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (muster_session_perform (session, "note", ARGS (refused[i]), MUSTER_PERFORM_NONE, &error));
      g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
      g_assert_nonnull (strstr (error->message, "Argument 1 "));
      g_assert_null (muster_session_perform (session, "track-add", ARGS ("Morale", "0", "9", refused[i]), MUSTER_PERFORM_NONE, NULL));
    }
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 0);

  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    perform_ok (session, "note", ARGS (kept[i]));
  muster_campaign_add_session (campaign, session);
  bytes = muster_campaign_to_bytes (campaign);
  loaded = load_bytes (bytes);
  g_assert_cmpuint (muster_campaign_get_warnings (loaded)->len, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    g_assert_cmpstr (muster_entry_get_args (muster_session_get_entry (muster_campaign_get_session (loaded, 0), i))[0], ==, kept[i]);
  again = muster_campaign_to_bytes (loaded);
  g_assert_true (g_bytes_equal (bytes, again));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/campaign/same-bytes", test_same_bytes);
  g_test_add_func ("/campaign/same-bytes-on-disk", test_same_bytes_on_disk);
  g_test_add_func ("/campaign/everything-survives", test_everything_survives);
  g_test_add_func ("/campaign/redo-tail-survives", test_redo_tail_survives);
  g_test_add_func ("/campaign/seed-continues", test_seed_continues);
  g_test_add_func ("/campaign/chance-modes-survive", test_chance_modes_survive);
  g_test_add_func ("/campaign/dirty", test_dirty);
  g_test_add_func ("/campaign/sessions-and-players", test_sessions_and_players);
  g_test_add_func ("/campaign/move-session", test_move_session);
  g_test_add_func ("/campaign/insert-session", test_insert_session);
  g_test_add_func ("/campaign/empty", test_empty_campaign);
  g_test_add_func ("/campaign/full", test_full_campaign);
  g_test_add_func ("/campaign/inputs", test_inputs);
  g_test_add_func ("/campaign/save-refuses-unreadable", test_save_refuses_unreadable);
  g_test_add_func ("/campaign/unstorable-arguments", test_unstorable_arguments);
  g_test_add_func ("/campaign/replay-warning-keeps-log", test_replay_warning_keeps_log);
  g_test_add_func ("/campaign/args-a-file-can-hold", test_args_a_file_can_hold);

  return g_test_run ();
}
