/* muster-pending.h: a decision the game waits for.
 *
 * While a procedure waits for a player (which counter takes the hit, retreat
 * or stand, which card to play), the state says so in one shape for every
 * system: who must answer, under which rule, in a sentence for people, how
 * many items the answer names, the actions that answer it and, where the
 * engine can tell, argument lists it suggests (each one it would accept).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct
{
  char      *action;    /* the answer action */
  GStrv      args;      /* its arguments */
  char      *label;     /* in words: “Minutemen 4 takes the hit” */
} MusterSuggestion;

typedef struct
{
  char      *side;      /* the side (or seat) who answers, or NULL for anyone */
  char      *rule;      /* the section that asks */
  char      *text;      /* the question in words, a full sentence */
  char      *place;     /* the place concerned, or NULL */
  guint      count;     /* how many items the answer names (hits to take), or 0 */
  GStrv      actions;   /* the action ids that answer it */
  GStrv      items;     /* the pieces or places the answer may name */
  GStrv      item_labels; /* their names, same length as items */
  GPtrArray *suggestions; /* MusterSuggestion* */
} MusterPending;

#define MUSTER_TYPE_PENDING (muster_pending_get_type ())
GType          muster_pending_get_type  (void) G_GNUC_CONST;
MusterPending *muster_pending_new       (const char          *side,
                                         const char          *rule,
                                         const char          *text);
MusterPending *muster_pending_copy      (const MusterPending *pending);
void           muster_pending_free      (MusterPending       *pending);
/* Adds an answer action. */
void           muster_pending_add_action (MusterPending      *pending,
                                          const char         *action);
/* Adds an item the answer may name, with its name for people. */
void           muster_pending_add_item  (MusterPending       *pending,
                                         const char          *id,
                                         const char          *label);
/* Adds a suggested answer. */
void           muster_pending_suggest   (MusterPending       *pending,
                                         const char          *action,
                                         const char * const  *args,
                                         const char          *label);
/* Does @action answer it? */
gboolean       muster_pending_answers   (const MusterPending *pending,
                                         const char          *action);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterPending, muster_pending_free)

G_END_DECLS
