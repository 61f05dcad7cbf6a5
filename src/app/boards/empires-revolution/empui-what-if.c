/* empui-what-if.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "empires-revolution/emp-view.h"
#include "widgets/muster-preview-view.h"
#include "empui-what-if.h"

struct _EmpuiWhatIf
{
  GtkWidget          parent_instance;

  GtkWidget         *box;
  GtkWidget         *attackers;
  GtkWidget         *defenders;
  GtkWidget         *error;
  MusterPreviewView *preview;
};

G_DEFINE_FINAL_TYPE (EmpuiWhatIf, empui_what_if, GTK_TYPE_WIDGET)

static void
changed_cb (EmpuiWhatIf *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterPreview) preview = NULL;
  const char *a = gtk_editable_get_text (GTK_EDITABLE (self->attackers));
  const char *d = gtk_editable_get_text (GTK_EDITABLE (self->defenders));

  if (*a == '\0' || *d == '\0')
    {
      gtk_widget_set_visible (self->error, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->preview), FALSE);
      return;
    }
  preview = emp_battle_what_if (a, d, &error);
  gtk_label_set_label (GTK_LABEL (self->error), error ? error->message : "");
  gtk_widget_set_visible (self->error, error != NULL);
  if (preview != NULL)
    muster_preview_view_set_preview (self->preview, preview);
  gtk_widget_set_visible (GTK_WIDGET (self->preview), preview != NULL);
}

static GtkWidget *
entry_for (EmpuiWhatIf *self,
           const char  *label,
           const char  *placeholder)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), placeholder);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_signal_connect_swapped (entry, "changed", G_CALLBACK (changed_cb), self);
  return entry;
}

void
empui_what_if_set (EmpuiWhatIf *self,
                   const char  *attackers,
                   const char  *defenders)
{
  g_return_if_fail (EMPUI_IS_WHAT_IF (self));
  gtk_editable_set_text (GTK_EDITABLE (self->attackers), attackers);
  gtk_editable_set_text (GTK_EDITABLE (self->defenders), defenders);
}

const MusterPreview *
empui_what_if_get_preview (EmpuiWhatIf *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->preview)) ? muster_preview_view_get_preview (self->preview) : NULL;
}

const char *
empui_what_if_get_error (EmpuiWhatIf *self)
{
  return gtk_widget_get_visible (self->error) ? gtk_label_get_label (GTK_LABEL (self->error)) : NULL;
}

static void
empui_what_if_dispose (GObject *object)
{
  EmpuiWhatIf *self = EMPUI_WHAT_IF (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (empui_what_if_parent_class)->dispose (object);
}

static void
empui_what_if_class_init (EmpuiWhatIfClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = empui_what_if_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
empui_what_if_init (EmpuiWhatIf *self)
{
  GtkWidget *title = gtk_label_new (_("Forces of Your Own"));
  GtkWidget *hint = gtk_label_new (_("Each side's values from 0 to 10, one a unit, in the order it gives them up "
                                     "(weakest first): attack for the attackers, defence for the defenders, with "
                                     "modifiers and bonus points already added. A general is 0."));

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (self->box), title);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_box_append (GTK_BOX (self->box), hint);
  self->attackers = entry_for (self, _("Attackers' values"), _("Attackers: 3 3 6"));
  self->defenders = entry_for (self, _("Defenders' values"), _("Defenders: 3 3 5 5 0"));
  gtk_box_append (GTK_BOX (self->box), self->attackers);
  gtk_box_append (GTK_BOX (self->box), self->defenders);
  self->error = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->error), 0);
  gtk_label_set_wrap (GTK_LABEL (self->error), TRUE);
  gtk_widget_add_css_class (self->error, "error");
  gtk_widget_set_visible (self->error, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->error);
  self->preview = MUSTER_PREVIEW_VIEW (muster_preview_view_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->preview), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->preview));
}

GtkWidget *
empui_what_if_new (void)
{
  return g_object_new (EMPUI_TYPE_WHAT_IF, NULL);
}
