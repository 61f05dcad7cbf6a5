/* sol-setup.c: before the first hand: seating, the Whist Code, identities, the
 * Patriot Sheets and the first Tory figure.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

/* Seating and the Whist Code */

gboolean
sol_apply_seat (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  guint n = muster_args_count (args);

  if (self->versus && n != 2)
    return bad_args (error, _("A Versus bout seats two players"));
  if (!self->versus && (n < SOL_MIN_PLAYERS || n > SOL_MAX_PLAYERS))
    return bad_args (error, _("A battle seats %d to %d players"), SOL_MIN_PLAYERS, SOL_MAX_PLAYERS);
  /* Largest Army on the Planet: no more than one Tory for every two
   * Patriots (L2640), read as a rule. */
  if (self->n_tories > 1 && n < 3 * (guint) self->n_tories)
    return illegal (error, g_dngettext (GETTEXT_PACKAGE,
                                        "%s: one Tory for every two Patriots: %d Tories need %d players, not %u",
                                        "%s: one Tory for every two Patriots: %d Tories need %d players, not %u",
                                        self->n_tories),
                    SEC_OPTIONS, self->n_tories, 3 * self->n_tories, n);
  for (guint i = 0; i < n; i++)
    {
      SolPlayer *p;
      g_autofree char *hand = NULL;
      g_autofree char *front = NULL;

      if (*args[i] == '\0' || g_utf8_strlen (args[i], -1) > 40 || strchr (args[i], ' ') != NULL ||
          !g_utf8_validate (args[i], -1, NULL))
        return bad_args (error, _("A seat is a word of 1 to 40 characters"));
      if (sol_find_player (self, args[i]) >= 0)
        return bad_args (error, _("%s is seated twice"), args[i]);
      p = g_new0 (SolPlayer, 1);
      p->seat = g_utf8_strdown (args[i], -1);
      p->name = g_strdup (args[i]);
      for (guint s = 0; s < SOL_N_SLOTS; s++)
        p->circumstance[s] = p->partner_circumstance[s] = -1;
      p->call_suit = p->single_suit = SOL_NO_SUIT;
      p->partner_call_suit = p->partner_single_suit = SOL_NO_SUIT;
      g_ptr_array_add (self->players, p);
      hand = sol_hand_pile (p->seat);
      front = sol_front_pile (p->seat);
      muster_deck_add_pile (self->deck, hand, p->seat, TRUE);
      muster_deck_add_pile (self->deck, front, p->seat, FALSE);
    }
  /* Versus Mode: the figures are chosen before the Whist Code. */
  self->phase = self->versus ? SOL_PHASE_REVEAL : SOL_PHASE_WHIST;
  if (self->versus)
    sol_versus_seated (self);
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%u player sits at the table.",
                                                "%u players sit at the table.", n), n);
  return TRUE;
}

gboolean
sol_check_told (SolState            *self,
                const char * const  *args,
                guint                used,
                GError             **error)
{
  guint n = muster_args_count (args);

  if (!self->own_cards && n > 0)
    return bad_args (error, _("Muster draws these cards; name them only with your own decks"));
  if (self->own_cards && used < n)
    return bad_args (error, _("%u cards were named, %u turned up"), n, used);
  return TRUE;
}

gboolean
sol_apply_decipher (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();
  guint next = 0;

  if (self->versus)
    return sol_versus_decipher (self, args, entry, chance, error);
  if (self->own_cards && muster_args_count (args) != SOL_N_WHIST)
    return bad_args (error, _("Name the %d cards turned up: two locations, then five for each objective"),
                     SOL_N_WHIST);
  for (guint i = 0; i < SOL_N_WHIST; i++)
    {
      self->whist[i] = sol_turn_up (self, -1, chance, _("the Whist Code"), args, &next, taken, error);
      if (self->whist[i] == NULL)
        return FALSE;
    }
  if (!sol_check_told (self, args, next, error))
    return FALSE;
  {
    g_autofree char *a = sol_card_name (self->whist[0]);
    g_autofree char *b = sol_card_name (self->whist[1]);

    muster_entry_append_text (entry, _("The Grand Lodge is read from the %s, the Correspondent from the %s."), a, b);
  }
  for (int k = 0; k < SOL_N_OBJECTIVES; k++)
    {
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      g_autofree char *name = sol_level_name (k);
      g_autofree char *text = sol_objective_text (self, k);
      g_autofree char *drawn = NULL;

      for (guint c = 0; c < 5; c++)
        g_ptr_array_add (cards, self->whist[2 + 5 * k + c]);
      drawn = sol_names_of (cards);
      muster_entry_append_text (entry, _("%s (%s): %s"), name, drawn, text);
    }
  self->phase = SOL_PHASE_REVEAL;
  return TRUE;
}

/* Identities */

static int
identity_value (SolState   *self,
                const char *card)
{
  int rank = sol_card_rank (card);

  return rank == 0 && self->aces_high_identity ? 14 : rank + 1;
}

gboolean
sol_apply_reveal (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();
  guint n = self->players->len, next = 0;
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  gboolean tied = TRUE;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (keys, g_array_new (FALSE, FALSE, sizeof (int)));
  /* Everyone draws; then those still tied draw again. */
  for (guint round = 0; tied && round < 20; round++)
    {
      gboolean draws[SOL_MAX_PLAYERS];

      /* Who draws is settled before anyone does. */
      for (guint i = 0; i < n; i++)
        {
          GArray *key = g_ptr_array_index (keys, i);

          draws[i] = round == 0;
          for (guint j = 0; !draws[i] && j < n; j++)
            draws[i] = j != i && ((GArray *) g_ptr_array_index (keys, j))->len == key->len &&
                       memcmp (key->data, ((GArray *) g_ptr_array_index (keys, j))->data,
                               key->len * sizeof (int)) == 0;
        }
      for (guint i = 0; i < n; i++)
        {
          GArray *key = g_ptr_array_index (keys, i);

          if (draws[i])
            {
              /* Versus Mode: each player draws from the support deck. */
              g_autofree char *card = sol_turn_up (self, self->versus ? (int) i : -1, chance, _("an identity card"),
                                                   args, &next, taken, error);
              g_autofree char *name = NULL;
              int v;

              if (card == NULL)
                return FALSE;
              v = identity_value (self, card);
              g_array_append_val (key, v);
              name = sol_card_name (card);
              muster_entry_append_text (entry, round == 0 ? _("%s is dealt the %s.") : _("%s draws the %s to break a tie."),
                                        sol_player (self, i)->name, name);
              if (round == 0)
                sol_player (self, i)->identity_card = g_strdup (card);
            }
        }
      /* Were the new draws needed again? */
      tied = FALSE;
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            GArray *a = g_ptr_array_index (keys, i), *b = g_ptr_array_index (keys, j);

            if (a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (int)) == 0)
              tied = TRUE;
          }
    }
  if (!sol_check_told (self, args, next, error))
    return FALSE;
  /* Highest first. */
  g_ptr_array_set_size (self->order, 0);
  for (guint i = 0; i < n; i++)
    {
      guint at = 0;

      while (at < self->order->len)
        {
          GArray *a = g_ptr_array_index (keys, i);
          GArray *b = g_ptr_array_index (keys, GPOINTER_TO_INT (g_ptr_array_index (self->order, at)));
          gboolean higher = FALSE;

          for (guint k = 0; k < MIN (a->len, b->len); k++)
            if (g_array_index (a, int, k) != g_array_index (b, int, k))
              {
                higher = g_array_index (a, int, k) > g_array_index (b, int, k);
                break;
              }
          if (higher)
            break;
          at++;
        }
      g_ptr_array_insert (self->order, (int) at, GINT_TO_POINTER (i));
    }
  self->chooser = 0;
  self->phase = SOL_PHASE_IDENTITY;
  muster_entry_append_text (entry, _("%s chooses first."),
                            sol_seat_name (self, GPOINTER_TO_INT (g_ptr_array_index (self->order, 0))));
  return TRUE;
}

/* Fewer players have taken the Tory role than the battle needs (one, or
 * the `tories` of Largest Army on the Planet) and no more players choosing
 * after @who may take it than the roles left (in a campaign, players who
 * have not had it yet): @who must. */
static gboolean
must_be_tory (SolState *self,
              int       who)
{
  int open = self->n_tories - (int) sol_n_tories (self);

  if (open <= 0)
    return FALSE;
  for (guint k = (guint) self->chooser + 1; k < self->order->len; k++)
    if (sol_campaign_may_be_tory (self, GPOINTER_TO_INT (g_ptr_array_index (self->order, k)), NULL) && --open == 0)
      return FALSE;
  return sol_campaign_may_be_tory (self, who, NULL);
}

gboolean
sol_apply_become (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int who;
  SolPlayer *p;
  gboolean second = sol_tags_second_round (self);

  if (!muster_args_check_count (args, 2, 2, "become SEAT FIGURE", error) ||
      (who = sol_need_player (self, args[0], error)) < 0)
    return FALSE;
  if (sol_tags_chooser (self) < 0)
    return illegal (error, _("%s: every player has chosen"), SEC_IDENTITY);
  if (who != sol_tags_chooser (self))
    return illegal (error, _("%s: it is %s's turn to choose"), SEC_IDENTITY,
                    sol_seat_name (self, sol_tags_chooser (self)));
  p = sol_player (self, (guint) who);
  if (g_ascii_strcasecmp (args[1], "tory") == 0 && second)
    return illegal (error, _("%s: the second choice is a Patriot figure for the tag team"), SEC_OPTIONS);
  if (g_ascii_strcasecmp (args[1], "tory") == 0 && self->versus)
    return illegal (error, _("%s: both players play Patriot figures"), SEC_VERSUS);
  if (g_ascii_strcasecmp (args[1], "tory") == 0)
    {
      if (self->n_tories == 1 && sol_tory_index (self) >= 0)
        return illegal (error, _("%s: %s is the Tory already"), SEC_IDENTITY, sol_tory_player (self)->name);
      if ((int) sol_n_tories (self) >= self->n_tories)
        return illegal (error, g_dngettext (GETTEXT_PACKAGE, "%s: the battle has its %d Tory already",
                                            "%s: the battle has its %d Tories already", self->n_tories),
                        SEC_OPTIONS, self->n_tories);
      if (!sol_campaign_may_be_tory (self, who, error))
        return FALSE;
      p->tory = TRUE;
      muster_entry_append_text (entry, _("%s becomes the Tory."), p->name);
    }
  else
    {
      const SolPatriotDef *fig = sol_data_patriot (self->data, args[1]);
      guint taken = 0;

      if (fig == NULL)
        return bad_args (error, _("There is no Patriot figure “%s”"), args[1]);
      if (!sol_campaign_allows_patriot (self, fig, error))
        return FALSE;
      if (!self->versus && must_be_tory (self, who))
        return illegal (error, self->record->len > 0
                                 ? _("%s: nobody volunteered, so %s, the lowest card of those who have not yet "
                                     "been the Tory in this campaign, must be the Tory")
                                 : _("%s: nobody volunteered, so the lowest card, %s, must be the Tory"),
                        SEC_IDENTITY, p->name);
      for (guint i = 0; i < self->players->len; i++)
        taken += (g_strcmp0 (sol_player (self, i)->figure, fig->id) == 0) +
                 (g_strcmp0 (sol_player (self, i)->partner, fig->id) == 0);
      /* Patriot Tag Teams: the Martin Women are one figure of a team. */
      if (second && g_str_equal (fig->id, p->figure))
        return illegal (error, _("%s: %s is the first figure of %s's tag team already"), SEC_OPTIONS,
                        fig->name, p->name);
      if (taken >= (g_str_equal (fig->id, "martin-women") && !self->versus ? 2u : 1u))
        return illegal (error, _("%s: %s is played by another player"), SEC_IDENTITY, fig->name);
      if (second)
        {
          const SolPatriotDef *first = sol_player_figure (self, p);

          p->partner = g_strdup (fig->id);
          muster_entry_set_rule (entry, SEC_OPTIONS);
          muster_entry_append_text (entry, _("%s forms a tag team: %s, with %s waiting to tag in."), p->name,
                                    first->name, fig->name);
        }
      else
        {
          p->figure = g_strdup (fig->id);
          muster_entry_append_text (entry, _("%s plays %s."), p->name, fig->name);
        }
    }
  p->chosen = TRUE;
  if (sol_tags_next_chooser (self))
    {
      self->phase = SOL_PHASE_SHEETS;
      if (self->versus)
        sol_versus_chosen (self, entry);
    }
  return TRUE;
}

static void
sheets_done (SolState *self)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      if (sol_sheet_owed (p))
        return;
    }
  /* Largest Army on the Planet: every Tory brings in his first figure. */
  for (int t = sol_next_tory (self, -1); self->n_tories > 1 && t >= 0; t = sol_next_tory (self, t))
    if (sol_army_figures (self, t) == 0)
      return;
  if (self->tory_figures->len > 0 || self->versus)
    self->phase = self->campaign ? SOL_PHASE_SECRET : SOL_PHASE_DEAL;
}

gboolean
sol_apply_sheet (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const SolPatriotDef *fig;
  SolSuit suits[2], call;
  int who, picks[SOL_N_SLOTS];
  SolPlayer *p;
  const char *other;
  int *circumstance;
  SolSuit *call_suit, *single_suit;

  if (!muster_args_check_count (args, 6, 6, "sheet SEAT C1 C2 C3 C4 SUIT", error) ||
      (who = sol_need_patriot (self, args[0], error)) < 0)
    return FALSE;
  p = sol_player (self, (guint) who);
  /* Patriot Tag Teams: the first figure's sheet, then the partner's. */
  if (p->call_suit != SOL_NO_SUIT && p->partner != NULL && p->partner_call_suit == SOL_NO_SUIT)
    {
      fig = sol_data_patriot (self->data, p->partner);
      other = p->figure;
      circumstance = p->partner_circumstance;
      call_suit = &p->partner_call_suit;
      single_suit = &p->partner_single_suit;
    }
  else
    {
      fig = sol_player_figure (self, p);
      other = p->partner;
      circumstance = p->circumstance;
      call_suit = &p->call_suit;
      single_suit = &p->single_suit;
    }
  for (guint s = 0; s < SOL_N_SLOTS; s++)
    {
      if (!muster_args_parse_int (args[1 + s], _("A circumstance"), 1, (int) fig->circumstances->len, &picks[s], error) ||
          !sol_campaign_allows_circumstance (self, fig, picks[s] - 1, error) ||
          !sol_tags_allows_circumstance (self, fig, other, picks[s] - 1, error))
        return FALSE;
      for (guint t = 0; t < s; t++)
        if (picks[t] == picks[s])
          return illegal (error, _("%s: each slot takes a different circumstance"), SEC_IDENTITY);
    }
  sol_figure_suits (self, fig, suits);
  call = sol_suit_parse (args[5]);
  if (call == SOL_NO_SUIT || (call != suits[0] && call != suits[1]))
    return illegal (error, _("%s: %s calls for %s or %s"), SEC_IDENTITY, fig->name,
                    sol_suit_name (suits[0]), sol_suit_name (suits[1]));
  for (guint s = 0; s < SOL_N_SLOTS; s++)
    circumstance[s] = picks[s] - 1;
  *call_suit = call;
  *single_suit = call == suits[0] ? suits[1] : suits[0];
  muster_entry_append_text (entry, _("%s fills in the Patriot Sheet of %s: calls for %s, plays single %s."),
                            p->name, fig->name, sol_suit_name (*call_suit), sol_suit_name (*single_suit));
  sheets_done (self);
  return TRUE;
}

gboolean
sol_apply_introduce (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  const SolToryDef *fig;
  gboolean normal;

  if (!muster_args_check_count (args, 1, 2, "introduce FIGURE [SEAT]", error))
    return FALSE;
  if ((fig = sol_data_tory (self->data, args[0])) == NULL)
    return bad_args (error, _("There is no Tory figure “%s”"), args[0]);
  if (self->n_tories > 1)
    {
      if (!sol_army_introduce (self, fig, args[1], entry, error))
        return FALSE;
      if (self->phase == SOL_PHASE_SHEETS)
        sheets_done (self);
      return TRUE;
    }
  if (args[1] != NULL && sol_find_player (self, args[1]) != sol_tory_index (self))
    return bad_args (error, _("%s is not the Tory"), args[1]);
  if (!sol_campaign_allows_tory (self, fig, error))
    return FALSE;
  if (g_ptr_array_find_with_equal_func (self->tory_figures, fig->id, g_str_equal, NULL))
    return illegal (error, _("%s: %s is in the battle already"), SEC_TORY_TACTICS, fig->name);
  normal = self->tory_figures->len < SOL_MAX_TORY_FIGURES &&
           !(self->phase == SOL_PHASE_SHEETS ? self->tory_figures->len > 0 : self->introduced_this_level);
  if (!normal && sol_campaign_final_extra (self, fig))
    {
      /* The Final Battle's extra figure, one seen in an earlier battle. */
      self->final_extra = TRUE;
      g_ptr_array_add (self->tory_figures, g_strdup (fig->id));
      muster_entry_append_text (entry, _("The Tory brings %s back for the Final Battle."), fig->name);
      return TRUE;
    }
  if (self->tory_figures->len >= SOL_MAX_TORY_FIGURES)
    return illegal (error, _("%s: a battle has at most five Tory figures"), SEC_IDENTITY);
  if (self->phase == SOL_PHASE_SHEETS ? self->tory_figures->len > 0 : self->introduced_this_level)
    return illegal (error, _("%s: one new Tory figure a hand"), SEC_TORY_TACTICS);
  g_ptr_array_add (self->tory_figures, g_strdup (fig->id));
  self->introduced_this_level = TRUE;
  muster_entry_append_text (entry, _("The Tory brings in %s."), fig->name);
  if (self->phase == SOL_PHASE_SHEETS)
    sheets_done (self);
  return TRUE;
}
