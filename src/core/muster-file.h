/* muster-file.h: atomic file writing. The new contents go to a temporary
 * file beside the target, are flushed to disk, and only then renamed over
 * it; then the directory is flushed too, so the rename itself survives a
 * power cut. A failed or interrupted save leaves the previous file intact.
 *
 * A path that is a symbolic link is saved through to the file it points
 * at: the link stays a link. A save killed half-way leaves its temporary
 * file (“.NAME.PID.XXXXXX.tmp”, hidden, beside the target); the next save
 * or load of the same file removes those whose process is gone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean muster_file_write_atomic (const char  *path,
                                   GBytes      *contents,
                                   GError     **error);

/* The file @path names once symbolic links are followed (a new string),
 * which may not exist yet if the last link dangles; @path itself when it is
 * not a link or the links loop. */
char    *muster_file_resolve      (const char  *path);

/* Removes the temporary files that saves of @path killed part-way left
 * behind. Returns how many were removed. */
guint    muster_file_clean_stale  (const char  *path);

/* For tests: make the next writes fail after @n_bytes have been written to
 * the temporary file, as a crash or a full disk would (-1 turns it off). */
void     muster_file_set_fault_after (gssize n_bytes);

G_END_DECLS
