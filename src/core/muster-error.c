/* muster-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "muster-error.h"

G_DEFINE_QUARK (muster-error-quark, muster_error)

/* How deep the hushes are on this thread. */
static _Thread_local guint hush_depth;

void
muster_error_hush (void)
{
  hush_depth++;
}

void
muster_error_unhush (void)
{
  g_return_if_fail (hush_depth > 0);
  hush_depth--;
}

gboolean
muster_error_hushed (void)
{
  return hush_depth > 0;
}

gboolean
muster_error_wants_message (GError **error)
{
  return error != NULL && *error == NULL && hush_depth == 0;
}

gboolean
muster_fail_code (GError          **error,
                  MusterErrorCode   code)
{
  if (error != NULL && *error == NULL)
    *error = g_error_new_literal (MUSTER_ERROR, code, "");
  return FALSE;
}

gboolean
(muster_fail) (GError          **error,
             MusterErrorCode   code,
             const char       *format,
             ...)
{
  va_list args;

  if (error == NULL || *error != NULL)
    return FALSE;
  va_start (args, format);
  *error = g_error_new_valist (MUSTER_ERROR, code, format, args);
  va_end (args);
  return FALSE;
}
