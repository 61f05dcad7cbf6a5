/* muster-board.h: the extension point for per-system boards.
 *
 * A board is a widget that draws a game system's own face: a map with its
 * regions and units, a player sheet. The generic panels (tracks, decks,
 * dice, actions, log) serve every system; a board adds what only one
 * system has. Dice & Cards has none.
 *
 * A board widget takes the session, observes it (the session's “changed”
 * signal, muster_session_get_state) and changes it only through actions,
 * with muster_perform() (muster-perform.h) so the players' own dice,
 * overrides of reconstructed checks and refusals are handled as
 * everywhere else.
 *
 * Adding a board for a system:
 *   1. Write it under src/app/boards/<game>/ with a meson.build that
 *      appends its sources to app_sources (and its .ui files to a
 *      gresource of its own if it has any), and add <game> to the list in
 *      src/app/boards/meson.build.
 *   2. Add one line to the table in muster-board.c:
 *        { "<system id>", <game>_board_new },
 *      where <game>_board_new has the MusterBoardNew signature below.
 *
 * What boards have in common is there to use: the table kit in widgets/
 * (the board shell, the map view a board's map subclasses, the action and
 * decision bars, the calculator, tracks, cards, sheets, end of turn);
 * boards/common/ has the cairo helpers (muster-paint.h) and the odds chart
 * of a roll (muster-odds-chart.h); muster-rule-link.h has the
 * section buttons and links to the Rules page and the companion windows a
 * board opens (muster_dialog_attach()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

/* Returns a new (floating) widget for @session. */
typedef GtkWidget *(*MusterBoardNew) (MusterSession *session);

typedef struct
{
  const char     *system_id;
  MusterBoardNew  new_board;
} MusterBoardDef;

/* The board for the session's system, or NULL when it has none. */
GtkWidget *muster_board_new_for_session (MusterSession *session);

G_END_DECLS
