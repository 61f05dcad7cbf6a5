/* muster-preview.h: what an action would do, before anyone throws a die.
 *
 * For an action and its arguments the engine says whether it is legal now
 * (and if not, why, with the section), and describes every roll it would
 * make: who rolls, how many dice, what hits, each modifier with its size,
 * reason and section (and whether it rests on reconstructed data), and the
 * exact distribution of the result. Results that follow from several steps
 * (a hit taken first, then the dice; a fire test after the hits; rounds of
 * an assault) are listed as outcomes with their probabilities, so a
 * calculator can show the whole sequence, not only the first throw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "muster-odds.h"

G_BEGIN_DECLS

typedef struct
{
  int       delta;          /* to the dice, the target or the value, as the text says */
  char     *why;            /* in words */
  char     *section;        /* the rule, or NULL */
  gboolean  reconstructed;  /* rests on reconstructed data (GAMES.md) */
} MusterModifier;

typedef struct
{
  char       *side;         /* who rolls (a side or seat id), or NULL */
  char       *label;        /* “Patriot volley into Mystic Beach” */
  guint       n_dice;       /* after the modifiers */
  guint       sides;        /* 6, 10 */
  char       *hits_on;      /* “5-6”, “at or under 4”, or NULL */
  GPtrArray  *modifiers;    /* MusterModifier* in the order applied */
  MusterDist *dist;         /* exact distribution of the result (hits) */
  gboolean    hidden;       /* mixes over something not yet known (hidden militia) */
} MusterRollPreview;

typedef struct
{
  char       *label;        /* “The attackers fall back”, “Hits on the British” */
  double      probability;  /* of the event, or -1 when dist says it */
  MusterDist *dist;         /* a distribution, or NULL */
} MusterPreviewOutcome;

typedef struct
{
  gboolean    legal;
  gboolean    uncertain;    /* legal only by overriding a reconstructed check */
  char       *reason;       /* when not legal: why, naming the section */
  GPtrArray  *rolls;        /* MusterRollPreview*, in the order they come */
  GPtrArray  *outcomes;     /* MusterPreviewOutcome*, the whole sequence */
} MusterPreview;

#define MUSTER_TYPE_PREVIEW (muster_preview_get_type ())
GType              muster_preview_get_type   (void) G_GNUC_CONST;
MusterPreview     *muster_preview_new        (void);
MusterPreview     *muster_preview_copy       (const MusterPreview *preview);
void               muster_preview_free       (MusterPreview       *preview);
/* Marks it refused for @error (ILLEGAL or UNCERTAIN). */
void               muster_preview_refuse     (MusterPreview       *preview,
                                              const GError        *error);
/* Adds a roll of @n_dice d@sides and returns it for its modifiers; @dist
 * is taken (it may be NULL and set later). */
MusterRollPreview *muster_preview_add_roll   (MusterPreview       *preview,
                                              const char          *side,
                                              const char          *label,
                                              guint                n_dice,
                                              guint                sides,
                                              const char          *hits_on,
                                              MusterDist          *dist);
void               muster_roll_add_modifier  (MusterRollPreview   *roll,
                                              int                  delta,
                                              const char          *why,
                                              const char          *section,
                                              gboolean             reconstructed);
/* Adds an outcome of the whole sequence: an event with its probability, or
 * a distribution (@dist taken; @probability then -1). */
void               muster_preview_add_outcome (MusterPreview      *preview,
                                               const char         *label,
                                               double              probability,
                                               MusterDist         *dist);
/* The probability of the outcome labelled @label, or -1. */
double             muster_preview_get_probability (const MusterPreview *preview,
                                                   const char          *label);
/* The preview in a few lines for a terminal (muster-cli preview). */
char              *muster_preview_to_text    (const MusterPreview *preview);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterPreview, muster_preview_free)

G_END_DECLS
