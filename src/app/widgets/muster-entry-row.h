/* muster-entry-row.h: one log entry as a row players read but do not act
 * on: its words, and a link to its rule. What a combat or an end of turn
 * did is listed with these. Part of the table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

GtkWidget *muster_entry_row_new (MusterEntry *entry);

G_END_DECLS
