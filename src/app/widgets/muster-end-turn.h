/* muster-end-turn.h: the end of a turn as a checklist, for any system.
 *
 * Fed by the session's state through the core (muster-end-turn.h): the
 * steps the end-turn action plays, in order with their sections, each
 * marked done or under way; a button that runs them, carrying the action
 * as the target of “session.perform”; the decision any step asks, in a
 * MusterDecisionBar; what the steps did (the log entries they made, in
 * words); and the board check, place by place, the lines that changed
 * since the steps began marked. Once the steps are done, the steps the
 * game plays next (drawing the next card) get buttons too, and the widget
 * says “finished” when one of them has been played. Part of the table kit
 * (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_END_TURN (muster_end_turn_get_type ())
G_DECLARE_FINAL_TYPE (MusterEndTurn, muster_end_turn, MUSTER, END_TURN, GtkWidget)

GtkWidget         *muster_end_turn_new             (MusterSession *session);
/* The session followed. Also "session". */
void               muster_end_turn_set_session     (MusterEndTurn *self,
                                                    MusterSession *session);
MusterSession     *muster_end_turn_get_session     (MusterEndTurn *self);
/* Passed on to the decision bar (muster_decision_bar_set_form_action()).
 * Also "form-action". */
void               muster_end_turn_set_form_action (MusterEndTurn *self,
                                                    const char    *action_name);
/* What the widget shows, for tests: the button that runs the steps, the
 * decision bar, how many steps are marked @status, how many lines tell
 * what happened, and the board check's lines and those marked changed. */
GtkWidget         *muster_end_turn_get_run_button  (MusterEndTurn *self);
MusterDecisionBar *muster_end_turn_get_decision_bar (MusterEndTurn *self);
guint              muster_end_turn_count_steps     (MusterEndTurn *self,
                                                    MusterStepStatus status);
guint              muster_end_turn_get_n_events    (MusterEndTurn *self);
/* The text of event @i (NULL past the end). */
const char        *muster_end_turn_get_event       (MusterEndTurn *self,
                                                    guint          i);
guint              muster_end_turn_get_n_check_rows (MusterEndTurn *self);
guint              muster_end_turn_get_n_changed   (MusterEndTurn *self);

/* A window for @source's board holding a MusterEndTurn on @session: it
 * performs “session.perform” with muster_perform(), opens answers' forms
 * with @source's @form_action (NULL for none), and closes once the widget
 * says “finished”, showing the last entry in a toast on @source. */
GtkWindow         *muster_end_turn_window_new      (GtkWidget     *source,
                                                    MusterSession *session,
                                                    const char    *form_action);

G_END_DECLS
