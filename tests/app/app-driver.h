/* app-driver.h: drive the real Muster application from a test: start it
 * without a main loop of its own, wait for conditions by iterating the
 * main context, and find widgets and windows by type.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-application.h"
#include "muster-window.h"

G_BEGIN_DECLS

/* Starts the application (startup runs; no window is opened). */
MusterApplication *driver_start_app        (void);
/* Iterates the main context until @cond (@data) holds, or fails the test
 * after a generous time. */
void               driver_wait             (gboolean    (*cond) (gpointer data),
                                            gpointer      data,
                                            const char   *what);
/* Lets pending idle work (panel refreshes, redraws) run. */
void               driver_settle           (void);
/* The first descendant of @widget of @type (depth first), or NULL. */
GtkWidget         *driver_find_widget      (GtkWidget   *widget,
                                            GType        type);
/* Adds every descendant of @widget of @type (and @widget itself if it is
 * one) to @out, depth first. */
void               driver_find_all         (GtkWidget   *widget,
                                            GType        type,
                                            GPtrArray   *out);
/* The first button among @widget's descendants labelled @label, or NULL. */
GtkWidget         *driver_find_button      (GtkWidget   *widget,
                                            const char  *label);
/* Fails the test unless every shown button under @widget is drawn inside
 * @window, none of them in a scrolled window that scrolls sideways (one
 * that scrolls up and down may hold them below the fold). Returns how
 * many buttons it checked. */
guint              driver_assert_reachable (GtkWidget   *widget,
                                            GtkWidget   *window);
/* The same for the buttons of @bar, and every open action of its state
 * (but answers, the decision bar's) has a button in sight or an entry in
 * the bar's “More” menu. */
typedef struct _MusterActionBar MusterActionBar;
void               driver_assert_actions_reachable (MusterActionBar *bar,
                                                    GtkWidget       *window);
/* The answers of @bar (showing what @state waits for) keep to the bar:
 * its answers do not scroll, every answer button shown lies inside the
 * answers' room and the window, each suggestion of the engine and each
 * answer's form is a button in sight or an entry of the bar's “More”
 * menu carrying the same action and target, never both. Returns how
 * many are in the menu. */
typedef struct _MusterDecisionBar MusterDecisionBar;
guint              driver_assert_answers_reachable (MusterDecisionBar *bar,
                                                    MusterState       *state,
                                                    GtkWidget         *window);
/* A toplevel window of @type, or NULL. */
GtkWindow         *driver_find_toplevel    (GType        type);
/* The first widget of @type in a shown toplevel window (depth first), or
 * NULL; for driver_wait, driver_has_in_toplevels with the GType given with
 * GSIZE_TO_POINTER. */
GtkWidget         *driver_find_in_toplevels (GType       type);
gboolean           driver_has_in_toplevels (gpointer     type);
/* Waits until @window has been presented and drawn once. */
void               driver_wait_drawn       (GtkWidget   *window);

/* For driver_wait: a toplevel window of the GType @type (given with
 * GSIZE_TO_POINTER) is shown. */
gboolean           driver_has_toplevel     (gpointer     type);

/* A window of @app showing a new campaign that holds only @session, at
 * @width × @height, presented and drawn once. */
MusterWindow      *driver_open_session     (MusterApplication *app,
                                            MusterSession *session,
                                            int          width,
                                            int          height);
/* A window of @app at @width × @height showing the campaign file at
 * @path, drawn once; a file it cannot open fails the test. */
MusterWindow      *driver_open_file        (MusterApplication *app,
                                            const char  *path,
                                            int          width,
                                            int          height);
/* Destroys @window without asking about unsaved changes, and lets what
 * that queued run. */
void               driver_close_window     (MusterWindow *window);
/* Performs @action on @session with the arguments that follow (ending
 * with NULL); the engine's refusal fails the test. */
void               driver_perform          (MusterSession *session,
                                            const char  *action,
                                            ...) G_GNUC_NULL_TERMINATED;
/* The last entry applied in @session (there must be one). */
MusterEntry       *driver_last_entry       (MusterSession *session);
/* Presses a key on @widget through its key controllers, as the keyboard
 * would (GTK has no public way to queue a key event). TRUE when one of
 * them handled it. */
gboolean           driver_press_key        (GtkWidget   *widget,
                                            guint        keyval,
                                            GdkModifierType state);
/* Waits until @widget has settled and been drawn, and saves it as
 * DIR/NAME.png. */
void               driver_shoot            (GtkWidget   *widget,
                                            const char  *dir,
                                            const char  *name);

/* Deletes @path and everything under it. */
void               driver_remove_tree      (const char  *path);

/* A board test's screenshots: where, at what size, light or dark. */
typedef struct
{
  const char *outdir;
  const char *prefix;    /* of every name: “emp” */
  int         width;
  int         height;
  gboolean    dark;
} DriverShots;

/* Saves @widget as PREFIX-WIDTHxHEIGHT-WHAT[-dark].png in the folder. */
void               driver_shot             (const DriverShots *shots,
                                            GtkWidget         *widget,
                                            const char        *what);

/* The main() of a board's test program, in a state folder of its own:
 * with --shoot OUTDIR WIDTH HEIGHT [dark], the app started in that style
 * without animations and @shoot takes the screenshots; otherwise
 * @add_tests adds the GTest cases, run with the app started. Either way
 * *@app is the app while they run. */
int                driver_board_main       (int          argc,
                                            char       **argv,
                                            const char  *prefix,
                                            MusterApplication **app,
                                            void       (*add_tests) (void),
                                            void       (*shoot) (const DriverShots *shots));

G_END_DECLS
