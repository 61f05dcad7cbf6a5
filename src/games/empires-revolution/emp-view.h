/* emp-view.h: what the Empires board reads of a war, in names and
 * numbers, without the engine's types: each place of the map with its
 * holder, value and forces, the borders, the turn. The UI only reads
 * these; rules stay in the engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "emp-state.h"

G_BEGIN_DECLS

typedef struct
{
  const char *id;
  const char *name;
  int         x;        /* 0..1000, east to the right */
  int         y;        /* 0..1000, south down */
  gboolean    water;    /* a sea zone or a river ships sail */
  gboolean    land;     /* a territory: it has a holder and a value */
  gboolean    sea;      /* a sea zone (blockade squares are at sea) */
  gboolean    offmap;   /* the British Isles, France Begins Here */
  gboolean    city;
  gboolean    fort;
  gboolean    red;      /* an Indian settlement */
  gboolean    yellow;   /* a blockade square */
  gboolean    slashed;
  gboolean    battle;   /* a battle waits there */
  const char *holder;   /* a side id, or NULL */
  int         value;    /* resource points now */
  gboolean    value_reconstructed;
} EmpViewPlace;

typedef struct
{
  const char *side;     /* a side id */
  int         units;    /* counters there, generals included, cargo not */
  char       *text;     /* “6 Infantry, 2 Cannon, William Howe” */
} EmpViewForce;

guint      emp_view_n_places      (EmpState     *state);
void       emp_view_place         (EmpState     *state,
                                   guint         i,
                                   EmpViewPlace *out);
/* The forces at place @i, one per power there (EmpViewForce*, free with
 * the array). */
GPtrArray *emp_view_forces        (EmpState     *state,
                                   guint         i);
/* Every border as pairs of place indices, and whether a river runs along
 * it (a GArray of int triples: a, b, river). */
GArray    *emp_view_borders       (EmpState     *state);
/* The border between places @a and @b as set-border names it: “land”,
 * “river” or “none”. */
const char *emp_view_border      (EmpState     *state,
                                  guint         a,
                                  guint         b);
/* What may be bought now, for a plan: each kind of unit at each place
 * the rules allow, with its price each. Empty outside phase 3. */
typedef struct
{
  char *what;    /* the unit's id, as build takes it */
  char *place;   /* the place's id */
  char *label;   /* “Infantry in Quebec” */
  char *note;    /* “three times the price in the colonies”, or NULL */
  int   each;
  int   most;    /* the most the rules allow now (Canada's limits), or 99 */
} EmpViewPurchase;

GPtrArray *emp_view_purchases     (EmpState     *state);
/* What the acting power has to spend. */
int        emp_view_production    (EmpState     *state);

/* The odds of a battle between forces typed in: each side's values
 * (0-10) separated by spaces or commas, in the order it gives up its
 * units; the same preview a battle on the map has. NULL with
 * MUSTER_ERROR_BAD_INPUT for text that is not such a list. */
MusterPreview *emp_battle_what_if (const char  *attackers,
                                   const char  *defenders,
                                   GError     **error);

/* The place in a sentence, for screen readers and tooltips. */
char      *emp_view_describe      (EmpState     *state,
                                   guint         i);
/* Whose turn and which phase, in words: “Turn 2 · British: movement”. */
char      *emp_view_turn          (EmpState     *state,
                                   const char  **side);
const char *emp_view_side_name    (const char   *side);

G_END_DECLS
