/* test-sheets-export.c: the Sheets page's Copy and Print, run under
 * xvfb-run.
 *
 *   /sheets-export/pdf: text prints to PDF, cut into pages by its length.
 *   /sheets-export/copy: Copy puts on the clipboard the sheets the page
 *     shows, as text (an army list of Lexington to Yorktown).
 *
 * With MUSTER_SHOOT_DIR=DIR the long PDF is kept there to look at, with
 * screenshots of the Sheets page at 1280x800 and 800x600.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-driver.h"
#include "muster-session-view.h"
#include "muster-text-print.h"
#include "widgets/muster-roster-view.h"

static MusterApplication *app;
static char *tmpdir;

static void
test_pdf (void)
{
  g_autofree char *short_pdf = g_build_filename (tmpdir, "short.pdf", NULL);
  g_autofree char *long_pdf = g_build_filename (tmpdir, "long.pdf", NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *bytes = NULL;
  gsize size = 0;
  int pages = 0;

  g_assert_true (muster_text_print_to_pdf ("Short", "Army list\n  1st Foot: 88\n", short_pdf, &pages, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pages, ==, 1);
  g_assert_true (g_file_get_contents (short_pdf, &bytes, &size, NULL));
  g_assert_cmpuint (size, >, 4);
  g_assert_true (g_str_has_prefix (bytes, "%PDF"));

  /* Four hundred lines fill several pages, none of them lost. */
  for (int i = 1; i <= 400; i++)
    g_string_append_printf (text, "Unit %d: 20 grade C infantry models\n", i);
  g_assert_true (muster_text_print_to_pdf ("Long", text->str, long_pdf, &pages, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pages, >=, 4);
  g_assert_cmpint (pages, <=, 12);
  g_assert_true (g_file_test (long_pdf, G_FILE_TEST_IS_REGULAR));
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    {
      g_autofree char *kept = g_build_filename (g_getenv ("MUSTER_SHOOT_DIR"), "sheets-long.pdf", NULL);
      g_autofree char *contents = NULL;

      g_assert_true (g_file_get_contents (long_pdf, &contents, &size, NULL));
      g_assert_true (g_file_set_contents (kept, contents, (gssize) size, NULL));
    }
}

typedef struct
{
  char     *text;
  gboolean  done;
} Read;

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Read *read = data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  read->done = TRUE;
}

static gboolean
read_done (gpointer data)
{
  return ((Read *) data)->done;
}

static void
test_copy (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  g_autofree char *expected = NULL;
  Read read = { NULL, FALSE };
  GtkWidget *roster;
  MusterWindow *window;

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "lexington-yorktown"),
                                "army-list", NULL, chance, &error);
  g_assert_no_error (error);
  driver_perform (session, "add-unit", "1st Foot", "infantry", "C", "22", NULL);
  driver_perform (session, "add-unit", "Guns", "light-gun", "C", "2", "6", NULL);
  window = driver_open_session (app, session, 1280, 800);
  roster = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_ROSTER_VIEW);
  g_assert_nonnull (roster);

  g_assert_true (gtk_widget_activate_action (roster, "roster.copy", NULL));
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (roster), NULL, read_cb, &read);
  driver_wait (read_done, &read, "the clipboard's text");
  expected = muster_session_sheets_to_text (session, NULL);
  g_assert_nonnull (strstr (expected, "1st Foot\n  Unit: 22 grade C infantry models"));
  g_assert_cmpstr (read.text, ==, expected);
  g_free (read.text);
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    {
      adw_view_stack_set_visible_child (ADW_VIEW_STACK (driver_find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK)),
                                        roster);
      driver_shoot (GTK_WIDGET (window), g_getenv ("MUSTER_SHOOT_DIR"), "sheets-list-1280");
      driver_close_window (window);
      window = driver_open_session (app, session, 800, 600);
      roster = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_ROSTER_VIEW);
      adw_view_stack_set_visible_child (ADW_VIEW_STACK (driver_find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK)),
                                        roster);
      driver_shoot (GTK_WIDGET (window), g_getenv ("MUSTER_SHOOT_DIR"), "sheets-list-800");
    }
  driver_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = NULL;
  int ret;

  tmpdir = g_dir_make_tmp ("muster-sheets-XXXXXX", NULL);
  state = g_build_filename (tmpdir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  app = driver_start_app ();
  g_test_add_func ("/sheets-export/pdf", test_pdf);
  g_test_add_func ("/sheets-export/copy", test_copy);
  ret = g_test_run ();
  driver_remove_tree (tmpdir);
  g_free (tmpdir);
  return ret;
}
