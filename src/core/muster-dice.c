/* muster-dice.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-dice.h"
#include "muster-error.h"

#define MAX_MODIFIER 100000

struct _MusterDiceExpr
{
  gatomicrefcount ref_count;
  GArray         *terms;    /* MusterDiceTerm */
  int             modifier;
};

G_DEFINE_BOXED_TYPE (MusterDiceExpr, muster_dice_expr, muster_dice_expr_ref, muster_dice_expr_unref)
G_DEFINE_BOXED_TYPE (MusterDiceRoll, muster_dice_roll, muster_dice_roll_copy, muster_dice_roll_free)

MusterDiceExpr *
muster_dice_expr_ref (MusterDiceExpr *expr)
{
  g_atomic_ref_count_inc (&expr->ref_count);
  return expr;
}

void
muster_dice_expr_unref (MusterDiceExpr *expr)
{
  if (expr != NULL && g_atomic_ref_count_dec (&expr->ref_count))
    {
      g_array_unref (expr->terms);
      g_free (expr);
    }
}

static gboolean
read_number (const char **p,
             guint64      limit,
             guint64     *out)
{
  guint64 value = 0;
  const char *start = *p;

  while (g_ascii_isdigit (**p))
    {
      value = value * 10 + (guint64) (**p - '0');
      if (value > limit)
        value = limit + 1;
      (*p)++;
    }
  *out = value;
  return *p != start;
}

static void
skip_spaces (const char **p)
{
  while (**p == ' ' || **p == '\t')
    (*p)++;
}

MusterDiceExpr *
muster_dice_expr_parse (const char  *text,
                        GError     **error)
{
  g_autoptr(MusterDiceExpr) expr = NULL;
  const char *p = text;
  gint64 modifier = 0;
  guint64 total_dice = 0;
  gboolean first = TRUE;

  g_return_val_if_fail (text != NULL, NULL);

  expr = g_new0 (MusterDiceExpr, 1);
  g_atomic_ref_count_init (&expr->ref_count);
  expr->terms = g_array_new (FALSE, FALSE, sizeof (MusterDiceTerm));

  skip_spaces (&p);
  if (*p == '\0')
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                   _("The dice expression is empty; write it like “d6”, “4d6” or “2d10+1”"));
      return NULL;
    }

  while (*p != '\0')
    {
      int sign = 1;
      guint64 count = 1, sides = 0, number = 0;
      gboolean have_number;
      const char *term_start;

      skip_spaces (&p);
      if (*p == '+' || *p == '-')
        {
          sign = (*p == '-') ? -1 : 1;
          p++;
          skip_spaces (&p);
        }
      else if (!first)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                       _("Expected “+” or “-” at position %d of “%s”"),
                       (int) (p - text) + 1, text);
          return NULL;
        }

      term_start = p;
      have_number = read_number (&p, MAX_MODIFIER, &number);
      if (*p == 'd' || *p == 'D')
        {
          p++;
          if (have_number)
            count = number;
          if (*p == '%')
            {
              sides = 100;
              p++;
            }
          else if (!read_number (&p, MUSTER_DICE_MAX_SIDES, &sides))
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                           _("A number of faces must follow “d” at position %d of “%s”"),
                           (int) (p - text) + 1, text);
              return NULL;
            }
          if (count == 0 || count > MUSTER_DICE_MAX_COUNT)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                           _("Roll between 1 and %d dice at a time (in “%s”)"),
                           MUSTER_DICE_MAX_COUNT, text);
              return NULL;
            }
          if (sides < 2 || sides > MUSTER_DICE_MAX_SIDES)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                           _("Dice have between 2 and %d faces (in “%s”)"),
                           MUSTER_DICE_MAX_SIDES, text);
              return NULL;
            }
          total_dice += count;
          if (total_dice > MUSTER_DICE_MAX_COUNT || expr->terms->len >= MUSTER_DICE_MAX_TERMS)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                           _("“%s” asks for too many dice; the limit is %d dice in %d terms"),
                           text, MUSTER_DICE_MAX_COUNT, MUSTER_DICE_MAX_TERMS);
              return NULL;
            }
          {
            MusterDiceTerm term = { sign, (guint) count, (guint) sides };
            g_array_append_val (expr->terms, term);
          }
        }
      else if (have_number)
        {
          if (number > MAX_MODIFIER)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                           _("A number in “%s” is too large (the limit is %d)"),
                           text, MAX_MODIFIER);
              return NULL;
            }
          modifier += sign * (gint64) number;
          if (modifier > MAX_MODIFIER || modifier < -MAX_MODIFIER)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                           _("The modifiers in “%s” add up to more than %d"),
                           text, MAX_MODIFIER);
              return NULL;
            }
        }
      else if (*term_start == '\0')
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                       _("“%s” ends with a sign; a number or dice must follow it"), text);
          return NULL;
        }
      else
        {
          /* Quote the whole character, not one byte of it, so the message
           * stays valid UTF-8. */
          int n = (int) (g_utf8_next_char (term_start) - term_start);

          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                       _("Unexpected “%.*s” at position %d of “%s”; write dice like “d6”, “4d6” or “2d10+1”"),
                       n, term_start, (int) (term_start - text) + 1, text);
          return NULL;
        }

      skip_spaces (&p);
      first = FALSE;
    }

  if (expr->terms->len == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_DICE_EXPR,
                   _("“%s” rolls no dice; write dice like “d6”, “4d6” or “2d10+1”"), text);
      return NULL;
    }

  expr->modifier = (int) modifier;
  return g_steal_pointer (&expr);
}

char *
muster_dice_expr_to_string (const MusterDiceExpr *expr)
{
  GString *str = g_string_new (NULL);

  for (guint i = 0; i < expr->terms->len; i++)
    {
      const MusterDiceTerm *term = &g_array_index (expr->terms, MusterDiceTerm, i);

      if (term->sign < 0)
        g_string_append_c (str, '-');
      else if (i > 0)
        g_string_append_c (str, '+');
      if (term->count != 1)
        g_string_append_printf (str, "%u", term->count);
      g_string_append_printf (str, "d%u", term->sides);
    }
  if (expr->modifier != 0)
    g_string_append_printf (str, "%+d", expr->modifier);
  return g_string_free (str, FALSE);
}

guint
muster_dice_expr_get_n_terms (const MusterDiceExpr *expr)
{
  return expr->terms->len;
}

const MusterDiceTerm *
muster_dice_expr_get_term (const MusterDiceExpr *expr,
                           guint                 i)
{
  g_return_val_if_fail (i < expr->terms->len, NULL);
  return &g_array_index (expr->terms, MusterDiceTerm, i);
}

int
muster_dice_expr_get_modifier (const MusterDiceExpr *expr)
{
  return expr->modifier;
}

guint
muster_dice_expr_get_n_dice (const MusterDiceExpr *expr)
{
  guint n = 0;

  for (guint i = 0; i < expr->terms->len; i++)
    n += g_array_index (expr->terms, MusterDiceTerm, i).count;
  return n;
}

int
muster_dice_expr_get_min (const MusterDiceExpr *expr)
{
  int total = expr->modifier;

  for (guint i = 0; i < expr->terms->len; i++)
    {
      const MusterDiceTerm *t = &g_array_index (expr->terms, MusterDiceTerm, i);
      total += t->sign > 0 ? (int) t->count : -(int) (t->count * t->sides);
    }
  return total;
}

int
muster_dice_expr_get_max (const MusterDiceExpr *expr)
{
  int total = expr->modifier;

  for (guint i = 0; i < expr->terms->len; i++)
    {
      const MusterDiceTerm *t = &g_array_index (expr->terms, MusterDiceTerm, i);
      total += t->sign > 0 ? (int) (t->count * t->sides) : -(int) t->count;
    }
  return total;
}

static MusterDiceRoll *
dice_roll_new (MusterDiceExpr *expr)
{
  MusterDiceRoll *roll = g_new0 (MusterDiceRoll, 1);

  roll->expr = muster_dice_expr_ref (expr);
  roll->values = g_array_new (FALSE, FALSE, sizeof (guint));
  roll->sides = g_array_new (FALSE, FALSE, sizeof (guint));
  roll->signs = g_array_new (FALSE, FALSE, sizeof (int));
  return roll;
}

MusterDiceRoll *
muster_dice_roll_copy (const MusterDiceRoll *roll)
{
  MusterDiceRoll *copy = dice_roll_new (roll->expr);

  g_array_append_vals (copy->values, roll->values->data, roll->values->len);
  g_array_append_vals (copy->sides, roll->sides->data, roll->sides->len);
  g_array_append_vals (copy->signs, roll->signs->data, roll->signs->len);
  copy->total = roll->total;
  return copy;
}

void
muster_dice_roll_free (MusterDiceRoll *roll)
{
  if (roll == NULL)
    return;
  muster_dice_expr_unref (roll->expr);
  g_array_unref (roll->values);
  g_array_unref (roll->sides);
  g_array_unref (roll->signs);
  g_free (roll);
}

MusterDiceRoll *
muster_dice_roll (MusterDiceExpr  *expr,
                  MusterChance    *chance,
                  const char      *side,
                  const char      *purpose,
                  GError         **error)
{
  g_autoptr(MusterDiceRoll) roll = dice_roll_new (expr);
  g_autofree char *text = muster_dice_expr_to_string (expr);
  MusterRollSpec spec = { side, purpose ? purpose : text, 0, 0 };
  int total = expr->modifier;

  for (guint i = 0; i < expr->terms->len; i++)
    {
      const MusterDiceTerm *term = &g_array_index (expr->terms, MusterDiceTerm, i);
      g_autofree guint *values = g_new0 (guint, term->count);

      if (!muster_chance_roll (chance, term->count, term->sides, &spec, values, error))
        return NULL;
      for (guint j = 0; j < term->count; j++)
        {
          g_array_append_val (roll->values, values[j]);
          g_array_append_val (roll->sides, term->sides);
          g_array_append_val (roll->signs, term->sign);
          total += term->sign * (int) values[j];
        }
    }
  roll->total = total;
  return g_steal_pointer (&roll);
}

char *
muster_dice_roll_to_string (const MusterDiceRoll *roll)
{
  g_autofree char *expr = muster_dice_expr_to_string (roll->expr);
  GString *str = g_string_new (expr);

  g_string_append_c (str, ':');
  for (guint i = 0; i < roll->values->len; i++)
    {
      int sign = g_array_index (roll->signs, int, i);
      g_string_append_printf (str, " %s%u", sign < 0 ? "-" : "", g_array_index (roll->values, guint, i));
    }
  if (roll->expr->modifier != 0)
    g_string_append_printf (str, " %s %d", roll->expr->modifier < 0 ? "-" : "+", ABS (roll->expr->modifier));
  g_string_append_printf (str, " = %d", roll->total);
  return g_string_free (str, FALSE);
}
