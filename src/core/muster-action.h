/* muster-action.h: what a game system tells the UI and the CLI about one
 * action: its name, its arguments, its rule, and whether it is legal now.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  MUSTER_PARAM_TEXT,     /* free text */
  MUSTER_PARAM_NUMBER,   /* a whole number between min and max */
  MUSTER_PARAM_CHOICE,   /* one of choices */
  MUSTER_PARAM_DICE,     /* a dice expression */
} MusterParamKind;

typedef struct
{
  char            *name;     /* shown in usage: “REGION” */
  char            *label;    /* shown in forms: “Region” */
  MusterParamKind  kind;
  GStrv            choices;  /* ids for CHOICE */
  GStrv            choice_labels; /* optional labels, same length as choices */
  int              min;
  int              max;
  gboolean         optional;
  gboolean         repeated; /* takes one or more values */
} MusterParam;

typedef struct
{
  char      *id;        /* “attack”, used by muster-cli do */
  char      *label;     /* “Attack” */
  char      *section;   /* rule section that governs it, “6.1”, or NULL */
  char      *side;      /* who may take it now, or NULL for anyone */
  char      *summary;   /* one line in our words */
  GPtrArray *params;    /* MusterParam* */
  gboolean   legal;     /* legal now (with some arguments) */
  gboolean   uncertain; /* legal only by an override of reconstructed data */
  char      *reason;    /* when not legal: why, naming the rule section */
} MusterActionInfo;

#define MUSTER_TYPE_ACTION_INFO (muster_action_info_get_type ())
GType             muster_action_info_get_type (void) G_GNUC_CONST;
MusterActionInfo *muster_action_info_new     (const char             *id,
                                              const char             *label,
                                              const char             *section);
MusterActionInfo *muster_action_info_copy    (const MusterActionInfo *info);
void              muster_action_info_free    (MusterActionInfo       *info);
/* Adds a parameter and returns it for further filling. */
MusterParam      *muster_action_info_add_param (MusterActionInfo     *info,
                                                const char           *name,
                                                const char           *label,
                                                MusterParamKind       kind);
void              muster_action_info_set_illegal (MusterActionInfo   *info,
                                                  const char         *format,
                                                  ...) G_GNUC_PRINTF (2, 3);
/* “attack FROM TO UNIT...”, with optional arguments in brackets. */
char             *muster_action_info_get_usage (const MusterActionInfo *info);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterActionInfo, muster_action_info_free)

G_END_DECLS

G_BEGIN_DECLS

/* Argument helpers for systems. Errors are MUSTER_ERROR_INVALID_ARGS. */
guint    muster_args_count       (const char * const *args);
gboolean muster_args_check_count (const char * const *args,
                                  guint               min,
                                  guint               max,
                                  const char         *usage,
                                  GError            **error);
gboolean muster_args_parse_int   (const char         *arg,
                                  const char         *what,
                                  int                 min,
                                  int                 max,
                                  int                *out,
                                  GError            **error);

G_END_DECLS
