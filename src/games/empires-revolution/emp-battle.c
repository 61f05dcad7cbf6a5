/* emp-battle.c: combat (page 4, 1.2-1.7): generals' bonus points, rounds
 * of d10s thrown by both sides at once, each owner giving up its losses,
 * until one side is gone; naval battles alike without modifiers, cargo
 * lost with its transport; and the exact odds of it all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-odds.h"
#include "emp-private.h"
#include "emp-view.h"

static gboolean
battle_at (EmpState   *self,
           const char *id,
           int        *place,
           GError    **error)
{
  g_autoptr(GArray) battles = NULL;

  if (!emp_parse_place (self, id, place, error))
    return FALSE;
  if (self->phase != EMP_PHASE_BATTLES)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.3: battles come after every move is made"));
  battles = emp_battles (self);
  for (guint i = 0; i < battles->len; i++)
    if (g_array_index (battles, int, i) == *place)
      return TRUE;
  return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.3: no battle waits at %s"), emp_place_name (self, *place));
}

/* 1.3: generals share out their bonus points before the first round. */
gboolean
emp_apply_bonus (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) side = NULL;
  gboolean attackers;
  EmpUnit *first;
  int place, points = 0;
  guint n = muster_args_count (args);

  muster_entry_set_rule (entry, "4.4");
  if (!muster_args_check_count (args, 2, 200, "bonus PLACE UNIT...", error) || !battle_at (self, args[0], &place, error))
    return FALSE;
  if (self->places[place].round > 0)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.4: bonus points are given before the first round"));
  first = emp_find_unit (self, args[1]);
  if (first == NULL || !emp_fights_at (self, first, place))
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("“%s” is not fighting at %s"), args[1], emp_place_name (self, place));
  attackers = !emp_hostile (self, emp_acting_power (self), first->power);
  side = emp_battle_side (self, place, attackers);
  for (guint i = 0; i < side->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (side, i);

      unit->bonus = 0;
      if (unit->general >= 0)
        points += emp_chart_general (self->chart, unit->general)->bonus;
    }
  if ((int) n - 1 > points &&
      !emp_uncertain (muster_entry_get_override (entry), error,
                      g_dngettext (GETTEXT_PACKAGE, "4.4: the generals there have %d bonus point to give",
                                   "4.4: the generals there have %d bonus points to give", points), points))
    return FALSE;
  for (guint i = 1; i < n; i++)
    {
      EmpUnit *unit = emp_find_unit (self, args[i]);

      if (unit == NULL || !g_ptr_array_find (side, unit, NULL))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.4: bonus points go to units of the generals' own force"));
      if (emp_battle_value (self, unit, place, NULL) == 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.4: bonus points go to units that roll, not to a general"));
      unit->bonus++;
    }
  for (guint i = 0; i < side->len; i++)
    {
      EmpUnit *unit = g_ptr_array_index (side, i);
      int bonus = unit->bonus, value;

      if (bonus == 0)
        continue;
      unit->bonus = 0;
      value = emp_battle_value (self, unit, place, NULL);
      unit->bonus = bonus;
      if (value + bonus > 9)
        {
          g_autofree char *name = emp_unit_name (self, unit);

          return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.4: bonus points never raise a unit above 9 (%s would reach %d)"),
                              name, value + bonus);
        }
      {
        g_autofree char *name = emp_unit_name (self, unit);

        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s gets %d bonus point (%d to %d).",
                                                      "%s gets %d bonus points (%d to %d).", bonus),
                                  name, bonus, value, value + bonus);
      }
    }
  return TRUE;
}

/* Units fighting at @place on each side. */
static void
sides (EmpState   *self,
       int         place,
       GPtrArray **attackers,
       GPtrArray **defenders)
{
  *attackers = emp_battle_side (self, place, TRUE);
  *defenders = emp_battle_side (self, place, FALSE);
}

/* Removes @unit; a transport takes its cargo down with it (4.7). */
static void
lose_unit (EmpState    *self,
           EmpUnit     *unit,
           MusterEntry *entry)
{
  g_autofree char *name = emp_unit_name (self, unit);
  guint cargo = 0;

  for (guint i = self->units->len; i > 0; i--)
    {
      EmpUnit *aboard = g_ptr_array_index (self->units, i - 1);

      if (aboard->carrier == unit->id)
        {
          emp_remove_unit (self, aboard);
          cargo++;
        }
    }
  if (cargo > 0)
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s is lost with the %u unit aboard.",
                                                  "%s is lost with the %u units aboard.", cargo), name, cargo);
  else if (unit->general >= 0)
    muster_entry_append_text (entry, _("%s is lost for good."), name);
  else
    muster_entry_append_text (entry, _("%s is lost."), name);
  emp_remove_unit (self, unit);
}

/* When a side is gone: the Indians of a red square go home, the bonus
 * points lapse and the territory changes hands. */
static void
finish_if_over (EmpState    *self,
                int          place,
                MusterEntry *entry)
{
  g_autoptr(GPtrArray) attackers = NULL;
  g_autoptr(GPtrArray) defenders = NULL;

  sides (self, place, &attackers, &defenders);
  if (attackers->len > 0 && defenders->len > 0)
    return;
  if (attackers->len > 0)
    muster_entry_append_text (entry, _("The attackers win the battle at %s."), emp_place_name (self, place));
  else if (defenders->len > 0)
    muster_entry_append_text (entry, _("The defenders hold %s."), emp_place_name (self, place));
  else
    muster_entry_append_text (entry, _("Both sides are destroyed at %s."), emp_place_name (self, place));
  for (guint i = self->units->len; i > 0; i--)
    {
      EmpUnit *unit = g_ptr_array_index (self->units, i - 1);

      if (unit->place != place)
        continue;
      unit->bonus = 0;
      if (unit->native)
        emp_remove_unit (self, unit);
    }
  self->places[place].round = 0;
  self->places[place].owed[0] = self->places[place].owed[1] = 0;
  emp_settle (self, place, entry);
}

/* Throws one side's dice: a d10 per unit, a hit at or under its value. */
static gboolean
throw (EmpState     *self,
       GPtrArray    *side,
       int           place,
       const char   *who,
       MusterChance *chance,
       int          *hits,
       GError      **error)
{
  *hits = 0;
  for (int value = 1; value <= 10; value++)
    {
      guint n = 0;
      g_autofree guint *dice = NULL;
      MusterRollSpec spec = { who, N_("battle"), 1, (guint) value };

      for (guint i = 0; i < side->len; i++)
        if (emp_battle_value (self, g_ptr_array_index (side, i), place, NULL) == value)
          n++;
      if (n == 0)
        continue;
      dice = g_new0 (guint, n);
      if (!muster_chance_roll (chance, n, 10, &spec, dice, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        if ((int) dice[i] <= value)
          (*hits)++;
    }
  return TRUE;
}

static gboolean
can_hit (EmpState  *self,
         GPtrArray *side,
         int        place)
{
  for (guint i = 0; i < side->len; i++)
    if (emp_battle_value (self, g_ptr_array_index (side, i), place, NULL) > 0)
      return TRUE;
  return FALSE;
}

/* Every unit of a side that must give up all it has goes at once. */
static void
take_all (EmpState    *self,
          int          place,
          int          k,
          MusterEntry *entry)
{
  g_autoptr(GPtrArray) side = emp_battle_side (self, place, k == 0);

  if (self->places[place].owed[k] < (int) side->len || side->len == 0)
    return;
  for (guint i = 0; i < side->len; i++)
    lose_unit (self, g_ptr_array_index (side, i), entry);
  self->places[place].owed[k] = 0;
}

gboolean
emp_apply_fight (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) attackers = NULL;
  g_autoptr(GPtrArray) defenders = NULL;
  const char *att_side, *def_side;
  int place, att_hits, def_hits;
  EmpPlace *p;

  muster_entry_set_rule (entry, "4.5");
  if (!muster_args_check_count (args, 1, 1, "fight PLACE", error) || !battle_at (self, args[0], &place, error))
    return FALSE;
  p = &self->places[place];
  sides (self, place, &attackers, &defenders);
  if (!can_hit (self, attackers, place) && !can_hit (self, defenders, place))
    {
      p->standoff = TRUE;
      muster_entry_append_text (entry, _("Neither side at %s can score a hit: the battle stops there this turn."),
                                emp_place_name (self, place));
      return TRUE;
    }
  att_side = emp_power_id (((EmpUnit *) g_ptr_array_index (attackers, 0))->power);
  def_side = emp_power_id (((EmpUnit *) g_ptr_array_index (defenders, 0))->power);
  if (!throw (self, attackers, place, att_side, chance, &att_hits, error) ||
      !throw (self, defenders, place, def_side, chance, &def_hits, error))
    return FALSE;
  p->round++;
  p->owed[0] = MIN (def_hits, (int) attackers->len);
  p->owed[1] = MIN (att_hits, (int) defenders->len);
  muster_entry_append_text (entry, _("Round %d at %s: the attackers score %d and the defenders %d."),
                            p->round, emp_place_name (self, place), att_hits, def_hits);
  take_all (self, place, 0, entry);
  take_all (self, place, 1, entry);
  if (p->owed[0] == 0 && p->owed[1] == 0)
    finish_if_over (self, place, entry);
  return TRUE;
}

gboolean
emp_apply_losses (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  EmpState *self = EMP_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) side = NULL;
  g_autoptr(GPtrArray) chosen = g_ptr_array_new ();
  gboolean attackers;
  int place, count;
  guint n = muster_args_count (args);

  muster_entry_set_rule (entry, "4.6");
  if (!muster_args_check_count (args, 1, 200, "losses UNIT...", error))
    return FALSE;
  if (!emp_owed_losses (self, &place, &attackers, &count))
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.6: no side owes losses now"));
  if ((int) n != count)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                        g_dngettext (GETTEXT_PACKAGE, "4.6: name exactly %d unit to give up",
                                     "4.6: name exactly %d units to give up", count), count);
  side = emp_battle_side (self, place, attackers);
  for (guint i = 0; i < n; i++)
    {
      EmpUnit *unit = emp_find_unit (self, args[i]);

      if (unit == NULL || !g_ptr_array_find (side, unit, NULL))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.6: each side gives up its own units fighting there"));
      if (g_ptr_array_find (chosen, unit, NULL))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("4.6: a unit is lost only once"));
      g_ptr_array_add (chosen, unit);
    }
  for (guint i = 0; i < chosen->len; i++)
    lose_unit (self, g_ptr_array_index (chosen, i), entry);
  self->places[place].owed[attackers ? 0 : 1] = 0;
  if (self->places[place].owed[0] == 0 && self->places[place].owed[1] == 0)
    finish_if_over (self, place, entry);
  return TRUE;
}

/* The exact odds of the battle at args[0], from here to its end. */
void
emp_preview_fight (MusterState           *state,
                   const MusterActionDef *def,
                   const char * const    *args,
                   MusterPreview         *preview)
{
  EmpState *self = EMP_STATE (state);
  g_autoptr(GPtrArray) attackers = NULL;
  g_autoptr(GPtrArray) defenders = NULL;
  g_autofree int *att = NULL;
  g_autofree int *dfn = NULL;
  MusterRollPreview *roll;
  int place = args && args[0] ? emp_find_place (self, args[0]) : -1;

  if (place < 0)
    return;
  sides (self, place, &attackers, &defenders);
  if (attackers->len == 0 || defenders->len == 0)
    return;
  att = g_new0 (int, attackers->len);
  dfn = g_new0 (int, defenders->len);
  for (int k = 0; k < 2; k++)
    {
      GPtrArray *side = k == 0 ? attackers : defenders;
      int *values = k == 0 ? att : dfn;
      g_autofree double *hits = g_new0 (double, side->len + 1);
      g_autoptr(MusterDist) dist = NULL;
      g_autofree char *label = NULL;
      guint n = 0;

      label = g_strdup_printf (k == 0 ? _("Attackers at %s") : _("Defenders at %s"), emp_place_name (self, place));
      roll = muster_preview_add_roll (preview, emp_power_id (((EmpUnit *) g_ptr_array_index (side, 0))->power),
                                      label, 0, 10, _("at or under each unit's value"), NULL);
      for (guint i = 0; i < side->len; i++)
        {
          values[i] = emp_battle_value (self, g_ptr_array_index (side, i), place, roll);
          if (values[i] > 0)
            n++;
        }
      roll->n_dice = n;
      emp_odds_hits (values, 0, side->len, hits);
      roll->dist = muster_dist_new_from_probs (0, hits, side->len + 1);
    }
  emp_battle_add_outcomes (preview, att, attackers->len, dfn, defenders->len);
}

void
emp_battle_add_outcomes (MusterPreview *preview,
                         const int     *att,
                         guint          n_attackers,
                         const int     *dfn,
                         guint          n_defenders)
{
  g_autoptr(EmpOdds) odds = emp_odds_compute (att, n_attackers, dfn, n_defenders);
  g_autofree char *rounds = NULL;

  rounds = g_strdup_printf (_("The attackers win (the battle lasts %.1f rounds on average)"), odds->expected_rounds);
  muster_preview_add_outcome (preview, rounds, odds->attackers_win, NULL);
  muster_preview_add_outcome (preview, _("The defenders hold"), odds->defenders_win, NULL);
  if (odds->both_gone > 0)
    muster_preview_add_outcome (preview, _("Both sides are destroyed"), odds->both_gone, NULL);
  if (odds->standoff > 0)
    muster_preview_add_outcome (preview, _("Neither side can hurt the other"), odds->standoff, NULL);
  muster_preview_add_outcome (preview, _("Attackers left at the end"), -1,
                              muster_dist_new_from_probs (0, odds->attackers_left, odds->n_attackers + 1));
  muster_preview_add_outcome (preview, _("Defenders left at the end"), -1,
                              muster_dist_new_from_probs (0, odds->defenders_left, odds->n_defenders + 1));
}

/* “3 3 6, 5” into values 0..10. */
static int *
parse_values (const char *text,
              const char *what,
              guint      *n,
              GError    **error)
{
  g_auto(GStrv) words = g_regex_split_simple ("[\\s,;]+", text ? text : "", 0, 0);
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; words[i]; i++)
    {
      guint64 v;

      if (words[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (words[i], 10, 0, 10, &v, NULL))
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT,
                       _("%s: “%s” is not a value from 0 to 10"), what, words[i]);
          return NULL;
        }
      g_array_append_val (values, v);
    }
  if (values->len == 0 || values->len > EMP_ODDS_MAX_UNITS)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT, _("%s: give from 1 to %d values"), what,
                   EMP_ODDS_MAX_UNITS);
      return NULL;
    }
  *n = values->len;
  return (int *) g_array_free (g_steal_pointer (&values), FALSE);
}

MusterPreview *
emp_battle_what_if (const char  *attackers,
                    const char  *defenders,
                    GError     **error)
{
  g_autoptr(MusterPreview) preview = muster_preview_new ();
  g_autofree int *att = NULL;
  g_autofree int *dfn = NULL;
  guint na = 0, nd = 0;

  att = parse_values (attackers, _("Attackers"), &na, error);
  if (att == NULL)
    return NULL;
  dfn = parse_values (defenders, _("Defenders"), &nd, error);
  if (dfn == NULL)
    return NULL;
  preview->legal = TRUE;
  for (int k = 0; k < 2; k++)
    {
      const int *values = k == 0 ? att : dfn;
      guint n = k == 0 ? na : nd, rolling = 0;
      g_autofree double *hits = g_new0 (double, n + 1);

      for (guint i = 0; i < n; i++)
        if (values[i] > 0)
          rolling++;
      emp_odds_hits (values, 0, n, hits);
      muster_preview_add_roll (preview, NULL, k == 0 ? _("Attackers") : _("Defenders"), rolling, 10,
                               _("at or under each unit's value"), muster_dist_new_from_probs (0, hits, n + 1));
    }
  emp_battle_add_outcomes (preview, att, na, dfn, nd);
  return g_steal_pointer (&preview);
}
