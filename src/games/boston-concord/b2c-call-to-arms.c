/* b2c-call-to-arms.c: the Call to Arms (6.12) and the Nightriders (4.4, 4.6).
 *
 * A Call to Arms activates every free Nightrider that has not moved this
 * turn and gives each four activity points. The riders then act one step at
 * a time (ride, alert, leave-map, remove-alert) until call-done. Before
 * turn 1 the Patriot takes one Call to Arms free (5.0, 9.0): the riders may
 * not be captured, but Dawes pays two points to leave British-held Boston.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

#define ACTIVITY_POINTS 4

static gboolean
is_rider (B2cState *self,
          int       i)
{
  return b2c_def (self, i)->kind == REVROAD_KIND_RIDER;
}

/* A rider the Call to Arms activates: free, not under a marker, no Moved
 * marker, on the map or in a Nightrider box. */
static gboolean
callable (B2cState *self,
          int       i)
{
  RevroadUnit *u = b2c_unit (self, i);

  return is_rider (self, i) && revroad_unit_on_map (u) && !u->flipped &&
         !(u->markers & (REVROAD_MARK_INACTIVE | REVROAD_MARK_MOVED));
}

gboolean
b2c_can_call_to_arms (B2cCtx  *ctx,
                      GError **error)
{
  B2cState *self = ctx->self;

  if (self->call_turn == self->tracks.turn && self->phase != B2C_PHASE_PREGAME)
    return b2c_illegal (error, _("6.12: after the free Call to Arms, no other Call to Arms is allowed on turn 1"));
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (callable (self, (int) i))
      return TRUE;
  return b2c_illegal (error, _("6.12 Call to Arms: no Nightrider is free, active and unmoved"));
}

gboolean
b2c_apply_call_to_arms (MusterState            *state,
                        const MusterActionDef  *action,
                        MusterEntry            *entry,
                        MusterChance           *chance,
                        GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  gboolean free_call = self->phase == B2C_PHASE_PREGAME;
  B2cAsk *ask;
  GString *names = g_string_new (NULL);

  if (!muster_args_check_count (args, 0, 0, "call-to-arms", error) || !b2c_can_call_to_arms (ctx, error))
    {
      g_string_free (names, TRUE);
      return FALSE;
    }
  b2c_begin_action (ctx, !free_call);
  if (free_call)
    self->call_turn = 1;
  ask = b2c_push_ask (self, B2C_ASK_CALL, REVROAD_PATRIOT);
  ask->extra = free_call;
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (callable (self, (int) i))
      {
        RevroadUnit *u = b2c_unit (self, (int) i);

        revroad_unit_set_add (&ask->units, i);
        u->spare = ACTIVITY_POINTS;
        u->markers &= ~(guint32) B2C_MARK_RIDDEN;
        g_string_append_printf (names, "%s%s", names->len ? ", " : "", b2c_unit_name (self, (int) i));
      }
  b2c_say (ctx, free_call ? _("The free Call to Arms before turn 1 (6.12): %s ride with four activity points each.")
                          : _("Call to Arms (6.12): %s ride with four activity points each."),
           names->str);
  g_string_free (names, TRUE);
  return TRUE;
}

/* The British roll to capture a rider: a 6 takes it. */
static gboolean
capture_roll (B2cCtx   *ctx,
              int       rider,
              gboolean *captured,
              GError  **error)
{
  B2cState *self = ctx->self;
  guint die;

  *captured = FALSE;
  if (!revroad_roll_d6 (ctx->chance, REVROAD_BRITISH, _("British patrol (6.12)"), 6, &die, error))
    return FALSE;
  if (die == 6)
    {
      RevroadUnit *u = b2c_unit (self, rider);

      u->flipped = TRUE;
      u->turn = (gint16) self->tracks.turn;
      u->spare = 0;
      *captured = TRUE;
      b2c_say (ctx, _("The British patrol rolls 6: %s is captured in %s."), b2c_unit_name (self, rider),
               b2c_region_name (self, u->region));
    }
  else
    b2c_say (ctx, _("The British patrol rolls %u: %s rides on."), die, b2c_unit_name (self, rider));
  return TRUE;
}

/* Leaving a region with an unbroken Regular costs a point or a capture
 * roll; during the free call there is no capture and the point is paid. */
static gboolean
leave_cost (B2cCtx      *ctx,
            B2cAsk      *ask,
            int          rider,
            const char  *how,
            int         *extra,
            gboolean    *risk,
            GError     **error)
{
  B2cState *self = ctx->self;
  int at = b2c_unit (self, rider)->region;

  *extra = 0;
  *risk = FALSE;
  if (!b2c_has_unbroken_regular (self, at))
    {
      if (how != NULL)
        return b2c_invalid (error, _("No British Regular stands in %s: there is nothing to evade"), b2c_region_name (self, at));
      return TRUE;
    }
  if (ask->extra)
    {
      *extra = 1;
      return TRUE;
    }
  if (g_strcmp0 (how, "evade") == 0)
    *extra = 1;
  else if (g_strcmp0 (how, "risk") == 0)
    *risk = TRUE;
  else
    return b2c_invalid (error, _("6.12: leaving %s, which holds an unbroken Regular, say “evade” (one more point) or “risk” (a capture roll)"),
                        b2c_region_name (self, at));
  return TRUE;
}

static int
edge_box (B2cState   *self,
          const char *edge)
{
  for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
    if (revroad_map_has_tag (self->map, (int) r, "rider-box") &&
        g_strcmp0 (revroad_map_get_attr (self->map, (int) r, "edge"), edge) == 0)
      return (int) r;
  return -1;
}

/* The Nightrider an answer names: one this Call to Arms activated, still
 * free. */
static gboolean
rider_arg (B2cCtx              *ctx,
           const char * const  *args,
           int                 *rider,
           GError             **error)
{
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);

  if (muster_args_count (args) < 1 || !b2c_parse_unit (self, args[0], rider, error))
    return b2c_invalid (error, _("Name the Nightrider"));
  if (!revroad_unit_set_has (&ask->units, (guint) *rider))
    return b2c_illegal (error, _("6.12: %s was not activated by this Call to Arms"), b2c_unit_name (self, *rider));
  if (b2c_unit (self, *rider)->flipped)
    return b2c_illegal (error, _("6.12: %s has been captured"), b2c_unit_name (self, *rider));
  return TRUE;
}

gboolean
b2c_apply_call_done (MusterState            *state,
                     const MusterActionDef  *action,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  gboolean free_call = ask->extra;

  if (!muster_args_check_count (args, 0, 0, "call-done", error))
    return FALSE;
  revroad_unit_set_foreach (i, &ask->units)
    {
      RevroadUnit *r = b2c_unit (self, (int) i);

      /* Riders that moved get Moved markers; the free call marks them
       * all (5.0). */
      if (!r->flipped && revroad_unit_on_map (r) && (free_call || (r->markers & B2C_MARK_RIDDEN)))
        r->markers |= REVROAD_MARK_MOVED;
      r->spare = 0;
    }
  b2c_pop_ask (self);
  b2c_say (ctx, _("The Call to Arms ends."));
  return TRUE;
}

gboolean
b2c_apply_ride (MusterState            *state,
                const MusterActionDef  *action,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  RevroadUnit *u;
  int rider, to, cost, extra;
  gboolean risk, captured = FALSE;

  if (!rider_arg (ctx, args, &rider, error))
    return FALSE;
  u = b2c_unit (self, rider);

  if (muster_args_count (args) < 2 || muster_args_count (args) > 3)
    return b2c_invalid (error, _("Usage: %s"), "ride RIDER REGION [evade|risk]");
  if (!b2c_parse_region (self, args[1], &to, error))
    return FALSE;
  if (b2c_region_offboard (self, u->region))
    return b2c_illegal (error, _("6.12: a Nightrider that left the map may not come back"));
  if (!b2c_check_adjacent (ctx, u->region, to, "6.12", error) ||
      !b2c_check_enterable (ctx, REVROAD_PATRIOT, to, "6.12", error))
    return FALSE;
  cost = revroad_map_stream_without_road (self->map, u->region, to) ? 2 : 1;
  if (!leave_cost (ctx, ask, rider, args[2], &extra, &risk, error))
    return FALSE;
  /* Only the stream's second point rests on the reconstructed map; past
   * it the ride costs what a ride to a neighbour costs. */
  if (cost + extra > u->spare && cost == 2 && 1 + extra <= u->spare &&
      revroad_map_border_is_reconstructed (self->map, u->region, to))
    {
      if (!b2c_uncertain (ctx, error, _("6.12: on the reconstructed map a stream without a road lies between %s and %s, so the ride costs 2 activity points more than %s has"),
                          b2c_region_name (self, u->region), b2c_region_name (self, to), b2c_unit_name (self, rider)))
        return FALSE;
      cost = 1;
    }
  if (cost + extra > u->spare)
    return b2c_illegal (error, g_dngettext (GETTEXT_PACKAGE, "6.12: %s has %d activity point left and the ride costs %d",
                             "6.12: %s has %d activity points left and the ride costs %d", u->spare),
                        b2c_unit_name (self, rider), u->spare, cost + extra);
  u->spare -= (gint16) (cost + extra);
  u->markers |= B2C_MARK_RIDDEN;
  if (risk && !capture_roll (ctx, rider, &captured, error))
    return FALSE;
  if (captured)
    return TRUE;
  b2c_place_unit (ctx, rider, to);
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "%s rides to %s (%d point left).",
                             "%s rides to %s (%d points left).", u->spare), b2c_unit_name (self, rider),
           b2c_region_name (self, to), u->spare);
  return TRUE;
}

gboolean
b2c_apply_alert (MusterState            *state,
                 const MusterActionDef  *action,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  gboolean free_call = ask->extra;
  gboolean captured;
  B2cRegion *reg;
  RevroadUnit *u;
  int rider, region;

  if (!rider_arg (ctx, args, &rider, error))
    return FALSE;
  u = b2c_unit (self, rider);
  region = u->region;
  reg = b2c_region (self, region);

  if (!muster_args_check_count (args, 1, 1, "alert RIDER", error))
    return FALSE;
  if (reg->gather != B2C_GATHER_GATHER)
    return b2c_illegal (error, _("4.3: %s has no Gather marker to flip"), b2c_region_name (self, region));
  if (b2c_has_unbroken_regular (self, region))
    return b2c_illegal (error, _("4.3: a Gather marker may not be flipped while an unbroken British Regular is in %s"),
                        b2c_region_name (self, region));
  if (b2c_hinder_at (self, B2C_HINDER_MUSTER, region))
    return b2c_illegal (error, _("6.11 Hinder Muster: the Gather marker in %s may not be flipped"),
                        b2c_region_name (self, region));
  if (u->spare < 1)
    return b2c_illegal (error, _("6.12: %s has no activity points left"), b2c_unit_name (self, rider));
  u->spare -= 1;
  b2c_flip_gather (ctx, region, b2c_unit_name (self, rider));
  /* Each flip brings a British capture roll, except in the free call. */
  if (!free_call && !capture_roll (ctx, rider, &captured, error))
    return FALSE;
  return TRUE;
}

/* The first checks of Leave the Map with @args: the rider, the edge, and
 * that the rider is still on the map. */
static gboolean
leave_map_args (B2cCtx              *ctx,
                const char * const  *args,
                int                 *rider,
                GError             **error)
{
  B2cState *self = ctx->self;

  if (!rider_arg (ctx, args, rider, error))
    return FALSE;
  if (muster_args_count (args) < 2 || muster_args_count (args) > 3)
    return b2c_invalid (error, _("Usage: %s"), "leave-map RIDER top|left|bottom [evade|risk]");
  if (!g_str_equal (args[1], "top") && !g_str_equal (args[1], "left") && !g_str_equal (args[1], "bottom"))
    return b2c_invalid (error, _("Nightriders leave by the top, left or bottom edge, not “%s”"), args[1]);
  if (b2c_region_offboard (self, b2c_unit (self, *rider)->region))
    return b2c_illegal (error, _("6.12: %s is already off the map"), b2c_unit_name (self, *rider));
  return TRUE;
}

B2C_PRECHECK (b2c_precheck_leave_map)
{
  B2cCtx ctx;
  int rider;

  if (!b2c_precheck_begin (state, def, override, &ctx))
    return TRUE;
  return leave_map_args (&ctx, args, &rider, error);
}

gboolean
b2c_apply_leave_map (MusterState            *state,
                     const MusterActionDef  *action,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  g_autofree char *tag = NULL;
  gboolean risk, captured = FALSE;
  RevroadUnit *u;
  int rider, extra, box;

  if (!leave_map_args (ctx, args, &rider, error))
    return FALSE;
  u = b2c_unit (self, rider);
  tag = g_strdup_printf ("edge-%s", args[1]);
  if (!revroad_map_has_tag (self->map, u->region, tag) &&
      !b2c_uncertain (ctx, error, _("6.12: %s does not touch the %s edge on the reconstructed map"),
                      b2c_region_name (self, u->region), args[1]))
    return FALSE;
  box = edge_box (self, args[1]);
  if (box < 0)
    return b2c_illegal (error, _("6.12: there is no Nightrider box on the %s edge"), args[1]);
  if (!leave_cost (ctx, ask, rider, args[2], &extra, &risk, error))
    return FALSE;
  if (1 + extra > u->spare)
    return b2c_illegal (error, g_dngettext (GETTEXT_PACKAGE, "6.12: %s has %d activity point left",
                             "6.12: %s has %d activity points left", u->spare), b2c_unit_name (self, rider), u->spare);
  u->spare -= (gint16) (1 + extra);
  u->markers |= B2C_MARK_RIDDEN;
  if (risk && !capture_roll (ctx, rider, &captured, error))
    return FALSE;
  if (captured)
    return TRUE;
  b2c_place_unit (ctx, rider, box);
  u->turn = (gint16) self->tracks.turn;
  b2c_say (ctx, _("%s rides off the %s edge into the Nightrider box; from next turn it can raise that edge's Alert markers."),
           b2c_unit_name (self, rider), args[1]);
  return TRUE;
}

gboolean
b2c_apply_remove_alert (MusterState            *state,
                        const MusterActionDef  *action,
                        MusterEntry            *entry,
                        MusterChance           *chance,
                        GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  const char *edge;
  RevroadUnit *u;
  int rider, box, n = 0;

  if (!rider_arg (ctx, args, &rider, error))
    return FALSE;
  u = b2c_unit (self, rider);
  edge = revroad_map_get_attr (self->map, u->region, "edge");

  if (!muster_args_check_count (args, 2, 2, "remove-alert RIDER BOX", error) ||
      !b2c_parse_region (self, args[1], &box, error))
    return FALSE;
  if (!revroad_map_has_tag (self->map, u->region, "rider-box"))
    return b2c_illegal (error, _("6.12: only a Nightrider in a Nightrider box raises Alert markers"));
  if (u->turn >= self->tracks.turn)
    return b2c_illegal (error, _("6.12: a Nightrider raises Alert markers from the turn after it left the map"));
  if (u->markers & B2C_MARK_ALERTED)
    return b2c_illegal (error, _("6.12: %s has already removed an Alert marker this turn"), b2c_unit_name (self, rider));
  if (!revroad_map_has_tag (self->map, box, "alert") || !b2c_region (self, box)->alert)
    return b2c_illegal (error, _("4.6: %s holds no Alert marker"), b2c_region_name (self, box));
  if (g_strcmp0 (revroad_map_get_attr (self->map, box, "edge"), edge) != 0 &&
      !b2c_uncertain (ctx, error, _("6.12: the %s Alert box is not on the %s edge on the reconstructed map"),
                      b2c_region_name (self, box), edge))
    return FALSE;
  b2c_region (self, box)->alert = FALSE;
  u->markers |= B2C_MARK_ALERTED;
  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      RevroadUnit *unit = b2c_unit (self, (int) i);

      if (revroad_unit_on_map (unit) && unit->region == box)
        {
          unit->markers &= ~(guint32) REVROAD_MARK_INACTIVE;
          n++;
        }
    }
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "%s raises the %s Alert box: %d unit is available at once and may enter the map (4.6).",
                             "%s raises the %s Alert box: %d units are available at once and may enter the map (4.6).", n),
           b2c_unit_name (self, rider), b2c_region_name (self, box), n);
  return TRUE;
}
