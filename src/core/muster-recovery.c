/* muster-recovery.c
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
#include "muster-file.h"
#include "muster-recovery.h"
#include "muster-xml.h"
#include "muster-xml-writer.h"

/* A snapshot is written once the journal since the last one holds this
 * many changes or bytes: restoring then replays at most about that much. */
#define SNAPSHOT_RECORDS 256
#define SNAPSHOT_BYTES   (1024 * 1024)
/* Notes are journaled when typing pauses, not at every key. */
#define NOTES_DELAY_MS   400
/* Entries whose text is made ready for a snapshot in one idle moment. */
#define WARM_BUDGET      2000

#define HEAD_GROUP "Recovery"

char *
muster_recovery_get_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "muster", "recovery", NULL);
}

static gboolean
valid_id (const char *id)
{
  /* Ids name files: allow only what a UUID holds. */
  if (id == NULL || *id == '\0' || strlen (id) > 64)
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isxdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

static char *
file_path (const char *dir,
           const char *id,
           gint64      generation,
           const char *suffix)
{
  g_autofree char *name = generation >= 0 ? g_strdup_printf ("%s.%" G_GINT64_FORMAT ".%s", id, generation, suffix)
                                          : g_strdup_printf ("%s.%s", id, suffix);

  return g_build_filename (dir, name, NULL);
}

/* The files of one campaign in the folder. */
typedef struct
{
  GArray *snapshots;   /* gint64 generations, ascending */
  GArray *journals;
  gboolean head;
  gboolean legacy;     /* ID.muster, written before the journal */
} Files;

static void
files_clear (Files *files)
{
  g_clear_pointer (&files->snapshots, g_array_unref);
  g_clear_pointer (&files->journals, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Files, files_clear)

static int
compare_gen (gconstpointer a,
             gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

/* Splits “ID.rest” into the id (a new string) and the rest. */
static char *
split_name (const char  *name,
            const char **rest)
{
  const char *dot = strchr (name, '.');

  if (dot == NULL || dot == name)
    return NULL;
  *rest = dot + 1;
  return g_strndup (name, (gsize) (dot - name));
}

/* “G.suffix” with @suffix: G, or -1. */
static gint64
generation_of (const char *rest,
               const char *suffix)
{
  const char *dot = strchr (rest, '.');
  g_autofree char *digits = NULL;
  guint64 g;

  if (dot == NULL || !g_str_equal (dot + 1, suffix))
    return -1;
  digits = g_strndup (rest, (gsize) (dot - rest));
  if (!g_ascii_string_to_unsigned (digits, 10, 0, G_MAXINT64, &g, NULL))
    return -1;
  return (gint64) g;
}

static void
scan (const char *dir,
      const char *id,
      Files      *files)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  files->snapshots = g_array_new (FALSE, FALSE, sizeof (gint64));
  files->journals = g_array_new (FALSE, FALSE, sizeof (gint64));
  files->head = files->legacy = FALSE;
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      const char *rest = NULL;
      g_autofree char *owner = split_name (name, &rest);
      gint64 g;

      if (owner == NULL || !g_str_equal (owner, id))
        continue;
      if (g_str_equal (rest, "head"))
        files->head = TRUE;
      else if (g_str_equal (rest, "muster"))
        files->legacy = TRUE;
      else if ((g = generation_of (rest, "muster")) >= 0)
        g_array_append_val (files->snapshots, g);
      else if ((g = generation_of (rest, "journal")) >= 0)
        g_array_append_val (files->journals, g);
    }
  g_array_sort (files->snapshots, compare_gen);
  g_array_sort (files->journals, compare_gen);
}

static gint64
last_generation (GArray *gens)
{
  return gens->len > 0 ? g_array_index (gens, gint64, gens->len - 1) : -1;
}

/* Removes the files of @id: all of them, or with @below >= 0 only the
 * snapshots and journals of generations below it. */
static void
remove_files (const char *dir,
              const char *id,
              gint64      below)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) doomed = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      const char *rest = NULL;
      g_autofree char *owner = split_name (name, &rest);
      gint64 g = -1;

      if (owner == NULL || !g_str_equal (owner, id))
        continue;
      if (below >= 0)
        {
          g = generation_of (rest, "muster");
          if (g < 0)
            g = generation_of (rest, "journal");
          if (g < 0 || g >= below)
            continue;
        }
      g_ptr_array_add (doomed, g_build_filename (dir, name, NULL));
    }
  for (guint i = 0; i < doomed->len; i++)
    g_unlink (g_ptr_array_index (doomed, i));
}

/* The header: what the start page shows, and where the campaign's own
 * file is, with its size and time when the journal starts from it. */
static gboolean
write_head (const char  *dir,
            const char  *id,
            const char  *title,
            const char  *original,
            GError     **error)
{
  g_autoptr(GKeyFile) key = g_key_file_new ();
  g_autofree char *path = file_path (dir, id, -1, "head");
  g_autofree char *data = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize len;

  g_key_file_set_string (key, HEAD_GROUP, "title", title ? title : "");
  if (original != NULL)
    {
      GStatBuf st;

      g_key_file_set_string (key, HEAD_GROUP, "original", original);
      if (g_stat (original, &st) == 0)
        {
          g_key_file_set_int64 (key, HEAD_GROUP, "original-size", (gint64) st.st_size);
          g_key_file_set_int64 (key, HEAD_GROUP, "original-mtime", (gint64) st.st_mtime);
        }
    }
  data = g_key_file_to_data (key, &len, NULL);
  bytes = g_bytes_new_take (g_steal_pointer (&data), len);
  return muster_file_write_atomic (path, bytes, error);
}

static GKeyFile *
read_head (const char *dir,
           const char *id)
{
  g_autofree char *path = file_path (dir, id, -1, "head");
  g_autoptr(GKeyFile) key = g_key_file_new ();
  GStatBuf st;

  /* A header is a few lines; anything bigger is not one. */
  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size > 64 * 1024 ||
      !g_key_file_load_from_file (key, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  return g_steal_pointer (&key);
}

static char *
head_string (GKeyFile   *key,
             const char *name)
{
  char *value = key ? g_key_file_get_string (key, HEAD_GROUP, name, NULL) : NULL;

  if (value != NULL && *value == '\0')
    g_clear_pointer (&value, g_free);
  return value;
}

/* The title of a file written before the journal, from its first bytes
 * only: <title> comes near the top. */
static char *
legacy_title (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) in = g_file_read (file, NULL, NULL);
  char buf[8192];
  gssize n;
  const char *start, *end;

  if (in == NULL)
    return NULL;
  n = g_input_stream_read (G_INPUT_STREAM (in), buf, sizeof buf - 1, NULL, NULL);
  if (n <= 0)
    return NULL;
  buf[n] = '\0';
  start = strstr (buf, "<title>");
  end = start ? strstr (start, "</title>") : NULL;
  if (end == NULL)
    return NULL;
  start += strlen ("<title>");
  {
    g_autofree char *escaped = g_strndup (start, (gsize) (end - start));
    g_autoptr(xmlDoc) doc = NULL;
    g_autofree char *wrapped = g_strdup_printf ("<t>%s</t>", escaped);

    doc = muster_xml_parse (wrapped, strlen (wrapped), "title", NULL);
    return doc ? muster_xml_get_text (xmlDocGetRootElement (doc)) : NULL;
  }
}

void
muster_recovery_item_free (MusterRecoveryItem *item)
{
  if (item == NULL)
    return;
  g_free (item->campaign_id);
  g_free (item->path);
  g_free (item->original_path);
  g_free (item->title);
  g_free (item);
}

static int
compare_newest (gconstpointer a,
                gconstpointer b)
{
  const MusterRecoveryItem *ia = *(MusterRecoveryItem * const *) a;
  const MusterRecoveryItem *ib = *(MusterRecoveryItem * const *) b;

  return (ib->mtime > ia->mtime) - (ib->mtime < ia->mtime);
}

GPtrArray *
muster_recovery_list (void)
{
  g_autofree char *dir = muster_recovery_get_dir ();
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_recovery_item_free);
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return items;

  /* One item for each campaign with a snapshot, a journal or an old
   * recovery file; its time is its newest file's. */
  while ((name = g_dir_read_name (d)) != NULL)
    {
      const char *rest = NULL;
      g_autofree char *id = split_name (name, &rest);
      MusterRecoveryItem *item;
      g_autofree char *path = NULL;
      GStatBuf st;

      if (id == NULL || !valid_id (id) ||
          (!g_str_equal (rest, "muster") && generation_of (rest, "muster") < 0 &&
           generation_of (rest, "journal") < 0))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_stat (path, &st) != 0)
        continue;
      item = g_hash_table_lookup (by_id, id);
      if (item == NULL)
        {
          item = g_new0 (MusterRecoveryItem, 1);
          item->campaign_id = g_strdup (id);
          g_ptr_array_add (items, item);
          g_hash_table_insert (by_id, item->campaign_id, item);
        }
      if (item->path == NULL || st.st_mtime > item->mtime)
        {
          g_free (item->path);
          item->path = g_steal_pointer (&path);
          item->mtime = st.st_mtime;
        }
    }

  for (guint i = 0; i < items->len; i++)
    {
      MusterRecoveryItem *item = g_ptr_array_index (items, i);
      g_autoptr(GKeyFile) head = read_head (dir, item->campaign_id);

      if (head != NULL)
        {
          item->title = head_string (head, "title");
          item->original_path = head_string (head, "original");
        }
      else
        {
          /* Written before the journal: the title from the file's first
           * bytes, the original file from its note. A damaged file is still
           * listed; restoring it says what is wrong. */
          g_autofree char *legacy = file_path (dir, item->campaign_id, -1, "muster");
          g_autofree char *pathfile = g_strconcat (legacy, ".path", NULL);
          g_autofree char *where = NULL;

          item->title = legacy_title (legacy);
          if (g_file_get_contents (pathfile, &where, NULL, NULL) && *where)
            item->original_path = g_steal_pointer (&where);
        }
    }
  g_ptr_array_sort (items, compare_newest);
  return items;
}

void
muster_recovery_discard (const char *campaign_id)
{
  g_autofree char *dir = muster_recovery_get_dir ();

  if (!valid_id (campaign_id))
    return;
  remove_files (dir, campaign_id, -1);
}

static gboolean
ensure_dir (const char  *dir,
            GError     **error)
{
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* Writes @bytes as snapshot @generation. */
static gboolean
write_snapshot (const char  *dir,
                const char  *id,
                gint64       generation,
                GBytes      *bytes,
                GError     **error)
{
  g_autofree char *path = file_path (dir, id, generation, "muster");

  return muster_file_write_atomic (path, bytes, error);
}

gboolean
muster_recovery_save (MusterCampaign  *campaign,
                      const char      *original_path,
                      GError         **error)
{
  g_autofree char *dir = muster_recovery_get_dir ();
  const char *id = muster_campaign_get_id (campaign);
  g_autoptr(GBytes) bytes = NULL;
  Files files = { 0 };
  gint64 generation;

  if (!valid_id (id))
    return TRUE;  /* a campaign with a strange id is simply not recovered */
  if (!ensure_dir (dir, error))
    return FALSE;
  bytes = muster_campaign_serialize (campaign, error);
  if (bytes == NULL || !write_head (dir, id, muster_campaign_get_title (campaign), original_path, error))
    return FALSE;
  scan (dir, id, &files);
  generation = MAX (last_generation (files.snapshots), last_generation (files.journals)) + 1;
  files_clear (&files);
  if (!write_snapshot (dir, id, generation, bytes, error))
    return FALSE;
  remove_files (dir, id, generation);
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
  g_auto(Files) files = { 0 };
  gint64 base;

  if (!valid_id (campaign_id))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND, _("There is no recovered work of that name"));
      return NULL;
    }
  scan (dir, campaign_id, &files);
  head = read_head (dir, campaign_id);
  original = head_string (head, "original");

  base = last_generation (files.snapshots);
  if (base >= 0)
    {
      g_autofree char *path = file_path (dir, campaign_id, base, "muster");

      campaign = muster_campaign_load_file (registry, path, error);
    }
  else if (files.legacy)
    {
      g_autofree char *path = file_path (dir, campaign_id, -1, "muster");
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
      gint64 size = g_key_file_get_int64 (head, HEAD_GROUP, "original-size", NULL);
      gint64 mtime = g_key_file_get_int64 (head, HEAD_GROUP, "original-mtime", NULL);

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
      path = file_path (dir, campaign_id, g, "journal");
      replay_journal (campaign, registry, path);
    }
  /* The recovered campaign keeps its id, so its journal goes on. */
  muster_campaign_set_id (campaign, campaign_id);
  if (original_path != NULL)
    *original_path = g_steal_pointer (&original);
  return g_steal_pointer (&campaign);
}

/* The journal of an open campaign */

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
} Shared;

static Shared *
shared_new (const char *dir,
            const char *id)
{
  Shared *shared = g_new0 (Shared, 1);

  shared->ref_count = 1;
  g_mutex_init (&shared->lock);
  shared->dir = g_strdup (dir);
  shared->id = g_strdup (id);
  return shared;
}

static Shared *
shared_ref (Shared *shared)
{
  g_atomic_int_inc (&shared->ref_count);
  return shared;
}

static void
shared_unref (Shared *shared)
{
  if (!g_atomic_int_dec_and_test (&shared->ref_count))
    return;
  g_mutex_clear (&shared->lock);
  g_free (shared->dir);
  g_free (shared->id);
  g_free (shared);
}

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
  Shared         *shared;
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
  g_auto(Files) files = { 0 };

  if (self->started)
    return TRUE;
  if (!ensure_dir (self->dir, error))
    return FALSE;
  scan (self->dir, self->id, &files);
  self->generation = MAX (last_generation (files.snapshots), last_generation (files.journals)) + 1;
  if (!write_head (self->dir, self->id, muster_campaign_get_title (self->campaign),
                   self->original, error))
    return FALSE;
  if (!from_file)
    {
      g_autoptr(GBytes) bytes = muster_campaign_serialize (self->campaign, error);

      if (bytes == NULL || !write_snapshot (self->dir, self->id, self->generation, bytes, error))
        return FALSE;
    }
  self->started = TRUE;
  return TRUE;
}

static gboolean
open_journal (MusterRecovery  *self,
              GError         **error)
{
  g_autofree char *path = NULL;

  if (self->fd >= 0)
    return TRUE;
  path = file_path (self->dir, self->id, self->generation, "journal");
  self->fd = g_open (path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
  if (self->fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      return FALSE;
    }
  /* The new file's name must survive a power cut too. */
  {
    int dirfd = g_open (self->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

    if (dirfd >= 0)
      {
        fsync (dirfd);
        close (dirfd);
      }
  }
  return TRUE;
}

static void want_snapshot (MusterRecovery *self);

/* Writes one line to the journal and flushes it to disk. */
static void
append (MusterRecovery *self,
        GString        *line)
{
  g_autoptr(GError) error = NULL;
  gsize done = 0;

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
  if (!start (self, TRUE, &error) || !open_journal (self, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not write the recovery journal: %s"), error->message);

      fail (self, message);
      return;
    }
  while (done < line->len)
    {
      gssize n = write (self->fd, line->str + done, line->len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          g_autofree char *message = g_strdup_printf (_("Could not write the recovery journal: %s"),
                                                      g_strerror (errno));

          fail (self, message);
          return;
        }
      done += (gsize) n;
    }
  if (fdatasync (self->fd) != 0)
    {
      g_autofree char *message = g_strdup_printf (_("Could not write the recovery journal: %s"), g_strerror (errno));

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
      !write_head (self->dir, self->id, muster_campaign_get_title (campaign), self->original, &error))
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

typedef struct
{
  Shared               *shared;
  MusterCampaignPieces *pieces;
  gint64                generation;
} Job;

static void
job_free (Job *job)
{
  shared_unref (job->shared);
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
  Shared *shared = job->shared;
  g_autoptr(GBytes) bytes = muster_campaign_pieces_join (job->pieces);
  g_autofree char *path = file_path (shared->dir, shared->id, job->generation, "muster");
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
      int dirfd = g_open (shared->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

      if (dirfd >= 0)
        {
          fsync (dirfd);
          close (dirfd);
        }
      remove_files (shared->dir, shared->id, job->generation);
    }
  g_mutex_unlock (&shared->lock);
  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void start_snapshot (MusterRecovery *self);

static void
snapshot_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  MusterRecovery *self = MUSTER_RECOVERY (source);
  g_autoptr(GError) error = NULL;

  self->writing = FALSE;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
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
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  Job *job;
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

  job = g_new0 (Job, 1);
  job->shared = shared_ref (self->shared);
  job->pieces = pieces;
  job->generation = self->generation;
  task = g_task_new (self, self->cancellable, snapshot_done_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, snapshot_thread);
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

/* Removes the files and forgets the journal: with a new Shared, a thread
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
  remove_files (self->dir, self->id, -1);
  g_mutex_unlock (&self->shared->lock);
  shared_unref (self->shared);
  self->shared = shared_new (self->dir, self->id);
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
  g_clear_pointer (&self->shared, shared_unref);
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
  self->shared = shared_new (self->dir, self->id);
  /* A campaign with a strange id is simply not recovered. */
  self->closed = !valid_id (self->id);
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
      g_auto(Files) files = { 0 };

      /* Its files are its base; the journal goes on in a new generation
       * (the last may end in a change cut short). */
      scan (self->dir, self->id, &files);
      self->generation = MAX (last_generation (files.snapshots), last_generation (files.journals)) + 1;
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
