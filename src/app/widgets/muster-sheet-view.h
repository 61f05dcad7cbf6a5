/* muster-sheet-view.h: one sheet (a unit card, a character sheet, an army
 * list) as a card: its title, then each row's label and value, where the
 * value comes from (a rule section, reconstructed data), and − and +
 * buttons on a track an action adjusts. The buttons carry their action and
 * arguments (the sheet, the row, −1 or +1) as the target of
 * “session.perform”. Part of the table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_SHEET_VIEW (muster_sheet_view_get_type ())
G_DECLARE_FINAL_TYPE (MusterSheetView, muster_sheet_view, MUSTER, SHEET_VIEW, GtkWidget)

GtkWidget         *muster_sheet_view_new       (const MusterSheet *sheet);
/* Shows @sheet (copied). Also the "sheet" property. */
void               muster_sheet_view_set_sheet (MusterSheetView   *self,
                                                const MusterSheet *sheet);
const MusterSheet *muster_sheet_view_get_sheet (MusterSheetView   *self);

G_END_DECLS
