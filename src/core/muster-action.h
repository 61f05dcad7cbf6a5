/* muster-action.h: what a game system tells the UI and the CLI about one
 * action: its name, its arguments, its rule, and whether it is legal now.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* What an action is, for the UI to place it: the game's own actions, the
 * steps of its procedure, answers to a pending decision, corrections of
 * reconstructed data or of the board, and the set-up. */
typedef enum
{
  MUSTER_ACTION_PLAY,
  MUSTER_ACTION_STEP,
  MUSTER_ACTION_ANSWER,
  MUSTER_ACTION_CORRECTION,
  MUSTER_ACTION_SETUP,
} MusterActionKind;

typedef enum
{
  MUSTER_PARAM_TEXT,       /* free text */
  MUSTER_PARAM_NUMBER,     /* a whole number between min and max */
  MUSTER_PARAM_CHOICE,     /* one of choices (words of the rules: “place”, “remove”) */
  MUSTER_PARAM_DICE,       /* a dice expression */
  MUSTER_PARAM_PLACE,      /* a region, box or area, one of choices */
  MUSTER_PARAM_PIECE,      /* a counter, unit, figure or character, one of choices */
  MUSTER_PARAM_CARD,       /* a card of the pile named in pile, one of choices */
  MUSTER_PARAM_SEAT,       /* a seat at the table (or a side), one of choices */
  MUSTER_PARAM_FLAG,       /* yes or no: present (its name, one of choices) or absent */
  MUSTER_PARAM_LENGTH,     /* a length measured on the table, in unit, min to max */
  MUSTER_PARAM_ALLOCATION, /* total points or hits spread over pieces (choices), at most
                            * per_item on one; written as the piece once for each point */
} MusterParamKind;

typedef struct
{
  char            *name;     /* shown in usage: “REGION” */
  char            *label;    /* shown in forms: “Region” */
  MusterParamKind  kind;
  GStrv            choices;  /* ids for CHOICE, PLACE, PIECE, CARD, SEAT, ALLOCATION */
  GStrv            choice_labels; /* the names players read, same length as choices */
  int              min;
  int              max;
  gboolean         optional;
  gboolean         repeated; /* takes one or more values */
  char            *pile;     /* CARD: the pile the card comes from (“hand”) */
  char            *unit;     /* LENGTH: “in” */
  int              total;    /* ALLOCATION: how many to spread (0: any) */
  int              per_item; /* ALLOCATION: at most this many on one piece (0: no cap) */
  char            *key;      /* keyed: written “key=value” after the positional arguments, in
                              * any order; NULL for a positional parameter */
} MusterParam;

typedef struct
{
  char      *id;        /* “attack”, used by muster-cli do */
  char      *label;     /* “Attack” */
  char      *section;   /* rule section that governs it, “6.1”, or NULL */
  char      *side;      /* who may take it now, or NULL for anyone */
  char      *summary;   /* one line in our words */
  MusterActionKind kind;
  GPtrArray *params;    /* MusterParam* */
  gboolean   legal;     /* legal now (with some arguments) */
  gboolean   uncertain; /* legal only by an override of reconstructed data */
  char      *reason;    /* when not legal: why, naming the rule section */
  gboolean   previews;  /* muster_state_preview() shows its rolls and odds */
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
/* The keyed parameter @arg (“models=12”) gives a value to, with the value
 * in *@value; NULL when @arg is not one. */
const MusterParam *muster_action_info_keyed_param (const MusterActionInfo *info,
                                                   const char             *arg,
                                                   const char            **value);
/* @arg in words when it is a keyed argument of @info (“Models: 12”), else
 * NULL. */
char             *muster_action_info_describe_keyed (const MusterActionInfo *info,
                                                     const char             *arg);
/* Whether the action can be taken with no argument (all optional). */
gboolean          muster_action_info_needs_nothing (const MusterActionInfo *info);
/* The parameter named @name, or NULL. */
MusterParam      *muster_action_info_find_param (const MusterActionInfo *info,
                                                 const char             *name);
/* The label players read for choice @id of @param (its id when it has
 * none). */
const char       *muster_param_choice_label (const MusterParam     *param,
                                            const char            *id);
/* Replaces @param's choices and their labels (either may be NULL), taking
 * both vectors. */
void              muster_param_take_choices (MusterParam           *param,
                                            char                 **choices,
                                            char                 **labels);
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
/* Every argument is UTF-8 text a saved file can hold: no control
 * characters but tab and line breaks. */
gboolean muster_args_check_text  (const char * const *args,
                                  GError            **error);
gboolean muster_args_parse_int   (const char         *arg,
                                  const char         *what,
                                  int                 min,
                                  int                 max,
                                  int                *out,
                                  GError            **error);

G_END_DECLS
