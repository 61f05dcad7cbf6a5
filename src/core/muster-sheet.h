/* muster-sheet.h: titled tables of values, for people.
 *
 * A character sheet, a unit card, an army list, a production ledger: each
 * is a sheet of labelled rows. A row may be a track the players can adjust
 * with an action; each row may say where its value comes from (a section,
 * or “reconstructed”). A sheet may belong to a seat and be secret.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct
{
  char     *label;          /* “Muskets” */
  char     *value;          /* the value in words: “12”, “Grade B”, “Shaken” */
  int       number;         /* the value as a number, when it is one */
  gboolean  is_track;       /* a number between min and max that actions change */
  int       min;
  int       max;
  char     *adjust_action;  /* the action that changes it (its arguments: the sheet id, the row label, a delta), or NULL */
  char     *source;         /* “rulebook”, “reconstructed”, “user”, or NULL */
  char     *section;        /* the rule it follows, or NULL */
} MusterSheetRow;

typedef struct
{
  char      *id;
  char      *title;
  char      *owner;         /* a seat or side id, or NULL: the table's */
  gboolean   secret;        /* shown only to its owner */
  GPtrArray *rows;          /* MusterSheetRow* */
} MusterSheet;

#define MUSTER_TYPE_SHEET (muster_sheet_get_type ())
GType           muster_sheet_get_type  (void) G_GNUC_CONST;
MusterSheet    *muster_sheet_new       (const char        *id,
                                        const char        *title,
                                        const char        *owner,
                                        gboolean           secret);
MusterSheet    *muster_sheet_copy      (const MusterSheet *sheet);
void            muster_sheet_free      (MusterSheet       *sheet);
/* Adds a row of text and returns it for more. */
MusterSheetRow *muster_sheet_add_row   (MusterSheet       *sheet,
                                        const char        *label,
                                        const char        *value);
/* Adds a number that actions change, min to max. */
MusterSheetRow *muster_sheet_add_track (MusterSheet       *sheet,
                                        const char        *label,
                                        int                value,
                                        int                min,
                                        int                max,
                                        const char        *adjust_action);
/* The row labelled @label, or NULL. */
MusterSheetRow *muster_sheet_find_row  (const MusterSheet *sheet,
                                        const char        *label);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterSheet, muster_sheet_free)

G_END_DECLS
