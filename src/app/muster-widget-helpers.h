/* muster-widget-helpers.h: the small things every view built in code
 * does the same way: emptying a box or a list, a label that wraps.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Removes every child of @container, a GtkBox or a GtkListBox. */
void       muster_remove_children (GtkWidget  *container);
/* A label of @text, left-aligned, wrapping between words (within a word
 * when it must), with the CSS class @style if not NULL. */
GtkWidget *muster_wrapped_label   (const char *text,
                                   const char *style);

G_END_DECLS
