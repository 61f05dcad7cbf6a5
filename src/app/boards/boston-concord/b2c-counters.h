/* b2c-counters.h: how the Boston to Concord board shows counters and
 * markers: units grouped into chips (one chip per side, kind, face and
 * markers, with a count), the markers of a region as small tokens, their
 * colours in the light and dark styles, and the same things in words for
 * screen readers, tooltips and the region detail.
 *
 * Drawing works in map units (see b2c-map-view.h): callers scale the cairo
 * context first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "boston-concord/b2c-view.h"

G_BEGIN_DECLS

typedef struct
{
  RevroadSide side;
  RevroadKind kind;
  gboolean    flipped;   /* broken, wounded or captured */
  gboolean    moved;
  gboolean    fired;
  gboolean    inactive;  /* under a Gather, Muster or Alert marker */
  int         strength;  /* militia: revealed strength, -1 hidden; others -1 */
  guint       count;
  int         first;     /* the first unit of the group (roster index) */
} B2cChip;

typedef struct
{
  GdkRGBA paper;         /* the map's background */
  GdkRGBA town;          /* a town region's fill */
  GdkRGBA land;          /* another region's fill */
  GdkRGBA ink;           /* text and outlines */
  GdkRGBA faint;         /* secondary outlines */
  GdkRGBA road;
  GdkRGBA river;         /* dark blue water */
  GdkRGBA stream;        /* light blue water */
  GdkRGBA accent;        /* selection */
  GdkRGBA warning;       /* the pending decision's region */
  GdkRGBA side[REVROAD_N_SIDES];
  GdkRGBA side_light[REVROAD_N_SIDES];  /* a side's colour on the paper */
  GdkRGBA marker;        /* Gather, Muster, Alert */
  GdkRGBA arms;          /* Hidden Arms */
  GdkRGBA hinder;
  GdkRGBA other;         /* Ambush, Snipe */
} B2cPalette;

/* The colours for the light or the dark style. */
const B2cPalette *b2c_palette            (gboolean dark);
/* TRUE when the application shows the dark style. */
gboolean          b2c_style_is_dark      (void);

/* The counters on the map in @region as chips, in a stable order (British
 * first, then by kind). */
GArray           *b2c_chips_for_region   (B2cState        *state,
                                          int              region);
/* The chip's label: “R”, “MM”, “M2”, “M?”... */
char             *b2c_chip_text          (const B2cChip   *chip);
double            b2c_chip_width         (cairo_t         *cr,
                                          const B2cChip   *chip,
                                          double           height);
/* Draws the chip with its top left at @x, @y; returns its width. */
double            b2c_chip_draw          (cairo_t         *cr,
                                          const B2cChip   *chip,
                                          double           x,
                                          double           y,
                                          double           height,
                                          const B2cPalette *palette);

typedef enum
{
  B2C_TOKEN_GATHER,
  B2C_TOKEN_MUSTER,
  B2C_TOKEN_ALERT,
  B2C_TOKEN_ARMS,
  B2C_TOKEN_SEARCHED,
  B2C_TOKEN_HINDER_MOVE,
  B2C_TOKEN_HINDER_SEARCH,
  B2C_TOKEN_HINDER_MUSTER,
  B2C_TOKEN_AMBUSH,
  B2C_TOKEN_SNIPE,
} B2cTokenKind;

typedef struct
{
  B2cTokenKind kind;
  int          value;   /* Hidden Arms number (0: unnumbered), a Hinder face */
} B2cToken;

/* The markers lying in a region, as tokens. */
GArray           *b2c_tokens_for_region  (const B2cRegionView *region);
char             *b2c_token_text         (const B2cToken  *token);
/* The token in words: “Hinder Movement marker (2 side up)”. */
char             *b2c_token_describe     (const B2cToken  *token);
double            b2c_token_draw         (cairo_t         *cr,
                                          const B2cToken  *token,
                                          double           x,
                                          double           y,
                                          double           height,
                                          const B2cPalette *palette);

/* A unit in words for the table: “Regular 3 — broken; Moved, Fired”. */
char             *b2c_unit_describe      (const B2cUnitView *unit);
/* Only its state: “broken; Moved, Fired; under the marker”, or “” */
char             *b2c_unit_state_text    (const B2cUnitView *unit);
/* A region and what lies in it, for screen readers: its name, kind, the
 * markers and every counter with its state. */
char             *b2c_region_describe    (B2cState        *state,
                                          int              region);
/* “Lexington · Fiske Hill (road), Bedford (road, reconstructed)...” */
char             *b2c_region_borders_text (B2cState       *state,
                                           int             region);
/* An action's arguments in words: region and counter ids become names. */
char             *b2c_args_describe      (B2cState            *state,
                                          const char * const  *args);

/* TRUE when @source marks a value the rulebook does not print. */
gboolean          b2c_source_is_reconstructed (const char *source);

G_END_DECLS
