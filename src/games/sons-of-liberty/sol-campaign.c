/* sol-campaign.c: Campaign Mode: the stage a battle is fought in (its
 * Tyranny, the Patriot figures and circumstances and the Tory figures it
 * allows) and what one battle carries to the next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sol-private.h"

#define SEC_CAMPAIGN "Campaign Mode"

static const char *stage_names[SOL_N_STAGES] = {
  N_("the Intolerable Acts"), N_("the Shot Heard Round the World"), N_("the Fires of Adversity"),
};

/* The line of Tyranny is two in the Intolerable Acts and three after
 * (the Fires of Adversity print none: three); a won wager returns double,
 * or three for each chip in the Fires of Adversity. */
void
sol_campaign_set_stage (SolState *self,
                        int       stage)
{
  self->stage = CLAMP (stage, 0, SOL_N_STAGES - 1);
  self->line_size = self->stage == SOL_STAGE_INTOLERABLE_ACTS ? 2 : 3;
  self->win_return = self->stage == SOL_STAGE_FIRES ? (self->fires_four ? 4 : 3) : 2;
  self->stacking = self->stage == SOL_STAGE_SHOT_HEARD;
}

gboolean
sol_campaign_allows_patriot (SolState            *self,
                             const SolPatriotDef *fig,
                             GError             **error)
{
  if (self->campaign && fig->first_stage > self->stage)
    return illegal (error, _("%s: %s joins the campaign in %s"), SEC_CAMPAIGN, fig->name,
                    _(stage_names[CLAMP (fig->first_stage, 0, SOL_N_STAGES - 1)]));
  return TRUE;
}

gboolean
sol_campaign_allows_circumstance (SolState            *self,
                                  const SolPatriotDef *fig,
                                  int                  index,
                                  GError             **error)
{
  if (self->campaign && index >= (int) fig->stage_end[self->stage])
    return illegal (error, _("%s: that circumstance belongs to a stage not yet reached"), SEC_CAMPAIGN);
  return TRUE;
}

gboolean
sol_campaign_allows_tory (SolState         *self,
                          const SolToryDef *fig,
                          GError          **error)
{
  if (self->campaign && !(fig->stages & (1u << self->stage)))
    return illegal (error, _("%s: %s does not appear in %s"), SEC_CAMPAIGN, fig->name,
                    _(stage_names[self->stage]));
  return TRUE;
}

static void
add_unique (GPtrArray  *ids,
            const char *id)
{
  if (id != NULL && !g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
    g_ptr_array_add (ids, g_strdup (id));
}

/* <campaign stage="0" unlocked="true"/>, then the figures the campaign
 * has seen, this battle's included. */
void
sol_campaign_write_carry (MusterState *state,
                          xmlNode     *node)
{
  SolState *self = SOL_STATE (state);
  g_autoptr(GPtrArray) tories = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) patriots = g_ptr_array_new_with_free_func (g_free);
  xmlNode *campaign;

  /* A battle of Battle Mode carries nothing. */
  if (!self->campaign)
    return;
  campaign = muster_xml_add (node, "campaign");
  muster_xml_set_int (campaign, "stage", self->stage);
  muster_xml_set_bool (campaign, "unlocked", self->unlocked);
  for (guint i = 0; i < self->past_tories->len; i++)
    add_unique (tories, g_ptr_array_index (self->past_tories, i));
  for (guint i = 0; i < self->tory_figures->len; i++)
    add_unique (tories, g_ptr_array_index (self->tory_figures, i));
  for (guint i = 0; i < self->past_patriots->len; i++)
    add_unique (patriots, g_ptr_array_index (self->past_patriots, i));
  for (guint i = 0; i < self->players->len; i++)
    add_unique (patriots, sol_player (self, i)->figure);
  for (guint i = 0; i < tories->len; i++)
    muster_xml_set (muster_xml_add (campaign, "tory-figure"), "id", g_ptr_array_index (tories, i));
  for (guint i = 0; i < patriots->len; i++)
    muster_xml_set (muster_xml_add (campaign, "patriot-figure"), "id", g_ptr_array_index (patriots, i));
}

/* The battle before: its stage, the next one if the Patriots completed
 * its Secret Objective, and the figures seen so far. */
gboolean
sol_campaign_take_input (MusterState  *state,
                         const char   *name,
                         xmlNode      *carry,
                         GError      **error)
{
  SolState *self = SOL_STATE (state);
  xmlNode *campaign = muster_xml_child (carry, "campaign");
  gboolean unlocked;
  int stage;

  if (!self->campaign || campaign == NULL)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("%s: the battle before is not a campaign battle"),
                        SEC_CAMPAIGN);
  if (!muster_xml_get_int (campaign, "stage", 0, &stage, error))
    return FALSE;
  unlocked = muster_xml_get_bool (campaign, "unlocked", FALSE);
  if (stage < 0 || stage >= SOL_N_STAGES)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("%s: no stage %d"), SEC_CAMPAIGN, stage);
  sol_campaign_set_stage (self, unlocked ? stage + 1 : stage);
  muster_xml_foreach_element (item, campaign)
    {
      g_autofree char *id = muster_xml_get (item, "id");

      if (muster_xml_is (item, "tory-figure") && sol_data_tory (self->data, id) != NULL)
        add_unique (self->past_tories, id);
      else if (muster_xml_is (item, "patriot-figure") && sol_data_patriot (self->data, id) != NULL)
        add_unique (self->past_patriots, id);
    }
  return TRUE;
}

/* The Tory's Secret Objective: five cards read like any objective, seen
 * by the Tory alone (with the players' own decks he writes it down and
 * names its cards when he reveals it). */
gboolean
sol_apply_secret (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char *tory = sol_seat_id (self, sol_tory_index (self));
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();
  guint next = 0;

  muster_entry_set_rule (entry, SEC_CAMPAIGN);
  if (!self->own_cards)
    {
      g_autofree char *text = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (self->secret); i++)
        if ((self->secret[i] = sol_turn_up (self, -1, chance, _("the Secret Objective"), NULL, &next, taken, error)) == NULL)
          return FALSE;
      text = sol_objective_text (self, SOL_LEVEL_SECRET);
      muster_entry_append_secret (entry, tory, _("Your Secret Objective: %s"), text);
    }
  muster_entry_append_text (entry, _("The Tory writes down his Secret Objective."));
  self->phase = SOL_PHASE_DEAL;
  return TRUE;
}

/* In an Opportune hand the Tory reads his Secret Objective out, with the
 * Tyranny it is worth: 3, 4 or 5 as he worked it into one, two or three
 * levels (the table judges). */
gboolean
sol_apply_reveal_secret (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *text = NULL;
  int value;

  if (!muster_args_check_count (args, 1, 6, "reveal-secret VALUE [CARD...]", error) ||
      !muster_args_parse_int (args[0], _("The Secret Objective's worth"), 3, 5, &value, error))
    return FALSE;
  if (!self->campaign || self->secret_revealed)
    return illegal (error, _("%s: there is no Secret Objective to reveal"), SEC_CAMPAIGN);
  if (self->level < 1 || self->level > 3)
    return illegal (error, _("%s: the Secret Objective is revealed in an Opportune hand"), SEC_CAMPAIGN);
  if (self->own_cards)
    {
      if (muster_args_count (args) != 6)
        return bad_args (error, _("Name the five cards of the Secret Objective"));
      for (guint i = 0; i < 5; i++)
        {
          int rank = -1;
          SolSuit suit;
          g_autofree char *face = g_ascii_strup (args[1 + i], -1);

          rank = sol_card_rank (face);
          suit = sol_card_suit (face);
          if (rank == SOL_NO_RANK || suit == SOL_NO_SUIT)
            return bad_args (error, _("“%s” is no card"), args[1 + i]);
          g_free (self->secret[i]);
          self->secret[i] = g_steal_pointer (&face);
        }
    }
  else if (args[1] != NULL)
    return bad_args (error, _("Muster drew the Secret Objective: name only its worth"));
  self->secret_revealed = TRUE;
  self->secret_value = value;
  text = sol_objective_text (self, SOL_LEVEL_SECRET);
  muster_entry_set_rule (entry, SEC_CAMPAIGN);
  muster_entry_append_text (entry, _("The Tory reveals his Secret Objective, worth %d Tyranny: %s"), value, text);
  return TRUE;
}

