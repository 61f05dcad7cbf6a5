/* muster-sheet.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-sheet.h"

G_DEFINE_BOXED_TYPE (MusterSheet, muster_sheet, muster_sheet_copy, muster_sheet_free)

static void
row_free (MusterSheetRow *row)
{
  g_free (row->label);
  g_free (row->value);
  g_free (row->adjust_action);
  g_free (row->source);
  g_free (row->section);
  g_free (row);
}

MusterSheet *
muster_sheet_new (const char *id,
                  const char *title,
                  const char *owner,
                  gboolean    secret)
{
  MusterSheet *sheet = g_new0 (MusterSheet, 1);

  sheet->id = g_strdup (id);
  sheet->title = g_strdup (title);
  sheet->owner = g_strdup (owner);
  sheet->secret = secret;
  sheet->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  return sheet;
}

MusterSheet *
muster_sheet_copy (const MusterSheet *sheet)
{
  MusterSheet *copy = muster_sheet_new (sheet->id, sheet->title, sheet->owner, sheet->secret);

  for (guint i = 0; i < sheet->rows->len; i++)
    {
      const MusterSheetRow *row = g_ptr_array_index (sheet->rows, i);
      MusterSheetRow *c = muster_sheet_add_row (copy, row->label, row->value);

      c->number = row->number;
      c->is_track = row->is_track;
      c->min = row->min;
      c->max = row->max;
      c->adjust_action = g_strdup (row->adjust_action);
      c->source = g_strdup (row->source);
      c->section = g_strdup (row->section);
    }
  return copy;
}

void
muster_sheet_free (MusterSheet *sheet)
{
  if (sheet == NULL)
    return;
  g_free (sheet->id);
  g_free (sheet->title);
  g_free (sheet->owner);
  g_ptr_array_unref (sheet->rows);
  g_free (sheet);
}

MusterSheetRow *
muster_sheet_add_row (MusterSheet *sheet,
                      const char  *label,
                      const char  *value)
{
  MusterSheetRow *row = g_new0 (MusterSheetRow, 1);

  row->label = g_strdup (label);
  row->value = g_strdup (value);
  g_ptr_array_add (sheet->rows, row);
  return row;
}

MusterSheetRow *
muster_sheet_add_track (MusterSheet *sheet,
                        const char  *label,
                        int          value,
                        int          min,
                        int          max,
                        const char  *adjust_action)
{
  g_autofree char *text = g_strdup_printf ("%d", value);
  MusterSheetRow *row = muster_sheet_add_row (sheet, label, text);

  row->number = value;
  row->is_track = TRUE;
  row->min = min;
  row->max = max;
  row->adjust_action = g_strdup (adjust_action);
  return row;
}

MusterSheetRow *
muster_sheet_find_row (const MusterSheet *sheet,
                       const char        *label)
{
  for (guint i = 0; i < sheet->rows->len; i++)
    {
      MusterSheetRow *row = g_ptr_array_index (sheet->rows, i);

      if (g_strcmp0 (row->label, label) == 0)
        return row;
    }
  return NULL;
}
