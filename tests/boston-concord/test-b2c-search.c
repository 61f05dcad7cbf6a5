/* test-b2c-search.c: From Boston to Concord Search / Capture (6.9, 8.x),
 * Escape Capture (6.10), Hinder Search (6.11) and the FAQ answers on them.
 * Numbers in comments are rules-checklist items.
 *
 * Card hash marks in the shipped deck: card 1 none, card 2 one, card 3 two,
 * card 7 three.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

static MtGame *
search_position (void)
{
  MtGame *s = b2ct_empty (4, 3, 3, "british");

  b2ct_correct (s, "correct-markers lexington arms-3");
  b2ct_put (s, "reg-1", "lexington", "mf");
  return s;
}

/* 91-92 (8.1): an unbroken Regular searches; each hash mark is a VP; the
 * marker flips whatever the result. */
static void
test_search_vp (void)
{
  g_autoptr(MtGame) s = search_position ();

  mt_cards (s, "7");  /* three hash marks */
  mt_ok (s, "search lexington");
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 3);
  g_assert_true (b2ct_region_view (s, "lexington").searched);
  g_assert_cmpstr (muster_deck_get_discard_top (b2ct_deck (s, FALSE)), ==, "7");
  /* 99: searched already, nothing else to find. */
  b2ct_correct (s, "correct-acting british");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "8.1 Search", "search lexington");
}

static void
test_search_needs_unbroken_regular (void)
{
  g_autoptr(MtGame) s = search_position ();

  b2ct_put (s, "reg-1", "lexington", "b");
  b2ct_put (s, "smith", "lexington", "");
  g_assert_false (b2ct_legal (s, "search"));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "8.1 Search: at least one unbroken British Regular", "search lexington");
}

/* 92 (8.1): Militia or Minutemen take 1 off, both 2; never below 0. */
static void
test_search_reduction (void)
{
  for (int both = 0; both < 2; both++)
    {
      g_autoptr(MtGame) s = search_position ();

      b2ct_put (s, "mil-1", "lexington", "");  /* hidden: a Militia all the same */
      b2ct_put (s, "mil-2", "lexington", "");
      if (both)
        b2ct_put (s, "mm-1", "lexington", "");
      mt_cards (s, "3");  /* two hash marks */
      mt_ok (s, "search lexington");
      g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, both ? 0 : 1);
      /* 98 (10.0): a search among active unbroken Patriots is the Shot. */
      g_assert_true (b2ct_tracks (s).shot_heard);
    }
}

/* faq-2 (177): units under a Gather or Muster marker do not reduce. */
static void
test_faq2_inactive_no_reduction (void)
{
  g_autoptr(MtGame) s = search_position ();

  b2ct_correct (s, "correct-markers lexington gather arms-3");
  b2ct_put (s, "mm-1 mil-1", "lexington", "i");
  mt_cards (s, "3");
  mt_ok (s, "search lexington");
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 2);
  /* Nobody active and armed was there: no Shot. */
  g_assert_false (b2ct_tracks (s).shot_heard);
}

/* 105 (6.11): Hinder Search stops the arms search, not captures; faq-6
 * (181): removing it is no search and no Shot. */
static void
test_hinder_search (void)
{
  g_autoptr(MtGame) s = search_position ();

  b2ct_put (s, "mm-1", "lexington", "");
  b2ct_correct (s, "correct-hinder search lexington 2");
  g_assert_false (b2ct_legal (s, "search"));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder Search", "search lexington");
  b2ct_put (s, "hancock", "lexington", "");
  mt_cards (s, "3");  /* two less one: captured */
  mt_ok (s, "search lexington");
  g_assert_true (b2ct_flipped (s, "hancock"));
  g_assert_false (b2ct_region_view (s, "lexington").searched);
  /* Now remove it, with a Minuteman present: still no Shot from that. */
  b2ct_correct (s, "correct-flag shot-heard no");
  b2ct_correct (s, "correct-acting british");
  mt_ok (s, "hinder remove search");
  g_assert_false (b2ct_tracks (s).shot_heard);
  g_assert_cmpint (b2ct_hinder (s, "search").place, ==, B2C_HINDER_VIEW_ON_TRACK);
  /* only on an unsearched marker. */
  b2ct_correct (s, "correct-markers lexington arms-3 searched");
  b2ct_correct (s, "correct-hinder search available");
  b2ct_correct (s, "correct-acting patriot");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder Search", "hinder place search lexington");
}

/* faq-4 (a), 93-94: both Sons under the Gather marker in one region: one
 * action, one card each (and one for the arms). */
static void
test_faq4_both_sons (void)
{
  g_autoptr(MtGame) s = search_position ();

  b2ct_correct (s, "correct-markers lexington gather arms-3");
  b2ct_put (s, "adams hancock", "lexington", "i");
  mt_cards (s, "1 2 3");  /* arms 0; Adams 1; Hancock 2 */
  mt_ok (s, "search lexington");
  g_assert_true (b2ct_flipped (s, "adams"));
  g_assert_true (b2ct_flipped (s, "hancock"));
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpuint (muster_deck_get_n_discard (b2ct_deck (s, FALSE)), ==, 3);
}

/* faq-4 (b): Sons in different regions: one action reaches one region. */
static void
test_faq4_different_regions (void)
{
  g_autoptr(MtGame) s = b2ct_empty (4, 3, 3, "british");

  b2ct_put (s, "reg-1 adams", "lexington", "");
  b2ct_put (s, "hancock", "lincoln", "");
  mt_cards (s, "2");
  mt_ok (s, "search lexington");
  g_assert_true (b2ct_flipped (s, "adams"));
  g_assert_false (b2ct_flipped (s, "hancock"));
}

/* faq-4 (c), 95: a failed draw may be tried once more for 1 VP. */
static void
test_faq4_paid_retry (void)
{
  g_autoptr(MtGame) s = b2ct_empty (4, 3, 3, "british");

  b2ct_correct (s, "correct-track vp-british 2");
  b2ct_correct (s, "correct-track vp-patriot 0");
  b2ct_correct (s, "correct-track reserve-british 0");
  b2ct_correct (s, "correct-track reserve-patriot 0");
  b2ct_put (s, "reg-1 adams", "lexington", "");
  mt_cards (s, "1");
  mt_ok (s, "search lexington");
  g_assert_true (b2ct_asks (s, "no-retry", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  mt_cards (s, "2");
  mt_ok (s, "retry-capture");
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 1);
  g_assert_true (b2ct_flipped (s, "adams"));
  g_assert_true (b2ct_pending_none (s));
}

/* 8.2: the log names the Son of Liberty the British give up on, and the
 * one who stays where he is. */
static void
test_log_names_the_son (void)
{
  g_autoptr(MtGame) s = b2ct_empty (4, 3, 3, "british");
  g_autofree char *given_up = NULL;
  g_autofree char *stays = NULL;

  b2ct_correct (s, "correct-track vp-british 2");
  b2ct_correct (s, "correct-track vp-patriot 0");
  b2ct_correct (s, "correct-track reserve-british 0");
  b2ct_correct (s, "correct-track reserve-patriot 0");
  b2ct_put (s, "reg-1 adams", "lexington", "");
  mt_cards (s, "1");  /* no hash marks */
  mt_ok (s, "search lexington");
  g_assert_true (b2ct_asks (s, "no-retry", NULL));
  given_up = b2ct_do (s, "no-retry");
  g_assert_nonnull (strstr (given_up, "Samuel Adams"));
  g_assert_nonnull (strstr (given_up, "(8.2)"));
  g_assert_true (b2ct_asks (s, "sol-stay", NULL));
  stays = b2ct_do (s, "sol-stay");
  g_assert_nonnull (strstr (stays, "Samuel Adams"));
  g_assert_nonnull (strstr (stays, "Lexington"));
  g_assert_nonnull (strstr (stays, "(8.2)"));
  g_assert_cmpstr (b2ct_where (s, "adams"), ==, "lexington");
}

/* faq-4 (d), 96: without a VP to pay there is no retry; when every draw
 * fails the Patriot may slip the Son away, even from under a marker. */
static void
test_faq4_no_vp_and_slip_away (void)
{
  g_autoptr(MtGame) s = b2ct_empty (4, 3, 3, "british");

  b2ct_correct (s, "correct-markers lexington gather");
  b2ct_put (s, "reg-1", "lexington", "");
  b2ct_put (s, "hancock", "lexington", "im");
  mt_cards (s, "1");
  mt_ok (s, "search lexington");
  g_assert_true (b2ct_asks (s, "sol-stay", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_PATRIOT);
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "8.2", "sol-move hancock lincoln");
  mt_ok (s, "sol-move hancock bedford");
  g_assert_cmpstr (b2ct_where (s, "hancock"), ==, "bedford");
  g_assert_false (b2ct_marks (s, "hancock") & REVROAD_MARK_INACTIVE);
  g_assert_false (b2ct_flipped (s, "hancock"));
}

/* 100-101 (6.10): escape on 6 or more, +1 per active unbroken Militia or
 * Minuteman, -1 per unbroken Regular; not a Son on the turn of capture. */
static void
test_escape_capture (void)
{
  g_autoptr(MtGame) s = b2ct_empty (4, 3, 3, "british");

  /* Adams is captured by a search this turn. */
  b2ct_put (s, "adams reg-1", "lexington", "");
  mt_cards (s, "2");
  mt_ok (s, "search lexington");
  g_assert_true (b2ct_flipped (s, "adams"));
  b2ct_correct (s, "correct-acting patriot");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.10 Escape Capture", "escape-capture adams bedford");
  /* The next turn he may try. */
  b2ct_correct (s, "correct-track turn 5");
  b2ct_put (s, "reg-1 mm-1", "lexington", "");
  b2ct_put (s, "mil-1", "lexington", "1");
  b2ct_put (s, "mil-2", "lexington", "i");  /* under a marker: no bonus */
  /* 5 + 2 - 1 = 6: escaped, to an adjacent region, with a Moved marker. */
  mt_dice (s, "5");
  mt_ok (s, "escape-capture adams bedford");
  g_assert_false (b2ct_flipped (s, "adams"));
  g_assert_cmpstr (b2ct_where (s, "adams"), ==, "bedford");
  g_assert_true (b2ct_marks (s, "adams") & REVROAD_MARK_MOVED);

  /* A rider captured this turn may try at once; 4 + 0 fails. */
  b2ct_correct (s, "correct-markers cambridge gather");
  b2ct_put (s, "dawes", "cambridge", "");
  b2ct_correct (s, "correct-track actions-patriot 3");
  b2ct_correct (s, "correct-acting patriot");
  mt_ok (s, "call-to-arms");
  mt_dice (s, "6");
  mt_ok (s, "alert dawes");
  g_assert_true (b2ct_flipped (s, "dawes"));
  mt_ok (s, "call-done");
  b2ct_correct (s, "correct-acting patriot");
  mt_dice (s, "4");
  mt_ok (s, "escape-capture dawes watertown");
  g_assert_true (b2ct_flipped (s, "dawes"));
  g_assert_cmpstr (b2ct_where (s, "dawes"), ==, "cambridge");
  /* 30: once in Boston there is no escape. */
  b2ct_put (s, "dawes", "boston", "b");
  b2ct_correct (s, "correct-acting patriot");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.10 Escape Capture", "escape-capture dawes boston-neck");
}

/* faq-5 (180): a searched numbered marker scores nothing for the Patriot
 * at the end and costs him nothing. */
static void
test_faq5_searched_numbered (void)
{
  g_autoptr(MtGame) s = b2ct_empty (12, 0, 0, "british");

  b2ct_correct (s, "correct-markers lexington arms-3 searched");
  b2ct_correct (s, "correct-markers lincoln arms-4");
  b2ct_correct (s, "correct-flag concord-entered yes");
  b2ct_correct (s, "correct-flag percy-awarded yes");
  b2ct_correct (s, "correct-phase end");
  mt_ok (s, "end-turn");
  g_assert_true (b2ct_tracks (s).over);
  /* Only Lincoln's 4 count. */
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT], ==, 4.0);
  g_assert_true (b2ct_region_view (s, "lexington").searched);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/search/vp", test_search_vp);
  g_test_add_func ("/b2c/search/needs-unbroken-regular", test_search_needs_unbroken_regular);
  g_test_add_func ("/b2c/search/reduction", test_search_reduction);
  g_test_add_func ("/b2c/search/faq2-inactive", test_faq2_inactive_no_reduction);
  g_test_add_func ("/b2c/search/hinder-search-faq6", test_hinder_search);
  g_test_add_func ("/b2c/search/faq4-both-sons", test_faq4_both_sons);
  g_test_add_func ("/b2c/search/faq4-different-regions", test_faq4_different_regions);
  g_test_add_func ("/b2c/search/faq4-paid-retry", test_faq4_paid_retry);
  g_test_add_func ("/b2c/search/log-names-the-son", test_log_names_the_son);
  g_test_add_func ("/b2c/search/faq4-no-vp-slip-away", test_faq4_no_vp_and_slip_away);
  g_test_add_func ("/b2c/search/escape-capture", test_escape_capture);
  g_test_add_func ("/b2c/search/faq5-searched-numbered", test_faq5_searched_numbered);
  return g_test_run ();
}
