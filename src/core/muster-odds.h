/* muster-odds.h: exact probability distributions for dice, so every combat
 * calculator can show the odds before the dice are thrown.
 *
 * A MusterDist is a distribution over the integers lo..lo+len-1, held as
 * exact doubles. Hits for N dice that hit on a range of faces are binomial;
 * sums, differences and comparisons combine distributions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "muster-dice.h"

G_BEGIN_DECLS

typedef struct _MusterDist MusterDist;

#define MUSTER_TYPE_DIST (muster_dist_get_type ())
GType       muster_dist_get_type      (void) G_GNUC_CONST;
MusterDist *muster_dist_ref           (MusterDist       *dist);
void        muster_dist_unref         (MusterDist       *dist);

/* Certain value. */
MusterDist *muster_dist_new_point     (int               value);
/* P(lo + i) = p[i] for i < len, as computed elsewhere (a Markov chain's
 * end states); an empty one is certain lo. */
MusterDist *muster_dist_new_from_probs (int           lo,
                                        const double *p,
                                        guint         len);
/* One fair die: 1..sides. */
MusterDist *muster_dist_new_die       (guint             sides);
/* Hits from @n_dice dice of @sides faces, each hitting when its face lies in
 * hit_min..hit_max. “Hit on k or more” is (k, sides); “k or less” is (1, k). */
MusterDist *muster_dist_new_hits      (guint             n_dice,
                                       guint             sides,
                                       guint             hit_min,
                                       guint             hit_max);
/* The total of a dice expression. */
MusterDist *muster_dist_new_for_expr  (const MusterDiceExpr *expr);

/* The distribution of A + B and A - B for independent A and B. */
MusterDist *muster_dist_add           (const MusterDist *a,
                                       const MusterDist *b);
MusterDist *muster_dist_sub           (const MusterDist *a,
                                       const MusterDist *b);
/* min(X, cap) and max(X, floor): hits beyond what a target can take. */
MusterDist *muster_dist_clamp         (const MusterDist *a,
                                       int               floor,
                                       int               cap);
/* The mixture sum(w_i * D_i); weights are normalised. */
MusterDist *muster_dist_mix           (MusterDist      **dists,
                                       const double     *weights,
                                       guint             n);

int         muster_dist_get_min       (const MusterDist *dist);
int         muster_dist_get_max       (const MusterDist *dist);
double      muster_dist_prob          (const MusterDist *dist,
                                       int               value);
double      muster_dist_prob_at_least (const MusterDist *dist,
                                       int               value);
double      muster_dist_prob_at_most  (const MusterDist *dist,
                                       int               value);
double      muster_dist_mean          (const MusterDist *dist);
double      muster_dist_variance      (const MusterDist *dist);

/* P(A < B), P(A = B), P(A > B) for independent A and B. */
void        muster_dist_compare       (const MusterDist *a,
                                       const MusterDist *b,
                                       double           *p_less,
                                       double           *p_equal,
                                       double           *p_greater);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterDist, muster_dist_unref)

G_END_DECLS
