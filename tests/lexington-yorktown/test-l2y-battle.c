/* test-l2y-battle.c: the battle, by the rulebook's text: the combat
 * example (10.4) to its numbers, shooting chart cells and modifiers (3,
 * 9), the fire test (9.5), the rally test (5), losing a combat (10.3),
 * cavalry's carried hits (1.2), shattering, generals (4), the turn (2),
 * and a scripted battle saved and replayed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "l2y-test-util.h"

static MusterPreview *
preview (MtGame     *t,
         const char *line)
{
  g_auto(GStrv) words = NULL;

  g_assert_true (g_shell_parse_argv (line, NULL, &words, NULL));
  return muster_state_preview (mt_state (t), words[0], (const char * const *) words + 1);
}

static MusterRollPreview *
roll_of (MusterPreview *p,
         guint          i)
{
  g_assert_cmpuint (p->rolls->len, >, i);
  return g_ptr_array_index (p->rolls, i);
}

static int
card_int (MtGame     *t,
          const char *id,
          const char *label)
{
  g_autofree char *value = l2y_sheet_value (t, id, label);

  return atoi (value);
}

/* 10.4: 22 grade C British attack 18 grade C Continentals with bayonets
 * head on. Counting the defensive fire bonus as the example does (+2), the
 * Continentals are up by 2: the British throw 5 dice needing 5-6, the
 * Continentals 4 dice needing 3-6. */
static void
test_combat_example (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit British infantry C 22"),
                                    LINES ("add-unit Continentals infantry C 18"), 0,
                                    "defensive-fire=example", NULL);
  g_autoptr(MusterPreview) p = NULL;
  MusterRollPreview *british, *continentals;
  MusterEntry *entry;

  l2y_to_phase (t, "combat");
  p = preview (t, "combat b1 a1 first-round");
  g_assert_true (p->legal);
  british = roll_of (p, 0);
  continentals = roll_of (p, 1);
  g_assert_cmpuint (british->n_dice, ==, 5);
  g_assert_cmpstr (british->hits_on, ==, "5-6");
  g_assert_cmpuint (british->modifiers->len, ==, 0);
  g_assert_cmpuint (continentals->n_dice, ==, 4);
  g_assert_cmpstr (continentals->hits_on, ==, "3-6");
  g_assert_cmpuint (continentals->modifiers->len, ==, 1);
  g_assert_cmpint (((MusterModifier *) g_ptr_array_index (continentals->modifiers, 0))->delta, ==, 2);

  /* The British hit twice, the Continentals three times: the British lose
   * the round, retreat shaken with 4 rout hits and are disordered by three
   * combat hits; the Continentals, hit twice, are disordered. */
  mt_dice (t, "5 6 1 2 4  3 3 3 1");
  entry = mt_ok (t, "combat b1 a1 first-round");
  g_assert_true (mt_says (entry, "British loses the round (10.3)"));
  g_assert_cmpint (card_int (t, "b1", "Models"), ==, 22 - 3 - 4);
  g_assert_cmpint (card_int (t, "b1", "Rout hits"), ==, 4);
  g_assert_cmpint (card_int (t, "a1", "Models"), ==, 16);
  {
    g_autofree char *morale = l2y_sheet_value (t, "b1", "Morale");
    g_autofree char *order = l2y_sheet_value (t, "a1", "Order");

    g_assert_cmpstr (morale, ==, "Shaken");
    g_assert_cmpstr (order, ==, "Disordered");
  }
  mt_assert_replays (t);
}

/* The chart's +1 (the default): the Continentals are up by 1 only. */
static void
test_defensive_fire_chart (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit British infantry C 22"),
                                    LINES ("add-unit Continentals infantry C 18"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;
  g_autoptr(MusterPreview) later = NULL;

  l2y_to_phase (t, "combat");
  p = preview (t, "combat b1 a1 first-round");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "5-6");
  g_assert_cmpstr (roll_of (p, 1)->hits_on, ==, "4-6");
  /* Not the first round: no bonus, even. */
  later = preview (t, "combat b1 a1");
  g_assert_cmpstr (roll_of (later, 0)->hits_on, ==, "4-6");
  g_assert_cmpstr (roll_of (later, 1)->hits_on, ==, "4-6");
}

static const char *
hits_on (MtGame     *t,
         const char *line)
{
  g_autoptr(MusterPreview) p = preview (t, line);

  if (!p->legal)
    g_error ("%s: %s", line, p->reason);
  return g_intern_string (roll_of (p, 0)->hits_on);
}

/* Shooting (3): each weapon and band, by skirmishing grade C firers (no
 * first-fire bonus) at grade C infantry in line. */
static void
test_shooting_chart (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Muskets infantry C 12", "set-unit Muskets light yes",
                                           "set-unit Muskets formation skirmish",
                                           "add-unit Rifles infantry C 12", "set-unit Rifles light yes",
                                           "set-unit Rifles weapon rifles", "set-unit Rifles formation skirmish",
                                           "add-unit Horse cavalry C 8", "set-unit Horse formation skirmish",
                                           "add-unit Light light-gun C 1 4", "add-unit Field field-gun C 1 4"),
                                    LINES ("add-unit Target infantry C 20"), 0, NULL);

  l2y_to_phase (t, "fire");
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 close"), ==, "3-6");
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 far"), ==, "5-6");
  g_assert_cmpstr (hits_on (t, "shoot b2 a1 close"), ==, "4-6");
  g_assert_cmpstr (hits_on (t, "shoot b2 a1 far"), ==, "5-6");
  g_assert_cmpstr (hits_on (t, "shoot b3 a1 close"), ==, "4-6");
  g_assert_cmpstr (hits_on (t, "shoot b3 a1 far"), ==, "6-6");
  g_assert_cmpstr (hits_on (t, "shoot b4 a1 canister"), ==, "4-6");
  g_assert_cmpstr (hits_on (t, "shoot b4 a1 ball-close"), ==, "5-6");
  g_assert_cmpstr (hits_on (t, "shoot b4 a1 ball-far"), ==, "6-6");
  g_assert_cmpstr (hits_on (t, "shoot b5 a1 canister"), ==, "4-6");
  g_assert_cmpstr (hits_on (t, "shoot b5 a1 ball-close"), ==, "5-6");
  g_assert_cmpstr (hits_on (t, "shoot b5 a1 ball-far"), ==, "6-6");
  /* Modifiers to the die (3). */
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 far moved"), ==, "6-6");
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 far soft-cover"), ==, "6-6");
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 close hard-cover"), ==, "5-6");
  g_assert_cmpstr (hits_on (t, "shoot b4 a1 ball-close dense"), ==, "4-6");
  /* Dense only matters to ballshot (9.2). */
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 close dense"), ==, "3-6");
  /* Need 7 or more: a 6, then 4-6 (9.1). */
  g_assert_cmpstr (hits_on (t, "shoot b3 a1 far moved"), ==, "6, then 4-6");
  g_assert_cmpstr (hits_on (t, "shoot b3 a1 far moved soft-cover"), ==, "6, then 4-6");
  /* Dice: one per 4 models, a remainder of 3 makes one more (9.1); one
   * per 2 gunners, two per gun at most. */
  {
    g_autoptr(MusterPreview) a = preview (t, "shoot b1 a1 close models=11");
    g_autoptr(MusterPreview) b = preview (t, "shoot b1 a1 close models=10");
    g_autoptr(MusterPreview) c = preview (t, "shoot b4 a1 canister");
    g_autoptr(MusterPreview) gap = preview (t, "shoot b1 a1 close gap=5");

    g_assert_cmpuint (roll_of (a, 0)->n_dice, ==, 3);
    g_assert_cmpuint (roll_of (b, 0)->n_dice, ==, 2);
    g_assert_cmpuint (roll_of (c, 0)->n_dice, ==, 2);
    g_assert_cmpuint (roll_of (gap, 0)->n_dice, ==, 1);
  }
}

static void
test_need_seven_graded (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Horse cavalry D 8", "set-unit Horse formation skirmish"),
                                    LINES ("add-unit Target infantry B 20"), 0, "need-seven=graded", NULL);

  l2y_to_phase (t, "fire");
  /* Carbines far need 6; grade D -1, target grade B -1: 8. */
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 far"), ==, "6, then 5-6");
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 far moved"), ==, "6, then 6-6");
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 far moved soft-cover"), ==, "no score hits");
}

/* Grades and the target's grade, the first fire of steady infantry, and
 * targets that are guns or skirmishers (3). */
static void
test_shooting_grades (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit A infantry A 12", "add-unit B infantry B 12",
                                           "add-unit D infantry D 12"),
                                    LINES ("add-unit TA infantry A 12", "add-unit TD infantry D 12",
                                           "add-unit Guns light-gun C 1 4", "add-unit Skirm infantry C 12",
                                           "set-unit Skirm light yes", "set-unit Skirm formation skirmish"),
                                    0, NULL);

  l2y_to_phase (t, "fire");
  /* Muskets far 5-6; A +2, first fire +1: 2-6. */
  g_assert_cmpstr (hits_on (t, "shoot b1 a1 far"), ==, "3-6");   /* target A -1 */
  g_assert_cmpstr (hits_on (t, "shoot b2 a2 far"), ==, "2-6");   /* B +1, first +1, target D +1 */
  g_assert_cmpstr (hits_on (t, "shoot b3 a3 far"), ==, "6-6");   /* D -1, first +1, guns -1 */
  g_assert_cmpstr (hits_on (t, "shoot b3 a4 close"), ==, "4-6"); /* D -1, first +1, skirmishers -1 */
  /* Once it has fired, no first-fire bonus. */
  mt_dice (t, "1 1 1");
  mt_ok (t, "shoot b2 a2 far");
  g_free (mt_refused (t, "shoot b2 a2 far", MUSTER_ERROR_ILLEGAL, "9.1: B has already shot"));
}

/* Hits, the fire test and its results (9.5); the pending decision names
 * the unit that owes it, and the turn waits for it (2). */
static void
test_fire_test (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 20", "add-unit Horse cavalry C 8",
                                           "set-unit Horse formation skirmish"),
                                    LINES ("add-unit Target infantry C 18", "add-unit Troopers cavalry C 8"), 0,
                                    NULL);
  g_autoptr(MusterPending) pending = NULL;
  MusterEntry *entry;

  l2y_to_phase (t, "fire");
  /* 5 dice hitting on 2-6 (close 3-6, first fire +1): 2 hits. */
  mt_dice (t, "2 6 1 1 1");
  entry = mt_ok (t, "shoot Foot Target close");
  g_assert_true (mt_says (entry, "2 hits."));
  g_assert_cmpint (card_int (t, "a1", "Models"), ==, 16);
  /* Carbines at cavalry: 2 dice on 4-6 hit once; the cavalry carry it. */
  mt_dice (t, "4 1");
  mt_ok (t, "shoot Horse Troopers close");
  g_assert_cmpint (card_int (t, "a2", "Models"), ==, 8);
  g_assert_cmpint (card_int (t, "a2", "Hit carried"), ==, 1);
  mt_ok (t, "next-phase");
  pending = mt_pending (t);
  g_assert_nonnull (pending);
  g_assert_cmpstr (pending->rule, ==, "9.5");
  g_assert_cmpstr (pending->actions[0], ==, "fire-test");
  g_assert_cmpstr (pending->text, ==, "The American units hit by fire must take their fire tests: Target, Troopers.");
  g_free (mt_refused (t, "next-phase", MUSTER_ERROR_ILLEGAL, "9.5: Target must take its fire test"));
  /* Grade C passes on 2; two hits take 1 off: a 2 fails, with 2 rout
   * hits, shaken. */
  mt_dice (t, "2");
  entry = mt_ok (t, "fire-test Target");
  g_assert_true (mt_says (entry, "Failed."));
  g_assert_cmpint (card_int (t, "a1", "Models"), ==, 14);
  g_assert_cmpint (card_int (t, "a1", "Rout hits"), ==, 2);
  /* Cavalry failing take one rout hit: with the carried hit, a model. */
  mt_dice (t, "1");
  mt_ok (t, "fire-test Troopers");
  g_assert_cmpint (card_int (t, "a2", "Models"), ==, 7);
  g_assert_cmpint (card_int (t, "a2", "Hit carried"), ==, 0);
  mt_ok (t, "next-phase");
  mt_assert_replays (t);
}

/* A shaken unit failing its fire test takes twice the rout hits; cover
 * helps (9.5). */
static void
test_fire_test_shaken (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 20"),
                                    LINES ("add-unit Target infantry D 20"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;

  mt_ok (t, "correct a1 shaken yes");
  l2y_to_phase (t, "fire");
  /* Muskets far 5-6, first fire +1, target grade D +1: one hit. */
  mt_dice (t, "3 1 1 1 1");
  mt_ok (t, "shoot b1 a1 far");
  mt_ok (t, "next-phase");
  /* Grade D needs 3: shaken -2, cover +1: a 4 or better. */
  p = preview (t, "fire-test a1 cover");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "4-6");
  g_assert_cmpfloat_with_epsilon (l2y_outcome (p, "Passes"), 0.5, 1e-12);
  mt_dice (t, "3");
  mt_ok (t, "fire-test a1 cover");
  g_assert_cmpint (card_int (t, "a1", "Rout hits"), ==, 4);
  g_assert_cmpint (card_int (t, "a1", "Models"), ==, 20 - 1 - 4);
}

/* The rally test (5): the score by grade, a general's help. */
static void
test_rally (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry D 20", "add-unit Howe general A 1"),
                                    LINES ("add-unit Target infantry C 20"), 0, NULL);
  g_autoptr(MusterPending) pending = NULL;
  g_autoptr(MusterPreview) p = NULL;
  MusterEntry *entry;

  mt_ok (t, "correct b1 shaken yes");
  pending = mt_pending (t);
  g_assert_nonnull (pending);
  g_assert_cmpstr (pending->actions[0], ==, "rally-test");
  p = preview (t, "rally-test b1 enemy-can-charge");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "no score passes");
  mt_ok (t, "attach Howe b1");
  g_clear_pointer (&p, muster_preview_free);
  p = preview (t, "rally-test b1");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "4-6");
  mt_dice (t, "4");
  entry = mt_ok (t, "rally-test b1");
  g_assert_true (mt_says (entry, "Passed"));
  g_free (mt_refused (t, "rally-test b1", MUSTER_ERROR_ILLEGAL, "5: Foot is not shaken"));
}

/* Losing a combat (10.3): infantry beaten by cavalry take a hit per 2
 * cavalry models; a shaken loser shatters; gunners that draw shatter. */
static void
test_combat_results (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Horse cavalry C 8", "add-unit Foot infantry C 16",
                                           "add-unit Guns light-gun C 1 4"),
                                    LINES ("add-unit Line infantry C 20", "add-unit Shaken infantry C 12",
                                           "add-unit Other infantry C 12"), 0, NULL);
  MusterEntry *entry;

  mt_ok (t, "correct a2 shaken yes");
  l2y_to_phase (t, "combat");
  /* Cavalry 3 CP vs infantry 2: up by 1, 4 dice on 4-6; the infantry 5
   * dice on 5-6. Cavalry 2 hits, infantry 1: the infantry lose, with 8/2
   * = 4 more hits and 4 rout hits. */
  mt_dice (t, "4 4 1 1  5 1 1 1 1");
  entry = mt_ok (t, "combat Horse Line");
  g_assert_true (mt_says (entry, "Infantry beaten by cavalry: 4 more hits (10.3)."));
  g_assert_cmpint (card_int (t, "a1", "Models"), ==, 20 - 2 - 4 - 4);
  g_assert_cmpint (card_int (t, "b1", "Models"), ==, 8);
  g_assert_cmpint (card_int (t, "b1", "Hit carried"), ==, 1);
  /* A shaken unit that loses shatters. */
  mt_dice (t, "6 1 1 1  1 1 1");
  entry = mt_ok (t, "combat Foot Shaken");
  g_assert_true (mt_says (entry, "loses while shaken and shatters"));
  /* Gunners that draw shatter. */
  mt_dice (t, "1 1  1 1 1");
  entry = mt_ok (t, "combat Guns Other");
  g_assert_true (mt_says (entry, "Gunners that lose, draw"));
  g_free (mt_refused (t, "combat Guns Other", MUSTER_ERROR_ILLEGAL, "1.2: Guns is no longer on the table"));
  mt_assert_replays (t);
}

/* A true flank attack: one die to strike back, -2, twice the rout hits. */
static void
test_flank (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 20"),
                                    LINES ("add-unit Line infantry C 24"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;

  l2y_to_phase (t, "combat");
  p = preview (t, "combat Foot Line enemy-flank");
  g_assert_cmpuint (roll_of (p, 0)->n_dice, ==, 5);
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "3-6");
  g_assert_cmpuint (roll_of (p, 1)->n_dice, ==, 1);
  g_assert_cmpstr (roll_of (p, 1)->hits_on, ==, "5-6");
  mt_dice (t, "3 3 1 1 1  1");
  mt_ok (t, "combat Foot Line enemy-flank");
  g_assert_cmpint (card_int (t, "a1", "Rout hits"), ==, 8);
  g_assert_cmpint (card_int (t, "a1", "Models"), ==, 24 - 2 - 8);
}

/* A unit down to a quarter of its start is shattered (1.2). */
static void
test_shatter (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry A 12"),
                                    LINES ("add-unit Small infantry C 8"), 0, NULL);
  MusterEntry *entry;

  g_assert_cmpint (card_int (t, "a1", "Shattered at"), ==, 2);
  l2y_to_phase (t, "fire");
  /* 3 dice, hitting on 1-6 after grade A +2, first fire +1: 3 hits, then
   * the fire test fails with 2 rout hits: 8 - 3 - 2 = 3, still on. */
  mt_dice (t, "1 2 3");
  mt_ok (t, "shoot b1 a1 close");
  mt_ok (t, "next-phase");
  mt_dice (t, "1");
  entry = mt_ok (t, "fire-test a1");
  g_assert_false (mt_says (entry, "shattered"));
  mt_ok (t, "correct a1 models 2");
  g_assert_true (mt_view_has (t, NULL, "Small: gone (shattered)"));
  /* Only a battery has guns out of action to correct (found by the fuzz
   * target: an infantry unit with guns out, then fewer models than
   * guns). */
  g_free (mt_refused (t, "correct b1 guns-out 2", MUSTER_ERROR_INVALID_ARGS, "Foot has no such count"));
}

/* Danger to generals (4.2): two hits take one off the die; nothing or
 * less kills him. */
static void
test_general_danger (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry A 20"),
                                    LINES ("add-unit Line infantry C 20", "add-unit Greene general A 1"), 0, NULL);
  MusterEntry *entry;

  mt_ok (t, "attach Greene a1");
  l2y_to_phase (t, "fire");
  mt_dice (t, "1 1 6 6 6  1");
  entry = mt_ok (t, "shoot b1 a1 far");
  g_assert_true (mt_says (entry, "3 hits."));
  g_assert_true (mt_says (entry, "Danger to Greene (4.2): rolled 1, 0 after the hits: he falls."));
  g_assert_true (mt_view_has (t, NULL, "Greene: gone (killed)"));
}

/* The command test (4.1) and evading (7.1). */
static void
test_command_and_evade (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 20", "add-unit Horse cavalry C 8"),
                                    LINES ("add-unit Rangers infantry C 12", "set-unit Rangers light yes",
                                           "set-unit Rangers formation skirmish",
                                           "add-unit Hussars cavalry C 6", "set-unit Hussars formation skirmish"),
                                    0, NULL);
  g_autoptr(MusterPreview) p = NULL;
  MusterEntry *entry;

  l2y_to_phase (t, "move");
  mt_dice (t, "3");
  entry = mt_ok (t, "command-test Foot");
  g_assert_true (mt_says (entry, "It may not move this turn"));
  g_free (mt_refused (t, "move Foot", MUSTER_ERROR_ILLEGAL, "4.1: Foot failed its command test"));
  mt_dice (t, "4");
  mt_ok (t, "command-test Horse");
  mt_ok (t, "move Horse advanced");
  p = preview (t, "evade Rangers");
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (roll_of (p, 0)->dist, 7), 6.0 / 36, 1e-12);
  mt_dice (t, "3 4");
  entry = mt_ok (t, "evade Rangers");
  g_assert_true (mt_says (entry, "Rangers evades up to 7 inches (2d6, 7.1)."));
  mt_dice (t, "1 2 3");
  entry = mt_ok (t, "evade Hussars");
  g_assert_true (mt_says (entry, "up to 6 inches (3d6"));
}

/* Formation changes (6.5, 7): grade D disorders, disorder shakes, line
 * infantry bought to skirmish stays skirmishing; movement rates by the
 * chosen reading of skirmisher movement. */
static void
test_formations (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Militia infantry D 20", "add-unit Line infantry C 12",
                                           "set-unit Line formation skirmish", "add-unit Light infantry C 12",
                                           "set-unit Light light yes", "set-unit Light formation skirmish"),
                                    LINES ("add-unit Foe infantry C 20"), 0, NULL);
  g_autoptr(MtGame) chart = l2y_battle (LINES ("add-unit Light infantry C 12", "set-unit Light light yes",
                                               "set-unit Light formation skirmish"),
                                        LINES ("add-unit Foe infantry C 20"), 0, "skirmish-move=chart", NULL);
  g_autofree char *move = l2y_sheet_value (t, "b3", "Movement");
  g_autofree char *move_chart = l2y_sheet_value (chart, "b1", "Movement");
  g_autofree char *militia = l2y_sheet_value (t, "b1", "Movement");

  g_assert_cmpstr (move, ==, "8 in");
  g_assert_cmpstr (move_chart, ==, "6 in");
  {
    g_autofree char *other = l2y_sheet_value (t, "b3", "Movement, other reading");

    g_assert_cmpstr (other, ==, "6 in, as the chart prints it");
  }
  g_assert_cmpstr (militia, ==, "8 in");
  l2y_to_phase (t, "move");
  mt_ok (t, "move Militia column");
  {
    g_autofree char *order = l2y_sheet_value (t, "b1", "Order");
    g_autofree char *col = l2y_sheet_value (t, "b1", "Movement");

    g_assert_cmpstr (order, ==, "Disordered");
    g_assert_cmpstr (col, ==, "10 in");
  }
  g_free (mt_refused (t, "move Line line", MUSTER_ERROR_ILLEGAL, "7: Line is line infantry"));
  mt_ok (t, "move Light line disordering");
  mt_ok (t, "next-phase");
  mt_ok (t, "next-phase");
  mt_ok (t, "next-phase");
  mt_ok (t, "next-phase");
  mt_ok (t, "next-phase");
  g_free (mt_refused (t, "reform Light", MUSTER_ERROR_ILLEGAL, "6.1: Light moved this turn"));
}

/* Ballshot hits on guns take gunners, and each rolls for a gun: a 6
 * puts one out of action (9.3). Units in combat are not shot at (9.1). */
static void
test_ballshot_on_guns (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit RA field-gun B 2 8", "add-unit Foot infantry C 20"),
                                    LINES ("add-unit Battery light-gun C 2 6", "add-unit Line infantry C 20"), 0,
                                    NULL);
  MusterEntry *entry;

  l2y_to_phase (t, "combat");
  mt_dice (t, "1 1 1 1 1  1 1 1 1 1");
  mt_ok (t, "combat Foot Line");
  mt_ok (t, "next-phase");
  mt_ok (t, "next-phase");
  mt_ok (t, "next-phase");
  /* The Americans' turn; back to the British, whose Foot is still in
   * combat with Line. */
  for (int i = 0; i < 7; i++)
    mt_ok (t, "next-phase");
  l2y_to_phase (t, "fire");
  g_free (mt_refused (t, "shoot RA Line ball-close", MUSTER_ERROR_ILLEGAL, "9.1: Line is in combat"));
  /* 8 gunners: 4 dice on 5-6 (grade B +1, guns -1): 2 hits; one 6 of
   * two dice for the guns. */
  mt_dice (t, "5 6 1 1  6 2");
  entry = mt_ok (t, "shoot RA Battery ball-close");
  g_assert_true (mt_says (entry, "Ballshot puts 1 gun out of action (9.3)."));
  g_assert_cmpint (card_int (t, "a1", "Gunners"), ==, 4);
  g_assert_cmpint (card_int (t, "a1", "Gun models working"), ==, 1);
}

/* Dividing dice among several targets (10.1): the player says how many
 * strike this one, never more than the unit has. */
static void
test_divided_dice (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 20"),
                                    LINES ("add-unit Line infantry C 20"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;

  l2y_to_phase (t, "combat");
  p = preview (t, "combat Foot Line dice=2 enemy-models=11");
  g_assert_cmpuint (roll_of (p, 0)->n_dice, ==, 2);
  g_assert_cmpuint (roll_of (p, 1)->n_dice, ==, 3);
  g_free (mt_refused (t, "combat Foot Line dice=6", MUSTER_ERROR_ILLEGAL, "10.1: Foot has only 5 dice"));
}

/* Supply and exhaustion (12): -1 on fire and rally tests and -1 combat
 * point, only with the option on. */
static void
test_campaign_effects (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 20"),
                                    LINES ("add-unit Line infantry C 20"), 0, "campaign-effects=true", NULL);
  g_autoptr(MtGame) off = l2y_battle (LINES ("add-unit Foot infantry C 20"),
                                      LINES ("add-unit Line infantry C 20"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;
  g_autoptr(MusterPreview) q = NULL;
  g_autoptr(MusterPreview) r = NULL;

  mt_ok (t, "correct b1 unsupplied yes");
  mt_ok (off, "correct b1 unsupplied yes");
  r = preview (t, "rally-test b1 exposed-flank");
  g_assert_cmpstr (roll_of (r, 0)->hits_on, ==, "4-6");
  l2y_to_phase (t, "combat");
  l2y_to_phase (off, "combat");
  p = preview (t, "combat b1 a1");
  q = preview (off, "combat b1 a1");
  g_assert_cmpstr (roll_of (p, 0)->hits_on, ==, "5-6");
  g_assert_cmpstr (roll_of (p, 1)->hits_on, ==, "4-6");
  g_assert_cmpstr (roll_of (q, 0)->hits_on, ==, "4-6");
}

/* An exposed flank (6.12): failing the test shakes the unit; voluntary
 * retreats (6.14) cost 2 rout hits; a disordered unit that stood all
 * turn reforms (6.1). */
static void
test_flank_retreat_reform (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 20", "add-unit Second infantry C 20",
                                           "add-unit Third infantry C 20"),
                                    LINES ("add-unit Line infantry C 20"), 0, NULL);
  MusterEntry *entry;

  mt_ok (t, "correct b3 disordered yes");
  l2y_to_phase (t, "move");
  mt_dice (t, "2");
  entry = mt_ok (t, "rally-test Foot exposed-flank");
  g_assert_true (mt_says (entry, "Failed: it falls back 4\" and is shaken (6.12)."));
  entry = mt_ok (t, "retreat Second");
  g_assert_true (mt_says (entry, "2 rout hits"));
  g_assert_cmpint (card_int (t, "b2", "Models"), ==, 18);
  l2y_to_phase (t, "reform");
  entry = mt_ok (t, "reform Third");
  g_assert_true (mt_says (entry, "reforms"));
}

/* The artillery duel (14.4), an optional rule. */
static void
test_artillery_duel (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit RA field-gun B 1 3"), LINES ("add-unit Line infantry C 20"), 0,
                                    "artillery-duel=true", NULL);
  g_autoptr(MtGame) off = l2y_battle (LINES ("add-unit RA field-gun B 1 3"), LINES ("add-unit Line infantry C 20"),
                                      0, NULL);
  MusterEntry *entry;

  l2y_to_phase (t, "fire");
  l2y_to_phase (off, "fire");
  g_assert_false (mt_legal (off, "duel-test"));
  mt_dice (t, "4");
  entry = mt_ok (t, "duel-test RA");
  g_assert_true (mt_says (entry, "it must answer the enemy guns"));
}

/* The unit card's − and + (the sheet's adjust action) change its counts
 * through the log, and shatter a unit taken to its line. */
static void
test_adjust (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 8", "add-unit Guns light-gun C 2 6"),
                                    LINES ("add-unit Horse cavalry C 6"), 0, NULL);
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);
  MusterSheet *card = g_ptr_array_index (sheets, 0);
  MusterSheetRow *row = muster_sheet_find_row (card, "Models");
  MusterEntry *entry;

  g_assert_cmpstr (row->adjust_action, ==, "adjust");
  mt_ok (t, "adjust b1 Models -1");
  g_assert_cmpint (card_int (t, "b1", "Models"), ==, 7);
  mt_ok (t, "adjust b2 \"Gun models working\" -1");
  g_assert_cmpint (card_int (t, "b2", "Gun models working"), ==, 1);
  mt_ok (t, "adjust a1 \"Hit carried\" 1");
  g_free (mt_refused (t, "adjust a1 \"Hit carried\" 1", MUSTER_ERROR_INVALID_ARGS, "Horse: Hit carried runs from 0 to 1"));
  g_free (mt_refused (t, "adjust b1 Models 5", MUSTER_ERROR_INVALID_ARGS, NULL));
  entry = mt_ok (t, "adjust b1 Models -5");
  g_assert_true (mt_says (entry, "shattered"));
  mt_assert_replays (t);
}

/* Two armies with a unit of the same name: each name means one unit. */
static void
test_same_names (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit \"Light Company\" infantry C 12"),
                                    LINES ("add-unit \"Light Company\" infantry C 10"), 0, NULL);
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);

  g_assert_cmpuint (sheets->len, ==, 2);
  g_assert_cmpstr (((MusterSheet *) g_ptr_array_index (sheets, 0))->title, ==, "Light Company");
  g_assert_cmpstr (((MusterSheet *) g_ptr_array_index (sheets, 1))->title, ==, "Light Company (American)");
  mt_ok (t, "adjust \"Light Company (American)\" Models -1");
  g_assert_cmpint (card_int (t, "a1", "Models"), ==, 9);
  g_assert_cmpint (card_int (t, "b1", "Models"), ==, 12);
  mt_ok (t, "adjust \"Light Company\" Models -2");
  g_assert_cmpint (card_int (t, "b1", "Models"), ==, 10);
  mt_assert_replays (t);
}

/* Breakthrough (14.2, optional): formed cavalry in good morale whose
 * opponents all retreated attack again, at most twice a turn. */
static void
test_breakthrough (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Horse cavalry B 12"),
                                    LINES ("add-unit First infantry C 8", "add-unit Second infantry C 8",
                                           "add-unit Third infantry C 8", "add-unit Fourth infantry C 8"),
                                    0, "breakthrough=true", NULL);
  g_autoptr(MtGame) off = l2y_battle (LINES ("add-unit Horse cavalry B 12"), LINES ("add-unit First infantry C 8"),
                                      0, NULL);
  MusterEntry *entry;

  l2y_to_phase (t, "combat");
  l2y_to_phase (off, "combat");
  g_free (mt_refused (off, "combat Horse First breakthrough", MUSTER_ERROR_ILLEGAL, "14.2: breakthrough is an optional"));
  /* Cavalry 3 CP and a grade higher, against 2: 6 dice on 3-6 against 2
   * dice on 5-6. Two hits win, and beaten infantry take a hit for each 2
   * cavalry models: each foot unit shatters, freeing the horse. */
  mt_dice (t, "3 3 1 1 1 1  1 1");
  mt_ok (t, "combat Horse First");
  mt_dice (t, "3 3 1 1 1 1  1 1");
  entry = mt_ok (t, "combat Horse Second breakthrough");
  g_assert_true (mt_says (entry, "Horse breaks through into Second (14.2)."));
  mt_dice (t, "3 3 1 1 1 1  1 1");
  mt_ok (t, "combat Horse Third breakthrough");
  g_free (mt_refused (t, "combat Horse Fourth breakthrough", MUSTER_ERROR_ILLEGAL,
                      "14.2: Horse has made its two breakthrough moves"));
  mt_assert_replays (t);
}

/* 14.3: ballshot carries through to a unit behind its first target, with
 * the option; canister and small arms never do, nor a gun that has fired
 * no ballshot this turn. */
static void
test_carrythrough (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit RA field-gun B 2 6", "add-unit Foot infantry C 12"),
                                    LINES ("add-unit Line infantry C 18", "add-unit Reserve infantry C 18"), 0,
                                    "carrythrough=true", NULL);
  g_autoptr(MtGame) off = l2y_battle (LINES ("add-unit RA field-gun B 2 6"),
                                      LINES ("add-unit Line infantry C 18", "add-unit Reserve infantry C 18"), 0, NULL);
  MusterEntry *entry;

  l2y_to_phase (t, "fire");
  l2y_to_phase (off, "fire");
  g_free (mt_refused (t, "shoot RA Reserve ball-far carrythrough", MUSTER_ERROR_ILLEGAL,
                      "14.3: RA has fired no ballshot"));
  g_free (mt_refused (t, "shoot Foot Reserve far carrythrough", MUSTER_ERROR_ILLEGAL, "14.3: only ballshot"));
  /* 6 gunners: 3 dice. */
  mt_dice (t, "1 1 1");
  mt_ok (t, "shoot RA Line ball-far");
  g_free (mt_refused (t, "shoot RA Reserve ball-far", MUSTER_ERROR_ILLEGAL, "9.1: RA has already shot"));
  mt_dice (t, "6 6 6");
  entry = mt_ok (t, "shoot RA Reserve ball-far carrythrough");
  g_assert_true (mt_says (entry, "The ball carries through to Reserve (14.3)."));
  g_assert_cmpint (card_int (t, "a2", "Models"), <, 18);
  /* Without the option. */
  mt_dice (off, "1 1 1");
  mt_ok (off, "shoot RA Line ball-far");
  g_free (mt_refused (off, "shoot RA Reserve ball-far carrythrough", MUSTER_ERROR_ILLEGAL,
                      "14.3: carrythrough is an optional rule"));
  mt_assert_replays (t);
}

/* 14.1: a second cavalry unit attacks behind the first, already fighting
 * the enemy, with the models of its front rank the players count. */
static void
test_reinforcing (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Horse cavalry B 12", "add-unit Second cavalry C 8",
                                           "add-unit Foot infantry C 12"),
                                    LINES ("add-unit Line infantry C 18"), 0, "cavalry-reinforcing=true", NULL);
  g_autoptr(MtGame) off = l2y_battle (LINES ("add-unit Horse cavalry B 12", "add-unit Second cavalry C 8"),
                                      LINES ("add-unit Line infantry C 18"), 0, NULL);
  g_autoptr(MusterPreview) p = NULL;
  MusterEntry *entry;

  l2y_to_phase (t, "combat");
  l2y_to_phase (off, "combat");
  g_free (mt_refused (t, "combat Second Line reinforcing models=2", MUSTER_ERROR_ILLEGAL,
                      "14.1: Second reinforces only behind cavalry of its side already fighting Line"));
  /* Nobody hits: a drawn round, and the Horse stays in combat with Line. */
  mt_dice (t, "1 1 1 1 1 1  1 1 1 1");
  mt_ok (t, "combat Horse Line");
  g_free (mt_refused (t, "combat Second Line reinforcing", MUSTER_ERROR_ILLEGAL, "14.1: say how many of Second's models"));
  g_free (mt_refused (t, "combat Foot Line reinforcing models=4", MUSTER_ERROR_ILLEGAL,
                      "14.1: only formed cavalry reinforces"));
  /* Its front rank of 4 models: 2 dice (a die for 2 cavalry). */
  p = preview (t, "combat Second Line reinforcing models=4");
  g_assert_true (p->legal);
  g_assert_cmpuint (roll_of (p, 0)->n_dice, ==, 2);
  mt_dice (t, "1 1  1 1 1 1");
  entry = mt_ok (t, "combat Second Line reinforcing models=4 enemy-dice=4");
  g_assert_nonnull (entry);
  mt_dice (off, "1 1 1 1 1 1  1 1 1 1");
  mt_ok (off, "combat Horse Line");
  g_free (mt_refused (off, "combat Second Line reinforcing models=4", MUSTER_ERROR_ILLEGAL,
                      "14.1: cavalry reinforcing is an optional rule"));
  mt_assert_replays (t);
}

/* 12: a battle's survivors go on to the next battle: each side's units
 * still on the table, with the models they have left, fresh; a unit
 * shattered or gone stays behind. */
static void
test_survivors (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit \"1st Foot\" infantry C 22", "add-unit RA field-gun B 2 6"),
                                    LINES ("add-unit Continentals infantry C 18", "add-unit Militia infantry D 4"), 0,
                                    NULL);
  g_autofree char *carry = NULL;
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(MusterSession) next = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) sheets = NULL;

  l2y_to_phase (t, "fire");
  /* Four hits on the Continentals; the Militia (4 models) gone. */
  mt_dice (t, "6 6 5 4 1");
  mt_ok (t, "shoot b1 a1 close");
  mt_ok (t, "correct a2 gone yes");
  carry = muster_session_write_carry (t->session);
  g_assert_nonnull (carry);
  for (int i = 0; i < 2; i++)
    g_ptr_array_add (inputs, muster_session_input_new (i ? "american" : "british", "1", "Brandywine", carry));
  next = muster_session_new_with_inputs (mt_system ("lexington-yorktown"), "battle", NULL, inputs, chance, &error);
  g_assert_no_error (error);
  sheets = muster_state_get_sheets (muster_session_get_state (next), NULL);
  g_assert_cmpuint (sheets->len, ==, 3);
  {
    MusterSheet *continentals = g_ptr_array_index (sheets, 2);

    g_assert_cmpstr (continentals->title, ==, "Continentals");
    g_assert_cmpstr (muster_sheet_find_row (continentals, "Models")->value, ==, "14");
    g_assert_cmpstr (muster_sheet_find_row (continentals, "Starting strength")->value, ==, "14");
    g_assert_cmpstr (muster_sheet_find_row (continentals, "Morale")->value, ==, "Good");
  }
}

/* 13 and 2: a battle takes no army-list action, even named directly with
 * a unit in combat (the fuzzer once removed one and left its foe engaged
 * with nobody), and an army list takes no battle action. */
static void
test_session_kinds (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 22"),
                                    LINES ("add-unit Militia infantry D 4"), 0, NULL);
  g_autoptr(MtGame) list = l2y_list (LINES ("add-unit Foot infantry C 22"));

  g_free (mt_refused (t, "remove-unit Militia", MUSTER_ERROR_ILLEGAL, "13: army lists are built in their own session"));
  g_free (mt_refused (t, "add-unit Rangers infantry C 12", MUSTER_ERROR_ILLEGAL, "13: army lists"));
  g_free (mt_refused (t, "set-unit Foot models 10", MUSTER_ERROR_ILLEGAL, "13: army lists"));
  g_assert_true (mt_view_has (t, NULL, "Militia"));
  g_free (mt_refused (list, "next-phase", MUSTER_ERROR_ILLEGAL, "2: this belongs to a battle, not an army list"));
  mt_assert_replays (t);
}

/* 4.2: a general whose unit shatters must make a retreat move, or is
 * captured when he cannot; only then, and only in that phase. */
static void
test_capture (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit Foot infantry C 22"),
                                    LINES ("add-unit Militia infantry D 4", "add-unit Greene general B 1"), 0, NULL);
  g_autoptr(MtGame) later = NULL;
  MusterEntry *entry;

  mt_ok (t, "attach Greene Militia");
  l2y_to_phase (t, "fire");
  g_free (mt_refused (t, "capture Greene", MUSTER_ERROR_ILLEGAL, "4.2: no general has to retreat"));
  /* Five hits on four models: shattered; Greene survives his die (6, less
   * 1 for each 2 hits: 4). */
  mt_dice (t, "6 6 6 6 6  6");
  entry = mt_ok (t, "shoot Foot Militia close");
  g_assert_true (mt_says (entry, "Greene was with it and must make a retreat move"));
  g_assert_true (mt_view_has (t, NULL, "Greene"));
  g_free (mt_refused (t, "capture Foot", MUSTER_ERROR_ILLEGAL, "4.2: Foot is not a general"));
  entry = mt_ok (t, "capture Greene");
  g_assert_true (mt_says (entry, "Greene cannot make his retreat move and is captured (4.2)."));
  {
    g_autofree char *state = l2y_sheet_value (t, "a2", "State");

    g_assert_cmpstr (state, ==, "captured");
  }
  g_free (mt_refused (t, "capture Greene", MUSTER_ERROR_ILLEGAL, "4.2: no general has to retreat"));
  mt_assert_replays (t);

  /* The phase over, he has made his retreat move. */
  later = l2y_battle (LINES ("add-unit Foot infantry C 22"),
                      LINES ("add-unit Militia infantry D 4", "add-unit Greene general B 1"), 0, NULL);
  mt_ok (later, "attach Greene Militia");
  l2y_to_phase (later, "fire");
  mt_dice (later, "6 6 6 6 6  6");
  mt_ok (later, "shoot Foot Militia close");
  mt_ok (later, "next-phase");
  g_free (mt_refused (later, "capture Greene", MUSTER_ERROR_ILLEGAL, "4.2: no general has to retreat"));
}

/* A whole scripted turn and a half, saved and loaded to the same bytes. */
static void
test_scripted_battle (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit \"1st Foot\" infantry C 22", "add-unit RA field-gun B 2 6",
                                           "add-unit Clinton general A 1"),
                                    LINES ("add-unit Continentals infantry C 18", "add-unit Morgan infantry B 12",
                                           "set-unit Morgan weapon rifles", "set-unit Morgan light yes",
                                           "set-unit Morgan formation skirmish"),
                                    0, NULL);
  g_autofree char *status = NULL;

  mt_ok (t, "attach Clinton b1");
  mt_ok (t, "next-phase");
  mt_ok (t, "move b1 advanced");
  mt_ok (t, "next-phase");
  /* 6 gunners: 3 dice, hitting grade B skirmishers on a 6 (grade B +1,
   * skirmishers -1, target grade B -1). */
  mt_dice (t, "6 5 2");
  mt_ok (t, "shoot RA a2 ball-close");
  /* Far 5-6: moved -1, steady infantry's first fire +1. */
  mt_dice (t, "5 5 3 3 3");
  mt_ok (t, "shoot b1 a1 far");
  mt_ok (t, "next-phase");
  mt_dice (t, "5");
  mt_ok (t, "fire-test a1");
  mt_dice (t, "3");
  mt_ok (t, "fire-test a2");
  mt_ok (t, "next-phase");
  /* Clinton +1 against the defensive fire bonus +1: even, 4-6 each. */
  mt_dice (t, "1 1 1 1 1  6 6 6 6  6");
  mt_ok (t, "combat b1 a1 first-round");
  mt_ok (t, "next-phase");
  mt_ok (t, "next-phase");
  mt_ok (t, "next-phase");
  status = muster_state_get_status (mt_state (t));
  g_assert_cmpstr (status, ==, "Turn 2, rally phase · American active");
  g_assert_cmpint (card_int (t, "b1", "Models"), ==, 22 - 4 - 4);
  g_assert_cmpint (card_int (t, "a1", "Models"), ==, 16);
  g_assert_cmpint (card_int (t, "a2", "Models"), ==, 11);
  mt_assert_replays (t);
}

/* A system without a map: a unit is its own place. In the shooting phase,
 * the 1st Foot selected with the Continentals as target is offered its
 * shooting at them first, every offer names the 1st Foot, and the words
 * name units by their names (muster-offers.h). */
static void
test_offers (void)
{
  g_autoptr(MtGame) t = l2y_battle (LINES ("add-unit \"1st Foot\" infantry C 22", "add-unit Dragoons cavalry B 8"),
                                    LINES ("add-unit Continentals infantry C 18", "add-unit Militia infantry D 12"), 0,
                                    NULL);
  g_autoptr(GPtrArray) offers = NULL;
  g_autoptr(GPtrArray) none = NULL;
  MusterOffer *first;

  l2y_to_phase (t, "fire");
  offers = muster_offers_for_selection (mt_state (t), "b1", "a1", NULL, NULL, 20);
  g_assert_cmpuint (offers->len, >, 0);
  first = g_ptr_array_index (offers, 0);
  g_assert_cmpstr (first->action, ==, "shoot");
  g_assert_cmpstr (first->args[0], ==, "b1");
  g_assert_cmpstr (first->args[1], ==, "a1");
  g_assert_nonnull (strstr (first->text, "1st Foot"));
  g_assert_nonnull (strstr (first->text, "Continentals"));
  g_assert_null (strstr (first->text, "b1"));
  for (guint i = 0; i < offers->len; i++)
    {
      MusterOffer *offer = g_ptr_array_index (offers, i);

      g_assert_true (g_strv_contains ((const char * const *) offer->args, "b1"));
      g_assert_true (g_strv_contains ((const char * const *) offer->args, "a1"));
    }
  /* The Militia are not the Dragoons' target when the target is the
   * Continentals. */
  none = muster_offers_for_selection (mt_state (t), "b2", "a1", NULL, "shoot", 20);
  for (guint i = 0; i < none->len; i++)
    g_assert_false (g_strv_contains ((const char * const *) ((MusterOffer *) g_ptr_array_index (none, i))->args, "a2"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/l2y/battle/combat-example", test_combat_example);
  g_test_add_func ("/l2y/battle/defensive-fire-chart", test_defensive_fire_chart);
  g_test_add_func ("/l2y/battle/shooting-chart", test_shooting_chart);
  g_test_add_func ("/l2y/battle/need-seven-graded", test_need_seven_graded);
  g_test_add_func ("/l2y/battle/shooting-grades", test_shooting_grades);
  g_test_add_func ("/l2y/battle/fire-test", test_fire_test);
  g_test_add_func ("/l2y/battle/fire-test-shaken", test_fire_test_shaken);
  g_test_add_func ("/l2y/battle/rally", test_rally);
  g_test_add_func ("/l2y/battle/combat-results", test_combat_results);
  g_test_add_func ("/l2y/battle/flank", test_flank);
  g_test_add_func ("/l2y/battle/shatter", test_shatter);
  g_test_add_func ("/l2y/battle/general-danger", test_general_danger);
  g_test_add_func ("/l2y/battle/command-and-evade", test_command_and_evade);
  g_test_add_func ("/l2y/battle/formations", test_formations);
  g_test_add_func ("/l2y/battle/ballshot-on-guns", test_ballshot_on_guns);
  g_test_add_func ("/l2y/battle/divided-dice", test_divided_dice);
  g_test_add_func ("/l2y/battle/campaign-effects", test_campaign_effects);
  g_test_add_func ("/l2y/battle/flank-retreat-reform", test_flank_retreat_reform);
  g_test_add_func ("/l2y/battle/artillery-duel", test_artillery_duel);
  g_test_add_func ("/l2y/battle/adjust", test_adjust);
  g_test_add_func ("/l2y/battle/same-names", test_same_names);
  g_test_add_func ("/l2y/battle/breakthrough", test_breakthrough);
  g_test_add_func ("/l2y/battle/scripted", test_scripted_battle);
  g_test_add_func ("/l2y/battle/offers", test_offers);
  g_test_add_func ("/l2y/battle/carrythrough", test_carrythrough);
  g_test_add_func ("/l2y/battle/reinforcing", test_reinforcing);
  g_test_add_func ("/l2y/battle/survivors", test_survivors);
  g_test_add_func ("/l2y/battle/session-kinds", test_session_kinds);
  g_test_add_func ("/l2y/battle/capture", test_capture);
  return g_test_run ();
}
