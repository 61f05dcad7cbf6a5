/* test-sol-tags.c: Patriot Tag Teams from the Options Screen (L2600-L2614)
 * played by words with scripted cards: every Patriot player takes two
 * figures, one in the fight at a time with one hand; a tag, at any point
 * of a level, brings in the other figure with its own sheet; a
 * circumstance naming one's own partner never goes on a sheet; another
 * player's circumstance naming a figure of a team works only while that
 * figure is in the fight; without the option there is no second figure
 * and no tag, and Versus Mode has none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-test-driver.h"
#include "sol-test-setup.h"

/* The first round as in take_identities, then the second: ann adds
 * Abigail Adams to John Adams, ben Sam Adams to Benjamin Franklin, cora
 * Paul Revere to George Washington. */
static void
take_teams (MtGame *t)
{
  mt_ok (t, "become ann john-adams");
  mt_ok (t, "become ben benjamin-franklin");
  mt_ok (t, "become cora george-washington");
  mt_ok (t, "become dan tory");
  mt_ok (t, "become ann abigail-adams");
  mt_ok (t, "become ben sam-adams");
  mt_ok (t, "become cora paul-revere");
}

/* The sheets: John Adams 1-4 calling Diamonds (single Hearts), Abigail
 * Adams 1 2 3 5 calling Spades (single Diamonds); Franklin 1-4 Clubs; Sam
 * Adams with “with John Adams” (his 4th) in slot 2, a new hand; Washington
 * 1-4 Hearts; Revere 1-4 Clubs. Then Gauge comes in. */
static void
fill_sheets (MtGame *t)
{
  mt_ok (t, "sheet ann 1 2 3 4 diamonds");
  mt_ok (t, "sheet ann 1 2 3 5 spades");
  mt_ok (t, "sheet ben 1 2 3 4 clubs");
  mt_ok (t, "sheet ben 1 4 3 2 diamonds");
  mt_ok (t, "sheet cora 1 2 3 4 hearts");
  mt_ok (t, "sheet cora 1 2 3 4 clubs");
  mt_ok (t, "introduce gauge");
}

/* Up to Opportune Objective 1 as opportune2 () plays it, with the teams;
 * @deal gives the new hands of ann, ben, cora (four each) and dan (three). */
static MtGame *
teams_at_opportune (const char *deal)
{
  MtGame *t = identities ("tag-teams=true", NULL);

  take_teams (t);
  fill_sheets (t);
  mt_cards (t, "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD");
  mt_ok (t, "deal");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");
  mt_cards (t, deal);
  mt_ok (t, "choose dan opportune-1");
  return t;
}

/* Each Patriot selects two figures (L2602): after the first round every
 * Patriot, in the same order and without the Tory, chooses a second. */
static void
test_two_figures_each (void)
{
  g_autoptr(MtGame) t = identities ("tag-teams=true", NULL);
  g_autoptr(MusterPending) pending = NULL;
  MusterEntry *entry;

  mt_ok (t, "become ann john-adams");
  mt_ok (t, "become ben benjamin-franklin");
  mt_ok (t, "become cora george-washington");
  mt_ok (t, "become dan tory");
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "ann");
  g_assert_cmpstr (pending->text, ==, "ann chooses a second Patriot figure for the tag team.");
  mt_refuse (t, "become ben sam-adams", MUSTER_ERROR_ILLEGAL, "Reveal Identities: it is ann's turn to choose");
  mt_refuse (t, "become ann tory", MUSTER_ERROR_ILLEGAL,
             "Options Screen: the second choice is a Patriot figure for the tag team");
  mt_refuse (t, "become ann john-adams", MUSTER_ERROR_ILLEGAL,
             "Options Screen: John Adams is the first figure of ann's tag team already");
  mt_refuse (t, "become ann benjamin-franklin", MUSTER_ERROR_ILLEGAL,
             "Reveal Identities: Benjamin Franklin is played by another player");
  entry = mt_ok (t, "become ann abigail-adams");
  g_assert_true (mt_says (entry, "ann forms a tag team: John Adams, with Abigail Adams waiting to tag in."));
  g_assert_cmpstr (muster_entry_get_rule (entry), ==, "Options Screen");
  mt_ok (t, "become ben sam-adams");
  /* The Tory does not choose again: after cora the sheets. */
  mt_refuse (t, "become cora abigail-adams", MUSTER_ERROR_ILLEGAL,
             "Reveal Identities: Abigail Adams is played by another player");
  mt_ok (t, "become cora paul-revere");
  mt_refuse (t, "become dan sam-adams", MUSTER_ERROR_ILLEGAL, "Reveal Identities: not now");
  /* Two sheets each, the first figure's then the partner's, each with
   * its figure's suits. */
  entry = mt_ok (t, "sheet ann 1 2 3 4 diamonds");
  g_assert_true (mt_says (entry, "ann fills in the Patriot Sheet of John Adams"));
  g_clear_pointer (&pending, muster_pending_free);
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "ann");
  mt_refuse (t, "sheet ann 1 2 3 5 hearts", MUSTER_ERROR_ILLEGAL,
             "Reveal Identities: Abigail Adams calls for Diamonds or Spades");
  entry = mt_ok (t, "sheet ann 1 2 3 5 spades");
  g_assert_true (mt_says (entry, "ann fills in the Patriot Sheet of Abigail Adams: calls for Spades"));
  mt_ok (t, "sheet ben 1 2 3 4 clubs");
  mt_ok (t, "sheet ben 1 4 3 2 diamonds");
  mt_ok (t, "sheet cora 1 2 3 4 hearts");
  g_clear_pointer (&pending, muster_pending_free);
  pending = mt_pending (t);
  g_assert_cmpstr (pending->side, ==, "cora");
  mt_ok (t, "sheet cora 1 2 3 4 clubs");
  mt_ok (t, "introduce gauge");
  g_assert_true (mt_view_has (t, NULL, "Abigail Adams waits to tag in for ann."));
  mt_assert_replays (t);
}

/* The players tag out at any point during a level, as often as they
 * like, keeping one hand (L2602-L2606): out of turn in the Travel Hand,
 * and later the figure in the fight is the one whose sheet counts. */
static void
test_tag_switches_figure (void)
{
  g_autoptr(MtGame) t = identities ("tag-teams=true", NULL);
  MusterEntry *entry;

  take_teams (t);
  fill_sheets (t);
  mt_refuse (t, "tag ann", MUSTER_ERROR_ILLEGAL, "Options Screen: not now");
  mt_cards (t, "5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD");
  mt_ok (t, "deal");
  /* The Tory's turn opens the Travel Hand; a tag is no play. */
  entry = mt_ok (t, "tag ann");
  g_assert_true (mt_says (entry, "ann tags out: John Adams leaves the fight and Abigail Adams takes over, "
                                 "with the same hand."));
  g_assert_cmpstr (muster_entry_get_rule (entry), ==, "Options Screen");
  g_assert_true (mt_view_has (t, NULL, "ann (Abigail Adams): 4 cards in hand"));
  g_assert_true (mt_view_has (t, NULL, "John Adams waits to tag in for ann."));
  mt_refuse (t, "tag dan", MUSTER_ERROR_ILLEGAL, NULL);
  mt_ok (t, "tag ann");
  g_assert_true (mt_view_has (t, NULL, "ann (John Adams): 4 cards in hand"));
  mt_assert_replays (t);
}

/* Each figure plays with its own sheet: John Adams plays single Hearts,
 * Abigail Adams single Diamonds; John Adams in “performing civic duties”
 * may claim a joker, Abigail Adams not until he is back in. */
static void
test_tag_brings_partner_sheet (void)
{
  g_autoptr(MtGame) t = teams_at_opportune ("4H 6D 9C 9S  2H 3S 6H 7H  8S 8C 8D 10S  AS 2S AD");

  mt_ok (t, "enter ann 3");
  mt_ok (t, "tag ann");
  mt_refuse (t, "single ann 4H", MUSTER_ERROR_ILLEGAL, "Patriot Tactics: ann plays single cards of Diamonds only");
  mt_refuse (t, "claim-joker ann", MUSTER_ERROR_ILLEGAL,
             "Patriot Tactics: ann is not in the circumstance for claiming a joker");
  mt_cards (t, "KS");
  mt_ok (t, "single ann 6D");
  mt_ok (t, "tag ann");
  mt_ok (t, "claim-joker ann");
  mt_assert_replays (t);
}

/* A circumstance naming one's own partner may not be used (L2608): John
 * Adams' “with Abigail Adams” (his 6th) and Abigail Adams' “with John
 * Adams” (her 4th) stay off their sheets; ben, with no Adams, may write
 * Sam Adams' “with John Adams”. */
static void
test_partner_circumstance_refused (void)
{
  g_autoptr(MtGame) t = identities ("tag-teams=true", NULL);

  take_teams (t);
  mt_refuse (t, "sheet ann 1 2 6 4 diamonds", MUSTER_ERROR_ILLEGAL,
             "Options Screen: John Adams and Abigail Adams are one tag team and never in the fight together, "
             "so “with Abigail Adams” cannot go on the sheet");
  mt_ok (t, "sheet ann 1 2 3 7 diamonds");   /* “with Sam Adams”: ben's figure */
  mt_refuse (t, "sheet ann 4 2 3 5 spades", MUSTER_ERROR_ILLEGAL,
             "Options Screen: Abigail Adams and John Adams are one tag team");
  mt_ok (t, "sheet ann 1 2 3 5 spades");
  mt_ok (t, "sheet ben 1 2 3 4 clubs");
  mt_ok (t, "sheet ben 1 4 3 2 diamonds");
  mt_assert_replays (t);
}

/* Another player's circumstance naming one of your figures gives its
 * tactic only while that figure is your active one (L2610): ben's Sam
 * Adams is “with John Adams” only while ann has John Adams in the fight. */
static void
test_other_circumstance_follows_active (void)
{
  g_autoptr(MtGame) t = teams_at_opportune ("4H 6D 9C 9S  2H 3S 6H 7H  8S 8C 8D 10S  AS 2S AD");

  mt_ok (t, "tag ben");                       /* Sam Adams in */
  mt_ok (t, "tag ann");                       /* John Adams out */
  mt_refuse (t, "enter ben 2", MUSTER_ERROR_ILLEGAL,
             "Options Screen: John Adams has tagged out of the fight, so ben cannot be “with John Adams” now");
  mt_ok (t, "tag ann");                       /* John Adams back */
  mt_ok (t, "enter ben 2");
  mt_ok (t, "tag ann");                       /* and out again */
  mt_refuse (t, "new-hand ben", MUSTER_ERROR_ILLEGAL,
             "Options Screen: John Adams has tagged out of the fight");
  mt_ok (t, "tag ann");
  mt_cards (t, "KS KH KD KC");
  mt_ok (t, "new-hand ben");
  mt_assert_replays (t);
}

/* Without the option there is no second figure and no tag; in Versus
 * Mode the option is not played. */
static void
test_option_off_refuses (void)
{
  g_autoptr(MtGame) t = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD", NULL, NULL);
  g_autoptr(MtGame) v = fight ("tag-teams=true", "4H 5H 6H 9S  2D#2 2C#2 2S#2 KH#2");
  g_autoptr(MtGame) u = identities (NULL, NULL);

  mt_refuse (t, "tag ann", MUSTER_ERROR_ILLEGAL, "Options Screen: the group did not choose Patriot Tag Teams");
  mt_refuse (v, "tag ann", MUSTER_ERROR_ILLEGAL, "Options Screen: not in Versus Mode");
  take_identities (u);
  mt_refuse (u, "become ann abigail-adams", MUSTER_ERROR_ILLEGAL, "Reveal Identities: not now");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/sol/tags/two-figures-each", test_two_figures_each);
  g_test_add_func ("/sol/tags/tag-switches-figure", test_tag_switches_figure);
  g_test_add_func ("/sol/tags/tag-brings-partner-sheet", test_tag_brings_partner_sheet);
  g_test_add_func ("/sol/tags/partner-circumstance-refused", test_partner_circumstance_refused);
  g_test_add_func ("/sol/tags/other-circumstance-follows-active", test_other_circumstance_follows_active);
  g_test_add_func ("/sol/tags/option-off-refuses", test_option_off_refuses);
  return g_test_run ();
}
