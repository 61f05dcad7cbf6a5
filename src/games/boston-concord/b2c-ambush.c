/* b2c-ambush.c: the Patriot's harassing actions, Ambush (6.6) and Snipe
 * (6.7): both wait for the Shot Heard 'Round the World (10.0), both strike
 * British units that have moved, and each leaves its marker in the region
 * until the end of the turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

/* 6.6 Ambush */

static gboolean
ambush_target (B2cState *self,
               int       i,
               int       region)
{
  const RevroadUnitDef *def = b2c_def (self, i);
  RevroadUnit *u = b2c_unit (self, i);

  return def->side == REVROAD_BRITISH && def->kind == REVROAD_KIND_REGULAR && b2c_unit_active (self, i) &&
         u->region == region && !u->flipped && (u->markers & REVROAD_MARK_MOVED);
}

gboolean
b2c_can_ambush (B2cCtx  *ctx,
                GError **error)
{
  B2cState *self = ctx->self;

  if (!self->shot_heard)
    return b2c_illegal (error, _("6.6 Ambush: not before the Shot Heard 'Round the World (10.0)"));
  for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
    {
      int n = 0;

      if ((int) r == self->data->boston || b2c_region (self, (int) r)->ambush)
        continue;
      for (guint i = 0; i < b2c_n_units (self); i++)
        if (ambush_target (self, (int) i, (int) r))
          n++;
      if (n >= 2)
        return TRUE;
    }
  return b2c_illegal (error, _("6.6 Ambush: no region without an Ambush marker holds two unbroken Regulars with Moved markers"));
}

gboolean
b2c_apply_ambush (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  RevroadUnitSet targets;
  int region;
  guint values[2];
  int order[2], k = 0;
  MusterRollSpec spec = { "patriot", N_("ambush"), 5, 6 };

  if (!b2c_can_ambush (ctx, error))
    return FALSE;
  if (muster_args_count (args) != 1 && muster_args_count (args) != 3)
    return b2c_invalid (error, _("Usage: %s"), "ambush REGION [UNIT UNIT]");
  if (!b2c_parse_region (self, args[0], &region, error) ||
      !b2c_parse_units (self, args + 1, &targets, "ambush REGION [UNIT UNIT]", error))
    return FALSE;
  if (region == self->data->boston)
    return b2c_illegal (error, _("3.0 Boston: British units in Boston may not be targeted by the Patriot"));
  if (b2c_region (self, region)->ambush)
    return b2c_illegal (error, _("6.6 Ambush: %s already has an Ambush marker"), b2c_region_name (self, region));
  if (revroad_unit_set_is_empty (&targets))
    for (guint i = 0; i < b2c_n_units (self) && revroad_unit_set_count (&targets) < 2; i++)
      if (ambush_target (self, (int) i, region))
        revroad_unit_set_add (&targets, i);
  if (revroad_unit_set_count (&targets) != 2)
    return b2c_illegal (error, _("6.6 Ambush: two unbroken Regulars with Moved markers must be in %s"),
                        b2c_region_name (self, region));
  revroad_unit_set_foreach (i, &targets)
    {
      if (!ambush_target (self, (int) i, region))
        return b2c_illegal (error, _("6.6 Ambush: %s is not an unbroken Regular with a Moved marker in %s (leaders and the cannon do not count)"),
                            b2c_unit_name (self, (int) i), b2c_region_name (self, region));
      order[k++] = (int) i;
    }
  b2c_begin_action (ctx, TRUE);
  spec.purpose = _("ambush");
  if (!muster_chance_roll (ctx->chance, 2, 6, &spec, values, error))
    return FALSE;
  b2c_region (self, region)->ambush = TRUE;
  b2c_say (ctx, _("Ambush in %s: %u against %s, %u against %s."), b2c_region_name (self, region),
           values[0], b2c_unit_name (self, order[0]), values[1], b2c_unit_name (self, order[1]));
  for (int d = 0; d < 2; d++)
    if (values[d] >= 5 && !b2c_hit_unit (ctx, order[d], NULL, error))
      return FALSE;
  return TRUE;
}

/* 6.7 Snipe */

static int
snipe_column (B2cState *self,
              int       region)
{
  int n = 0;

  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (def->side != REVROAD_BRITISH || !b2c_unit_active (self, (int) i) || u->region != region || u->flipped)
        continue;
      if (def->kind != REVROAD_KIND_REGULAR && def->kind != REVROAD_KIND_LEADER)
        continue;
      if ((u->markers & REVROAD_MARK_MOVED) && (u->markers & B2C_MARK_MARCHED) && u->road >= 2)
        n++;
    }
  return n;
}

gboolean
b2c_can_snipe (B2cCtx  *ctx,
               GError **error)
{
  B2cState *self = ctx->self;

  if (!self->shot_heard)
    return b2c_illegal (error, _("6.7 Snipe: not before the Shot Heard 'Round the World (10.0)"));
  for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
    if ((int) r != self->data->boston && !b2c_region (self, (int) r)->snipe && snipe_column (self, (int) r) >= 4)
      return TRUE;
  return b2c_illegal (error, _("6.7 Snipe: no region without a Snipe marker holds four unbroken Regulars or healthy leaders that marched two regions along a road"));
}

guint
b2c_snipe_targets (B2cState       *self,
                   int             region,
                   RevroadUnitSet *targets)
{
  guint n = 0;

  /* A die for each unbroken Regular and healthy leader there. */
  revroad_unit_set_clear (targets);
  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (def->side == REVROAD_BRITISH && b2c_unit_active (self, (int) i) && u->region == region && !u->flipped &&
          (def->kind == REVROAD_KIND_REGULAR || def->kind == REVROAD_KIND_LEADER))
        {
          revroad_unit_set_add (targets, i);
          n++;
        }
    }
  return MIN (n, REVROAD_DICE_MAX);
}

gboolean
b2c_apply_snipe (MusterState            *state,
                 const MusterActionDef  *action,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  RevroadUnitSet targets;
  MusterRollSpec spec = { "patriot", NULL, 6, 6 };
  guint values[REVROAD_DICE_MAX];
  guint n = 0, hits = 0;
  int region;
  g_autofree char *faces = NULL;

  if (!b2c_can_snipe (ctx, error) ||
      !muster_args_check_count (args, 1, 1, "snipe REGION", error) ||
      !b2c_parse_region (self, args[0], &region, error))
    return FALSE;
  if (region == self->data->boston)
    return b2c_illegal (error, _("3.0 Boston: British units in Boston may not be targeted by the Patriot"));
  if (b2c_region (self, region)->snipe)
    return b2c_illegal (error, _("6.7 Snipe: %s already has a Snipe marker"), b2c_region_name (self, region));
  if (snipe_column (self, region) < 4)
    return b2c_illegal (error, _("6.7 Snipe: %s needs four unbroken Regulars or healthy leaders that marched at least two regions along a road (the cannon does not count)"),
                        b2c_region_name (self, region));
  n = b2c_snipe_targets (self, region, &targets);
  b2c_begin_action (ctx, TRUE);
  spec.purpose = _("snipe");
  if (!muster_chance_roll (ctx->chance, n, 6, &spec, values, error))
    return FALSE;
  for (guint d = 0; d < n; d++)
    if (values[d] == 6)
      hits++;
  faces = revroad_dice_faces (values, n);
  b2c_region (self, region)->snipe = TRUE;
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "Snipe in %s: %u dice, %s — %u hit (6.7).", "Snipe in %s: %u dice, %s — %u hits (6.7).",
                            hits),
           b2c_region_name (self, region), n, faces, hits);
  b2c_push_allocate (ctx, REVROAD_BRITISH, (int) hits, region, &targets, NULL, B2C_ALLOC_FRONT_ONLY);
  return TRUE;
}
