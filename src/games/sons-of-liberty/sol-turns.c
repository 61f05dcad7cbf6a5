/* sol-turns.c: whose turn it is: the Travel Hand's turns around the table
 * and, with Play in Turns from the Options Screen, the turns of every
 * later level, where the Tory's comes after every second Patriot; and the
 * cut-scene director's word that the next levels are played with or
 * without turns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sol-private.h"

gboolean
sol_in_turns (SolState *self)
{
  return !self->versus && (self->level == SOL_LEVEL_TRAVEL || self->turns);
}

const char *
sol_turns_section (SolState *self)
{
  return self->level == SOL_LEVEL_TRAVEL ? SEC_TRAVEL : SEC_OPTIONS;
}

/* The Tory opens the Travel Hand; a later level played in turns is opened
 * by its director, who starts the hand (Direct the Cut Scene). */
void
sol_turns_start (SolState *self)
{
  int tory = sol_tory_index (self);

  self->acted = FALSE;
  self->since_tory = 0;
  self->last_patriot = tory;
  self->turn = self->level != SOL_LEVEL_TRAVEL && self->turns && self->director >= 0 ? self->director : tory;
}

/* Around the table in the Travel Hand. In later levels the Patriots go
 * round in their seating order and the Tory plays after every second of
 * them: P1, P2, Tory, P3, P1, Tory, P2, P3, Tory... */
void
sol_turns_next (SolState *self)
{
  int n = (int) self->players->len;
  int tory = sol_tory_index (self);

  self->acted = FALSE;
  /* Largest Army on the Planet: around the table in every level, each
   * Tory in his own seat (L2576 offers several Tories instead of the Tory
   * after every second Patriot). */
  if (self->level == SOL_LEVEL_TRAVEL || self->n_tories > 1)
    {
      self->turn = (self->turn + 1) % n;
      return;
    }
  if (self->turn != tory)
    {
      self->last_patriot = self->turn;
      if (++self->since_tory >= 2)
        {
          self->since_tory = 0;
          self->turn = tory;
          return;
        }
    }
  for (int k = 1; k <= n; k++)
    if ((self->last_patriot + k) % n != tory)
      {
        self->turn = (self->last_patriot + k) % n;
        return;
      }
}

/* The director declares how the next levels are played: with turns or
 * without, until another director says otherwise. */
gboolean
sol_apply_turns (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  gboolean on;
  int who;

  if (!muster_args_check_count (args, 2, 2, "turns SEAT on|off", error) ||
      (who = sol_need_player (self, args[0], error)) < 0)
    return FALSE;
  if (g_ascii_strcasecmp (args[1], "on") == 0)
    on = TRUE;
  else if (g_ascii_strcasecmp (args[1], "off") == 0)
    on = FALSE;
  else
    return bad_args (error, _("Say “on” to play the next level in turns, “off” to play it without"));
  if (self->director < 0)
    self->director = who;   /* own decks: the players said who holds the lowest card */
  if (who != self->director)
    return illegal (error, _("%s: %s directs this cut scene"), SEC_CUT, sol_seat_name (self, self->director));
  self->turns = on;
  muster_entry_set_rule (entry, SEC_OPTIONS);
  if (on && self->n_tories > 1)
    muster_entry_append_text (entry, _("%s declares that the levels from now on are played in turns, "
                                       "around the table."), sol_seat_name (self, who));
  else
    muster_entry_append_text (entry, on ? _("%s declares that the levels from now on are played in turns, "
                                            "the Tory taking his after every second Patriot.")
                                        : _("%s declares that the levels from now on are played without turns."),
                              sol_seat_name (self, who));
  return TRUE;
}

GPtrArray *
sol_candidates_turns (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    if (self->director < 0 || self->director == (int) i)
      {
        muster_tries_add (tries, sol_seat_id (self, (int) i), self->turns ? "off" : "on", NULL);
        muster_tries_add (tries, sol_seat_id (self, (int) i), self->turns ? "on" : "off", NULL);
      }
  return tries;
}
