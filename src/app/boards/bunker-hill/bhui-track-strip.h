/* bhui-track-strip.h: one track of the board as a row of numbered spaces,
 * its marker on the current value and its thresholds marked underneath
 * (12 and 0 on the ammunition and morale tracks).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BHUI_TYPE_TRACK_STRIP (bhui_track_strip_get_type ())
G_DECLARE_FINAL_TYPE (BhuiTrackStrip, bhui_track_strip, BHUI, TRACK_STRIP, GtkWidget)

/* @side ("british", "patriot" or NULL) colours the marker. */
GtkWidget *bhui_track_strip_new       (const char     *label,
                                       int             lo,
                                       int             hi,
                                       const char     *side);
void       bhui_track_strip_set_value (BhuiTrackStrip *self,
                                       int             value);
int        bhui_track_strip_get_value (BhuiTrackStrip *self);
/* Marks space @value with a short @label under it (a threshold, a coming
 * event); @alert draws it in the warning colour. */
void       bhui_track_strip_add_mark  (BhuiTrackStrip *self,
                                       int             value,
                                       const char     *label,
                                       gboolean        alert);
void       bhui_track_strip_clear_marks (BhuiTrackStrip *self);

G_END_DECLS
