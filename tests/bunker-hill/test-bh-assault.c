/* test-bh-assault.c: the Assault (6.2), retreats (7.1), the ammunition it
 * costs (8.0) and the optional rules 11.1 and 11.2.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

static char *
decision (MtGame *t)
{
  return bht_decision (t);
}

static void
test_unit_count (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1");
  bht_put (t, "east-field", "reg-2 broken");
  bht_put (t, "ndw-north", "mm-1 mil-1");
  /* 6.2: as many healthy attacking units as healthy defenders; broken units
   * do not count (and may not assault, 4.1). */
  g_free (mt_refused (t, "assault east-field ndw-north", MUSTER_ERROR_ILLEGAL, "6.2 Assault: 1 healthy units"));
  g_free (mt_refused (t, "assault east-field ndw-north reg-2", MUSTER_ERROR_ILLEGAL, "4.1"));
  g_free (mt_refused (t, "assault east-field stage-2a", MUSTER_ERROR_ILLEGAL, "6.2"));
  /* Moved units do not assault. */
  bht_put (t, "east-field", "reg-3 moved");
  g_free (mt_refused (t, "assault east-field ndw-north reg-1 reg-3", MUSTER_ERROR_ILLEGAL, "6.2 Assault: British Regulars 3 has moved"));
  /* Regions the map does not join count as apart: the rulebook's limit. */
  bht_put (t, "moultons-hill", "reg-4 reg-5");
  g_free (mt_refused (t, "assault moultons-hill ndw-north", MUSTER_ERROR_ILLEGAL, "6.2 Assault: Rail Fence"));
}

static void
test_free_round_and_fall_back (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  g_autofree char *d1 = NULL, *d2 = NULL;
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "ndw-north", "mm-1");
  bht_put (t, "ndw-north", "mil-1 strength-1");
  mt_ok (t, "assault east-field ndw-north");
  /* The attackers move in; the Patriot may first pull back (7.1). */
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "ndw-north");
  d1 = decision (t);
  g_assert_cmpstr (d1, ==, "stand retreat");
  mt_ok (t, "stand");
  d2 = decision (t);
  g_assert_cmpstr (d2, ==, "defensive-fire");
  /* Free round: 2 strength + the rail fence's +1 from next door (3.1). */
  mt_dice (t, "5 1 1");
  e = mt_ok (t, "defensive-fire fire");
  g_assert_true (mt_says (e, "3 dice hitting on 5-6"));
  /* 8.0: one for taking part, one for the free fire. */
  g_assert_cmpint (bht_tracks (t).ammo, ==, 22);
  /* One hit leaves 1 healthy attacker against 2: the attackers fall back. */
  g_assert_true (mt_says (e, "fall back"));
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "east-field");
  g_assert_cmpstr (bht_where (t, "reg-2"), ==, "east-field");
  g_assert_true (bht_flipped (t, "reg-1") || bht_flipped (t, "reg-2"));
  g_assert_true (bht_marked (t, "reg-1", "moved") && bht_marked (t, "reg-1", "fired"));
  g_assert_true (bht_marked (t, "mm-1", "fired"));
  g_assert_false (bht_marked (t, "mm-1", "moved"));
  g_assert_null (bht_decision (t));
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
}

static void
test_hold_fire_and_rounds (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1 reg-2 reg-3");
  bht_put (t, "ndw-north", "mm-1");
  mt_ok (t, "assault east-field ndw-north");
  mt_ok (t, "stand");
  /* 8.0: holding the free round saves its ammunition. */
  mt_ok (t, "defensive-fire hold");
  g_assert_cmpint (bht_tracks (t).ammo, ==, 23);
  g_assert_cmpstr (bht_acting (t), ==, "british");
  mt_ok (t, "stand");
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
  /* A simultaneous round: 6 attacking dice, 1 + 1 defending. */
  mt_dice (t, "6 1 1 1 1 1 1 1");
  e = mt_ok (t, "stand");
  g_assert_true (mt_says (e, "6 dice hitting on 5-6"));
  g_assert_true (mt_says (e, "2 dice hitting on 5-6"));
  g_assert_true (bht_flipped (t, "mm-1"));
  mt_ok (t, "stand");
  /* Broken, the minuteman has no strength, but the fence still gives its
   * defenders a die (3.1); the next hit destroys it. */
  mt_dice (t, "5 1 1 1 1 1 1");
  e = mt_ok (t, "stand");
  g_assert_true (mt_says (e, "1 die hitting on 5-6"));
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 0);
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "eliminated");
  g_assert_true (mt_says (e, "the attackers hold the region"));
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "ndw-north");
  g_assert_true (bht_marked (t, "reg-3", "moved"));
}

static void
test_retreat_before_combat (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1 reg-2 reg-3");
  bht_put (t, "ndw-north", "mm-1 broken");
  bht_put (t, "ndw-north", "mil-1 pcan-1 prescott");
  bht_put (t, "ndw-north", "putnam wounded");
  bht_put (t, "ndw-north", "mil-2");
  mt_ok (t, "assault east-field ndw-north");
  /* FAQ: broken minutemen and wounded leaders withdraw but escort nobody. */
  g_free (mt_refused (t, "retreat mystic-shore mm-1 mil-1", MUSTER_ERROR_ILLEGAL, "7.1"));
  g_free (mt_refused (t, "retreat mystic-shore putnam mil-1", MUSTER_ERROR_ILLEGAL, "7.1"));
  /* Field cannon stay. */
  g_free (mt_refused (t, "retreat mystic-shore pcan-1", MUSTER_ERROR_ILLEGAL, "7.1"));
  /* Never toward the assault. */
  g_free (mt_refused (t, "retreat east-field prescott", MUSTER_ERROR_ILLEGAL, "7.1"));
  /* The Breastwork borders the Pasture, where the assault came from, across
   * a reconstructed border: the map-dependent part, a warning... */
  g_free (mt_refused (t, "retreat ndw-south prescott mil-1", MUSTER_ERROR_UNCERTAIN, "7.1"));
  /* ...which the rulebook settles once the players confirm the borders. */
  mt_ok (t, "set-border ndw-south east-field yes");
  mt_ok (t, "set-border ndw-north mystic-shore yes");
  g_free (mt_refused (t, "retreat ndw-south prescott mil-1", MUSTER_ERROR_ILLEGAL, "7.1 Retreat: the defender retreats to the rear"));
  /* A path longer than the map is refused as malformed. */
  {
    g_autoptr(GString) line = g_string_new ("retreat");

    for (int k = 0; k < 70; k++)
      g_string_append (line, " mystic-shore");
    g_free (mt_refused (t, line->str, MUSTER_ERROR_INVALID_ARGS, "A path names at most"));
  }
  /* A healthy leader takes one militia along. */
  mt_ok (t, "retreat mystic-shore prescott mil-1 mm-1 putnam");
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "mystic-shore");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "mystic-shore");
  g_assert_cmpstr (bht_where (t, "mil-2"), ==, "ndw-north");
  /* Nobody left who may withdraw: the free round comes. */
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "defensive-fire");
  }
}

static void
test_panicked_defenders (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1");
  bht_put (t, "ndw-north", "mil-1 broken panic");
  /* 9.1: panicked units assaulted are destroyed. */
  e = mt_ok (t, "assault east-field ndw-north");
  g_assert_true (mt_says (e, "panicked"));
  g_assert_cmpstr (bht_where (t, "mil-1"), ==, "eliminated");
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "ndw-north");
  g_assert_cmpint (bht_tracks (t).morale[1], ==, 23);
}

static void
test_out_of_ammunition (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1");
  bht_put (t, "ndw-north", "mm-1 mm-2");
  bht_put (t, "ndw-south", "mm-3");
  bht_put (t, "stage-2a", "reg-2");
  bht_track (t, "ammo", 0);
  /* 8.0: at 0 the British assault whatever the numbers... */
  mt_ok (t, "assault east-field ndw-north");
  mt_ok (t, "stand");
  mt_dice (t, "1 1");
  mt_ok (t, "defensive-fire fire");
  g_assert_cmpint (bht_tracks (t).ammo, ==, 0);
  /* ...and are not made to fall back by numbers. */
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "ndw-north");
  mt_ok (t, "retreat");
  g_assert_cmpstr (bht_where (t, "reg-1"), ==, "east-field");
  /* The Patriots may not assault at all. */
  g_free (mt_refused (t, "assault ndw-south east-field", MUSTER_ERROR_ILLEGAL, "8.0"));
}

/* The dice of the defenders' free round, as the assault's preview says. */
static int
free_round_dice (MtGame     *t,
                 const char *from,
                 const char *to)
{
  g_autofree char *line = g_strdup_printf ("assault %s %s", from, to);
  g_autoptr(MusterPreview) calc = bht_preview (t, line);

  return muster_dist_get_max (bht_roll (calc, 0)->dist);
}

static void
test_assault_modifiers (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "breeds-south", "reg-1 reg-2 reg-3");
  bht_put (t, "south-field", "reg-4 reg-5 reg-6");
  bht_put (t, "ct-9", "reg-7 reg-8 reg-9");
  bht_put (t, "breeds-slope-east", "mm-1");
  bht_put (t, "redoubt", "mm-2");
  bht_put (t, "ct-10", "mm-3");
  /* 3.1: from a hilltop the slope's +1 is ignored... */
  g_assert_cmpint (free_round_dice (t, "breeds-south", "breeds-slope-east"), ==, 1);
  /* ...but not from open ground... */
  g_assert_cmpint (free_round_dice (t, "south-field", "breeds-slope-east"), ==, 2);
  /* ...and the Redoubt's +2 counts even from the hilltop next door. */
  g_assert_cmpint (free_round_dice (t, "breeds-south", "redoubt"), ==, 3);
  /* 3.3: defenders of a town region roll a die more. */
  g_assert_cmpint (free_round_dice (t, "ct-9", "ct-10"), ==, 2);
  /* FAQ: low ammunition caps the defence at three, terrain included. */
  bht_put (t, "redoubt", "mil-1 mil-2 strength-2");
  g_assert_cmpint (free_round_dice (t, "breeds-south", "redoubt"), ==, 7);
  bht_track (t, "ammo", 12);
  g_assert_cmpint (free_round_dice (t, "breeds-south", "redoubt"), ==, 3);
  mt_ok (t, "correct-counter mil-1 waiting");
  mt_ok (t, "correct-counter mil-2 waiting");
  g_assert_cmpint (free_round_dice (t, "breeds-south", "redoubt"), ==, 3);
}

static void
test_redoubt_walls (void)
{
  g_autoptr(MtGame) t = bht_british_turn ("redoubt-walls=true");
  MusterEntry *e;

  bht_put (t, "breeds-south", "reg-1 reg-2 reg-3");
  bht_put (t, "redoubt", "mm-1 mm-2");
  /* 11.1: the first British hit on the Redoubt is ignored, once per action. */
  mt_dice (t, "6 6 1 1 1 1");
  e = mt_ok (t, "volley-fire breeds-south redoubt");
  g_assert_true (mt_says (e, "11.1"));
  g_assert_true (bht_flipped (t, "mm-1") != bht_flipped (t, "mm-2"));
}

static void
test_more_ammo (void)
{
  g_autoptr(MtGame) t = bht_british_turn ("more-ammo=true");
  g_autoptr(MtGame) plain = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "ndw-north", "mm-1 mm-2");
  mt_ok (t, "assault east-field ndw-north");
  mt_ok (t, "stand");
  /* 11.2: two ammunition to hit on 4-6 while defending. */
  mt_dice (t, "4 1 1");
  e = mt_ok (t, "defensive-fire fire hit4");
  g_assert_true (mt_says (e, "hitting on 4-6"));
  g_assert_true (mt_says (e, "1 hit."));
  g_assert_cmpint (bht_tracks (t).ammo, ==, 24 - 2 - 1 - 1);
  /* Not in play without the option. */
  bht_put (plain, "east-field", "reg-1 reg-2");
  bht_put (plain, "ndw-north", "mm-1 mm-2");
  mt_ok (plain, "assault east-field ndw-north");
  mt_ok (plain, "stand");
  g_free (mt_refused (plain, "defensive-fire fire hit4", MUSTER_ERROR_ILLEGAL, "11.2"));
}

static void
test_staging_assault_limit (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "stage-2a", "reg-1 reg-2 reg-3 reg-4");
  bht_put (t, "stone-wall", "mm-1");
  /* FAQ: at most three units assault from a staging area. */
  g_free (mt_refused (t, "assault stage-2a stone-wall", MUSTER_ERROR_ILLEGAL, "FAQ"));
  mt_ok (t, "assault stage-2a stone-wall reg-1 reg-2 reg-3");
}

static void
test_patriot_attack_costs_ammo (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "ndw-north", "mm-1 mm-2");
  bht_put (t, "east-field", "reg-1");
  /* The British fire the free round with two dice. */
  mt_dice (t, "1 1");
  mt_ok (t, "assault ndw-north east-field");
  /* 8.0: assaulting costs the Patriots one ammunition. */
  g_assert_cmpint (bht_tracks (t).ammo, ==, 23);
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/assault/unit-count", test_unit_count);
  g_test_add_func ("/bunker/assault/free-round-and-fall-back", test_free_round_and_fall_back);
  g_test_add_func ("/bunker/assault/hold-fire-and-rounds", test_hold_fire_and_rounds);
  g_test_add_func ("/bunker/assault/retreat-before-combat", test_retreat_before_combat);
  g_test_add_func ("/bunker/assault/panicked-defenders", test_panicked_defenders);
  g_test_add_func ("/bunker/assault/out-of-ammunition", test_out_of_ammunition);
  g_test_add_func ("/bunker/assault/modifiers", test_assault_modifiers);
  g_test_add_func ("/bunker/assault/redoubt-walls", test_redoubt_walls);
  g_test_add_func ("/bunker/assault/more-ammo", test_more_ammo);
  g_test_add_func ("/bunker/assault/staging-limit", test_staging_assault_limit);
  g_test_add_func ("/bunker/assault/patriot-attack-costs-ammo", test_patriot_attack_costs_ammo);
  return g_test_run ();
}
