/* muster-rule-link.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-rule-link.h"

#define SOURCE_KEY "muster-dialog-source"
#define SECTION_KEY "muster-rule-section"

gboolean
muster_show_rule (GtkWidget  *widget,
                  const char *section)
{
  GtkWidget *source;

  if (widget == NULL || section == NULL)
    return FALSE;
  if (gtk_widget_activate_action (widget, "session.show-rule", "s", section))
    {
      GtkRoot *root = gtk_widget_get_root (widget);

      if (GTK_IS_WINDOW (root))
        gtk_window_present (GTK_WINDOW (root));
      return TRUE;
    }
  source = muster_dialog_get_source (widget);
  return source != NULL && source != widget && muster_show_rule (source, section);
}

static void
rule_clicked_cb (GtkButton *button)
{
  muster_show_rule (GTK_WIDGET (button), g_object_get_data (G_OBJECT (button), SECTION_KEY));
}

void
muster_rule_button_set_section (GtkWidget  *button,
                                const char *section)
{
  g_autofree char *label = NULL;
  g_autofree char *tooltip = NULL;

  g_return_if_fail (GTK_IS_BUTTON (button));

  gtk_widget_set_visible (button, section != NULL);
  if (section == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (button), SECTION_KEY), section) == 0)
    return;
  label = g_strdup_printf ("§%s", section);
  tooltip = g_strdup_printf (_("Rule %s"), section);
  gtk_button_set_label (GTK_BUTTON (button), label);
  gtk_widget_set_tooltip_text (button, tooltip);
  /* Read out as words, not as “section sign 6.2”. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  if (g_object_get_data (G_OBJECT (button), SECTION_KEY) == NULL)
    g_signal_connect (button, "clicked", G_CALLBACK (rule_clicked_cb), NULL);
  g_object_set_data_full (G_OBJECT (button), SECTION_KEY, g_strdup (section), g_free);
}

GtkWidget *
muster_rule_button_new (const char *section)
{
  GtkWidget *button = gtk_button_new ();

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "muster-section");
  muster_rule_button_set_section (button, section);
  return button;
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

void
muster_dialog_attach (GtkWindow *dialog,
                      GtkWidget *source)
{
  GWeakRef *ref;
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WINDOW (dialog));
  if (source == NULL)
    return;
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, source);
  g_object_set_data_full (G_OBJECT (dialog), SOURCE_KEY, ref, (GDestroyNotify) weak_ref_free);
  root = gtk_widget_get_root (source);
  if (GTK_IS_WINDOW (root))
    {
      gtk_window_set_transient_for (dialog, GTK_WINDOW (root));
      gtk_window_set_destroy_with_parent (dialog, TRUE);
    }
}

GtkWidget *
muster_dialog_get_source (GtkWidget *widget)
{
  GtkRoot *root = widget ? gtk_widget_get_root (widget) : NULL;
  GWeakRef *ref = root ? g_object_get_data (G_OBJECT (root), SOURCE_KEY) : NULL;
  GObject *source = ref ? g_weak_ref_get (ref) : NULL;

  /* The source lives in its own window; the reference taken here is not
   * kept. */
  if (source != NULL)
    g_object_unref (source);
  return GTK_WIDGET (source);
}
