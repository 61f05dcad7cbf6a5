/* muster-sheet-text.h: a session's sheets as plain text, to paste or print.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-seat.h"
#include "muster-session.h"

G_BEGIN_DECLS

/* The sheets of @session as plain text for people, grouped under their
 * owners' names (the table's alone need no heading): what the whole table
 * sees, and with @viewer what that seat alone may see as well; "" when the
 * game keeps no sheets. */
char *muster_session_sheets_to_text (MusterSession    *session,
                                     const MusterSeat *viewer);

G_END_DECLS
