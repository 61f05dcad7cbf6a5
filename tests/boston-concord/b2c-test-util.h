/* b2c-test-util.h: From Boston to Concord positions for the rules tests,
 * played through the shared driver (tests/common/muster-test-driver.h).
 *
 * A test makes a game (MtGame), builds its position with the logged board
 * corrections a player would type (correct-counter, correct-track...),
 * supplies dice and cards with mt_dice/mt_cards before the action that
 * needs them, performs actions by words and reads the outcome from what
 * the table sees: the read-only view the board is drawn from (b2c-view.h),
 * the tracks, the pending decision and the log's text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-games.h"
#include "muster-test-driver.h"
#include "boston-concord/b2c-view.h"

G_BEGIN_DECLS

/* A new game of @scenario with options given as "id=value" strings,
 * NULL-terminated, and a scripted chance source. */
MtGame       *b2ct_new             (const char   *scenario,
                                   ...) G_GNUC_NULL_TERMINATED;
/* A two-player game on an empty board at turn @turn with the given action
 * tracks, @first to act, Percy's force arrived: all by logged corrections. */
MtGame       *b2ct_empty           (int           turn,
                                   int           british,
                                   int           patriot,
                                   const char   *first);
/* With logged corrections: every counter off the map (waiting), no
 * markers, the Hinder markers ready to place. */
void          b2ct_clear           (MtGame       *g);
/* With logged corrections: turn @turn in its actions, the Action tracks
 * at @british and @patriot, @first to act. */
void          b2ct_turn            (MtGame       *g,
                                   int           turn,
                                   int           british,
                                   int           patriot,
                                   const char   *first);
/* Places counters (ids separated by spaces), all with the same "flags", a
 * string of letters: b broken/wounded/captured, m Moved, f Fired, r
 * Rallied, i under a marker, M marched two road regions; a militia strength
 * can follow as a digit. */
void          b2ct_put             (MtGame       *g,
                                   const char   *units,
                                   const char   *region,
                                   const char   *flags);
/* Performs a board correction (“correct-counter reg-1 lexington broken”). */
void          b2ct_correct         (MtGame       *g,
                                   const char   *line);
/* With a logged correction: @unit keeps its place and face, its markers
 * cleared. */
void          b2ct_fresh          (MtGame       *g,
                                   const char   *unit);
/* Performs a line (mt_ok) and returns its entry's text (free it). */
char         *b2ct_do              (MtGame       *g,
                                   const char   *line);
char         *b2ct_do_override     (MtGame       *g,
                                   const char   *line);
/* The line is refused with @code, the message starting with @prefix (may
 * be NULL); the game is not changed. */
void          b2ct_refused         (MtGame       *g,
                                   int           code,
                                   const char   *prefix,
                                   const char   *line);
/* Is @action listed as legal now (strictly: not merely uncertain)? */
gboolean      b2ct_legal           (MtGame       *g,
                                   const char   *action);
/* A session of @scenario played with the players' own dice and cards (a
 * manual chance source), options as "id=value" strings, NULL-terminated. */
MusterSession *b2c_test_session   (const char   *scenario,
                                   ...) G_GNUC_NULL_TERMINATED;
/* Performs one line as typed after “muster-cli do FILE” (--dice N,N,...,
 * --card ID and --override as there): NULL when it was done, otherwise
 * the refusal (free it); a refused line leaves no result entered behind. */
GError       *b2c_test_session_try (MusterSession *session,
                                    const char    *line);
/* The same, asserting success; returns the entry's text. */
const char   *b2c_test_session_do (MusterSession *session,
                                   const char    *line);
/* A game of the two-player scenario in the actions of turn @turn, built by
 * words with logged corrections: the Action tracks at @british and
 * @patriot, @first to act and, when @empty, every counter off the map
 * (waiting to come into play). Place counters with correct-counter. */
MtGame       *b2c_game            (int           turn,
                                   int           british,
                                   int           patriot,
                                   const char   *first,
                                   gboolean      empty);

/* What the table sees (b2c-view.h). */
B2cState     *b2ct_state           (MtGame       *g);
/* Where a counter stands: its region id, or "off" (waiting, out of the
 * game). */
B2cUnitView   b2ct_unit           (MtGame       *g,
                                   const char   *unit);
const char   *b2ct_where           (MtGame       *g,
                                   const char   *unit);
gboolean      b2ct_flipped         (MtGame       *g,
                                   const char   *unit);
gboolean      b2ct_gone            (MtGame       *g,
                                   const char   *unit);
guint32       b2ct_marks           (MtGame       *g,
                                   const char   *unit);
int           b2ct_strength        (MtGame       *g,
                                   const char   *unit);
B2cTracksView b2ct_tracks          (MtGame       *g);
B2cRegionView b2ct_region_view     (MtGame       *g,
                                   const char   *region);
B2cHinderView b2ct_hinder          (MtGame       *g,
                                   const char   *marker);
/* The card deck (@pool FALSE) or the Militia Draw Pool, as the table's
 * deck panels show them (muster_state_get_decks). */
MusterDeck   *b2ct_deck           (MtGame       *g,
                                   gboolean      pool);
/* The units' views (B2cUnitView) of the counters on the map, or of those
 * in @region when not NULL. */
GArray       *b2ct_units_on_map   (MtGame       *g,
                                   const char   *region);
/* The border of @from with @to (fails the test when there is none). */
B2cBorderView b2ct_border         (MtGame       *g,
                                   const char   *from,
                                   const char   *to);
/* Does the pending decision take @action as an answer (and cite @rule,
 * when not NULL)? FALSE when nothing is pending. */
gboolean      b2ct_asks            (MtGame       *g,
                                   const char   *action,
                                   const char   *rule);
/* Who answers the pending decision (REVROAD_NO_SIDE: nobody or anyone). */
RevroadSide   b2ct_asking          (MtGame       *g);
gboolean      b2ct_pending_none    (MtGame       *g);

G_END_DECLS
