/* muster-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "muster-error.h"

G_DEFINE_QUARK (muster-error-quark, muster_error)

gboolean
muster_fail (GError          **error,
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
