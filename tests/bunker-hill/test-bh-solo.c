/* test-bh-solo.c: the solitaire rules (12.2), the British player's
 * objectives (12.3) and the British Bot's (12.4).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

static int
count_in (MtGame        *t,
          const char *region,
          const char *kind)
{
  BhState *s = bht_state (t);
  int n = 0;

  for (guint i = 0; i < bh_view_n_counters (s); i++)
    {
      BhViewCounter c;

      bh_view_counter (s, i, &c);
      if (g_strcmp0 (c.region, region) == 0 && (kind == NULL || g_str_equal (c.kind, kind)))
        n++;
    }
  return n;
}

static void
test_objective_two (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "solo-british", NULL);

  g_assert_cmpstr (bht_acting (t), ==, "british");
  mt_ok (t, "choose-objective 2");
  /* 12.2 A: eight Regulars in each zone, leaders and cannon apart. */
  g_assert_cmpint (count_in (t, "zone-2", "regular"), ==, 8);
  g_assert_cmpint (count_in (t, "zone-3", "regular"), ==, 8);
  g_assert_cmpstr (bht_where (t, "gage"), ==, "zone-2");
  g_assert_cmpstr (bht_where (t, "pigot"), ==, "zone-3");
  g_assert_cmpstr (bht_where (t, "bcan-1"), ==, "zone-2");
  g_assert_cmpstr (bht_where (t, "bcan-2"), ==, "zone-3");
  /* 12.3: the Northern Defense set-up; 6 turns. */
  g_assert_cmpint (count_in (t, "bunker-south", "minuteman"), ==, 1);
  g_assert_cmpint (count_in (t, "mystic-shore", NULL), ==, 3);
  g_assert_cmpint (count_in (t, "ndw-south", "cannon"), ==, 1);
  g_assert_cmpint (bht_tracks (t).last_turn, ==, 6);
  /* 12.2 B: Stark, Nixon and three militia in the Muster Box. */
  g_assert_cmpint (count_in (t, "muster-box", "militia"), ==, 3);
  g_assert_cmpstr (bht_where (t, "stark"), ==, "muster-box");
  /* Leaders may trade places before play. */
  mt_ok (t, "setup-swap prescott putnam");
  g_assert_cmpstr (bht_where (t, "putnam"), ==, "redoubt");
  g_free (mt_refused (t, "setup-swap prescott mm-1", MUSTER_ERROR_ILLEGAL, "12.3"));
  mt_ok (t, "setup-done");
  g_assert_cmpstr (bht_tracks (t).phase, ==, "turn-start");
}

static void
test_objective_one (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "solo-british", NULL);

  mt_ok (t, "choose-objective 1");
  /* 12.3 objective 1: no artillery; zones 5 and 6; the Charlestown
   * defence; five turns. */
  g_assert_cmpstr (bht_where (t, "bcan-1"), ==, "removed");
  g_assert_cmpint (count_in (t, "zone-5", "regular"), ==, 8);
  g_assert_cmpint (count_in (t, "zone-6", "regular"), ==, 8);
  g_assert_cmpint (count_in (t, "ct-5", NULL), ==, 3);
  g_assert_cmpint (count_in (t, "ct-6", NULL), ==, 3);
  g_assert_cmpint (bht_tracks (t).last_turn, ==, 5);
}

static void
test_objective_six (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "solo-british", NULL);

  g_free (mt_refused (t, "choose-objective 6 neck ndw", MUSTER_ERROR_INVALID_ARGS, NULL));
  /* Three zones: five Regulars each, the sixteenth where a pick says;
   * leaders and cannon each in a zone of their own by picks; the Patriot
   * set-up by a die (2: Breed's Hill). */
  mt_dice (t, "2 0 1 2 1 2");
  mt_ok (t, "choose-objective 6 neck bunker-hill ndw zone-1 zone-3 zone-5");
  g_assert_cmpint (count_in (t, "zone-1", "regular"), ==, 5);
  g_assert_cmpint (count_in (t, "zone-3", "regular"), ==, 5);
  g_assert_cmpint (count_in (t, "zone-5", "regular"), ==, 6);
  g_assert_cmpint (bht_tracks (t).last_turn, ==, 9);
  g_assert_cmpint (count_in (t, "breeds-slope-north", NULL), ==, 3);
  g_assert_cmpstr (bht_where (t, "gage"), !=, bht_where (t, "pigot"));
  g_assert_cmpstr (bht_where (t, "bcan-1"), !=, bht_where (t, "bcan-2"));
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 0);
}

static void
test_roll_objective (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "solo-british", NULL);

  /* 12.3: a die may choose; objective 4 still needs the other area. */
  mt_dice (t, "4");
  mt_ok (t, "roll-objective");
  g_free (mt_refused (t, "choose-objective 3", MUSTER_ERROR_ILLEGAL, "12.3"));
  mt_ok (t, "choose-objective 4 ndw");
  g_assert_cmpint (bht_tracks (t).last_turn, ==, 8);
  g_assert_cmpint (count_in (t, "zone-1", "regular"), ==, 8);
  g_assert_cmpint (count_in (t, "bunker-center", NULL), ==, 3);
}

static void
test_upgrade (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");

  g_free (mt_refused (t, "upgrade-objective 1", MUSTER_ERROR_ILLEGAL, "12.3"));
  /* 12.3: upgrading lengthens the game and moves the landings. */
  mt_ok (t, "upgrade-objective 3");
  g_assert_cmpint (bht_tracks (t).last_turn, ==, 7);
  g_assert_cmpint (count_in (t, "zone-2", NULL), ==, 0);
  g_assert_cmpint (count_in (t, "zone-3", "regular") + count_in (t, "zone-4", "regular"), ==, 16);
  g_free (mt_refused (t, "upgrade-objective 2", MUSTER_ERROR_ILLEGAL, "12.3"));
}

static void
test_patriot_scenario (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "solo-patriot", NULL);

  g_assert_cmpstr (bht_acting (t), ==, "patriot");
  g_free (mt_refused (t, "roll-objective", MUSTER_ERROR_ILLEGAL, NULL));
  /* 12.4: the Patriot picks a defence, then the Bot rolls: 5 is Breed's
   * Hill and the Neck, eight turns, zones 1 and 2. */
  mt_ok (t, "choose-defense breeds-hill");
  g_assert_cmpint (count_in (t, "ct-8", NULL), ==, 3);
  mt_dice (t, "5");
  mt_ok (t, "roll-objective");
  g_assert_cmpint (bht_tracks (t).last_turn, ==, 8);
  g_assert_cmpint (count_in (t, "zone-1", "regular"), ==, 8);
  g_assert_cmpint (count_in (t, "zone-2", "regular"), ==, 8);
  g_free (mt_refused (t, "upgrade-objective 6", MUSTER_ERROR_ILLEGAL, "12.3"));
}

static void
test_random_hits (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");
  MusterEntry *e;

  bht_clear (t);
  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "stage-2a", "mm-1 mm-2 prescott putnam");
  /* 12.2: each hit falls on a counter picked at random; no more than one
   * leader a battle action, so the second pick ignores the leaders. */
  mt_dice (t, "6 6 1 1");
  mt_dice (t, "2 1");
  e = mt_ok (t, "volley-fire east-field stage-2a");
  g_assert_true (mt_says (e, "12.2"));
  g_assert_true (bht_flipped (t, "prescott"));
  g_assert_true (bht_flipped (t, "mm-2"));
  g_assert_false (bht_flipped (t, "putnam"));
  g_assert_false (bht_flipped (t, "mm-1"));
}

static void
test_hash_cards (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "solo-british", NULL);
  MusterEntry *e;

  mt_ok (t, "choose-objective 2");
  mt_ok (t, "setup-done");
  /* 12.2: cards with hash marks (13 has one) are ignored. */
  mt_cards (t, "13 12");
  mt_dice (t, "1");
  e = mt_ok (t, "draw-card");
  g_assert_true (mt_says (e, "ignored"));
  g_assert_cmpstr (bht_tracks (t).card, ==, "12");
}

static void
test_landing_two (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");

  /* 12.2, FAQ: two units per landing action in zones 1 and 2. */
  mt_ok (t, "land-troops zone-2 stage-2a");
  g_assert_cmpint (count_in (t, "stage-2a", "regular"), ==, 2);
  g_assert_cmpstr (bht_where (t, "gage"), ==, "stage-2a");
}

static void
test_solo_rally (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");

  bht_clear (t);
  /* (An unbroken unit keeps them there: all-broken forces fall back.) */
  bht_put (t, "east-field", "reg-4");
  bht_put (t, "east-field", "mar-1 reg-1 reg-2 broken");
  bht_put (t, "east-field", "howe");
  bht_put (t, "east-field", "gage wounded");
  /* 12.2: Howe rallies one outright, wounded Gage on 4-6 (rolls 3), the
   * last, a Regular alone, on 5-6 (rolls 5). */
  mt_dice (t, "3 5");
  mt_ok (t, "rally east-field mar-1 reg-1 reg-2");
  g_assert_false (bht_flipped (t, "mar-1"));
  g_assert_true (bht_flipped (t, "reg-1"));
  g_assert_false (bht_flipped (t, "reg-2"));
}

static void
test_broken_forces (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");

  bht_clear (t);
  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "ridge-east", "reg-3");
  bht_put (t, "ndw-south", "mm-1 mm-2");
  bht_track (t, "actions-british", 0);
  /* 12.2: the moment every British unit in a region is broken, it falls
   * back toward its nearest staging area; ending next to unbroken enemy
   * units it takes a morale check (a die plus strength, 5 or more), and
   * passing it recovers. */
  /* (The ridge takes a die off: one die, then the check.) */
  mt_dice (t, "6 5");
  mt_ok (t, "volley-fire ndw-south ridge-east");
  g_assert_cmpstr (bht_where (t, "reg-3"), ==, "east-field");
  g_assert_false (bht_flipped (t, "reg-3"));
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 0);
}

static void
test_attrition_and_vp (void)
{
  g_autoptr(MtGame) t = bht_solo_british ("2");
  MusterEntry *e;

  bht_clear (t);
  bht_put (t, "ndw-north", "reg-1 reg-2");
  bht_put (t, "ndw-south", "reg-3 broken");
  bht_put (t, "mystic-shore", "mil-1 broken");
  bht_track (t, "turn", 6);
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  /* 12.2: broken units roll at the end: British units go on a 6, militia
   * on 5-6. */
  mt_dice (t, "6 5");
  e = mt_ok (t, "end-turn");
  g_assert_true (mt_says (e, "disintegrates"));
  g_assert_cmpstr (bht_where (t, "reg-3"), ==, "eliminated");
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "eliminated");
  /* VP: the British hold one Northern Defense region (+2) and destroyed
   * the militia (+1); the Patriots destroyed a Regular (+1). */
  g_assert_cmpint (bht_tracks (t).vp_half[0], ==, 6);
  g_assert_cmpint (bht_tracks (t).vp_half[1], ==, 2);
}

static void
test_bot_takes_objective (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "solo-patriot", NULL);
  MusterEntry *e;

  mt_ok (t, "choose-defense charlestown");
  mt_dice (t, "2");
  mt_ok (t, "roll-objective");
  mt_ok (t, "setup-done");
  mt_cards (t, "12");
  mt_dice (t, "1");
  mt_ok (t, "draw-card");
  bht_clear (t);
  bht_put (t, "ndw-north", "reg-1");
  /* 12.4: the scenario ends when the Bot holds its objective. */
  e = mt_ok (t, "correct-counter reg-2 ndw-south");
  g_assert_true (mt_says (e, "12.4"));
  g_assert_true (muster_state_is_over (MUSTER_STATE (bht_state (t))));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/solo/objective-two", test_objective_two);
  g_test_add_func ("/bunker/solo/objective-one", test_objective_one);
  g_test_add_func ("/bunker/solo/objective-six", test_objective_six);
  g_test_add_func ("/bunker/solo/roll-objective", test_roll_objective);
  g_test_add_func ("/bunker/solo/upgrade", test_upgrade);
  g_test_add_func ("/bunker/solo/patriot-scenario", test_patriot_scenario);
  g_test_add_func ("/bunker/solo/random-hits", test_random_hits);
  g_test_add_func ("/bunker/solo/hash-cards", test_hash_cards);
  g_test_add_func ("/bunker/solo/landing-two", test_landing_two);
  g_test_add_func ("/bunker/solo/rally", test_solo_rally);
  g_test_add_func ("/bunker/solo/broken-forces", test_broken_forces);
  g_test_add_func ("/bunker/solo/attrition-and-vp", test_attrition_and_vp);
  g_test_add_func ("/bunker/solo/bot-takes-objective", test_bot_takes_objective);
  return g_test_run ();
}
