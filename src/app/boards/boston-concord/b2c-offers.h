/* b2c-offers.h: the actions a selection on the map makes possible, with
 * their arguments filled in.
 *
 * The engine proposes candidate arguments for each action
 * (muster_state_propose); an offer is a candidate that touches the selected
 * region (and the target, when one is chosen), with the selected counters
 * put in place of the candidate's, and that muster_state_check() accepts
 * (or accepts only past a reconstructed-data check: then it is marked
 * uncertain). No GTK here: the board shows offers, tests can count them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "boston-concord/b2c-view.h"

G_BEGIN_DECLS

typedef struct
{
  char     *action;    /* “march” */
  char     *label;     /* “Move: March” */
  char     *section;   /* “6.4.2” */
  GStrv     args;
  char     *text;      /* the arguments in words */
  gboolean  uncertain; /* legal only past a check on reconstructed data */
} B2cOffer;

void       b2c_offer_free          (B2cOffer           *offer);
B2cOffer  *b2c_offer_copy          (const B2cOffer     *offer);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (B2cOffer, b2c_offer_free)

/* The legal actions that start from @source (a region index), go to
 * @target (-1: anywhere) and, when @units (roster indices) is not empty,
 * move or use those counters. @only_action limits them to one action.
 * Corrections and actions without arguments are not offered. At most @max
 * offers, those ending in the target first. A new array of B2cOffer*. */
GPtrArray *b2c_offers_for_selection (B2cState          *state,
                                     int                source,
                                     int                target,
                                     GArray            *units,
                                     const char        *only_action,
                                     guint              max);
/* The legal argument lists of @action now, at most @max. */
GPtrArray *b2c_offers_for_action   (B2cState           *state,
                                    const char         *action,
                                    guint               max);
/* One gboolean per region: TRUE where a legal use of @action touches it.
 * NULL when none does. */
gboolean  *b2c_offers_reach        (B2cState           *state,
                                    const char         *action);
/* The arguments in words: “Lexington → Lincoln · Regular 1, Smith”. */
char      *b2c_offer_describe_args (B2cState           *state,
                                    const char * const *args);

G_END_DECLS
