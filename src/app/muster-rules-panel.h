/* muster-rules-panel.h: the rules reference of the session's system, with
 * search (ignoring case and accents, matching the starts of words, and a
 * section number matching its sub-sections).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_RULES_PANEL (muster_rules_panel_get_type ())
G_DECLARE_FINAL_TYPE (MusterRulesPanel, muster_rules_panel, MUSTER, RULES_PANEL, GtkWidget)

void  muster_rules_panel_set_rules    (MusterRulesPanel *self,
                                       MusterRules      *rules);
/* Searches for @query and shows the results. */
void  muster_rules_panel_search       (MusterRulesPanel *self,
                                       const char       *query);
void  muster_rules_panel_focus_search (MusterRulesPanel *self);
guint muster_rules_panel_get_n_results (MusterRulesPanel *self);

G_END_DECLS
