/* muster-action-row.h: one action of a session as an expandable row: its
 * name, rule section and summary, or why it is not allowed now; expanded,
 * a small form built from its parameters and a button that performs it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ACTION_ROW (muster_action_row_get_type ())
G_DECLARE_FINAL_TYPE (MusterActionRow, muster_action_row, MUSTER, ACTION_ROW, AdwExpanderRow)

MusterActionRow *muster_action_row_new      (MusterSession          *session,
                                             const MusterActionInfo *info);
const char      *muster_action_row_get_id   (MusterActionRow        *self);
gboolean         muster_action_row_get_legal (MusterActionRow       *self);
/* Brings the row up to date with a new listing of the same action. FALSE
 * when its parameters changed shape and the row must be built again. */
gboolean         muster_action_row_update   (MusterActionRow        *self,
                                             const MusterActionInfo *info);
/* Fills the form's parameter @i with @value (a choice id, a number or
 * text; a piece to tick, or to give one more of a share), for tests and
 * for other widgets that prepare an action. */
void             muster_action_row_set_arg  (MusterActionRow        *self,
                                             guint                   i,
                                             const char             *value);
/* Fills the form with @args as the engine reads them: in order, a field
 * of several values (the last) taking the rest. */
void             muster_action_row_set_args (MusterActionRow       *self,
                                             const char * const    *args);
/* The arguments the form holds, in order (a pick or share given once
 * for each), or NULL with @error saying what is missing. */
GStrv            muster_action_row_get_args (MusterActionRow        *self,
                                             GError                **error);
/* Performs the action with the form's arguments. */
void             muster_action_row_perform  (MusterActionRow        *self);

G_END_DECLS
