/* muster-ledger-view.h: the luck ledger: per side, the dice thrown, their
 * total against the expected total, and hits against expected hits, for
 * this session and for the whole campaign.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_LEDGER_VIEW (muster_ledger_view_get_type ())
G_DECLARE_FINAL_TYPE (MusterLedgerView, muster_ledger_view, MUSTER, LEDGER_VIEW, GtkWidget)

void muster_ledger_view_set_model (MusterLedgerView *self,
                                   MusterCampaign   *campaign,
                                   MusterSession    *session);

G_END_DECLS
