/* dc-actions.c: the actions of a Dice & Cards table, as an action table:
 * dice, tracks, decks of the players' own cards, dice pools and notes.
 *
 * Dice & Cards has no rules to break: every refusal is about arguments
 * (MUSTER_ERROR_INVALID_ARGS), and anyone at the table may take any action.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "dc-private.h"

#define illegal(error, ...) muster_fail ((error), MUSTER_ERROR_INVALID_ARGS, __VA_ARGS__)

/* What the actions' parameters are about, for fill_param and gate. */
enum
{
  NEEDS_NOTHING,
  NEEDS_TRACK,
  NEEDS_DECK,
  NEEDS_POOL,
  NEEDS_CARD_AT_HAND,
};

static MusterTrack *
need_track (DcState     *self,
            const char  *name,
            GError     **error)
{
  MusterTrack *track = dc_find_track (self, name);

  if (track == NULL)
    illegal (error, _("There is no track “%s”"), name);
  return track;
}

static MusterDeck *
need_deck (DcState     *self,
           const char  *name,
           GError     **error)
{
  MusterDeck *deck = dc_find_deck (self, name);

  if (deck == NULL)
    illegal (error, _("There is no deck “%s”"), name);
  return deck;
}

/* Dice */

static gboolean
apply_roll (MusterState            *state,
            const MusterActionDef  *def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  DcState *self = DC_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(MusterDiceExpr) expr = NULL;
  g_autoptr(MusterDiceRoll) roll = NULL;
  g_autofree char *text = NULL;
  const char *who;
  DcPool *pool;

  if (!muster_args_check_count (args, 1, 2, "roll DICE [WHO]", error))
    return FALSE;
  /* Only now is args[1] known to be inside the array. */
  who = args[1];
  if (who != NULL && !dc_valid_name (who, error))
    return FALSE;

  pool = dc_find_pool (self, args[0]);
  expr = muster_dice_expr_parse (pool ? pool->expr : args[0], error);
  if (expr == NULL)
    return FALSE;

  roll = muster_dice_roll (expr, chance, who, pool ? pool->name : NULL, error);
  if (roll == NULL)
    return FALSE;

  text = muster_dice_roll_to_string (roll);
  g_free (self->last_roll);
  self->last_roll = g_strdup (text);
  if (who != NULL)
    {
      muster_entry_set_side (entry, who);
      muster_entry_append_text (entry, _("%s rolled %s"), who, text);
    }
  else if (pool != NULL)
    muster_entry_append_text (entry, _("Rolled %s (%s)"), text, pool->name);
  else
    muster_entry_append_text (entry, _("Rolled %s"), text);
  return TRUE;
}

static void
preview_roll (MusterState            *state,
              const MusterActionDef  *def,
              const char * const     *args,
              MusterPreview          *preview)
{
  DcPool *pool;
  g_autoptr(MusterDiceExpr) expr = NULL;
  g_autofree char *label = NULL;

  if (args == NULL || args[0] == NULL)
    return;
  pool = dc_find_pool (DC_STATE (state), args[0]);
  expr = muster_dice_expr_parse (pool ? pool->expr : args[0], NULL);
  if (expr == NULL)
    return;
  label = muster_dice_expr_to_string (expr);
  muster_preview_add_roll (preview, args[1], label, muster_dice_expr_get_n_dice (expr), 0, NULL,
                           muster_dist_new_for_expr (expr));
}

static gboolean
apply_pool_add (MusterState            *state,
                const MusterActionDef  *def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  DcState *self = DC_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(MusterDiceExpr) expr = NULL;
  g_autofree char *canon = NULL;

  if (!muster_args_check_count (args, 2, 2, "pool-add NAME DICE", error) ||
      !dc_valid_name (args[0], error))
    return FALSE;
  if (dc_find_pool (self, args[0]) != NULL)
    return illegal (error, _("There is already a dice pool “%s”"), args[0]);
  if (self->pools->len >= DC_MAX_ITEMS)
    return illegal (error, _("A table holds at most %d dice pools"), DC_MAX_ITEMS);
  expr = muster_dice_expr_parse (args[1], error);
  if (expr == NULL)
    return FALSE;
  canon = muster_dice_expr_to_string (expr);
  dc_state_add_pool (self, args[0], canon);
  muster_entry_append_text (entry, _("Added the dice pool %s: %s"), args[0], canon);
  return TRUE;
}

static gboolean
apply_pool_remove (MusterState            *state,
                   const MusterActionDef  *def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  DcState *self = DC_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  DcPool *pool;

  if (!muster_args_check_count (args, 1, 1, "pool-remove NAME", error))
    return FALSE;
  pool = dc_find_pool (self, args[0]);
  if (pool == NULL)
    return illegal (error, _("There is no dice pool “%s”"), args[0]);
  muster_entry_append_text (entry, _("Removed the dice pool %s"), pool->name);
  g_ptr_array_remove (self->pools, pool);
  return TRUE;
}

/* Tracks */

static gboolean
apply_track_add (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  DcState *self = DC_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(MusterTrack) added = NULL;
  int a, b, c;

  if (!muster_args_check_count (args, 3, 4, "track-add NAME MIN MAX [VALUE]", error) ||
      !dc_valid_name (args[0], error) ||
      !muster_args_parse_int (args[1], _("The lowest value"), -1000000, 1000000, &a, error) ||
      !muster_args_parse_int (args[2], _("The highest value"), a, 1000000, &b, error) ||
      !muster_args_parse_int (args[3] ? args[3] : args[1], _("The starting value"), a, b, &c, error))
    return FALSE;
  if (dc_find_track (self, args[0]) != NULL)
    return illegal (error, _("There is already a track “%s”"), args[0]);
  if (self->tracks->len >= DC_MAX_ITEMS)
    return illegal (error, _("A table holds at most %d tracks"), DC_MAX_ITEMS);
  added = muster_track_new (args[0], args[0], a, b, c);
  muster_entry_append_text (entry, _("Added the track %s (%d to %d), at %d"), args[0], a, b, c);
  g_ptr_array_add (self->tracks, g_steal_pointer (&added));
  return TRUE;
}

/* Says which named values the marker reached or passed. */
static void
say_crossed (MusterEntry *entry,
             MusterTrack *track,
             int          old)
{
  g_autoptr(GPtrArray) crossed = muster_track_crossed (track, old, track->value);

  for (guint i = 0; i < crossed->len; i++)
    {
      MusterThreshold *t = g_ptr_array_index (crossed, i);

      muster_entry_append_text (entry, _("Reached %s (%d)."), t->name, t->value);
    }
}

static gboolean
apply_track_set (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  const char * const *args = muster_entry_get_args (entry);
  MusterTrack *track;
  int value, old;

  if (!muster_args_check_count (args, 2, 2, "track-set TRACK VALUE", error) ||
      (track = need_track (DC_STATE (state), args[0], error)) == NULL ||
      !muster_args_parse_int (args[1], track->name, track->min, track->max, &value, error))
    return FALSE;
  old = track->value;
  muster_track_set (track, value, NULL);
  muster_entry_append_text (entry, _("%s: %d → %d"), track->name, old, value);
  say_crossed (entry, track, old);
  return TRUE;
}

static gboolean
apply_track_adjust (MusterState            *state,
                    const MusterActionDef  *def,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  const char * const *args = muster_entry_get_args (entry);
  MusterTrack *track;
  int delta, old;

  if (!muster_args_check_count (args, 2, 2, "track-adjust TRACK DELTA", error) ||
      (track = need_track (DC_STATE (state), args[0], error)) == NULL ||
      !muster_args_parse_int (args[1], _("The change"), -1000000, 1000000, &delta, error))
    return FALSE;
  old = track->value;
  muster_track_adjust (track, delta);
  muster_entry_append_text (entry, _("%s: %d → %d"), track->name, old, track->value);
  if (track->value - old != delta)
    muster_entry_append_text (entry, _("(stopped at the end of the track)"));
  say_crossed (entry, track, old);
  return TRUE;
}

static gboolean
apply_track_threshold (MusterState            *state,
                       const MusterActionDef  *def,
                       MusterEntry            *entry,
                       MusterChance           *chance,
                       GError                **error)
{
  const char * const *args = muster_entry_get_args (entry);
  MusterTrack *track;
  int value;

  if (!muster_args_check_count (args, 3, 3, "track-threshold TRACK VALUE LABEL", error) ||
      (track = need_track (DC_STATE (state), args[0], error)) == NULL ||
      !muster_args_parse_int (args[1], _("The value"), track->min, track->max, &value, error) ||
      !dc_valid_name (args[2], error))
    return FALSE;
  muster_track_add_threshold (track, value, args[2], NULL);
  muster_entry_append_text (entry, _("%s: marked %s at %d"), track->name, args[2], value);
  return TRUE;
}

static gboolean
apply_track_remove (MusterState            *state,
                    const MusterActionDef  *def,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  DcState *self = DC_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *name = NULL;
  MusterTrack *track;

  if (!muster_args_check_count (args, 1, 1, "track-remove TRACK", error) ||
      (track = need_track (self, args[0], error)) == NULL)
    return FALSE;
  name = g_strdup (track->name);
  g_ptr_array_remove (self->tracks, track);
  muster_entry_append_text (entry, _("Removed the track %s"), name);
  return TRUE;
}

/* Decks */

static gboolean
apply_deck_add (MusterState            *state,
                const MusterActionDef  *def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  DcState *self = DC_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(MusterCardSet) cards = NULL;
  guint count = muster_args_count (args);

  if (count < 2)
    return illegal (error, _("Usage: %s"), "deck-add NAME CARD...");
  if (!dc_valid_name (args[0], error))
    return FALSE;
  if (dc_find_deck (self, args[0]) != NULL)
    return illegal (error, _("There is already a deck “%s”"), args[0]);
  if (count - 1 > DC_MAX_CARDS || self->decks->len >= DC_MAX_ITEMS)
    return illegal (error, _("A deck holds at most %d cards, and a table %d decks"), DC_MAX_CARDS, DC_MAX_ITEMS);
  cards = muster_card_set_new (args[0], args[0]);
  for (guint i = 1; i < count; i++)
    {
      if (!dc_valid_name (args[i], error))
        return FALSE;
      if (muster_card_set_lookup (cards, args[i]) != NULL)
        return illegal (error, _("The deck would have two cards named “%s”"), args[i]);
      muster_card_set_add (cards, muster_card_new (args[i], args[i]));
    }
  dc_state_add_deck (self, cards);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "Added the deck %s with %u card",
                                                "Added the deck %s with %u cards", count - 1),
                            args[0], count - 1);
  return TRUE;
}

/* The deck the first argument names, with exactly @n arguments. */
static MusterDeck *
deck_arg (MusterState         *state,
          const char * const  *args,
          guint                n,
          const char          *usage,
          GError             **error)
{
  if (!muster_args_check_count (args, n, n, usage, error))
    return NULL;
  return need_deck (DC_STATE (state), args[0], error);
}

static const char *
deck_name (MusterDeck *deck)
{
  return muster_card_set_get_name (muster_deck_get_card_set (deck));
}

static gboolean
apply_deck_remove (MusterState            *state,
                   const MusterActionDef  *def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  MusterDeck *deck = deck_arg (state, muster_entry_get_args (entry), 1, "deck-remove DECK", error);
  g_autofree char *name = NULL;

  if (deck == NULL)
    return FALSE;
  name = g_strdup (deck_name (deck));
  g_ptr_array_remove (DC_STATE (state)->decks, deck);
  muster_entry_append_text (entry, _("Removed the deck %s"), name);
  return TRUE;
}

static gboolean
apply_draw (MusterState            *state,
            const MusterActionDef  *def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  MusterDeck *deck = deck_arg (state, muster_entry_get_args (entry), 1, "draw DECK", error);
  g_autofree char *id = NULL;
  gboolean reshuffled = FALSE;

  if (deck == NULL)
    return FALSE;
  id = muster_deck_draw (deck, chance, NULL, deck_name (deck), &reshuffled, error);
  if (id == NULL)
    return FALSE;
  if (reshuffled)
    muster_entry_append_text (entry, _("The draw pile was empty, so the discards were shuffled into it."));
  muster_entry_append_text (entry, _("Drew %s from %s (%u left)"), muster_deck_lookup (deck, id)->name,
                            deck_name (deck), muster_deck_get_n_draw (deck));
  return TRUE;
}

/* deal DECK HOLDER: the top card into HOLDER's hand, a pile only HOLDER
 * (a seat) sees. The log says who got a card, never which. */
static gboolean
apply_deal (MusterState            *state,
            const MusterActionDef  *def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  const char * const *args = muster_entry_get_args (entry);
  MusterDeck *deck = deck_arg (state, args, 2, "deal DECK HOLDER", error);
  g_autofree char *id = NULL;
  gboolean reshuffled = FALSE;

  if (deck == NULL || !dc_valid_name (args[1], error))
    return FALSE;
  if (muster_deck_get_pile (deck, args[1]) == NULL)
    muster_deck_add_pile (deck, args[1], args[1], TRUE);
  id = muster_deck_deal (deck, chance, args[1], NULL, deck_name (deck), &reshuffled, error);
  if (id == NULL)
    return FALSE;
  if (reshuffled)
    muster_entry_append_text (entry, _("The draw pile was empty, so the discards were shuffled into it."));
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "Dealt a card of %s to %s, who holds %u card now",
                                                "Dealt a card of %s to %s, who holds %u cards now",
                                                muster_deck_get_pile (deck, args[1])->len),
                            deck_name (deck), args[1], muster_deck_get_pile (deck, args[1])->len);
  return TRUE;
}

static gboolean
apply_discard (MusterState            *state,
               const MusterActionDef  *def,
               MusterEntry            *entry,
               MusterChance           *chance,
               GError                **error)
{
  const char * const *args = muster_entry_get_args (entry);
  MusterDeck *deck = deck_arg (state, args, 2, "discard DECK CARD", error);
  const MusterCard *card;
  const char *where;
  g_autofree char *pile = NULL;

  if (deck == NULL)
    return FALSE;
  card = dc_find_card (deck, args[1]);
  if (card == NULL)
    return illegal (error, _("%s has no card “%s”"), deck_name (deck), args[1]);
  where = muster_deck_find_card (deck, card->id);
  /* From play, or from a hand or meld: a card in the draw pile, the
   * discards or out of the game is not at hand to discard. */
  if (g_strcmp0 (where, "in-play") == 0)
    {
      if (!muster_deck_discard (deck, card->id, error))
        return FALSE;
      muster_entry_append_text (entry, _("Discarded %s"), card->name);
      return TRUE;
    }
  if (where == NULL || muster_deck_get_pile (deck, where) == NULL)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("%s is not in play or in a hand, so it cannot be discarded"),
                        card->name);
  pile = g_strdup (where);
  if (!muster_deck_move (deck, card->id, "discard", error))
    return FALSE;
  muster_entry_append_text (entry, _("Discarded %s from %s"), card->name, pile);
  return TRUE;
}

static gboolean
apply_peek (MusterState            *state,
            const MusterActionDef  *def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  const char * const *args = muster_entry_get_args (entry);
  MusterDeck *deck = deck_arg (state, args, 2, "peek DECK COUNT", error);
  g_autoptr(GPtrArray) top = NULL;
  g_autoptr(GString) names = g_string_new (NULL);
  int n;

  if (deck == NULL || !muster_args_parse_int (args[1], _("The number of cards"), 1, DC_MAX_CARDS, &n, error))
    return FALSE;
  top = muster_deck_peek (deck, chance, (guint) n, NULL, error);
  if (top == NULL)
    return FALSE;
  for (guint i = 0; i < top->len; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "",
                            muster_deck_lookup (deck, g_ptr_array_index (top, i))->name);
  if (top->len == 0)
    muster_entry_append_text (entry, _("Peeked at %s: the draw pile is empty"), deck_name (deck));
  else
    muster_entry_append_text (entry, _("Peeked at the top of %s: %s"), deck_name (deck), names->str);
  return TRUE;
}

static gboolean
apply_reshuffle (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  MusterDeck *deck = deck_arg (state, muster_entry_get_args (entry), 1, "reshuffle DECK", error);

  if (deck == NULL)
    return FALSE;
  muster_deck_reshuffle (deck);
  muster_entry_append_text (entry, _("Shuffled the discards of %s into the draw pile (%u cards)"),
                            deck_name (deck), muster_deck_get_n_draw (deck));
  return TRUE;
}

static gboolean
apply_gather (MusterState            *state,
              const MusterActionDef  *def,
              MusterEntry            *entry,
              MusterChance           *chance,
              GError                **error)
{
  MusterDeck *deck = deck_arg (state, muster_entry_get_args (entry), 1, "gather DECK", error);

  if (deck == NULL)
    return FALSE;
  muster_deck_gather (deck);
  muster_entry_append_text (entry, _("Gathered and shuffled %s (%u cards)"),
                            deck_name (deck), muster_deck_get_n_draw (deck));
  return TRUE;
}

static gboolean
apply_remove_card (MusterState            *state,
                   const MusterActionDef  *def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  const char * const *args = muster_entry_get_args (entry);
  MusterDeck *deck = deck_arg (state, args, 2, "remove-card DECK CARD", error);
  const MusterCard *card;

  if (deck == NULL)
    return FALSE;
  card = dc_find_card (deck, args[1]);
  if (card == NULL)
    return illegal (error, _("%s has no card “%s”"), deck_name (deck), args[1]);
  if (!muster_deck_remove (deck, card->id, error))
    return FALSE;
  muster_entry_append_text (entry, _("Took %s out of the game"), card->name);
  return TRUE;
}

static gboolean
apply_note (MusterState            *state,
            const MusterActionDef  *def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *text = NULL;

  if (muster_args_count (args) == 0)
    return illegal (error, _("Usage: %s"), "note TEXT");
  text = g_strjoinv (" ", (char **) args);
  if (!g_utf8_validate (text, -1, NULL) || strlen (text) > 10000)
    return illegal (error, _("A note holds at most 10,000 characters of text"));
  dc_add_note (DC_STATE (state), text);
  muster_entry_append_text (entry, _("Note: %s"), text);
  return TRUE;
}

/* Candidates: what a player might try, for the random playouts and the
 * forms' suggestions. */

static GPtrArray *
candidates_roll (MusterState *state, const MusterActionDef *def)
{
  DcState *self = DC_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  muster_tries_add (tries, "d6", NULL);
  muster_tries_add (tries, "2d6", "Ann", NULL);
  for (guint i = 0; i < self->pools->len; i++)
    muster_tries_add (tries, ((DcPool *) g_ptr_array_index (self->pools, i))->name, NULL);
  return tries;
}

/* A name not yet taken by anything of the table: “Name 3”. */
static char *
new_name (DcState    *self,
          const char *stem)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *name = g_strdup_printf ("%s %u", stem, n);

      if (dc_find_track (self, name) == NULL && dc_find_deck (self, name) == NULL &&
          dc_find_pool (self, name) == NULL)
        return g_steal_pointer (&name);
    }
}

static GPtrArray *
candidates_adds (MusterState *state, const MusterActionDef *def)
{
  DcState *self = DC_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  if (def->apply == apply_pool_add)
    {
      g_autofree char *name = new_name (self, _("Pool"));
      muster_tries_add (tries, name, "3d6", NULL);
    }
  else if (def->apply == apply_track_add)
    {
      g_autofree char *name = new_name (self, _("Track"));
      muster_tries_add (tries, name, "0", "10", "5", NULL);
    }
  else if (def->apply == apply_deck_add)
    {
      g_autofree char *name = new_name (self, _("Deck"));
      muster_tries_add (tries, name, "Storm", "Fog", "Raid", NULL);
    }
  else
    muster_tries_add (tries, _("A note"), NULL);
  return tries;
}

static GPtrArray *
candidates_tracks (MusterState *state, const MusterActionDef *def)
{
  DcState *self = DC_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->tracks->len; i++)
    {
      MusterTrack *track = g_ptr_array_index (self->tracks, i);
      g_autofree char *low = g_strdup_printf ("%d", track->min);
      g_autofree char *mid = g_strdup_printf ("%d", (track->min + track->max) / 2);

      if (def->apply == apply_track_set)
        {
          muster_tries_add (tries, track->id, low, NULL);
          muster_tries_add (tries, track->id, mid, NULL);
        }
      else if (def->apply == apply_track_adjust)
        {
          muster_tries_add (tries, track->id, "1", NULL);
          muster_tries_add (tries, track->id, "-1", NULL);
        }
      else if (def->apply == apply_track_threshold)
        muster_tries_add (tries, track->id, mid, _("Half way"), NULL);
      else
        muster_tries_add (tries, track->id, NULL);
    }
  return tries;
}

static GPtrArray *
candidates_decks (MusterState *state, const MusterActionDef *def)
{
  DcState *self = DC_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->decks->len; i++)
    {
      MusterDeck *deck = g_ptr_array_index (self->decks, i);
      const char *id = muster_deck_get_id (deck);

      if (def->apply == apply_discard)
        {
          GPtrArray *drawn = muster_deck_get_drawn (deck);

          for (guint k = 0; k < drawn->len; k++)
            muster_tries_add (tries, id, g_ptr_array_index (drawn, k), NULL);
        }
      else if (def->apply == apply_remove_card)
        {
          MusterCardSet *set = muster_deck_get_card_set (deck);

          for (guint k = 0; k < muster_card_set_get_n_cards (set); k++)
            muster_tries_add (tries, id, muster_card_set_get_card (set, k)->id, NULL);
        }
      else if (def->apply == apply_deal)
        {
          g_auto(GStrv) piles = muster_deck_list_piles (deck);

          for (guint k = 0; piles[k]; k++)
            muster_tries_add (tries, id, piles[k], NULL);
          if (piles[0] == NULL)
            muster_tries_add (tries, id, _("Player"), NULL);
        }
      else if (def->apply == apply_peek)
        {
          muster_tries_add (tries, id, "1", NULL);
          muster_tries_add (tries, id, "2", NULL);
        }
      else
        muster_tries_add (tries, id, NULL);
    }
  return tries;
}

static GPtrArray *
candidates_pools (MusterState *state, const MusterActionDef *def)
{
  DcState *self = DC_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->pools->len; i++)
    muster_tries_add (tries, ((DcPool *) g_ptr_array_index (self->pools, i))->name, NULL);
  return tries;
}

#define DC_ACTION(id, label, summary, kind, params, apply, candidates, tag) \
  { id, label, NULL, summary, kind, params, apply, candidates, NULL, tag }

static const MusterActionDef defs[] = {
  { "roll", N_("Roll dice"), NULL, N_("Roll a dice expression such as 2d6+1, or a named dice pool"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "DICE", N_("Dice or pool"), MUSTER_PARAM_DICE },
                   { "WHO", N_("Rolled by"), MUSTER_PARAM_TEXT, MUSTER_PARAM_OPTIONAL }),
    apply_roll, candidates_roll, preview_roll, NEEDS_NOTHING },
  DC_ACTION ("pool-add", N_("Add dice pool"), N_("Name a dice expression to roll again later"),
             MUSTER_ACTION_SETUP,
             MUSTER_PARAMS ({ "NAME", N_("Name"), MUSTER_PARAM_TEXT },
                            { "DICE", N_("Dice"), MUSTER_PARAM_DICE }),
             apply_pool_add, candidates_adds, NEEDS_NOTHING),
  DC_ACTION ("pool-remove", N_("Remove dice pool"), N_("Forget a named dice pool"),
             MUSTER_ACTION_SETUP,
             MUSTER_PARAMS ({ "NAME", N_("Pool"), MUSTER_PARAM_CHOICE }),
             apply_pool_remove, candidates_pools, NEEDS_POOL),
  DC_ACTION ("track-add", N_("Add track"), N_("Add a counter that runs between two bounds"),
             MUSTER_ACTION_SETUP,
             MUSTER_PARAMS ({ "NAME", N_("Name"), MUSTER_PARAM_TEXT },
                            { "MIN", N_("Lowest"), MUSTER_PARAM_NUMBER, 0, "-1000000..1000000" },
                            { "MAX", N_("Highest"), MUSTER_PARAM_NUMBER, 0, "-1000000..1000000" },
                            { "VALUE", N_("Start at"), MUSTER_PARAM_NUMBER, MUSTER_PARAM_OPTIONAL,
                              "-1000000..1000000" }),
             apply_track_add, candidates_adds, NEEDS_NOTHING),
  DC_ACTION ("track-set", N_("Set track"), N_("Put a track's marker on a value"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "TRACK", N_("Track"), MUSTER_PARAM_CHOICE },
                            { "VALUE", N_("Value"), MUSTER_PARAM_NUMBER }),
             apply_track_set, candidates_tracks, NEEDS_TRACK),
  DC_ACTION ("track-adjust", N_("Move track"), N_("Move a track's marker up or down"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "TRACK", N_("Track"), MUSTER_PARAM_CHOICE },
                            { "DELTA", N_("By"), MUSTER_PARAM_NUMBER }),
             apply_track_adjust, candidates_tracks, NEEDS_TRACK),
  DC_ACTION ("track-threshold", N_("Mark track value"), N_("Name a value on a track, such as “Panic” at 12"),
             MUSTER_ACTION_SETUP,
             MUSTER_PARAMS ({ "TRACK", N_("Track"), MUSTER_PARAM_CHOICE },
                            { "VALUE", N_("Value"), MUSTER_PARAM_NUMBER },
                            { "LABEL", N_("Label"), MUSTER_PARAM_TEXT }),
             apply_track_threshold, candidates_tracks, NEEDS_TRACK),
  DC_ACTION ("track-remove", N_("Remove track"), N_("Take a track off the table"),
             MUSTER_ACTION_SETUP,
             MUSTER_PARAMS ({ "TRACK", N_("Track"), MUSTER_PARAM_CHOICE }),
             apply_track_remove, candidates_tracks, NEEDS_TRACK),
  DC_ACTION ("deck-add", N_("Add deck"), N_("Make a deck from a list of card names"),
             MUSTER_ACTION_SETUP,
             MUSTER_PARAMS ({ "NAME", N_("Name"), MUSTER_PARAM_TEXT },
                            { "CARD", N_("Cards"), MUSTER_PARAM_TEXT, MUSTER_PARAM_REPEATED }),
             apply_deck_add, candidates_adds, NEEDS_NOTHING),
  DC_ACTION ("deck-remove", N_("Remove deck"), N_("Take a deck off the table"),
             MUSTER_ACTION_SETUP,
             MUSTER_PARAMS ({ "DECK", N_("Deck"), MUSTER_PARAM_CHOICE }),
             apply_deck_remove, candidates_decks, NEEDS_DECK),
  DC_ACTION ("draw", N_("Draw card"), N_("Draw the top card of a deck; an empty deck reshuffles its discards"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "DECK", N_("Deck"), MUSTER_PARAM_CHOICE }),
             apply_draw, candidates_decks, NEEDS_DECK),
  DC_ACTION ("deal", N_("Deal card"), N_("Give the top card of a deck to a player, for their eyes only"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "DECK", N_("Deck"), MUSTER_PARAM_CHOICE },
                            { "HOLDER", N_("To"), MUSTER_PARAM_TEXT }),
             apply_deal, candidates_decks, NEEDS_DECK),
  DC_ACTION ("discard", N_("Discard card"), N_("Put a card in play or from a hand on its deck's discard pile"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "DECK", N_("Deck"), MUSTER_PARAM_CHOICE },
                            { "CARD", N_("Card"), MUSTER_PARAM_CARD, 0, "in-play" }),
             apply_discard, candidates_decks, NEEDS_CARD_AT_HAND),
  DC_ACTION ("peek", N_("Peek"), N_("Look at the top cards of a deck without changing their order"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "DECK", N_("Deck"), MUSTER_PARAM_CHOICE },
                            { "COUNT", N_("How many"), MUSTER_PARAM_NUMBER, 0, "1..500" }),
             apply_peek, candidates_decks, NEEDS_DECK),
  DC_ACTION ("reshuffle", N_("Reshuffle discards"), N_("Shuffle a deck's discard pile back into its draw pile"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "DECK", N_("Deck"), MUSTER_PARAM_CHOICE }),
             apply_reshuffle, candidates_decks, NEEDS_DECK),
  DC_ACTION ("gather", N_("Gather and shuffle"), N_("Return every card of a deck, drawn or discarded, and shuffle"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "DECK", N_("Deck"), MUSTER_PARAM_CHOICE }),
             apply_gather, candidates_decks, NEEDS_DECK),
  DC_ACTION ("remove-card", N_("Remove card"), N_("Take a card out of the game"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "DECK", N_("Deck"), MUSTER_PARAM_CHOICE },
                            { "CARD", N_("Card"), MUSTER_PARAM_CARD }),
             apply_remove_card, candidates_decks, NEEDS_DECK),
  DC_ACTION ("note", N_("Note"), N_("Write a note into the log"),
             MUSTER_ACTION_PLAY,
             MUSTER_PARAMS ({ "TEXT", N_("Text"), MUSTER_PARAM_TEXT }),
             apply_note, candidates_adds, NEEDS_NOTHING),
};

/* Anyone may take any action that has something to act on. */
static gboolean
dc_gate (MusterState            *state,
         const MusterActionDef  *def,
         const char            **side,
         GError                **error)
{
  DcState *self = DC_STATE (state);

  *side = NULL;
  switch (def->tag)
    {
    case NEEDS_TRACK:
      return self->tracks->len > 0 || muster_fail (error, MUSTER_ERROR_ILLEGAL, _("There are no tracks"));
    case NEEDS_DECK:
      return self->decks->len > 0 || muster_fail (error, MUSTER_ERROR_ILLEGAL, _("There are no decks"));
    case NEEDS_POOL:
      return self->pools->len > 0 || muster_fail (error, MUSTER_ERROR_ILLEGAL, _("There are no dice pools"));
    case NEEDS_CARD_AT_HAND:
      for (guint i = 0; i < self->decks->len; i++)
        {
          MusterDeck *deck = g_ptr_array_index (self->decks, i);
          g_auto(GStrv) piles = muster_deck_list_piles (deck);

          if (muster_deck_get_n_drawn (deck) > 0)
            return TRUE;
          for (guint k = 0; piles[k] != NULL; k++)
            if (muster_deck_get_pile (deck, piles[k])->len > 0)
              return TRUE;
        }
      return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("No card is in play or in a hand"));
    default:
      return TRUE;
    }
}

static void
set_choices (MusterParam *param,
             GStrvBuilder *ids,
             GStrvBuilder *labels)
{
  muster_param_take_choices (param, g_strv_builder_end (ids), g_strv_builder_end (labels));
  g_strv_builder_unref (ids);
  g_strv_builder_unref (labels);
}

/* Tracks, decks and pools by id with their names; cards by the name on
 * them. */
static void
dc_fill_param (MusterState            *state,
               const MusterActionDef  *def,
               const char             *side,
               MusterParam            *param)
{
  DcState *self = DC_STATE (state);
  GStrvBuilder *ids = g_strv_builder_new ();
  GStrvBuilder *labels = g_strv_builder_new ();

  if (g_str_equal (param->name, "TRACK"))
    for (guint i = 0; i < self->tracks->len; i++)
      {
        MusterTrack *track = g_ptr_array_index (self->tracks, i);

        g_strv_builder_add (ids, track->id);
        g_strv_builder_add (labels, track->name);
      }
  else if (g_str_equal (param->name, "DECK"))
    for (guint i = 0; i < self->decks->len; i++)
      {
        MusterDeck *deck = g_ptr_array_index (self->decks, i);

        g_strv_builder_add (ids, muster_deck_get_id (deck));
        g_strv_builder_add (labels, deck_name (deck));
      }
  else if (param->kind == MUSTER_PARAM_CHOICE && def->tag == NEEDS_POOL)
    for (guint i = 0; i < self->pools->len; i++)
      {
        const char *name = ((DcPool *) g_ptr_array_index (self->pools, i))->name;

        g_strv_builder_add (ids, name);
        g_strv_builder_add (labels, name);
      }
  else if (param->kind == MUSTER_PARAM_CARD)
    for (guint d = 0; d < self->decks->len; d++)
      {
        MusterDeck *deck = g_ptr_array_index (self->decks, d);
        GPtrArray *drawn = muster_deck_get_drawn (deck);
        MusterCardSet *set = muster_deck_get_card_set (deck);

        if (g_strcmp0 (param->pile, "in-play") == 0)
          for (guint k = 0; k < drawn->len; k++)
            {
              g_strv_builder_add (ids, g_ptr_array_index (drawn, k));
              g_strv_builder_add (labels, muster_deck_lookup (deck, g_ptr_array_index (drawn, k))->name);
            }
        else
          for (guint k = 0; k < muster_card_set_get_n_cards (set); k++)
            {
              g_strv_builder_add (ids, muster_card_set_get_card (set, k)->id);
              g_strv_builder_add (labels, muster_card_set_get_card (set, k)->name);
            }
      }
  else
    {
      g_strv_builder_unref (ids);
      g_strv_builder_unref (labels);
      return;
    }
  set_choices (param, ids, labels);
}

const MusterActionTable dc_action_table = {
  defs, G_N_ELEMENTS (defs), dc_gate, dc_fill_param, NULL, NULL,
};
