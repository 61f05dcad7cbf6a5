/* muster-tracks-panel.h: the session's tracks with their values, bounds and
 * named thresholds, and buttons that move them when the system offers the
 * track actions (track-adjust and track-set, see muster-session-panel.h).
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
