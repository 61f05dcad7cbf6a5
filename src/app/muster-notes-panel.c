/* muster-notes-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-notes-panel.h"

struct _MusterNotesPanel
{
  GtkWidget       parent_instance;

  MusterCampaign *campaign;
  MusterSession  *session;
  gboolean        syncing;

  /* Template widgets */
  GtkTextView    *session_view;
  GtkTextView    *campaign_view;
};

G_DEFINE_FINAL_TYPE (MusterNotesPanel, muster_notes_panel, GTK_TYPE_WIDGET)

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* The model to the buffer, only when they differ: setting a buffer while
 * someone types in it would move the cursor. */
static void
show_text (MusterNotesPanel *self,
           GtkTextView      *view,
           const char       *text)
{
  g_autofree char *shown = buffer_text (view);

  if (g_strcmp0 (shown, text ? text : "") == 0)
    return;
  self->syncing = TRUE;
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), text ? text : "", -1);
  self->syncing = FALSE;
}

static void
session_notes_cb (MusterNotesPanel *self)
{
  if (self->session != NULL)
    show_text (self, self->session_view, muster_session_get_notes (self->session));
}

static void
campaign_notes_cb (MusterNotesPanel *self)
{
  if (self->campaign != NULL)
    show_text (self, self->campaign_view, muster_campaign_get_notes (self->campaign));
}

static void
session_buffer_changed_cb (MusterNotesPanel *self)
{
  g_autofree char *text = NULL;

  if (self->syncing || self->session == NULL)
    return;
  text = buffer_text (self->session_view);
  muster_session_set_notes (self->session, text);
}

static void
campaign_buffer_changed_cb (MusterNotesPanel *self)
{
  g_autofree char *text = NULL;

  if (self->syncing || self->campaign == NULL)
    return;
  text = buffer_text (self->campaign_view);
  muster_campaign_set_notes (self->campaign, text);
}

void
muster_notes_panel_set_model (MusterNotesPanel *self,
                              MusterCampaign   *campaign,
                              MusterSession    *session)
{
  g_return_if_fail (MUSTER_IS_NOTES_PANEL (self));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->campaign != NULL)
    g_signal_handlers_disconnect_by_data (self->campaign, self);
  g_set_object (&self->session, session);
  g_set_object (&self->campaign, campaign);
  if (session != NULL)
    g_signal_connect_object (session, "notify::notes", G_CALLBACK (session_notes_cb), self, G_CONNECT_SWAPPED);
  if (campaign != NULL)
    g_signal_connect_object (campaign, "notify::notes", G_CALLBACK (campaign_notes_cb), self, G_CONNECT_SWAPPED);
  session_notes_cb (self);
  campaign_notes_cb (self);
}

static void
muster_notes_panel_dispose (GObject *object)
{
  GtkWidget *child;
  MusterNotesPanel *self = MUSTER_NOTES_PANEL (object);

  g_clear_object (&self->session);
  g_clear_object (&self->campaign);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_NOTES_PANEL);
  /* Template children without an id are not cleared by the call above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (muster_notes_panel_parent_class)->dispose (object);
}

static void
muster_notes_panel_class_init (MusterNotesPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_notes_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-notes-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterNotesPanel, session_view);
  gtk_widget_class_bind_template_child (widget_class, MusterNotesPanel, campaign_view);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_notes_panel_init (MusterNotesPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->session_view), "changed",
                            G_CALLBACK (session_buffer_changed_cb), self);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->campaign_view), "changed",
                            G_CALLBACK (campaign_buffer_changed_cb), self);
}
