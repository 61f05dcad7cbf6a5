/* emp-system.c: the war's starting state: the map, the unit chart, the
 * forces of setup.xml, the options and the order of play by the number of
 * players (page 1).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "emp-private.h"
#include "empires-revolution-resources.h"
#include "emp-system.h"

#define MAP_PATH MUSTER_RESOURCE_PREFIX "/games/empires-revolution/map.xml"
#define SETUP_PATH MUSTER_RESOURCE_PREFIX "/games/empires-revolution/setup.xml"
#define SETUP_SCHEMA MUSTER_RESOURCE_PREFIX "/games/empires-revolution/setup.rng"

/* Page 1: the powers in the order their players sit, by player count. The
 * powers of one player take their turns one after another. With six, the
 * Hessians are split off to a player of their own, who moves them in a
 * turn just after the British (the page does not say where the sixth
 * player sits: reconstructed). */
static void
set_order (EmpState *self)
{
  static const EmpPower six[] = { EMP_BRITISH, EMP_HESSIANS, EMP_AMERICAN, EMP_FRENCH, EMP_INDIANS, EMP_SPANISH };
  static const EmpPower five[] = { EMP_BRITISH, EMP_AMERICAN, EMP_FRENCH, EMP_INDIANS, EMP_SPANISH };
  static const EmpPower four[] = { EMP_BRITISH, EMP_AMERICAN, EMP_FRENCH, EMP_SPANISH, EMP_INDIANS };
  const EmpPower *order = self->players >= 6 ? six : self->players == 5 ? five : four;

  self->indians_player = self->players >= 4;
  self->hessian_player = self->players >= 6;
  self->n_order = self->hessian_player ? 6 : self->indians_player ? 5 : 4;
  for (int i = 0; i < self->n_order; i++)
    self->order[i] = order[i];
}

static gboolean
place_of (EmpState   *self,
          xmlNode    *node,
          int        *place,
          GError    **error)
{
  g_autofree char *id = muster_xml_get (node, "place");

  *place = emp_find_place (self, id);
  if (*place < 0)
    {
      muster_xml_set_error (error, node, "no place “%s” on the map", id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_setup (EmpState  *self,
            GError   **error)
{
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (SETUP_PATH, error);

  if (doc == NULL || !muster_xml_validate (doc, SETUP_SCHEMA, SETUP_PATH, error))
    return FALSE;
  muster_xml_foreach_element (power_node, xmlDocGetRootElement (doc))
    {
      g_autofree char *power_id = muster_xml_get (power_node, "id");
      EmpPower power = EMP_BRITISH;

      emp_power_from_id (power_id, &power);
      if (!muster_xml_get_int (power_node, "production", 0, &self->treasury[power], error))
        return FALSE;
      /* Without an Indian player the settlements raise their defenders
       * only when someone comes (1.3). */
      if (power == EMP_INDIANS && !self->indians_player)
        continue;
      muster_xml_foreach_element (node, power_node)
        {
          g_autofree char *type_id = muster_xml_get (node, muster_xml_is (node, "units") ? "type" : "id");
          int place, count = 1, type;
          EmpUnit *unit;

          if (!place_of (self, node, &place, error) ||
              (muster_xml_is (node, "units") && !muster_xml_get_int (node, "count", 1, &count, error)))
            return FALSE;
          if (muster_xml_is (node, "general"))
            {
              int general = emp_chart_find_general (self->chart, type_id);

              if (general < 0)
                {
                  muster_xml_set_error (error, node, "no general “%s”", type_id);
                  return FALSE;
                }
              unit = emp_add_unit (self, power, emp_chart_find_type (self->chart, "general"), place);
              unit->general = general;
              for (guint i = 0; i < self->pool[power]->len; i++)
                if (g_array_index (self->pool[power], int, i) == general)
                  g_array_remove_index (self->pool[power], i);
              continue;
            }
          type = emp_chart_find_type (self->chart, type_id);
          if (type < 0)
            {
              muster_xml_set_error (error, node, "no unit “%s”", type_id);
              return FALSE;
            }
          for (int i = 0; i < count; i++)
            emp_add_unit (self, power, type, place);
        }
    }
  return TRUE;
}

static MusterState *
emp_new_state (MusterSystem          *system,
               const MusterScenario  *scenario,
               GHashTable            *options,
               GError               **error)
{
  g_autoptr(EmpState) self = g_object_new (EMP_TYPE_STATE, NULL);

  self->map = revroad_map_load (MAP_PATH, error);
  if (self->map == NULL)
    return NULL;
  self->chart = emp_chart_load (error);
  if (self->chart == NULL)
    return NULL;
  self->players = muster_options_get_int (options, "players", 2);
  self->last_turn = muster_options_get_int (options, "last-turn", 8);
  self->french_every_turn = g_str_equal (muster_options_get_choice (options, "french-production", "once"), "every-turn");
  self->spanish_once = g_str_equal (muster_options_get_choice (options, "spanish-production", "every-turn"), "once");
  self->garrison_no_cannon = g_str_equal (muster_options_get_choice (options, "ticonderoga-cannon", "garrison"), "arriving");
  self->aid_after_entry = g_str_equal (muster_options_get_choice (options, "aid-before-entry", "always"), "after-entry");
  self->spanish_aid_stops = g_str_equal (muster_options_get_choice (options, "spanish-aid-after-florida", "continues"), "stops");
  self->only_american_carry = g_str_equal (muster_options_get_choice (options, "carry-over", "all"), "american");
  self->landing_penalty = muster_options_get_int (options, "landing-penalty", 1);
  self->blockade_lines_only = g_str_equal (muster_options_get_choice (options, "blockade-ships", "any"), "ships-of-the-line");
  self->boston_three = g_str_equal (muster_options_get_choice (options, "slash-thresholds", "as-written"), "boston-three");
  self->fort_first_only = g_str_equal (muster_options_get_choice (options, "fort-defence", "any"), "first");
  set_order (self);

  self->n_places = revroad_map_get_n_regions (self->map);
  self->places = g_new0 (EmpPlace, self->n_places);
  for (guint i = 0; i < self->n_places; i++)
    {
      EmpPlace *p = &self->places[i];
      EmpPower home = EMP_N_POWERS;

      emp_power_from_id (revroad_map_get_attr (self->map, (int) i, "home"), &home);
      p->home = home;
      p->owner = home;
      p->fort_first = EMP_N_POWERS;
    }
  for (guint i = 0; i < self->chart->generals->len; i++)
    {
      int general = (int) i;

      g_array_append_val (self->pool[emp_chart_general (self->chart, general)->power], general);
    }
  if (!read_setup (self, error))
    return NULL;
  for (guint i = 0; i < self->n_places; i++)
    emp_settle (self, (int) i, NULL);
  self->franklin = emp_find_place (self, "philadelphia");
  self->partisan_table = 1;
  /* The war opens with the blockade a setup's ships already hold (a
   * reading: docs). */
  self->blockade = self->blockade_held = emp_blockade_squares_held (self);
  self->turn = 1;
  self->seat = 0;
  self->phase = EMP_PHASE_MOVE;
  emp_begin_power_turn (self, NULL);
  return MUSTER_STATE (g_steal_pointer (&self));
}

const MusterSystemDef emp_system_def = {
  .id = "empires-revolution",
  .register_resource = muster_empires_revolution_register_resource,
  .new_state = emp_new_state,
};
