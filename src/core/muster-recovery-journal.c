/* muster-recovery-journal.c: the journal, written and replayed.
 *
 * A journal is one XML element a line, each line flushed to disk before
 * the change it records returns (the recorder, muster-recovery.c, says
 * what goes in a line). Restoring loads the newest snapshot (or the
 * campaign's own file) and replays the journals after it, one line at a
 * time; a change that no longer applies becomes a warning.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "muster-campaign-io.h"
#include "muster-error.h"
#include "muster-recovery-private.h"
#include "muster-xml.h"

/* Writing */

int
muster_recovery_journal_open (const char  *dir,
                              const char  *id,
                              gint64       generation,
                              GError     **error)
{
  g_autofree char *path = muster_recovery_file_path (dir, id, generation, "journal");
  int fd = g_open (path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);

  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      return -1;
    }
  /* The new file's name must survive a power cut too. */
  muster_recovery_sync_dir (dir);
  return fd;
}

gboolean
muster_recovery_journal_append (int            fd,
                                const GString *line,
                                GError       **error)
{
  gsize done = 0;

  while (done < line->len)
    {
      gssize n = write (fd, line->str + done, line->len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = errno;

          g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
          return FALSE;
        }
      done += (gsize) n;
    }
  if (fdatasync (fd) != 0)
    {
      int saved = errno;

      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved), g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* Restoring */

static MusterSession *
find_session (MusterCampaign *campaign,
              const char     *id,
              guint          *index)
{
  for (guint i = 0; id != NULL && i < muster_campaign_get_n_sessions (campaign); i++)
    {
      MusterSession *session = muster_campaign_get_session (campaign, i);

      if (g_strcmp0 (muster_session_get_id (session), id) == 0)
        {
          if (index != NULL)
            *index = i;
          return session;
        }
    }
  return NULL;
}

static gboolean
record_failed (GError     **error,
               xmlNode     *record,
               const char  *what)
{
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY, "%s (%s)", what, (const char *) record->name);
  return FALSE;
}

static MusterChance *
chance_from (xmlNode *node)
{
  g_autofree char *mode_name = muster_xml_get (node, "mode");
  MusterChanceMode mode = MUSTER_CHANCE_RANDOM;
  guint64 seed = 0, position = 0;
  MusterChance *chance;

  muster_chance_mode_from_string (mode_name, &mode);
  muster_xml_get_uint64 (node, "seed", 0, &seed, NULL);
  muster_xml_get_uint64 (node, "position", 0, &position, NULL);
  switch (mode)
    {
    case MUSTER_CHANCE_SEEDED:
      chance = muster_chance_new_seeded (seed);
      muster_chance_set_position (chance, position);
      return chance;
    case MUSTER_CHANCE_MANUAL:
      return muster_chance_new_manual ();
    case MUSTER_CHANCE_SCRIPTED:
      return muster_chance_new_scripted ();
    case MUSTER_CHANCE_RANDOM:
    default:
      return muster_chance_new_random ();
    }
}

/* Applies one line of the journal. */
static gboolean
apply_record (MusterCampaign  *campaign,
              MusterRegistry  *registry,
              xmlNode         *record,
              const char      *name,
              GError         **error)
{
  g_autofree char *session_id = muster_xml_get (record, "session");
  guint index = 0;
  MusterSession *session = find_session (campaign, session_id, &index);

  if (muster_xml_is (record, "title"))
    {
      g_autofree char *text = muster_xml_get_text (record);

      muster_campaign_set_title (campaign, text);
      return TRUE;
    }
  if (muster_xml_is (record, "notes"))
    {
      g_autofree char *text = muster_xml_get_text (record);

      muster_campaign_set_notes (campaign, *text ? text : NULL);
      return TRUE;
    }
  if (muster_xml_is (record, "add-session"))
    {
      xmlNode *node = muster_xml_child (record, "session");
      g_autoptr(MusterSession) added = NULL;
      int at = 0;

      if (node == NULL || !muster_xml_get_int (record, "at", 0, &at, error))
        return node != NULL || record_failed (error, record, _("a session is missing"));
      added = muster_campaign_read_session (campaign, registry, node, name, error);
      if (added == NULL)
        return FALSE;
      muster_campaign_insert_session (campaign, (guint) MAX (at, 0), added);
      return TRUE;
    }

  if (session == NULL)
    return record_failed (error, record, _("the change is for a game the campaign no longer holds"));

  if (muster_xml_is (record, "perform"))
    {
      xmlNode *node = muster_xml_child (record, "entry");
      g_autoptr(MusterEntry) entry = NULL;
      guint64 position = 0;

      if (node == NULL)
        return record_failed (error, record, _("the action is missing"));
      entry = muster_campaign_read_entry (node, error);
      if (entry == NULL || !muster_session_perform_recorded (session, entry, error))
        return FALSE;
      /* The app's dice go on from where they were. */
      if (muster_chance_get_mode (muster_session_get_chance (session)) == MUSTER_CHANCE_SEEDED &&
          muster_xml_get_uint64 (record, "position", 0, &position, NULL) && position > 0)
        muster_chance_set_position (muster_session_get_chance (session), position);
      return TRUE;
    }
  if (muster_xml_is (record, "cursor"))
    {
      int to = 0;

      if (!muster_xml_get_int (record, "to", 0, &to, error))
        return FALSE;
      if (to < 0 || (guint) to > muster_session_get_n_entries (session))
        return record_failed (error, record, _("the log has no such entry"));
      if ((guint) to < muster_session_get_cursor (session))
        return muster_session_undo_to (session, (guint) to, error);
      while (muster_session_get_cursor (session) < (guint) to)
        if (!muster_session_redo (session, error))
          return FALSE;
      return TRUE;
    }
  if (muster_xml_is (record, "annotation") || muster_xml_is (record, "bookmark"))
    {
      int number = 0;
      MusterEntry *entry;

      if (!muster_xml_get_int (record, "entry", 0, &number, error))
        return FALSE;
      if (number < 1 || (guint) number > muster_session_get_n_entries (session))
        return record_failed (error, record, _("the log has no such entry"));
      entry = muster_session_get_entry (session, (guint) number - 1);
      if (muster_xml_is (record, "bookmark"))
        muster_entry_set_bookmarked (entry, muster_xml_get_bool (record, "on", FALSE));
      else
        {
          g_autofree char *text = muster_xml_get_text (record);

          muster_entry_set_annotation (entry, text);
        }
      return TRUE;
    }
  if (muster_xml_is (record, "session-title") || muster_xml_is (record, "session-notes"))
    {
      g_autofree char *text = muster_xml_get_text (record);

      if (muster_xml_is (record, "session-title"))
        muster_session_set_title (session, text);
      else
        muster_session_set_notes (session, text);
      return TRUE;
    }
  if (muster_xml_is (record, "chance"))
    {
      g_autoptr(MusterChance) chance = chance_from (record);

      muster_session_set_chance (session, chance);
      return TRUE;
    }
  if (muster_xml_is (record, "remove-session"))
    {
      muster_campaign_remove_session (campaign, index);
      return TRUE;
    }
  if (muster_xml_is (record, "move-session"))
    {
      int to = 0;

      if (!muster_xml_get_int (record, "to", 0, &to, error))
        return FALSE;
      to = CLAMP (to, 0, (int) muster_campaign_get_n_sessions (campaign) - 1);
      muster_campaign_move_session (campaign, index, (guint) to);
      return TRUE;
    }
  if (muster_xml_is (record, "replace-session"))
    {
      xmlNode *node = muster_xml_child (record, "session");
      g_autoptr(MusterSession) replacement = NULL;

      if (node == NULL)
        return record_failed (error, record, _("a session is missing"));
      replacement = muster_campaign_read_session (campaign, registry, node, name, error);
      if (replacement == NULL)
        return FALSE;
      muster_campaign_remove_session (campaign, index);
      muster_campaign_insert_session (campaign, index, replacement);
      return TRUE;
    }
  return record_failed (error, record, _("Muster does not know this change"));
}

/* Replays the journal at @path; a line that does not parse (a change cut
 * short by a crash) ends it. */
static void
replay_journal (MusterCampaign *campaign,
                MusterRegistry *registry,
                const char     *path)
{
  g_autofree char *contents = NULL;
  g_autofree char *display = g_filename_display_name (path);
  gsize len = 0;
  char *line, *end;
  guint number = 0;

  if (!g_file_get_contents (path, &contents, &len, NULL))
    return;
  for (line = contents; line < contents + len; line = end + 1)
    {
      g_autoptr(xmlDoc) doc = NULL;
      g_autoptr(GError) error = NULL;

      number++;
      end = memchr (line, '\n', (gsize) (contents + len - line));
      /* The last change, cut short before its newline, never returned. */
      if (end == NULL)
        break;
      doc = muster_xml_parse (line, (gsize) (end - line), display, &error);
      if (doc == NULL)
        {
          /* Only the last line can be cut short; one before it is damage,
           * and what follows cannot be trusted to apply. */
          if (end + 1 < contents + len && muster_campaign_get_n_sessions (campaign) > 0)
            {
              g_autofree char *warning = g_strdup_printf (_("%s:%u: the recovery journal is damaged here: %s"),
                                                          display, number, error->message);

              muster_campaign_add_warning (campaign, muster_campaign_get_session (campaign, 0), warning);
            }
          break;
        }
      if (!apply_record (campaign, registry, xmlDocGetRootElement (doc), display, &error))
        {
          g_autofree char *warning = g_strdup_printf (_("%s:%u: a change could not be restored: %s"),
                                                      display, number, error->message);
          g_autofree char *session_id = muster_xml_get (xmlDocGetRootElement (doc), "session");
          MusterSession *session = find_session (campaign, session_id, NULL);

          if (session == NULL && muster_campaign_get_n_sessions (campaign) > 0)
            session = muster_campaign_get_session (campaign, 0);
          if (session != NULL)
            muster_campaign_add_warning (campaign, session, warning);
        }
    }
}

MusterCampaign *
muster_recovery_restore (MusterRegistry  *registry,
                         const char      *campaign_id,
                         char           **original_path,
                         GError         **error)
{
  g_autofree char *dir = muster_recovery_get_dir ();
  g_autoptr(GKeyFile) head = NULL;
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autofree char *original = NULL;
  g_auto(MusterRecoveryFiles) files = { 0 };
  gint64 base;

  if (!muster_recovery_valid_id (campaign_id))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND, _("There is no recovered work of that name"));
      return NULL;
    }
  muster_recovery_scan (dir, campaign_id, &files);
  head = muster_recovery_read_head (dir, campaign_id);
  original = muster_recovery_head_string (head, "original");

  base = muster_recovery_last_snapshot (&files);
  if (base >= 0)
    {
      g_autofree char *path = muster_recovery_file_path (dir, campaign_id, base, "muster");

      campaign = muster_campaign_load_file (registry, path, error);
    }
  else if (files.legacy)
    {
      g_autofree char *path = muster_recovery_file_path (dir, campaign_id, -1, "muster");
      g_autofree char *pathfile = g_strconcat (path, ".path", NULL);
      g_autofree char *where = NULL;

      campaign = muster_campaign_load_file (registry, path, error);
      if (original == NULL && g_file_get_contents (pathfile, &where, NULL, NULL) && *where)
        original = g_steal_pointer (&where);
    }
  else if (original != NULL && files.journals->len > 0)
    {
      /* The journal started from the campaign's own file: it must be the
       * file the journal started from. */
      GStatBuf st;
      gint64 size = g_key_file_get_int64 (head, MUSTER_RECOVERY_HEAD_GROUP, "original-size", NULL);
      gint64 mtime = g_key_file_get_int64 (head, MUSTER_RECOVERY_HEAD_GROUP, "original-mtime", NULL);

      if (g_stat (original, &st) != 0 || (gint64) st.st_size != size || (gint64) st.st_mtime != mtime)
        {
          g_autofree char *display = g_filename_display_name (original);

          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND,
                       _("The changes were made to “%s”, which has changed or gone since; open it instead"),
                       display);
          return NULL;
        }
      campaign = muster_campaign_load_file (registry, original, error);
      base = 0;
    }
  else
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND, _("There is no recovered work of that name"));
      return NULL;
    }
  if (campaign == NULL)
    return NULL;

  for (guint i = 0; i < files.journals->len; i++)
    {
      gint64 g = g_array_index (files.journals, gint64, i);
      g_autofree char *path = NULL;

      if (g < base)
        continue;
      path = muster_recovery_file_path (dir, campaign_id, g, "journal");
      replay_journal (campaign, registry, path);
    }
  /* The recovered campaign keeps its id, so its journal goes on. */
  muster_campaign_set_id (campaign, campaign_id);
  if (original_path != NULL)
    *original_path = g_steal_pointer (&original);
  return g_steal_pointer (&campaign);
}
