/* test-b2c-solitaire.c: the solitaire rules of 15.2 (also used by 15.3 and
 * 15.4): reinforcements, Patriot opportunity fire, the hinder limit,
 * Percy's landing, attrition, casualties and the solitaire VP.
 * Numbers in comments are rules-checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "b2c-test-util.h"

/* A solitaire game on an empty board: the Militia the set-up draws from
 * the pool are off the map with the rest, so the first card reveals none. */
static MtGame *
empty_solo (int turn)
{
  MtGame *s = b2ct_new ("solitaire", NULL);

  b2ct_clear (s);
  b2ct_turn (s, turn, 3, 3, "british");
  return s;
}

/* 167 (15.2): a card with hash marks brings a hidden Militia, placed by a
 * die; none from a card without. */
static void
test_reinforcement (void)
{
  g_autoptr(MtGame) s = empty_solo (9);
  int placed = 0;

  b2ct_correct (s, "correct-phase draw");
  mt_cards (s, "1");  /* no hash marks; 3 and 3 */
  mt_dice (s, "1");
  mt_ok (s, "draw-card");
  {
    g_autoptr(GArray) units = b2ct_units_on_map (s, NULL);

    placed = (int) units->len;
  }
  g_assert_cmpint (placed, ==, 0);
  g_assert_cmpuint (muster_deck_get_n_draw (b2ct_deck (s, TRUE)), ==, 21);

  b2ct_correct (s, "correct-phase draw");
  mt_cards (s, "2");  /* one hash mark; 4 and 2 */
  mt_dice (s, "4");        /* 4: Menotomy */
  mt_ok (s, "draw-card");
  g_assert_cmpstr (b2ct_where (s, "mil-1"), ==, "menotomy");
  g_assert_cmpint (b2ct_strength (s, "mil-1"), ==, -1);  /* hidden */
}

/* 170 (15.2): a British move draws fire from each Patriot region it comes
 * next to, into or through: one die per five unbroken SP plus one per
 * unbroken Minuteman, hitting on 6; at most two hits per move action. */
static void
test_opportunity_fire (void)
{
  g_autoptr(MtGame) s = empty_solo (9);

  b2ct_put (s, "reg-8 reg-9 reg-10 percy", "menotomy", "");
  /* Lexington: 2 Minutemen + Militia 1, 1, 2: SP 6: 1 + 2 = 3 dice. */
  b2ct_put (s, "mm-1 mm-2", "lexington", "");
  b2ct_put (s, "mil-1 mil-2", "lexington", "1");
  b2ct_put (s, "mil-3", "lexington", "2");
  /* Medford (next to Menotomy, not to the road ahead): 1 Minuteman. */
  b2ct_put (s, "mm-3", "woburn", "");
  mt_dice (s, "6 6 6 6");  /* Lexington three 6s; Woburn one */
  mt_ok (s, "scout menotomy foot-of-the-rocks reg-8 reg-9 reg-10 percy");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  /* Four 6s, two hits. */
  {
    g_autoptr(MusterPending) pending = mt_pending (s);

    g_assert_cmpuint (pending->count, ==, 2);
  }
  mt_ok (s, "allocate-hits reg-8 reg-9");
  g_assert_true (b2ct_flipped (s, "reg-9"));
}

/* 166 (15.2): Percy lands on turn 8, drawing no opportunity fire. */
static void
test_percy_landing (void)
{
  g_autoptr(MtGame) s = empty_solo (8);

  b2ct_put (s, "percy reg-8 reg-1", "boston", "");
  b2ct_put (s, "mm-1", "cambridge", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "15.2", "land lechmere-point reg-1");
  mt_ok (s, "land lechmere-point percy reg-8");
  g_assert_cmpstr (b2ct_where (s, "percy"), ==, "lechmere-point");
  /* No fire to take: only more units of Boston may still move. */
  g_assert_true (b2ct_asks (s, "end-move", NULL));
  b2ct_correct (s, "correct-track turn 9");
  b2ct_correct (s, "correct-acting british");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "9.0", "land charlestown reg-1");
}

/* 108 (15.2): the Hinder marker goes between a British force and
 * Lexington. */
static void
test_hinder_between (void)
{
  g_autoptr(MtGame) s = empty_solo (9);

  b2ct_correct (s, "correct-acting patriot");
  b2ct_put (s, "reg-8", "cambridge", "");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "15.2 Hinder", "hinder place move concord");
  mt_ok (s, "hinder place move watertown");
  g_assert_cmpint (b2ct_hinder (s, "move").place, ==, B2C_HINDER_VIEW_ON_MAP);
}

/* 171-173 (15.2): attrition, then casualties (halves for broken units,
 * strength points for destroyed ones, less the British reserves) and the
 * solitaire VP list. */
static void
test_final_count (void)
{
  g_autoptr(MtGame) s = empty_solo (12);

  /* British: all in Lexington (consolidated) with 4 unbroken Regulars
   * (8 SP) against Patriot SP 3: more than 2 to 1. */
  for (int i = 8; i <= 11; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      b2ct_put (s, id, "lexington", "");
    }
  b2ct_put (s, "reg-12 percy", "lexington", "b");
  b2ct_put (s, "mil-1", "lexington", "2");
  b2ct_put (s, "mm-1", "lexington", "");
  b2ct_put (s, "mm-2", "lincoln", "b");
  for (int i = 1; i <= 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      g_autofree char *line = g_strdup_printf ("correct-counter %s eliminated", id);

      b2ct_correct (s, line);
    }
  b2ct_correct (s, "correct-track vp-british 0");
  b2ct_correct (s, "correct-track vp-patriot 0");
  b2ct_correct (s, "correct-track reserve-british 1");
  b2ct_correct (s, "correct-track reserve-patriot 0");
  /* Attrition in roster order: reg-12 (British broken, 6 disbands): 2;
   * Percy (wounded, 6 dies): 6; mm-2 (Patriot broken, 5-6): 5. */
  mt_dice (s, "2 6 5");
  b2ct_correct (s, "correct-phase end");
  b2ct_correct (s, "correct-track actions-british 0");
  b2ct_correct (s, "correct-track actions-patriot 0");
  mt_ok (s, "end-turn");
  g_assert_true (b2ct_tracks (s).over);
  g_assert_true (b2ct_gone (s, "percy"));
  g_assert_true (b2ct_gone (s, "mm-2"));
  g_assert_false (b2ct_gone (s, "reg-12"));
  /* Casualties: 4 destroyed Regulars = 8, reg-12 broken 0.5, less 1
   * reserve: 7.5, more than six. */
  {
    g_autofree char *view = mt_view (s, NULL);

    g_assert_nonnull (strstr (view, "British casualties: 7.5 (after 1 Reserve Action)."));
  }
  /* British: 1 (mm-2) + 3 (Lexington outnumbered) + 2 (consolidated) = 6.
   * Patriot: 4 Regulars + Percy = 5, reg-12 broken 0.5, casualties 2: 7.5. */
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_BRITISH] * 2, ==, 12);
  g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT] * 2, ==, 15);
  g_assert_cmpint (b2ct_tracks (s).winner, ==, REVROAD_PATRIOT);
}

/* 173 (15.2): the Lexington awards: 4 with no Patriots there, 2 when the
 * Regulars do not outnumber the Patriot SP by more than 2 to 1; and the
 * Patriot's 2 when the British are not all in one region. */
static void
test_lexington_awards (void)
{
  for (int variant = 0; variant < 2; variant++)
    {
      g_autoptr(MtGame) s = empty_solo (12);

      b2ct_put (s, "reg-8 reg-9", "lexington", "");
      b2ct_put (s, "percy", "lincoln", "");
      if (variant == 1)
        {
          b2ct_put (s, "mm-1", "lexington", "");
          b2ct_put (s, "mil-1", "lexington", "2");  /* SP 3: 4 is not more than 2 x 3 */
        }
      b2ct_correct (s, "correct-phase end");
      b2ct_correct (s, "correct-track actions-british 0");
  b2ct_correct (s, "correct-track actions-patriot 0");
      mt_ok (s, "end-turn");
      g_assert_true (b2ct_tracks (s).over);
      g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_BRITISH] * 2, ==, variant == 0 ? 8 : 4);
      g_assert_cmpfloat (b2ct_tracks (s).final_vp[REVROAD_PATRIOT] * 2, ==, 4);  /* not consolidated */
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/solitaire/reinforcement", test_reinforcement);
  g_test_add_func ("/b2c/solitaire/opportunity-fire", test_opportunity_fire);
  g_test_add_func ("/b2c/solitaire/percy-landing", test_percy_landing);
  g_test_add_func ("/b2c/solitaire/hinder-between", test_hinder_between);
  g_test_add_func ("/b2c/solitaire/final-count", test_final_count);
  g_test_add_func ("/b2c/solitaire/lexington-awards", test_lexington_awards);
  return g_test_run ();
}
