/* muster-decision-bar.h: the decision a game waits for, for any system.
 *
 * Fed by the state's pending decision (muster_state_get_pending): who must
 * answer, the question in a sentence with its rule, and one button for
 * each answer the engine suggests; where the decision counts items to
 * name (the counter taking each hit), a button per item, the names so far
 * and the answer once all are named; where a correction answers it (the
 * values printed on a card), a field per number, filled as suggested. A button carries its action and
 * arguments as the target of the “session.perform” action (“(sas)”), so
 * whatever holds the bar performs it through muster_perform(); a compact
 * bar keeps to about two rows of answers and puts those with no room in a
 * “More” menu at the end, where they carry the same. Answers the
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
/* Answers that take arguments get one more button carrying @action_name
 * (“(sas)”: the answer and the arguments first suggested), to choose them
 * in a form the holder opens; NULL for none. Also "form-action". */
void       muster_decision_bar_set_form_action (MusterDecisionBar *self,
                                                const char        *action_name);
/* Compact: the answers take about two rows at most, leaving room for a
 * map; those with no room go into a “More” menu (“More Answers” to a
 * screen reader) at the end of the answers (forms first, then further suggestions, then the first
 * suggestion of other answers; the first answer keeps its button), and
 * what is still too tall (items to name) scrolls. Also "compact". */
void       muster_decision_bar_set_compact     (MusterDecisionBar *self,
                                                gboolean           compact);
gboolean   muster_decision_bar_is_pending      (MusterDecisionBar *self);
/* The “More” menu, or NULL while every answer has its button. */
GMenuModel *muster_decision_bar_get_menu       (MusterDecisionBar *self);
/* The question shown, or NULL while hidden. */
const char *muster_decision_bar_get_text (MusterDecisionBar *self);

G_END_DECLS
