/* app-driver.h: drive the real Muster application from a test: start it
 * without a main loop of its own, wait for conditions by iterating the
 * main context, and find widgets and windows by type.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-application.h"

G_BEGIN_DECLS

/* Starts the application (startup runs; no window is opened). */
MusterApplication *driver_start_app        (void);
/* Iterates the main context until @cond (@data) holds, or fails the test
 * after a generous time. */
void               driver_wait             (gboolean    (*cond) (gpointer data),
                                            gpointer      data,
                                            const char   *what);
/* Lets pending idle work (panel refreshes, redraws) run. */
void               driver_settle           (void);
/* The first descendant of @widget of @type (depth first), or NULL. */
GtkWidget         *driver_find_widget      (GtkWidget   *widget,
                                            GType        type);
/* A toplevel window of @type, or NULL. */
GtkWindow         *driver_find_toplevel    (GType        type);
/* Waits until @window has been presented and drawn once. */
void               driver_wait_drawn       (GtkWidget   *window);

/* Deletes @path and everything under it. */
void               driver_remove_tree      (const char  *path);

G_END_DECLS
