/* test-bh-log.c: what the log says of an action: every rule that changed
 * the dice or a counter is named with its section, and nothing is logged
 * that did not happen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

/* 7.1: the Patriot defender who withdraws nobody before the battle says so. */
static void
test_stand_says_something (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "ndw-north", "mm-1");
  mt_ok (t, "assault east-field ndw-north");
  e = mt_ok (t, "stand");
  g_assert_cmpstr (muster_entry_get_text (e), !=, "");
  g_assert_true (mt_says (e, "(7.1)"));
}

/* 8.0: ammunition at 0 cannot go lower; the log does not pretend it moved. */
static void
test_ammo_stays_at_zero (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_track (t, "ammo", 0);
  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "ndw-north", "mm-1");
  mt_ok (t, "assault east-field ndw-north");
  mt_ok (t, "stand");
  mt_dice (t, "1 1");
  e = mt_ok (t, "defensive-fire fire");
  g_assert_null (strstr (muster_entry_get_text (e), "0 → 0"));
  g_assert_true (mt_says (e, "stays at 0"));
  g_assert_cmpint (bht_tracks (t).ammo, ==, 0);
}

/* 8.0: the dice caps are applied last, and the log says so. */
static void
test_caps_logged (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  g_autoptr(MtGame) b = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "ndw-north", "mil-1 mil-2 strength-2");
  bht_put (t, "ndw-north", "mm-1");
  bht_put (t, "stage-2a", "reg-1 reg-2");
  bht_track (t, "ammo", 12);
  mt_dice (t, "1 1 1");
  e = mt_ok (t, "volley-fire ndw-north stage-2a");
  g_assert_true (mt_says (e, "8.0 Low ammunition: the Patriots roll 3 dice instead of 5."));

  /* In an assault too: three minutemen and the fence's die are four. */
  bht_put (b, "east-field", "reg-1 reg-2 reg-3");
  bht_put (b, "ndw-north", "mm-1 mm-2 mm-3");
  bht_track (b, "ammo", 13);
  mt_ok (b, "assault east-field ndw-north");
  mt_ok (b, "stand");
  mt_dice (b, "1 1 1");
  e = mt_ok (b, "defensive-fire fire");
  g_assert_true (mt_says (e, "8.0 Low ammunition: the Patriots roll 3 dice instead of 4."));
}

/* 4.1: a field cannon's second face is damaged, not broken. */
static void
test_damaged_cannon (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  MusterEntry *e;

  bht_put (t, "stone-wall", "mm-1");
  bht_put (t, "stage-2a", "bcan-1");
  mt_dice (t, "5");
  e = mt_ok (t, "volley-fire stone-wall stage-2a");
  g_assert_true (bht_flipped (t, "bcan-1"));
  g_assert_true (mt_says (e, "British Field Cannon 1 is damaged."));
  g_assert_null (strstr (muster_entry_get_text (e), "is broken"));
}

/* 9.3: the die demoralized British lose is named in an assault, as in a
 * volley, in every round they roll. */
static void
test_british_demoralization_in_assault (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_track (t, "morale-british", 0);
  bht_put (t, "east-field", "reg-1 reg-2 reg-3");
  bht_put (t, "ndw-north", "mm-1");
  mt_ok (t, "assault east-field ndw-north");
  mt_ok (t, "stand");
  mt_ok (t, "defensive-fire hold");
  mt_ok (t, "stand");
  /* Six strength, one die fewer: five dice. */
  mt_dice (t, "1 1 1 1 1 1 1");
  e = mt_ok (t, "stand");
  g_assert_true (mt_says (e, "Attackers: 9.3 British demoralization: one die fewer (-1)."));
  g_assert_true (mt_says (e, "5 dice hitting on 5-6"));
}

/* 6.4: counters a fire leaves nowhere to go are destroyed, and the log
 * says why. */
static void
test_hot_shot_no_way_out (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "ct-2", "mm-1");
  bht_put (t, "stage-5", "reg-1");
  mt_ok (t, "correct-fire ct-1 yes");
  mt_ok (t, "correct-fire ct-3 yes");
  mt_ok (t, "correct-fire ct-5 yes");
  mt_dice (t, "4");
  e = mt_ok (t, "bombard battery hot-shot ct-2");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "eliminated");
  g_assert_true (mt_says (e, "No region next to Charlestown 2 is free of fire and of the enemy"));
  g_assert_true (mt_says (e, "(6.4)"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/log/stand-says-something", test_stand_says_something);
  g_test_add_func ("/bunker/log/ammo-stays-at-zero", test_ammo_stays_at_zero);
  g_test_add_func ("/bunker/log/caps-logged", test_caps_logged);
  g_test_add_func ("/bunker/log/damaged-cannon", test_damaged_cannon);
  g_test_add_func ("/bunker/log/british-demoralization-in-assault", test_british_demoralization_in_assault);
  g_test_add_func ("/bunker/log/hot-shot-no-way-out", test_hot_shot_no_way_out);
  return g_test_run ();
}
