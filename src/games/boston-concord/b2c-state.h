/* b2c-state.h: the state of a game of Revolution Road: From Boston to Concord
 * (system id “boston-concord”), a MusterState driven through MusterSession.
 *
 * Scenarios: two-player (15.1), solitaire (15.2), vs-patriot-bot (15.3),
 * vs-british-bot (15.4). Sides: british, patriot. The action vocabulary is in
 * docs/boston-concord.md; read-only access for the UI is in b2c-view.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"

G_BEGIN_DECLS

#define B2C_TYPE_STATE (b2c_state_get_type ())
G_DECLARE_FINAL_TYPE (B2cState, b2c_state, B2C, STATE, MusterState)


/* Test and table-reconciliation helpers. They change the state directly,
 * outside the log, so only tests use them: a real game changes only through
 * actions. */
/* Puts a counter in a region (or “off” to take it off the map), with its
 * face and markers as given. */
gboolean b2c_state_debug_place  (B2cState    *self,
                                 const char  *unit,
                                 const char  *region,
                                 gboolean     flipped,
                                 guint32      markers,
                                 GError     **error);
/* Sets a militia's revealed strength (-1: hidden again). */
gboolean b2c_state_debug_strength (B2cState  *self,
                                   const char *unit,
                                   int         strength,
                                   GError    **error);
/* Sets the turn, phase and both action tracks as if a card had been drawn:
 * actions start with @first. */
void     b2c_state_debug_turn   (B2cState    *self,
                                 int          turn,
                                 int          british,
                                 int          patriot,
                                 const char  *first);
/* Sets flags: “shot-heard”, “concord-entered”, “percy-awarded”. */
void     b2c_state_debug_flag   (B2cState    *self,
                                 const char  *flag,
                                 gboolean     value);
/* Takes every counter off the map and clears every marker, for tests that
 * build a position from nothing. */
void     b2c_state_debug_clear  (B2cState    *self);
/* Sets a region's markers: gather (0 none, 1 gather, 2 muster), Hidden
 * Arms (-1 none, 0-5), searched. */
gboolean b2c_state_debug_region (B2cState    *self,
                                 const char  *region,
                                 int          gather,
                                 int          ha,
                                 gboolean     searched,
                                 GError     **error);
/* Sets VP and reserves. */
void     b2c_state_debug_tracks (B2cState    *self,
                                 int          vp_british,
                                 int          vp_patriot,
                                 int          reserve_british,
                                 int          reserve_patriot);

G_END_DECLS
