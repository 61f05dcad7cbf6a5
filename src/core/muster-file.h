/* muster-file.h: atomic file writing. The new contents go to a temporary
 * file beside the target, are flushed to disk, and only then renamed over
 * it, so a failed or interrupted save leaves the previous file intact.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean muster_file_write_atomic (const char  *path,
                                   GBytes      *contents,
                                   GError     **error);

/* For tests: make the next writes fail after @n_bytes have been written to
 * the temporary file, as a crash or a full disk would (-1 turns it off). */
void     muster_file_set_fault_after (gssize n_bytes);

G_END_DECLS
