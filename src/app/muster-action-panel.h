/* muster-action-panel.h: every action the session's system lists now, the
 * ones allowed first; each opens a small form that performs it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-action-row.h"
#include "muster-session-panel.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ACTION_PANEL (muster_action_panel_get_type ())
G_DECLARE_FINAL_TYPE (MusterActionPanel, muster_action_panel, MUSTER, ACTION_PANEL, MusterSessionPanel)

/* muster_session_panel_set_session(), dropping the rows made for the
 * session before. */
void             muster_action_panel_set_session (MusterActionPanel *self,
                                                  MusterSession     *session);
/* The row of an action, or NULL. */
MusterActionRow *muster_action_panel_get_row     (MusterActionPanel *self,
                                                  const char        *action);

G_END_DECLS
