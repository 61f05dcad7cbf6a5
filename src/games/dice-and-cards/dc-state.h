/* dc-state.h: the state of a Dice & Cards table: named tracks, decks of
 * custom cards, named dice pools and notes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define DC_TYPE_STATE (dc_state_get_type ())
G_DECLARE_FINAL_TYPE (DcState, dc_state, DC, STATE, MusterState)

DcState    *dc_state_new        (void);
/* Set-up, used when building a scenario. */
void        dc_state_add_track  (DcState       *self,
                                 MusterTrack   *track);
void        dc_state_add_deck   (DcState       *self,
                                 MusterCardSet *cards);
void        dc_state_add_pool   (DcState       *self,
                                 const char    *name,
                                 const char    *expr);
/* Pools as name/expression pairs (borrowed strings). */
guint       dc_state_get_n_pools (DcState      *self);
const char *dc_state_get_pool_name (DcState    *self,
                                    guint       i);
const char *dc_state_get_pool_expr (DcState    *self,
                                    guint       i);
/* The last roll made, as text, or NULL. */
const char *dc_state_get_last_roll (DcState    *self);
/* Notes added with the “note” action, oldest first. */
guint        dc_state_get_n_notes (DcState   *self);
const char  *dc_state_get_note    (DcState   *self,
                                   guint      i);

G_END_DECLS
