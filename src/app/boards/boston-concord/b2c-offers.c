/* b2c-offers.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "b2c-offers.h"

/* Corrections are never offered from the map: they have their own editor. */
static const char * const corrections[] = { "set-card", "correct-border", "set-vp", NULL };

void
b2c_offer_free (B2cOffer *offer)
{
  if (offer == NULL)
    return;
  g_free (offer->action);
  g_free (offer->label);
  g_free (offer->section);
  g_strfreev (offer->args);
  g_free (offer->text);
  g_free (offer);
}

B2cOffer *
b2c_offer_copy (const B2cOffer *offer)
{
  B2cOffer *copy = g_new0 (B2cOffer, 1);

  copy->action = g_strdup (offer->action);
  copy->label = g_strdup (offer->label);
  copy->section = g_strdup (offer->section);
  copy->args = g_strdupv (offer->args);
  copy->text = g_strdup (offer->text);
  copy->uncertain = offer->uncertain;
  return copy;
}

/* Words of the action vocabulary that are neither regions nor counters. */
static const char *
word_text (const char *word)
{
  static const struct { const char *id; const char *text; } words[] = {
    /* Translators: words in the arguments of an offered action. */
    { "place", N_("place") },
    { "remove", N_("remove") },
    { "move", N_("Hinder Movement") },
    { "search", N_("Hinder Search") },
    { "muster", N_("Hinder Muster") },
    { "top", N_("top edge") },
    { "left", N_("left edge") },
    { "bottom", N_("bottom edge") },
    { "evade", N_("evade (one more point)") },
    { "risk", N_("risk a capture roll") },
    { "none", N_("none") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (words[i].id, word))
      return _(words[i].text);
  return word;
}

char *
b2c_offer_describe_args (B2cState           *state,
                         const char * const *args)
{
  GString *words = g_string_new (NULL), *regions = g_string_new (NULL), *units = g_string_new (NULL);
  guint n_units = 0;
  char *out;

  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    {
      int region = b2c_view_find_region (state, args[i]);
      int unit = region < 0 ? b2c_view_find_unit (state, args[i]) : -1;

      if (region >= 0)
        {
          B2cRegionView r;

          b2c_view_region (state, region, &r);
          g_string_append_printf (regions, "%s%s", regions->len ? " → " : "", r.name);
        }
      else if (unit >= 0)
        {
          B2cUnitView u;

          b2c_view_unit (state, unit, &u);
          if (n_units < 4)
            g_string_append_printf (units, "%s%s", units->len ? ", " : "", u.name);
          n_units++;
        }
      else
        g_string_append_printf (words, "%s%s", words->len ? ", " : "", word_text (args[i]));
    }
  if (n_units > 4)
    /* Translators: the end of a list of counters that is too long to show. */
    g_string_append_printf (units, _(" and %u more"), n_units - 4);
  {
    GPtrArray *parts = g_ptr_array_new ();

    if (words->len)
      g_ptr_array_add (parts, words->str);
    if (regions->len)
      g_ptr_array_add (parts, regions->str);
    if (units->len)
      g_ptr_array_add (parts, units->str);
    g_ptr_array_add (parts, NULL);
    out = g_strjoinv (" · ", (char **) parts->pdata);
    g_ptr_array_unref (parts);
  }
  g_string_free (words, TRUE);
  g_string_free (regions, TRUE);
  g_string_free (units, TRUE);
  return out;
}

static B2cOffer *
offer_new (B2cState               *state,
           const MusterActionInfo *info,
           const char * const     *args,
           gboolean                uncertain)
{
  B2cOffer *offer = g_new0 (B2cOffer, 1);

  offer->action = g_strdup (info->id);
  offer->label = g_strdup (info->label);
  offer->section = g_strdup (info->section);
  offer->args = g_strdupv ((char **) args);
  offer->text = b2c_offer_describe_args (state, args);
  offer->uncertain = uncertain;
  return offer;
}

/* Accepted now, accepted only with an override (*uncertain), or not. */
static gboolean
acceptable (B2cState           *state,
            const char         *action,
            const char * const *args,
            gboolean           *uncertain)
{
  g_autoptr(GError) error = NULL;

  *uncertain = FALSE;
  if (muster_state_check (MUSTER_STATE (state), action, args, FALSE, &error))
    return TRUE;
  if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
    {
      *uncertain = TRUE;
      return TRUE;
    }
  return FALSE;
}

static gboolean
offerable (const MusterActionInfo *info)
{
  return info->legal && info->params->len > 0 && !g_strv_contains (corrections, info->id);
}

static int
unit_region (B2cState *state,
             int       unit)
{
  B2cUnitView u;

  b2c_view_unit (state, unit, &u);
  return u.region;
}

/* Whether the action takes more counters at the end ([UNIT...]). */
static gboolean
takes_trailing_units (B2cState               *state,
                      const MusterActionInfo *info)
{
  MusterParam *last;

  if (info->params->len == 0)
    return FALSE;
  last = g_ptr_array_index (info->params, info->params->len - 1);
  return last->repeated && last->choices != NULL && last->choices[0] != NULL &&
         b2c_view_find_unit (state, last->choices[0]) >= 0;
}

/* @candidate with the selected counters in place of its counters that
 * stand in @source, or appended when the action takes counters last and
 * the candidate names none. NULL when nothing changes. */
static GStrv
adapt (B2cState               *state,
       const MusterActionInfo *info,
       const char * const     *candidate,
       int                     source,
       GArray                 *units)
{
  GStrvBuilder *builder;
  gboolean replaced = FALSE, any_unit = FALSE;
  GStrv out;
  guint i = 0;

  if (units == NULL || units->len == 0)
    return NULL;
  builder = g_strv_builder_new ();
  while (candidate[i] != NULL)
    {
      int unit = b2c_view_find_region (state, candidate[i]) < 0 ? b2c_view_find_unit (state, candidate[i]) : -1;

      if (unit >= 0)
        any_unit = TRUE;
      if (unit >= 0 && !replaced && unit_region (state, unit) == source)
        {
          /* The run of counters standing in the source region. */
          while (candidate[i] != NULL)
            {
              int next = b2c_view_find_region (state, candidate[i]) < 0 ? b2c_view_find_unit (state, candidate[i]) : -1;

              if (next < 0 || unit_region (state, next) != source)
                break;
              i++;
            }
          for (guint k = 0; k < units->len; k++)
            {
              B2cUnitView u;

              b2c_view_unit (state, g_array_index (units, int, k), &u);
              g_strv_builder_add (builder, u.id);
            }
          replaced = TRUE;
          continue;
        }
      g_strv_builder_add (builder, candidate[i]);
      i++;
    }
  if (!replaced && !any_unit && takes_trailing_units (state, info))
    {
      for (guint k = 0; k < units->len; k++)
        {
          B2cUnitView u;

          b2c_view_unit (state, g_array_index (units, int, k), &u);
          if (u.region == source)
            {
              g_strv_builder_add (builder, u.id);
              replaced = TRUE;
            }
        }
    }
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  if (!replaced)
    g_clear_pointer (&out, g_strfreev);
  return out;
}

/* The regions an argument list names or where the counters it names
 * stand; @last_region gets the last region named. */
static void
touched (B2cState           *state,
         const char * const *args,
         gboolean           *marks,
         int                *last_region)
{
  *last_region = -1;
  for (guint i = 0; args[i] != NULL; i++)
    {
      int region = b2c_view_find_region (state, args[i]);

      if (region >= 0)
        {
          marks[region] = TRUE;
          *last_region = region;
        }
      else
        {
          int unit = b2c_view_find_unit (state, args[i]);
          int where = unit >= 0 ? unit_region (state, unit) : -1;

          if (where >= 0)
            marks[where] = TRUE;
        }
    }
}

static gboolean
contains_offer (GPtrArray          *offers,
                const char         *action,
                const char * const *args)
{
  for (guint i = 0; i < offers->len; i++)
    {
      B2cOffer *o = g_ptr_array_index (offers, i);

      if (g_str_equal (o->action, action) && g_strv_equal ((const char * const *) o->args, args))
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
b2c_offers_for_selection (B2cState   *state,
                          int         source,
                          int         target,
                          GArray     *units,
                          const char *only_action,
                          guint       max)
{
  g_autoptr(GPtrArray) infos = muster_state_list_actions (MUSTER_STATE (state));
  g_autoptr(GPtrArray) ending = g_ptr_array_new_with_free_func ((GDestroyNotify) b2c_offer_free);
  g_autoptr(GPtrArray) others = g_ptr_array_new_with_free_func ((GDestroyNotify) b2c_offer_free);
  guint n_regions = b2c_view_n_regions (state);
  g_autofree gboolean *marks = g_new0 (gboolean, n_regions);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) b2c_offer_free);

  if (source < 0 || (guint) source >= n_regions)
    return out;
  for (guint a = 0; a < infos->len && ending->len + others->len < max * 2; a++)
    {
      const MusterActionInfo *info = g_ptr_array_index (infos, a);
      g_autoptr(GPtrArray) candidates = NULL;

      if (!offerable (info) || (only_action != NULL && !g_str_equal (info->id, only_action)))
        continue;
      candidates = muster_state_propose (MUSTER_STATE (state), info->id);
      for (guint c = 0; c < candidates->len; c++)
        {
          const char * const *candidate = g_ptr_array_index (candidates, c);
          g_auto(GStrv) adapted = NULL;
          const char * const *args;
          gboolean uncertain;
          int last;

          memset (marks, 0, n_regions * sizeof (gboolean));
          touched (state, candidate, marks, &last);
          if (!marks[source] || (target >= 0 && !marks[target]))
            continue;
          adapted = adapt (state, info, candidate, source, units);
          args = adapted ? (const char * const *) adapted : candidate;
          if (contains_offer (ending, info->id, args) || contains_offer (others, info->id, args))
            continue;
          /* A candidate the selected counters do not fit is left out. */
          if (!acceptable (state, info->id, args, &uncertain))
            continue;
          g_ptr_array_add (target >= 0 && last == target ? ending : others,
                           offer_new (state, info, args, uncertain));
        }
    }
  for (guint i = 0; i < ending->len && out->len < max; i++)
    g_ptr_array_add (out, b2c_offer_copy (g_ptr_array_index (ending, i)));
  for (guint i = 0; i < others->len && out->len < max; i++)
    g_ptr_array_add (out, b2c_offer_copy (g_ptr_array_index (others, i)));
  return out;
}

GPtrArray *
b2c_offers_for_action (B2cState   *state,
                       const char *action,
                       guint       max)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (MUSTER_STATE (state), action);
  g_autoptr(GPtrArray) candidates = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) b2c_offer_free);

  if (info == NULL || !info->legal)
    return out;
  candidates = muster_state_propose (MUSTER_STATE (state), action);
  for (guint c = 0; c < candidates->len && out->len < max; c++)
    {
      const char * const *args = g_ptr_array_index (candidates, c);
      gboolean uncertain;

      if (!contains_offer (out, action, args) && acceptable (state, action, args, &uncertain))
        g_ptr_array_add (out, offer_new (state, info, args, uncertain));
    }
  return out;
}

gboolean *
b2c_offers_reach (B2cState   *state,
                  const char *action)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (MUSTER_STATE (state), action);
  g_autoptr(GPtrArray) candidates = NULL;
  guint n = b2c_view_n_regions (state);
  gboolean *reach, *marks;
  gboolean any = FALSE;

  if (info == NULL || !info->legal || info->params->len == 0)
    return NULL;
  reach = g_new0 (gboolean, n);
  marks = g_new0 (gboolean, n);
  candidates = muster_state_propose (MUSTER_STATE (state), action);
  for (guint c = 0; c < candidates->len; c++)
    {
      const char * const *args = g_ptr_array_index (candidates, c);
      gboolean uncertain, news = FALSE;
      int last;

      memset (marks, 0, n * sizeof (gboolean));
      touched (state, args, marks, &last);
      /* A candidate that adds no region is not worth checking. */
      for (guint r = 0; r < n; r++)
        news |= marks[r] && !reach[r];
      if (!news || !acceptable (state, action, args, &uncertain))
        continue;
      for (guint r = 0; r < n; r++)
        reach[r] |= marks[r];
      any = TRUE;
    }
  g_free (marks);
  if (!any)
    g_clear_pointer (&reach, g_free);
  return reach;
}
