/* b2c-tracks-panel.h: From Boston to Concord at a glance, both from the
 * engine: its tracks (the turn with Percy's arrival, both sides' VP,
 * Action and Reserve tracks) as the kit's MusterTrackBoard, then its
 * “markers” sheet of what is not a track (the Shot Heard 'Round the World,
 * Concord, Percy, where the three Hinder markers are) as a MusterSheetView.
 * Whose action it is, the session's status line says.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "boston-concord/b2c-view.h"

G_BEGIN_DECLS

#define B2C_TYPE_TRACKS_PANEL (b2c_tracks_panel_get_type ())
G_DECLARE_FINAL_TYPE (B2cTracksPanel, b2c_tracks_panel, B2C, TRACKS_PANEL, GtkWidget)

GtkWidget *b2c_tracks_panel_new       (void);
void       b2c_tracks_panel_set_state (B2cTracksPanel *self,
                                      B2cState      *state);
/* The board's status pill: who acts or decides, and with what (“British: 2
 * actions left”); the session's status line says the turn and phase. */
char      *b2c_tracks_summary        (B2cState      *state);

G_END_DECLS
