/* bh-landing.c: landing zones and staging areas (3.5), Land Troops (6.10)
 * and reinforcements arriving on the turn track (12.1, 12.2, 11.3).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

int
bh_staging_pieces (BhState *self,
                   int      area)
{
  /* FAQ: leaders do not count toward the staging number. */
  return bh_count_military (self, area, REVROAD_BRITISH);
}

void
bh_update_staging (BhState     *self,
                   int          area,
                   MusterEntry *entry)
{
  const BhArea *a = bh_map_area (self->map, area);

  if (a->kind != BH_AREA_LAND || a->zone < 0 || self->staging_met[area])
    return;
  if (bh_staging_pieces (self, area) >= bh_map_area (self->map, a->zone)->staging)
    {
      self->staging_met[area] = TRUE;
      muster_entry_append_text (entry, _("%s has met its staging number of %d: its units may now move out (3.5)."),
                                a->name, bh_map_area (self->map, a->zone)->staging);
    }
}

int
bh_home_staging (BhState *self,
                 int      unit)
{
  if (unit < 0)
    return -1;
  if (bh_unit (self, unit)->spare > 0)
    return bh_unit (self, unit)->spare - 1;
  return bh_nearest_staging (self, bh_unit (self, unit)->region);
}

int
bh_nearest_staging (BhState *self,
                    int      area)
{
  int best = -1, best_d = G_MAXINT;

  if (area < 0)
    return -1;
  for (int i = 0; i < bh_map_get_n_areas (self->map); i++)
    {
      const BhArea *a = bh_map_area (self->map, i);
      int d;

      if (a->kind != BH_AREA_LAND || a->zone < 0)
        continue;
      d = bh_map_distance (self->map, area, i);
      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }
  return best;
}

gboolean
bh_do_land_troops (MusterState            *state,
                   const MusterActionDef  *action_def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int zone, staging, transport, military = 0;
  const BhArea *za, *sa;
  RevroadUnitSet listed, here, landing;

  if (muster_args_count (args) < 2)
    return bh_invalid (error, _("Usage: %s"), "land-troops ZONE STAGING-AREA [COUNTER...]");
  if ((zone = bh_parse_area (self, args[0], _("landing zone"), error)) < 0 ||
      (staging = bh_parse_area (self, args[1], _("staging area"), error)) < 0)
    return FALSE;
  revroad_unit_set_clear (&listed);
  if (args[2] != NULL && !bh_parse_units (self, args + 2, &listed, error))
    return FALSE;
  if (!bh_can_take (self, REVROAD_BRITISH, "6.10 Land Troops", error))
    return FALSE;
  za = bh_map_area (self->map, zone);
  sa = bh_map_area (self->map, staging);
  if (za->kind != BH_AREA_ZONE)
    return bh_illegal (error, _("6.10 Land Troops: %s is not a landing zone"), za->name);
  if (sa->kind != BH_AREA_LAND)
    return bh_illegal (error, _("6.10 Land Troops: troops land in a staging area on the peninsula"));
  transport = za->transport;
  /* 12.2 and the FAQ: two units per landing action in zones 1 and 2. */
  if (self->solitaire && (za->zone_number == 1 || za->zone_number == 2))
    transport = MAX (transport, 2);

  here = bh_units_in (self, zone, REVROAD_BRITISH);
  if (revroad_unit_set_is_empty (&here))
    return bh_illegal (error, _("6.10 Land Troops: no British counters wait in %s"), za->name);
  revroad_unit_set_foreach (i, &listed)
    if (!revroad_unit_set_has (&here, i))
      return bh_illegal (error, _("6.10 Land Troops: %s is not in %s"), bh_def (self, i)->name, za->name);

  revroad_unit_set_clear (&landing);
  revroad_unit_set_foreach (i, &here)
    {
      if (!revroad_unit_set_is_empty (&listed) && !revroad_unit_set_has (&listed, i))
        continue;
      if (bh_is_military (self, i))
        {
          if (revroad_unit_set_is_empty (&listed) && military >= transport)
            continue;
          military++;
        }
      revroad_unit_set_add (&landing, i);
    }
  if (military > transport)
    {
      if (!bh_map_reconstructed (self->map, zone, "transport"))
        return bh_illegal (error, _("3.5 Transport number: %s lands at most %d units per action (leaders go free)"),
                           za->name, transport);
      if (!bh_uncertain (entry, error, _("3.5 Transport number: %s lands at most %d units per action on the reconstructed board (leaders go free)"),
                         za->name, transport))
        return FALSE;
    }
  if (sa->zone != zone)
    {
      if (!bh_map_reconstructed (self->map, staging, "zone"))
        return bh_illegal (error, _("3.5 %s is not a staging area of %s"), sa->name, za->name);
      if (!bh_uncertain (entry, error, _("3.5 %s is not a staging area of %s on the reconstructed board"), sa->name, za->name))
        return FALSE;
    }
  if (self->ablaze[staging])
    return bh_illegal (error, _("6.5 No counter may enter a region that is ablaze"));
  if (bh_side_present (self, staging, REVROAD_PATRIOT) &&
      !bh_uncertain (entry, error, _("6.10 Land Troops: %s holds Patriot counters; the rules do not say troops may land among them"), sa->name))
    return FALSE;

  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, "6.10");
  revroad_unit_set_foreach (i, &landing)
    {
      RevroadUnit *u = bh_unit (self, i);

      bh_move_unit (self, i, staging);
      u->markers |= REVROAD_MARK_MOVED | BH_MARK_LANDED;
      u->spare = (gint16) (staging + 1);
    }
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d counter lands from %s in %s.",
                                 "%d counters land from %s in %s.", (int) revroad_unit_set_count (&landing)), (int) revroad_unit_set_count (&landing),
                            za->name, sa->name);
  bh_update_staging (self, staging, entry);
  bh_spend_action (self, REVROAD_BRITISH);
  return TRUE;
}

static GPtrArray *
groups_of (BhState *self)
{
  return self->solitaire ? self->data->solo_groups : self->data->groups;
}

/* Counters of set-up group @g (their roster group is “g3”, or “s3” for the
 * solitaire track). */
static RevroadUnitSet
group_units (BhState *self,
             int      g)
{
  g_autofree char *tag = g_strdup_printf ("%c%d", self->solitaire ? 's' : 'g', g);

  return bh_units_tagged (self, tag);
}

static int
militia_in_play (BhState *self)
{
  int n = 0;

  for (int i = 0; i < bh_n_units (self); i++)
    if (bh_def (self, i)->kind == REVROAD_KIND_MILITIA &&
        (bh_unit (self, i)->place == REVROAD_PLACE_MAP || bh_unit (self, i)->place == REVROAD_PLACE_ELIMINATED))
      n++;
  return n;
}

static void
place_group (BhState     *self,
             int          g,
             int          area,
             MusterEntry *entry)
{
  RevroadUnitSet units = group_units (self, g);
  int placed = 0, short_of = 0;

  revroad_unit_set_foreach (i, &units)
    {
      RevroadUnit *u = bh_unit (self, i);

      if (u->place != REVROAD_PLACE_WAITING)
        continue;
      /* The counter mix holds 21 hidden militia (12.1). */
      if (bh_def (self, i)->kind == REVROAD_KIND_MILITIA && militia_in_play (self) >= self->data->hidden_militia)
        {
          u->place = REVROAD_PLACE_REMOVED;
          short_of++;
          continue;
        }
      bh_move_unit (self, i, area);
      placed++;
    }
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "Reinforcements: %d counter arrives in %s.",
                                 "Reinforcements: %d counters arrive in %s.", placed), placed,
                            bh_map_area (self->map, area)->name);
  if (short_of > 0)
    muster_entry_append_text (entry, _("%d militia cannot come: all 21 hidden militia counters are in play."), short_of);
}

void
bh_arrive (BhState     *self,
           MusterEntry *entry)
{
  GPtrArray *groups = groups_of (self);

  for (guint g = 0; g < groups->len; g++)
    {
      BhGroup *group = g_ptr_array_index (groups, g);
      int area;

      /* Groups of turn 1 are placed with the set-up. */
      if (group->turn != self->tracks.turn || group->turn == 1)
        continue;
      area = bh_map_find (self->map, group->at);
      if (area >= 0 && !(group->any_zone_option && self->opt_any_zone))
        {
          place_group (self, (int) g, area, entry);
          continue;
        }
      {
        BhPending *p = bh_push_pending (self, BH_PEND_REINFORCE, REVROAD_BRITISH, -1, group->section);
        p->group = (int) g;
        muster_entry_append_text (entry, _("British reinforcements arrive: choose their landing zone (%s)."), group->section);
      }
    }
}

/* The landing zones a reinforcement group may use. */
static gboolean
zone_allowed (BhState *self,
              BhGroup *group,
              int      zone)
{
  const BhArea *za = bh_map_area (self->map, zone);

  if (za->kind != BH_AREA_ZONE)
    return FALSE;
  if (group->any_zone_option && self->opt_any_zone)
    return TRUE;
  if (g_strcmp0 (group->at, "objective-zone") == 0)
    {
      if (self->opt_any_zone)
        return TRUE;
      for (int k = 0; k < self->solo.n_zones; k++)
        if (self->solo.zones[k] == zone)
          return TRUE;
      return FALSE;
    }
  if (g_strcmp0 (group->at, "choose-zone") == 0)
    return g_strv_contains ((const char * const *) group->zones, za->id);
  return g_strcmp0 (group->at, za->id) == 0;
}

gboolean
bh_do_reinforce (MusterState            *state,
                 const MusterActionDef  *action_def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  BhPending *p = bh_pending_head (self);
  BhGroup *group;
  int zone;

  if (p == NULL || p->kind != BH_PEND_REINFORCE)
    return bh_illegal (error, _("12.1 No reinforcements are waiting for a landing zone"));
  if (!muster_args_check_count (args, 1, 1, "reinforce ZONE", error))
    return FALSE;
  if ((zone = bh_parse_area (self, args[0], _("landing zone"), error)) < 0)
    return FALSE;
  group = g_ptr_array_index (groups_of (self), p->group);
  if (!zone_allowed (self, group, zone))
    {
      if (self->opt_any_zone)
        return bh_illegal (error, _("11.3 Reinforcements land in a landing zone"));
      return bh_illegal (error, _("%s These reinforcements may not use that landing zone (11.3 would allow any)"),
                         group->section);
    }
  muster_entry_set_side (entry, "british");
  muster_entry_set_rule (entry, group->section);
  place_group (self, p->group, zone, entry);
  bh_pop_pending (self);
  return TRUE;
}
