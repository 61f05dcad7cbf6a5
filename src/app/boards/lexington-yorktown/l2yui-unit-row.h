/* l2yui-unit-row.h: one unit of a Lexington to Yorktown army list as an
 * expanding row: its name, what it is, its cost and how the Cost Chart
 * adds it up, its advice, and a remove button; opened, every field of the
 * unit that applies to its troop type, each change a set-unit action (a
 * refused one puts the field back and says why).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"
#include "lexington-yorktown/l2y-view.h"

G_BEGIN_DECLS

#define L2YUI_TYPE_UNIT_ROW (l2yui_unit_row_get_type ())
G_DECLARE_FINAL_TYPE (L2yuiUnitRow, l2yui_unit_row, L2YUI, UNIT_ROW, AdwExpanderRow)

GtkWidget  *l2yui_unit_row_new      (MusterSession     *session,
                                     const L2yViewUnit *unit);
/* Shows @unit, the same unit as it now stands. */
void        l2yui_unit_row_update   (L2yuiUnitRow      *self,
                                     const L2yViewUnit *unit);
const char *l2yui_unit_row_get_id   (L2yuiUnitRow      *self);
/* The editor of @field (“grade”, “models”, …): an AdwComboRow, an
 * AdwEntryRow, or an AdwActionRow holding a spin button or a switch; NULL
 * when it does not apply. */
GtkWidget  *l2yui_unit_row_get_field (L2yuiUnitRow     *self,
                                      const char       *field);

G_END_DECLS
