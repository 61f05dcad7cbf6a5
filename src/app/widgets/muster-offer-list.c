/* muster-offer-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-core.h"
#include "muster-offer-list.h"
#include "muster-rule-link.h"

struct _MusterOfferList
{
  GtkWidget  parent_instance;

  GtkWidget *group;    /* AdwPreferencesGroup */
  GtkWidget *list;     /* GtkListBox */
  GtkWidget *hint;     /* GtkLabel */
  GPtrArray *buttons;  /* the Do It buttons, by offer */
};

G_DEFINE_FINAL_TYPE (MusterOfferList, muster_offer_list, GTK_TYPE_WIDGET)

static GVariant *
target (const MusterOffer *offer)
{
  return g_variant_new ("(s^as)", offer->action, offer->args);
}

static GtkWidget *
offer_row (MusterOfferList   *self,
           const MusterOffer *offer)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (offer->label);
  GtkWidget *subtitle = gtk_label_new (offer->text);
  GtkWidget *go = gtk_button_new_with_label (_("Do It"));
  GtkWidget *edit = gtk_button_new_with_label (_("Change…"));
  g_autofree char *accessible = g_strdup_printf ("%s: %s", offer->label, offer->text);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (top), title);
  if (offer->uncertain)
    {
      GtkWidget *warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_set_tooltip_text (warning, _("Allowed only past a check that rests on reconstructed data; Muster asks first"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (warning), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Rests on reconstructed data"), -1);
      gtk_box_append (GTK_BOX (top), warning);
    }
  if (offer->section)
    gtk_box_append (GTK_BOX (top), muster_rule_button_new (offer->section));
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_set_tooltip_text (edit, _("Change the arguments first"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (edit), "board.form");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (edit), target (offer));
  gtk_widget_add_css_class (go, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (go), "board.act");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (go), target (offer));
  gtk_accessible_update_property (GTK_ACCESSIBLE (go), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (buttons), edit);
  gtk_box_append (GTK_BOX (buttons), go);
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_ptr_array_add (self->buttons, go);
  return row;
}

void
muster_offer_list_set_offers (MusterOfferList *self,
                              GPtrArray       *offers,
                              const char      *hint)
{
  GtkWidget *child;

  g_return_if_fail (MUSTER_IS_OFFER_LIST (self));

  g_ptr_array_set_size (self->buttons, 0);
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  for (guint i = 0; offers != NULL && i < offers->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->list), offer_row (self, g_ptr_array_index (offers, i)));
  gtk_widget_set_visible (self->list, self->buttons->len > 0);
  gtk_label_set_text (GTK_LABEL (self->hint), hint ? hint : "");
  gtk_widget_set_visible (self->hint, hint != NULL && *hint);
  gtk_widget_set_visible (self->group, self->buttons->len > 0 || (hint != NULL && *hint));
}

guint
muster_offer_list_get_n_offers (MusterOfferList *self)
{
  g_return_val_if_fail (MUSTER_IS_OFFER_LIST (self), 0);
  return self->buttons->len;
}

GtkWidget *
muster_offer_list_get_button (MusterOfferList *self,
                              guint            i)
{
  g_return_val_if_fail (MUSTER_IS_OFFER_LIST (self), NULL);
  return i < self->buttons->len ? g_ptr_array_index (self->buttons, i) : NULL;
}

static void
muster_offer_list_dispose (GObject *object)
{
  MusterOfferList *self = MUSTER_OFFER_LIST (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_OFFER_LIST);

  G_OBJECT_CLASS (muster_offer_list_parent_class)->dispose (object);
}

static void
muster_offer_list_finalize (GObject *object)
{
  MusterOfferList *self = MUSTER_OFFER_LIST (object);

  g_ptr_array_unref (self->buttons);

  G_OBJECT_CLASS (muster_offer_list_parent_class)->finalize (object);
}

static void
muster_offer_list_class_init (MusterOfferListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_offer_list_dispose;
  object_class->finalize = muster_offer_list_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-offer-list.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterOfferList, group);
  gtk_widget_class_bind_template_child (widget_class, MusterOfferList, list);
  gtk_widget_class_bind_template_child (widget_class, MusterOfferList, hint);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_offer_list_init (MusterOfferList *self)
{
  self->buttons = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_offer_list_set_offers (self, NULL, NULL);
}

GtkWidget *
muster_offer_list_new (void)
{
  return g_object_new (MUSTER_TYPE_OFFER_LIST, NULL);
}
