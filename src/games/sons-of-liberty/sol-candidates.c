/* sol-candidates.c: candidates: argument lists worth trying for each action, for the
 * random playouts and the forms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

/* Candidates: what a player might try, for the random playouts and the
 * forms. */

GPtrArray *
sol_candidates_none (MusterState *state, const MusterActionDef *def)
{
  GPtrArray *tries = muster_tries_new ();

  muster_tries_add (tries, NULL, NULL);
  return tries;
}

GPtrArray *
sol_candidates_seat (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  /* Largest Army on the Planet: two Patriots for every Tory. */
  if (self->n_tories > 2)
    muster_tries_add (tries, "ann", "ben", "cora", "dan", "eve", "finn", "gus", "hal", "ida", NULL);
  if (self->n_tories > 1)
    muster_tries_add (tries, "ann", "ben", "cora", "dan", "eve", "finn", NULL);
  muster_tries_add (tries, "ann", "ben", "cora", "dan", NULL);
  muster_tries_add (tries, "ann", "ben", "cora", NULL);
  muster_tries_add (tries, "ann", "ben", NULL);
  return tries;
}

GPtrArray *
sol_candidates_become (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();
  const char *seat;

  if (self->phase != SOL_PHASE_IDENTITY)
    return tries;
  seat = sol_seat_id (self, sol_tags_chooser (self));
  if (!self->versus && !sol_tags_second_round (self))
    muster_tries_add (tries, seat, "tory", NULL);
  for (guint i = 0; i < self->data->patriots->len; i++)
    muster_tries_add (tries, seat, ((SolPatriotDef *) g_ptr_array_index (self->data->patriots, i))->id, NULL);
  return tries;
}

GPtrArray *
sol_candidates_sheet (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);
      gboolean partner = p->call_suit != SOL_NO_SUIT && p->partner != NULL && p->partner_call_suit == SOL_NO_SUIT;
      const SolPatriotDef *fig = partner ? sol_data_patriot (self->data, p->partner) : sol_player_figure (self, p);
      char picks[SOL_N_SLOTS][8];
      guint n = 0;
      SolSuit suits[2];

      if (fig == NULL)
        continue;
      /* The first circumstances the sheet allows (Tag Teams refuse one
       * naming the partner). */
      for (guint c = 0; c < fig->circumstances->len && n < SOL_N_SLOTS; c++)
        if (sol_tags_allows_circumstance (self, fig, partner ? p->figure : p->partner, (int) c, NULL))
          g_snprintf (picks[n++], sizeof picks[0], "%u", c + 1);
      if (n < SOL_N_SLOTS)
        continue;
      sol_figure_suits (self, fig, suits);
      muster_tries_add (tries, p->seat, picks[0], picks[1], picks[2], picks[3], sol_suit_name (suits[0]), NULL);
      muster_tries_add (tries, p->seat, picks[3], picks[2], picks[1], picks[0], sol_suit_name (suits[1]), NULL);
    }
  return tries;
}

GPtrArray *
sol_candidates_introduce (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->data->tories->len; i++)
    {
      const char *id = ((SolToryDef *) g_ptr_array_index (self->data->tories, i))->id;

      if (self->n_tories <= 1)
        muster_tries_add (tries, id, NULL);
      /* Largest Army: each Tory brings in his own. */
      for (int t = sol_next_tory (self, -1); self->n_tories > 1 && t >= 0; t = sol_next_tory (self, t))
        muster_tries_add (tries, id, sol_seat_id (self, t), NULL);
    }
  return tries;
}

/* Sets and straights a Patriot could lay from the hand. */
GPtrArray *
sol_candidates_meld (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();
  GPtrArray *field = muster_deck_get_pile (self->deck, SOL_FIELD);

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);
      GPtrArray *hand = sol_hand (self, p->seat);

      if (p->figure == NULL || hand == NULL)
        continue;
      if (self->own_cards)
        {
          g_autofree char *pile = sol_hand_name (self, p->seat);

          /* With their own decks: a few runs of cards nobody has seen. */
          for (int r = (int) i % 3; r < 13; r += 3)
            {
              const char *ids[3] = { NULL, NULL, NULL };
              GPtrArray *unseen = muster_deck_get_pile (self->deck, pile);

              for (guint c = 0; unseen != NULL && c < unseen->len; c++)
                for (int k = 0; k < 3; k++)
                  if (ids[k] == NULL && sol_card_rank (g_ptr_array_index (unseen, c)) == (r + k) % 13)
                    ids[k] = g_ptr_array_index (unseen, c);
              if (ids[0] != NULL && ids[1] != NULL && ids[2] != NULL)
                muster_tries_add (tries, p->seat, ids[0], ids[1], ids[2], NULL);
            }
          continue;
        }
      for (guint a = 0; a < hand->len; a++)
        for (guint b = a + 1; b < hand->len; b++)
          {
            const char *x = g_ptr_array_index (hand, a), *y = g_ptr_array_index (hand, b);

            if (sol_card_rank (x) == sol_card_rank (y) || sol_card_is_joker (x) || sol_card_is_joker (y))
              muster_tries_add (tries, p->seat, x, y, NULL);
            for (guint c = b + 1; c < hand->len; c++)
              muster_tries_add (tries, p->seat, x, y, (const char *) g_ptr_array_index (hand, c), NULL);
            /* Seed the Field: with a card lying on it. */
            for (guint c = 0; field != NULL && c < field->len; c++)
              muster_tries_add (tries, p->seat, x, y, (const char *) g_ptr_array_index (field, c), NULL);
            /* Patriot Combos: four cards of the hand at once. */
            for (guint c = b + 1; self->combos && c < hand->len; c++)
              for (guint d = c + 1; d < hand->len; d++)
                muster_tries_add (tries, p->seat, x, y, (const char *) g_ptr_array_index (hand, c),
                                  (const char *) g_ptr_array_index (hand, d), NULL);
            /* Versus Mode: with a card of the player's support line. */
            if (self->versus)
              {
                g_autofree char *name = sol_line_pile (p->seat);
                GPtrArray *row = muster_deck_get_pile (self->deck, name);

                for (guint c = 0; row != NULL && c < row->len; c++)
                  muster_tries_add (tries, p->seat, x, y, (const char *) g_ptr_array_index (row, c), NULL);
              }
          }
    }
  return tries;
}

GPtrArray *
sol_candidates_add (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);
      GPtrArray *hand = sol_hand (self, p->seat);

      if (p->figure == NULL || hand == NULL)
        continue;
      for (guint m = 0; m < self->melds->len; m++)
        {
          g_autofree char *number = g_strdup_printf ("%u", m + 1);

          if (sol_live_meld (self, (int) m + 1, NULL) == NULL)
            continue;
          for (guint c = 0; c < hand->len; c++)
            {
              const char *card = g_ptr_array_index (hand, c);

              muster_tries_add (tries, p->seat, number, card, NULL);
              /* Patriot Combos: a suit the run on this meld lacks is
               * tried more often, so the playouts reach a combo. */
              for (int k = 0; k < 8 && self->combos && (int) m == self->combo_meld && !sol_card_is_joker (card) &&
                              !(self->combo_suits & (1u << sol_card_suit (card))); k++)
                muster_tries_add (tries, p->seat, number, card, NULL);
            }
        }
    }
  return tries;
}

/* One try per card of a seat's hand: (SEAT) CARD. */
static void
hand_tries (GPtrArray  *tries,
            SolState   *self,
            SolPlayer  *p,
            gboolean    with_seat)
{
  GPtrArray *hand = sol_hand (self, p->seat);

  for (guint c = 0; hand != NULL && c < hand->len; c++)
    if (with_seat)
      muster_tries_add (tries, p->seat, (const char *) g_ptr_array_index (hand, c), NULL);
    else if (self->n_tories > 1)
      /* Largest Army: the Tory named after the card. */
      muster_tries_add (tries, (const char *) g_ptr_array_index (hand, c), p->seat, NULL);
    else
      muster_tries_add (tries, (const char *) g_ptr_array_index (hand, c), NULL);
}

GPtrArray *
sol_candidates_hand_card (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      if ((def->tag & TORY_ACTS) ? p->tory : p->figure != NULL)
        hand_tries (tries, self, p, !(def->tag & TORY_ACTS));
    }
  return tries;
}

GPtrArray *
sol_candidates_seats (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    muster_tries_add (tries, sol_player (self, i)->seat, NULL);
  return tries;
}

GPtrArray *
sol_candidates_slots (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  if (sol_tory_index (self) < 0 && def->apply != sol_apply_enter)
    return tries;
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      if (p->figure == NULL)
        continue;
      for (guint s = 0; s < SOL_N_SLOTS; s++)
        {
          g_autofree char *slot = g_strdup_printf ("%u", s + 1);

          if (def->apply == sol_apply_enter)
            muster_tries_add (tries, p->seat, slot, NULL);
          else
            for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
              {
                GPtrArray *hand = sol_hand (self, sol_seat_id (self, t));

                for (guint c = 0; hand != NULL && c < hand->len; c++)
                  muster_tries_add (tries, p->seat, slot, (const char *) g_ptr_array_index (hand, c),
                                    self->n_tories > 1 ? sol_seat_id (self, t) : NULL, NULL);
              }
        }
    }
  return tries;
}

GPtrArray *
sol_candidates_choose (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();
  const char *ids[] = { "primary", "opportune-1", "opportune-2", "opportune-3", "secret" };
  GPtrArray *unseen = muster_deck_get_pile (self->deck, SOL_UNSEEN);
  /* Own decks and a seeded field: the cards laid on it, after the two of
   * the Final Battle when they are due. */
  guint named = !self->own_cards || !self->seed ? 0
                : SOL_N_SEEDS + (self->final_battle && self->final_cards[0] == NULL ? 2 : 0);

  for (guint i = 0; i < self->players->len; i++)
    if (self->director < 0 || self->director == (int) i)
      for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
        {
          GStrvBuilder *builder = g_strv_builder_new ();

          g_strv_builder_add (builder, sol_seat_id (self, (int) i));
          g_strv_builder_add (builder, ids[k]);
          for (guint c = 0; c < named && unseen != NULL && unseen->len > 7 * named; c++)
            g_strv_builder_add (builder, g_ptr_array_index (unseen, 7 * c));
          g_ptr_array_add (tries, g_strv_builder_end (builder));
          g_strv_builder_unref (builder);
        }
  return tries;
}

GPtrArray *
sol_candidates_tactic (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint f = 0; f < self->tory_figures->len; f++)
    {
      const char *fig = g_ptr_array_index (self->tory_figures, f);
      /* The discard after a steal, from the hand of the figure's Tory. */
      int owner = sol_army_owner (self, fig);
      GPtrArray *hand = owner >= 0 ? sol_hand (self, sol_seat_id (self, owner)) : NULL;
      const char *discard = hand != NULL && hand->len > 0 ? g_ptr_array_index (hand, 0) : NULL;

      for (guint w = 0; w < 2; w++)
        {
          const char *which = w ? "usurpation" : "abuse";

          muster_tries_add (tries, fig, which, NULL);
          for (guint m = 0; m < self->melds->len; m++)
            {
              g_autofree char *number = g_strdup_printf ("%u", m + 1);
              GPtrArray *cards = NULL;

              if (sol_live_meld (self, (int) m + 1, &cards) == NULL)
                continue;
              muster_tries_add (tries, fig, which, number, NULL);
              muster_tries_add (tries, fig, which, number, (const char *) g_ptr_array_index (cards, 0), discard, NULL);
              muster_tries_add (tries, fig, which, number, (const char *) g_ptr_array_index (cards, cards->len - 1), discard,
                       NULL);
            }
        }
    }
  return tries;
}

/* The Tory's hand as he might show it: some cards nobody has seen. */
GPtrArray *
sol_candidates_show_hand (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();
  GPtrArray *unseen = muster_deck_get_pile (self->deck, SOL_UNSEEN);
  int next = self->n_tories > 1 ? sol_army_next_to_show (self) : -1;
  SolPlayer *tory = next >= 0 ? sol_player (self, (guint) next) : sol_tory_player (self);
  guint n = tory ? sol_hand_limit (self, tory) : sol_n_patriots (self);
  GStrvBuilder *builder;

  if (unseen == NULL || unseen->len < n)
    return tries;
  builder = g_strv_builder_new ();
  if (next >= 0)
    g_strv_builder_add (builder, tory->seat);
  for (guint i = 0; i < n; i++)
    g_strv_builder_add (builder, g_ptr_array_index (unseen, i));
  g_ptr_array_add (tries, g_strv_builder_end (builder));
  g_strv_builder_unref (builder);
  return tries;
}

/* Versus Mode with the players' own decks: cards of each support deck,
 * those of the first chooser for the New Whist Code, for the figure
 * choice (and the support lines) one of each deck in turn. */
static GPtrArray *
versus_turn_up (SolState  *self,
                GPtrArray *tries)
{
  GPtrArray *decks[2];
  GStrvBuilder *builder = g_strv_builder_new ();
  guint n = self->phase == SOL_PHASE_WHIST ? SOL_N_VERSUS_WHIST : self->phase == SOL_PHASE_REVEAL ? 8 : 2;

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *pile = sol_support_pile (sol_seat_id (self, (int) i));

      decks[i] = muster_deck_get_pile (self->deck, pile);
    }
  if (self->phase == SOL_PHASE_WHIST)
    decks[1] = decks[0] = decks[GPOINTER_TO_INT (g_ptr_array_index (self->order, 0))];
  for (guint i = 0; i < n; i++)
    {
      GPtrArray *deck = decks[i % 2];
      guint k = self->phase == SOL_PHASE_WHIST ? i : i / 2;

      if (deck == NULL || deck->len <= k)
        {
          g_strv_builder_unref (builder);
          return tries;
        }
      /* Every seventh card, the second deck's a few on: ranks differ. */
      g_strv_builder_add (builder, g_ptr_array_index (deck, (k * 7 + (self->phase == SOL_PHASE_WHIST ? 0 : 3 * (i % 2)))
                                                            % deck->len));
      if (self->phase == SOL_PHASE_REVEAL && i % 2 == 1)
        {
          /* The first pair, then with tie-breakers. */
          GStrvBuilder *copy = g_strv_builder_new ();
          g_auto(GStrv) sofar = g_strv_builder_end (builder);

          g_strv_builder_addv (copy, (const char **) sofar);
          g_ptr_array_add (tries, g_strv_builder_end (copy));
          g_strv_builder_unref (copy);
          g_strv_builder_addv (builder, (const char **) sofar);
        }
    }
  if (self->phase != SOL_PHASE_REVEAL)
    g_ptr_array_add (tries, g_strv_builder_end (builder));
  g_strv_builder_unref (builder);
  return tries;
}

/* Cards turned up: nothing to name when Muster draws; with the players'
 * own decks, cards nobody has seen, as many as the action turns up (for
 * identities, a few more in case of ties). */
GPtrArray *
sol_candidates_turn_up (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();
  GPtrArray *unseen = muster_deck_get_pile (self->deck, SOL_UNSEEN);
  guint n = self->phase == SOL_PHASE_WHIST ? SOL_N_WHIST : self->players->len;

  if (!self->own_cards)
    {
      muster_tries_add (tries, NULL, NULL);
      return tries;
    }
  if (self->versus)
    return versus_turn_up (self, tries);
  for (guint extra = 0; extra <= 8; extra += 2)
    {
      GStrvBuilder *builder;

      if (unseen == NULL || unseen->len < n + extra || (extra > 0 && self->phase == SOL_PHASE_WHIST))
        break;
      builder = g_strv_builder_new ();
      /* Every seventh card, so that ranks differ. */
      for (guint i = 0; i < n + extra; i++)
        g_strv_builder_add (builder, g_ptr_array_index (unseen, (i * 7) % unseen->len));
      g_ptr_array_add (tries, g_strv_builder_end (builder));
      g_strv_builder_unref (builder);
    }
  return tries;
}

GPtrArray *
sol_candidates_reveal_secret (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  if (self->own_cards)
    muster_tries_add (tries, "4", "5D", "6C", "7H", "QH", "2C", NULL);
  else
    {
      muster_tries_add (tries, "3", NULL);
      muster_tries_add (tries, "5", NULL);
    }
  return tries;
}

GPtrArray *
sol_candidates_stack (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint m = 0; m < self->melds->len; m++)
    {
      SolMeld *meld = g_ptr_array_index (self->melds, m);
      g_autofree char *number = g_strdup_printf ("%u", m + 1);

      if (sol_live_meld (self, (int) m + 1, NULL) != NULL &&
          (meld->locked || meld->block_low != NULL || meld->block_high != NULL))
        {
          muster_tries_add (tries, number, NULL);
          for (int t = sol_next_tory (self, -1); self->n_tories > 1 && t >= 0; t = sol_next_tory (self, t))
            muster_tries_add (tries, number, sol_seat_id (self, t), NULL);
        }
    }
  return tries;
}


GPtrArray *
sol_candidates_issue (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < SOL_N_ISSUES; i++)
    muster_tries_add (tries, self->data->issue_ids[i], NULL);
  return tries;
}

GPtrArray *
sol_candidates_flip (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);

  if (!self->own_cards)
    {
      GPtrArray *tries = muster_tries_new ();

      muster_tries_add (tries, NULL, NULL);
      return tries;
    }
  return sol_candidates_turn_up (state, def);
}

/* Versus Mode: a card of either support line for each joker on a meld. */
GPtrArray *
sol_candidates_displace (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint m = 0; m < self->melds->len; m++)
    {
      SolMeld *meld = g_ptr_array_index (self->melds, m);
      g_autofree char *number = g_strdup_printf ("%u", m + 1);
      GPtrArray *cards = NULL;
      gboolean joker = FALSE;

      if (meld->owner < 0 || sol_live_meld (self, (int) m + 1, &cards) == NULL)
        continue;
      for (guint c = 0; c < cards->len; c++)
        joker |= sol_card_is_joker (g_ptr_array_index (cards, c));
      for (guint i = 0; joker && i < self->players->len; i++)
        {
          g_autofree char *pile = sol_line_pile (sol_seat_id (self, (int) i));
          GPtrArray *row = muster_deck_get_pile (self->deck, pile);

          for (guint c = 0; row != NULL && c < row->len; c++)
            muster_tries_add (tries, sol_seat_id (self, 1 - meld->owner), number,
                              (const char *) g_ptr_array_index (row, c), NULL);
        }
    }
  return tries;
}

/* Versus Mode: the other player's possible sets and straights, for each
 * circumstance a figure is in. */
GPtrArray *
sol_candidates_oust (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();
  g_autoptr(GPtrArray) melds = sol_candidates_meld (state, def);

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      for (guint s = 0; s < SOL_N_SLOTS; s++)
        for (guint t = 0; p->in[s] && t < melds->len; t++)
          {
            const char * const *meld = g_ptr_array_index (melds, t);
            g_autofree char *slot = g_strdup_printf ("%u", s + 1);
            GStrvBuilder *builder;

            if (meld == NULL || g_strcmp0 (meld[0], p->seat) == 0)
              continue;
            builder = g_strv_builder_new ();
            g_strv_builder_add (builder, p->seat);
            g_strv_builder_add (builder, slot);
            g_strv_builder_addv (builder, (const char **) meld + 1);
            g_ptr_array_add (tries, g_strv_builder_end (builder));
            g_strv_builder_unref (builder);
          }
    }
  return tries;
}

/* Each seat; in Versus Mode with the cards of the called suit in the
 * support lines. */
GPtrArray *
sol_candidates_call_for_cards (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries;

  if (!self->versus)
    return sol_candidates_seats (state, def);
  tries = muster_tries_new ();
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      for (guint j = 0; j < self->players->len; j++)
        {
          g_autofree char *pile = sol_line_pile (sol_seat_id (self, (int) j));
          GPtrArray *row = muster_deck_get_pile (self->deck, pile);

          for (guint c = 0; row != NULL && c < row->len; c++)
            if (sol_card_suit (g_ptr_array_index (row, c)) == p->call_suit)
              muster_tries_add (tries, p->seat, (const char *) g_ptr_array_index (row, c), NULL);
        }
    }
  return tries;
}

/* What a combo may take: each chip on a live meld, each stolen card back,
 * the other support line, or nothing. */
GPtrArray *
sol_candidates_combo (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  if (self->phase != SOL_PHASE_COMBO)
    return tries;
  for (guint i = 0; i < self->players->len; i++)
    {
      const char *seat = sol_player (self, i)->seat;

      if (!(self->combo_players & (1u << i)))
        continue;
      muster_tries_add (tries, seat, "decline", NULL);
      if (self->versus)
        muster_tries_add (tries, seat, "line", NULL);
      for (guint m = 0; m < self->melds->len; m++)
        {
          SolMeld *meld = g_ptr_array_index (self->melds, m);
          g_autofree char *number = g_strdup_printf ("%u", m + 1);

          if (sol_live_meld (self, (int) m + 1, NULL) == NULL)
            continue;
          if (meld->locked)
            muster_tries_add (tries, seat, "remove", number, NULL);
          if (meld->block_low != NULL)
            muster_tries_add (tries, seat, "remove", number, meld->block_low, NULL);
          if (meld->block_high != NULL)
            muster_tries_add (tries, seat, "remove", number, meld->block_high, NULL);
          if (meld->stolen != NULL)
            muster_tries_add (tries, seat, "steal-back", number, NULL);
        }
    }
  return tries;
}

/* Patriot Tag Teams: any Patriot with a second figure may tag. */
GPtrArray *
sol_candidates_tag (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    if (sol_player (self, i)->partner != NULL)
      muster_tries_add (tries, sol_seat_id (self, (int) i), NULL);
  return tries;
}
