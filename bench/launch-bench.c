/* launch-bench.c: how long a program takes from launch to its first window
 * on the X display, and how much memory (RSS) it holds a while later; the
 * same measure for any program, so Muster can stand beside a peer such as
 * GNOME Calculator in one run. A figure, not a pass or fail.
 *
 *   launch-bench SECONDS COMMAND [ARGUMENTS...]
 *
 * prints “visible MS ms rss MB” for one launch: MS from the fork to the
 * mapping of the program's first top-level window, MB its resident memory
 * SECONDS after that. The program is then ended (SIGTERM).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <X11/Xlib.h>

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static double
rss_mb (pid_t pid)
{
  char path[64], line[256];
  double mb = 0;
  FILE *f;

  snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
  f = fopen (path, "r");
  if (f == NULL)
    return 0;
  while (fgets (line, sizeof line, f) != NULL)
    if (strncmp (line, "VmRSS:", 6) == 0)
      mb = atof (line + 6) / 1024.0;
  fclose (f);
  return mb;
}

int
main (int   argc,
      char *argv[])
{
  Display *display;
  double seconds, t0, visible = -1;
  pid_t pid;
  int status;

  if (argc < 3)
    {
      fprintf (stderr, "Usage: launch-bench SECONDS COMMAND [ARGUMENTS...]\n");
      return 2;
    }
  seconds = atof (argv[1]);
  display = XOpenDisplay (NULL);
  if (display == NULL)
    {
      fprintf (stderr, "launch-bench: no X display (run it under xvfb-run)\n");
      return 1;
    }
  /* Every window mapped on the root: top-level windows. */
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);
  XSync (display, False);

  t0 = now_ms ();
  pid = fork ();
  if (pid == 0)
    {
      execvp (argv[2], argv + 2);
      perror ("launch-bench: exec");
      _exit (127);
    }

  while (visible < 0)
    {
      XEvent event;

      if (waitpid (pid, &status, WNOHANG) == pid)
        {
          fprintf (stderr, "launch-bench: %s ended before it showed a window\n", argv[2]);
          return 1;
        }
      if (now_ms () - t0 > 60000)
        {
          fprintf (stderr, "launch-bench: no window from %s in a minute\n", argv[2]);
          kill (pid, SIGKILL);
          return 1;
        }
      if (!XPending (display))
        {
          usleep (500);
          continue;
        }
      XNextEvent (display, &event);
      /* Menus and tooltips bypass the window manager; a window does not. */
      if (event.type == MapNotify && !event.xmap.override_redirect)
        visible = now_ms () - t0;
    }

  usleep ((useconds_t) (seconds * 1e6));
  printf ("visible %.1f ms rss %.1f MB\n", visible, rss_mb (pid));
  kill (pid, SIGTERM);
  waitpid (pid, &status, 0);
  XCloseDisplay (display);
  return 0;
}
