/* muster-application.h: the application: its settings, the registry of
 * game systems, app-wide actions and the windows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_APPLICATION (muster_application_get_type ())
G_DECLARE_FINAL_TYPE (MusterApplication, muster_application, MUSTER, APPLICATION, AdwApplication)

MusterApplication *muster_application_new            (void);
GSettings         *muster_application_get_settings   (MusterApplication *self);
MusterRegistry    *muster_application_get_registry   (MusterApplication *self);
/* Puts @file first in the recent campaigns. */
void               muster_application_add_recent     (MusterApplication *self,
                                                      GFile             *file);
/* The same, remembering what the file holds (its title, game and where
 * the game stands) for the start page. */
void               muster_application_add_recent_campaign (MusterApplication *self,
                                                           GFile             *file,
                                                           MusterCampaign    *campaign);
/* What muster_application_add_recent_campaign() remembered of @path: its
 * title and a line about its game (new strings), FALSE when nothing. */
gboolean           muster_application_get_recent_details (MusterApplication *self,
                                                          const char        *path,
                                                          char             **title,
                                                          char             **detail);
void               muster_application_remove_recent  (MusterApplication *self,
                                                      GFile             *file);
/* Shows the campaign in @file: the window that has it already, else an empty
 * window, else a new one. */
void               muster_application_open_file      (MusterApplication *self,
                                                      GFile             *file);
/* TRUE when a window shows the campaign with this id (its recovery file is
 * then in use, not left over from a crash). */
gboolean           muster_application_is_campaign_open (MusterApplication *self,
                                                        const char        *campaign_id);
/* For the benchmark: print the time from @started (monotonic µs) to the
 * first frame the first window paints, then quit. */
void               muster_application_measure_first_frame (MusterApplication *self,
                                                           gint64             started);

G_END_DECLS
