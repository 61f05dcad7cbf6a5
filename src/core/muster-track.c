/* muster-track.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-track.h"
#include "muster-xml.h"

G_DEFINE_BOXED_TYPE (MusterTrack, muster_track, muster_track_copy, muster_track_free)

static void
threshold_clear (gpointer data)
{
  MusterThreshold *threshold = data;

  g_free (threshold->name);
  g_free (threshold->note);
}

MusterTrack *
muster_track_new (const char *id,
                  const char *name,
                  int         min,
                  int         max,
                  int         value)
{
  MusterTrack *track = g_new0 (MusterTrack, 1);

  g_return_val_if_fail (min <= max, NULL);

  track->id = g_strdup (id);
  track->name = g_strdup (name ? name : id);
  track->min = min;
  track->max = max;
  track->value = CLAMP (value, min, max);
  track->thresholds = g_array_new (FALSE, TRUE, sizeof (MusterThreshold));
  g_array_set_clear_func (track->thresholds, threshold_clear);
  return track;
}

MusterTrack *
muster_track_copy (const MusterTrack *track)
{
  MusterTrack *copy = muster_track_new (track->id, track->name, track->min, track->max, track->value);

  copy->side = g_strdup (track->side);
  for (guint i = 0; i < track->thresholds->len; i++)
    {
      const MusterThreshold *t = &g_array_index (track->thresholds, MusterThreshold, i);
      muster_track_add_threshold (copy, t->value, t->name, t->note);
    }
  return copy;
}

void
muster_track_free (MusterTrack *track)
{
  if (track == NULL)
    return;
  g_free (track->id);
  g_free (track->name);
  g_free (track->side);
  g_array_unref (track->thresholds);
  g_free (track);
}

void
muster_track_add_threshold (MusterTrack *track,
                            int          value,
                            const char  *name,
                            const char  *note)
{
  MusterThreshold threshold = { value, g_strdup (name), g_strdup (note) };
  guint i;

  for (i = 0; i < track->thresholds->len; i++)
    if (g_array_index (track->thresholds, MusterThreshold, i).value > value)
      break;
  g_array_insert_val (track->thresholds, i, threshold);
}

gboolean
muster_track_set (MusterTrack  *track,
                  int           value,
                  GError      **error)
{
  if (value < track->min || value > track->max)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("%s runs from %d to %d; %d is off the track"),
                   track->name, track->min, track->max, value);
      return FALSE;
    }
  track->value = value;
  return TRUE;
}

int
muster_track_adjust (MusterTrack *track,
                     int          delta)
{
  int old = track->value;
  gint64 wanted = (gint64) old + delta;

  track->value = (int) CLAMP (wanted, (gint64) track->min, (gint64) track->max);
  return track->value - old;
}

GPtrArray *
muster_track_crossed (const MusterTrack *track,
                      int                from,
                      int                to)
{
  GPtrArray *crossed = g_ptr_array_new ();
  int lo = MIN (from, to), hi = MAX (from, to);

  for (guint i = 0; i < track->thresholds->len; i++)
    {
      MusterThreshold *t = &g_array_index (track->thresholds, MusterThreshold, i);

      /* The starting value is excluded: a threshold already reached is not
       * crossed again by staying on it. */
      if (t->value >= lo && t->value <= hi && t->value != from)
        g_ptr_array_add (crossed, t);
    }
  return crossed;
}

char *
muster_track_to_string (const MusterTrack *track)
{
  GString *str = g_string_new (NULL);

  g_string_printf (str, "%s %d (%d–%d", track->name, track->value, track->min, track->max);
  for (guint i = 0; i < track->thresholds->len; i++)
    {
      const MusterThreshold *t = &g_array_index (track->thresholds, MusterThreshold, i);
      g_string_append_printf (str, "; %s at %d", t->name, t->value);
    }
  g_string_append_c (str, ')');
  return g_string_free (str, FALSE);
}

void
muster_track_write (const MusterTrack *track,
                    xmlNode           *parent)
{
  xmlNode *node = muster_xml_add (parent, "track");

  muster_xml_set (node, "id", track->id);
  muster_xml_set (node, "name", track->name);
  muster_xml_set (node, "side", track->side);
  muster_xml_set_int (node, "min", track->min);
  muster_xml_set_int (node, "max", track->max);
  muster_xml_set_int (node, "value", track->value);
  for (guint i = 0; i < track->thresholds->len; i++)
    {
      const MusterThreshold *t = &g_array_index (track->thresholds, MusterThreshold, i);
      xmlNode *tn = muster_xml_add_text (node, "threshold", t->note ? t->note : "");

      muster_xml_set_int (tn, "value", t->value);
      muster_xml_set (tn, "name", t->name);
    }
}

MusterTrack *
muster_track_read (xmlNode  *node,
                   GError  **error)
{
  g_autofree char *id = muster_xml_get (node, "id");
  g_autofree char *name = muster_xml_get (node, "name");
  g_autoptr(MusterTrack) track = NULL;
  int min, max, value;

  if (id == NULL)
    {
      muster_xml_set_error (error, node, _("a track needs an id"));
      return NULL;
    }
  if (!muster_xml_get_int (node, "min", 0, &min, error) ||
      !muster_xml_get_int (node, "max", 0, &max, error) ||
      !muster_xml_get_int (node, "value", min, &value, error))
    return NULL;
  if (min > max || value < min || value > max)
    {
      muster_xml_set_error (error, node, _("track “%s” has value %d outside %d–%d"), id, value, min, max);
      return NULL;
    }
  track = muster_track_new (id, name, min, max, value);
  track->side = muster_xml_get (node, "side");
  muster_xml_foreach_element (child, node)
    {
      g_autofree char *tname = NULL;
      g_autofree char *note = NULL;
      int tvalue;

      if (!muster_xml_is (child, "threshold"))
        continue;
      if (!muster_xml_get_int (child, "value", 0, &tvalue, error))
        return NULL;
      tname = muster_xml_get (child, "name");
      note = muster_xml_get_text (child);
      muster_track_add_threshold (track, tvalue, tname, *note ? note : NULL);
    }
  return g_steal_pointer (&track);
}
