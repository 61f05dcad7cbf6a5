/* bh-state.c: the BhState object: copying, snapshots,
 * tracks and descriptions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-private.h"
#include "bh-view.h"

G_DEFINE_FINAL_TYPE (BhState, bh_state, MUSTER_TYPE_STATE)

/* ---- errors and arguments --------------------------------------------------- */

gboolean
bh_uncertain (MusterEntry  *entry,
              GError      **error,
              const char   *format,
              ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (entry != NULL && muster_entry_get_override (entry))
    {
      muster_entry_add_overridden (entry, text);
      return TRUE;
    }
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN, "%s", text);
  return FALSE;
}

gboolean
bh_check_adjacent (BhState      *self,
                   int           from,
                   int           to,
                   const char   *section,
                   GError      **error)
{
  /* Regions the map does not join count as apart: a border the players
   * find on their board they add to the map (docs/bunker-hill.md). */
  if (bh_map_adjacent (self->map, from, to))
    return TRUE;
  return bh_illegal (error, _("%s: %s does not border %s"), section,
                     bh_map_area (self->map, to)->name, bh_map_area (self->map, from)->name);
}

int
bh_parse_area (BhState     *self,
               const char  *arg,
               const char  *what,
               GError     **error)
{
  int a = arg ? bh_map_find (self->map, arg) : -1;

  if (a < 0)
    bh_invalid (error, _("There is no %s “%s” on the Bunker Hill map"), what, arg ? arg : "");
  return a;
}

gboolean
bh_parse_units (BhState            *self,
                const char * const *args,
                RevroadUnitSet     *out,
                GError            **error)
{
  revroad_unit_set_clear (out);
  for (guint k = 0; args[k] != NULL; k++)
    {
      int i = bh_find_unit (self, args[k]);

      if (i < 0)
        return bh_invalid (error, _("There is no counter “%s”"), args[k]);
      revroad_unit_set_add (out, i);
    }
  return TRUE;
}

gboolean
bh_parse_path (BhState            *self,
               const char * const *args,
               int                *path,
               int                *n_path,
               RevroadUnitSet     *units,
               GError            **error)
{
  *n_path = 0;
  revroad_unit_set_clear (units);
  for (guint k = 0; args[k] != NULL; k++)
    {
      int r = bh_map_find (self->map, args[k]);
      int i = bh_find_unit (self, args[k]);

      if (r >= 0 && revroad_unit_set_is_empty (units))
        {
          /* One place is kept for a region the rules add beyond the path. */
          if (*n_path >= BH_MAX_AREAS - 1)
            return bh_invalid (error, _("A path names at most %d regions"), BH_MAX_AREAS - 1);
          path[(*n_path)++] = r;
        }
      else if (i >= 0)
        revroad_unit_set_add (units, i);
      else
        return bh_invalid (error, _("“%s” is neither a region nor a counter"), args[k]);
    }
  return TRUE;
}

const char *
bh_side_name (RevroadSide side)
{
  return revroad_side_name (side);
}

RevroadSide
bh_acting_side (BhState *self)
{
  const BhPending *p = self->n_pending > 0 ? &self->pending[0] : NULL;

  if (self->over)
    return REVROAD_NO_SIDE;
  if (p != NULL)
    return p->side;
  switch (self->assault.step)
    {
    case BH_ASSAULT_PRE_RETREAT:
    case BH_ASSAULT_DEF_CHOICE:
    case BH_ASSAULT_DEFENDER_DECIDE:
      return revroad_side_other (self->assault.attacker);
    case BH_ASSAULT_ATTACKER_DECIDE:
      return self->assault.attacker;
    case BH_ASSAULT_NONE:
    default:
      break;
    }
  switch (self->phase)
    {
    case BH_PHASE_SETUP:
      if (self->setup == BH_SETUP_PATRIOT || self->setup == BH_SETUP_DEFENSE)
        return REVROAD_PATRIOT;
      if (self->setup == BH_SETUP_REVIEW)
        return self->player;
      return REVROAD_BRITISH;
    case BH_PHASE_ACTIONS:
      return self->tracks.acting;
    case BH_PHASE_FINAL_FIRE:
      return REVROAD_BRITISH;
    case BH_PHASE_TURN_START:
    case BH_PHASE_END_TURN:
    case BH_PHASE_OVER:
    default:
      return REVROAD_NO_SIDE;
    }
}

/* ---- the object --------------------------------------------------------------- */

static void
bh_state_finalize (GObject *object)
{
  BhState *self = BH_STATE (object);

  g_clear_pointer (&self->data, bh_data_unref);
  g_clear_pointer (&self->map, bh_map_unref);
  g_clear_pointer (&self->roster, revroad_roster_unref);
  g_clear_pointer (&self->units, g_array_unref);
  g_clear_pointer (&self->deck, muster_deck_free);
  g_clear_pointer (&self->militia, muster_deck_free);
  g_free (self->scenario);
  g_free (self->card);
  g_free (self->result);
  G_OBJECT_CLASS (bh_state_parent_class)->finalize (object);
}

static MusterState *
bh_state_copy (MusterState *state)
{
  BhState *self = BH_STATE (state);
  BhState *copy = g_object_new (BH_TYPE_STATE, NULL);
  gsize offset = G_STRUCT_OFFSET (BhState, data);

  /* Plain data is copied in one go; the owned pointers are then shared
   * (immutable objects) or duplicated. */
  memcpy ((char *) copy + offset, (char *) self + offset, sizeof (BhState) - offset);
  copy->data = bh_data_ref (self->data);
  copy->map = bh_map_ref (self->map);
  copy->roster = revroad_roster_ref (self->roster);
  copy->units = g_array_copy (self->units);
  copy->deck = muster_deck_copy (self->deck);
  copy->militia = muster_deck_copy (self->militia);
  copy->scenario = g_strdup (self->scenario);
  copy->card = g_strdup (self->card);
  copy->result = g_strdup (self->result);
  return MUSTER_STATE (copy);
}

/* ---- snapshots and descriptions --------------------------------------------- */

static const char *
phase_id (BhPhase phase)
{
  static const char * const ids[] = { "setup", "turn-start", "actions", "final-fire", "end-turn", "over" };
  return ids[phase];
}

static const char *
pending_id (BhPendKind kind)
{
  static const char * const ids[] = { "allocate-hits", "evacuate", "spread-to", "fire-spread",
                                      "courage-check", "reinforce", "wrong-ammo", "panic-check" };
  return ids[kind];
}

static void
write_set (BhState              *self,
           xmlNode              *node,
           const char           *attr,
           const RevroadUnitSet *set)
{
  GString *s = g_string_new (NULL);

  revroad_unit_set_foreach (i, set)
    g_string_append_printf (s, "%s%s", s->len ? " " : "", bh_def (self, i)->id);
  muster_xml_set (node, attr, s->str);
  g_string_free (s, TRUE);
}

static void
bh_state_write_snapshot (MusterState *state,
                         xmlNode     *node)
{
  BhState *self = BH_STATE (state);
  xmlNode *g = muster_xml_add (node, "bunker-hill");
  xmlNode *n;
  GString *s = g_string_new (NULL);

  muster_xml_set (g, "scenario", self->scenario);
  muster_xml_set (g, "phase", phase_id (self->phase));
  muster_xml_set_int (g, "setup", self->setup);
  muster_xml_set_bool (g, "forced", self->forced);
  muster_xml_set_bool (g, "turn-ending", self->turn_ending);
  muster_xml_set_bool (g, "ending", self->ending);
  muster_xml_set_int (g, "ammo", self->ammo);
  muster_xml_set_int (g, "morale-british", self->morale[REVROAD_BRITISH]);
  muster_xml_set_int (g, "morale-patriot", self->morale[REVROAD_PATRIOT]);
  muster_xml_set_bool (g, "demoralized-british", self->demoralized[REVROAD_BRITISH]);
  muster_xml_set_bool (g, "demoralized-patriot", self->demoralized[REVROAD_PATRIOT]);
  muster_xml_set_int (g, "wrong-ammo-turn", self->wrong_ammo_turn);
  muster_xml_set_bool (g, "ammo-arrived", self->ammo_arrived);
  muster_xml_set_bool (g, "hot-shot-used", self->hot_shot_used);
  muster_xml_set (g, "fleet", bh_map_area (self->map, self->fleet)->id);
  if (self->card)
    muster_xml_set (g, "card", self->card);
  muster_xml_set_bool (g, "redoubt-walls", self->opt_redoubt_walls);
  muster_xml_set_bool (g, "more-ammo", self->opt_more_ammo);
  muster_xml_set_bool (g, "any-landing-zone", self->opt_any_zone);
  muster_xml_set_bool (g, "solitaire-rally", self->opt_solo_rally);
  revroad_tracks_write (&self->tracks, g);

  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (self->ablaze[r])
      g_string_append_printf (s, "%s%s", s->len ? " " : "", bh_map_area (self->map, r)->id);
  muster_xml_set (g, "ablaze", s->str);
  g_string_truncate (s, 0);
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (self->staging_met[r])
      g_string_append_printf (s, "%s%s", s->len ? " " : "", bh_map_area (self->map, r)->id);
  muster_xml_set (g, "staging-met", s->str);
  g_string_truncate (s, 0);
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (self->overstacked & (G_GUINT64_CONSTANT (1) << r))
      g_string_append_printf (s, "%s%s", s->len ? " " : "", bh_map_area (self->map, r)->id);
  muster_xml_set (g, "overstacked", s->str);
  g_string_free (s, TRUE);

  n = muster_xml_add (g, "units");
  for (int i = 0; i < bh_n_units (self); i++)
    {
      const RevroadUnit *u = bh_unit (self, i);
      revroad_unit_write (bh_def (self, i), u,
                          u->region >= 0 ? bh_map_area (self->map, u->region)->id : NULL, n);
      muster_xml_set_int (n->last, "home", u->spare);
    }

  n = muster_xml_add (g, "cards");
  muster_card_set_write (muster_deck_get_card_set (self->deck), n);
  muster_deck_write (self->deck, n);
  n = muster_xml_add (g, "militia-pool");
  muster_deck_write (self->militia, n);

  n = muster_xml_add (g, "pending");
  for (int k = 0; k < self->n_pending; k++)
    {
      const BhPending *p = &self->pending[k];
      xmlNode *pn = muster_xml_add (n, "decision");

      muster_xml_set (pn, "kind", pending_id (p->kind));
      muster_xml_set (pn, "side", revroad_side_id (p->side));
      if (p->region >= 0)
        muster_xml_set (pn, "region", bh_map_area (self->map, p->region)->id);
      muster_xml_set_int (pn, "hits", p->hits);
      muster_xml_set_int (pn, "flags", p->flags);
      muster_xml_set_int (pn, "group", p->group);
      muster_xml_set (pn, "rule", p->rule);
      write_set (self, pn, "units", &p->units);
    }

  if (self->assault.step != BH_ASSAULT_NONE)
    {
      const BhAssault *a = &self->assault;

      n = muster_xml_add (g, "assault");
      muster_xml_set_int (n, "step", a->step);
      muster_xml_set (n, "attacker", revroad_side_id (a->attacker));
      muster_xml_set (n, "from", bh_map_area (self->map, a->origin)->id);
      muster_xml_set (n, "to", bh_map_area (self->map, a->target)->id);
      muster_xml_set_int (n, "round", a->round);
      muster_xml_set_int (n, "patriot-hit-min", a->patriot_hit_min);
      write_set (self, n, "attackers", &a->attackers);
      write_set (self, n, "took-part", &a->took_part);
      write_set (self, n, "defenders", &a->defenders);
    }
  if (self->solitaire)
    {
      n = muster_xml_add (g, "solitaire");
      muster_xml_set_int (n, "objective", self->solo.objective);
      muster_xml_set_int (n, "setup", self->solo.setup);
      muster_xml_set_bool (n, "upgraded", self->solo.upgraded);
      for (int k = 0; k < self->solo.n_areas; k++)
        muster_xml_add_text (n, "area", ((BhObjArea *) g_ptr_array_index (self->data->areas, self->solo.areas[k]))->id);
      for (int k = 0; k < self->solo.n_zones; k++)
        muster_xml_add_text (n, "zone", bh_map_area (self->map, self->solo.zones[k])->id);
    }
  bh_map_write_corrections (self->map, g);
  n = muster_xml_add (g, "vp-corrections");
  {
    GPtrArray *list = self->solitaire ? self->data->vp_solo : self->data->vp_two;

    for (guint k = 0; k < list->len; k++)
      {
        const BhAward *a = g_ptr_array_index (list, k);
        if (g_strcmp0 (a->source, "user") == 0)
          {
            xmlNode *an = muster_xml_add (n, "award");
            muster_xml_set (an, "id", a->id);
            muster_xml_set_int (an, "half-points", a->half_points);
          }
      }
  }
  if (self->over)
    {
      n = muster_xml_add (g, "result");
      muster_xml_set (n, "winner", revroad_side_id (self->winner));
      muster_xml_set_int (n, "british-half-vp", self->half_vp[REVROAD_BRITISH]);
      muster_xml_set_int (n, "patriot-half-vp", self->half_vp[REVROAD_PATRIOT]);
      muster_xml_add_text (n, "text", self->result);
    }
}

static char *
bh_state_get_status (MusterState *state)
{
  BhState *self = BH_STATE (state);
  RevroadSide side = bh_acting_side (self);
  const BhPending *p = self->n_pending > 0 ? &self->pending[0] : NULL;

  if (self->over)
    return g_strdup (self->result);
  if (self->phase == BH_PHASE_SETUP)
    return g_strdup_printf (_("Set-up · %s to place"), bh_side_name (side));
  if (p != NULL)
    {
      /* The answer's name as the action lists it, never its id. */
      g_autoptr(MusterActionInfo) answer = muster_state_find_action_brief (state, pending_id (p->kind));

      return g_strdup_printf (_("Turn %d of %d · %s to decide: %s (%s)"), self->tracks.turn, self->tracks.last_turn,
                              bh_side_name (p->side), answer ? answer->label : pending_id (p->kind), p->rule);
    }
  if (self->assault.step != BH_ASSAULT_NONE)
    return g_strdup_printf (_("Turn %d of %d · Assault on %s · %s to decide"), self->tracks.turn, self->tracks.last_turn,
                            bh_map_area (self->map, self->assault.target)->name, bh_side_name (side));
  switch (self->phase)
    {
    case BH_PHASE_TURN_START:
      return g_strdup_printf (_("Turn %d of %d · draw a card"), self->tracks.turn, self->tracks.last_turn);
    case BH_PHASE_END_TURN:
      return g_strdup_printf (_("Turn %d of %d · end the turn"), self->tracks.turn, self->tracks.last_turn);
    case BH_PHASE_FINAL_FIRE:
      return g_strdup_printf (_("Turn %d of %d · British final fire, then end the turn"), self->tracks.turn, self->tracks.last_turn);
    case BH_PHASE_ACTIONS:
      if (self->forced)
        /* Translators: the other side passed, so this side acts (5.2). */
        return g_strdup_printf (_("Turn %d of %d · %s to act, the %s having passed · actions left: British %d, Patriot %d"),
                                self->tracks.turn, self->tracks.last_turn, bh_side_name (side),
                                bh_side_name (revroad_side_other (side)),
                                self->tracks.actions[REVROAD_BRITISH], self->tracks.actions[REVROAD_PATRIOT]);
      return g_strdup_printf (_("Turn %d of %d · %s to act · actions left: British %d, Patriot %d"),
                              self->tracks.turn, self->tracks.last_turn, bh_side_name (side),
                              self->tracks.actions[REVROAD_BRITISH], self->tracks.actions[REVROAD_PATRIOT]);
    case BH_PHASE_SETUP:
    case BH_PHASE_OVER:
    default:
      return g_strdup ("");
    }
}

static void
bh_state_describe (MusterState      *state,
                   const MusterSeat *viewer,
                   GString          *out)
{
  BhState *self = BH_STATE (state);
  g_autoptr(GPtrArray) penalties = bh_penalties (self);
  int half[REVROAD_N_SIDES];

  if (self->over)
    g_string_append_printf (out, "%s\n", self->result);
  if (self->over)
    bh_score (self, TRUE, half, NULL), half[0] = self->half_vp[0], half[1] = self->half_vp[1];
  else
    bh_score (self, FALSE, half, NULL);
  g_string_append_printf (out, _("VP: British %d%s, Patriot %d%s%s\n"),
                          half[REVROAD_BRITISH] / 2, half[REVROAD_BRITISH] % 2 ? "½" : "",
                          half[REVROAD_PATRIOT] / 2, half[REVROAD_PATRIOT] % 2 ? "½" : "",
                          self->over ? "" : _(" (if the game ended now)"));
  g_string_append_printf (out, _("Actions: British %d (reserve %d), Patriot %d (reserve %d)%s\n"),
                          self->tracks.actions[REVROAD_BRITISH], self->tracks.reserve[REVROAD_BRITISH],
                          self->tracks.actions[REVROAD_PATRIOT], self->tracks.reserve[REVROAD_PATRIOT],
                          self->tracks.reserve_armed ? _(" · next action from the reserve") : "");
  g_string_append_printf (out, _("Patriot ammunition %d · morale British %d%s, Patriot %d%s\n"), self->ammo,
                          self->morale[REVROAD_BRITISH], self->demoralized[REVROAD_BRITISH] ? _(" (demoralized)") : "",
                          self->morale[REVROAD_PATRIOT], self->demoralized[REVROAD_PATRIOT] ? _(" (demoralized)") : "");
  g_string_append_printf (out, _("Wrong Ammo: %s · Fleet: %s%s%s\n"),
                          self->ammo_arrived ? _("the right ammunition has arrived") : _("British cannon may not fire"),
                          bh_map_area (self->map, self->fleet)->name,
                          self->card ? _(" · Card: ") : "", self->card ? self->card : "");
  for (guint k = 0; k < penalties->len; k++)
    g_string_append_printf (out, "  %s\n", (const char *) g_ptr_array_index (penalties, k));
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    {
      RevroadUnitSet here = bh_units_in (self, r, REVROAD_NO_SIDE);

      if (revroad_unit_set_is_empty (&here) && !self->ablaze[r])
        continue;
      g_string_append_printf (out, "%s (%s)%s:", bh_map_area (self->map, r)->name, bh_map_area (self->map, r)->id,
                              self->ablaze[r] ? _(" [ablaze]") : "");
      revroad_unit_set_foreach (i, &here)
        {
          g_autofree char *d = bh_unit_label (self, i);
          g_string_append_printf (out, " %s;", d);
        }
      g_string_append_c (out, '\n');
    }
}

static GPtrArray *
bh_state_get_tracks (MusterState *state)
{
  BhState *self = BH_STATE (state);
  GPtrArray *out = revroad_tracks_to_muster (&self->tracks, 60);
  MusterTrack *t = g_ptr_array_index (out, 0);

  /* The turn track carries what is due on it: the reinforcements as each
   * turn's card is drawn (5.1, 12.1, 12.2), and the first Wrong Ammo check
   * until the ammunition arrives (4.3). */
  for (int k = t->min; k <= t->max; k++)
    {
      g_autoptr(GPtrArray) due = bh_view_reinforcements (self, k);
      g_autoptr(GString) note = g_string_new (NULL);

      for (guint i = 0; i < due->len; i++)
        {
          BhViewArrival *a = g_ptr_array_index (due, i);
          RevroadSide side = REVROAD_NO_SIDE;

          revroad_side_from_id (a->side, &side);
          if (note->len > 0)
            g_string_append (note, "; ");
          /* Translators: reinforcements due on a turn, “12.1 British to Landing Zone 2: 5th Foot, 38th Foot”. */
          g_string_append_printf (note, _("%s %s to %s: %s"), a->section, bh_side_name (side), a->where, a->counters);
        }
      if (due->len > 0)
        muster_track_add_threshold (t, k, _("Reinforcements"), note->str);
    }
  if (!self->ammo_arrived)
    muster_track_add_threshold (t, self->wrong_ammo_turn, _("Ammo check"),
                                _("4.3 From this turn on, the British roll each turn for the right ammunition"));

  t = muster_track_new ("ammo", _("Patriot ammunition"), 0, BH_AMMO_START, self->ammo);
  t->side = g_strdup ("patriot");
  muster_track_add_threshold (t, 0, _("Out of ammunition"),
                              _("8.0 At most 2 dice, no Assault, adjacent volleys only; the British assault regardless"));
  muster_track_add_threshold (t, BH_LOW_AMMO, _("Low ammunition"), _("8.0 At most 3 dice, no Snipe"));
  g_ptr_array_add (out, t);
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      g_autofree char *id = g_strdup_printf ("morale-%s", revroad_side_id ((RevroadSide) s));
      g_autofree char *name = g_strdup_printf (_("%s morale"), bh_side_name ((RevroadSide) s));

      t = muster_track_new (id, name, 0, BH_MORALE_START, self->morale[s]);
      t->side = g_strdup (revroad_side_id ((RevroadSide) s));
      muster_track_add_threshold (t, 0, _("Demoralization"), s == REVROAD_PATRIOT ? _("9.2 Patriot demoralization")
                                                                                  : _("9.3 British demoralization"));
      if (s == REVROAD_PATRIOT)
        muster_track_add_threshold (t, BH_PANIC_MORALE, _("Panic"), _("9.1 A panic check each turn"));
      g_ptr_array_add (out, t);
    }
  return out;
}

/* The Revolution Road cards' values, and the militia pool's. */
static const char *
bh_state_card_value_label (MusterState  *state,
                           const char   *deck,
                           const char   *value,
                           const char  **side)
{
  return revroad_card_value_label (value, side);
}

static GPtrArray *
bh_state_get_decks (MusterState *state)
{
  BhState *self = BH_STATE (state);
  GPtrArray *out = g_ptr_array_new ();

  g_ptr_array_add (out, self->deck);
  g_ptr_array_add (out, self->militia);
  return out;
}

static const char *
bh_state_get_acting_side (MusterState *state)
{
  RevroadSide side = bh_acting_side (BH_STATE (state));

  return side == REVROAD_NO_SIDE ? NULL : revroad_side_id (side);
}

static gboolean
bh_state_is_over (MusterState *state)
{
  return BH_STATE (state)->over;
}

static GPtrArray *
bh_state_get_corrections (MusterState *state)
{
  BhState *self = BH_STATE (state);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  MusterCardSet *set = muster_deck_get_card_set (self->deck);

  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      g_autofree char *line = revroad_card_correction (muster_card_set_get_card (set, i));

      if (line != NULL)
        g_ptr_array_add (out, g_strsplit (line, " ", -1));
    }
  bh_map_list_corrections (self->map, out);
  for (int which = 0; which < 2; which++)
    {
      GPtrArray *awards = which ? self->data->vp_solo : self->data->vp_two;

      for (guint k = 0; k < awards->len; k++)
        {
          const BhAward *a = g_ptr_array_index (awards, k);
          int whole = ABS (a->half_points) / 2;

          if (g_strcmp0 (a->source, "user") != 0)
            continue;
          {
            char *line[] = { g_strdup ("set-vp"), g_strdup (a->id),
                             g_strdup_printf ("%s%d%s", a->half_points < 0 ? "-" : "", whole,
                                              a->half_points % 2 ? ".5" : ""),
                             g_strdup (which ? "solitaire" : "two-player"), NULL };
            g_ptr_array_add (out, g_memdup2 (line, sizeof line));
          }
        }
    }
  return out;
}

static GPtrArray *
bh_state_get_board_check (MusterState *state)
{
  return bh_view_board_lines (BH_STATE (state));
}

/* Where a counter stands on the map, for the table's offers. */
static const char *
bh_state_get_piece_place (MusterState *state,
                          const char  *piece)
{
  BhState *self = BH_STATE (state);
  int i = bh_find_unit (self, piece);
  const RevroadUnit *u = i >= 0 ? bh_unit (self, i) : NULL;

  return u != NULL && u->place == REVROAD_PLACE_MAP && u->region >= 0 ? bh_map_area (self->map, u->region)->id : NULL;
}

static void
bh_state_class_init (BhStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterStateClass *state_class = MUSTER_STATE_CLASS (klass);

  object_class->finalize = bh_state_finalize;
  state_class->copy = bh_state_copy;
  state_class->action_table = &bh_action_table;
  state_class->write_snapshot = bh_state_write_snapshot;
  state_class->describe = bh_state_describe;
  state_class->get_status = bh_state_get_status;
  state_class->get_tracks = bh_state_get_tracks;
  state_class->get_decks = bh_state_get_decks;
  state_class->card_value_label = bh_state_card_value_label;
  state_class->get_acting_side = bh_state_get_acting_side;
  state_class->is_over = bh_state_is_over;
  state_class->get_corrections = bh_state_get_corrections;
  state_class->get_pending = bh_get_pending;
  state_class->check_invariants = bh_check_invariants;
  state_class->get_end_turn_steps = bh_end_turn_steps;
  state_class->get_board_check = bh_state_get_board_check;
  state_class->get_piece_place = bh_state_get_piece_place;
}

static void
bh_state_init (BhState *self)
{
}

/* Data and map are read once per process: they never change, and replaying
 * a long log creates many states. */
G_LOCK_DEFINE_STATIC (cache);
static BhData *cached_data;
static BhMap *cached_map;

BhState *
bh_state_new (MusterSystem         *system,
              const MusterScenario *scenario,
              GHashTable           *options,
              GError              **error)
{
  g_autoptr(BhState) self = g_object_new (BH_TYPE_STATE, NULL);

  G_LOCK (cache);
  if (cached_data == NULL)
    cached_data = bh_data_load (system, error);
  if (cached_data != NULL && cached_map == NULL)
    {
      g_autofree char *path = muster_system_get_resource (system, "map.xml");
      cached_map = bh_map_load (path, error);
    }
  if (cached_data == NULL || cached_map == NULL)
    {
      G_UNLOCK (cache);
      return NULL;
    }
  self->data = bh_data_ref (cached_data);
  self->map = bh_map_ref (cached_map);
  G_UNLOCK (cache);

  self->opt_redoubt_walls = muster_options_get_bool (options, "redoubt-walls");
  self->opt_more_ammo = muster_options_get_bool (options, "more-ammo");
  self->opt_any_zone = muster_options_get_bool (options, "any-landing-zone");
  self->opt_solo_rally = muster_options_get_bool (options, "solitaire-rally");
  if (!bh_setup_scenario (self, scenario->id, error))
    return NULL;
  muster_state_set_system (MUSTER_STATE (self), system);
  return g_steal_pointer (&self);
}
