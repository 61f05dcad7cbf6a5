/* muster-log-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-log-row.h"
#include "muster-rule-link.h"

struct _MusterLogRow
{
  GtkWidget        parent_instance;

  MusterRules     *rules;
  MusterEntry     *entry;
  gboolean         syncing;

  /* Template widgets */
  GtkLabel        *number_label;
  GtkLabel        *text_label;
  GtkLabel        *meta_label;
  GtkLabel        *annotation_label;
  GtkButton       *rule_button;
  GtkToggleButton *bookmark_button;
  GtkMenuButton   *more_button;
  GtkButton       *go_button;
  GtkEntry        *annotation_entry;

  MusterSession   *session;       /* weak: where the log may stop replaying */
};

G_DEFINE_FINAL_TYPE (MusterLogRow, muster_log_row, GTK_TYPE_WIDGET)

/* The entry's own rule section, else the first rules entry that explains
 * its action. */
static const char *
section_of (MusterLogRow *self)
{
  const char *rule = muster_entry_get_rule (self->entry);
  g_autoptr(GPtrArray) entries = NULL;

  if (rule != NULL && *rule != '\0')
    return rule;
  if (self->rules == NULL)
    return NULL;
  entries = muster_rules_for_action (self->rules, muster_entry_get_action (self->entry));
  if (entries != NULL && entries->len > 0)
    return ((const MusterRuleEntry *) g_ptr_array_index (entries, 0))->section;
  return NULL;
}

static char *
describe_meta (MusterLogRow *self)
{
  MusterEntry *entry = self->entry;
  guint number = muster_entry_get_number (entry);
  guint break_entry = self->session ? muster_session_get_break (self->session, NULL) : 0;
  GString *text = g_string_new (NULL);
  const char *side = muster_entry_get_side (entry);
  const char *time = muster_entry_get_time (entry);
  GPtrArray *overridden = muster_entry_get_overridden (entry);

  if (side != NULL)
    g_string_append (text, side);
  if (time != NULL)
    {
      g_autoptr(GDateTime) utc = g_date_time_new_from_iso8601 (time, NULL);
      g_autoptr(GDateTime) local = utc ? g_date_time_to_local (utc) : NULL;
      g_autofree char *shown = local ? g_date_time_format (local, "%x %H:%M") : NULL;

      if (shown != NULL)
        g_string_append_printf (text, "%s%s", text->len ? " · " : "", shown);
    }
  for (guint i = 0; overridden && i < overridden->len; i++)
    {
      g_string_append (text, text->len ? " · " : "");
      /* Translators: a check the players chose to go past. */
      g_string_append_printf (text, _("overridden: %s"), (const char *) g_ptr_array_index (overridden, i));
    }
  if (break_entry > 0 && number >= break_entry)
    {
      g_string_append (text, text->len ? " · " : "");
      /* Translators: a log entry of a game whose log stopped replaying. */
      g_string_append (text, number == break_entry ? _("no longer applies") : _("not replayed"));
    }
  else if (muster_entry_get_undone (entry))
    {
      g_string_append (text, text->len ? " · " : "");
      g_string_append (text, _("undone"));
    }
  return g_string_free (text, FALSE);
}

static void
sync_row (MusterLogRow *self)
{
  MusterEntry *entry = self->entry;
  g_autofree char *number = NULL;
  g_autofree char *meta = NULL;
  const char *section;
  const char *annotation;
  gboolean undone;

  if (entry == NULL)
    return;

  self->syncing = TRUE;
  undone = muster_entry_get_undone (entry);
  number = g_strdup_printf ("%u", muster_entry_get_number (entry));
  gtk_label_set_text (self->number_label, number);
  gtk_label_set_text (self->text_label, muster_entry_get_text (entry) ? muster_entry_get_text (entry)
                                                                       : muster_entry_get_action (entry));
  meta = describe_meta (self);
  gtk_label_set_text (self->meta_label, meta);
  gtk_widget_set_visible (GTK_WIDGET (self->meta_label), *meta != '\0');

  annotation = muster_entry_get_annotation (entry);
  gtk_label_set_text (self->annotation_label, annotation);
  gtk_widget_set_visible (GTK_WIDGET (self->annotation_label), annotation != NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->annotation_entry), annotation ? annotation : "");

  section = section_of (self);
  muster_rule_button_set_section (GTK_WIDGET (self->rule_button), section);

  gtk_toggle_button_set_active (self->bookmark_button, muster_entry_get_bookmarked (entry));
  gtk_button_set_icon_name (GTK_BUTTON (self->bookmark_button),
                            muster_entry_get_bookmarked (entry) ? "starred-symbolic" : "non-starred-symbolic");

  gtk_button_set_label (self->go_button, undone ? _("_Redo to Here") : _("_Undo to Here"));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->go_button), "u", muster_entry_get_number (entry));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->go_button), "session.go-to");

  if (undone)
    gtk_widget_add_css_class (GTK_WIDGET (self), "muster-undone");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "muster-undone");
  self->syncing = FALSE;
}

static void
bookmark_toggled_cb (MusterLogRow *self)
{
  if (self->syncing || self->entry == NULL)
    return;
  muster_entry_set_bookmarked (self->entry, gtk_toggle_button_get_active (self->bookmark_button));
}

static void
save_annotation_cb (MusterLogRow *self)
{
  g_autofree char *text = NULL;

  if (self->entry == NULL)
    return;
  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->annotation_entry))));
  muster_entry_set_annotation (self->entry, text);
  gtk_menu_button_popdown (self->more_button);
}

static void
go_clicked_cb (MusterLogRow *self)
{
  gtk_menu_button_popdown (self->more_button);
}

void
muster_log_row_set_session (MusterLogRow  *self,
                            MusterSession *session)
{
  g_return_if_fail (MUSTER_IS_LOG_ROW (self));

  g_set_weak_pointer (&self->session, session);
  sync_row (self);
}

MusterEntry *
muster_log_row_get_entry (MusterLogRow *self)
{
  g_return_val_if_fail (MUSTER_IS_LOG_ROW (self), NULL);
  return self->entry;
}

void
muster_log_row_set_entry (MusterLogRow *self,
                          MusterEntry  *entry)
{
  g_return_if_fail (MUSTER_IS_LOG_ROW (self));

  if (self->entry == entry)
    return;
  if (self->entry != NULL)
    g_signal_handlers_disconnect_by_data (self->entry, self);
  g_set_object (&self->entry, entry);
  if (entry != NULL)
    {
      /* Replay rewrites an entry's text and rule; undo flips “undone”. */
      g_signal_connect_object (entry, "notify", G_CALLBACK (sync_row), self, G_CONNECT_SWAPPED);
      sync_row (self);
    }
}

static void
muster_log_row_dispose (GObject *object)
{
  GtkWidget *child;
  MusterLogRow *self = MUSTER_LOG_ROW (object);

  muster_log_row_set_entry (self, NULL);
  g_clear_weak_pointer (&self->session);
  g_clear_pointer (&self->rules, muster_rules_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LOG_ROW);
  /* Template children without an id are not cleared by the call above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (muster_log_row_parent_class)->dispose (object);
}

static void
muster_log_row_class_init (MusterLogRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_log_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-log-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, number_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, text_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, meta_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, annotation_label);
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, rule_button);
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, bookmark_button);
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, more_button);
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, go_button);
  gtk_widget_class_bind_template_child (widget_class, MusterLogRow, annotation_entry);
  gtk_widget_class_bind_template_callback (widget_class, bookmark_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, save_annotation_cb);
  gtk_widget_class_bind_template_callback (widget_class, go_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "musterlogrow");
}

static void
muster_log_row_init (MusterLogRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

MusterLogRow *
muster_log_row_new (MusterRules *rules)
{
  MusterLogRow *self = g_object_new (MUSTER_TYPE_LOG_ROW, NULL);

  self->rules = rules ? muster_rules_ref (rules) : NULL;
  return self;
}
