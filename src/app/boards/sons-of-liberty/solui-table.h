/* solui-table.h: the table of a battle of Sons of Liberty, where the
 * board's map would be: the Tyranny as chips (the Tory's pool, the line
 * set out for the hand, the chips played on the table), the melds with
 * what they are and any chip on them, the cards laid in front of each
 * seat, and each seat's hand, secret until that seat asks. While a
 * Patriot's hand shows, the melds it may add to now are highlighted with
 * a button for each card that fits (the engine's “add”, through
 * “board.act”).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-games.h"
#include "widgets/muster-card-hand.h"
#include "solui-chips.h"

G_BEGIN_DECLS

#define SOLUI_TYPE_TABLE (solui_table_get_type ())
G_DECLARE_FINAL_TYPE (SoluiTable, solui_table, SOLUI, TABLE, GtkWidget)

GtkWidget      *solui_table_new            (void);
void            solui_table_set_session    (SoluiTable    *self,
                                            MusterSession *session);
/* Reads the session's state again (the board calls it on each change). */
void            solui_table_update         (SoluiTable    *self);
/* The seat whose hand shows now, or NULL. */
const char     *solui_table_get_shown_seat (SoluiTable    *self);
/* “pool”, “line” or “table”; with several Tories “pool-2”, “line-2”,
 * “table-2” and so on for the second Tory's and after (NULL if none). */
SoluiChips     *solui_table_get_chips      (SoluiTable    *self,
                                            const char    *heap);
/* The hand of @seat, or NULL. */
MusterCardHand *solui_table_get_hand       (SoluiTable    *self,
                                            const char    *seat);
guint           solui_table_get_n_melds    (SoluiTable    *self);
/* The meld shown @i-th (from 0): its sentence, and whether it is
 * highlighted with the additions of the hand that shows. */
const char     *solui_table_get_meld_text  (SoluiTable    *self,
                                            guint          i);
gboolean        solui_table_meld_is_legal  (SoluiTable    *self,
                                            guint          i);
/* The button adding the card named @card_name to the @i-th meld, or
 * NULL. */
GtkWidget      *solui_table_get_addition   (SoluiTable    *self,
                                            guint          i,
                                            const char    *card_name);

G_END_DECLS
