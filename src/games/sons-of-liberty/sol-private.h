/* sol-private.h: what the parts of Sons of Liberty share: the data of the
 * tables and figures, the cards, the state's fields and the action table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sol-state.h"

G_BEGIN_DECLS

#define SOL_DECK "cards"
#define SOL_MAX_PLAYERS 9
#define SOL_MIN_PLAYERS 3
#define SOL_MAX_TORY_FIGURES 5
#define SOL_MAX_TORIES 3       /* Largest Army: one Tory for every two Patriots, nine players */
#define SOL_N_SLOTS 4          /* circumstance slots on a Patriot sheet */
#define SOL_N_WHIST 22         /* 2 locations, 5 Primary, 3 × 5 Opportune */
#define SOL_N_OBJECTIVES 4     /* Primary, then the three Opportune */
#define SOL_NO_RANK (-1)
#define SOL_N_ISSUES 10        /* Versus Mode: the issues of the New Republic */
#define SOL_N_VERSUS_WHIST 6   /* Versus Mode: the New Whist Code */

/* Ranks 0 (ace) to 12 (king); suits in the order the tables print them. */
typedef enum
{
  SOL_HEARTS,
  SOL_SPADES,
  SOL_DIAMONDS,
  SOL_CLUBS,
  SOL_N_SUITS,
  SOL_NO_SUIT = -1,
} SolSuit;

/* The data (data/games/sons-of-liberty/), read once and shared. */
/* Campaign stages, in order. */
enum { SOL_STAGE_INTOLERABLE_ACTS, SOL_STAGE_SHOT_HEARD, SOL_STAGE_FIRES, SOL_N_STAGES };

int      sol_stage_parse (const char *id);

/* A figure's stance on an issue (bits): for, against, or both where the
 * Martin Women's two ladies differ. */
enum { SOL_STANCE_NONE = 0, SOL_STANCE_PRO = 1, SOL_STANCE_ANTI = 2 };

typedef struct
{
  char    *id;
  char    *name;
  char    *title;
  SolSuit  suits[2];
  guint    stances[SOL_N_ISSUES];
  GPtrArray *circumstances;  /* char*, every stage's in printed order */
  GPtrArray *names;          /* char*, the figure each names (Patriot Tag Teams), or NULL */
  guint    stage_end[SOL_N_STAGES];  /* circumstances of that stage and those before */
  int      first_stage;      /* the stage the figure joins a campaign in */
} SolPatriotDef;

typedef enum
{
  SOL_EFFECT_BLOCK,
  SOL_EFFECT_LOCK,
  SOL_EFFECT_STEAL,
  SOL_EFFECT_NEW_HAND,
} SolEffectKind;

typedef struct
{
  SolEffectKind kind;
  int           rank;   /* SOL_NO_RANK when the effect names a suit or nothing */
  SolSuit       suit;
  int           cost;   /* as printed: 0 where the entry names no cost */
  char         *deed;   /* what the Tory narrates, in our words */
} SolEffect;

typedef struct
{
  char      *id;
  char      *name;
  char      *title;
  SolEffect  abuse;
  SolEffect  usurpation;
  guint      stages;         /* bit per campaign stage it appears in */
} SolToryDef;

typedef struct
{
  char      *tables[3][13][SOL_N_SUITS];  /* locations, actions, objects */
  char      *priorities[SOL_N_SUITS];
  char      *tory_plays[10];                 /* ace to ten: what the card stands for */
  GPtrArray *patriots;  /* SolPatriotDef* */
  GPtrArray *tories;    /* SolToryDef* */
  char      *issue_ids[SOL_N_ISSUES];
  char      *issue_names[SOL_N_ISSUES];
  char      *stage_names[SOL_N_STAGES];   /* “The Intolerable Acts” */
  char      *stage_years[SOL_N_STAGES];   /* “1760–1769” */
  char      *stage_reminders[SOL_N_STAGES]; /* what the story may not do in it */
  int        stage_line[SOL_N_STAGES];    /* chips set out a level; 0: the rulebook prints none */
  int        stage_return[SOL_N_STAGES];  /* chips a won wager brings back for each one played */
  gboolean   stage_stacking[SOL_N_STAGES]; /* more chips may be stacked on one tactic */
} SolData;

enum { SOL_TABLE_LOCATIONS, SOL_TABLE_ACTIONS, SOL_TABLE_OBJECTS };

SolData             *sol_data_load        (GError       **error);
SolData             *sol_data_ref         (SolData       *data);
void                 sol_data_unref       (SolData       *data);
const SolPatriotDef *sol_data_patriot     (SolData       *data,
                                           const char    *id);
const SolToryDef    *sol_data_tory        (SolData       *data,
                                           const char    *id);

/* Cards (sol-cards.c): two decks and their jokers shuffled together;
 * a copy's id is “QS#2”, its face “QS”. */
MusterCardSet *sol_cards_new          (void);
/* The rank (0 ace … 12 king) and suit of a card id; jokers have neither. */
int            sol_card_rank          (const char    *id);
SolSuit        sol_card_suit          (const char    *id);
gboolean       sol_card_is_joker      (const char    *id);
gboolean       sol_card_is_face       (const char    *id);
/* “Queen of Spades”, translated; “Joker”. */
char          *sol_card_name          (const char    *id);
const char    *sol_rank_name          (int            rank);
const char    *sol_suit_name          (SolSuit        suit);
/* The suit named by a word people type (“hearts”, “H”), or SOL_NO_SUIT. */
SolSuit        sol_suit_parse         (const char    *word);
/* The rank a card counts for in the Tory Score: face cards 11, an ace
 * @ace, a joker 0. */
int            sol_card_value         (const char    *id,
                                       int            ace);
/* A set: two or more cards of one rank, jokers standing for it, at least
 * one natural card. Its rank in *rank. */
gboolean       sol_is_set             (GPtrArray     *ids,
                                       int           *rank);
/* A straight: three or more cards of consecutive ranks, any suits, jokers
 * filling gaps; ranks wrap from king to ace to two when @wrap. On success
 * @ids is put in order from its low end and *start is the low end's rank.
 * @low_fixed and @high_fixed (or NULL) must stay at their ends. */
gboolean       sol_order_straight     (GPtrArray     *ids,
                                       gboolean       wrap,
                                       const char    *low_fixed,
                                       const char    *high_fixed,
                                       int           *start);

/* The players. */
typedef struct
{
  char     *seat;           /* the id: the typed word in lower case */
  char     *name;           /* the word as typed, what people read */
  char     *identity_card;  /* the card that ordered the choice, or NULL */
  char     *figure;         /* a Patriot figure's id; NULL for the Tory */
  gboolean  tory;
  gboolean  chosen;         /* has taken an identity */
  int       circumstance[SOL_N_SLOTS];  /* index into the figure's list, -1 unset */
  gboolean  in[SOL_N_SLOTS];
  gboolean  new_hand_used;
  gboolean  joker_claimed;
  SolSuit   call_suit;
  SolSuit   single_suit;
  /* Patriot Tag Teams (sol-tags.c): the resting figure and its sheet. */
  char     *partner;
  int       partner_circumstance[SOL_N_SLOTS];
  gboolean  partner_in[SOL_N_SLOTS];
  SolSuit   partner_call_suit;
  SolSuit   partner_single_suit;
  /* Largest Army on the Planet: this Tory brought a figure in this level. */
  gboolean  introduced;
} SolPlayer;

/* The Tyranny chips a meld may hold: a lock on a set, a block at each
 * end of a straight. */
enum { SOL_CHIP_LOCK, SOL_CHIP_LOW, SOL_CHIP_HIGH, SOL_N_CHIPS };

/* A meld on the table: a set or a straight, in a pile of the deck. */
typedef struct
{
  gboolean  straight;
  int       start;          /* a straight's low end rank */
  char     *block_low;      /* the card under a Tory's chip at each end */
  char     *block_high;
  gboolean  locked;
  int       owner;          /* Versus Mode: the player on whose side it lies; -1 */
  char     *stolen;         /* Patriot Combos: the last card the Tory stole from it */
  /* Each chip on it (by SOL_CHIP_*, there as locked, block_low and
   * block_high say): the player index of the Tory whose chip it is, and
   * how many more he stacked on it (the Shot Heard Round the World). */
  int       chip_tory[SOL_N_CHIPS];
  int       stacked[SOL_N_CHIPS];
} SolMeld;

/* Whether meld @m holds chip @k (SOL_CHIP_*). */
gboolean sol_meld_has_chip   (const SolMeld *m,
                              guint          k);
/* The chips on @meld and those stacked on them, in words, for whoever
 * reads the table (“eve's chip on the lock, with 2 more stacked on it”);
 * NULL when there is nothing to say beyond “locked” or “blocked” (one
 * Tory, nothing stacked). Free it. */
char    *sol_meld_chips_text (SolState      *self,
                              const SolMeld *meld);

typedef enum
{
  SOL_PHASE_SEATING,
  SOL_PHASE_WHIST,
  SOL_PHASE_REVEAL,
  SOL_PHASE_IDENTITY,
  SOL_PHASE_SHEETS,
  SOL_PHASE_SECRET,     /* Campaign Mode: the Tory draws his Secret Objective */
  SOL_PHASE_DEAL,
  SOL_PHASE_PLAY,
  SOL_PHASE_OFFER,      /* a Patriot's discard offered to the Tory */
  SOL_PHASE_SECOND,     /* a Patriot's call waits for a second */
  SOL_PHASE_GIVING,     /* a Patriot called for cards */
  SOL_PHASE_SHOW,       /* own decks: the Tory shows his hand to be scored */
  SOL_PHASE_DIRECT,     /* the cut-scene director picks the next objective */
  SOL_PHASE_OVER,
  SOL_PHASE_ISSUE,      /* Versus Mode: the players name the issue at hand */
  SOL_PHASE_COMBO,      /* Options Screen: a combo's Patriots take what it earns */
} SolPhase;

/* Levels: the Travel Hand, then objectives by index (0 the Primary). */
#define SOL_LEVEL_TRAVEL (-1)
#define SOL_LEVEL_PRIMARY 0
#define SOL_LEVEL_SECRET 4     /* Campaign Mode: the Tory's Secret Objective */
#define SOL_LEVEL_VERSUS 5     /* Versus Mode: the bout */

typedef enum
{
  SOL_RESULT_UNPLAYED,
  SOL_RESULT_PATRIOTS,
  SOL_RESULT_TORY,
} SolResult;

/* A Tory's Tyranny: his pool, the line set out for the hand, and the
 * chips played to the table this level (of them, @aside put beside the
 * discards by a steal or a new hand). With Largest Army on the Planet
 * each Tory has his own. */
typedef struct
{
  MusterTrack *pool;
  MusterTrack *line;
  MusterTrack *wagered;
  int          aside;
} SolTyranny;

/* Campaign Mode: one battle of the campaign's record. */
typedef struct
{
  int        stage;
  gboolean   final;          /* the Final Battle */
  GStrv      tories;         /* the Tories' seat ids (several with Largest Army), none if none took the role */
  GStrv      tory_names;     /* as typed */
  GStrv      patriots;       /* the Patriots' seats as typed ... */
  GStrv      figures;        /* ... and the figure (id) each played */
  SolResult  travel;
  SolResult  results[SOL_N_OBJECTIVES + 1];  /* the four, then the Secret Objective */
} SolRecord;

SolRecord   *sol_record_copy      (const SolRecord *record);
void         sol_record_free      (SolRecord       *record);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SolRecord, sol_record_free)

struct _SolState
{
  MusterState parent_instance;

  SolData    *data;
  /* Options (system.xml). */
  int         line_size;       /* stage: 3, or 2 in the Intolerable Acts */
  int         win_return;      /* chips a won wager brings back for each one played: 2, 3 or 4 */
  gboolean    stacking;        /* the Shot Heard Round the World: more chips on one tactic */
  int         ace_value;
  gboolean    aces_high_identity;
  gboolean    tory_redraw_repeat;
  gboolean    small_tory_call;
  gboolean    later_ties_tory;
  gboolean    oppression;      /* Options Screen, Tory Oppression Points */
  gboolean    handicap;        /* Options Screen, the Tory's Three-Card Handicap */
  gboolean    benefits;        /* Options Screen, the Benefits of Tyranny */
  gboolean    combos;          /* Options Screen, Patriot Combos */
  gboolean    combo_one;       /* a combo earns a chip or a card back, not both */
  gboolean    primary_counts_line;
  gboolean    wrap;
  gboolean    leave_pair;
  gboolean    free_printed;
  gboolean    deborah_clubs;
  gboolean    joker_claim_any;
  gboolean    director_aces_high;
  gboolean    line_from_supply; /* the supply makes up a line the pool cannot fill */
  gboolean    secret_adds;     /* the Secret Level's two a token come as well as the usual wager */
  gboolean    own_cards;       /* the players' own decks: Muster sees only what is told */
  gboolean    fires_four;      /* a won wager in the Fires of Adversity: the chip and three more */
  gboolean    short_draw;      /* an empty draw pile leaves hands short: the discards stay out (item 4) */
  gboolean    keep_aside;      /* a Patriots' win takes only the chips on the cards (item 50) */
  /* Campaign Mode (sol-campaign.c). */
  gboolean    campaign;
  int         stage;
  gboolean    unlocked;        /* the Patriots completed the Secret Objective */
  GPtrArray  *past_tories;     /* char*, Tory figures of the campaign's earlier battles */
  GPtrArray  *past_patriots;   /* char*, Patriot figures played in them */
  GPtrArray  *record;          /* SolRecord*, the campaign's earlier battles in order */
  char       *secret[5];       /* the Secret Objective's cards (own decks: named when revealed) */
  gboolean    secret_revealed;
  int         secret_value;    /* 3, 4 or 5 Tyranny, as the Tory worked it into the levels */
  gboolean    final_battle;    /* the Fires of Adversity's Secret Objective was completed */
  char       *final_cards[2];  /* the action and object added to the Primary */
  gboolean    final_extra;     /* the Final Battle's extra Tory figure came in */
  /* Versus Mode (sol-versus.c). */
  gboolean    versus;
  gboolean    jokers_in_decks; /* each deck's jokers shuffled into it, not set aside */
  gboolean    end_on_flip;     /* the bout ends when a card must be turned up from an empty deck */
  int         issue;           /* the issue at hand, or -1 */
  GPtrArray  *recruited;       /* char*, cards taken from the opponent's support line */
  int         scores[2];       /* the bout's scores once it is over */

  SolPhase    phase;
  GPtrArray  *players;         /* SolPlayer*, in seating order */
  MusterDeck *deck;
  char       *whist[SOL_N_WHIST];
  SolResult   results[SOL_N_OBJECTIVES + 1];  /* the four, then the Secret Objective */
  SolResult   travel_result;
  int         level;           /* SOL_LEVEL_TRAVEL or an objective */
  guint       n_levels;        /* levels played */
  GPtrArray  *melds;           /* SolMeld*, pile “meld-N” is melds[N-1] */
  GPtrArray  *tory_figures;    /* char*, introduced this battle, in order */
  GPtrArray  *tory_owners;     /* char*, Largest Army: the seat of the Tory who brought each in (else empty) */
  gboolean    introduced_this_level;
  gboolean    swap_open;       /* own decks: the Tory may still show his swapped face cards */
  gboolean    opening;         /* no card laid yet in this hand: the director may redraw */
  SolTyranny  tyr[SOL_MAX_TORIES];  /* each Tory's, by his place among the Tories in seating order */
  int         n_tories;        /* Options Screen, Largest Army on the Planet: the Tory players (1 by default) */
  /* The Travel Hand's turn, and the procedure under way. */
  int         turn;            /* index into players */
  gboolean    acted;           /* the turn's Patriot played or discarded */
  int         caller;          /* who called the question or for cards */
  char       *offered;         /* the card offered to the Tory */
  int         director;
  int         chooser;         /* whose identity is chosen next */
  GPtrArray  *order;           /* player indexes (GINT_TO_POINTER), choosing order */
  char       *outcome;         /* the last call's result, in words */
  /* Options Screen: Play in Turns (sol-turns.c) and Seed the Field
   * (sol-seed.c). */
  gboolean    play_in_turns;   /* the group's option: levels after the Travel Hand in turns */
  gboolean    turns;           /* the levels after the Travel Hand are played in turns now */
  int         since_tory;      /* Patriot turns since the Tory's last one */
  int         last_patriot;    /* the Patriot whose turn came last (the Tory as a level starts) */
  gboolean    seed;            /* Seed the Field */
  gboolean    tag_teams;       /* Patriot Tag Teams (sol-tags.c) */
  /* Patriot Combos (sol-combos.c): the unbroken run of plays on one meld,
   * and what a combo has earned and not yet been taken. */
  int         combo_meld;      /* 0-based, or -1 */
  guint       combo_suits;     /* bit per suit, from hands */
  guint       combo_players;   /* bit per player in the run, or in the combo */
  guint       combo_owed;      /* SOL_COMBO_... bits */
};

enum { SOL_COMBO_CHIP = 1, SOL_COMBO_STEAL = 2, SOL_COMBO_LINE = 4 };

/* The state's helpers (sol-state.c). */
SolPlayer   *sol_player           (SolState     *self,
                                   guint         i);
/* The player sitting in @seat, or -1. */
int          sol_find_player      (SolState     *self,
                                   const char   *seat);
int          sol_tory_index       (SolState     *self);
/* Largest Army on the Planet: the Tories seated (1 without the option). */
guint        sol_n_tories         (SolState     *self);
/* The Tory seated after @from (-1: the first), or -1. */
int          sol_next_tory        (SolState     *self,
                                   int           from);
/* The Tyranny of Tory @who (his place among the Tories); the first
 * Tory's for -1 or a Patriot. */
SolTyranny  *sol_tyranny          (SolState     *self,
                                   int           who);
guint        sol_n_patriots       (SolState     *self);
const SolPatriotDef *sol_player_figure (SolState  *self,
                                        SolPlayer *player);
char        *sol_hand_pile        (const char   *seat);
char        *sol_front_pile       (const char   *seat);
char        *sol_meld_pile        (guint         i);
GPtrArray   *sol_hand             (SolState     *self,
                                   const char   *seat);
guint        sol_hand_limit       (SolState     *self,
                                   SolPlayer    *player);
/* The Patriot Score now: cards in sets of three or more and in straights. */
int          sol_patriot_score    (SolState     *self);
/* The cards of the Tory's hand his score counts now, highest first: the
 * Travel Hand's two highest, later every card (free the array, not the
 * ids); and with Oppression Points the single cards still in front of
 * him, one point each. */
GPtrArray   *sol_tory_counted     (SolState     *self,
                                   int           tory);
/* The Three-Card Handicap is on and the Tory faces two Patriots. */
gboolean     sol_handicapped      (SolState     *self);
int          sol_tory_singles     (SolState     *self,
                                   int           tory);
/* The score of Tory @tory's hand now, from those. */
int          sol_tory_score_of    (SolState     *self,
                                   int           tory,
                                   gboolean      with_tyranny);
/* The Tory whose score is highest (Largest Army; the Tory without it). */
int          sol_tory_best        (SolState     *self,
                                   gboolean      with_tyranny);
/* The Tory Score now: the highest of the Tories'. */
int          sol_tory_score       (SolState     *self,
                                   gboolean      with_tyranny);
guint        sol_n_face_cards     (GPtrArray    *ids);
/* The Travel Hand's route: “From the Grand Lodge to the Correspondent”. */
char        *sol_travel_text      (SolState     *self);
/* An objective's sentence in words (0 the Primary, 1-3 the Opportune). */
char        *sol_objective_text   (SolState     *self,
                                   int           objective);
char        *sol_level_name       (int           level);
/* The same to begin a line: “The Travel Hand”. */
char        *sol_level_title      (int           level);
/* A card read through a table of the Whist Code (SOL_TABLE_...). */
const char  *sol_table_word       (SolState     *self,
                                   int           table,
                                   const char   *card);
/* What people read for player @player: the seat as the group typed it
 * (“nobody” for -1). */
const char  *sol_seat_name        (SolState     *self,
                                   int           player);
/* The seat's id, lower case (piles, owners, arguments), or NULL. */
const char  *sol_seat_id          (SolState     *self,
                                   int           player);
/* What a Patriot Sheet slot (0 to 3) opens: “a hand of five cards”. */
const char  *sol_slot_name        (guint         slot);
/* The sentence of an effect: “Lock a set of 4s”. */
char        *sol_effect_text      (const SolEffect *effect);

/* What the actions share (sol-actions.c and the files of each part of
 * the battle). */
#define illegal(error, ...) muster_fail ((error), MUSTER_ERROR_ILLEGAL, __VA_ARGS__)
#define bad_args(error, ...) muster_fail ((error), MUSTER_ERROR_INVALID_ARGS, __VA_ARGS__)

/* Sections (the rulebook's chapter headings). */
#define SEC_WHIST "Decipher the Whist Code"
#define SEC_IDENTITY "Reveal Identities"
#define SEC_TRAVEL "The Travel Hand"
#define SEC_TORY_PLAYS "Tory Plays"
#define SEC_PATRIOT_PLAYS "Patriot Plays"
#define SEC_CALL "Call the Question"
#define SEC_CUT "Direct the Cut Scene"
#define SEC_OPPORTUNE "Exploit Opportune Objectives"
#define SEC_TORY_TACTICS "Tory Tactics"
#define SEC_PATRIOT_TACTICS "Patriot Tactics"
#define SEC_PRIMARY "Attempt the Primary Objective"
#define SEC_VERSUS "Versus Mode"
#define SEC_OPTIONS "Options Screen"

/* When an action is open: the phases (bits), and whether only in the
 * Travel Hand or only after it, and whether the Tory takes it. */
#define PH(p) (1 << (p))
#define TRAVEL_ONLY (1 << 20)
#define LATER_ONLY (1 << 21)
#define TORY_ACTS (1 << 22)
#define NOT_VERSUS (1 << 23)
#define VERSUS_ONLY (1 << 24)

/* With the players' own decks every card Muster has not seen on the table
 * lies in this pile, hands and stock alike. */
#define SOL_UNSEEN "unseen"

/* Seed the Field: the cards face up on the table for any Patriot. */
#define SOL_FIELD "field"
#define SOL_N_SEEDS 4

/* Cards of hands, fronts and melds (sol-table.c). */
/* The pile a seat's cards are found in and go to: its hand, or with the
 * players' own decks the unseen cards. */
char *
sol_hand_name (SolState   *self,
               const char *seat);
/* The next card a procedure turns up: drawn by Muster or, with the
 * players' own decks, the next of @args (*@next), a card not yet turned up
 * in this action (@taken). In Versus Mode from the support deck of player
 * @who (-1 in the other modes). */
char *
sol_turn_up (SolState            *self,
             int                  who,
             MusterChance        *chance,
             const char          *purpose,
             const char * const  *args,
             guint               *next,
             GPtrArray           *taken,
             GError             **error);
int
sol_need_player (SolState    *self,
                 const char  *seat,
                 GError     **error);
int
sol_need_patriot (SolState    *self,
                  const char  *seat,
                  GError     **error);
SolPlayer *
sol_tory_player (SolState *self);
const char *
sol_find_in_pile (SolState   *self,
                  const char *pile,
                  const char *arg,
                  GPtrArray  *exclude);
const char *
sol_find_in_hand (SolState   *self,
                  const char *seat,
                  const char *arg,
                  GPtrArray  *exclude);
const char *
sol_need_in_hand (SolState    *self,
                  const char  *seat,
                  const char  *arg,
                  GError     **error);
gboolean
sol_draw_to (SolState      *self,
             const char    *seat,
             guint          limit,
             MusterChance  *chance,
             GError       **error);
gboolean
sol_refill (SolState      *self,
            SolPlayer     *player,
            MusterChance  *chance,
            GError       **error);
void
sol_move_card (SolState   *self,
               const char *id,
               const char *to,
               GError    **error);
GPtrArray *
sol_copy_ids (GPtrArray *ids);
char *
sol_names_of (GPtrArray *ids);
SolMeld *
sol_live_meld (SolState *self,
               int       number,
               GPtrArray **cards);
SolMeld *
sol_need_meld (SolState    *self,
               const char  *arg,
               GPtrArray  **cards,
               GError     **error);
void
sol_reorder (SolState   *self,
             const char *pile,
             GPtrArray  *ordered);
void
sol_figure_suits (SolState            *self,
                  const SolPatriotDef *def,
                  SolSuit              suits[2]);
gboolean
sol_may_play_now (SolState    *self,
                  int          who,
                  GError     **error);
const char *
sol_need_tory_play_card (SolState    *self,
                         int          who,
                         const char  *arg,
                         GError     **error);
gboolean
sol_tory_lays (SolState      *self,
               int            who,
               const char    *card,
               MusterChance  *chance,
               GError       **error);

/* Cards named with an action that turns cards up: only with the players'
 * own decks, each of them used (sol-setup.c). */
gboolean
sol_check_told (SolState            *self,
                const char * const  *args,
                guint                used,
                GError             **error);

/* Turns (sol-turns.c): the Travel Hand's around the table; with Play in
 * Turns every later level's, the Tory's after every second Patriot. */
gboolean     sol_in_turns            (SolState     *self);
/* The section whose turns these are: the Travel Hand or the Options Screen. */
const char  *sol_turns_section       (SolState     *self);
/* A level starts: who takes the first turn. */
void         sol_turns_start         (SolState     *self);
/* The turn passes to the next player. */
void         sol_turns_next          (SolState     *self);

/* Seed the Field (sol-seed.c): as a level starts, its cards face up on the
 * table, turned up by Muster or named in @args from *@next. */
gboolean     sol_seed_field          (SolState            *self,
                                      const char * const  *args,
                                      guint               *next,
                                      MusterEntry         *entry,
                                      MusterChance        *chance,
                                      GError             **error);

/* Patriot Tag Teams (sol-tags.c). Whose identity is chosen now (-1 when
 * all have chosen): with Tag Teams every Patriot chooses a second time. */
int          sol_tags_chooser        (SolState     *self);
/* The choice under way is a partner's. */
gboolean     sol_tags_second_round   (SolState     *self);
/* Moves on to the next choice; TRUE when there is none. */
gboolean     sol_tags_next_chooser   (SolState     *self);
/* A sheet of the player's (the active figure's or the partner's) is still
 * to be filled in. */
gboolean     sol_sheet_owed          (SolPlayer    *p);
/* Circumstance @index of @fig may go on its sheet: it does not name
 * @other, the other figure of its team (NULL without one). */
gboolean     sol_tags_allows_circumstance (SolState            *self,
                                           const SolPatriotDef *fig,
                                           const char          *other,
                                           int                  index,
                                           GError             **error);
/* The circumstance in @slot of @p's active figure does not name a figure
 * resting in another player's team. */
gboolean     sol_tags_circumstance_works  (SolState   *self,
                                           SolPlayer  *p,
                                           int         slot,
                                           GError    **error);

#define SOL_APPLY(name) \
  gboolean name (MusterState *state, const MusterActionDef *def, MusterEntry *entry, \
                 MusterChance *chance, GError **error)
#define SOL_CANDIDATES(name) GPtrArray *name (MusterState *state, const MusterActionDef *def)

/* The actions (sol-setup.c, sol-levels.c, sol-plays.c, sol-tactics.c). */
SOL_APPLY (sol_apply_seat);
SOL_APPLY (sol_apply_decipher);
SOL_APPLY (sol_apply_reveal);
SOL_APPLY (sol_apply_become);
SOL_APPLY (sol_apply_sheet);
SOL_APPLY (sol_apply_introduce);
SOL_APPLY (sol_apply_meld);
SOL_APPLY (sol_apply_add);
SOL_APPLY (sol_apply_discard);
SOL_APPLY (sol_apply_take_discard);
SOL_APPLY (sol_apply_refuse_discard);
SOL_APPLY (sol_apply_end_turn);
SOL_APPLY (sol_apply_tory_play);
SOL_APPLY (sol_apply_enter);
SOL_APPLY (sol_apply_force_out);
SOL_APPLY (sol_apply_new_hand);
SOL_APPLY (sol_apply_claim_joker);
SOL_APPLY (sol_apply_call_for_cards);
SOL_APPLY (sol_apply_give);
SOL_APPLY (sol_apply_end_call);
SOL_APPLY (sol_apply_single);
SOL_APPLY (sol_apply_tactic);
SOL_APPLY (sol_apply_deal);
SOL_APPLY (sol_apply_call);
SOL_APPLY (sol_apply_second);
SOL_APPLY (sol_apply_withdraw);
SOL_APPLY (sol_apply_choose);
SOL_APPLY (sol_apply_redraw);
SOL_APPLY (sol_apply_show_hand);
SOL_APPLY (sol_apply_tory_swap);
SOL_APPLY (sol_apply_secret);
SOL_APPLY (sol_apply_reveal_secret);
SOL_APPLY (sol_apply_stack);
SOL_APPLY (sol_apply_issue);
SOL_APPLY (sol_apply_flip);
SOL_APPLY (sol_apply_displace);
SOL_APPLY (sol_apply_oust);
SOL_APPLY (sol_apply_deck_out);
SOL_APPLY (sol_apply_turns);
SOL_APPLY (sol_apply_combo);
SOL_APPLY (sol_apply_tag);

/* Their candidates (sol-candidates.c). */
SOL_CANDIDATES (sol_candidates_none);
SOL_CANDIDATES (sol_candidates_seat);
SOL_CANDIDATES (sol_candidates_become);
SOL_CANDIDATES (sol_candidates_sheet);
SOL_CANDIDATES (sol_candidates_introduce);
SOL_CANDIDATES (sol_candidates_meld);
SOL_CANDIDATES (sol_candidates_add);
SOL_CANDIDATES (sol_candidates_hand_card);
SOL_CANDIDATES (sol_candidates_seats);
SOL_CANDIDATES (sol_candidates_slots);
SOL_CANDIDATES (sol_candidates_choose);
SOL_CANDIDATES (sol_candidates_tactic);
SOL_CANDIDATES (sol_candidates_show_hand);
SOL_CANDIDATES (sol_candidates_turn_up);
SOL_CANDIDATES (sol_candidates_reveal_secret);
SOL_CANDIDATES (sol_candidates_stack);
SOL_CANDIDATES (sol_candidates_issue);
SOL_CANDIDATES (sol_candidates_flip);
SOL_CANDIDATES (sol_candidates_displace);
SOL_CANDIDATES (sol_candidates_oust);
SOL_CANDIDATES (sol_candidates_call_for_cards);
SOL_CANDIDATES (sol_candidates_turns);
SOL_CANDIDATES (sol_candidates_deal);
SOL_CANDIDATES (sol_candidates_combo);
SOL_CANDIDATES (sol_candidates_tag);

/* Campaign Mode (sol-campaign.c): the stage's Tyranny, and what a battle
 * carries to the next. sol_stage_rules() sets the line, the return of a
 * won wager and stacking from the stage's data (-1: Battle Mode's). */
void         sol_stage_rules         (SolState     *self,
                                      int           stage);
void         sol_campaign_set_stage  (SolState     *self,
                                      int           stage);
void         sol_campaign_write_carry (MusterState *state,
                                       xmlNode     *node);
gboolean     sol_campaign_take_input (MusterState  *state,
                                      const char   *name,
                                      xmlNode      *carry,
                                      GError      **error);
/* Refuses what the stage does not allow yet (Campaign Mode). */
gboolean     sol_campaign_allows_patriot (SolState            *self,
                                          const SolPatriotDef *fig,
                                          GError             **error);
gboolean     sol_campaign_allows_circumstance (SolState            *self,
                                               const SolPatriotDef *fig,
                                               int                  index,
                                               GError             **error);
gboolean     sol_campaign_allows_tory (SolState         *self,
                                       const SolToryDef *fig,
                                       GError          **error);
/* The Tory role goes to a player who has not had it in the campaign, while
 * one is seated: may player @who take it? */
gboolean     sol_campaign_may_be_tory (SolState     *self,
                                       int           who,
                                       GError      **error);
/* May Tory figure @fig come back for the Final Battle as the one extra
 * figure from an earlier battle (when no new one may come in now)? */
gboolean     sol_campaign_final_extra (SolState         *self,
                                       const SolToryDef *fig);
/* The Tory whose Secret Objective @viewer may read, or -1 (any Tory of
 * Largest Army on the Planet: the objective is the Tories'). */
int          sol_campaign_secret_reader (SolState         *self,
                                         const MusterSeat *viewer);
/* The campaign's record, each earlier battle and this one. */
MusterSheet *sol_campaign_record_sheet (SolState    *self);
/* This battle's stage: its name and years, the story's reminder, the line. */
MusterSheet *sol_campaign_stage_sheet  (SolState    *self);
void         sol_campaign_write_record (SolState    *self,
                                        xmlNode     *campaign);

/* Versus Mode (sol-versus.c): two Patriots, each with a support deck,
 * sway the republic on the issue at hand. */
void         sol_versus_setup        (SolState     *self,
                                      GHashTable   *options);
int          sol_issue_parse         (SolState     *self,
                                      const char   *id);
/* The two seats are known: their support decks and lines. */
void         sol_versus_seated       (SolState     *self);
/* The issues that set the two figures against each other (bits). */
guint        sol_versus_dividing     (SolState     *self);
/* After both figures are chosen: the issue at hand, when it is plain. */
void         sol_versus_chosen       (SolState     *self,
                                      MusterEntry  *entry);
gboolean     sol_versus_decipher     (SolState     *self,
                                      const char * const *args,
                                      MusterEntry  *entry,
                                      MusterChance *chance,
                                      GError      **error);
gboolean     sol_versus_deal         (SolState     *self,
                                      MusterEntry  *entry,
                                      MusterChance *chance,
                                      GError      **error);
/* A card drawn from player @who's support deck into the pile @to. */
char        *sol_versus_draw         (SolState     *self,
                                      int           who,
                                      const char   *to,
                                      MusterChance *chance,
                                      const char   *purpose,
                                      GError      **error);
gboolean     sol_versus_draw_to      (SolState     *self,
                                      const char   *seat,
                                      guint         limit,
                                      MusterChance *chance,
                                      GError      **error);
gboolean     sol_versus_call_for_cards (SolState   *self,
                                        SolPlayer  *player,
                                        const char * const *cards,
                                        MusterEntry *entry,
                                        GError    **error);
/* Ends the bout when a support deck has run out (Muster dealing). */
void         sol_versus_finish       (SolState     *self,
                                      MusterEntry  *entry);
char        *sol_support_pile        (const char   *seat);
char        *sol_line_pile           (const char   *seat);
/* Which player's deck a card belongs to: 0, or 1 for the second copies. */
int          sol_versus_deck_of      (const char   *id);
int          sol_versus_score        (SolState     *self,
                                      int           who);
void         sol_versus_describe     (SolState     *self,
                                      GString      *out);
MusterSheet *sol_versus_sheet        (SolState     *self);
MusterPending *sol_versus_pending    (SolState     *self);

/* Patriot plays (sol-plays.c): a new set or straight laid by @who. */
gboolean     sol_lay_meld            (SolState      *self,
                                      int            who,
                                      const char * const *cards,
                                      MusterEntry   *entry,
                                      MusterChance  *chance,
                                      GError       **error);

/* Patriot Combos (sol-combos.c). A Patriot's play of @suits (bits, the
 * natural cards from the hand) on meld @meld (0-based): it continues the
 * run on that meld or starts a new one, and a combo stops play. */
void         sol_combo_note_play     (SolState      *self,
                                      int            who,
                                      int            meld,
                                      guint          suits,
                                      MusterEntry   *entry);
/* Any other play breaks the run. */
void         sol_combo_break         (SolState      *self);
void         sol_combo_write         (SolState      *self,
                                      xmlNode       *battle);
MusterPending *sol_combo_pending     (SolState      *self);

/* Largest Army on the Planet (sol-army.c). The figures Tory @tory has
 * brought in; the Tory who brought figure @id in (-1: none). */
guint        sol_army_figures        (SolState      *self,
                                      int            tory);
int          sol_army_owner          (SolState      *self,
                                      const char    *id);
/* `introduce FIGURE SEAT` with several Tories. */
gboolean     sol_army_introduce      (SolState      *self,
                                      const SolToryDef *fig,
                                      const char    *seat,
                                      MusterEntry   *entry,
                                      GError       **error);
/* The Tory an action names (@seat, or NULL): the only Tory, the one whose
 * turn it is, or the one holding @card (a card word, or NULL). */
int          sol_army_tory           (SolState      *self,
                                      const char    *seat,
                                      const char    *card,
                                      GError       **error);
/* With the players' own decks, the first Tory who has not shown his hand
 * for the call under way, or -1 when every Tory has. */
int          sol_army_next_to_show   (SolState      *self);

extern const MusterActionTable sol_action_table;

G_END_DECLS
