/* muster-track-strip.h: one track (muster-track.h) drawn as a strip: its
 * name and value over a row of spaces from its minimum to its maximum, the
 * value's space marked (in its side's colour: style.css styles
 * “mustertrackstrip.side-ID > label.marker”), each threshold ticked and
 * named under its space with its note as the tooltip there. Screen readers
 * hear “Patriot morale 11 of 24; Panic at 12”.
 *
 * Given a set action (an engine action taking the track's id and a value,
 * as Dice & Cards' “track-set”), a click on a space or the arrow, Home and
 * End keys set the track by activating “session.perform” with the action
 * and (id, value) as its target; only then is the strip a Tab stop. Part
 * of the table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_TRACK_STRIP (muster_track_strip_get_type ())
G_DECLARE_FINAL_TYPE (MusterTrackStrip, muster_track_strip, MUSTER, TRACK_STRIP, GtkWidget)

GtkWidget         *muster_track_strip_new             (const MusterTrack *track);
/* Shows @track (copied), in place. Also the "track" property. */
void               muster_track_strip_set_track       (MusterTrackStrip  *self,
                                                       const MusterTrack *track);
const MusterTrack *muster_track_strip_get_track       (MusterTrackStrip  *self);
/* The action setting the track, or NULL when it cannot be set here. Also
 * the "set-action" property. */
void               muster_track_strip_set_set_action  (MusterTrackStrip  *self,
                                                       const char        *action);
const char        *muster_track_strip_get_set_action  (MusterTrackStrip  *self);
/* What screen readers hear: “Patriot morale 11 of 24; Panic at 12”. */
const char        *muster_track_strip_get_description (MusterTrackStrip  *self);
/* The tooltip over @value's space: each threshold there with its note
 * (“Panic at 12: 9.1 A panic check each turn”), or NULL. */
char              *muster_track_strip_dup_notes       (MusterTrackStrip  *self,
                                                       int                value);
/* Sets the track to @value as a click on its space does: activates
 * “session.perform” with the set action. FALSE (and nothing done) when the
 * track cannot be set, @value is out of range or already the value. */
gboolean           muster_track_strip_choose          (MusterTrackStrip  *self,
                                                       int                value);

G_END_DECLS
