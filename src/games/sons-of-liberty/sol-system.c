/* sol-system.c: the starting state of a battle, from the group's options
 * (data/games/sons-of-liberty/system.xml).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sol-private.h"
#include "sons-of-liberty-resources.h"
#include "sol-system.h"

static MusterState *
sol_new_state (MusterSystem          *system,
               const MusterScenario  *scenario,
               GHashTable            *options,
               GError               **error)
{
  static const char *jokers[] = { "XR", "XB", "XR#2", "XB#2", NULL };
  SolData *data = sol_data_load (error);
  g_autoptr(MusterCardSet) cards = NULL;
  const char *stage;
  SolState *self;

  if (data == NULL)
    return NULL;
  self = g_object_new (SOL_TYPE_STATE, NULL);
  self->data = data;
  self->ace_value = muster_options_get_int (options, "ace-value", 1);
  self->aces_high_identity = g_str_equal (muster_options_get_choice (options, "identity-aces", "low"), "high");
  self->tory_redraw_repeat = g_str_equal (muster_options_get_choice (options, "tory-redraw", "once"), "repeat");
  self->small_tory_call = g_str_equal (muster_options_get_choice (options, "small-tory-call", "three"), "full-hand");
  self->later_ties_tory = g_str_equal (muster_options_get_choice (options, "later-ties", "patriots"), "tory");
  self->oppression = muster_options_get_bool (options, "oppression-points");
  self->handicap = muster_options_get_bool (options, "three-card-handicap");
  self->benefits = muster_options_get_bool (options, "benefits-of-tyranny");
  self->combos = muster_options_get_bool (options, "combos");
  self->combo_one = g_str_equal (muster_options_get_choice (options, "combo-rewards", "both"), "one");
  self->primary_counts_line = g_str_equal (muster_options_get_choice (options, "primary-tyranny", "all"), "all");
  self->wrap = muster_options_get_bool (options, "straight-wrap");
  self->leave_pair = muster_options_get_bool (options, "leave-pair");
  self->free_printed = g_str_equal (muster_options_get_choice (options, "missing-cost", "one"), "free");
  self->deborah_clubs = g_str_equal (muster_options_get_choice (options, "deborah-suit", "spades"), "clubs");
  self->joker_claim_any = g_str_equal (muster_options_get_choice (options, "joker-claims", "once"), "any");
  self->director_aces_high = g_str_equal (muster_options_get_choice (options, "director-aces", "low"), "high");
  self->line_from_supply = g_str_equal (muster_options_get_choice (options, "short-pool", "pool"), "supply");
  self->secret_adds = g_str_equal (muster_options_get_choice (options, "secret-payout", "replaces"), "adds");
  self->own_cards = g_str_equal (muster_options_get_choice (options, "cards", "muster"), "own");
  self->fires_four = g_str_equal (muster_options_get_choice (options, "fires-return", "three"), "four");
  /* A battle of Battle Mode may take a stage's Tyranny rules (option
   * stage; "battle", the default, is none of them). */
  stage = muster_options_get_choice (options, "stage", "battle");
  sol_stage_rules (self, sol_stage_parse (stage));
  self->short_draw = g_str_equal (muster_options_get_choice (options, "empty-draw", "discards"), "short");
  self->keep_aside = g_str_equal (muster_options_get_choice (options, "patriot-win", "all"), "on-cards");
  /* A campaign's first battle is in the Intolerable Acts; a later one
   * takes its stage from the battle before (sol-campaign.c). */
  self->campaign = g_str_equal (scenario->id, "campaign");
  if (self->campaign)
    sol_campaign_set_stage (self, SOL_STAGE_INTOLERABLE_ACTS);
  if (g_str_equal (scenario->id, "versus"))
    sol_versus_setup (self, options);
  /* Options Screen, Largest Army on the Planet: several Tory players, in
   * a battle (sol-army.c says what is not done). */
  self->n_tories = muster_options_get_int (options, "tories", 1);
  if (self->n_tories > 1 && self->versus)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS, "%s",
                   _("Options Screen: Versus Mode has no Tory, so no army of Tories"));
      g_object_unref (self);
      return NULL;
    }
  /* Options Screen: levels in turns and a seeded field, in a battle. */
  self->play_in_turns = self->turns = !self->versus && muster_options_get_bool (options, "play-in-turns");
  self->seed = !self->versus && muster_options_get_bool (options, "seed-the-field");
  self->tag_teams = !self->versus && muster_options_get_bool (options, "tag-teams");

  /* The jokers are set aside before anything is drawn (Decipher the
   * Whist Code); they wait beside the discards to be claimed. */
  cards = sol_cards_new ();
  self->deck = muster_deck_new (SOL_DECK, cards, jokers);
  muster_deck_add_pile (self->deck, "jokers", NULL, FALSE);
  if (self->seed)
    muster_deck_add_pile (self->deck, SOL_FIELD, NULL, FALSE);
  for (guint i = 0; jokers[i] != NULL; i++)
    muster_deck_move (self->deck, jokers[i], "jokers", NULL);
  if (self->own_cards)
    {
      /* The players hold the cards: every card Muster has not seen on the
       * table waits in a pile no seat is shown. */
      muster_deck_add_pile (self->deck, SOL_UNSEEN, SOL_UNSEEN, TRUE);
      for (guint i = 0; i < muster_card_set_get_n_cards (cards); i++)
        {
          const char *id = muster_card_set_get_card (cards, i)->id;

          if (!sol_card_is_joker (id))
            {
              muster_deck_remove (self->deck, id, NULL);
              muster_deck_move (self->deck, id, SOL_UNSEEN, NULL);
            }
        }
    }
  return MUSTER_STATE (self);
}

const MusterSystemDef sol_system_def = {
  .id = "sons-of-liberty",
  .register_resource = muster_sons_of_liberty_register_resource,
  .new_state = sol_new_state,
};
