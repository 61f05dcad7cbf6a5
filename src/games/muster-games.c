/* muster-games.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-games.h"
/* The systems of the top meson.build's list, in its order. */
#include "muster-games-list.h"

MusterRegistry *
muster_games_get_registry (GError **error)
{
  static MusterRegistry *registry = NULL;

  muster_core_init ();

  if (registry == NULL)
    {
      g_autoptr(MusterRegistry) building = muster_registry_new ();

      for (guint i = 0; i < G_N_ELEMENTS (builtin); i++)
        if (!muster_registry_add (building, builtin[i], error))
          return NULL;
      registry = g_steal_pointer (&building);
    }
  return registry;
}
