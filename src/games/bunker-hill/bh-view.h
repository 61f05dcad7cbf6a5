/* bh-view.h: a read-only view of a Bunker Hill game for the UI.
 *
 * Everything here reads a BhState (get it from muster_session_get_state and
 * check BH_IS_STATE); nothing changes it. The UI changes the game only by
 * performing actions (muster_session_perform), whose ids and arguments are
 * listed in docs/bunker-hill.md.
 *
 * Ids are the short lower-case ids the actions take: regions (“redoubt”),
 * counters (“reg-5”, “prescott”), sides (“british”, “patriot”). Strings in
 * the structs below are borrowed from the state unless marked “owned”; they
 * stay valid while the state object lives (the session replaces its state
 * after every action, so re-read the view then).
 *
 * The calculators work out a combat exactly as the engine would resolve it
 * now, without rolling: the dice after every modifier and the exact
 * distribution of hits (MusterDist), with hidden militia strengths mixed
 * over what is left in the cup. They also say whether the action is legal
 * now, or legal only by overriding a check that rests on reconstructed data.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-core.h"
#include "bh-state.h"

G_BEGIN_DECLS

/* ---- regions ------------------------------------------------------------- */

typedef struct
{
  const char *id;
  const char *name;
  const char *kind;        /* "land", "muster-box", "zone", "fleet-box", "battery" */
  const char *terrain;     /* "open", "town", "hilltop", "slope", "ridge", "neck" */
  const char *feature;     /* "none", "redoubt", "rail-fence", "stone-wall", "breastwork" */
  const char *hill;        /* "none", "moulton", "breeds", "bunker" */
  int         elevation;   /* 0-2 (7.2) */
  gboolean    has_modifiers;
  int         volley;      /* 3.1, left of the slash */
  int         assault;     /* 3.1, right of the slash */
  const char *modifier_color; /* "none", "normal", "yellow", "orange" */
  gboolean    coast;
  int         x;           /* drawing position in a 0..1000 box, x east */
  int         y;           /* y south */
  const char *zone;        /* a staging area: its landing zone id, else NULL */
  int         zone_number; /* a landing zone: 1-6, else 0 */
  int         transport;   /* a landing zone: transport number (3.5) */
  int         staging;     /* a landing zone: staging number (3.5) */
  gboolean    staging_met; /* a staging area: its staging number was met */
  gboolean    ablaze;
  gboolean    fleet_here;  /* a fleet box holding the fleet */
  gboolean    overstacked; /* over the limit where 7.1 allows it (no room anywhere) */
  /* TRUE where the value is Muster's reconstruction (mark it in the UI). */
  gboolean    terrain_reconstructed;
  gboolean    modifiers_reconstructed;
  gboolean    elevation_reconstructed;
  gboolean    layout_reconstructed;
  gboolean    zone_reconstructed;
} BhViewRegion;

guint        bh_view_n_regions      (BhState      *state);
/* FALSE when @i is out of range. */
gboolean     bh_view_region         (BhState      *state,
                                     guint         i,
                                     BhViewRegion *out);
/* The index of region @id, or -1. */
int          bh_view_find_region    (BhState      *state,
                                     const char   *id);
/* Ids of the regions sharing a border with @id (owned, NULL-terminated). */
GStrv        bh_view_neighbours     (BhState      *state,
                                     const char   *id);
/* Whether the border between @a and @b is reconstructed. */
gboolean     bh_view_border_reconstructed (BhState *state,
                                     const char   *a,
                                     const char   *b);

/* ---- counters ------------------------------------------------------------- */

typedef struct
{
  const char *id;
  const char *name;
  const char *side;        /* "british" / "patriot" */
  const char *kind;        /* "regular", "marine", "cannon", "minuteman", "militia", "leader" */
  const char *place;       /* "map", "waiting", "eliminated", "removed" */
  const char *region;      /* its area id while on the map, else NULL */
  gboolean    flipped;     /* broken / wounded / damaged */
  const char *face;        /* "unbroken", "broken", "healthy", "wounded", "ready", "damaged" */
  int         strength;    /* combat strength now; -1 for a hidden militia */
  gboolean    moved;
  gboolean    fired;
  gboolean    panicked;
  gboolean    rallied;     /* a leader who rallied this turn */
} BhViewCounter;

guint        bh_view_n_counters     (BhState       *state);
gboolean     bh_view_counter        (BhState       *state,
                                     guint          i,
                                     BhViewCounter *out);
/* Indices of the counters in region @id, British first (owned). */
GArray      *bh_view_stack          (BhState       *state,
                                     const char    *region);

/* ---- tracks ---------------------------------------------------------------- */

typedef struct
{
  const char *phase;       /* "setup", "turn-start", "actions", "final-fire", "end-turn", "over" */
  int         turn;
  int         last_turn;
  int         vp_half[2];  /* British, Patriot: VP in half points, if it ended now */
  int         actions[2];
  int         reserve[2];
  gboolean    reserve_armed;
  const char *acting;      /* side to act or decide, or NULL */
  gboolean    passed_to;   /* 5.2: the acting side was passed to */
  int         ammo;        /* 8.0; thresholds 12 and 0 */
  int         morale[2];   /* 9.0; Patriot panic at 12, demoralization at 0 */
  gboolean    demoralized[2];
  gboolean    ammo_arrived;   /* 4.3 */
  int         wrong_ammo_turn;
  const char *card;        /* this turn's card id, or NULL */
  const char *fleet;       /* the fleet's box id */
  gboolean    hot_shot_used;  /* 6.4: this turn's Ablaze marker by Bombard placed */
  gboolean    over;
  const char *winner;      /* when over */
  const char *result;      /* when over, for people */
} BhViewTracks;

void         bh_view_tracks         (BhState      *state,
                                     BhViewTracks *out);
/* Every penalty in force now, each naming its section (owned strings). */
GPtrArray   *bh_view_penalties      (BhState      *state);

/* ---- reinforcements and the VP schedule ------------------------------------ */

typedef struct
{
  const char *side;        /* "british" / "patriot" */
  char       *where;       /* owned: the region's name, or words for a choice */
  char       *counters;    /* owned: the counters' names, comma-separated */
  const char *section;     /* the set-up section that schedules them */
} BhViewArrival;

/* The reinforcement groups scheduled for @turn (turn 1's set-up excluded),
 * in schedule order (owned array of BhViewArrival*, frees its items). Their
 * counters arrive when that turn's card is drawn (5.1). */
GPtrArray   *bh_view_reinforcements (BhState      *state,
                                     int           turn);

typedef struct
{
  const char *id;          /* what set-vp takes */
  const char *text;        /* what it is awarded for, for people */
  int         half_points; /* its worth, in half points */
  const char *source;      /* "rulebook 12.2", "faq", "reconstructed", "user" */
  gboolean    reconstructed;
} BhViewAward;

/* The VP schedule of this game (10.0, or 12.2 in solitaire play). */
guint        bh_view_n_awards       (BhState      *state);
gboolean     bh_view_award          (BhState      *state,
                                     guint         i,
                                     BhViewAward  *out);

/* ---- the map between two regions ------------------------------------------- */

/* Regions between @from and @to along the map's borders, or -1. */
int          bh_view_distance       (BhState      *state,
                                     const char   *from,
                                     const char   *to);

/* Line of Sight between two regions (7.2): TRUE when clear; *why (owned,
 * may be NULL) says why; *reconstructed when it rests on the reconstructed
 * drawing of the map (a proposal for the players to confirm). */
gboolean     bh_view_sight          (BhState      *state,
                                     const char   *from,
                                     const char   *to,
                                     gboolean     *reconstructed,
                                     char        **why);

/* The board check: where every counter and marker should be now, to set the
 * physical table straight (owned text). */
char        *bh_view_board_check    (BhState      *state);
/* The same place by place (MusterCheckLine*; the table's markers first,
 * with no place). */
GPtrArray   *bh_view_board_lines    (BhState      *state);

G_END_DECLS
