/* muster-campaign-io.h: the pieces of a campaign file, for the recovery
 * journal (muster-recovery.c), which writes and reads entries and sessions
 * exactly as files hold them. Private to the core.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-campaign.h"
#include "muster-xml-writer.h"

G_BEGIN_DECLS

void           muster_campaign_write_entry   (MusterXmlWriter *writer,
                                              MusterEntry     *entry);
void           muster_campaign_write_session (MusterXmlWriter *writer,
                                              MusterSession   *session,
                                              gboolean         active,
                                              guint           *bad_entry);
/* NULL with a MUSTER_ERROR_PARSE error naming the line. */
MusterEntry   *muster_campaign_read_entry    (xmlNode         *node,
                                              GError         **error);
/* A session with its log replayed; a replay that differs from the saved
 * snapshot or stops adds a warning to @campaign. @name is the file's name
 * for messages. */
MusterSession *muster_campaign_read_session  (MusterCampaign  *campaign,
                                              MusterRegistry  *registry,
                                              xmlNode         *node,
                                              const char      *name,
                                              GError         **error);

G_END_DECLS
