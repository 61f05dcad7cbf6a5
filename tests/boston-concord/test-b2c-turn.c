/* test-b2c-turn.c: From Boston to Concord, the turn (5.0-5.3), Plan, Pass,
 * Gather Intelligence, Reserve Actions, and the players' corrections.
 * Numbers in comments are items of the rules checklist.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

/* A two-player game past its free Call to Arms, ready to draw turn 1. */
static B2cState *
ready_game (MusterChance *chance)
{
  B2cState *s = b2c_test_new ("two-player", NULL);

  DO (s, chance, "call-to-arms");
  DO (s, chance, "call-done");
  g_assert_cmpint (s->phase, ==, B2C_PHASE_DRAW);
  return s;
}

/* 3 (5.1): the card sets both Action tracks; 40 (5.2): more actions start. */
static void
test_draw_sets_tracks (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = ready_game (chance);
  g_autofree char *text = NULL;

  s->tracks.reserve[REVROAD_PATRIOT] = 1;
  b2c_test_cards (chance, "2", NULL);  /* British 4, Patriot 2 */
  text = b2c_test_do (s, chance, "draw-card", NULL);
  g_assert_cmpint (s->tracks.actions[REVROAD_BRITISH], ==, 4);
  g_assert_cmpint (s->tracks.actions[REVROAD_PATRIOT], ==, 2);
  g_assert_cmpint (s->tracks.acting, ==, REVROAD_BRITISH);
  /* Reserves are left alone (4). */
  g_assert_cmpint (s->tracks.reserve[REVROAD_PATRIOT], ==, 1);
  g_assert_cmpstr (muster_deck_get_discard_top (s->deck), ==, "2");
  g_assert_nonnull (strstr (text, "acts first"));
}

/* 40 (5.2): equal actions: a die, even Patriot, odd British. */
static void
test_first_player_die (void)
{
  for (guint die = 1; die <= 6; die++)
    {
      g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
      g_autoptr(B2cState) s = ready_game (chance);

      b2c_test_cards (chance, "1", NULL);  /* 3 and 3 */
      b2c_test_dice (chance, die, 0);
      DO (s, chance, "draw-card");
      g_assert_cmpint (s->tracks.acting, ==, die % 2 == 0 ? REVROAD_PATRIOT : REVROAD_BRITISH);
    }
}

/* 41, 44 (5.2): alternation; a side at 0 sits out; the turn ends at 0/0. */
static void
test_alternation (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 1, "british");

  DO (s, chance, "pass");
  g_assert_cmpint (s->tracks.acting, ==, REVROAD_PATRIOT);
  DO (s, chance, "pass");
  g_assert_cmpint (s->tracks.acting, ==, REVROAD_BRITISH);
  DO (s, chance, "pass");
  g_assert_cmpint (s->tracks.acting, ==, REVROAD_BRITISH);
  g_assert_cmpint (s->phase, ==, B2C_PHASE_ACTIONS);
  DO (s, chance, "pass");
  g_assert_cmpint (s->phase, ==, B2C_PHASE_END);
  /* 43: nothing but end-turn (and corrections) is open now. */
  g_assert_true (b2c_test_legal (s, "end-turn"));
  g_assert_false (b2c_test_legal (s, "pass"));
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "5.2", "pass", NULL);
}

/* 42 (5.2 Reserve Actions): usable with no more actions than the opponent,
 * or with one action left; a reserve leaves the track alone. */
static void
test_reserve_conditions (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 4, 2, "british");

  s->tracks.reserve[REVROAD_BRITISH] = 1;
  s->tracks.reserve[REVROAD_PATRIOT] = 2;
  /* British 4 > 2: not usable. */
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "5.2 Reserve", "use-reserve", NULL);
  DO (s, chance, "pass");  /* British 3, Patriot 2 */
  g_assert_true (b2c_test_legal (s, "use-reserve"));
  DO (s, chance, "use-reserve");
  DO (s, chance, "pass");
  g_assert_cmpint (s->tracks.actions[REVROAD_PATRIOT], ==, 2);
  g_assert_cmpint (s->tracks.reserve[REVROAD_PATRIOT], ==, 1);
  g_assert_cmpint (s->tracks.acting, ==, REVROAD_BRITISH);
  /* British 3 > 2 and not on 1: refused. */
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "5.2 Reserve", "use-reserve", NULL);
  /* One action left: usable even with more than the opponent. */
  s->tracks.actions[REVROAD_BRITISH] = 1;
  s->tracks.actions[REVROAD_PATRIOT] = 0;
  g_assert_true (b2c_test_legal (s, "use-reserve"));
  /* 43: when both tracks are 0 the turn ends, reserves remaining. */
  DO (s, chance, "pass");
  g_assert_cmpint (s->phase, ==, B2C_PHASE_END);
  g_assert_cmpint (s->tracks.reserve[REVROAD_BRITISH], ==, 1);
}

/* 119-121 (6.13 Plan): on the 1 space, +1 reserve, track to 0; otherwise
 * only when nothing but Pass is possible; 124 (6.15 example). */
static void
test_plan (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 2, 3, "patriot");

  /* With actions to spare and an attack possible, Plan is refused. */
  b2c_test_put (s, "reg-1 smith mm-1", "lexington", "");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.13 Plan", "plan", NULL);
  DO (s, chance, "pass");
  DO (s, chance, "pass");
  /* Patriot 2 left: still refused (Gather Intelligence and Attack are open). */
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.13 Plan", "plan", NULL);
  DO (s, chance, "pass");
  /* British on 1: Plan open; the track goes to 0 and a reserve is gained. */
  DO (s, chance, "plan");
  g_assert_cmpint (s->tracks.reserve[REVROAD_BRITISH], ==, 1);
  g_assert_cmpint (s->tracks.actions[REVROAD_BRITISH], ==, 0);
  /* Patriot on 1 with two reserves already: Plan spends the action and
   * gains nothing. */
  s->tracks.reserve[REVROAD_PATRIOT] = 2;
  DO (s, chance, "plan");
  g_assert_cmpint (s->tracks.reserve[REVROAD_PATRIOT], ==, 2);
  g_assert_cmpint (s->phase, ==, B2C_PHASE_END);
}

/* 6.15: with nothing but Pass and Plan possible, Plan is open even with
 * several actions left; with two reserves held, Pass it must be. */
static void
test_plan_when_stuck (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 1, 3, "patriot");

  /* No Patriot counters at all; Gather Intelligence is the only other
   * action: use it up first. */
  b2c_test_cards (chance, "1", "2", NULL);
  DO (s, chance, "gather-intelligence");
  DO (s, chance, "pass");
  g_assert_cmpint (s->tracks.acting, ==, REVROAD_PATRIOT);
  g_assert_true (b2c_test_legal (s, "hinder"));  /* Hinder Movement is open anywhere */
  s->hinder[B2C_HINDER_MOVE].where = B2C_HINDER_ON_TRACK;
  s->hinder[B2C_HINDER_SEARCH].where = B2C_HINDER_ON_TRACK;
  g_assert_cmpint (s->tracks.actions[REVROAD_PATRIOT], ==, 2);
  g_assert_true (b2c_test_legal (s, "plan"));
  s->tracks.reserve[REVROAD_PATRIOT] = 2;
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.13 Plan", "plan", NULL);
  g_assert_true (b2c_test_legal (s, "pass"));
}

/* 122 (6.14): once per turn per side; the top two cards, order kept. */
static void
test_gather_intelligence (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 3, "british");
  g_auto(GStrv) peek = NULL;
  g_autofree char *text = NULL;

  b2c_test_cards (chance, "7", "19", NULL);
  text = b2c_test_do (s, chance, "gather-intelligence", NULL);
  /* The shared log does not show the cards. */
  g_assert_null (strstr (text, "19"));
  peek = b2c_view_peek (s, REVROAD_BRITISH);
  g_assert_cmpuint (g_strv_length (peek), ==, 2);
  g_assert_cmpstr (peek[0], ==, "7");
  g_assert_cmpstr (peek[1], ==, "19");
  {
    g_auto(GStrv) none = b2c_view_peek (s, REVROAD_PATRIOT);
    g_assert_cmpuint (g_strv_length (none), ==, 0);
  }
  DO (s, chance, "pass");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.14", "gather-intelligence", NULL);
  /* The next draws take those cards in that order (97). */
  s->phase = B2C_PHASE_DRAW;
  DO (s, chance, "draw-card");
  g_assert_cmpstr (s->card, ==, "7");
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
  g_assert_cmpstr (s->card, ==, "1");
  g_assert_cmpint (s->tracks.acting, ==, REVROAD_BRITISH);
}

/* 102-103 (6.11): only your own marker is placed, only the opponent's is
 * removed, and a removed marker waits a turn. */
static void
test_hinder_rules (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 3, "british");

  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder: the Hinder Movement marker belongs to the Patriot",
                    "hinder", "place", "move", "menotomy", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder Muster", "hinder", "place", "muster", "menotomy", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder: the Hinder Movement marker is not on the map",
                    "hinder", "remove", "move", NULL);
  b2c_test_correct (s, "correct-markers menotomy gather");
  DO (s, chance, "hinder", "place", "muster", "menotomy");
  /* The Patriot removes it. */
  DO (s, chance, "hinder", "remove", "muster");
  g_assert_cmpint (s->hinder[B2C_HINDER_MUSTER].where, ==, B2C_HINDER_ON_TRACK);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder: an action removes one of the opponent's markers",
                    "hinder", "remove", "muster", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder: the Hinder Muster marker was removed this turn",
                    "hinder", "place", "muster", "menotomy", NULL);
  /* 5.2: no end of turn while actions remain. */
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "5.2", "end-turn", NULL);
}

/* 45-50 (5.3): the End Turn steps in order. */
static void
test_end_turn_steps (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 0, 0, "british");
  int lex = b2c_find_region (s, "lexington");
  int lin = b2c_find_region (s, "lincoln");
  int con = b2c_find_region (s, "concord");

  s->phase = B2C_PHASE_END;
  /* Muster markers: Lexington clear, Lincoln held by an unbroken Regular,
   * Concord hindered. */
  b2c_test_correct (s, "correct-markers lexington muster");
  b2c_test_correct (s, "correct-markers lincoln muster");
  b2c_test_correct (s, "correct-markers concord muster");
  b2c_test_put (s, "mm-1", "lexington", "i");
  b2c_test_put (s, "mm-2", "lincoln", "i");
  b2c_test_put (s, "reg-1", "lincoln", "mf");
  b2c_test_put (s, "smith", "lincoln", "r");
  s->hinder[B2C_HINDER_MUSTER] = (B2cHinder) { B2C_HINDER_ON_MAP, 2, (gint16) con };
  s->hinder[B2C_HINDER_MOVE] = (B2cHinder) { B2C_HINDER_ON_MAP, 1, (gint16) lex };
  s->hinder[B2C_HINDER_SEARCH] = (B2cHinder) { B2C_HINDER_ON_TRACK, 2, -1 };
  b2c_region (s, lex)->ambush = TRUE;
  b2c_region (s, lin)->snipe = TRUE;

  DO (s, chance, "end-turn");
  /* Step 1. */
  g_assert_cmpint (b2c_region (s, lex)->gather, ==, B2C_GATHER_NONE);
  g_assert_false (b2c_test_marks (s, "mm-1") & REVROAD_MARK_INACTIVE);
  g_assert_cmpint (b2c_region (s, lin)->gather, ==, B2C_GATHER_MUSTER);
  g_assert_true (b2c_test_marks (s, "mm-2") & REVROAD_MARK_INACTIVE);
  g_assert_cmpint (b2c_region (s, con)->gather, ==, B2C_GATHER_MUSTER);
  /* Steps 2-3 (and 6.11: the Turn Track marker is back). */
  g_assert_cmpint (s->hinder[B2C_HINDER_MOVE].where, ==, B2C_HINDER_AVAILABLE);
  g_assert_cmpint (s->hinder[B2C_HINDER_MUSTER].where, ==, B2C_HINDER_ON_MAP);
  g_assert_cmpint (s->hinder[B2C_HINDER_MUSTER].face, ==, 1);
  g_assert_cmpint (s->hinder[B2C_HINDER_SEARCH].where, ==, B2C_HINDER_AVAILABLE);
  /* Step 4. */
  g_assert_cmpuint (b2c_test_marks (s, "reg-1") & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED), ==, 0);
  g_assert_cmpuint (b2c_test_marks (s, "smith") & REVROAD_MARK_RALLIED, ==, 0);
  g_assert_false (b2c_region (s, lex)->ambush);
  g_assert_false (b2c_region (s, lin)->snipe);
  /* Step 6. */
  g_assert_cmpint (s->tracks.turn, ==, 4);
  g_assert_cmpint (s->phase, ==, B2C_PHASE_DRAW);
}

/* 5.3, 6.11: the log gives the End Turn steps in their order, whatever
 * the order of the markers: the Turn Track first, then every Hinder (1)
 * marker, then every Hinder (2) marker. */
static void
test_end_turn_log_order (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 0, 0, "british");
  g_autofree char *text = NULL;
  const char *track, *step1, *step2, *step3, *step4;

  s->phase = B2C_PHASE_END;
  b2c_test_correct (s, "correct-markers lexington muster");
  b2c_test_correct (s, "correct-markers concord muster");
  s->hinder[B2C_HINDER_MOVE] = (B2cHinder) { B2C_HINDER_ON_MAP, 2, (gint16) b2c_find_region (s, "lincoln") };
  s->hinder[B2C_HINDER_SEARCH] = (B2cHinder) { B2C_HINDER_ON_TRACK, 2, -1 };
  s->hinder[B2C_HINDER_MUSTER] = (B2cHinder) { B2C_HINDER_ON_MAP, 1, (gint16) b2c_find_region (s, "concord") };
  text = b2c_test_do (s, chance, "end-turn", NULL);
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
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 0, 1, "patriot");

  DO (s, chance, "hinder", "place", "move", "menotomy");
  g_assert_cmpint (s->hinder[B2C_HINDER_MOVE].face, ==, 2);
  DO (s, chance, "end-turn");
  g_assert_cmpint (s->hinder[B2C_HINDER_MOVE].where, ==, B2C_HINDER_ON_MAP);
  g_assert_cmpint (s->hinder[B2C_HINDER_MOVE].face, ==, 1);
  s->phase = B2C_PHASE_END;
  DO (s, chance, "end-turn");
  g_assert_cmpint (s->hinder[B2C_HINDER_MOVE].where, ==, B2C_HINDER_AVAILABLE);
}

/* 49, faq-3: captives move 0-2 regions toward Boston; only captives move;
 * in Boston they are held for good. */
static void
test_captives (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 0, 0, "british");

  s->phase = B2C_PHASE_END;
  b2c_test_put (s, "revere", "cambridge", "b");
  b2c_test_put (s, "adams", "lexington", "b");
  b2c_test_put (s, "dawes", "roxbury", "b");
  b2c_test_put (s, "reg-1", "lexington", "");
  DO (s, chance, "end-turn");
  g_assert_cmpstr (b2c_test_pending (s), ==, "captives");
  g_assert_cmpint (b2c_test_pending_side (s), ==, REVROAD_BRITISH);
  /* Not toward Boston: uncertain (the direction rests on the map). */
  b2c_test_refused (s, MUSTER_ERROR_UNCERTAIN, "5.3", "move-captive", "adams", "lincoln", NULL);
  /* Other units may not move (faq-3). */
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "5.3", "move-captive", "reg-1", "foot-of-the-rocks", NULL);
  /* Two regions at most: a rule, not a usage error. */
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "5.3: a captive is moved at most two regions", "move-captive", "adams",
                    "foot-of-the-rocks", "menotomy", "prospect-hill", NULL);
  b2c_test_refused (s, MUSTER_ERROR_INVALID_ARGS, "Usage: move-captive", "move-captive", "adams", NULL);
  DO (s, chance, "move-captive", "adams", "foot-of-the-rocks", "menotomy");
  g_assert_cmpstr (b2c_test_where (s, "adams"), ==, "menotomy");
  DO (s, chance, "move-captive", "dawes", "boston-neck", "boston");
  g_assert_cmpint (b2c_unit (s, b2c_find_unit (s, "dawes"))->place, ==, REVROAD_PLACE_REMOVED);
  /* Revere stays (0 regions). */
  DO (s, chance, "captives-done");
  g_assert_cmpstr (b2c_test_where (s, "revere"), ==, "cambridge");
  g_assert_cmpint (s->tracks.turn, ==, 4);
}

/* 50: the game ends after turn 12 with the victory check. */
static void
test_game_ends_after_turn_12 (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (12, 0, 0, "british");

  s->phase = B2C_PHASE_END;
  DO (s, chance, "end-turn");
  g_assert_true (s->over);
  g_assert_true (muster_state_is_over (MUSTER_STATE (s)));
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "13.0", "draw-card", NULL);
}

/* 5.1 and GAMES.md: a reconstructed card drawn from the players' own deck
 * asks for its printed values; the correction is logged and used. */
static void
test_confirm_card_prompt (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_new ("two-player", "confirm-cards=true", NULL);

  DO (s, chance, "call-to-arms");
  DO (s, chance, "call-done");
  b2c_test_cards (chance, "9", NULL);
  DO (s, chance, "draw-card");
  g_assert_cmpstr (b2c_test_pending (s), ==, "card");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.15", "pass", NULL);
  DO (s, chance, "set-card", "9", "2", "4", "1");
  g_assert_null (b2c_test_pending (s));
  g_assert_cmpint (s->tracks.actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpint (s->tracks.actions[REVROAD_PATRIOT], ==, 4);
  g_assert_cmpint (s->tracks.acting, ==, REVROAD_PATRIOT);
  g_assert_cmpstr (muster_card_get_source (muster_deck_lookup (s->deck, "9"), "hash"), ==, "user");
}

static void
test_confirm_card_as_is (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_new ("two-player", "confirm-cards=true", NULL);

  DO (s, chance, "call-to-arms");
  DO (s, chance, "call-done");
  b2c_test_cards (chance, "4", NULL);
  DO (s, chance, "draw-card");
  DO (s, chance, "confirm-card");
  g_assert_cmpint (s->tracks.actions[REVROAD_BRITISH], ==, 5);
  g_assert_false (revroad_card_is_reconstructed (muster_deck_lookup (s->deck, "4")));
}

/* A late correction of this turn's card sets the tracks again. */
static void
test_set_card_redeals (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = ready_game (chance);

  b2c_test_cards (chance, "6", NULL);  /* 4 and 4 */
  b2c_test_dice (chance, 1, 0);        /* British first */
  DO (s, chance, "draw-card");
  DO (s, chance, "pass");
  DO (s, chance, "set-card", "6", "2", "3", "0");
  g_assert_cmpint (s->tracks.actions[REVROAD_BRITISH], ==, 1);
  g_assert_cmpint (s->tracks.actions[REVROAD_PATRIOT], ==, 3);
  b2c_test_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "set-card", "6", "6", "3", "0", NULL);
  b2c_test_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "set-card", "23", "1", "3", "0", NULL);
}

/* GAMES.md: players correct a border and a VP award; both are logged. */
static void
test_corrections (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 3, "british");
  int lin = b2c_find_region (s, "lincoln");
  int bed = b2c_find_region (s, "bedford");
  g_auto(GStrv) fixes = NULL;

  g_assert_false (revroad_map_road (s->map, lin, bed));
  DO (s, chance, "correct-border", "lincoln", "bedford", "stream-road");
  g_assert_true (revroad_map_road (s->map, lin, bed));
  g_assert_false (revroad_map_border_is_reconstructed (s->map, lin, bed));
  DO (s, chance, "set-vp", "unit-broken", "0");
  g_assert_cmpint (b2c_vp_halves (s->vp, "unit-broken"), ==, 0);
  b2c_test_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "set-vp", "no-such-award", "1", NULL);
  b2c_test_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "set-vp", "unit-broken", "0.3", NULL);
  b2c_test_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "correct-border", "lincoln", "bedford", "bridge", NULL);
  fixes = b2c_view_corrections (s);
  g_assert_cmpuint (g_strv_length (fixes), ==, 2);
  g_assert_cmpstr (fixes[0], ==, "correct-border lincoln bedford stream-road");
  g_assert_cmpstr (fixes[1], ==, "set-vp unit-broken 0");
}

/* 6.0: the side's actions; the other side's are refused with the section. */
static void
test_side_access (void)
{
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 3, "patriot");

  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.3 Charge: only the British", "charge", "lexington", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.9 Search / Capture: only the British", "search", "lexington", NULL);
  s->tracks.acting = REVROAD_BRITISH;
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.12 Call to Arms: only the Patriot", "call-to-arms", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.5 Assemble: only the Patriot", "assemble", "lexington", "mm-1", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.6 Ambush: only the Patriot", "ambush", "lexington", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.7 Snipe: only the Patriot", "snipe", "lexington", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.10 Escape Capture: only the Patriot", "escape-capture", "revere", "lexington", NULL);
  b2c_test_refused (s, MUSTER_ERROR_UNKNOWN_ACTION, NULL, "volley-fire", "lexington", NULL);
}

/* 12.0, faq-9: Percy arrives at the start of turn 9, or 8 with the option. */
static void
test_percy_arrival (void)
{
  for (int eight = 0; eight < 2; eight++)
    {
      g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
      g_autoptr(B2cState) s = eight ? b2c_test_new ("two-player", "percy-turn-8=true", NULL)
                                    : b2c_test_new ("two-player", NULL);

      DO (s, chance, "call-to-arms");
      DO (s, chance, "call-done");
      s->tracks.turn = 8;
      b2c_test_cards (chance, "2", NULL);
      DO (s, chance, "draw-card");
      g_assert_cmpstr (b2c_test_where (s, "percy"), ==, eight ? "boston" : "off");
      s->phase = B2C_PHASE_DRAW;
      s->tracks.turn = 9;
      b2c_test_cards (chance, "3", NULL);
      DO (s, chance, "draw-card");
      g_assert_cmpstr (b2c_test_where (s, "percy"), ==, "boston");
      g_assert_cmpstr (b2c_test_where (s, "cannon"), ==, "boston");
      g_assert_cmpstr (b2c_test_where (s, "reg-15"), ==, "boston");
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
  return g_test_run ();
}
