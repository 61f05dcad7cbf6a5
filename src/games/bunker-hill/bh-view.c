/* bh-view.c: the read-only view and the combat calculators.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-private.h"
#include "bh-view.h"

static const char * const area_kinds[] = { "land", "muster-box", "zone", "fleet-box", "battery" };
static const char * const color_ids[] = { "none", "normal", "yellow", "orange" };

/* ---- regions ------------------------------------------------------------- */

guint
bh_view_n_regions (BhState *state)
{
  return (guint) bh_map_get_n_areas (state->map);
}

gboolean
bh_view_region (BhState      *state,
                guint         i,
                BhViewRegion *out)
{
  const BhArea *a;

  if (i >= bh_view_n_regions (state))
    return FALSE;
  a = bh_map_area (state->map, (int) i);
  memset (out, 0, sizeof *out);
  out->id = a->id;
  out->name = a->name;
  out->kind = area_kinds[a->kind];
  out->terrain = bh_terrain_id (a->terrain);
  out->feature = bh_feature_id (a->feature);
  out->hill = bh_hill_id (a->hill);
  out->elevation = a->elevation;
  out->has_modifiers = a->color != BH_COLOR_NONE;
  out->volley = a->volley;
  out->assault = a->assault;
  out->modifier_color = color_ids[a->color];
  out->coast = a->coast;
  out->x = a->x;
  out->y = a->y;
  out->zone = a->zone >= 0 ? bh_map_area (state->map, a->zone)->id : NULL;
  out->zone_number = a->kind == BH_AREA_ZONE ? a->zone_number : 0;
  out->transport = a->transport;
  out->staging = a->staging;
  out->staging_met = state->staging_met[i];
  out->ablaze = state->ablaze[i];
  out->fleet_here = (int) i == state->fleet;
  out->overstacked = (state->overstacked & (G_GUINT64_CONSTANT (1) << i)) != 0;
  out->terrain_reconstructed = bh_map_reconstructed (state->map, (int) i, "terrain");
  out->modifiers_reconstructed = out->has_modifiers && bh_map_reconstructed (state->map, (int) i, "volley");
  out->elevation_reconstructed = bh_map_reconstructed (state->map, (int) i, "elevation");
  out->layout_reconstructed = TRUE;
  out->zone_reconstructed = a->zone >= 0 ? bh_map_reconstructed (state->map, (int) i, "zone")
                                         : bh_map_reconstructed (state->map, (int) i, "transport");
  return TRUE;
}

int
bh_view_find_region (BhState    *state,
                     const char *id)
{
  return bh_map_find (state->map, id);
}

GStrv
bh_view_neighbours (BhState    *state,
                    const char *id)
{
  GStrvBuilder *b = g_strv_builder_new ();
  int r = bh_map_find (state->map, id);
  GStrv out;

  if (r >= 0)
    {
      GArray *list = revroad_map_neighbours (bh_map_get_graph (state->map), r);

      for (guint j = 0; j < list->len; j++)
        g_strv_builder_add (b, bh_map_area (state->map, g_array_index (list, int, j))->id);
    }
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
}

gboolean
bh_view_border_reconstructed (BhState    *state,
                              const char *a,
                              const char *b)
{
  int ia = bh_map_find (state->map, a), ib = bh_map_find (state->map, b);

  return ia >= 0 && ib >= 0 && bh_map_adjacency_reconstructed (state->map, ia, ib);
}

/* ---- counters ---------------------------------------------------------------- */

guint
bh_view_n_counters (BhState *state)
{
  return (guint) bh_n_units (state);
}

gboolean
bh_view_counter (BhState       *state,
                 guint          i,
                 BhViewCounter *out)
{
  static const char * const places[] = { "map", "waiting", "eliminated", "removed" };
  const RevroadUnitDef *def;
  const RevroadUnit *u;

  if (i >= bh_view_n_counters (state))
    return FALSE;
  def = bh_def (state, (int) i);
  u = bh_unit (state, (int) i);
  memset (out, 0, sizeof *out);
  out->id = def->id;
  out->name = def->name;
  out->side = revroad_side_id (def->side);
  out->kind = revroad_kind_id (def->kind);
  out->place = places[MIN (u->place, 3)];
  out->region = u->place == REVROAD_PLACE_MAP && u->region >= 0 ? bh_map_area (state->map, u->region)->id : NULL;
  out->flipped = u->flipped;
  out->face = revroad_unit_face (def, u);
  out->strength = bh_unit_strength (state, (int) i, FALSE);
  out->moved = (u->markers & REVROAD_MARK_MOVED) != 0;
  out->fired = (u->markers & REVROAD_MARK_FIRED) != 0;
  out->panicked = (u->markers & REVROAD_MARK_PANIC) != 0;
  out->rallied = (u->markers & REVROAD_MARK_RALLIED) != 0;
  return TRUE;
}

GArray *
bh_view_stack (BhState    *state,
               const char *region)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));
  int r = bh_map_find (state->map, region);

  if (r < 0)
    return out;
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      RevroadUnitSet set = bh_units_in (state, r, (RevroadSide) s);
      revroad_unit_set_foreach (i, &set)
        {
          int v = (int) i;
          g_array_append_val (out, v);
        }
    }
  return out;
}

/* ---- tracks -------------------------------------------------------------------- */

void
bh_view_tracks (BhState      *state,
                BhViewTracks *out)
{
  static const char * const phases[] = { "setup", "turn-start", "actions", "final-fire", "end-turn", "over" };
  RevroadSide acting = bh_acting_side (state);

  memset (out, 0, sizeof *out);
  out->phase = phases[state->phase];
  out->turn = state->tracks.turn;
  out->last_turn = state->tracks.last_turn;
  if (state->over)
    {
      out->vp_half[0] = state->half_vp[0];
      out->vp_half[1] = state->half_vp[1];
    }
  else
    bh_score (state, FALSE, out->vp_half, NULL);
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      out->actions[s] = state->tracks.actions[s];
      out->reserve[s] = state->tracks.reserve[s];
      out->morale[s] = state->morale[s];
      out->demoralized[s] = state->demoralized[s];
    }
  out->reserve_armed = state->tracks.reserve_armed;
  out->acting = acting == REVROAD_NO_SIDE ? NULL : revroad_side_id (acting);
  out->passed_to = state->forced;
  out->ammo = state->ammo;
  out->ammo_arrived = state->ammo_arrived;
  out->wrong_ammo_turn = state->wrong_ammo_turn;
  out->card = state->card;
  out->fleet = bh_map_area (state->map, state->fleet)->id;
  out->hot_shot_used = state->hot_shot_used;
  out->over = state->over;
  out->winner = state->over ? revroad_side_id (state->winner) : NULL;
  out->result = state->result;
}

GPtrArray *
bh_view_penalties (BhState *state)
{
  return bh_penalties (state);
}

/* ---- reinforcements and the VP schedule ------------------------------------------ */

static void
arrival_free (BhViewArrival *a)
{
  g_free (a->where);
  g_free (a->counters);
  g_free (a);
}

GPtrArray *
bh_view_reinforcements (BhState *state,
                        int      turn)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) arrival_free);
  GPtrArray *groups = state->solitaire ? state->data->solo_groups : state->data->groups;

  for (guint g = 0; g < groups->len; g++)
    {
      BhGroup *group = g_ptr_array_index (groups, g);
      /* The roster tags a group's counters “g3” (“s3” on the solitaire track). */
      g_autofree char *tag = g_strdup_printf ("%c%u", state->solitaire ? 's' : 'g', g);
      GString *names = g_string_new (NULL);
      BhViewArrival *a;
      int area;

      if (group->turn != turn || group->turn == 1)
        {
          g_string_free (names, TRUE);
          continue;
        }
      for (int i = 0; i < bh_n_units (state); i++)
        if (g_strcmp0 (bh_def (state, i)->group, tag) == 0)
          g_string_append_printf (names, "%s%s", names->len ? ", " : "", bh_def (state, i)->name);
      a = g_new0 (BhViewArrival, 1);
      a->side = revroad_side_id (group->side);
      area = bh_map_find (state->map, group->at);
      if (area >= 0 && !(group->any_zone_option && state->opt_any_zone))
        a->where = g_strdup (bh_map_area (state->map, area)->name);
      else
        a->where = g_strdup (_("a landing zone the British choose"));
      a->counters = g_string_free (names, FALSE);
      a->section = group->section;
      g_ptr_array_add (out, a);
    }
  return out;
}

static GPtrArray *
awards_of (BhState *state)
{
  return state->solitaire ? state->data->vp_solo : state->data->vp_two;
}

guint
bh_view_n_awards (BhState *state)
{
  return awards_of (state)->len;
}

gboolean
bh_view_award (BhState     *state,
               guint        i,
               BhViewAward *out)
{
  GPtrArray *list = awards_of (state);
  const BhAward *a;

  if (i >= list->len)
    return FALSE;
  a = g_ptr_array_index (list, i);
  memset (out, 0, sizeof *out);
  out->id = a->id;
  out->text = a->text;
  out->half_points = a->half_points;
  out->source = a->source;
  out->reconstructed = g_strcmp0 (a->source, "reconstructed") == 0;
  return TRUE;
}

/* ---- the map between two regions ------------------------------------------------ */

int
bh_view_distance (BhState    *state,
                  const char *from,
                  const char *to)
{
  int f = bh_map_find (state->map, from), t = bh_map_find (state->map, to);

  return f >= 0 && t >= 0 ? bh_map_distance (state->map, f, t) : -1;
}

gboolean
bh_view_sight (BhState     *state,
               const char  *from,
               const char  *to,
               gboolean    *reconstructed,
               char       **why)
{
  int f = bh_map_find (state->map, from), t = bh_map_find (state->map, to);
  BhSight sight = { 0 };
  gboolean clear;

  if (f < 0 || t < 0)
    {
      if (reconstructed)
        *reconstructed = FALSE;
      if (why)
        *why = g_strdup (_("unknown region"));
      return FALSE;
    }
  bh_sight (state, f, t, &sight);
  clear = sight.result == BH_SIGHT_CLEAR;
  if (reconstructed)
    *reconstructed = sight.reconstructed;
  if (why)
    *why = g_steal_pointer (&sight.why);
  g_free (sight.why);
  return clear;
}

GPtrArray *
bh_view_board_lines (BhState *state)
{
  GPtrArray *lines = muster_check_lines_new ();
  BhViewTracks t;
  g_autofree char *turn = NULL, *vp = NULL, *actions = NULL, *ammo = NULL, *fleet = NULL;

  bh_view_tracks (state, &t);
  turn = g_strdup_printf (_("Turn marker on %d. Wrong Ammo marker: %s."), t.turn,
                          t.ammo_arrived ? _("flipped to Ammo Arrives") : _("on its turn space"));
  vp = g_strdup_printf (_("VP markers (if the game ended now): British %d%s, Patriot %d%s."),
                        t.vp_half[0] / 2, t.vp_half[0] % 2 ? "½" : "", t.vp_half[1] / 2, t.vp_half[1] % 2 ? "½" : "");
  actions = g_strdup_printf (_("Action markers: British %d, Patriot %d. Reserve markers: British %d, Patriot %d."),
                             t.actions[0], t.actions[1], t.reserve[0], t.reserve[1]);
  ammo = g_strdup_printf (_("Ammo marker on %d. Morale markers: British %d, Patriot %d."),
                          t.ammo, t.morale[0], t.morale[1]);
  fleet = g_strdup_printf (_("Fleet in %s. Copp’s Hill battery in place."),
                           bh_map_area (state->map, state->fleet)->name);
  g_ptr_array_add (lines, muster_check_line_new (NULL, turn));
  g_ptr_array_add (lines, muster_check_line_new (NULL, vp));
  g_ptr_array_add (lines, muster_check_line_new (NULL, actions));
  g_ptr_array_add (lines, muster_check_line_new (NULL, ammo));
  g_ptr_array_add (lines, muster_check_line_new (NULL, fleet));
  for (int r = 0; r < bh_map_get_n_areas (state->map); r++)
    {
      RevroadUnitSet here = bh_units_in (state, r, REVROAD_NO_SIDE);
      g_autoptr(GString) line = g_string_new (NULL);

      if (state->ablaze[r])
        g_string_append_printf (line, "%s%s", line->len ? "; " : "", _("Ablaze marker"));
      if (state->staging_met[r])
        g_string_append_printf (line, "%s%s", line->len ? "; " : "", _("staging number met"));
      revroad_unit_set_foreach (i, &here)
        {
          g_autofree char *d = revroad_unit_describe (bh_def (state, i), bh_unit (state, i));

          g_string_append_printf (line, "%s%s", line->len ? "; " : "", d);
        }
      if (line->len > 0)
        g_ptr_array_add (lines, muster_check_line_new (bh_map_area (state->map, r)->name, line->str));
    }
  {
    g_autoptr(GString) gone = g_string_new (NULL);
    g_autoptr(GString) waiting = g_string_new (NULL);

    for (int i = 0; i < bh_n_units (state); i++)
      {
        const RevroadUnit *u = bh_unit (state, i);
        GString *to = u->place == REVROAD_PLACE_ELIMINATED ? gone : u->place == REVROAD_PLACE_WAITING ? waiting : NULL;

        if (to != NULL)
          g_string_append_printf (to, "%s%s", to->len ? ", " : "", bh_def (state, i)->name);
      }
    if (waiting->len)
      g_ptr_array_add (lines, muster_check_line_new (_("Not yet in play"), waiting->str));
    if (gone->len)
      g_ptr_array_add (lines, muster_check_line_new (_("Off the board (destroyed or killed)"), gone->str));
  }
  return lines;
}

char *
bh_view_board_check (BhState *state)
{
  g_autoptr(GPtrArray) lines = bh_view_board_lines (state);
  g_autofree char *body = muster_check_lines_to_text (lines);
  BhViewTracks t;

  bh_view_tracks (state, &t);
  return g_strdup_printf (_("Board check — turn %d of %d (%s)\n%s"), t.turn, t.last_turn, t.phase, body);
}
