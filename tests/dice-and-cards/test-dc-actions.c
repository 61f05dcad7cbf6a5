/* test-dc-actions.c: every Dice & Cards action, legal and refused, with a
 * scripted chance source so each result is known.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-games.h"
#include "dice-and-cards/dc-state.h"

#define ARGS(...) ((const char * const[]) { __VA_ARGS__, NULL })

typedef struct
{
  MusterChance  *chance;   /* scripted */
  MusterSession *session;
} Table;

static void
table_setup (Table         *t,
             gconstpointer  scenario)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);

  g_assert_no_error (error);
  t->chance = muster_chance_new_scripted ();
  t->session = muster_session_new (muster_registry_lookup (registry, "dice-and-cards"),
                                   scenario, NULL, t->chance, &error);
  g_assert_no_error (error);
}

static void
table_teardown (Table         *t,
                gconstpointer  scenario)
{
  g_clear_object (&t->session);
  g_clear_object (&t->chance);
}

static DcState *
state (Table *t)
{
  return DC_STATE (muster_session_get_state (t->session));
}

static MusterEntry *
ok (Table              *t,
    const char         *action,
    const char * const *args)
{
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = muster_session_perform (t->session, action, args, MUSTER_PERFORM_NONE, &error);

  g_assert_no_error (error);
  g_assert_nonnull (entry);
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 0);
  return entry;
}

/* The action is refused with @code and a message holding @hint; the state
 * and the log are as they were. */
static void
refused (Table              *t,
         const char         *action,
         const char * const *args,
         int                 code,
         const char         *hint)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = muster_state_snapshot_string (muster_session_get_state (t->session));
  g_autofree char *after = NULL;
  guint n = muster_session_get_n_entries (t->session);

  g_assert_null (muster_session_perform (t->session, action, args, MUSTER_PERFORM_NONE, &error));
  g_test_message ("%s: %s", action, error ? error->message : "(accepted)");
  g_assert_error (error, MUSTER_ERROR, code);
  if (hint != NULL)
    g_assert_nonnull (strstr (error->message, hint));
  after = muster_state_snapshot_string (muster_session_get_state (t->session));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (muster_session_get_n_entries (t->session), ==, n);
  muster_chance_clear_supplied (t->chance);
}

static void
dice (Table *t,
      ...)
{
  va_list args;
  int v;

  va_start (args, t);
  while ((v = va_arg (args, int)) != 0)
    muster_chance_supply_number (t->chance, (guint) v);
  va_end (args);
}

/* The track @id, or NULL. */
static MusterTrack *
find_track (Table      *t,
            const char *id)
{
  g_autoptr(GPtrArray) tracks = muster_state_get_tracks (muster_session_get_state (t->session));

  for (guint i = 0; i < tracks->len; i++)
    if (g_str_equal (((MusterTrack *) g_ptr_array_index (tracks, i))->id, id))
      return g_ptr_array_index (tracks, i);
  return NULL;
}

/* The track @id, which must be there. */
static MusterTrack *
track (Table      *t,
       const char *id)
{
  MusterTrack *found = find_track (t, id);

  if (found == NULL)
    g_error ("no track %s", id);
  return found;
}

static MusterDeck *
deck (Table      *t,
      const char *id)
{
  g_autoptr(GPtrArray) decks = muster_state_get_decks (muster_session_get_state (t->session));

  for (guint i = 0; i < decks->len; i++)
    if (g_str_equal (muster_deck_get_id (g_ptr_array_index (decks, i)), id))
      return g_ptr_array_index (decks, i);
  return NULL;
}

static MusterActionInfo *
find_action (Table      *t,
             const char *id)
{
  return muster_state_find_action (muster_session_get_state (t->session), id);
}

static void
test_scenarios (Table         *t,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  MusterSystem *system = muster_registry_lookup (registry, "dice-and-cards");
  g_autoptr(MusterState) wargame = muster_system_new_state (system, "wargame", NULL, &error);
  g_autoptr(MusterState) cards = muster_system_new_state (system, "playing-cards", NULL, &error);
  g_autoptr(GPtrArray) tracks = NULL;
  g_autoptr(GPtrArray) decks = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (muster_system_get_name (system), ==, "Dice & Cards");
  /* Three tables, and the next game of a campaign. */
  g_assert_cmpuint (muster_system_get_scenarios (system)->len, ==, 4);

  /* The empty table: a turn track and a d6 pool. */
  g_assert_nonnull (track (t, "Turn"));
  g_assert_cmpint (track (t, "Turn")->value, ==, 1);
  g_assert_cmpuint (dc_state_get_n_pools (state (t)), ==, 1);
  g_assert_cmpstr (dc_state_get_pool_name (state (t), 0), ==, "d6");

  tracks = muster_state_get_tracks (wargame);
  g_assert_cmpuint (tracks->len, ==, 3);
  g_assert_cmpstr (((MusterTrack *) g_ptr_array_index (tracks, 1))->name, ==, "Side A VP");
  g_assert_cmpuint (dc_state_get_n_pools (DC_STATE (wargame)), ==, 3);

  decks = muster_state_get_decks (cards);
  g_assert_cmpuint (decks->len, ==, 1);
  g_assert_cmpuint (muster_deck_get_n_draw (g_ptr_array_index (decks, 0)), ==, 52);
  g_assert_cmpstr (muster_card_get_value (muster_deck_lookup (g_ptr_array_index (decks, 0), "QH"), "suit"), ==, "hearts");

  g_assert_null (muster_system_new_state (system, "chess", NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND);
}

static void
test_roll (Table         *t,
           gconstpointer  data)
{
  MusterEntry *entry;
  GPtrArray *outcomes;
  const MusterOutcome *o;

  dice (t, 3, 4, 0);
  entry = ok (t, "roll", ARGS ("2d6"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Rolled 2d6: 3 4 = 7");
  g_assert_null (muster_entry_get_side (entry));
  g_assert_cmpstr (dc_state_get_last_roll (state (t)), ==, "2d6: 3 4 = 7");
  outcomes = muster_entry_get_outcomes (entry);
  g_assert_cmpuint (outcomes->len, ==, 2);

  /* Who rolled goes to the entry and to every die, for the ledger. */
  dice (t, 5, 0);
  entry = ok (t, "roll", ARGS ("d6+2", "British"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "British rolled d6+2: 5 + 2 = 7");
  g_assert_cmpstr (muster_entry_get_side (entry), ==, "British");
  o = g_ptr_array_index (muster_entry_get_outcomes (entry), 0);
  g_assert_cmpstr (o->side, ==, "British");
  g_assert_cmpstr (o->purpose, ==, "d6+2");

  {
    g_autofree char *status = muster_state_get_status (muster_session_get_state (t->session));
    g_assert_cmpstr (status, ==, "Last roll: d6+2: 5 + 2 = 7");
  }

  refused (t, "roll", ARGS ("3x6"), MUSTER_ERROR_DICE_EXPR, "3x6");
  refused (t, "roll", (const char * const[]) { NULL }, MUSTER_ERROR_INVALID_ARGS, "roll DICE");
  refused (t, "roll", ARGS ("d6", "a", "b"), MUSTER_ERROR_INVALID_ARGS, "roll DICE");
  refused (t, "roll", ARGS ("d6", ""), MUSTER_ERROR_INVALID_ARGS, "1 to 60");
  refused (t, "roll", ARGS ("d6", "An extremely long name for whoever it was that rolled the dice"),
           MUSTER_ERROR_INVALID_ARGS, "1 to 60");
  /* The dice the players have not said yet. */
  refused (t, "roll", ARGS ("4d6"), MUSTER_ERROR_NEEDS_INPUT, NULL);
}

static void
test_pools (Table         *t,
            gconstpointer  data)
{
  MusterEntry *entry;
  const MusterOutcome *o;

  entry = ok (t, "pool-add", ARGS ("Attack", "3D6 + 1"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Added the dice pool Attack: 3d6+1");
  g_assert_cmpuint (dc_state_get_n_pools (state (t)), ==, 2);
  g_assert_cmpstr (dc_state_get_pool_expr (state (t), 1), ==, "3d6+1");

  /* Rolled by name, ignoring case, with a side. */
  dice (t, 1, 2, 3, 0);
  entry = ok (t, "roll", ARGS ("attack", "Patriot"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Patriot rolled 3d6+1: 1 2 3 + 1 = 7");
  o = g_ptr_array_index (muster_entry_get_outcomes (entry), 2);
  g_assert_cmpstr (o->purpose, ==, "Attack");
  g_assert_cmpstr (o->side, ==, "Patriot");

  dice (t, 6, 0);
  entry = ok (t, "roll", ARGS ("d6"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Rolled d6: 6 = 6 (d6)");

  refused (t, "pool-add", ARGS ("ATTACK", "d8"), MUSTER_ERROR_INVALID_ARGS, "already");
  refused (t, "pool-add", ARGS ("Defence", "d"), MUSTER_ERROR_DICE_EXPR, NULL);
  refused (t, "pool-add", ARGS ("Defence"), MUSTER_ERROR_INVALID_ARGS, "pool-add NAME DICE");
  refused (t, "pool-add", ARGS ("", "d6"), MUSTER_ERROR_INVALID_ARGS, NULL);

  entry = ok (t, "pool-remove", ARGS ("attack"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Removed the dice pool Attack");
  g_assert_cmpuint (dc_state_get_n_pools (state (t)), ==, 1);
  refused (t, "pool-remove", ARGS ("attack"), MUSTER_ERROR_INVALID_ARGS, "attack");
  refused (t, "pool-remove", (const char * const[]) { NULL }, MUSTER_ERROR_INVALID_ARGS, NULL);

  /* A removed pool's name is just an expression again, and “attack” is
   * none. */
  refused (t, "roll", ARGS ("attack"), MUSTER_ERROR_DICE_EXPR, NULL);
}

static void
test_tracks (Table         *t,
             gconstpointer  data)
{
  MusterEntry *entry;
  MusterTrack *morale;

  entry = ok (t, "track-add", ARGS ("Morale", "0", "24", "11"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Added the track Morale (0 to 24), at 11");
  morale = track (t, "Morale");
  g_assert_cmpint (morale->min, ==, 0);
  g_assert_cmpint (morale->max, ==, 24);
  g_assert_cmpint (morale->value, ==, 11);

  /* Without a start, a track starts at its lowest value. */
  ok (t, "track-add", ARGS ("Ammo", "-3", "5"));
  g_assert_cmpint (track (t, "Ammo")->value, ==, -3);

  refused (t, "track-add", ARGS ("morale", "0", "5"), MUSTER_ERROR_INVALID_ARGS, "already");
  refused (t, "track-add", ARGS ("Bad", "5", "3"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "track-add", ARGS ("Bad", "0", "5", "6"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "track-add", ARGS ("Bad", "zero", "5"), MUSTER_ERROR_INVALID_ARGS, "zero");
  refused (t, "track-add", ARGS ("Bad", "0"), MUSTER_ERROR_INVALID_ARGS, "track-add NAME MIN MAX");
  refused (t, "track-add", ARGS ("Bad", "0", "99999999"), MUSTER_ERROR_INVALID_ARGS, NULL);

  entry = ok (t, "track-threshold", ARGS ("morale", "12", "Panic"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Morale: marked Panic at 12");
  refused (t, "track-threshold", ARGS ("Morale", "25", "Beyond"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "track-threshold", ARGS ("Morale", "3"), MUSTER_ERROR_INVALID_ARGS, NULL);

  entry = ok (t, "track-set", ARGS ("MORALE", "12"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Morale: 11 → 12 Reached Panic (12).");
  entry = ok (t, "track-adjust", ARGS ("Morale", "-5"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Morale: 12 → 7");
  entry = ok (t, "track-adjust", ARGS ("Morale", "100"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==,
                   "Morale: 7 → 24 (stopped at the end of the track) Reached Panic (12).");
  g_assert_cmpint (track (t, "Morale")->value, ==, 24);
  entry = ok (t, "track-adjust", ARGS ("Morale", "-30"));
  g_assert_cmpint (track (t, "Morale")->value, ==, 0);

  refused (t, "track-set", ARGS ("Morale", "25"), MUSTER_ERROR_INVALID_ARGS, "from 0 to 24");
  refused (t, "track-set", ARGS ("Morale"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "track-set", ARGS ("Cohesion", "3"), MUSTER_ERROR_INVALID_ARGS, "Cohesion");
  refused (t, "track-adjust", ARGS ("Morale", "lots"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "track-adjust", ARGS ("Cohesion", "1"), MUSTER_ERROR_INVALID_ARGS, "Cohesion");
  refused (t, "track-fly", ARGS ("Morale"), MUSTER_ERROR_UNKNOWN_ACTION, "track-fly");

  entry = ok (t, "track-remove", ARGS ("ammo"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Removed the track Ammo");
  g_assert_null (find_track (t, "Ammo"));
  refused (t, "track-remove", ARGS ("Ammo"), MUSTER_ERROR_INVALID_ARGS, "Ammo");
  refused (t, "track-remove", ARGS ("Morale", "now"), MUSTER_ERROR_INVALID_ARGS, NULL);
}

static void
test_decks (Table         *t,
            gconstpointer  data)
{
  MusterEntry *entry;
  MusterDeck *hand;
  const MusterOutcome *o;

  entry = ok (t, "deck-add", ARGS ("Hand", "Ace", "Bishop", "Castle"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Added the deck Hand with 3 cards");
  hand = deck (t, "Hand");
  g_assert_nonnull (hand);
  g_assert_cmpuint (muster_deck_get_n_draw (hand), ==, 3);

  refused (t, "deck-add", ARGS ("hand", "X"), MUSTER_ERROR_INVALID_ARGS, "already");
  refused (t, "deck-add", ARGS ("Other"), MUSTER_ERROR_INVALID_ARGS, "deck-add NAME CARD");
  refused (t, "deck-add", ARGS ("Other", "X", "X"), MUSTER_ERROR_INVALID_ARGS, "two cards");
  refused (t, "deck-add", ARGS ("Other", "X", ""), MUSTER_ERROR_INVALID_ARGS, NULL);

  /* Draw the card the chance source names. */
  muster_chance_supply_card (t->chance, "Bishop");
  entry = ok (t, "draw", ARGS ("hand"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Drew Bishop from Hand (2 left)");
  o = g_ptr_array_index (muster_entry_get_outcomes (entry), 0);
  g_assert_cmpint (o->kind, ==, MUSTER_OUTCOME_CARD);
  g_assert_cmpstr (o->deck, ==, "Hand");
  g_assert_cmpstr (o->card, ==, "Bishop");
  hand = deck (t, "Hand");
  g_assert_cmpuint (muster_deck_get_n_drawn (hand), ==, 1);

  /* A card in play cannot be drawn again. */
  muster_chance_supply_card (t->chance, "Bishop");
  refused (t, "draw", ARGS ("Hand"), MUSTER_ERROR_BAD_INPUT, "Bishop");
  refused (t, "draw", ARGS ("Library"), MUSTER_ERROR_INVALID_ARGS, "Library");
  refused (t, "draw", (const char * const[]) { NULL }, MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "draw", ARGS ("Hand", "two"), MUSTER_ERROR_INVALID_ARGS, NULL);

  refused (t, "discard", ARGS ("Hand", "Queen"), MUSTER_ERROR_INVALID_ARGS, "Queen");
  refused (t, "discard", ARGS ("Hand"), MUSTER_ERROR_INVALID_ARGS, NULL);
  entry = ok (t, "discard", ARGS ("Hand", "bishop"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Discarded Bishop");
  /* Nothing left in play: the action is closed before its card is looked for. */
  refused (t, "discard", ARGS ("Hand", "Bishop"), MUSTER_ERROR_ILLEGAL, "No card is in play");

  /* Peek fixes the top; the draws that follow take it in order and need
   * no chance source. */
  muster_chance_supply_card (t->chance, "Castle");
  muster_chance_supply_card (t->chance, "Ace");
  entry = ok (t, "peek", ARGS ("Hand", "5"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Peeked at the top of Hand: Castle, Ace");
  entry = ok (t, "draw", ARGS ("Hand"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Drew Castle from Hand (1 left)");
  g_assert_cmpuint (muster_entry_get_outcomes (entry)->len, ==, 0);
  entry = ok (t, "draw", ARGS ("Hand"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Drew Ace from Hand (0 left)");
  entry = ok (t, "peek", ARGS ("Hand", "1"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Peeked at Hand: the draw pile is empty");
  refused (t, "peek", ARGS ("Hand", "0"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "peek", ARGS ("Hand", "501"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "peek", ARGS ("Hand"), MUSTER_ERROR_INVALID_ARGS, NULL);

  /* Empty draw pile: the next draw reshuffles the one discard. */
  muster_chance_supply_card (t->chance, "Bishop");
  entry = ok (t, "draw", ARGS ("Hand"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==,
                   "The draw pile was empty, so the discards were shuffled into it. Drew Bishop from Hand (0 left)");

  /* Nothing to draw and nothing to reshuffle. */
  refused (t, "draw", ARGS ("Hand"), MUSTER_ERROR_NOTHING, NULL);

  ok (t, "discard", ARGS ("Hand", "Ace"));
  entry = ok (t, "reshuffle", ARGS ("Hand"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Shuffled the discards of Hand into the draw pile (1 cards)");
  entry = ok (t, "gather", ARGS ("Hand"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Gathered and shuffled Hand (3 cards)");
  hand = deck (t, "Hand");
  g_assert_cmpuint (muster_deck_get_n_drawn (hand), ==, 0);

  entry = ok (t, "remove-card", ARGS ("Hand", "castle"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Took Castle out of the game");
  hand = deck (t, "Hand");
  g_assert_cmpuint (muster_deck_get_n_draw (hand), ==, 2);
  g_assert_cmpuint (muster_deck_get_n_removed (hand), ==, 1);
  refused (t, "remove-card", ARGS ("Hand", "Castle"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "remove-card", ARGS ("Hand", "Queen"), MUSTER_ERROR_INVALID_ARGS, "Queen");
  muster_chance_supply_card (t->chance, "Castle");
  refused (t, "draw", ARGS ("Hand"), MUSTER_ERROR_BAD_INPUT, "Castle");

  refused (t, "deck-remove", ARGS ("Library"), MUSTER_ERROR_INVALID_ARGS, "Library");
  refused (t, "deck-remove", (const char * const[]) { NULL }, MUSTER_ERROR_INVALID_ARGS, NULL);
  entry = ok (t, "deck-remove", ARGS ("hand"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Removed the deck Hand");
  g_assert_null (deck (t, "Hand"));
  refused (t, "deck-remove", ARGS ("Hand"), MUSTER_ERROR_ILLEGAL, "There are no decks");
}

static void
test_deck_by_name (Table         *t,
                   gconstpointer  data)
{
  MusterEntry *entry;

  /* The playing cards are found by id or by name, and so is each card. */
  muster_chance_supply_card (t->chance, "QH");
  entry = ok (t, "draw", ARGS ("Playing cards"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Drew Queen of Hearts from Playing cards (51 left)");
  entry = ok (t, "discard", ARGS ("cards", "queen of hearts"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Discarded Queen of Hearts");
}

static void
test_notes (Table         *t,
            gconstpointer  data)
{
  MusterEntry *entry;
  g_autofree char *long_note = g_strnfill (10001, 'x');

  entry = ok (t, "note", ARGS ("Rain", "stops", "play"));
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Note: Rain stops play");
  ok (t, "note", ARGS ("Ça ira"));
  g_assert_cmpuint (dc_state_get_n_notes (state (t)), ==, 2);
  g_assert_cmpstr (dc_state_get_note (state (t), 1), ==, "Ça ira");

  refused (t, "note", (const char * const[]) { NULL }, MUSTER_ERROR_INVALID_ARGS, "note TEXT");
  refused (t, "note", ARGS (long_note), MUSTER_ERROR_INVALID_ARGS, "10,000");
  refused (t, "note", ARGS ("bad \xff text"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "dance", ARGS ("jig"), MUSTER_ERROR_UNKNOWN_ACTION, "dance");
}

static void
test_list_actions (Table         *t,
                   gconstpointer  data)
{
  g_autoptr(MusterActionInfo) draw = find_action (t, "draw");
  g_autoptr(MusterActionInfo) discard = find_action (t, "discard");
  g_autoptr(MusterActionInfo) roll = find_action (t, "roll");
  g_autoptr(MusterActionInfo) set = find_action (t, "track-set");
  g_autoptr(MusterActionInfo) pool_remove = find_action (t, "pool-remove");
  g_autoptr(MusterActionInfo) peek = find_action (t, "peek");
  g_autoptr(MusterActionInfo) deck_add = find_action (t, "deck-add");
  g_autofree char *usage = NULL;

  g_assert_null (find_action (t, "fly"));

  /* The empty table has no deck and no card in play. */
  g_assert_false (draw->legal);
  g_assert_cmpstr (draw->reason, ==, "There are no decks");
  g_assert_false (discard->legal);
  g_assert_cmpstr (discard->reason, ==, "No card is in play or in a hand");
  g_assert_true (roll->legal);
  g_assert_null (roll->reason);
  g_assert_true (set->legal);
  g_assert_true (pool_remove->legal);

  /* Choices list what is on the table. */
  g_assert_cmpint (((MusterParam *) g_ptr_array_index (set->params, 0))->kind, ==, MUSTER_PARAM_CHOICE);
  g_assert_cmpstrv (((MusterParam *) g_ptr_array_index (set->params, 0))->choices, ARGS ("Turn"));
  g_assert_cmpstrv (((MusterParam *) g_ptr_array_index (pool_remove->params, 0))->choices, ARGS ("d6"));
  usage = muster_action_info_get_usage (roll);
  g_assert_cmpstr (usage, ==, "roll DICE [WHO]");
  g_clear_pointer (&usage, g_free);
  usage = muster_action_info_get_usage (deck_add);
  g_assert_cmpstr (usage, ==, "deck-add NAME CARD...");
  g_assert_cmpint (((MusterParam *) g_ptr_array_index (peek->params, 1))->max, ==, 500);

  /* Change the table and the listing follows. */
  ok (t, "track-remove", ARGS ("Turn"));
  ok (t, "pool-remove", ARGS ("d6"));
  ok (t, "deck-add", ARGS ("Hand", "A", "B"));
  muster_chance_supply_card (t->chance, "A");
  ok (t, "draw", ARGS ("Hand"));
  {
    g_autoptr(MusterActionInfo) set2 = find_action (t, "track-set");
    g_autoptr(MusterActionInfo) adjust2 = find_action (t, "track-adjust");
    g_autoptr(MusterActionInfo) pool2 = find_action (t, "pool-remove");
    g_autoptr(MusterActionInfo) draw2 = find_action (t, "draw");
    g_autoptr(MusterActionInfo) discard2 = find_action (t, "discard");

    g_assert_false (set2->legal);
    g_assert_cmpstr (set2->reason, ==, "There are no tracks");
    g_assert_false (adjust2->legal);
    g_assert_false (pool2->legal);
    g_assert_cmpstr (pool2->reason, ==, "There are no dice pools");
    g_assert_true (draw2->legal);
    g_assert_cmpstrv (((MusterParam *) g_ptr_array_index (draw2->params, 0))->choices, ARGS ("Hand"));
    g_assert_true (discard2->legal);
  }

  /* Every listed action is one the system applies: none is unknown. */
  {
    g_autoptr(GPtrArray) actions = muster_state_list_actions (muster_session_get_state (t->session));

    for (guint i = 0; i < actions->len; i++)
      {
        MusterActionInfo *info = g_ptr_array_index (actions, i);
        g_autoptr(GError) error = NULL;

        muster_state_check (muster_session_get_state (t->session), info->id, NULL, FALSE, &error);
        g_test_message ("%s: %s", info->id, error ? error->message : "ok");
        g_assert_false (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNKNOWN_ACTION));
        g_assert_nonnull (info->label);
        g_assert_nonnull (info->summary);
      }
  }
}

static void
test_deterministic (Table         *t,
                    gconstpointer  data)
{
  Table other = { 0 };
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  /* The same actions with the same results give the same snapshot. */
  table_setup (&other, "playing-cards");
  for (guint round = 0; round < 2; round++)
    {
      Table *x = round == 0 ? t : &other;

      muster_chance_supply_card (x->chance, "7C");
      ok (x, "draw", ARGS ("cards"));
      dice (x, 2, 5, 0);
      ok (x, "roll", ARGS ("2d6", "North"));
      ok (x, "track-add", ARGS ("VP", "0", "10"));
      ok (x, "note", ARGS ("same"));
    }
  a = muster_state_snapshot_string (muster_session_get_state (t->session));
  b = muster_state_snapshot_string (muster_session_get_state (other.session));
  g_assert_cmpstr (a, ==, b);
  table_teardown (&other, NULL);
}

static void
test_describe (Table         *t,
               gconstpointer  data)
{
  g_autofree char *text = NULL;

  muster_chance_supply_card (t->chance, "AS");
  ok (t, "draw", ARGS ("cards"));
  muster_chance_supply_card (t->chance, "KD");
  ok (t, "draw", ARGS ("cards"));
  ok (t, "discard", ARGS ("cards", "KD"));
  ok (t, "track-add", ARGS ("VP", "0", "10", "3"));
  text = muster_state_describe (muster_session_get_state (t->session));
  g_assert_nonnull (strstr (text, "Playing cards: 50 to draw, 1 discarded (top: King of Diamonds), in play: Ace of Spades"));
  g_assert_nonnull (strstr (text, "VP 3 (0–10)"));
  g_assert_nonnull (strstr (text, "2d6: 2d6"));
}

/* deal: the top card goes to a player's hand, which only that player sees:
 * the log and the table's description say who got a card, never which;
 * a card of the hand can be discarded, then the table sees it. */
static void
test_deal (Table         *t,
           gconstpointer  data)
{
  g_autofree char *text = NULL;
  const char *side = "none";
  MusterEntry *entry;
  GPtrArray *hand;
  gboolean secret = FALSE;

  muster_chance_supply_card (t->chance, "QH");
  entry = ok (t, "deal", ARGS ("cards", "Ann"));
  g_assert_null (strstr (muster_entry_get_text (entry), "Queen"));
  g_assert_nonnull (strstr (muster_entry_get_text (entry), "Ann, who holds 1 card now"));
  muster_chance_supply_card (t->chance, "2C");
  entry = ok (t, "deal", ARGS ("cards", "Ann"));
  g_assert_nonnull (strstr (muster_entry_get_text (entry), "Ann, who holds 2 cards now"));
  hand = muster_deck_get_pile (deck (t, "cards"), "Ann");
  g_assert_cmpuint (hand->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (hand, 0), ==, "QH");
  g_assert_cmpstr (muster_deck_get_pile_owner (deck (t, "cards"), "Ann", &secret), ==, "Ann");
  g_assert_true (secret);
  g_assert_cmpuint (muster_deck_get_n_draw (deck (t, "cards")), ==, 50);
  text = muster_state_describe (muster_session_get_state (t->session));
  g_assert_null (strstr (text, "Queen"));
  refused (t, "deal", ARGS ("cards"), MUSTER_ERROR_INVALID_ARGS, NULL);
  refused (t, "deal", ARGS ("spells", "Ann"), MUSTER_ERROR_INVALID_ARGS, "spells");

  /* A card from the hand goes to the discard pile, the table told which;
   * one still in the draw pile cannot be discarded. */
  entry = ok (t, "discard", ARGS ("cards", "2C"));
  g_assert_nonnull (strstr (muster_entry_get_text (entry), "Two of Clubs"));
  g_assert_nonnull (strstr (muster_entry_get_text (entry), "Ann"));
  hand = muster_deck_get_pile (deck (t, "cards"), "Ann");
  g_assert_cmpuint (hand->len, ==, 1);
  g_assert_cmpstr (muster_deck_find_card (deck (t, "cards"), "2C"), ==, "discard");
  refused (t, "discard", ARGS ("cards", "2C"), MUSTER_ERROR_INVALID_ARGS, "not in play or in a hand");
  refused (t, "discard", ARGS ("cards", "5S"), MUSTER_ERROR_INVALID_ARGS, "not in play or in a hand");

  /* The playing cards' values read as words. */
  g_assert_cmpstr (muster_state_card_value_label (muster_session_get_state (t->session), "cards", "suit", &side),
                   ==, "Suit");
  g_assert_null (side);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

#define ADD(path, scenario, func) \
  g_test_add ("/dice-and-cards/" path, Table, scenario, table_setup, func, table_teardown)

  ADD ("scenarios", "default", test_scenarios);
  ADD ("roll", "default", test_roll);
  ADD ("pools", "default", test_pools);
  ADD ("tracks", "default", test_tracks);
  ADD ("decks", "default", test_decks);
  ADD ("deck-by-name", "playing-cards", test_deck_by_name);
  ADD ("notes", "default", test_notes);
  ADD ("list-actions", "default", test_list_actions);
  ADD ("deterministic", "playing-cards", test_deterministic);
  ADD ("describe", "playing-cards", test_describe);
  ADD ("deal", "playing-cards", test_deal);

  return g_test_run ();
}
