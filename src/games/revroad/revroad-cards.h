/* revroad-cards.h: the 22 Revolution Road cards.
 *
 * Each card (5.1 of both rulebooks) shows the British actions (red circle),
 * the Patriot actions (blue circle), both 0-5, and a black oval with 0-3
 * hash marks used for random checks in From Boston to Concord. The cards are
 * a MusterCardSet whose cards carry three values, “british”, “patriot” and
 * “hash”, each with its source. The printed values are not in the rulebook
 * text, so the shipped deck (data/games/boston-concord/cards.xml, bundled
 * for both games at /org/muster/Muster/revroad/cards.xml) is reconstructed
 * to fit every known constraint (see facts/revolution-road.md); players
 * enter the values printed on their own cards, which then carry the source
 * “user”.
 *
 * Card ids are the card numbers, “1” to “22”.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define REVROAD_CARDS_RESOURCE MUSTER_RESOURCE_PREFIX "/revroad/cards.xml"
#define REVROAD_CARD_MAX_ACTIONS 5
#define REVROAD_CARD_MAX_HASH 3

/* Reads and validates a deck (schema data/schema/revroad-cards.rng). */
MusterCardSet *revroad_cards_load            (const char       *resource,
                                              GError          **error);
int            revroad_card_british          (const MusterCard *card);
int            revroad_card_patriot          (const MusterCard *card);
int            revroad_card_hash             (const MusterCard *card);
/* The actions of one side. */
int            revroad_card_actions          (const MusterCard *card,
                                              gboolean          british);
/* TRUE while any of the three values is still the reconstructed guess. */
gboolean       revroad_card_is_reconstructed (const MusterCard *card);
/* A copy of @set in which card @card_id has these values, from @source. */
MusterCardSet *revroad_cards_with_values     (MusterCardSet    *set,
                                              const char       *card_id,
                                              int               british,
                                              int               patriot,
                                              int               hash,
                                              const char       *source);
/* Reads “NUMBER BRITISH PATRIOT HASH” (the set-card action's arguments),
 * checking the ranges of 5.1. Errors are MUSTER_ERROR_INVALID_ARGS. */
gboolean       revroad_cards_parse_values    (MusterCardSet      *set,
                                              const char * const *args,
                                              const char        **card_id,
                                              int                *british,
                                              int                *patriot,
                                              int                *hash,
                                              GError            **error);
/* Ids of the cards to take out before a solitaire game against a bot: with
 * @british_bot FALSE (15.3, the bot plays the Patriots) the cards with 5
 * British actions or more British than Patriot actions; with TRUE (15.4)
 * the mirror. NULL-terminated; free with g_strfreev. */
GStrv          revroad_cards_bot_removals    (MusterCardSet    *set,
                                              gboolean          british_bot);
/* The players' correction of @card as an action line, “set-card 7 1 5 2”,
 * or NULL when its values are not the players' own (source “user”). */
char          *revroad_card_correction       (const MusterCard *card);
/* How people read a card's value @value (“british”: “British actions”,
 * with @side “british” for its colour), or NULL for a value the cards do
 * not carry. The label is translated. */
const char    *revroad_card_value_label      (const char       *value,
                                              const char      **side);
/* “Card 7: British 3, Patriot 4, 2 hash marks (reconstructed)” */
char          *revroad_card_describe         (const MusterCard *card);

G_END_DECLS
