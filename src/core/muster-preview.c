/* muster-preview.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-preview.h"

G_DEFINE_BOXED_TYPE (MusterPreview, muster_preview, muster_preview_copy, muster_preview_free)

static void
modifier_free (MusterModifier *m)
{
  g_free (m->why);
  g_free (m->section);
  g_free (m);
}

static void
roll_free (MusterRollPreview *roll)
{
  g_free (roll->side);
  g_free (roll->label);
  g_free (roll->hits_on);
  g_ptr_array_unref (roll->modifiers);
  g_clear_pointer (&roll->dist, muster_dist_unref);
  g_free (roll);
}

static void
outcome_free (MusterPreviewOutcome *o)
{
  g_free (o->label);
  g_clear_pointer (&o->dist, muster_dist_unref);
  g_free (o);
}

MusterPreview *
muster_preview_new (void)
{
  MusterPreview *preview = g_new0 (MusterPreview, 1);

  preview->legal = TRUE;
  preview->rolls = g_ptr_array_new_with_free_func ((GDestroyNotify) roll_free);
  preview->outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) outcome_free);
  return preview;
}

MusterPreview *
muster_preview_copy (const MusterPreview *preview)
{
  MusterPreview *copy = muster_preview_new ();

  copy->legal = preview->legal;
  copy->uncertain = preview->uncertain;
  copy->reason = g_strdup (preview->reason);
  for (guint i = 0; i < preview->rolls->len; i++)
    {
      const MusterRollPreview *r = g_ptr_array_index (preview->rolls, i);
      MusterRollPreview *c = muster_preview_add_roll (copy, r->side, r->label, r->n_dice, r->sides, r->hits_on,
                                                      r->dist ? muster_dist_ref (r->dist) : NULL);

      c->hidden = r->hidden;
      for (guint m = 0; m < r->modifiers->len; m++)
        {
          const MusterModifier *mod = g_ptr_array_index (r->modifiers, m);

          muster_roll_add_modifier (c, mod->delta, mod->why, mod->section, mod->reconstructed);
        }
    }
  for (guint i = 0; i < preview->outcomes->len; i++)
    {
      const MusterPreviewOutcome *o = g_ptr_array_index (preview->outcomes, i);

      muster_preview_add_outcome (copy, o->label, o->probability, o->dist ? muster_dist_ref (o->dist) : NULL);
    }
  return copy;
}

void
muster_preview_free (MusterPreview *preview)
{
  if (preview == NULL)
    return;
  g_free (preview->reason);
  g_ptr_array_unref (preview->rolls);
  g_ptr_array_unref (preview->outcomes);
  g_free (preview);
}

void
muster_preview_refuse (MusterPreview *preview,
                       const GError  *error)
{
  g_free (preview->reason);
  preview->reason = g_strdup (error ? error->message : NULL);
  preview->legal = FALSE;
  preview->uncertain = g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN);
}

MusterRollPreview *
muster_preview_add_roll (MusterPreview *preview,
                         const char    *side,
                         const char    *label,
                         guint          n_dice,
                         guint          sides,
                         const char    *hits_on,
                         MusterDist    *dist)
{
  MusterRollPreview *roll = g_new0 (MusterRollPreview, 1);

  roll->side = g_strdup (side);
  roll->label = g_strdup (label);
  roll->n_dice = n_dice;
  roll->sides = sides;
  roll->hits_on = g_strdup (hits_on);
  roll->modifiers = g_ptr_array_new_with_free_func ((GDestroyNotify) modifier_free);
  roll->dist = dist;
  g_ptr_array_add (preview->rolls, roll);
  return roll;
}

void
muster_roll_add_modifier (MusterRollPreview *roll,
                          int                delta,
                          const char        *why,
                          const char        *section,
                          gboolean           reconstructed)
{
  MusterModifier *m = g_new0 (MusterModifier, 1);

  m->delta = delta;
  m->why = g_strdup (why);
  m->section = g_strdup (section);
  m->reconstructed = reconstructed;
  g_ptr_array_add (roll->modifiers, m);
}

void
muster_preview_add_outcome (MusterPreview *preview,
                            const char    *label,
                            double         probability,
                            MusterDist    *dist)
{
  MusterPreviewOutcome *o = g_new0 (MusterPreviewOutcome, 1);

  o->label = g_strdup (label);
  o->probability = dist != NULL ? -1 : probability;
  o->dist = dist;
  g_ptr_array_add (preview->outcomes, o);
}

double
muster_preview_get_probability (const MusterPreview *preview,
                                const char          *label)
{
  for (guint i = 0; i < preview->outcomes->len; i++)
    {
      const MusterPreviewOutcome *o = g_ptr_array_index (preview->outcomes, i);

      if (g_strcmp0 (o->label, label) == 0)
        return o->probability;
    }
  return -1;
}

static void
append_dist (GString          *out,
             const MusterDist *dist)
{
  for (int v = muster_dist_get_min (dist); v <= muster_dist_get_max (dist); v++)
    {
      double p = muster_dist_prob (dist, v);

      if (p > 0)
        g_string_append_printf (out, "    %3d  %6.2f%%\n", v, 100 * p);
    }
}

char *
muster_preview_to_text (const MusterPreview *preview)
{
  GString *out = g_string_new (NULL);

  if (!preview->legal)
    g_string_append_printf (out, preview->uncertain ? _("Legal only by an override: %s\n") : _("Not legal now: %s\n"),
                            preview->reason ? preview->reason : "");
  for (guint i = 0; i < preview->rolls->len; i++)
    {
      const MusterRollPreview *r = g_ptr_array_index (preview->rolls, i);

      g_string_append_printf (out, "%s\n", r->label ? r->label : "");
      if (r->sides == 0)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  %u die\n", "  %u dice\n", r->n_dice), r->n_dice);
      else if (r->hits_on)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  %u die of %u sides, hitting on %s\n",
                                                  "  %u dice of %u sides, hitting on %s\n", r->n_dice),
                                r->n_dice, r->sides, r->hits_on);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  %u die of %u sides\n",
                                                  "  %u dice of %u sides\n", r->n_dice),
                                r->n_dice, r->sides);
      for (guint m = 0; m < r->modifiers->len; m++)
        {
          const MusterModifier *mod = g_ptr_array_index (r->modifiers, m);

          g_string_append_printf (out, "  %+d  %s%s%s%s%s\n", mod->delta, mod->why,
                                  mod->section ? " (" : "", mod->section ? mod->section : "",
                                  mod->section ? ")" : "",
                                  mod->reconstructed ? _(" [reconstructed]") : "");
        }
      if (r->dist)
        append_dist (out, r->dist);
      if (r->hidden)
        g_string_append (out, _("  (some strengths are still hidden: the odds mix over what they may be)\n"));
    }
  for (guint i = 0; i < preview->outcomes->len; i++)
    {
      const MusterPreviewOutcome *o = g_ptr_array_index (preview->outcomes, i);

      if (o->dist)
        {
          g_string_append_printf (out, "%s\n", o->label);
          append_dist (out, o->dist);
        }
      else
        g_string_append_printf (out, "%s: %.2f%%\n", o->label, 100 * o->probability);
    }
  return g_string_free (out, FALSE);
}
