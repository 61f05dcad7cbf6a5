/* sol-view.c: see sol-view.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"
#include "sol-view.h"

/* A hand is being played (not between hands or before the first). */
static gboolean
in_hand (SolState *self)
{
  return self->phase >= SOL_PHASE_PLAY && self->phase <= SOL_PHASE_SHOW;
}

/* The question was called and the table waits for the next hand. */
static gboolean
called (SolState *self)
{
  return (self->phase == SOL_PHASE_DIRECT || self->phase == SOL_PHASE_OVER) && self->outcome != NULL;
}

/* ---- the Objectives Sheet ------------------------------------------------------- */

void
sol_view_objective_free (SolViewObjective *objective)
{
  g_free (objective->name);
  g_free (objective->text);
  g_free (objective);
}

static SolViewProgress
progress_of (SolState  *self,
             int        level,
             SolResult  result)
{
  if (result == SOL_RESULT_PATRIOTS)
    return SOL_VIEW_COMPLETED;
  if (result == SOL_RESULT_TORY)
    return SOL_VIEW_FAILED;
  return self->level == level && in_hand (self) ? SOL_VIEW_CURRENT : SOL_VIEW_WAITING;
}

static void
add_objective (GPtrArray       *out,
               char            *name,
               char            *text,
               SolViewProgress  progress)
{
  SolViewObjective *o = g_new0 (SolViewObjective, 1);

  o->name = name;
  o->text = text;
  o->progress = progress;
  g_ptr_array_add (out, o);
}

GPtrArray *
sol_view_objectives (SolState *state)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) sol_view_objective_free);
  char *route = sol_travel_text (state);

  add_objective (out, sol_level_name (SOL_LEVEL_TRAVEL), route,
                 progress_of (state, SOL_LEVEL_TRAVEL, state->travel_result));
  for (int k = 0; k < SOL_N_OBJECTIVES; k++)
    add_objective (out, sol_level_name (k), sol_objective_text (state, k), progress_of (state, k, state->results[k]));
  if (state->campaign && state->secret_revealed)
    add_objective (out, sol_level_name (SOL_LEVEL_SECRET), sol_objective_text (state, SOL_LEVEL_SECRET),
                   progress_of (state, SOL_LEVEL_SECRET, state->results[SOL_LEVEL_SECRET]));
  return out;
}

/* ---- the melds --------------------------------------------------------------------- */

void
sol_view_meld_free (SolViewMeld *meld)
{
  g_strfreev (meld->cards);
  g_free (meld->block_low);
  g_free (meld->block_high);
  g_free (meld->chips);
  g_free (meld);
}

GPtrArray *
sol_view_melds (SolState *state)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) sol_view_meld_free);

  for (guint i = 0; i < state->melds->len; i++)
    {
      GPtrArray *cards = NULL;
      SolMeld *meld = sol_live_meld (state, (int) i + 1, &cards);
      SolViewMeld *m;

      if (meld == NULL)
        continue;
      m = g_new0 (SolViewMeld, 1);
      m->number = i + 1;
      m->straight = meld->straight;
      m->cards = g_new0 (char *, cards->len + 1);
      for (guint c = 0; c < cards->len; c++)
        {
          m->cards[c] = g_strdup (g_ptr_array_index (cards, c));
          m->n_jokers += sol_card_is_joker (m->cards[c]);
        }
      m->locked = meld->locked;
      m->block_low = g_strdup (meld->block_low);
      m->block_high = g_strdup (meld->block_high);
      m->scores = meld->straight || cards->len >= 3;
      m->side = meld->owner >= 0 ? sol_seat_id (state, meld->owner) : NULL;
      m->chips = sol_meld_chips_text (state, meld);
      g_ptr_array_add (out, m);
    }
  return out;
}

char *
sol_view_meld_text (const SolViewMeld *meld)
{
  guint n = g_strv_length (meld->cards);
  g_autofree char *first = n ? sol_card_name (meld->cards[0]) : g_strdup ("");
  g_autofree char *last = n ? sol_card_name (meld->cards[n - 1]) : g_strdup ("");
  GString *out = g_string_new (NULL);

  if (meld->straight)
    /* Translators: a straight on the table, “Straight of 4: Three of
     * Hearts to Six of Spades”. */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Straight of %u card: %s to %s",
                                              "Straight of %u cards: %s to %s", n), n, first, last);
  else
    {
      int rank = SOL_NO_RANK;

      for (guint i = 0; i < n && rank == SOL_NO_RANK; i++)
        rank = sol_card_rank (meld->cards[i]);
      /* Translators: a set on the table, “Set of 3 Fives”. */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Set of %u card of rank %s",
                                                "Set of %u cards of rank %s", n), n, sol_rank_name (rank));
    }
  if (meld->n_jokers > 0)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, ", with %u joker", ", with %u jokers", meld->n_jokers),
                            meld->n_jokers);
  if (meld->locked)
    g_string_append (out, _(", locked by the Tory"));
  if (meld->block_low != NULL && meld->block_high != NULL)
    g_string_append (out, _(", blocked at both ends"));
  else if (meld->block_low != NULL)
    g_string_append (out, _(", blocked at its low end"));
  else if (meld->block_high != NULL)
    g_string_append (out, _(", blocked at its high end"));
  if (meld->chips != NULL)
    g_string_append_printf (out, ": %s", meld->chips);
  if (!meld->scores)
    g_string_append (out, _(" (does not count until it has three cards)"));
  return g_string_free (out, FALSE);
}

guint
sol_view_n_jokers_waiting (SolState *state)
{
  GPtrArray *jokers = muster_deck_get_pile (state->deck, "jokers");

  return jokers != NULL ? jokers->len : 0;
}

GPtrArray *
sol_view_additions (SolState   *state,
                    const char *seat,
                    guint       number)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *meld = g_strdup_printf ("%u", number);
  GPtrArray *hand;
  int who = sol_find_player (state, seat);

  if (who < 0 || state->own_cards || !in_hand (state) || sol_player (state, (guint) who)->figure == NULL ||
      (hand = sol_hand (state, seat)) == NULL)
    return out;
  for (guint i = 0; i < hand->len; i++)
    {
      const char *id = g_ptr_array_index (hand, i);
      g_autofree char *face = g_strndup (id, strcspn (id, "#"));
      const char *args[] = { seat, meld, face, NULL };
      gboolean seen = FALSE;

      /* Two copies of a card are one addition. */
      for (guint k = 0; k < out->len && !seen; k++)
        seen = g_str_equal (g_ptr_array_index (out, k), face);
      if (!seen && muster_state_check (MUSTER_STATE (state), "add", args, FALSE, NULL))
        g_ptr_array_add (out, g_steal_pointer (&face));
    }
  return out;
}

char *
sol_view_card_name (const char *card)
{
  return sol_card_name (card);
}

/* ---- seats ---------------------------------------------------------------------------- */

guint
sol_view_n_seats (SolState *state)
{
  return state->players->len;
}

const char *
sol_view_seat (SolState *state,
               guint     i)
{
  return sol_player (state, i)->seat;
}

const char *
sol_view_field_pile (void)
{
  return SOL_FIELD;
}


const char *
sol_view_seat_role (SolState *state,
                    guint     i)
{
  SolPlayer *p = sol_player (state, i);
  const SolPatriotDef *def = p->figure ? sol_player_figure (state, p) : NULL;

  if (p->tory)
    return _("the Tory");
  return def != NULL ? def->name : _("no identity yet");
}

gboolean
sol_view_seat_is_tory (SolState *state,
                       guint     i)
{
  return sol_player (state, i)->tory;
}

const char *
sol_view_deck (void)
{
  return SOL_DECK;
}

char *
sol_view_hand_pile (const char *seat)
{
  return sol_hand_pile (seat);
}

char *
sol_view_front_pile (const char *seat)
{
  return sol_front_pile (seat);
}

gboolean
sol_view_own_cards (SolState *state)
{
  return state->own_cards;
}

void
sol_view_tyranny (SolState       *state,
                  SolViewTyranny *out)
{
  sol_view_tyranny_of (state, 0, out);
}

guint
sol_view_n_tories (SolState *state)
{
  return state->n_tories > 1 ? MAX (sol_n_tories (state), 1) : 1;
}

void
sol_view_tyranny_of (SolState       *state,
                     guint           k,
                     SolViewTyranny *out)
{
  int who = sol_next_tory (state, -1);
  SolTyranny *tyr;

  for (guint i = 0; i < k && who >= 0; i++)
    who = sol_next_tory (state, who);
  tyr = who >= 0 ? sol_tyranny (state, who) : &state->tyr[0];
  out->pool = tyr->pool->value;
  out->line = tyr->line->value;
  out->line_size = state->line_size;
  out->wagered = tyr->wagered->value;
  out->tory = state->n_tories > 1 && who >= 0 ? sol_seat_name (state, who) : NULL;
}

/* ---- the scores ------------------------------------------------------------------------ */

static void
score_row_free (SolViewScoreRow *row)
{
  g_free (row->label);
  g_free (row);
}

void
sol_view_score_free (SolViewScore *score)
{
  g_free (score->title);
  g_free (score->rule);
  g_ptr_array_unref (score->patriots);
  g_ptr_array_unref (score->tory);
  g_free (score);
}

static void
add_row (GPtrArray  *rows,
         int         points,
         char       *label)
{
  SolViewScoreRow *row = g_new0 (SolViewScoreRow, 1);

  row->label = label;
  row->points = points;
  g_ptr_array_add (rows, row);
}

SolViewScore *
sol_view_score (SolState *state)
{
  SolViewScore *score;
  g_autoptr(GPtrArray) melds = NULL;
  g_autoptr(GPtrArray) hand = NULL;
  g_autofree char *level = NULL;
  gboolean primary = state->level == SOL_LEVEL_PRIMARY;
  gboolean travel = state->level == SOL_LEVEL_TRAVEL;
  gboolean after = called (state);
  /* Largest Army on the Planet: the Tory whose hand is the score. */
  int tory = after ? sol_tory_best (state, primary) : sol_tory_index (state);
  int cards = 0;

  if ((!in_hand (state) && !after) || tory < 0)
    return NULL;
  score = g_new0 (SolViewScore, 1);
  score->patriots = g_ptr_array_new_with_free_func ((GDestroyNotify) score_row_free);
  score->tory = g_ptr_array_new_with_free_func ((GDestroyNotify) score_row_free);
  score->called = after;
  level = sol_level_name (state->level);
  score->title = after ? g_strdup (state->outcome)
                       /* Translators: over the scores of the hand being played. */
                       : g_strdup_printf (_("If the question were called now in %s"), level);

  /* Call the Question: each card of a straight, and of a set of three or
   * more, counts one. */
  melds = sol_view_melds (state);
  for (guint i = 0; i < melds->len; i++)
    {
      SolViewMeld *m = g_ptr_array_index (melds, i);
      guint n = g_strv_length (m->cards);

      if (!m->scores)
        continue;
      add_row (score->patriots, (int) n,
               m->straight ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Meld %u, a straight of %u card",
                                                           "Meld %u, a straight of %u cards", n), m->number, n)
                           : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Meld %u, a set of %u card",
                                                           "Meld %u, a set of %u cards", n), m->number, n));
      score->patriot_total += (int) n;
    }

  /* The cards of the Tory's hand his score counts (the engine says
   * which), shown only once the question is called. */
  score->tory_secret = !after;
  hand = after ? sol_tory_counted (state, tory) : g_ptr_array_new ();
  for (guint i = 0; i < hand->len; i++)
    {
      const char *id = g_ptr_array_index (hand, i);
      int value = sol_card_value (id, state->ace_value);

      add_row (score->tory, value, sol_card_name (id));
      cards += value;
    }
  if (after && sol_tory_singles (state, tory) > 0)
    {
      int singles = sol_tory_singles (state, tory);

      add_row (score->tory, singles,
               g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d single card still in front of him",
                                             "%d single cards still in front of him", singles), singles));
      cards += singles;
    }
  score->tory_total = after ? cards : -1;
  if (primary && after)
    {
      /* The Primary Objective adds his Tyranny; the line and the chips it
       * counted are gone once called (the outcome gives the total). */
      add_row (score->tory, -1, g_strdup (state->primary_counts_line ? _("Tyranny in the pool, the line and on the table")
                                                                       : _("Tyranny in the pool and on the table")));
      score->tory_total = -1;
    }
  if (sol_handicapped (state))
    score->rule = g_strdup_printf (_("With the Three-Card Handicap the Tory counts his two highest cards at every call, "
                                     "face cards 11 and an ace %d."), state->ace_value);
  else if (state->oppression)
    score->rule = g_strdup_printf (_("With Oppression Points the Tory counts every card in his hand, face cards 11 and "
                                     "an ace %d, and a point for each single card still in front of him."),
                                   state->ace_value);
  else if (travel)
    /* Translators: how the Tory Score is counted; %d is what an ace counts. */
    score->rule = g_strdup_printf (_("In the Travel Hand the Tory counts his two highest cards, face cards 11 and an "
                                     "ace %d; a tie goes to the Patriots."), state->ace_value);
  else if (state->later_ties_tory)
    score->rule = g_strdup_printf (_("The Tory counts every card in his hand, face cards 11 and an ace %d; a tie goes "
                                     "to the Tory."), state->ace_value);
  else
    score->rule = g_strdup_printf (_("The Tory counts every card in his hand, face cards 11 and an ace %d; a tie goes "
                                     "to the Patriots."), state->ace_value);
  return score;
}

/* ---- Campaign Mode ------------------------------------------------------------------------ */

gboolean
sol_view_campaign (SolState *state,
                   int      *stage,
                   gboolean *moves_on)
{
  if (stage != NULL)
    *stage = state->stage;
  if (moves_on != NULL)
    *moves_on = state->unlocked;
  return state->campaign;
}

char *
sol_view_secret_text (SolState *state)
{
  GString *out = g_string_new (NULL);
  SolResult result = state->results[SOL_LEVEL_SECRET];

  if (state->secret[0] == NULL)
    g_string_append (out, _("The Tory draws his Secret Objective after bringing in his first figure."));
  else if (!state->secret_revealed)
    g_string_append (out, _("The Tory has drawn his Secret Objective and keeps it to himself until he reveals it in "
                            "an Opportune hand."));
  else
    {
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "The Secret Objective is revealed, worth %d Tyranny.",
                                                "The Secret Objective is revealed, worth %d Tyranny.",
                                                state->secret_value), state->secret_value);
      if (result != SOL_RESULT_UNPLAYED)
        g_string_append_printf (out, " %s", result == SOL_RESULT_PATRIOTS ? _("The Patriots completed it.")
                                                                          : _("The Patriots failed it."));
    }
  if (state->final_battle)
    g_string_append_printf (out, " %s", _("The Primary Objective has become the Final Battle."));
  return g_string_free (out, FALSE);
}

MusterSheet *
sol_view_campaign_record (SolState *state)
{
  return state->campaign ? sol_campaign_record_sheet (state) : NULL;
}

guint
sol_view_n_stages (void)
{
  return SOL_N_STAGES;
}

const char *
sol_view_stage_name (SolState *state,
                     guint     stage)
{
  return stage < SOL_N_STAGES ? state->data->stage_names[stage] : "";
}

const char *
sol_view_stage_years (SolState *state,
                      guint     stage)
{
  return stage < SOL_N_STAGES ? state->data->stage_years[stage] : "";
}

const char *
sol_view_stage_reminder (SolState *state,
                         guint     stage)
{
  return stage < SOL_N_STAGES ? state->data->stage_reminders[stage] : "";
}

/* ---- Versus Mode ------------------------------------------------------------------ */

gboolean
sol_view_versus (SolState *state)
{
  return state->versus;
}

char *
sol_view_line_pile (const char *seat)
{
  return sol_line_pile (seat);
}

int
sol_view_support_left (SolState   *state,
                       const char *seat)
{
  g_autofree char *pile = sol_support_pile (seat);
  GPtrArray *cards = muster_deck_get_pile (state->deck, pile);

  if (state->own_cards)
    return -1;
  return cards != NULL ? (int) cards->len : 0;
}
