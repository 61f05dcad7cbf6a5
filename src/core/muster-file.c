/* muster-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "muster-error.h"
#include "muster-file.h"

/* Links followed before giving up, as the kernel's own limit. */
#define MAX_LINKS 40

static gssize fault_after = -1;

void
muster_file_set_fault_after (gssize n_bytes)
{
  fault_after = n_bytes;
}

static gboolean
set_io_error (GError     **error,
              const char  *path,
              int          saved_errno,
              const char  *what)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
               _("Could not save “%s” (%s: %s); the previous file is unchanged"),
               display, what, g_strerror (saved_errno));
  return FALSE;
}

char *
muster_file_resolve (const char *path)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *target = g_file_read_link (current, NULL);
      g_autofree char *dir = NULL;

      if (target == NULL)
        return g_steal_pointer (&current);
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }
  return g_strdup (path);
}

static gboolean
process_is_gone (const char *pid_text)
{
  guint64 pid;

  if (!g_ascii_string_to_unsigned (pid_text, 10, 1, G_MAXINT32, &pid, NULL))
    return FALSE;
  if ((pid_t) pid == getpid ())
    return FALSE;
  return kill ((pid_t) pid, 0) != 0 && errno == ESRCH;
}

guint
muster_file_clean_stale (const char *path)
{
  g_autofree char *target = muster_file_resolve (path);
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  /* Temporary files are “.NAME.PID.XXXXXX.tmp”. */
  g_autofree char *prefix = g_strdup_printf (".%s.", base);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint removed = 0;

  if (d == NULL)
    return 0;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_auto(GStrv) parts = NULL;
      g_autofree char *full = NULL;
      const char *rest;

      if (!g_str_has_prefix (name, prefix) || !g_str_has_suffix (name, ".tmp"))
        continue;
      /* What is left is “PID.XXXXXX.tmp”. */
      rest = name + strlen (prefix);
      parts = g_strsplit (rest, ".", -1);
      if (g_strv_length (parts) != 3 || strlen (parts[1]) != 6 || !process_is_gone (parts[0]))
        continue;
      full = g_build_filename (dir, name, NULL);
      if (g_unlink (full) == 0)
        removed++;
    }
  return removed;
}

/* Flushes the directory that holds @path, so a rename into it is on disk.
 * Some file systems cannot sync a directory (EINVAL): nothing more can be
 * done there, and the file itself is already safe. */
static int
sync_dir (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  int saved = 0;

  if (fd < 0)
    return errno;
  if (fsync (fd) != 0 && errno != EINVAL && errno != EROFS)
    saved = errno;
  close (fd);
  return saved;
}

static gboolean
fail_write (int          fd,
            const char  *tmp,
            const char  *path,
            int          saved,
            const char  *what,
            GError     **error)
{
  if (fd >= 0)
    close (fd);
  g_unlink (tmp);
  return set_io_error (error, path, saved, what);
}

gboolean
muster_file_write_atomic (const char  *path,
                          GBytes      *contents,
                          GError     **error)
{
  g_autofree char *target = muster_file_resolve (path);
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *tmp_name = g_strdup_printf (".%s.%d.XXXXXX.tmp", base, (int) getpid ());
  g_autofree char *tmp = g_build_filename (dir, tmp_name, NULL);
  const guint8 *data;
  gsize len, done = 0;
  GStatBuf st;
  int fd, saved;

  data = g_bytes_get_data (contents, &len);
  muster_file_clean_stale (target);

  /* A new file gets the usual 0666 less the umask; a replaced one keeps the
   * permissions it had, so a private file stays private. */
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return set_io_error (error, path, errno, _("creating a temporary file"));
  if (g_stat (target, &st) == 0 && fchmod (fd, st.st_mode & 07777) != 0)
    return fail_write (fd, tmp, path, errno, _("keeping the file's permissions"), error);

  while (done < len)
    {
      gsize chunk = len - done;
      gssize n;

      if (fault_after >= 0)
        {
          if ((gsize) fault_after <= done)
            return fail_write (fd, tmp, path, EIO, _("writing"), error);
          chunk = MIN (chunk, (gsize) fault_after - done);
        }

      n = write (fd, data + done, chunk);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return fail_write (fd, tmp, path, errno, _("writing"), error);
        }
      done += (gsize) n;
    }

  if (fsync (fd) != 0)
    return fail_write (fd, tmp, path, errno, _("flushing to disk"), error);
  if (close (fd) != 0)
    return fail_write (-1, tmp, path, errno, _("closing"), error);
  if (g_rename (tmp, target) != 0)
    return fail_write (-1, tmp, path, errno, _("replacing the old file"), error);
  if ((saved = sync_dir (target)) != 0)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("“%s” was saved, but its folder could not be flushed to disk (%s)"),
                   display, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}
