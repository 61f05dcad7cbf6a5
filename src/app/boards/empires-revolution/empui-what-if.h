/* empui-what-if.h: the battle calculator for forces typed in: each side's
 * values, weakest first, and the exact odds of the whole battle from the
 * engine (emp_battle_what_if), shown as the kit shows any preview.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define EMPUI_TYPE_WHAT_IF (empui_what_if_get_type ())
G_DECLARE_FINAL_TYPE (EmpuiWhatIf, empui_what_if, EMPUI, WHAT_IF, GtkWidget)

GtkWidget  *empui_what_if_new   (void);
/* Types both sides' values, as a player would. */
void        empui_what_if_set   (EmpuiWhatIf *self,
                                 const char  *attackers,
                                 const char  *defenders);
/* The odds shown (NULL while the values cannot be read), and why not. */
const MusterPreview *empui_what_if_get_preview (EmpuiWhatIf *self);
const char *empui_what_if_get_error (EmpuiWhatIf *self);

G_END_DECLS
