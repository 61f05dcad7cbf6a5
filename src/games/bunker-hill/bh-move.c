/* bh-move.c: Land Move (6.5), Naval Move (6.6), Rally (6.7), Reorganize the
 * Line (6.8) and the courage checks at Charlestown Neck (3.4).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "bh-private.h"

static gboolean
group_has_leader (BhState              *self,
                  const RevroadUnitSet *units)
{
  revroad_unit_set_foreach (i, units)
    if (bh_is_leader (self, i))
      return TRUE;
  return FALSE;
}

typedef enum
{
  GOAL_NONE,
  GOAL_BROKEN,      /* 4.1: broken units without a leader */
  GOAL_DEMORALIZED, /* 9.2: militia of demoralized Patriots */
} GoalReason;

/* The region every step of a move must bring the group nearer to, or -1:
 * broken units without a leader (4.1) and demoralized militia (9.2). */
static int
move_goal (BhState              *self,
           const RevroadUnitSet *units,
           RevroadSide           side,
           GoalReason           *reason)
{
  gboolean broken = FALSE, militia = FALSE;
  int home = -1;

  *reason = GOAL_NONE;
  revroad_unit_set_foreach (i, units)
    {
      if (bh_is_military (self, i) && bh_unit (self, i)->flipped)
        {
          broken = TRUE;
          if (home < 0)
            home = bh_home_staging (self, i);
        }
      if (bh_def (self, i)->kind == REVROAD_KIND_MILITIA)
        militia = TRUE;
    }
  if (side == REVROAD_PATRIOT && militia && self->demoralized[REVROAD_PATRIOT])
    {
      *reason = GOAL_DEMORALIZED;
      return bh_map_muster_box (self->map);
    }
  if (broken && !group_has_leader (self, units))
    {
      *reason = GOAL_BROKEN;
      return side == REVROAD_PATRIOT ? bh_map_neck (self->map) : home;
    }
  return -1;
}

/* The limits of 6.5 a way must keep; a search leaves some out to find the
 * one that blocks a move. */
typedef enum
{
  WAY_STEPS     = 1 << 0,  /* three regions, four for leaders alone */
  WAY_STACKING  = 1 << 1,  /* no passing through a region it would overstack */
  WAY_DIRECTION = 1 << 2,  /* 4.1, 9.2 */
  WAY_TOWN      = 1 << 3,  /* the British stop in a town region (3.3) */
  WAY_ENEMY     = 1 << 4,  /* a move ends next to unbroken enemy units */
  WAY_ALL       = 0x1f,
  /* Only what no correction of a reconstructed border could lift: a stop
   * next to the enemy counts across confirmed borders only, and the
   * direction limits, measured along the map's borders, count only once
   * the players have confirmed every border (docs/bunker-hill.md). */
  WAY_SURE      = 1 << 5,
} WayLimits;

typedef struct
{
  RevroadSide side;
  int         moving;   /* military units in the group */
  int         goal;     /* see move_goal */
  GoalReason  reason;
  int         goal_dist[BH_MAX_AREAS];
  /* Where every counter stands: the state does not change while a way is
   * looked for. */
  BhRegionUnits in;
} Mover;

static void
mover_init (BhState              *self,
            const RevroadUnitSet *units,
            Mover                *m)
{
  m->side = REVROAD_BRITISH;
  revroad_unit_set_foreach (i, units)
    m->side = bh_def (self, i)->side;
  m->moving = bh_military_in (self, units);
  m->goal = move_goal (self, units, m->side, &m->reason);
  if (m->goal >= 0)
    bh_map_distances (self->map, m->goal, m->goal_dist);
  bh_units_by_region (self, m->in);
}

/* Counters may pass through @node (6.5): land, not ablaze, no enemy, and
 * with room for the group when stacking counts. */
static gboolean
node_open (BhState     *self,
           int          node,
           const Mover *m,
           WayLimits    limits)
{
  const BhArea *a = bh_map_area (self->map, node);

  if (a->kind == BH_AREA_MUSTER)
    return m->side == REVROAD_PATRIOT;
  if (a->kind != BH_AREA_LAND || self->ablaze[node])
    return FALSE;
  if (!revroad_unit_set_is_empty (&m->in[node][revroad_side_other (m->side)]))
    return FALSE;
  return !(limits & WAY_STACKING) ||
         bh_stack_ok (self, node, m->side, bh_military_in (self, &m->in[node][m->side]) + m->moving);
}

/* 6.5: a move ends on entering a region next to unbroken enemy units, and
 * for the British on entering a town region (the rulebook's ten, 3.3). */
static gboolean
node_stops (BhState     *self,
            int          node,
            const Mover *m,
            WayLimits    limits)
{
  if ((limits & WAY_TOWN) && m->side == REVROAD_BRITISH &&
      bh_map_area (self->map, node)->terrain == BH_TERRAIN_TOWN)
    return TRUE;
  return (limits & WAY_ENEMY) &&
         bh_enemy_units_next_to_in (self, (const RevroadUnitSet (*)[REVROAD_N_SIDES]) m->in, node, m->side,
                                    (limits & WAY_SURE) != 0) >= 0;
}

/* A breadth-first search for a way from @from to @to keeping @limits.
 * Returns its length, or -1; @prev (may be NULL) gets each region's
 * predecessor on the way found. */
static int
find_way (BhState     *self,
          const Mover *m,
          int          from,
          int          to,
          int          max_steps,
          WayLimits    limits,
          int         *prev)
{
  int dist[BH_MAX_AREAS], queue[BH_MAX_AREAS];
  int head = 0, tail = 0;
  int n = bh_map_get_n_areas (self->map);
  gboolean direction = m->goal >= 0 && (limits & WAY_DIRECTION) &&
                       !((limits & WAY_SURE) && bh_map_graph_reconstructed (self->map));

  for (int i = 0; i < n; i++)
    dist[i] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int r = queue[head++];
      GArray *list;

      if (r == to)
        return dist[r];
      if (((limits & WAY_STEPS) && dist[r] >= max_steps) || (r != from && node_stops (self, r, m, limits)))
        continue;
      list = revroad_map_neighbours (bh_map_get_graph (self->map), r);
      for (guint j = 0; j < list->len; j++)
        {
          int s = g_array_index (list, int, j);

          if (dist[s] >= 0 || !node_open (self, s, m, limits))
            continue;
          if (direction && m->goal_dist[s] >= m->goal_dist[r])
            continue;
          dist[s] = dist[r] + 1;
          if (prev != NULL)
            prev[s] = r;
          queue[tail++] = s;
        }
    }
  return -1;
}

/* The first region on the way @prev leads to @to where @limits stop the
 * group, or -1. */
static int
first_stop (BhState     *self,
            const Mover *m,
            int          from,
            int          to,
            const int   *prev,
            WayLimits    limits)
{
  int way[BH_MAX_AREAS], n = 0;

  for (int r = to; r != from && n < BH_MAX_AREAS; r = prev[r])
    way[n++] = r;
  for (int k = n - 1; k > 0; k--)
    if (node_stops (self, way[k], m, limits))
      return way[k];
  return -1;
}

/* 6.5: may @units go from @from to @to? If not, says which limit keeps
 * them, as a refusal that is uncertain when a correction of the map's
 * reconstructed borders could lift it. */
static gboolean
check_way (BhState              *self,
           const RevroadUnitSet *units,
           int                   from,
           int                   to,
           MusterEntry          *entry,
           GError              **error)
{
  Mover m;
  int max_steps, d, prev[BH_MAX_AREAS], stop;
  const char *fname = bh_map_area (self->map, from)->name;
  const char *tname = bh_map_area (self->map, to)->name;
  g_autofree char *why = NULL;

  mover_init (self, units, &m);
  max_steps = m.moving > 0 ? 3 : 4;
  if (find_way (self, &m, from, to, max_steps, WAY_ALL, NULL) >= 0)
    return TRUE;

  if ((d = find_way (self, &m, from, to, max_steps, 0, NULL)) < 0)
    why = g_strdup_printf (_("6.5 Land Move: every way from %s to %s goes through a region that is ablaze or held by the enemy"),
                           fname, tname);
  else if (find_way (self, &m, from, to, max_steps, WAY_STEPS, NULL) < 0)
    why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "6.5 Land Move: the shortest way from %s to %s clear of fire and of the enemy takes %d region, and a move goes at most three regions (four for leaders alone)",
                                        "6.5 Land Move: the shortest way from %s to %s clear of fire and of the enemy takes %d regions, and a move goes at most three regions (four for leaders alone)",
                                        d),
                           fname, tname, d);
  else if (find_way (self, &m, from, to, max_steps, WAY_STEPS | WAY_STACKING, NULL) < 0)
    why = g_strdup_printf (_("6.5 Land Move: counters may not pass through a region where they would overstack, and every way from %s to %s within reach does"),
                           fname, tname);
  else if (find_way (self, &m, from, to, max_steps, WAY_STEPS | WAY_STACKING | WAY_DIRECTION, NULL) < 0)
    {
      if (m.reason == GOAL_DEMORALIZED)
        why = g_strdup_printf (_("9.2 Patriot demoralization: militia move only toward the Muster Box, and no way to %s within reach does"),
                               tname);
      else if (m.side == REVROAD_PATRIOT)
        why = g_strdup_printf (_("4.1 Broken Patriot units moving without a leader go only toward Charlestown Neck, and no way to %s within reach does"),
                               tname);
      else
        why = g_strdup_printf (_("4.1 Broken British units moving without a leader go only toward their staging area (%s), and no way to %s within reach does"),
                               bh_map_area (self->map, m.goal)->name, tname);
    }
  else
    {
      WayLimits base = WAY_STACKING | WAY_DIRECTION | WAY_STEPS;

      find_way (self, &m, from, to, max_steps, base, prev);
      if (find_way (self, &m, from, to, max_steps, base | WAY_TOWN, NULL) < 0)
        {
          stop = first_stop (self, &m, from, to, prev, WAY_TOWN);
          why = g_strdup_printf (_("6.5 Land Move: British counters stop in the first Charlestown region they enter, and every way from %s to %s within reach enters one first (%s)"),
                                 fname, tname, bh_map_area (self->map, stop >= 0 ? stop : to)->name);
        }
      else if (find_way (self, &m, from, to, max_steps, base | WAY_ENEMY, NULL) < 0)
        {
          stop = first_stop (self, &m, from, to, prev, WAY_ENEMY);
          why = g_strdup_printf (_("6.5 Land Move: a move ends in the first region next to unbroken enemy units, and every way from %s to %s within reach enters one first (%s)"),
                                 fname, tname, bh_map_area (self->map, stop >= 0 ? stop : to)->name);
        }
      else
        why = g_strdup_printf (_("6.5 Land Move: every way from %s to %s within reach ends early, in a Charlestown region (British counters stop there) or next to unbroken enemy units"),
                               fname, tname);
    }

  if (find_way (self, &m, from, to, max_steps, WAY_ALL | WAY_SURE, NULL) < 0)
    return bh_illegal (error, "%s", why);
  return bh_uncertain (entry, error, _("%s, as the reconstructed map draws its borders"), why);
}

/* 3.4: militia entering the Neck from the Muster Box while the fleet lies in
 * the Charles face a courage check; 12.2: in the solitaire game each
 * leader going with them spares one. Adds those of @units, which have just
 * left the Muster Box together, that must roll to @courage. */
static void
add_courage_checks (BhState              *self,
                    const RevroadUnitSet *units,
                    RevroadUnitSet       *courage)
{
  int exempt = 0;

  if (self->fleet != bh_map_fleet_box (self->map, BH_FLEET_CHARLES))
    return;
  if (self->solitaire)
    {
      revroad_unit_set_foreach (i, units)
        if (bh_is_leader (self, i))
          exempt++;
    }
  revroad_unit_set_foreach (i, units)
    if (bh_def (self, i)->kind == REVROAD_KIND_MILITIA)
      {
        if (exempt > 0)
          exempt--;
        else
          revroad_unit_set_add (courage, i);
      }
}

static void
queue_courage_checks (BhState              *self,
                      const RevroadUnitSet *courage,
                      MusterEntry          *entry)
{
  BhPending *p;
  int n = (int) revroad_unit_set_count (courage);

  if (n == 0)
    return;
  p = bh_push_pending (self, BH_PEND_COURAGE, REVROAD_PATRIOT, bh_map_neck (self->map), "3.4");
  p->units = *courage;
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                "The fleet in the Charles River fires on the Neck: %d militia must pass a courage check (3.4).",
                                                "The fleet in the Charles River fires on the Neck: %d militia must pass a courage check (3.4).",
                                                n),
                            n);
}

typedef struct
{
  int            dest;
  RevroadUnitSet units;
} MoveGroup;

gboolean
bh_do_land_move (MusterState            *state,
                 const MusterActionDef  *action_def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  RevroadSide enemy = revroad_side_other (side);
  MoveGroup groups[BH_MAX_AREAS];
  int n_groups = 0, from, box = bh_map_muster_box (self->map), neck = bh_map_neck (self->map);
  RevroadUnitSet here, claimed, movable, courage;
  const BhArea *fa;
  int leaving_military = 0;

  if (muster_args_count (args) < 2)
    return bh_invalid (error, _("Usage: %s"), "land-move FROM TO [COUNTER...] [TO [COUNTER...]]...");
  if ((from = bh_parse_area (self, args[0], _("region"), error)) < 0)
    return FALSE;
  revroad_unit_set_clear (&claimed);
  for (guint k = 1; args[k] != NULL; k++)
    {
      int r = bh_map_find (self->map, args[k]);
      int i = bh_find_unit (self, args[k]);

      if (r >= 0)
        {
          groups[n_groups].dest = r;
          revroad_unit_set_clear (&groups[n_groups].units);
          n_groups++;
        }
      else if (i >= 0 && n_groups > 0)
        {
          if (revroad_unit_set_has (&claimed, i))
            return bh_invalid (error, _("%s is named twice"), args[k]);
          revroad_unit_set_add (&groups[n_groups - 1].units, i);
          revroad_unit_set_add (&claimed, i);
        }
      else
        return bh_invalid (error, _("“%s” is neither a region nor a counter"), args[k]);
    }
  if (!bh_can_act (self, side, error) || !bh_check_own (self, side, from, &claimed, error))
    return FALSE;

  fa = bh_map_area (self->map, from);
  if (fa->kind == BH_AREA_ZONE)
    return bh_illegal (error, _("6.10 Land Troops: units leave a landing zone only with the Land Troops action"));
  here = bh_units_in (self, from, side);
  revroad_unit_set_clear (&movable);
  revroad_unit_set_foreach (i, &here)
    if (bh_unit_active (self, i) && !(bh_unit (self, i)->markers & REVROAD_MARK_MOVED))
      revroad_unit_set_add (&movable, i);

  /* Counters named must be able to move; a group without names takes every
   * movable counter nobody else named. */
  revroad_unit_set_foreach (i, &claimed)
    {
      const RevroadUnitDef *def = bh_def (self, i);

      if (!revroad_unit_set_has (&here, i))
        return bh_illegal (error, _("6.5 Land Move: %s is not a %s counter in %s"), def->name,
                           bh_side_name (side), fa->name);
      if (bh_unit (self, i)->markers & REVROAD_MARK_PANIC)
        return bh_illegal (error, _("9.1 Panic: %s is panicked and may not be activated"), def->name);
      if (bh_unit (self, i)->markers & REVROAD_MARK_MOVED)
        return bh_illegal (error, _("4.10 %s has already moved this turn"), def->name);
    }
  for (int g = 0; g < n_groups; g++)
    if (revroad_unit_set_is_empty (&groups[g].units))
      {
        revroad_unit_set_foreach (i, &movable)
          if (!revroad_unit_set_has (&claimed, i))
            {
              revroad_unit_set_add (&groups[g].units, i);
              revroad_unit_set_add (&claimed, i);
            }
        if (revroad_unit_set_is_empty (&groups[g].units))
          return bh_illegal (error, _("6.5 Land Move: no %s counter in %s can move (each moves once a turn)"),
                             bh_side_name (side), fa->name);
      }
  for (int g = 0; g < n_groups; g++)
    leaving_military += bh_military_in (self, &groups[g].units);

  /* 3.5: a staging area releases nobody until its staging number is met;
   * FAQ: at most three units leave a staging area with one action. */
  if (side == REVROAD_BRITISH && fa->kind == BH_AREA_LAND && fa->zone >= 0)
    {
      const BhArea *zone = bh_map_area (self->map, fa->zone);

      bh_update_staging (self, from, entry);
      if (!self->staging_met[from])
        {
          if (!bh_map_reconstructed (self->map, fa->zone, "staging"))
            return bh_illegal (error, _("3.5 Staging areas: %s needs %d pieces before any may move out (it has %d)"),
                               fa->name, zone->staging, bh_staging_pieces (self, from));
          if (!bh_uncertain (entry, error, _("3.5 Staging areas: %s needs %d pieces before any may move out (it has %d; the number is reconstructed)"),
                             fa->name, zone->staging, bh_staging_pieces (self, from)))
            return FALSE;
        }
      if (leaving_military > BH_STACK_LIMIT)
        return bh_illegal (error, _("FAQ Staging areas: no more than three units move out of a staging area at a time"));
    }
  if (self->solitaire && side == REVROAD_BRITISH && fa->zone >= 0 && leaving_military > BH_STACK_LIMIT)
    return bh_illegal (error, _("12.2 Stacking: at most three British units in a staging area take part in one action"));

  /* Each group on its own: destination, stacking, then a path. */
  for (int g = 0; g < n_groups; g++)
    {
      int to = groups[g].dest;
      const BhArea *ta = bh_map_area (self->map, to);
      int moving = bh_military_in (self, &groups[g].units);
      int others = 0;

      if (to == from)
        return bh_illegal (error, _("6.5 Land Move: the destination must be another region"));
      if (ta->kind == BH_AREA_MUSTER && side != REVROAD_PATRIOT)
        return bh_illegal (error, _("3.2 Patriot Muster Box: no British counter may enter it"));
      if (ta->kind != BH_AREA_LAND && ta->kind != BH_AREA_MUSTER)
        return bh_illegal (error, _("6.5 Land Move: counters move between land regions (landing zones are left by Land Troops only)"));
      if (self->ablaze[to])
        return bh_illegal (error, _("6.5 Land Move: no counter may enter a Charlestown region that is ablaze"));
      if (bh_side_present (self, to, enemy))
        return bh_illegal (error, _("6.5 Land Move: %s holds enemy counters; only an Assault goes in"), ta->name);
      for (int h = 0; h < g; h++)
        if (groups[h].dest == to)
          others += bh_military_in (self, &groups[h].units);
      if (!bh_stack_ok (self, to, side, bh_count_military (self, to, side) + others + moving))
        return bh_illegal (error, _("3.0 Stacking: %s would hold more than three %s military units"),
                           ta->name, bh_side_name (side));
      if (!check_way (self, &groups[g].units, from, to, entry, error))
        return FALSE;
    }

  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "6.5");
  revroad_unit_set_clear (&courage);
  for (int g = 0; g < n_groups; g++)
    {
      int to = groups[g].dest;

      /* 12.2 Charlestown Neck: against objectives 3, 5 and 6 the Patriot
       * Bot's reinforcements roll: 1-3 they stop in the Neck. */
      if (from == box && to != neck && self->solitaire && self->player == REVROAD_BRITISH &&
          (self->solo.objective == 3 || self->solo.objective == 5 || self->solo.objective == 6))
        {
          guint die;

          if (!revroad_roll_d6 (chance, REVROAD_PATRIOT, _("reinforcements at the Neck (12.2)"), 0, &die, error))
            return FALSE;
          self->neck_roll = (int) die;
          if (die <= 3 && bh_stack_ok (self, neck, side, bh_count_military (self, neck, side) + bh_military_in (self, &groups[g].units)))
            {
              muster_entry_append_text (entry, _("The reinforcements roll %u: they stop in the Neck (12.2)."), die);
              to = neck;
            }
          else
            muster_entry_append_text (entry, _("The reinforcements roll %u and move on (12.2)."), die);
        }

      revroad_unit_set_foreach (i, &groups[g].units)
        {
          bh_move_unit (self, i, to);
          bh_unit (self, i)->markers |= REVROAD_MARK_MOVED;
        }
      if (from == box)
        add_courage_checks (self, &groups[g].units, &courage);
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d counter moves from %s to %s.",
                                 "%d counters move from %s to %s.", (int) revroad_unit_set_count (&groups[g].units)),
                                (int) revroad_unit_set_count (&groups[g].units), fa->name,
                                bh_map_area (self->map, to)->name);
      bh_update_staging (self, to, entry);
    }
  bh_spend_action (self, side);
  queue_courage_checks (self, &courage, entry);
  return TRUE;
}

gboolean
bh_do_courage (MusterState            *state,
               const MusterActionDef  *action_def,
               MusterEntry            *entry,
               MusterChance           *chance,
               GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhPending *p = bh_pending_head (self);
  int box = bh_map_muster_box (self->map);

  if (p == NULL || p->kind != BH_PEND_COURAGE)
    return bh_illegal (error, _("3.4 Charlestown Neck: no militia is waiting for a courage check"));
  if (!muster_args_check_count (args, 0, 0, "courage-check", error))
    return FALSE;
  muster_entry_set_side (entry, "patriot");
  muster_entry_set_rule (entry, "3.4");
  revroad_unit_set_foreach (i, &p->units)
    {
      guint die;
      int total;

      if (bh_unit (self, i)->place != REVROAD_PLACE_MAP)
        continue;
      if (!bh_reveal (self, i, entry, chance, error))
        return FALSE;
      if (!revroad_roll_d6 (chance, REVROAD_PATRIOT, _("courage check (3.4)"), 0, &die, error))
        return FALSE;
      total = (int) die + MAX (0, bh_unit_strength (self, i, FALSE));
      if (total <= 3)
        {
          bh_move_unit (self, i, box);
          bh_unit (self, i)->markers |= REVROAD_MARK_MOVED;
          muster_entry_append_text (entry, _("%s rolls %u + %d = %d and turns back to the Muster Box (3.4)."),
                                    bh_def (self, i)->name, die, total - (int) die, total);
        }
      else
        muster_entry_append_text (entry, _("%s rolls %u + %d = %d and crosses the Neck (3.4)."),
                                  bh_def (self, i)->name, die, total - (int) die, total);
    }
  bh_pop_pending (self);
  return TRUE;
}

gboolean
bh_do_naval_move (MusterState            *state,
                  const MusterActionDef  *action_def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int to;

  if (!muster_args_check_count (args, 1, 1, "naval-move BOX", error))
    return FALSE;
  if ((to = bh_parse_area (self, args[0], _("fleet box"), error)) < 0)
    return FALSE;
  if (!bh_can_take (self, REVROAD_BRITISH, "6.6 Naval Move", error))
    return FALSE;
  if (bh_map_area (self->map, to)->kind != BH_AREA_FLEET)
    return bh_illegal (error, _("4.5 Naval Fleet: the fleet is always in one of the three fleet boxes"));
  if (to == self->fleet || !bh_map_adjacent (self->map, self->fleet, to))
    return bh_illegal (error, _("6.6 Naval Move: the fleet moves to an adjacent fleet box (Boston Harbor borders both rivers)"));
  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "6.6");
  muster_entry_append_text (entry, _("The fleet sails from %s to %s."), bh_map_area (self->map, self->fleet)->name,
                            bh_map_area (self->map, to)->name);
  self->fleet = to;
  bh_spend_action (self, REVROAD_BRITISH);
  return TRUE;
}

gboolean
bh_do_reorganize (MusterState            *state,
                  const MusterActionDef  *action_def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  int a, b, count[2], activated = 0, box = bh_map_muster_box (self->map);
  RevroadUnitSet units, in_a, in_b, from_box, courage;

  if (muster_args_count (args) < 2)
    return bh_invalid (error, _("Usage: %s"), "reorganize REGION REGION [COUNTER...]");
  if ((a = bh_parse_area (self, args[0], _("region"), error)) < 0 ||
      (b = bh_parse_area (self, args[1], _("region"), error)) < 0)
    return FALSE;
  revroad_unit_set_clear (&units);
  revroad_unit_set_clear (&courage);
  if (args[2] != NULL && !bh_parse_units (self, args + 2, &units, error))
    return FALSE;
  if (!bh_can_act (self, side, error) || !bh_check_own (self, side, -1, &units, error))
    return FALSE;
  if (!bh_side_present (self, a, side) && !bh_side_present (self, b, side) &&
      (!bh_check_own (self, side, a, NULL, error) || !bh_check_own (self, side, b, NULL, error)))
    return FALSE;
  if (a == b ||
      !(bh_map_area (self->map, a)->kind == BH_AREA_LAND || (side == REVROAD_PATRIOT && bh_map_area (self->map, a)->kind == BH_AREA_MUSTER)) ||
      !(bh_map_area (self->map, b)->kind == BH_AREA_LAND || (side == REVROAD_PATRIOT && bh_map_area (self->map, b)->kind == BH_AREA_MUSTER)))
    return bh_illegal (error, _("6.8 Reorganize the Line: two different land regions (the Muster Box too, for Patriots)"));
  if (self->ablaze[a] || self->ablaze[b])
    return bh_illegal (error, _("6.5 No counter may enter a region that is ablaze"));
  if (bh_side_present (self, a, revroad_side_other (side)) || bh_side_present (self, b, revroad_side_other (side)))
    return bh_illegal (error, _("6.8 Reorganize the Line: both regions must be free of enemy counters"));
  in_a = bh_units_in (self, a, side);
  in_b = bh_units_in (self, b, side);
  if (revroad_unit_set_is_empty (&units))
    {
      revroad_unit_set_foreach (i, &in_a)
        if (bh_unit_active (self, i) && !(bh_unit (self, i)->markers & REVROAD_MARK_MOVED))
          revroad_unit_set_add (&units, i);
      revroad_unit_set_foreach (i, &in_b)
        if (bh_unit_active (self, i) && !(bh_unit (self, i)->markers & REVROAD_MARK_MOVED))
          revroad_unit_set_add (&units, i);
    }
  if (revroad_unit_set_is_empty (&units))
    return bh_illegal (error, _("6.8 Reorganize the Line: no counter without a Moved marker to reorganize"));
  count[0] = bh_count_military (self, a, side);
  count[1] = bh_count_military (self, b, side);
  revroad_unit_set_foreach (i, &units)
    {
      const RevroadUnitDef *def = bh_def (self, i);
      const RevroadUnit *u = bh_unit (self, i);

      if (!revroad_unit_set_has (&in_a, i) && !revroad_unit_set_has (&in_b, i))
        return bh_illegal (error, _("6.8 Reorganize the Line: %s is in neither region"), def->name);
      if (u->markers & REVROAD_MARK_MOVED)
        return bh_illegal (error, _("6.8 Reorganize the Line: %s has a Moved marker"), def->name);
      if (u->markers & REVROAD_MARK_PANIC)
        return bh_illegal (error, _("9.1 Panic: %s is panicked and may not be activated"), def->name);
      if (bh_is_military (self, i))
        {
          activated++;
          if (u->region == a)
            count[0]--, count[1]++;
          else
            count[1]--, count[0]++;
        }
    }
  /* 6.8: stacking counts only when the trade is done. */
  if (!bh_stack_ok (self, a, side, count[0]) || !bh_stack_ok (self, b, side, count[1]))
    return bh_illegal (error, _("6.8 Reorganize the Line: stacking must hold once the counters have traded places (3.0)"));
  if (self->solitaire && side == REVROAD_BRITISH && activated > BH_STACK_LIMIT &&
      (bh_map_area (self->map, a)->zone >= 0 || bh_map_area (self->map, b)->zone >= 0))
    return bh_illegal (error, _("12.2 Stacking: at most three British units in a staging area take part in one action"));
  if (!bh_check_adjacent (self, a, b, "6.8 Reorganize the Line", error))
    return FALSE;

  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "6.8");
  revroad_unit_set_clear (&from_box);
  revroad_unit_set_foreach (i, &units)
    {
      int at = bh_unit (self, i)->region;
      int to = at == a ? b : a;

      if (at == box)
        revroad_unit_set_add (&from_box, i);
      bh_move_unit (self, i, to);
      bh_unit (self, i)->markers |= REVROAD_MARK_MOVED;
    }
  /* 3.2 makes the Muster Box a region next to the Neck, so the line may be
   * reorganized across it; militia going into the Neck that way face the
   * fleet's fire as on a Land Move (3.4, docs/bunker-hill.md). */
  add_courage_checks (self, &from_box, &courage);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d counter trades places between %s and %s.",
                                 "%d counters trade places between %s and %s.", (int) revroad_unit_set_count (&units)),
                            (int) revroad_unit_set_count (&units), bh_map_area (self->map, a)->name,
                            bh_map_area (self->map, b)->name);
  bh_update_staging (self, a, entry);
  bh_update_staging (self, b, entry);
  bh_spend_action (self, side);
  queue_courage_checks (self, &courage, entry);
  return TRUE;
}

gboolean
bh_do_rally (MusterState            *state,
             const MusterActionDef  *action_def,
             MusterEntry            *entry,
             MusterChance           *chance,
             GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = bh_acting_side (self);
  int region, leaders = 0;
  RevroadUnitSet listed, here, broken, order;
  int ordered[REVROAD_MAX_UNITS], n_ordered = 0;
  gboolean solo_rules = self->solitaire || self->opt_solo_rally;

  if (muster_args_count (args) < 1)
    return bh_invalid (error, _("Usage: %s"), "rally REGION [UNIT...]");
  if ((region = bh_parse_area (self, args[0], _("region"), error)) < 0)
    return FALSE;
  revroad_unit_set_clear (&listed);
  if (args[1] != NULL && !bh_parse_units (self, args + 1, &listed, error))
    return FALSE;
  if (!bh_can_act (self, side, error) || !bh_check_own (self, side, region, &listed, error))
    return FALSE;
  if (self->demoralized[side])
    return bh_illegal (error, side == REVROAD_PATRIOT ? _("9.2 Patriot demoralization: the Patriots may not Rally")
                                                     : _("9.3 British demoralization: the British may not Rally"));
  here = bh_units_in (self, region, side);
  revroad_unit_set_clear (&broken);
  revroad_unit_set_foreach (i, &here)
    {
      const RevroadUnitDef *def = bh_def (self, i);
      const RevroadUnit *u = bh_unit (self, i);

      if (def->kind == REVROAD_KIND_LEADER && !(u->markers & REVROAD_MARK_RALLIED))
        leaders++;
      if (bh_is_military (self, i) && u->flipped && def->kind != REVROAD_KIND_CANNON &&
          !(u->markers & REVROAD_MARK_PANIC))
        revroad_unit_set_add (&broken, i);
    }
  revroad_unit_set_foreach (i, &listed)
    {
      const RevroadUnitDef *def = bh_def (self, i);

      if (!revroad_unit_set_has (&here, i))
        return bh_illegal (error, _("6.7 Rally: %s is not in %s"), def->name, bh_map_area (self->map, region)->name);
      if (def->kind == REVROAD_KIND_CANNON)
        return bh_illegal (error, _("6.7 Rally: a damaged field cannon may not be rallied"));
      if (bh_unit (self, i)->markers & REVROAD_MARK_PANIC)
        return bh_illegal (error, _("9.1 Panic: %s is panicked and may not be activated"), def->name);
      if (!revroad_unit_set_has (&broken, i))
        return bh_illegal (error, _("6.7 Rally: %s is not a broken unit"), def->name);
    }
  if (revroad_unit_set_is_empty (&broken))
    return bh_illegal (error, _("6.7 Rally: %s holds no broken %s unit that may rally"), bh_map_area (self->map, region)->name,
                       bh_side_name (side));
  if (!solo_rules && leaders == 0)
    return bh_illegal (error, _("6.7 Rally: a leader who has not rallied this turn must be in the region"));

  /* The order in which units are rallied: as named, else roster order. */
  order = revroad_unit_set_is_empty (&listed) ? broken : listed;
  if (revroad_unit_set_is_empty (&listed))
    revroad_unit_set_foreach (i, &broken)
      ordered[n_ordered++] = (int) i;
  else
    for (guint k = 1; args[k] != NULL; k++)
      {
        int i = bh_find_unit (self, args[k]);
        gboolean dup = FALSE;

        for (int j = 0; j < n_ordered; j++)
          dup |= ordered[j] == i;
        if (!dup)
          ordered[n_ordered++] = i;
      }
  if (self->solitaire && side == REVROAD_BRITISH && bh_map_area (self->map, region)->zone >= 0 &&
      revroad_unit_set_count (&order) > BH_STACK_LIMIT)
    return bh_illegal (error, _("12.2 Stacking: at most three British units in a staging area take part in one action"));

  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, solo_rules ? "12.2" : "6.7");
  if (solo_rules)
    {
      if (!bh_solo_rally_roll (self, region, ordered, n_ordered, entry, chance, error))
        return FALSE;
    }
  else
    {
      if ((int) revroad_unit_set_count (&listed) > leaders)
        return bh_illegal (error, g_dngettext (GETTEXT_PACKAGE, "6.7 Rally: each leader rallies one unit a turn; %d leader may rally here",
                                 "6.7 Rally: each leader rallies one unit a turn; %d leaders may rally here", leaders), leaders);
      revroad_unit_set_foreach (i, &order)
        {
          int leader = -1;

          if (leaders == 0)
            break;
          revroad_unit_set_foreach (l, &here)
            if (leader < 0 && bh_is_leader (self, l) && !(bh_unit (self, l)->markers & REVROAD_MARK_RALLIED))
              leader = (int) l;
          bh_unit (self, leader)->markers |= REVROAD_MARK_RALLIED;
          bh_unit (self, i)->flipped = FALSE;
          leaders--;
          muster_entry_append_text (entry, _("%s rallies %s."), bh_def (self, leader)->name, bh_def (self, i)->name);
          bh_adjust_morale (self, side, 1, entry, _("a unit rallied"));
        }
    }
  bh_spend_action (self, side);
  return TRUE;
}
