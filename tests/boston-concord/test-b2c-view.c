/* test-b2c-view.c: the read-only view the UI draws From Boston to Concord
 * from: regions with positions and markers, borders, counters, tracks, the
 * card, the pending question, hinder markers, candidates and the board
 * check.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "b2c-test-util.h"

static void
test_regions_and_borders (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", NULL);
  int lin = b2c_view_find_region (b2ct_state (s), "lincoln");
  g_autoptr(GArray) borders = b2c_view_borders (b2ct_state (s), lin);
  B2cRegionView v;
  gboolean elm = FALSE;

  g_assert_cmpuint (b2c_view_n_regions (b2ct_state (s)), >, 30);
  b2c_view_region (b2ct_state (s), lin, &v);
  g_assert_cmpstr (v.id, ==, "lincoln");
  g_assert_cmpstr (v.name, ==, "Lincoln");
  g_assert_true (v.flags & B2C_REGION_MUSTER_ICON);
  g_assert_cmpint (v.gather, ==, B2C_VIEW_GATHER);
  g_assert_cmpint (v.hidden_arms, ==, 4);
  g_assert_cmpint (v.to_concord, <, v.to_boston);
  for (guint i = 0; i < borders->len; i++)
    {
      B2cBorderView *b = &g_array_index (borders, B2cBorderView, i);

      if (g_strcmp0 (b->id, "bedford") == 0)
        {
          elm = TRUE;
          g_assert_true (b->adjacent);
          g_assert_false (b->road);
          g_assert_cmpint (b->water, ==, REVROAD_WATER_STREAM);
          g_assert_cmpstr (b->water_name, ==, "Elm Brook");
          g_assert_cmpstr (b->source, ==, "reconstructed");
        }
    }
  g_assert_true (elm);
  b2c_view_region (b2ct_state (s), b2c_view_find_region (b2ct_state (s), "box-top"), &v);
  g_assert_true (v.flags & B2C_REGION_RIDER_BOX);
  g_assert_true (v.flags & B2C_REGION_OFFBOARD);
}

static void
test_units_and_tracks (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", NULL);
  g_autoptr(GArray) in_boston = b2c_view_units_in (b2ct_state (s), b2c_view_find_region (b2ct_state (s), "boston"));
  B2cUnitView u;
  B2cTracksView t;
  B2cCardView card;

  g_assert_cmpuint (in_boston->len, ==, 10);  /* 7 Regulars, Smith, Pitcairn, Dawes */
  b2c_view_unit (b2ct_state (s), b2c_view_find_unit (b2ct_state (s), "mil-1"), &u);
  g_assert_cmpint (u.strength, ==, -1);
  g_assert_true (u.inactive);
  g_assert_cmpint (u.kind, ==, REVROAD_KIND_MILITIA);
  b2c_view_unit (b2ct_state (s), b2c_view_find_unit (b2ct_state (s), "reg-8"), &u);
  g_assert_cmpstr (u.group, ==, "percy");
  g_assert_cmpint (u.region, ==, -1);

  b2c_view_tracks (b2ct_state (s), &t);
  g_assert_cmpstr (t.phase, ==, "pregame");
  g_assert_cmpint (t.percy_turn, ==, 9);
  g_assert_false (t.shot_heard);
  mt_ok (s, "call-to-arms");
  mt_ok (s, "call-done");
  mt_cards (s, "19");
  mt_ok (s, "draw-card");
  b2c_view_tracks (b2ct_state (s), &t);
  g_assert_cmpstr (t.phase, ==, "actions");
  g_assert_cmpint (t.actions[REVROAD_BRITISH], ==, 4);
  g_assert_cmpint (t.acting, ==, REVROAD_BRITISH);
  b2c_view_card (b2ct_state (s), &card);
  g_assert_cmpstr (card.id, ==, "19");
  g_assert_cmpint (card.hash, ==, 3);
  g_assert_cmpstr (card.hash_source, ==, "reconstructed");
  g_assert_cmpuint (card.n_draw, ==, 21);
}

static void
test_pending_and_candidates (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");
  g_autoptr(MusterPending) p = NULL;
  g_autoptr(GPtrArray) candidates = NULL;
  gboolean found = FALSE, suggested = FALSE;

  g_assert_null (muster_state_get_pending (mt_state (s)));
  b2ct_put (s, "reg-1 mm-1", "lexington", "");
  candidates = muster_state_list_candidates (mt_state (s), "attack", FALSE);
  for (guint i = 0; i < candidates->len; i++)
    {
      const char * const *args = g_ptr_array_index (candidates, i);

      if (g_strcmp0 (args[0], "lexington") == 0)
        {
          found = TRUE;
          g_assert_true (muster_state_check (mt_state (s), "attack", args, FALSE, NULL));
        }
    }
  g_assert_true (found);
  mt_ok (s, "attack lexington");
  p = muster_state_get_pending (mt_state (s));
  g_assert_nonnull (p);
  g_assert_cmpstr (p->side, ==, "patriot");
  g_assert_cmpstr (p->rule, ==, "7.1");
  g_assert_cmpstr (p->place, ==, "lexington");
  g_assert_true (g_strv_contains ((const char * const *) p->actions, "stand"));
  g_assert_true (g_strv_contains ((const char * const *) p->actions, "retreat-before-combat"));
  g_assert_true (g_strv_contains ((const char * const *) p->items, "mm-1"));
  g_assert_true (g_strv_contains ((const char * const *) p->item_labels, "Minutemen 1"));
  /* A sentence in words: the region's name, no ids. */
  g_assert_nonnull (strstr (p->text, "Lexington"));
  g_assert_null (strstr (p->text, "retreat-before-combat"));
  g_assert_null (strstr (p->text, "lexington"));
  /* Every suggestion is an answer the engine accepts. */
  for (guint i = 0; i < p->suggestions->len; i++)
    {
      const MusterSuggestion *sug = g_ptr_array_index (p->suggestions, i);

      g_assert_true (muster_pending_answers (p, sug->action));
      g_assert_true (muster_state_check (mt_state (s), sug->action, (const char * const *) sug->args, FALSE, NULL));
      suggested |= g_str_equal (sug->action, "stand");
    }
  g_assert_true (suggested);
  g_assert_cmpstr (muster_state_get_acting_side (mt_state (s)), ==, "patriot");
}

static void
test_hinder_and_board_check (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "patriot");
  B2cHinderView h;
  B2cRegionView v;
  g_autofree char *check = NULL;

  b2ct_put (s, "reg-1", "lexington", "b");
  mt_ok (s, "hinder place move menotomy");
  b2c_view_hinder (b2ct_state (s), 0, &h);
  g_assert_cmpstr (h.marker, ==, "move");
  g_assert_cmpint (h.owner, ==, REVROAD_PATRIOT);
  g_assert_cmpint (h.place, ==, B2C_HINDER_VIEW_ON_MAP);
  g_assert_cmpint (h.face, ==, 2);
  b2c_view_region (b2ct_state (s), b2c_view_find_region (b2ct_state (s), "menotomy"), &v);
  g_assert_cmpint (v.hinder_move, ==, 2);
  check = b2c_view_board_check (b2ct_state (s));
  g_assert_nonnull (strstr (check, "Lexington (lexington): broken Regular 1 [reg-1]"));
  g_assert_nonnull (strstr (check, "Menotomy (menotomy): Hinder Movement (2)"));
  g_assert_nonnull (strstr (check, "Militia Draw Pool: 21"));
  /* For people, the same place by place, without the ids. */
  {
    g_autoptr(GPtrArray) lines = muster_state_get_board_check (mt_state (s));
    g_autoptr(MusterCheckLine) lexington = muster_check_line_new ("Lexington", "broken Regular 1");
    g_autoptr(MusterCheckLine) menotomy = muster_check_line_new ("Menotomy", "Hinder Movement (2)");
    g_autoptr(MusterCheckLine) pool = muster_check_line_new ("Militia Draw Pool", "21 counters in the cup");
    guint found = 0;

    for (guint i = 0; i < lines->len; i++)
      {
        const MusterCheckLine *line = g_ptr_array_index (lines, i);

        found += muster_check_line_equal (line, lexington) + muster_check_line_equal (line, menotomy) +
                 muster_check_line_equal (line, pool);
        g_assert_null (strchr (line->contents, '['));
      }
    g_assert_cmpuint (found, ==, 3);
  }
}

/* MusterState.get_tracks: borrowed tracks that stay valid and follow the
 * state (the generic tracks panel keeps the array). */
static void
test_muster_tracks (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 2, "british");
  /* The state itself, as the panel holds it, an action applied to it. */
  MusterState *state = mt_state (s);
  g_autoptr(GPtrArray) first = muster_state_get_tracks (state);
  g_autoptr(GPtrArray) second = NULL;
  g_autoptr(MusterEntry) pass = muster_entry_new ("pass", NULL);
  MusterTrack *british = NULL;

  for (guint i = 0; i < first->len; i++)
    if (g_str_equal (((MusterTrack *) g_ptr_array_index (first, i))->id, "actions-british"))
      british = g_ptr_array_index (first, i);
  g_assert_nonnull (british);
  g_assert_cmpint (british->value, ==, 3);
  g_assert_true (muster_state_apply (state, pass, s->chance, NULL));
  second = muster_state_get_tracks (state);
  g_assert_cmpuint (second->len, ==, first->len);
  g_assert_cmpint (british->value, ==, 2);
  g_assert_true (g_ptr_array_find (second, british, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/view/regions-borders", test_regions_and_borders);
  g_test_add_func ("/b2c/view/units-tracks", test_units_and_tracks);
  g_test_add_func ("/b2c/view/pending-candidates", test_pending_and_candidates);
  g_test_add_func ("/b2c/view/hinder-board-check", test_hinder_and_board_check);
  g_test_add_func ("/b2c/view/muster-tracks", test_muster_tracks);
  return g_test_run ();
}
