/* bhui-links.h: rule sections in the board's text link to the session's
 * Rules page (muster_show_rule(), muster-rule-link.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* “<a href="rule:6.2">§6.2</a>”, or NULL when @section is NULL or empty. */
char      *bhui_rule_link_markup   (const char *section);
/* Escapes @text for markup and links its leading section, if any. */
char      *bhui_text_with_rule_link (const char *text);
/* Makes “rule:” links in @label open the Rules page. */
void       bhui_connect_rule_links (GtkWidget  *label);

G_END_DECLS
