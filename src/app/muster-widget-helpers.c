/* muster-widget-helpers.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-widget-helpers.h"

void
muster_remove_children (GtkWidget *container)
{
  GtkWidget *child;

  g_return_if_fail (GTK_IS_BOX (container) || GTK_IS_LIST_BOX (container));

  while ((child = gtk_widget_get_first_child (container)) != NULL)
    {
      if (GTK_IS_LIST_BOX (container))
        gtk_list_box_remove (GTK_LIST_BOX (container), child);
      else
        gtk_box_remove (GTK_BOX (container), child);
    }
}

GtkWidget *
muster_wrapped_label (const char *text,
                      const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}
