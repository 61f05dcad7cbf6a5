/* test-bh-turn.c: the turn (5.0-5.3), Wrong Ammo (4.3), panic (9.1),
 * Pass, Reserve Actions and Plan (5.2, 6.11, 6.12), fire spread and the end
 * of the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

static void
test_card_sets_actions (void)
{
  g_autoptr(MtGame) t = bht_two_player ("17", 0, NULL);
  BhViewTracks tr = bht_tracks (t);

  /* 5.1: card 17 gives the British more actions, so no die (5.2). */
  g_assert_cmpint (tr.actions[0], ==, 4);
  g_assert_cmpint (tr.actions[1], ==, 3);
  g_assert_cmpstr (bht_acting (t), ==, "british");
  g_assert_cmpstr (tr.card, ==, "17");
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 0);
}

static void
test_first_player_die (void)
{
  g_autoptr(MtGame) even = bht_two_player ("12", 2, NULL);
  g_autoptr(MtGame) odd = bht_two_player ("12", 5, NULL);

  /* 5.2: equal actions: even die, Patriots first; odd, British first. */
  g_assert_cmpstr (bht_acting (even), ==, "patriot");
  g_assert_cmpstr (bht_acting (odd), ==, "british");
}

static void
test_demoralized_fewer_actions (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);
  BhViewTracks tr;

  bht_track (t, "morale-patriot", 0);
  bht_next_turn (t, "6");
  tr = bht_tracks (t);
  /* 9.2: one action fewer from the card (4 - 1). */
  g_assert_cmpint (tr.actions[1], ==, 3);
  g_assert_cmpint (tr.actions[0], ==, 4);
  g_assert_cmpstr (bht_acting (t), ==, "british");
}

static void
test_pass (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);
  BhViewTracks tr;

  /* 5.2: not ahead, the Patriots may pass for free... */
  mt_ok (t, "pass");
  tr = bht_tracks (t);
  g_assert_cmpint (tr.actions[1], ==, 3);
  g_assert_cmpstr (bht_acting (t), ==, "british");
  g_assert_true (tr.passed_to);
  /* ...and the British must act: no pass back, free or paid. */
  g_free (mt_refused (t, "pass", MUSTER_ERROR_ILLEGAL, "5.2 Pass"));
  g_free (mt_refused (t, "pass spend", MUSTER_ERROR_ILLEGAL, "5.2 Pass"));
  mt_ok (t, "naval-move mystic");
  tr = bht_tracks (t);
  g_assert_cmpint (tr.actions[0], ==, 2);
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
  /* Ahead (3 to 2), the Patriots must act; spending an action is one (6.12). */
  g_free (mt_refused (t, "pass", MUSTER_ERROR_ILLEGAL, "5.2 Pass"));
  mt_ok (t, "pass spend");
  tr = bht_tracks (t);
  g_assert_cmpint (tr.actions[1], ==, 2);
  g_assert_cmpstr (bht_acting (t), ==, "british");
}

static void
test_zero_actions (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 1, NULL);

  /* 5.2: with the British on 0, the Patriots spend the rest in a row. */
  bht_track (t, "actions-british", 1);
  mt_ok (t, "naval-move mystic");
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
  mt_ok (t, "pass spend");
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
  mt_ok (t, "pass spend");
  mt_ok (t, "pass spend");
  /* Both tracks at 0: the turn ends (reserves do not matter). */
  g_assert_cmpstr (bht_tracks (t).phase, ==, "end-turn");
}

static void
test_reserve (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);
  BhViewTracks tr;

  bht_track (t, "reserve-patriot", 1);
  /* 5.2: usable when not ahead on actions. */
  mt_ok (t, "use-reserve");
  mt_ok (t, "pass spend");
  tr = bht_tracks (t);
  g_assert_cmpint (tr.reserve[1], ==, 0);
  g_assert_cmpint (tr.actions[1], ==, 3);
  g_assert_cmpstr (bht_acting (t), ==, "british");
  /* Ahead and with more than one action left: no reserve. */
  mt_ok (t, "naval-move mystic");
  bht_track (t, "reserve-patriot", 1);
  g_free (mt_refused (t, "use-reserve", MUSTER_ERROR_ILLEGAL, "5.2 Reserve Actions"));
  /* With one action left it is usable even when ahead. */
  bht_track (t, "actions-patriot", 1);
  bht_track (t, "actions-british", 0);
  mt_ok (t, "use-reserve");
}

static void
test_plan (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);
  MusterEntry *e;
  BhViewTracks tr;

  /* 6.11: only with the Action marker on the 1 space. */
  g_free (mt_refused (t, "plan", MUSTER_ERROR_ILLEGAL, "6.11 Plan"));
  bht_track (t, "actions-patriot", 1);
  mt_ok (t, "plan");
  tr = bht_tracks (t);
  g_assert_cmpint (tr.actions[1], ==, 0);
  g_assert_cmpint (tr.reserve[1], ==, 1);
  g_assert_cmpstr (bht_acting (t), ==, "british");
  /* At two reserves Plan still ends the actions but gains nothing. */
  bht_track (t, "actions-british", 1);
  bht_track (t, "reserve-british", 2);
  e = mt_ok (t, "plan");
  g_assert_true (mt_says (e, "full"));
  g_assert_cmpint (bht_tracks (t).reserve[0], ==, 2);
}

static void
test_demoralized_no_plan (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);

  bht_track (t, "reserve-patriot", 2);
  bht_track (t, "morale-patriot", 0);
  /* 9.2: the reserves are lost and Plan is forbidden. */
  g_assert_cmpint (bht_tracks (t).reserve[1], ==, 0);
  g_assert_true (bht_tracks (t).demoralized[1]);
  bht_track (t, "actions-patriot", 1);
  g_free (mt_refused (t, "plan", MUSTER_ERROR_ILLEGAL, "9.2"));
  g_free (mt_refused (t, "use-reserve", MUSTER_ERROR_ILLEGAL, "5.2"));
}

static void
test_wrong_ammo (void)
{
  g_autoptr(MtGame) t = bht_two_player ("1", 1, NULL);

  /* 4.3: no check before turn 4. */
  bht_next_turn (t, "6");
  bht_next_turn (t, "8");
  g_assert_null (bht_decision (t));
  bht_next_turn (t, "10");
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "wrong-ammo");
  }
  /* Turn 4: 5 + 4 = 9, still wrong. */
  mt_dice (t, "5");
  mt_ok (t, "wrong-ammo");
  g_assert_false (bht_tracks (t).ammo_arrived);
  /* Turn 5: 5 + 5 = 10, it arrives, for good. */
  bht_next_turn (t, "11");
  mt_dice (t, "5");
  mt_ok (t, "wrong-ammo");
  g_assert_true (bht_tracks (t).ammo_arrived);
  bht_next_turn (t, "12");
  {
    /* Turn 6 brings reinforcements, but no ammunition check. */
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "reinforce");
  }
}

static void
test_panic (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  MusterEntry *e;

  bht_put (t, "breeds-slope-west", "mil-1 strength-0");
  bht_put (t, "breeds-slope-west", "mil-2");
  bht_put (t, "breeds-slope-west", "mm-1 broken");
  bht_put (t, "ct-8", "reg-1");
  bht_put (t, "redoubt", "mil-3");
  bht_track (t, "morale-patriot", 12);
  /* 9.1: at the start of a turn with morale at 12 or less. */
  bht_next_turn (t, "6");
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "panic-check");
  }
  g_free (mt_refused (t, "panic-check ct-1", MUSTER_ERROR_ILLEGAL, "9.1"));
  /* The redoubt's militia stand next to no British unit: the limit is the
   * rulebook's, and regions the map does not join count as apart. */
  g_free (mt_refused (t, "panic-check redoubt", MUSTER_ERROR_ILLEGAL,
                       "9.1 Patriot Panic: the British choose militia next to a British unit"));
  /* mil-1 ("0") rolls 4: 4 + 0, panics; mil-2 drawn as a "2" rolls 3: 5,
   * holds; the broken minuteman panics without a roll. */
  mt_cards (t, "m2-1");
  mt_dice (t, "4 3");
  e = mt_ok (t, "panic-check breeds-slope-west");
  g_assert_true (mt_says (e, "panics"));
  g_assert_true (bht_flipped (t, "mil-1"));
  g_assert_true (bht_marked (t, "mil-1", "panic"));
  g_assert_false (bht_flipped (t, "mil-2"));
  g_assert_cmpint (bht_strength (t, "mil-2"), ==, 2);
  g_assert_cmpstr (bht_where (t, "mil-2"), ==, "breeds-slope-west");
  g_assert_true (bht_marked (t, "mm-1", "panic"));
  /* Panicked units run three regions toward the Muster Box. */
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "neck");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "neck");
  g_assert_cmpint (bht_tracks (t).morale[1], ==, 11);
  /* Panicked units may not be activated (9.1). */
  bht_track (t, "actions-british", 0);
  g_free (mt_refused (t, "land-move neck muster-box mil-1", MUSTER_ERROR_ILLEGAL, "9.1"));
}

/* 5.2: the side to act takes the action; naming the other side's counters
 * or region says whose action it is rather than blaming the region. */
static void
test_out_of_turn (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  const char *prefix = "5.2 It is the British player’s action now";
  g_autofree char *m = NULL;

  bht_put (t, "redoubt", "mm-1 pcan-1 mil-1 broken");
  bht_put (t, "redoubt", "prescott");
  bht_put (t, "breeds-south", "reg-1");
  m = mt_refused (t, "volley-fire redoubt breeds-south", MUSTER_ERROR_ILLEGAL, prefix);
  g_assert_nonnull (strstr (m, "Patriot"));
  g_free (mt_refused (t, "volley-fire breeds-south redoubt mm-1", MUSTER_ERROR_ILLEGAL, prefix));
  g_free (mt_refused (t, "assault redoubt breeds-south", MUSTER_ERROR_ILLEGAL, prefix));
  g_free (mt_refused (t, "cannonade redoubt breeds-south", MUSTER_ERROR_ILLEGAL, prefix));
  g_free (mt_refused (t, "land-move redoubt breeds-slope-north", MUSTER_ERROR_ILLEGAL, prefix));
  g_free (mt_refused (t, "reorganize redoubt breeds-slope-north", MUSTER_ERROR_ILLEGAL, prefix));
  g_free (mt_refused (t, "rally redoubt", MUSTER_ERROR_ILLEGAL, prefix));
  /* Their own counters go on being refused for their own reasons. */
  g_free (mt_refused (t, "volley-fire breeds-south ct-5", MUSTER_ERROR_ILLEGAL, "6.1"));
}

static void
test_end_turn_markers (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "redoubt", "mil-1 broken panic");
  bht_put (t, "redoubt", "mil-2 broken panic");
  bht_put (t, "redoubt", "prescott");
  bht_put (t, "ct-5", "mil-3 broken panic");
  bht_put (t, "ct-5", "putnam wounded");
  bht_put (t, "ndw-north", "mm-1 moved fired");
  bht_next_turn (t, "6");
  /* 5.3, 9.1: a healthy leader takes one Panic marker off; a wounded one
   * does not; Moved and Fired markers come off. */
  g_assert_false (bht_marked (t, "mil-1", "panic"));
  g_assert_true (bht_marked (t, "mil-2", "panic"));
  g_assert_true (bht_flipped (t, "mil-1"));
  g_assert_true (bht_marked (t, "mil-3", "panic"));
  g_assert_false (bht_marked (t, "mm-1", "moved"));
  g_assert_false (bht_marked (t, "mm-1", "fired"));
  g_assert_cmpint (bht_tracks (t).turn, ==, 2);
}

static void
test_fire_spread (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);

  mt_ok (t, "correct-fire ct-5 yes");
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "end-turn");
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "fire-spread");
  }
  /* 5.3: a 5 spreads; the British choose an adjacent town region. */
  mt_dice (t, "5");
  mt_ok (t, "fire-spread");
  g_free (mt_refused (t, "spread-to ridge-west", MUSTER_ERROR_ILLEGAL, "5.3"));
  /* A town region the map does not join to the fire: the rulebook's limit. */
  g_free (mt_refused (t, "spread-to ct-9", MUSTER_ERROR_ILLEGAL, "5.3 Fire spreads to a neighbouring region"));
  mt_ok (t, "spread-to ct-6");
  g_assert_true (bht_ablaze (t, "ct-6"));
  g_assert_cmpint (bht_tracks (t).turn, ==, 2);
  /* A 4 does not spread. */
  mt_cards (t, "6");
  mt_dice (t, "1");
  mt_ok (t, "draw-card");
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "end-turn");
  mt_dice (t, "4 4");
  mt_ok (t, "fire-spread");
  g_assert_false (bht_ablaze (t, "ct-3"));
  g_assert_false (bht_ablaze (t, "ct-8"));
  g_assert_cmpint (bht_tracks (t).turn, ==, 3);
}

static void
assert_steps (MtGame                 *t,
              const MusterStepStatus *want,
              guint                   n)
{
  g_autoptr(GPtrArray) steps = muster_state_get_end_turn_steps (mt_state (t));

  g_assert_cmpuint (steps->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (((MusterTurnStep *) g_ptr_array_index (steps, i))->status, ==, want[i]);
}

/* 5.3 End Turn: Moved, Fired and Rally markers off, healthy leaders take
 * Panic markers off (9.1), the fire's roll while Charlestown burns, the
 * Turn marker; the fire's step waits for the British roll and their choice
 * of region, and all are done once the Turn marker moves. */
static void
test_end_turn_steps (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);
  g_autoptr(GPtrArray) steps = muster_state_get_end_turn_steps (mt_state (t));
  const char * const sections[] = { "5.3", "9.1", "5.3", "5.3" };
  const char * const words[] = { "Moved, Fired and Rally markers", "Panic marker", "Charlestown burns", "Turn marker" };
  const MusterStepStatus before[] = { MUSTER_STEP_TO_DO, MUSTER_STEP_TO_DO, MUSTER_STEP_TO_DO, MUSTER_STEP_TO_DO };
  const MusterStepStatus burning[] = { MUSTER_STEP_DONE, MUSTER_STEP_DONE, MUSTER_STEP_UNDER_WAY, MUSTER_STEP_TO_DO };
  const MusterStepStatus after[] = { MUSTER_STEP_DONE, MUSTER_STEP_DONE, MUSTER_STEP_DONE, MUSTER_STEP_DONE };

  g_assert_cmpuint (steps->len, ==, G_N_ELEMENTS (sections));
  for (guint i = 0; i < steps->len; i++)
    {
      const MusterTurnStep *step = g_ptr_array_index (steps, i);

      g_assert_cmpstr (step->section, ==, sections[i]);
      g_assert_nonnull (strstr (step->text, words[i]));
    }
  assert_steps (t, before, G_N_ELEMENTS (before));
  mt_ok (t, "correct-fire ct-5 yes");
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  assert_steps (t, before, G_N_ELEMENTS (before));
  mt_ok (t, "end-turn");
  assert_steps (t, burning, G_N_ELEMENTS (burning));
  mt_dice (t, "5");
  mt_ok (t, "fire-spread");
  /* The fire spreads: the British still choose where. */
  assert_steps (t, burning, G_N_ELEMENTS (burning));
  mt_ok (t, "spread-to ct-6");
  assert_steps (t, after, G_N_ELEMENTS (after));
  g_assert_cmpint (bht_tracks (t).turn, ==, 2);
}

static void
test_game_end (void)
{
  g_autoptr(MtGame) t = bht_two_player ("12", 2, NULL);
  MusterEntry *e;

  bht_track (t, "turn", 10);
  mt_ok (t, "correct-fire ct-5 yes");
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "end-turn");
  /* Turn 10: the end-of-turn spread, then the end-of-game spread: a die
   * for each of ct-1, ct-2, ct-3, ct-6, ct-7, ct-8. */
  mt_dice (t, "1 6 1 1 1 1 1");
  e = mt_ok (t, "fire-spread");
  g_assert_true (mt_says (e, "The game is over"));
  g_assert_true (muster_state_is_over (MUSTER_STATE (bht_state (t))));
  g_assert_true (bht_ablaze (t, "ct-1"));
  g_assert_false (bht_ablaze (t, "ct-2"));
  g_free (mt_refused (t, "pass", MUSTER_ERROR_ILLEGAL, "10.0"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/turn/card-sets-actions", test_card_sets_actions);
  g_test_add_func ("/bunker/turn/first-player-die", test_first_player_die);
  g_test_add_func ("/bunker/turn/demoralized-fewer-actions", test_demoralized_fewer_actions);
  g_test_add_func ("/bunker/turn/pass", test_pass);
  g_test_add_func ("/bunker/turn/zero-actions", test_zero_actions);
  g_test_add_func ("/bunker/turn/reserve", test_reserve);
  g_test_add_func ("/bunker/turn/plan", test_plan);
  g_test_add_func ("/bunker/turn/demoralized-no-plan", test_demoralized_no_plan);
  g_test_add_func ("/bunker/turn/wrong-ammo", test_wrong_ammo);
  g_test_add_func ("/bunker/turn/panic", test_panic);
  g_test_add_func ("/bunker/turn/out-of-turn", test_out_of_turn);
  g_test_add_func ("/bunker/turn/end-turn-markers", test_end_turn_markers);
  g_test_add_func ("/bunker/turn/fire-spread", test_fire_spread);
  g_test_add_func ("/bunker/turn/end-turn-steps", test_end_turn_steps);
  g_test_add_func ("/bunker/turn/game-end", test_game_end);
  return g_test_run ();
}
