/* muster-rule-link.h: rule sections shown anywhere in a session (its
 * panels, its log, its board, and the windows a board opens) open the
 * session's Rules page at the section, through the session view's
 * “session.show-rule” action.
 *
 * A window that is not inside the session view (a board's calculator, a
 * form) is attached to the widget that opened it with
 * muster_dialog_attach(): rule links inside it go to that widget's
 * session.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows the Rules page at @section for the session @widget belongs to,
 * directly or through the windows it was opened from, and brings that
 * window to the front. FALSE when @widget belongs to no session. */
gboolean   muster_show_rule               (GtkWidget  *widget,
                                           const char *section);
/* A small flat “§6.2” button that shows the Rules page at @section. */
GtkWidget *muster_rule_button_new         (const char *section);
/* Points @button at @section: its label, tooltip and the page it shows;
 * hides it when @section is NULL. */
void       muster_rule_button_set_section (GtkWidget  *button,
                                           const char *section);

/* Makes @dialog a companion window of @source: transient for @source's
 * window, closed with it, and the way to @source's session for rule links
 * inside it. */
void       muster_dialog_attach           (GtkWindow  *dialog,
                                           GtkWidget  *source);
/* The widget the window of @widget was attached to, or NULL. */
GtkWidget *muster_dialog_get_source       (GtkWidget  *widget);

G_END_DECLS
