/* muster-test-driver.h: playing a session of any system from a test, as a
 * player would, by words.
 *
 * A test makes a game of a system's scenario with a scripted chance
 * source, supplies each die and card before the action that needs them,
 * performs actions typed as a player types them after `muster-cli do`,
 * expects refusals that cite their section, and reads what the table sees
 * (the public view, or a seat's). Positions are built with the system's
 * own logged correction actions, never by writing into a state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-games.h"

G_BEGIN_DECLS

typedef struct
{
  MusterChance  *chance;
  MusterSession *session;
} MtGame;

MusterSystem  *mt_system         (const char  *system_id);
/* A game of @scenario with options "id=value", NULL-terminated, and a
 * scripted chance source. */
MtGame        *mt_new            (const char  *system_id,
                                  const char  *scenario,
                                  ...) G_GNUC_NULL_TERMINATED;
MtGame        *mt_new_valist     (const char  *system_id,
                                  const char  *scenario,
                                  va_list      options);
/* The same with a seeded chance source (whole games, playouts). */
MtGame        *mt_new_seeded     (const char  *system_id,
                                  const char  *scenario,
                                  guint64      seed,
                                  ...) G_GNUC_NULL_TERMINATED;
void           mt_free           (MtGame      *t);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MtGame, mt_free)

MusterState   *mt_state          (MtGame      *t);
/* Dice (and picks) “5 6 1” and cards “12 AS” for the next action. */
void           mt_dice           (MtGame      *t,
                                  const char  *values);
void           mt_cards          (MtGame      *t,
                                  const char  *ids);
/* Performs “action arg arg” (words as a shell splits them, so "Fresh
 * troops" is one); fails the test if refused. */
MusterEntry   *mt_ok             (MtGame      *t,
                                  const char  *line);
MusterEntry   *mt_ok_override    (MtGame      *t,
                                  const char  *line);
/* Performs “action arg arg” and fails the test unless it is refused with
 * @code (-1: any) and a message starting with @prefix (NULL: any); the
 * session is unchanged. Returns the message. */
char          *mt_refused        (MtGame      *t,
                                  const char  *line,
                                  int          code,
                                  const char  *prefix);
/* The same, for a case that does not read the message further. */
void           mt_refuse         (MtGame      *t,
                                  const char  *line,
                                  int          code,
                                  const char  *prefix);
/* Is @action listed as legal now (uncertain counts as legal)? */
gboolean       mt_legal          (MtGame      *t,
                                  const char  *action);
/* The pending decision (free it), or NULL. */
MusterPending *mt_pending        (MtGame      *t);
/* What the whole table reads (@seat NULL) or what seat @seat reads. */
char          *mt_view           (MtGame      *t,
                                  const char  *seat);
char          *mt_snapshot       (MtGame      *t);
/* Does that view contain @text? */
gboolean       mt_view_has       (MtGame      *t,
                                  const char  *seat,
                                  const char  *text);
/* The session's players: a seat for each id (NULL-terminated), named by
 * it with a capital: “ann” is Ann. */
void           mt_set_seats      (MtGame             *t,
                                  const char * const *ids);
/* Does the entry's text contain @text? */
gboolean       mt_says           (MusterEntry *entry,
                                  const char  *text);
/* The log replays to the same state, and saving and loading the game
 * gives the same bytes; fails the test if not. */
void           mt_assert_replays (MtGame      *t);
/* Some answer to the pending decision (if any) is accepted now, past
 * checks on reconstructed data when @override; fails the test, naming
 * @where, if none is. */
void           mt_assert_answerable (MtGame     *t,
                                     const char *where,
                                     gboolean    override);
/* Every argument list the engine proposes for an action open now that its
 * precheck refuses (muster_state_may_accept()) is refused by the action
 * itself too, past checks on reconstructed data when @override; fails the
 * test, naming @where, if one is accepted. */
void           mt_assert_prechecks (MtGame     *t,
                                    const char *where,
                                    gboolean    override);
/* The number in the environment variable @name, or @fallback. */
guint          mt_env_uint       (const char  *name,
                                  guint        fallback);
/* One random step of the game: muster_playout_step() (muster-playout.h).
 * Returns the action id, or NULL when nothing applies. */
const char    *mt_random_step    (MtGame      *t,
                                  GRand       *rand,
                                  gboolean     override);

G_END_DECLS
