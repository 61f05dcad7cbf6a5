/* test-a11y.c: every control a screen reader reaches has a name, and a name
 * that reads as words: no icon-only button announced as “GtkImage”, no
 * mnemonic underscore read aloud (“_New Campaign…”), and read-only rows
 * that are not Tab stops. It walks the accessible tree of each window the
 * app shows, every board and their Actions pages included (GTK's test
 * accessibility backend, GTK_A11Y=test).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-driver.h"
#include "boards/empires-revolution/empui-board.h"
#include "boards/sons-of-liberty/solui-board.h"
#include "boards/sons-of-liberty/solui-table.h"
#include "widgets/muster-card-hand.h"
#include "muster-new-campaign-dialog.h"
#include "muster-preferences-window.h"
#include "widgets/muster-board-shell.h"

static MusterApplication *app;

static gboolean
is_control (GtkAccessibleRole role)
{
  switch (role)
    {
    case GTK_ACCESSIBLE_ROLE_BUTTON:
    case GTK_ACCESSIBLE_ROLE_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_SWITCH:
    case GTK_ACCESSIBLE_ROLE_COMBO_BOX:
    case GTK_ACCESSIBLE_ROLE_TEXT_BOX:
    case GTK_ACCESSIBLE_ROLE_SEARCH_BOX:
    case GTK_ACCESSIBLE_ROLE_SPIN_BUTTON:
    case GTK_ACCESSIBLE_ROLE_SLIDER:
    case GTK_ACCESSIBLE_ROLE_LINK:
    case GTK_ACCESSIBLE_ROLE_TAB:
    case GTK_ACCESSIBLE_ROLE_RADIO:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The accessible label, or NULL. */
static char *
label_of (GtkWidget *widget)
{
  GtkAccessible *acc = GTK_ACCESSIBLE (widget);

  if (!gtk_test_accessible_has_property (acc, GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  /* The check returns the value when it differs from the one given. */
  return gtk_test_accessible_check_property (acc, GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
}

/* A mnemonic underscore before a letter, as in “_Save”. */
static gboolean
reads_underscore (const char *text)
{
  for (const char *p = text; p && *p; p++)
    if (*p == '_' && g_ascii_isalnum (p[1]))
      return TRUE;
  return FALSE;
}

static void
describe (GtkWidget *widget,
          GString   *out)
{
  g_string_append_printf (out, "%s", G_OBJECT_TYPE_NAME (widget));
  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL; w = gtk_widget_get_parent (w))
    g_string_append_printf (out, " < %s", G_OBJECT_TYPE_NAME (w));
}

static void
walk (GtkWidget  *widget,
      GPtrArray  *problems)
{
  GtkAccessibleRole role;

  if (!gtk_widget_get_visible (widget))
    return;
  role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));
  if (is_control (role) && gtk_widget_get_mapped (widget))
    {
      g_autofree char *label = label_of (widget);
      gboolean labelled_by = gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      GString *where = g_string_new (NULL);

      describe (widget, where);
      if (label == NULL && !labelled_by)
        g_ptr_array_add (problems, g_strdup_printf ("no name: %s", where->str));
      else if (label != NULL && reads_underscore (label))
        g_ptr_array_add (problems, g_strdup_printf ("reads “%s”: %s", label, where->str));
      g_string_free (where, TRUE);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk (child, problems);
}

static void
assert_named (GtkWidget  *root,
              const char *what)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  walk (root, problems);
  for (guint i = 0; i < problems->len; i++)
    g_printerr ("%s: %s\n", what, (const char *) g_ptr_array_index (problems, i));
  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_start_page (void)
{
  MusterWindow *window = muster_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (GTK_WIDGET (window));
  assert_named (GTK_WIDGET (window), "start page");

  g_action_group_activate_action (G_ACTION_GROUP (app), "new", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG), "the new-campaign dialog");
  {
    GtkWindow *dialog = driver_find_toplevel (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG);

    muster_new_campaign_dialog_add_player (MUSTER_NEW_CAMPAIGN_DIALOG (dialog), "Ann", NULL);
    driver_wait_drawn (GTK_WIDGET (dialog));
    assert_named (GTK_WIDGET (dialog), "new campaign");
    gtk_window_destroy (dialog);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
}

static void
test_campaign_window (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(MusterSession) session = muster_session_new (system, "playing-cards", NULL, chance, NULL);
  MusterWindow *window;
  MusterSessionView *view;
  const char *pages[] = { "log", "actions", "rules", "notes", "luck" };

  driver_perform (session, "track-add", "Morale", "0", "12", "8", NULL);
  driver_perform (session, "roll", "3d6", NULL);
  driver_perform (session, "draw", "cards", NULL);
  window = driver_open_session (app, session, 1280, 800);
  view = muster_window_get_session_view (window);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      muster_session_view_show_page (view, pages[i]);
      driver_wait_drawn (GTK_WIDGET (window));
      assert_named (GTK_WIDGET (window), pages[i]);
    }

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  driver_wait (driver_has_toplevel, GSIZE_TO_POINTER (MUSTER_TYPE_PREFERENCES_WINDOW), "the preferences");
  {
    GtkWindow *prefs = driver_find_toplevel (MUSTER_TYPE_PREFERENCES_WINDOW);

    driver_wait_drawn (GTK_WIDGET (prefs));
    assert_named (GTK_WIDGET (prefs), "preferences");
    gtk_window_destroy (prefs);
  }
  driver_close_window (window);
}

/* Each system's board, and the session's other pages around it. */
static void
test_board (gconstpointer data)
{
  const char *system_id = data;
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), system_id);
  GPtrArray *scenarios = muster_system_get_scenarios (system);
  const MusterScenario *scenario = g_ptr_array_index (scenarios, 0);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = muster_session_new (system, scenario->id, NULL, chance, &error);
  const char *pages[] = { "board", "actions" };
  MusterSessionView *view;
  MusterWindow *window;

  g_assert_no_error (error);
  window = driver_open_session (app, session, 1280, 800);
  view = muster_window_get_session_view (window);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *what = g_strdup_printf ("%s %s", system_id, pages[i]);

      muster_session_view_show_page (view, pages[i]);
      driver_wait_drawn (GTK_WIDGET (window));
      assert_named (GTK_WIDGET (window), what);
    }
  driver_close_window (window);
}

/* The Empires board's pages in phase 3: the place, the calculator with
 * forces of one's own, the purchase worksheet and the war. */
static void
test_emp_pages (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "empires-revolution");
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(MusterSession) session = muster_session_new (system, "war", NULL, chance, NULL);
  const char *pages[] = { "place", "odds", "build", "war" };
  MusterWindow *window;
  GtkWidget *board;

  driver_perform (session, "end-phase", NULL);
  driver_perform (session, "end-phase", NULL);
  window = driver_open_session (app, session, 1280, 800);
  board = driver_find_widget (GTK_WIDGET (window), EMPUI_TYPE_BOARD);
  g_assert_nonnull (board);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *what = g_strdup_printf ("empires-revolution %s", pages[i]);

      empui_board_show_page (EMPUI_BOARD (board), pages[i]);
      driver_wait_drawn (GTK_WIDGET (window));
      assert_named (GTK_WIDGET (window), what);
    }
  driver_close_window (window);
}

/* A Sons of Liberty battle in its Travel Hand with a meld on the table
 * and a Patriot's hand shown, its additions offered: the table and each
 * page of the pane. */
static void
test_sol_pages (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "sons-of-liberty");
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(MusterSession) session = muster_session_new (system, "battle", NULL, chance, NULL);
  const char *pages[] = { "objectives", "sheets", "score" };
  const char *deal[] = { "5H", "5D", "9C", "9S", "4H", "5S", "6H", "7H", "8S", "8C", "8D", "10S", "AS", "2S", "AD" };
  MusterWindow *window;
  GtkWidget *board;

  driver_perform (session, "seat", "ann", "ben", "cora", "dan", NULL);
  {
    g_auto(GStrv) whist = g_strsplit ("QH 3C 4H 6C 10C 8D JS KC 5S 2C 9H 2D QS JC AH 4C 3D 7D 9D 2S 8C 4D", " ", -1);

    for (guint i = 0; whist[i] != NULL; i++)
      muster_chance_supply_card (chance, whist[i]);
  }
  driver_perform (session, "decipher", NULL);
  muster_chance_supply_card (chance, "7C");
  muster_chance_supply_card (chance, "3H");
  muster_chance_supply_card (chance, "2H");
  muster_chance_supply_card (chance, "AC");
  driver_perform (session, "reveal", NULL);
  driver_perform (session, "become", "ann", "john-adams", NULL);
  driver_perform (session, "become", "ben", "benjamin-franklin", NULL);
  driver_perform (session, "become", "cora", "george-washington", NULL);
  driver_perform (session, "become", "dan", "tory", NULL);
  driver_perform (session, "sheet", "ann", "1", "2", "3", "4", "diamonds", NULL);
  driver_perform (session, "sheet", "ben", "1", "2", "3", "4", "clubs", NULL);
  driver_perform (session, "sheet", "cora", "1", "2", "3", "4", "hearts", NULL);
  driver_perform (session, "introduce", "gauge", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (deal); i++)
    muster_chance_supply_card (chance, deal[i]);
  driver_perform (session, "deal", NULL);
  driver_perform (session, "end-turn", NULL);
  driver_perform (session, "meld", "ann", "5H", "5D", NULL);
  muster_chance_supply_card (chance, "JC");
  muster_chance_supply_card (chance, "JD");
  driver_perform (session, "end-turn", NULL);
  window = driver_open_session (app, session, 1280, 800);
  board = driver_find_widget (GTK_WIDGET (window), SOLUI_TYPE_BOARD);
  g_assert_nonnull (board);
  muster_card_hand_set_revealed (solui_table_get_hand (SOLUI_TABLE (solui_board_get_part (SOLUI_BOARD (board), "table")),
                                                       "ben"), TRUE);
  g_assert_true (solui_table_meld_is_legal (SOLUI_TABLE (solui_board_get_part (SOLUI_BOARD (board), "table")), 0));
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *what = g_strdup_printf ("sons-of-liberty %s", pages[i]);

      solui_board_show_page (SOLUI_BOARD (board), pages[i]);
      driver_wait_drawn (GTK_WIDGET (window));
      assert_named (GTK_WIDGET (window), what);
    }
  driver_close_window (window);
}

/* An army list of Lexington to Yorktown with the units of @lines (each an
 * add-unit's arguments), as a battle's input. */
static MusterSessionInput *
l2y_list (MusterSystem       *system,
          const char         *side,
          const char * const *lines)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (5);
  g_autoptr(MusterSession) list = muster_session_new (system, "army-list", NULL, chance, NULL);
  g_autofree char *carry = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) args = g_strsplit (lines[i], " ", -1);
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (muster_session_perform (list, "add-unit", (const char * const *) args, 0, &error));
      g_assert_no_error (error);
    }
  carry = muster_session_write_carry (list);
  return muster_session_input_new (side, "1", side, carry);
}

/* A Lexington to Yorktown battle's board, a unit selected and an enemy
 * its target: the cards, the unit's card and offers, the calculator. */
static void
test_l2y_battle (void)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "lexington-yorktown");
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  const char *pages[] = { "unit", "odds" };
  GtkWidget *board;
  MusterWindow *window;

  g_ptr_array_add (inputs, l2y_list (system, "british", (const char *[]) { "Foot infantry C 22", "Guns field-gun B 2 6", NULL }));
  g_ptr_array_add (inputs, l2y_list (system, "american", (const char *[]) { "Line infantry C 18", NULL }));
  session = muster_session_new_with_inputs (system, "battle", NULL, inputs, chance, &error);
  g_assert_no_error (error);
  window = driver_open_session (app, session, 1280, 800);
  board = driver_find_widget (GTK_WIDGET (window), g_type_from_name ("L2yuiBoard"));
  g_assert_nonnull (board);
  g_object_set (driver_find_widget (board, g_type_from_name ("L2yuiBattleView")), "selected", "b1", "target", "a1", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *what = g_strdup_printf ("lexington-yorktown battle %s", pages[i]);

      gtk_widget_activate_action (board, "board.calculate", "s", i ? "shoot" : "fire-test");
      if (i == 0)
        muster_board_shell_show_page (MUSTER_BOARD_SHELL (driver_find_widget (board, MUSTER_TYPE_BOARD_SHELL)), "unit");
      driver_wait_drawn (GTK_WIDGET (window));
      assert_named (GTK_WIDGET (window), what);
    }
  driver_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = g_dir_make_tmp ("muster-a11y-XXXXXX", NULL);

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  app = driver_start_app ();

  g_test_add_func ("/a11y/start-page", test_start_page);
  g_test_add_func ("/a11y/campaign-window", test_campaign_window);
  g_test_add_data_func ("/a11y/board/boston-concord", "boston-concord", test_board);
  g_test_add_data_func ("/a11y/board/bunker-hill", "bunker-hill", test_board);
  g_test_add_data_func ("/a11y/board/lexington-yorktown", "lexington-yorktown", test_board);
  g_test_add_func ("/a11y/board/lexington-yorktown-battle", test_l2y_battle);
  g_test_add_data_func ("/a11y/board/empires-revolution", "empires-revolution", test_board);
  g_test_add_func ("/a11y/board/empires-revolution-pages", test_emp_pages);
  g_test_add_data_func ("/a11y/board/sons-of-liberty", "sons-of-liberty", test_board);
  g_test_add_func ("/a11y/board/sons-of-liberty-pages", test_sol_pages);

  return g_test_run ();
}
