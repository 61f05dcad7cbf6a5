/* muster-preview-view.h: what an action would do, shown before the dice
 * are thrown, for any system: the engine's preview (muster_state_preview)
 * as each roll with its dice, every modifier with its size, reason and
 * section (those resting on reconstructed data marked), the exact
 * distribution charted, then the outcomes of the whole sequence with
 * their chances. Part of the table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_PREVIEW_VIEW (muster_preview_view_get_type ())
G_DECLARE_FINAL_TYPE (MusterPreviewView, muster_preview_view, MUSTER, PREVIEW_VIEW, GtkWidget)

GtkWidget           *muster_preview_view_new         (void);
/* Shows @preview (copied), or nothing for NULL. Also the "preview"
 * property. */
void                 muster_preview_view_set_preview (MusterPreviewView   *self,
                                                      const MusterPreview *preview);
const MusterPreview *muster_preview_view_get_preview (MusterPreviewView   *self);

G_END_DECLS
