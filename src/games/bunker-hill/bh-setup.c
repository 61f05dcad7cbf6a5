/* bh-setup.c: building a scenario from data (12.1-12.4) and the set-up
 * actions: placing counters where 12.1 lets the players choose, with the
 * stacking and terrain limits it sets, and swapping leaders in the
 * solitaire set-ups.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bh-private.h"

static int
add_counter (BhState      *self,
             int          *numbers,
             RevroadSide   side,
             RevroadKind   kind,
             const char   *group)
{
  const char *prefix = self->data->kind_prefix[side][kind];
  int n = ++numbers[side * REVROAD_N_KINDS + kind];
  g_autofree char *id = g_strdup_printf ("%s-%d", prefix ? prefix : revroad_kind_id (kind), n);
  g_autofree char *name = g_strdup_printf ("%s %d", self->data->kind_name[side][kind], n);
  int i = revroad_roster_add (self->roster, id, name, kind, side, self->data->kind_strength[side][kind], group);

  /* 4.1: the back of a field cannon is its damaged side, 1 point. */
  if (i >= 0 && kind == REVROAD_KIND_CANNON)
    revroad_roster_set_back (self->roster, i, 1);
  return i;
}

static int
add_leader (BhState    *self,
            const char *id,
            const char *group)
{
  for (guint i = 0; i < self->data->leader_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->data->leader_ids, i), id) == 0)
      return revroad_roster_add (self->roster, id, g_ptr_array_index (self->data->leader_names, i),
                                 REVROAD_KIND_LEADER, g_array_index (self->data->leader_sides, RevroadSide, i), 0, group);
  return -1;
}

static void
add_group (BhState *self,
           int     *numbers,
           BhGroup *group,
           const char *tag)
{
  for (guint u = 0; u < group->units->len; u++)
    {
      BhGroupUnits *gu = &g_array_index (group->units, BhGroupUnits, u);

      for (int k = 0; k < gu->count; k++)
        add_counter (self, numbers, group->side, gu->kind, tag);
    }
  for (guint l = 0; group->leaders[l] != NULL; l++)
    add_leader (self, group->leaders[l], tag);
}

gboolean
bh_setup_scenario (BhState    *self,
                   const char *scenario,
                   GError    **error)
{
  int numbers[REVROAD_N_SIDES * REVROAD_N_KINDS] = { 0 };
  GStrv cards;
  GPtrArray *groups;
  g_autoptr(MusterCardSet) set = NULL;
  g_autoptr(GPtrArray) removed = g_ptr_array_new ();

  self->scenario = g_strdup (scenario);
  self->solitaire = !g_str_equal (scenario, "two-player");
  self->player = g_str_equal (scenario, "solo-patriot") ? REVROAD_PATRIOT : REVROAD_BRITISH;
  self->roster = revroad_roster_new ();
  groups = self->solitaire ? self->data->solo_groups : self->data->groups;

  if (self->solitaire)
    {
      int mm = 0, militia = 0, cannon = 0;
      GStrvBuilder *leaders = g_strv_builder_new ();
      g_auto(GStrv) leader_ids = NULL;

      /* 12.2 A: the British start force. */
      for (int k = 0; k < self->data->solo_regulars_total; k++)
        add_counter (self, numbers, REVROAD_BRITISH, REVROAD_KIND_REGULAR, "sb");
      for (int k = 0; k < self->data->solo_cannons; k++)
        add_counter (self, numbers, REVROAD_BRITISH, REVROAD_KIND_CANNON, "sb");
      for (guint k = 0; self->data->solo_leaders[k] != NULL; k++)
        add_leader (self, self->data->solo_leaders[k], "sb");

      /* The Patriot start force: as much of each kind as any set-up uses. */
      for (guint s = 0; s < self->data->patriot_setups->len; s++)
        {
          BhPatriotSetup *ps = g_ptr_array_index (self->data->patriot_setups, s);
          int c[3] = { 0, 0, 0 };

          for (guint a = 0; a < ps->at->len; a++)
            {
              BhSuggest *at = g_ptr_array_index (ps->at, a);

              for (guint t = 0; at->tokens[t] != NULL; t++)
                {
                  RevroadKind kind;

                  if (!revroad_kind_from_id (at->tokens[t], &kind))
                    g_strv_builder_add (leaders, at->tokens[t]);
                  else if (kind == REVROAD_KIND_MINUTEMAN)
                    c[0]++;
                  else if (kind == REVROAD_KIND_MILITIA)
                    c[1]++;
                  else if (kind == REVROAD_KIND_CANNON)
                    c[2]++;
                }
            }
          mm = MAX (mm, c[0]);
          militia = MAX (militia, c[1]);
          cannon = MAX (cannon, c[2]);
        }
      for (int k = 0; k < mm; k++)
        add_counter (self, numbers, REVROAD_PATRIOT, REVROAD_KIND_MINUTEMAN, "sp");
      for (int k = 0; k < militia; k++)
        add_counter (self, numbers, REVROAD_PATRIOT, REVROAD_KIND_MILITIA, "sp");
      for (int k = 0; k < cannon; k++)
        add_counter (self, numbers, REVROAD_PATRIOT, REVROAD_KIND_CANNON, "sp");
      leader_ids = g_strv_builder_end (leaders);
      g_strv_builder_unref (leaders);
      for (guint k = 0; leader_ids[k] != NULL; k++)
        if (revroad_roster_find (self->roster, leader_ids[k]) < 0)
          add_leader (self, leader_ids[k], "sp");
    }

  for (guint g = 0; g < groups->len; g++)
    {
      g_autofree char *tag = g_strdup_printf ("%c%u", self->solitaire ? 's' : 'g', g);
      add_group (self, numbers, g_ptr_array_index (groups, g), tag);
    }

  self->units = g_array_sized_new (FALSE, TRUE, sizeof (RevroadUnit), revroad_roster_get_n (self->roster));
  g_array_set_size (self->units, revroad_roster_get_n (self->roster));
  for (int i = 0; i < bh_n_units (self); i++)
    revroad_unit_init (bh_unit (self, i), bh_def (self, i));

  /* 12.1: ten of the 22 cards. */
  set = revroad_cards_load (REVROAD_CARDS_RESOURCE, error);
  if (set == NULL)
    return FALSE;
  cards = self->solitaire ? self->data->solo_cards : self->data->cards;
  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      const MusterCard *card = muster_card_set_get_card (set, i);
      if (!g_strv_contains ((const char * const *) cards, card->id))
        g_ptr_array_add (removed, card->id);
    }
  g_ptr_array_add (removed, NULL);
  self->deck = muster_deck_new ("revroad", set, (const char * const *) removed->pdata);
  self->militia = revroad_militia_pool_new ();

  revroad_tracks_init (&self->tracks, 1, self->data->turns);
  self->ammo = self->data->ammo;
  self->morale[REVROAD_BRITISH] = self->morale[REVROAD_PATRIOT] = self->data->morale;
  self->wrong_ammo_turn = self->data->wrong_ammo;
  self->fleet = bh_map_fleet_box (self->map, BH_FLEET_HARBOR);
  self->winner = REVROAD_NO_SIDE;
  self->solo.setup = -1;
  self->phase = BH_PHASE_SETUP;

  /* Groups of turn 1 with a fixed place go there now. */
  for (guint g = 0; g < groups->len; g++)
    {
      BhGroup *group = g_ptr_array_index (groups, g);
      g_autofree char *tag = g_strdup_printf ("%c%u", self->solitaire ? 's' : 'g', g);
      int area = bh_map_find (self->map, group->at);
      RevroadUnitSet units = bh_units_tagged (self, tag);

      if (group->turn != 1 || area < 0)
        continue;
      revroad_unit_set_foreach (i, &units)
        {
          bh_move_unit (self, i, area);
          /* Units put straight into a landing zone land from it later. */
        }
    }

  if (self->solitaire)
    self->setup = self->player == REVROAD_BRITISH ? BH_SETUP_OBJECTIVE : BH_SETUP_DEFENSE;
  else
    self->setup = BH_SETUP_BRITISH;
  return TRUE;
}

/* The two-player group whose counters the side places now. */
static int
choose_group (BhState     *self,
              RevroadSide  side)
{
  if (self->solitaire)
    return -1;
  for (guint g = 0; g < self->data->groups->len; g++)
    {
      BhGroup *group = g_ptr_array_index (self->data->groups, g);
      if (group->side == side && group->turn == 1 && g_strcmp0 (group->at, "choose") == 0)
        return (int) g;
    }
  return -1;
}

static RevroadSide
setup_side (BhState *self)
{
  switch (self->setup)
    {
    case BH_SETUP_BRITISH:
      return REVROAD_BRITISH;
    case BH_SETUP_PATRIOT:
    case BH_SETUP_DEFENSE:
      return REVROAD_PATRIOT;
    case BH_SETUP_OBJECTIVE:
      return REVROAD_BRITISH;
    case BH_SETUP_REVIEW:
      return self->player;
    case BH_SETUP_NONE:
    default:
      return REVROAD_NO_SIDE;
    }
}

/* 12.1: where a counter of a "choose" group may be set up. FALSE when the
 * rulebook forbids it; *uncertain when only reconstructed data does. */
static gboolean
place_allowed (BhState    *self,
               BhGroup    *group,
               int         region,
               gboolean   *uncertain,
               char      **why)
{
  const BhArea *a = bh_map_area (self->map, region);

  *uncertain = FALSE;
  if (a->kind != BH_AREA_LAND)
    {
      *why = g_strdup (_("12.1 Set-up: these counters start on the peninsula"));
      return FALSE;
    }
  if (group->except != NULL && g_strv_contains ((const char * const *) group->except, a->id))
    {
      *why = g_strdup_printf (_("12.1 Set-up: the Patriots may not start in %s"), a->name);
      return FALSE;
    }
  if (g_str_has_prefix (group->allowed, "staging-of:"))
    {
      int zone = bh_map_find (self->map, group->allowed + strlen ("staging-of:"));

      if (a->zone != zone)
        {
          *uncertain = bh_map_reconstructed (self->map, region, "zone");
          *why = g_strdup_printf (_("12.1 Set-up: these Regulars start in a staging area of %s"),
                                  zone >= 0 ? bh_map_area (self->map, zone)->name : "?");
          return FALSE;
        }
    }
  else if (g_str_equal (group->allowed, "defensive"))
    {
      if (a->color == BH_COLOR_NONE || a->assault <= 0)
        {
          *uncertain = bh_map_reconstructed (self->map, region, "assault");
          *why = g_strdup_printf (_("12.1 Set-up: the Patriots start in regions with defensive die roll modifiers, and %s has none"), a->name);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
stacking_ok_after (BhState     *self,
                   RevroadSide  side,
                   char       **why)
{
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    if (!bh_stack_ok (self, r, side, bh_count_military (self, r, side)))
      {
        *why = g_strdup_printf (_("3.0 Stacking: %s holds more than three %s military units"),
                                bh_map_area (self->map, r)->name, bh_side_name (side));
        return FALSE;
      }
  return TRUE;
}

gboolean
bh_do_setup_place (MusterState            *state,
                   const MusterActionDef  *action_def,
                   MusterEntry            *entry,
                   MusterChance           *chance,
                   GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = setup_side (self);
  int g = choose_group (self, side);
  guint n = muster_args_count (args);
  int region;
  BhGroup *group;
  RevroadUnitSet units;
  g_autofree char *tag = NULL;
  g_autofree char *why = NULL;
  gboolean uncertain;
  RevroadUnitSet mine;

  if (self->phase != BH_PHASE_SETUP || g < 0 || (self->setup != BH_SETUP_BRITISH && self->setup != BH_SETUP_PATRIOT))
    return bh_illegal (error, _("12.1 Set-up: there is nothing to place now"));
  if (n < 2)
    return bh_invalid (error, _("Usage: %s"), "setup-place COUNTER... REGION");
  if ((region = bh_parse_area (self, args[n - 1], _("region"), error)) < 0)
    return FALSE;
  {
    g_auto(GStrv) list = g_new0 (char *, n);

    for (guint k = 0; k + 1 < n; k++)
      list[k] = g_strdup (args[k]);
    if (!bh_parse_units (self, (const char * const *) list, &units, error))
      return FALSE;
  }
  group = g_ptr_array_index (self->data->groups, g);
  tag = g_strdup_printf ("g%d", g);
  mine = bh_units_tagged (self, tag);
  revroad_unit_set_foreach (i, &units)
    if (!revroad_unit_set_has (&mine, i))
      return bh_illegal (error, _("12.1 Set-up: %s is not placed by the %s player now"), bh_def (self, i)->name,
                         bh_side_name (side));
  if (!place_allowed (self, group, region, &uncertain, &why))
    {
      if (!uncertain)
        return bh_illegal (error, "%s", why);
      if (!bh_uncertain (entry, error, _("%s (on the reconstructed map)"), why))
        return FALSE;
    }
  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "12.1");
  revroad_unit_set_foreach (i, &units)
    {
      bh_move_unit (self, i, region);
      if (side == REVROAD_BRITISH)
        bh_unit (self, i)->spare = (gint16) (region + 1);
    }
  g_clear_pointer (&why, g_free);
  if (!stacking_ok_after (self, side, &why))
    return bh_illegal (error, "%s", why);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d counter sets up in %s.",
                                 "%d counters set up in %s.", (int) revroad_unit_set_count (&units)), (int) revroad_unit_set_count (&units),
                            bh_map_area (self->map, region)->name);
  return TRUE;
}

gboolean
bh_do_setup_suggested (MusterState            *state,
                       const MusterActionDef  *action_def,
                       MusterEntry            *entry,
                       MusterChance           *chance,
                       GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = setup_side (self);
  int g = choose_group (self, side);
  BhGroup *group;
  g_autofree char *tag = NULL;
  RevroadUnitSet mine;
  g_autofree char *why = NULL;

  if (!muster_args_check_count (args, 0, 0, "setup-suggested", error))
    return FALSE;
  if (self->phase != BH_PHASE_SETUP || g < 0 || (self->setup != BH_SETUP_BRITISH && self->setup != BH_SETUP_PATRIOT))
    return bh_illegal (error, _("12.1 Set-up: there is nothing to place now"));
  group = g_ptr_array_index (self->data->groups, g);
  tag = g_strdup_printf ("g%d", g);
  mine = bh_units_tagged (self, tag);
  revroad_unit_set_foreach (i, &mine)
    {
      bh_unit (self, i)->place = REVROAD_PLACE_WAITING;
      bh_unit (self, i)->region = REVROAD_NOWHERE;
    }
  for (guint s = 0; s < group->suggest->len; s++)
    {
      BhSuggest *sg = g_ptr_array_index (group->suggest, s);
      int region = bh_map_find (self->map, sg->at);

      for (guint t = 0; sg->tokens[t] != NULL && region >= 0; t++)
        {
          RevroadKind kind;
          gboolean by_kind = revroad_kind_from_id (sg->tokens[t], &kind);

          revroad_unit_set_foreach (i, &mine)
            {
              const RevroadUnitDef *def = bh_def (self, i);

              if (bh_unit (self, i)->place != REVROAD_PLACE_WAITING)
                continue;
              if (by_kind ? def->kind == kind : g_strcmp0 (def->id, sg->tokens[t]) == 0)
                {
                  bh_move_unit (self, i, region);
                  if (side == REVROAD_BRITISH)
                    bh_unit (self, i)->spare = (gint16) (region + 1);
                  break;
                }
            }
        }
    }
  if (!stacking_ok_after (self, side, &why))
    return bh_illegal (error, "%s", why);
  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, "12.1");
  muster_entry_append_text (entry, _("The %s counters take Muster’s suggested positions (a placement the players may change)."),
                            bh_side_name (side));
  return TRUE;
}

GPtrArray *
bh_setup_problems (BhState     *self,
                   RevroadSide  side,
                   GPtrArray   *uncertain)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  int g = choose_group (self, side);
  g_autofree char *why = NULL;

  if (g >= 0)
    {
      BhGroup *group = g_ptr_array_index (self->data->groups, g);
      g_autofree char *tag = g_strdup_printf ("g%d", g);
      RevroadUnitSet mine = bh_units_tagged (self, tag);
      int waiting = 0;

      revroad_unit_set_foreach (i, &mine)
        {
          const RevroadUnit *u = bh_unit (self, i);
          gboolean unc;
          char *reason = NULL;

          if (u->place != REVROAD_PLACE_MAP)
            {
              waiting++;
              continue;
            }
          if (!place_allowed (self, group, u->region, &unc, &reason))
            g_ptr_array_add (unc && uncertain != NULL ? uncertain : out,
                             g_strdup_printf ("%s (%s)", reason, bh_def (self, i)->name));
          g_free (reason);
        }
      if (waiting > 0)
        g_ptr_array_add (out, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "12.1 Set-up: %d %s counter still to place",
                                 "12.1 Set-up: %d %s counters still to place", waiting), waiting, bh_side_name (side)));
    }
  if (!stacking_ok_after (self, side, &why))
    g_ptr_array_add (out, g_steal_pointer (&why));
  return out;
}

gboolean
bh_do_setup_done (MusterState            *state,
                  const MusterActionDef  *action_def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  RevroadSide side = setup_side (self);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) uncertain = g_ptr_array_new_with_free_func (g_free);

  if (!muster_args_check_count (args, 0, 0, "setup-done", error))
    return FALSE;
  if (self->phase != BH_PHASE_SETUP ||
      (self->setup != BH_SETUP_BRITISH && self->setup != BH_SETUP_PATRIOT && self->setup != BH_SETUP_REVIEW))
    return bh_illegal (error, _("12.1 Set-up: finish the set-up steps first"));
  problems = bh_setup_problems (self, side, uncertain);
  if (problems->len > 0)
    return bh_illegal (error, "%s", (const char *) g_ptr_array_index (problems, 0));
  for (guint k = 0; k < uncertain->len; k++)
    if (!bh_uncertain (entry, error, _("%s (on the reconstructed map)"), (const char *) g_ptr_array_index (uncertain, k)))
      return FALSE;
  muster_entry_set_side (entry, revroad_side_id (side));
  muster_entry_set_rule (entry, self->solitaire ? (self->player == REVROAD_BRITISH ? "12.3" : "12.4") : "12.1");
  if (self->setup == BH_SETUP_BRITISH)
    {
      self->setup = BH_SETUP_PATRIOT;
      muster_entry_append_text (entry, _("The British are set up; the Patriots place their counters (12.1)."));
      return TRUE;
    }
  self->setup = BH_SETUP_NONE;
  for (int r = 0; r < bh_map_get_n_areas (self->map); r++)
    bh_update_staging (self, r, entry);
  bh_start_turn (self);
  muster_entry_append_text (entry, _("Set-up is complete. Turn 1: draw a card (5.1)."));
  return TRUE;
}

gboolean
bh_do_setup_swap (MusterState            *state,
                  const MusterActionDef  *action_def,
                  MusterEntry            *entry,
                  MusterChance           *chance,
                  GError                **error)
{
  BhState *self = BH_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int a, b;
  gint16 ra, rb;

  if (!muster_args_check_count (args, 2, 2, "setup-swap COUNTER COUNTER", error))
    return FALSE;
  if (self->phase != BH_PHASE_SETUP || self->setup != BH_SETUP_REVIEW)
    return bh_illegal (error, _("12.3/12.4 Leaders are swapped only while reviewing the solitaire set-up"));
  a = bh_find_unit (self, args[0]);
  b = bh_find_unit (self, args[1]);
  if (a < 0 || b < 0)
    return bh_invalid (error, _("Name two counters"));
  if (bh_def (self, a)->kind != bh_def (self, b)->kind || bh_def (self, a)->side != bh_def (self, b)->side)
    return bh_illegal (error, _("12.3 Set-up: only counters of the same kind and side trade places (the text names no leader)"));
  muster_entry_set_rule (entry, "12.3");
  ra = bh_unit (self, a)->region;
  rb = bh_unit (self, b)->region;
  {
    guint8 pa = bh_unit (self, a)->place, pb = bh_unit (self, b)->place;

    bh_unit (self, a)->region = rb;
    bh_unit (self, a)->place = pb;
    bh_unit (self, b)->region = ra;
    bh_unit (self, b)->place = pa;
  }
  muster_entry_append_text (entry, _("%s and %s trade places."), bh_def (self, a)->name, bh_def (self, b)->name);
  return TRUE;
}
