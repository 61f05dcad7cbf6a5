/* bh-private.h: what the Bunker Hill engine's files share.
 *
 * The game state is a MusterState subclass (BhState) built from the shared
 * Revolution Road engine: the roster and two-sided counters
 * (revroad-units.h), the region graph (revroad-map.h, composed here into
 * BhMap with Bunker Hill's terrain), the tracks and whose action it is
 * (revroad-tracks.h), the combat dice (revroad-dice.h), the militia cup
 * (revroad-militia.h) and the card deck (revroad-cards.h). Everything a
 * state owns is either plain data or an immutable shared object, so a copy
 * is cheap and two equal states write equal snapshots.
 *
 * Procedures that need a player's answer (hits to allocate, where to
 * retreat, where a fire spreads) are pending decisions kept in a queue
 * inside the state; while one is pending only its answers are offered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n-lib.h>

#include "muster-core.h"
#include "revroad/revroad-cards.h"
#include "revroad/revroad-dice.h"
#include "revroad/revroad-map.h"
#include "revroad/revroad-militia.h"
#include "revroad/revroad-tracks.h"
#include "revroad/revroad-units.h"

#include "bh-map.h"
#include "bh-state.h"

G_BEGIN_DECLS

#define BH_MAX_PENDING 48
#define BH_STACK_LIMIT 3          /* 3.0 */
#define BH_MORALE_START 24        /* 9.0 */
#define BH_AMMO_START 24          /* 8.0 */
#define BH_PANIC_MORALE 12        /* 9.1 */
#define BH_LOW_AMMO 12            /* 8.0 (the penalties printed under 9.1) */

/* Game markers on counters, beyond the shared ones. */
#define BH_MARK_LANDED  (REVROAD_MARK_GAME << 0)  /* came ashore this turn (12.2) */

typedef enum
{
  BH_PHASE_SETUP,       /* placing counters before turn 1 */
  BH_PHASE_TURN_START,  /* draw-card is next */
  BH_PHASE_ACTIONS,     /* 5.2 Perform Actions */
  BH_PHASE_FINAL_FIRE,  /* 12.4: the British Bot's final fire */
  BH_PHASE_END_TURN,    /* 5.3: end-turn is next */
  BH_PHASE_OVER,
} BhPhase;

typedef enum
{
  BH_SETUP_NONE,
  BH_SETUP_BRITISH,     /* 12.1: the British place their five Regulars */
  BH_SETUP_PATRIOT,     /* 12.1: the Patriots place their at-start force */
  BH_SETUP_OBJECTIVE,   /* 12.3 / 12.4: the British objective is chosen or rolled */
  BH_SETUP_DEFENSE,     /* 12.4: the Patriot player chooses a defence focus */
  BH_SETUP_REVIEW,      /* solitaire: leaders may be swapped, then setup-done */
} BhSetupStep;

typedef enum
{
  BH_PEND_ALLOCATE,     /* a side applies hits in a region (7.0) */
  BH_PEND_EVACUATE,     /* a side moves its counters out of an ablaze region (6.4) */
  BH_PEND_SPREAD,       /* the British choose where a spreading fire goes (5.3) */
  BH_PEND_FIRE_SPREAD,  /* the British roll for fire spread (5.3) */
  BH_PEND_COURAGE,      /* militia entering the Neck roll courage checks (3.4) */
  BH_PEND_REINFORCE,    /* the British choose a landing zone for arriving units */
  BH_PEND_WRONG_AMMO,   /* the British roll for the right ammunition (4.3) */
  BH_PEND_PANIC,        /* the British choose a region for the panic check (9.1) */
} BhPendKind;

/* Allocation flags. */
enum
{
  BH_ALLOC_HEALTHY_ONLY = 1 << 0,  /* only unbroken/healthy counters take hits */
  BH_ALLOC_ONCE_EACH    = 1 << 1,  /* one hit per counter, the rest are lost (6.3) */
  BH_ALLOC_NO_CANNON    = 1 << 2,  /* field cannon may not take them (6.9) */
  BH_ALLOC_RANGED       = 1 << 3,  /* ranged fire: panicked survivors flee (9.1) */
  BH_ALLOC_ASSAULT      = 1 << 4,  /* hits of an assault round */
  BH_ALLOC_NO_LANDED    = 1 << 5,  /* leaders who just landed are spared (12.2) */
};

typedef struct
{
  BhPendKind     kind;
  RevroadSide    side;     /* who answers */
  int            region;
  int            hits;
  guint          flags;
  RevroadUnitSet units;    /* allocate: who may take hits; courage: who rolls */
  int            group;    /* reinforce: the set-up group */
  char           rule[8];  /* the section governing it */
} BhPending;

typedef enum
{
  BH_ASSAULT_NONE,
  BH_ASSAULT_PRE_RETREAT,      /* 7.1: the Patriot defender may retreat first */
  BH_ASSAULT_DEF_CHOICE,       /* 8.0: the Patriot defender fires the free round or holds */
  BH_ASSAULT_ATTACKER_DECIDE,  /* 7.1: after a round the attacker may retreat */
  BH_ASSAULT_DEFENDER_DECIDE,  /* 7.1: then the defender */
} BhAssaultStep;

typedef struct
{
  BhAssaultStep  step;
  RevroadSide    attacker;
  int            origin;
  int            target;
  RevroadUnitSet attackers;     /* still fighting in the target region */
  RevroadUnitSet took_part;     /* every counter that assaulted */
  RevroadUnitSet defenders;     /* every defending counter, for Fired markers */
  int            round;         /* 0: the free defensive round */
  int            patriot_hit_min; /* 5, or 4 / 3 by 11.2 when defending */
  int            rounds_since_hit; /* rounds in a row where no die could be thrown */
} BhAssault;

/* Solitaire (12.2-12.4). */
typedef struct
{
  int  objective;               /* 1-6, 0 before it is chosen */
  int  areas[3];                /* objective areas chosen (index into data), -1 */
  int  n_areas;
  int  zones[3];                /* landing zones (area indices), -1 */
  int  n_zones;
  int  setup;                   /* Patriot set-up (index into data), -1 */
  gboolean upgraded;
} BhSolo;

typedef struct _BhData BhData;

struct _BhState
{
  MusterState     parent_instance;

  BhData         *data;        /* set-ups and VP schedules, shared */
  BhMap          *map;         /* shared; corrections replace it */
  RevroadRoster  *roster;      /* shared */
  GArray         *units;       /* RevroadUnit, in roster order */
  MusterDeck     *deck;        /* the Revolution Road cards in play */
  MusterDeck     *militia;     /* the Militia Draw Pool */
  RevroadTracks   tracks;

  char           *scenario;
  gboolean        solitaire;
  RevroadSide     player;      /* solitaire: the human's side */
  gboolean        opt_redoubt_walls;  /* 11.1 */
  gboolean        opt_more_ammo;      /* 11.2 */
  gboolean        opt_any_zone;       /* 11.3 */
  gboolean        opt_solo_rally;     /* FAQ: solitaire rally in two-player */

  BhPhase         phase;
  BhSetupStep     setup;
  gboolean        turn_ending;  /* 5.3: end-turn began, fire spread to finish */
  gboolean        ending;       /* 9.4: the game ends once nothing is pending */
  gboolean        forced;      /* 5.2: the acting side was passed to */
  int             ammo;        /* 8.0 */
  int             morale[REVROAD_N_SIDES];  /* 9.0 */
  gboolean        demoralized[REVROAD_N_SIDES];
  int             wrong_ammo_turn;
  gboolean        ammo_arrived;
  gboolean        hot_shot_used;     /* 6.4: an Ablaze marker by Bombard this turn */
  int             fleet;             /* area index of the fleet's box */
  guint8          ablaze[BH_MAX_AREAS];
  guint8          staging_met[BH_MAX_AREAS];
  char           *card;        /* this turn's card, or NULL */
  int             half_vp[REVROAD_N_SIDES];   /* final VP in half points */
  int             leaders_hit;       /* 12.2: leader casualties in this action */
  guint64         walls_used;        /* 11.1: regions whose first hit this action was ignored */
  guint64         overstacked;       /* regions overstacked as 7.1 allows, with no room anywhere,
                                      * or as a board correction put them */
  guint64         shared;            /* regions a board correction or an override left against 6.2
                                      * (both sides, no assault) or 6.4 (counters in a region ablaze):
                                      * the table is so, whatever the rules say */
  int             neck_roll;         /* 12.2: last Neck roll for reinforcements */

  BhPending       pending[BH_MAX_PENDING];
  int             n_pending;
  BhAssault       assault;
  BhSolo          solo;

  gboolean        over;
  RevroadSide     winner;
  char           *result;
};

/* ---- errors (bh-state.c) ---------------------------------------------- */

#define bh_illegal(error, ...) muster_fail ((error), MUSTER_ERROR_ILLEGAL, __VA_ARGS__)
#define bh_invalid(error, ...) muster_fail ((error), MUSTER_ERROR_INVALID_ARGS, __VA_ARGS__)
/* A refusal that rests on reconstructed data: FALSE with
 * MUSTER_ERROR_UNCERTAIN, or TRUE (recorded in @entry) when the entry
 * carries an override. @entry may be NULL (a dry check: always refuses). */
gboolean bh_uncertain (MusterEntry *entry,
                       GError     **error,
                       const char  *format,
                       ...) G_GNUC_PRINTF (3, 4);

/* 3.0: @to borders @from; an illegal refusal under @section otherwise
 * (regions the map does not join count as apart, docs/bunker-hill.md). */
gboolean bh_check_adjacent (BhState     *self,
                            int          from,
                            int          to,
                            const char  *section,
                            GError     **error);

/* ---- data (bh-data.c) ----------------------------------------------------- */

typedef struct
{
  RevroadKind kind;
  int         count;
} BhGroupUnits;

typedef struct
{
  RevroadSide side;
  int         turn;           /* 1: at start */
  char       *at;             /* area id, "choose", "choose-zone", "muster-box", "objective-zone" */
  char       *allowed;        /* for "choose": "staging-of:zone-2" or "defensive" */
  GStrv       except;
  GStrv       zones;          /* for "choose-zone" */
  gboolean    any_zone_option;
  char       *section;
  GArray     *units;          /* BhGroupUnits */
  GStrv       leaders;
  GPtrArray  *suggest;        /* BhSuggest* */
} BhGroup;

typedef struct
{
  char *at;
  GStrv tokens;   /* kind ids or leader ids */
} BhSuggest;

typedef struct
{
  char *id;
  char *name;
  GStrv regions;
} BhObjArea;

typedef struct
{
  char     *scenario;   /* "solo-british" / "solo-patriot" */
  int       number;
  GArray   *faces;      /* int: die faces (12.4) */
  char     *name;
  int       turns;
  GStrv     zones;      /* zone ids, or "choose-3" */
  GStrv     areas;
  int       extra;
  gboolean  no_cannon;
  gboolean  charlestown_scoring;
  int       vp;
  int       none_penalty;
  char     *setup;      /* patriot set-up id or "roll" */
  char     *section;
} BhObjective;

typedef struct
{
  char      *id;
  char      *name;
  GArray    *focus;     /* int */
  char      *section;
  GPtrArray *at;        /* BhSuggest* */
} BhPatriotSetup;

typedef struct
{
  char *id;
  int   half_points;
  int   over;
  int   max;
  char *source;
  char *text;
} BhAward;

struct _BhData
{
  gatomicrefcount ref;
  /* the counter mix */
  int        kind_strength[REVROAD_N_SIDES][REVROAD_N_KINDS];
  char      *kind_name[REVROAD_N_SIDES][REVROAD_N_KINDS];
  char      *kind_prefix[REVROAD_N_SIDES][REVROAD_N_KINDS];
  GPtrArray *leader_ids;      /* char* */
  GPtrArray *leader_names;    /* char* */
  GArray    *leader_sides;    /* RevroadSide */
  int        hidden_militia;
  /* two-player */
  int        turns;
  int        wrong_ammo;
  int        ammo;
  int        morale;
  GStrv      cards;
  GPtrArray *groups;          /* BhGroup* (two-player) */
  /* solitaire */
  GStrv      solo_cards;
  GPtrArray *solo_groups;     /* BhGroup* */
  int        solo_regulars_per_zone;
  int        solo_regulars_per_zone_three;
  int        solo_regulars_total;
  int        solo_cannons;
  GStrv      solo_leaders;
  GPtrArray *areas;           /* BhObjArea* */
  GPtrArray *objectives;      /* BhObjective* */
  int        setup_roll[7];   /* die face -> patriot set-up index */
  GPtrArray *patriot_setups;  /* BhPatriotSetup* */
  /* VP */
  GPtrArray *vp_two;          /* BhAward* */
  GPtrArray *vp_solo;         /* BhAward* */
};

BhData        *bh_data_load          (MusterSystem *system,
                                      GError      **error);
BhData        *bh_data_ref           (BhData       *data);
void           bh_data_unref         (BhData       *data);
/* A copy with one award changed (a players' correction). */
BhData        *bh_data_with_award    (BhData       *data,
                                      gboolean      solitaire,
                                      const char   *award,
                                      int           half_points);
const BhAward *bh_data_award         (BhData       *data,
                                      gboolean      solitaire,
                                      const char   *id);
const BhObjective *bh_data_objective (BhData       *data,
                                      const char   *scenario,
                                      int           number);
int            bh_data_find_area     (BhData       *data,
                                      const char   *id);
int            bh_data_find_setup    (BhData       *data,
                                      const char   *id);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BhData, bh_data_unref)

/* ---- counters (bh-units.c) ----------------------------------------------- */

/* The two accessors every rule calls in its loops are inline. */
static inline RevroadUnit *
bh_unit (BhState *self,
         int      i)
{
  return &g_array_index (self->units, RevroadUnit, i);
}

static inline int
bh_n_units (BhState *self)
{
  return (int) self->units->len;
}

const RevroadUnitDef *bh_def         (BhState     *self,
                                      int          i);
int                   bh_find_unit   (BhState     *self,
                                      const char  *id);
gboolean              bh_is_military (BhState     *self,
                                      int          i);
gboolean              bh_is_leader   (BhState     *self,
                                      int          i);
/* Counters of @side on the map in @area (any side when REVROAD_NO_SIDE). */
/* Each side's units on the map, region by region, in one pass over the
 * units: @in[region][side] (British, Patriot). */
typedef RevroadUnitSet BhRegionUnits[BH_MAX_AREAS][REVROAD_N_SIDES];
void                  bh_units_by_region (BhState       *self,
                                          BhRegionUnits  in);
RevroadUnitSet        bh_units_in    (BhState     *self,
                                      int          area,
                                      RevroadSide  side);
/* Counters of the set-up group @tag (their roster group), on the map or not. */
RevroadUnitSet        bh_units_tagged (BhState    *self,
                                      const char  *tag);
/* Military units among @set, and the unbroken ones among them. */
int                   bh_military_in (BhState     *self,
                                      const RevroadUnitSet *set);
int                   bh_healthy_in  (BhState     *self,
                                      const RevroadUnitSet *set);
int                   bh_count_military (BhState  *self,
                                      int          area,
                                      RevroadSide  side);
/* Unbroken military units (the healthy units of 6.2). */
int                   bh_count_healthy_units (BhState *self,
                                      int          area,
                                      RevroadSide  side);
/* Unbroken units and healthy leaders (the healthy counters of 6.3/6.4). */
int                   bh_count_healthy_counters (BhState *self,
                                      int          area,
                                      RevroadSide  side);
/* Which sides have counters in each region, in one pass over the counters. */
void                  bh_presence     (BhState    *self,
                                       gboolean    present[][REVROAD_N_SIDES]);
gboolean              bh_side_present (BhState    *self,
                                      int          area,
                                      RevroadSide  side);
gboolean              bh_enemy_units_adjacent (BhState *self,
                                      int          area,
                                      RevroadSide  side);
/* The first land region next to @area that holds unbroken enemy units
 * (FAQ: leaders alone do not count), or -1. With @sure, only neighbours
 * across a border that is not reconstructed count. */
int                   bh_enemy_units_next_to (BhState *self,
                                      int          area,
                                      RevroadSide  side,
                                      gboolean     sure);
/* The same from the units by region already gathered (bh_units_by_region). */
int                   bh_enemy_units_next_to_in (BhState                      *self,
                                                 const RevroadUnitSet (*in)[REVROAD_N_SIDES],
                                                 int                           area,
                                                 RevroadSide                   side,
                                                 gboolean                      sure);
/* 3.0 / 3.5: may @side hold @n military units in @area? */
gboolean              bh_stack_ok    (BhState     *self,
                                      int          area,
                                      RevroadSide  side,
                                      int          n);
/* Reveals a hidden militia (4.1) from the cup. */
gboolean              bh_reveal      (BhState     *self,
                                      int          i,
                                      MusterEntry *entry,
                                      MusterChance *chance,
                                      GError     **error);
gboolean              bh_reveal_set  (BhState     *self,
                                      const RevroadUnitSet *set,
                                      MusterEntry *entry,
                                      MusterChance *chance,
                                      GError     **error);
/* Strength in combat now (4.1), with a "0" militia paired to a leader
 * counting 1 when @paired. Hidden militia count -1. */
int                   bh_unit_strength (BhState   *self,
                                      int          i,
                                      gboolean     paired);
/* 4.1: each leader of @side in @area lifts one unbroken “0” militia of
 * @units to strength 1; @paired gets those militia, in roster order. */
void                  bh_pair_zero_militia (BhState *self,
                                      int          area,
                                      RevroadSide  side,
                                      const RevroadUnitSet *units,
                                      RevroadUnitSet *paired);
/* One hit on a counter (4.1, 4.2, 7.0) with its morale effect (9.0). */
void                  bh_hit_unit    (BhState     *self,
                                      int          i,
                                      MusterEntry *entry);
void                  bh_move_unit   (BhState     *self,
                                      int          i,
                                      int          area);
/* "reg-3 (broken Regular 3)" style name for logs. */
char                 *bh_unit_label  (BhState     *self,
                                      int          i);
gboolean              bh_unit_active (BhState     *self,
                                      int          i);

/* ---- tracks (bh-ammo-morale.c) ---------------------------------------------- */

void     bh_spend_ammo       (BhState     *self,
                              int          n,
                              MusterEntry *entry,
                              const char  *why);
void     bh_adjust_morale    (BhState     *self,
                              RevroadSide  side,
                              int          delta,
                              MusterEntry *entry,
                              const char  *why);
/* The Patriot's most dice per combat roll now: 0 = no cap (8.0). */
int      bh_patriot_dice_cap (BhState     *self);
/* Every penalty now in force, one line each with its section. */
GPtrArray *bh_penalties      (BhState     *self);
/* Panicked units moving toward the Muster Box (9.1, 9.2). */
void     bh_flee             (BhState     *self,
                              int          unit,
                              int          steps,
                              MusterEntry *entry);

/* ---- terrain and sight (bh-terrain.c, bh-los.c) ---------------------------- */

typedef struct
{
  int         delta;
  const char *why;      /* translated, with section */
  gboolean    reconstructed;
} BhModifier;

/* 3.1 / 3.3: the dice modifiers that apply to a volley from @from into @to
 * (@volley TRUE) or to the defender of an assault launched from @from into
 * @to. Fills up to 4 modifiers and returns how many. */
int      bh_terrain_modifiers (BhState    *self,
                               int         from,
                               int         to,
                               gboolean    volley,
                               BhModifier *out);

typedef enum
{
  BH_SIGHT_CLEAR,
  BH_SIGHT_BLOCKED,
} BhSightResult;

typedef struct
{
  BhSightResult result;
  gboolean      reconstructed;  /* rests on reconstructed geometry */
  char         *why;            /* translated, with section */
} BhSight;

void     bh_sight            (BhState  *self,
                              int       from,
                              int       to,
                              BhSight  *out);

/* ---- procedures ---------------------------------------------------------- */

/* bh-hits.c */
gboolean bh_queue_hits       (BhState     *self,
                              RevroadSide  target_side,
                              int          region,
                              int          hits,
                              guint        flags,
                              RevroadSide  by,
                              const RevroadUnitSet *only,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);
gboolean bh_do_allocate      (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
RevroadUnitSet bh_alloc_candidates (BhState *self, const BhPending *p);
BhPending *bh_pending_head   (BhState     *self);
BhPending *bh_push_pending   (BhState     *self,
                              BhPendKind   kind,
                              RevroadSide  side,
                              int          region,
                              const char  *rule);
void     bh_pop_pending      (BhState     *self);
/* Resolves every pending decision that leaves no choice. */
gboolean bh_settle_pending   (BhState     *self,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);
void     bh_after_ranged     (BhState     *self,
                              int          region,
                              MusterEntry *entry);
gboolean bh_do_evacuate      (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
void     bh_set_ablaze       (BhState     *self,
                              int          region,
                              MusterEntry *entry);

/* bh-fire.c */
gboolean bh_do_volley        (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_cannonade     (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_bombard       (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_snipe         (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);

/* A volley's dice, worked out without rolling (shared with the view). */
typedef struct
{
  RevroadUnitSet  firers;
  int             strength;
  BhModifier      mods[8];
  int             n_mods;
  int             cap;          /* 0: none */
  int             capped;       /* the dice the cap cut down, 0 when it did not */
  int             distance;
  RevroadDicePool pool;
  gboolean        hidden;       /* hidden militia: strength unknown yet */
  int             ammo_cost;
} BhVolleyPlan;

gboolean bh_plan_volley      (BhState            *self,
                              int                 from,
                              int                 to,
                              const RevroadUnitSet *firers,
                              gboolean            extra_die,
                              BhVolleyPlan       *plan,
                              MusterEntry        *entry,
                              GError            **error);
/* The units of @side in @from that fire: those in @listed (or every one
 * that may), within the staging-area and solitaire limits (FAQ, 12.3). */
gboolean bh_volley_firers    (BhState              *self,
                              int                   from,
                              RevroadSide           side,
                              const RevroadUnitSet *listed,
                              RevroadUnitSet       *out,
                              GError              **error);
/* The units (only the cannon with @cannon_only) of @side in @from that may
 * fire now: unbroken (or a damaged cannon), not fired, not panicked; British
 * cannon only with the right ammunition (4.3). */
RevroadUnitSet bh_eligible_firers (BhState    *self,
                              int          from,
                              RevroadSide  side,
                              gboolean     cannon_only);
/* Adds a side's dice to @pool: @dice dice of which @militia_dice are militia
 * dice (hit only on 6 when the Patriots are demoralized, 9.2), at @hit_min,
 * with the Patriot cap of 8.0 applied last. Returns the number of dice the
 * cap cut down, 0 when it did not apply. */
int      bh_fill_pool        (BhState         *self,
                              RevroadSide      side,
                              int              dice,
                              int              militia_dice,
                              int              hit_min,
                              RevroadDicePool *pool);
/* 8.0: says in the log that the cap cut a Patriot roll of @capped dice
 * (nothing when @capped is 0). */
void     bh_note_cap         (BhState         *self,
                              int              capped,
                              MusterEntry     *entry);

gboolean bh_roll_pool        (BhState               *self,
                              const RevroadDicePool *pool,
                              RevroadSide            side,
                              const char            *what,
                              MusterEntry           *entry,
                              MusterChance          *chance,
                              guint                 *hits,
                              GError               **error);

/* bh-assault.c */
gboolean bh_do_assault       (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_defensive_fire (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                               MusterChance *chance, GError **error);
gboolean bh_do_stand         (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_retreat       (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
/* Moves the assault on when no decision is pending. */
gboolean bh_assault_continue (BhState     *self,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);
/* The dice each side of an assault rolls now (6.2), with what changed them. */
typedef struct
{
  RevroadDicePool attack;
  RevroadDicePool defend;
  BhModifier      attack_mods[2];
  int             n_attack_mods;
  BhModifier      defend_mods[6];
  int             n_defend_mods;
  int             attack_capped;  /* see bh_fill_pool */
  int             defend_capped;
} BhAssaultDice;

/* Works out the dice of the round about to be rolled. */
void     bh_assault_pools    (BhState              *self,
                              int                   from,
                              int                   to,
                              RevroadSide           attacker,
                              const RevroadUnitSet *attackers,
                              gboolean              free_round,
                              int                   patriot_hit_min,
                              BhAssaultDice        *out);

/* bh-move.c */
gboolean bh_do_land_move     (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_naval_move    (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_reorganize    (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_rally         (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_courage       (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);

/* bh-landing.c */
gboolean bh_do_land_troops   (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_reinforce     (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
void     bh_update_staging   (BhState     *self,
                              int          area,
                              MusterEntry *entry);
/* Places the groups arriving on this turn (5.1, 12.1, 12.2). */
void     bh_arrive           (BhState     *self,
                              MusterEntry *entry);
int      bh_staging_pieces   (BhState     *self,
                              int          area);
/* The staging area a British unit counts as its own (4.1). */
int      bh_home_staging     (BhState     *self,
                              int          unit);
/* The staging area nearest to @area by land (12.2 retreats). */
int      bh_nearest_staging  (BhState     *self,
                              int          area);

/* bh-turn.c */
gboolean bh_do_draw_card     (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_wrong_ammo    (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_panic_check   (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_pass          (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_plan          (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_use_reserve   (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_end_turn      (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_fire_spread   (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_spread_to     (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
/* Regions where the British may call a panic check now (9.1). */
GArray  *bh_panic_regions    (BhState     *self);
/* Checks that a game action may be taken now by the acting side (5.2) and
 * returns the side; FALSE with the reason otherwise. */
gboolean bh_can_act          (BhState     *self,
                              RevroadSide  side,
                              GError     **error);
/* 5.2: an action of @side (the side to act) that names counters of the
 * other side, or a region (-1: none) that only the other side holds, is
 * taken out of turn: refuses saying whose action it is. */
gboolean bh_check_own        (BhState              *self,
                              RevroadSide           side,
                              int                   region,
                              const RevroadUnitSet *units,
                              GError              **error);
/* The same for an action only @side has (2.0), named with its section in
 * @action (“6.6 Naval Move”). */
gboolean bh_can_take         (BhState     *self,
                              RevroadSide  side,
                              const char  *action,
                              GError     **error);
/* After a game action: spend it and hand the turn on. */
void     bh_spend_action     (BhState     *self,
                              RevroadSide  side);
/* Moves the game on after any action: pending decisions, the assault, the
 * end of the Action phase, the end of the game. */
gboolean bh_advance          (BhState     *self,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);
void     bh_check_demoralization (BhState *self,
                              MusterEntry *entry);
gboolean bh_end_game         (BhState     *self,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);
int      bh_spread_candidates (BhState    *self,
                              int          from,
                              int         *out);

/* bh-setup.c */
gboolean bh_setup_scenario   (BhState     *self,
                              const char  *scenario,
                              GError     **error);
gboolean bh_do_setup_place   (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_setup_suggested (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                                MusterChance *chance, GError **error);
gboolean bh_do_setup_swap    (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_setup_done    (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
/* What keeps @side's set-up from being complete, one line each; problems
 * that rest only on reconstructed data go to @uncertain (may be NULL). */
GPtrArray *bh_setup_problems (BhState     *self,
                              RevroadSide  side,
                              GPtrArray   *uncertain);
void     bh_start_turn       (BhState     *self);

/* bh-solitaire.c */
gboolean bh_do_choose_objective (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                                 MusterChance *chance, GError **error);
gboolean bh_do_roll_objective (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                               MusterChance *chance, GError **error);
gboolean bh_do_upgrade_objective (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                                  MusterChance *chance, GError **error);
gboolean bh_do_choose_defense (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                               MusterChance *chance, GError **error);
const BhObjective *bh_solo_objective (BhState *self);
/* 12.2 exclusive rules that act after hits: broken forces fall back. */
gboolean bh_solo_broken_forces (BhState   *self,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);
/* The regions of every objective area in play (12.3, 12.4). */
int      bh_solo_objective_regions (BhState *self,
                              int         *out);
/* 12.3/12.4: objective regions the British hold or burned. */
int      bh_solo_captured    (BhState     *self,
                              int         *scored_half);
gboolean bh_solo_achieved    (BhState     *self);
gboolean bh_solo_attrition   (BhState     *self,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);
/* 12.2: the immediate morale check of units that cannot retreat or must
 * fall back next to unbroken enemy units. */
gboolean bh_solo_morale_check (BhState    *self,
                              int          unit,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);
gboolean bh_solo_rally_roll  (BhState     *self,
                              int          region,
                              const int   *order,
                              int          n_order,
                              MusterEntry *entry,
                              MusterChance *chance,
                              GError     **error);

/* bh-victory.c */
void     bh_score            (BhState     *self,
                              gboolean     final,
                              int         *half_vp,
                              GString     *detail);
int      bh_hill_regions_held (BhState    *self,
                              RevroadSide  side);
void     bh_update_vp        (BhState     *self);

/* bh-corrections.c */
gboolean bh_do_set_card      (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_set_border    (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_set_region    (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_set_sight     (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_sight_roll    (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_set_vp        (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_correct_counter (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                                MusterChance *chance, GError **error);
gboolean bh_do_correct_track (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);
gboolean bh_do_correct_fire  (MusterState *state, const MusterActionDef *action_def, MusterEntry *entry,
                              MusterChance *chance, GError **error);

/* bh-actions.c: the action table. Each action's tag says which it is;
 * the twelve game actions and the Reserve Action come first. */
typedef enum
{
  BH_ACT_VOLLEY,
  BH_ACT_ASSAULT,
  BH_ACT_CANNONADE,
  BH_ACT_BOMBARD,
  BH_ACT_LAND_MOVE,
  BH_ACT_NAVAL_MOVE,
  BH_ACT_RALLY,
  BH_ACT_REORGANIZE,
  BH_ACT_SNIPE,
  BH_ACT_LAND_TROOPS,
  BH_ACT_PLAN,
  BH_ACT_PASS,
  BH_ACT_USE_RESERVE,
  BH_ACT_DRAW_CARD,
  BH_ACT_END_TURN,
  /* answers to a decision */
  BH_ACT_ALLOCATE,
  BH_ACT_RETREAT,
  BH_ACT_STAND,
  BH_ACT_DEFENSIVE_FIRE,
  BH_ACT_WRONG_AMMO,
  BH_ACT_PANIC,
  BH_ACT_COURAGE,
  BH_ACT_FIRE_SPREAD,
  BH_ACT_SPREAD_TO,
  BH_ACT_EVACUATE,
  BH_ACT_REINFORCE,
  /* set-up */
  BH_ACT_SETUP_PLACE,
  BH_ACT_SETUP_SUGGESTED,
  BH_ACT_SETUP_DONE,
  BH_ACT_SETUP_SWAP,
  BH_ACT_CHOOSE_OBJECTIVE,
  BH_ACT_ROLL_OBJECTIVE,
  BH_ACT_CHOOSE_DEFENSE,
  BH_ACT_UPGRADE_OBJECTIVE,
  BH_ACT_CORRECTION,
  BH_ACT_NONE = -1,
} BhActionTag;

extern const MusterActionTable bh_action_table;
const MusterActionDef *bh_action_def (BhActionTag  tag);
/* The action that answers the decision the game waits for, or
 * BH_ACT_NONE; and the section that asks it. */
BhActionTag bh_decision      (BhState     *self);
const char *bh_decision_rule (BhState     *self);

/* bh-pending.c: the decision the game waits for, or NULL. */
MusterPending *bh_get_pending (MusterState          *state);
/* MusterState.get_end_turn_steps: the steps of 5.3 (bh-turn.c). */
GPtrArray     *bh_end_turn_steps (MusterState       *state);
/* bh-invariants.c: what every state keeps (for the random playouts). */
gboolean    bh_check_invariants (MusterState        *state,
                                 GError            **error);

/* bh-preview.c: the rolls of @def with @args and what follows them. */
void        bh_preview       (MusterState           *state,
                              const MusterActionDef *def,
                              const char * const    *args,
                              MusterPreview         *preview);

/* bh-candidates.c: argument lists to try for @def now. */
GPtrArray  *bh_candidates    (MusterState           *state,
                              const MusterActionDef *def);
/* Could @side take any action other than Pass now (a quick look)? */
gboolean bh_any_action_possible (BhState  *self,
                              RevroadSide  side);

/* Helpers for arguments (bh-state.c). */
int      bh_parse_area       (BhState     *self,
                              const char  *arg,
                              const char  *what,
                              GError     **error);
gboolean bh_parse_units      (BhState             *self,
                              const char * const  *args,
                              RevroadUnitSet      *out,
                              GError             **error);
/* Reads “REGION... [COUNTER...]”: the regions of a path (at most
 * BH_MAX_AREAS - 1), then the counters that take it (none named: empty). */
gboolean bh_parse_path       (BhState             *self,
                              const char * const  *args,
                              int                 *path,
                              int                 *n_path,
                              RevroadUnitSet      *units,
                              GError             **error);
RevroadSide bh_acting_side   (BhState     *self);
const char *bh_side_name     (RevroadSide  side);

G_END_DECLS
