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
/* A campaign's file as pieces that a thread can join and write: the
 * entries' text is kept with each entry from one call to the next, so
 * only what changed is written again. Checked as muster_campaign_serialize()
 * checks. */
typedef struct _MusterCampaignPieces MusterCampaignPieces;
MusterCampaignPieces *muster_campaign_serialize_pieces (MusterCampaign        *self,
                                                       GError               **error);
/* Makes up to @budget entries' text ready for the next pieces, going on
 * from entry @entry of session @session (both moved on); TRUE once every
 * entry's is ready. */
gboolean       muster_campaign_warm_pieces   (MusterCampaign        *self,
                                              guint                 *session,
                                              guint                 *entry,
                                              guint                  budget);
gsize          muster_campaign_pieces_get_size (MusterCampaignPieces *pieces);
/* The file's bytes; may run in any thread. */
GBytes        *muster_campaign_pieces_join   (MusterCampaignPieces *pieces);
void           muster_campaign_pieces_free   (MusterCampaignPieces *pieces);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterCampaignPieces, muster_campaign_pieces_free)

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
