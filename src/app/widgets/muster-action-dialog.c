/* muster-action-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-perform.h"
#include "muster-rule-link.h"
#include "widgets/muster-action-dialog.h"

struct _MusterActionDialog
{
  AdwWindow        parent_instance;

  MusterSession   *session;
  guint            cursor;   /* the session's when the form opened */
  MusterActionRow *row;
};

G_DEFINE_FINAL_TYPE (MusterActionDialog, muster_action_dialog, ADW_TYPE_WINDOW)

/* Once the action is taken (the log moved on), the form has done its work. */
static void
session_changed_cb (MusterActionDialog *self)
{
  if (muster_session_get_cursor (self->session) != self->cursor)
    gtk_window_close (GTK_WINDOW (self));
}

static void
muster_action_dialog_dispose (GObject *object)
{
  MusterActionDialog *self = MUSTER_ACTION_DIALOG (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (muster_action_dialog_parent_class)->dispose (object);
}

static void
muster_action_dialog_class_init (MusterActionDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_action_dialog_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
muster_action_dialog_init (MusterActionDialog *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 560);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
}

MusterActionDialog *
muster_action_dialog_new (GtkWidget          *source,
                          MusterSession      *session,
                          const char         *action,
                          const char * const *args)
{
  g_autoptr(MusterActionInfo) info = NULL;
  MusterActionDialog *self;
  GtkWidget *box, *header, *scroller, *clamp, *list;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  info = muster_state_find_action (muster_session_get_state (session), action);
  if (info == NULL)
    return NULL;

  self = g_object_new (MUSTER_TYPE_ACTION_DIALOG, "title", info->label ? info->label : _("Action"), NULL);
  self->session = g_object_ref (session);
  self->cursor = muster_session_get_cursor (session);
  muster_dialog_attach (GTK_WINDOW (self), source);
  muster_perform_insert_actions (GTK_WIDGET (self), session);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (info->label ? info->label : _("Action"), NULL));
  gtk_box_append (GTK_BOX (box), header);

  self->row = muster_action_row_new (session, info);
  muster_action_row_set_args (self->row, args);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (self->row), TRUE);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_valign (list, GTK_ALIGN_START);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->row));

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  g_object_set (clamp, "margin-top", 12, "margin-bottom", 18, "margin-start", 12, "margin-end", 12, NULL);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (self), box);

  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  return self;
}

MusterActionRow *
muster_action_dialog_get_row (MusterActionDialog *self)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_DIALOG (self), NULL);
  return self->row;
}

void
muster_action_dialog_present_target (GtkWidget     *source,
                                     MusterSession *session,
                                     GVariant      *target)
{
  const char *action = NULL;
  g_autofree const char **args = NULL;
  MusterActionDialog *form;

  g_return_if_fail (MUSTER_IS_SESSION (session));
  g_return_if_fail (g_variant_is_of_type (target, G_VARIANT_TYPE ("(sas)")));

  g_variant_get (target, "(&s^a&s)", &action, &args);
  form = muster_action_dialog_new (source, session, action, args);
  if (form != NULL)
    gtk_window_present (GTK_WINDOW (form));
}
