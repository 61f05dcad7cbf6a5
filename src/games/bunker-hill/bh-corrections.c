/* bh-corrections.c: the players' corrections, each a logged action.
 *
 * Data corrections (GAMES.md): the values printed on their own cards, the
 * map's borders, terrain and sight, and the VP schedule replace Muster's
 * reconstructed values, which then carry the source “user”. Board
 * corrections put a counter, a track, a fire or the fleet where the table
 * has it, so the app and the board agree again after a mistake; they follow
 * no rule and the log says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "bh-private.h"

static gboolean
replace_map (BhState     *self,
             BhMap       *map,
             MusterEntry *entry)
{
  if (map == NULL)
    return FALSE;
  bh_map_unref (self->map);
  self->map = map;
  muster_entry_set_rule (entry, "3.0");
  return TRUE;
}

gboolean
bh_do_set_card (MusterState            *state,
                const MusterActionDef  *action_def,
                MusterEntry            *entry,
                MusterChance           *chance,
                GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  /* Held while @id, which points into it, is in use: the deck lets go of
   * it when the corrected set takes its place. */
  g_autoptr(MusterCardSet) set = muster_card_set_ref (muster_deck_get_card_set (self->deck));
  g_autoptr(MusterCardSet) corrected = NULL;
  const char *id;
  int british, patriot, hash;

  if (!muster_args_check_count (args, 4, 4, "set-card NUMBER BRITISH PATRIOT HASH", error) ||
      !revroad_cards_parse_values (set, args, &id, &british, &patriot, &hash, error))
    return FALSE;
  corrected = revroad_cards_with_values (set, id, british, patriot, hash, "user");
  muster_deck_set_card_set (self->deck, corrected);
  muster_entry_set_rule (entry, "5.1");
  /* The hash marks are kept for From Boston to Concord; Bunker Hill
   * ignores them (5.1). */
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                "Correction: card %s shows %d British and %d Patriot actions and %d hash mark.",
                                                "Correction: card %s shows %d British and %d Patriot actions and %d hash marks.",
                                                (gulong) hash),
                            id, british, patriot, hash);
  if (self->card != NULL && g_str_equal (self->card, id) && self->phase == BH_PHASE_ACTIONS)
    {
      int b = british - (self->demoralized[REVROAD_BRITISH] ? 1 : 0);
      int p = patriot - (self->demoralized[REVROAD_PATRIOT] ? 1 : 0);

      revroad_tracks_redeal (&self->tracks, MAX (0, b), MAX (0, p));
      muster_entry_append_text (entry, _("This turn's Action tracks are set again from it."));
    }
  return TRUE;
}

gboolean
bh_do_set_border (MusterState            *state,
                  const MusterActionDef  *action_def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int a, b;
  gboolean adjacent;

  if (!muster_args_check_count (args, 3, 3, "set-border REGION REGION yes|no", error))
    return FALSE;
  if ((a = bh_parse_area (self, args[0], _("region"), error)) < 0 ||
      (b = bh_parse_area (self, args[1], _("region"), error)) < 0)
    return FALSE;
  if (g_str_equal (args[2], "yes"))
    adjacent = TRUE;
  else if (g_str_equal (args[2], "no"))
    adjacent = FALSE;
  else
    return bh_invalid (error, _("Say yes (they share a border) or no"));
  if (!replace_map (self, bh_map_with_border (self->map, a, b, adjacent, error), entry))
    return FALSE;
  muster_entry_append_text (entry, adjacent ? _("Correction: %s and %s share a border.")
                                            : _("Correction: %s and %s do not share a border."),
                            bh_map_area (self->map, a)->name, bh_map_area (self->map, b)->name);
  return TRUE;
}

gboolean
bh_do_set_region (MusterState            *state,
                  const MusterActionDef  *action_def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int a;

  if (!muster_args_check_count (args, 3, 3, "set-region REGION KEY VALUE", error))
    return FALSE;
  if ((a = bh_parse_area (self, args[0], _("region"), error)) < 0)
    return FALSE;
  if (!replace_map (self, bh_map_with_value (self->map, a, args[1], args[2], error), entry))
    return FALSE;
  muster_entry_set_rule (entry, "3.1");
  muster_entry_append_text (entry, _("Correction: %s of %s is %s."), args[1], bh_map_area (self->map, a)->name, args[2]);
  return TRUE;
}

gboolean
bh_do_set_sight (MusterState            *state,
                 const MusterActionDef  *action_def,
                 MusterEntry            *entry,
                 MusterChance           *chance,
                 GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int a, b;
  gboolean clear;

  if (!muster_args_check_count (args, 3, 3, "set-sight REGION REGION clear|blocked", error))
    return FALSE;
  if ((a = bh_parse_area (self, args[0], _("region"), error)) < 0 ||
      (b = bh_parse_area (self, args[1], _("region"), error)) < 0)
    return FALSE;
  if (g_str_equal (args[2], "clear"))
    clear = TRUE;
  else if (g_str_equal (args[2], "blocked"))
    clear = FALSE;
  else
    return bh_invalid (error, _("Say clear or blocked"));
  if (a == b)
    return bh_invalid (error, _("Name two different regions"));
  replace_map (self, bh_map_with_sight (self->map, a, b, clear), entry);
  muster_entry_set_rule (entry, "7.2");
  muster_entry_append_text (entry, clear ? _("The players confirm Line of Sight between %s and %s (7.2).")
                                         : _("The players find no Line of Sight between %s and %s (7.2)."),
                            bh_map_area (self->map, a)->name, bh_map_area (self->map, b)->name);
  return TRUE;
}

gboolean
bh_do_sight_roll (MusterState            *state,
                  const MusterActionDef  *action_def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int a, b;
  guint die;

  if (!muster_args_check_count (args, 2, 2, "sight-roll REGION REGION", error))
    return FALSE;
  if ((a = bh_parse_area (self, args[0], _("region"), error)) < 0 ||
      (b = bh_parse_area (self, args[1], _("region"), error)) < 0)
    return FALSE;
  if (a == b)
    return bh_invalid (error, _("Name two different regions"));
  /* 7.2: when the players cannot agree, a friendly die decides; Muster
   * keeps the answer for that pair of regions. */
  if (!revroad_roll_d6 (chance, REVROAD_NO_SIDE, _("friendly die for Line of Sight (7.2)"), 4, &die, error))
    return FALSE;
  replace_map (self, bh_map_with_sight (self->map, a, b, die >= 4), entry);
  muster_entry_set_rule (entry, "7.2");
  muster_entry_append_text (entry, die >= 4 ? _("A friendly die (%u) settles it: %s and %s see each other (7.2).")
                                            : _("A friendly die (%u) settles it: %s and %s do not see each other (7.2)."),
                            die, bh_map_area (self->map, a)->name, bh_map_area (self->map, b)->name);
  return TRUE;
}

gboolean
bh_do_set_vp (MusterState            *state,
              const MusterActionDef  *action_def,
              MusterEntry            *entry,
              MusterChance           *chance,
              GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const BhAward *award;
  double points;
  char *end = NULL;
  BhData *data;
  gboolean solitaire = self->solitaire;

  if (!muster_args_check_count (args, 2, 3, "set-vp AWARD POINTS [two-player|solitaire]", error))
    return FALSE;
  /* The schedule may be named, so a correction remembered from one kind of
   * game changes the right schedule in another. */
  if (args[2] != NULL)
    {
      if (g_str_equal (args[2], "solitaire"))
        solitaire = TRUE;
      else if (g_str_equal (args[2], "two-player"))
        solitaire = FALSE;
      else
        return bh_invalid (error, _("The schedule is two-player or solitaire"));
    }
  award = bh_data_award (self->data, solitaire, args[0]);
  if (award == NULL)
    return bh_invalid (error, _("There is no VP award “%s” in this scenario's schedule"), args[0]);
  points = g_ascii_strtod (args[1], &end);
  if (end == args[1] || *end != '\0' || fabs (points) > 100 || fabs (points * 2 - lround (points * 2)) > 1e-9)
    return bh_invalid (error, _("Points are whole or half numbers between -100 and 100"));
  data = bh_data_with_award (self->data, solitaire, args[0], (int) lround (points * 2));
  bh_data_unref (self->data);
  self->data = data;
  muster_entry_set_rule (entry, solitaire ? "12.2" : "10.0");
  muster_entry_append_text (entry, _("Correction: the award %s is worth %s VP."), args[0], args[1]);
  return TRUE;
}

/* ---- board corrections ---------------------------------------------------- */

gboolean
bh_do_correct_counter (MusterState            *state,
                       const MusterActionDef  *action_def,
                       MusterEntry            *entry,
                       MusterChance           *chance,
                       GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int i, area = -1;
  RevroadUnit *u;
  RevroadUnit copy;

  if (muster_args_count (args) < 2)
    return bh_invalid (error, _("Usage: %s"), "correct-counter COUNTER REGION|eliminated|waiting [broken|unbroken] [moved] [fired] [panic] [rallied] [fresh] [strength-N]");
  if ((i = bh_find_unit (self, args[0])) < 0)
    return bh_invalid (error, _("There is no counter “%s”"), args[0]);
  u = bh_unit (self, i);
  copy = *u;
  if (g_str_equal (args[1], "eliminated"))
    {
      copy.place = REVROAD_PLACE_ELIMINATED;
      copy.region = REVROAD_NOWHERE;
    }
  else if (g_str_equal (args[1], "waiting"))
    {
      copy.place = REVROAD_PLACE_WAITING;
      copy.region = REVROAD_NOWHERE;
    }
  else
    {
      const BhArea *a;

      if ((area = bh_parse_area (self, args[1], _("region"), error)) < 0)
        return FALSE;
      /* Boxes no counter of this side ever stands in, on any table. */
      a = bh_map_area (self->map, area);
      if (a->kind == BH_AREA_FLEET || a->kind == BH_AREA_BATTERY)
        return bh_invalid (error, _("No counter ever stands in %s"), a->name);
      if (bh_def (self, i)->side == REVROAD_BRITISH ? a->kind == BH_AREA_MUSTER : a->kind == BH_AREA_ZONE)
        return bh_invalid (error, _("3.2/3.5: %s never enters %s"), bh_def (self, i)->name, a->name);
      copy.place = REVROAD_PLACE_MAP;
      copy.region = (gint16) area;
    }
  for (guint k = 2; args[k] != NULL; k++)
    {
      const char *t = args[k];

      if (g_str_equal (t, "broken") || g_str_equal (t, "wounded") || g_str_equal (t, "damaged"))
        copy.flipped = TRUE;
      else if (g_str_equal (t, "unbroken") || g_str_equal (t, "healthy"))
        copy.flipped = FALSE;
      else if (g_str_equal (t, "moved"))
        copy.markers |= REVROAD_MARK_MOVED;
      else if (g_str_equal (t, "fired"))
        copy.markers |= REVROAD_MARK_FIRED;
      else if (g_str_equal (t, "panic"))
        copy.markers |= REVROAD_MARK_PANIC;
      else if (g_str_equal (t, "rallied"))
        copy.markers |= REVROAD_MARK_RALLIED;
      else if (g_str_equal (t, "fresh"))
        copy.markers = 0;
      else if (g_str_equal (t, "hidden") && bh_def (self, i)->kind == REVROAD_KIND_MILITIA)
        copy.strength = -1, copy.pool = -1;
      else if (g_str_has_prefix (t, "strength-") && bh_def (self, i)->kind == REVROAD_KIND_MILITIA)
        {
          int s;
          if (!muster_args_parse_int (t + strlen ("strength-"), _("The strength"), 0, 2, &s, error))
            return FALSE;
          copy.strength = (gint8) s;
        }
      else
        return bh_invalid (error, _("“%s” is not a face or marker (broken, unbroken, moved, fired, panic, rallied, fresh, strength-N)"), t);
    }
  *u = copy;
  {
    g_autofree char *desc = bh_unit_label (self, i);
    muster_entry_append_text (entry, _("Board correction: %s is now %s."), desc,
                              area >= 0 ? bh_map_area (self->map, area)->name : args[1]);
  }
  return TRUE;
}

gboolean
bh_do_correct_track (MusterState            *state,
                     const MusterActionDef  *action_def,
                     MusterEntry            *entry,
                     MusterChance           *chance,
                     GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int value, *target = NULL, lo = 0, hi = 24;

  if (!muster_args_check_count (args, 2, 2, "correct-track ammo|morale-british|morale-patriot|reserve-british|reserve-patriot|actions-british|actions-patriot|turn VALUE", error))
    return FALSE;
  if (g_str_equal (args[0], "ammo"))
    target = &self->ammo;
  else if (g_str_equal (args[0], "morale-british"))
    target = &self->morale[REVROAD_BRITISH];
  else if (g_str_equal (args[0], "morale-patriot"))
    target = &self->morale[REVROAD_PATRIOT];
  else if (g_str_equal (args[0], "reserve-british"))
    target = &self->tracks.reserve[REVROAD_BRITISH], hi = REVROAD_MAX_RESERVE;
  else if (g_str_equal (args[0], "reserve-patriot"))
    target = &self->tracks.reserve[REVROAD_PATRIOT], hi = REVROAD_MAX_RESERVE;
  else if (g_str_equal (args[0], "actions-british"))
    target = &self->tracks.actions[REVROAD_BRITISH], hi = REVROAD_MAX_ACTIONS;
  else if (g_str_equal (args[0], "actions-patriot"))
    target = &self->tracks.actions[REVROAD_PATRIOT], hi = REVROAD_MAX_ACTIONS;
  else if (g_str_equal (args[0], "turn"))
    target = &self->tracks.turn, lo = 1, hi = self->tracks.last_turn;
  else
    return bh_invalid (error, _("There is no track “%s” to correct"), args[0]);
  if (!muster_args_parse_int (args[1], _("The value"), lo, hi, &value, error))
    return FALSE;
  *target = value;
  muster_entry_append_text (entry, _("Board correction: %s is now %d."), args[0], value);
  bh_check_demoralization (self, entry);
  return TRUE;
}

gboolean
bh_do_correct_fire (MusterState            *state,
                    const MusterActionDef  *action_def,
                    MusterEntry            *entry,
                    MusterChance           *chance,
                    GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int area;

  if (!muster_args_check_count (args, 2, 2, "correct-fire REGION|fleet yes|no|BOX", error))
    return FALSE;
  if (g_str_equal (args[0], "fleet"))
    {
      if ((area = bh_parse_area (self, args[1], _("fleet box"), error)) < 0)
        return FALSE;
      if (bh_map_area (self->map, area)->kind != BH_AREA_FLEET)
        return bh_invalid (error, _("The fleet is always in a fleet box"));
      self->fleet = area;
      muster_entry_append_text (entry, _("Board correction: the fleet is in %s."), bh_map_area (self->map, area)->name);
      return TRUE;
    }
  if ((area = bh_parse_area (self, args[0], _("region"), error)) < 0)
    return FALSE;
  if (!g_str_equal (args[1], "yes") && !g_str_equal (args[1], "no"))
    return bh_invalid (error, _("Say yes (ablaze) or no"));
  self->ablaze[area] = g_str_equal (args[1], "yes");
  muster_entry_append_text (entry, self->ablaze[area] ? _("Board correction: %s is ablaze.")
                                                      : _("Board correction: %s is not ablaze."),
                            bh_map_area (self->map, area)->name);
  return TRUE;
}
