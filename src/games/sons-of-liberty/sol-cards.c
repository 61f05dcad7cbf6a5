/* sol-cards.c: the cards of Sons of Liberty (two decks and their four
 * jokers shuffled together) and what makes a set or a straight of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

static const char *rank_ids[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
static const char suit_ids[] = { 'H', 'S', 'D', 'C' };

static const char *rank_names[] = {
  N_("Ace"), N_("Two"), N_("Three"), N_("Four"), N_("Five"), N_("Six"), N_("Seven"),
  N_("Eight"), N_("Nine"), N_("Ten"), N_("Jack"), N_("Queen"), N_("King"),
};
static const char *suit_names[] = { N_("Hearts"), N_("Spades"), N_("Diamonds"), N_("Clubs") };

const char *
sol_rank_name (int rank)
{
  return rank >= 0 && rank < 13 ? _(rank_names[rank]) : _("Joker");
}

const char *
sol_suit_name (SolSuit suit)
{
  return suit >= 0 && suit < SOL_N_SUITS ? _(suit_names[suit]) : _("no suit");
}

SolSuit
sol_suit_parse (const char *word)
{
  static const char *words[] = { "hearts", "spades", "diamonds", "clubs" };

  if (word == NULL)
    return SOL_NO_SUIT;
  for (int s = 0; s < SOL_N_SUITS; s++)
    if (g_ascii_strcasecmp (word, words[s]) == 0 ||
        (word[0] != '\0' && word[1] == '\0' && g_ascii_toupper (word[0]) == suit_ids[s]))
      return s;
  return SOL_NO_SUIT;
}

/* The printed card of an id: “QS#2” shows “QS”. */
static gsize
face_len (const char *id)
{
  const char *hash = strchr (id, '#');

  return hash ? (gsize) (hash - id) : strlen (id);
}

gboolean
sol_card_is_joker (const char *id)
{
  return id != NULL && id[0] == 'X';
}

int
sol_card_rank (const char *id)
{
  gsize len;

  if (id == NULL || sol_card_is_joker (id))
    return SOL_NO_RANK;
  len = face_len (id);
  if (len < 2)
    return SOL_NO_RANK;
  for (int r = 0; r < 13; r++)
    if (strlen (rank_ids[r]) == len - 1 && strncmp (id, rank_ids[r], len - 1) == 0)
      return r;
  return SOL_NO_RANK;
}

SolSuit
sol_card_suit (const char *id)
{
  gsize len;

  if (id == NULL || sol_card_is_joker (id))
    return SOL_NO_SUIT;
  len = face_len (id);
  for (int s = 0; s < SOL_N_SUITS; s++)
    if (len >= 2 && id[len - 1] == suit_ids[s])
      return s;
  return SOL_NO_SUIT;
}

gboolean
sol_card_is_face (const char *id)
{
  return sol_card_rank (id) >= 10;
}

int
sol_card_value (const char *id,
                int         ace)
{
  int rank = sol_card_rank (id);

  if (rank == SOL_NO_RANK)
    return 0;
  if (rank == 0)
    return ace;
  return rank >= 10 ? 11 : rank + 1;
}

char *
sol_card_name (const char *id)
{
  if (sol_card_is_joker (id))
    return g_strdup (_("Joker"));
  /* Translators: a playing card, “Queen of Spades”. */
  return g_strdup_printf (_("%s of %s"), sol_rank_name (sol_card_rank (id)),
                          sol_suit_name (sol_card_suit (id)));
}

MusterCardSet *
sol_cards_new (void)
{
  g_autoptr(MusterCardSet) one = muster_card_set_new (SOL_DECK, _("Two decks"));

  for (int s = 0; s < SOL_N_SUITS; s++)
    for (int r = 0; r < 13; r++)
      {
        g_autofree char *id = g_strdup_printf ("%s%c", rank_ids[r], suit_ids[s]);
        g_autofree char *name = sol_card_name (id);
        MusterCard *card = muster_card_new (id, name);

        muster_card_set_value (card, "rank", rank_ids[r], "rulebook");
        muster_card_set_value (card, "suit", suit_names[s], "rulebook");
        muster_card_set_add (one, card);
      }
  muster_card_set_add (one, muster_card_new ("XR", _("Joker")));
  muster_card_set_add (one, muster_card_new ("XB", _("Joker")));
  return muster_card_set_new_copies (one, 2);
}

gboolean
sol_is_set (GPtrArray *ids,
            int       *rank)
{
  int found = SOL_NO_RANK;

  if (ids->len < 2)
    return FALSE;
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      int r = sol_card_rank (id);

      if (sol_card_is_joker (id))
        continue;
      if (found != SOL_NO_RANK && r != found)
        return FALSE;
      found = r;
    }
  if (rank != NULL)
    *rank = found;
  return found != SOL_NO_RANK;
}

/* The position (0 … n-1) a natural card of @rank takes in the window of
 * @n from @start, or -1. Without wrapping the line runs ace, 2 … king, ace:
 * positions 0 to 13, an ace at either end. */
static int
position_of (int      rank,
             int      start,
             guint    n,
             gboolean wrap)
{
  if (wrap)
    {
      int k = (rank - start + 13) % 13;

      return k < (int) n ? k : -1;
    }
  if (rank >= start && rank - start < (int) n)
    return rank - start;
  if (rank == 0 && 13 >= start && 13 - start < (int) n)
    return 13 - start;
  return -1;
}

static gboolean
try_window (GPtrArray  *ids,
            int         start,
            gboolean    wrap,
            const char *low_fixed,
            const char *high_fixed,
            gboolean    natural_low,
            const char **slots)
{
  guint n = ids->len;

  memset (slots, 0, sizeof (char *) * n);
  for (guint i = 0; i < n; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      int k;

      if (sol_card_is_joker (id))
        continue;
      k = position_of (sol_card_rank (id), start, n, wrap);
      if (k < 0 || slots[k] != NULL)
        return FALSE;
      slots[k] = id;
    }
  if (natural_low && slots[0] == NULL)
    return FALSE;
  if (low_fixed != NULL && g_strcmp0 (slots[0], low_fixed) != 0)
    return FALSE;
  if (high_fixed != NULL && g_strcmp0 (slots[n - 1], high_fixed) != 0)
    return FALSE;
  /* Jokers fill the gaps from the low end. */
  for (guint i = 0, k = 0; i < n; i++)
    {
      const char *id = g_ptr_array_index (ids, i);

      if (!sol_card_is_joker (id))
        continue;
      while (slots[k] != NULL)
        k++;
      slots[k] = id;
    }
  return TRUE;
}

gboolean
sol_order_straight (GPtrArray  *ids,
                    gboolean    wrap,
                    const char *low_fixed,
                    const char *high_fixed,
                    int        *start)
{
  guint n = ids->len;
  int last = wrap ? 12 : 14 - (int) n;
  const char *slots[14];
  gboolean naturals = FALSE;

  if (n < 3 || n > (wrap ? 13u : 14u))
    return FALSE;
  for (guint i = 0; i < n; i++)
    naturals |= !sol_card_is_joker (g_ptr_array_index (ids, i));
  /* First a window starting on a natural card (jokers stand above it),
   * then any. */
  for (int pass = 0; pass < 2; pass++)
    for (int s = 0; s <= last; s++)
      if (try_window (ids, s, wrap, low_fixed, high_fixed, pass == 0 && naturals, slots))
        {
          g_autoptr(GPtrArray) ordered = g_ptr_array_new_with_free_func (g_free);

          for (guint k = 0; k < n; k++)
            g_ptr_array_add (ordered, g_strdup (slots[k]));
          for (guint k = 0; k < n; k++)
            {
              gpointer *p = &g_ptr_array_index (ids, k);

              /* Swap the strings into order: @ids may own or borrow them. */
              for (guint m = k; m < n; m++)
                if (g_strcmp0 (g_ptr_array_index (ids, m), g_ptr_array_index (ordered, k)) == 0)
                  {
                    gpointer tmp = *p;

                    *p = g_ptr_array_index (ids, m);
                    g_ptr_array_index (ids, m) = tmp;
                    break;
                  }
            }
          if (start != NULL)
            *start = wrap ? s : s % 13;
          return TRUE;
        }
  return FALSE;
}
