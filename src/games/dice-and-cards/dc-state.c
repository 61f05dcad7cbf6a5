/* dc-state.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "dc-state.h"

#define MAX_ITEMS 200
#define MAX_CARDS 500

typedef struct
{
  char *name;
  char *expr;
} Pool;

struct _DcState
{
  MusterState parent_instance;

  GPtrArray  *tracks;  /* MusterTrack* */
  GPtrArray  *decks;   /* MusterDeck* */
  GPtrArray  *pools;   /* Pool* */
  /* The notes, oldest first: the first n_notes of an append-only array
   * that copies share, so a copy costs nothing however long the log (see
   * add_note). */
  GPtrArray  *notes;   /* char* */
  guint       n_notes;
  char       *last_roll;
};

G_DEFINE_FINAL_TYPE (DcState, dc_state, MUSTER_TYPE_STATE)

static void
pool_free (Pool *pool)
{
  g_free (pool->name);
  g_free (pool->expr);
  g_free (pool);
}

static void
dc_state_finalize (GObject *object)
{
  DcState *self = DC_STATE (object);

  g_ptr_array_unref (self->tracks);
  g_ptr_array_unref (self->decks);
  g_ptr_array_unref (self->pools);
  g_ptr_array_unref (self->notes);
  g_free (self->last_roll);

  G_OBJECT_CLASS (dc_state_parent_class)->finalize (object);
}

static MusterState *
dc_state_copy (MusterState *state)
{
  DcState *self = DC_STATE (state);
  DcState *copy = dc_state_new ();

  for (guint i = 0; i < self->tracks->len; i++)
    g_ptr_array_add (copy->tracks, muster_track_copy (g_ptr_array_index (self->tracks, i)));
  for (guint i = 0; i < self->decks->len; i++)
    g_ptr_array_add (copy->decks, muster_deck_copy (g_ptr_array_index (self->decks, i)));
  for (guint i = 0; i < self->pools->len; i++)
    {
      Pool *pool = g_ptr_array_index (self->pools, i);
      dc_state_add_pool (copy, pool->name, pool->expr);
    }
  g_ptr_array_unref (copy->notes);
  copy->notes = g_ptr_array_ref (self->notes);
  copy->n_notes = self->n_notes;
  copy->last_roll = g_strdup (self->last_roll);
  return MUSTER_STATE (copy);
}

/* Appends in place when this state holds the whole shared array; a state
 * whose copies have since added notes of their own (an undo, then a new
 * note) takes a copy of its part first. Either way, what another state
 * sees (its first n_notes) never changes. */
static void
add_note (DcState    *self,
          const char *text)
{
  if (self->notes->len != self->n_notes)
    {
      GPtrArray *own = g_ptr_array_new_full (self->n_notes + 1, g_free);

      for (guint i = 0; i < self->n_notes; i++)
        g_ptr_array_add (own, g_strdup (g_ptr_array_index (self->notes, i)));
      g_ptr_array_unref (self->notes);
      self->notes = own;
    }
  g_ptr_array_add (self->notes, g_strdup (text));
  self->n_notes++;
}

/* Lookups ignore case, so “vp” finds the “VP” track. */

static MusterTrack *
find_track (DcState    *self,
            const char *name)
{
  for (guint i = 0; i < self->tracks->len; i++)
    {
      MusterTrack *track = g_ptr_array_index (self->tracks, i);
      if (g_ascii_strcasecmp (track->id, name) == 0 || g_ascii_strcasecmp (track->name, name) == 0)
        return track;
    }
  return NULL;
}

static MusterDeck *
find_deck (DcState    *self,
           const char *name)
{
  for (guint i = 0; i < self->decks->len; i++)
    {
      MusterDeck *deck = g_ptr_array_index (self->decks, i);
      MusterCardSet *set = muster_deck_get_card_set (deck);

      if (g_ascii_strcasecmp (muster_deck_get_id (deck), name) == 0 ||
          g_ascii_strcasecmp (muster_card_set_get_name (set), name) == 0)
        return deck;
    }
  return NULL;
}

static Pool *
find_pool (DcState    *self,
           const char *name)
{
  for (guint i = 0; i < self->pools->len; i++)
    {
      Pool *pool = g_ptr_array_index (self->pools, i);
      if (g_ascii_strcasecmp (pool->name, name) == 0)
        return pool;
    }
  return NULL;
}

/* A card named by id or by name (ignoring case). */
static const MusterCard *
find_card (MusterDeck *deck,
           const char *name)
{
  MusterCardSet *set = muster_deck_get_card_set (deck);
  const MusterCard *card = muster_card_set_lookup (set, name);

  if (card != NULL)
    return card;
  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      card = muster_card_set_get_card (set, i);
      if (g_ascii_strcasecmp (card->id, name) == 0 || g_ascii_strcasecmp (card->name, name) == 0)
        return card;
    }
  return NULL;
}

static gboolean
valid_name (const char  *name,
            GError     **error)
{
  if (name == NULL || *name == '\0' || g_utf8_strlen (name, -1) > 60 || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("A name must have 1 to 60 characters"));
      return FALSE;
    }
  return TRUE;
}

static GStrv
collect_choices (DcState *self,
                 int      kind)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;

  if (kind == 0)
    for (guint i = 0; i < self->tracks->len; i++)
      g_strv_builder_add (builder, ((MusterTrack *) g_ptr_array_index (self->tracks, i))->id);
  else if (kind == 1)
    for (guint i = 0; i < self->decks->len; i++)
      g_strv_builder_add (builder, muster_deck_get_id (g_ptr_array_index (self->decks, i)));
  else
    for (guint i = 0; i < self->pools->len; i++)
      g_strv_builder_add (builder, ((Pool *) g_ptr_array_index (self->pools, i))->name);
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

static MusterActionInfo *
action (GPtrArray  *list,
        const char *id,
        const char *label,
        const char *summary)
{
  MusterActionInfo *info = muster_action_info_new (id, label, NULL);

  info->summary = g_strdup (summary);
  g_ptr_array_add (list, info);
  return info;
}

static void
param_choice (MusterActionInfo *info,
              const char       *name,
              const char       *label,
              GStrv             choices)
{
  MusterParam *param = muster_action_info_add_param (info, name, label, MUSTER_PARAM_CHOICE);
  param->choices = choices;
}

static GPtrArray *
dc_state_list_actions (MusterState *state)
{
  DcState *self = DC_STATE (state);
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_action_info_free);
  MusterActionInfo *info;
  MusterParam *param;

  info = action (list, "roll", _("Roll dice"),
                 _("Roll a dice expression such as 2d6+1, or a named dice pool"));
  muster_action_info_add_param (info, "DICE", _("Dice or pool"), MUSTER_PARAM_DICE);
  param = muster_action_info_add_param (info, "WHO", _("Rolled by"), MUSTER_PARAM_TEXT);
  param->optional = TRUE;

  info = action (list, "pool-add", _("Add dice pool"), _("Name a dice expression to roll again later"));
  muster_action_info_add_param (info, "NAME", _("Name"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "DICE", _("Dice"), MUSTER_PARAM_DICE);

  info = action (list, "pool-remove", _("Remove dice pool"), _("Forget a named dice pool"));
  param_choice (info, "NAME", _("Pool"), collect_choices (self, 2));
  if (self->pools->len == 0)
    muster_action_info_set_illegal (info, _("There are no dice pools"));

  info = action (list, "track-add", _("Add track"), _("Add a counter that runs between two bounds"));
  muster_action_info_add_param (info, "NAME", _("Name"), MUSTER_PARAM_TEXT);
  muster_action_info_add_param (info, "MIN", _("Lowest"), MUSTER_PARAM_NUMBER);
  muster_action_info_add_param (info, "MAX", _("Highest"), MUSTER_PARAM_NUMBER);
  param = muster_action_info_add_param (info, "VALUE", _("Start at"), MUSTER_PARAM_NUMBER);
  param->optional = TRUE;

  info = action (list, "track-set", _("Set track"), _("Put a track's marker on a value"));
  param_choice (info, "TRACK", _("Track"), collect_choices (self, 0));
  muster_action_info_add_param (info, "VALUE", _("Value"), MUSTER_PARAM_NUMBER);
  if (self->tracks->len == 0)
    muster_action_info_set_illegal (info, _("There are no tracks"));

  info = action (list, "track-adjust", _("Move track"), _("Move a track's marker up or down"));
  param_choice (info, "TRACK", _("Track"), collect_choices (self, 0));
  muster_action_info_add_param (info, "DELTA", _("By"), MUSTER_PARAM_NUMBER);
  if (self->tracks->len == 0)
    muster_action_info_set_illegal (info, _("There are no tracks"));

  info = action (list, "track-threshold", _("Mark track value"), _("Name a value on a track, such as “Panic” at 12"));
  param_choice (info, "TRACK", _("Track"), collect_choices (self, 0));
  muster_action_info_add_param (info, "VALUE", _("Value"), MUSTER_PARAM_NUMBER);
  muster_action_info_add_param (info, "LABEL", _("Label"), MUSTER_PARAM_TEXT);
  if (self->tracks->len == 0)
    muster_action_info_set_illegal (info, _("There are no tracks"));

  info = action (list, "track-remove", _("Remove track"), _("Take a track off the table"));
  param_choice (info, "TRACK", _("Track"), collect_choices (self, 0));
  if (self->tracks->len == 0)
    muster_action_info_set_illegal (info, _("There are no tracks"));

  info = action (list, "deck-add", _("Add deck"), _("Make a deck from a list of card names"));
  muster_action_info_add_param (info, "NAME", _("Name"), MUSTER_PARAM_TEXT);
  param = muster_action_info_add_param (info, "CARD", _("Cards"), MUSTER_PARAM_TEXT);
  param->repeated = TRUE;

  info = action (list, "deck-remove", _("Remove deck"), _("Take a deck off the table"));
  param_choice (info, "DECK", _("Deck"), collect_choices (self, 1));
  if (self->decks->len == 0)
    muster_action_info_set_illegal (info, _("There are no decks"));

  info = action (list, "draw", _("Draw card"), _("Draw the top card of a deck; an empty deck reshuffles its discards"));
  param_choice (info, "DECK", _("Deck"), collect_choices (self, 1));
  if (self->decks->len == 0)
    muster_action_info_set_illegal (info, _("There are no decks"));

  info = action (list, "discard", _("Discard card"), _("Put a drawn card on its deck's discard pile"));
  param_choice (info, "DECK", _("Deck"), collect_choices (self, 1));
  muster_action_info_add_param (info, "CARD", _("Card"), MUSTER_PARAM_TEXT);
  {
    gboolean any = FALSE;
    for (guint i = 0; i < self->decks->len; i++)
      any |= muster_deck_get_n_drawn (g_ptr_array_index (self->decks, i)) > 0;
    if (!any)
      muster_action_info_set_illegal (info, _("No card is in play"));
  }

  info = action (list, "peek", _("Peek"), _("Look at the top cards of a deck without changing their order"));
  param_choice (info, "DECK", _("Deck"), collect_choices (self, 1));
  param = muster_action_info_add_param (info, "COUNT", _("How many"), MUSTER_PARAM_NUMBER);
  param->min = 1;
  param->max = MAX_CARDS;
  if (self->decks->len == 0)
    muster_action_info_set_illegal (info, _("There are no decks"));

  info = action (list, "reshuffle", _("Reshuffle discards"), _("Shuffle a deck's discard pile back into its draw pile"));
  param_choice (info, "DECK", _("Deck"), collect_choices (self, 1));
  if (self->decks->len == 0)
    muster_action_info_set_illegal (info, _("There are no decks"));

  info = action (list, "gather", _("Gather and shuffle"), _("Return every card of a deck, drawn or discarded, and shuffle"));
  param_choice (info, "DECK", _("Deck"), collect_choices (self, 1));
  if (self->decks->len == 0)
    muster_action_info_set_illegal (info, _("There are no decks"));

  info = action (list, "remove-card", _("Remove card"), _("Take a card out of the game"));
  param_choice (info, "DECK", _("Deck"), collect_choices (self, 1));
  muster_action_info_add_param (info, "CARD", _("Card"), MUSTER_PARAM_TEXT);
  if (self->decks->len == 0)
    muster_action_info_set_illegal (info, _("There are no decks"));

  info = action (list, "note", _("Note"), _("Write a note into the log"));
  muster_action_info_add_param (info, "TEXT", _("Text"), MUSTER_PARAM_TEXT);

  return list;
}

/* Dice & Cards has no rules to break: every refusal is about arguments. */
#define illegal(error, ...) muster_fail ((error), MUSTER_ERROR_INVALID_ARGS, __VA_ARGS__)

static MusterTrack *
need_track (DcState     *self,
            const char  *name,
            GError     **error)
{
  MusterTrack *track = find_track (self, name);

  if (track == NULL)
    illegal (error, _("There is no track “%s”"), name);
  return track;
}

static MusterDeck *
need_deck (DcState     *self,
           const char  *name,
           GError     **error)
{
  MusterDeck *deck = find_deck (self, name);

  if (deck == NULL)
    illegal (error, _("There is no deck “%s”"), name);
  return deck;
}

static gboolean
apply_roll (DcState            *self,
            MusterEntry        *entry,
            MusterChance       *chance,
            const char * const *args,
            GError            **error)
{
  g_autoptr(MusterDiceExpr) expr = NULL;
  g_autoptr(MusterDiceRoll) roll = NULL;
  g_autofree char *text = NULL;
  const char *who;
  Pool *pool;

  if (!muster_args_check_count (args, 1, 2, "roll DICE [WHO]", error))
    return FALSE;
  /* Only now is args[1] known to be inside the array. */
  who = args[1];
  if (who != NULL && !valid_name (who, error))
    return FALSE;

  pool = find_pool (self, args[0]);
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

static gboolean
apply_track (DcState            *self,
             MusterEntry        *entry,
             const char         *action_id,
             const char * const *args,
             GError            **error)
{
  MusterTrack *track;
  int a, b, c, old;

  if (g_str_equal (action_id, "track-add"))
    {
      g_autoptr(MusterTrack) added = NULL;

      if (!muster_args_check_count (args, 3, 4, "track-add NAME MIN MAX [VALUE]", error) ||
          !valid_name (args[0], error) ||
          !muster_args_parse_int (args[1], _("The lowest value"), -1000000, 1000000, &a, error) ||
          !muster_args_parse_int (args[2], _("The highest value"), a, 1000000, &b, error) ||
          !muster_args_parse_int (args[3] ? args[3] : args[1], _("The starting value"), a, b, &c, error))
        return FALSE;
      if (find_track (self, args[0]) != NULL)
        return illegal (error, _("There is already a track “%s”"), args[0]);
      if (self->tracks->len >= MAX_ITEMS)
        return illegal (error, _("A table holds at most %d tracks"), MAX_ITEMS);
      added = muster_track_new (args[0], args[0], a, b, c);
      muster_entry_append_text (entry, _("Added the track %s (%d to %d), at %d"), args[0], a, b, c);
      g_ptr_array_add (self->tracks, g_steal_pointer (&added));
      return TRUE;
    }

  if (!muster_args_check_count (args, 1, 3, action_id, error) ||
      (track = need_track (self, args[0], error)) == NULL)
    return FALSE;

  old = track->value;
  if (g_str_equal (action_id, "track-set"))
    {

      if (!muster_args_check_count (args, 2, 2, "track-set TRACK VALUE", error) ||
          !muster_args_parse_int (args[1], track->name, track->min, track->max, &a, error))
        return FALSE;
      muster_track_set (track, a, NULL);
      muster_entry_append_text (entry, _("%s: %d → %d"), track->name, old, a);
    }
  else if (g_str_equal (action_id, "track-adjust"))
    {

      if (!muster_args_check_count (args, 2, 2, "track-adjust TRACK DELTA", error) ||
          !muster_args_parse_int (args[1], _("The change"), -1000000, 1000000, &a, error))
        return FALSE;
      muster_track_adjust (track, a);
      muster_entry_append_text (entry, _("%s: %d → %d"), track->name, old, track->value);
      if (track->value - old != a)
        muster_entry_append_text (entry, _("(stopped at the end of the track)"));
    }
  else if (g_str_equal (action_id, "track-threshold"))
    {
      if (!muster_args_check_count (args, 3, 3, "track-threshold TRACK VALUE LABEL", error) ||
          !muster_args_parse_int (args[1], _("The value"), track->min, track->max, &a, error) ||
          !valid_name (args[2], error))
        return FALSE;
      muster_track_add_threshold (track, a, args[2], NULL);
      muster_entry_append_text (entry, _("%s: marked %s at %d"), track->name, args[2], a);
      return TRUE;
    }
  else
    {
      g_autofree char *name = g_strdup (track->name);

      if (!muster_args_check_count (args, 1, 1, "track-remove TRACK", error))
        return FALSE;
      g_ptr_array_remove (self->tracks, track);
      muster_entry_append_text (entry, _("Removed the track %s"), name);
      return TRUE;
    }

  /* Say which named values the marker reached or passed. */
  {
    g_autoptr(GPtrArray) crossed = muster_track_crossed (track, old, track->value);

    for (guint i = 0; i < crossed->len; i++)
      {
        MusterThreshold *t = g_ptr_array_index (crossed, i);
        muster_entry_append_text (entry, _("Reached %s (%d)."), t->name, t->value);
      }
  }
  return TRUE;
}

static gboolean
apply_deck (DcState            *self,
            MusterEntry        *entry,
            MusterChance       *chance,
            const char         *action_id,
            const char * const *args,
            GError            **error)
{
  MusterDeck *deck;
  MusterCardSet *set;
  const MusterCard *card;
  int n;

  if (g_str_equal (action_id, "deck-add"))
    {
      g_autoptr(MusterCardSet) cards = NULL;
      guint count = muster_args_count (args);

      if (count < 2)
        return illegal (error, _("Usage: %s"), "deck-add NAME CARD...");
      if (!valid_name (args[0], error))
        return FALSE;
      if (find_deck (self, args[0]) != NULL)
        return illegal (error, _("There is already a deck “%s”"), args[0]);
      if (count - 1 > MAX_CARDS || self->decks->len >= MAX_ITEMS)
        return illegal (error, _("A deck holds at most %d cards, and a table %d decks"), MAX_CARDS, MAX_ITEMS);
      cards = muster_card_set_new (args[0], args[0]);
      for (guint i = 1; i < count; i++)
        {
          if (!valid_name (args[i], error))
            return FALSE;
          if (muster_card_set_lookup (cards, args[i]) != NULL)
            return illegal (error, _("The deck would have two cards named “%s”"), args[i]);
          muster_card_set_add (cards, muster_card_new (args[i], args[i]));
        }
      dc_state_add_deck (self, cards);
      muster_entry_append_text (entry, _("Added the deck %s with %u cards"), args[0], count - 1);
      return TRUE;
    }

  if (muster_args_count (args) < 1 || (deck = need_deck (self, args[0], error)) == NULL)
    {
      if (muster_args_count (args) < 1)
        return illegal (error, _("Name a deck"));
      return FALSE;
    }
  set = muster_deck_get_card_set (deck);

  if (g_str_equal (action_id, "deck-remove"))
    {
      g_autofree char *name = g_strdup (muster_card_set_get_name (set));

      if (!muster_args_check_count (args, 1, 1, "deck-remove DECK", error))
        return FALSE;

      g_ptr_array_remove (self->decks, deck);
      muster_entry_append_text (entry, _("Removed the deck %s"), name);
    }
  else if (g_str_equal (action_id, "draw"))
    {
      g_autofree char *id = NULL;
      gboolean reshuffled = FALSE;

      if (!muster_args_check_count (args, 1, 1, "draw DECK", error))
        return FALSE;
      id = muster_deck_draw (deck, chance, NULL, muster_card_set_get_name (set), &reshuffled, error);
      if (id == NULL)
        return FALSE;
      card = muster_deck_lookup (deck, id);
      if (reshuffled)
        muster_entry_append_text (entry, _("The draw pile was empty, so the discards were shuffled into it."));
      muster_entry_append_text (entry, _("Drew %s from %s (%u left)"), card->name,
                                muster_card_set_get_name (set), muster_deck_get_n_draw (deck));
    }
  else if (g_str_equal (action_id, "discard"))
    {
      if (!muster_args_check_count (args, 2, 2, "discard DECK CARD", error))
        return FALSE;
      card = find_card (deck, args[1]);
      if (card == NULL)
        return illegal (error, _("%s has no card “%s”"), muster_card_set_get_name (set), args[1]);
      if (!muster_deck_discard (deck, card->id, error))
        return FALSE;
      muster_entry_append_text (entry, _("Discarded %s"), card->name);
    }
  else if (g_str_equal (action_id, "peek"))
    {
      g_autoptr(GPtrArray) top = NULL;
      GString *names = g_string_new (NULL);

      if (!muster_args_check_count (args, 2, 2, "peek DECK COUNT", error) ||
          !muster_args_parse_int (args[1], _("The number of cards"), 1, MAX_CARDS, &n, error))
        {
          g_string_free (names, TRUE);
          return FALSE;
        }
      top = muster_deck_peek (deck, chance, (guint) n, NULL, error);
      if (top == NULL)
        {
          g_string_free (names, TRUE);
          return FALSE;
        }
      for (guint i = 0; i < top->len; i++)
        g_string_append_printf (names, "%s%s", i ? ", " : "",
                                muster_deck_lookup (deck, g_ptr_array_index (top, i))->name);
      if (top->len == 0)
        muster_entry_append_text (entry, _("Peeked at %s: the draw pile is empty"), muster_card_set_get_name (set));
      else
        muster_entry_append_text (entry, _("Peeked at the top of %s: %s"), muster_card_set_get_name (set), names->str);
      g_string_free (names, TRUE);
    }
  else if (g_str_equal (action_id, "reshuffle"))
    {
      if (!muster_args_check_count (args, 1, 1, "reshuffle DECK", error))
        return FALSE;
      muster_deck_reshuffle (deck);
      muster_entry_append_text (entry, _("Shuffled the discards of %s into the draw pile (%u cards)"),
                                muster_card_set_get_name (set), muster_deck_get_n_draw (deck));
    }
  else if (g_str_equal (action_id, "gather"))
    {
      if (!muster_args_check_count (args, 1, 1, "gather DECK", error))
        return FALSE;
      muster_deck_gather (deck);
      muster_entry_append_text (entry, _("Gathered and shuffled %s (%u cards)"),
                                muster_card_set_get_name (set), muster_deck_get_n_draw (deck));
    }
  else
    {
      if (!muster_args_check_count (args, 2, 2, "remove-card DECK CARD", error))
        return FALSE;
      card = find_card (deck, args[1]);
      if (card == NULL)
        return illegal (error, _("%s has no card “%s”"), muster_card_set_get_name (set), args[1]);
      if (!muster_deck_remove (deck, card->id, error))
        return FALSE;
      muster_entry_append_text (entry, _("Took %s out of the game"), card->name);
    }
  return TRUE;
}

static gboolean
dc_state_apply (MusterState   *state,
                MusterEntry   *entry,
                MusterChance  *chance,
                GError       **error)
{
  DcState *self = DC_STATE (state);
  const char *id = muster_entry_get_action (entry);
  const char * const *args = muster_entry_get_args (entry);

  if (g_str_equal (id, "roll"))
    return apply_roll (self, entry, chance, args, error);

  if (g_str_equal (id, "pool-add"))
    {
      g_autoptr(MusterDiceExpr) expr = NULL;
      g_autofree char *canon = NULL;

      if (!muster_args_check_count (args, 2, 2, "pool-add NAME DICE", error) ||
          !valid_name (args[0], error))
        return FALSE;
      if (find_pool (self, args[0]) != NULL)
        return illegal (error, _("There is already a dice pool “%s”"), args[0]);
      if (self->pools->len >= MAX_ITEMS)
        return illegal (error, _("A table holds at most %d dice pools"), MAX_ITEMS);
      expr = muster_dice_expr_parse (args[1], error);
      if (expr == NULL)
        return FALSE;
      canon = muster_dice_expr_to_string (expr);
      dc_state_add_pool (self, args[0], canon);
      muster_entry_append_text (entry, _("Added the dice pool %s: %s"), args[0], canon);
      return TRUE;
    }

  if (g_str_equal (id, "pool-remove"))
    {
      Pool *pool;

      if (!muster_args_check_count (args, 1, 1, "pool-remove NAME", error))
        return FALSE;
      pool = find_pool (self, args[0]);
      if (pool == NULL)
        return illegal (error, _("There is no dice pool “%s”"), args[0]);
      muster_entry_append_text (entry, _("Removed the dice pool %s"), pool->name);
      g_ptr_array_remove (self->pools, pool);
      return TRUE;
    }

  if (g_str_has_prefix (id, "track-"))
    {
      if (!g_str_equal (id, "track-add") && !g_str_equal (id, "track-set") &&
          !g_str_equal (id, "track-adjust") && !g_str_equal (id, "track-threshold") &&
          !g_str_equal (id, "track-remove"))
        goto unknown;
      return apply_track (self, entry, id, args, error);
    }

  if (g_str_equal (id, "deck-add") || g_str_equal (id, "deck-remove") ||
      g_str_equal (id, "draw") || g_str_equal (id, "discard") || g_str_equal (id, "peek") ||
      g_str_equal (id, "reshuffle") || g_str_equal (id, "gather") || g_str_equal (id, "remove-card"))
    return apply_deck (self, entry, chance, id, args, error);

  if (g_str_equal (id, "note"))
    {
      g_autofree char *text = NULL;

      if (muster_args_count (args) == 0)
        return illegal (error, _("Usage: %s"), "note TEXT");
      text = g_strjoinv (" ", (char **) args);
      if (!g_utf8_validate (text, -1, NULL) || strlen (text) > 10000)
        return illegal (error, _("A note holds at most 10,000 characters of text"));
      add_note (self, text);
      muster_entry_append_text (entry, _("Note: %s"), text);
      return TRUE;
    }

unknown:
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_UNKNOWN_ACTION,
               _("Dice & Cards has no action “%s”"), id);
  return FALSE;
}

static void
dc_state_write_snapshot (MusterState *state,
                         xmlNode     *node)
{
  DcState *self = DC_STATE (state);
  xmlNode *table = muster_xml_add (node, "table");

  for (guint i = 0; i < self->tracks->len; i++)
    muster_track_write (g_ptr_array_index (self->tracks, i), table);
  for (guint i = 0; i < self->decks->len; i++)
    {
      MusterDeck *deck = g_ptr_array_index (self->decks, i);

      muster_card_set_write (muster_deck_get_card_set (deck), table);
      muster_deck_write (deck, table);
    }
  for (guint i = 0; i < self->pools->len; i++)
    {
      Pool *pool = g_ptr_array_index (self->pools, i);
      xmlNode *pn = muster_xml_add (table, "pool");

      muster_xml_set (pn, "name", pool->name);
      muster_xml_set (pn, "dice", pool->expr);
    }
  for (guint i = 0; i < self->n_notes; i++)
    muster_xml_add_text (table, "note", g_ptr_array_index (self->notes, i));
  if (self->last_roll)
    muster_xml_add_text (table, "last-roll", self->last_roll);
}

static void
dc_state_describe (MusterState      *state,
                   const MusterSeat *viewer,
                   GString          *out)
{
  DcState *self = DC_STATE (state);

  if (self->tracks->len > 0)
    g_string_append_printf (out, "%s\n", _("Tracks:"));
  for (guint i = 0; i < self->tracks->len; i++)
    {
      g_autofree char *text = muster_track_to_string (g_ptr_array_index (self->tracks, i));
      g_string_append_printf (out, "  %s\n", text);
    }
  if (self->decks->len > 0)
    g_string_append_printf (out, "%s\n", _("Decks:"));
  for (guint i = 0; i < self->decks->len; i++)
    {
      MusterDeck *deck = g_ptr_array_index (self->decks, i);
      const char *top = muster_deck_get_discard_top (deck);
      GPtrArray *drawn = muster_deck_get_drawn (deck);
      GString *in_play = g_string_new (NULL);

      for (guint j = 0; j < drawn->len; j++)
        g_string_append_printf (in_play, "%s%s", j ? ", " : "",
                                muster_deck_lookup (deck, g_ptr_array_index (drawn, j))->name);
      g_string_append_printf (out, _("  %s: %u to draw, %u discarded (top: %s), in play: %s\n"),
                              muster_card_set_get_name (muster_deck_get_card_set (deck)),
                              muster_deck_get_n_draw (deck), muster_deck_get_n_discard (deck),
                              top ? muster_deck_lookup (deck, top)->name : _("none"),
                              in_play->len ? in_play->str : _("none"));
      g_string_free (in_play, TRUE);
    }
  if (self->pools->len > 0)
    g_string_append_printf (out, "%s\n", _("Dice pools:"));
  for (guint i = 0; i < self->pools->len; i++)
    {
      Pool *pool = g_ptr_array_index (self->pools, i);
      g_string_append_printf (out, "  %s: %s\n", pool->name, pool->expr);
    }
  if (self->last_roll)
    g_string_append_printf (out, _("Last roll: %s\n"), self->last_roll);
}

static char *
dc_state_get_status (MusterState *state)
{
  DcState *self = DC_STATE (state);

  if (self->last_roll)
    return g_strdup_printf (_("Last roll: %s"), self->last_roll);
  return g_strdup (_("Ready"));
}

/* A new array of borrowed pointers. g_ptr_array_copy() keeps the source's
 * free function, which would free the state's own items with the copy. */
static GPtrArray *
borrowed_copy (GPtrArray *items)
{
  GPtrArray *copy = g_ptr_array_copy (items, NULL, NULL);

  g_ptr_array_set_free_func (copy, NULL);
  return copy;
}

static GPtrArray *
dc_state_get_tracks (MusterState *state)
{
  return borrowed_copy (DC_STATE (state)->tracks);
}

static GPtrArray *
dc_state_get_decks (MusterState *state)
{
  return borrowed_copy (DC_STATE (state)->decks);
}

static void
dc_state_class_init (DcStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterStateClass *state_class = MUSTER_STATE_CLASS (klass);

  object_class->finalize = dc_state_finalize;
  state_class->copy = dc_state_copy;
  state_class->list_actions = dc_state_list_actions;
  state_class->apply = dc_state_apply;
  state_class->write_snapshot = dc_state_write_snapshot;
  state_class->describe = dc_state_describe;
  state_class->get_status = dc_state_get_status;
  state_class->get_tracks = dc_state_get_tracks;
  state_class->get_decks = dc_state_get_decks;
}

static void
dc_state_init (DcState *self)
{
  self->tracks = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_track_free);
  self->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_deck_free);
  self->pools = g_ptr_array_new_with_free_func ((GDestroyNotify) pool_free);
  self->notes = g_ptr_array_new_with_free_func (g_free);
}

DcState *
dc_state_new (void)
{
  return g_object_new (DC_TYPE_STATE, NULL);
}

void
dc_state_add_track (DcState     *self,
                    MusterTrack *track)
{
  g_ptr_array_add (self->tracks, track);
}

void
dc_state_add_deck (DcState       *self,
                   MusterCardSet *cards)
{
  g_ptr_array_add (self->decks, muster_deck_new (muster_card_set_get_id (cards), cards, NULL));
}

void
dc_state_add_pool (DcState    *self,
                   const char *name,
                   const char *expr)
{
  Pool *pool = g_new0 (Pool, 1);

  pool->name = g_strdup (name);
  pool->expr = g_strdup (expr);
  g_ptr_array_add (self->pools, pool);
}

guint
dc_state_get_n_pools (DcState *self)
{
  return self->pools->len;
}

const char *
dc_state_get_pool_name (DcState *self,
                        guint    i)
{
  return ((Pool *) g_ptr_array_index (self->pools, i))->name;
}

const char *
dc_state_get_pool_expr (DcState *self,
                        guint    i)
{
  return ((Pool *) g_ptr_array_index (self->pools, i))->expr;
}

const char *
dc_state_get_last_roll (DcState *self)
{
  return self->last_roll;
}

guint
dc_state_get_n_notes (DcState *self)
{
  return self->n_notes;
}

const char *
dc_state_get_note (DcState *self,
                   guint    i)
{
  g_return_val_if_fail (i < self->n_notes, NULL);
  return g_ptr_array_index (self->notes, i);
}
