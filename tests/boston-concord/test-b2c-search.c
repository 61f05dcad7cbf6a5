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

static B2cState *
search_position (void)
{
  B2cState *s = b2c_test_empty (4, 3, 3, "british");

  b2c_test_correct (s, "correct-markers lexington arms-3");
  b2c_test_put (s, "reg-1", "lexington", "mf");
  return s;
}

/* 91-92 (8.1): an unbroken Regular searches; each hash mark is a VP; the
 * marker flips whatever the result. */
static void
test_search_vp (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = search_position ();
  int lex = b2c_find_region (s, "lexington");

  b2c_test_cards (chance, "7", NULL);  /* three hash marks */
  DO (s, chance, "search", "lexington");
  g_assert_cmpint (s->tracks.vp[REVROAD_BRITISH], ==, 3);
  g_assert_true (b2c_region (s, lex)->searched);
  g_assert_cmpstr (muster_deck_get_discard_top (s->deck), ==, "7");
  /* 99: searched already, nothing else to find. */
  s->tracks.acting = REVROAD_BRITISH;
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "8.1 Search", "search", "lexington", NULL);
}

static void
test_search_needs_unbroken_regular (void)
{
  g_autoptr(B2cState) s = search_position ();

  b2c_test_put (s, "reg-1", "lexington", "b");
  b2c_test_put (s, "smith", "lexington", "");
  g_assert_false (b2c_test_legal (s, "search"));
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "8.1 Search: at least one unbroken British Regular", "search", "lexington", NULL);
}

/* 92 (8.1): Militia or Minutemen take 1 off, both 2; never below 0. */
static void
test_search_reduction (void)
{
  for (int both = 0; both < 2; both++)
    {
      g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
      g_autoptr(B2cState) s = search_position ();

      b2c_test_put (s, "mil-1", "lexington", "");  /* hidden: a Militia all the same */
      b2c_test_put (s, "mil-2", "lexington", "");
      if (both)
        b2c_test_put (s, "mm-1", "lexington", "");
      b2c_test_cards (chance, "3", NULL);  /* two hash marks */
      DO (s, chance, "search", "lexington");
      g_assert_cmpint (s->tracks.vp[REVROAD_BRITISH], ==, both ? 0 : 1);
      /* 98 (10.0): a search among active unbroken Patriots is the Shot. */
      g_assert_true (s->shot_heard);
    }
}

/* faq-2 (177): units under a Gather or Muster marker do not reduce. */
static void
test_faq2_inactive_no_reduction (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = search_position ();

  b2c_test_correct (s, "correct-markers lexington gather arms-3");
  b2c_test_put (s, "mm-1 mil-1", "lexington", "i");
  b2c_test_cards (chance, "3", NULL);
  DO (s, chance, "search", "lexington");
  g_assert_cmpint (s->tracks.vp[REVROAD_BRITISH], ==, 2);
  /* Nobody active and armed was there: no Shot. */
  g_assert_false (s->shot_heard);
}

/* 105 (6.11): Hinder Search stops the arms search, not captures; faq-6
 * (181): removing it is no search and no Shot. */
static void
test_hinder_search (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = search_position ();
  int lex = b2c_find_region (s, "lexington");

  b2c_test_put (s, "mm-1", "lexington", "");
  s->hinder[B2C_HINDER_SEARCH] = (B2cHinder) { B2C_HINDER_ON_MAP, 2, (gint16) lex };
  g_assert_false (b2c_test_legal (s, "search"));
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder Search", "search", "lexington", NULL);
  b2c_test_put (s, "hancock", "lexington", "");
  b2c_test_cards (chance, "3", NULL);  /* two less one: captured */
  DO (s, chance, "search", "lexington");
  g_assert_true (b2c_test_flipped (s, "hancock"));
  g_assert_false (b2c_region (s, lex)->searched);
  /* Now remove it, with a Minuteman present: still no Shot from that. */
  s->shot_heard = FALSE;
  s->tracks.acting = REVROAD_BRITISH;
  DO (s, chance, "hinder", "remove", "search");
  g_assert_false (s->shot_heard);
  g_assert_cmpint (s->hinder[B2C_HINDER_SEARCH].where, ==, B2C_HINDER_ON_TRACK);
  /* only on an unsearched marker. */
  b2c_region (s, lex)->searched = TRUE;
  s->hinder[B2C_HINDER_SEARCH].where = B2C_HINDER_AVAILABLE;
  s->tracks.acting = REVROAD_PATRIOT;
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.11 Hinder Search", "hinder", "place", "search", "lexington", NULL);
}

/* faq-4 (a), 93-94: both Sons under the Gather marker in one region: one
 * action, one card each (and one for the arms). */
static void
test_faq4_both_sons (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = search_position ();

  b2c_test_correct (s, "correct-markers lexington gather arms-3");
  b2c_test_put (s, "adams hancock", "lexington", "i");
  b2c_test_cards (chance, "1", "2", "3", NULL);  /* arms 0; Adams 1; Hancock 2 */
  DO (s, chance, "search", "lexington");
  g_assert_true (b2c_test_flipped (s, "adams"));
  g_assert_true (b2c_test_flipped (s, "hancock"));
  g_assert_cmpint (s->tracks.actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpuint (muster_deck_get_n_discard (s->deck), ==, 3);
}

/* faq-4 (b): Sons in different regions: one action reaches one region. */
static void
test_faq4_different_regions (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (4, 3, 3, "british");

  b2c_test_put (s, "reg-1 adams", "lexington", "");
  b2c_test_put (s, "hancock", "lincoln", "");
  b2c_test_cards (chance, "2", NULL);
  DO (s, chance, "search", "lexington");
  g_assert_true (b2c_test_flipped (s, "adams"));
  g_assert_false (b2c_test_flipped (s, "hancock"));
}

/* faq-4 (c), 95: a failed draw may be tried once more for 1 VP. */
static void
test_faq4_paid_retry (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (4, 3, 3, "british");

  b2c_test_correct (s, "correct-track vp-british 2");
  b2c_test_correct (s, "correct-track vp-patriot 0");
  b2c_test_correct (s, "correct-track reserve-british 0");
  b2c_test_correct (s, "correct-track reserve-patriot 0");
  b2c_test_put (s, "reg-1 adams", "lexington", "");
  b2c_test_cards (chance, "1", NULL);
  DO (s, chance, "search", "lexington");
  g_assert_cmpstr (b2c_test_pending (s), ==, "retry-capture");
  g_assert_cmpint (b2c_test_pending_side (s), ==, REVROAD_BRITISH);
  b2c_test_cards (chance, "2", NULL);
  DO (s, chance, "retry-capture");
  g_assert_cmpint (s->tracks.vp[REVROAD_BRITISH], ==, 1);
  g_assert_true (b2c_test_flipped (s, "adams"));
  g_assert_null (b2c_test_pending (s));
}

/* 8.2: the log names the Son of Liberty the British give up on, and the
 * one who stays where he is. */
static void
test_log_names_the_son (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (4, 3, 3, "british");
  g_autofree char *given_up = NULL;
  g_autofree char *stays = NULL;

  b2c_test_correct (s, "correct-track vp-british 2");
  b2c_test_correct (s, "correct-track vp-patriot 0");
  b2c_test_correct (s, "correct-track reserve-british 0");
  b2c_test_correct (s, "correct-track reserve-patriot 0");
  b2c_test_put (s, "reg-1 adams", "lexington", "");
  b2c_test_cards (chance, "1", NULL);  /* no hash marks */
  DO (s, chance, "search", "lexington");
  g_assert_cmpstr (b2c_test_pending (s), ==, "retry-capture");
  given_up = b2c_test_do (s, chance, "no-retry", NULL);
  g_assert_nonnull (strstr (given_up, "Samuel Adams"));
  g_assert_nonnull (strstr (given_up, "(8.2)"));
  g_assert_cmpstr (b2c_test_pending (s), ==, "sol-evade");
  stays = b2c_test_do (s, chance, "sol-stay", NULL);
  g_assert_nonnull (strstr (stays, "Samuel Adams"));
  g_assert_nonnull (strstr (stays, "Lexington"));
  g_assert_nonnull (strstr (stays, "(8.2)"));
  g_assert_cmpstr (b2c_test_where (s, "adams"), ==, "lexington");
}

/* faq-4 (d), 96: without a VP to pay there is no retry; when every draw
 * fails the Patriot may slip the Son away, even from under a marker. */
static void
test_faq4_no_vp_and_slip_away (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (4, 3, 3, "british");

  b2c_test_correct (s, "correct-markers lexington gather");
  b2c_test_put (s, "reg-1", "lexington", "");
  b2c_test_put (s, "hancock", "lexington", "im");
  b2c_test_cards (chance, "1", NULL);
  DO (s, chance, "search", "lexington");
  g_assert_cmpstr (b2c_test_pending (s), ==, "sol-evade");
  g_assert_cmpint (b2c_test_pending_side (s), ==, REVROAD_PATRIOT);
  b2c_test_refused (s, MUSTER_ERROR_UNCERTAIN, "8.2", "sol-move", "hancock", "lincoln", NULL);
  DO (s, chance, "sol-move", "hancock", "bedford");
  g_assert_cmpstr (b2c_test_where (s, "hancock"), ==, "bedford");
  g_assert_false (b2c_test_marks (s, "hancock") & REVROAD_MARK_INACTIVE);
  g_assert_false (b2c_test_flipped (s, "hancock"));
}

/* 100-101 (6.10): escape on 6 or more, +1 per active unbroken Militia or
 * Minuteman, -1 per unbroken Regular; not a Son on the turn of capture. */
static void
test_escape_capture (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (4, 3, 3, "patriot");
  RevroadUnit *adams;

  b2c_test_put (s, "adams", "lexington", "b");
  adams = b2c_unit (s, b2c_find_unit (s, "adams"));
  adams->turn = 4;
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.10 Escape Capture", "escape-capture", "adams", "bedford", NULL);
  adams->turn = 3;
  b2c_test_put (s, "reg-1 mm-1", "lexington", "");
  b2c_test_put (s, "mil-1", "lexington", "1");
  b2c_test_put (s, "mil-2", "lexington", "i");  /* under a marker: no bonus */
  /* 5 + 2 - 1 = 6: escaped, to an adjacent region, with a Moved marker. */
  b2c_test_dice (chance, 5, 0);
  DO (s, chance, "escape-capture", "adams", "bedford");
  g_assert_false (b2c_test_flipped (s, "adams"));
  g_assert_cmpstr (b2c_test_where (s, "adams"), ==, "bedford");
  g_assert_true (b2c_test_marks (s, "adams") & REVROAD_MARK_MOVED);

  /* A rider captured this turn may try at once; 4 + 0 fails. */
  b2c_test_put (s, "dawes", "cambridge", "b");
  b2c_unit (s, b2c_find_unit (s, "dawes"))->turn = 4;
  s->tracks.acting = REVROAD_PATRIOT;
  b2c_test_dice (chance, 4, 0);
  DO (s, chance, "escape-capture", "dawes", "watertown");
  g_assert_true (b2c_test_flipped (s, "dawes"));
  g_assert_cmpstr (b2c_test_where (s, "dawes"), ==, "cambridge");
  /* 30: once in Boston there is no escape. */
  b2c_test_put (s, "dawes", "boston", "b");
  s->tracks.acting = REVROAD_PATRIOT;
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "6.10 Escape Capture", "escape-capture", "dawes", "boston-neck", NULL);
}

/* faq-5 (180): a searched numbered marker scores nothing for the Patriot
 * at the end and costs him nothing. */
static void
test_faq5_searched_numbered (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_empty (12, 0, 0, "british");
  int lex = b2c_find_region (s, "lexington");

  b2c_test_correct (s, "correct-markers lexington arms-3 searched");
  b2c_test_correct (s, "correct-markers lincoln arms-4");
  b2c_test_correct (s, "correct-flag concord-entered yes");
  b2c_test_correct (s, "correct-flag percy-awarded yes");
  s->phase = B2C_PHASE_END;
  DO (s, chance, "end-turn");
  g_assert_true (s->over);
  /* Only Lincoln's 4 count. */
  g_assert_cmpint (s->final_halves[REVROAD_PATRIOT], ==, 8);
  g_assert_true (b2c_region (s, lex)->searched);
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
