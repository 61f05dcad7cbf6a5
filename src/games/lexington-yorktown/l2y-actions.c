/* l2y-actions.c: every action of Lexington to Yorktown in one table, who
 * may take each now, the names players read for their choices, and the
 * argument lists worth trying.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "l2y-private.h"

enum
{
  TAG_LIST,
  TAG_LIST_UNIT,
  TAG_BATTLE,      /* any phase, anyone */
  TAG_STEP,
  TAG_RALLY,
  TAG_MOVE,        /* the active side's movement phase */
  TAG_EVADE,       /* the passive side, in the movement phase */
  TAG_FIRE,
  TAG_FIRE_TEST,
  TAG_COMBAT,
  TAG_REFORM,
  TAG_DUEL,
  TAG_CAPTURE,     /* while a general must retreat from a shattered unit */
  TAG_CORRECT,
};

/* Candidates */

static L2yUnit *
unit_at (L2yState *self,
         guint     i)
{
  return g_ptr_array_index (self->units, i);
}

static GPtrArray *
candidates_list (MusterState           *state,
                 const MusterActionDef *def)
{
  L2yState *self = L2Y_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  if (def->apply == l2y_apply_add_unit)
    {
      g_autofree char *foot = g_strdup_printf (_("Foot %u"), self->next_id + 1);
      g_autofree char *horse = g_strdup_printf (_("Horse %u"), self->next_id + 1);
      g_autofree char *guns = g_strdup_printf (_("Battery %u"), self->next_id + 1);
      g_autofree char *general = g_strdup_printf (_("General %u"), self->next_id + 1);

      muster_tries_add (tries, foot, "infantry", "C", "20", NULL);
      muster_tries_add (tries, foot, "infantry", "B", "16", NULL);
      muster_tries_add (tries, horse, "cavalry", "B", "8", NULL);
      muster_tries_add (tries, guns, "light-gun", "C", "2", "6", NULL);
      muster_tries_add (tries, guns, "field-gun", "B", "1", "3", NULL);
      muster_tries_add (tries, general, "general", "A", "1", NULL);
    }
  else if (def->apply == l2y_apply_points)
    {
      muster_tries_add (tries, "600", NULL);
      muster_tries_add (tries, "0", NULL);
    }
  else
    for (guint i = 0; i < self->units->len; i++)
      {
        const char *id = unit_at (self, i)->id;

        if (def->apply == l2y_apply_remove_unit)
          muster_tries_add (tries, id, NULL);
        else
          {
            muster_tries_add (tries, id, "grade", "D", NULL);
            muster_tries_add (tries, id, "models", "14", NULL);
            muster_tries_add (tries, id, "weapon", "rifles", NULL);
            muster_tries_add (tries, id, "bayonets", "no", NULL);
            muster_tries_add (tries, id, "light", "yes", NULL);
            muster_tries_add (tries, id, "irregular", "yes", NULL);
            muster_tries_add (tries, id, "formation", "skirmish", NULL);
            muster_tries_add (tries, id, "formation", "3-rank", NULL);
            muster_tries_add (tries, id, "limbers", "yes", NULL);
          }
      }
  return tries;
}

static gboolean
on_table (L2yUnit *unit)
{
  return !unit->gone && unit->type != L2Y_GENERAL;
}

static GPtrArray *
candidates_battle (MusterState           *state,
                   const MusterActionDef *def)
{
  L2yState *self = L2Y_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  if (def->apply == l2y_apply_next_phase)
    {
      muster_tries_add (tries, NULL, NULL);
      return tries;
    }
  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *u = unit_at (self, i);

      if (u->gone)
        continue;
      if (def->apply == l2y_apply_capture)
        {
          if (u->type == L2Y_GENERAL && u->must_retreat)
            muster_tries_add (tries, u->id, NULL);
          continue;
        }
      if (def->apply == l2y_apply_attach)
        {
          if (u->type != L2Y_GENERAL)
            continue;
          muster_tries_add (tries, u->id, "none", NULL);
          for (guint k = 0; k < self->units->len; k++)
            if (on_table (unit_at (self, k)) && g_strcmp0 (unit_at (self, k)->side, u->side) == 0)
              muster_tries_add (tries, u->id, unit_at (self, k)->id, NULL);
          continue;
        }
      if (!on_table (u))
        continue;
      if (def->apply == l2y_apply_rally_test)
        {
          muster_tries_add (tries, u->id, NULL);
          muster_tries_add (tries, u->id, "enemy-can-charge", NULL);
          muster_tries_add (tries, u->id, "exposed-flank", NULL);
        }
      else if (def->apply == l2y_apply_fire_test)
        {
          muster_tries_add (tries, u->id, NULL);
          muster_tries_add (tries, u->id, "cover", NULL);
        }
      else if (def->apply == l2y_apply_move)
        {
          muster_tries_add (tries, u->id, NULL);
          muster_tries_add (tries, u->id, "advanced", NULL);
          muster_tries_add (tries, u->id, "column", NULL);
          muster_tries_add (tries, u->id, "line", "disordering", NULL);
          muster_tries_add (tries, u->id, "skirmish", NULL);
          muster_tries_add (tries, u->id, "limber", NULL);
          muster_tries_add (tries, u->id, "unlimber", NULL);
        }
      else if (def->apply == l2y_apply_shoot || def->apply == l2y_apply_combat)
        for (guint k = 0; k < self->units->len; k++)
          {
            L2yUnit *t = unit_at (self, k);

            if (!on_table (t) || g_strcmp0 (t->side, u->side) == 0)
              continue;
            if (def->apply == l2y_apply_combat)
              {
                muster_tries_add (tries, u->id, t->id, "first-round", NULL);
                muster_tries_add (tries, u->id, t->id, NULL);
                muster_tries_add (tries, u->id, t->id, "enemy-flank", NULL);
              }
            else if (l2y_is_gun (u))
              {
                muster_tries_add (tries, u->id, t->id, "canister", NULL);
                muster_tries_add (tries, u->id, t->id, "ball-close", "dense", NULL);
                muster_tries_add (tries, u->id, t->id, "ball-far", "carrythrough", NULL);
              }
            else
              {
                muster_tries_add (tries, u->id, t->id, "close", NULL);
                muster_tries_add (tries, u->id, t->id, "far", "soft-cover", NULL);
              }
          }
      else
        muster_tries_add (tries, u->id, NULL);
    }
  return tries;
}

#define L2Y_UNIT_PARAM(name, label) { name, label, MUSTER_PARAM_PIECE }
#define L2Y_FACTORS(label, words) { "FACTOR", label, MUSTER_PARAM_CHOICE, MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, words }
/* A count the players give from the table: “models=12”. */
#define L2Y_COUNT(name, label, range) { name, label, MUSTER_PARAM_NUMBER, MUSTER_PARAM_KEYED, range }

static const MusterActionDef defs[] = {
  /* The army list (13). */
  { "add-unit", N_("Add unit"), "13", N_("Add a unit to the army list, priced by the Cost Chart"),
    MUSTER_ACTION_SETUP,
    MUSTER_PARAMS ({ "NAME", N_("Name"), MUSTER_PARAM_TEXT },
                   { "TYPE", N_("Troop type"), MUSTER_PARAM_CHOICE, 0, "infantry/cavalry/light-gun/field-gun/general" },
                   { "GRADE", N_("Grade"), MUSTER_PARAM_CHOICE, 0, "A/B/C/D" },
                   { "MODELS", N_("Models (gun models for guns)"), MUSTER_PARAM_NUMBER, 0, "1..200" },
                   { "GUNNERS", N_("Gunners"), MUSTER_PARAM_NUMBER, MUSTER_PARAM_OPTIONAL, "0..200" }),
    l2y_apply_add_unit, candidates_list, l2y_preview_add_unit, TAG_LIST },
  { "set-unit", N_("Change unit"), "13", N_("Change one thing about a unit of the list"),
    MUSTER_ACTION_SETUP,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit")),
                   { "FIELD", N_("What"), MUSTER_PARAM_CHOICE, 0,
                     "name/type/grade/models/gunners/formation/weapon/irregular/light/bayonets/limbers" },
                   { "VALUE", N_("New value"), MUSTER_PARAM_TEXT }),
    l2y_apply_set_unit, candidates_list, l2y_preview_add_unit, TAG_LIST_UNIT },
  { "remove-unit", N_("Remove unit"), "13", N_("Take a unit off the army list"),
    MUSTER_ACTION_SETUP,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit"))),
    l2y_apply_remove_unit, candidates_list, NULL, TAG_LIST_UNIT },
  { "points", N_("Points limit"), "13", N_("Set the points the army may spend (0: no limit)"),
    MUSTER_ACTION_SETUP,
    MUSTER_PARAMS ({ "LIMIT", N_("Points"), MUSTER_PARAM_NUMBER, 0, "0..100000" }),
    l2y_apply_points, candidates_list, NULL, TAG_LIST },

  /* The battle. */
  { "next-phase", N_("Next phase"), "2", N_("Go on to the next phase of the turn"),
    MUSTER_ACTION_STEP, NULL, l2y_apply_next_phase, candidates_battle, NULL, TAG_STEP },
  { "rally-test", N_("Rally test"), "5", N_("Test a shaken unit to rally, or a unit with an exposed flank"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit")),
                   L2Y_FACTORS (N_("Situation"), "enemy-can-charge/in-the-open/exposed-flank")),
    l2y_apply_rally_test, candidates_battle, l2y_preview_rally, TAG_RALLY },
  { "command-test", N_("Command test"), "4.1", N_("Roll for a unit with no general close enough to move"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit"))),
    l2y_apply_command, candidates_battle, l2y_preview_command, TAG_MOVE },
  { "move", N_("Move"), "6", N_("Record a unit's move: advancing, a new formation, disordering ground"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit")),
                   L2Y_FACTORS (N_("How"), "advanced/disordering/line/column/skirmish/limber/unlimber")),
    l2y_apply_move, candidates_battle, NULL, TAG_MOVE },
  { "retreat", N_("Retreat"), "6.14", N_("Retreat a unit of its own will, with 2 rout hits"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit"))),
    l2y_apply_retreat, candidates_battle, NULL, TAG_MOVE },
  { "evade", N_("Evade"), "7.1", N_("Skirmishers or gunners run from an attack: 2d6 or 3d6 inches"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit"))),
    l2y_apply_evade, candidates_battle, l2y_preview_evade, TAG_EVADE },
  { "attach", N_("Attach general"), "4.1", N_("Put a general with a unit of his side, or on his own"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("GENERAL", N_("General")), L2Y_UNIT_PARAM ("UNIT", N_("Unit"))),
    l2y_apply_attach, candidates_battle, NULL, TAG_BATTLE },
  { "capture", N_("General captured"), "4.2", N_("A general whose unit shattered cannot retreat and is taken"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("GENERAL", N_("General"))),
    l2y_apply_capture, candidates_battle, NULL, TAG_CAPTURE },
  { "duel-test", N_("Artillery duel test"), "14.4", N_("Guns fired on by guns: a 5-6 frees them to choose a target"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Guns"))),
    l2y_apply_duel_test, candidates_battle, NULL, TAG_DUEL },
  { "shoot", N_("Shoot"), "9.1", N_("Fire at an enemy unit, with every modifier and the exact odds"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Firing unit")), L2Y_UNIT_PARAM ("TARGET", N_("Target")),
                   { "BAND", N_("Range"), MUSTER_PARAM_CHOICE, 0, "close/far/canister/ball-close/ball-far" },
                   L2Y_FACTORS (N_("Factors"), "moved/dense/soft-cover/hard-cover/carrythrough"),
                   L2Y_COUNT ("MODELS", N_("Models that can shoot"), "1..200"),
                   L2Y_COUNT ("GAP", N_("Width of the gap fired through, in inches"), "0..100")),
    l2y_apply_shoot, candidates_battle, l2y_preview_shoot, TAG_FIRE },
  { "fire-test", N_("Fire test"), "9.5", N_("Test a unit hit by fire"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit")), L2Y_FACTORS (N_("Factors"), "cover")),
    l2y_apply_fire_test, candidates_battle, l2y_preview_fire_test, TAG_FIRE_TEST },
  { "combat", N_("Combat"), "10.1", N_("Fight one round between two units, with the exact odds"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit")), L2Y_UNIT_PARAM ("ENEMY", N_("Enemy")),
                   L2Y_FACTORS (N_("Factors"),
                                "first-round/breakthrough/reinforcing/flank/enemy-flank/angled/enemy-angled/bookended/enemy-bookended/"
                                "soft-cover/enemy-soft-cover/hard-cover/enemy-hard-cover/woods/enemy-woods"),
                   L2Y_COUNT ("MODELS", N_("Models of the unit that can fight"), "0..200"),
                   L2Y_COUNT ("ENEMY-MODELS", N_("Models of the enemy that can fight"), "0..200"),
                   L2Y_COUNT ("DICE", N_("Dice the unit gives this enemy"), "0..50"),
                   L2Y_COUNT ("ENEMY-DICE", N_("Dice the enemy gives the unit"), "0..50")),
    l2y_apply_combat, candidates_battle, l2y_preview_combat, TAG_COMBAT },
  { "reform", N_("Reform"), "6.1", N_("A disordered unit that stood all turn reforms"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit"))),
    l2y_apply_reform, candidates_battle, NULL, TAG_REFORM },
  { "correct", N_("Correct unit"), NULL, N_("Set a unit card straight after a slip at the table"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit")),
                   { "FIELD", N_("What"), MUSTER_PARAM_CHOICE, 0,
                     "models/gunners/guns-out/carried/rout-hits/shaken/disordered/formation/unsupplied/moved/advanced/gone" },
                   { "VALUE", N_("New value"), MUSTER_PARAM_TEXT }),
    l2y_apply_correct, NULL, NULL, TAG_CORRECT },
  { "adjust", N_("Adjust unit card"), NULL, N_("Take one from or add one to a count on a unit card"),
    MUSTER_ACTION_CORRECTION,
    MUSTER_PARAMS (L2Y_UNIT_PARAM ("UNIT", N_("Unit")),
                   { "ROW", N_("Count"), MUSTER_PARAM_TEXT },
                   { "DELTA", N_("By"), MUSTER_PARAM_NUMBER, 0, "-1000..1000" }),
    l2y_apply_adjust, NULL, NULL, TAG_CORRECT },
};

static gboolean
l2y_gate (MusterState            *state,
          const MusterActionDef  *def,
          const char            **side,
          GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char *passive = l2y_other_side (self->active);

  *side = NULL;
  if (def->tag == TAG_LIST || def->tag == TAG_LIST_UNIT)
    {
      if (self->battle)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("13: army lists are built in their own session"));
      if (def->tag == TAG_LIST_UNIT && self->units->len == 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("13: the list has no units yet"));
      return TRUE;
    }
  if (!self->battle)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2: this belongs to a battle, not an army list"));
  switch (def->tag)
    {
    case TAG_STEP:
      *side = muster_state_get_acting_side (state);
      return TRUE;
    case TAG_RALLY:
      *side = self->active;
      return TRUE;
    case TAG_MOVE:
      *side = self->active;
      return self->phase == L2Y_PHASE_MOVE ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2: units move in the active side's movement phase"));
    case TAG_EVADE:
      *side = passive;
      return self->phase == L2Y_PHASE_MOVE ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("7.1: units evade while the enemy moves"));
    case TAG_FIRE:
      *side = self->active;
      return self->phase == L2Y_PHASE_FIRE ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2: the active side shoots after moving"));
    case TAG_DUEL:
      *side = self->active;
      if (!self->artillery_duel)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("14.4: the artillery duel is not in play"));
      return self->phase == L2Y_PHASE_FIRE ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2: the active side shoots after moving"));
    case TAG_CAPTURE:
      for (guint i = 0; i < self->units->len; i++)
        if (unit_at (self, i)->must_retreat)
          {
            *side = unit_at (self, i)->side;
            return TRUE;
          }
      return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.2: no general has to retreat from a shattered unit now"));
    case TAG_FIRE_TEST:
      *side = passive;
      return self->phase == L2Y_PHASE_FIRE_TESTS ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2: the passive side tests after the active side shoots"));
    case TAG_COMBAT:
      return self->phase == L2Y_PHASE_COMBAT ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2: both sides fight after the fire tests"));
    case TAG_REFORM:
      *side = self->active;
      return self->phase == L2Y_PHASE_REFORM ||
             muster_fail (error, MUSTER_ERROR_ILLEGAL, _("2: the active side reforms at the end of its turn"));
    case TAG_BATTLE:
    case TAG_CORRECT:
    default:
      return TRUE;
    }
}

const char *
l2y_choice_label (const char *id)
{
  static const struct { const char *id; const char *label; } labels[] = {
    { "infantry", N_("Infantry") }, { "cavalry", N_("Cavalry") }, { "light-gun", N_("Light guns") },
    { "field-gun", N_("Field guns") }, { "general", N_("General") },
    { "2-rank", N_("Two ranks") }, { "3-rank", N_("Three ranks") }, { "muskets", N_("Muskets") },
    { "rifles", N_("Rifles") }, { "carbines", N_("Carbines") }, { "none", N_("No small arms") },
    { "A", N_("Grade A (best)") }, { "B", N_("Grade B") }, { "C", N_("Grade C") }, { "D", N_("Grade D (worst)") },
    { "name", N_("Name") }, { "type", N_("Troop type") }, { "grade", N_("Grade") }, { "models", N_("Models") },
    { "gunners", N_("Gunners") }, { "formation", N_("Formation") }, { "weapon", N_("Weapon") },
    { "irregular", N_("Irregular") }, { "light", N_("Light troops") }, { "bayonets", N_("Bayonets") },
    { "limbers", N_("Limbers") }, { "guns-out", N_("Guns out of action") }, { "carried", N_("Hit carried") },
    { "rout-hits", N_("Rout hits") }, { "shaken", N_("Shaken") }, { "disordered", N_("Disordered") },
    { "unsupplied", N_("Unsupplied or exhausted") }, { "moved", N_("Moved this turn") },
    { "advanced", N_("Advanced 3\" or more") }, { "gone", N_("Off the table") },
    { "close", N_("Close range") }, { "far", N_("Far range") }, { "canister", N_("Canister") },
    { "ball-close", N_("Ballshot, close") }, { "ball-far", N_("Ballshot, far") },
    { "dense", N_("Dense target (ballshot)") }, { "soft-cover", N_("Target in soft cover") },
    { "hard-cover", N_("Target in hard cover") }, { "cover", N_("Behind cover") },
    { "enemy-can-charge", N_("Enemies able to charge it") }, { "in-the-open", N_("In the open") },
    { "exposed-flank", N_("Exposed flank test") }, { "disordering", N_("Crossed disordering ground") },
    { "line", N_("Form line") }, { "column", N_("Form column") }, { "skirmish", N_("Skirmish") },
    { "limber", N_("Limber up") }, { "unlimber", N_("Unlimber") },
    { "first-round", N_("First round of the combat") },
    { "breakthrough", N_("Cavalry breaking through (optional)") },
    { "reinforcing", N_("Cavalry reinforcing from behind (optional)") },
    { "carrythrough", N_("Ballshot carrying through (optional)") }, { "flank", N_("Unit struck in flank or rear") },
    { "enemy-flank", N_("Enemy struck in flank or rear") }, { "angled", N_("Unit counts as flanked (45° or more)") },
    { "enemy-angled", N_("Enemy counts as flanked (45° or more)") },
    { "bookended", N_("Unit attacked from both sides") }, { "enemy-bookended", N_("Enemy attacked from both sides") },
    { "enemy-soft-cover", N_("Enemy behind soft cover") }, { "enemy-hard-cover", N_("Enemy behind hard cover") },
    { "woods", N_("Unit skirmishing in woods") }, { "enemy-woods", N_("Enemy skirmishing in woods") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_str_equal (labels[i].id, id))
      return _(labels[i].label);
  return id;
}

static void
l2y_fill_param (MusterState            *state,
                const MusterActionDef  *def,
                const char             *side,
                MusterParam            *param)
{
  L2yState *self = L2Y_STATE (state);
  GStrvBuilder *ids = g_strv_builder_new ();
  GStrvBuilder *labels = g_strv_builder_new ();

  if (param->kind == MUSTER_PARAM_PIECE)
    for (guint i = 0; i < self->units->len; i++)
      {
        L2yUnit *unit = unit_at (self, i);
        g_autofree char *label = NULL;

        if (unit->gone && def->tag != TAG_CORRECT)
          continue;
        if (g_str_equal (param->name, "GENERAL") && unit->type != L2Y_GENERAL)
          continue;
        label = self->battle ? g_strdup_printf ("%s (%s)", unit->name, l2y_side_name (unit->side))
                             : g_strdup (unit->name);
        g_strv_builder_add (ids, unit->id);
        g_strv_builder_add (labels, label);
      }
  else if (param->kind == MUSTER_PARAM_CHOICE)
    for (guint i = 0; param->choices && param->choices[i]; i++)
      {
        g_strv_builder_add (ids, param->choices[i]);
        g_strv_builder_add (labels, l2y_choice_label (param->choices[i]));
      }
  else
    {
      g_strv_builder_unref (ids);
      g_strv_builder_unref (labels);
      return;
    }
  muster_param_take_choices (param, g_strv_builder_end (ids), g_strv_builder_end (labels));
  g_strv_builder_unref (ids);
  g_strv_builder_unref (labels);
}

const MusterActionTable l2y_action_table = {
  defs, G_N_ELEMENTS (defs), l2y_gate, l2y_fill_param, NULL, NULL,
};
