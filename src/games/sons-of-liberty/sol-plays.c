/* sol-plays.c: Patriot and Tory plays: sets and straights, adding to and taking
 * from the melds on the table, discards offered to the Tory, the Travel
 * Hand's turns and the cards the Tory plays in front of himself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

/* Patriot plays: sets and straights from the hand, the singles in front
 * of anyone and the melds on the table. */

typedef struct
{
  const char *id;
  int         meld;   /* the meld it is taken from (0-based), or -1 */
  gboolean    hand;
  gboolean    line;   /* Versus Mode: from the support line, not the hand */
} Pick;

static gboolean
pick_cards (SolState            *self,
            SolPlayer           *player,
            const char * const  *args,
            int                  skip_meld,
            GArray              *picks,
            GError             **error)
{
  g_autoptr(GPtrArray) used = g_ptr_array_new ();
  /* Versus Mode: a player's own support line serves like the hand, and
   * the other side of the table is not to be built on. */
  g_autofree char *line = self->versus ? sol_line_pile (player->seat) : NULL;
  int who = sol_find_player (self, player->seat);
  gboolean from_hand = FALSE;

  for (guint a = 0; args[a] != NULL; a++)
    {
      Pick pick = { NULL, -1, FALSE, FALSE };

      /* With the players' own decks a card named that lies in the seeded
       * field is taken from it: its twin in a hand would be no different. */
      if (self->own_cards)
        pick.id = sol_find_in_pile (self, SOL_FIELD, args[a], used);
      if (pick.id == NULL && (pick.id = sol_find_in_hand (self, player->seat, args[a], used)) != NULL)
        pick.hand = TRUE;
      else if (pick.id == NULL && line != NULL && (pick.id = sol_find_in_pile (self, line, args[a], used)) != NULL)
        pick.hand = pick.line = TRUE;
      for (guint i = 0; pick.id == NULL && i < self->players->len; i++)
        {
          g_autofree char *front = sol_front_pile (sol_player (self, i)->seat);

          if (!self->versus || (int) i == who)
            pick.id = sol_find_in_pile (self, front, args[a], used);
        }
      /* Seed the Field: the cards on it serve as singles (there is no
       * such pile without the option). */
      if (pick.id == NULL)
        pick.id = sol_find_in_pile (self, SOL_FIELD, args[a], used);
      for (guint m = 0; pick.id == NULL && m < self->melds->len; m++)
        {
          g_autofree char *pile = sol_meld_pile (m);

          if ((int) m == skip_meld || (self->versus && ((SolMeld *) g_ptr_array_index (self->melds, m))->owner != who))
            continue;
          if ((pick.id = sol_find_in_pile (self, pile, args[a], used)) != NULL)
            pick.meld = (int) m;
        }
      if (pick.id == NULL)
        return bad_args (error, _("%s: no card “%s” is in %s's hand or on the table"), SEC_PATRIOT_PLAYS,
                         args[a], player->name);
      from_hand |= pick.hand;
      g_ptr_array_add (used, (gpointer) pick.id);
      g_array_append_val (picks, pick);
    }
  if (!from_hand)
    return illegal (error, self->versus ? _("%s: a play lays at least one card from the hand or the support line")
                                        : _("%s: a play lays at least one card from the hand"), SEC_PATRIOT_PLAYS);
  return TRUE;
}

/* The melds the picks take cards from must stay legal without them. */
static gboolean
check_takings (SolState  *self,
               GArray    *picks,
               GError   **error)
{
  for (guint m = 0; m < self->melds->len; m++)
    {
      g_autofree char *pile = sol_meld_pile (m);
      GPtrArray *cards = muster_deck_get_pile (self->deck, pile);
      SolMeld *meld = g_ptr_array_index (self->melds, m);
      g_autoptr(GPtrArray) left = g_ptr_array_new ();
      gboolean touched = FALSE;

      for (guint i = 0; i < picks->len; i++)
        if (g_array_index (picks, Pick, i).meld == (int) m)
          {
            const char *id = g_array_index (picks, Pick, i).id;

            touched = TRUE;
            if (meld->locked)
              return illegal (error, _("%s: meld %u is locked"), SEC_TORY_TACTICS, m + 1);
            if (g_strcmp0 (id, meld->block_low) == 0 || g_strcmp0 (id, meld->block_high) == 0)
              return illegal (error, _("%s: a Tyranny chip holds that card"), SEC_TORY_TACTICS);
          }
      if (!touched)
        continue;
      for (guint c = 0; c < cards->len; c++)
        {
          gboolean taken = FALSE;

          for (guint i = 0; i < picks->len; i++)
            taken |= g_array_index (picks, Pick, i).meld == (int) m &&
                     g_str_equal (g_array_index (picks, Pick, i).id, g_ptr_array_index (cards, c));
          if (!taken)
            g_ptr_array_add (left, g_ptr_array_index (cards, c));
        }
      if (left->len == 0)
        continue;
      if (meld->straight ? !sol_order_straight (left, self->wrap, meld->block_low, meld->block_high, NULL)
                         : !sol_is_set (left, NULL) || (left->len < 3 && !self->leave_pair))
        return illegal (error, _("%s: what is left of meld %u would not be a set or a straight"),
                        SEC_PATRIOT_PLAYS, m + 1);
    }
  return TRUE;
}

/* Moves the picks to @pile and puts every straight they touched in order. */
static void
lay_picks (SolState   *self,
           GArray     *picks,
           const char *pile)
{
  for (guint i = 0; i < picks->len; i++)
    sol_move_card (self, g_array_index (picks, Pick, i).id, pile, NULL);
  for (guint m = 0; m < self->melds->len; m++)
    {
      g_autofree char *name = sol_meld_pile (m);
      GPtrArray *cards = muster_deck_get_pile (self->deck, name);
      SolMeld *meld = g_ptr_array_index (self->melds, m);
      g_autoptr(GPtrArray) ordered = NULL;

      if (!meld->straight || cards == NULL || cards->len == 0)
        continue;
      ordered = sol_copy_ids (cards);
      if (sol_order_straight (ordered, self->wrap, meld->block_low, meld->block_high, &meld->start))
        sol_reorder (self, name, ordered);
    }
}

gboolean
sol_may_play_now (SolState    *self,
                  int          who,
                  GError     **error)
{
  if (sol_in_turns (self) && self->turn != who)
    return illegal (error, _("%s: it is %s's turn"), sol_turns_section (self), sol_seat_name (self, self->turn));
  /* Versus Mode: who chose a figure last plays first. */
  if (self->versus && self->opening && self->turn != who)
    return illegal (error, _("%s: %s makes the first play"), SEC_VERSUS, sol_seat_name (self, self->turn));
  return TRUE;
}

static gboolean
after_play (SolState      *self,
            SolPlayer     *player,
            MusterChance  *chance,
            GError       **error)
{
  self->acted = TRUE;
  self->opening = self->swap_open = FALSE;
  /* Played in turns, the hand is filled at the end of the turn. */
  if (sol_in_turns (self))
    return TRUE;
  return sol_refill (self, player, chance, error);
}

/* The suits of the natural cards the picks take from the hand (bits),
 * for Patriot Combos. */
static guint
hand_suits (GArray *picks)
{
  guint suits = 0;

  for (guint i = 0; i < picks->len; i++)
    {
      const Pick *pick = &g_array_index (picks, Pick, i);

      if (pick->hand && !pick->line && !sol_card_is_joker (pick->id))
        suits |= 1u << sol_card_suit (pick->id);
    }
  return suits;
}

static char *
picks_text (GArray *picks)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < picks->len; i++)
    g_ptr_array_add (ids, (gpointer) g_array_index (picks, Pick, i).id);
  return sol_names_of (ids);
}

gboolean
sol_lay_meld (SolState            *self,
              int                  who,
              const char * const  *args,
              MusterEntry         *entry,
              MusterChance        *chance,
              GError             **error)
{
  g_autoptr(GArray) picks = g_array_new (FALSE, FALSE, sizeof (Pick));
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autofree char *pile = NULL;
  g_autofree char *text = NULL;
  SolPlayer *p = sol_player (self, (guint) who);
  SolMeld *meld;
  int start = 0;
  guint suits;
  gboolean is_set, is_straight;

  if (!sol_may_play_now (self, who, error) ||
      !pick_cards (self, p, args, -1, picks, error) || !check_takings (self, picks, error))
    return FALSE;
  for (guint i = 0; i < picks->len; i++)
    g_ptr_array_add (ids, (gpointer) g_array_index (picks, Pick, i).id);
  is_set = sol_is_set (ids, NULL);
  is_straight = !is_set && sol_order_straight (ids, self->wrap, NULL, NULL, &start);
  if (!is_set && !is_straight)
    return illegal (error, _("%s: the cards are neither a set of one rank nor a straight of three or more"),
                    SEC_PATRIOT_PLAYS);
  meld = g_new0 (SolMeld, 1);
  meld->straight = is_straight;
  meld->start = start;
  meld->owner = self->versus ? who : -1;
  g_ptr_array_add (self->melds, meld);
  pile = sol_meld_pile (self->melds->len - 1);
  if (muster_deck_get_pile (self->deck, pile) == NULL)
    muster_deck_add_pile (self->deck, pile, NULL, FALSE);
  text = picks_text (picks);
  suits = hand_suits (picks);
  lay_picks (self, picks, pile);
  muster_entry_append_text (entry, is_set ? _("%s lays a set as meld %u: %s.") : _("%s lays a straight as meld %u: %s."),
                            p->name, self->melds->len, text);
  if (!after_play (self, p, chance, error))
    return FALSE;
  sol_combo_note_play (self, who, (int) self->melds->len - 1, suits, entry);
  return TRUE;
}

gboolean
sol_apply_meld (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int who;

  if (muster_args_count (args) < 3)
    return bad_args (error, _("Usage: %s"), "meld SEAT CARD CARD...");
  if ((who = sol_need_patriot (self, args[0], error)) < 0)
    return FALSE;
  return sol_lay_meld (self, who, args + 1, entry, chance, error);
}

gboolean
sol_apply_add (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GArray) picks = g_array_new (FALSE, FALSE, sizeof (Pick));
  g_autoptr(GPtrArray) all = NULL;
  g_autofree char *text = NULL;
  g_autofree char *pile = NULL;
  GPtrArray *cards;
  SolMeld *meld;
  SolPlayer *p;
  guint suits;
  int who, number;

  if (muster_args_count (args) < 3)
    return bad_args (error, _("Usage: %s"), "add SEAT MELD CARD...");
  if ((who = sol_need_patriot (self, args[0], error)) < 0 || !sol_may_play_now (self, who, error) ||
      (meld = sol_need_meld (self, args[1], &cards, error)) == NULL)
    return FALSE;
  number = atoi (args[1]);
  p = sol_player (self, (guint) who);
  if (meld->locked)
    return illegal (error, _("%s: meld %d is locked"), SEC_TORY_TACTICS, number);
  if (self->versus && meld->owner != who)
    return illegal (error, _("%s: meld %d lies on the other side of the table"), SEC_VERSUS, number);
  if (!pick_cards (self, p, args + 2, number - 1, picks, error) || !check_takings (self, picks, error))
    return FALSE;
  all = sol_copy_ids (cards);
  for (guint i = 0; i < picks->len; i++)
    g_ptr_array_add (all, g_strdup (g_array_index (picks, Pick, i).id));
  if (meld->straight ? !sol_order_straight (all, self->wrap, meld->block_low, meld->block_high, NULL)
                     : !sol_is_set (all, NULL))
    return illegal (error, meld->straight && (meld->block_low || meld->block_high)
                           ? _("%s: the cards do not extend meld %d at an end free of Tyranny")
                           : _("%s: the cards do not fit meld %d"),
                    meld->straight && (meld->block_low || meld->block_high) ? SEC_TORY_TACTICS : SEC_PATRIOT_PLAYS,
                    number);
  text = picks_text (picks);
  suits = hand_suits (picks);
  pile = sol_meld_pile ((guint) number - 1);
  lay_picks (self, picks, pile);
  muster_entry_append_text (entry, _("%s adds %s to meld %d."), p->name, text, number);
  if (!after_play (self, p, chance, error))
    return FALSE;
  sol_combo_note_play (self, who, number - 1, suits, entry);
  return TRUE;
}

gboolean
sol_apply_discard (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *name = NULL;
  const char *card;
  int who;

  if (!muster_args_check_count (args, 2, 2, "discard SEAT CARD", error) ||
      (who = sol_need_patriot (self, args[0], error)) < 0 || !sol_may_play_now (self, who, error))
    return FALSE;
  if (self->acted)
    return illegal (error, _("%s: one play or discard a turn"), SEC_PATRIOT_PLAYS);
  if ((card = sol_need_in_hand (self, args[0], args[1], error)) == NULL)
    return FALSE;
  self->offered = g_strdup (card);
  sol_combo_break (self);
  name = sol_card_name (card);
  sol_move_card (self, self->offered, "in-play", NULL);
  muster_entry_append_text (entry, _("%s cannot play and offers the %s to the Tory."), sol_seat_name (self, who), name);
  self->caller = who;
  self->phase = SOL_PHASE_OFFER;
  return TRUE;
}

gboolean
sol_apply_take_discard (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *tory;
  g_autofree char *pile = NULL;
  g_autofree char *taken = NULL;
  g_autofree char *dropped = NULL;
  const char *own;
  int who;

  if (!muster_args_check_count (args, 1, 2, "take-discard CARD [TORY]", error) ||
      (who = sol_army_tory (self, args[1], args[0], error)) < 0)
    return FALSE;
  tory = sol_player (self, (guint) who);
  pile = sol_hand_name (self, tory->seat);
  if ((own = sol_need_in_hand (self, tory->seat, args[0], error)) == NULL)
    return FALSE;
  taken = sol_card_name (self->offered);
  dropped = sol_card_name (own);
  sol_move_card (self, own, "discard", NULL);
  sol_move_card (self, self->offered, pile, NULL);
  if (self->n_tories > 1)
    muster_entry_append_text (entry, _("%s, a Tory, takes the %s and discards the %s."), tory->name, taken, dropped);
  else
    muster_entry_append_text (entry, _("The Tory takes the %s and discards the %s."), taken, dropped);
  g_clear_pointer (&self->offered, g_free);
  self->phase = SOL_PHASE_PLAY;
  self->acted = TRUE;
  return TRUE;
}

gboolean
sol_apply_refuse_discard (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  g_autofree char *name = sol_card_name (self->offered);

  sol_move_card (self, self->offered, "discard", NULL);
  muster_entry_append_text (entry, _("The Tory leaves the %s on the discard pile."), name);
  g_clear_pointer (&self->offered, g_free);
  self->phase = SOL_PHASE_PLAY;
  self->acted = TRUE;
  return TRUE;
}

gboolean
sol_apply_end_turn (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  SolPlayer *p = sol_player (self, (guint) self->turn);
  GPtrArray *hand = sol_hand (self, p->seat);

  if (!p->tory && !self->acted && hand->len > 0)
    return illegal (error, _("%s: a Patriot who cannot play discards a card before the turn ends"), SEC_PATRIOT_PLAYS);
  if (!sol_refill (self, p, chance, error))
    return FALSE;
  sol_turns_next (self);
  muster_entry_set_rule (entry, sol_turns_section (self));
  muster_entry_append_text (entry, _("%s ends the turn; %s plays next."), p->name, sol_seat_name (self, self->turn));
  return TRUE;
}

/* Tory plays */

const char *
sol_need_tory_play_card (SolState    *self,
                         int          who,
                         const char  *arg,
                         GError     **error)
{
  SolPlayer *tory = sol_player (self, (guint) who);
  const char *card = sol_need_in_hand (self, tory->seat, arg, error);

  if (card != NULL && (sol_card_is_face (card) || sol_card_is_joker (card)))
    {
      illegal (error, _("%s: the Tory plays only aces to tens"), SEC_TORY_PLAYS);
      return NULL;
    }
  return card;
}

gboolean
sol_tory_lays (SolState      *self,
               int            who,
               const char    *card,
               MusterChance  *chance,
               GError       **error)
{
  SolPlayer *tory = sol_player (self, (guint) who);
  g_autofree char *front = sol_front_pile (tory->seat);

  sol_move_card (self, card, front, NULL);
  self->opening = self->swap_open = FALSE;
  sol_combo_break (self);
  return sol_refill (self, tory, chance, error);
}

gboolean
sol_apply_tory_play (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *name = NULL;
  const char *card;
  int who;

  if (!muster_args_check_count (args, 1, 2, "tory-play CARD [TORY]", error) ||
      (who = sol_army_tory (self, args[1], args[0], error)) < 0)
    return FALSE;
  if (sol_in_turns (self) && (self->turn != who || self->acted))
    return illegal (error, _("%s: the Tory plays one card on his own turn"), sol_turns_section (self));
  if ((card = sol_need_tory_play_card (self, who, args[0], error)) == NULL)
    return FALSE;
  name = sol_card_name (card);
  /* Translators: the card, then what it stands for (“lay fines on
   * colonists at whim”). */
  if (self->n_tories > 1)
    muster_entry_append_text (entry, _("%s, a Tory, plays the %s: %s."), sol_seat_name (self, who), name,
                              self->data->tory_plays[sol_card_rank (card)]);
  else
    muster_entry_append_text (entry, _("The Tory plays the %s: %s."), name,
                              self->data->tory_plays[sol_card_rank (card)]);
  self->acted = TRUE;
  return sol_tory_lays (self, who, card, chance, error);
}

/* With the players' own decks the Tory shows the face cards he swaps at
 * the start of a hand; after the Travel Hand each brings a chip from the
 * supply into his line (Exploit Opportune Objectives). */
gboolean
sol_apply_tory_swap (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  g_autofree char *names = NULL;
  int who;

  /* tory-swap [SEAT] CARD...: several Tories each name their own. */
  if (args[0] != NULL && sol_find_player (self, args[0]) >= 0)
    {
      if ((who = sol_army_tory (self, args[0], NULL, error)) < 0)
        return FALSE;
      args++;
    }
  else if ((who = sol_army_tory (self, NULL, NULL, error)) < 0)
    return FALSE;
  if (muster_args_count (args) == 0)
    return bad_args (error, _("Usage: %s"), "tory-swap [SEAT] CARD...");
  if (!self->own_cards || !self->swap_open)
    return illegal (error, _("%s: the Tory swaps his face cards as the hand starts"), SEC_TRAVEL);
  for (guint i = 0; args[i] != NULL; i++)
    {
      const char *id = sol_find_in_pile (self, SOL_UNSEEN, args[i], shown);

      if (id == NULL)
        return bad_args (error, _("No card “%s” is in a hand"), args[i]);
      if (!sol_card_is_face (id))
        return illegal (error, _("%s: the Tory swaps face cards only"), SEC_TRAVEL);
      g_ptr_array_add (shown, (gpointer) id);
    }
  names = sol_names_of (shown);
  if (self->n_tories > 1)
    muster_entry_append_text (entry, _("%s, a Tory, discards %s."), sol_seat_name (self, who), names);
  else
    muster_entry_append_text (entry, _("The Tory discards %s."), names);
  if (self->level != SOL_LEVEL_TRAVEL)
    {
      muster_track_adjust (sol_tyranny (self, who)->line, (int) shown->len);
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%u Tyranny from the supply joins the line.",
                                                    "%u Tyranny from the supply join the line.", shown->len),
                                shown->len);
    }
  for (guint i = 0; i < shown->len; i++)
    sol_move_card (self, g_ptr_array_index (shown, i), "discard", NULL);
  return TRUE;
}

