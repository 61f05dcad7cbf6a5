/* sol-seed.c: Seed the Field from the Options Screen: as each level starts
 * four cards lie face up on the table, for any Patriot to use in a play as
 * a single card another Patriot laid. Only once part of a set or straight
 * do they score; those left go back with every other card between levels.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sol-private.h"

gboolean
sol_seed_field (SolState            *self,
                const char * const  *args,
                guint               *next,
                MusterEntry         *entry,
                MusterChance        *chance,
                GError             **error)
{
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();
  g_autoptr(GPtrArray) seeds = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *names = NULL;

  if (!self->seed)
    return TRUE;
  for (guint i = 0; i < SOL_N_SEEDS; i++)
    {
      char *id = sol_turn_up (self, -1, chance, _("the field"), args, next, taken, error);

      if (id == NULL)
        return FALSE;
      sol_move_card (self, id, SOL_FIELD, NULL);
      g_ptr_array_add (seeds, id);
    }
  names = sol_names_of (seeds);
  /* Translators: the cards, then the section of the rulebook. */
  muster_entry_append_text (entry, _("To seed the field (%2$s), %1$s lie face up: any Patriot may use them "
                                     "in a play as single cards, and they score only once played."),
                            names, SEC_OPTIONS);
  return TRUE;
}

/* The deal of the Travel Hand: nothing to name when Muster deals; with the
 * players' own decks and a seeded field, the cards laid on it. */
GPtrArray *
sol_candidates_deal (MusterState *state, const MusterActionDef *def)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tries = muster_tries_new ();
  GPtrArray *unseen = muster_deck_get_pile (self->deck, SOL_UNSEEN);

  if (!self->own_cards || !self->seed || self->versus)
    muster_tries_add (tries, NULL, NULL);
  else if (unseen != NULL && unseen->len >= 4 * 7)
    muster_tries_add (tries, (const char *) g_ptr_array_index (unseen, 0), (const char *) g_ptr_array_index (unseen, 7),
                      (const char *) g_ptr_array_index (unseen, 14), (const char *) g_ptr_array_index (unseen, 21), NULL);
  return tries;
}
