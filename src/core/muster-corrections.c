/* muster-corrections.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "muster-corrections.h"
#include "muster-error.h"
#include "muster-file.h"

static gboolean
valid_store_id (const char *id)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

char *
muster_corrections_get_path (const char *store_id)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (valid_store_id (store_id), NULL);
  name = g_strconcat (store_id, ".txt", NULL);
  return g_build_filename (g_get_user_data_dir (), "muster", "corrections", name, NULL);
}

static char *
line_to_string (const char * const *line)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; line[i]; i++)
    {
      /* Plain words stay plain so people can read and edit the file. */
      gboolean plain = *line[i] != '\0' && line[i][0] != '#';
      g_autofree char *quoted = NULL;

      for (const char *p = line[i]; *p && plain; p++)
        plain = g_ascii_isalnum (*p) || strchr ("._,:+=/-", *p) != NULL;
      quoted = plain ? g_strdup (line[i]) : g_shell_quote (line[i]);
      g_string_append_printf (out, "%s%s", i ? " " : "", quoted);
    }
  return g_string_free (out, FALSE);
}

GPtrArray *
muster_corrections_load (const char *store_id)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) text_lines = NULL;

  if (!valid_store_id (store_id))
    return lines;
  path = muster_corrections_get_path (store_id);
  if (!g_file_get_contents (path, &contents, NULL, NULL) || !g_utf8_validate (contents, -1, NULL))
    return lines;

  text_lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; text_lines[i]; i++)
    {
      char **argv = NULL;

      if (*g_strstrip (text_lines[i]) == '\0' || text_lines[i][0] == '#')
        continue;
      /* A line that does not parse is skipped, not fatal: the file is the
       * user's and may have been edited by hand. */
      if (g_shell_parse_argv (text_lines[i], NULL, &argv, NULL))
        g_ptr_array_add (lines, argv);
    }
  return lines;
}

/* Adds to the store @store_id the @lines (GStrv) it does not hold yet. */
static gboolean
remember_in_store (const char  *store_id,
                   GPtrArray   *lines,
                   GError     **error)
{
  g_autoptr(GPtrArray) known = muster_corrections_load (store_id);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) text = g_string_new ("# Corrections of reconstructed data, replayed at the start of new games.\n");
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gboolean added = FALSE;

  for (guint i = 0; i < known->len; i++)
    {
      char *line = line_to_string (g_ptr_array_index (known, i));

      g_string_append_printf (text, "%s\n", line);
      g_hash_table_add (seen, line);
    }
  for (guint i = 0; i < lines->len; i++)
    {
      char *line = line_to_string (g_ptr_array_index (lines, i));

      if (g_hash_table_contains (seen, line))
        {
          g_free (line);
          continue;
        }
      g_string_append_printf (text, "%s\n", line);
      g_hash_table_add (seen, line);
      added = TRUE;
    }
  if (!added)
    return TRUE;

  path = muster_corrections_get_path (store_id);
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  bytes = g_bytes_new (text->str, text->len);
  return muster_file_write_atomic (path, bytes, error);
}

gboolean
muster_corrections_remember (MusterSession  *session,
                             GError        **error)
{
  MusterSystem *system = muster_session_get_system (session);
  g_autoptr(GPtrArray) corrections = muster_state_get_corrections (muster_session_get_state (session));
  g_auto(GStrv) stores = muster_system_list_correction_stores (system);

  /* Each line goes to the store its action's corrections are kept in. */
  for (guint s = 0; stores[s]; s++)
    {
      g_autoptr(GPtrArray) lines = g_ptr_array_new ();

      for (guint i = 0; i < corrections->len; i++)
        {
          char **line = g_ptr_array_index (corrections, i);

          if (line[0] != NULL && g_str_equal (muster_system_get_correction_store (system, line[0]), stores[s]))
            g_ptr_array_add (lines, line);
        }
      if (lines->len > 0 && valid_store_id (stores[s]) && !remember_in_store (stores[s], lines, error))
        return FALSE;
    }
  return TRUE;
}

guint
muster_corrections_apply (MusterSession *session)
{
  g_auto(GStrv) stores = muster_system_list_correction_stores (muster_session_get_system (session));
  guint applied = 0;

  /* The system's own store first, so that a shared store (written later
   * than an older own store could have been) has the last word. */
  for (guint s = 0; stores[s]; s++)
    {
      g_autoptr(GPtrArray) lines = muster_corrections_load (stores[s]);

      for (guint i = 0; i < lines->len; i++)
        {
          char **line = g_ptr_array_index (lines, i);

          if (line[0] == NULL)
            continue;
          if (muster_session_perform (session, line[0], (const char * const *) line + 1,
                                      MUSTER_PERFORM_NONE, NULL) != NULL)
            applied++;
        }
    }
  return applied;
}
