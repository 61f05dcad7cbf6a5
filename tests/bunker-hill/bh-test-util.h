/* bh-test-util.h: driving a Bunker Hill session from tests.
 *
 * Every test plays through the same actions a player would, through the
 * shared driver (tests/common/muster-test-driver.h: mt_ok, mt_dice...):
 * the test supplies each die, pick and card before the action that needs
 * it, so every result is known. Positions are built here with the logged
 * board corrections (correct-counter, correct-track).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-test-driver.h"
#include "bunker-hill/bh-state.h"
#include "bunker-hill/bh-view.h"

G_BEGIN_DECLS

/* A two-player game past its set-up (Muster's suggested placement) and the
 * first card: @card is its id; @die decides who acts first on equal
 * actions (even: Patriot, odd: British; 0 when not needed). */
MtGame       *bht_two_player (const char *card,
                              guint       die,
                              ...) G_GNUC_NULL_TERMINATED;

/* The same on an empty board (every counter waiting), the British to act
 * with card 17 (British 4, Patriots 3), or the Patriots with card 12 (3
 * each, a die of 2); @option is "id=value" or NULL. */
MtGame       *bht_british_turn (const char *option);
MtGame       *bht_patriot_turn (const char *option);
/* A British solitaire game (12.3) with objective @objective chosen and
 * Muster's set-up, at turn 1 after card 12 (a die of 1: the British act
 * first). */
MtGame       *bht_solo_british (const char *objective);

BhState      *bht_state      (MtGame     *t);
/* Every counter off the board (waiting). */
void          bht_clear      (MtGame     *t);
/* Puts counters (ids separated by spaces, then optional faces and markers
 * such as "broken fired") in @region. */
void          bht_put        (MtGame     *t,
                              const char *region,
                              const char *counters);
void          bht_track      (MtGame     *t,
                              const char *track,
                              int         value);
/* Where a counter is: its region id, or "waiting", "eliminated", "removed". */
const char   *bht_where      (MtGame     *t,
                              const char *counter);
gboolean      bht_flipped    (MtGame     *t,
                              const char *counter);
gboolean      bht_marked     (MtGame     *t,
                              const char *counter,
                              const char *marker);
int           bht_strength   (MtGame     *t,
                              const char *counter);
BhViewTracks  bht_tracks     (MtGame     *t);
const char   *bht_acting     (MtGame     *t);
gboolean      bht_ablaze     (MtGame     *t,
                              const char *region);
/* The engine's preview of “action arg arg” (muster_state_preview), and
 * its roll @k (fails the test when there is none). */
MusterPreview *bht_preview   (MtGame     *t,
                              const char *line);
MusterRollPreview *bht_roll  (MusterPreview *preview,
                              guint          k);
/* The actions that answer the pending decision (“stand retreat”), or NULL. */
char         *bht_decision   (MtGame     *t);

/* Ends the turn (both Action tracks set to 0 first) and draws @card for the
 * next one; a die of 1 settles who acts first when the card is even. */
void          bht_next_turn  (MtGame     *t,
                              const char *card);
G_END_DECLS
