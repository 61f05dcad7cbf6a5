/* muster-track.h: a bounded counter (turn, VP, actions, ammo, morale) with
 * named thresholds such as “panic at 12”.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef struct
{
  int   value;
  char *name;   /* “Panic” */
  char *note;   /* what happens there, in our words, with its section */
} MusterThreshold;

typedef struct
{
  char   *id;
  char   *name;
  char   *side;     /* whose track, or NULL */
  int     min;
  int     max;
  int     value;
  GArray *thresholds;  /* MusterThreshold, sorted by value */
} MusterTrack;

#define MUSTER_TYPE_TRACK (muster_track_get_type ())
GType        muster_track_get_type       (void) G_GNUC_CONST;
MusterTrack *muster_track_new            (const char        *id,
                                          const char        *name,
                                          int                min,
                                          int                max,
                                          int                value);
MusterTrack *muster_track_copy           (const MusterTrack *track);
void         muster_track_free           (MusterTrack       *track);
void         muster_track_add_threshold  (MusterTrack       *track,
                                          int                value,
                                          const char        *name,
                                          const char        *note);
/* Sets the value; out of range is MUSTER_ERROR_INVALID_ARGS and changes nothing. */
gboolean     muster_track_set            (MusterTrack       *track,
                                          int                value,
                                          GError           **error);
/* Moves by @delta, stopping at the bounds; returns the change made. */
int          muster_track_adjust         (MusterTrack       *track,
                                          int                delta);
/* The thresholds passed when moving from @from to @to (either direction),
 * including one landed on; borrowed pointers into @track. */
GPtrArray   *muster_track_crossed        (const MusterTrack *track,
                                          int                from,
                                          int                to);
/* “Patriot morale 11 (min 0, max 24; Panic at 12)”. */
char        *muster_track_to_string      (const MusterTrack *track);
void         muster_track_write          (const MusterTrack *track,
                                          xmlNode           *parent);
MusterTrack *muster_track_read           (xmlNode           *node,
                                          GError           **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterTrack, muster_track_free)

G_END_DECLS
