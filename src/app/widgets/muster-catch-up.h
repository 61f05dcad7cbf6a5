/* muster-catch-up.h: how a view that follows the game only while it is on
 * screen catches up. A change while the view is mapped refreshes it (at
 * once, or at idle when the change comes from a click the refresh could
 * take away); a change while it is not only marks it stale; mapped again,
 * it refreshes once, just before the next frame. A page no one looks at
 * does not follow every action. Part of the table kit (src/app/widgets):
 * the session's panels, the Sheets page and the calculator use it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*MusterCatchUpFunc) (GtkWidget *widget);

typedef struct
{
  GtkWidget         *widget;   /* not held: it holds this */
  MusterCatchUpFunc  refresh;
  gboolean           stale;
  guint              idle_id;
} MusterCatchUp;

void     muster_catch_up_init    (MusterCatchUp     *self,
                                  GtkWidget         *widget,
                                  MusterCatchUpFunc  refresh);
/* The game changed: @refresh now (at idle when @at_idle) if the widget is
 * on screen, else once it is shown again. */
void     muster_catch_up_changed (MusterCatchUp     *self,
                                  gboolean           at_idle);
/* From the widget's map (after chaining up). */
void     muster_catch_up_mapped  (MusterCatchUp     *self);
/* At the start of the widget's refresh: nothing is owed any more. */
void     muster_catch_up_done    (MusterCatchUp     *self);
/* TRUE while a refresh is owed. */
gboolean muster_catch_up_owed    (MusterCatchUp     *self);
/* From the widget's dispose. */
void     muster_catch_up_clear   (MusterCatchUp     *self);

G_END_DECLS
