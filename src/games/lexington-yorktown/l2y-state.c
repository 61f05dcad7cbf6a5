/* l2y-state.c: units, the state's copy and XML, and what players read of
 * it: descriptions, unit cards, the army list and what is owed now.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "l2y-private.h"

G_DEFINE_FINAL_TYPE (L2yState, l2y_state, MUSTER_TYPE_STATE)

/* Names */

static const struct { const char *id; const char *name; } types[] = {
  { "infantry", N_("infantry") },
  { "cavalry", N_("cavalry") },
  { "light-gun", N_("light guns") },
  { "field-gun", N_("field guns") },
  { "general", N_("general") },
}, weapons[] = {
  { "muskets", N_("muskets") },
  { "rifles", N_("rifles") },
  { "carbines", N_("carbines") },
  { "none", N_("no small arms") },
}, formations[] = {
  { "line", N_("line") },
  { "column", N_("column") },
  { "skirmish", N_("skirmish order") },
  { "limbered", N_("limbered") },
  { "unlimbered", N_("unlimbered") },
};

const char *
l2y_type_id (L2yType type)
{
  return types[type].id;
}

const char *
l2y_type_name (L2yType type)
{
  return _(types[type].name);
}

gboolean
l2y_type_from_id (const char *id,
                  L2yType    *type)
{
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (g_strcmp0 (id, types[i].id) == 0)
      {
        *type = i;
        return TRUE;
      }
  return FALSE;
}

const char *
l2y_weapon_id (L2yWeapon weapon)
{
  return weapons[weapon].id;
}

const char *
l2y_weapon_name (L2yWeapon weapon)
{
  return _(weapons[weapon].name);
}

gboolean
l2y_weapon_from_id (const char *id,
                    L2yWeapon  *weapon)
{
  for (guint i = 0; i < G_N_ELEMENTS (weapons); i++)
    if (g_strcmp0 (id, weapons[i].id) == 0)
      {
        *weapon = i;
        return TRUE;
      }
  return FALSE;
}

const char *
l2y_formation_id (L2yFormation formation)
{
  return formations[formation].id;
}

const char *
l2y_formation_name (L2yFormation formation)
{
  return _(formations[formation].name);
}

gboolean
l2y_formation_from_id (const char   *id,
                       L2yFormation *formation)
{
  for (guint i = 0; i < G_N_ELEMENTS (formations); i++)
    if (g_strcmp0 (id, formations[i].id) == 0)
      {
        *formation = i;
        return TRUE;
      }
  return FALSE;
}

const char *
l2y_side_name (const char *side)
{
  return g_strcmp0 (side, "american") == 0 ? _("American") : _("British");
}

const char *
l2y_other_side (const char *side)
{
  return g_strcmp0 (side, "american") == 0 ? "british" : "american";
}

gboolean
l2y_is_gun (const L2yUnit *unit)
{
  return unit->type == L2Y_LIGHT_GUN || unit->type == L2Y_FIELD_GUN;
}

/* Units */

L2yUnit *
l2y_unit_new (void)
{
  L2yUnit *unit = g_new0 (L2yUnit, 1);

  unit->grade = 'C';
  unit->ranks = 2;
  unit->bayonets = TRUE;
  unit->foes = g_new0 (char *, 1);
  return unit;
}

L2yUnit *
l2y_unit_copy (const L2yUnit *unit)
{
  L2yUnit *copy = g_memdup2 (unit, sizeof *unit);

  copy->id = g_strdup (unit->id);
  copy->name = g_strdup (unit->name);
  copy->side = g_strdup (unit->side);
  copy->fate = g_strdup (unit->fate);
  copy->general = g_strdup (unit->general);
  copy->foes = g_strdupv (unit->foes);
  return copy;
}

void
l2y_unit_free (L2yUnit *unit)
{
  g_free (unit->id);
  g_free (unit->name);
  g_free (unit->side);
  g_free (unit->fate);
  g_free (unit->general);
  g_strfreev (unit->foes);
  g_free (unit);
}

/* By id, or by name ignoring case. */
static gboolean
ascii (const char *text)
{
  for (; *text != '\0'; text++)
    if ((guchar) *text >= 0x80)
      return FALSE;
  return TRUE;
}

L2yUnit *
l2y_find_unit (L2yState   *self,
               const char *id_or_name)
{
  if (id_or_name == NULL)
    return NULL;
  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);

      if (g_str_equal (unit->id, id_or_name))
        return unit;
    }
  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);

      if (g_ascii_strcasecmp (unit->name, id_or_name) == 0)
        return unit;
      /* Collating is dear; only names beyond ASCII can be alike otherwise. */
      if ((!ascii (unit->name) || !ascii (id_or_name)) && g_utf8_collate (unit->name, id_or_name) == 0)
        return unit;
    }
  return NULL;
}

char *
l2y_unit_summary (const L2yUnit *unit)
{
  GString *out = g_string_new (NULL);

  switch (unit->type)
    {
    case L2Y_GENERAL:
      g_string_append (out, _("General"));
      break;
    case L2Y_LIGHT_GUN:
    case L2Y_FIELD_GUN:
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d %s gun with %d grade %c gunners",
                                                "%d %s guns with %d grade %c gunners", unit->models),
                              unit->models, unit->type == L2Y_LIGHT_GUN ? _("light") : _("field"),
                              unit->gunners, unit->grade);
      if (unit->limbers)
        g_string_append (out, _(", limbers"));
      break;
    case L2Y_INFANTRY:
    case L2Y_CAVALRY:
    default:
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d grade %c %s%s model", "%d grade %c %s%s models",
                                                unit->models),
                              unit->models, unit->grade, unit->irregular ? _("irregular ") : "",
                              l2y_type_name (unit->type));
      if (unit->type == L2Y_INFANTRY)
        g_string_append_printf (out, unit->ranks == 3 ? _(", 3-rank") : _(", 2-rank"));
      if (unit->skirmish)
        g_string_append (out, _(", skirmishers"));
      if (unit->light)
        g_string_append (out, _(", light troops"));
      g_string_append_printf (out, ", %s", l2y_weapon_name (unit->weapon));
      if (unit->weapon == L2Y_MUSKETS)
        g_string_append (out, unit->bayonets ? _(" with bayonets") : _(" without bayonets"));
      break;
    }
  return g_string_free (out, FALSE);
}

void
l2y_unit_write (const L2yUnit *unit,
                xmlNode       *parent,
                gboolean       battle)
{
  xmlNode *node = muster_xml_add (parent, "unit");
  char grade[2] = { unit->grade, 0 };

  muster_xml_set (node, "id", unit->id);
  muster_xml_set (node, "name", unit->name);
  muster_xml_set (node, "type", l2y_type_id (unit->type));
  muster_xml_set (node, "grade", grade);
  muster_xml_set_bool (node, "irregular", unit->irregular);
  muster_xml_set_int (node, "models", unit->models);
  muster_xml_set_int (node, "gunners", unit->gunners);
  muster_xml_set_int (node, "ranks", unit->ranks);
  muster_xml_set_bool (node, "skirmish", unit->skirmish);
  muster_xml_set (node, "weapon", l2y_weapon_id (unit->weapon));
  muster_xml_set_bool (node, "light", unit->light);
  muster_xml_set_bool (node, "bayonets", unit->bayonets);
  muster_xml_set_bool (node, "limbers", unit->limbers);
  if (!battle)
    return;
  muster_xml_set (node, "side", unit->side);
  muster_xml_set_int (node, "start", unit->start);
  muster_xml_set_int (node, "guns-out", unit->guns_out);
  muster_xml_set_int (node, "carried", unit->carried);
  muster_xml_set_int (node, "rout-hits", unit->rout_hits);
  muster_xml_set_int (node, "turn-fire-hits", unit->turn_fire_hits);
  muster_xml_set_int (node, "turn-combat-hits", unit->turn_combat_hits);
  muster_xml_set (node, "formation", l2y_formation_id (unit->formation));
  muster_xml_set_bool (node, "shaken", unit->shaken);
  muster_xml_set_bool (node, "disordered", unit->disordered);
  muster_xml_set_bool (node, "moved", unit->moved);
  muster_xml_set_bool (node, "advanced", unit->advanced);
  muster_xml_set_bool (node, "fired", unit->fired);
  muster_xml_set_bool (node, "fired-ever", unit->fired_ever);
  /* Written only when set: older files, which never set it, read the same. */
  if (unit->fired_ball)
    muster_xml_set_bool (node, "fired-ball", TRUE);
  muster_xml_set_bool (node, "fire-tested", unit->fire_tested);
  muster_xml_set_bool (node, "rally-tested", unit->rally_tested);
  muster_xml_set_bool (node, "command-tested", unit->command_tested);
  muster_xml_set_bool (node, "command-failed", unit->command_failed);
  muster_xml_set_bool (node, "unsupplied", unit->unsupplied);
  muster_xml_set_int (node, "breakthroughs", unit->breakthroughs);
  /* Written only when set: older files, which never set it, read the same. */
  if (unit->must_retreat)
    muster_xml_set_bool (node, "must-retreat", TRUE);
  muster_xml_set_bool (node, "gone", unit->gone);
  if (unit->fate)
    muster_xml_set (node, "fate", unit->fate);
  if (unit->general)
    muster_xml_set (node, "general", unit->general);
  for (guint i = 0; unit->foes[i]; i++)
    muster_xml_set (muster_xml_add (node, "foe"), "unit", unit->foes[i]);
}

/* Reads what the list writes (a carry); the battle's own fields start
 * fresh. */
L2yUnit *
l2y_unit_read (xmlNode  *node,
               GError  **error)
{
  L2yUnit *unit = l2y_unit_new ();
  g_autofree char *type = muster_xml_get (node, "type");
  g_autofree char *grade = muster_xml_get (node, "grade");
  g_autofree char *weapon = muster_xml_get (node, "weapon");
  g_autoptr(GError) local = NULL;

  unit->id = muster_xml_get (node, "id");
  unit->name = muster_xml_get (node, "name");
  if (unit->id == NULL || unit->name == NULL || !g_utf8_validate (unit->name, -1, NULL) ||
      !l2y_type_from_id (type, &unit->type) || !l2y_weapon_from_id (weapon, &unit->weapon) ||
      grade == NULL || strlen (grade) != 1 || grade[0] < 'A' || grade[0] > 'D')
    {
      muster_xml_set_error (error, node, _("An army list's unit is not one Muster can read"));
      l2y_unit_free (unit);
      return NULL;
    }
  unit->grade = grade[0];
  unit->irregular = muster_xml_get_bool (node, "irregular", FALSE);
  unit->skirmish = muster_xml_get_bool (node, "skirmish", FALSE);
  unit->light = muster_xml_get_bool (node, "light", FALSE);
  unit->bayonets = muster_xml_get_bool (node, "bayonets", FALSE);
  unit->limbers = muster_xml_get_bool (node, "limbers", FALSE);
  if (!muster_xml_get_int (node, "models", 0, &unit->models, &local) ||
      !muster_xml_get_int (node, "gunners", 0, &unit->gunners, &local) ||
      !muster_xml_get_int (node, "ranks", 2, &unit->ranks, &local) ||
      !l2y_unit_check (unit, &local))
    {
      muster_xml_set_error (error, node, "%s", local->message);
      l2y_unit_free (unit);
      return NULL;
    }
  return unit;
}

/* The state */

static void
l2y_state_finalize (GObject *object)
{
  L2yState *self = L2Y_STATE (object);

  g_clear_pointer (&self->charts, l2y_charts_unref);
  g_ptr_array_unref (self->units);
  g_free (self->defensive_fire);
  g_free (self->skirmish_move);
  g_free (self->need_seven);
  g_free (self->army_name[0]);
  g_free (self->army_name[1]);
  G_OBJECT_CLASS (l2y_state_parent_class)->finalize (object);
}

static MusterState *
l2y_state_copy (MusterState *state)
{
  L2yState *self = L2Y_STATE (state);
  L2yState *copy = g_object_new (L2Y_TYPE_STATE, NULL);

  copy->charts = l2y_charts_ref (self->charts);
  copy->battle = self->battle;
  copy->points_limit = self->points_limit;
  copy->defensive_fire = g_strdup (self->defensive_fire);
  copy->skirmish_move = g_strdup (self->skirmish_move);
  copy->need_seven = g_strdup (self->need_seven);
  copy->artillery_duel = self->artillery_duel;
  copy->breakthrough = self->breakthrough;
  copy->reinforcing = self->reinforcing;
  copy->carrythrough = self->carrythrough;
  copy->campaign = self->campaign;
  for (guint i = 0; i < self->units->len; i++)
    g_ptr_array_add (copy->units, l2y_unit_copy (g_ptr_array_index (self->units, i)));
  copy->next_id = self->next_id;
  copy->army_name[0] = g_strdup (self->army_name[0]);
  copy->army_name[1] = g_strdup (self->army_name[1]);
  copy->turn = self->turn;
  copy->phase = self->phase;
  copy->active = self->active;
  return MUSTER_STATE (copy);
}

static void
l2y_state_write_snapshot (MusterState *state,
                          xmlNode     *node)
{
  L2yState *self = L2Y_STATE (state);
  xmlNode *top = muster_xml_add (node, self->battle ? "battle" : "army-list");

  muster_xml_set_int (top, "points-limit", self->points_limit);
  muster_xml_set_int (top, "next-id", self->next_id);
  if (self->battle)
    {
      muster_xml_set_int (top, "turn", self->turn);
      muster_xml_set (top, "phase", l2y_phase_id (self->phase));
      muster_xml_set (top, "active", self->active);
      for (int i = 0; i < 2; i++)
        if (self->army_name[i])
          muster_xml_set (top, i ? "american-army" : "british-army", self->army_name[i]);
    }
  for (guint i = 0; i < self->units->len; i++)
    l2y_unit_write (g_ptr_array_index (self->units, i), top, self->battle);
}

static void
list_units (L2yState   *self,
            const char *side,
            GString    *out)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);
      g_autofree char *summary = l2y_unit_summary (unit);

      if (g_strcmp0 (unit->side, side) != 0)
        continue;
      if (!self->battle)
        {
          int cost = l2y_unit_cost (self, unit, NULL);

          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  %s: %s; %d point\n",
                                                    "  %s: %s; %d points\n", cost),
                                  unit->name, summary, cost);
          continue;
        }
      if (unit->gone)
        {
          g_string_append_printf (out, _("  %s: gone (%s)\n"), unit->name, unit->fate ? unit->fate : "");
          continue;
        }
      if (unit->type == L2Y_GENERAL)
        {
          g_string_append_printf (out, _("  %s: general\n"), unit->name);
          continue;
        }
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  %s: %d of %d left (shattered at %d), %s%s%s, %s\n",
                                                "  %s: %d of %d left (shattered at %d), %s%s%s, %s\n",
                                                l2y_strength (unit)),
                              unit->name, l2y_strength (unit), unit->start, l2y_shatter_line (unit),
                              unit->shaken ? _("shaken") : _("good morale"),
                              unit->disordered ? _(", disordered") : "",
                              l2y_is_steady (unit) ? _(", steady") : "",
                              l2y_formation_name (unit->formation));
    }
}

static void
l2y_state_describe (MusterState      *state,
                    const MusterSeat *viewer,
                    GString          *out)
{
  L2yState *self = L2Y_STATE (state);

  if (!self->battle)
    {
      g_autoptr(GPtrArray) warnings = l2y_army_warnings (self);
      int total = l2y_army_cost (self, NULL);

      list_units (self, NULL, out);
      if (self->points_limit > 0)
        g_string_append_printf (out, _("Total: %d of %d points\n"), total, self->points_limit);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Total: %d point\n", "Total: %d points\n", total),
                                total);
      for (guint i = 0; i < warnings->len; i++)
        g_string_append_printf (out, _("Note: %s\n"), (char *) g_ptr_array_index (warnings, i));
      return;
    }
  g_string_append_printf (out, _("Turn %d, %s phase; %s active\n"), self->turn, l2y_phase_name (self->phase),
                          l2y_side_name (self->active));
  for (int s = 0; s < 2; s++)
    {
      const char *side = s ? "american" : "british";

      g_string_append_printf (out, "%s%s%s:\n", l2y_side_name (side),
                              self->army_name[s] ? " · " : "", self->army_name[s] ? self->army_name[s] : "");
      list_units (self, side, out);
    }
}

static gboolean
side_gone (L2yState   *self,
           const char *side)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);

      if (g_strcmp0 (unit->side, side) == 0 && !unit->gone && unit->type != L2Y_GENERAL)
        return FALSE;
    }
  return TRUE;
}

static char *
l2y_state_get_status (MusterState *state)
{
  L2yState *self = L2Y_STATE (state);
  const char *action = NULL;
  g_autoptr(GPtrArray) owed = NULL;

  if (!self->battle)
    {
      int total = l2y_army_cost (self, NULL);

      if (self->points_limit > 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit, %d of %d points", "%u units, %d of %d points",
                                             self->units->len),
                                self->units->len, total, self->points_limit);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u unit, %d points", "%u units, %d points",
                                           self->units->len), self->units->len, total);
    }
  for (int s = 0; s < 2; s++)
    if (side_gone (self, s ? "american" : "british"))
      return g_strdup_printf (_("The %s army has no units left on the table"), l2y_side_name (s ? "american" : "british"));
  owed = l2y_owed_tests (self, &action);
  if (owed->len > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %d, %s phase · %u unit owes a test",
                                         "Turn %d, %s phase · %u units owe a test", owed->len),
                            self->turn, l2y_phase_name (self->phase), owed->len);
  return g_strdup_printf (_("Turn %d, %s phase · %s active"), self->turn, l2y_phase_name (self->phase),
                          l2y_side_name (self->active));
}

static const char *
l2y_state_get_acting_side (MusterState *state)
{
  L2yState *self = L2Y_STATE (state);

  if (!self->battle)
    return NULL;
  if (self->phase == L2Y_PHASE_FIRE_TESTS)
    return l2y_other_side (self->active);
  if (self->phase == L2Y_PHASE_COMBAT || self->phase == L2Y_PHASE_RETREATS)
    return NULL;
  return self->active;
}

static MusterPending *
l2y_state_get_pending (MusterState *state)
{
  L2yState *self = L2Y_STATE (state);
  const char *action = NULL;
  g_autoptr(GPtrArray) owed = NULL;
  MusterPending *pending;
  GString *names = g_string_new (NULL);
  const char *side;

  if (!self->battle)
    {
      g_string_free (names, TRUE);
      return NULL;
    }
  owed = l2y_owed_tests (self, &action);
  if (owed->len == 0)
    {
      g_string_free (names, TRUE);
      return NULL;
    }
  side = ((L2yUnit *) g_ptr_array_index (owed, 0))->side;
  for (guint i = 0; i < owed->len; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", ((L2yUnit *) g_ptr_array_index (owed, i))->name);
  if (g_str_equal (action, "fire-test"))
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "The %s unit hit by fire must take its fire test: %s.",
                                                            "The %s units hit by fire must take their fire tests: %s.",
                                                            owed->len),
                                               l2y_side_name (side), names->str);
      pending = muster_pending_new (side, "9.5", text);
    }
  else
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "The shaken %s unit may test to rally: %s.",
                                                            "The shaken %s units may test to rally: %s.",
                                                            owed->len),
                                               l2y_side_name (side), names->str);
      pending = muster_pending_new (side, "5", text);
    }
  g_string_free (names, TRUE);
  muster_pending_add_action (pending, action);
  for (guint i = 0; i < owed->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (owed, i);
      const char *args[] = { unit->id, NULL };
      g_autofree char *label = g_strdup_printf (_("%s tests"), unit->name);

      muster_pending_add_item (pending, unit->id, unit->name);
      muster_pending_suggest (pending, action, args, label);
    }
  return pending;
}

/* A unit card (battle) or a priced unit (list). */
static MusterSheet *
unit_sheet (L2yState *self,
            L2yUnit  *unit)
{
  MusterSheet *sheet = muster_sheet_new (unit->id, unit->name, unit->side, FALSE);
  g_autofree char *summary = l2y_unit_summary (unit);
  MusterSheetRow *row;

  row = muster_sheet_add_row (sheet, _("Unit"), summary);
  row->section = g_strdup ("1.3");
  if (!self->battle)
    {
      g_autoptr(GString) breakdown = g_string_new (NULL);
      int cost = l2y_unit_cost (self, unit, breakdown);
      g_autofree char *points = g_strdup_printf ("%d", cost);
      g_autoptr(GPtrArray) warnings = l2y_unit_warnings (self, unit);

      row = muster_sheet_add_row (sheet, _("Cost"), points);
      row->number = cost;
      row->section = g_strdup ("13");
      row->source = g_strdup ("rulebook");
      row = muster_sheet_add_row (sheet, _("Breakdown"), breakdown->str);
      row->section = g_strdup ("13");
      for (guint i = 0; i < warnings->len; i++)
        muster_sheet_add_row (sheet, _("Note"), g_ptr_array_index (warnings, i));
      return sheet;
    }
  muster_sheet_add_row (sheet, _("Side"), l2y_side_name (unit->side));
  if (unit->gone)
    {
      muster_sheet_add_row (sheet, _("State"), unit->fate ? unit->fate : _("gone"));
      return sheet;
    }
  if (unit->type == L2Y_GENERAL)
    {
      g_autofree char *move = g_strdup_printf (_("%d in"), l2y_movement (self, unit));

      muster_sheet_add_row (sheet, _("Movement"), move);
      return sheet;
    }
  if (l2y_is_gun (unit))
    {
      muster_sheet_add_track (sheet, _("Gun models working"), unit->models - unit->guns_out, 0, unit->models,
                              "adjust");
      muster_sheet_add_track (sheet, _("Gunners"), unit->gunners, 0, unit->start, "adjust");
    }
  else
    muster_sheet_add_track (sheet, _("Models"), unit->models, 0, unit->start, "adjust");
  if (unit->type == L2Y_CAVALRY)
    {
      row = muster_sheet_add_track (sheet, _("Hit carried"), unit->carried, 0, 1, "adjust");
      row->section = g_strdup ("1.2");
    }
  row = muster_sheet_add_track (sheet, _("Rout hits"), unit->rout_hits, 0, 1000, "adjust");
  row->section = g_strdup ("1.2");
  row = muster_sheet_add_track (sheet, _("Starting strength"), unit->start, 0, unit->start, NULL);
  row = muster_sheet_add_track (sheet, _("Shattered at"), l2y_shatter_line (unit), 0, unit->start, NULL);
  row->section = g_strdup ("1.2");
  row = muster_sheet_add_row (sheet, _("Morale"), unit->shaken ? _("Shaken") : _("Good"));
  row->section = g_strdup ("5");
  row = muster_sheet_add_row (sheet, _("Order"),
                              unit->skirmish || unit->formation == L2Y_SKIRMISH ? _("Skirmishers (never disordered)")
                              : unit->disordered ? _("Disordered") : l2y_is_steady (unit) ? _("Steady") : _("In order"));
  row->section = g_strdup ("6.1");
  muster_sheet_add_row (sheet, _("Formation"), l2y_formation_name (unit->formation));
  {
    g_autofree char *move = g_strdup_printf (_("%d in"), l2y_movement (self, unit));

    row = muster_sheet_add_row (sheet, _("Movement"), move);
    row->section = unit->formation == L2Y_SKIRMISH ? g_strdup ("7") : g_strdup ("3");
    if (unit->formation == L2Y_SKIRMISH && unit->type == L2Y_INFANTRY)
      {
        const char *other = g_str_equal (self->skirmish_move, "chart") ? "section" : "chart";
        int inches = l2y_movement_read (self, unit, other);

        if (inches != l2y_movement (self, unit))
          {
            g_autofree char *text = g_strdup_printf (g_str_equal (other, "chart")
                                                     ? _("%d in, as the chart prints it")
                                                     : _("%d in, as the Skirmishers section says"), inches);

            row = muster_sheet_add_row (sheet, _("Movement, other reading"), text);
            row->section = g_strdup (g_str_equal (other, "chart") ? "3" : "7");
          }
      }
  }
  if (unit->general)
    {
      L2yUnit *general = l2y_find_unit (self, unit->general);

      muster_sheet_add_row (sheet, _("General with it"), general ? general->name : unit->general);
    }
  if (unit->foes[0])
    {
      GString *names = g_string_new (NULL);

      for (guint i = 0; unit->foes[i]; i++)
        {
          L2yUnit *foe = l2y_find_unit (self, unit->foes[i]);

          g_string_append_printf (names, "%s%s", i ? ", " : "", foe ? foe->name : unit->foes[i]);
        }
      muster_sheet_add_row (sheet, _("In combat with"), names->str);
      g_string_free (names, TRUE);
    }
  if (unit->unsupplied)
    muster_sheet_add_row (sheet, _("Supply"), _("Unsupplied or exhausted"));
  return sheet;
}

static GPtrArray *
l2y_state_get_sheets (MusterState      *state,
                      const MusterSeat *viewer)
{
  L2yState *self = L2Y_STATE (state);
  GPtrArray *sheets = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_sheet_free);

  if (!self->battle)
    {
      MusterSheet *army = muster_sheet_new ("army", _("Army list"), NULL, FALSE);
      g_autoptr(GPtrArray) warnings = l2y_army_warnings (self);
      g_autofree char *total = g_strdup_printf ("%d", l2y_army_cost (self, NULL));
      MusterSheetRow *row;

      for (guint i = 0; i < self->units->len; i++)
        {
          L2yUnit *unit = g_ptr_array_index (self->units, i);
          g_autofree char *cost = g_strdup_printf ("%d", l2y_unit_cost (self, unit, NULL));

          muster_sheet_add_row (army, unit->name, cost);
        }
      row = muster_sheet_add_row (army, _("Total"), total);
      row->number = l2y_army_cost (self, NULL);
      row->section = g_strdup ("13");
      if (self->points_limit > 0)
        {
          g_autofree char *limit = g_strdup_printf ("%d", self->points_limit);

          row = muster_sheet_add_row (army, _("Points limit"), limit);
          row->number = self->points_limit;
        }
      for (guint i = 0; i < warnings->len; i++)
        muster_sheet_add_row (army, _("Note"), g_ptr_array_index (warnings, i));
      g_ptr_array_add (sheets, army);
    }
  for (guint i = 0; i < self->units->len; i++)
    g_ptr_array_add (sheets, unit_sheet (self, g_ptr_array_index (self->units, i)));
  return sheets;
}

/* What a battle leaves of @side's army for the next one: the units still
 * on the table, with the models they have left (guns: those still
 * working), fresh in order and morale. NULL when none is left. */
static GPtrArray *
survivors (L2yState   *self,
           const char *side)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) l2y_unit_free);

  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);
      L2yUnit *copy;

      if (unit->gone || g_strcmp0 (unit->side, side) != 0)
        continue;
      copy = l2y_unit_copy (unit);
      if (l2y_is_gun (copy))
        copy->models -= copy->guns_out;
      if (copy->models <= 0 || (l2y_is_gun (copy) && copy->gunners <= 0))
        {
          l2y_unit_free (copy);
          continue;
        }
      g_ptr_array_add (out, copy);
    }
  return out;
}

static void
write_army (L2yState   *self,
            xmlNode    *node,
            const char *side,
            GPtrArray  *units)
{
  xmlNode *army = muster_xml_add (node, "army");
  int points = 0;

  for (guint i = 0; i < units->len; i++)
    points += l2y_unit_cost (self, g_ptr_array_index (units, i), NULL);
  if (side != NULL)
    muster_xml_set (army, "side", side);
  muster_xml_set_int (army, "points", points);
  for (guint i = 0; i < units->len; i++)
    l2y_unit_write (g_ptr_array_index (units, i), army, FALSE);
}

/* A list goes into a battle as it stands; a battle gives each side's
 * survivors to the next (12). */
static void
l2y_state_write_carry (MusterState *state,
                       xmlNode     *node)
{
  L2yState *self = L2Y_STATE (state);

  if (!self->battle)
    {
      write_army (self, node, NULL, self->units);
      return;
    }
  for (int s = 0; s < 2; s++)
    {
      const char *side = s ? "american" : "british";
      g_autoptr(GPtrArray) left = survivors (self, side);

      write_army (self, node, side, left);
    }
}

static gboolean
l2y_state_take_input (MusterState  *state,
                      const char   *name,
                      xmlNode      *carry,
                      GError      **error)
{
  L2yState *self = L2Y_STATE (state);
  const char *side = g_str_equal (name, "american") ? "american" : "british";
  xmlNode *army = NULL;
  guint n = 0;

  /* A list's army, or this side's survivors of a battle. */
  muster_xml_foreach_element (node, carry)
    {
      g_autofree char *of = muster_xml_get (node, "side");

      if (muster_xml_is (node, "army") && (of == NULL || g_str_equal (of, side)))
        {
          army = node;
          break;
        }
    }
  if (army == NULL)
    return muster_fail (error, MUSTER_ERROR_BAD_INPUT, _("The %s input is not an army list"), l2y_side_name (side));
  muster_xml_foreach_element (node, army)
    {
      L2yUnit *unit;

      if (!muster_xml_is (node, "unit"))
        continue;
      if (self->units->len >= 2 * L2Y_MAX_UNITS)
        return muster_fail (error, MUSTER_ERROR_BAD_INPUT, _("An army list holds at most %d units"), L2Y_MAX_UNITS);
      unit = l2y_unit_read (node, error);
      if (unit == NULL)
        return FALSE;
      g_free (unit->id);
      unit->id = g_strdup_printf ("%c%u", side[0], ++n);
      unit->side = g_strdup (side);
      /* Both armies may have a “Light Company”: the one that comes second
       * gets its side after its name, so every name means one unit (the
       * first keeps its name, as older battles' logs call it). */
      if (l2y_find_unit (self, unit->name) != NULL)
        {
          char *renamed = g_strdup_printf ("%s (%s)", unit->name, l2y_side_name (side));

          g_free (unit->name);
          unit->name = renamed;
        }
      unit->start = l2y_is_gun (unit) ? unit->gunners : unit->models;
      unit->formation = l2y_is_gun (unit) ? L2Y_UNLIMBERED : unit->skirmish ? L2Y_SKIRMISH : L2Y_LINE;
      g_ptr_array_add (self->units, unit);
    }
  return TRUE;
}

static gboolean
l2y_state_check_invariants (MusterState  *state,
                            GError      **error)
{
  L2yState *self = L2Y_STATE (state);

  for (guint i = 0; i < self->units->len; i++)
    {
      L2yUnit *unit = g_ptr_array_index (self->units, i);

      if (unit->models < 0 || unit->gunners < 0 || unit->carried < 0 || unit->carried > 1 ||
          unit->guns_out < 0 || unit->guns_out > unit->models || unit->rout_hits < 0)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, "%s: a count out of range", unit->name);
      if (self->battle && !unit->gone && unit->type != L2Y_GENERAL && l2y_strength (unit) <= l2y_shatter_line (unit))
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, "%s: below its shatter line but on the table", unit->name);
      if (self->battle && unit->formation == L2Y_SKIRMISH && unit->disordered)
        return muster_fail (error, MUSTER_ERROR_ILLEGAL, "%s: skirmishers are never disordered", unit->name);
      for (guint k = 0; unit->foes[k]; k++)
        {
          L2yUnit *foe = l2y_find_unit (self, unit->foes[k]);

          if (foe == NULL || foe->gone || !g_strv_contains ((const char * const *) foe->foes, unit->id))
            return muster_fail (error, MUSTER_ERROR_ILLEGAL, "%s: a combat with one side only", unit->name);
        }
    }
  if (!self->battle && self->units->len > L2Y_MAX_UNITS)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, "too many units");
  return TRUE;
}

static void
l2y_state_class_init (L2yStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterStateClass *state_class = MUSTER_STATE_CLASS (klass);

  object_class->finalize = l2y_state_finalize;
  state_class->copy = l2y_state_copy;
  state_class->action_table = &l2y_action_table;
  state_class->write_snapshot = l2y_state_write_snapshot;
  state_class->describe = l2y_state_describe;
  state_class->get_status = l2y_state_get_status;
  state_class->get_acting_side = l2y_state_get_acting_side;
  state_class->get_pending = l2y_state_get_pending;
  state_class->get_sheets = l2y_state_get_sheets;
  state_class->write_carry = l2y_state_write_carry;
  state_class->take_input = l2y_state_take_input;
  state_class->check_invariants = l2y_state_check_invariants;
}

static void
l2y_state_init (L2yState *self)
{
  self->units = g_ptr_array_new_with_free_func ((GDestroyNotify) l2y_unit_free);
}
