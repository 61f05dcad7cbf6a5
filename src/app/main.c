/* main.c: starts Muster.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "muster-application.h"

int
main (int   argc,
      char *argv[])
{
  /* Taken first, so the first-frame benchmark counts everything. */
  gint64 started = g_get_monotonic_time ();
  g_autoptr(MusterApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = muster_application_new ();
  if (g_getenv ("MUSTER_BENCH_FIRST_FRAME") != NULL)
    muster_application_measure_first_frame (app, started);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
