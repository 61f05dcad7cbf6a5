/* muster-map-nav.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "muster-map-nav.h"

gboolean
muster_map_arrow_direction (guint   keyval,
                            double *dx,
                            double *dy)
{
  *dx = *dy = 0;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      *dx = -1;
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      *dx = 1;
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      *dy = -1;
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      *dy = 1;
      return TRUE;
    default:
      return FALSE;
    }
}

int
muster_map_region_toward (const graphene_point_t *points,
                          guint                   n,
                          int                     from,
                          double                  dx,
                          double                  dy,
                          double                  spread)
{
  double best = G_MAXDOUBLE;
  int pick = -1;

  g_return_val_if_fail (from >= 0 && (guint) from < n, -1);

  for (guint i = 0; i < n; i++)
    {
      double vx = points[i].x - points[from].x, vy = points[i].y - points[from].y;
      double along = vx * dx + vy * dy;
      double across = fabs (vx * dy - vy * dx);
      double score;

      if ((int) i == from || along <= 0 || across > along * spread)
        continue;
      score = along + across * 2;
      if (score < best)
        {
          best = score;
          pick = (int) i;
        }
    }
  return pick;
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           double                   *step)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *map = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GParamSpecDouble *bounds;
  double zoom;

  if (!(mods & GDK_CONTROL_MASK) || dy == 0)
    return FALSE;
  bounds = G_PARAM_SPEC_DOUBLE (g_object_class_find_property (G_OBJECT_GET_CLASS (map), "zoom"));
  g_object_get (map, "zoom", &zoom, NULL);
  zoom = dy < 0 ? zoom * *step : zoom / *step;
  g_object_set (map, "zoom", CLAMP (zoom, bounds->minimum, bounds->maximum), NULL);
  return TRUE;
}

void
muster_map_zoom_on_scroll (GtkWidget *map,
                           double     step)
{
  GtkEventController *scroll;
  GParamSpec *zoom;

  g_return_if_fail (GTK_IS_WIDGET (map));
  zoom = g_object_class_find_property (G_OBJECT_GET_CLASS (map), "zoom");
  g_return_if_fail (G_IS_PARAM_SPEC_DOUBLE (zoom));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect_data (scroll, "scroll", G_CALLBACK (scroll_cb), g_memdup2 (&step, sizeof step),
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_widget_add_controller (map, scroll);
}
