/* test-revroad-common.c: the engine both Revolution Road games share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "muster-games.h"
#include "revroad/revroad-cards.h"
#include "revroad/revroad-dice.h"
#include "revroad/revroad-map.h"
#include "revroad/revroad-militia.h"
#include "revroad/revroad-tracks.h"
#include "revroad/revroad-units.h"

static void
init (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (muster_games_get_registry (&error));
  g_assert_no_error (error);
}

/* The shipped deck keeps every known constraint (facts/revolution-road.md):
 * 22 cards, actions 0-5, ten cards with hash marks (4 x 1, 4 x 2, 2 x 3),
 * and cards that the solitaire scenarios remove exist on both sides. */
static void
test_cards_constraints (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCardSet) set = NULL;
  int hashes[4] = { 0 };
  g_auto(GStrv) british_removed = NULL;
  g_auto(GStrv) patriot_removed = NULL;
  gboolean five_british = FALSE, five_patriot = FALSE;

  init ();
  set = revroad_cards_load (REVROAD_CARDS_RESOURCE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_card_set_get_n_cards (set), ==, 22);
  for (guint i = 0; i < 22; i++)
    {
      const MusterCard *card = muster_card_set_get_card (set, i);
      g_autofree char *id = g_strdup_printf ("%u", i + 1);

      g_assert_cmpstr (card->id, ==, id);
      g_assert_cmpint (revroad_card_british (card), >=, 0);
      g_assert_cmpint (revroad_card_british (card), <=, 5);
      g_assert_cmpint (revroad_card_patriot (card), >=, 0);
      g_assert_cmpint (revroad_card_patriot (card), <=, 5);
      g_assert_cmpint (revroad_card_hash (card), <=, 3);
      g_assert_true (revroad_card_is_reconstructed (card));
      hashes[revroad_card_hash (card)]++;
      five_british |= revroad_card_british (card) == 5;
      five_patriot |= revroad_card_patriot (card) == 5;
    }
  g_assert_cmpint (hashes[0], ==, 12);
  g_assert_cmpint (hashes[1], ==, 4);
  g_assert_cmpint (hashes[2], ==, 4);
  g_assert_cmpint (hashes[3], ==, 2);
  g_assert_true (five_british);
  g_assert_true (five_patriot);

  /* 15.3 takes out 5-British and British-favoured cards, 15.4 the mirror;
   * both leave a playable deck. */
  british_removed = revroad_cards_bot_removals (set, FALSE);
  patriot_removed = revroad_cards_bot_removals (set, TRUE);
  g_assert_cmpuint (g_strv_length (british_removed), >, 0);
  g_assert_cmpuint (g_strv_length (patriot_removed), >, 0);
  g_assert_cmpuint (g_strv_length (british_removed), <, 12);
  g_assert_cmpuint (g_strv_length (patriot_removed), <, 12);
  for (guint i = 0; british_removed[i]; i++)
    {
      const MusterCard *card = muster_card_set_lookup (set, british_removed[i]);
      g_assert_true (revroad_card_british (card) == 5 || revroad_card_british (card) > revroad_card_patriot (card));
    }
}

static void
test_cards_set_values (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCardSet) set = NULL;
  g_autoptr(MusterCardSet) fixed = NULL;
  const char *args[] = { "7", "1", "5", "2", NULL };
  const char *bad[] = { "7", "6", "5", "2", NULL };
  const char *bad_card[] = { "23", "1", "1", "0", NULL };
  const char *id;
  int b, p, h;

  init ();
  set = revroad_cards_load (REVROAD_CARDS_RESOURCE, &error);
  g_assert_no_error (error);
  g_assert_true (revroad_cards_parse_values (set, args, &id, &b, &p, &h, &error));
  fixed = revroad_cards_with_values (set, id, b, p, h, "user");
  g_assert_cmpint (revroad_card_british (muster_card_set_lookup (fixed, "7")), ==, 1);
  g_assert_cmpint (revroad_card_patriot (muster_card_set_lookup (fixed, "7")), ==, 5);
  g_assert_cmpint (revroad_card_hash (muster_card_set_lookup (fixed, "7")), ==, 2);
  g_assert_false (revroad_card_is_reconstructed (muster_card_set_lookup (fixed, "7")));
  /* The original set is untouched: states share it. */
  g_assert_true (revroad_card_is_reconstructed (muster_card_set_lookup (set, "7")));
  /* Only the players' own values are listed as corrections. */
  {
    g_autofree char *line = revroad_card_correction (muster_card_set_lookup (fixed, "7"));

    g_assert_cmpstr (line, ==, "set-card 7 1 5 2");
    g_assert_null (revroad_card_correction (muster_card_set_lookup (fixed, "8")));
  }

  g_assert_false (revroad_cards_parse_values (set, bad, &id, &b, &p, &h, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_clear_error (&error);
  g_assert_false (revroad_cards_parse_values (set, bad_card, &id, &b, &p, &h, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
}

/* 5.1/5.2: the side with more actions starts; a tie is a die roll, even
 * Patriot and odd British; sides alternate; a side at 0 sits out. */
static void
test_tracks_turn (void)
{
  RevroadTracks t;

  revroad_tracks_init (&t, 1, 12);
  g_assert_false (revroad_tracks_deal (&t, 4, 2));
  g_assert_cmpint (t.acting, ==, REVROAD_BRITISH);
  revroad_tracks_spend (&t);
  g_assert_cmpint (t.acting, ==, REVROAD_PATRIOT);
  revroad_tracks_spend (&t);
  g_assert_cmpint (t.acting, ==, REVROAD_BRITISH);
  revroad_tracks_spend (&t);
  g_assert_cmpint (t.acting, ==, REVROAD_PATRIOT);
  revroad_tracks_spend (&t);
  /* The Patriot track is at 0: the British spend the rest. */
  g_assert_cmpint (t.actions[REVROAD_PATRIOT], ==, 0);
  g_assert_cmpint (t.acting, ==, REVROAD_BRITISH);
  revroad_tracks_spend (&t);
  g_assert_cmpint (t.acting, ==, REVROAD_BRITISH);
  revroad_tracks_spend (&t);
  g_assert_true (revroad_tracks_phase_over (&t));
  g_assert_cmpint (t.acting, ==, REVROAD_NO_SIDE);

  g_assert_true (revroad_tracks_deal (&t, 3, 3));
  g_assert_cmpint (revroad_tracks_first_from_die (&t, 4), ==, REVROAD_PATRIOT);
  g_assert_cmpint (revroad_tracks_first_from_die (&t, 3), ==, REVROAD_BRITISH);
  g_assert_cmpint (revroad_tracks_first_from_die (&t, 6), ==, REVROAD_PATRIOT);
  g_assert_cmpint (revroad_tracks_first_from_die (&t, 1), ==, REVROAD_BRITISH);
}

/* 5.2 Reserve Actions: usable by the side to act when it does not have more
 * actions than its opponent, or has one action left; spending one leaves
 * the Action track alone and hands the turn over. */
static void
test_tracks_reserve (void)
{
  RevroadTracks t;
  g_autofree char *reason = NULL;

  revroad_tracks_init (&t, 1, 12);
  revroad_tracks_deal (&t, 4, 2);
  t.reserve[REVROAD_BRITISH] = 1;
  t.reserve[REVROAD_PATRIOT] = 2;
  g_assert_false (revroad_tracks_reserve_usable (&t, REVROAD_BRITISH, &reason));
  g_assert_true (g_str_has_prefix (reason, "5.2"));
  g_assert_false (revroad_tracks_reserve_usable (&t, REVROAD_PATRIOT, NULL));
  revroad_tracks_spend (&t);  /* British 3, Patriot 2 */
  g_assert_true (revroad_tracks_reserve_usable (&t, REVROAD_PATRIOT, NULL));
  t.reserve_armed = TRUE;
  revroad_tracks_spend (&t);
  g_assert_cmpint (t.actions[REVROAD_PATRIOT], ==, 2);
  g_assert_cmpint (t.reserve[REVROAD_PATRIOT], ==, 1);
  g_assert_cmpint (t.acting, ==, REVROAD_BRITISH);
  /* British 3 against 2: not usable; with one action left it is. */
  g_assert_false (revroad_tracks_reserve_usable (&t, REVROAD_BRITISH, NULL));
  t.actions[REVROAD_BRITISH] = 1;
  t.actions[REVROAD_PATRIOT] = 0;
  g_assert_true (revroad_tracks_reserve_usable (&t, REVROAD_BRITISH, NULL));
  t.reserve[REVROAD_BRITISH] = 0;
  g_assert_false (revroad_tracks_reserve_usable (&t, REVROAD_BRITISH, NULL));
}

static double
binomial (guint n,
          guint k,
          double p)
{
  double c = 1;

  for (guint i = 0; i < k; i++)
    c = c * (n - i) / (i + 1);
  return c * pow (p, k) * pow (1 - p, n - k);
}

/* Exact odds: British dice hit on 4-6 (p = 1/2), Patriots 5-6 (1/3); with
 * 14.4 militia hit on 6 only. */
static void
test_dice_odds (void)
{
  RevroadDicePool pool;
  g_autoptr(MusterDist) dist = NULL;
  g_autoptr(MusterDist) mixed = NULL;
  g_autoptr(MusterDist) reroll = NULL;

  revroad_dice_pool_init (&pool);
  revroad_dice_pool_add (&pool, 4, 4);
  dist = revroad_dice_pool_dist (&pool);
  for (guint k = 0; k <= 4; k++)
    g_assert_cmpfloat_with_epsilon (muster_dist_prob (dist, (int) k), binomial (4, k, 0.5), 1e-12);

  revroad_dice_pool_init (&pool);
  revroad_dice_pool_add (&pool, 1, 6);
  revroad_dice_pool_add (&pool, 1, 5);
  g_assert_cmpuint (revroad_dice_pool_hit_min (&pool, 0), ==, 5);
  g_assert_cmpuint (revroad_dice_pool_hit_min (&pool, 1), ==, 6);
  mixed = revroad_dice_pool_dist (&pool);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (mixed, 2), (1.0 / 3) * (1.0 / 6), 1e-12);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (mixed, 0), (2.0 / 3) * (5.0 / 6), 1e-12);

  /* One die hitting on 4-6 with a re-roll: 1/2 + 1/2 * 1/2. */
  revroad_dice_pool_init (&pool);
  revroad_dice_pool_add (&pool, 1, 4);
  pool.reroll = TRUE;
  reroll = revroad_dice_pool_dist (&pool);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (reroll, 1), 0.75, 1e-12);
}

static void
test_dice_roll (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(GError) error = NULL;
  RevroadDicePool pool;
  guint values[4];
  guint hits = 0;
  const guint script[] = { 4, 5, 6, 6 };

  revroad_dice_pool_init (&pool);
  revroad_dice_pool_add (&pool, 2, 6);  /* militia under 14.4 */
  revroad_dice_pool_add (&pool, 2, 5);  /* minutemen */
  muster_chance_supply_numbers (chance, script, 4);
  g_assert_true (revroad_dice_pool_roll (&pool, chance, REVROAD_PATRIOT, "test", values, &hits, &error));
  g_assert_no_error (error);
  /* Minutemen dice come first: 4 misses, 5 hits; militia 6 and 6 hit. */
  g_assert_cmpuint (hits, ==, 3);
  {
    g_autofree char *faces = revroad_dice_faces (values, 4);

    g_assert_cmpstr (faces, ==, "4 5 6 6");
  }
}

/* 15.1: the Militia Draw Pool holds 5 zeros, 11 ones and 5 twos. */
static void
test_militia_pool (void)
{
  g_autoptr(MusterCardSet) set = revroad_militia_counters ();
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(GError) error = NULL;
  MusterDeck *pool = revroad_militia_pool_new ();
  int counts[3] = { 0 };
  g_autofree char *drawn = NULL;
  int strength = -1;

  g_assert_cmpuint (muster_card_set_get_n_cards (set), ==, 21);
  for (guint i = 0; i < 21; i++)
    counts[muster_card_get_int (muster_card_set_get_card (set, i), "strength", -1)]++;
  g_assert_cmpint (counts[0], ==, 5);
  g_assert_cmpint (counts[1], ==, 11);
  g_assert_cmpint (counts[2], ==, 5);

  muster_chance_supply_card (chance, "m2-3");
  drawn = revroad_militia_draw (pool, chance, "Militia 1", &strength, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drawn, ==, "m2-3");
  g_assert_cmpint (strength, ==, 2);
  g_assert_cmpuint (revroad_militia_pool_left (pool), ==, 20);
  g_assert_cmpint (revroad_militia_counter_index ("m2-3"), ==, 18);
  muster_deck_free (pool);
}

static const char tiny_map[] =
  "<map id='t' name='T' source='reconstructed'>"
  "<region id='a' name='A' x='0' y='0'><tag name='town' source='rulebook 3.0'/><attr name='ha' value='3'/></region>"
  "<region id='b' name='B' x='10' y='0'/>"
  "<region id='c' name='C' x='20' y='0'/>"
  "<region id='d' name='D' x='30' y='0'/>"
  "<border a='a' b='b' road='true' source='reconstructed'/>"
  "<border a='b' b='c' water='river' source='reconstructed'/>"
  "<border a='b' b='d' water='river' road='true'/>"
  "<border a='c' b='d' water='stream'/>"
  "</map>";

/* 3.0: regions across dark water are adjacent only where a road crosses;
 * across a light blue stream they are adjacent. */
static void
test_map_graph (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = muster_xml_parse (tiny_map, sizeof tiny_map - 1, "tiny", &error);
  g_autoptr(RevroadMap) map = NULL;
  g_autoptr(RevroadMap) fixed = NULL;
  int dist[4];
  int a, b, c, d;
  gboolean exists, road;
  RevroadWater water;

  g_assert_no_error (error);
  map = revroad_map_read (xmlDocGetRootElement (doc), &error);
  g_assert_no_error (error);
  a = revroad_map_find (map, "a");
  b = revroad_map_find (map, "b");
  c = revroad_map_find (map, "c");
  d = revroad_map_find (map, "d");
  g_assert_true (revroad_map_adjacent (map, a, b));
  g_assert_true (revroad_map_road (map, a, b));
  g_assert_false (revroad_map_adjacent (map, b, c));
  g_assert_true (revroad_map_adjacent (map, b, d));
  g_assert_true (revroad_map_adjacent (map, c, d));
  g_assert_true (revroad_map_stream_without_road (map, c, d));
  g_assert_false (revroad_map_adjacent (map, a, c));
  g_assert_true (revroad_map_has_tag (map, a, "town"));
  g_assert_cmpstr (revroad_map_get_tag_source (map, a, "town"), ==, "rulebook 3.0");
  g_assert_cmpint (revroad_map_get_attr_int (map, a, "ha", 0), ==, 3);
  g_assert_true (revroad_map_border_is_reconstructed (map, a, b));
  g_assert_true (revroad_map_border_is_reconstructed (map, a, d));

  revroad_map_distances (map, a, NULL, dist);
  g_assert_cmpint (dist[a], ==, 0);
  g_assert_cmpint (dist[b], ==, 1);
  g_assert_cmpint (dist[d], ==, 2);
  g_assert_cmpint (dist[c], ==, 3);

  /* A player's correction: B and C are joined by a bridge. */
  g_assert_true (revroad_border_kind_parse ("river-road", &exists, &road, &water));
  fixed = revroad_map_with_border (map, b, c, exists, road, water, "user");
  g_assert_true (revroad_map_adjacent (fixed, b, c));
  g_assert_false (revroad_map_border_is_reconstructed (fixed, b, c));
  g_assert_false (revroad_map_adjacent (map, b, c));
  revroad_map_distances (fixed, a, NULL, dist);
  g_assert_cmpint (dist[c], ==, 2);
  g_assert_cmpstr (revroad_border_kind_id (revroad_map_find_border (fixed, b, c)), ==, "river-road");
}

/* 4.0, 4.2: a hit flips an unbroken unit or healthy leader and removes a
 * broken unit or wounded leader; 4.1: the field cannon goes at once, unless
 * it has a damaged side (Bunker Hill). */
static void
test_units_hits (void)
{
  g_autoptr(RevroadRoster) roster = revroad_roster_new ();
  RevroadUnit unit;
  int reg = revroad_roster_add (roster, "reg-1", "Regular 1", REVROAD_KIND_REGULAR, REVROAD_BRITISH, 2, NULL);
  int gun = revroad_roster_add (roster, "cannon", "Cannon", REVROAD_KIND_CANNON, REVROAD_BRITISH, 0, "percy");
  int mil = revroad_roster_add (roster, "mil-1", "Militia 1", REVROAD_KIND_MILITIA, REVROAD_PATRIOT, -1, NULL);
  int rider = revroad_roster_add (roster, "revere", "Revere", REVROAD_KIND_RIDER, REVROAD_PATRIOT, 0, NULL);

  g_assert_cmpint (revroad_roster_add (roster, "reg-1", "again", REVROAD_KIND_REGULAR, REVROAD_BRITISH, 2, NULL), ==, -1);
  g_assert_cmpint (revroad_roster_find (roster, "cannon"), ==, gun);

  revroad_unit_init (&unit, revroad_roster_get (roster, reg));
  unit.place = REVROAD_PLACE_MAP;
  unit.region = 0;
  g_assert_cmpint (revroad_unit_strength (revroad_roster_get (roster, reg), &unit), ==, 2);
  g_assert_cmpint (revroad_unit_hit (revroad_roster_get (roster, reg), &unit), ==, REVROAD_HIT_FLIPPED);
  g_assert_cmpint (revroad_unit_strength (revroad_roster_get (roster, reg), &unit), ==, 0);
  g_assert_cmpint (revroad_unit_hit (revroad_roster_get (roster, reg), &unit), ==, REVROAD_HIT_ELIMINATED);
  g_assert_false (revroad_unit_on_map (&unit));

  revroad_unit_init (&unit, revroad_roster_get (roster, gun));
  unit.place = REVROAD_PLACE_MAP;
  unit.region = 0;
  g_assert_cmpint (revroad_unit_hit (revroad_roster_get (roster, gun), &unit), ==, REVROAD_HIT_ELIMINATED);

  /* Bunker Hill 4.1: a field cannon with a damaged back flips first and
   * still rolls one die. */
  revroad_roster_set_back (roster, gun, 1);
  revroad_unit_init (&unit, revroad_roster_get (roster, gun));
  unit.place = REVROAD_PLACE_MAP;
  unit.region = 0;
  g_assert_cmpint (revroad_unit_hit (revroad_roster_get (roster, gun), &unit), ==, REVROAD_HIT_FLIPPED);
  g_assert_cmpint (revroad_unit_strength (revroad_roster_get (roster, gun), &unit), ==, 1);
  g_assert_cmpint (revroad_unit_hit (revroad_roster_get (roster, gun), &unit), ==, REVROAD_HIT_ELIMINATED);

  revroad_unit_init (&unit, revroad_roster_get (roster, mil));
  g_assert_true (revroad_unit_is_hidden (revroad_roster_get (roster, mil), &unit));
  g_assert_cmpint (revroad_unit_strength (revroad_roster_get (roster, mil), &unit), ==, -1);

  revroad_unit_init (&unit, revroad_roster_get (roster, rider));
  unit.place = REVROAD_PLACE_MAP;
  unit.region = 0;
  g_assert_cmpint (revroad_unit_hit (revroad_roster_get (roster, rider), &unit), ==, REVROAD_HIT_NONE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/revroad/cards/constraints", test_cards_constraints);
  g_test_add_func ("/revroad/cards/set-values", test_cards_set_values);
  g_test_add_func ("/revroad/tracks/turn", test_tracks_turn);
  g_test_add_func ("/revroad/tracks/reserve", test_tracks_reserve);
  g_test_add_func ("/revroad/dice/odds", test_dice_odds);
  g_test_add_func ("/revroad/dice/roll", test_dice_roll);
  g_test_add_func ("/revroad/militia/pool", test_militia_pool);
  g_test_add_func ("/revroad/map/graph", test_map_graph);
  g_test_add_func ("/revroad/units/hits", test_units_hits);
  return g_test_run ();
}
