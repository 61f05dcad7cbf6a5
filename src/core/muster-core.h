/* muster-core.h: the whole core library in one include.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "muster-action.h"
#include "muster-action-table.h"
#include "muster-campaign.h"
#include "muster-chance.h"
#include "muster-corrections.h"
#include "muster-deck.h"
#include "muster-dice.h"
#include "muster-end-turn.h"
#include "muster-entry.h"
#include "muster-error.h"
#include "muster-file.h"
#include "muster-ledger.h"
#include "muster-odds.h"
#include "muster-offers.h"
#include "muster-options.h"
#include "muster-pending.h"
#include "muster-preview.h"
#include "muster-recovery.h"
#include "muster-rules.h"
#include "muster-seat.h"
#include "muster-session.h"
#include "muster-sheet.h"
#include "muster-sheet-text.h"
#include "muster-state.h"
#include "muster-system.h"
#include "muster-track.h"
#include "muster-xml.h"

G_BEGIN_DECLS

/* Registers the data resources and prepares libxml2. Call once before
 * using anything else; calling again does nothing. */
void muster_core_init (void);

G_END_DECLS
