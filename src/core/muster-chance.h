/* muster-chance.h: the one place random results come from.
 *
 * A chance source has four modes. RANDOM rolls with fresh entropy that is
 * never written anywhere, so nobody reading a save file can foresee the next
 * roll. SEEDED is a counter-based generator: the same seed and the same
 * position give the same numbers on every machine. MANUAL takes what the
 * players rolled or drew at the table; when a result is still missing the
 * request fails with MUSTER_ERROR_NEEDS_INPUT and describes what to ask for.
 * SCRIPTED serves a queue of results to tests and fails when it runs dry.
 *
 * Whatever the mode, every result is recorded as a MusterOutcome while a
 * record is open, and a recorded list can be served back verbatim (replay),
 * which is how undo/redo and loading never re-roll a die.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  MUSTER_CHANCE_RANDOM,
  MUSTER_CHANCE_SEEDED,
  MUSTER_CHANCE_MANUAL,
  MUSTER_CHANCE_SCRIPTED,
} MusterChanceMode;

typedef enum
{
  MUSTER_OUTCOME_DIE,
  MUSTER_OUTCOME_CARD,
  MUSTER_OUTCOME_PICK,
} MusterOutcomeKind;

/* One random result, as recorded in the log. */
typedef struct
{
  MusterOutcomeKind kind;
  guint  sides;     /* die: its faces; pick: how many choices there were */
  guint  value;     /* die: 1..sides; pick: 0..sides-1; card: unused */
  char  *deck;      /* card: the deck id */
  char  *card;      /* card: the card id drawn */
  char  *side;      /* who rolled or drew (for the luck ledger), or NULL */
  char  *purpose;   /* a few words: "British attack", "militia strength" */
  guint  hit_min;   /* a die hits when hit_min <= value <= hit_max; 0 = no hit roll */
  guint  hit_max;
  guint  group;     /* dice thrown together share a group number within one entry */
} MusterOutcome;

#define MUSTER_TYPE_OUTCOME (muster_outcome_get_type ())
GType          muster_outcome_get_type (void) G_GNUC_CONST;
MusterOutcome *muster_outcome_new      (MusterOutcomeKind kind);
MusterOutcome *muster_outcome_copy     (const MusterOutcome *outcome);
void           muster_outcome_free     (MusterOutcome *outcome);
gboolean       muster_outcome_is_hit   (const MusterOutcome *outcome);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterOutcome, muster_outcome_free)

/* What a roll is for: whose dice, why, and which faces count as hits. */
typedef struct
{
  const char *side;
  const char *purpose;
  guint       hit_min;  /* 0 when the roll has no hit threshold */
  guint       hit_max;
} MusterRollSpec;

/* What a manual chance source still needs from the players. */
typedef struct
{
  MusterOutcomeKind kind;
  guint             count;      /* dice still needed (die), or 1 */
  guint             sides;      /* die faces, or the number of choices for a pick */
  char             *deck;       /* card: which deck */
  GStrv             candidates; /* card: the ids it may be */
  char             *side;
  char             *purpose;
} MusterChanceRequest;

#define MUSTER_TYPE_CHANCE (muster_chance_get_type ())
G_DECLARE_FINAL_TYPE (MusterChance, muster_chance, MUSTER, CHANCE, GObject)

MusterChance     *muster_chance_new_random      (void);
MusterChance     *muster_chance_new_seeded      (guint64              seed);
MusterChance     *muster_chance_new_manual      (void);
MusterChance     *muster_chance_new_scripted    (void);

MusterChanceMode  muster_chance_get_mode        (MusterChance        *self);
const char       *muster_chance_mode_to_string  (MusterChanceMode     mode);
gboolean          muster_chance_mode_from_string (const char         *str,
                                                  MusterChanceMode   *mode);
guint64           muster_chance_get_seed        (MusterChance        *self);
/* How many raw values a seeded source has used; saved so a loaded game goes on
 * with the numbers it would have had. */
guint64           muster_chance_get_position    (MusterChance        *self);
void              muster_chance_set_position    (MusterChance        *self,
                                                 guint64              position);

/* Results supplied by the players (manual) or by a test (scripted). Numbers
 * serve dice and picks (a pick is 0-based); card ids serve draws. */
void              muster_chance_supply_number   (MusterChance        *self,
                                                 guint                value);
void              muster_chance_supply_numbers  (MusterChance        *self,
                                                 const guint         *values,
                                                 gsize                n_values);
void              muster_chance_supply_card     (MusterChance        *self,
                                                 const char          *card_id);
gsize             muster_chance_get_n_unused    (MusterChance        *self);
void              muster_chance_clear_supplied  (MusterChance        *self);
/* The last request that could not be served in manual mode, or NULL. */
const MusterChanceRequest *muster_chance_get_request (MusterChance   *self);

/* Requests. Each records what it returns while a record is open. */
gboolean          muster_chance_roll            (MusterChance        *self,
                                                 guint                count,
                                                 guint                sides,
                                                 const MusterRollSpec *spec,
                                                 guint               *values,
                                                 GError             **error);
gboolean          muster_chance_pick            (MusterChance        *self,
                                                 guint                n_choices,
                                                 const char          *purpose,
                                                 guint               *index,
                                                 GError             **error);
char             *muster_chance_draw            (MusterChance        *self,
                                                 const char          *deck_id,
                                                 const char * const  *candidates,
                                                 const char          *side,
                                                 const char          *purpose,
                                                 GError             **error);

/* Recording and replay, used by MusterSession. */
void              muster_chance_begin_record    (MusterChance        *self);
GPtrArray        *muster_chance_end_record      (MusterChance        *self);
void              muster_chance_abort_record    (MusterChance        *self);
/* While a replay is open, requests are served from @outcomes (MusterOutcome*)
 * in order and checked against what is asked; a mismatch is MUSTER_ERROR_REPLAY. */
void              muster_chance_begin_replay    (MusterChance        *self,
                                                 GPtrArray           *outcomes);
gboolean          muster_chance_end_replay      (MusterChance        *self,
                                                 GError             **error);
gboolean          muster_chance_is_replaying    (MusterChance        *self);

/* A probe source answers every request with its lowest legal value and
 * records nothing; it lets a legality check run an action on a copy. */
MusterChance     *muster_chance_new_probe       (void);
gboolean          muster_chance_is_probe        (MusterChance        *self);

G_END_DECLS
