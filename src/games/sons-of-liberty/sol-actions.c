/* sol-actions.c: the actions of a battle, as an action table: seating,
 * the Whist Code, identities and sheets, dealing, Patriot and Tory plays,
 * the tactics of both sides, calling the question and directing the cut
 * scenes. Sections are the rulebook's chapter headings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

/* The table */

#define LATER (PH (SOL_PHASE_PLAY) | LATER_ONLY)

static const MusterActionDef defs[] = {
  { "seat", N_("Seat the players"), SEC_IDENTITY, N_("Name the players' seats in the order they sit"),
    MUSTER_ACTION_SETUP,
    MUSTER_PARAMS ({ "SEAT", N_("Seats"), MUSTER_PARAM_TEXT, MUSTER_PARAM_REPEATED }),
    sol_apply_seat, sol_candidates_seat, NULL, PH (SOL_PHASE_SEATING) },
  { "decipher", N_("Decipher the Whist Code"), SEC_WHIST,
    N_("Draw the two locations and the cards of the four objectives, and read them through the tables"),
    MUSTER_ACTION_STEP,
    MUSTER_PARAMS ({ "CARD", N_("Cards turned up (own decks)"), MUSTER_PARAM_CARD,
                     MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "unseen" }),
    sol_apply_decipher, sol_candidates_turn_up, NULL, PH (SOL_PHASE_WHIST) },
  { "reveal", N_("Deal identity cards"), SEC_IDENTITY, N_("Deal each player a card face up to set who chooses first"),
    MUSTER_ACTION_STEP,
    MUSTER_PARAMS ({ "CARD", N_("Cards turned up (own decks)"), MUSTER_PARAM_CARD,
                     MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "unseen" }),
    sol_apply_reveal, sol_candidates_turn_up, NULL, PH (SOL_PHASE_REVEAL) },
  { "become", N_("Take an identity"), SEC_IDENTITY, N_("Choose a Patriot figure, or become the Tory"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Player"), MUSTER_PARAM_SEAT },
                   { "FIGURE", N_("Figure"), MUSTER_PARAM_PIECE }),
    sol_apply_become, sol_candidates_become, NULL, PH (SOL_PHASE_IDENTITY) },
  { "sheet", N_("Fill in a Patriot Sheet"), SEC_IDENTITY,
    N_("Pick four of the figure's circumstances and the suit to call for"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Player"), MUSTER_PARAM_SEAT },
                   { "LARGER", N_("Circumstance for a five-card hand"), MUSTER_PARAM_CHOICE, 0, NULL },
                   { "NEWHAND", N_("Circumstance for a new hand"), MUSTER_PARAM_CHOICE, 0, NULL },
                   { "JOKER", N_("Circumstance for claiming a joker"), MUSTER_PARAM_CHOICE, 0, NULL },
                   { "CALL", N_("Circumstance for calling for cards"), MUSTER_PARAM_CHOICE, 0, NULL },
                   { "SUIT", N_("Suit to call for"), MUSTER_PARAM_CHOICE, 0, "hearts/spades/diamonds/clubs" }),
    sol_apply_sheet, sol_candidates_sheet, NULL, PH (SOL_PHASE_SHEETS) },
  { "introduce", N_("Bring in a Tory figure"), SEC_TORY_TACTICS,
    N_("The Tory brings a new figure into the battle, one a hand and five at most"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "FIGURE", N_("Tory figure"), MUSTER_PARAM_PIECE },
                   { "TORY", N_("Tory (with several)"), MUSTER_PARAM_SEAT, MUSTER_PARAM_OPTIONAL }),
    sol_apply_introduce, sol_candidates_introduce, NULL, PH (SOL_PHASE_SHEETS) | LATER | TORY_ACTS },
  { "deal", N_("Deal the Travel Hand"), SEC_TRAVEL, N_("Shuffle every card together and deal the first hand"),
    MUSTER_ACTION_STEP,
    MUSTER_PARAMS ({ "CARD", N_("Cards seeding the field (own decks)"), MUSTER_PARAM_CARD,
                     MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "unseen" }),
    sol_apply_deal, sol_candidates_deal, NULL, PH (SOL_PHASE_DEAL) },
  { "meld", N_("Lay a set or straight"), SEC_PATRIOT_PLAYS,
    N_("Lay cards from the hand, singles and cards taken from the table as a new set or straight"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Cards"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    sol_apply_meld, sol_candidates_meld, NULL, PH (SOL_PHASE_PLAY) },
  { "add", N_("Add to a meld"), SEC_PATRIOT_PLAYS, N_("Add cards to a set or straight on the table"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "MELD", N_("Meld"), MUSTER_PARAM_CHOICE, 0, NULL },
                   { "CARD", N_("Cards"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    sol_apply_add, sol_candidates_add, NULL, PH (SOL_PHASE_PLAY) },
  { "tory-play", N_("Tory play"), SEC_TORY_PLAYS, N_("The Tory plays an ace to ten in front of himself"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "CARD", N_("Card"), MUSTER_PARAM_CARD, 0, "hand" },
                   { "TORY", N_("Tory (with several)"), MUSTER_PARAM_SEAT, MUSTER_PARAM_OPTIONAL }),
    sol_apply_tory_play, sol_candidates_hand_card, NULL, PH (SOL_PHASE_PLAY) | TORY_ACTS },
  { "discard", N_("Discard"), SEC_PATRIOT_PLAYS, N_("A Patriot who cannot play offers a card to the Tory"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Card"), MUSTER_PARAM_CARD, 0, "hand" }),
    sol_apply_discard, sol_candidates_hand_card, NULL, PH (SOL_PHASE_PLAY) | TRAVEL_ONLY | NOT_VERSUS },
  { "take-discard", N_("Take the discard"), SEC_PATRIOT_PLAYS,
    N_("The Tory takes the offered card and discards one of his own"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "CARD", N_("Card to discard"), MUSTER_PARAM_CARD, 0, "hand" },
                   { "TORY", N_("Tory (with several)"), MUSTER_PARAM_SEAT, MUSTER_PARAM_OPTIONAL }),
    sol_apply_take_discard, sol_candidates_hand_card, NULL, PH (SOL_PHASE_OFFER) | TORY_ACTS },
  { "refuse-discard", N_("Leave the discard"), SEC_PATRIOT_PLAYS, N_("The Tory lets the offered card go"),
    MUSTER_ACTION_ANSWER, NULL, sol_apply_refuse_discard, sol_candidates_none, NULL, PH (SOL_PHASE_OFFER) | TORY_ACTS },
  { "end-turn", N_("End the turn"), SEC_TRAVEL, N_("Draw back to a full hand; the next player's turn"),
    MUSTER_ACTION_STEP, NULL, sol_apply_end_turn, sol_candidates_none, NULL, PH (SOL_PHASE_PLAY) | TRAVEL_ONLY | NOT_VERSUS },
  { "call", N_("Call the question"), SEC_CALL,
    N_("A Patriot calls (another must second) or the Tory calls with three face cards"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Caller"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("The Tory's hand (own decks)"), MUSTER_PARAM_CARD,
                     MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "hand" }),
    sol_apply_call, sol_candidates_seats, NULL, PH (SOL_PHASE_PLAY) | NOT_VERSUS },
  { "second", N_("Second the call"), SEC_CALL, N_("Another Patriot seconds the call, and the hand is scored"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT }),
    sol_apply_second, sol_candidates_seats, NULL, PH (SOL_PHASE_SECOND) | NOT_VERSUS },
  { "withdraw", N_("Let the call drop"), SEC_CALL, N_("Nobody seconds the call; play goes on"),
    MUSTER_ACTION_ANSWER, NULL, sol_apply_withdraw, sol_candidates_none, NULL, PH (SOL_PHASE_SECOND) | NOT_VERSUS },
  { "choose", N_("Choose the next objective"), SEC_CUT, N_("The director picks the objective of the next hand"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Director"), MUSTER_PARAM_SEAT },
                   { "OBJECTIVE", N_("Objective"), MUSTER_PARAM_CHOICE, 0, "primary/opportune-1/opportune-2/opportune-3/secret" },
                   { "CARD", N_("Cards for the Final Battle, then seeding the field (own decks)"), MUSTER_PARAM_CARD,
                     MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "unseen" }),
    sol_apply_choose, sol_candidates_choose, NULL, PH (SOL_PHASE_DIRECT) | NOT_VERSUS },
  { "turns", N_("Declare turns or none"), SEC_OPTIONS,
    N_("The director says whether the levels from now on are played in turns"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Director"), MUSTER_PARAM_SEAT },
                   { "TURNS", N_("Turns"), MUSTER_PARAM_CHOICE, 0, "on/off" }),
    sol_apply_turns, sol_candidates_turns, NULL, PH (SOL_PHASE_DIRECT) | NOT_VERSUS },
  { "redraw", N_("Open with a new hand"), SEC_CUT,
    N_("The director starts the hand by swapping the whole hand for a new one"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Director"), MUSTER_PARAM_SEAT }),
    sol_apply_redraw, sol_candidates_seats, NULL, LATER | NOT_VERSUS },
  { "show-hand", N_("Show the Tory's hand"), SEC_CALL,
    N_("With your own decks: the Tory names the cards in his hand to be scored"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "TORY", N_("Tory"), MUSTER_PARAM_SEAT, MUSTER_PARAM_OPTIONAL },
                   { "CARD", N_("Cards"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    sol_apply_show_hand, sol_candidates_show_hand, NULL, PH (SOL_PHASE_SHOW) | TORY_ACTS },
  { "tory-swap", N_("Show swapped face cards"), SEC_TRAVEL,
    N_("With your own decks: the face cards the Tory discards as a hand starts"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "TORY", N_("Tory"), MUSTER_PARAM_SEAT, MUSTER_PARAM_OPTIONAL },
                   { "CARD", N_("Face cards"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    sol_apply_tory_swap, sol_candidates_none, NULL, PH (SOL_PHASE_PLAY) | TORY_ACTS },
  { "secret", N_("Draw the Secret Objective"), "Campaign Mode",
    N_("The Tory draws five cards for an objective only he sees"),
    MUSTER_ACTION_STEP, NULL, sol_apply_secret, sol_candidates_none, NULL, PH (SOL_PHASE_SECRET) | TORY_ACTS },
  { "reveal-secret", N_("Reveal the Secret Objective"), "Campaign Mode",
    N_("The Tory reads out his Secret Objective and the Tyranny it is worth"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "VALUE", N_("Worth"), MUSTER_PARAM_NUMBER, 0, "3..5" },
                   { "CARD", N_("Its cards (own decks)"), MUSTER_PARAM_CARD,
                     MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "hand" }),
    sol_apply_reveal_secret, sol_candidates_reveal_secret, NULL, LATER | TORY_ACTS },
  { "stack", N_("Stack Tyranny"), "Campaign Mode",
    N_("In the Shot Heard Round the World, wager more Tyranny on a chip already on a meld"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "MELD", N_("Meld"), MUSTER_PARAM_CHOICE, 0, NULL },
                   { "COUNT", N_("How many"), MUSTER_PARAM_NUMBER, MUSTER_PARAM_OPTIONAL, "1..99" },
                   { "TORY", N_("Tory (with several)"), MUSTER_PARAM_SEAT, MUSTER_PARAM_OPTIONAL }),
    sol_apply_stack, sol_candidates_stack, NULL, LATER | TORY_ACTS },
  { "enter", N_("Enter a circumstance"), SEC_PATRIOT_TACTICS,
    N_("A Patriot's deeds fulfil one of the circumstances on the sheet, opening its tactic"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "SLOT", N_("Sheet slot"), MUSTER_PARAM_CHOICE, 0, "1/2/3/4" }),
    sol_apply_enter, sol_candidates_slots, NULL, LATER },
  { "force-out", N_("Force out of a circumstance"), SEC_PATRIOT_TACTICS,
    N_("The Tory backs a play with a card and pushes a Patriot out of a circumstance"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "SLOT", N_("Sheet slot"), MUSTER_PARAM_CHOICE, 0, "1/2/3/4" },
                   { "CARD", N_("Tory card"), MUSTER_PARAM_CARD, 0, "hand" },
                   { "TORY", N_("Tory (with several)"), MUSTER_PARAM_SEAT, MUSTER_PARAM_OPTIONAL }),
    sol_apply_force_out, sol_candidates_slots, NULL, LATER | TORY_ACTS },
  { "new-hand", N_("Draw a new hand"), SEC_PATRIOT_TACTICS, N_("Discard the whole hand and draw a fresh one"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT }),
    sol_apply_new_hand, sol_candidates_seats, NULL, LATER },
  { "claim-joker", N_("Claim a joker"), SEC_PATRIOT_TACTICS, N_("Take one of the jokers set aside into the hand"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT }),
    sol_apply_claim_joker, sol_candidates_seats, NULL, LATER },
  { "call-for-cards", N_("Call for cards"), SEC_PATRIOT_TACTICS,
    N_("Ask the other Patriots for cards of the suit on the sheet"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Cards from the support lines (Versus Mode)"), MUSTER_PARAM_CARD,
                     MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "table" }),
    sol_apply_call_for_cards, sol_candidates_call_for_cards, NULL, LATER },
  { "give", N_("Give cards"), SEC_PATRIOT_TACTICS, N_("Give cards of the called suit to the Patriot who called"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Giver"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Cards"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    sol_apply_give, sol_candidates_hand_card, NULL, PH (SOL_PHASE_GIVING) | NOT_VERSUS },
  { "end-call", N_("End the call for cards"), SEC_PATRIOT_TACTICS, N_("Nobody gives any more"),
    MUSTER_ACTION_ANSWER, NULL, sol_apply_end_call, sol_candidates_none, NULL, PH (SOL_PHASE_GIVING) | NOT_VERSUS },
  { "single", N_("Play a single card"), SEC_PATRIOT_TACTICS,
    N_("Lay a card of the sheet's single suit in front of you for any Patriot to use"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Card"), MUSTER_PARAM_CARD, 0, "hand" }),
    sol_apply_single, sol_candidates_hand_card, NULL, LATER },
  { "tactic", N_("Tory tactic"), SEC_TORY_TACTICS,
    N_("Spend a Tyranny for a figure's Abuse or Usurpation: block, lock, steal or a new hand"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "FIGURE", N_("Tory figure"), MUSTER_PARAM_PIECE },
                   { "WHICH", N_("Abuse or Usurpation"), MUSTER_PARAM_CHOICE, 0, "abuse/usurpation" },
                   { "MELD", N_("Meld"), MUSTER_PARAM_CHOICE, MUSTER_PARAM_OPTIONAL, NULL },
                   { "CARD", N_("Card at an end"), MUSTER_PARAM_CARD, MUSTER_PARAM_OPTIONAL, "table" },
                   { "DISCARD", N_("Card the Tory discards"), MUSTER_PARAM_CARD, MUSTER_PARAM_OPTIONAL, "hand" }),
    sol_apply_tactic, sol_candidates_tactic, NULL, LATER | TORY_ACTS },
  { "issue", N_("Name the issue at hand"), SEC_VERSUS,
    N_("The players pick the issue to argue when more than one divides their figures, or none"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "ISSUE", N_("Issue"), MUSTER_PARAM_CHOICE, 0, NULL }),
    sol_apply_issue, sol_candidates_issue, NULL, PH (SOL_PHASE_ISSUE) | VERSUS_ONLY },
  { "flip", N_("Turn to the supporters"), SEC_VERSUS,
    N_("Neither player can play: each turns up a card of the support deck onto the support line"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "CARD", N_("Cards turned up (own decks)"), MUSTER_PARAM_CARD,
                     MUSTER_PARAM_OPTIONAL | MUSTER_PARAM_REPEATED, "unseen" }),
    sol_apply_flip, sol_candidates_flip, NULL, PH (SOL_PHASE_PLAY) | VERSUS_ONLY },
  { "displace", N_("Take a joker from the other side"), SEC_VERSUS,
    N_("Put a card from either support line in place of a joker in the other player's meld, and take the joker"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Player"), MUSTER_PARAM_SEAT },
                   { "MELD", N_("Meld"), MUSTER_PARAM_CHOICE, 0, NULL },
                   { "CARD", N_("Card from a support line"), MUSTER_PARAM_CARD, 0, "table" }),
    sol_apply_displace, sol_candidates_displace, NULL, PH (SOL_PHASE_PLAY) | VERSUS_ONLY },
  { "oust", N_("Force the other figure out"), SEC_VERSUS,
    N_("Back the story with a new set or straight and push the other figure out of a circumstance"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Player forced out"), MUSTER_PARAM_SEAT },
                   { "SLOT", N_("Sheet slot"), MUSTER_PARAM_CHOICE, 0, "1/2/3/4" },
                   { "CARD", N_("Cards of the set or straight"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    sol_apply_oust, sol_candidates_oust, NULL, PH (SOL_PHASE_PLAY) | VERSUS_ONLY },
  { "deck-out", N_("A support deck has run out"), SEC_VERSUS,
    N_("With your own decks: a player's support deck is gone, and the bout ends"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Player"), MUSTER_PARAM_SEAT }),
    sol_apply_deck_out, sol_candidates_seats, NULL, PH (SOL_PHASE_PLAY) | VERSUS_ONLY },
  { "combo", N_("Take what a combo earns"), SEC_OPTIONS,
    N_("Patriot Combos: lift a Tyranny chip off a meld, take a stolen card back, sweep away the other support line, or let it go"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "TAKE", N_("What the combo takes"), MUSTER_PARAM_CHOICE, 0, "remove/steal-back/line/decline" },
                   { "MELD", N_("Meld"), MUSTER_PARAM_CHOICE, MUSTER_PARAM_OPTIONAL, NULL },
                   { "CARD", N_("Card at the end to free"), MUSTER_PARAM_CARD, MUSTER_PARAM_OPTIONAL, "table" }),
    sol_apply_combo, sol_candidates_combo, NULL, PH (SOL_PHASE_COMBO) },
  { "tag", N_("Tag out"), SEC_OPTIONS,
    N_("Patriot Tag Teams: the active figure leaves the fight and the partner takes over, with the same hand"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT }),
    sol_apply_tag, sol_candidates_tag, NULL, PH (SOL_PHASE_PLAY) | NOT_VERSUS },
};

static gboolean
sol_gate (MusterState            *state,
          const MusterActionDef  *def,
          const char            **side,
          GError                **error)
{
  SolState *self = SOL_STATE (state);
  gintptr tag = def->tag;

  *side = NULL;
  if (self->versus ? (tag & (NOT_VERSUS | TORY_ACTS)) != 0 : (tag & VERSUS_ONLY) != 0)
    return illegal (error, self->versus ? _("%s: not in Versus Mode") : _("%s: only in Versus Mode"), def->section);
  if (!(tag & PH (self->phase)))
    {
      g_autofree char *status = muster_state_get_status (state);

      return illegal (error, _("%s: not now (%s)"), def->section, status);
    }
  if (self->phase == SOL_PHASE_PLAY)
    {
      if ((tag & TRAVEL_ONLY) && !sol_in_turns (self))
        return illegal (error, _("%s: only in the Travel Hand or a level played in turns"), def->section);
      if ((tag & LATER_ONLY) && self->level == SOL_LEVEL_TRAVEL)
        return illegal (error, _("%s: not in the Travel Hand"), def->section);
      if (sol_in_turns (self))
        *side = sol_seat_id (self, self->turn);
    }
  /* Closed, not only refused, outside the stage that allows it: the
   * board then does not offer it. */
  if (def->apply == sol_apply_stack && !self->stacking)
    return illegal (error, _("%s: chips are stacked only in the Shot Heard Round the World"), "Campaign Mode");
  if (def->apply == sol_apply_turns && !self->play_in_turns)
    return illegal (error, _("%s: the group did not choose to play in turns"), SEC_OPTIONS);
  /* A tag is no play: open in or out of one's turn. */
  if (def->apply == sol_apply_tag && !self->tag_teams)
    return illegal (error, _("%s: the group did not choose Patriot Tag Teams"), SEC_OPTIONS);
  if (def->apply == sol_apply_tag)
    *side = NULL;
  if (tag & TORY_ACTS)
    *side = self->n_tories <= 1 ? sol_tory_player (self)->seat
            : sol_in_turns (self) && self->turn >= 0 && self->turn < (int) self->players->len &&
              sol_player (self, (guint) self->turn)->tory ? sol_seat_id (self, self->turn)
            : NULL;
  if (def->apply == sol_apply_sheet)
    for (guint i = 0; i < self->players->len && *side == NULL; i++)
      if (sol_sheet_owed (sol_player (self, i)))
        *side = sol_player (self, i)->seat;
  return TRUE;
}

static void
take_choices (MusterParam  *param,
              GStrvBuilder *ids,
              GStrvBuilder *labels)
{
  muster_param_take_choices (param, g_strv_builder_end (ids), g_strv_builder_end (labels));
  g_strv_builder_unref (ids);
  g_strv_builder_unref (labels);
}

/* Seats by name, figures by name, cards by the printed card (the form
 * never lists what lies in a hand). */
static void
sol_fill_param (MusterState            *state,
                const MusterActionDef  *def,
                const char             *side,
                MusterParam            *param)
{
  SolState *self = SOL_STATE (state);
  GStrvBuilder *ids = g_strv_builder_new ();
  GStrvBuilder *labels = g_strv_builder_new ();

  if (param->kind == MUSTER_PARAM_CHOICE && def->apply == sol_apply_sheet && !g_str_equal (param->name, "SUIT"))
    {
      int who = sol_find_player (self, side);
      const SolPatriotDef *fig = who >= 0 ? sol_player_figure (self, sol_player (self, (guint) who)) : NULL;
      /* The circumstances of the figure whose sheet is filled in, those of
       * stages the campaign has reached. */
      guint n = fig == NULL ? 0 : self->campaign ? fig->stage_end[self->stage] : fig->circumstances->len;

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *id = g_strdup_printf ("%u", i + 1);

          g_strv_builder_add (ids, id);
          g_strv_builder_add (labels, g_ptr_array_index (fig->circumstances, i));
        }
    }
  else if (param->kind == MUSTER_PARAM_CHOICE && g_str_equal (param->name, "MELD"))
    for (guint m = 0; m < self->melds->len; m++)
      {
        GPtrArray *cards = NULL;
        g_autofree char *id = g_strdup_printf ("%u", m + 1);
        g_autofree char *names = NULL;
        g_autofree char *label = NULL;

        if (sol_live_meld (self, (int) m + 1, &cards) == NULL)
          continue;
        names = sol_names_of (cards);
        label = g_strdup_printf (_("Meld %u: %s"), m + 1, names);
        g_strv_builder_add (ids, id);
        g_strv_builder_add (labels, label);
      }
  else if (param->kind == MUSTER_PARAM_CHOICE && g_str_equal (param->name, "SLOT"))
    for (guint i = 0; i < SOL_N_SLOTS; i++)
      {
        g_autofree char *id = g_strdup_printf ("%u", i + 1);

        g_strv_builder_add (ids, id);
        g_strv_builder_add (labels, sol_slot_name (i));
      }
  else if (param->kind == MUSTER_PARAM_PIECE && def->apply == sol_apply_tactic)
    for (guint i = 0; i < self->tory_figures->len; i++)
      {
        const SolToryDef *fig = sol_data_tory (self->data, g_ptr_array_index (self->tory_figures, i));

        g_strv_builder_add (ids, fig->id);
        g_strv_builder_add (labels, fig->name);
      }
  else if (param->kind == MUSTER_PARAM_SEAT && g_str_equal (param->name, "TORY"))
    {
      /* Largest Army on the Planet: the Tories, the one the game waits
       * for first; with one Tory nothing to name, and the form asks
       * nothing. show-hand and tory-swap name him first, before their
       * cards: there he is not optional in a form. */
      int first = def->apply == sol_apply_show_hand && self->phase == SOL_PHASE_SHOW ? sol_army_next_to_show (self)
                : sol_in_turns (self) && self->turn >= 0 && self->turn < (int) self->players->len &&
                  sol_player (self, (guint) self->turn)->tory ? self->turn : -1;

      if (self->n_tories > 1 && (def->apply == sol_apply_show_hand || def->apply == sol_apply_tory_swap))
        param->optional = FALSE;
      if (self->n_tories > 1 && first >= 0)
        {
          g_strv_builder_add (ids, sol_player (self, (guint) first)->seat);
          g_strv_builder_add (labels, sol_player (self, (guint) first)->name);
        }
      for (int t = sol_next_tory (self, -1); self->n_tories > 1 && t >= 0; t = sol_next_tory (self, t))
        if (t != first)
          {
            g_strv_builder_add (ids, sol_player (self, (guint) t)->seat);
            g_strv_builder_add (labels, sol_player (self, (guint) t)->name);
          }
    }
  else if (param->kind == MUSTER_PARAM_SEAT)
    for (guint i = 0; i < self->players->len; i++)
      {
        g_strv_builder_add (ids, sol_player (self, i)->seat);
        g_strv_builder_add (labels, sol_player (self, i)->name);
      }
  else if (param->kind == MUSTER_PARAM_CHOICE && g_str_equal (param->name, "ISSUE"))
    for (guint i = 0; i < SOL_N_ISSUES; i++)
      {
        g_strv_builder_add (ids, self->data->issue_ids[i]);
        g_strv_builder_add (labels, self->data->issue_names[i]);
      }
  else if (param->kind == MUSTER_PARAM_PIECE && def->apply == sol_apply_become)
    {
      if (!self->versus)
        {
          g_strv_builder_add (ids, "tory");
          g_strv_builder_add (labels, _("The Tory"));
        }
      for (guint i = 0; i < self->data->patriots->len; i++)
        {
          SolPatriotDef *fig = g_ptr_array_index (self->data->patriots, i);

          g_strv_builder_add (ids, fig->id);
          g_strv_builder_add (labels, fig->name);
        }
    }
  else if (param->kind == MUSTER_PARAM_PIECE)
    for (guint i = 0; i < self->data->tories->len; i++)
      {
        SolToryDef *fig = g_ptr_array_index (self->data->tories, i);

        g_strv_builder_add (ids, fig->id);
        g_strv_builder_add (labels, fig->name);
      }
  else if (param->kind == MUSTER_PARAM_CARD)
    {
      MusterCardSet *set = muster_deck_get_card_set (self->deck);

      for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
        {
          const MusterCard *card = muster_card_set_get_card (set, i);

          if (strchr (card->id, '#') != NULL)
            continue;
          g_strv_builder_add (ids, card->id);
          g_strv_builder_add (labels, card->name);
        }
    }
  else if (param->kind == MUSTER_PARAM_CHOICE && g_str_equal (param->name, "SUIT"))
    {
      for (int s = 0; s < SOL_N_SUITS; s++)
        g_strv_builder_add (labels, sol_suit_name (s));
      g_strv_builder_unref (ids);
      muster_param_take_choices (param, g_strdupv (param->choices), g_strv_builder_end (labels));
      g_strv_builder_unref (labels);
      return;
    }
  else if (param->kind == MUSTER_PARAM_CHOICE && g_str_equal (param->name, "OBJECTIVE"))
    {
      for (int k = 0; k <= SOL_LEVEL_SECRET; k++)
        {
          g_autofree char *name = sol_level_title (k);

          g_strv_builder_add (labels, name);
        }
      g_strv_builder_unref (ids);
      muster_param_take_choices (param, g_strdupv (param->choices), g_strv_builder_end (labels));
      g_strv_builder_unref (labels);
      return;
    }
  else if (param->kind == MUSTER_PARAM_CHOICE && g_str_equal (param->name, "TURNS"))
    {
      g_strv_builder_add (labels, _("In turns"));
      g_strv_builder_add (labels, _("Without turns"));
      g_strv_builder_unref (ids);
      muster_param_take_choices (param, g_strdupv (param->choices), g_strv_builder_end (labels));
      g_strv_builder_unref (labels);
      return;
    }
  else if (param->kind == MUSTER_PARAM_CHOICE && g_str_equal (param->name, "TAKE"))
    {
      g_strv_builder_add (labels, _("Lift a Tyranny chip off a meld"));
      g_strv_builder_add (labels, _("Take a stolen card back"));
      g_strv_builder_add (labels, _("Sweep away the other support line"));
      g_strv_builder_add (labels, _("Let it go"));
      g_strv_builder_unref (ids);
      muster_param_take_choices (param, g_strdupv (param->choices), g_strv_builder_end (labels));
      g_strv_builder_unref (labels);
      return;
    }
  else if (param->kind == MUSTER_PARAM_CHOICE && g_str_equal (param->name, "WHICH"))
    {
      g_strv_builder_add (labels, _("Abuse"));
      g_strv_builder_add (labels, _("Usurpation"));
      g_strv_builder_unref (ids);
      muster_param_take_choices (param, g_strdupv (param->choices), g_strv_builder_end (labels));
      g_strv_builder_unref (labels);
      return;
    }
  else
    {
      g_strv_builder_unref (ids);
      g_strv_builder_unref (labels);
      return;
    }
  take_choices (param, ids, labels);
}

/* After every action: Versus Mode ends when a support deck runs out. */
static gboolean
sol_finish (MusterState            *state,
            const MusterActionDef  *def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  sol_versus_finish (SOL_STATE (state), entry);
  return TRUE;
}

const MusterActionTable sol_action_table = {
  defs, G_N_ELEMENTS (defs), sol_gate, sol_fill_param, NULL, sol_finish,
};
