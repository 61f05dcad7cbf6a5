/* muster-recovery-snapshot.c: snapshots written in a thread.
 *
 * The main thread hands over the campaign as pieces; a thread joins and
 * writes them as snapshot G, and only while the journal that asked for
 * it lives does it name the file a snapshot and remove the journals and
 * snapshots before G.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>

#include <glib/gstdio.h>

#include "muster-file.h"
#include "muster-recovery-private.h"

MusterRecoveryShared *
muster_recovery_shared_new (const char *dir,
                            const char *id)
{
  MusterRecoveryShared *shared = g_new0 (MusterRecoveryShared, 1);

  shared->ref_count = 1;
  g_mutex_init (&shared->lock);
  shared->dir = g_strdup (dir);
  shared->id = g_strdup (id);
  return shared;
}

MusterRecoveryShared *
muster_recovery_shared_ref (MusterRecoveryShared *shared)
{
  g_atomic_int_inc (&shared->ref_count);
  return shared;
}

void
muster_recovery_shared_unref (MusterRecoveryShared *shared)
{
  if (!g_atomic_int_dec_and_test (&shared->ref_count))
    return;
  g_mutex_clear (&shared->lock);
  g_free (shared->dir);
  g_free (shared->id);
  g_free (shared);
}

typedef struct
{
  MusterRecoveryShared *shared;
  MusterCampaignPieces *pieces;
  gint64                generation;
} Job;

static void
job_free (Job *job)
{
  muster_recovery_shared_unref (job->shared);
  muster_campaign_pieces_free (job->pieces);
  g_free (job);
}

static void
snapshot_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  Job *job = data;
  MusterRecoveryShared *shared = job->shared;
  g_autoptr(GBytes) bytes = muster_campaign_pieces_join (job->pieces);
  g_autofree char *path = muster_recovery_file_path (shared->dir, shared->id, job->generation, "muster");
  g_autofree char *part = g_strconcat (path, ".part", NULL);
  g_autoptr(GError) error = NULL;

  if (!muster_file_write_atomic (part, bytes, &error))
    {
      g_unlink (part);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* Named a snapshot only while the journal it belongs to lives; the
   * journals and snapshots it holds then go. */
  g_mutex_lock (&shared->lock);
  if (shared->discarded)
    g_unlink (part);
  else if (g_rename (part, path) != 0)
    {
      int saved = errno;

      g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      g_unlink (part);
    }
  else
    {
      muster_recovery_sync_dir (shared->dir);
      muster_recovery_remove_files (shared->dir, shared->id, job->generation);
    }
  g_mutex_unlock (&shared->lock);
  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

void
muster_recovery_write_snapshot_async (gpointer               source,
                                      MusterRecoveryShared  *shared,
                                      MusterCampaignPieces  *pieces,
                                      gint64                 generation,
                                      GCancellable          *cancellable,
                                      GAsyncReadyCallback    callback,
                                      gpointer               data)
{
  g_autoptr(GTask) task = g_task_new (source, cancellable, callback, data);
  Job *job = g_new0 (Job, 1);

  job->shared = muster_recovery_shared_ref (shared);
  job->pieces = pieces;
  job->generation = generation;
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, snapshot_thread);
}

gboolean
muster_recovery_write_snapshot_finish (GAsyncResult  *result,
                                       GError       **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}
