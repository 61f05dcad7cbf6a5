/* sol-state.c: the state of a battle: copying and writing it, what the
 * table reads (description, status, sheets, tracks, the decision waited
 * for) and what must always hold.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sol-private.h"

G_DEFINE_FINAL_TYPE (SolState, sol_state, MUSTER_TYPE_STATE)

static void
player_free (SolPlayer *player)
{
  g_free (player->seat);
  g_free (player->name);
  g_free (player->identity_card);
  g_free (player->figure);
  g_free (player->partner);
  g_free (player);
}

static void
meld_free (SolMeld *meld)
{
  g_free (meld->block_low);
  g_free (meld->block_high);
  g_free (meld->stolen);
  g_free (meld);
}

static void
sol_state_finalize (GObject *object)
{
  SolState *self = SOL_STATE (object);

  g_clear_pointer (&self->data, sol_data_unref);
  g_ptr_array_unref (self->players);
  g_ptr_array_unref (self->melds);
  g_ptr_array_unref (self->tory_figures);
  g_ptr_array_unref (self->order);
  g_ptr_array_unref (self->past_tories);
  g_ptr_array_unref (self->past_patriots);
  g_ptr_array_unref (self->record);
  g_ptr_array_unref (self->recruited);
  g_clear_pointer (&self->deck, muster_deck_free);
  for (guint i = 0; i < SOL_N_WHIST; i++)
    g_free (self->whist[i]);
  for (guint i = 0; i < G_N_ELEMENTS (self->secret); i++)
    g_free (self->secret[i]);
  for (guint i = 0; i < G_N_ELEMENTS (self->final_cards); i++)
    g_free (self->final_cards[i]);
  for (guint k = 0; k < SOL_MAX_TORIES; k++)
    {
      muster_track_free (self->tyr[k].pool);
      muster_track_free (self->tyr[k].line);
      muster_track_free (self->tyr[k].wagered);
    }
  g_ptr_array_unref (self->tory_owners);
  g_free (self->offered);
  g_free (self->outcome);
  G_OBJECT_CLASS (sol_state_parent_class)->finalize (object);
}

static MusterState *
sol_state_copy (MusterState *state)
{
  SolState *self = SOL_STATE (state);
  SolState *copy = g_object_new (SOL_TYPE_STATE, NULL);

  copy->data = sol_data_ref (self->data);
  copy->line_size = self->line_size;
  copy->win_return = self->win_return;
  copy->stacking = self->stacking;
  copy->ace_value = self->ace_value;
  copy->aces_high_identity = self->aces_high_identity;
  copy->tory_redraw_repeat = self->tory_redraw_repeat;
  copy->small_tory_call = self->small_tory_call;
  copy->later_ties_tory = self->later_ties_tory;
  copy->oppression = self->oppression;
  copy->handicap = self->handicap;
  copy->benefits = self->benefits;
  copy->director_aces_high = self->director_aces_high;
  copy->line_from_supply = self->line_from_supply;
  copy->secret_adds = self->secret_adds;
  copy->combos = self->combos;
  copy->combo_one = self->combo_one;
  copy->combo_meld = self->combo_meld;
  copy->combo_suits = self->combo_suits;
  copy->combo_players = self->combo_players;
  copy->combo_owed = self->combo_owed;
  copy->primary_counts_line = self->primary_counts_line;
  copy->wrap = self->wrap;
  copy->leave_pair = self->leave_pair;
  copy->free_printed = self->free_printed;
  copy->deborah_clubs = self->deborah_clubs;
  copy->joker_claim_any = self->joker_claim_any;
  copy->own_cards = self->own_cards;
  copy->fires_four = self->fires_four;
  copy->short_draw = self->short_draw;
  copy->keep_aside = self->keep_aside;
  copy->campaign = self->campaign;
  copy->stage = self->stage;
  copy->unlocked = self->unlocked;
  for (guint i = 0; i < G_N_ELEMENTS (self->secret); i++)
    copy->secret[i] = g_strdup (self->secret[i]);
  copy->secret_revealed = self->secret_revealed;
  copy->secret_value = self->secret_value;
  copy->final_battle = self->final_battle;
  for (guint i = 0; i < G_N_ELEMENTS (self->final_cards); i++)
    copy->final_cards[i] = g_strdup (self->final_cards[i]);
  copy->final_extra = self->final_extra;
  copy->versus = self->versus;
  copy->jokers_in_decks = self->jokers_in_decks;
  copy->end_on_flip = self->end_on_flip;
  copy->issue = self->issue;
  memcpy (copy->scores, self->scores, sizeof self->scores);
  for (guint i = 0; i < self->recruited->len; i++)
    g_ptr_array_add (copy->recruited, g_strdup (g_ptr_array_index (self->recruited, i)));
  for (guint i = 0; i < self->past_tories->len; i++)
    g_ptr_array_add (copy->past_tories, g_strdup (g_ptr_array_index (self->past_tories, i)));
  for (guint i = 0; i < self->past_patriots->len; i++)
    g_ptr_array_add (copy->past_patriots, g_strdup (g_ptr_array_index (self->past_patriots, i)));
  for (guint i = 0; i < self->record->len; i++)
    g_ptr_array_add (copy->record, sol_record_copy (g_ptr_array_index (self->record, i)));
  copy->phase = self->phase;
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = g_memdup2 (g_ptr_array_index (self->players, i), sizeof (SolPlayer));

      p->seat = g_strdup (p->seat);
      p->name = g_strdup (p->name);
      p->identity_card = g_strdup (p->identity_card);
      p->figure = g_strdup (p->figure);
      p->partner = g_strdup (p->partner);
      g_ptr_array_add (copy->players, p);
    }
  g_clear_pointer (&copy->deck, muster_deck_free);
  copy->deck = muster_deck_copy (self->deck);
  for (guint i = 0; i < SOL_N_WHIST; i++)
    copy->whist[i] = g_strdup (self->whist[i]);
  memcpy (copy->results, self->results, sizeof self->results);
  copy->travel_result = self->travel_result;
  copy->level = self->level;
  copy->n_levels = self->n_levels;
  for (guint i = 0; i < self->melds->len; i++)
    {
      SolMeld *m = g_memdup2 (g_ptr_array_index (self->melds, i), sizeof (SolMeld));

      m->block_low = g_strdup (m->block_low);
      m->block_high = g_strdup (m->block_high);
      m->stolen = g_strdup (m->stolen);
      g_ptr_array_add (copy->melds, m);
    }
  for (guint i = 0; i < self->tory_figures->len; i++)
    g_ptr_array_add (copy->tory_figures, g_strdup (g_ptr_array_index (self->tory_figures, i)));
  copy->introduced_this_level = self->introduced_this_level;
  for (guint k = 0; k < SOL_MAX_TORIES; k++)
    {
      muster_track_free (copy->tyr[k].pool);
      muster_track_free (copy->tyr[k].line);
      muster_track_free (copy->tyr[k].wagered);
      copy->tyr[k].pool = muster_track_copy (self->tyr[k].pool);
      copy->tyr[k].line = muster_track_copy (self->tyr[k].line);
      copy->tyr[k].wagered = muster_track_copy (self->tyr[k].wagered);
      copy->tyr[k].aside = self->tyr[k].aside;
    }
  copy->n_tories = self->n_tories;
  for (guint i = 0; i < self->tory_owners->len; i++)
    g_ptr_array_add (copy->tory_owners, g_strdup (g_ptr_array_index (self->tory_owners, i)));
  copy->turn = self->turn;
  copy->acted = self->acted;
  copy->opening = self->opening;
  copy->swap_open = self->swap_open;
  copy->caller = self->caller;
  copy->offered = g_strdup (self->offered);
  copy->director = self->director;
  copy->chooser = self->chooser;
  for (guint i = 0; i < self->order->len; i++)
    g_ptr_array_add (copy->order, g_ptr_array_index (self->order, i));
  copy->outcome = g_strdup (self->outcome);
  copy->play_in_turns = self->play_in_turns;
  copy->turns = self->turns;
  copy->since_tory = self->since_tory;
  copy->last_patriot = self->last_patriot;
  copy->seed = self->seed;
  copy->tag_teams = self->tag_teams;
  return MUSTER_STATE (copy);
}

/* Players, piles and words. */

SolPlayer *
sol_player (SolState *self,
            guint     i)
{
  return g_ptr_array_index (self->players, i);
}

int
sol_find_player (SolState   *self,
                 const char *seat)
{
  for (guint i = 0; seat != NULL && i < self->players->len; i++)
    if (g_ascii_strcasecmp (sol_player (self, i)->seat, seat) == 0)
      return (int) i;
  return -1;
}

int
sol_tory_index (SolState *self)
{
  for (guint i = 0; i < self->players->len; i++)
    if (sol_player (self, i)->tory)
      return (int) i;
  return -1;
}

guint
sol_n_tories (SolState *self)
{
  guint n = 0;

  for (guint i = 0; i < self->players->len; i++)
    n += sol_player (self, i)->tory;
  return n;
}

int
sol_next_tory (SolState *self,
               int       from)
{
  for (int i = from + 1; i < (int) self->players->len; i++)
    if (sol_player (self, (guint) i)->tory)
      return i;
  return -1;
}

SolTyranny *
sol_tyranny (SolState *self,
             int       who)
{
  guint k = 0;

  if (who < 0 || who >= (int) self->players->len || !sol_player (self, (guint) who)->tory)
    return &self->tyr[0];
  for (int i = 0; i < who; i++)
    k += sol_player (self, (guint) i)->tory;
  return &self->tyr[MIN (k, SOL_MAX_TORIES - 1)];
}

guint
sol_n_patriots (SolState *self)
{
  guint n = 0;

  for (guint i = 0; i < self->players->len; i++)
    n += sol_player (self, i)->figure != NULL;
  return n;
}

const SolPatriotDef *
sol_player_figure (SolState  *self,
                   SolPlayer *player)
{
  return sol_data_patriot (self->data, player->figure);
}

const char *
sol_seat_name (SolState *self,
               int       player)
{
  if (player < 0 || player >= (int) self->players->len)
    return _("nobody");
  return sol_player (self, (guint) player)->name;
}

const char *
sol_seat_id (SolState *self,
             int       player)
{
  if (player < 0 || player >= (int) self->players->len)
    return NULL;
  return sol_player (self, (guint) player)->seat;
}

char *
sol_hand_pile (const char *seat)
{
  return g_strconcat ("hand-", seat, NULL);
}

char *
sol_front_pile (const char *seat)
{
  return g_strconcat ("front-", seat, NULL);
}

char *
sol_meld_pile (guint i)
{
  return g_strdup_printf ("meld-%u", i + 1);
}

GPtrArray *
sol_hand (SolState   *self,
          const char *seat)
{
  g_autofree char *pile = sol_hand_pile (seat);

  return muster_deck_get_pile (self->deck, pile);
}

guint
sol_hand_limit (SolState  *self,
                SolPlayer *player)
{
  /* One card a Patriot; three against two with the Three-Card Handicap. */
  if (player->tory)
    return self->handicap && sol_n_patriots (self) == 2 ? 3 : sol_n_patriots (self);
  return self->level != SOL_LEVEL_TRAVEL && player->in[0] && sol_tags_circumstance_works (self, player, 0, NULL)
         ? 5 : 4;
}

int
sol_patriot_score (SolState *self)
{
  int score = 0;

  for (guint i = 0; i < self->melds->len; i++)
    {
      g_autofree char *name = sol_meld_pile (i);
      GPtrArray *cards = muster_deck_get_pile (self->deck, name);
      SolMeld *meld = g_ptr_array_index (self->melds, i);

      if (cards != NULL && (meld->straight || cards->len >= 3))
        score += (int) cards->len;
    }
  return score;
}

static int
compare_value_desc (gconstpointer a,
                    gconstpointer b,
                    gpointer      data)
{
  int ace = GPOINTER_TO_INT (data);

  return sol_card_value (*(const char * const *) b, ace) - sol_card_value (*(const char * const *) a, ace);
}

GPtrArray *
sol_tory_counted (SolState *self,
                  int       tory)
{
  GPtrArray *hand = tory >= 0 ? sol_hand (self, sol_player (self, (guint) tory)->seat) : NULL;
  GPtrArray *counted = g_ptr_array_new ();

  for (guint i = 0; hand != NULL && i < hand->len; i++)
    g_ptr_array_add (counted, g_ptr_array_index (hand, i));
  g_ptr_array_sort_with_data (counted, compare_value_desc, GINT_TO_POINTER (self->ace_value));
  /* Oppression Points count the whole hand, the Travel Hand's too; the
   * Three-Card Handicap his two highest in every hand. */
  if ((self->level == SOL_LEVEL_TRAVEL && !self->oppression) || sol_handicapped (self))
    if (counted->len > 2)
      g_ptr_array_set_size (counted, 2);
  return counted;
}

gboolean
sol_handicapped (SolState *self)
{
  return self->handicap && sol_n_patriots (self) == 2;
}

int
sol_tory_singles (SolState *self,
                  int       tory)
{
  g_autofree char *pile = NULL;
  GPtrArray *front;

  if (!self->oppression || tory < 0)
    return 0;
  pile = sol_front_pile (sol_player (self, (guint) tory)->seat);
  front = muster_deck_get_pile (self->deck, pile);
  return front != NULL ? (int) front->len : 0;
}

int
sol_tory_score_of (SolState *self,
                   int       tory,
                   gboolean  with_tyranny)
{
  g_autoptr(GPtrArray) counted = sol_tory_counted (self, tory);
  int score = sol_tory_singles (self, tory);
  SolTyranny *tyr = sol_tyranny (self, tory);

  for (guint i = 0; i < counted->len; i++)
    score += sol_card_value (g_ptr_array_index (counted, i), self->ace_value);
  if (with_tyranny)
    score += tyr->pool->value + tyr->wagered->value + (self->primary_counts_line ? tyr->line->value : 0);
  return score;
}

/* Largest Army on the Planet: the Tory Score is the highest of the Tories'
 * (L2642); the first in seating order among equals. */
int
sol_tory_best (SolState *self,
               gboolean  with_tyranny)
{
  int best = sol_tory_index (self), high = G_MININT;

  for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
    {
      int score = sol_tory_score_of (self, t, with_tyranny);

      if (score > high)
        {
          high = score;
          best = t;
        }
    }
  return best;
}

int
sol_tory_score (SolState *self,
                gboolean  with_tyranny)
{
  return sol_tory_score_of (self, sol_tory_best (self, with_tyranny), with_tyranny);
}

guint
sol_n_face_cards (GPtrArray *ids)
{
  guint n = 0;

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    n += sol_card_is_face (g_ptr_array_index (ids, i));
  return n;
}

const char *
sol_table_word (SolState   *self,
                int         table,
                const char *card)
{
  int rank = sol_card_rank (card);
  SolSuit suit = sol_card_suit (card);

  if (rank == SOL_NO_RANK || suit == SOL_NO_SUIT)
    return "?";
  return self->data->tables[table][rank][suit];
}

char *
sol_objective_text (SolState *self,
                    int       objective)
{
  const char * const *c = objective == SOL_LEVEL_SECRET ? (const char * const *) self->secret
                                                       : (const char * const *) &self->whist[2 + 5 * objective];

  if (c[0] == NULL)
    return g_strdup (_("not drawn yet"));
  if (objective == SOL_LEVEL_PRIMARY && self->final_cards[0] != NULL)
    /* Translators: the Primary Objective of a Final Battle, with the
     * action and object its director added. */
    return g_strdup_printf (_("The Sons of Liberty must %s %s %s the British %s %s! The Final Battle adds: %s %s."),
                            sol_table_word (self, SOL_TABLE_ACTIONS, c[0]), sol_table_word (self, SOL_TABLE_OBJECTS, c[1]),
                            self->data->priorities[sol_card_suit (c[2])],
                            sol_table_word (self, SOL_TABLE_ACTIONS, c[3]), sol_table_word (self, SOL_TABLE_OBJECTS, c[4]),
                            sol_table_word (self, SOL_TABLE_ACTIONS, self->final_cards[0]),
                            sol_table_word (self, SOL_TABLE_OBJECTS, self->final_cards[1]));
  if (objective == SOL_LEVEL_PRIMARY || objective == SOL_LEVEL_SECRET)
    /* Translators: the Primary Objective's sentence on the Objectives
     * Sheet: action, object, priority, action, object. */
    return g_strdup_printf (_("The Sons of Liberty must %s %s %s the British %s %s!"),
                            sol_table_word (self, SOL_TABLE_ACTIONS, c[0]), sol_table_word (self, SOL_TABLE_OBJECTS, c[1]),
                            self->data->priorities[sol_card_suit (c[2])],
                            sol_table_word (self, SOL_TABLE_ACTIONS, c[3]), sol_table_word (self, SOL_TABLE_OBJECTS, c[4]));
  /* Translators: an Opportune Objective's sentence. */
  return g_strdup_printf (_("The Sons of Liberty can %s %s %s the British %s %s!"),
                          sol_table_word (self, SOL_TABLE_ACTIONS, c[0]), sol_table_word (self, SOL_TABLE_OBJECTS, c[1]),
                          self->data->priorities[sol_card_suit (c[2])],
                          sol_table_word (self, SOL_TABLE_ACTIONS, c[3]), sol_table_word (self, SOL_TABLE_OBJECTS, c[4]));
}

char *
sol_travel_text (SolState *self)
{
  if (self->whist[0] == NULL)
    return g_strdup (_("not drawn yet"));
  /* Translators: the Travel Hand's route, from the Grand Lodge to the
   * Correspondent. */
  return g_strdup_printf (_("From %s to %s"), sol_table_word (self, SOL_TABLE_LOCATIONS, self->whist[0]),
                          sol_table_word (self, SOL_TABLE_LOCATIONS, self->whist[1]));
}

char *
sol_level_name (int level)
{
  if (level == SOL_LEVEL_TRAVEL)
    return g_strdup (_("the Travel Hand"));
  if (level == SOL_LEVEL_PRIMARY)
    return g_strdup (_("the Primary Objective"));
  if (level == SOL_LEVEL_SECRET)
    return g_strdup (_("the Secret Objective"));
  if (level == SOL_LEVEL_VERSUS)
    return g_strdup (_("the bout"));
  return g_strdup_printf (_("Opportune Objective %d"), level);
}

char *
sol_level_title (int level)
{
  if (level == SOL_LEVEL_TRAVEL)
    return g_strdup (_("The Travel Hand"));
  if (level == SOL_LEVEL_PRIMARY)
    return g_strdup (_("The Primary Objective"));
  if (level == SOL_LEVEL_SECRET)
    return g_strdup (_("The Secret Objective"));
  if (level == SOL_LEVEL_VERSUS)
    return g_strdup (_("The bout"));
  return g_strdup_printf (_("Opportune Objective %d"), level);
}

char *
sol_effect_text (const SolEffect *effect)
{
  switch (effect->kind)
    {
    case SOL_EFFECT_BLOCK:
      return g_strdup_printf (_("Block a straight ending in %s"), sol_suit_name (effect->suit));
    case SOL_EFFECT_LOCK:
      return g_strdup_printf (_("Lock a set of rank %s"), sol_rank_name (effect->rank));
    case SOL_EFFECT_STEAL:
      if (effect->rank != SOL_NO_RANK)
        return g_strdup_printf (_("Steal a card of rank %s from the end of a straight"), sol_rank_name (effect->rank));
      return g_strdup_printf (_("Steal a card of %s from the end of a straight"), sol_suit_name (effect->suit));
    case SOL_EFFECT_NEW_HAND:
    default:
      return g_strdup (_("Draw a new hand"));
    }
}

static char *
cards_text (GPtrArray *ids)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    {
      g_autofree char *name = sol_card_name (g_ptr_array_index (ids, i));

      g_string_append_printf (out, "%s%s", i ? ", " : "", name);
    }
  if (out->len == 0)
    g_string_append (out, _("none"));
  return g_string_free (out, FALSE);
}

/* Writing the state. */

static void
write_player (SolPlayer *p,
              xmlNode   *parent)
{
  xmlNode *node = muster_xml_add (parent, "player");

  muster_xml_set (node, "seat", p->seat);
  if (g_strcmp0 (p->name, p->seat) != 0)
    muster_xml_set (node, "name", p->name);
  muster_xml_set (node, "identity-card", p->identity_card);
  muster_xml_set (node, "figure", p->figure);
  muster_xml_set_bool (node, "tory", p->tory);
  muster_xml_set_bool (node, "chosen", p->chosen);
  if (p->introduced)
    muster_xml_set_bool (node, "introduced", TRUE);
  for (guint s = 0; s < SOL_N_SLOTS; s++)
    {
      xmlNode *slot = muster_xml_add (node, "slot");

      muster_xml_set_int (slot, "circumstance", p->circumstance[s]);
      muster_xml_set_bool (slot, "in", p->in[s]);
    }
  muster_xml_set_bool (node, "new-hand-used", p->new_hand_used);
  muster_xml_set_bool (node, "joker-claimed", p->joker_claimed);
  muster_xml_set_int (node, "call-suit", p->call_suit);
  muster_xml_set_int (node, "single-suit", p->single_suit);
  /* Patriot Tag Teams: the resting figure and its sheet, only with one. */
  if (p->partner == NULL)
    return;
  muster_xml_set (node, "partner", p->partner);
  for (guint s = 0; s < SOL_N_SLOTS; s++)
    {
      xmlNode *slot = muster_xml_add (node, "partner-slot");

      muster_xml_set_int (slot, "circumstance", p->partner_circumstance[s]);
      muster_xml_set_bool (slot, "in", p->partner_in[s]);
    }
  muster_xml_set_int (node, "partner-call-suit", p->partner_call_suit);
  muster_xml_set_int (node, "partner-single-suit", p->partner_single_suit);
}

static void
sol_state_write_snapshot (MusterState *state,
                          xmlNode     *node)
{
  SolState *self = SOL_STATE (state);
  xmlNode *battle = muster_xml_add (node, "battle");

  muster_xml_set_int (battle, "phase", self->phase);
  if (self->campaign)
    {
      xmlNode *campaign = muster_xml_add (battle, "campaign");

      muster_xml_set_int (campaign, "stage", self->stage);
      muster_xml_set_bool (campaign, "unlocked", self->unlocked);
      muster_xml_set_bool (campaign, "secret-revealed", self->secret_revealed);
      muster_xml_set_int (campaign, "secret-value", self->secret_value);
      muster_xml_set_bool (campaign, "final-battle", self->final_battle);
      muster_xml_set_bool (campaign, "final-extra", self->final_extra);
      for (guint i = 0; i < G_N_ELEMENTS (self->final_cards); i++)
        if (self->final_cards[i] != NULL)
          muster_xml_set (muster_xml_add (campaign, "final"), "card", self->final_cards[i]);
      for (guint i = 0; i < G_N_ELEMENTS (self->secret); i++)
        if (self->secret[i] != NULL)
          muster_xml_set (muster_xml_add (campaign, "secret"), "card", self->secret[i]);
      for (guint i = 0; i < self->past_tories->len; i++)
        muster_xml_set (muster_xml_add (campaign, "past-tory"), "id", g_ptr_array_index (self->past_tories, i));
      for (guint i = 0; i < self->past_patriots->len; i++)
        muster_xml_set (muster_xml_add (campaign, "past-patriot"), "id", g_ptr_array_index (self->past_patriots, i));
      sol_campaign_write_record (self, campaign);
    }
  if (self->versus)
    {
      xmlNode *versus = muster_xml_add (battle, "versus");

      muster_xml_set_int (versus, "issue", self->issue);
      muster_xml_set_int (versus, "score-1", self->scores[0]);
      muster_xml_set_int (versus, "score-2", self->scores[1]);
      for (guint i = 0; i < self->recruited->len; i++)
        muster_xml_set (muster_xml_add (versus, "recruited"), "card", g_ptr_array_index (self->recruited, i));
    }
  muster_xml_set_int (battle, "level", self->level);
  muster_xml_set_int (battle, "levels", (int) self->n_levels);
  muster_xml_set_int (battle, "travel-result", self->travel_result);
  muster_xml_set_int (battle, "turn", self->turn);
  muster_xml_set_bool (battle, "acted", self->acted);
  muster_xml_set_bool (battle, "opening", self->opening);
  muster_xml_set_bool (battle, "swap-open", self->swap_open);
  muster_xml_set_int (battle, "caller", self->caller);
  muster_xml_set_int (battle, "director", self->director);
  muster_xml_set_int (battle, "chooser", self->chooser);
  muster_xml_set (battle, "offered", self->offered);
  muster_xml_set_bool (battle, "introduced-this-level", self->introduced_this_level);
  /* Play in Turns, only when the group plays it: saves from before it
   * load as they were. */
  if (self->play_in_turns)
    {
      muster_xml_set_bool (battle, "turns", self->turns);
      muster_xml_set_int (battle, "since-tory", self->since_tory);
      muster_xml_set_int (battle, "last-patriot", self->last_patriot);
    }
  for (guint i = 0; i < self->players->len; i++)
    write_player (sol_player (self, i), battle);
  for (guint i = 0; i < self->order->len; i++)
    muster_xml_set_int (muster_xml_add (battle, "chooses"), "player", GPOINTER_TO_INT (g_ptr_array_index (self->order, i)));
  for (guint i = 0; i < SOL_N_WHIST; i++)
    if (self->whist[i] != NULL)
      muster_xml_set (muster_xml_add (battle, "whist"), "card", self->whist[i]);
  for (guint i = 0; i < G_N_ELEMENTS (self->results); i++)
    muster_xml_set_int (muster_xml_add (battle, "objective"), "result", self->results[i]);
  for (guint i = 0; i < self->melds->len; i++)
    {
      SolMeld *meld = g_ptr_array_index (self->melds, i);
      xmlNode *m = muster_xml_add (battle, "meld");

      muster_xml_set_bool (m, "straight", meld->straight);
      muster_xml_set_int (m, "start", meld->start);
      muster_xml_set (m, "block-low", meld->block_low);
      muster_xml_set (m, "block-high", meld->block_high);
      muster_xml_set_bool (m, "locked", meld->locked);
      if (meld->owner >= 0)
        muster_xml_set_int (m, "owner", meld->owner);
      muster_xml_set (m, "stolen", meld->stolen);
      /* Largest Army on the Planet: whose each chip is and what he stacked
       * on it, only with the option (with one Tory a stack changes no
       * number but his wager, as `aside` below; saves from before load as
       * they were). */
      for (guint k = 0; k < SOL_N_CHIPS && self->n_tories > 1; k++)
        {
          static const char *chips[SOL_N_CHIPS] = { "locked", "block-low", "block-high" };
          g_autofree char *by = g_strconcat (chips[k], "-by", NULL);
          g_autofree char *stacked = g_strconcat (chips[k], "-stacked", NULL);

          if (!sol_meld_has_chip (meld, k))
            continue;
          muster_xml_set (m, by, sol_seat_id (self, meld->chip_tory[k]));
          if (meld->stacked[k] > 0)
            muster_xml_set_int (m, stacked, meld->stacked[k]);
        }
    }
  sol_combo_write (self, battle);
  for (guint i = 0; i < self->tory_figures->len; i++)
    muster_xml_set (muster_xml_add (battle, "tory-figure"), "id", g_ptr_array_index (self->tory_figures, i));
  muster_track_write (self->tyr[0].pool, battle);
  muster_track_write (self->tyr[0].line, battle);
  muster_track_write (self->tyr[0].wagered, battle);
  /* Only where it changes a number (item 50, `patriot-win=on-cards`). */
  if (self->keep_aside && self->tyr[0].aside > 0)
    muster_xml_set_int (battle, "aside", self->tyr[0].aside);
  /* Largest Army on the Planet: the other Tories' Tyranny and who brought
   * each figure in, only with the option. */
  for (int k = 1; k < self->n_tories; k++)
    {
      xmlNode *army = muster_xml_add (battle, "tory-tyranny");

      muster_xml_set_int (army, "tory", k + 1);
      muster_track_write (self->tyr[k].pool, army);
      muster_track_write (self->tyr[k].line, army);
      muster_track_write (self->tyr[k].wagered, army);
      if (self->keep_aside && self->tyr[k].aside > 0)
        muster_xml_set_int (army, "aside", self->tyr[k].aside);
    }
  for (guint i = 0; i < self->tory_owners->len; i++)
    muster_xml_set (muster_xml_add (battle, "tory-owner"), "seat", g_ptr_array_index (self->tory_owners, i));
  if (self->outcome != NULL)
    muster_xml_add_text (battle, "outcome", self->outcome);
  muster_deck_write (self->deck, battle);
}

/* What the table reads. */

static void
sol_state_describe (MusterState      *state,
                    const MusterSeat *viewer,
                    GString          *out)
{
  SolState *self = SOL_STATE (state);
  g_autofree char *travel = sol_travel_text (self);

  if (!self->versus)
    g_string_append_printf (out, _("Travel Hand: %s\n"), travel);
  for (int k = 0; k < SOL_N_OBJECTIVES && !self->versus; k++)
    {
      g_autofree char *name = sol_level_title (k);
      g_autofree char *text = sol_objective_text (self, k);

      g_string_append_printf (out, "%s: %s\n", name, text);
    }
  if (self->campaign && self->secret[0] != NULL &&
      (self->secret_revealed || sol_campaign_secret_reader (self, viewer) >= 0))
    {
      g_autofree char *text = sol_objective_text (self, SOL_LEVEL_SECRET);

      g_string_append_printf (out, self->secret_revealed ? _("the Secret Objective: %s\n")
                                                         : _("Your Secret Objective: %s\n"), text);
    }
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);
      const SolPatriotDef *def = sol_player_figure (self, p);
      GPtrArray *hand = sol_hand (self, p->seat);
      g_autofree char *front_name = sol_front_pile (p->seat);
      g_autofree char *front = cards_text (muster_deck_get_pile (self->deck, front_name));
      guint n = hand ? hand->len : 0;

      if (self->own_cards)
        g_string_append_printf (out, _("%s (%s): in front: %s\n"), p->name,
                                p->tory ? _("the Tory") : def ? def->name : _("no identity yet"), front);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s (%s): %u card in hand; in front: %s\n",
                                                  "%s (%s): %u cards in hand; in front: %s\n", n),
                                p->name, p->tory ? _("the Tory") : def ? def->name : _("no identity yet"), n, front);
      if (p->partner != NULL)
        g_string_append_printf (out, _("%s waits to tag in for %s.\n"),
                                sol_data_patriot (self->data, p->partner)->name, p->name);
      if (muster_seat_may_see (viewer, p->seat) && viewer != NULL && !self->own_cards)
        {
          g_autofree char *cards = cards_text (hand);

          g_string_append_printf (out, _("  Your hand: %s\n"), cards);
        }
    }
  for (guint i = 0; i < self->melds->len; i++)
    {
      g_autofree char *name = sol_meld_pile (i);
      GPtrArray *cards = muster_deck_get_pile (self->deck, name);
      SolMeld *meld = g_ptr_array_index (self->melds, i);
      g_autofree char *text = NULL;

      if (cards == NULL || cards->len == 0)
        continue;
      text = cards_text (cards);
      if (meld->owner >= 0)
        /* Translators: a meld of Versus Mode and whose side it lies on. */
        g_string_append_printf (out, _("Meld %u (%s, %s's side): %s\n"), i + 1,
                                meld->straight ? _("straight") : _("set"), sol_seat_name (self, meld->owner), text);
      else
        {
          g_autofree char *chips = sol_meld_chips_text (self, meld);
          g_autofree char *more = chips ? g_strconcat ("; ", chips, NULL) : NULL;

          g_string_append_printf (out, _("Meld %u (%s%s%s): %s\n"), i + 1, meld->straight ? _("straight") : _("set"),
                                  meld->locked ? _(", locked") : meld->block_low || meld->block_high ? _(", blocked") : "",
                                  more ? more : "", text);
        }
    }
  if (self->seed)
    {
      g_autofree char *field = cards_text (muster_deck_get_pile (self->deck, SOL_FIELD));

      g_string_append_printf (out, _("The field, for any Patriot: %s\n"), field);
    }
  if (self->versus)
    sol_versus_describe (self, out);
  else
    {
      if (self->n_tories > 1)
        for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
          {
            SolTyranny *tyr = sol_tyranny (self, t);

            /* Translators: Largest Army on the Planet: one Tory's Tyranny. */
            g_string_append_printf (out, _("%s's Tyranny: %d in the pool, %d in the line, %d on the table\n"),
                                    sol_seat_name (self, t), tyr->pool->value, tyr->line->value, tyr->wagered->value);
          }
      else
        g_string_append_printf (out, _("Tyranny: %d in the pool, %d in the line, %d on the table\n"),
                                self->tyr[0].pool->value, self->tyr[0].line->value, self->tyr[0].wagered->value);
      g_string_append_printf (out, _("Patriot Score now: %d\n"), sol_patriot_score (self));
    }
  if (self->outcome != NULL)
    g_string_append_printf (out, "%s\n", self->outcome);
}

static char *
sol_state_get_status (MusterState *state)
{
  SolState *self = SOL_STATE (state);
  g_autofree char *level = sol_level_name (self->level);
  g_autofree char *title = sol_level_title (self->level);

  switch (self->phase)
    {
    case SOL_PHASE_SEATING:
      return g_strdup (_("Seat the players"));
    case SOL_PHASE_WHIST:
      return g_strdup (self->versus ? _("Decipher the New Whist Code") : _("Decipher the Whist Code"));
    case SOL_PHASE_REVEAL:
    case SOL_PHASE_IDENTITY:
      return g_strdup (_("Reveal identities"));
    case SOL_PHASE_SHEETS:
      return g_strdup (_("Fill in the sheets"));
    case SOL_PHASE_SECRET:
      return g_strdup (_("The Tory draws his Secret Objective"));
    case SOL_PHASE_DEAL:
      return g_strdup (self->versus ? _("Draw the first hands") : _("Deal the Travel Hand"));
    case SOL_PHASE_DIRECT:
      if (self->director < 0)
        return g_strdup (_("The lowest card directs the cut scene"));
      return g_strdup_printf (_("%s directs the cut scene"), sol_seat_name (self, self->director));
    case SOL_PHASE_OVER:
      return g_strdup (self->versus ? _("The bout is over") : _("The battle is over"));
    case SOL_PHASE_ISSUE:
      return g_strdup (_("Name the issue at hand"));
    default:
      if (sol_in_turns (self))
        return g_strdup_printf (_("%s: %s's turn"), title, sol_seat_name (self, self->turn));
      return g_strdup_printf (_("Playing %s"), level);
    }
}

static MusterPending *
sol_state_get_pending (MusterState *state)
{
  SolState *self = SOL_STATE (state);
  MusterPending *pending = NULL;

  if (self->phase == SOL_PHASE_COMBO)
    return sol_combo_pending (self);
  if (self->versus)
    return sol_versus_pending (self);
  switch (self->phase)
    {
    case SOL_PHASE_SEATING:
      pending = muster_pending_new (NULL, "Reveal Identities", _("Name the players in their seating order."));
      muster_pending_add_action (pending, "seat");
      break;
    case SOL_PHASE_WHIST:
      pending = muster_pending_new (NULL, "Decipher the Whist Code",
                                    _("Draw the two locations and the five cards of each objective."));
      muster_pending_add_action (pending, "decipher");
      break;
    case SOL_PHASE_REVEAL:
      pending = muster_pending_new (NULL, "Reveal Identities", _("Deal each player a card face up."));
      muster_pending_add_action (pending, "reveal");
      break;
    case SOL_PHASE_IDENTITY:
      {
        int who = sol_tags_chooser (self);
        g_autofree char *text = g_strdup_printf (sol_tags_second_round (self)
                                                   ? _("%s chooses a second Patriot figure for the tag team.")
                                                   : _("%s chooses a Patriot figure or becomes the Tory."),
                                                 sol_seat_name (self, who));

        pending = muster_pending_new (sol_seat_id (self, who), "Reveal Identities", text);
        muster_pending_add_action (pending, "become");
        break;
      }
    case SOL_PHASE_SHEETS:
      {
        for (guint i = 0; i < self->players->len; i++)
          {
            SolPlayer *p = sol_player (self, i);

            if (sol_sheet_owed (p))
              {
                g_autofree char *text = g_strdup_printf (_("%s writes four circumstances and the suit to call for."),
                                                         p->name);

                pending = muster_pending_new (p->seat, "Reveal Identities", text);
                muster_pending_add_action (pending, "sheet");
                return pending;
              }
          }
        /* Largest Army: each Tory brings in his first figure. */
        for (int t = sol_next_tory (self, -1); self->n_tories > 1 && t >= 0; t = sol_next_tory (self, t))
          if (sol_army_figures (self, t) == 0)
            {
              g_autofree char *text = g_strdup_printf (_("%s, a Tory, picks his first Tory figure."),
                                                       sol_seat_name (self, t));

              pending = muster_pending_new (sol_seat_id (self, t), "Reveal Identities", text);
              muster_pending_add_action (pending, "introduce");
              return pending;
            }
        pending = muster_pending_new (sol_seat_id (self, sol_tory_index (self)), "Reveal Identities",
                                      _("The Tory picks the first Tory figure."));
        muster_pending_add_action (pending, "introduce");
        break;
      }
    case SOL_PHASE_SECRET:
      pending = muster_pending_new (sol_seat_id (self, sol_tory_index (self)), "Campaign Mode",
                                    _("The Tory draws his Secret Objective."));
      muster_pending_add_action (pending, "secret");
      break;
    case SOL_PHASE_DEAL:
      pending = muster_pending_new (NULL, "The Travel Hand", _("Deal the Travel Hand."));
      muster_pending_add_action (pending, "deal");
      break;
    case SOL_PHASE_PLAY:
      if (sol_in_turns (self))
        {
          g_autofree char *text = g_strdup_printf (_("%s's turn: play, discard, call the question or end the turn."),
                                                   sol_seat_name (self, self->turn));
          static const char *actions[] = { "meld", "add", "tory-play", "discard", "call", "end-turn", "tory-swap" };

          pending = muster_pending_new (sol_seat_id (self, self->turn), sol_turns_section (self), text);
          for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
            muster_pending_add_action (pending, actions[i]);
        }
      break;
    case SOL_PHASE_OFFER:
      {
        g_autofree char *card = sol_card_name (self->offered);
        g_autofree char *text = g_strdup_printf (_("The Tory may take the discarded %s, discarding a card of his own."),
                                                 card);

        pending = muster_pending_new (self->n_tories > 1 ? NULL : sol_seat_id (self, sol_tory_index (self)),
                                      "Patriot Plays", text);
        muster_pending_add_action (pending, "take-discard");
        muster_pending_add_action (pending, "refuse-discard");
        break;
      }
    case SOL_PHASE_SECOND:
      {
        g_autofree char *text = g_strdup_printf (_("%s calls the question: another Patriot may second it."),
                                                 sol_seat_name (self, self->caller));

        pending = muster_pending_new (NULL, "Call the Question", text);
        muster_pending_add_action (pending, "second");
        muster_pending_add_action (pending, "withdraw");
        break;
      }
    case SOL_PHASE_GIVING:
      {
        SolPlayer *caller = sol_player (self, (guint) self->caller);
        g_autofree char *text = g_strdup_printf (_("%s calls for %s: the other Patriots may give some."),
                                                 caller->name, sol_suit_name (caller->call_suit));

        pending = muster_pending_new (NULL, "Patriot Tactics", text);
        muster_pending_add_action (pending, "give");
        muster_pending_add_action (pending, "end-call");
        break;
      }
    case SOL_PHASE_SHOW:
      if (self->n_tories > 1)
        {
          int next = sol_army_next_to_show (self);
          g_autofree char *text = g_strdup_printf (_("%s, a Tory, shows his hand to be scored."),
                                                   sol_seat_name (self, next));

          pending = muster_pending_new (sol_seat_id (self, next), "Call the Question", text);
        }
      else
        pending = muster_pending_new (sol_seat_id (self, sol_tory_index (self)), "Call the Question",
                                      _("The Tory shows his hand to be scored."));
      muster_pending_add_action (pending, "show-hand");
      break;
    case SOL_PHASE_DIRECT:
      {
        g_autofree char *text = self->director < 0
                                ? g_strdup (_("Whoever holds the lowest card directs the cut scene and picks the next objective."))
                                : g_strdup_printf (_("%s directs the cut scene and picks the next objective."),
                                                   sol_seat_name (self, self->director));

        pending = muster_pending_new (self->director < 0 ? NULL : sol_seat_id (self, self->director),
                                      "Direct the Cut Scene", text);
        muster_pending_add_action (pending, "choose");
        if (self->play_in_turns)
          muster_pending_add_action (pending, "turns");
        for (int k = 0; k < SOL_N_OBJECTIVES; k++)
          if (self->results[k] == SOL_RESULT_UNPLAYED)
            {
              g_autofree char *name = sol_level_title (k);   /* an answer's button */
              g_autofree char *id = k == 0 ? g_strdup ("primary") : g_strdup_printf ("opportune-%d", k);
              const char *args[] = { sol_seat_id (self, self->director), id, NULL };

              muster_pending_add_item (pending, id, name);
              if (self->director >= 0)
                muster_pending_suggest (pending, "choose", args, name);
            }
        if (self->secret_revealed && self->results[SOL_LEVEL_SECRET] == SOL_RESULT_UNPLAYED)
          muster_pending_add_item (pending, "secret", _("The Secret Objective"));
        break;
      }
    case SOL_PHASE_OVER:
    default:
      break;
    }
  return pending;
}

static const char *
suit_or_blank (SolSuit suit)
{
  return suit == SOL_NO_SUIT ? _("not chosen") : sol_suit_name (suit);
}

static MusterSheet *
patriot_sheet (SolState  *self,
               SolPlayer *p)
{
  static const char *slots[SOL_N_SLOTS] = {
    N_("Five-card hand while"), N_("New hand while"), N_("Claim a joker while"), N_("Call for cards while"),
  };
  const SolPatriotDef *def = sol_player_figure (self, p);
  g_autofree char *id = g_strconcat ("patriot-", p->seat, NULL);
  g_autofree char *title = g_strdup_printf (_("Patriot Sheet: %s"), def->name);
  MusterSheet *sheet = muster_sheet_new (id, title, p->seat, FALSE);
  g_autofree char *limit = g_strdup_printf ("%u", sol_hand_limit (self, p));
  MusterSheetRow *row;

  muster_sheet_add_row (sheet, _("Player"), p->name);
  muster_sheet_add_row (sheet, _("Figure"), def->title);
  if (p->partner != NULL)
    {
      row = muster_sheet_add_row (sheet, _("Waiting to tag in"), sol_data_patriot (self->data, p->partner)->name);
      row->section = g_strdup (SEC_OPTIONS);
    }
  row = muster_sheet_add_row (sheet, _("Hand size"), limit);
  row->section = g_strdup ("Patriot Tactics");
  for (guint s = 0; s < SOL_N_SLOTS; s++)
    {
      const char *circ = p->circumstance[s] >= 0
                         ? g_ptr_array_index (def->circumstances, p->circumstance[s]) : _("not chosen");
      g_autofree char *value = p->in[s] ? g_strdup_printf (_("%s (in it now)"), circ) : g_strdup (circ);

      row = muster_sheet_add_row (sheet, _(slots[s]), value);
      row->section = g_strdup ("Patriot Tactics");
    }
  muster_sheet_add_row (sheet, _("Calls for"), suit_or_blank (p->call_suit));
  muster_sheet_add_row (sheet, _("Always plays single"), suit_or_blank (p->single_suit));
  if (p->call_suit == SOL_NO_SUIT)
    {
      /* What the player picks from, by number (the sheet action). */
      GString *list = g_string_new (NULL);

      for (guint i = 0; i < def->circumstances->len; i++)
        g_string_append_printf (list, "%s%u. %s", i ? "; " : "", i + 1,
                                (const char *) g_ptr_array_index (def->circumstances, i));
      row = muster_sheet_add_row (sheet, _("Circumstances to pick from"), list->str);
      row->section = g_strdup ("Reveal Identities");
      g_string_free (list, TRUE);
    }
  return sheet;
}

static MusterSheet *
tory_sheet (SolState  *self,
            SolPlayer *p)
{
  g_autofree char *id = self->n_tories > 1 ? g_strconcat ("tory-", p->seat, NULL) : g_strdup ("tory");
  MusterSheet *sheet = muster_sheet_new (id, _("Tory Sheet"), p->seat, FALSE);
  SolTyranny *tyr = sol_tyranny (self, sol_find_player (self, p->seat));

  muster_sheet_add_row (sheet, _("Player"), p->name);
  for (guint i = 0; i < self->tory_figures->len; i++)
    {
      const SolToryDef *def = sol_data_tory (self->data, g_ptr_array_index (self->tory_figures, i));
      g_autofree char *abuse = sol_effect_text (&def->abuse);
      g_autofree char *usurp = sol_effect_text (&def->usurpation);
      g_autofree char *value = g_strdup_printf (_("Abuse: %s (%s). Usurpation: %s (%s)."),
                                                def->abuse.deed, abuse, def->usurpation.deed, usurp);

      /* Largest Army: his own figures only. */
      if (self->n_tories > 1 && g_strcmp0 (g_ptr_array_index (self->tory_owners, i), p->seat) != 0)
        continue;
      muster_sheet_add_row (sheet, def->name, value)->section = g_strdup ("Tory Tactics");
    }
  for (guint r = 0; r < G_N_ELEMENTS (self->data->tory_plays); r++)
    {
      /* Translators: a row of the Tory Sheet: what playing a card of this
       * rank stands for (“Plays: Seven”). */
      g_autofree char *label = g_strdup_printf (_("Plays: %s"), sol_rank_name ((int) r));

      muster_sheet_add_row (sheet, label, self->data->tory_plays[r])->section = g_strdup ("Tory Plays");
    }
  muster_sheet_add_track (sheet, _("Tyranny in the pool"), tyr->pool->value, 0, tyr->pool->max, NULL);
  muster_sheet_add_track (sheet, _("Tyranny in the line"), tyr->line->value, 0, tyr->line->max, NULL);
  muster_sheet_add_track (sheet, _("Tyranny on the table"), tyr->wagered->value, 0, tyr->wagered->max, NULL);
  return sheet;
}

static GPtrArray *
sol_state_get_sheets (MusterState      *state,
                      const MusterSeat *viewer)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *sheets = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_sheet_free);
  MusterSheet *objectives = self->versus ? sol_versus_sheet (self)
                                         : muster_sheet_new ("objectives", _("Objectives Sheet"), NULL, FALSE);
  g_autofree char *travel = sol_travel_text (self);

  if (!self->versus)
    muster_sheet_add_row (objectives, _("Travel Hand"), travel)->section = g_strdup ("Decipher the Whist Code");
  for (int k = 0; k < SOL_N_OBJECTIVES && !self->versus; k++)
    {
      g_autofree char *name = sol_level_title (k);
      g_autofree char *text = sol_objective_text (self, k);
      g_autofree char *value = self->results[k] == SOL_RESULT_UNPLAYED ? g_strdup (text)
                               : g_strdup_printf (self->results[k] == SOL_RESULT_PATRIOTS ? _("%s (completed)")
                                                                                          : _("%s (failed)"), text);

      muster_sheet_add_row (objectives, name, value)->section = g_strdup ("Decipher the Whist Code");
    }
  if (self->campaign && self->secret_revealed)
    {
      g_autofree char *text = sol_objective_text (self, SOL_LEVEL_SECRET);

      muster_sheet_add_row (objectives, _("the Secret Objective"), text)->section = g_strdup ("Campaign Mode");
    }
  g_ptr_array_add (sheets, objectives);
  if (self->campaign)
    {
      g_ptr_array_add (sheets, sol_campaign_stage_sheet (self));
      g_ptr_array_add (sheets, sol_campaign_record_sheet (self));
    }
  if (self->campaign && self->secret[0] != NULL && !self->secret_revealed &&
      sol_campaign_secret_reader (self, viewer) >= 0)
    {
      const char *tory = sol_seat_id (self, sol_campaign_secret_reader (self, viewer));
      MusterSheet *secret = muster_sheet_new ("secret-objective", _("Secret Objective"), tory, TRUE);
      g_autofree char *text = sol_objective_text (self, SOL_LEVEL_SECRET);

      muster_sheet_add_row (secret, _("Secret Objective"), text)->section = g_strdup ("Campaign Mode");
      g_ptr_array_add (sheets, secret);
    }
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);
      GPtrArray *hand = sol_hand (self, p->seat);

      if (p->figure != NULL)
        g_ptr_array_add (sheets, patriot_sheet (self, p));
      else if (p->tory)
        g_ptr_array_add (sheets, tory_sheet (self, p));
      if (muster_seat_may_see (viewer, p->seat) && viewer != NULL && !self->own_cards)
        {
          g_autofree char *id = g_strconcat ("hand-", p->seat, NULL);
          MusterSheet *sheet = muster_sheet_new (id, _("Your hand"), p->seat, TRUE);
          g_autofree char *cards = cards_text (hand);

          muster_sheet_add_row (sheet, _("Cards"), cards);
          if (p->tory)
            {
              g_autofree char *score = g_strdup_printf ("%d", sol_tory_score_of (self, (int) i,
                                                                                  self->level == SOL_LEVEL_PRIMARY));

              muster_sheet_add_row (sheet, _("Tory Score if called now"), score)->section = g_strdup ("Call the Question");
            }
          g_ptr_array_add (sheets, sheet);
        }
    }
  return sheets;
}

static GPtrArray *
sol_state_get_tracks (MusterState *state)
{
  SolState *self = SOL_STATE (state);
  GPtrArray *tracks = g_ptr_array_new ();

  for (int k = 0; k < self->n_tories; k++)
    {
      g_ptr_array_add (tracks, self->tyr[k].pool);
      g_ptr_array_add (tracks, self->tyr[k].line);
      g_ptr_array_add (tracks, self->tyr[k].wagered);
    }
  return tracks;
}

static GPtrArray *
sol_state_get_decks (MusterState *state)
{
  GPtrArray *decks = g_ptr_array_new ();

  g_ptr_array_add (decks, SOL_STATE (state)->deck);
  return decks;
}

static const char *
sol_state_get_acting_side (MusterState *state)
{
  SolState *self = SOL_STATE (state);

  if (self->phase == SOL_PHASE_PLAY && (sol_in_turns (self) || (self->versus && self->opening)))
    return sol_seat_id (self, self->turn);
  return NULL;
}

static gboolean
sol_state_is_over (MusterState *state)
{
  return SOL_STATE (state)->phase == SOL_PHASE_OVER;
}

/* A seat as the players typed it. */
static const char *
sol_state_owner_name (MusterState *state,
                      const char  *id)
{
  SolState *self = SOL_STATE (state);
  int who = sol_find_player (self, id);

  return who >= 0 ? sol_seat_name (self, who) : NULL;
}

static const char *
sol_state_card_value_label (MusterState  *state,
                            const char   *deck,
                            const char   *value,
                            const char  **side)
{
  *side = NULL;
  if (g_strcmp0 (value, "rank") == 0)
    return _("Rank");
  if (g_strcmp0 (value, "suit") == 0)
    return _("Suit");
  return NULL;
}

/* Every card is in one place, every meld on the table is a legal set or
 * straight, and Tyranny is never negative. */
static gboolean
sol_state_check_invariants (MusterState  *state,
                            GError      **error)
{
  SolState *self = SOL_STATE (state);
  g_auto(GStrv) piles = muster_deck_list_piles (self->deck);
  guint total = muster_deck_get_n_draw (self->deck) + muster_deck_get_n_drawn (self->deck) +
                muster_deck_get_n_discard (self->deck) + muster_deck_get_n_removed (self->deck);

  for (guint i = 0; piles[i] != NULL; i++)
    total += muster_deck_get_pile (self->deck, piles[i])->len;
  if (total != 108)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, "%u cards instead of 108", total);
  for (guint i = 0; i < self->melds->len; i++)
    {
      g_autofree char *name = sol_meld_pile (i);
      GPtrArray *cards = muster_deck_get_pile (self->deck, name);
      SolMeld *meld = g_ptr_array_index (self->melds, i);
      g_autoptr(GPtrArray) copy = NULL;

      if (cards == NULL || cards->len == 0)
        continue;
      copy = g_ptr_array_copy (cards, NULL, NULL);
      g_ptr_array_set_free_func (copy, NULL);  /* borrowed, and the copy keeps the pile's free function */
      if (meld->straight ? !sol_order_straight (copy, self->wrap, meld->block_low, meld->block_high, NULL)
                         : !sol_is_set (copy, NULL) && !(cards->len == 1))
        {
          g_autofree char *text = cards_text (cards);

          return muster_fail (error, MUSTER_ERROR_ILLEGAL, "meld %u is neither set nor straight: %s", i + 1, text);
        }
    }
  for (guint k = 0; k < SOL_MAX_TORIES; k++)
    if (self->tyr[k].pool->value < 0 || self->tyr[k].line->value < 0 || self->tyr[k].wagered->value < 0)
      return muster_fail (error, MUSTER_ERROR_ILLEGAL, "negative Tyranny");
  if (self->tory_owners->len != 0 && self->tory_owners->len != self->tory_figures->len)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, "a Tory figure without its Tory");
  if (self->phase >= SOL_PHASE_SHEETS && self->phase != SOL_PHASE_OVER && !self->versus && sol_tory_index (self) < 0)
    return muster_fail (error, MUSTER_ERROR_ILLEGAL, "no Tory");
  return TRUE;
}

static void
sol_state_class_init (SolStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterStateClass *state_class = MUSTER_STATE_CLASS (klass);

  object_class->finalize = sol_state_finalize;
  state_class->copy = sol_state_copy;
  state_class->action_table = &sol_action_table;
  state_class->write_snapshot = sol_state_write_snapshot;
  state_class->describe = sol_state_describe;
  state_class->get_status = sol_state_get_status;
  state_class->get_pending = sol_state_get_pending;
  state_class->get_sheets = sol_state_get_sheets;
  state_class->get_tracks = sol_state_get_tracks;
  state_class->get_decks = sol_state_get_decks;
  state_class->get_acting_side = sol_state_get_acting_side;
  state_class->is_over = sol_state_is_over;
  state_class->card_value_label = sol_state_card_value_label;
  state_class->owner_name = sol_state_owner_name;
  state_class->check_invariants = sol_state_check_invariants;
  state_class->write_carry = sol_campaign_write_carry;
  state_class->take_input = sol_campaign_take_input;
}

static void
sol_state_init (SolState *self)
{
  self->players = g_ptr_array_new_with_free_func ((GDestroyNotify) player_free);
  self->melds = g_ptr_array_new_with_free_func ((GDestroyNotify) meld_free);
  self->tory_figures = g_ptr_array_new_with_free_func (g_free);
  self->order = g_ptr_array_new ();
  self->past_tories = g_ptr_array_new_with_free_func (g_free);
  self->past_patriots = g_ptr_array_new_with_free_func (g_free);
  self->record = g_ptr_array_new_with_free_func ((GDestroyNotify) sol_record_free);
  self->recruited = g_ptr_array_new_with_free_func (g_free);
  self->issue = -1;
  self->combo_meld = -1;
  self->tyr[0].pool = muster_track_new ("tyranny-pool", _("Tyranny pool"), 0, 999, 0);
  self->tyr[0].line = muster_track_new ("tyranny-line", _("Tyranny line"), 0, 99, 0);
  self->tyr[0].wagered = muster_track_new ("tyranny-table", _("Tyranny on the table"), 0, 999, 0);
  /* Largest Army on the Planet: the second and third Tories'. */
  for (guint k = 1; k < SOL_MAX_TORIES; k++)
    {
      g_autofree char *pool = g_strdup_printf ("tyranny-pool-%u", k + 1);
      g_autofree char *line = g_strdup_printf ("tyranny-line-%u", k + 1);
      g_autofree char *table = g_strdup_printf ("tyranny-table-%u", k + 1);
      g_autofree char *pool_name = g_strdup_printf (_("Tyranny pool of Tory %u"), k + 1);
      g_autofree char *line_name = g_strdup_printf (_("Tyranny line of Tory %u"), k + 1);
      g_autofree char *table_name = g_strdup_printf (_("Tyranny on the table of Tory %u"), k + 1);

      self->tyr[k].pool = muster_track_new (pool, pool_name, 0, 999, 0);
      self->tyr[k].line = muster_track_new (line, line_name, 0, 99, 0);
      self->tyr[k].wagered = muster_track_new (table, table_name, 0, 999, 0);
    }
  self->n_tories = 1;
  self->tory_owners = g_ptr_array_new_with_free_func (g_free);
  self->level = SOL_LEVEL_TRAVEL;
  self->caller = -1;
  self->director = -1;
}
