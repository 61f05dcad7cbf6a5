/* muster-recovery.h: recovery files. After every change the app writes the
 * open campaign to the user's state directory; a clean close removes it.
 * A recovery file still there at start-up means Muster did not close
 * cleanly, and the app offers to restore it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-campaign.h"

G_BEGIN_DECLS

typedef struct
{
  char *campaign_id;
  char *path;           /* the recovery file */
  char *original_path;  /* where the campaign was saved, or NULL if never */
  char *title;
  gint64 mtime;         /* seconds since the epoch */
} MusterRecoveryItem;

char      *muster_recovery_get_dir   (void);
gboolean   muster_recovery_save      (MusterCampaign *campaign,
                                      const char     *original_path,
                                      GError        **error);
void       muster_recovery_discard   (const char     *campaign_id);
/* MusterRecoveryItem*, newest first; free with g_ptr_array_unref. */
GPtrArray *muster_recovery_list      (void);
void       muster_recovery_item_free (MusterRecoveryItem *item);

G_END_DECLS
