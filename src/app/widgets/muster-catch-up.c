/* muster-catch-up.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-catch-up.h"

void
muster_catch_up_init (MusterCatchUp     *self,
                      GtkWidget         *widget,
                      MusterCatchUpFunc  refresh)
{
  self->widget = widget;
  self->refresh = refresh;
  self->stale = FALSE;
  self->idle_id = 0;
}

static gboolean
idle_cb (gpointer data)
{
  MusterCatchUp *self = data;

  self->idle_id = 0;
  self->refresh (self->widget);
  return G_SOURCE_REMOVE;
}

void
muster_catch_up_changed (MusterCatchUp *self,
                         gboolean       at_idle)
{
  if (!gtk_widget_get_mapped (self->widget))
    self->stale = TRUE;
  else if (!at_idle)
    self->refresh (self->widget);
  else if (self->idle_id == 0)
    self->idle_id = g_idle_add (idle_cb, self);
}

void
muster_catch_up_mapped (MusterCatchUp *self)
{
  /* Not while being mapped (the page's layout is under way): just before
   * the next frame. */
  if (self->stale && self->idle_id == 0)
    self->idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, idle_cb, self, NULL);
}

void
muster_catch_up_done (MusterCatchUp *self)
{
  self->stale = FALSE;
  g_clear_handle_id (&self->idle_id, g_source_remove);
}

gboolean
muster_catch_up_owed (MusterCatchUp *self)
{
  return self->stale || self->idle_id != 0;
}

void
muster_catch_up_clear (MusterCatchUp *self)
{
  g_clear_handle_id (&self->idle_id, g_source_remove);
  self->stale = FALSE;
}
