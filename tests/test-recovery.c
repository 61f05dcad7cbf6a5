/* test-recovery.c: recovery files in the user's state folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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
