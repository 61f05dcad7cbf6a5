/* muster-track-board.h: every track of a state (muster_state_get_tracks) as
 * a MusterTrackStrip, those of no side first (the turn), then one group a
 * side under its name, in the engine's order. Fed a session it follows its
 * “changed” signal; fed a state, it reads it again each time it is set.
 * The strips stay and only their values move while the same tracks are
 * shown; they are made again only when the set of tracks changes. A track
 * the session lets the players set (Dice & Cards' logged “track-set”) is
 * set from its strip through “session.perform”. Part of the table kit
 * (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TRACK_BOARD (muster_track_board_get_type ())
G_DECLARE_FINAL_TYPE (MusterTrackBoard, muster_track_board, MUSTER, TRACK_BOARD, GtkWidget)

GtkWidget     *muster_track_board_new         (void);
/* Also the "session" property. */
void           muster_track_board_set_session (MusterTrackBoard *self,
                                               MusterSession    *session);
MusterSession *muster_track_board_get_session (MusterTrackBoard *self);
/* Shows @state's tracks (without a session, or instead of its state); the
 * same state may be set again once it has moved on. Also "state". */
void           muster_track_board_set_state   (MusterTrackBoard *self,
                                               MusterState      *state);
MusterState   *muster_track_board_get_state   (MusterTrackBoard *self);
/* The strip showing the track @id, or NULL. */
GtkWidget     *muster_track_board_get_strip   (MusterTrackBoard *self,
                                               const char       *id);
/* How many tracks it shows. */
guint          muster_track_board_get_n_tracks (MusterTrackBoard *self);

G_END_DECLS
