/* b2c-rally.c: Rally (6.8). Each leader in the region that has not rallied
 * this turn flips broken units back: a Patriot leader one, a British leader
 * two; once Concord is entered Smith and Pitcairn one each (11.0). The
 * solitaire rules (15.2) say the same of Smith and Pitcairn, and let Percy
 * rally two while healthy, one when wounded. Wounded leaders still rally
 * (4.2). Each leader that rallies gets a Rally marker.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

static int
leader_capacity (B2cState *self,
                 int       i)
{
  const RevroadUnitDef *def = b2c_def (self, i);

  if (def->side == REVROAD_PATRIOT)
    return 1;
  if ((i == self->data->smith || i == self->data->pitcairn) &&
      (self->concord_entered || b2c_solitaire (self)))
    return 1;
  if (i == self->data->percy && b2c_solitaire (self) && b2c_unit (self, i)->flipped)
    return 1;
  return 2;
}

static gboolean
rally_leader (B2cState    *self,
              int          i,
              RevroadSide  side,
              int          region)
{
  return b2c_unit_combatant (self, i, side, region) && b2c_def (self, i)->kind == REVROAD_KIND_LEADER &&
         !(b2c_unit (self, i)->markers & REVROAD_MARK_RALLIED);
}

static gboolean
rally_target (B2cState    *self,
              int          i,
              RevroadSide  side,
              int          region)
{
  const RevroadUnitDef *def = b2c_def (self, i);

  return b2c_unit_combatant (self, i, side, region) && b2c_unit (self, i)->flipped &&
         revroad_kind_is_military (def->kind) && def->has_back;
}

gboolean
b2c_can_rally (B2cCtx  *ctx,
               GError **error)
{
  B2cState *self = ctx->self;

  for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
    {
      gboolean leader = FALSE, broken = FALSE;

      for (guint i = 0; i < b2c_n_units (self); i++)
        {
          leader |= rally_leader (self, (int) i, ctx->side, (int) r);
          broken |= rally_target (self, (int) i, ctx->side, (int) r);
        }
      if (leader && broken)
        return TRUE;
    }
  return b2c_illegal (error, _("6.8 Rally: no region holds a broken unit of yours with a leader that has not rallied this turn"));
}

/* The checks of a Rally by @ctx's side with @args, before it changes
 * anything: the units it rallies, and the leaders there (@leaders holds
 * REVROAD_MAX_UNITS) with what they can rally together. */
static gboolean
check_rally (B2cCtx              *ctx,
             const char * const  *args,
             RevroadUnitSet      *units_out,
             int                 *leaders,
             guint               *n_leaders_out,
             int                 *capacity_out,
             GError             **error)
{
  B2cState *self = ctx->self;
  RevroadUnitSet units;
  int region, capacity = 0, need;
  guint n_leaders = 0;

  if (!b2c_parse_region_units (self, args, 0, "rally REGION [UNIT...]", &region, &units, error))
    return FALSE;

  for (guint i = 0; i < b2c_n_units (self); i++)
    if (rally_leader (self, (int) i, ctx->side, region))
      {
        leaders[n_leaders++] = (int) i;
        capacity += leader_capacity (self, (int) i);
      }
  if (n_leaders == 0)
    return b2c_illegal (error, _("6.8 Rally: a leader of yours that has not rallied this turn must be in %s"),
                        b2c_region_name (self, region));
  if (revroad_unit_set_is_empty (&units))
    for (guint i = 0; i < b2c_n_units (self) && (int) revroad_unit_set_count (&units) < capacity; i++)
      if (rally_target (self, (int) i, ctx->side, region))
        revroad_unit_set_add (&units, i);
  if (revroad_unit_set_is_empty (&units))
    return b2c_illegal (error, _("6.8 Rally: there is no broken unit of yours in %s"), b2c_region_name (self, region));
  revroad_unit_set_foreach (i, &units)
    if (!rally_target (self, (int) i, ctx->side, region))
      return b2c_illegal (error, _("6.8 Rally: %s is not a broken unit of yours in %s"), b2c_unit_name (self, (int) i),
                          b2c_region_name (self, region));
  need = (int) revroad_unit_set_count (&units);
  if (need > capacity)
    return b2c_illegal (error, g_dngettext (GETTEXT_PACKAGE, "6.8 Rally: the leaders in %s can rally %d unit, not %d",
                             "6.8 Rally: the leaders in %s can rally %d units, not %d", capacity),
                        b2c_region_name (self, region), capacity, need);
  *units_out = units;
  *n_leaders_out = n_leaders;
  *capacity_out = capacity;
  return TRUE;
}

B2C_PRECHECK (b2c_precheck_rally)
{
  g_autoptr(GError) local = NULL;
  int leaders[REVROAD_MAX_UNITS];
  RevroadUnitSet units;
  guint n_leaders;
  int capacity;
  B2cCtx ctx;

  if (!b2c_precheck_begin (state, def, override, &ctx))
    return TRUE;
  return b2c_precheck_answer (check_rally (&ctx, args, &units, leaders, &n_leaders, &capacity, &local), &local, error);
}

gboolean
b2c_apply_rally (MusterState            *state,
                 const MusterActionDef  *action,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cState *self = ctx->self;
  RevroadUnitSet units;
  int capacity, need;
  int leaders[REVROAD_MAX_UNITS];
  guint n_leaders;

  if (!check_rally (ctx, muster_entry_get_args (entry), &units, leaders, &n_leaders, &capacity, error))
    return FALSE;
  need = (int) revroad_unit_set_count (&units);
  b2c_begin_action (ctx, TRUE);
  /* Use as few leaders as possible, the strongest first, so the others can
   * still rally later this turn. */
  for (guint a = 0; a < n_leaders; a++)
    for (guint b = a + 1; b < n_leaders; b++)
      if (leader_capacity (self, leaders[b]) > leader_capacity (self, leaders[a]))
        {
          int t = leaders[a];
          leaders[a] = leaders[b];
          leaders[b] = t;
        }
  for (guint a = 0; a < n_leaders && need > 0; a++)
    {
      b2c_unit (self, leaders[a])->markers |= REVROAD_MARK_RALLIED;
      need -= leader_capacity (self, leaders[a]);
      b2c_say (ctx, _("%s rallies."), b2c_unit_name (self, leaders[a]));
    }
  revroad_unit_set_foreach (i, &units)
    {
      b2c_unit (self, (int) i)->flipped = FALSE;
      b2c_say (ctx, _("%s is back in order."), b2c_unit_name (self, (int) i));
    }
  return TRUE;
}
