/* test-b2c-setup.c: From Boston to Concord set-ups (15.1-15.4), the FAQ on
 * Gather markers, the reconstructed map and the deck per scenario.
 * Numbers in comments are rules-checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

static int
count_units (MtGame      *g,
             RevroadKind  kind,
             RevroadSide  side,
             const char  *region,
             gboolean     inactive_only)
{
  g_autoptr(GArray) units = b2ct_units_on_map (g, region);
  int n = 0;

  for (guint i = 0; i < units->len; i++)
    {
      B2cUnitView *u = &g_array_index (units, B2cUnitView, i);

      if (u->kind != kind || u->side != side)
        continue;
      if (inactive_only && !(u->markers & REVROAD_MARK_INACTIVE))
        continue;
      n++;
    }
  return n;
}

static B2cRegionView
region_at (MtGame *g,
           guint   r)
{
  B2cRegionView view;

  b2c_view_region (b2ct_state (g), (int) r, &view);
  return view;
}

/* faq-1 (176), 25, 162-164 (15.1): the two-player set-up. */
static void
test_two_player (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", NULL);
  static const char * const gather[] = {
    "concord", "lincoln", "lexington", "waltham", "menotomy", "watertown", "medford",
    "watsons-corner", "cambridge", "brookline", "winnisimmet", "roxbury", "charlestown", NULL,
  };
  int n_gather = 0, n_alert = 0, n_ha = 0, numbered = 0;

  for (guint r = 0; r < b2c_view_n_regions (b2ct_state (s)); r++)
    {
      B2cRegionView reg = region_at (s, r);

      if (reg.gather != B2C_VIEW_GATHER_NONE)
        {
          n_gather++;
          g_assert_true (g_strv_contains (gather, reg.id));
          g_assert_cmpint (reg.gather, ==, g_str_equal (reg.id, "charlestown") ? B2C_VIEW_MUSTER : B2C_VIEW_GATHER);
          /* A hidden Militia under every Gather marker. */
          g_assert_cmpint (count_units (s, REVROAD_KIND_MILITIA, REVROAD_PATRIOT, reg.id, TRUE), ==, 1);
        }
      if (reg.alert)
        {
          n_alert++;
          g_assert_true (reg.flags & B2C_REGION_ALERT_BOX);
          g_assert_cmpint (count_units (s, REVROAD_KIND_MILITIA, REVROAD_PATRIOT, reg.id, TRUE), ==, 1);
        }
      if (reg.hidden_arms >= 0)
        {
          n_ha++;
          numbered += reg.hidden_arms > 0;
        }
    }
  g_assert_cmpint (n_gather, ==, 13);
  g_assert_cmpint (n_alert, >, 0);
  /* 36 (4.7, 15.1): 13 Hidden Arms, five numbered. */
  g_assert_cmpint (n_ha, ==, 13);
  g_assert_cmpint (numbered, ==, 5);
  g_assert_cmpint (b2ct_region_view (s, "menotomy").hidden_arms, ==, 1);
  g_assert_cmpint (b2ct_region_view (s, "watertown").hidden_arms, ==, 2);
  g_assert_cmpint (b2ct_region_view (s, "lexington").hidden_arms, ==, 3);
  g_assert_cmpint (b2ct_region_view (s, "lincoln").hidden_arms, ==, 4);
  g_assert_cmpint (b2ct_region_view (s, "barretts-farm").hidden_arms, ==, 5);
  g_assert_true (b2ct_border (s, "barretts-farm", "concord").adjacent);

  g_assert_cmpint (count_units (s, REVROAD_KIND_MINUTEMAN, REVROAD_PATRIOT, NULL, TRUE), ==, 7);
  g_assert_cmpint (count_units (s, REVROAD_KIND_LEADER, REVROAD_PATRIOT, NULL, TRUE), ==, 10);
  g_assert_cmpint (count_units (s, REVROAD_KIND_REGULAR, REVROAD_BRITISH, "boston", FALSE), ==, 7);
  g_assert_cmpstr (b2ct_where (s, "smith"), ==, "boston");
  g_assert_cmpstr (b2ct_where (s, "pitcairn"), ==, "boston");
  g_assert_cmpstr (b2ct_where (s, "percy"), ==, "off");
  g_assert_cmpstr (b2ct_where (s, "reg-8"), ==, "off");
  g_assert_cmpstr (b2ct_where (s, "revere"), ==, "charlestown");
  g_assert_false (b2ct_marks (s, "revere") & REVROAD_MARK_INACTIVE);  /* */
  g_assert_cmpstr (b2ct_where (s, "dawes"), ==, "boston");
  g_assert_true (b2ct_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  g_assert_cmpstr (b2ct_where (s, "adams"), ==, "lexington");
  g_assert_true (b2ct_marks (s, "hancock") & REVROAD_MARK_INACTIVE);
  g_assert_cmpuint (muster_deck_get_n_draw (b2ct_deck (s, TRUE)), ==, 21);
  g_assert_cmpuint (muster_deck_get_n_draw (b2ct_deck (s, FALSE)), ==, 22);
  g_assert_cmpint (b2ct_tracks (s).turn, ==, 1);
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH] + b2ct_tracks (s).vp[REVROAD_PATRIOT], ==, 0);
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "pregame");
}

/* 161 (15.1 optional placement): the named leaders in their towns. */
static void
test_historical_leaders (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", "historical-leaders=true", NULL);

  g_assert_cmpstr (b2ct_where (s, "warren"), ==, "roxbury");
  g_assert_cmpstr (b2ct_where (s, "heath"), ==, "brookline");
  g_assert_cmpstr (b2ct_where (s, "putnam"), ==, "medford");
  g_assert_cmpstr (b2ct_where (s, "buttrick"), ==, "lincoln");
  g_assert_cmpstr (b2ct_where (s, "baldwin"), ==, "menotomy");
  g_assert_cmpstr (b2ct_where (s, "barrett"), ==, "concord");
  g_assert_cmpstr (b2ct_where (s, "pickering"), ==, "alert-northeast");
  g_assert_cmpstr (b2ct_where (s, "davis"), ==, "alert-west-edge");
  g_assert_cmpstr (b2ct_where (s, "frye"), ==, "alert-north-central");
}

/* 165 (15.2): the solitaire set-up; militia “drawn from the pool” are
 * drawn at the first card. */
static void
test_solitaire_setup (void)
{
  g_autoptr(MtGame) s = b2ct_new ("solitaire", NULL);
  int broken = 0;

  g_assert_cmpint (b2ct_tracks (s).turn, ==, 8);
  g_assert_cmpint (b2ct_tracks (s).last_turn, ==, 12);
  g_assert_cmpstr (b2ct_tracks (s).phase, ==, "draw");
  g_assert_true (b2ct_tracks (s).shot_heard);
  g_assert_true (b2ct_tracks (s).concord_entered);
  g_assert_cmpint (count_units (s, REVROAD_KIND_REGULAR, REVROAD_BRITISH, "boston", FALSE), ==, 8);
  g_assert_cmpstr (b2ct_where (s, "cannon"), ==, "boston");
  g_assert_cmpstr (b2ct_where (s, "percy"), ==, "boston");
  g_assert_cmpint (count_units (s, REVROAD_KIND_REGULAR, REVROAD_BRITISH, "concord", FALSE), ==, 7);
  for (int i = 1; i <= 7; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      broken += b2ct_flipped (s, id);
    }
  g_assert_cmpint (broken, ==, 4);
  g_assert_cmpint (count_units (s, REVROAD_KIND_LEADER, REVROAD_PATRIOT, "cambridge", FALSE), ==, 2);
  g_assert_cmpint (count_units (s, REVROAD_KIND_MILITIA, REVROAD_PATRIOT, "cambridge", FALSE), ==, 4);
  g_assert_cmpint (count_units (s, REVROAD_KIND_MINUTEMAN, REVROAD_PATRIOT, "lincoln", FALSE), ==, 2);
  g_assert_cmpint (count_units (s, REVROAD_KIND_LEADER, REVROAD_PATRIOT, "concord", FALSE), ==, 3);
  g_assert_cmpint (count_units (s, REVROAD_KIND_MILITIA, REVROAD_PATRIOT, "concord", FALSE), ==, 5);
  g_assert_true (b2ct_flipped (s, "mm-5"));
  /* No Gather, Alert or Hidden Arms markers, no riders. */
  for (guint r = 0; r < b2c_view_n_regions (b2ct_state (s)); r++)
    g_assert_true (region_at (s, r).gather == B2C_VIEW_GATHER_NONE && !region_at (s, r).alert &&
                   region_at (s, r).hidden_arms < 0);
  g_assert_cmpstr (b2ct_where (s, "revere"), ==, "off");

  /* The eight “drawn” Militia come out of the cup with the first card. */
  mt_cards (s, "m1-1 m1-2 m2-1 m0-1 m1-3 m1-4 m2-2 m1-5 1");
  mt_dice (s, "2");
  g_free (b2ct_do (s, "draw-card"));
  g_assert_cmpuint (muster_deck_get_n_draw (b2ct_deck (s, TRUE)), ==, 13);
  g_assert_cmpint (b2ct_strength (s, "mil-13"), ==, 2);
  g_assert_cmpint (b2ct_strength (s, "mil-1"), ==, -1);
}

/* 174-175 (15.3, 15.4): the bot scenarios take out the cards favouring the
 * human side. */
static void
test_bot_decks (void)
{
  g_autoptr(MtGame) vs_patriot = b2ct_new ("vs-patriot-bot", NULL);
  g_autoptr(MtGame) vs_british = b2ct_new ("vs-british-bot", NULL);
  MusterDeck *british_deck = b2ct_deck (vs_british, FALSE);
  MusterDeck *patriot_deck = b2ct_deck (vs_patriot, FALSE);
  GPtrArray *removed;

  removed = muster_deck_get_removed (patriot_deck);
  g_assert_cmpuint (removed->len, >, 0);
  for (guint i = 0; i < removed->len; i++)
    {
      const MusterCard *card = muster_deck_lookup (patriot_deck, g_ptr_array_index (removed, i));
      g_assert_true (muster_card_get_int (card, "british", 0) == 5 || muster_card_get_int (card, "british", 0) > muster_card_get_int (card, "patriot", 0));
    }
  for (guint i = 0; i < 22; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i + 1);
      const MusterCard *card = muster_deck_lookup (british_deck, id);
      gboolean out = muster_card_get_int (card, "patriot", 0) == 5 || muster_card_get_int (card, "patriot", 0) > muster_card_get_int (card, "british", 0);

      g_assert_cmpint (out, ==, !muster_deck_contains_in_draw (british_deck, id));
    }
  g_assert_cmpint (b2ct_tracks (vs_patriot).turn, ==, 8);
}

/* Corrections before the first draw rebuild a bot deck. */
static void
test_bot_deck_correction (void)
{
  g_autoptr(MtGame) s = b2ct_new ("vs-patriot-bot", NULL);

  g_assert_false (muster_deck_contains_in_draw (b2ct_deck (s, FALSE), "4"));  /* 5 British actions */
  g_free (b2ct_do (s, "set-card 4 2 3 0"));
  g_assert_true (muster_deck_contains_in_draw (b2ct_deck (s, FALSE), "4"));
  g_free (b2ct_do (s, "set-card 1 4 3 0"));
  g_assert_false (muster_deck_contains_in_draw (b2ct_deck (s, FALSE), "1"));
}

/* 5 (3.0) and GAMES.md: the map is connected and marked reconstructed. */
static void
test_map_data (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", NULL);
  B2cState *state = b2ct_state (s);
  guint n = b2c_view_n_regions (state);
  g_autofree gboolean *reached = g_new0 (gboolean, n);
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (int));
  int boston = b2c_view_find_region (state, "boston");
  gboolean landing = FALSE;

  /* Every region but the Nightrider boxes is reached from Boston over
   * adjacent borders, without passing through a Nightrider box. */
  reached[boston] = TRUE;
  g_array_append_val (queue, boston);
  for (guint head = 0; head < queue->len; head++)
    {
      int r = g_array_index (queue, int, head);
      g_autoptr(GArray) borders = b2c_view_borders (state, r);

      if (r != boston && (region_at (s, (guint) r).flags & B2C_REGION_RIDER_BOX))
        continue;
      for (guint j = 0; j < borders->len; j++)
        {
          B2cBorderView *b = &g_array_index (borders, B2cBorderView, j);

          if (b->adjacent && !reached[b->region])
            {
              reached[b->region] = TRUE;
              g_array_append_val (queue, b->region);
            }
        }
    }
  for (guint r = 0; r < n; r++)
    {
      if (!(region_at (s, r).flags & B2C_REGION_RIDER_BOX))
        g_assert_true (reached[r]);
      landing |= (region_at (s, r).flags & B2C_REGION_LANDING) != 0;
    }
  g_assert_cmpstr (b2ct_border (s, "boston", "boston-neck").source, ==, "reconstructed");
  g_assert_false (b2ct_border (s, "boston", "charlestown").adjacent);
  /* Elm Brook and Hobb Brook are streams (3.0). */
  g_assert_cmpint (b2ct_border (s, "lincoln", "bedford").water, ==, REVROAD_WATER_STREAM);
  g_assert_false (b2ct_border (s, "lincoln", "bedford").road);
  g_assert_cmpint (b2ct_border (s, "lincoln", "waltham").water, ==, REVROAD_WATER_STREAM);
  g_assert_false (b2ct_border (s, "lincoln", "waltham").road);
  g_assert_true (landing);
  {
    B2cRegionView v = b2ct_region_view (s, "lexington");

    g_assert_true (v.flags & B2C_REGION_MUSTER_ICON);
    g_assert_cmpstr (v.source, ==, "reconstructed");
    g_assert_true (v.flags & B2C_REGION_TOWN);
    g_assert_cmpint (v.x, >=, 0);
    g_assert_cmpint (v.x, <=, 1000);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/setup/two-player-faq1", test_two_player);
  g_test_add_func ("/b2c/setup/historical-leaders", test_historical_leaders);
  g_test_add_func ("/b2c/setup/solitaire", test_solitaire_setup);
  g_test_add_func ("/b2c/setup/bot-decks", test_bot_decks);
  g_test_add_func ("/b2c/setup/bot-deck-correction", test_bot_deck_correction);
  g_test_add_func ("/b2c/setup/map", test_map_data);
  return g_test_run ();
}
