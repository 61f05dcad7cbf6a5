/* muster-dice.h: dice expressions such as “d6”, “4d6”, “2d10+1” or “d6+d4-1”.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "muster-chance.h"

G_BEGIN_DECLS

#define MUSTER_DICE_MAX_COUNT 1000
#define MUSTER_DICE_MAX_SIDES 1000
#define MUSTER_DICE_MAX_TERMS 16

typedef struct
{
  int   sign;    /* +1 or -1 */
  guint count;
  guint sides;
} MusterDiceTerm;

typedef struct _MusterDiceExpr MusterDiceExpr;

#define MUSTER_TYPE_DICE_EXPR (muster_dice_expr_get_type ())
GType           muster_dice_expr_get_type    (void) G_GNUC_CONST;
MusterDiceExpr *muster_dice_expr_parse       (const char           *text,
                                              GError              **error);
MusterDiceExpr *muster_dice_expr_ref         (MusterDiceExpr       *expr);
void            muster_dice_expr_unref       (MusterDiceExpr       *expr);
/* The canonical form: “4d6+1”. */
char           *muster_dice_expr_to_string   (const MusterDiceExpr *expr);
guint           muster_dice_expr_get_n_terms (const MusterDiceExpr *expr);
const MusterDiceTerm *muster_dice_expr_get_term (const MusterDiceExpr *expr,
                                                 guint                 i);
int             muster_dice_expr_get_modifier (const MusterDiceExpr *expr);
guint           muster_dice_expr_get_n_dice  (const MusterDiceExpr *expr);
int             muster_dice_expr_get_min     (const MusterDiceExpr *expr);
int             muster_dice_expr_get_max     (const MusterDiceExpr *expr);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterDiceExpr, muster_dice_expr_unref)

/* A thrown expression: every die kept, not only the total. */
typedef struct
{
  MusterDiceExpr *expr;
  GArray         *values;  /* guint, every die in term order */
  GArray         *sides;   /* guint, the faces of each die */
  GArray         *signs;   /* int, the sign of each die's term */
  int             total;
} MusterDiceRoll;

#define MUSTER_TYPE_DICE_ROLL (muster_dice_roll_get_type ())
GType           muster_dice_roll_get_type    (void) G_GNUC_CONST;
MusterDiceRoll *muster_dice_roll_copy        (const MusterDiceRoll *roll);
void            muster_dice_roll_free        (MusterDiceRoll       *roll);
MusterDiceRoll *muster_dice_roll             (MusterDiceExpr       *expr,
                                              MusterChance         *chance,
                                              const char           *side,
                                              const char           *purpose,
                                              GError              **error);
/* “4d6: 3 5 1 6 = 15”. */
char           *muster_dice_roll_to_string   (const MusterDiceRoll *roll);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterDiceRoll, muster_dice_roll_free)

G_END_DECLS
