/* bhui-dropdown.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bhui-dropdown.h"

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (ellipsize))
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 8);
    }
  gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         gpointer                  data)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (name));
}

static GtkListItemFactory *
factory_new (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  return factory;
}

GtkWidget *
bhui_drop_down_new (GListModel *names)
{
  g_autoptr(GtkListItemFactory) button = factory_new (TRUE);
  g_autoptr(GtkListItemFactory) list = factory_new (FALSE);
  GtkWidget *drop = gtk_drop_down_new (names, NULL);

  gtk_drop_down_set_factory (GTK_DROP_DOWN (drop), button);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (drop), list);
  return drop;
}
