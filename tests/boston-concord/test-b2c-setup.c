/* test-b2c-setup.c: From Boston to Concord set-ups (15.1-15.4), the FAQ on
 * Gather markers, the reconstructed map and the deck per scenario.
 * Numbers in comments are rules-checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

static int
count_units (B2cState    *s,
             RevroadKind  kind,
             RevroadSide  side,
             const char  *region,
             gboolean     inactive_only)
{
  int n = 0;

  for (guint i = 0; i < b2c_n_units (s); i++)
    {
      RevroadUnit *u = b2c_unit (s, (int) i);

      if (b2c_def (s, (int) i)->kind != kind || b2c_def (s, (int) i)->side != side || !revroad_unit_on_map (u))
        continue;
      if (region && g_strcmp0 (b2c_region_id (s, u->region), region) != 0)
        continue;
      if (inactive_only && !(u->markers & REVROAD_MARK_INACTIVE))
        continue;
      n++;
    }
  return n;
}

/* faq-1 (176), 25, 162-164 (15.1): the two-player set-up. */
static void
test_two_player (void)
{
  g_autoptr(B2cState) s = b2c_test_new ("two-player", NULL);
  static const char * const gather[] = {
    "concord", "lincoln", "lexington", "waltham", "menotomy", "watertown", "medford",
    "watsons-corner", "cambridge", "brookline", "winnisimmet", "roxbury", "charlestown", NULL,
  };
  int n_gather = 0, n_alert = 0, n_ha = 0, numbered = 0;

  for (guint r = 0; r < s->regions->len; r++)
    {
      B2cRegion *reg = b2c_region (s, (int) r);

      if (reg->gather != B2C_GATHER_NONE)
        {
          n_gather++;
          g_assert_true (g_strv_contains (gather, b2c_region_id (s, (int) r)));
          g_assert_cmpint (reg->gather, ==, g_str_equal (b2c_region_id (s, (int) r), "charlestown")
                                            ? B2C_GATHER_MUSTER : B2C_GATHER_GATHER);
          /* A hidden Militia under every Gather marker. */
          g_assert_cmpint (count_units (s, REVROAD_KIND_MILITIA, REVROAD_PATRIOT, b2c_region_id (s, (int) r), TRUE), ==, 1);
        }
      if (reg->alert)
        {
          n_alert++;
          g_assert_true (revroad_map_has_tag (s->map, (int) r, "alert"));
          g_assert_cmpint (count_units (s, REVROAD_KIND_MILITIA, REVROAD_PATRIOT, b2c_region_id (s, (int) r), TRUE), ==, 1);
        }
      if (reg->ha >= 0)
        {
          n_ha++;
          numbered += reg->ha > 0;
        }
    }
  g_assert_cmpint (n_gather, ==, 13);
  g_assert_cmpint (n_alert, >, 0);
  /* 36 (4.7, 15.1): 13 Hidden Arms, five numbered. */
  g_assert_cmpint (n_ha, ==, 13);
  g_assert_cmpint (numbered, ==, 5);
  g_assert_cmpint (b2c_region (s, b2c_find_region (s, "menotomy"))->ha, ==, 1);
  g_assert_cmpint (b2c_region (s, b2c_find_region (s, "watertown"))->ha, ==, 2);
  g_assert_cmpint (b2c_region (s, b2c_find_region (s, "lexington"))->ha, ==, 3);
  g_assert_cmpint (b2c_region (s, b2c_find_region (s, "lincoln"))->ha, ==, 4);
  g_assert_cmpint (b2c_region (s, b2c_find_region (s, "barretts-farm"))->ha, ==, 5);
  g_assert_true (revroad_map_adjacent (s->map, b2c_find_region (s, "barretts-farm"), b2c_find_region (s, "concord")));

  g_assert_cmpint (count_units (s, REVROAD_KIND_MINUTEMAN, REVROAD_PATRIOT, NULL, TRUE), ==, 7);
  g_assert_cmpint (count_units (s, REVROAD_KIND_LEADER, REVROAD_PATRIOT, NULL, TRUE), ==, 10);
  g_assert_cmpint (count_units (s, REVROAD_KIND_REGULAR, REVROAD_BRITISH, "boston", FALSE), ==, 7);
  g_assert_cmpstr (b2c_test_where (s, "smith"), ==, "boston");
  g_assert_cmpstr (b2c_test_where (s, "pitcairn"), ==, "boston");
  g_assert_cmpstr (b2c_test_where (s, "percy"), ==, "off");
  g_assert_cmpstr (b2c_test_where (s, "reg-8"), ==, "off");
  g_assert_cmpstr (b2c_test_where (s, "revere"), ==, "charlestown");
  g_assert_false (b2c_test_marks (s, "revere") & REVROAD_MARK_INACTIVE);  /* */
  g_assert_cmpstr (b2c_test_where (s, "dawes"), ==, "boston");
  g_assert_true (b2c_test_marks (s, "prescott") & REVROAD_MARK_INACTIVE);
  g_assert_cmpstr (b2c_test_where (s, "adams"), ==, "lexington");
  g_assert_true (b2c_test_marks (s, "hancock") & REVROAD_MARK_INACTIVE);
  g_assert_cmpuint (revroad_militia_pool_left (s->pool), ==, 21);
  g_assert_cmpuint (muster_deck_get_n_draw (s->deck), ==, 22);
  g_assert_cmpint (s->tracks.turn, ==, 1);
  g_assert_cmpint (s->tracks.vp[REVROAD_BRITISH] + s->tracks.vp[REVROAD_PATRIOT], ==, 0);
  g_assert_cmpint (s->phase, ==, B2C_PHASE_PREGAME);
}

/* 161 (15.1 optional placement): the named leaders in their towns. */
static void
test_historical_leaders (void)
{
  g_autoptr(B2cState) s = b2c_test_new ("two-player", "historical-leaders=true", NULL);

  g_assert_cmpstr (b2c_test_where (s, "warren"), ==, "roxbury");
  g_assert_cmpstr (b2c_test_where (s, "heath"), ==, "brookline");
  g_assert_cmpstr (b2c_test_where (s, "putnam"), ==, "medford");
  g_assert_cmpstr (b2c_test_where (s, "buttrick"), ==, "lincoln");
  g_assert_cmpstr (b2c_test_where (s, "baldwin"), ==, "menotomy");
  g_assert_cmpstr (b2c_test_where (s, "barrett"), ==, "concord");
  g_assert_cmpstr (b2c_test_where (s, "pickering"), ==, "alert-northeast");
  g_assert_cmpstr (b2c_test_where (s, "davis"), ==, "alert-west-edge");
  g_assert_cmpstr (b2c_test_where (s, "frye"), ==, "alert-north-central");
}

/* 165 (15.2): the solitaire set-up; militia “drawn from the pool” are
 * drawn at the first card. */
static void
test_solitaire_setup (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_new ("solitaire", NULL);
  int broken = 0;

  g_assert_cmpint (s->tracks.turn, ==, 8);
  g_assert_cmpint (s->tracks.last_turn, ==, 12);
  g_assert_cmpint (s->phase, ==, B2C_PHASE_DRAW);
  g_assert_true (s->shot_heard);
  g_assert_true (s->concord_entered);
  g_assert_cmpint (count_units (s, REVROAD_KIND_REGULAR, REVROAD_BRITISH, "boston", FALSE), ==, 8);
  g_assert_cmpstr (b2c_test_where (s, "cannon"), ==, "boston");
  g_assert_cmpstr (b2c_test_where (s, "percy"), ==, "boston");
  g_assert_cmpint (count_units (s, REVROAD_KIND_REGULAR, REVROAD_BRITISH, "concord", FALSE), ==, 7);
  for (int i = 1; i <= 7; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      broken += b2c_test_flipped (s, id);
    }
  g_assert_cmpint (broken, ==, 4);
  g_assert_cmpint (count_units (s, REVROAD_KIND_LEADER, REVROAD_PATRIOT, "cambridge", FALSE), ==, 2);
  g_assert_cmpint (count_units (s, REVROAD_KIND_MILITIA, REVROAD_PATRIOT, "cambridge", FALSE), ==, 4);
  g_assert_cmpint (count_units (s, REVROAD_KIND_MINUTEMAN, REVROAD_PATRIOT, "lincoln", FALSE), ==, 2);
  g_assert_cmpint (count_units (s, REVROAD_KIND_LEADER, REVROAD_PATRIOT, "concord", FALSE), ==, 3);
  g_assert_cmpint (count_units (s, REVROAD_KIND_MILITIA, REVROAD_PATRIOT, "concord", FALSE), ==, 5);
  g_assert_true (b2c_test_flipped (s, "mm-5"));
  /* No Gather, Alert or Hidden Arms markers, no riders. */
  for (guint r = 0; r < s->regions->len; r++)
    g_assert_true (b2c_region (s, (int) r)->gather == 0 && !b2c_region (s, (int) r)->alert &&
                   b2c_region (s, (int) r)->ha < 0);
  g_assert_cmpstr (b2c_test_where (s, "revere"), ==, "off");

  /* The eight “drawn” Militia come out of the cup with the first card. */
  b2c_test_cards (chance, "m1-1", "m1-2", "m2-1", "m0-1", "m1-3", "m1-4", "m2-2", "m1-5", "1", NULL);
  b2c_test_dice (chance, 2, 0);
  g_free (b2c_test_do (s, chance, "draw-card", NULL));
  g_assert_cmpuint (revroad_militia_pool_left (s->pool), ==, 13);
  g_assert_cmpint (b2c_test_strength (s, "mil-13"), ==, 2);
  g_assert_cmpint (b2c_test_strength (s, "mil-1"), ==, -1);
}

/* 174-175 (15.3, 15.4): the bot scenarios take out the cards favouring the
 * human side. */
static void
test_bot_decks (void)
{
  g_autoptr(B2cState) vs_patriot = b2c_test_new ("vs-patriot-bot", NULL);
  g_autoptr(B2cState) vs_british = b2c_test_new ("vs-british-bot", NULL);
  GPtrArray *removed;

  removed = muster_deck_get_removed (vs_patriot->deck);
  g_assert_cmpuint (removed->len, >, 0);
  for (guint i = 0; i < removed->len; i++)
    {
      const MusterCard *card = muster_deck_lookup (vs_patriot->deck, g_ptr_array_index (removed, i));
      g_assert_true (revroad_card_british (card) == 5 || revroad_card_british (card) > revroad_card_patriot (card));
    }
  for (guint i = 0; i < 22; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i + 1);
      const MusterCard *card = muster_deck_lookup (vs_british->deck, id);
      gboolean out = revroad_card_patriot (card) == 5 || revroad_card_patriot (card) > revroad_card_british (card);

      g_assert_cmpint (out, ==, !muster_deck_contains_in_draw (vs_british->deck, id));
    }
  g_assert_cmpint (vs_patriot->tracks.turn, ==, 8);
}

/* Corrections before the first draw rebuild a bot deck. */
static void
test_bot_deck_correction (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = b2c_test_new ("vs-patriot-bot", NULL);

  g_assert_false (muster_deck_contains_in_draw (s->deck, "4"));  /* 5 British actions */
  g_free (b2c_test_do (s, chance, "set-card", "4", "2", "3", "0", NULL));
  g_assert_true (muster_deck_contains_in_draw (s->deck, "4"));
  g_free (b2c_test_do (s, chance, "set-card", "1", "4", "3", "0", NULL));
  g_assert_false (muster_deck_contains_in_draw (s->deck, "1"));
}

/* 5 (3.0) and GAMES.md: the map is connected and marked reconstructed. */
static void
test_map_data (void)
{
  g_autoptr(B2cState) s = b2c_test_new ("two-player", NULL);
  int boston = b2c_find_region (s, "boston");
  guint n = revroad_map_get_n_regions (s->map);
  g_autofree int *dist = g_new (int, n);
  int lex = b2c_find_region (s, "lexington");

  revroad_map_distances (s->map, boston, "rider-box", dist);
  for (guint r = 0; r < n; r++)
    if (!revroad_map_has_tag (s->map, (int) r, "rider-box"))
      g_assert_cmpint (dist[r], <, G_MAXINT);
  g_assert_true (revroad_map_border_is_reconstructed (s->map, boston, b2c_find_region (s, "boston-neck")));
  g_assert_false (revroad_map_adjacent (s->map, boston, b2c_find_region (s, "charlestown")));
  /* Elm Brook and Hobb Brook are streams (3.0). */
  g_assert_true (revroad_map_stream_without_road (s->map, b2c_find_region (s, "lincoln"), b2c_find_region (s, "bedford")));
  g_assert_true (revroad_map_stream_without_road (s->map, b2c_find_region (s, "lincoln"), b2c_find_region (s, "waltham")));
  g_assert_cmpint (revroad_map_find_tagged (s->map, "landing"), >=, 0);
  g_assert_true (revroad_map_has_tag (s->map, lex, "muster"));
  {
    B2cRegionView v;

    b2c_view_region (s, lex, &v);
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
