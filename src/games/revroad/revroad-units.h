/* revroad-units.h: the counters of a Revolution Road game.
 *
 * A RevroadRoster is the immutable list of every counter a scenario may put
 * into play (its id, name, kind, side, printed strength), shared by every
 * copy of a game state. A RevroadUnit is one counter's changing state: where
 * it is, which face is up, the markers on it and, for militia, the strength
 * revealed from the pool. A state keeps one RevroadUnit per roster entry in
 * a GArray, so copying a state copies plain memory.
 *
 * Counters are two-sided (4.0 of both rulebooks): a hit flips an unbroken
 * unit or healthy leader, and removes a broken unit or wounded leader. For
 * Nightriders and Sons of Liberty the back is the captured face; for
 * Bunker Hill's field cannon the back is the damaged face, still worth a
 * strength point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/tree.h>

#include "revroad-types.h"

G_BEGIN_DECLS

/* No region: a counter off the map. */
#define REVROAD_NOWHERE (-1)

typedef struct
{
  char        *id;        /* short, lower case, typed at the CLI: “reg-3”, “smith” */
  char        *name;      /* “Smith”, “Regular 3” */
  RevroadKind  kind;
  RevroadSide  side;
  int          strength;  /* strength points on the front; -1: hidden-value militia */
  int          back_strength; /* strength on the back (0, or 1 for a damaged cannon) */
  gboolean     has_back;  /* FALSE when a single hit removes it (4.1 field cannon) */
  char        *group;     /* a set-up group such as “percy”, or NULL */
} RevroadUnitDef;

typedef struct _RevroadRoster RevroadRoster;

RevroadRoster        *revroad_roster_new        (void);
RevroadRoster        *revroad_roster_ref        (RevroadRoster *roster);
void                  revroad_roster_unref      (RevroadRoster *roster);
/* Adds a counter; fails (returns -1) when the id is taken or the roster is
 * full. Returns the counter's index. */
int                   revroad_roster_add        (RevroadRoster *roster,
                                                 const char    *id,
                                                 const char    *name,
                                                 RevroadKind    kind,
                                                 RevroadSide    side,
                                                 int            strength,
                                                 const char    *group);
/* Gives counter @i a back face worth @strength points, so that a first hit
 * flips it instead of removing it (Bunker Hill 4.1: the field cannon's
 * damaged side). */
void                  revroad_roster_set_back   (RevroadRoster *roster,
                                                 int            i,
                                                 int            strength);
guint                 revroad_roster_get_n      (RevroadRoster *roster);
const RevroadUnitDef *revroad_roster_get        (RevroadRoster *roster,
                                                 guint          i);
/* The index of @id, or -1. */
int                   revroad_roster_find       (RevroadRoster *roster,
                                                 const char    *id);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (RevroadRoster, revroad_roster_unref)

/* Where a counter is. */
typedef enum
{
  REVROAD_PLACE_MAP,        /* in a region (or an off-map box region) */
  REVROAD_PLACE_WAITING,    /* not yet in play: a later reinforcement */
  REVROAD_PLACE_ELIMINATED, /* destroyed unit or killed leader */
  REVROAD_PLACE_REMOVED,    /* out of the game otherwise (captive in Boston) */
} RevroadPlace;

typedef struct
{
  gint16  region;    /* map region index, or REVROAD_NOWHERE */
  guint8  place;     /* RevroadPlace */
  guint8  flipped;   /* back face up: broken, wounded, captured, damaged */
  guint32 markers;   /* RevroadMarkFlags and game flags */
  gint8   strength;  /* militia: the revealed strength, -1 while hidden */
  gint8   pool;      /* militia: the pool counter drawn (index), -1 */
  gint8   moved;     /* regions moved this turn */
  gint8   road;      /* regions moved along roads this turn */
  gint16  turn;      /* a game's note: the turn of capture, arrival, ... */
  gint16  spare;
} RevroadUnit;

/* A fresh unit: waiting, front face up, no markers. */
void         revroad_unit_init        (RevroadUnit          *unit,
                                       const RevroadUnitDef *def);
static inline gboolean
revroad_unit_on_map (const RevroadUnit *unit)
{
  return unit->place == REVROAD_PLACE_MAP && unit->region != REVROAD_NOWHERE;
}
/* Strength points it rolls now (4.1): 0 when broken (unless the back has
 * strength), the revealed or printed value otherwise. A hidden militia
 * reports -1: reveal it first. */
int          revroad_unit_strength    (const RevroadUnitDef *def,
                                       const RevroadUnit    *unit);
gboolean     revroad_unit_is_hidden   (const RevroadUnitDef *def,
                                       const RevroadUnit    *unit);
gboolean     revroad_unit_has_mark    (const RevroadUnit    *unit,
                                       guint32               mark);

typedef enum
{
  REVROAD_HIT_NONE,        /* the counter cannot take hits */
  REVROAD_HIT_FLIPPED,     /* unbroken -> broken, healthy -> wounded */
  REVROAD_HIT_ELIMINATED,  /* broken unit destroyed, wounded leader killed */
} RevroadHitResult;

/* Applies one hit (4.0, 4.2). Nightriders, Sons of Liberty, the fleet and the
 * battery take no hits. */
RevroadHitResult revroad_unit_hit     (const RevroadUnitDef *def,
                                       RevroadUnit          *unit);

/* One word of a board correction (“correct-counter reg-3 lexington broken
 * moved”) applied to @unit: a face (broken, wounded, damaged, captured;
 * unbroken, healthy, free), a marker (moved, fired, rallied, panic, under:
 * under a Gather, Muster or Alert marker), fresh (no markers at all), or a
 * militia's strength (hidden, strength-0 to strength-2). FALSE with
 * MUSTER_ERROR_INVALID_ARGS for any other word. */
gboolean     revroad_unit_correct     (const RevroadUnitDef *def,
                                       RevroadUnit          *unit,
                                       const char           *word,
                                       GError              **error);

/* “broken Regular 3 (Moved, Fired)” */
char        *revroad_unit_describe    (const RevroadUnitDef *def,
                                       const RevroadUnit    *unit);
/* The face name: “unbroken”/“broken”, “healthy”/“wounded”, “free”/“captured”. */
const char  *revroad_unit_face        (const RevroadUnitDef *def,
                                       const RevroadUnit    *unit);
/* <unit id= region= place= flipped= markers= strength= .../> */
void         revroad_unit_write       (const RevroadUnitDef *def,
                                       const RevroadUnit    *unit,
                                       const char           *region_id,
                                       xmlNode              *parent);

G_END_DECLS
