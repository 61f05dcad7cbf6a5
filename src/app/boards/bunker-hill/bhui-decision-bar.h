/* bhui-decision-bar.h: the decision the game waits for (hits to apply, a
 * retreat, the free defensive round, a courage check, where a fire
 * spreads...), shown in full with its rule and a button for each answer.
 * Answers are performed with muster_perform().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define BHUI_TYPE_DECISION_BAR (bhui_decision_bar_get_type ())
G_DECLARE_FINAL_TYPE (BhuiDecisionBar, bhui_decision_bar, BHUI, DECISION_BAR, GtkWidget)

GtkWidget *bhui_decision_bar_new    (void);
/* Shows the decision pending in @session's state, or hides the bar. */
void       bhui_decision_bar_update (BhuiDecisionBar *self,
                                     MusterSession   *session);
/* The action that answers the decision shown, or NULL. */
const char *bhui_decision_bar_get_action (BhuiDecisionBar *self);

G_END_DECLS
