/* revroad-units.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-action.h"
#include "muster-error.h"
#include "muster-xml.h"
#include "revroad-units.h"

struct _RevroadRoster
{
  gatomicrefcount  ref;
  GPtrArray       *defs;  /* RevroadUnitDef* */
};

static void
def_free (RevroadUnitDef *def)
{
  g_free (def->id);
  g_free (def->name);
  g_free (def->group);
  g_free (def);
}

RevroadRoster *
revroad_roster_new (void)
{
  RevroadRoster *roster = g_new0 (RevroadRoster, 1);

  g_atomic_ref_count_init (&roster->ref);
  roster->defs = g_ptr_array_new_with_free_func ((GDestroyNotify) def_free);
  return roster;
}

RevroadRoster *
revroad_roster_ref (RevroadRoster *roster)
{
  g_atomic_ref_count_inc (&roster->ref);
  return roster;
}

void
revroad_roster_unref (RevroadRoster *roster)
{
  if (roster != NULL && g_atomic_ref_count_dec (&roster->ref))
    {
      g_ptr_array_unref (roster->defs);
      g_free (roster);
    }
}

int
revroad_roster_add (RevroadRoster *roster,
                    const char    *id,
                    const char    *name,
                    RevroadKind    kind,
                    RevroadSide    side,
                    int            strength,
                    const char    *group)
{
  RevroadUnitDef *def;

  if (id == NULL || revroad_roster_find (roster, id) >= 0 ||
      roster->defs->len >= REVROAD_MAX_UNITS)
    return -1;

  def = g_new0 (RevroadUnitDef, 1);
  def->id = g_strdup (id);
  def->name = g_strdup (name ? name : id);
  def->kind = kind;
  def->side = side;
  def->strength = strength;
  def->back_strength = 0;
  /* A field cannon in From Boston to Concord has no back (4.1); Bunker Hill
   * gives its own one with revroad_roster_set_back(). */
  def->has_back = kind != REVROAD_KIND_CANNON && kind != REVROAD_KIND_FLEET &&
                  kind != REVROAD_KIND_BATTERY;
  def->group = g_strdup (group);
  g_ptr_array_add (roster->defs, def);
  return (int) roster->defs->len - 1;
}

void
revroad_roster_set_back (RevroadRoster *roster,
                         int            i,
                         int            strength)
{
  RevroadUnitDef *def;

  g_return_if_fail (i >= 0 && (guint) i < roster->defs->len);
  def = g_ptr_array_index (roster->defs, i);
  def->has_back = TRUE;
  def->back_strength = strength;
}

guint
revroad_roster_get_n (RevroadRoster *roster)
{
  return roster->defs->len;
}

const RevroadUnitDef *
revroad_roster_get (RevroadRoster *roster,
                    guint          i)
{
  g_return_val_if_fail (i < roster->defs->len, NULL);
  return g_ptr_array_index (roster->defs, i);
}

int
revroad_roster_find (RevroadRoster *roster,
                     const char    *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < roster->defs->len; i++)
    if (g_str_equal (((RevroadUnitDef *) g_ptr_array_index (roster->defs, i))->id, id))
      return (int) i;
  return -1;
}

void
revroad_unit_init (RevroadUnit          *unit,
                   const RevroadUnitDef *def)
{
  memset (unit, 0, sizeof *unit);
  unit->region = REVROAD_NOWHERE;
  unit->place = REVROAD_PLACE_WAITING;
  unit->strength = (gint8) def->strength;
  unit->pool = -1;
}


gboolean
revroad_unit_is_hidden (const RevroadUnitDef *def,
                        const RevroadUnit    *unit)
{
  return def->kind == REVROAD_KIND_MILITIA && unit->strength < 0;
}

int
revroad_unit_strength (const RevroadUnitDef *def,
                       const RevroadUnit    *unit)
{
  if (!revroad_kind_is_military (def->kind))
    return 0;
  if (unit->flipped)
    return def->back_strength;
  if (unit->strength < 0)
    return -1;
  return unit->strength;
}

gboolean
revroad_unit_has_mark (const RevroadUnit *unit,
                       guint32            mark)
{
  return (unit->markers & mark) != 0;
}

RevroadHitResult
revroad_unit_hit (const RevroadUnitDef *def,
                  RevroadUnit          *unit)
{
  if (def->kind == REVROAD_KIND_RIDER || def->kind == REVROAD_KIND_SOL ||
      def->kind == REVROAD_KIND_FLEET || def->kind == REVROAD_KIND_BATTERY ||
      unit->place != REVROAD_PLACE_MAP)
    return REVROAD_HIT_NONE;

  if (!unit->flipped && def->has_back)
    {
      unit->flipped = TRUE;
      return REVROAD_HIT_FLIPPED;
    }
  /* Off the board the counter has no face: “broken and destroyed” at once
   * would be two places for one counter. */
  unit->place = REVROAD_PLACE_ELIMINATED;
  unit->region = REVROAD_NOWHERE;
  unit->markers = 0;
  unit->flipped = FALSE;
  return REVROAD_HIT_ELIMINATED;
}

const char *
revroad_unit_face (const RevroadUnitDef *def,
                   const RevroadUnit    *unit)
{
  switch (def->kind)
    {
    case REVROAD_KIND_LEADER:
      return unit->flipped ? _("wounded") : _("healthy");
    case REVROAD_KIND_RIDER:
    case REVROAD_KIND_SOL:
      return unit->flipped ? _("captured") : _("free");
    case REVROAD_KIND_CANNON:
      return unit->flipped ? _("damaged") : _("ready");
    case REVROAD_KIND_FLEET:
    case REVROAD_KIND_BATTERY:
      return _("ready");
    case REVROAD_KIND_REGULAR:
    case REVROAD_KIND_MARINE:
    case REVROAD_KIND_MINUTEMAN:
    case REVROAD_KIND_MILITIA:
    case REVROAD_N_KINDS:
    default:
      return unit->flipped ? _("broken") : _("unbroken");
    }
}

gboolean
revroad_unit_correct (const RevroadUnitDef  *def,
                      RevroadUnit           *unit,
                      const char            *word,
                      GError               **error)
{
  static const struct { const char *word; guint32 mark; } marks[] = {
    { "moved", REVROAD_MARK_MOVED }, { "fired", REVROAD_MARK_FIRED }, { "rallied", REVROAD_MARK_RALLIED },
    { "panic", REVROAD_MARK_PANIC }, { "under", REVROAD_MARK_INACTIVE },
  };
  static const char * const back[] = { "broken", "wounded", "damaged", "captured", NULL };
  static const char * const front[] = { "unbroken", "healthy", "free", NULL };
  gboolean militia = def->kind == REVROAD_KIND_MILITIA;

  if (g_strv_contains (back, word) || g_strv_contains (front, word))
    {
      unit->flipped = g_strv_contains (back, word);
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (g_str_equal (word, marks[i].word))
      {
        unit->markers |= marks[i].mark;
        return TRUE;
      }
  if (g_str_equal (word, "fresh"))
    {
      unit->markers = 0;
      return TRUE;
    }
  if (militia && g_str_equal (word, "hidden"))
    {
      unit->strength = -1;
      unit->pool = -1;
      return TRUE;
    }
  if (militia && g_str_has_prefix (word, "strength-"))
    {
      int s;

      if (!muster_args_parse_int (word + strlen ("strength-"), _("The strength"), 0, 2, &s, error))
        return FALSE;
      unit->strength = (gint8) s;
      return TRUE;
    }
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
               _("“%s” is not a face, marker or strength of %s (broken, unbroken, moved, fired, rallied, under, fresh%s)"),
               word, def->name, militia ? _(", hidden, strength-N") : "");
  return FALSE;
}

char *
revroad_unit_describe (const RevroadUnitDef *def,
                       const RevroadUnit    *unit)
{
  GString *out = g_string_new (NULL);
  const char *sep = " (";

  g_string_append_printf (out, "%s %s", revroad_unit_face (def, unit), def->name);
  if (def->kind == REVROAD_KIND_MILITIA && !unit->flipped)
    {
      if (unit->strength < 0)
        g_string_append (out, _(" [strength hidden]"));
      else
        g_string_append_printf (out, _(" [strength %d]"), unit->strength);
    }
  if (unit->markers & REVROAD_MARK_INACTIVE)
    {
      g_string_append_printf (out, "%s%s", sep, _("under marker"));
      sep = ", ";
    }
  if ((unit->markers & (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED)) ==
      (REVROAD_MARK_MOVED | REVROAD_MARK_FIRED))
    {
      g_string_append_printf (out, "%s%s", sep, _("Moved/Fired"));
      sep = ", ";
    }
  else if (unit->markers & REVROAD_MARK_MOVED)
    {
      g_string_append_printf (out, "%s%s", sep, _("Moved"));
      sep = ", ";
    }
  else if (unit->markers & REVROAD_MARK_FIRED)
    {
      g_string_append_printf (out, "%s%s", sep, _("Fired"));
      sep = ", ";
    }
  if (unit->markers & REVROAD_MARK_RALLIED)
    {
      g_string_append_printf (out, "%s%s", sep, _("Rallied"));
      sep = ", ";
    }
  if (unit->markers & REVROAD_MARK_PANIC)
    {
      g_string_append_printf (out, "%s%s", sep, _("Panic"));
      sep = ", ";
    }
  if (sep[0] == ',')
    g_string_append (out, ")");
  return g_string_free (out, FALSE);
}

static const char *
place_id (guint8 place)
{
  switch (place)
    {
    case REVROAD_PLACE_MAP:
      return "map";
    case REVROAD_PLACE_WAITING:
      return "waiting";
    case REVROAD_PLACE_ELIMINATED:
      return "eliminated";
    case REVROAD_PLACE_REMOVED:
    default:
      return "removed";
    }
}

void
revroad_unit_write (const RevroadUnitDef *def,
                    const RevroadUnit    *unit,
                    const char           *region_id,
                    xmlNode              *parent)
{
  xmlNode *node = muster_xml_add (parent, "unit");

  muster_xml_set (node, "id", def->id);
  muster_xml_set (node, "place", place_id (unit->place));
  if (region_id != NULL)
    muster_xml_set (node, "region", region_id);
  muster_xml_set_bool (node, "flipped", unit->flipped);
  muster_xml_set_int (node, "markers", unit->markers);
  if (def->kind == REVROAD_KIND_MILITIA)
    {
      muster_xml_set_int (node, "strength", unit->strength);
      muster_xml_set_int (node, "pool", unit->pool);
    }
  muster_xml_set_int (node, "moved", unit->moved);
  muster_xml_set_int (node, "road", unit->road);
  muster_xml_set_int (node, "turn", unit->turn);
}
