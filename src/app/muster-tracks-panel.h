/* muster-tracks-panel.h: the table's Tracks, the kit's MusterTrackBoard
 * under a heading, fed the session's state at the panel's refresh; a track
 * is set from its strip when the system offers track-set (see
 * muster-session-panel.h). Hidden while the state has no tracks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-session-panel.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TRACKS_PANEL (muster_tracks_panel_get_type ())
G_DECLARE_FINAL_TYPE (MusterTracksPanel, muster_tracks_panel, MUSTER, TRACKS_PANEL, MusterSessionPanel)

G_END_DECLS
