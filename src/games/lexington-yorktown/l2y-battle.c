/* l2y-battle.c: the battle: unit strength and morale, the turn sequence,
 * and the calculators that apply their results to the unit cards: shooting
 * (9), the fire test (9.5), the rally test (5, 6.12), combat (10), generals
 * (4), evading (7), with their exact odds.
 *
 * Every calculator has one setup function that both its apply and its
 * preview use, so the odds shown are those of the dice thrown, and one
 * resolve function that both the apply and the chained odds of the preview
 * run (the preview on copies of the units, for every result of the dice).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "l2y-private.h"

#define illegal(error, ...) muster_fail ((error), MUSTER_ERROR_ILLEGAL, __VA_ARGS__)
#define invalid(error, ...) muster_fail ((error), MUSTER_ERROR_INVALID_ARGS, __VA_ARGS__)

static const char * const phase_ids[] = {
  "rally", "move", "fire", "fire-tests", "combat", "retreats", "reform",
};

static const char * const phase_names[] = {
  N_("rally"), N_("movement"), N_("shooting"), N_("fire test"), N_("combat"), N_("retreat"), N_("reform"),
};

const char *
l2y_phase_id (L2yPhase phase)
{
  return phase_ids[phase];
}

const char *
l2y_phase_name (L2yPhase phase)
{
  return _(phase_names[phase]);
}

/* Strength */

int
l2y_strength (const L2yUnit *unit)
{
  return l2y_is_gun (unit) ? unit->gunners : unit->models;
}

/* At or below this many models (gunners for guns) the unit is shattered:
 * a quarter of its starting strength (1.2). */
int
l2y_shatter_line (const L2yUnit *unit)
{
  return unit->start * 25 / 100;
}

static gboolean
is_skirmishing (const L2yUnit *unit)
{
  return unit->formation == L2Y_SKIRMISH;
}

gboolean
l2y_is_steady (const L2yUnit *unit)
{
  return (unit->type == L2Y_INFANTRY || unit->type == L2Y_CAVALRY) && !unit->irregular && !is_skirmishing (unit) &&
         !unit->disordered && !unit->shaken;
}

/* Line infantry skirmishing: not bought as light troops (5, 9.5). */
static gboolean
line_skirmishing (const L2yUnit *unit)
{
  return unit->type == L2Y_INFANTRY && is_skirmishing (unit) && !unit->light;
}

int
l2y_movement (L2yState      *self,
              const L2yUnit *unit)
{
  return l2y_movement_read (self, unit, self->skirmish_move);
}

int
l2y_movement_read (L2yState      *self,
                   const L2yUnit *unit,
                   const char    *skirmish_reading)
{
  L2yCharts *c = self->charts;

  switch (unit->type)
    {
    case L2Y_GENERAL:
      return l2y_chart (c, "movement", "general");
    case L2Y_CAVALRY:
      return l2y_chart (c, "movement", unit->formation == L2Y_COLUMN ? "cavalry-column" : "cavalry-line");
    case L2Y_LIGHT_GUN:
      return l2y_chart (c, "movement", unit->formation == L2Y_LIMBERED ? "light-gun-limbered" : "light-gun-manhandled");
    case L2Y_FIELD_GUN:
      return l2y_chart (c, "movement", unit->formation == L2Y_LIMBERED ? "field-gun-limbered" : "field-gun-manhandled");
    case L2Y_INFANTRY:
    default:
      if (is_skirmishing (unit))
        return l2y_chart_read (c, "movement", unit->light && !unit->irregular ? "skirmish-light" : "skirmish-line",
                               skirmish_reading);
      return l2y_chart (c, "movement", unit->formation == L2Y_COLUMN
                                       ? (unit->ranks == 3 ? "foot-column-3" : "foot-column-2")
                                       : (unit->ranks == 3 ? "foot-line-3" : "foot-line-2"));
    }
}

static int
grade_index (char grade)
{
  return grade - 'A';
}

static int
grade_value (L2yState   *self,
             const char *table,
             const char *prefix,
             char        grade)
{
  char entry[32];

  g_snprintf (entry, sizeof entry, "%s-%c", prefix, grade);
  return l2y_chart (self->charts, table, entry);
}

/* Units leaving the table leave their combats. */
static void
leave_combats (L2yState *self,
               L2yUnit  *unit)
{
  for (guint i = 0; unit->foes[i]; i++)
    {
      L2yUnit *foe = l2y_find_unit (self, unit->foes[i]);
      GStrvBuilder *keep;

      if (foe == NULL)
        continue;
      keep = g_strv_builder_new ();
      for (guint k = 0; foe->foes[k]; k++)
        if (!g_str_equal (foe->foes[k], unit->id))
          g_strv_builder_add (keep, foe->foes[k]);
      g_strfreev (foe->foes);
      foe->foes = g_strv_builder_end (keep);
      g_strv_builder_unref (keep);
    }
  g_strfreev (unit->foes);
  unit->foes = g_new0 (char *, 1);
}

static void
engage (L2yUnit *a,
        L2yUnit *b)
{
  if (!g_strv_contains ((const char * const *) a->foes, b->id))
    {
      guint n = g_strv_length (a->foes);

      a->foes = g_renew (char *, a->foes, n + 2);
      a->foes[n] = g_strdup (b->id);
      a->foes[n + 1] = NULL;
    }
  if (!g_strv_contains ((const char * const *) b->foes, a->id))
    engage (b, a);
}

static void
remove_unit (L2yState    *self,
             L2yUnit     *unit,
             const char  *fate,
             MusterEntry *entry)
{
  unit->gone = TRUE;
  g_free (unit->fate);
  unit->fate = g_strdup (fate);
  unit->disordered = FALSE;
  if (self != NULL)
    leave_combats (self, unit);
  if (unit->general != NULL)
    {
      L2yUnit *general = self ? l2y_find_unit (self, unit->general) : NULL;

      if (entry != NULL && general != NULL)
        muster_entry_append_text (entry, _("%s was with it and must make a retreat move, or is captured if he "
                                           "cannot (4.2)."), general->name);
      if (general != NULL)
        general->must_retreat = TRUE;
      g_clear_pointer (&unit->general, g_free);
    }
}

/* Removes models for @hits hits of any kind: cavalry need two a model,
 * carrying one over (1.2); each hit on a battery takes a gunner (9.3). */
static void
take_hits (L2yUnit *unit,
           int      hits)
{
  if (l2y_is_gun (unit))
    unit->gunners = MAX (0, unit->gunners - hits);
  else if (unit->type == L2Y_CAVALRY)
    {
      int total = unit->carried + hits;

      unit->models = MAX (0, unit->models - total / 2);
      unit->carried = unit->models > 0 ? total % 2 : 0;
    }
  else
    unit->models = MAX (0, unit->models - hits);
}

/* Shatters the unit when it is down to its shatter line; TRUE if so. */
static gboolean
check_shatter (L2yState    *self,
               L2yUnit     *unit,
               MusterEntry *entry)
{
  if (unit->gone || unit->type == L2Y_GENERAL || l2y_strength (unit) > l2y_shatter_line (unit))
    return FALSE;
  if (entry != NULL)
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                  "%s is down to %d, a quarter of its strength or less: shattered (1.2).",
                                                  "%s is down to %d, a quarter of its strength or less: shattered (1.2).",
                                                  l2y_strength (unit)),
                              unit->name, l2y_strength (unit));
  remove_unit (self, unit, _("shattered"), entry);
  return TRUE;
}

/* Retreats shaken with @rout rout hits (doubled when already shaken, if
 * @double_if_shaken); TRUE if it shattered. */
static gboolean
retreat_shaken (L2yState    *self,
                L2yUnit     *unit,
                int          rout,
                MusterEntry *entry)
{
  unit->rout_hits += rout;
  take_hits (unit, rout);
  unit->shaken = TRUE;
  if (self != NULL)
    leave_combats (self, unit);
  if (entry != NULL)
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                  "%s takes %d rout hit, becomes shaken and retreats 6\" to 36\" (6.13).",
                                                  "%s takes %d rout hits, becomes shaken and retreats 6\" to 36\" (6.13).",
                                                  rout),
                              unit->name, rout);
  return check_shatter (self, unit, entry);
}

/* A general with @unit when it takes two or more fire or combat hits
 * (4.2): a die, less one for every two hits; nothing or less kills him. */
static gboolean
danger_to_general (L2yState      *self,
                   L2yUnit       *unit,
                   const char    *general_id,
                   int            hits,
                   MusterEntry   *entry,
                   MusterChance  *chance,
                   GError       **error)
{
  L2yUnit *general = l2y_find_unit (self, general_id);
  MusterRollSpec spec = { general ? general->side : NULL, N_("danger to a general"), 0, 0 };
  guint die;
  int score;

  if (general == NULL || general->gone || hits < l2y_chart (self->charts, "generals", "danger-hits"))
    return TRUE;
  if (!muster_chance_roll (chance, 1, 6, &spec, &die, error))
    return FALSE;
  score = (int) die + (hits / 2) * l2y_chart (self->charts, "generals", "danger-per-two-hits");
  if (score <= l2y_chart (self->charts, "generals", "danger-killed-at"))
    {
      muster_entry_append_text (entry, _("Danger to %s (4.2): rolled %u, %d after the hits: he falls."),
                                general->name, die, score);
      remove_unit (self, general, _("killed"), NULL);
      if (unit != NULL)
        g_clear_pointer (&unit->general, g_free);
    }
  else
    muster_entry_append_text (entry, _("Danger to %s (4.2): rolled %u, %d after the hits: he is unharmed."),
                              general->name, die, score);
  return TRUE;
}

/* The chance that a general with a unit taking @hits fire or combat hits
 * falls (4.2): a die at or under the hits' penalty. */
static double
p_general_falls (L2yState *self,
                 int       hits)
{
  int penalty;

  if (hits < l2y_chart (self->charts, "generals", "danger-hits"))
    return 0;
  penalty = -(hits / 2) * l2y_chart (self->charts, "generals", "danger-per-two-hits") +
            l2y_chart (self->charts, "generals", "danger-killed-at");
  return CLAMP (penalty, 0, 6) / 6.0;
}

/* Modifiers as the calculators list them. */
typedef struct
{
  int         delta;
  const char *why;
  const char *section;
} L2yMod;

static void
add_mod (GArray     *mods,
         int         delta,
         const char *why,
         const char *section)
{
  L2yMod mod = { delta, why, section };

  if (delta != 0)
    g_array_append_val (mods, mod);
}

static int
sum_mods (GArray *mods)
{
  int total = 0;

  for (guint i = 0; i < mods->len; i++)
    total += g_array_index (mods, L2yMod, i).delta;
  return total;
}

static void
roll_mods (MusterRollPreview *roll,
           GArray            *mods)
{
  for (guint i = 0; i < mods->len; i++)
    {
      L2yMod *mod = &g_array_index (mods, L2yMod, i);

      muster_roll_add_modifier (roll, mod->delta, _(mod->why), mod->section, FALSE);
    }
}

static char *
mods_text (GArray *mods)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < mods->len; i++)
    {
      L2yMod *mod = &g_array_index (mods, L2yMod, i);

      g_string_append_printf (out, "%s%s %+d", i ? ", " : "", _(mod->why), mod->delta);
    }
  if (out->len == 0)
    g_string_append (out, _("no modifiers"));
  return g_string_free (out, FALSE);
}

/* Words: factors given as “word” or “word=N”. */
static gboolean
has_word (const char * const *words,
          const char         *word)
{
  for (guint i = 0; words && words[i]; i++)
    if (g_str_equal (words[i], word))
      return TRUE;
  return FALSE;
}

static int
word_number (const char * const *words,
             const char         *key,
             int                 fallback)
{
  gsize len = strlen (key);

  for (guint i = 0; words && words[i]; i++)
    if (strncmp (words[i], key, len) == 0 && words[i][len] == '=')
      {
        guint64 n;

        if (g_ascii_string_to_unsigned (words[i] + len + 1, 10, 0, 1000, &n, NULL))
          return (int) n;
        return -2;
      }
  return fallback;
}

static gboolean
check_words (const char * const *words,
             const char * const *known,
             const char * const *numbers,
             GError            **error)
{
  for (guint i = 0; words && words[i]; i++)
    {
      const char *eq = strchr (words[i], '=');
      gboolean ok = FALSE;

      if (eq == NULL)
        ok = g_strv_contains (known, words[i]);
      else
        {
          g_autofree char *key = g_strndup (words[i], eq - words[i]);
          guint64 n;

          ok = g_strv_contains (numbers, key) &&
               g_ascii_string_to_unsigned (eq + 1, 10, 0, 1000, &n, NULL);
        }
      if (!ok)
        return invalid (error, _("“%s” is not a factor this calculator knows"), words[i]);
    }
  return TRUE;
}

static L2yUnit *
need_unit (L2yState    *self,
           const char  *arg,
           GError     **error)
{
  L2yUnit *unit = l2y_find_unit (self, arg);

  if (unit == NULL)
    invalid (error, _("There is no unit “%s”"), arg ? arg : "");
  else if (unit->gone)
    {
      illegal (error, _("1.2: %s is no longer on the table"), unit->name);
      return NULL;
    }
  return unit;
}

/* Dice */

/* One die per 4 models, a remainder of 3 making one more (9.1, 10.1). */
static int
dice_per_four (L2yState   *self,
               const char *table,
               int         models)
{
  int per = l2y_chart (self->charts, table, "models-per-die");

  return models / per + (models % per == l2y_chart (self->charts, table, "round-up-remainder") ? 1 : 0);
}

static int
gun_dice (L2yState      *self,
          const char    *table,
          const L2yUnit *unit)
{
  return MIN (unit->gunners / l2y_chart (self->charts, table, "gunners-per-die"),
              (unit->models - unit->guns_out) * l2y_chart (self->charts, table, "dice-per-gun"));
}

/* The distribution of hits when each of @n dice hits on a 6 and then
 * @second or more on a second die. */
static MusterDist *
dist_six_then (int n,
               int second)
{
  g_autoptr(MusterDist) sixes = muster_dist_new_hits (n, 6, 6, 6);
  MusterDist **parts = g_new0 (MusterDist *, n + 1);
  double *weights = g_new0 (double, n + 1);
  MusterDist *mix;

  for (int k = 0; k <= n; k++)
    {
      parts[k] = second <= 6 ? muster_dist_new_hits (k, 6, second, 6) : muster_dist_new_point (0);
      weights[k] = muster_dist_prob (sixes, k);
    }
  mix = muster_dist_mix (parts, weights, n + 1);
  for (int k = 0; k <= n; k++)
    muster_dist_unref (parts[k]);
  g_free (parts);
  g_free (weights);
  return mix;
}

/* Shooting (9) */

typedef struct
{
  L2yUnit    *firer;
  L2yUnit    *target;
  const char *band;       /* close, far, canister, ball-close, ball-far */
  gboolean    ballshot;
  gboolean    carrythrough; /* 14.3: past a first target */
  int         need;       /* from the chart */
  int         n_dice;
  int         first;      /* lowest face that hits, when 1..6 */
  int         second;     /* > 0: a 6 then this or more on a second die; 7: no hit */
  GArray     *mods;
  char       *hits_on;
  gboolean    cover;      /* for the target's fire test */
} Shot;

static void
shot_clear (Shot *shot)
{
  g_clear_pointer (&shot->mods, g_array_unref);
  g_clear_pointer (&shot->hits_on, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Shot, shot_clear)

static const char * const shoot_words[] = {
  "moved", "dense", "soft-cover", "hard-cover", "carrythrough", NULL,
};
static const char * const shoot_numbers[] = {
  "models", "gap", NULL,
};

static gboolean
shot_setup (L2yState            *self,
            const char * const  *args,
            Shot                *shot,
            GError             **error)
{
  L2yCharts *c = self->charts;
  const char * const *words;
  char entry[64];
  int models, gap, total, eff;
  gboolean gun;

  memset (shot, 0, sizeof *shot);
  shot->mods = g_array_new (FALSE, FALSE, sizeof (L2yMod));
  if (muster_args_count (args) < 3)
    return invalid (error, _("Usage: %s"), "shoot UNIT TARGET BAND [FACTOR...]");
  if ((shot->firer = need_unit (self, args[0], error)) == NULL ||
      (shot->target = need_unit (self, args[1], error)) == NULL)
    return FALSE;
  words = args + 3;
  if (!check_words (words, shoot_words, shoot_numbers, error))
    return FALSE;
  gun = l2y_is_gun (shot->firer);
  shot->band = args[2];
  if (g_strcmp0 (shot->firer->side, shot->target->side) == 0)
    return illegal (error, _("9.1: %s and %s are on the same side"), shot->firer->name, shot->target->name);
  if (shot->firer->type == L2Y_GENERAL || shot->target->type == L2Y_GENERAL)
    return illegal (error, _("9.1: generals neither shoot nor are shot at on their own"));
  if (shot->firer->shaken)
    return illegal (error, _("9.1: %s is shaken and cannot shoot"), shot->firer->name);
  if (shot->target->foes[0] != NULL)
    return illegal (error, _("9.1: %s is in combat and cannot be shot at"), shot->target->name);
  if (shot->firer->foes[0] != NULL)
    return illegal (error, _("9.1: %s is in combat"), shot->firer->name);
  if (gun)
    {
      if (!g_str_equal (shot->band, "canister") && !g_str_equal (shot->band, "ball-close") &&
          !g_str_equal (shot->band, "ball-far"))
        return invalid (error, _("Guns fire canister, ball-close or ball-far"));
      if (shot->firer->formation == L2Y_LIMBERED)
        return illegal (error, _("6.1: %s is limbered"), shot->firer->name);
      g_snprintf (entry, sizeof entry, "%s-%s", l2y_type_id (shot->firer->type), shot->band);
      shot->ballshot = g_str_has_prefix (shot->band, "ball");
    }
  else
    {
      if (!g_str_equal (shot->band, "close") && !g_str_equal (shot->band, "far"))
        return invalid (error, _("Small arms fire at close or far range"));
      if (shot->firer->weapon == L2Y_NO_WEAPON)
        return illegal (error, _("3: %s has no weapon that shoots"), shot->firer->name);
      g_snprintf (entry, sizeof entry, "%s-%s", l2y_weapon_id (shot->firer->weapon), shot->band);
    }
  shot->carrythrough = has_word (words, "carrythrough");
  if (shot->carrythrough)
    {
      /* 14.3: the same ball going on past the first target. */
      if (!self->carrythrough)
        return illegal (error, _("14.3: carrythrough is an optional rule not in play"));
      if (!gun || !shot->ballshot)
        return illegal (error, _("14.3: only ballshot carries through"));
      if (!shot->firer->fired_ball)
        return illegal (error, _("14.3: %s has fired no ballshot this turn to carry through"), shot->firer->name);
    }
  {
    g_autofree char *hits = g_strdup_printf ("%s-hits", entry);

    shot->need = l2y_chart (c, "shooting", hits);
  }

  /* Dice (9.1, 9.4). */
  if (gun)
    shot->n_dice = gun_dice (self, "shooting", shot->firer);
  else
    {
      models = word_number (words, "models", shot->firer->models);
      if (models > shot->firer->models)
        return illegal (error, _("9.1: %s has only %d models"), shot->firer->name, shot->firer->models);
      shot->n_dice = dice_per_four (self, "shooting", models);
    }
  gap = word_number (words, "gap", -1);
  if (gap >= 0)
    shot->n_dice = MIN (shot->n_dice, gap / l2y_chart (c, "shooting", "gap-inches-per-die"));
  if (shot->n_dice <= 0)
    return illegal (error, _("9.1: %s has no dice to throw"), shot->firer->name);

  /* Modifiers to the die (3). */
  add_mod (shot->mods, grade_value (self, "shooting-modifiers", "grade", shot->firer->grade),
           N_("the firers' grade"), "3");
  if (!l2y_is_gun (shot->target))
    add_mod (shot->mods, grade_value (self, "shooting-modifiers", "target", shot->target->grade),
             N_("the target's grade"), "3");
  if (has_word (words, "moved") || shot->firer->moved)
    add_mod (shot->mods, l2y_chart (c, "shooting-modifiers", "moved"), N_("the firers moved"), "3");
  if (shot->ballshot && has_word (words, "dense"))
    add_mod (shot->mods, l2y_chart (c, "shooting-modifiers", "ballshot-dense"), N_("ballshot at a dense target"), "9.2");
  if (l2y_is_gun (shot->target) || is_skirmishing (shot->target))
    add_mod (shot->mods, l2y_chart (c, "shooting-modifiers", "artillery-or-skirmishers"),
             N_("the target is artillery or skirmishers"), "3");
  if (has_word (words, "hard-cover"))
    add_mod (shot->mods, l2y_chart (c, "shooting-modifiers", "hard-cover"), N_("the target is in hard cover"), "3");
  else if (has_word (words, "soft-cover"))
    add_mod (shot->mods, l2y_chart (c, "shooting-modifiers", "soft-cover"), N_("the target is in soft cover"), "3");
  shot->cover = has_word (words, "hard-cover") || has_word (words, "soft-cover");
  if (shot->firer->type == L2Y_INFANTRY && l2y_is_steady (shot->firer) && !shot->firer->fired_ever)
    add_mod (shot->mods, l2y_chart (c, "shooting-modifiers", "first-fire"), N_("steady infantry's first fire"), "3");

  /* The score the die must reach, and the “need 7+” rule. */
  total = sum_mods (shot->mods);
  eff = shot->need - total;
  if (eff <= 6)
    {
      shot->first = CLAMP (eff, 1, 6);
      shot->hits_on = g_strdup_printf ("%d-6", shot->first);
    }
  else
    {
      if (g_str_equal (self->need_seven, "graded"))
        shot->second = eff - 7 + l2y_chart (c, "shooting", "seven-second-die");
      else
        shot->second = l2y_chart (c, "shooting", "seven-second-die");
      shot->first = 6;
      if (shot->second <= 6)
        shot->hits_on = g_strdup_printf (_("6, then %d-6"), shot->second);
      else
        shot->hits_on = g_strdup (_("no score hits"));
    }
  return TRUE;
}

static MusterDist *
shot_dist (const Shot *shot)
{
  if (shot->second > 0)
    return dist_six_then (shot->n_dice, shot->second);
  return muster_dist_new_hits (shot->n_dice, 6, shot->first, 6);
}

/* The fire test (9.5): modifiers for @unit after @hits fire hits this turn. */
static GArray *
fire_test_mods (L2yState      *self,
                const L2yUnit *unit,
                int            hits,
                gboolean       cover)
{
  L2yCharts *c = self->charts;
  GArray *mods = g_array_new (FALSE, FALSE, sizeof (L2yMod));

  if (cover || unit->advanced)
    add_mod (mods, l2y_chart (c, "fire-test", "cover-or-advanced"),
             cover ? N_("behind cover") : N_("advanced 3\" or more in its last active turn"), "9.5");
  add_mod (mods, (hits / 2) * l2y_chart (c, "fire-test", "per-two-hits"), N_("every two hits"), "9.5");
  if (unit->shaken)
    add_mod (mods, l2y_chart (c, "fire-test", "shaken"), N_("shaken"), "3");
  if (line_skirmishing (unit))
    add_mod (mods, l2y_chart (c, "fire-test", "line-skirmishing"), N_("line infantry skirmishing"), "3");
  if (unit->general)
    add_mod (mods, l2y_chart (c, "fire-test", "general"), N_("a general with the unit"), "4.2");
  if (self->campaign && unit->unsupplied)
    add_mod (mods, l2y_chart (c, "fire-test", "unsupplied"), N_("unsupplied or exhausted"), "12");
  return mods;
}

/* The chance a die plus @mod reaches @pass. */
static double
p_pass (int pass,
        int mod)
{
  int need = pass - mod;

  if (need <= 1)
    return 1.0;
  if (need > 6)
    return 0.0;
  return (7 - need) / 6.0;
}

static int
fire_rout_hits (L2yState      *self,
                const L2yUnit *unit)
{
  int rout = l2y_chart (self->charts, "fire-test",
                        unit->type == L2Y_CAVALRY ? "rout-hits-cavalry" : "rout-hits");

  return unit->shaken ? rout * l2y_chart (self->charts, "results", "shaken-multiplier") : rout;
}

/* Applies @hits fire hits to a copy or the target itself. */
static void
shot_hits (L2yUnit *target,
           int      hits)
{
  take_hits (target, hits);
  target->turn_fire_hits += hits;
}

gboolean
l2y_apply_shoot (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  g_auto(Shot) shot;
  g_autofree guint *dice = NULL;
  g_autofree char *mods = NULL;
  MusterRollSpec spec = { NULL, N_("shooting"), 0, 0 };
  int hits = 0, sixes = 0;

  if (!shot_setup (self, muster_entry_get_args (entry), &shot, error))
    return FALSE;
  if (shot.firer->fired && !shot.carrythrough)
    return illegal (error, _("9.1: %s has already shot this turn"), shot.firer->name);
  if (g_strcmp0 (shot.firer->side, self->active) != 0)
    return illegal (error, _("2: only the active side shoots"));
  spec.side = shot.firer->side;
  spec.hit_min = shot.first;
  spec.hit_max = 6;
  dice = g_new0 (guint, shot.n_dice);
  if (!muster_chance_roll (chance, shot.n_dice, 6, &spec, dice, error))
    return FALSE;
  for (int i = 0; i < shot.n_dice; i++)
    if ((int) dice[i] >= shot.first)
      {
        if (shot.second > 0)
          sixes++;
        else
          hits++;
      }
  mods = mods_text (shot.mods);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s shoots at %s with %d die hitting on %s (%s).",
                                                "%s shoots at %s with %d dice hitting on %s (%s).", shot.n_dice),
                            shot.firer->name, shot.target->name, shot.n_dice, shot.hits_on, mods);
  if (shot.second > 0 && sixes > 0 && shot.second <= 6)
    {
      g_autofree guint *again = g_new0 (guint, sixes);
      MusterRollSpec spec2 = { shot.firer->side, N_("shooting, second die after a 6"), shot.second, 6 };

      if (!muster_chance_roll (chance, sixes, 6, &spec2, again, error))
        return FALSE;
      for (int i = 0; i < sixes; i++)
        if ((int) again[i] >= shot.second)
          hits++;
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "It needs 7 or more: %d six rolled again (9.1).",
                                                    "It needs 7 or more: %d sixes rolled again (9.1).", sixes),
                                sixes);
    }
  shot.firer->fired = shot.firer->fired_ever = TRUE;
  shot.firer->fired_ball |= shot.ballshot;
  if (shot.carrythrough)
    muster_entry_append_text (entry, _("The ball carries through to %s (14.3)."), shot.target->name);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d hit.", "%d hits.", hits), hits);
  if (hits == 0)
    return TRUE;
  shot_hits (shot.target, hits);
  if (shot.ballshot && l2y_is_gun (shot.target))
    {
      g_autofree guint *rolls = g_new0 (guint, hits);
      int disable = l2y_chart (self->charts, "shooting", "disable-gun");
      MusterRollSpec spec3 = { shot.firer->side, N_("ballshot on guns"), disable, 6 };
      int out = 0;

      if (!muster_chance_roll (chance, hits, 6, &spec3, rolls, error))
        return FALSE;
      for (int i = 0; i < hits; i++)
        if ((int) rolls[i] >= disable && shot.target->guns_out < shot.target->models)
          {
            shot.target->guns_out++;
            out++;
          }
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "Ballshot puts %d gun out of action (9.3).",
                                                    "Ballshot puts %d guns out of action (9.3).", out), out);
    }
  if (shot.target->general &&
      !danger_to_general (self, shot.target, shot.target->general, hits, entry, chance, error))
    return FALSE;
  if (!check_shatter (self, shot.target, entry))
    muster_entry_append_text (entry, _("%s must take a fire test (9.5)."), shot.target->name);
  return TRUE;
}

void
l2y_preview_shoot (MusterState            *state,
                   const MusterActionDef  *def,
                   const char * const     *args,
                   MusterPreview          *preview)
{
  L2yState *self = L2Y_STATE (state);
  g_auto(Shot) shot;
  g_autoptr(MusterDist) dist = NULL;
  MusterRollPreview *roll;
  g_autofree char *label = NULL;
  double p_none = 0, p_pass_total = 0, p_retreat = 0, p_shatter = 0, p_general = 0;
  int pass;

  if (!shot_setup (self, args, &shot, NULL))
    return;
  dist = shot_dist (&shot);
  label = g_strdup_printf (_("%s shooting at %s"), shot.firer->name, shot.target->name);
  roll = muster_preview_add_roll (preview, shot.firer->side, label, shot.n_dice, 6, shot.hits_on,
                                  muster_dist_ref (dist));
  roll_mods (roll, shot.mods);
  muster_preview_add_outcome (preview, _("Hits"), -1, muster_dist_ref (dist));

  /* What follows: the hits, then the target's fire test. */
  pass = grade_value (self, "fire-test", "pass", shot.target->grade);
  for (int h = 0; h <= shot.n_dice; h++)
    {
      double p = muster_dist_prob (dist, h);
      L2yUnit *copy;
      g_autoptr(GArray) mods = NULL;
      double pp;

      if (p <= 0)
        continue;
      if (h == 0)
        {
          p_none += p;
          continue;
        }
      p_general += p * p_general_falls (self, h);
      copy = l2y_unit_copy (shot.target);
      shot_hits (copy, h);
      if (check_shatter (NULL, copy, NULL))
        {
          p_shatter += p;
          l2y_unit_free (copy);
          continue;
        }
      mods = fire_test_mods (self, copy, copy->turn_fire_hits, shot.cover);
      pp = p_pass (pass, sum_mods (mods));
      p_pass_total += p * pp;
      retreat_shaken (NULL, copy, fire_rout_hits (self, copy), NULL);
      if (copy->gone)
        p_shatter += p * (1 - pp);
      else
        p_retreat += p * (1 - pp);
      l2y_unit_free (copy);
    }
  muster_preview_add_outcome (preview, _("No hits"), p_none, NULL);
  muster_preview_add_outcome (preview, _("Hit, and the target passes its fire test"), p_pass_total, NULL);
  muster_preview_add_outcome (preview, _("The target fails its fire test and retreats shaken"), p_retreat, NULL);
  muster_preview_add_outcome (preview, _("The target shatters this turn"), p_shatter, NULL);
  if (shot.target->general != NULL)
    muster_preview_add_outcome (preview, _("The general with the target falls"), p_general, NULL);
}

/* The fire test (9.5) */

static const char * const fire_words[] = { "cover", NULL };
static const char * const no_numbers[] = { NULL };

gboolean
l2y_apply_fire_test (MusterState            *state,
                     const MusterActionDef  *def,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  MusterRollSpec spec = { NULL, N_("fire test"), 0, 0 };
  g_autoptr(GArray) mods = NULL;
  g_autofree char *text = NULL;
  L2yUnit *unit;
  guint die;
  int pass, score;

  if (muster_args_count (args) < 1)
    return invalid (error, _("Usage: %s"), "fire-test UNIT [cover]");
  if ((unit = need_unit (self, args[0], error)) == NULL || !check_words (args + 1, fire_words, no_numbers, error))
    return FALSE;
  if (unit->turn_fire_hits == 0)
    return illegal (error, _("9.5: %s took no fire hits this turn"), unit->name);
  if (unit->fire_tested)
    return illegal (error, _("9.5: %s has taken its fire test"), unit->name);
  mods = fire_test_mods (self, unit, unit->turn_fire_hits, has_word (args + 1, "cover"));
  pass = grade_value (self, "fire-test", "pass", unit->grade);
  spec.side = unit->side;
  if (!muster_chance_roll (chance, 1, 6, &spec, &die, error))
    return FALSE;
  unit->fire_tested = TRUE;
  score = (int) die + sum_mods (mods);
  text = mods_text (mods);
  muster_entry_append_text (entry, _("%s takes its fire test needing %d: rolled %u, %d with %s."), unit->name, pass,
                            die, score, text);
  if (score >= pass)
    {
      muster_entry_append_text (entry, _("Passed: it carries on as it is."));
      return TRUE;
    }
  muster_entry_append_text (entry, _("Failed."));
  retreat_shaken (self, unit, fire_rout_hits (self, unit), entry);
  return TRUE;
}

void
l2y_preview_fire_test (MusterState            *state,
                       const MusterActionDef  *def,
                       const char * const     *args,
                       MusterPreview          *preview)
{
  L2yState *self = L2Y_STATE (state);
  g_autoptr(GArray) mods = NULL;
  MusterRollPreview *roll;
  L2yUnit *unit, *copy;
  g_autofree char *hits_on = NULL;
  int pass, need;
  double pp;

  if (muster_args_count (args) < 1 || (unit = need_unit (self, args[0], NULL)) == NULL)
    return;
  mods = fire_test_mods (self, unit, unit->turn_fire_hits, has_word (args + 1, "cover"));
  pass = grade_value (self, "fire-test", "pass", unit->grade);
  need = CLAMP (pass - sum_mods (mods), 1, 7);
  hits_on = need <= 6 ? g_strdup_printf ("%d-6", need) : g_strdup (_("no score passes"));
  roll = muster_preview_add_roll (preview, unit->side, _("Fire test"), 1, 6, hits_on,
                                  muster_dist_new_hits (1, 6, need, 6));
  roll_mods (roll, mods);
  pp = p_pass (pass, sum_mods (mods));
  copy = l2y_unit_copy (unit);
  retreat_shaken (NULL, copy, fire_rout_hits (self, copy), NULL);
  muster_preview_add_outcome (preview, _("Passes"), pp, NULL);
  muster_preview_add_outcome (preview, copy->gone ? _("Fails and shatters") : _("Fails and retreats shaken"),
                              1 - pp, NULL);
  l2y_unit_free (copy);
}

/* The rally test (5, 6.12) */

static const char * const rally_words[] = { "enemy-can-charge", "in-the-open", "exposed-flank", NULL };

static GArray *
rally_mods (L2yState           *self,
            const L2yUnit      *unit,
            const char * const *words)
{
  L2yCharts *c = self->charts;
  GArray *mods = g_array_new (FALSE, FALSE, sizeof (L2yMod));

  if (has_word (words, "enemy-can-charge"))
    add_mod (mods, l2y_chart (c, "rally-test", "enemy-can-charge"), N_("enemies able to charge it"), "3");
  if (line_skirmishing (unit))
    add_mod (mods, l2y_chart (c, "rally-test", "line-skirmishing"), N_("line troops skirmishing"), "3");
  if (unit->irregular && is_skirmishing (unit) && has_word (words, "in-the-open"))
    add_mod (mods, l2y_chart (c, "rally-test", "irregular-skirmishers-open"),
             N_("irregular skirmishers in the open"), "3");
  if (unit->general)
    add_mod (mods, l2y_chart (c, "rally-test", "general"), N_("a general with the unit"), "3");
  if (self->campaign && unit->unsupplied)
    add_mod (mods, l2y_chart (c, "rally-test", "unsupplied"), N_("unsupplied or exhausted"), "12");
  return mods;
}

static gboolean
rally_setup (L2yState            *self,
             const char * const  *args,
             L2yUnit            **unit,
             GError             **error)
{
  if (muster_args_count (args) < 1)
    return invalid (error, _("Usage: %s"), "rally-test UNIT [FACTOR...]");
  if ((*unit = need_unit (self, args[0], error)) == NULL || !check_words (args + 1, rally_words, no_numbers, error))
    return FALSE;
  if ((*unit)->type == L2Y_GENERAL)
    return illegal (error, _("5: generals take no rally tests"));
  if (has_word (args + 1, "exposed-flank"))
    {
      if ((*unit)->shaken)
        return illegal (error, _("6.12: %s is shaken already"), (*unit)->name);
      return TRUE;
    }
  if (!(*unit)->shaken)
    return illegal (error, _("5: %s is not shaken"), (*unit)->name);
  if (self->phase != L2Y_PHASE_RALLY || g_strcmp0 ((*unit)->side, self->active) != 0)
    return illegal (error, _("2: the active side rallies at the start of its turn"));
  if ((*unit)->rally_tested)
    return illegal (error, _("5: %s has tested to rally this turn"), (*unit)->name);
  return TRUE;
}

gboolean
l2y_apply_rally_test (MusterState            *state,
                      const MusterActionDef  *def,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  MusterRollSpec spec = { NULL, N_("rally test"), 0, 0 };
  g_autoptr(GArray) mods = NULL;
  g_autofree char *text = NULL;
  L2yUnit *unit;
  gboolean flank;
  guint die;
  int pass, score;

  if (!rally_setup (self, args, &unit, error))
    return FALSE;
  flank = has_word (args + 1, "exposed-flank");
  mods = rally_mods (self, unit, args + 1);
  pass = grade_value (self, "rally-test", "pass", unit->grade);
  spec.side = unit->side;
  if (!muster_chance_roll (chance, 1, 6, &spec, &die, error))
    return FALSE;
  score = (int) die + sum_mods (mods);
  text = mods_text (mods);
  muster_entry_set_rule (entry, flank ? "6.12" : "5");
  muster_entry_append_text (entry, flank ? _("%s tests for its exposed flank needing %d: rolled %u, %d with %s.")
                                         : _("%s tests to rally needing %d: rolled %u, %d with %s."),
                            unit->name, pass, die, score, text);
  if (!flank)
    unit->rally_tested = TRUE;
  if (score >= pass)
    {
      unit->shaken = FALSE;
      muster_entry_append_text (entry, flank ? _("Passed: it holds.") : _("Passed: it rallies to good morale."));
    }
  else if (flank)
    {
      unit->shaken = TRUE;
      muster_entry_append_text (entry, _("Failed: it falls back 4\" and is shaken (6.12)."));
    }
  else
    muster_entry_append_text (entry, _("Failed: it stays shaken."));
  return TRUE;
}

void
l2y_preview_rally (MusterState            *state,
                   const MusterActionDef  *def,
                   const char * const     *args,
                   MusterPreview          *preview)
{
  L2yState *self = L2Y_STATE (state);
  g_autoptr(GArray) mods = NULL;
  g_autofree char *hits_on = NULL;
  MusterRollPreview *roll;
  L2yUnit *unit;
  int pass, need;
  double pp;

  if (!rally_setup (self, args, &unit, NULL))
    return;
  mods = rally_mods (self, unit, args + 1);
  pass = grade_value (self, "rally-test", "pass", unit->grade);
  need = CLAMP (pass - sum_mods (mods), 1, 7);
  hits_on = need <= 6 ? g_strdup_printf ("%d-6", need) : g_strdup (_("no score passes"));
  roll = muster_preview_add_roll (preview, unit->side, _("Rally test"), 1, 6, hits_on,
                                  muster_dist_new_hits (1, 6, need, 6));
  roll_mods (roll, mods);
  pp = p_pass (pass, sum_mods (mods));
  muster_preview_add_outcome (preview, _("Passes"), pp, NULL);
  muster_preview_add_outcome (preview, _("Fails"), 1 - pp, NULL);
}

/* Combat (10) */

static const char * const combat_words[] = {
  "first-round", "breakthrough", "reinforcing", "flank", "enemy-flank", "angled", "enemy-angled", "bookended", "enemy-bookended",
  "soft-cover", "enemy-soft-cover", "hard-cover", "enemy-hard-cover", "woods", "enemy-woods", NULL,
};
static const char * const combat_numbers[] = { "models", "enemy-models", "dice", "enemy-dice", NULL };

typedef struct
{
  L2yUnit *unit;
  gboolean true_flank;   /* struck by a true flank or rear attack */
  gboolean flanked;      /* counts as under flank or rear attack */
  gboolean bookended;
  int      cover;        /* 0, 1 soft, 2 hard: its own cover */
  gboolean woods;
  int      models;       /* models striking */
  int      cp;
  int      n_dice;
  int      hits_on;
  GArray  *mods;
} Fighter;

typedef struct
{
  Fighter f[2];
} Fight;

static void
fight_clear (Fight *fight)
{
  for (int i = 0; i < 2; i++)
    g_clear_pointer (&fight->f[i].mods, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fight, fight_clear)

static int
combat_hits_on (L2yState *self,
                int       diff)
{
  const char *row = diff >= 2 ? "up-2" : diff == 1 ? "up-1" : diff == 0 ? "even"
                    : diff == -1 ? "down-1" : diff == -2 ? "down-2" : "down-3";

  return l2y_chart (self->charts, "combat-to-hit", row);
}

static void
combat_points (L2yState   *self,
               Fighter    *me,
               Fighter    *them,
               gboolean    first_round)
{
  L2yCharts *c = self->charts;
  L2yUnit *u = me->unit;
  const char *base;

  me->mods = g_array_new (FALSE, FALSE, sizeof (L2yMod));
  base = is_skirmishing (u) ? "base-skirmishers" : l2y_is_gun (u) ? "base-gunners"
         : u->type == L2Y_CAVALRY ? "base-cavalry" : "base-infantry";
  me->cp = l2y_chart (c, "combat-points", base);
  if (first_round && g_strcmp0 (u->side, self->active) != 0 && !me->flanked &&
      ((u->type == L2Y_INFANTRY && u->formation == L2Y_LINE && l2y_is_steady (u) && u->weapon != L2Y_RIFLES) ||
       (u->type == L2Y_FIELD_GUN && u->formation == L2Y_UNLIMBERED)))
    add_mod (me->mods, l2y_chart_read (c, "combat-points", "defensive-fire", self->defensive_fire),
             N_("defensive fire bonus"), "10.2");
  if (grade_index (u->grade) < grade_index (them->unit->grade))
    add_mod (me->mods, (grade_index (them->unit->grade) - grade_index (u->grade)) *
                       l2y_chart (c, "combat-points", "per-grade-higher"),
             N_("higher morale grade"), "3");
  if (u->type == L2Y_INFANTRY && u->ranks == 3 && l2y_is_steady (u))
    add_mod (me->mods, l2y_chart (c, "combat-points", "steady-three-rank"), N_("steady 3-rank infantry"), "3");
  if (me->flanked)
    add_mod (me->mods, l2y_chart (c, "combat-points", "flank-rear"), N_("under flank or rear attack"), "3");
  if (u->shaken)
    add_mod (me->mods, l2y_chart (c, "combat-points", "shaken"), N_("shaken"), "3");
  if (them->cover == 2)
    add_mod (me->mods, l2y_chart (c, "combat-points", "hard-cover"), N_("against hard cover"), "3");
  else if (them->cover == 1)
    add_mod (me->mods, l2y_chart (c, "combat-points", "soft-cover"), N_("against soft cover"), "3");
  if (u->disordered && !is_skirmishing (u))
    add_mod (me->mods, l2y_chart (c, "combat-points", "disordered"), N_("disordered"), "3");
  if (u->type == L2Y_INFANTRY && !u->bayonets)
    add_mod (me->mods, l2y_chart (c, "combat-points", "no-bayonets"), N_("infantry without bayonets"), "3");
  if (u->general)
    add_mod (me->mods, l2y_chart (c, "combat-points", "general"), N_("a general with the unit"), "3");
  if (is_skirmishing (u) && me->woods)
    add_mod (me->mods, l2y_chart (c, "combat-points", "skirmishers-woods"),
             N_("skirmishers in or attacking woods"), "3");
  if (self->campaign && u->unsupplied)
    add_mod (me->mods, l2y_chart (c, "combat-points", "unsupplied"), N_("unsupplied or exhausted"), "12");
  me->cp += sum_mods (me->mods);
}

static int
combat_dice (L2yState      *self,
             const Fighter *me)
{
  L2yCharts *c = self->charts;

  if (me->true_flank)
    return l2y_chart (c, "combat-to-hit", "flank-dice");
  if (l2y_is_gun (me->unit))
    return gun_dice (self, "combat-to-hit", me->unit);
  if (me->unit->type == L2Y_CAVALRY)
    return me->models / l2y_chart (c, "combat-to-hit", "cavalry-per-die");
  return dice_per_four (self, "combat-to-hit", me->models);
}

static gboolean
fight_setup (L2yState            *self,
             const char * const  *args,
             Fight               *fight,
             GError             **error)
{
  const char * const *words;
  gboolean first;

  memset (fight, 0, sizeof *fight);
  if (muster_args_count (args) < 2)
    return invalid (error, _("Usage: %s"), "combat UNIT ENEMY [FACTOR...]");
  if ((fight->f[0].unit = need_unit (self, args[0], error)) == NULL ||
      (fight->f[1].unit = need_unit (self, args[1], error)) == NULL)
    return FALSE;
  words = args + 2;
  if (!check_words (words, combat_words, combat_numbers, error))
    return FALSE;
  if (g_strcmp0 (fight->f[0].unit->side, fight->f[1].unit->side) == 0)
    return illegal (error, _("10.1: %s and %s are on the same side"), fight->f[0].unit->name, fight->f[1].unit->name);
  if (fight->f[0].unit->type == L2Y_GENERAL || fight->f[1].unit->type == L2Y_GENERAL)
    return illegal (error, _("10.1: generals fight with a unit, not alone"));
  first = has_word (words, "first-round");
  if (has_word (words, "breakthrough"))
    {
      L2yUnit *u = fight->f[0].unit;

      if (!self->breakthrough)
        return illegal (error, _("14.2: breakthrough is an optional rule not in play"));
      if (u->type != L2Y_CAVALRY || u->shaken || u->disordered || is_skirmishing (u))
        return illegal (error, _("14.2: only formed cavalry in good morale, not disordered, break through"));
      if (u->foes[0] != NULL)
        return illegal (error, _("14.2: %s breaks through only once all its opponents have retreated"), u->name);
      if (u->breakthroughs >= l2y_chart (self->charts, "optional", "breakthrough-moves"))
        return illegal (error, _("14.2: %s has made its two breakthrough moves this turn"), u->name);
    }
  if (has_word (words, "reinforcing"))
    {
      L2yUnit *u = fight->f[0].unit;
      L2yUnit *enemy = fight->f[1].unit;
      gboolean front = FALSE;

      if (!self->reinforcing)
        return illegal (error, _("14.1: cavalry reinforcing is an optional rule not in play"));
      if (u->type != L2Y_CAVALRY || is_skirmishing (u))
        return illegal (error, _("14.1: only formed cavalry reinforces a combat"));
      /* The first unit: cavalry of the same side already fighting the
       * enemy. */
      for (guint i = 0; i < self->units->len; i++)
        {
          L2yUnit *other = g_ptr_array_index (self->units, i);

          front |= other != u && other->type == L2Y_CAVALRY && g_strcmp0 (other->side, u->side) == 0 &&
                   other->foes[0] != NULL && g_strv_contains ((const char * const *) other->foes, enemy->id);
        }
      if (!front)
        return illegal (error, _("14.1: %s reinforces only behind cavalry of its side already fighting %s"), u->name,
                        enemy->name);
      /* Two ranks in all: the first unit's one rank and this one's front
       * rank, which only the players can count. */
      if (word_number (words, "models", -1) < 0)
        return illegal (error, _("14.1: say how many of %s's models stand in its front rank (models=N)"), u->name);
    }
  for (int i = 0; i < 2; i++)
    {
      Fighter *me = &fight->f[i];
      const char *pre = i ? "enemy-" : "";
      g_autofree char *flank = g_strconcat (pre, "flank", NULL);
      g_autofree char *angled = g_strconcat (pre, "angled", NULL);
      g_autofree char *bookended = g_strconcat (pre, "bookended", NULL);
      g_autofree char *soft = g_strconcat (pre, "soft-cover", NULL);
      g_autofree char *hard = g_strconcat (pre, "hard-cover", NULL);
      g_autofree char *woods = g_strconcat (pre, "woods", NULL);
      g_autofree char *models = g_strconcat (pre, "models", NULL);
      g_autofree char *dice = g_strconcat (pre, "dice", NULL);
      int max_dice, n;

      me->true_flank = has_word (words, flank);
      me->flanked = me->true_flank || has_word (words, angled);
      me->bookended = has_word (words, bookended);
      me->cover = has_word (words, hard) ? 2 : has_word (words, soft) ? 1 : 0;
      me->woods = has_word (words, woods);
      me->models = word_number (words, models, l2y_is_gun (me->unit) ? me->unit->gunners : me->unit->models);
      if (me->models > (l2y_is_gun (me->unit) ? me->unit->gunners : me->unit->models))
        return illegal (error, _("10.1: %s has fewer models than that"), me->unit->name);
      n = word_number (words, dice, -1);
      me->n_dice = combat_dice (self, me);
      max_dice = me->n_dice;
      if (n >= 0)
        {
          if (n > max_dice)
            return illegal (error, _("10.1: %s has only %d dice to divide"), me->unit->name, max_dice);
          me->n_dice = n;
        }
    }
  for (int i = 0; i < 2; i++)
    combat_points (self, &fight->f[i], &fight->f[1 - i], first);
  for (int i = 0; i < 2; i++)
    fight->f[i].hits_on = combat_hits_on (self, fight->f[i].cp - fight->f[1 - i].cp);
  return TRUE;
}

/* The round's results for both fighters after they inflict @hits[0] and
 * @hits[1] (on copies in a preview, with @self NULL for the table). */
static void
resolve_round (L2yState    *self,
               L2yCharts   *charts,
               Fight       *fight,
               L2yUnit     *u[2],
               const int    hits[2],
               MusterEntry *entry)
{
  gboolean was_shaken[2] = { u[0]->shaken, u[1]->shaken };

  for (int i = 0; i < 2; i++)
    {
      int suffered = hits[1 - i];

      take_hits (u[i], suffered);
      u[i]->turn_combat_hits += suffered;
      if (u[i]->turn_combat_hits >= l2y_chart (charts, "results", "disorder-combat-hits") && !is_skirmishing (u[i]) &&
          !u[i]->disordered)
        {
          u[i]->disordered = TRUE;
          if (entry)
            muster_entry_append_text (entry, _("%s is disordered by its combat hits (6.1)."), u[i]->name);
        }
    }
  for (int i = 0; i < 2; i++)
    {
      Fighter *me = &fight->f[i];
      Fighter *them = &fight->f[1 - i];
      gboolean lost = hits[1 - i] > hits[i];

      if (u[i]->gone || check_shatter (self, u[i], entry))
        continue;
      if (l2y_is_gun (u[i]) && (lost || hits[0] == hits[1] || me->true_flank))
        {
          if (entry)
            muster_entry_append_text (entry, _("Gunners that lose, draw or are struck in flank or rear shatter (10.3)."));
          remove_unit (self, u[i], _("shattered"), entry);
          continue;
        }
      if (!lost)
        continue;
      if (was_shaken[i] || me->bookended)
        {
          if (entry)
            muster_entry_append_text (entry, was_shaken[i] ? _("%s loses while shaken and shatters (10.3).")
                                                           : _("%s loses with enemies on both sides and shatters (10.3)."),
                                      u[i]->name);
          remove_unit (self, u[i], _("shattered"), entry);
          continue;
        }
      if (u[i]->type == L2Y_INFANTRY && them->unit->type == L2Y_CAVALRY)
        {
          int extra = them->models / l2y_chart (charts, "results", "cavalry-per-hit");

          take_hits (u[i], extra);
          if (entry)
            muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                          "Infantry beaten by cavalry: %d more hit (10.3).",
                                                          "Infantry beaten by cavalry: %d more hits (10.3).", extra),
                                      extra);
          if (check_shatter (self, u[i], entry))
            continue;
        }
      if (entry)
        muster_entry_append_text (entry, _("%s loses the round (10.3)."), u[i]->name);
      retreat_shaken (self, u[i], l2y_chart (charts, "results", "combat-rout-hits") *
                                  (me->flanked ? l2y_chart (charts, "results", "flank-multiplier") : 1), entry);
    }
}

gboolean
l2y_apply_combat (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  g_auto(Fight) fight;
  int hits[2] = { 0, 0 };
  L2yUnit *u[2];
  char *generals[2];

  if (!fight_setup (self, muster_entry_get_args (entry), &fight, error))
    return FALSE;
  for (int i = 0; i < 2; i++)
    {
      Fighter *me = &fight.f[i];
      MusterRollSpec spec = { me->unit->side, N_("combat"), me->hits_on, 6 };
      g_autofree guint *dice = g_new0 (guint, MAX (me->n_dice, 1));
      g_autofree char *mods = mods_text (me->mods);

      if (me->n_dice > 0 && !muster_chance_roll (chance, me->n_dice, 6, &spec, dice, error))
        return FALSE;
      for (int k = 0; k < me->n_dice; k++)
        if ((int) dice[k] >= me->hits_on)
          hits[i]++;
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                    "%s: %d combat points (%s), %d die hitting on %d-6: %d hit.",
                                                    "%s: %d combat points (%s), %d dice hitting on %d-6: %d hits.",
                                                    me->n_dice),
                                me->unit->name, me->cp, mods, me->n_dice, me->hits_on, hits[i]);
    }
  u[0] = fight.f[0].unit;
  u[1] = fight.f[1].unit;
  if (has_word (muster_entry_get_args (entry) + 2, "breakthrough"))
    {
      u[0]->breakthroughs++;
      muster_entry_append_text (entry, _("%s breaks through into %s (14.2)."), u[0]->name, u[1]->name);
    }
  engage (u[0], u[1]);
  generals[0] = g_strdup (u[0]->general);
  generals[1] = g_strdup (u[1]->general);
  resolve_round (self, self->charts, &fight, u, hits, entry);
  if (hits[0] == hits[1])
    muster_entry_append_text (entry, _("The round is a draw (10.3)."));
  for (int i = 0; i < 2; i++)
    {
      gboolean ok = generals[i] == NULL ||
                    danger_to_general (self, u[i]->gone ? NULL : u[i], generals[i], hits[1 - i], entry, chance, error);

      g_free (generals[i]);
      generals[i] = NULL;
      if (!ok)
        {
          g_free (generals[1]);
          return FALSE;
        }
    }
  return TRUE;
}

void
l2y_preview_combat (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  L2yState *self = L2Y_STATE (state);
  g_auto(Fight) fight;
  MusterDist *dist[2];
  double p_win[2] = { 0, 0 }, p_retreat[2] = { 0, 0 }, p_shatter[2] = { 0, 0 }, p_general[2] = { 0, 0 };
  double p_draw = 0;

  if (!fight_setup (self, args, &fight, NULL))
    return;
  for (int i = 0; i < 2; i++)
    {
      Fighter *me = &fight.f[i];
      g_autofree char *label = g_strdup_printf (_("%s striking %s"), me->unit->name, fight.f[1 - i].unit->name);
      g_autofree char *hits_on = g_strdup_printf ("%d-6", me->hits_on);
      MusterRollPreview *roll;

      dist[i] = muster_dist_new_hits (me->n_dice, 6, me->hits_on, 6);
      roll = muster_preview_add_roll (preview, me->unit->side, label, me->n_dice, 6, hits_on,
                                      muster_dist_ref (dist[i]));
      roll_mods (roll, me->mods);
    }
  for (int a = 0; a <= fight.f[0].n_dice; a++)
    for (int b = 0; b <= fight.f[1].n_dice; b++)
      {
        double p = muster_dist_prob (dist[0], a) * muster_dist_prob (dist[1], b);
        int hits[2] = { a, b };
        L2yUnit *u[2];

        if (p <= 0)
          continue;
        u[0] = l2y_unit_copy (fight.f[0].unit);
        u[1] = l2y_unit_copy (fight.f[1].unit);
        resolve_round (NULL, self->charts, &fight, u, hits, NULL);
        if (a == b)
          p_draw += p;
        for (int i = 0; i < 2; i++)
          {
            p_general[i] += p * p_general_falls (self, hits[1 - i]);
            if (hits[i] > hits[1 - i])
              p_win[i] += p;
            if (u[i]->gone)
              p_shatter[i] += p;
            else if (hits[1 - i] > hits[i])
              p_retreat[i] += p;
          }
        l2y_unit_free (u[0]);
        l2y_unit_free (u[1]);
      }
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *win = g_strdup_printf (_("%s wins the round"), fight.f[i].unit->name);
      g_autofree char *retreat = g_strdup_printf (_("%s retreats shaken with rout hits"), fight.f[i].unit->name);
      g_autofree char *shatter = g_strdup_printf (_("%s shatters"), fight.f[i].unit->name);
      g_autofree char *hits = g_strdup_printf (_("Hits by %s"), fight.f[i].unit->name);

      muster_preview_add_outcome (preview, hits, -1, dist[i]);
      muster_preview_add_outcome (preview, win, p_win[i], NULL);
      muster_preview_add_outcome (preview, retreat, p_retreat[i], NULL);
      muster_preview_add_outcome (preview, shatter, p_shatter[i], NULL);
      if (fight.f[i].unit->general != NULL)
        {
          g_autofree char *falls = g_strdup_printf (_("The general with %s falls"), fight.f[i].unit->name);

          muster_preview_add_outcome (preview, falls, p_general[i], NULL);
        }
    }
  muster_preview_add_outcome (preview, _("The round is a draw"), p_draw, NULL);
}

/* Command, evading, generals, movement (4, 6, 7) */

gboolean
l2y_apply_command (MusterState            *state,
                   const MusterActionDef  *def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  MusterRollSpec spec = { NULL, N_("command test"), 0, 6 };
  L2yUnit *unit;
  guint die;
  int pass = l2y_chart (self->charts, "generals", "command-pass");

  if (!muster_args_check_count (args, 1, 1, "command-test UNIT", error) ||
      (unit = need_unit (self, args[0], error)) == NULL)
    return FALSE;
  if (unit->type == L2Y_GENERAL)
    return illegal (error, _("4.1: generals need no command test"));
  if (g_strcmp0 (unit->side, self->active) != 0 || self->phase != L2Y_PHASE_MOVE)
    return illegal (error, _("4.1: the active side tests command before moving"));
  if (unit->command_tested)
    return illegal (error, _("4.1: %s has tested this turn"), unit->name);
  if (unit->moved)
    return illegal (error, _("4.1: %s has moved already"), unit->name);
  spec.side = unit->side;
  spec.hit_min = pass;
  if (!muster_chance_roll (chance, 1, 6, &spec, &die, error))
    return FALSE;
  unit->command_tested = TRUE;
  unit->command_failed = (int) die < pass;
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                "%s has no general within %d inch and needs %d-6 to move: rolled %u. %s",
                                                "%s has no general within %d inches and needs %d-6 to move: rolled %u. %s",
                                                l2y_chart (self->charts, "generals",
                                                           unit->irregular ? "command-irregular" : "command-regular")),
                            unit->name,
                            l2y_chart (self->charts, "generals", unit->irregular ? "command-irregular" : "command-regular"),
                            pass, die,
                            unit->command_failed ? _("It may not move this turn, but may still shoot, reform and evade.")
                                                 : _("It may move."));
  return TRUE;
}

void
l2y_preview_command (MusterState            *state,
                     const MusterActionDef  *def,
                     const char * const     *args,
                     MusterPreview          *preview)
{
  L2yState *self = L2Y_STATE (state);
  int pass = l2y_chart (self->charts, "generals", "command-pass");
  L2yUnit *unit = args && args[0] ? l2y_find_unit (self, args[0]) : NULL;
  g_autofree char *hits_on = g_strdup_printf ("%d-6", pass);

  muster_preview_add_roll (preview, unit ? unit->side : NULL, _("Command test"), 1, 6, hits_on,
                           muster_dist_new_hits (1, 6, pass, 6));
  muster_preview_add_outcome (preview, _("The unit may move"), (7 - pass) / 6.0, NULL);
}

static int
evade_dice (L2yState      *self,
            const L2yUnit *unit)
{
  return l2y_chart (self->charts, "movement", unit->type == L2Y_CAVALRY ? "evade-dice-cavalry" : "evade-dice-infantry");
}

gboolean
l2y_apply_evade (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  MusterRollSpec spec = { NULL, N_("evade"), 0, 0 };
  guint dice[3] = { 0, 0, 0 };
  L2yUnit *unit;
  int n, total = 0;

  if (!muster_args_check_count (args, 1, 1, "evade UNIT", error) || (unit = need_unit (self, args[0], error)) == NULL)
    return FALSE;
  if (!is_skirmishing (unit) && !l2y_is_gun (unit))
    return illegal (error, _("7.1: only skirmishers and gunners evade"));
  if (g_strcmp0 (unit->side, self->active) == 0 || self->phase != L2Y_PHASE_MOVE)
    return illegal (error, _("7.1: units evade when the enemy attacks them in its move"));
  n = evade_dice (self, unit);
  spec.side = unit->side;
  if (!muster_chance_roll (chance, n, 6, &spec, dice, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    total += dice[i];
  leave_combats (self, unit);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s evades up to %d inch (%dd6, 7.1).",
                                                "%s evades up to %d inches (%dd6, 7.1).", total),
                            unit->name, total, n);
  if (l2y_is_gun (unit))
    muster_entry_append_text (entry, _("The gunners leave their guns."));
  return TRUE;
}

void
l2y_preview_evade (MusterState            *state,
                   const MusterActionDef  *def,
                   const char * const     *args,
                   MusterPreview          *preview)
{
  L2yState *self = L2Y_STATE (state);
  L2yUnit *unit = args && args[0] ? l2y_find_unit (self, args[0]) : NULL;
  g_autoptr(MusterDiceExpr) expr = NULL;
  g_autofree char *text = NULL;
  MusterDist *dist;

  if (unit == NULL)
    return;
  text = g_strdup_printf ("%dd6", evade_dice (self, unit));
  expr = muster_dice_expr_parse (text, NULL);
  dist = muster_dist_new_for_expr (expr);
  muster_preview_add_roll (preview, unit->side, _("Evade distance in inches"), evade_dice (self, unit), 6, NULL,
                           muster_dist_ref (dist));
  muster_preview_add_outcome (preview, _("Inches"), -1, dist);
}

static const char * const move_words[] = {
  "advanced", "disordering", "line", "column", "skirmish", "limber", "unlimber", NULL,
};

gboolean
l2y_apply_move (MusterState            *state,
                const MusterActionDef  *def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const char * const *words;
  L2yFormation to = 0;
  gboolean change = FALSE;
  L2yUnit *unit;

  if (muster_args_count (args) < 1)
    return invalid (error, _("Usage: %s"), "move UNIT [HOW...]");
  if ((unit = need_unit (self, args[0], error)) == NULL || !check_words (args + 1, move_words, no_numbers, error))
    return FALSE;
  words = args + 1;
  if (g_strcmp0 (unit->side, self->active) != 0 || self->phase != L2Y_PHASE_MOVE)
    return illegal (error, _("2: the active side moves in its movement phase"));
  if (unit->command_failed)
    return illegal (error, _("4.1: %s failed its command test and may not move"), unit->name);
  if (unit->foes[0] != NULL)
    return illegal (error, _("6.11: units in contact stand until the combat ends"));
  for (guint i = 0; words[i]; i++)
    {
      const char *w = words[i];
      L2yFormation f;

      if (g_str_equal (w, "limber"))
        f = L2Y_LIMBERED;
      else if (g_str_equal (w, "unlimber"))
        f = L2Y_UNLIMBERED;
      else if (!l2y_formation_from_id (w, &f))
        continue;
      if (change)
        return invalid (error, _("Name one new formation"));
      change = TRUE;
      to = f;
    }
  if (change)
    {
      gboolean gun = l2y_is_gun (unit);

      if (unit->type == L2Y_GENERAL)
        return illegal (error, _("6.1: generals have no formation"));
      if (gun != (to == L2Y_LIMBERED || to == L2Y_UNLIMBERED))
        return illegal (error, _("6.1: guns limber and unlimber; foot and horse form column, line or skirmish"));
      if (to == L2Y_LIMBERED && !unit->limbers)
        return illegal (error, _("6.6: %s has no limbers"), unit->name);
      if (to == unit->formation)
        return illegal (error, _("6.5: %s is in that formation already"), unit->name);
      if (unit->type == L2Y_INFANTRY && unit->skirmish && !unit->light)
        return illegal (error, _("7: %s is line infantry bought without light troops and skirmishes all battle"),
                        unit->name);
      if (!gun)
        {
          if (unit->disordered)
            {
              unit->shaken = TRUE;
              muster_entry_append_text (entry, _("Changing formation while disordered shakes it (6.5)."));
            }
          else if ((unit->grade == 'D' || unit->irregular) && to != L2Y_SKIRMISH)
            {
              unit->disordered = TRUE;
              muster_entry_append_text (entry, _("Grade D troops and irregulars end a formation change disordered (6.5)."));
            }
        }
      unit->formation = to;
      if (to == L2Y_SKIRMISH)
        unit->disordered = FALSE;
      muster_entry_append_text (entry, _("%s forms %s."), unit->name, l2y_formation_name (to));
    }
  if (has_word (words, "disordering") && !is_skirmishing (unit) && unit->type != L2Y_GENERAL)
    {
      unit->disordered = TRUE;
      muster_entry_append_text (entry, _("%s is disordered by the ground (6.1)."), unit->name);
    }
  if (has_word (words, "advanced"))
    unit->advanced = TRUE;
  unit->moved = TRUE;
  muster_entry_append_text (entry, _("%s moves (up to %d\")%s."), unit->name, l2y_movement (self, unit),
                            unit->advanced ? _(", advancing 3\" or more") : "");
  return TRUE;
}

gboolean
l2y_apply_retreat (MusterState            *state,
                   const MusterActionDef  *def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  L2yUnit *unit;

  if (!muster_args_check_count (args, 1, 1, "retreat UNIT", error) || (unit = need_unit (self, args[0], error)) == NULL)
    return FALSE;
  if (unit->type == L2Y_GENERAL)
    return illegal (error, _("6.14: generals move freely"));
  if (g_strcmp0 (unit->side, self->active) != 0 || self->phase != L2Y_PHASE_MOVE)
    return illegal (error, _("6.14: only active units retreat of their own will, in their move"));
  for (guint i = 0; unit->foes[i]; i++)
    {
      L2yUnit *foe = l2y_find_unit (self, unit->foes[i]);

      if (unit->type != L2Y_CAVALRY || foe == NULL || foe->type != L2Y_INFANTRY)
        return illegal (error, _("6.14: of units in combat, only cavalry fighting infantry may retreat of their own will"));
    }
  muster_entry_append_text (entry, _("%s retreats of its own will (6.14)."), unit->name);
  retreat_shaken (self, unit, l2y_chart (self->charts, "fire-test", "rout-hits"), entry);
  unit->moved = TRUE;
  return TRUE;
}

gboolean
l2y_apply_reform (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  L2yUnit *unit;

  if (!muster_args_check_count (args, 1, 1, "reform UNIT", error) || (unit = need_unit (self, args[0], error)) == NULL)
    return FALSE;
  if (g_strcmp0 (unit->side, self->active) != 0 || self->phase != L2Y_PHASE_REFORM)
    return illegal (error, _("2: the active side reforms at the end of its turn"));
  if (!unit->disordered)
    return illegal (error, _("6.1: %s is not disordered"), unit->name);
  if (unit->moved)
    return illegal (error, _("6.1: %s moved this turn; it must stand a whole turn to reform"), unit->name);
  if (unit->foes[0] != NULL && unit->shaken)
    return illegal (error, _("5: a shaken unit in combat cannot reform"));
  unit->disordered = FALSE;
  muster_entry_append_text (entry, _("%s stood all turn and reforms (6.1)."), unit->name);
  return TRUE;
}

gboolean
l2y_apply_attach (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  L2yUnit *general, *unit = NULL;

  if (!muster_args_check_count (args, 2, 2, "attach GENERAL UNIT|none", error) ||
      (general = need_unit (self, args[0], error)) == NULL)
    return FALSE;
  if (general->type != L2Y_GENERAL)
    return illegal (error, _("4.1: %s is not a general"), general->name);
  if (!g_str_equal (args[1], "none") && (unit = need_unit (self, args[1], error)) == NULL)
    return FALSE;
  if (unit != NULL && (unit->type == L2Y_GENERAL || g_strcmp0 (unit->side, general->side) != 0))
    return illegal (error, _("4.1: a general joins a unit of his own side"));
  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *other = g_ptr_array_index (self->units, i);

      if (g_strcmp0 (other->general, general->id) == 0)
        g_clear_pointer (&other->general, g_free);
    }
  if (unit == NULL)
    {
      muster_entry_append_text (entry, _("%s rides on his own."), general->name);
      return TRUE;
    }
  if (unit->general != NULL)
    return illegal (error, _("4.1: %s has a general with it already"), unit->name);
  unit->general = g_strdup (general->id);
  muster_entry_append_text (entry, _("%s joins %s."), general->name, unit->name);
  return TRUE;
}

/* 4.2: a general whose unit shattered and who cannot make his retreat
 * move is captured. */
gboolean
l2y_apply_capture (MusterState            *state,
                   const MusterActionDef  *def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  L2yUnit *general;

  if (!muster_args_check_count (args, 1, 1, "capture GENERAL", error) ||
      (general = need_unit (self, args[0], error)) == NULL)
    return FALSE;
  if (general->type != L2Y_GENERAL)
    return illegal (error, _("4.2: %s is not a general"), general->name);
  if (!general->must_retreat)
    return illegal (error, _("4.2: a general is captured only when the unit he is with shatters and he "
                             "cannot retreat; %s is not in that place"), general->name);
  remove_unit (self, general, _("captured"), NULL);
  general->must_retreat = FALSE;
  muster_entry_append_text (entry, _("%s cannot make his retreat move and is captured (4.2)."), general->name);
  return TRUE;
}

gboolean
l2y_apply_duel_test (MusterState            *state,
                     const MusterActionDef  *def,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int free_on = l2y_chart (self->charts, "optional", "duel-refuse");
  MusterRollSpec spec = { NULL, N_("artillery duel"), free_on, 6 };
  L2yUnit *unit;
  guint die;

  if (!self->artillery_duel)
    return illegal (error, _("14.4: the artillery duel is an optional rule not in play"));
  if (!muster_args_check_count (args, 1, 1, "duel-test UNIT", error) || (unit = need_unit (self, args[0], error)) == NULL)
    return FALSE;
  if (!l2y_is_gun (unit) || g_strcmp0 (unit->side, self->active) != 0 || self->phase != L2Y_PHASE_FIRE)
    return illegal (error, _("14.4: active guns test before they shoot"));
  spec.side = unit->side;
  if (!muster_chance_roll (chance, 1, 6, &spec, &die, error))
    return FALSE;
  muster_entry_append_text (entry, (int) die >= free_on
                                   ? _("%s rolled %u: free to choose its target (14.4).")
                                   : _("%s rolled %u: it must answer the enemy guns, the nearest first (14.4)."),
                            unit->name, die);
  return TRUE;
}

/* Corrections: the table set straight after a slip. */
gboolean
l2y_apply_correct (MusterState            *state,
                   const MusterActionDef  *def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const char *field;
  L2yUnit *unit;
  int n = 0;

  if (!muster_args_check_count (args, 3, 3, "correct UNIT FIELD VALUE", error))
    return FALSE;
  unit = l2y_find_unit (self, args[0]);
  if (unit == NULL)
    return invalid (error, _("There is no unit “%s”"), args[0]);
  field = args[1];
  if (g_str_equal (field, "shaken") || g_str_equal (field, "disordered") || g_str_equal (field, "unsupplied") ||
      g_str_equal (field, "moved") || g_str_equal (field, "advanced") || g_str_equal (field, "gone"))
    {
      gboolean yes = g_str_equal (args[2], "yes");

      if (!yes && !g_str_equal (args[2], "no"))
        return invalid (error, _("Say yes or no"));
      if (g_str_equal (field, "shaken"))
        unit->shaken = yes;
      else if (g_str_equal (field, "disordered"))
        unit->disordered = yes && !is_skirmishing (unit);
      else if (g_str_equal (field, "unsupplied"))
        unit->unsupplied = yes;
      else if (g_str_equal (field, "moved"))
        unit->moved = yes;
      else if (g_str_equal (field, "advanced"))
        unit->advanced = yes;
      else if (yes && !unit->gone)
        remove_unit (self, unit, _("off the table"), entry);
      else if (!yes && unit->gone)
        return illegal (error, _("6.13: units that leave the table do not come back"));
    }
  else if (g_str_equal (field, "formation"))
    {
      L2yFormation f;

      if (!l2y_formation_from_id (args[2], &f) || (l2y_is_gun (unit) != (f == L2Y_LIMBERED || f == L2Y_UNLIMBERED)))
        return invalid (error, _("That formation does not fit %s"), unit->name);
      unit->formation = f;
      if (f == L2Y_SKIRMISH)
        unit->disordered = FALSE;
    }
  else if (g_str_equal (field, "models") || g_str_equal (field, "gunners") || g_str_equal (field, "guns-out") ||
           g_str_equal (field, "carried") || g_str_equal (field, "rout-hits"))
    {
      int max = g_str_equal (field, "carried") ? (unit->type == L2Y_CAVALRY ? 1 : 0)
                : g_str_equal (field, "guns-out") ? unit->models
                : g_str_equal (field, "rout-hits") ? 1000 : g_str_equal (field, "gunners") ? unit->start : unit->start;

      if (unit->type == L2Y_GENERAL ||
          ((g_str_equal (field, "gunners") || g_str_equal (field, "guns-out")) && !l2y_is_gun (unit)))
        return invalid (error, _("%s has no such count"), unit->name);
      if (!muster_args_parse_int (args[2], field, 0, max, &n, error))
        return FALSE;
      if (g_str_equal (field, "models"))
        {
          if (n < unit->guns_out)
            return invalid (error, _("Fewer guns than are out of action"));
          unit->models = n;
        }
      else if (g_str_equal (field, "gunners"))
        unit->gunners = n;
      else if (g_str_equal (field, "guns-out"))
        unit->guns_out = n;
      else if (g_str_equal (field, "carried"))
        unit->carried = n;
      else
        unit->rout_hits = n;
    }
  else
    return invalid (error, _("Correctable: models, gunners, guns-out, carried, rout-hits, shaken, disordered, "
                             "formation, unsupplied, moved, advanced, gone"));
  muster_entry_append_text (entry, _("Corrected %s: %s is now %s."), unit->name, field, args[2]);
  check_shatter (self, unit, entry);
  return TRUE;
}

/* The − and + of a unit card's counts (the sheet's adjust action): the
 * row as the card names it, and a change. */
gboolean
l2y_apply_adjust (MusterState            *state,
                  const MusterActionDef  *def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  L2yUnit *unit;
  int delta, old, now, max;
  int *field;
  gboolean working = FALSE;

  if (!muster_args_check_count (args, 3, 3, "adjust UNIT ROW DELTA", error) ||
      !muster_args_parse_int (args[2], _("The change"), -1000, 1000, &delta, error))
    return FALSE;
  if ((unit = need_unit (self, args[0], error)) == NULL)
    return FALSE;
  if (unit->type == L2Y_GENERAL)
    return invalid (error, _("%s has no counts to change"), unit->name);
  if (g_str_equal (args[1], _("Models")) && !l2y_is_gun (unit))
    {
      field = &unit->models;
      max = unit->start;
    }
  else if (g_str_equal (args[1], _("Gunners")) && l2y_is_gun (unit))
    {
      field = &unit->gunners;
      max = unit->start;
    }
  else if (g_str_equal (args[1], _("Gun models working")) && l2y_is_gun (unit))
    {
      field = &unit->guns_out;
      max = unit->models;
      working = TRUE;
    }
  else if (g_str_equal (args[1], _("Hit carried")) && unit->type == L2Y_CAVALRY)
    {
      field = &unit->carried;
      max = 1;
    }
  else if (g_str_equal (args[1], _("Rout hits")))
    {
      field = &unit->rout_hits;
      max = 1000;
    }
  else
    return invalid (error, _("%s has no count “%s”"), unit->name, args[1]);
  old = working ? unit->models - *field : *field;
  now = old + delta;
  if (now < 0 || now > max)
    return invalid (error, _("%s: %s runs from 0 to %d"), unit->name, args[1], max);
  *field = working ? unit->models - now : now;
  muster_entry_append_text (entry, _("Corrected %s: %s %d → %d."), unit->name, args[1], old, now);
  check_shatter (self, unit, entry);
  return TRUE;
}

/* The turn (2) */

GPtrArray *
l2y_owed_tests (L2yState    *self,
                const char **action)
{
  GPtrArray *owed = g_ptr_array_new ();

  *action = NULL;
  if (!self->battle)
    return owed;
  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);

      if (unit->gone)
        continue;
      if (self->phase == L2Y_PHASE_FIRE_TESTS && unit->turn_fire_hits > 0 && !unit->fire_tested &&
          g_strcmp0 (unit->side, self->active) != 0)
        {
          *action = "fire-test";
          g_ptr_array_add (owed, unit);
        }
      else if (self->phase == L2Y_PHASE_RALLY && unit->shaken && !unit->rally_tested &&
               g_strcmp0 (unit->side, self->active) == 0)
        {
          *action = "rally-test";
          g_ptr_array_add (owed, unit);
        }
    }
  return owed;
}

gboolean
l2y_apply_next_phase (MusterState            *state,
                      const MusterActionDef  *def,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  L2yState *self = L2Y_STATE (state);
  const char *action = NULL;
  g_autoptr(GPtrArray) owed = l2y_owed_tests (self, &action);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, "next-phase", error))
    return FALSE;
  if (owed->len > 0)
    return illegal (error, g_str_equal (action, "fire-test") ? _("9.5: %s must take its fire test first")
                                                              : _("5: %s must test to rally first"),
                    ((L2yUnit *) g_ptr_array_index (owed, 0))->name);
  /* A general who had to retreat has done so, or was captured. */
  for (guint i = 0; i < self->units->len; i++)
    ((L2yUnit *) g_ptr_array_index (self->units, i))->must_retreat = FALSE;
  if (self->phase + 1 < L2Y_N_PHASES)
    {
      self->phase++;
      muster_entry_append_text (entry, _("Turn %d: the %s phase."), self->turn, l2y_phase_name (self->phase));
      return TRUE;
    }
  self->phase = L2Y_PHASE_RALLY;
  self->turn++;
  self->active = l2y_other_side (self->active);
  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);

      unit->turn_fire_hits = unit->turn_combat_hits = 0;
      unit->fired = unit->fired_ball = unit->fire_tested = unit->rally_tested = FALSE;
      unit->command_tested = unit->command_failed = FALSE;
      unit->moved = FALSE;
      unit->breakthroughs = 0;
      if (g_strcmp0 (unit->side, self->active) == 0)
        unit->advanced = FALSE;
    }
  muster_entry_append_text (entry, _("Turn %d begins: the %s side is active."), self->turn,
                            l2y_side_name (self->active));
  return TRUE;
}
