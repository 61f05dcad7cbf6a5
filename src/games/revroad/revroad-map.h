/* revroad-map.h: a Revolution Road map as a graph of regions.
 *
 * Regions carry a name, a drawing position in a 0..1000 box, tags (“town”,
 * “muster”, “landing”, “offboard”...) and named attributes (“ha” = 3,
 * “edge” = top...). Borders join two regions and say whether a road crosses
 * them and what water lies on them. Rule 3.0 of From Boston to Concord:
 * regions sharing a border are adjacent; across dark blue water only where a
 * road crosses; light blue streams do not stop adjacency. Bunker Hill uses
 * the same graph with its own tags and attributes.
 *
 * Every tag, attribute and border has a source (“rulebook 3.0”, “faq”,
 * “reconstructed”, “user”): the maps are not printed in the rulebooks, so
 * most of the graph is reconstructed, and every rule check that rests on it
 * must say so (see revroad_map_border_is_reconstructed). Players correct a
 * border with revroad_map_with_border(), which returns a corrected copy:
 * maps are immutable and shared between copies of a state.
 *
 * Data: <map> in data/games/<id>/map.xml, schema data/schema/revroad-map.rng.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef enum
{
  REVROAD_WATER_NONE,    /* a land border */
  REVROAD_WATER_STREAM,  /* light blue: adjacent, costs riders 2 without a road */
  REVROAD_WATER_RIVER,   /* dark blue: adjacent only where a road crosses */
} RevroadWater;

typedef struct
{
  char *key;
  char *value;
  char *source;
} RevroadAttr;

typedef struct
{
  char      *id;
  char      *name;
  int        x;        /* drawing position, 0..1000, east to the right */
  int        y;        /* 0..1000, south down */
  char      *source;
  GPtrArray *tags;     /* RevroadAttr* (value NULL), in data order */
  GPtrArray *attrs;    /* RevroadAttr*, in data order */
} RevroadRegion;

typedef struct
{
  int           a;      /* region indices, a < b */
  int           b;
  gboolean      road;
  RevroadWater  water;
  char         *name;   /* the stream or river, or NULL */
  char         *source;
} RevroadBorder;

typedef struct _RevroadMap RevroadMap;

/* Reads and validates a map resource against revroad-map.rng. */
RevroadMap          *revroad_map_load          (const char    *resource,
                                                GError       **error);
RevroadMap          *revroad_map_read          (xmlNode       *root,
                                                GError       **error);
RevroadMap          *revroad_map_ref           (RevroadMap    *map);
void                 revroad_map_unref         (RevroadMap    *map);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (RevroadMap, revroad_map_unref)

const char          *revroad_map_get_id        (RevroadMap    *map);
const char          *revroad_map_get_name      (RevroadMap    *map);
guint                revroad_map_get_n_regions (RevroadMap    *map);
const RevroadRegion *revroad_map_get_region    (RevroadMap    *map,
                                                int            i);
/* The index of region @id, or -1. */
int                  revroad_map_find          (RevroadMap    *map,
                                                const char    *id);
/* The first region with @tag, or -1. */
int                  revroad_map_find_tagged   (RevroadMap    *map,
                                                const char    *tag);
gboolean             revroad_map_has_tag       (RevroadMap    *map,
                                                int            region,
                                                const char    *tag);
const char          *revroad_map_get_tag_source (RevroadMap   *map,
                                                 int           region,
                                                 const char   *tag);
const char          *revroad_map_get_attr      (RevroadMap    *map,
                                                int            region,
                                                const char    *key);
int                  revroad_map_get_attr_int  (RevroadMap    *map,
                                                int            region,
                                                const char    *key,
                                                int            fallback);
const char          *revroad_map_get_attr_source (RevroadMap  *map,
                                                  int          region,
                                                  const char  *key);

guint                revroad_map_get_n_borders (RevroadMap    *map);
const RevroadBorder *revroad_map_get_border    (RevroadMap    *map,
                                                guint          i);
/* The border between @a and @b, or NULL. */
const RevroadBorder *revroad_map_find_border   (RevroadMap    *map,
                                                int            a,
                                                int            b);
/* 3.0: a border, and not dark water without a road. */
gboolean             revroad_map_adjacent      (RevroadMap    *map,
                                                int            a,
                                                int            b);
/* Adjacent with a road across the border. */
gboolean             revroad_map_road          (RevroadMap    *map,
                                                int            a,
                                                int            b);
/* Adjacent across a light blue stream that no road crosses. */
gboolean             revroad_map_stream_without_road (RevroadMap *map,
                                                      int         a,
                                                      int         b);
/* TRUE when the adjacency of @a and @b (border or its absence) rests on
 * reconstructed data rather than the rulebook or the players. */
gboolean             revroad_map_border_is_reconstructed (RevroadMap *map,
                                                          int         a,
                                                          int         b);
/* Adjacent regions of @region, ascending; borrowed. */
GArray              *revroad_map_neighbours    (RevroadMap    *map,
                                                int            region);
/* Steps from every region to @target over adjacent borders, into @out
 * (revroad_map_get_n_regions entries; G_MAXINT where unreachable). Regions
 * tagged @skip_tag (may be NULL) are never passed through, though they may
 * be the target. */
void                 revroad_map_distances     (RevroadMap    *map,
                                                int            target,
                                                const char    *skip_tag,
                                                int           *out);

/* The kinds of border a player can type: road, land, stream, stream-road,
 * river-road, none (no adjacency). */
gboolean             revroad_border_kind_parse (const char    *kind,
                                                gboolean      *exists,
                                                gboolean      *road,
                                                RevroadWater  *water);
const char          *revroad_border_kind_id    (const RevroadBorder *border);

/* A copy of @map with the border between @a and @b set as given (or removed
 * when !@exists), marked with @source. */
RevroadMap          *revroad_map_with_border   (RevroadMap    *map,
                                                int            a,
                                                int            b,
                                                gboolean       exists,
                                                gboolean       road,
                                                RevroadWater   water,
                                                const char    *source);
/* A copy of @map with @region's attribute @key set to @value, or its tag
 * @tag added or taken away, marked with @source. */
RevroadMap          *revroad_map_with_attr     (RevroadMap    *map,
                                                int            region,
                                                const char    *key,
                                                const char    *value,
                                                const char    *source);
RevroadMap          *revroad_map_with_tag      (RevroadMap    *map,
                                                int            region,
                                                const char    *tag,
                                                gboolean       present,
                                                const char    *source);
/* Writes the borders whose source is “user” (the only part of a map that
 * changes during a game) for a state snapshot. */
void                 revroad_map_write_corrections (RevroadMap *map,
                                                    xmlNode    *parent);

G_END_DECLS
