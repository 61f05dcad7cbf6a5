/* bh-preview.c: what a roll of Bunker Hill would do, before anyone throws
 * a die (muster_state_preview): the dice of a volley (6.1), a cannonade
 * (6.3), a bombardment (6.4), a sniper (6.9), the ammunition check (4.3),
 * the fire spreading (5.3), the militia's courage (3.4) and panic (9.1)
 * checks, and every round of an assault (6.2), each
 * modifier with its size and section, the exact distribution
 * of the hits, and for an assault the chance that each side holds the
 * region at the end.
 *
 * Hidden militia (4.1) are mixed over the strengths still in the cup,
 * drawn without replacement, so the odds are those the table faces.
 *
 * The assault follows its rounds as the engine plays them: the defenders'
 * free round, then simultaneous rounds until the defenders or the
 * attackers are gone, or the attackers have fewer healthy units than the
 * defenders and fall back (6.2), or nobody can roll. Two things are
 * choices the preview cannot know and assumes: nobody retreats of their
 * own will (7.1), and each side's hits break its healthy units, in the
 * order of the counters, before any unit takes a second hit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-private.h"

/* Rounds followed before the rest is called undecided. */
#define MAX_ROUNDS 60
/* Hits a side can take at most (two for each counter). */
#define MAX_HITS (2 * REVROAD_MAX_UNITS)

static const char *
area_name (BhState *self,
           int      r)
{
  return bh_map_area (self->map, r)->name;
}

/* ---- rolls ------------------------------------------------------------------ */

/* What hits, in words: “5-6”, “6”, “5-6 (militia 6)”. */
static char *
hits_on (const RevroadDicePool *pool)
{
  GString *out = g_string_new (NULL);

  for (guint g = 0; g < pool->n_groups; g++)
    {
      guint min = pool->groups[g].hit_min;

      if (pool->groups[g].n == 0)
        continue;
      if (out->len > 0)
        g_string_append (out, ", ");
      if (min >= 6)
        g_string_append (out, "6");
      else
        g_string_append_printf (out, "%u-6", min);
    }
  return g_string_free (out, FALSE);
}

/* Adds @mod with its section: the first word of its text (“9.3 British
 * demoralization”) or the last, in brackets (“… region (3.1)”). */
static void
add_modifier (MusterRollPreview *roll,
              const BhModifier  *mod)
{
  const char *why = mod->why;
  const char *space = strchr (why, ' ');
  const char *open = strrchr (why, '(');
  g_autofree char *section = NULL;

  if (g_ascii_isdigit (why[0]) && space != NULL)
    {
      section = g_strndup (why, (gsize) (space - why));
      why = space + 1;
    }
  else if (open != NULL && g_ascii_isdigit (open[1]) && g_str_has_suffix (why, ")"))
    section = g_strndup (open + 1, strlen (open + 1) - 1);
  muster_roll_add_modifier (roll, mod->delta, why, section, mod->reconstructed);
}

/* The 8.0 Patriot cap, when it cut @before dice down to @after. */
static void
add_cap (MusterRollPreview *roll,
         int                before,
         int                after)
{
  if (before > after)
    muster_roll_add_modifier (roll, after - before, _("Patriot dice cap"), "8.0", FALSE);
}

static MusterRollPreview *
add_roll (MusterPreview         *preview,
          RevroadSide            side,
          const char            *label,
          const RevroadDicePool *typical,
          MusterDist            *dist,
          gboolean               hidden)
{
  g_autofree char *hits = hits_on (typical);
  MusterRollPreview *roll = muster_preview_add_roll (preview, revroad_side_id (side), label,
                                                     revroad_dice_pool_count (typical), 6, hits, dist);

  roll->hidden = hidden;
  return roll;
}

/* ---- hidden militia ---------------------------------------------------------- */

typedef MusterDist *(*DistFunc) (BhState         *copy,
                                 gpointer         data,
                                 RevroadDicePool *pool);

typedef struct
{
  GPtrArray       *dists;
  GArray          *weights;
  double           best;
  RevroadDicePool  typical;
} Mix;

/* Strengths left in the cup, by value. */
static void
cup_counts (BhState *self,
            int      counts[3])
{
  counts[0] = counts[1] = counts[2] = 0;
  for (int k = 0; k < REVROAD_MILITIA_POOL_SIZE; k++)
    {
      const char *id = revroad_militia_counter_id (k);

      if (id != NULL && muster_deck_contains_in_draw (self->militia, id))
        {
          int s = muster_card_get_int (muster_deck_lookup (self->militia, id), "strength", 1);

          counts[CLAMP (s, 0, 2)]++;
        }
    }
}

static void
mix_rec (BhState   *self,
         const int *hidden,
         int        n_hidden,
         int        k,
         int       *counts,
         int       *assigned,
         double     weight,
         DistFunc   fn,
         gpointer   data,
         Mix       *mix)
{
  int total = counts[0] + counts[1] + counts[2];

  if (k == n_hidden || total == 0)
    {
      g_autoptr(BhState) copy = BH_STATE (muster_state_copy (MUSTER_STATE (self)));
      RevroadDicePool pool;

      for (int j = 0; j < n_hidden; j++)
        bh_unit (copy, hidden[j])->strength = (gint8) (j < k ? assigned[j] : 1);
      revroad_dice_pool_init (&pool);
      g_ptr_array_add (mix->dists, fn (copy, data, &pool));
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
      mix_rec (self, hidden, n_hidden, k + 1, counts, assigned, weight * (counts[s] + 1) / total, fn, data, mix);
      counts[s]++;
    }
}

/* The distribution @fn gives, mixed over the strengths the hidden militia
 * among @units may turn out to have (drawn without replacement, 4.1);
 * @typical is the likeliest pool. */
static MusterDist *
mix_hidden (BhState              *self,
            const RevroadUnitSet *units,
            DistFunc              fn,
            gpointer              data,
            RevroadDicePool      *typical,
            gboolean             *any_hidden)
{
  int hidden[REVROAD_MAX_UNITS], n = 0, counts[3], assigned[REVROAD_MAX_UNITS];
  Mix mix = { g_ptr_array_new_with_free_func ((GDestroyNotify) muster_dist_unref),
              g_array_new (FALSE, FALSE, sizeof (double)), -1.0, { { { 0, 0 } }, 0, FALSE } };
  MusterDist *out;

  revroad_unit_set_foreach (i, units)
    if (revroad_unit_is_hidden (bh_def (self, i), bh_unit (self, i)))
      hidden[n++] = (int) i;
  *any_hidden = n > 0;
  cup_counts (self, counts);
  mix_rec (self, hidden, MIN (n, 6), 0, counts, assigned, 1.0, fn, data, &mix);
  out = mix.dists->len == 1 ? muster_dist_ref (g_ptr_array_index (mix.dists, 0))
                            : muster_dist_mix ((MusterDist **) mix.dists->pdata, (double *) mix.weights->data,
                                               mix.dists->len);
  *typical = mix.typical;
  g_ptr_array_unref (mix.dists);
  g_array_unref (mix.weights);
  return out;
}

/* ---- volley fire (6.1) ------------------------------------------------------- */

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

/* The side whose counters in @region act: the acting side when it is
 * there, else whoever is. */
static RevroadSide
side_in (BhState *self,
         int      region)
{
  RevroadSide acting = bh_acting_side (self);

  if (acting != REVROAD_NO_SIDE && bh_side_present (self, region, acting))
    return acting;
  return bh_side_present (self, region, REVROAD_BRITISH) ? REVROAD_BRITISH : REVROAD_PATRIOT;
}

static int
find_area (BhState    *self,
           const char *id)
{
  return id != NULL ? bh_map_find (self->map, id) : -1;
}

/* volley-fire FROM TO [COUNTER...] [extra-die] */
static void
preview_volley (MusterState            *state,
                const MusterActionDef  *def,
                const char * const     *args,
                MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  VolleyData v = { 0 };
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  RevroadUnitSet listed;
  RevroadDicePool typical;
  BhVolleyPlan plan;
  RevroadSide side;
  MusterDist *dist;
  MusterRollPreview *roll;
  gboolean hidden = FALSE;
  g_autofree char *label = NULL;

  if (args == NULL || args[0] == NULL || args[1] == NULL)
    return;
  v.from = find_area (self, args[0]);
  v.to = find_area (self, args[1]);
  if (v.from < 0 || v.to < 0)
    return;
  for (guint k = 2; args[k] != NULL; k++)
    if (g_str_equal (args[k], "extra-die"))
      v.extra = TRUE;
    else
      g_ptr_array_add (units, (gpointer) args[k]);
  g_ptr_array_add (units, NULL);
  side = side_in (self, v.from);
  if (units->len == 1 || !bh_parse_units (self, (const char * const *) units->pdata, &listed, NULL))
    revroad_unit_set_clear (&listed);
  if (!bh_volley_firers (self, v.from, side, &listed, &v.firers, NULL))
    revroad_unit_set_clear (&v.firers);
  label = g_strdup_printf (_("%s volley from %s into %s"), bh_side_name (side), area_name (self, v.from),
                           area_name (self, v.to));
  if (revroad_unit_set_is_empty (&v.firers))
    {
      revroad_dice_pool_init (&typical);
      add_roll (preview, side, label, &typical, muster_dist_new_point (0), FALSE);
      return;
    }
  dist = mix_hidden (self, &v.firers, volley_dist, &v, &typical, &hidden);
  roll = add_roll (preview, side, label, &typical, dist, hidden);
  if (bh_plan_volley (self, v.from, v.to, &v.firers, v.extra, &plan, NULL, NULL))
    {
      for (int k = 0; k < plan.n_mods; k++)
        add_modifier (roll, &plan.mods[k]);
      if (plan.capped > 0)
        add_cap (roll, plan.capped, plan.cap);
    }
}

/* ---- cannonade (6.3), bombard (6.4), snipe (6.9) ----------------------------- */

/* cannonade FROM TO [FROM TO]... */
static void
preview_cannonade (MusterState            *state,
                   const MusterActionDef  *def,
                   const char * const     *args,
                   MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);

  for (guint k = 0; args != NULL && args[k] != NULL && args[k + 1] != NULL; k += 2)
    {
      int f = find_area (self, args[k]), t = find_area (self, args[k + 1]);
      RevroadUnitSet cannons;
      RevroadDicePool pool;
      RevroadSide side;
      MusterRollPreview *roll;
      g_autofree char *label = NULL;
      int dice = 0, capped;

      if (f < 0 || t < 0)
        return;
      side = side_in (self, f);
      /* The cannon the engine lets fire (4.3 Wrong Ammo included), so the
       * preview never promises dice the action will not roll. */
      cannons = bh_eligible_firers (self, f, side, TRUE);
      revroad_unit_set_foreach (i, &cannons)
        dice += bh_unit_strength (self, i, FALSE);
      revroad_dice_pool_init (&pool);
      capped = bh_fill_pool (self, side, dice, 0, bh_map_distance (self->map, f, t) <= 2 ? 5 : 6, &pool);
      label = g_strdup_printf (_("%s cannonade from %s into %s"), bh_side_name (side), area_name (self, f),
                               area_name (self, t));
      roll = add_roll (preview, side, label, &pool, revroad_dice_pool_dist (&pool), FALSE);
      if (capped > 0)
        add_cap (roll, capped, (int) revroad_dice_pool_count (&pool));
    }
}

/* bombard FIRER MODE TARGET [FIRER MODE TARGET] */
static void
preview_bombard (MusterState            *state,
                 const MusterActionDef  *def,
                 const char * const     *args,
                 MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);

  for (guint k = 0; args != NULL && args[k] != NULL && args[k + 1] != NULL && args[k + 2] != NULL; k += 3)
    {
      int t = find_area (self, args[k + 2]);
      gboolean fleet = g_str_equal (args[k], "fleet");
      RevroadDicePool pool;
      g_autofree char *label = NULL;

      if (t < 0)
        return;
      revroad_dice_pool_init (&pool);
      if (g_str_equal (args[k + 1], "hot-shot"))
        {
          revroad_dice_pool_add (&pool, 1, 4);
          label = g_strdup_printf (fleet ? _("Hot shot from the fleet into %s") : _("Hot shot from Copp’s Hill into %s"),
                                   area_name (self, t));
        }
      else
        {
          revroad_dice_pool_add (&pool, 2, bh_map_area (self->map, t)->zone >= 0 ? 5 : 6);
          label = g_strdup_printf (fleet ? _("The fleet bombards %s") : _("Copp’s Hill bombards %s"), area_name (self, t));
        }
      add_roll (preview, REVROAD_BRITISH, label, &pool, revroad_dice_pool_dist (&pool), FALSE);
    }
}

/* snipe REGION */
static void
preview_snipe (MusterState            *state,
               const MusterActionDef  *def,
               const char * const     *args,
               MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  int t = args != NULL ? find_area (self, args[0]) : -1;
  RevroadDicePool pool;
  g_autofree char *label = NULL;

  if (t < 0)
    return;
  revroad_dice_pool_init (&pool);
  revroad_dice_pool_add (&pool, 1, 5);
  label = g_strdup_printf (_("Sniper fire into %s"), area_name (self, t));
  add_roll (preview, REVROAD_PATRIOT, label, &pool, revroad_dice_pool_dist (&pool), FALSE);
}

/* ---- the procedure's rolls: ammunition (4.3), fire spreading (5.3) --------- */

/* wrong-ammo: a die plus the turn, 10 or more and the ammunition arrives. */
static void
preview_wrong_ammo (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  /* The check comes from turn 4 on: a 6 at most is needed. */
  guint need = (guint) CLAMP (10 - self->tracks.turn, 1, 6);
  g_autofree char *hits = need >= 6 ? g_strdup ("6") : g_strdup_printf ("%u-6", need);
  MusterDist *dist = muster_dist_new_hits (1, 6, need, 6);
  MusterRollPreview *roll;

  roll = muster_preview_add_roll (preview, revroad_side_id (REVROAD_BRITISH), _("The right ammunition arrives"), 1, 6,
                                  hits, dist);
  muster_roll_add_modifier (roll, self->tracks.turn, _("The turn is added to the die"), "4.3", FALSE);
  muster_preview_add_outcome (preview, _("The right ammunition arrives"), muster_dist_prob (dist, 1), NULL);
}

/* fire-spread: a die for each burning region with a town region next to
 * it; 5-6 spreads. */
static void
preview_fire_spread (MusterState            *state,
                     const MusterActionDef  *def,
                     const char * const     *args,
                     MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  int cand[BH_MAX_AREAS];
  double none = 1.0;

  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (self->ablaze[r] && bh_spread_candidates (self, r, cand) > 0)
      {
        g_autofree char *label = g_strdup_printf (_("The fire in %s spreads"), area_name (self, r));
        MusterDist *dist = muster_dist_new_hits (1, 6, 5, 6);

        none *= muster_dist_prob (dist, 0);
        muster_preview_add_roll (preview, revroad_side_id (REVROAD_BRITISH), label, 1, 6, "5-6", dist);
      }
  muster_preview_add_outcome (preview, _("The fire spreads somewhere"), 1.0 - none, NULL);
}

/* ---- militia's courage: the Neck (3.4), panic (9.1) ------------------------ */

/* A die plus militia @i's strength, at or under @fail and it fails: the
 * chance of failing, mixed over the cup while its strength is hidden (each
 * militia's strength, drawn without replacement, has the cup's odds). */
static void
add_courage_roll (MusterPreview *preview,
                  BhState       *self,
                  int            i,
                  int            fail,
                  const char    *section,
                  const char    *label)
{
  gboolean hidden = revroad_unit_is_hidden (bh_def (self, i), bh_unit (self, i));
  MusterDist *dists[3];
  double weights[3] = { 0 };
  int counts[3];
  MusterDist *dist;
  MusterRollPreview *roll;
  int known = MAX (0, bh_unit_strength (self, i, FALSE));
  g_autofree char *hits = NULL;

  if (hidden)
    {
      cup_counts (self, counts);
      for (int s = 0; s < 3; s++)
        weights[s] = counts[s];
    }
  if (!hidden || weights[0] + weights[1] + weights[2] == 0)
    weights[CLAMP (known, 0, 2)] = 1;
  for (int s = 0; s < 3; s++)
    dists[s] = fail - s >= 1 ? muster_dist_new_hits (1, 6, 1, (guint) MIN (fail - s, 6)) : muster_dist_new_point (0);
  dist = muster_dist_mix (dists, weights, 3);
  for (int s = 0; s < 3; s++)
    muster_dist_unref (dists[s]);
  hits = fail - known >= 1 ? g_strdup_printf ("1-%d", MIN (fail - known, 6)) : g_strdup ("");
  roll = muster_preview_add_roll (preview, revroad_side_id (REVROAD_PATRIOT), label, 1, 6, hits, dist);
  roll->hidden = hidden;
  if (!hidden)
    muster_roll_add_modifier (roll, known, _("The militia’s strength is added to the die"), section, FALSE);
}

/* courage-check: each militia entering the Neck; 3 or less turns back. */
static void
preview_courage (MusterState            *state,
                 const MusterActionDef  *def,
                 const char * const     *args,
                 MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  const BhPending *p = self->n_pending > 0 ? &self->pending[0] : NULL;

  if (p == NULL || p->kind != BH_PEND_COURAGE)
    return;
  revroad_unit_set_foreach (i, &p->units)
    if (bh_unit (self, i)->place == REVROAD_PLACE_MAP)
      {
        g_autofree char *label = g_strdup_printf (_("%s turns back"), bh_def (self, i)->name);

        add_courage_roll (preview, self, (int) i, 3, "3.4", label);
      }
}

/* panic-check REGION: each unbroken militia there not yet panicked rolls;
 * 4 or less panics. */
static void
preview_panic (MusterState            *state,
               const MusterActionDef  *def,
               const char * const     *args,
               MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  int r = args != NULL ? find_area (self, args[0]) : -1;
  RevroadUnitSet here;

  if (r < 0)
    return;
  here = bh_units_in (self, r, REVROAD_PATRIOT);
  revroad_unit_set_foreach (i, &here)
    {
      const RevroadUnit *u = bh_unit (self, i);
      g_autofree char *label = NULL;

      if (bh_def (self, i)->kind != REVROAD_KIND_MILITIA || u->flipped || (u->markers & REVROAD_MARK_PANIC))
        continue;
      label = g_strdup_printf (_("%s panics"), bh_def (self, i)->name);
      add_courage_roll (preview, self, (int) i, 4, "9.1", label);
    }
}

/* ---- assault (6.2) ----------------------------------------------------------- */

typedef struct
{
  int            from;
  int            to;
  RevroadSide    attacker;
  RevroadUnitSet attackers;   /* in @to once the assault began */
  gboolean       moved;       /* the attackers still have to move in */
  gboolean       free_round;  /* the defenders' free round comes first */
  int            hit_min;     /* the Patriots' hit number (11.2) */
  /* what one distribution function gives */
  gboolean       free;
  gboolean       defender_dice;
} AssaultData;

/* Moves the attackers in on @copy, as the assault does. */
static void
move_in (BhState     *copy,
         AssaultData *a)
{
  if (a->moved)
    return;
  revroad_unit_set_foreach (i, &a->attackers)
    bh_move_unit (copy, i, a->to);
}

static MusterDist *
round_dist (BhState         *copy,
            gpointer         data,
            RevroadDicePool *pool)
{
  AssaultData *a = data;
  BhAssaultDice dice;

  move_in (copy, a);
  bh_assault_pools (copy, a->from, a->to, a->attacker, &a->attackers, a->free, a->hit_min, &dice);
  *pool = a->defender_dice ? dice.defend : dice.attack;
  return revroad_dice_pool_dist (pool);
}

/* The military units of a side, in the order of the counters. */
static int
military_of (BhState              *self,
             const RevroadUnitSet *set,
             int                  *out)
{
  int n = 0;

  revroad_unit_set_foreach (i, set)
    if (bh_is_military (self, i))
      out[n++] = (int) i;
  return n;
}

/* Sets @units as they stand after @hits: the first hits break the healthy
 * ones, in order, the rest destroy them (from @saved, their state before
 * the battle). */
static void
take_hits (BhState           *self,
           const int         *units,
           const RevroadUnit *saved,
           int                n,
           int                hits)
{
  for (int k = 0; k < n; k++)
    *bh_unit (self, units[k]) = saved[k];
  for (int k = 0; k < n && hits > 0; k++)
    if (!bh_unit (self, units[k])->flipped)
      {
        bh_unit (self, units[k])->flipped = TRUE;
        hits--;
      }
  for (int k = 0; k < n && hits > 0; k++)
    {
      RevroadUnit *u = bh_unit (self, units[k]);

      u->place = REVROAD_PLACE_ELIMINATED;
      u->region = -1;
      hits--;
    }
}

typedef enum
{
  GOES_ON,
  ATTACKERS_TAKE,
  DEFENDERS_HOLD,
} Verdict;

/* 6.2 as bh_assault_continue() judges it, once the hits are applied. */
static Verdict
verdict (BhState     *self,
         AssaultData *a,
         gboolean    *stuck)
{
  RevroadUnitSet mine = bh_units_in (self, a->to, a->attacker);
  RevroadUnitSet theirs = bh_units_in (self, a->to, revroad_side_other (a->attacker));
  BhAssaultDice dice;

  *stuck = FALSE;
  if (bh_military_in (self, &theirs) == 0)
    return ATTACKERS_TAKE;
  if (bh_military_in (self, &mine) == 0)
    return DEFENDERS_HOLD;
  if (bh_healthy_in (self, &mine) < bh_healthy_in (self, &theirs) &&
      !(a->attacker == REVROAD_BRITISH && self->ammo <= 0))
    return DEFENDERS_HOLD;
  bh_assault_pools (self, a->from, a->to, a->attacker, &mine, FALSE, a->hit_min, &dice);
  *stuck = revroad_dice_pool_count (&dice.attack) == 0 && revroad_dice_pool_count (&dice.defend) == 0;
  return *stuck ? DEFENDERS_HOLD : GOES_ON;
}

/* The end of the battle on @copy (hidden militia already drawn): 0 the
 * defenders hold, 1 the attackers take the region, 2 still undecided
 * after MAX_ROUNDS rounds, 3 the attackers fall back after the free round
 * (a way of the defenders holding). */
static MusterDist *
battle_dist (BhState         *copy,
             gpointer         data,
             RevroadDicePool *typical)
{
  AssaultData *a = data;
  RevroadSide defender = revroad_side_other (a->attacker);
  RevroadUnitSet defenders = bh_units_in (copy, a->to, defender);
  int att[REVROAD_MAX_UNITS], def[REVROAD_MAX_UNITS];
  RevroadUnit att_saved[REVROAD_MAX_UNITS], def_saved[REVROAD_MAX_UNITS];
  int n_att, n_def, max_a, max_d;
  double end[4] = { 0 };
  g_autofree double *mass = NULL;
  g_autofree double *next = NULL;
  MusterDist *points[4];
  MusterDist *out;

  move_in (copy, a);
  n_att = military_of (copy, &a->attackers, att);
  n_def = military_of (copy, &defenders, def);
  for (int k = 0; k < n_att; k++)
    att_saved[k] = *bh_unit (copy, att[k]);
  for (int k = 0; k < n_def; k++)
    def_saved[k] = *bh_unit (copy, def[k]);
  max_a = 0;
  for (int k = 0; k < n_att; k++)
    max_a += att_saved[k].flipped ? 1 : 2;
  max_d = 0;
  for (int k = 0; k < n_def; k++)
    max_d += def_saved[k].flipped ? 1 : 2;
  mass = g_new0 (double, (gsize) (max_a + 1) * (max_d + 1));
  next = g_new0 (double, (gsize) (max_a + 1) * (max_d + 1));
#define AT(m, ha, hd) (m)[(ha) * (max_d + 1) + (hd)]

  if (a->free_round)
    {
      BhAssaultDice dice;
      g_autoptr(MusterDist) hits = NULL;

      bh_assault_pools (copy, a->from, a->to, a->attacker, &a->attackers, TRUE, a->hit_min, &dice);
      hits = revroad_dice_pool_dist (&dice.defend);
      for (int h = muster_dist_get_min (hits); h <= muster_dist_get_max (hits); h++)
        AT (mass, MIN (h, max_a), 0) += muster_dist_prob (hits, h);
    }
  else
    AT (mass, 0, 0) = 1.0;

  for (int round = 0; round <= MAX_ROUNDS; round++)
    {
      double left = 0;

      memset (next, 0, sizeof (double) * (gsize) (max_a + 1) * (max_d + 1));
      for (int ha = 0; ha <= max_a; ha++)
        for (int hd = 0; hd <= max_d; hd++)
          {
            double m = AT (mass, ha, hd);
            RevroadUnitSet mine;
            BhAssaultDice dice;
            g_autoptr(MusterDist) on_def = NULL;
            g_autoptr(MusterDist) on_att = NULL;
            gboolean stuck;
            Verdict v;

            if (m == 0)
              continue;
            take_hits (copy, att, att_saved, n_att, ha);
            take_hits (copy, def, def_saved, n_def, hd);
            v = verdict (copy, a, &stuck);
            if (v != GOES_ON)
              {
                end[v == ATTACKERS_TAKE ? 1 : (round == 0 && a->free_round && hd == 0 ? 3 : 0)] += m;
                continue;
              }
            if (round == MAX_ROUNDS)
              {
                end[2] += m;
                continue;
              }
            mine = bh_units_in (copy, a->to, a->attacker);
            bh_assault_pools (copy, a->from, a->to, a->attacker, &mine, FALSE, a->hit_min, &dice);
            on_def = revroad_dice_pool_dist (&dice.attack);
            on_att = revroad_dice_pool_dist (&dice.defend);
            for (int x = muster_dist_get_min (on_def); x <= muster_dist_get_max (on_def); x++)
              for (int y = muster_dist_get_min (on_att); y <= muster_dist_get_max (on_att); y++)
                {
                  double p = m * muster_dist_prob (on_def, x) * muster_dist_prob (on_att, y);

                  AT (next, MIN (ha + y, max_a), MIN (hd + x, max_d)) += p;
                  left += p;
                }
          }
      memcpy (mass, next, sizeof (double) * (gsize) (max_a + 1) * (max_d + 1));
      if (left < 1e-15)
        break;
    }
#undef AT
  take_hits (copy, att, att_saved, n_att, 0);
  take_hits (copy, def, def_saved, n_def, 0);
  for (int k = 0; k < 4; k++)
    points[k] = muster_dist_new_point (k);
  out = muster_dist_mix (points, end, 4);
  for (int k = 0; k < 4; k++)
    muster_dist_unref (points[k]);
  revroad_dice_pool_init (typical);
  return out;
}

static void
add_assault_roll (MusterPreview *preview,
                  BhState       *self,
                  AssaultData   *a,
                  gboolean       free,
                  gboolean       defender)
{
  RevroadUnitSet everyone = a->attackers;
  RevroadUnitSet defenders = bh_units_in (self, a->to, revroad_side_other (a->attacker));
  RevroadSide side = defender ? revroad_side_other (a->attacker) : a->attacker;
  RevroadDicePool typical;
  BhAssaultDice dice;
  MusterRollPreview *roll;
  MusterDist *dist;
  gboolean hidden;
  g_autofree char *label = NULL;

  revroad_unit_set_foreach (i, &defenders)
    revroad_unit_set_add (&everyone, i);
  a->free = free;
  a->defender_dice = defender;
  dist = mix_hidden (self, &everyone, round_dist, a, &typical, &hidden);
  if (free)
    label = g_strdup_printf (_("The defenders’ free round in %s"), area_name (self, a->to));
  else if (defender)
    label = g_strdup_printf (_("The defenders of %s, in a round as things stand"), area_name (self, a->to));
  else
    label = g_strdup_printf (_("The attackers in %s, in a round as things stand"), area_name (self, a->to));
  roll = add_roll (preview, side, label, &typical, dist, hidden);
  /* The modifiers are the engine's own; they depend on the regions and
   * the sides only. */
  {
    g_autoptr(BhState) copy = BH_STATE (muster_state_copy (MUSTER_STATE (self)));

    move_in (copy, a);
    bh_assault_pools (copy, a->from, a->to, a->attacker, &a->attackers, free, a->hit_min, &dice);
  }
  if (defender)
    {
      for (int k = 0; k < dice.n_defend_mods; k++)
        add_modifier (roll, &dice.defend_mods[k]);
      if (dice.defend_capped > 0)
        add_cap (roll, dice.defend_capped, (int) revroad_dice_pool_count (&dice.defend));
    }
  else
    {
      for (int k = 0; k < dice.n_attack_mods; k++)
        add_modifier (roll, &dice.attack_mods[k]);
      if (dice.attack_capped > 0)
        add_cap (roll, dice.attack_capped, (int) revroad_dice_pool_count (&dice.attack));
    }
}

/* The rolls and the end of the battle @a describes. */
static void
preview_battle (MusterPreview *preview,
                BhState       *self,
                AssaultData   *a)
{
  RevroadUnitSet everyone = a->attackers;
  RevroadUnitSet defenders = bh_units_in (self, a->to, revroad_side_other (a->attacker));
  RevroadDicePool typical;
  g_autoptr(MusterDist) end = NULL;
  g_autofree char *take = NULL;
  g_autofree char *hold = NULL;
  gboolean hidden;

  if (a->from < 0 || a->to < 0 || revroad_unit_set_is_empty (&a->attackers))
    return;
  if (a->free_round)
    add_assault_roll (preview, self, a, TRUE, TRUE);
  add_assault_roll (preview, self, a, FALSE, FALSE);
  add_assault_roll (preview, self, a, FALSE, TRUE);

  revroad_unit_set_foreach (i, &defenders)
    revroad_unit_set_add (&everyone, i);
  end = mix_hidden (self, &everyone, battle_dist, a, &typical, &hidden);
  take = g_strdup_printf (_("The attackers take %s, if nobody retreats"), area_name (self, a->to));
  hold = g_strdup_printf (_("The defenders hold %s, if nobody retreats"), area_name (self, a->to));
  muster_preview_add_outcome (preview, take, muster_dist_prob (end, 1), NULL);
  muster_preview_add_outcome (preview, hold, muster_dist_prob (end, 0) + muster_dist_prob (end, 3), NULL);
  if (a->free_round)
    muster_preview_add_outcome (preview, _("The attackers fall back after the free round"),
                                muster_dist_prob (end, 3), NULL);
  if (muster_dist_prob (end, 2) > 1e-9)
    muster_preview_add_outcome (preview, _("Still undecided after many rounds"), muster_dist_prob (end, 2), NULL);
}

/* assault FROM TO [COUNTER...] */
static void
preview_assault (MusterState            *state,
                 const MusterActionDef  *def,
                 const char * const     *args,
                 MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  AssaultData a = { 0 };
  RevroadUnitSet listed, here;

  if (args == NULL || args[0] == NULL || args[1] == NULL)
    return;
  a.from = find_area (self, args[0]);
  a.to = find_area (self, args[1]);
  if (a.from < 0 || a.to < 0)
    return;
  a.attacker = side_in (self, a.from);
  a.free_round = TRUE;
  a.hit_min = 5;
  if (args[2] == NULL || !bh_parse_units (self, args + 2, &listed, NULL))
    revroad_unit_set_clear (&listed);
  here = bh_units_in (self, a.from, a.attacker);
  revroad_unit_set_clear (&a.attackers);
  revroad_unit_set_foreach (i, &here)
    {
      const RevroadUnit *u = bh_unit (self, i);
      gboolean fresh = !(u->markers & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED | REVROAD_MARK_PANIC)) &&
                       (bh_is_leader (self, i) || !u->flipped);

      if (revroad_unit_set_is_empty (&listed) ? fresh : revroad_unit_set_has (&listed, i))
        revroad_unit_set_add (&a.attackers, i);
    }
  preview_battle (preview, self, &a);
}

/* The assault under way, from where it stands: stand and defensive-fire. */
static void
preview_ongoing (MusterState            *state,
                 const MusterActionDef  *def,
                 const char * const     *args,
                 MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  const BhAssault *s = &self->assault;
  AssaultData a = { 0 };

  if (s->step == BH_ASSAULT_NONE)
    return;
  a.from = s->origin;
  a.to = s->target;
  a.attacker = s->attacker;
  a.moved = TRUE;
  a.hit_min = s->patriot_hit_min;
  revroad_unit_set_clear (&a.attackers);
  revroad_unit_set_foreach (i, &s->attackers)
    if (bh_unit (self, i)->place == REVROAD_PLACE_MAP && bh_unit (self, i)->region == a.to)
      revroad_unit_set_add (&a.attackers, i);
  a.free_round = s->step == BH_ASSAULT_PRE_RETREAT || s->step == BH_ASSAULT_DEF_CHOICE;
  if (s->step == BH_ASSAULT_DEF_CHOICE && args != NULL && args[0] != NULL)
    {
      a.free_round = g_str_equal (args[0], "fire");
      if (a.free_round && args[1] != NULL)
        a.hit_min = g_str_equal (args[1], "hit3") ? 3 : g_str_equal (args[1], "hit4") ? 4 : a.hit_min;
    }
  preview_battle (preview, self, &a);
}

/* 7.2: a friendly die settles Line of Sight between two regions, clear
 * on 4-6. */
static void
preview_sight_roll (MusterState            *state,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  BhState *self = BH_STATE (state);
  g_autofree char *clear = NULL;
  int a, b;

  if (muster_args_count (args) != 2 || (a = bh_parse_area (self, args[0], _("region"), NULL)) < 0 ||
      (b = bh_parse_area (self, args[1], _("region"), NULL)) < 0 || a == b)
    return;
  muster_preview_add_roll (preview, NULL, _("Friendly die for Line of Sight"), 1, 6, "4-6",
                           muster_dist_new_hits (1, 6, 4, 6));
  clear = g_strdup_printf (_("%s and %s see each other"), bh_map_area (self->map, a)->name,
                           bh_map_area (self->map, b)->name);
  muster_preview_add_outcome (preview, clear, 0.5, NULL);
}

/* 5.2: when the card gives both sides as many actions, a die says who
 * acts first (revroad_tracks_first_from_die, face by face). */
static void
preview_draw_card (MusterState   *state,
                   MusterPreview *preview)
{
  BhState *self = BH_STATE (state);
  g_autoptr(MusterDist) no = muster_dist_new_point (0);
  g_autoptr(MusterDist) yes = muster_dist_new_point (1);
  g_autoptr(MusterDist) british = NULL;
  g_autoptr(GString) faces = g_string_new (NULL);
  MusterDist *dists[] = { no, yes };
  double p = 0, weights[2];
  MusterRollPreview *roll;

  for (guint face = 1; face <= 6; face++)
    {
      RevroadTracks t = self->tracks;

      if (revroad_tracks_first_from_die (&t, face) != REVROAD_BRITISH)
        continue;
      p += 1.0 / 6.0;
      g_string_append_printf (faces, "%s%u", faces->len ? ", " : "", face);
    }
  weights[0] = 1.0 - p;
  weights[1] = p;
  british = muster_dist_mix (dists, weights, 2);
  roll = muster_preview_add_roll (preview, NULL, _("Who acts first on equal actions"), 1, 6, faces->str,
                                  muster_dist_ref (british));
  muster_roll_add_modifier (roll, 0, _("Thrown only when the card gives both sides as many actions; the faces listed put the British first, the others the Patriots"),
                            "5.2", FALSE);
  muster_preview_add_outcome (preview, _("On equal actions, the British act first"), p, NULL);
  muster_preview_add_outcome (preview, _("On equal actions, the Patriots act first"), 1.0 - p, NULL);
}

void
bh_preview (MusterState            *state,
            const MusterActionDef  *def,
            const char * const     *args,
            MusterPreview          *preview)
{
  switch ((BhActionTag) def->tag)
    {
    case BH_ACT_VOLLEY:
      preview_volley (state, def, args, preview);
      break;
    case BH_ACT_CANNONADE:
      preview_cannonade (state, def, args, preview);
      break;
    case BH_ACT_BOMBARD:
      preview_bombard (state, def, args, preview);
      break;
    case BH_ACT_SNIPE:
      preview_snipe (state, def, args, preview);
      break;
    case BH_ACT_ASSAULT:
      preview_assault (state, def, args, preview);
      break;
    case BH_ACT_WRONG_AMMO:
      preview_wrong_ammo (state, def, args, preview);
      break;
    case BH_ACT_FIRE_SPREAD:
      preview_fire_spread (state, def, args, preview);
      break;
    case BH_ACT_COURAGE:
      preview_courage (state, def, args, preview);
      break;
    case BH_ACT_PANIC:
      preview_panic (state, def, args, preview);
      break;
    case BH_ACT_STAND:
    case BH_ACT_DEFENSIVE_FIRE:
      preview_ongoing (state, def, args, preview);
      break;
    case BH_ACT_DRAW_CARD:
      preview_draw_card (state, preview);
      break;
    default:
      if (def->apply == bh_do_sight_roll)
        preview_sight_roll (state, args, preview);
      break;
    }
}
