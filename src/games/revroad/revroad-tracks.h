/* revroad-tracks.h: the turn, victory point, action and reserve tracks, and
 * whose action it is.
 *
 * Both games share 2.0 and 5.1-5.2: a card sets each side's Action track
 * (0-5); the side with more actions acts first, a die settles a tie (even:
 * Patriot, odd: British); the sides alternate, and one whose track reached 0
 * sits out while the other spends what is left; the Action phase ends when
 * both tracks are at 0. Reserve Actions (0-2) carry over from turn to turn
 * and may be spent instead of an action by the side to act when it does not
 * have more actions than its opponent, or has only one action left.
 *
 * Plan and Pass differ between the games and live in each game's code.
 * RevroadTracks is plain data: copy it by assignment.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/tree.h>

#include "muster-core.h"
#include "revroad-types.h"

G_BEGIN_DECLS

#define REVROAD_MAX_ACTIONS 5
#define REVROAD_MAX_RESERVE 2

typedef struct
{
  int         turn;
  int         first_turn;
  int         last_turn;
  int         vp[REVROAD_N_SIDES];
  int         actions[REVROAD_N_SIDES];  /* left this turn */
  int         dealt[REVROAD_N_SIDES];    /* set by this turn's card */
  int         reserve[REVROAD_N_SIDES];
  RevroadSide acting;                    /* whose action, or REVROAD_NO_SIDE */
  RevroadSide first;                     /* who acted first this turn */
  gboolean    reserve_armed;             /* the next action spends a reserve */
} RevroadTracks;

void        revroad_tracks_init            (RevroadTracks *t,
                                            int            first_turn,
                                            int            last_turn);
/* 5.1: sets both Action tracks from a card. Returns TRUE when the tracks are
 * equal and a die must decide who acts first; otherwise sets acting/first
 * to the side with more actions. */
gboolean    revroad_tracks_deal            (RevroadTracks *t,
                                            int            british,
                                            int            patriot);
/* 5.2: the die for a tie: even Patriot, odd British. Sets acting/first. */
RevroadSide revroad_tracks_first_from_die  (RevroadTracks *t,
                                            guint          die);
/* Corrects this turn's dealt actions (a card value entered late): the
 * actions left become the new value minus those already spent. */
void        revroad_tracks_redeal          (RevroadTracks *t,
                                            int            british,
                                            int            patriot);
int         revroad_tracks_spent           (const RevroadTracks *t,
                                            RevroadSide          side);
/* 5.2 Reserve Actions: may @side spend a reserve now? FALSE with the reason
 * (naming the rule) in @reason when not. */
gboolean    revroad_tracks_reserve_usable  (const RevroadTracks *t,
                                            RevroadSide          side,
                                            char               **reason);
/* Records one action by the acting side (from the track, or from the
 * reserve when reserve_armed) and hands the turn on: to the opponent if it
 * has actions left, else to the same side if it has, else to nobody. */
void        revroad_tracks_spend           (RevroadTracks *t);
/* Both Action tracks at 0: the Action phase is over. */
gboolean    revroad_tracks_phase_over      (const RevroadTracks *t);
/* Adds VP (never below 0). */
void        revroad_tracks_add_vp          (RevroadTracks *t,
                                            RevroadSide    side,
                                            int            vp);
/* Borrowed-by-the-caller MusterTrack* for MusterState.get_tracks(); the
 * array owns them. @vp_max bounds the VP tracks. */
GPtrArray  *revroad_tracks_to_muster       (const RevroadTracks *t,
                                            int                  vp_max);
void        revroad_tracks_write           (const RevroadTracks *t,
                                            xmlNode             *parent);

/* Dice helpers shared by both games. One d6 for @side, hitting on
 * hit_min..6 when hit_min > 0 (for the luck ledger). */
gboolean    revroad_roll_d6                (MusterChance *chance,
                                            RevroadSide   side,
                                            const char   *purpose,
                                            guint         hit_min,
                                            guint        *value,
                                            GError      **error);

G_END_DECLS
