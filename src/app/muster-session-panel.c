/* muster-session-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-session-panel.h"
#include "widgets/muster-catch-up.h"

typedef struct
{
  MusterSession *session;
  MusterCatchUp  catch_up;
} MusterSessionPanelPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (MusterSessionPanel, muster_session_panel, GTK_TYPE_WIDGET)

static void
refresh (GtkWidget *widget)
{
  MusterSessionPanel *self = MUSTER_SESSION_PANEL (widget);
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (self);

  muster_catch_up_done (&priv->catch_up);
  if (priv->session != NULL)
    MUSTER_SESSION_PANEL_GET_CLASS (self)->refresh (self, priv->session);
}

/* At idle, not inside the click that changed the session: a refresh may
 * take away the button being clicked. */
static void
queue_refresh (MusterSessionPanel *self)
{
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (self);

  muster_catch_up_changed (&priv->catch_up, TRUE);
}

static void
muster_session_panel_map (GtkWidget *widget)
{
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (MUSTER_SESSION_PANEL (widget));

  GTK_WIDGET_CLASS (muster_session_panel_parent_class)->map (widget);
  muster_catch_up_mapped (&priv->catch_up);
}

void
muster_session_panel_set_session (MusterSessionPanel *self,
                                  MusterSession      *session)
{
  MusterSessionPanelPrivate *priv;

  g_return_if_fail (MUSTER_IS_SESSION_PANEL (self));
  g_return_if_fail (session == NULL || MUSTER_IS_SESSION (session));

  priv = muster_session_panel_get_instance_private (self);
  if (priv->session != NULL)
    g_signal_handlers_disconnect_by_data (priv->session, self);
  g_set_object (&priv->session, session);
  if (session != NULL)
    g_signal_connect_object (session, "changed", G_CALLBACK (queue_refresh), self, G_CONNECT_SWAPPED);
  muster_catch_up_changed (&priv->catch_up, FALSE);
}

MusterSession *
muster_session_panel_get_session (MusterSessionPanel *self)
{
  MusterSessionPanelPrivate *priv;

  g_return_val_if_fail (MUSTER_IS_SESSION_PANEL (self), NULL);
  priv = muster_session_panel_get_instance_private (self);
  return priv->session;
}

void
muster_session_panel_flush (MusterSessionPanel *self)
{
  MusterSessionPanelPrivate *priv;

  g_return_if_fail (MUSTER_IS_SESSION_PANEL (self));
  priv = muster_session_panel_get_instance_private (self);
  if (muster_catch_up_owed (&priv->catch_up))
    refresh (GTK_WIDGET (self));
}

gboolean
muster_action_takes (MusterActionInfo *info,
                     const char       *id)
{
  MusterParam *first;

  if (info == NULL || !info->legal || info->params->len == 0)
    return FALSE;
  first = g_ptr_array_index (info->params, 0);
  return first->choices == NULL || g_strv_contains ((const char * const *) first->choices, id);
}

static void
muster_session_panel_dispose (GObject *object)
{
  MusterSessionPanel *self = MUSTER_SESSION_PANEL (object);
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (self);
  GtkWidget *child;

  muster_catch_up_clear (&priv->catch_up);
  g_clear_object (&priv->session);
  /* A subclass disposes its template first; children without an id are
   * not cleared by that. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (muster_session_panel_parent_class)->dispose (object);
}

static void
muster_session_panel_class_init (MusterSessionPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = muster_session_panel_dispose;
  GTK_WIDGET_CLASS (klass)->map = muster_session_panel_map;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
muster_session_panel_init (MusterSessionPanel *self)
{
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (self);

  muster_catch_up_init (&priv->catch_up, GTK_WIDGET (self), refresh);
}
