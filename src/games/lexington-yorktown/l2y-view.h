/* l2y-view.h: a read-only view of a Lexington to Yorktown session for the
 * UI: the units as the board draws them, the army list's points, and
 * where the battle's turn stands.
 *
 * Everything here reads an L2yState (get it from muster_session_get_state
 * and check L2Y_IS_STATE); nothing changes it. The UI changes the game
 * only by performing actions (docs/lexington-yorktown.md lists them).
 * Strings are owned by the structs, which are freed with their arrays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"
#include "l2y-state.h"

G_BEGIN_DECLS

typedef struct
{
  char      *id;           /* what actions take: “b1”, “a2” (a list: “u1”) */
  char      *name;
  char      *side;         /* “british”, “american”; NULL in a list */
  char      *summary;      /* “22 grade C infantry models, 2-rank, muskets with bayonets” */
  gboolean   general;
  gboolean   gun;
  /* As the list has it: set-unit's fields and values. */
  char      *type;         /* “infantry”, “cavalry”, “light-gun”, “field-gun”, “general” */
  char       grade;        /* 'A' to 'D' */
  int        models;       /* figures; guns: gun models */
  int        gunners;
  char      *ranks;        /* “2-rank”, “3-rank” or “skirmish” */
  char      *weapon;       /* “muskets”, “rifles”, “carbines”, “none” */
  gboolean   irregular;
  gboolean   light;
  gboolean   bayonets;
  gboolean   limbers;
  GStrv      fields;       /* the set-unit fields that apply to it, “name” first */
  /* A list. */
  int        cost;
  char      *breakdown;    /* how the cost adds up, Cost Chart (13) */
  GStrv      warnings;     /* advice and the limits the list is over */
  /* A battle. */
  int        strength;     /* models, gunners for guns */
  int        start;
  int        shatter_line; /* shattered at or below it (1.2) */
  int        rout_hits;
  int        guns;         /* gun models working, of gun_models */
  int        gun_models;
  gboolean   carried;      /* cavalry: a hit carried (1.2) */
  gboolean   shaken;
  gboolean   disordered;
  gboolean   steady;
  char      *formation;    /* its name: “line”, “column”, … */
  char      *order;        /* “Steady”, “In order”, “Disordered”, “Skirmishers” */
  char      *general_with; /* the name of the general with it, or NULL */
  char      *foes;         /* the names of the units it is in combat with, or NULL */
  gboolean   gone;
  char      *fate;         /* why it is gone, or NULL */
  char      *owes;         /* the action of a test it owes now: “fire-test”, “rally-test”, or NULL */
  gboolean   must_retreat; /* a general whose unit shattered: retreats now or is captured (4.2) */
} L2yViewUnit;

void        l2y_view_unit_free (L2yViewUnit       *unit);
L2yViewUnit *l2y_view_unit_copy (const L2yViewUnit *unit);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (L2yViewUnit, l2y_view_unit_free)

/* Whether the session is a battle (else an army list). */
gboolean   l2y_view_is_battle (L2yState   *state);
/* The units of @side (NULL: all, or the list's), in the order added: a
 * new array of L2yViewUnit*. */
GPtrArray *l2y_view_units     (L2yState   *state,
                               const char *side);
/* The list's points: its total, its limit (0: none). */
void       l2y_view_points    (L2yState   *state,
                               int        *total,
                               int        *limit);
/* The advice on the list as a whole (over its points limit), a new
 * GStrv; each unit's is on the unit. */
GStrv      l2y_view_army_warnings (L2yState *state);
/* The battle's turn, its phase in words (“shooting”), and the active
 * side's id. */
void       l2y_view_turn      (L2yState    *state,
                               int         *turn,
                               const char **phase,
                               const char **active);
/* The values set-unit takes for @field (“type”, “grade”, “formation”,
 * “weapon”), NULL-terminated, with the names players read in *@names
 * (translated, same length); NULL for another field. */
const char * const *l2y_view_choices (const char          *field,
                                      const char * const **names);
/* The name the players know a side by: “British”, “American”. */
const char *l2y_view_side_name (const char *side);

G_END_DECLS
