/* muster-decision-bar.h: the decision a game waits for, for any system.
 *
 * Fed by the state's pending decision (muster_state_get_pending): who must
 * answer, the question in a sentence with its rule, and one button for
 * each answer the engine suggests. A button carries its action and
 * arguments as the target of the “session.perform” action (“(sas)”), so
 * whatever holds the bar performs it through muster_perform(). Answers the
 * engine cannot list are named, for the Actions page. Hidden while nothing
 * is pending. Part of the table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_DECISION_BAR (muster_decision_bar_get_type ())
G_DECLARE_FINAL_TYPE (MusterDecisionBar, muster_decision_bar, MUSTER, DECISION_BAR, GtkWidget)

GtkWidget *muster_decision_bar_new    (void);
/* Shows what @state of a game of @system waits for, or hides. */
void       muster_decision_bar_update (MusterDecisionBar *self,
                                       MusterSystem      *system,
                                       MusterState       *state);
/* The question shown, or NULL while hidden. */
const char *muster_decision_bar_get_text (MusterDecisionBar *self);

G_END_DECLS
