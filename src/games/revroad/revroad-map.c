/* revroad-map.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-system.h"
#include "muster-xml.h"
#include "revroad-map.h"

struct _RevroadMap
{
  gatomicrefcount  ref;
  char            *id;
  char            *name;
  char            *source;     /* the source of what the data leaves out */
  GPtrArray       *regions;    /* RevroadRegion* */
  GPtrArray       *borders;    /* RevroadBorder*, in data order */
  GPtrArray       *neighbours; /* GArray* of int per region */
  GHashTable      *index;      /* region id -> index + 1 (lookups only) */
  /* The border between regions lo < hi at [lo * n + hi] (n regions), NULL
   * for none; rebuilt with the neighbours, NULL until then. */
  RevroadBorder  **pairs;
  guint            n_pairs;    /* n of the pairs table */
};

static void
attr_free (RevroadAttr *attr)
{
  g_free (attr->key);
  g_free (attr->value);
  g_free (attr->source);
  g_free (attr);
}

static RevroadAttr *
attr_new (const char *key,
          const char *value,
          const char *source)
{
  RevroadAttr *attr = g_new0 (RevroadAttr, 1);

  attr->key = g_strdup (key);
  attr->value = g_strdup (value);
  attr->source = g_strdup (source);
  return attr;
}

/* Copies every tag or attribute of @from to the end of @to. */
static void
attrs_append (GPtrArray *to,
              GPtrArray *from)
{
  for (guint i = 0; i < from->len; i++)
    {
      const RevroadAttr *attr = g_ptr_array_index (from, i);

      g_ptr_array_add (to, attr_new (attr->key, attr->value, attr->source));
    }
}

static RevroadRegion *
region_new (void)
{
  RevroadRegion *region = g_new0 (RevroadRegion, 1);

  region->tags = g_ptr_array_new_with_free_func ((GDestroyNotify) attr_free);
  region->attrs = g_ptr_array_new_with_free_func ((GDestroyNotify) attr_free);
  return region;
}

static void
region_free (RevroadRegion *region)
{
  g_free (region->id);
  g_free (region->name);
  g_free (region->source);
  g_ptr_array_unref (region->tags);
  g_ptr_array_unref (region->attrs);
  g_free (region);
}

static void
border_free (RevroadBorder *border)
{
  g_free (border->name);
  g_free (border->source);
  g_free (border);
}

static RevroadMap *
map_new (void)
{
  RevroadMap *map = g_new0 (RevroadMap, 1);

  g_atomic_ref_count_init (&map->ref);
  map->regions = g_ptr_array_new_with_free_func ((GDestroyNotify) region_free);
  map->borders = g_ptr_array_new_with_free_func ((GDestroyNotify) border_free);
  map->neighbours = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  map->index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return map;
}

RevroadMap *
revroad_map_ref (RevroadMap *map)
{
  g_atomic_ref_count_inc (&map->ref);
  return map;
}

void
revroad_map_unref (RevroadMap *map)
{
  if (map == NULL || !g_atomic_ref_count_dec (&map->ref))
    return;
  g_free (map->id);
  g_free (map->name);
  g_free (map->source);
  g_ptr_array_unref (map->regions);
  g_ptr_array_unref (map->borders);
  g_ptr_array_unref (map->neighbours);
  g_hash_table_unref (map->index);
  g_free (map->pairs);
  g_free (map);
}

/* Rebuilds the adjacency lists from the borders (3.0). */
static void
map_index (RevroadMap *map)
{
  guint n = map->regions->len;

  g_free (map->pairs);
  map->n_pairs = n;
  map->pairs = g_new0 (RevroadBorder *, (gsize) n * n);
  for (guint i = 0; i < map->borders->len; i++)
    {
      RevroadBorder *b = g_ptr_array_index (map->borders, i);

      /* The first listed, as a search of the list would find it. */
      if (b->a >= 0 && b->b < (int) n && map->pairs[(gsize) b->a * n + (guint) b->b] == NULL)
        map->pairs[(gsize) b->a * n + (guint) b->b] = b;
    }

  g_ptr_array_set_size (map->neighbours, 0);
  for (guint i = 0; i < map->regions->len; i++)
    g_ptr_array_add (map->neighbours, g_array_new (FALSE, FALSE, sizeof (int)));

  for (guint i = 0; i < map->borders->len; i++)
    {
      RevroadBorder *b = g_ptr_array_index (map->borders, i);

      if (b->water == REVROAD_WATER_RIVER && !b->road)
        continue;
      g_array_append_val (g_ptr_array_index (map->neighbours, b->a), b->b);
      g_array_append_val (g_ptr_array_index (map->neighbours, b->b), b->a);
    }
  for (guint i = 0; i < map->neighbours->len; i++)
    {
      GArray *list = g_ptr_array_index (map->neighbours, i);

      /* Ascending order makes every walk over neighbours deterministic. */
      for (guint j = 1; j < list->len; j++)
        for (guint k = j; k > 0 && g_array_index (list, int, k - 1) > g_array_index (list, int, k); k--)
          {
            int t = g_array_index (list, int, k);
            g_array_index (list, int, k) = g_array_index (list, int, k - 1);
            g_array_index (list, int, k - 1) = t;
          }
    }
}

static gboolean
parse_water (const char   *text,
             RevroadWater *water)
{
  if (text == NULL || g_str_equal (text, "none"))
    *water = REVROAD_WATER_NONE;
  else if (g_str_equal (text, "stream"))
    *water = REVROAD_WATER_STREAM;
  else if (g_str_equal (text, "river"))
    *water = REVROAD_WATER_RIVER;
  else
    return FALSE;
  return TRUE;
}

static const char *
water_id (RevroadWater water)
{
  switch (water)
    {
    case REVROAD_WATER_STREAM:
      return "stream";
    case REVROAD_WATER_RIVER:
      return "river";
    case REVROAD_WATER_NONE:
    default:
      return "none";
    }
}

RevroadMap *
revroad_map_read (xmlNode  *root,
                  GError  **error)
{
  RevroadMap *map = map_new ();

  map->id = muster_xml_get (root, "id");
  map->name = muster_xml_get (root, "name");
  map->source = muster_xml_get (root, "source");
  if (map->source == NULL)
    map->source = g_strdup ("reconstructed");

  muster_xml_foreach_element (node, root)
    {
      if (muster_xml_is (node, "region"))
        {
          RevroadRegion *region = region_new ();

          region->id = muster_xml_get (node, "id");
          region->name = muster_xml_get (node, "name");
          region->source = muster_xml_get (node, "source");
          g_ptr_array_add (map->regions, region);
          if (!muster_xml_get_int (node, "x", 0, &region->x, error) ||
              !muster_xml_get_int (node, "y", 0, &region->y, error))
            goto fail;
          if (region->id == NULL || g_hash_table_contains (map->index, region->id))
            {
              muster_xml_set_error (error, node, "region “%s” is listed twice", region->id);
              goto fail;
            }
          g_hash_table_insert (map->index, g_strdup (region->id),
                               GINT_TO_POINTER (map->regions->len));
          muster_xml_foreach_element (item, node)
            {
              g_autofree char *name = muster_xml_get (item, "name");
              g_autofree char *value = muster_xml_get (item, "value");
              g_autofree char *source = muster_xml_get (item, "source");

              if (source == NULL)
                source = g_strdup (region->source);
              if (muster_xml_is (item, "tag"))
                g_ptr_array_add (region->tags, attr_new (name, NULL, source));
              else if (muster_xml_is (item, "attr"))
                g_ptr_array_add (region->attrs, attr_new (name, value, source));
            }
        }
    }

  muster_xml_foreach_element (node, root)
    {
      if (muster_xml_is (node, "border"))
        {
          g_autofree char *a = muster_xml_get (node, "a");
          g_autofree char *b = muster_xml_get (node, "b");
          g_autofree char *water = muster_xml_get (node, "water");
          RevroadBorder *border;
          int ia = revroad_map_find (map, a);
          int ib = revroad_map_find (map, b);

          if (ia < 0 || ib < 0 || ia == ib)
            {
              muster_xml_set_error (error, node, "border between unknown regions “%s” and “%s”", a, b);
              goto fail;
            }
          if (revroad_map_find_border (map, ia, ib) != NULL)
            {
              muster_xml_set_error (error, node, "the border %s–%s is listed twice", a, b);
              goto fail;
            }
          border = g_new0 (RevroadBorder, 1);
          border->a = MIN (ia, ib);
          border->b = MAX (ia, ib);
          border->road = muster_xml_get_bool (node, "road", FALSE);
          border->name = muster_xml_get (node, "name");
          border->source = muster_xml_get (node, "source");
          if (border->source == NULL)
            border->source = g_strdup (map->source);
          g_ptr_array_add (map->borders, border);
          if (!parse_water (water, &border->water))
            {
              muster_xml_set_error (error, node, "unknown water “%s”", water);
              goto fail;
            }
        }
    }

  map_index (map);
  return map;

fail:
  revroad_map_unref (map);
  return NULL;
}

RevroadMap *
revroad_map_load (const char  *resource,
                  GError     **error)
{
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (resource, error);

  if (doc == NULL ||
      !muster_xml_validate (doc, MUSTER_RESOURCE_PREFIX "/schema/revroad-map.rng", resource, error))
    return NULL;
  return revroad_map_read (xmlDocGetRootElement (doc), error);
}

const char *
revroad_map_get_id (RevroadMap *map)
{
  return map->id;
}

const char *
revroad_map_get_name (RevroadMap *map)
{
  return map->name;
}

guint
revroad_map_get_n_regions (RevroadMap *map)
{
  return map->regions->len;
}

const RevroadRegion *
revroad_map_get_region (RevroadMap *map,
                        int         i)
{
  if (i < 0 || (guint) i >= map->regions->len)
    return NULL;
  return g_ptr_array_index (map->regions, i);
}

int
revroad_map_find (RevroadMap *map,
                  const char *id)
{
  if (id == NULL)
    return -1;
  return GPOINTER_TO_INT (g_hash_table_lookup (map->index, id)) - 1;
}

static const RevroadAttr *
find_attr (GPtrArray  *list,
           const char *key)
{
  for (guint i = 0; i < list->len; i++)
    {
      const RevroadAttr *attr = g_ptr_array_index (list, i);

      if (g_strcmp0 (attr->key, key) == 0)
        return attr;
    }
  return NULL;
}

gboolean
revroad_map_has_tag (RevroadMap *map,
                     int         region,
                     const char *tag)
{
  const RevroadRegion *r = revroad_map_get_region (map, region);

  return r != NULL && find_attr (r->tags, tag) != NULL;
}

int
revroad_map_find_tagged (RevroadMap *map,
                         const char *tag)
{
  for (guint i = 0; i < map->regions->len; i++)
    if (revroad_map_has_tag (map, (int) i, tag))
      return (int) i;
  return -1;
}

const char *
revroad_map_get_tag_source (RevroadMap *map,
                            int         region,
                            const char *tag)
{
  const RevroadRegion *r = revroad_map_get_region (map, region);
  const RevroadAttr *attr = r ? find_attr (r->tags, tag) : NULL;

  return attr ? attr->source : NULL;
}

const char *
revroad_map_get_attr (RevroadMap *map,
                      int         region,
                      const char *key)
{
  const RevroadRegion *r = revroad_map_get_region (map, region);
  const RevroadAttr *attr = r ? find_attr (r->attrs, key) : NULL;

  return attr ? attr->value : NULL;
}

int
revroad_map_get_attr_int (RevroadMap *map,
                          int         region,
                          const char *key,
                          int         fallback)
{
  const char *value = revroad_map_get_attr (map, region, key);
  gint64 n;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &n, NULL))
    return fallback;
  return (int) n;
}

const char *
revroad_map_get_attr_source (RevroadMap *map,
                             int         region,
                             const char *key)
{
  const RevroadRegion *r = revroad_map_get_region (map, region);
  const RevroadAttr *attr = r ? find_attr (r->attrs, key) : NULL;

  return attr ? attr->source : NULL;
}

guint
revroad_map_get_n_borders (RevroadMap *map)
{
  return map->borders->len;
}

const RevroadBorder *
revroad_map_get_border (RevroadMap *map,
                        guint       i)
{
  g_return_val_if_fail (i < map->borders->len, NULL);
  return g_ptr_array_index (map->borders, i);
}

static RevroadBorder *
border_between (RevroadMap *map,
                int         a,
                int         b)
{
  int lo = MIN (a, b), hi = MAX (a, b);

  if (map->pairs != NULL)
    return lo >= 0 && hi < (int) map->n_pairs ? map->pairs[(gsize) lo * map->n_pairs + (guint) hi] : NULL;
  for (guint i = 0; i < map->borders->len; i++)
    {
      RevroadBorder *border = g_ptr_array_index (map->borders, i);

      if (border->a == lo && border->b == hi)
        return border;
    }
  return NULL;
}

const RevroadBorder *
revroad_map_find_border (RevroadMap *map,
                         int         a,
                         int         b)
{
  return border_between (map, a, b);
}

gboolean
revroad_map_adjacent (RevroadMap *map,
                      int         a,
                      int         b)
{
  const RevroadBorder *border;

  if (a == b)
    return FALSE;
  border = revroad_map_find_border (map, a, b);
  return border != NULL && !(border->water == REVROAD_WATER_RIVER && !border->road);
}

gboolean
revroad_map_road (RevroadMap *map,
                  int         a,
                  int         b)
{
  const RevroadBorder *border = revroad_map_find_border (map, a, b);

  return border != NULL && border->road;
}

gboolean
revroad_map_stream_without_road (RevroadMap *map,
                                 int         a,
                                 int         b)
{
  const RevroadBorder *border = revroad_map_find_border (map, a, b);

  return border != NULL && border->water == REVROAD_WATER_STREAM && !border->road;
}

gboolean
revroad_map_border_is_reconstructed (RevroadMap *map,
                                     int         a,
                                     int         b)
{
  const RevroadBorder *border = revroad_map_find_border (map, a, b);

  if (border == NULL)
    return g_strcmp0 (map->source, "reconstructed") == 0;
  return g_strcmp0 (border->source, "reconstructed") == 0;
}

GArray *
revroad_map_neighbours (RevroadMap *map,
                        int         region)
{
  g_return_val_if_fail (region >= 0 && (guint) region < map->neighbours->len, NULL);
  return g_ptr_array_index (map->neighbours, region);
}

void
revroad_map_distances (RevroadMap *map,
                       int         target,
                       const char *skip_tag,
                       int        *out)
{
  guint n = map->regions->len;
  g_autofree int *queue = g_new (int, n);
  guint head = 0, tail = 0;

  for (guint i = 0; i < n; i++)
    out[i] = G_MAXINT;
  if (target < 0 || (guint) target >= n)
    return;
  out[target] = 0;
  queue[tail++] = target;
  while (head < tail)
    {
      int r = queue[head++];
      GArray *list = g_ptr_array_index (map->neighbours, r);

      if (r != target && skip_tag != NULL && revroad_map_has_tag (map, r, skip_tag))
        continue;
      for (guint j = 0; j < list->len; j++)
        {
          int s = g_array_index (list, int, j);

          if (out[s] == G_MAXINT)
            {
              out[s] = out[r] + 1;
              queue[tail++] = s;
            }
        }
    }
}

gboolean
revroad_border_kind_parse (const char   *kind,
                           gboolean     *exists,
                           gboolean     *road,
                           RevroadWater *water)
{
  static const struct { const char *id; gboolean exists, road; RevroadWater water; } kinds[] = {
    { "road", TRUE, TRUE, REVROAD_WATER_NONE },
    { "land", TRUE, FALSE, REVROAD_WATER_NONE },
    { "stream", TRUE, FALSE, REVROAD_WATER_STREAM },
    { "stream-road", TRUE, TRUE, REVROAD_WATER_STREAM },
    { "river-road", TRUE, TRUE, REVROAD_WATER_RIVER },
    { "river", TRUE, FALSE, REVROAD_WATER_RIVER },
    { "none", FALSE, FALSE, REVROAD_WATER_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_strcmp0 (kind, kinds[i].id) == 0)
      {
        *exists = kinds[i].exists;
        *road = kinds[i].road;
        *water = kinds[i].water;
        return TRUE;
      }
  return FALSE;
}

const char *
revroad_border_kind_id (const RevroadBorder *border)
{
  if (border == NULL)
    return "none";
  switch (border->water)
    {
    case REVROAD_WATER_STREAM:
      return border->road ? "stream-road" : "stream";
    case REVROAD_WATER_RIVER:
      return border->road ? "river-road" : "river";
    case REVROAD_WATER_NONE:
    default:
      return border->road ? "road" : "land";
    }
}

/* A deep copy, to correct. */
static RevroadMap *
map_copy (RevroadMap *map)
{
  RevroadMap *copy = map_new ();

  copy->id = g_strdup (map->id);
  copy->name = g_strdup (map->name);
  copy->source = g_strdup (map->source);
  for (guint i = 0; i < map->regions->len; i++)
    {
      const RevroadRegion *r = g_ptr_array_index (map->regions, i);
      RevroadRegion *c = region_new ();

      c->id = g_strdup (r->id);
      c->name = g_strdup (r->name);
      c->x = r->x;
      c->y = r->y;
      c->source = g_strdup (r->source);
      attrs_append (c->tags, r->tags);
      attrs_append (c->attrs, r->attrs);
      g_ptr_array_add (copy->regions, c);
      g_hash_table_insert (copy->index, g_strdup (c->id), GINT_TO_POINTER (i + 1));
    }

  for (guint i = 0; i < map->borders->len; i++)
    {
      const RevroadBorder *o = g_ptr_array_index (map->borders, i);
      RevroadBorder *c = g_new0 (RevroadBorder, 1);

      *c = *o;
      c->name = g_strdup (o->name);
      c->source = g_strdup (o->source);
      g_ptr_array_add (copy->borders, c);
    }
  return copy;
}

RevroadMap *
revroad_map_with_border (RevroadMap   *map,
                         int           a,
                         int           b,
                         gboolean      exists,
                         gboolean      road,
                         RevroadWater  water,
                         const char   *source)
{
  RevroadMap *copy;
  RevroadBorder *border;

  g_return_val_if_fail (a != b, NULL);

  copy = map_copy (map);
  border = border_between (copy, a, b);
  if (border == NULL)
    {
      border = g_new0 (RevroadBorder, 1);
      border->a = MIN (a, b);
      border->b = MAX (a, b);
      g_ptr_array_add (copy->borders, border);
    }
  /* A border with no adjacency is kept as dark water without a road, so the
   * correction itself is remembered. */
  border->road = exists && road;
  border->water = exists ? water : REVROAD_WATER_RIVER;
  g_free (border->source);
  border->source = g_strdup (source);
  map_index (copy);
  return copy;
}

RevroadMap *
revroad_map_with_attr (RevroadMap *map,
                       int         region,
                       const char *key,
                       const char *value,
                       const char *source)
{
  RevroadMap *copy = map_copy (map);
  RevroadRegion *r = g_ptr_array_index (copy->regions, region);
  RevroadAttr *attr = (RevroadAttr *) find_attr (r->attrs, key);

  if (attr == NULL)
    g_ptr_array_add (r->attrs, attr_new (key, value, source));
  else
    {
      g_free (attr->value);
      attr->value = g_strdup (value);
      g_free (attr->source);
      attr->source = g_strdup (source);
    }
  map_index (copy);
  return copy;
}

RevroadMap *
revroad_map_with_tag (RevroadMap *map,
                      int         region,
                      const char *tag,
                      gboolean    present,
                      const char *source)
{
  RevroadMap *copy = map_copy (map);
  RevroadRegion *r = g_ptr_array_index (copy->regions, region);
  RevroadAttr *attr = (RevroadAttr *) find_attr (r->tags, tag);

  if (present && attr == NULL)
    g_ptr_array_add (r->tags, attr_new (tag, NULL, source));
  else if (!present && attr != NULL)
    g_ptr_array_remove (r->tags, attr);
  map_index (copy);
  return copy;
}

void
revroad_map_write_corrections (RevroadMap *map,
                               xmlNode    *parent)
{
  for (guint i = 0; i < map->borders->len; i++)
    {
      const RevroadBorder *border = g_ptr_array_index (map->borders, i);
      const RevroadRegion *ra, *rb;
      xmlNode *node;

      if (g_strcmp0 (border->source, "user") != 0)
        continue;
      ra = g_ptr_array_index (map->regions, border->a);
      rb = g_ptr_array_index (map->regions, border->b);
      node = muster_xml_add (parent, "border");
      muster_xml_set (node, "a", ra->id);
      muster_xml_set (node, "b", rb->id);
      muster_xml_set_bool (node, "road", border->road);
      muster_xml_set (node, "water", water_id (border->water));
      muster_xml_set (node, "source", border->source);
    }
}
