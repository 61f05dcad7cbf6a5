/* test-b2c-solitaire.c: the solitaire rules of 15.2 (also used by 15.3 and
 * 15.4): reinforcements, Patriot opportunity fire, the hinder limit,
 * Percy's landing, attrition, casualties and the solitaire VP.
 * Numbers in comments are rules-checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "b2c-test-util.h"

static B2cState *
empty_solo (int turn)
{
  B2cState *s = b2c_test_new ("solitaire", NULL);

  b2c_test_clear (s);
  b2c_test_turn (s, turn, 3, 3, "british");
  s->setup_reveals = FALSE;
  return s;
}

/* 167 (15.2): a card with hash marks brings a hidden Militia, placed by a
 * die; none from a card without. */
static void
test_reinforcement (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = empty_solo (9);
  int placed = 0;

  s->phase = B2C_PHASE_DRAW;
  b2c_test_cards (chance, "1", NULL);  /* no hash marks; 3 and 3 */
  b2c_test_dice (chance, 1, 0);
  DO (s, chance, "draw-card");
  for (guint i = 0; i < b2c_n_units (s); i++)
    placed += revroad_unit_on_map (b2c_unit (s, (int) i));
  g_assert_cmpint (placed, ==, 0);

  s->phase = B2C_PHASE_DRAW;
  b2c_test_cards (chance, "2", NULL);  /* one hash mark; 4 and 2 */
  b2c_test_dice (chance, 4, 0);        /* 4: Menotomy */
  DO (s, chance, "draw-card");
  g_assert_cmpstr (b2c_test_where (s, "mil-1"), ==, "menotomy");
  g_assert_true (revroad_unit_is_hidden (b2c_def (s, b2c_find_unit (s, "mil-1")), b2c_unit (s, b2c_find_unit (s, "mil-1"))));
}

/* 170 (15.2): a British move draws fire from each Patriot region it comes
 * next to, into or through: one die per five unbroken SP plus one per
 * unbroken Minuteman, hitting on 6; at most two hits per move action. */
static void
test_opportunity_fire (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = empty_solo (9);

  b2c_test_put (s, "reg-8 reg-9 reg-10 percy", "menotomy", "");
  /* Lexington: 2 Minutemen + Militia 1, 1, 2: SP 6: 1 + 2 = 3 dice. */
  b2c_test_put (s, "mm-1 mm-2", "lexington", "");
  b2c_test_put (s, "mil-1 mil-2", "lexington", "1");
  b2c_test_put (s, "mil-3", "lexington", "2");
  /* Medford (next to Menotomy, not to the road ahead): 1 Minuteman. */
  b2c_test_put (s, "mm-3", "woburn", "");
  b2c_test_dice (chance, 6, 6, 6, 6, 0);  /* Lexington three 6s; Woburn one */
  DO (s, chance, "scout", "menotomy", "foot-of-the-rocks", "reg-8", "reg-9", "reg-10", "percy");
  g_assert_cmpstr (b2c_test_pending (s), ==, "allocate");
  g_assert_cmpint (b2c_test_pending_side (s), ==, REVROAD_BRITISH);
  g_assert_cmpint (b2c_top_ask (s)->count, ==, 2);
  g_assert_cmpint (s->move.opfire_hits, ==, 2);
  DO (s, chance, "allocate-hits", "reg-8", "reg-9");
  g_assert_true (b2c_test_flipped (s, "reg-9"));
}

/* 166 (15.2): Percy lands on turn 8, drawing no opportunity fire. */
static void
test_percy_landing (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = empty_solo (8);

  b2c_test_put (s, "percy reg-8 reg-1", "boston", "");
  b2c_test_put (s, "mm-1", "cambridge", "");
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "15.2", "land", "lechmere-point", "reg-1", NULL);
  DO (s, chance, "land", "lechmere-point", "percy", "reg-8");
  g_assert_cmpstr (b2c_test_where (s, "percy"), ==, "lechmere-point");
  /* No fire to take: only more units of Boston may still move. */
  g_assert_cmpstr (b2c_test_pending (s), ==, "move-more");
  s->tracks.turn = 9;
  s->tracks.acting = REVROAD_BRITISH;
  b2c_test_refused (s, MUSTER_ERROR_ILLEGAL, "9.0", "land", "charlestown", "reg-1", NULL);
}

/* 108 (15.2): the Hinder marker goes between a British force and
 * Lexington. */
static void
test_hinder_between (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = empty_solo (9);

  s->tracks.acting = REVROAD_PATRIOT;
  b2c_test_put (s, "reg-8", "cambridge", "");
  b2c_test_refused (s, MUSTER_ERROR_UNCERTAIN, "15.2 Hinder", "hinder", "place", "move", "concord", NULL);
  DO (s, chance, "hinder", "place", "move", "watertown");
  g_assert_cmpint (s->hinder[B2C_HINDER_MOVE].where, ==, B2C_HINDER_ON_MAP);
}

/* 171-173 (15.2): attrition, then casualties (halves for broken units,
 * strength points for destroyed ones, less the British reserves) and the
 * solitaire VP list. */
static void
test_final_count (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(B2cState) s = empty_solo (12);

  /* British: all in Lexington (consolidated) with 4 unbroken Regulars
   * (8 SP) against Patriot SP 3: more than 2 to 1. */
  for (int i = 8; i <= 11; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      b2c_test_put (s, id, "lexington", "");
    }
  b2c_test_put (s, "reg-12 percy", "lexington", "b");
  b2c_test_put (s, "mil-1", "lexington", "2");
  b2c_test_put (s, "mm-1", "lexington", "");
  b2c_test_put (s, "mm-2", "lincoln", "b");
  for (int i = 1; i <= 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("reg-%d", i);
      b2c_unit (s, b2c_find_unit (s, id))->place = REVROAD_PLACE_ELIMINATED;
    }
  b2c_test_correct (s, "correct-track vp-british 0");
  b2c_test_correct (s, "correct-track vp-patriot 0");
  b2c_test_correct (s, "correct-track reserve-british 1");
  b2c_test_correct (s, "correct-track reserve-patriot 0");
  /* Attrition in roster order: reg-12 (British broken, 6 disbands): 2;
   * Percy (wounded, 6 dies): 6; mm-2 (Patriot broken, 5-6): 5. */
  b2c_test_dice (chance, 2, 6, 5, 0);
  s->phase = B2C_PHASE_END;
  s->tracks.actions[0] = s->tracks.actions[1] = 0;
  DO (s, chance, "end-turn");
  g_assert_true (s->over);
  g_assert_true (b2c_test_gone (s, "percy"));
  g_assert_true (b2c_test_gone (s, "mm-2"));
  g_assert_false (b2c_test_gone (s, "reg-12"));
  /* Casualties: 4 destroyed Regulars = 8, reg-12 broken 0.5, less 1
   * reserve: 7.5, more than six. */
  g_assert_cmpint (s->casualties_halves, ==, 15);
  /* British: 1 (mm-2) + 3 (Lexington outnumbered) + 2 (consolidated) = 6.
   * Patriot: 4 Regulars + Percy = 5, reg-12 broken 0.5, casualties 2: 7.5. */
  g_assert_cmpint (s->final_halves[REVROAD_BRITISH], ==, 12);
  g_assert_cmpint (s->final_halves[REVROAD_PATRIOT], ==, 15);
  g_assert_cmpint (s->winner, ==, REVROAD_PATRIOT);
}

/* 173 (15.2): the Lexington awards: 4 with no Patriots there, 2 when the
 * Regulars do not outnumber the Patriot SP by more than 2 to 1; and the
 * Patriot's 2 when the British are not all in one region. */
static void
test_lexington_awards (void)
{
  for (int variant = 0; variant < 2; variant++)
    {
      g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
      g_autoptr(B2cState) s = empty_solo (12);

      b2c_test_put (s, "reg-8 reg-9", "lexington", "");
      b2c_test_put (s, "percy", "lincoln", "");
      if (variant == 1)
        {
          b2c_test_put (s, "mm-1", "lexington", "");
          b2c_test_put (s, "mil-1", "lexington", "2");  /* SP 3: 4 is not more than 2 x 3 */
        }
      s->phase = B2C_PHASE_END;
      s->tracks.actions[0] = s->tracks.actions[1] = 0;
      DO (s, chance, "end-turn");
      g_assert_true (s->over);
      g_assert_cmpint (s->final_halves[REVROAD_BRITISH], ==, variant == 0 ? 8 : 4);
      g_assert_cmpint (s->final_halves[REVROAD_PATRIOT], ==, 4);  /* not consolidated */
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
