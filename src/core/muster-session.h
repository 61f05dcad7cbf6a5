/* muster-session.h: an event-sourced game session.
 *
 * A session is its system, scenario, options, chance source and the ordered
 * log of entries. The state is a pure function of the log: undo moves a
 * cursor back and rebuilds the state by replay; redo applies the next entry
 * again with the random results it recorded, so undo can never re-roll a
 * die or redraw a card. A new action after an undo drops the entries that
 * could have been redone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "muster-chance.h"
#include "muster-entry.h"
#include "muster-state.h"
#include "muster-system.h"

G_BEGIN_DECLS

typedef enum
{
  MUSTER_PERFORM_NONE     = 0,
  /* Go past checks that rest on reconstructed data; the entry records it. */
  MUSTER_PERFORM_OVERRIDE = 1 << 0,
} MusterPerformFlags;

/* What a session took from another one at its start (system.xml's
 * scenario inputs): kept in the session, so it replays alone. */
typedef struct
{
  char *name;        /* the scenario's input */
  char *session_id;  /* where it came from, for people */
  char *title;       /* that session's title then */
  char *carry;       /* the <carry> element it wrote, as XML */
} MusterSessionInput;

MusterSessionInput *muster_session_input_new  (const char         *name,
                                               const char         *session_id,
                                               const char         *title,
                                               const char         *carry);
void                muster_session_input_free (MusterSessionInput *input);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterSessionInput, muster_session_input_free)

#define MUSTER_TYPE_SESSION (muster_session_get_type ())
G_DECLARE_FINAL_TYPE (MusterSession, muster_session, MUSTER, SESSION, GObject)

MusterSession *muster_session_new            (MusterSystem        *system,
                                              const char          *scenario,
                                              GHashTable          *options,
                                              MusterChance        *chance,
                                              GError             **error);
/* The same, for a scenario that takes inputs: @inputs holds
 * MusterSessionInput* (copied), which the state takes at its start. */
MusterSession *muster_session_new_with_inputs (MusterSystem       *system,
                                               const char         *scenario,
                                               GHashTable         *options,
                                               GPtrArray          *inputs,
                                               MusterChance       *chance,
                                               GError            **error);
/* MusterSessionInput* (borrowed, never NULL). */
GPtrArray     *muster_session_get_inputs     (MusterSession       *self);
/* What a following session takes from this one: a <carry> element as XML,
 * or NULL when the system carries nothing. */
char          *muster_session_write_carry    (MusterSession       *self);

/* The seats (MusterSeat*, borrowed): the ones set, or one per side. */
GPtrArray     *muster_session_get_seats      (MusterSession       *self);
/* Whether the seats were set rather than one per side (then they are saved). */
gboolean       muster_session_has_own_seats  (MusterSession       *self);
/* Sets the seats (MusterSeat*, copied); NULL goes back to one per side. */
void           muster_session_set_seats      (MusterSession       *self,
                                              GPtrArray           *seats);
/* The seat @id, or NULL. */
const MusterSeat *muster_session_find_seat   (MusterSession       *self,
                                              const char          *id);
/* The name people read for the owner @id of a sheet or pile: a seat's
 * name, else the game's own name for it, else a side's, else @id itself. */
const char    *muster_session_get_owner_name (MusterSession       *self,
                                              const char          *id);
MusterSystem  *muster_session_get_system     (MusterSession       *self);
const char    *muster_session_get_scenario   (MusterSession       *self);
/* id -> value, every option of the system. */
GHashTable    *muster_session_get_options    (MusterSession       *self);
MusterChance  *muster_session_get_chance     (MusterSession       *self);
/* Replaces the chance source (switching between app dice and the players'
 * own); the log is unchanged. */
void           muster_session_set_chance     (MusterSession       *self,
                                              MusterChance        *chance);
const char    *muster_session_get_id         (MusterSession       *self);
void           muster_session_set_id         (MusterSession       *self,
                                              const char          *id);
const char    *muster_session_get_title      (MusterSession       *self);
void           muster_session_set_title      (MusterSession       *self,
                                              const char          *title);
const char    *muster_session_get_notes      (MusterSession       *self);
void           muster_session_set_notes      (MusterSession       *self,
                                              const char          *notes);

/* The state after the entries before the cursor. */
MusterState   *muster_session_get_state      (MusterSession       *self);
/* Every entry, undone ones included (their “undone” property is TRUE). */
GListModel    *muster_session_get_log        (MusterSession       *self);
guint          muster_session_get_n_entries  (MusterSession       *self);
MusterEntry   *muster_session_get_entry      (MusterSession       *self,
                                              guint                i);
/* How many entries are applied (the undo cursor). */
guint          muster_session_get_cursor     (MusterSession       *self);

/* Applies an action. On success the new entry is returned (borrowed). On
 * failure nothing changes; with a manual chance source the error may be
 * MUSTER_ERROR_NEEDS_INPUT, and muster_chance_get_request() says what to ask
 * the players; supply it and perform again. */
MusterEntry   *muster_session_perform        (MusterSession       *self,
                                              const char          *action,
                                              const char * const  *args,
                                              MusterPerformFlags   flags,
                                              GError             **error);
gboolean       muster_session_can_undo       (MusterSession       *self);
gboolean       muster_session_can_redo       (MusterSession       *self);
gboolean       muster_session_undo           (MusterSession       *self,
                                              GError             **error);
gboolean       muster_session_redo           (MusterSession       *self,
                                              GError             **error);
/* Undoes every entry after the first @n_kept ones. */
gboolean       muster_session_undo_to        (MusterSession       *self,
                                              guint                n_kept,
                                              GError             **error);

/* Recovery: applies @entry, performed before and journaled (its action,
 * arguments, override and recorded results), as the next action: the
 * entries after the cursor go, as they do for a new action. */
gboolean       muster_session_perform_recorded (MusterSession     *self,
                                                MusterEntry       *entry,
                                                GError           **error);
/* Loading: add recorded entries, then replay. */
void           muster_session_append_recorded (MusterSession      *self,
                                               MusterEntry        *entry);
/* Replays the first @cursor entries from the start. If @expected_snapshot
 * is given and the result differs, the session is still usable (the log is
 * the truth) but FALSE is returned with MUSTER_ERROR_REPLAY. Other failures
 * (an entry that no longer applies) are also MUSTER_ERROR_REPLAY; the
 * session then stops before that entry and becomes read-only (below). */
gboolean       muster_session_replay         (MusterSession       *self,
                                              guint                cursor,
                                              const char          *expected_snapshot,
                                              GError             **error);

/* A session whose log stopped replaying can be read, not played: perform,
 * undo and redo refuse with MUSTER_ERROR_READ_ONLY. Every entry stays in
 * the log as it was recorded, and saving writes them all back with the
 * cursor the file had. The players may either cut the log before the entry
 * that fails and play on (the app and muster-cli do that on a copy of the
 * file), or correct that entry's action and arguments. */
gboolean       muster_session_is_read_only   (MusterSession       *self);
/* The number of the entry that no longer applies (0 if every one does);
 * @reason gets why, in words for people (borrowed). */
guint          muster_session_get_break      (MusterSession       *self,
                                              const char         **reason);
/* The cursor to save: the cursor, or for a read-only session the file's. */
guint          muster_session_get_saved_cursor (MusterSession     *self);
/* Drops the entry that no longer applies and every one after it. */
gboolean       muster_session_cut_at_break   (MusterSession       *self,
                                              GError             **error);
/* Replaces the failed entry @number's action and arguments, keeping its
 * recorded results, and replays. Fails, changing nothing, when the
 * corrected entry does not apply either; if a later entry fails instead,
 * the session stays read-only at that one. */
gboolean       muster_session_correct_entry  (MusterSession       *self,
                                              guint                number,
                                              const char          *action,
                                              const char * const  *args,
                                              GError             **error);

G_END_DECLS
