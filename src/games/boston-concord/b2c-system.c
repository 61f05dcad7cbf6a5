/* b2c-system.c: builds the starting state of a From Boston to Concord
 * scenario from data/games/boston-concord/ (map.xml, setups.xml, vp.xml)
 * and the shared card deck.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"
#include "b2c-system.h"
#include "boston-concord-resources.h"

#define RESOURCE(file) MUSTER_RESOURCE_PREFIX "/games/boston-concord/" file

static B2cVp *
load_vp (const char  *schedule,
         GError     **error)
{
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (RESOURCE ("vp.xml"), error);
  B2cVp *vp;

  if (doc == NULL || !muster_xml_validate (doc, RESOURCE ("vp.rng"), RESOURCE ("vp.xml"), error))
    return NULL;
  vp = b2c_vp_new ();
  muster_xml_foreach_element (node, xmlDocGetRootElement (doc))
    {
      g_autofree char *id = muster_xml_get (node, "id");

      if (g_strcmp0 (id, schedule) != 0)
        continue;
      muster_xml_foreach_element (a, node)
        {
          g_autofree char *aid = muster_xml_get (a, "id");
          g_autofree char *name = muster_xml_get (a, "name");
          g_autofree char *source = muster_xml_get (a, "source");
          g_autofree char *side = muster_xml_get (a, "side");
          g_autofree char *value = muster_xml_get (a, "value");
          RevroadSide s = REVROAD_NO_SIDE;
          double v = g_ascii_strtod (value, NULL);

          revroad_side_from_id (side, &s);
          /* Values are whole or half points: keep halves. */
          b2c_vp_add (vp, aid, name, s, (int) (v * 2 + (v < 0 ? -0.5 : 0.5)), source);
        }
    }
  return vp;
}

static gboolean
parse_kind (const char  *text,
            RevroadKind *kind)
{
  return revroad_kind_from_id (text, kind);
}

static int
need_region (RevroadMap  *map,
             xmlNode     *node,
             const char  *attr,
             GError     **error)
{
  g_autofree char *id = muster_xml_get (node, attr);
  int r = revroad_map_find (map, id);

  if (r < 0)
    muster_xml_set_error (error, node, "unknown region “%s”", id);
  return r;
}

static MusterState *
b2c_new_state (MusterSystem          *system,
               const MusterScenario  *scenario,
               GHashTable            *options,
               GError               **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(B2cData) data = g_new0 (B2cData, 1);
  g_autoptr(B2cState) self = g_object_new (B2C_TYPE_STATE, NULL);
  g_autoptr(MusterCardSet) cards = NULL;
  g_autoptr(GPtrArray) slots = g_ptr_array_new ();
  xmlNode *root, *setup = NULL;
  const char *ha;
  int first_turn = 1, last_turn = 12;
  gboolean remove_british = FALSE, remove_patriot = FALSE;

  g_atomic_ref_count_init (&data->ref);
  data->scenario_id = g_strdup (scenario->id);
  if (g_str_equal (scenario->id, "solitaire"))
    data->scenario = B2C_SCENARIO_SOLITAIRE;
  else if (g_str_equal (scenario->id, "vs-patriot-bot"))
    data->scenario = B2C_SCENARIO_VS_PATRIOT_BOT;
  else if (g_str_equal (scenario->id, "vs-british-bot"))
    data->scenario = B2C_SCENARIO_VS_BRITISH_BOT;
  else
    data->scenario = B2C_SCENARIO_TWO_PLAYER;

  data->options.leader_rerolls = muster_options_get_bool (options, "leader-rerolls");
  data->options.movement_opfire = muster_options_get_bool (options, "movement-opfire");
  data->options.hobbled_sol = muster_options_get_bool (options, "hobbled-sol");
  data->options.militia_hits = muster_options_get_bool (options, "militia-hits");
  data->options.historical = muster_options_get_bool (options, "historical-leaders");
  data->options.percy_turn_8 = muster_options_get_bool (options, "percy-turn-8");
  data->options.confirm_cards = muster_options_get_bool (options, "confirm-cards");
  ha = muster_options_get_choice (options, "hidden-arms", "standard");
  data->options.hidden_arms = g_strcmp0 (ha, "none") == 0 ? B2C_HA_NONE :
                              g_strcmp0 (ha, "any-hash") == 0 ? B2C_HA_ANY_HASH :
                              g_strcmp0 (ha, "hash-count") == 0 ? B2C_HA_HASH_COUNT : B2C_HA_STANDARD;

  self->map = revroad_map_load (RESOURCE ("map.xml"), error);
  if (self->map == NULL)
    return NULL;
  cards = revroad_cards_load (REVROAD_CARDS_RESOURCE, error);
  if (cards == NULL)
    return NULL;
  self->vp = load_vp (data->scenario == B2C_SCENARIO_TWO_PLAYER ? "two-player" : "solitaire", error);
  if (self->vp == NULL)
    return NULL;

  doc = muster_xml_parse_resource (RESOURCE ("setups.xml"), error);
  if (doc == NULL || !muster_xml_validate (doc, RESOURCE ("setups.rng"), RESOURCE ("setups.xml"), error))
    return NULL;
  root = xmlDocGetRootElement (doc);

  /* The roster. */
  data->roster = revroad_roster_new ();
  muster_xml_foreach_element (node, root)
    {
      if (muster_xml_is (node, "roster"))
        {
          muster_xml_foreach_element (u, node)
            {
              g_autofree char *id = muster_xml_get (u, "id");
              g_autofree char *name = muster_xml_get (u, "name");
              g_autofree char *kind_id = muster_xml_get (u, "kind");
              g_autofree char *side_id = muster_xml_get (u, "side");
              g_autofree char *group = muster_xml_get (u, "group");
              RevroadKind kind;
              RevroadSide side;
              int strength;

              if (!parse_kind (kind_id, &kind) || !revroad_side_from_id (side_id, &side))
                {
                  muster_xml_set_error (error, u, "counter “%s” has an unknown kind or side", id);
                  return NULL;
                }
              if (!muster_xml_get_int (u, "strength", 0, &strength, error))
                return NULL;
              if (revroad_map_find (self->map, id) >= 0 ||
                  revroad_roster_add (data->roster, id, name, kind, side, strength, group) < 0)
                {
                  muster_xml_set_error (error, u, "counter id “%s” is taken", id);
                  return NULL;
                }
            }
        }
      else if (muster_xml_is (node, "scenario"))
        {
          g_autofree char *id = muster_xml_get (node, "id");

          if (g_strcmp0 (id, scenario->id) == 0)
            setup = node;
        }
    }
  if (setup == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND, "no set-up for scenario “%s”", scenario->id);
      return NULL;
    }

#define UNIT(field, id) G_STMT_START { data->field = revroad_roster_find (data->roster, id); \
    if (data->field < 0) { g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, "setups.xml lacks %s", id); return NULL; } } G_STMT_END
#define REGION(field, id) G_STMT_START { data->field = revroad_map_find (self->map, id); \
    if (data->field < 0) { g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, "map.xml lacks %s", id); return NULL; } } G_STMT_END
  UNIT (smith, "smith");
  UNIT (pitcairn, "pitcairn");
  UNIT (percy, "percy");
  UNIT (cannon, "cannon");
  UNIT (revere, "revere");
  UNIT (dawes, "dawes");
  UNIT (prescott, "prescott");
  UNIT (adams, "adams");
  UNIT (hancock, "hancock");
  REGION (boston, "boston");
  REGION (concord, "concord");
  REGION (lexington, "lexington");
  REGION (charlestown, "charlestown");
#undef UNIT
#undef REGION

  if (!muster_xml_get_int (setup, "first-turn", 1, &first_turn, error) ||
      !muster_xml_get_int (setup, "last-turn", 12, &last_turn, error))
    return NULL;

  data->defs = g_new (const RevroadUnitDef *, revroad_roster_get_n (data->roster));
  for (guint i = 0; i < revroad_roster_get_n (data->roster); i++)
    data->defs[i] = revroad_roster_get (data->roster, i);
  self->data = b2c_data_ref (data);
  self->units = g_array_new (FALSE, FALSE, sizeof (RevroadUnit));
  g_array_set_size (self->units, revroad_roster_get_n (data->roster));
  for (guint i = 0; i < revroad_roster_get_n (data->roster); i++)
    revroad_unit_init (b2c_unit (self, (int) i), revroad_roster_get (data->roster, i));
  self->regions = g_array_new (FALSE, TRUE, sizeof (B2cRegion));
  g_array_set_size (self->regions, revroad_map_get_n_regions (self->map));
  for (guint i = 0; i < self->regions->len; i++)
    b2c_region (self, (int) i)->ha = -1;
  self->asks = g_array_new (FALSE, TRUE, sizeof (B2cAsk));
  for (int h = 0; h < B2C_N_HINDER; h++)
    {
      self->hinder[h].where = B2C_HINDER_AVAILABLE;
      self->hinder[h].region = -1;
    }
  self->pool = revroad_militia_pool_new ();
  self->combat.from = -1;
  self->search.current = -1;
  revroad_tracks_init (&self->tracks, first_turn, last_turn);
  self->phase = B2C_PHASE_DRAW;

  muster_xml_foreach_element (item, setup)
    {
      if (muster_xml_is (item, "flag"))
        {
          g_autofree char *name = muster_xml_get (item, "name");

          if (g_strcmp0 (name, "shot-heard") == 0)
            self->shot_heard = TRUE;
          else if (g_strcmp0 (name, "concord-entered") == 0)
            self->concord_entered = TRUE;
          else if (g_strcmp0 (name, "free-call") == 0)
            self->phase = B2C_PHASE_PREGAME;
          else if (g_strcmp0 (name, "remove-british-favoured") == 0)
            remove_british = TRUE;
          else if (g_strcmp0 (name, "remove-patriot-favoured") == 0)
            remove_patriot = TRUE;
          else if (g_strcmp0 (name, "hidden-arms") == 0)
            {
              /* 4.7, 15.1: a marker in every “ha” region. */
              for (guint r = 0; r < self->regions->len; r++)
                {
                  int value = revroad_map_get_attr_int (self->map, (int) r, "ha", -1);

                  if (value >= 0)
                    {
                      b2c_region (self, (int) r)->ha = (gint8) value;
                      data->ha_markers++;
                    }
                }
            }
        }
      else if (muster_xml_is (item, "place"))
        {
          g_autofree char *uid = muster_xml_get (item, "unit");
          int u = revroad_roster_find (data->roster, uid);
          int r = need_region (self->map, item, "region", error);
          RevroadUnit *unit;

          if (r < 0)
            return NULL;
          if (u < 0)
            {
              muster_xml_set_error (error, item, "unknown counter “%s”", uid);
              return NULL;
            }
          unit = b2c_unit (self, u);
          unit->place = REVROAD_PLACE_MAP;
          unit->region = (gint16) r;
          unit->flipped = muster_xml_get_bool (item, "broken", FALSE);
          if (muster_xml_get_bool (item, "under", FALSE))
            unit->markers |= REVROAD_MARK_INACTIVE;
          if (muster_xml_get_bool (item, "reveal", FALSE))
            self->setup_reveals = TRUE, unit->spare = 1;
          if (u == data->prescott && (unit->markers & REVROAD_MARK_INACTIVE))
            unit->markers |= B2C_MARK_PRESCOTT;
        }
      else if (muster_xml_is (item, "leader-slot"))
        g_ptr_array_add (slots, item);
      else if (muster_xml_is (item, "gather"))
        {
          int r = need_region (self->map, item, "region", error);

          if (r < 0)
            return NULL;
          b2c_region (self, r)->gather = muster_xml_get_bool (item, "muster", FALSE) ? B2C_GATHER_MUSTER : B2C_GATHER_GATHER;
        }
      else if (muster_xml_is (item, "alert"))
        {
          int r = need_region (self->map, item, "region", error);

          if (r < 0)
            return NULL;
          b2c_region (self, r)->alert = TRUE;
        }
      else if (muster_xml_is (item, "arrive"))
        {
          int turn = 9;
          int r = need_region (self->map, item, "region", error);

          if (r < 0 || !muster_xml_get_int (item, "turn", 9, &turn, error))
            return NULL;
          data->percy_turn = data->options.percy_turn_8 ? 8 : turn;
          data->arrive_region = r;
        }
      else if (muster_xml_is (item, "reinforcement"))
        {
          int roll = 0;
          int r = need_region (self->map, item, "region", error);

          if (r < 0 || !muster_xml_get_int (item, "roll", 0, &roll, error))
            return NULL;
          if (roll >= 1 && roll <= 6)
            data->reinforce[roll - 1] = r;
        }
    }

  /* 15.1 leader placement: historical names, or the leader counters in
   * roster order. */
  if (slots->len > 0)
    {
      guint next = 0;

      for (guint s = 0; s < slots->len; s++)
        {
          xmlNode *item = g_ptr_array_index (slots, s);
          g_autofree char *hist = muster_xml_get (item, "historical");
          int r = need_region (self->map, item, "region", error);
          int u = -1;

          if (r < 0)
            return NULL;
          if (data->options.historical)
            u = revroad_roster_find (data->roster, hist);
          else
            for (; next < revroad_roster_get_n (data->roster); next++)
              {
                const RevroadUnitDef *def = revroad_roster_get (data->roster, next);

                if (def->kind == REVROAD_KIND_LEADER && def->side == REVROAD_PATRIOT)
                  {
                    u = (int) next++;
                    break;
                  }
              }
          if (u < 0)
            {
              muster_xml_set_error (error, item, "no leader for this slot");
              return NULL;
            }
          b2c_unit (self, u)->place = REVROAD_PLACE_MAP;
          b2c_unit (self, u)->region = (gint16) r;
          b2c_unit (self, u)->markers |= REVROAD_MARK_INACTIVE;
        }
    }

  /* 15.3/15.4: take out the cards that favour the human player's side. */
  {
    g_auto(GStrv) removed = NULL;

    if (remove_british)
      removed = revroad_cards_bot_removals (cards, FALSE);
    else if (remove_patriot)
      removed = revroad_cards_bot_removals (cards, TRUE);
    self->deck = muster_deck_new ("cards", cards, (const char * const *) removed);
  }

  if (data->scenario != B2C_SCENARIO_TWO_PLAYER)
    self->percy_arrived = TRUE;
  return MUSTER_STATE (g_steal_pointer (&self));
}

const MusterSystemDef b2c_system_def = {
  .id = "boston-concord",
  .register_resource = muster_boston_concord_register_resource,
  .new_state = b2c_new_state,
};
