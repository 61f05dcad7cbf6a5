/* sol-test-setup.h: the battles the Sons of Liberty tests start from
 * (sol-test-setup.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-test-driver.h"

/* Two locations, then the Primary (4H 6C 10C 8D JS) and three Opportune
 * Objectives. */
#define WHIST "QH 3C 4H 6C 10C 8D JS KC 5S 2C 9H 2D QS JC AH 4C 3D 7D 9D 2S 8C 4D"
/* The identity cards of ann, ben, cora and dan: dan's ace is lowest. */
#define IDENTITY "7C 3H 2H AC"

/* A battle up to the identities, with options "id=value" (or NULL). */
MtGame *identities (const char *option1,
                    const char *option2);
/* The identities chosen in the order of IDENTITY: ann plays John Adams
 * (calls for Diamonds), ben Benjamin Franklin (Clubs), cora George
 * Washington (Hearts), dan the Tory; circumstances 1 to 4. */
void    take_identities     (MtGame     *t);
/* The same with the group's own decks after “reveal 9S 5H 9C 3D 2D KS”:
 * cora John Adams, ann Benjamin Franklin, ben the Tory, dan George
 * Washington. */
void    take_own_identities (MtGame     *t);
/* A battle at the start of the Travel Hand: ann, ben and cora are
 * Patriots, dan the Tory with Gauge; @deal gives ann's, ben's and cora's
 * four cards and dan's three, in that order (NULL: the deal waits). */
MtGame *travel     (const char *deal,
                    const char *option1,
                    const char *option2);
/* A battle at the start of Opportune Objective 1: the Tory won the Travel
 * Hand (15 Tyranny, a line of three set out) and directed; @deal gives the
 * new hands of ann, ben, cora (four each) and dan (three). */
MtGame *opportune  (const char *deal,
                    const char *option);
MtGame *opportune2 (const char *deal,
                    const char *option1,
                    const char *option2);
/* The Tyranny pool, and track @i (1 the line, 2 the chips on the table). */
int     pool       (MtGame     *t);
int     track      (MtGame     *t,
                    guint       i);
/* Versus Mode: ann and ben seated; then up to the bout (@hands: ann's
 * four cards and ben's four, ben's named as his deck's copies, “KH#2”). */
MtGame *bout       (const char *option);
MtGame *fight      (const char *option,
                    const char *hands);

/* Largest Army on the Planet (`tories=2`): ann, ben, cora, dan, eve and
 * finn seated (and @option, or NULL), the Whist Code read and the identity cards dealt
 * (ARMY_IDENTITY: eve's Nine chooses first, then ann, finn, ben, cora,
 * and dan's ace last). */
#define ARMY_IDENTITY "7C 3H 2H AC 9S 5D"
MtGame *army_identities (const char *option);
/* Then eve the Tory, ann John Adams (Diamonds), finn Benjamin Franklin
 * (Clubs), ben George Washington (Hearts), cora Paul Revere (Clubs), dan
 * the second Tory; the sheets. */
void    army_choose     (MtGame     *t);
/* army_identities() and army_choose(); dan brings in Gauge, eve Howe. */
MtGame *army_sheets     (const char *option);
/* The Travel Hand dealt (ARMY_TRAVEL: ann 5H 5D 9C 9S, ben 4H 5S 6H 7H,
 * cora 8S 8C 8D 10S, finn 2C 3C 4D 6S, then the Tories: dan 2S 3S 4S 2D,
 * two highest 7, eve AH 3H 6D 6C, 12) and played until finn, having laid
 * 2-3-4, calls; a second scores it 3 against 12, eve's hand deciding. */
#define ARMY_TRAVEL "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  2C 3C 4D 6S  2S 3S 4S 2D  AH 3H 6D 6C"
void    army_travel_hand (MtGame    *t);
/* With the group's own decks (cards=own), the same table: army_choose(),
 * dan bringing in Gauge and eve Howe, the Travel Hand dealt. */
MtGame *army_own_decks  (void);
/* A campaign's record as one text: each battle's label and value. */
char   *campaign_record (MtGame     *t);
