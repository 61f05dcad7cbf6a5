/* b2c-view.c: the read-only view of a From Boston to Concord state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"
#include "b2c-view.h"

guint
b2c_view_n_regions (B2cState *state)
{
  return revroad_map_get_n_regions (state->map);
}

int
b2c_view_find_region (B2cState   *state,
                      const char *id)
{
  return b2c_find_region (state, id);
}

static int
hinder_face (B2cState      *self,
             B2cHinderKind  kind,
             int            region)
{
  return b2c_hinder_at (self, kind, region) ? self->hinder[kind].face : 0;
}

void
b2c_view_region (B2cState      *state,
                 int            region,
                 B2cRegionView *out)
{
  const RevroadRegion *r = revroad_map_get_region (state->map, region);
  B2cRegion *reg = b2c_region (state, region);
  static const struct { const char *tag; B2cRegionFlags flag; } tags[] = {
    { "town", B2C_REGION_TOWN }, { "muster", B2C_REGION_MUSTER_ICON }, { "landing", B2C_REGION_LANDING },
    { "boston", B2C_REGION_BOSTON }, { "charlestown", B2C_REGION_CHARLESTOWN }, { "concord", B2C_REGION_CONCORD },
    { "offboard", B2C_REGION_OFFBOARD }, { "alert", B2C_REGION_ALERT_BOX }, { "rider-box", B2C_REGION_RIDER_BOX },
    { "edge-top", B2C_REGION_EDGE_TOP }, { "edge-left", B2C_REGION_EDGE_LEFT }, { "edge-bottom", B2C_REGION_EDGE_BOTTOM },
  };

  memset (out, 0, sizeof *out);
  out->id = r->id;
  out->name = r->name;
  out->x = r->x;
  out->y = r->y;
  out->source = r->source;
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    if (revroad_map_has_tag (state->map, region, tags[i].tag))
      out->flags |= tags[i].flag;
  out->gather = (B2cViewGather) reg->gather;
  out->alert = reg->alert;
  out->hidden_arms = reg->ha;
  out->searched = reg->searched;
  out->ambush = reg->ambush;
  out->snipe = reg->snipe;
  out->hinder_move = hinder_face (state, B2C_HINDER_MOVE, region);
  out->hinder_search = hinder_face (state, B2C_HINDER_SEARCH, region);
  out->hinder_muster = hinder_face (state, B2C_HINDER_MUSTER, region);
  out->to_boston = revroad_map_get_attr_int (state->map, region, "to-boston", -1);
  out->to_concord = revroad_map_get_attr_int (state->map, region, "to-concord", -1);
}

GArray *
b2c_view_borders (B2cState *state,
                  int       region)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (B2cBorderView));

  for (guint i = 0; i < revroad_map_get_n_borders (state->map); i++)
    {
      const RevroadBorder *b = revroad_map_get_border (state->map, i);
      B2cBorderView v;
      int other;

      if (b->a != region && b->b != region)
        continue;
      other = b->a == region ? b->b : b->a;
      memset (&v, 0, sizeof v);
      v.region = other;
      v.id = b2c_region_id (state, other);
      v.adjacent = revroad_map_adjacent (state->map, region, other);
      v.road = b->road;
      v.water = b->water;
      v.water_name = b->name;
      v.source = b->source;
      g_array_append_val (out, v);
    }
  return out;
}

guint
b2c_view_n_units (B2cState *state)
{
  return b2c_n_units (state);
}

int
b2c_view_find_unit (B2cState   *state,
                    const char *id)
{
  return b2c_find_unit (state, id);
}

void
b2c_view_unit (B2cState    *state,
               int          unit,
               B2cUnitView *out)
{
  const RevroadUnitDef *def = b2c_def (state, unit);
  RevroadUnit *u = b2c_unit (state, unit);

  memset (out, 0, sizeof *out);
  out->id = def->id;
  out->name = def->name;
  out->kind = def->kind;
  out->side = def->side;
  out->place = (RevroadPlace) u->place;
  out->region = revroad_unit_on_map (u) ? u->region : -1;
  out->region_id = out->region >= 0 ? b2c_region_id (state, out->region) : NULL;
  out->flipped = u->flipped;
  out->face = revroad_unit_face (def, u);
  out->strength = revroad_unit_strength (def, u);
  out->markers = u->markers;
  out->moved = (u->markers & REVROAD_MARK_MOVED) != 0;
  out->fired = (u->markers & REVROAD_MARK_FIRED) != 0;
  out->rallied = (u->markers & REVROAD_MARK_RALLIED) != 0;
  out->inactive = (u->markers & REVROAD_MARK_INACTIVE) != 0;
  out->marched = (u->markers & B2C_MARK_MARCHED) != 0;
  out->road = u->road;
  out->group = def->group;
}

GArray *
b2c_view_units_in (B2cState *state,
                   int       region)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < b2c_n_units (state); i++)
    {
      RevroadUnit *u = b2c_unit (state, (int) i);

      if (revroad_unit_on_map (u) && u->region == region)
        {
          int idx = (int) i;
          g_array_append_val (out, idx);
        }
    }
  return out;
}

static const char *
phase_id (B2cPhase phase)
{
  switch (phase)
    {
    case B2C_PHASE_PREGAME:
      return "pregame";
    case B2C_PHASE_DRAW:
      return "draw";
    case B2C_PHASE_ACTIONS:
      return "actions";
    case B2C_PHASE_END:
      return "end";
    case B2C_PHASE_OVER:
    default:
      return "over";
    }
}

void
b2c_view_tracks (B2cState      *state,
                 B2cTracksView *out)
{
  const RevroadTracks *t = &state->tracks;

  memset (out, 0, sizeof *out);
  out->turn = t->turn;
  out->first_turn = t->first_turn;
  out->last_turn = t->last_turn;
  out->percy_turn = state->data->percy_turn;
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      out->vp[s] = t->vp[s];
      out->actions[s] = t->actions[s];
      out->reserve[s] = t->reserve[s];
      out->final_vp[s] = state->final_halves[s] / 2.0;
    }
  out->acting = state->phase == B2C_PHASE_ACTIONS ? t->acting : REVROAD_NO_SIDE;
  out->reserve_armed = t->reserve_armed;
  out->phase = phase_id (state->phase);
  out->shot_heard = state->shot_heard;
  out->first_combat = (RevroadSide) state->first_combat;
  out->concord_entered = state->concord_entered;
  out->percy_arrived = state->percy_arrived;
  out->percy_awarded = state->percy_awarded;
  out->over = state->over;
  out->winner = (RevroadSide) state->winner;
}

void
b2c_view_card (B2cState    *state,
               B2cCardView *out)
{
  memset (out, 0, sizeof *out);
  out->n_draw = muster_deck_get_n_draw (state->deck);
  out->n_discard = muster_deck_get_n_discard (state->deck);
  out->n_removed = muster_deck_get_n_removed (state->deck);
  if (state->card[0])
    {
      const MusterCard *card = muster_deck_lookup (state->deck, state->card);

      out->id = card->id;
      out->british = revroad_card_british (card);
      out->patriot = revroad_card_patriot (card);
      out->hash = revroad_card_hash (card);
      out->british_source = muster_card_get_source (card, "british");
      out->patriot_source = muster_card_get_source (card, "patriot");
      out->hash_source = muster_card_get_source (card, "hash");
    }
}

void
b2c_view_hinder (B2cState      *state,
                 int            marker,
                 B2cHinderView *out)
{
  static const char * const ids[B2C_N_HINDER] = { "move", "search", "muster" };
  B2cHinder *h;

  memset (out, 0, sizeof *out);
  if (marker < 0 || marker >= B2C_N_HINDER)
    return;
  h = &state->hinder[marker];
  out->marker = ids[marker];
  out->owner = marker == B2C_HINDER_MUSTER ? REVROAD_BRITISH : REVROAD_PATRIOT;
  out->place = (B2cHinderPlace) h->where;
  out->face = h->where == B2C_HINDER_ON_MAP ? h->face : 0;
  out->region = h->where == B2C_HINDER_ON_MAP ? h->region : -1;
}

GStrv
b2c_view_peek (B2cState    *state,
               RevroadSide  side)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;

  if ((side == REVROAD_BRITISH || side == REVROAD_PATRIOT) && state->intel_turn[side] == state->tracks.turn)
    for (int k = 0; k < 2; k++)
      if (state->peek[side][k][0])
        g_strv_builder_add (builder, state->peek[side][k]);
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

const char *
b2c_view_result (B2cState *state)
{
  return state->over && state->result ? state->result->str : NULL;
}

/* Board check */

/* The board check's lines; with @ids, each region and counter also gives
 * the id players type (for muster-cli). */
static GPtrArray *
board_lines (B2cState *state,
             gboolean  ids)
{
  GPtrArray *lines = muster_check_lines_new ();
  static const char * const hinder_names[B2C_N_HINDER] = { N_("Hinder Movement"), N_("Hinder Search"), N_("Hinder Muster") };

  for (guint r = 0; r < revroad_map_get_n_regions (state->map); r++)
    {
      B2cRegion *reg = b2c_region (state, (int) r);
      g_autoptr(GString) line = g_string_new (NULL);

      if (reg->gather == B2C_GATHER_GATHER)
        g_string_append_printf (line, "%s%s", line->len ? "; " : "", _("Gather marker"));
      else if (reg->gather == B2C_GATHER_MUSTER)
        g_string_append_printf (line, "%s%s", line->len ? "; " : "", _("Muster marker"));
      if (reg->alert)
        g_string_append_printf (line, "%s%s", line->len ? "; " : "", _("Alert marker"));
      if (reg->ha == 0)
        g_string_append_printf (line, "%s%s", line->len ? "; " : "",
                                reg->searched ? _("Hidden Arms (searched)") : _("Hidden Arms (unnumbered)"));
      else if (reg->ha > 0)
        g_string_append_printf (line, "%s%s %d%s", line->len ? "; " : "", _("Hidden Arms"), reg->ha,
                                reg->searched ? _(" (searched)") : "");
      if (reg->ambush)
        g_string_append_printf (line, "%s%s", line->len ? "; " : "", _("Ambush marker"));
      if (reg->snipe)
        g_string_append_printf (line, "%s%s", line->len ? "; " : "", _("Snipe marker"));
      for (int h = 0; h < B2C_N_HINDER; h++)
        if (b2c_hinder_at (state, (B2cHinderKind) h, (int) r))
          g_string_append_printf (line, "%s%s (%d)", line->len ? "; " : "", _(hinder_names[h]), state->hinder[h].face);
      for (guint i = 0; i < b2c_n_units (state); i++)
        {
          RevroadUnit *u = b2c_unit (state, (int) i);

          if (revroad_unit_on_map (u) && u->region == (int) r)
            {
              g_autofree char *text = revroad_unit_describe (b2c_def (state, (int) i), u);

              g_string_append_printf (line, "%s%s", line->len ? "; " : "", text);
              if (ids)
                g_string_append_printf (line, " [%s]", b2c_def (state, (int) i)->id);
            }
        }
      if (line->len > 0)
        {
          g_autofree char *place = ids ? g_strdup_printf ("%s (%s)", b2c_region_name (state, (int) r),
                                                          b2c_region_id (state, (int) r))
                                       : g_strdup (b2c_region_name (state, (int) r));

          g_ptr_array_add (lines, muster_check_line_new (place, line->str));
        }
    }
  {
    g_autoptr(GString) waiting = g_string_new (NULL);
    g_autoptr(GString) gone = g_string_new (NULL);

    for (guint i = 0; i < b2c_n_units (state); i++)
      {
        RevroadUnit *u = b2c_unit (state, (int) i);
        const RevroadUnitDef *def = b2c_def (state, (int) i);

        if (u->place == REVROAD_PLACE_WAITING && def->kind != REVROAD_KIND_MILITIA)
          g_string_append_printf (waiting, "%s%s", waiting->len ? ", " : "", def->name);
        else if (u->place == REVROAD_PLACE_ELIMINATED || u->place == REVROAD_PLACE_REMOVED)
          g_string_append_printf (gone, "%s%s%s", gone->len ? ", " : "", def->name,
                                  u->place == REVROAD_PLACE_REMOVED ? _(" (held in Boston)") : "");
      }
    if (waiting->len)
      g_ptr_array_add (lines, muster_check_line_new (_("Not yet in play"), waiting->str));
    if (gone->len)
      g_ptr_array_add (lines, muster_check_line_new (_("Out of the game"), gone->str));
  }
  for (int h = 0; h < B2C_N_HINDER; h++)
    if (state->hinder[h].where == B2C_HINDER_ON_TRACK)
      {
        /* Translators: a Hinder marker's name, “Hinder Search marker”. */
        g_autofree char *place = g_strdup_printf (_("%s marker"), _(hinder_names[h]));

        g_ptr_array_add (lines, muster_check_line_new (place, _("on the Turn Track, back next turn")));
      }
  {
    guint left = revroad_militia_pool_left (state->pool);
    g_autofree char *cup = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u counter in the cup", "%u counters in the cup", left),
                                            left);

    g_ptr_array_add (lines, muster_check_line_new (_("Militia Draw Pool"), cup));
  }
  return lines;
}

GPtrArray *
b2c_view_board_lines (B2cState *state)
{
  return board_lines (state, FALSE);
}

char *
b2c_view_board_check (B2cState *state)
{
  g_autoptr(GPtrArray) lines = board_lines (state, TRUE);
  GString *out = g_string_new (_("Board check — region by region:\n"));

  for (guint i = 0; i < lines->len; i++)
    {
      const MusterCheckLine *line = g_ptr_array_index (lines, i);

      g_string_append_printf (out, "  %s: %s\n", line->place, line->contents);
    }
  return g_string_free (out, FALSE);
}

static void
take (GStrvBuilder *builder,
      char         *text)
{
  if (text != NULL)
    g_strv_builder_add (builder, text);
  g_free (text);
}

GStrv
b2c_view_corrections (B2cState *state)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  MusterCardSet *cards = muster_deck_get_card_set (state->deck);
  GStrv out;

  for (guint i = 0; i < muster_card_set_get_n_cards (cards); i++)
    take (builder, revroad_card_correction (muster_card_set_get_card (cards, i)));
  for (guint i = 0; i < revroad_map_get_n_borders (state->map); i++)
    {
      const RevroadBorder *b = revroad_map_get_border (state->map, i);

      if (g_strcmp0 (b->source, "user") == 0)
        take (builder, g_strdup_printf ("correct-border %s %s %s", b2c_region_id (state, b->a),
                                                        b2c_region_id (state, b->b),
                                                        revroad_map_adjacent (state->map, b->a, b->b) ? revroad_border_kind_id (b) : "none"));
    }
  for (guint i = 0; i < state->vp->awards->len; i++)
    {
      const B2cAward *a = g_ptr_array_index (state->vp->awards, i);

      if (g_strcmp0 (a->source, "user") == 0)
        {
          char value[G_ASCII_DTOSTR_BUF_SIZE];

          g_ascii_formatd (value, sizeof value, "%g", a->halves / 2.0);
          take (builder, g_strdup_printf ("set-vp %s %s", a->id, value));
        }
    }
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}
