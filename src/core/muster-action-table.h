/* muster-action-table.h: a system's actions, said once as data.
 *
 * A system lists its actions in a static table of MusterActionDef: id,
 * label, section, summary, kind and parameters, and the function that
 * applies each one. The core turns the table into the action listing of
 * muster_state_list_actions() (asking the system's gate whether each is
 * open now and to whom, and its fill_param for the choices of places,
 * pieces, cards and seats with their names) and dispatches
 * muster_state_apply() to the action's function. No system writes its own
 * listing or compares action ids to dispatch.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-action.h"
#include "muster-chance.h"
#include "muster-entry.h"
#include "muster-preview.h"

G_BEGIN_DECLS

typedef struct _MusterState MusterState;
typedef struct _MusterActionDef MusterActionDef;

typedef enum
{
  MUSTER_PARAM_REQUIRED = 0,
  MUSTER_PARAM_OPTIONAL = 1 << 0,
  MUSTER_PARAM_REPEATED = 1 << 1,
  /* Optional, written NAME=VALUE (the name in lower case) after the
   * positional arguments, in any order: what the players measured or
   * counted (“models=12”). */
  MUSTER_PARAM_KEYED    = 1 << 2,
} MusterParamFlags;

typedef struct
{
  const char       *name;   /* in usage: “REGION” */
  const char       *label;  /* N_(“Region”) */
  MusterParamKind   kind;
  MusterParamFlags  flags;
  /* CHOICE: its ids, “place/remove”; NUMBER and LENGTH: “MIN..MAX”;
   * CARD: the pile; FLAG: the word that sets it. */
  const char       *extra;
} MusterParamDef;

typedef gboolean    (*MusterApplyFunc)      (MusterState            *state,
                                             const MusterActionDef  *def,
                                             MusterEntry            *entry,
                                             MusterChance           *chance,
                                             GError                **error);
typedef GPtrArray  *(*MusterCandidatesFunc) (MusterState            *state,
                                             const MusterActionDef  *def);
typedef gboolean    (*MusterPrecheckFunc)   (MusterState            *state,
                                             const MusterActionDef  *def,
                                             const char * const     *args,
                                             gboolean                override,
                                             GError                **error);
typedef void        (*MusterPreviewFunc)    (MusterState            *state,
                                             const MusterActionDef  *def,
                                             const char * const     *args,
                                             MusterPreview          *preview);

struct _MusterActionDef
{
  const char            *id;
  const char            *label;     /* N_() */
  const char            *section;
  const char            *summary;   /* N_(), one line in our words */
  MusterActionKind       kind;
  const MusterParamDef  *params;    /* ends with a { NULL } entry; NULL for none */
  MusterApplyFunc        apply;
  /* Argument lists to try (muster_state_list_candidates() keeps those the
   * engine accepts); NULL: every combination of the parameters' choices. */
  MusterCandidatesFunc   candidates;
  /* Fills a preview (legality is already in it); NULL: legality only. */
  MusterPreviewFunc      preview;
  /* The system's own: the decision it answers, a sub-kind... */
  gintptr                tag;
  /* Optional, for callers that try many argument lists and read only
   * whether each is refused (the random playouts): a look at @args that
   * changes nothing and draws no chance. FALSE (with an error, which
   * nobody reads) only when applying them, with @override as the entry's,
   * is sure to be refused before the action draws any chance; TRUE when
   * it may apply, or when unsure. Spares the copy of the state that
   * muster_state_apply() needs for an attempt. */
  MusterPrecheckFunc     precheck;
};

/* Parameters in a table: MUSTER_PARAMS ({ "REGION", N_("Region"), MUSTER_PARAM_PLACE }, ...) */
#define MUSTER_PARAMS(...) ((const MusterParamDef[]) { __VA_ARGS__, { NULL, NULL, 0, 0, NULL } })

typedef struct
{
  const MusterActionDef *defs;
  guint                  n_defs;
  /* Is @def open now, and to whom? Sets *side (a static or state-owned side
   * id, or NULL for anyone) and returns FALSE with MUSTER_ERROR_ILLEGAL,
   * or MUSTER_ERROR_UNCERTAIN when only an override of reconstructed data
   * would open it, the message naming the section. Required. */
  gboolean (*gate)       (MusterState            *state,
                          const MusterActionDef  *def,
                          const char            **side,
                          GError                **error);
  /* Fills the choices (with the names players read) of a PLACE, PIECE,
   * CARD, SEAT or ALLOCATION parameter, and the labels of a CHOICE, for
   * @side. Optional. */
  void     (*fill_param) (MusterState            *state,
                          const MusterActionDef  *def,
                          const char             *side,
                          MusterParam            *param);
  /* Run before and after every action's apply: who acts, what a procedure
   * does next. Optional; without begin, the gate's answer holds for the
   * action itself (an uncertain one only with the entry's override). */
  gboolean (*begin)      (MusterState            *state,
                          const MusterActionDef  *def,
                          MusterEntry            *entry,
                          MusterChance           *chance,
                          GError                **error);
  gboolean (*finish)     (MusterState            *state,
                          const MusterActionDef  *def,
                          MusterEntry            *entry,
                          MusterChance           *chance,
                          GError                **error);
} MusterActionTable;

/* Candidates: a new array of argument lists (GStrv), and one more list
 * added from words ending with NULL (none: an empty list). */
GPtrArray             *muster_tries_new           (void);
void                   muster_tries_add           (GPtrArray               *tries,
                                                   const char              *first,
                                                   ...) G_GNUC_NULL_TERMINATED;

/* The definition of @id in @table, or NULL. */
const MusterActionDef *muster_action_table_find   (const MusterActionTable *table,
                                                   const char              *id);
/* The listing of every action (MusterActionInfo*), as
 * muster_state_list_actions() returns it. */
GPtrArray             *muster_action_table_list   (const MusterActionTable *table,
                                                   MusterState             *state);
/* Applies the entry's action: begin (or the gate), apply, finish. */
gboolean               muster_action_table_apply  (const MusterActionTable *table,
                                                   MusterState             *state,
                                                   MusterEntry             *entry,
                                                   MusterChance            *chance,
                                                   GError                 **error);
/* The info of one action, built as in the listing. */
MusterActionInfo      *muster_action_table_info   (const MusterActionTable *table,
                                                   MusterState             *state,
                                                   const MusterActionDef   *def);
/* The same without its parameters (muster_state_find_action_brief()). */
MusterActionInfo      *muster_action_table_brief  (const MusterActionTable *table,
                                                   MusterState             *state,
                                                   const MusterActionDef   *def);

G_END_DECLS
