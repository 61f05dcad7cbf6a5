/* bh-pending.c: the decision a game of Bunker Hill waits for, in the
 * core's one shape (muster-pending.h): who answers, under which section, a
 * sentence for the table, the counters or regions the answer may name, and
 * answers the engine accepts now, each with its words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

static const char *
area_name (BhState *self,
           int      r)
{
  return bh_map_area (self->map, r)->name;
}

/* Suggests @action with @args when the engine accepts it; one that only an
 * override of a reconstructed check lets through says so. */
static gboolean
suggest (MusterPending      *pending,
         BhState            *self,
         const char         *action,
         const char * const *args,
         const char         *label)
{
  static const char * const none[] = { NULL };

  if (args == NULL)
    args = none;
  if (muster_state_check (MUSTER_STATE (self), action, args, FALSE, NULL))
    muster_pending_suggest (pending, action, args, label);
  else if (muster_state_check (MUSTER_STATE (self), action, args, TRUE, NULL))
    {
      g_autofree char *past = g_strdup_printf (_("%s (past a check on reconstructed data)"), label);

      muster_pending_suggest (pending, action, args, past);
    }
  else
    return FALSE;
  return TRUE;
}

static void
add_counters (MusterPending        *pending,
              BhState              *self,
              const RevroadUnitSet *set)
{
  revroad_unit_set_foreach (i, set)
    muster_pending_add_item (pending, bh_def (self, i)->id, bh_def (self, i)->name);
}

/* The counters the allocations name, for people: “Minutemen 4 twice,
 * Militia 2”. */
static char *
allocation_words (BhState            *self,
                  const char * const *args)
{
  GString *out = g_string_new (NULL);

  for (guint k = 0; args[k] != NULL; k++)
    {
      int i = bh_find_unit (self, args[k]);
      gboolean twice = args[k + 1] != NULL && g_str_equal (args[k], args[k + 1]);

      if (k > 0 && g_str_equal (args[k], args[k - 1]))
        continue;
      g_string_append_printf (out, "%s%s%s", out->len ? ", " : "", i >= 0 ? bh_def (self, i)->name : args[k],
                              twice ? _(" (two hits)") : "");
    }
  return g_string_free (out, FALSE);
}

static void
allocate (MusterPending   *pending,
          BhState         *self,
          const BhPending *p)
{
  const MusterActionDef *def = bh_action_def (BH_ACT_ALLOCATE);
  RevroadUnitSet c = bh_alloc_candidates (self, p);
  g_autoptr(GPtrArray) tries = bh_candidates (MUSTER_STATE (self), def);
  guint offered = 0;

  add_counters (pending, self, &c);
  for (guint k = 0; k < tries->len && offered < 4; k++)
    {
      const char * const *args = g_ptr_array_index (tries, k);
      g_autofree char *words = allocation_words (self, args);
      g_autofree char *label = g_strdup_printf (_("Hits on %s"), words);
      gboolean seen = FALSE;

      for (guint j = 0; j < pending->suggestions->len; j++)
        seen |= g_strcmp0 (((MusterSuggestion *) g_ptr_array_index (pending->suggestions, j))->label, label) == 0;
      if (!seen && suggest (pending, self, def->id, args, label))
        offered++;
    }
}

/* The words of a suggestion naming a region. */
typedef char *(*RegionWords) (const char *name);

static char *
words_to (const char *name)
{
  return g_strdup_printf (_("To %s"), name);
}

static char *
words_fire_reaches (const char *name)
{
  return g_strdup_printf (_("The fire reaches %s"), name);
}

static char *
words_panic_check (const char *name)
{
  return g_strdup_printf (_("Panic check in %s"), name);
}

/* Each neighbour of @region the answer may go to. */
static void
ways_out (MusterPending *pending,
          BhState       *self,
          const char    *action,
          int            region,
          RegionWords    words)
{
  GArray *nb = revroad_map_neighbours (bh_map_get_graph (self->map), region);

  for (guint k = 0; k < nb->len; k++)
    {
      int r = g_array_index (nb, int, k);
      const char *args[] = { bh_map_area (self->map, r)->id, NULL };
      g_autofree char *label = words (area_name (self, r));

      if (suggest (pending, self, action, args, label))
        muster_pending_add_item (pending, args[0], area_name (self, r));
    }
}

static void
regions (MusterPending *pending,
         BhState       *self,
         const char    *action,
         const int     *list,
         int            n,
         RegionWords    words)
{
  for (int k = 0; k < n; k++)
    {
      const char *args[] = { bh_map_area (self->map, list[k])->id, NULL };
      g_autofree char *label = words (area_name (self, list[k]));

      muster_pending_add_item (pending, args[0], area_name (self, list[k]));
      suggest (pending, self, action, args, label);
    }
}

static MusterPending *
assault_decision (BhState *self)
{
  const BhAssault *a = &self->assault;
  RevroadSide side = bh_acting_side (self);
  RevroadUnitSet here = bh_units_in (self, a->target, side);
  const char *target = area_name (self, a->target);
  MusterPending *pending;

  if (a->step == BH_ASSAULT_DEF_CHOICE)
    {
      g_autofree char *text = g_strdup_printf (_("The Patriots defending %s fire their free round at the attackers, which costs one ammunition, or hold it to save ammunition (8.0)."),
                                               target);

      pending = muster_pending_new (revroad_side_id (side), "8.0", text);
      pending->place = g_strdup (bh_map_area (self->map, a->target)->id);
      muster_pending_add_action (pending, "defensive-fire");
      suggest (pending, self, "defensive-fire", (const char * const[]) { "fire", NULL },
               _("Fire the free round (1 ammunition)"));
      suggest (pending, self, "defensive-fire", (const char * const[]) { "hold", NULL }, _("Hold it"));
      if (self->opt_more_ammo)
        {
          suggest (pending, self, "defensive-fire", (const char * const[]) { "fire", "hit4", NULL },
                   _("Fire, hitting on 4-6 (2 more ammunition, 11.2)"));
          suggest (pending, self, "defensive-fire", (const char * const[]) { "fire", "hit3", NULL },
                   _("Fire, hitting on 3-6 (4 more ammunition, 11.2)"));
        }
      return pending;
    }

  {
    g_autofree char *text = NULL;

    if (a->step == BH_ASSAULT_PRE_RETREAT)
      text = g_strdup_printf (_("Before the battle for %s, the Patriot defenders may pull back their minutemen and leaders, each militia going only with one of them, or stay (7.1)."),
                              target);
    else if (a->step == BH_ASSAULT_ATTACKER_DECIDE)
      text = g_strdup_printf (_("The %s attackers in %s may fall back to %s or press on (7.1)."),
                              bh_side_name (side), target, area_name (self, a->origin));
    else
      text = g_strdup_printf (_("The %s defenders of %s may retreat to the rear or stand for another round (7.1)."),
                              bh_side_name (side), target);
    pending = muster_pending_new (revroad_side_id (side), "7.1", text);
  }
  pending->place = g_strdup (bh_map_area (self->map, a->target)->id);
  muster_pending_add_action (pending, "stand");
  muster_pending_add_action (pending, "retreat");
  add_counters (pending, self, &here);
  suggest (pending, self, "stand", NULL, a->step == BH_ASSAULT_ATTACKER_DECIDE ? _("Press on") : _("Stand"));
  if (a->step == BH_ASSAULT_ATTACKER_DECIDE)
    {
      g_autofree char *label = g_strdup_printf (_("Fall back to %s"), area_name (self, a->origin));

      suggest (pending, self, "retreat", NULL, label);
    }
  else
    {
      GArray *nb = revroad_map_neighbours (bh_map_get_graph (self->map), a->target);

      for (guint k = 0; k < nb->len; k++)
        {
          int r = g_array_index (nb, int, k);
          const char *args[] = { bh_map_area (self->map, r)->id, NULL };
          g_autofree char *label = g_strdup_printf (_("Retreat to %s"), area_name (self, r));

          suggest (pending, self, "retreat", args, label);
        }
    }
  return pending;
}

MusterPending *
bh_get_pending (MusterState *state)
{
  BhState *self = BH_STATE (state);
  const BhPending *p = self->n_pending > 0 ? &self->pending[0] : NULL;
  const char *side;
  MusterPending *pending;
  g_autofree char *text = NULL;

  if (self->over)
    return NULL;
  if (p == NULL)
    return self->assault.step != BH_ASSAULT_NONE ? assault_decision (self) : NULL;

  side = revroad_side_id (p->side);
  switch (p->kind)
    {
    case BH_PEND_ALLOCATE:
      if (p->flags & (BH_ALLOC_HEALTHY_ONLY | BH_ALLOC_ONCE_EACH))
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The %s player applies %d hit in %s: name the counter that takes it (%s).",
                                             "The %s player applies %d hits in %s: name a different counter for each (%s).",
                                             p->hits),
                                bh_side_name (p->side), p->hits, area_name (self, p->region), p->rule);
      else
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The %s player applies %d hit in %s: name the counter that takes it (%s).",
                                             "The %s player applies %d hits in %s: name a counter for each, the same one at most twice (%s).",
                                             p->hits),
                                bh_side_name (p->side), p->hits, area_name (self, p->region), p->rule);
      if (p->flags & BH_ALLOC_HEALTHY_ONLY)
        {
          g_autofree char *all = g_strdup_printf ("%s %s", text, _("Only unbroken units and healthy leaders take these hits."));

          g_free (text);
          text = g_steal_pointer (&all);
        }
      pending = muster_pending_new (side, p->rule, text);
      pending->count = (guint) p->hits;
      muster_pending_add_action (pending, "allocate-hits");
      allocate (pending, self, p);
      break;
    case BH_PEND_EVACUATE:
      text = g_strdup_printf (_("%s is ablaze: the %s counters there leave it for a neighbouring region (6.4)."),
                              area_name (self, p->region), bh_side_name (p->side));
      pending = muster_pending_new (side, p->rule, text);
      muster_pending_add_action (pending, "evacuate");
      ways_out (pending, self, "evacuate", p->region, words_to);
      break;
    case BH_PEND_SPREAD:
      {
        int cand[BH_MAX_AREAS];
        int n = bh_spread_candidates (self, p->region, cand);

        text = g_strdup_printf (_("The fire in %s spreads: the British choose the town region next to it that catches (5.3)."),
                                area_name (self, p->region));
        pending = muster_pending_new (side, p->rule, text);
        muster_pending_add_action (pending, "spread-to");
        regions (pending, self, "spread-to", cand, n, words_fire_reaches);
      }
      break;
    case BH_PEND_PANIC:
      {
        g_autoptr(GArray) list = bh_panic_regions (self);

        text = g_strdup_printf (_("Patriot morale is at %d: the British pick militia next to British units for a panic check (9.1)."),
                                self->morale[REVROAD_PATRIOT]);
        pending = muster_pending_new (side, p->rule, text);
        muster_pending_add_action (pending, "panic-check");
        regions (pending, self, "panic-check", (const int *) list->data, (int) list->len, words_panic_check);
      }
      break;
    case BH_PEND_COURAGE:
      pending = muster_pending_new (side, p->rule,
                                    _("Militia crossed into the Neck under the guns of the fleet in the Charles: each rolls a courage check (3.4)."));
      muster_pending_add_action (pending, "courage-check");
      add_counters (pending, self, &p->units);
      suggest (pending, self, "courage-check", NULL, _("Roll the courage checks"));
      break;
    case BH_PEND_FIRE_SPREAD:
      pending = muster_pending_new (side, p->rule, _("Charlestown is burning: the British roll for the fire to spread (5.3)."));
      muster_pending_add_action (pending, "fire-spread");
      suggest (pending, self, "fire-spread", NULL, _("Roll for the fire"));
      break;
    case BH_PEND_REINFORCE:
      pending = muster_pending_new (side, p->rule, _("British reinforcements arrive: the British choose the landing zone they come to."));
      muster_pending_add_action (pending, "reinforce");
      for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
        if (bh_map_area (self->map, r)->kind == BH_AREA_ZONE)
          {
            g_autofree char *label = g_strdup_printf (_("Land at %s"), area_name (self, r));

            if (suggest (pending, self, "reinforce", (const char * const[]) { bh_map_area (self->map, r)->id, NULL }, label))
              muster_pending_add_item (pending, bh_map_area (self->map, r)->id, area_name (self, r));
          }
      break;
    case BH_PEND_WRONG_AMMO:
    default:
      text = g_strdup_printf (_("It is turn %d: the British roll a die for the right ammunition, which arrives when the die and the turn make 10 or more (4.3)."),
                              self->tracks.turn);
      pending = muster_pending_new (side, p->rule, text);
      muster_pending_add_action (pending, "wrong-ammo");
      suggest (pending, self, "wrong-ammo", NULL, _("Roll for the ammunition"));
      break;
    }
  if (p->region >= 0)
    pending->place = g_strdup (bh_map_area (self->map, p->region)->id);
  return pending;
}
