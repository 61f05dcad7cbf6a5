/* b2c-pending-bar.h: the decision the game is waiting for (a hit to take,
 * a retreat, the Nightriders' ride, the values of a card...), who must
 * answer, and its answers as buttons: answers without arguments at once,
 * the likely answers with their arguments filled in, and a form for any
 * other. Hidden while nothing is pending. The board shows one under its
 * toolbar; the combat and End Turn windows embed their own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define B2C_TYPE_PENDING_BAR (b2c_pending_bar_get_type ())
G_DECLARE_FINAL_TYPE (B2cPendingBar, b2c_pending_bar, B2C, PENDING_BAR, GtkWidget)

GtkWidget  *b2c_pending_bar_new         (void);
/* Follows @session's changes from now on. */
void        b2c_pending_bar_set_session (B2cPendingBar *self,
                                         MusterSession *session);
/* Compact: the answers scroll after about two rows, so that the bar
 * leaves room for the map; otherwise they take the room they need. */
void        b2c_pending_bar_set_compact (B2cPendingBar *self,
                                         gboolean       compact);
gboolean    b2c_pending_bar_is_pending  (B2cPendingBar *self);
/* The question in words, or NULL. */
const char *b2c_pending_bar_get_text    (B2cPendingBar *self);

G_END_DECLS
