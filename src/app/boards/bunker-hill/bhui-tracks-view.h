/* bhui-tracks-view.h: the board's tracks: turn (with the reinforcements
 * and the Wrong Ammo check on it), victory points, both Action and Reserve
 * tracks, the Patriot ammunition and both morale tracks with their
 * thresholds, the penalties in force in words with their sections, and the
 * VP schedule with corrections.
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
/* Scrolls to the ammunition and morale tracks and the penalties. */
void       bhui_tracks_view_show_penalties (BhuiTracksView *self);

G_END_DECLS
