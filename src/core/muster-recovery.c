/* muster-recovery.c: the recorder, which keeps an open campaign's journal.
 *
 * It watches the campaign and its sessions and writes each change as a
 * line of the journal (muster-recovery-journal.c) before the change
 * returns; now and then it asks for a snapshot (muster-recovery-snapshot.c)
 * and the journal goes on in the next generation. A save or a clean close
 * removes the files (muster-recovery-folder.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <unistd.h>

#include <glib/gi18n-lib.h>

#include "muster-campaign-io.h"
#include "muster-recovery-private.h"
#include "muster-xml-writer.h"

/* A snapshot is written once the journal since the last one holds this
 * many changes or bytes: restoring then replays at most about that much. */
#define SNAPSHOT_RECORDS 256
#define SNAPSHOT_BYTES   (1024 * 1024)
/* Notes are journaled when typing pauses, not at every key. */
#define NOTES_DELAY_MS   400
/* Entries whose text is made ready for a snapshot in one idle moment. */
#define WARM_BUDGET      2000

/* What the journal knows of one session, to tell an action from an undo. */
typedef struct
{
  MusterRecovery *self;
  MusterSession  *session;
  guint           n_entries;
  guint           cursor;
  int             performed;  /* the entry a new action just added, or -1 */
  gboolean        reshaped;   /* the log changed some other way */
  MusterChanceMode mode;
  guint64         seed;
  gboolean        notes_waiting;
} Watch;

struct _MusterRecovery
{
  GObject         parent_instance;

  MusterCampaign *campaign;
  char           *dir;
  char           *id;
  char           *original;
  gboolean        closed;
  gboolean        started;       /* the header and a base exist */
  gint64          generation;    /* of the journal being written */
  int             fd;            /* that journal, or -1 */
  guint           records;       /* since the last snapshot */
  gsize           bytes;
  gboolean        failed;
  MusterRecoveryShared *shared;
  GCancellable   *cancellable;
  gboolean        writing;       /* a snapshot thread runs */
  gboolean        wanted;        /* another snapshot is wanted after it */
  guint           warm_id;
  guint           warm_session;  /* where warming goes on */
  guint           warm_entry;
  GPtrArray      *watches;       /* Watch*, in the campaign's order */
  Watch          *removed;       /* a session just taken out: moved, or closed? */
  guint           removed_at;
  guint           removed_id;
  guint           notes_id;
  gboolean        campaign_notes_waiting;
};

G_DEFINE_FINAL_TYPE (MusterRecovery, muster_recovery, G_TYPE_OBJECT)

enum {
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void flush_waiting (MusterRecovery *self);

static void
fail (MusterRecovery *self,
      const char     *message)
{
  /* Once, until a change is written again: repeating it after every
   * action would only nag. */
  if (self->failed)
    return;
  self->failed = TRUE;
  g_signal_emit (self, signals[FAILED], 0, message);
}

static void
close_journal (MusterRecovery *self)
{
  if (self->fd >= 0)
    {
      close (self->fd);
      self->fd = -1;
    }
}

/* The base the journal starts from: with @from_file, the campaign's own
 * file, which holds everything before the change about to be written;
 * otherwise the campaign, written whole now. */
static gboolean
start (MusterRecovery  *self,
       gboolean         from_file,
       GError         **error)
{
  g_auto(MusterRecoveryFiles) files = { 0 };

  if (self->started)
    return TRUE;
  if (!muster_recovery_ensure_dir (self->dir, error))
    return FALSE;
  muster_recovery_scan (self->dir, self->id, &files);
  self->generation = muster_recovery_next_generation (&files);
  if (!muster_recovery_write_head (self->dir, self->id, muster_campaign_get_title (self->campaign),
                                   self->original, error))
    return FALSE;
  if (!from_file)
    {
      g_autoptr(GBytes) bytes = muster_campaign_serialize (self->campaign, error);

      if (bytes == NULL || !muster_recovery_write_snapshot (self->dir, self->id, self->generation, bytes, error))
        return FALSE;
    }
  self->started = TRUE;
  return TRUE;
}

static gboolean
open_journal (MusterRecovery  *self,
              GError         **error)
{
  if (self->fd < 0)
    self->fd = muster_recovery_journal_open (self->dir, self->id, self->generation, error);
  return self->fd >= 0;
}

static void want_snapshot (MusterRecovery *self);

/* Writes one line to the journal and flushes it to disk. */
static void
append (MusterRecovery *self,
        GString        *line)
{
  g_autoptr(GError) error = NULL;

  if (self->closed)
    return;
  g_string_append_c (line, '\n');
  if (!self->started && self->original == NULL)
    {
      /* The work is in no file and could not be written whole before:
       * writing it whole now holds this change too. */
      if (!start (self, FALSE, &error))
        {
          g_autofree char *message = g_strdup_printf (_("Could not write the recovery file: %s"), error->message);

          fail (self, message);
        }
      else
        self->failed = FALSE;
      return;
    }
  if (!start (self, TRUE, &error) || !open_journal (self, &error) ||
      !muster_recovery_journal_append (self->fd, line, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not write the recovery journal: %s"), error->message);

      fail (self, message);
      return;
    }
  self->failed = FALSE;
  self->records++;
  self->bytes += line->len;
  if (self->records >= SNAPSHOT_RECORDS || self->bytes >= SNAPSHOT_BYTES)
    want_snapshot (self);
}

/* A record: @name with the session's id, written by @write. */
static void
record (MusterRecovery *self,
        const char     *name,
        MusterSession  *session,
        void          (*write) (MusterXmlWriter *w, gpointer data),
        gpointer        data)
{
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(MusterXmlWriter) w = muster_xml_writer_new (line, MUSTER_XML_WRITER_ONE_LINE, 0);

  if (self->closed)
    return;
  flush_waiting (self);
  muster_xml_writer_start (w, name);
  if (session != NULL)
    muster_xml_writer_attr (w, "session", muster_session_get_id (session), MUSTER_XML_ID);
  if (write != NULL)
    write (w, data);
  muster_xml_writer_end (w);
  if (!muster_xml_writer_ok (w))
    {
      const char *problem = muster_xml_writer_get_problem (w, NULL);
      g_autofree char *message = g_strdup_printf (_("A change could not be written to the recovery journal: it %s"),
                                                  problem);

      fail (self, message);
      return;
    }
  append (self, line);
}

/* The record's text: a title, notes, an annotation. */
static void
write_text (MusterXmlWriter *w,
            gpointer         data)
{
  muster_xml_writer_content (w, data);
}

/* Sessions */

static void
write_session_element (MusterXmlWriter *w,
                       gpointer         data)
{
  Watch *watch = data;

  muster_campaign_write_session (w, watch->session, FALSE, NULL);
}

static void
note_chance (Watch *w)
{
  MusterChance *chance = muster_session_get_chance (w->session);

  w->mode = muster_chance_get_mode (chance);
  w->seed = w->mode == MUSTER_CHANCE_SEEDED ? muster_chance_get_seed (chance) : 0;
}

static void
note_session (Watch *w)
{
  w->n_entries = muster_session_get_n_entries (w->session);
  w->cursor = muster_session_get_cursor (w->session);
  w->performed = -1;
  w->reshaped = FALSE;
  note_chance (w);
}

static void
log_changed_cb (GListModel *log,
                guint       position,
                guint       removed,
                guint       added,
                Watch      *w)
{
  /* A new action drops what could have been redone, then adds one entry
   * at the cursor; anything else (a correction, a cut) is written whole. */
  if (muster_session_is_read_only (w->session))
    w->reshaped = TRUE;
  else if (added == 0 && position == w->cursor && position + removed == w->n_entries)
    ;
  else if (added == 1 && removed == 0 && position == w->cursor && position == w->n_entries)
    w->performed = (int) position;
  else
    w->reshaped = TRUE;
  w->n_entries = g_list_model_get_n_items (log);
}

typedef struct
{
  MusterEntry *entry;
  MusterChance *chance;
} Performed;

static void
write_performed (MusterXmlWriter *w,
                 gpointer         data)
{
  Performed *p = data;

  if (muster_chance_get_mode (p->chance) == MUSTER_CHANCE_SEEDED)
    g_string_append_printf (muster_xml_writer_get_string (w), " position=\"%" G_GUINT64_FORMAT "\"",
                            muster_chance_get_position (p->chance));
  muster_campaign_write_entry (w, p->entry);
}

static void
write_cursor (MusterXmlWriter *w,
              gpointer         data)
{
  muster_xml_writer_attr_int (w, "to", GPOINTER_TO_UINT (data));
}

static void
cursor_cb (MusterSession *session,
           GParamSpec    *pspec,
           Watch         *w)
{
  guint cursor = muster_session_get_cursor (session);

  if (w->reshaped)
    {
      record (w->self, "replace-session", session, write_session_element, w);
      note_session (w);
      return;
    }
  if (w->performed >= 0 && cursor == (guint) w->performed + 1)
    {
      Performed p = { muster_session_get_entry (session, (guint) w->performed), muster_session_get_chance (session) };

      record (w->self, "perform", session, write_performed, &p);
    }
  else if (cursor != w->cursor)
    record (w->self, "cursor", session, write_cursor, GUINT_TO_POINTER (cursor));
  w->performed = -1;
  w->cursor = cursor;
}

static void
read_only_cb (MusterSession *session,
              GParamSpec    *pspec,
              Watch         *w)
{
  /* Cut or corrected: what the log holds now is written whole. */
  record (w->self, "replace-session", session, write_session_element, w);
  note_session (w);
}

static void
session_title_cb (MusterSession *session,
                  GParamSpec    *pspec,
                  Watch         *w)
{
  record (w->self, "session-title", session, write_text, (gpointer) muster_session_get_title (session));
}

static void
write_chance (MusterXmlWriter *w,
              gpointer         data)
{
  MusterChance *chance = data;
  MusterChanceMode mode = muster_chance_get_mode (chance);

  muster_xml_writer_attr (w, "mode", muster_chance_mode_to_string (mode), MUSTER_XML_TEXT);
  if (mode == MUSTER_CHANCE_SEEDED)
    g_string_append_printf (muster_xml_writer_get_string (w), " seed=\"%" G_GUINT64_FORMAT "\" position=\"%"
                            G_GUINT64_FORMAT "\"", muster_chance_get_seed (chance), muster_chance_get_position (chance));
}

static void
session_changed_cb (MusterSession *session,
                    Watch         *w)
{
  MusterChance *chance = muster_session_get_chance (session);
  MusterChanceMode mode = muster_chance_get_mode (chance);

  /* The players switched between the app's dice and their own. */
  if (mode != w->mode || (mode == MUSTER_CHANCE_SEEDED && muster_chance_get_seed (chance) != w->seed))
    {
      record (w->self, "chance", session, write_chance, chance);
      note_chance (w);
    }
}

static void notes_later (MusterRecovery *self);

static void
session_notes_cb (MusterSession *session,
                  GParamSpec    *pspec,
                  Watch         *w)
{
  w->notes_waiting = TRUE;
  notes_later (w->self);
}

static Watch *
watch_session (MusterRecovery *self,
               MusterSession  *session,
               guint           position)
{
  Watch *w = g_new0 (Watch, 1);

  w->self = self;
  w->session = g_object_ref (session);
  note_session (w);
  g_signal_connect (muster_session_get_log (session), "items-changed", G_CALLBACK (log_changed_cb), w);
  g_signal_connect (session, "notify::cursor", G_CALLBACK (cursor_cb), w);
  g_signal_connect (session, "notify::read-only", G_CALLBACK (read_only_cb), w);
  g_signal_connect (session, "notify::title", G_CALLBACK (session_title_cb), w);
  g_signal_connect (session, "notify::notes", G_CALLBACK (session_notes_cb), w);
  g_signal_connect (session, "changed", G_CALLBACK (session_changed_cb), w);
  g_ptr_array_insert (self->watches, (int) position, w);
  return w;
}

static void
watch_free (Watch *w)
{
  g_signal_handlers_disconnect_by_data (muster_session_get_log (w->session), w);
  g_signal_handlers_disconnect_by_data (w->session, w);
  g_object_unref (w->session);
  g_free (w);
}

static void
write_at (MusterXmlWriter *w,
          gpointer         data)
{
  muster_xml_writer_attr_int (w, "to", GPOINTER_TO_UINT (data));
}

static gboolean
removed_cb (gpointer data)
{
  MusterRecovery *self = data;

  self->removed_id = 0;
  flush_waiting (self);
  return G_SOURCE_REMOVE;
}

static void
write_added (MusterXmlWriter *w,
             gpointer         data)
{
  Watch *watch = data;
  guint at = 0;

  while (g_ptr_array_index (watch->self->watches, at) != watch)
    at++;
  muster_xml_writer_attr_int (w, "at", at);
  muster_campaign_write_session (w, watch->session, FALSE, NULL);
}

static void
sessions_changed_cb (GListModel     *sessions,
                     guint           position,
                     guint           removed,
                     guint           added,
                     MusterRecovery *self)
{
  for (guint i = 0; i < removed; i++)
    {
      Watch *w = g_ptr_array_steal_index (self->watches, position);

      /* Moving a session takes it out and puts it back at once: wait a
       * moment to tell a move from a close. */
      flush_waiting (self);
      self->removed = w;
      self->removed_at = position;
      if (self->removed_id == 0)
        self->removed_id = g_idle_add_full (G_PRIORITY_HIGH, removed_cb, self, NULL);
    }
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(MusterSession) session = g_list_model_get_item (sessions, position + i);

      if (self->removed != NULL && self->removed->session == session)
        {
          Watch *w = self->removed;

          self->removed = NULL;
          g_ptr_array_insert (self->watches, (int) (position + i), w);
          record (self, "move-session", session, write_at, GUINT_TO_POINTER (position + i));
        }
      else
        {
          Watch *w = watch_session (self, session, position + i);

          record (self, "add-session", NULL, write_added, w);
        }
    }
}

static void
write_entry_change (MusterXmlWriter *w,
                    gpointer         data)
{
  MusterEntry *entry = data;

  muster_xml_writer_attr_int (w, "entry", muster_entry_get_number (entry));
}

static void
write_bookmark (MusterXmlWriter *w,
                gpointer         data)
{
  write_entry_change (w, data);
  muster_xml_writer_attr (w, "on", muster_entry_get_bookmarked (data) ? "true" : "false", MUSTER_XML_TEXT);
}

static void
write_annotation (MusterXmlWriter *w,
                  gpointer         data)
{
  write_entry_change (w, data);
  write_text (w, (gpointer) muster_entry_get_annotation (data));
}

static void
entry_changed_cb (MusterCampaign *campaign,
                  MusterEntry    *entry,
                  MusterRecovery *self)
{
  guint number = muster_entry_get_number (entry);

  /* The entry's number is its place in its session's log. */
  for (guint i = 0; i < self->watches->len; i++)
    {
      Watch *w = g_ptr_array_index (self->watches, i);

      if (number >= 1 && number <= muster_session_get_n_entries (w->session) &&
          muster_session_get_entry (w->session, number - 1) == entry)
        {
          record (self, "bookmark", w->session, write_bookmark, entry);
          record (self, "annotation", w->session, write_annotation, entry);
          return;
        }
    }
}

static void
title_cb (MusterCampaign *campaign,
          GParamSpec     *pspec,
          MusterRecovery *self)
{
  g_autoptr(GError) error = NULL;

  record (self, "title", NULL, write_text, (gpointer) muster_campaign_get_title (campaign));
  /* The start page shows the title from the header. */
  if (self->started && !self->closed &&
      !muster_recovery_write_head (self->dir, self->id, muster_campaign_get_title (campaign), self->original,
                                   &error))
    fail (self, error->message);
}

static void
campaign_notes_cb (MusterCampaign *campaign,
                   GParamSpec     *pspec,
                   MusterRecovery *self)
{
  self->campaign_notes_waiting = TRUE;
  notes_later (self);
}

/* Notes, a session moved or closed: what waits is written. */
static void
flush_waiting (MusterRecovery *self)
{
  g_clear_handle_id (&self->notes_id, g_source_remove);
  if (self->removed != NULL)
    {
      Watch *w = self->removed;

      self->removed = NULL;
      g_clear_handle_id (&self->removed_id, g_source_remove);
      record (self, "remove-session", w->session, NULL, NULL);
      watch_free (w);
    }
  if (self->campaign_notes_waiting)
    {
      self->campaign_notes_waiting = FALSE;
      record (self, "notes", NULL, write_text, (gpointer) muster_campaign_get_notes (self->campaign));
    }
  for (guint i = 0; i < self->watches->len; i++)
    {
      Watch *w = g_ptr_array_index (self->watches, i);

      if (w->notes_waiting)
        {
          w->notes_waiting = FALSE;
          record (self, "session-notes", w->session, write_text, (gpointer) muster_session_get_notes (w->session));
        }
    }
}

static gboolean
notes_cb (gpointer data)
{
  MusterRecovery *self = data;

  self->notes_id = 0;
  flush_waiting (self);
  return G_SOURCE_REMOVE;
}

static void
notes_later (MusterRecovery *self)
{
  g_clear_handle_id (&self->notes_id, g_source_remove);
  self->notes_id = g_timeout_add (NOTES_DELAY_MS, notes_cb, self);
}

/* Snapshots */


static void start_snapshot (MusterRecovery *self);

static void
snapshot_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  MusterRecovery *self = MUSTER_RECOVERY (source);
  g_autoptr(GError) error = NULL;

  self->writing = FALSE;
  if (!muster_recovery_write_snapshot_finish (result, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not write the recovery snapshot: %s"), error->message);

      fail (self, message);
    }
  if (self->wanted && !self->closed)
    want_snapshot (self);
}

/* Main thread: the campaign as pieces (entries' text kept from snapshot to
 * snapshot), handed to a thread to join and write; the journal goes on in
 * a new generation. */
static void
start_snapshot (MusterRecovery *self)
{
  g_autoptr(GError) error = NULL;
  MusterCampaignPieces *pieces;

  if (self->closed || !self->started)
    return;
  flush_waiting (self);
  pieces = muster_campaign_serialize_pieces (self->campaign, &error);
  if (pieces == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Could not write the recovery snapshot: %s"), error->message);

      fail (self, message);
      return;
    }
  close_journal (self);
  self->generation++;
  self->records = 0;
  self->bytes = 0;
  self->wanted = FALSE;
  self->writing = TRUE;

  muster_recovery_write_snapshot_async (self, self->shared, pieces, self->generation, self->cancellable,
                                        snapshot_done_cb, NULL);
}

/* Makes entries' text ready a little at a time, so that the snapshot made
 * after it costs the main thread little even for a long campaign. */
static gboolean
warm_cb (gpointer data)
{
  MusterRecovery *self = data;

  if (muster_campaign_warm_pieces (self->campaign, &self->warm_session, &self->warm_entry, WARM_BUDGET))
    {
      self->warm_id = 0;
      self->warm_session = self->warm_entry = 0;
      start_snapshot (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
want_snapshot (MusterRecovery *self)
{
  if (self->closed || !self->started)
    return;
  if (self->writing)
    {
      self->wanted = TRUE;
      return;
    }
  if (self->warm_id == 0)
    self->warm_id = g_idle_add_full (G_PRIORITY_LOW, warm_cb, self, NULL);
}

void
muster_recovery_snapshot (MusterRecovery *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MUSTER_IS_RECOVERY (self));
  if (self->closed)
    return;
  if (!start (self, self->original != NULL && !muster_campaign_get_dirty (self->campaign), &error))
    {
      fail (self, error->message);
      return;
    }
  if (self->writing)
    self->wanted = TRUE;
  else
    {
      g_clear_handle_id (&self->warm_id, g_source_remove);
      self->warm_session = self->warm_entry = 0;
      start_snapshot (self);
    }
}

void
muster_recovery_flush (MusterRecovery *self)
{
  g_return_if_fail (MUSTER_IS_RECOVERY (self));

  flush_waiting (self);
  while (self->writing || self->warm_id != 0)
    g_main_context_iteration (NULL, TRUE);
}

/* Removes the files and forgets the journal: with a new MusterRecoveryShared, a thread
 * still writing a snapshot of it leaves its snapshot out. */
static void
discard (MusterRecovery *self)
{
  g_clear_handle_id (&self->warm_id, g_source_remove);
  g_clear_handle_id (&self->notes_id, g_source_remove);
  g_clear_handle_id (&self->removed_id, g_source_remove);
  self->campaign_notes_waiting = FALSE;
  for (guint i = 0; i < self->watches->len; i++)
    ((Watch *) g_ptr_array_index (self->watches, i))->notes_waiting = FALSE;
  if (self->removed != NULL)
    {
      watch_free (self->removed);
      self->removed = NULL;
    }
  close_journal (self);
  g_mutex_lock (&self->shared->lock);
  self->shared->discarded = TRUE;
  muster_recovery_remove_files (self->dir, self->id, -1);
  g_mutex_unlock (&self->shared->lock);
  muster_recovery_shared_unref (self->shared);
  self->shared = muster_recovery_shared_new (self->dir, self->id);
  self->started = FALSE;
  self->records = 0;
  self->bytes = 0;
  self->wanted = FALSE;
}

void
muster_recovery_saved (MusterRecovery *self,
                       const char     *path)
{
  g_return_if_fail (MUSTER_IS_RECOVERY (self));

  if (self->closed)
    return;
  discard (self);
  g_free (self->original);
  self->original = g_strdup (path);
  /* The file holds everything; the journal starts again from it. */
  for (guint i = 0; i < self->watches->len; i++)
    note_session (g_ptr_array_index (self->watches, i));
}

void
muster_recovery_close (MusterRecovery *self)
{
  g_return_if_fail (MUSTER_IS_RECOVERY (self));

  if (self->closed)
    return;
  discard (self);
  self->closed = TRUE;
}

static void
muster_recovery_dispose (GObject *object)
{
  MusterRecovery *self = MUSTER_RECOVERY (object);

  /* Not closed: the work stays recoverable, with what waited written. */
  if (!self->closed && self->campaign != NULL)
    flush_waiting (self);
  g_clear_handle_id (&self->warm_id, g_source_remove);
  g_clear_handle_id (&self->notes_id, g_source_remove);
  g_clear_handle_id (&self->removed_id, g_source_remove);
  close_journal (self);
  if (self->removed != NULL)
    {
      watch_free (self->removed);
      self->removed = NULL;
    }
  if (self->watches != NULL)
    g_ptr_array_set_size (self->watches, 0);
  if (self->campaign != NULL)
    {
      g_signal_handlers_disconnect_by_data (muster_campaign_get_sessions (self->campaign), self);
      g_signal_handlers_disconnect_by_data (self->campaign, self);
      g_clear_object (&self->campaign);
    }
  g_cancellable_cancel (self->cancellable);

  G_OBJECT_CLASS (muster_recovery_parent_class)->dispose (object);
}

static void
muster_recovery_finalize (GObject *object)
{
  MusterRecovery *self = MUSTER_RECOVERY (object);

  g_clear_pointer (&self->watches, g_ptr_array_unref);
  g_clear_pointer (&self->shared, muster_recovery_shared_unref);
  g_clear_object (&self->cancellable);
  g_free (self->dir);
  g_free (self->id);
  g_free (self->original);

  G_OBJECT_CLASS (muster_recovery_parent_class)->finalize (object);
}

static void
muster_recovery_class_init (MusterRecoveryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = muster_recovery_dispose;
  object_class->finalize = muster_recovery_finalize;

  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
muster_recovery_init (MusterRecovery *self)
{
  self->fd = -1;
  self->cancellable = g_cancellable_new ();
  self->watches = g_ptr_array_new_with_free_func ((GDestroyNotify) watch_free);
}

MusterRecovery *
muster_recovery_new (MusterCampaign *campaign,
                     const char     *original_path,
                     gboolean        resume)
{
  MusterRecovery *self;
  GListModel *sessions;

  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (campaign), NULL);

  self = g_object_new (MUSTER_TYPE_RECOVERY, NULL);
  self->campaign = g_object_ref (campaign);
  self->dir = muster_recovery_get_dir ();
  self->id = g_strdup (muster_campaign_get_id (campaign));
  self->original = g_strdup (original_path);
  self->shared = muster_recovery_shared_new (self->dir, self->id);
  /* A campaign with a strange id is simply not recovered. */
  self->closed = !muster_recovery_valid_id (self->id);
  if (self->closed)
    return self;

  sessions = muster_campaign_get_sessions (campaign);
  for (guint i = 0; i < g_list_model_get_n_items (sessions); i++)
    {
      g_autoptr(MusterSession) session = g_list_model_get_item (sessions, i);

      watch_session (self, session, i);
    }
  g_signal_connect (sessions, "items-changed", G_CALLBACK (sessions_changed_cb), self);
  g_signal_connect (campaign, "notify::title", G_CALLBACK (title_cb), self);
  g_signal_connect (campaign, "notify::notes", G_CALLBACK (campaign_notes_cb), self);
  g_signal_connect (campaign, "entry-changed", G_CALLBACK (entry_changed_cb), self);

  if (resume)
    {
      g_auto(MusterRecoveryFiles) files = { 0 };

      /* Its files are its base; the journal goes on in a new generation
       * (the last may end in a change cut short). */
      muster_recovery_scan (self->dir, self->id, &files);
      self->generation = muster_recovery_next_generation (&files);
      self->started = TRUE;
    }
  else if (original_path == NULL || muster_campaign_get_dirty (campaign))
    {
      g_autoptr(GError) error = NULL;

      /* Work that is in no file yet is kept at once. */
      if (!start (self, FALSE, &error))
        {
          g_autofree char *message = g_strdup_printf (_("Could not write the recovery file: %s"), error->message);

          fail (self, message);
        }
    }
  return self;
}
