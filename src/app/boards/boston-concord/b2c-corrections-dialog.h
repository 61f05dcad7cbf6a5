/* b2c-corrections-dialog.h: the players' corrections of reconstructed data
 * (GAMES.md): the values printed on each of their cards, how two regions
 * of their map meet (road, land, stream, dark water with a road, or not at
 * all), and the VP schedule of their Player's Aid. Each is a logged action
 * (set-card, correct-border, set-vp) performed through muster_perform().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define B2C_TYPE_CORRECTIONS_DIALOG (b2c_corrections_dialog_get_type ())
G_DECLARE_FINAL_TYPE (B2cCorrectionsDialog, b2c_corrections_dialog, B2C, CORRECTIONS_DIALOG, AdwPreferencesWindow)

/* @page: "cards", "map" or "vp" (NULL: cards). */
B2cCorrectionsDialog *b2c_corrections_dialog_new (GtkWidget     *source,
                                                  MusterSession *session,
                                                  const char    *page);

/* Shows the border between regions @a and @b (indices; -1 keeps one). */
void                  b2c_corrections_dialog_show_border (B2cCorrectionsDialog *self,
                                                          int                   a,
                                                          int                   b);

G_END_DECLS
