/* sol-test-setup.c: the battles the Sons of Liberty tests start from,
 * played by words with scripted cards up to the Travel Hand or the first
 * Opportune Objective, and the Tyranny tracks they read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sol-test-setup.h"

/* A battle up to the identities, with options "id=value" (or NULL). */
MtGame *
identities (const char *option1,
            const char *option2)
{
  MtGame *t = option2 ? mt_new ("sons-of-liberty", "battle", option1, option2, NULL)
                      : mt_new ("sons-of-liberty", "battle", option1, NULL);

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", NULL });
  mt_ok (t, "seat ann ben cora dan");
  mt_cards (t, WHIST);
  mt_ok (t, "decipher");
  mt_cards (t, IDENTITY);
  mt_ok (t, "reveal");
  return t;
}

/* A battle at the start of the Travel Hand: ann, ben and cora are
 * Patriots, dan the Tory with Gauge; @deal gives ann's, ben's and cora's
 * four cards and dan's three, in that order. */
void
take_identities (MtGame *t)
{
  mt_ok (t, "become ann john-adams");
  mt_ok (t, "become ben benjamin-franklin");
  mt_ok (t, "become cora george-washington");
  mt_ok (t, "become dan tory");
  mt_ok (t, "sheet ann 1 2 3 4 diamonds");
  mt_ok (t, "sheet ben 1 2 3 4 clubs");
  mt_ok (t, "sheet cora 1 2 3 4 hearts");
}

void
take_own_identities (MtGame *t)
{
  mt_ok (t, "become cora john-adams");
  mt_ok (t, "become ann benjamin-franklin");
  mt_ok (t, "become ben tory");
  mt_ok (t, "become dan george-washington");
  mt_ok (t, "sheet cora 1 2 3 4 diamonds");
  mt_ok (t, "sheet ann 1 2 3 4 clubs");
  mt_ok (t, "sheet dan 1 2 3 4 hearts");
}

MtGame *
travel (const char *deal,
        const char *option1,
        const char *option2)
{
  MtGame *t = identities (option1, option2);

  take_identities (t);
  mt_ok (t, "introduce gauge");
  if (deal == NULL)
    return t;
  mt_cards (t, deal);
  mt_ok (t, "deal");
  return t;
}

int
pool (MtGame *t)
{
  GPtrArray *tracks = muster_state_get_tracks (mt_state (t));
  int value = ((MusterTrack *) g_ptr_array_index (tracks, 0))->value;

  g_ptr_array_unref (tracks);
  return value;
}

int
track (MtGame *t,
       guint   i)
{
  GPtrArray *tracks = muster_state_get_tracks (mt_state (t));
  int value = ((MusterTrack *) g_ptr_array_index (tracks, i))->value;

  g_ptr_array_unref (tracks);
  return value;
}

/* A battle at the start of Opportune Objective 1: the Tory won the Travel
 * Hand (15 Tyranny, a line of three set out) and directed; @deal gives the
 * new hands of ann, ben, cora (four each) and dan (three). */
MtGame *
opportune (const char *deal,
           const char *option)
{
  return opportune2 (deal, option, NULL);
}

MtGame *
opportune2 (const char *deal,
            const char *option1,
            const char *option2)
{
  MtGame *t = travel ("5H 5D 9C 9S  4H 5S 6H 7H  8S 8C 8D 10S  AS 2S AD", option1, option2);

  mt_ok (t, "end-turn");
  mt_ok (t, "meld ann 5H 5D");
  mt_ok (t, "call ann");
  mt_ok (t, "second ben");
  mt_cards (t, deal);
  mt_ok (t, "choose dan opportune-1");
  return t;
}

/* Versus Mode: two players seated, ann and ben. */
MtGame *
bout (const char *option)
{
  MtGame *t = mt_new ("sons-of-liberty", "versus", option, NULL);
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_seat_free);

  g_ptr_array_add (seats, muster_seat_new ("ann", "ann", NULL));
  g_ptr_array_add (seats, muster_seat_new ("ben", "ben", NULL));
  muster_session_set_seats (t->session, seats);
  mt_refuse (t, "seat ann ben cora", MUSTER_ERROR_INVALID_ARGS, NULL);
  mt_ok (t, "seat ann ben");
  return t;
}

/* Up to the bout: ann chooses Hamilton first (her 9 against ben's 4),
 * ben Franklin; Elitism; the New Whist Code drawn from ann's deck; the
 * sheets (ann calls for Clubs, ben for Diamonds); then the first hands,
 * ann's four and ben's four. */
MtGame *
fight (const char *option,
       const char *hands)
{
  MtGame *t = bout (option);

  mt_cards (t, "9D 4S#2");
  mt_ok (t, "reveal");
  mt_ok (t, "become ann alexander-hamilton");
  mt_ok (t, "become ben benjamin-franklin");
  mt_ok (t, "issue elitism");
  mt_cards (t, "2H 7H KD 5S 7C 8C");
  mt_ok (t, "decipher");
  mt_ok (t, "sheet ann 1 2 3 4 clubs");
  mt_ok (t, "sheet ben 1 2 3 4 diamonds");
  mt_cards (t, hands);
  mt_ok (t, "deal");
  return t;
}

/* Six players seated with two Tories allowed, up to the identities. */
MtGame *
army_identities (const char *option)
{
  MtGame *t = mt_new ("sons-of-liberty", "battle", "tories=2", option, NULL);

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", "eve", "finn", NULL });
  mt_ok (t, "seat ann ben cora dan eve finn");
  mt_cards (t, WHIST);
  mt_ok (t, "decipher");
  mt_cards (t, ARMY_IDENTITY);
  mt_ok (t, "reveal");
  return t;
}

void
army_choose (MtGame *t)
{
  mt_ok (t, "become eve tory");
  mt_ok (t, "become ann john-adams");
  mt_ok (t, "become finn benjamin-franklin");
  mt_ok (t, "become ben george-washington");
  mt_ok (t, "become cora paul-revere");
  mt_ok (t, "become dan tory");
  mt_ok (t, "sheet ann 1 2 3 4 diamonds");
  mt_ok (t, "sheet ben 1 2 3 4 hearts");
  mt_ok (t, "sheet cora 1 2 3 4 clubs");
  mt_ok (t, "sheet finn 1 2 3 4 clubs");
}

MtGame *
army_sheets (const char *option)
{
  MtGame *t = army_identities (option);

  army_choose (t);
  mt_ok (t, "introduce gauge dan");
  mt_ok (t, "introduce howe eve");
  return t;
}

void
army_travel_hand (MtGame *t)
{
  mt_cards (t, ARMY_TRAVEL);
  mt_ok (t, "deal");
  /* Around the table from the first Tory: dan, eve, finn. */
  mt_refuse (t, "meld finn 2C 3C 4D", MUSTER_ERROR_ILLEGAL, "The Travel Hand");
  mt_ok (t, "end-turn");
  mt_ok (t, "end-turn");
  mt_ok (t, "meld finn 2C 3C 4D");             /* the hand is filled when the turn ends */
  mt_ok (t, "call finn");
}

char *
campaign_record (MtGame *t)
{
  g_autoptr(GPtrArray) sheets = muster_state_get_sheets (mt_state (t), NULL);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < sheets->len; i++)
    {
      MusterSheet *sheet = g_ptr_array_index (sheets, i);

      for (guint k = 0; g_str_equal (sheet->id, "campaign-record") && k < sheet->rows->len; k++)
        {
          MusterSheetRow *row = g_ptr_array_index (sheet->rows, k);

          g_string_append_printf (out, "%s: %s\n", row->label, row->value);
        }
    }
  return g_string_free (out, FALSE);
}

/* With the group's own decks (cards=own) Muster holds no hand: the cards
 * turned up and laid are named, and each Tory names his own. The table of
 * army_sheets(): dan and eve the Tories, their turns first. */
MtGame *
army_own_decks (void)
{
  MtGame *t = mt_new ("sons-of-liberty", "battle", "tories=2", "cards=own", NULL);

  mt_set_seats (t, (const char *[]) { "ann", "ben", "cora", "dan", "eve", "finn", NULL });
  mt_ok (t, "seat ann ben cora dan eve finn");
  mt_ok (t, "decipher " WHIST);
  mt_ok (t, "reveal " ARMY_IDENTITY);
  army_choose (t);
  mt_ok (t, "introduce gauge dan");
  mt_ok (t, "introduce howe eve");
  mt_ok (t, "deal");
  return t;
}
