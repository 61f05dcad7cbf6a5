/* test-b2c-call.c: From Boston to Concord's Call to Arms (6.12), the free
 * Call before turn 1 (5.0, 9.0), Nightriders (4.4), Gather and Alert
 * markers (4.3, 4.6) and Prescott. Numbers are rules-checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

static B2cState *
riders (void)
{
  B2cState *s = b2c_test_empty (3, 3, 3, "patriot");

  b2c_test_put (s, "revere", "charlestown", "");
  return s;
}

/* 110 (6.12): four points; a region costs one, a stream without a road
 * two; no road bonus. */
static void
test_activity_points (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = riders ();

  DO (s, chance, "call-to-arms");
  g_assert_cmpstr (b2c_test_pending (s), ==, "call");
  DO (s, chance, "ride", "revere", "charlestown-neck");
  DO (s, chance, "ride", "revere", "medford");
  DO (s, chance, "ride", "revere", "menotomy");
  g_assert_cmpint (b2c_unit (s, b2c_find_unit (s, "revere"))->spare, ==, 1);
  b2c_test_refused (s, MUSTER_ERROR_UNCERTAIN, "6.12", "ride", "revere", "lexington", NULL);
  DO (s, chance, "ride", "revere", "foot-of-the-rocks");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.12: Paul Revere has 0", "ride", "revere", "lexington", NULL);
  DO (s, chance, "call-done");
  g_assert_true (b2c_test_marks (s, "revere") & REVROAD_MARK_MOVED);
  g_assert_cmpint (s->tracks.actions[REVROAD_PATRIOT], ==, 2);
  /* A rider with a Moved marker is not called again. */
  s->tracks.acting = REVROAD_PATRIOT;
  g_assert_false (b2c_test_legal (s, "call-to-arms"));
}

static void
test_stream_costs_two (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 3, "patriot");

  b2c_test_put (s, "dawes", "lincoln", "");
  DO (s, chance, "call-to-arms");
  DO (s, chance, "ride", "dawes", "bedford");  /* Elm Brook */
  g_assert_cmpint (b2c_unit (s, b2c_find_unit (s, "dawes"))->spare, ==, 2);
}

/* 111-112 (6.12, 4.3): a point flips the Gather marker; the British roll
 * for capture (6 takes the rider, who stays); the Minutemen get their free
 * move (28). */
static void
test_alert_and_capture (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = riders ();
  int med = b2c_find_region (s, "medford");

  b2c_test_correct (s, "correct-markers medford gather");
  b2c_test_put (s, "mm-7 putnam", "medford", "i");
  DO (s, chance, "call-to-arms");
  DO (s, chance, "ride", "revere", "charlestown-neck");
  DO (s, chance, "ride", "revere", "medford");
  b2c_test_dice (chance, 6, 0);
  DO (s, chance, "alert", "revere");
  g_assert_cmpint (b2c_region (s, med)->gather, ==, B2C_GATHER_MUSTER);
  g_assert_true (b2c_test_flipped (s, "revere"));
  g_assert_cmpstr (b2c_test_where (s, "revere"), ==, "medford");
  g_assert_cmpstr (b2c_test_pending (s), ==, "free-move");
  g_assert_true (b2c_test_marks (s, "putnam") & REVROAD_MARK_INACTIVE);
  DO (s, chance, "free-move-done");
  g_assert_cmpstr (b2c_test_pending (s), ==, "call");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.12", "ride", "revere", "malden", NULL);
  DO (s, chance, "call-done");
  g_assert_null (b2c_test_pending (s));
}

/* 26, 111 (4.3, 6.11): no flip with an unbroken Regular there, nor under a
 * Hinder Muster marker. */
static void
test_alert_blocked (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 3, "patriot");
  int lex = b2c_find_region (s, "lexington");

  b2c_test_correct (s, "correct-markers lexington gather");
  b2c_test_put (s, "revere", "lexington", "");
  b2c_test_put (s, "reg-1", "lexington", "b");
  b2c_test_put (s, "reg-2", "lexington", "");
  DO (s, chance, "call-to-arms");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "4.3", "alert", "revere", NULL);
  b2c_test_put (s, "reg-2", "off", "");
  s->hinder[B2C_HINDER_MUSTER] = (B2cHinder) { B2C_HINDER_ON_MAP, 2, (gint16) lex };
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder Muster", "alert", "revere", NULL);
  s->hinder[B2C_HINDER_MUSTER].where = B2C_HINDER_AVAILABLE;
  /* A broken Regular does not stop it. */
  b2c_test_dice (chance, 1, 0);
  DO (s, chance, "alert", "revere");
  g_assert_cmpint (b2c_region (s, lex)->gather, ==, B2C_GATHER_MUSTER);
}

/* 113 (6.12): leaving a region with an unbroken Regular: one more point,
 * or a capture roll (the rider stays where he was, A-20). */
static void
test_evade_or_risk (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 3, "patriot");

  b2c_test_put (s, "revere dawes reg-1", "menotomy", "");
  DO (s, chance, "call-to-arms");
  b2c_test_refused (s, MUSTER_ERROR_INVALID_ARGS, "6.12", "ride", "revere", "foot-of-the-rocks", NULL);
  DO (s, chance, "ride", "revere", "foot-of-the-rocks", "evade");
  g_assert_cmpint (b2c_unit (s, b2c_find_unit (s, "revere"))->spare, ==, 2);
  b2c_test_dice (chance, 6, 0);
  DO (s, chance, "ride", "dawes", "medford", "risk");
  g_assert_true (b2c_test_flipped (s, "dawes"));
  g_assert_cmpstr (b2c_test_where (s, "dawes"), ==, "menotomy");
  b2c_test_dice (chance, 5, 0);
  /* Leaving where no Regular stands needs nothing. */
  b2c_test_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "ride", "revere", "lexington", "evade", NULL);
}

/* 39 (5.0, 9.0): the free Call to Arms: no point spent, no capture rolls,
 * Dawes pays two to leave Boston, every rider gets a Moved marker, and no
 * other Call to Arms on turn 1. */
static void
test_free_call (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_new ("two-player", NULL);
  int cam = b2c_find_region (s, "cambridge");

  g_assert_cmpint (s->phase, ==, B2C_PHASE_PREGAME);
  g_assert_false (b2c_test_legal (s, "draw-card"));
  g_assert_false (b2c_test_legal (s, "pass"));
  DO (s, chance, "call-to-arms");
  /* Dawes: Boston holds Regulars, so leaving costs 2 with no roll. */
  DO (s, chance, "ride", "dawes", "boston-neck");
  g_assert_cmpint (b2c_unit (s, b2c_find_unit (s, "dawes"))->spare, ==, 2);
  DO (s, chance, "ride", "revere", "charlestown-neck");
  DO (s, chance, "ride", "revere", "prospect-hill");
  DO (s, chance, "ride", "revere", "cambridge");
  DO (s, chance, "alert", "revere");  /* no die: nothing scripted, nothing asked */
  g_assert_cmpint (b2c_region (s, cam)->gather, ==, B2C_GATHER_MUSTER);
  g_assert_false (b2c_test_flipped (s, "revere"));
  DO (s, chance, "free-move-done");
  DO (s, chance, "call-done");
  g_assert_cmpint (s->phase, ==, B2C_PHASE_DRAW);
  g_assert_true (b2c_test_marks (s, "dawes") & REVROAD_MARK_MOVED);
  g_assert_true (b2c_test_marks (s, "revere") & REVROAD_MARK_MOVED);
  g_assert_cmpint (s->tracks.actions[REVROAD_PATRIOT], ==, 0);
  /* Turn 1: no second call, even with a fresh rider. */
  b2c_test_cards (chance, "5", NULL);  /* 3 and 5: the Patriot starts */
  DO (s, chance, "draw-card");
  b2c_test_put (s, "prescott", "lincoln", "");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.12: after the free Call to Arms", "call-to-arms", NULL);
}

/* 114 (6.12): Prescott waits under the Lexington marker until Lexington is
 * alerted, or until the turn after both Revere and Dawes are captured. */
static void
test_prescott (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_new ("two-player", NULL);
  RevroadUnit *revere = b2c_unit (s, b2c_find_unit (s, "revere"));
  RevroadUnit *dawes = b2c_unit (s, b2c_find_unit (s, "dawes"));

  g_assert_true (b2c_test_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  DO (s, chance, "call-to-arms");
  DO (s, chance, "call-done");
  revere->flipped = TRUE;
  revere->turn = 1;
  dawes->flipped = TRUE;
  dawes->turn = 1;
  b2c_test_cards (chance, "2", NULL);
  DO (s, chance, "draw-card");
  /* Captured on turn 1: Prescott still waits during turn 1. */
  g_assert_true (b2c_test_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  s->phase = B2C_PHASE_DRAW;
  s->tracks.turn = 2;
  b2c_test_cards (chance, "3", NULL);
  DO (s, chance, "draw-card");
  g_assert_false (b2c_test_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  /* Adams and Hancock stay under the marker. */
  g_assert_true (b2c_test_marks (s, "adams") & REVROAD_MARK_INACTIVE);
}

static void
test_prescott_on_lexington_alert (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_new ("two-player", NULL);

  DO (s, chance, "call-to-arms");
  DO (s, chance, "ride", "revere", "charlestown-neck");
  DO (s, chance, "ride", "revere", "prospect-hill");
  DO (s, chance, "ride", "revere", "menotomy");
  DO (s, chance, "ride", "revere", "foot-of-the-rocks");
  DO (s, chance, "call-done");
  /* Lexington is flipped as the last British unit leaves... here simply by
   * another rider's alert. */
  b2c_test_put (s, "dawes", "lexington", "");
  s->phase = B2C_PHASE_ACTIONS;
  s->call_turn = 0;
  s->tracks.turn = 2;
  revroad_tracks_deal (&s->tracks, 2, 2);
  s->tracks.acting = REVROAD_PATRIOT;
  DO (s, chance, "call-to-arms");
  b2c_test_dice (chance, 2, 0);
  DO (s, chance, "alert", "dawes");
  g_assert_false (b2c_test_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  g_assert_true (b2c_test_marks (s, "adams") & REVROAD_MARK_INACTIVE);
}

/* 116-117 (6.12, 4.6): off a map edge into the Nightrider box; from the
 * next turn, one Alert marker of that edge per rider per turn. */
static void
test_map_edge_and_alert_box (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (3, 3, 3, "patriot");
  int ne = b2c_find_region (s, "alert-northeast");
  int nc = b2c_find_region (s, "alert-north-central");
  int west = b2c_find_region (s, "alert-west-edge");

  b2c_region (s, ne)->alert = TRUE;
  b2c_region (s, nc)->alert = TRUE;
  b2c_region (s, west)->alert = TRUE;
  b2c_test_put (s, "mil-14 pickering", "alert-northeast", "i");
  b2c_test_put (s, "revere", "malden", "");
  DO (s, chance, "call-to-arms");
  b2c_test_refused (s, MUSTER_ERROR_UNCERTAIN, "6.12", "leave-map", "revere", "left", NULL);
  DO (s, chance, "leave-map", "revere", "top");
  g_assert_cmpstr (b2c_test_where (s, "revere"), ==, "box-top");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.12: a Nightrider raises Alert markers from the turn after",
                    "remove-alert", "revere", "alert-northeast", NULL);
  DO (s, chance, "call-done");
  s->tracks.turn = 4;
  s->tracks.acting = REVROAD_PATRIOT;
  b2c_unit (s, b2c_find_unit (s, "revere"))->markers = 0;
  DO (s, chance, "call-to-arms");
  b2c_test_refused (s, MUSTER_ERROR_UNCERTAIN, "6.12", "remove-alert", "revere", "alert-west-edge", NULL);
  DO (s, chance, "remove-alert", "revere", "alert-northeast");
  g_assert_false (b2c_region (s, ne)->alert);
  g_assert_false (b2c_test_marks (s, "pickering") & REVROAD_MARK_INACTIVE);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.12", "remove-alert", "revere", "alert-north-central", NULL);
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.12: a Nightrider that left the map may not come back",
                    "ride", "revere", "malden", NULL);
  DO (s, chance, "call-done");
  /* The units come onto the map by ordinary movement. */
  s->tracks.acting = REVROAD_PATRIOT;
  DO (s, chance, "scout", "alert-northeast", "malden", "mil-14", "pickering");
  g_assert_cmpstr (b2c_test_where (s, "pickering"), ==, "malden");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/call/activity-points", test_activity_points);
  g_test_add_func ("/b2c/call/stream-costs-two", test_stream_costs_two);
  g_test_add_func ("/b2c/call/alert-and-capture", test_alert_and_capture);
  g_test_add_func ("/b2c/call/alert-blocked", test_alert_blocked);
  g_test_add_func ("/b2c/call/evade-or-risk", test_evade_or_risk);
  g_test_add_func ("/b2c/call/free-call", test_free_call);
  g_test_add_func ("/b2c/call/prescott", test_prescott);
  g_test_add_func ("/b2c/call/prescott-lexington", test_prescott_on_lexington_alert);
  g_test_add_func ("/b2c/call/map-edge-alert-box", test_map_edge_and_alert_box);
  return g_test_run ();
}
