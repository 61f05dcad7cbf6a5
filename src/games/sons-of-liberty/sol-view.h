/* sol-view.h: what the Sons of Liberty board reads of a battle, in names
 * and numbers, without the engine's types: the Objectives Sheet, the
 * melds on the table, what a seat may add to them, the cards laid in
 * front of each seat, the Tyranny, the scores and how they were reached,
 * the campaign's stages. The board only reads these; rules stay in the
 * engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sol-state.h"

G_BEGIN_DECLS

typedef enum
{
  SOL_VIEW_WAITING,      /* not played yet */
  SOL_VIEW_CURRENT,      /* the hand being played */
  SOL_VIEW_COMPLETED,    /* the Patriots won it */
  SOL_VIEW_FAILED,       /* the Tory won it */
} SolViewProgress;

typedef struct
{
  char            *name;      /* “the Primary Objective” */
  char            *text;      /* its sentence, or “not drawn yet” */
  SolViewProgress  progress;
} SolViewObjective;

void       sol_view_objective_free (SolViewObjective *objective);

/* The Objectives Sheet, the Travel Hand first (its route as the text),
 * then the Primary, the three Opportune and, once revealed, the Secret
 * Objective (SolViewObjective*, free with the array). */
GPtrArray *sol_view_objectives     (SolState   *state);

typedef struct
{
  guint     number;       /* as actions name it: 1, 2... */
  gboolean  straight;
  char    **cards;        /* ids, a straight from its low end */
  gboolean  locked;       /* a Tory's chip locks the set */
  char     *block_low;    /* the card under a chip at each end, or NULL */
  char     *block_high;
  gboolean  scores;       /* counts in the Patriot Score now */
  guint     n_jokers;
  const char *side;       /* Versus Mode: the seat on whose side it lies; NULL */
  char    *chips;         /* whose chips and what is stacked on them, in words; NULL:
                           * nothing beyond locked or blocked */
} SolViewMeld;

void       sol_view_meld_free      (SolViewMeld *meld);

/* The melds on the table (SolViewMeld*, free with the array); the
 * Patriots' together, whoever laid them. */
GPtrArray *sol_view_melds          (SolState   *state);
/* A meld in a sentence: “Straight of 4: Three of Hearts to Six of
 * Spades, blocked at its high end”. Free it. */
char      *sol_view_meld_text      (const SolViewMeld *meld);

/* The jokers set aside beside the discards, waiting to be claimed. */
guint      sol_view_n_jokers_waiting (SolState *state);

/* The cards of @seat's hand that the rules let it add to meld @number
 * now, one “add” each (ids, free with the array); empty when the seat may
 * not play or has no hand Muster knows. */
GPtrArray *sol_view_additions      (SolState   *state,
                                    const char *seat,
                                    guint       number);

/* A card's name: “Queen of Spades”, “Joker”. Free it. */
char      *sol_view_card_name      (const char *card);

/* The seats in seating order (ids), and what each is. */
guint       sol_view_n_seats       (SolState   *state);
const char *sol_view_seat          (SolState   *state,
                                    guint       i);
/* “the Tory”, a Patriot figure's name, or “no identity yet”. */
const char *sol_view_seat_role     (SolState   *state,
                                    guint       i);
gboolean    sol_view_seat_is_tory  (SolState   *state,
                                    guint       i);
/* The deck and the piles of a seat's hand and of the cards laid in front
 * of it (free the pile names). */
const char *sol_view_deck          (void);
char       *sol_view_hand_pile     (const char *seat);
char       *sol_view_front_pile    (const char *seat);
/* Seed the Field: the pile of the cards face up for the Patriots. */
const char *sol_view_field_pile    (void);
/* With the players' own decks Muster holds no hands. */
gboolean    sol_view_own_cards     (SolState   *state);

/* Versus Mode: a bout of two Patriots, each with a support deck and a
 * support line (no Tory, no Tyranny, no objectives but the bout's). */
gboolean    sol_view_versus        (SolState   *state);
/* The pile of @seat's support line (free it), and how many cards are
 * left in its support deck (-1 with the players' own decks: Muster does
 * not hold them). */
char       *sol_view_line_pile     (const char *seat);
int         sol_view_support_left  (SolState   *state,
                                    const char *seat);

typedef struct
{
  int pool;
  int line;
  int line_size;   /* the stage's line */
  int wagered;     /* chips played to the table this hand */
  const char *tory;  /* Largest Army on the Planet: whose (the name as typed), or NULL */
} SolViewTyranny;

/* The first Tory's Tyranny (the only Tory's, but with Largest Army on the
 * Planet). */
void        sol_view_tyranny       (SolState       *state,
                                    SolViewTyranny *out);
/* Largest Army on the Planet: how many Tories sit (1 without the option,
 * or none yet), and the Tyranny of the @k-th in seating order. */
guint       sol_view_n_tories      (SolState       *state);
void        sol_view_tyranny_of    (SolState       *state,
                                    guint           k,
                                    SolViewTyranny *out);
typedef struct
{
  char *label;    /* “Meld 2, a straight of 4” */
  int   points;
} SolViewScoreRow;

typedef struct
{
  char      *title;     /* “If the question were called now” or the outcome */
  GPtrArray *patriots;  /* SolViewScoreRow*: each meld that counts */
  int        patriot_total;
  GPtrArray *tory;      /* SolViewScoreRow*: each card counted, then Tyranny */
  int        tory_total;    /* -1: not known (below) */
  gboolean   tory_secret;   /* before the call his hand is his own: no rows */
  char      *rule;      /* how the totals compare: ties, the Travel Hand's two cards */
  gboolean   called;    /* the question was called: these are the final numbers */
} SolViewScore;

void          sol_view_score_free  (SolViewScore *score);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SolViewScore, sol_view_score_free)
/* The scores of the hand on the table: as they stand, or as they were
 * counted at the call that ended it (until the next hand starts). Before
 * the call the Tory's hand is secret: only the Patriot Score is given. NULL
 * before the Travel Hand is dealt. With the players' own decks the Tory's
 * hand is known only once shown. After the Primary Objective's call the
 * line and the chips it counted are gone: its Tyranny row and the Tory's
 * total are then -1, and the title (the outcome) gives the total. */
SolViewScore *sol_view_score       (SolState   *state);

/* Campaign Mode: FALSE in a battle of Battle Mode; else the stage now (0
 * the Intolerable Acts) and whether the next battle moves on. */
gboolean    sol_view_campaign      (SolState   *state,
                                    int        *stage,
                                    gboolean   *moves_on);
/* The Secret Objective of a campaign's battle in words, for everyone:
 * not drawn, drawn and kept by the Tory, revealed with its worth,
 * completed or failed, and the Final Battle it may bring. Free it. */
char       *sol_view_secret_text   (SolState   *state);
/* Campaign Mode: the campaign's record, each earlier battle and this one
 * (free it), or NULL outside a campaign. */
MusterSheet *sol_view_campaign_record (SolState *state);
guint       sol_view_n_stages      (void);
/* The stage's name and the years it covers. */
const char *sol_view_stage_name    (SolState   *state,
                                    guint       stage);
const char *sol_view_stage_years   (SolState   *state,
                                    guint       stage);
/* What the story may not do in @stage (its narrative restriction). */
const char *sol_view_stage_reminder (SolState   *state,
                                     guint       stage);

G_END_DECLS
