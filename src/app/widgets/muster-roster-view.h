/* muster-roster-view.h: every sheet of a session (unit cards, character
 * sheets, army lists), grouped under whoever owns them, following the
 * session as it changes. Sheets that are secret stay hidden until their
 * owner's seat asks to see them (“Show What Only … Sees”), and hide again
 * on Hide or when the page is left. Part of the table kit
 * (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ROSTER_VIEW (muster_roster_view_get_type ())
G_DECLARE_FINAL_TYPE (MusterRosterView, muster_roster_view, MUSTER, ROSTER_VIEW, GtkWidget)

GtkWidget     *muster_roster_view_new         (void);
/* Follows @session (or nothing). Also the "session" property. */
void           muster_roster_view_set_session (MusterRosterView *self,
                                               MusterSession    *session);
MusterSession *muster_roster_view_get_session (MusterRosterView *self);
/* Shows the secrets of the seat @seat_id too, or none for NULL. */
void           muster_roster_view_reveal      (MusterRosterView *self,
                                               const char       *seat_id);
/* Whether the session has any sheet to show, to anyone. */
gboolean       muster_session_has_sheets      (MusterSession    *session);

G_END_DECLS
