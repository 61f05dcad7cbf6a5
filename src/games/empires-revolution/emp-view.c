/* emp-view.c: see emp-view.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-private.h"
#include "emp-view.h"

guint
emp_view_n_places (EmpState *state)
{
  return state->n_places;
}

void
emp_view_place (EmpState     *state,
                guint         i,
                EmpViewPlace *out)
{
  const RevroadRegion *r = revroad_map_get_region (state->map, (int) i);
  const EmpPlace *p = &state->places[i];
  g_autoptr(GArray) battles = emp_battles (state);

  out->id = r->id;
  out->name = r->name;
  out->x = r->x;
  out->y = r->y;
  out->water = emp_is_water (state, (int) i);
  out->land = emp_has_tag (state, (int) i, "land");
  out->sea = emp_has_tag (state, (int) i, "sea");
  out->offmap = emp_has_tag (state, (int) i, "offmap");
  out->city = emp_has_tag (state, (int) i, "city");
  out->fort = emp_has_tag (state, (int) i, "fort");
  out->red = emp_has_tag (state, (int) i, "red");
  out->yellow = emp_has_tag (state, (int) i, "yellow");
  out->slashed = p->slashed;
  out->holder = emp_has_tag (state, (int) i, "land") ? emp_power_id (p->owner) : NULL;
  out->value = emp_has_tag (state, (int) i, "land") ? emp_value (state, (int) i) : 0;
  out->value_reconstructed = g_strcmp0 (revroad_map_get_attr_source (state->map, (int) i, "value"), "user") != 0;
  out->battle = FALSE;
  for (guint k = 0; k < battles->len; k++)
    if (g_array_index (battles, int, k) == (int) i)
      out->battle = TRUE;
}

static void
force_free (EmpViewForce *force)
{
  g_free (force->text);
  g_free (force);
}

GPtrArray *
emp_view_forces (EmpState *state,
                 guint     i)
{
  GPtrArray *forces = g_ptr_array_new_with_free_func ((GDestroyNotify) force_free);

  for (EmpPower p = 0; p < EMP_N_POWERS; p++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      int units = 0;

      for (guint t = 0; t < state->chart->types->len; t++)
        {
          int n = 0, aboard = 0;

          for (guint k = 0; k < state->units->len; k++)
            {
              EmpUnit *u = g_ptr_array_index (state->units, k);

              if (u->place != (int) i || u->power != p || u->type != (int) t || u->general >= 0)
                continue;
              if (u->carrier)
                aboard++;
              else
                n++;
            }
          units += n;
          if (n > 0)
            {
              g_autofree char *count = emp_count_name (state, (int) t, n);

              g_string_append_printf (text, "%s%s", text->len ? ", " : "", count);
            }
          if (aboard > 0)
            {
              g_autofree char *count = emp_count_name (state, (int) t, aboard);

              /* Translators: “2 Infantry aboard”. */
              g_string_append_printf (text, _("%s%s aboard"), text->len ? ", " : "", count);
            }
        }
      for (guint k = 0; k < state->units->len; k++)
        {
          EmpUnit *u = g_ptr_array_index (state->units, k);

          if (u->place == (int) i && u->power == p && u->general >= 0)
            {
              g_string_append_printf (text, "%s%s", text->len ? ", " : "",
                                      emp_chart_general (state->chart, u->general)->name);
              units++;
            }
        }
      if (text->len > 0)
        {
          EmpViewForce *force = g_new0 (EmpViewForce, 1);

          force->side = emp_power_id (p);
          force->units = units;
          force->text = g_string_free (g_steal_pointer (&text), FALSE);
          g_ptr_array_add (forces, force);
        }
    }
  return forces;
}

GArray *
emp_view_borders (EmpState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < revroad_map_get_n_borders (state->map); i++)
    {
      const RevroadBorder *b = revroad_map_get_border (state->map, i);
      int river = b->water == REVROAD_WATER_RIVER;

      if (!revroad_map_adjacent (state->map, b->a, b->b))
        continue;
      g_array_append_val (out, b->a);
      g_array_append_val (out, b->b);
      g_array_append_val (out, river);
    }
  return out;
}

const char *
emp_view_border (EmpState *state,
                 guint     a,
                 guint     b)
{
  if (!emp_adjacent (state, (int) a, (int) b))
    return "none";
  return emp_river_between (state, (int) a, (int) b) ? "river" : "land";
}

const char *
emp_view_side_name (const char *side)
{
  EmpPower power;

  return emp_power_from_id (side, &power) ? emp_power_name (power) : _("nobody");
}

char *
emp_view_describe (EmpState *state,
                   guint     i)
{
  EmpViewPlace place;
  g_autoptr(GPtrArray) forces = emp_view_forces (state, i);
  GString *out = g_string_new (NULL);

  emp_view_place (state, i, &place);
  g_string_append (out, place.name);
  if (place.holder != NULL)
    /* Translators: “, held by the British, worth 5”. */
    g_string_append_printf (out, _(", held by the %s, worth %d"), emp_view_side_name (place.holder), place.value);
  if (place.city)
    g_string_append (out, _(", a city"));
  if (place.fort)
    g_string_append (out, _(", a fort"));
  if (place.red)
    g_string_append (out, _(", an Indian settlement"));
  if (place.yellow)
    g_string_append (out, _(", a blockade square"));
  if (place.slashed)
    g_string_append (out, _(", slashed and burned"));
  if (forces->len == 0)
    g_string_append (out, _(". No units."));
  else
    {
      g_string_append (out, ".");
      for (guint k = 0; k < forces->len; k++)
        {
          EmpViewForce *force = g_ptr_array_index (forces, k);

          g_string_append_printf (out, _(" %s: %s."), emp_view_side_name (force->side), force->text);
        }
    }
  if (place.battle)
    g_string_append (out, _(" A battle waits here."));
  return g_string_free (out, FALSE);
}

char *
emp_view_turn (EmpState     *state,
               const char  **side)
{
  static const char *phases[] = { N_("movement"), N_("battles"), N_("building") };

  *side = state->over ? NULL : muster_state_get_acting_side (MUSTER_STATE (state));
  if (state->over)
    return g_strdup (_("The war is over"));
  /* Translators: “British: movement”; the turn is in the session's status. */
  return g_strdup_printf (_("%s: %s"), emp_view_side_name (*side), _(phases[state->phase]));
}

static void
purchase_free (EmpViewPurchase *purchase)
{
  g_free (purchase->what);
  g_free (purchase->place);
  g_free (purchase->label);
  g_free (purchase->note);
  g_free (purchase);
}

GPtrArray *
emp_view_purchases (EmpState *state)
{
  g_autoptr(GArray) options = emp_build_options (state);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) purchase_free);

  for (guint i = 0; i < options->len; i++)
    {
      const EmpBuildOption *o = &g_array_index (options, EmpBuildOption, i);
      const EmpUnitType *t = emp_chart_type (state->chart, o->type);
      EmpViewPurchase *purchase = g_new0 (EmpViewPurchase, 1);

      purchase->what = g_strdup (t->id);
      purchase->place = g_strdup (revroad_map_get_region (state->map, o->place)->id);
      /* Translators: a unit and where it is built: “Infantry in Quebec”. */
      purchase->label = g_strdup_printf (_("%s in %s"), t->plural, emp_place_name (state, o->place));
      purchase->note = o->factor == 3 ? g_strdup (_("three times the price in the colonies"))
                       : o->factor == 2 ? g_strdup (_("double outside a city"))
                       : o->factor == 0 ? g_strdup (_("George Washington's one unit a turn, for nothing"))
                       : NULL;
      purchase->each = o->each;
      purchase->most = o->factor == 0 ? 1 : o->left >= 0 ? o->left : 99;
      if (o->left >= 0)
        {
          g_autofree char *note = purchase->note;

          /* Translators: the price note, then how many more Canada may raise. */
          purchase->note = g_strdup_printf (_("%s; Canada may raise %d more in the war"), note, o->left);
        }
      g_ptr_array_add (out, purchase);
    }
  return out;
}

int
emp_view_production (EmpState *state)
{
  return state->treasury[emp_acting_power (state)];
}
