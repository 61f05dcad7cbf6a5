/* muster-session-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-session-panel.h"

typedef struct
{
  MusterSession *session;
  guint          refresh_id;
  gboolean       stale;       /* changed while off screen: refresh once shown */
} MusterSessionPanelPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (MusterSessionPanel, muster_session_panel, GTK_TYPE_WIDGET)

static void
refresh (MusterSessionPanel *self)
{
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (self);

  g_clear_handle_id (&priv->refresh_id, g_source_remove);
  priv->stale = FALSE;
  if (priv->session != NULL)
    MUSTER_SESSION_PANEL_GET_CLASS (self)->refresh (self, priv->session);
}

static gboolean
refresh_cb (gpointer data)
{
  MusterSessionPanel *self = data;
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (self);

  priv->refresh_id = 0;
  refresh (self);
  return G_SOURCE_REMOVE;
}

static void
queue_refresh (MusterSessionPanel *self)
{
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (self);

  /* A page no one looks at follows the game when it is shown again, not
   * after every action. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    priv->stale = TRUE;
  else if (priv->refresh_id == 0)
    priv->refresh_id = g_idle_add (refresh_cb, self);
}

static void
muster_session_panel_map (GtkWidget *widget)
{
  MusterSessionPanel *self = MUSTER_SESSION_PANEL (widget);
  MusterSessionPanelPrivate *priv = muster_session_panel_get_instance_private (self);

  GTK_WIDGET_CLASS (muster_session_panel_parent_class)->map (widget);
  /* Not while being mapped (the page's layout is under way): just before
   * the next frame. */
  if (priv->stale && priv->refresh_id == 0)
    priv->refresh_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, refresh_cb, self, NULL);
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
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    refresh (self);
  else
    priv->stale = TRUE;
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
  if (priv->refresh_id != 0 || priv->stale)
    refresh (self);
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

  g_clear_handle_id (&priv->refresh_id, g_source_remove);
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
}
