/* bh-test-util.h: driving a Bunker Hill session from tests.
 *
 * Every test plays through the same actions a player would, on a session
 * with a scripted chance source: the test supplies each die, pick and card
 * before the action that needs it, so every result is known. Positions are
 * built with the logged board corrections (correct-counter, correct-track).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-games.h"
#include "bunker-hill/bh-state.h"
#include "bunker-hill/bh-view.h"

G_BEGIN_DECLS

typedef struct
{
  MusterChance  *chance;
  MusterSession *session;
} Bht;

MusterSystem *bht_system     (void);
/* A new session of @scenario with options "id=value", NULL-terminated. */
Bht          *bht_new        (const char *scenario,
                              ...) G_GNUC_NULL_TERMINATED;
void          bht_free       (Bht        *t);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Bht, bht_free)

/* A two-player game past its set-up (Muster's suggested placement) and the
 * first card: @card is its id; @die decides who acts first on equal
 * actions (even: Patriot, odd: British; 0 when not needed). */
Bht          *bht_two_player (const char *card,
                              guint       die,
                              ...) G_GNUC_NULL_TERMINATED;

/* The same on an empty board (every counter waiting), the British to act
 * with card 17 (British 4, Patriots 3), or the Patriots with card 12 (3
 * each, a die of 2); @option is "id=value" or NULL. */
Bht          *bht_british_turn (const char *option);
Bht          *bht_patriot_turn (const char *option);
/* A British solitaire game (12.3) with objective @objective chosen and
 * Muster's set-up, at turn 1 after card 12 (a die of 1: the British act
 * first). */
Bht          *bht_solo_british (const char *objective);

BhState      *bht_state      (Bht        *t);
/* Supplies dice (and picks) "5 6 1" and cards "12 m1-3" for the next action. */
void          bht_dice       (Bht        *t,
                              const char *values);
void          bht_cards      (Bht        *t,
                              const char *ids);
/* Performs "action arg arg"; fails the test if refused. */
MusterEntry  *bht_ok         (Bht        *t,
                              const char *line);
MusterEntry  *bht_ok_override (Bht       *t,
                              const char *line);
/* Performs "action arg arg"; fails the test unless refused with @code and a
 * message starting with @prefix (NULL: any). Returns the message. */
char         *bht_refused    (Bht        *t,
                              const char *line,
                              int         code,
                              const char *prefix);
/* Every counter off the board (waiting). */
void          bht_clear      (Bht        *t);
/* Puts counters (ids separated by spaces, then optional faces and markers
 * such as "broken fired") in @region. */
void          bht_put        (Bht        *t,
                              const char *region,
                              const char *counters);
void          bht_track      (Bht        *t,
                              const char *track,
                              int         value);
/* Where a counter is: its region id, or "waiting", "eliminated", "removed". */
const char   *bht_where      (Bht        *t,
                              const char *counter);
gboolean      bht_flipped    (Bht        *t,
                              const char *counter);
gboolean      bht_marked     (Bht        *t,
                              const char *counter,
                              const char *marker);
int           bht_strength   (Bht        *t,
                              const char *counter);
BhViewTracks  bht_tracks     (Bht        *t);
const char   *bht_acting     (Bht        *t);
gboolean      bht_ablaze     (Bht        *t,
                              const char *region);
/* The action the pending decision asks for, or NULL. */
char         *bht_decision   (Bht        *t);
gboolean      bht_says       (MusterEntry *entry,
                              const char  *text);
/* The snapshot of the current state. */
char         *bht_snapshot   (Bht        *t);

G_END_DECLS

G_BEGIN_DECLS
/* Ends the turn (both Action tracks set to 0 first) and draws @card for the
 * next one; a die of 1 settles who acts first when the card is even. */
void          bht_next_turn  (Bht        *t,
                              const char *card);
G_END_DECLS

G_BEGIN_DECLS
/* A session with a seeded chance source (playouts, whole games). */
Bht          *bht_new_seeded (const char *scenario,
                              guint64     seed);
/* Takes one legal action picked by @rand among every action and argument
 * list that could apply now (never a correction, never an override).
 * Returns the action id taken, or NULL when nothing applies. */
const char   *bht_random_step (Bht       *t,
                              GRand      *rand);
/* Checks the invariants every state must keep; fails the test if not. */
void          bht_check_invariants (Bht  *t);
G_END_DECLS
