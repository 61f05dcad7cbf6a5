/* muster-action-dialog.h: one action's form in a window of its own, for a
 * board's button or a decision's answer that needs its arguments chosen:
 * the same form as the Actions page (MusterActionRow), filled with the
 * arguments the board suggests, closing once the action is taken. Part of
 * the table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-action-row.h"
#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ACTION_DIALOG (muster_action_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MusterActionDialog, muster_action_dialog, MUSTER, ACTION_DIALOG, AdwWindow)

/* The form of @action of @session's state, over @source's window, filled
 * with @args (may be NULL); NULL when the state has no such action. */
MusterActionDialog *muster_action_dialog_new     (GtkWidget          *source,
                                                  MusterSession      *session,
                                                  const char         *action,
                                                  const char * const *args);
MusterActionRow    *muster_action_dialog_get_row (MusterActionDialog *self);
/* What every board's “board.form” does with its (action, args) target
 * “(sas)”: that form, presented. */
void                muster_action_dialog_present_target (GtkWidget     *source,
                                                         MusterSession *session,
                                                         GVariant      *target);

G_END_DECLS
