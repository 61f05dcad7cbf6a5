/* muster-shoot.c: screenshots of the start page, the new-campaign dialog
 * and a campaign window with a Dice & Cards session after a few rolls and
 * draws, each other system's first scenario, the boards' calculators
 * (an Attack with a defender retreating, a Volley Fire, an Assault under
 * way) and both boards' End Turn (before the steps, a step waiting for a
 * decision, done), for people to look at. Not a test: run it under xvfb-run,
 *
 *   xvfb-run -a -s "-screen 0 1280x800x24" muster-shoot OUTDIR 1280 800 [dark]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "app-driver.h"
#include "muster-action-panel.h"
#include "muster-input-dialog.h"
#include "muster-recovery.h"
#include "muster-preferences-window.h"
#include "muster-new-campaign-dialog.h"
#include "muster-window.h"
#include "boards/boston-concord/b2c-board.h"
#include "boards/boston-concord/b2c-tracks-panel.h"
#include "widgets/muster-sheet-view.h"
#include "boards/bunker-hill/bhui-board.h"
#include "widgets/muster-map-view.h"
#include "widgets/muster-action-bar.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-card-hand.h"
#include "widgets/muster-decision-bar.h"
#include "widgets/muster-end-turn.h"

static const char *outdir;

/* The boards' track panes (the kit's track board) as a game opens:
 * both boards' Tracks pages. Taken
 * before the calculators, which set up positions of their own. */
static void
shoot_tracks (MusterWindow  *window,
              MusterSession *session)
{
  const char *id = muster_system_get_id (muster_session_get_system (session));
  GtkWidget *b2c = driver_find_widget (GTK_WIDGET (window), B2C_TYPE_BOARD);
  GtkWidget *bh = driver_find_widget (GTK_WIDGET (window), BHUI_TYPE_BOARD);

  muster_session_view_show_page (muster_window_get_session_view (window), "board");
  if (g_str_equal (id, "boston-concord") && b2c != NULL)
    {
      b2c_board_show_side_page (B2C_BOARD (b2c), "tracks");
      driver_shoot (GTK_WIDGET (window), outdir, "b2c-tracks");
      {
        /* Further down: the markers and events, the engine's sheet. */
        GtkWidget *panel = driver_find_widget (b2c, B2C_TYPE_TRACKS_PANEL);
        GtkWidget *scroller = gtk_widget_get_ancestor (panel, GTK_TYPE_SCROLLED_WINDOW);
        GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

        GtkWidget *markers = driver_find_widget (panel, MUSTER_TYPE_SHEET_VIEW);
        graphene_point_t at;

        if (gtk_widget_compute_point (markers, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                                      &GRAPHENE_POINT_INIT (0, 0), &at))
          gtk_adjustment_set_value (adj, at.y - 12);
        driver_shoot (GTK_WIDGET (window), outdir, "b2c-tracks-markers");
      }
      b2c_board_show_side_page (B2C_BOARD (b2c), "region");
    }
  if (g_str_equal (id, "bunker-hill") && bh != NULL)
    {
      bhui_board_show_page (BHUI_BOARD (bh), "tracks");
      driver_shoot (GTK_WIDGET (window), outdir, "bh-tracks");
    }
}

/* The boards' calculators: From Boston to Concord's Odds window on an
 * Attack in Lexington with one defender retreating; Bunker Hill's Combat
 * page on a Volley Fire, then on an Assault under way. */
static void
shoot_calculator (MusterWindow  *window,
                  MusterSession *session,
                  int            width,
                  int            height)
{
  const char *id = muster_system_get_id (muster_session_get_system (session));
  GtkWidget *b2c = driver_find_widget (GTK_WIDGET (window), B2C_TYPE_BOARD);
  GtkWidget *bh = driver_find_widget (GTK_WIDGET (window), BHUI_TYPE_BOARD);

  muster_session_view_show_page (muster_window_get_session_view (window), "board");
  if (g_str_equal (id, "boston-concord") && b2c != NULL)
    {
      MusterCalculator *calc;
      const char * const setup[][6] = {
        { "call-to-arms" }, { "call-done" }, { "draw-card" },
        { "correct-track", "turn", "2" }, { "correct-track", "actions-british", "3" },
        { "correct-track", "actions-patriot", "3" }, { "correct-acting", "british" },
        { "correct-counter", "reg-1", "lexington", "unbroken", "fresh" },
        { "correct-counter", "reg-2", "lexington", "unbroken", "fresh" },
        { "correct-counter", "mm-3", "lexington", "unbroken", "fresh" },
        { "correct-counter", "mm-4", "lexington", "unbroken", "fresh" },
      };

      for (guint i = 0; i < G_N_ELEMENTS (setup); i++)
        {
          g_autoptr(GError) error = NULL;
          MusterEntry *entry = muster_session_perform (session, setup[i][0], setup[i] + 1, 0, &error);

          if (entry == NULL)
            g_printerr ("%s: %s\n", setup[i][0], error->message);
        }
      b2c_board_choose_region (B2C_BOARD (b2c), b2c_view_find_region (B2C_STATE (muster_session_get_state (session)),
                                                                      "lexington"), FALSE);
      b2c_board_open_odds (B2C_BOARD (b2c), "attack");
      calc = b2c_board_get_calculator (B2C_BOARD (b2c));
      driver_settle ();
      driver_shoot (GTK_WIDGET (window), outdir, "b2c-odds");
      muster_calculator_set_choice (calc, "mm-4", TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (calc));
      driver_shoot (GTK_WIDGET (window), outdir, "b2c-odds-retreat");
      /* Attack: the defender's decision, on the board and in the odds. */
      muster_calculator_set_choice (calc, "mm-4", FALSE);
      g_signal_emit_by_name (driver_find_button (GTK_WIDGET (calc), "_Resolve with These Odds"), "clicked");
      driver_settle ();
      driver_shoot (GTK_WIDGET (window), outdir, "b2c-board-decision");
    }
  if (g_str_equal (id, "bunker-hill") && bh != NULL)
    {
      const char * const setup[][4] = {
        { "setup-suggested" }, { "setup-done" }, { "setup-suggested" }, { "setup-done" }, { "draw-card" },
        { "correct-track", "actions-patriot", "0" }, { "correct-track", "actions-british", "3" },
        { "correct-counter", "reg-3", "stage-2a" },
      };
      MusterCalculator *calc = MUSTER_CALCULATOR (bhui_board_get_part (BHUI_BOARD (bh), "combat"));

      for (guint i = 0; i < G_N_ELEMENTS (setup); i++)
        {
          g_autoptr(GError) error = NULL;
          MusterEntry *entry = muster_session_perform (session, setup[i][0], setup[i] + 1, 0, &error);

          if (entry == NULL)
            g_printerr ("%s: %s\n", setup[i][0], error->message);
        }
      muster_calculator_set_places (calc, "volley-fire", "stage-2a", "stone-wall");
      bhui_board_show_page (BHUI_BOARD (bh), "combat");
      driver_shoot (GTK_WIDGET (window), outdir, "bh-volley");
      muster_calculator_set_places (calc, "assault", "stage-2a", "stone-wall");
      driver_shoot (GTK_WIDGET (window), outdir, "bh-assault");
      {
        /* The map's selection, its target and the line of sight between,
         * with the keyboard focus on the target. */
        MusterMapView *map = MUSTER_MAP_VIEW (bhui_board_get_map (BHUI_BOARD (bh)));

        muster_map_view_set_selected (map, "stage-2a");
        muster_map_view_set_target (map, "stone-wall");
        muster_map_view_focus_region (map, "stone-wall");
        gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
        driver_shoot (GTK_WIDGET (window), outdir, "bh-map-selection");
        /* The region pane: what the selection offers, then the forms. */
        bhui_board_show_page (BHUI_BOARD (bh), "region");
        driver_shoot (GTK_WIDGET (window), outdir, "bh-region-offers");
        bhui_board_show_page (BHUI_BOARD (bh), "combat");
      }
      {
        g_autoptr(GError) error = NULL;
        MusterEntry *entry = muster_session_perform (session, "assault",
                                                     (const char * const[]) { "stage-2a", "stone-wall", NULL },
                                                     0, &error);

        if (entry == NULL)
          g_printerr ("assault: %s\n", error->message);
      }
      driver_shoot (GTK_WIDGET (window), outdir, "bh-assault-under-way");
    }
}

/* Performs the lines of @setup (action and arguments, NULL-terminated). */
static void
perform_all (MusterSession      *session,
             const char * const *setup,
             guint               n,
             guint               width)
{
  for (guint i = 0; i < n; i++)
    {
      const char * const *line = setup + i * width;
      g_autoptr(GError) error = NULL;

      if (muster_session_perform (session, line[0], line + 1, 0, &error) == NULL)
        g_printerr ("%s: %s\n", line[0], error->message);
    }
}

/* Both boards' End Turn from the action bar, in the kit's window: before
 * the steps, with a step waiting for its decision (From Boston to
 * Concord's captive, Bunker Hill's fire), and once they are done. */
static void
shoot_end_turn (MusterApplication *app,
                MusterSystem      *system,
                const char        *scenario,
                int                width,
                int                height)
{
  const char *id = muster_system_get_id (system);
  static const char * const b2c_setup[][6] = {
    { "call-to-arms" }, { "call-done" }, { "draw-card" },
    { "correct-track", "turn", "3" }, { "correct-track", "actions-british", "0" },
    { "correct-track", "actions-patriot", "0" }, { "correct-phase", "end" },
    { "correct-counter", "adams", "lexington", "fresh", "broken" },
    { "correct-counter", "reg-4", "lincoln", "unbroken", "moved" },
  };
  static const char * const bh_setup[][6] = {
    { "setup-suggested" }, { "setup-done" }, { "setup-suggested" }, { "setup-done" }, { "draw-card" },
    { "correct-fire", "ct-3", "yes" }, { "correct-track", "actions-british", "0" },
    { "correct-track", "actions-patriot", "0" },
  };
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1775);
  g_autoptr(MusterSession) session = NULL;
  MusterWindow *window;
  GtkWidget *board, *button;
  MusterActionBar *bar;
  MusterEndTurn *end;
  GtkWindow *dialog;
  g_autofree char *before = g_strdup_printf ("%s-end-turn", id);
  g_autofree char *asking = g_strdup_printf ("%s-end-turn-asking", id);
  g_autofree char *after = g_strdup_printf ("%s-end-turn-done", id);

  if (!(g_str_equal (id, "boston-concord") || g_str_equal (id, "bunker-hill")))
    return;
  session = muster_session_new (system, scenario, NULL, chance, NULL);
  g_assert_nonnull (session);
  if (g_str_equal (id, "boston-concord"))
    perform_all (session, &b2c_setup[0][0], G_N_ELEMENTS (b2c_setup), G_N_ELEMENTS (b2c_setup[0]));
  else
    perform_all (session, &bh_setup[0][0], G_N_ELEMENTS (bh_setup), G_N_ELEMENTS (bh_setup[0]));
  window = driver_open_session (app, session, width, height);
  muster_session_view_show_page (muster_window_get_session_view (window), "board");
  board = driver_find_widget (GTK_WIDGET (window), g_str_equal (id, "boston-concord") ? B2C_TYPE_BOARD : BHUI_TYPE_BOARD);
  bar = MUSTER_ACTION_BAR (driver_find_widget (board, MUSTER_TYPE_ACTION_BAR));
  button = muster_action_bar_get_button (bar, "end-turn");
  if (button == NULL)
    {
      g_printerr ("%s: no End Turn on the action bar\n", id);
      driver_close_window (window);
      return;
    }
  g_signal_emit_by_name (button, "clicked");
  driver_wait (driver_has_in_toplevels, GSIZE_TO_POINTER (MUSTER_TYPE_END_TURN), "the End Turn window");
  end = MUSTER_END_TURN (driver_find_in_toplevels (MUSTER_TYPE_END_TURN));
  dialog = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (end)));
  gtk_window_set_default_size (dialog, MIN (width - 40, 600), MIN (height - 40, 680));
  driver_shoot (GTK_WIDGET (dialog), outdir, before);
  g_signal_emit_by_name (muster_end_turn_get_run_button (end), "clicked");
  driver_settle ();
  driver_shoot (GTK_WIDGET (dialog), outdir, asking);
  /* The last answer offered: leave the captive, or roll for the fire. */
  for (int guard = 0; guard < 4; guard++)
    {
      g_autoptr(MusterPending) pending = muster_state_get_pending (muster_session_get_state (session));
      MusterSuggestion *s;
      GtkWidget *answer;

      if (pending == NULL || pending->suggestions->len == 0)
        break;
      s = g_ptr_array_index (pending->suggestions, pending->suggestions->len - 1);
      answer = driver_find_button (GTK_WIDGET (muster_end_turn_get_decision_bar (end)), s->label);
      if (answer == NULL)
        break;
      g_signal_emit_by_name (answer, "clicked");
      driver_settle ();
    }
  driver_shoot (GTK_WIDGET (dialog), outdir, after);
  gtk_window_destroy (dialog);
  driver_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(MusterApplication) app = NULL;
  g_autofree char *state = NULL;
  MusterNewCampaignDialog *dialog;
  MusterSessionView *view;
  MusterSession *session;
  MusterWindow *window;
  GtkWidget *dice;
  int width, height;
  gboolean dark;

  if (argc < 4)
    {
      g_printerr ("usage: muster-shoot OUTDIR WIDTH HEIGHT [dark]\n");
      return 2;
    }
  outdir = argv[1];
  width = atoi (argv[2]);
  height = atoi (argv[3]);
  dark = argc > 4 && g_str_equal (argv[4], "dark");

  state = g_dir_make_tmp ("muster-shoot-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_mkdir_with_parents (outdir, 0755);

  app = driver_start_app ();
  /* Pictures of finished transitions, not of pages fading into each other. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_settings_set_string (muster_application_get_settings (app), "style-variant", dark ? "dark" : "light");

  {
    /* Work left by a crash, offered on the start page. */
    g_autoptr(MusterCampaign) lost = muster_campaign_new ();

    muster_campaign_set_title (lost, "Monmouth, Second Evening");
    muster_recovery_save (lost, NULL, NULL);
  }
  window = muster_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  {
    /* Recent campaigns on the start page, as after some use: one saved
     * (the app knows what it holds), one whose file has gone. */
    g_autofree char *saved = g_build_filename (state, "Saratoga.muster", NULL);
    g_autofree char *gone = g_build_filename (g_get_home_dir (), "Games", "Brandywine.muster", NULL);
    g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
    g_autoptr(GFile) gone_file = g_file_new_for_path (gone);
    g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
    g_autoptr(MusterChance) chance = muster_chance_new_seeded (1777);
    g_autoptr(MusterSession) game = muster_session_new (muster_registry_lookup (muster_application_get_registry (app),
                                                                                "bunker-hill"),
                                                        "two-player", NULL, chance, NULL);

    muster_campaign_set_title (campaign, "Saratoga Club Season");
    muster_campaign_add_session (campaign, game);
    muster_campaign_save_file (campaign, saved, NULL);
    muster_application_add_recent (app, gone_file);
    muster_application_add_recent_campaign (app, saved_file, campaign);
  }
  driver_shoot (GTK_WIDGET (window), outdir, "start");

  g_action_group_activate_action (G_ACTION_GROUP (app), "new", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG), "the new-campaign dialog");
  dialog = MUSTER_NEW_CAMPAIGN_DIALOG (driver_find_toplevel (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG));
  {
    /* Every other system too: their options and sides fill the dialog. */
    GPtrArray *systems = muster_registry_list (muster_application_get_registry (app));

    for (guint i = 0; i < systems->len; i++)
      {
        const char *id = muster_system_get_id (g_ptr_array_index (systems, i));
        g_autofree char *name = g_strdup_printf ("new-campaign-%s", id);

        if (g_str_equal (id, "dice-and-cards"))
          continue;
        muster_new_campaign_dialog_select (dialog, id, NULL);
        muster_new_campaign_dialog_add_player (dialog, "Ann", NULL);
        driver_shoot (GTK_WIDGET (dialog), outdir, name);
      }
  }
  muster_new_campaign_dialog_select (dialog, "dice-and-cards", "playing-cards");
  muster_new_campaign_dialog_set_title (dialog, "Friday Night Table");
  muster_new_campaign_dialog_add_player (dialog, "Ann", NULL);
  muster_new_campaign_dialog_add_player (dialog, "Ben", NULL);
  driver_shoot (GTK_WIDGET (dialog), outdir, "new-campaign");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.create", NULL);
  driver_settle ();

  view = muster_window_get_session_view (window);
  session = muster_session_view_get_session (view);
  driver_perform (session, "track-add", "Morale", "0", "12", "8", NULL);
  driver_perform (session, "track-threshold", "Morale", "3", "Panic", NULL);
  driver_perform (session, "track-add", "Turn", "1", "10", NULL);
  driver_perform (session, "roll", "3d6", "Ann", NULL);
  driver_perform (session, "roll", "2d6", "Ben", NULL);
  driver_perform (session, "draw", "cards", NULL);
  driver_perform (session, "draw", "cards", NULL);
  driver_perform (session, "track-adjust", "Morale", "-2", NULL);
  driver_perform (session, "draw", "cards", NULL);
  /* A hand dealt to Ann: on the table, face down until she asks. */
  driver_perform (session, "deal", "cards", "Ann", NULL);
  driver_perform (session, "deal", "cards", "Ann", NULL);
  driver_perform (session, "note", "Ben's cavalry arrives next turn", NULL);
  muster_entry_set_bookmarked (muster_session_get_entry (session, 4), TRUE);
  muster_entry_set_annotation (muster_session_get_entry (session, 3), "A lucky start");
  {
    g_autoptr(GPtrArray) decks = muster_state_get_decks (muster_session_get_state (session));
    GPtrArray *drawn = muster_deck_get_drawn (g_ptr_array_index (decks, 0));
    g_autofree char *first = g_strdup (g_ptr_array_index (drawn, 0));

    driver_perform (session, "discard", "cards", first, NULL);
  }
  dice = driver_find_widget (GTK_WIDGET (view), g_type_from_name ("MusterDicePanel"));
  gtk_widget_activate_action (dice, "dice.roll-expr", "s", "2d6");
  muster_session_set_notes (session, "Ann leads the left wing.");

  driver_shoot (GTK_WIDGET (window), outdir, "campaign-log");
  {
    /* Ann's hand shown to her, in the side pane. */
    g_autoptr(GPtrArray) hands = g_ptr_array_new ();

    if (width < 900)
      muster_session_view_toggle_side_pane (view);
    driver_find_all (GTK_WIDGET (view), MUSTER_TYPE_CARD_HAND, hands);
    for (guint i = 0; i < hands->len; i++)
      if (!muster_card_hand_is_face_up (g_ptr_array_index (hands, i)))
        muster_card_hand_set_revealed (g_ptr_array_index (hands, i), TRUE);
    driver_shoot (GTK_WIDGET (window), outdir, "campaign-hand-shown");
    for (guint i = 0; i < hands->len; i++)
      muster_card_hand_set_revealed (g_ptr_array_index (hands, i), FALSE);
    if (width < 900)
      muster_session_view_toggle_side_pane (view);
  }
  if (width < 900)
    {
      muster_session_view_toggle_side_pane (view);
      driver_shoot (GTK_WIDGET (window), outdir, "campaign-table");
      muster_session_view_toggle_side_pane (view);
    }
  muster_session_view_show_page (view, "actions");
  {
    MusterActionPanel *panel = MUSTER_ACTION_PANEL (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL));
    MusterActionRow *row = muster_action_panel_get_row (panel, "track-adjust");

    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  }
  driver_shoot (GTK_WIDGET (window), outdir, "campaign-actions");
  muster_session_view_show_rules (view, "deck");
  driver_shoot (GTK_WIDGET (window), outdir, "campaign-rules");
  muster_session_view_show_page (view, "notes");
  driver_shoot (GTK_WIDGET (window), outdir, "campaign-notes");
  muster_session_view_show_page (view, "luck");
  driver_shoot (GTK_WIDGET (window), outdir, "campaign-luck");

  /* The bottom of the side pane: the last roll die by die. */
  {
    GtkWidget *scroller = gtk_widget_get_ancestor (dice, GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    muster_session_view_show_page (view, "log");
    if (width < 900)
      muster_session_view_toggle_side_pane (view);
    driver_wait_drawn (GTK_WIDGET (window));
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    driver_shoot (GTK_WIDGET (window), outdir, "campaign-table-bottom");
    if (width < 900)
      muster_session_view_toggle_side_pane (view);
  }

  /* A refusal shown in the action's own form. */
  muster_session_view_show_page (view, "actions");
  {
    MusterActionPanel *panel = MUSTER_ACTION_PANEL (driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL));
    MusterActionRow *row = muster_action_panel_get_row (panel, "track-adjust");

    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), FALSE);
    row = muster_action_panel_get_row (panel, "track-set");
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
    muster_action_row_set_arg (row, 0, "Morale");
    muster_action_row_set_arg (row, 1, "99");
    muster_action_row_perform (row);
  }
  driver_shoot (GTK_WIDGET (window), outdir, "campaign-action-error");

  /* A new game that goes on from an earlier one of the campaign. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-session", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG), "the new-session dialog");
  {
    MusterNewCampaignDialog *next = MUSTER_NEW_CAMPAIGN_DIALOG (driver_find_toplevel (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG));

    muster_new_campaign_dialog_select (next, "dice-and-cards", "continue");
    driver_shoot (GTK_WIDGET (next), outdir, "new-session-inputs");
    gtk_window_destroy (GTK_WINDOW (next));
    driver_settle ();
  }

  /* The players' own dice: the app asks for them. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.manual-dice", NULL);
  gtk_widget_activate_action (dice, "dice.roll-expr", "s", "3d6");
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_INPUT_DIALOG), "the input dialog");
  {
    GtkWindow *input = driver_find_toplevel (MUSTER_TYPE_INPUT_DIALOG);

    muster_input_dialog_set_answer (MUSTER_INPUT_DIALOG (input), "4 7");
    driver_shoot (GTK_WIDGET (input), outdir, "input-dialog-error");
    muster_input_dialog_set_answer (MUSTER_INPUT_DIALOG (input), "4 4");
    driver_shoot (GTK_WIDGET (input), outdir, "input-dialog");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (input), "cancel");
    gtk_window_close (input);
    driver_settle ();
  }
  driver_shoot (GTK_WIDGET (window), outdir, "campaign-manual");
  gtk_widget_activate_action (driver_find_widget (GTK_WIDGET (view), g_type_from_name ("MusterDeckPanel")),
                              "deck.draw", "s", "cards");
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_INPUT_DIALOG), "the card dialog");
  {
    GtkWindow *input = driver_find_toplevel (MUSTER_TYPE_INPUT_DIALOG);

    muster_input_dialog_set_answer (MUSTER_INPUT_DIALOG (input), "queen");
    driver_shoot (GTK_WIDGET (input), outdir, "input-dialog-card");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (input), "cancel");
    gtk_window_close (input);
    driver_settle ();
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.manual-dice", NULL);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_PREFERENCES_WINDOW), "the preferences");
  {
    GtkWindow *prefs = driver_find_toplevel (MUSTER_TYPE_PREFERENCES_WINDOW);

    driver_shoot (GTK_WIDGET (prefs), outdir, "preferences");
    gtk_window_destroy (prefs);
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (GTK_TYPE_SHORTCUTS_WINDOW), "the shortcuts window");
  {
    GtkWindow *shortcuts = driver_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);

    driver_shoot (GTK_WIDGET (shortcuts), outdir, "shortcuts");
    gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);
  }

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_ABOUT_WINDOW), "the about window");
  {
    GtkWindow *about = driver_find_toplevel (ADW_TYPE_ABOUT_WINDOW);

    driver_shoot (GTK_WIDGET (about), outdir, "about");
    gtk_window_destroy (about);
  }

  gtk_window_close (GTK_WINDOW (window));
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), "the unsaved-changes question");
  {
    GtkWindow *question = driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

    driver_shoot (GTK_WIDGET (question), outdir, "close-question");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
    gtk_window_close (question);
    driver_settle ();
  }

  /* Leave without the unsaved-changes question. */
  muster_campaign_set_dirty (muster_window_get_campaign (window), FALSE);

  /* A game whose log no longer replays: read-only, with the ways on. */
  {
    g_autofree char *path = g_build_filename (state, "broken.muster", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *contents = NULL;
    MusterCampaign *campaign = muster_window_get_campaign (window);
    MusterWindow *broken;
    char *at;

    muster_campaign_save_file (campaign, path, NULL);
    g_file_get_contents (path, &contents, NULL, NULL);
    /* The second mention of Morale is entry 8's track-adjust. */
    at = strstr (strstr (contents, "<arg>Morale</arg>") + 1, "<arg>Morale</arg>");
    memcpy (at + 5, "Spirit", 6);
    g_file_set_contents (path, contents, -1, NULL);
    broken = muster_window_new (app);
    gtk_window_set_default_size (GTK_WINDOW (broken), width, height);
    gtk_window_present (GTK_WINDOW (broken));
    muster_window_open_file (broken, file);
    driver_shoot (GTK_WIDGET (broken), outdir, "campaign-read-only");
    gtk_widget_activate_action (GTK_WIDGET (muster_window_get_session_view (broken)), "session.correct-entry", NULL);
    driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), "the correction dialog");
    {
      GtkWindow *correct = driver_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

      driver_shoot (GTK_WIDGET (correct), outdir, "correct-entry");
      gtk_window_destroy (correct);
    }
    gtk_window_destroy (GTK_WINDOW (broken));
  }
  gtk_window_destroy (GTK_WINDOW (window));

  /* The other systems' first scenarios in a window of their own: the
   * generic panels with real rules. */
  {
    GPtrArray *systems = muster_registry_list (muster_application_get_registry (app));

    for (guint i = 0; i < systems->len; i++)
      {
        MusterSystem *system = g_ptr_array_index (systems, i);
        const MusterScenario *scenario = g_ptr_array_index (muster_system_get_scenarios (system), 0);
        g_autoptr(MusterChance) chance = muster_chance_new_seeded (1775);
        g_autoptr(MusterSession) other = NULL;
        g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
        g_autoptr(GError) error = NULL;
        g_autofree char *name = NULL;
        MusterWindow *other_window;
        MusterSessionView *other_view;

        if (g_str_equal (muster_system_get_id (system), "dice-and-cards"))
          continue;
        other = muster_session_new (system, scenario->id, NULL, chance, &error);
        if (other == NULL)
          {
            g_printerr ("%s: %s\n", muster_system_get_id (system), error->message);
            continue;
          }
        muster_campaign_add_session (campaign, other);
        other_window = muster_window_new (app);
        gtk_window_set_default_size (GTK_WINDOW (other_window), width, height);
        gtk_window_present (GTK_WINDOW (other_window));
        muster_window_set_campaign (other_window, campaign, NULL);
        other_view = muster_window_get_session_view (other_window);
        name = g_strdup_printf ("%s-first", muster_system_get_id (system));
        driver_shoot (GTK_WIDGET (other_window), outdir, name);
        muster_session_view_show_page (other_view, "actions");
        g_free (name);
        name = g_strdup_printf ("%s-actions", muster_system_get_id (system));
        driver_shoot (GTK_WIDGET (other_window), outdir, name);
        muster_session_view_show_page (other_view, "rules");
        g_free (name);
        name = g_strdup_printf ("%s-rules", muster_system_get_id (system));
        driver_shoot (GTK_WIDGET (other_window), outdir, name);
        shoot_tracks (other_window, other);
        shoot_calculator (other_window, other, width, height);
        shoot_end_turn (app, system, scenario->id, width, height);
        muster_campaign_set_dirty (campaign, FALSE);
        gtk_window_destroy (GTK_WINDOW (other_window));
      }
  }
  driver_remove_tree (state);
  g_application_release (G_APPLICATION (app));
  return 0;
}
