/* app-driver.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "app-driver.h"

/* Far more than anything here takes; only a hang reaches it. */
#define WAIT_LIMIT_US (60 * G_USEC_PER_SEC)

MusterApplication *
driver_start_app (void)
{
  MusterApplication *app = muster_application_new ();
  g_autoptr(GError) error = NULL;

  /* No D-Bus name: tests run side by side and under xvfb-run without a bus. */
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (muster_application_get_registry (app));
  /* Closing the last window must not end the run. */
  g_application_hold (G_APPLICATION (app));
  return app;
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
driver_wait (gboolean    (*cond) (gpointer data),
             gpointer      data,
             const char   *what)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_LIMIT_US;
  /* Wakes the blocking iteration now and then, so the deadline is seen. */
  guint wake = g_timeout_add (50, wake_cb, NULL);

  while (!cond (data))
    {
      if (g_get_monotonic_time () > deadline)
        {
          g_source_remove (wake);
          g_error ("Timed out waiting for %s", what);
        }
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
}

void
driver_settle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

GtkWidget *
driver_find_widget (GtkWidget *widget,
                    GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = driver_find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWindow *
driver_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

void
driver_wait_drawn (GtkWidget *window)
{
  gboolean painted = FALSE;
  GdkFrameClock *clock;
  gulong id;

  driver_wait (is_mapped, window, "the window to be shown");
  clock = gtk_widget_get_frame_clock (window);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (window);
  driver_wait (is_true, &painted, "the window to be drawn");
  g_signal_handler_disconnect (clock, id);
}

void
driver_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        driver_remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}
