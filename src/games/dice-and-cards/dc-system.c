/* dc-system.c: Dice & Cards set-ups come from data/games/dice-and-cards/
 * setups.xml: each scenario lists its tracks, decks and dice pools.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "dc-state.h"
#include "dice-and-cards-resources.h"
#include "dc-system.h"

static MusterState *
dc_new_state (MusterSystem          *system,
              const MusterScenario  *scenario,
              GHashTable            *options,
              GError               **error)
{
  g_autofree char *path = muster_system_get_resource (system, "setups.xml");
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(DcState) state = dc_state_new ();
  xmlNode *root;

  doc = muster_xml_parse_resource (path, error);
  if (doc == NULL ||
      !muster_xml_validate (doc, MUSTER_RESOURCE_PREFIX "/games/dice-and-cards/setups.rng", path, error))
    return NULL;
  root = xmlDocGetRootElement (doc);

  muster_xml_foreach_element (setup, root)
    {
      g_autofree char *id = muster_xml_get (setup, "scenario");

      if (g_strcmp0 (id, scenario->id) != 0)
        continue;

      muster_xml_foreach_element (item, setup)
        {
          if (muster_xml_is (item, "track"))
            {
              MusterTrack *track = muster_track_read (item, error);

              if (track == NULL)
                return NULL;
              dc_state_add_track (state, track);
            }
          else if (muster_xml_is (item, "deck"))
            {
              g_autoptr(MusterCardSet) cards = muster_card_set_read (item, error);

              if (cards == NULL)
                return NULL;
              dc_state_add_deck (state, cards);
            }
          else if (muster_xml_is (item, "pool"))
            {
              g_autofree char *name = muster_xml_get (item, "name");
              g_autofree char *dice = muster_xml_get (item, "dice");
              g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse (dice, NULL);

              if (expr == NULL)
                {
                  muster_xml_set_error (error, item, "bad dice expression “%s”", dice);
                  return NULL;
                }
              dc_state_add_pool (state, name, dice);
            }
        }
      return MUSTER_STATE (g_steal_pointer (&state));
    }

  /* A scenario with no set-up starts with an empty table. */
  return MUSTER_STATE (g_steal_pointer (&state));
}

const MusterSystemDef dc_system_def = {
  .id = "dice-and-cards",
  .register_resource = muster_dice_and_cards_register_resource,
  .new_state = dc_new_state,
};
