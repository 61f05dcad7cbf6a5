/* test-widget-cards.c: the kit's cards (src/app/widgets): MusterCardView
 * and MusterCardHand, fed by real sessions with a scripted chance source.
 *
 *   /widget-cards/card-view: a Revolution Road card of From Boston to
 *     Concord reads its values by their names (“British actions”), each in
 *     its side's circle, the reconstructed ones marked and said so; face
 *     down it names nothing.
 *   /widget-cards/secret-hand: a Dice & Cards hand dealt to Ann shows
 *     nothing of its cards (no name in any label, tooltip or accessible
 *     property) until “Show Only to Ann”; then it shows them; Hide covers
 *     them, so does a new card dealt to her, and so does the hand leaving
 *     the screen.
 *   /widget-cards/wide-hand: thirty cards in play in a 360 px pane wrap
 *     into rows: the hand never asks for more width, and the window keeps
 *     its 360 px.
 *   /widget-cards/pick: a hand to choose from makes each card a button
 *     performing the action with the card (session.perform's target).
 *   /widget-cards/deck-panel: the Dice & Cards table shows Ann's dealt
 *     hand face down until she asks, and its cards in play as a hand to
 *     pick from: a click discards the card; shown to her, a card of her
 *     hand is discarded the same way.
 *
 * MUSTER_SHOOT_DIR=DIR saves what each shows as PNGs there, to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "app-driver.h"
#include "muster-deck-panel.h"
#include "muster-session-view.h"
#include "widgets/muster-card-hand.h"
#include "widgets/muster-card-view.h"

static MusterApplication *app;

static MusterSession *
new_session (const char   *system_id,
             const char   *scenario,
             MusterChance *chance)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), system_id);
  g_autoptr(GError) error = NULL;
  MusterSession *session;

  g_assert_nonnull (system);
  session = muster_session_new (system, scenario, NULL, chance, &error);
  g_assert_no_error (error);
  return session;
}

/* A Dice & Cards table of playing cards with two seats, Ann and Ben. */
static MusterSession *
card_table (MusterChance *chance)
{
  MusterSession *session = new_session ("dice-and-cards", "playing-cards", chance);
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_seat_free);

  g_ptr_array_add (seats, muster_seat_new ("Ann", "Ann", NULL));
  g_ptr_array_add (seats, muster_seat_new ("Ben", "Ben", NULL));
  muster_session_set_seats (session, seats);
  return session;
}

static GtkWidget *
window_with (GtkWidget *child,
             int        width,
             int        height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  /* As a side pane holds its content: scrolling up and down only, and as
   * wide as its content asks. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), child);
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  gtk_widget_set_margin_top (child, 12);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  return window;
}

/* The accessible property @property of @widget, or NULL. */
static char *
accessible_text (GtkWidget            *widget,
                 GtkAccessibleProperty property)
{
  GtkAccessible *acc = GTK_ACCESSIBLE (widget);

  if (!gtk_test_accessible_has_property (acc, property))
    return NULL;
  /* The check returns the value when it differs from the one given. */
  return gtk_test_accessible_check_property (acc, property, "\x01");
}

/* Whether @needle appears in any label, tooltip or accessible label or
 * description of @widget or its descendants. */
static gboolean
tree_mentions (GtkWidget  *widget,
               const char *needle)
{
  g_autofree char *label = accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_autofree char *description = accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if ((GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), needle)) ||
      (tooltip && strstr (tooltip, needle)) || (label && strstr (label, needle)) ||
      (description && strstr (description, needle)))
    return TRUE;
  if (MUSTER_IS_CARD_VIEW (widget))
    {
      g_autofree char *said = muster_card_view_describe (MUSTER_CARD_VIEW (widget));

      if (strstr (said, needle) || g_strcmp0 (muster_card_view_get_card (MUSTER_CARD_VIEW (widget)), needle) == 0)
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (tree_mentions (child, needle))
      return TRUE;
  return FALSE;
}

static gboolean
shows_any (GtkWidget          *widget,
           const char * const *needles)
{
  for (guint i = 0; needles[i]; i++)
    if (tree_mentions (widget, needles[i]))
      return TRUE;
  return FALSE;
}

static GtkWidget *
shown_button (GtkWidget  *widget,
              const char *label)
{
  GtkWidget *button = driver_find_button (widget, label);

  return button != NULL && gtk_widget_is_visible (button) ? button : NULL;
}

static void
shoot (GtkWidget  *widget,
       const char *name)
{
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (widget, g_getenv ("MUSTER_SHOOT_DIR"), name);
}

static void
test_card_view (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
  g_autoptr(MusterSession) session = new_session ("boston-concord", "two-player", chance);
  MusterState *state = muster_session_get_state (session);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *view = muster_card_view_new ();
  GtkWidget *window;
  g_autofree char *said = NULL;
  g_autofree char *down = NULL;
  guint circles = 0, dashed = 0, british = 0;

  /* Card 2 of the shipped deck: British 4, Patriot 2, one hash mark, all
   * three reconstructed (data/games/boston-concord/cards.xml). */
  muster_card_view_set_card (MUSTER_CARD_VIEW (view), state, "cards", "2");
  window = window_with (view, 360, 300);
  said = muster_card_view_describe (MUSTER_CARD_VIEW (view));
  g_assert_cmpstr (said, ==, "Card 2: British actions 4 (reconstructed), Patriot actions 2 (reconstructed), "
                             "Hash marks 1 (reconstructed)");
  g_assert_true (tree_mentions (view, "Card 2: British actions 4"));
  driver_find_all (view, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (!gtk_widget_has_css_class (label, "card-value"))
        continue;
      circles++;
      dashed += gtk_widget_has_css_class (label, "reconstructed");
      if (gtk_widget_has_css_class (label, "side-british"))
        {
          british++;
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "4");
          g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==,
                           "British actions: 4, reconstructed: check it against your card");
        }
    }
  g_assert_cmpuint (circles, ==, 3);
  g_assert_cmpuint (dashed, ==, 3);
  g_assert_cmpuint (british, ==, 1);
  shoot (window, "card-view");

  /* Face down: the back, and nothing of the card. */
  muster_card_view_set_face_down (MUSTER_CARD_VIEW (view), TRUE);
  down = muster_card_view_describe (MUSTER_CARD_VIEW (view));
  g_assert_cmpstr (down, ==, "A card, face down");
  g_assert_false (tree_mentions (view, "Card 2"));
  g_assert_false (tree_mentions (view, "British"));
  g_assert_true (gtk_widget_has_css_class (view, "face-down"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_secret_hand (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(MusterSession) session = card_table (chance);
  const char * const dealt[] = { "Queen of Hearts", "QH", "Two of Clubs", "2C", NULL };
  const char * const third[] = { "Five of Diamonds", "5D", NULL };
  GtkWidget *hand = muster_card_hand_new ();
  GtkWidget *window, *show;

  muster_chance_supply_card (chance, "QH");
  driver_perform (session, "deal", "cards", "Ann", NULL);
  muster_chance_supply_card (chance, "2C");
  driver_perform (session, "deal", "cards", "Ann", NULL);

  muster_card_hand_set_session (MUSTER_CARD_HAND (hand), session);
  muster_card_hand_set_pile (MUSTER_CARD_HAND (hand), "cards", "Ann");
  muster_card_hand_set_title (MUSTER_CARD_HAND (hand), "Ann's hand");
  window = window_with (hand, 360, 400);
  driver_settle ();

  /* Secret to Ann: two backs, and nothing that names a card; the button
   * names her. */
  g_assert_cmpuint (muster_card_hand_get_n_cards (MUSTER_CARD_HAND (hand)), ==, 2);
  g_assert_false (muster_card_hand_is_face_up (MUSTER_CARD_HAND (hand)));
  g_assert_false (shows_any (hand, dealt));
  g_assert_true (tree_mentions (hand, "2 cards, for the eyes of Ann only."));
  show = shown_button (hand, "Show Only to Ann");
  g_assert_nonnull (show);
  g_assert_null (shown_button (hand, "_Hide"));
  shoot (window, "hand-hidden");

  /* Ann asks: her cards show, with Hide. */
  g_signal_emit_by_name (show, "clicked");
  driver_settle ();
  g_assert_true (muster_card_hand_get_revealed (MUSTER_CARD_HAND (hand)));
  for (guint i = 0; dealt[i]; i += 2)
    g_assert_true (tree_mentions (hand, dealt[i]));
  g_assert_null (shown_button (hand, "Show Only to Ann"));
  g_assert_nonnull (shown_button (hand, "_Hide"));
  shoot (window, "hand-shown");

  /* Hide covers them again. */
  g_signal_emit_by_name (shown_button (hand, "_Hide"), "clicked");
  driver_settle ();
  g_assert_false (muster_card_hand_get_revealed (MUSTER_CARD_HAND (hand)));
  g_assert_false (shows_any (hand, dealt));

  /* So does a new card for her, without anyone pressing Hide. */
  g_signal_emit_by_name (shown_button (hand, "Show Only to Ann"), "clicked");
  driver_settle ();
  g_assert_true (tree_mentions (hand, "Queen of Hearts"));
  muster_chance_supply_card (chance, "5D");
  driver_perform (session, "deal", "cards", "Ann", NULL);
  driver_settle ();
  g_assert_cmpuint (muster_card_hand_get_n_cards (MUSTER_CARD_HAND (hand)), ==, 3);
  g_assert_false (muster_card_hand_get_revealed (MUSTER_CARD_HAND (hand)));
  g_assert_false (shows_any (hand, dealt));
  g_assert_false (shows_any (hand, third));

  /* A card for Ben changes nothing of Ann's: still shown once she asks. */
  g_signal_emit_by_name (shown_button (hand, "Show Only to Ann"), "clicked");
  muster_chance_supply_card (chance, "9S");
  driver_perform (session, "deal", "cards", "Ben", NULL);
  driver_settle ();
  g_assert_true (muster_card_hand_get_revealed (MUSTER_CARD_HAND (hand)));
  g_assert_true (tree_mentions (hand, "Five of Diamonds"));

  /* And the hand leaving the screen covers it. */
  gtk_widget_set_visible (window, FALSE);
  driver_settle ();
  g_assert_false (muster_card_hand_get_revealed (MUSTER_CARD_HAND (hand)));
  g_assert_false (shows_any (hand, third));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_wide_hand (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(MusterSession) session = card_table (chance);
  static const char * const ranks[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  static const char * const suits[] = { "S", "H", "D", "C" };
  GtkWidget *hand = muster_card_hand_new ();
  GtkWidget *window, *card;
  int min = 0, nat = 0;

  for (guint i = 0; i < 30; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s%s", ranks[i % 13], suits[i / 13]);

      muster_chance_supply_card (chance, id);
      driver_perform (session, "draw", "cards", NULL);
    }
  muster_card_hand_set_session (MUSTER_CARD_HAND (hand), session);
  muster_card_hand_set_pile (MUSTER_CARD_HAND (hand), "cards", "in-play");
  muster_card_hand_set_title (MUSTER_CARD_HAND (hand), "In play");
  g_assert_cmpuint (muster_card_hand_get_n_cards (MUSTER_CARD_HAND (hand)), ==, 30);

  /* The hand asks for no more than a card's width... */
  gtk_widget_measure (hand, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, <=, 336);
  window = window_with (hand, 360, 600);
  driver_settle ();
  /* ...so the pane keeps its width, and the cards wrap into rows. */
  g_assert_cmpint (gtk_widget_get_width (window), ==, 360);
  g_assert_cmpint (gtk_widget_get_width (hand), <=, 336);
  card = driver_find_widget (hand, MUSTER_TYPE_CARD_VIEW);
  g_assert_cmpint (gtk_widget_get_height (hand), >, 7 * gtk_widget_get_height (card));
  shoot (window, "hand-thirty");
  gtk_window_destroy (GTK_WINDOW (window));
}

static GVariant *performed;

static void
perform_cb (GSimpleAction *action,
            GVariant      *param,
            gpointer       data)
{
  g_clear_pointer (&performed, g_variant_unref);
  performed = g_variant_ref (param);
}

static void
test_pick (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(MusterSession) session = card_table (chance);
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) perform = g_simple_action_new ("perform", G_VARIANT_TYPE ("(sas)"));
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  const char * const pick_args[] = { "cards", NULL };
  GtkWidget *hand = muster_card_hand_new ();
  GtkWidget *window, *jack = NULL;
  const char *action = NULL;
  g_autofree const char **args = NULL;

  muster_chance_supply_card (chance, "7C");
  driver_perform (session, "draw", "cards", NULL);
  muster_chance_supply_card (chance, "JD");
  driver_perform (session, "draw", "cards", NULL);
  muster_card_hand_set_session (MUSTER_CARD_HAND (hand), session);
  muster_card_hand_set_pile (MUSTER_CARD_HAND (hand), "cards", "in-play");
  muster_card_hand_set_pick (MUSTER_CARD_HAND (hand), "discard", pick_args);
  window = window_with (hand, 360, 400);
  g_signal_connect (perform, "activate", G_CALLBACK (perform_cb), NULL);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (perform));
  gtk_widget_insert_action_group (window, "session", G_ACTION_GROUP (group));

  /* Each card is a button named by its card, and the only Tab stops. */
  driver_find_all (hand, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      g_autofree char *name = accessible_text (button, GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (!gtk_widget_get_visible (button))
        continue;
      g_assert_true (gtk_widget_get_focusable (button));
      g_assert_false (gtk_widget_get_focusable (gtk_widget_get_parent (button)));
      if (name != NULL && g_str_has_prefix (name, "Jack of Diamonds"))
        jack = button;
    }
  g_assert_nonnull (jack);

  /* Picking it performs the action with the card. */
  g_signal_emit_by_name (jack, "clicked");
  driver_settle ();
  g_assert_nonnull (performed);
  g_variant_get (performed, "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "discard");
  g_assert_cmpuint (g_strv_length ((char **) args), ==, 2);
  g_assert_cmpstr (args[0], ==, "cards");
  g_assert_cmpstr (args[1], ==, "JD");
  g_clear_pointer (&performed, g_variant_unref);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_deck_panel (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(MusterSession) session = card_table (chance);
  g_autoptr(GPtrArray) hands = g_ptr_array_new ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  const char * const dealt[] = { "Queen of Hearts", "QH", "Two of Clubs", "2C", NULL };
  MusterCardHand *ann = NULL, *in_play = NULL;
  MusterWindow *window;
  GtkWidget *panel, *seven = NULL;
  const char *sizes[][2] = { { "1280", "800" }, { "800", "600" } };

  muster_chance_supply_card (chance, "QH");
  driver_perform (session, "deal", "cards", "Ann", NULL);
  muster_chance_supply_card (chance, "2C");
  driver_perform (session, "deal", "cards", "Ann", NULL);
  muster_chance_supply_card (chance, "7S");
  driver_perform (session, "draw", "cards", NULL);

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      window = driver_open_session (app, session, atoi (sizes[k][0]), atoi (sizes[k][1]));
      panel = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_DECK_PANEL);
      g_assert_nonnull (panel);
      g_ptr_array_set_size (hands, 0);
      driver_find_all (panel, MUSTER_TYPE_CARD_HAND, hands);
      g_assert_cmpuint (hands->len, ==, 2);
      for (guint i = 0; i < hands->len; i++)
        if (muster_card_hand_is_face_up (g_ptr_array_index (hands, i)))
          in_play = g_ptr_array_index (hands, i);
        else
          ann = g_ptr_array_index (hands, i);
      g_assert_nonnull (ann);
      g_assert_nonnull (in_play);
      /* Ann's hand: named for her, and nothing of her cards on the table. */
      g_assert_true (tree_mentions (GTK_WIDGET (ann), "Ann's hand"));
      g_assert_false (shows_any (panel, dealt));
      g_assert_true (tree_mentions (GTK_WIDGET (in_play), "Seven of Spades"));
      if (g_getenv ("MUSTER_SHOOT_DIR"))
        {
          g_autofree char *name = g_strdup_printf ("deck-panel-hidden-%s", sizes[k][0]);

          driver_shoot (GTK_WIDGET (window), g_getenv ("MUSTER_SHOOT_DIR"), name);
        }
      g_signal_emit_by_name (shown_button (GTK_WIDGET (ann), "Show Only to Ann"), "clicked");
      driver_settle ();
      g_assert_true (tree_mentions (panel, "Queen of Hearts"));
      if (g_getenv ("MUSTER_SHOOT_DIR"))
        {
          g_autofree char *name = g_strdup_printf ("deck-panel-shown-%s", sizes[k][0]);

          driver_shoot (GTK_WIDGET (window), g_getenv ("MUSTER_SHOOT_DIR"), name);
        }
      if (k + 1 < G_N_ELEMENTS (sizes))
        driver_close_window (window);
    }

  /* Ann, her hand shown to her, discards the Queen of Hearts from it. */
  {
    GtkWidget *queen = NULL;

    driver_find_all (GTK_WIDGET (ann), GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (gtk_widget_get_visible (g_ptr_array_index (buttons, i)) &&
          tree_mentions (g_ptr_array_index (buttons, i), "Queen of Hearts"))
        queen = g_ptr_array_index (buttons, i);
    g_assert_nonnull (queen);
    g_signal_emit_by_name (queen, "clicked");
    driver_settle ();
    g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "discard");
    g_assert_cmpstr (muster_entry_get_args (driver_last_entry (session))[1], ==, "QH");
    g_ptr_array_set_size (buttons, 0);
  }

  /* The card in play is picked to discard it, through the session. */
  driver_find_all (GTK_WIDGET (in_play), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_visible (g_ptr_array_index (buttons, i)) &&
        tree_mentions (g_ptr_array_index (buttons, i), "Seven of Spades"))
      seven = g_ptr_array_index (buttons, i);
  g_assert_nonnull (seven);
  g_signal_emit_by_name (seven, "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "discard");
  g_assert_cmpstr (muster_entry_get_args (driver_last_entry (session))[1], ==, "7S");
  driver_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmpdir = g_dir_make_tmp ("muster-widget-cards-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (tmpdir, "state", NULL);
  int ret;

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  /* The test backend keeps the accessible properties for us to read. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  app = driver_start_app ();
  /* At 800x600 the table's pane folds away as the window opens: with
   * animations it goes a few frames later, and a hand shown by then would
   * be hidden again as it leaves the screen (which the test would read as
   * the button failing). Without them it is gone before the test clicks. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_test_add_func ("/widget-cards/card-view", test_card_view);
  g_test_add_func ("/widget-cards/secret-hand", test_secret_hand);
  g_test_add_func ("/widget-cards/wide-hand", test_wide_hand);
  g_test_add_func ("/widget-cards/pick", test_pick);
  g_test_add_func ("/widget-cards/deck-panel", test_deck_panel);
  ret = g_test_run ();
  driver_remove_tree (tmpdir);
  return ret;
}
