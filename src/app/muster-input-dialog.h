/* muster-input-dialog.h: asks the players what they rolled or drew, from a
 * manual chance source's request: the dice as numbers (“3 5 6”), the card
 * from the ones it may be, or a choice by number.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_INPUT_DIALOG (muster_input_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MusterInputDialog, muster_input_dialog, MUSTER, INPUT_DIALOG, AdwMessageDialog)

/* Responds “enter” or “cancel”. */
MusterInputDialog *muster_input_dialog_new        (GtkWindow                 *parent,
                                                   MusterSession             *session,
                                                   const MusterChanceRequest *request,
                                                   const char                *message);
/* Fills in the answer as text: dice values (“3 5 6”), a card id or name,
 * or a choice's number (1 for the first). */
void               muster_input_dialog_set_answer (MusterInputDialog         *self,
                                                   const char                *answer);
/* Hands the answer to @chance; FALSE if it does not fit the request. */
gboolean           muster_input_dialog_supply     (MusterInputDialog         *self,
                                                   MusterChance              *chance);

G_END_DECLS
