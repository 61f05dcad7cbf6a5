/* muster-session-view.h: one session of a campaign: its status, the table
 * (tracks, decks, dice) in a side pane that folds away on small screens,
 * and pages for the board, the actions, the log, the rules, the notes and
 * the luck ledger.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SESSION_VIEW (muster_session_view_get_type ())
G_DECLARE_FINAL_TYPE (MusterSessionView, muster_session_view, MUSTER, SESSION_VIEW, GtkWidget)

MusterSessionView *muster_session_view_new          (MusterCampaign    *campaign,
                                                     MusterSession     *session);
MusterSession     *muster_session_view_get_session  (MusterSessionView *self);
MusterCampaign    *muster_session_view_get_campaign (MusterSessionView *self);
/* Shows a page: "board", "actions", "log", "rules", "notes" or "luck". */
void               muster_session_view_show_page    (MusterSessionView *self,
                                                     const char        *name);
const char        *muster_session_view_get_page     (MusterSessionView *self);
/* Shows the rules reference searching for @query (or keeps the search when
 * NULL) and puts the focus in its search entry. */
void               muster_session_view_show_rules   (MusterSessionView *self,
                                                     const char        *query);
void               muster_session_view_toggle_side_pane (MusterSessionView *self);

G_END_DECLS
