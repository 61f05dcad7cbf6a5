/* b2c-test-legacy.h: (being replaced by b2c-test-util.h) building From Boston to Concord positions and applying
 * actions with a scripted chance source, for the rules tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-games.h"
#include "boston-concord/b2c-private.h"
#include "boston-concord/b2c-view.h"

G_BEGIN_DECLS

/* A new state of @scenario with options given as "id=value" strings,
 * NULL-terminated. */
B2cState     *b2c_test_new        (const char   *scenario,
                                   ...) G_GNUC_NULL_TERMINATED;
MusterSystem *b2c_test_system     (void);
/* An empty board at turn @turn with the given action tracks, @first to act,
 * Percy's force arrived: all by logged corrections. */
B2cState     *b2c_test_empty      (int           turn,
                                   int           british,
                                   int           patriot,
                                   const char   *first);
/* With logged corrections: every counter off the map (waiting), no
 * markers, the Hinder markers ready to place. */
void          b2c_test_clear      (B2cState     *state);
/* With logged corrections: turn @turn in its actions, the Action tracks
 * at @british and @patriot, @first to act. */
void          b2c_test_turn       (B2cState     *state,
                                   int           turn,
                                   int           british,
                                   int           patriot,
                                   const char   *first);
/* Places counters (ids separated by spaces), all with the same "flags", a
 * string of letters: b broken/wounded/captured, m Moved, f Fired, r
 * Rallied, i under a marker, M marched two road regions; a militia strength
 * can follow as a digit. */
void          b2c_test_put        (B2cState     *state,
                                   const char   *units,
                                   const char   *region,
                                   const char   *flags);
/* Applies a board correction (“correct-counter reg-1 lexington broken”),
 * asserting success. */
void          b2c_test_correct    (B2cState     *state,
                                   const char   *line);
/* Scripted results for the next action. */
void          b2c_test_dice       (MusterChance *chance,
                                   ...);   /* guint values, 0-terminated */
void          b2c_test_cards      (MusterChance *chance,
                                   ...) G_GNUC_NULL_TERMINATED;
/* Applies an action, asserting success; returns the entry's text (free). */
char         *b2c_test_do         (B2cState     *state,
                                   MusterChance *chance,
                                   const char   *action,
                                   ...) G_GNUC_NULL_TERMINATED;
/* The same with the override flag. */
char         *b2c_test_do_override (B2cState     *state,
                                    MusterChance *chance,
                                    const char   *action,
                                    ...) G_GNUC_NULL_TERMINATED;
/* b2c_test_do when the entry's text does not matter. */
#define DO(s, c, ...) g_free (b2c_test_do (s, c, __VA_ARGS__, NULL))
/* Checks that an action is refused with @code, the message starting with
 * @prefix (may be NULL); the state is not changed. */
void          b2c_test_refused    (B2cState     *state,
                                   int           code,
                                   const char   *prefix,
                                   const char   *action,
                                   ...) G_GNUC_NULL_TERMINATED;
/* Is @action listed as legal now? */
gboolean      b2c_test_legal      (B2cState     *state,
                                   const char   *action);
/* Queries. */
const char   *b2c_test_where      (B2cState     *state,
                                   const char   *unit);
gboolean      b2c_test_flipped    (B2cState     *state,
                                   const char   *unit);
gboolean      b2c_test_gone       (B2cState     *state,
                                   const char   *unit);
guint32       b2c_test_marks      (B2cState     *state,
                                   const char   *unit);
int           b2c_test_strength   (B2cState     *state,
                                   const char   *unit);
const char   *b2c_test_pending    (B2cState     *state);
RevroadSide   b2c_test_pending_side (B2cState   *state);

G_END_DECLS
