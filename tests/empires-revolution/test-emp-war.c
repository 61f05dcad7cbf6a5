/* test-emp-war.c: the rules of Empires: American Revolution, each case
 * built from the rules' text (page and heading in the comment) with the
 * outcome the text demands, driven through a session by words with
 * scripted dice. Positions are set with the group's own corrections
 * (place-units, set-production), never by writing into a state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-test-driver.h"

static MtGame *
war (const char *players)
{
  return mt_new ("empires-revolution", "war", players, NULL);
}

/* The number on the sheet @sheet_id's row @label. */
static int
sheet_number (MtGame     *t,
              const char *sheet_id,
              const char *label)
{
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);

  for (guint i = 0; i < sheets->len; i++)
    {
      MusterSheet *sheet = g_ptr_array_index (sheets, i);
      MusterSheetRow *row;

      if (!g_str_equal (sheet->id, sheet_id))
        continue;
      row = muster_sheet_find_row (sheet, label);
      g_assert_nonnull (row);
      return row->number;
    }
  g_error ("no sheet %s", sheet_id);
  return 0;
}

static const char *
sheet_text (MtGame     *t,
            const char *sheet_id,
            const char *label)
{
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);

  for (guint i = 0; i < sheets->len; i++)
    {
      MusterSheet *sheet = g_ptr_array_index (sheets, i);

      if (g_str_equal (sheet->id, sheet_id))
        return g_intern_string (muster_sheet_find_row (sheet, label)->value);
    }
  g_error ("no sheet %s", sheet_id);
  return NULL;
}

static int
production (MtGame     *t,
            const char *power)
{
  g_autofree char *id = g_strdup_printf ("ledger-%s", power);

  return sheet_number (t, id, "Production now");
}

/* The table's view has @text under the place @place. */
static gboolean
place_shows (MtGame     *t,
             const char *place,
             const char *text)
{
  g_autofree char *view = mt_view (t, NULL);
  g_autofree char *head = g_strdup_printf ("\n  %s", place);
  const char *at = strstr (view, head);
  const char *end;

  if (at == NULL)
    return FALSE;
  end = strstr (at + strlen (head), "\n  ");
  while (end != NULL && end[3] == ' ')
    end = strstr (end + 1, "\n  ");
  {
    g_autofree char *block = g_strndup (at, end ? (gsize) (end - at) : strlen (at));

    return strstr (block, text) != NULL;
  }
}

/* Ends phases until the @power's next movement phase. */
static void
to_turn_of (MtGame     *t,
            const char *power)
{
  mt_ok (t, "end-phase");
  for (int i = 0; i < 30; i++)
    {
      if (g_strcmp0 (muster_state_get_acting_side (mt_state (t)), power) == 0)
        {
          g_autofree char *status = muster_state_get_status (mt_state (t));

          if (strstr (status, "movement"))
            return;
        }
      mt_ok (t, "end-phase");
    }
  g_error ("never reached the %s' movement", power);
}

/* The piece id of the unit named @name among @action's UNIT choices (the
 * last one of that name). */
static const char *
piece (MtGame     *t,
       const char *action,
       const char *name)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (mt_state (t), action);
  MusterParam *param = muster_action_info_find_param (info, "UNIT");
  const char *found = NULL;

  for (guint i = 0; param->choices && param->choices[i]; i++)
    if (g_str_equal (param->choice_labels[i], name))
      found = g_intern_string (param->choices[i]);
  g_assert_nonnull (found);
  return found;
}

static MusterPreview *
preview (MtGame     *t,
         const char *line)
{
  g_auto(GStrv) words = NULL;

  g_assert_true (g_shell_parse_argv (line, NULL, &words, NULL));
  return muster_state_preview (mt_state (t), words[0], (const char * const *) words + 1);
}

/* Page 4, movement: one territory, two for dragoons, the second step only
 * from a territory without enemies; infantry never a second. */
static void
test_two_steps (void)
{
  g_autoptr(MtGame) t = war (NULL);

  to_turn_of (t, "american");
  mt_ok (t, "place-units american connecticut dragoons 2");
  mt_ok (t, "move connecticut new-york dragoons 2");
  mt_ok (t, "move new-york new-jersey dragoons 1");
  mt_refuse (t, "move new-jersey philadelphia dragoons 1", MUSTER_ERROR_ILLEGAL, "4.1");
  mt_ok (t, "move new-york connecticut infantry 1");
  mt_refuse (t, "move connecticut rhode-island infantry 1", MUSTER_ERROR_ILLEGAL, "4.1");
  /* Into enemies: a battle, and no step beyond. */
  mt_ok (t, "move new-york long-island dragoons 1");
  mt_ok (t, "place-units british new-hampshire infantry 1");
  mt_ok (t, "place-units american maine dragoons 1");
  mt_ok (t, "move maine new-hampshire dragoons 1");
  mt_refuse (t, "move new-hampshire vermont dragoons 1", MUSTER_ERROR_ILLEGAL, "4.1");
  mt_refuse (t, "move philadelphia delaware-bay infantry 1", MUSTER_ERROR_ILLEGAL, "4.1");
  mt_assert_replays (t);
}

/* Page 1, rivers: attacking across one is -2, and no attack below 1
 * (page 4, 1.2). */
static void
test_river (void)
{
  g_autoptr(MtGame) t = war (NULL);
  g_autoptr(MusterPreview) p = NULL;
  MusterRollPreview *attack;
  gboolean river = FALSE, floor = FALSE;

  to_turn_of (t, "american");
  mt_ok (t, "place-units british new-jersey infantry 1");
  mt_ok (t, "move new-york new-jersey infantry 1");
  mt_ok (t, "move new-york new-jersey militia 1");
  mt_ok (t, "end-phase");
  p = preview (t, "fight new-jersey");
  g_assert_true (p->legal);
  attack = g_ptr_array_index (p->rolls, 0);
  /* Infantry 3 - 2 = 1 and militia 2 - 2 = 0, raised to 1: two dice
   * hitting on a 1 each. */
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (attack->dist, 2), 0.01, 1e-12);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (attack->dist, 0), 0.81, 1e-12);
  for (guint i = 0; i < attack->modifiers->len; i++)
    {
      MusterModifier *m = g_ptr_array_index (attack->modifiers, i);

      river |= m->delta == -2 && g_str_equal (m->section, "1.5");
      floor |= g_str_equal (m->section, "4.3");
    }
  g_assert_true (river);
  g_assert_true (floor);
}

/* Page 1, forts: the first army there finds 4 cannon; defenders add 1.
 * Page 4, 1.4-1.6: the rolls land together and each owner picks losses. */
static void
test_fort_and_losses (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;
  g_autoptr(MusterPending) pending = NULL;
  g_autoptr(MusterPreview) p = NULL;

  to_turn_of (t, "american");
  entry = mt_ok (t, "move albany ticonderoga infantry 1");
  g_assert_true (mt_says (entry, "first to reach Fort Ticonderoga and find 4 cannon"));
  g_assert_true (place_shows (t, "Fort Ticonderoga", "Americans: 1 Infantry, 4 Cannon"));
  to_turn_of (t, "british");
  mt_ok (t, "place-units british montreal infantry 2");
  mt_ok (t, "move montreal ticonderoga infantry 2");
  mt_ok (t, "end-phase");
  p = preview (t, "fight ticonderoga");
  /* Defenders: cannon 2 + 1 four times, infantry 5 + 1. */
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (((MusterRollPreview *) g_ptr_array_index (p->rolls, 1))->dist, 0),
                                  0.7 * 0.7 * 0.7 * 0.7 * 0.4, 1e-12);
  /* British: 3 and 9 (hits on 3, miss); Americans by value: 4 cannon at
   * 3 (1, 9, 9, 9), infantry at 6 (2). */
  mt_dice (t, "3 9  1 9 9 9 2");
  entry = mt_ok (t, "fight ticonderoga");
  g_assert_true (mt_says (entry, "the attackers score 1 and the defenders 2"));
  /* Two hits on two British: both go at once; the Americans pick their
   * one loss, the suggestion being the weakest, a cannon. */
  g_assert_true (mt_says (entry, "Infantry (British) is lost. Infantry (British) is lost."));
  pending = mt_pending (t);
  g_assert_nonnull (pending);
  g_assert_cmpstr (pending->side, ==, "american");
  g_assert_cmpuint (pending->count, ==, 1);
  {
    MusterSuggestion *s = g_ptr_array_index (pending->suggestions, 0);
    g_autofree char *line = g_strjoinv (" ", s->args);
    g_autofree char *answer = g_strdup_printf ("losses %s", line);

    entry = mt_ok (t, answer);
  }
  g_assert_true (mt_says (entry, "Cannon (Americans) is lost. The defenders hold Fort Ticonderoga"));
  g_assert_true (place_shows (t, "Fort Ticonderoga", "Americans: 1 Infantry, 3 Cannon"));
  mt_assert_replays (t);
}

/* Page 1: the Americans may start a unit in Fort Ticonderoga on the
 * first turn, one only; being first there, it finds the cannon. */
static void
test_ticonderoga_start (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;

  mt_refuse (t, "garrison western-mass militia", MUSTER_ERROR_ILLEGAL, "1.2");   /* the British turn */
  to_turn_of (t, "american");
  entry = mt_ok (t, "garrison western-mass militia");
  g_assert_true (mt_says (entry, "find 4 cannon"));
  g_assert_true (place_shows (t, "Fort Ticonderoga", "Americans: 1 Militia, 4 Cannon"));
  mt_refuse (t, "garrison connecticut militia", MUSTER_ERROR_ILLEGAL, "1.2");
  mt_assert_replays (t);
  /* The stricter reading: the cannon wait for an army that marches in. */
  {
    g_autoptr(MtGame) strict = war ("ticonderoga-cannon=arriving");

    to_turn_of (strict, "american");
    entry = mt_ok (strict, "garrison western-mass militia");
    g_assert_false (mt_says (entry, "find 4 cannon"));
    g_assert_true (place_shows (strict, "Fort Ticonderoga", "Americans: 1 Militia"));
    g_assert_false (place_shows (strict, "Fort Ticonderoga", "Cannon"));
  }
}

/* The owner picks the loss; refused if it names the wrong side or count. */
static void
test_owner_picks (void)
{
  g_autoptr(MtGame) t = war (NULL);
  g_autoptr(MusterPending) pending = NULL;
  MusterEntry *entry;

  mt_ok (t, "move boston western-mass infantry 3");
  mt_ok (t, "end-phase");
  /* British 3 x d10 at 3: one hit; Americans: militia at 3 (miss x4),
   * infantry at 5 (miss x2). */
  mt_dice (t, "1 9 9  9 9 9 9  9 9");
  mt_ok (t, "fight western-mass");
  pending = mt_pending (t);
  g_assert_nonnull (pending);
  g_assert_cmpstr (pending->side, ==, "american");
  g_assert_cmpuint (pending->count, ==, 1);
  mt_refuse (t, "end-phase", MUSTER_ERROR_ILLEGAL, "4.6");
  mt_refuse (t, "fight western-mass", MUSTER_ERROR_ILLEGAL, "4.6");
  mt_refuse (t, "move boston western-mass infantry 1", MUSTER_ERROR_ILLEGAL, "4.6");
  mt_refuse (t, "losses u1", MUSTER_ERROR_ILLEGAL, "4.6");   /* a British unit */
  mt_refuse (t, "losses", MUSTER_ERROR_INVALID_ARGS, NULL);
  {
    /* The Americans give up Washington rather than a militia. */
    g_autofree char *line = g_strdup_printf ("losses %s", piece (t, "losses", "George Washington"));

    entry = mt_ok (t, line);
  }
  g_assert_true (mt_says (entry, "George Washington is lost for good"));
  /* The British three miss; six American hits take them all at once. */
  mt_dice (t, "9 9 9  1 1 1 9 9 9");
  entry = mt_ok (t, "fight western-mass");
  g_assert_true (mt_says (entry, "The defenders hold Western Massachusetts"));

  /* 5.2: generals are drawn at random from those not yet used; one lost is
   * gone for good, so the five other American generals are all there is. */
  to_turn_of (t, "american");
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  mt_ok (t, "set-production american 1000");
  mt_dice (t, "0");
  entry = mt_ok (t, "build general 1 philadelphia");
  g_assert_true (mt_says (entry, "Nathanael Greene joins"));
  mt_dice (t, "0 0 0 0");
  mt_ok (t, "build general 4 philadelphia");
  mt_refuse (t, "build general 1 philadelphia", MUSTER_ERROR_ILLEGAL, "5.2");
  g_assert_false (place_shows (t, "Philadelphia", "George Washington"));
  mt_assert_replays (t);
}

/* Page 4, naval combat: no modifiers; a transport lost takes its cargo. */
static void
test_transport_lost (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;

  mt_ok (t, "load british-isles north-atlantic infantry 2");
  g_assert_true (place_shows (t, "North Atlantic", "2 Infantry aboard"));
  to_turn_of (t, "american");
  mt_ok (t, "place-units american western-atlantic ship 1");
  to_turn_of (t, "british");
  /* Loading spent the transport's one move last turn; now it sails. */
  mt_ok (t, "move north-atlantic western-atlantic transport 1");
  mt_ok (t, "end-phase");
  /* British transport (0: no die) ; American ship at defence 5: hit. */
  mt_dice (t, "1");
  entry = mt_ok (t, "fight western-atlantic");
  g_assert_true (mt_says (entry, "attackers score 0 and the defenders 1"));
  g_assert_true (mt_says (entry, "lost with the 2 units aboard"));
  mt_assert_replays (t);
}

/* Page 1, 1.3 and 4.4: a general's bonus never takes a unit above 9. */
static void
test_bonus_cap (void)
{
  g_autoptr(MtGame) t = war (NULL);

  to_turn_of (t, "american");
  mt_ok (t, "set-general washington 4");
  mt_ok (t, "place-units american western-mass cannon 1");
  mt_ok (t, "move western-mass boston cannon 1");
  mt_ok (t, "move western-mass boston washington 1");
  mt_ok (t, "end-phase");
  /* The cannon attacks at 6: +3 reaches 9, +4 would be 10; the general
   * rolls no die and takes no point. */
  {
    const char *cannon = piece (t, "bonus", "Cannon (Americans)");
    const char *washington = piece (t, "bonus", "George Washington");
    g_autofree char *four = g_strdup_printf ("bonus boston %s %s %s %s", cannon, cannon, cannon, cannon);
    g_autofree char *self = g_strdup_printf ("bonus boston %s", washington);
    g_autofree char *three = g_strdup_printf ("bonus boston %s %s %s", cannon, cannon, cannon);

    mt_refuse (t, four, MUSTER_ERROR_ILLEGAL, "4.4");
    mt_refuse (t, self, MUSTER_ERROR_ILLEGAL, "4.4");
    mt_ok (t, three);
  }
  {
    g_autoptr(MusterPreview) p = preview (t, "fight boston");
    MusterRollPreview *attack = g_ptr_array_index (p->rolls, 0);

    g_assert_cmpfloat_with_epsilon (muster_dist_prob (attack->dist, 1), 0.9, 1e-12);
  }
}

/* Page 4, phase 2: Britain 200, America its territories, and 10 from
 * France and 5 from Spain only without a blockade; page 1, the blockade
 * breaks when a square is empty. */
static void
test_collect (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;
  int before;

  g_assert_cmpstr (sheet_text (t, "politics", "Blockade"), ==, "in force");
  mt_ok (t, "end-phase");
  entry = mt_ok (t, "end-phase");
  g_assert_true (mt_says (entry, "The British collect 200 and have 400."));
  to_turn_of (t, "american");
  mt_ok (t, "end-phase");
  entry = mt_ok (t, "end-phase");
  g_assert_true (mt_says (entry, "The Americans collect 61: 61 from their territories, 0 from France and 0 from Spain."));
  mt_ok (t, "end-phase");
  entry = mt_ok (t, "place-units british carolina-coast ship -1");
  g_assert_true (mt_says (entry, "the blockade is broken"));
  g_assert_cmpstr (sheet_text (t, "politics", "Blockade"), ==, "none");
  to_turn_of (t, "american");
  before = production (t, "american");
  mt_ok (t, "end-phase");
  entry = mt_ok (t, "end-phase");
  g_assert_true (mt_says (entry, "61 from their territories, 10 from France and 5 from Spain"));
  g_assert_cmpint (production (t, "american"), ==, before + 76);
  mt_assert_replays (t);
}

/* Page 1: a blockade needs a ship in every yellow square for a full turn. */
static void
test_blockade_full_turn (void)
{
  g_autoptr(MtGame) t = war (NULL);

  mt_ok (t, "place-units british carolina-coast ship -1");
  g_assert_cmpstr (sheet_text (t, "politics", "Blockade"), ==, "none");
  mt_ok (t, "move north-atlantic western-atlantic ship 1");
  mt_ok (t, "move western-atlantic carolina-coast ship 1");
  to_turn_of (t, "british");
  /* Held since this turn began only: not yet. */
  g_assert_cmpstr (sheet_text (t, "politics", "Blockade"), ==, "none");
  to_turn_of (t, "british");
  g_assert_cmpstr (sheet_text (t, "politics", "Blockade"), ==, "in force");
  mt_assert_replays (t);
}

/* Page 4, pirate actions: a blockade, 2 production, 1 in 10, once a turn
 * a city; the ship turns American. */
static void
test_pirates (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;
  int before;

  to_turn_of (t, "american");
  mt_ok (t, "set-production american 10");
  mt_dice (t, "2");
  entry = mt_ok (t, "pirate new-york new-york-bay");
  g_assert_true (mt_says (entry, "and fail"));
  g_assert_cmpint (production (t, "american"), ==, 8);
  mt_refuse (t, "pirate new-york new-york-bay", MUSTER_ERROR_ILLEGAL, "4.2");
  before = production (t, "american");
  mt_dice (t, "1");
  entry = mt_ok (t, "pirate virginia chesapeake-bay");
  g_assert_true (mt_says (entry, "take a British ship of the line"));
  g_assert_cmpint (production (t, "american"), ==, before - 2);
  g_assert_true (place_shows (t, "Chesapeake Bay", "Americans: 1 Ship of the Line"));
  /* The blockade square is empty of British ships now. */
  g_assert_cmpstr (sheet_text (t, "politics", "Blockade"), ==, "none");
  mt_refuse (t, "pirate charleston carolina-coast", MUSTER_ERROR_ILLEGAL, "4.2");
  mt_assert_replays (t);
}

/* Page 5: where units are built and what they cost. */
static void
test_building (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;

  /* New Hampshire, a colonial city taken this turn. */
  mt_ok (t, "move boston new-hampshire infantry 1");
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  mt_ok (t, "set-production british 1000");
  mt_refuse (t, "build infantry 1 new-hampshire", MUSTER_ERROR_ILLEGAL, "5.1");
  entry = mt_ok (t, "build infantry 2 british-isles");
  g_assert_true (mt_says (entry, "for 10"));
  mt_refuse (t, "build hessians 1 boston", MUSTER_ERROR_ILLEGAL, "5.1");
  entry = mt_ok (t, "build infantry 1 quebec");
  g_assert_true (mt_says (entry, "for 15"));   /* three times 5 */
  mt_ok (t, "build infantry 9 quebec");
  mt_refuse (t, "build infantry 1 montreal", MUSTER_ERROR_ILLEGAL, "5.3");
  mt_refuse (t, "build dragoons 1 quebec", MUSTER_ERROR_ILLEGAL, "5.3");
  mt_refuse (t, "build infantry 1 new-york", MUSTER_ERROR_ILLEGAL, "5.1");
  mt_dice (t, "0");
  entry = mt_ok (t, "build general 1 british-isles");
  g_assert_true (mt_says (entry, "Charles Cornwallis joins"));
  g_assert_cmpint (sheet_number (t, "war", "Built in Canada: infantry (of 10)"), ==, 10);
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  mt_ok (t, "set-production american 20");
  entry = mt_ok (t, "build militia 1 western-mass");
  g_assert_true (mt_says (entry, "for 6"));     /* double outside a city */
  mt_refuse (t, "build cannon 1 western-mass", MUSTER_ERROR_ILLEGAL, "5.1");
  mt_refuse (t, "build infantry 3 new-york", MUSTER_ERROR_UNCERTAIN, "5.1");   /* 15 > 14, reconstructed prices */
  mt_ok_override (t, "build infantry 1 new-york");
  /* Held since the British turn began: now it builds, at three times. */
  to_turn_of (t, "british");
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  entry = mt_ok (t, "build infantry 1 new-hampshire");
  g_assert_true (mt_says (entry, "for 15"));
  mt_assert_replays (t);
}

/* Page 6: slash and burn needs 5 infantry or a Hessian; Boston brings in
 * partisan table 2; more than 7 cities lose Britain the war. */
static void
test_slash_and_burn (void)
{
  g_autoptr(MtGame) t = war (NULL);
  const char *cities[] = { "new-york", "philadelphia", "charleston", "virginia", "maryland", "albany", "rhode-island", NULL };
  MusterEntry *entry = NULL;

  mt_ok (t, "place-units british halifax infantry -1");
  mt_refuse (t, "slash-burn halifax", MUSTER_ERROR_ILLEGAL, "6.1");
  mt_ok (t, "slash-burn boston");
  g_assert_cmpint (sheet_number (t, "politics", "Partisan table"), ==, 2);
  mt_refuse (t, "slash-burn boston", MUSTER_ERROR_ILLEGAL, "6.1");
  for (guint i = 0; cities[i]; i++)
    {
      g_autofree char *hessian = g_strdup_printf ("place-units british %s hessians 1", cities[i]);
      g_autofree char *burn = g_strdup_printf ("slash-burn %s", cities[i]);

      for (int k = 0; k < 9; k++)
        {
          g_autofree char *one = g_strdup_printf ("place-units american %s militia -1", cities[i]);

          if (!muster_state_check (mt_state (t), "place-units", (const char *[]) { "american", cities[i], "militia", "-1", NULL },
                                   FALSE, NULL))
            break;
          mt_ok (t, one);
        }
      for (int k = 0; k < 9; k++)
        {
          g_autofree char *one = g_strdup_printf ("place-units american %s infantry -1", cities[i]);

          if (!muster_state_check (mt_state (t), "place-units", (const char *[]) { "american", cities[i], "infantry", "-1", NULL },
                                   FALSE, NULL))
            break;
          mt_ok (t, one);
        }
      mt_ok (t, hessian);
      entry = mt_ok (t, burn);
      if (i == 3)
        g_assert_cmpint (sheet_number (t, "politics", "Partisan table"), ==, 3);   /* Boston and 4 */
      if (i < 4)
        g_assert_false (muster_state_is_over (mt_state (t)));
      else
        break;
    }
  /* Boston and 5 other cities. */
  g_assert_true (muster_state_is_over (mt_state (t)));
  g_assert_true (mt_says (entry, "they lose the war"));
}

/* Page 4, 1.2: special generals give their modifiers with the others; the
 * printed game does not say who or how much, so the group sets it: Howe
 * made a special general of +1 lifts his three infantry from 3 to 4. */
static void
test_special_general (void)
{
  g_autoptr(MtGame) t = war (NULL);
  g_autoptr(MusterPreview) before = NULL;
  g_autoptr(MusterPreview) after = NULL;
  MusterRollPreview *attack;
  gboolean named = FALSE;

  mt_ok (t, "move boston western-mass infantry 3");
  mt_ok (t, "move boston western-mass howe 1");
  mt_ok (t, "end-phase");
  before = preview (t, "fight western-mass");
  attack = g_ptr_array_index (before->rolls, 0);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (attack->dist, 3), 0.027, 1e-12);
  mt_refuse (t, "set-special howe 4", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "set-special howe 1");
  after = preview (t, "fight western-mass");
  attack = g_ptr_array_index (after->rolls, 0);
  g_assert_cmpfloat_with_epsilon (muster_dist_prob (attack->dist, 3), 0.064, 1e-12);
  for (guint i = 0; i < attack->modifiers->len; i++)
    {
      MusterModifier *m = g_ptr_array_index (attack->modifiers, i);

      named |= m->delta == 1 && g_str_equal (m->section, "4.3") && strstr (m->why, "William Howe") != NULL;
    }
  g_assert_true (named);
  /* On the chart's sheet, and corrected by one from there. */
  g_assert_cmpint (sheet_number (t, "chart", "William Howe: special modifier"), ==, 1);
  mt_ok (t, "adjust chart \"William Howe: special modifier\" 1");
  g_assert_cmpint (sheet_number (t, "chart", "William Howe: special modifier"), ==, 2);
  mt_assert_replays (t);
}

/* Page 6: a territory slashed and burned raises no militia or infantry,
 * except one unit a turn, for free, where George Washington stands. */
static void
test_washington_free_unit (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;
  int before;

  mt_ok (t, "place-units american connecticut militia -2");
  mt_ok (t, "place-units british connecticut hessians 1");
  mt_ok (t, "slash-burn connecticut");
  mt_ok (t, "place-units british connecticut hessians -1");
  mt_ok (t, "place-units american connecticut militia 1");
  to_turn_of (t, "american");
  mt_ok (t, "move western-mass connecticut washington 1");
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  before = production (t, "american");
  mt_ok (t, "set-production american 0");
  mt_refuse (t, "build militia 2 connecticut", MUSTER_ERROR_ILLEGAL, "6.1");
  entry = mt_ok (t, "build infantry 1 connecticut");
  g_assert_true (mt_says (entry, "George Washington raises it for nothing"));
  g_assert_cmpint (production (t, "american"), ==, 0);
  mt_refuse (t, "build militia 1 connecticut", MUSTER_ERROR_ILLEGAL, "6.1");
  g_assert_cmpint (before, >, 0);
  mt_assert_replays (t);
}

/* Page 1: with six players the Hessians are split off to a player of
 * their own. Britain still builds them (page 5); their player moves and
 * fights them, in a turn just after the British. */
static void
test_hessian_player (void)
{
  g_autoptr(MtGame) t = war ("players=6");
  g_autoptr(MusterPending) pending = NULL;
  g_autofree char *status = NULL;
  int british;

  /* The British player gives the Hessians no orders, and a Hessian does
   * not count for his slash and burn. */
  mt_refuse (t, "load british-isles north-atlantic hessians 2", MUSTER_ERROR_ILLEGAL, "1.1");
  mt_ok (t, "place-units british halifax hessians 1");
  mt_refuse (t, "slash-burn halifax", MUSTER_ERROR_ILLEGAL, "6.1");
  mt_ok (t, "place-units british boston hessians 2");
  to_turn_of (t, "hessians");
  british = production (t, "british");
  status = muster_state_get_status (mt_state (t));
  g_assert_nonnull (strstr (status, "Hessians"));
  g_assert_null (strstr (status, "production"));
  /* Their turn: only the Hessians, aboard British transports too. */
  mt_refuse (t, "move boston western-mass infantry 1", MUSTER_ERROR_ILLEGAL, "1.1");
  mt_refuse (t, "bribe", MUSTER_ERROR_ILLEGAL, "1.1");
  mt_ok (t, "load british-isles north-atlantic hessians 2");
  mt_ok (t, "slash-burn halifax");
  mt_ok (t, "move boston western-mass hessians 2");
  mt_ok (t, "end-phase");
  /* The Hessians miss; one American hit: the Hessians' player owes it. */
  mt_dice (t, "9 9  1 9 9 9  9 9");
  mt_ok (t, "fight western-mass");
  pending = mt_pending (t);
  g_assert_nonnull (pending);
  g_assert_cmpstr (pending->side, ==, "hessians");
  {
    g_autofree char *line = g_strdup_printf ("losses %s", piece (t, "losses", "Hessians (British)"));

    mt_ok (t, line);
  }
  mt_dice (t, "9  1 9 9 9  9 9");
  mt_ok (t, "fight western-mass");
  /* No collecting and no building: the Americans come next. */
  mt_ok (t, "end-phase");
  g_assert_cmpstr (muster_state_get_acting_side (mt_state (t)), ==, "american");
  g_assert_cmpint (production (t, "british"), ==, british);
  mt_assert_replays (t);
}

/* Page 1: with no Indian player, a red square defends itself with 3
 * infantry and 1 cavalry; page 3: a bribe is 10, and 7-10 brings war. */
static void
test_indians (void)
{
  g_autoptr(MtGame) t = war (NULL);
  g_autoptr(MtGame) four = war ("players=4");
  MusterEntry *entry;

  to_turn_of (t, "american");
  mt_ok (t, "move albany mohawk-valley infantry 1");
  to_turn_of (t, "american");
  entry = mt_ok (t, "move mohawk-valley iroquois infantry 1");
  g_assert_true (mt_says (entry, "3 infantry and 1 cavalry"));
  mt_ok (t, "end-phase");
  /* American infantry at 3 misses; the Indians (infantry 5 x3, cavalry 2)
   * hit once. */
  mt_dice (t, "9  9  1 9 9");
  entry = mt_ok (t, "fight iroquois");
  g_assert_true (mt_says (entry, "The defenders hold Iroquois Country"));
  g_assert_false (place_shows (t, "Iroquois Country", "Indians"));

  mt_refuse (t, "bribe", MUSTER_ERROR_ILLEGAL, "3.3");
  mt_ok (four, "set-production british 25");
  mt_dice (four, "6");
  entry = mt_ok (four, "bribe");
  g_assert_true (mt_says (entry, "stay out of it"));
  mt_refuse (four, "bribe", MUSTER_ERROR_ILLEGAL, "3.3");
  g_assert_cmpint (production (four, "british"), ==, 15);
  to_turn_of (four, "british");
  mt_dice (four, "7");
  entry = mt_ok (four, "bribe");
  g_assert_true (mt_says (entry, "go to war with America"));
  g_assert_cmpstr (sheet_text (four, "politics", "Indians"), ==, "at war with America");
  mt_assert_replays (four);
}

/* Page 2 and 3: Franklin reaches France when no blockade holds; France
 * comes with 30, 10 ships and 10 transports, Spain the same turn, and
 * Britain has 100 a turn from then on. */
static void
test_france_enters (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;

  to_turn_of (t, "american");
  mt_refuse (t, "send-franklin", MUSTER_ERROR_ILLEGAL, "2.2");
  mt_ok (t, "place-units british chesapeake-bay ship -1");
  entry = mt_ok (t, "send-franklin");
  g_assert_true (mt_says (entry, "France enters the war"));
  g_assert_true (mt_says (entry, "Spain enters the war"));
  g_assert_true (place_shows (t, "France Begins Here", "French: 10 Ships of the Line, 10 Transports"));
  g_assert_cmpint (production (t, "french"), ==, 30);
  /* Spain's 4 comes in each Spanish turn by default, or once on entering. */
  g_assert_cmpint (production (t, "spanish"), ==, 0);
  {
    g_autoptr(MtGame) once = war ("spanish-production=once");

    to_turn_of (once, "american");
    mt_ok (once, "place-units british chesapeake-bay ship -1");
    mt_ok (once, "send-franklin");
    g_assert_cmpint (production (once, "spanish"), ==, 4);
  }
  to_turn_of (t, "british");
  mt_ok (t, "end-phase");
  entry = mt_ok (t, "end-phase");
  g_assert_true (mt_says (entry, "The British collect 100"));
  mt_assert_replays (t);
}

/* The group's corrections: the chart, the map. */
static void
test_corrections (void)
{
  g_autoptr(MtGame) t = war (NULL);
  g_autoptr(GPtrArray) kept = NULL;

  to_turn_of (t, "american");
  mt_ok (t, "set-border connecticut new-york none");
  mt_refuse (t, "move connecticut new-york militia 1", MUSTER_ERROR_UNCERTAIN, "4.1");
  mt_ok (t, "set-place connecticut value 7");
  g_assert_cmpint (sheet_number (t, "war", "America's territories now"), ==, 61 + 4);
  mt_ok (t, "set-unit-type infantry cost 4");
  /* The sheets' − and +: kept as the values they reach. */
  mt_ok (t, "adjust chart \"Infantry: attack\" 1");
  mt_ok (t, "adjust chart \"George Washington\" -1");
  mt_ok (t, "adjust map Connecticut -2");
  g_assert_cmpint (sheet_number (t, "chart", "Infantry: attack"), ==, 4);
  g_assert_cmpint (sheet_number (t, "chart", "George Washington"), ==, 2);
  g_assert_cmpint (sheet_number (t, "map", "Connecticut"), ==, 5);
  mt_refuse (t, "adjust map Atlantis 1", MUSTER_ERROR_INVALID_ARGS, NULL);
  kept = muster_state_get_corrections (mt_state (t));
  g_assert_cmpuint (kept->len, ==, 6);
  g_assert_cmpstr (((char **) g_ptr_array_index (kept, 3))[0], ==, "set-unit-type");
  g_assert_cmpstr (((char **) g_ptr_array_index (kept, 3))[3], ==, "4");
  g_assert_cmpstr (((char **) g_ptr_array_index (kept, 5))[1], ==, "connecticut");
  mt_assert_replays (t);
}
/* What rests on the reconstructed map, unit chart and generals is refused
 * as uncertain, and goes ahead when the players override it (GAMES.md):
 * a march between places the map does not join, a transport loaded past
 * its reconstructed capacity, a build past the reconstructed price (it
 * costs what is left). */
static void
test_override (void)
{
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;

  mt_refuse (t, "move boston maine infantry 1", MUSTER_ERROR_UNCERTAIN, "4.1");
  entry = mt_ok_override (t, "move boston maine infantry 1");
  g_assert_true (mt_says (entry, "from Boston to District of Maine"));
  mt_ok (t, "place-units british gulf-of-maine transport 1");
  mt_refuse (t, "load boston gulf-of-maine infantry 3", MUSTER_ERROR_UNCERTAIN, "4.1");   /* room for 2 */
  mt_ok_override (t, "load boston gulf-of-maine infantry 3");
  g_assert_true (place_shows (t, "Gulf of Maine", "3 Infantry aboard"));
  /* No override finds a transport that has no move left. */
  mt_refuse (t, "load halifax gulf-of-maine infantry 1", MUSTER_ERROR_ILLEGAL, "4.1");
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  mt_ok (t, "set-production british 12");
  mt_refuse (t, "build infantry 3 british-isles", MUSTER_ERROR_UNCERTAIN, "5.1");        /* 15 against 12 */
  entry = mt_ok_override (t, "build infantry 3 british-isles");
  g_assert_true (mt_says (entry, "0 production left."));
  mt_assert_replays (t);
}

/* Page 4, 4.3: attacking straight from transports costs the landing penalty
 * (not printed: the option landing-penalty, 1 by default), never below 1. */
static void
test_landing (void)
{
  static const struct { const char *option; double none; } cases[] = {
    /* Two infantry (attack 3) landing: each die hits on 3 - penalty. */
    { NULL, 0.64 },
    { "landing-penalty=2", 0.81 },
    { "landing-penalty=0", 0.49 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr(MtGame) t = war (cases[k].option);
      g_autoptr(MusterPreview) p = NULL;
      MusterRollPreview *attack;
      gboolean landing = FALSE;

      mt_ok (t, "place-units british gulf-of-maine transport 1");
      mt_ok (t, "load boston gulf-of-maine infantry 2");
      /* Loading spent the infantry's move: they land next turn. */
      mt_refuse (t, "unload gulf-of-maine new-hampshire infantry 2", MUSTER_ERROR_ILLEGAL, "4.1");
      to_turn_of (t, "american");
      mt_ok (t, "place-units american new-hampshire militia 1");
      to_turn_of (t, "british");
      mt_ok (t, "unload gulf-of-maine new-hampshire infantry 2");
      mt_ok (t, "end-phase");
      p = preview (t, "fight new-hampshire");
      g_assert_true (p->legal);
      attack = g_ptr_array_index (p->rolls, 0);
      g_assert_cmpfloat_with_epsilon (muster_dist_prob (attack->dist, 0), cases[k].none, 1e-12);
      for (guint i = 0; i < attack->modifiers->len; i++)
        {
          MusterModifier *m = g_ptr_array_index (attack->modifiers, i);

          landing |= m->delta < 0 && g_str_equal (m->section, "4.3");
        }
      g_assert_true (landing == (k != 2));
      mt_assert_replays (t);
    }
}

/* Page 2, 2.2: while the blockade holds, Franklin reaches France only by
 * way of Spanish Florida, sailing the turn after he gets there; he travels
 * one territory a turn and never into the enemy. */
static void
test_franklin_by_florida (void)
{
  static const char *road[] = { "philadelphia", "maryland", "virginia", "north-carolina",
                                "charleston", "georgia", "florida" };
  g_autoptr(MtGame) t = war (NULL);
  MusterEntry *entry;

  to_turn_of (t, "american");
  mt_refuse (t, "send-franklin", MUSTER_ERROR_ILLEGAL, "2.2");
  mt_ok (t, "place-units british maryland infantry 1");
  mt_refuse (t, "move philadelphia maryland franklin 1", MUSTER_ERROR_ILLEGAL, "2.2");
  mt_ok (t, "place-units british maryland infantry -1");
  for (guint i = 0; i + 1 < G_N_ELEMENTS (road); i++)
    {
      g_autofree char *line = g_strdup_printf ("move %s %s franklin 1", road[i], road[i + 1]);

      if (i > 0)
        to_turn_of (t, "american");
      mt_ok (t, line);
      {
        g_autofree char *again = g_strdup_printf ("move %s %s franklin 1", road[i + 1], road[i]);

        mt_refuse (t, again, MUSTER_ERROR_ILLEGAL, "2.2");
      }
    }
  /* In Florida, still blockaded: not the same turn... */
  mt_refuse (t, "send-franklin", MUSTER_ERROR_ILLEGAL, "2.2");
  to_turn_of (t, "american");
  /* ...but the next. */
  entry = mt_ok (t, "send-franklin");
  g_assert_true (mt_says (entry, "Spanish Florida"));
  g_assert_true (mt_says (entry, "France enters the war"));
  mt_assert_replays (t);
}

/* Page 3, 3.3: with an Indian player, at peace with America the Indians move
 * no more than half their units a turn; whoever marches into a settlement
 * is at war with them; with every settlement occupied they are out. */
static void
test_indians_player (void)
{
  static const char *cleared[] = {
    "place-units indians ohio-country cavalry -1", "place-units indians cherokee cavalry -1",
    "place-units indians creek infantry -4", "place-units indians creek cavalry -1",
    "place-units indians iroquois cavalry -1",
  };
  g_autoptr(MtGame) t = war ("players=4");
  MusterEntry *entry;

  to_turn_of (t, "indians");
  /* Four settlements of 2 infantry and 1 cavalry, and Joseph Brant: 13
   * units, so 6 may move. */
  mt_ok (t, "move iroquois upper-canada infantry 2");
  mt_ok (t, "move cherokee creek infantry 2");
  mt_ok (t, "move ohio-country kentucky infantry 2");
  mt_refuse (t, "move creek cherokee cavalry 1", MUSTER_ERROR_ILLEGAL, "3.3");
  g_assert_cmpstr (sheet_text (t, "politics", "Indians"), ==, "at peace");

  /* The group clears three settlements by hand (Cherokee's infantry went to
   * Creek, Ohio's to Kentucky, Iroquois' to Upper Canada). */
  to_turn_of (t, "american");
  for (guint i = 0; i < G_N_ELEMENTS (cleared); i++)
    mt_ok (t, cleared[i]);
  mt_ok (t, "place-units american ohio-country militia 1");
  mt_ok (t, "place-units american cherokee militia 2");
  entry = mt_ok (t, "move cherokee creek militia 1");
  g_assert_true (mt_says (entry, "go to war with them"));
  g_assert_cmpstr (sheet_text (t, "politics", "Indians"), ==, "at war with America");
  /* Joseph Brant alone holds Iroquois Country. */
  mt_ok (t, "place-units american western-pennsylvania militia 1");
  mt_ok (t, "move western-pennsylvania iroquois militia 1");
  mt_ok (t, "end-phase");
  mt_dice (t, "1");
  entry = mt_ok (t, "fight iroquois");
  g_assert_true (mt_says (entry, "the Indians are out of the war"));
  g_assert_cmpstr (sheet_text (t, "politics", "Indians"), ==, "out of the war");
  g_assert_false (place_shows (t, "Kentucky", "Indians"));
  mt_assert_replays (t);
}


/* Wars of several turns, every phase, under each player count and the
 * other readings, played at random to their end and replayed from their
 * saved XML. */
static void
test_war_replays (void)
{
  static const char *options[][4] = {
    { "last-turn=3", NULL },
    { "last-turn=4", "players=4", "french-production=every-turn", NULL },
    { "last-turn=4", "players=5", "carry-over=american", "blockade-ships=ships-of-the-line" },
    { "last-turn=4", "players=3", "aid-before-entry=after-entry", "fort-defence=first" },
    { "last-turn=4", "players=6", "landing-penalty=2", "spanish-production=once" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (options); k++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(MtGame) t = mt_new_seeded ("empires-revolution", "war", seed, options[k][0], options[k][1],
                                             options[k][2], options[k][3], NULL);
        g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
        guint steps = 0;

        while (!muster_state_is_over (mt_state (t)) && steps++ < 3000)
          {
            g_autoptr(GError) error = NULL;

            g_assert_true (muster_state_check_invariants (mt_state (t), &error));
            g_assert_nonnull (mt_random_step (t, rand, TRUE));
          }
        g_assert_true (muster_state_is_over (mt_state (t)));
        mt_assert_replays (t);
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/emp/move/two-steps", test_two_steps);
  g_test_add_func ("/emp/battle/river", test_river);
  g_test_add_func ("/emp/battle/fort-and-losses", test_fort_and_losses);
  g_test_add_func ("/emp/battle/owner-picks", test_owner_picks);
  g_test_add_func ("/emp/ticonderoga-start", test_ticonderoga_start);
  g_test_add_func ("/emp/battle/transport-lost", test_transport_lost);
  g_test_add_func ("/emp/battle/bonus-cap", test_bonus_cap);
  g_test_add_func ("/emp/battle/special-general", test_special_general);
  g_test_add_func ("/emp/collect", test_collect);
  g_test_add_func ("/emp/blockade/full-turn", test_blockade_full_turn);
  g_test_add_func ("/emp/pirates", test_pirates);
  g_test_add_func ("/emp/building", test_building);
  g_test_add_func ("/emp/slash-and-burn", test_slash_and_burn);
  g_test_add_func ("/emp/washington-free-unit", test_washington_free_unit);
  g_test_add_func ("/emp/indians", test_indians);
  g_test_add_func ("/emp/hessian-player", test_hessian_player);
  g_test_add_func ("/emp/france-enters", test_france_enters);
  g_test_add_func ("/emp/corrections", test_corrections);
  g_test_add_func ("/emp/override", test_override);
  g_test_add_func ("/emp/battle/landing", test_landing);
  g_test_add_func ("/emp/franklin-by-florida", test_franklin_by_florida);
  g_test_add_func ("/emp/indians-player", test_indians_player);
  g_test_add_func ("/emp/war-replays", test_war_replays);
  return g_test_run ();
}
