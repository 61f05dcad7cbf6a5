/* test-b2c-victory.c: From Boston to Concord's Shot Heard 'Round the World
 * (10.0), Concord (11.0), Percy (12.0), victory (13.0), hidden arms (4.7,
 * 14.5), the VP schedule, and Rally (6.8). Numbers are checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

static void
finish (MtGame *s)
{
  /* The two-player game's last turn, both Action tracks spent. */
  b2ct_correct (s, "correct-track turn 12");
  b2ct_correct (s, "correct-track actions-british 0");
  b2ct_correct (s, "correct-track actions-patriot 0");
  b2ct_correct (s, "correct-phase end");
  mt_ok (s, "end-turn");
  g_assert_true (b2ct_tracks (s).over);
}

/* 144 (e), 147 (10.0, 11.0): any British unit entering Concord is the
 * Shot; the first unbroken Regular is worth 5 VP, once. */
static void
test_concord (void)
{
  g_autoptr(MtGame) s = b2ct_empty (4, 3, 3, "british");

  b2ct_put (s, "reg-1", "meriams-corner", "b");
  b2ct_put (s, "smith reg-2", "meriams-corner", "");
  mt_ok (s, "scout meriams-corner concord reg-1 smith");
  g_assert_true (b2ct_tracks (s).shot_heard);
  g_assert_false (b2ct_tracks (s).concord_entered);
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 0);
  mt_ok (s, "scout meriams-corner concord reg-2");
  g_assert_true (b2ct_tracks (s).concord_entered);
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 5);
  /* Once. */
  b2ct_correct (s, "correct-acting british");
  b2ct_fresh (s, "reg-2");
  mt_ok (s, "scout concord meriams-corner reg-2");
  b2ct_correct (s, "correct-acting british");
  b2ct_fresh (s, "reg-2");
  mt_ok (s, "scout meriams-corner concord reg-2");
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 5);
}

/* 151 (11.0, 13.0): never in Concord: the Patriot wins whatever the VP. */
static void
test_automatic_patriot_victory (void)
{
  g_autoptr(MtGame) s = b2ct_empty (12, 0, 0, "british");

  b2ct_correct (s, "correct-track vp-british 30");
  b2ct_correct (s, "correct-track vp-patriot 0");
  b2ct_correct (s, "correct-track reserve-british 0");
  b2ct_correct (s, "correct-track reserve-patriot 0");
  finish (s);
  g_assert_cmpint (b2ct_tracks (s).winner, ==, REVROAD_PATRIOT);
}

/* 152 (13.0): a tie goes to the British; more VP wins. */
static void
test_tie_and_count (void)
{
  for (int patriot = 9; patriot <= 10; patriot++)
    {
      g_autoptr(MtGame) s = b2ct_empty (12, 0, 0, "british");
      g_autofree char *line = g_strdup_printf ("correct-track vp-patriot %d", patriot);

      b2ct_correct (s, "correct-flag concord-entered yes");
      b2ct_correct (s, "correct-flag percy-awarded yes");
      b2ct_correct (s, "correct-track vp-british 9");
      b2ct_correct (s, line);
      b2ct_correct (s, "correct-track reserve-british 0");
      b2ct_correct (s, "correct-track reserve-patriot 0");
      finish (s);
      g_assert_cmpint (b2ct_tracks (s).winner, ==, patriot == 9 ? REVROAD_BRITISH : REVROAD_PATRIOT);
    }
}

/* 150 (12.0): Percy in Lexington with the cannon and four unbroken
 * Regulars: +3 British once; otherwise +5 Patriot at the end. */
static void
test_percy_award (void)
{
  g_autoptr(MtGame) s = b2ct_empty (10, 3, 3, "british");

  b2ct_put (s, "percy cannon reg-8 reg-9 reg-10", "foot-of-the-rocks", "");
  b2ct_put (s, "reg-11", "foot-of-the-rocks", "b");
  b2ct_put (s, "reg-1", "lexington", "");  /* any Regular counts */
  mt_ok (s, "scout foot-of-the-rocks lexington percy cannon reg-8 reg-9 reg-11");
  mt_ok (s, "end-move");
  /* reg-8, reg-9 and reg-1: three unbroken; not yet. */
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 0);
  mt_ok (s, "pass");
  mt_ok (s, "scout foot-of-the-rocks lexington reg-10");
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 3);
  g_assert_true (b2ct_tracks (s).percy_awarded);
  /* No Patriot +5 at the end: only the half point for the broken reg-11. */
  b2ct_correct (s, "correct-flag concord-entered yes");
  finish (s);
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT] * 2, ==, 1);
}

static void
test_percy_missed (void)
{
  g_autoptr(MtGame) s = b2ct_empty (12, 0, 0, "british");

  b2ct_correct (s, "correct-flag concord-entered yes");
  finish (s);
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT] * 2, ==, 10);
}

/* 37 (4.7): unsearched numbered markers score their number, unnumbered 1;
 * 159 (14.5): the balance options. */
static void
test_hidden_arms_scoring (void)
{
  static const char * const options[] = { "standard", "none", "any-hash", "hash-count" };
  static const int expected[] = { 3 + 2, 3 + 0, 3 + 1, 3 + 3 };

  for (guint o = 0; o < G_N_ELEMENTS (options); o++)
    {
      g_autofree char *opt = g_strdup_printf ("hidden-arms=%s", options[o]);
      g_autoptr(MtGame) s = b2ct_new ("two-player", opt, NULL);

      b2ct_clear (s);
      b2ct_turn (s, 12, 0, 0, "british");
      b2ct_correct (s, "correct-flag concord-entered yes");
      b2ct_correct (s, "correct-flag percy-awarded yes");
      b2ct_correct (s, "correct-markers lexington arms-3");
      b2ct_correct (s, "correct-markers waltham arms");
      b2ct_correct (s, "correct-markers roxbury arms");
      b2ct_correct (s, "correct-markers medford arms searched");
      /* Two unnumbered markers: cards 7 (three marks) and 1 (none). */
      mt_cards (s, "7 1");
      finish (s);
      g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT] * 2, ==, 2 * expected[o]);
    }
}

/* 153 (13.1, reconstructed): casualties score from the schedule; the
 * players can edit it. */
static void
test_casualty_schedule (void)
{
  g_autoptr(MtGame) s = b2ct_empty (12, 0, 0, "british");

  b2ct_correct (s, "correct-flag concord-entered yes");
  b2ct_correct (s, "correct-flag percy-awarded yes");
  b2ct_put (s, "reg-1", "lexington", "b");           /* broken: 0.5 to the Patriot */
  b2ct_correct (s, "correct-counter reg-2 eliminated");  /* 1 */
  b2ct_correct (s, "correct-counter warren eliminated"); /* 1 to the British */
  b2ct_put (s, "revere", "cambridge", "b");           /* captured rider: 2 */
  b2ct_correct (s, "correct-counter adams removed broken");   /* held in Boston: 3 */
  g_free (b2ct_do (s, "set-vp leader-killed 2"));
  b2ct_correct (s, "correct-phase end");
  mt_ok (s, "end-turn");
  /* 5.3 step 5 first: the captive stays. */
  mt_ok (s, "captives-done");
  g_assert_true (b2ct_tracks (s).over);
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT] * 2, ==, 3);
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_BRITISH] * 2, ==, 2 * (2 + 2 + 3));
}

/* 87-90 (6.8), 88 (11.0), 89 (15.2): Rally. */
static void
test_rally (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "smith", "lincoln", "b");  /* wounded leaders rally */
  b2ct_put (s, "reg-1 reg-2 reg-3", "lincoln", "b");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.8 Rally: the leaders in Lincoln can rally 2", "rally lincoln reg-1 reg-2 reg-3");
  mt_ok (s, "rally lincoln reg-1 reg-2");
  g_assert_false (b2ct_flipped (s, "reg-2"));
  g_assert_true (b2ct_marks (s, "smith") & REVROAD_MARK_RALLIED);
  b2ct_correct (s, "correct-acting british");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.8 Rally", "rally lincoln reg-3");
  /* After Concord, Smith and Pitcairn rally one each; Percy still two. */
  b2ct_correct (s, "correct-flag concord-entered yes");
  b2ct_put (s, "pitcairn", "lincoln", "");
  b2ct_put (s, "reg-1", "lincoln", "b");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.8 Rally: the leaders in Lincoln can rally 1", "rally lincoln reg-1 reg-3");
  b2ct_put (s, "percy", "lincoln", "");
  mt_ok (s, "rally lincoln reg-1 reg-3");
  g_assert_false (b2ct_flipped (s, "reg-3"));
  g_assert_true (b2ct_marks (s, "percy") & REVROAD_MARK_RALLIED);
  g_assert_false (b2ct_marks (s, "pitcairn") & REVROAD_MARK_RALLIED);

  /* The Patriot: one per leader. */
  b2ct_correct (s, "correct-acting patriot");
  b2ct_put (s, "warren", "concord", "");
  b2ct_put (s, "mm-1", "concord", "b");
  b2ct_put (s, "mil-1", "concord", "b1");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.8 Rally: the leaders in Concord can rally 1", "rally concord mm-1 mil-1");
  mt_ok (s, "rally concord");
  g_assert_false (b2ct_flipped (s, "mm-1"));
  g_assert_true (b2ct_flipped (s, "mil-1"));
}

static void
test_rally_solitaire (void)
{
  g_autoptr(MtGame) s = b2ct_new ("solitaire", NULL);

  b2ct_turn (s, 8, 3, 3, "british");
  /* Concord: Smith and Pitcairn, four broken Regulars: two rallied. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.8 Rally: the leaders in Concord can rally 2", "rally concord reg-4 reg-5 reg-6");
  mt_ok (s, "rally concord reg-4 reg-5");
  /* Percy wounded rallies one. */
  b2ct_put (s, "percy reg-8 reg-9", "boston", "b");
  b2ct_correct (s, "correct-acting british");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.8 Rally: the leaders in Boston can rally 1", "rally boston reg-8 reg-9");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/victory/concord", test_concord);
  g_test_add_func ("/b2c/victory/automatic-patriot", test_automatic_patriot_victory);
  g_test_add_func ("/b2c/victory/tie-and-count", test_tie_and_count);
  g_test_add_func ("/b2c/victory/percy-award", test_percy_award);
  g_test_add_func ("/b2c/victory/percy-missed", test_percy_missed);
  g_test_add_func ("/b2c/victory/hidden-arms", test_hidden_arms_scoring);
  g_test_add_func ("/b2c/victory/casualty-schedule", test_casualty_schedule);
  g_test_add_func ("/b2c/victory/rally", test_rally);
  g_test_add_func ("/b2c/victory/rally-solitaire", test_rally_solitaire);
  return g_test_run ();
}
