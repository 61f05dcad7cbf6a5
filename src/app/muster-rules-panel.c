/* muster-rules-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-rules-panel.h"
#include "widgets/muster-catch-up.h"

/* More would only be scrolled past; the search narrows them. */
#define MAX_RESULTS 200

struct _MusterRulesPanel
{
  GtkWidget       parent_instance;

  MusterRules    *rules;
  guint           n_results;
  MusterCatchUp   catch_up;  /* the rows wait until the panel is shown */

  /* Template widgets */
  GtkSearchEntry *search_entry;
  GtkStack       *stack;
  GtkListBox     *results;
  GtkLabel       *count_label;
};

G_DEFINE_FINAL_TYPE (MusterRulesPanel, muster_rules_panel, GTK_TYPE_WIDGET)

static GtkWidget *
result_row (const MusterRuleEntry *entry)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *section, *title, *summary;
  g_autofree char *section_text = NULL;

  section_text = g_str_equal (entry->section, "FAQ") ? g_strdup (_("FAQ"))
                                                     : g_strdup_printf ("§%s", entry->section);
  section = gtk_label_new (section_text);
  gtk_widget_add_css_class (section, "muster-section");
  gtk_widget_add_css_class (section, "heading");
  gtk_widget_set_valign (section, GTK_ALIGN_START);

  title = gtk_label_new (entry->title);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");

  gtk_box_append (GTK_BOX (header), section);
  gtk_box_append (GTK_BOX (header), title);
  if (g_strcmp0 (entry->source, "faq") == 0 && !g_str_equal (entry->section, "FAQ"))
    {
      GtkWidget *faq = gtk_label_new (_("FAQ"));

      gtk_widget_set_tooltip_text (faq, _("An answer from the designers' questions and answers"));
      gtk_widget_add_css_class (faq, "muster-pill");
      gtk_widget_set_valign (faq, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (header), faq);
    }

  summary = gtk_label_new (entry->summary);
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_label_set_selectable (GTK_LABEL (summary), TRUE);

  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), summary);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static void
show_results (MusterRulesPanel *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autoptr(GPtrArray) found = NULL;
  g_autofree char *count = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->results))) != NULL)
    gtk_list_box_remove (self->results, child);
  self->n_results = 0;
  muster_catch_up_done (&self->catch_up);

  if (self->rules == NULL || muster_rules_get_n_entries (self->rules) == 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "none");
      return;
    }

  found = muster_rules_search (self->rules, query);
  for (guint i = 0; i < found->len && i < MAX_RESULTS; i++)
    gtk_list_box_append (self->results, result_row (g_ptr_array_index (found, i)));
  self->n_results = MIN (found->len, MAX_RESULTS);

  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u rule", "%u rules", found->len), found->len);
  gtk_label_set_text (self->count_label, count);
  gtk_stack_set_visible_child_name (self->stack, found->len > 0 ? "results" : "no-match");
}

void
muster_rules_panel_set_rules (MusterRulesPanel *self,
                              MusterRules      *rules)
{
  g_return_if_fail (MUSTER_IS_RULES_PANEL (self));

  g_clear_pointer (&self->rules, muster_rules_unref);
  self->rules = rules ? muster_rules_ref (rules) : NULL;
  /* A rules reference is a thousand widgets: made when first looked at. */
  muster_catch_up_changed (&self->catch_up, FALSE);
}

static void
catch_up_cb (GtkWidget *widget)
{
  show_results (MUSTER_RULES_PANEL (widget));
}

static void
muster_rules_panel_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (muster_rules_panel_parent_class)->map (widget);
  muster_catch_up_mapped (&MUSTER_RULES_PANEL (widget)->catch_up);
}

void
muster_rules_panel_search (MusterRulesPanel *self,
                           const char       *query)
{
  g_return_if_fail (MUSTER_IS_RULES_PANEL (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query ? query : "");
  /* At once, not after the entry's typing delay. */
  show_results (self);
}

void
muster_rules_panel_focus_search (MusterRulesPanel *self)
{
  g_return_if_fail (MUSTER_IS_RULES_PANEL (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
}

guint
muster_rules_panel_get_n_results (MusterRulesPanel *self)
{
  g_return_val_if_fail (MUSTER_IS_RULES_PANEL (self), 0);
  return self->n_results;
}

static void
muster_rules_panel_dispose (GObject *object)
{
  GtkWidget *child;
  MusterRulesPanel *self = MUSTER_RULES_PANEL (object);

  muster_catch_up_clear (&self->catch_up);
  g_clear_pointer (&self->rules, muster_rules_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_RULES_PANEL);
  /* Template children without an id are not cleared by the call above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (muster_rules_panel_parent_class)->dispose (object);
}

static void
muster_rules_panel_class_init (MusterRulesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_rules_panel_dispose;
  widget_class->map = muster_rules_panel_map;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-rules-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterRulesPanel, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterRulesPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, MusterRulesPanel, results);
  gtk_widget_class_bind_template_child (widget_class, MusterRulesPanel, count_label);
  gtk_widget_class_bind_template_callback (widget_class, show_results);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_rules_panel_init (MusterRulesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_catch_up_init (&self->catch_up, GTK_WIDGET (self), catch_up_cb);
}
