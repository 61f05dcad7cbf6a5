/* sol-army.c: Largest Army on the Planet (Options Screen, L2636-L2644):
 * several Tory players in one battle, each with his own Tyranny, hand,
 * figures and Tory Sheet. The option `tories` is the number of Tory
 * players; with 1 (the default) nothing here is used.
 *
 * Versus Mode has no Tory: it refuses the option (sol-system.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sol-private.h"

guint
sol_army_figures (SolState *self,
                  int       tory)
{
  const char *seat = sol_seat_id (self, tory);
  guint n = 0;

  for (guint i = 0; seat != NULL && i < self->tory_owners->len; i++)
    n += g_strcmp0 (g_ptr_array_index (self->tory_owners, i), seat) == 0;
  return n;
}

int
sol_army_owner (SolState   *self,
                const char *id)
{
  guint at;

  if (self->n_tories <= 1)
    return sol_tory_index (self);
  if (!g_ptr_array_find_with_equal_func (self->tory_figures, id, g_str_equal, &at) || at >= self->tory_owners->len)
    return -1;
  return sol_find_player (self, g_ptr_array_index (self->tory_owners, at));
}

/* Each Tory brings in his own figures, never one another's (L2642): his
 * first before the Travel Hand, then one a hand, five at most. */
gboolean
sol_army_introduce (SolState          *self,
                    const SolToryDef  *fig,
                    const char        *seat,
                    MusterEntry       *entry,
                    GError           **error)
{
  SolPlayer *p;
  guint mine;
  int who;

  if (seat == NULL)
    return bad_args (error, _("Several Tories play: name the Tory who brings the figure in"));
  if ((who = sol_need_player (self, seat, error)) < 0)
    return FALSE;
  p = sol_player (self, (guint) who);
  if (!p->tory)
    return illegal (error, _("%s: %s is not a Tory"), SEC_OPTIONS, p->name);
  if (!sol_campaign_allows_tory (self, fig, error))
    return FALSE;
  if (g_ptr_array_find_with_equal_func (self->tory_figures, fig->id, g_str_equal, NULL))
    return illegal (error, _("%s: %s is in the battle already, and Tories share no figure"), SEC_OPTIONS, fig->name);
  mine = sol_army_figures (self, who);
  if ((mine >= SOL_MAX_TORY_FIGURES || p->introduced) && self->phase != SOL_PHASE_SHEETS &&
      sol_campaign_final_extra (self, fig))
    {
      /* The Final Battle's one extra figure, for the Tories together. */
      self->final_extra = TRUE;
      g_ptr_array_add (self->tory_figures, g_strdup (fig->id));
      g_ptr_array_add (self->tory_owners, g_strdup (p->seat));
      muster_entry_append_text (entry, _("%s, a Tory, brings %s back for the Final Battle."), p->name, fig->name);
      return TRUE;
    }
  if (mine >= SOL_MAX_TORY_FIGURES)
    return illegal (error, _("%s: a Tory has at most five figures"), SEC_IDENTITY);
  if (self->phase == SOL_PHASE_SHEETS ? mine > 0 : p->introduced)
    return illegal (error, _("%s: one new Tory figure a hand for each Tory"), SEC_OPTIONS);
  g_ptr_array_add (self->tory_figures, g_strdup (fig->id));
  g_ptr_array_add (self->tory_owners, g_strdup (p->seat));
  p->introduced = TRUE;
  muster_entry_append_text (entry, _("%s, a Tory, brings in %s."), p->name, fig->name);
  return TRUE;
}

int
sol_army_tory (SolState    *self,
               const char  *seat,
               const char  *card,
               GError     **error)
{
  int who = -1;

  if (seat != NULL)
    {
      if ((who = sol_need_player (self, seat, error)) < 0)
        return -1;
      if (!sol_player (self, (guint) who)->tory)
        {
          illegal (error, _("%s: %s is not a Tory"), SEC_OPTIONS, sol_seat_name (self, who));
          return -1;
        }
      return who;
    }
  if (self->n_tories <= 1)
    {
      if ((who = sol_tory_index (self)) < 0)
        illegal (error, _("%s: nobody is the Tory yet"), SEC_IDENTITY);
      return who;
    }
  if (sol_in_turns (self) && self->turn >= 0 && self->turn < (int) self->players->len &&
      sol_player (self, (guint) self->turn)->tory)
    return self->turn;
  for (int t = sol_next_tory (self, -1); card != NULL && t >= 0; t = sol_next_tory (self, t))
    if (sol_find_in_hand (self, sol_seat_id (self, t), card, NULL) != NULL)
      {
        if (who >= 0)
          {
            who = -1;
            break;
          }
        who = t;
      }
  if (who < 0)
    bad_args (error, _("Several Tories play: name the Tory"));
  return who;
}
