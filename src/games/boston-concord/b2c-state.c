/* b2c-state.c: the From Boston to Concord state object: copying, snapshots,
 * descriptions, and the small helpers every rules file uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"
#include "b2c-view.h"

G_DEFINE_FINAL_TYPE (B2cState, b2c_state, MUSTER_TYPE_STATE)

/* Shared data */

B2cData *
b2c_data_ref (B2cData *data)
{
  g_atomic_ref_count_inc (&data->ref);
  return data;
}

void
b2c_data_unref (B2cData *data)
{
  if (data == NULL || !g_atomic_ref_count_dec (&data->ref))
    return;
  g_free (data->scenario_id);
  g_free (data->defs);
  revroad_roster_unref (data->roster);
  g_free (data);
}

static void
award_free (B2cAward *award)
{
  g_free (award->id);
  g_free (award->name);
  g_free (award->source);
  g_free (award);
}

B2cVp *
b2c_vp_new (void)
{
  B2cVp *vp = g_new0 (B2cVp, 1);

  g_atomic_ref_count_init (&vp->ref);
  vp->awards = g_ptr_array_new_with_free_func ((GDestroyNotify) award_free);
  return vp;
}

void
b2c_vp_add (B2cVp       *vp,
            const char  *id,
            const char  *name,
            RevroadSide  side,
            int          halves,
            const char  *source)
{
  B2cAward *award = g_new0 (B2cAward, 1);

  award->id = g_strdup (id);
  award->name = g_strdup (name);
  award->side = side;
  award->halves = halves;
  award->source = g_strdup (source);
  g_ptr_array_add (vp->awards, award);
}

B2cVp *
b2c_vp_ref (B2cVp *vp)
{
  g_atomic_ref_count_inc (&vp->ref);
  return vp;
}

void
b2c_vp_unref (B2cVp *vp)
{
  if (vp == NULL || !g_atomic_ref_count_dec (&vp->ref))
    return;
  g_ptr_array_unref (vp->awards);
  g_free (vp);
}

const B2cAward *
b2c_vp_find (B2cVp      *vp,
             const char *id)
{
  for (guint i = 0; i < vp->awards->len; i++)
    {
      const B2cAward *award = g_ptr_array_index (vp->awards, i);

      if (g_strcmp0 (award->id, id) == 0)
        return award;
    }
  return NULL;
}

int
b2c_vp_halves (B2cVp      *vp,
               const char *id)
{
  const B2cAward *award = b2c_vp_find (vp, id);

  return award ? award->halves : 0;
}

B2cVp *
b2c_vp_with (B2cVp      *vp,
             const char *id,
             int         halves,
             const char *source)
{
  B2cVp *copy = b2c_vp_new ();

  for (guint i = 0; i < vp->awards->len; i++)
    {
      const B2cAward *award = g_ptr_array_index (vp->awards, i);
      B2cAward *c = g_new0 (B2cAward, 1);

      c->id = g_strdup (award->id);
      c->name = g_strdup (award->name);
      c->side = award->side;
      c->halves = award->halves;
      c->source = g_strdup (award->source);
      if (g_strcmp0 (award->id, id) == 0)
        {
          c->halves = halves;
          g_free (c->source);
          c->source = g_strdup (source);
        }
      g_ptr_array_add (copy->awards, c);
    }
  return copy;
}

/* The object */

static void
b2c_state_finalize (GObject *object)
{
  B2cState *self = B2C_STATE (object);

  g_clear_pointer (&self->data, b2c_data_unref);
  g_clear_pointer (&self->map, revroad_map_unref);
  g_clear_pointer (&self->vp, b2c_vp_unref);
  g_clear_pointer (&self->deck, muster_deck_free);
  g_clear_pointer (&self->pool, muster_deck_free);
  g_clear_pointer (&self->units, g_array_unref);
  g_clear_pointer (&self->regions, g_array_unref);
  g_clear_pointer (&self->asks, g_array_unref);
  g_clear_pointer (&self->track_cache, g_ptr_array_unref);
  g_clear_pointer (&self->run, b2c_ctx_free);
  if (self->result)
    g_string_free (self->result, TRUE);

  G_OBJECT_CLASS (b2c_state_parent_class)->finalize (object);
}

static MusterState *
b2c_state_copy (MusterState *state)
{
  B2cState *self = B2C_STATE (state);
  B2cState *copy = g_object_new (B2C_TYPE_STATE, NULL);

  /* Plain fields first, then the owned parts replaced by copies. */
  memcpy ((char *) copy + G_STRUCT_OFFSET (B2cState, data),
          (char *) self + G_STRUCT_OFFSET (B2cState, data),
          sizeof (B2cState) - G_STRUCT_OFFSET (B2cState, data));
  copy->data = b2c_data_ref (self->data);
  copy->map = revroad_map_ref (self->map);
  copy->vp = b2c_vp_ref (self->vp);
  copy->deck = muster_deck_copy (self->deck);
  copy->pool = muster_deck_copy (self->pool);
  copy->units = g_array_copy (self->units);
  copy->regions = g_array_copy (self->regions);
  copy->asks = g_array_copy (self->asks);
  copy->result = self->result ? g_string_new (self->result->str) : NULL;
  copy->track_cache = NULL;
  copy->run = NULL;
  return MUSTER_STATE (copy);
}

static void
write_set (B2cState             *self,
           xmlNode              *parent,
           const char           *name,
           const RevroadUnitSet *set)
{
  GString *ids = g_string_new (NULL);

  revroad_unit_set_foreach (i, set)
    {
      if (i < b2c_n_units (self))
        g_string_append_printf (ids, "%s%s", ids->len ? " " : "", b2c_def (self, (int) i)->id);
    }
  if (ids->len > 0)
    muster_xml_set (parent, name, ids->str);
  g_string_free (ids, TRUE);
}

static void
b2c_state_write_snapshot (MusterState *state,
                          xmlNode     *node)
{
  B2cState *self = B2C_STATE (state);
  xmlNode *root = muster_xml_add (node, "boston-concord");
  xmlNode *list;
  MusterCardSet *cards = muster_deck_get_card_set (self->deck);

  muster_xml_set (root, "scenario", self->data->scenario_id);
  muster_xml_set_int (root, "phase", self->phase);
  muster_xml_set (root, "card", self->card);
  muster_xml_set_bool (root, "shot-heard", self->shot_heard);
  muster_xml_set (root, "first-combat", revroad_side_id (self->first_combat));
  muster_xml_set_bool (root, "concord-entered", self->concord_entered);
  muster_xml_set_bool (root, "percy-awarded", self->percy_awarded);
  muster_xml_set_bool (root, "percy-arrived", self->percy_arrived);
  muster_xml_set_int (root, "call-turn", self->call_turn);
  muster_xml_set_bool (root, "setup-reveals", self->setup_reveals);
  muster_xml_set_bool (root, "draw-open", self->draw_open);
  muster_xml_set_bool (root, "end-open", self->end_open);
  muster_xml_set_bool (root, "action-open", self->action_open);
  muster_xml_set_bool (root, "action-costs", self->action_costs);
  muster_xml_set (root, "action-side", revroad_side_id (self->action_side));
  revroad_tracks_write (&self->tracks, root);

  list = muster_xml_add (root, "units");
  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      RevroadUnit *u = b2c_unit (self, (int) i);

      revroad_unit_write (b2c_def (self, (int) i), u,
                          u->region >= 0 ? b2c_region_id (self, u->region) : NULL, list);
    }

  list = muster_xml_add (root, "regions");
  for (guint i = 0; i < self->regions->len; i++)
    {
      B2cRegion *r = b2c_region (self, (int) i);
      xmlNode *rn;

      if (r->gather == 0 && !r->alert && r->ha < 0 && !r->ambush && !r->snipe)
        continue;
      rn = muster_xml_add (list, "region");
      muster_xml_set (rn, "id", b2c_region_id (self, (int) i));
      muster_xml_set_int (rn, "gather", r->gather);
      muster_xml_set_bool (rn, "alert", r->alert);
      muster_xml_set_int (rn, "ha", r->ha);
      muster_xml_set_bool (rn, "searched", r->searched);
      muster_xml_set_bool (rn, "ambush", r->ambush);
      muster_xml_set_bool (rn, "snipe", r->snipe);
    }

  for (int h = 0; h < B2C_N_HINDER; h++)
    {
      xmlNode *hn = muster_xml_add (root, "hinder");

      muster_xml_set_int (hn, "kind", h);
      muster_xml_set_int (hn, "where", self->hinder[h].where);
      muster_xml_set_int (hn, "face", self->hinder[h].face);
      if (self->hinder[h].where == B2C_HINDER_ON_MAP)
        muster_xml_set (hn, "region", b2c_region_id (self, self->hinder[h].region));
    }

  list = muster_xml_add (root, "asks");
  for (guint i = 0; i < self->asks->len; i++)
    {
      B2cAsk *ask = &g_array_index (self->asks, B2cAsk, i);
      xmlNode *an = muster_xml_add (list, "ask");

      muster_xml_set (an, "kind", b2c_ask_id (ask->kind));
      muster_xml_set (an, "side", revroad_side_id (ask->side));
      muster_xml_set_int (an, "region", ask->region);
      muster_xml_set_int (an, "region2", ask->region2);
      muster_xml_set_int (an, "count", ask->count);
      muster_xml_set_int (an, "extra", ask->extra);
      muster_xml_set_int (an, "flags", ask->flags);
      write_set (self, an, "units", &ask->units);
      write_set (self, an, "priority", &ask->priority);
      if (ask->card[0])
        muster_xml_set (an, "card", ask->card);
    }

  if (self->combat.kind != B2C_COMBAT_NONE)
    {
      B2cCombat *c = &self->combat;
      xmlNode *cn = muster_xml_add (root, "combat");
      g_autofree char *a = NULL;

      muster_xml_set_int (cn, "kind", c->kind);
      muster_xml_set_int (cn, "step", c->step);
      muster_xml_set_int (cn, "substep", c->substep);
      muster_xml_set (cn, "attacker", revroad_side_id (c->attacker));
      muster_xml_set_int (cn, "region", c->region);
      muster_xml_set_int (cn, "from", c->from);
      muster_xml_set_int (cn, "retreat-to", c->retreat_to);
      write_set (self, cn, "attackers", &c->attackers);
      write_set (self, cn, "defenders", &c->defenders);
      write_set (self, cn, "retreated", &c->retreated);
      write_set (self, cn, "rolled", &c->rolled);
      muster_xml_set_bool (cn, "all-retreated", c->all_retreated);
      muster_xml_set_bool (cn, "simultaneous", c->simultaneous);
      muster_xml_set_bool (cn, "dice-thrown", c->dice_thrown);
      muster_xml_set_bool (cn, "cannon-used", c->cannon_used);
      for (int s = 0; s < REVROAD_N_SIDES; s++)
        {
          xmlNode *sn = muster_xml_add (cn, "side");
          GString *dice = g_string_new (NULL);

          for (guint d = 0; d < c->n_dice[s]; d++)
            g_string_append_printf (dice, "%s%u", d ? " " : "", c->dice[s][d]);
          muster_xml_set (sn, "id", revroad_side_id ((RevroadSide) s));
          muster_xml_set_bool (sn, "lost", c->lost[s]);
          muster_xml_set_bool (sn, "rerolled", c->rerolled[s]);
          muster_xml_set_int (sn, "hits", c->hits[s]);
          muster_xml_set (sn, "dice", dice->str);
          g_string_free (dice, TRUE);
        }
    }
  if (self->search.active)
    {
      xmlNode *sn = muster_xml_add (root, "search");

      muster_xml_set_int (sn, "region", self->search.region);
      muster_xml_set_bool (sn, "arms", self->search.arms);
      muster_xml_set_int (sn, "current", self->search.current);
      muster_xml_set_int (sn, "attempt", self->search.attempt);
      muster_xml_set_bool (sn, "retry-asked", self->search.retry_asked);
      muster_xml_set (sn, "card", self->search.card);
      write_set (self, sn, "sols", &self->search.sols);
      write_set (self, sn, "failed", &self->search.failed);
    }
  if (self->move.open)
    {
      xmlNode *mn = muster_xml_add (root, "move");
      GString *fired = g_string_new (NULL);

      muster_xml_set (mn, "from", b2c_region_id (self, self->move.from));
      muster_xml_set (mn, "side", revroad_side_id (self->move.side));
      muster_xml_set_bool (mn, "cannon-broke", self->move.cannon_broke);
      muster_xml_set_int (mn, "opfire-hits", self->move.opfire_hits);
      muster_xml_set_bool (mn, "sol", self->move.sol);
      revroad_unit_set_foreach (r, &self->move.fired_from)
        g_string_append_printf (fired, "%s%u", fired->len ? " " : "", r);
      muster_xml_set (mn, "fired-from", fired->str);
      g_string_free (fired, TRUE);
    }
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      xmlNode *pn = muster_xml_add (root, "intel");

      muster_xml_set (pn, "side", revroad_side_id ((RevroadSide) s));
      muster_xml_set_int (pn, "turn", self->intel_turn[s]);
      muster_xml_set (pn, "first", self->peek[s][0]);
      muster_xml_set (pn, "second", self->peek[s][1]);
    }
  if (self->over)
    {
      xmlNode *fn = muster_xml_add (root, "result");

      muster_xml_set (fn, "winner", revroad_side_id (self->winner));
      muster_xml_set_int (fn, "british-halves", self->final_halves[REVROAD_BRITISH]);
      muster_xml_set_int (fn, "patriot-halves", self->final_halves[REVROAD_PATRIOT]);
      muster_xml_set_int (fn, "casualty-halves", self->casualties_halves);
    }

  /* Corrections the players entered. */
  list = muster_xml_add (root, "corrections");
  for (guint i = 0; i < muster_card_set_get_n_cards (cards); i++)
    {
      const MusterCard *card = muster_card_set_get_card (cards, i);

      if (g_strcmp0 (muster_card_get_source (card, "british"), "user") == 0)
        {
          xmlNode *cn = muster_xml_add (list, "card");

          muster_xml_set (cn, "id", card->id);
          muster_xml_set_int (cn, "british", revroad_card_british (card));
          muster_xml_set_int (cn, "patriot", revroad_card_patriot (card));
          muster_xml_set_int (cn, "hash", revroad_card_hash (card));
        }
    }
  revroad_map_write_corrections (self->map, list);
  for (guint i = 0; i < self->vp->awards->len; i++)
    {
      const B2cAward *award = g_ptr_array_index (self->vp->awards, i);

      if (g_strcmp0 (award->source, "user") == 0)
        {
          xmlNode *vn = muster_xml_add (list, "vp");

          muster_xml_set (vn, "id", award->id);
          muster_xml_set_int (vn, "halves", award->halves);
        }
    }
  muster_deck_write (self->deck, root);
  muster_deck_write (self->pool, root);
}

static void
b2c_state_describe (MusterState      *state,
                    const MusterSeat *viewer,
                    GString          *out)
{
  B2cState *self = B2C_STATE (state);
  g_autofree char *board = b2c_view_board_check (self);
  g_autofree char *pending = b2c_pending_text (self);
  const RevroadTracks *t = &self->tracks;

  g_string_append_printf (out, _("Turn %d of %d (turns %d-%d)\n"), t->turn, t->last_turn,
                          t->first_turn, t->last_turn);
  g_string_append_printf (out, _("VP: British %d, Patriot %d\n"), t->vp[REVROAD_BRITISH], t->vp[REVROAD_PATRIOT]);
  g_string_append_printf (out, _("Actions: British %d (reserve %d), Patriot %d (reserve %d)%s\n"),
                          t->actions[REVROAD_BRITISH], t->reserve[REVROAD_BRITISH],
                          t->actions[REVROAD_PATRIOT], t->reserve[REVROAD_PATRIOT],
                          t->reserve_armed ? _(" — the next action spends a Reserve Action") : "");
  if (self->card[0])
    {
      const MusterCard *card = muster_deck_lookup (self->deck, self->card);
      g_autofree char *text = revroad_card_describe (card);

      g_string_append_printf (out, _("This turn's card: %s\n"), text);
    }
  g_string_append_printf (out, _("Cards: %u to draw, %u discarded\n"),
                          muster_deck_get_n_draw (self->deck), muster_deck_get_n_discard (self->deck));
  g_string_append_printf (out, _("Shot Heard 'Round the World: %s. Concord entered: %s. Percy: %s.\n"),
                          self->shot_heard ? _("yes") : _("not yet"),
                          self->concord_entered ? _("yes") : _("no"),
                          self->percy_arrived ? (self->percy_awarded ? _("in play, Lexington award taken") : _("in play"))
                                              : _("not yet arrived"));
  /* 6.14: the cards seen are that side's secret. */
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    if (self->intel_turn[s] == t->turn && self->peek[s][0][0])
      {
        if (muster_seat_may_see (viewer, revroad_side_id ((RevroadSide) s)))
          {
            const MusterCard *first = muster_deck_lookup (self->deck, self->peek[s][0]);
            const MusterCard *second = self->peek[s][1][0] ? muster_deck_lookup (self->deck, self->peek[s][1]) : NULL;

            g_string_append_printf (out, _("%s alone knows the top of the deck: %s%s%s\n"),
                                    revroad_side_name ((RevroadSide) s), first ? first->name : self->peek[s][0],
                                    second ? ", " : "", second ? second->name : "");
          }
        else
          g_string_append_printf (out, _("%s has seen the top of the deck this turn (6.14).\n"),
                                  revroad_side_name ((RevroadSide) s));
      }
  if (pending != NULL)
    g_string_append_printf (out, "%s\n", pending);
  if (self->over && self->result)
    g_string_append_printf (out, "%s\n", self->result->str);
  g_string_append (out, board);
}

static char *
b2c_state_get_status (MusterState *state)
{
  B2cState *self = B2C_STATE (state);
  const RevroadTracks *t = &self->tracks;
  B2cAsk *ask = b2c_top_ask (self);

  if (self->over)
    return g_strdup_printf (_("Game over: %s victory"), revroad_side_name (self->winner));
  if (ask != NULL)
    {
      g_autofree char *text = b2c_pending_text (self);
      return g_strdup_printf (_("Turn %d · %s"), t->turn, text);
    }
  switch (self->phase)
    {
    case B2C_PHASE_PREGAME:
      return g_strdup (_("Before turn 1 · the Patriot's free Call to Arms (6.12)"));
    case B2C_PHASE_DRAW:
      return g_strdup_printf (_("Turn %d of %d · draw the card (5.1)"), t->turn, t->last_turn);
    case B2C_PHASE_END:
      return g_strdup_printf (_("Turn %d of %d · both tracks at 0: end the turn (5.3)"), t->turn, t->last_turn);
    case B2C_PHASE_ACTIONS:
      if (t->acting != REVROAD_NO_SIDE)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Turn %d of %d · %s to act (%d action left)",
                                             "Turn %d of %d · %s to act (%d actions left)",
                                             (gulong) t->actions[t->acting]),
                                t->turn, t->last_turn, revroad_side_name (t->acting), t->actions[t->acting]);
      return g_strdup_printf (_("Turn %d of %d"), t->turn, t->last_turn);
    case B2C_PHASE_OVER:
    default:
      return g_strdup (_("Game over"));
    }
}

static GPtrArray *
b2c_state_get_tracks (MusterState *state)
{
  B2cState *self = B2C_STATE (state);
  g_autoptr(GPtrArray) fresh = revroad_tracks_to_muster (&self->tracks, 60);
  GPtrArray *out;

  /* The tracks stay the same objects for the state's lifetime, only their
   * values follow the state, so arrays handed out earlier stay valid. */
  if (self->track_cache == NULL)
    {
      self->track_cache = g_steal_pointer (&fresh);
      /* Percy's turn is the scenario's: marked on the turn track (12.0). */
      if (self->data->percy_turn > 0)
        muster_track_add_threshold (g_ptr_array_index (self->track_cache, 0), self->data->percy_turn, _("Percy"),
                                    _("12.0 Percy's reinforcements arrive in Boston at the start of the turn"));
    }
  else
    for (guint i = 0; i < self->track_cache->len && i < fresh->len; i++)
      {
        MusterTrack *cached = g_ptr_array_index (self->track_cache, i);
        MusterTrack *now = g_ptr_array_index (fresh, i);

        cached->min = now->min;
        cached->max = now->max;
        cached->value = now->value;
      }
  /* The caller's array borrows the tracks: a g_ptr_array_copy() would
   * carry the cache's free function and free them twice. */
  out = g_ptr_array_sized_new (self->track_cache->len);
  for (guint i = 0; i < self->track_cache->len; i++)
    g_ptr_array_add (out, g_ptr_array_index (self->track_cache, i));
  return out;
}

/* The markers and events that are not tracks, as a sheet of the table's:
 * the Shot Heard 'Round the World, Concord, Percy, the Hinder markers. */
static MusterSheet *
markers_sheet (B2cState *self)
{
  static const char * const hinders[] = { N_("Hinder Movement"), N_("Hinder Search"), N_("Hinder Muster") };
  MusterSheet *sheet = muster_sheet_new ("markers", _("Markers and Events"), NULL, FALSE);
  MusterSheetRow *row;
  B2cTracksView t;

  b2c_view_tracks (self, &t);
  if (!t.shot_heard)
    row = muster_sheet_add_row (sheet, _("Shot Heard 'Round the World"), _("Not yet: no Ambush or Snipe"));
  else if (t.first_combat == REVROAD_PATRIOT)
    row = muster_sheet_add_row (sheet, _("Shot Heard 'Round the World"),
                                _("Heard: the Patriot fired first, 5 VP to the British"));
  else
    row = muster_sheet_add_row (sheet, _("Shot Heard 'Round the World"), _("Heard: Ambush and Snipe are open"));
  row->section = g_strdup ("10.0");
  row = muster_sheet_add_row (sheet, _("Concord"),
                              t.concord_entered ? _("Entered: Smith and Pitcairn fight under its rules")
                                                : _("Not yet: the British must reach it by the end"));
  row->section = g_strdup ("11.0");
  if (t.percy_turn > 0)
    {
      g_autofree char *due = g_strdup_printf (_("Arrives in Boston on turn %d"), t.percy_turn);

      row = muster_sheet_add_row (sheet, _("Percy"),
                                  !t.percy_arrived ? due
                                  : t.percy_awarded ? _("Arrived; reached Lexington with the cannon (3 VP taken)")
                                  : _("Arrived; not yet in Lexington with the cannon and 4 Regulars"));
      row->section = g_strdup ("12.0");
    }
  for (int m = 0; m < 3; m++)
    {
      B2cHinderView h;
      g_autofree char *text = NULL;

      b2c_view_hinder (self, m, &h);
      switch (h.place)
        {
        case B2C_HINDER_VIEW_ON_MAP:
          {
            B2cRegionView r;

            b2c_view_region (self, h.region, &r);
            /* Translators: where a Hinder marker lies, “British's: in Lexington, 2 side up”. */
            text = g_strdup_printf (_("%s's: in %s, %d side up"), revroad_side_name (h.owner), r.name, h.face);
          }
          break;
        case B2C_HINDER_VIEW_ON_TRACK:
          text = g_strdup_printf (_("%s's: on the Turn Track, back next turn"), revroad_side_name (h.owner));
          break;
        case B2C_HINDER_VIEW_AVAILABLE:
        default:
          text = g_strdup_printf (_("%s's: available"), revroad_side_name (h.owner));
          break;
        }
      muster_sheet_add_row (sheet, _(hinders[m]), text);
    }
  return sheet;
}

static GPtrArray *
b2c_state_get_sheets (MusterState      *state,
                      const MusterSeat *viewer)
{
  GPtrArray *sheets = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_sheet_free);

  g_ptr_array_add (sheets, markers_sheet (B2C_STATE (state)));
  return sheets;
}

/* The Revolution Road cards' values, and the militia pool's. */
static const char *
b2c_state_card_value_label (MusterState  *state,
                           const char   *deck,
                           const char   *value,
                           const char  **side)
{
  return revroad_card_value_label (value, side);
}

static GPtrArray *
b2c_state_get_decks (MusterState *state)
{
  B2cState *self = B2C_STATE (state);
  GPtrArray *out = g_ptr_array_new ();

  g_ptr_array_add (out, self->deck);
  g_ptr_array_add (out, self->pool);
  return out;
}

static const char *
b2c_state_get_acting_side (MusterState *state)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);

  if (self->over)
    return NULL;
  if (ask != NULL)
    return ask->side == REVROAD_NO_SIDE ? NULL : revroad_side_id (ask->side);
  if (self->phase == B2C_PHASE_PREGAME)
    return "patriot";
  if (self->phase == B2C_PHASE_ACTIONS && self->tracks.acting != REVROAD_NO_SIDE)
    return revroad_side_id (self->tracks.acting);
  return NULL;
}

static gboolean
b2c_state_is_over (MusterState *state)
{
  return B2C_STATE (state)->over;
}

/* The players' corrections as actions (muster-corrections.h keeps them for
 * the user's next games). Every word of a correction line is an id or a
 * number, so splitting on spaces gives the arguments back. */
static GPtrArray *
b2c_state_get_corrections (MusterState *state)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_auto(GStrv) lines = b2c_view_corrections (B2C_STATE (state));

  for (guint i = 0; lines && lines[i]; i++)
    g_ptr_array_add (out, g_strsplit (lines[i], " ", -1));
  return out;
}

static GPtrArray *
b2c_state_get_board_check (MusterState *state)
{
  return b2c_view_board_lines (B2C_STATE (state));
}

/* Where a counter stands on the map, for the table's offers. */
static const char *
b2c_state_get_piece_place (MusterState *state,
                           const char  *piece)
{
  B2cState *self = B2C_STATE (state);
  int unit = b2c_find_unit (self, piece);
  RevroadUnit *u = unit >= 0 ? b2c_unit (self, unit) : NULL;

  return u != NULL && revroad_unit_on_map (u) ? b2c_region_id (self, u->region) : NULL;
}

static void
b2c_state_class_init (B2cStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterStateClass *state_class = MUSTER_STATE_CLASS (klass);

  object_class->finalize = b2c_state_finalize;
  state_class->action_table = &b2c_action_table;
  state_class->copy = b2c_state_copy;
  state_class->write_snapshot = b2c_state_write_snapshot;
  state_class->describe = b2c_state_describe;
  state_class->get_status = b2c_state_get_status;
  state_class->get_tracks = b2c_state_get_tracks;
  state_class->get_decks = b2c_state_get_decks;
  state_class->get_sheets = b2c_state_get_sheets;
  state_class->card_value_label = b2c_state_card_value_label;
  state_class->get_acting_side = b2c_state_get_acting_side;
  state_class->is_over = b2c_state_is_over;
  state_class->get_corrections = b2c_state_get_corrections;
  state_class->get_pending = b2c_get_pending;
  state_class->check_invariants = b2c_check_invariants;
  state_class->get_end_turn_steps = b2c_end_turn_steps;
  state_class->get_board_check = b2c_state_get_board_check;
  state_class->get_piece_place = b2c_state_get_piece_place;
}

static void
b2c_state_init (B2cState *self)
{
  self->first_combat = REVROAD_NO_SIDE;
  self->winner = REVROAD_NO_SIDE;
  self->action_side = REVROAD_NO_SIDE;
}

/* Errors and log text */

gboolean
b2c_uncertain (B2cCtx      *ctx,
               GError     **error,
               const char  *format,
               ...)
{
  va_list args;
  g_autofree char *text = NULL;

  /* Only checking, with nobody to read why: the code alone. */
  if (!ctx->override && ctx->entry == NULL && !muster_error_wants_message (error))
    return muster_fail_code (error, MUSTER_ERROR_UNCERTAIN);
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (ctx->override)
    {
      if (ctx->entry != NULL)
        muster_entry_add_overridden (ctx->entry, text);
      return TRUE;
    }
  if (ctx->entry != NULL)
    {
      if (ctx->deferred == NULL)
        {
          ctx->deferred = g_error_new (MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN,
                                       _("%s (this rests on the reconstructed map or cards)"), text);
          ctx->probe = muster_chance_new_probe ();
          ctx->chance = ctx->probe;
        }
      return TRUE;
    }
  if (error != NULL && *error == NULL)
    *error = g_error_new (MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN,
                          _("%s (this rests on the reconstructed map or cards)"), text);
  return FALSE;
}

void
b2c_say (B2cCtx     *ctx,
         const char *format,
         ...)
{
  va_list args;
  g_autofree char *text = NULL;
  const char *old;

  if (ctx->entry == NULL)
    return;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  old = muster_entry_get_text (ctx->entry);
  if (old != NULL && *old != '\0')
    {
      g_autofree char *joined = g_strconcat (old, " ", text, NULL);
      muster_entry_set_text (ctx->entry, joined);
    }
  else
    muster_entry_set_text (ctx->entry, text);
}

void
b2c_rule (B2cCtx     *ctx,
          const char *section)
{
  if (ctx->entry != NULL && muster_entry_get_rule (ctx->entry) == NULL)
    muster_entry_set_rule (ctx->entry, section);
}

/* Units */

const char *
b2c_unit_name (B2cState *self,
               int       i)
{
  return b2c_def (self, i)->name;
}

int
b2c_find_unit (B2cState   *self,
               const char *id)
{
  return revroad_roster_find (self->data->roster, id);
}

RevroadUnitSet
b2c_combatants (B2cState    *self,
                RevroadSide  side,
                int          region)
{
  RevroadUnitSet set;

  revroad_unit_set_clear (&set);
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (b2c_unit_combatant (self, (int) i, side, region))
      revroad_unit_set_add (&set, i);
  return set;
}

gboolean
b2c_is_percy_force (B2cState *self,
                    int       i)
{
  return g_strcmp0 (b2c_def (self, i)->group, "percy") == 0;
}

void
b2c_place_unit (B2cCtx *ctx,
                int     i,
                int     region)
{
  B2cState *self = ctx->self;
  RevroadUnit *u = b2c_unit (self, i);
  const RevroadUnitDef *def = b2c_def (self, i);
  int old = u->place == REVROAD_PLACE_MAP ? u->region : REVROAD_NOWHERE;

  u->region = (gint16) region;
  u->place = REVROAD_PLACE_MAP;
  if (def->side != REVROAD_BRITISH || region == old)
    return;

  if (region == self->data->concord)
    {
      if (!self->shot_heard)
        b2c_shot_heard (ctx, _("a British unit entered Concord"));
      if (!self->concord_entered && def->kind == REVROAD_KIND_REGULAR && !u->flipped)
        {
          self->concord_entered = TRUE;
          b2c_say (ctx, _("An unbroken Regular has entered Concord (11.0): Smith and Pitcairn's force now labours under the Concord rules."));
          if (!b2c_solitaire (self))
            b2c_award (ctx, "concord", 1);
        }
    }
  if (old >= 0)
    b2c_check_gather_flips (ctx, old);
}

void
b2c_remove_unit (B2cCtx       *ctx,
                 int           i,
                 RevroadPlace  place)
{
  B2cState *self = ctx->self;
  RevroadUnit *u = b2c_unit (self, i);
  int old = u->place == REVROAD_PLACE_MAP ? u->region : REVROAD_NOWHERE;

  u->place = place;
  u->region = REVROAD_NOWHERE;
  u->markers = 0;
  if (place == REVROAD_PLACE_ELIMINATED)
    u->flipped = FALSE;
  if (b2c_def (self, i)->side == REVROAD_BRITISH && old >= 0)
    b2c_check_gather_flips (ctx, old);
}

gboolean
b2c_reveal (B2cCtx  *ctx,
            int      i,
            GError **error)
{
  B2cState *self = ctx->self;
  RevroadUnit *u = b2c_unit (self, i);
  g_autofree char *counter = NULL;
  int strength = 0;

  if (!revroad_unit_is_hidden (b2c_def (self, i), u))
    return TRUE;
  if (ctx->chance == NULL)
    {
      /* Only checking: the strength is not needed to decide legality. */
      return TRUE;
    }
  if (revroad_militia_pool_left (self->pool) == 0)
    {
      /* The rules give no answer for an empty cup: the counter is taken as
       * a “0” Militia, and the log says so. */
      u->strength = 0;
      b2c_say (ctx, _("The Militia Draw Pool is empty: %s counts as a “0” Militia (4.1)."), b2c_unit_name (self, i));
      return TRUE;
    }
  counter = revroad_militia_draw (self->pool, ctx->chance, b2c_unit_name (self, i), &strength, error);
  if (counter == NULL)
    return FALSE;
  u->strength = (gint8) strength;
  u->pool = (gint8) revroad_militia_counter_index (counter);
  b2c_say (ctx, _("%s is revealed from the Militia Draw Pool: strength %d (counter %s)."),
           b2c_unit_name (self, i), strength, counter);
  return TRUE;
}

gboolean
b2c_hit_unit (B2cCtx            *ctx,
              int                i,
              RevroadHitResult  *result,
              GError           **error)
{
  B2cState *self = ctx->self;
  RevroadUnit *u = b2c_unit (self, i);
  const RevroadUnitDef *def = b2c_def (self, i);
  int region = u->region;
  RevroadHitResult r;

  if (!u->flipped && !b2c_reveal (ctx, i, error))
    return FALSE;
  r = revroad_unit_hit (def, u);
  if (result)
    *result = r;
  switch (r)
    {
    case REVROAD_HIT_FLIPPED:
      if (def->kind == REVROAD_KIND_LEADER)
        b2c_say (ctx, _("%s is wounded."), def->name);
      else
        b2c_say (ctx, _("%s is broken."), def->name);
      break;
    case REVROAD_HIT_ELIMINATED:
      if (def->kind == REVROAD_KIND_LEADER)
        b2c_say (ctx, _("%s is killed."), def->name);
      else
        b2c_say (ctx, _("%s is destroyed."), def->name);
      /* revroad_unit_hit took it off; note the British leaving (4.3). */
      u->region = REVROAD_NOWHERE;
      if (def->side == REVROAD_BRITISH && region >= 0)
        b2c_check_gather_flips (ctx, region);
      break;
    case REVROAD_HIT_NONE:
    default:
      break;
    }
  return TRUE;
}

int
b2c_count (B2cState    *self,
           int          region,
           RevroadSide  side,
           RevroadKind  kind,
           gboolean     unbroken_only,
           gboolean     active_only)
{
  int n = 0;

  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (def->side != side || def->kind != kind || !revroad_unit_on_map (u) || u->region != region)
        continue;
      if (unbroken_only && u->flipped)
        continue;
      if (active_only && (u->markers & REVROAD_MARK_INACTIVE))
        continue;
      n++;
    }
  return n;
}

int
b2c_military_in (B2cState             *self,
                 const RevroadUnitSet *units,
                 gboolean              unbroken_only)
{
  int n = 0;

  revroad_unit_set_foreach (i, units)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);

      if (revroad_kind_is_military (def->kind) && def->kind != REVROAD_KIND_CANNON &&
          (!unbroken_only || !b2c_unit (self, (int) i)->flipped))
        n++;
    }
  return n;
}

int
b2c_count_military (B2cState    *self,
                    int          region,
                    RevroadSide  side,
                    gboolean     unbroken_only)
{
  RevroadUnitSet combatants = b2c_combatants (self, side, region);

  return b2c_military_in (self, &combatants, unbroken_only);
}

gboolean
b2c_has_unbroken_regular (B2cState *self,
                          int       region)
{
  return b2c_count (self, region, REVROAD_BRITISH, REVROAD_KIND_REGULAR, TRUE, FALSE) > 0;
}

gboolean
b2c_side_in_region (B2cState    *self,
                    int          region,
                    RevroadSide  side)
{
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (b2c_def (self, (int) i)->side == side && revroad_unit_on_map (b2c_unit (self, (int) i)) &&
        b2c_unit (self, (int) i)->region == region)
      return TRUE;
  return FALSE;
}

int
b2c_strength (B2cState *self,
              int       i)
{
  int s = revroad_unit_strength (b2c_def (self, i), b2c_unit (self, i));

  return MAX (s, 0);
}

/* Regions */

int
b2c_find_region (B2cState   *self,
                 const char *id)
{
  return revroad_map_find (self->map, id);
}

const char *
b2c_region_id (B2cState *self,
               int       region)
{
  const RevroadRegion *r = revroad_map_get_region (self->map, region);

  return r ? r->id : "none";
}

const char *
b2c_region_name (B2cState *self,
                 int       region)
{
  const RevroadRegion *r = revroad_map_get_region (self->map, region);

  return r ? r->name : _("off the map");
}

B2cRegion *
b2c_region (B2cState *self,
            int       region)
{
  return &g_array_index (self->regions, B2cRegion, region);
}

gboolean
b2c_region_offboard (B2cState *self,
                     int       region)
{
  return revroad_map_has_tag (self->map, region, "offboard");
}

int
b2c_distance (B2cState *self,
              int       from,
              int       target)
{
  guint n = revroad_map_get_n_regions (self->map);
  g_autofree int *dist = g_new (int, n);

  if (from < 0 || target < 0)
    return G_MAXINT;
  /* Off-board boxes are not a way through the map. */
  revroad_map_distances (self->map, target, "offboard", dist);
  return dist[from];
}

/* Distances to @target along the map: a step across a road counts 1, any
 * other step 3, so “toward” follows the roads the way the board's routes
 * run, while a short cut across country still counts. Off-board boxes are
 * never a way through. */
static void
route_distances (B2cState *self,
                 int       target,
                 int      *dist)
{
  guint n = revroad_map_get_n_regions (self->map);
  g_autofree gboolean *done = g_new0 (gboolean, n);

  for (guint i = 0; i < n; i++)
    dist[i] = G_MAXINT;
  if (target < 0 || (guint) target >= n)
    return;
  dist[target] = 0;
  for (;;)
    {
      int best = -1;
      GArray *nb;

      for (guint i = 0; i < n; i++)
        if (!done[i] && dist[i] != G_MAXINT && (best < 0 || dist[i] < dist[best]))
          best = (int) i;
      if (best < 0)
        break;
      done[best] = TRUE;
      if (best != target && b2c_region_offboard (self, best))
        continue;
      nb = revroad_map_neighbours (self->map, best);
      for (guint j = 0; j < nb->len; j++)
        {
          int r = g_array_index (nb, int, j);
          int d = dist[best] + (revroad_map_road (self->map, best, r) ? 1 : 3);

          if (d < dist[r])
            dist[r] = d;
        }
    }
}

gboolean
b2c_closer (B2cState *self,
            int       from,
            int       to,
            int       target)
{
  guint n = revroad_map_get_n_regions (self->map);
  g_autofree int *dist = g_new (int, n);

  const char *key = target == self->data->boston ? "to-boston" :
                    target == self->data->concord ? "to-concord" : NULL;

  if (from < 0 || to < 0)
    return FALSE;
  /* The map gives each region its step count toward Boston and Concord,
   * the way the board's routes run; other targets go by the routes. */
  if (key != NULL)
    {
      int d_to = revroad_map_get_attr_int (self->map, to, key, G_MAXINT);
      int d_from = revroad_map_get_attr_int (self->map, from, key, G_MAXINT);

      if (d_to != G_MAXINT || d_from != G_MAXINT)
        return d_to < d_from;
    }
  route_distances (self, target, dist);
  return dist[to] < dist[from];
}

/* 3.0: adjacency, or a road across the border (@road). A refusal that
 * rests on a reconstructed border is uncertain rather than illegal. */
static gboolean
check_border (B2cCtx      *ctx,
              int          a,
              int          b,
              gboolean     road,
              const char  *section,
              GError     **error)
{
  B2cState *self = ctx->self;
  const char *na = b2c_region_name (self, a);
  const char *nb = b2c_region_name (self, b);

  if (road ? revroad_map_road (self->map, a, b) : revroad_map_adjacent (self->map, a, b))
    return TRUE;
  if (a == b || !revroad_map_border_is_reconstructed (self->map, a, b))
    return road ? b2c_illegal (error, _("%s: no road joins %s and %s"), section, na, nb)
                : b2c_illegal (error, _("%s: %s and %s are not adjacent"), section, na, nb);
  return road ? b2c_uncertain (ctx, error, _("%s: no road joins %s and %s on the reconstructed map"), section, na, nb)
              : b2c_uncertain (ctx, error, _("%s: %s and %s are not adjacent on the reconstructed map"), section, na, nb);
}

gboolean
b2c_check_adjacent (B2cCtx      *ctx,
                    int          a,
                    int          b,
                    const char  *section,
                    GError     **error)
{
  return check_border (ctx, a, b, FALSE, section, error);
}

gboolean
b2c_check_road (B2cCtx      *ctx,
                int          a,
                int          b,
                const char  *section,
                GError     **error)
{
  return check_border (ctx, a, b, TRUE, section, error);
}

gboolean
b2c_check_enterable (B2cCtx      *ctx,
                     RevroadSide  side,
                     int          region,
                     const char  *section,
                     GError     **error)
{
  B2cState *self = ctx->self;

  if (b2c_region_offboard (self, region))
    return b2c_illegal (error, _("%s: %s lies off the map; units only come onto the map from there (4.6)"),
                        section, b2c_region_name (self, region));
  if (side == REVROAD_PATRIOT && region == self->data->boston)
    return b2c_illegal (error, _("3.0 Boston: Patriot units may not enter Boston"));
  if (side == REVROAD_PATRIOT && region == self->data->charlestown &&
      b2c_has_unbroken_regular (self, region))
    return b2c_illegal (error, _("3.0 Charlestown: Patriot units may not enter Charlestown while unbroken Regulars are there"));
  return TRUE;
}

/* Asks */

static const char * const ask_ids[B2C_N_ASKS] = {
  "card", "move-more", "break", "allocate", "retreat-before", "opfire", "advance",
  "fight", "reroll", "retreat-after", "charge-retreat", "free-move", "call",
  "retry-capture", "sol-evade", "captives",
};

const char *
b2c_ask_id (B2cAskKind kind)
{
  return kind < B2C_N_ASKS ? ask_ids[kind] : "unknown";
}

B2cAsk *
b2c_push_ask (B2cState    *self,
              B2cAskKind   kind,
              RevroadSide  side)
{
  B2cAsk ask;

  memset (&ask, 0, sizeof ask);
  ask.kind = kind;
  ask.side = side;
  ask.region = -1;
  ask.region2 = -1;
  g_array_append_val (self->asks, ask);
  return &g_array_index (self->asks, B2cAsk, self->asks->len - 1);
}

B2cAsk *
b2c_top_ask (B2cState *self)
{
  if (self->asks->len == 0)
    return NULL;
  return &g_array_index (self->asks, B2cAsk, self->asks->len - 1);
}

void
b2c_pop_ask (B2cState *self)
{
  if (self->asks->len > 0)
    g_array_set_size (self->asks, self->asks->len - 1);
}

/* Arguments */

gboolean
b2c_parse_region (B2cState    *self,
                  const char  *arg,
                  int         *region,
                  GError     **error)
{
  *region = arg ? b2c_find_region (self, arg) : -1;
  if (*region < 0)
    return b2c_invalid (error, _("There is no region “%s” (see the region ids in “muster-cli state”)"),
                        arg ? arg : "");
  return TRUE;
}

gboolean
b2c_parse_unit (B2cState    *self,
                const char  *arg,
                int         *unit,
                GError     **error)
{
  *unit = arg ? b2c_find_unit (self, arg) : -1;
  if (*unit < 0)
    return b2c_invalid (error, _("There is no counter “%s”"), arg ? arg : "");
  return TRUE;
}

gboolean
b2c_parse_mixed (B2cState            *self,
                 const char * const  *args,
                 RevroadUnitSet      *units,
                 GArray              *regions,
                 GError             **error)
{
  revroad_unit_set_clear (units);
  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    {
      int u = b2c_find_unit (self, args[i]);
      int r = b2c_find_region (self, args[i]);

      if (u >= 0)
        {
          if (revroad_unit_set_has (units, (guint) u))
            return b2c_invalid (error, _("%s is named twice"), b2c_unit_name (self, u));
          revroad_unit_set_add (units, (guint) u);
        }
      else if (r >= 0 && regions != NULL)
        g_array_append_val (regions, r);
      else
        return b2c_invalid (error, _("“%s” is neither a counter nor a region"), args[i]);
    }
  return TRUE;
}

gboolean
b2c_parse_units (B2cState            *self,
                 const char * const  *args,
                 RevroadUnitSet      *units,
                 const char          *usage,
                 GError             **error)
{
  g_autoptr(GArray) regions = g_array_new (FALSE, FALSE, sizeof (int));

  if (!b2c_parse_mixed (self, args, units, regions, error))
    return FALSE;
  if (regions->len > 0)
    return b2c_invalid (error, _("Usage: %s"), usage);
  return TRUE;
}

gboolean
b2c_parse_region_units (B2cState            *self,
                        const char * const  *args,
                        guint                min_units,
                        const char          *usage,
                        int                 *region,
                        RevroadUnitSet      *units,
                        GError             **error)
{
  if (muster_args_count (args) < 1 + min_units)
    return b2c_invalid (error, _("Usage: %s"), usage);
  return b2c_parse_region (self, args[0], region, error) &&
         b2c_parse_units (self, args + 1, units, usage, error);
}

/* Invariants */

#define broken_rule(error, ...) muster_fail ((error), MUSTER_ERROR_ILLEGAL, __VA_ARGS__)

static gboolean
unit_invariants (B2cState  *self,
                 int        i,
                 gboolean  *pool_used,
                 GError   **error)
{
  RevroadUnit *u = b2c_unit (self, i);
  const RevroadUnitDef *def = b2c_def (self, i);
  const char *name = def->name;

  if (u->place > REVROAD_PLACE_REMOVED)
    return broken_rule (error, "%s has no place", name);
  if (u->place == REVROAD_PLACE_MAP)
    {
      if (u->region < 0 || (guint) u->region >= revroad_map_get_n_regions (self->map))
        return broken_rule (error, "%s is on the map in no region", name);
      /* Only Patriots stand off the board, and only Nightriders and Sons of
       * Liberty (captives) in Boston. */
      if (def->side == REVROAD_BRITISH && b2c_region_offboard (self, u->region))
        return broken_rule (error, "%s stands off the board", name);
      if (def->side == REVROAD_PATRIOT && u->region == self->data->boston &&
          def->kind != REVROAD_KIND_RIDER && def->kind != REVROAD_KIND_SOL)
        return broken_rule (error, "%s stands in Boston", name);
      if (!def->has_back && u->flipped)
        return broken_rule (error, "%s shows a back it does not have", name);
    }
  else
    {
      if (u->region != REVROAD_NOWHERE)
        return broken_rule (error, "%s is off the map yet in a region", name);
      if (u->place == REVROAD_PLACE_ELIMINATED && (u->flipped || u->markers != 0))
        return broken_rule (error, "%s is destroyed yet broken or marked", name);
    }
  if (def->kind == REVROAD_KIND_MILITIA && u->pool >= 0)
    {
      if (u->pool >= REVROAD_MILITIA_POOL_SIZE || pool_used[u->pool])
        return broken_rule (error, "%s took a Militia Draw Pool counter twice drawn", name);
      pool_used[u->pool] = TRUE;
    }
  return TRUE;
}

gboolean
b2c_check_invariants (MusterState  *state,
                      GError      **error)
{
  B2cState *self = B2C_STATE (state);
  const RevroadTracks *t = &self->tracks;
  gboolean pool_used[REVROAD_MILITIA_POOL_SIZE] = { FALSE };
  int ha = 0;

  if (t->turn < t->first_turn || t->turn > t->last_turn)
    return broken_rule (error, "turn %d lies outside %d-%d", t->turn, t->first_turn, t->last_turn);
  for (int side = 0; side < REVROAD_N_SIDES; side++)
    if (t->actions[side] < 0 || t->actions[side] > REVROAD_MAX_ACTIONS ||
        t->reserve[side] < 0 || t->reserve[side] > REVROAD_MAX_RESERVE || t->vp[side] < 0)
      return broken_rule (error, "the %s tracks are out of range", revroad_side_name ((RevroadSide) side));
  for (guint i = 0; i < b2c_n_units (self); i++)
    if (!unit_invariants (self, (int) i, pool_used, error))
      return FALSE;
  for (guint r = 0; r < self->regions->len; r++)
    if (b2c_region (self, (int) r)->ha >= 0)
      ha++;
  /* A board correction may take one away, never add one. */
  if (ha > self->data->ha_markers)
    return broken_rule (error, "%d Hidden Arms markers, more than the %d of the game", ha, self->data->ha_markers);
  for (int h = 0; h < B2C_N_HINDER; h++)
    {
      const B2cHinder *hinder = &self->hinder[h];

      if (hinder->where == B2C_HINDER_ON_MAP ? hinder->region < 0 || hinder->face < 1 || hinder->face > 2
                                             : hinder->region != -1)
        return broken_rule (error, "the %s marker is misplaced", b2c_hinder_name (h));
    }
  if (revroad_militia_pool_left (self->pool) + muster_deck_get_n_drawn (self->pool) != REVROAD_MILITIA_POOL_SIZE)
    return broken_rule (error, "the Militia Draw Pool lost a counter");
  if (self->phase == B2C_PHASE_ACTIONS && self->asks->len == 0 && !self->action_open &&
      (t->acting == REVROAD_NO_SIDE || t->actions[t->acting] <= 0))
    return broken_rule (error, "nobody can act in the actions of the turn");
  if (muster_deck_get_n_drawn (self->deck) != 0)
    return broken_rule (error, "a card stays in play");
  return TRUE;
}
