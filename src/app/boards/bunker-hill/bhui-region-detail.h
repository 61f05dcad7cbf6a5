/* bhui-region-detail.h: everything about the selected region: its terrain
 * and numbers (with corrections of what Muster reconstructed), its stack
 * and the stacking limit, its borders, the Line of Sight to the target, and
 * the acting side's actions that start there, their arguments filled in
 * from the selection.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-action-row.h"
#include "muster-games.h"

G_BEGIN_DECLS

#define BHUI_TYPE_REGION_DETAIL (bhui_region_detail_get_type ())
G_DECLARE_FINAL_TYPE (BhuiRegionDetail, bhui_region_detail, BHUI, REGION_DETAIL, GtkWidget)

GtkWidget       *bhui_region_detail_new        (void);
void             bhui_region_detail_set_session (BhuiRegionDetail *self,
                                                 MusterSession    *session);
/* A new selection: the arguments of the actions are filled in again. */
void             bhui_region_detail_show       (BhuiRegionDetail *self,
                                                const char       *region,
                                                const char       *target);
/* The game changed: read it again, keeping what the players typed. */
void             bhui_region_detail_update     (BhuiRegionDetail *self);
/* Expands the form of @action, filled in from the selection. */
void             bhui_region_detail_open_action (BhuiRegionDetail *self,
                                                 const char       *action);
/* The form of @action, or NULL when it is not shown. */
MusterActionRow *bhui_region_detail_get_action_row (BhuiRegionDetail *self,
                                                    const char       *action);

/* The name of the region shown, or NULL. */
const char      *bhui_region_detail_get_title  (BhuiRegionDetail *self);

G_END_DECLS
