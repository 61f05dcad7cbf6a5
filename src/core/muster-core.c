/* muster-core.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-core.h"
#include "muster-data-resources.h"

void
muster_core_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      /* Registered by hand: a constructor in a static library is dropped by
       * the linker when nothing else in its object file is used. */
      muster_data_register_resource ();
      muster_xml_init ();
      g_once_init_leave (&initialized, 1);
    }
}
