/* test-b2c-turn.c: From Boston to Concord, the turn (5.0-5.3), Plan, Pass,
 * Gather Intelligence, Reserve Actions, and the players' corrections.
 * Numbers in comments are items of the rules checklist.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "b2c-test-util.h"

static B2cCardView
card_view (MtGame *g)
{
  B2cCardView card;

  b2c_view_card (b2ct_state (g), &card);
  return card;
}

static const char *
card_id (MtGame *g)
{
  return card_view (g).id;
}

static RevroadPlace
unit_place (MtGame     *g,
            const char *unit)
{
  B2cUnitView view;

  b2c_view_unit (b2ct_state (g), b2c_view_find_unit (b2ct_state (g), unit), &view);
  return view.place;
}

/* The Patriot's final VP of a game ended after turn 12 on an empty board,
 * with @line (a VP correction, or NULL) and one broken Regular, or none. */
static double
final_patriot_vp (const char *line,
                  gboolean    broken)
{
  g_autoptr(MtGame) g = b2ct_empty (12, 0, 0, "british");

  if (line != NULL)
    mt_ok (g, line);
  if (broken)
    b2ct_put (g, "reg-1", "lexington", "b");
  b2ct_correct (g, "correct-phase end");
  mt_ok (g, "end-turn");
  g_assert_true (b2ct_tracks (g).over);
  return b2ct_tracks (g).final_vp[REVROAD_PATRIOT];
}

/* A two-player game past its free Call to Arms, ready to draw turn 1. */
static MtGame *
ready_game (void)
{
  MtGame *s = b2ct_new ("two-player", NULL);

  mt_ok (s, "call-to-arms");
  mt_ok (s, "call-done");
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "draw");
  return s;
}

/* 3 (5.1): the card sets both Action tracks; 40 (5.2): more actions start. */
static void
test_draw_sets_tracks (void)
{
  g_autoptr(MtGame) s = ready_game ();
  g_autofree char *text = NULL;

  b2ct_correct (s, "correct-track reserve-patriot 1");
  mt_cards (s, "2");  /* British 4, Patriot 2 */
  text = b2ct_do (s, "draw-card");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 4);
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_PATRIOT], ==, 2);
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_BRITISH);
  /* Reserves are left alone (4). */
  g_assert_cmpint (b2ct_tracks (s).reserve[REVROAD_PATRIOT], ==, 1);
  g_assert_cmpstr (card_id (s), ==, "2");
  g_assert_nonnull (strstr (text, "acts first"));
}

/* 40 (5.2): equal actions: a die, even Patriot, odd British. */
static void
test_first_player_die (void)
{
  for (guint die = 1; die <= 6; die++)
    {
      g_autoptr(MtGame) s = ready_game ();

      mt_cards (s, "1");  /* 3 and 3 */
      g_autofree char *dice = g_strdup_printf ("%u", die);

      mt_dice (s, dice);
      mt_ok (s, "draw-card");
      g_assert_cmpint (b2ct_tracks (s).acting, ==, die % 2 == 0 ? REVROAD_PATRIOT : REVROAD_BRITISH);
    }
}

/* 41, 44 (5.2): alternation; a side at 0 sits out; the turn ends at 0/0. */
static void
test_alternation (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 1, "british");

  mt_ok (s, "pass");
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_PATRIOT);
  mt_ok (s, "pass");
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_BRITISH);
  mt_ok (s, "pass");
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_BRITISH);
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "actions");
  mt_ok (s, "pass");
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "end");
  /* 43: nothing but end-turn (and corrections) is open now. */
  g_assert_true (b2ct_legal (s, "end-turn"));
  g_assert_false (b2ct_legal (s, "pass"));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "5.2", "pass");
}

/* 42 (5.2 Reserve Actions): usable with no more actions than the opponent,
 * or with one action left; a reserve leaves the track alone. */
static void
test_reserve_conditions (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 4, 2, "british");

  b2ct_correct (s, "correct-track reserve-british 1");
  b2ct_correct (s, "correct-track reserve-patriot 2");
  /* British 4 > 2: not usable. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "5.2 Reserve", "use-reserve");
  mt_ok (s, "pass");  /* British 3, Patriot 2 */
  g_assert_true (b2ct_legal (s, "use-reserve"));
  mt_ok (s, "use-reserve");
  mt_ok (s, "pass");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_PATRIOT], ==, 2);
  g_assert_cmpint (b2ct_tracks (s).reserve[REVROAD_PATRIOT], ==, 1);
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_BRITISH);
  /* British 3 > 2 and not on 1: refused. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "5.2 Reserve", "use-reserve");
  /* One action left: usable even with more than the opponent. */
  b2ct_correct (s, "correct-track actions-british 1");
  b2ct_correct (s, "correct-track actions-patriot 0");
  g_assert_true (b2ct_legal (s, "use-reserve"));
  /* 43: when both tracks are 0 the turn ends, reserves remaining. */
  mt_ok (s, "pass");
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "end");
  g_assert_cmpint (b2ct_tracks (s).reserve[REVROAD_BRITISH], ==, 1);
}

/* 119-121 (6.13 Plan): on the 1 space, +1 reserve, track to 0; otherwise
 * only when nothing but Pass is possible; 124 (6.15 example). */
static void
test_plan (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 2, 3, "patriot");

  /* With actions to spare and an attack possible, Plan is refused. */
  b2ct_put (s, "reg-1 smith mm-1", "lexington", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.13 Plan", "plan");
  mt_ok (s, "pass");
  mt_ok (s, "pass");
  /* Patriot 2 left: still refused (Gather Intelligence and Attack are open). */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.13 Plan", "plan");
  mt_ok (s, "pass");
  /* British on 1: Plan open; the track goes to 0 and a reserve is gained. */
  mt_ok (s, "plan");
  g_assert_cmpint (b2ct_tracks (s).reserve[REVROAD_BRITISH], ==, 1);
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 0);
  /* Patriot on 1 with two reserves already: Plan spends the action and
   * gains nothing. */
  b2ct_correct (s, "correct-track reserve-patriot 2");
  mt_ok (s, "plan");
  g_assert_cmpint (b2ct_tracks (s).reserve[REVROAD_PATRIOT], ==, 2);
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "end");
}

/* 6.15: with nothing but Pass and Plan possible, Plan is open even with
 * several actions left; with two reserves held, Pass it must be. */
static void
test_plan_when_stuck (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 1, 3, "patriot");

  /* No Patriot counters at all; Gather Intelligence is the only other
   * action: use it up first. */
  mt_cards (s, "1 2");
  mt_ok (s, "gather-intelligence");
  mt_ok (s, "pass");
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_PATRIOT);
  g_assert_true (b2ct_legal (s, "hinder"));  /* Hinder Movement is open anywhere */
  b2ct_correct (s, "correct-hinder move track");
  b2ct_correct (s, "correct-hinder search track");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_PATRIOT], ==, 2);
  g_assert_true (b2ct_legal (s, "plan"));
  b2ct_correct (s, "correct-track reserve-patriot 2");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.13 Plan", "plan");
  g_assert_true (b2ct_legal (s, "pass"));
}

/* 122 (6.14): once per turn per side; the top two cards, order kept. */
static void
test_gather_intelligence (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");
  g_auto(GStrv) peek = NULL;
  g_autofree char *text = NULL;

  mt_cards (s, "7 19");
  text = b2ct_do (s, "gather-intelligence");
  /* The shared log does not show the cards. */
  g_assert_null (strstr (text, "19"));
  peek = b2c_view_peek (b2ct_state (s), REVROAD_BRITISH);
  g_assert_cmpuint (g_strv_length (peek), ==, 2);
  g_assert_cmpstr (peek[0], ==, "7");
  g_assert_cmpstr (peek[1], ==, "19");
  {
    g_auto(GStrv) none = b2c_view_peek (b2ct_state (s), REVROAD_PATRIOT);
    g_assert_cmpuint (g_strv_length (none), ==, 0);
  }
  mt_ok (s, "pass");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.14", "gather-intelligence");
  /* The next draws take those cards in that order (97). */
  b2ct_correct (s, "correct-phase draw");
  mt_ok (s, "draw-card");
  g_assert_cmpstr (card_id (s), ==, "7");
}

/* 6.14 with the players' own cards: the draw after Gather Intelligence
 * takes the card that was seen, and a card entered for it is refused with
 * the card that is known. */
static void
test_known_card_refuses_entered_card (void)
{
  g_autoptr(MusterSession) session = b2c_test_session ("two-player", NULL);
  g_autoptr(GError) other = NULL;
  g_autoptr(GError) same = NULL;
  B2cCardView card;
  B2cTracksView tracks;
  B2cState *s;

  b2c_test_session_do (session, "call-to-arms");
  b2c_test_session_do (session, "call-done");
  b2c_test_session_do (session, "draw-card --card 11 --dice 1");  /* 2 and 2: the British first */
  b2c_test_session_do (session, "gather-intelligence --card 1 --card 12");
  b2c_test_session_do (session, "pass");
  b2c_test_session_do (session, "pass");
  b2c_test_session_do (session, "pass");
  b2c_test_session_do (session, "end-turn");

  other = b2c_test_session_try (session, "draw-card --card 5 --dice 3");
  g_assert_error (other, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_assert_nonnull (strstr (other->message, "6.14"));
  g_assert_nonnull (strstr (other->message, "card 1 "));
  g_assert_nonnull (strstr (other->message, "British player saw it"));
  /* The known card itself is not entered either. */
  same = b2c_test_session_try (session, "draw-card --card 1 --dice 3");
  g_assert_error (same, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_assert_nonnull (strstr (same->message, "card 1 "));
  /* Without a card: card 1 (3 and 3), and the die goes where it is needed. */
  b2c_test_session_do (session, "draw-card --dice 3");
  s = B2C_STATE (muster_session_get_state (session));
  b2c_view_card (s, &card);
  g_assert_cmpstr (card.id, ==, "1");
  b2c_view_tracks (s, &tracks);
  g_assert_cmpint (tracks.acting, ==, REVROAD_BRITISH);
}

/* 102-103 (6.11): only your own marker is placed, only the opponent's is
 * removed, and a removed marker waits a turn. */
static void
test_hinder_rules (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder: the Hinder Movement marker belongs to the Patriot", "hinder place move menotomy");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder Muster", "hinder place muster menotomy");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder: the Hinder Movement marker is not on the map", "hinder remove move");
  b2ct_correct (s, "correct-markers menotomy gather");
  mt_ok (s, "hinder place muster menotomy");
  /* The Patriot removes it. */
  mt_ok (s, "hinder remove muster");
  g_assert_cmpint (b2ct_hinder (s, "muster").place, ==, B2C_HINDER_VIEW_ON_TRACK);
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder: an action removes one of the opponent's markers", "hinder remove muster");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder: the Hinder Muster marker was removed this turn", "hinder place muster menotomy");
  /* 5.2: no end of turn while actions remain. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "5.2", "end-turn");
}

/* 45-50 (5.3): the End Turn steps in order. */
static void
test_end_turn_steps (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 0, 0, "british");

  b2ct_correct (s, "correct-phase end");
  /* Muster markers: Lexington clear, Lincoln held by an unbroken Regular,
   * Concord hindered. */
  b2ct_correct (s, "correct-markers lexington muster");
  b2ct_correct (s, "correct-markers lincoln muster");
  b2ct_correct (s, "correct-markers concord muster");
  b2ct_put (s, "mm-1", "lexington", "i");
  b2ct_put (s, "mm-2", "lincoln", "i");
  b2ct_put (s, "reg-1", "lincoln", "mf");
  b2ct_put (s, "smith", "lincoln", "r");
  b2ct_correct (s, "correct-hinder muster concord 2");
  b2ct_correct (s, "correct-hinder move lexington 1");
  b2ct_correct (s, "correct-hinder search track");
  b2ct_correct (s, "correct-markers lexington muster ambush");
  b2ct_correct (s, "correct-markers lincoln muster snipe");

  mt_ok (s, "end-turn");
  /* Step 1. */
  g_assert_cmpint (b2ct_region_view (s, "lexington").gather, ==, B2C_VIEW_GATHER_NONE);
  g_assert_false (b2ct_marks (s, "mm-1") & REVROAD_MARK_INACTIVE);
  g_assert_cmpint (b2ct_region_view (s, "lincoln").gather, ==, B2C_VIEW_MUSTER);
  g_assert_true (b2ct_marks (s, "mm-2") & REVROAD_MARK_INACTIVE);
  g_assert_cmpint (b2ct_region_view (s, "concord").gather, ==, B2C_VIEW_MUSTER);
  /* Steps 2-3 (and 6.11: the Turn Track marker is back). */
  g_assert_cmpint (b2ct_hinder (s, "move").place, ==, B2C_HINDER_VIEW_AVAILABLE);
  g_assert_cmpint (b2ct_hinder (s, "muster").place, ==, B2C_HINDER_VIEW_ON_MAP);
  g_assert_cmpint (b2ct_hinder (s, "muster").face, ==, 1);
  g_assert_cmpint (b2ct_hinder (s, "search").place, ==, B2C_HINDER_VIEW_AVAILABLE);
  /* Step 4. */
  g_assert_cmpuint (b2ct_marks (s, "reg-1") & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED), ==, 0);
  g_assert_cmpuint (b2ct_marks (s, "smith") & REVROAD_MARK_RALLIED, ==, 0);
  g_assert_false (b2ct_region_view (s, "lexington").ambush);
  g_assert_false (b2ct_region_view (s, "lincoln").snipe);
  /* Step 6. */
  g_assert_cmpint (b2ct_tracks (s).turn, ==, 4);
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "draw");
}

/* 5.3, 6.11: the log gives the End Turn steps in their order, whatever
 * the order of the markers: the Turn Track first, then every Hinder (1)
 * marker, then every Hinder (2) marker. */
static void
test_end_turn_log_order (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 0, 0, "british");
  g_autofree char *text = NULL;
  const char *track, *step1, *step2, *step3, *step4;

  b2ct_correct (s, "correct-phase end");
  b2ct_correct (s, "correct-markers lexington muster");
  b2ct_correct (s, "correct-markers concord muster");
  b2ct_correct (s, "correct-hinder move lincoln 2");
  b2ct_correct (s, "correct-hinder search track");
  b2ct_correct (s, "correct-hinder muster concord 1");
  text = b2ct_do (s, "end-turn");
  step1 = strstr (text, "Step 1:");
  track = strstr (text, "Hinder Search marker comes back from the Turn Track");
  step2 = strstr (text, "Step 2: the Hinder Muster marker");
  step3 = strstr (text, "Step 3: the Hinder Movement marker");
  step4 = strstr (text, "Step 4:");
  g_assert_nonnull (step1);
  g_assert_nonnull (track);
  g_assert_nonnull (step2);
  g_assert_nonnull (step3);
  g_assert_nonnull (step4);
  g_assert_true (step1 < track && track < step2 && step2 < step3 && step3 < step4);
  g_assert_nonnull (strstr (track, "(6.11)"));
}

/* 47: a Hinder marker placed on turn T lasts through T+1. */
static void
test_hinder_life (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 0, 1, "patriot");

  mt_ok (s, "hinder place move menotomy");
  g_assert_cmpint (b2ct_hinder (s, "move").face, ==, 2);
  mt_ok (s, "end-turn");
  g_assert_cmpint (b2ct_hinder (s, "move").place, ==, B2C_HINDER_VIEW_ON_MAP);
  g_assert_cmpint (b2ct_hinder (s, "move").face, ==, 1);
  b2ct_correct (s, "correct-phase end");
  mt_ok (s, "end-turn");
  g_assert_cmpint (b2ct_hinder (s, "move").place, ==, B2C_HINDER_VIEW_AVAILABLE);
}

/* 49, faq-3: captives move 0-2 regions toward Boston; only captives move;
 * in Boston they are held for good. */
static void
test_captives (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 0, 0, "british");

  b2ct_correct (s, "correct-phase end");
  b2ct_put (s, "revere", "cambridge", "b");
  b2ct_put (s, "adams", "lexington", "b");
  b2ct_put (s, "dawes", "roxbury", "b");
  b2ct_put (s, "reg-1", "lexington", "");
  mt_ok (s, "end-turn");
  g_assert_true (b2ct_asks (s, "captives-done", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  /* Not toward Boston: uncertain (the direction rests on the map). */
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "5.3", "move-captive adams lincoln");
  /* Other units may not move (faq-3). */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "5.3", "move-captive reg-1 foot-of-the-rocks");
  /* Two regions at most: a rule, not a usage error. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "5.3: a captive is moved at most two regions", "move-captive adams foot-of-the-rocks menotomy prospect-hill");
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, "Usage: move-captive", "move-captive adams");
  mt_ok (s, "move-captive adams foot-of-the-rocks menotomy");
  g_assert_cmpstr (b2ct_where (s, "adams"), ==, "menotomy");
  mt_ok (s, "move-captive dawes boston-neck boston");
  g_assert_cmpint (unit_place (s, "dawes"), ==, REVROAD_PLACE_REMOVED);
  /* Revere stays (0 regions). */
  mt_ok (s, "captives-done");
  g_assert_cmpstr (b2ct_where (s, "revere"), ==, "cambridge");
  g_assert_cmpint (b2ct_tracks (s).turn, ==, 4);
}

/* How far each end-of-turn step has gone, as the state tells it. */
static void
assert_steps (MtGame                 *s,
              const MusterStepStatus *want,
              guint                   n)
{
  g_autoptr(GPtrArray) steps = muster_state_get_end_turn_steps (mt_state (s));

  g_assert_cmpuint (steps->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (((MusterTurnStep *) g_ptr_array_index (steps, i))->status, ==, want[i]);
}

/* 5.3 End Turn: six steps in order, all under 5.3 (Muster markers, Hinder
 * (1) markers off, Hinder (2) to (1), Moved/Fired/Rally/Ambush/Snipe
 * markers off, captives toward Boston, the Turn marker). Before end-turn
 * none has begun; with a captive on the road steps 1-4 are done and step 5
 * waits for the British; once they are done with the captives, all six. */
static void
test_end_turn_checklist (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 0, 0, "british");
  g_autoptr(GPtrArray) steps = NULL;
  const char * const words[] = { "Muster markers", "Hinder markers on their 1 side", "Hinder markers on their 2 side",
                                 "Moved, Fired, Rally, Ambush and Snipe markers", "toward Boston", "Turn marker" };
  const MusterStepStatus before[] = { MUSTER_STEP_TO_DO, MUSTER_STEP_TO_DO, MUSTER_STEP_TO_DO,
                                      MUSTER_STEP_TO_DO, MUSTER_STEP_TO_DO, MUSTER_STEP_TO_DO };
  const MusterStepStatus asking[] = { MUSTER_STEP_DONE, MUSTER_STEP_DONE, MUSTER_STEP_DONE,
                                      MUSTER_STEP_DONE, MUSTER_STEP_UNDER_WAY, MUSTER_STEP_TO_DO };
  const MusterStepStatus after[] = { MUSTER_STEP_DONE, MUSTER_STEP_DONE, MUSTER_STEP_DONE,
                                     MUSTER_STEP_DONE, MUSTER_STEP_DONE, MUSTER_STEP_DONE };

  steps = muster_state_get_end_turn_steps (mt_state (s));
  g_assert_cmpuint (steps->len, ==, G_N_ELEMENTS (words));
  for (guint i = 0; i < steps->len; i++)
    {
      const MusterTurnStep *step = g_ptr_array_index (steps, i);

      g_assert_cmpstr (step->section, ==, "5.3");
      g_assert_nonnull (strstr (step->text, words[i]));
    }
  /* In the middle of the turn's actions nothing of the end has begun. */
  assert_steps (s, before, G_N_ELEMENTS (before));
  b2ct_correct (s, "correct-phase end");
  b2ct_put (s, "adams", "lexington", "b");
  assert_steps (s, before, G_N_ELEMENTS (before));
  mt_ok (s, "end-turn");
  assert_steps (s, asking, G_N_ELEMENTS (asking));
  mt_ok (s, "captives-done");
  assert_steps (s, after, G_N_ELEMENTS (after));
  g_assert_cmpint (b2ct_tracks (s).turn, ==, 4);
  /* Without captives step 5 has nothing to wait for. */
  b2ct_turn (s, 4, 0, 0, "british");
  b2ct_correct (s, "correct-phase end");
  b2ct_put (s, "adams", "off", "");
  mt_ok (s, "end-turn");
  assert_steps (s, after, G_N_ELEMENTS (after));
  g_assert_cmpint (b2ct_tracks (s).turn, ==, 5);
}

/* 50: the game ends after turn 12 with the victory check. */
static void
test_game_ends_after_turn_12 (void)
{
  g_autoptr(MtGame) s = b2ct_empty (12, 0, 0, "british");

  b2ct_correct (s, "correct-phase end");
  mt_ok (s, "end-turn");
  g_assert_true (b2ct_tracks (s).over);
  g_assert_true (muster_state_is_over (mt_state (s)));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "13.0", "draw-card");
}

/* 5.1 and GAMES.md: a reconstructed card drawn from the players' own deck
 * asks for its printed values; the correction is logged and used. */
static void
test_confirm_card_prompt (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", "confirm-cards=true", NULL);

  mt_ok (s, "call-to-arms");
  mt_ok (s, "call-done");
  mt_cards (s, "9");
  mt_ok (s, "draw-card");
  g_assert_true (b2ct_asks (s, "confirm-card", NULL));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.15", "pass");
  mt_ok (s, "set-card 9 2 4 1");
  g_assert_true (b2ct_pending_none (s));
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_PATRIOT], ==, 4);
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_PATRIOT);
  g_assert_cmpstr (card_view (s).hash_source, ==, "user");
}

static void
test_confirm_card_as_is (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", "confirm-cards=true", NULL);

  mt_ok (s, "call-to-arms");
  mt_ok (s, "call-done");
  mt_cards (s, "4");
  mt_ok (s, "draw-card");
  mt_ok (s, "confirm-card");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 5);
  g_assert_cmpstr (card_view (s).british_source, ==, "user");
  g_assert_cmpstr (card_view (s).patriot_source, ==, "user");
  g_assert_cmpstr (card_view (s).hash_source, ==, "user");
}

/* A late correction of this turn's card sets the tracks again. */
static void
test_set_card_redeals (void)
{
  g_autoptr(MtGame) s = ready_game ();

  mt_cards (s, "6");  /* 4 and 4 */
  mt_dice (s, "1");        /* British first */
  mt_ok (s, "draw-card");
  mt_ok (s, "pass");
  mt_ok (s, "set-card 6 2 3 0");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 1);
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_PATRIOT], ==, 3);
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "set-card 6 6 3 0");
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "set-card 23 1 3 0");
}

/* GAMES.md: players correct a border and a VP award; both are logged. */
static void
test_corrections (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");
  g_auto(GStrv) fixes = NULL;

  g_assert_false (b2ct_border (s, "lincoln", "bedford").road);
  mt_ok (s, "correct-border lincoln bedford stream-road");
  g_assert_true (b2ct_border (s, "lincoln", "bedford").road);
  g_assert_cmpstr (b2ct_border (s, "lincoln", "bedford").source, ==, "user");
  mt_ok (s, "set-vp unit-broken 0");
  /* The award is used: a broken Regular is worth nothing now, where it
   * was worth something before. */
  g_assert_cmpfloat (final_patriot_vp ("set-vp unit-broken 0", TRUE), ==, final_patriot_vp (NULL, FALSE));
  g_assert_cmpfloat (final_patriot_vp (NULL, TRUE), >, final_patriot_vp (NULL, FALSE));
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "set-vp no-such-award 1");
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "set-vp unit-broken 0.3");
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "correct-border lincoln bedford bridge");
  fixes = b2c_view_corrections (b2ct_state (s));
  g_assert_cmpuint (g_strv_length (fixes), ==, 2);
  g_assert_cmpstr (fixes[0], ==, "correct-border lincoln bedford stream-road");
  g_assert_cmpstr (fixes[1], ==, "set-vp unit-broken 0");
}

/* 6.0: the side's actions; the other side's are refused with the section. */
static void
test_side_access (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.3 Charge: only the British", "charge lexington");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.9 Search / Capture: only the British", "search lexington");
  b2ct_correct (s, "correct-acting british");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.12 Call to Arms: only the Patriot", "call-to-arms");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.5 Assemble: only the Patriot", "assemble lexington mm-1");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.6 Ambush: only the Patriot", "ambush lexington");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.7 Snipe: only the Patriot", "snipe lexington");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.10 Escape Capture: only the Patriot", "escape-capture revere lexington");
  b2ct_refused (s, MUSTER_ERROR_UNKNOWN_ACTION, NULL, "volley-fire lexington");
}

/* 12.0, faq-9: Percy arrives at the start of turn 9, or 8 with the option. */
static void
test_percy_arrival (void)
{
  for (int eight = 0; eight < 2; eight++)
    {
      g_autoptr(MtGame) s = eight ? b2ct_new ("two-player", "percy-turn-8=true", NULL)
                                    : b2ct_new ("two-player", NULL);

      mt_ok (s, "call-to-arms");
      mt_ok (s, "call-done");
      b2ct_correct (s, "correct-track turn 8");
      mt_cards (s, "2");
      mt_ok (s, "draw-card");
      g_assert_cmpstr (b2ct_where (s, "percy"), ==, eight ? "boston" : "off");
      b2ct_correct (s, "correct-phase draw");
      b2ct_correct (s, "correct-track turn 9");
      mt_cards (s, "3");
      mt_ok (s, "draw-card");
      g_assert_cmpstr (b2ct_where (s, "percy"), ==, "boston");
      g_assert_cmpstr (b2ct_where (s, "cannon"), ==, "boston");
      g_assert_cmpstr (b2ct_where (s, "reg-15"), ==, "boston");
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/turn/draw-sets-tracks", test_draw_sets_tracks);
  g_test_add_func ("/b2c/turn/first-player-die", test_first_player_die);
  g_test_add_func ("/b2c/turn/alternation", test_alternation);
  g_test_add_func ("/b2c/turn/reserve-conditions", test_reserve_conditions);
  g_test_add_func ("/b2c/turn/plan", test_plan);
  g_test_add_func ("/b2c/turn/plan-when-stuck", test_plan_when_stuck);
  g_test_add_func ("/b2c/turn/gather-intelligence", test_gather_intelligence);
  g_test_add_func ("/b2c/turn/known-card", test_known_card_refuses_entered_card);
  g_test_add_func ("/b2c/turn/hinder-rules", test_hinder_rules);
  g_test_add_func ("/b2c/turn/end-turn-steps", test_end_turn_steps);
  g_test_add_func ("/b2c/turn/end-turn-log-order", test_end_turn_log_order);
  g_test_add_func ("/b2c/turn/hinder-life", test_hinder_life);
  g_test_add_func ("/b2c/turn/captives", test_captives);
  g_test_add_func ("/b2c/turn/game-ends", test_game_ends_after_turn_12);
  g_test_add_func ("/b2c/turn/confirm-card-prompt", test_confirm_card_prompt);
  g_test_add_func ("/b2c/turn/confirm-card-as-is", test_confirm_card_as_is);
  g_test_add_func ("/b2c/turn/set-card-redeals", test_set_card_redeals);
  g_test_add_func ("/b2c/turn/corrections", test_corrections);
  g_test_add_func ("/b2c/turn/side-access", test_side_access);
  g_test_add_func ("/b2c/turn/percy-arrival", test_percy_arrival);
  g_test_add_func ("/b2c/turn/end-turn-checklist", test_end_turn_checklist);
  return g_test_run ();
}
