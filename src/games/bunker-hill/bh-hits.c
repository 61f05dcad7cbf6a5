/* bh-hits.c: hits and the decisions that follow them: allocating hits
 * (7.0, 6.3, 6.4, 6.9, 11.1, 12.2), panicked units fleeing ranged fire (9.1),
 * Ablaze markers and the counters they drive out (4.6, 6.4).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-private.h"

BhPending *
bh_pending_head (BhState *self)
{
  return self->n_pending > 0 ? &self->pending[0] : NULL;
}

BhPending *
bh_push_pending (BhState     *self,
                 BhPendKind   kind,
                 RevroadSide  side,
                 int          region,
                 const char  *rule)
{
  BhPending *p;

  if (self->n_pending >= BH_MAX_PENDING)
    {
      /* Cannot happen in play (a few decisions at a time); dropping the
       * oldest keeps the state consistent if it ever did. */
      bh_pop_pending (self);
    }
  p = &self->pending[self->n_pending++];
  memset (p, 0, sizeof *p);
  p->kind = kind;
  p->side = side;
  p->region = region;
  p->group = -1;
  g_strlcpy (p->rule, rule, sizeof p->rule);
  return p;
}

void
bh_pop_pending (BhState *self)
{
  if (self->n_pending == 0)
    return;
  memmove (&self->pending[0], &self->pending[1], sizeof (BhPending) * (self->n_pending - 1));
  self->n_pending--;
}

static gboolean
eligible (BhState         *self,
          const BhPending *p,
          int              i)
{
  const RevroadUnit *u = bh_unit (self, i);
  const RevroadUnitDef *def = bh_def (self, i);

  if (u->place != REVROAD_PLACE_MAP || u->region != p->region || def->side != p->side)
    return FALSE;
  if ((p->flags & BH_ALLOC_HEALTHY_ONLY) && u->flipped)
    return FALSE;
  if ((p->flags & BH_ALLOC_NO_CANNON) && def->kind == REVROAD_KIND_CANNON)
    return FALSE;
  if ((p->flags & BH_ALLOC_NO_LANDED) && def->kind == REVROAD_KIND_LEADER &&
      (u->markers & BH_MARK_LANDED))
    return FALSE;
  return TRUE;
}

RevroadUnitSet
bh_alloc_candidates (BhState         *self,
                     const BhPending *p)
{
  RevroadUnitSet out;

  revroad_unit_set_clear (&out);
  revroad_unit_set_foreach (i, &p->units)
    if (eligible (self, p, i))
      revroad_unit_set_add (&out, i);
  return out;
}

/* How many of the hits the candidates can take at all. */
static int
capacity (BhState         *self,
          const BhPending *p)
{
  RevroadUnitSet c = bh_alloc_candidates (self, p);
  int n = 0;

  revroad_unit_set_foreach (i, &c)
    n += (p->flags & (BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_ONCE_EACH)) || bh_unit (self, i)->flipped ? 1 : 2;
  return n;
}

/* 4.1: breaking a hidden militia needs its strength: reveal it first. */
static gboolean
hit (BhState      *self,
     int           i,
     MusterEntry  *entry,
     MusterChance *chance,
     GError      **error)
{
  if (!bh_reveal (self, i, entry, chance, error))
    return FALSE;
  bh_hit_unit (self, i, entry);
  return TRUE;
}

static gboolean
redoubt_or_wall (BhState *self,
                 int      region)
{
  BhFeature f = bh_map_area (self->map, region)->feature;

  return f == BH_FEATURE_REDOUBT || f == BH_FEATURE_RAIL_FENCE || f == BH_FEATURE_STONE_WALL;
}

/* 12.2: after a hit, a die picks the counter that takes it. */
static gboolean
random_hits (BhState      *self,
             BhPending    *p,
             MusterEntry  *entry,
             MusterChance *chance,
             GError      **error)
{
  RevroadUnitSet hit_once;

  revroad_unit_set_clear (&hit_once);
  for (int h = 0; h < p->hits; h++)
    {
      int choices[REVROAD_MAX_UNITS];
      int n = 0;
      guint pick = 0;
      RevroadUnitSet c = bh_alloc_candidates (self, p);

      revroad_unit_set_foreach (i, &c)
        {
          if ((p->flags & BH_ALLOC_ONCE_EACH) && revroad_unit_set_has (&hit_once, i))
            continue;
          /* 12.2 Casualties: at most one leader per battle action. */
          if (bh_is_leader (self, i) && self->leaders_hit > 0)
            continue;
          choices[n++] = (int) i;
        }
      if (n == 0)
        {
          muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d hit finds no counter to take it and is lost.",
                                 "%d hits find no counter to take them and are lost.", p->hits - h), p->hits - h);
          break;
        }
      if (n > 1 && !muster_chance_pick (chance, (guint) n, _("counter hit (12.2)"), &pick, error))
        return FALSE;
      if (bh_is_leader (self, choices[pick]))
        self->leaders_hit++;
      revroad_unit_set_add (&hit_once, choices[pick]);
      muster_entry_append_text (entry, _("The hit falls on %s (12.2)."), bh_def (self, choices[pick])->name);
      if (!hit (self, choices[pick], entry, chance, error))
        return FALSE;
    }
  return TRUE;
}

static void
finish_allocation (BhState     *self,
                   BhPending   *p,
                   MusterEntry *entry)
{
  int region = p->region;
  guint flags = p->flags;

  bh_pop_pending (self);
  if (flags & BH_ALLOC_RANGED)
    bh_after_ranged (self, region, entry);
}

gboolean
bh_queue_hits (BhState              *self,
               RevroadSide           target_side,
               int                   region,
               int                   hits,
               guint                 flags,
               RevroadSide           by,
               const RevroadUnitSet *only,
               MusterEntry          *entry,
               MusterChance         *chance,
               GError              **error)
{
  BhPending *p;

  if (hits > 0 && by == REVROAD_BRITISH && target_side == REVROAD_PATRIOT &&
      self->opt_redoubt_walls && redoubt_or_wall (self, region) &&
      bh_count_military (self, region, REVROAD_PATRIOT) > 0 &&
      !(self->walls_used & (G_GUINT64_CONSTANT (1) << region)))
    {
      /* 11.1: once per British combat action against the region. */
      self->walls_used |= G_GUINT64_CONSTANT (1) << region;
      hits--;
      muster_entry_append_text (entry, _("The Patriots in %s ignore the first British hit (11.1)."),
                                bh_map_area (self->map, region)->name);
    }
  if (hits <= 0)
    {
      if (flags & BH_ALLOC_RANGED)
        bh_after_ranged (self, region, entry);
      return TRUE;
    }

  p = bh_push_pending (self, BH_PEND_ALLOCATE, target_side, region, "7.0");
  p->hits = hits;
  p->flags = flags;
  if (only != NULL)
    p->units = *only;
  else
    p->units = bh_units_in (self, region, target_side);

  if (self->solitaire)
    {
      /* The pending entry is only a carrier for the constraints: move it
       * out of the queue order by resolving it at once. */
      BhPending copy = *p;

      self->n_pending--;
      if (!random_hits (self, &copy, entry, chance, error))
        return FALSE;
      if (flags & BH_ALLOC_RANGED)
        bh_after_ranged (self, region, entry);
      return TRUE;
    }
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s must apply %d hit in %s (7.0).",
                                 "%s must apply %d hits in %s (7.0).", hits),
                            bh_side_name (target_side), hits, bh_map_area (self->map, region)->name);
  return TRUE;
}

/* Applies every hit the counters can take when no choice is left. */
static gboolean
auto_allocate (BhState      *self,
               BhPending    *p,
               MusterEntry  *entry,
               MusterChance *chance,
               GError      **error,
               gboolean     *done)
{
  RevroadUnitSet c = bh_alloc_candidates (self, p);
  int cap = capacity (self, p);
  int n = (int) revroad_unit_set_count (&c);

  *done = FALSE;
  if (n == 0)
    {
      muster_entry_append_text (entry, _("No counter can take the hits; they are lost."));
      finish_allocation (self, p, entry);
      *done = TRUE;
      return TRUE;
    }
  if (cap <= p->hits)
    {
      /* Every counter takes all it can: the order does not matter. */
      revroad_unit_set_foreach (i, &c)
        {
          if (!hit (self, (int) i, entry, chance, error))
            return FALSE;
          if (!(p->flags & (BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_ONCE_EACH)) && bh_unit (self, i)->place == REVROAD_PLACE_MAP)
            bh_hit_unit (self, i, entry);
        }
      if (cap < p->hits)
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d hit beyond what the counters can take is lost.",
                                 "%d hits beyond what the counters can take are lost.", p->hits - cap), p->hits - cap);
      finish_allocation (self, p, entry);
      *done = TRUE;
      return TRUE;
    }
  {
    /* When every candidate is the same kind of counter in the same state,
     * the choice changes nothing: the hits go to them in turn. */
    const RevroadUnitDef *first_def = NULL;
    const RevroadUnit *first = NULL;
    gboolean same = TRUE;

    revroad_unit_set_foreach (i, &c)
      {
        const RevroadUnitDef *def = bh_def (self, i);
        const RevroadUnit *u = bh_unit (self, i);

        if (first == NULL)
          {
            first = u;
            first_def = def;
            continue;
          }
        same &= def->kind == first_def->kind && u->flipped == first->flipped && u->markers == first->markers &&
                u->strength == first->strength && def->kind != REVROAD_KIND_LEADER;
      }
    if (!same)
      return TRUE;
    for (int h = 0; h < p->hits; h++)
      {
        int target = -1;

        /* Spread the hits: unbroken counters before broken ones, unless a
         * counter may take two hits and all are already broken. */
        revroad_unit_set_foreach (i, &c)
          if (target < 0 && bh_unit (self, i)->place == REVROAD_PLACE_MAP && !bh_unit (self, i)->flipped)
            target = (int) i;
        if (target < 0 && !(p->flags & (BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_ONCE_EACH)))
          {
            revroad_unit_set_foreach (i, &c)
              if (target < 0 && bh_unit (self, i)->place == REVROAD_PLACE_MAP)
                target = (int) i;
          }
        if (target < 0)
          break;
        if (!hit (self, target, entry, chance, error))
          return FALSE;
      }
    finish_allocation (self, p, entry);
    *done = TRUE;
    return TRUE;
  }
}

gboolean
bh_do_allocate (MusterState            *state,
                const MusterActionDef  *action_def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhPending *p = bh_pending_head (self);
  int need, count = (int) muster_args_count (args);
  RevroadUnitSet hit_once;
  int order[REVROAD_MAX_UNITS];

  if (p == NULL || p->kind != BH_PEND_ALLOCATE)
    return bh_illegal (error, _("7.0 Battles: no hits are waiting to be applied"));
  need = MIN (p->hits, capacity (self, p));
  if (count != need)
    return bh_invalid (error, g_dngettext (GETTEXT_PACKAGE, "7.0 Battles: name %d counter, one for each hit (a counter may be named twice to take a second hit)",
                                 "7.0 Battles: name %d counters, one for each hit (a counter may be named twice to take a second hit)", need), need);

  revroad_unit_set_clear (&hit_once);
  for (int k = 0; k < count; k++)
    {
      int i = bh_find_unit (self, args[k]);

      if (i < 0)
        return bh_invalid (error, _("There is no counter “%s”"), args[k]);
      order[k] = i;
    }
  muster_entry_set_side (entry, revroad_side_id (p->side));
  muster_entry_set_rule (entry, "7.0");
  for (int k = 0; k < count; k++)
    {
      int i = order[k];

      if (!revroad_unit_set_has (&p->units, i) || !eligible (self, p, i))
        {
          if ((p->flags & BH_ALLOC_HEALTHY_ONLY) && revroad_unit_set_has (&p->units, i))
            return bh_illegal (error, _("%s These hits go only to unbroken or healthy counters, one each"), p->rule);
          return bh_illegal (error, _("%s %s cannot take these hits: it is not among the counters hit in %s"),
                             p->rule, bh_def (self, i)->name, bh_map_area (self->map, p->region)->name);
        }
      if ((p->flags & BH_ALLOC_ONCE_EACH) && revroad_unit_set_has (&hit_once, i))
        return bh_illegal (error, _("6.3 Cannonade: each healthy counter takes at most one hit"));
      revroad_unit_set_add (&hit_once, i);
      if (!hit (self, i, entry, chance, error))
        return FALSE;
    }
  finish_allocation (self, p, entry);
  return TRUE;
}

void
bh_after_ranged (BhState     *self,
                 int          region,
                 MusterEntry *entry)
{
  RevroadUnitSet set = bh_units_in (self, region, REVROAD_PATRIOT);

  /* 9.1: panicked units that survive ranged fire run three more regions. */
  revroad_unit_set_foreach (i, &set)
    if (bh_unit (self, i)->markers & REVROAD_MARK_PANIC)
      bh_flee (self, i, 3, entry);
}

void
bh_set_ablaze (BhState     *self,
               int          region,
               MusterEntry *entry)
{
  self->ablaze[region] = TRUE;
  muster_entry_append_text (entry, _("%s is ablaze (4.6)."), bh_map_area (self->map, region)->name);
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    if (bh_side_present (self, region, (RevroadSide) s))
      bh_push_pending (self, BH_PEND_EVACUATE, (RevroadSide) s, region, "6.4");
}

/* Where counters driven out of @region may go. */
static int
evacuation_targets (BhState     *self,
                    int          region,
                    RevroadSide  side,
                    int         *out)
{
  int nb[BH_MAX_AREAS];
  int n = bh_map_land_neighbours (self->map, region, nb);
  int m = 0;

  for (int k = 0; k < n; k++)
    if (!self->ablaze[nb[k]] && !bh_side_present (self, nb[k], revroad_side_other (side)))
      out[m++] = nb[k];
  return m;
}

static void
evacuate (BhState     *self,
          int          from,
          int          to,
          const RevroadUnitSet *units,
          MusterEntry *entry)
{
  revroad_unit_set_foreach (i, units)
    {
      bh_move_unit (self, i, to);
      muster_entry_append_text (entry, _("%s leaves the fire for %s (6.4)."),
                                bh_def (self, i)->name, bh_map_area (self->map, to)->name);
    }
}

static gboolean
passable (BhState     *self,
          int          r,
          RevroadSide  side)
{
  return bh_map_area (self->map, r)->kind == BH_AREA_LAND && !self->ablaze[r] &&
         !bh_side_present (self, r, revroad_side_other (side));
}

/* The nearest region with room for @need more military units (7.1: further
 * only past full regions), going out from @start through regions the side
 * may enter and never back through the fire; -1 when there is none. */
static int
nearest_room (BhState     *self,
              int          fire,
              int          start,
              RevroadSide  side,
              int          need)
{
  gboolean seen[BH_MAX_AREAS] = { FALSE };
  int queue[BH_MAX_AREAS], head = 0, tail = 0;

  seen[fire] = TRUE;
  seen[start] = TRUE;
  queue[tail++] = start;
  while (head < tail)
    {
      int r = queue[head++];
      int nb[BH_MAX_AREAS];
      int n = bh_map_land_neighbours (self->map, r, nb);

      if (r != start && bh_stack_ok (self, r, side, bh_count_military (self, r, side) + need))
        return r;
      for (int k = 0; k < n; k++)
        if (!seen[nb[k]] && passable (self, nb[k], side))
          {
            seen[nb[k]] = TRUE;
            queue[tail++] = nb[k];
          }
    }
  return -1;
}

static gboolean
auto_evacuate (BhState     *self,
               BhPending   *p,
               MusterEntry *entry)
{
  RevroadUnitSet set = bh_units_in (self, p->region, p->side);
  int targets[BH_MAX_AREAS];
  int n, to;

  if (revroad_unit_set_is_empty (&set))
    {
      bh_pop_pending (self);
      return TRUE;
    }
  n = evacuation_targets (self, p->region, p->side, targets);
  if (n == 0)
    {
      /* 6.4: nowhere to go but fire and water: the counters are lost. */
      muster_entry_append_text (entry, _("No region next to %s is free of fire and of the enemy, so the %s counters there have nowhere to go and are destroyed (6.4)."),
                                bh_map_area (self->map, p->region)->name, bh_side_name (p->side));
      revroad_unit_set_foreach (i, &set)
        {
          bh_unit (self, i)->flipped = TRUE;
          bh_hit_unit (self, i, entry);
        }
      bh_pop_pending (self);
      return TRUE;
    }
  if (n > 1)
    return FALSE;
  /* One way out: everybody takes it, and goes on past full regions to the
   * nearest with room, as a retreat may (7.1); with no room anywhere they
   * overstack where they came out. */
  to = bh_stack_ok (self, targets[0], p->side, bh_count_military (self, targets[0], p->side) + bh_military_in (self, &set))
       ? targets[0] : nearest_room (self, p->region, p->region, p->side, bh_military_in (self, &set));
  if (to < 0)
    {
      to = targets[0];
      self->overstacked |= G_GUINT64_CONSTANT (1) << to;
      muster_entry_append_text (entry, _("With no room anywhere, %s is overstacked (7.1)."), bh_map_area (self->map, to)->name);
    }
  evacuate (self, p->region, to, &set, entry);
  bh_pop_pending (self);
  return TRUE;
}

gboolean
bh_do_evacuate (MusterState            *state,
                const MusterActionDef  *action_def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhPending *p = bh_pending_head (self);
  RevroadUnitSet set, units;
  int path[BH_MAX_AREAS], n_path, moving;

  if (p == NULL || p->kind != BH_PEND_EVACUATE)
    return bh_illegal (error, _("6.4 Bombard: no counters have to leave an ablaze region"));
  set = bh_units_in (self, p->region, p->side);
  if (!bh_parse_path (self, args, path, &n_path, &units, error))
    return FALSE;
  revroad_unit_set_foreach (i, &units)
    if (!revroad_unit_set_has (&set, i))
      return bh_illegal (error, _("6.4 Bombard: %s is not in the ablaze region"), bh_def (self, i)->name);
  if (n_path == 0)
    return bh_invalid (error, _("Usage: %s"), "evacuate REGION [REGION...] [COUNTER...]");
  if (revroad_unit_set_is_empty (&units))
    units = set;
  moving = bh_military_in (self, &units);

  muster_entry_set_side (entry, revroad_side_id (p->side));
  muster_entry_set_rule (entry, "6.4");
  for (int k = 0; k < n_path; k++)
    {
      int r = path[k];
      int prev = k == 0 ? p->region : path[k - 1];

      if (!passable (self, r, p->side))
        return bh_illegal (error, _("6.4 Bombard: counters leaving a fire go into land regions that are not ablaze and hold no enemy"));
      if (!bh_check_adjacent (self, prev, r, "6.4 Bombard", error))
        return FALSE;
      if (k + 1 < n_path && bh_stack_ok (self, r, p->side, bh_count_military (self, r, p->side) + moving))
        return bh_illegal (error, _("7.1 Counters go on past a region only when it is full (%s is not)"),
                           bh_map_area (self->map, r)->name);
    }
  if (!bh_stack_ok (self, path[n_path - 1], p->side, bh_count_military (self, path[n_path - 1], p->side) + moving))
    {
      /* 7.1: past a full region to the nearest one with room beyond it;
       * with no room to be found, they may overstack. */
      int beyond = nearest_room (self, p->region, path[n_path - 1], p->side, moving);

      if (beyond >= 0)
        path[n_path++] = beyond;
      else if (nearest_room (self, p->region, p->region, p->side, moving) >= 0)
        return bh_illegal (error, _("3.0 Stacking: %s is full and there is no room beyond it; choose another way out"),
                           bh_map_area (self->map, path[n_path - 1])->name);
      else
        self->overstacked |= G_GUINT64_CONSTANT (1) << path[n_path - 1];
    }
  evacuate (self, p->region, path[n_path - 1], &units, entry);
  set = bh_units_in (self, p->region, p->side);
  if (revroad_unit_set_is_empty (&set))
    bh_pop_pending (self);
  return TRUE;
}

gboolean
bh_settle_pending (BhState      *self,
                   MusterEntry  *entry,
                   MusterChance *chance,
                   GError      **error)
{
  while (self->n_pending > 0 && !self->over)
    {
      BhPending *p = bh_pending_head (self);
      gboolean done = FALSE;

      switch (p->kind)
        {
        case BH_PEND_ALLOCATE:
          if (!auto_allocate (self, p, entry, chance, error, &done))
            return FALSE;
          break;
        case BH_PEND_EVACUATE:
          done = auto_evacuate (self, p, entry);
          break;
        case BH_PEND_SPREAD:
          {
            int cand[BH_MAX_AREAS];
            int n = bh_spread_candidates (self, p->region, cand);

            if (n == 0)
              {
                muster_entry_append_text (entry, _("The fire from %s finds nothing left to burn (5.3)."),
                                          bh_map_area (self->map, p->region)->name);
                bh_pop_pending (self);
                done = TRUE;
              }
            else if (n == 1)
              {
                bh_pop_pending (self);
                bh_set_ablaze (self, cand[0], entry);
                done = TRUE;
              }
          }
          break;
        case BH_PEND_PANIC:
          {
            g_autoptr(GArray) regions = bh_panic_regions (self);

            if (regions->len == 0)
              {
                muster_entry_append_text (entry, _("No militia stands next to the British: no panic check this turn (9.1)."));
                bh_pop_pending (self);
                done = TRUE;
              }
          }
          break;
        case BH_PEND_COURAGE:
          if (revroad_unit_set_is_empty (&p->units))
            {
              bh_pop_pending (self);
              done = TRUE;
            }
          break;
        case BH_PEND_FIRE_SPREAD:
        case BH_PEND_REINFORCE:
        case BH_PEND_WRONG_AMMO:
        default:
          break;
        }
      if (!done)
        break;
    }
  return TRUE;
}
