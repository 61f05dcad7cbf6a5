/* muster-entry-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-rule-link.h"
#include "widgets/muster-entry-row.h"

GtkWidget *
muster_entry_row_new (MusterEntry *entry)
{
  GtkWidget *row = adw_action_row_new ();
  const char *rule = muster_entry_get_rule (entry);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), muster_entry_get_text (entry));
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  if (rule != NULL && *rule)
    {
      GtkWidget *section = muster_rule_button_new (rule);

      gtk_widget_set_valign (section, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), section);
    }
  return row;
}
