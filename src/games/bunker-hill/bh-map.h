/* bh-map.h: the Charlestown peninsula, read from the shared region graph
 * (revroad-map.h) with Bunker Hill's meanings attached.
 *
 * Every area of the board is a region of the graph: the land regions of the
 * peninsula (3.0), the Patriot Muster Box (3.2), the six landing zones (3.5),
 * the three fleet boxes (3.0, 4.5) and the Copp's Hill battery (4.4). Tags and
 * attributes on the regions give the terrain (3.1, 3.3, 7.2); see the comment
 * at the top of data/games/bunker-hill/map.xml for their names.
 *
 * A BhMap is immutable and shared by every copy of a state. The players
 * correct it through logged actions (set-border, set-region, set-sight), each
 * of which makes a corrected copy whose changed values carry the source
 * "user". Every value can say whether it is still reconstructed, so the rules
 * that rest on it can warn instead of refusing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/tree.h>

#include "revroad/revroad-map.h"

G_BEGIN_DECLS

#define BH_MAX_AREAS 64

typedef enum
{
  BH_AREA_LAND,
  BH_AREA_MUSTER,    /* the Patriot Muster Box, off the map (3.2) */
  BH_AREA_ZONE,      /* a landing zone (3.5) */
  BH_AREA_FLEET,     /* a fleet box (3.0) */
  BH_AREA_BATTERY,   /* Copp's Hill (4.4) */
} BhAreaKind;

typedef enum
{
  BH_TERRAIN_OPEN,
  BH_TERRAIN_TOWN,
  BH_TERRAIN_HILLTOP,
  BH_TERRAIN_SLOPE,
  BH_TERRAIN_RIDGE,
  BH_TERRAIN_NECK,
} BhTerrain;

typedef enum
{
  BH_FEATURE_NONE,
  BH_FEATURE_REDOUBT,
  BH_FEATURE_RAIL_FENCE,
  BH_FEATURE_STONE_WALL,
  BH_FEATURE_BREASTWORK,
} BhFeature;

typedef enum
{
  BH_COLOR_NONE,
  BH_COLOR_NORMAL,
  BH_COLOR_YELLOW,   /* rail fence and stone wall (3.1) */
  BH_COLOR_ORANGE,   /* the Redoubt (3.1) */
} BhModColor;

typedef enum
{
  BH_HILL_NONE = -1,
  BH_HILL_MOULTON,
  BH_HILL_BREEDS,
  BH_HILL_BUNKER,
  BH_N_HILLS
} BhHill;

typedef enum
{
  BH_FLEET_MYSTIC,
  BH_FLEET_HARBOR,
  BH_FLEET_CHARLES,
  BH_N_FLEET_BOXES
} BhFleetBox;

typedef struct
{
  const char *id;
  const char *name;
  int         x;
  int         y;
  BhAreaKind  kind;
  BhTerrain   terrain;
  BhFeature   feature;
  BhHill      hill;
  int         elevation;
  int         volley;         /* 3.1: the modifier left of the slash */
  int         assault;        /* 3.1: the modifier right of the slash */
  BhModColor  color;
  gboolean    coast;
  int         zone;           /* staging area: its landing zone's area, else -1 */
  int         zone_number;    /* landing zone: 1-6 */
  int         transport;      /* landing zone: transport number (3.5) */
  int         staging;        /* landing zone: staging number (3.5) */
  guint       bombard;        /* bit per BhFleetBox whose target area holds it */
  gboolean    copps_dark;     /* 4.4: the battery may not fire here */
  guint64     sight_blocked;  /* bit per area it cannot see (7.2 data) */
  guint64     sight_clear;    /* bit per area it can see (a players' correction) */
} BhArea;

typedef struct _BhMap BhMap;

BhMap        *bh_map_load            (const char  *resource,
                                      GError     **error);
BhMap        *bh_map_ref             (BhMap       *map);
void          bh_map_unref           (BhMap       *map);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BhMap, bh_map_unref)

RevroadMap   *bh_map_get_graph       (BhMap       *map);
int           bh_map_get_n_areas     (BhMap       *map);
const BhArea *bh_map_area            (BhMap       *map,
                                      int          i);
int           bh_map_find            (BhMap       *map,
                                      const char  *id);
int           bh_map_muster_box      (BhMap       *map);
int           bh_map_neck            (BhMap       *map);
int           bh_map_battery         (BhMap       *map);
int           bh_map_fleet_box       (BhMap       *map,
                                      BhFleetBox   box);
BhFleetBox    bh_map_fleet_box_of    (BhMap       *map,
                                      int          area);
/* The landing zone with number 1-6. */
int           bh_map_zone            (BhMap       *map,
                                      int          number);
/* Area indices of the staging areas of @zone. */
int           bh_map_staging_areas   (BhMap       *map,
                                      int          zone,
                                      int         *out,
                                      int          max);
const char   *bh_hill_id             (BhHill       hill);
const char   *bh_hill_name           (BhHill       hill);
const char   *bh_terrain_id          (BhTerrain    terrain);
const char   *bh_feature_id          (BhFeature    feature);

/* 3.0: regions sharing a border. */
gboolean      bh_map_adjacent        (BhMap       *map,
                                      int          a,
                                      int          b);
/* TRUE when whether @a and @b are adjacent is still reconstructed. */
gboolean      bh_map_adjacency_reconstructed (BhMap *map,
                                      int          a,
                                      int          b);
/* TRUE while any border the map draws is reconstructed: a limit measured
 * along the borders (a direction toward a region) then warns instead of
 * refusing, since a drawn border may not be on the board. */
gboolean      bh_map_graph_reconstructed (BhMap   *map);
/* Land steps (through land regions and the Muster Box) from every area to
 * @target, G_MAXINT where unreachable; @out holds bh_map_get_n_areas. */
void          bh_map_distances       (BhMap       *map,
                                      int          target,
                                      int         *out);
int           bh_map_distance        (BhMap       *map,
                                      int          a,
                                      int          b);
/* Land neighbours of @area, ascending; fills @out and returns the count. */
int           bh_map_land_neighbours (BhMap       *map,
                                      int          area,
                                      int         *out);
/* The areas a straight line from the centre of @a to the centre of @b
 * crosses, in order, not counting @a and @b (7.2). The line is measured on
 * the reconstructed drawing positions. */
int           bh_map_line            (BhMap       *map,
                                      int          a,
                                      int          b,
                                      int         *out,
                                      int          max);
/* The source of a value of an area: "elevation", "volley", "assault",
 * "terrain", "feature", "zone", "transport", "staging", "bombard", "copps",
 * "sight". */
const char   *bh_map_source          (BhMap       *map,
                                      int          area,
                                      const char  *key);
gboolean      bh_map_reconstructed   (BhMap       *map,
                                      int          area,
                                      const char  *key);
/* 7.2 data: TRUE/FALSE when the data says whether @a sees @b, with its
 * source; -1 when the data says nothing. */
int           bh_map_sight_data      (BhMap       *map,
                                      int          a,
                                      int          b,
                                      const char **source);

/* Corrections: each returns a new map, or NULL with an error. */
BhMap        *bh_map_with_border     (BhMap       *map,
                                      int          a,
                                      int          b,
                                      gboolean     adjacent,
                                      GError     **error);
BhMap        *bh_map_with_value      (BhMap       *map,
                                      int          area,
                                      const char  *key,
                                      const char  *value,
                                      GError     **error);
BhMap        *bh_map_with_sight      (BhMap       *map,
                                      int          a,
                                      int          b,
                                      gboolean     clear);
void          bh_map_write_corrections (BhMap     *map,
                                      xmlNode     *parent);
/* Appends the players' corrections as the actions that make them again
 * (GStrv: set-border, set-region, set-sight with their arguments). */
void          bh_map_list_corrections (BhMap      *map,
                                      GPtrArray   *out);

G_END_DECLS
