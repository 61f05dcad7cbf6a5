/* bhui-links.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bhui-links.h"
#include "muster-rule-link.h"
#include "bhui-words.h"

char *
bhui_rule_link_markup (const char *section)
{
  if (section == NULL || *section == '\0')
    return NULL;
  return g_markup_printf_escaped ("<a href=\"rule:%s\">§%s</a>", section, section);
}

char *
bhui_text_with_rule_link (const char *text)
{
  g_autofree char *section = bhui_leading_section (text);
  g_autofree char *link = NULL;
  g_autofree char *rest = NULL;

  if (section == NULL)
    return g_markup_escape_text (text ? text : "", -1);
  link = bhui_rule_link_markup (section);
  rest = g_markup_escape_text (text + strlen (section), -1);
  return g_strconcat (link, rest, NULL);
}

static gboolean
activate_link_cb (GtkLabel   *label,
                  const char *uri,
                  gpointer    data)
{
  if (!g_str_has_prefix (uri, "rule:"))
    return FALSE;
  muster_show_rule (GTK_WIDGET (label), uri + strlen ("rule:"));
  return TRUE;
}

void
bhui_connect_rule_links (GtkWidget *label)
{
  g_signal_connect (label, "activate-link", G_CALLBACK (activate_link_cb), NULL);
}
