/* test-l2y-board.c: the Lexington to Yorktown board in the real app.
 *
 *   /l2y-board/list: an army list is an editor: a row a unit with its cost,
 *     the total against the limit (in red over it), a unit's advice; a row
 *     opens on the fields of its troop type, a change is a set-unit in the
 *     log (the row stays open), a refused one (grade A cavalry) puts the
 *     field back; the trash button removes a unit through the log; Add
 *     Unit opens the form, which adds one (a battery's gunners left out
 *     of the form are left to the action); no action bar or side pane.
 *   /l2y-board/battle: both armies as cards, each named for screen readers
 *     with its strength; a click selects the 1st Foot and a right click
 *     makes the Continentals its target: the pane offers the 1st Foot's
 *     shooting at them first, Do It shoots (the scripted dice: 4 hits), the
 *     card follows; the next phase puts the Continentals' fire test in the
 *     decision bar and on their card, first among their offers, and the
 *     bar's answer takes it.
 *   /l2y-board/keys: Enter on a card selects it, Shift+Enter makes it the
 *     target and again clears it.
 *   /l2y-board/odds: the action bar's Shoot with a selection opens the
 *     calculator on that shooting, with its exact odds; ticking what the
 *     players measured (a dense target) adds its word; a new target is
 *     followed.
 *
 * Run under xvfb-run. With --shoot it takes screenshots instead:
 *
 *   xvfb-run -a -s "-screen 0 1280x800x24" test-l2y-board --shoot OUTDIR WIDTH HEIGHT [dark]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-driver.h"
#include "l2y-test-util.h"
#include "boards/lexington-yorktown/l2yui-battle-view.h"
#include "boards/lexington-yorktown/l2yui-board.h"
#include "boards/lexington-yorktown/l2yui-list-view.h"
#include "boards/lexington-yorktown/l2yui-unit-card.h"
#include "boards/lexington-yorktown/l2yui-unit-row.h"
#include "widgets/muster-action-bar.h"
#include "widgets/muster-action-dialog.h"
#include "widgets/muster-board-shell.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-decision-bar.h"
#include "widgets/muster-offer-list.h"

static MusterApplication *app;

#define BRITISH LINES ("add-unit \"1st Foot\" infantry C 22", "add-unit \"Royal Artillery\" field-gun B 2 6", \
                       "add-unit \"17th Light Dragoons\" cavalry B 8", "add-unit Howe general A 1")
#define AMERICAN LINES ("add-unit Continentals infantry C 18", "add-unit \"Morgan's Riflemen\" infantry B 12", \
                        "set-unit \"Morgan's Riflemen\" weapon rifles", "add-unit Greene general B 1")

static L2yuiBoard *
find_board (MusterWindow *window)
{
  GtkWidget *board = driver_find_widget (GTK_WIDGET (window), L2YUI_TYPE_BOARD);

  g_assert_nonnull (board);
  return L2YUI_BOARD (board);
}

static const char *
last_action (MtGame *t)
{
  return muster_entry_get_action (driver_last_entry (t->session));
}

/* How many arguments the last entry took. */
static guint
n_args_of_last (MtGame *t)
{
  return g_strv_length ((char **) muster_entry_get_args (driver_last_entry (t->session)));
}

/* Presses @add (Add Unit…) and takes its form with @fields, the others
 * left as the form has them. */
static void
add_unit_by_form (GtkWidget          *add,
                  const char * const *fields)
{
  MusterActionRow *row;

  g_signal_emit_by_name (add, "clicked");
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_ACTION_DIALOG), "the Add Unit form");
  row = muster_action_dialog_get_row (MUSTER_ACTION_DIALOG (driver_find_toplevel (MUSTER_TYPE_ACTION_DIALOG)));
  for (guint i = 0; fields[i] != NULL; i++)
    muster_action_row_set_arg (row, i, fields[i]);
  muster_action_row_perform (row);
  driver_settle ();
}

static void
test_list (void)
{
  g_autoptr(MtGame) t = l2y_list (LINES ("points 300", "add-unit \"1st Foot\" infantry C 22",
                                         "add-unit \"17th Light Dragoons\" cavalry B 8",
                                         "add-unit Jägers infantry B 12", "set-unit Jägers formation skirmish"));
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  L2yuiBoard *board = find_board (window);
  L2yuiListView *list = L2YUI_LIST_VIEW (l2yui_board_get_part (board, "list"));
  GtkWidget *row, *trash = NULL, *add;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  g_assert_nonnull (list);
  g_assert_null (l2yui_board_get_part (board, "battle"));
  /* 88 + 192 + 72 = 352 of 300. */
  g_assert_cmpuint (l2yui_list_view_get_n_units (list), ==, 3);
  g_assert_cmpstr (l2yui_list_view_get_total (list), ==, "352 of 300 points");
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (muster_board_shell_get_action_bar (
    MUSTER_BOARD_SHELL (l2yui_board_get_part (board, "shell"))))));
  row = l2yui_list_view_get_row (list, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Jägers");
  /* Line infantry bought to skirmish: the row says so (7). */
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "skirmishes from the start"));
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "= 72"));

  /* Opened: its fields. Rifles chosen: a set-unit in the log, the same row
   * shown anew (rifles +1: 7 a model × 12 = 84). */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  g_assert_null (l2yui_unit_row_get_field (L2YUI_UNIT_ROW (row), "gunners"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (l2yui_unit_row_get_field (L2YUI_UNIT_ROW (row), "weapon")), 1);
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "set-unit");
  g_assert_true (l2yui_list_view_get_row (list, 2) == row);
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "= 84"));
  {
    /* Models stepped 12 → 15: one set-unit once the spin button rests
     * (here Enter), not one a step; and back again. */
    GtkWidget *spin = driver_find_widget (l2yui_unit_row_get_field (L2YUI_UNIT_ROW (row), "models"),
                                          GTK_TYPE_SPIN_BUTTON);
    guint before = muster_session_get_cursor (t->session);
    const char * const *args;

    for (int i = 0; i < 3; i++)
      gtk_spin_button_spin (GTK_SPIN_BUTTON (spin), GTK_SPIN_STEP_FORWARD, 1);
    driver_settle ();
    g_assert_cmpuint (muster_session_get_cursor (t->session), ==, before);
    g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
    driver_settle ();
    g_assert_cmpuint (muster_session_get_cursor (t->session), ==, before + 1);
    args = muster_entry_get_args (driver_last_entry (t->session));
    g_assert_cmpstr (args[1], ==, "models");
    g_assert_cmpstr (args[2], ==, "15");
    for (int i = 0; i < 3; i++)
      gtk_spin_button_spin (GTK_SPIN_BUTTON (spin), GTK_SPIN_STEP_BACKWARD, 1);
    g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
    driver_settle ();
    g_assert_cmpuint (muster_session_get_cursor (t->session), ==, before + 2);
    g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "= 84"));
  }
  {
    /* Grade A cavalry is not on the Cost Chart: refused, and the grade
     * shown goes back to B. */
    GtkWidget *dragoons = l2yui_list_view_get_row (list, 1);
    GtkWidget *grade = l2yui_unit_row_get_field (L2YUI_UNIT_ROW (dragoons), "grade");
    guint before = muster_session_get_cursor (t->session);

    g_assert_null (l2yui_unit_row_get_field (L2YUI_UNIT_ROW (dragoons), "bayonets"));
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (grade)), ==, 1);
    adw_combo_row_set_selected (ADW_COMBO_ROW (grade), 0);
    driver_settle ();
    driver_settle ();
    g_assert_cmpuint (muster_session_get_cursor (t->session), ==, before);
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (grade)), ==, 1);
  }

  /* The Dragoons' trash button: through the log. */
  driver_find_all (l2yui_list_view_get_row (list, 1), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "session.perform") == 0)
      trash = g_ptr_array_index (buttons, i);
  g_assert_nonnull (trash);
  g_signal_emit_by_name (trash, "clicked");
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "remove-unit");
  g_assert_cmpuint (l2yui_list_view_get_n_units (list), ==, 2);
  g_assert_cmpstr (l2yui_list_view_get_total (list), ==, "172 of 300 points");

  /* Add Unit: the form, filled in and taken. */
  add = driver_find_button (GTK_WIDGET (list), "Add Unit…");
  g_assert_nonnull (add);
  add_unit_by_form (add, LINES ("Grenadiers", "infantry", "B", "10"));
  g_assert_cmpstr (last_action (t), ==, "add-unit");
  g_assert_cmpuint (l2yui_list_view_get_n_units (list), ==, 3);
  g_assert_cmpstr (l2yui_list_view_get_total (list), ==, "232 of 300 points");

  /* Two field guns, their gunners left out of the form: three a gun, as
   * the action takes it (2 × 80 + 6 grade B gunners × 12 = 232). */
  add_unit_by_form (add, LINES ("Guns", "field-gun", "B", "2"));
  g_assert_cmpstr (last_action (t), ==, "add-unit");
  g_assert_cmpuint (n_args_of_last (t), ==, 4);
  g_assert_cmpstr (l2yui_list_view_get_total (list), ==, "464 of 300 points");
  driver_close_window (window);
}

static L2yuiUnitCard *
card (L2yuiBattleView *view,
      const char      *id)
{
  GtkWidget *found = l2yui_battle_view_get_card (view, id);

  g_assert_nonnull (found);
  return L2YUI_UNIT_CARD (found);
}

/* Presses the pointer's @button on the card of @id. */
static void
click_card (L2yuiBattleView *view,
            const char      *id,
            guint            button)
{
  GtkWidget *child = gtk_widget_get_parent (GTK_WIDGET (card (view, id)));
  GtkWidget *flow = gtk_widget_get_parent (child);
  GListModel *controllers = gtk_widget_observe_controllers (flow);
  graphene_point_t at;

  g_assert_true (gtk_widget_compute_point (child, flow, &GRAPHENE_POINT_INIT (10, 10), &at));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      /* As a press of that button would: the gesture that listens to it
       * is told of a press at that point. */
      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button)
        g_signal_emit_by_name (controller, "pressed", 1, (double) at.x, (double) at.y);
    }
  g_object_unref (controllers);
}

static MtGame *
battle_in_fire_phase (void)
{
  MtGame *t = l2y_battle (BRITISH, AMERICAN, 0, NULL);

  l2y_to_phase (t, "fire");
  return t;
}

static void
test_battle (void)
{
  g_autoptr(MtGame) t = battle_in_fire_phase ();
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  L2yuiBoard *board = find_board (window);
  L2yuiBattleView *view = L2YUI_BATTLE_VIEW (l2yui_board_get_part (board, "battle"));
  MusterOfferList *offers = MUSTER_OFFER_LIST (l2yui_board_get_part (board, "offers"));
  MusterDecisionBar *bar;
  GtkWidget *button;

  g_assert_nonnull (view);
  g_assert_cmpstr (l2yui_unit_card_get_text (card (view, "b1")), ==,
                   "1st Foot, 22 of 22 models · shattered at 5, Good morale, Steady, line");
  g_assert_nonnull (strstr (l2yui_unit_card_get_text (card (view, "b2")), "6 of 6 gunners"));
  g_assert_cmpstr (muster_board_shell_get_status (MUSTER_BOARD_SHELL (l2yui_board_get_part (board, "shell"))), ==,
                   "British: shooting");

  click_card (view, "b1", GDK_BUTTON_PRIMARY);
  g_assert_cmpstr (l2yui_battle_view_get_selected (view), ==, "b1");
  click_card (view, "a1", GDK_BUTTON_SECONDARY);
  g_assert_cmpstr (l2yui_battle_view_get_target (view), ==, "a1");
  driver_settle ();
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (l2yui_board_get_part (board, "unit-title"))), ==,
                   "1st Foot → Continentals");
  g_assert_cmpuint (muster_offer_list_get_n_offers (offers), >, 0);
  button = muster_offer_list_get_button (offers, 0);
  {
    const char *action = NULL;
    g_autofree const char **args = NULL;

    g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button)), "(&s^a&s)", &action, &args);
    g_assert_cmpstr (action, ==, "shoot");
    g_assert_cmpstr (args[0], ==, "b1");
    g_assert_cmpstr (args[1], ==, "a1");
    g_assert_cmpstr (args[2], ==, "close");
  }
  /* Close range: 5 dice (22 models), hitting on 2-6 with the first fire. */
  mt_dice (t, "6 6 5 4 1");
  g_signal_emit_by_name (button, "clicked");
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "shoot");
  g_assert_nonnull (strstr (l2yui_unit_card_get_text (card (view, "a1")), "14 of 18 models"));

  /* The fire tests: the bar asks for the Continentals', their card owes it. */
  mt_ok (t, "next-phase");
  driver_settle ();
  g_assert_nonnull (strstr (l2yui_unit_card_get_text (card (view, "a1")), "Owes a fire test"));
  g_assert_cmpstr (muster_board_shell_get_status (MUSTER_BOARD_SHELL (l2yui_board_get_part (board, "shell"))), ==,
                   "American: fire test");
  /* The Continentals selected: their fire test, the decision's answer,
   * is offered first. */
  l2yui_battle_view_set_selected (view, "a1");
  driver_settle ();
  {
    const char *action = NULL;
    g_autofree const char **args = NULL;

    g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (muster_offer_list_get_button (offers, 0))),
                   "(&s^a&s)", &action, &args);
    g_assert_cmpstr (action, ==, "fire-test");
    g_assert_cmpstr (args[0], ==, "a1");
  }
  bar = MUSTER_DECISION_BAR (l2yui_board_get_part (board, "decision"));
  g_assert_true (muster_decision_bar_is_pending (bar));
  button = driver_find_button (GTK_WIDGET (bar), "Continentals tests");
  g_assert_nonnull (button);
  mt_dice (t, "6 6");
  g_signal_emit_by_name (button, "clicked");
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "fire-test");
  g_assert_null (strstr (l2yui_unit_card_get_text (card (view, "a1")), "Owes"));
  g_assert_false (muster_decision_bar_is_pending (bar));
  mt_assert_replays (t);
  driver_close_window (window);
}

static void
test_keys (void)
{
  g_autoptr(MtGame) t = battle_in_fire_phase ();
  MusterWindow *window = driver_open_session (app, t->session, 800, 600);
  L2yuiBattleView *view = L2YUI_BATTLE_VIEW (l2yui_board_get_part (find_board (window), "battle"));
  GtkWidget *b3 = gtk_widget_get_parent (GTK_WIDGET (card (view, "b3")));
  GtkWidget *a2 = gtk_widget_get_parent (GTK_WIDGET (card (view, "a2")));

  gtk_widget_grab_focus (b3);
  g_assert_true (driver_press_key (gtk_widget_get_parent (b3), GDK_KEY_Return, 0));
  g_assert_cmpstr (l2yui_battle_view_get_selected (view), ==, "b3");
  gtk_widget_grab_focus (a2);
  g_assert_true (driver_press_key (gtk_widget_get_parent (a2), GDK_KEY_Return, GDK_SHIFT_MASK));
  g_assert_cmpstr (l2yui_battle_view_get_selected (view), ==, "b3");
  g_assert_cmpstr (l2yui_battle_view_get_target (view), ==, "a2");
  g_assert_true (driver_press_key (gtk_widget_get_parent (a2), GDK_KEY_Return, GDK_SHIFT_MASK));
  g_assert_null (l2yui_battle_view_get_target (view));
  driver_close_window (window);
}

static void
test_odds (void)
{
  g_autoptr(MtGame) t = battle_in_fire_phase ();
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  L2yuiBoard *board = find_board (window);
  L2yuiBattleView *view = L2YUI_BATTLE_VIEW (l2yui_board_get_part (board, "battle"));
  MusterCalculator *calculator = MUSTER_CALCULATOR (l2yui_board_get_part (board, "calculator"));
  MusterActionBar *bar = MUSTER_ACTION_BAR (l2yui_board_get_part (board, "actions"));
  const MusterPreview *preview;

  l2yui_battle_view_set_selected (view, "b3");
  l2yui_battle_view_set_target (view, "a2");
  g_signal_emit_by_name (muster_action_bar_get_button (bar, "shoot"), "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_board_shell_get_page (MUSTER_BOARD_SHELL (l2yui_board_get_part (board, "shell"))), ==, "odds");
  g_assert_cmpstr (muster_calculator_get_action (calculator), ==, "shoot");
  g_assert_cmpstr (muster_calculator_get_args (calculator)[0], ==, "b3");
  g_assert_cmpstr (muster_calculator_get_args (calculator)[1], ==, "a2");
  preview = muster_calculator_get_preview (calculator);
  g_assert_nonnull (preview);
  g_assert_true (preview->legal);
  g_assert_cmpuint (preview->rolls->len, >, 0);
  /* What the players measured, ticked: the target is dense (9.2). */
  {
    g_autoptr(MusterActionInfo) info = muster_state_find_action (mt_state (t), "shoot");
    const char *dense = muster_param_choice_label (muster_action_info_find_param (info, "FACTOR"), "dense");
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    GtkWidget *check = NULL;

    driver_find_all (GTK_WIDGET (calculator), ADW_TYPE_ACTION_ROW, rows);
    for (guint i = 0; i < rows->len; i++)
      if (g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), dense) == 0)
        check = driver_find_widget (g_ptr_array_index (rows, i), GTK_TYPE_CHECK_BUTTON);
    g_assert_nonnull (check);
    g_assert_false (g_strv_contains (muster_calculator_get_args (calculator), "dense"));
    gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
    driver_settle ();
    g_assert_true (g_strv_contains (muster_calculator_get_args (calculator), "dense"));
    g_assert_true (muster_calculator_get_preview (calculator)->legal);
    gtk_check_button_set_active (GTK_CHECK_BUTTON (check), FALSE);
  }
  /* A new target: the calculator follows it. */
  l2yui_battle_view_set_target (view, "a1");
  driver_settle ();
  g_assert_cmpstr (muster_calculator_get_args (calculator)[1], ==, "a1");
  driver_close_window (window);
}

/* ---- screenshots ------------------------------------------------------------------ */

static void
shoot_all (const DriverShots *shots)
{
  g_autoptr(MtGame) list = NULL;
  g_autoptr(MtGame) battle = NULL;
  MusterWindow *window;
  L2yuiBoard *board;
  L2yuiBattleView *view;

#define SHOT(widget, what) driver_shot (shots, GTK_WIDGET (widget), what)

  list = l2y_list (LINES ("points 600", "add-unit \"1st Foot\" infantry C 22",
                          "add-unit \"Royal Artillery\" field-gun B 2 6", "set-unit \"Royal Artillery\" limbers yes",
                          "add-unit \"17th Light Dragoons\" cavalry B 8", "add-unit Howe general A 1",
                          "add-unit Jägers infantry B 12", "set-unit Jägers weapon rifles",
                          "set-unit Jägers formation skirmish"));
  window = driver_open_session (app, list->session, shots->width, shots->height);
  SHOT (window, "list");
  {
    L2yuiListView *view_of_list = L2YUI_LIST_VIEW (l2yui_board_get_part (find_board (window), "list"));

    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (l2yui_list_view_get_row (view_of_list, 0)), TRUE);
    SHOT (window, "list-open");
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (l2yui_list_view_get_row (view_of_list, 0)), FALSE);
  }
  gtk_widget_activate_action (GTK_WIDGET (find_board (window)), "board.form", "(s^as)", "add-unit",
                              (const char *[]) { NULL });
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_ACTION_DIALOG), "the Add Unit form");
  SHOT (driver_find_toplevel (MUSTER_TYPE_ACTION_DIALOG), "list-add-unit");
  gtk_window_destroy (driver_find_toplevel (MUSTER_TYPE_ACTION_DIALOG));
  driver_close_window (window);

  /* The movement phase: the command test and evading. */
  battle = l2y_battle (BRITISH, AMERICAN, 0, NULL);
  l2y_to_phase (battle, "move");
  window = driver_open_session (app, battle->session, shots->width, shots->height);
  board = find_board (window);
  view = L2YUI_BATTLE_VIEW (l2yui_board_get_part (board, "battle"));
  l2yui_battle_view_set_selected (view, "b3");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.calculate", "s", "command-test");
  SHOT (window, "battle-command-odds");
  l2yui_battle_view_set_selected (view, "b2");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.calculate", "s", "evade");
  SHOT (window, "battle-evade-odds");
  driver_close_window (window);
  g_clear_pointer (&battle, mt_free);

  battle = battle_in_fire_phase ();
  window = driver_open_session (app, battle->session, shots->width, shots->height);
  board = find_board (window);
  view = L2YUI_BATTLE_VIEW (l2yui_board_get_part (board, "battle"));
  SHOT (window, "battle");
  l2yui_battle_view_set_selected (view, "b1");
  l2yui_battle_view_set_target (view, "a1");
  SHOT (window, "battle-unit");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.calculate", "s", "shoot");
  SHOT (window, "battle-shoot-odds");
  mt_dice (battle, "6 6 5 4 1");
  mt_ok (battle, "shoot b1 a1 close");
  mt_dice (battle, "6 6 6 5 4 3");
  mt_ok (battle, "shoot b2 a2 canister");
  mt_ok (battle, "next-phase");
  l2yui_battle_view_set_selected (view, "a1");
  l2yui_battle_view_set_target (view, NULL);
  SHOT (window, "battle-fire-test");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.calculate", "s", "fire-test");
  SHOT (window, "battle-fire-test-odds");
  mt_dice (battle, "6 6");
  mt_ok (battle, "fire-test a1");
  mt_dice (battle, "6 6");
  mt_ok (battle, "fire-test a2");
  mt_ok (battle, "next-phase");
  l2yui_battle_view_set_selected (view, "b1");
  l2yui_battle_view_set_target (view, "a1");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.calculate", "s", "combat");
  SHOT (window, "battle-combat-odds");
  /* The Continentals shaken; next turn they owe a rally test. */
  mt_ok (battle, "correct a1 shaken yes");
  while (!g_str_equal (muster_board_shell_get_status (MUSTER_BOARD_SHELL (l2yui_board_get_part (board, "shell"))),
                       "American: rally"))
    mt_ok (battle, "next-phase");
  l2yui_battle_view_set_selected (view, "a1");
  l2yui_battle_view_set_target (view, NULL);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.calculate", "s", "rally-test");
  SHOT (window, "battle-rally-odds");
  driver_close_window (window);
#undef SHOT
}

static void
add_tests (void)
{
  g_test_add_func ("/l2y-board/list", test_list);
  g_test_add_func ("/l2y-board/battle", test_battle);
  g_test_add_func ("/l2y-board/keys", test_keys);
  g_test_add_func ("/l2y-board/odds", test_odds);
}

int
main (int    argc,
      char **argv)
{
  return driver_board_main (argc, argv, "l2y", &app, add_tests, shoot_all);
}
