/* l2y-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "l2y-private.h"
#include "l2y-view.h"

void
l2y_view_unit_free (L2yViewUnit *unit)
{
  if (unit == NULL)
    return;
  g_free (unit->id);
  g_free (unit->name);
  g_free (unit->side);
  g_free (unit->summary);
  g_free (unit->breakdown);
  g_strfreev (unit->warnings);
  g_free (unit->formation);
  g_free (unit->order);
  g_free (unit->general_with);
  g_free (unit->foes);
  g_free (unit->fate);
  g_free (unit->owes);
  g_free (unit->type);
  g_free (unit->ranks);
  g_free (unit->weapon);
  g_strfreev (unit->fields);
  g_free (unit);
}

L2yViewUnit *
l2y_view_unit_copy (const L2yViewUnit *unit)
{
  L2yViewUnit *copy = g_memdup2 (unit, sizeof *unit);

  copy->id = g_strdup (unit->id);
  copy->name = g_strdup (unit->name);
  copy->side = g_strdup (unit->side);
  copy->summary = g_strdup (unit->summary);
  copy->breakdown = g_strdup (unit->breakdown);
  copy->warnings = g_strdupv (unit->warnings);
  copy->formation = g_strdup (unit->formation);
  copy->order = g_strdup (unit->order);
  copy->general_with = g_strdup (unit->general_with);
  copy->foes = g_strdup (unit->foes);
  copy->fate = g_strdup (unit->fate);
  copy->owes = g_strdup (unit->owes);
  copy->type = g_strdup (unit->type);
  copy->ranks = g_strdup (unit->ranks);
  copy->weapon = g_strdup (unit->weapon);
  copy->fields = g_strdupv (unit->fields);
  return copy;
}

gboolean
l2y_view_is_battle (L2yState *state)
{
  g_return_val_if_fail (L2Y_IS_STATE (state), FALSE);
  return state->battle;
}

static GStrv
strv_take (GPtrArray *strings)
{
  g_ptr_array_add (strings, NULL);
  return (GStrv) g_ptr_array_free (strings, FALSE);
}

/* The names of the units @ids names, joined; NULL for none. */
static char *
names_of (L2yState           *state,
          const char * const *ids)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      L2yUnit *unit = l2y_find_unit (state, ids[i]);

      g_string_append_printf (names, "%s%s", i ? ", " : "", unit ? unit->name : ids[i]);
    }
  return names->len ? g_strdup (names->str) : NULL;
}

static L2yViewUnit *
view_unit (L2yState   *state,
           L2yUnit    *unit,
           GHashTable *owed)
{
  L2yViewUnit *out = g_new0 (L2yViewUnit, 1);

  out->id = g_strdup (unit->id);
  out->name = g_strdup (unit->name);
  out->side = g_strdup (unit->side);
  out->summary = l2y_unit_summary (unit);
  out->general = unit->type == L2Y_GENERAL;
  out->gun = l2y_is_gun (unit);
  out->type = g_strdup (l2y_type_id (unit->type));
  out->grade = unit->grade;
  out->models = unit->models;
  out->gunners = unit->gunners;
  out->ranks = g_strdup (unit->skirmish ? "skirmish" : unit->ranks == 3 ? "3-rank" : "2-rank");
  out->weapon = g_strdup (l2y_weapon_id (unit->weapon));
  out->irregular = unit->irregular;
  out->light = unit->light;
  out->bayonets = unit->bayonets;
  out->limbers = unit->limbers;
  out->fields = l2y_unit_fields (unit);
  if (!state->battle)
    {
      g_autoptr(GString) breakdown = g_string_new (NULL);
      GPtrArray *warnings = l2y_unit_warnings (state, unit);

      out->cost = l2y_unit_cost (state, unit, breakdown);
      out->breakdown = g_strdup (breakdown->str);
      /* Each string moves to the new array; the old one frees none. */
      g_ptr_array_set_free_func (warnings, NULL);
      out->warnings = strv_take (warnings);
      return out;
    }
  out->strength = out->gun ? unit->gunners : unit->models;
  out->start = unit->start;
  out->shatter_line = l2y_shatter_line (unit);
  out->rout_hits = unit->rout_hits;
  out->gun_models = out->gun ? unit->models : 0;
  out->guns = out->gun ? unit->models - unit->guns_out : 0;
  out->carried = unit->carried > 0;
  out->shaken = unit->shaken;
  out->disordered = unit->disordered;
  out->steady = l2y_is_steady (unit);
  out->formation = g_strdup (l2y_formation_name (unit->formation));
  out->order = g_strdup (unit->skirmish || unit->formation == L2Y_SKIRMISH ? _("Skirmishers")
                         : unit->disordered ? _("Disordered")
                         : out->steady ? _("Steady") : _("In order"));
  if (unit->general != NULL)
    {
      const char *ids[] = { unit->general, NULL };

      out->general_with = names_of (state, ids);
    }
  out->foes = names_of (state, (const char * const *) unit->foes);
  out->gone = unit->gone;
  out->must_retreat = unit->must_retreat;
  out->fate = g_strdup (unit->gone ? (unit->fate ? unit->fate : _("gone")) : NULL);
  out->owes = g_strdup (g_hash_table_lookup (owed, unit));
  return out;
}

GPtrArray *
l2y_view_units (L2yState   *state,
                const char *side)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) l2y_view_unit_free);
  g_autoptr(GHashTable) owed = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) owing = NULL;
  const char *action = NULL;

  g_return_val_if_fail (L2Y_IS_STATE (state), out);

  owing = l2y_owed_tests (state, &action);
  for (guint i = 0; i < owing->len; i++)
    g_hash_table_insert (owed, g_ptr_array_index (owing, i), (gpointer) action);
  for (guint i = 0; i < state->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (state->units, i);

      if (side == NULL || g_strcmp0 (unit->side, side) == 0)
        g_ptr_array_add (out, view_unit (state, unit, owed));
    }
  return out;
}

void
l2y_view_points (L2yState *state,
                 int      *total,
                 int      *limit)
{
  g_return_if_fail (L2Y_IS_STATE (state));

  *total = l2y_army_cost (state, NULL);
  *limit = state->points_limit;
}

GStrv
l2y_view_army_warnings (L2yState *state)
{
  GPtrArray *warnings;

  g_return_val_if_fail (L2Y_IS_STATE (state), NULL);

  warnings = l2y_army_limit_warnings (state);
  g_ptr_array_set_free_func (warnings, NULL);
  return strv_take (warnings);
}

void
l2y_view_turn (L2yState    *state,
               int         *turn,
               const char **phase,
               const char **active)
{
  g_return_if_fail (L2Y_IS_STATE (state));

  *turn = state->turn;
  *phase = l2y_phase_name (state->phase);
  *active = state->active;
}

const char * const *
l2y_view_choices (const char          *field,
                  const char * const **names)
{
  static const char * const fields[] = { "type", "grade", "formation", "weapon" };
  static const char * const values[][6] = {
    { "infantry", "cavalry", "light-gun", "field-gun", "general", NULL },
    { "A", "B", "C", "D", NULL },
    { "2-rank", "3-rank", "skirmish", NULL },
    { "muskets", "rifles", "carbines", "none", NULL },
  };
  static const char *labels[G_N_ELEMENTS (fields)][6];

  *names = NULL;
  for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
    if (g_strcmp0 (field, fields[f]) == 0)
      {
        for (guint i = 0; values[f][i] != NULL; i++)
          labels[f][i] = l2y_choice_label (values[f][i]);
        *names = labels[f];
        return values[f];
      }
  return NULL;
}

const char *
l2y_view_side_name (const char *side)
{
  return l2y_side_name (side);
}
