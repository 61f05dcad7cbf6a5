/* muster-games.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-games.h"

#include "dice-and-cards/dc-system.h"
#include "revroad/b2c/b2c-state.h"
#include "revroad/bunker/bh-system.h"

static const MusterSystemDef * const builtin[] = {
  &dc_system_def,
  &bh_system_def,
  &b2c_system_def,
};

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
