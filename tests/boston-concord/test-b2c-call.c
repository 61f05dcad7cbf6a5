/* test-b2c-call.c: From Boston to Concord's Call to Arms (6.12), the free
 * Call before turn 1 (5.0, 9.0), Nightriders (4.4), Gather and Alert
 * markers (4.3, 4.6) and Prescott. Numbers are rules-checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

static MtGame *
riders (void)
{
  MtGame *s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "revere", "charlestown", "");
  return s;
}

/* 110 (6.12): four points; a region costs one, a stream without a road
 * two; no road bonus. */
static void
test_activity_points (void)
{
  g_autoptr(MtGame) s = riders ();

  mt_ok (s, "call-to-arms");
  g_assert_true (b2ct_asks (s, "call-done", NULL));
  mt_ok (s, "ride revere charlestown-neck");
  mt_ok (s, "ride revere medford");
  g_assert_true (mt_says (mt_ok (s, "ride revere menotomy"), "(1 point left)"));
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.12", "ride revere lexington");
  mt_ok (s, "ride revere foot-of-the-rocks");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.12: Paul Revere has 0", "ride revere lexington");
  mt_ok (s, "call-done");
  g_assert_true (b2ct_marks (s, "revere") & REVROAD_MARK_MOVED);
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_PATRIOT], ==, 2);
  /* A rider with a Moved marker is not called again. */
  b2ct_correct (s, "correct-acting patriot");
  g_assert_false (b2ct_legal (s, "call-to-arms"));
}

static void
test_stream_costs_two (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "dawes", "lincoln", "");
  mt_ok (s, "call-to-arms");
  /* Elm Brook */
  g_assert_true (mt_says (mt_ok (s, "ride dawes bedford"), "(2 points left)"));
}

/* 111-112 (6.12, 4.3): a point flips the Gather marker; the British roll
 * for capture (6 takes the rider, who stays); the Minutemen get their free
 * move (28). */
static void
test_alert_and_capture (void)
{
  g_autoptr(MtGame) s = riders ();

  b2ct_correct (s, "correct-markers medford gather");
  b2ct_put (s, "mm-7 putnam", "medford", "i");
  mt_ok (s, "call-to-arms");
  mt_ok (s, "ride revere charlestown-neck");
  mt_ok (s, "ride revere medford");
  mt_dice (s, "6");
  mt_ok (s, "alert revere");
  g_assert_cmpint (b2ct_region_view (s, "medford").gather, ==, B2C_VIEW_MUSTER);
  g_assert_true (b2ct_flipped (s, "revere"));
  g_assert_cmpstr (b2ct_where (s, "revere"), ==, "medford");
  g_assert_true (b2ct_asks (s, "free-move-done", NULL));
  g_assert_true (b2ct_marks (s, "putnam") & REVROAD_MARK_INACTIVE);
  mt_ok (s, "free-move-done");
  g_assert_true (b2ct_asks (s, "call-done", NULL));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.12", "ride revere malden");
  mt_ok (s, "call-done");
  g_assert_true (b2ct_pending_none (s));
}

/* 26, 111 (4.3, 6.11): no flip with an unbroken Regular there, nor under a
 * Hinder Muster marker. */
static void
test_alert_blocked (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_correct (s, "correct-markers lexington gather");
  b2ct_put (s, "revere", "lexington", "");
  b2ct_put (s, "reg-1", "lexington", "b");
  b2ct_put (s, "reg-2", "lexington", "");
  mt_ok (s, "call-to-arms");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.3", "alert revere");
  b2ct_put (s, "reg-2", "off", "");
  b2ct_correct (s, "correct-hinder muster lexington 2");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder Muster", "alert revere");
  b2ct_correct (s, "correct-hinder muster available");
  /* A broken Regular does not stop it. */
  mt_dice (s, "1");
  mt_ok (s, "alert revere");
  g_assert_cmpint (b2ct_region_view (s, "lexington").gather, ==, B2C_VIEW_MUSTER);
}

/* 113 (6.12): leaving a region with an unbroken Regular: one more point,
 * or a capture roll (the rider stays where he was, A-20). */
static void
test_evade_or_risk (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "revere dawes reg-1", "menotomy", "");
  mt_ok (s, "call-to-arms");
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, "6.12", "ride revere foot-of-the-rocks");
  g_assert_true (mt_says (mt_ok (s, "ride revere foot-of-the-rocks evade"), "(2 points left)"));
  mt_dice (s, "6");
  mt_ok (s, "ride dawes medford risk");
  g_assert_true (b2ct_flipped (s, "dawes"));
  g_assert_cmpstr (b2ct_where (s, "dawes"), ==, "menotomy");
  mt_dice (s, "5");
  /* Leaving where no Regular stands needs nothing. */
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, NULL, "ride revere lexington evade");
}

/* 39 (5.0, 9.0): the free Call to Arms: no point spent, no capture rolls,
 * Dawes pays two to leave Boston, every rider gets a Moved marker, and no
 * other Call to Arms on turn 1. */
static void
test_free_call (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", NULL);

  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "pregame");
  g_assert_false (b2ct_legal (s, "draw-card"));
  g_assert_false (b2ct_legal (s, "pass"));
  mt_ok (s, "call-to-arms");
  /* Dawes: Boston holds Regulars, so leaving costs 2 with no roll. */
  g_assert_true (mt_says (mt_ok (s, "ride dawes boston-neck"), "(2 points left)"));
  mt_ok (s, "ride revere charlestown-neck");
  mt_ok (s, "ride revere prospect-hill");
  mt_ok (s, "ride revere cambridge");
  mt_ok (s, "alert revere");  /* no die: nothing scripted, nothing asked */
  g_assert_cmpint (b2ct_region_view (s, "cambridge").gather, ==, B2C_VIEW_MUSTER);
  g_assert_false (b2ct_flipped (s, "revere"));
  mt_ok (s, "free-move-done");
  mt_ok (s, "call-done");
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "draw");
  g_assert_true (b2ct_marks (s, "dawes") & REVROAD_MARK_MOVED);
  g_assert_true (b2ct_marks (s, "revere") & REVROAD_MARK_MOVED);
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_PATRIOT], ==, 0);
  /* Turn 1: no second call, even with a fresh rider. */
  mt_cards (s, "5");  /* 3 and 5: the Patriot starts */
  mt_ok (s, "draw-card");
  b2ct_put (s, "prescott", "lincoln", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.12: after the free Call to Arms", "call-to-arms");
}

/* 114 (6.12): Prescott waits under the Lexington marker until Lexington is
 * alerted, or until the turn after both Revere and Dawes are captured. */
static void
test_prescott (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", NULL);

  g_assert_true (b2ct_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  mt_ok (s, "call-to-arms");
  mt_ok (s, "call-done");
  mt_cards (s, "2");
  mt_ok (s, "draw-card");
  /* On turn 2 the British patrols capture both riders. */
  b2ct_correct (s, "correct-track turn 2");
  b2ct_put (s, "revere", "medford", "");
  b2ct_put (s, "dawes", "cambridge", "");
  b2ct_correct (s, "correct-acting patriot");
  mt_ok (s, "call-to-arms");
  mt_dice (s, "6");
  mt_ok (s, "alert revere");
  if (b2ct_asks (s, "free-move-done", NULL))
    mt_ok (s, "free-move-done");
  mt_dice (s, "6");
  mt_ok (s, "alert dawes");
  if (b2ct_asks (s, "free-move-done", NULL))
    mt_ok (s, "free-move-done");
  mt_ok (s, "call-done");
  g_assert_true (b2ct_flipped (s, "revere"));
  g_assert_true (b2ct_flipped (s, "dawes"));
  /* A card drawn on the turn of the captures: Prescott still waits. */
  b2ct_correct (s, "correct-phase draw");
  mt_cards (s, "3");
  mt_ok (s, "draw-card");
  g_assert_true (b2ct_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  /* The next turn he rides out. */
  b2ct_correct (s, "correct-phase draw");
  b2ct_correct (s, "correct-track turn 3");
  mt_cards (s, "4");
  mt_ok (s, "draw-card");
  g_assert_false (b2ct_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  /* Adams and Hancock stay under the marker. */
  g_assert_true (b2ct_marks (s, "adams") & REVROAD_MARK_INACTIVE);
}

static void
test_prescott_on_lexington_alert (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", NULL);

  mt_ok (s, "call-to-arms");
  mt_ok (s, "ride revere charlestown-neck");
  mt_ok (s, "ride revere prospect-hill");
  mt_ok (s, "ride revere menotomy");
  mt_ok (s, "ride revere foot-of-the-rocks");
  mt_ok (s, "call-done");
  /* Lexington is flipped as the last British unit leaves... here simply by
   * another rider's alert. */
  b2ct_put (s, "dawes", "lexington", "");
  b2ct_correct (s, "correct-phase actions");
  b2ct_correct (s, "correct-track turn 2");
  b2ct_correct (s, "correct-track actions-british 2");
  b2ct_correct (s, "correct-track actions-patriot 2");
  b2ct_correct (s, "correct-acting patriot");
  mt_ok (s, "call-to-arms");
  mt_dice (s, "2");
  mt_ok (s, "alert dawes");
  g_assert_false (b2ct_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  g_assert_true (b2ct_marks (s, "adams") & REVROAD_MARK_INACTIVE);
}

/* 116-117 (6.12, 4.6): off a map edge into the Nightrider box; from the
 * next turn, one Alert marker of that edge per rider per turn. */
static void
test_map_edge_and_alert_box (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_correct (s, "correct-markers alert-northeast alert");
  b2ct_correct (s, "correct-markers alert-north-central alert");
  b2ct_correct (s, "correct-markers alert-west-edge alert");
  b2ct_put (s, "mil-14 pickering", "alert-northeast", "i");
  b2ct_put (s, "revere", "malden", "");
  mt_ok (s, "call-to-arms");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.12", "leave-map revere left");
  mt_ok (s, "leave-map revere top");
  g_assert_cmpstr (b2ct_where (s, "revere"), ==, "box-top");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.12: a Nightrider raises Alert markers from the turn after", "remove-alert revere alert-northeast");
  mt_ok (s, "call-done");
  b2ct_correct (s, "correct-track turn 4");
  b2ct_correct (s, "correct-acting patriot");
  b2ct_correct (s, "correct-counter revere box-top fresh");
  mt_ok (s, "call-to-arms");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.12", "remove-alert revere alert-west-edge");
  mt_ok (s, "remove-alert revere alert-northeast");
  g_assert_false (b2ct_region_view (s, "alert-northeast").alert);
  g_assert_false (b2ct_marks (s, "pickering") & REVROAD_MARK_INACTIVE);
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.12", "remove-alert revere alert-north-central");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.12: a Nightrider that left the map may not come back", "ride revere malden");
  mt_ok (s, "call-done");
  /* The units come onto the map by ordinary movement. */
  b2ct_correct (s, "correct-acting patriot");
  mt_ok (s, "scout alert-northeast malden mil-14 pickering");
  g_assert_cmpstr (b2ct_where (s, "pickering"), ==, "malden");
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
