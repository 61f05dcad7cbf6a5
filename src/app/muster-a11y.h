/* muster-a11y.h: names for screen readers.
 *
 * GTK 4.8 reads a mnemonic button's label as it is written (“_Draw”), and
 * a button holding only an icon by its icon's class name. Buttons made in
 * code get their name here; buttons in .ui files carry an <accessibility>
 * label (tests/app/test-a11y.c checks every control).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* gtk_button_new_with_mnemonic(), named without the underscore. */
GtkWidget *muster_a11y_button_new_with_mnemonic (const char *label);
/* Names @widget for screen readers: @text, its mnemonic underscores
 * dropped. */
void       muster_a11y_set_label                (GtkWidget  *widget,
                                                 const char *text);

G_END_DECLS
