/* sol-table.c: the cards of hands, fronts and melds: finding a card a player names,
 * moving it, drawing hands back up, and the players the actions name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

/* Small helpers. */

int
sol_need_player (SolState    *self,
                 const char  *seat,
                 GError     **error)
{
  int i = sol_find_player (self, seat);

  if (i < 0)
    bad_args (error, _("Nobody sits in the seat “%s”"), seat ? seat : "");
  return i;
}

int
sol_need_patriot (SolState    *self,
                  const char  *seat,
                  GError     **error)
{
  int i = sol_need_player (self, seat, error);

  if (i >= 0 && sol_player (self, (guint) i)->figure == NULL)
    {
      illegal (error, _("%s: %s plays no Patriot figure"), SEC_PATRIOT_PLAYS, sol_seat_name (self, i));
      return -1;
    }
  return i;
}

/* The Tory. Only actions open once the identities are taken ask for
 * him (the gate sees to it), so there is one. */
SolPlayer *
sol_tory_player (SolState *self)
{
  int i = sol_tory_index (self);

  return sol_player (self, i >= 0 ? (guint) i : 0);
}

/* The card @arg names in @pile: its id, or the printed card (“QS” finds
 * “QS#2”), ignoring case; NULL when the pile has none. */
const char *
sol_find_in_pile (SolState   *self,
                  const char *pile,
                  const char *arg,
                  GPtrArray  *exclude)
{
  GPtrArray *cards = muster_deck_get_pile (self->deck, pile);

  if (cards == NULL || arg == NULL)
    return NULL;
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < cards->len; i++)
      {
        const char *id = g_ptr_array_index (cards, i);
        const MusterCard *card = muster_deck_lookup (self->deck, id);
        const char *face = muster_card_get_face (card);

        if (exclude != NULL && g_ptr_array_find_with_equal_func (exclude, id, g_str_equal, NULL))
          continue;
        if (pass == 0 ? g_ascii_strcasecmp (id, arg) == 0 : g_ascii_strcasecmp (face, arg) == 0)
          return id;
      }
  return NULL;
}

/* The card @arg names in @seat's hand. With the players' own decks the
 * cards Muster saw go into a hand (in Versus Mode those taken from a
 * support line) are looked for first, then those it has not seen. */
const char *
sol_find_in_hand (SolState   *self,
                  const char *seat,
                  const char *arg,
                  GPtrArray  *exclude)
{
  g_autofree char *known = sol_hand_pile (seat);
  g_autofree char *pile = sol_hand_name (self, seat);
  const char *id = sol_find_in_pile (self, known, arg, exclude);

  return id != NULL ? id : sol_find_in_pile (self, pile, arg, exclude);
}

const char *
sol_need_in_hand (SolState    *self,
                  const char  *seat,
                  const char  *arg,
                  GError     **error)
{
  const char *id = sol_find_in_hand (self, seat, arg, NULL);

  if (id == NULL)
    bad_args (error, _("%s holds no card “%s”"), sol_seat_name (self, sol_find_player (self, seat)), arg ? arg : "");
  return id;
}

/* Draws into @seat's hand until it holds @limit cards, while the deck
 * has cards (an empty draw pile takes the discards back first). */
gboolean
sol_draw_to (SolState      *self,
             const char    *seat,
             guint          limit,
             MusterChance  *chance,
             GError       **error)
{
  g_autofree char *pile = sol_hand_pile (seat);

  /* With their own decks the players draw for themselves. */
  if (self->own_cards)
    return TRUE;
  if (self->versus)
    return sol_versus_draw_to (self, seat, limit, chance, error);
  while (muster_deck_get_pile (self->deck, pile)->len < limit)
    {
      g_autofree char *id = NULL;

      /* An empty draw pile takes the discards back, or with
       * `empty-draw=short` the hand stays short (item 4). */
      if (muster_deck_get_n_draw (self->deck) == 0 &&
          (self->short_draw || muster_deck_get_n_discard (self->deck) == 0))
        break;
      id = muster_deck_deal (self->deck, chance, pile, seat, _("a card drawn into a hand"), NULL, error);
      if (id == NULL)
        return FALSE;
    }
  return TRUE;
}

gboolean
sol_refill (SolState      *self,
            SolPlayer     *player,
            MusterChance  *chance,
            GError       **error)
{
  return sol_draw_to (self, player->seat, sol_hand_limit (self, player), chance, error);
}

/* Moves a card to another pile. The id is copied first: it may be the
 * string the deck frees as it takes the card from its pile. */
void
sol_move_card (SolState   *self,
               const char *id,
               const char *to,
               GError    **error)
{
  g_autofree char *copy = g_strdup (id);

  muster_deck_move (self->deck, copy, to, error);
}

/* A new array holding copies of the ids. */
GPtrArray *
sol_copy_ids (GPtrArray *ids)
{
  GPtrArray *copy = g_ptr_array_new_full (ids ? ids->len : 0, g_free);

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (ids, i)));
  return copy;
}

char *
sol_names_of (GPtrArray *ids)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *name = sol_card_name (g_ptr_array_index (ids, i));

      g_string_append_printf (out, "%s%s", i ? ", " : "", name);
    }
  return g_string_free (out, FALSE);
}

SolMeld *
sol_live_meld (SolState *self,
               int       number,
               GPtrArray **cards)
{
  g_autofree char *name = NULL;
  GPtrArray *pile;

  if (number < 1 || number > (int) self->melds->len)
    return NULL;
  name = sol_meld_pile ((guint) number - 1);
  pile = muster_deck_get_pile (self->deck, name);
  if (pile == NULL || pile->len == 0)
    return NULL;
  if (cards != NULL)
    *cards = pile;
  return g_ptr_array_index (self->melds, number - 1);
}

SolMeld *
sol_need_meld (SolState    *self,
               const char  *arg,
               GPtrArray  **cards,
               GError     **error)
{
  int number;
  SolMeld *meld;

  if (!muster_args_parse_int (arg, _("The meld"), 1, 1000, &number, error))
    return NULL;
  meld = sol_live_meld (self, number, cards);
  if (meld == NULL)
    bad_args (error, _("There is no meld %d on the table"), number);
  return meld;
}

/* Puts the cards of @pile in the order of @ordered. */
void
sol_reorder (SolState   *self,
             const char *pile,
             GPtrArray  *ordered)
{
  for (guint i = 0; i < ordered->len; i++)
    sol_move_card (self, g_ptr_array_index (ordered, i), pile, NULL);
}

void
sol_figure_suits (SolState            *self,
                  const SolPatriotDef *def,
                  SolSuit              suits[2])
{
  for (guint i = 0; i < 2; i++)
    {
      suits[i] = def->suits[i];
      if (self->deborah_clubs && g_str_equal (def->id, "deborah-sampson") && suits[i] == SOL_SPADES)
        suits[i] = SOL_CLUBS;
    }
}

char *
sol_hand_name (SolState   *self,
               const char *seat)
{
  if (self->own_cards)
    return self->versus ? sol_support_pile (seat) : g_strdup (SOL_UNSEEN);
  return sol_hand_pile (seat);
}

char *
sol_turn_up (SolState            *self,
             int                  who,
             MusterChance        *chance,
             const char          *purpose,
             const char * const  *args,
             guint               *next,
             GPtrArray           *taken,
             GError             **error)
{
  g_autofree char *support = who >= 0 ? sol_support_pile (sol_seat_id (self, who)) : NULL;
  const char *id;

  if (!self->own_cards && who >= 0)
    return sol_versus_draw (self, who, "in-play", chance, purpose, error);
  if (!self->own_cards)
    return muster_deck_draw (self->deck, chance, NULL, purpose, NULL, error);
  if (args == NULL || args[*next] == NULL)
    {
      bad_args (error, _("Name the card turned up for %s"), purpose);
      return NULL;
    }
  id = sol_find_in_pile (self, support != NULL ? support : SOL_UNSEEN, args[*next], taken);
  if (id == NULL)
    {
      bad_args (error, _("No card “%s” is left to turn up"), args[*next]);
      return NULL;
    }
  (*next)++;
  g_ptr_array_add (taken, (gpointer) id);
  return g_strdup (id);
}

