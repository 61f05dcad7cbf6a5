/* b2c-markers.c: Gather, Muster and Alert markers (4.3, 4.5, 4.6), Hinder
 * markers (6.11) and the marker steps of End Turn (5.3 steps 1-4).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

static const char *
hinder_name (B2cHinderKind kind)
{
  switch (kind)
    {
    case B2C_HINDER_MOVE:
      return _("Hinder Movement");
    case B2C_HINDER_SEARCH:
      return _("Hinder Search");
    case B2C_HINDER_MUSTER:
    case B2C_N_HINDER:
    default:
      return _("Hinder Muster");
    }
}

static RevroadSide
hinder_owner (B2cHinderKind kind)
{
  return kind == B2C_HINDER_MUSTER ? REVROAD_BRITISH : REVROAD_PATRIOT;
}

gboolean
b2c_hinder_at (B2cState      *self,
               B2cHinderKind  kind,
               int            region)
{
  return self->hinder[kind].where == B2C_HINDER_ON_MAP && self->hinder[kind].region == region;
}

void
b2c_flip_gather (B2cCtx     *ctx,
                 int         region,
                 const char *why)
{
  B2cState *self = ctx->self;
  B2cRegion *r = b2c_region (self, region);
  RevroadUnitSet minutemen;

  if (r->gather != B2C_GATHER_GATHER)
    return;
  r->gather = B2C_GATHER_MUSTER;
  b2c_say (ctx, _("%s is alerted: its Gather marker turns to Muster (%s)."), b2c_region_name (self, region), why);

  revroad_unit_set_clear (&minutemen);
  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (!revroad_unit_on_map (u) || u->region != region || !(u->markers & REVROAD_MARK_INACTIVE))
        continue;
      if (def->kind == REVROAD_KIND_MINUTEMAN)
        {
          /* 4.3: minutemen form at once and get a free move of up to two
           * regions, without a Moved marker. */
          u->markers &= ~(guint32) REVROAD_MARK_INACTIVE;
          revroad_unit_set_add (&minutemen, i);
        }
      else if ((int) i == self->data->prescott && (u->markers & B2C_MARK_PRESCOTT))
        {
          /* 6.12: Prescott is available once Lexington is alerted. */
          u->markers &= ~(guint32) (REVROAD_MARK_INACTIVE | B2C_MARK_PRESCOTT);
          b2c_say (ctx, _("Prescott is free to ride."));
        }
    }
  if (!revroad_unit_set_is_empty (&minutemen))
    {
      B2cAsk *ask = b2c_push_ask (self, B2C_ASK_FREE_MOVE, REVROAD_PATRIOT);

      ask->region = (gint16) region;
      ask->units = minutemen;
      b2c_say (ctx, _("Its Minutemen are active and may move up to two regions for free (4.3)."));
    }
}

void
b2c_check_gather_flips (B2cCtx *ctx,
                        int     region)
{
  B2cState *self = ctx->self;

  /* 4.3: when every British unit has left a region with a Gather marker,
   * by movement or battle, the marker turns to Muster. */
  if (region < 0 || b2c_region (self, region)->gather != B2C_GATHER_GATHER)
    return;
  if (b2c_side_in_region (self, region, REVROAD_BRITISH))
    return;
  /* 6.11: a Hinder Muster marker keeps the Gather marker from flipping. */
  if (b2c_hinder_at (self, B2C_HINDER_MUSTER, region))
    return;
  b2c_flip_gather (ctx, region, _("the British left"));
}

void
b2c_end_turn_markers (B2cCtx *ctx)
{
  B2cState *self = ctx->self;

  /* Step 1: Muster markers go where no unbroken Regular stands and no
   * Hinder Muster marker lies on them; the units beneath become active. */
  for (guint r = 0; r < self->regions->len; r++)
    {
      B2cRegion *reg = b2c_region (self, (int) r);

      if (reg->gather != B2C_GATHER_MUSTER)
        continue;
      if (b2c_has_unbroken_regular (self, (int) r) || b2c_hinder_at (self, B2C_HINDER_MUSTER, (int) r))
        continue;
      reg->gather = B2C_GATHER_NONE;
      for (guint i = 0; i < b2c_n_units (self); i++)
        {
          RevroadUnit *u = b2c_unit (self, (int) i);

          if (revroad_unit_on_map (u) && u->region == (int) r)
            u->markers &= ~(guint32) (REVROAD_MARK_INACTIVE | B2C_MARK_PRESCOTT);
        }
      b2c_say (ctx, _("Step 1: the Muster marker in %s is removed and its units are active."),
               b2c_region_name (self, (int) r));
    }

  /* Steps 2-3 (6.11): markers on the Turn Track come back first, then
   * every Hinder (1) marker leaves the map, then every Hinder (2) marker
   * turns to 1; each pass over all three markers, so the log keeps the
   * order of the steps. */
  for (int h = 0; h < B2C_N_HINDER; h++)
    {
      B2cHinder *hinder = &self->hinder[h];

      if (hinder->where != B2C_HINDER_ON_TRACK)
        continue;
      hinder->where = B2C_HINDER_AVAILABLE;
      b2c_say (ctx, _("The %s marker comes back from the Turn Track and is available again (6.11)."),
               hinder_name ((B2cHinderKind) h));
    }
  for (int h = 0; h < B2C_N_HINDER; h++)
    {
      B2cHinder *hinder = &self->hinder[h];

      if (hinder->where != B2C_HINDER_ON_MAP || hinder->face != 1)
        continue;
      hinder->where = B2C_HINDER_AVAILABLE;
      hinder->region = -1;
      b2c_say (ctx, _("Step 2: the %s marker leaves the map."), hinder_name ((B2cHinderKind) h));
    }
  for (int h = 0; h < B2C_N_HINDER; h++)
    {
      B2cHinder *hinder = &self->hinder[h];

      if (hinder->where != B2C_HINDER_ON_MAP || hinder->face != 2)
        continue;
      hinder->face = 1;
      b2c_say (ctx, _("Step 3: the %s marker turns to its 1 side."), hinder_name ((B2cHinderKind) h));
    }

  /* Step 4: Moved, Fired, Rally, Ambush and Snipe markers go. */
  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      RevroadUnit *u = b2c_unit (self, (int) i);

      u->markers &= ~(guint32) (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED | REVROAD_MARK_RALLIED |
                                B2C_MARK_MARCHED | B2C_MARK_ALERTED | B2C_MARK_RIDDEN);
      u->moved = 0;
      u->road = 0;
    }
  for (guint r = 0; r < self->regions->len; r++)
    {
      b2c_region (self, (int) r)->ambush = FALSE;
      b2c_region (self, (int) r)->snipe = FALSE;
    }
  b2c_say (ctx, _("Step 4: Moved, Fired, Rally, Ambush and Snipe markers are cleared."));
}

/* 6.11 Hinder */

static gboolean
parse_hinder (const char     *arg,
              B2cHinderKind  *kind,
              GError        **error)
{
  if (g_strcmp0 (arg, "move") == 0)
    *kind = B2C_HINDER_MOVE;
  else if (g_strcmp0 (arg, "search") == 0)
    *kind = B2C_HINDER_SEARCH;
  else if (g_strcmp0 (arg, "muster") == 0)
    *kind = B2C_HINDER_MUSTER;
  else
    return b2c_invalid (error, _("The Hinder markers are move, search and muster, not “%s”"), arg ? arg : "");
  return TRUE;
}

static gboolean
any_ha (B2cState *self)
{
  for (guint r = 0; r < self->regions->len; r++)
    if (b2c_region (self, (int) r)->ha >= 0 && !b2c_region (self, (int) r)->searched)
      return TRUE;
  return FALSE;
}

static gboolean
any_gather (B2cState *self)
{
  for (guint r = 0; r < self->regions->len; r++)
    if (b2c_region (self, (int) r)->gather != B2C_GATHER_NONE)
      return TRUE;
  return FALSE;
}

/* 15.2: the marker goes between a British force and Lexington: on a
 * shortest way from a region with British units to Lexington. */
static gboolean
between_british_and_lexington (B2cState *self,
                               int       region)
{
  int to_lex = b2c_distance (self, region, self->data->lexington);

  if (to_lex == G_MAXINT)
    return FALSE;
  for (guint r = 0; r < self->regions->len; r++)
    {
      int d_total, d_part;

      if ((int) r == region || !b2c_side_in_region (self, (int) r, REVROAD_BRITISH))
        continue;
      d_total = b2c_distance (self, (int) r, self->data->lexington);
      d_part = b2c_distance (self, (int) r, region);
      if (d_total != G_MAXINT && d_part != G_MAXINT && d_part + to_lex == d_total)
        return TRUE;
    }
  return FALSE;
}

gboolean
b2c_can_hinder (B2cCtx  *ctx,
                GError **error)
{
  B2cState *self = ctx->self;
  RevroadSide side = ctx->side;

  for (int h = 0; h < B2C_N_HINDER; h++)
    {
      B2cHinder *hinder = &self->hinder[h];

      if (hinder_owner ((B2cHinderKind) h) == side)
        {
          if (hinder->where != B2C_HINDER_AVAILABLE)
            continue;
          if (h == B2C_HINDER_SEARCH && !any_ha (self))
            continue;
          if (h == B2C_HINDER_MUSTER && !any_gather (self))
            continue;
          return TRUE;
        }
      else if (hinder->where == B2C_HINDER_ON_MAP)
        return TRUE;
    }
  return b2c_illegal (error, _("6.11 Hinder: no Hinder marker of yours is available to place, and none of the opponent's is on the map"));
}

/* The checks of a Hinder by @ctx's side with @args, before it changes
 * anything: the marker, whether it is placed, and where. */
static gboolean
check_hinder (B2cCtx              *ctx,
              const char * const  *args,
              B2cHinderKind       *kind,
              gboolean            *place,
              int                 *region,
              GError             **error)
{
  B2cState *self = ctx->self;
  B2cHinder *hinder;

  if (!muster_args_check_count (args, 2, 3, "hinder place|remove MARKER [REGION]", error))
    return FALSE;
  if (g_str_equal (args[0], "place"))
    *place = TRUE;
  else if (g_str_equal (args[0], "remove"))
    *place = FALSE;
  else
    return b2c_invalid (error, _("Say “place” or “remove”, not “%s”"), args[0]);
  if (!parse_hinder (args[1], kind, error))
    return FALSE;
  hinder = &self->hinder[*kind];
  *region = -1;

  if (*place)
    {
      if (hinder_owner (*kind) != ctx->side)
        return b2c_illegal (error, _("6.11 Hinder: the %s marker belongs to the %s"),
                            hinder_name (*kind), revroad_side_name (hinder_owner (*kind)));
      if (hinder->where == B2C_HINDER_ON_MAP)
        return b2c_illegal (error, _("6.11 Hinder: the %s marker is already on the map"), hinder_name (*kind));
      if (hinder->where == B2C_HINDER_ON_TRACK)
        return b2c_illegal (error, _("6.11 Hinder: the %s marker was removed this turn and waits on the Turn Track until next turn"),
                            hinder_name (*kind));
      if (args[2] == NULL)
        return b2c_invalid (error, _("Name the region for the marker"));
      if (!b2c_parse_region (self, args[2], region, error))
        return FALSE;
      if (b2c_region_offboard (self, *region))
        return b2c_illegal (error, _("6.11 Hinder: %s is off the map"), b2c_region_name (self, *region));
      if (*kind == B2C_HINDER_SEARCH && (b2c_region (self, *region)->ha < 0 || b2c_region (self, *region)->searched))
        return b2c_illegal (error, _("6.11 Hinder Search: the marker goes on an unsearched Hidden Arms marker, and %s has none"),
                            b2c_region_name (self, *region));
      if (*kind == B2C_HINDER_MUSTER && b2c_region (self, *region)->gather == B2C_GATHER_NONE)
        return b2c_illegal (error, _("6.11 Hinder Muster: the marker goes on a Gather or Muster marker, and %s has none"),
                            b2c_region_name (self, *region));
      if (*kind == B2C_HINDER_MOVE && b2c_solitaire (self) && !between_british_and_lexington (self, *region) &&
          !b2c_uncertain (ctx, error, _("15.2 Hinder: the marker must lie between a British force and Lexington, and %s does not"),
                          b2c_region_name (self, *region)))
        return FALSE;
      return TRUE;
    }

  if (args[2] != NULL)
    return b2c_invalid (error, _("Removing a marker takes no region"));
  if (hinder_owner (*kind) == ctx->side)
    return b2c_illegal (error, _("6.11 Hinder: an action removes one of the opponent's markers, not your own"));
  if (hinder->where != B2C_HINDER_ON_MAP)
    return b2c_illegal (error, _("6.11 Hinder: the %s marker is not on the map"), hinder_name (*kind));
  return TRUE;
}

B2C_PRECHECK (b2c_precheck_hinder)
{
  g_autoptr(GError) local = NULL;
  B2cHinderKind kind;
  gboolean place;
  B2cCtx ctx;
  int region;

  if (!b2c_precheck_begin (state, def, override, &ctx))
    return TRUE;
  return b2c_precheck_answer (check_hinder (&ctx, args, &kind, &place, &region, &local), &local, error);
}

gboolean
b2c_apply_hinder (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cState *self = ctx->self;
  B2cHinderKind kind;
  B2cHinder *hinder;
  gboolean place;
  int region;

  if (!check_hinder (ctx, muster_entry_get_args (entry), &kind, &place, &region, error))
    return FALSE;
  hinder = &self->hinder[kind];
  if (place)
    {
      b2c_begin_action (ctx, TRUE);
      hinder->where = B2C_HINDER_ON_MAP;
      hinder->face = 2;
      hinder->region = (gint16) region;
      b2c_say (ctx, _("The %s player places the %s marker in %s, on its 2 side."), revroad_side_name (ctx->side),
               hinder_name (kind), b2c_region_name (self, region));
      return TRUE;
    }
  b2c_begin_action (ctx, TRUE);
  b2c_say (ctx, _("The %s player removes the %s marker from %s; it waits on the Turn Track until next turn."),
           revroad_side_name (ctx->side), hinder_name (kind), b2c_region_name (self, hinder->region));
  hinder->where = B2C_HINDER_ON_TRACK;
  hinder->region = -1;
  return TRUE;
}
