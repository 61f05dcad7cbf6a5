/* bhui-end-turn.h: End Turn as a short dialog: what the end of the turn
 * did (markers off, leaders steadying panicked units, the turn marker),
 * then whatever the engine waits for next, in its words, with its
 * suggested answers as the dialog's buttons (the fire spread roll when
 * Charlestown burns), and which regions caught fire.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-games.h"

G_BEGIN_DECLS

/* Performs end-turn on @session from @source (with muster_perform) and
 * shows what happened. */
void bhui_end_turn_run (GtkWidget     *source,
                        MusterSession *session);

G_END_DECLS
