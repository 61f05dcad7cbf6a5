/* emp-private.h: what the parts of Empires: American Revolution share: the
 * unit chart, the units on the map, the state's fields and the actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "emp-state.h"
#include "revroad/revroad-map.h"

/* A check resting on the group's reconstructed data (the map, the unit
 * chart, the generals): refused as uncertain, unless the players chose to
 * go on (@override, the entry's), and then passed. */
#define emp_uncertain(override, error, ...) \
  ((override) ? TRUE : muster_fail ((error), MUSTER_ERROR_UNCERTAIN, __VA_ARGS__))

G_BEGIN_DECLS

typedef enum
{
  EMP_BRITISH,
  EMP_AMERICAN,
  EMP_FRENCH,
  EMP_SPANISH,
  EMP_INDIANS,
  EMP_HESSIANS,   /* a seat only, with six players: its units stay British (1.1) */
  EMP_N_POWERS,
} EmpPower;

typedef enum
{
  EMP_PHASE_MOVE,     /* page 4, phase 1: every move first */
  EMP_PHASE_BATTLES,  /* then the combats (1.2-1.7) */
  EMP_PHASE_BUILD,    /* phase 3, after phase 2 has collected */
} EmpPhase;

/* A kind of unit of the chart (units.xml). */
typedef struct
{
  char     *id;
  char     *name;
  char     *plural;
  gboolean  sea;
  int       cost;
  int       attack;
  int       defence;
  int       move;
  int       capacity;      /* transports: land units carried */
  char     *source;        /* of cost, attack, defence, capacity */
  char     *move_source;
  guint     powers;        /* bit per EmpPower that may build it */
} EmpUnitType;

typedef struct
{
  char     *id;
  char     *name;
  EmpPower  power;
  int       bonus;
  int       special;      /* a special general's modifier to his side (4.3) */
  char     *source;
} EmpGeneral;

/* The chart and the generals: shared by copies of a state, replaced by a
 * corrected copy when the group corrects a number. */
typedef struct
{
  gatomicrefcount  ref_count;
  GPtrArray       *types;     /* EmpUnitType* */
  GPtrArray       *generals;  /* EmpGeneral* */
} EmpChart;

EmpChart          *emp_chart_load        (GError          **error);
EmpChart          *emp_chart_ref         (EmpChart         *chart);
void               emp_chart_unref       (EmpChart         *chart);
/* A copy with type @type's @field (cost, attack, defence, move, capacity)
 * set to @value from the group. */
EmpChart          *emp_chart_with_value  (EmpChart         *chart,
                                          int               type,
                                          const char       *field,
                                          int               value);
/* A copy with general @general's bonus and special modifier set by the
 * group. */
EmpChart          *emp_chart_with_bonus  (EmpChart         *chart,
                                          int               general,
                                          int               bonus,
                                          int               special);
int                emp_chart_find_type   (EmpChart         *chart,
                                          const char       *id);
int                emp_chart_find_general (EmpChart        *chart,
                                           const char      *id);
const EmpUnitType *emp_chart_type        (EmpChart         *chart,
                                          int               type);
const EmpGeneral  *emp_chart_general     (EmpChart         *chart,
                                          int               general);
/* A general's special modifier's row on the chart's sheet:
 * “George Washington: special modifier”. */
char              *emp_chart_special_label (const EmpGeneral *general);
/* The unit chart's row for @field of @type on its sheet: “Infantry: attack”. */
char              *emp_chart_row_label   (EmpState         *self,
                                          int               type,
                                          const char       *field);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (EmpChart, emp_chart_unref)

/* One counter on the map. */
typedef struct
{
  guint     id;           /* its piece id is “u<id>” */
  int       type;         /* in the chart */
  int       general;      /* in the chart's generals, or -1 */
  EmpPower  power;
  int       place;        /* map region */
  guint     carrier;      /* aboard this transport, or 0 */
  int       moves;        /* moves spent this turn */
  gboolean  may_go_on;    /* a two-move land unit may take its second step */
  gboolean  crossed;      /* attacking across a river this turn (1.5) */
  gboolean  landed;       /* attacking as it lands from a transport (4.3) */
  gboolean  pirate;       /* taken by pirates this turn: +1 attack (4.2) */
  gboolean  spent;        /* its action went on slash and burn (6.1) */
  gboolean  native;       /* red-square defenders without an Indian player (1.3) */
  gboolean  attacker;     /* in a battle: on the side that came in */
  int       bonus;        /* generals' bonus points for this battle (4.4) */
} EmpUnit;

typedef struct
{
  EmpPower  owner;        /* who controls it; EMP_N_POWERS: nobody */
  EmpPower  home;         /* who held it when the war began */
  gboolean  slashed;      /* slashed and burned (6.1) */
  gboolean  held_at_start; /* held by the acting power when its turn began */
  EmpPower  fort_first;   /* forts: who reached it first; EMP_N_POWERS: nobody yet */
  gboolean  looted;       /* Indians took their loot here (3.3) */
  int       round;        /* a battle here: rounds fought so far */
  int       owed[2];      /* losses still to take: [0] attackers, [1] defenders (4.6) */
  gboolean  standoff;     /* neither side can score a hit: the battle stops */
} EmpPlace;

/* One line of a power's production ledger: one of its turns. */
typedef struct
{
  int       turn;
  EmpPower  power;
  int       start;        /* treasury before collecting */
  int       territories;
  int       france;       /* aid to America, or France's own 30 */
  int       spain;        /* aid to America, or Spain's own 4 */
  int       base;         /* Britain's 200 or 100; the Indians' 15 */
  int       loot;
  int       spent;        /* built, pirate actions, bribes */
  int       carried;      /* left at the end of the turn */
} EmpLedgerLine;

struct _EmpState
{
  MusterState    parent_instance;

  RevroadMap    *map;
  EmpChart      *chart;
  /* Options. */
  int            players;
  int            last_turn;
  gboolean       french_every_turn;
  gboolean       spanish_once;
  gboolean       garrison_no_cannon;
  gboolean       aid_after_entry;
  gboolean       spanish_aid_stops;
  gboolean       only_american_carry;
  int            landing_penalty;
  gboolean       blockade_lines_only;
  gboolean       boston_three;
  gboolean       fort_first_only;
  /* The counters. A copy holds the units it copied in one block (slab):
   * one allocation for them all, as most copies are tried and thrown away;
   * a unit added later has a block of its own (emp_add_unit(),
   * emp_remove_unit()). */
  GPtrArray     *units;          /* EmpUnit*, freed through emp_free_unit() */
  EmpUnit       *slab;
  guint          n_slab;
  guint          next_unit;
  EmpPlace      *places;         /* one per map region */
  guint          n_places;
  /* Generals not yet drawn, per power (general indices). */
  GArray        *pool[EMP_N_POWERS];
  /* The turn. */
  int            turn;
  EmpPower       order[EMP_N_POWERS];
  int            n_order;
  int            seat;           /* index into order: whose turn */
  EmpPhase       phase;
  int            treasury[EMP_N_POWERS];
  /* Politics. */
  gboolean       france_in;
  gboolean       spain_in;
  gboolean       florida_fallen;
  gboolean       indians_player; /* four or more players */
  gboolean       hessian_player; /* six players: the Hessians move in a turn of their own */
  gboolean       indians_out;
  gboolean       indians_war[EMP_N_POWERS]; /* at war with Britain, America... */
  gboolean       blockade;       /* in force */
  gboolean       blockade_held;  /* every yellow square held since Britain's turn began */
  int            franklin;       /* his place, or -1 once in France */
  int            franklin_in_florida; /* the turn he reached Florida, or 0 */
  gboolean       franklin_moved; /* this turn */
  gboolean       garrisoned;     /* the Americans' unit started in Ticonderoga (1.2) */
  gboolean       washington_raised; /* his free unit in a slashed territory this turn (6.1) */
  int            slashed_cities;
  int            slashed_others;
  int            partisan_table; /* 1, 2 or 3 (6.2) */
  int            canada_infantry; /* built in Canada for the whole war (5.3) */
  int            canada_cannon;
  GArray        *pirated;        /* cities that tried a pirate action this turn */
  gboolean       bribed;         /* Britain tried a bribe this turn */
  int            indians_moved;  /* Indian units moved this turn (3.3) */
  GArray        *ledger;         /* EmpLedgerLine */
  GPtrArray     *corrections;    /* GStrv: the group's corrections of the data */
  /* The end. */
  gboolean       over;
  char          *result;
};

/* Frees @unit, once out of the state's units, unless it lies in the slab. */
void         emp_free_unit         (EmpState     *self,
                                    EmpUnit      *unit);
/* Appends to the log's entry, when there is one (not while setting up). */
void         emp_say               (MusterEntry  *entry,
                                    const char   *format,
                                    ...) G_GNUC_PRINTF (2, 3);
/* The place @id of the map, or MUSTER_ERROR_INVALID_ARGS. */
gboolean     emp_parse_place       (EmpState     *self,
                                    const char   *id,
                                    int          *place,
                                    GError      **error);

/* Names. */
const char  *emp_power_id          (EmpPower      power);
const char  *emp_power_name        (EmpPower      power);
gboolean     emp_power_from_id     (const char   *id,
                                    EmpPower     *power);
const char  *emp_place_name        (EmpState     *self,
                                    int           place);
int          emp_find_place        (EmpState     *self,
                                    const char   *id);
/* “3 Infantry”, “1 Ship of the Line”. */
char        *emp_count_name        (EmpState     *self,
                                    int           type,
                                    int           count);
/* A unit in words: “Infantry (British)”, “George Washington”. */
char        *emp_unit_name         (EmpState     *self,
                                    const EmpUnit *unit);
char        *emp_unit_piece_id     (const EmpUnit *unit);
EmpUnit     *emp_find_unit         (EmpState     *self,
                                    const char   *piece);

/* The map. */
gboolean     emp_is_land           (EmpState     *self,
                                    int           place);
gboolean     emp_is_water          (EmpState     *self,
                                    int           place);
gboolean     emp_has_tag           (EmpState     *self,
                                    int           place,
                                    const char   *tag);
int          emp_value             (EmpState     *self,
                                    int           place);
gboolean     emp_adjacent          (EmpState     *self,
                                    int           a,
                                    int           b);
gboolean     emp_river_between     (EmpState     *self,
                                    int           a,
                                    int           b);
/* A city beside water: where ships are built and pirates sail from. */
gboolean     emp_coastal           (EmpState     *self,
                                    int           place);

/* Sides in a fight: the power whose units act now (the British in the
 * Hessian player's turn); the seat whose turn it is; whether the acting
 * seat gives @unit its orders; the seat that owns @unit. */
EmpPower     emp_acting_power      (EmpState     *self);
EmpPower     emp_acting_seat       (EmpState     *self);
gboolean     emp_commands          (EmpState     *self,
                                    const EmpUnit *unit);
EmpPower     emp_unit_seat         (EmpState     *self,
                                    const EmpUnit *unit);
gboolean     emp_hostile           (EmpState     *self,
                                    EmpPower      a,
                                    EmpPower      b);
/* Units of @power's enemies at @place that fight there (not cargo). */
guint        emp_count_hostile     (EmpState     *self,
                                    int           place,
                                    EmpPower      power);
guint        emp_count_at          (EmpState     *self,
                                    int           place,
                                    EmpPower      power,
                                    int           type);
gboolean     emp_fights_at         (EmpState     *self,
                                    const EmpUnit *unit,
                                    int           place);
/* The places where a battle waits, ascending. */
GArray      *emp_battles           (EmpState     *self);
/* Control after units came or went (p5: a city the British leave is
 * American again at once); pays Indian loot; Florida's fall. */
void         emp_settle            (EmpState     *self,
                                    int           place,
                                    MusterEntry  *entry);
void         emp_remove_unit       (EmpState     *self,
                                    EmpUnit      *unit);
EmpUnit     *emp_add_unit          (EmpState     *self,
                                    EmpPower      power,
                                    int           type,
                                    int           place);
gboolean     emp_blockade_squares_held (EmpState *self);
/* A British ship that counts for the blockade (1.4) holds @place. */
gboolean     emp_blockade_square_held (EmpState *self,
                                       int       place);
/* Indian settlements held by others and no Indian there, of @of (3.3:
 * all of them puts the Indians out). */
int          emp_settlements_occupied (EmpState *self,
                                       int      *of);
/* What America collects now (4.8), by source. */
void         emp_american_income   (EmpState     *self,
                                    int          *territories,
                                    int          *france,
                                    int          *spain);
EmpLedgerLine *emp_ledger_line     (EmpState     *self,
                                    EmpPower      power);
/* Slash and burn counts against the thresholds of 6.2; the table now. */
int          emp_partisan_table    (EmpState     *self,
                                    gboolean     *british_lose);

/* Values in a battle (4.3, 4.4): each unit's number to roll under, with
 * its modifiers in words when @mods is given. */
int          emp_battle_value      (EmpState     *self,
                                    const EmpUnit *unit,
                                    int           place,
                                    MusterRollPreview *mods);
/* The units fighting at @place on one side, in the order they would be
 * given up (lowest value first, generals last). */
GPtrArray   *emp_battle_side       (EmpState     *self,
                                    int           place,
                                    gboolean      attackers);

/* What the acting power may build now (5.1), one unit of a kind at a
 * place, with its price each; empty outside phase 3. */
typedef struct
{
  int type;
  int place;
  int each;
  int factor;   /* 1, 2 or 3; 0: George Washington's free unit */
  int left;     /* Canada: how many more the war allows (5.3); -1: no limit */
} EmpBuildOption;

GArray      *emp_build_options     (EmpState     *self);

/* The turn (emp-turn.c). */
void         emp_begin_power_turn  (EmpState     *self,
                                    MusterEntry  *entry);

extern const MusterActionTable emp_action_table;
const char  *emp_choice_label      (const char   *id);

/* Actions, by file. */
gboolean emp_apply_move        (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_load        (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_precheck_load     (MusterState *, const MusterActionDef *, const char * const *, gboolean, GError **);
gboolean emp_precheck_slash_burn (MusterState *, const MusterActionDef *, const char * const *, gboolean, GError **);
gboolean emp_precheck_build    (MusterState *, const MusterActionDef *, const char * const *, gboolean, GError **);
gboolean emp_apply_unload      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_franklin    (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_slash_burn  (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_garrison    (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_pirate      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_bribe       (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_bonus       (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_fight       (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_losses      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_end_phase   (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_build       (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_end_war     (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_set_unit_type (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_set_general (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_set_special (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_set_place   (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_set_border  (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_adjust      (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_place_units (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);
gboolean emp_apply_set_production (MusterState *, const MusterActionDef *, MusterEntry *, MusterChance *, GError **);

void emp_preview_fight   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void emp_preview_pirate  (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void emp_preview_bribe   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void emp_preview_build   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);

/* The battle's outcomes, its survivors and its length (emp-odds.h), each
 * side's values given in the order it gives up its units. */
void         emp_battle_add_outcomes (MusterPreview *preview,
                                      const int     *att,
                                      guint          n_attackers,
                                      const int     *dfn,
                                      guint          n_defenders);

/* Pending losses after a round: the camp that owes them and how many. */
gboolean     emp_owed_losses       (EmpState     *self,
                                    int          *place,
                                    gboolean     *attackers,
                                    int          *count);

G_END_DECLS
