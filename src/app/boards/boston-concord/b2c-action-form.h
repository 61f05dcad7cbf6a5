/* b2c-action-form.h: a small window that fills in any action's arguments
 * with the board's words: regions by name, counters as a list to tick (or,
 * for hits, how many each takes), paths as steps, choices by name. It
 * starts filled with the arguments it is given (an offer, the selection)
 * and performs the action through muster_perform().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define B2C_TYPE_ACTION_FORM (b2c_action_form_get_type ())
G_DECLARE_FINAL_TYPE (B2cActionForm, b2c_action_form, B2C, ACTION_FORM, AdwWindow)

/* @source is the board (see b2c_dialog_attach). */
B2cActionForm *b2c_action_form_new      (GtkWidget          *source,
                                         MusterSession      *session,
                                         const char         *action,
                                         const char * const *args);
/* The arguments as the form has them now. */
GStrv          b2c_action_form_get_args (B2cActionForm      *self);
void           b2c_action_form_perform  (B2cActionForm      *self);

G_END_DECLS
