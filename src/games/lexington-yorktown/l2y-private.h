/* l2y-private.h: what the parts of Lexington to Yorktown share: the charts,
 * units, the state's fields and the action table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "l2y-state.h"

G_BEGIN_DECLS

#define L2Y_MAX_UNITS 200
#define L2Y_MAX_MODELS 200

/* The Cost Chart (13), read once from charts.xml: what a unit's cost is
 * made of, at every action that adds up an army. A grade the chart does
 * not price is 0 (l2y_unit_check refuses such a unit). Grades A to D. */
typedef struct
{
  int infantry[4];
  int cavalry[4];
  int gunner[4];
  int irregular, light_troops, rifles, no_bayonets;
  int light_gun, field_gun, limber, general;
} L2yCosts;

/* The charts (charts.xml): “table/entry” (or “table/entry@reading”) to its
 * value, and the Cost Chart as numbers; shared by every state, never
 * changed. */
typedef struct
{
  gatomicrefcount  ref_count;
  GHashTable      *table;
  L2yCosts         cost;
} L2yCharts;

L2yCharts *l2y_charts_load  (GError    **error);
L2yCharts *l2y_charts_ref   (L2yCharts  *charts);
void       l2y_charts_unref (L2yCharts  *charts);
/* The value of @entry in @table; 0 (and a critical) when missing, which
 * the build's data tests rule out. */
int        l2y_chart        (L2yCharts  *charts,
                             const char *table,
                             const char *entry);
/* The same for an entry with readings, in @reading. */
int        l2y_chart_read   (L2yCharts  *charts,
                             const char *table,
                             const char *entry,
                             const char *reading);

typedef enum
{
  L2Y_INFANTRY,
  L2Y_CAVALRY,
  L2Y_LIGHT_GUN,
  L2Y_FIELD_GUN,
  L2Y_GENERAL,
} L2yType;

typedef enum
{
  L2Y_MUSKETS,
  L2Y_RIFLES,
  L2Y_CARBINES,
  L2Y_NO_WEAPON,
} L2yWeapon;

typedef enum
{
  L2Y_LINE,
  L2Y_COLUMN,
  L2Y_SKIRMISH,
  L2Y_LIMBERED,
  L2Y_UNLIMBERED,
} L2yFormation;

typedef enum
{
  L2Y_PHASE_RALLY,
  L2Y_PHASE_MOVE,
  L2Y_PHASE_FIRE,
  L2Y_PHASE_FIRE_TESTS,
  L2Y_PHASE_COMBAT,
  L2Y_PHASE_RETREATS,
  L2Y_PHASE_REFORM,
  L2Y_N_PHASES,
} L2yPhase;

typedef struct
{
  char        *id;
  char        *name;
  char        *side;       /* battle: british or american; list: NULL */
  L2yType      type;
  char         grade;      /* 'A'..'D' */
  gboolean     irregular;
  int          models;     /* figures; guns: gun models; a general: 1 */
  int          gunners;    /* guns: crew models */
  int          ranks;      /* 2 or 3 */
  gboolean     skirmish;   /* bought to skirmish (list), skirmishing (battle) */
  L2yWeapon    weapon;
  gboolean     light;
  gboolean     bayonets;
  gboolean     limbers;
  /* Battle. */
  int          start;      /* models (gunners for guns) at the start */
  int          guns_out;   /* gun models disabled */
  int          carried;    /* cavalry: one hit carried toward the next model */
  int          rout_hits;  /* every rout hit suffered */
  int          turn_fire_hits;
  int          turn_combat_hits;
  L2yFormation formation;
  gboolean     shaken;
  gboolean     disordered;
  gboolean     moved;      /* this turn */
  gboolean     advanced;   /* 3" or more in its latest active turn */
  gboolean     fired;      /* this turn */
  gboolean     fired_ever; /* for the first-fire bonus */
  gboolean     fired_ball; /* guns: fired ballshot this turn (carrythrough, 14.3) */
  gboolean     fire_tested;
  gboolean     rally_tested;
  gboolean     command_failed;
  gboolean     command_tested;
  gboolean     unsupplied;
  int          breakthroughs; /* this turn (14.2) */
  gboolean     must_retreat; /* a general whose unit shattered this phase: retreats or is captured (4.2) */
  gboolean     gone;       /* shattered, destroyed or off the table */
  char        *fate;       /* why it is gone (a general: killed, captured) */
  char        *general;    /* the general with it, or NULL */
  GStrv        foes;       /* units it is in combat with */
} L2yUnit;

struct _L2yState
{
  MusterState  parent_instance;

  L2yCharts   *charts;
  gboolean     battle;
  /* Options. */
  int          points_limit;
  char        *defensive_fire;  /* reading: chart or example */
  char        *skirmish_move;   /* chart or section */
  char        *need_seven;      /* chart or graded */
  gboolean     artillery_duel;
  gboolean     breakthrough;
  gboolean     reinforcing;     /* cavalry reinforcing (14.1) */
  gboolean     carrythrough;    /* 14.3 */
  gboolean     campaign;
  /* The units, in the order added. */
  GPtrArray   *units;           /* L2yUnit* */
  guint        next_id;
  /* Battle. */
  char        *army_name[2];    /* what each list was called */
  int          turn;
  L2yPhase     phase;
  const char  *active;          /* "british" or "american" (static) */
};

/* Units. */
L2yUnit     *l2y_unit_new          (void);
L2yUnit     *l2y_unit_copy         (const L2yUnit *unit);
void         l2y_unit_free         (L2yUnit       *unit);
L2yUnit     *l2y_find_unit         (L2yState      *self,
                                    const char    *id_or_name);
const char  *l2y_type_id           (L2yType        type);
const char  *l2y_type_name         (L2yType        type);
gboolean     l2y_type_from_id      (const char    *id,
                                    L2yType       *type);
const char  *l2y_weapon_id         (L2yWeapon      weapon);
const char  *l2y_weapon_name       (L2yWeapon      weapon);
gboolean     l2y_weapon_from_id    (const char    *id,
                                    L2yWeapon     *weapon);
const char  *l2y_formation_id      (L2yFormation   formation);
const char  *l2y_formation_name    (L2yFormation   formation);
gboolean     l2y_formation_from_id (const char    *id,
                                    L2yFormation  *formation);
const char  *l2y_side_name         (const char    *side);
const char  *l2y_other_side        (const char    *side);
gboolean     l2y_is_gun            (const L2yUnit *unit);
/* One line describing a unit as listed: “22 grade C infantry, 2-rank,
 * muskets with bayonets”. */
char        *l2y_unit_summary      (const L2yUnit *unit);
/* Unit to and from XML (both the list and the battle). */
void         l2y_unit_write        (const L2yUnit *unit,
                                    xmlNode       *parent,
                                    gboolean       battle);
L2yUnit     *l2y_unit_read         (xmlNode       *node,
                                    GError       **error);

/* The army list (l2y-list.c). */
int          l2y_unit_cost         (L2yState      *self,
                                    const L2yUnit *unit,
                                    GString       *breakdown);
int          l2y_army_cost         (L2yState      *self,
                                    const char    *side);
/* The set-unit fields that mean something for @unit's troop type, “name”
 * first (a new GStrv). */
GStrv        l2y_unit_fields       (const L2yUnit *unit);
/* The rulebook's own limits on a unit (ILLEGAL, with the section). */
gboolean     l2y_unit_check        (const L2yUnit *unit,
                                    GError       **error);
/* Its advice: typical sizes, skirmishing line infantry. */
GPtrArray   *l2y_unit_warnings     (L2yState      *self,
                                    const L2yUnit *unit);
GPtrArray   *l2y_army_warnings     (L2yState      *self);
/* The advice on the list as a whole: over its points limit. */
GPtrArray   *l2y_army_limit_warnings (L2yState    *self);

/* The battle (l2y-battle.c). */
int          l2y_shatter_line      (const L2yUnit *unit);
int          l2y_strength          (const L2yUnit *unit);
gboolean     l2y_is_steady         (const L2yUnit *unit);
int          l2y_movement          (L2yState      *self,
                                    const L2yUnit *unit);
/* The same in a reading of skirmisher movement (chart or section). */
int          l2y_movement_read     (L2yState      *self,
                                    const L2yUnit *unit,
                                    const char    *skirmish_reading);
const char  *l2y_phase_id          (L2yPhase       phase);
const char  *l2y_phase_name        (L2yPhase       phase);
/* Units of the side that owe a test now (borrowed L2yUnit*), and which. */
GPtrArray   *l2y_owed_tests        (L2yState      *self,
                                    const char   **action);

extern const MusterActionTable l2y_action_table;
/* The name players read for a word the actions take (“rifles”, “2-rank”,
 * “soft-cover”), or @id itself. */
const char  *l2y_choice_label      (const char    *id);

/* Actions, by file. */
gboolean l2y_apply_add_unit    (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_set_unit    (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_remove_unit (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_points      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);

gboolean l2y_apply_next_phase  (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_rally_test  (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_command     (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_move        (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_retreat     (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_evade       (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_shoot       (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_fire_test   (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_combat      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_reform      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_attach      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_capture     (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_duel_test   (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_adjust      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean l2y_apply_correct     (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);

void l2y_preview_shoot     (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void l2y_preview_fire_test (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void l2y_preview_rally     (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void l2y_preview_combat    (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void l2y_preview_command   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void l2y_preview_evade     (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void l2y_preview_add_unit  (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);

G_END_DECLS
