/* bh-ammo-morale.c: Patriot ammunition (8.0), both sides' morale (9.0), the
 * penalties they bring (8.0, 9.1-9.3) and panicked units running for the
 * Muster Box (9.1, 9.2).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

void
bh_spend_ammo (BhState     *self,
               int          n,
               MusterEntry *entry,
               const char  *why)
{
  int before = self->ammo;

  if (n <= 0)
    return;
  self->ammo = MAX (0, self->ammo - n);
  if (self->ammo == before)
    {
      muster_entry_append_text (entry, _("Patriot ammunition stays at 0 (%s, 8.0)."), why);
      return;
    }
  muster_entry_append_text (entry, _("Patriot ammunition %d → %d (%s, 8.0)."), before, self->ammo, why);
  if (before > BH_LOW_AMMO && self->ammo <= BH_LOW_AMMO && self->ammo > 0)
    muster_entry_append_text (entry, _("Ammunition is low: the Patriots roll at most 3 dice and may not snipe (8.0)."));
  if (before > 0 && self->ammo == 0)
    muster_entry_append_text (entry, _("The Patriots are out of ammunition: at most 2 dice, no assaults, adjacent volleys only, and the British may assault whatever the odds (8.0)."));
}

void
bh_adjust_morale (BhState     *self,
                  RevroadSide  side,
                  int          delta,
                  MusterEntry *entry,
                  const char  *why)
{
  int before = self->morale[side];

  self->morale[side] = CLAMP (before + delta, 0, BH_MORALE_START);
  if (self->morale[side] == before)
    return;
  muster_entry_append_text (entry, _("%s morale %d → %d (%s, 9.0)."),
                            bh_side_name (side), before, self->morale[side], why);
  if (side == REVROAD_PATRIOT && before > BH_PANIC_MORALE && self->morale[side] <= BH_PANIC_MORALE)
    muster_entry_append_text (entry, _("Patriot morale is at 12 or below: panic checks begin next turn (9.1)."));
  if (self->morale[side] == 0)
    bh_check_demoralization (self, entry);
}

int
bh_patriot_dice_cap (BhState *self)
{
  if (self->ammo <= 0)
    return 2;
  if (self->ammo <= BH_LOW_AMMO)
    return 3;
  return 0;
}

GPtrArray *
bh_penalties (BhState *self)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  if (self->ammo <= 0)
    {
      g_ptr_array_add (out, g_strdup (_("8.0 Out of ammunition: the Patriots roll at most 2 dice in combat (terrain may raise a roll to that cap, never past it)")));
      g_ptr_array_add (out, g_strdup (_("8.0 Out of ammunition: the Patriots may not assault")));
      g_ptr_array_add (out, g_strdup (_("8.0 Out of ammunition: Patriot volleys only into adjacent regions")));
      g_ptr_array_add (out, g_strdup (_("8.0 Out of ammunition: the British may assault whatever the number of units")));
      g_ptr_array_add (out, g_strdup (_("8.0 Low ammunition: the Patriots may not snipe")));
    }
  else if (self->ammo <= BH_LOW_AMMO)
    {
      g_ptr_array_add (out, g_strdup (_("8.0 Low ammunition: the Patriots roll at most 3 dice in combat (terrain may raise a roll to that cap, never past it)")));
      g_ptr_array_add (out, g_strdup (_("8.0 Low ammunition: the Patriots may not snipe")));
    }
  if (self->morale[REVROAD_PATRIOT] <= BH_PANIC_MORALE)
    g_ptr_array_add (out, g_strdup (_("9.1 Patriot morale 12 or less: a panic check at the start of each turn")));
  if (self->demoralized[REVROAD_PATRIOT])
    {
      g_ptr_array_add (out, g_strdup (_("9.2 Patriot demoralization: militia move only toward the Muster Box")));
      g_ptr_array_add (out, g_strdup (_("9.2 Patriot demoralization: no Rally, no Plan, no Reserve Actions")));
      g_ptr_array_add (out, g_strdup (_("9.2 Patriot demoralization: one action fewer from each card")));
      g_ptr_array_add (out, g_strdup (_("9.2 Patriot demoralization: militia hit only on a 6")));
    }
  if (self->demoralized[REVROAD_BRITISH])
    {
      g_ptr_array_add (out, g_strdup (_("9.3 British demoralization: no Rally, no Plan, no Reserve Actions")));
      g_ptr_array_add (out, g_strdup (_("9.3 British demoralization: one die fewer for Volley Fire and Assault")));
      g_ptr_array_add (out, g_strdup (_("9.3 British demoralization: one action fewer from each card")));
    }
  if (!self->ammo_arrived)
    g_ptr_array_add (out, g_strdup (_("4.3 Wrong Ammo: British field cannon may not fire")));
  return out;
}

/* 9.1, 9.2: a unit moves toward the Muster Box, one region at a time along a
 * shortest land path, keeping out of ablaze regions and regions held by the
 * enemy (where it stops instead); past its steps it goes on while the region
 * it would stop in is full (9.1). */
void
bh_flee (BhState     *self,
         int          unit,
         int          steps,
         MusterEntry *entry)
{
  int box = bh_map_muster_box (self->map);
  int dist[BH_MAX_AREAS];
  int at = bh_unit (self, unit)->region;
  int start = at;
  RevroadSide side = bh_def (self, unit)->side;
  gboolean military = bh_is_military (self, unit);
  int taken = 0;

  bh_map_distances (self->map, box, dist);
  while (at != box && at >= 0)
    {
      int nb[BH_MAX_AREAS + 1];
      GArray *list = revroad_map_neighbours (bh_map_get_graph (self->map), at);
      int best = -1;
      int n = 0;

      for (guint j = 0; j < list->len; j++)
        nb[n++] = g_array_index (list, int, j);
      for (int k = 0; k < n && best < 0; k++)
        {
          int s = nb[k];
          const BhArea *a = bh_map_area (self->map, s);

          if (a->kind != BH_AREA_LAND && a->kind != BH_AREA_MUSTER)
            continue;
          if (dist[s] != dist[at] - 1 || self->ablaze[s] ||
              bh_side_present (self, s, revroad_side_other (side)))
            continue;
          best = s;
        }
      if (best < 0)
        break;
      at = best;
      taken++;
      if (taken >= steps &&
          (!military || bh_stack_ok (self, at, side, bh_count_military (self, at, side) + 1)))
        break;
    }
  if (at != start)
    {
      bh_move_unit (self, unit, at);
      if (military && !bh_stack_ok (self, at, side, bh_count_military (self, at, side)))
        /* Blocked on the way, it stays where the rules put it (9.1). */
        self->overstacked |= G_GUINT64_CONSTANT (1) << at;
      muster_entry_append_text (entry, _("%s falls back %d regions toward the Muster Box, to %s."),
                                bh_def (self, unit)->name, taken, bh_map_area (self->map, at)->name);
    }
}
