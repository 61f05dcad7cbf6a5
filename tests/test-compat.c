/* test-compat.c: files written by earlier versions of Muster still load
 * and replay (tests/compat/README.md says where they come from), and so
 * do the campaigns the fuzz targets start from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-games.h"

/* @path loads without a warning, has a game played in each of its
 * sessions when @played, and saves as it loaded. */
static void
check_file (const char *path,
            gboolean    played)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(MusterCampaign) again = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) resaved = NULL;
  GPtrArray *warnings;

  g_assert_no_error (error);
  campaign = muster_campaign_load_file (registry, path, &error);
  g_assert_no_error (error);
  warnings = muster_campaign_get_warnings (campaign);
  for (guint i = 0; i < warnings->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (warnings, i));
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_cmpuint (muster_campaign_get_n_sessions (campaign), >, 0);
  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    {
      MusterSession *session = muster_campaign_get_session (campaign, i);

      g_assert_false (muster_session_is_read_only (session));
      if (played)
        g_assert_cmpuint (muster_session_get_n_entries (session), >, 0);
    }

  saved = muster_campaign_to_bytes (campaign);
  again = muster_campaign_load_data (registry, g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                                     "resaved", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_campaign_get_warnings (again)->len, ==, 0);
  resaved = muster_campaign_to_bytes (again);
  g_assert_true (g_bytes_equal (saved, resaved));
}

static void
test_file (gconstpointer data)
{
  check_file (data, TRUE);
}

/* A fuzz target may start from a game not yet begun. */
static void
test_start (gconstpointer data)
{
  check_file (data, FALSE);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* A test for each .muster file of @dir (at least @least of them: a
 * corpus that vanished would pass every test), named /@prefix/FILE. */
static void
add_files (const char   *dir,
           const char   *prefix,
           guint         least,
           GTestDataFunc func)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".muster"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >=, least);
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *test = g_strdup_printf ("/%s/%s", prefix, file);

      g_test_add_data_func_full (test, g_build_filename (dir, file, NULL), func, g_free);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *compat = NULL;
  g_autofree char *starts = NULL;

  g_test_init (&argc, &argv, NULL);
  compat = g_test_build_filename (G_TEST_DIST, "compat", NULL);
  add_files (compat, "compat", 13, test_file);
  /* The campaigns the fuzz targets start from load as cleanly (a change
   * of what a state saves must come with them made again). */
  starts = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "fuzz-load", NULL);
  add_files (starts, "fuzz-start", 20, test_start);
  return g_test_run ();
}
