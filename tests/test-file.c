/* test-file.c: atomic saves. A save that fails part-way, as a crash or a
 * full disk would make it, leaves the previous file as it was and no
 * temporary file behind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "muster-games.h"

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("muster-file-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
assert_contents (const char *path,
                 const char *data,
                 gsize       len)
{
  g_autofree char *read = NULL;
  gsize read_len;

  g_assert_true (g_file_get_contents (path, &read, &read_len, NULL));
  g_assert_cmpmem (read, read_len, data, len);
}

static void
test_write_new_and_replace (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "table.muster", NULL);
  g_autoptr(GBytes) one = g_bytes_new_static ("first contents\n", 15);
  g_autoptr(GBytes) two = g_bytes_new_static ("second\n", 7);
  g_autoptr(GBytes) empty = g_bytes_new_static ("", 0);
  g_autoptr(GError) error = NULL;

  g_assert_true (muster_file_write_atomic (path, one, &error));
  g_assert_no_error (error);
  assert_contents (path, "first contents\n", 15);
  g_assert_true (muster_file_write_atomic (path, two, &error));
  assert_contents (path, "second\n", 7);
  g_assert_true (muster_file_write_atomic (path, empty, &error));
  assert_contents (path, "", 0);
  g_assert_cmpuint (count_files (dir), ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_interrupted_keeps_old (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "table.muster", NULL);
  static const char old[] = "<muster-campaign version=\"1\"><title>Old</title></muster-campaign>\n";
  g_autoptr(GString) big = g_string_new (NULL);
  g_autoptr(GBytes) contents = NULL;
  static const gssize faults[] = { 0, 1, 10, 4096, 65536, 99999 };

  for (guint i = 0; i < 4000; i++)
    g_string_append_printf (big, "<line n=\"%u\">new contents</line>\n", i);
  contents = g_bytes_new (big->str, big->len);
  g_assert_cmpuint (big->len, >, 100000);

  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autoptr(GError) error = NULL;

      muster_file_set_fault_after (faults[i]);
      g_assert_false (muster_file_write_atomic (path, contents, &error));
      muster_file_set_fault_after (-1);
      g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
      g_assert_nonnull (strstr (error->message, "table.muster"));

      assert_contents (path, old, strlen (old));
      g_assert_cmpuint (count_files (dir), ==, 1);
    }

  /* With the fault gone, the save goes through. */
  g_assert_true (muster_file_write_atomic (path, contents, NULL));
  assert_contents (path, big->str, big->len);
  g_assert_cmpuint (count_files (dir), ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_interrupted_campaign_save (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "campaign.muster", NULL);
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (12);
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autofree char *saved = NULL;
  gsize saved_len;

  session = muster_session_new (muster_registry_lookup (registry, "dice-and-cards"), "wargame", NULL, chance, &error);
  g_assert_no_error (error);
  muster_campaign_add_session (campaign, session);
  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, &saved_len, NULL));

  for (guint i = 0; i < 50; i++)
    g_assert_nonnull (muster_session_perform (session, "roll", (const char * const[]) { "4d6", NULL }, 0, NULL));
  g_assert_true (muster_campaign_get_dirty (campaign));

  /* Half-way through the new file, the save fails. */
  muster_file_set_fault_after ((gssize) saved_len);
  g_assert_false (muster_campaign_save_file (campaign, path, &error));
  muster_file_set_fault_after (-1);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_clear_error (&error);

  /* The old file is byte for byte what it was, still loads, and the
   * campaign still has its changes to save. */
  assert_contents (path, saved, saved_len);
  g_assert_cmpuint (count_files (dir), ==, 1);
  g_assert_true (muster_campaign_get_dirty (campaign));
  {
    g_autoptr(MusterCampaign) old = muster_campaign_load_file (registry, path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (muster_session_get_n_entries (muster_campaign_get_session (old, 0)), ==, 0);
  }

  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  g_assert_false (muster_campaign_get_dirty (campaign));

  g_unlink (path);
  g_rmdir (dir);
}

/* Saving through a symbolic link writes the file it points at, through a
 * chain of links, relative or absolute; the links stay links. */
static void
test_symlink (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *sub = g_build_filename (dir, "games", NULL);
  g_autofree char *real = g_build_filename (sub, "real.muster", NULL);
  g_autofree char *link = g_build_filename (dir, "link.muster", NULL);
  g_autofree char *link2 = g_build_filename (dir, "link2.muster", NULL);
  g_autoptr(GBytes) one = g_bytes_new_static ("one\n", 4);
  g_autoptr(GBytes) two = g_bytes_new_static ("two\n", 4);
  g_autoptr(GError) error = NULL;
  g_autofree char *resolved = NULL;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (real, "old\n", -1, NULL));
  g_assert_cmpint (symlink ("games/real.muster", link), ==, 0);
  g_assert_cmpint (symlink (link, link2), ==, 0);

  g_assert_true (muster_file_write_atomic (link, one, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  assert_contents (real, "one\n", 4);

  g_assert_true (muster_file_write_atomic (link2, two, &error));
  g_assert_true (g_file_test (link2, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  assert_contents (real, "two\n", 4);
  g_assert_cmpuint (count_files (sub), ==, 1);
  g_assert_cmpuint (count_files (dir), ==, 3);

  resolved = muster_file_resolve (link2);
  g_assert_cmpstr (resolved, ==, real);

  g_unlink (link2);
  g_unlink (link);
  g_unlink (real);
  g_rmdir (sub);
  g_rmdir (dir);
}

/* The pid of a process that has ended. */
static int
dead_pid (void)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "true", NULL };
  GPid pid;
  int status;

  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL,
                                G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  waitpid (pid, &status, 0);
  return pid;
}

/* A save killed half-way leaves its temporary file; the next save or load
 * of the same file removes it, and nothing else. */
static void
test_stale_temporary_files (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "table.muster", NULL);
  g_autofree char *dead = g_strdup_printf ("%s/.table.muster.%d.aB3xYz.tmp", dir, dead_pid ());
  g_autofree char *dead2 = g_strdup_printf ("%s/.table.muster.%d.Qq12zz.tmp", dir, dead_pid ());
  g_autofree char *mine = g_strdup_printf ("%s/.table.muster.%d.aB3xYz.tmp", dir, (int) getpid ());
  g_autofree char *other = g_strdup_printf ("%s/.other.muster.%d.aB3xYz.tmp", dir, dead_pid ());
  g_autofree char *backup = g_build_filename (dir, "table.muster.backup", NULL);
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterCampaign) loaded = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (dead, "<?xml", -1, NULL));
  g_assert_true (g_file_set_contents (mine, "", -1, NULL));
  g_assert_true (g_file_set_contents (other, "", -1, NULL));
  g_assert_true (g_file_set_contents (backup, "keep me", -1, NULL));

  g_assert_true (muster_campaign_save_file (campaign, path, &error));
  g_assert_no_error (error);
  /* The dead save of this file is gone; a save still running (here, this
   * process), another file's and the user's own files stay. */
  g_assert_false (g_file_test (dead, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (mine, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_files (dir), ==, 4);

  /* Loading cleans up too. */
  g_assert_true (g_file_set_contents (dead2, "", -1, NULL));
  loaded = muster_campaign_load_file (registry, path, &error);
  g_assert_no_error (error);
  g_assert_false (g_file_test (dead2, G_FILE_TEST_EXISTS));

  g_unlink (mine);
  g_unlink (other);
  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_missing_directory (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "no", "such", "folder", "table.muster", NULL);
  g_autoptr(GBytes) contents = g_bytes_new_static ("x", 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();

  g_assert_false (muster_file_write_atomic (path, contents, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "table.muster"));
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_false (muster_campaign_save_file (campaign, path, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_assert_cmpuint (count_files (dir), ==, 0);

  g_rmdir (dir);
}

static void
test_target_is_directory (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *target = g_build_filename (dir, "folder.muster", NULL);
  g_autoptr(GBytes) contents = g_bytes_new_static ("x", 1);
  g_autoptr(GError) error = NULL;

  /* Renaming over a folder fails; the folder stays and the temporary
   * file goes. */
  g_assert_cmpint (g_mkdir (target, 0700), ==, 0);
  g_assert_false (muster_file_write_atomic (target, contents, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_IO);
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (count_files (dir), ==, 1);

  g_rmdir (target);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/file/write-new-and-replace", test_write_new_and_replace);
  g_test_add_func ("/file/interrupted-keeps-old", test_interrupted_keeps_old);
  g_test_add_func ("/file/interrupted-campaign-save", test_interrupted_campaign_save);
  g_test_add_func ("/file/symlink", test_symlink);
  g_test_add_func ("/file/stale-temporary-files", test_stale_temporary_files);
  g_test_add_func ("/file/missing-directory", test_missing_directory);
  g_test_add_func ("/file/target-is-directory", test_target_is_directory);

  return g_test_run ();
}
