/* l2y-system.c: the starting state of each scenario. An army list starts
 * empty; a battle starts from the two lists it takes as inputs
 * (l2y-state.c, take_input).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "l2y-private.h"
#include "lexington-yorktown-resources.h"
#include "l2y-system.h"

static MusterState *
l2y_new_state (MusterSystem          *system,
               const MusterScenario  *scenario,
               GHashTable            *options,
               GError               **error)
{
  L2yCharts *charts = l2y_charts_load (error);
  L2yState *self;

  if (charts == NULL)
    return NULL;
  self = g_object_new (L2Y_TYPE_STATE, NULL);
  self->charts = charts;
  self->battle = g_str_equal (scenario->id, "battle");
  self->points_limit = muster_options_get_int (options, "points-limit", 0);
  self->defensive_fire = g_strdup (muster_options_get_choice (options, "defensive-fire", "chart"));
  self->skirmish_move = g_strdup (muster_options_get_choice (options, "skirmish-move", "section"));
  self->need_seven = g_strdup (muster_options_get_choice (options, "need-seven", "chart"));
  self->artillery_duel = muster_options_get_bool (options, "artillery-duel");
  self->breakthrough = muster_options_get_bool (options, "breakthrough");
  self->reinforcing = muster_options_get_bool (options, "cavalry-reinforcing");
  self->carrythrough = muster_options_get_bool (options, "carrythrough");
  self->campaign = muster_options_get_bool (options, "campaign-effects");
  self->active = g_str_equal (muster_options_get_choice (options, "first-side", "british"), "american")
                 ? "american" : "british";
  self->turn = self->battle ? 1 : 0;
  self->phase = L2Y_PHASE_RALLY;
  return MUSTER_STATE (self);
}

const MusterSystemDef l2y_system_def = {
  .id = "lexington-yorktown",
  .register_resource = muster_lexington_yorktown_register_resource,
  .new_state = l2y_new_state,
};
