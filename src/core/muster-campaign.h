/* muster-campaign.h: a campaign document: metadata, players, notes and one
 * or more sessions. Saved as XML (.muster) by muster-campaign-io.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "muster-ledger.h"
#include "muster-session.h"
#include "muster-system.h"

G_BEGIN_DECLS

/* Version 2 added seats, session inputs and entries' secrets; version 1
 * files are a part of it and load as they are. */
#define MUSTER_CAMPAIGN_VERSION 2
#define MUSTER_CAMPAIGN_OLDEST_VERSION 1
#define MUSTER_CAMPAIGN_MIME_TYPE "application/x-muster+xml"

/* What a campaign may hold. Loading checks these before it builds
 * anything, so a file made to be slow is refused at once; adding a session
 * to a full campaign is refused too, so what Muster saves it can load.
 * Random games of Bunker Hill take about 133 actions, so 2000 sessions
 * hold a campaign of 200,000 actions of any system. */
#define MUSTER_CAMPAIGN_MAX_SESSIONS 2000
#define MUSTER_CAMPAIGN_MAX_PLAYERS  100
/* MUSTER_ENTRY_MAX_ARGS and MUSTER_ENTRY_MAX_OUTCOMES: muster-entry.h. */

typedef struct
{
  char *name;
  char *side;   /* side id, or NULL */
} MusterPlayer;

/* Signals: “entry-changed” (MusterEntry *entry): an entry of one of its
 * sessions was bookmarked or annotated; the campaign is marked changed. */
#define MUSTER_TYPE_CAMPAIGN (muster_campaign_get_type ())
G_DECLARE_FINAL_TYPE (MusterCampaign, muster_campaign, MUSTER, CAMPAIGN, GObject)

MusterCampaign *muster_campaign_new             (void);
const char     *muster_campaign_get_id          (MusterCampaign *self);
void            muster_campaign_set_id          (MusterCampaign *self,
                                                 const char     *id);
const char     *muster_campaign_get_title       (MusterCampaign *self);
void            muster_campaign_set_title       (MusterCampaign *self,
                                                 const char     *title);
const char     *muster_campaign_get_notes       (MusterCampaign *self);
void            muster_campaign_set_notes       (MusterCampaign *self,
                                                 const char     *notes);
/* ISO 8601 times. “modified” moves on every change, not on save, so saving
 * an unchanged campaign twice writes the same bytes. */
const char     *muster_campaign_get_created     (MusterCampaign *self);
const char     *muster_campaign_get_modified    (MusterCampaign *self);
void            muster_campaign_set_times       (MusterCampaign *self,
                                                 const char     *created,
                                                 const char     *modified);

/* MusterPlayer*, borrowed. */
GPtrArray      *muster_campaign_get_players     (MusterCampaign *self);
void            muster_campaign_add_player      (MusterCampaign *self,
                                                 const char     *name,
                                                 const char     *side);
void            muster_campaign_remove_player   (MusterCampaign *self,
                                                 guint           i);

GListModel     *muster_campaign_get_sessions    (MusterCampaign *self);
guint           muster_campaign_get_n_sessions  (MusterCampaign *self);
MusterSession  *muster_campaign_get_session     (MusterCampaign *self,
                                                 guint           i);
/* Adds @session at the end. */
/* FALSE, with a MUSTER_ERROR_ILLEGAL error, when the campaign already holds
 * MUSTER_CAMPAIGN_MAX_SESSIONS sessions. */
gboolean        muster_campaign_check_room      (MusterCampaign *self,
                                                 GError        **error);
void            muster_campaign_add_session     (MusterCampaign *self,
                                                 MusterSession  *session);
/* Adds @session at @position (0 first; past the end means at the end).
 * The active session stays the same session, so an insertion at or before
 * it moves the active index on. Marks the campaign changed. */
void            muster_campaign_insert_session  (MusterCampaign *self,
                                                 guint           position,
                                                 MusterSession  *session);
/* Moves the session at @from to @to (both below the number of sessions),
 * those between closing up. The active session stays the same session.
 * Marks the campaign changed. */
void            muster_campaign_move_session    (MusterCampaign *self,
                                                 guint           from,
                                                 guint           to);
void            muster_campaign_remove_session  (MusterCampaign *self,
                                                 guint           i);
guint           muster_campaign_get_active      (MusterCampaign *self);
void            muster_campaign_set_active      (MusterCampaign *self,
                                                 guint           i);
MusterSession  *muster_campaign_get_active_session (MusterCampaign *self);

/* TRUE when there are changes not yet saved. */
gboolean        muster_campaign_get_dirty       (MusterCampaign *self);
void            muster_campaign_set_dirty       (MusterCampaign *self,
                                                 gboolean        dirty);

/* Dice from every applied entry of every session. */
MusterLedger   *muster_campaign_get_ledger      (MusterCampaign *self);
MusterLedger   *muster_session_get_ledger       (MusterSession  *session);

/* Problems found while loading that did not stop it (a replay that differs
 * from its saved snapshot, a log that stops replaying), as “FILE:LINE:
 * message” strings, each about one session. */
GPtrArray      *muster_campaign_get_warnings    (MusterCampaign *self);
void            muster_campaign_add_warning     (MusterCampaign *self,
                                                 MusterSession  *session,
                                                 const char     *warning);
/* The session warning @i is about. */
MusterSession  *muster_campaign_get_warning_session (MusterCampaign *self,
                                                     guint           i);

/* Reading and writing (muster-campaign-io.c). Loading validates against the
 * schema, refuses hostile input, replays every session and reports a
 * mismatch with the stored snapshot as a warning. */
MusterCampaign *muster_campaign_load_data       (MusterRegistry *registry,
                                                 const char     *data,
                                                 gsize           len,
                                                 const char     *name,
                                                 GError        **error);
MusterCampaign *muster_campaign_load_file       (MusterRegistry *registry,
                                                 const char     *path,
                                                 GError        **error);
/* The file's bytes, for comparisons: written even when Muster could not
 * read them back (see muster_campaign_serialize()). */
GBytes         *muster_campaign_to_bytes        (MusterCampaign *self);
/* The file's bytes, or NULL with an error when Muster could not read them
 * back: a character XML does not allow (a control character in a note), a
 * name or value longer than the format allows, more sessions, players,
 * arguments or results than the limits above, a file bigger than
 * MUSTER_XML_MAX_BYTES. Saving and recovery write only these. */
GBytes         *muster_campaign_serialize       (MusterCampaign *self,
                                                 GError        **error);
/* Atomic: on failure the previous file is intact; what Muster could not
 * read back (muster_campaign_serialize()) is refused before the file is
 * touched. Clears the dirty flag. */
gboolean        muster_campaign_save_file       (MusterCampaign *self,
                                                 const char     *path,
                                                 GError        **error);

/* A session that no longer replays (muster_session_is_read_only()). */

/* Corrects the failed entry of @session (muster_session_correct_entry());
 * the next save first keeps the file it replaces beside it, as
 * “NAME (before correction).muster”. */
gboolean        muster_campaign_correct_entry   (MusterCampaign      *self,
                                                 MusterSession       *session,
                                                 guint                number,
                                                 const char          *action,
                                                 const char * const  *args,
                                                 GError             **error);
/* Whether the next save keeps the file it replaces; a save that does so
 * clears it. */
gboolean        muster_campaign_get_keep_original (MusterCampaign    *self);
void            muster_campaign_set_keep_original (MusterCampaign    *self,
                                                   gboolean           keep);
/* Cuts every read-only session's log before the entry that fails, so play
 * goes on from the last entry that applies. The app and muster-cli save the
 * result as a copy and leave the original file as it was. */
gboolean        muster_campaign_continue_from_breaks (MusterCampaign *self,
                                                      GError        **error);

G_END_DECLS
