/* l2yui-battle-view.h: both armies of a Lexington to Yorktown battle as
 * unit cards, grouped by side, following the session. A click (or Enter)
 * selects a unit; Shift+click, the secondary button or Shift+Enter makes
 * a unit the target, and again clears it. The board reads the selection
 * and the target (“selected”, “target”: unit ids) to offer what the
 * selected unit can do to the target.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define L2YUI_TYPE_BATTLE_VIEW (l2yui_battle_view_get_type ())
G_DECLARE_FINAL_TYPE (L2yuiBattleView, l2yui_battle_view, L2YUI, BATTLE_VIEW, GtkWidget)

GtkWidget  *l2yui_battle_view_new          (void);
/* Shows the units of @state (a battle's L2yState). */
void        l2yui_battle_view_set_state    (L2yuiBattleView *self,
                                            MusterState     *state);
const char *l2yui_battle_view_get_selected (L2yuiBattleView *self);
void        l2yui_battle_view_set_selected (L2yuiBattleView *self,
                                            const char      *unit);
const char *l2yui_battle_view_get_target   (L2yuiBattleView *self);
void        l2yui_battle_view_set_target   (L2yuiBattleView *self,
                                            const char      *unit);
/* The card of @unit, or NULL. */
GtkWidget  *l2yui_battle_view_get_card     (L2yuiBattleView *self,
                                            const char      *unit);

G_END_DECLS
