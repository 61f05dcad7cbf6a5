/* bhui-tracks-view.h: the board's Tracks page: the turn's card, the fleet
 * and the ammunition in words, the victory points as they stand, the
 * penalties in force with their sections, every track of the engine as the
 * kit's MusterTrackBoard (the reinforcements and the Wrong Ammo check on
 * the turn track, the thresholds of ammunition and morale), and the VP
 * schedule with corrections.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define BHUI_TYPE_TRACKS_VIEW (bhui_tracks_view_get_type ())
G_DECLARE_FINAL_TYPE (BhuiTracksView, bhui_tracks_view, BHUI, TRACKS_VIEW, GtkWidget)

GtkWidget *bhui_tracks_view_new         (void);
void       bhui_tracks_view_set_session (BhuiTracksView *self,
                                         MusterSession  *session);
void       bhui_tracks_view_update      (BhuiTracksView *self);
/* Scrolls to the penalties in force. */
void       bhui_tracks_view_show_penalties (BhuiTracksView *self);

G_END_DECLS
