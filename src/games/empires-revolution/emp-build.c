/* emp-build.c: phase 3, building new units (page 5): where each power may
 * build what, the British colonial price, American militia outside the
 * cities, Canada's limits for the war, generals drawn face down.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "emp-private.h"

typedef struct
{
  int      type;
  int      count;
  int      place;     /* where the units appear */
  int      builder;   /* the city (or England) that builds a ship; else place */
  int      each;      /* cost of one */
  int      factor;    /* 1, 2 (militia outside a city), 3 (British colonial)
                       * or 0 (George Washington's free unit, 6.1) */
} Order;

/* 6.1: George Washington standing in @place, if he does. */
static gboolean
washington_at (EmpState *self,
               int       place)
{
  int washington = emp_chart_find_general (self->chart, "washington");

  for (guint i = 0; i < self->units->len; i++)
    {
      const EmpUnit *unit = g_ptr_array_index (self->units, i);

      if (unit->general == washington && washington >= 0 && unit->place == place && unit->carrier == 0)
        return TRUE;
    }
  return FALSE;
}

/* 5.1: may @power build at @place (a land place) at all, and at what
 * factor? */
static gboolean
land_site (EmpState   *self,
           EmpPower    power,
           int         type,
           int         place,
           int        *factor,
           GError    **error)
{
  const EmpUnitType *t = emp_chart_type (self->chart, type);
  const char *id = t->id;
  gboolean militia = g_str_equal (id, "militia");
  EmpPlace *p = &self->places[place];

  *factor = 1;
  switch (power)
    {
    case EMP_BRITISH:
      if (emp_has_tag (self, place, "england"))
        return TRUE;
      if (g_str_equal (id, "hessians"))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: Hessians are raised only in England"));
      if (!emp_has_tag (self, place, "city") || p->owner != EMP_BRITISH || !p->held_at_start || p->slashed ||
          emp_count_at (self, place, EMP_BRITISH, -1) == 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                            _("5.1: the British build in England, or in a colonial city they occupy, held since their turn began and not slashed and burned"));
      if (emp_has_tag (self, place, "canada"))
        {
          if (!g_str_equal (id, "infantry") && !g_str_equal (id, "cannon"))
            return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.3: Canada raises only infantry and cannon"));
        }
      *factor = 3;
      return TRUE;
    case EMP_AMERICAN:
      if (!emp_has_tag (self, place, "land") || p->owner != EMP_AMERICAN || emp_count_hostile (self, place, power) > 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: the Americans build in territories they hold"));
      if (p->slashed && !emp_has_tag (self, place, "city") && (militia || g_str_equal (id, "infantry")))
        {
          /* 6.1: but George Washington there still raises one for free. */
          if (washington_at (self, place) && !self->washington_raised)
            {
              *factor = 0;
              return TRUE;
            }
          return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                              _("6.1: a territory slashed and burned raises no militia or infantry, but one a turn for free where George Washington stands"));
        }
      if (emp_has_tag (self, place, "city"))
        return TRUE;
      if (militia)
        {
          *factor = 2;
          return TRUE;
        }
      return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: only militia are raised outside a city, at double cost"));
    case EMP_SPANISH:
      if (!emp_has_tag (self, place, "florida") || p->owner != EMP_SPANISH)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.2: Spain raises infantry in Florida"));
      return TRUE;
    case EMP_INDIANS:
      if (!emp_has_tag (self, place, "red") || emp_count_hostile (self, place, power) > 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.3: Indian units are raised in the settlements (red squares)"));
      return TRUE;
    case EMP_FRENCH:
    case EMP_N_POWERS:
    default:
      return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.1: French units appear in France Begins Here"));
    }
}

static gboolean
parse_order (EmpState           *self,
             const char * const *args,
             Order              *order,
             GError            **error)
{
  EmpPower power = emp_acting_power (self);
  const EmpUnitType *t;

  if (!muster_args_check_count (args, 3, 3, "build WHAT COUNT PLACE", error))
    return FALSE;
  order->type = emp_chart_find_type (self->chart, args[0]);
  if (order->type < 0)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("There is no unit “%s”"), args[0]);
  if (!muster_args_parse_int (args[1], "COUNT", 1, 99, &order->count, error))
    return FALSE;
  if (!emp_parse_place (self, args[2], &order->place, error))
    return FALSE;
  if (self->phase != EMP_PHASE_BUILD)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: units are built in phase 3, after collecting"));
  t = emp_chart_type (self->chart, order->type);
  if (!(t->powers & (1u << power)))
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: the %s do not build %s"), emp_power_name (power), t->plural);
  if (power == EMP_SPANISH && !g_str_equal (t->id, "infantry") && !g_str_equal (t->id, "general"))
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.2: Spain raises only infantry"));
  order->builder = order->place;
  order->factor = 1;
  if (power == EMP_FRENCH)
    {
      if (!emp_has_tag (self, order->place, "france"))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("3.1: French units appear in France Begins Here"));
    }
  else if (t->sea)
    {
      /* 5.1: a ship goes into water beside the city that built it. */
      gboolean found = FALSE;
      g_autoptr(GError) why = NULL;

      if (!emp_is_water (self, order->place))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: ships are placed at sea beside the city that builds them"));
      for (guint i = 0; i < self->n_places && !found; i++)
        if (emp_adjacent (self, (int) i, order->place) && emp_is_land (self, (int) i) &&
            (emp_has_tag (self, (int) i, "city") || emp_has_tag (self, (int) i, "england")))
          {
            g_clear_error (&why);
            found = land_site (self, power, order->type, (int) i, &order->factor, &why);
            if (found)
              order->builder = (int) i;
          }
      if (!found)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: no city of the %s beside %s can build ships"),
                            emp_power_name (power), emp_place_name (self, order->place));
    }
  else
    {
      if (!emp_is_land (self, order->place))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: land units are raised on land"));
      if (!land_site (self, power, order->type, order->place, &order->factor, error))
        return FALSE;
      if (g_str_equal (t->id, "general") && !emp_has_tag (self, order->place, "city") &&
          !emp_has_tag (self, order->place, "england"))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.2: generals join in cities"));
    }
  if (g_str_equal (t->id, "general") && (int) self->pool[power]->len < order->count)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL,
                        g_dngettext (GETTEXT_PACKAGE, "5.2: the %s have %u general left to draw",
                                     "5.2: the %s have %u generals left to draw", self->pool[power]->len),
                        emp_power_name (power), self->pool[power]->len);
  if (power == EMP_BRITISH && emp_has_tag (self, order->builder, "canada"))
    {
      gboolean infantry = g_str_equal (t->id, "infantry");
      int built = infantry ? self->canada_infantry : self->canada_cannon;
      int cap = infantry ? 10 : 2;

      if (built + order->count > cap)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.3: Canada raises %d %s in the whole war: %d more may be built"),
                            cap, t->plural, cap - built);
    }
  if (order->factor == 0 && order->count > 1)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("6.1: George Washington raises one unit a turn there, for free"));
  order->each = t->cost * order->factor;
  return TRUE;
}

/* French units appear aboard French transports in France Begins Here. */
static gboolean
board_french (EmpState *self,
              EmpUnit  *unit,
              gboolean  override,
              GError  **error)
{
  int transport = emp_chart_find_type (self->chart, "transport");

  for (guint i = 0; i < self->units->len; i++)
    {
      EmpUnit *t = g_ptr_array_index (self->units, i);
      int aboard = 0;

      if (t->type != transport || t->power != EMP_FRENCH || t->place != unit->place)
        continue;
      for (guint k = 0; k < self->units->len; k++)
        if (((EmpUnit *) g_ptr_array_index (self->units, k))->carrier == t->id)
          aboard++;
      /* The capacity is reconstructed: past it at the group's word. */
      if (override || aboard < emp_chart_type (self->chart, transport)->capacity)
        {
          unit->carrier = t->id;
          return TRUE;
        }
    }
  return muster_fail (error, override ? MUSTER_ERROR_ILLEGAL : MUSTER_ERROR_UNCERTAIN,
                      _("3.1: French land units wait aboard transports in France Begins Here, and none has room"));
}

/* The checks of a build with @args, before it changes anything. */
static gboolean
check_build (EmpState            *self,
             const char * const  *args,
             Order               *order,
             gboolean             override,
             GError             **error)
{
  EmpPower power = emp_acting_power (self);
  int total;

  if (!parse_order (self, args, order, error))
    return FALSE;
  total = order->each * order->count;
  if (total <= self->treasury[power])
    return TRUE;
  if (g_strcmp0 (emp_chart_type (self->chart, order->type)->source, "user") == 0)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, _("5.1: that costs %d and the %s have %d"),
                        total, emp_power_name (power), self->treasury[power]);
  return emp_uncertain (override, error,
                        _("5.1: that costs %d (reconstructed prices unless the group set them) and the %s have %d"),
                        total, emp_power_name (power), self->treasury[power]);
}

gboolean
emp_precheck_build (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    gboolean                override,
                    GError                **error)
{
  Order order;

  return check_build (EMP_STATE (state), args, &order, override, error);
}

gboolean
emp_apply_build (MusterState            *state,
                 const MusterActionDef  *def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  EmpState *self = EMP_STATE (state);
  EmpPower power = emp_acting_power (self);
  gboolean override = muster_entry_get_override (entry);
  const EmpUnitType *t;
  Order order;
  int total;

  muster_entry_set_rule (entry, "5.1");
  if (!check_build (self, muster_entry_get_args (entry), &order, override, error))
    return FALSE;
  t = emp_chart_type (self->chart, order.type);
  /* Past a reconstructed price at the group's word, it costs what is left. */
  total = MIN (order.each * order.count, self->treasury[power]);
  self->treasury[power] -= total;
  emp_ledger_line (self, power)->spent += total;
  for (int i = 0; i < order.count; i++)
    {
      EmpUnit *unit = emp_add_unit (self, power, order.type, order.place);

      unit->moves = 99;   /* new units wait for the next turn */
      if (g_str_equal (t->id, "general"))
        {
          guint pick;

          /* 5.2: shuffled face down, one drawn. */
          if (!muster_chance_pick (chance, self->pool[power]->len, N_("general drawn"), &pick, error))
            return FALSE;
          unit->general = g_array_index (self->pool[power], int, pick);
          g_array_remove_index (self->pool[power], pick);
          muster_entry_append_text (entry, _("The %s draw a general face down: %s joins in %s."), emp_power_name (power),
                                    emp_chart_general (self->chart, unit->general)->name,
                                    emp_place_name (self, order.place));
        }
      if (power == EMP_FRENCH && !t->sea && !board_french (self, unit, override, error))
        return FALSE;
    }
  if (power == EMP_BRITISH && emp_has_tag (self, order.builder, "canada"))
    {
      if (g_str_equal (t->id, "infantry"))
        self->canada_infantry += order.count;
      else
        self->canada_cannon += order.count;
    }
  if (!g_str_equal (t->id, "general"))
    {
      g_autofree char *what = emp_count_name (self, order.type, order.count);

      muster_entry_append_text (entry, _("The %s build %s in %s for %d."), emp_power_name (power), what,
                                emp_place_name (self, order.place), total);
    }
  if (order.factor == 0)
    {
      self->washington_raised = TRUE;
      muster_entry_set_rule (entry, "6.1");
      muster_entry_append_text (entry, _("George Washington raises it for nothing, slashed and burned as the land is."));
    }
  if (order.factor == 3)
    muster_entry_append_text (entry, _("Built in the colonies, they cost the British three times as much."));
  else if (order.factor == 2)
    muster_entry_append_text (entry, _("Militia raised outside a city cost double."));
  muster_entry_append_text (entry, _("%d production left."), self->treasury[power]);
  return TRUE;
}

void
emp_preview_build (MusterState           *state,
                   const MusterActionDef *def,
                   const char * const    *args,
                   MusterPreview         *preview)
{
  EmpState *self = EMP_STATE (state);
  Order order;
  g_autofree char *label = NULL;

  if (!parse_order (self, args, &order, NULL))
    return;
  label = g_strdup_printf (_("Costs %d of %d"), order.each * order.count, self->treasury[emp_acting_power (self)]);
  muster_preview_add_outcome (preview, label, order.each * order.count <= self->treasury[emp_acting_power (self)] ? 1.0 : 0.0,
                              NULL);
}

GArray *
emp_build_options (EmpState *self)
{
  GArray *options = g_array_new (FALSE, FALSE, sizeof (EmpBuildOption));
  EmpPower power = emp_acting_power (self);

  if (self->phase != EMP_PHASE_BUILD || self->over)
    return options;
  for (guint t = 0; t < self->chart->types->len; t++)
    {
      const EmpUnitType *type = emp_chart_type (self->chart, (int) t);

      if (!(type->powers & (1u << power)))
        continue;
      for (guint p = 0; p < self->n_places; p++)
        {
          const char *args[] = { type->id, "1", revroad_map_get_region (self->map, (int) p)->id, NULL };
          Order order;

          if (parse_order (self, args, &order, NULL))
            {
              EmpBuildOption option = { (int) t, (int) p, order.each, order.factor, -1 };

              if (power == EMP_BRITISH && emp_has_tag (self, order.builder, "canada"))
                option.left = g_str_equal (type->id, "infantry") ? 10 - self->canada_infantry : 2 - self->canada_cannon;

              g_array_append_val (options, option);
            }
        }
    }
  return options;
}
