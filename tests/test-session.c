/* test-session.c: the event-sourced session: perform, undo, redo, undo to
 * an entry, checkpoints, refusals, manual input and replay. The Dice &
 * Cards system serves as the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-games.h"
#include "dice-and-cards/dc-state.h"

static MusterSession *
new_session (const char   *scenario,
             MusterChance *chance)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  MusterSession *session;

  g_assert_no_error (error);
  session = muster_session_new (muster_registry_lookup (registry, "dice-and-cards"),
                                scenario, NULL, chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

#define ARGS(...) ((const char * const[]) { __VA_ARGS__, NULL })

static MusterEntry *
perform_ok (MusterSession      *session,
            const char         *action,
            const char * const *args)
{
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = muster_session_perform (session, action, args, MUSTER_PERFORM_NONE, &error);

  g_assert_no_error (error);
  g_assert_nonnull (entry);
  return entry;
}

static int
track_value (MusterSession *session,
             const char    *id)
{
  g_autoptr(GPtrArray) tracks = muster_state_get_tracks (muster_session_get_state (session));

  for (guint i = 0; i < tracks->len; i++)
    {
      MusterTrack *track = g_ptr_array_index (tracks, i);
      if (g_str_equal (track->id, id))
        return track->value;
    }
  g_assert_not_reached ();
}

static char *
snapshot (MusterSession *session)
{
  return muster_state_snapshot_string (muster_session_get_state (session));
}

/* The face values of an entry's dice. */
static GArray *
entry_dice (MusterEntry *entry)
{
  GPtrArray *outcomes = muster_entry_get_outcomes (entry);
  GArray *values = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < outcomes->len; i++)
    {
      const MusterOutcome *o = g_ptr_array_index (outcomes, i);

      if (o->kind == MUSTER_OUTCOME_DIE)
        g_array_append_val (values, o->value);
    }
  return values;
}

static void
test_perform_undo_redo (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
  g_autoptr(MusterSession) session = new_session ("default", chance);
  g_autoptr(GError) error = NULL;
  MusterEntry *entry;

  g_assert_cmpint (track_value (session, "Turn"), ==, 1);
  g_assert_false (muster_session_can_undo (session));
  g_assert_false (muster_session_can_redo (session));

  entry = perform_ok (session, "track-adjust", ARGS ("Turn", "2"));
  g_assert_cmpuint (muster_entry_get_number (entry), ==, 1);
  g_assert_cmpstr (muster_entry_get_action (entry), ==, "track-adjust");
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Turn: 1 → 3");
  g_assert_nonnull (muster_entry_get_time (entry));
  g_assert_cmpint (track_value (session, "Turn"), ==, 3);
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 1);
  g_assert_true (muster_session_can_undo (session));

  perform_ok (session, "track-set", ARGS ("Turn", "7"));
  g_assert_cmpint (track_value (session, "Turn"), ==, 7);

  g_assert_true (muster_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (track_value (session, "Turn"), ==, 3);
  g_assert_true (muster_session_can_redo (session));
  g_assert_true (muster_entry_get_undone (muster_session_get_entry (session, 1)));
  g_assert_false (muster_entry_get_undone (muster_session_get_entry (session, 0)));
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 2);

  g_assert_true (muster_session_undo (session, &error));
  g_assert_cmpint (track_value (session, "Turn"), ==, 1);
  g_assert_false (muster_session_undo (session, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING);
  g_clear_error (&error);

  g_assert_true (muster_session_redo (session, &error));
  g_assert_true (muster_session_redo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (track_value (session, "Turn"), ==, 7);
  g_assert_false (muster_entry_get_undone (muster_session_get_entry (session, 1)));
  /* Redo wrote the entry's words again. */
  g_assert_cmpstr (muster_entry_get_text (muster_session_get_entry (session, 1)), ==, "Turn: 3 → 7");
  g_assert_false (muster_session_redo (session, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING);
}

static void
test_undo_redo_same_dice (void)
{
  /* The app's own unpredictable dice: a re-roll would differ. */
  g_autoptr(MusterChance) random = muster_chance_new_random ();
  g_autoptr(MusterChance) empty = muster_chance_new_scripted ();
  g_autoptr(MusterSession) session = new_session ("default", random);
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  g_autofree char *roll_before = NULL;
  g_autofree char *snap_before = NULL;
  g_autofree char *snap_after = NULL;
  g_autoptr(GError) error = NULL;
  MusterEntry *entry;

  entry = perform_ok (session, "roll", ARGS ("30d6", "British"));
  before = entry_dice (entry);
  g_assert_cmpuint (before->len, ==, 30);
  roll_before = g_strdup (dc_state_get_last_roll (DC_STATE (muster_session_get_state (session))));
  snap_before = snapshot (session);

  g_assert_true (muster_session_undo (session, &error));
  g_assert_null (dc_state_get_last_roll (DC_STATE (muster_session_get_state (session))));

  /* Redo must not ask any chance source: give it one that has nothing. */
  muster_session_set_chance (session, empty);
  g_assert_true (muster_session_redo (session, &error));
  g_assert_no_error (error);

  entry = muster_session_get_entry (session, 0);
  after = entry_dice (entry);
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < before->len; i++)
    g_assert_cmpuint (g_array_index (after, guint, i), ==, g_array_index (before, guint, i));
  g_assert_cmpstr (dc_state_get_last_roll (DC_STATE (muster_session_get_state (session))), ==, roll_before);
  snap_after = snapshot (session);
  g_assert_cmpstr (snap_after, ==, snap_before);
  g_assert_cmpstr (muster_entry_get_side (entry), ==, "British");
}

static void
test_undo_redo_same_cards (void)
{
  g_autoptr(MusterChance) random = muster_chance_new_random ();
  g_autoptr(MusterChance) empty = muster_chance_new_scripted ();
  g_autoptr(MusterSession) session = new_session ("playing-cards", random);
  g_autofree char *snap_before = NULL;
  g_autofree char *snap_after = NULL;
  g_autofree char *text_before = NULL;

  perform_ok (session, "peek", ARGS ("cards", "3"));
  perform_ok (session, "draw", ARGS ("cards"));
  text_before = g_strdup (muster_entry_get_text (perform_ok (session, "draw", ARGS ("cards"))));
  snap_before = snapshot (session);

  g_assert_true (muster_session_undo_to (session, 0, NULL));
  muster_session_set_chance (session, empty);
  for (guint i = 0; i < 3; i++)
    g_assert_true (muster_session_redo (session, NULL));
  snap_after = snapshot (session);
  g_assert_cmpstr (snap_after, ==, snap_before);
  g_assert_cmpstr (muster_entry_get_text (muster_session_get_entry (session, 2)), ==, text_before);
}

static void
test_new_action_drops_redo_tail (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (2);
  g_autoptr(MusterSession) session = new_session ("default", chance);
  MusterEntry *entry;

  perform_ok (session, "note", ARGS ("one"));
  perform_ok (session, "note", ARGS ("two"));
  perform_ok (session, "note", ARGS ("three"));
  g_assert_true (muster_session_undo (session, NULL));
  g_assert_true (muster_session_undo (session, NULL));
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 3);

  entry = perform_ok (session, "note", ARGS ("other"));
  g_assert_cmpuint (muster_entry_get_number (entry), ==, 2);
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 2);
  g_assert_false (muster_session_can_redo (session));
  g_assert_cmpstr (muster_entry_get_text (muster_session_get_entry (session, 1)), ==, "Note: other");
  {
    g_autofree char *snapshot = muster_state_snapshot_string (muster_session_get_state (session));

    g_assert_nonnull (strstr (snapshot, "<note>one</note><note>other</note>"));
    g_assert_null (strstr (snapshot, "two"));
  }
  /* The notes are shared between the states: undoing back past the
   * divergence and redoing gives each its own. */
  g_assert_true (muster_session_undo (session, NULL));
  perform_ok (session, "note", ARGS ("third"));
  g_assert_true (muster_session_undo_to (session, 0, NULL));
  g_assert_true (muster_session_redo (session, NULL));
  g_assert_true (muster_session_redo (session, NULL));
  {
    g_autofree char *snapshot = muster_state_snapshot_string (muster_session_get_state (session));

    g_assert_nonnull (strstr (snapshot, "<note>one</note><note>third</note></table>"));
  }
}

static void
test_undo_to (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (2);
  g_autoptr(MusterSession) session = new_session ("default", chance);
  g_autoptr(GError) error = NULL;

  for (int i = 0; i < 5; i++)
    perform_ok (session, "track-adjust", ARGS ("Turn", "1"));
  g_assert_cmpint (track_value (session, "Turn"), ==, 6);

  g_assert_true (muster_session_undo_to (session, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 2);
  g_assert_cmpint (track_value (session, "Turn"), ==, 3);
  for (guint i = 0; i < 5; i++)
    g_assert_true (muster_entry_get_undone (muster_session_get_entry (session, i)) == (i >= 2));

  /* Staying where it is, is fine; going forward is redo's work. */
  g_assert_true (muster_session_undo_to (session, 2, &error));
  g_assert_false (muster_session_undo_to (session, 4, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING);
  g_clear_error (&error);
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 2);

  g_assert_true (muster_session_redo (session, &error));
  g_assert_cmpint (track_value (session, "Turn"), ==, 4);
  g_assert_true (muster_session_undo_to (session, 0, &error));
  g_assert_cmpint (track_value (session, "Turn"), ==, 1);
}

static void
test_checkpoints (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(MusterSession) session = new_session ("default", chance);
  static const guint stops[] = { 199, 130, 128, 127, 65, 64, 63, 1, 0 };

  /* A long log: entry i (from 1) moves the track by i, so every cursor
   * gives a different value, sum 1..n. */
  perform_ok (session, "track-add", ARGS ("Big", "0", "1000000", "0"));
  for (guint i = 1; i < 200; i++)
    {
      g_autofree char *delta = g_strdup_printf ("%u", i);
      perform_ok (session, "track-adjust", ARGS ("Big", delta));
    }
  g_assert_cmpint (track_value (session, "Big"), ==, 199 * 200 / 2);

  for (guint s = 0; s < G_N_ELEMENTS (stops); s++)
    {
      guint n = stops[s];

      g_assert_true (muster_session_undo_to (session, n + 1, NULL));
      g_assert_cmpint (track_value (session, "Big"), ==, (int) (n * (n + 1) / 2));
    }

  /* Back at entry 11, a different future: checkpoints from the old one
   * must not leak into it. Each new entry now moves the track by 1000. */
  for (guint i = 0; i < 10; i++)
    g_assert_true (muster_session_redo (session, NULL));
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 11);
  for (guint i = 0; i < 150; i++)
    perform_ok (session, "track-adjust", ARGS ("Big", "1000"));
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 161);
  g_assert_cmpint (track_value (session, "Big"), ==, 55 + 150000);

  g_assert_true (muster_session_undo_to (session, 140, NULL));
  g_assert_cmpint (track_value (session, "Big"), ==, 55 + 129000);
  g_assert_true (muster_session_undo_to (session, 65, NULL));
  g_assert_cmpint (track_value (session, "Big"), ==, 55 + 54000);
  g_assert_true (muster_session_undo_to (session, 64, NULL));
  g_assert_cmpint (track_value (session, "Big"), ==, 55 + 53000);
  while (muster_session_can_redo (session))
    g_assert_true (muster_session_redo (session, NULL));
  g_assert_cmpint (track_value (session, "Big"), ==, 55 + 150000);
}

static void
test_refused_changes_nothing (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (4);
  g_autoptr(MusterSession) session = new_session ("playing-cards", chance);
  g_autofree char *before = NULL;
  guint64 position;
  struct {
    const char *action;
    const char * const *args;
    int code;
  } refusals[] = {
    { "track-set", ARGS ("Nothing", "3"), MUSTER_ERROR_ILLEGAL },  /* no tracks: closed */
    { "roll", ARGS ("3x6"), MUSTER_ERROR_DICE_EXPR },
    { "discard", ARGS ("cards", "AS"), MUSTER_ERROR_INVALID_ARGS },
    { "fly", ARGS ("away"), MUSTER_ERROR_UNKNOWN_ACTION },
    { "roll", (const char * const[]) { NULL }, MUSTER_ERROR_INVALID_ARGS },
  };

  perform_ok (session, "roll", ARGS ("2d6"));
  perform_ok (session, "draw", ARGS ("cards"));
  before = snapshot (session);
  position = muster_chance_get_position (chance);

  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;
      MusterEntry *entry;

      entry = muster_session_perform (session, refusals[i].action, refusals[i].args,
                                      MUSTER_PERFORM_NONE, &error);
      g_test_message ("%s: %s", refusals[i].action, error ? error->message : "(accepted)");
      g_assert_null (entry);
      g_assert_error (error, MUSTER_ERROR, refusals[i].code);
      g_assert_cmpuint (muster_session_get_n_entries (session), ==, 2);
      g_assert_cmpuint (muster_session_get_cursor (session), ==, 2);
      after = snapshot (session);
      g_assert_cmpstr (after, ==, before);
    }

  /* A roll that fails half-way (the second term has no dice left in a
   * scripted source) changes nothing either. */
  {
    g_autoptr(MusterChance) scripted = muster_chance_new_scripted ();
    g_autoptr(GError) error = NULL;
    g_autofree char *after = NULL;

    muster_chance_supply_number (scripted, 4);
    muster_session_set_chance (session, scripted);
    g_assert_null (muster_session_perform (session, "roll", ARGS ("d6+d8"), MUSTER_PERFORM_NONE, &error));
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
    after = snapshot (session);
    g_assert_cmpstr (after, ==, before);
    g_assert_cmpuint (muster_session_get_n_entries (session), ==, 2);
  }
  g_assert_cmpuint (muster_chance_get_position (chance), ==, position);
}

static void
test_check_rolls_nothing (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (4);
  g_autoptr(MusterSession) session = new_session ("playing-cards", chance);
  MusterState *state = muster_session_get_state (session);
  g_autofree char *before = snapshot (session);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (muster_state_check (state, "draw", ARGS ("cards"), FALSE, &error));
  g_assert_true (muster_state_check (state, "roll", ARGS ("5d6"), FALSE, &error));
  g_assert_no_error (error);
  g_assert_false (muster_state_check (state, "discard", ARGS ("cards", "AS"), FALSE, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL);  /* the checked draw left nothing in play */

  after = snapshot (session);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (muster_chance_get_position (chance), ==, 0);
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 0);
}

static void
test_manual_retry (void)
{
  g_autoptr(MusterChance) manual = muster_chance_new_manual ();
  g_autoptr(MusterSession) session = new_session ("default", manual);
  g_autoptr(GError) error = NULL;
  static const guint first[] = { 4, 5 };
  static const guint too_many[] = { 1, 2, 3 };
  const MusterChanceRequest *request;
  g_autoptr(GArray) dice = NULL;
  MusterEntry *entry;

  g_assert_null (muster_session_perform (session, "roll", ARGS ("3d6"), MUSTER_PERFORM_NONE, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_clear_error (&error);
  request = muster_chance_get_request (manual);
  g_assert_cmpuint (request->count, ==, 3);
  g_assert_cmpuint (request->sides, ==, 6);

  /* Two of the three: the session keeps them and asks for the last. */
  muster_chance_supply_numbers (manual, first, 2);
  g_assert_null (muster_session_perform (session, "roll", ARGS ("3d6"), MUSTER_PERFORM_NONE, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_clear_error (&error);
  g_assert_cmpuint (muster_chance_get_request (manual)->count, ==, 1);
  g_assert_cmpuint (muster_chance_get_n_unused (manual), ==, 2);
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 0);

  muster_chance_supply_number (manual, 6);
  entry = muster_session_perform (session, "roll", ARGS ("3d6"), MUSTER_PERFORM_NONE, &error);
  g_assert_no_error (error);
  dice = entry_dice (entry);
  g_assert_cmpuint (dice->len, ==, 3);
  g_assert_cmpuint (g_array_index (dice, guint, 0), ==, 4);
  g_assert_cmpuint (g_array_index (dice, guint, 1), ==, 5);
  g_assert_cmpuint (g_array_index (dice, guint, 2), ==, 6);
  g_assert_cmpstr (muster_entry_get_text (entry), ==, "Rolled 3d6: 4 5 6 = 15");
  g_assert_cmpuint (muster_chance_get_n_unused (manual), ==, 0);

  /* More results than the action used: refused, nothing changes. */
  muster_chance_supply_numbers (manual, too_many, 3);
  g_assert_null (muster_session_perform (session, "roll", ARGS ("d6"), MUSTER_PERFORM_NONE, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_clear_error (&error);
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 1);

  /* A 7 on a d6 is refused too. */
  muster_chance_clear_supplied (manual);
  muster_chance_supply_number (manual, 7);
  g_assert_null (muster_session_perform (session, "roll", ARGS ("d6"), MUSTER_PERFORM_NONE, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 1);
}

/* A fresh session of the same scenario given copies of @from's entries as
 * a loaded file would give them. */
static MusterSession *
copy_log (MusterSession *from,
          const char    *scenario)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  MusterSession *to = new_session (scenario, chance);

  for (guint i = 0; i < muster_session_get_n_entries (from); i++)
    {
      MusterEntry *e = muster_session_get_entry (from, i);
      g_autoptr(MusterEntry) copy = muster_entry_new (muster_entry_get_action (e), muster_entry_get_args (e));
      g_autoptr(GPtrArray) outcomes = g_ptr_array_copy (muster_entry_get_outcomes (e),
                                                        (GCopyFunc) (void (*) (void)) muster_outcome_copy, NULL);

      g_ptr_array_set_free_func (outcomes, (GDestroyNotify) muster_outcome_free);
      muster_entry_set_outcomes (copy, outcomes);
      muster_entry_set_text (copy, muster_entry_get_text (e));
      muster_session_append_recorded (to, copy);
    }
  return to;
}

static void
play_some (MusterSession *session)
{
  perform_ok (session, "roll", ARGS ("2d6", "North"));
  perform_ok (session, "draw", ARGS ("cards"));
  perform_ok (session, "peek", ARGS ("cards", "2"));
  perform_ok (session, "draw", ARGS ("cards"));
  perform_ok (session, "track-add", ARGS ("Score", "0", "50", "10"));
  perform_ok (session, "track-adjust", ARGS ("Score", "-3"));
  perform_ok (session, "roll", ARGS ("d6+d4-1"));
  perform_ok (session, "note", ARGS ("a", "long", "night"));
}

static void
test_replay_same_snapshot (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (77);
  g_autoptr(MusterSession) played = new_session ("playing-cards", chance);
  g_autoptr(MusterSession) loaded = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;
  g_autoptr(GError) error = NULL;

  play_some (played);
  expected = snapshot (played);

  loaded = copy_log (played, "playing-cards");
  g_assert_cmpuint (muster_session_get_cursor (loaded), ==, 0);
  g_assert_true (muster_session_replay (loaded, 8, expected, &error));
  g_assert_no_error (error);
  actual = snapshot (loaded);
  g_assert_cmpstr (actual, ==, expected);
  g_assert_cmpuint (muster_session_get_cursor (loaded), ==, 8);
  for (guint i = 0; i < 8; i++)
    g_assert_cmpstr (muster_entry_get_text (muster_session_get_entry (loaded, i)), ==,
                     muster_entry_get_text (muster_session_get_entry (played, i)));

  /* Replaying to an earlier cursor leaves the rest to redo. */
  g_assert_true (muster_session_replay (loaded, 5, NULL, &error));
  g_assert_cmpuint (muster_session_get_cursor (loaded), ==, 5);
  g_assert_true (muster_entry_get_undone (muster_session_get_entry (loaded, 5)));
  while (muster_session_can_redo (loaded))
    g_assert_true (muster_session_redo (loaded, &error));
  g_clear_pointer (&actual, g_free);
  actual = snapshot (loaded);
  g_assert_cmpstr (actual, ==, expected);
}

static void
test_replay_mismatch (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (77);
  g_autoptr(MusterSession) played = new_session ("playing-cards", chance);
  g_autoptr(MusterSession) loaded = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *tampered = NULL;
  g_autoptr(GError) error = NULL;

  play_some (played);
  expected = snapshot (played);
  tampered = g_strdup (expected);
  *strstr (tampered, "value=\"7\"") = 'V';

  loaded = copy_log (played, "playing-cards");
  g_assert_false (muster_session_replay (loaded, 8, tampered, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY);
  g_clear_error (&error);

  /* The log is the truth: every entry is kept and applied. */
  g_assert_cmpuint (muster_session_get_n_entries (loaded), ==, 8);
  g_assert_cmpuint (muster_session_get_cursor (loaded), ==, 8);
  {
    g_autofree char *actual = snapshot (loaded);
    g_assert_cmpstr (actual, ==, expected);
  }
}

static void
test_replay_entry_no_longer_applies (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (77);
  g_autoptr(MusterSession) played = new_session ("playing-cards", chance);
  g_autoptr(MusterSession) loaded = NULL;
  g_autoptr(MusterEntry) bad = muster_entry_new ("track-set", ARGS ("Score", "999"));
  g_autoptr(MusterEntry) after = muster_entry_new ("note", ARGS ("after"));
  g_autoptr(GError) error = NULL;

  play_some (played);
  loaded = copy_log (played, "playing-cards");
  muster_entry_set_text (bad, "Score: 7 → 999");
  muster_session_append_recorded (loaded, bad);
  muster_session_append_recorded (loaded, after);

  g_assert_false (muster_session_replay (loaded, 10, NULL, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY);
  g_assert_nonnull (strstr (error->message, "Entry 9"));

  /* The replay stops before the entry; it and the rest stay in the log,
   * undone, with what the file said of them. */
  g_assert_cmpuint (muster_session_get_n_entries (loaded), ==, 10);
  g_assert_cmpuint (muster_session_get_cursor (loaded), ==, 8);
  g_assert_true (muster_entry_get_undone (bad));
  g_assert_true (muster_entry_get_undone (after));
  g_assert_cmpstr (muster_entry_get_text (bad), ==, "Score: 7 → 999");
  g_assert_cmpint (track_value (loaded, "Score"), ==, 7);
}

/* A session stopped by an entry that no longer applies can be read, not
 * played: nothing it refuses drops, reorders or rewrites an entry. */
static MusterSession *
broken_session (MusterEntry **bad_out)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (77);
  g_autoptr(MusterSession) played = new_session ("playing-cards", chance);
  MusterSession *loaded;
  g_autoptr(MusterEntry) bad = muster_entry_new ("track-set", ARGS ("Score", "999"));
  g_autoptr(MusterEntry) after = muster_entry_new ("note", ARGS ("after"));

  play_some (played);
  loaded = copy_log (played, "playing-cards");
  muster_entry_set_text (bad, "Score: 7 → 999");
  muster_entry_set_annotation (bad, "the big hand");
  muster_session_append_recorded (loaded, bad);
  muster_session_append_recorded (loaded, after);
  g_assert_false (muster_session_replay (loaded, 10, NULL, NULL));
  if (bad_out)
    *bad_out = bad;
  return loaded;
}

static void
test_read_only (void)
{
  g_autoptr(MusterSession) session = broken_session (NULL);
  g_autoptr(GError) error = NULL;
  const char *reason = NULL;

  g_assert_true (muster_session_is_read_only (session));
  g_assert_cmpuint (muster_session_get_break (session, &reason), ==, 9);
  /* Why, by the action's name and in the engine's words. */
  g_assert_nonnull (strstr (reason, "Set track"));
  g_assert_nonnull (strstr (reason, "Score"));
  g_assert_false (muster_session_can_undo (session));
  g_assert_false (muster_session_can_redo (session));

  g_assert_null (muster_session_perform (session, "note", ARGS ("x"), 0, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "entry 9"));
  g_clear_error (&error);
  g_assert_false (muster_session_undo (session, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_false (muster_session_undo_to (session, 2, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_false (muster_session_redo (session, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_READ_ONLY);
  g_clear_error (&error);

  /* Every entry is still there, and the file's cursor is the one saved. */
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 10);
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 8);
  g_assert_cmpuint (muster_session_get_saved_cursor (session), ==, 10);
  g_assert_cmpstr (muster_entry_get_action (muster_session_get_entry (session, 8)), ==, "track-set");
}

static void
test_cut_at_break (void)
{
  g_autoptr(MusterSession) session = broken_session (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (muster_session_cut_at_break (session, &error));
  g_assert_no_error (error);
  g_assert_false (muster_session_is_read_only (session));
  g_assert_cmpuint (muster_session_get_n_entries (session), ==, 8);
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 8);
  g_assert_cmpint (track_value (session, "Score"), ==, 7);
  perform_ok (session, "track-set", ARGS ("Score", "9"));
  g_assert_cmpint (track_value (session, "Score"), ==, 9);

  g_assert_false (muster_session_cut_at_break (session, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING);
}

static void
test_correct_entry (void)
{
  MusterEntry *bad = NULL;
  g_autoptr(MusterSession) session = broken_session (&bad);
  g_autoptr(GError) error = NULL;
  MusterEntry *corrected;

  /* Only the entry where the log stops can be corrected. */
  g_assert_false (muster_session_correct_entry (session, 3, "note", ARGS ("x"), &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING);
  g_clear_error (&error);

  /* A correction that does not apply either changes nothing. */
  g_assert_false (muster_session_correct_entry (session, 9, "track-set", ARGS ("Score", "1000"), &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_true (muster_session_get_entry (session, 8) == bad);
  g_assert_cmpuint (muster_session_get_break (session, NULL), ==, 9);

  g_assert_true (muster_session_correct_entry (session, 9, "track-set", ARGS ("Score", "49"), &error));
  g_assert_no_error (error);
  g_assert_false (muster_session_is_read_only (session));
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 10);
  g_assert_cmpint (track_value (session, "Score"), ==, 49);
  corrected = muster_session_get_entry (session, 8);
  g_assert_cmpuint (muster_entry_get_number (corrected), ==, 9);
  g_assert_cmpstr (muster_entry_get_args (corrected)[1], ==, "49");
  g_assert_cmpstr (muster_entry_get_annotation (corrected), ==, "the big hand");
  g_assert_true (muster_session_can_undo (session));
}

static void
test_entry_marks (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (5);
  g_autoptr(MusterSession) session = new_session ("default", chance);
  MusterEntry *entry = perform_ok (session, "note", ARGS ("Ambush at the bridge"));

  g_assert_false (muster_entry_get_bookmarked (entry));
  muster_entry_set_bookmarked (entry, TRUE);
  muster_entry_set_annotation (entry, "Remember this one");
  g_assert_true (muster_entry_get_bookmarked (entry));
  g_assert_cmpstr (muster_entry_get_annotation (entry), ==, "Remember this one");
  muster_entry_set_annotation (entry, "");
  g_assert_null (muster_entry_get_annotation (entry));

  /* Undo and redo keep the marks people made. */
  muster_entry_set_annotation (entry, "kept");
  g_assert_true (muster_session_undo (session, NULL));
  g_assert_true (muster_session_redo (session, NULL));
  g_assert_true (muster_entry_get_bookmarked (entry));
  g_assert_cmpstr (muster_entry_get_annotation (entry), ==, "kept");
}

static void
count_changed (MusterSession *session,
               guint         *count)
{
  (*count)++;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_signals (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (5);
  g_autoptr(MusterSession) session = new_session ("default", chance);
  guint changed = 0, can_undo = 0;

  g_signal_connect (session, "changed", G_CALLBACK (count_changed), &changed);
  g_signal_connect (session, "notify::can-undo", G_CALLBACK (count_notify), &can_undo);
  perform_ok (session, "note", ARGS ("x"));
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (can_undo, ==, 1);
  perform_ok (session, "note", ARGS ("y"));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpuint (can_undo, ==, 1);

  /* A refusal emits nothing. */
  g_assert_null (muster_session_perform (session, "fly", NULL, MUSTER_PERFORM_NONE, NULL));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_true (muster_session_undo_to (session, 0, NULL));
  g_assert_cmpuint (changed, ==, 3);
  g_assert_cmpuint (can_undo, ==, 2);
}

/* An entry's time stamp reads as g_date_time_format() writes the time in
 * UTC: taken between two formatted readings of the clock, it equals one of
 * them. */
static void
test_time_stamp (void)
{
  for (int tries = 0; tries < 3; tries++)
    {
      g_autoptr(GDateTime) before = g_date_time_new_now_utc ();
      g_autofree char *stamp = muster_now_iso8601 ();
      g_autoptr(GDateTime) after = g_date_time_new_now_utc ();
      g_autofree char *first = g_date_time_format (before, "%Y-%m-%dT%H:%M:%SZ");
      g_autofree char *last = g_date_time_format (after, "%Y-%m-%dT%H:%M:%SZ");

      g_assert_cmpuint (strlen (stamp), ==, 20);
      if (g_str_equal (first, last))
        {
          g_assert_cmpstr (stamp, ==, first);
          return;
        }
      g_assert_true (g_str_equal (stamp, first) || g_str_equal (stamp, last));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/session/perform-undo-redo", test_perform_undo_redo);
  g_test_add_func ("/session/undo-redo-same-dice", test_undo_redo_same_dice);
  g_test_add_func ("/session/undo-redo-same-cards", test_undo_redo_same_cards);
  g_test_add_func ("/session/new-action-drops-redo", test_new_action_drops_redo_tail);
  g_test_add_func ("/session/undo-to", test_undo_to);
  g_test_add_func ("/session/checkpoints", test_checkpoints);
  g_test_add_func ("/session/refused-changes-nothing", test_refused_changes_nothing);
  g_test_add_func ("/session/check-rolls-nothing", test_check_rolls_nothing);
  g_test_add_func ("/session/manual-retry", test_manual_retry);
  g_test_add_func ("/session/replay/same-snapshot", test_replay_same_snapshot);
  g_test_add_func ("/session/replay/mismatch", test_replay_mismatch);
  g_test_add_func ("/session/replay/no-longer-applies", test_replay_entry_no_longer_applies);
  g_test_add_func ("/session/replay/read-only", test_read_only);
  g_test_add_func ("/session/replay/cut-at-break", test_cut_at_break);
  g_test_add_func ("/session/replay/correct-entry", test_correct_entry);
  g_test_add_func ("/session/entry-marks", test_entry_marks);
  g_test_add_func ("/session/signals", test_signals);
  g_test_add_func ("/session/time-stamp", test_time_stamp);

  return g_test_run ();
}
