/* bh-data.c: reads the counter mix, the set-ups (12.1-12.4) and the VP
 * schedules from data/games/bunker-hill/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "bh-private.h"

static void
group_free (BhGroup *g)
{
  g_free (g->at);
  g_free (g->allowed);
  g_strfreev (g->except);
  g_strfreev (g->zones);
  g_free (g->section);
  g_array_unref (g->units);
  g_strfreev (g->leaders);
  g_ptr_array_unref (g->suggest);
  g_free (g);
}

static void
suggest_free (BhSuggest *s)
{
  g_free (s->at);
  g_strfreev (s->tokens);
  g_free (s);
}

static void
area_free (BhObjArea *a)
{
  g_free (a->id);
  g_free (a->name);
  g_strfreev (a->regions);
  g_free (a);
}

static void
objective_free (BhObjective *o)
{
  g_free (o->scenario);
  g_array_unref (o->faces);
  g_free (o->name);
  g_strfreev (o->zones);
  g_strfreev (o->areas);
  g_free (o->setup);
  g_free (o->section);
  g_free (o);
}

static void
psetup_free (BhPatriotSetup *p)
{
  g_free (p->id);
  g_free (p->name);
  g_array_unref (p->focus);
  g_free (p->section);
  g_ptr_array_unref (p->at);
  g_free (p);
}

static void
award_free (BhAward *a)
{
  g_free (a->id);
  g_free (a->source);
  g_free (a->text);
  g_free (a);
}

static BhAward *
award_copy (const BhAward *a)
{
  BhAward *c = g_new0 (BhAward, 1);

  *c = *a;
  c->id = g_strdup (a->id);
  c->source = g_strdup (a->source);
  c->text = g_strdup (a->text);
  return c;
}

BhData *
bh_data_ref (BhData *data)
{
  g_atomic_ref_count_inc (&data->ref);
  return data;
}

void
bh_data_unref (BhData *data)
{
  if (data == NULL || !g_atomic_ref_count_dec (&data->ref))
    return;
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    for (int k = 0; k < REVROAD_N_KINDS; k++)
      {
        g_free (data->kind_name[s][k]);
        g_free (data->kind_prefix[s][k]);
      }
  g_ptr_array_unref (data->leader_ids);
  g_ptr_array_unref (data->leader_names);
  g_array_unref (data->leader_sides);
  g_strfreev (data->cards);
  g_ptr_array_unref (data->groups);
  g_strfreev (data->solo_cards);
  g_ptr_array_unref (data->solo_groups);
  g_strfreev (data->solo_leaders);
  g_ptr_array_unref (data->areas);
  g_ptr_array_unref (data->objectives);
  g_ptr_array_unref (data->patriot_setups);
  g_ptr_array_unref (data->vp_two);
  g_ptr_array_unref (data->vp_solo);
  g_free (data);
}

static BhData *
data_new (void)
{
  BhData *data = g_new0 (BhData, 1);

  g_atomic_ref_count_init (&data->ref);
  data->leader_ids = g_ptr_array_new_with_free_func (g_free);
  data->leader_names = g_ptr_array_new_with_free_func (g_free);
  data->leader_sides = g_array_new (FALSE, FALSE, sizeof (RevroadSide));
  data->groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);
  data->solo_groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);
  data->areas = g_ptr_array_new_with_free_func ((GDestroyNotify) area_free);
  data->objectives = g_ptr_array_new_with_free_func ((GDestroyNotify) objective_free);
  data->patriot_setups = g_ptr_array_new_with_free_func ((GDestroyNotify) psetup_free);
  data->vp_two = g_ptr_array_new_with_free_func ((GDestroyNotify) award_free);
  data->vp_solo = g_ptr_array_new_with_free_func ((GDestroyNotify) award_free);
  for (int i = 0; i < 7; i++)
    data->setup_roll[i] = -1;
  return data;
}

/* The words of an element's text, blanks and line breaks dropped. */
static GStrv
text_list (xmlNode *node)
{
  g_autofree char *text = muster_xml_get_text (node);
  g_auto(GStrv) parts = g_strsplit_set (text, " \t\n", -1);
  GStrvBuilder *b = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_strv_builder_add (b, parts[i]);
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
}

static GArray *
int_list (xmlNode    *node,
          const char *attr)
{
  g_auto(GStrv) items = muster_xml_get_list (node, attr);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; items[i] != NULL; i++)
    {
      int v = atoi (items[i]);
      g_array_append_val (out, v);
    }
  return out;
}

static BhGroup *
read_group (xmlNode  *node,
            GError  **error)
{
  BhGroup *g = g_new0 (BhGroup, 1);
  g_autofree char *side = muster_xml_get (node, "side");
  GStrvBuilder *leaders = g_strv_builder_new ();

  revroad_side_from_id (side, &g->side);
  muster_xml_get_int (node, "turn", 1, &g->turn, NULL);
  g->at = muster_xml_get (node, "at");
  g->allowed = muster_xml_get (node, "allowed");
  g->except = muster_xml_get_list (node, "except");
  g->zones = muster_xml_get_list (node, "zones");
  g->any_zone_option = muster_xml_get_bool (node, "any-zone-option", FALSE);
  g->section = muster_xml_get (node, "section");
  g->units = g_array_new (FALSE, FALSE, sizeof (BhGroupUnits));
  g->suggest = g_ptr_array_new_with_free_func ((GDestroyNotify) suggest_free);

  muster_xml_foreach_element (child, node)
    {
      if (muster_xml_is (child, "units"))
        {
          g_autofree char *kind = muster_xml_get (child, "kind");
          BhGroupUnits u;

          if (!revroad_kind_from_id (kind, &u.kind))
            {
              muster_xml_set_error (error, child, "unknown kind of counter “%s”", kind);
              g_strv_builder_unref (leaders);
              group_free (g);
              return NULL;
            }
          muster_xml_get_int (child, "count", 0, &u.count, NULL);
          g_array_append_val (g->units, u);
        }
      else if (muster_xml_is (child, "leader"))
        {
          g_autofree char *id = muster_xml_get (child, "id");
          g_strv_builder_add (leaders, id);
        }
      else if (muster_xml_is (child, "suggest"))
        {
          BhSuggest *s = g_new0 (BhSuggest, 1);

          s->at = muster_xml_get (child, "at");
          s->tokens = text_list (child);
          g_ptr_array_add (g->suggest, s);
        }
    }
  g->leaders = g_strv_builder_end (leaders);
  g_strv_builder_unref (leaders);
  return g;
}

static gboolean
read_counters (BhData   *data,
               xmlNode  *node,
               GError  **error)
{
  muster_xml_foreach_element (child, node)
    {
      if (muster_xml_is (child, "kind"))
        {
          g_autofree char *id = muster_xml_get (child, "id");
          g_autofree char *side_id = muster_xml_get (child, "side");
          RevroadKind kind;
          RevroadSide side;
          int strength = 0;

          if (!revroad_kind_from_id (id, &kind) || !revroad_side_from_id (side_id, &side))
            {
              muster_xml_set_error (error, child, "unknown counter kind “%s”", id);
              return FALSE;
            }
          muster_xml_get_int (child, "strength", 0, &strength, NULL);
          data->kind_strength[side][kind] = strength;
          g_free (data->kind_name[side][kind]);
          data->kind_name[side][kind] = muster_xml_get (child, "name");
          g_free (data->kind_prefix[side][kind]);
          data->kind_prefix[side][kind] = muster_xml_get (child, "prefix");
        }
      else if (muster_xml_is (child, "leader"))
        {
          g_autofree char *side_id = muster_xml_get (child, "side");
          RevroadSide side = REVROAD_BRITISH;

          revroad_side_from_id (side_id, &side);
          g_ptr_array_add (data->leader_ids, muster_xml_get (child, "id"));
          g_ptr_array_add (data->leader_names, muster_xml_get (child, "name"));
          g_array_append_val (data->leader_sides, side);
        }
      else if (muster_xml_is (child, "militia-pool"))
        muster_xml_get_int (child, "hidden", 21, &data->hidden_militia, NULL);
    }
  return TRUE;
}

static gboolean
read_setups (BhData      *data,
             xmlNode     *root,
             GError     **error)
{
  muster_xml_foreach_element (node, root)
    {
      if (muster_xml_is (node, "counters"))
        {
          if (!read_counters (data, node, error))
            return FALSE;
        }
      else if (muster_xml_is (node, "scenario"))
        {
          muster_xml_get_int (node, "turns", 10, &data->turns, NULL);
          muster_xml_get_int (node, "wrong-ammo", 4, &data->wrong_ammo, NULL);
          muster_xml_get_int (node, "ammo", BH_AMMO_START, &data->ammo, NULL);
          muster_xml_get_int (node, "morale", BH_MORALE_START, &data->morale, NULL);
          muster_xml_foreach_element (child, node)
            {
              if (muster_xml_is (child, "cards"))
                data->cards = text_list (child);
              else if (muster_xml_is (child, "group"))
                {
                  BhGroup *g = read_group (child, error);
                  if (g == NULL)
                    return FALSE;
                  g_ptr_array_add (data->groups, g);
                }
            }
        }
      else if (muster_xml_is (node, "solitaire"))
        {
          muster_xml_foreach_element (child, node)
            {
              if (muster_xml_is (child, "cards"))
                data->solo_cards = text_list (child);
              else if (muster_xml_is (child, "british-start"))
                {
                  muster_xml_get_int (child, "regulars-per-zone", 8, &data->solo_regulars_per_zone, NULL);
                  muster_xml_get_int (child, "regulars-per-zone-three", 5, &data->solo_regulars_per_zone_three, NULL);
                  muster_xml_get_int (child, "regulars-total", 16, &data->solo_regulars_total, NULL);
                  muster_xml_get_int (child, "cannons", 2, &data->solo_cannons, NULL);
                  data->solo_leaders = muster_xml_get_list (child, "leaders");
                }
              else if (muster_xml_is (child, "group"))
                {
                  BhGroup *g = read_group (child, error);
                  if (g == NULL)
                    return FALSE;
                  g_ptr_array_add (data->solo_groups, g);
                }
              else if (muster_xml_is (child, "area"))
                {
                  BhObjArea *a = g_new0 (BhObjArea, 1);

                  a->id = muster_xml_get (child, "id");
                  a->name = muster_xml_get (child, "name");
                  a->regions = muster_xml_get_list (child, "regions");
                  g_ptr_array_add (data->areas, a);
                }
              else if (muster_xml_is (child, "objective"))
                {
                  BhObjective *o = g_new0 (BhObjective, 1);
                  g_autofree char *scoring = muster_xml_get (child, "scoring");

                  o->scenario = muster_xml_get (child, "scenario");
                  muster_xml_get_int (child, "number", 0, &o->number, NULL);
                  o->faces = int_list (child, "faces");
                  o->name = muster_xml_get (child, "name");
                  muster_xml_get_int (child, "turns", 10, &o->turns, NULL);
                  o->zones = muster_xml_get_list (child, "zones");
                  o->areas = muster_xml_get_list (child, "areas");
                  muster_xml_get_int (child, "extra", 0, &o->extra, NULL);
                  o->no_cannon = muster_xml_get_bool (child, "no-cannon", FALSE);
                  o->charlestown_scoring = g_strcmp0 (scoring, "charlestown") == 0;
                  muster_xml_get_int (child, "vp", 0, &o->vp, NULL);
                  muster_xml_get_int (child, "none-penalty", 1, &o->none_penalty, NULL);
                  o->setup = muster_xml_get (child, "setup");
                  o->section = muster_xml_get (child, "section");
                  g_ptr_array_add (data->objectives, o);
                }
              else if (muster_xml_is (child, "patriot-setup"))
                {
                  BhPatriotSetup *p = g_new0 (BhPatriotSetup, 1);

                  p->id = muster_xml_get (child, "id");
                  p->name = muster_xml_get (child, "name");
                  p->focus = int_list (child, "focus");
                  p->section = muster_xml_get (child, "section");
                  p->at = g_ptr_array_new_with_free_func ((GDestroyNotify) suggest_free);
                  muster_xml_foreach_element (at, child)
                    {
                      BhSuggest *s = g_new0 (BhSuggest, 1);

                      s->at = muster_xml_get (at, "region");
                      s->tokens = text_list (at);
                      g_ptr_array_add (p->at, s);
                    }
                  g_ptr_array_add (data->patriot_setups, p);
                }
            }
          /* The set-up roll refers to set-ups by id, so it is read last. */
          muster_xml_foreach_element (child, node)
            {
              if (!muster_xml_is (child, "setup-roll"))
                continue;
              muster_xml_foreach_element (face, child)
                {
                  int value = 0;
                  g_autofree char *setup = muster_xml_get (face, "setup");

                  muster_xml_get_int (face, "value", 0, &value, NULL);
                  if (value >= 1 && value <= 6)
                    data->setup_roll[value] = bh_data_find_setup (data, setup);
                }
            }
        }
    }
  return TRUE;
}

static gboolean
read_vp (BhData   *data,
         xmlNode  *root,
         GError  **error)
{
  muster_xml_foreach_element (node, root)
    {
      g_autofree char *id = muster_xml_get (node, "id");
      GPtrArray *list = g_strcmp0 (id, "solitaire") == 0 ? data->vp_solo : data->vp_two;

      muster_xml_foreach_element (child, node)
        {
          BhAward *a = g_new0 (BhAward, 1);
          g_autofree char *points = muster_xml_get (child, "points");

          a->id = muster_xml_get (child, "id");
          a->half_points = (int) lround (g_ascii_strtod (points ? points : "0", NULL) * 2.0);
          muster_xml_get_int (child, "over", 0, &a->over, NULL);
          muster_xml_get_int (child, "max", 0, &a->max, NULL);
          a->source = muster_xml_get (child, "source");
          a->text = muster_xml_get_text (child);
          g_ptr_array_add (list, a);
        }
    }
  return TRUE;
}

static xmlDoc *
load_doc (MusterSystem *system,
          const char   *file,
          const char   *schema,
          GError      **error)
{
  g_autofree char *path = muster_system_get_resource (system, file);
  g_autofree char *rng = muster_system_get_resource (system, schema);
  xmlDoc *doc = muster_xml_parse_resource (path, error);

  if (doc != NULL && !muster_xml_validate (doc, rng, path, error))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

BhData *
bh_data_load (MusterSystem  *system,
              GError       **error)
{
  g_autoptr(BhData) data = data_new ();
  g_autoptr(xmlDoc) setups = load_doc (system, "setups.xml", "setups.rng", error);
  g_autoptr(xmlDoc) vp = NULL;

  if (setups == NULL || !read_setups (data, xmlDocGetRootElement (setups), error))
    return NULL;
  vp = load_doc (system, "vp.xml", "vp.rng", error);
  if (vp == NULL || !read_vp (data, xmlDocGetRootElement (vp), error))
    return NULL;
  return g_steal_pointer (&data);
}

BhData *
bh_data_with_award (BhData     *data,
                    gboolean    solitaire,
                    const char *award,
                    int         half_points)
{
  BhData *copy = data_new ();

  /* Everything but the VP schedules is shared by reference-counted arrays. */
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    for (int k = 0; k < REVROAD_N_KINDS; k++)
      {
        copy->kind_strength[s][k] = data->kind_strength[s][k];
        copy->kind_name[s][k] = g_strdup (data->kind_name[s][k]);
        copy->kind_prefix[s][k] = g_strdup (data->kind_prefix[s][k]);
      }
  g_ptr_array_unref (copy->leader_ids);
  copy->leader_ids = g_ptr_array_ref (data->leader_ids);
  g_ptr_array_unref (copy->leader_names);
  copy->leader_names = g_ptr_array_ref (data->leader_names);
  g_array_unref (copy->leader_sides);
  copy->leader_sides = g_array_ref (data->leader_sides);
  copy->hidden_militia = data->hidden_militia;
  copy->turns = data->turns;
  copy->wrong_ammo = data->wrong_ammo;
  copy->ammo = data->ammo;
  copy->morale = data->morale;
  copy->cards = g_strdupv (data->cards);
  g_ptr_array_unref (copy->groups);
  copy->groups = g_ptr_array_ref (data->groups);
  copy->solo_cards = g_strdupv (data->solo_cards);
  g_ptr_array_unref (copy->solo_groups);
  copy->solo_groups = g_ptr_array_ref (data->solo_groups);
  copy->solo_regulars_per_zone = data->solo_regulars_per_zone;
  copy->solo_regulars_per_zone_three = data->solo_regulars_per_zone_three;
  copy->solo_regulars_total = data->solo_regulars_total;
  copy->solo_cannons = data->solo_cannons;
  copy->solo_leaders = g_strdupv (data->solo_leaders);
  g_ptr_array_unref (copy->areas);
  copy->areas = g_ptr_array_ref (data->areas);
  g_ptr_array_unref (copy->objectives);
  copy->objectives = g_ptr_array_ref (data->objectives);
  memcpy (copy->setup_roll, data->setup_roll, sizeof copy->setup_roll);
  g_ptr_array_unref (copy->patriot_setups);
  copy->patriot_setups = g_ptr_array_ref (data->patriot_setups);

  for (int which = 0; which < 2; which++)
    {
      GPtrArray *from = which ? data->vp_solo : data->vp_two;
      GPtrArray *to = which ? copy->vp_solo : copy->vp_two;

      for (guint i = 0; i < from->len; i++)
        {
          BhAward *a = award_copy (g_ptr_array_index (from, i));

          if (which == (solitaire ? 1 : 0) && g_strcmp0 (a->id, award) == 0)
            {
              a->half_points = half_points;
              g_free (a->source);
              a->source = g_strdup ("user");
            }
          g_ptr_array_add (to, a);
        }
    }
  return copy;
}

const BhAward *
bh_data_award (BhData     *data,
               gboolean    solitaire,
               const char *id)
{
  GPtrArray *list = solitaire ? data->vp_solo : data->vp_two;

  for (guint i = 0; i < list->len; i++)
    {
      const BhAward *a = g_ptr_array_index (list, i);
      if (g_strcmp0 (a->id, id) == 0)
        return a;
    }
  return NULL;
}

const BhObjective *
bh_data_objective (BhData     *data,
                   const char *scenario,
                   int         number)
{
  for (guint i = 0; i < data->objectives->len; i++)
    {
      const BhObjective *o = g_ptr_array_index (data->objectives, i);
      if (g_strcmp0 (o->scenario, scenario) == 0 && o->number == number)
        return o;
    }
  return NULL;
}

int
bh_data_find_area (BhData     *data,
                   const char *id)
{
  for (guint i = 0; i < data->areas->len; i++)
    if (g_strcmp0 (((BhObjArea *) g_ptr_array_index (data->areas, i))->id, id) == 0)
      return (int) i;
  return -1;
}

int
bh_data_find_setup (BhData     *data,
                    const char *id)
{
  for (guint i = 0; i < data->patriot_setups->len; i++)
    if (g_strcmp0 (((BhPatriotSetup *) g_ptr_array_index (data->patriot_setups, i))->id, id) == 0)
      return (int) i;
  return -1;
}
