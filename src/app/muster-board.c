/* muster-board.c: the table of per-system boards (see muster-board.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-board.h"
#include "boards/boston-concord/b2c-board.h"
#include "boards/bunker-hill/bhui-board.h"

/* One line per system with a board; the last entry ends the table. */
static const MusterBoardDef boards[] = {
  { "boston-concord", b2c_board_new },
  { "bunker-hill", bhui_board_new },
  { NULL, NULL },
};

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
