/* b2c-victory.c: victory points and the end of the game: the Shot Heard
 * 'Round the World (10.0), Concord (11.0), Percy's award (12.0), and the
 * final count (13.0, 4.7, 14.5). The solitaire count of 15.2 is in
 * b2c-solitaire.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

void
b2c_award (B2cCtx     *ctx,
           const char *award_id,
           int         times)
{
  B2cState *self = ctx->self;
  const B2cAward *award = b2c_vp_find (self->vp, award_id);
  int vp;

  if (award == NULL || award->side == REVROAD_NO_SIDE)
    return;
  /* Awards during play are whole points (half points only score at the end). */
  vp = award->halves * times / 2;
  revroad_tracks_add_vp (&self->tracks, award->side, vp);
  if (vp != 0)
    b2c_say (ctx, _("%s %+d VP (%s%s)."), revroad_side_name (award->side), vp, award->name,
             g_strcmp0 (award->source, "reconstructed") == 0 ? _(", reconstructed value") : "");
}

void
b2c_shot_heard (B2cCtx     *ctx,
                const char *why)
{
  B2cState *self = ctx->self;

  if (self->shot_heard)
    return;
  self->shot_heard = TRUE;
  b2c_say (ctx, _("The Shot Heard 'Round the World: %s (10.0). Ambush and Snipe are open to the Patriot."), why);
}

void
b2c_combat_started (B2cCtx      *ctx,
                    RevroadSide  attacker)
{
  B2cState *self = ctx->self;

  if (self->first_combat != REVROAD_NO_SIDE)
    return;
  self->first_combat = attacker;
  if (attacker == REVROAD_PATRIOT && !b2c_solitaire (self))
    {
      b2c_say (ctx, _("The Patriot started the first combat of the game (10.0)."));
      b2c_award (ctx, "patriot-first-combat", 1);
    }
}

void
b2c_check_percy (B2cCtx *ctx)
{
  B2cState *self = ctx->self;
  int lex = self->data->lexington;
  RevroadUnit *percy = b2c_unit (self, self->data->percy);
  RevroadUnit *gun = b2c_unit (self, self->data->cannon);

  if (b2c_solitaire (self) || self->percy_awarded || !revroad_unit_on_map (percy) || percy->region != lex ||
      !revroad_unit_on_map (gun) || gun->region != lex)
    return;
  if (b2c_count (self, lex, REVROAD_BRITISH, REVROAD_KIND_REGULAR, TRUE, FALSE) < 4)
    return;
  self->percy_awarded = TRUE;
  b2c_say (ctx, _("Percy stands in Lexington with the cannon and four unbroken Regulars (12.0)."));
  b2c_award (ctx, "percy-lexington", 1);
}

static int
halves_of (B2cState   *self,
           const char *id)
{
  return b2c_vp_halves (self->vp, id);
}

static void
add_halves (B2cState    *self,
            GString     *out,
            RevroadSide  side,
            const char  *id,
            int          count,
            int          halves_each)
{
  const B2cAward *award = b2c_vp_find (self->vp, id);
  int halves = count * halves_each;

  if (count == 0 || halves == 0)
    return;
  self->final_halves[side] += halves;
  g_string_append_printf (out, _("  %s %+g VP: %d × %s%s\n"), revroad_side_name (side), halves / 2.0, count,
                          award ? award->name : id,
                          award && g_strcmp0 (award->source, "reconstructed") == 0 ? _(" (reconstructed value)") : "");
}

/* 4.7 and 14.5: the Patriot's hidden arms at the end. */
static gboolean
hidden_arms (B2cCtx   *ctx,
             GString  *out,
             GError  **error)
{
  B2cState *self = ctx->self;
  int unnumbered = 0;

  for (guint r = 0; r < self->regions->len; r++)
    {
      B2cRegion *reg = b2c_region (self, (int) r);

      if (reg->ha < 0 || reg->searched)
        continue;
      if (reg->ha == 0)
        unnumbered++;
      else
        {
          int halves = reg->ha * halves_of (self, "hidden-arms-numbered");

          self->final_halves[REVROAD_PATRIOT] += halves;
          g_string_append_printf (out, _("  Patriot %+g VP: Hidden Arms %d in %s, never searched (4.7)\n"),
                                  halves / 2.0, reg->ha, b2c_region_name (self, (int) r));
        }
    }
  if (unnumbered == 0)
    return TRUE;
  switch (self->data->options.hidden_arms)
    {
    case B2C_HA_NONE:
      g_string_append_printf (out, _("  Unnumbered Hidden Arms score nothing (14.5).\n"));
      return TRUE;
    case B2C_HA_ANY_HASH:
    case B2C_HA_HASH_COUNT:
      {
        int draws = unnumbered;
        int vp = 0;

        /* 14.5: all cards are shuffled together first; one card per marker
         * (for the hash-count choice too: the rules reference's reading). */
        muster_deck_gather (self->deck);
        for (int d = 0; d < draws; d++)
          {
            g_autofree char *id = muster_deck_draw (self->deck, ctx->chance, "patriot", _("hidden arms (14.5)"), NULL, error);
            int hash;

            if (id == NULL)
              return FALSE;
            muster_deck_discard (self->deck, id, NULL);
            hash = revroad_card_hash (muster_deck_lookup (self->deck, id));
            vp += self->data->options.hidden_arms == B2C_HA_ANY_HASH ? (hash > 0 ? 1 : 0) : hash;
            g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  Hidden arms card %s: %d hash mark.\n",
                             "  Hidden arms card %s: %d hash marks.\n", hash), id, hash);
          }
        self->final_halves[REVROAD_PATRIOT] += 2 * vp;
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  Patriot %+d VP for %d unnumbered Hidden Arms marker (14.5).\n",
                             "  Patriot %+d VP for %d unnumbered Hidden Arms markers (14.5).\n", unnumbered), vp, unnumbered);
        return TRUE;
      }
    case B2C_HA_STANDARD:
    default:
      add_halves (self, out, REVROAD_PATRIOT, "hidden-arms-unnumbered", unnumbered, halves_of (self, "hidden-arms-unnumbered"));
      return TRUE;
    }
}

gboolean
b2c_victory (B2cCtx  *ctx,
             GError **error)
{
  B2cState *self = ctx->self;
  GString *out;
  int counts[REVROAD_N_SIDES][6] = { { 0 } };
  enum { DESTROYED, KILLED, BROKEN, WOUNDED, RIDERS, SONS };

  if (b2c_solitaire (self))
    return b2c_solitaire_final (ctx, error);

  out = g_string_new (NULL);
  self->over = TRUE;
  self->phase = B2C_PHASE_OVER;
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    self->final_halves[s] = 2 * self->tracks.vp[s];
  g_string_append_printf (out, _("Final count (13.0): British %d VP and Patriot %d VP on the track.\n"),
                          self->tracks.vp[REVROAD_BRITISH], self->tracks.vp[REVROAD_PATRIOT]);

  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);
      int s = def->side;

      if (def->kind == REVROAD_KIND_RIDER || def->kind == REVROAD_KIND_SOL)
        {
          if (u->flipped && (revroad_unit_on_map (u) || u->place == REVROAD_PLACE_REMOVED))
            counts[s][def->kind == REVROAD_KIND_RIDER ? RIDERS : SONS]++;
          continue;
        }
      if (u->place == REVROAD_PLACE_ELIMINATED)
        counts[s][def->kind == REVROAD_KIND_LEADER ? KILLED : DESTROYED]++;
      else if (revroad_unit_on_map (u) && u->flipped)
        counts[s][def->kind == REVROAD_KIND_LEADER ? WOUNDED : BROKEN]++;
    }
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      RevroadSide other = revroad_side_other ((RevroadSide) s);

      add_halves (self, out, other, "unit-destroyed", counts[s][DESTROYED], halves_of (self, "unit-destroyed"));
      add_halves (self, out, other, "leader-killed", counts[s][KILLED], halves_of (self, "leader-killed"));
      add_halves (self, out, other, "unit-broken", counts[s][BROKEN], halves_of (self, "unit-broken"));
      add_halves (self, out, other, "leader-wounded", counts[s][WOUNDED], halves_of (self, "leader-wounded"));
    }
  add_halves (self, out, REVROAD_BRITISH, "rider-captured", counts[REVROAD_PATRIOT][RIDERS], halves_of (self, "rider-captured"));
  add_halves (self, out, REVROAD_BRITISH, "sol-captured", counts[REVROAD_PATRIOT][SONS], halves_of (self, "sol-captured"));
  if (!self->percy_awarded)
    add_halves (self, out, REVROAD_PATRIOT, "percy-missed", 1, halves_of (self, "percy-missed"));
  if (!hidden_arms (ctx, out, error))
    {
      g_string_free (out, TRUE);
      return FALSE;
    }

  g_string_append_printf (out, _("Totals: British %g VP, Patriot %g VP.\n"),
                          self->final_halves[REVROAD_BRITISH] / 2.0, self->final_halves[REVROAD_PATRIOT] / 2.0);
  if (!self->concord_entered)
    {
      self->winner = REVROAD_PATRIOT;
      g_string_append (out, _("Patriot victory: no unbroken Regular ever reached Concord (11.0, 13.0)."));
    }
  else if (self->final_halves[REVROAD_PATRIOT] > self->final_halves[REVROAD_BRITISH])
    {
      self->winner = REVROAD_PATRIOT;
      g_string_append (out, _("Patriot victory: more VP (13.0)."));
    }
  else
    {
      self->winner = REVROAD_BRITISH;
      g_string_append (out, self->final_halves[REVROAD_PATRIOT] == self->final_halves[REVROAD_BRITISH]
                            ? _("British victory: a tie goes to the British (13.0).")
                            : _("British victory: more VP (13.0)."));
    }
  if (self->result)
    g_string_free (self->result, TRUE);
  self->result = out;
  b2c_say (ctx, "%s", out->str);
  return TRUE;
}
