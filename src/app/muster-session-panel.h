/* muster-session-panel.h: the base of the panels that show one session and
 * follow its changes: the table's tracks, decks and dice, and the actions.
 *
 * A panel gets its session with muster_session_panel_set_session() and is
 * asked to refresh when it gets it and after each change of it, at idle:
 * not inside the click that changed the session, since a refresh may take
 * away the button being clicked.
 *
 * The table's panels serve every system, but they find the actions behind
 * their buttons by the ids Dice & Cards gives them (its dc-state.c):
 *
 *   tracks (muster-track-board.c)   track-set TRACK VALUE
 *   decks (muster-deck-panel.c)     draw DECK, discard DECK CARD, peek DECK COUNT
 *   dice (muster-dice-panel.c)      roll DICE [WHO]; the quick rolls are the
 *                                   choices of pool-remove's first parameter
 *
 * A system without an action of one of these ids gets no button for it:
 * its tracks, decks and rolls are shown, read-only, and its own controls
 * belong on its board (muster-board.h). Boston to Concord and Bunker Hill
 * have none of these ids. A system that gives an action one of these ids
 * must give it these arguments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SESSION_PANEL (muster_session_panel_get_type ())
G_DECLARE_DERIVABLE_TYPE (MusterSessionPanel, muster_session_panel, MUSTER, SESSION_PANEL, GtkWidget)

struct _MusterSessionPanelClass
{
  GtkWidgetClass parent_class;

  /* Shows @session as it is now. */
  void (*refresh) (MusterSessionPanel *self,
                   MusterSession      *session);
};

void           muster_session_panel_set_session (MusterSessionPanel *self,
                                                 MusterSession      *session);
MusterSession *muster_session_panel_get_session (MusterSessionPanel *self);
/* Runs a refresh that is waiting for idle now, so that what the panel
 * shows is the session as it is. */
void           muster_session_panel_flush       (MusterSessionPanel *self);

/* TRUE when @info (may be NULL) is legal now and its first parameter takes
 * @id: the track, deck or pool a button of the panel is for. */
gboolean       muster_action_takes              (MusterActionInfo   *info,
                                                 const char         *id);

G_END_DECLS
