/* b2c-action-bar.h: every action of the side to act, in the order of the
 * rules: those allowed now ready to use, the others greyed out with the
 * reason and its rule section in their tooltip. Choosing a row arms the
 * action (the board highlights what it may touch); its button does it, or
 * opens its form, the combat calculator or the End Turn flow.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "boston-concord/b2c-view.h"

G_BEGIN_DECLS

#define B2C_TYPE_ACTION_BAR (b2c_action_bar_get_type ())
G_DECLARE_FINAL_TYPE (B2cActionBar, b2c_action_bar, B2C, ACTION_BAR, GtkWidget)

GtkWidget *b2c_action_bar_new       (void);
/* Lists the actions of @state; @armed is marked (may be NULL). */
void       b2c_action_bar_set_state (B2cActionBar *self,
                                     B2cState     *state,
                                     const char   *armed);
/* The row of @action, or NULL when the side to act has no such action. */
GtkWidget *b2c_action_bar_get_row   (B2cActionBar *self,
                                     const char   *action);
/* Whether @action is listed and allowed now. */
gboolean   b2c_action_bar_is_ready  (B2cActionBar *self,
                                     const char   *action);

G_END_DECLS
