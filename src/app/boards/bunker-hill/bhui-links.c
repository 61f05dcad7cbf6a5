/* bhui-links.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bhui-links.h"
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
  gtk_widget_activate_action (GTK_WIDGET (label), "session.show-rule", "s", uri + strlen ("rule:"));
  return TRUE;
}

void
bhui_connect_rule_links (GtkWidget *label)
{
  g_signal_connect (label, "activate-link", G_CALLBACK (activate_link_cb), NULL);
}

GtkWidget *
bhui_rule_button_new (const char *section)
{
  g_autofree char *label = g_strdup_printf ("§%s", section);
  g_autofree char *tooltip = g_strdup_printf (_("Rule %s"), section);
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "muster-section");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", section);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "session.show-rule");
  return button;
}
