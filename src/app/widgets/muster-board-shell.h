/* muster-board-shell.h: the frame every game board is built in.
 *
 * From the top: a status pill (who acts, the turn) beside the action bar,
 * the End Turn button and the board's corrections menu; the decision bar
 * and any banners the board adds; then the map with its tools floating
 * over it (zoom, the whole map, the legend, the odds, the inspector
 * toggle) and the inspector beside it, a view stack whose pages the board
 * gives (region, odds, tracks...), folding over the map in a narrow
 * window.
 *
 * The board gives its parts as children in its template:
 *   <child type="map">      the map: a widget with a “zoom” property
 *                           (double) whose size grows with it;
 *   <child type="banner">   shown under the decision bar;
 *   <child> AdwViewStackPage  a page of the inspector.
 * The shell zooms any such map (Ctrl+Plus, Ctrl+Minus, Ctrl+0), keeping
 * the middle of the view in the middle, and can hold a point of the map
 * in the middle until the layout settles.
 *
 * The board installs “board.act” (“(sas)”, what the action bar's buttons
 * do), “board.end-turn” and “board.combat” (the odds). Part of the table
 * kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "widgets/muster-action-bar.h"
#include "widgets/muster-decision-bar.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_BOARD_SHELL (muster_board_shell_get_type ())
G_DECLARE_FINAL_TYPE (MusterBoardShell, muster_board_shell, MUSTER, BOARD_SHELL, GtkWidget)

GtkWidget         *muster_board_shell_new                (void);

const char        *muster_board_shell_get_status         (MusterBoardShell *self);
/* The pill's words, and the side they belong to (a side id, or NULL):
 * the pill takes that side's colour. */
void               muster_board_shell_set_status         (MusterBoardShell *self,
                                                          const char       *status,
                                                          const char       *side);
GtkWidget         *muster_board_shell_get_map            (MusterBoardShell *self);
void               muster_board_shell_set_map            (MusterBoardShell *self,
                                                          GtkWidget        *map);
GtkWidget         *muster_board_shell_get_legend         (MusterBoardShell *self);
/* What the map's colours and marks mean, behind the Legend button (hidden
 * while NULL). */
void               muster_board_shell_set_legend         (MusterBoardShell *self,
                                                          GtkWidget        *legend);
GMenuModel        *muster_board_shell_get_corrections    (MusterBoardShell *self);
/* The board's corrections menu (hidden while NULL). */
void               muster_board_shell_set_corrections    (MusterBoardShell *self,
                                                          GMenuModel       *menu);
void               muster_board_shell_add_banner         (MusterBoardShell *self,
                                                          GtkWidget        *banner);
AdwViewStackPage  *muster_board_shell_add_page           (MusterBoardShell *self,
                                                          GtkWidget        *child,
                                                          const char       *name,
                                                          const char       *title,
                                                          const char       *icon_name);

/* The Board Check page (added last, on the first call): where every
 * counter and marker should be, with a button to copy it. */
void               muster_board_shell_set_check          (MusterBoardShell *self,
                                                          const char       *check);
GtkWidget         *muster_board_shell_get_check_label    (MusterBoardShell *self);
/* The check of @state, read from it only once the Board Check page is
 * looked at (or copied). */
void               muster_board_shell_set_check_state    (MusterBoardShell *self,
                                                          MusterState      *state);

/* Brings the inspector's page @name up to date: @update(@data) now when
 * the page is on screen, or else once, just before it is shown again
 * (the last update asked for). A page no one looks at does not follow
 * every action. */
typedef void (*MusterPageUpdate) (gpointer data);
void               muster_board_shell_update_page        (MusterBoardShell *self,
                                                          const char       *name,
                                                          MusterPageUpdate  update,
                                                          gpointer          data);
/* TRUE while page @name waits to be brought up to date. */
gboolean           muster_board_shell_is_page_pending    (MusterBoardShell *self,
                                                          const char       *name);

MusterActionBar   *muster_board_shell_get_action_bar     (MusterBoardShell *self);
MusterDecisionBar *muster_board_shell_get_decision_bar   (MusterBoardShell *self);
AdwViewStack      *muster_board_shell_get_inspector      (MusterBoardShell *self);
/* The scrolled window the map is in. */
GtkWidget         *muster_board_shell_get_map_scroller   (MusterBoardShell *self);

gboolean           muster_board_shell_get_reveal_inspector (MusterBoardShell *self);
void               muster_board_shell_set_reveal_inspector (MusterBoardShell *self,
                                                            gboolean          reveal);
/* A board that is a page of its own (an army list's editor): no status,
 * action bar, odds or inspector, only the map's place. */
void               muster_board_shell_set_plain          (MusterBoardShell *self,
                                                          gboolean          plain);
/* What a board's “board.act” does with an action bar button's (action,
 * args) in @param: performed when it has arguments or needs none; an
 * action with odds goes to @show_odds (when given) for the selection;
 * else its form, filled with the first of the engine's offers from
 * @selected to @target (or of the action anywhere). */
typedef void       (*MusterBoardShowOdds)                 (gpointer          data,
                                                           const char       *action);
void               muster_board_shell_act                (MusterBoardShell *self,
                                                          MusterSession    *session,
                                                          GVariant         *param,
                                                          const char       *selected,
                                                          const char       *target,
                                                          MusterBoardShowOdds show_odds,
                                                          gpointer          data);
/* Reveals the inspector on page @name. */
void               muster_board_shell_show_page          (MusterBoardShell *self,
                                                          const char       *name);
const char        *muster_board_shell_get_page           (MusterBoardShell *self);

double             muster_board_shell_get_zoom           (MusterBoardShell *self);
/* Zooms the map, keeping the middle of the view in the middle. */
void               muster_board_shell_zoom_to            (MusterBoardShell *self,
                                                          double            zoom);
/* The first time the map has room: it fills the width it has, and is
 * never zoomed below @min_zoom, so that its names can be read; the
 * players zoom from there. */
void               muster_board_shell_fit_first          (MusterBoardShell *self,
                                                          double            min_zoom);
/* Zooms so the whole map fits the view (@width_only: fits its width). */
void               muster_board_shell_zoom_fit           (MusterBoardShell *self,
                                                          gboolean          width_only);
/* TRUE while the map is fitted to its room (since zoom_fit, until the
 * players zoom): it is fitted again when its room changes size. */
gboolean           muster_board_shell_get_fitted         (MusterBoardShell *self);
/* Keeps (@x, @y), in the map's units at zoom 1, in the middle of the view
 * until the layout has settled. */
void               muster_board_shell_keep_centre        (MusterBoardShell *self,
                                                          double            x,
                                                          double            y);

G_END_DECLS
