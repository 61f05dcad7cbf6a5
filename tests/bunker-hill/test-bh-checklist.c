/* test-bh-checklist.c: the items of the rules checklist that the other
 * test programs do not already cover, each with the rule it checks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

/* Item 10 (2.0): an empty draw pile takes the discards back. */
static void
test_reshuffle (void)
{
  g_autoptr(MtGame) t = bht_two_player ("1", 1, NULL);
  static const char * const cards[] = { "6", "8", "10", "11", "12", "13", "14", "16", "17" };
  g_autoptr(GPtrArray) decks = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      bht_next_turn (t, cards[i]);
      if (bht_tracks (t).turn >= 4 && !bht_tracks (t).ammo_arrived)
        {
          g_autofree char *d = bht_decision (t);

          if (g_strcmp0 (d, "wrong-ammo") == 0)
            {
              mt_dice (t, "6");
              mt_ok (t, "wrong-ammo");
            }
        }
      {
        g_autofree char *d = bht_decision (t);
        if (g_strcmp0 (d, "reinforce") == 0)
          mt_ok (t, "reinforce zone-2");
      }
    }
  decks = muster_state_get_decks (mt_state (t));
  g_assert_cmpuint (muster_deck_get_n_draw (g_ptr_array_index (decks, 0)), ==, 0);
  g_assert_cmpint (bht_tracks (t).turn, ==, 10);
}

/* Item 15 (4.3): British cannon take no part in an assault without the
 * right ammunition. */
static void
test_cannon_assault_wrong_ammo (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1 bcan-1");
  bht_put (t, "ndw-north", "mm-1");
  g_free (mt_refused (t, "assault east-field ndw-north reg-1 bcan-1", MUSTER_ERROR_ILLEGAL, "4.3"));
}

/* Items 27, 86 (7.1): further regions only past a full one. */
static void
test_retreat_overstack (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1 reg-2 reg-3");
  bht_put (t, "ndw-north", "mm-1 mm-2 mm-3");
  bht_put (t, "mystic-shore", "mm-4 mm-5 mm-6");
  mt_ok (t, "assault east-field ndw-north");
  g_free (mt_refused (t, "retreat mystic-shore mm-1", MUSTER_ERROR_ILLEGAL, "3.0 Stacking"));
  mt_ok (t, "retreat mystic-shore stage-1 mm-1");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "stage-1");
  mt_ok (t, "correct-counter mm-4 waiting");
  g_free (mt_refused (t, "retreat mystic-shore stage-1 mm-2", MUSTER_ERROR_ILLEGAL, "7.1 Retreat: units retreat further only"));
}

/* Item 32 (3.5): no Patriot in a landing zone. */
static void
test_patriots_not_in_zones (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "stage-2a", "mm-1");
  g_free (mt_refused (t, "land-move stage-2a zone-2", MUSTER_ERROR_ILLEGAL, "6.5"));
}

/* Item 42 (4.1): strengths. */
static void
test_strengths (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1 mar-1 bcan-1");
  bht_put (t, "ndw-north", "mm-1 pcan-1");
  bht_put (t, "ndw-south", "reg-2 broken");
  bht_put (t, "stage-2a", "pcan-1 damaged");
  g_assert_cmpint (bht_strength (t, "reg-1"), ==, 2);
  g_assert_cmpint (bht_strength (t, "mar-1"), ==, 3);
  g_assert_cmpint (bht_strength (t, "bcan-1"), ==, 2);
  g_assert_cmpint (bht_strength (t, "mm-1"), ==, 1);
  g_assert_cmpint (bht_strength (t, "reg-2"), ==, 0);
  g_assert_cmpint (bht_strength (t, "pcan-1"), ==, 1);
}

/* Item 44 (4.1): breaking a hidden militia reveals it first. */
static void
test_hidden_militia_broken (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1");
  bht_put (t, "stage-2a", "mil-1");
  mt_cards (t, "m2-3");
  mt_dice (t, "6 1");
  e = mt_ok (t, "volley-fire east-field stage-2a");
  g_assert_true (mt_says (e, "revealed as a strength 2"));
  g_assert_true (bht_flipped (t, "mil-1"));
}

/* Item 49 (4.2): a wounded leader is never flipped back. */
static void
test_wounded_leader_stays (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "redoubt", "prescott wounded");
  bht_put (t, "redoubt", "putnam");
  g_free (mt_refused (t, "rally redoubt prescott", MUSTER_ERROR_ILLEGAL, "6.7"));
  g_assert_true (bht_flipped (t, "prescott"));
}

/* Item 51 (4.1): broken British units alone go toward their staging area. */
static void
test_british_broken_direction (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1 broken");
  g_free (mt_refused (t, "land-move east-field moultons-hill", MUSTER_ERROR_UNCERTAIN, "4.1 Broken British units"));
  mt_ok (t, "land-move east-field stage-2a");
}

/* Items 67, 104 (9.3): demoralized British roll a die fewer in an assault
 * and may not rally. */
static void
test_british_demoralized (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autoptr(MusterPreview) calc = NULL;

  bht_track (t, "morale-british", 0);
  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "east-field", "reg-3 broken");
  bht_put (t, "east-field", "howe");
  bht_put (t, "ndw-north", "mm-1");
  calc = bht_preview (t, "assault east-field ndw-north");
  g_assert_cmpint (muster_dist_get_max (bht_roll (calc, 1)->dist), ==, 3);
  g_free (mt_refused (t, "rally east-field", MUSTER_ERROR_ILLEGAL, "9.3"));
}

/* Item 71 (6.4): after a successful Hot Shot the other firer's is void. */
static void
test_second_hot_shot (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  mt_dice (t, "4");
  e = mt_ok (t, "bombard fleet hot-shot ct-3 battery hot-shot ct-5");
  g_assert_true (mt_says (e, "holds its Hot Shot"));
  g_assert_true (bht_ablaze (t, "ct-3"));
  g_assert_false (bht_ablaze (t, "ct-5"));
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 0);
}

/* Item 72 (6.4): nowhere to go but fire: the counter is lost. */
static void
test_trapped_by_fire (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  static const char * const around[] = { "ct-1", "ct-2", "ct-3", "ct-6", "ct-7", "ct-8" };

  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    {
      g_autofree char *line = g_strdup_printf ("correct-fire %s yes", around[i]);
      mt_ok (t, line);
    }
  bht_put (t, "ct-5", "mm-1");
  mt_dice (t, "5");
  mt_ok (t, "bombard fleet hot-shot ct-5");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "eliminated");
  g_assert_null (bht_decision (t));
}

/* Item 72, D17 (6.4, 7.1): the one way out is full: they go on past it to
 * the nearest region with room. */
static void
test_fire_way_out_full (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  mt_ok (t, "correct-fire ct-3 yes");
  mt_ok (t, "correct-fire ct-6 yes");
  bht_put (t, "stage-6", "reg-1");
  bht_put (t, "ct-10", "mm-3 mm-4 mm-5");
  bht_put (t, "ct-4", "mm-1 mm-2");
  mt_dice (t, "6");
  mt_ok (t, "bombard fleet hot-shot ct-4");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "breeds-slope-south");
  g_assert_cmpstr (bht_where (t, "mm-2"), ==, "breeds-slope-south");
  g_assert_null (bht_decision (t));
}

/* Items 99, 116 (11.2): an extra volley die for an ammunition; hit on
 * 3-6 for four. */
static void
test_more_ammo_options (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn ("more-ammo=true");
  g_autoptr(MtGame) d = bht_british_turn ("more-ammo=true");
  MusterEntry *e;

  bht_put (t, "ndw-north", "mm-1");
  bht_put (t, "stage-2a", "reg-1");
  mt_dice (t, "1 1");
  e = mt_ok (t, "volley-fire ndw-north stage-2a extra-die");
  g_assert_true (mt_says (e, "2 dice"));
  g_assert_cmpint (bht_tracks (t).ammo, ==, 22);
  bht_track (t, "ammo", 1);
  bht_track (t, "actions-british", 0);
  mt_ok (t, "correct-counter mm-1 ndw-north fresh");
  g_free (mt_refused (t, "volley-fire ndw-north stage-2a extra-die", MUSTER_ERROR_ILLEGAL, "11.2"));

  bht_put (d, "east-field", "reg-1 reg-2");
  bht_put (d, "ndw-north", "mm-1 mm-2");
  mt_ok (d, "assault east-field ndw-north");
  mt_ok (d, "stand");
  mt_dice (d, "3 1 1");
  e = mt_ok (d, "defensive-fire fire hit3");
  g_assert_true (mt_says (e, "hitting on 3-6"));
  g_assert_cmpint (bht_tracks (d).ammo, ==, 24 - 4 - 1 - 1);
}

/* Item 102 (9.1): panicked units that survive ranged fire run again. */
static void
test_panicked_flee_fire (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "breeds-slope-west", "mil-1 broken panic");
  bht_put (t, "breeds-slope-west", "mm-1");
  bht_put (t, "ct-8", "reg-1");
  mt_dice (t, "1 1");
  mt_ok (t, "volley-fire ct-8 breeds-slope-west");
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "neck");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "breeds-slope-west");
}

/* Item 118 (FAQ): the solitaire rally as a two-player option. */
static void
test_solitaire_rally_option (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn ("solitaire-rally=true");
  g_autoptr(MtGame) plain = bht_patriot_turn (NULL);

  bht_put (t, "redoubt", "mil-1 broken");
  bht_put (t, "redoubt", "mm-1");
  mt_dice (t, "6");
  mt_ok (t, "rally redoubt");
  g_assert_false (bht_flipped (t, "mil-1"));
  bht_put (plain, "redoubt", "mil-1 broken");
  bht_put (plain, "redoubt", "mm-1");
  g_free (mt_refused (plain, "rally redoubt", MUSTER_ERROR_ILLEGAL, "6.7"));
}

/* Item 120 (12.2 B): the reinforcement track; British reinforcements land
 * in the objective's zones. */
static void
test_solo_reinforcements (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");

  bht_next_turn (t, "6");
  bht_next_turn (t, "14");
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "reinforce");
  }
  g_free (mt_refused (t, "reinforce zone-5", MUSTER_ERROR_ILLEGAL, "12.2"));
  mt_ok (t, "reinforce zone-3");
  g_assert_cmpstr (bht_where (t, "howe"), ==, "zone-3");
  g_assert_cmpstr (bht_where (t, "mar-1"), ==, "zone-3");
}

/* Item 125 (12.2): each Patriot leader spares one militia the courage
 * check; British leaders who just landed cannot be sniped. */
static void
test_solo_leaders (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("1");
  g_autoptr(MusterPending) d = NULL;

  bht_track (t, "actions-british", 0);
  mt_ok (t, "correct-fire fleet charles");
  bht_put (t, "muster-box", "mil-1 mil-2");
  mt_ok (t, "land-move muster-box neck mil-1 mil-2 stark");
  d = mt_pending (t);
  g_assert_nonnull (d);
  g_assert_true (muster_pending_answers (d, "courage-check"));
  g_assert_cmpuint (g_strv_length (d->items), ==, 1);
}

static void
test_solo_landed_leaders (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("1");
  BhState *s;
  const char *landed = NULL;

  mt_ok (t, "land-troops zone-6 stage-6");
  g_assert_cmpstr (bht_where (t, "pigot"), ==, "stage-6");
  /* Keep one Regular with Pigot. */
  s = bht_state (t);
  for (guint i = 0; i < bh_view_n_counters (s); i++)
    {
      BhViewCounter c;

      bh_view_counter (s, i, &c);
      if (g_strcmp0 (c.region, "stage-6") == 0 && g_str_equal (c.kind, "regular"))
        {
          if (landed == NULL)
            landed = c.id;
          else
            {
              g_autofree char *line = g_strdup_printf ("correct-counter %s waiting", c.id);
              mt_ok (t, line);
              s = bht_state (t);
            }
        }
    }
  /* A hit and a pick that would name Pigot were he a target: he is not,
   * so the Regular takes it without a pick. */
  mt_dice (t, "6 1");
  mt_ok (t, "snipe stage-6");
  g_assert_false (bht_flipped (t, "pigot"));
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 1);
}

/* Item 128 (12.2): against objectives 3, 5 and 6 the Patriot Bot's
 * reinforcements stop in the Neck on 1-3. */
static void
test_solo_neck_roll (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("3");

  bht_track (t, "actions-british", 0);
  bht_clear (t);
  bht_put (t, "muster-box", "mil-1 mil-2");
  mt_dice (t, "2");
  mt_ok (t, "land-move muster-box bunker-slope-west mil-1");
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "neck");
  mt_dice (t, "5");
  mt_ok (t, "land-move muster-box bunker-slope-west mil-2");
  g_assert_cmpstr (bht_where (t, "mil-2"), ==, "bunker-slope-west");
}

/* Item 129 (12.2): the Neck and the Muster Box may fire on each other. */
static void
test_solo_muster_box_fire (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");

  bht_clear (t);
  bht_put (t, "neck", "reg-1");
  bht_put (t, "muster-box", "mm-1");
  mt_dice (t, "1 1");
  mt_ok (t, "volley-fire neck muster-box");
}

/* Item 133 (12.2): the solitaire penalties. */
static void
test_solo_penalties (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");

  bht_clear (t);
  bht_track (t, "ammo", 0);
  bht_track (t, "morale-patriot", 0);
  /* Patriot -1 demoralized, -1 out of ammunition; British -1 with no
   * objective region taken and no unbroken unit next to one. */
  g_assert_cmpint (bht_tracks (t).vp_half[1], ==, -4);
  g_assert_cmpint (bht_tracks (t).vp_half[0], ==, -2);
  bht_put (t, "east-field", "reg-1");
  g_assert_cmpint (bht_tracks (t).vp_half[0], ==, 0);
}

/* Item 135 (12.3): objective 1, only two of three fire in Charlestown. */
static void
test_solo_charlestown_two_fire (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("1");
  g_autoptr(MusterPreview) roll = NULL;

  bht_clear (t);
  bht_put (t, "ct-5", "reg-1 reg-2 reg-3");
  bht_put (t, "ct-6", "mm-1");
  g_free (mt_refused (t, "volley-fire ct-5 ct-6 reg-1 reg-2 reg-3", MUSTER_ERROR_ILLEGAL, "12.3"));
  roll = bht_preview (t, "volley-fire ct-5 ct-6");
  g_assert_cmpint (muster_dist_get_max (bht_roll (roll, 0)->dist), ==, 3);
}

/* FAQ-2: cannon of one region fire at one target. */
static void
test_cannon_one_target (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "redoubt", "pcan-1");
  bht_put (t, "breeds-slope-east", "reg-1");
  bht_put (t, "breeds-slope-north", "reg-2");
  g_free (mt_refused (t, "cannonade redoubt breeds-slope-east redoubt breeds-slope-north",
                       MUSTER_ERROR_ILLEGAL, "FAQ"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/checklist/10-reshuffle", test_reshuffle);
  g_test_add_func ("/bunker/checklist/15-cannon-assault-wrong-ammo", test_cannon_assault_wrong_ammo);
  g_test_add_func ("/bunker/checklist/27-86-retreat-overstack", test_retreat_overstack);
  g_test_add_func ("/bunker/checklist/32-patriots-not-in-zones", test_patriots_not_in_zones);
  g_test_add_func ("/bunker/checklist/42-strengths", test_strengths);
  g_test_add_func ("/bunker/checklist/44-hidden-militia-broken", test_hidden_militia_broken);
  g_test_add_func ("/bunker/checklist/49-wounded-leader-stays", test_wounded_leader_stays);
  g_test_add_func ("/bunker/checklist/51-british-broken-direction", test_british_broken_direction);
  g_test_add_func ("/bunker/checklist/67-104-british-demoralized", test_british_demoralized);
  g_test_add_func ("/bunker/checklist/71-second-hot-shot", test_second_hot_shot);
  g_test_add_func ("/bunker/checklist/72-trapped-by-fire", test_trapped_by_fire);
  g_test_add_func ("/bunker/checklist/72-fire-way-out-full", test_fire_way_out_full);
  g_test_add_func ("/bunker/checklist/99-116-more-ammo", test_more_ammo_options);
  g_test_add_func ("/bunker/checklist/102-panicked-flee-fire", test_panicked_flee_fire);
  g_test_add_func ("/bunker/checklist/118-solitaire-rally-option", test_solitaire_rally_option);
  g_test_add_func ("/bunker/checklist/120-solo-reinforcements", test_solo_reinforcements);
  g_test_add_func ("/bunker/checklist/125-solo-leaders", test_solo_leaders);
  g_test_add_func ("/bunker/checklist/125-solo-landed-leaders", test_solo_landed_leaders);
  g_test_add_func ("/bunker/checklist/128-solo-neck-roll", test_solo_neck_roll);
  g_test_add_func ("/bunker/checklist/129-solo-muster-box-fire", test_solo_muster_box_fire);
  g_test_add_func ("/bunker/checklist/133-solo-penalties", test_solo_penalties);
  g_test_add_func ("/bunker/checklist/135-solo-charlestown-two-fire", test_solo_charlestown_two_fire);
  g_test_add_func ("/bunker/checklist/faq-2-cannon-one-target", test_cannon_one_target);
  return g_test_run ();
}
