/* muster-recovery-private.h: what the parts of recovery share.
 *
 * muster-recovery-folder.c   the folder, its files' names and generations,
 *                            the headers, and the list the start page shows
 * muster-recovery-journal.c  journal lines written and replayed on restore
 * muster-recovery-snapshot.c snapshots written in a thread
 * muster-recovery.c          the recorder of an open campaign
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-campaign-io.h"
#include "muster-recovery.h"

G_BEGIN_DECLS

/* The group of a header's keys. */
#define MUSTER_RECOVERY_HEAD_GROUP "Recovery"

/* The folder (muster-recovery-folder.c) */

/* Ids name files: only what a UUID holds. */
gboolean  muster_recovery_valid_id        (const char  *id);
/* DIR/ID.G.SUFFIX, or DIR/ID.SUFFIX with @generation < 0. */
char     *muster_recovery_file_path       (const char  *dir,
                                           const char  *id,
                                           gint64       generation,
                                           const char  *suffix);
gboolean  muster_recovery_ensure_dir      (const char  *dir,
                                           GError     **error);
/* Flushes the names of new files in @dir to disk. */
void      muster_recovery_sync_dir        (const char  *dir);

/* The files of one campaign in the folder. */
typedef struct
{
  GArray *snapshots;   /* gint64 generations, ascending */
  GArray *journals;
  gboolean head;
  gboolean legacy;     /* ID.muster, written before the journal */
} MusterRecoveryFiles;

void      muster_recovery_files_clear     (MusterRecoveryFiles *files);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (MusterRecoveryFiles, muster_recovery_files_clear)
void      muster_recovery_scan            (const char  *dir,
                                           const char  *id,
                                           MusterRecoveryFiles *files);
/* The newest snapshot's generation, or -1. */
gint64    muster_recovery_last_snapshot   (const MusterRecoveryFiles *files);
/* The generation after every snapshot and journal. */
gint64    muster_recovery_next_generation (const MusterRecoveryFiles *files);
/* Removes the files of @id: all of them, or with @below >= 0 only the
 * snapshots and journals of generations below it. */
void      muster_recovery_remove_files    (const char  *dir,
                                           const char  *id,
                                           gint64       below);

gboolean  muster_recovery_write_head      (const char  *dir,
                                           const char  *id,
                                           const char  *title,
                                           const char  *original,
                                           GError     **error);
/* The header of @id, or NULL when it is missing or not one. */
GKeyFile *muster_recovery_read_head       (const char  *dir,
                                           const char  *id);
/* A key of the header, NULL when missing or empty. */
char     *muster_recovery_head_string     (GKeyFile    *key,
                                           const char  *name);
/* Writes @bytes as snapshot @generation, at once. */
gboolean  muster_recovery_write_snapshot  (const char  *dir,
                                           const char  *id,
                                           gint64       generation,
                                           GBytes      *bytes,
                                           GError     **error);

/* The journal (muster-recovery-journal.c) */

/* Opens journal @generation of @id to append to: its file descriptor, or
 * -1. */
int       muster_recovery_journal_open    (const char     *dir,
                                           const char     *id,
                                           gint64          generation,
                                           GError        **error);
/* Writes @line, ending in a newline, and flushes it to disk. */
gboolean  muster_recovery_journal_append  (int             fd,
                                           const GString  *line,
                                           GError        **error);

/* Snapshots (muster-recovery-snapshot.c) */

/* What a snapshot thread shares with the journal that started it: the
 * journal may be closed, its files removed and a new journal begun (after
 * a save) while the thread runs; the thread then leaves its snapshot out. */
typedef struct
{
  gint     ref_count;
  GMutex   lock;
  gboolean discarded;
  char    *dir;
  char    *id;
} MusterRecoveryShared;

MusterRecoveryShared *muster_recovery_shared_new   (const char           *dir,
                                                    const char           *id);
MusterRecoveryShared *muster_recovery_shared_ref   (MusterRecoveryShared *shared);
void                  muster_recovery_shared_unref (MusterRecoveryShared *shared);

/* Joins @pieces (taken) in a thread and writes them as snapshot
 * @generation, unless @shared is discarded by then. */
void      muster_recovery_write_snapshot_async  (gpointer               source,
                                                 MusterRecoveryShared  *shared,
                                                 MusterCampaignPieces  *pieces,
                                                 gint64                 generation,
                                                 GCancellable          *cancellable,
                                                 GAsyncReadyCallback    callback,
                                                 gpointer               data);
gboolean  muster_recovery_write_snapshot_finish (GAsyncResult          *result,
                                                 GError               **error);

G_END_DECLS
