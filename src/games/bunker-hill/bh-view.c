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

GStrv
bh_view_bombard_targets (BhState    *state,
                         const char *firer_box)
{
  GStrvBuilder *b = g_strv_builder_new ();
  gboolean battery = g_strcmp0 (firer_box, "copps-hill") == 0 || g_strcmp0 (firer_box, "battery") == 0;
  int box = battery ? bh_map_fleet_box (state->map, BH_FLEET_HARBOR) : bh_map_find (state->map, firer_box);
  GStrv out;

  if (box >= 0 && bh_map_area (state->map, box)->kind == BH_AREA_FLEET)
    {
      BhFleetBox fb = bh_map_fleet_box_of (state->map, box);

      for (int r = 0; r < bh_map_get_n_areas (state->map); r++)
        {
          const BhArea *a = bh_map_area (state->map, r);

          if (a->kind == BH_AREA_LAND && (a->bombard & (1u << fb)) && !(battery && a->copps_dark))
            g_strv_builder_add (b, a->id);
        }
    }
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
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

/* ---- calculators ---------------------------------------------------------------- */

static void
modifier_free (BhViewModifier *m)
{
  g_free (m->why);
  g_free (m);
}

static BhViewRoll *
roll_new (void)
{
  BhViewRoll *r = g_new0 (BhViewRoll, 1);

  r->modifiers = g_ptr_array_new_with_free_func ((GDestroyNotify) modifier_free);
  return r;
}

void
bh_view_roll_free (BhViewRoll *roll)
{
  if (roll == NULL)
    return;
  g_free (roll->reason);
  g_free (roll->sight_why);
  g_ptr_array_unref (roll->modifiers);
  g_free (roll->dice);
  g_clear_pointer (&roll->hits, muster_dist_unref);
  g_free (roll);
}

static void
add_modifier (BhViewRoll       *roll,
              const BhModifier *m)
{
  BhViewModifier *v = g_new0 (BhViewModifier, 1);

  v->delta = m->delta;
  v->why = g_strdup (m->why);
  v->reconstructed = m->reconstructed;
  g_ptr_array_add (roll->modifiers, v);
}

/* Legal, or legal only by an override, as the engine would judge it. */
static void
judge (BhState            *state,
       const char         *action,
       const char * const *args,
       gboolean           *legal,
       gboolean           *uncertain,
       char              **reason)
{
  g_autoptr(GError) error = NULL;

  *uncertain = FALSE;
  *legal = muster_state_check (MUSTER_STATE (state), action, args, FALSE, &error);
  if (*legal)
    return;
  if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
    {
      g_autoptr(GError) again = NULL;

      *uncertain = muster_state_check (MUSTER_STATE (state), action, args, TRUE, &again);
      if (!*uncertain && again != NULL)
        {
          *reason = g_strdup (again->message);
          return;
        }
    }
  *reason = g_strdup (error->message);
}

typedef MusterDist *(*DistFn) (BhState         *copy,
                               gpointer         data,
                               RevroadDicePool *pool);

typedef struct
{
  GPtrArray *dists;
  GArray    *weights;
  double     best;
  RevroadDicePool typical;
} Mix;

/* Strengths left in the cup, by value. */
static void
cup_counts (BhState *state,
            int      counts[3])
{
  counts[0] = counts[1] = counts[2] = 0;
  for (int k = 0; k < REVROAD_MILITIA_POOL_SIZE; k++)
    {
      const char *id = revroad_militia_counter_id (k);

      if (id != NULL && muster_deck_contains_in_draw (state->militia, id))
        {
          int s = muster_card_get_int (muster_deck_lookup (state->militia, id), "strength", 1);
          counts[CLAMP (s, 0, 2)]++;
        }
    }
}

static void
mix_rec (BhState    *state,
         const int  *hidden,
         int         n_hidden,
         int         k,
         int        *counts,
         int        *assigned,
         double      weight,
         DistFn      fn,
         gpointer    data,
         Mix        *mix)
{
  int total = counts[0] + counts[1] + counts[2];

  if (k == n_hidden || total == 0)
    {
      g_autoptr(BhState) copy = BH_STATE (muster_state_copy (MUSTER_STATE (state)));
      RevroadDicePool pool;
      MusterDist *d;

      for (int j = 0; j < n_hidden; j++)
        bh_unit (copy, hidden[j])->strength = (gint8) (j < k ? assigned[j] : 1);
      revroad_dice_pool_init (&pool);
      d = fn (copy, data, &pool);
      g_ptr_array_add (mix->dists, d);
      g_array_append_val (mix->weights, weight);
      if (weight > mix->best)
        {
          mix->best = weight;
          mix->typical = pool;
        }
      return;
    }
  for (int s = 0; s < 3; s++)
    {
      if (counts[s] == 0)
        continue;
      assigned[k] = s;
      counts[s]--;
      mix_rec (state, hidden, n_hidden, k + 1, counts, assigned, weight * (counts[s] + 1) / total, fn, data, mix);
      counts[s]++;
    }
}

/* The distribution @fn gives, mixed over the strengths the hidden militia
 * among @units may turn out to have (drawn without replacement, 4.1). */
static MusterDist *
mix_hidden (BhState              *state,
            const RevroadUnitSet *units,
            DistFn                fn,
            gpointer              data,
            RevroadDicePool      *typical,
            gboolean             *any_hidden)
{
  int hidden[REVROAD_MAX_UNITS], n = 0, counts[3], assigned[REVROAD_MAX_UNITS];
  Mix mix = { g_ptr_array_new_with_free_func ((GDestroyNotify) muster_dist_unref),
              g_array_new (FALSE, FALSE, sizeof (double)), -1.0, { { { 0, 0 } }, 0, FALSE } };
  MusterDist *out;

  revroad_unit_set_foreach (i, units)
    if (revroad_unit_is_hidden (bh_def (state, i), bh_unit (state, i)))
      hidden[n++] = (int) i;
  *any_hidden = n > 0;
  cup_counts (state, counts);
  mix_rec (state, hidden, MIN (n, 6), 0, counts, assigned, 1.0, fn, data, &mix);
  out = mix.dists->len == 1 ? muster_dist_ref (g_ptr_array_index (mix.dists, 0))
                            : muster_dist_mix ((MusterDist **) mix.dists->pdata, (double *) mix.weights->data, mix.dists->len);
  *typical = mix.typical;
  g_ptr_array_unref (mix.dists);
  g_array_unref (mix.weights);
  return out;
}

typedef struct
{
  int            from;
  int            to;
  RevroadUnitSet firers;
  gboolean       extra;
} VolleyData;

static MusterDist *
volley_dist (BhState         *copy,
             gpointer         data,
             RevroadDicePool *pool)
{
  VolleyData *v = data;
  BhVolleyPlan plan;

  if (!bh_plan_volley (copy, v->from, v->to, &v->firers, v->extra, &plan, NULL, NULL))
    return muster_dist_new_point (0);
  *pool = plan.pool;
  return revroad_dice_pool_dist (&plan.pool);
}

static void
fill_sight (BhState    *state,
            int         from,
            int         to,
            BhViewRoll *roll)
{
  BhSight sight = { 0 };

  bh_sight (state, from, to, &sight);
  roll->distance = bh_map_distance (state->map, from, to);
  roll->sight_clear = sight.result == BH_SIGHT_CLEAR;
  roll->sight_reconstructed = sight.reconstructed;
  roll->sight_why = sight.why;
}

static GStrv
args_of (const char *first,
         ...)
{
  GStrvBuilder *b = g_strv_builder_new ();
  va_list ap;
  GStrv out;

  va_start (ap, first);
  for (const char *s = first; s != NULL; s = va_arg (ap, const char *))
    g_strv_builder_add (b, s);
  va_end (ap);
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
}

static RevroadSide
side_in (BhState *state,
         int      region)
{
  RevroadSide acting = bh_acting_side (state);

  if (acting != REVROAD_NO_SIDE && bh_side_present (state, region, acting))
    return acting;
  return bh_side_present (state, region, REVROAD_BRITISH) ? REVROAD_BRITISH : REVROAD_PATRIOT;
}

BhViewRoll *
bh_view_volley (BhState            *state,
                const char         *from,
                const char         *to,
                const char * const *units,
                gboolean            extra_die)
{
  BhViewRoll *roll = roll_new ();
  VolleyData v = { 0 };
  RevroadUnitSet listed;
  RevroadDicePool typical;
  BhVolleyPlan plan;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  RevroadSide side;

  v.from = bh_map_find (state->map, from);
  v.to = bh_map_find (state->map, to);
  v.extra = extra_die;
  g_ptr_array_add (args, (gpointer) from);
  g_ptr_array_add (args, (gpointer) to);
  for (guint k = 0; units != NULL && units[k] != NULL; k++)
    g_ptr_array_add (args, (gpointer) units[k]);
  if (extra_die)
    g_ptr_array_add (args, (gpointer) "extra-die");
  g_ptr_array_add (args, NULL);
  judge (state, "volley-fire", (const char * const *) args->pdata, &roll->legal, &roll->uncertain, &roll->reason);
  if (v.from < 0 || v.to < 0)
    {
      roll->hits = muster_dist_new_point (0);
      return roll;
    }
  side = side_in (state, v.from);
  if (units == NULL || !bh_parse_units (state, units, &listed, NULL))
    revroad_unit_set_clear (&listed);
  if (!bh_volley_firers (state, v.from, side, &listed, &v.firers, NULL))
    revroad_unit_set_clear (&v.firers);
  fill_sight (state, v.from, v.to, roll);
  if (revroad_unit_set_is_empty (&v.firers))
    {
      roll->hits = muster_dist_new_point (0);
      roll->dice = g_strdup (_("no dice"));
      return roll;
    }
  roll->hits = mix_hidden (state, &v.firers, volley_dist, &v, &typical, &roll->hidden);
  if (bh_plan_volley (state, v.from, v.to, &v.firers, extra_die, &plan, NULL, &error))
    {
      roll->strength = plan.hidden ? -1 : plan.strength;
      roll->cap = plan.cap;
      for (int k = 0; k < plan.n_mods; k++)
        add_modifier (roll, &plan.mods[k]);
    }
  roll->dice = revroad_dice_pool_describe (&typical);
  return roll;
}

static void
simple_roll (BhViewRoll *roll,
             guint       n,
             guint       hit_min)
{
  RevroadDicePool pool;

  revroad_dice_pool_init (&pool);
  revroad_dice_pool_add (&pool, n, hit_min);
  roll->dice = revroad_dice_pool_describe (&pool);
  roll->strength = (int) n;
  roll->hits = revroad_dice_pool_dist (&pool);
}

BhViewRoll *
bh_view_cannonade (BhState    *state,
                   const char *from,
                   const char *to)
{
  BhViewRoll *roll = roll_new ();
  g_auto(GStrv) args = args_of (from, to, NULL);
  int f = bh_map_find (state->map, from), t = bh_map_find (state->map, to);
  RevroadDicePool pool;
  RevroadSide side;
  int dice = 0;

  judge (state, "cannonade", (const char * const *) args, &roll->legal, &roll->uncertain, &roll->reason);
  if (f < 0 || t < 0)
    {
      roll->hits = muster_dist_new_point (0);
      return roll;
    }
  side = side_in (state, f);
  fill_sight (state, f, t, roll);
  {
    /* The cannon the engine lets fire (4.3 Wrong Ammo included), so the
     * calculator never promises dice the action will not roll. */
    RevroadUnitSet cannons = bh_eligible_firers (state, f, side, TRUE);

    revroad_unit_set_foreach (i, &cannons)
      dice += bh_unit_strength (state, i, FALSE);
  }
  revroad_dice_pool_init (&pool);
  (void) bh_fill_pool (state, side, dice, 0, roll->distance <= 2 ? 5 : 6, &pool);
  roll->strength = dice;
  roll->cap = side == REVROAD_PATRIOT ? bh_patriot_dice_cap (state) : 0;
  roll->dice = revroad_dice_pool_describe (&pool);
  roll->hits = revroad_dice_pool_dist (&pool);
  return roll;
}

BhViewRoll *
bh_view_bombard (BhState    *state,
                 const char *firer,
                 const char *mode,
                 const char *target)
{
  BhViewRoll *roll = roll_new ();
  g_auto(GStrv) args = args_of (firer, mode, target, NULL);
  int t = bh_map_find (state->map, target);
  gboolean hot = g_strcmp0 (mode, "hot-shot") == 0;

  judge (state, "bombard", (const char * const *) args, &roll->legal, &roll->uncertain, &roll->reason);
  roll->sight_clear = TRUE;   /* 7.2: sight does not apply to Bombard */
  if (t < 0)
    {
      roll->hits = muster_dist_new_point (0);
      return roll;
    }
  if (hot)
    simple_roll (roll, 1, 4);
  else
    simple_roll (roll, 2, bh_map_area (state->map, t)->zone >= 0 ? 5 : 6);
  return roll;
}

BhViewRoll *
bh_view_snipe (BhState    *state,
               const char *target)
{
  BhViewRoll *roll = roll_new ();
  g_auto(GStrv) args = args_of (target, NULL);

  judge (state, "snipe", (const char * const *) args, &roll->legal, &roll->uncertain, &roll->reason);
  roll->sight_clear = TRUE;
  simple_roll (roll, 1, 5);
  return roll;
}

void
bh_view_assault_free (BhViewAssault *calc)
{
  if (calc == NULL)
    return;
  g_free (calc->reason);
  bh_view_roll_free (calc->free_round);
  bh_view_roll_free (calc->attack_round);
  bh_view_roll_free (calc->defend_round);
  g_free (calc);
}

typedef struct
{
  int            from;
  int            to;
  RevroadSide    attacker;
  RevroadUnitSet attackers;
  gboolean       free_round;
  gboolean       defender_dice;
  int            hit_min;
} AssaultData;

static MusterDist *
assault_dist (BhState         *copy,
              gpointer         data,
              RevroadDicePool *pool)
{
  AssaultData *a = data;
  BhAssaultDice dice;

  revroad_unit_set_foreach (i, &a->attackers)
    bh_move_unit (copy, i, a->to);
  bh_assault_pools (copy, a->from, a->to, a->attacker, &a->attackers, a->free_round, a->hit_min, &dice);
  *pool = a->defender_dice ? dice.defend : dice.attack;
  return revroad_dice_pool_dist (pool);
}

static BhViewRoll *
assault_roll (BhState     *state,
              AssaultData *a,
              gboolean     free_round,
              gboolean     defender)
{
  BhViewRoll *roll = roll_new ();
  RevroadUnitSet everyone = a->attackers;
  RevroadUnitSet defenders = bh_units_in (state, a->to, revroad_side_other (a->attacker));
  RevroadDicePool typical;
  BhAssaultDice dice;

  revroad_unit_set_foreach (i, &defenders)
    revroad_unit_set_add (&everyone, i);
  a->free_round = free_round;
  a->defender_dice = defender;
  roll->legal = TRUE;
  roll->sight_clear = TRUE;
  roll->distance = 1;
  roll->hits = mix_hidden (state, &everyone, assault_dist, a, &typical, &roll->hidden);
  roll->dice = revroad_dice_pool_describe (&typical);
  roll->strength = -1;
  /* The modifiers are the engine's own, which depend on the regions and
   * the sides only. */
  bh_assault_pools (state, a->from, a->to, a->attacker, &a->attackers, free_round, a->hit_min, &dice);
  if (defender)
    {
      for (int k = 0; k < dice.n_defend_mods; k++)
        add_modifier (roll, &dice.defend_mods[k]);
      roll->cap = a->attacker == REVROAD_BRITISH ? bh_patriot_dice_cap (state) : 0;
    }
  else
    {
      for (int k = 0; k < dice.n_attack_mods; k++)
        add_modifier (roll, &dice.attack_mods[k]);
      roll->cap = a->attacker == REVROAD_PATRIOT ? bh_patriot_dice_cap (state) : 0;
    }
  return roll;
}

BhViewAssault *
bh_view_assault (BhState            *state,
                 const char         *from,
                 const char         *to,
                 const char * const *units)
{
  BhViewAssault *calc = g_new0 (BhViewAssault, 1);
  AssaultData a = { 0 };
  gboolean ongoing = from == NULL && to == NULL && state->assault.step != BH_ASSAULT_NONE;
  gboolean with_free;

  a.hit_min = 5;
  if (ongoing)
    {
      a.from = state->assault.origin;
      a.to = state->assault.target;
      a.attacker = state->assault.attacker;
      revroad_unit_set_foreach (i, &state->assault.attackers)
        if (bh_unit (state, i)->place == REVROAD_PLACE_MAP && bh_unit (state, i)->region == a.to)
          revroad_unit_set_add (&a.attackers, i);
      a.hit_min = state->assault.patriot_hit_min;
      calc->legal = TRUE;
      with_free = state->assault.step == BH_ASSAULT_PRE_RETREAT || state->assault.step == BH_ASSAULT_DEF_CHOICE;
    }
  else
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      RevroadUnitSet listed;

      g_ptr_array_add (args, (gpointer) from);
      g_ptr_array_add (args, (gpointer) to);
      for (guint k = 0; units != NULL && units[k] != NULL; k++)
        g_ptr_array_add (args, (gpointer) units[k]);
      g_ptr_array_add (args, NULL);
      judge (state, "assault", (const char * const *) args->pdata, &calc->legal, &calc->uncertain, &calc->reason);
      a.from = bh_map_find (state->map, from);
      a.to = bh_map_find (state->map, to);
      if (a.from < 0 || a.to < 0)
        return calc;
      a.attacker = side_in (state, a.from);
      if (units == NULL || !bh_parse_units (state, units, &listed, NULL))
        revroad_unit_set_clear (&listed);
      {
        RevroadUnitSet here = bh_units_in (state, a.from, a.attacker);
        revroad_unit_set_foreach (i, &here)
          {
            const RevroadUnit *u = bh_unit (state, i);
            gboolean fresh = !(u->markers & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED | REVROAD_MARK_PANIC)) &&
                             (bh_is_leader (state, i) || !u->flipped);

            if (revroad_unit_set_is_empty (&listed) ? fresh : revroad_unit_set_has (&listed, i))
              revroad_unit_set_add (&a.attackers, i);
          }
      }
      with_free = TRUE;
    }

  revroad_unit_set_foreach (i, &a.attackers)
    if (bh_is_military (state, i) && !bh_unit (state, i)->flipped)
      calc->healthy_attackers++;
  calc->healthy_defenders = bh_count_healthy_units (state, a.to, revroad_side_other (a.attacker));
  if (with_free)
    {
      int need;

      calc->free_round = assault_roll (state, &a, TRUE, TRUE);
      need = calc->healthy_attackers - calc->healthy_defenders + 1;
      if (a.attacker == REVROAD_BRITISH && state->ammo <= 0)
        calc->p_fall_back = 0.0;
      else
        calc->p_fall_back = need <= 0 ? 1.0 : muster_dist_prob_at_least (calc->free_round->hits, need);
    }
  calc->attack_round = assault_roll (state, &a, FALSE, FALSE);
  calc->defend_round = assault_roll (state, &a, FALSE, TRUE);
  return calc;
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

char *
bh_view_board_check (BhState *state)
{
  GString *out = g_string_new (NULL);
  BhViewTracks t;

  bh_view_tracks (state, &t);
  g_string_append_printf (out, _("Board check — turn %d of %d (%s)\n"), t.turn, t.last_turn, t.phase);
  g_string_append_printf (out, _("Turn marker on %d. Wrong Ammo marker: %s.\n"), t.turn,
                          t.ammo_arrived ? _("flipped to Ammo Arrives") : _("on its turn space"));
  g_string_append_printf (out, _("VP markers (if the game ended now): British %d%s, Patriot %d%s.\n"),
                          t.vp_half[0] / 2, t.vp_half[0] % 2 ? "½" : "", t.vp_half[1] / 2, t.vp_half[1] % 2 ? "½" : "");
  g_string_append_printf (out, _("Action markers: British %d, Patriot %d. Reserve markers: British %d, Patriot %d.\n"),
                          t.actions[0], t.actions[1], t.reserve[0], t.reserve[1]);
  g_string_append_printf (out, _("Ammo marker on %d. Morale markers: British %d, Patriot %d.\n"),
                          t.ammo, t.morale[0], t.morale[1]);
  g_string_append_printf (out, _("Fleet in %s. Copp’s Hill battery in place.\n"),
                          bh_map_area (state->map, state->fleet)->name);
  for (int r = 0; r < bh_map_get_n_areas (state->map); r++)
    {
      RevroadUnitSet here = bh_units_in (state, r, REVROAD_NO_SIDE);
      const BhArea *a = bh_map_area (state->map, r);

      if (revroad_unit_set_is_empty (&here) && !state->ablaze[r] && !state->staging_met[r])
        continue;
      g_string_append_printf (out, "%s:", a->name);
      if (state->ablaze[r])
        g_string_append (out, _(" Ablaze marker;"));
      if (state->staging_met[r])
        g_string_append (out, _(" staging number met;"));
      revroad_unit_set_foreach (i, &here)
        {
          g_autofree char *d = revroad_unit_describe (bh_def (state, i), bh_unit (state, i));
          g_string_append_printf (out, " %s;", d);
        }
      g_string_append_c (out, '\n');
    }
  {
    GString *gone = g_string_new (NULL);
    GString *waiting = g_string_new (NULL);

    for (int i = 0; i < bh_n_units (state); i++)
      {
        const RevroadUnit *u = bh_unit (state, i);
        GString *to = u->place == REVROAD_PLACE_ELIMINATED ? gone : u->place == REVROAD_PLACE_WAITING ? waiting : NULL;

        if (to != NULL)
          g_string_append_printf (to, "%s%s", to->len ? ", " : "", bh_def (state, i)->name);
      }
    if (waiting->len)
      g_string_append_printf (out, _("Not yet in play: %s.\n"), waiting->str);
    if (gone->len)
      g_string_append_printf (out, _("Off the board (destroyed or killed): %s.\n"), gone->str);
    g_string_free (gone, TRUE);
    g_string_free (waiting, TRUE);
  }
  return g_string_free (out, FALSE);
}
