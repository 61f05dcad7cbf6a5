/* muster-state.h: the base class of every game system's state.
 *
 * A state is a pure function of its scenario, options and the log applied
 * to it. Subclasses implement the virtual methods; the session copies a
 * state before applying an action so a refused action changes nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <libxml/tree.h>

#include "muster-action.h"
#include "muster-action-table.h"
#include "muster-chance.h"
#include "muster-deck.h"
#include "muster-end-turn.h"
#include "muster-entry.h"
#include "muster-pending.h"
#include "muster-preview.h"
#include "muster-seat.h"
#include "muster-sheet.h"

G_BEGIN_DECLS

typedef struct _MusterSystem MusterSystem;

#define MUSTER_TYPE_STATE (muster_state_get_type ())
G_DECLARE_DERIVABLE_TYPE (MusterState, muster_state, MUSTER, STATE, GObject)

struct _MusterStateClass
{
  GObjectClass parent_class;

  /* The system's actions (muster-action-table.h). With a table, the core
   * lists and applies actions and list_actions and apply may stay NULL. */
  const MusterActionTable *action_table;

  /* A deep copy. Required. */
  MusterState *(*copy)           (MusterState  *self);
  /* Every action the system knows, each marked legal or not now, with the
   * reason and rule section when not. Required without an action table. */
  GPtrArray   *(*list_actions)   (MusterState  *self);
  /* Applies the entry's action and arguments, drawing any random result
   * from @chance and writing what happened into @entry. On failure the
   * state may be left half-changed: the session throws the copy away.
   * Refusals are MUSTER_ERROR_ILLEGAL (or _UNCERTAIN when they rest on
   * reconstructed data and the entry does not allow an override), with the
   * rule section at the start of the message. Required without an action
   * table. */
  gboolean     (*apply)          (MusterState  *self,
                                  MusterEntry  *entry,
                                  MusterChance *chance,
                                  GError      **error);
  /* Writes the whole state under @node, deterministically: equal states
   * must write equal XML. Required. */
  void         (*write_snapshot) (MusterState  *self,
                                  xmlNode      *node);
  /* A few lines for people (muster-cli state): what the whole table may
   * see, and with a @viewer what that seat may see besides. */
  void         (*describe)       (MusterState      *self,
                                  const MusterSeat *viewer,
                                  GString          *out);
  /* One line: “Turn 3 of 12 · British to act (2 actions left)”. */
  char        *(*get_status)     (MusterState  *self);
  /* New arrays (the caller unrefs them) of borrowed MusterTrack* and
   * MusterDeck*, for the generic panels. The default is empty. */
  GPtrArray   *(*get_tracks)     (MusterState  *self);
  GPtrArray   *(*get_decks)      (MusterState  *self);
  /* The side to act now, or NULL. */
  const char  *(*get_acting_side) (MusterState *self);
  /* TRUE once the game has ended; the result is in describe(). */
  gboolean     (*is_over)        (MusterState  *self);
  /* The players' corrections of reconstructed data made so far (card
   * values, map borders, VP schedule), as the actions that would make them
   * again: a new array of NULL-terminated string arrays, the action id
   * first, then its arguments. NULL or empty when there are none. */
  GPtrArray   *(*get_corrections) (MusterState *self);
  /* The decision the game waits for, or NULL (muster-pending.h). */
  MusterPending *(*get_pending)  (MusterState  *self);
  /* Argument lists to try for @action (the core keeps those the engine
   * accepts). The default uses the action table's candidates, or every
   * combination of the parameters' choices. */
  GPtrArray   *(*list_candidates) (MusterState *self,
                                   const char  *action);
  /* Fills @preview (legality is in it already) with the rolls and
   * outcomes of @action. The default uses the action table's preview. */
  void         (*preview)        (MusterState        *self,
                                  const char         *action,
                                  const char * const *args,
                                  MusterPreview      *preview);
  /* Sheets (MusterSheet*) for @viewer: public ones, and the viewer's own
   * secret ones. The default is none. */
  GPtrArray   *(*get_sheets)     (MusterState      *self,
                                  const MusterSeat *viewer);
  /* Writes what a following session of the campaign takes from this one
   * (an army list, the survivors of a battle) under @node. Optional. */
  void         (*write_carry)    (MusterState  *self,
                                  xmlNode      *node);
  /* Checks what must always hold (no counter in two places, tracks in
   * range...); for the random playouts. Optional. */
  gboolean     (*check_invariants) (MusterState *self,
                                    GError     **error);
  /* Takes the input @name of the scenario (system.xml) into the starting
   * state: @carry is what the earlier session wrote with write_carry().
   * Required for systems whose scenarios take inputs. */
  gboolean     (*take_input)     (MusterState  *self,
                                  const char   *name,
                                  xmlNode      *carry,
                                  GError      **error);
  /* The steps of the end of the turn (muster-end-turn.h), in the order the
   * end-turn action plays them, each with how far it has gone now: a new
   * array of MusterTurnStep*. The default is none. */
  GPtrArray   *(*get_end_turn_steps) (MusterState *self);
  /* Where every counter and marker should be now, place by place: a new
   * array of MusterCheckLine*. The default is none. */
  GPtrArray   *(*get_board_check) (MusterState *self);
  /* How people read the value @value of the cards of deck @deck: a label
   * (“British actions”, borrowed) and the side it belongs to, if any (a
   * side id, for its colour). The default is the value's own name and no
   * side. */
  const char  *(*card_value_label) (MusterState  *self,
                                    const char   *deck,
                                    const char   *value,
                                    const char  **side);
  /* The name people read for a seat of the game's own (a word the players
   * gave the game, not one of the session's seats or the system's sides),
   * borrowed, or NULL when @id is none. Optional. */
  const char  *(*owner_name)      (MusterState *self,
                                   const char  *id);
  /* The place (an id of a PLACE parameter's choices) where the piece
   * @piece stands now, or NULL when it is on no place (borrowed). Lets
   * the table offer what a selection on the map makes possible
   * (muster-offers.h). The default: no piece stands anywhere. */
  const char  *(*get_piece_place) (MusterState *self,
                                   const char  *piece);
};

MusterSystem *muster_state_get_system     (MusterState  *self);
void          muster_state_set_system     (MusterState  *self,
                                           MusterSystem *system);
MusterState  *muster_state_copy           (MusterState  *self);
GPtrArray    *muster_state_list_actions   (MusterState  *self);
/* The ids of every action, in the listing's order (const char*, owned
 * by the system). */
GPtrArray    *muster_state_list_action_ids (MusterState *self);
/* The listing for one action id, or NULL. */
MusterActionInfo *muster_state_find_action (MusterState *self,
                                            const char  *action);
/* The same with the action's legality, kind and side but no parameters
 * or summary: whether it can be done now, without the cost of naming
 * every choice. */
MusterActionInfo *muster_state_find_action_brief (MusterState *self,
                                                  const char  *action);
/* Whether @action may be taken now, as its brief says: legal (or, with
 * @override, uncertain); and its kind in @kind (may be NULL). FALSE for an
 * unknown id. Asks the system's gate without building the listing and
 * without the reasons players read. */
gboolean      muster_state_action_is_open (MusterState      *self,
                                           const char       *action,
                                           gboolean          override,
                                           MusterActionKind *kind);
gboolean      muster_state_apply          (MusterState  *self,
                                           MusterEntry  *entry,
                                           MusterChance *chance,
                                           GError      **error);
/* Would this action with these arguments be accepted now? Runs it on a copy
 * with a probe chance source; changes nothing and rolls nothing. */
gboolean      muster_state_check          (MusterState        *self,
                                           const char         *action,
                                           const char * const *args,
                                           gboolean            override,
                                           GError            **error);
/* FALSE when the engine can tell, without a copy of the state, that
 * @action with @args is sure to be refused now (its precheck, see
 * MusterActionDef); TRUE when it may be accepted: only applying it says.
 * For callers that read only whether an attempt is refused. */
gboolean      muster_state_may_accept     (MusterState        *self,
                                           const char         *action,
                                           const char * const *args,
                                           gboolean            override);
/* The same for a plan: would @action with each of @plan's argument lists
 * (GStrv), one after another, be accepted now? Runs them on one copy; the
 * first refusal is the answer, with its index in @refused (may be NULL). */
gboolean      muster_state_check_plan     (MusterState        *self,
                                           const char         *action,
                                           GPtrArray          *plan,
                                           guint              *refused,
                                           GError            **error);
void          muster_state_write_snapshot (MusterState  *self,
                                           xmlNode      *node);
/* The snapshot as a string, for comparisons. */
char         *muster_state_snapshot_string (MusterState *self);
/* What the whole table may see. */
char         *muster_state_describe       (MusterState  *self);
/* What @viewer may see (NULL: the whole table). */
char         *muster_state_describe_for   (MusterState      *self,
                                           const MusterSeat *viewer);
char         *muster_state_get_status     (MusterState  *self);
GPtrArray    *muster_state_get_tracks     (MusterState  *self);
GPtrArray    *muster_state_get_decks      (MusterState  *self);
/* The deck @id (borrowed), or NULL. */
MusterDeck   *muster_state_find_deck      (MusterState  *self,
                                           const char   *id);
const char   *muster_state_get_acting_side (MusterState *self);
gboolean      muster_state_is_over        (MusterState  *self);
/* Whether games of this system end at all (a free-form table does not). */
gboolean      muster_state_can_end        (MusterState  *self);
/* A new array (never NULL) of GStrv: action id, then arguments. */
GPtrArray    *muster_state_get_corrections (MusterState *self);
/* The decision the game waits for (free it), or NULL. */
MusterPending *muster_state_get_pending   (MusterState  *self);
/* Argument lists (GStrv) worth trying for @action now, not all of them
 * accepted: what muster_state_list_candidates() checks. Cheap; for random
 * players that try them until one is accepted. Never NULL. */
GPtrArray    *muster_state_propose        (MusterState *self,
                                           const char  *action);
/* Argument lists (GStrv) for @action that the engine accepts now, without
 * an override (with one, when @override: those that need it too); not
 * necessarily every one, but enough to play any game to its end. Never
 * NULL. */
GPtrArray    *muster_state_list_candidates (MusterState *self,
                                            const char  *action,
                                            gboolean     override);
/* What @action with @args would do: legal or not and why, every roll with
 * its modifiers and exact distribution, and the outcomes of the whole
 * sequence. Rolls nothing. */
MusterPreview *muster_state_preview       (MusterState        *self,
                                           const char         *action,
                                           const char * const *args);
/* MusterSheet* for @viewer; never NULL. */
GPtrArray    *muster_state_get_sheets     (MusterState      *self,
                                           const MusterSeat *viewer);
/* What the next session takes from this one, under @node; FALSE when the
 * system carries nothing. */
gboolean      muster_state_write_carry    (MusterState  *self,
                                           xmlNode      *node);
/* The end-of-turn steps (MusterTurnStep*), possibly none; never NULL. */
GPtrArray    *muster_state_get_end_turn_steps (MusterState *self);
/* The board check (MusterCheckLine*), possibly none; never NULL. */
GPtrArray    *muster_state_get_board_check (MusterState *self);
/* The label people read for the value @value of deck @deck's cards, and
 * in @side (may be NULL) the side it belongs to or NULL. */
const char   *muster_state_card_value_label (MusterState  *self,
                                             const char   *deck,
                                             const char   *value,
                                             const char  **side);
/* The name of a seat the game itself keeps (borrowed), or NULL. */
const char   *muster_state_get_owner_name  (MusterState  *self,
                                            const char   *id);
/* Where @piece stands now (a place id, borrowed), or NULL. */
const char   *muster_state_get_piece_place (MusterState *self,
                                            const char  *piece);
/* TRUE when the state keeps its invariants (or the system checks none). */
gboolean      muster_state_check_invariants (MusterState *self,
                                             GError     **error);

G_END_DECLS
