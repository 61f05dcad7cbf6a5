/* test-sol-battle.c: a battle of Sons of Liberty played by words with
 * scripted cards, each case from the rulebook's text (line numbers of the
 * text copy in the shared seeds): the Whist Code read through the tables,
 * identities, sets and straights, calling and scoring, Tyranny and the
 * tactics of both sides.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-test-driver.h"
#include "sol-test-setup.h"

/* Tables of Locations and Actions (L1664-L1678, L1712-L1727): the five
 * cards read as action, object, priority, action, object. 4 of Hearts is
 * “test” in the Table of Actions; the book's own example (L1742) misreads
 * it as the 3 of Hearts' “destroy”. */
static void
test_whist_code (void)
{
  g_autoptr(MtGame) t = mt_new ("sons-of-liberty", "battle", NULL);
  MusterEntry *entry;

  mt_ok (t, "seat ann ben cora dan");
  mt_cards (t, WHIST);
  entry = mt_ok (t, "decipher");
  g_assert_true (mt_says (entry, "must test a horseless carriage lest the British blackmail pirates"));
  g_assert_false (mt_says (entry, "destroy"));
  /* The Grand Lodge (Queen of Hearts) and the Correspondent (3 of Clubs). */
  g_assert_true (mt_view_has (t, NULL, "From New England Farms to Quaker Community"));
  /* Opportune 1: KC install, 5S a spy, 2C lest, 9H train, 2D an informant. */
  g_assert_true (mt_view_has (t, NULL, "can install a spy lest the British train an informant"));
  mt_assert_replays (t);
}

/* Reveal Identities (L1758-L1762): the highest card chooses first; with
 * no volunteer the lowest card must be the Tory; a figure is played once. */
static void
test_identities (void)
{
  g_autoptr(MtGame) t = identities (NULL, NULL);
  g_autoptr(MusterPending) pending = mt_pending (t);
  g_autofree char *m3 = NULL;

  g_assert_cmpstr (pending->side, ==, "ann");  /* the 7 of Clubs */
  mt_refuse (t, "become ben tory", MUSTER_ERROR_ILLEGAL, "Reveal Identities");
  mt_ok (t, "become ann john-adams");
  mt_refuse (t, "become ben john-adams", MUSTER_ERROR_ILLEGAL, "Reveal Identities");
  mt_ok (t, "become ben benjamin-franklin");
  mt_ok (t, "become cora george-washington");
  m3 = mt_refused (t, "become dan paul-revere", MUSTER_ERROR_ILLEGAL, "Reveal Identities");
  g_assert_nonnull (strstr (m3, "must be the Tory"));
  mt_ok (t, "become dan tory");
  /* The call suit is one of the figure's two (John Adams: Diamonds, Hearts). */
  mt_refuse (t, "sheet ann 1 2 3 4 clubs", MUSTER_ERROR_ILLEGAL, "Reveal Identities");
  mt_refuse (t, "sheet ann 1 1 3 4 hearts", MUSTER_ERROR_ILLEGAL, "Reveal Identities");
}

/* The seats are read as the group typed them (“Ann”), and typed in any
 * case after; the ids (lower case) stay out of what players read. */
static void
test_seat_names (void)
{
  g_autoptr(MtGame) t = mt_new ("sons-of-liberty", "battle", NULL);
  g_autoptr(MusterPending) pending = NULL;
  g_autofree char *view = NULL;
  MusterEntry *entry;

  entry = mt_ok (t, "seat Ann Ben Cora Dan");
  mt_cards (t, WHIST);
  mt_ok (t, "decipher");
  mt_cards (t, IDENTITY);
  entry = mt_ok (t, "reveal");
  g_assert_true (mt_says (entry, "Ann chooses first."));
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "ann");
  entry = mt_ok (t, "become ann john-adams");
  g_assert_true (mt_says (entry, "Ann plays John Adams."));
  mt_ok (t, "become BEN benjamin-franklin");
  g_free (mt_refused (t, "become dan tory", MUSTER_ERROR_ILLEGAL, "Reveal Identities: it is Cora's turn to choose"));
  mt_ok (t, "become cora george-washington");
  entry = mt_ok (t, "become Dan tory");
  g_assert_true (mt_says (entry, "Dan becomes the Tory."));
  mt_ok (t, "sheet ann 1 2 3 4 diamonds");
  view = mt_view (t, NULL);
  g_assert_nonnull (strstr (view, "Ann (John Adams)"));
  g_assert_null (strstr (view, "ann ("));  /* not “Tyranny” */
  g_assert_nonnull (strstr (view, "Dan (the Tory)"));
  mt_assert_replays (t);
}

/* Equal identity cards draw again (L1762). */
static void
test_identity_tie (void)
{
  g_autoptr(MtGame) t = mt_new ("sons-of-liberty", "battle", NULL);
  g_autoptr(MusterPending) pending = NULL;

  mt_ok (t, "seat ann ben cora");
  mt_cards (t, WHIST);
  mt_ok (t, "decipher");
  /* ann and cora both hold a 9; cora's second card is higher. */
  mt_cards (t, "9S 5H 9C 2D#2 KS");
  mt_ok (t, "reveal");
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "cora");
}

/* Straights (L1906-L1908): three or more in a row, any suits, and ranks
 * run on from king to ace to two. */
static void
test_wrapping_straight (void)
{
  g_autoptr(MtGame) t = travel ("KH AS 2D 9C  4H 5H 6H 7H  8S 8C 8D 10S  3S 3C 4S", NULL, NULL);
  g_autoptr(MtGame) plain = travel ("KH AS 2D 9C  4H 5H 6H 7H  8S 8C 8D 10S  3S 3C 4S",
                                    "straight-wrap=false", NULL);
  g_autoptr(MtGame) low = travel ("AH 2S 3D 9C  4H 5H 6H 7H  8S 8C 8D 10S  3S 3C 4S", NULL, NULL);

  mt_ok (t, "end-turn");          /* the Tory passes */
  mt_ok (t, "meld ann KH AS 2D");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 3"));
  mt_ok (plain, "end-turn");
  mt_refuse (plain, "meld ann KH AS 2D", MUSTER_ERROR_ILLEGAL, "Patriot Plays");
  mt_ok (low, "end-turn");
  mt_ok (low, "meld ann AH 2S 3D");
  /* Not the Patriot's turn: ben waits. */
  mt_refuse (t, "meld ben 4H 5H 6H", MUSTER_ERROR_ILLEGAL, "The Travel Hand");
  mt_assert_replays (t);
}

/* Sets (L1906): two cards start a set but only three score (L1942). The
 * Tory calls only with three face cards (L1938): two are not enough. With
 * equal scores in the Travel Hand the Patriots win (L1942) and the Tory's
 * pool is then 10 (L1946). */
static void
test_pair_tie_and_tory_call (void)
{
  /* dan's two highest: 2 and an ace (1) make 3. */
  g_autoptr(MtGame) t = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD", NULL, NULL);
  g_autoptr(MtGame) faces = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD", NULL, NULL);
  MusterEntry *entry;

  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 0"));
  mt_cards (t, "JC JD");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ben 4H 5S 6H");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 3"));
  mt_ok (t, "call ben");
  mt_refuse (t, "second ben", MUSTER_ERROR_ILLEGAL, "Call the Question");
  entry = mt_ok (t, "second ann");
  g_assert_true (mt_says (entry, "Patriot Score 3, Tory Score 3: the Patriots win"));
  /* The losing Tory narrates first, then the Patriots by their highest
   * card: ann's Jack, cora's Ten, ben's Seven (L1944). */
  g_assert_true (mt_says (entry, "narrated by dan, ann, cora, ben,"));
  g_assert_cmpint (pool (t), ==, 10);

  /* The Tory holding two face cards may not call. dan's turn comes first. */
  g_assert_true (mt_view_has (faces, NULL, "dan (the Tory)"));
  mt_refuse (faces, "call dan", MUSTER_ERROR_ILLEGAL, "Call the Question");
  mt_assert_replays (t);
}

/* Options Screen, Tory Oppression Points (L2628-L2634): at every call
 * the Tory counts his whole hand, the Travel Hand too, and a point for
 * each single card still in front of him. The hand of
 * /sol/pair-tie-tory-call, where his two highest tie the Patriots' 3:
 * here the Tory wins. */
static void
test_oppression_points (void)
{
  g_autoptr(MtGame) t = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD", "oppression-points=true", NULL);
  MusterEntry *entry;

  mt_cards (t, "3S");
  mt_ok (t, "tory-play AS");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_cards (t, "JC JD");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ben 4H 5S 6H");
  mt_ok (t, "call ben");
  entry = mt_ok (t, "second ann");
  /* 3 + 2 + 1 in his hand, and the Ace of Spades in front of him. */
  g_assert_true (mt_says (entry, "Patriot Score 3, Tory Score 7: the Tory wins"));
  mt_assert_replays (t);
}

/* Options Screen, the Tory's Three-Card Handicap (L2582-L2590): against
 * two Patriots the Tory holds three cards, and counts his two highest at
 * every call, not his whole hand. */
static void
test_three_card_handicap (void)
{
  g_autoptr(MtGame) t = mt_new ("sons-of-liberty", "battle", "three-card-handicap=true", NULL);
  MusterEntry *entry;

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", NULL });
  mt_ok (t, "seat ann ben dan");
  mt_cards (t, WHIST);
  mt_ok (t, "decipher");
  mt_cards (t, "7C 3H AC");
  mt_ok (t, "reveal");
  mt_ok (t, "become ann john-adams");
  mt_ok (t, "become ben benjamin-franklin");
  mt_ok (t, "become dan tory");
  mt_ok (t, "sheet ann 1 2 3 4 diamonds");
  mt_ok (t, "sheet ben 1 2 3 4 clubs");
  mt_ok (t, "introduce gauge");
  mt_cards (t, "5H 5D 9C 9S  4H 5S 6H 7H  AS 2S AD");
  mt_ok (t, "deal");
  g_assert_true (mt_view_has (t, NULL, "dan (the Tory): 3 cards in hand"));
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");
  mt_cards (t, "3H 4H 5H 9C  6H 2S KS QS  9H 8H 7D");
  mt_ok (t, "choose dan opportune-1");
  mt_cards (t, "KH KC KD");
  mt_ok (t, "meld ann 3H 4H 5H");
  mt_ok (t, "call ann");
  entry = mt_ok (t, "second ben");
  /* Nine and Eight of Hearts; his whole hand would be 24. */
  g_assert_true (mt_says (entry, "Patriot Score 3, Tory Score 17: the Tory wins"));
  mt_assert_replays (t);
}

/* The Tory calls with three face cards (L1938) and, winning the Travel
 * Hand, has 15 Tyranny (L1946). His face cards dealt at the start are
 * swapped (L1810), so he collects them by taking discards (L1930). */
static void
test_tory_call_and_discard (void)
{
  g_autoptr(MtGame) t = travel ("KH 9C 2D 7S  4H 5H 6H 7H  8S 8C 8D 10S  QS 3C 4S  JH", NULL, NULL);
  MusterEntry *entry;
  g_autoptr(MusterPending) pending = NULL;

  /* The Tory's Queen was swapped for the Jack of Hearts. */
  g_assert_true (mt_says (muster_session_get_entry (t->session, muster_session_get_n_entries (t->session) - 1),
                          "The Tory discards Queen of Spades"));
  mt_ok (t, "end-turn");
  mt_ok (t, "discard ann KH");
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "dan");
  mt_refuse (t, "end-turn", MUSTER_ERROR_ILLEGAL, NULL);
  mt_ok (t, "take-discard 3C");
  /* dan holds the Jack and King of Hearts: two face cards. */
  mt_cards (t, "2H");
  mt_ok (t, "end-turn");
  mt_ok (t, "discard ben 7H");
  mt_ok (t, "refuse-discard");
  mt_cards (t, "QD");
  mt_ok (t, "end-turn");
  mt_ok (t, "discard cora 10S");
  mt_refuse (t, "take-discard 10S", MUSTER_ERROR_INVALID_ARGS, NULL);  /* he discards a card of his own */
  mt_ok (t, "refuse-discard");
  mt_cards (t, "3H");
  mt_ok (t, "end-turn");
  mt_refuse (t, "call dan", MUSTER_ERROR_ILLEGAL, "Call the Question");
  mt_ok (t, "end-turn");
  mt_ok (t, "discard ann 9C");
  mt_ok (t, "take-discard 4S");
  /* Still two face cards: the Nine is no face card. */
  mt_cards (t, "2C");
  mt_ok (t, "end-turn");
  mt_ok (t, "discard ben QD");
  mt_ok (t, "take-discard 9C");
  mt_cards (t, "4C");
  mt_ok (t, "end-turn");
  mt_ok (t, "discard cora 3H");
  mt_ok (t, "refuse-discard");
  mt_cards (t, "4D");
  mt_ok (t, "end-turn");
  entry = mt_ok (t, "call dan");
  /* Two highest: 11 and 11. */
  g_assert_true (mt_says (entry, "Tory Score 22: the Tory wins"));
  g_assert_cmpint (pool (t), ==, 15);
  mt_assert_replays (t);
}

/* After the Travel Hand: the Tory sets out a line of three Tyranny from the
 * pool (L2016), two in the Intolerable Acts (L2211); a lock holds a set
 * against additions (L2033); the Tory's win gives back every chip played
 * and as many again (L2018, L2111), three for each in the Fires of
 * Adversity (L2295, read as three in all or as the chip and three more);
 * the line left is lost. */
static void
line_and_wager (const char *stage,
                const char *option2,
                int         line,
                int         back,
                gboolean    stacking)
{
  g_autofree char *option = g_strdup_printf ("stage=%s", stage);
  g_autoptr(MtGame) t = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD", option, option2);
  MusterEntry *entry;
  int wagered = 1;

  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");            /* 0 against 3: the Tory wins */
  g_assert_cmpint (pool (t), ==, 15);
  /* dan's ace is lowest: he directs. */
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C");
  mt_ok (t, "choose dan opportune-1");
  g_assert_cmpint (track (t, 1), ==, line);
  g_assert_cmpint (pool (t), ==, 15 - line);
  mt_cards (t, "2C 3D");
  mt_ok (t, "meld ann AH AC");
  mt_refuse (t, "tactic howe usurpation 1", MUSTER_ERROR_ILLEGAL, "Tory Tactics");  /* not in the battle */
  mt_ok (t, "introduce howe");
  mt_refuse (t, "introduce seabury", MUSTER_ERROR_ILLEGAL, "Tory Tactics");   /* one a hand */
  mt_ok (t, "tactic howe usurpation 1");
  g_assert_cmpint (track (t, 2), ==, 1);
  g_assert_cmpint (track (t, 1), ==, line - 1);
  /* Only in the Shot Heard Round the World may he stack more (L2251);
   * elsewhere the action is closed, so the board does not offer it. */
  g_assert_true (muster_state_action_is_open (mt_state (t), "stack", FALSE, NULL) == stacking);
  if (stacking)
    {
      mt_ok (t, "stack 1 2");
      wagered = 3;
      /* The table shows them on the chip they lie on. */
      g_assert_true (mt_view_has (t, NULL, "Meld 1 (set, locked; the chip on the lock, with 2 more stacked on it): "));
    }
  else
    mt_refuse (t, "stack 1", MUSTER_ERROR_ILLEGAL, "Campaign Mode");
  g_assert_cmpint (track (t, 2), ==, wagered);
  mt_refuse (t, "add ann 1 2H", MUSTER_ERROR_ILLEGAL, "Tory Tactics");
  mt_ok (t, "call ben");
  entry = mt_ok (t, "second cora");
  g_assert_true (mt_says (entry, "the Tory wins"));
  g_assert_cmpint (pool (t), ==, 15 - line + back * wagered);
  g_assert_cmpint (track (t, 1), ==, 0);
  mt_assert_replays (t);
}

static void
test_line_of_three (void)
{
  line_and_wager ("battle", NULL, 3, 2, FALSE);
}

static void
test_line_of_two_intolerable_acts (void)
{
  line_and_wager ("intolerable-acts", NULL, 2, 2, FALSE);
}

static void
test_shot_heard_stacking (void)
{
  line_and_wager ("shot-heard", NULL, 3, 2, TRUE);
}

static void
test_fires_of_adversity (void)
{
  line_and_wager ("fires-of-adversity", NULL, 3, 3, FALSE);
  line_and_wager ("fires-of-adversity", "fires-return=four", 3, 4, FALSE);
}

/* The engine takes each stage's Tyranny from the stage table
 * (stages.xml), not from numbers of its own: whatever line, return and
 * stacking the table gives a stage, a battle in it plays so. A line of 0
 * (the rulebook prints none) sets out three. The cases above pin the
 * rulebook's numbers; this one that the table is what the engine reads. */
static void
test_stage_table (void)
{
  g_autoptr(MtGame) t = mt_new ("sons-of-liberty", "battle", NULL);   /* its data registered */
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (MUSTER_RESOURCE_PREFIX "/games/sons-of-liberty/stages.xml",
                                                     &error);
  guint n = 0;

  g_assert_no_error (error);
  muster_xml_foreach_element (node, xmlDocGetRootElement (doc))
    {
      g_autofree char *id = muster_xml_get (node, "id");
      int line, back;

      g_assert_true (muster_xml_get_int (node, "line", 0, &line, NULL));
      g_assert_true (muster_xml_get_int (node, "return", 2, &back, NULL));
      line_and_wager (id, NULL, line > 0 ? line : 3, back, muster_xml_get_bool (node, "stacking", FALSE));
      n++;
    }
  g_assert_cmpuint (n, ==, 3);
}

/* Taking from the table (L1910, example L1916-L1924): a straight 3-4-5
 * gains a 2 at its low end; its 5 then joins two 5s from the hand as a
 * set, leaving 2-3-4. Taking what would leave two cards is refused. */
static void
test_take_from_table (void)
{
  g_autoptr(MtGame) t = travel ("3H 4S 5S 9C  2C 5D 5D#2 7H  8S 8C 8D 10S  3S 3C 4D", NULL, NULL);

  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 3H 4S 5S");
  mt_cards (t, "KH KC KD");
  mt_ok (t, "end-turn");
  mt_ok (t, "add ben 1 2C");
  mt_refuse (t, "meld ben 5S 5D 3H", MUSTER_ERROR_ILLEGAL, "Patriot Plays");
  mt_ok (t, "meld ben 5S 5D 5D");
  g_assert_true (mt_view_has (t, NULL, "Meld 1 (straight): Two of Clubs, Three of Hearts, Four of Spades"));
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 6"));
  /* Taking the 2 would leave 3-4, no straight. */
  mt_refuse (t, "meld ben 2C 7H", MUSTER_ERROR_ILLEGAL, "Patriot Plays");
  mt_assert_replays (t);
}

/* Jokers (L2071-L2075): claimed in the circumstance, wild in a straight,
 * never stolen; a steal takes a natural end card of the named suit and
 * the Tory discards another card (L2037). */
static void
test_jokers_and_steal (void)
{
  g_autoptr(MtGame) t = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD", NULL, NULL);
  MusterEntry *entry;

  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 5D  4C 5C 6C");
  mt_ok (t, "choose dan opportune-1");
  mt_refuse (t, "claim-joker ann", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_ok (t, "enter ann 3");
  mt_ok (t, "claim-joker ann");
  mt_refuse (t, "claim-joker ann", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_cards (t, "2C 3D");
  mt_ok (t, "meld ann 2H 3H XR");   /* the joker stands for the 4 */
  mt_ok (t, "introduce howe");      /* Abuse: steal a Heart from a straight's end */
  mt_refuse (t, "tactic howe abuse 1 XR 4C", MUSTER_ERROR_ILLEGAL, "Tory Tactics");
  /* Stealing the 2 of Hearts would leave two cards: refused. */
  mt_refuse (t, "tactic howe abuse 1 2H 4C", MUSTER_ERROR_ILLEGAL, "Tory Tactics");
  mt_cards (t, "QC");
  mt_ok (t, "add cora 1 5D");
  entry = mt_ok (t, "tactic howe abuse 1 2H 4C");
  g_assert_true (mt_says (entry, "takes the Two of Hearts and discards the Four of Clubs"));
  g_assert_cmpint (track (t, 2), ==, 1);
  mt_assert_replays (t);
}


/* Block a Straight (L2029): no card is added at the blocked end for the
 * rest of the hand, the other end stays open. Ties after the Travel Hand
 * are the group's reading (later-ties); a Patriots' win costs the Tory
 * every chip on the table (L2109); the Tory director turns to the Primary
 * only without Tyranny while Opportune Objectives remain (L1986). */
static void
block_and_tie (const char *option,
               gboolean    patriots_win)
{
  g_autoptr(MtGame) t = opportune ("3H 4H 5H 9C  6H 2S KS QS  9H 8H 7D 5D  AC 2C AD", option);
  MusterEntry *entry;

  g_assert_cmpint (pool (t), ==, 12);
  mt_cards (t, "KH KC KD");
  mt_ok (t, "meld ann 3H 4H 5H");
  mt_ok (t, "introduce william-franklin");   /* Abuse: block a straight ending in a Heart */
  mt_ok (t, "tactic william-franklin abuse 1 5H");
  mt_refuse (t, "add ben 1 6H", MUSTER_ERROR_ILLEGAL, "Tory Tactics");
  mt_refuse (t, "tactic william-franklin abuse 1 5H", MUSTER_ERROR_ILLEGAL, "Tory Tactics");
  mt_cards (t, "JH");
  mt_ok (t, "add ben 1 2S");
  mt_ok (t, "call ann");
  entry = mt_ok (t, "second ben");
  /* 4 cards on the table against the Tory's ace, two and ace. */
  g_assert_true (mt_says (entry, "Patriot Score 4, Tory Score 4"));
  g_assert_cmpint (pool (t), ==, patriots_win ? 12 : 14);
  g_assert_cmpint (track (t, 1), ==, 0);
  g_assert_cmpint (track (t, 2), ==, 0);
  mt_refuse (t, "choose dan primary", MUSTER_ERROR_ILLEGAL, "Direct the Cut Scene");
  mt_assert_replays (t);
}

static void
test_block_patriots_tie (void)
{
  block_and_tie (NULL, TRUE);
}

static void
test_block_tory_tie (void)
{
  block_and_tie ("later-ties=tory", FALSE);
}

/* The Primary (L2137): the Tory Score adds all remaining Tyranny, chips
 * played in this hand included, and the battle ends. A Patriot director
 * may turn to it at once (L1984). */
static void
primary (const char *option,
         int         expected)
{
  g_autoptr(MtGame) t = travel ("2C 3D 9C 9S  4H 5S 6H 7H  8S 8C 7D 10S  9D 10D 8D", option, NULL);
  g_autofree char *score = g_strdup_printf ("Tory Score %d", expected);
  MusterEntry *entry;

  mt_ok (t, "end-turn");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");              /* 0 against 19 */
  g_assert_cmpint (pool (t), ==, 15);
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  4C 5C 6C");
  mt_ok (t, "choose ann primary");
  mt_cards (t, "2C 3D");
  mt_ok (t, "meld ann AH AC");
  mt_ok (t, "introduce howe");
  mt_ok (t, "tactic howe usurpation 1");   /* lock the Aces */
  mt_ok (t, "call ben");
  entry = mt_ok (t, "second cora");
  g_assert_true (mt_says (entry, score));
  g_assert_true (muster_state_is_over (mt_state (t)));
  mt_assert_replays (t);
}

static void
test_primary_counts_tyranny (void)
{
  /* 4 + 5 + 6, the pool's 12, the line's 2 and the chip on the table. */
  primary (NULL, 30);
}

static void
test_primary_without_line (void)
{
  primary ("primary-tyranny=no-line", 28);
}

/* Single cards (L2079) of the sheet's other suit, which any Patriot may
 * use; the Tory's played cards are there for the taking too (L1912). Call
 * for Cards (L2077): the others give cards of the called suit only. */
static void
test_singles_and_call_for_cards (void)
{
  /* ann (John Adams) calls for Diamonds and plays single Hearts. */
  g_autoptr(MtGame) t = opportune ("5H 4S 9C 9S  3D 4D KS QS  9H 8H 7D 5D  2C 3C AD", NULL);

  mt_refuse (t, "single ann 9C", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_cards (t, "7H");
  mt_ok (t, "single ann 5H");
  mt_cards (t, "6S 7S");
  mt_ok (t, "meld ben 3D 4D 5H");
  g_assert_true (mt_view_has (t, NULL, "Meld 1 (straight): Three of Diamonds, Four of Diamonds, Five of Hearts"));
  mt_cards (t, "KC");
  /* A deuce stands for disarming the colonists (L1853). */
  g_assert_true (mt_says (mt_ok (t, "tory-play 2C"), "take away the weapons colonists hold"));
  mt_refuse (t, "tory-play KC", MUSTER_ERROR_ILLEGAL, "Tory Plays");
  mt_cards (t, "10S");
  mt_ok (t, "add ben 1 2C 6S");
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 5"));
  /* cora (George Washington) calls for Hearts. */
  mt_refuse (t, "call-for-cards cora", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_ok (t, "enter cora 4");
  mt_ok (t, "call-for-cards cora");
  mt_refuse (t, "give ann 9C", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_refuse (t, "give cora 9H", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_cards (t, "10C");
  mt_ok (t, "give ann 7H");
  g_assert_true (mt_view_has (t, NULL, "cora (George Washington): 5 cards in hand"));
  mt_ok (t, "end-call");
  mt_assert_replays (t);
}

/* Larger Hand (L2063): five cards while in the circumstance, four again
 * once forced out (L2085); Draw New Hand (L2067) once until the
 * circumstance is lost and regained. */
static void
test_larger_and_new_hand (void)
{
  g_autoptr(MtGame) t = opportune ("2H 3H 4H 9C  3D 4D KS QS  9H 8H 7D 5D  2C 3C AD", NULL);

  mt_ok (t, "enter ann 1");
  mt_cards (t, "KH KC KD JC");
  mt_ok (t, "meld ann 2H 3H 4H");
  g_assert_true (mt_view_has (t, NULL, "ann (John Adams): 5 cards in hand"));
  mt_cards (t, "10C");
  mt_ok (t, "force-out ann 1 AD");
  mt_refuse (t, "force-out ann 1 2C", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_refuse (t, "new-hand ann", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_ok (t, "enter ann 2");
  mt_cards (t, "5C 6C 7C 8C");
  mt_ok (t, "new-hand ann");
  g_assert_true (mt_view_has (t, NULL, "ann (John Adams): 4 cards in hand"));
  mt_refuse (t, "new-hand ann", MUSTER_ERROR_ILLEGAL, "Patriot Tactics");
  mt_assert_replays (t);
}

/* Options Screen, the Benefits of Tyranny (L2646-L2652): forcing a
 * Patriot out of a circumstance with a card brings the Tory a chip from
 * the supply (not the pool), to wager in that hand or lose. */
static void
test_benefits_of_tyranny (void)
{
  g_autoptr(MtGame) t = opportune ("2H 3H 4H 9C  3D 4D KS QS  9H 8H 7D 5D  2C 3C AD", "benefits-of-tyranny=true");
  int pool_before = pool (t), line_before = track (t, 1);
  MusterEntry *entry;

  mt_ok (t, "enter ann 1");
  mt_cards (t, "KH KC KD JC");
  mt_ok (t, "meld ann 2H 3H 4H");
  mt_cards (t, "10C");
  entry = mt_ok (t, "force-out ann 1 AD");
  g_assert_true (mt_says (entry, "gains 1 Tyranny from the supply"));
  g_assert_cmpint (track (t, 1), ==, line_before + 1);
  g_assert_cmpint (pool (t), ==, pool_before);
  mt_assert_replays (t);
}

/* The director is the lowest card in hand (L1970); aces are low unless
 * the group reads them high (`director-aces`, item 58): then dan's ace
 * and nine lose to ben's four. */
static void
director_aces (const char *option,
               const char *director)
{
  g_autoptr(MtGame) t = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 9D AD", option, NULL);
  g_autofree char *says = g_strdup_printf ("%s holds the lowest card and directs the cut scene.", director);
  MusterEntry *entry;

  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  entry = mt_ok (t, "second ben");
  g_assert_true (mt_says (entry, says));
  mt_assert_replays (t);
}

static void
test_director_aces (void)
{
  director_aces (NULL, "dan");
  director_aces ("director-aces=high", "ben");
}

#define LEVEL_DEAL "8S 8C 8D 9S  4H 5S 6H 7H  KS QS 10D 10S  AS 2S AD"

/* A pool smaller than the line (item 49): the Patriots win every level
 * (24 against the Tory's 4), the pool falls 10, 7, 4, 1; at the Primary
 * the Tory sets out his one chip, and with `short-pool=supply` the supply
 * makes up the line of three. */
static void
short_pool (const char *option,
            int         line)
{
  g_autoptr(MtGame) t = travel (LEVEL_DEAL, option, NULL);
  MusterEntry *entry;

  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 8S 8C 8D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");
  g_assert_cmpint (pool (t), ==, 10);
  for (int k = 1; k <= 3; k++)
    {
      g_autofree char *choose = g_strdup_printf ("choose dan opportune-%d", k);

      mt_cards (t, LEVEL_DEAL);
      mt_ok (t, choose);
      mt_cards (t, "KH KC KD");
      mt_ok (t, "meld ann 8S 8C 8D");
      mt_ok (t, "call ann");
      mt_ok (t, "second ben");
    }
  g_assert_cmpint (pool (t), ==, 1);
  mt_cards (t, LEVEL_DEAL);
  entry = mt_ok (t, "choose dan primary");
  g_assert_true (mt_says (entry, "The Tory sets out 1 Tyranny from the pool."));
  g_assert_cmpint (pool (t), ==, 0);
  g_assert_cmpint (track (t, 1), ==, line);
  mt_assert_replays (t);
}

static void
test_short_pool (void)
{
  short_pool (NULL, 1);
  short_pool ("short-pool=supply", 3);
}

/* The director opens the new hand with a card or by discarding the whole
 * hand for a new one (L1982): only the director, only before any card. */
static void
test_director_redraw (void)
{
  g_autoptr(MtGame) t = opportune ("2H 3H 4H 9C  3D 4D KS QS  9H 8H 7D 5D  2C 3C AD", NULL);
  g_autoptr(MtGame) late = opportune ("2H 3H 4H 9C  3D 4D KS QS  9H 8H 7D 5D  2C 3C AD", NULL);

  mt_refuse (t, "redraw ann", MUSTER_ERROR_ILLEGAL, "Direct the Cut Scene");
  mt_cards (t, "6C 7C 8C");
  mt_ok (t, "redraw dan");
  g_assert_true (mt_view_has (t, "dan", "Your hand: Six of Clubs, Seven of Clubs, Eight of Clubs"));
  mt_refuse (t, "redraw dan", MUSTER_ERROR_ILLEGAL, "Direct the Cut Scene");
  mt_cards (late, "KH KC KD");
  mt_ok (late, "meld ann 2H 3H 4H");
  mt_refuse (late, "redraw dan", MUSTER_ERROR_ILLEGAL, "Direct the Cut Scene");
  mt_assert_replays (t);
}

/* The group's own decks (the issue): Muster is told the cards turned up
 * and laid, never holds a hand, and takes the Tory's hand when the
 * question is called. The rules are the same: ties at the identity deal
 * draw again (L1762), a Patriot call waits for a second and the Travel
 * Hand's tie goes to the Patriots (L1942), the Tory calls with three face
 * cards (L1938), and after the Travel Hand each face card he swaps brings
 * a chip into his line (L2016). */
static MtGame *
own_decks (void)
{
  MtGame *t = mt_new ("sons-of-liberty", "battle", "cards=own", NULL);

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", NULL });
  mt_ok (t, "seat ann ben cora dan");
  mt_refuse (t, "decipher QH 3C", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "decipher " WHIST);
  /* ann's and cora's Nines tie: both turn up another card. */
  mt_refuse (t, "reveal 9S 5H 9C 3D", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "reveal 9S 5H 9C 3D 2D KS");
  take_own_identities (t);
  mt_ok (t, "introduce gauge");
  mt_ok (t, "deal");
  return t;
}

static void
test_own_decks (void)
{
  g_autoptr(MtGame) t = own_decks ();
  g_autoptr(MtGame) tory = own_decks ();
  g_autoptr(MusterPending) pending = NULL;
  MusterEntry *entry;

  g_assert_true (mt_view_has (t, NULL, "must test a horseless carriage lest the British blackmail pirates"));
  g_assert_false (mt_view_has (t, "cora", "Your hand"));
  mt_ok (t, "tory-swap KH KH");            /* ben's first hand: no chip yet */
  mt_ok (t, "end-turn");
  mt_refuse (t, "meld cora KH QH JH", MUSTER_ERROR_INVALID_ARGS, NULL);  /* both Kings were discarded */
  mt_ok (t, "meld cora 3H 4S 5D");
  mt_ok (t, "call cora");
  mt_ok (t, "second ann");
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "ben");
  mt_refuse (t, "show-hand AS 2S", MUSTER_ERROR_INVALID_ARGS, NULL);
  entry = mt_ok (t, "show-hand AS 2S AD");
  g_assert_true (mt_says (entry, "Patriot Score 3, Tory Score 3: the Patriots win"));
  g_assert_cmpint (pool (t), ==, 10);
  /* The players say who holds the lowest card. */
  mt_ok (t, "choose ann opportune-1");
  g_assert_cmpint (track (t, 1), ==, 3);
  mt_ok (t, "tory-swap QS JD");
  g_assert_cmpint (track (t, 1), ==, 5);
  mt_ok (t, "meld ann 7C 8C 9C");
  mt_refuse (t, "tory-swap KS", MUSTER_ERROR_ILLEGAL, "The Travel Hand");
  mt_assert_replays (t);

  mt_ok (tory, "end-turn");
  mt_ok (tory, "meld cora 3H 4S 5D");
  mt_ok (tory, "end-turn");
  mt_ok (tory, "end-turn");
  mt_ok (tory, "end-turn");
  mt_refuse (tory, "call ben KH QS 2D", MUSTER_ERROR_ILLEGAL, "Call the Question");
  entry = mt_ok (tory, "call ben KH QS JD");
  g_assert_true (mt_says (entry, "Patriot Score 3, Tory Score 22: the Tory wins"));
  g_assert_cmpint (pool (tory), ==, 15);
  mt_assert_replays (tory);
}

/* A campaign battle taking @carry (a <carry> element) from the battle
 * before, or the first battle of a campaign when NULL. */
static MtGame *
campaign_battle_dealt (const char *carry,
                       const char *identity,
                       const char *option)
{
  MtGame *t = g_new0 (MtGame, 1);
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;

  if (option != NULL)
    {
      g_auto(GStrv) pair = g_strsplit (option, "=", 2);

      g_hash_table_insert (options, g_strdup (pair[0]), g_strdup (pair[1]));
    }

  if (carry != NULL)
    g_ptr_array_add (inputs, muster_session_input_new ("previous", "1", "The battle before", carry));
  t->chance = muster_chance_new_scripted ();
  t->session = muster_session_new_with_inputs (mt_system ("sons-of-liberty"), "campaign", options, inputs, t->chance,
                                               &error);
  g_assert_no_error (error);
  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", NULL });
  mt_ok (t, "seat Ann Ben Cora Dan");
  mt_cards (t, WHIST);
  mt_ok (t, "decipher");
  mt_cards (t, identity);
  mt_ok (t, "reveal");
  return t;
}

static MtGame *
campaign_battle (const char *carry)
{
  return campaign_battle_dealt (carry, IDENTITY, NULL);
}

/* Campaign Mode (L235-L239): the Tory role goes to a new player each
 * battle: one who has had it does not volunteer, and with no volunteer
 * the lowest card of those who have not had it must take it. The record
 * keeps every battle: who played what, and who won each level. */
static void
test_campaign_tory_passed (void)
{
  g_autoptr(MtGame) first = campaign_battle (NULL);
  g_autoptr(MtGame) next = NULL;
  g_autofree char *carry = NULL;
  g_autofree char *record = NULL;

  take_identities (first);
  mt_ok (first, "introduce gauge");
  mt_cards (first, "5D 6C#2 7S QH#2 2C#2");
  mt_ok (first, "secret");
  mt_cards (first, "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD");
  mt_ok (first, "deal");
  mt_ok (first, "end-turn");
  mt_ok (first, "meld ann 5H 5D");
  mt_ok (first, "call ann");
  mt_ok (first, "second ben");              /* the Tory wins the Travel Hand */
  carry = muster_session_write_carry (first->session);

  /* dan's 7 of Clubs is highest now, ann's ace lowest. */
  next = campaign_battle_dealt (carry, "AC 3H 2H 7C", NULL);
  mt_refuse (next, "become dan tory", MUSTER_ERROR_ILLEGAL, "Campaign Mode: Dan has been the Tory in this campaign");
  mt_ok (next, "become dan john-adams");
  mt_ok (next, "become ben benjamin-franklin");
  mt_ok (next, "become cora george-washington");
  mt_refuse (next, "become ann sam-adams", MUSTER_ERROR_ILLEGAL, "Reveal Identities: nobody volunteered, so Ann");
  mt_ok (next, "become ann tory");
  record = campaign_record (next);
  g_assert_nonnull (strstr (record, "Battle 1 · the Intolerable Acts: Tory: Dan. Ann as John Adams, "
                                    "Ben as Benjamin Franklin, Cora as George Washington. "
                                    "The Tory won the Travel Hand.\n"));
  g_assert_nonnull (strstr (record, "Battle 2 (this one) · the Intolerable Acts: Tory: Ann. Ben as Benjamin Franklin, "
                                    "Cora as George Washington, Dan as John Adams.\n"));
  mt_assert_replays (next);
}

/* The reminder on the sheet of this battle's stage. */
static const char *
stage_reminder (MtGame *t)
{
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);

  for (guint i = 0; i < sheets->len; i++)
    {
      MusterSheet *sheet = g_ptr_array_index (sheets, i);

      if (g_str_equal (sheet->id, "campaign-stage"))
        return g_intern_string (muster_sheet_find_row (sheet, "In the story")->value);
    }
  g_error ("no stage sheet");
  return NULL;
}

/* Campaign Mode: a stage allows only its Patriot figures (L2215, L2253),
 * circumstances of the stages reached (L2217, L2255) and the Tory figures
 * that appear in it (L1258); the next battle moves on a stage once the
 * Secret Objective is completed (L2315). */
static void
test_campaign_stages (void)
{
  g_autoptr(MtGame) first = campaign_battle (NULL);
  g_autoptr(MtGame) next = campaign_battle ("<carry><campaign stage=\"0\" unlocked=\"true\">"
                                            "<tory-figure id=\"gauge\"/></campaign></carry>");
  g_autoptr(MtGame) same = campaign_battle ("<carry><campaign stage=\"0\" unlocked=\"false\"/></carry>");
  g_autofree char *carry = NULL;

  /* Ethan Allen joins in the Shot Heard Round the World. */
  mt_refuse (first, "become ann ethan-allen", MUSTER_ERROR_ILLEGAL, "Campaign Mode");
  mt_refuse (same, "become ann ethan-allen", MUSTER_ERROR_ILLEGAL, "Campaign Mode");
  mt_ok (next, "become ann ethan-allen");
  mt_ok (first, "become ann john-adams");
  mt_ok (next, "become ben john-adams");
  mt_ok (first, "become ben benjamin-franklin");
  mt_ok (first, "become cora george-washington");
  mt_ok (first, "become dan tory");
  /* John Adams has 13 circumstances in the Intolerable Acts: the 14th is
   * of the next stage. */
  mt_refuse (first, "sheet ann 1 2 3 14 diamonds", MUSTER_ERROR_ILLEGAL, "Campaign Mode");
  mt_ok (first, "sheet ann 1 2 3 13 diamonds");
  mt_refuse (first, "introduce andre", MUSTER_ERROR_ILLEGAL, "Campaign Mode");
  mt_ok (first, "introduce gauge");
  /* Each stage's narrative restriction, as a reminder (L2207, L2247). */
  g_assert_nonnull (strstr (stage_reminder (first), "No one dies in the story"));
  g_assert_nonnull (strstr (stage_reminder (next), "no foreigner but the Hessians"));
  carry = muster_session_write_carry (first->session);
  g_assert_nonnull (strstr (carry, "stage=\"0\""));
  g_assert_nonnull (strstr (carry, "gauge"));
  g_assert_nonnull (strstr (carry, "john-adams"));
}

/* The Secret Objective (L2317-L2361): five cards only the Tory sees, read
 * like any objective; revealed in an Opportune hand with its worth; a
 * Patriot director takes it up; the Tory sets out its worth from the
 * supply; win or lose he receives two Tyranny for each token spent; when
 * the Patriots complete it the next battle moves on a stage. */
static MtGame *
secret_level (const char *option)
{
  MtGame *t = campaign_battle_dealt (NULL, IDENTITY, option);
  g_autoptr(MusterPending) pending = NULL;
  MusterEntry *entry;
  const char *owner = NULL;

  take_identities (t);
  mt_ok (t, "introduce gauge");
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "dan");
  mt_cards (t, "5D 6C#2 7S QH#2 2C#2");
  entry = mt_ok (t, "secret");
  g_assert_nonnull (strstr (muster_entry_get_secret (entry, &owner), "incite a horseless carriage after the British"));
  g_assert_cmpstr (owner, ==, "dan");
  g_assert_false (mt_says (entry, "incite"));
  g_assert_true (mt_view_has (t, "dan", "Your Secret Objective: The Sons of Liberty must incite"));
  g_assert_false (mt_view_has (t, "ann", "incite"));

  mt_cards (t, "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD");
  mt_ok (t, "deal");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");                 /* the Tory wins: 15 */
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 5D  4C 5C 6C");
  mt_ok (t, "choose dan opportune-1");
  g_assert_cmpint (pool (t), ==, 13);       /* a line of two in the Intolerable Acts */
  mt_refuse (t, "reveal-secret 6", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "reveal-secret 4");
  g_assert_true (mt_view_has (t, "ann", "the Secret Objective: The Sons of Liberty must incite"));
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");                 /* 0 against 15: ann's ace directs */
  mt_refuse (t, "choose dan secret", MUSTER_ERROR_ILLEGAL, "Direct the Cut Scene");
  mt_cards (t, "AH AC 9C 9S  6S 7S 8S KS  9H 10H JH 2H  AS 2S AD");
  mt_ok (t, "choose ann secret");
  g_assert_cmpint (track (t, 1), ==, 4);    /* its worth, from the supply */
  g_assert_cmpint (pool (t), ==, 13);
  mt_cards (t, "3C 4C");
  mt_ok (t, "meld ann AH AC");
  mt_ok (t, "introduce howe");
  mt_ok (t, "tactic howe usurpation 1");
  return t;
}

static void
test_secret_objective (void)
{
  g_autoptr(MtGame) t = secret_level (NULL);
  g_autofree char *carry = NULL;
  MusterEntry *entry;

  mt_cards (t, "3D 4D 6D");
  mt_ok (t, "meld ben 6S 7S 8S");
  mt_cards (t, "7C 8C 10C");
  mt_ok (t, "meld cora 9H 10H JH");
  mt_ok (t, "call ann");
  entry = mt_ok (t, "second ben");
  g_assert_true (mt_says (entry, "Patriot Score 6, Tory Score 4: the Patriots win"));
  g_assert_cmpint (pool (t), ==, 15);       /* two for the one token spent */
  carry = muster_session_write_carry (t->session);
  g_assert_nonnull (strstr (carry, "unlocked=\"true\""));
  mt_assert_replays (t);
}

/* The Secret Level's Tyranny (item 64): the two a token spent replace the
 * usual wager, or with `secret-payout=adds` come with it. The Tory wins
 * here: his one token brings two, and with the wager doubled two more. */
static void
secret_payout (const char *option,
               int         pool_after)
{
  g_autoptr(MtGame) t = secret_level (option);
  MusterEntry *entry;

  mt_ok (t, "call ann");
  entry = mt_ok (t, "second ben");
  g_assert_true (mt_says (entry, "the Tory wins"));
  g_assert_true (mt_says (entry, "The Tory receives 2 Tyranny for the token spent."));
  g_assert_cmpint (pool (t), ==, pool_after);
  mt_assert_replays (t);
}

static void
test_secret_payout (void)
{
  secret_payout (NULL, 15);
  secret_payout ("secret-payout=adds", 17);
}

/* The Final Battle (L2363-L2389): in the Fires of Adversity, completing
 * the Secret Objective makes the Primary the Final Battle; the director of
 * the next cut scene draws an action and an object to add to it; as it
 * starts the Tory's pool doubles, and he may bring back one more figure
 * seen in an earlier battle. */
static void
test_final_battle (void)
{
  g_autoptr(MtGame) t = campaign_battle ("<carry><campaign stage=\"1\" unlocked=\"true\">"
                                         "<tory-figure id=\"enys\"/></campaign></carry>");
  MusterEntry *entry;

  take_identities (t);
  mt_ok (t, "introduce clinton");   /* Gauge is gone by the Fires of Adversity */
  mt_cards (t, "5D 6C#2 7S QH#2 2C#2");
  mt_ok (t, "secret");
  mt_cards (t, "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD");
  mt_ok (t, "deal");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");                 /* the Tory wins: 15 */
  mt_cards (t, "AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 5D  4C 5C 6C");
  mt_ok (t, "choose dan opportune-1");
  g_assert_cmpint (pool (t), ==, 12);       /* a line of three */
  mt_ok (t, "reveal-secret 4");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");
  mt_cards (t, "AH AC 9C 9S  5S 6S 7S 8S  9H 10H JH 2H  2S 2D 3S");
  mt_ok (t, "choose ann secret");
  mt_cards (t, "3C 4C");
  mt_ok (t, "meld ann AH AC");
  mt_ok (t, "introduce howe");
  mt_ok (t, "tactic howe usurpation 1");
  mt_cards (t, "KD QD JD 10D");
  mt_ok (t, "meld ben 5S 6S 7S 8S");
  mt_cards (t, "7C 8C 10C");
  mt_ok (t, "meld cora 9H 10H JH");
  mt_ok (t, "call ann");
  /* 7 against 7: the Patriots win the tie; cora's and dan's Twos tie for
   * the lowest card and draw again. */
  mt_cards (t, "4H KC");
  entry = mt_ok (t, "second ben");
  g_assert_true (mt_says (entry, "becomes the Final Battle"));
  g_assert_true (mt_says (entry, "Cora holds the lowest card"));
  g_assert_cmpint (pool (t), ==, 14);
  mt_cards (t, "6H QC  AH AC 9C 9S  KS QS JS 10H  9H 8H 7D 5D  4C 5C 6C");
  entry = mt_ok (t, "choose cora primary");
  g_assert_true (mt_says (entry, "The Final Battle adds: rescue a printing house"));
  /* 14 doubled, then a line of three. */
  g_assert_cmpint (pool (t), ==, 25);
  mt_ok (t, "introduce seabury");
  mt_refuse (t, "introduce tryon", MUSTER_ERROR_ILLEGAL, "Tory Tactics");
  mt_ok (t, "introduce enys");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");
  g_assert_true (mt_view_has (t, NULL, "the Patriots will fight another day"));
  g_assert_true (muster_state_is_over (mt_state (t)));
  mt_assert_replays (t);

  /* A Final Battle the Tory won is no end (L2389): the campaign goes on.
   * Had the Patriots won it, no battle would follow. */
  {
    g_autofree char *carry = muster_session_write_carry (t->session);
    g_autoptr(MtGame) on = campaign_battle (carry);
    g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
    g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
    g_autoptr(MusterSession) after = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_nonnull (on->session);
    g_ptr_array_add (inputs, muster_session_input_new ("previous", "1", "The battle before",
                                                       "<carry><campaign stage=\"2\" unlocked=\"true\">"
                                                       "<battle stage=\"2\" final=\"true\" travel=\"2\" "
                                                       "results=\"1 0 0 0 1\"/></campaign></carry>"));
    after = muster_session_new_with_inputs (mt_system ("sons-of-liberty"), "campaign", NULL, inputs, chance, &error);
    g_assert_null (after);
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
    g_assert_nonnull (strstr (error->message, "the Patriots won the Final Battle"));
  }
}

/* A joker on the table may be liberated by any Patriot and played again
 * as any card (L2075), as long as what it leaves is still legal (L1910). */
static void
test_joker_liberation (void)
{
  g_autoptr(MtGame) t = opportune ("2H 3H 9C 9S  4C QS KS 10H  9H 8H 7D 5D  AC 2C AD", NULL);

  mt_ok (t, "enter ann 3");
  mt_ok (t, "claim-joker ann");
  mt_cards (t, "JC JD");
  mt_ok (t, "meld ann 2H 3H XR");
  /* Taking the joker now would leave two cards. */
  mt_refuse (t, "meld ben XR QS KS", MUSTER_ERROR_ILLEGAL, "Patriot Plays");
  mt_cards (t, "8C");
  mt_ok (t, "add ben 1 4C");
  g_assert_true (mt_view_has (t, NULL, "Meld 1 (straight): Two of Hearts, Three of Hearts, Four of Clubs, Joker"));
  mt_cards (t, "7C 6C");
  mt_ok (t, "meld ben XR QS KS");
  g_assert_true (mt_view_has (t, NULL, "Meld 1 (straight): Two of Hearts, Three of Hearts, Four of Clubs\n"));
  g_assert_true (mt_view_has (t, NULL, "Meld 2 (straight): Queen of Spades, King of Spades, Joker"));
  g_assert_true (mt_view_has (t, NULL, "Patriot Score now: 6"));
  mt_assert_replays (t);
}

/* A hand is secret to its seat (the issue): the table sees counts. */
static void
test_secret_hands (void)
{
  g_autoptr(MtGame) t = travel ("KH AS 2D 9C  4H 5H 6H 7H  8S 8C 8D 10S  3S 3C 4S", NULL, NULL);

  g_assert_true (mt_view_has (t, "ann", "Your hand: King of Hearts"));
  g_assert_false (mt_view_has (t, "ben", "King of Hearts"));
  g_assert_false (mt_view_has (t, NULL, "King of Hearts"));
  g_assert_true (mt_view_has (t, NULL, "ann (John Adams): 4 cards in hand"));
}

/* The Tory Sheet (L3009-L3017) is public: his figures and what each card
 * he plays stands for; his hand is a sheet for his seat alone. */
static void
test_tory_sheet (void)
{
  g_autoptr(MtGame) t = travel ("KH AS 2D 9C  4H 5H 6H 7H  8S 8C 8D 10S  3S 3C 4S", NULL, NULL);
  const MusterSeat *dan = muster_session_find_seat (t->session, "dan");
  g_autoptr(GPtrArray) table = muster_state_get_sheets (mt_state (t), NULL);
  g_autoptr(GPtrArray) own = muster_state_get_sheets (mt_state (t), dan);
  MusterSheet *tory = NULL;
  gboolean hand = FALSE;

  for (guint i = 0; i < table->len; i++)
    {
      MusterSheet *sheet = g_ptr_array_index (table, i);

      g_assert_false (sheet->secret);
      if (g_str_equal (sheet->id, "tory"))
        tory = sheet;
    }
  g_assert_nonnull (tory);
  g_assert_nonnull (muster_sheet_find_row (tory, "General Thomas Gauge"));
  g_assert_cmpstr (muster_sheet_find_row (tory, "Plays: Seven")->value, ==, "lay fines on colonists at whim");
  for (guint i = 0; i < own->len; i++)
    {
      MusterSheet *sheet = g_ptr_array_index (own, i);

      if (sheet->secret && g_str_equal (sheet->owner, "dan"))
        hand = strstr (muster_sheet_find_row (sheet, "Cards")->value, "Three of Spades") != NULL;
    }
  g_assert_true (hand);
}

/* An empty draw pile (item 4: the rulebook is silent): by default the
 * discards are shuffled into a new draw pile and hands fill as ever; with
 * `empty-draw=short` nothing more is drawn and hands stay short. In the
 * Travel Hand every Patriot offers a card each turn, the Tory leaves it,
 * and each draws one back: 89 draws empty the pile of 104 cards less the
 * 15 dealt. */
static void
empty_draw (const char *option,
            guint       cora_after)
{
  static const char *ranks[] = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  static const char *suits[] = { "H", "S", "D", "C" };
  static const char *dealt = "5H 5D 9C 9S 4H 5S 6H 7H 8S 8C 8D 10S AS 2S AD";
  g_autoptr(MtGame) t = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD", option, NULL);
  g_autoptr(GPtrArray) faces = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) gone = g_strsplit (dealt, " ", -1);
  const char *seats[] = { "ann", "ben", "cora" };
  const char *last[] = { "9S", "7H", "10S" };
  g_autofree char *view = NULL;
  g_autofree char *says = NULL;
  guint next = 0;

  /* The cards left in the draw pile: the dealt ones are first copies. */
  for (guint copy = 0; copy < 2; copy++)
    for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
      for (guint s = 0; s < G_N_ELEMENTS (suits); s++)
        g_ptr_array_add (faces, g_strconcat (ranks[r], suits[s], copy ? "#2" : "", NULL));
  for (guint i = 0; gone[i] != NULL; i++)
    {
      guint at;

      g_assert_true (g_ptr_array_find_with_equal_func (faces, gone[i], g_str_equal, &at));
      g_ptr_array_remove_index (faces, at);
    }
  g_assert_cmpuint (faces->len, ==, 89);
  while (next < faces->len)
    {
      mt_ok (t, "end-turn");                      /* the Tory passes */
      for (guint s = 0; s < G_N_ELEMENTS (seats) && next < faces->len; s++)
        {
          g_autofree char *discard = g_strdup_printf ("discard %s %s", seats[s], last[s]);

          mt_ok (t, discard);
          mt_ok (t, "refuse-discard");
          last[s] = g_ptr_array_index (faces, next++);
          mt_cards (t, last[s]);
          mt_ok (t, "end-turn");
        }
    }
  /* The pile is empty, and it is cora's turn: 29 rounds and two more
   * draws. The Nine of Spades ann offered first lies in the discards. */
  g_assert_cmpuint (next, ==, 89);
  says = g_strdup_printf ("discard cora %s", last[2]);
  mt_ok (t, says);
  g_clear_pointer (&says, g_free);
  mt_ok (t, "refuse-discard");
  if (cora_after == 4)
    mt_cards (t, "9S");
  mt_ok (t, "end-turn");
  view = mt_view (t, NULL);
  says = g_strdup_printf ("cora (George Washington): %u cards in hand", cora_after);
  g_assert_nonnull (strstr (view, says));
  mt_assert_replays (t);
}

static void
test_empty_draw (void)
{
  empty_draw (NULL, 4);
  empty_draw ("empty-draw=short", 3);
}

/* A Patriots' win costs the Tory the Tyranny on the table (L2109). Item
 * 50: the chip of a steal lies beside the discard pile (L2037); by
 * default it is lost with the rest, with `patriot-win=on-cards` it goes
 * back to the pool and only the chip locking the Aces is lost. */
static void
patriot_win_chips (const char *option,
                   int         pool_after)
{
  g_autoptr(MtGame) t = opportune ("AH AC 2H 3H  KS QS JS 10H  9H 8H 7D 6D  AS 2S AD", option);
  MusterEntry *entry;

  g_assert_cmpint (pool (t), ==, 12);
  mt_cards (t, "4H 5H");
  mt_ok (t, "meld ann AH AC");
  mt_ok (t, "introduce howe");
  mt_ok (t, "tactic howe usurpation 1");          /* the Aces locked */
  mt_cards (t, "2C 3D 4D 5D");
  mt_ok (t, "meld ann 2H 3H 4H 5H");
  mt_cards (t, "6S 7S 8S 9S");
  mt_ok (t, "meld ben KS QS JS 10H");
  mt_cards (t, "10C JC QC KC");
  mt_ok (t, "meld cora 9H 8H 7D 6D");
  entry = mt_ok (t, "tactic howe abuse 4 9H AD");  /* a Heart stolen, the chip beside the discards */
  g_assert_true (mt_says (entry, "takes the Nine of Hearts"));
  g_assert_cmpint (track (t, 2), ==, 2);
  mt_cards (t, "6H 6C 7C 8C");
  mt_ok (t, "meld ann 2C 3D 4D 5D");
  /* 0 + 4 + 4 + 3 + 4 = 15 against the Tory's 1 + 2 + 9 = 12. */
  mt_ok (t, "call ben");
  entry = mt_ok (t, "second cora");
  g_assert_true (mt_says (entry, "Patriot Score 15, Tory Score 12: the Patriots win"));
  g_assert_cmpint (pool (t), ==, pool_after);
  g_assert_cmpint (track (t, 2), ==, 0);
  if (pool_after > 12)
    g_assert_true (mt_says (entry, "beside the discard pile goes back to his pool"));
  else
    g_assert_true (mt_says (entry, "The Tory loses the 2 Tyranny on the table"));
  mt_assert_replays (t);
}

static void
test_patriot_win_chips (void)
{
  patriot_win_chips (NULL, 12);
  patriot_win_chips ("patriot-win=on-cards", 13);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/sol/whist-code", test_whist_code);
  g_test_add_func ("/sol/identities", test_identities);
  g_test_add_func ("/sol/seat-names", test_seat_names);
  g_test_add_func ("/sol/identity-tie", test_identity_tie);
  g_test_add_func ("/sol/wrapping-straight", test_wrapping_straight);
  g_test_add_func ("/sol/pair-tie-tory-call", test_pair_tie_and_tory_call);
  g_test_add_func ("/sol/tory-call-and-discard", test_tory_call_and_discard);
  g_test_add_func ("/sol/oppression-points", test_oppression_points);
  g_test_add_func ("/sol/three-card-handicap", test_three_card_handicap);
  g_test_add_func ("/sol/benefits-of-tyranny", test_benefits_of_tyranny);
  g_test_add_func ("/sol/line-of-three", test_line_of_three);
  g_test_add_func ("/sol/line-of-two-intolerable-acts", test_line_of_two_intolerable_acts);
  g_test_add_func ("/sol/fires-of-adversity", test_fires_of_adversity);
  g_test_add_func ("/sol/shot-heard-stacking", test_shot_heard_stacking);
  g_test_add_func ("/sol/take-from-table", test_take_from_table);
  g_test_add_func ("/sol/jokers-and-steal", test_jokers_and_steal);
  g_test_add_func ("/sol/block-patriots-tie", test_block_patriots_tie);
  g_test_add_func ("/sol/block-tory-tie", test_block_tory_tie);
  g_test_add_func ("/sol/primary-counts-tyranny", test_primary_counts_tyranny);
  g_test_add_func ("/sol/primary-without-line", test_primary_without_line);
  g_test_add_func ("/sol/singles-and-call-for-cards", test_singles_and_call_for_cards);
  g_test_add_func ("/sol/larger-and-new-hand", test_larger_and_new_hand);
  g_test_add_func ("/sol/director-redraw", test_director_redraw);
  g_test_add_func ("/sol/director-aces", test_director_aces);
  g_test_add_func ("/sol/short-pool", test_short_pool);
  g_test_add_func ("/sol/secret-payout", test_secret_payout);
  g_test_add_func ("/sol/empty-draw", test_empty_draw);
  g_test_add_func ("/sol/patriot-win-chips", test_patriot_win_chips);
  g_test_add_func ("/sol/own-decks", test_own_decks);
  g_test_add_func ("/sol/campaign-stages", test_campaign_stages);
  g_test_add_func ("/sol/stage-table", test_stage_table);
  g_test_add_func ("/sol/campaign-tory-passed", test_campaign_tory_passed);
  g_test_add_func ("/sol/secret-objective", test_secret_objective);
  g_test_add_func ("/sol/final-battle", test_final_battle);
  g_test_add_func ("/sol/joker-liberation", test_joker_liberation);
  g_test_add_func ("/sol/secret-hands", test_secret_hands);
  g_test_add_func ("/sol/tory-sheet", test_tory_sheet);
  return g_test_run ();
}
