/* b2c-move.c: movement (6.4 Scout, March, Forced March; 9.0 the turn-1 naval
 * landing; 4.4 the Sons of Liberty; 6.5 Assemble; 4.3 the Minutemen's free
 * move), the stop rules, broken units' limits, the field cannon breaking a
 * unit on the way (4.1) and opportunity fire against moving units (14.2,
 * 15.2).
 *
 * One Movement action activates a region (FAQ): its units may each scout,
 * march or force march, in groups going different ways. The first group
 * spends the action; while unmoved units remain, the same side may send more
 * groups from the region for free, or end the activation with end-move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

typedef enum
{
  MODE_SCOUT,
  MODE_MARCH,
  MODE_FORCED,
  MODE_LAND,
  MODE_FREE,
  MODE_SOL,
} MoveMode;

typedef struct
{
  MoveMode       mode;
  int            from;
  RevroadUnitSet units;
  int            path[4];
  guint          n_path;
  int            broken;  /* forced march: the unit to break, or -1 */
} Group;

static const char *
mode_section (MoveMode mode)
{
  switch (mode)
    {
    case MODE_SCOUT:
      return "6.4.1";
    case MODE_MARCH:
    case MODE_FORCED:
      return "6.4.2";
    case MODE_LAND:
      return "9.0";
    case MODE_FREE:
      return "4.3";
    case MODE_SOL:
    default:
      return "4.4";
    }
}

/* Can this counter be activated for movement (6.4)? */
static gboolean
movable (B2cState    *self,
         int          i,
         RevroadSide  side,
         int          from,
         gboolean     sol)
{
  const RevroadUnitDef *def = b2c_def (self, i);
  RevroadUnit *u = b2c_unit (self, i);

  if (def->side != side || !b2c_unit_active (self, i) || (from >= 0 && u->region != from))
    return FALSE;
  if (u->markers & REVROAD_MARK_MOVED)
    return FALSE;
  if (sol)
    return def->kind == REVROAD_KIND_SOL && !u->flipped;
  return revroad_kind_is_military (def->kind) || def->kind == REVROAD_KIND_LEADER;
}

/* Can anything of @side (in @from, unless -1) still move? The field
 * cannon moves only with a Regular (4.1): left alone it moves nothing. */
static gboolean
any_movable (B2cState    *self,
             RevroadSide  side,
             int          from,
             gboolean     sol)
{
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (movable (self, (int) i, side, from, sol) && (int) i != self->data->cannon)
      return TRUE;
  return FALSE;
}

static gboolean
landing_turn (B2cState *self,
              gboolean  percy_only)
{
  /* 9.0: turn 1 only; 15.2: Percy may land on turn 8. */
  if (b2c_solitaire (self))
    return self->tracks.turn == 8 && percy_only;
  return self->tracks.turn == 1;
}

gboolean
b2c_can_move (B2cCtx     *ctx,
              B2cOp       op,
              GError    **error)
{
  B2cState *self = ctx->self;
  int from = self->move.open ? self->move.from : -1;

  if (self->move.open && self->move.sol)
    return b2c_illegal (error, _("4.4: no other unit moves in a Sons of Liberty move"));
  if (op == B2C_OP_LAND)
    {
      gboolean any = FALSE;

      if (ctx->side != REVROAD_BRITISH)
        return b2c_illegal (error, _("9.0: only the British land from the sea"));
      if (!landing_turn (self, TRUE))
        return b2c_illegal (error, _("9.0: the naval landing is open on turn 1 only (15.2: Percy on turn 8)"));
      if (from >= 0 && from != self->data->boston)
        return b2c_illegal (error, _("9.0: units land from Boston"));
      for (guint i = 0; i < b2c_n_units (self); i++)
        if (movable (self, (int) i, REVROAD_BRITISH, self->data->boston, FALSE) &&
            (!b2c_solitaire (self) || b2c_is_percy_force (self, (int) i)))
          any = TRUE;
      if (!any)
        return b2c_illegal (error, _("9.0: no British unit in Boston can still move"));
      return TRUE;
    }
  if (op == B2C_OP_FORCED_MARCH && ctx->side == REVROAD_BRITISH && b2c_solitaire (self))
    return b2c_illegal (error, _("15.2: the British may not force march in the solitaire scenarios"));
  if (!any_movable (self, ctx->side, from, FALSE))
    {
      if (movable (self, self->data->cannon, ctx->side, from, FALSE))
        return b2c_illegal (error, _("6.4 Movement: only the field cannon could move, and it moves only with a British Regular (4.1)"));
      return b2c_illegal (error, from >= 0 ? _("6.4: no unit in the activated region can still move")
                                           : _("6.4 Movement: no unit of yours can move (all have moved or are under markers)"));
    }
  return TRUE;
}

gboolean
b2c_can_move_sol (B2cCtx  *ctx,
                  GError **error)
{
  if (!any_movable (ctx->self, REVROAD_PATRIOT, -1, TRUE))
    return b2c_illegal (error, _("4.4: neither Hancock nor Adams is free, active and unmoved"));
  return TRUE;
}

static gboolean
group_has_leader (B2cState       *self,
                  const RevroadUnitSet *units)
{
  revroad_unit_set_foreach (i, units)
    if (b2c_def (self, (int) i)->kind == REVROAD_KIND_LEADER)
      return TRUE;
  return FALSE;
}

static int
count_in_set (B2cState             *self,
              const RevroadUnitSet *units,
              RevroadKind           kind,
              gboolean              unbroken_only)
{
  int n = 0;

  revroad_unit_set_foreach (i, units)
    if (b2c_def (self, (int) i)->kind == kind && (!unbroken_only || !b2c_unit (self, (int) i)->flipped))
      n++;
  return n;
}

/* 6.4 stop rules, counting the moving group as if in @region, with
 * @patriot_loss unbroken Patriot units just broken by the cannon. */
static gboolean
must_stop (B2cState             *self,
           RevroadSide           side,
           int                   region,
           const RevroadUnitSet *movers,
           int                   patriot_loss)
{
  if (side == REVROAD_BRITISH)
    {
      int patriots = b2c_count_military (self, region, REVROAD_PATRIOT, TRUE) - patriot_loss;
      int regulars = b2c_count (self, region, REVROAD_BRITISH, REVROAD_KIND_REGULAR, FALSE, FALSE) +
                     count_in_set (self, movers, REVROAD_KIND_REGULAR, FALSE);

      if (b2c_hinder_at (self, B2C_HINDER_MOVE, region))
        return TRUE;
      return patriots > 0 && 2 * patriots >= regulars;
    }
  else
    {
      int regulars = b2c_count (self, region, REVROAD_BRITISH, REVROAD_KIND_REGULAR, FALSE, FALSE);
      int patriots = b2c_count_military (self, region, REVROAD_PATRIOT, TRUE) +
                     b2c_military_in (self, movers, TRUE);

      return regulars > 0 && 2 * regulars >= patriots;
    }
}

static gboolean
check_group (B2cCtx  *ctx,
             Group   *g,
             GError **error)
{
  B2cState *self = ctx->self;
  const char *sec = mode_section (g->mode);
  RevroadSide side = ctx->side;
  gboolean leader = group_has_leader (self, &g->units);
  gboolean cannon = FALSE, regular = FALSE;
  gboolean cannon_break_pending = g->mode != MODE_FREE && self->move.open && !self->move.cannon_broke;
  int at = g->from;

  if (revroad_unit_set_is_empty (&g->units))
    return b2c_invalid (error, _("Name the units that move"));
  if (g->n_path == 0)
    return b2c_invalid (error, _("Name where the units go"));

  revroad_unit_set_foreach (i, &g->units)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (g->mode == MODE_FREE)
        continue;
      if (def->kind == REVROAD_KIND_RIDER)
        return b2c_illegal (error, _("6.4: Nightriders move only with a Call to Arms (6.12)"));
      if (def->kind == REVROAD_KIND_SOL && g->mode != MODE_SOL)
        return b2c_illegal (error, _("4.4: Hancock and Adams move on their own with move-sol"));
      if (def->side != side)
        return b2c_illegal (error, _("%s: %s is not yours to move"), sec, def->name);
      if (!revroad_unit_on_map (u) || u->region != g->from)
        return b2c_illegal (error, _("%s: %s is not in %s"), sec, def->name, b2c_region_name (self, g->from));
      if (u->markers & REVROAD_MARK_INACTIVE)
        return b2c_illegal (error, _("4.3: %s is under a marker and cannot be activated"), def->name);
      if (u->markers & REVROAD_MARK_MOVED)
        return b2c_illegal (error, _("6.4: %s already has a Moved marker"), def->name);
      if (def->kind == REVROAD_KIND_SOL && u->flipped)
        return b2c_illegal (error, _("4.4: %s is captured"), def->name);
      if (def->kind == REVROAD_KIND_CANNON)
        cannon = TRUE;
      if (def->kind == REVROAD_KIND_REGULAR)
        regular = TRUE;
      /* 11.0: after Concord, Smith and Pitcairn's broken Regulars move one
       * region per Move action and may not march. */
      if (self->concord_entered && def->kind == REVROAD_KIND_REGULAR && u->flipped &&
          !b2c_is_percy_force (self, (int) i) && g->mode != MODE_SCOUT && g->mode != MODE_LAND)
        return b2c_illegal (error, _("11.0 Concord: %s is a broken Regular of Smith's force and may only scout one region"),
                            def->name);
    }
  if (cannon && !regular)
    return b2c_illegal (error, _("4.1: the field cannon moves only with a British Regular"));

  switch (g->mode)
    {
    case MODE_SCOUT:
      if (g->n_path != 1)
        return b2c_invalid (error, _("6.4.1: scouting units move to one adjacent region"));
      break;
    case MODE_MARCH:
      if (g->n_path > 2)
        return b2c_illegal (error, _("6.4.2 March: at most two regions along a road (three with a Forced March)"));
      break;
    case MODE_FORCED:
      if (g->n_path != 3)
        return b2c_invalid (error, _("6.4.2 Forced March: name the three regions along the road"));
      if (side == REVROAD_BRITISH && b2c_solitaire (self))
        return b2c_illegal (error, _("15.2: the British may not force march in the solitaire scenarios"));
      if (g->broken < 0 || !revroad_unit_set_has (&g->units, (guint) g->broken) ||
          !revroad_kind_is_military (b2c_def (self, g->broken)->kind) ||
          b2c_def (self, g->broken)->kind == REVROAD_KIND_CANNON || b2c_unit (self, g->broken)->flipped)
        return b2c_illegal (error, _("6.4.2 Forced March: the first unit named must be an unbroken moving unit, broken at the end of the march"));
      break;
    case MODE_LAND:
      if (g->n_path != 1)
        return b2c_invalid (error, _("9.0: name one landing region"));
      if (side != REVROAD_BRITISH || g->from != self->data->boston)
        return b2c_illegal (error, _("9.0: British units land from Boston"));
      if (!landing_turn (self, TRUE))
        return b2c_illegal (error, _("9.0: the naval landing is open on turn 1 only (15.2: Percy on turn 8)"));
      if (b2c_solitaire (self))
        {
          revroad_unit_set_foreach (i, &g->units)
            if (!b2c_is_percy_force (self, (int) i))
              return b2c_illegal (error, _("15.2: only Percy's force may land, on turn 8"));
        }
      if (!revroad_map_has_tag (self->map, g->path[0], "landing") &&
          !b2c_uncertain (ctx, error, _("9.0: %s has no naval landing icon on the reconstructed map"),
                          b2c_region_name (self, g->path[0])))
        return FALSE;
      return b2c_check_enterable (ctx, side, g->path[0], sec, error);
    case MODE_FREE:
      if (g->n_path > 2)
        return b2c_illegal (error, _("4.3: the free move reaches at most two regions away"));
      break;
    case MODE_SOL:
      if (g->n_path > (self->data->options.hobbled_sol ? 1u : 2u))
        return b2c_illegal (error, self->data->options.hobbled_sol ? _("14.3: Hancock and Adams move one region")
                                                                    : _("4.4: Hancock and Adams move up to two regions"));
      break;
    default:
      break;
    }

  for (guint s = 0; s < g->n_path; s++)
    {
      int to = g->path[s];
      gboolean last = s + 1 == g->n_path;

      if (to == at)
        return b2c_invalid (error, _("A path may not stay in the same region"));
      if (!b2c_check_adjacent (ctx, at, to, sec, error))
        return FALSE;
      if ((g->mode == MODE_MARCH || g->mode == MODE_FORCED) && !b2c_check_road (ctx, at, to, sec, error))
        return FALSE;
      if (g->mode == MODE_SOL && g->n_path > 1 && revroad_map_stream_without_road (self->map, at, to))
        {
          if (!revroad_map_border_is_reconstructed (self->map, at, to))
            return b2c_illegal (error, _("4.4: crossing a stream without a road, Hancock and Adams move only one region"));
          if (!b2c_uncertain (ctx, error, _("4.4: crossing a stream without a road, Hancock and Adams move only one region, and the reconstructed map has one between %s and %s"),
                              b2c_region_name (self, at), b2c_region_name (self, to)))
            return FALSE;
        }
      if (!b2c_check_enterable (ctx, side, to, sec, error))
        return FALSE;

      /* 4.0: broken units' limits. */
      revroad_unit_set_foreach (i, &g->units)
        {
          const RevroadUnitDef *def = b2c_def (self, (int) i);

          if (!b2c_unit (self, (int) i)->flipped || !revroad_kind_is_military (def->kind))
            continue;
          if (side == REVROAD_PATRIOT)
            {
              if (b2c_count (self, to, REVROAD_BRITISH, REVROAD_KIND_REGULAR, FALSE, FALSE) > 0)
                return b2c_illegal (error, _("4.0: broken Patriot units may not enter a region with British Regulars (%s)"),
                                    def->name);
              if (!leader && !b2c_closer (self, at, to, self->data->concord) &&
                  !b2c_uncertain (ctx, error, _("4.0: broken Patriot units without a leader move only toward Concord (%s)"),
                                  def->name))
                return FALSE;
            }
          else if (!leader)
            {
              if (b2c_count (self, to, REVROAD_PATRIOT, REVROAD_KIND_MINUTEMAN, FALSE, TRUE) > 0)
                return b2c_illegal (error, _("4.0: broken Regulars without a leader may not enter a region with Minutemen (%s)"),
                                    def->name);
              if (!b2c_closer (self, at, to, self->data->boston) &&
                  !b2c_uncertain (ctx, error, _("4.0: broken Regulars without a leader move only toward Boston (%s)"),
                                  def->name))
                return FALSE;
            }
        }

      if (!last && g->mode != MODE_SCOUT)
        {
          int loss = 0;

          if (cannon && side == REVROAD_BRITISH && cannon_break_pending)
            {
              RevroadUnitSet targets;

              b2c_cannon_targets (self, to, FALSE, &targets);
              if (!revroad_unit_set_is_empty (&targets))
                {
                  loss = 1;
                  cannon_break_pending = FALSE;
                }
            }
          if (must_stop (self, side, to, &g->units, loss))
            return b2c_illegal (error, _("6.4: the units must stop on entering %s"),
                                b2c_region_name (self, to));
        }
      at = to;
    }
  return TRUE;
}

gboolean
b2c_opfire_armed (B2cState    *self,
                  RevroadSide  enemy,
                  int          region)
{
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (b2c_unit_combatant (self, (int) i, enemy, region) && !b2c_unit (self, (int) i)->flipped)
      return TRUE;
  return FALSE;
}

/* Rolls 14.2 opportunity fire for each region passed through. */
static gboolean
movement_opfire (B2cCtx  *ctx,
                 Group   *g,
                 int     *hits,
                 GError **error)
{
  B2cState *self = ctx->self;
  RevroadSide enemy = revroad_side_other (ctx->side);

  /* Every region entered with an unbroken enemy piece in it fires once. */
  for (guint s = 0; s < g->n_path; s++)
    {
      int r = g->path[s];
      guint die;

      if (!b2c_opfire_armed (self, enemy, r))
        continue;
      if (!revroad_roll_d6 (ctx->chance, enemy, _("opportunity fire (14.2)"), 6, &die, error))
        return FALSE;
      b2c_say (ctx, _("Opportunity fire from %s (14.2): %u%s."), b2c_region_name (self, r), die,
               die == 6 ? _(", a hit") : "");
      if (die == 6)
        (*hits)++;
    }
  return TRUE;
}

static gboolean
apply_group (B2cCtx  *ctx,
             Group   *g,
             GError **error)
{
  B2cState *self = ctx->self;
  gboolean cannon = FALSE;
  int hits = 0;
  RevroadUnitSet targets;
  int break_region = -1;

  revroad_unit_set_foreach (i, &g->units)
    if (b2c_def (self, (int) i)->kind == REVROAD_KIND_CANNON)
      cannon = TRUE;

  for (guint s = 0; s < g->n_path; s++)
    {
      revroad_unit_set_foreach (i, &g->units)
        b2c_place_unit (ctx, (int) i, g->path[s]);
      if (cannon && ctx->side == REVROAD_BRITISH && g->mode != MODE_FREE && !self->move.cannon_broke)
        {
          b2c_cannon_targets (self, g->path[s], FALSE, &targets);
          if (!revroad_unit_set_is_empty (&targets))
            {
              self->move.cannon_broke = TRUE;
              break_region = g->path[s];
            }
        }
    }

  {
    GString *names = g_string_new (NULL);
    GString *path = g_string_new (NULL);

    revroad_unit_set_foreach (i, &g->units)
      g_string_append_printf (names, "%s%s", names->len ? ", " : "", b2c_unit_name (self, (int) i));
    for (guint s = 0; s < g->n_path; s++)
      g_string_append_printf (path, " → %s", b2c_region_name (self, g->path[s]));
    switch (g->mode)
      {
      case MODE_SCOUT:
        b2c_say (ctx, _("Scout: %s from %s%s."), names->str, b2c_region_name (self, g->from), path->str);
        break;
      case MODE_MARCH:
        b2c_say (ctx, _("March: %s from %s%s."), names->str, b2c_region_name (self, g->from), path->str);
        break;
      case MODE_FORCED:
        b2c_say (ctx, _("Forced march: %s from %s%s."), names->str, b2c_region_name (self, g->from), path->str);
        break;
      case MODE_LAND:
        b2c_say (ctx, _("Naval landing: %s from Boston to %s; they move no further this turn (9.0)."),
                 names->str, b2c_region_name (self, g->path[0]));
        break;
      case MODE_FREE:
        b2c_say (ctx, _("Free move: %s from %s%s (no Moved marker, 4.3)."), names->str,
                 b2c_region_name (self, g->from), path->str);
        break;
      case MODE_SOL:
      default:
        b2c_say (ctx, _("%s move from %s%s."), names->str, b2c_region_name (self, g->from), path->str);
        break;
      }
    g_string_free (names, TRUE);
    g_string_free (path, TRUE);
  }

  revroad_unit_set_foreach (i, &g->units)
    {
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (g->mode != MODE_FREE)
        u->markers |= REVROAD_MARK_MOVED;
      u->moved = (gint8) MIN (120, u->moved + (int) g->n_path);
      if (g->mode == MODE_MARCH || g->mode == MODE_FORCED)
        {
          u->markers |= B2C_MARK_MARCHED;
          u->road = (gint8) MIN (120, u->road + (int) g->n_path);
        }
    }

  if (g->mode == MODE_FORCED && g->broken >= 0)
    {
      b2c_say (ctx, _("The forced march costs a unit its order (6.4.2):"));
      if (!b2c_hit_unit (ctx, g->broken, NULL, error))
        return FALSE;
    }

  /* Opportunity fire against the moving group: 14.2 for both sides when
   * chosen; 15.2 against British moves (not Percy's landing). */
  if (b2c_move_opfire (self, g->mode == MODE_LAND || g->mode == MODE_FREE) && !movement_opfire (ctx, g, &hits, error))
    return FALSE;
  if (b2c_solitaire_fires (self, ctx->side, g->mode == MODE_LAND))
    {
      int before = self->move.opfire_hits;

      if (!b2c_solitaire_opfire (ctx, &g->units, g->path, g->n_path, error))
        return FALSE;
      hits += self->move.opfire_hits - before;
    }
  if (hits > 0)
    {
      RevroadUnitSet alive;

      revroad_unit_set_clear (&alive);
      revroad_unit_set_foreach (i, &g->units)
        if (revroad_unit_on_map (b2c_unit (self, (int) i)) &&
            b2c_def (self, (int) i)->kind != REVROAD_KIND_SOL)
          revroad_unit_set_add (&alive, i);
      b2c_push_allocate (ctx, ctx->side, hits, g->path[g->n_path - 1], &alive, NULL, 0);
    }

  if (break_region >= 0)
    {
      b2c_cannon_targets (self, break_region, FALSE, &targets);
      b2c_say (ctx, _("The field cannon enters %s and breaks a Patriot unit (4.1)."),
               b2c_region_name (self, break_region));
      return b2c_cannon_break (ctx, &targets, break_region, FALSE, error);
    }
  return TRUE;
}

/* Splits “FROM UNIT... REGION...” (and forced march's BREAK first). */
static gboolean
parse_group (B2cCtx              *ctx,
             MoveMode             mode,
             const char * const  *args,
             Group               *g,
             GError             **error)
{
  B2cState *self = ctx->self;
  g_autoptr(GArray) regions = g_array_new (FALSE, FALSE, sizeof (int));
  guint n = muster_args_count (args);
  guint first = 1;

  memset (g, 0, sizeof *g);
  g->mode = mode;
  g->broken = -1;
  if (mode == MODE_LAND)
    {
      if (!b2c_parse_region_units (self, args, 1, "land REGION UNIT...", &g->path[0], &g->units, error))
        return FALSE;
      g->from = self->data->boston;
      g->n_path = 1;
      return TRUE;
    }
  if (mode == MODE_SCOUT)
    {
      /* scout FROM TO UNIT... */
      if (n < 3)
        return b2c_invalid (error, _("Usage: %s"), "scout FROM TO UNIT...");
      if (!b2c_parse_region (self, args[0], &g->from, error) ||
          !b2c_parse_region (self, args[1], &g->path[0], error))
        return FALSE;
      g->n_path = 1;
      return b2c_parse_units (self, args + 2, &g->units, "scout FROM TO UNIT...", error);
    }
  if (n < 3)
    return b2c_invalid (error, _("Usage: %s"), mode == MODE_FORCED ? "forced-march FROM BREAK-UNIT [UNIT...] REGION REGION REGION"
                                                               : "march FROM UNIT... REGION [REGION]");
  if (!b2c_parse_region (self, args[0], &g->from, error))
    return FALSE;
  if (mode == MODE_FORCED)
    {
      if (!b2c_parse_unit (self, args[1], &g->broken, error))
        return FALSE;
      first = 1;
    }
  if (!b2c_parse_mixed (self, args + first, &g->units, regions, error))
    return FALSE;
  /* Units first, then the path. */
  {
    gboolean seen_region = FALSE;

    for (guint i = first; i < n; i++)
      {
        gboolean is_region = b2c_find_unit (self, args[i]) < 0;

        if (is_region)
          seen_region = TRUE;
        else if (seen_region)
          return b2c_invalid (error, _("Name the units first, then the regions of the path"));
      }
  }
  if (regions->len > G_N_ELEMENTS (g->path))
    return b2c_invalid (error, _("The path is too long"));
  for (guint i = 0; i < regions->len; i++)
    g->path[i] = g_array_index (regions, int, i);
  g->n_path = regions->len;
  return TRUE;
}

static void
after_group (B2cCtx *ctx)
{
  B2cState *self = ctx->self;

  if (self->move.sol || !any_movable (self, ctx->side, self->move.from, FALSE))
    {
      /* Older logs end a movement that left only the cannon behind with
       * end-move: it is taken as read until the next action. */
      self->move.closed_itself = !self->move.sol &&
                                 movable (self, self->data->cannon, ctx->side, self->move.from, FALSE);
      self->move.open = FALSE;
      return;
    }
  /* More units may move from the activated region; the ask sits under any
   * hits or breaks the move caused, so those are settled first. */
  {
    B2cAsk ask;

    memset (&ask, 0, sizeof ask);
    ask.kind = B2C_ASK_MOVE_MORE;
    ask.side = ctx->side;
    ask.region = self->move.from;
    ask.region2 = -1;
    g_array_prepend_val (self->asks, ask);
  }
}

gboolean
b2c_apply_free_move_done (MusterState            *state,
                          const MusterActionDef  *action,
                          MusterEntry            *entry,
                          MusterChance           *chance,
                          GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, "free-move-done", error))
    return FALSE;
  b2c_pop_ask (ctx->self);
  b2c_say (ctx, _("The other Minutemen stay where they are."));
  return TRUE;
}

gboolean
b2c_apply_free_move (MusterState            *state,
                     const MusterActionDef  *action,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  Group g;
  int u;

  if (muster_args_count (args) < 2)
    return b2c_invalid (error, _("Usage: %s"), "free-move UNIT REGION [REGION]");
  if (muster_args_count (args) > 3)
    return b2c_illegal (error, _("4.3: the free move reaches at most two regions away"));
  if (!b2c_parse_unit (self, args[0], &u, error))
    return FALSE;
  if (!revroad_unit_set_has (&ask->units, (guint) u))
    return b2c_illegal (error, _("4.3: %s is not one of the Minutemen just mustered"), b2c_unit_name (self, u));
  memset (&g, 0, sizeof g);
  g.mode = MODE_FREE;
  g.from = b2c_unit (self, u)->region;
  g.broken = -1;
  revroad_unit_set_add (&g.units, (guint) u);
  for (guint i = 1; args[i] != NULL; i++)
    if (!b2c_parse_region (self, args[i], &g.path[g.n_path++], error))
      return FALSE;
  if (!check_group (ctx, &g, error))
    return FALSE;
  revroad_unit_set_remove (&ask->units, (guint) u);
  if (revroad_unit_set_is_empty (&ask->units))
    b2c_pop_ask (self);
  return apply_group (ctx, &g, error);
}

gboolean
b2c_move_opfire (B2cState *self,
                 gboolean  landing_or_free)
{
  return self->data->options.movement_opfire && !landing_or_free;
}

gboolean
b2c_solitaire_fires (B2cState    *self,
                     RevroadSide  side,
                     gboolean     landing)
{
  return b2c_solitaire (self) && side == REVROAD_BRITISH && !landing;
}

gboolean
b2c_move_path (B2cState              *self,
               const MusterActionDef *def,
               const char * const    *args,
               int                   *path,
               guint                 *n_path)
{
  B2cCtx ctx = { self, NULL, NULL, FALSE, REVROAD_NO_SIDE };
  MoveMode mode;
  Group g;

  switch (B2C_TAG_OP (def->tag))
    {
    case B2C_OP_SCOUT:
      mode = MODE_SCOUT;
      break;
    case B2C_OP_MARCH:
      mode = MODE_MARCH;
      break;
    case B2C_OP_FORCED_MARCH:
      mode = MODE_FORCED;
      break;
    case B2C_OP_LAND:
      mode = MODE_LAND;
      break;
    default:
      mode = MODE_FREE;
      break;
    }
  if (mode == MODE_FREE)
    {
      /* free-move UNIT REGION [REGION] */
      *n_path = 0;
      for (guint i = 1; args != NULL && args[0] != NULL && args[i] != NULL && i <= 4; i++)
        if (!b2c_parse_region (self, args[i], &path[(*n_path)++], NULL))
          return FALSE;
      return *n_path > 0;
    }
  if (!parse_group (&ctx, mode, args, &g, NULL))
    return FALSE;
  memcpy (path, g.path, sizeof g.path);
  *n_path = g.n_path;
  return TRUE;
}

gboolean
b2c_apply_move (MusterState            *state,
                const MusterActionDef  *action,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  gboolean more = ask != NULL && ask->kind == B2C_ASK_MOVE_MORE;
  MoveMode mode;
  Group g;

  switch (B2C_TAG_OP (action->tag))
    {
    case B2C_OP_SCOUT:
      mode = MODE_SCOUT;
      break;
    case B2C_OP_MARCH:
      mode = MODE_MARCH;
      break;
    case B2C_OP_FORCED_MARCH:
      mode = MODE_FORCED;
      break;
    default:
      mode = MODE_LAND;
      break;
    }

  if (!b2c_can_move (ctx, B2C_TAG_OP (action->tag), error) || !parse_group (ctx, mode, args, &g, error))
    return FALSE;
  if (more && g.from != self->move.from)
    return b2c_illegal (error, _("6.4: this Movement action activated %s; units elsewhere need another action"),
                        b2c_region_name (self, self->move.from));
  if (!more)
    {
      memset (&self->move, 0, sizeof self->move);
      self->move.open = TRUE;
      self->move.from = (gint16) g.from;
      self->move.side = ctx->side;
    }
  if (!check_group (ctx, &g, error))
    return FALSE;
  if (more)
    b2c_pop_ask (self);
  else
    b2c_begin_action (ctx, TRUE);
  if (!apply_group (ctx, &g, error))
    return FALSE;
  after_group (ctx);
  return TRUE;
}

gboolean
b2c_apply_end_move (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cAsk *ask = b2c_top_ask (ctx->self);

  if (!muster_args_check_count (args, 0, 0, "end-move", error))
    return FALSE;
  if (ask == NULL || ask->kind != B2C_ASK_MOVE_MORE)
    {
      /* An older log's end-move after a movement that ended by itself. */
      ctx->self->move.closed_itself = FALSE;
      b2c_say (ctx, _("The movement had already ended: only the field cannon was left, and it moves only with a Regular (4.1)."));
      return TRUE;
    }
  b2c_pop_ask (ctx->self);
  ctx->self->move.open = FALSE;
  b2c_say (ctx, _("The movement ends."));
  return TRUE;
}

gboolean
b2c_apply_move_sol (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  Group g;

  if (!b2c_can_move_sol (ctx, error) || !parse_group (ctx, MODE_MARCH, args, &g, error))
    return FALSE;
  g.mode = MODE_SOL;
  memset (&self->move, 0, sizeof self->move);
  self->move.open = TRUE;
  self->move.sol = TRUE;
  self->move.from = (gint16) g.from;
  self->move.side = ctx->side;
  revroad_unit_set_foreach (i, &g.units)
    if (b2c_def (self, (int) i)->kind != REVROAD_KIND_SOL)
      return b2c_illegal (error, _("4.4: no other unit moves in a Sons of Liberty move (%s)"), b2c_unit_name (self, (int) i));
  if (!check_group (ctx, &g, error))
    return FALSE;
  b2c_begin_action (ctx, TRUE);
  if (!apply_group (ctx, &g, error))
    return FALSE;
  self->move.open = FALSE;
  return TRUE;
}

/* 6.5 Assemble */

gboolean
b2c_can_assemble (B2cCtx  *ctx,
                  GError **error)
{
  if (!any_movable (ctx->self, REVROAD_PATRIOT, -1, FALSE))
    return b2c_illegal (error, _("6.5 Assemble: no Patriot unit without a Moved marker is active"));
  return TRUE;
}

gboolean
b2c_apply_assemble (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  RevroadUnitSet units;
  int to;

  if (!b2c_parse_region_units (self, args, 1, "assemble TO UNIT...", &to, &units, error))
    return FALSE;
  if (!b2c_check_enterable (ctx, REVROAD_PATRIOT, to, "6.5", error))
    return FALSE;

  revroad_unit_set_foreach (i, &units)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);
      gboolean leader_along = FALSE;

      if (!movable (self, (int) i, REVROAD_PATRIOT, -1, FALSE))
        {
          if (def->kind == REVROAD_KIND_RIDER || def->kind == REVROAD_KIND_SOL)
            return b2c_illegal (error, _("4.4: %s does not move like other units"), def->name);
          return b2c_illegal (error, _("6.5 Assemble: %s cannot move (not yours, under a marker, or already moved)"), def->name);
        }
      if (u->region == to)
        return b2c_illegal (error, _("6.5 Assemble: %s is already in %s"), def->name, b2c_region_name (self, to));
      if (!b2c_check_adjacent (ctx, u->region, to, "6.5", error))
        return FALSE;
      if (!u->flipped || !revroad_kind_is_military (def->kind))
        continue;
      if (b2c_count (self, to, REVROAD_BRITISH, REVROAD_KIND_REGULAR, FALSE, FALSE) > 0)
        return b2c_illegal (error, _("4.0: broken Patriot units may not enter a region with British Regulars (%s)"), def->name);
      revroad_unit_set_foreach (j, &units)
        if (b2c_def (self, (int) j)->kind == REVROAD_KIND_LEADER && b2c_unit (self, (int) j)->region == u->region)
          leader_along = TRUE;
      if (!leader_along &&
          !b2c_closer (self, u->region, to, self->data->concord) &&
          !b2c_uncertain (ctx, error, _("4.0: broken Patriot units without a leader move only toward Concord (%s)"), def->name))
        return FALSE;
    }
  if (revroad_unit_set_is_empty (&units))
    return b2c_invalid (error, _("Name the units that assemble"));

  b2c_begin_action (ctx, TRUE);
  revroad_unit_set_foreach (i, &units)
    {
      b2c_place_unit (ctx, (int) i, to);
      b2c_unit (self, (int) i)->markers |= REVROAD_MARK_MOVED;
      b2c_unit (self, (int) i)->moved++;
    }
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "The Patriots assemble %u unit in %s.",
                             "The Patriots assemble %u units in %s.", revroad_unit_set_count (&units)), revroad_unit_set_count (&units),
           b2c_region_name (self, to));
  return TRUE;
}

gboolean
b2c_apply_break_unit (MusterState            *state,
                      const MusterActionDef  *action,
                      MusterEntry            *entry,
                      MusterChance           *chance,
                      GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  int u;

  if (!muster_args_check_count (args, 1, 1, "break-unit UNIT", error) ||
      !b2c_parse_unit (self, args[0], &u, error))
    return FALSE;
  if (!revroad_unit_set_has (&ask->units, (guint) u))
    return b2c_illegal (error, _("4.1: the cannon breaks an unbroken Militia%s in %s; %s is not one"),
                        ask->extra ? "" : _(" or Minutemen"), b2c_region_name (self, ask->region),
                        b2c_unit_name (self, u));
  b2c_pop_ask (self);
  return b2c_hit_unit (ctx, u, NULL, error);
}
