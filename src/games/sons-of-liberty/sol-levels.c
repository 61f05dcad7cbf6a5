/* sol-levels.c: the hands of a battle from the deal to the call: shuffling and
 * dealing, the Tory's line of Tyranny, calling the question, scoring, the
 * wagers, and the cut-scene director choosing the next objective.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

/* Levels */

static gboolean
discard_face_cards (SolState      *self,
                    int            who,
                    MusterEntry   *entry,
                    MusterChance  *chance,
                    GError       **error)
{
  SolPlayer *tory = sol_player (self, (guint) who);
  SolTyranny *tyr = sol_tyranny (self, who);
  g_autofree char *pile = sol_hand_pile (tory->seat);

  for (guint round = 0; round < 50; round++)
    {
      g_autoptr(GPtrArray) faces = g_ptr_array_new ();
      GPtrArray *hand = muster_deck_get_pile (self->deck, pile);

      for (guint i = 0; i < hand->len; i++)
        if (sol_card_is_face (g_ptr_array_index (hand, i)))
          g_ptr_array_add (faces, g_ptr_array_index (hand, i));
      if (faces->len == 0)
        break;
      {
        g_autofree char *names = sol_names_of (faces);

        if (self->n_tories > 1)
          muster_entry_append_text (entry, _("%s, a Tory, discards %s."), tory->name, names);
        else
          muster_entry_append_text (entry, _("The Tory discards %s."), names);
      }
      if (self->level != SOL_LEVEL_TRAVEL)
        {
          muster_track_adjust (tyr->line, (int) faces->len);
          muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                        "%u Tyranny from the supply joins the line.",
                                                        "%u Tyranny from the supply join the line.", faces->len),
                                    faces->len);
        }
      for (guint i = 0; i < faces->len; i++)
        sol_move_card (self, g_ptr_array_index (faces, i), "discard", NULL);
      if (!sol_refill (self, tory, chance, error))
        return FALSE;
      if (!self->tory_redraw_repeat)
        break;
    }
  return TRUE;
}

/* The Tyranny Tory @who sets out as a level starts (his own with Largest
 * Army on the Planet). */
static gboolean
set_out_line (SolState    *self,
              int          who,
              int          level,
              MusterEntry *entry)
{
  SolTyranny *tyr = sol_tyranny (self, who);
  const char *name = sol_seat_name (self, who);
  gboolean army = self->n_tories > 1;

  if (level == SOL_LEVEL_SECRET)
    {
      /* Its worth in new Tyranny from the supply (Campaign Mode); with
       * Largest Army on the Planet, for each Tory. */
      muster_track_set (tyr->line, self->secret_value, NULL);
      if (army)
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s, a Tory, sets out %d Tyranny from the supply.",
                                                      "%s, a Tory, sets out %d Tyranny from the supply.",
                                                      self->secret_value), name, self->secret_value);
      else
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The Tory sets out %d Tyranny from the supply.",
                                                      "The Tory sets out %d Tyranny from the supply.",
                                                      self->secret_value), self->secret_value);
    }
  else if (level != SOL_LEVEL_TRAVEL)
    {
      int line;

      if (level == SOL_LEVEL_PRIMARY && self->final_battle)
        {
          /* The Final Battle: the pool doubles, or two from the supply. */
          muster_track_set (tyr->pool, tyr->pool->value > 0 ? 2 * tyr->pool->value : 2, NULL);
          if (army)
            muster_entry_append_text (entry, _("For the Final Battle %s's pool becomes %d Tyranny."), name,
                                      tyr->pool->value);
          else
            muster_entry_append_text (entry, _("For the Final Battle the Tory's pool becomes %d Tyranny."),
                                      tyr->pool->value);
        }
      line = MIN (self->line_size, tyr->pool->value);

      muster_track_adjust (tyr->pool, -line);
      muster_track_set (tyr->line, line, NULL);
      if (army)
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%s, a Tory, sets out %d Tyranny from his pool.",
                                                      "%s, a Tory, sets out %d Tyranny from his pool.", line),
                                  name, line);
      else
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The Tory sets out %d Tyranny from the pool.",
                                                      "The Tory sets out %d Tyranny from the pool.", line), line);
      if (line < self->line_size && self->line_from_supply)
        {
          int more = self->line_size - line;

          muster_track_set (tyr->line, self->line_size, NULL);
          muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The supply makes up the line with %d more.",
                                                        "The supply makes up the line with %d more.", more), more);
        }
    }
  return TRUE;
}

/* Every card back: hands, table and discards shuffled into the draw
 * pile, the jokers set aside again; then the deal, the field first when it
 * is seeded (its cards named in @args from *@next with the players' own
 * decks). */
static gboolean
start_level (SolState            *self,
             int                  level,
             const char * const  *args,
             guint               *next,
             MusterEntry         *entry,
             MusterChance        *chance,
             GError             **error)
{
  g_auto(GStrv) piles = muster_deck_list_piles (self->deck);
  g_autofree char *name = sol_level_name (level);

  for (guint i = 0; piles[i] != NULL; i++)
    {
      g_autoptr(GPtrArray) cards = NULL;

      if (g_str_equal (piles[i], "jokers") || g_str_equal (piles[i], SOL_UNSEEN))
        continue;
      cards = sol_copy_ids (muster_deck_get_pile (self->deck, piles[i]));
      for (guint c = 0; c < cards->len; c++)
        {
          const char *id = g_ptr_array_index (cards, c);

          sol_move_card (self, id, sol_card_is_joker (id) ? "jokers" : self->own_cards ? SOL_UNSEEN : "discard", NULL);
        }
    }
  if (self->own_cards)
    {
      /* The players gather and deal their own cards. */
      g_autoptr(GPtrArray) discards = sol_copy_ids (muster_deck_get_discard (self->deck));

      for (guint c = 0; c < discards->len; c++)
        sol_move_card (self, g_ptr_array_index (discards, c), SOL_UNSEEN, NULL);
    }
  else
    muster_deck_gather (self->deck);
  g_ptr_array_set_size (self->melds, 0);
  sol_combo_break (self);
  self->level = level;
  self->introduced_this_level = level == SOL_LEVEL_TRAVEL;
  self->opening = level != SOL_LEVEL_TRAVEL;
  self->swap_open = self->own_cards;
  self->caller = -1;
  g_clear_pointer (&self->offered, g_free);
  for (guint k = 0; k < SOL_MAX_TORIES; k++)
    {
      muster_track_set (self->tyr[k].wagered, 0, NULL);
      self->tyr[k].aside = 0;
      muster_track_set (self->tyr[k].line, 0, NULL);
    }
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      memset (p->in, 0, sizeof p->in);
      p->new_hand_used = p->joker_claimed = FALSE;
      p->introduced = p->tory && self->n_tories > 1 && level == SOL_LEVEL_TRAVEL;
    }
  muster_entry_append_text (entry, self->own_cards ? _("The players shuffle their cards together and deal %s.")
                                                   : _("The cards are shuffled together and %s is dealt."), name);
  if (!sol_seed_field (self, args, next, entry, chance, error))
    return FALSE;
  for (guint i = 0; i < self->players->len; i++)
    if (!sol_player (self, i)->tory && !sol_refill (self, sol_player (self, i), chance, error))
      return FALSE;
  for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
    if (!sol_refill (self, sol_player (self, (guint) t), chance, error))
      return FALSE;
  for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
    if (!set_out_line (self, t, level, entry))
      return FALSE;
  if (!self->own_cards)
    for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
      if (!discard_face_cards (self, t, entry, chance, error))
        return FALSE;
  sol_turns_start (self);
  self->phase = SOL_PHASE_PLAY;
  return TRUE;
}

gboolean
sol_apply_deal (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  guint next = 0;

  if (self->versus)
    return sol_versus_deal (self, entry, chance, error);
  muster_entry_set_rule (entry, SEC_TRAVEL);
  /* Muster deals: no card is named (refused before anything is drawn). */
  if (!self->own_cards && !sol_check_told (self, args, 0, error))
    return FALSE;
  return start_level (self, SOL_LEVEL_TRAVEL, args, &next, entry, chance, error) &&
         sol_check_told (self, args, next, error);
}


/* Calling the question */

/* A card's value in finding the director: aces low (1) or, with the
 * option, high (14); a joker above everything. */
static int
director_value (SolState   *self,
                const char *id)
{
  if (sol_card_is_joker (id))
    return 15;
  if (sol_card_rank (id) == 0 && self->director_aces_high)
    return 14;
  return sol_card_rank (id) + 1;
}

static int
lowest_value (SolState   *self,
              const char *seat)
{
  GPtrArray *hand = sol_hand (self, seat);
  int low = G_MAXINT;

  for (guint i = 0; hand != NULL && i < hand->len; i++)
    {
      const char *id = g_ptr_array_index (hand, i);

      if (!sol_card_is_joker (id))
        low = MIN (low, director_value (self, id));
    }
  return low;
}

/* Who holds the lowest card directs; those tied draw a card each until
 * one is lowest. */
static gboolean
find_director (SolState      *self,
               MusterEntry   *entry,
               MusterChance  *chance,
               GError       **error)
{
  g_autoptr(GArray) tied = g_array_new (FALSE, FALSE, sizeof (int));
  int low = G_MAXINT;

  for (guint i = 0; i < self->players->len; i++)
    {
      int v = lowest_value (self, sol_player (self, i)->seat);
      int k = (int) i;

      if (v < low)
        {
          low = v;
          g_array_set_size (tied, 0);
        }
      if (v == low && v != G_MAXINT)
        g_array_append_val (tied, k);
    }
  for (guint round = 0; tied->len > 1 && round < 20; round++)
    {
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (int));
      int best = G_MAXINT;

      for (guint t = 0; t < tied->len; t++)
        {
          int k = g_array_index (tied, int, t);
          g_autofree char *card = NULL;
          g_autofree char *name = NULL;
          int v;

          if (muster_deck_get_n_draw (self->deck) == 0 && muster_deck_get_n_discard (self->deck) == 0)
            break;
          card = muster_deck_draw (self->deck, chance, NULL, _("a card to break a tie"), NULL, error);
          if (card == NULL)
            return FALSE;
          v = director_value (self, card);
          name = sol_card_name (card);
          muster_entry_append_text (entry, _("%s draws the %s to break the tie for the lowest card."),
                                    sol_seat_name (self, k), name);
          if (v < best)
            {
              best = v;
              g_array_set_size (next, 0);
            }
          if (v == best)
            g_array_append_val (next, k);
        }
      if (next->len == 0)
        break;
      g_array_set_size (tied, 0);
      g_array_append_vals (tied, next->data, next->len);
    }
  self->director = tied->len > 0 ? g_array_index (tied, int, 0) : sol_tory_index (self);
  muster_entry_append_text (entry, _("%s holds the lowest card and directs the cut scene."),
                            sol_seat_name (self, self->director));
  return TRUE;
}

/* Who narrates the outcome, in order (Call the Question): the Tory first
 * when he lost and last when he won; the Patriots by the highest card left
 * in hand (aces as for identities), those with none last. */
static void
say_narration (SolState    *self,
               gboolean     tory_lost,
               MusterEntry *entry)
{
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (int));
  GString *names = g_string_new (NULL);
  GString *tories = g_string_new (NULL);

  /* Largest Army: the Tories together, in seating order. */
  for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
    g_string_append_printf (tories, "%s%s", tories->len ? ", " : "", sol_seat_name (self, t));

  for (guint i = 0; i < self->players->len; i++)
    {
      GPtrArray *hand = sol_hand (self, sol_player (self, i)->seat);
      int high = 0, k = (int) i;
      guint at = 0;

      if (sol_player (self, i)->tory)
        continue;
      for (guint c = 0; c < hand->len; c++)
        {
          const char *id = g_ptr_array_index (hand, c);
          int rank = sol_card_rank (id);
          int v = sol_card_is_joker (id) ? 0 : rank == 0 && self->aces_high_identity ? 14 : rank + 1;

          high = MAX (high, v);
        }
      /* Keep the values beside the players: insert by value, highest first. */
      while (at < order->len && g_array_index (order, int, at) >= high * 100)
        at += 2;
      {
        int pair[2] = { high * 100, k };

        g_array_insert_vals (order, at, pair, 2);
      }
    }
  if (tory_lost)
    g_string_append (names, tories->str);
  for (guint at = 1; at < order->len; at += 2)
    g_string_append_printf (names, "%s%s", names->len ? ", " : "", sol_seat_name (self, g_array_index (order, int, at)));
  if (!tory_lost)
    g_string_append_printf (names, ", %s", tories->str);
  muster_entry_append_text (entry, _("The outcome is narrated by %s, in that order."), names->str);
  g_string_free (names, TRUE);
  g_string_free (tories, TRUE);
}

/* Tory @who's Tyranny after a call: the line left is lost, the wager
 * lost or won back (each Tory his own with Largest Army on the Planet). */
static void
settle_wager (SolState    *self,
              int          who,
              gboolean     won,
              gboolean     primary,
              MusterEntry *entry)
{
  SolTyranny *tyr = sol_tyranny (self, who);
  int wagered = tyr->wagered->value;

  if (self->n_tories > 1 && (tyr->line->value > 0 || wagered > 0))
    muster_entry_append_text (entry, _("%s's Tyranny:"), sol_seat_name (self, who));
  if (tyr->line->value > 0)
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d Tyranny left in the line is lost.",
                                                  "%d Tyranny left in the line are lost.", tyr->line->value),
                              tyr->line->value);
  muster_track_set (tyr->line, 0, NULL);
  if (self->level == SOL_LEVEL_SECRET)
    {
      /* Win or lose, two for every token spent (Campaign Mode). */
      muster_track_adjust (tyr->pool, 2 * wagered);
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                    "The Tory receives %d Tyranny for the token spent.",
                                                    "The Tory receives %d Tyranny for the tokens spent.", wagered),
                                2 * wagered);
      if (won && self->stage == SOL_STAGE_FIRES)
        {
          self->final_battle = TRUE;
          muster_entry_append_text (entry, _("The Primary Objective becomes the Final Battle."));
        }
      else if (won)
        {
          self->unlocked = TRUE;
          muster_entry_append_text (entry, _("The next battle of the campaign moves on a stage."));
        }
    }
  /* The usual wager, but in the Primary and (unless the group adds
   * it to the two a token) the Secret Level. */
  if (primary || (self->level == SOL_LEVEL_SECRET && !self->secret_adds))
    wagered = 0;
  if (won && wagered > 0 && self->keep_aside && tyr->aside > 0)
    {
      /* Item 50 read the other way (`patriot-win=on-cards`): the
       * chips of steals and new hands lie beside the discards, not on
       * the table, and go back to the pool. */
      int aside = MIN (tyr->aside, wagered);

      muster_track_adjust (tyr->pool, aside);
      if (wagered > aside)
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The Tory loses the %d Tyranny on the cards.",
                                                      "The Tory loses the %d Tyranny on the cards.", wagered - aside),
                                  wagered - aside);
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                    "The %d Tyranny beside the discard pile goes back to his pool.",
                                                    "The %d Tyranny beside the discard pile go back to his pool.", aside),
                                aside);
    }
  else if (won && wagered > 0)
    muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The Tory loses the %d Tyranny on the table.",
                                                  "The Tory loses the %d Tyranny on the table.", wagered), wagered);
  else if (wagered > 0)
    {
      muster_track_adjust (tyr->pool, self->win_return * wagered);
      if (self->win_return == 2)
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                      "The Tory takes back %d Tyranny and as many from the supply.",
                                                      "The Tory takes back %d Tyranny and as many from the supply.",
                                                      wagered), wagered);
      else
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                      "The %d Tyranny played bring back %d into the pool.",
                                                      "The %d Tyranny played bring back %d into the pool.",
                                                      wagered), wagered, self->win_return * wagered);
    }
  muster_track_set (tyr->wagered, 0, NULL);
  tyr->aside = 0;
}

static gboolean
resolve_call (SolState      *self,
              MusterEntry   *entry,
              MusterChance  *chance,
              GError       **error)
{
  SolPlayer *tory = sol_tory_player (self);
  gboolean primary = self->level == SOL_LEVEL_PRIMARY;
  int patriots = sol_patriot_score (self);
  int best = sol_tory_best (self, primary);
  int tory_score = sol_tory_score_of (self, best, primary);
  g_autofree char *hand = sol_names_of (sol_hand (self, tory->seat));
  g_autofree char *level = sol_level_name (self->level);
  gboolean won;

  if (self->level == SOL_LEVEL_TRAVEL)
    won = patriots >= tory_score;
  else
    won = patriots > tory_score || (patriots == tory_score && !self->later_ties_tory);
  muster_entry_set_rule (entry, primary ? SEC_PRIMARY : SEC_CALL);
  if (self->n_tories > 1)
    {
      /* Largest Army: every Tory shows; the highest hand is the score. */
      for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
        {
          g_autofree char *cards = sol_names_of (sol_hand (self, sol_seat_id (self, t)));

          muster_entry_append_text (entry, _("%s, a Tory, shows %s: %d."), sol_seat_name (self, t), cards,
                                    sol_tory_score_of (self, t, primary));
        }
      muster_entry_append_text (entry, _("The Tory Score is %s's."), sol_seat_name (self, best));
    }
  else
    muster_entry_append_text (entry, _("The Tory shows his hand: %s."), hand);
  muster_entry_append_text (entry, _("Patriot Score %d, Tory Score %d: %s."), patriots, tory_score,
                            won ? _("the Patriots win") : _("the Tory wins"));
  g_free (self->outcome);
  if (primary && self->final_battle)
    self->outcome = g_strdup_printf (won ? _("The Patriots won the Final Battle, %d to %d: the Revolution is won.")
                                         : _("The Tory won the Final Battle, %d to %d: the Patriots will fight another day."),
                                     patriots, tory_score);
  else
    self->outcome = g_strdup_printf (won ? _("The Patriots won %s, %d to %d.") : _("The Tory won %s, %d to %d."),
                                     level, patriots, tory_score);
  if (self->level == SOL_LEVEL_TRAVEL)
    {
      self->travel_result = won ? SOL_RESULT_PATRIOTS : SOL_RESULT_TORY;
      /* Largest Army: every Tory's pool starts at the same. */
      for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
        muster_track_set (sol_tyranny (self, t)->pool, won ? 10 : 15, NULL);
      if (self->n_tories > 1)
        muster_entry_append_text (entry, _("Each Tory's Tyranny pool starts at %d."), won ? 10 : 15);
      else
        muster_entry_append_text (entry, _("The Tory's Tyranny pool starts at %d."), self->tyr[0].pool->value);
    }
  else
    {
      self->results[self->level] = won ? SOL_RESULT_PATRIOTS : SOL_RESULT_TORY;
      for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
        settle_wager (self, t, won, primary, entry);
    }
  say_narration (self, won, entry);
  self->n_levels++;
  self->caller = -1;
  if (primary)
    {
      self->phase = SOL_PHASE_OVER;
      return TRUE;
    }
  self->phase = SOL_PHASE_DIRECT;
  if (self->own_cards)
    {
      /* Only the players see their hands: they say who directs. */
      self->director = -1;
      muster_entry_append_text (entry, self->director_aces_high
                                       ? _("Whoever holds the lowest card, aces high, directs the cut scene.")
                                       : _("Whoever holds the lowest card, aces low, directs the cut scene."));
      return TRUE;
    }
  return find_director (self, entry, chance, error);
}

/* With the players' own decks the Tory shows his hand when the question
 * is called: the named cards, as many as he holds, go into it. */
static gboolean
show_tory_hand (SolState            *self,
                int                  who,
                const char * const  *cards,
                GError             **error)
{
  SolPlayer *tory = sol_player (self, (guint) who);
  g_autofree char *hand = sol_hand_pile (tory->seat);
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  guint n = muster_args_count (cards);

  if (sol_hand (self, tory->seat)->len > 0)
    return illegal (error, _("%s: %s has shown his hand"), SEC_CALL, tory->name);
  if (n != sol_hand_limit (self, tory))
    return bad_args (error, _("The Tory shows his %u cards"), sol_hand_limit (self, tory));
  for (guint i = 0; i < n; i++)
    {
      const char *id = sol_find_in_pile (self, SOL_UNSEEN, cards[i], shown);

      if (id == NULL)
        return bad_args (error, _("No card “%s” is in a hand"), cards[i]);
      g_ptr_array_add (shown, (gpointer) id);
    }
  for (guint i = 0; i < shown->len; i++)
    sol_move_card (self, g_ptr_array_index (shown, i), hand, NULL);
  return TRUE;
}

/* With the players' own decks and several Tories (Largest Army on the
 * Planet), the first Tory who has not shown his hand yet, or -1. */
int
sol_army_next_to_show (SolState *self)
{
  for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
    if (sol_hand (self, sol_seat_id (self, t))->len == 0)
      return t;
  return -1;
}

/* A Tory's hand shown: scored once every Tory has shown his. */
static gboolean
shown_then_resolve (SolState      *self,
                    int            who,
                    MusterEntry   *entry,
                    MusterChance  *chance,
                    GError       **error)
{
  int next = sol_army_next_to_show (self);

  if (next < 0)
    return resolve_call (self, entry, chance, error);
  self->phase = SOL_PHASE_SHOW;
  muster_entry_append_text (entry, _("%s, a Tory, has shown his hand; %s shows next."), sol_seat_name (self, who),
                            sol_seat_name (self, next));
  return TRUE;
}

gboolean
sol_apply_show_hand (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int who;

  /* show-hand [SEAT] CARD...: several Tories each name their own. */
  if (args[0] != NULL && sol_find_player (self, args[0]) >= 0)
    {
      if ((who = sol_army_tory (self, args[0], NULL, error)) < 0)
        return FALSE;
      args++;
    }
  else if (self->n_tories > 1)
    return bad_args (error, _("Several Tories play: name the Tory who shows his hand"));
  else
    who = sol_tory_index (self);
  if (!show_tory_hand (self, who, args, error))
    return FALSE;
  return shown_then_resolve (self, who, entry, chance, error);
}

static gboolean
tory_may_call (SolState *self,
               int       who)
{
  GPtrArray *hand = sol_hand (self, sol_seat_id (self, who));
  guint faces = sol_n_face_cards (hand);

  if (faces >= 3)
    return TRUE;
  return self->small_tory_call && hand->len > 0 && hand->len < 3 && faces == hand->len;
}

gboolean
sol_apply_call (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *p;
  int who;

  if (!muster_args_check_count (args, 1, self->own_cards ? 1 + SOL_MAX_PLAYERS : 1, "call SEAT [CARD...]", error) ||
      (who = sol_need_player (self, args[0], error)) < 0 || !sol_may_play_now (self, who, error))
    return FALSE;
  p = sol_player (self, (guint) who);
  if (!p->tory && args[1] != NULL)
    return bad_args (error, _("Only the Tory shows cards when calling"));
  if (p->tory)
    {
      if (self->own_cards && !show_tory_hand (self, who, args + 1, error))
        return FALSE;
      if (!tory_may_call (self, who))
        return illegal (error, _("%s: the Tory calls only with three face cards in hand"), SEC_CALL);
      if (self->n_tories > 1)
        muster_entry_append_text (entry, _("%s, a Tory, calls the question with three face cards."), p->name);
      else
        muster_entry_append_text (entry, _("The Tory calls the question."));
      return self->own_cards ? shown_then_resolve (self, who, entry, chance, error)
                             : resolve_call (self, entry, chance, error);
    }
  self->caller = who;
  self->phase = SOL_PHASE_SECOND;
  muster_entry_append_text (entry, _("%s calls the question."), p->name);
  return TRUE;
}

gboolean
sol_apply_second (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  int who;

  if (!muster_args_check_count (args, 1, 1, "second SEAT", error) || (who = sol_need_patriot (self, args[0], error)) < 0)
    return FALSE;
  if (who == self->caller)
    return illegal (error, _("%s: another Patriot seconds the call"), SEC_CALL);
  muster_entry_append_text (entry, _("%s seconds the call."), sol_seat_name (self, who));
  if (self->own_cards)
    {
      self->phase = SOL_PHASE_SHOW;
      return TRUE;
    }
  return resolve_call (self, entry, chance, error);
}

gboolean
sol_apply_withdraw (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);

  muster_entry_append_text (entry, _("Nobody seconds %s's call; play goes on."), sol_seat_name (self, self->caller));
  self->caller = -1;
  self->phase = SOL_PHASE_PLAY;
  return TRUE;
}

/* The cut scene */

gboolean
sol_apply_choose (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  gboolean opportune_left = FALSE;
  /* Own decks: the cards of the field follow any of the Final Battle. */
  gboolean seeds_named = self->seed && self->own_cards;
  g_autofree char *name = NULL;
  guint next = 2;
  int who, k = -1;

  if (!muster_args_check_count (args, 2, 4 + (seeds_named ? SOL_N_SEEDS : 0), "choose SEAT OBJECTIVE [CARD...]",
                                error) ||
      (who = sol_need_player (self, args[0], error)) < 0)
    return FALSE;
  if (self->director < 0)
    self->director = who;   /* own decks: the players said who holds the lowest card */
  if (who != self->director)
    return illegal (error, _("%s: %s directs this cut scene"), SEC_CUT, sol_seat_name (self, self->director));
  if (g_ascii_strcasecmp (args[1], "primary") == 0)
    k = SOL_LEVEL_PRIMARY;
  else if (g_ascii_strcasecmp (args[1], "secret") == 0)
    {
      if (!self->secret_revealed || sol_player (self, (guint) who)->tory)
        return illegal (error, _("%s: a Patriot director takes up the Secret Objective once it is revealed"),
                        "Campaign Mode");
      k = SOL_LEVEL_SECRET;
    }
  else if (g_str_has_prefix (args[1], "opportune-") && args[1][10] >= '1' && args[1][10] <= '3' && args[1][11] == '\0')
    k = args[1][10] - '0';
  if (k < 0)
    return bad_args (error, _("The objective is “primary”, “opportune-1” to “opportune-3”, or “secret”"));
  if (self->results[k] != SOL_RESULT_UNPLAYED)
    return illegal (error, _("%s: that objective has been played"), SEC_CUT);
  for (int o = 1; o < SOL_N_OBJECTIVES; o++)
    opportune_left |= self->results[o] == SOL_RESULT_UNPLAYED;
  if (k == SOL_LEVEL_PRIMARY && sol_player (self, (guint) who)->tory && opportune_left &&
      sol_tyranny (self, who)->pool->value + sol_tyranny (self, who)->line->value > 0)
    return illegal (error, _("%s: the Tory turns to the Primary Objective only without Tyranny or Opportune Objectives"),
                    SEC_CUT);
  if (self->final_battle && self->final_cards[0] == NULL)
    {
      /* The director after the Secret Level adds an action and an object
       * to the Primary Objective. */
      g_autoptr(GPtrArray) taken = g_ptr_array_new ();

      for (guint i = 0; i < G_N_ELEMENTS (self->final_cards); i++)
        if ((self->final_cards[i] = sol_turn_up (self, -1, chance, _("the Final Battle"), args, &next, taken, error)) == NULL)
          return FALSE;
      if (args[next] != NULL && !seeds_named)
        return bad_args (error, _("Name two cards for the Final Battle"));
      {
        g_autofree char *text = sol_objective_text (self, SOL_LEVEL_PRIMARY);

        muster_entry_append_text (entry, "%s", text);
      }
    }
  else if (args[2] != NULL && !seeds_named)
    return bad_args (error, _("Cards are named when choosing only for the Final Battle"));
  name = sol_level_name (k);
  muster_entry_append_text (entry, _("%s sets up %s."), sol_seat_name (self, who), name);
  muster_entry_set_rule (entry, k == SOL_LEVEL_PRIMARY ? SEC_PRIMARY : SEC_OPPORTUNE);
  return start_level (self, k, args, &next, entry, chance, error) &&
         sol_check_told (self, args + 2, next - 2, error);
}

/* The director opens the new hand, with a card or by swapping the whole
 * hand for a new one of the same size (Direct the Cut Scene). */
gboolean
sol_apply_redraw (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) cards = NULL;
  SolPlayer *p;
  int who;

  if (!muster_args_check_count (args, 1, 1, "redraw SEAT", error) ||
      (who = sol_need_player (self, args[0], error)) < 0)
    return FALSE;
  if (who != self->director || !self->opening)
    return illegal (error, _("%s: only the director, before the first card of the hand"), SEC_CUT);
  p = sol_player (self, (guint) who);
  cards = sol_copy_ids (sol_hand (self, p->seat));
  for (guint i = 0; i < cards->len; i++)
    sol_move_card (self, g_ptr_array_index (cards, i), "discard", NULL);
  self->opening = FALSE;
  muster_entry_append_text (entry, _("%s opens the hand by drawing a new one."), p->name);
  return sol_draw_to (self, p->seat, cards->len, chance, error);
}

