/* sol-versus.c: Versus Mode: two players, each a Patriot figure with a
 * support deck of its own (the first seat's deck is the first copy of each
 * card, the second seat's the second copy), argue the issue their figures'
 * stances set them against each other on. The New Whist Code sets the
 * scene; sets and straights lie on each player's side of the table; when
 * neither can play both turn up a card onto their support lines; the bout
 * ends when the first support deck runs out, and cards taken from the
 * other player's line count double.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

char *
sol_support_pile (const char *seat)
{
  return g_strconcat ("support-", seat, NULL);
}

char *
sol_line_pile (const char *seat)
{
  return g_strconcat ("line-", seat, NULL);
}

int
sol_versus_deck_of (const char *id)
{
  return strchr (id, '#') != NULL ? 1 : 0;
}

static GPtrArray *
support (SolState *self,
         int       who)
{
  g_autofree char *pile = sol_support_pile (sol_seat_id (self, who));

  return muster_deck_get_pile (self->deck, pile);
}

static GPtrArray *
line (SolState *self,
      int       who)
{
  g_autofree char *pile = sol_line_pile (sol_seat_id (self, who));

  return muster_deck_get_pile (self->deck, pile);
}

void
sol_versus_setup (SolState   *self,
                  GHashTable *options)
{
  self->versus = TRUE;
  self->jokers_in_decks = g_str_equal (muster_options_get_choice (options, "versus-jokers", "aside"), "in-decks");
  self->end_on_flip = g_str_equal (muster_options_get_choice (options, "versus-end", "empty"), "flip");
}

/* Each seat's support deck holds its copy of every card (and its jokers
 * with the option); its support line starts empty. With the players' own
 * decks the support deck is every card of that deck Muster has not seen,
 * hand and deck alike. */
void
sol_versus_seated (SolState *self)
{
  MusterCardSet *set = muster_deck_get_card_set (self->deck);

  for (guint i = 0; i < self->players->len; i++)
    {
      g_autofree char *pile = sol_support_pile (sol_seat_id (self, (int) i));
      g_autofree char *row = sol_line_pile (sol_seat_id (self, (int) i));

      muster_deck_add_pile (self->deck, pile, SOL_UNSEEN, TRUE);
      muster_deck_add_pile (self->deck, row, NULL, FALSE);
    }
  for (guint c = 0; c < muster_card_set_get_n_cards (set); c++)
    {
      const char *id = muster_card_set_get_card (set, c)->id;
      g_autofree char *pile = sol_support_pile (sol_seat_id (self, sol_versus_deck_of (id)));

      if (sol_card_is_joker (id) && !self->jokers_in_decks)
        continue;
      if (g_strcmp0 (muster_deck_find_card (self->deck, id), "draw") == 0)
        muster_deck_remove (self->deck, id, NULL);
      sol_move_card (self, id, pile, NULL);
    }
}

int
sol_issue_parse (SolState   *self,
                 const char *id)
{
  for (int i = 0; id != NULL && i < SOL_N_ISSUES; i++)
    if (g_ascii_strcasecmp (self->data->issue_ids[i], id) == 0)
      return i;
  return -1;
}

static const SolPatriotDef *
figure (SolState *self,
        int       who)
{
  return sol_player_figure (self, sol_player (self, (guint) who));
}

/* The issues the two figures take different sides on (the Martin Women,
 * whose ladies differ on Women, take both sides of it). */
guint
sol_versus_dividing (SolState *self)
{
  const SolPatriotDef *a = figure (self, 0), *b = figure (self, 1);
  guint bits = 0;

  for (guint i = 0; i < SOL_N_ISSUES; i++)
    if (a->stances[i] != 0 && b->stances[i] != 0 && a->stances[i] != b->stances[i])
      bits |= 1u << i;
  return bits;
}

/* The issues the players may name: those that divide the figures; when
 * none does, those only one of them takes a side on; failing that, any. */
static guint
issue_choices (SolState *self)
{
  const SolPatriotDef *a = figure (self, 0), *b = figure (self, 1);
  guint dividing = sol_versus_dividing (self), one_sided = 0;

  for (guint i = 0; i < SOL_N_ISSUES; i++)
    if ((a->stances[i] == 0) != (b->stances[i] == 0))
      one_sided |= 1u << i;
  return dividing != 0 ? dividing : one_sided != 0 ? one_sided : (1u << SOL_N_ISSUES) - 1;
}

static const char *
stance_word (guint stance)
{
  return stance == SOL_STANCE_PRO ? _("for it") : stance == SOL_STANCE_ANTI ? _("against it")
         : stance != 0 ? _("split on it") : _("without a side");
}

static void
say_issue (SolState    *self,
           MusterEntry *entry)
{
  const SolPatriotDef *a = figure (self, 0), *b = figure (self, 1);

  /* Translators: the issue at hand, then each figure and its stance. */
  muster_entry_append_text (entry, _("The issue at hand is %s: %s is %s, %s %s."), self->data->issue_names[self->issue],
                            a->name, stance_word (a->stances[self->issue]), b->name,
                            stance_word (b->stances[self->issue]));
}

void
sol_versus_chosen (SolState    *self,
                   MusterEntry *entry)
{
  guint bits = sol_versus_dividing (self);

  muster_entry_set_rule (entry, SEC_VERSUS);
  if (bits != 0 && (bits & (bits - 1)) == 0)
    {
      self->issue = g_bit_nth_lsf (bits, -1);
      say_issue (self, entry);
      self->phase = SOL_PHASE_WHIST;
      return;
    }
  self->phase = SOL_PHASE_ISSUE;
  muster_entry_append_text (entry, bits != 0 ? _("More than one issue divides the two figures: the players name one.")
                                             : _("No issue divides the two figures: the players name one."));
}

gboolean
sol_apply_issue (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int issue;

  if (!muster_args_check_count (args, 1, 1, "issue ISSUE", error))
    return FALSE;
  if ((issue = sol_issue_parse (self, args[0])) < 0)
    return bad_args (error, _("There is no issue “%s”"), args[0]);
  if (!(issue_choices (self) & (1u << issue)))
    return illegal (error, sol_versus_dividing (self) != 0 ? _("%s: %s does not divide the two figures")
                                                         : _("%s: both figures take a side on %s, or neither does"),
                    SEC_VERSUS, self->data->issue_names[issue]);
  self->issue = issue;
  say_issue (self, entry);
  self->phase = SOL_PHASE_WHIST;
  return TRUE;
}

/* The New Whist Code */

static char *
whist_text (SolState *self)
{
  const char * const *c = (const char * const *) self->whist;
  SolSuit priority = sol_card_suit (c[3]);

  if (c[0] == NULL || self->issue < 0)
    return g_strdup (_("not drawn yet"));
  /* Translators: the New Whist Code: the issue, a location, then what its
   * friends do (action, object), a priority, and what its foes do. */
  return g_strdup_printf (_("%s, argued in %s: its friends %s %s %s its foes %s %s."),
                          self->data->issue_names[self->issue], sol_table_word (self, SOL_TABLE_LOCATIONS, c[0]),
                          sol_table_word (self, SOL_TABLE_ACTIONS, c[1]), sol_table_word (self, SOL_TABLE_OBJECTS, c[2]),
                          /* A joker (in the decks by option) reads as nothing, as in the tables. */
                          priority == SOL_NO_SUIT ? "?" : self->data->priorities[priority],
                          sol_table_word (self, SOL_TABLE_ACTIONS, c[4]), sol_table_word (self, SOL_TABLE_OBJECTS, c[5]));
}

/* Six cards from the support deck of who chose first (the rulebook names
 * no deck), read as a location, an action, an object, a priority, an
 * action and an object. */
gboolean
sol_versus_decipher (SolState            *self,
                     const char * const  *args,
                     MusterEntry         *entry,
                     MusterChance        *chance,
                     GError             **error)
{
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  int first = GPOINTER_TO_INT (g_ptr_array_index (self->order, 0));
  g_autofree char *text = NULL;
  g_autofree char *drawn = NULL;
  guint next = 0;

  if (self->own_cards ? muster_args_count (args) != SOL_N_VERSUS_WHIST : muster_args_count (args) != 0)
    return bad_args (error, self->own_cards ? _("Name the %d cards turned up for the New Whist Code")
                                            : _("Muster draws these cards; name them only with your own decks"),
                     SOL_N_VERSUS_WHIST);
  for (guint i = 0; i < SOL_N_VERSUS_WHIST; i++)
    {
      self->whist[i] = sol_turn_up (self, first, chance, _("the New Whist Code"), args, &next, taken, error);
      if (self->whist[i] == NULL)
        return FALSE;
      g_ptr_array_add (cards, self->whist[i]);
    }
  muster_entry_set_rule (entry, SEC_VERSUS);
  drawn = sol_names_of (cards);
  text = whist_text (self);
  muster_entry_append_text (entry, _("The New Whist Code (%s): %s"), drawn, text);
  self->phase = SOL_PHASE_SHEETS;
  return TRUE;
}

/* Drawing */

char *
sol_versus_draw (SolState      *self,
                 int            who,
                 const char    *to,
                 MusterChance  *chance,
                 const char    *purpose,
                 GError       **error)
{
  GPtrArray *cards = support (self, who);
  g_autofree const char **candidates = NULL;
  char *id;

  if (cards->len == 0)
    {
      illegal (error, _("%s: %s's support deck is empty"), SEC_VERSUS, sol_seat_name (self, who));
      return NULL;
    }
  candidates = g_new0 (const char *, cards->len + 1);
  for (guint i = 0; i < cards->len; i++)
    candidates[i] = g_ptr_array_index (cards, i);
  id = muster_chance_draw (chance, SOL_DECK, candidates, sol_seat_id (self, who), purpose, error);
  if (id != NULL)
    sol_move_card (self, id, to, NULL);
  return id;
}

gboolean
sol_versus_draw_to (SolState      *self,
                    const char    *seat,
                    guint          limit,
                    MusterChance  *chance,
                    GError       **error)
{
  int who = sol_find_player (self, seat);
  g_autofree char *hand = sol_hand_pile (seat);

  while (muster_deck_get_pile (self->deck, hand)->len < limit && support (self, who)->len > 0)
    {
      g_autofree char *id = sol_versus_draw (self, who, hand, chance, _("a card drawn into a hand"), error);

      if (id == NULL)
        return FALSE;
    }
  return TRUE;
}

/* Ready? Fight! The cards turned up so far go back into their decks;
 * each player draws four; who chose a figure last plays first. */
gboolean
sol_versus_deal (SolState      *self,
                 MusterEntry   *entry,
                 MusterChance  *chance,
                 GError       **error)
{
  g_autoptr(GPtrArray) turned = sol_copy_ids (muster_deck_get_drawn (self->deck));

  for (guint i = 0; i < turned->len; i++)
    {
      const char *id = g_ptr_array_index (turned, i);
      g_autofree char *pile = sol_support_pile (sol_seat_id (self, sol_versus_deck_of (id)));

      sol_move_card (self, id, pile, NULL);
    }
  muster_entry_set_rule (entry, SEC_VERSUS);
  self->level = SOL_LEVEL_VERSUS;
  self->opening = TRUE;
  self->turn = GPOINTER_TO_INT (g_ptr_array_index (self->order, self->order->len - 1));
  for (guint i = 0; i < self->players->len; i++)
    if (!sol_refill (self, sol_player (self, i), chance, error))
      return FALSE;
  muster_entry_append_text (entry, self->own_cards ? _("Each player draws four cards from the support deck; %s plays first.")
                                                   : _("Each player is dealt four cards from the support deck; %s plays first."),
                            sol_seat_name (self, self->turn));
  self->phase = SOL_PHASE_PLAY;
  return TRUE;
}

/* Scoring and the end */

int
sol_versus_score (SolState *self,
                  int       who)
{
  int score = 0;

  for (guint m = 0; m < self->melds->len; m++)
    {
      SolMeld *meld = g_ptr_array_index (self->melds, m);
      GPtrArray *cards = NULL;

      if (meld->owner != who || sol_live_meld (self, (int) m + 1, &cards) == NULL ||
          !(meld->straight || cards->len >= 3))
        continue;
      for (guint c = 0; c < cards->len; c++)
        score += g_ptr_array_find_with_equal_func (self->recruited, g_ptr_array_index (cards, c), g_str_equal, NULL)
                 ? 2 : 1;
    }
  return score;
}

static void
end_bout (SolState    *self,
          int          out,
          MusterEntry *entry)
{
  int winner;

  for (int i = 0; i < 2; i++)
    self->scores[i] = sol_versus_score (self, i);
  winner = self->scores[0] == self->scores[1] ? -1 : self->scores[0] > self->scores[1] ? 0 : 1;
  muster_entry_set_rule (entry, SEC_VERSUS);
  muster_entry_append_text (entry, _("%s's support deck has run out: the bout is over."), sol_seat_name (self, out));
  g_free (self->outcome);
  if (winner < 0)
    self->outcome = g_strdup_printf (_("The bout is drawn, %d to %d."), self->scores[0], self->scores[1]);
  else
    /* Translators: the winner's seat and figure, then the scores, the
     * winner's first. */
    self->outcome = g_strdup_printf (_("%s wins the bout with %s, %d to %d."), sol_seat_name (self, winner),
                                     figure (self, winner)->name, self->scores[winner], self->scores[1 - winner]);
  muster_entry_append_text (entry, "%s", self->outcome);
  if (winner >= 0)
    muster_entry_append_text (entry, _("%s tells of the last frustrated moves first; then %s tells of the victory."),
                              sol_seat_name (self, 1 - winner), sol_seat_name (self, winner));
  self->phase = SOL_PHASE_OVER;
}

/* Muster dealing, the end as soon as a deck's last card is taken. */
void
sol_versus_finish (SolState    *self,
                   MusterEntry *entry)
{
  if (!self->versus || self->phase != SOL_PHASE_PLAY || self->own_cards || self->end_on_flip)
    return;
  for (int i = 0; i < 2; i++)
    if (support (self, i)->len == 0)
      {
        end_bout (self, i, entry);
        return;
      }
}

gboolean
sol_apply_deck_out (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int who;

  if (!muster_args_check_count (args, 1, 1, "deck-out SEAT", error) || (who = sol_need_player (self, args[0], error)) < 0)
    return FALSE;
  if (!self->own_cards)
    return illegal (error, _("%s: Muster deals and ends the bout when a support deck runs out"), SEC_VERSUS);
  end_bout (self, who, entry);
  return TRUE;
}

/* The support lines */

gboolean
sol_apply_flip (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();
  g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
  guint next = 0;

  if (self->own_cards && muster_args_count (args) != 2)
    return bad_args (error, _("Name the two cards turned up, the first seat's first"));
  if (!self->own_cards && muster_args_count (args) != 0)
    return bad_args (error, _("Muster draws these cards; name them only with your own decks"));
  for (int i = 0; i < 2 && !self->own_cards; i++)
    if (support (self, i)->len == 0)
      {
        /* Only with the option: the bout ends when a card is wanted. */
        end_bout (self, i, entry);
        return TRUE;
      }
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *row = sol_line_pile (sol_seat_id (self, i));
      char *id = sol_turn_up (self, i, chance, _("a card for the support line"), args, &next, taken, error);

      if (id == NULL)
        return FALSE;
      sol_move_card (self, id, row, NULL);
      g_ptr_array_add (shown, id);
    }
  {
    g_autofree char *a = sol_card_name (g_ptr_array_index (shown, 0));
    g_autofree char *b = sol_card_name (g_ptr_array_index (shown, 1));

    muster_entry_append_text (entry, _("Both turn to their supporters: %s turns up the %s, %s the %s."),
                              sol_seat_name (self, 0), a, sol_seat_name (self, 1), b);
  }
  self->opening = FALSE;
  return TRUE;
}

/* The card @arg names in either support line, and whose line it is. */
static const char *
line_card (SolState   *self,
           const char *arg,
           GPtrArray  *exclude,
           int        *whose)
{
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *row = sol_line_pile (sol_seat_id (self, i));
      const char *id = sol_find_in_pile (self, row, arg, exclude);

      if (id != NULL)
        {
          *whose = i;
          return id;
        }
    }
  return NULL;
}

/* Call for Cards: any cards of the called suit from either line into the
 * hand (with the players' own decks, the cards Muster knows are in it);
 * those from the other player's line count double once laid. */
gboolean
sol_versus_call_for_cards (SolState            *self,
                           SolPlayer           *player,
                           const char * const  *cards,
                           MusterEntry         *entry,
                           GError             **error)
{
  int who = sol_find_player (self, player->seat);
  g_autoptr(GPtrArray) picked = g_ptr_array_new ();
  g_autoptr(GPtrArray) recruits = g_ptr_array_new ();
  g_autofree char *hand = sol_hand_pile (player->seat);
  g_autofree char *names = NULL;

  if (cards[0] == NULL)
    return bad_args (error, _("Name the cards taken from the support lines"));
  for (guint i = 0; cards[i] != NULL; i++)
    {
      int whose;
      const char *id = line_card (self, cards[i], picked, &whose);

      if (id == NULL)
        return bad_args (error, _("No card “%s” lies in a support line"), cards[i]);
      if (sol_card_suit (id) != player->call_suit)
        return illegal (error, _("%s: %s calls for %s"), SEC_PATRIOT_TACTICS, player->name,
                        sol_suit_name (player->call_suit));
      g_ptr_array_add (picked, (gpointer) id);
      if (whose != who)
        g_ptr_array_add (recruits, (gpointer) id);
    }
  names = sol_names_of (picked);
  muster_entry_append_text (entry, _("%s calls for %s and takes the %s from the support lines."), player->name,
                            sol_suit_name (player->call_suit), names);
  if (recruits->len > 0)
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                  "%u card comes from %s's line: laid, it counts double.",
                                                  "%u cards come from %s's line: laid, each counts double.",
                                                  recruits->len),
                              recruits->len, sol_seat_name (self, 1 - who));
  for (guint i = 0; i < recruits->len; i++)
    g_ptr_array_add (self->recruited, g_strdup (g_ptr_array_index (recruits, i)));
  for (guint i = 0; i < picked->len; i++)
    sol_move_card (self, g_ptr_array_index (picked, i), hand, NULL);
  return TRUE;
}

/* A card from either support line takes a joker's place in the other
 * player's meld, which must stay a set or a straight; the joker goes to
 * the hand. */
gboolean
sol_apply_displace (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *pile = NULL;
  g_autofree char *hand = NULL;
  g_autofree char *name = NULL;
  GPtrArray *cards = NULL;
  const char *card;
  SolMeld *meld;
  int who, whose, number;

  if (!muster_args_check_count (args, 3, 3, "displace SEAT MELD CARD", error) ||
      (who = sol_need_patriot (self, args[0], error)) < 0 || !sol_may_play_now (self, who, error) ||
      (meld = sol_need_meld (self, args[1], &cards, error)) == NULL)
    return FALSE;
  number = atoi (args[1]);
  if (meld->owner == who)
    return illegal (error, _("%s: the joker is taken from the other side of the table"), SEC_VERSUS);
  if ((card = line_card (self, args[2], NULL, &whose)) == NULL)
    return bad_args (error, _("No card “%s” lies in a support line"), args[2]);
  pile = sol_meld_pile ((guint) number - 1);
  for (guint j = 0; j < cards->len; j++)
    {
      const char *joker = g_ptr_array_index (cards, j);
      g_autoptr(GPtrArray) after = NULL;
      g_autofree char *taken = NULL;

      if (!sol_card_is_joker (joker))
        continue;
      after = sol_copy_ids (cards);
      g_free (g_ptr_array_index (after, j));
      g_ptr_array_index (after, j) = g_strdup (card);
      if (meld->straight ? !sol_order_straight (after, self->wrap, NULL, NULL, &meld->start) : !sol_is_set (after, NULL))
        continue;
      taken = g_strdup (joker);
      hand = sol_hand_pile (sol_seat_id (self, who));
      name = sol_card_name (card);
      sol_move_card (self, taken, hand, NULL);
      sol_move_card (self, card, pile, NULL);
      sol_reorder (self, pile, after);
      muster_entry_append_text (entry, _("%s puts the %s from %s's support line in place of the joker in meld %d and "
                                         "takes the joker."), sol_seat_name (self, who), name,
                                sol_seat_name (self, whose), number);
      self->opening = FALSE;
      return TRUE;
    }
  return illegal (error, _("%s: no joker of meld %d can give way to that card"), SEC_VERSUS, number);
}

/* Forcing the other figure out of a circumstance takes a new set or
 * straight laid with the story. */
gboolean
sol_apply_oust (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *p;
  int who, slot;

  if (muster_args_count (args) < 4)
    return bad_args (error, _("Usage: %s"), "oust SEAT SLOT CARD CARD...");
  if ((who = sol_need_patriot (self, args[0], error)) < 0 ||
      !muster_args_parse_int (args[1], _("The slot"), 1, SOL_N_SLOTS, &slot, error))
    return FALSE;
  p = sol_player (self, (guint) who);
  if (!p->in[slot - 1])
    return illegal (error, _("%s: %s is not in the circumstance for %s"), SEC_PATRIOT_TACTICS, p->name,
                    sol_slot_name ((guint) slot - 1));
  if (!sol_lay_meld (self, 1 - who, args + 2, entry, chance, error))
    return FALSE;
  p->in[slot - 1] = FALSE;
  muster_entry_append_text (entry, _("With it %s forces %s out of “%s”, which closes %s."), sol_seat_name (self, 1 - who),
                            p->name,
                            (const char *) g_ptr_array_index (sol_player_figure (self, p)->circumstances,
                                                             p->circumstance[slot - 1]),
                            sol_slot_name ((guint) slot - 1));
  return TRUE;
}

/* What the table reads */

void
sol_versus_describe (SolState *self,
                     GString  *out)
{
  g_autofree char *whist = whist_text (self);

  g_string_append_printf (out, _("Issue at hand: %s\n"),
                          self->issue >= 0 ? self->data->issue_names[self->issue] : _("not named yet"));
  g_string_append_printf (out, _("New Whist Code: %s\n"), whist);
  for (int i = 0; i < (int) self->players->len; i++)
    {
      GPtrArray *deck = support (self, i);
      g_autofree char *row = sol_names_of (line (self, i));

      if (self->own_cards)
        g_string_append_printf (out, _("%s's support line: %s\n"), sol_seat_name (self, i), *row ? row : _("empty"));
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s's support deck: %u card; support line: %s\n",
                                                  "%s's support deck: %u cards; support line: %s\n", deck->len),
                                sol_seat_name (self, i), deck->len, *row ? row : _("empty"));
    }
  if (self->players->len == 2)
    g_string_append_printf (out, _("Score now: %s %d, %s %d\n"), sol_seat_name (self, 0), sol_versus_score (self, 0),
                            sol_seat_name (self, 1), sol_versus_score (self, 1));
}

/* The Versus Bout Sheet (its page is missing from the rulebook text): the
 * issue, the New Whist Code and each side's stance and score. */
MusterSheet *
sol_versus_sheet (SolState *self)
{
  MusterSheet *sheet = muster_sheet_new ("versus-bout", _("Versus Bout Sheet"), NULL, FALSE);
  g_autofree char *whist = whist_text (self);

  muster_sheet_add_row (sheet, _("Issue at hand"), self->issue >= 0 ? self->data->issue_names[self->issue]
                                                                     : _("not named yet"))->section = g_strdup (SEC_VERSUS);
  muster_sheet_add_row (sheet, _("New Whist Code"), whist)->section = g_strdup (SEC_VERSUS);
  for (int i = 0; i < (int) self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, (guint) i);
      const SolPatriotDef *def = sol_player_figure (self, p);
      g_autofree char *value = NULL;

      if (def == NULL)
        continue;
      value = self->issue >= 0
              ? g_strdup_printf (_("%s, %s; score %d"), def->name, stance_word (def->stances[self->issue]),
                                 sol_versus_score (self, i))
              : g_strdup_printf (_("%s; score %d"), def->name, sol_versus_score (self, i));
      muster_sheet_add_row (sheet, p->name, value)->section = g_strdup (SEC_VERSUS);
    }
  return sheet;
}

MusterPending *
sol_versus_pending (SolState *self)
{
  MusterPending *pending = NULL;

  switch (self->phase)
    {
    case SOL_PHASE_SEATING:
      pending = muster_pending_new (NULL, SEC_VERSUS, _("Name the two players."));
      muster_pending_add_action (pending, "seat");
      break;
    case SOL_PHASE_REVEAL:
      pending = muster_pending_new (NULL, SEC_VERSUS,
                                    _("Each player turns up a card of the support deck: the higher picks a figure first."));
      muster_pending_add_action (pending, "reveal");
      break;
    case SOL_PHASE_IDENTITY:
      {
        int who = GPOINTER_TO_INT (g_ptr_array_index (self->order, self->chooser));
        g_autofree char *text = g_strdup_printf (_("%s chooses a Patriot figure."), sol_seat_name (self, who));

        pending = muster_pending_new (sol_seat_id (self, who), SEC_VERSUS, text);
        muster_pending_add_action (pending, "become");
        break;
      }
    case SOL_PHASE_ISSUE:
      {
        guint bits = issue_choices (self);

        pending = muster_pending_new (NULL, SEC_VERSUS, _("Name the issue at hand."));
        muster_pending_add_action (pending, "issue");
        for (guint i = 0; i < SOL_N_ISSUES; i++)
          if (bits & (1u << i))
            muster_pending_add_item (pending, self->data->issue_ids[i], self->data->issue_names[i]);
        break;
      }
    case SOL_PHASE_WHIST:
      pending = muster_pending_new (NULL, SEC_VERSUS, _("Turn up six cards for the New Whist Code."));
      muster_pending_add_action (pending, "decipher");
      break;
    case SOL_PHASE_SHEETS:
      for (guint i = 0; i < self->players->len && pending == NULL; i++)
        {
          SolPlayer *p = sol_player (self, i);

          if (p->call_suit == SOL_NO_SUIT)
            {
              g_autofree char *text = g_strdup_printf (_("%s writes four circumstances and the suit to call for."),
                                                       p->name);

              pending = muster_pending_new (p->seat, "Reveal Identities", text);
              muster_pending_add_action (pending, "sheet");
            }
        }
      break;
    case SOL_PHASE_DEAL:
      pending = muster_pending_new (NULL, SEC_VERSUS, _("Each player draws four cards from the support deck."));
      muster_pending_add_action (pending, "deal");
      break;
    default:
      break;
    }
  return pending;
}
