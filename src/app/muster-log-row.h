/* muster-log-row.h: one entry of a session's log: what happened, its rule
 * section (a link to the rules reference), its side and time, a bookmark,
 * a note of the players' own, and “undo to here”. Undone entries are
 * dimmed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LOG_ROW (muster_log_row_get_type ())
G_DECLARE_FINAL_TYPE (MusterLogRow, muster_log_row, MUSTER, LOG_ROW, GtkWidget)

MusterLogRow *muster_log_row_new       (MusterRules  *rules);
MusterEntry  *muster_log_row_get_entry (MusterLogRow *self);
void          muster_log_row_set_entry (MusterLogRow *self,
                                        MusterEntry  *entry);
/* The session of the entries: where its log stops replaying, that entry
 * and the ones after it say so instead of “undone”. */
void          muster_log_row_set_session (MusterLogRow  *self,
                                          MusterSession *session);

G_END_DECLS
