/* b2c-private.h: the inside of a From Boston to Concord state, shared by the
 * files that implement its rules (one concern each: b2c-state.c the object,
 * b2c-actions.c the action list and dispatch, b2c-turn.c the turn, b2c-move.c
 * movement, b2c-combat.c combat, b2c-ambush.c Ambush and Snipe, b2c-rally.c
 * Rally, b2c-search.c search and capture,
 * b2c-call-to-arms.c the Nightriders, b2c-markers.c hinder/gather/muster
 * markers, b2c-solitaire.c the 15.2 rules, b2c-victory.c the score, b2c-view.c
 * the read-only view for the UI).
 *
 * The state is plain data plus a few shared, immutable objects (the data
 * loaded for the scenario, the map, the VP schedule, the card set), so a copy
 * is cheap and two equal states write equal snapshots.
 *
 * Multi-step procedures (a combat, a search, a Call to Arms, a movement
 * activation, the end of the turn) keep their progress in the state. When a
 * procedure needs a player's choice it pushes a B2cAsk; while any ask is
 * open, only the actions answering the top ask are legal, for the side that
 * must answer. Answering pops the ask and b2c_resume() carries every open
 * procedure on until the next choice or the end of the action.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "b2c-state.h"
#include "revroad/revroad-cards.h"
#include "revroad/revroad-dice.h"
#include "revroad/revroad-map.h"
#include "revroad/revroad-militia.h"
#include "revroad/revroad-tracks.h"
#include "revroad/revroad-units.h"

G_BEGIN_DECLS

/* Game-specific unit marks (RevroadUnit.markers). */
enum
{
  B2C_MARK_MARCHED   = REVROAD_MARK_GAME << 0,  /* moved by March/Forced March (6.7) */
  B2C_MARK_ALERTED   = REVROAD_MARK_GAME << 1,  /* a boxed rider removed an Alert marker this turn */
  B2C_MARK_RIDDEN    = REVROAD_MARK_GAME << 2,  /* a rider spent activity points on moving */
  B2C_MARK_PRESCOTT  = REVROAD_MARK_GAME << 3,  /* 6.12: Prescott still waits for Lexington */
};

typedef enum
{
  B2C_SCENARIO_TWO_PLAYER,
  B2C_SCENARIO_SOLITAIRE,
  B2C_SCENARIO_VS_PATRIOT_BOT,
  B2C_SCENARIO_VS_BRITISH_BOT,
} B2cScenario;

typedef enum
{
  B2C_HA_STANDARD,
  B2C_HA_NONE,
  B2C_HA_ANY_HASH,
  B2C_HA_HASH_COUNT,
} B2cHiddenArmsRule;

typedef struct
{
  gboolean          leader_rerolls;   /* 14.1 */
  gboolean          movement_opfire;  /* 14.2 */
  gboolean          hobbled_sol;      /* 14.3 */
  gboolean          militia_hits;     /* 14.4 */
  B2cHiddenArmsRule hidden_arms;      /* 14.5 */
  gboolean          historical;       /* 15.1 leader placement */
  gboolean          percy_turn_8;     /* 12.0 / FAQ */
  gboolean          confirm_cards;    /* 5.1: ask for printed values */
} B2cOptions;

/* Everything loaded for a scenario that never changes during the game. */
typedef struct
{
  gatomicrefcount  ref;
  B2cScenario      scenario;
  char            *scenario_id;
  B2cOptions       options;
  RevroadRoster   *roster;
  const RevroadUnitDef **defs;        /* the roster's entries, for quick lookups */
  int              percy_turn;        /* the turn Percy's force arrives, 0: none */
  int              arrive_region;
  int              reinforce[6];      /* 15.2: region for each die face */
  int              ha_markers;        /* Hidden Arms markers at set-up: never more, never fewer */
  /* Counters the rules name. */
  int              smith, pitcairn, percy, cannon;
  int              revere, dawes, prescott, adams, hancock;
  /* Regions the rules name. */
  int              boston, concord, lexington, charlestown;
} B2cData;

B2cData *b2c_data_ref   (B2cData *data);
void     b2c_data_unref (B2cData *data);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (B2cData, b2c_data_unref)

/* The VP schedule (2-player or solitaire), values in half points. */
typedef struct
{
  char        *id;
  char        *name;
  RevroadSide  side;     /* REVROAD_NO_SIDE: the opponent of the loser */
  int          halves;
  char        *source;
} B2cAward;

typedef struct
{
  gatomicrefcount  ref;
  GPtrArray       *awards;  /* B2cAward* */
} B2cVp;

B2cVp          *b2c_vp_new      (void);
void            b2c_vp_add      (B2cVp      *vp,
                                 const char *id,
                                 const char *name,
                                 RevroadSide side,
                                 int         halves,
                                 const char *source);
B2cVp          *b2c_vp_ref      (B2cVp      *vp);
void            b2c_vp_unref    (B2cVp      *vp);
const B2cAward *b2c_vp_find     (B2cVp      *vp,
                                 const char *id);
int             b2c_vp_halves   (B2cVp      *vp,
                                 const char *id);
B2cVp          *b2c_vp_with     (B2cVp      *vp,
                                 const char *id,
                                 int         halves,
                                 const char *source);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (B2cVp, b2c_vp_unref)

typedef enum
{
  B2C_PHASE_PREGAME,  /* 5.0/9.0: the Patriot's free Call to Arms */
  B2C_PHASE_DRAW,     /* 5.1: draw the turn's card */
  B2C_PHASE_ACTIONS,  /* 5.2 */
  B2C_PHASE_END,      /* 5.3: both tracks at 0 */
  B2C_PHASE_OVER,     /* 13.0 */
} B2cPhase;

typedef enum
{
  B2C_GATHER_NONE,
  B2C_GATHER_GATHER,  /* tavern side */
  B2C_GATHER_MUSTER,  /* three soldiers */
} B2cGather;

/* Markers in one region. */
typedef struct
{
  guint8 gather;    /* B2cGather */
  guint8 alert;     /* an Alert marker lies on this box (4.6) */
  gint8  ha;        /* Hidden Arms marker: -1 none, 0 unnumbered, 1-5 */
  guint8 searched;  /* flipped to Searched (4.7) */
  guint8 ambush;    /* Ambush marker (6.6) */
  guint8 snipe;     /* Snipe marker (6.7) */
} B2cRegion;

typedef enum
{
  B2C_HINDER_MOVE,    /* Patriot: Hinder Movement */
  B2C_HINDER_SEARCH,  /* Patriot: Hinder Search */
  B2C_HINDER_MUSTER,  /* British: Hinder Muster */
  B2C_N_HINDER
} B2cHinderKind;

typedef enum
{
  B2C_HINDER_AVAILABLE,
  B2C_HINDER_ON_MAP,
  B2C_HINDER_ON_TRACK,  /* removed: back at the start of next turn (6.11) */
} B2cHinderWhere;

typedef struct
{
  guint8 where;   /* B2cHinderWhere */
  guint8 face;    /* 2 or 1 while on the map */
  gint16 region;
} B2cHinder;

/* The choices a procedure can wait for. */
typedef enum
{
  B2C_ASK_CARD,            /* 5.1: confirm a reconstructed card: confirm-card, set-card */
  B2C_ASK_MOVE_MORE,       /* 6.4: more units of the activated region: scout, march,
                            * forced-march, land, end-move */
  B2C_ASK_BREAK,           /* 4.1: the Patriot picks the unit the cannon breaks */
  B2C_ASK_ALLOCATE,        /* 7.0: the side takes its hits: allocate-hits */
  B2C_ASK_RETREAT_BEFORE,  /* 7.1: defender: retreat-before-combat, stand */
  B2C_ASK_OPFIRE,          /* 7.1.3: attacker: opfire, no-opfire */
  B2C_ASK_ADVANCE,         /* 4.1: cannon advance: advance, no-advance */
  B2C_ASK_FIGHT,           /* 7.0: attacker: fight-simultaneous, face-defensive-fire */
  B2C_ASK_REROLL,          /* 14.1: reroll, keep-roll */
  B2C_ASK_RETREAT_AFTER,   /* 7.1.4: retreat, stay */
  B2C_ASK_CHARGE_RETREAT,  /* 6.3: retreat (broken units must go) */
  B2C_ASK_FREE_MOVE,       /* 4.3: minutemen's free move: free-move, free-move-done */
  B2C_ASK_CALL,            /* 6.12: ride, alert, leave-map, remove-alert, call-done */
  B2C_ASK_RETRY_CAPTURE,   /* 8.2: retry-capture, no-retry */
  B2C_ASK_SOL_EVADE,       /* 8.2: sol-move, sol-stay */
  B2C_ASK_CAPTIVES,        /* 5.3 step 5: move-captive, captives-done */
  B2C_N_ASKS
} B2cAskKind;

/* Allocation rules for B2C_ASK_ALLOCATE (B2cAsk.flags). */
enum
{
  B2C_ALLOC_PARTICIPANTS_FIRST = 1 << 0,  /* 7.0: participants before others (leaders any time) */
  B2C_ALLOC_FRONT_ONLY         = 1 << 1,  /* 6.7: only unbroken regulars / healthy leaders, once each */
  B2C_ALLOC_COMBAT             = 1 << 2,  /* hits scored in the combat (count losses) */
};

typedef struct
{
  B2cAskKind     kind;
  RevroadSide    side;       /* who answers; REVROAD_NO_SIDE: anyone */
  gint16         region;
  gint16         region2;
  gint16         count;
  gint16         extra;
  guint32        flags;
  RevroadUnitSet units;      /* candidates or the group concerned */
  RevroadUnitSet priority;   /* allocation: participants */
  char           card[8];    /* B2C_ASK_CARD: the card id */
} B2cAsk;

typedef enum
{
  B2C_COMBAT_NONE,
  B2C_COMBAT_ATTACK,
  B2C_COMBAT_ASSAULT,
  B2C_COMBAT_CHARGE,
} B2cCombatKind;

typedef enum
{
  B2C_STEP_RETREAT_BEFORE,  /* waiting for the defender's retreat and participants */
  B2C_STEP_AFTER_RETREAT,   /* the retreat before combat was applied */
  B2C_STEP_CHOOSE,          /* the attacker's choice */
  B2C_STEP_CANNON,          /* 4.1: the cannon breaks a Militia (after the choice) */
  B2C_STEP_FIRST_HIT,       /* simultaneous: the attacker's hit before combat */
  B2C_STEP_ROLL,            /* throw the dice */
  B2C_STEP_RETREAT_AFTER,   /* 7.1.4 */
  B2C_STEP_FINISH,
  B2C_STEP_CHARGE_HITS,     /* 6.3: British hit, Patriot hits */
  B2C_STEP_CHARGE_RETREAT,
} B2cCombatStep;

typedef struct
{
  guint8         kind;            /* B2cCombatKind */
  guint8         step;            /* B2cCombatStep */
  gint8          attacker;        /* RevroadSide */
  gint8          substep;
  gint16         region;
  gint16         from;            /* assault origin, or -1 */
  RevroadUnitSet attackers;       /* participants */
  RevroadUnitSet defenders;       /* participants */
  RevroadUnitSet retreated;       /* defenders that retreated before combat */
  RevroadUnitSet rolled;          /* units that threw dice: Fired markers */
  gint16         retreat_to;      /* where the retreat before combat went */
  gboolean       all_retreated;
  gboolean       simultaneous;
  gboolean       dice_thrown;
  gboolean       cannon_used;     /* the cannon took part (4.1) */
  gboolean       lost[REVROAD_N_SIDES];     /* 7.1.4: lost a unit */
  gboolean       rerolled[REVROAD_N_SIDES]; /* 14.1 */
  guint8         n_dice[REVROAD_N_SIDES];
  guint8         dice[REVROAD_N_SIDES][REVROAD_DICE_MAX];
  RevroadDicePool pool[REVROAD_N_SIDES];
  gint8          hits[REVROAD_N_SIDES];     /* hits scored by each side, not yet taken */
} B2cCombat;

typedef struct
{
  gboolean       active;
  gint16         region;
  gboolean       arms;            /* the arms search is still to draw */
  RevroadUnitSet sols;            /* Sons of Liberty still to try */
  gint16         current;         /* the Son being tried, -1: none */
  gint8          attempt;         /* 1 or 2 (8.2 retry) */
  gboolean       retry_asked;
  RevroadUnitSet failed;          /* Sons every attempt missed */
  char           card[8];         /* a drawn card waiting for its values, or "" */
  gboolean       shot_checked;
} B2cSearch;

typedef struct
{
  gboolean       open;            /* a movement activation is open */
  gint16         from;
  gint8          side;
  gboolean       cannon_broke;    /* 4.1: one break per activation */
  gint8          opfire_hits;     /* 15.2: at most 2 per move action */
  gboolean       sol;             /* 4.4: a Son of Liberty move (no other units) */
  RevroadUnitSet fired_from;      /* 15.2: regions that already fired (as region indices) */
  gboolean       closed_itself;   /* closed with only the cannon left: an older log's end-move
                                   * is taken as read until the next action (not in snapshots) */
} B2cMove;

typedef struct _B2cCtx B2cCtx;

struct _B2cState
{
  MusterState     parent_instance;

  B2cData        *data;
  RevroadMap     *map;
  B2cVp          *vp;
  MusterDeck     *deck;           /* the 22 cards */
  MusterDeck     *pool;           /* the Militia Draw Pool */
  GArray         *units;          /* RevroadUnit, one per roster entry */
  GArray         *regions;        /* B2cRegion, one per map region */
  B2cHinder       hinder[B2C_N_HINDER];
  RevroadTracks   tracks;
  B2cPhase        phase;
  char            card[8];        /* this turn's card, or "" */

  gboolean        shot_heard;     /* 10.0 */
  gint8           first_combat;   /* RevroadSide of the first combat's attacker */
  gboolean        concord_entered;/* 11.0 */
  gboolean        percy_awarded;  /* 12.0 */
  gboolean        percy_arrived;
  gint16          call_turn;      /* the turn of the free Call to Arms (6.12) */
  gint16          intel_turn[REVROAD_N_SIDES]; /* 6.14: last turn used */
  char            peek[REVROAD_N_SIDES][2][8]; /* 6.14: what each side saw */
  gboolean        setup_reveals;  /* 15.2: militia “drawn from the pool” at set-up */

  GArray         *asks;           /* B2cAsk, top last */
  B2cCombat       combat;
  B2cSearch       search;
  B2cMove         move;
  gboolean        draw_open;      /* 5.1 waits for a card's values */
  gboolean        end_open;       /* 5.3 waits for captives */
  gboolean        action_open;    /* an action is under way */
  gboolean        action_costs;   /* ...and spends an action point when done */
  gint8           action_side;

  /* Game end (13.0, 15.2). */
  gboolean        over;
  gint8           winner;
  int             final_halves[REVROAD_N_SIDES];
  int             casualties_halves;  /* 15.2: British casualties, in halves */
  GString        *result;

  GPtrArray      *track_cache;    /* for get_tracks; not copied */
  B2cCtx         *run;            /* the action being applied; not copied */
};

/* Context of one action being applied or checked. */
struct _B2cCtx
{
  B2cState     *self;
  MusterEntry  *entry;     /* NULL while only checking eligibility */
  MusterChance *chance;    /* NULL while only checking eligibility */
  gboolean      override;  /* go past checks on reconstructed data */
  RevroadSide   side;      /* who takes the action */
  char          known[8];  /* the first card drawn that was known to be on top (6.14), or "" */
  GError       *deferred;  /* a failed check on reconstructed data, reported at the end */
  MusterChance *probe;     /* owned: serves the rest of an action refused that way */
};

/* Errors. b2c_illegal: a rule forbids it (the message starts with the
 * section). b2c_uncertain: a check that rests on reconstructed data failed;
 * with an override it is recorded in the entry and TRUE is returned. While
 * an action is applied without an override it also returns TRUE, keeps the
 * refusal in @ctx->deferred and serves the rest of the action from a probe
 * chance source: the action runs on to find any rule it also breaks, which
 * is then the refusal (an override would not help); otherwise the action is
 * refused with the first deferred check. */
#define b2c_illegal(error, ...) muster_fail ((error), MUSTER_ERROR_ILLEGAL, __VA_ARGS__)
#define b2c_invalid(error, ...) muster_fail ((error), MUSTER_ERROR_INVALID_ARGS, __VA_ARGS__)
gboolean b2c_uncertain   (B2cCtx      *ctx,
                          GError     **error,
                          const char  *format,
                          ...) G_GNUC_PRINTF (3, 4);
/* Appends a sentence to the entry (no-op while checking). */
void     b2c_say         (B2cCtx      *ctx,
                          const char  *format,
                          ...) G_GNUC_PRINTF (2, 3);
void     b2c_rule        (B2cCtx      *ctx,
                          const char  *section);

/* Units. The accessors every rule asks all the time are inline. */
static inline guint
b2c_n_units (B2cState *self)
{
  return self->units->len;
}

static inline RevroadUnit *
b2c_unit (B2cState *self,
          int       i)
{
  return &g_array_index (self->units, RevroadUnit, i);
}

static inline const RevroadUnitDef *
b2c_def (B2cState *self,
         int       i)
{
  return self->data->defs[i];
}

const char           *b2c_unit_name     (B2cState *self,
                                         int       i);
int                   b2c_find_unit     (B2cState *self,
                                         const char *id);

static inline gboolean
b2c_unit_active (B2cState *self,
                 int       i)
{
  RevroadUnit *u = b2c_unit (self, i);

  return revroad_unit_on_map (u) && !(u->markers & REVROAD_MARK_INACTIVE);
}

/* An active counter of @side in @region that can fight or be hit: military
 * units and leaders, not under a marker. */
static inline gboolean
b2c_unit_combatant (B2cState    *self,
                    int          i,
                    RevroadSide  side,
                    int          region)
{
  const RevroadUnitDef *def = b2c_def (self, i);
  RevroadUnit *u = b2c_unit (self, i);

  return def->side == side && u->region == region && b2c_unit_active (self, i) &&
         (revroad_kind_is_military (def->kind) || def->kind == REVROAD_KIND_LEADER);
}
/* Every b2c_unit_combatant of @side in @region. */
RevroadUnitSet        b2c_combatants    (B2cState  *self,
                                         RevroadSide side,
                                         int        region);
/* Puts a counter in a region (arrivals, moves, retreats), noting what that
 * triggers: a British unit entering Concord (10.0, 11.0). */
void                  b2c_place_unit    (B2cCtx   *ctx,
                                         int       i,
                                         int       region);
/* Takes a counter out (destroyed, killed, permanently captured). */
void                  b2c_remove_unit   (B2cCtx   *ctx,
                                         int       i,
                                         RevroadPlace place);
/* Reveals a hidden militia (4.1). */
gboolean              b2c_reveal        (B2cCtx   *ctx,
                                         int       i,
                                         GError  **error);
/* Applies one hit, revealing a hidden militia first; says what happened. */
gboolean              b2c_hit_unit      (B2cCtx   *ctx,
                                         int       i,
                                         RevroadHitResult *result,
                                         GError  **error);
/* Counts in a region. */
int                   b2c_count         (B2cState *self,
                                         int       region,
                                         RevroadSide side,
                                         RevroadKind kind,
                                         gboolean  unbroken_only,
                                         gboolean  active_only);
/* Units with dice (not the cannon) among @units, or in @region of @side. */
int                   b2c_military_in   (B2cState  *self,
                                         const RevroadUnitSet *units,
                                         gboolean   unbroken_only);
int                   b2c_count_military (B2cState *self,
                                          int       region,
                                          RevroadSide side,
                                          gboolean  unbroken_only);
gboolean              b2c_has_unbroken_regular (B2cState *self,
                                                int       region);
gboolean              b2c_side_in_region (B2cState *self,
                                          int       region,
                                          RevroadSide side);
/* Combat strength of a unit for its side's dice (4.1): the “0” militia
 * pairing with leaders is handled by b2c_combat_pool. */
int                   b2c_strength      (B2cState *self,
                                         int       i);
gboolean              b2c_is_percy_force (B2cState *self,
                                          int       i);

/* Regions. */
int                   b2c_find_region   (B2cState   *self,
                                         const char *id);
const char           *b2c_region_id     (B2cState   *self,
                                         int         region);
const char           *b2c_region_name   (B2cState   *self,
                                         int         region);
B2cRegion            *b2c_region        (B2cState   *self,
                                         int         region);
gboolean              b2c_region_offboard (B2cState *self,
                                           int       region);
/* Distance in steps toward Boston or Concord (G_MAXINT: unreachable). */
int                   b2c_distance      (B2cState   *self,
                                         int         from,
                                         int         target);
/* Is @to closer to @target than @from? “Toward Boston/Concord” (4.0, 5.3,
 * 7.1) is read on the map's to-boston and to-concord values (other targets
 * on its routes, a road step 1 and any other step 3). They are
 * reconstructed, so a check that fails on them is uncertain. */
gboolean              b2c_closer        (B2cState   *self,
                                         int         from,
                                         int         to,
                                         int         target);
/* Adjacency check with the reconstructed-data policy (6.4 etc.). */
gboolean              b2c_check_adjacent (B2cCtx    *ctx,
                                          int        a,
                                          int        b,
                                          const char *section,
                                          GError   **error);
gboolean              b2c_check_road    (B2cCtx    *ctx,
                                         int        a,
                                         int        b,
                                         const char *section,
                                         GError   **error);
/* May units of @side enter @region at all (3.0: Boston, Charlestown, the
 * off-board boxes)? */
gboolean              b2c_check_enterable (B2cCtx   *ctx,
                                           RevroadSide side,
                                           int       region,
                                           const char *section,
                                           GError  **error);

/* Asks. */
B2cAsk               *b2c_push_ask      (B2cState   *self,
                                         B2cAskKind  kind,
                                         RevroadSide side);
B2cAsk               *b2c_top_ask       (B2cState   *self);
void                  b2c_pop_ask       (B2cState   *self);
const char           *b2c_ask_id        (B2cAskKind  kind);
/* Carries every open procedure on until the next choice or the end of the
 * action (spending its action point and handing the turn on). */
gboolean              b2c_resume        (B2cCtx     *ctx,
                                         GError    **error);
/* Starts an action by the acting side: checks whose action it is, and
 * arms the action point to be spent when the action ends. */
void                  b2c_begin_action  (B2cCtx     *ctx,
                                         gboolean    costs);

/* Argument parsing: each returns FALSE with MUSTER_ERROR_INVALID_ARGS. */
gboolean              b2c_parse_region  (B2cState   *self,
                                         const char *arg,
                                         int        *region,
                                         GError    **error);
gboolean              b2c_parse_unit    (B2cState   *self,
                                         const char *arg,
                                         int        *unit,
                                         GError    **error);
/* Splits arguments into counters and regions (their ids never clash). */
gboolean              b2c_parse_mixed   (B2cState   *self,
                                         const char * const *args,
                                         RevroadUnitSet *units,
                                         GArray     *regions,
                                         GError    **error);
/* Counters only: a region among them is a usage error (@usage). */
gboolean              b2c_parse_units   (B2cState   *self,
                                         const char * const *args,
                                         RevroadUnitSet *units,
                                         const char *usage,
                                         GError    **error);
/* “REGION UNIT...” with at least @min_units counters. */
gboolean              b2c_parse_region_units (B2cState *self,
                                              const char * const *args,
                                              guint      min_units,
                                              const char *usage,
                                              int       *region,
                                              RevroadUnitSet *units,
                                              GError   **error);

/* Shared procedures, each in its own file. */
/* b2c-markers.c */
void                  b2c_check_gather_flips (B2cCtx *ctx,
                                              int     region);
void                  b2c_flip_gather   (B2cCtx     *ctx,
                                         int         region,
                                         const char *why);
gboolean              b2c_hinder_at     (B2cState   *self,
                                         B2cHinderKind kind,
                                         int         region);
void                  b2c_end_turn_markers (B2cCtx  *ctx);
/* b2c-move.c */
/* b2c-combat.c */
gboolean              b2c_combat_step   (B2cCtx     *ctx,
                                         GError    **error);
void                  b2c_combat_pool   (B2cState   *self,
                                         RevroadSide side,
                                         const RevroadUnitSet *units,
                                         int         region,
                                         RevroadDicePool *pool,
                                         RevroadUnitSet *rolling);
void                  b2c_check_cannon  (B2cCtx     *ctx);
/* 4.1: the unbroken Militia (and Minutemen unless @militia_only) in @region
 * the field cannon may break; b2c_cannon_break breaks the only one, or asks
 * the Patriot which. */
void                  b2c_cannon_targets (B2cState  *self,
                                          int        region,
                                          gboolean   militia_only,
                                          RevroadUnitSet *out);
gboolean              b2c_cannon_break  (B2cCtx     *ctx,
                                         const RevroadUnitSet *targets,
                                         int         region,
                                         gboolean    militia_only,
                                         GError    **error);
gboolean              b2c_allocate_auto (B2cCtx     *ctx,
                                         B2cAsk     *ask,
                                         gboolean   *handled,
                                         GError    **error);
/* How many hits counter @i can still absorb before it is gone, under the
 * allocation rules @flags (B2C_ALLOC_FRONT_ONLY: one, on a fresh face). */
int                   b2c_hit_capacity  (B2cState   *self,
                                         int         i,
                                         guint32     flags);
void                  b2c_push_allocate (B2cCtx     *ctx,
                                         RevroadSide side,
                                         int         hits,
                                         int         region,
                                         const RevroadUnitSet *candidates,
                                         const RevroadUnitSet *priority,
                                         guint32     flags);
/* b2c-search.c */
gboolean              b2c_search_step   (B2cCtx     *ctx,
                                         GError    **error);
/* b2c-turn.c */
gboolean              b2c_draw_step     (B2cCtx     *ctx,
                                         GError    **error);
gboolean              b2c_end_turn_step (B2cCtx     *ctx,
                                         GError    **error);
/* Draws a Revolution Road card (5.1, 8.1, 8.2); a card known to lie on top
 * after Gather Intelligence is drawn as it is, and remembered in @ctx. */
char                 *b2c_draw_card     (B2cCtx     *ctx,
                                         const char *side,
                                         const char *purpose,
                                         gboolean   *reshuffled,
                                         GError    **error);
/* After an action with the players' own cards: refuses a card they entered
 * for a draw that took the known top card instead. */
gboolean              b2c_check_known_draw (B2cCtx  *ctx,
                                            GError **error);
void                  b2c_after_action  (B2cCtx     *ctx);
/* b2c-solitaire.c */
gboolean              b2c_solitaire     (B2cState   *self);
gboolean              b2c_solitaire_reinforce (B2cCtx *ctx,
                                               const MusterCard *card,
                                               GError **error);
gboolean              b2c_solitaire_opfire (B2cCtx  *ctx,
                                            const RevroadUnitSet *movers,
                                            const int *path,
                                            guint     n_path,
                                            GError  **error);
gboolean              b2c_solitaire_final (B2cCtx   *ctx,
                                           GError  **error);
/* b2c-victory.c */
void                  b2c_award         (B2cCtx     *ctx,
                                         const char *award_id,
                                         int         times);
gboolean              b2c_victory       (B2cCtx     *ctx,
                                         GError    **error);
void                  b2c_check_percy   (B2cCtx     *ctx);
void                  b2c_shot_heard    (B2cCtx     *ctx,
                                         const char *why);
void                  b2c_combat_started (B2cCtx    *ctx,
                                          RevroadSide attacker);

/* Actions (b2c-actions.c): one table of MusterActionDef. An action's tag
 * says who may take it, which of the 15 actions (or turn steps) it is, and
 * which procedure questions it answers. */
typedef enum
{
  B2C_OP_NONE,
  /* The turn (5.0) */
  B2C_OP_DRAW_CARD,
  B2C_OP_USE_RESERVE,
  B2C_OP_END_TURN,
  /* The 15 actions (6.0) */
  B2C_OP_ATTACK,
  B2C_OP_ASSAULT,
  B2C_OP_CHARGE,
  B2C_OP_SCOUT,
  B2C_OP_MARCH,
  B2C_OP_FORCED_MARCH,
  B2C_OP_LAND,
  B2C_OP_MOVE_SOL,
  B2C_OP_ASSEMBLE,
  B2C_OP_AMBUSH,
  B2C_OP_SNIPE,
  B2C_OP_RALLY,
  B2C_OP_SEARCH,
  B2C_OP_ESCAPE,
  B2C_OP_HINDER,
  B2C_OP_CALL,
  B2C_OP_PLAN,
  B2C_OP_INTEL,
  B2C_OP_PASS,
  /* Answers the table treats apart */
  B2C_OP_END_MOVE,
  B2C_OP_STAND,
} B2cOp;

#define B2C_BRITISH_ONLY  1
#define B2C_PATRIOT_ONLY  2
#define B2C_EITHER_SIDE   3
/* Its pieces are the other side's (the Regulars an Ambush names, the
 * captives the British move). */
#define B2C_ENEMY_PIECES  4
#define B2C_ANSWERS(kind) (1u << (kind))
#define B2C_TAG(sides, op, answers) ((gintptr) (sides) | ((gintptr) (op) << 4) | ((gintptr) (answers) << 12))
#define B2C_TAG_SIDES(tag)   ((guint) ((tag) & 3))
#define B2C_TAG_ENEMY(tag)   (((tag) & B2C_ENEMY_PIECES) != 0)
#define B2C_TAG_OP(tag)      ((B2cOp) (((tag) >> 4) & 0xff))
#define B2C_TAG_ANSWERS(tag) ((guint32) ((tag) >> 12))

extern const MusterActionTable b2c_action_table;

/* The action being applied (set up by the table's begin, ended by its
 * finish). */
B2cCtx   *b2c_ctx              (MusterState *state);
void      b2c_ctx_free         (B2cCtx      *ctx);
/* A precheck's context: @def's as b2c_begin() would set it up, without an
 * entry or chance. FALSE when b2c_begin() would refuse @def: the precheck
 * leaves that to the action. */
gboolean  b2c_precheck_begin   (MusterState           *state,
                                const MusterActionDef *def,
                                gboolean               override,
                                B2cCtx                *ctx);
/* A precheck's answer after checks that gave @ok, or failed with @local:
 * FALSE only when sure, as a check on reconstructed data fails at once
 * without an entry but the action goes on past it (deferred, or with an
 * override). */
gboolean  b2c_precheck_answer  (gboolean               ok,
                                GError               **local,
                                GError               **error);
/* Who takes @def as an action begins (REVROAD_NO_SIDE: nobody in
 * particular), or FALSE with why it cannot begin now; changes nothing. */
gboolean  b2c_begin_side       (B2cState              *self,
                                const MusterActionDef *def,
                                RevroadSide           *side,
                                GError               **error);
/* Does @def answer @ask? */
gboolean  b2c_def_answers      (const MusterActionDef *def,
                                const B2cAsk          *ask);
/* The pending question in a sentence (“The British take 2 hits in
 * Lexington.”), or NULL. */
char     *b2c_pending_text     (B2cState *self);
/* The section that asks it. */
const char *b2c_ask_section    (const B2cAsk *ask);
/* The answer actions of @ask, in table order (free with g_strfreev). */
GStrv     b2c_ask_actions      (const B2cAsk *ask);
MusterPending *b2c_get_pending (MusterState *state);
/* MusterState.get_end_turn_steps: the six steps of 5.3 (b2c-turn.c). */
GPtrArray     *b2c_end_turn_steps (MusterState *state);

/* Every action applies with the table's signature. */
#define B2C_APPLY(name) \
  gboolean name (MusterState *state, const MusterActionDef *def, MusterEntry *entry, \
                 MusterChance *chance, GError **error)
B2C_APPLY (b2c_apply_draw_card);
B2C_APPLY (b2c_apply_end_turn);
B2C_APPLY (b2c_apply_use_reserve);
B2C_APPLY (b2c_apply_plan);
B2C_APPLY (b2c_apply_pass);
B2C_APPLY (b2c_apply_intel);
B2C_APPLY (b2c_apply_set_card);
B2C_APPLY (b2c_apply_confirm_card);
B2C_APPLY (b2c_apply_correct_border);
B2C_APPLY (b2c_apply_set_vp);
B2C_APPLY (b2c_apply_move_captive);
B2C_APPLY (b2c_apply_captives_done);
B2C_APPLY (b2c_apply_move);
B2C_APPLY (b2c_apply_end_move);
B2C_APPLY (b2c_apply_free_move);
B2C_APPLY (b2c_apply_free_move_done);
B2C_APPLY (b2c_apply_move_sol);
B2C_APPLY (b2c_apply_assemble);
B2C_APPLY (b2c_apply_break_unit);
B2C_APPLY (b2c_apply_attack);
/* Prechecks (MusterActionDef.precheck): each runs the checks its apply
 * runs before changing anything. */
#define B2C_PRECHECK(name) \
  gboolean name (MusterState *state, const MusterActionDef *def, const char * const *args, \
                 gboolean override, GError **error)
B2C_PRECHECK (b2c_precheck_attack);
B2C_PRECHECK (b2c_precheck_hinder);
B2C_PRECHECK (b2c_precheck_rally);
B2C_PRECHECK (b2c_precheck_leave_map);
B2C_PRECHECK (b2c_precheck_search);
B2C_APPLY (b2c_apply_charge);
B2C_APPLY (b2c_apply_ambush);
B2C_APPLY (b2c_apply_snipe);
B2C_APPLY (b2c_apply_allocate);
B2C_APPLY (b2c_apply_retreat_before);
B2C_APPLY (b2c_apply_stand);
B2C_APPLY (b2c_apply_opfire);
B2C_APPLY (b2c_apply_no_opfire);
B2C_APPLY (b2c_apply_advance);
B2C_APPLY (b2c_apply_no_advance);
B2C_APPLY (b2c_apply_fight_simultaneous);
B2C_APPLY (b2c_apply_face_fire);
B2C_APPLY (b2c_apply_reroll);
B2C_APPLY (b2c_apply_keep_roll);
B2C_APPLY (b2c_apply_retreat);
B2C_APPLY (b2c_apply_stay);
B2C_APPLY (b2c_apply_rally);
B2C_APPLY (b2c_apply_search);
B2C_APPLY (b2c_apply_retry_capture);
B2C_APPLY (b2c_apply_no_retry);
B2C_APPLY (b2c_apply_sol_move);
B2C_APPLY (b2c_apply_sol_stay);
B2C_APPLY (b2c_apply_escape);
B2C_APPLY (b2c_apply_hinder);
B2C_APPLY (b2c_apply_call_to_arms);
B2C_APPLY (b2c_apply_ride);
B2C_APPLY (b2c_apply_alert);
B2C_APPLY (b2c_apply_leave_map);
B2C_APPLY (b2c_apply_remove_alert);
B2C_APPLY (b2c_apply_call_done);
/* Board corrections (b2c-corrections.c) */
B2C_APPLY (b2c_apply_correct_counter);
B2C_APPLY (b2c_apply_correct_track);
B2C_APPLY (b2c_apply_correct_acting);
B2C_APPLY (b2c_apply_correct_phase);
B2C_APPLY (b2c_apply_correct_markers);
B2C_APPLY (b2c_apply_correct_hinder);
B2C_APPLY (b2c_apply_correct_flag);

gboolean b2c_can_move             (B2cCtx *, B2cOp, GError **);
gboolean b2c_can_move_sol         (B2cCtx *, GError **);
gboolean b2c_can_assemble         (B2cCtx *, GError **);
gboolean b2c_can_attack           (B2cCtx *, gboolean assault, GError **);
gboolean b2c_can_charge           (B2cCtx *, GError **);
gboolean b2c_can_ambush           (B2cCtx *, GError **);
gboolean b2c_can_snipe            (B2cCtx *, GError **);
gboolean b2c_can_rally            (B2cCtx *, GError **);
gboolean b2c_can_search           (B2cCtx *, GError **);
gboolean b2c_can_escape           (B2cCtx *, GError **);
gboolean b2c_can_hinder           (B2cCtx *, GError **);
gboolean b2c_can_call_to_arms     (B2cCtx *, GError **);
gboolean b2c_can_intel            (B2cCtx *, GError **);
gboolean b2c_can_plan             (B2cCtx *, GError **);

/* Argument lists worth trying for each action (b2c-candidates.c). */
GPtrArray *b2c_candidates_none        (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_stand       (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_set_card    (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_movement    (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_regions     (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_assault     (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_move_sol    (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_assemble    (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_escape      (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_hinder      (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_ask_units   (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_allocate    (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_retreat_before (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_retreat     (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_advance     (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_reroll      (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_free_move   (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_sol_move    (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_ride        (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_leave_map   (MusterState *, const MusterActionDef *);
GPtrArray *b2c_candidates_remove_alert (MusterState *, const MusterActionDef *);

/* What the rolls of an action depend on, shared by the action and its
 * preview. */
/* 6.1, 6.2: the attackers when none are named. */
void     b2c_default_attackers      (B2cState             *self,
                                     RevroadSide           side,
                                     int                   from,
                                     gboolean              assault,
                                     RevroadUnitSet       *out);
/* 7.1.3: the dice of opportunity fire, and the retreating units it hits. */
guint    b2c_opfire_dice            (B2cState             *self,
                                     RevroadUnitSet       *targets);
/* 7.1.2: the Regulars that had moved and retreat without a leader's
 * escort; 11.0: the British counters that roll when retreating after
 * Concord. */
void     b2c_unaccompanied_regulars (B2cState             *self,
                                     const RevroadUnitSet *moving,
                                     RevroadUnitSet       *out);
void     b2c_concord_retreaters     (B2cState             *self,
                                     const RevroadUnitSet *moving,
                                     RevroadUnitSet       *out);
/* 6.7: the pieces a Snipe rolls for (and may hit); the number of dice. */
guint    b2c_snipe_targets          (B2cState             *self,
                                     int                   region,
                                     RevroadUnitSet       *targets);
/* 6.10: what is added to the escape die. */
int      b2c_escape_modifier        (B2cState             *self,
                                     int                   region);

/* 14.2: is movement opportunity fire played (not for landings and free
 * moves), and does @region hold an unbroken piece of @enemy to fire? 15.2:
 * do Patriot regions fire at this move, and is @region one that would? */
gboolean b2c_move_opfire            (B2cState             *self,
                                     gboolean              landing_or_free);
gboolean b2c_opfire_armed           (B2cState             *self,
                                     RevroadSide           enemy,
                                     int                   region);
gboolean b2c_solitaire_fires        (B2cState             *self,
                                     RevroadSide           side,
                                     gboolean              landing);
gboolean b2c_solitaire_exposed      (B2cState             *self,
                                     int                   region,
                                     const int            *path,
                                     guint                 n_path);
/* The regions a movement's arguments pass through (at most 4). */
gboolean b2c_move_path              (B2cState             *self,
                                     const MusterActionDef *def,
                                     const char * const   *args,
                                     int                  *path,
                                     guint                *n_path);

/* Previews (b2c-preview.c): every roll an action would make. */
void b2c_preview_attack   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_fight    (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_ambush   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_snipe    (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_opfire   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_reroll   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_escape   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_patrol   (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_move     (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_retreat  (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);
void b2c_preview_draw     (MusterState *, const MusterActionDef *, const char * const *, MusterPreview *);

/* What people call a track of correct-track, and a Hinder marker. */
const char *b2c_track_name  (const char *id);
const char *b2c_hinder_name (int         marker);

/* Invariants (b2c-state.c), for the random playouts. */
gboolean b2c_check_invariants (MusterState *state,
                               GError     **error);

G_END_DECLS
