/* l2y-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "l2y-test-util.h"

MtGame *
l2y_list (const char * const *lines)
{
  MtGame *t = mt_new ("lexington-yorktown", "army-list", NULL);

  for (guint i = 0; lines && lines[i]; i++)
    mt_ok (t, lines[i]);
  return t;
}

MtGame *
l2y_battle (const char * const *british,
            const char * const *american,
            guint64             seed,
            ...)
{
  g_autoptr(MtGame) first = l2y_list (british);
  g_autoptr(MtGame) second = l2y_list (american);
  MtGame *lists[2] = { first, second };
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;
  MtGame *t = g_new0 (MtGame, 1);
  const char *opt;
  va_list args;

  va_start (args, seed);
  while ((opt = va_arg (args, const char *)) != NULL)
    {
      g_auto(GStrv) kv = g_strsplit (opt, "=", 2);

      g_hash_table_insert (options, g_strdup (kv[0]), g_strdup (kv[1]));
    }
  va_end (args);
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *carry = muster_session_write_carry (lists[i]->session);

      g_assert_nonnull (carry);
      g_ptr_array_add (inputs, muster_session_input_new (i ? "american" : "british", i ? "2" : "1",
                                                         i ? "American list" : "British list", carry));
    }
  t->chance = seed ? muster_chance_new_seeded (seed) : muster_chance_new_scripted ();
  t->session = muster_session_new_with_inputs (mt_system ("lexington-yorktown"), "battle", options, inputs,
                                               t->chance, &error);
  g_assert_no_error (error);
  return t;
}

double
l2y_outcome (MusterPreview *preview,
             const char    *label)
{
  double p = muster_preview_get_probability (preview, label);

  if (p < 0)
    {
      g_autofree char *text = muster_preview_to_text (preview);

      g_error ("no outcome “%s” in\n%s", label, text);
    }
  return p;
}

char *
l2y_sheet_value (MtGame     *t,
                 const char *sheet_id,
                 const char *label)
{
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);

  for (guint i = 0; i < sheets->len; i++)
    {
      MusterSheet *sheet = g_ptr_array_index (sheets, i);
      MusterSheetRow *row;

      if (!g_str_equal (sheet->id, sheet_id))
        continue;
      row = muster_sheet_find_row (sheet, label);
      if (row == NULL)
        g_error ("sheet %s has no row %s", sheet_id, label);
      return g_strdup (row->value);
    }
  g_error ("no sheet %s", sheet_id);
  return NULL;
}

void
l2y_to_phase (MtGame     *t,
              const char *phase)
{
  for (int i = 0; i < 20; i++)
    {
      g_autofree char *snap = mt_snapshot (t);
      g_autofree char *want = g_strdup_printf ("phase=\"%s\"", phase);

      if (strstr (snap, want) != NULL)
        return;
      mt_ok (t, "next-phase");
    }
  g_error ("never reached the %s phase", phase);
}
