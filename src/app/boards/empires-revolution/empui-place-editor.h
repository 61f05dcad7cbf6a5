/* empui-place-editor.h: the group's corrections of the map where they
 * look at it: the selected place's kind (city, fort, Indian settlement,
 * blockade square), its resource points, and its border with the target.
 * Each change is the engine's correction action (set-place, set-border),
 * kept with the group's data for their next games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define EMPUI_TYPE_PLACE_EDITOR (empui_place_editor_get_type ())
G_DECLARE_FINAL_TYPE (EmpuiPlaceEditor, empui_place_editor, EMPUI, PLACE_EDITOR, GtkWidget)

GtkWidget  *empui_place_editor_new  (void);
/* Shows place @selected of @session's war (and its border with @target,
 * when there is one); hidden when nothing is selected. */
void        empui_place_editor_set  (EmpuiPlaceEditor *self,
                                     MusterSession    *session,
                                     int               selected,
                                     int               target);
/* The row of @what (“city”, “fort”, “red”, “yellow”, “value”, “border”),
 * for tests. */
GtkWidget  *empui_place_editor_get_row (EmpuiPlaceEditor *self,
                                        const char       *what);

G_END_DECLS
