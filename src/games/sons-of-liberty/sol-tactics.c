/* sol-tactics.c: the tactics of both sides: a Patriot's circumstances and what they
 * open (a larger hand, a new hand, a joker, calling for cards, single
 * cards), and the Tory figures' Abuses and Usurpations for Tyranny.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

/* Patriot tactics */

static const char *slot_names[SOL_N_SLOTS] = {
  N_("a hand of five cards"), N_("a new hand"), N_("claiming a joker"), N_("calling for cards"),
};

const char *
sol_slot_name (guint slot)
{
  return slot < SOL_N_SLOTS ? _(slot_names[slot]) : "";
}

static SolPlayer *
tactic_player (SolState    *self,
               const char  *seat,
               int          slot,
               GError     **error)
{
  int who = sol_need_patriot (self, seat, error);
  SolPlayer *p;

  if (who < 0)
    return NULL;
  p = sol_player (self, (guint) who);
  if (slot >= 0 && !p->in[slot])
    {
      illegal (error, _("%s: %s is not in the circumstance for %s"), SEC_PATRIOT_TACTICS, p->name, _(slot_names[slot]));
      return NULL;
    }
  if (slot >= 0 && !sol_tags_circumstance_works (self, p, slot, error))
    return NULL;
  return p;
}

gboolean
sol_apply_enter (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *p;
  int slot;

  if (!muster_args_check_count (args, 2, 2, "enter SEAT SLOT", error) ||
      (p = tactic_player (self, args[0], -1, error)) == NULL ||
      !muster_args_parse_int (args[1], _("The slot"), 1, SOL_N_SLOTS, &slot, error))
    return FALSE;
  slot--;
  if (p->in[slot])
    return illegal (error, _("%s: %s is in that circumstance already"), SEC_PATRIOT_TACTICS, p->name);
  if (!sol_tags_circumstance_works (self, p, slot, error))
    return FALSE;
  p->in[slot] = TRUE;
  if (slot == 1)
    p->new_hand_used = FALSE;
  if (slot == 2)
    p->joker_claimed = FALSE;
  muster_entry_append_text (entry, _("%s is %s, which opens %s."), p->name,
                            (const char *) g_ptr_array_index (sol_player_figure (self, p)->circumstances,
                                                             p->circumstance[slot]),
                            _(slot_names[slot]));
  return TRUE;
}

gboolean
sol_apply_force_out (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *name = NULL;
  const char *card;
  SolPlayer *p;
  int slot, who;

  if (!muster_args_check_count (args, 3, 4, "force-out SEAT SLOT CARD [TORY]", error) ||
      !muster_args_parse_int (args[1], _("The slot"), 1, SOL_N_SLOTS, &slot, error) ||
      (p = tactic_player (self, args[0], slot - 1, error)) == NULL ||
      (who = sol_army_tory (self, args[3], args[2], error)) < 0 ||
      (card = sol_need_tory_play_card (self, who, args[2], error)) == NULL)
    return FALSE;
  p->in[slot - 1] = FALSE;
  name = sol_card_name (card);
  if (self->n_tories > 1)
    muster_entry_append_text (entry, _("%s, a Tory, plays the %s (%s) and forces %s out of %s."),
                              sol_seat_name (self, who), name, self->data->tory_plays[sol_card_rank (card)], p->name,
                              _(slot_names[slot - 1]));
  else
    muster_entry_append_text (entry, _("The Tory plays the %s (%s) and forces %s out of %s."), name,
                              self->data->tory_plays[sol_card_rank (card)], p->name,
                              _(slot_names[slot - 1]));
  /* The Benefits of Tyranny: a chip from the supply in front of him, to
   * wager in this hand or lose with the line at its end. */
  if (self->benefits && muster_track_adjust (sol_tyranny (self, who)->line, 1) > 0)
    muster_entry_append_text (entry, _("He gains 1 Tyranny from the supply, to wager in this hand or lose."));
  return sol_tory_lays (self, who, card, chance, error);
}

gboolean
sol_apply_new_hand (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) cards = NULL;
  SolPlayer *p;

  if (!muster_args_check_count (args, 1, 1, "new-hand SEAT", error) ||
      (p = tactic_player (self, args[0], 1, error)) == NULL)
    return FALSE;
  if (p->new_hand_used)
    return illegal (error, _("%s: a second new hand waits until %s leaves and regains the circumstance"),
                    SEC_PATRIOT_TACTICS, p->name);
  cards = sol_copy_ids (sol_hand (self, p->seat));
  for (guint i = 0; i < cards->len; i++)
    sol_move_card (self, g_ptr_array_index (cards, i), "discard", NULL);
  p->new_hand_used = TRUE;
  muster_entry_append_text (entry, _("%s discards the hand and draws a new one."), p->name);
  return sol_refill (self, p, chance, error);
}

gboolean
sol_apply_claim_joker (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  GPtrArray *jokers = muster_deck_get_pile (self->deck, "jokers");
  g_autofree char *hand = NULL;
  SolPlayer *p;

  if (!muster_args_check_count (args, 1, 1, "claim-joker SEAT", error) ||
      (p = tactic_player (self, args[0], 2, error)) == NULL)
    return FALSE;
  if (p->joker_claimed && !self->joker_claim_any)
    return illegal (error, _("%s: one joker each time %s enters the circumstance"), SEC_PATRIOT_TACTICS, p->name);
  if (jokers->len == 0)
    return illegal (error, _("%s: no joker is left to claim"), SEC_PATRIOT_TACTICS);
  hand = sol_hand_name (self, p->seat);
  sol_move_card (self, g_ptr_array_index (jokers, 0), hand, NULL);
  p->joker_claimed = TRUE;
  muster_entry_append_text (entry, _("%s claims a joker."), p->name);
  return TRUE;
}

gboolean
sol_apply_call_for_cards (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *p;

  if (!muster_args_check_count (args, 1, self->versus ? 60 : 1, "call-for-cards SEAT", error) ||
      (p = tactic_player (self, args[0], 3, error)) == NULL)
    return FALSE;
  /* Versus Mode: the cards are taken from the support lines. */
  if (self->versus)
    return sol_versus_call_for_cards (self, p, args + 1, entry, error);
  self->caller = sol_find_player (self, p->seat);
  self->phase = SOL_PHASE_GIVING;
  muster_entry_append_text (entry, _("%s calls for %s."), p->name, sol_suit_name (p->call_suit));
  return TRUE;
}

gboolean
sol_apply_give (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *to = sol_player (self, (guint) self->caller);
  g_autoptr(GPtrArray) given = g_ptr_array_new ();
  g_autofree char *to_hand = sol_hand_name (self, to->seat);
  g_autofree char *names = NULL;
  SolPlayer *p;
  int who;

  if (muster_args_count (args) < 2)
    return bad_args (error, _("Usage: %s"), "give SEAT CARD...");
  if ((who = sol_need_patriot (self, args[0], error)) < 0)
    return FALSE;
  p = sol_player (self, (guint) who);
  if (p == to)
    return illegal (error, _("%s: the other Patriots give the cards"), SEC_PATRIOT_TACTICS);
  for (guint a = 1; args[a] != NULL; a++)
    {
      g_autofree char *hand = sol_hand_name (self, p->seat);
      const char *card = sol_find_in_pile (self, hand, args[a], given);

      if (card == NULL)
        return bad_args (error, _("%s holds no card “%s”"), p->name, args[a]);
      if (sol_card_suit (card) != to->call_suit)
        return illegal (error, _("%s: %s called for %s"), SEC_PATRIOT_TACTICS, to->name, sol_suit_name (to->call_suit));
      g_ptr_array_add (given, (gpointer) card);
    }
  names = sol_names_of (given);
  for (guint i = 0; i < given->len; i++)
    sol_move_card (self, g_ptr_array_index (given, i), to_hand, NULL);
  muster_entry_append_text (entry, _("%s gives %s the %s."), p->name, to->name, names);
  return sol_refill (self, p, chance, error);
}

gboolean
sol_apply_end_call (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);

  muster_entry_append_text (entry, _("The call for cards is over."));
  self->caller = -1;
  self->phase = SOL_PHASE_PLAY;
  return TRUE;
}

gboolean
sol_apply_single (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *front = NULL;
  g_autofree char *name = NULL;
  const char *card;
  SolPlayer *p;

  if (!muster_args_check_count (args, 2, 2, "single SEAT CARD", error) ||
      (p = tactic_player (self, args[0], -1, error)) == NULL ||
      !sol_may_play_now (self, sol_find_player (self, p->seat), error) ||
      (card = sol_need_in_hand (self, p->seat, args[1], error)) == NULL)
    return FALSE;
  if (sol_card_suit (card) != p->single_suit)
    return illegal (error, _("%s: %s plays single cards of %s only"), SEC_PATRIOT_TACTICS, p->name,
                    sol_suit_name (p->single_suit));
  front = sol_front_pile (p->seat);
  name = sol_card_name (card);
  sol_move_card (self, card, front, NULL);
  muster_entry_append_text (entry, _("%s plays the %s as a single card."), p->name, name);
  self->acted = TRUE;   /* a play, when the level is played in turns */
  self->opening = self->swap_open = FALSE;
  sol_combo_break (self);
  return sol_refill (self, p, chance, error);
}

/* Tory tactics */

static gboolean
pay_tyranny (SolState     *self,
             int           who,
             int           cost,
             MusterEntry  *entry,
             GError      **error)
{
  SolTyranny *tyr = sol_tyranny (self, who);

  if (cost == 0)
    return TRUE;
  if (tyr->line->value > 0)
    muster_track_adjust (tyr->line, -1);
  else if (tyr->pool->value > 0)
    muster_track_adjust (tyr->pool, -1);
  else
    return illegal (error, _("%s: the Tory has no Tyranny left"), SEC_TORY_TACTICS);
  muster_track_adjust (tyr->wagered, 1);
  self->swap_open = FALSE;
  return TRUE;
}

/* Tory @who's chip goes on @meld, nothing stacked on it yet. */
static void
place_chip (SolMeld *meld,
            guint    k,
            int      who)
{
  meld->chip_tory[k] = who;
  meld->stacked[k] = 0;
}

gboolean
sol_meld_has_chip (const SolMeld *m,
                   guint          k)
{
  return k == SOL_CHIP_LOCK ? m->locked : k == SOL_CHIP_LOW ? m->block_low != NULL
                                        : k == SOL_CHIP_HIGH && m->block_high != NULL;
}

char *
sol_meld_chips_text (SolState      *self,
                     const SolMeld *meld)
{
  static const char *where[SOL_N_CHIPS] = { N_("on the lock"), N_("at the low end"), N_("at the high end") };
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint k = 0; k < SOL_N_CHIPS; k++)
    {
      if (!sol_meld_has_chip (meld, k) || (self->n_tories <= 1 && meld->stacked[k] == 0))
        continue;
      if (out->len > 0)
        g_string_append (out, "; ");
      if (self->n_tories > 1)
        /* Translators: whose Tyranny chip lies where on a meld, “eve's chip on the lock”. */
        g_string_append_printf (out, _("%s's chip %s"), sol_seat_name (self, meld->chip_tory[k]), _(where[k]));
      else
        /* Translators: where the Tyranny chip lies on a meld, “the chip at the low end”. */
        g_string_append_printf (out, _("the chip %s"), _(where[k]));
      if (meld->stacked[k] > 0)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, ", with %d more stacked on it",
                                                  ", with %d more stacked on it", meld->stacked[k]),
                                meld->stacked[k]);
    }
  return out->len > 0 ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

gboolean
sol_apply_tactic (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  guint n = muster_args_count (args);
  SolPlayer *tory;
  const SolToryDef *fig;
  const SolEffect *effect;
  g_autofree char *what = NULL;
  int cost, who;

  if (!muster_args_check_count (args, 2, 5, "tactic FIGURE abuse|usurpation [MELD] [CARD] [DISCARD]", error))
    return FALSE;
  if ((fig = sol_data_tory (self->data, args[0])) == NULL)
    return bad_args (error, _("There is no Tory figure “%s”"), args[0]);
  if (!g_ptr_array_find_with_equal_func (self->tory_figures, fig->id, g_str_equal, NULL))
    return illegal (error, _("%s: %s has not been brought into the battle"), SEC_TORY_TACTICS, fig->name);
  /* Largest Army: the figure's own Tory pays and plays. */
  if ((who = sol_army_owner (self, fig->id)) < 0)
    return illegal (error, _("%s: nobody is the Tory yet"), SEC_IDENTITY);
  tory = sol_player (self, (guint) who);
  if (g_str_equal (args[1], "abuse"))
    effect = &fig->abuse;
  else if (g_str_equal (args[1], "usurpation"))
    effect = &fig->usurpation;
  else
    return bad_args (error, _("The tactic is “abuse” or “usurpation”"));
  cost = effect->cost == 0 && self->free_printed ? 0 : 1;
  what = sol_effect_text (effect);

  if (effect->kind == SOL_EFFECT_NEW_HAND)
    {
      g_autoptr(GPtrArray) cards = sol_copy_ids (sol_hand (self, tory->seat));
      guint size = cards->len;
      g_autofree char *pile = sol_hand_pile (tory->seat);

      if (!pay_tyranny (self, who, cost, entry, error))
        return FALSE;
      sol_tyranny (self, who)->aside += cost;   /* the chip lies beside the discard pile */
      for (guint i = 0; i < cards->len; i++)
        sol_move_card (self, g_ptr_array_index (cards, i), "discard", NULL);
      muster_entry_append_text (entry, _("%s %s: %s."), fig->name, effect->deed, what);
      return sol_draw_to (self, tory->seat, size, chance, error);
    }
  else
    {
      GPtrArray *cards;
      g_autofree char *pile = NULL;
      SolMeld *meld;
      int number, rank;

      if (n < 3)
        return bad_args (error, _("Name the meld for %s"), what);
      if ((meld = sol_need_meld (self, args[2], &cards, error)) == NULL)
        return FALSE;
      number = atoi (args[2]);
      pile = sol_meld_pile ((guint) number - 1);
      if (effect->kind == SOL_EFFECT_LOCK)
        {
          if (meld->straight || !sol_is_set (cards, &rank) || rank != effect->rank)
            return illegal (error, _("%s: %s names a set of rank %s"), SEC_TORY_TACTICS, fig->name,
                            sol_rank_name (effect->rank));
          if (meld->locked)
            return illegal (error, _("%s: meld %d is locked already"), SEC_TORY_TACTICS, number);
          if (!pay_tyranny (self, who, cost, entry, error))
            return FALSE;
          meld->locked = TRUE;
          place_chip (meld, SOL_CHIP_LOCK, who);
        }
      else
        {
          const char *card;
          gboolean low;

          if (!meld->straight)
            return illegal (error, _("%s: only a straight's end can be blocked or stolen from"), SEC_TORY_TACTICS);
          if (n < 4 || (card = sol_find_in_pile (self, pile, args[3], NULL)) == NULL)
            return bad_args (error, _("Name a card at an end of meld %d"), number);
          low = g_str_equal (card, g_ptr_array_index (cards, 0));
          if (!low && !g_str_equal (card, g_ptr_array_index (cards, cards->len - 1)))
            return illegal (error, _("%s: the card is not at an end of meld %d"), SEC_TORY_TACTICS, number);
          if (sol_card_is_joker (card))
            return illegal (error, _("%s: a joker is never stolen or named by a Tory tactic"), SEC_TORY_TACTICS);
          if ((effect->suit != SOL_NO_SUIT && sol_card_suit (card) != effect->suit) ||
              (effect->rank != SOL_NO_RANK && sol_card_rank (card) != effect->rank))
            return illegal (error, _("%s: %s does not fit that card"), SEC_TORY_TACTICS, what);
          if (g_strcmp0 (card, meld->block_low) == 0 || g_strcmp0 (card, meld->block_high) == 0)
            return illegal (error, _("%s: a Tyranny chip holds that end already"), SEC_TORY_TACTICS);
          if (effect->kind == SOL_EFFECT_BLOCK)
            {
              if (!pay_tyranny (self, who, cost, entry, error))
                return FALSE;
              if (low)
                meld->block_low = g_strdup (card);
              else
                meld->block_high = g_strdup (card);
              place_chip (meld, low ? SOL_CHIP_LOW : SOL_CHIP_HIGH, who);
            }
          else
            {
              g_autoptr(GPtrArray) left = sol_copy_ids (cards);
              g_autofree char *hand = sol_hand_name (self, tory->seat);
              g_autofree char *stolen = sol_card_name (card);
              g_autofree char *dropped = NULL;
              const char *own;

              g_ptr_array_remove_index (left, low ? 0 : left->len - 1);
              if (!sol_order_straight (left, self->wrap, meld->block_low, meld->block_high, &meld->start))
                return illegal (error, _("%s: the straight would fall below three cards"), SEC_TORY_TACTICS);
              if (n < 5 || (own = sol_need_in_hand (self, tory->seat, args[4], error)) == NULL)
                return bad_args (error, _("%s: name the card the Tory discards after stealing"), SEC_TORY_TACTICS);
              if (!pay_tyranny (self, who, cost, entry, error))
                return FALSE;
              sol_tyranny (self, who)->aside += cost;   /* the chip lies beside the discard pile */
              dropped = sol_card_name (own);
              /* Patriot Combos: a combo may take it back. */
              if (self->combos)
                {
                  g_free (meld->stolen);
                  meld->stolen = g_strdup (card);
                }
              sol_move_card (self, own, "discard", NULL);
              sol_move_card (self, card, hand, NULL);
              sol_reorder (self, pile, left);
              muster_entry_append_text (entry, _("The Tory takes the %s and discards the %s."), stolen, dropped);
            }
        }
      muster_entry_append_text (entry, _("%s %s: %s on meld %d."), fig->name, effect->deed, what, number);
    }
  return TRUE;
}

/* The chip on @meld that Tory @who (or, at -1, whoever is plain) stacks
 * on: his own, as the Tory stacks on the cards his own spending affects
 * (L2251), and with several Tories each spends Tyranny of his own colour
 * (L2642). With both ends of a straight his, the low end's. Sets *@who. */
static int
stack_chip (SolState    *self,
            SolMeld     *meld,
            const char  *number,
            int         *who,
            GError     **error)
{
  int found = -1;

  for (guint k = 0; k < SOL_N_CHIPS; k++)
    {
      if (!sol_meld_has_chip (meld, k))
        continue;
      /* With one Tory every chip is his. */
      if (self->n_tories <= 1 || *who < 0 || meld->chip_tory[k] == *who)
        {
          if (found >= 0 && self->n_tories > 1 && *who < 0 && meld->chip_tory[found] != meld->chip_tory[k])
            {
              bad_args (error, _("Chips of two Tories lie on meld %s: name the Tory who stacks"), number);
              return -1;
            }
          if (found < 0)
            found = (int) k;
        }
    }
  if (found < 0 && *who >= 0 && self->n_tories > 1 && (meld->locked || meld->block_low || meld->block_high))
    {
      illegal (error, _("%s: a Tory stacks only on a chip of his own, and no chip of %s's lies on meld %s"),
               SEC_OPTIONS, sol_seat_name (self, *who), number);
      return -1;
    }
  if (found < 0)
    {
      illegal (error, _("%s: no Tyranny chip lies on meld %s"), SEC_TORY_TACTICS, number);
      return -1;
    }
  if (self->n_tories > 1)
    *who = meld->chip_tory[found];
  else if ((*who = sol_army_tory (self, NULL, NULL, error)) < 0)
    return -1;
  return found;
}

/* In the Shot Heard Round the World the Tory may stack more Tyranny on a
 * chip he placed: wagered like any other, lost with the hand or returned
 * doubled (Campaign Mode, L2249-L2251). With several Tories it goes on
 * the chip of the Tory named, or of the Tory whose chip lies on the meld,
 * and is his wager. */
gboolean
sol_apply_stack (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  GPtrArray *cards = NULL;
  SolMeld *meld;
  int count = 1, who = -1, chip;
  /* Largest Army: the Tory who stacks, named last. */
  gboolean counted = args[0] != NULL && args[1] != NULL && g_ascii_isdigit (args[1][0]);
  const char *tory = args[0] == NULL || args[1] == NULL ? NULL : counted ? args[2] : args[1];

  if (!muster_args_check_count (args, 1, counted ? 3 : 2, "stack MELD [COUNT] [TORY]", error) ||
      (meld = sol_need_meld (self, args[0], &cards, error)) == NULL ||
      (counted && !muster_args_parse_int (args[1], _("How many"), 1, 99, &count, error)) ||
      (tory != NULL && (who = sol_army_tory (self, tory, NULL, error)) < 0))
    return FALSE;
  if ((chip = stack_chip (self, meld, args[0], &who, error)) < 0)
    return FALSE;
  for (int i = 0; i < count; i++)
    if (!pay_tyranny (self, who, 1, entry, error))
      return FALSE;
  meld->stacked[chip] += count;
  muster_entry_set_rule (entry, "Campaign Mode");
  if (self->n_tories > 1)
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s, a Tory, stacks %d more Tyranny on his chip on meld %s.",
                                                  "%s, a Tory, stacks %d more Tyranny on his chip on meld %s.", count),
                              sol_seat_name (self, who), count, args[0]);
  else
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The Tory stacks %d more Tyranny on meld %s.",
                                                  "The Tory stacks %d more Tyranny on meld %s.", count), count, args[0]);
  return TRUE;
}
