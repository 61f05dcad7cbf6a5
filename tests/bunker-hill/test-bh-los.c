/* test-bh-los.c: Line of Sight (7.2) on the reconstructed map, the
 * rulebook's own example, and the players' confirmations.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

static gboolean
sees (MtGame        *t,
      const char *a,
      const char *b,
      gboolean   *reconstructed)
{
  g_autofree char *why = NULL;
  gboolean clear = bh_view_sight (bht_state (t), a, b, reconstructed, &why);

  g_test_message ("%s -> %s: %s (%s)", a, b, clear ? "clear" : "blocked", why);
  return clear;
}

static void
test_adjacent (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  gboolean rec = TRUE;

  /* 7.2: a region always sees its neighbours. */
  g_assert_true (sees (t, "redoubt", "breeds-slope-east", &rec));
  g_assert_false (rec);
}

static void
test_rulebook_example (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  gboolean rec = TRUE;

  /* 7.2: the ridge in front of Staging Area 6 hides it from the Redoubt,
   * and the Redoubt from it; this is the rulebook's, not a guess. */
  g_assert_false (sees (t, "redoubt", "stage-6", &rec));
  g_assert_false (rec);
  g_assert_false (sees (t, "stage-6", "redoubt", &rec));
  g_assert_false (rec);
}

static void
test_higher_ground (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  gboolean rec = FALSE;

  /* Same elevation: a higher region between blocks. */
  g_assert_false (sees (t, "south-field", "stage-6", &rec));
  g_assert_true (rec);
  /* Through an elevation 2 region to lower ground: blocked. */
  g_assert_false (sees (t, "ndw-south", "breeds-slope-east", &rec));
  g_assert_false (sees (t, "bunker-south", "stage-1", &rec));
}

static void
test_units_block_level_lines (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  gboolean rec;

  g_assert_true (sees (t, "mystic-shore", "east-field", &rec));
  /* A leader alone does not block... */
  bht_put (t, "ndw-north", "prescott");
  g_assert_true (sees (t, "mystic-shore", "east-field", &rec));
  /* ...military units do, between regions of the same elevation. */
  bht_put (t, "ndw-north", "mm-1");
  g_assert_false (sees (t, "mystic-shore", "east-field", &rec));
  /* From elevation 2 units below are seen over. */
  bht_put (t, "bunker-slope-south", "mm-2");
  g_assert_true (sees (t, "bunker-south", "ct-7", &rec));
  /* From elevation 1 to 0 too. */
  bht_put (t, "south-field", "mm-3");
  g_assert_true (sees (t, "stage-4", "breeds-slope-east", &rec));
}

static void
test_blind_region (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  gboolean rec;

  /* 7.2: a slope not touching the hilltop, right in front of low ground,
   * makes it blind, both ways. */
  g_assert_false (sees (t, "redoubt", "ct-10", &rec));
  g_assert_false (sees (t, "ct-10", "redoubt", &rec));
  /* A slope next to the hilltop does not. */
  g_assert_true (sees (t, "bunker-south", "ct-7", &rec));
}

static void
test_town (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  gboolean rec;

  /* 7.2: into a town region, never through one. */
  g_assert_false (sees (t, "ct-1", "ct-3", &rec));
  g_assert_false (sees (t, "mill-field", "ct-8", &rec));
}

static void
test_players_confirm (void)
{
  g_autoptr(MtGame) t = bht_patriot_turn (NULL);
  gboolean rec = TRUE;
  MusterEntry *e;

  bht_put (t, "ct-1", "pcan-1");
  bht_put (t, "ct-3", "reg-1");
  g_free (mt_refused (t, "cannonade ct-1 ct-3", MUSTER_ERROR_UNCERTAIN, "6.3 Cannonade needs Line of Sight"));
  /* The players settle it at the table; it is then their value. */
  mt_ok (t, "set-sight ct-1 ct-3 clear");
  g_assert_true (sees (t, "ct-1", "ct-3", &rec));
  g_assert_false (rec);
  g_assert_true (sees (t, "ct-3", "ct-1", &rec));
  mt_dice (t, "1 1");
  mt_ok (t, "cannonade ct-1 ct-3");
  /* Or they throw a friendly die: 1-3 no sight. */
  mt_dice (t, "2");
  e = mt_ok (t, "sight-roll south-field breeds-south");
  g_assert_true (mt_says (e, "do not see"));
  g_assert_false (sees (t, "south-field", "breeds-south", &rec));
  g_assert_false (rec);
  /* The players' answer is enforced, not just warned about. */
  bht_put (t, "south-field", "reg-2");
  bht_put (t, "breeds-south", "mm-2");
  g_assert_cmpstr (bht_acting (t), ==, "british");
  g_free (mt_refused (t, "volley-fire south-field breeds-south", MUSTER_ERROR_ILLEGAL, "6.1 Volley Fire needs Line of Sight"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bunker/los/adjacent", test_adjacent);
  g_test_add_func ("/bunker/los/rulebook-example", test_rulebook_example);
  g_test_add_func ("/bunker/los/higher-ground", test_higher_ground);
  g_test_add_func ("/bunker/los/units-block-level-lines", test_units_block_level_lines);
  g_test_add_func ("/bunker/los/blind-region", test_blind_region);
  g_test_add_func ("/bunker/los/town", test_town);
  g_test_add_func ("/bunker/los/players-confirm", test_players_confirm);
  return g_test_run ();
}
