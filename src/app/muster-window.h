/* muster-window.h: a campaign window. It shows the start page until a
 * campaign is opened or created, then the campaign's sessions as tabs. It
 * owns saving, closing with unsaved changes and the recovery file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-application.h"
#include "muster-session-view.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_WINDOW (muster_window_get_type ())
G_DECLARE_FINAL_TYPE (MusterWindow, muster_window, MUSTER, WINDOW, AdwApplicationWindow)

MusterWindow      *muster_window_new               (MusterApplication *application);
/* The campaign shown, or NULL on the start page. */
MusterCampaign    *muster_window_get_campaign      (MusterWindow      *self);
/* Where the campaign is saved, or NULL if it never was. */
GFile             *muster_window_get_file          (MusterWindow      *self);
/* Shows @campaign, which was read from (or is to be saved to) @file. */
void               muster_window_set_campaign      (MusterWindow      *self,
                                                    MusterCampaign    *campaign,
                                                    GFile             *file);
/* Loads @file into this window. A failure is shown to the user (with the
 * line it happened on) and FALSE returned. */
gboolean           muster_window_open_file         (MusterWindow      *self,
                                                    GFile             *file);
/* Saves the campaign to @file (atomically) and makes it the campaign's
 * file. A failure is shown to the user and FALSE returned. */
gboolean           muster_window_save_to_file      (MusterWindow      *self,
                                                    GFile             *file);
/* Opens the new-campaign dialog for this window. */
void               muster_window_show_new_campaign (MusterWindow      *self);
/* The view of the selected session, or NULL. */
MusterSessionView *muster_window_get_session_view  (MusterWindow      *self);
void               muster_window_add_toast         (MusterWindow      *self,
                                                    const char        *message);

G_END_DECLS
