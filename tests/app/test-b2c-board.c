/* test-b2c-board.c: the From Boston to Concord board in the real app: it
 * appears for a boston-concord session, every region is a focusable child
 * whose accessible label names it and what lies there, the keyboard moves
 * between regions and chooses one, actions run through the board change the
 * game (the free Call to Arms from the action bar, a Nightrider's ride from
 * a map selection), the combat calculator shows the exact odds before the
 * dice, and the End Turn flow advances the turn and lists the board check.
 *
 * Run under xvfb-run. With --shoot it takes screenshots instead:
 *
 *   xvfb-run -a -s "-screen 0 1280x800x24" test-b2c-board --shoot OUTDIR WIDTH HEIGHT [dark] [FILE [END]]
 *
 * FILE is a campaign (say, a game scripted with muster-cli) to open for the
 * mid-game pictures and the combat calculator; END one whose turn is ready
 * to end, for the End Turn flow. Without them only the opening is taken,
 * and the decision bar on a retreat-or-stand decision with seven answers
 * (b2c-decision, its “More” menu open in b2c-decision-more).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "app-driver.h"
#include "widgets/muster-action-dialog.h"
#include "boards/boston-concord/b2c-board.h"
#include "widgets/muster-decision-bar.h"
#include "boards/boston-concord/b2c-card-panel.h"
#include "widgets/muster-card-hand.h"
#include "muster-action-panel.h"
#include "muster-deck-panel.h"
#include "muster-dice-panel.h"
#include "muster-tracks-panel.h"
#include "widgets/muster-sheet-view.h"
#include "widgets/muster-track-board.h"
#include "widgets/muster-track-strip.h"
#include "boards/boston-concord/b2c-tracks-panel.h"
#include "muster-window.h"
#include "widgets/muster-action-bar.h"
#include "widgets/muster-end-turn.h"

static char *tmpdir;
static MusterApplication *app;

static MusterSession *
new_session_with (guint64     seed,
                  GHashTable *options)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "boston-concord");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  MusterSession *session;

  g_assert_nonnull (system);
  session = muster_session_new (system, "two-player", options, chance, &error);
  g_assert_no_error (error);
  return session;
}

static MusterSession *
new_session (guint64 seed)
{
  return new_session_with (seed, NULL);
}

static B2cBoard *
find_board (MusterWindow *window)
{
  MusterSessionView *view = muster_window_get_session_view (window);
  GtkWidget *board;

  g_assert_nonnull (view);
  board = driver_find_widget (GTK_WIDGET (view), B2C_TYPE_BOARD);
  g_assert_nonnull (board);
  return B2C_BOARD (board);
}

static B2cState *
state_of (MusterSession *session)
{
  return B2C_STATE (muster_session_get_state (session));
}

static int
region (MusterSession *session,
        const char    *id)
{
  int r = b2c_view_find_region (state_of (session), id);

  g_assert_cmpint (r, >=, 0);
  return r;
}

static int
unit_region (MusterSession *session,
             const char    *id)
{
  B2cUnitView u;
  int unit = b2c_view_find_unit (state_of (session), id);

  g_assert_cmpint (unit, >=, 0);
  b2c_view_unit (state_of (session), unit, &u);
  return u.region;
}

static GtkWidget *
focused_widget (MusterWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* Whether region @id's middle lies in the part of the map in sight. */
static gboolean
region_in_sight (B2cBoard   *board,
                 const char *id)
{
  MusterMapView *map = MUSTER_MAP_VIEW (b2c_board_get_map (board));
  GtkWidget *scroller = muster_board_shell_get_map_scroller (b2c_board_get_shell (board));
  GtkWidget *node = muster_map_view_get_region_widget (map, (guint) muster_map_view_find_region (map, id));
  graphene_point_t at;

  if (!gtk_widget_compute_point (node, scroller,
                                 &GRAPHENE_POINT_INIT (gtk_widget_get_width (node) / 2.0, gtk_widget_get_height (node) / 2.0),
                                 &at))
    return FALSE;
  return at.x >= 0 && at.y >= 0 && at.x <= gtk_widget_get_width (scroller) && at.y <= gtk_widget_get_height (scroller);
}

/* The button under @widget labelled @label that shows, or NULL. */
static GtkWidget *
visible_button (GtkWidget  *widget,
                const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  driver_find_all (widget, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0 && gtk_widget_is_visible (button))
        return button;
    }
  return NULL;
}

/* For driver_wait: scrolls @board's map to its east edge; TRUE once
 * Lexington is out of sight there. */
static gboolean
scrolled_east (gpointer board)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (muster_board_shell_get_map_scroller (b2c_board_get_shell (board)));
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scroller);

  gtk_adjustment_set_value (h, gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h));
  return !region_in_sight (board, "lexington");
}

/* For driver_wait: @widget is on screen. */
static gboolean
widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* The child widget that draws region @r. */
static B2cRegionNode *
node_of (B2cMapView *map,
         int         r)
{
  return B2C_REGION_NODE (muster_map_view_get_region_widget (MUSTER_MAP_VIEW (map), (guint) r));
}

/* Tests */

static void
test_board_and_labels (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window = driver_open_session (app, session, 1280, 800);
  B2cBoard *board = find_board (window);
  B2cMapView *map = b2c_board_get_map (board);
  B2cState *state = state_of (session);
  guint n = b2c_view_n_regions (state);

  /* The board is the session's first page, with one child per region. */
  g_assert_cmpstr (muster_session_view_get_page (muster_window_get_session_view (window)), ==, "board");
  g_assert_cmpuint (n, >, 30);
  g_assert_cmpuint (muster_map_view_get_n_regions (MUSTER_MAP_VIEW (map)), ==, n);
  for (guint r = 0; r < n; r++)
    {
      B2cRegionNode *node = B2C_REGION_NODE (muster_map_view_get_region_widget (MUSTER_MAP_VIEW (map), r));
      B2cRegionView view;
      const char *label;

      b2c_view_region (state, (int) r, &view);
      label = b2c_region_node_get_label (node);
      g_assert_nonnull (label);
      /* The label starts with the region's name, then says what is there. */
      g_assert_true (g_str_has_prefix (label, view.name));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (node)), ==, GTK_ACCESSIBLE_ROLE_BUTTON);
      g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (node)));
    }
  /* Lexington's label names its counters under the Gather marker (15.1). */
  {
    const char *label = b2c_region_node_get_label (node_of (map, region (session, "lexington")));

    g_assert_nonnull (strstr (label, "Gather marker"));
    g_assert_nonnull (strstr (label, "Samuel Adams"));
    g_assert_nonnull (strstr (label, "John Hancock"));
    g_assert_nonnull (strstr (label, "Hidden Arms marker 3"));
  }
  /* Boston's names the Regulars (7 at the start) and the two leaders. */
  {
    const char *label = b2c_region_node_get_label (node_of (map, region (session, "boston")));

    g_assert_nonnull (strstr (label, "Regular 7"));
    g_assert_nonnull (strstr (label, "Smith"));
    g_assert_nonnull (strstr (label, "Pitcairn"));
  }
  driver_close_window (window);
}

static void
test_keyboard (void)
{
  g_autoptr(MusterSession) session = new_session (2);
  MusterWindow *window = driver_open_session (app, session, 1280, 800);
  B2cBoard *board = find_board (window);
  B2cMapView *map = b2c_board_get_map (board);
  B2cState *state = state_of (session);
  int boston = region (session, "boston");
  GtkWidget *focus;
  B2cRegionView from, to;
  int moved_to;

  /* Focus Boston, then the left arrow moves west along the map. */
  muster_map_view_focus_region (MUSTER_MAP_VIEW (map), "boston");
  driver_settle ();
  g_assert_true (focused_widget (window) == GTK_WIDGET (node_of (map, boston)));
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Left, 0));
  driver_settle ();
  focus = focused_widget (window);
  g_assert_true (B2C_IS_REGION_NODE (focus));
  moved_to = b2c_region_node_get_region (B2C_REGION_NODE (focus));
  g_assert_cmpint (moved_to, !=, boston);
  b2c_view_region (state, boston, &from);
  b2c_view_region (state, moved_to, &to);
  g_assert_cmpint (to.x, <, from.x);

  /* Tab moves to another region too. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (map), GTK_DIR_TAB_FORWARD));
  g_assert_true (B2C_IS_REGION_NODE (focused_widget (window)));

  /* Enter on the focused region chooses it; Shift+Enter makes a target. */
  muster_map_view_focus_region (MUSTER_MAP_VIEW (map), "charlestown");
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Return, 0));
  g_assert_cmpint (b2c_board_get_source (board), ==, region (session, "charlestown"));
  g_assert_cmpint (b2c_board_get_target (board), ==, -1);
  muster_map_view_focus_region (MUSTER_MAP_VIEW (map), "charlestown-neck");
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Return, GDK_SHIFT_MASK));
  g_assert_cmpint (b2c_board_get_source (board), ==, region (session, "charlestown"));
  g_assert_cmpint (b2c_board_get_target (board), ==, region (session, "charlestown-neck"));
  g_assert_true (muster_map_view_get_marks (MUSTER_MAP_VIEW (map), (guint) region (session, "charlestown")) & MUSTER_MAP_SELECTED);
  g_assert_true (muster_map_view_get_marks (MUSTER_MAP_VIEW (map), (guint) region (session, "charlestown-neck")) & MUSTER_MAP_TARGET);
  driver_close_window (window);
}

static void
test_actions_through_board (void)
{
  g_autoptr(MusterSession) session = new_session (3);
  MusterWindow *window = driver_open_session (app, session, 1280, 800);
  B2cBoard *board = find_board (window);
  MusterActionBar *bar = MUSTER_ACTION_BAR (driver_find_widget (GTK_WIDGET (board), MUSTER_TYPE_ACTION_BAR));
  MusterDecisionBar *pending = MUSTER_DECISION_BAR (driver_find_widget (GTK_WIDGET (board), MUSTER_TYPE_DECISION_BAR));
  GPtrArray *offers;
  const MusterOffer *ride = NULL;
  guint before = muster_session_get_cursor (session);

  /* Before turn 1 only the Patriot's free Call to Arms is open (6.12); the
   * action bar has it ready and lists March closed, with its reason. */
  g_assert_true (gtk_widget_get_sensitive (muster_action_bar_get_button (bar, "call-to-arms")));
  g_assert_false (gtk_widget_get_sensitive (muster_action_bar_get_button (bar, "march")));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (muster_action_bar_get_button (bar, "march")), "6.12"));
  g_assert_false (muster_decision_bar_is_pending (pending));
  g_signal_emit_by_name (muster_action_bar_get_button (bar, "call-to-arms"), "clicked");
  driver_settle ();
  g_assert_cmpuint (muster_session_get_cursor (session), ==, before + 1);
  g_assert_cmpstr (muster_entry_get_action (muster_session_get_entry (session, before)), ==, "call-to-arms");
  /* The Nightriders now ride: the pending bar asks. */
  g_assert_true (muster_decision_bar_is_pending (pending));

  /* Choose Revere's region and the neighbour to ride to: the board offers
   * the ride with its arguments filled in. */
  b2c_board_choose_region (board, region (session, "charlestown"), FALSE);
  b2c_board_choose_region (board, region (session, "charlestown-neck"), TRUE);
  offers = b2c_board_get_offers (board);
  for (guint i = 0; i < offers->len; i++)
    {
      const MusterOffer *offer = g_ptr_array_index (offers, i);

      if (g_str_equal (offer->action, "ride") && g_strv_contains ((const char * const *) offer->args, "revere") &&
          g_strv_contains ((const char * const *) offer->args, "charlestown-neck"))
        {
          ride = offer;
          break;
        }
    }
  g_assert_nonnull (ride);
  /* The offers that end in the target come first. */
  g_assert_true (ride == g_ptr_array_index (offers, 0));
  g_assert_cmpint (unit_region (session, "revere"), ==, region (session, "charlestown"));
  b2c_board_perform_offer (board, ride);
  driver_settle ();
  g_assert_cmpint (unit_region (session, "revere"), ==, region (session, "charlestown-neck"));
  /* The selection follows the rider. */
  g_assert_cmpint (b2c_board_get_source (board), ==, region (session, "charlestown-neck"));

  /* Once the turn starts, the bar keeps its shape whoever acts: the
   * British Charge (6.3) and the Patriot Ambush (6.6) both have their
   * buttons, the other side's greyed with the engine's reason. */
  driver_perform (session, "call-done", NULL);
  driver_perform (session, "draw-card", NULL);
  driver_settle ();
  {
    gboolean british = g_strcmp0 (muster_state_get_acting_side (muster_session_get_state (session)), "british") == 0;
    GtkWidget *theirs = muster_action_bar_get_button (bar, british ? "ambush" : "charge");

    g_assert_nonnull (muster_action_bar_get_button (bar, "charge"));
    g_assert_nonnull (muster_action_bar_get_button (bar, "ambush"));
    g_assert_false (gtk_widget_get_sensitive (theirs));
    g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (theirs), "Not now: "));
  }
  driver_close_window (window);
}

/* At 800×600 every action of the bar is reachable above the map,
 * nothing scrolling sideways, for either side. */
static void
test_actions_reachable (void)
{
  g_autoptr(MusterSession) session = new_session (3);
  MusterWindow *window = driver_open_session (app, session, 800, 600);
  B2cBoard *board = find_board (window);
  GtkWidget *bar = driver_find_widget (GTK_WIDGET (board), MUSTER_TYPE_ACTION_BAR);
  const char *first;

  /* The turn's summary in its pill, whole. */
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    GtkLabel *summary = NULL;

    driver_find_all (GTK_WIDGET (board), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len && summary == NULL; i++)
      if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "muster-board-status"))
        summary = g_ptr_array_index (labels, i);
    g_assert_nonnull (summary);
    g_assert_nonnull (strstr (gtk_label_get_text (summary), "Call to Arms"));
    /* Who acts, not the turn again: the status line above says that. */
    g_assert_null (strstr (gtk_label_get_text (summary), "Turn"));
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (summary)));
  }

  driver_wait_drawn (GTK_WIDGET (window));
  {
    const char *check;

    /* The Board Check page is read once it is looked at; it names places
     * and counters, never their ids. */
    g_assert_true (muster_board_shell_is_page_pending (b2c_board_get_shell (board), "check"));
    muster_board_shell_show_page (b2c_board_get_shell (board), "check");
    /* At 800 px the pane slides in over the map. */
    driver_wait (widget_mapped, muster_board_shell_get_check_label (b2c_board_get_shell (board)), "the Board Check page");
    driver_settle ();
    g_assert_false (muster_board_shell_is_page_pending (b2c_board_get_shell (board), "check"));
    check = gtk_label_get_text (GTK_LABEL (muster_board_shell_get_check_label (b2c_board_get_shell (board))));

    g_assert_nonnull (strstr (check, "Boston"));
    g_assert_nonnull (strstr (check, "Regular 1"));
    g_assert_null (strstr (check, "reg-1"));
    g_assert_null (strstr (check, "(boston)"));
  }
  /* Two lines of buttons over the map; the rest are in More. */
  g_assert_cmpuint (driver_assert_reachable (bar, GTK_WIDGET (window)), >=, 6);
  driver_assert_actions_reachable (MUSTER_ACTION_BAR (bar), GTK_WIDGET (window));

  driver_perform (session, "call-to-arms", NULL);
  driver_perform (session, "call-done", NULL);
  driver_perform (session, "draw-card", NULL);
  driver_wait_drawn (GTK_WIDGET (window));
  first = muster_state_get_acting_side (muster_session_get_state (session));
  /* Two lines of buttons over the map; the rest are in More. */
  g_assert_cmpuint (driver_assert_reachable (bar, GTK_WIDGET (window)), >=, 6);
  driver_assert_actions_reachable (MUSTER_ACTION_BAR (bar), GTK_WIDGET (window));
  driver_perform (session, "pass", NULL);
  driver_wait_drawn (GTK_WIDGET (window));
  g_assert_cmpstr (muster_state_get_acting_side (muster_session_get_state (session)), !=, first);
  /* Two lines of buttons over the map; the rest are in More. */
  g_assert_cmpuint (driver_assert_reachable (bar, GTK_WIDGET (window)), >=, 6);
  driver_assert_actions_reachable (MUSTER_ACTION_BAR (bar), GTK_WIDGET (window));
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (GTK_WIDGET (window), g_getenv ("MUSTER_SHOOT_DIR"), "b2c-actions-800");
  driver_close_window (window);
}

/* Passes for whoever acts until both Action tracks are at 0. */
static void
pass_to_end_of_turn (MusterSession *session)
{
  for (int guard = 0; guard < 20; guard++)
    {
      g_autoptr(MusterActionInfo) end = muster_state_find_action (muster_session_get_state (session), "end-turn");

      if (end != NULL && end->legal)
        return;
      driver_perform (session, "pass", NULL);
    }
  g_assert_not_reached ();
}

static void
start_turn_one (MusterSession *session)
{
  driver_perform (session, "call-to-arms", NULL);
  driver_perform (session, "call-done", NULL);
  driver_perform (session, "draw-card", NULL);
}

/* Two unbroken Regulars (and, with @second, a second Minuteman) against an
 * active Minutemen in Lexington, the British to act, built with logged
 * board corrections; fresh British Regulars wait in Fiske Hill next door. */
static void
lexington_position (MusterSession *session,
                    gboolean       second)
{
  start_turn_one (session);
  driver_perform (session, "correct-track", "turn", "2", NULL);
  driver_perform (session, "correct-track", "actions-british", "3", NULL);
  driver_perform (session, "correct-track", "actions-patriot", "3", NULL);
  driver_perform (session, "correct-acting", "british", NULL);
  driver_perform (session, "correct-counter", "reg-1", "lexington", "unbroken", "fresh", NULL);
  driver_perform (session, "correct-counter", "reg-2", "lexington", "unbroken", "fresh", NULL);
  driver_perform (session, "correct-counter", "mm-3", "lexington", "unbroken", "fresh", NULL);
  if (second)
    driver_perform (session, "correct-counter", "mm-4", "lexington", "unbroken", "fresh", NULL);
  driver_perform (session, "correct-counter", "reg-3", "fiske-hill", "unbroken", "fresh", NULL);
  driver_perform (session, "correct-counter", "reg-4", "fiske-hill", "unbroken", "fresh", NULL);
}

/* The odds, on the side pane's Odds page. */
static MusterCalculator *
open_odds (B2cBoard   *board,
           const char *action)
{
  b2c_board_open_odds (board, action);
  g_assert_cmpstr (muster_board_shell_get_page (b2c_board_get_shell (board)), ==, "odds");
  g_assert_true (muster_board_shell_get_reveal_inspector (b2c_board_get_shell (board)));
  driver_settle ();
  return b2c_board_get_calculator (board);
}

static void
close_odds (void)
{
  driver_settle ();
}

static const MusterRollPreview *
roll_of (const MusterPreview *preview,
         guint                i)
{
  g_assert_cmpuint (preview->rolls->len, >, i);
  return g_ptr_array_index (preview->rolls, i);
}

static void
test_combat_odds (void)
{
  g_autoptr(MusterSession) session = new_session (4);
  MusterWindow *window;
  B2cBoard *board;
  MusterCalculator *calc;
  B2cState *state;
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (int));
  GtkWidget *resolve;
  double odds;
  guint before;

  lexington_position (session, FALSE);
  state = state_of (session);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  b2c_board_choose_region (board, region (session, "lexington"), FALSE);
  {
    int a = b2c_view_find_unit (state, "reg-1"), b = b2c_view_find_unit (state, "reg-2");

    g_array_append_val (units, a);
    g_array_append_val (units, b);
  }
  b2c_board_set_units (board, units);
  calc = open_odds (board, NULL);
  g_assert_cmpstr (muster_calculator_get_title (calc), ==, "Attack");

  /* Two Regulars roll two dice each, hitting on 4-6 (4.1, 7.0): the chance
   * of at least one hit is 1 - (1/2)^4. */
  odds = muster_dist_prob_at_least (roll_of (muster_calculator_get_preview (calc), 0)->dist, 1);
  g_assert_cmpfloat (fabs (odds - (1 - pow (0.5, 4))), <, 1e-9);

  /* Attacking through the calculator adds the attack to the log. */
  before = muster_session_get_cursor (session);
  resolve = driver_find_button (GTK_WIDGET (calc), "_Resolve with These Odds");
  g_assert_nonnull (resolve);
  g_assert_true (gtk_widget_get_visible (resolve));
  g_signal_emit_by_name (resolve, "clicked");
  driver_settle ();
  g_assert_cmpuint (muster_session_get_cursor (session), >, before);
  g_assert_cmpstr (muster_entry_get_action (muster_session_get_entry (session, before)), ==, "attack");
  close_odds ();
  driver_close_window (window);
}

/* Odds… of an action opens that action where the selection points, named
 * as it is: an Attack with a target chosen still reads Attack, and an
 * Assault reads Assault, from one region into the next (6.1, 6.2). */
static void
test_odds_header (void)
{
  g_autoptr(MusterSession) session = new_session (4);
  MusterWindow *window;
  B2cBoard *board;
  MusterCalculator *calc;
  const char * const *args;

  lexington_position (session, FALSE);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  b2c_board_choose_region (board, region (session, "fiske-hill"), FALSE);
  b2c_board_choose_region (board, region (session, "lexington"), TRUE);

  calc = open_odds (board, "assault");
  g_assert_cmpstr (muster_calculator_get_title (calc), ==, "Assault");
  g_assert_cmpstr (muster_calculator_get_shown (calc), ==, "assault");
  args = muster_calculator_get_args (calc);
  g_assert_cmpstr (args[0], ==, "fiske-hill");
  g_assert_cmpstr (args[1], ==, "lexington");
  g_assert_true (muster_calculator_get_preview (calc)->legal);
  close_odds ();

  /* The Attack's Odds… with the same selection: an Attack, where one is
   * legal (Lexington), not the Assault the target once suggested. */
  calc = open_odds (board, "attack");
  g_assert_cmpstr (muster_calculator_get_title (calc), ==, "Attack");
  g_assert_cmpstr (muster_calculator_get_shown (calc), ==, "attack");
  g_assert_cmpstr (muster_calculator_get_args (calc)[0], ==, "lexington");
  g_assert_true (muster_calculator_get_preview (calc)->legal);
  close_odds ();
  driver_close_window (window);
}

/* The defender's choice (7.1) set in the calculator changes the odds the
 * engine gives: a Minuteman who retreats rolls no defending dice, and when
 * every defender retreats there is no combat, only opportunity fire at
 * them, a die on 6 for every two Patriot units (7.1.3). */
static void
test_defender_choice (void)
{
  g_autoptr(MusterSession) session = new_session (4);
  MusterWindow *window;
  B2cBoard *board;
  MusterCalculator *calc;
  const MusterPreview *preview;
  guint both, one;

  lexington_position (session, TRUE);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  b2c_board_choose_region (board, region (session, "lexington"), FALSE);
  calc = open_odds (board, "attack");

  /* Both stand: the defenders' roll is the second. */
  preview = muster_calculator_get_preview (calc);
  both = roll_of (preview, 1)->n_dice;
  g_assert_cmpuint (both, >, 0);
  g_assert_cmpfloat (muster_preview_get_probability (preview, "If they stand, in simultaneous combat: the attackers score at least one hit"), >, 0);

  /* One retreats: the other alone defends. */
  muster_calculator_set_choice (calc, "mm-4", TRUE);
  preview = muster_calculator_get_preview (calc);
  one = roll_of (preview, 1)->n_dice;
  g_assert_cmpuint (one, <, both);
  g_assert_cmpuint (one, >, 0);

  /* Both retreat: one die on 6 at two Patriot units, no combat. */
  muster_calculator_set_choice (calc, "mm-3", TRUE);
  preview = muster_calculator_get_preview (calc);
  g_assert_cmpuint (preview->rolls->len, ==, 1);
  g_assert_cmpuint (roll_of (preview, 0)->n_dice, ==, 1);
  g_assert_cmpstr (roll_of (preview, 0)->hits_on, ==, "6");
  g_assert_cmpfloat (muster_preview_get_probability (preview, "Every defender retreats: no combat"), ==, 1.0);
  /* The choice is the calculator's, not the action's: Attack performs
   * with the region only. */
  g_assert_cmpstr (muster_calculator_get_args (calc)[0], ==, "lexington");
  g_assert_null (muster_calculator_get_args (calc)[1]);
  close_odds ();
  driver_close_window (window);
}

/* The target of the first entry of @menu (or its sections) that
 * activates @action_name, or NULL. */
static GVariant *
menu_target (GMenuModel *menu,
             const char *action_name)
{
  for (int i = 0; menu != NULL && i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autofree char *name = NULL;
      GVariant *target;

      if (section != NULL && (target = menu_target (section, action_name)) != NULL)
        return target;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action_name))
        return g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
    }
  return NULL;
}

/* After an Attack the defender is asked to retreat or stand (7.1): the
 * map brings the region into sight, the board's decision bar names who
 * decides, its answers perform what the engine suggests, and an answer
 * with arguments also opens in a form. */
static void
test_decision_bar (void)
{
  g_autoptr(MusterSession) session = new_session (4);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(MusterPending) asked = NULL;
  MusterWindow *window;
  B2cBoard *board;
  MusterDecisionBar *bar;
  GtkWidget *answer = NULL, *form = NULL;
  const char *action = NULL;
  guint before;

  lexington_position (session, FALSE);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  bar = MUSTER_DECISION_BAR (driver_find_widget (GTK_WIDGET (board), MUSTER_TYPE_DECISION_BAR));
  g_assert_false (muster_decision_bar_is_pending (bar));
  /* The players scroll to the map's east edge (Boston), far from
   * Lexington (once the board's first view has settled). */
  driver_wait (scrolled_east, board, "the map scrolled east");
  g_assert_false (region_in_sight (board, "lexington"));
  driver_perform (session, "attack", "lexington", NULL);
  driver_settle ();
  asked = muster_state_get_pending (MUSTER_STATE (state_of (session)));
  g_assert_nonnull (asked);
  /* The decision is about Lexington: the map brings it into sight. */
  driver_wait_drawn (GTK_WIDGET (window));
  driver_settle ();
  driver_wait_drawn (GTK_WIDGET (window));
  g_assert_true (region_in_sight (board, "lexington"));
  g_assert_true (muster_decision_bar_is_pending (bar));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_cmpstr (muster_decision_bar_get_text (bar), ==, asked->text);

  /* Every answer a button in sight or in the bar's menu, none scrolled. */
  driver_assert_answers_reachable (bar, MUSTER_STATE (state_of (session)), GTK_WIDGET (window));
  driver_find_all (GTK_WIDGET (bar), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *name = gtk_actionable_get_action_name (g_ptr_array_index (buttons, i));

      if (!gtk_widget_get_mapped (g_ptr_array_index (buttons, i)))
        continue;
      if (answer == NULL && g_strcmp0 (name, "session.perform") == 0)
        answer = g_ptr_array_index (buttons, i);
      if (form == NULL && g_strcmp0 (name, "board.form") == 0)
        form = g_ptr_array_index (buttons, i);
    }
  g_assert_nonnull (answer);
  g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (answer)), "(&sas)", &action, NULL);
  g_assert_true (muster_pending_answers (asked, action));

  /* The form opens on the answer it names, from its button or from the
   * menu's entry. */
  if (form != NULL)
    g_signal_emit_by_name (form, "clicked");
  else
    {
      g_autoptr(GVariant) target = menu_target (muster_decision_bar_get_menu (bar), "board.form");

      g_assert_nonnull (target);
      g_variant_get (target, "(&sas)", &action, NULL);
      g_assert_true (muster_pending_answers (asked, action));
      g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (bar), "board.form", target));
    }
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_ACTION_DIALOG), "the answer's form");
  gtk_window_destroy (driver_find_toplevel (MUSTER_TYPE_ACTION_DIALOG));
  driver_settle ();

  before = muster_session_get_cursor (session);
  g_signal_emit_by_name (answer, "clicked");
  driver_settle ();
  g_assert_cmpuint (muster_session_get_cursor (session), >, before);
  g_assert_true (muster_pending_answers (asked, muster_entry_get_action (muster_session_get_entry (session, before))));
  driver_close_window (window);
}

/* Two Minutemen attacked in Lexington in an 800×600 window: seven answers
 * (three places to retreat to, standing with both or none, a form for
 * each way). The bar shows what fits in about two rows, the first answer
 * first, and the rest in its “More” menu: every answer reachable, none
 * scrolled or cut, and the map keeps room. */
static void
test_decision_bar_small (void)
{
  g_autoptr(MusterSession) session = new_session (4);
  g_autoptr(MusterPending) asked = NULL;
  MusterWindow *window;
  B2cBoard *board;
  MusterDecisionBar *bar;
  GtkWidget *map;
  guint in_menu;

  lexington_position (session, TRUE);
  driver_perform (session, "attack", "lexington", NULL);
  asked = muster_state_get_pending (MUSTER_STATE (state_of (session)));
  g_assert_nonnull (asked);
  g_assert_true (muster_pending_answers (asked, "retreat-before-combat"));
  window = driver_open_session (app, session, 800, 600);
  board = find_board (window);
  bar = muster_board_shell_get_decision_bar (b2c_board_get_shell (board));
  driver_settle ();
  driver_wait_drawn (GTK_WIDGET (window));
  g_assert_true (muster_decision_bar_is_pending (bar));
  g_assert_cmpuint (asked->suggestions->len, >=, 4);
  in_menu = driver_assert_answers_reachable (bar, MUSTER_STATE (state_of (session)), GTK_WIDGET (window));
  g_assert_cmpuint (in_menu, >, 0);
  /* The first answer, the one to take, keeps its button. */
  g_assert_true (gtk_widget_get_mapped (driver_find_button (GTK_WIDGET (bar),
                                                            ((MusterSuggestion *) g_ptr_array_index (asked->suggestions, 0))->label)));
  map = GTK_WIDGET (b2c_board_get_map (board));
  g_assert_cmpint (gtk_widget_get_height (gtk_widget_get_ancestor (map, GTK_TYPE_SCROLLED_WINDOW)), >=,
                   gtk_widget_get_height (GTK_WIDGET (window)) / 4);
  driver_close_window (window);
}

/* The kit's End Turn window the board opened, drawn once. */
static MusterEndTurn *
wait_end_turn (void)
{
  MusterEndTurn *end;

  driver_wait (driver_has_in_toplevels, GSIZE_TO_POINTER (MUSTER_TYPE_END_TURN), "the End Turn window");
  end = MUSTER_END_TURN (driver_find_in_toplevels (MUSTER_TYPE_END_TURN));
  driver_wait_drawn (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (end))));
  return end;
}

static gboolean
end_turn_gone (gpointer data)
{
  return driver_find_in_toplevels (MUSTER_TYPE_END_TURN) == NULL;
}

/* The End Turn button opens the kit's checklist: 5.3's six steps, none
 * begun, and the board check; Run plays them (step 6: the Turn marker
 * advances), ticks all six and tells what happened; the next turn's card
 * is drawn from the window, which then closes. */
static void
test_end_turn (void)
{
  g_autoptr(MusterSession) session = new_session (5);
  MusterWindow *window;
  B2cBoard *board;
  MusterActionBar *bar;
  MusterEndTurn *end;
  GtkWidget *draw;
  g_autoptr(MusterActionInfo) card = NULL;
  B2cTracksView t;

  start_turn_one (session);
  pass_to_end_of_turn (session);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  bar = MUSTER_ACTION_BAR (driver_find_widget (GTK_WIDGET (board), MUSTER_TYPE_ACTION_BAR));
  g_signal_emit_by_name (muster_action_bar_get_button (bar, "end-turn"), "clicked");
  end = wait_end_turn ();
  /* Before the steps the board check already lists the table. */
  g_assert_cmpuint (muster_end_turn_get_n_check_rows (end), >, 10);
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_TO_DO), ==, 6);
  g_assert_true (gtk_widget_is_sensitive (muster_end_turn_get_run_button (end)));
  g_signal_emit_by_name (muster_end_turn_get_run_button (end), "clicked");
  driver_settle ();
  b2c_view_tracks (state_of (session), &t);
  /* 5.3 step 6: the Turn marker advances. */
  g_assert_cmpint (t.turn, ==, 2);
  g_assert_cmpstr (t.phase, ==, "draw");
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_DONE), ==, 6);
  g_assert_cmpuint (muster_end_turn_get_n_events (end), >=, 1);
  g_assert_cmpuint (muster_end_turn_get_n_check_rows (end), >, 10);
  g_assert_false (gtk_widget_get_mapped (muster_end_turn_get_run_button (end)));
  /* 5.1: the next card, from the window. */
  card = muster_state_find_action_brief (muster_session_get_state (session), "draw-card");
  draw = driver_find_button (GTK_WIDGET (end), card->label);
  g_assert_nonnull (draw);
  g_signal_emit_by_name (draw, "clicked");
  driver_wait (end_turn_gone, NULL, "the End Turn window to close");
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "draw-card");
  driver_close_window (window);
}

static void
test_card_values (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  MusterWindow *window;
  B2cBoard *board;
  MusterDecisionBar *pending;
  GtkWidget *record;
  MusterPending *asked;
  B2cCardView view;
  B2cTracksView t;

  /* 5.1 with printed values asked for: the first draw of a card waits for
   * the players to enter what their card shows. */
  g_hash_table_insert (options, (gpointer) "confirm-cards", (gpointer) "true");
  session = new_session_with (6, options);
  driver_perform (session, "call-to-arms", NULL);
  driver_perform (session, "call-done", NULL);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  pending = MUSTER_DECISION_BAR (driver_find_widget (GTK_WIDGET (board), MUSTER_TYPE_DECISION_BAR));
  driver_perform (session, "draw-card", NULL);
  driver_settle ();
  /* The question names the card drawn. */
  asked = muster_state_get_pending (MUSTER_STATE (state_of (session)));
  g_assert_nonnull (asked);
  g_assert_cmpstr (asked->rule, ==, "5.1");
  g_assert_nonnull (asked->items);
  g_assert_nonnull (asked->items[0]);
  muster_pending_free (asked);
  g_assert_true (muster_decision_bar_is_pending (pending));

  /* The bar's own editor: British 2, Patriot 5, 1 hash mark. */
  driver_find_all (GTK_WIDGET (pending), GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, 3);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 0), 2);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 1), 5);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 2), 1);
  record = driver_find_button (GTK_WIDGET (pending), "_Record These Values");
  g_assert_nonnull (record);
  g_signal_emit_by_name (record, "clicked");
  driver_settle ();

  /* The card now reads as entered, from the players, and sets the tracks. */
  g_assert_null (muster_state_get_pending (MUSTER_STATE (state_of (session))));
  b2c_view_card (state_of (session), &view);
  g_assert_cmpint (view.british, ==, 2);
  g_assert_cmpint (view.patriot, ==, 5);
  g_assert_cmpint (view.hash, ==, 1);
  g_assert_cmpstr (view.british_source, ==, "user");
  b2c_view_tracks (state_of (session), &t);
  g_assert_cmpint (t.actions[REVROAD_BRITISH], ==, 2);
  g_assert_cmpint (t.actions[REVROAD_PATRIOT], ==, 5);
  driver_close_window (window);
}

/* Whether any label under @widget names @text. */
static gboolean
labels_say (GtkWidget  *widget,
            const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  driver_find_all (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_is_visible (g_ptr_array_index (labels, i)) &&
        strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), text) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_peek_hidden (void)
{
  g_autoptr(MusterSession) session = new_session (8);
  g_autoptr(GPtrArray) hands = g_ptr_array_new ();
  g_auto(GStrv) peek = NULL;
  g_autofree char *seen = NULL;
  g_autofree char *show_label = NULL;
  MusterWindow *window;
  B2cBoard *board;
  B2cCardPanel *card;
  RevroadSide side, other;
  GtkWidget *show, *hide;

  start_turn_one (session);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  card = B2C_CARD_PANEL (driver_find_widget (GTK_WIDGET (board), B2C_TYPE_CARD_PANEL));
  side = g_strcmp0 (muster_state_get_acting_side (muster_session_get_state (session)), "british") == 0
         ? REVROAD_BRITISH : REVROAD_PATRIOT;
  other = revroad_side_other (side);

  /* 6.14: the side to act looks at the top two cards. */
  driver_perform (session, "gather-intelligence", NULL);
  driver_settle ();
  b2c_board_show_side_page (board, "cards");
  driver_settle ();
  peek = b2c_view_peek (state_of (session), side);
  g_assert_nonnull (peek);
  g_assert_nonnull (peek[0]);
  seen = g_strdup_printf ("Card %s", peek[0]);
  /* Nothing of the peek is on screen until that player asks for it: no
   * card's name in the hand, only the button naming the side. */
  g_assert_false (b2c_card_panel_peek_shown (card, side));
  g_assert_false (b2c_card_panel_peek_shown (card, other));
  /* Two secret hands, one a side, and the public discard pile. */
  driver_find_all (GTK_WIDGET (card), MUSTER_TYPE_CARD_HAND, hands);
  g_assert_cmpuint (hands->len, ==, 3);
  for (guint i = 0; i < hands->len; i++)
    g_assert_false (labels_say (g_ptr_array_index (hands, i), seen));
  show_label = g_strdup_printf ("Show Only to %s", revroad_side_name (side));
  show = driver_find_button (GTK_WIDGET (card), show_label);
  g_assert_nonnull (show);
  g_assert_true (gtk_widget_is_visible (show));
  g_assert_null (driver_find_button (GTK_WIDGET (card), "Show Only to the other side"));
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (GTK_WIDGET (card), g_getenv ("MUSTER_SHOOT_DIR"), "b2c-peek-hidden");

  g_signal_emit_by_name (show, "clicked");
  driver_settle ();
  g_assert_true (b2c_card_panel_peek_shown (card, side));
  g_assert_false (b2c_card_panel_peek_shown (card, other));
  g_assert_true (labels_say (GTK_WIDGET (card), seen));
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (GTK_WIDGET (card), g_getenv ("MUSTER_SHOOT_DIR"), "b2c-peek-shown");
  hide = visible_button (GTK_WIDGET (card), "_Hide");
  g_assert_nonnull (hide);
  g_signal_emit_by_name (hide, "clicked");
  driver_settle ();
  g_assert_false (b2c_card_panel_peek_shown (card, side));
  g_assert_false (labels_say (GTK_WIDGET (card), seen));

  /* Shown, then the board closed and opened again: hidden, never kept. */
  g_signal_emit_by_name (show, "clicked");
  driver_settle ();
  g_assert_true (b2c_card_panel_peek_shown (card, side));
  driver_close_window (window);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  b2c_board_show_side_page (board, "cards");
  driver_settle ();
  card = B2C_CARD_PANEL (driver_find_widget (GTK_WIDGET (board), B2C_TYPE_CARD_PANEL));
  g_assert_false (b2c_card_panel_peek_shown (card, side));
  g_assert_false (labels_say (GTK_WIDGET (card), seen));
  driver_close_window (window);
}

static void
test_rule_links (void)
{
  g_autoptr(MusterSession) session = new_session (7);
  MusterWindow *window = driver_open_session (app, session, 1280, 800);
  B2cBoard *board = find_board (window);
  MusterSessionView *view = muster_window_get_session_view (window);
  MusterActionPanel *panel;
  GtkWidget *section;

  /* Each action's button names its rule; its row on the Actions page
   * links to it: §6.12 opens the Rules page. */
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (muster_action_bar_get_button (
                      MUSTER_ACTION_BAR (driver_find_widget (GTK_WIDGET (board), MUSTER_TYPE_ACTION_BAR)), "call-to-arms")),
                    "6.12"));
  muster_session_view_show_page (view, "actions");
  panel = MUSTER_ACTION_PANEL (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL));
  section = driver_find_button (GTK_WIDGET (muster_action_panel_get_row (panel, "call-to-arms")), "§6.12");
  g_assert_nonnull (section);
  g_signal_emit_by_name (section, "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_session_view_get_page (muster_window_get_session_view (window)), ==, "rules");
  driver_close_window (window);
}

/* Buttons of @widget that are shown, counting those inside others. */
static guint
n_shown_buttons (GtkWidget *widget)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint n = 0;

  driver_find_all (widget, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_is_visible (g_ptr_array_index (buttons, i)))
      n++;
  return n;
}

/* The session's table (tracks, cards, dice) serves every system, but its
 * buttons perform Dice & Cards' actions (muster-session-panel.h): for a
 * game without them it shows the tracks (as strips no key moves) and the
 * deck and offers nothing to press. */
static void
test_table_read_only (void)
{
  g_autoptr(MusterSession) session = new_session (11);
  MusterWindow *window;
  GtkWidget *tracks, *deck, *dice;

  driver_perform (session, "call-to-arms", NULL);
  driver_perform (session, "call-done", NULL);
  driver_perform (session, "draw-card", NULL);
  window = driver_open_session (app, session, 1280, 800);
  tracks = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_TRACKS_PANEL);
  /* Beside a board the table's pane starts hidden, the map taking the
   * room: F9 shows it. */
  g_assert_false (gtk_widget_get_mapped (tracks));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-side-pane", NULL));
  driver_wait_drawn (GTK_WIDGET (window));
  driver_settle ();
  g_assert_true (gtk_widget_get_mapped (tracks));
  deck = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_DECK_PANEL);
  dice = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_DICE_PANEL);
  g_assert_true (gtk_widget_get_visible (tracks));
  g_assert_true (gtk_widget_get_visible (deck));
  g_assert_nonnull (driver_find_widget (tracks, MUSTER_TYPE_TRACK_STRIP));
  g_assert_cmpuint (n_shown_buttons (tracks), ==, 0);
  {
    g_autoptr(GPtrArray) strips = g_ptr_array_new ();

    /* Nothing sets a track here: no strip is a Tab stop. */
    driver_find_all (tracks, MUSTER_TYPE_TRACK_STRIP, strips);
    for (guint i = 0; i < strips->len; i++)
      g_assert_false (gtk_widget_get_focusable (g_ptr_array_index (strips, i)));
  }
  g_assert_cmpuint (n_shown_buttons (deck), ==, 0);
  g_assert_cmpuint (n_shown_buttons (dice), ==, 0);
  driver_close_window (window);
}

/* The board's track pane is the kit's track board: the turn track marks
 * Percy's arrival (12.0: turn 9 in the rules' text, the default here);
 * drawing the card (5.1) deals the Action tracks, and the same strips
 * show the new values in each side's colours; what is not a track is the
 * engine's sheet of markers and events, the shot not yet heard (10.0). */
static void
test_track_pane (void)
{
  g_autoptr(MusterSession) session = new_session (11);
  g_autofree char *percy = NULL;
  MusterTrackBoard *tracks;
  MusterWindow *window;
  GtkWidget *panel, *actions, *turn;
  B2cTracksView t;

  driver_perform (session, "call-to-arms", NULL);
  driver_perform (session, "call-done", NULL);
  window = driver_open_session (app, session, 1280, 800);
  panel = driver_find_widget (GTK_WIDGET (find_board (window)), B2C_TYPE_TRACKS_PANEL);
  g_assert_nonnull (panel);
  /* The page follows the game once it is looked at. */
  b2c_board_show_side_page (find_board (window), "tracks");
  driver_wait (widget_mapped, panel, "the Tracks page");
  driver_settle ();
  tracks = MUSTER_TRACK_BOARD (driver_find_widget (panel, MUSTER_TYPE_TRACK_BOARD));
  g_assert_nonnull (tracks);
  b2c_view_tracks (state_of (session), &t);
  g_assert_cmpint (t.percy_turn, ==, 9);
  turn = muster_track_board_get_strip (tracks, "turn");
  percy = muster_track_strip_dup_notes (MUSTER_TRACK_STRIP (turn), 9);
  g_assert_nonnull (percy);
  g_assert_true (g_str_has_prefix (percy, "Percy at 9: 12.0"));
  actions = muster_track_board_get_strip (tracks, "actions-british");
  g_assert_true (gtk_widget_has_css_class (actions, "side-british"));
  g_assert_cmpstr (muster_track_strip_get_description (MUSTER_TRACK_STRIP (actions)), ==, "British actions 0 of 5");

  driver_perform (session, "draw-card", NULL);
  driver_settle ();
  b2c_view_tracks (state_of (session), &t);
  g_assert_cmpint (t.actions[REVROAD_BRITISH], >, 0);
  g_assert_true (muster_track_board_get_strip (tracks, "actions-british") == actions);
  {
    g_autofree char *expected = g_strdup_printf ("British actions %d of 5", t.actions[REVROAD_BRITISH]);

    g_assert_cmpstr (muster_track_strip_get_description (MUSTER_TRACK_STRIP (actions)), ==, expected);
  }
  {
    GtkWidget *view = driver_find_widget (panel, MUSTER_TYPE_SHEET_VIEW);
    const MusterSheet *markers;
    MusterSheetRow *row;

    g_assert_nonnull (view);
    markers = muster_sheet_view_get_sheet (MUSTER_SHEET_VIEW (view));
    g_assert_nonnull (markers);
    /* No combat yet: the shot is not heard (10.0), Ambush and Snipe wait. */
    row = muster_sheet_find_row (markers, "Shot Heard 'Round the World");
    g_assert_nonnull (row);
    g_assert_cmpstr (row->value, ==, "Not yet: no Ambush or Snipe");
    g_assert_cmpstr (row->section, ==, "10.0");
    row = muster_sheet_find_row (markers, "Percy");
    g_assert_nonnull (row);
    g_assert_cmpstr (row->value, ==, "Arrives in Boston on turn 9");
    g_assert_nonnull (driver_find_button (view, "§10.0"));
  }
  driver_close_window (window);
}

/* Screenshots */

static int
shoot_main (int    argc,
            char **argv)
{
  const char *outdir = argv[2];
  int width = atoi (argv[3]), height = atoi (argv[4]);
  gboolean dark = argc > 5 && g_str_equal (argv[5], "dark");
  int first_file = dark ? 6 : 5;
  const char *file = argc > first_file ? argv[first_file] : NULL;
  const char *end_file = argc > first_file + 1 ? argv[first_file + 1] : NULL;
  g_autoptr(MusterSession) session = new_session (1775);
  MusterWindow *window;
  B2cBoard *board;

  g_mkdir_with_parents (outdir, 0755);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_settings_set_string (muster_application_get_settings (app), "style-variant", dark ? "dark" : "light");

  /* The opening: the Patriot's free Call to Arms is the only action. */
  window = driver_open_session (app, session, width, height);
  driver_shoot (GTK_WIDGET (window), outdir, "b2c-start");
  driver_close_window (window);

  /* The board's decision bar with many answers: two Minutemen attacked in
   * Lexington retreat (as the engine suggests, or in a form) or stand. */
  {
    g_autoptr(MusterSession) attacked = new_session (4);

    lexington_position (attacked, TRUE);
    driver_perform (attacked, "attack", "lexington", NULL);
    window = driver_open_session (app, attacked, width, height);
    driver_shoot (GTK_WIDGET (window), outdir, "b2c-decision");
    {
      /* The answers with no room, in the bar's “More” menu. */
      GtkWidget *bar = GTK_WIDGET (muster_board_shell_get_decision_bar (b2c_board_get_shell (find_board (window))));
      GtkWidget *more = driver_find_widget (bar, GTK_TYPE_MENU_BUTTON);

      if (more != NULL && gtk_widget_get_mapped (more))
        {
          gtk_menu_button_popup (GTK_MENU_BUTTON (more));
          driver_shoot (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (more))), outdir, "b2c-decision-more");
          gtk_menu_button_popdown (GTK_MENU_BUTTON (more));
        }
    }
    driver_close_window (window);
  }

  if (file == NULL)
    return 0;
  window = driver_open_file (app, file, width, height);
  board = find_board (window);
  driver_shoot (GTK_WIDGET (window), outdir, "b2c-mid");
  {
    AdwFlap *flap = ADW_FLAP (driver_find_widget (GTK_WIDGET (board), ADW_TYPE_FLAP));
    gboolean folded = adw_flap_get_folded (flap);

    /* The side panel's other pages, shown over the map on small screens. */
    b2c_board_show_side_page (board, "tracks");
    driver_shoot (GTK_WIDGET (window), outdir, "b2c-tracks");
    b2c_board_show_side_page (board, "cards");
    driver_shoot (GTK_WIDGET (window), outdir, "b2c-cards");
    b2c_board_show_side_page (board, "check");
    driver_shoot (GTK_WIDGET (window), outdir, "b2c-check");
    b2c_board_show_side_page (board, "region");
    if (folded)
      adw_flap_set_reveal_flap (flap, FALSE);
  }
  gtk_widget_activate_action (GTK_WIDGET (b2c_board_get_shell (board)), "map.zoom-fit", NULL);
  driver_shoot (GTK_WIDGET (window), outdir, "b2c-whole-map");
  gtk_widget_activate_action (GTK_WIDGET (b2c_board_get_shell (board)), "map.zoom-in", NULL);
  gtk_widget_activate_action (GTK_WIDGET (b2c_board_get_shell (board)), "map.zoom-in", NULL);
  gtk_widget_activate_action (GTK_WIDGET (b2c_board_get_shell (board)), "map.zoom-in", NULL);
  driver_shoot (GTK_WIDGET (window), outdir, "b2c-zoomed");
  muster_map_view_set_zoom (MUSTER_MAP_VIEW (b2c_board_get_map (board)), 1.5);

  for (guint i = 0; i < 3; i++)
    {
      static const char * const pages[] = { "map", "cards", "vp" };
      g_autofree char *name = g_strdup_printf ("b2c-corrections-%s", pages[i]);
      GtkWindow *dialog;

      b2c_board_open_corrections (board, pages[i]);
      driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_PREFERENCES_WINDOW), "the corrections");
      dialog = driver_find_toplevel (ADW_TYPE_PREFERENCES_WINDOW);
      gtk_window_set_default_size (dialog, MIN (width - 40, 560), MIN (height - 40, 640));
      driver_shoot (GTK_WIDGET (dialog), outdir, name);
      gtk_window_destroy (dialog);
    }
  {
    /* A form for an action with its arguments from the selection. */
    const char * const none[] = { NULL };

    gtk_widget_activate_action (GTK_WIDGET (board), "board.act", "(s^as)", "march", none);
    driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_ACTION_DIALOG), "the action form");
    {
      GtkWindow *form = driver_find_toplevel (MUSTER_TYPE_ACTION_DIALOG);

      gtk_window_set_default_size (form, MIN (width - 40, 440), MIN (height - 40, 560));
      driver_shoot (GTK_WIDGET (form), outdir, "b2c-form-march");
      gtk_window_destroy (form);
    }
  }

  /* A region chosen, with its offers. */
  {
    MusterSession *mid = b2c_board_get_session (board);
    B2cState *state = state_of (mid);
    int best = -1, most = 0;

    /* The region with the most counters of the side to act. */
    for (guint r = 0; r < b2c_view_n_regions (state); r++)
      {
        g_autoptr(GArray) units = b2c_view_units_in (state, (int) r);
        B2cRegionView view;

        b2c_view_region (state, (int) r, &view);
        if (!(view.flags & B2C_REGION_OFFBOARD) && !(view.flags & B2C_REGION_BOSTON) && (int) units->len > most)
          {
            most = (int) units->len;
            best = (int) r;
          }
      }
    if (best >= 0)
      {
        GArray *offers_regions = g_array_new (FALSE, FALSE, sizeof (int));
        GPtrArray *offers;

        b2c_board_choose_region (board, best, FALSE);
        gtk_widget_grab_focus (muster_map_view_get_region_widget (MUSTER_MAP_VIEW (b2c_board_get_map (board)), (guint) best));
        driver_shoot (GTK_WIDGET (window), outdir, "b2c-selection");

        /* A target: the first region an offer leads to that holds the
         * enemy, or else any. */
        offers = b2c_board_get_offers (board);
        for (guint i = 0; i < offers->len; i++)
          {
            MusterOffer *offer = g_ptr_array_index (offers, i);

            for (guint a = 0; offer->args[a]; a++)
              {
                int r = b2c_view_find_region (state, offer->args[a]);

                if (r >= 0 && r != best)
                  g_array_append_val (offers_regions, r);
              }
            if (g_str_equal (offer->action, "assault") && offers_regions->len > 0)
              {
                g_array_set_size (offers_regions, 0);
                for (guint a = 0; offer->args[a]; a++)
                  {
                    int r = b2c_view_find_region (state, offer->args[a]);

                    if (r >= 0 && r != best)
                      g_array_append_val (offers_regions, r);
                  }
                break;
              }
          }
        if (offers_regions->len > 0)
          {
            b2c_board_choose_region (board, g_array_index (offers_regions, int, 0), TRUE);
            driver_shoot (GTK_WIDGET (window), outdir, "b2c-target");
          }
        g_array_unref (offers_regions);
      }
  }

  b2c_board_open_combat (board);
  {
    MusterCalculator *calc = b2c_board_get_calculator (board);
    GtkWidget *resolve = driver_find_button (GTK_WIDGET (calc), "_Resolve with These Odds");

    driver_shoot (GTK_WIDGET (window), outdir, "b2c-combat");
    if (resolve != NULL && gtk_widget_get_visible (resolve))
      g_signal_emit_by_name (resolve, "clicked");
    driver_settle ();
    driver_shoot (GTK_WIDGET (window), outdir, "b2c-combat-resolving");
  }

  if (end_file != NULL)
    {
      driver_close_window (window);
      window = driver_open_file (app, end_file, width, height);
      board = find_board (window);
    }
  b2c_board_open_end_turn (board);
  {
    MusterEndTurn *end = wait_end_turn ();
    GtkWindow *dialog = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (end)));

    gtk_window_set_default_size (dialog, MIN (width - 40, 600), MIN (height - 40, 680));
    driver_shoot (GTK_WIDGET (dialog), outdir, "b2c-end-turn-before");
    g_signal_emit_by_name (muster_end_turn_get_run_button (end), "clicked");
    driver_settle ();
    driver_shoot (GTK_WIDGET (dialog), outdir, "b2c-end-turn-after");
    gtk_window_destroy (dialog);
  }
  driver_close_window (window);
  return 0;
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Plays @n legal actions the engine proposes, the first of each listing
 * that it accepts: a long game to close. */
static void
play_some (MusterSession *session,
           guint          n)
{
  for (guint step = 0; step < n && !muster_state_is_over (muster_session_get_state (session)); step++)
    {
      g_autoptr(GPtrArray) actions = muster_state_list_actions (muster_session_get_state (session));
      gboolean done = FALSE;

      for (guint i = 0; i < actions->len && !done; i++)
        {
          const MusterActionInfo *info = g_ptr_array_index (actions, i);
          g_autoptr(GPtrArray) tries = NULL;

          if (!info->legal || info->kind == MUSTER_ACTION_CORRECTION)
            continue;
          tries = muster_state_list_candidates (muster_session_get_state (session), info->id, FALSE);
          for (guint k = 0; k < tries->len && !done; k++)
            done = muster_session_perform (session, info->id, g_ptr_array_index (tries, k),
                                           MUSTER_PERFORM_NONE, NULL) != NULL;
        }
      if (!done)
        break;
    }
}

/* Closing after a long game through Save Changes? and Discard: the window
 * and its board go without a warning (the suite makes warnings fatal). */
static void
test_close_discard (void)
{
  g_autoptr(MusterSession) session = new_session (5);
  MusterWindow *window;
  gpointer alive;
  AdwMessageDialog *question;

  play_some (session, 40);
  window = driver_open_session (app, session, 1280, 800);
  play_some (session, 40);
  driver_settle ();
  g_assert_cmpuint (muster_session_get_cursor (session), >, 20);
  g_assert_true (muster_campaign_get_dirty (muster_window_get_campaign (window)));

  alive = window;
  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  gtk_window_close (GTK_WINDOW (window));
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), "the unsaved-changes question");
  question = ADW_MESSAGE_DIALOG (driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  adw_message_dialog_response (question, "discard");
  gtk_window_close (GTK_WINDOW (question));
  driver_wait (window_gone, &alive, "the window to close after discarding");
  driver_settle ();
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  tmpdir = g_dir_make_tmp ("muster-b2c-board-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  {
    g_autofree char *state = g_build_filename (tmpdir, "state", NULL);
    g_autofree char *data = g_build_filename (tmpdir, "data", NULL);

    g_setenv ("XDG_STATE_HOME", state, TRUE);
    g_setenv ("XDG_DATA_HOME", data, TRUE);
  }
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);

  if (argc >= 5 && g_str_equal (argv[1], "--shoot"))
    {
      gtk_init ();
      app = driver_start_app ();
      ret = shoot_main (argc, argv);
    }
  else
    {
      g_test_init (&argc, &argv, NULL);
      app = driver_start_app ();
      g_test_add_func ("/b2c-board/board-and-labels", test_board_and_labels);
      g_test_add_func ("/b2c-board/keyboard", test_keyboard);
      g_test_add_func ("/b2c-board/actions", test_actions_through_board);
      g_test_add_func ("/b2c-board/actions-reachable", test_actions_reachable);
      g_test_add_func ("/b2c-board/combat-odds", test_combat_odds);
      g_test_add_func ("/b2c-board/odds-header", test_odds_header);
      g_test_add_func ("/b2c-board/defender-choice", test_defender_choice);
      g_test_add_func ("/b2c-board/decision-bar", test_decision_bar);
      g_test_add_func ("/b2c-board/decision-bar-small", test_decision_bar_small);
      g_test_add_func ("/b2c-board/end-turn", test_end_turn);
      g_test_add_func ("/b2c-board/card-values", test_card_values);
      g_test_add_func ("/b2c-board/peek-hidden", test_peek_hidden);
      g_test_add_func ("/b2c-board/rule-links", test_rule_links);
      g_test_add_func ("/b2c-board/table-read-only", test_table_read_only);
      g_test_add_func ("/b2c-board/track-pane", test_track_pane);
      g_test_add_func ("/b2c-board/close-discard", test_close_discard);
      ret = g_test_run ();
    }
  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);
  driver_remove_tree (tmpdir);
  g_free (tmpdir);
  return ret;
}
