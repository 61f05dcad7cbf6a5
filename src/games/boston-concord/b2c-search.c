/* b2c-search.c: Search / Capture (6.9, 8.0-8.2) and Escape Capture (6.10).
 *
 * One action searches a region for hidden arms and tries to capture each
 * Son of Liberty there, drawing a separate card for each. Hash marks count,
 * less 1 for active unbroken Militia or Minutemen in the region and 2 for
 * both. A failed capture may be tried once more for 1 VP (FAQ); if every
 * draw fails the Patriot may slip the Son away to an adjacent region.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

static gboolean
is_sol (B2cState *self,
        int       i)
{
  return b2c_def (self, i)->kind == REVROAD_KIND_SOL;
}

static gboolean
sol_here (B2cState *self,
          int       i,
          int       region)
{
  RevroadUnit *u = b2c_unit (self, i);

  /* FAQ: a Son under a Gather marker can still be found. */
  return is_sol (self, i) && revroad_unit_on_map (u) && u->region == region && !u->flipped;
}

static gboolean
arms_here (B2cState *self,
           int       region)
{
  B2cRegion *r = b2c_region (self, region);

  return r->ha >= 0 && !r->searched && !b2c_hinder_at (self, B2C_HINDER_SEARCH, region);
}

/* 8.1: the Patriot reduction, from active unbroken units only (FAQ). */
static int
reduction (B2cState *self,
           int       region)
{
  gboolean militia = b2c_count (self, region, REVROAD_PATRIOT, REVROAD_KIND_MILITIA, TRUE, TRUE) > 0;
  gboolean minutemen = b2c_count (self, region, REVROAD_PATRIOT, REVROAD_KIND_MINUTEMAN, TRUE, TRUE) > 0;

  return (militia ? 1 : 0) + (minutemen ? 1 : 0);
}

static gboolean
searchable (B2cState  *self,
            int        region,
            gboolean  *arms,
            gboolean  *sols)
{
  *arms = arms_here (self, region);
  *sols = FALSE;
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (sol_here (self, (int) i, region))
      *sols = TRUE;
  return b2c_has_unbroken_regular (self, region) && (*arms || *sols);
}

gboolean
b2c_can_search (B2cCtx  *ctx,
                GError **error)
{
  B2cState *self = ctx->self;
  gboolean arms, sols;

  for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
    if (searchable (self, (int) r, &arms, &sols))
      return TRUE;
  return b2c_illegal (error, _("6.9 Search: no region holds an unbroken Regular together with an unsearched Hidden Arms marker (without Hinder Search) or a free Son of Liberty"));
}

/* The checks of a Search with @args, before it changes anything: the
 * region, and what may be found there. */
static gboolean
check_search (B2cState            *self,
              const char * const  *args,
              int                 *region_out,
              gboolean            *arms_out,
              GError             **error)
{
  B2cRegion *reg;
  gboolean arms, sols;
  int region;

  if (!muster_args_check_count (args, 1, 1, "search REGION", error) ||
      !b2c_parse_region (self, args[0], &region, error))
    return FALSE;
  reg = b2c_region (self, region);
  if (!b2c_has_unbroken_regular (self, region))
    return b2c_illegal (error, _("8.1 Search: at least one unbroken British Regular must be in %s"),
                        b2c_region_name (self, region));
  searchable (self, region, &arms, &sols);
  if (!arms && !sols)
    {
      if (reg->ha >= 0 && !reg->searched)
        return b2c_illegal (error, _("6.11 Hinder Search: British units in %s may not search for hidden arms"),
                            b2c_region_name (self, region));
      return b2c_illegal (error, _("8.1 Search: %s has no unsearched Hidden Arms marker and no free Son of Liberty"),
                          b2c_region_name (self, region));
    }
  *region_out = region;
  *arms_out = arms;
  return TRUE;
}

B2C_PRECHECK (b2c_precheck_search)
{
  gboolean arms;
  B2cCtx ctx;
  int region;

  if (!b2c_precheck_begin (state, def, override, &ctx))
    return TRUE;
  return check_search (ctx.self, args, &region, &arms, error);
}

gboolean
b2c_apply_search (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cState *self = ctx->self;
  B2cSearch *s = &self->search;
  gboolean arms = FALSE;   /* set by check_search(); -O3 cannot tell */
  int region = -1;

  if (!check_search (self, muster_entry_get_args (entry), &region, &arms, error))
    return FALSE;
  b2c_begin_action (ctx, TRUE);
  memset (s, 0, sizeof *s);
  s->active = TRUE;
  s->region = (gint16) region;
  s->arms = arms;
  s->current = -1;
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (sol_here (self, (int) i, region))
      revroad_unit_set_add (&s->sols, i);
  b2c_say (ctx, _("The British search %s."), b2c_region_name (self, region));
  /* 10.0: a search where an active unbroken Patriot military unit stands
   * starts the war. */
  if (b2c_count_military (self, region, REVROAD_PATRIOT, TRUE) > 0)
    b2c_shot_heard (ctx, _("the British searched among armed Patriots"));
  return TRUE;
}

/* Draws the card of one search or capture attempt, or uses the one waiting
 * for its values. Returns NULL while the players must enter them. */
static const MusterCard *
search_card (B2cCtx     *ctx,
             const char *purpose,
             gboolean   *waiting,
             GError    **error)
{
  B2cState *self = ctx->self;
  B2cSearch *s = &self->search;
  const MusterCard *card;

  *waiting = FALSE;
  if (s->card[0] == '\0')
    {
      g_autofree char *id = NULL;
      gboolean reshuffled = FALSE;

      id = b2c_draw_card (ctx, "british", purpose, &reshuffled, error);
      if (id == NULL)
        return NULL;
      if (reshuffled)
        b2c_say (ctx, _("The deck ran out: the discards are shuffled into a new deck (2.0)."));
      muster_deck_discard (self->deck, id, NULL);
      g_strlcpy (s->card, id, sizeof s->card);
    }
  card = muster_deck_lookup (self->deck, s->card);
  if (self->data->options.confirm_cards && revroad_card_is_reconstructed (card))
    {
      B2cAsk *ask = b2c_push_ask (self, B2C_ASK_CARD, REVROAD_NO_SIDE);

      g_strlcpy (ask->card, s->card, sizeof ask->card);
      b2c_say (ctx, _("Card %s is drawn; enter the values printed on it, or confirm them."), s->card);
      *waiting = TRUE;
      return NULL;
    }
  s->card[0] = '\0';
  return card;
}

static gboolean
attempt_capture (B2cCtx  *ctx,
                 GError **error)
{
  B2cState *self = ctx->self;
  B2cSearch *s = &self->search;
  const MusterCard *card;
  gboolean waiting;
  int marks, red;
  int u = s->current;

  card = search_card (ctx, _("capture draw"), &waiting, error);
  if (card == NULL)
    return waiting;
  red = reduction (self, s->region);
  marks = revroad_card_hash (card) - red;
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "Capture draw for %s: card %s, %d hash mark less %d = %d.",
                             "Capture draw for %s: card %s, %d hash marks less %d = %d.", revroad_card_hash (card)), b2c_unit_name (self, u),
           card->id, revroad_card_hash (card), red, marks);
  if (marks > 0)
    {
      RevroadUnit *unit = b2c_unit (self, u);

      unit->flipped = TRUE;
      unit->turn = (gint16) self->tracks.turn;
      unit->markers &= ~(guint32) REVROAD_MARK_INACTIVE;
      b2c_say (ctx, _("%s is captured (8.2)."), b2c_unit_name (self, u));
      s->current = -1;
      return TRUE;
    }
  if (s->attempt == 1 && self->tracks.vp[REVROAD_BRITISH] >= 1)
    {
      B2cAsk *ask = b2c_push_ask (self, B2C_ASK_RETRY_CAPTURE, REVROAD_BRITISH);

      ask->region = s->region;
      revroad_unit_set_add (&ask->units, (guint) u);
      return TRUE;
    }
  b2c_say (ctx, _("%s is not found."), b2c_unit_name (self, u));
  revroad_unit_set_add (&s->failed, (guint) u);
  s->current = -1;
  return TRUE;
}

gboolean
b2c_search_step (B2cCtx  *ctx,
                 GError **error)
{
  B2cState *self = ctx->self;
  B2cSearch *s = &self->search;

  if (s->arms)
    {
      gboolean waiting;
      const MusterCard *card = search_card (ctx, _("search draw"), &waiting, error);
      int red, marks;
      B2cRegion *reg = b2c_region (self, s->region);

      if (card == NULL)
        return waiting;
      s->arms = FALSE;
      red = reduction (self, s->region);
      marks = MAX (0, revroad_card_hash (card) - red);
      reg->searched = TRUE;
      b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "Search for hidden arms: card %s, %d hash mark less %d: %d VP for the British (8.1).",
                             "Search for hidden arms: card %s, %d hash marks less %d: %d VP for the British (8.1).", revroad_card_hash (card)),
               card->id, revroad_card_hash (card), red, marks);
      if (marks > 0 && !b2c_solitaire (self))
        b2c_award (ctx, "search-hash", marks);
      return TRUE;
    }
  if (s->current >= 0)
    return attempt_capture (ctx, error);
  revroad_unit_set_foreach (i, &s->sols)
    {
      revroad_unit_set_remove (&s->sols, i);
      if (!sol_here (self, (int) i, s->region))
        continue;
      s->current = (gint16) i;
      s->attempt = 1;
      return attempt_capture (ctx, error);
    }

  /* 8.2: every draw failed: the Patriot may move the Son away. */
  revroad_unit_set_foreach (i, &s->failed)
    {
      B2cAsk *ask;

      revroad_unit_set_remove (&s->failed, i);
      ask = b2c_push_ask (self, B2C_ASK_SOL_EVADE, REVROAD_PATRIOT);
      ask->region = s->region;
      revroad_unit_set_add (&ask->units, i);
      return TRUE;
    }
  memset (s, 0, sizeof *s);
  s->current = -1;
  return TRUE;
}

gboolean
b2c_apply_retry_capture (MusterState            *state,
                         const MusterActionDef  *action,
                         MusterEntry            *entry,
                         MusterChance           *chance,
                         GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cState *self = ctx->self;
  B2cSearch *s = &self->search;

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;
  b2c_pop_ask (self);
  /* FAQ: one more draw for 1 VP, only with the VP to pay. */
  b2c_award (ctx, "capture-retry", 1);
  s->attempt = 2;
  b2c_say (ctx, _("The British pay 1 VP to search again for %s (8.2)."), b2c_unit_name (self, s->current));
  return TRUE;
}

gboolean
b2c_apply_no_retry (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cState *self = ctx->self;
  B2cSearch *s = &self->search;

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;
  b2c_pop_ask (self);
  b2c_say (ctx, _("The British draw no more for %s, who is not found (8.2)."), b2c_unit_name (self, s->current));
  revroad_unit_set_add (&s->failed, (guint) s->current);
  s->current = -1;
  return TRUE;
}

gboolean
b2c_apply_sol_stay (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  B2cState *self = ctx->self;
  B2cAsk ask = *b2c_top_ask (self);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, action->id, error))
    return FALSE;
  b2c_pop_ask (self);
  revroad_unit_set_foreach (i, &ask.units)
    b2c_say (ctx, _("%s stays where he is, in %s (8.2)."), b2c_unit_name (self, (int) i),
             b2c_region_name (self, ask.region));
  return TRUE;
}

gboolean
b2c_apply_sol_move (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk ask = *b2c_top_ask (self);
  int u, to;

  if (!muster_args_check_count (args, 2, 2, "sol-move UNIT REGION", error) ||
      !b2c_parse_unit (self, args[0], &u, error) ||
      !b2c_parse_region (self, args[1], &to, error))
    return FALSE;
  if (!revroad_unit_set_has (&ask.units, (guint) u))
    return b2c_illegal (error, _("8.2: only the Son of Liberty every draw missed may slip away"));
  if (!b2c_check_adjacent (ctx, ask.region, to, "8.2", error) ||
      !b2c_check_enterable (ctx, REVROAD_PATRIOT, to, "8.2", error))
    return FALSE;
  b2c_pop_ask (self);
  b2c_place_unit (ctx, u, to);
  /* Even under a Gather marker or with a Moved marker (8.2). */
  b2c_unit (self, u)->markers &= ~(guint32) REVROAD_MARK_INACTIVE;
  b2c_say (ctx, _("%s slips away to %s (8.2)."), b2c_unit_name (self, u), b2c_region_name (self, to));
  return TRUE;
}

/* 6.10 Escape Capture */

static gboolean
escapable (B2cState *self,
           int       i)
{
  const RevroadUnitDef *def = b2c_def (self, i);
  RevroadUnit *u = b2c_unit (self, i);

  if ((def->kind != REVROAD_KIND_RIDER && def->kind != REVROAD_KIND_SOL) || !u->flipped ||
      !revroad_unit_on_map (u) || u->region == self->data->boston)
    return FALSE;
  /* A Son of Liberty may not try on the turn of his capture. */
  if (def->kind == REVROAD_KIND_SOL && u->turn == self->tracks.turn)
    return FALSE;
  return TRUE;
}

gboolean
b2c_can_escape (B2cCtx  *ctx,
                GError **error)
{
  B2cState *self = ctx->self;

  for (guint i = 0; i < b2c_n_units (self); i++)
    if (escapable (self, (int) i))
      return TRUE;
  return b2c_illegal (error, _("6.10 Escape Capture: no captured Nightrider or Son of Liberty can try now (none outside Boston, or a Son captured this turn)"));
}

int
b2c_escape_modifier (B2cState *self,
                     int       region)
{
  /* +1 for each unbroken Patriot Militia and Minuteman there, -1 for each
   * unbroken Regular. */
  return b2c_count (self, region, REVROAD_PATRIOT, REVROAD_KIND_MILITIA, TRUE, TRUE) +
         b2c_count (self, region, REVROAD_PATRIOT, REVROAD_KIND_MINUTEMAN, TRUE, TRUE) -
         b2c_count (self, region, REVROAD_BRITISH, REVROAD_KIND_REGULAR, TRUE, TRUE);
}

gboolean
b2c_apply_escape (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  RevroadUnit *unit;
  guint die;
  int u, to, region, mod, total;

  if (!muster_args_check_count (args, 2, 2, "escape-capture UNIT REGION", error) ||
      !b2c_parse_unit (self, args[0], &u, error) ||
      !b2c_parse_region (self, args[1], &to, error))
    return FALSE;
  unit = b2c_unit (self, u);
  if (!escapable (self, u))
    {
      if (b2c_def (self, u)->kind == REVROAD_KIND_SOL && unit->flipped && unit->turn == self->tracks.turn)
        return b2c_illegal (error, _("6.10 Escape Capture: %s was captured this turn"), b2c_unit_name (self, u));
      return b2c_illegal (error, _("6.10 Escape Capture: %s is not a captive outside Boston"), b2c_unit_name (self, u));
    }
  region = unit->region;
  if (!b2c_check_adjacent (ctx, region, to, "6.10", error) ||
      !b2c_check_enterable (ctx, REVROAD_PATRIOT, to, "6.10", error))
    return FALSE;
  b2c_begin_action (ctx, TRUE);
  mod = b2c_escape_modifier (self, region);
  if (!revroad_roll_d6 (ctx->chance, REVROAD_PATRIOT, _("escape capture (6.10)"), 0, &die, error))
    return FALSE;
  total = (int) die + mod;
  if (total >= 6)
    {
      unit->flipped = FALSE;
      b2c_place_unit (ctx, u, to);
      unit->markers |= REVROAD_MARK_MOVED;
      b2c_say (ctx, _("%s tries to escape: %u %+d = %d: escaped to %s (6.10)."), b2c_unit_name (self, u), die, mod,
               total, b2c_region_name (self, to));
    }
  else
    b2c_say (ctx, _("%s tries to escape: %u %+d = %d: still held (6.10)."), b2c_unit_name (self, u), die, mod, total);
  return TRUE;
}
