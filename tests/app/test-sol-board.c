/* test-sol-board.c: the Sons of Liberty board in the real app, a battle
 * played by words with scripted cards (the deals of
 * tests/sons-of-liberty/test-sol-battle.c).
 *
 *   /sol-board/objectives: the Objectives Sheet reads the Whist Code into
 *     its sentences (the tables, L1664-L1733), every objective waiting;
 *     once dealt, the Travel Hand is the one being played.
 *   /sol-board/hands: each seat's hand shows no card until that seat asks;
 *     while Ben's hand shows, the set of Fives is highlighted with his
 *     Five of Spades (Patriot Plays, L1900-L1910), and its button adds it
 *     through the log; his hand, changed, is covered again.
 *   /sol-board/chips: the Tyranny as chips: 15 in the pool after the Tory
 *     wins the Travel Hand (L1946), a line of 3 set out from it for an
 *     Opportune Objective, one played on the table by a tactic.
 *   /sol-board/score: before the call the Tory's hand is not shown; the
 *     score after a call of the Travel Hand: the
 *     straight of 3 counts, the pair of Fives does not; the Tory counts
 *     his two highest cards, 2 and an ace; 3 to 3 is the Patriots'.
 *   /sol-board/own-cards: with the group's own decks there are no hands.
 *   /sol-board/campaign: Campaign Mode's stages, the first battle in the
 *     Intolerable Acts, and its record; a battle of Battle Mode has no
 *     such page.
 *   /sol-board/field: Seed the Field's four cards lie on the table.
 *   /sol-board/tory-forms: with several Tories the forms of show-hand
 *     and tory-swap ask which Tory, the one the game waits for first;
 *     with one they ask nothing of him.
 *
 * Run under xvfb-run. With --shoot it takes screenshots instead:
 *
 *   xvfb-run -a -s "-screen 0 1280x800x24" test-sol-board --shoot OUTDIR WIDTH HEIGHT [dark]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-driver.h"
#include "muster-action-row.h"
#include "boards/sons-of-liberty/solui-board.h"
#include "boards/sons-of-liberty/solui-table.h"
#include "widgets/muster-action-dialog.h"
#include "widgets/muster-board-shell.h"
#include "widgets/muster-card-hand.h"
#include "muster-test-driver.h"
#include "sol-test-setup.h"

/* WHIST and IDENTITY: those of the engine's tests (sol-test-setup.h). */
/* The Travel Hand: ann's, ben's and cora's four cards, dan's three. */
#define DEAL "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD"

static MusterApplication *app;

/* A battle (or a campaign's first) up to the Whist Code read. */
static MtGame *
deciphered (const char *scenario,
            const char *option)
{
  MtGame *t = mt_new ("sons-of-liberty", scenario, option, NULL);

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", NULL });
  mt_ok (t, "seat Ann Ben Cora Dan");
  if (g_strcmp0 (option, "cards=own") == 0)
    mt_ok (t, "decipher " WHIST);
  else
    {
      mt_cards (t, WHIST);
      mt_ok (t, "decipher");
    }
  return t;
}

/* The Travel Hand dealt: ann, ben and cora Patriots, dan the Tory. */
static MtGame *
dealt (const char *option)
{
  MtGame *t = deciphered ("battle", option);

  mt_cards (t, IDENTITY);
  mt_ok (t, "reveal");
  take_identities (t);
  mt_ok (t, "introduce gauge");
  if (option == NULL)
    mt_cards (t, DEAL);
  else if (g_str_equal (option, "seed-the-field=true"))
    mt_cards (t, "JH QH KH 3S  " DEAL);   /* the field first */
  mt_ok (t, "deal");
  return t;
}

/* A Versus bout under way: Ann's Hamilton against Ben's Franklin on
 * Elitism, a card turned up on each support line. */
static MtGame *
versus (void)
{
  MtGame *t = mt_new_seeded ("sons-of-liberty", "versus", 4, NULL);
  const char *lines[] = { "seat ann ben", "reveal", "become ann alexander-hamilton", "become ben benjamin-franklin",
                          "issue elitism", "decipher", "sheet ann 1 2 3 4 clubs", "sheet ben 1 2 3 4 diamonds",
                          "deal", "flip", NULL };

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", NULL });
  for (guint i = 0; lines[i]; i++)
    mt_ok (t, lines[i]);
  return t;
}

static SoluiBoard *
find_board (MusterWindow *window)
{
  GtkWidget *board = driver_find_widget (GTK_WIDGET (window), SOLUI_TYPE_BOARD);

  g_assert_nonnull (board);
  return SOLUI_BOARD (board);
}

static SoluiTable *
table_of (SoluiBoard *board)
{
  return SOLUI_TABLE (solui_board_get_part (board, "table"));
}

/* Every shown label's text under @widget, one a line. */
static void
collect_labels (GtkWidget *widget,
                GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

static char *
page_text (SoluiBoard *board,
           const char *page)
{
  GString *out = g_string_new (NULL);

  solui_board_show_page (board, page);
  driver_settle ();
  collect_labels (solui_board_get_part (board, page), out);
  return g_string_free (out, FALSE);
}

static const char *
last_action (MtGame *t)
{
  return muster_entry_get_action (driver_last_entry (t->session));
}

static void
test_objectives (void)
{
  g_autoptr(MtGame) t = deciphered ("battle", NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  SoluiBoard *board = find_board (window);
  g_autofree char *before = page_text (board, "objectives");
  g_autofree char *after = NULL;

  /* The Grand Lodge (Queen of Hearts) and the Correspondent (3 of Clubs);
   * the Primary: 4H test, 6C a horseless carriage, 10C lest, 8D
   * blackmail, JS pirates; Opportune 1: KC 5S 2C 9H 2D. */
  g_assert_nonnull (strstr (before, "From New England Farms to Quaker Community"));
  g_assert_nonnull (strstr (before, "The Primary Objective\n"));
  g_assert_nonnull (strstr (before, "must test a horseless carriage lest the British blackmail pirates"));
  g_assert_nonnull (strstr (before, "can install a spy lest the British train an informant"));
  g_assert_nonnull (strstr (before, "Not played yet"));
  g_assert_null (strstr (before, "Being played"));
  g_assert_null (strstr (before, "opportune-1"));

  mt_cards (t, IDENTITY);
  mt_ok (t, "reveal");
  take_identities (t);
  mt_ok (t, "introduce gauge");
  mt_cards (t, DEAL);
  mt_ok (t, "deal");
  driver_settle ();
  after = page_text (board, "objectives");
  g_assert_nonnull (strstr (after, "The Travel Hand\nBeing played\n"));
  driver_close_window (window);
}

static void
test_hands (void)
{
  g_autoptr(MtGame) t = dealt (NULL);
  MusterWindow *window;
  SoluiBoard *board;
  SoluiTable *table;
  MusterCardHand *hand;
  GtkWidget *button;

  mt_ok (t, "end-turn");            /* the Tory passes */
  mt_ok (t, "meld ann 5H 5D");
  mt_cards (t, "JC JD");
  mt_ok (t, "end-turn");            /* Ben's turn */
  window = driver_open_session (app, t->session, 1280, 800);
  board = find_board (window);
  table = table_of (board);

  g_assert_cmpuint (solui_table_get_n_melds (table), ==, 1);
  {
    GString *labels = g_string_new (NULL);

    /* The four jokers are set aside before the Whist Code. */
    collect_labels (GTK_WIDGET (table), labels);
    g_assert_nonnull (strstr (labels->str, "4 jokers wait beside the discards to be claimed."));
    g_string_free (labels, TRUE);
  }
  g_assert_cmpstr (solui_table_get_meld_text (table, 0), ==,
                   "Set of 2 cards of rank Five (does not count until it has three cards)");
  /* Nobody's cards show, and nothing is highlighted for a hidden hand. */
  hand = solui_table_get_hand (table, "ben");
  g_assert_nonnull (hand);
  g_assert_false (muster_card_hand_is_face_up (hand));
  g_assert_false (muster_card_hand_is_face_up (solui_table_get_hand (table, "dan")));
  g_assert_false (solui_table_meld_is_legal (table, 0));
  g_assert_null (solui_table_get_addition (table, 0, "Five of Spades"));

  /* Ben asks: his cards show, and his Five of Spades fits the Fives. */
  muster_card_hand_set_revealed (hand, TRUE);
  driver_settle ();
  g_assert_true (muster_card_hand_is_face_up (hand));
  g_assert_cmpstr (solui_table_get_shown_seat (table), ==, "ben");
  g_assert_true (solui_table_meld_is_legal (table, 0));
  g_assert_null (solui_table_get_addition (table, 0, "Four of Hearts"));
  button = solui_table_get_addition (table, 0, "Five of Spades");
  g_assert_nonnull (button);
  /* Showing Dan's covers Ben's. */
  muster_card_hand_set_revealed (solui_table_get_hand (table, "dan"), TRUE);
  driver_settle ();
  g_assert_false (muster_card_hand_is_face_up (hand));
  g_assert_cmpstr (solui_table_get_shown_seat (table), ==, "dan");
  g_assert_false (solui_table_meld_is_legal (table, 0));
  muster_card_hand_set_revealed (solui_table_get_hand (table, "dan"), FALSE);
  muster_card_hand_set_revealed (hand, TRUE);
  driver_settle ();
  button = solui_table_get_addition (table, 0, "Five of Spades");
  g_assert_nonnull (button);

  g_signal_emit_by_name (button, "clicked");
  driver_settle ();
  g_assert_cmpstr (last_action (t), ==, "add");
  g_assert_cmpstr (solui_table_get_meld_text (table, 0), ==, "Set of 3 cards of rank Five");
  /* His hand changed: covered again, and nothing highlighted. */
  g_assert_false (muster_card_hand_is_face_up (hand));
  g_assert_null (solui_table_get_shown_seat (table));
  g_assert_false (solui_table_meld_is_legal (table, 0));
  driver_close_window (window);
}

static void
test_chips (void)
{
  g_autoptr(MtGame) t = dealt (NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  SoluiTable *table = table_of (find_board (window));

  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "pool")), ==, "In the Tory's pool: 0 chips");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");            /* 0 against 3: the Tory wins */
  driver_settle ();
  g_assert_cmpint (solui_chips_get_count (solui_table_get_chips (table, "pool")), ==, 15);
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C");
  mt_ok (t, "choose dan opportune-1");
  driver_settle ();
  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "pool")), ==, "In the Tory's pool: 12 chips");
  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "line")), ==, "In the line: 3 chips");
  mt_cards (t, "2C 3D");
  mt_ok (t, "meld ann AH AC");
  mt_ok (t, "introduce howe");
  mt_ok (t, "tactic howe usurpation 1");
  driver_settle ();
  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "line")), ==, "In the line: 2 chips");
  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "table")), ==, "Played on the table: 1 chip");
  g_assert_nonnull (strstr (solui_table_get_meld_text (table, 0), "locked by the Tory"));
  driver_close_window (window);
}

/* Largest Army on the Planet: two Tories, each with his own chips on the
 * table (dan's row first, then eve's), after the first Opportune level
 * has set out both lines and eve's Howe has locked ann's Aces. */
static MtGame *
army (void)
{
  MtGame *t = army_sheets (NULL);

  mt_cards (t, "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  2C 3C 4D 6S  2S 3S 4S 2D  AH 3H 6D 6C");
  mt_ok (t, "deal");
  mt_ok (t, "end-turn");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld finn 2C 3C 4D");
  mt_ok (t, "call finn");
  mt_ok (t, "second ann");                   /* eve's 12 wins; eve directs */
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C 7C  2C 3D 4D 5D  5S 6H 7S 8C");
  mt_ok (t, "choose eve opportune-1");
  mt_cards (t, "4S 5H");
  mt_ok (t, "meld ann AH AC");
  mt_ok (t, "tactic howe usurpation 1");
  return t;
}

static void
test_army (void)
{
  g_autoptr(MtGame) t = army ();
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  SoluiTable *table = table_of (find_board (window));

  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "line")), ==, "In the line: 3 chips");
  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "table")), ==, "Played on the table: 0 chips");
  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "pool-2")), ==, "In the Tory's pool: 12 chips");
  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "line-2")), ==, "In the line: 2 chips");
  g_assert_cmpstr (solui_chips_get_text (solui_table_get_chips (table, "table-2")), ==, "Played on the table: 1 chip");
  g_assert_null (solui_table_get_chips (table, "pool-3"));
  /* Whose chip lies on the meld (Largest Army on the Planet). */
  g_assert_nonnull (strstr (solui_table_get_meld_text (table, 0), "locked by the Tory: eve's chip on the lock"));
  driver_close_window (window);
}

/* The titles of the rows of @row's form, one a line. */
static char *
form_titles (MusterActionRow *row)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  driver_find_all (GTK_WIDGET (row), ADW_TYPE_PREFERENCES_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    g_string_append_printf (out, "%s\n", adw_preferences_row_get_title (g_ptr_array_index (rows, i)));
  return g_string_free (out, FALSE);
}

/* The form of @action as the app opens it, with @args (or NULL). */
static MusterActionRow *
open_form (MusterWindow       *window,
           MtGame             *t,
           const char         *action,
           const char * const *args)
{
  MusterActionDialog *form = muster_action_dialog_new (GTK_WIDGET (window), t->session, action, args);

  g_assert_nonnull (form);
  gtk_window_present (GTK_WINDOW (form));
  driver_settle ();
  return muster_action_dialog_get_row (form);
}

/* The forms of the Tory's actions that name a Tory (Largest Army on the
 * Planet, L2642: each Tory shows his own hand and swaps his own face
 * cards): with several Tories they ask which, the one the game waits
 * for chosen first; with one they ask nothing of it. */
static void
test_tory_forms (void)
{
  g_autoptr(MtGame) t = army_own_decks ();
  g_autoptr(MtGame) one = deciphered ("battle", "cards=own");
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  MusterWindow *other = NULL;
  MusterActionRow *row;
  g_autofree char *titles = NULL;
  g_auto(GStrv) args = NULL;

  /* The Travel Hand in turns: dan's turn, so dan first. */
  row = open_form (window, t, "tory-swap", NULL);
  titles = form_titles (row);
  g_assert_nonnull (strstr (titles, "Tory\n"));
  muster_action_row_set_arg (row, 1, "KH");
  args = muster_action_row_get_args (row, NULL);
  g_assert_cmpstr (args[0], ==, "dan");
  g_assert_cmpstr (args[1], ==, "KH");
  g_clear_pointer (&args, g_strfreev);
  muster_action_row_set_arg (row, 0, "eve");
  muster_action_row_perform (row);
  driver_settle ();
  g_assert_true (mt_says (driver_last_entry (t->session), "eve, a Tory, discards King of Hearts."));

  mt_ok (t, "end-turn");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld finn 2C 3C 4D");
  mt_ok (t, "call finn");
  mt_ok (t, "second ann");
  /* dan shows first, as the decision bar asks. */
  row = open_form (window, t, "show-hand", NULL);
  muster_action_row_set_arg (row, 1, "2S");
  args = muster_action_row_get_args (row, NULL);
  g_assert_cmpstr (args[0], ==, "dan");
  g_assert_cmpstr (args[1], ==, "2S");
  g_clear_pointer (&args, g_strfreev);
  gtk_window_close (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (row))));
  /* Words given fill it: eve's hand. */
  row = open_form (window, t, "show-hand", (const char *[]) { "eve", "AH", "3H", "6D", "6C", NULL });
  muster_action_row_perform (row);
  driver_settle ();
  g_assert_true (mt_says (driver_last_entry (t->session), "eve, a Tory, has shown his hand; dan shows next."));
  driver_close_window (window);

  /* One Tory: no Tory to name, the cards alone. */
  mt_ok (one, "reveal 9S 5H 9C 3D 2D KS");
  take_own_identities (one);
  mt_ok (one, "introduce gauge");
  mt_ok (one, "deal");
  other = driver_open_session (app, one->session, 1280, 800);
  row = open_form (other, one, "tory-swap", (const char *[]) { "KH", NULL });
  g_clear_pointer (&titles, g_free);
  titles = form_titles (row);
  g_assert_null (strstr (titles, "Tory\n"));
  g_assert_null (strstr (titles, "Tory (with several)"));
  args = muster_action_row_get_args (row, NULL);
  g_assert_cmpstr (args[0], ==, "KH");
  g_assert_null (args[1]);
  muster_action_row_perform (row);
  driver_settle ();
  g_assert_true (mt_says (driver_last_entry (one->session), "The Tory discards King of Hearts."));
  driver_close_window (other);
}

static void
test_score (void)
{
  g_autoptr(MtGame) t = dealt (NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  SoluiBoard *board = find_board (window);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  before = page_text (board, "score");
  g_assert_nonnull (strstr (before, "If the question were called now in the Travel Hand"));
  /* Dan's Ace of Spades, Two of Spades and Ace of Diamonds are his own
   * until the call. */
  g_assert_nonnull (strstr (before, "The Tory's hand stays secret until the question is called."));
  g_assert_null (strstr (before, "of Spades"));
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_cards (t, "JC JD");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ben 4H 5S 6H");
  mt_ok (t, "call ben");
  mt_ok (t, "second ann");
  driver_settle ();
  after = page_text (board, "score");
  g_assert_nonnull (strstr (after, "The Patriots won the Travel Hand, 3 to 3."));
  /* The straight counts, the pair does not. */
  g_assert_nonnull (strstr (after, "Meld 2, a straight of 3 cards\n3\n"));
  g_assert_null (strstr (after, "Meld 1"));
  /* Dan's two highest of Ace, Two and Ace. */
  g_assert_nonnull (strstr (after, "Two of Spades\n2\nAce of Spades\n1\nTotal\n3\n"));
  g_assert_nonnull (strstr (after, "a tie goes to the Patriots"));
  driver_close_window (window);
}

static void
test_own_cards (void)
{
  g_autoptr(MtGame) t = deciphered ("battle", "cards=own");
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  SoluiTable *table = table_of (find_board (window));

  g_assert_null (solui_table_get_hand (table, "ann"));
  driver_close_window (window);
}

/* Seed the Field (Options Screen): the four cards face up lie on the
 * table for any Patriot; without the option there is no field. */
static void
test_field (void)
{
  g_autoptr(MtGame) t = dealt ("seed-the-field=true");
  g_autoptr(MtGame) plain = dealt (NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  MusterWindow *other = driver_open_session (app, plain->session, 1280, 800);
  g_autoptr(GString) seeded = g_string_new (NULL);
  g_autoptr(GString) unseeded = g_string_new (NULL);

  driver_settle ();
  collect_labels (GTK_WIDGET (table_of (find_board (window))), seeded);
  collect_labels (GTK_WIDGET (table_of (find_board (other))), unseeded);
  g_assert_nonnull (strstr (seeded->str, "The field: single cards for any Patriot's play (Seed the Field)\n"));
  g_assert_nonnull (strstr (seeded->str, "Jack of Hearts\n"));
  g_assert_nonnull (strstr (seeded->str, "Three of Spades\n"));
  g_assert_null (strstr (unseeded->str, "The field"));
  driver_close_window (other);
  driver_close_window (window);
}

static void
test_campaign (void)
{
  g_autoptr(MtGame) t = deciphered ("campaign", NULL);
  g_autoptr(MtGame) battle = deciphered ("battle", NULL);
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  SoluiBoard *board = find_board (window);
  g_autofree char *text = page_text (board, "campaign");
  AdwViewStack *stack = muster_board_shell_get_inspector (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell")));

  g_assert_nonnull (strstr (text, "The Intolerable Acts\n1760–1769 · this battle\n"));
  g_assert_nonnull (strstr (text, "The Fires of Adversity\n1777–1781 · ahead\n"));
  g_assert_nonnull (strstr (text, "The Tory draws his Secret Objective after bringing in his first figure."));
  g_assert_nonnull (strstr (text, "Campaign Record\nBattle 1 (this one) · the Intolerable Acts\n"
                                  "No one has taken an identity yet.\n"));
  g_assert_true (adw_view_stack_page_get_visible (adw_view_stack_get_page (stack, adw_view_stack_get_child_by_name (stack, "campaign"))));
  driver_close_window (window);

  window = driver_open_session (app, battle->session, 1280, 800);
  board = find_board (window);
  stack = muster_board_shell_get_inspector (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell")));
  g_assert_false (adw_view_stack_page_get_visible (adw_view_stack_get_page (stack, adw_view_stack_get_child_by_name (stack, "campaign"))));
  driver_close_window (window);
}

/* Versus Mode (L2405-L2556) on the same board: no Tory, no Tyranny and no
 * objectives but the bout's (on the Sheets page); each player's support
 * line with what is left of their deck; a meld on its player's side. */
static void
test_versus (void)
{
  g_autoptr(MtGame) t = versus ();
  MusterWindow *window = driver_open_session (app, t->session, 1280, 800);
  SoluiBoard *board = find_board (window);
  SoluiTable *table = table_of (board);
  AdwViewStack *inspector = muster_board_shell_get_inspector (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell")));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean ann_line = FALSE, ben_line = FALSE;

  driver_settle ();
  g_assert_false (gtk_widget_is_visible (GTK_WIDGET (solui_table_get_chips (table, "pool"))));
  g_assert_false (adw_view_stack_page_get_visible (
    adw_view_stack_get_page (inspector, adw_view_stack_get_child_by_name (inspector, "objectives"))));
  g_assert_false (adw_view_stack_page_get_visible (
    adw_view_stack_get_page (inspector, adw_view_stack_get_child_by_name (inspector, "score"))));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (inspector), ==, "sheets");
  driver_find_all (GTK_WIDGET (table), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (g_ptr_array_index (labels, i));

      ann_line |= g_str_equal (text, "Ann's support line (47 cards left in the deck)");
      ben_line |= g_str_equal (text, "Ben's support line (47 cards left in the deck)");
    }
  g_assert_true (ann_line);
  g_assert_true (ben_line);
  driver_close_window (window);
}

static void
shoot_all (const DriverShots *shots)
{
  g_autoptr(MtGame) t = NULL;
  MusterWindow *window;
  SoluiBoard *board;
  SoluiTable *table;

#define SHOT(widget, what) driver_shot (shots, GTK_WIDGET (widget), what)

  t = dealt (NULL);
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_cards (t, "JC JD");
  mt_ok (t, "end-turn");
  window = driver_open_session (app, t->session, shots->width, shots->height);
  board = find_board (window);
  table = table_of (board);
  solui_board_show_page (board, "objectives");
  SHOT (window, "objectives");
  muster_card_hand_set_revealed (solui_table_get_hand (table, "ben"), TRUE);
  /* In a narrow window the pane folds over the table: closed here. */
  if (shots->width < 1000)
    muster_board_shell_set_reveal_inspector (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell")), FALSE);
  driver_settle ();
  {
    /* Down to Ben's hand. */
    GtkWidget *scroller = muster_board_shell_get_map_scroller (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell")));
    GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
    graphene_point_t at;

    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (solui_table_get_hand (table, "ben")), GTK_WIDGET (table),
                                             &GRAPHENE_POINT_INIT (0, 0), &at));
    gtk_adjustment_set_value (v, at.y - gtk_adjustment_get_page_size (v) / 3);
  }
  SHOT (window, "hand");
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
    muster_board_shell_get_map_scroller (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell"))))), 0);
  muster_board_shell_set_reveal_inspector (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell")), TRUE);
  solui_board_show_page (board, "sheets");
  SHOT (window, "sheets");
  mt_ok (t, "meld ben 4H 5S 6H");
  mt_ok (t, "call ben");
  mt_ok (t, "second ann");
  solui_board_show_page (board, "score");
  SHOT (window, "score");
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C");
  mt_ok (t, "choose dan opportune-1");
  mt_cards (t, "2C 3D");
  mt_ok (t, "meld ann AH AC");
  mt_ok (t, "introduce howe");
  mt_ok (t, "tactic howe usurpation 1");
  if (shots->width < 1000)
    muster_board_shell_set_reveal_inspector (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell")), FALSE);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
    muster_board_shell_get_map_scroller (MUSTER_BOARD_SHELL (solui_board_get_part (board, "shell"))))), 0);
  SHOT (window, "tyranny");
  driver_close_window (window);
  g_clear_pointer (&t, mt_free);

  t = deciphered ("campaign", NULL);
  window = driver_open_session (app, t->session, shots->width, shots->height);
  board = find_board (window);
  solui_board_show_page (board, "campaign");
  SHOT (window, "campaign");
  driver_close_window (window);
  g_clear_pointer (&t, mt_free);

  t = dealt ("seed-the-field=true");
  window = driver_open_session (app, t->session, shots->width, shots->height);
  if (shots->width < 1000)
    muster_board_shell_set_reveal_inspector (MUSTER_BOARD_SHELL (solui_board_get_part (find_board (window), "shell")),
                                             FALSE);
  SHOT (window, "field");
  driver_close_window (window);
  g_clear_pointer (&t, mt_free);

  t = versus ();
  window = driver_open_session (app, t->session, shots->width, shots->height);
  SHOT (window, "versus");
  driver_close_window (window);
  g_clear_pointer (&t, mt_free);

  t = army ();
  window = driver_open_session (app, t->session, shots->width, shots->height);
  if (shots->width < 1000)
    muster_board_shell_set_reveal_inspector (MUSTER_BOARD_SHELL (solui_board_get_part (find_board (window), "shell")),
                                             FALSE);
  SHOT (window, "army");
  driver_close_window (window);
  g_clear_pointer (&t, mt_free);

  /* The form of a Tory's action with several Tories: which one. */
  t = army_own_decks ();
  window = driver_open_session (app, t->session, shots->width, shots->height);
  {
    MusterActionRow *row = open_form (window, t, "tory-swap", (const char *[]) { "dan", "KH", NULL });

    SHOT (gtk_widget_get_root (GTK_WIDGET (row)), "army-form");
    gtk_window_close (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (row))));
  }
  driver_close_window (window);
#undef SHOT
}

static void
add_tests (void)
{
  g_test_add_func ("/sol-board/objectives", test_objectives);
  g_test_add_func ("/sol-board/hands", test_hands);
  g_test_add_func ("/sol-board/chips", test_chips);
  g_test_add_func ("/sol-board/score", test_score);
  g_test_add_func ("/sol-board/own-cards", test_own_cards);
  g_test_add_func ("/sol-board/campaign", test_campaign);
  g_test_add_func ("/sol-board/field", test_field);
  g_test_add_func ("/sol-board/versus", test_versus);
  g_test_add_func ("/sol-board/army", test_army);
  g_test_add_func ("/sol-board/tory-forms", test_tory_forms);
}

int
main (int    argc,
      char **argv)
{
  return driver_board_main (argc, argv, "sol", &app, add_tests, shoot_all);
}
