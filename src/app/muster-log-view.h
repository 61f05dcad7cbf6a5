/* muster-log-view.h: the session's log, newest first, with undone entries
 * dimmed and a filter that shows only the bookmarked ones.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LOG_VIEW (muster_log_view_get_type ())
G_DECLARE_FINAL_TYPE (MusterLogView, muster_log_view, MUSTER, LOG_VIEW, GtkWidget)

void muster_log_view_set_session (MusterLogView *self,
                                  MusterSession *session);

G_END_DECLS
