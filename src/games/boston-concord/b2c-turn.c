/* b2c-turn.c: the turn of From Boston to Concord (5.0-5.3): drawing the card,
 * who acts first, Reserve Actions, Plan, Pass, Gather Intelligence, the End
 * Turn steps and the captives' walk toward Boston.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

/* 5.1 / 12.0 / 6.12: what happens at the very start of a turn, before the
 * card: Percy's arrival, Prescott's release, the 15.2 set-up draws. */
static gboolean
start_of_turn (B2cCtx  *ctx,
               GError **error)
{
  B2cState *self = ctx->self;
  B2cData *data = self->data;
  int turn = self->tracks.turn;

  if (self->setup_reveals)
    {
      /* 15.2 places some militia “drawn from the Militia Pool”: the draws
       * happen here because the set-up itself rolls nothing. */
      for (guint i = 0; i < b2c_n_units (self); i++)
        {
          RevroadUnit *u = b2c_unit (self, (int) i);

          /* Only those still hidden on the map: a board correction may
           * have taken one off or shown its strength. */
          if (u->spare == 1 && b2c_def (self, (int) i)->kind == REVROAD_KIND_MILITIA &&
              revroad_unit_on_map (u) && revroad_unit_is_hidden (b2c_def (self, (int) i), u))
            {
              u->spare = 0;
              if (!b2c_reveal (ctx, (int) i, error))
                return FALSE;
            }
        }
      self->setup_reveals = FALSE;
    }

  if (data->percy_turn > 0 && turn == data->percy_turn && !self->percy_arrived)
    {
      for (guint i = 0; i < b2c_n_units (self); i++)
        if (b2c_is_percy_force (self, (int) i) && b2c_unit (self, (int) i)->place == REVROAD_PLACE_WAITING)
          b2c_place_unit (ctx, (int) i, data->arrive_region);
      self->percy_arrived = TRUE;
      b2c_say (ctx, _("Percy arrives in %s with eight Regulars and the field cannon (12.0)."),
               b2c_region_name (self, data->arrive_region));
    }

  {
    RevroadUnit *prescott = b2c_unit (self, data->prescott);
    RevroadUnit *revere = b2c_unit (self, data->revere);
    RevroadUnit *dawes = b2c_unit (self, data->dawes);
    gboolean revere_taken = revere->flipped || revere->place == REVROAD_PLACE_REMOVED;
    gboolean dawes_taken = dawes->flipped || dawes->place == REVROAD_PLACE_REMOVED;

    if ((prescott->markers & B2C_MARK_PRESCOTT) && revere_taken && dawes_taken &&
        MAX (revere->turn, dawes->turn) < turn)
      {
        prescott->markers &= ~(guint32) (B2C_MARK_PRESCOTT | REVROAD_MARK_INACTIVE);
        b2c_say (ctx, _("Revere and Dawes were both captured before Lexington was alerted: Prescott rides out (6.12)."));
      }
  }
  return TRUE;
}

gboolean
b2c_apply_draw_card (MusterState            *state,
                     const MusterActionDef  *action,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  g_autofree char *card = NULL;
  gboolean reshuffled = FALSE;

  if (!muster_args_check_count (args, 0, 0, "draw-card", error))
    return FALSE;
  if (!start_of_turn (ctx, error))
    return FALSE;
  card = b2c_draw_card (ctx, NULL, _("turn card"), &reshuffled, error);
  if (card == NULL)
    return FALSE;
  if (reshuffled)
    b2c_say (ctx, _("The deck ran out: the discards are shuffled into a new deck (2.0)."));
  /* The card goes face up on the discard pile at once (2.0). */
  muster_deck_discard (self->deck, card, NULL);
  g_strlcpy (self->card, card, sizeof self->card);
  self->draw_open = TRUE;
  return TRUE;
}

gboolean
b2c_draw_step (B2cCtx  *ctx,
               GError **error)
{
  B2cState *self = ctx->self;
  const MusterCard *card = muster_deck_lookup (self->deck, self->card);
  RevroadTracks *t = &self->tracks;
  int b = revroad_card_british (card);
  int p = revroad_card_patriot (card);
  int h = revroad_card_hash (card);

  if (self->data->options.confirm_cards && revroad_card_is_reconstructed (card))
    {
      B2cAsk *ask = b2c_push_ask (self, B2C_ASK_CARD, REVROAD_NO_SIDE);

      g_strlcpy (ask->card, self->card, sizeof ask->card);
      b2c_say (ctx, _("Card %s is drawn; enter the values printed on it, or confirm them."), self->card);
      return TRUE;
    }

  self->draw_open = FALSE;
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE,
                             "Card %s: British %d actions, Patriot %d, %d hash mark%s.",
                             "Card %s: British %d actions, Patriot %d, %d hash marks%s.", (gulong) h),
           self->card, b, p, h, revroad_card_is_reconstructed (card) ? _(" (reconstructed values)") : "");
  if (revroad_tracks_deal (t, b, p))
    {
      guint die = 0;

      if (!revroad_roll_d6 (ctx->chance, REVROAD_NO_SIDE, _("who acts first"), 0, &die, error))
        return FALSE;
      revroad_tracks_first_from_die (t, die);
      b2c_say (ctx, _("Equal actions: the die shows %u, so the %s player acts first (5.2)."), die,
               revroad_side_name (t->acting));
    }
  else if (t->acting != REVROAD_NO_SIDE)
    b2c_say (ctx, _("The %s player has more actions and acts first (5.2)."), revroad_side_name (t->acting));
  self->phase = B2C_PHASE_ACTIONS;

  if (b2c_solitaire (self) && !b2c_solitaire_reinforce (ctx, card, error))
    return FALSE;
  if (revroad_tracks_phase_over (t))
    {
      self->phase = B2C_PHASE_END;
      b2c_say (ctx, _("Neither side has an action this turn."));
    }
  return TRUE;
}

gboolean
b2c_apply_use_reserve (MusterState            *state,
                       const MusterActionDef  *action,
                       MusterEntry            *entry,
                       MusterChance           *chance,
                       GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  if (!muster_args_check_count (args, 0, 0, "use-reserve", error))
    return FALSE;
  ctx->self->tracks.reserve_armed = TRUE;
  b2c_say (ctx, _("The %s player will spend a Reserve Action on the next action."), revroad_side_name (ctx->side));
  return TRUE;
}

gboolean
b2c_apply_plan (MusterState            *state,
                const MusterActionDef  *action,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;

  if (!muster_args_check_count (args, 0, 0, "plan", error) || !b2c_can_plan (ctx, error))
    return FALSE;
  b2c_begin_action (ctx, TRUE);
  if (self->tracks.reserve[ctx->side] < REVROAD_MAX_RESERVE)
    {
      self->tracks.reserve[ctx->side]++;
      b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE, "The %s player plans: %d Reserve Action held.",
                             "The %s player plans: %d Reserve Actions held.", self->tracks.reserve[ctx->side]), revroad_side_name (ctx->side),
               self->tracks.reserve[ctx->side]);
    }
  else
    b2c_say (ctx, _("The %s player plans, but already holds two Reserve Actions: none is gained (6.13)."),
             revroad_side_name (ctx->side));
  return TRUE;
}

gboolean
b2c_apply_pass (MusterState            *state,
                const MusterActionDef  *action,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  if (!muster_args_check_count (args, 0, 0, "pass", error))
    return FALSE;
  b2c_begin_action (ctx, TRUE);
  b2c_say (ctx, _("The %s player passes."), revroad_side_name (ctx->side));
  return TRUE;
}

gboolean
b2c_can_intel (B2cCtx  *ctx,
               GError **error)
{
  B2cState *self = ctx->self;

  /* 6.14 “once per turn”: read as once per turn for each side. */
  if (self->intel_turn[ctx->side] == self->tracks.turn)
    return b2c_illegal (error, _("6.14 Gather Intelligence: the %s has already looked this turn"),
                        revroad_side_name (ctx->side));
  if (muster_deck_get_n_draw (self->deck) == 0)
    return b2c_illegal (error, _("6.14 Gather Intelligence: the draw pile is empty"));
  return TRUE;
}

gboolean
b2c_apply_intel (MusterState            *state,
                 const MusterActionDef  *action,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  g_autoptr(GPtrArray) top = NULL;

  if (!muster_args_check_count (args, 0, 0, "gather-intelligence", error) || !b2c_can_intel (ctx, error))
    return FALSE;
  b2c_begin_action (ctx, TRUE);
  top = muster_deck_peek (self->deck, ctx->chance, 2, revroad_side_id (ctx->side), error);
  if (top == NULL)
    return FALSE;
  self->intel_turn[ctx->side] = (gint16) self->tracks.turn;
  memset (self->peek[ctx->side], 0, sizeof self->peek[ctx->side]);
  for (guint i = 0; i < top->len && i < 2; i++)
    g_strlcpy (self->peek[ctx->side][i], g_ptr_array_index (top, i), sizeof self->peek[ctx->side][i]);
  /* The log is shared at the table: its text says that the side looked;
   * what it saw is the entry's secret, shown to that side alone. */
  b2c_say (ctx, _("The %s player secretly looks at the top %u cards of the deck and puts them back in order."),
           revroad_side_name (ctx->side), top->len);
  {
    g_autoptr(GString) seen = g_string_new (NULL);

    for (guint i = 0; i < top->len; i++)
      {
        const MusterCard *card = muster_deck_lookup (self->deck, g_ptr_array_index (top, i));

        if (i > 0)
          /* Translators: between the cards seen, from the top down. */
          g_string_append (seen, _(", then "));
        g_string_append (seen, card != NULL ? card->name : (const char *) g_ptr_array_index (top, i));
      }
    muster_entry_append_secret (ctx->entry, revroad_side_id (ctx->side),
                                g_dngettext (GETTEXT_PACKAGE, "The top card is %s.", "From the top: %s.", top->len),
                                seen->str);
  }
  return TRUE;
}

char *
b2c_draw_card (B2cCtx     *ctx,
               const char *side,
               const char *purpose,
               gboolean   *reshuffled,
               GError    **error)
{
  B2cState *self = ctx->self;
  GPtrArray *known = muster_deck_get_known_top (self->deck);
  g_autofree char *top = known->len > 0 ? g_strdup (g_ptr_array_index (known, 0)) : NULL;
  char *card = muster_deck_draw (self->deck, ctx->chance, side, purpose, reshuffled, error);

  /* A reshuffle forgets what was seen: the card is then a fresh draw. */
  if (card != NULL && top != NULL && g_str_equal (card, top) && (reshuffled == NULL || !*reshuffled) &&
      ctx->known[0] == '\0')
    g_strlcpy (ctx->known, card, sizeof ctx->known);
  return card;
}

gboolean
b2c_check_known_draw (B2cCtx  *ctx,
                      GError **error)
{
  B2cState *self = ctx->self;
  const char *candidates[] = { ctx->known, NULL };
  g_autoptr(GError) local = NULL;
  g_autofree char *given = NULL;
  const char *seen_by = NULL;

  if (ctx->known[0] == '\0' || ctx->chance == NULL ||
      muster_chance_get_mode (ctx->chance) != MUSTER_CHANCE_MANUAL ||
      muster_chance_is_replaying (ctx->chance) || muster_chance_get_n_unused (ctx->chance) == 0)
    return TRUE;
  /* Something the players entered was left over: a card, if the chance
   * source still has one to give (the action is refused, so taking it
   * here changes nothing). */
  given = muster_chance_draw (ctx->chance, muster_deck_get_id (self->deck), candidates, NULL, NULL, &local);
  if (given == NULL && !g_error_matches (local, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT))
    return TRUE;
  for (int side = REVROAD_BRITISH; side <= REVROAD_PATRIOT && seen_by == NULL; side++)
    for (guint i = 0; i < 2; i++)
      if (g_str_equal (self->peek[side][i], ctx->known))
        seen_by = revroad_side_name ((RevroadSide) side);
  if (seen_by != NULL)
    return muster_fail (error, MUSTER_ERROR_BAD_INPUT,
                        _("6.14: card %s is already known to lie on top of the deck (the %s player saw it with Gather Intelligence), so the draw takes it: enter no card for it"),
                        ctx->known, seen_by);
  return muster_fail (error, MUSTER_ERROR_BAD_INPUT,
                      _("6.14: card %s is already known to lie on top of the deck, so the draw takes it: enter no card for it"),
                      ctx->known);
}

void
b2c_after_action (B2cCtx *ctx)
{
  B2cState *self = ctx->self;

  if (!self->action_open)
    return;
  self->action_open = FALSE;
  if (self->phase == B2C_PHASE_PREGAME)
    {
      self->phase = B2C_PHASE_DRAW;
      return;
    }
  if (self->action_costs)
    {
      if (self->tracks.reserve_armed)
        b2c_say (ctx, _("(A Reserve Action was spent.)"));
      revroad_tracks_spend (&self->tracks);
    }
  self->action_costs = FALSE;
  b2c_check_percy (ctx);
  if (self->phase == B2C_PHASE_ACTIONS && revroad_tracks_phase_over (&self->tracks))
    {
      self->phase = B2C_PHASE_END;
      b2c_say (ctx, _("Both Action tracks are at 0: the turn ends (5.2)."));
    }
}

/* 5.3 End Turn */

static gboolean
captive_on_road (B2cState *self,
                 int       i)
{
  const RevroadUnitDef *def = b2c_def (self, i);
  RevroadUnit *u = b2c_unit (self, i);

  return (def->kind == REVROAD_KIND_RIDER || def->kind == REVROAD_KIND_SOL) && u->flipped &&
         revroad_unit_on_map (u) && u->region != self->data->boston;
}

gboolean
b2c_apply_end_turn (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  RevroadUnitSet captives;

  if (!muster_args_check_count (args, 0, 0, "end-turn", error))
    return FALSE;
  b2c_say (ctx, _("End of turn %d (5.3)."), self->tracks.turn);
  /* Steps 1-4. */
  b2c_end_turn_markers (ctx);

  /* Step 5: the British may walk captives toward Boston. */
  revroad_unit_set_clear (&captives);
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (captive_on_road (self, (int) i))
      revroad_unit_set_add (&captives, i);
  if (!revroad_unit_set_is_empty (&captives))
    {
      B2cAsk *ask = b2c_push_ask (self, B2C_ASK_CAPTIVES, REVROAD_BRITISH);

      ask->units = captives;
      b2c_say (ctx, _("Step 5: the British may move each captive up to two regions toward Boston."));
    }
  self->end_open = TRUE;
  return TRUE;
}

gboolean
b2c_end_turn_step (B2cCtx  *ctx,
                   GError **error)
{
  B2cState *self = ctx->self;

  /* Step 6: advance the turn marker; the game ends after the last turn. */
  self->end_open = FALSE;
  self->card[0] = '\0';
  if (self->tracks.turn >= self->tracks.last_turn)
    {
      self->phase = B2C_PHASE_OVER;
      return b2c_victory (ctx, error);
    }
  self->tracks.turn++;
  self->tracks.acting = REVROAD_NO_SIDE;
  self->tracks.first = REVROAD_NO_SIDE;
  self->tracks.reserve_armed = FALSE;
  self->phase = B2C_PHASE_DRAW;
  b2c_say (ctx, _("Turn %d begins: draw the card."), self->tracks.turn);
  return TRUE;
}

GPtrArray *
b2c_end_turn_steps (MusterState *state)
{
  static const char * const steps[] = {
    N_("Muster markers come off where no unbroken Regular stands and no Hinder Muster marker lies; the units under them are active"),
    N_("Hinder markers on their 1 side, and those waiting on the Turn Track, become available again"),
    N_("Hinder markers on their 2 side turn to their 1 side"),
    N_("Moved, Fired, Rally, Ambush and Snipe markers come off"),
    N_("The British may move each captured Nightrider or Son of Liberty up to two regions toward Boston"),
    N_("The Turn marker advances; the game ends after the last turn"),
  };
  B2cState *self = B2C_STATE (state);
  GPtrArray *out = muster_turn_steps_new ();
  guint done = 0;

  /* Steps 1-4 run at once; step 5 waits for the British while captives
   * are on the road; step 6 opens the draw of the next turn, or ends the
   * game. */
  if (self->end_open)
    done = 4;
  else if ((self->phase == B2C_PHASE_OVER && self->tracks.turn >= self->tracks.last_turn) ||
           (self->phase == B2C_PHASE_DRAW && self->tracks.turn > 1))
    done = G_N_ELEMENTS (steps);
  for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
    g_ptr_array_add (out, muster_turn_step_new (_(steps[s]), "5.3",
                                                s < done ? MUSTER_STEP_DONE
                                                : s == done && self->end_open ? MUSTER_STEP_UNDER_WAY
                                                : MUSTER_STEP_TO_DO));
  return out;
}

gboolean
b2c_apply_captives_done (MusterState            *state,
                         const MusterActionDef  *action,
                         MusterEntry            *entry,
                         MusterChance           *chance,
                         GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);

  if (!muster_args_check_count (muster_entry_get_args (entry), 0, 0, "captives-done", error))
    return FALSE;
  b2c_pop_ask (ctx->self);
  b2c_say (ctx, _("The other captives stay where they are."));
  return TRUE;
}

gboolean
b2c_apply_move_captive (MusterState            *state,
                        const MusterActionDef  *action,
                        MusterEntry            *entry,
                        MusterChance           *chance,
                        GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  int u, at;
  guint n;

  n = muster_args_count (args);
  if (n < 2)
    return b2c_invalid (error, _("Usage: %s"), "move-captive UNIT REGION [REGION]");
  if (n > 3)
    return b2c_illegal (error, _("5.3: a captive is moved at most two regions at the end of a turn"));
  if (!b2c_parse_unit (self, args[0], &u, error))
    return FALSE;
  if (!revroad_unit_set_has (&ask->units, (guint) u))
    return b2c_illegal (error, _("5.3: %s is not a captive waiting to be moved this turn"), b2c_unit_name (self, u));
  at = b2c_unit (self, u)->region;
  for (guint i = 1; i < n; i++)
    {
      int r;

      if (!b2c_parse_region (self, args[i], &r, error))
        return FALSE;
      if (at == self->data->boston)
        return b2c_illegal (error, _("5.3: the captive is already in Boston"));
      if (!b2c_check_adjacent (ctx, at, r, "5.3", error))
        return FALSE;
      if (!b2c_closer (self, at, r, self->data->boston) &&
          !b2c_uncertain (ctx, error, _("5.3: captives move toward Boston, and %s is not closer to Boston than %s"),
                          b2c_region_name (self, r), b2c_region_name (self, at)))
        return FALSE;
      at = r;
    }
  revroad_unit_set_remove (&ask->units, (guint) u);
  b2c_place_unit (ctx, u, at);
  b2c_unit (self, u)->markers &= ~(guint32) REVROAD_MARK_INACTIVE;
  if (at == self->data->boston)
    {
      b2c_unit (self, u)->place = REVROAD_PLACE_REMOVED;
      b2c_unit (self, u)->region = REVROAD_NOWHERE;
      b2c_say (ctx, _("%s reaches Boston and is held for good (5.3)."), b2c_unit_name (self, u));
    }
  else
    b2c_say (ctx, _("%s is taken to %s."), b2c_unit_name (self, u), b2c_region_name (self, at));
  if (revroad_unit_set_is_empty (&ask->units))
    b2c_pop_ask (self);
  return TRUE;
}
