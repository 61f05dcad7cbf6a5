/* muster-options.h: reading a session's options.
 *
 * muster_system_resolve_options() has checked every value against the
 * system's options and filled in the defaults, so a system reads them
 * without parsing: a boolean is “true” or “false”, an integer is within its
 * bounds and a choice is one of its ids.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean    muster_options_get_bool   (GHashTable *options,
                                       const char *id);
/* @fallback when the option is missing. */
int         muster_options_get_int    (GHashTable *options,
                                       const char *id,
                                       int         fallback);
/* The choice's id, or @fallback when the option is missing. */
const char *muster_options_get_choice (GHashTable *options,
                                       const char *id,
                                       const char *fallback);

G_END_DECLS
