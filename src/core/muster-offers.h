/* muster-offers.h: what a selection on the table makes possible, for any
 * system: the legal actions that start from a place (and go to a target,
 * and use the pieces picked), with their arguments filled in.
 *
 * The engine proposes argument lists for each action
 * (muster_state_propose); an offer is one that touches the selected place
 * (and the target, when one is chosen), with the picked pieces put in
 * place of the proposal's pieces that stand there, and that
 * muster_state_check() accepts, or accepts only past a check on
 * reconstructed data (then it is marked uncertain). A piece touches the
 * place it stands on (the system's get_piece_place); in a system without
 * places, a piece is its own place, so the selection may be a unit and the
 * target an enemy unit. Corrections and
 * actions without arguments are never offered. No rules here: what is
 * legal is the engine's to say.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-state.h"

G_BEGIN_DECLS

typedef struct
{
  char     *action;    /* “march” */
  char     *label;     /* “Move: March” */
  char     *section;   /* “6.4.2”, or NULL */
  GStrv     args;
  char     *text;      /* the arguments in words: “Lexington → Lincoln · Regular 1” */
  gboolean  uncertain; /* legal only past a check on reconstructed data */
} MusterOffer;

void         muster_offer_free             (MusterOffer        *offer);
MusterOffer *muster_offer_copy             (const MusterOffer  *offer);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterOffer, muster_offer_free)

/* The offers of a selection: from @place, to @target (NULL: anywhere),
 * using @pieces (NULL or empty: those the engine proposes), of the action
 * @only_action (NULL: any). At most @max: the answers to the decision
 * that waits first, then those that end in the target. A new array of
 * MusterOffer*; empty without a place. */
GPtrArray   *muster_offers_for_selection   (MusterState        *state,
                                            const char         *place,
                                            const char         *target,
                                            const char * const *pieces,
                                            const char         *only_action,
                                            guint               max);
/* The accepted argument lists of @action now, at most @max, as offers. */
GPtrArray   *muster_offers_for_action      (MusterState        *state,
                                            const char         *action,
                                            guint               max);
/* The places a legal use of @action touches now (a new NULL-terminated
 * array), or NULL when none does. */
GStrv        muster_offers_reach           (MusterState        *state,
                                            const char         *action);
/* @args of @action in words: its words, then its places joined by “→”,
 * then its pieces (four at most, and how many more). */
char        *muster_offers_describe_args   (MusterState        *state,
                                            const char         *action,
                                            const char * const *args);

G_END_DECLS
