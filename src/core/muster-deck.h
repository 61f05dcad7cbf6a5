/* muster-deck.h: cards defined by data, and a deck's piles during play.
 *
 * A MusterCardSet holds card definitions (id, name, text and named values,
 * each value with its source: “rulebook 5.1”, “reconstructed”, “user”).
 *
 * A MusterDeck is the state of one deck in a game: the draw pile, the cards
 * drawn and still in play, the discard pile and the cards set aside. The draw
 * pile has no order until somebody looks: drawing picks a card through the
 * chance source; peeking fixes the top N cards, which later draws then take
 * in order. That is the same as a shuffled deck, and it lets the players of a
 * manual game say which cards they saw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <libxml/tree.h>

#include "muster-chance.h"

G_BEGIN_DECLS

typedef struct
{
  char *name;
  char *value;
  char *source;  /* “rulebook 5.1”, “faq”, “reconstructed”, “user”, or NULL */
} MusterCardValue;

typedef struct
{
  char      *id;
  char      *name;
  char      *text;
  GPtrArray *values;  /* MusterCardValue* */
  char      *face;    /* a copy's card (“QS” for “QS#2”), or NULL: never shown */
} MusterCard;

MusterCard  *muster_card_new             (const char       *id,
                                          const char       *name);
MusterCard  *muster_card_copy            (const MusterCard *card);
void         muster_card_free            (MusterCard       *card);
void         muster_card_set_value       (MusterCard       *card,
                                          const char       *name,
                                          const char       *value,
                                          const char       *source);
const char  *muster_card_get_value       (const MusterCard *card,
                                          const char       *name);
int          muster_card_get_int         (const MusterCard *card,
                                          const char       *name,
                                          int               fallback);
const char  *muster_card_get_source      (const MusterCard *card,
                                          const char       *name);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterCard, muster_card_free)

typedef struct _MusterCardSet MusterCardSet;

#define MUSTER_TYPE_CARD_SET (muster_card_set_get_type ())
GType          muster_card_set_get_type  (void) G_GNUC_CONST;
MusterCardSet *muster_card_set_new       (const char       *id,
                                          const char       *name);
MusterCardSet *muster_card_set_ref       (MusterCardSet    *set);
void           muster_card_set_unref     (MusterCardSet    *set);
MusterCardSet *muster_card_set_copy      (MusterCardSet    *set);
const char    *muster_card_set_get_id    (MusterCardSet    *set);
const char    *muster_card_set_get_name  (MusterCardSet    *set);
/* Takes ownership of @card; a card id already present is replaced. */
void           muster_card_set_add       (MusterCardSet    *set,
                                          MusterCard       *card);
guint          muster_card_set_get_n_cards (MusterCardSet  *set);
const MusterCard *muster_card_set_get_card (MusterCardSet  *set,
                                            guint           i);
const MusterCard *muster_card_set_lookup (MusterCardSet    *set,
                                          const char       *id);
/* <deck id name><card id name><value name source>3</value><text/></card></deck> */
MusterCardSet *muster_card_set_read      (xmlNode          *node,
                                          GError          **error);
void           muster_card_set_write     (MusterCardSet    *set,
                                          xmlNode          *parent);
/* A set holding @copies of every card of @set, as when two decks are
 * shuffled together: the first copy keeps the card's id, the others are
 * “ID#2”, “ID#3”; every copy has the value “face” naming the printed card. */
MusterCardSet *muster_card_set_new_copies (MusterCardSet   *set,
                                           guint            copies);
/* The printed card a copy shows (its own id for a card with no copies). */
const char    *muster_card_get_face      (const MusterCard *card);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterCardSet, muster_card_set_unref)

typedef struct _MusterDeck MusterDeck;

#define MUSTER_TYPE_DECK (muster_deck_get_type ())
GType        muster_deck_get_type        (void) G_GNUC_CONST;
/* A deck holding every card of @set except the ids in @removed. */
MusterDeck  *muster_deck_new             (const char          *id,
                                          MusterCardSet       *set,
                                          const char * const  *removed);
MusterDeck  *muster_deck_copy            (const MusterDeck    *deck);
void         muster_deck_free            (MusterDeck          *deck);
const char  *muster_deck_get_id          (const MusterDeck    *deck);
MusterCardSet *muster_deck_get_card_set  (const MusterDeck    *deck);
void         muster_deck_set_card_set    (MusterDeck          *deck,
                                          MusterCardSet       *set);
const MusterCard *muster_deck_lookup     (const MusterDeck    *deck,
                                          const char          *card_id);

guint        muster_deck_get_n_draw      (const MusterDeck    *deck);
guint        muster_deck_get_n_drawn     (const MusterDeck    *deck);
guint        muster_deck_get_n_discard   (const MusterDeck    *deck);
guint        muster_deck_get_n_removed   (const MusterDeck    *deck);
/* The face-up card on the discard pile, or NULL. */
const char  *muster_deck_get_discard_top (const MusterDeck    *deck);
/* Borrowed arrays of card ids. */
GPtrArray   *muster_deck_get_drawn       (const MusterDeck    *deck);
GPtrArray   *muster_deck_get_discard     (const MusterDeck    *deck);
GPtrArray   *muster_deck_get_removed     (const MusterDeck    *deck);
/* Cards of the draw pile whose place is known (after a peek), top first. */
GPtrArray   *muster_deck_get_known_top   (const MusterDeck    *deck);
gboolean     muster_deck_contains_in_draw (const MusterDeck   *deck,
                                           const char         *card_id);

/* Draws the top card into play. When the draw pile is empty the discard pile
 * is shuffled into it first and *reshuffled is set. */
char        *muster_deck_draw            (MusterDeck          *deck,
                                          MusterChance        *chance,
                                          const char          *side,
                                          const char          *purpose,
                                          gboolean            *reshuffled,
                                          GError             **error);
/* Moves a card in play to the discard pile. */
gboolean     muster_deck_discard         (MusterDeck          *deck,
                                          const char          *card_id,
                                          GError             **error);
/* Looks at the top @n cards without changing their order (fewer if the pile
 * is smaller). Returns a new array of ids, top first. */
GPtrArray   *muster_deck_peek            (MusterDeck          *deck,
                                          MusterChance        *chance,
                                          guint                n,
                                          const char          *side,
                                          GError             **error);
/* Shuffles the discard pile back into the draw pile. */
void         muster_deck_reshuffle       (MusterDeck          *deck);
/* Takes a card out of the game from wherever it is. */
gboolean     muster_deck_remove          (MusterDeck          *deck,
                                          const char          *card_id,
                                          GError             **error);
/* Puts every card, in play or discarded, back into a shuffled draw pile. */
void         muster_deck_gather          (MusterDeck          *deck);

/* Who saw the cards of the known top (a side or seat id), or NULL when the
 * whole table did: show them to others only when that seat reveals them. */
const char  *muster_deck_get_known_owner (const MusterDeck    *deck);

/* Named piles: hands, melds laid on the table, a seat's discards. A pile may
 * belong to a seat (or side) and be secret: only its owner sees its cards. */
void         muster_deck_add_pile        (MusterDeck          *deck,
                                          const char          *name,
                                          const char          *owner,
                                          gboolean             secret);
/* The names of the named piles (free with g_strfreev). */
GStrv        muster_deck_list_piles      (const MusterDeck    *deck);
/* The card ids of a named pile, in order (borrowed), or NULL. */
GPtrArray   *muster_deck_get_pile        (const MusterDeck    *deck,
                                          const char          *name);
const char  *muster_deck_get_pile_owner  (const MusterDeck    *deck,
                                          const char          *name,
                                          gboolean            *secret);
/* Where a card is: “draw”, “in-play”, “discard”, “removed”, a named pile,
 * or NULL when the deck has no such card. */
const char  *muster_deck_find_card       (const MusterDeck    *deck,
                                          const char          *card_id);
/* Moves a card that is not in the draw pile to “in-play”, “discard”,
 * “removed” or a named pile (at its end). */
gboolean     muster_deck_move            (MusterDeck          *deck,
                                          const char          *card_id,
                                          const char          *to,
                                          GError             **error);
/* Draws the top card into the named pile @pile. */
char        *muster_deck_deal            (MusterDeck          *deck,
                                          MusterChance        *chance,
                                          const char          *pile,
                                          const char          *side,
                                          const char          *purpose,
                                          gboolean            *reshuffled,
                                          GError             **error);

void         muster_deck_write           (const MusterDeck    *deck,
                                          xmlNode             *parent);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterDeck, muster_deck_free)

G_END_DECLS
