/* muster-card-view.h: one card as the players see it on the table: its
 * name, its values (short ones in circles coloured for the side they
 * belong to, a reconstructed one in a dashed ring) and its text, named in
 * words for assistive technologies; or its back, face down, which shows
 * nothing of the card.
 *
 * The card is found by id in a deck of a state (muster-deck.h); how its
 * values read comes from the state (muster_state_card_value_label). With
 * no card, or face down, the view shows the back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_CARD_VIEW (muster_card_view_get_type ())
G_DECLARE_FINAL_TYPE (MusterCardView, muster_card_view, MUSTER, CARD_VIEW, GtkWidget)

GtkWidget   *muster_card_view_new           (void);
void         muster_card_view_set_card      (MusterCardView *self,
                                             MusterState    *state,
                                             const char     *deck,
                                             const char     *card);
MusterState *muster_card_view_get_state     (MusterCardView *self);
const char  *muster_card_view_get_deck      (MusterCardView *self);
const char  *muster_card_view_get_card      (MusterCardView *self);
void         muster_card_view_set_face_down (MusterCardView *self,
                                             gboolean        face_down);
gboolean     muster_card_view_get_face_down (MusterCardView *self);
/* The card in words (what its accessible label says): “Card 7: British
 * actions 3, Patriot actions 4 (reconstructed), Hash marks 2”; for a card
 * face down or none, a sentence that names no card. Free it. */
char        *muster_card_view_describe      (MusterCardView *self);

G_END_DECLS
