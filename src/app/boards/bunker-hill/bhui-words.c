/* bhui-words.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <glib/gi18n.h>

#include "bhui-words.h"

const char *
bhui_side_name (const char *side)
{
  if (g_strcmp0 (side, "british") == 0)
    return _("British");
  if (g_strcmp0 (side, "patriot") == 0)
    return _("Patriot");
  return _("Nobody");
}

const char *
bhui_terrain_name (const char *terrain)
{
  if (g_strcmp0 (terrain, "town") == 0)
    return _("Town");
  if (g_strcmp0 (terrain, "hilltop") == 0)
    return _("Hilltop");
  if (g_strcmp0 (terrain, "slope") == 0)
    return _("Slope");
  if (g_strcmp0 (terrain, "ridge") == 0)
    return _("Ridge line");
  if (g_strcmp0 (terrain, "neck") == 0)
    return _("Neck");
  return _("Open ground");
}

const char *
bhui_feature_name (const char *feature)
{
  if (g_strcmp0 (feature, "redoubt") == 0)
    return _("Redoubt");
  if (g_strcmp0 (feature, "rail-fence") == 0)
    return _("Rail fence");
  if (g_strcmp0 (feature, "stone-wall") == 0)
    return _("Stone wall");
  if (g_strcmp0 (feature, "breastwork") == 0)
    return _("Breastwork");
  return NULL;
}

const char *
bhui_hill_name (const char *hill)
{
  if (g_strcmp0 (hill, "moulton") == 0)
    return _("Moulton’s Hill");
  if (g_strcmp0 (hill, "breeds") == 0)
    return _("Breed’s Hill");
  if (g_strcmp0 (hill, "bunker") == 0)
    return _("Bunker Hill");
  return NULL;
}

const char *
bhui_face_name (const char *face)
{
  static const struct { const char *id; const char *name; } faces[] = {
    { "unbroken", N_("unbroken") },
    { "broken", N_("broken") },
    { "healthy", N_("healthy") },
    { "wounded", N_("wounded") },
    { "ready", N_("ready") },
    { "damaged", N_("damaged") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    if (g_strcmp0 (faces[i].id, face) == 0)
      return _(faces[i].name);
  return face ? face : "";
}

static char *
signed_number (int n)
{
  /* A real minus sign, as the board prints it. */
  return n < 0 ? g_strdup_printf ("−%d", -n) : g_strdup_printf ("+%d", n);
}

char *
bhui_modifiers_text (const BhViewRegion *region)
{
  g_autofree char *v = NULL;
  g_autofree char *a = NULL;

  if (!region->has_modifiers)
    return NULL;
  v = signed_number (region->volley);
  a = signed_number (region->assault);
  return g_strdup_printf ("%s/%s", v, a);
}

char *
bhui_counter_describe (const BhViewCounter *c)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s: %s", c->name, bhui_face_name (c->face));
  if (g_strcmp0 (c->kind, "leader") != 0)
    {
      if (c->strength < 0)
        g_string_append (out, _(", strength hidden"));
      else
        g_string_append_printf (out, _(", strength %d"), c->strength);
    }
  if (c->moved)
    g_string_append (out, _(", moved"));
  if (c->fired)
    g_string_append (out, _(", fired"));
  if (c->panicked)
    g_string_append (out, _(", panicked"));
  if (c->rallied)
    g_string_append (out, _(", has rallied"));
  return g_string_free (out, FALSE);
}

char *
bhui_region_terrain (const BhViewRegion *r)
{
  GString *out = g_string_new (NULL);
  const char *feature = bhui_feature_name (r->feature);
  const char *hill = bhui_hill_name (r->hill);
  g_autofree char *mods = bhui_modifiers_text (r);

  if (g_str_equal (r->kind, "land"))
    {
      g_string_append (out, bhui_terrain_name (r->terrain));
      if (r->terrain_reconstructed)
        g_string_append (out, _(" (reconstructed)"));
      if (hill != NULL)
        g_string_append_printf (out, ", %s", hill);
      if (feature != NULL)
        g_string_append_printf (out, ", %s", feature);
      g_string_append_printf (out, _(", elevation %d"), r->elevation);
      if (mods != NULL)
        g_string_append_printf (out, r->modifiers_reconstructed ? _(", modifiers %s (reconstructed)")
                                                                 : _(", modifiers %s"), mods);
      if (r->zone != NULL)
        g_string_append (out, r->staging_met ? _(", staging area (staging number met)")
                                             : _(", staging area (staging number not met yet)"));
    }
  else if (g_str_equal (r->kind, "zone"))
    g_string_append_printf (out, r->zone_reconstructed ? _("Landing zone %d, transport %d, staging %d (reconstructed)")
                                                       : _("Landing zone %d, transport %d, staging %d"),
                            r->zone_number, r->transport, r->staging);
  else if (g_str_equal (r->kind, "fleet-box"))
    g_string_append (out, r->fleet_here ? _("Fleet box, the fleet is here") : _("Fleet box"));
  else if (g_str_equal (r->kind, "muster-box"))
    g_string_append (out, _("Off-map box for Patriot reinforcements, next to the Neck"));
  else
    g_string_append (out, _("Copp’s Hill battery in Boston"));
  if (r->ablaze)
    g_string_append (out, _(", ablaze"));
  return g_string_free (out, FALSE);
}

char *
bhui_region_describe (BhState            *state,
                      const BhViewRegion *r)
{
  g_autoptr(GArray) stack = bh_view_stack (state, r->id);
  g_autofree char *terrain = bhui_region_terrain (r);
  GString *out = g_string_new (NULL);
  const char *side = NULL;

  g_string_append_printf (out, "%s. %s.", r->name, terrain);
  if (stack->len == 0)
    g_string_append (out, _(" No counters."));
  for (guint i = 0; i < stack->len; i++)
    {
      BhViewCounter c;
      g_autofree char *d = NULL;

      bh_view_counter (state, g_array_index (stack, int, i), &c);
      d = bhui_counter_describe (&c);
      if (g_strcmp0 (side, c.side) != 0)
        {
          side = c.side;
          g_string_append_printf (out, " %s:", bhui_side_name (side));
        }
      else
        g_string_append_c (out, ';');
      g_string_append_printf (out, " %s", d);
    }
  if (stack->len > 0)
    g_string_append_c (out, '.');
  return g_string_free (out, FALSE);
}

const char *
bhui_region_name (BhState    *state,
                  const char *id)
{
  BhViewRegion r;
  int i = id ? bh_view_find_region (state, id) : -1;

  return i >= 0 && bh_view_region (state, (guint) i, &r) ? r.name : id;
}

int
bhui_count_military (BhState    *state,
                     const char *region,
                     const char *side)
{
  g_autoptr(GArray) stack = bh_view_stack (state, region);
  int n = 0;

  for (guint i = 0; i < stack->len; i++)
    {
      BhViewCounter c;

      bh_view_counter (state, g_array_index (stack, int, i), &c);
      if (g_strcmp0 (c.side, side) == 0 && g_strcmp0 (c.kind, "leader") != 0)
        n++;
    }
  return n;
}

char *
bhui_leading_section (const char *text)
{
  const char *p = text;

  if (text == NULL || !g_ascii_isdigit (*p))
    return NULL;
  while (g_ascii_isdigit (*p) || (*p == '.' && g_ascii_isdigit (p[1])))
    p++;
  return g_strndup (text, p - text);
}

char *
bhui_half_points (int half_points)
{
  int whole = abs (half_points) / 2;
  gboolean half = abs (half_points) % 2 != 0;
  const char *sign = half_points < 0 ? "−" : "";

  if (half && whole == 0)
    return g_strdup_printf ("%s½", sign);
  return g_strdup_printf ("%s%d%s", sign, whole, half ? "½" : "");
}
