/* bh-map.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-core.h"
#include "bh-map.h"

/* A players' correction of one value of an area. */
typedef struct
{
  int   area;
  char *key;
  char *value;
} Correction;

struct _BhMap
{
  gatomicrefcount  ref;
  RevroadMap      *graph;
  int              n;
  BhArea           areas[BH_MAX_AREAS];
  GPtrArray       *corrections;   /* Correction*, in the order made */
  GArray          *sights;        /* int pairs (a, b, clear) corrected by players */
  int             *dist;          /* n * n land steps */
  int              muster_box;
  int              neck;
  int              battery;
  int              fleet[BH_N_FLEET_BOXES];
  int              zones[7];      /* by number, 1-6 */
  /* bh_map_line() of each pair [a * n + b], made when first asked (the
   * map does not change once made): its length, then its areas. */
  GMutex           lines_lock;
  int            **lines;
};

static const char * const hill_ids[BH_N_HILLS] = { "moulton", "breeds", "bunker" };
static const char * const fleet_ids[BH_N_FLEET_BOXES] = { "mystic", "harbor", "charles" };
static const char * const terrain_ids[] = { "open", "town", "hilltop", "slope", "ridge", "neck" };
static const char * const feature_ids[] = { NULL, "redoubt", "rail-fence", "stone-wall", "breastwork" };
static const char * const color_ids[] = { "none", "normal", "yellow", "orange" };

static void
correction_free (Correction *c)
{
  g_free (c->key);
  g_free (c->value);
  g_free (c);
}

const char *
bh_hill_id (BhHill hill)
{
  return hill >= 0 && hill < BH_N_HILLS ? hill_ids[hill] : "none";
}

const char *
bh_hill_name (BhHill hill)
{
  switch (hill)
    {
    case BH_HILL_MOULTON:
      return _("Moulton’s Hill");
    case BH_HILL_BREEDS:
      return _("Breed’s Hill");
    case BH_HILL_BUNKER:
      return _("Bunker Hill");
    case BH_HILL_NONE:
    case BH_N_HILLS:
    default:
      return _("no hill");
    }
}

const char *
bh_terrain_id (BhTerrain terrain)
{
  return terrain_ids[terrain];
}

const char *
bh_feature_id (BhFeature feature)
{
  return feature == BH_FEATURE_NONE ? "none" : feature_ids[feature];
}

static int
parse_choice (const char         *value,
              const char * const *ids,
              int                 n)
{
  for (int i = 0; i < n; i++)
    if (ids[i] != NULL && g_strcmp0 (value, ids[i]) == 0)
      return i;
  return -1;
}

static gboolean
parse_bool (const char *value,
            gboolean   *out)
{
  if (g_strcmp0 (value, "yes") == 0 || g_strcmp0 (value, "true") == 0)
    *out = TRUE;
  else if (g_strcmp0 (value, "no") == 0 || g_strcmp0 (value, "false") == 0)
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_int (const char *value,
           int         lo,
           int         hi,
           int        *out)
{
  gint64 n;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, lo, hi, &n, NULL))
    return FALSE;
  *out = (int) n;
  return TRUE;
}

/* Applies one value to an area; FALSE when the key or value is unknown. */
static gboolean
apply_value (BhMap      *map,
             BhArea     *a,
             const char *key,
             const char *value)
{
  int n;
  gboolean b;

  if (g_str_equal (key, "elevation"))
    {
      if (!parse_int (value, 0, 2, &n))
        return FALSE;
      a->elevation = n;
    }
  else if (g_str_equal (key, "volley") || g_str_equal (key, "assault"))
    {
      if (!parse_int (value, -5, 5, &n))
        return FALSE;
      if (g_str_equal (key, "volley"))
        a->volley = n;
      else
        a->assault = n;
      if (a->color == BH_COLOR_NONE)
        a->color = BH_COLOR_NORMAL;
    }
  else if (g_str_equal (key, "modifier-color"))
    {
      if ((n = parse_choice (value, color_ids, G_N_ELEMENTS (color_ids))) < 0)
        return FALSE;
      a->color = n;
    }
  else if (g_str_equal (key, "terrain"))
    {
      if ((n = parse_choice (value, terrain_ids, G_N_ELEMENTS (terrain_ids))) < 0)
        return FALSE;
      a->terrain = n;
    }
  else if (g_str_equal (key, "feature"))
    {
      if (g_strcmp0 (value, "none") == 0)
        a->feature = BH_FEATURE_NONE;
      else if ((n = parse_choice (value, feature_ids, G_N_ELEMENTS (feature_ids))) < 0)
        return FALSE;
      else
        a->feature = n;
    }
  else if (g_str_equal (key, "hill"))
    {
      if (g_strcmp0 (value, "none") == 0)
        a->hill = BH_HILL_NONE;
      else if ((n = parse_choice (value, hill_ids, BH_N_HILLS)) < 0)
        return FALSE;
      else
        a->hill = n;
    }
  else if (g_str_equal (key, "coast"))
    {
      if (!parse_bool (value, &b))
        return FALSE;
      a->coast = b;
    }
  else if (g_str_equal (key, "zone"))
    {
      int z = g_strcmp0 (value, "none") == 0 ? -1 : revroad_map_find (map->graph, value);

      if (z < 0 && g_strcmp0 (value, "none") != 0)
        return FALSE;
      a->zone = z;
    }
  else if (g_str_equal (key, "transport") || g_str_equal (key, "staging") ||
           g_str_equal (key, "number"))
    {
      if (!parse_int (value, 0, 20, &n))
        return FALSE;
      if (g_str_equal (key, "transport"))
        a->transport = n;
      else if (g_str_equal (key, "staging"))
        a->staging = n;
      else
        a->zone_number = n;
    }
  else if (g_str_has_prefix (key, "bombard-"))
    {
      int box = parse_choice (key + strlen ("bombard-"), fleet_ids, BH_N_FLEET_BOXES);

      if (box < 0 || !parse_bool (value, &b))
        return FALSE;
      if (b)
        a->bombard |= 1u << box;
      else
        a->bombard &= ~(1u << box);
    }
  else if (g_str_equal (key, "copps-dark"))
    {
      if (!parse_bool (value, &b))
        return FALSE;
      a->copps_dark = b;
    }
  else
    return FALSE;
  return TRUE;
}

static void
compute_distances (BhMap *map)
{
  int n = map->n;

  g_free (map->dist);
  map->dist = g_new (int, (gsize) n * n);
  for (int t = 0; t < n; t++)
    {
      int *out = map->dist + (gsize) t * n;
      int queue[BH_MAX_AREAS];
      int head = 0, tail = 0;

      for (int i = 0; i < n; i++)
        out[i] = G_MAXINT;
      if (map->areas[t].kind != BH_AREA_LAND && map->areas[t].kind != BH_AREA_MUSTER)
        continue;
      out[t] = 0;
      queue[tail++] = t;
      while (head < tail)
        {
          int r = queue[head++];
          GArray *list = revroad_map_neighbours (map->graph, r);

          for (guint j = 0; j < list->len; j++)
            {
              int s = g_array_index (list, int, j);

              if (out[s] != G_MAXINT)
                continue;
              if (map->areas[s].kind != BH_AREA_LAND && map->areas[s].kind != BH_AREA_MUSTER)
                continue;
              out[s] = out[r] + 1;
              queue[tail++] = s;
            }
        }
    }
}

/* Reads every area from the graph, then applies the corrections. */
static gboolean
derive (BhMap   *map,
        GError **error)
{
  RevroadMap *g = map->graph;

  map->n = (int) revroad_map_get_n_regions (g);
  if (map->n > BH_MAX_AREAS)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   "the Bunker Hill map has %d areas; at most %d are supported", map->n, BH_MAX_AREAS);
      return FALSE;
    }
  map->muster_box = map->neck = map->battery = -1;
  for (int i = 0; i < BH_N_FLEET_BOXES; i++)
    map->fleet[i] = -1;
  for (int i = 0; i < 7; i++)
    map->zones[i] = -1;

  for (int i = 0; i < map->n; i++)
    {
      const RevroadRegion *r = revroad_map_get_region (g, i);
      BhArea *a = &map->areas[i];
      const char *v;

      memset (a, 0, sizeof *a);
      a->id = r->id;
      a->name = r->name;
      a->x = r->x;
      a->y = r->y;
      a->zone = -1;
      a->hill = BH_HILL_NONE;
      if (revroad_map_has_tag (g, i, "muster-box"))
        a->kind = BH_AREA_MUSTER, map->muster_box = i;
      else if (revroad_map_has_tag (g, i, "zone"))
        a->kind = BH_AREA_ZONE;
      else if (revroad_map_has_tag (g, i, "fleet-box"))
        a->kind = BH_AREA_FLEET;
      else if (revroad_map_has_tag (g, i, "battery"))
        a->kind = BH_AREA_BATTERY, map->battery = i;
      else
        a->kind = BH_AREA_LAND;

      for (guint t = 0; t < G_N_ELEMENTS (terrain_ids); t++)
        if (revroad_map_has_tag (g, i, terrain_ids[t]))
          a->terrain = t;
      for (guint t = 1; t < G_N_ELEMENTS (feature_ids); t++)
        if (revroad_map_has_tag (g, i, feature_ids[t]))
          a->feature = t;
      if (a->terrain == BH_TERRAIN_NECK)
        map->neck = i;
      a->coast = revroad_map_has_tag (g, i, "coast");
      a->copps_dark = revroad_map_has_tag (g, i, "copps-dark");
      for (int b = 0; b < BH_N_FLEET_BOXES; b++)
        {
          g_autofree char *tag = g_strconcat ("bombard-", fleet_ids[b], NULL);
          if (revroad_map_has_tag (g, i, tag))
            a->bombard |= 1u << b;
          if (a->kind == BH_AREA_FLEET && g_str_equal (r->id, fleet_ids[b]))
            map->fleet[b] = i;
        }
      a->elevation = revroad_map_get_attr_int (g, i, "elevation", 0);
      if ((v = revroad_map_get_attr (g, i, "volley")) != NULL)
        {
          a->volley = revroad_map_get_attr_int (g, i, "volley", 0);
          a->assault = revroad_map_get_attr_int (g, i, "assault", 0);
          a->color = BH_COLOR_NORMAL;
        }
      if ((v = revroad_map_get_attr (g, i, "modifier-color")) != NULL)
        a->color = MAX (0, parse_choice (v, color_ids, G_N_ELEMENTS (color_ids)));
      if ((v = revroad_map_get_attr (g, i, "hill")) != NULL)
        a->hill = parse_choice (v, hill_ids, BH_N_HILLS);
      a->zone_number = revroad_map_get_attr_int (g, i, "number", 0);
      a->transport = revroad_map_get_attr_int (g, i, "transport", 0);
      a->staging = revroad_map_get_attr_int (g, i, "staging", 0);
      if (a->kind == BH_AREA_ZONE && a->zone_number >= 1 && a->zone_number <= 6)
        map->zones[a->zone_number] = i;
    }

  /* Second pass: what refers to other areas by id. */
  for (int i = 0; i < map->n; i++)
    {
      BhArea *a = &map->areas[i];
      const char *v;

      if ((v = revroad_map_get_attr (g, i, "zone")) != NULL)
        a->zone = revroad_map_find (g, v);
      if ((v = revroad_map_get_attr (g, i, "sight-blocked")) != NULL)
        {
          g_auto(GStrv) ids = g_strsplit (v, " ", -1);

          for (guint k = 0; ids[k] != NULL; k++)
            {
              int b = revroad_map_find (g, ids[k]);
              if (b >= 0)
                a->sight_blocked |= G_GUINT64_CONSTANT (1) << b;
            }
        }
    }

  for (guint c = 0; c < map->corrections->len; c++)
    {
      Correction *corr = g_ptr_array_index (map->corrections, c);
      apply_value (map, &map->areas[corr->area], corr->key, corr->value);
    }
  for (guint s = 0; s + 3 <= map->sights->len; s += 3)
    {
      int a = g_array_index (map->sights, int, s);
      int b = g_array_index (map->sights, int, s + 1);
      int clear = g_array_index (map->sights, int, s + 2);
      guint64 bit = G_GUINT64_CONSTANT (1) << b;

      if (clear)
        {
          map->areas[a].sight_clear |= bit;
          map->areas[a].sight_blocked &= ~bit;
        }
      else
        {
          map->areas[a].sight_blocked |= bit;
          map->areas[a].sight_clear &= ~bit;
        }
    }

  if (map->muster_box < 0 || map->neck < 0 || map->battery < 0 ||
      map->fleet[BH_FLEET_MYSTIC] < 0 || map->fleet[BH_FLEET_HARBOR] < 0 ||
      map->fleet[BH_FLEET_CHARLES] < 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   "the Bunker Hill map lacks the Muster Box, the Neck, Copp’s Hill or a fleet box");
      return FALSE;
    }
  compute_distances (map);
  return TRUE;
}

/* @map derived, or NULL (with @map released) when its data do not hold. */
static BhMap *
derived (BhMap   *map,
         GError **error)
{
  if (!derive (map, error))
    {
      bh_map_unref (map);
      return NULL;
    }
  return map;
}

static BhMap *
map_new (RevroadMap *graph)
{
  BhMap *map = g_new0 (BhMap, 1);

  g_atomic_ref_count_init (&map->ref);
  map->graph = revroad_map_ref (graph);
  map->corrections = g_ptr_array_new_with_free_func ((GDestroyNotify) correction_free);
  map->sights = g_array_new (FALSE, FALSE, sizeof (int));
  g_mutex_init (&map->lines_lock);
  return map;
}

BhMap *
bh_map_load (const char  *resource,
             GError     **error)
{
  g_autoptr(RevroadMap) graph = revroad_map_load (resource, error);

  if (graph == NULL)
    return NULL;
  return derived (map_new (graph), error);
}

BhMap *
bh_map_ref (BhMap *map)
{
  g_atomic_ref_count_inc (&map->ref);
  return map;
}

void
bh_map_unref (BhMap *map)
{
  if (map == NULL || !g_atomic_ref_count_dec (&map->ref))
    return;
  revroad_map_unref (map->graph);
  g_ptr_array_unref (map->corrections);
  g_array_unref (map->sights);
  g_free (map->dist);
  if (map->lines != NULL)
    for (int i = 0; i < map->n * map->n; i++)
      g_free (map->lines[i]);
  g_free (map->lines);
  g_mutex_clear (&map->lines_lock);
  g_free (map);
}

RevroadMap *
bh_map_get_graph (BhMap *map)
{
  return map->graph;
}

int
bh_map_get_n_areas (BhMap *map)
{
  return map->n;
}

const BhArea *
bh_map_area (BhMap *map,
             int    i)
{
  g_return_val_if_fail (i >= 0 && i < map->n, NULL);
  return &map->areas[i];
}

int
bh_map_find (BhMap      *map,
             const char *id)
{
  return revroad_map_find (map->graph, id);
}

int
bh_map_muster_box (BhMap *map)
{
  return map->muster_box;
}

int
bh_map_neck (BhMap *map)
{
  return map->neck;
}

int
bh_map_battery (BhMap *map)
{
  return map->battery;
}

int
bh_map_fleet_box (BhMap      *map,
                  BhFleetBox  box)
{
  return map->fleet[box];
}

BhFleetBox
bh_map_fleet_box_of (BhMap *map,
                     int    area)
{
  for (int b = 0; b < BH_N_FLEET_BOXES; b++)
    if (map->fleet[b] == area)
      return b;
  return BH_FLEET_HARBOR;
}

int
bh_map_zone (BhMap *map,
             int    number)
{
  return number >= 1 && number <= 6 ? map->zones[number] : -1;
}

int
bh_map_staging_areas (BhMap *map,
                      int    zone,
                      int   *out,
                      int    max)
{
  int n = 0;

  for (int i = 0; i < map->n && n < max; i++)
    if (map->areas[i].kind == BH_AREA_LAND && map->areas[i].zone == zone && zone >= 0)
      out[n++] = i;
  return n;
}

gboolean
bh_map_adjacent (BhMap *map,
                 int    a,
                 int    b)
{
  return revroad_map_adjacent (map->graph, a, b);
}

gboolean
bh_map_adjacency_reconstructed (BhMap *map,
                                int    a,
                                int    b)
{
  return revroad_map_border_is_reconstructed (map->graph, a, b);
}

gboolean
bh_map_graph_reconstructed (BhMap *map)
{
  RevroadMap *g = map->graph;

  for (guint i = 0; i < revroad_map_get_n_borders (g); i++)
    if (g_strcmp0 (revroad_map_get_border (g, i)->source, "reconstructed") == 0)
      return TRUE;
  return FALSE;
}

void
bh_map_distances (BhMap *map,
                  int    target,
                  int   *out)
{
  memcpy (out, map->dist + (gsize) target * map->n, sizeof (int) * map->n);
}

int
bh_map_distance (BhMap *map,
                 int    a,
                 int    b)
{
  if (a < 0 || b < 0 || a >= map->n || b >= map->n)
    return G_MAXINT;
  return map->dist[(gsize) b * map->n + a];
}

int
bh_map_land_neighbours (BhMap *map,
                        int    area,
                        int   *out)
{
  GArray *list = revroad_map_neighbours (map->graph, area);
  int n = 0;

  for (guint j = 0; j < list->len; j++)
    {
      int s = g_array_index (list, int, j);
      if (map->areas[s].kind == BH_AREA_LAND)
        out[n++] = s;
    }
  return n;
}

/* The whole line from @a to @b: its length, then its areas (freed with
 * g_free). */
static int *
make_line (BhMap *map,
           int    a,
           int    b)
{
  const int samples = 400;
  int out[400];
  int max = G_N_ELEMENTS (out);
  int n = 0;
  int *line;
  double x0 = map->areas[a].x, y0 = map->areas[a].y;
  double x1 = map->areas[b].x, y1 = map->areas[b].y;

  /* Each point of the line belongs to the area whose centre lies nearest
   * (land and the landing zones' water), which stands in for the borders
   * the text's rubber band would cross. */
  for (int k = 1; k < samples; k++)
    {
      double t = (double) k / samples;
      double x = x0 + (x1 - x0) * t, y = y0 + (y1 - y0) * t;
      double best = G_MAXDOUBLE;
      int who = -1;

      for (int i = 0; i < map->n; i++)
        {
          const BhArea *area = &map->areas[i];
          double d;

          if (area->kind != BH_AREA_LAND && area->kind != BH_AREA_ZONE)
            continue;
          d = (area->x - x) * (area->x - x) + (area->y - y) * (area->y - y);
          if (d < best)
            {
              best = d;
              who = i;
            }
        }
      if (who < 0 || who == a || who == b)
        continue;
      if (n > 0 && out[n - 1] == who)
        continue;
      if (n < max)
        out[n++] = who;
    }
  line = g_new (int, n + 1);
  line[0] = n;
  memcpy (line + 1, out, sizeof (int) * (gsize) n);
  return line;
}

int
bh_map_line (BhMap *map,
             int    a,
             int    b,
             int   *out,
             int    max)
{
  const int *line;
  int n;

  g_return_val_if_fail (a >= 0 && b >= 0 && a < map->n && b < map->n, 0);
  /* The first @max areas of the whole line: what a line cut short at @max
   * would have gathered. */
  g_mutex_lock (&map->lines_lock);
  if (map->lines == NULL)
    map->lines = g_new0 (int *, (gsize) map->n * (gsize) map->n);
  if (map->lines[a * map->n + b] == NULL)
    map->lines[a * map->n + b] = make_line (map, a, b);
  line = map->lines[a * map->n + b];
  g_mutex_unlock (&map->lines_lock);
  n = MIN (line[0], MAX (max, 0));
  memcpy (out, line + 1, sizeof (int) * (gsize) n);
  return n;
}

static const char *
tag_source (BhMap      *map,
            int         area,
            const char *tag)
{
  const char *s = revroad_map_get_tag_source (map->graph, area, tag);

  return s ? s : "reconstructed";
}

static const char *
attr_source (BhMap      *map,
             int         area,
             const char *key)
{
  const char *s = revroad_map_get_attr_source (map->graph, area, key);

  return s ? s : "reconstructed";
}

const char *
bh_map_source (BhMap      *map,
               int         area,
               const char *key)
{
  const BhArea *a = &map->areas[area];

  for (guint c = 0; c < map->corrections->len; c++)
    {
      Correction *corr = g_ptr_array_index (map->corrections, c);

      if (corr->area == area && (g_str_equal (corr->key, key) ||
                                 (g_str_equal (key, "bombard") && g_str_has_prefix (corr->key, "bombard-"))))
        return "user";
    }
  if (g_str_equal (key, "terrain"))
    return tag_source (map, area, terrain_ids[a->terrain]);
  if (g_str_equal (key, "feature"))
    return a->feature == BH_FEATURE_NONE ? "reconstructed" : tag_source (map, area, feature_ids[a->feature]);
  if (g_str_equal (key, "copps-dark"))
    return tag_source (map, area, "copps-dark");
  if (g_str_has_prefix (key, "bombard-"))
    return tag_source (map, area, key);
  if (g_str_equal (key, "bombard"))
    return "reconstructed";
  if (g_str_equal (key, "modifier"))
    return attr_source (map, area, "volley");
  if (g_str_equal (key, "sight"))
    return attr_source (map, area, "sight-blocked");
  return attr_source (map, area, key);
}

gboolean
bh_map_reconstructed (BhMap      *map,
                      int         area,
                      const char *key)
{
  return g_strcmp0 (bh_map_source (map, area, key), "reconstructed") == 0;
}

int
bh_map_sight_data (BhMap       *map,
                   int          a,
                   int          b,
                   const char **source)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << b;

  for (guint s = 0; s + 3 <= map->sights->len; s += 3)
    if (g_array_index (map->sights, int, s) == a && g_array_index (map->sights, int, s + 1) == b)
      {
        if (source)
          *source = "user";
        return g_array_index (map->sights, int, s + 2);
      }
  if (map->areas[a].sight_blocked & bit)
    {
      if (source)
        *source = attr_source (map, a, "sight-blocked");
      return FALSE;
    }
  return -1;
}

static BhMap *
map_copy_with_graph (BhMap      *map,
                     RevroadMap *graph)
{
  BhMap *copy = map_new (graph);

  for (guint c = 0; c < map->corrections->len; c++)
    {
      Correction *o = g_ptr_array_index (map->corrections, c);
      Correction *n = g_new0 (Correction, 1);

      n->area = o->area;
      n->key = g_strdup (o->key);
      n->value = g_strdup (o->value);
      g_ptr_array_add (copy->corrections, n);
    }
  g_array_append_vals (copy->sights, map->sights->data, map->sights->len);
  return copy;
}

BhMap *
bh_map_with_border (BhMap     *map,
                    int         a,
                    int         b,
                    gboolean    adjacent,
                    GError    **error)
{
  g_autoptr(RevroadMap) graph = NULL;

  if (a == b)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS, _("A border joins two different regions"));
      return NULL;
    }
  graph = revroad_map_with_border (map->graph, a, b, adjacent, FALSE, REVROAD_WATER_NONE, "user");
  return derived (map_copy_with_graph (map, graph), error);
}

BhMap *
bh_map_with_value (BhMap      *map,
                   int         area,
                   const char *key,
                   const char *value,
                   GError    **error)
{
  BhArea probe = map->areas[area];
  BhMap *copy;
  Correction *c;

  if (!apply_value (map, &probe, key, value))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("“%s” is not a value Muster can set for “%s” of a region"), value, key);
      return NULL;
    }
  copy = map_copy_with_graph (map, map->graph);
  c = g_new0 (Correction, 1);
  c->area = area;
  c->key = g_strdup (key);
  c->value = g_strdup (value);
  g_ptr_array_add (copy->corrections, c);
  return derived (copy, error);
}

BhMap *
bh_map_with_sight (BhMap    *map,
                   int       a,
                   int       b,
                   gboolean  clear)
{
  BhMap *copy = map_copy_with_graph (map, map->graph);
  int both[2][2] = { { a, b }, { b, a } };

  /* Sight runs both ways (7.2: "the converse is also true"). */
  for (int k = 0; k < 2; k++)
    {
      int rec[3] = { both[k][0], both[k][1], clear ? 1 : 0 };
      g_array_append_vals (copy->sights, rec, 3);
    }
  derive (copy, NULL);
  return copy;
}

static GStrv
strv_of (const char *a,
         const char *b,
         const char *c,
         const char *d)
{
  const char *items[] = { a, b, c, d, NULL };

  return g_strdupv ((char **) items);
}

void
bh_map_list_corrections (BhMap     *map,
                         GPtrArray *out)
{
  RevroadMap *g = map->graph;

  for (guint i = 0; i < revroad_map_get_n_borders (g); i++)
    {
      const RevroadBorder *b = revroad_map_get_border (g, i);

      if (g_strcmp0 (b->source, "user") == 0)
        g_ptr_array_add (out, strv_of ("set-border", map->areas[b->a].id, map->areas[b->b].id,
                                       revroad_map_adjacent (g, b->a, b->b) ? "yes" : "no"));
    }
  for (guint c = 0; c < map->corrections->len; c++)
    {
      Correction *corr = g_ptr_array_index (map->corrections, c);
      g_ptr_array_add (out, strv_of ("set-region", map->areas[corr->area].id, corr->key, corr->value));
    }
  /* Each set-sight records both directions; list it once. */
  for (guint s = 0; s + 6 <= map->sights->len; s += 6)
    g_ptr_array_add (out, strv_of ("set-sight", map->areas[g_array_index (map->sights, int, s)].id,
                                   map->areas[g_array_index (map->sights, int, s + 1)].id,
                                   g_array_index (map->sights, int, s + 2) ? "clear" : "blocked"));
}

void
bh_map_write_corrections (BhMap   *map,
                          xmlNode *parent)
{
  xmlNode *node = muster_xml_add (parent, "map-corrections");

  revroad_map_write_corrections (map->graph, node);
  for (guint c = 0; c < map->corrections->len; c++)
    {
      Correction *corr = g_ptr_array_index (map->corrections, c);
      xmlNode *v = muster_xml_add (node, "value");

      muster_xml_set (v, "region", map->areas[corr->area].id);
      muster_xml_set (v, "key", corr->key);
      muster_xml_set (v, "value", corr->value);
    }
  for (guint s = 0; s + 3 <= map->sights->len; s += 3)
    {
      xmlNode *v = muster_xml_add (node, "sight");

      muster_xml_set (v, "from", map->areas[g_array_index (map->sights, int, s)].id);
      muster_xml_set (v, "to", map->areas[g_array_index (map->sights, int, s + 1)].id);
      muster_xml_set_bool (v, "clear", g_array_index (map->sights, int, s + 2));
    }
}
