/* test-emp-board.c: the Empires: American Revolution board in the real app.
 *
 *   /emp-board/map: the map has every place of the group's map, each named
 *     for screen readers with its holder, value and forces; Boston selected
 *     and Western Massachusetts the target, the pane offers the British
 *     march on it, and Do It moves them through the log: the target is
 *     then a battle, on the map and in its name.
 *   /emp-board/battle: the battles phase: the action bar's Fight a Round
 *     with the battle selected opens the calculator on its exact odds, and
 *     the same forces typed into Forces of Your Own give the same; a
 *     round fought with scripted dice leaves the British a loss to take,
 *     which the decision bar asks for and its suggestion takes.
 *   /emp-board/war: the War page shows the state of the war and a ledger
 *     for each power, following the game; the Politics page, the politics.
 *   /emp-board/purchases: the purchase worksheet in phase 3: what may be
 *     bought where at what price, the plan against the production, Buy.
 *   /emp-board/correct-map: the selected place's kind, value and border
 *     with the target corrected on the Place page, as correction actions.
 *
 * Run under xvfb-run. With --shoot it takes screenshots instead:
 *
 *   xvfb-run -a -s "-screen 0 1280x800x24" test-emp-board --shoot OUTDIR WIDTH HEIGHT [dark]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-driver.h"
#include "empires-revolution/emp-view.h"
#include "boards/empires-revolution/empui-board.h"
#include "boards/empires-revolution/empui-place-editor.h"
#include "boards/empires-revolution/empui-purchase-view.h"
#include "boards/empires-revolution/empui-what-if.h"
#include "widgets/muster-board-shell.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-decision-bar.h"
#include "widgets/muster-map-view.h"
#include "widgets/muster-offer-list.h"
#include "widgets/muster-sheet-view.h"
#include "muster-test-driver.h"

static MusterApplication *app;

static EmpuiBoard *
find_board (MusterWindow *window)
{
  GtkWidget *board = driver_find_widget (GTK_WIDGET (window), EMPUI_TYPE_BOARD);

  g_assert_nonnull (board);
  return EMPUI_BOARD (board);
}

static MusterMapView *
map_of (EmpuiBoard *board)
{
  return MUSTER_MAP_VIEW (empui_board_get_part (board, "map"));
}

static const char *
label_of (MusterMapView *map,
          const char    *id)
{
  int i = muster_map_view_find_region (map, id);

  g_assert_cmpint (i, >=, 0);
  return muster_map_view_get_region_label (map, (guint) i);
}

static const char *
last_action (MtGame *t)
{
  return muster_entry_get_action (driver_last_entry (t->session));
}

static void
test_map (void)
{
  g_autoptr(MtGame) t = mt_new ("empires-revolution", "war", NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  EmpuiBoard *board = find_board (window);
  MusterMapView *map = map_of (board);
  MusterOfferList *offers = MUSTER_OFFER_LIST (empui_board_get_part (board, "offers"));
  GtkWidget *button = NULL;

  g_assert_cmpuint (muster_map_view_get_n_regions (map), ==, 51);
  g_assert_nonnull (strstr (label_of (map, "boston"), "held by the British, worth 5"));
  g_assert_nonnull (strstr (label_of (map, "boston"), "British: 6 Infantry, 2 Cannon, William Howe"));
  g_assert_nonnull (strstr (label_of (map, "iroquois"), "an Indian settlement"));

  muster_map_view_set_selected (map, "boston");
  muster_map_view_set_target (map, "western-mass");
  driver_settle ();
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (empui_board_get_part (board, "place-title"))), ==,
                   "Boston → Western Massachusetts");
  g_assert_cmpuint (muster_offer_list_get_n_offers (offers), >, 0);
  button = muster_offer_list_get_button (offers, 0);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "move");
  g_assert_nonnull (strstr (label_of (map, "western-mass"), "A battle waits here"));
  driver_close_window (window);
}

static void
test_battle (void)
{
  g_autoptr(MtGame) t = mt_new ("empires-revolution", "war", NULL);
  MusterWindow *window;
  EmpuiBoard *board;
  MusterCalculator *calculator;
  MusterDecisionBar *decision;
  const MusterPreview *preview;
  GtkWidget *answer;

  mt_ok (t, "move boston western-mass infantry 3");
  mt_ok (t, "end-phase");
  window = driver_open_session (app, t->session, 1280, 800);
  board = find_board (window);
  calculator = MUSTER_CALCULATOR (empui_board_get_part (board, "calculator"));
  muster_map_view_set_selected (map_of (board), "western-mass");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.act", "(s^as)", "fight", (const char *[]) { NULL });
  driver_settle ();
  g_assert_cmpstr (muster_calculator_get_action (calculator), ==, "fight");
  preview = muster_calculator_get_preview (calculator);
  g_assert_nonnull (preview);
  g_assert_true (preview->legal);
  g_assert_cmpfloat (muster_preview_get_probability (preview, "The defenders hold"), >, 0.99);

  /* The same forces typed in give the same odds; a word that is not a
   * value says so. */
  {
    EmpuiWhatIf *what_if = EMPUI_WHAT_IF (empui_board_get_part (board, "what-if"));

    empui_what_if_set (what_if, "3 3 3", "3 3 3 3 5 5 0");
    g_assert_nonnull (empui_what_if_get_preview (what_if));
    g_assert_cmpfloat_with_epsilon (muster_preview_get_probability (empui_what_if_get_preview (what_if), "The defenders hold"),
                                    muster_preview_get_probability (preview, "The defenders hold"), 1e-12);
    empui_what_if_set (what_if, "3 3 eleven", "5");
    g_assert_null (empui_what_if_get_preview (what_if));
    g_assert_nonnull (strstr (empui_what_if_get_error (what_if), "“eleven” is not a value from 0 to 10"));
  }

  /* British: one hit; Americans: two. */
  mt_dice (t, "1 9 9  9 9 1 1  9 9");
  mt_ok (t, "fight western-mass");
  driver_settle ();
  decision = MUSTER_DECISION_BAR (empui_board_get_part (board, "decision"));
  g_assert_true (muster_decision_bar_is_pending (decision));
  g_assert_nonnull (strstr (muster_decision_bar_get_text (decision), "attackers at Western Massachusetts take 2 losses"));
  /* The British name their two losses, one by one, then take them. */
  {
    g_autoptr(MusterPending) pending = mt_pending (t);

    g_assert_cmpuint (pending->count, ==, 2);
    gtk_widget_activate_action (GTK_WIDGET (decision), "decision.name-item", "s", pending->items[0]);
    gtk_widget_activate_action (GTK_WIDGET (decision), "decision.name-item", "s", pending->items[1]);
  }
  answer = driver_find_button (GTK_WIDGET (decision), "Take losses");
  g_assert_nonnull (answer);
  g_assert_true (gtk_widget_get_sensitive (answer));
  g_signal_emit_by_name (answer, "clicked");
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "losses");
  g_assert_nonnull (strstr (muster_decision_bar_get_text (decision), "defenders at Western Massachusetts take 1 loss"));
  driver_close_window (window);
}

static void
test_war (void)
{
  g_autoptr(MtGame) t = mt_new ("empires-revolution", "war", NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  EmpuiBoard *board = find_board (window);
  GtkWidget *war = empui_board_get_part (board, "war");
  guint sheets = 0;
  gboolean found = FALSE;

  empui_board_show_page (board, "war");
  driver_settle ();
  for (GtkWidget *child = gtk_widget_get_first_child (war); child; child = gtk_widget_get_next_sibling (child))
    {
      const MusterSheet *sheet = muster_sheet_view_get_sheet (MUSTER_SHEET_VIEW (child));

      sheets++;
      if (g_str_equal (sheet->id, "ledger-british"))
        found = TRUE;
    }
  /* The war, four ledgers (two players: France and Spain wait), the unit
   * chart and the map's values. */
  g_assert_cmpuint (sheets, ==, 7);
  g_assert_true (found);
  /* The politics on a page of their own: the war opens under the
   * blockade, so Franklin must go by way of Florida. */
  {
    GtkWidget *politics = empui_board_get_part (board, "politics");
    const MusterSheet *sheet;

    empui_board_show_page (board, "politics");
    driver_settle ();
    g_assert_nonnull (gtk_widget_get_first_child (politics));
    g_assert_null (gtk_widget_get_next_sibling (gtk_widget_get_first_child (politics)));
    sheet = muster_sheet_view_get_sheet (MUSTER_SHEET_VIEW (gtk_widget_get_first_child (politics)));
    g_assert_cmpstr (sheet->id, ==, "politics");
    g_assert_cmpstr (muster_sheet_find_row (sheet, "Blockade")->value, ==, "in force");
    g_assert_nonnull (strstr (muster_sheet_find_row (sheet, "Franklin's way to France")->value, "Florida"));
    g_assert_cmpstr (muster_sheet_find_row (sheet, "Aid to America")->value, ==, "0 from France and 0 from Spain a turn");
  }
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  empui_board_show_page (board, "war");
  driver_settle ();
  {
    const MusterSheet *ledger = NULL;

    for (GtkWidget *child = gtk_widget_get_first_child (war); child; child = gtk_widget_get_next_sibling (child))
      if (g_str_equal (muster_sheet_view_get_sheet (MUSTER_SHEET_VIEW (child))->id, "ledger-british"))
        ledger = muster_sheet_view_get_sheet (MUSTER_SHEET_VIEW (child));
    g_assert_nonnull (ledger);
    g_assert_cmpint (muster_sheet_find_row (ledger, "Production now")->number, ==, 400);
  }
  driver_close_window (window);
}

/* Phase 3: the worksheet lists what the British may buy, sets a plan
 * against their 400, refuses a plan beyond it, and Buy builds it. */
static void
test_purchases (void)
{
  g_autoptr(MtGame) t = mt_new ("empires-revolution", "war", NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  EmpuiBoard *board = find_board (window);
  EmpuiPurchaseView *view = EMPUI_PURCHASE_VIEW (empui_board_get_part (board, "purchases"));
  GtkWidget *buy = empui_purchase_view_get_buy (view);

  empui_board_show_page (board, "build");
  driver_settle ();
  g_assert_nonnull (strstr (empui_purchase_view_get_summary (view), "phase 3"));
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  driver_settle ();
  empui_purchase_view_plan (view, "infantry", "british-isles", 4);
  empui_purchase_view_plan (view, "infantry", "quebec", 2);
  /* 4 x 5 in England, 2 x 15 in a colonial city. */
  g_assert_cmpstr (empui_purchase_view_get_summary (view), ==, "Planned 50 of 400: 350 left to carry over.");
  g_assert_true (gtk_widget_get_sensitive (buy));
  empui_purchase_view_plan (view, "ship", "north-atlantic", 30);
  g_assert_cmpstr (empui_purchase_view_get_summary (view), ==, "Planned 500 of 400: 100 short.");
  g_assert_false (gtk_widget_get_sensitive (buy));
  empui_purchase_view_plan (view, "ship", "north-atlantic", 0);
  /* Canada raises 10 infantry in the whole war: no line goes past it, and
   * the plan counts its lines together (2 in Quebec, 10 in Montreal). */
  empui_purchase_view_plan (view, "infantry", "montreal", 12);
  g_assert_cmpstr (empui_purchase_view_get_summary (view), ==,
                   "Planned 200 of 400, but not Infantry in Montreal: 5.3: Canada raises 10 Infantry in the whole war: "
                   "8 more may be built.");
  g_assert_false (gtk_widget_get_sensitive (buy));
  empui_purchase_view_plan (view, "infantry", "montreal", 8);
  g_assert_cmpstr (empui_purchase_view_get_summary (view), ==, "Planned 170 of 400: 230 left to carry over.");
  g_assert_true (gtk_widget_get_sensitive (buy));
  empui_purchase_view_plan (view, "infantry", "montreal", 0);
  g_signal_emit_by_name (buy, "clicked");
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "build");
  g_assert_cmpuint (muster_session_get_cursor (t->session), ==, 4);
  g_assert_cmpstr (empui_purchase_view_get_summary (view), ==, "Planned 0 of 350: 350 left to carry over.");
  driver_close_window (window);
}

/* The group's map corrected where they look at it: Boston made a fort and
 * worth one more, its border with Western Massachusetts a river. */
static void
test_correct_map (void)
{
  g_autoptr(MtGame) t = mt_new ("empires-revolution", "war", NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  EmpuiBoard *board = find_board (window);
  EmpuiPlaceEditor *editor = EMPUI_PLACE_EDITOR (empui_board_get_part (board, "editor"));
  EmpState *state;
  int boston, western;
  EmpViewPlace place;

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (editor)));
  muster_map_view_set_selected (map_of (board), "boston");
  driver_settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (editor)));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (empui_place_editor_get_row (editor, "city"))));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (empui_place_editor_get_row (editor, "fort"))));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (empui_place_editor_get_row (editor, "yellow"),
                                                                   ADW_TYPE_ACTION_ROW)));
  gtk_switch_set_active (GTK_SWITCH (empui_place_editor_get_row (editor, "fort")), TRUE);
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "set-place");
  g_signal_emit_by_name (empui_place_editor_get_row (editor, "more"), "clicked");
  driver_settle ();
  state = EMP_STATE (muster_session_get_state (t->session));
  boston = muster_map_view_find_region (map_of (board), "boston");
  western = muster_map_view_find_region (map_of (board), "western-mass");
  emp_view_place (state, (guint) boston, &place);
  g_assert_true (place.fort);
  g_assert_cmpint (place.value, ==, 6);
  g_assert_false (place.value_reconstructed);
  /* A target: the border between them. */
  g_assert_false (gtk_widget_get_visible (empui_place_editor_get_row (editor, "border")));
  muster_map_view_set_target (map_of (board), "western-mass");
  driver_settle ();
  g_assert_true (gtk_widget_get_visible (empui_place_editor_get_row (editor, "border")));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (empui_place_editor_get_row (editor, "border"))), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (empui_place_editor_get_row (editor, "border")), 1);
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "set-border");
  state = EMP_STATE (muster_session_get_state (t->session));
  g_assert_cmpstr (emp_view_border (state, (guint) boston, (guint) western), ==, "river");
  /* Kept for the group's next games. */
  g_assert_cmpuint (muster_session_get_cursor (t->session), ==, 3);
  driver_close_window (window);
}

static void
shoot_all (const DriverShots *shots)
{
  g_autoptr(MtGame) t = NULL;
  MusterWindow *window;
  EmpuiBoard *board;

#define SHOT(widget, what) driver_shot (shots, GTK_WIDGET (widget), what)

  t = mt_new ("empires-revolution", "war", NULL);
  window = driver_open_session (app, t->session, shots->width, shots->height);
  board = find_board (window);
  SHOT (window, "start");
  muster_map_view_set_selected (map_of (board), "boston");
  muster_map_view_set_target (map_of (board), "western-mass");
  SHOT (window, "place");
  {
    GtkWidget *editor = empui_board_get_part (board, "editor");
    GtkWidget *scroller = gtk_widget_get_ancestor (editor, GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    driver_settle ();
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    SHOT (window, "place-correct");
  }
  mt_ok (t, "move boston western-mass infantry 3");
  mt_ok (t, "end-phase");
  muster_map_view_set_target (map_of (board), NULL);
  muster_map_view_set_selected (map_of (board), "western-mass");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.act", "(s^as)", "fight", (const char *[]) { NULL });
  SHOT (window, "odds");
  mt_dice (t, "1 9 9  9 9 1 1  9 9");
  mt_ok (t, "fight western-mass");
  SHOT (window, "losses");
  empui_board_show_page (board, "war");
  SHOT (window, "war");
  empui_board_show_page (board, "politics");
  SHOT (window, "politics");
  driver_close_window (window);
  g_clear_pointer (&t, mt_free);

  /* A new war in the British phase 3: a plan on the worksheet. */
  t = mt_new ("empires-revolution", "war", NULL);
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  window = driver_open_session (app, t->session, shots->width, shots->height);
  board = find_board (window);
  empui_board_show_page (board, "build");
  empui_purchase_view_plan (EMPUI_PURCHASE_VIEW (empui_board_get_part (board, "purchases")), "infantry", "british-isles", 4);
  empui_purchase_view_plan (EMPUI_PURCHASE_VIEW (empui_board_get_part (board, "purchases")), "hessians", "british-isles", 2);
  empui_purchase_view_plan (EMPUI_PURCHASE_VIEW (empui_board_get_part (board, "purchases")), "infantry", "quebec", 4);
  empui_purchase_view_plan (EMPUI_PURCHASE_VIEW (empui_board_get_part (board, "purchases")), "infantry", "montreal", 7);
  SHOT (window, "build");
  driver_close_window (window);
  g_clear_pointer (&t, mt_free);

  /* Six players: the Hessians' turn, on the Politics page. */
  t = mt_new ("empires-revolution", "war", "players=6", NULL);
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  mt_ok (t, "end-phase");
  window = driver_open_session (app, t->session, shots->width, shots->height);
  board = find_board (window);
  empui_board_show_page (board, "politics");
  muster_map_view_set_selected (map_of (board), "british-isles");
  SHOT (window, "hessians");
  driver_close_window (window);
#undef SHOT
}

static void
add_tests (void)
{
  g_test_add_func ("/emp-board/map", test_map);
  g_test_add_func ("/emp-board/battle", test_battle);
  g_test_add_func ("/emp-board/war", test_war);
  g_test_add_func ("/emp-board/purchases", test_purchases);
  g_test_add_func ("/emp-board/correct-map", test_correct_map);
}

int
main (int    argc,
      char **argv)
{
  return driver_board_main (argc, argv, "emp", &app, add_tests, shoot_all);
}
