/* bhui-action-bar.h: the acting side's actions in a row. The ones allowed
 * now are ready; the others are greyed out with the reason and its rule
 * section in their tooltip. Choosing one emits “chosen”; the board decides
 * how to go on (at once, with the calculator, or with a form).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define BHUI_TYPE_ACTION_BAR (bhui_action_bar_get_type ())
G_DECLARE_FINAL_TYPE (BhuiActionBar, bhui_action_bar, BHUI, ACTION_BAR, GtkWidget)

GtkWidget *bhui_action_bar_new        (void);
/* Reads the actions of @session's state now. */
void       bhui_action_bar_update     (BhuiActionBar *self,
                                       MusterSession *session);
/* The button for action @id, or NULL when it is not in the bar. */
GtkWidget *bhui_action_bar_get_button (BhuiActionBar *self,
                                       const char    *id);

G_END_DECLS
