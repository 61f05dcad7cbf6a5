/* b2c-region-detail.h: the region chosen on the map: its kind, markers and
 * borders, every counter in it with its state (broken, wounded, captured,
 * Moved, Fired, under a marker, hidden strength) and a box to tick it for
 * the next action, the target region, and the actions the selection offers
 * with their arguments filled in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "boston-concord/b2c-view.h"
#include "widgets/muster-offer-list.h"

G_BEGIN_DECLS

#define B2C_TYPE_REGION_DETAIL (b2c_region_detail_get_type ())
G_DECLARE_FINAL_TYPE (B2cRegionDetail, b2c_region_detail, B2C, REGION_DETAIL, GtkWidget)

GtkWidget *b2c_region_detail_new        (void);
/* Shows @region (-1: nothing chosen) with @target, and ticks @units. */
void       b2c_region_detail_show       (B2cRegionDetail *self,
                                         B2cState        *state,
                                         int              region,
                                         int              target,
                                         GArray          *units);
/* The offers to list (MusterOffer*); @hint says why there are none, or
 * what was armed. */
void       b2c_region_detail_set_offers (B2cRegionDetail *self,
                                         GPtrArray       *offers,
                                         const char      *hint);
MusterOfferList *b2c_region_detail_get_offer_list (B2cRegionDetail *self);
/* The counters ticked now (roster indices); borrowed. */
GArray    *b2c_region_detail_get_units  (B2cRegionDetail *self);

G_END_DECLS
