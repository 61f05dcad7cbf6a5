/* muster-deck-panel.h: the session's decks: cards left to draw, the cards
 * in play (the last drawn first), the discard pile and any known order
 * from a peek, with Draw, Discard and Peek when the system offers them
 * (draw, discard and peek, see muster-session-panel.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-session-panel.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_DECK_PANEL (muster_deck_panel_get_type ())
G_DECLARE_FINAL_TYPE (MusterDeckPanel, muster_deck_panel, MUSTER, DECK_PANEL, MusterSessionPanel)

G_END_DECLS
