/* test-bh-fire.c: Volley Fire (6.1), Cannonade (6.3), Bombard (6.4), Snipe
 * (6.9), terrain modifiers (3.1, 3.3) and the ammunition caps (8.0, FAQ).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "bh-test-util.h"

/* How many dice the volley's preview says the engine would roll. */
static int
volley_dice (MtGame     *t,
             const char *from,
             const char *to)
{
  g_autofree char *line = g_strdup_printf ("volley-fire %s %s", from, to);
  g_autoptr(MusterPreview) preview = bht_preview (t, line);

  return muster_dist_get_max (bht_roll (preview, 0)->dist);
}

static void
test_volley_adjacent (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "stage-2a", "mm-1");
  /* 6.1: 4 dice, adjacent: each 5 or 6 hits. */
  mt_dice (t, "5 6 4 1");
  e = mt_ok (t, "volley-fire east-field stage-2a");
  g_assert_true (mt_says (e, "2 hits."));
  /* Two hits on the only counter: broken, then destroyed (4.1). */
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "eliminated");
  g_assert_cmpint (bht_tracks (t).morale[1], ==, 22);
  g_assert_true (bht_marked (t, "reg-1", "fired"));
  g_assert_cmpstr (bht_acting (t), ==, "patriot");
  g_assert_cmpint (bht_tracks (t).actions[0], ==, 3);
}

static void
test_volley_two_away (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "east-field", "reg-1 reg-2");
  bht_put (t, "stone-wall", "mm-1");
  /* Two regions away only sixes hit; the wall's yellow modifier counts only
   * from a neighbouring region (3.1). */
  g_assert_cmpint (volley_dice (t, "east-field", "stone-wall"), ==, 4);
  mt_dice (t, "5 6 5 1");
  e = mt_ok (t, "volley-fire east-field stone-wall");
  g_assert_true (mt_says (e, "1 hit."));
  g_assert_true (bht_flipped (t, "mm-1"));
}

static void
test_volley_refusals (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "reg-1 reg-2 bcan-1");
  bht_put (t, "stage-2a", "mm-1");
  bht_put (t, "redoubt", "mm-2");
  /* Targets must hold enemy counters. */
  g_free (mt_refused (t, "volley-fire east-field ndw-south", MUSTER_ERROR_ILLEGAL, "6.1"));
  /* More than two regions away: the rulebook's limit (regions the map does
   * not join count as apart), refused for good. */
  g_free (mt_refused (t, "volley-fire east-field redoubt", MUSTER_ERROR_ILLEGAL,
                       "6.1 Volley Fire: the target may be at most two regions away"));
  /* 4.3: no British cannon fire before the ammunition arrives. */
  g_free (mt_refused (t, "volley-fire east-field stage-2a bcan-1", MUSTER_ERROR_ILLEGAL, "4.3"));
  /* The Muster Box is never a target (3.2). */
  bht_put (t, "muster-box", "mil-1");
  g_free (mt_refused (t, "volley-fire east-field muster-box", MUSTER_ERROR_ILLEGAL, "3.2"));
  /* Once fired, a unit waits for next turn (4.10). */
  mt_dice (t, "1 1 1 1");
  mt_ok (t, "volley-fire east-field stage-2a reg-1 reg-2");
  bht_track (t, "actions-patriot", 0);
  g_free (mt_refused (t, "volley-fire east-field stage-2a reg-1", MUSTER_ERROR_ILLEGAL, "6.1 Volley Fire: British Regulars 1 has already fired"));
  g_free (mt_refused (t, "volley-fire east-field stage-2a", MUSTER_ERROR_ILLEGAL, "6.1"));
}

static void
test_terrain_modifiers (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "breeds-south", "reg-1 reg-2");
  bht_put (t, "south-field", "reg-3 reg-4");
  bht_put (t, "breeds-slope-north", "reg-5 reg-6");
  bht_put (t, "stage-2a", "reg-7 reg-8");
  bht_put (t, "ct-6", "reg-9 reg-10");
  bht_put (t, "redoubt", "mm-1");
  bht_put (t, "breeds-slope-east", "mm-2");
  bht_put (t, "ndw-north", "mm-3");
  bht_put (t, "ct-5", "mm-4");
  /* 3.1 The Redoubt's -2 counts even from the other Breed's Hill region. */
  g_assert_cmpint (volley_dice (t, "breeds-south", "redoubt"), ==, 2);
  /* 3.1 From a hilltop, other modifiers are ignored. */
  g_assert_cmpint (volley_dice (t, "breeds-south", "breeds-slope-east"), ==, 4);
  /* 3.1 A slope fired on from an adjacent slope loses its modifier. */
  g_assert_cmpint (volley_dice (t, "breeds-slope-north", "breeds-slope-east"), ==, 4);
  /* From open ground the slope's -1 counts. */
  g_assert_cmpint (volley_dice (t, "south-field", "breeds-slope-east"), ==, 3);
  /* 3.1 The rail fence's yellow modifier counts from next door. */
  g_assert_cmpint (volley_dice (t, "stage-2a", "ndw-north"), ==, 3);
  /* 3.3 A volley into a town region rolls a die fewer. */
  g_assert_cmpint (volley_dice (t, "ct-6", "ct-5"), ==, 3);
  /* And the engine rolls what the calculator says. */
  mt_dice (t, "6 6");
  mt_ok (t, "volley-fire breeds-south redoubt");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "eliminated");
}

static void
test_town_borders (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  g_autofree char *m = NULL;

  bht_put (t, "ct-7", "mm-1 pcan-1");
  bht_put (t, "ct-9", "reg-1");
  /* 3.3: out of one town region into another it does not border, a volley
   * crosses two town borders: refused whatever the line of sight. */
  g_free (mt_refused (t, "volley-fire ct-7 ct-9 mm-1", MUSTER_ERROR_ILLEGAL, "3.3 Charlestown"));
  mt_ok (t, "set-sight ct-7 ct-9 clear");
  g_free (mt_refused (t, "volley-fire ct-7 ct-9 mm-1", MUSTER_ERROR_ILLEGAL, "3.3 Charlestown"));
  /* The limit is the volley's: a cannonade may use the sight the players
   * confirmed. */
  mt_dice (t, "1 1");
  mt_ok (t, "cannonade ct-7 ct-9");
  bht_track (t, "actions-british", 0);
  bht_put (t, "ridge-west", "mm-2 mm-3");
  bht_put (t, "ct-8", "reg-2");
  /* A line through a town region is a matter of sight (7.2), drawn on the
   * reconstructed map: a warning the players may override. Two units, a
   * die fewer into a town region (3.3): one die. */
  m = mt_refused (t, "volley-fire ridge-west ct-8", MUSTER_ERROR_UNCERTAIN, "6.1 Volley Fire needs Line of Sight");
  g_assert_nonnull (strstr (m, "town"));
  mt_dice (t, "6");
  mt_ok_override (t, "volley-fire ridge-west ct-8");
  g_assert_true (bht_flipped (t, "reg-2"));
}

static void
test_patriot_ammo (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "ndw-north", "mil-1 mil-2 strength-2");
  bht_put (t, "ndw-north", "mm-1");
  bht_put (t, "stage-2a", "reg-1 reg-2");
  bht_put (t, "stone-wall", "reg-3");
  g_assert_cmpint (volley_dice (t, "ndw-north", "stage-2a"), ==, 5);
  /* 8.0: at 12, at most three dice. */
  bht_track (t, "ammo", 12);
  g_assert_cmpint (volley_dice (t, "ndw-north", "stage-2a"), ==, 3);
  /* At 0, at most two, and only next door. */
  bht_track (t, "ammo", 0);
  g_assert_cmpint (volley_dice (t, "ndw-north", "stage-2a"), ==, 2);
  bht_put (t, "east-field", "mm-2");
  bht_put (t, "ct-8", "reg-4");
  /* Two regions away: the rulebook's limit, refused for good. */
  g_free (mt_refused (t, "volley-fire east-field stone-wall", MUSTER_ERROR_ILLEGAL,
                       "8.0 Out of ammunition: the Patriots volley only into an adjacent region"));
  /* Each volley costs one ammunition (never below 0). */
  bht_track (t, "ammo", 20);
  mt_dice (t, "1 1 1 1 1");
  mt_ok (t, "volley-fire ndw-north stage-2a");
  g_assert_cmpint (bht_tracks (t).ammo, ==, 19);
}

static void
test_demoralized_dice (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  g_autoptr(MusterPreview) roll = NULL;
  g_autoptr(MtGame) b = bht_british_turn (NULL);

  /* (Demoralization sends militia back first, so they come after it.) */
  bht_track (t, "morale-patriot", 0);
  bht_put (t, "ndw-north", "mil-1 strength-1");
  bht_put (t, "ndw-north", "mm-1");
  bht_put (t, "stage-2a", "reg-1");
  /* 9.2: demoralized militia hit only on 6, minutemen still on 5-6. */
  roll = bht_preview (t, "volley-fire ndw-north stage-2a mm-1 mil-1");
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (roll, 0)->dist, 0), (4.0 / 6) * (5.0 / 6), 1e-9);
  /* 9.3: the British roll a die fewer when demoralized. */
  bht_put (b, "east-field", "reg-1 reg-2");
  bht_put (b, "stage-2a", "mm-1");
  bht_track (b, "morale-british", 0);
  g_assert_cmpint (volley_dice (b, "east-field", "stage-2a"), ==, 3);
}

static void
test_zero_militia_with_leader (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "ndw-north", "mil-1 mil-2 strength-0");
  bht_put (t, "ndw-north", "prescott");
  bht_put (t, "stage-2a", "reg-1");
  /* 4.1: one "0" militia per leader counts 1. */
  g_assert_cmpint (volley_dice (t, "ndw-north", "stage-2a"), ==, 0 + 1 - 1 + 1);
}

static void
test_staging_limit (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "stage-2a", "reg-1 reg-2 reg-3 reg-4 reg-5");
  bht_put (t, "stone-wall", "mm-1");
  /* FAQ: at most three units fire from a staging area in one action. */
  g_free (mt_refused (t, "volley-fire stage-2a stone-wall reg-1 reg-2 reg-3 reg-4", MUSTER_ERROR_ILLEGAL, "FAQ"));
  mt_dice (t, "1 1 1 1 1");
  mt_ok (t, "volley-fire stage-2a stone-wall");
  g_assert_true (bht_marked (t, "reg-3", "fired"));
  g_assert_false (bht_marked (t, "reg-4", "fired"));
  g_assert_cmpuint (muster_chance_get_n_unused (t->chance), ==, 0);
}

static void
test_cannonade (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  MusterEntry *e;

  bht_put (t, "breeds-south", "pcan-1");
  bht_put (t, "breeds-slope-east", "reg-1");
  bht_put (t, "breeds-slope-east", "reg-2 broken");
  bht_put (t, "breeds-slope-east", "gage");
  /* 6.3: two dice, 5-6 within two regions; hits one per healthy counter;
   * terrain does not matter. */
  mt_dice (t, "5 6");
  e = mt_ok (t, "cannonade breeds-south breeds-slope-east");
  g_assert_true (mt_says (e, "2 hits."));
  g_assert_true (bht_flipped (t, "reg-1"));
  g_assert_true (bht_flipped (t, "gage"));
  g_assert_cmpstr (bht_where (t, "reg-2"), ==, "breeds-slope-east");
  g_assert_true (bht_marked (t, "pcan-1", "fired"));
  g_assert_cmpint (bht_tracks (t).ammo, ==, 24);
  /* Each cannon fires once a turn (4.10). */
  bht_track (t, "actions-british", 0);
  g_free (mt_refused (t, "cannonade breeds-south breeds-slope-east", MUSTER_ERROR_ILLEGAL, "6.3 Cannonade: no Patriot field cannon"));
}

static void
test_cannonade_range_and_sight (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  g_autoptr(MusterPreview) far = NULL;

  bht_put (t, "redoubt", "pcan-1");
  bht_put (t, "stage-6", "reg-1");
  /* 7.2 The rulebook's example: the Redoubt cannot see Staging Area 6. */
  g_free (mt_refused (t, "cannonade redoubt stage-6", MUSTER_ERROR_ILLEGAL, "6.3 Cannonade needs Line of Sight"));
  /* Beyond two regions a cannon hits only on 6. */
  bht_put (t, "bunker-north", "pcan-1");
  bht_put (t, "moultons-hill", "reg-2");
  far = bht_preview (t, "cannonade bunker-north moultons-hill");
  g_assert_cmpint (bh_view_distance (bht_state (t), "bunker-north", "moultons-hill"), >, 2);
  g_assert_cmpstr (bht_roll (far, 0)->hits_on, ==, "6");
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (bht_roll (far, 0)->dist, 0), 25.0 / 36, 1e-9);
}

static void
test_british_cannon_ammo (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "east-field", "bcan-1");
  bht_put (t, "stage-2a", "mm-1");
  g_free (mt_refused (t, "cannonade east-field stage-2a", MUSTER_ERROR_ILLEGAL, "4.3"));
  /* The preview agrees: no dice while the ammunition is wrong. */
  {
    g_autoptr(MusterPreview) before = bht_preview (t, "cannonade east-field stage-2a");

    g_assert_false (before->legal);
    g_assert_cmpuint (bht_roll (before, 0)->n_dice, ==, 0);
  }
  mt_ok (t, "correct-track turn 9");
  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "end-turn");
  mt_cards (t, "1");
  mt_dice (t, "1");
  mt_ok (t, "draw-card");
  mt_dice (t, "1");
  mt_ok (t, "wrong-ammo");
  g_assert_true (bht_tracks (t).ammo_arrived);
  {
    g_autoptr(MusterPreview) after = bht_preview (t, "cannonade east-field stage-2a");

    g_assert_true (after->legal);
    g_assert_cmpuint (bht_roll (after, 0)->n_dice, ==, 2);
  }
  mt_dice (t, "6 1");
  mt_ok (t, "cannonade east-field stage-2a");
  g_assert_true (bht_flipped (t, "mm-1"));
}

static void
test_bombard (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "ct-5", "mm-1 mm-2");
  bht_put (t, "ct-8", "mm-3");
  bht_put (t, "stage-6", "mm-4 mm-5");
  bht_put (t, "neck", "mm-6 mm-7");
  /* 6.4: two dice on 6; hits only on healthy counters. */
  mt_dice (t, "6 3");
  e = mt_ok (t, "bombard fleet units ct-5");
  g_assert_true (mt_says (e, "1 hit."));
  g_assert_true (bht_flipped (t, "mm-1") != bht_flipped (t, "mm-2"));
  g_assert_false (bht_marked (t, "mm-1", "fired"));
  bht_track (t, "actions-patriot", 0);
  /* At least two healthy Patriot counters. */
  g_free (mt_refused (t, "bombard fleet units ct-8", MUSTER_ERROR_ILLEGAL, "6.4 Bombard: a target needs at least two"));
  /* A staging area is hit on 5-6. */
  mt_dice (t, "5 1");
  mt_ok (t, "bombard battery units stage-6");
  g_assert_true (bht_flipped (t, "mm-4") || bht_flipped (t, "mm-5"));
  /* Outside the fleet's target area (the player aid is reconstructed). */
  g_free (mt_refused (t, "bombard fleet units neck", MUSTER_ERROR_UNCERTAIN, "6.4"));
  mt_ok (t, "naval-move charles");
  mt_dice (t, "1 1");
  mt_ok (t, "bombard fleet units neck");
}

static void
test_hot_shot (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);
  MusterEntry *e;

  bht_put (t, "ct-5", "mm-1 prescott");
  bht_put (t, "ct-6", "reg-1");
  /* 6.4 Hot Shot: one die, 4-6 sets the region ablaze. */
  mt_dice (t, "3");
  e = mt_ok (t, "bombard fleet hot-shot ct-3");
  g_assert_true (mt_says (e, "0 hits."));
  g_assert_false (bht_ablaze (t, "ct-3"));
  bht_track (t, "actions-patriot", 0);
  mt_dice (t, "4");
  mt_ok (t, "bombard battery hot-shot ct-5");
  g_assert_true (bht_ablaze (t, "ct-5"));
  /* The counters there must leave at once, to a region that is not ablaze
   * and holds no enemy. */
  {
    g_autofree char *d = bht_decision (t);
    g_assert_cmpstr (d, ==, "evacuate");
  }
  g_free (mt_refused (t, "evacuate ct-6", MUSTER_ERROR_ILLEGAL, "6.4"));
  mt_ok (t, "evacuate ct-2");
  g_assert_cmpstr (bht_where (t, "mm-1"), ==, "ct-2");
  g_assert_cmpstr (bht_where (t, "prescott"), ==, "ct-2");
  /* Only one Ablaze marker by Bombard each turn. */
  g_free (mt_refused (t, "bombard fleet hot-shot ct-3", MUSTER_ERROR_ILLEGAL, "6.4 Hot Shot: only one"));
  g_free (mt_refused (t, "bombard fleet hot-shot ct-5", MUSTER_ERROR_ILLEGAL, "6.4 Hot Shot"));
  /* Nobody enters an ablaze region (6.5). */
  bht_track (t, "actions-patriot", 2);
  bht_track (t, "actions-british", 0);
  g_free (mt_refused (t, "land-move ct-2 ct-5", MUSTER_ERROR_ILLEGAL, "6.5"));
}

static void
test_copps_hill (void)
{
  g_autoptr(MtGame) t = bht_british_turn (NULL);

  bht_put (t, "moultons-hill", "mm-1 mm-2");
  /* 4.4: the battery may not fire at darkened regions (reconstructed). */
  g_free (mt_refused (t, "bombard battery units moultons-hill", MUSTER_ERROR_UNCERTAIN, "4.4"));
  mt_dice (t, "1 1");
  mt_ok (t, "bombard fleet units moultons-hill");
}

static void
test_side_restrictions (void)
{
  g_autoptr(MtGame) p = bht_patriot_turn (NULL);
  g_autoptr(MtGame) b = bht_british_turn (NULL);

  g_free (mt_refused (p, "bombard fleet units ct-5", MUSTER_ERROR_ILLEGAL, "6.4 Bombard is a British action"));
  g_free (mt_refused (p, "naval-move mystic", MUSTER_ERROR_ILLEGAL, "6.6"));
  g_free (mt_refused (p, "land-troops zone-2 stage-2a", MUSTER_ERROR_ILLEGAL, "6.10"));
  g_free (mt_refused (b, "snipe ct-5", MUSTER_ERROR_ILLEGAL, "6.9 Snipe is a Patriot action"));
}

static void
test_snipe (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);

  bht_put (t, "ct-5", "reg-1");
  bht_put (t, "ridge-west", "reg-2");
  bht_put (t, "east-field", "reg-3");
  bht_put (t, "ct-9", "bcan-1 gage wounded");
  /* 6.9: one die, 5-6. */
  mt_dice (t, "5");
  mt_ok (t, "snipe ct-5");
  g_assert_true (bht_flipped (t, "reg-1"));
  bht_track (t, "actions-british", 0);
  /* Not field cannon, not broken or wounded counters. */
  g_free (mt_refused (t, "snipe ct-9", MUSTER_ERROR_ILLEGAL, "6.9"));
  /* Away from the town: the rulebook's limit (regions the map does not
   * join count as apart). */
  g_free (mt_refused (t, "snipe east-field", MUSTER_ERROR_ILLEGAL, "6.9"));
  /* FAQ: not from a burning region. */
  mt_ok (t, "correct-fire ct-1 yes");
  mt_ok (t, "correct-fire ct-7 yes");
  g_free (mt_refused (t, "snipe ridge-west", MUSTER_ERROR_ILLEGAL, "6.9"));
  /* 8.0: no sniping at 12 ammunition or less. */
  bht_track (t, "ammo", 12);
  g_free (mt_refused (t, "snipe ct-5", MUSTER_ERROR_ILLEGAL, "8.0"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/fire/volley-adjacent", test_volley_adjacent);
  g_test_add_func ("/bunker/fire/volley-two-away", test_volley_two_away);
  g_test_add_func ("/bunker/fire/volley-refusals", test_volley_refusals);
  g_test_add_func ("/bunker/fire/terrain-modifiers", test_terrain_modifiers);
  g_test_add_func ("/bunker/fire/town-borders", test_town_borders);
  g_test_add_func ("/bunker/fire/patriot-ammo", test_patriot_ammo);
  g_test_add_func ("/bunker/fire/demoralized-dice", test_demoralized_dice);
  g_test_add_func ("/bunker/fire/zero-militia-with-leader", test_zero_militia_with_leader);
  g_test_add_func ("/bunker/fire/staging-limit", test_staging_limit);
  g_test_add_func ("/bunker/fire/cannonade", test_cannonade);
  g_test_add_func ("/bunker/fire/cannonade-range-and-sight", test_cannonade_range_and_sight);
  g_test_add_func ("/bunker/fire/british-cannon-ammo", test_british_cannon_ammo);
  g_test_add_func ("/bunker/fire/bombard", test_bombard);
  g_test_add_func ("/bunker/fire/hot-shot", test_hot_shot);
  g_test_add_func ("/bunker/fire/copps-hill", test_copps_hill);
  g_test_add_func ("/bunker/fire/side-restrictions", test_side_restrictions);
  g_test_add_func ("/bunker/fire/snipe", test_snipe);
  return g_test_run ();
}
