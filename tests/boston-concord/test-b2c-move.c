/* test-b2c-move.c: From Boston to Concord movement (6.4), the naval landing
 * (9.0), the Sons of Liberty (4.4), Assemble (6.5), the Minutemen's free
 * move (4.3), the field cannon on the move (4.1) and opportunity fire
 * during movement (14.2). Numbers in comments are rules-checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

/* 68 (6.4.1): scouting goes one adjacent region, no road needed; the unit
 * gets a Moved marker and cannot move again this turn (4.8). */
static void
test_scout (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  b2ct_put (s, "reg-1 reg-2", "lexington", "");
  mt_ok (s, "scout lexington waltham reg-1");  /* a land border */
  g_assert_cmpstr (b2ct_where (s, "reg-1"), ==, "waltham");
  g_assert_true (b2ct_marks (s, "reg-1") & REVROAD_MARK_MOVED);
  /* reg-2 may still move with the same activation. */
  g_assert_true (b2ct_asks (s, "end-move", NULL));
  mt_ok (s, "end-move");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 2);
  b2ct_correct (s, "correct-acting british");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4: Regular 1 already has a Moved marker", "scout waltham lexington reg-1");
  /* Not adjacent on the reconstructed map: uncertain, and an override
   * goes ahead. */
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.4.1", "scout lexington concord reg-2");
  g_free (b2ct_do_override (s, "scout lexington concord reg-2"));
  g_assert_cmpstr (b2ct_where (s, "reg-2"), ==, "concord");
}

/* 6.4 and 4.1: the movement of a region stays open while something there
 * can still move; the field cannon left alone cannot (it moves only with a
 * Regular), so the movement closes by itself and the turn goes on. */
static void
test_cannon_alone_ends_movement (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "british");
  g_autoptr(MtGame) old = NULL;

  b2ct_put (s, "reg-8 reg-9 percy cannon", "boston-neck", "");
  b2ct_put (s, "mm-1", "lincoln", "");
  mt_ok (s, "march boston-neck reg-8 percy roxbury brookline");
  g_assert_true (b2ct_asks (s, "end-move", NULL));
  mt_ok (s, "scout boston-neck roxbury reg-9");
  /* Only the cannon is left in Boston Neck. */
  g_assert_true (b2ct_pending_none (s));
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_PATRIOT);
  g_assert_true (b2ct_legal (s, "pass"));
  mt_ok (s, "pass");
  /* A British movement now finds nothing that can go from there. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4 Movement: only the field cannon", "scout boston-neck roxbury cannon");
  g_assert_false (b2ct_legal (s, "end-move"));

  /* An older log ended such a movement with end-move: it still replays,
   * changing nothing, right after the movement. */
  old = b2ct_empty (9, 3, 3, "british");
  b2ct_put (old, "reg-8 percy cannon", "boston-neck", "");
  mt_ok (old, "march boston-neck reg-8 percy roxbury brookline");
  g_assert_cmpint (b2ct_tracks (old).acting, ==, REVROAD_PATRIOT);
  mt_ok (old, "end-move");
  g_assert_cmpint (b2ct_tracks (old).actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpint (b2ct_tracks (old).acting, ==, REVROAD_PATRIOT);
  b2ct_refused (old, MUSTER_ERROR_ILLEGAL, "6.4", "end-move");
}

/* 69 (6.4.2): a march follows the road for up to two regions. */
static void
test_march (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  b2ct_put (s, "reg-1 smith", "menotomy", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4.2 March: at most two", "march menotomy reg-1 foot-of-the-rocks lexington fiske-hill");
  /* Lexington to Waltham has no road. */
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.4.2", "march menotomy reg-1 foot-of-the-rocks waltham");
  mt_ok (s, "march menotomy reg-1 smith foot-of-the-rocks lexington");
  g_assert_cmpstr (b2ct_where (s, "reg-1"), ==, "lexington");
  g_assert_cmpint (b2ct_unit (s, "reg-1").road, ==, 2);
  g_assert_true (b2ct_unit (s, "smith").marched);
}

/* 70 (6.4.2 Forced March): a third road region; the named unit breaks at
 * the end; refused for the British in solitaire (15.2). */
static void
test_forced_march (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "british");

  b2ct_put (s, "reg-8 reg-9 percy", "boston", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4.2 Forced March", "forced-march boston percy reg-8 boston-neck roxbury brookline");
  mt_ok (s, "forced-march boston reg-9 reg-8 boston-neck roxbury brookline");
  g_assert_cmpstr (b2ct_where (s, "reg-8"), ==, "brookline");
  g_assert_cmpstr (b2ct_where (s, "reg-9"), ==, "brookline");
  g_assert_true (b2ct_flipped (s, "reg-9"));
  g_assert_false (b2ct_flipped (s, "reg-8"));

  {
    g_autoptr(MtGame) solo = b2ct_new ("solitaire", NULL);

    b2ct_turn (solo, 8, 3, 3, "british");
    b2ct_refused (solo, MUSTER_ERROR_ILLEGAL, "15.2", "forced-march boston reg-9 reg-8 boston-neck roxbury brookline");
  }
}

/* 66, faq-8: one activation, units going different ways: two force march
 * (one breaks), one marches elsewhere, one scouts, one stays unmoved and
 * moves with a later action. */
static void
test_faq8_split_activation (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  for (int i = 1; i <= 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      b2ct_put (s, id, "cambridge", "");
    }
  mt_ok (s, "forced-march cambridge reg-1 reg-2 watsons-corner menotomy foot-of-the-rocks");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 3);  /* not spent yet */
  mt_ok (s, "march cambridge reg-3 little-cambridge brookline");
  mt_ok (s, "scout cambridge prospect-hill reg-4");
  mt_ok (s, "end-move");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpstr (b2ct_where (s, "reg-1"), ==, "foot-of-the-rocks");
  g_assert_true (b2ct_flipped (s, "reg-1"));
  g_assert_cmpstr (b2ct_where (s, "reg-3"), ==, "brookline");
  g_assert_cmpstr (b2ct_where (s, "reg-4"), ==, "prospect-hill");
  g_assert_false (b2ct_marks (s, "reg-5") & REVROAD_MARK_MOVED);
  mt_ok (s, "pass");
  mt_ok (s, "scout cambridge lechmere-point reg-5");
  g_assert_cmpstr (b2ct_where (s, "reg-5"), ==, "lechmere-point");
}

/* 71 (6.4): British stop where unbroken Patriot military units number at
 * least half the British Regulars there. */
static void
test_stop_british (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  for (int i = 1; i <= 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      b2ct_put (s, id, "menotomy", "");
    }
  b2ct_put (s, "mm-1 mm-2", "foot-of-the-rocks", "");
  b2ct_put (s, "mil-1", "foot-of-the-rocks", "b");  /* broken: does not count */
  b2ct_put (s, "warren", "foot-of-the-rocks", "");   /* leaders do not count */
  /* 2 unbroken >= 4 / 2: stop. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4: the units must stop on entering Foot of the Rocks", "march menotomy reg-1 reg-2 reg-3 reg-4 foot-of-the-rocks lexington");
  /* With one Minuteman fewer (1 < 2) they march through. */
  b2ct_put (s, "mm-2", "off", "");
  mt_ok (s, "march menotomy reg-1 reg-2 reg-3 reg-4 foot-of-the-rocks lexington");
  g_assert_cmpstr (b2ct_where (s, "reg-4"), ==, "lexington");
}

/* 72 (6.4): Patriots stop where British Regulars (even broken) number at
 * least half the unbroken Patriot military units there. */
static void
test_stop_patriot (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "mm-1 mm-2", "watertown", "");
  b2ct_put (s, "mil-1", "watertown", "1");
  b2ct_put (s, "reg-1", "cambridge", "b");
  /* 1 broken Regular vs 3 movers: 1 < 1.5, no stop. */
  mt_ok (s, "march watertown mm-1 mm-2 mil-1 cambridge watsons-corner");
  g_assert_cmpstr (b2ct_where (s, "mm-1"), ==, "watsons-corner");
  b2ct_correct (s, "correct-acting patriot");
  /* A lone leader must stop next to any Regular. */
  b2ct_put (s, "warren", "watertown", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4: the units must stop", "march watertown warren cambridge watsons-corner");
}

/* 74 (6.11): British entering the Hinder Movement region end their move. */
static void
test_hinder_movement (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  b2ct_put (s, "reg-1", "menotomy", "");
  b2ct_correct (s, "correct-hinder move foot-of-the-rocks 2");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4: the units must stop", "march menotomy reg-1 foot-of-the-rocks lexington");
  mt_ok (s, "march menotomy reg-1 foot-of-the-rocks");
  /* Starting in the marker's region they move normally. */
  b2ct_correct (s, "correct-acting british");
  b2ct_correct (s, "correct-counter reg-1 foot-of-the-rocks fresh");
  mt_ok (s, "march foot-of-the-rocks reg-1 lexington fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "reg-1"), ==, "fiske-hill");
}

/* 12-13 (4.0): broken units' limits. */
static void
test_broken_limits (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "mil-1", "lincoln", "b1");
  b2ct_put (s, "reg-1", "meriams-corner", "");
  /* Broken Patriots never enter Regular-held regions. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.0: broken Patriot units may not enter", "scout lincoln meriams-corner mil-1");
  /* Alone they go only toward Concord. */
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "4.0: broken Patriot units without a leader", "scout lincoln fiske-hill mil-1");
  /* With a leader they may go either way. */
  b2ct_put (s, "buttrick", "lincoln", "");
  mt_ok (s, "scout lincoln fiske-hill mil-1 buttrick");
  g_assert_cmpstr (b2ct_where (s, "mil-1"), ==, "fiske-hill");

  b2ct_correct (s, "correct-acting british");
  b2ct_put (s, "reg-2", "lexington", "b");
  b2ct_put (s, "mm-1", "foot-of-the-rocks", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.0: broken Regulars without a leader may not enter a region with Minutemen", "scout lexington foot-of-the-rocks reg-2");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "4.0: broken Regulars without a leader move only toward Boston", "scout lexington bedford reg-2");
}

/* 75 (11.0): after Concord, Smith's broken Regulars move one region and
 * may not march; Percy's are exempt (12.0). */
static void
test_concord_broken_march (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "british");

  b2ct_correct (s, "correct-flag concord-entered yes");
  b2ct_put (s, "reg-1 reg-8", "lincoln", "b");
  b2ct_put (s, "smith", "lincoln", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "11.0 Concord", "march lincoln reg-1 smith fiske-hill lexington");
  mt_ok (s, "march lincoln reg-8 smith fiske-hill lexington");
  mt_ok (s, "scout lincoln fiske-hill reg-1");
  g_assert_cmpstr (b2ct_where (s, "reg-1"), ==, "fiske-hill");
}

/* 76, faq-7: on turn 1 one Move action lands units in either landing
 * region and marches others by land; landed units stop with Moved markers. */
static void
test_landing (void)
{
  g_autoptr(MtGame) s = b2ct_empty (1, 3, 3, "british");

  for (int i = 1; i <= 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      b2ct_put (s, id, "boston", "");
    }
  b2ct_put (s, "smith", "boston", "");
  mt_ok (s, "land lechmere-point reg-1 reg-2 smith");
  mt_ok (s, "land charlestown reg-3");
  mt_ok (s, "march boston reg-4 boston-neck roxbury");
  mt_ok (s, "end-move");
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpstr (b2ct_where (s, "reg-1"), ==, "lechmere-point");
  g_assert_cmpstr (b2ct_where (s, "reg-3"), ==, "charlestown");
  g_assert_true (b2ct_marks (s, "reg-1") & REVROAD_MARK_MOVED);
  /* Not a landing region (reconstructed icon): uncertain. */
  b2ct_correct (s, "correct-acting british");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "9.0", "land cambridge reg-5");
  /* Turn 2: no landing. */
  b2ct_correct (s, "correct-track turn 2");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "9.0", "land lechmere-point reg-5");
}

/* 6, 7 (3.0): no Patriot enters Boston, nor Charlestown with an unbroken
 * Regular there. */
static void
test_boston_charlestown (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "mm-1", "boston-neck", "");
  b2ct_put (s, "mm-2", "charlestown-neck", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "3.0 Boston", "scout boston-neck boston mm-1");
  b2ct_put (s, "reg-1", "charlestown", "b");
  g_assert_true (b2ct_legal (s, "scout"));
  b2ct_put (s, "reg-2", "charlestown", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "3.0 Charlestown", "scout charlestown-neck charlestown mm-2");
}

/* 32-33 (4.4), 14.3: the Sons of Liberty move alone, up to two regions,
 * one across a stream without a road; one region when hobbled. */
static void
test_sons_of_liberty (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "adams hancock mm-1", "lincoln", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.4", "move-sol lincoln adams mm-1 meriams-corner");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.4: Hancock and Adams move on their own", "scout lincoln meriams-corner adams");
  /* Elm Brook: Lincoln - Bedford is a stream without a road on the
   * reconstructed map (test-b2c-reconstructed has the corrected border). */
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "4.4: crossing a stream", "move-sol lincoln adams bedford woburn");
  mt_ok (s, "move-sol lincoln adams hancock meriams-corner bedford");
  g_assert_cmpstr (b2ct_where (s, "hancock"), ==, "bedford");
  g_assert_true (b2ct_marks (s, "adams") & REVROAD_MARK_MOVED);
  g_assert_true (b2ct_pending_none (s));

  {
    g_autoptr(MtGame) h = b2ct_new ("two-player", "hobbled-sol=true", NULL);

    b2ct_clear (h);
    b2ct_turn (h, 3, 3, 3, "patriot");
    b2ct_put (h, "adams", "lincoln", "");
    b2ct_refused (h, MUSTER_ERROR_ILLEGAL, "14.3", "move-sol lincoln adams meriams-corner concord");
  }
}

/* 79 (6.5 Assemble): Patriot units from around a region move into it. */
static void
test_assemble (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "mm-1", "fiske-hill", "");
  b2ct_put (s, "mm-2", "meriams-corner", "");
  b2ct_put (s, "mil-1", "bedford", "1");
  b2ct_put (s, "mm-3", "concord", "m");
  b2ct_put (s, "mm-4", "lexington", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.5 Assemble", "assemble lincoln mm-3");
  /* Lexington and Lincoln are not adjacent on the reconstructed map. */
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.5", "assemble lincoln mm-4");
  mt_ok (s, "assemble lincoln mm-1 mm-2 mil-1");
  g_assert_cmpstr (b2ct_where (s, "mm-1"), ==, "lincoln");
  g_assert_cmpstr (b2ct_where (s, "mil-1"), ==, "lincoln");
  g_assert_true (b2ct_marks (s, "mm-2") & REVROAD_MARK_MOVED);
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_PATRIOT], ==, 2);
}

/* 20 (4.1): the cannon breaks one Militia or Minuteman in the first region
 * with Patriots it enters; the Patriot chooses; the stop rule then counts
 * the survivors. */
static void
test_cannon_on_the_move (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "british");

  b2ct_put (s, "reg-8 reg-9 reg-10 reg-11 cannon", "menotomy", "");
  b2ct_put (s, "mil-1 mm-1 mm-2", "foot-of-the-rocks", "");
  /* 3 unbroken >= 4/2 would stop them; after the break 2 >= 2 still stops. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4: the units must stop", "march menotomy reg-8 reg-9 reg-10 reg-11 cannon foot-of-the-rocks lexington");
  /* With one Minuteman fewer, 2 - 1 = 1 < 2: the break lets them on. */
  b2ct_put (s, "mm-2", "off", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.1", "march menotomy cannon foot-of-the-rocks");
  mt_ok (s, "march menotomy reg-8 reg-9 reg-10 reg-11 cannon foot-of-the-rocks lexington");
  g_assert_true (b2ct_asks (s, "break-unit", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_PATRIOT);
  /* The hidden militia is revealed when it breaks. */
  mt_cards (s, "m2-1");
  g_assert_true (mt_says (mt_ok (s, "break-unit mil-1"), "Militia 1 is revealed from the Militia Draw Pool: strength 2"));
  g_assert_true (b2ct_flipped (s, "mil-1"));
  g_assert_false (b2ct_flipped (s, "mm-1"));
  g_assert_cmpstr (b2ct_where (s, "cannon"), ==, "lexington");
}

/* 28 (4.3): a flipped Gather marker frees its Minutemen for a free move of
 * up to two regions, with no Moved marker; they may act again. */
static void
test_free_move (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  b2ct_correct (s, "correct-markers lexington gather");
  b2ct_put (s, "mm-1 mm-2 mil-1", "lexington", "i");
  b2ct_put (s, "reg-1", "lexington", "");
  /* 27: the last British unit leaves: the marker flips. */
  mt_ok (s, "scout lexington fiske-hill reg-1");
  g_assert_cmpint (b2ct_region_view (s, "lexington").gather, ==, B2C_VIEW_MUSTER);
  g_assert_true (b2ct_asks (s, "free-move-done", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_PATRIOT);
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.3", "free-move mil-1 bedford");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.3: the free move reaches at most two", "free-move mm-1 bedford woburn medford");
  mt_ok (s, "free-move mm-1 bedford woburn");
  g_assert_cmpstr (b2ct_where (s, "mm-1"), ==, "woburn");
  g_assert_false (b2ct_marks (s, "mm-1") & REVROAD_MARK_MOVED);
  mt_ok (s, "free-move-done");
  /* Militia stay under the Muster marker. */
  g_assert_true (b2ct_marks (s, "mil-1") & REVROAD_MARK_INACTIVE);
  g_assert_false (b2ct_marks (s, "mm-2") & REVROAD_MARK_INACTIVE);
  g_assert_cmpint (b2ct_tracks (s).acting, ==, REVROAD_PATRIOT);
  mt_ok (s, "scout woburn medford mm-1");
  g_assert_cmpstr (b2ct_where (s, "mm-1"), ==, "medford");
}

/* a Hinder Muster marker keeps the Gather marker on its side. */
static void
test_hinder_muster_blocks_flip (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "british");

  b2ct_correct (s, "correct-markers lexington gather");
  b2ct_correct (s, "correct-hinder muster lexington 2");
  b2ct_put (s, "reg-1", "lexington", "");
  mt_ok (s, "scout lexington fiske-hill reg-1");
  g_assert_cmpint (b2ct_region_view (s, "lexington").gather, ==, B2C_VIEW_GATHER);
}

/* 156 (14.2): entering a region with an unbroken enemy piece draws one
 * die; a 6 is a hit the mover allocates. */
static void
test_movement_opfire (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", "movement-opfire=true", NULL);

  b2ct_clear (s);
  b2ct_turn (s, 3, 3, 3, "british");
  b2ct_put (s, "reg-1 reg-2", "menotomy", "");
  b2ct_put (s, "warren", "foot-of-the-rocks", "");
  mt_dice (s, "6");
  mt_ok (s, "march menotomy reg-1 reg-2 foot-of-the-rocks lexington");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  mt_ok (s, "allocate-hits reg-2");
  g_assert_true (b2ct_flipped (s, "reg-2"));
  g_assert_false (b2ct_flipped (s, "reg-1"));
}

/* 78 (4.3): units under markers cannot be activated. */
static void
test_inactive_units (void)
{
  g_autoptr(MtGame) s = b2ct_empty (3, 3, 3, "patriot");

  b2ct_put (s, "mm-1", "lexington", "i");
  /* Nothing of the Patriot's can move at all. */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.4 Movement", "scout lexington bedford mm-1");
  g_assert_false (b2ct_legal (s, "scout"));
  /* With another unit free, the one under the marker is still refused. */
  b2ct_put (s, "mm-2", "lincoln", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.3", "scout lexington bedford mm-1");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/move/scout", test_scout);
  g_test_add_func ("/b2c/move/cannon-alone-ends-movement", test_cannon_alone_ends_movement);
  g_test_add_func ("/b2c/move/march", test_march);
  g_test_add_func ("/b2c/move/forced-march", test_forced_march);
  g_test_add_func ("/b2c/move/faq8-split-activation", test_faq8_split_activation);
  g_test_add_func ("/b2c/move/stop-british", test_stop_british);
  g_test_add_func ("/b2c/move/stop-patriot", test_stop_patriot);
  g_test_add_func ("/b2c/move/hinder-movement", test_hinder_movement);
  g_test_add_func ("/b2c/move/broken-limits", test_broken_limits);
  g_test_add_func ("/b2c/move/concord-broken-march", test_concord_broken_march);
  g_test_add_func ("/b2c/move/landing-faq7", test_landing);
  g_test_add_func ("/b2c/move/boston-charlestown", test_boston_charlestown);
  g_test_add_func ("/b2c/move/sons-of-liberty", test_sons_of_liberty);
  g_test_add_func ("/b2c/move/assemble", test_assemble);
  g_test_add_func ("/b2c/move/cannon", test_cannon_on_the_move);
  g_test_add_func ("/b2c/move/free-move", test_free_move);
  g_test_add_func ("/b2c/move/hinder-muster-blocks-flip", test_hinder_muster_blocks_flip);
  g_test_add_func ("/b2c/move/opfire-14.2", test_movement_opfire);
  g_test_add_func ("/b2c/move/inactive", test_inactive_units);
  return g_test_run ();
}
