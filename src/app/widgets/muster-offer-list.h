/* muster-offer-list.h: what a selection on the map makes possible, as a
 * list (muster-offers.h gives the offers): each offer's action with its
 * rule, its arguments in words, a mark when it rests on reconstructed
 * data, a Change… button that opens its form and a Do It button that
 * performs it. The buttons carry the action and its arguments as the
 * targets of the board's “board.form” and “board.act” ((sas) both). Under
 * the list, a hint: why nothing is offered, or what to do next. Part of the
 * table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MUSTER_TYPE_OFFER_LIST (muster_offer_list_get_type ())
G_DECLARE_FINAL_TYPE (MusterOfferList, muster_offer_list, MUSTER, OFFER_LIST, GtkWidget)

GtkWidget *muster_offer_list_new        (void);
/* Lists @offers (MusterOffer*, copied; NULL for none), with @hint under
 * them (NULL for none). */
void       muster_offer_list_set_offers (MusterOfferList *self,
                                         GPtrArray       *offers,
                                         const char      *hint);
guint      muster_offer_list_get_n_offers (MusterOfferList *self);
/* The Do It button of offer @i, or NULL. */
GtkWidget *muster_offer_list_get_button (MusterOfferList *self,
                                         guint            i);

G_END_DECLS
