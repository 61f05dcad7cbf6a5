/* sol-data.c: the tables of the Whist Code and the Patriot and Tory figures
 * (data/games/sons-of-liberty/), read once and shared by every state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sol-private.h"

#define DATA_DIR MUSTER_RESOURCE_PREFIX "/games/sons-of-liberty/"

int
sol_stage_parse (const char *id)
{
  static const char *ids[] = { "intolerable-acts", "shot-heard", "fires-of-adversity" };

  for (int i = 0; i < SOL_N_STAGES; i++)
    if (g_strcmp0 (id, ids[i]) == 0)
      return i;
  return -1;
}

static void
patriot_free (SolPatriotDef *def)
{
  g_free (def->id);
  g_free (def->name);
  g_free (def->title);
  g_ptr_array_unref (def->circumstances);
  g_ptr_array_unref (def->names);
  g_free (def);
}

static void
tory_free (SolToryDef *def)
{
  g_free (def->id);
  g_free (def->name);
  g_free (def->title);
  g_free (def->abuse.deed);
  g_free (def->usurpation.deed);
  g_free (def);
}

static void
data_clear (SolData *data)
{
  for (guint t = 0; t < 3; t++)
    for (guint r = 0; r < 13; r++)
      for (guint s = 0; s < SOL_N_SUITS; s++)
        g_free (data->tables[t][r][s]);
  for (guint s = 0; s < SOL_N_SUITS; s++)
    g_free (data->priorities[s]);
  for (guint r = 0; r < G_N_ELEMENTS (data->tory_plays); r++)
    g_free (data->tory_plays[r]);
  g_clear_pointer (&data->patriots, g_ptr_array_unref);
  g_clear_pointer (&data->tories, g_ptr_array_unref);
  for (guint i = 0; i < SOL_N_ISSUES; i++)
    {
      g_free (data->issue_ids[i]);
      g_free (data->issue_names[i]);
    }
  for (guint i = 0; i < SOL_N_STAGES; i++)
    {
      g_free (data->stage_names[i]);
      g_free (data->stage_years[i]);
      g_free (data->stage_reminders[i]);
    }
}

SolData *
sol_data_ref (SolData *data)
{
  return g_rc_box_acquire (data);
}

void
sol_data_unref (SolData *data)
{
  g_rc_box_release_full (data, (GDestroyNotify) data_clear);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SolData, sol_data_unref)

static xmlDoc *
load (const char  *name,
      GError     **error)
{
  g_autofree char *path = g_strconcat (DATA_DIR, name, ".xml", NULL);
  g_autofree char *schema = g_strconcat (DATA_DIR, name, ".rng", NULL);
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (path, error);

  if (doc == NULL || !muster_xml_validate (doc, schema, path, error))
    return NULL;
  return g_steal_pointer (&doc);
}

static int
rank_of (const char *word)
{
  static const char *ranks[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

  for (int r = 0; r < 13; r++)
    if (g_strcmp0 (word, ranks[r]) == 0)
      return r;
  return SOL_NO_RANK;
}

static gboolean
read_tables (SolData  *data,
             GError  **error)
{
  g_autoptr(xmlDoc) doc = load ("tables", error);

  if (doc == NULL)
    return FALSE;
  muster_xml_foreach_element (table, xmlDocGetRootElement (doc))
    {
      g_autofree char *id = muster_xml_get (table, "id");
      int t = g_str_equal (id, "locations") ? SOL_TABLE_LOCATIONS
            : g_str_equal (id, "actions") ? SOL_TABLE_ACTIONS
            : g_str_equal (id, "objects") ? SOL_TABLE_OBJECTS : -1;

      muster_xml_foreach_element (entry, table)
        {
          g_autofree char *rank = muster_xml_get (entry, "rank");
          g_autofree char *suit = muster_xml_get (entry, "suit");
          SolSuit s = sol_suit_parse (suit);
          int r = rank_of (rank);

          if (g_str_equal (id, "tory-plays"))
            {
              if (r < 0 || r >= (int) G_N_ELEMENTS (data->tory_plays))
                return muster_fail (error, MUSTER_ERROR_IO, "tables.xml: no Tory play of rank %s", rank);
              g_free (data->tory_plays[r]);
              data->tory_plays[r] = muster_xml_get_text (entry);
            }
          else if (t < 0)
            {
              g_free (data->priorities[s]);
              data->priorities[s] = muster_xml_get_text (entry);
            }
          else
            {
              g_free (data->tables[t][r][s]);
              data->tables[t][r][s] = muster_xml_get_text (entry);
            }
        }
    }
  for (guint t = 0; t < 3; t++)
    for (guint r = 0; r < 13; r++)
      for (guint s = 0; s < SOL_N_SUITS; s++)
        if (data->tables[t][r][s] == NULL)
          return muster_fail (error, MUSTER_ERROR_IO, "tables.xml lacks an entry of table %u", t);
  for (guint r = 0; r < G_N_ELEMENTS (data->tory_plays); r++)
    if (data->tory_plays[r] == NULL)
      return muster_fail (error, MUSTER_ERROR_IO, "tables.xml lacks the Tory play of rank %u", r + 1);
  return TRUE;
}

static gboolean
read_issues (SolData  *data,
             GError  **error)
{
  g_autoptr(xmlDoc) doc = load ("issues", error);
  guint n = 0;

  if (doc == NULL)
    return FALSE;
  muster_xml_foreach_element (node, xmlDocGetRootElement (doc))
    {
      if (n == SOL_N_ISSUES)
        return muster_fail (error, MUSTER_ERROR_IO, "issues.xml: more than %d issues", SOL_N_ISSUES);
      data->issue_ids[n] = muster_xml_get (node, "id");
      data->issue_names[n] = muster_xml_get (node, "name");
      n++;
    }
  if (n != SOL_N_ISSUES)
    return muster_fail (error, MUSTER_ERROR_IO, "issues.xml: %u issues instead of %d", n, SOL_N_ISSUES);
  return TRUE;
}

/* The campaign's stages by id, each once. */
static gboolean
read_stages (SolData  *data,
             GError  **error)
{
  g_autoptr(xmlDoc) doc = load ("stages", error);

  if (doc == NULL)
    return FALSE;
  muster_xml_foreach_element (node, xmlDocGetRootElement (doc))
    {
      g_autofree char *id = muster_xml_get (node, "id");
      int k = sol_stage_parse (id);

      if (k < 0 || data->stage_names[k] != NULL)
        return muster_fail (error, MUSTER_ERROR_IO, "stages.xml: stage “%s” unknown or twice", id ? id : "");
      data->stage_names[k] = muster_xml_get (node, "name");
      data->stage_years[k] = muster_xml_get (node, "years");
      data->stage_reminders[k] = muster_xml_get (node, "reminder");
      data->stage_stacking[k] = muster_xml_get_bool (node, "stacking", FALSE);
      /* A won wager comes back doubled unless the stage says more (L2018). */
      if (!muster_xml_get_int (node, "line", 0, &data->stage_line[k], error) ||
          !muster_xml_get_int (node, "return", 2, &data->stage_return[k], error))
        return FALSE;
      if (data->stage_line[k] < 0 || data->stage_line[k] > 15 || data->stage_return[k] < 1 ||
          data->stage_return[k] > 10)
        return muster_fail (error, MUSTER_ERROR_IO, "stages.xml: stage “%s” has a line of %d and a return of %d",
                            id, data->stage_line[k], data->stage_return[k]);
    }
  for (guint k = 0; k < SOL_N_STAGES; k++)
    if (data->stage_names[k] == NULL)
      return muster_fail (error, MUSTER_ERROR_IO, "stages.xml lacks stage %u", k + 1);
  return TRUE;
}

/* A stance (“Pro-Women”) as a bit on its issue. */
static gboolean
read_stance (SolData        *data,
             SolPatriotDef  *def,
             xmlNode        *node,
             GError        **error)
{
  g_autofree char *issue = muster_xml_get (node, "issue");
  g_autofree char *side = muster_xml_get (node, "side");

  for (guint i = 0; i < SOL_N_ISSUES; i++)
    if (g_str_equal (data->issue_ids[i], issue))
      {
        def->stances[i] |= g_str_equal (side, "pro") ? SOL_STANCE_PRO : SOL_STANCE_ANTI;
        return TRUE;
      }
  return muster_fail (error, MUSTER_ERROR_IO, "patriots.xml: %s takes a stance on no issue “%s”", def->id, issue);
}

static gboolean
read_patriots (SolData  *data,
               GError  **error)
{
  g_autoptr(xmlDoc) doc = load ("patriots", error);

  if (doc == NULL)
    return FALSE;
  muster_xml_foreach_element (node, xmlDocGetRootElement (doc))
    {
      SolPatriotDef *def = g_new0 (SolPatriotDef, 1);
      g_autofree char *s1 = muster_xml_get (node, "suit1");
      g_autofree char *s2 = muster_xml_get (node, "suit2");
      g_autofree char *first = muster_xml_get (node, "first-stage");

      def->id = muster_xml_get (node, "id");
      def->name = muster_xml_get (node, "name");
      def->title = muster_xml_get (node, "title");
      def->suits[0] = sol_suit_parse (s1);
      def->suits[1] = sol_suit_parse (s2);
      def->circumstances = g_ptr_array_new_with_free_func (g_free);
      def->names = g_ptr_array_new_with_free_func (g_free);
      def->first_stage = sol_stage_parse (first);
      muster_xml_foreach_element (stage, node)
        if (muster_xml_is (stage, "stage"))
          {
            g_autofree char *stage_id = muster_xml_get (stage, "id");
            int k = sol_stage_parse (stage_id);

            muster_xml_foreach_element (c, stage)
              {
                g_ptr_array_add (def->circumstances, muster_xml_get_text (c));
                g_ptr_array_add (def->names, muster_xml_get (c, "names"));
              }
            for (int j = MAX (k, 0); j < SOL_N_STAGES; j++)
              def->stage_end[j] = def->circumstances->len;
          }
      g_ptr_array_add (data->patriots, def);
      muster_xml_foreach_element (stance, node)
        if (muster_xml_is (stance, "stance") && !read_stance (data, def, stance, error))
          return FALSE;
    }
  return TRUE;
}

static gboolean
read_effect (xmlNode    *node,
             SolEffect  *effect,
             GError    **error)
{
  g_autofree char *kind = muster_xml_get (node, "kind");
  g_autofree char *rank = muster_xml_get (node, "rank");
  g_autofree char *suit = muster_xml_get (node, "suit");

  effect->kind = g_str_equal (kind, "block") ? SOL_EFFECT_BLOCK
               : g_str_equal (kind, "lock") ? SOL_EFFECT_LOCK
               : g_str_equal (kind, "steal") ? SOL_EFFECT_STEAL : SOL_EFFECT_NEW_HAND;
  effect->rank = rank ? rank_of (rank) : SOL_NO_RANK;
  effect->suit = suit ? sol_suit_parse (suit) : SOL_NO_SUIT;
  effect->deed = muster_xml_get_text (node);
  return muster_xml_get_int (node, "cost", 1, &effect->cost, error);
}

static gboolean
read_tories (SolData  *data,
             GError  **error)
{
  g_autoptr(xmlDoc) doc = load ("tories", error);

  if (doc == NULL)
    return FALSE;
  muster_xml_foreach_element (node, xmlDocGetRootElement (doc))
    {
      SolToryDef *def = g_new0 (SolToryDef, 1);
      g_auto(GStrv) stages = muster_xml_get_list (node, "stages");

      def->id = muster_xml_get (node, "id");
      def->name = muster_xml_get (node, "name");
      def->title = muster_xml_get (node, "title");
      for (guint i = 0; stages != NULL && stages[i] != NULL; i++)
        if (sol_stage_parse (stages[i]) >= 0)
          def->stages |= 1u << sol_stage_parse (stages[i]);
      g_ptr_array_add (data->tories, def);
      if (!read_effect (muster_xml_child (node, "abuse"), &def->abuse, error) ||
          !read_effect (muster_xml_child (node, "usurpation"), &def->usurpation, error))
        return FALSE;
    }
  return TRUE;
}

SolData *
sol_data_load (GError **error)
{
  g_autoptr(SolData) data = g_rc_box_new0 (SolData);

  data->patriots = g_ptr_array_new_with_free_func ((GDestroyNotify) patriot_free);
  data->tories = g_ptr_array_new_with_free_func ((GDestroyNotify) tory_free);
  if (!read_tables (data, error) || !read_issues (data, error) || !read_stages (data, error) ||
      !read_patriots (data, error) ||
      !read_tories (data, error))
    return NULL;
  return g_steal_pointer (&data);
}

const SolPatriotDef *
sol_data_patriot (SolData    *data,
                  const char *id)
{
  for (guint i = 0; id != NULL && i < data->patriots->len; i++)
    {
      const SolPatriotDef *def = g_ptr_array_index (data->patriots, i);

      if (g_str_equal (def->id, id))
        return def;
    }
  return NULL;
}

const SolToryDef *
sol_data_tory (SolData    *data,
               const char *id)
{
  for (guint i = 0; id != NULL && i < data->tories->len; i++)
    {
      const SolToryDef *def = g_ptr_array_index (data->tories, i);

      if (g_str_equal (def->id, id))
        return def;
    }
  return NULL;
}
