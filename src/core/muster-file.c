/* muster-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "muster-error.h"
#include "muster-file.h"

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

gboolean
muster_file_write_atomic (const char  *path,
                          GBytes      *contents,
                          GError     **error)
{
  g_autofree char *tmp = g_strconcat (path, ".XXXXXX", NULL);
  const guint8 *data;
  gsize len, done = 0;
  GStatBuf st;
  int fd;

  data = g_bytes_get_data (contents, &len);

  /* A new file gets the usual 0666 less the umask; a replaced one keeps the
   * permissions it had, so a private file stays private. */
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return set_io_error (error, path, errno, _("creating a temporary file"));
  if (g_stat (path, &st) == 0 && fchmod (fd, st.st_mode & 07777) != 0)
    {
      int saved = errno;
      close (fd);
      g_unlink (tmp);
      return set_io_error (error, path, saved, _("keeping the file's permissions"));
    }

  while (done < len)
    {
      gsize chunk = len - done;
      gssize n;

      if (fault_after >= 0)
        {
          if ((gsize) fault_after <= done)
            {
              close (fd);
              g_unlink (tmp);
              return set_io_error (error, path, EIO, _("writing"));
            }
          chunk = MIN (chunk, (gsize) fault_after - done);
        }

      n = write (fd, data + done, chunk);
      if (n < 0)
        {
          int saved = errno;

          if (saved == EINTR)
            continue;
          close (fd);
          g_unlink (tmp);
          return set_io_error (error, path, saved, _("writing"));
        }
      done += (gsize) n;
    }

  if (fsync (fd) != 0)
    {
      int saved = errno;
      close (fd);
      g_unlink (tmp);
      return set_io_error (error, path, saved, _("flushing to disk"));
    }
  if (close (fd) != 0)
    {
      int saved = errno;
      g_unlink (tmp);
      return set_io_error (error, path, saved, _("closing"));
    }
  if (g_rename (tmp, path) != 0)
    {
      int saved = errno;
      g_unlink (tmp);
      return set_io_error (error, path, saved, _("replacing the old file"));
    }
  return TRUE;
}
