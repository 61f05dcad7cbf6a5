/* l2yui-unit-card.h: one unit of a Lexington to Yorktown battle as a small
 * card: its name and what it is, its strength against its start and the
 * shatter line, and marks for what the players must not miss (shaken,
 * disordered, rout hits, a test it owes now, gone). Shown selected or as
 * the target by the battle view.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lexington-yorktown/l2y-view.h"

G_BEGIN_DECLS

#define L2YUI_TYPE_UNIT_CARD (l2yui_unit_card_get_type ())
G_DECLARE_FINAL_TYPE (L2yuiUnitCard, l2yui_unit_card, L2YUI, UNIT_CARD, GtkWidget)

GtkWidget  *l2yui_unit_card_new      (const L2yViewUnit *unit);
/* Shows @unit (its id stays the card's). */
void        l2yui_unit_card_update   (L2yuiUnitCard     *self,
                                      const L2yViewUnit *unit);
const char *l2yui_unit_card_get_id   (L2yuiUnitCard     *self);
/* What a screen reader says of it: the name, then the marks. */
const char *l2yui_unit_card_get_text (L2yuiUnitCard     *self);
void        l2yui_unit_card_set_role (L2yuiUnitCard     *self,
                                      gboolean           selected,
                                      gboolean           target);

G_END_DECLS
