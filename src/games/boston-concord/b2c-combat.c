/* b2c-combat.c: How to Conduct Combat (7.0) for Attack (6.1), Assault (6.2)
 * and Charge (6.3): the defender's retreat before combat with the orders of
 * 7.1.2 and their hits and rolls, opportunity fire on retreating troops
 * (7.1.3), the attacker's choice of simultaneous combat or defensive fire,
 * dice and hit numbers, hits on participants first, retreats after combat
 * (7.1.4), Fired markers only on units that rolled, the field cannon (4.1)
 * and leader re-rolls (14.1).
 *
 * A combat is a procedure in B2cCombat: b2c_combat_step() moves it on until
 * it needs a choice (an ask) or is over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

static RevroadSide
defender_of (B2cCombat *c)
{
  return revroad_side_other ((RevroadSide) c->attacker);
}

static gboolean
can_take_hits (B2cState *self,
               int       i)
{
  RevroadKind kind = b2c_def (self, i)->kind;

  return revroad_unit_on_map (b2c_unit (self, i)) && kind != REVROAD_KIND_RIDER && kind != REVROAD_KIND_SOL;
}

int
b2c_hit_capacity (B2cState *self,
                  int       i,
                  guint32   flags)
{
  const RevroadUnitDef *def = b2c_def (self, i);
  RevroadUnit *u = b2c_unit (self, i);

  if (!can_take_hits (self, i))
    return 0;
  if (flags & B2C_ALLOC_FRONT_ONLY)
    return (!u->flipped && (def->kind == REVROAD_KIND_REGULAR || def->kind == REVROAD_KIND_LEADER)) ? 1 : 0;
  return (!u->flipped && def->has_back) ? 2 : 1;
}

/* 7.0: the dice of one side. Regulars roll 2 dice hitting on 4-6; Minutemen
 * 1 die on 5-6; Militia their strength on 5-6 (14.4: on 6), and a “0”
 * Militia rolls 1 die when it pairs one for one with a Patriot leader in the
 * region (4.1). */
void
b2c_combat_pool (B2cState             *self,
                 RevroadSide           side,
                 const RevroadUnitSet *units,
                 int                   region,
                 RevroadDicePool      *pool,
                 RevroadUnitSet       *rolling)
{
  int leaders = 0, paired = 0;
  guint militia_hit = self->data->options.militia_hits ? 6 : 5;

  revroad_dice_pool_init (pool);
  if (rolling)
    revroad_unit_set_clear (rolling);
  if (side == REVROAD_PATRIOT)
    leaders = b2c_count (self, region, REVROAD_PATRIOT, REVROAD_KIND_LEADER, FALSE, TRUE);

  revroad_unit_set_foreach (i, units)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);
      int s;

      if (!revroad_unit_on_map (u) || u->region != region || u->flipped)
        continue;
      s = revroad_unit_strength (def, u);
      switch (def->kind)
        {
        case REVROAD_KIND_REGULAR:
          revroad_dice_pool_add (pool, (guint) s, 4);
          break;
        case REVROAD_KIND_MINUTEMAN:
          revroad_dice_pool_add (pool, (guint) s, 5);
          break;
        case REVROAD_KIND_MILITIA:
          if (s < 0)
            s = 1;  /* a preview before the reveal: the pool's mean is near 1 */
          if (s == 0)
            {
              if (paired >= leaders)
                continue;
              paired++;
              s = 1;
            }
          revroad_dice_pool_add (pool, (guint) s, militia_hit);
          break;
        case REVROAD_KIND_MARINE:
        case REVROAD_KIND_CANNON:
        case REVROAD_KIND_LEADER:
        case REVROAD_KIND_RIDER:
        case REVROAD_KIND_SOL:
        case REVROAD_KIND_FLEET:
        case REVROAD_KIND_BATTERY:
        case REVROAD_N_KINDS:
        default:
          continue;
        }
      if (rolling && s > 0)
        revroad_unit_set_add (rolling, i);
    }
}

void
b2c_push_allocate (B2cCtx               *ctx,
                   RevroadSide           side,
                   int                   hits,
                   int                   region,
                   const RevroadUnitSet *candidates,
                   const RevroadUnitSet *priority,
                   guint32               flags)
{
  B2cAsk *ask;

  if (hits <= 0)
    return;
  ask = b2c_push_ask (ctx->self, B2C_ASK_ALLOCATE, side);
  ask->count = (gint16) hits;
  ask->region = (gint16) region;
  ask->flags = flags;
  if (candidates)
    ask->units = *candidates;
  if (priority)
    ask->priority = *priority;
}

static int
total_capacity (B2cState *self,
                B2cAsk   *ask)
{
  int n = 0;

  revroad_unit_set_foreach (i, &ask->units)
    n += b2c_hit_capacity (self, (int) i, ask->flags);
  return n;
}

static gboolean
priority_left (B2cState *self,
               B2cAsk   *ask)
{
  revroad_unit_set_foreach (i, &ask->priority)
    if (revroad_unit_set_has (&ask->units, i) && b2c_hit_capacity (self, (int) i, ask->flags) > 0)
      return TRUE;
  return FALSE;
}

/* Applies one hit of an allocation after checking it is allowed. */
static gboolean
allocate_one (B2cCtx  *ctx,
              B2cAsk  *ask,
              int      u,
              GError **error)
{
  B2cState *self = ctx->self;
  RevroadHitResult result = REVROAD_HIT_NONE;
  const RevroadUnitDef *def = b2c_def (self, u);

  if (!revroad_unit_set_has (&ask->units, (guint) u) || b2c_hit_capacity (self, u, ask->flags) == 0)
    {
      if (ask->flags & B2C_ALLOC_FRONT_ONLY)
        return b2c_illegal (error, _("6.7: each hit breaks an unbroken Regular or wounds a healthy leader, once each; %s cannot take it"),
                            def->name);
      return b2c_illegal (error, _("7.0: %s cannot take this hit"), def->name);
    }
  if ((ask->flags & B2C_ALLOC_PARTICIPANTS_FIRST) && def->kind != REVROAD_KIND_LEADER &&
      !revroad_unit_set_has (&ask->priority, (guint) u) && priority_left (self, ask))
    return b2c_illegal (error, _("7.0: hits go to the units that took part in the combat before the others (leaders may take them any time); %s did not take part"),
                        def->name);
  if (!b2c_hit_unit (ctx, u, &result, error))
    return FALSE;
  if (ask->flags & B2C_ALLOC_FRONT_ONLY)
    revroad_unit_set_remove (&ask->units, (guint) u);
  if (result == REVROAD_HIT_ELIMINATED && (ask->flags & B2C_ALLOC_COMBAT))
    self->combat.lost[def->side] = TRUE;
  return TRUE;
}

gboolean
b2c_apply_allocate (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk ask = *b2c_top_ask (self);
  int needed = MIN (ask.count, total_capacity (self, &ask));
  guint n = muster_args_count (args);

  if ((int) n != needed)
    return b2c_invalid (error, g_dngettext (GETTEXT_PACKAGE, "%s: name %d counter to take the hit",
                                            "%s: name %d counters to take the hits, in order", (gulong) needed),
                        (ask.flags & B2C_ALLOC_FRONT_ONLY) ? "6.7" : "7.0", needed);
  b2c_pop_ask (self);
  for (guint k = 0; k < n; k++)
    {
      int u;

      if (!b2c_parse_unit (self, args[k], &u, error) || !allocate_one (ctx, &ask, u, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
b2c_allocate_auto (B2cCtx   *ctx,
                   B2cAsk   *top,
                   gboolean *handled,
                   GError  **error)
{
  B2cState *self = ctx->self;
  B2cAsk ask = *top;
  int cap = total_capacity (self, &ask);
  int alive = 0;

  revroad_unit_set_foreach (i, &ask.units)
    if (b2c_hit_capacity (self, (int) i, ask.flags) > 0)
      alive++;

  /* No choice to make: nothing can take the hits, every counter will be
   * gone whatever the order, or only one counter can take them. */
  *handled = FALSE;
  if (cap > 0 && ask.count < cap && alive > 1)
    return TRUE;
  *handled = TRUE;
  b2c_pop_ask (self);
  if (cap == 0)
    {
      b2c_say (ctx, _("No counter can take the hits; they are lost."));
      return TRUE;
    }
  for (int k = 0; k < ask.count; k++)
    {
      int pick = -1;

      /* Participants first, then the rest. */
      revroad_unit_set_foreach (i, &ask.units)
        if (pick < 0 && b2c_hit_capacity (self, (int) i, ask.flags) > 0 &&
            (!(ask.flags & B2C_ALLOC_PARTICIPANTS_FIRST) || !priority_left (self, &ask) ||
             revroad_unit_set_has (&ask.priority, i) || b2c_def (self, (int) i)->kind == REVROAD_KIND_LEADER))
          pick = (int) i;
      if (pick < 0)
        break;
      if (!allocate_one (ctx, &ask, pick, error))
        return FALSE;
    }
  return TRUE;
}

/* Eligibility */

static gboolean
can_fire (B2cState    *self,
          int          i,
          RevroadSide  side,
          int          region,
          gboolean     assault)
{
  const RevroadUnitDef *def = b2c_def (self, i);
  RevroadUnit *u = b2c_unit (self, i);

  if (!b2c_unit_combatant (self, i, side, region) || u->flipped)
    return FALSE;
  if (u->markers & REVROAD_MARK_FIRED)
    return FALSE;
  if (assault && (u->markers & REVROAD_MARK_MOVED))
    return FALSE;
  return revroad_kind_is_military (def->kind) && def->kind != REVROAD_KIND_CANNON;
}

static gboolean
side_has_combatants (B2cState    *self,
                     RevroadSide  side,
                     int          region)
{
  RevroadUnitSet set = b2c_combatants (self, side, region);

  return !revroad_unit_set_is_empty (&set);
}

static gboolean
enemy_present (B2cState    *self,
               RevroadSide  side,
               int          region)
{
  if (side == REVROAD_PATRIOT && region == self->data->boston)
    return FALSE;
  return side_has_combatants (self, revroad_side_other (side), region);
}

gboolean
b2c_can_attack (B2cCtx   *ctx,
                gboolean  assault,
                GError  **error)
{
  B2cState *self = ctx->self;
  guint n = revroad_map_get_n_regions (self->map);
  g_autofree guint8 *ready = g_new0 (guint8, n);

  /* A unit fires only where it stands: the regions with one, in one pass
   * over the units, then the regions in order. */
  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      int r = b2c_unit (self, (int) i)->region;

      if (r >= 0 && (guint) r < n && !ready[r] && can_fire (self, (int) i, ctx->side, r, assault))
        ready[r] = TRUE;
    }
  for (guint r = 0; r < n; r++)
    {
      if (!ready[r])
        continue;
      if (!assault && enemy_present (self, ctx->side, (int) r))
        return TRUE;
      if (assault)
        {
          GArray *nb = revroad_map_neighbours (self->map, (int) r);

          for (guint j = 0; j < nb->len; j++)
            {
              int to = g_array_index (nb, int, j);

              if (enemy_present (self, ctx->side, to) && !b2c_region_offboard (self, to) &&
                  !(ctx->side == REVROAD_PATRIOT && (to == self->data->boston ||
                                                     (to == self->data->charlestown && b2c_has_unbroken_regular (self, to)))))
                return TRUE;
            }
        }
    }
  if (assault)
    return b2c_illegal (error, _("6.2 Assault: no unbroken unit without Moved or Fired markers stands next to an enemy region"));
  return b2c_illegal (error, _("6.1 Attack: no unbroken unit without a Fired marker shares a region with enemy units"));
}

/* The start of a combat */

static void
start_combat (B2cCtx               *ctx,
              B2cCombatKind         kind,
              int                   region,
              int                   from,
              const RevroadUnitSet *attackers)
{
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  RevroadSide defender = revroad_side_other (ctx->side);
  B2cAsk *ask;

  memset (c, 0, sizeof *c);
  c->kind = kind;
  c->attacker = ctx->side;
  c->region = (gint16) region;
  c->from = (gint16) from;
  c->retreat_to = -1;
  c->attackers = *attackers;
  revroad_unit_set_foreach (i, attackers)
    if (b2c_def (self, (int) i)->kind == REVROAD_KIND_CANNON)
      c->cannon_used = TRUE;

  if (kind == B2C_COMBAT_CHARGE)
    {
      c->step = B2C_STEP_CHARGE_HITS;
      return;
    }
  c->step = B2C_STEP_RETREAT_BEFORE;
  ask = b2c_push_ask (self, B2C_ASK_RETREAT_BEFORE, defender);
  ask->region = (gint16) region;
  ask->units = b2c_combatants (self, defender, region);
}

void
b2c_default_attackers (B2cState       *self,
                       RevroadSide     side,
                       int             from,
                       gboolean        assault,
                       RevroadUnitSet *out)
{
  revroad_unit_set_clear (out);
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (can_fire (self, (int) i, side, from, assault) ||
        (b2c_unit_combatant (self, (int) i, side, from) &&
         b2c_def (self, (int) i)->kind == REVROAD_KIND_CANNON &&
         !(b2c_unit (self, (int) i)->markers & (assault ? (REVROAD_MARK_FIRED | REVROAD_MARK_MOVED) : REVROAD_MARK_FIRED))))
      revroad_unit_set_add (out, i);
}

/* The checks of an Attack or Assault by @ctx's side with @args, before
 * it changes anything: the regions and the attackers it would have. */
static gboolean
check_attack (B2cCtx              *ctx,
              gboolean             assault,
              const char * const  *args,
              int                 *from_out,
              int                 *to_out,
              RevroadUnitSet      *attackers_out,
              GError             **error)
{
  B2cState *self = ctx->self;
  const char *sec = assault ? "6.2 Assault" : "6.1 Attack";
  const char *usage = assault ? "assault FROM TO [UNIT...]" : "attack REGION [UNIT...]";
  RevroadUnitSet attackers;
  int from, to;
  gboolean regular = FALSE, fighter = FALSE, cannon = FALSE;
  guint first = assault ? 2 : 1;

  if (muster_args_count (args) < first)
    return b2c_invalid (error, _("Usage: %s"), usage);
  if (!b2c_parse_region (self, args[0], &from, error))
    return FALSE;
  to = from;
  if (assault && !b2c_parse_region (self, args[1], &to, error))
    return FALSE;
  if (!b2c_parse_units (self, args + first, &attackers, usage, error))
    return FALSE;

  if (revroad_unit_set_is_empty (&attackers))
    b2c_default_attackers (self, ctx->side, from, assault, &attackers);

  revroad_unit_set_foreach (i, &attackers)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (!b2c_unit_combatant (self, (int) i, ctx->side, from))
        return b2c_illegal (error, _("%s: %s is not an active unit of yours in %s"), sec, def->name,
                            b2c_region_name (self, from));
      if (u->markers & REVROAD_MARK_FIRED)
        return b2c_illegal (error, _("%s: %s has a Fired marker"), sec, def->name);
      if (assault && (u->markers & REVROAD_MARK_MOVED))
        return b2c_illegal (error, _("6.2 Assault: %s has a Moved marker"), def->name);
      if (def->kind == REVROAD_KIND_CANNON)
        cannon = TRUE;
      if (def->kind == REVROAD_KIND_REGULAR)
        regular = TRUE;
      if (revroad_kind_is_military (def->kind) && def->kind != REVROAD_KIND_CANNON && !u->flipped)
        fighter = TRUE;
      if (assault && u->flipped && def->side == REVROAD_PATRIOT && revroad_kind_is_military (def->kind))
        return b2c_illegal (error, _("4.0: broken Patriot units may not enter a region with British Regulars (%s)"), def->name);
    }
  if (cannon && !regular)
    return b2c_illegal (error, _("4.1: the field cannon attacks only with a British Regular"));
  if (!fighter)
    return b2c_illegal (error, _("%s: at least one unbroken unit must attack"), sec);
  if (assault)
    {
      if (!b2c_check_adjacent (ctx, from, to, "6.2 Assault", error) ||
          !b2c_check_enterable (ctx, ctx->side, to, "6.2 Assault", error))
        return FALSE;
    }
  if (ctx->side == REVROAD_PATRIOT && to == self->data->boston)
    return b2c_illegal (error, _("3.0 Boston: British units in Boston may not be targeted by the Patriot"));
  if (!enemy_present (self, ctx->side, to))
    return b2c_illegal (error, _("%s: there are no active enemy units in %s"), sec, b2c_region_name (self, to));
  *from_out = from;
  *to_out = to;
  *attackers_out = attackers;
  return TRUE;
}

B2C_PRECHECK (b2c_precheck_attack)
{
  g_autoptr(GError) local = NULL;
  RevroadUnitSet attackers;
  B2cCtx ctx;
  int from, to;

  if (!b2c_precheck_begin (state, def, override, &ctx))
    return TRUE;
  return b2c_precheck_answer (check_attack (&ctx, B2C_TAG_OP (def->tag) == B2C_OP_ASSAULT, args, &from, &to,
                                            &attackers, &local),
                              &local, error);
}

gboolean
b2c_apply_attack (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cState *self = ctx->self;
  gboolean assault = B2C_TAG_OP (action->tag) == B2C_OP_ASSAULT;
  RevroadUnitSet attackers;
  int from, to;

  if (!check_attack (ctx, assault, muster_entry_get_args (entry), &from, &to, &attackers, error))
    return FALSE;
  b2c_begin_action (ctx, TRUE);
  if (assault)
    {
      revroad_unit_set_foreach (i, &attackers)
        b2c_place_unit (ctx, (int) i, to);
      b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "%s units assault from %s into %s (%u unit).",
                             "%s units assault from %s into %s (%u units).", revroad_unit_set_count (&attackers)), revroad_side_name (ctx->side),
               b2c_region_name (self, from), b2c_region_name (self, to), revroad_unit_set_count (&attackers));
    }
  else
    b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "%s units attack in %s (%u unit).",
                             "%s units attack in %s (%u units).", revroad_unit_set_count (&attackers)), revroad_side_name (ctx->side),
             b2c_region_name (self, from), revroad_unit_set_count (&attackers));
  start_combat (ctx, assault ? B2C_COMBAT_ASSAULT : B2C_COMBAT_ATTACK, to, assault ? from : -1, &attackers);
  return TRUE;
}

gboolean
b2c_can_charge (B2cCtx  *ctx,
                GError **error)
{
  B2cState *self = ctx->self;
  guint n = revroad_map_get_n_regions (self->map);

  for (guint r = 0; r < n; r++)
    {
      gboolean leader = FALSE, fresh = FALSE;

      for (guint i = 0; i < b2c_n_units (self); i++)
        {
          const RevroadUnitDef *def = b2c_def (self, (int) i);
          RevroadUnit *u = b2c_unit (self, (int) i);

          if (!b2c_unit_combatant (self, (int) i, REVROAD_BRITISH, (int) r))
            continue;
          if (def->kind == REVROAD_KIND_LEADER)
            leader = TRUE;
          if (def->kind == REVROAD_KIND_REGULAR && !u->flipped &&
              !(u->markers & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED)))
            fresh = TRUE;
        }
      if (leader && fresh && enemy_present (self, REVROAD_BRITISH, (int) r))
        return TRUE;
    }
  return b2c_illegal (error, _("6.3 Charge: no region holds a British leader, an unbroken Regular without Moved or Fired markers, and Patriot units"));
}

gboolean
b2c_apply_charge (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  RevroadUnitSet involved;
  int region;
  gboolean leader = FALSE, fresh = FALSE;

  if (!muster_args_check_count (args, 1, 1, "charge REGION", error) ||
      !b2c_parse_region (self, args[0], &region, error))
    return FALSE;
  revroad_unit_set_clear (&involved);
  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (!b2c_unit_combatant (self, (int) i, REVROAD_BRITISH, region))
        continue;
      if (def->kind == REVROAD_KIND_LEADER)
        leader = TRUE;
      if (u->markers & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED))
        continue;
      /* Every British unit without a Moved or Fired marker takes part. */
      revroad_unit_set_add (&involved, i);
      if (def->kind == REVROAD_KIND_REGULAR && !u->flipped)
        fresh = TRUE;
    }
  if (!leader)
    return b2c_illegal (error, _("6.3 Charge: a British leader must be in %s"), b2c_region_name (self, region));
  if (!fresh)
    return b2c_illegal (error, _("6.3 Charge: an unbroken Regular without Moved or Fired markers must be in %s"),
                        b2c_region_name (self, region));
  if (!enemy_present (self, REVROAD_BRITISH, region))
    return b2c_illegal (error, _("6.3 Charge: there are no active Patriot units in %s"), b2c_region_name (self, region));

  b2c_begin_action (ctx, TRUE);
  revroad_unit_set_foreach (i, &involved)
    b2c_unit (self, (int) i)->markers |= REVROAD_MARK_MOVED | REVROAD_MARK_FIRED;
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "The British charge in %s with %u unit; it gets a Moved/Fired marker.",
                             "The British charge in %s with %u units; all get Moved/Fired markers.", revroad_unit_set_count (&involved)),
           b2c_region_name (self, region), revroad_unit_set_count (&involved));
  b2c_shot_heard (ctx, _("the British charged"));
  b2c_combat_started (ctx, REVROAD_BRITISH);
  start_combat (ctx, B2C_COMBAT_CHARGE, region, -1, &involved);
  return TRUE;
}

/* Retreats */

/* 7.1: the regions a retreat may go to, and whether the direction rule
 * leaves a choice: Patriots toward Concord, British toward Boston, when
 * possible. */
static gboolean
check_retreat (B2cCtx               *ctx,
               RevroadSide           side,
               int                   from,
               int                   to,
               int                   forbidden,
               const RevroadUnitSet *voluntary,
               const char           *sec,
               GError              **error)
{
  B2cState *self = ctx->self;
  int target = side == REVROAD_PATRIOT ? self->data->concord : self->data->boston;
  GArray *nb;
  gboolean closer_exists = FALSE;

  if (to == forbidden)
    return b2c_illegal (error, _("%s: units may not retreat into the region the assault came from"), sec);
  if (!b2c_check_adjacent (ctx, from, to, sec, error) || !b2c_check_enterable (ctx, side, to, sec, error))
    return FALSE;
  /* 4.0: broken units may not choose to go where they may not move; a
   * retreat is a choice, except the one a Charge forces (6.3). */
  if (voluntary != NULL)
    {
      gboolean leader = FALSE;

      revroad_unit_set_foreach (i, voluntary)
        if (b2c_def (self, (int) i)->kind == REVROAD_KIND_LEADER)
          leader = TRUE;
      revroad_unit_set_foreach (i, voluntary)
        {
          const RevroadUnitDef *def = b2c_def (self, (int) i);

          if (!b2c_unit (self, (int) i)->flipped || !revroad_kind_is_military (def->kind))
            continue;
          if (side == REVROAD_PATRIOT && b2c_count (self, to, REVROAD_BRITISH, REVROAD_KIND_REGULAR, FALSE, FALSE) > 0)
            return b2c_illegal (error, _("4.0: broken Patriot units may not enter a region with British Regulars (%s)"), def->name);
          if (side == REVROAD_BRITISH && !leader &&
              b2c_count (self, to, REVROAD_PATRIOT, REVROAD_KIND_MINUTEMAN, FALSE, TRUE) > 0)
            return b2c_illegal (error, _("4.0: broken Regulars without a leader may not enter a region with Minutemen (%s)"), def->name);
        }
    }
  nb = revroad_map_neighbours (self->map, from);
  for (guint j = 0; j < nb->len; j++)
    {
      int r = g_array_index (nb, int, j);

      if (r == forbidden || b2c_region_offboard (self, r) ||
          (side == REVROAD_PATRIOT && (r == self->data->boston ||
                                       (r == self->data->charlestown && b2c_has_unbroken_regular (self, r)))))
        continue;
      if (b2c_closer (self, from, r, target))
        closer_exists = TRUE;
    }
  /* 15.2 lets Patriots in Concord retreat toward Lexington: from Concord no
   * region is closer to Concord, so any region is allowed anyway. */
  if (closer_exists && !b2c_closer (self, from, to, target))
    return b2c_uncertain (ctx, error, _("%s: retreating %s units move toward %s when they can, and %s is not closer"),
                          sec, revroad_side_name (side), b2c_region_name (self, target), b2c_region_name (self, to));
  return TRUE;
}

/* Does @region hold unbroken units of @side (for the extra retreat hit)? */
static gboolean
unbroken_enemy_in (B2cState    *self,
                   RevroadSide  enemy,
                   int          region)
{
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (b2c_unit_combatant (self, (int) i, enemy, region) && !b2c_unit (self, (int) i)->flipped)
      return TRUE;
  return FALSE;
}

static void
move_group (B2cCtx               *ctx,
            const RevroadUnitSet *units,
            int                   to)
{
  revroad_unit_set_foreach (i, units)
    b2c_place_unit (ctx, (int) i, to);
}

static void
extra_retreat_hit (B2cCtx               *ctx,
                   RevroadSide           side,
                   const RevroadUnitSet *units,
                   int                   to)
{
  B2cState *self = ctx->self;

  if (!unbroken_enemy_in (self, revroad_side_other (side), to))
    return;
  b2c_say (ctx, _("The retreat ends among unbroken enemy units: one more hit (7.1)."));
  b2c_push_allocate (ctx, side, 1, to, units, NULL, 0);
}

void
b2c_unaccompanied_regulars (B2cState             *self,
                            const RevroadUnitSet *moving,
                            RevroadUnitSet       *out)
{
  int escorts = 0;

  revroad_unit_set_clear (out);
  /* Each healthy leader that had moved escorts one Regular that had. */
  revroad_unit_set_foreach (i, moving)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if ((u->markers & REVROAD_MARK_MOVED) && def->kind == REVROAD_KIND_LEADER && !u->flipped)
        escorts++;
    }
  revroad_unit_set_foreach (i, moving)
    {
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (!(u->markers & REVROAD_MARK_MOVED) || b2c_def (self, (int) i)->kind != REVROAD_KIND_REGULAR || u->flipped)
        continue;
      if (escorts > 0)
        escorts--;
      else
        revroad_unit_set_add (out, i);
    }
}

void
b2c_concord_retreaters (B2cState             *self,
                        const RevroadUnitSet *moving,
                        RevroadUnitSet       *out)
{
  revroad_unit_set_clear (out);
  if (!self->concord_entered)
    return;
  revroad_unit_set_foreach (i, moving)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);

      if (def->side != REVROAD_BRITISH || b2c_unit (self, (int) i)->flipped || b2c_is_percy_force (self, (int) i) ||
          (def->kind != REVROAD_KIND_LEADER && !revroad_kind_is_military (def->kind)))
        continue;
      revroad_unit_set_add (out, i);
    }
}

/* 7.1.2: the prescribed order for retreating units that had moved. Returns
 * the units that stay behind. */
static gboolean
moved_retreat_order (B2cCtx          *ctx,
                     RevroadSide      side,
                     RevroadUnitSet  *moving,
                     RevroadUnitSet  *stay,
                     RevroadUnitSet  *to_break,
                     GError         **error)
{
  B2cState *self = ctx->self;
  RevroadUnitSet moved;
  int escorts = 0;

  revroad_unit_set_clear (stay);
  revroad_unit_set_clear (to_break);
  revroad_unit_set_clear (&moved);
  revroad_unit_set_foreach (i, moving)
    if (b2c_unit (self, (int) i)->markers & REVROAD_MARK_MOVED)
      revroad_unit_set_add (&moved, i);
  if (revroad_unit_set_is_empty (&moved))
    return TRUE;

  if (side == REVROAD_PATRIOT)
    {
      /* Healthy leaders and unbroken Minutemen may each take one Militia;
       * the rest of the Militia go alone: unbroken ones break, broken ones
       * cannot go. Broken Militia are escorted first, as they cannot go
       * alone. */
      revroad_unit_set_foreach (i, &moved)
        {
          const RevroadUnitDef *def = b2c_def (self, (int) i);
          RevroadUnit *u = b2c_unit (self, (int) i);

          if ((def->kind == REVROAD_KIND_LEADER || def->kind == REVROAD_KIND_MINUTEMAN) && !u->flipped)
            escorts++;
        }
      for (int pass = 0; pass < 2; pass++)
        revroad_unit_set_foreach (i, &moved)
          {
            RevroadUnit *u = b2c_unit (self, (int) i);

            if (b2c_def (self, (int) i)->kind != REVROAD_KIND_MILITIA || (pass == 0) != (u->flipped != 0))
              continue;
            if (escorts > 0)
              {
                escorts--;
                continue;
              }
            if (u->flipped)
              revroad_unit_set_add (stay, i);
            else
              revroad_unit_set_add (to_break, i);
          }
    }
  else
    {
      RevroadUnitSet alone;

      b2c_unaccompanied_regulars (self, moving, &alone);
      revroad_unit_set_foreach (i, &alone)
        {
          guint die;

          if (!revroad_roll_d6 (ctx->chance, REVROAD_BRITISH, _("unaccompanied Regular retreating (7.1.2)"), 6, &die, error))
            return FALSE;
          b2c_say (ctx, _("%s retreats without a leader and rolls %u%s."), b2c_unit_name (self, (int) i), die,
                   die == 6 ? _(": it breaks") : "");
          if (die == 6)
            revroad_unit_set_add (to_break, i);
        }
    }
  return TRUE;
}

static gboolean
execute_retreat_before (B2cCtx  *ctx,
                        GError **error)
{
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  RevroadSide side = defender_of (c);
  RevroadUnitSet moving, stay, to_break;

  revroad_unit_set_clear (&moving);
  revroad_unit_set_foreach (i, &c->retreated)
    if (revroad_unit_on_map (b2c_unit (self, (int) i)) && b2c_unit (self, (int) i)->region == c->region)
      revroad_unit_set_add (&moving, i);

  if (!moved_retreat_order (ctx, side, &moving, &stay, &to_break, error))
    return FALSE;

  /* 11.0: after Concord, each healthy leader and unbroken counter of Smith
   * and Pitcairn's force rolls: a 6 is a hit on it. */
  if (side == REVROAD_BRITISH)
    {
      RevroadUnitSet rollers;

      b2c_concord_retreaters (self, &moving, &rollers);
      revroad_unit_set_foreach (i, &rollers)
        {
          const RevroadUnitDef *def = b2c_def (self, (int) i);
          guint die;

          if (revroad_unit_set_has (&to_break, i))
            continue;
          if (!revroad_roll_d6 (ctx->chance, REVROAD_BRITISH, _("retreat after Concord (11.0)"), 6, &die, error))
            return FALSE;
          b2c_say (ctx, _("%s retreats under the Concord rule and rolls %u%s."), def->name, die,
                   die == 6 ? _(": a hit") : "");
          if (die == 6)
            revroad_unit_set_add (&to_break, i);
        }
    }

  revroad_unit_set_foreach (i, &stay)
    {
      revroad_unit_set_remove (&moving, i);
      revroad_unit_set_remove (&c->retreated, i);
      b2c_say (ctx, _("%s is broken and alone and cannot retreat (7.1.2)."), b2c_unit_name (self, (int) i));
    }
  revroad_unit_set_foreach (i, &moving)
    {
      RevroadUnit *u = b2c_unit (self, (int) i);

      u->markers |= REVROAD_MARK_MOVED;
    }
  move_group (ctx, &moving, c->retreat_to);
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "%s: %u unit retreats to %s before combat.",
                             "%s: %u units retreat to %s before combat.", revroad_unit_set_count (&moving)), revroad_side_name (side),
           revroad_unit_set_count (&moving), b2c_region_name (self, c->retreat_to));
  revroad_unit_set_foreach (i, &to_break)
    if (revroad_unit_on_map (b2c_unit (self, (int) i)) && !b2c_hit_unit (ctx, (int) i, NULL, error))
      return FALSE;
  extra_retreat_hit (ctx, side, &moving, c->retreat_to);
  return TRUE;
}

static void
push_stand (B2cState *self)
{
  B2cCombat *c = &self->combat;
  B2cAsk *ask = b2c_push_ask (self, B2C_ASK_RETREAT_BEFORE, defender_of (c));

  ask->region = c->region;
  ask->extra = 1;  /* the retreat is done: only “stand” is left */
  ask->units = b2c_combatants (self, defender_of (c), c->region);
}

static gboolean
has_healthy_leader (B2cState    *self,
                    RevroadSide  side,
                    int          region)
{
  return b2c_count (self, region, side, REVROAD_KIND_LEADER, TRUE, TRUE) > 0;
}

static gboolean
reveal_participants (B2cCtx               *ctx,
                     const RevroadUnitSet *units,
                     GError              **error)
{
  B2cState *self = ctx->self;

  revroad_unit_set_foreach (i, units)
    if (revroad_unit_on_map (b2c_unit (self, (int) i)) && !b2c_unit (self, (int) i)->flipped &&
        !b2c_reveal (ctx, (int) i, error))
      return FALSE;
  return TRUE;
}

/* Throws one side's dice. */
static gboolean
throw_dice (B2cCtx      *ctx,
            RevroadSide  side,
            GError     **error)
{
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  const RevroadUnitSet *units = side == c->attacker ? &c->attackers : &c->defenders;
  RevroadUnitSet rolling;
  guint values[REVROAD_DICE_MAX];
  guint hits = 0;
  guint n;
  g_autofree char *what = NULL;
  g_autofree char *faces = NULL;

  b2c_combat_pool (self, side, units, c->region, &c->pool[side], &rolling);
  n = revroad_dice_pool_count (&c->pool[side]);
  c->n_dice[side] = (guint8) n;
  if (n == 0)
    {
      b2c_say (ctx, _("%s: no dice to roll."), revroad_side_name (side));
      return TRUE;
    }
  if (!revroad_dice_pool_roll (&c->pool[side], ctx->chance, side,
                               side == c->attacker ? _("attacker's combat dice") : _("defender's combat dice"),
                               values, &hits, error))
    return FALSE;
  for (guint d = 0; d < n; d++)
    c->dice[side][d] = (guint8) values[d];
  revroad_unit_set_foreach (i, &rolling)
    revroad_unit_set_add (&c->rolled, i);
  what = revroad_dice_pool_describe (&c->pool[side]);
  faces = revroad_dice_faces (values, n);
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "%s dice, %s: %s — %u hit (7.0).", "%s dice, %s: %s — %u hits (7.0).",
                            hits),
           revroad_side_name (side), what, faces, hits);
  if (!c->dice_thrown)
    {
      c->dice_thrown = TRUE;
      b2c_shot_heard (ctx, _("shots were fired in combat"));
      b2c_combat_started (ctx, (RevroadSide) c->attacker);
    }
  return TRUE;
}

static guint
side_hits (B2cCombat   *c,
           RevroadSide  side)
{
  guint values[REVROAD_DICE_MAX];

  for (guint d = 0; d < c->n_dice[side]; d++)
    values[d] = c->dice[side][d];
  return c->n_dice[side] ? revroad_dice_pool_hits (&c->pool[side], values) : 0;
}

static gboolean
maybe_reroll (B2cCtx      *ctx,
              RevroadSide  side)
{
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  B2cAsk *ask;

  if (!self->data->options.leader_rerolls || c->rerolled[side] || c->n_dice[side] == 0 ||
      !has_healthy_leader (self, side, c->region) || side_hits (c, side) == c->n_dice[side])
    return FALSE;
  ask = b2c_push_ask (self, B2C_ASK_REROLL, side);
  ask->region = c->region;
  ask->count = c->n_dice[side];
  return TRUE;
}

static void
take_hits (B2cCtx      *ctx,
           RevroadSide  victim,
           int          hits)
{
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  RevroadUnitSet candidates = b2c_combatants (self, victim, c->region);
  const RevroadUnitSet *participants = victim == c->attacker ? &c->attackers : &c->defenders;

  b2c_push_allocate (ctx, victim, hits, c->region, &candidates, participants,
                     B2C_ALLOC_PARTICIPANTS_FIRST | B2C_ALLOC_COMBAT);
}

static void
push_retreat_after (B2cCtx      *ctx,
                    RevroadSide  side)
{
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_push_ask (self, B2C_ASK_RETREAT_AFTER, side);

  ask->region = self->combat.region;
  ask->region2 = self->combat.from;
  ask->extra = side == self->combat.attacker;
  ask->units = b2c_combatants (self, side, self->combat.region);
}

void
b2c_cannon_targets (B2cState       *self,
                    int             region,
                    gboolean        militia_only,
                    RevroadUnitSet *out)
{
  revroad_unit_set_clear (out);
  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (def->side != REVROAD_PATRIOT || !b2c_unit_active (self, (int) i) || u->region != region || u->flipped)
        continue;
      if (def->kind == REVROAD_KIND_MILITIA || (!militia_only && def->kind == REVROAD_KIND_MINUTEMAN))
        revroad_unit_set_add (out, i);
    }
}

gboolean
b2c_cannon_break (B2cCtx               *ctx,
                  const RevroadUnitSet *targets,
                  int                   region,
                  gboolean              militia_only,
                  GError              **error)
{
  B2cAsk *ask;

  if (revroad_unit_set_count (targets) == 1)
    {
      revroad_unit_set_foreach (i, targets)
        if (!b2c_hit_unit (ctx, (int) i, NULL, error))
          return FALSE;
      return TRUE;
    }
  if (revroad_unit_set_is_empty (targets))
    return TRUE;
  ask = b2c_push_ask (ctx->self, B2C_ASK_BREAK, REVROAD_PATRIOT);
  ask->units = *targets;
  ask->region = (gint16) region;
  ask->extra = militia_only;
  return TRUE;
}

/* 4.1: a cannon alone with unbroken Patriot units is lost. */
void
b2c_check_cannon (B2cCtx *ctx)
{
  B2cState *self = ctx->self;
  int gun = self->data->cannon;
  RevroadUnit *u = b2c_unit (self, gun);
  gboolean company = FALSE;

  if (!revroad_unit_on_map (u))
    return;
  for (guint i = 0; i < b2c_n_units (self); i++)
    if ((int) i != gun && b2c_def (self, (int) i)->side == REVROAD_BRITISH &&
        revroad_unit_on_map (b2c_unit (self, (int) i)) && b2c_unit (self, (int) i)->region == u->region &&
        b2c_def (self, (int) i)->kind != REVROAD_KIND_RIDER)
      company = TRUE;
  if (!company && b2c_count_military (self, u->region, REVROAD_PATRIOT, TRUE) > 0)
    {
      b2c_say (ctx, _("The field cannon stands alone among unbroken Patriots and is lost (4.1)."));
      b2c_remove_unit (ctx, gun, REVROAD_PLACE_ELIMINATED);
    }
}

static void
finish_combat (B2cCtx *ctx)
{
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;

  if (c->kind == B2C_COMBAT_ASSAULT)
    {
      revroad_unit_set_foreach (i, &c->attackers)
        if (revroad_unit_on_map (b2c_unit (self, (int) i)))
          b2c_unit (self, (int) i)->markers |= REVROAD_MARK_MOVED;
    }
  /* Fired markers only on units that threw dice (7.0); OpFire marks every
   * attacker (7.1.3). */
  revroad_unit_set_foreach (i, &c->rolled)
    if (revroad_unit_on_map (b2c_unit (self, (int) i)))
      b2c_unit (self, (int) i)->markers |= REVROAD_MARK_FIRED;
  b2c_check_cannon (ctx);
  memset (c, 0, sizeof *c);
  c->from = -1;
  c->retreat_to = -1;
}

gboolean
b2c_combat_step (B2cCtx  *ctx,
                 GError **error)
{
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  RevroadSide attacker = (RevroadSide) c->attacker;
  RevroadSide defender = defender_of (c);

  switch ((B2cCombatStep) c->step)
    {
    case B2C_STEP_RETREAT_BEFORE:
      /* Only reached when the defender's answer was applied. */
      c->step = B2C_STEP_CHOOSE;
      return TRUE;

    case B2C_STEP_AFTER_RETREAT:
      if (c->substep == 0)
        {
          RevroadUnitSet moved;

          /* 7.1.2: retreating with moved units costs a hit first. */
          c->substep = 1;
          revroad_unit_set_clear (&moved);
          revroad_unit_set_foreach (i, &c->retreated)
            if (b2c_unit (self, (int) i)->markers & REVROAD_MARK_MOVED)
              revroad_unit_set_add (&moved, i);
          if (!revroad_unit_set_is_empty (&moved))
            {
              b2c_say (ctx, _("Units that had moved retreat: first one hit on the retreating units (7.1.2)."));
              b2c_push_allocate (ctx, defender, 1, c->region, &c->retreated, NULL, 0);
            }
          return TRUE;
        }
      if (c->substep == 1)
        {
          c->substep = 2;
          return execute_retreat_before (ctx, error);
        }
      /* Who is left to fight? */
      c->substep = 0;
      if (!side_has_combatants (self, defender, c->region))
        {
          c->all_retreated = TRUE;
          c->step = B2C_STEP_FINISH;
          if (!revroad_unit_set_is_empty (&c->retreated) && c->retreat_to >= 0)
            {
              B2cAsk *ask = b2c_push_ask (self, B2C_ASK_OPFIRE, attacker);

              ask->region = c->retreat_to;
            }
          return TRUE;
        }
      push_stand (self);
      c->step = B2C_STEP_RETREAT_BEFORE;
      return TRUE;

    case B2C_STEP_CANNON:
      /* After the attacker's choice and before any hit or die (4.1). */
      c->step = c->simultaneous ? B2C_STEP_FIRST_HIT : B2C_STEP_ROLL;
      c->substep = 0;
      if (!reveal_participants (ctx, &c->attackers, error) || !reveal_participants (ctx, &c->defenders, error))
        return FALSE;
      {
        gboolean gun = c->cannon_used;
        int cannon = self->data->cannon;

        /* 4.1: the cannon breaks a Militia before combat, even defending. */
        if (defender == REVROAD_BRITISH && b2c_unit_combatant (self, cannon, REVROAD_BRITISH, c->region))
          gun = TRUE;
        if (gun && revroad_unit_on_map (b2c_unit (self, cannon)))
          {
            RevroadUnitSet targets;

            b2c_cannon_targets (self, c->region, TRUE, &targets);
            if (revroad_unit_set_count (&targets) == 1)
              b2c_say (ctx, _("The field cannon breaks a Militia before combat (4.1)."));
            else if (revroad_unit_set_count (&targets) > 1)
              b2c_say (ctx, _("The field cannon breaks a Militia before combat (4.1): the Patriot chooses which."));
            return b2c_cannon_break (ctx, &targets, c->region, TRUE, error);
          }
      }
      return TRUE;

    case B2C_STEP_CHOOSE:
      {
        B2cAsk *ask = b2c_push_ask (self, B2C_ASK_FIGHT, attacker);

        ask->region = c->region;
        c->step = B2C_STEP_CANNON;
        return TRUE;
      }

    case B2C_STEP_FIRST_HIT:
      c->step = B2C_STEP_ROLL;
      c->substep = 0;
      take_hits (ctx, attacker, 1);
      b2c_say (ctx, _("Simultaneous combat: the attacker first takes one hit (7.0)."));
      return TRUE;

    case B2C_STEP_ROLL:
      if (c->simultaneous)
        switch (c->substep++)
          {
          case 0:
            return throw_dice (ctx, attacker, error) && throw_dice (ctx, defender, error);
          case 1:
            maybe_reroll (ctx, attacker);
            return TRUE;
          case 2:
            maybe_reroll (ctx, defender);
            return TRUE;
          case 3:
            take_hits (ctx, defender, (int) side_hits (c, attacker));
            take_hits (ctx, attacker, (int) side_hits (c, defender));
            return TRUE;
          default:
            c->step = B2C_STEP_RETREAT_AFTER;
            c->substep = 0;
            return TRUE;
          }
      switch (c->substep++)
        {
        case 0:
          return throw_dice (ctx, defender, error);
        case 1:
          maybe_reroll (ctx, defender);
          return TRUE;
        case 2:
          take_hits (ctx, attacker, (int) side_hits (c, defender));
          return TRUE;
        case 3:
          return throw_dice (ctx, attacker, error);
        case 4:
          maybe_reroll (ctx, attacker);
          return TRUE;
        case 5:
          take_hits (ctx, defender, (int) side_hits (c, attacker));
          return TRUE;
        default:
          c->step = B2C_STEP_RETREAT_AFTER;
          c->substep = 0;
          return TRUE;
        }

    case B2C_STEP_RETREAT_AFTER:
      /* 7.1.4: a side that lost a unit may retreat, the attacker first. */
      switch (c->substep++)
        {
        case 0:
          if (c->lost[attacker] && side_has_combatants (self, attacker, c->region))
            push_retreat_after (ctx, attacker);
          return TRUE;
        case 1:
          if (c->lost[defender] && side_has_combatants (self, defender, c->region))
            push_retreat_after (ctx, defender);
          return TRUE;
        default:
          c->step = B2C_STEP_FINISH;
          return TRUE;
        }

    case B2C_STEP_CHARGE_HITS:
      switch (c->substep++)
        {
        case 0:
          {
            RevroadUnitSet alive;

            revroad_unit_set_clear (&alive);
            revroad_unit_set_foreach (i, &c->attackers)
              if (can_take_hits (self, (int) i))
                revroad_unit_set_add (&alive, i);
            b2c_say (ctx, _("The charge costs the British one hit (6.3)."));
            b2c_push_allocate (ctx, REVROAD_BRITISH, 1, c->region, &alive, NULL, 0);
            return TRUE;
          }
        case 1:
          {
            RevroadUnitSet patriots = b2c_combatants (self, REVROAD_PATRIOT, c->region);
            gboolean gun = revroad_unit_set_has (&c->attackers, (guint) self->data->cannon) &&
                           revroad_unit_on_map (b2c_unit (self, self->data->cannon));
            int hits = gun ? 3 : 2;

            b2c_say (ctx, _("The Patriots take %d hits and may not retreat before combat (6.3)."), hits);
            b2c_push_allocate (ctx, REVROAD_PATRIOT, hits, c->region, &patriots, NULL, 0);
            return TRUE;
          }
        default:
          c->step = B2C_STEP_CHARGE_RETREAT;
          c->substep = 0;
          return TRUE;
        }

    case B2C_STEP_CHARGE_RETREAT:
      c->step = B2C_STEP_FINISH;
      {
        RevroadUnitSet broken;
        gboolean leaders = FALSE;

        revroad_unit_set_clear (&broken);
        for (guint i = 0; i < b2c_n_units (self); i++)
          if (b2c_unit_combatant (self, (int) i, REVROAD_PATRIOT, c->region))
            {
              if (b2c_def (self, (int) i)->kind == REVROAD_KIND_LEADER)
                leaders = TRUE;
              else if (b2c_unit (self, (int) i)->flipped)
                revroad_unit_set_add (&broken, i);
            }
        if (!revroad_unit_set_is_empty (&broken) || leaders)
          {
            B2cAsk *ask = b2c_push_ask (self, B2C_ASK_CHARGE_RETREAT, REVROAD_PATRIOT);

            ask->region = c->region;
            ask->units = broken;
          }
      }
      return TRUE;

    case B2C_STEP_FINISH:
    default:
      finish_combat (ctx);
      return TRUE;
    }
}

/* Answers */

gboolean
b2c_apply_retreat_before (MusterState            *state,
                          const MusterActionDef  *action,
                          MusterEntry            *entry,
                          MusterChance           *chance,
                          GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  B2cAsk ask = *b2c_top_ask (self);
  RevroadUnitSet units;
  int to;

  if (ask.extra)
    return b2c_illegal (error, _("7.1: the retreat before combat is done; choose the units that stand and fight"));
  if (!b2c_parse_region_units (self, args, 1, "retreat-before-combat REGION UNIT...", &to, &units, error))
    return FALSE;
  revroad_unit_set_foreach (i, &units)
    if (!revroad_unit_set_has (&ask.units, i))
      return b2c_illegal (error, _("7.1: %s is not one of the defending units in %s"),
                          b2c_unit_name (self, (int) i), b2c_region_name (self, c->region));
  if (!check_retreat (ctx, defender_of (c), c->region, to, c->from, &units, "7.1", error))
    return FALSE;
  b2c_pop_ask (self);
  c->retreated = units;
  c->retreat_to = (gint16) to;
  c->step = B2C_STEP_AFTER_RETREAT;
  c->substep = 0;
  return TRUE;
}

gboolean
b2c_apply_stand (MusterState            *state,
                 const MusterActionDef  *action,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  B2cAsk ask = *b2c_top_ask (self);
  RevroadUnitSet units;

  revroad_unit_set_clear (&units);
  if (args[0] != NULL && g_str_equal (args[0], "none"))
    {
      if (args[1] != NULL)
        return b2c_invalid (error, _("“none” stands alone"));
    }
  else if (args[0] != NULL)
    {
      if (!b2c_parse_units (self, args, &units, "stand [UNIT...|none]", error))
        return FALSE;
      revroad_unit_set_foreach (i, &units)
        if (!revroad_unit_set_has (&ask.units, i))
          return b2c_illegal (error, _("7.0: %s is not one of the defending units in %s"),
                              b2c_unit_name (self, (int) i), b2c_region_name (self, c->region));
    }
  else
    revroad_unit_set_foreach (i, &ask.units)
      {
        const RevroadUnitDef *def = b2c_def (self, (int) i);

        if (revroad_kind_is_military (def->kind) && def->kind != REVROAD_KIND_CANNON &&
            !b2c_unit (self, (int) i)->flipped)
          revroad_unit_set_add (&units, i);
      }
  b2c_pop_ask (self);
  c->defenders = units;
  c->step = B2C_STEP_CHOOSE;
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "%s: the defenders stand, %u unit taking part.",
                             "%s: the defenders stand, %u units taking part.", revroad_unit_set_count (&units)), revroad_side_name (defender_of (c)),
           revroad_unit_set_count (&units));
  return TRUE;
}

guint
b2c_opfire_dice (B2cState       *self,
                 RevroadUnitSet *targets)
{
  B2cCombat *c = &self->combat;
  guint count = 0, dice;

  revroad_unit_set_clear (targets);
  revroad_unit_set_foreach (i, &c->retreated)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (!revroad_unit_on_map (u) || u->region != c->retreat_to)
        continue;
      revroad_unit_set_add (targets, i);
      /* 7.1.3: every retreating military unit and healthy leader counts. */
      if (revroad_kind_is_military (def->kind) || (def->kind == REVROAD_KIND_LEADER && !u->flipped))
        count++;
    }
  /* A die for each British unit; one for every two Patriot units. */
  dice = defender_of (c) == REVROAD_BRITISH ? count : (count + 1) / 2;
  return MIN (dice, REVROAD_DICE_MAX);
}

static gboolean
answer_opfire (B2cCtx             *ctx,
               gboolean            fire,
               GError            **error)
{
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  RevroadSide attacker = (RevroadSide) c->attacker;
  RevroadSide retreating = defender_of (c);
  RevroadUnitSet targets;
  guint dice, hits = 0;
  guint values[REVROAD_DICE_MAX];

  b2c_pop_ask (self);
  dice = b2c_opfire_dice (self, &targets);

  /* 4.1: after a Patriot retreat, the British may advance with the cannon;
   * that choice comes after any OpFire hits are taken (asks are answered
   * top first). */
  if (retreating == REVROAD_PATRIOT &&
      b2c_unit_combatant (self, self->data->cannon, REVROAD_BRITISH, c->region))
    {
      B2cAsk *ask = b2c_push_ask (self, B2C_ASK_ADVANCE, REVROAD_BRITISH);

      ask->region = c->region;
    }

  if (fire && dice > 0)
    {
      MusterRollSpec spec = { revroad_side_id (attacker), _("opportunity fire on retreating troops (7.1.3)"), 6, 6 };
      g_autofree char *faces = NULL;

      if (!muster_chance_roll (ctx->chance, dice, 6, &spec, values, error))
        return FALSE;
      for (guint d = 0; d < dice; d++)
        if (values[d] == 6)
          hits++;
      faces = revroad_dice_faces (values, dice);
      b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "Opportunity fire: %u dice at the retreating units: %s — %u hit (7.1.3).",
                                 "Opportunity fire: %u dice at the retreating units: %s — %u hits (7.1.3).", hits),
               dice, faces, hits);
      /* Every attacking unit gets a Fired marker; the shot is fired. */
      revroad_unit_set_foreach (i, &c->attackers)
        revroad_unit_set_add (&c->rolled, i);
      b2c_shot_heard (ctx, _("opportunity fire"));
      b2c_combat_started (ctx, attacker);
      b2c_push_allocate (ctx, retreating, (int) hits, c->retreat_to, &targets, NULL, 0);
    }
  else if (fire)
    b2c_say (ctx, _("There is nobody left to fire at."));
  else
    b2c_say (ctx, _("%s: no opportunity fire."), revroad_side_name (attacker));
  return TRUE;
}

gboolean
b2c_apply_advance (MusterState            *state,
                   const MusterActionDef  *action,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  RevroadUnitSet units, targets;
  gboolean regular = FALSE;
  int to;

  if (!b2c_parse_region_units (self, args, 1, "advance REGION UNIT...", &to, &units, error))
    return FALSE;
  if (!revroad_unit_set_has (&units, (guint) self->data->cannon))
    return b2c_illegal (error, _("4.1: the advance is the cannon's: name the cannon"));
  revroad_unit_set_foreach (i, &units)
    {
      if (!b2c_unit_combatant (self, (int) i, REVROAD_BRITISH, c->region))
        return b2c_illegal (error, _("4.1: %s is not with the cannon in %s"), b2c_unit_name (self, (int) i),
                            b2c_region_name (self, c->region));
      if (b2c_def (self, (int) i)->kind == REVROAD_KIND_REGULAR)
        regular = TRUE;
    }
  if (!regular)
    return b2c_illegal (error, _("4.1: at least one Regular must go with the cannon"));
  if (!b2c_check_adjacent (ctx, c->region, to, "4.1", error) ||
      !b2c_check_enterable (ctx, REVROAD_BRITISH, to, "4.1", error))
    return FALSE;
  b2c_pop_ask (self);
  move_group (ctx, &units, to);
  revroad_unit_set_foreach (i, &units)
    b2c_unit (self, (int) i)->markers |= REVROAD_MARK_MOVED;
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "The cannon advances to %s with %u unit (4.1).",
                             "The cannon advances to %s with %u units (4.1).", revroad_unit_set_count (&units) - 1), b2c_region_name (self, to),
           revroad_unit_set_count (&units) - 1);
  b2c_cannon_targets (self, to, FALSE, &targets);
  return b2c_cannon_break (ctx, &targets, to, FALSE, error);
}

gboolean
b2c_apply_retreat (MusterState            *state,
                   const MusterActionDef  *action,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  B2cAsk ask = *b2c_top_ask (self);
  RevroadUnitSet units;
  int to;

  if (!b2c_parse_region_units (self, args, 0, "retreat REGION [UNIT...]", &to, &units, error))
    return FALSE;

  if (ask.kind == B2C_ASK_CHARGE_RETREAT)
    {
      int leaders = 0;

      /* 6.3: every broken unit goes (naming them changes nothing); up to
       * two leaders may go with them; the unbroken units stay. */
      revroad_unit_set_foreach (i, &units)
        {
          if (revroad_unit_set_has (&ask.units, i))
            continue;
          if (!b2c_unit_combatant (self, (int) i, REVROAD_PATRIOT, c->region))
            return b2c_illegal (error, _("6.3: %s is not a Patriot unit in %s"), b2c_unit_name (self, (int) i),
                                b2c_region_name (self, c->region));
          if (b2c_def (self, (int) i)->kind != REVROAD_KIND_LEADER)
            return b2c_illegal (error, _("6.3: %s is unbroken, and unbroken units stay after a charge (the broken ones and up to two leaders go)"),
                                b2c_unit_name (self, (int) i));
          leaders++;
        }
      if (leaders > 2)
        return b2c_illegal (error, _("6.3: at most two Patriot leaders retreat after a charge"));
      if (!check_retreat (ctx, REVROAD_PATRIOT, c->region, to, -1, NULL, "6.3", error))
        return FALSE;
      revroad_unit_set_foreach (i, &ask.units)
        if (revroad_unit_on_map (b2c_unit (self, (int) i)))
          revroad_unit_set_add (&units, i);
      if (revroad_unit_set_is_empty (&units))
        return b2c_invalid (error, _("Name the leaders that retreat, or stay"));
      b2c_pop_ask (self);
      move_group (ctx, &units, to);
      b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "After the charge the Patriots retreat %u unit to %s.",
                             "After the charge the Patriots retreat %u units to %s.", revroad_unit_set_count (&units)), revroad_unit_set_count (&units),
               b2c_region_name (self, to));
      extra_retreat_hit (ctx, REVROAD_PATRIOT, &units, to);
      return TRUE;
    }

  if (revroad_unit_set_is_empty (&units))
    units = ask.units;
  revroad_unit_set_foreach (i, &units)
    if (!revroad_unit_set_has (&ask.units, i) || !revroad_unit_on_map (b2c_unit (self, (int) i)))
      return b2c_illegal (error, _("7.1.4: %s is not one of your units in %s"), b2c_unit_name (self, (int) i),
                          b2c_region_name (self, c->region));
  if (ask.extra && c->from >= 0)
    {
      /* The assaulting side goes back where it came from. */
      if (to != c->from)
        return b2c_illegal (error, _("7.1.4: an assaulting force retreats to the region it came from, %s"),
                            b2c_region_name (self, c->from));
    }
  else if (!check_retreat (ctx, ask.side, c->region, to, ask.extra ? -1 : c->from, &units, "7.1.4", error))
    return FALSE;
  b2c_pop_ask (self);
  move_group (ctx, &units, to);
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "%s: %u unit retreats to %s after combat (7.1.4).",
                             "%s: %u units retreat to %s after combat (7.1.4).", revroad_unit_set_count (&units)), revroad_side_name (ask.side),
           revroad_unit_set_count (&units), b2c_region_name (self, to));
  extra_retreat_hit (ctx, ask.side, &units, to);
  return TRUE;
}

gboolean
b2c_apply_reroll (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cCombat *c = &self->combat;
  B2cAsk ask = *b2c_top_ask (self);
  RevroadSide side = ask.side;
  int die;
  guint value;
  guint old;

  if (!muster_args_check_count (args, 1, 1, "reroll DIE", error) ||
      !muster_args_parse_int (args[0], _("The die"), 1, c->n_dice[side], &die, error))
    return FALSE;
  b2c_pop_ask (self);
  old = c->dice[side][die - 1];
  if (!revroad_roll_d6 (ctx->chance, side, _("leader re-roll (14.1)"),
                        revroad_dice_pool_hit_min (&c->pool[side], (guint) die - 1), &value, error))
    return FALSE;
  c->dice[side][die - 1] = (guint8) value;
  c->rerolled[side] = TRUE;
  b2c_say (ctx, _("A %s leader has die %d (%u) thrown again: %u (14.1)."), revroad_side_name (side), die, old, value);
  return TRUE;
}

gboolean
b2c_apply_opfire (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;
  return answer_opfire (ctx, TRUE, error);
}

gboolean
b2c_apply_no_opfire (MusterState            *state,
                     const MusterActionDef  *action,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;
  return answer_opfire (ctx, FALSE, error);
}

gboolean
b2c_apply_stay (MusterState            *state,
                const MusterActionDef  *action,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;

  /* 6.3: the broken units must go when any region can take them. */
  if (ask->kind == B2C_ASK_CHARGE_RETREAT && !revroad_unit_set_is_empty (&ask->units))
    {
      GArray *nb = revroad_map_neighbours (self->map, ask->region);
      B2cCtx probe = *ctx;
      int open = -1;

      /* Where the only ways out cross reconstructed borders, staying
       * rests on the reconstructed map. */
      probe.entry = NULL;
      for (guint j = 0; j < nb->len; j++)
        {
          int r = g_array_index (nb, int, j);

          if (!check_retreat (&probe, REVROAD_PATRIOT, ask->region, r, -1, NULL, "6.3", NULL))
            continue;
          if (!revroad_map_border_is_reconstructed (self->map, ask->region, r))
            return b2c_illegal (error, _("6.3: after a charge the broken Patriot units must retreat (to %s, for one)"),
                                b2c_region_name (self, r));
          if (open < 0)
            open = r;
        }
      if (open >= 0 &&
          !b2c_uncertain (ctx, error, _("6.3: after a charge the broken Patriot units must retreat, and on the reconstructed map %s is open to them"),
                          b2c_region_name (self, open)))
        return FALSE;
    }
  b2c_pop_ask (self);
  b2c_say (ctx, _("%s: no retreat."), revroad_side_name (ctx->side));
  return TRUE;
}

/* no-advance, keep-roll: the question is answered by doing nothing. */
gboolean
b2c_apply_no_advance (MusterState            *state,
                      const MusterActionDef  *action,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;
  b2c_pop_ask (ctx->self);
  return TRUE;
}

gboolean
b2c_apply_keep_roll (MusterState            *state,
                     const MusterActionDef  *action,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;
  b2c_pop_ask (ctx->self);
  return TRUE;
}

/* 7.0: the attacker's choice of how to fight. */
static gboolean
choose_fight (MusterState            *state,
              const MusterActionDef  *action,
              MusterEntry            *entry,
              gboolean                simultaneous,
              GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cCombat *c = &ctx->self->combat;

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;
  b2c_pop_ask (ctx->self);
  c->simultaneous = simultaneous;
  c->step = B2C_STEP_CANNON;
  if (simultaneous)
    b2c_say (ctx, _("%s: simultaneous combat."), revroad_side_name (ctx->side));
  else
    b2c_say (ctx, _("%s: the attack faces defensive fire."), revroad_side_name (ctx->side));
  return TRUE;
}

gboolean
b2c_apply_fight_simultaneous (MusterState            *state,
                              const MusterActionDef  *action,
                              MusterEntry            *entry,
                              MusterChance           *chance,
                              GError                **error)
{
  return choose_fight (state, action, entry, TRUE, error);
}

gboolean
b2c_apply_face_fire (MusterState            *state,
                     const MusterActionDef  *action,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  return choose_fight (state, action, entry, FALSE, error);
}
