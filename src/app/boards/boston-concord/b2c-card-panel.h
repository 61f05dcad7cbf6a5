/* b2c-card-panel.h: the Revolution Road card of this turn as the kit's
 * card view draws it (British actions in the red circle, Patriot actions
 * in the blue, hash marks), where each value comes from (a reconstructed
 * value is marked: enter the one printed on your card), the cards left to
 * draw, the discard pile, and the top cards each side saw with Gather
 * Intelligence in a card hand secret to that side.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "boston-concord/b2c-view.h"
#include "muster-games.h"

G_BEGIN_DECLS

#define B2C_TYPE_CARD_PANEL (b2c_card_panel_get_type ())
G_DECLARE_FINAL_TYPE (B2cCardPanel, b2c_card_panel, B2C, CARD_PANEL, GtkWidget)

GtkWidget *b2c_card_panel_new       (void);
void       b2c_card_panel_set_session (B2cCardPanel  *self,
                                       MusterSession *session);
/* Whether @side's peek is on screen now (for tests). */
gboolean   b2c_card_panel_peek_shown (B2cCardPanel *self,
                                      RevroadSide   side);

G_END_DECLS
