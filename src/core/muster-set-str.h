/* muster-set-str.h: g_set_str() before GLib 2.76 (Muster builds against
 * 2.74, Debian 12's): replaces *@str with a copy of @value; TRUE when it
 * changed. Drop it for g_set_str() once 2.76 is the oldest GLib built
 * against.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

static inline gboolean
muster_set_str (char       **str,
                const char  *value)
{
  if (g_strcmp0 (*str, value) == 0)
    return FALSE;
  g_free (*str);
  *str = g_strdup (value);
  return TRUE;
}

G_END_DECLS
