/* muster-end-turn.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-end-turn.h"

MusterTurnStep *
muster_turn_step_new (const char       *text,
                      const char       *section,
                      MusterStepStatus  status)
{
  MusterTurnStep *step = g_new0 (MusterTurnStep, 1);

  step->text = g_strdup (text);
  step->section = g_strdup (section);
  step->status = status;
  return step;
}

void
muster_turn_step_free (MusterTurnStep *step)
{
  if (step == NULL)
    return;
  g_free (step->text);
  g_free (step->section);
  g_free (step);
}

GPtrArray *
muster_turn_steps_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) muster_turn_step_free);
}

MusterCheckLine *
muster_check_line_new (const char *place,
                       const char *contents)
{
  MusterCheckLine *line = g_new0 (MusterCheckLine, 1);

  line->place = g_strdup (place);
  line->contents = g_strdup (contents);
  return line;
}

void
muster_check_line_free (MusterCheckLine *line)
{
  if (line == NULL)
    return;
  g_free (line->place);
  g_free (line->contents);
  g_free (line);
}

GPtrArray *
muster_check_lines_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) muster_check_line_free);
}

gboolean
muster_check_line_equal (const MusterCheckLine *a,
                         const MusterCheckLine *b)
{
  return g_strcmp0 (a->place, b->place) == 0 && g_strcmp0 (a->contents, b->contents) == 0;
}

char *
muster_check_lines_to_text (GPtrArray *lines)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines != NULL && i < lines->len; i++)
    {
      const MusterCheckLine *line = g_ptr_array_index (lines, i);

      if (line->place != NULL)
        g_string_append_printf (out, "%s: %s\n", line->place, line->contents ? line->contents : "");
      else
        g_string_append_printf (out, "%s\n", line->contents ? line->contents : "");
    }
  return g_string_free (out, FALSE);
}
