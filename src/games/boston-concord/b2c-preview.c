/* b2c-preview.c: what an action of From Boston to Concord would roll, before
 * anyone throws a die: each roll with its dice, what hits, the modifiers
 * with their sections, the exact distribution of the result, and the
 * outcomes of the whole sequence.
 *
 * Combat (7.0) is previewed as a sequence. The defender's choice to retreat
 * or stand (7.1) is not known beforehand: an Attack or Assault previewed
 * with units of the defending side after its attackers reads those units
 * as retreating before combat and the others as standing (with none named,
 * every able unit stands); when every one retreats, what follows is the
 * attackers' opportunity fire (7.1.3). In simultaneous combat the attackers first
 * take one hit, then both sides roll; facing defensive fire, the defenders
 * roll first and the attackers roll with what their hits left. Each hit
 * taken before the attackers roll is read as placed where it costs the
 * fewest dice (a broken unit or a leader loses none). Hidden Militia draw
 * their strength from the cup when the combat starts: the distributions
 * mix over every draw the cup still allows, weighted by its chance.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

/* One event of probability @p, as a distribution over 0 and 1. */
static MusterDist *
bernoulli (double p)
{
  g_autoptr(MusterDist) no = muster_dist_new_point (0);
  g_autoptr(MusterDist) yes = muster_dist_new_point (1);
  MusterDist *dists[] = { no, yes };
  double weights[] = { 1.0 - p, p };

  if (p <= 0.0)
    return muster_dist_new_point (0);
  if (p >= 1.0)
    return muster_dist_new_point (1);
  return muster_dist_mix (dists, weights, 2);
}

static void
add_d6 (MusterPreview *preview,
        RevroadSide    side,
        const char    *label,
        guint          n,
        guint          hit_min,
        const char    *section)
{
  g_autofree char *hits_on = hit_min == 6 ? g_strdup ("6") : g_strdup_printf ("%u-6", hit_min);
  MusterRollPreview *roll;

  roll = muster_preview_add_roll (preview, side == REVROAD_NO_SIDE ? NULL : revroad_side_id (side), label, n, 6,
                                  hits_on, muster_dist_new_hits (n, 6, hit_min, 6));
  if (section != NULL)
    muster_roll_add_modifier (roll, 0, label, section, FALSE);
}

/* Combat */

typedef struct
{
  MusterDist *attack;        /* the attackers' hits, with no hit taken */
  MusterDist *defend;        /* the defenders' hits */
  MusterDist *simultaneous;  /* the attackers' hits after the first hit */
  MusterDist *facing;        /* the attackers' hits after the defenders' fire */
  MusterDist *facing_taken;  /* hits the attackers take facing defensive fire */
} Sequence;

static void
sequence_clear (Sequence *seq)
{
  g_clear_pointer (&seq->attack, muster_dist_unref);
  g_clear_pointer (&seq->defend, muster_dist_unref);
  g_clear_pointer (&seq->simultaneous, muster_dist_unref);
  g_clear_pointer (&seq->facing, muster_dist_unref);
  g_clear_pointer (&seq->facing_taken, muster_dist_unref);
}

static void
side_pool (B2cState             *self,
           RevroadSide           side,
           const RevroadUnitSet *units,
           int                   region,
           RevroadDicePool      *pool,
           RevroadUnitSet       *rolling)
{
  b2c_combat_pool (self, side, units, region, pool, rolling);
  /* 14.1: a healthy leader there may have one missed die thrown again. */
  pool->reroll = self->data->options.leader_rerolls &&
                 b2c_count (self, region, side, REVROAD_KIND_LEADER, TRUE, TRUE) > 0;
}

static guint
dice_of (B2cState             *self,
         RevroadSide           side,
         const RevroadUnitSet *units,
         int                   region)
{
  RevroadDicePool pool;

  b2c_combat_pool (self, side, units, region, &pool, NULL);
  return revroad_dice_pool_count (&pool);
}

/* One hit on @units (on @self, a probe), on the counter where it costs the
 * fewest dice: an unbroken unit flips and loses its strength, while a broken
 * unit, a leader or the cannon takes it for nothing (7.0: any participating
 * counter may take a hit). FALSE when no counter there can take one. */
static gboolean
take_cheapest_hit (B2cState       *self,
                   RevroadSide     side,
                   RevroadUnitSet *units,
                   int             region)
{
  int best = -1;
  guint best_left = 0;

  revroad_unit_set_foreach (i, units)
    {
      RevroadUnit saved = *b2c_unit (self, (int) i);
      RevroadUnitSet without = *units;
      guint left;

      if (revroad_unit_hit (b2c_def (self, (int) i), b2c_unit (self, (int) i)) == REVROAD_HIT_NONE)
        continue;
      if (!revroad_unit_on_map (b2c_unit (self, (int) i)))
        revroad_unit_set_remove (&without, i);
      left = dice_of (self, side, &without, region);
      *b2c_unit (self, (int) i) = saved;
      if (best < 0 || left > best_left)
        {
          best = (int) i;
          best_left = left;
        }
    }
  if (best < 0)
    return FALSE;
  if (revroad_unit_hit (b2c_def (self, best), b2c_unit (self, best)) == REVROAD_HIT_ELIMINATED)
    revroad_unit_set_remove (units, (guint) best);
  return TRUE;
}

/* 4.1: the field cannon breaks a Militia before any die; the Patriot picks
 * the one that costs fewest dice. Returns the dice it cost. */
static guint
cannon_break (B2cState       *self,
              RevroadUnitSet *patriots,
              int             region)
{
  RevroadUnitSet targets;
  guint before = dice_of (self, REVROAD_PATRIOT, patriots, region);
  int best = -1;
  guint best_left = 0;

  b2c_cannon_targets (self, region, TRUE, &targets);
  revroad_unit_set_foreach (i, &targets)
    {
      RevroadUnitSet without = *patriots;
      guint left;

      revroad_unit_set_remove (&without, i);
      left = dice_of (self, REVROAD_PATRIOT, &without, region);
      if (best < 0 || left > best_left)
        {
          best = (int) i;
          best_left = left;
        }
    }
  if (best < 0)
    return 0;
  b2c_unit (self, best)->flipped = TRUE;
  revroad_unit_set_remove (patriots, (guint) best);
  return before - best_left;
}

/* The sequence on a state whose Militia strengths are all known. */
static guint
sequence_run (B2cState             *self,
              RevroadSide           attacker,
              const RevroadUnitSet *attackers,
              const RevroadUnitSet *defenders,
              int                   region,
              gboolean              cannon,
              Sequence             *seq)
{
  RevroadSide defender = revroad_side_other (attacker);
  RevroadUnitSet units[REVROAD_N_SIDES];
  RevroadDicePool pool;
  guint cost = 0;
  int max_d;
  g_autoptr(GPtrArray) dists = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_dist_unref);
  g_autoptr(GArray) weights = g_array_new (FALSE, FALSE, sizeof (double));

  units[attacker] = *attackers;
  units[defender] = *defenders;
  if (cannon)
    cost = cannon_break (self, &units[REVROAD_PATRIOT], region);
  side_pool (self, attacker, &units[attacker], region, &pool, NULL);
  seq->attack = revroad_dice_pool_dist (&pool);
  side_pool (self, defender, &units[defender], region, &pool, NULL);
  seq->defend = revroad_dice_pool_dist (&pool);
  seq->facing_taken = muster_dist_ref (seq->defend);

  /* Facing defensive fire: d hits first, then the attackers roll. The
   * first of those hits is also what simultaneous combat costs. */
  max_d = muster_dist_get_max (seq->defend);
  for (int d = 0; d <= MAX (max_d, 1); d++)
    {
      double p = muster_dist_prob (seq->defend, d);

      side_pool (self, attacker, &units[attacker], region, &pool, NULL);
      if (d == 1)
        seq->simultaneous = revroad_dice_pool_dist (&pool);
      if (d <= max_d && p > 0)
        {
          g_ptr_array_add (dists, revroad_dice_pool_dist (&pool));
          g_array_append_val (weights, p);
        }
      take_cheapest_hit (self, attacker, &units[attacker], region);
    }
  seq->facing = muster_dist_mix ((MusterDist **) dists->pdata, (double *) weights->data, dists->len);
  return cost;
}

/* The strength counters left in the Militia Draw Pool: counts of 0, 1, 2. */
static void
cup_counts (B2cState *self,
            guint     counts[3])
{
  MusterCardSet *set = muster_deck_get_card_set (self->pool);

  counts[0] = counts[1] = counts[2] = 0;
  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      const MusterCard *card = muster_card_set_get_card (set, i);
      int s = muster_card_get_int (card, "strength", 1);

      if (muster_deck_contains_in_draw (self->pool, card->id) && s >= 0 && s <= 2)
        counts[s]++;
    }
}

static double
choose (guint n,
        guint k)
{
  double r = 1;

  if (k > n)
    return 0;
  for (guint i = 1; i <= k; i++)
    r = r * (n - k + i) / i;
  return r;
}

typedef struct
{
  RevroadSide    attacker;
  int            region;
  RevroadUnitSet attackers;
  RevroadUnitSet defenders;
  gboolean       cannon;    /* 4.1: the field cannon takes part */
} Fight;

/* The whole sequence, mixed over the strengths hidden Militia may draw.
 * Returns the dice the cannon costs with hidden Militia at strength 1. */
static void
fight_sequence (B2cState    *self,
                const Fight *f,
                Sequence    *out,
                guint       *hidden)
{
  RevroadUnitSet all = f->attackers;
  g_autoptr(GArray) secret = g_array_new (FALSE, FALSE, sizeof (int));
  GPtrArray *parts[5];
  g_autoptr(GArray) weights = g_array_new (FALSE, FALSE, sizeof (double));
  guint counts[3], cup, h, drawn;

  revroad_unit_set_foreach (i, &f->defenders)
    revroad_unit_set_add (&all, i);
  revroad_unit_set_foreach (i, &all)
    if (revroad_unit_is_hidden (b2c_def (self, (int) i), b2c_unit (self, (int) i)) && !b2c_unit (self, (int) i)->flipped)
      {
        int u = (int) i;

        g_array_append_val (secret, u);
      }
  *hidden = secret->len;
  cup_counts (self, counts);
  cup = counts[0] + counts[1] + counts[2];
  h = secret->len;
  drawn = MIN (h, cup);
  for (int k = 0; k < 5; k++)
    parts[k] = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_dist_unref);

  /* Every draw of @drawn counters from the cup: n0 zeros, n1 ones, the
   * rest twos; the draws past an empty cup count as “0” Militia (4.1). */
  for (guint n0 = 0; n0 <= MIN (drawn, counts[0]); n0++)
    for (guint n1 = 0; n0 + n1 <= drawn && n1 <= counts[1]; n1++)
      {
        guint n2 = drawn - n0 - n1;
        double w = choose (counts[0], n0) * choose (counts[1], n1) * choose (counts[2], n2) / choose (cup, drawn);
        g_autoptr(MusterState) copy = NULL;
        B2cState *probe;
        Sequence seq = { 0 };

        if (n2 > counts[2] || w <= 0)
          continue;
        copy = muster_state_copy (MUSTER_STATE (self));
        probe = B2C_STATE (copy);
        for (guint k = 0; k < h; k++)
          b2c_unit (probe, g_array_index (secret, int, k))->strength =
            (gint8) (k < n0 ? 0 : k < n0 + n1 ? 1 : k < drawn ? 2 : 0);
        sequence_run (probe, f->attacker, &f->attackers, &f->defenders, f->region, f->cannon, &seq);
        g_ptr_array_add (parts[0], g_steal_pointer (&seq.attack));
        g_ptr_array_add (parts[1], g_steal_pointer (&seq.defend));
        g_ptr_array_add (parts[2], g_steal_pointer (&seq.simultaneous));
        g_ptr_array_add (parts[3], g_steal_pointer (&seq.facing));
        g_ptr_array_add (parts[4], g_steal_pointer (&seq.facing_taken));
        g_array_append_val (weights, w);
        sequence_clear (&seq);
      }
  out->attack = muster_dist_mix ((MusterDist **) parts[0]->pdata, (double *) weights->data, weights->len);
  out->defend = muster_dist_mix ((MusterDist **) parts[1]->pdata, (double *) weights->data, weights->len);
  out->simultaneous = muster_dist_mix ((MusterDist **) parts[2]->pdata, (double *) weights->data, weights->len);
  out->facing = muster_dist_mix ((MusterDist **) parts[3]->pdata, (double *) weights->data, weights->len);
  out->facing_taken = muster_dist_mix ((MusterDist **) parts[4]->pdata, (double *) weights->data, weights->len);
  for (int k = 0; k < 5; k++)
    g_ptr_array_unref (parts[k]);
}

static MusterRollPreview *
add_side_roll (MusterPreview        *preview,
               B2cState             *self,
               RevroadSide           side,
               const RevroadUnitSet *units,
               int                   region,
               const char           *label,
               MusterDist           *dist,
               gboolean              hidden)
{
  RevroadDicePool pool;
  g_autofree char *hits_on = NULL;
  MusterRollPreview *roll;

  side_pool (self, side, units, region, &pool, NULL);
  hits_on = revroad_dice_pool_hits_on (&pool);
  roll = muster_preview_add_roll (preview, revroad_side_id (side), label, revroad_dice_pool_count (&pool), 6,
                                  hits_on, muster_dist_ref (dist));
  roll->hidden = hidden;
  if (hidden)
    muster_roll_add_modifier (roll, 0, _("Hidden Militia draw their strength from the cup when the combat starts; the odds mix over every draw"),
                              "4.1", FALSE);
  if (pool.reroll)
    muster_roll_add_modifier (roll, 0, _("A healthy leader may have one missed die thrown again"), "14.1", FALSE);
  if (side == REVROAD_PATRIOT && self->data->options.militia_hits)
    muster_roll_add_modifier (roll, 0, _("Militia hit only on a 6"), "14.4", FALSE);
  return roll;
}

/* 1 + @dist: simultaneous combat's first hit, then the defenders' dice. */
static MusterDist *
plus_one (const MusterDist *dist)
{
  g_autoptr(MusterDist) one = muster_dist_new_point (1);

  return muster_dist_add (one, dist);
}

static void
fight_outcomes (MusterPreview *preview,
                Sequence      *seq,
                gboolean       simultaneous,
                gboolean       facing,
                gboolean       if_stand)
{
  if (simultaneous)
    {
      const char *hit = if_stand ? _("If they stand, in simultaneous combat: the attackers score at least one hit")
                                 : _("Simultaneous combat: the attackers score at least one hit");
      const char *on_def = if_stand ? _("If they stand, in simultaneous combat: hits on the defenders")
                                    : _("Simultaneous combat: hits on the defenders");
      const char *on_att = if_stand ? _("If they stand, in simultaneous combat: hits on the attackers")
                                    : _("Simultaneous combat: hits on the attackers");

      muster_preview_add_outcome (preview, hit, muster_dist_prob_at_least (seq->simultaneous, 1), NULL);
      muster_preview_add_outcome (preview, on_def, -1, muster_dist_ref (seq->simultaneous));
      muster_preview_add_outcome (preview, on_att, -1, plus_one (seq->defend));
    }
  if (facing)
    {
      const char *hit = if_stand ? _("If they stand, facing defensive fire: the attackers score at least one hit")
                                 : _("Facing defensive fire: the attackers score at least one hit");
      const char *on_def = if_stand ? _("If they stand, facing defensive fire: hits on the defenders")
                                    : _("Facing defensive fire: hits on the defenders");
      const char *on_att = if_stand ? _("If they stand, facing defensive fire: hits on the attackers")
                                    : _("Facing defensive fire: hits on the attackers");

      muster_preview_add_outcome (preview, hit, muster_dist_prob_at_least (seq->facing, 1), NULL);
      muster_preview_add_outcome (preview, on_def, -1, muster_dist_ref (seq->facing));
      muster_preview_add_outcome (preview, on_att, -1, muster_dist_ref (seq->facing_taken));
    }
}

static void
preview_fight (MusterPreview *preview,
               B2cState      *self,
               const Fight   *f,
               gboolean       simultaneous,
               gboolean       facing,
               gboolean       if_stand)
{
  RevroadSide defender = revroad_side_other (f->attacker);
  g_autofree char *att_label = g_strdup_printf (_("%s attacking dice in %s"), revroad_side_name (f->attacker),
                                                b2c_region_name (self, f->region));
  g_autofree char *def_label = g_strdup_printf (_("%s defending dice in %s"), revroad_side_name (defender),
                                                b2c_region_name (self, f->region));
  Sequence seq = { 0 };
  MusterRollPreview *roll;
  guint hidden = 0;

  fight_sequence (self, f, &seq, &hidden);
  roll = add_side_roll (preview, self, f->attacker, &f->attackers, f->region, att_label, seq.attack, hidden > 0);
  if (simultaneous && !facing)
    muster_roll_add_modifier (roll, 0, _("The attackers first take one hit, placed where it costs the fewest dice"),
                              "7.0", FALSE);
  if (facing && !simultaneous)
    muster_roll_add_modifier (roll, 0, _("The attackers roll after the defenders' hits, each placed where it costs the fewest dice"),
                              "7.0", FALSE);
  roll = add_side_roll (preview, self, defender, &f->defenders, f->region, def_label, seq.defend, hidden > 0);
  if (f->cannon)
    {
      MusterRollPreview *patriot = f->attacker == REVROAD_PATRIOT
                                   ? g_ptr_array_index (preview->rolls, preview->rolls->len - 2) : roll;

      muster_roll_add_modifier (patriot, 0, _("The field cannon breaks a Militia before any die is thrown; the Patriot picks the one that costs fewest dice"),
                                "4.1", FALSE);
    }
  fight_outcomes (preview, &seq, simultaneous, facing, if_stand);
  sequence_clear (&seq);
}

static gboolean
cannon_in (B2cState             *self,
           RevroadSide           attacker,
           const RevroadUnitSet *attackers,
           int                   region)
{
  /* 4.1: it breaks a Militia first when it attacks, or defends there. */
  if (revroad_unit_set_has (attackers, (guint) self->data->cannon))
    return TRUE;
  return attacker == REVROAD_PATRIOT && b2c_unit_combatant (self, self->data->cannon, REVROAD_BRITISH, region);
}

/* 7.1.3: every defender retreated before combat; the attackers may fire
 * at them, a die on 6 for each British unit or every two Patriot units
 * (military units and healthy leaders count). */
static void
preview_all_retreat (MusterPreview        *preview,
                     B2cState             *self,
                     RevroadSide           attacker,
                     const RevroadUnitSet *leaving)
{
  guint count = 0, dice;

  revroad_unit_set_foreach (i, leaving)
    {
      const RevroadUnitDef *def = b2c_def (self, (int) i);

      if (revroad_kind_is_military (def->kind) || (def->kind == REVROAD_KIND_LEADER && !b2c_unit (self, (int) i)->flipped))
        count++;
    }
  dice = revroad_side_other (attacker) == REVROAD_BRITISH ? count : (count + 1) / 2;
  dice = MIN (dice, REVROAD_DICE_MAX);
  add_d6 (preview, attacker, _("Every defender retreats: opportunity fire at them"), dice, 6, "7.1.3");
  muster_preview_add_outcome (preview, _("Every defender retreats: no combat"), 1.0, NULL);
  muster_preview_add_outcome (preview, _("Hits on the retreating units"), -1, muster_dist_new_hits (dice, 6, 6, 6));
}

void
b2c_preview_attack (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  gboolean assault = B2C_TAG_OP (def->tag) == B2C_OP_ASSAULT;
  guint first = assault ? 2 : 1;
  g_autoptr(MusterState) copy = NULL;
  B2cState *probe;
  RevroadSide side = self->tracks.acting != REVROAD_NO_SIDE ? self->tracks.acting : REVROAD_BRITISH;
  RevroadUnitSet named, leaving;
  Fight f;
  int from, to;

  if (muster_args_count (args) < first || !b2c_parse_region (self, args[0], &from, NULL))
    return;
  to = from;
  if (assault && !b2c_parse_region (self, args[1], &to, NULL))
    return;
  if (!b2c_parse_units (self, args + first, &named, "", NULL))
    return;
  /* The side acting attacks (outside actions, the first unit named says
   * who); the other side's units named retreat before combat. */
  revroad_unit_set_clear (&f.attackers);
  revroad_unit_set_clear (&leaving);
  revroad_unit_set_foreach (i, &named)
    {
      if (self->tracks.acting == REVROAD_NO_SIDE)
        side = b2c_def (self, (int) i)->side;
      break;
    }
  revroad_unit_set_foreach (i, &named)
    revroad_unit_set_add (b2c_def (self, (int) i)->side == side ? &f.attackers : &leaving, i);
  if (revroad_unit_set_is_empty (&f.attackers))
    b2c_default_attackers (self, side, from, assault, &f.attackers);
  if (revroad_unit_set_is_empty (&f.attackers))
    return;
  /* An assault rolls with its units already in the region it enters. */
  copy = muster_state_copy (state);
  probe = B2C_STATE (copy);
  revroad_unit_set_foreach (i, &f.attackers)
    b2c_unit (probe, (int) i)->region = (gint16) to;
  f.attacker = side;
  f.region = to;
  f.defenders = b2c_combatants (probe, revroad_side_other (side), to);
  revroad_unit_set_foreach (i, &leaving)
    revroad_unit_set_remove (&f.defenders, i);
  if (!revroad_unit_set_is_empty (&leaving))
    {
      /* The defenders named are the preview's, not the action's: whether
       * the action may be taken is asked without them. */
      g_autoptr(GStrvBuilder) own = g_strv_builder_new ();
      g_auto(GStrv) own_args = NULL;
      g_autoptr(GError) error = NULL;

      for (guint a = 0; args[a]; a++)
        {
          int u;

          if (a < first || !b2c_parse_unit (self, args[a], &u, NULL) || !revroad_unit_set_has (&leaving, (guint) u))
            g_strv_builder_add (own, args[a]);
        }
      own_args = g_strv_builder_end (own);
      preview->legal = muster_state_check (state, def->id, (const char * const *) own_args, FALSE, &error);
      g_clear_pointer (&preview->reason, g_free);
      preview->uncertain = FALSE;
      if (!preview->legal)
        muster_preview_refuse (preview, error);
    }
  if (!revroad_unit_set_is_empty (&leaving) && revroad_unit_set_is_empty (&f.defenders))
    {
      preview_all_retreat (preview, probe, side, &leaving);
      return;
    }
  f.cannon = cannon_in (probe, side, &f.attackers, to);
  preview_fight (preview, probe, &f, TRUE, TRUE, revroad_unit_set_is_empty (&leaving));
}

/* The attacker's choice (7.0), with the defenders who stood. */
void
b2c_preview_fight (MusterState            *state,
                   const MusterActionDef  *def,
                   const char * const     *args,
                   MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  B2cCombat *c = &self->combat;
  gboolean simultaneous = def->apply == b2c_apply_fight_simultaneous;
  Fight f;

  if (c->kind == B2C_COMBAT_NONE || !b2c_def_answers (def, b2c_top_ask (self)))
    return;
  f.attacker = (RevroadSide) c->attacker;
  f.region = c->region;
  f.attackers = c->attackers;
  f.defenders = c->defenders;
  f.cannon = c->cannon_used || cannon_in (self, f.attacker, &f.attackers, f.region);
  preview_fight (preview, self, &f, simultaneous, !simultaneous, FALSE);
}

/* 6.6: two dice, each 5-6 breaks one of the two Regulars. */
void
b2c_preview_ambush (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  add_d6 (preview, REVROAD_PATRIOT, _("Ambush, a die against each Regular"), 2, 5, NULL);
  muster_preview_add_outcome (preview, _("Regulars broken"), -1, muster_dist_new_hits (2, 6, 5, 6));
}

/* 6.7: a die for each piece of the column; each 6 breaks or wounds one. */
void
b2c_preview_snipe (MusterState            *state,
                   const MusterActionDef  *def,
                   const char * const     *args,
                   MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  RevroadUnitSet targets;
  int region;
  guint n;

  if (args == NULL || args[0] == NULL || !b2c_parse_region (self, args[0], &region, NULL))
    return;
  n = b2c_snipe_targets (self, region, &targets);
  add_d6 (preview, REVROAD_PATRIOT, _("Snipe, a die for each Regular and leader of the column"), n, 6, NULL);
  muster_preview_add_outcome (preview, _("Regulars broken and leaders wounded"), -1, muster_dist_new_hits (n, 6, 6, 6));
}

/* 7.1.3: a die on 6 for each retreating British unit, or every two
 * Patriot units. */
void
b2c_preview_opfire (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  RevroadUnitSet targets;
  guint n;

  if (self->combat.kind == B2C_COMBAT_NONE)
    return;
  n = b2c_opfire_dice (self, &targets);
  add_d6 (preview, (RevroadSide) self->combat.attacker, _("Opportunity fire at the retreating units"), n, 6, NULL);
  muster_preview_add_outcome (preview, _("Hits on the retreating units"), -1, muster_dist_new_hits (n, 6, 6, 6));
}

/* 14.1: the die thrown again hits as the dice of its group. */
void
b2c_preview_reroll (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  B2cCombat *c = &self->combat;
  B2cAsk *ask = b2c_top_ask (self);
  int die;
  guint hit_min;

  if (!b2c_def_answers (def, ask) || args == NULL || args[0] == NULL ||
      !muster_args_parse_int (args[0], "", 1, c->n_dice[ask->side], &die, NULL))
    return;
  hit_min = revroad_dice_pool_hit_min (&c->pool[ask->side], (guint) die - 1);
  add_d6 (preview, ask->side, _("The die thrown again"), 1, hit_min, NULL);
  muster_preview_add_outcome (preview, _("The die thrown again hits"), (7.0 - hit_min) / 6.0, NULL);
}

/* 6.10: a die plus the friends there less the Regulars; 6 or more. */
void
b2c_preview_escape (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  MusterRollPreview *roll;
  int u, mod, need;
  guint hit_min;

  if (args == NULL || args[0] == NULL || !b2c_parse_unit (self, args[0], &u, NULL) ||
      !revroad_unit_on_map (b2c_unit (self, u)))
    return;
  mod = b2c_escape_modifier (self, b2c_unit (self, u)->region);
  need = 6 - mod;
  hit_min = (guint) CLAMP (need, 1, 7);
  roll = muster_preview_add_roll (preview, "patriot", _("Escape die"), 1, 6, NULL,
                                  hit_min > 6 ? muster_dist_new_point (0) : muster_dist_new_hits (1, 6, hit_min, 6));
  muster_roll_add_modifier (roll, mod, _("One for each unbroken Militia and Minuteman there, less one for each unbroken Regular"),
                            "6.10", FALSE);
  muster_preview_add_outcome (preview, _("The captive escapes"), hit_min > 6 ? 0.0 : (7.0 - hit_min) / 6.0, NULL);
}

/* 6.12: the British patrol takes a Nightrider on a 6. */
void
b2c_preview_patrol (MusterState            *state,
                    const MusterActionDef  *def,
                    const char * const     *args,
                    MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  guint n = muster_args_count (args);
  gboolean rolls;

  if (!b2c_def_answers (def, ask) || ask->extra)
    return;  /* the free Call to Arms: nobody is captured */
  if (def->apply == b2c_apply_alert)
    rolls = TRUE;
  else
    rolls = n == 3 && g_str_equal (args[2], "risk");
  if (!rolls)
    return;
  add_d6 (preview, REVROAD_BRITISH, _("British patrol"), 1, 6, NULL);
  muster_preview_add_outcome (preview, _("The Nightrider is captured"), 1.0 / 6.0, NULL);
}

/* 5.1: the card sets the tracks; on equal actions a die says who starts
 * (odd: British, even: Patriot). Worked from what the whole table knows:
 * the draw pile, whatever somebody saw on top of it. */
void
b2c_preview_draw (MusterState            *state,
                  const MusterActionDef  *def,
                  const char * const     *args,
                  MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  MusterCardSet *set = muster_deck_get_card_set (self->deck);
  guint n = 0, british = 0, patriot = 0, tie = 0;
  MusterRollPreview *roll;

  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      const MusterCard *card = muster_card_set_get_card (set, i);
      int b = revroad_card_british (card), p = revroad_card_patriot (card);

      if (!muster_deck_contains_in_draw (self->deck, card->id))
        continue;
      n++;
      if (b > p)
        british++;
      else if (p > b)
        patriot++;
      else
        tie++;
    }
  if (n == 0)
    return;  /* the discards are shuffled in first: any card may come */
  roll = muster_preview_add_roll (preview, NULL, _("Who starts when the actions are equal"), 1, 6, NULL,
                                  muster_dist_new_die (6));
  muster_roll_add_modifier (roll, 0, _("An odd die: the British start; an even one: the Patriot"), "5.2", FALSE);
  muster_preview_add_outcome (preview, _("Equal actions: a die decides"), (double) tie / n, NULL);
  muster_preview_add_outcome (preview, _("The British act first"), (british + tie / 2.0) / n, NULL);
  muster_preview_add_outcome (preview, _("The Patriot acts first"), (patriot + tie / 2.0) / n, NULL);
}

/* 14.2 and 15.2: opportunity fire at a moving group. */
void
b2c_preview_move (MusterState            *state,
                  const MusterActionDef  *def,
                  const char * const     *args,
                  MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  RevroadSide side = ask != NULL ? ask->side : self->tracks.acting;
  RevroadSide enemy = revroad_side_other (side);
  gboolean landing = B2C_TAG_OP (def->tag) == B2C_OP_LAND;
  gboolean free_move = B2C_TAG_ANSWERS (def->tag) == B2C_ANSWERS (B2C_ASK_FREE_MOVE);
  int path[4];
  guint n_path = 0, n = 0;

  if (side == REVROAD_NO_SIDE || !b2c_move_path (self, def, args, path, &n_path))
    return;
  if (b2c_move_opfire (self, landing || free_move))
    {
      for (guint s = 0; s < n_path; s++)
        if (b2c_opfire_armed (self, enemy, path[s]))
          n++;
      if (n > 0)
        {
          add_d6 (preview, enemy, _("Opportunity fire from the regions entered"), n, 6, "14.2");
          muster_preview_add_outcome (preview, _("Hits on the moving units"), -1, muster_dist_new_hits (n, 6, 6, 6));
        }
    }
  if (b2c_solitaire_fires (self, side, landing))
    {
      g_autoptr(MusterDist) total = muster_dist_new_point (0);
      gboolean hidden = FALSE;

      for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
        {
          RevroadUnitSet units;
          RevroadDicePool pool;
          g_autofree char *label = NULL;
          g_autoptr(MusterDist) sum = NULL;
          MusterRollPreview *roll;
          int minutemen = 0, dice;

          if (!b2c_solitaire_exposed (self, (int) r, path, n_path))
            continue;
          revroad_unit_set_clear (&units);
          for (guint i = 0; i < b2c_n_units (self); i++)
            if (b2c_unit_combatant (self, (int) i, REVROAD_PATRIOT, (int) r) && !b2c_unit (self, (int) i)->flipped &&
                revroad_kind_is_military (b2c_def (self, (int) i)->kind))
              {
                revroad_unit_set_add (&units, i);
                hidden |= revroad_unit_is_hidden (b2c_def (self, (int) i), b2c_unit (self, (int) i));
                if (b2c_def (self, (int) i)->kind == REVROAD_KIND_MINUTEMAN)
                  minutemen++;
              }
          b2c_combat_pool (self, REVROAD_PATRIOT, &units, (int) r, &pool, NULL);
          dice = (int) revroad_dice_pool_count (&pool) / 5 + minutemen;
          if (dice <= 0)
            continue;
          label = g_strdup_printf (_("Patriot opportunity fire from %s"), b2c_region_name (self, (int) r));
          roll = muster_preview_add_roll (preview, "patriot", label, (guint) dice, 6, "6",
                                          muster_dist_new_hits ((guint) dice, 6, 6, 6));
          roll->hidden = hidden;
          muster_roll_add_modifier (roll, 0, _("A die for every five strength points there, and one for each Minuteman"),
                                    "15.2", FALSE);
          if (hidden)
            muster_roll_add_modifier (roll, 0, _("Hidden Militia counted at strength 1 until they are drawn"), "4.1", FALSE);
          sum = muster_dist_add (total, roll->dist);
          g_clear_pointer (&total, muster_dist_unref);
          total = g_steal_pointer (&sum);
        }
      if (preview->rolls->len > 0)
        {
          int spent = self->move.open ? self->move.opfire_hits : 0;

          muster_preview_add_outcome (preview, _("Hits on the moving British, at most two for the move"), -1,
                                      muster_dist_clamp (total, 0, MAX (0, 2 - spent)));
        }
    }
}

/* 7.1.2 and 11.0: British units retreating before combat may break. */
void
b2c_preview_retreat (MusterState            *state,
                     const MusterActionDef  *def,
                     const char * const     *args,
                     MusterPreview          *preview)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  g_autoptr(MusterDist) hits = NULL;
  RevroadUnitSet moving, alone, concord;
  int region;
  guint n_alone = 0, n_concord = 0, n_both = 0;

  if (!b2c_def_answers (def, ask) || ask->side != REVROAD_BRITISH ||
      !b2c_parse_region_units (self, args, 1, "", &region, &moving, NULL))
    return;
  b2c_unaccompanied_regulars (self, &moving, &alone);
  b2c_concord_retreaters (self, &moving, &concord);
  revroad_unit_set_foreach (i, &alone)
    if (revroad_unit_set_has (&concord, i))
      n_both++;
  n_alone = revroad_unit_set_count (&alone) - n_both;
  n_concord = revroad_unit_set_count (&concord) - n_both;
  if (n_alone + n_both > 0)
    add_d6 (preview, REVROAD_BRITISH, _("Regulars retreating without a leader: a 6 breaks one"), n_alone + n_both, 6, "7.1.2");
  if (n_concord + n_both > 0)
    add_d6 (preview, REVROAD_BRITISH, _("Retreating after Concord: a 6 is a hit"), n_concord + n_both, 6, "11.0");
  if (preview->rolls->len == 0)
    return;
  /* A Regular broken by the first roll does not roll the second. */
  hits = muster_dist_new_hits (n_alone + n_concord, 6, 6, 6);
  for (guint k = 0; k < n_both; k++)
    {
      g_autoptr(MusterDist) one = bernoulli (1.0 / 6 + 5.0 / 36);
      g_autoptr(MusterDist) sum = muster_dist_add (hits, one);

      g_clear_pointer (&hits, muster_dist_unref);
      hits = g_steal_pointer (&sum);
    }
  muster_preview_add_outcome (preview, _("Retreating units broken or hit"), -1, g_steal_pointer (&hits));
}
