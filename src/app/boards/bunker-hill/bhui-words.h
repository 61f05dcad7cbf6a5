/* bhui-words.h: the Bunker Hill board's words for what the engine's view
 * names by id (terrain, features, faces and markers), and the sentences a
 * region or a counter is described with, for the detail pane and for screen
 * readers alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "bunker-hill/bh-view.h"

G_BEGIN_DECLS

const char *bhui_side_name       (const char          *side);
const char *bhui_terrain_name    (const char          *terrain);
/* NULL for "none". */
const char *bhui_feature_name    (const char          *feature);
/* NULL for "none". */
const char *bhui_hill_name       (const char          *hill);
const char *bhui_face_name       (const char          *face);
/* “−1/+1”, or NULL when the region has no modifiers. */
char       *bhui_modifiers_text  (const BhViewRegion  *region);
/* “Minutemen 1: unbroken, strength 1, moved”. */
char       *bhui_counter_describe (const BhViewCounter *counter);
/* Terrain words: “Slope, elevation 1, modifiers −1/+1 (reconstructed)”. */
char       *bhui_region_terrain  (const BhViewRegion  *region);
/* The region's name and everything in it, for its accessible label. */
char       *bhui_region_describe (BhState             *state,
                                  const BhViewRegion  *region);
/* The name of region @id, or @id itself when there is none. */
const char *bhui_region_name     (BhState             *state,
                                  const char          *id);
/* Military units (leaders not counted) of @side in @region (3.0). */
int         bhui_count_military  (BhState             *state,
                                  const char          *region,
                                  const char          *side);
/* The section a refusal or a penalty starts with (“6.2”), or NULL. */
char       *bhui_leading_section (const char          *text);
/* Half points as people write them: “3”, “3½”, “−½”. */
char       *bhui_half_points     (int                  half_points);

G_END_DECLS
