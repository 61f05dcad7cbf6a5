/* muster-perform.h: performing an action from the UI.
 *
 * Every widget that changes a session goes through muster_perform(): it
 * asks the players for their own dice or cards when the session's chance
 * source is manual (MUSTER_ERROR_NEEDS_INPUT), asks before going past a
 * check that rests on reconstructed data (MUSTER_ERROR_UNCERTAIN), and
 * shows any other refusal, which names its rule, in a toast (or hands it
 * to @callback). Board widgets use it too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

/* @entry is the new log entry, or NULL with @error set; both NULL when the
 * players cancelled a question. */
typedef void (*MusterPerformCallback) (MusterEntry  *entry,
                                       const GError *error,
                                       gpointer      user_data);

void muster_perform        (GtkWidget          *source,
                            MusterSession      *session,
                            const char         *action,
                            const char * const *args,
                            MusterPerformCallback callback,
                            gpointer            user_data);
/* Gives a window outside the session view (a board's dialog) the
 * “session.perform” action (“(sas)”) the kit's buttons carry, performed
 * on @session with muster_perform(). */
void muster_perform_insert_actions (GtkWidget     *widget,
                                    MusterSession *session);
/* Shows @message in the toast overlay that holds @widget. */
void muster_show_toast     (GtkWidget          *widget,
                            const char         *message);

G_END_DECLS
