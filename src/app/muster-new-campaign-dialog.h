/* muster-new-campaign-dialog.h: choose a game system, a scenario, its
 * options, app dice or the players' own, and the players. In session mode
 * (adding a session to an open campaign) the title and players are hidden.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_NEW_CAMPAIGN_DIALOG (muster_new_campaign_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MusterNewCampaignDialog, muster_new_campaign_dialog, MUSTER, NEW_CAMPAIGN_DIALOG, AdwWindow)

MusterNewCampaignDialog *muster_new_campaign_dialog_new        (MusterRegistry          *registry,
                                                                GSettings               *settings,
                                                                gboolean                 session_only);
/* Selects a system and one of its scenarios (NULL: the first). */
gboolean                 muster_new_campaign_dialog_select     (MusterNewCampaignDialog *self,
                                                                const char              *system_id,
                                                                const char              *scenario_id);
void                     muster_new_campaign_dialog_set_title  (MusterNewCampaignDialog *self,
                                                                const char              *title);
void                     muster_new_campaign_dialog_set_manual_dice (MusterNewCampaignDialog *self,
                                                                     gboolean                 manual);
void                     muster_new_campaign_dialog_add_player (MusterNewCampaignDialog *self,
                                                                const char              *name,
                                                                const char              *side);
/* What the Create button does: builds the session (and the campaign unless
 * in session mode), emits “session-created” or “campaign-created” and
 * closes. On failure the dialog stays open and shows why. */
gboolean                 muster_new_campaign_dialog_create     (MusterNewCampaignDialog *self);
/* The campaign a new session joins: its games can give the new one what
 * its scenario takes from earlier games. */
void                     muster_new_campaign_dialog_set_campaign (MusterNewCampaignDialog *self,
                                                                  MusterCampaign          *campaign);

G_END_DECLS
