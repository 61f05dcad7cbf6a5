/* muster-recovery-folder.c: the recovery folder and its files.
 *
 * The files' names (ID.head, ID.G.muster, ID.G.journal and the ID.muster of
 * Muster before the journal) and their generations, the header of each
 * campaign, and what the start page lists: read from the headers alone,
 * never from a snapshot or a journal (muster-recovery.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "muster-campaign-io.h"
#include "muster-file.h"
#include "muster-recovery-private.h"
#include "muster-xml.h"

char *
muster_recovery_get_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "muster", "recovery", NULL);
}

gboolean
muster_recovery_valid_id (const char *id)
{
  /* Ids name files: allow only what a UUID holds. */
  if (id == NULL || *id == '\0' || strlen (id) > 64)
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isxdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

char *
muster_recovery_file_path (const char *dir,
                           const char *id,
                           gint64      generation,
                           const char *suffix)
{
  g_autofree char *name = generation >= 0 ? g_strdup_printf ("%s.%" G_GINT64_FORMAT ".%s", id, generation, suffix)
                                          : g_strdup_printf ("%s.%s", id, suffix);

  return g_build_filename (dir, name, NULL);
}

void
muster_recovery_files_clear (MusterRecoveryFiles *files)
{
  g_clear_pointer (&files->snapshots, g_array_unref);
  g_clear_pointer (&files->journals, g_array_unref);
}

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

void
muster_recovery_scan (const char *dir,
                      const char *id,
                      MusterRecoveryFiles      *files)
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

gint64
muster_recovery_last_snapshot (const MusterRecoveryFiles *files)
{
  return last_generation (files->snapshots);
}

gint64
muster_recovery_next_generation (const MusterRecoveryFiles *files)
{
  return MAX (last_generation (files->snapshots), last_generation (files->journals)) + 1;
}

/* Removes the files of @id: all of them, or with @below >= 0 only the
 * snapshots and journals of generations below it. */
void
muster_recovery_remove_files (const char *dir,
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
gboolean
muster_recovery_write_head (const char  *dir,
                            const char  *id,
                            const char  *title,
                            const char  *original,
                            GError     **error)
{
  g_autoptr(GKeyFile) key = g_key_file_new ();
  g_autofree char *path = muster_recovery_file_path (dir, id, -1, "head");
  g_autofree char *data = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize len;

  g_key_file_set_string (key, MUSTER_RECOVERY_HEAD_GROUP, "title", title ? title : "");
  if (original != NULL)
    {
      GStatBuf st;

      g_key_file_set_string (key, MUSTER_RECOVERY_HEAD_GROUP, "original", original);
      if (g_stat (original, &st) == 0)
        {
          g_key_file_set_int64 (key, MUSTER_RECOVERY_HEAD_GROUP, "original-size", (gint64) st.st_size);
          g_key_file_set_int64 (key, MUSTER_RECOVERY_HEAD_GROUP, "original-mtime", (gint64) st.st_mtime);
        }
    }
  data = g_key_file_to_data (key, &len, NULL);
  bytes = g_bytes_new_take (g_steal_pointer (&data), len);
  return muster_file_write_atomic (path, bytes, error);
}

GKeyFile *
muster_recovery_read_head (const char *dir,
                           const char *id)
{
  g_autofree char *path = muster_recovery_file_path (dir, id, -1, "head");
  g_autoptr(GKeyFile) key = g_key_file_new ();
  GStatBuf st;

  /* A header is a few lines; anything bigger is not one. */
  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size > 64 * 1024 ||
      !g_key_file_load_from_file (key, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  return g_steal_pointer (&key);
}

char *
muster_recovery_head_string (GKeyFile   *key,
                             const char *name)
{
  char *value = key ? g_key_file_get_string (key, MUSTER_RECOVERY_HEAD_GROUP, name, NULL) : NULL;

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

      if (id == NULL || !muster_recovery_valid_id (id) ||
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
      g_autoptr(GKeyFile) head = muster_recovery_read_head (dir, item->campaign_id);

      if (head != NULL)
        {
          item->title = muster_recovery_head_string (head, "title");
          item->original_path = muster_recovery_head_string (head, "original");
        }
      else
        {
          /* Written before the journal: the title from the file's first
           * bytes, the original file from its note. A damaged file is still
           * listed; restoring it says what is wrong. */
          g_autofree char *legacy = muster_recovery_file_path (dir, item->campaign_id, -1, "muster");
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

  if (!muster_recovery_valid_id (campaign_id))
    return;
  muster_recovery_remove_files (dir, campaign_id, -1);
}

gboolean
muster_recovery_ensure_dir (const char  *dir,
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

void
muster_recovery_sync_dir (const char *dir)
{
  int dirfd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (dirfd >= 0)
    {
      fsync (dirfd);
      close (dirfd);
    }
}

/* Writes @bytes as snapshot @generation. */
gboolean
muster_recovery_write_snapshot (const char  *dir,
                                const char  *id,
                                gint64       generation,
                                GBytes      *bytes,
                                GError     **error)
{
  g_autofree char *path = muster_recovery_file_path (dir, id, generation, "muster");

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
  MusterRecoveryFiles files = { 0 };
  gint64 generation;

  if (!muster_recovery_valid_id (id))
    return TRUE;  /* a campaign with a strange id is simply not recovered */
  if (!muster_recovery_ensure_dir (dir, error))
    return FALSE;
  bytes = muster_campaign_serialize (campaign, error);
  if (bytes == NULL || !muster_recovery_write_head (dir, id, muster_campaign_get_title (campaign), original_path, error))
    return FALSE;
  muster_recovery_scan (dir, id, &files);
  generation = muster_recovery_next_generation (&files);
  muster_recovery_files_clear (&files);
  if (!muster_recovery_write_snapshot (dir, id, generation, bytes, error))
    return FALSE;
  muster_recovery_remove_files (dir, id, generation);
  return TRUE;
}
