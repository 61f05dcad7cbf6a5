/* muster-start-page.h: what a window shows before a campaign is open: new
 * campaign, open, the recent campaigns and any work recovered after a
 * crash. Its buttons activate the window's and the app's actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-application.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_START_PAGE (muster_start_page_get_type ())
G_DECLARE_FINAL_TYPE (MusterStartPage, muster_start_page, MUSTER, START_PAGE, GtkWidget)

void muster_start_page_set_application (MusterStartPage   *self,
                                        MusterApplication *application);
/* Reads the recent campaigns and the recovery files again. */
void muster_start_page_refresh         (MusterStartPage   *self);

G_END_DECLS
