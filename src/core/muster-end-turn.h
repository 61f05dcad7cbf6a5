/* muster-end-turn.h: the end of a turn, for people.
 *
 * Every system with turns ends one with its “end-turn” action, which plays
 * a procedure the rulebook lists step by step. The state names those steps
 * in order, each with its section and how far it has gone: not yet begun,
 * under way (the game waits for the players' decision in it), or done. The
 * board check says where every counter and marker should be now, place by
 * place, to set the table right after the steps; it names places and
 * pieces, never their ids.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The action that ends a turn, in every system that has turns. */
#define MUSTER_END_TURN_ACTION "end-turn"

typedef enum
{
  MUSTER_STEP_TO_DO,      /* not begun */
  MUSTER_STEP_UNDER_WAY,  /* begun: a decision in it waits for the players */
  MUSTER_STEP_DONE,
} MusterStepStatus;

typedef struct
{
  char             *text;     /* what the step does, a full sentence */
  char             *section;  /* the rule it follows */
  MusterStepStatus  status;
} MusterTurnStep;

MusterTurnStep  *muster_turn_step_new  (const char       *text,
                                        const char       *section,
                                        MusterStepStatus  status);
void             muster_turn_step_free (MusterTurnStep   *step);
/* A new array that frees its MusterTurnStep*. */
GPtrArray       *muster_turn_steps_new (void);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterTurnStep, muster_turn_step_free)

typedef struct
{
  char *place;     /* “Lexington”, “Not yet in play”, or NULL for the table as a whole */
  char *contents;  /* what lies there, in words */
} MusterCheckLine;

MusterCheckLine *muster_check_line_new   (const char            *place,
                                          const char            *contents);
void             muster_check_line_free  (MusterCheckLine       *line);
/* A new array that frees its MusterCheckLine*. */
GPtrArray       *muster_check_lines_new  (void);
gboolean         muster_check_line_equal (const MusterCheckLine *a,
                                          const MusterCheckLine *b);
/* The lines as text, one a line: “Lexington: Muster marker; …”. */
char            *muster_check_lines_to_text (GPtrArray          *lines);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterCheckLine, muster_check_line_free)

G_END_DECLS
