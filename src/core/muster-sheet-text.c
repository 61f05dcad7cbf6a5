/* muster-sheet-text.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-sheet-text.h"
#include "muster-sheet.h"
#include "muster-state.h"

static void
append_heading (GString    *out,
                const char *heading)
{
  glong width = g_utf8_strlen (heading, -1);

  if (out->len > 0)
    g_string_append_c (out, '\n');
  g_string_append_printf (out, "%s\n", heading);
  for (glong i = 0; i < width; i++)
    g_string_append_c (out, '=');
  g_string_append (out, "\n\n");
}

static void
append_sheet (GString           *out,
              const MusterSheet *sheet)
{
  g_string_append_printf (out, "%s\n", sheet->title);
  for (guint i = 0; i < sheet->rows->len; i++)
    {
      const MusterSheetRow *row = g_ptr_array_index (sheet->rows, i);

      g_string_append_printf (out, "  %s: %s", row->label, row->value ? row->value : "");
      if (g_strcmp0 (row->source, "reconstructed") == 0)
        /* Translators: after a value on a sheet that the rulebook does not print. */
        g_string_append_printf (out, " (%s)", _("reconstructed"));
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
}

char *
muster_session_sheets_to_text (MusterSession    *session,
                               const MusterSeat *viewer)
{
  g_autoptr(GPtrArray) sheets = NULL;
  g_autoptr(GPtrArray) owners = g_ptr_array_new ();
  GString *out;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  out = g_string_new (NULL);
  sheets = muster_state_get_sheets (muster_session_get_state (session), viewer);
  /* Owners in the order their first sheet comes: the table's first. */
  for (guint i = 0; i < sheets->len; i++)
    {
      const MusterSheet *sheet = g_ptr_array_index (sheets, i);
      gboolean seen = FALSE;

      for (guint k = 0; k < owners->len && !seen; k++)
        seen = g_strcmp0 (g_ptr_array_index (owners, k), sheet->owner) == 0;
      if (!seen)
        g_ptr_array_add (owners, sheet->owner);
    }
  for (guint k = 0; k < owners->len; k++)
    {
      const char *owner = g_ptr_array_index (owners, k);

      /* The table's sheets alone need no heading. */
      if (owner != NULL || owners->len > 1)
        append_heading (out, owner ? muster_session_get_owner_name (session, owner) : _("The Table"));
      for (guint i = 0; i < sheets->len; i++)
        {
          const MusterSheet *sheet = g_ptr_array_index (sheets, i);

          if (g_strcmp0 (sheet->owner, owner) == 0)
            append_sheet (out, sheet);
        }
    }
  return g_string_free (out, FALSE);
}
