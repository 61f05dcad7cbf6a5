/* test-recovery.c: recovery files in the user's state folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "muster-games.h"

static char *state_home;

static MusterCampaign *
campaign_titled (const char *title)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (8);
  g_autoptr(MusterSession) session = NULL;
  MusterCampaign *campaign = muster_campaign_new ();

  g_assert_no_error (error);
  session = muster_session_new (muster_registry_lookup (registry, "dice-and-cards"), "default", NULL, chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (muster_session_perform (session, "roll", (const char * const[]) { "3d6", NULL }, 0, &error));
  muster_campaign_add_session (campaign, session);
  muster_campaign_set_title (campaign, title);
  return campaign;
}

static void
set_mtime (const char *path,
           gint64      when)
{
  struct utimbuf times = { (time_t) when, (time_t) when };

  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static void
test_dir (void)
{
  g_autofree char *dir = muster_recovery_get_dir ();
  g_autofree char *expected = g_build_filename (state_home, "muster", "recovery", NULL);

  /* The state folder came from XDG_STATE_HOME, set before GLib read it. */
  g_assert_cmpstr (dir, ==, expected);
}

static void
test_save_list_discard (void)
{
  g_autoptr(MusterCampaign) first = campaign_titled ("First campaign");
  g_autoptr(MusterCampaign) second = campaign_titled ("Second campaign");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autofree char *dir = muster_recovery_get_dir ();
  MusterRecoveryItem *item;
  GStatBuf st;

  g_assert_true (muster_recovery_save (first, "/home/me/first.muster", &error));
  g_assert_no_error (error);
  g_assert_true (muster_recovery_save (second, NULL, &error));
  g_assert_no_error (error);

  /* Only the user may read what was being played. */
  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);

  items = muster_recovery_list ();
  g_assert_cmpuint (items->len, ==, 2);
  for (guint i = 0; i < items->len; i++)
    {
      item = g_ptr_array_index (items, i);
      set_mtime (item->path, g_str_equal (item->campaign_id, muster_campaign_get_id (first)) ? 1000000 : 2000000);
    }
  g_clear_pointer (&items, g_ptr_array_unref);

  /* Newest first. */
  items = muster_recovery_list ();
  g_assert_cmpuint (items->len, ==, 2);
  item = g_ptr_array_index (items, 0);
  g_assert_cmpstr (item->campaign_id, ==, muster_campaign_get_id (second));
  g_assert_cmpstr (item->title, ==, "Second campaign");
  g_assert_null (item->original_path);
  g_assert_cmpint (item->mtime, ==, 2000000);
  item = g_ptr_array_index (items, 1);
  g_assert_cmpstr (item->campaign_id, ==, muster_campaign_get_id (first));
  g_assert_cmpstr (item->title, ==, "First campaign");
  g_assert_cmpstr (item->original_path, ==, "/home/me/first.muster");
  g_assert_true (g_str_has_prefix (item->path, dir));

  /* The recovery file is the campaign, whole. */
  {
    g_autoptr(MusterCampaign) restored = NULL;
    g_autoptr(GBytes) a = muster_campaign_to_bytes (first);
    g_autoptr(GBytes) b = NULL;
    MusterRegistry *registry = muster_games_get_registry (NULL);

    restored = muster_campaign_load_file (registry, item->path, &error);
    g_assert_no_error (error);
    b = muster_campaign_to_bytes (restored);
    g_assert_true (g_bytes_equal (a, b));
  }

  /* Saving again replaces the file rather than adding one. */
  muster_campaign_set_title (first, "First, renamed");
  g_assert_true (muster_recovery_save (first, "/home/me/first.muster", &error));
  g_clear_pointer (&items, g_ptr_array_unref);
  items = muster_recovery_list ();
  g_assert_cmpuint (items->len, ==, 2);

  muster_recovery_discard (muster_campaign_get_id (second));
  after = muster_recovery_list ();
  g_assert_cmpuint (after->len, ==, 1);
  item = g_ptr_array_index (after, 0);
  g_assert_cmpstr (item->title, ==, "First, renamed");

  muster_recovery_discard (muster_campaign_get_id (first));
  g_clear_pointer (&after, g_ptr_array_unref);
  after = muster_recovery_list ();
  g_assert_cmpuint (after->len, ==, 0);

  /* Nothing is left behind, not even the note of where it was saved. */
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    g_assert_null (g_dir_read_name (d));
  }
}

static void
test_strange_ids (void)
{
  g_autoptr(MusterCampaign) campaign = campaign_titled ("Strange");
  g_autoptr(GPtrArray) items = NULL;
  g_autofree char *escape = g_build_filename (state_home, "muster", "escape.muster", NULL);

  /* An id that would name a file outside the folder is never used. */
  muster_campaign_set_id (campaign, "../escape");
  g_assert_true (muster_recovery_save (campaign, NULL, NULL));
  g_assert_false (g_file_test (escape, G_FILE_TEST_EXISTS));
  items = muster_recovery_list ();
  g_assert_cmpuint (items->len, ==, 0);
  muster_recovery_discard ("../escape");
  muster_recovery_discard (NULL);
  muster_recovery_discard ("");
}

static void
test_damaged_listed (void)
{
  g_autofree char *dir = muster_recovery_get_dir ();
  g_autofree char *path = g_build_filename (dir, "0123abcd.muster", NULL);
  g_autoptr(GPtrArray) items = NULL;
  MusterRecoveryItem *item;

  /* A damaged recovery file is still offered; loading it says what is
   * wrong. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "<muster-campaign version=\"1\"><title>Half", -1, NULL));
  items = muster_recovery_list ();
  g_assert_cmpuint (items->len, ==, 1);
  item = g_ptr_array_index (items, 0);
  g_assert_cmpstr (item->campaign_id, ==, "0123abcd");
  g_assert_null (item->title);
  g_assert_null (item->original_path);
  muster_recovery_discard ("0123abcd");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static MusterRegistry *
registry (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *reg = muster_games_get_registry (&error);

  g_assert_no_error (error);
  return reg;
}

static void
perform (MusterSession *session,
         const char    *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (muster_session_perform (session, words[0], (const char * const *) words + 1,
                                            MUSTER_PERFORM_NONE, &error));
  g_assert_no_error (error);
}

/* @restored holds what @campaign holds: the same file, once the times
 * of the last change (which replaying moves on) and the session shown
 * are set alike. */
static void
assert_same_campaign (MusterCampaign *campaign,
                      MusterCampaign *restored)
{
  g_autoptr(GBytes) a = NULL;
  g_autoptr(GBytes) b = NULL;

  muster_campaign_set_times (restored, muster_campaign_get_created (campaign), muster_campaign_get_modified (campaign));
  muster_campaign_set_active (restored, muster_campaign_get_active (campaign));
  a = muster_campaign_to_bytes (campaign);
  b = muster_campaign_to_bytes (restored);
  if (!g_bytes_equal (a, b))
    g_test_message ("expected:\n%s\nrestored:\n%s", (const char *) g_bytes_get_data (a, NULL),
                    (const char *) g_bytes_get_data (b, NULL));
  g_assert_true (g_bytes_equal (a, b));
}

static MusterCampaign *
restore (const char *id,
         char      **original)
{
  g_autoptr(GError) error = NULL;
  MusterCampaign *restored = muster_recovery_restore (registry (), id, original, &error);

  g_assert_no_error (error);
  g_assert_nonnull (restored);
  g_assert_cmpuint (muster_campaign_get_warnings (restored)->len, ==, 0);
  return restored;
}

/* Every kind of change goes to the journal as it happens, and restoring
 * the campaign's file with the journal after it gives the campaign back:
 * actions (one after an undo, which drops what could have been redone),
 * undo and redo, a jump back in the log, bookmarks and annotations, the
 * titles and notes, the players' own dice, sessions added, moved and
 * closed. Nothing is closed cleanly: the recovery is simply dropped, as a
 * crash would leave it. */
static void
test_journal_every_change (void)
{
  g_autoptr(MusterCampaign) campaign = campaign_titled ("Journal");
  g_autoptr(MusterRecovery) recovery = NULL;
  g_autoptr(MusterCampaign) restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (state_home, "journal.muster", NULL);
  g_autofree char *original = NULL;
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (99);
  g_autoptr(MusterSession) second = NULL;
  g_autoptr(MusterChance) manual = muster_chance_new_manual ();
  MusterSession *first = muster_campaign_get_session (campaign, 0);

  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  g_assert_no_error (error);
  recovery = muster_recovery_new (campaign, path, FALSE);

  perform (first, "roll 2d6 North");
  perform (first, "track-add VP 0 20 3");
  perform (first, "track-adjust VP 4");
  g_assert_true (muster_session_undo (first, &error));
  perform (first, "note after an undo");
  g_assert_true (muster_session_undo (first, &error));
  g_assert_true (muster_session_redo (first, &error));
  perform (first, "roll d20");
  g_assert_true (muster_session_undo_to (first, 2, &error));
  g_assert_no_error (error);
  muster_entry_set_bookmarked (muster_session_get_entry (first, 0), TRUE);
  muster_entry_set_annotation (muster_session_get_entry (first, 1), "Fine <rolls> & \"all\"\nsecond line");
  muster_campaign_set_title (campaign, "Journal, renamed");
  muster_campaign_set_notes (campaign, "Campaign notes");
  muster_session_set_notes (first, "Session notes, typed");
  muster_session_set_title (first, "First evening");

  second = muster_session_new (muster_registry_lookup (registry (), "dice-and-cards"), "playing-cards",
                               NULL, chance, &error);
  g_assert_no_error (error);
  muster_campaign_add_session (campaign, second);
  perform (second, "draw cards");
  perform (second, "roll 3d6");
  muster_session_set_chance (second, manual);
  muster_campaign_move_session (campaign, 1, 0);
  muster_recovery_flush (recovery);

  /* A crash: nothing closed. */
  g_clear_object (&recovery);
  restored = restore (muster_campaign_get_id (campaign), &original);
  g_assert_cmpstr (original, ==, path);
  assert_same_campaign (campaign, restored);

  /* Closing a session, then a crash. */
  g_clear_object (&restored);
  recovery = muster_recovery_new (campaign, path, TRUE);
  muster_campaign_remove_session (campaign, 0);
  muster_recovery_flush (recovery);
  g_clear_object (&recovery);
  restored = restore (muster_campaign_get_id (campaign), NULL);
  assert_same_campaign (campaign, restored);

  /* A clean close leaves nothing. */
  recovery = muster_recovery_new (campaign, path, TRUE);
  muster_recovery_close (recovery);
  g_assert_false (muster_recovery_restore (registry (), muster_campaign_get_id (campaign), NULL, NULL));
  g_unlink (path);
}

/* A long evening: snapshots are written in the background as the journal
 * grows, the journals they hold go, and restoring gives every action back,
 * however the journal ends: a change cut short by the crash (half a line)
 * is left out. */
static void
test_snapshots_and_torn_line (void)
{
  g_autoptr(MusterCampaign) campaign = campaign_titled ("Long evening");
  g_autoptr(MusterRecovery) recovery = NULL;
  g_autoptr(MusterCampaign) restored = NULL;
  g_autofree char *dir = muster_recovery_get_dir ();
  const char *id = muster_campaign_get_id (campaign);
  MusterSession *session = muster_campaign_get_session (campaign, 0);
  guint snapshots = 0, journals = 0;

  /* Never saved: written whole at once, then journaled. */
  recovery = muster_recovery_new (campaign, NULL, FALSE);
  for (guint i = 0; i < 700; i++)
    {
      perform (session, i % 3 ? "roll 2d6" : "note on we go");
      if (i % 50 == 0)
        g_main_context_iteration (NULL, FALSE);
    }
  muster_recovery_flush (recovery);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      if (g_str_has_prefix (name, id))
        {
          snapshots += g_str_has_suffix (name, ".muster");
          journals += g_str_has_suffix (name, ".journal");
        }
  }
  /* One snapshot, and only the journal after it. */
  g_assert_cmpuint (snapshots, ==, 1);
  g_assert_cmpuint (journals, <=, 1);

  perform (session, "roll d6");
  g_clear_object (&recovery);
  {
    /* Half a change: the crash came while it was written. */
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      if (g_str_has_prefix (name, id) && g_str_has_suffix (name, ".journal"))
        {
          g_autofree char *path = g_build_filename (dir, name, NULL);
          FILE *f = fopen (path, "a");

          fputs ("<perform session=\"x\"><entry action=\"roll\"><arg>2", f);
          fclose (f);
        }
  }
  restored = restore (id, NULL);
  g_assert_cmpuint (muster_session_get_n_entries (muster_campaign_get_session (restored, 0)), ==, 702);
  assert_same_campaign (campaign, restored);
  muster_recovery_discard (id);
}

/* The start page reads the header only: a snapshot and a journal it
 * could not read still list with the header's title, and restoring is
 * what says the work is damaged. */
static void
test_list_reads_header (void)
{
  g_autoptr(MusterCampaign) campaign = campaign_titled ("Header only");
  g_autoptr(MusterCampaign) restored = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = muster_recovery_get_dir ();
  const char *id = muster_campaign_get_id (campaign);
  g_autofree char *journal_name = g_strdup_printf ("%s.1.journal", id);
  g_autofree char *journal = g_build_filename (dir, journal_name, NULL);
  g_autoptr(GDir) d = NULL;
  const char *name;
  MusterRecoveryItem *item;

  g_assert_true (muster_recovery_save (campaign, "/home/me/header.muster", NULL));
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".muster"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_assert_true (g_file_set_contents (path, "not a campaign <title>Wrong</title>", -1, NULL));
      }
  g_assert_true (g_file_set_contents (journal, "<title>Wrong either</title>\n\x01\x02garbage", -1, NULL));
  items = muster_recovery_list ();
  g_assert_cmpuint (items->len, ==, 1);
  item = g_ptr_array_index (items, 0);
  g_assert_cmpstr (item->campaign_id, ==, id);
  g_assert_cmpstr (item->title, ==, "Header only");
  g_assert_cmpstr (item->original_path, ==, "/home/me/header.muster");

  restored = muster_recovery_restore (registry (), id, NULL, &error);
  g_assert_null (restored);
  g_assert_nonnull (error);
  muster_recovery_discard (id);
}

/* A journal that starts from the campaign's own file needs that file as
 * it was: changed since, restoring says so rather than guess. */
static void
test_original_changed (void)
{
  g_autoptr(MusterCampaign) campaign = campaign_titled ("Changed under us");
  g_autoptr(MusterRecovery) recovery = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (state_home, "changed.muster", NULL);

  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  recovery = muster_recovery_new (campaign, path, FALSE);
  perform (muster_campaign_get_session (campaign, 0), "roll d6");
  g_clear_object (&recovery);
  g_assert_true (g_file_set_contents (path, "something else entirely", -1, NULL));
  g_assert_null (muster_recovery_restore (registry (), muster_campaign_get_id (campaign), NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND);
  muster_recovery_discard (muster_campaign_get_id (campaign));
  g_unlink (path);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* g_get_user_state_dir() caches its answer on first use, so the folder
   * must be chosen before anything else runs. */
  state_home = g_dir_make_tmp ("muster-state-XXXXXX", NULL);
  g_assert_nonnull (state_home);
  g_setenv ("XDG_STATE_HOME", state_home, TRUE);

  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/recovery/dir", test_dir);
  g_test_add_func ("/recovery/save-list-discard", test_save_list_discard);
  g_test_add_func ("/recovery/strange-ids", test_strange_ids);
  g_test_add_func ("/recovery/damaged-listed", test_damaged_listed);
  g_test_add_func ("/recovery/journal-every-change", test_journal_every_change);
  g_test_add_func ("/recovery/snapshots-and-torn-line", test_snapshots_and_torn_line);
  g_test_add_func ("/recovery/list-reads-header", test_list_reads_header);
  g_test_add_func ("/recovery/original-changed", test_original_changed);

  status = g_test_run ();

  {
    g_autofree char *recovery = g_build_filename (state_home, "muster", "recovery", NULL);
    g_autofree char *muster = g_build_filename (state_home, "muster", NULL);

    g_rmdir (recovery);
    g_rmdir (muster);
    g_rmdir (state_home);
  }
  g_free (state_home);
  return status;
}
