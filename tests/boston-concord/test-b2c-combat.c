/* test-b2c-combat.c: From Boston to Concord combat (7.0-7.1.4) for Attack
 * (6.1), Assault (6.2) and Charge (6.3), the field cannon (4.1), Ambush
 * (6.6), Snipe (6.7), leader re-rolls (14.1), hit numbers (14.4) and the
 * combat preview. Numbers in comments are rules-checklist items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "b2c-test-util.h"

static MtGame *
lexington_fight (void)
{
  MtGame *s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1 reg-2 smith mm-1", "lexington", "");
  b2ct_put (s, "mil-1", "lexington", "2");
  return s;
}

/* The Patriot's roll in a preview. */
static const MusterRollPreview *
patriot_roll (const MusterPreview *preview)
{
  for (guint i = 0; i < preview->rolls->len; i++)
    {
      const MusterRollPreview *roll = g_ptr_array_index (preview->rolls, i);

      if (g_strcmp0 (roll->side, "patriot") == 0)
        return roll;
    }
  g_error ("no Patriot roll in the preview");
}

/* 54 (6.1): eligibility. */
static void
test_attack_eligibility (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1", "lexington", "f");
  b2ct_put (s, "mm-1", "lexington", "");
  g_assert_false (b2ct_legal (s, "attack"));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.1 Attack: Regular 1 has a Fired marker", "attack lexington reg-1");
  b2ct_put (s, "reg-2", "lexington", "");
  g_assert_true (b2ct_legal (s, "attack"));
  /* Units under a marker are no target. */
  b2ct_put (s, "mm-1", "lexington", "i");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.1 Attack: there are no active enemy units", "attack lexington");
  /* 6 (3.0): the Patriot never targets Boston, nor stands there. */
  b2ct_correct (s, "correct-acting patriot");
  b2ct_put (s, "reg-3", "boston", "");
  b2ct_put (s, "mm-2", "boston-neck", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "3.0 Boston", "assault boston-neck boston mm-2");
}

/* 129, 133 (7.0): defensive fire: the defender rolls first, the attacker
 * takes the hits, the survivors roll; Fired markers only on units that
 * threw dice. 144: dice thrown: the Shot is heard. */
static void
test_defensive_fire (void)
{
  g_autoptr(MtGame) s = lexington_fight ();

  mt_ok (s, "attack lexington");
  g_assert_true (b2ct_asks (s, "stand", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_PATRIOT);
  mt_ok (s, "stand");
  g_assert_true (b2ct_asks (s, "fight-simultaneous", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  /* Patriots: Minutemen 1 die + Militia 2 dice, hitting on 5-6. */
  mt_dice (s, "6 1 1");
  {
    g_autofree char *text = b2ct_do (s, "face-defensive-fire");

    /* The count of hits, with its section. */
    g_assert_nonnull (strstr (text, "— 1 hit (7.0)."));
  }
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  /* The British then roll with what is left: Regular 2's two dice (4-6). */
  mt_dice (s, "4 4");
  mt_ok (s, "allocate-hits reg-1");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_PATRIOT);
  mt_ok (s, "allocate-hits mm-1 mil-1");
  g_assert_true (b2ct_pending_none (s));
  g_assert_true (b2ct_flipped (s, "reg-1"));
  g_assert_true (b2ct_flipped (s, "mm-1"));
  g_assert_true (b2ct_flipped (s, "mil-1"));
  g_assert_false (b2ct_marks (s, "reg-1") & REVROAD_MARK_FIRED);
  g_assert_true (b2ct_marks (s, "reg-2") & REVROAD_MARK_FIRED);
  g_assert_true (b2ct_marks (s, "mm-1") & REVROAD_MARK_FIRED);
  g_assert_false (b2ct_marks (s, "smith") & REVROAD_MARK_FIRED);
  g_assert_true (b2ct_tracks (s).shot_heard);
  g_assert_cmpint (b2ct_tracks (s).first_combat, ==, REVROAD_BRITISH);
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 0);
  g_assert_cmpint (b2ct_tracks (s).actions[REVROAD_BRITISH], ==, 2);
}

/* 127-128, 142 (7.0, 7.1.4): simultaneous combat: the attacker takes a hit
 * first; both roll at once; a side that lost a unit may retreat, without
 * the penalties of a retreat before combat. */
static void
test_simultaneous (void)
{
  g_autoptr(MtGame) s = lexington_fight ();

  mt_ok (s, "attack lexington");
  mt_ok (s, "stand");
  mt_ok (s, "fight-simultaneous");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  /* British 2 dice (4, 1): one hit; Patriots 3 dice (5, 5, 1): two hits. */
  mt_dice (s, "4 1 5 5 1");
  mt_ok (s, "allocate-hits reg-1");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  mt_ok (s, "allocate-hits reg-2 reg-1");
  g_assert_true (b2ct_gone (s, "reg-1"));
  mt_ok (s, "allocate-hits mil-1");
  /* The British lost a unit: they may retreat, toward Boston when they can. */
  g_assert_true (b2ct_asks (s, "stay", "7.1.4"));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "7.1.4", "retreat fiske-hill");
  mt_ok (s, "retreat foot-of-the-rocks");
  g_assert_cmpstr (b2ct_where (s, "reg-2"), ==, "foot-of-the-rocks");
  g_assert_cmpstr (b2ct_where (s, "smith"), ==, "foot-of-the-rocks");
  /* No Moved marker, no penalty: unlike a retreat before combat. */
  g_assert_false (b2ct_marks (s, "smith") & REVROAD_MARK_MOVED);
  g_assert_true (b2ct_marks (s, "reg-2") & REVROAD_MARK_FIRED);
  g_assert_true (b2ct_pending_none (s));
}

/* 137, 140-141 (7.1.1, 7.1.3): unmoved units retreat and get Moved
 * markers; with every defender gone the attacker may fire: retreating
 * military units and healthy leaders count, halved for Patriots. */
static void
test_retreat_and_opfire (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1", "lincoln", "");
  b2ct_put (s, "mil-1 mil-2 mil-3", "lincoln", "1");
  b2ct_put (s, "warren", "lincoln", "");
  b2ct_put (s, "heath", "lincoln", "b");
  mt_ok (s, "attack lincoln");
  mt_ok (s, "retreat-before-combat meriams-corner mil-1 mil-2 mil-3 warren heath");
  g_assert_cmpstr (b2ct_where (s, "warren"), ==, "meriams-corner");
  g_assert_true (b2ct_marks (s, "mil-1") & REVROAD_MARK_MOVED);
  g_assert_true (b2ct_asks (s, "no-opfire", NULL));
  /* N = 3 Militia + Warren = 4: the British roll 2 dice, hitting on 6. */
  mt_dice (s, "6 6");
  mt_ok (s, "opfire");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_PATRIOT);
  mt_ok (s, "allocate-hits mil-1 mil-2");
  g_assert_true (b2ct_flipped (s, "mil-2"));
  g_assert_true (b2ct_marks (s, "reg-1") & REVROAD_MARK_FIRED);
  g_assert_false (b2ct_marks (s, "mil-3") & REVROAD_MARK_FIRED);
  g_assert_true (b2ct_tracks (s).shot_heard);
  g_assert_true (b2ct_pending_none (s));
}

/* 55 (6.1): every defender retreats and no OpFire: no Fired markers and
 * no Shot. */
static void
test_full_retreat_no_fire (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1 mm-1", "lincoln", "");
  mt_ok (s, "attack lincoln");
  mt_ok (s, "retreat-before-combat meriams-corner mm-1");
  mt_ok (s, "no-opfire");
  g_assert_false (b2ct_marks (s, "reg-1") & REVROAD_MARK_FIRED);
  g_assert_false (b2ct_tracks (s).shot_heard);
  g_assert_cmpint (b2ct_tracks (s).first_combat, ==, REVROAD_NO_SIDE);
}

/* 146 (10.0): the Patriot starting the first combat (here with OpFire)
 * gives the British 5 VP; 141: OpFire is a shot. British retreating:
 * N dice, not halved. */
static void
test_patriot_first_combat (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "patriot");

  b2ct_put (s, "mm-1 reg-1 smith", "lexington", "");
  mt_ok (s, "attack lexington");
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  mt_ok (s, "retreat-before-combat foot-of-the-rocks reg-1 smith");
  mt_dice (s, "1 1");
  mt_ok (s, "opfire");
  g_assert_true (b2ct_tracks (s).shot_heard);
  g_assert_cmpint (b2ct_tracks (s).first_combat, ==, REVROAD_PATRIOT);
  g_assert_cmpint (b2ct_tracks (s).vp[REVROAD_BRITISH], ==, 5);
}

/* 138 (7.1.2), Patriot case: a moved Minuteman and two unbroken Militia
 * retreat: a hit first; the Minuteman takes one Militia; the other
 * retreats and breaks. */
static void
test_moved_patriot_order (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1", "lincoln", "");
  b2ct_put (s, "mm-1", "lincoln", "m");
  b2ct_put (s, "mil-1 mil-2", "lincoln", "m1");
  b2ct_put (s, "mil-3", "lincoln", "bm");  /* broken, alone: stays */
  mt_ok (s, "attack lincoln");
  mt_ok (s, "retreat-before-combat meriams-corner mm-1 mil-1 mil-2 mil-3");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  mt_ok (s, "allocate-hits mil-1");
  /* mil-3 (broken) is taken by the Minuteman first; mil-1 was just broken
   * and cannot go alone either, so it stays too; mil-2 goes and breaks. */
  g_assert_cmpstr (b2ct_where (s, "mm-1"), ==, "meriams-corner");
  g_assert_cmpstr (b2ct_where (s, "mil-2"), ==, "meriams-corner");
  g_assert_true (b2ct_flipped (s, "mil-2"));
  g_assert_false (b2ct_flipped (s, "mm-1"));
  g_assert_cmpint ((g_strcmp0 (b2ct_where (s, "mil-1"), "lincoln") == 0) +
                   (g_strcmp0 (b2ct_where (s, "mil-3"), "lincoln") == 0), ==, 1);
  /* Someone stayed: no OpFire; the combat goes on. */
  g_assert_true (b2ct_asks (s, "stand", NULL));
}

/* 138 (7.1.2), British case: healthy leaders escort one Regular each; the
 * others roll and break on a 6. */
static void
test_moved_british_order (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "patriot");

  b2ct_put (s, "mm-1", "lexington", "");
  b2ct_put (s, "reg-1 reg-2 reg-3 smith", "lexington", "m");
  mt_ok (s, "attack lexington");
  mt_ok (s, "retreat-before-combat foot-of-the-rocks reg-1 reg-2 reg-3 smith");
  /* The hit first: on Smith, who can then escort nobody. */
  mt_dice (s, "6 1 2");
  mt_ok (s, "allocate-hits smith");
  g_assert_true (b2ct_flipped (s, "smith"));
  g_assert_true (b2ct_flipped (s, "reg-1"));
  g_assert_false (b2ct_flipped (s, "reg-2"));
  g_assert_false (b2ct_flipped (s, "reg-3"));
  g_assert_cmpstr (b2ct_where (s, "reg-3"), ==, "foot-of-the-rocks");
}

/* 148 (11.0): after Concord, Smith's retreating healthy leaders and
 * unbroken counters roll (a 6 is a hit); Percy's force does not (12.0). */
static void
test_concord_retreat_rolls (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "patriot");

  b2ct_correct (s, "correct-flag concord-entered yes");
  b2ct_put (s, "mm-1 reg-1 reg-8 smith", "lexington", "");
  mt_ok (s, "attack lexington");
  mt_dice (s, "6 1");  /* reg-1, then Smith; reg-8 rolls nothing */
  mt_ok (s, "retreat-before-combat foot-of-the-rocks reg-1 reg-8 smith");
  g_assert_true (b2ct_flipped (s, "reg-1"));
  g_assert_false (b2ct_flipped (s, "smith"));
  g_assert_false (b2ct_flipped (s, "reg-8"));
}

/* 135 (7.1): a retreat among unbroken enemy units costs one more hit; never
 * into the Assault's origin (58). */
static void
test_retreat_extra_hit_and_origin (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "patriot");

  b2ct_put (s, "mm-1 mm-2", "lincoln", "");
  b2ct_put (s, "reg-1", "meriams-corner", "");
  b2ct_put (s, "mm-3", "bedford", "");
  mt_ok (s, "assault lincoln meriams-corner");
  g_assert_cmpstr (b2ct_where (s, "mm-1"), ==, "meriams-corner");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "7.1: units may not retreat into the region the assault came from", "retreat-before-combat lincoln reg-1");
  mt_ok (s, "retreat-before-combat bedford reg-1");
  /* Bedford holds an unbroken Minuteman: one more hit, the only target. */
  g_assert_true (b2ct_flipped (s, "reg-1"));
  g_assert_true (b2ct_asks (s, "no-opfire", NULL));
  mt_ok (s, "no-opfire");
  /* 57: the assault moved in; nobody fired. */
  g_assert_true (b2ct_marks (s, "mm-1") & REVROAD_MARK_MOVED);
  g_assert_false (b2ct_marks (s, "mm-1") & REVROAD_MARK_FIRED);
}

/* 56 (6.2): assaulting units must not have moved or fired; broken
 * Patriots may not assault into Regulars. */
static void
test_assault_eligibility (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "patriot");

  b2ct_put (s, "mm-1", "lincoln", "m");
  b2ct_put (s, "reg-1", "meriams-corner", "");
  g_assert_false (b2ct_legal (s, "assault"));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.2 Assault", "assault lincoln meriams-corner mm-1");
  b2ct_put (s, "mm-2", "lincoln", "");
  b2ct_put (s, "mil-1", "lincoln", "b");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.0", "assault lincoln meriams-corner mm-2 mil-1");
  /* Not adjacent on the reconstructed map. */
  b2ct_put (s, "reg-2", "lexington", "");
  b2ct_refused (s, MUSTER_ERROR_UNCERTAIN, "6.2 Assault", "assault lincoln lexington mm-2");
}

/* 17, 131, 130 (4.1, 7.0, 14.4): a “0” Militia rolls one die when it pairs
 * with a leader (wounded leaders too); Militia hit on 6 under 14.4. */
static void
test_dice_pools (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "patriot");
  g_autoptr(MtGame) h = b2ct_new ("two-player", "militia-hits=true", NULL);
  g_autoptr(MusterPreview) preview = NULL;
  g_autoptr(MusterPreview) hits = NULL;
  const MusterRollPreview *roll;

  b2ct_put (s, "reg-1", "lexington", "");
  b2ct_put (s, "warren", "lexington", "");
  b2ct_put (s, "heath", "lexington", "b");
  b2ct_put (s, "mil-1 mil-2 mil-3", "lexington", "0");
  b2ct_put (s, "mil-4", "lexington", "2");
  b2ct_put (s, "mm-1", "lexington", "");
  preview = muster_state_preview (mt_state (s), "attack", (const char *[]) { "lexington", "mil-1", "mil-2", "mil-3", "mil-4", "mm-1", NULL });
  g_assert_true (preview->legal);
  /* Two “0” pair with two leaders: 2 + 2 + 1 = 5 dice, all on 5-6. */
  roll = patriot_roll (preview);
  g_assert_cmpuint (roll->n_dice, ==, 5);
  g_assert_cmpstr (roll->hits_on, ==, "5-6");

  b2ct_clear (h);
  b2ct_turn (h, 5, 3, 3, "patriot");
  b2ct_put (h, "reg-1", "lexington", "");
  b2ct_put (h, "mil-4", "lexington", "2");
  b2ct_put (h, "mm-1", "lexington", "");
  hits = muster_state_preview (mt_state (h), "attack", (const char *[]) { "lexington", "mil-4", "mm-1", NULL });
  g_assert_true (hits->legal);
  roll = patriot_roll (hits);
  g_assert_cmpuint (roll->n_dice, ==, 3);
  /* Minutemen hit on 5-6, Militia on 6 (14.4). */
  g_assert_cmpstr (roll->hits_on, ==, "5-6 for 1 die, 6 for 2 dice");
}

/* 18 (4.1): a hidden Militia that takes part is revealed from the pool. */
static void
test_hidden_militia_revealed (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1 mil-1", "lexington", "");
  mt_ok (s, "attack lexington");
  mt_ok (s, "stand");
  mt_cards (s, "m0-2");
  /* A “0” without a leader throws nothing; the British throw 2 dice. */
  mt_dice (s, "1 2");
  mt_ok (s, "face-defensive-fire");
  g_assert_cmpint (b2ct_strength (s, "mil-1"), ==, 0);
  g_assert_cmpuint (muster_deck_get_n_draw (b2ct_deck (s, TRUE)), ==, 20);
  g_assert_false (b2ct_marks (s, "mil-1") & REVROAD_MARK_FIRED);
}

/* 132 (7.0): hits go to participants before other units; leaders may
 * take them any time. */
static void
test_participants_first (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1 mm-1", "lexington", "");
  b2ct_put (s, "mil-1", "lexington", "1");
  b2ct_put (s, "warren", "lexington", "");
  mt_ok (s, "attack lexington");
  mt_ok (s, "stand mm-1");
  mt_dice (s, "1 4 1");  /* Patriot 1 die; British 4 and 1 */
  mt_ok (s, "face-defensive-fire");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "7.0: hits go to the units that took part", "allocate-hits mil-1");
  mt_ok (s, "allocate-hits warren");
  g_assert_true (b2ct_flipped (s, "warren"));
}

/* 19, 21, faq-10 (4.1): the cannon breaks a Militia before combat (the
 * Patriot chooses), attacking or defending; any hit destroys it. */
static void
test_cannon_in_combat (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "british");

  b2ct_put (s, "reg-8 cannon", "lexington", "");
  b2ct_put (s, "mil-1 mil-2", "lexington", "1");
  b2ct_put (s, "mm-1", "lexington", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.1", "attack lexington cannon");
  mt_ok (s, "attack lexington reg-8 cannon");
  mt_ok (s, "stand");
  mt_ok (s, "face-defensive-fire");
  g_assert_true (b2ct_asks (s, "break-unit", NULL));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.1", "break-unit mm-1");
  mt_dice (s, "5 6");  /* Patriot: mm-1, mil-1 */
  mt_ok (s, "break-unit mil-2");
  g_assert_true (b2ct_flipped (s, "mil-2"));
  /* Two hits on the British: the cannon goes at its first. */
  mt_ok (s, "allocate-hits cannon reg-8");
  g_assert_true (b2ct_gone (s, "cannon"));
  g_assert_true (b2ct_flipped (s, "reg-8"));
}

static void
test_cannon_defending_faq10 (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "patriot");

  b2ct_put (s, "reg-8 cannon", "lexington", "");
  b2ct_put (s, "mil-1", "lexington", "2");
  mt_ok (s, "attack lexington");
  mt_ok (s, "stand");
  mt_dice (s, "1 1");  /* British 2 dice; the Militia broke first */
  mt_ok (s, "face-defensive-fire");
  g_assert_true (b2ct_flipped (s, "mil-1"));
  g_assert_true (b2ct_pending_none (s));
  g_assert_true (b2ct_tracks (s).shot_heard);
}

/* 19 (4.1): the cannon alone with unbroken Patriots is lost. */
static void
test_cannon_alone (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "british");

  b2ct_put (s, "reg-8 cannon mm-1", "lexington", "");
  mt_ok (s, "scout lexington fiske-hill reg-8");
  g_assert_true (b2ct_gone (s, "cannon"));
}

/* 22 (4.1): after the Patriots retreat before combat, the cannon may
 * advance with at least one Regular. */
static void
test_cannon_advance (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "british");

  b2ct_put (s, "reg-8 reg-9 cannon mm-1", "lexington", "");
  mt_ok (s, "attack lexington reg-8 reg-9 cannon");
  mt_ok (s, "retreat-before-combat fiske-hill mm-1");
  mt_ok (s, "no-opfire");
  g_assert_true (b2ct_asks (s, "no-advance", NULL));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "4.1", "advance bedford cannon");
  /* Not necessarily where the Patriots went; the Minutemen there break. */
  mt_ok (s, "advance fiske-hill cannon reg-8");
  g_assert_cmpstr (b2ct_where (s, "cannon"), ==, "fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "reg-9"), ==, "lexington");
  g_assert_true (b2ct_flipped (s, "mm-1"));
}

/* 59-65 (6.3): the Charge. */
static void
test_charge (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");

  b2ct_put (s, "reg-1 reg-2", "lexington", "");
  b2ct_put (s, "reg-3", "lexington", "m");
  b2ct_put (s, "mm-1", "lexington", "");
  b2ct_put (s, "mil-1", "lexington", "1");
  b2ct_put (s, "mm-2 warren heath parker", "lexington", "");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.3 Charge: a British leader", "charge lexington");
  b2ct_put (s, "smith", "lexington", "b");  /* a wounded leader will do */
  mt_ok (s, "charge lexington");
  g_assert_true (b2ct_tracks (s).shot_heard);
  g_assert_cmpuint (b2ct_marks (s, "reg-1") & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED), ==,
                    REVROAD_MARK_MOVED | REVROAD_MARK_FIRED);
  g_assert_cmpuint (b2ct_marks (s, "reg-3") & REVROAD_MARK_FIRED, ==, 0);
  /* The British take one hit among the units in the charge. */
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "7.0", "allocate-hits reg-3");
  b2ct_refused (s, MUSTER_ERROR_INVALID_ARGS, "7.0: name 1 counter to take the hit", "allocate-hits reg-1 reg-2");
  mt_ok (s, "allocate-hits reg-1");
  /* The Patriots take two and cannot retreat before combat. */
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_PATRIOT);
  mt_ok (s, "allocate-hits mm-1 mil-1");
  g_assert_true (b2ct_asks (s, "retreat", "6.3"));
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.3", "retreat fiske-hill mm-2");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.3: at most two", "retreat fiske-hill warren heath parker");
  mt_ok (s, "retreat fiske-hill warren");
  g_assert_cmpstr (b2ct_where (s, "mm-1"), ==, "fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "mil-1"), ==, "fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "warren"), ==, "fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "heath"), ==, "lexington");
  g_assert_cmpstr (b2ct_where (s, "mm-2"), ==, "lexington");
}

/* 6.3: after a charge the broken units go and up to two leaders may go with
 * them; naming the broken units in the retreat is fine, naming an unbroken
 * one is refused for being unbroken. */
static void
test_charge_retreat_names_broken (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "british");
  g_autoptr(GError) error = NULL;

  b2ct_put (s, "reg-1 reg-2 smith", "lexington", "");
  b2ct_put (s, "mm-4 mm-2 warren", "lexington", "");
  b2ct_put (s, "mil-1", "lexington", "1");
  mt_ok (s, "charge lexington");
  mt_ok (s, "allocate-hits reg-1");
  mt_ok (s, "allocate-hits mm-4 mil-1");
  g_assert_true (b2ct_asks (s, "retreat", "6.3"));
  g_assert_true (muster_state_check (mt_state (s), "retreat", (const char *[]) { "fiske-hill", "mm-4", NULL },
                                     FALSE, &error));
  g_assert_no_error (error);
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.3: Minutemen 2 is unbroken", "retreat fiske-hill mm-2");
  mt_ok (s, "retreat fiske-hill mm-4 mil-1 warren");
  g_assert_cmpstr (b2ct_where (s, "mm-4"), ==, "fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "mil-1"), ==, "fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "warren"), ==, "fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "mm-2"), ==, "lexington");
}

/* 23 (4.1): with the cannon in the charge, three hits. */
static void
test_charge_with_cannon (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "british");

  b2ct_put (s, "reg-8 reg-9 cannon percy mm-1 mm-2 mm-3 mm-4", "lexington", "");
  mt_ok (s, "charge lexington");
  mt_ok (s, "allocate-hits reg-9");
  mt_ok (s, "allocate-hits mm-1 mm-2 mm-3");
  g_assert_true (b2ct_flipped (s, "mm-3"));
  mt_ok (s, "retreat fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "mm-2"), ==, "fiske-hill");
  g_assert_cmpstr (b2ct_where (s, "mm-4"), ==, "lexington");
  /* No cannon advance after a charge (65). */
  g_assert_true (b2ct_pending_none (s));
}

/* 80-83 (6.6 Ambush). */
static void
test_ambush (void)
{
  g_autoptr(MtGame) s = b2ct_empty (5, 3, 3, "patriot");

  b2ct_put (s, "reg-1 reg-2", "lexington", "m");
  b2ct_put (s, "reg-3", "lexington", "");
  b2ct_put (s, "smith", "lexington", "m");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.6 Ambush: not before the Shot", "ambush lexington");
  b2ct_correct (s, "correct-flag shot-heard yes");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.6 Ambush", "ambush lexington reg-1 reg-3");
  mt_dice (s, "5 4");
  mt_ok (s, "ambush lexington reg-1 reg-2");
  g_assert_true (b2ct_flipped (s, "reg-1"));
  g_assert_false (b2ct_flipped (s, "reg-2"));
  g_assert_true (b2ct_region_view (s, "lexington").ambush);
  b2ct_correct (s, "correct-acting patriot");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.6 Ambush", "ambush lexington");
  /* Leaders and the cannon do not count: only one moved unbroken Regular
   * is left in Lexington, and Boston is never a target. */
  b2ct_put (s, "reg-4 reg-5", "boston", "m");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.6 Ambush", "ambush boston");
}

/* 84-86 (6.7 Snipe). */
static void
test_snipe (void)
{
  g_autoptr(MtGame) s = b2ct_empty (9, 3, 3, "patriot");

  b2ct_correct (s, "correct-flag shot-heard yes");
  b2ct_put (s, "reg-8 reg-9 reg-10 cannon", "foot-of-the-rocks", "M");
  b2ct_put (s, "reg-11", "foot-of-the-rocks", "m");  /* scouted: no march */
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.7 Snipe", "snipe foot-of-the-rocks");
  b2ct_put (s, "percy", "foot-of-the-rocks", "M");
  /* Dice: 4 unbroken Regulars + Percy = 5 (never the cannon). */
  mt_dice (s, "6 6 1 1 1");
  mt_ok (s, "snipe foot-of-the-rocks");
  g_assert_true (b2ct_asks (s, "allocate-hits", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.7", "allocate-hits reg-11 reg-11");
  b2ct_refused (s, MUSTER_ERROR_ILLEGAL, "6.7", "allocate-hits cannon reg-11");
  mt_ok (s, "allocate-hits reg-11 percy");
  g_assert_true (b2ct_flipped (s, "reg-11"));
  g_assert_true (b2ct_flipped (s, "percy"));
  g_assert_true (b2ct_region_view (s, "foot-of-the-rocks").snipe);
}

/* 155 (14.1): a side with a healthy leader may throw one die again. */
static void
test_leader_reroll (void)
{
  g_autoptr(MtGame) s = b2ct_new ("two-player", "leader-rerolls=true", NULL);

  b2ct_clear (s);
  b2ct_turn (s, 5, 3, 3, "british");
  b2ct_put (s, "reg-1 smith mm-1", "lexington", "");
  mt_ok (s, "attack lexington");
  mt_ok (s, "stand");
  mt_dice (s, "1 1 1");  /* Patriot 1; British 1 1 */
  mt_ok (s, "face-defensive-fire");
  g_assert_true (b2ct_asks (s, "keep-roll", NULL));
  g_assert_cmpint (b2ct_asking (s), ==, REVROAD_BRITISH);
  mt_dice (s, "6");
  mt_ok (s, "reroll 2");
  g_assert_true (b2ct_flipped (s, "mm-1"));
}

/* The combat preview: each side's dice and the exact odds. */
static void
test_preview (void)
{
  g_autoptr(MtGame) s = lexington_fight ();
  const char *args[] = { "lexington", NULL };
  g_autoptr(MusterPreview) preview = muster_state_preview (mt_state (s), "attack", args);
  const MusterRollPreview *british, *patriot;

  g_assert_true (preview->legal);
  g_assert_cmpuint (preview->rolls->len, ==, 2);
  british = g_ptr_array_index (preview->rolls, 0);
  patriot = g_ptr_array_index (preview->rolls, 1);
  g_assert_cmpstr (british->side, ==, "british");
  g_assert_cmpstr (patriot->side, ==, "patriot");
  g_assert_cmpuint (british->n_dice, ==, 4);
  g_assert_cmpuint (patriot->n_dice, ==, 3);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (british->dist, 4), 1.0 / 16, 1e-12);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (patriot->dist, 0), pow (2.0 / 3, 3), 1e-12);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/b2c/combat/attack-eligibility", test_attack_eligibility);
  g_test_add_func ("/b2c/combat/defensive-fire", test_defensive_fire);
  g_test_add_func ("/b2c/combat/simultaneous", test_simultaneous);
  g_test_add_func ("/b2c/combat/retreat-and-opfire", test_retreat_and_opfire);
  g_test_add_func ("/b2c/combat/full-retreat-no-fire", test_full_retreat_no_fire);
  g_test_add_func ("/b2c/combat/patriot-first-combat", test_patriot_first_combat);
  g_test_add_func ("/b2c/combat/moved-patriot-order", test_moved_patriot_order);
  g_test_add_func ("/b2c/combat/moved-british-order", test_moved_british_order);
  g_test_add_func ("/b2c/combat/concord-retreat-rolls", test_concord_retreat_rolls);
  g_test_add_func ("/b2c/combat/retreat-extra-hit-origin", test_retreat_extra_hit_and_origin);
  g_test_add_func ("/b2c/combat/assault-eligibility", test_assault_eligibility);
  g_test_add_func ("/b2c/combat/dice-pools", test_dice_pools);
  g_test_add_func ("/b2c/combat/hidden-militia", test_hidden_militia_revealed);
  g_test_add_func ("/b2c/combat/participants-first", test_participants_first);
  g_test_add_func ("/b2c/combat/cannon", test_cannon_in_combat);
  g_test_add_func ("/b2c/combat/cannon-defending-faq10", test_cannon_defending_faq10);
  g_test_add_func ("/b2c/combat/cannon-alone", test_cannon_alone);
  g_test_add_func ("/b2c/combat/cannon-advance", test_cannon_advance);
  g_test_add_func ("/b2c/combat/charge", test_charge);
  g_test_add_func ("/b2c/combat/charge-retreat-names-broken", test_charge_retreat_names_broken);
  g_test_add_func ("/b2c/combat/charge-with-cannon", test_charge_with_cannon);
  g_test_add_func ("/b2c/combat/ambush", test_ambush);
  g_test_add_func ("/b2c/combat/snipe", test_snipe);
  g_test_add_func ("/b2c/combat/leader-reroll", test_leader_reroll);
  g_test_add_func ("/b2c/combat/preview", test_preview);
  return g_test_run ();
}
