/* b2c-view.h: a read-only view of a From Boston to Concord state for the UI.
 *
 * Everything here reads the state and changes nothing; strings are borrowed
 * from the state and live as long as it does (copy them to keep them). The
 * UI changes the game only through actions (muster_session_perform).
 *
 * Coordinates: each region has a drawing position in a 0..1000 box, east to
 * the right and south down (Boston on the right, Concord on the left).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "b2c-state.h"
#include "revroad/revroad-dice.h"
#include "revroad/revroad-map.h"
#include "revroad/revroad-types.h"
#include "revroad/revroad-units.h"

G_BEGIN_DECLS

typedef enum
{
  B2C_REGION_TOWN        = 1 << 0,
  B2C_REGION_MUSTER_ICON = 1 << 1,  /* a Gather marker started here */
  B2C_REGION_LANDING     = 1 << 2,  /* 9.0 naval landing icon */
  B2C_REGION_BOSTON      = 1 << 3,
  B2C_REGION_CHARLESTOWN = 1 << 4,
  B2C_REGION_CONCORD     = 1 << 5,
  B2C_REGION_OFFBOARD    = 1 << 6,  /* an Alert box or a Nightrider box */
  B2C_REGION_ALERT_BOX   = 1 << 7,
  B2C_REGION_RIDER_BOX   = 1 << 8,
  B2C_REGION_EDGE_TOP    = 1 << 9,  /* a Nightrider may leave the map here */
  B2C_REGION_EDGE_LEFT   = 1 << 10,
  B2C_REGION_EDGE_BOTTOM = 1 << 11,
} B2cRegionFlags;

typedef enum
{
  B2C_VIEW_GATHER_NONE,
  B2C_VIEW_GATHER,   /* Gather side up */
  B2C_VIEW_MUSTER,   /* Muster side up */
} B2cViewGather;

typedef struct
{
  const char     *id;          /* “lexington”: what actions take */
  const char     *name;        /* “Lexington” */
  int             x, y;        /* 0..1000 */
  B2cRegionFlags  flags;
  const char     *source;      /* “reconstructed”, ... */
  B2cViewGather   gather;
  gboolean        alert;       /* an Alert marker lies here */
  int             hidden_arms; /* -1 none; 0 unnumbered; 1-5 */
  gboolean        searched;
  gboolean        ambush;      /* Ambush marker */
  gboolean        snipe;       /* Snipe marker */
  int             hinder_move;   /* face (2 or 1) of a Hinder marker here, or 0 */
  int             hinder_search;
  int             hinder_muster;
  int             to_boston;   /* the map's direction values (reconstructed), -1 off board */
  int             to_concord;
} B2cRegionView;

typedef struct
{
  int           region;        /* index */
  const char   *id;
  gboolean      adjacent;      /* 3.0: dark water without a road is not */
  gboolean      road;
  RevroadWater  water;
  const char   *water_name;    /* “Elm Brook”, or NULL */
  const char   *source;        /* “reconstructed”, “user”, ... */
} B2cBorderView;

typedef struct
{
  const char   *id;            /* “reg-3” */
  const char   *name;          /* “Regular 3” */
  RevroadKind   kind;
  RevroadSide   side;
  RevroadPlace  place;
  int           region;        /* index, or -1 */
  const char   *region_id;     /* or NULL */
  gboolean      flipped;       /* broken / wounded / captured */
  const char   *face;          /* “broken”, “healthy”, “captured”... */
  int           strength;      /* strength points now; -1: hidden militia */
  guint32       markers;       /* RevroadMarkFlags */
  gboolean      moved, fired, rallied;
  gboolean      inactive;      /* under a Gather/Muster/Alert marker */
  gboolean      marched;       /* moved by March or Forced March this turn (6.4.2) */
  int           road;          /* road regions moved this turn (6.4.2) */
  const char   *group;         /* “percy” for the black-dot counters */
} B2cUnitView;

typedef struct
{
  int          turn, first_turn, last_turn;
  int          percy_turn;     /* the turn Percy arrives (two-player), or 0 */
  int          vp[REVROAD_N_SIDES];
  int          actions[REVROAD_N_SIDES];
  int          reserve[REVROAD_N_SIDES];
  RevroadSide  acting;         /* whose action (REVROAD_NO_SIDE outside actions) */
  gboolean     reserve_armed;  /* the next action spends a Reserve Action */
  const char  *phase;          /* “pregame”, “draw”, “actions”, “end”, “over” */
  gboolean     shot_heard;     /* 10.0 */
  RevroadSide  first_combat;   /* who attacked in the first combat, or none */
  gboolean     concord_entered;/* 11.0 */
  gboolean     percy_arrived;
  gboolean     percy_awarded;  /* 12.0 Lexington award taken */
  gboolean     over;
  RevroadSide  winner;
  double       final_vp[REVROAD_N_SIDES];
} B2cTracksView;

typedef struct
{
  const char *id;              /* “7”, or NULL before the first draw */
  int         british, patriot, hash;
  const char *british_source, *patriot_source, *hash_source;
  guint       n_draw, n_discard, n_removed;
} B2cCardView;

typedef enum
{
  B2C_HINDER_VIEW_AVAILABLE,
  B2C_HINDER_VIEW_ON_MAP,
  B2C_HINDER_VIEW_ON_TRACK,
} B2cHinderPlace;

typedef struct
{
  const char     *marker;      /* “move”, “search”, “muster” */
  RevroadSide     owner;
  B2cHinderPlace  place;
  int             face;        /* 2 or 1 on the map */
  int             region;      /* on the map, or -1 */
} B2cHinderView;

/* Regions and borders. */
guint        b2c_view_n_regions      (B2cState       *state);
void         b2c_view_region         (B2cState       *state,
                                      int             region,
                                      B2cRegionView  *out);
int          b2c_view_find_region    (B2cState       *state,
                                      const char     *id);
/* Every border of @region, adjacent or not (B2cBorderView). Free the array. */
GArray      *b2c_view_borders        (B2cState       *state,
                                      int             region);

/* Counters. */
guint        b2c_view_n_units        (B2cState       *state);
void         b2c_view_unit           (B2cState       *state,
                                      int             unit,
                                      B2cUnitView    *out);
int          b2c_view_find_unit      (B2cState       *state,
                                      const char     *id);
/* Indices of the counters in @region (on the map), in roster order. Free. */
GArray      *b2c_view_units_in       (B2cState       *state,
                                      int             region);

/* Tracks, card, hinder markers, peeks. */
void         b2c_view_tracks         (B2cState       *state,
                                      B2cTracksView  *out);
void         b2c_view_card           (B2cState       *state,
                                      B2cCardView    *out);
void         b2c_view_hinder         (B2cState       *state,
                                      int             marker,
                                      B2cHinderView  *out);
/* The top cards @side saw with Gather Intelligence this turn (show them only
 * to that side). NULL-terminated; free with g_strfreev. */
GStrv        b2c_view_peek           (B2cState       *state,
                                      RevroadSide     side);
/* The final account, once the game is over, or NULL. */
const char  *b2c_view_result         (B2cState       *state);

/* “Board check”: where every counter and marker should be now, region by
 * region, then off the map, in words, to reconcile the table. */
char        *b2c_view_board_check    (B2cState       *state);
/* The same for people, a MusterCheckLine* per place, naming no ids. */
GPtrArray   *b2c_view_board_lines    (B2cState       *state);

/* The players' corrections so far, as action lines (“set-card 7 1 5 2”,
 * “correct-border lincoln bedford road”, “set-vp unit-broken 0”), for the
 * UI to keep per user and replay at the start of new games. */
GStrv        b2c_view_corrections    (B2cState       *state);

G_END_DECLS
