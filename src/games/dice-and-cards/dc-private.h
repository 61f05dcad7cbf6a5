/* dc-private.h: what the parts of the Dice & Cards system share: the
 * state's fields, lookups by id or name, and the action table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "dc-state.h"

G_BEGIN_DECLS

#define DC_MAX_ITEMS 200
#define DC_MAX_CARDS 500

typedef struct
{
  char *name;
  char *expr;
} DcPool;

struct _DcState
{
  MusterState parent_instance;

  GPtrArray  *tracks;  /* MusterTrack* */
  GPtrArray  *decks;   /* MusterDeck* */
  GPtrArray  *pools;   /* DcPool* */
  /* The notes, newest first, each pointing to the one before: copies
   * share them, and a note added to any copy adds one link, so neither a
   * copy nor a note costs more however long the log (see dc_add_note). */
  struct DcNote *notes;
  guint       n_notes;
  char       *last_roll;
};

/* Lookups ignore case, so “vp” finds the “VP” track; NULL when none. */
MusterTrack      *dc_find_track (DcState     *self,
                                 const char  *name);
MusterDeck       *dc_find_deck  (DcState     *self,
                                 const char  *name);
DcPool           *dc_find_pool  (DcState     *self,
                                 const char  *name);
const MusterCard *dc_find_card  (MusterDeck  *deck,
                                 const char  *name);
/* 1 to 60 characters of text. */
gboolean          dc_valid_name (const char  *name,
                                 GError     **error);
void              dc_add_note   (DcState     *self,
                                 const char  *text);

extern const MusterActionTable dc_action_table;

G_END_DECLS
