/* muster-recovery.h: nothing lost when Muster does not close cleanly.
 *
 * While a campaign is open, every change is written to a journal in the
 * user's state folder, one line per change, and flushed to disk (fsync)
 * before the change returns: an action with its arguments and recorded
 * dice and cards, an undo or redo, a note, an annotation or bookmark, a
 * title, a session added, closed or moved. Now and then a whole snapshot
 * of the campaign is written in a thread of its own, and the journal
 * starts again from it. A clean close or a save removes it all.
 *
 * What is still there at start-up is work Muster did not close cleanly:
 * restoring it loads the newest snapshot (or the campaign's own file, for
 * a campaign that was saved and then changed) and replays the journal
 * after it. The start page lists such work from small header files alone.
 *
 * The folder holds, for a campaign with id ID:
 *   ID.head         its title and file, for the start page (a key file)
 *   ID.G.muster     a snapshot: a campaign file holding every change of the
 *                   journals before generation G
 *   ID.G.journal    the changes after it, one XML element a line
 * Muster before the journal wrote ID.muster (and ID.muster.path); such
 * files are still listed and restored.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-campaign.h"

G_BEGIN_DECLS

typedef struct
{
  char *campaign_id;
  char *path;           /* the newest of its files, whose time is @mtime */
  char *original_path;  /* where the campaign was saved, or NULL if never */
  char *title;
  gint64 mtime;         /* seconds since the epoch */
} MusterRecoveryItem;

char           *muster_recovery_get_dir   (void);
/* MusterRecoveryItem*, newest first, read from the headers only; free
 * with g_ptr_array_unref. */
GPtrArray      *muster_recovery_list      (void);
void            muster_recovery_item_free (MusterRecoveryItem *item);
/* Removes every file of @campaign_id. */
void            muster_recovery_discard   (const char     *campaign_id);
/* Writes @campaign whole as recovered work, at once (muster-bench and
 * tests leave work behind this way, as a crash would). */
gboolean        muster_recovery_save      (MusterCampaign *campaign,
                                           const char     *original_path,
                                           GError        **error);
/* The recovered campaign: its newest snapshot with the journal after it
 * replayed. A change the journal holds that no longer applies is left out
 * and said in the campaign's warnings. @original_path gets where it was
 * saved, if anywhere. */
MusterCampaign *muster_recovery_restore   (MusterRegistry *registry,
                                           const char     *campaign_id,
                                           char          **original_path,
                                           GError        **error);

/* The journal of an open campaign. */
#define MUSTER_TYPE_RECOVERY (muster_recovery_get_type ())
G_DECLARE_FINAL_TYPE (MusterRecovery, muster_recovery, MUSTER, RECOVERY, GObject)

/* Starts keeping @campaign, which was read from @original_path (NULL if
 * never saved): the journal starts with the first change. With @resume,
 * @campaign was just restored from its recovery files, which go on. A
 * campaign with changes that has no file is written whole at once.
 * Signals: “failed” (const char *message) when a change could not be
 * written, once until one is written again. */
MusterRecovery *muster_recovery_new       (MusterCampaign *campaign,
                                           const char     *original_path,
                                           gboolean        resume);
/* The campaign was saved to @path: its recovery files go, and the next
 * change starts the journal again from that file. */
void            muster_recovery_saved     (MusterRecovery *self,
                                           const char     *path);
/* A clean close (or changes thrown away): the files go and nothing more is
 * written. */
void            muster_recovery_close     (MusterRecovery *self);
/* Writes a snapshot in the background now (unless one is being written). */
void            muster_recovery_snapshot  (MusterRecovery *self);
/* Writes what is waiting (a note being typed) and waits for a snapshot
 * being written. */
void            muster_recovery_flush     (MusterRecovery *self);

G_END_DECLS
