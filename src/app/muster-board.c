/* muster-board.c: the table of per-system boards (see muster-board.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-board.h"
/* The boards of the top meson.build's list of systems. */
#include "boards/muster-board-list.h"

GtkWidget *
muster_board_new_for_session (MusterSession *session)
{
  const char *id;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  id = muster_system_get_id (muster_session_get_system (session));
  for (guint i = 0; boards[i].system_id != NULL; i++)
    if (g_str_equal (boards[i].system_id, id))
      return boards[i].new_board (session);
  return NULL;
}
