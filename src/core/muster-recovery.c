/* muster-recovery.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "muster-file.h"
#include "muster-recovery.h"
#include "muster-xml.h"

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

gboolean
muster_recovery_save (MusterCampaign  *campaign,
                      const char      *original_path,
                      GError         **error)
{
  g_autofree char *dir = muster_recovery_get_dir ();
  const char *id = muster_campaign_get_id (campaign);
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *pathfile = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) where = NULL;

  if (!valid_id (id))
    return TRUE;  /* a campaign with a strange id is simply not recovered */

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
                   "%s: %s", dir, g_strerror (errno));
      return FALSE;
    }

  name = g_strconcat (id, ".muster", NULL);
  path = g_build_filename (dir, name, NULL);
  pathfile = g_strconcat (path, ".path", NULL);

  where = g_bytes_new (original_path ? original_path : "", original_path ? strlen (original_path) : 0);
  if (!muster_file_write_atomic (pathfile, where, error))
    return FALSE;
  bytes = muster_campaign_to_bytes (campaign);
  return muster_file_write_atomic (path, bytes, error);
}

void
muster_recovery_discard (const char *campaign_id)
{
  g_autofree char *dir = muster_recovery_get_dir ();
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *pathfile = NULL;

  if (!valid_id (campaign_id))
    return;
  name = g_strconcat (campaign_id, ".muster", NULL);
  path = g_build_filename (dir, name, NULL);
  pathfile = g_strconcat (path, ".path", NULL);
  g_unlink (path);
  g_unlink (pathfile);
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
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return items;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      MusterRecoveryItem *item;
      g_autofree char *pathfile = NULL;
      g_autofree char *where = NULL;
      g_autoptr(xmlDoc) doc = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (name, ".muster"))
        continue;

      item = g_new0 (MusterRecoveryItem, 1);
      item->campaign_id = g_strndup (name, strlen (name) - strlen (".muster"));
      item->path = g_build_filename (dir, name, NULL);
      pathfile = g_strconcat (item->path, ".path", NULL);
      if (g_file_get_contents (pathfile, &where, NULL, NULL) && *where)
        item->original_path = g_steal_pointer (&where);
      if (g_stat (item->path, &st) == 0)
        item->mtime = st.st_mtime;

      /* Only the title is read here; a damaged file still gets listed so the
       * user can decide, and the full load reports what is wrong with it. */
      doc = muster_xml_parse_file (item->path, NULL);
      if (doc != NULL)
        {
          xmlNode *title = muster_xml_child (xmlDocGetRootElement (doc), "title");
          if (title != NULL)
            item->title = muster_xml_get_text (title);
        }
      g_ptr_array_add (items, item);
    }

  g_ptr_array_sort (items, compare_newest);
  return items;
}
