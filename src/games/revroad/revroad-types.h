/* revroad-types.h: the vocabulary both Revolution Road games share: the two
 * sides, the kinds of counters, the markers a counter can carry, and a small
 * fixed-size set of counters.
 *
 * Everything here is plain data (no GObject), so a game state made of these
 * types copies with memcpy and compares byte for byte.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The two sides. The numbers index per-side arrays (tracks, VP). */
typedef enum
{
  REVROAD_NO_SIDE = -1,
  REVROAD_BRITISH = 0,
  REVROAD_PATRIOT = 1,
} RevroadSide;

#define REVROAD_N_SIDES 2

/* “british” / “patriot”: the side ids of system.xml and of the CLI. */
const char  *revroad_side_id      (RevroadSide  side);
/* “British” / “Patriot”, translated. */
const char  *revroad_side_name    (RevroadSide  side);
/* The side's people, for sentences with a plural verb: “the Patriots
 * retreat”, “the British fire”. */
const char  *revroad_side_people  (RevroadSide  side);
gboolean     revroad_side_from_id (const char  *id,
                                   RevroadSide *side);
RevroadSide  revroad_side_other   (RevroadSide  side);

/* Kinds of counters. Both games use the same counter mix (Bunker Hill adds
 * marines, the fleet and the Copp's Hill battery). */
typedef enum
{
  REVROAD_KIND_REGULAR,    /* British Regular: 2 strength points */
  REVROAD_KIND_MARINE,     /* British Marine (Bunker Hill): 3 */
  REVROAD_KIND_CANNON,     /* field cannon */
  REVROAD_KIND_MINUTEMAN,  /* 1 strength point */
  REVROAD_KIND_MILITIA,    /* 0, 1 or 2, often hidden until needed */
  REVROAD_KIND_LEADER,     /* healthy / wounded */
  REVROAD_KIND_RIDER,      /* Nightrider: active / captured */
  REVROAD_KIND_SOL,        /* Son of Liberty: active / captured */
  REVROAD_KIND_FLEET,      /* the British fleet counter (Bunker Hill) */
  REVROAD_KIND_BATTERY,    /* Copp's Hill battery (Bunker Hill) */
  REVROAD_N_KINDS
} RevroadKind;

const char  *revroad_kind_id      (RevroadKind  kind);
const char  *revroad_kind_name    (RevroadKind  kind);
gboolean     revroad_kind_from_id (const char  *id,
                                   RevroadKind *kind);
/* Military units are the counters with strength points that fight:
 * regulars, marines, cannons, minutemen and militia. */
static inline gboolean
revroad_kind_is_military (RevroadKind kind)
{
  return kind == REVROAD_KIND_REGULAR || kind == REVROAD_KIND_MARINE ||
         kind == REVROAD_KIND_CANNON || kind == REVROAD_KIND_MINUTEMAN ||
         kind == REVROAD_KIND_MILITIA;
}

/* Markers a counter can carry (4.8 of both rulebooks and a few more). The
 * low byte is shared; games put their own flags from REVROAD_MARK_GAME up. */
typedef enum
{
  REVROAD_MARK_MOVED    = 1 << 0,  /* Moved marker */
  REVROAD_MARK_FIRED    = 1 << 1,  /* Fired marker (both: Moved/Fired) */
  REVROAD_MARK_RALLIED  = 1 << 2,  /* Rally marker on a leader */
  REVROAD_MARK_INACTIVE = 1 << 3,  /* under a Gather/Muster/Alert marker */
  REVROAD_MARK_PANIC    = 1 << 4,  /* Panic marker (Bunker Hill 9.1) */
  REVROAD_MARK_GAME     = 1 << 8,  /* first flag a game may define */
} RevroadMarkFlags;

/* A set of counters by their index in the roster: 128 counters are more
 * than either game has, and a fixed size keeps states plain data. */
#define REVROAD_MAX_UNITS 128

typedef struct
{
  guint64 bits[REVROAD_MAX_UNITS / 64];
} RevroadUnitSet;

static inline void
revroad_unit_set_add (RevroadUnitSet *set,
                      guint           i)
{
  set->bits[i / 64] |= G_GUINT64_CONSTANT (1) << (i % 64);
}

static inline void
revroad_unit_set_remove (RevroadUnitSet *set,
                         guint           i)
{
  set->bits[i / 64] &= ~(G_GUINT64_CONSTANT (1) << (i % 64));
}

static inline gboolean
revroad_unit_set_has (const RevroadUnitSet *set,
                      guint                 i)
{
  return (set->bits[i / 64] >> (i % 64)) & 1;
}

static inline void
revroad_unit_set_clear (RevroadUnitSet *set)
{
  for (guint w = 0; w < G_N_ELEMENTS (set->bits); w++)
    set->bits[w] = 0;
}

static inline guint
revroad_unit_set_count (const RevroadUnitSet *set)
{
  guint n = 0;

  for (guint w = 0; w < G_N_ELEMENTS (set->bits); w++)
    n += (guint) __builtin_popcountll (set->bits[w]);
  return n;
}

static inline gboolean
revroad_unit_set_is_empty (const RevroadUnitSet *set)
{
  /* Without counting: a popcount is a library call on the baseline ISA. */
  for (guint w = 0; w < G_N_ELEMENTS (set->bits); w++)
    if (set->bits[w] != 0)
      return FALSE;
  return TRUE;
}

/* The first member at @from or after, or REVROAD_MAX_UNITS. */
static inline guint
revroad_unit_set_next (const RevroadUnitSet *set,
                       guint                 from)
{
  for (guint w = from / 64; w < G_N_ELEMENTS (set->bits); w++)
    {
      guint64 bits = set->bits[w];

      if (w == from / 64)
        bits &= ~G_GUINT64_CONSTANT (0) << (from % 64);
      if (bits != 0)
        return w * 64 + (guint) __builtin_ctzll (bits);
    }
  return REVROAD_MAX_UNITS;
}

/* The body runs for each member, in order, skipping straight to the next
 * one. */
#define revroad_unit_set_foreach(i, set) \
  for (guint i = revroad_unit_set_next ((set), 0); i < REVROAD_MAX_UNITS; i = revroad_unit_set_next ((set), i + 1))

G_END_DECLS
