/* bh-system.c: the system definition that registers Bunker Hill.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bunker-hill-resources.h"
#include "bh-state.h"
#include "bh-system.h"

static MusterState *
bh_new_state (MusterSystem          *system,
              const MusterScenario  *scenario,
              GHashTable            *options,
              GError               **error)
{
  return MUSTER_STATE (bh_state_new (system, scenario, options, error));
}

const MusterSystemDef bh_system_def = {
  .id = "bunker-hill",
  .register_resource = muster_bunker_hill_register_resource,
  .new_state = bh_new_state,
};
