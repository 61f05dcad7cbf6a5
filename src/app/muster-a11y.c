/* muster-a11y.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-a11y.h"

void
muster_a11y_set_label (GtkWidget  *widget,
                       const char *text)
{
  g_autoptr(GString) plain = g_string_new (NULL);

  /* “__” is a literal underscore; a single one marks the mnemonic. */
  for (const char *p = text; p && *p; p++)
    {
      if (*p == '_' && p[1] == '_')
        p++;
      else if (*p == '_')
        continue;
      g_string_append_c (plain, *p);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, plain->str, -1);
}

GtkWidget *
muster_a11y_button_new_with_mnemonic (const char *label)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  muster_a11y_set_label (button, label);
  return button;
}
