/* test-bh-board.c: the Bunker Hill board in the real app, under xvfb-run.
 * A two-player game set up as 12.1 has it opens with its board; every
 * region's accessible label names it and what stands there; the keyboard
 * moves between regions and Enter selects one, which the region pane then
 * shows; actions the rules forbid now are greyed out with their section;
 * Draw a card from the action bar and a Volley Fire from the calculator
 * change the game; an action chosen in the bar is filled in from the
 * selection; a reconstructed modifier is corrected from the region's
 * details; the penalties in force link their sections to the Rules page;
 * the reinforcements of turn 2 are announced at its start; a decision
 * shows its question and answers, and an answer given there is performed,
 * while the calculator gives the odds of the assault under way.
 *
 * With --shoot it takes screenshots instead, for people to look at:
 *
 *   xvfb-run -a -s "-screen 0 1280x800x24" test-bh-board --shoot OUTDIR \
 *       WIDTH HEIGHT light|dark SETUP MIDGAME [DECISION [END-TURN [PENALTIES]]]
 *
 * (campaign files at those points of a game: set up; mid-game with an
 * Assault possible; a decision pending; all actions spent with Charlestown
 * burning; tracks past their thresholds)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "app-driver.h"
#include "muster-action-panel.h"
#include "muster-log-row.h"
#include "muster-window.h"
#include "widgets/muster-action-bar.h"
#include "widgets/muster-board-shell.h"
#include "boards/bunker-hill/bhui-board.h"
#include "boards/bunker-hill/bhui-map-view.h"
#include "boards/bunker-hill/bhui-region-detail.h"
#include "boards/bunker-hill/bhui-tracks-view.h"
#include "boards/bunker-hill/bhui-words.h"
#include "bunker-hill/bh-view.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-decision-bar.h"
#include "widgets/muster-end-turn.h"

static MusterApplication *app;

/* The calculator's chance of at least one hit in its first roll. */
static double
p_hit (MusterCalculator *calc)
{
  const MusterPreview *preview = muster_calculator_get_preview (calc);
  const MusterRollPreview *roll;

  g_assert_nonnull (preview);
  g_assert_cmpuint (preview->rolls->len, >, 0);
  roll = g_ptr_array_index (preview->rolls, 0);
  return roll->dist ? muster_dist_prob_at_least (roll->dist, 1) : 0;
}


static MusterSession *
new_session (guint seed)
{
  MusterRegistry *registry = muster_application_get_registry (app);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  MusterSession *session;

  session = muster_session_new (muster_registry_lookup (registry, "bunker-hill"), "two-player", NULL, chance, &error);
  g_assert_no_error (error);
  return session;
}

/* 12.1 with Muster's suggested placements for both sides. */
static void
set_up (MusterSession *session)
{
  driver_perform (session, "setup-suggested", NULL);
  driver_perform (session, "setup-done", NULL);
  driver_perform (session, "setup-suggested", NULL);
  driver_perform (session, "setup-done", NULL);
}

static BhuiBoard *
find_board (MusterWindow *window)
{
  GtkWidget *board = driver_find_widget (GTK_WIDGET (window), BHUI_TYPE_BOARD);

  g_assert_nonnull (board);
  return BHUI_BOARD (board);
}

/* The board appears for a Bunker Hill session, with every region a named
 * accessible object that tells what stands there. */
static void
test_board_and_labels (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  BhuiMapView *map;
  BhState *state;
  guint n;

  set_up (session);
  window = driver_open_session (app, session, 1280, 800);
  g_assert_cmpstr (muster_session_view_get_page (muster_window_get_session_view (window)), ==, "board");
  map = BHUI_MAP_VIEW (bhui_board_get_map (find_board (window)));
  state = BH_STATE (muster_session_get_state (session));
  n = bh_view_n_regions (state);
  g_assert_cmpuint (n, >, 40);
  for (guint i = 0; i < n; i++)
    {
      BhViewRegion r;
      GtkWidget *spot;
      g_autofree char *expected = NULL;
      char *mismatch;

      g_assert_true (bh_view_region (state, i, &r));
      spot = muster_map_view_get_region_widget (MUSTER_MAP_VIEW (map), (guint) muster_map_view_find_region (MUSTER_MAP_VIEW (map), r.id));
      g_assert_nonnull (spot);
      g_assert_true (gtk_widget_get_focusable (spot));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (spot)), ==, GTK_ACCESSIBLE_ROLE_BUTTON);
      expected = bhui_region_describe (state, &r);
      g_assert_true (g_str_has_prefix (expected, r.name));
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (spot), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
      if (mismatch != NULL)
        g_error ("%s: %s", r.id, mismatch);
    }
  {
    /* 12.1's suggested Patriot set-up puts Prescott in the Redoubt; its
     * label says so, with the terrain. */
    BhViewRegion r;
    g_autofree char *label = NULL;

    bh_view_region (state, (guint) bh_view_find_region (state, "redoubt"), &r);
    label = bhui_region_describe (state, &r);
    g_assert_nonnull (strstr (label, "Prescott"));
    g_assert_nonnull (strstr (label, "Redoubt"));
    g_assert_nonnull (strstr (label, "Patriot:"));
  }
  driver_close_window (window);
}

/* Arrow keys move the focus from region to region by where they lie on the
 * map; Enter selects the focused region and the region pane shows it. */
static void
test_keyboard_selection (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  BhuiBoard *board;
  BhuiMapView *map;
  GtkWidget *detail;
  BhState *state;
  BhViewRegion from, to;
  const char *moved;

  set_up (session);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  map = BHUI_MAP_VIEW (bhui_board_get_map (board));
  state = BH_STATE (muster_session_get_state (session));

  muster_map_view_focus_region (MUSTER_MAP_VIEW (map), "redoubt");
  g_assert_cmpstr (muster_map_view_get_focused (MUSTER_MAP_VIEW (map)), ==, "redoubt");
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Right, 0));
  moved = muster_map_view_get_focused (MUSTER_MAP_VIEW (map));
  g_assert_nonnull (moved);
  g_assert_cmpstr (moved, !=, "redoubt");
  bh_view_region (state, (guint) bh_view_find_region (state, "redoubt"), &from);
  bh_view_region (state, (guint) bh_view_find_region (state, moved), &to);
  g_assert_cmpint (to.x, >, from.x);

  g_assert_null (muster_map_view_get_selected (MUSTER_MAP_VIEW (map)));
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Return, 0));
  g_assert_cmpstr (muster_map_view_get_selected (MUSTER_MAP_VIEW (map)), ==, moved);
  driver_settle ();

  /* The pane shows the region. */
  detail = bhui_board_get_part (board, "region");
  g_assert_cmpstr (bhui_region_detail_get_title (BHUI_REGION_DETAIL (detail)), ==, to.name);
  /* Shift+Enter on another region makes it the target. */
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Left, 0));
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Return, GDK_SHIFT_MASK));
  g_assert_nonnull (muster_map_view_get_target (MUSTER_MAP_VIEW (map)));
  g_assert_cmpstr (muster_map_view_get_selected (MUSTER_MAP_VIEW (map)), ==, moved);
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Escape, 0));
  g_assert_null (muster_map_view_get_target (MUSTER_MAP_VIEW (map)));

  /* A neighbour in the pane's borders, activated, becomes the selection:
   * the row carries board.select with the region. */
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    GtkWidget *neighbour = NULL;
    g_autofree char *id = NULL;

    driver_find_all (detail, GTK_TYPE_LIST_BOX_ROW, rows);
    for (guint i = 0; i < rows->len && neighbour == NULL; i++)
      if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (rows, i)), "board.select") == 0)
        neighbour = g_ptr_array_index (rows, i);
    g_assert_nonnull (neighbour);
    id = g_variant_dup_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (neighbour)), NULL);
    g_assert_cmpstr (id, !=, moved);
    g_assert_true (gtk_widget_activate_action_variant (neighbour, "board.select",
                                                       gtk_actionable_get_action_target_value (GTK_ACTIONABLE (neighbour))));
    g_assert_cmpstr (muster_map_view_get_selected (MUSTER_MAP_VIEW (map)), ==, id);
  }
  driver_close_window (window);
}

/* Where each button of @bar in sight lies, “Label@x,y|…”. */
static char *
button_places (GtkWidget *bar,
               GtkWidget *window)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  driver_find_all (bar, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      graphene_rect_t bounds;

      if (gtk_widget_get_mapped (button) && gtk_widget_compute_bounds (button, window, &bounds))
        g_string_append_printf (out, "%s@%.0f,%.0f|", gtk_button_get_label (GTK_BUTTON (button)), bounds.origin.x,
                                bounds.origin.y);
    }
  return g_string_free (out, FALSE);
}

/* At 800×600 every action of the bar is in sight or in its menu, for
 * either side, nothing scrolling sideways, and the buttons keep their
 * places when the other side acts. */
static void
test_actions_reachable (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  MusterWindow *window;
  GtkWidget *bar;
  const char *first;

  set_up (session);
  window = driver_open_session (app, session, 800, 600);
  bar = bhui_board_get_part (find_board (window), "actions");
  driver_assert_actions_reachable (MUSTER_ACTION_BAR (bar), GTK_WIDGET (window));

  driver_perform (session, "draw-card", NULL);
  driver_wait_drawn (GTK_WIDGET (window));
  first = muster_state_get_acting_side (muster_session_get_state (session));
  g_assert_nonnull (first);
  g_assert_cmpuint (driver_assert_reachable (bar, GTK_WIDGET (window)), >=, 6);
  driver_assert_actions_reachable (MUSTER_ACTION_BAR (bar), GTK_WIDGET (window));
  before = button_places (bar, GTK_WIDGET (window));

  /* A free pass (5.2) hands the turn to the other side. */
  driver_perform (session, "pass", NULL);
  driver_wait_drawn (GTK_WIDGET (window));
  g_assert_cmpstr (muster_state_get_acting_side (muster_session_get_state (session)), !=, first);
  driver_assert_actions_reachable (MUSTER_ACTION_BAR (bar), GTK_WIDGET (window));
  after = button_places (bar, GTK_WIDGET (window));
  g_assert_cmpstr (before, ==, after);
  /* The status line above says it all, with the pass. */
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    GtkLabel *status = NULL;

    driver_find_all (GTK_WIDGET (window), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len && status == NULL; i++)
      if (g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), "Turn 1 of 10"))
        status = g_ptr_array_index (labels, i);
    g_assert_nonnull (status);
    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (status)));
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (status)));
  }
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (GTK_WIDGET (window), g_getenv ("MUSTER_SHOOT_DIR"), "bh-actions-800");
  driver_close_window (window);
}

/* Before the card is drawn (5.1) the game's actions are greyed out with
 * the rule; Draw a card from the bar starts the turn, and the calculator
 * resolves a Volley Fire with the odds it showed. */
static void
test_actions_through_board (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  BhuiBoard *board;
  GtkWidget *bar, *button;
  MusterCalculator *calc;
  BhViewTracks t;
  const char *from, *to;
  int ammo_before;
  guint cursor;

  set_up (session);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  bar = bhui_board_get_part (board, "actions");

  button = muster_action_bar_get_button (MUSTER_ACTION_BAR (bar), "volley-fire");
  g_assert_nonnull (button);
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "5.1"));

  button = muster_action_bar_get_button (MUSTER_ACTION_BAR (bar), "draw-card");
  g_assert_true (gtk_widget_get_sensitive (button));
  cursor = muster_session_get_cursor (session);
  g_signal_emit_by_name (button, "clicked");
  driver_settle ();
  g_assert_cmpuint (muster_session_get_cursor (session), ==, cursor + 1);
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "draw-card");
  bh_view_tracks (BH_STATE (muster_session_get_state (session)), &t);
  g_assert_cmpstr (t.phase, ==, "actions");
  g_assert_nonnull (t.acting);
  g_assert_true (gtk_widget_get_sensitive (muster_action_bar_get_button (MUSTER_ACTION_BAR (bar), "volley-fire")));

  /* Whoever acts first fires across the Mystic Beach front (12.1's
   * suggested set-up puts them next to each other). */
  if (g_str_equal (t.acting, "patriot"))
    {
      from = "stone-wall";
      to = "stage-2a";
    }
  else
    {
      from = "stage-2a";
      to = "stone-wall";
    }
  ammo_before = t.ammo;
  calc = MUSTER_CALCULATOR (bhui_board_get_part (board, "combat"));
  muster_calculator_set_places (calc, "volley-fire", from, to);
  bhui_board_show_page (board, "combat");
  driver_settle ();
  {
    g_autoptr(MusterPreview) roll = muster_state_preview (muster_session_get_state (session), "volley-fire",
                                                          (const char * const[]) { from, to, NULL });

    g_assert_true (roll->legal);
    g_assert_cmpfloat_with_epsilon (p_hit (calc),
                                    muster_dist_prob_at_least (((MusterRollPreview *) g_ptr_array_index (roll->rolls, 0))->dist, 1),
                                    1e-9);
    g_assert_cmpfloat (p_hit (calc), >, 0.0);
  }
  cursor = muster_session_get_cursor (session);
  g_signal_emit_by_name (driver_find_button (GTK_WIDGET (calc), "_Resolve with These Odds"), "clicked");
  driver_settle ();
  g_assert_cmpuint (muster_session_get_cursor (session), ==, cursor + 1);
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "volley-fire");
  g_assert_cmpstr (muster_entry_get_rule (driver_last_entry (session)), ==, "6.1");
  bh_view_tracks (BH_STATE (muster_session_get_state (session)), &t);
  /* 8.0: a Patriot volley costs one ammunition; a British one none. */
  g_assert_cmpint (t.ammo, ==, g_str_equal (from, "stone-wall") ? ammo_before - 1 : ammo_before);
  driver_close_window (window);
}

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* An action chosen in the bar opens its form in the region pane with the
 * selected region as its start and the target as its end (6.5 Land Move
 * from where the acting side stands), and performing it sends those. */
static void
test_prefilled_action (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  BhuiBoard *board;
  BhuiMapView *map;
  BhuiRegionDetail *detail;
  MusterActionRow *row;
  const char * const *args;
  BhViewTracks t;
  const char *from, *to;
  guint cursor;

  set_up (session);
  driver_perform (session, "draw-card", NULL);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  map = BHUI_MAP_VIEW (bhui_board_get_map (board));
  detail = BHUI_REGION_DETAIL (bhui_board_get_part (board, "region"));
  bh_view_tracks (BH_STATE (muster_session_get_state (session)), &t);
  if (g_str_equal (t.acting, "patriot"))
    {
      from = "muster-box";
      to = "neck";
    }
  else
    {
      /* 3.5: Moulton's Point met its staging number at the set-up. */
      from = "stage-2b";
      to = "east-field";
    }
  muster_map_view_set_selected (MUSTER_MAP_VIEW (map), from);
  muster_map_view_set_target (MUSTER_MAP_VIEW (map), to);
  g_signal_emit_by_name (muster_action_bar_get_button (MUSTER_ACTION_BAR (bhui_board_get_part (board, "actions")),
                                                     "land-move"), "clicked");
  driver_settle ();
  row = bhui_region_detail_get_action_row (detail, "land-move");
  g_assert_nonnull (row);
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  cursor = muster_session_get_cursor (session);
  muster_action_row_perform (row);
  driver_settle ();
  g_assert_cmpuint (muster_session_get_cursor (session), ==, cursor + 1);
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "land-move");
  args = muster_entry_get_args (driver_last_entry (session));
  g_assert_cmpstr (args[0], ==, from);
  g_assert_cmpstr (args[1], ==, to);
  {
    /* The counters went: the destination's stack is no longer empty. */
    g_autoptr(GArray) there = bh_view_stack (BH_STATE (muster_session_get_state (session)), to);
    g_assert_cmpuint (there->len, >, 0);
  }
  driver_close_window (window);
}

/* A reconstructed terrain modifier (3.1) is corrected from the region's
 * details; the log keeps it and the value is the players' from then on. */
static void
test_correction (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  BhuiBoard *board;
  GtkWidget *button, *popover;
  BhState *state;
  BhViewRegion r;
  const char * const *args;

  set_up (session);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  state = BH_STATE (muster_session_get_state (session));
  bh_view_region (state, (guint) bh_view_find_region (state, "stone-wall"), &r);
  g_assert_true (r.modifiers_reconstructed);
  g_assert_cmpint (r.volley, !=, -2);

  muster_map_view_set_selected (MUSTER_MAP_VIEW (bhui_board_get_map (board)), "stone-wall");
  driver_settle ();
  button = find_named (bhui_board_get_part (board, "region"), "correct-volley");
  g_assert_nonnull (button);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  gtk_editable_set_text (GTK_EDITABLE (g_object_get_data (G_OBJECT (popover), "bhui-entry")), "-2");
  g_signal_emit_by_name (g_object_get_data (G_OBJECT (popover), "bhui-entry"), "activate");
  driver_settle ();

  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "set-region");
  args = muster_entry_get_args (driver_last_entry (session));
  g_assert_cmpstr (args[0], ==, "stone-wall");
  g_assert_cmpstr (args[1], ==, "volley");
  g_assert_cmpstr (args[2], ==, "-2");
  state = BH_STATE (muster_session_get_state (session));
  bh_view_region (state, (guint) bh_view_find_region (state, "stone-wall"), &r);
  g_assert_cmpint (r.volley, ==, -2);
  g_assert_false (r.modifiers_reconstructed);
  driver_close_window (window);
}

static GtkWidget *
find_with_class (GtkWidget  *widget,
                 const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The penalties in force are listed in words with their section (4.3's
 * Wrong Ammo from the start), and the section opens the Rules page. */
static void
test_penalty_rule_link (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  BhuiBoard *board;
  MusterSessionView *view;
  GtkWidget *label;
  gboolean handled = FALSE;

  set_up (session);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  view = muster_window_get_session_view (window);
  bhui_board_show_page (board, "tracks");
  driver_settle ();   /* a page is filled in when it is first shown */
  label = find_with_class (bhui_board_get_part (board, "tracks"), "bhui-penalty");
  g_assert_nonnull (label);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "4.3"));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "href=\"rule:4.3\""));
  g_signal_emit_by_name (label, "activate-link", "rule:4.3", &handled);
  g_assert_true (handled);
  g_assert_cmpstr (muster_session_view_get_page (view), ==, "rules");
  driver_close_window (window);
}

/* The section buttons of the Actions page and of the log open the Rules
 * page at their section: Draw a Card's §5.1 on both. */
static void
test_rule_buttons (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  MusterSessionView *view;
  MusterActionPanel *panel;
  GtkWidget *section;

  set_up (session);
  window = driver_open_session (app, session, 1280, 800);
  view = muster_window_get_session_view (window);
  muster_session_view_show_page (view, "actions");
  panel = MUSTER_ACTION_PANEL (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL));
  section = driver_find_button (GTK_WIDGET (muster_action_panel_get_row (panel, "draw-card")), "§5.1");
  g_assert_nonnull (section);
  g_signal_emit_by_name (section, "clicked");
  g_assert_cmpstr (muster_session_view_get_page (view), ==, "rules");

  driver_perform (session, "draw-card", NULL);
  muster_session_view_show_page (view, "log");
  driver_wait_drawn (GTK_WIDGET (window));
  section = driver_find_button (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_LOG_ROW), "§5.1");
  g_assert_nonnull (section);
  g_signal_emit_by_name (section, "clicked");
  g_assert_cmpstr (muster_session_view_get_page (view), ==, "rules");
  driver_close_window (window);
}

/* At the start of turn 2 the Patriot militia due from the Muster Box are
 * announced (12.1's schedule), before the card is drawn. */
static void
test_reinforcements_announced (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  BhuiBoard *board;
  GtkWidget *label, *revealer;
  const char *text;

  set_up (session);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  label = bhui_board_get_part (board, "arrivals");
  revealer = gtk_widget_get_ancestor (label, GTK_TYPE_REVEALER);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));

  /* The table says turn 2 has begun. */
  driver_perform (session, "correct-track", "turn", "2", NULL);
  driver_settle ();
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  text = gtk_label_get_text (GTK_LABEL (label));
  g_assert_nonnull (strstr (text, "Turn 2"));
  g_assert_nonnull (strstr (text, "Militia 9"));
  g_assert_nonnull (strstr (text, "Patriot Muster Box"));
  driver_close_window (window);
}

/* A decision the game waits for shows above the map as the engine words
 * it (muster_state_get_pending), with its answers as buttons: an assault
 * (6.2) on the stone wall asks the Patriots first whether to pull back
 * (7.1); Stand answers it, and the free defensive round is asked next
 * (8.0). */
static void
test_decision_bar (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  MusterWindow *window;
  BhuiBoard *board;
  GtkWidget *bar, *stand;
  MusterCalculator *calc;
  gboolean odds = FALSE;
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  set_up (session);
  driver_perform (session, "draw-card", NULL);
  driver_perform (session, "correct-track", "actions-patriot", "0", NULL);
  driver_perform (session, "correct-track", "actions-british", "3", NULL);
  /* Mystic Beach holds two Regulars in 12.1's suggested set-up. */
  driver_perform (session, "correct-counter", "reg-3", "stage-2a", NULL);
  window = driver_open_session (app, session, 1280, 800);
  board = find_board (window);
  bar = bhui_board_get_part (board, "decision");
  g_assert_false (gtk_widget_get_visible (bar));

  driver_perform (session, "assault", "stage-2a", "stone-wall", NULL);
  driver_settle ();
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_nonnull (strstr (muster_decision_bar_get_text (MUSTER_DECISION_BAR (bar)), "Stone Wall"));
  g_assert_nonnull (strstr (muster_decision_bar_get_text (MUSTER_DECISION_BAR (bar)), "pull back"));
  /* The calculator follows the battle under way to its end. */
  calc = MUSTER_CALCULATOR (bhui_board_get_part (board, "combat"));
  muster_calculator_set_places (calc, "assault", NULL, NULL);
  bhui_board_show_page (board, "combat");
  driver_settle ();
  g_ptr_array_set_size (found, 0);
  driver_find_all (GTK_WIDGET (calc), ADW_TYPE_PREFERENCES_ROW, found);
  for (guint i = 0; i < found->len; i++)
    odds |= g_str_has_prefix (adw_preferences_row_get_title (g_ptr_array_index (found, i)),
                              "The defenders hold Stone Wall, if nobody retreats");
  g_assert_true (odds);
  /* The answer shown is the pending decision's, read from the core. */
  {
    g_autoptr(MusterPending) pending = muster_state_get_pending (muster_session_get_state (session));

    g_assert_nonnull (pending);
    g_assert_true (muster_pending_answers (pending, muster_calculator_get_shown (calc)));
  }
  g_assert_cmpfloat (p_hit (calc), >, 0.0);
  stand = driver_find_button (bar, "Stand");
  g_assert_nonnull (stand);
  g_signal_emit_by_name (stand, "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "stand");
  g_assert_nonnull (driver_find_button (bar, "Fire the free round (1 ammunition)"));
  g_assert_nonnull (driver_find_button (bar, "Hold it"));

  /* The assault goes on; hits are named counter by counter on the bar
   * and applied from it (applying once raised a critical). */
  g_signal_emit_by_name (driver_find_button (bar, "Hold it"), "clicked");
  driver_settle ();
  /* Both sides stay in until hits land. */
  for (guint round = 0; round < 8 && !(driver_find_button (bar, "Apply hits") != NULL &&
                                      gtk_widget_get_mapped (driver_find_button (bar, "Apply hits"))); round++)
    {
      GtkWidget *on = driver_find_button (bar, "Press on");

      if (on == NULL || !gtk_widget_get_mapped (on))
        on = driver_find_button (bar, "Stand");
      g_assert_nonnull (on);
      g_signal_emit_by_name (on, "clicked");
      driver_settle ();
    }
  {
    GtkWidget *apply = driver_find_button (bar, "Apply hits");
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    guint before = muster_session_get_cursor (session);

    g_assert_nonnull (apply);
    g_assert_true (gtk_widget_get_mapped (apply));
    driver_find_all (bar, GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len && !gtk_widget_get_sensitive (apply); i++)
      if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "decision.name-item") == 0)
        while (!gtk_widget_get_sensitive (apply) && gtk_widget_get_sensitive (g_ptr_array_index (buttons, i)))
          {
            guint cursor = muster_session_get_cursor (session);

            g_signal_emit_by_name (g_ptr_array_index (buttons, i), "clicked");
            g_assert_cmpuint (muster_session_get_cursor (session), ==, cursor);
            if (!gtk_widget_get_sensitive (apply))
              break;
          }
    g_assert_true (gtk_widget_get_sensitive (apply));
    g_signal_emit_by_name (apply, "clicked");
    driver_settle ();
    g_assert_cmpuint (muster_session_get_cursor (session), ==, before + 1);
    g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "allocate-hits");
  }
  driver_close_window (window);
}

/* ---- screenshots ------------------------------------------------------------------- */

static const char *outdir;
static const char *prefix;

static void
shoot (GtkWidget  *widget,
       const char *name)
{
  g_autofree char *full = g_strdup_printf ("%s-%s", prefix, name);

  driver_shoot (widget, outdir, full);
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

/* End Turn with Charlestown burning (5.3): the bar's End Turn opens the
 * kit's checklist; Run takes the markers off and the fire's step waits,
 * the window's decision bar asking in the engine's words with the
 * engine's answer by its name; that answer rolls, and what happened tells
 * the roll. */
static void
test_end_turn_fire (void)
{
  g_autoptr(MusterSession) session = new_session (1);
  g_autoptr(MusterPending) decision = NULL;
  MusterSuggestion *answer;
  MusterWindow *window;
  GtkWidget *button, *answer_button;
  MusterEndTurn *end;
  MusterDecisionBar *bar;
  gboolean told = FALSE;

  set_up (session);
  driver_perform (session, "draw-card", NULL);
  driver_perform (session, "correct-fire", "ct-3", "yes", NULL);
  for (int guard = 0; guard < 30; guard++)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (muster_session_get_state (session), "end-turn");

      if (info->legal)
        break;
      driver_perform (session, "pass", "spend", NULL);
    }
  window = driver_open_session (app, session, 1280, 800);
  button = muster_action_bar_get_button (MUSTER_ACTION_BAR (bhui_board_get_part (find_board (window), "actions")),
                                         "end-turn");
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  end = wait_end_turn ();
  /* Opening it runs nothing. */
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), !=, "end-turn");
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_TO_DO), ==, 4);
  g_signal_emit_by_name (muster_end_turn_get_run_button (end), "clicked");
  driver_settle ();

  decision = muster_state_get_pending (muster_session_get_state (session));
  g_assert_nonnull (decision);
  g_assert_true (muster_pending_answers (decision, "fire-spread"));
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_UNDER_WAY), ==, 1);
  answer = g_ptr_array_index (decision->suggestions, 0);
  bar = muster_end_turn_get_decision_bar (end);
  g_assert_cmpstr (muster_decision_bar_get_text (bar), ==, decision->text);
  answer_button = driver_find_button (GTK_WIDGET (bar), answer->label);
  g_assert_nonnull (answer_button);

  g_signal_emit_by_name (answer_button, "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "fire-spread");
  for (guint i = 0; i < muster_end_turn_get_n_events (end); i++)
    told |= g_strcmp0 (muster_end_turn_get_event (end, i), muster_entry_get_text (driver_last_entry (session))) == 0;
  g_assert_true (told);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (end))));
  driver_settle ();
  /* The board's End Turn action opens it again, with the steps so far. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (find_board (window)), "board.end-turn", NULL));
  end = wait_end_turn ();
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_DONE), >=, 2);
  g_assert_cmpuint (muster_end_turn_count_steps (end, MUSTER_STEP_TO_DO), <=, 1);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (end))));
  driver_settle ();
  driver_close_window (window);
}

static int
shoot_all (int    argc,
           char **argv)
{
  g_autofree char *state_dir = NULL;
  g_autofree char *name = NULL;
  MusterWindow *window;
  BhuiBoard *board;
  BhuiMapView *map;
  int width, height;
  gboolean dark;

  if (argc < 8)
    {
      g_printerr ("usage: test-bh-board --shoot OUTDIR WIDTH HEIGHT light|dark SETUP MIDGAME [DECISION [END-TURN [PENALTIES]]]\n");
      return 2;
    }
  outdir = argv[2];
  width = atoi (argv[3]);
  height = atoi (argv[4]);
  dark = g_str_equal (argv[5], "dark");
  name = g_strdup_printf ("%dx%d-%s", width, height, argv[5]);
  prefix = name;

  state_dir = g_dir_make_tmp ("bh-shoot-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);
  g_mkdir_with_parents (outdir, 0755);
  app = driver_start_app ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_settings_set_string (muster_application_get_settings (app), "style-variant", dark ? "dark" : "light");

  /* The map as the game is set up. */
  window = driver_open_file (app, argv[6], width, height);
  shoot (GTK_WIDGET (window), "setup");
  board = find_board (window);
  bhui_board_show_page (board, "tracks");
  shoot (GTK_WIDGET (window), "setup-tracks");
  {
    /* The whole map: the side pane and the board's pane put away, the map
     * zoomed to fit. */
    map = BHUI_MAP_VIEW (bhui_board_get_map (board));
    /* The session's side pane starts hidden beside a board. */
    muster_board_shell_set_reveal_inspector (MUSTER_BOARD_SHELL (bhui_board_get_part (board, "shell")), FALSE);
    driver_wait_drawn (GTK_WIDGET (window));
    muster_board_shell_zoom_fit (MUSTER_BOARD_SHELL (bhui_board_get_part (board, "shell")), FALSE);
    shoot (GTK_WIDGET (window), "setup-whole");
  }
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();

  /* Mid-game: a region selected with a target, then the tracks, the
   * assault calculator and the board check. */
  window = driver_open_file (app, argv[7], width, height);
  board = find_board (window);
  map = BHUI_MAP_VIEW (bhui_board_get_map (board));
  muster_map_view_set_selected (MUSTER_MAP_VIEW (map), "east-field");
  muster_map_view_set_target (MUSTER_MAP_VIEW (map), "ndw-south");
  muster_map_view_focus_region (MUSTER_MAP_VIEW (map), "east-field");
  bhui_board_show_page (board, "region");
  shoot (GTK_WIDGET (window), "mid-region");
  bhui_region_detail_open_action (BHUI_REGION_DETAIL (bhui_board_get_part (board, "region")), "assault");
  shoot (GTK_WIDGET (window), "mid-region-assault-form");
  {
    /* The legend, as its button pops it up. */
    GtkWidget *legend = find_named (GTK_WIDGET (board), "legend");
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (legend));

    gtk_popover_popup (popover);
    shoot (GTK_WIDGET (popover), "legend");
    gtk_popover_popdown (popover);
  }
  bhui_board_show_page (board, "tracks");
  shoot (GTK_WIDGET (window), "mid-tracks");
  muster_calculator_set_places (MUSTER_CALCULATOR (bhui_board_get_part (board, "combat")), "assault", "east-field", "ndw-south");
  bhui_board_show_page (board, "combat");
  shoot (GTK_WIDGET (window), "mid-assault");
  muster_calculator_set_places (MUSTER_CALCULATOR (bhui_board_get_part (board, "combat")), "bombard", NULL, "redoubt");
  shoot (GTK_WIDGET (window), "mid-bombard");
  muster_calculator_set_places (MUSTER_CALCULATOR (bhui_board_get_part (board, "combat")), "volley-fire", "stage-2a", "stone-wall");
  shoot (GTK_WIDGET (window), "mid-volley");
  bhui_board_show_page (board, "check");
  shoot (GTK_WIDGET (window), "mid-check");
  /* Zoomed in on the burning town and the Patriots who came over the Neck. */
  muster_map_view_set_zoom (MUSTER_MAP_VIEW (map), 1.5);
  muster_map_view_set_selected (MUSTER_MAP_VIEW (map), "bunker-slope-west");
  muster_map_view_set_target (MUSTER_MAP_VIEW (map), "ct-1");
  driver_wait_drawn (GTK_WIDGET (window));
  muster_map_view_focus_region (MUSTER_MAP_VIEW (map), "ct-1");
  /* As after moving there with the keyboard: the focus ring shows. */
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  bhui_board_show_page (board, "region");
  shoot (GTK_WIDGET (window), "mid-zoomed");
  if (width < 900)
    {
      /* Small screens: the pane folds over the map; without it, the map. */
      muster_board_shell_set_reveal_inspector (MUSTER_BOARD_SHELL (bhui_board_get_part (board, "shell")), FALSE);
      shoot (GTK_WIDGET (window), "mid-map");
    }
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();

  if (argc > 8)
    {
      /* A decision waits: its bar above the map. */
      window = driver_open_file (app, argv[8], width, height);
      shoot (GTK_WIDGET (window), "decision");
      /* In an assault under way, the calculator shows its next round. */
      board = find_board (window);
      muster_calculator_set_places (MUSTER_CALCULATOR (bhui_board_get_part (board, "combat")), "assault", NULL, NULL);
      bhui_board_show_page (board, "combat");
      shoot (GTK_WIDGET (window), "decision-combat");
      gtk_window_destroy (GTK_WINDOW (window));
      driver_settle ();
    }
  if (argc > 9)
    {
      /* End Turn with Charlestown burning: the dialog, then the roll. */
      GtkWidget *button;
      GtkWindow *dialog;

      window = driver_open_file (app, argv[9], width, height);
      board = find_board (window);
      button = muster_action_bar_get_button (MUSTER_ACTION_BAR (bhui_board_get_part (board, "actions")), "end-turn");
      g_assert_nonnull (button);
      g_signal_emit_by_name (button, "clicked");
      {
        MusterEndTurn *end = wait_end_turn ();
        g_autoptr(MusterPending) asked = NULL;
        GtkWidget *answer = NULL;

        dialog = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (end)));
        gtk_window_set_default_size (dialog, MIN (width - 40, 600), MIN (height - 40, 680));
        shoot (GTK_WIDGET (dialog), "end-turn");
        g_signal_emit_by_name (muster_end_turn_get_run_button (end), "clicked");
        driver_settle ();
        shoot (GTK_WIDGET (dialog), "end-turn-asking");
        asked = muster_state_get_pending (muster_session_get_state (muster_end_turn_get_session (end)));
        if (asked != NULL && asked->suggestions->len > 0)
          answer = driver_find_button (GTK_WIDGET (muster_end_turn_get_decision_bar (end)),
                                       ((MusterSuggestion *) g_ptr_array_index (asked->suggestions, 0))->label);
        if (answer != NULL)
          g_signal_emit_by_name (answer, "clicked");
        driver_settle ();
        shoot (GTK_WIDGET (dialog), "fire-spread");
        gtk_window_destroy (dialog);
      }
      gtk_window_destroy (GTK_WINDOW (window));
      driver_settle ();
    }
  if (argc > 10)
    {
      /* The tracks past their thresholds, with the penalties in force. */
      window = driver_open_file (app, argv[10], width, height);
      board = find_board (window);
      bhui_board_show_page (board, "tracks");
      driver_wait_drawn (GTK_WIDGET (window));
      bhui_tracks_view_show_penalties (BHUI_TRACKS_VIEW (bhui_board_get_part (board, "tracks")));
      shoot (GTK_WIDGET (window), "penalties");
      gtk_window_destroy (GTK_WINDOW (window));
      driver_settle ();
    }
  driver_remove_tree (state_dir);
  g_clear_object (&app);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state_dir = NULL;
  int status;

  if (argc > 1 && g_str_equal (argv[1], "--shoot"))
    return shoot_all (argc, argv);

  /* The test accessibility backend records what a screen reader would
   * be told, so the regions' labels can be read back. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  state_dir = g_dir_make_tmp ("bh-board-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);
  app = driver_start_app ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/bh-board/board-and-labels", test_board_and_labels);
  g_test_add_func ("/bh-board/keyboard-selection", test_keyboard_selection);
  g_test_add_func ("/bh-board/actions", test_actions_through_board);
  g_test_add_func ("/bh-board/actions-reachable", test_actions_reachable);
  g_test_add_func ("/bh-board/end-turn-fire", test_end_turn_fire);
  g_test_add_func ("/bh-board/prefilled-action", test_prefilled_action);
  g_test_add_func ("/bh-board/correction", test_correction);
  g_test_add_func ("/bh-board/penalty-rule-link", test_penalty_rule_link);
  g_test_add_func ("/bh-board/rule-buttons", test_rule_buttons);
  g_test_add_func ("/bh-board/reinforcements", test_reinforcements_announced);
  g_test_add_func ("/bh-board/decision-bar", test_decision_bar);
  status = g_test_run ();

  g_clear_object (&app);
  driver_remove_tree (state_dir);
  return status;
}
