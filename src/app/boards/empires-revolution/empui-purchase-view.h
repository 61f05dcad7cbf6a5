/* empui-purchase-view.h: the purchase worksheet of the Empires board. In
 * phase 3 it lists every unit the acting power may buy and where (the
 * engine says which, and the price each, emp-view.h), with a count to
 * plan for each; the total is set against what the power has, with what
 * would be carried over, and Buy performs the plan as build actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define EMPUI_TYPE_PURCHASE_VIEW (empui_purchase_view_get_type ())
G_DECLARE_FINAL_TYPE (EmpuiPurchaseView, empui_purchase_view, EMPUI, PURCHASE_VIEW, GtkWidget)

GtkWidget  *empui_purchase_view_new         (void);
void        empui_purchase_view_set_session (EmpuiPurchaseView *self,
                                             MusterSession     *session);
/* Reads the state again (the plan is kept where it still may be bought). */
void        empui_purchase_view_update      (EmpuiPurchaseView *self);
/* For tests: plans @count of @what at @place; the summary in words. */
void        empui_purchase_view_plan        (EmpuiPurchaseView *self,
                                             const char        *what,
                                             const char        *place,
                                             int                count);
const char *empui_purchase_view_get_summary (EmpuiPurchaseView *self);
GtkWidget  *empui_purchase_view_get_buy     (EmpuiPurchaseView *self);

G_END_DECLS
