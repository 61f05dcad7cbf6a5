/* b2c-solitaire.c: the solitaire rules of 15.2, used by the solitaire
 * scenario and by 15.3/15.4: Patriot reinforcements, Patriot opportunity
 * fire against British moves, and the end: attrition rolls, the casualty
 * count and the solitaire victory points. (The British exceptions live where
 * the rules they change do: no forced march in b2c-move.c, rally limits in
 * b2c-rally.c, Percy's landing in b2c-move.c, the hinder limit in
 * b2c-markers.c.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

gboolean
b2c_solitaire (B2cState *self)
{
  return self->data->scenario != B2C_SCENARIO_TWO_PLAYER;
}

static int
hidden_on_map (B2cState *self)
{
  int n = 0;

  for (guint i = 0; i < b2c_n_units (self); i++)
    if (revroad_unit_on_map (b2c_unit (self, (int) i)) &&
        revroad_unit_is_hidden (b2c_def (self, (int) i), b2c_unit (self, (int) i)))
      n++;
  return n;
}

gboolean
b2c_solitaire_reinforce (B2cCtx            *ctx,
                         const MusterCard  *card,
                         GError           **error)
{
  B2cState *self = ctx->self;
  int spare = (int) revroad_militia_pool_left (self->pool) - hidden_on_map (self);
  int unit = -1;
  guint die;
  int region;

  if (revroad_card_hash (card) == 0)
    return TRUE;
  /* Only while the pool could still reveal every hidden militia. */
  for (guint i = 0; i < b2c_n_units (self) && unit < 0; i++)
    if (b2c_def (self, (int) i)->kind == REVROAD_KIND_MILITIA && b2c_unit (self, (int) i)->place == REVROAD_PLACE_WAITING)
      unit = (int) i;
  if (spare <= 0 || unit < 0)
    {
      b2c_say (ctx, _("The card has hash marks, but the Militia Draw Pool has no counter to spare: no reinforcement (15.2)."));
      return TRUE;
    }
  if (!revroad_roll_d6 (ctx->chance, REVROAD_PATRIOT, _("reinforcement placement (15.2)"), 0, &die, error))
    return FALSE;
  region = self->data->reinforce[die - 1];
  b2c_place_unit (ctx, unit, region);
  b2c_say (ctx, _("Reinforcement (15.2): the die shows %u, a hidden Militia (%s) joins in %s."), die,
           b2c_unit_name (self, unit), b2c_region_name (self, region));
  return TRUE;
}

/* Unbroken strength of the Patriot units in @region, revealing militia. */
static gboolean
patriot_strength (B2cCtx  *ctx,
                  int      region,
                  int     *sp,
                  int     *minutemen,
                  GError **error)
{
  B2cState *self = ctx->self;
  RevroadUnitSet units;
  RevroadDicePool pool;

  revroad_unit_set_clear (&units);
  *minutemen = 0;
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (b2c_unit_combatant (self, (int) i, REVROAD_PATRIOT, region) && !b2c_unit (self, (int) i)->flipped &&
        revroad_kind_is_military (b2c_def (self, (int) i)->kind))
      {
        revroad_unit_set_add (&units, i);
        if (!b2c_reveal (ctx, (int) i, error))
          return FALSE;
        if (b2c_def (self, (int) i)->kind == REVROAD_KIND_MINUTEMAN)
          (*minutemen)++;
      }
  b2c_combat_pool (self, REVROAD_PATRIOT, &units, region, &pool, NULL);
  *sp = (int) revroad_dice_pool_count (&pool);
  return TRUE;
}

gboolean
b2c_solitaire_exposed (B2cState  *self,
                       int        region,
                       const int *path,
                       guint      n_path)
{
  if (revroad_unit_set_has (&self->move.fired_from, (guint) region) ||
      b2c_count_military (self, region, REVROAD_PATRIOT, TRUE) == 0)
    return FALSE;
  /* Each time a British force moves next to, into or through a region
   * held by Patriots, that region may fire once. */
  for (guint s = 0; s < n_path; s++)
    if (path[s] == region || revroad_map_adjacent (self->map, path[s], region))
      return TRUE;
  return FALSE;
}

gboolean
b2c_solitaire_opfire (B2cCtx               *ctx,
                      const RevroadUnitSet *movers,
                      const int            *path,
                      guint                 n_path,
                      GError              **error)
{
  B2cState *self = ctx->self;

  for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
    {
      int sp, minutemen, dice;
      guint values[REVROAD_DICE_MAX];
      MusterRollSpec spec = { "patriot", NULL, 6, 6 };
      int hits = 0;

      if (self->move.opfire_hits >= 2)
        return TRUE;
      if (!b2c_solitaire_exposed (self, (int) r, path, n_path))
        continue;
      revroad_unit_set_add (&self->move.fired_from, r);
      if (!patriot_strength (ctx, (int) r, &sp, &minutemen, error))
        return FALSE;
      dice = sp / 5 + minutemen;
      if (dice <= 0)
        continue;
      dice = MIN (dice, REVROAD_DICE_MAX);
      spec.purpose = _("opportunity fire (15.2)");
      if (!muster_chance_roll (ctx->chance, (guint) dice, 6, &spec, values, error))
        return FALSE;
      for (int d = 0; d < dice; d++)
        if (values[d] == 6)
          hits++;
      hits = MIN (hits, 2 - self->move.opfire_hits);
      self->move.opfire_hits += (gint8) hits;
      b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "Patriot opportunity fire from %s (15.2): %d dice, %d hit%s.",
                             "Patriot opportunity fire from %s (15.2): %d dice, %d hits%s.", hits), b2c_region_name (self, (int) r),
               dice, hits, self->move.opfire_hits >= 2 ? _(" (the limit of two for this move)") : "");
    }
  return TRUE;
}

static gboolean
attrition (B2cCtx  *ctx,
           GError **error)
{
  B2cState *self = ctx->self;

  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);
      guint die, need;

      if (!revroad_unit_on_map (u) || !u->flipped)
        continue;
      if (def->kind == REVROAD_KIND_LEADER)
        need = 6;
      else if (revroad_kind_is_military (def->kind))
        need = def->side == REVROAD_BRITISH ? 6 : 5;
      else
        continue;
      if (!revroad_roll_d6 (ctx->chance, revroad_side_other (def->side), _("attrition (15.2)"), need, &die, error))
        return FALSE;
      if (die >= need)
        {
          b2c_say (ctx, def->kind == REVROAD_KIND_LEADER ? _("%s dies of his wounds (%u).")
                                                         : _("%s disbands (%u)."), def->name, die);
          b2c_remove_unit (ctx, (int) i, REVROAD_PLACE_ELIMINATED);
        }
    }
  return TRUE;
}

static void
score (B2cState    *self,
       GString     *out,
       RevroadSide  side,
       const char  *id,
       int          count)
{
  const B2cAward *award = b2c_vp_find (self->vp, id);
  int halves = award ? award->halves * count : 0;

  if (halves == 0)
    return;
  self->final_halves[side] += halves;
  g_string_append_printf (out, _("  %s %+g VP: %d × %s\n"), revroad_side_name (side), halves / 2.0, count, award->name);
}

gboolean
b2c_solitaire_final (B2cCtx  *ctx,
                     GError **error)
{
  B2cState *self = ctx->self;
  GString *out = g_string_new (NULL);
  int lex = self->data->lexington;
  int destroyed[REVROAD_N_SIDES] = { 0 }, broken[REVROAD_N_SIDES] = { 0 };
  int casualty_halves = 0;
  int region = -1;
  gboolean consolidated = TRUE, any = FALSE;

  /* Attrition first: wounded leaders die and broken units disband. */
  if (!attrition (ctx, error))
    {
      g_string_free (out, TRUE);
      return FALSE;
    }
  self->over = TRUE;
  self->phase = B2C_PHASE_OVER;
  self->final_halves[REVROAD_BRITISH] = self->final_halves[REVROAD_PATRIOT] = 0;
  g_string_append (out, _("Solitaire count (15.2):\n"));

  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (def->kind == REVROAD_KIND_RIDER || def->kind == REVROAD_KIND_SOL)
        continue;
      if (u->place == REVROAD_PLACE_ELIMINATED)
        {
          destroyed[def->side]++;
          if (def->side == REVROAD_BRITISH)
            casualty_halves += 2 * MAX (def->strength, 0);
        }
      else if (revroad_unit_on_map (u) && u->flipped && def->kind != REVROAD_KIND_LEADER)
        {
          broken[def->side]++;
          if (def->side == REVROAD_BRITISH)
            casualty_halves += 1;
        }
      if (def->side == REVROAD_BRITISH && revroad_unit_on_map (u))
        {
          any = TRUE;
          if (region < 0)
            region = u->region;
          else if (region != u->region)
            consolidated = FALSE;
        }
    }
  /* The British cancel one casualty for each Reserve Action they hold. */
  casualty_halves = MAX (0, casualty_halves - 2 * self->tracks.reserve[REVROAD_BRITISH]);
  self->casualties_halves = casualty_halves;
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  British casualties: %g (after %d Reserve Action).\n",
                             "  British casualties: %g (after %d Reserve Actions).\n", self->tracks.reserve[REVROAD_BRITISH]), casualty_halves / 2.0,
                          self->tracks.reserve[REVROAD_BRITISH]);

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      RevroadSide other = revroad_side_other ((RevroadSide) s);

      score (self, out, other, "unit-destroyed", destroyed[s]);
      score (self, out, other, "unit-broken", broken[s]);
    }

  if (b2c_count (self, lex, REVROAD_BRITISH, REVROAD_KIND_REGULAR, FALSE, FALSE) > 0)
    {
      int british_sp = 2 * b2c_count (self, lex, REVROAD_BRITISH, REVROAD_KIND_REGULAR, TRUE, FALSE);
      RevroadUnitSet patriots = b2c_combatants (self, REVROAD_PATRIOT, lex);
      RevroadDicePool pool;
      int patriot_sp;

      b2c_combat_pool (self, REVROAD_PATRIOT, &patriots, lex, &pool, NULL);
      patriot_sp = (int) revroad_dice_pool_count (&pool);
      if (revroad_unit_set_is_empty (&patriots))
        score (self, out, REVROAD_BRITISH, "lexington-clear", 1);
      else if (british_sp > 2 * patriot_sp)
        score (self, out, REVROAD_BRITISH, "lexington-outnumber", 1);
      else
        score (self, out, REVROAD_BRITISH, "lexington-held", 1);
    }
  if (any && consolidated)
    score (self, out, REVROAD_BRITISH, "consolidated", 1);
  else
    score (self, out, REVROAD_PATRIOT, "not-consolidated", 1);
  if (casualty_halves > 12)
    score (self, out, REVROAD_PATRIOT, "casualties", 1);

  g_string_append_printf (out, _("Totals: British %g VP, Patriot %g VP.\n"),
                          self->final_halves[REVROAD_BRITISH] / 2.0, self->final_halves[REVROAD_PATRIOT] / 2.0);
  /* 15.2 names no tie-break; 13.0's (a tie goes to the British) is used. */
  self->winner = self->final_halves[REVROAD_PATRIOT] > self->final_halves[REVROAD_BRITISH] ? REVROAD_PATRIOT : REVROAD_BRITISH;
  g_string_append_printf (out, _("%s victory (15.2)."), revroad_side_name (self->winner));
  if (self->result)
    g_string_free (self->result, TRUE);
  self->result = out;
  b2c_say (ctx, "%s", out->str);
  return TRUE;
}
