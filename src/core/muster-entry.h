/* muster-entry.h: one line of a session's log: the action taken, its
 * arguments, every random result it used, and what happened in words with
 * the rule section that governs it. People can bookmark and annotate it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "muster-chance.h"

G_BEGIN_DECLS

/* What one entry may hold, in a file and so in a session. */
#define MUSTER_ENTRY_MAX_ARGS        1000
#define MUSTER_ENTRY_MAX_OUTCOMES    20000

#define MUSTER_TYPE_ENTRY (muster_entry_get_type ())
G_DECLARE_FINAL_TYPE (MusterEntry, muster_entry, MUSTER, ENTRY, GObject)

MusterEntry        *muster_entry_new              (const char         *action,
                                                   const char * const *args);
const char         *muster_entry_get_action       (MusterEntry        *self);
const char * const *muster_entry_get_args         (MusterEntry        *self);
/* Recorded random results (MusterOutcome*), in the order they were used. */
GPtrArray          *muster_entry_get_outcomes     (MusterEntry        *self);
void                muster_entry_set_outcomes     (MusterEntry        *self,
                                                   GPtrArray          *outcomes);
/* A one-based position in the session's log, set by the session. */
guint               muster_entry_get_number       (MusterEntry        *self);
void                muster_entry_set_number       (MusterEntry        *self,
                                                   guint               number);

/* What happened, in words: set by the game system while applying. */
const char         *muster_entry_get_text         (MusterEntry        *self);
void                muster_entry_set_text         (MusterEntry        *self,
                                                   const char         *text);
void                muster_entry_append_text      (MusterEntry        *self,
                                                   const char         *format,
                                                   ...) G_GNUC_PRINTF (2, 3);
const char         *muster_entry_get_rule         (MusterEntry        *self);
void                muster_entry_set_rule         (MusterEntry        *self,
                                                   const char         *section);
const char         *muster_entry_get_side         (MusterEntry        *self);
void                muster_entry_set_side         (MusterEntry        *self,
                                                   const char         *side);

/* When the entry was made, as ISO 8601 text (kept as text so a file
 * round-trips byte for byte). */
const char         *muster_entry_get_time         (MusterEntry        *self);
void                muster_entry_set_time         (MusterEntry        *self,
                                                   const char         *iso8601);
/* The time now in UTC as entries and campaigns are stamped with it:
 * “2026-11-27T06:23:03Z”. */
char               *muster_now_iso8601            (void);

/* Overrides: the players chose to go past a check that rests on
 * reconstructed data. The action is applied with overrides allowed when
 * muster_entry_get_override() is TRUE, and each check passed that way is
 * listed. */
gboolean            muster_entry_get_override     (MusterEntry        *self);
void                muster_entry_set_override     (MusterEntry        *self,
                                                   gboolean            override);
GPtrArray          *muster_entry_get_overridden   (MusterEntry        *self);
void                muster_entry_add_overridden   (MusterEntry        *self,
                                                   const char         *what);

gboolean            muster_entry_get_bookmarked   (MusterEntry        *self);
void                muster_entry_set_bookmarked   (MusterEntry        *self,
                                                   gboolean            bookmarked);
/* What only @owner (a seat or side id) may read of this entry: the cards
 * it looked at. The text is public; this is shown to the owner alone. */
void                muster_entry_append_secret    (MusterEntry        *self,
                                                   const char         *owner,
                                                   const char         *format,
                                                   ...) G_GNUC_PRINTF (3, 4);
const char         *muster_entry_get_secret       (MusterEntry        *self,
                                                   const char        **owner);
const char         *muster_entry_get_annotation   (MusterEntry        *self);
void                muster_entry_set_annotation   (MusterEntry        *self,
                                                   const char         *annotation);
/* TRUE when the entry lies beyond the undo cursor (it can be redone). */
gboolean            muster_entry_get_undone       (MusterEntry        *self);
void                muster_entry_set_undone       (MusterEntry        *self,
                                                   gboolean            undone);

/* Whoever keeps the entry (its campaign) is told when its bookmark or
 * annotation changes (@what: "bookmarked" or "annotation"), without a
 * signal connection for each entry, which in a long log costs more than
 * the entries themselves. @data is kept, and given to @destroy, until
 * another watch replaces it or the entry goes. */
typedef void (*MusterEntryWatch) (MusterEntry *entry,
                                  const char  *what,
                                  gpointer     data);
void                muster_entry_set_watch        (MusterEntry        *self,
                                                   MusterEntryWatch    watch,
                                                   gpointer            data,
                                                   GDestroyNotify      destroy);

/* Whether a file can keep as many arguments as @args: at most
 * MUSTER_ENTRY_MAX_ARGS (their characters are muster_args_check_text()'s).
 * MUSTER_ERROR_INVALID_ARGS when not. */
gboolean            muster_entry_check_args       (const char * const *args,
                                                   GError            **error);

/* A number that moves on with every change to what a file holds of the
 * entry (not its number nor whether it is undone), for caches. */
guint               muster_entry_get_revision     (MusterEntry        *self);

/* Forgets what applying wrote (text, rule, side, overridden) so the entry
 * can be applied again; the recorded outcomes stay, to be replayed. */
void                muster_entry_reset_result     (MusterEntry        *self);

G_END_DECLS
