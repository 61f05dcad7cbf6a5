/* muster-notes-panel.h: the players' notes on this session and on the
 * whole campaign, saved with the campaign.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_NOTES_PANEL (muster_notes_panel_get_type ())
G_DECLARE_FINAL_TYPE (MusterNotesPanel, muster_notes_panel, MUSTER, NOTES_PANEL, GtkWidget)

void muster_notes_panel_set_model (MusterNotesPanel *self,
                                   MusterCampaign   *campaign,
                                   MusterSession    *session);

G_END_DECLS
