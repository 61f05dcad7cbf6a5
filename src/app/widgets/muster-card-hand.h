/* muster-card-hand.h: the cards of one pile (a hand, a meld, the cards in
 * play, the top cards a side peeked at), wrapped into rows so that any
 * number of them never widens the pane.
 *
 * The cards are a deck's pile (“in-play”, “discard” or a named pile,
 * muster-deck.h), or a list given by the caller with its owner. A hand
 * that belongs to a seat and is secret shows only the backs of its cards,
 * and nothing that names them, until that seat asks (“Show Only to
 * Ann”); Hide covers them again, and so does any change of the cards, or
 * the hand leaving the screen: a reveal is never kept.
 *
 * With a pick action, each card shown is a button that performs that
 * engine action through “session.perform”, the card's id after the pick
 * arguments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_CARD_HAND (muster_card_hand_get_type ())
G_DECLARE_FINAL_TYPE (MusterCardHand, muster_card_hand, MUSTER, CARD_HAND, GtkWidget)

GtkWidget     *muster_card_hand_new          (void);
/* Follows @session: its state, its seats' names, and its changes. */
void           muster_card_hand_set_session  (MusterCardHand     *self,
                                              MusterSession      *session);
MusterSession *muster_card_hand_get_session  (MusterCardHand     *self);
/* The cards of @pile of deck @deck, with the pile's owner. */
void           muster_card_hand_set_pile     (MusterCardHand     *self,
                                              const char         *deck,
                                              const char         *pile);
/* These cards of deck @deck, belonging to @owner (a seat or side id, or
 * NULL: the table's), secret to it or not. */
void           muster_card_hand_set_cards    (MusterCardHand     *self,
                                              const char         *deck,
                                              const char * const *cards,
                                              const char         *owner,
                                              gboolean            secret);
void           muster_card_hand_set_title    (MusterCardHand     *self,
                                              const char         *title);
/* Makes the cards buttons performing @action with @args then the card;
 * NULL: the cards are only shown. */
void           muster_card_hand_set_pick     (MusterCardHand     *self,
                                              const char         *action,
                                              const char * const *args);
/* Shows a secret hand's cards to its owner (TRUE) or covers them. */
void           muster_card_hand_set_revealed (MusterCardHand     *self,
                                              gboolean            revealed);
gboolean       muster_card_hand_get_revealed (MusterCardHand     *self);
/* Whether the cards show their faces now: not secret, or revealed. */
gboolean       muster_card_hand_is_face_up   (MusterCardHand     *self);
guint          muster_card_hand_get_n_cards  (MusterCardHand     *self);

G_END_DECLS
