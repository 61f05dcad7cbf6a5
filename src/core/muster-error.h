/* muster-error.h: the error domain every core failure a user can cause reports in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MUSTER_ERROR (muster_error_quark ())

typedef enum
{
  /* A rule, named in the message with its section number, forbids the action. */
  MUSTER_ERROR_ILLEGAL,
  /* The check rests on reconstructed data (see GAMES.md); the players may override it. */
  MUSTER_ERROR_UNCERTAIN,
  /* The chance source is manual and the players must still say what they rolled or drew. */
  MUSTER_ERROR_NEEDS_INPUT,
  /* The players' supplied results do not fit (a 7 on a d6, a card not in the draw pile). */
  MUSTER_ERROR_BAD_INPUT,
  /* The action's arguments are malformed or name nothing that exists. */
  MUSTER_ERROR_INVALID_ARGS,
  /* The action id is not known to the system. */
  MUSTER_ERROR_UNKNOWN_ACTION,
  /* A dice expression could not be parsed. */
  MUSTER_ERROR_DICE_EXPR,
  /* A file or data document is malformed, hostile or of the wrong version. */
  MUSTER_ERROR_PARSE,
  /* A file is of a version this build does not read. */
  MUSTER_ERROR_VERSION,
  /* Replaying a log gave a different result from the one it recorded. */
  MUSTER_ERROR_REPLAY,
  /* A system, scenario or option id is not known. */
  MUSTER_ERROR_NOT_FOUND,
  /* Nothing to undo, redo or draw. */
  MUSTER_ERROR_NOTHING,
  /* Writing a file failed; the previous file is untouched. */
  MUSTER_ERROR_IO,
  /* The session's log no longer replays: it can be read, not played on. */
  MUSTER_ERROR_READ_ONLY,
} MusterErrorCode;

GQuark   muster_error_quark (void);

/* Sets @error to @code with the formatted message, unless @error is NULL
 * or already set (the first failure stands), and returns FALSE, so that a
 * check can end with `return muster_fail (error, MUSTER_ERROR_ILLEGAL, …)`.
 * The macro evaluates the format and its arguments (the translations, the
 * names) only when the message will be kept: see muster_error_wants_message(). */
gboolean muster_fail        (GError         **error,
                             MusterErrorCode  code,
                             const char      *format,
                             ...) G_GNUC_PRINTF (3, 4);
#define muster_fail(error, code, ...) \
  (muster_error_wants_message (error) ? (muster_fail) ((error), (code), __VA_ARGS__) \
                                      : muster_fail_code ((error), (code)))

/* Sets @error to @code with an empty message, unless @error is NULL or
 * already set, and returns FALSE. */
gboolean muster_fail_code   (GError         **error,
                             MusterErrorCode  code);

/* A caller that reads only an error's domain and code (whether an action
 * is open, not why) brackets the call with muster_error_hush() and
 * muster_error_unhush(): in between, on this thread, the checks that fail
 * through muster_fail() (or look at muster_error_wants_message()) still
 * set the same code but leave the message empty, and skip translating and
 * formatting it. Calls nest. */
void     muster_error_hush   (void);
void     muster_error_unhush (void);
gboolean muster_error_hushed (void);

/* Whether a failure's message would be kept in @error: @error is not
 * NULL, not yet set, and the thread is not hushed. A check that builds
 * its message at some cost asks this first. */
gboolean muster_error_wants_message (GError **error);

G_END_DECLS
