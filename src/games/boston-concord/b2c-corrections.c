/* b2c-corrections.c: the players' corrections, each a logged action that
 * anyone may take at any time.
 *
 * Data corrections replace Muster's reconstructed values (GAMES.md): the
 * values printed on a card, how two regions meet, what an award is worth;
 * the corrected value then carries the source “user” and the rules enforce
 * it. Board corrections set the board straight after a slip at the table (a
 * counter, a track, the markers of a region, a Hinder marker, a game flag):
 * they follow no rule, and the log says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

/* After the Action tracks changed outside an action: the turn's actions end
 * when both tracks are at 0, and go on when one is above it again. */
static void
tracks_changed (B2cState *self)
{
  if (self->phase == B2C_PHASE_ACTIONS && revroad_tracks_phase_over (&self->tracks) && !self->action_open &&
      self->asks->len == 0)
    self->phase = B2C_PHASE_END;
  else if (self->phase == B2C_PHASE_END && !revroad_tracks_phase_over (&self->tracks))
    self->phase = B2C_PHASE_ACTIONS;
  /* 5.2: the side to act has an action left, or the other acts. */
  if (self->phase == B2C_PHASE_ACTIONS && !revroad_tracks_phase_over (&self->tracks) &&
      (self->tracks.acting == REVROAD_NO_SIDE || self->tracks.actions[self->tracks.acting] <= 0))
    self->tracks.acting = self->tracks.actions[REVROAD_BRITISH] > 0 ? REVROAD_BRITISH : REVROAD_PATRIOT;
}

static void
redeal_if_current (B2cCtx     *ctx,
                   const char *card_id)
{
  B2cState *self = ctx->self;
  const MusterCard *card;

  if (g_strcmp0 (self->card, card_id) != 0 || self->draw_open)
    return;
  if (self->phase != B2C_PHASE_ACTIONS && self->phase != B2C_PHASE_END)
    return;
  card = muster_deck_lookup (self->deck, card_id);
  revroad_tracks_redeal (&self->tracks, revroad_card_british (card), revroad_card_patriot (card));
  b2c_say (ctx, _("This turn's Action tracks are set again from the corrected card: British %d, Patriot %d left."),
           self->tracks.actions[REVROAD_BRITISH], self->tracks.actions[REVROAD_PATRIOT]);
  tracks_changed (self);
}

static void
rebuild_bot_deck (B2cCtx *ctx)
{
  B2cState *self = ctx->self;
  /* Held across the replacement of the deck that owns it. */
  g_autoptr(MusterCardSet) set = muster_card_set_ref (muster_deck_get_card_set (self->deck));
  g_auto(GStrv) removed = NULL;

  /* 15.3/15.4 remove cards by their values; before the first draw the deck
   * can simply be built again from the corrected values. */
  if (self->data->scenario == B2C_SCENARIO_VS_PATRIOT_BOT)
    removed = revroad_cards_bot_removals (set, FALSE);
  else if (self->data->scenario == B2C_SCENARIO_VS_BRITISH_BOT)
    removed = revroad_cards_bot_removals (set, TRUE);
  else
    return;
  if (muster_deck_get_n_discard (self->deck) == 0 && muster_deck_get_n_drawn (self->deck) == 0 &&
      muster_deck_get_known_top (self->deck)->len == 0)
    {
      muster_deck_free (self->deck);
      self->deck = muster_deck_new ("cards", set, (const char * const *) removed);
    }
  else
    b2c_say (ctx, _("(Cards already drawn stay as they are; 15.3/15.4 removals were made from the values known at set-up.)"));
}

gboolean
b2c_apply_set_card (MusterState            *state,
                    const MusterActionDef  *action,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  /* Held while @id, which points into it, is in use (see bh_do_set_card). */
  g_autoptr(MusterCardSet) set = muster_card_set_ref (muster_deck_get_card_set (self->deck));
  g_autoptr(MusterCardSet) fixed = NULL;
  const char *id;
  int b, p, h;
  B2cAsk *ask = b2c_top_ask (self);

  if (!revroad_cards_parse_values (set, args, &id, &b, &p, &h, error))
    return FALSE;
  fixed = revroad_cards_with_values (set, id, b, p, h, "user");
  muster_deck_set_card_set (self->deck, fixed);
  b2c_say (ctx, g_dngettext (GETTEXT_PACKAGE,
                             "Card %s now reads British %d, Patriot %d, %d hash mark (entered by the players).",
                             "Card %s now reads British %d, Patriot %d, %d hash marks (entered by the players).",
                             (gulong) h), args[0], b, p, h);
  rebuild_bot_deck (ctx);
  if (ask != NULL && ask->kind == B2C_ASK_CARD && g_strcmp0 (ask->card, args[0]) == 0)
    b2c_pop_ask (self);
  else
    redeal_if_current (ctx, args[0]);
  return TRUE;
}

gboolean
b2c_apply_confirm_card (MusterState            *state,
                        const MusterActionDef  *action,
                        MusterEntry            *entry,
                        MusterChance           *chance,
                        GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cAsk *ask = b2c_top_ask (self);
  g_autoptr(MusterCardSet) set = muster_card_set_ref (muster_deck_get_card_set (self->deck));
  const MusterCard *card = muster_card_set_lookup (set, ask->card);
  g_autoptr(MusterCardSet) fixed = NULL;

  if (!muster_args_check_count (args, 0, 0, "confirm-card", error))
    return FALSE;
  fixed = revroad_cards_with_values (set, card->id, revroad_card_british (card),
                                     revroad_card_patriot (card), revroad_card_hash (card), "user");
  muster_deck_set_card_set (self->deck, fixed);
  b2c_say (ctx, _("The players confirm card %s as Muster holds it."), ask->card);
  b2c_pop_ask (self);
  return TRUE;
}

gboolean
b2c_apply_correct_border (MusterState            *state,
                          const MusterActionDef  *action,
                          MusterEntry            *entry,
                          MusterChance           *chance,
                          GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  int a, b;
  gboolean exists, road;
  RevroadWater water;
  RevroadMap *fixed;

  if (!muster_args_check_count (args, 3, 3, "correct-border REGION REGION KIND", error) ||
      !b2c_parse_region (self, args[0], &a, error) ||
      !b2c_parse_region (self, args[1], &b, error))
    return FALSE;
  if (a == b)
    return b2c_invalid (error, _("A region has no border with itself"));
  if (!revroad_border_kind_parse (args[2], &exists, &road, &water))
    return b2c_invalid (error, _("The border kind is road, land, stream, stream-road, river-road or none, not “%s”"), args[2]);
  fixed = revroad_map_with_border (self->map, a, b, exists, road, water, "user");
  revroad_map_unref (self->map);
  self->map = fixed;
  b2c_say (ctx, _("The border between %s and %s is now %s (entered by the players)."),
           b2c_region_name (self, a), b2c_region_name (self, b), args[2]);
  return TRUE;
}

gboolean
b2c_apply_set_vp (MusterState            *state,
                  const MusterActionDef  *action,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  const B2cAward *award;
  char *end = NULL;
  double value;
  B2cVp *fixed;

  if (!muster_args_check_count (args, 2, 2, "set-vp AWARD VALUE", error))
    return FALSE;
  award = b2c_vp_find (self->vp, args[0]);
  if (award == NULL)
    return b2c_invalid (error, _("There is no VP award “%s” in this scenario's schedule"), args[0]);
  value = g_ascii_strtod (args[1], &end);
  if (end == args[1] || *end != '\0' || value < -20 || value > 20 ||
      (value * 2) != (double) (int) (value * 2))
    return b2c_invalid (error, _("A VP value is a whole or half number from -20 to 20, not “%s”"), args[1]);
  fixed = b2c_vp_with (self->vp, award->id, (int) (value * 2), "user");
  b2c_vp_unref (self->vp);
  self->vp = fixed;
  b2c_say (ctx, _("The award “%s” is now worth %s VP (entered by the players)."), args[0], args[1]);
  return TRUE;
}

/* Board corrections */

gboolean
b2c_apply_correct_counter (MusterState            *state,
                           const MusterActionDef  *action,
                           MusterEntry            *entry,
                           MusterChance           *chance,
                           GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  g_autofree char *text = NULL;
  RevroadUnit copy;
  int i, region = -1;

  if (muster_args_count (args) < 2)
    return b2c_invalid (error, _("Usage: %s"),
                        "correct-counter COUNTER REGION|waiting|eliminated|removed [broken|unbroken|moved|marched|fired|rallied|under|fresh|hidden|strength-N]...");
  if (!b2c_parse_unit (self, args[0], &i, error))
    return FALSE;
  copy = *b2c_unit (self, i);
  if (g_str_equal (args[1], "waiting") || g_str_equal (args[1], "eliminated") || g_str_equal (args[1], "removed"))
    {
      copy.place = g_str_equal (args[1], "waiting") ? REVROAD_PLACE_WAITING
                   : g_str_equal (args[1], "eliminated") ? REVROAD_PLACE_ELIMINATED : REVROAD_PLACE_REMOVED;
      copy.region = REVROAD_NOWHERE;
    }
  else
    {
      if (!b2c_parse_region (self, args[1], &region, error))
        return FALSE;
      copy.place = REVROAD_PLACE_MAP;
      copy.region = (gint16) region;
    }
  for (guint k = 2; args[k] != NULL; k++)
    {
      /* 6.7: a column that marched two road regions this turn. */
      if (g_str_equal (args[k], "marched"))
        {
          copy.markers |= REVROAD_MARK_MOVED | B2C_MARK_MARCHED;
          copy.moved = 2;
          copy.road = 2;
        }
      else if (!revroad_unit_correct (b2c_def (self, i), &copy, args[k], error))
        return FALSE;
    }
  if (copy.place == REVROAD_PLACE_ELIMINATED)
    {
      copy.flipped = FALSE;
      copy.markers = 0;
    }
  /* What no counter can show or where none can stand (4.0, 3.0). */
  if (copy.flipped && !b2c_def (self, i)->has_back)
    return b2c_invalid (error, _("%s has only one side"), b2c_unit_name (self, i));
  if (copy.place == REVROAD_PLACE_MAP && b2c_def (self, i)->side == REVROAD_BRITISH && b2c_region_offboard (self, region))
    return b2c_invalid (error, _("%s cannot stand in %s, off the board"), b2c_unit_name (self, i), b2c_region_name (self, region));
  if (copy.place == REVROAD_PLACE_MAP && b2c_def (self, i)->side == REVROAD_PATRIOT && region == self->data->boston &&
      b2c_def (self, i)->kind != REVROAD_KIND_RIDER && b2c_def (self, i)->kind != REVROAD_KIND_SOL)
    return b2c_invalid (error, _("%s cannot stand in Boston: only captured Nightriders and Sons of Liberty are held there"),
                        b2c_unit_name (self, i));
  *b2c_unit (self, i) = copy;
  text = revroad_unit_describe (b2c_def (self, i), &copy);
  switch ((RevroadPlace) copy.place)
    {
    case REVROAD_PLACE_MAP:
      b2c_say (ctx, _("Board correction: %s is in %s."), text, b2c_region_name (self, region));
      break;
    case REVROAD_PLACE_WAITING:
      b2c_say (ctx, _("Board correction: %s waits off the map to come into play."), b2c_unit_name (self, i));
      break;
    case REVROAD_PLACE_ELIMINATED:
      b2c_say (ctx, _("Board correction: %s is out of the game, destroyed or killed."), b2c_unit_name (self, i));
      break;
    case REVROAD_PLACE_REMOVED:
    default:
      b2c_say (ctx, _("Board correction: %s is held in Boston, out of the game."), b2c_unit_name (self, i));
      break;
    }
  return TRUE;
}

static const struct
{
  const char *id;
  const char *name;
} track_names[] = {
  { "turn", N_("the Turn marker") },
  { "vp-british", N_("the British VP track") },
  { "vp-patriot", N_("the Patriot VP track") },
  { "actions-british", N_("the British Action track") },
  { "actions-patriot", N_("the Patriot Action track") },
  { "reserve-british", N_("the British Reserve Actions") },
  { "reserve-patriot", N_("the Patriot Reserve Actions") },
};

const char *
b2c_track_name (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (track_names); i++)
    if (g_str_equal (track_names[i].id, id))
      return _(track_names[i].name);
  return NULL;
}

gboolean
b2c_apply_correct_track (MusterState            *state,
                         const MusterActionDef  *action,
                         MusterEntry            *entry,
                         MusterChance           *chance,
                         GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  RevroadTracks *t = &self->tracks;
  int *target, lo = 0, hi, value;

  if (!muster_args_check_count (args, 2, 2, "correct-track TRACK VALUE", error))
    return FALSE;
  if (g_str_equal (args[0], "turn"))
    target = &t->turn, lo = t->first_turn, hi = t->last_turn;
  else if (g_str_has_prefix (args[0], "vp-"))
    target = &t->vp[g_str_equal (args[0], "vp-british") ? REVROAD_BRITISH : REVROAD_PATRIOT], hi = 99;
  else if (g_str_has_prefix (args[0], "actions-"))
    target = &t->actions[g_str_equal (args[0], "actions-british") ? REVROAD_BRITISH : REVROAD_PATRIOT], hi = REVROAD_MAX_ACTIONS;
  else
    target = &t->reserve[g_str_equal (args[0], "reserve-british") ? REVROAD_BRITISH : REVROAD_PATRIOT], hi = REVROAD_MAX_RESERVE;
  if (b2c_track_name (args[0]) == NULL ||
      (!g_str_equal (args[0], "turn") && !g_str_has_suffix (args[0], "-british") && !g_str_has_suffix (args[0], "-patriot")))
    return b2c_invalid (error, _("There is no track “%s” (turn, vp-british, vp-patriot, actions-british, actions-patriot, reserve-british, reserve-patriot)"),
                        args[0]);
  if (!muster_args_parse_int (args[1], _("The value"), lo, hi, &value, error))
    return FALSE;
  *target = value;
  b2c_say (ctx, _("Board correction: %s stands at %d."), b2c_track_name (args[0]), value);
  tracks_changed (self);
  return TRUE;
}

gboolean
b2c_apply_correct_acting (MusterState            *state,
                          const MusterActionDef  *action,
                          MusterEntry            *entry,
                          MusterChance           *chance,
                          GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  RevroadSide side;

  if (!muster_args_check_count (args, 1, 1, "correct-acting british|patriot", error))
    return FALSE;
  if (!revroad_side_from_id (args[0], &side) || side == REVROAD_NO_SIDE)
    return b2c_invalid (error, _("Name the British or the Patriot, not “%s”"), args[0]);
  if (self->phase == B2C_PHASE_ACTIONS && self->tracks.actions[side] <= 0)
    return b2c_invalid (error, _("The %s Action track is at 0: correct it first"), revroad_side_name (side));
  self->tracks.acting = side;
  b2c_say (ctx, _("Board correction: the %s player takes the next action."), revroad_side_name (side));
  return TRUE;
}

gboolean
b2c_apply_correct_phase (MusterState            *state,
                         const MusterActionDef  *action,
                         MusterEntry            *entry,
                         MusterChance           *chance,
                         GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;

  if (!muster_args_check_count (args, 1, 1, "correct-phase draw|actions|end", error))
    return FALSE;
  if (self->asks->len > 0 || self->action_open || self->draw_open || self->end_open)
    {
      g_autofree char *text = b2c_pending_text (self);

      return b2c_illegal (error, _("5.0: the turn's segment changes only between actions; first answer this: %s"),
                          text != NULL ? text : _("the action under way"));
    }
  if (g_str_equal (args[0], "draw"))
    {
      self->phase = B2C_PHASE_DRAW;
      b2c_say (ctx, _("Board correction: turn %d waits for its card to be drawn (5.1)."), self->tracks.turn);
    }
  else if (g_str_equal (args[0], "actions"))
    {
      self->phase = B2C_PHASE_ACTIONS;
      b2c_say (ctx, _("Board correction: turn %d is in its actions (5.2)."), self->tracks.turn);
      tracks_changed (self);
    }
  else if (g_str_equal (args[0], "end"))
    {
      self->phase = B2C_PHASE_END;
      b2c_say (ctx, _("Board correction: turn %d is at its end (5.3)."), self->tracks.turn);
    }
  else
    return b2c_invalid (error, _("There is no segment “%s” of the turn (draw, actions, end)"), args[0]);
  return TRUE;
}

gboolean
b2c_apply_correct_markers (MusterState            *state,
                           const MusterActionDef  *action,
                           MusterEntry            *entry,
                           MusterChance           *chance,
                           GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  g_autoptr(GString) list = g_string_new (NULL);
  B2cRegion markers;
  int region;

  if (muster_args_count (args) < 1)
    return b2c_invalid (error, _("Usage: %s"), "correct-markers REGION [gather|muster] [alert] [arms|arms-N] [searched] [ambush] [snipe]");
  if (!b2c_parse_region (self, args[0], &region, error))
    return FALSE;
  memset (&markers, 0, sizeof markers);
  markers.ha = -1;
  for (guint k = 1; args[k] != NULL; k++)
    {
      const char *w = args[k];

      if (g_str_equal (w, "gather"))
        markers.gather = B2C_GATHER_GATHER;
      else if (g_str_equal (w, "muster"))
        markers.gather = B2C_GATHER_MUSTER;
      else if (g_str_equal (w, "alert"))
        markers.alert = TRUE;
      else if (g_str_equal (w, "arms"))
        markers.ha = 0;
      else if (g_str_has_prefix (w, "arms-"))
        {
          int n;

          if (!muster_args_parse_int (w + strlen ("arms-"), _("The Hidden Arms number"), 1, 5, &n, error))
            return FALSE;
          markers.ha = (gint8) n;
        }
      else if (g_str_equal (w, "searched"))
        markers.searched = TRUE;
      else if (g_str_equal (w, "ambush"))
        markers.ambush = TRUE;
      else if (g_str_equal (w, "snipe"))
        markers.snipe = TRUE;
      else
        return b2c_invalid (error, _("“%s” is not a marker (gather, muster, alert, arms, arms-N, searched, ambush, snipe)"), w);
    }
  if (markers.ha >= 0 && b2c_region (self, region)->ha < 0)
    {
      int on_map = 0;

      for (guint r = 0; r < self->regions->len; r++)
        on_map += b2c_region (self, (int) r)->ha >= 0;
      if (on_map >= self->data->ha_markers)
        return b2c_invalid (error, g_dngettext (GETTEXT_PACKAGE,
                                                "This game has %d Hidden Arms marker, and it is on the map: remove it first",
                                                "This game has %d Hidden Arms markers, all on the map: remove one first",
                                                (gulong) self->data->ha_markers),
                            self->data->ha_markers);
    }
  *b2c_region (self, region) = markers;
  if (markers.gather == B2C_GATHER_GATHER)
    g_string_append_printf (list, "%s%s", list->len ? ", " : "", _("a Gather marker"));
  if (markers.gather == B2C_GATHER_MUSTER)
    g_string_append_printf (list, "%s%s", list->len ? ", " : "", _("a Muster marker"));
  if (markers.alert)
    g_string_append_printf (list, "%s%s", list->len ? ", " : "", _("an Alert marker"));
  if (markers.ha == 0)
    g_string_append_printf (list, "%s%s", list->len ? ", " : "", _("an unnumbered Hidden Arms marker"));
  else if (markers.ha > 0)
    g_string_append_printf (list, _("%sHidden Arms marker %d"), list->len ? ", " : "", markers.ha);
  if (markers.searched)
    g_string_append_printf (list, "%s%s", list->len ? ", " : "", _("searched"));
  if (markers.ambush)
    g_string_append_printf (list, "%s%s", list->len ? ", " : "", _("an Ambush marker"));
  if (markers.snipe)
    g_string_append_printf (list, "%s%s", list->len ? ", " : "", _("a Snipe marker"));
  if (list->len > 0)
    b2c_say (ctx, _("Board correction: %s has %s."), b2c_region_name (self, region), list->str);
  else
    b2c_say (ctx, _("Board correction: %s has no markers."), b2c_region_name (self, region));
  return TRUE;
}

static const char * const hinder_ids[B2C_N_HINDER] = { "move", "search", "muster" };
static const char * const hinder_names[B2C_N_HINDER] = { N_("Hinder Movement"), N_("Hinder Search"), N_("Hinder Muster") };

const char *
b2c_hinder_name (int marker)
{
  return marker >= 0 && marker < B2C_N_HINDER ? _(hinder_names[marker]) : NULL;
}

gboolean
b2c_apply_correct_hinder (MusterState            *state,
                          const MusterActionDef  *action,
                          MusterEntry            *entry,
                          MusterChance           *chance,
                          GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  B2cHinder *h = NULL;
  int marker = -1, face = 2, region;

  if (!muster_args_check_count (args, 2, 3, "correct-hinder move|search|muster available|track|REGION [FACE]", error))
    return FALSE;
  for (int k = 0; k < B2C_N_HINDER; k++)
    if (g_str_equal (args[0], hinder_ids[k]))
      marker = k;
  if (marker < 0)
    return b2c_invalid (error, _("There is no Hinder marker “%s” (move, search, muster)"), args[0]);
  h = &self->hinder[marker];
  if (g_str_equal (args[1], "available") || g_str_equal (args[1], "track"))
    {
      if (args[2] != NULL)
        return b2c_invalid (error, _("A Hinder marker off the map shows no face"));
      h->where = g_str_equal (args[1], "available") ? B2C_HINDER_AVAILABLE : B2C_HINDER_ON_TRACK;
      h->region = -1;
      h->face = 0;
      b2c_say (ctx, h->where == B2C_HINDER_AVAILABLE ? _("Board correction: %s is ready to be placed.")
                                                     : _("Board correction: %s waits on the Turn Track."),
               b2c_hinder_name (marker));
      return TRUE;
    }
  if (!b2c_parse_region (self, args[1], &region, error) ||
      (args[2] != NULL && !muster_args_parse_int (args[2], _("The face"), 1, 2, &face, error)))
    return FALSE;
  h->where = B2C_HINDER_ON_MAP;
  h->region = (gint16) region;
  h->face = (guint8) face;
  b2c_say (ctx, _("Board correction: %s lies in %s with its %d side up."), b2c_hinder_name (marker),
           b2c_region_name (self, region), face);
  return TRUE;
}

gboolean
b2c_apply_correct_flag (MusterState            *state,
                        const MusterActionDef  *action,
                        MusterEntry            *entry,
                        MusterChance           *chance,
                        GError                **error)
{
  B2cCtx *ctx = b2c_ctx (state);
  const char * const *args = muster_entry_get_args (entry);
  B2cState *self = ctx->self;
  static const struct
  {
    const char *id;
    gsize       offset;
    const char *yes;
    const char *no;
  } flags[] = {
    { "shot-heard", G_STRUCT_OFFSET (B2cState, shot_heard),
      N_("Board correction: the Shot Heard 'Round the World has been fired (10.0)."),
      N_("Board correction: the Shot Heard 'Round the World has not been fired yet (10.0).") },
    { "concord-entered", G_STRUCT_OFFSET (B2cState, concord_entered),
      N_("Board correction: an unbroken Regular has entered Concord (11.0)."),
      N_("Board correction: no unbroken Regular has entered Concord yet (11.0).") },
    { "percy-arrived", G_STRUCT_OFFSET (B2cState, percy_arrived),
      N_("Board correction: Percy's force has arrived (12.0)."),
      N_("Board correction: Percy's force has not arrived yet (12.0).") },
    { "percy-awarded", G_STRUCT_OFFSET (B2cState, percy_awarded),
      N_("Board correction: the award for Percy reaching Lexington has been taken (12.0)."),
      N_("Board correction: the award for Percy reaching Lexington has not been taken (12.0).") },
  };

  if (!muster_args_check_count (args, 2, 2, "correct-flag shot-heard|concord-entered|percy-arrived|percy-awarded yes|no", error))
    return FALSE;
  if (!g_str_equal (args[1], "yes") && !g_str_equal (args[1], "no"))
    return b2c_invalid (error, _("Say yes or no, not “%s”"), args[1]);
  for (guint k = 0; k < G_N_ELEMENTS (flags); k++)
    if (g_str_equal (args[0], flags[k].id))
      {
        gboolean *flag = G_STRUCT_MEMBER_P (self, flags[k].offset);

        *flag = g_str_equal (args[1], "yes");
        b2c_say (ctx, "%s", *flag ? _(flags[k].yes) : _(flags[k].no));
        return TRUE;
      }
  return b2c_invalid (error, _("There is no flag “%s” (shot-heard, concord-entered, percy-arrived, percy-awarded)"), args[0]);
}
