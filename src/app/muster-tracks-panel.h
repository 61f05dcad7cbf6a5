/* muster-tracks-panel.h: the session's tracks with their values, bounds and
 * named thresholds, and buttons that move them when the system offers the
 * track actions (Dice & Cards: track-adjust and track-set).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TRACKS_PANEL (muster_tracks_panel_get_type ())
G_DECLARE_FINAL_TYPE (MusterTracksPanel, muster_tracks_panel, MUSTER, TRACKS_PANEL, GtkWidget)

void muster_tracks_panel_set_session (MusterTracksPanel *self,
                                      MusterSession     *session);

G_END_DECLS
