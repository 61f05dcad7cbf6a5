/* sol-combos.c: Patriot Combos from the Options Screen (Finish Him!...
 * Fatality!): the unbroken run of plays on one meld, the combo a play or
 * a run makes when its cards from the hands hold all four suits, and what
 * the Patriots then take: a Tyranny chip off the table, a card the Tory
 * stole back from his hand, or in Versus Mode the other player's whole
 * support line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

#define ALL_SUITS ((1u << SOL_N_SUITS) - 1)

static gboolean
holds_chip (SolMeld *meld)
{
  return meld->locked || meld->block_low != NULL || meld->block_high != NULL;
}

/* The Tory who still holds the card stolen from meld @m (0-based), the
 * meld still on the table to take it back; or -1. */
static int
stolen_holder (SolState *self,
               guint     m)
{
  SolMeld *meld = g_ptr_array_index (self->melds, m);

  if (meld->stolen == NULL || sol_live_meld (self, (int) m + 1, NULL) == NULL)
    return -1;
  for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
    {
      g_autofree char *hand = sol_hand_name (self, sol_seat_id (self, t));

      if (g_strcmp0 (muster_deck_find_card (self->deck, meld->stolen), hand) == 0)
        return t;
    }
  return -1;
}

static gboolean
stolen_in_reach (SolState *self,
                 guint     m)
{
  return stolen_holder (self, m) >= 0;
}

/* What a combo by @who could take now (SOL_COMBO_... bits). */
static guint
within_reach (SolState *self,
              int       who)
{
  guint reach = 0;

  if (self->versus)
    {
      g_autofree char *line = sol_line_pile (sol_seat_id (self, 1 - who));
      GPtrArray *cards = muster_deck_get_pile (self->deck, line);

      return cards != NULL && cards->len > 0 ? SOL_COMBO_LINE : 0;
    }
  for (guint m = 0; m < self->melds->len; m++)
    {
      if (sol_live_meld (self, (int) m + 1, NULL) != NULL && holds_chip (g_ptr_array_index (self->melds, m)))
        reach |= SOL_COMBO_CHIP;
      if (stolen_in_reach (self, m))
        reach |= SOL_COMBO_STEAL;
    }
  return reach;
}

static guint
n_bits (guint bits)
{
  guint n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}

static char *
players_text (SolState *self,
              guint     players)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint n = 0, total = n_bits (players);

  for (guint i = 0; i < self->players->len; i++)
    if (players & (1u << i))
      {
        if (n > 0)
          /* Translators: between the names of the Patriots of a combo. */
          g_string_append (out, n + 1 == total ? _(" and ") : ", ");
        g_string_append (out, sol_seat_name (self, (int) i));
        n++;
      }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
say_owed (SolState    *self,
          MusterEntry *entry)
{
  if (self->combo_owed & SOL_COMBO_LINE)
    muster_entry_append_text (entry, _("Play stops: the combo may sweep away the other player's support line."));
  else if ((self->combo_owed & SOL_COMBO_CHIP) && (self->combo_owed & SOL_COMBO_STEAL))
    muster_entry_append_text (entry, self->combo_one
                                     ? _("Play stops: the Patriots may lift one Tyranny chip off the table or take a stolen card back.")
                                     : _("Play stops: the Patriots may lift one Tyranny chip off the table and take a stolen card back."));
  else if (self->combo_owed & SOL_COMBO_CHIP)
    muster_entry_append_text (entry, _("Play stops: the Patriots may lift one Tyranny chip off the table."));
  else
    muster_entry_append_text (entry, _("Play stops: the Patriots may take a stolen card back from the Tory."));
}

void
sol_combo_note_play (SolState    *self,
                     int          who,
                     int          meld,
                     guint        suits,
                     MusterEntry *entry)
{
  gboolean single;

  if (!self->combos)
    return;
  if (self->combo_meld == meld)
    {
      self->combo_suits |= suits;
      self->combo_players |= 1u << who;
    }
  else
    {
      self->combo_meld = meld;
      self->combo_suits = suits;
      self->combo_players = 1u << who;
    }
  /* One Patriot's single play, or a run by two or more. */
  single = suits == ALL_SUITS;
  if (!single && (self->combo_suits != ALL_SUITS || n_bits (self->combo_players) < 2))
    return;
  muster_entry_set_rule (entry, SEC_OPTIONS);
  if (single)
    muster_entry_append_text (entry, _("Combo: %s's play holds all four suits from the hand."), sol_seat_name (self, who));
  else
    {
      g_autofree char *names = players_text (self, self->combo_players);

      muster_entry_append_text (entry, _("Combo: the unbroken run of plays by %s on meld %d holds all four suits from their hands."),
                                names, meld + 1);
    }
  self->combo_players = single ? 1u << who : self->combo_players;
  self->combo_meld = -1;
  self->combo_suits = 0;
  self->combo_owed = within_reach (self, who);
  if (self->combo_owed == 0)
    {
      muster_entry_append_text (entry, self->versus ? _("The other support line is empty: the combo takes nothing.")
                                                    : _("No Tyranny lies on the table and no stolen card is left to take back: the combo takes nothing."));
      self->combo_players = 0;
      return;
    }
  self->phase = SOL_PHASE_COMBO;
  say_owed (self, entry);
}

void
sol_combo_break (SolState *self)
{
  if (self->combo_owed != 0)
    return;
  self->combo_meld = -1;
  self->combo_suits = 0;
  self->combo_players = 0;
}

void
sol_combo_write (SolState *self,
                 xmlNode  *battle)
{
  xmlNode *node;

  if (self->combo_meld < 0 && self->combo_players == 0 && self->combo_owed == 0)
    return;
  node = muster_xml_add (battle, "combo");
  muster_xml_set_int (node, "meld", self->combo_meld);
  muster_xml_set_int (node, "suits", (int) self->combo_suits);
  muster_xml_set_int (node, "players", (int) self->combo_players);
  muster_xml_set_int (node, "owed", (int) self->combo_owed);
}

MusterPending *
sol_combo_pending (SolState *self)
{
  MusterPending *pending;
  const char *side = NULL;
  g_autofree char *names = players_text (self, self->combo_players);
  g_autofree char *text = NULL;

  if (n_bits (self->combo_players) == 1)
    side = sol_seat_id (self, g_bit_nth_lsf (self->combo_players, -1));
  text = g_strdup_printf (self->versus ? _("%s's combo: sweep away the other support line, or let it be.")
                                       : _("The combo of %s: lift a Tyranny chip off a meld, take a stolen card back, or let it go."),
                          names);
  pending = muster_pending_new (side, SEC_OPTIONS, text);
  muster_pending_add_action (pending, "combo");
  return pending;
}

/* The answer */

static gboolean
lift_chip (SolState     *self,
           const char   *number,
           const char   *end,
           MusterEntry  *entry,
           GError      **error)
{
  GPtrArray *cards = NULL;
  SolMeld *meld;
  const char *card = NULL;
  guint chip;
  int n;

  if (number == NULL)
    return bad_args (error, _("Name the meld the Tyranny chip lies on"));
  if ((meld = sol_need_meld (self, number, &cards, error)) == NULL)
    return FALSE;
  n = atoi (number);
  if (!holds_chip (meld))
    return illegal (error, _("%s: no Tyranny chip lies on meld %d"), SEC_OPTIONS, n);
  if (meld->block_low != NULL && meld->block_high != NULL)
    {
      g_autofree char *pile = sol_meld_pile ((guint) n - 1);

      if (end == NULL || (card = sol_find_in_pile (self, pile, end, NULL)) == NULL)
        return bad_args (error, _("Both ends of meld %d are blocked: name the card at the end to free"), n);
    }
  if (meld->locked)
    chip = SOL_CHIP_LOCK;
  else if (meld->block_low != NULL && (meld->block_high == NULL || g_strcmp0 (card, meld->block_low) == 0))
    chip = SOL_CHIP_LOW;
  else if (meld->block_high != NULL && (meld->block_low == NULL || g_strcmp0 (card, meld->block_high) == 0))
    chip = SOL_CHIP_HIGH;
  else
    return illegal (error, _("%s: that card is not under a Tyranny chip"), SEC_OPTIONS);
  if (chip == SOL_CHIP_LOCK)
    meld->locked = FALSE;
  else
    g_clear_pointer (chip == SOL_CHIP_LOW ? &meld->block_low : &meld->block_high, g_free);
  /* Stacked chips go with the chip they lie on; all still count as
   * wagered, each as the wager of the Tory whose chips they are. */
  meld->stacked[chip] = 0;
  muster_entry_append_text (entry, _("The Tyranny comes off meld %d, which is free again; the chip waits beside the discard pile "
                                     "and still counts as wagered in this hand."), n);
  return TRUE;
}

static gboolean
steal_back (SolState      *self,
            const char    *number,
            MusterEntry   *entry,
            MusterChance  *chance,
            GError       **error)
{
  g_autoptr(GPtrArray) all = NULL;
  g_autofree char *pile = NULL;
  g_autofree char *name = NULL;
  GPtrArray *cards = NULL;
  SolMeld *meld;
  int n, holder;

  if (number == NULL)
    return bad_args (error, _("Name the meld the card was stolen from"));
  if ((meld = sol_need_meld (self, number, &cards, error)) == NULL)
    return FALSE;
  n = atoi (number);
  if ((holder = stolen_holder (self, (guint) n - 1)) < 0)
    return illegal (error, _("%s: the Tory holds no card stolen from meld %d"), SEC_OPTIONS, n);
  all = sol_copy_ids (cards);
  g_ptr_array_add (all, g_strdup (meld->stolen));
  if (!sol_order_straight (all, self->wrap, meld->block_low, meld->block_high, &meld->start))
    return illegal (error, _("%s: the stolen card no longer fits meld %d at a free end"), SEC_OPTIONS, n);
  pile = sol_meld_pile ((guint) n - 1);
  name = sol_card_name (meld->stolen);
  sol_move_card (self, meld->stolen, pile, NULL);
  sol_reorder (self, pile, all);
  g_clear_pointer (&meld->stolen, g_free);
  muster_entry_append_text (entry, _("The Patriots take the %s back from the Tory's hand and return it to meld %d."), name, n);
  return sol_refill (self, sol_player (self, (guint) holder), chance, error);
}

static void
sweep_line (SolState    *self,
            int          who,
            MusterEntry *entry)
{
  g_autofree char *line = sol_line_pile (sol_seat_id (self, 1 - who));
  g_autoptr(GPtrArray) cards = sol_copy_ids (muster_deck_get_pile (self->deck, line));
  g_autofree char *names = sol_names_of (cards);

  for (guint i = 0; i < cards->len; i++)
    sol_move_card (self, g_ptr_array_index (cards, i), "discard", NULL);
  muster_entry_append_text (entry, _("%s's combo sweeps away %s's support line: %s."), sol_seat_name (self, who),
                            sol_seat_name (self, 1 - who), names);
}

gboolean
sol_apply_combo (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *names = NULL;
  guint n = muster_args_count (args);
  int who;

  if (!muster_args_check_count (args, 2, 4, "combo SEAT remove|steal-back|line|decline [MELD] [CARD]", error) ||
      (who = sol_need_patriot (self, args[0], error)) < 0)
    return FALSE;
  if (!(self->combo_players & (1u << who)))
    {
      names = players_text (self, self->combo_players);
      return illegal (error, _("%s: the combo is %s's to answer"), SEC_OPTIONS, names);
    }
  if (g_str_equal (args[1], "decline"))
    {
      muster_entry_append_text (entry, _("%s lets the combo go without taking anything."), sol_seat_name (self, who));
      self->combo_owed = 0;
    }
  else if (g_str_equal (args[1], "remove"))
    {
      if (!(self->combo_owed & SOL_COMBO_CHIP))
        return illegal (error, _("%s: the combo earns no Tyranny chip now"), SEC_OPTIONS);
      if (!lift_chip (self, n > 2 ? args[2] : NULL, n > 3 ? args[3] : NULL, entry, error))
        return FALSE;
      self->combo_owed &= ~(guint) SOL_COMBO_CHIP;
    }
  else if (g_str_equal (args[1], "steal-back"))
    {
      if (!(self->combo_owed & SOL_COMBO_STEAL))
        return illegal (error, _("%s: the combo earns no stolen card back now"), SEC_OPTIONS);
      if (n > 3)
        return bad_args (error, _("Name only the meld the card was stolen from"));
      if (!steal_back (self, n > 2 ? args[2] : NULL, entry, chance, error))
        return FALSE;
      self->combo_owed &= ~(guint) SOL_COMBO_STEAL;
    }
  else if (g_str_equal (args[1], "line"))
    {
      if (!(self->combo_owed & SOL_COMBO_LINE))
        return illegal (error, _("%s: only in Versus Mode does a combo sweep away a support line"), SEC_OPTIONS);
      sweep_line (self, who, entry);
      self->combo_owed = 0;
    }
  else
    return bad_args (error, _("The combo takes “remove”, “steal-back”, “line” or “decline”"));
  /* With the reading “one”, the first thing taken ends it; otherwise what
   * is left in reach may still be taken. */
  self->combo_owed = self->combo_one ? 0 : self->combo_owed & within_reach (self, who);
  if (self->combo_owed == 0)
    {
      self->combo_players = 0;
      self->phase = SOL_PHASE_PLAY;
    }
  return TRUE;
}
