/* solui-chips.h: a heap of Tyranny chips drawn as chips, with its name
 * and count in words (“In the pool: 12 chips”), which is also what
 * screen readers hear. Read-only, not a Tab stop.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SOLUI_TYPE_CHIPS (solui_chips_get_type ())
G_DECLARE_FINAL_TYPE (SoluiChips, solui_chips, SOLUI, CHIPS, GtkWidget)

GtkWidget  *solui_chips_new       (const char *name);
/* @count chips; @room, when above zero, the places a full heap has (the
 * line): the empty ones are drawn as rings. */
void        solui_chips_set_count (SoluiChips *self,
                                   int         count,
                                   int         room);
int         solui_chips_get_count (SoluiChips *self);
/* “In the pool: 12 chips”. */
const char *solui_chips_get_text  (SoluiChips *self);

G_END_DECLS
