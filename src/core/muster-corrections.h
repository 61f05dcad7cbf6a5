/* muster-corrections.h: the players' corrections of reconstructed data,
 * kept per user so they carry over to new games.
 *
 * A correction is an ordinary logged action (such as “set-card 7 1 5 2”),
 * so it also travels in the campaign file and replays like any other. A
 * store remembers every correction the user has made, in the order made, in
 * $XDG_DATA_HOME/muster/corrections/<store>.txt (one shell-quoted action
 * line per line), and they are replayed at the start of new sessions; a
 * later line overrides an earlier one as the actions do. Each game system
 * has a store of its own (named by its id) and may share stores with other
 * systems for some actions (muster_system_get_correction_store()): the two
 * Revolution Road games keep their card values in one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-session.h"

G_BEGIN_DECLS

char      *muster_corrections_get_path  (const char     *store_id);
/* GStrv lines (action id, then arguments); empty when there are none. */
GPtrArray *muster_corrections_load      (const char     *store_id);
/* Adds the session's corrections that their stores do not hold yet. */
gboolean   muster_corrections_remember  (MusterSession  *session,
                                         GError        **error);
/* Performs every remembered correction in the stores of the session's
 * system (its own store first, then the shared ones), in order, as the
 * first entries of a new session. A line the system refuses (from
 * an older version, say) is skipped. Returns how many were applied. */
guint      muster_corrections_apply     (MusterSession  *session);

G_END_DECLS
