/* sol-tags.c: Patriot Tag Teams from the Options Screen: each Patriot
 * player takes a second figure in a second round of choices, fills a sheet
 * for each, and plays one of them at a time from the one hand, tagging to
 * the other whenever a level is under way. A circumstance naming one's own
 * partner is never written on a sheet; another player's circumstance
 * naming a figure of a team works only while that figure is the active one.
 *
 * The active figure lives in the player's usual fields (figure, its sheet
 * and which circumstances it is in), the resting one beside them; a tag
 * swaps the two.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sol-private.h"

/* The identity choices: everyone once in the order of the cards, then,
 * with Tag Teams, every Patriot again in the same order for a partner. */
static guint
n_choices (SolState *self)
{
  return self->tag_teams ? 2 * self->players->len : self->players->len;
}

int
sol_tags_chooser (SolState *self)
{
  if (self->chooser < 0 || (guint) self->chooser >= n_choices (self))
    return -1;
  return GPOINTER_TO_INT (g_ptr_array_index (self->order, (guint) self->chooser % self->players->len));
}

gboolean
sol_tags_second_round (SolState *self)
{
  return self->tag_teams && (guint) self->chooser >= self->players->len;
}

gboolean
sol_tags_next_chooser (SolState *self)
{
  self->chooser++;
  while (sol_tags_chooser (self) >= 0 && sol_tags_second_round (self) &&
         sol_player (self, (guint) sol_tags_chooser (self))->tory)
    self->chooser++;
  return sol_tags_chooser (self) < 0;
}

gboolean
sol_sheet_owed (SolPlayer *p)
{
  return (p->figure != NULL && p->call_suit == SOL_NO_SUIT) ||
         (p->partner != NULL && p->partner_call_suit == SOL_NO_SUIT);
}

/* A circumstance of @fig naming @other, the other figure of its team. */
gboolean
sol_tags_allows_circumstance (SolState            *self,
                              const SolPatriotDef *fig,
                              const char          *other,
                              int                  index,
                              GError             **error)
{
  const char *names = g_ptr_array_index (fig->names, index);
  const SolPatriotDef *partner;

  if (other == NULL || g_strcmp0 (names, other) != 0)
    return TRUE;
  partner = sol_data_patriot (self->data, other);
  return illegal (error, _("%s: %s and %s are one tag team and never in the fight together, so “%s” cannot go "
                           "on the sheet"),
                  SEC_OPTIONS, fig->name, partner->name,
                  (const char *) g_ptr_array_index (fig->circumstances, index));
}

gboolean
sol_tags_circumstance_works (SolState   *self,
                             SolPlayer  *p,
                             int         slot,
                             GError    **error)
{
  const SolPatriotDef *fig = sol_player_figure (self, p);
  const char *names;

  if (!self->tag_teams || fig == NULL || p->circumstance[slot] < 0)
    return TRUE;
  names = g_ptr_array_index (fig->names, p->circumstance[slot]);
  for (guint i = 0; names != NULL && i < self->players->len; i++)
    {
      SolPlayer *q = sol_player (self, i);

      if (g_strcmp0 (q->partner, names) == 0)
        return illegal (error, _("%s: %s has tagged out of the fight, so %s cannot be “%s” now"), SEC_OPTIONS,
                        sol_data_patriot (self->data, names)->name, p->name,
                        (const char *) g_ptr_array_index (fig->circumstances, p->circumstance[slot]));
    }
  return TRUE;
}

#define SWAP(type, a, b) G_STMT_START { type t_ = (a); (a) = (b); (b) = t_; } G_STMT_END

gboolean
sol_apply_tag (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const SolPatriotDef *out, *in;
  SolPlayer *p;
  int who;

  if (!muster_args_check_count (args, 1, 1, "tag SEAT", error) ||
      (who = sol_need_patriot (self, args[0], error)) < 0)
    return FALSE;
  p = sol_player (self, (guint) who);
  if (p->partner == NULL)
    return illegal (error, _("%s: %s has no second figure to tag in"), SEC_OPTIONS, p->name);
  out = sol_player_figure (self, p);
  in = sol_data_patriot (self->data, p->partner);
  SWAP (char *, p->figure, p->partner);
  for (guint s = 0; s < SOL_N_SLOTS; s++)
    {
      SWAP (int, p->circumstance[s], p->partner_circumstance[s]);
      SWAP (gboolean, p->in[s], p->partner_in[s]);
    }
  SWAP (SolSuit, p->call_suit, p->partner_call_suit);
  SWAP (SolSuit, p->single_suit, p->partner_single_suit);
  muster_entry_set_rule (entry, SEC_OPTIONS);
  muster_entry_append_text (entry, _("%s tags out: %s leaves the fight and %s takes over, with the same hand."),
                            p->name, out->name, in->name);
  return TRUE;
}
