/* muster-action-bar.h: a state's actions as a bar of buttons, for any
 * system.
 *
 * Fed by the state's action listing and the kind of each action: the
 * game's own actions (plays) first, always shown in the order the system
 * lists them, those not open now greyed out with the reason in their
 * tooltip; then the steps of the procedure and the set-up, only while
 * they are open; then a “More” menu with the corrections and whatever the
 * board keeps off the bar. The buttons wrap to further lines rather than
 * scroll; with a limit on lines, the plays with no room go into the menu.
 * Every action stays reachable in a narrow window, and the buttons keep
 * their places whoever acts.
 *
 * A button carries its action and arguments as the target (“(sas)”) of
 * the bar's action-name, “session.perform” unless the holder names its
 * own (a board that opens a form or a calculator for actions that need
 * arguments). An action whose only parameters are optional words (a flag
 * such as “spend”) gets a menu with one entry for each.
 *
 * The board may say which actions get a button (prominent; the others go
 * into the menu) and how many lines the bar may take. It says nothing else: what is open and why comes from the
 * engine. Part of the table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ACTION_BAR (muster_action_bar_get_type ())
G_DECLARE_FINAL_TYPE (MusterActionBar, muster_action_bar, MUSTER, ACTION_BAR, GtkWidget)

GtkWidget   *muster_action_bar_new             (void);
MusterState *muster_action_bar_get_state       (MusterActionBar    *self);
/* Lists the actions of @state (NULL: none). */
void         muster_action_bar_set_state       (MusterActionBar    *self,
                                                MusterState        *state);
const char * const *muster_action_bar_get_prominent (MusterActionBar *self);
/* The ids of the plays and steps that get a button, or NULL for all. */
void         muster_action_bar_set_prominent   (MusterActionBar    *self,
                                                const char * const *ids);
const char  *muster_action_bar_get_action_name (MusterActionBar    *self);
/* The action the buttons activate with (id, args), “session.perform” by
 * default. */
void         muster_action_bar_set_action_name (MusterActionBar    *self,
                                                const char         *name);
int          muster_action_bar_get_lines       (MusterActionBar    *self);
/* At most @lines lines of buttons (0: as many as it takes): the plays
 * with no room go into the menu, from the last. */
void         muster_action_bar_set_lines       (MusterActionBar    *self,
                                                int                 lines);
/* The button (or menu button) of action @id, or NULL when it has none. */
GtkWidget   *muster_action_bar_get_button      (MusterActionBar    *self,
                                                const char         *id);
/* The “More” menu, or NULL while it is empty. */
GMenuModel  *muster_action_bar_get_menu        (MusterActionBar    *self);

G_END_DECLS
