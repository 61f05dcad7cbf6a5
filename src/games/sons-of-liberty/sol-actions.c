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

#define illegal(error, ...) muster_fail ((error), MUSTER_ERROR_ILLEGAL, __VA_ARGS__)
#define bad_args(error, ...) muster_fail ((error), MUSTER_ERROR_INVALID_ARGS, __VA_ARGS__)

/* Sections (the rulebook's chapter headings). */
#define SEC_WHIST "Decipher the Whist Code"
#define SEC_IDENTITY "Reveal Identities"
#define SEC_TRAVEL "The Travel Hand"
#define SEC_TORY_PLAYS "Tory Plays"
#define SEC_PATRIOT_PLAYS "Patriot Plays"
#define SEC_CALL "Call the Question"
#define SEC_CUT "Direct the Cut Scene"
#define SEC_OPPORTUNE "Exploit Opportune Objectives"
#define SEC_TORY_TACTICS "Tory Tactics"
#define SEC_PATRIOT_TACTICS "Patriot Tactics"
#define SEC_PRIMARY "Attempt the Primary Objective"

/* When an action is open: the phases (bits), and whether only in the
 * Travel Hand or only after it. */
#define PH(p) (1 << (p))
#define TRAVEL_ONLY (1 << 20)
#define LATER_ONLY (1 << 21)
#define TORY_ACTS (1 << 22)

/* Small helpers. */

static SolState *
sol (MusterState *state)
{
  return SOL_STATE (state);
}

static int
need_player (SolState    *self,
             const char  *seat,
             GError     **error)
{
  int i = sol_find_player (self, seat);

  if (i < 0)
    bad_args (error, _("Nobody sits in the seat “%s”"), seat ? seat : "");
  return i;
}

static int
need_patriot (SolState    *self,
              const char  *seat,
              GError     **error)
{
  int i = need_player (self, seat, error);

  if (i >= 0 && sol_player (self, (guint) i)->figure == NULL)
    {
      illegal (error, _("%s: %s plays no Patriot figure"), SEC_PATRIOT_PLAYS, seat);
      return -1;
    }
  return i;
}

/* The Tory. Only actions open once the identities are taken ask for
 * him (the gate sees to it), so there is one. */
static SolPlayer *
tory_player (SolState *self)
{
  int i = sol_tory_index (self);

  return sol_player (self, i >= 0 ? (guint) i : 0);
}

/* The card @arg names in @pile: its id, or the printed card (“QS” finds
 * “QS#2”), ignoring case; NULL when the pile has none. */
static const char *
find_in_pile (SolState   *self,
              const char *pile,
              const char *arg,
              GPtrArray  *exclude)
{
  GPtrArray *cards = muster_deck_get_pile (self->deck, pile);

  if (cards == NULL || arg == NULL)
    return NULL;
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < cards->len; i++)
      {
        const char *id = g_ptr_array_index (cards, i);
        const MusterCard *card = muster_deck_lookup (self->deck, id);
        const char *face = muster_card_get_face (card);

        if (exclude != NULL && g_ptr_array_find_with_equal_func (exclude, id, g_str_equal, NULL))
          continue;
        if (pass == 0 ? g_ascii_strcasecmp (id, arg) == 0 : g_ascii_strcasecmp (face, arg) == 0)
          return id;
      }
  return NULL;
}

static const char *
need_in_hand (SolState    *self,
              const char  *seat,
              const char  *arg,
              GError     **error)
{
  g_autofree char *pile = sol_hand_pile (seat);
  const char *id = find_in_pile (self, pile, arg, NULL);

  if (id == NULL)
    bad_args (error, _("%s holds no card “%s”"), seat, arg ? arg : "");
  return id;
}

/* Draws into @seat's hand until it holds @limit cards, while the deck
 * has cards (an empty draw pile takes the discards back first). */
static gboolean
draw_to (SolState      *self,
         const char    *seat,
         guint          limit,
         MusterChance  *chance,
         GError       **error)
{
  g_autofree char *pile = sol_hand_pile (seat);

  while (muster_deck_get_pile (self->deck, pile)->len < limit)
    {
      g_autofree char *id = NULL;

      if (muster_deck_get_n_draw (self->deck) == 0 && muster_deck_get_n_discard (self->deck) == 0)
        break;
      id = muster_deck_deal (self->deck, chance, pile, seat, _("a card drawn into a hand"), NULL, error);
      if (id == NULL)
        return FALSE;
    }
  return TRUE;
}

static gboolean
refill (SolState      *self,
        SolPlayer     *player,
        MusterChance  *chance,
        GError       **error)
{
  return draw_to (self, player->seat, sol_hand_limit (self, player), chance, error);
}

/* Moves a card to another pile. The id is copied first: it may be the
 * string the deck frees as it takes the card from its pile. */
static void
move_card (SolState   *self,
           const char *id,
           const char *to,
           GError    **error)
{
  g_autofree char *copy = g_strdup (id);

  muster_deck_move (self->deck, copy, to, error);
}

/* A new array holding copies of the ids. */
static GPtrArray *
copy_ids (GPtrArray *ids)
{
  GPtrArray *copy = g_ptr_array_new_full (ids ? ids->len : 0, g_free);

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (ids, i)));
  return copy;
}

static char *
names_of (GPtrArray *ids)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *name = sol_card_name (g_ptr_array_index (ids, i));

      g_string_append_printf (out, "%s%s", i ? ", " : "", name);
    }
  return g_string_free (out, FALSE);
}

static SolMeld *
live_meld (SolState *self,
           int       number,
           GPtrArray **cards)
{
  g_autofree char *name = NULL;
  GPtrArray *pile;

  if (number < 1 || number > (int) self->melds->len)
    return NULL;
  name = sol_meld_pile ((guint) number - 1);
  pile = muster_deck_get_pile (self->deck, name);
  if (pile == NULL || pile->len == 0)
    return NULL;
  if (cards != NULL)
    *cards = pile;
  return g_ptr_array_index (self->melds, number - 1);
}

static SolMeld *
need_meld (SolState    *self,
           const char  *arg,
           GPtrArray  **cards,
           GError     **error)
{
  int number;
  SolMeld *meld;

  if (!muster_args_parse_int (arg, _("The meld"), 1, 1000, &number, error))
    return NULL;
  meld = live_meld (self, number, cards);
  if (meld == NULL)
    bad_args (error, _("There is no meld %d on the table"), number);
  return meld;
}

/* Puts the cards of @pile in the order of @ordered. */
static void
reorder (SolState   *self,
         const char *pile,
         GPtrArray  *ordered)
{
  for (guint i = 0; i < ordered->len; i++)
    move_card (self, g_ptr_array_index (ordered, i), pile, NULL);
}

static void
figure_suits (SolState            *self,
              const SolPatriotDef *def,
              SolSuit              suits[2])
{
  for (guint i = 0; i < 2; i++)
    {
      suits[i] = def->suits[i];
      if (self->deborah_clubs && g_str_equal (def->id, "deborah-sampson") && suits[i] == SOL_SPADES)
        suits[i] = SOL_CLUBS;
    }
}

/* Seating and the Whist Code */

static gboolean
apply_seat (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  guint n = muster_args_count (args);

  if (n < SOL_MIN_PLAYERS || n > SOL_MAX_PLAYERS)
    return bad_args (error, _("A battle seats %d to %d players"), SOL_MIN_PLAYERS, SOL_MAX_PLAYERS);
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
      for (guint s = 0; s < SOL_N_SLOTS; s++)
        p->circumstance[s] = -1;
      p->call_suit = p->single_suit = SOL_NO_SUIT;
      g_ptr_array_add (self->players, p);
      hand = sol_hand_pile (p->seat);
      front = sol_front_pile (p->seat);
      muster_deck_add_pile (self->deck, hand, p->seat, TRUE);
      muster_deck_add_pile (self->deck, front, p->seat, FALSE);
    }
  self->phase = SOL_PHASE_WHIST;
  muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%u player sits at the table.",
                                                "%u players sit at the table.", n), n);
  return TRUE;
}

static gboolean
apply_decipher (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  g_autofree char *travel = NULL;

  for (guint i = 0; i < SOL_N_WHIST; i++)
    {
      self->whist[i] = muster_deck_draw (self->deck, chance, NULL, _("the Whist Code"), NULL, error);
      if (self->whist[i] == NULL)
        return FALSE;
    }
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
      drawn = names_of (cards);
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

static gboolean
apply_reveal (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  guint n = self->players->len;
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
              g_autofree char *card = muster_deck_draw (self->deck, chance, NULL, _("an identity card"), NULL, error);
              g_autofree char *name = NULL;
              int v;

              if (card == NULL)
                return FALSE;
              v = identity_value (self, card);
              g_array_append_val (key, v);
              name = sol_card_name (card);
              muster_entry_append_text (entry, round == 0 ? _("%s is dealt the %s.") : _("%s draws the %s to break a tie."),
                                        sol_player (self, i)->seat, name);
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

static gboolean
apply_become (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  int who;
  SolPlayer *p;
  gboolean last;

  if (!muster_args_check_count (args, 2, 2, "become SEAT FIGURE", error) ||
      (who = need_player (self, args[0], error)) < 0)
    return FALSE;
  if (who != GPOINTER_TO_INT (g_ptr_array_index (self->order, self->chooser)))
    return illegal (error, _("%s: it is %s's turn to choose"), SEC_IDENTITY,
                    sol_seat_name (self, GPOINTER_TO_INT (g_ptr_array_index (self->order, self->chooser))));
  p = sol_player (self, (guint) who);
  last = self->chooser + 1 == (int) self->players->len;
  if (g_ascii_strcasecmp (args[1], "tory") == 0)
    {
      if (sol_tory_index (self) >= 0)
        return illegal (error, _("%s: %s is the Tory already"), SEC_IDENTITY, tory_player (self)->seat);
      p->tory = TRUE;
      muster_entry_append_text (entry, _("%s becomes the Tory."), p->seat);
    }
  else
    {
      const SolPatriotDef *fig = sol_data_patriot (self->data, args[1]);
      guint taken = 0;

      if (fig == NULL)
        return bad_args (error, _("There is no Patriot figure “%s”"), args[1]);
      if (last && sol_tory_index (self) < 0)
        return illegal (error, _("%s: nobody volunteered, so the lowest card, %s, must be the Tory"),
                        SEC_IDENTITY, p->seat);
      for (guint i = 0; i < self->players->len; i++)
        taken += g_strcmp0 (sol_player (self, i)->figure, fig->id) == 0;
      if (taken >= (g_str_equal (fig->id, "martin-women") ? 2u : 1u))
        return illegal (error, _("%s: %s is played by another player"), SEC_IDENTITY, fig->name);
      p->figure = g_strdup (fig->id);
      muster_entry_append_text (entry, _("%s plays %s."), p->seat, fig->name);
    }
  p->chosen = TRUE;
  self->chooser++;
  if (last)
    self->phase = SOL_PHASE_SHEETS;
  return TRUE;
}

static void
sheets_done (SolState *self)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      if (p->figure != NULL && p->call_suit == SOL_NO_SUIT)
        return;
    }
  if (self->tory_figures->len > 0)
    self->phase = SOL_PHASE_DEAL;
}

static gboolean
apply_sheet (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  const SolPatriotDef *fig;
  SolSuit suits[2], call;
  int who, picks[SOL_N_SLOTS];
  SolPlayer *p;

  if (!muster_args_check_count (args, 6, 6, "sheet SEAT C1 C2 C3 C4 SUIT", error) ||
      (who = need_patriot (self, args[0], error)) < 0)
    return FALSE;
  p = sol_player (self, (guint) who);
  fig = sol_player_figure (self, p);
  for (guint s = 0; s < SOL_N_SLOTS; s++)
    {
      if (!muster_args_parse_int (args[1 + s], _("A circumstance"), 1, (int) fig->circumstances->len, &picks[s], error))
        return FALSE;
      for (guint t = 0; t < s; t++)
        if (picks[t] == picks[s])
          return illegal (error, _("%s: each slot takes a different circumstance"), SEC_IDENTITY);
    }
  figure_suits (self, fig, suits);
  call = sol_suit_parse (args[5]);
  if (call == SOL_NO_SUIT || (call != suits[0] && call != suits[1]))
    return illegal (error, _("%s: %s calls for %s or %s"), SEC_IDENTITY, fig->name,
                    sol_suit_name (suits[0]), sol_suit_name (suits[1]));
  for (guint s = 0; s < SOL_N_SLOTS; s++)
    p->circumstance[s] = picks[s] - 1;
  p->call_suit = call;
  p->single_suit = call == suits[0] ? suits[1] : suits[0];
  muster_entry_append_text (entry, _("%s fills in the Patriot Sheet of %s: calls for %s, plays single %s."),
                            p->seat, fig->name, sol_suit_name (p->call_suit), sol_suit_name (p->single_suit));
  sheets_done (self);
  return TRUE;
}

static gboolean
apply_introduce (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  const SolToryDef *fig;

  if (!muster_args_check_count (args, 1, 1, "introduce FIGURE", error))
    return FALSE;
  if ((fig = sol_data_tory (self->data, args[0])) == NULL)
    return bad_args (error, _("There is no Tory figure “%s”"), args[0]);
  if (g_ptr_array_find_with_equal_func (self->tory_figures, fig->id, g_str_equal, NULL))
    return illegal (error, _("%s: %s is in the battle already"), SEC_TORY_TACTICS, fig->name);
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

/* Levels */

static gboolean
discard_face_cards (SolState      *self,
                    SolPlayer     *tory,
                    MusterEntry   *entry,
                    MusterChance  *chance,
                    GError       **error)
{
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
        g_autofree char *names = names_of (faces);

        muster_entry_append_text (entry, _("The Tory discards %s."), names);
      }
      if (self->level != SOL_LEVEL_TRAVEL)
        {
          muster_track_adjust (self->line, (int) faces->len);
          muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                        "%u Tyranny from the supply joins the line.",
                                                        "%u Tyranny from the supply join the line.", faces->len),
                                    faces->len);
        }
      for (guint i = 0; i < faces->len; i++)
        move_card (self, g_ptr_array_index (faces, i), "discard", NULL);
      if (!refill (self, tory, chance, error))
        return FALSE;
      if (!self->tory_redraw_repeat)
        break;
    }
  return TRUE;
}

/* Every card back: hands, table and discards shuffled into the draw
 * pile, the jokers set aside again; then the deal. */
static gboolean
start_level (SolState      *self,
             int            level,
             MusterEntry   *entry,
             MusterChance  *chance,
             GError       **error)
{
  g_auto(GStrv) piles = muster_deck_list_piles (self->deck);
  SolPlayer *tory = tory_player (self);
  g_autofree char *name = sol_level_name (level);

  for (guint i = 0; piles[i] != NULL; i++)
    {
      g_autoptr(GPtrArray) cards = NULL;

      if (g_str_equal (piles[i], "jokers"))
        continue;
      cards = copy_ids (muster_deck_get_pile (self->deck, piles[i]));
      for (guint c = 0; c < cards->len; c++)
        {
          const char *id = g_ptr_array_index (cards, c);

          move_card (self, id, sol_card_is_joker (id) ? "jokers" : "discard", NULL);
        }
    }
  muster_deck_gather (self->deck);
  g_ptr_array_set_size (self->melds, 0);
  self->level = level;
  self->introduced_this_level = level == SOL_LEVEL_TRAVEL;
  self->acted = FALSE;
  self->caller = -1;
  g_clear_pointer (&self->offered, g_free);
  muster_track_set (self->wagered, 0, NULL);
  muster_track_set (self->line, 0, NULL);
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      memset (p->in, 0, sizeof p->in);
      p->new_hand_used = p->joker_claimed = FALSE;
    }
  muster_entry_append_text (entry, _("The cards are shuffled together and %s is dealt."), name);
  for (guint i = 0; i < self->players->len; i++)
    if (!sol_player (self, i)->tory && !refill (self, sol_player (self, i), chance, error))
      return FALSE;
  if (!refill (self, tory, chance, error))
    return FALSE;
  if (level != SOL_LEVEL_TRAVEL)
    {
      int line = MIN (self->line_size, self->pool->value);

      muster_track_adjust (self->pool, -line);
      muster_track_set (self->line, line, NULL);
      muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The Tory sets out %d Tyranny from the pool.",
                                                    "The Tory sets out %d Tyranny from the pool.", line), line);
    }
  if (!discard_face_cards (self, tory, entry, chance, error))
    return FALSE;
  self->turn = sol_tory_index (self);
  self->phase = SOL_PHASE_PLAY;
  return TRUE;
}

static gboolean
apply_deal (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  muster_entry_set_rule (entry, SEC_TRAVEL);
  return start_level (sol (state), SOL_LEVEL_TRAVEL, entry, chance, error);
}

/* Patriot plays: sets and straights from the hand, the singles in front
 * of anyone and the melds on the table. */

typedef struct
{
  const char *id;
  int         meld;   /* the meld it is taken from (0-based), or -1 */
  gboolean    hand;
} Pick;

static gboolean
pick_cards (SolState            *self,
            SolPlayer           *player,
            const char * const  *args,
            int                  skip_meld,
            GArray              *picks,
            GError             **error)
{
  g_autoptr(GPtrArray) used = g_ptr_array_new ();
  g_autofree char *hand = sol_hand_pile (player->seat);
  gboolean from_hand = FALSE;

  for (guint a = 0; args[a] != NULL; a++)
    {
      Pick pick = { NULL, -1, FALSE };

      if ((pick.id = find_in_pile (self, hand, args[a], used)) != NULL)
        pick.hand = TRUE;
      for (guint i = 0; pick.id == NULL && i < self->players->len; i++)
        {
          g_autofree char *front = sol_front_pile (sol_player (self, i)->seat);

          pick.id = find_in_pile (self, front, args[a], used);
        }
      for (guint m = 0; pick.id == NULL && m < self->melds->len; m++)
        {
          g_autofree char *pile = sol_meld_pile (m);

          if ((int) m == skip_meld)
            continue;
          if ((pick.id = find_in_pile (self, pile, args[a], used)) != NULL)
            pick.meld = (int) m;
        }
      if (pick.id == NULL)
        return bad_args (error, _("%s: no card “%s” is in %s's hand or on the table"), SEC_PATRIOT_PLAYS,
                         args[a], player->seat);
      from_hand |= pick.hand;
      g_ptr_array_add (used, (gpointer) pick.id);
      g_array_append_val (picks, pick);
    }
  if (!from_hand)
    return illegal (error, _("%s: a play lays at least one card from the hand"), SEC_PATRIOT_PLAYS);
  return TRUE;
}

/* The melds the picks take cards from must stay legal without them. */
static gboolean
check_takings (SolState  *self,
               GArray    *picks,
               GError   **error)
{
  for (guint m = 0; m < self->melds->len; m++)
    {
      g_autofree char *pile = sol_meld_pile (m);
      GPtrArray *cards = muster_deck_get_pile (self->deck, pile);
      SolMeld *meld = g_ptr_array_index (self->melds, m);
      g_autoptr(GPtrArray) left = g_ptr_array_new ();
      gboolean touched = FALSE;

      for (guint i = 0; i < picks->len; i++)
        if (g_array_index (picks, Pick, i).meld == (int) m)
          {
            const char *id = g_array_index (picks, Pick, i).id;

            touched = TRUE;
            if (meld->locked)
              return illegal (error, _("%s: meld %u is locked"), SEC_TORY_TACTICS, m + 1);
            if (g_strcmp0 (id, meld->block_low) == 0 || g_strcmp0 (id, meld->block_high) == 0)
              return illegal (error, _("%s: a Tyranny chip holds that card"), SEC_TORY_TACTICS);
          }
      if (!touched)
        continue;
      for (guint c = 0; c < cards->len; c++)
        {
          gboolean taken = FALSE;

          for (guint i = 0; i < picks->len; i++)
            taken |= g_array_index (picks, Pick, i).meld == (int) m &&
                     g_str_equal (g_array_index (picks, Pick, i).id, g_ptr_array_index (cards, c));
          if (!taken)
            g_ptr_array_add (left, g_ptr_array_index (cards, c));
        }
      if (left->len == 0)
        continue;
      if (meld->straight ? !sol_order_straight (left, self->wrap, meld->block_low, meld->block_high, NULL)
                         : !sol_is_set (left, NULL) || (left->len < 3 && !self->leave_pair))
        return illegal (error, _("%s: what is left of meld %u would not be a set or a straight"),
                        SEC_PATRIOT_PLAYS, m + 1);
    }
  return TRUE;
}

/* Moves the picks to @pile and puts every straight they touched in order. */
static void
lay_picks (SolState   *self,
           GArray     *picks,
           const char *pile)
{
  for (guint i = 0; i < picks->len; i++)
    move_card (self, g_array_index (picks, Pick, i).id, pile, NULL);
  for (guint m = 0; m < self->melds->len; m++)
    {
      g_autofree char *name = sol_meld_pile (m);
      GPtrArray *cards = muster_deck_get_pile (self->deck, name);
      SolMeld *meld = g_ptr_array_index (self->melds, m);
      g_autoptr(GPtrArray) ordered = NULL;

      if (!meld->straight || cards == NULL || cards->len == 0)
        continue;
      ordered = copy_ids (cards);
      if (sol_order_straight (ordered, self->wrap, meld->block_low, meld->block_high, &meld->start))
        reorder (self, name, ordered);
    }
}

static gboolean
may_play_now (SolState    *self,
              int          who,
              GError     **error)
{
  if (self->level == SOL_LEVEL_TRAVEL && self->turn != who)
    return illegal (error, _("%s: it is %s's turn"), SEC_TRAVEL, sol_seat_name (self, self->turn));
  return TRUE;
}

static gboolean
after_play (SolState      *self,
            SolPlayer     *player,
            MusterChance  *chance,
            GError       **error)
{
  self->acted = TRUE;
  /* In the Travel Hand the hand is filled at the end of the turn. */
  if (self->level == SOL_LEVEL_TRAVEL)
    return TRUE;
  return refill (self, player, chance, error);
}

static char *
picks_text (GArray *picks)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < picks->len; i++)
    g_ptr_array_add (ids, (gpointer) g_array_index (picks, Pick, i).id);
  return names_of (ids);
}

static gboolean
apply_meld (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GArray) picks = g_array_new (FALSE, FALSE, sizeof (Pick));
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autofree char *pile = NULL;
  g_autofree char *text = NULL;
  SolMeld *meld;
  SolPlayer *p;
  int who, start = 0;
  gboolean is_set, is_straight;

  if (muster_args_count (args) < 3)
    return bad_args (error, _("Usage: %s"), "meld SEAT CARD CARD...");
  if ((who = need_patriot (self, args[0], error)) < 0 || !may_play_now (self, who, error))
    return FALSE;
  p = sol_player (self, (guint) who);
  if (!pick_cards (self, p, args + 1, -1, picks, error) || !check_takings (self, picks, error))
    return FALSE;
  for (guint i = 0; i < picks->len; i++)
    g_ptr_array_add (ids, (gpointer) g_array_index (picks, Pick, i).id);
  is_set = sol_is_set (ids, NULL);
  is_straight = !is_set && sol_order_straight (ids, self->wrap, NULL, NULL, &start);
  if (!is_set && !is_straight)
    return illegal (error, _("%s: the cards are neither a set of one rank nor a straight of three or more"),
                    SEC_PATRIOT_PLAYS);
  meld = g_new0 (SolMeld, 1);
  meld->straight = is_straight;
  meld->start = start;
  g_ptr_array_add (self->melds, meld);
  pile = sol_meld_pile (self->melds->len - 1);
  if (muster_deck_get_pile (self->deck, pile) == NULL)
    muster_deck_add_pile (self->deck, pile, NULL, FALSE);
  text = picks_text (picks);
  lay_picks (self, picks, pile);
  muster_entry_append_text (entry, is_set ? _("%s lays a set as meld %u: %s.") : _("%s lays a straight as meld %u: %s."),
                            p->seat, self->melds->len, text);
  return after_play (self, p, chance, error);
}

static gboolean
apply_add (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GArray) picks = g_array_new (FALSE, FALSE, sizeof (Pick));
  g_autoptr(GPtrArray) all = NULL;
  g_autofree char *text = NULL;
  g_autofree char *pile = NULL;
  GPtrArray *cards;
  SolMeld *meld;
  SolPlayer *p;
  int who, number;

  if (muster_args_count (args) < 3)
    return bad_args (error, _("Usage: %s"), "add SEAT MELD CARD...");
  if ((who = need_patriot (self, args[0], error)) < 0 || !may_play_now (self, who, error) ||
      (meld = need_meld (self, args[1], &cards, error)) == NULL)
    return FALSE;
  number = atoi (args[1]);
  p = sol_player (self, (guint) who);
  if (meld->locked)
    return illegal (error, _("%s: meld %d is locked"), SEC_TORY_TACTICS, number);
  if (!pick_cards (self, p, args + 2, number - 1, picks, error) || !check_takings (self, picks, error))
    return FALSE;
  all = copy_ids (cards);
  for (guint i = 0; i < picks->len; i++)
    g_ptr_array_add (all, g_strdup (g_array_index (picks, Pick, i).id));
  if (meld->straight ? !sol_order_straight (all, self->wrap, meld->block_low, meld->block_high, NULL)
                     : !sol_is_set (all, NULL))
    return illegal (error, meld->straight && (meld->block_low || meld->block_high)
                           ? _("%s: the cards do not extend meld %d at an end free of Tyranny")
                           : _("%s: the cards do not fit meld %d"),
                    meld->straight && (meld->block_low || meld->block_high) ? SEC_TORY_TACTICS : SEC_PATRIOT_PLAYS,
                    number);
  text = picks_text (picks);
  pile = sol_meld_pile ((guint) number - 1);
  lay_picks (self, picks, pile);
  muster_entry_append_text (entry, _("%s adds %s to meld %d."), p->seat, text, number);
  return after_play (self, p, chance, error);
}

static gboolean
apply_discard (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *name = NULL;
  const char *card;
  int who;

  if (!muster_args_check_count (args, 2, 2, "discard SEAT CARD", error) ||
      (who = need_patriot (self, args[0], error)) < 0 || !may_play_now (self, who, error))
    return FALSE;
  if (self->acted)
    return illegal (error, _("%s: one play or discard a turn"), SEC_PATRIOT_PLAYS);
  if ((card = need_in_hand (self, args[0], args[1], error)) == NULL)
    return FALSE;
  self->offered = g_strdup (card);
  name = sol_card_name (card);
  move_card (self, self->offered, "in-play", NULL);
  muster_entry_append_text (entry, _("%s cannot play and offers the %s to the Tory."), sol_seat_name (self, who), name);
  self->caller = who;
  self->phase = SOL_PHASE_OFFER;
  return TRUE;
}

static gboolean
apply_take_discard (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *tory = tory_player (self);
  g_autofree char *pile = sol_hand_pile (tory->seat);
  g_autofree char *taken = NULL;
  g_autofree char *dropped = NULL;
  const char *own;

  if (!muster_args_check_count (args, 1, 1, "take-discard CARD", error) ||
      (own = need_in_hand (self, tory->seat, args[0], error)) == NULL)
    return FALSE;
  taken = sol_card_name (self->offered);
  dropped = sol_card_name (own);
  move_card (self, own, "discard", NULL);
  move_card (self, self->offered, pile, NULL);
  muster_entry_append_text (entry, _("The Tory takes the %s and discards the %s."), taken, dropped);
  g_clear_pointer (&self->offered, g_free);
  self->phase = SOL_PHASE_PLAY;
  self->acted = TRUE;
  return TRUE;
}

static gboolean
apply_refuse_discard (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  g_autofree char *name = sol_card_name (self->offered);

  move_card (self, self->offered, "discard", NULL);
  muster_entry_append_text (entry, _("The Tory leaves the %s on the discard pile."), name);
  g_clear_pointer (&self->offered, g_free);
  self->phase = SOL_PHASE_PLAY;
  self->acted = TRUE;
  return TRUE;
}

static gboolean
apply_end_turn (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  SolPlayer *p = sol_player (self, (guint) self->turn);
  GPtrArray *hand = sol_hand (self, p->seat);

  if (!p->tory && !self->acted && hand->len > 0)
    return illegal (error, _("%s: a Patriot who cannot play discards a card before the turn ends"), SEC_PATRIOT_PLAYS);
  if (!refill (self, p, chance, error))
    return FALSE;
  self->turn = (self->turn + 1) % (int) self->players->len;
  self->acted = FALSE;
  muster_entry_append_text (entry, _("%s ends the turn; %s plays next."), p->seat, sol_seat_name (self, self->turn));
  return TRUE;
}

/* Tory plays */

static const char *
need_tory_play_card (SolState    *self,
                     const char  *arg,
                     GError     **error)
{
  SolPlayer *tory = tory_player (self);
  const char *card = need_in_hand (self, tory->seat, arg, error);

  if (card != NULL && (sol_card_is_face (card) || sol_card_is_joker (card)))
    {
      illegal (error, _("%s: the Tory plays only aces to tens"), SEC_TORY_PLAYS);
      return NULL;
    }
  return card;
}

static gboolean
tory_lays (SolState      *self,
           const char    *card,
           MusterChance  *chance,
           GError       **error)
{
  SolPlayer *tory = tory_player (self);
  g_autofree char *front = sol_front_pile (tory->seat);

  move_card (self, card, front, NULL);
  return refill (self, tory, chance, error);
}

static gboolean
apply_tory_play (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *name = NULL;
  const char *card;

  if (!muster_args_check_count (args, 1, 1, "tory-play CARD", error))
    return FALSE;
  if (self->level == SOL_LEVEL_TRAVEL && (self->turn != sol_tory_index (self) || self->acted))
    return illegal (error, _("%s: the Tory plays one card on his own turn"), SEC_TRAVEL);
  if ((card = need_tory_play_card (self, args[0], error)) == NULL)
    return FALSE;
  name = sol_card_name (card);
  muster_entry_append_text (entry, _("The Tory plays the %s."), name);
  self->acted = TRUE;
  return tory_lays (self, card, chance, error);
}

/* Calling the question */

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
        low = MIN (low, sol_card_rank (id) + 1);  /* aces low */
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
          v = sol_card_is_joker (card) ? 14 : sol_card_rank (card) + 1;
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

static gboolean
resolve_call (SolState      *self,
              MusterEntry   *entry,
              MusterChance  *chance,
              GError       **error)
{
  SolPlayer *tory = tory_player (self);
  gboolean primary = self->level == SOL_LEVEL_PRIMARY;
  int patriots = sol_patriot_score (self);
  int tory_score = sol_tory_score (self, primary);
  g_autofree char *hand = names_of (sol_hand (self, tory->seat));
  g_autofree char *level = sol_level_name (self->level);
  gboolean won;

  if (self->level == SOL_LEVEL_TRAVEL)
    won = patriots >= tory_score;
  else
    won = patriots > tory_score || (patriots == tory_score && !self->later_ties_tory);
  muster_entry_set_rule (entry, primary ? SEC_PRIMARY : SEC_CALL);
  muster_entry_append_text (entry, _("The Tory shows his hand: %s."), hand);
  muster_entry_append_text (entry, _("Patriot Score %d, Tory Score %d: %s."), patriots, tory_score,
                            won ? _("the Patriots win") : _("the Tory wins"));
  g_free (self->outcome);
  self->outcome = g_strdup_printf (won ? _("The Patriots won %s, %d to %d.") : _("The Tory won %s, %d to %d."),
                                   level, patriots, tory_score);
  if (self->level == SOL_LEVEL_TRAVEL)
    {
      self->travel_result = won ? SOL_RESULT_PATRIOTS : SOL_RESULT_TORY;
      muster_track_set (self->pool, won ? 10 : 15, NULL);
      muster_entry_append_text (entry, _("The Tory's Tyranny pool starts at %d."), self->pool->value);
    }
  else
    {
      int wagered = self->wagered->value;

      self->results[self->level] = won ? SOL_RESULT_PATRIOTS : SOL_RESULT_TORY;
      if (self->line->value > 0)
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "%d Tyranny left in the line is lost.",
                                                      "%d Tyranny left in the line are lost.", self->line->value),
                                  self->line->value);
      muster_track_set (self->line, 0, NULL);
      if (!primary && won && wagered > 0)
        muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE, "The Tory loses the %d Tyranny on the table.",
                                                      "The Tory loses the %d Tyranny on the table.", wagered), wagered);
      else if (!primary && wagered > 0)
        {
          muster_track_adjust (self->pool, 2 * wagered);
          muster_entry_append_text (entry, g_dngettext (GETTEXT_PACKAGE,
                                                        "The Tory takes back %d Tyranny and as many from the supply.",
                                                        "The Tory takes back %d Tyranny and as many from the supply.",
                                                        wagered), wagered);
        }
      muster_track_set (self->wagered, 0, NULL);
    }
  self->n_levels++;
  self->caller = -1;
  if (primary)
    {
      self->phase = SOL_PHASE_OVER;
      return TRUE;
    }
  self->phase = SOL_PHASE_DIRECT;
  return find_director (self, entry, chance, error);
}

static gboolean
tory_may_call (SolState *self)
{
  GPtrArray *hand = sol_hand (self, tory_player (self)->seat);
  guint faces = sol_n_face_cards (hand);

  if (faces >= 3)
    return TRUE;
  return self->small_tory_call && hand->len > 0 && hand->len < 3 && faces == hand->len;
}

static gboolean
apply_call (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *p;
  int who;

  if (!muster_args_check_count (args, 1, 1, "call SEAT", error) || (who = need_player (self, args[0], error)) < 0 ||
      !may_play_now (self, who, error))
    return FALSE;
  p = sol_player (self, (guint) who);
  if (p->tory)
    {
      if (!tory_may_call (self))
        return illegal (error, _("%s: the Tory calls only with three face cards in hand"), SEC_CALL);
      muster_entry_append_text (entry, _("The Tory calls the question."));
      return resolve_call (self, entry, chance, error);
    }
  self->caller = who;
  self->phase = SOL_PHASE_SECOND;
  muster_entry_append_text (entry, _("%s calls the question."), p->seat);
  return TRUE;
}

static gboolean
apply_second (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  int who;

  if (!muster_args_check_count (args, 1, 1, "second SEAT", error) || (who = need_patriot (self, args[0], error)) < 0)
    return FALSE;
  if (who == self->caller)
    return illegal (error, _("%s: another Patriot seconds the call"), SEC_CALL);
  muster_entry_append_text (entry, _("%s seconds the call."), sol_seat_name (self, who));
  return resolve_call (self, entry, chance, error);
}

static gboolean
apply_withdraw (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);

  muster_entry_append_text (entry, _("Nobody seconds %s's call; play goes on."), sol_seat_name (self, self->caller));
  self->caller = -1;
  self->phase = SOL_PHASE_PLAY;
  return TRUE;
}

/* The cut scene */

static gboolean
apply_choose (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  gboolean opportune_left = FALSE;
  g_autofree char *name = NULL;
  int who, k = -1;

  if (!muster_args_check_count (args, 2, 2, "choose SEAT OBJECTIVE", error) ||
      (who = need_player (self, args[0], error)) < 0)
    return FALSE;
  if (who != self->director)
    return illegal (error, _("%s: %s directs this cut scene"), SEC_CUT, sol_seat_name (self, self->director));
  if (g_ascii_strcasecmp (args[1], "primary") == 0)
    k = SOL_LEVEL_PRIMARY;
  else if (g_str_has_prefix (args[1], "opportune-") && args[1][10] >= '1' && args[1][10] <= '3' && args[1][11] == '\0')
    k = args[1][10] - '0';
  if (k < 0)
    return bad_args (error, _("The objective is “primary” or “opportune-1” to “opportune-3”"));
  if (self->results[k] != SOL_RESULT_UNPLAYED)
    return illegal (error, _("%s: that objective has been played"), SEC_CUT);
  for (int o = 1; o < SOL_N_OBJECTIVES; o++)
    opportune_left |= self->results[o] == SOL_RESULT_UNPLAYED;
  if (k == SOL_LEVEL_PRIMARY && sol_player (self, (guint) who)->tory && opportune_left &&
      self->pool->value + self->line->value > 0)
    return illegal (error, _("%s: the Tory turns to the Primary Objective only without Tyranny or Opportune Objectives"),
                    SEC_CUT);
  name = sol_level_name (k);
  muster_entry_append_text (entry, _("%s sets up %s."), sol_seat_name (self, who), name);
  muster_entry_set_rule (entry, k == SOL_LEVEL_PRIMARY ? SEC_PRIMARY : SEC_OPPORTUNE);
  return start_level (self, k, entry, chance, error);
}

/* Patriot tactics */

static const char *slot_names[SOL_N_SLOTS] = {
  N_("a hand of five cards"), N_("a new hand"), N_("claiming a joker"), N_("calling for cards"),
};

static SolPlayer *
tactic_player (SolState    *self,
               const char  *seat,
               int          slot,
               GError     **error)
{
  int who = need_patriot (self, seat, error);
  SolPlayer *p;

  if (who < 0)
    return NULL;
  p = sol_player (self, (guint) who);
  if (slot >= 0 && !p->in[slot])
    {
      illegal (error, _("%s: %s is not in the circumstance for %s"), SEC_PATRIOT_TACTICS, p->seat, _(slot_names[slot]));
      return NULL;
    }
  return p;
}

static gboolean
apply_enter (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *p;
  int slot;

  if (!muster_args_check_count (args, 2, 2, "enter SEAT SLOT", error) ||
      (p = tactic_player (self, args[0], -1, error)) == NULL ||
      !muster_args_parse_int (args[1], _("The slot"), 1, SOL_N_SLOTS, &slot, error))
    return FALSE;
  slot--;
  if (p->in[slot])
    return illegal (error, _("%s: %s is in that circumstance already"), SEC_PATRIOT_TACTICS, p->seat);
  p->in[slot] = TRUE;
  if (slot == 1)
    p->new_hand_used = FALSE;
  if (slot == 2)
    p->joker_claimed = FALSE;
  muster_entry_append_text (entry, _("%s is %s, which opens %s."), p->seat,
                            (const char *) g_ptr_array_index (sol_player_figure (self, p)->circumstances,
                                                             p->circumstance[slot]),
                            _(slot_names[slot]));
  return TRUE;
}

static gboolean
apply_force_out (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *name = NULL;
  const char *card;
  SolPlayer *p;
  int slot;

  if (!muster_args_check_count (args, 3, 3, "force-out SEAT SLOT CARD", error) ||
      !muster_args_parse_int (args[1], _("The slot"), 1, SOL_N_SLOTS, &slot, error) ||
      (p = tactic_player (self, args[0], slot - 1, error)) == NULL ||
      (card = need_tory_play_card (self, args[2], error)) == NULL)
    return FALSE;
  p->in[slot - 1] = FALSE;
  name = sol_card_name (card);
  muster_entry_append_text (entry, _("The Tory plays the %s and forces %s out of %s."), name, p->seat,
                            _(slot_names[slot - 1]));
  return tory_lays (self, card, chance, error);
}

static gboolean
apply_new_hand (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autoptr(GPtrArray) cards = NULL;
  SolPlayer *p;

  if (!muster_args_check_count (args, 1, 1, "new-hand SEAT", error) ||
      (p = tactic_player (self, args[0], 1, error)) == NULL)
    return FALSE;
  if (p->new_hand_used)
    return illegal (error, _("%s: a second new hand waits until %s leaves and regains the circumstance"),
                    SEC_PATRIOT_TACTICS, p->seat);
  cards = copy_ids (sol_hand (self, p->seat));
  for (guint i = 0; i < cards->len; i++)
    move_card (self, g_ptr_array_index (cards, i), "discard", NULL);
  p->new_hand_used = TRUE;
  muster_entry_append_text (entry, _("%s discards the hand and draws a new one."), p->seat);
  return refill (self, p, chance, error);
}

static gboolean
apply_claim_joker (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  GPtrArray *jokers = muster_deck_get_pile (self->deck, "jokers");
  g_autofree char *hand = NULL;
  SolPlayer *p;

  if (!muster_args_check_count (args, 1, 1, "claim-joker SEAT", error) ||
      (p = tactic_player (self, args[0], 2, error)) == NULL)
    return FALSE;
  if (p->joker_claimed && !self->joker_claim_any)
    return illegal (error, _("%s: one joker each time %s enters the circumstance"), SEC_PATRIOT_TACTICS, p->seat);
  if (jokers->len == 0)
    return illegal (error, _("%s: no joker is left to claim"), SEC_PATRIOT_TACTICS);
  hand = sol_hand_pile (p->seat);
  move_card (self, g_ptr_array_index (jokers, 0), hand, NULL);
  p->joker_claimed = TRUE;
  muster_entry_append_text (entry, _("%s claims a joker."), p->seat);
  return TRUE;
}

static gboolean
apply_call_for_cards (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *p;

  if (!muster_args_check_count (args, 1, 1, "call-for-cards SEAT", error) ||
      (p = tactic_player (self, args[0], 3, error)) == NULL)
    return FALSE;
  self->caller = sol_find_player (self, p->seat);
  self->phase = SOL_PHASE_GIVING;
  muster_entry_append_text (entry, _("%s calls for %s."), p->seat, sol_suit_name (p->call_suit));
  return TRUE;
}

static gboolean
apply_give (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  SolPlayer *to = sol_player (self, (guint) self->caller);
  g_autoptr(GPtrArray) given = g_ptr_array_new ();
  g_autofree char *to_hand = sol_hand_pile (to->seat);
  g_autofree char *names = NULL;
  SolPlayer *p;
  int who;

  if (muster_args_count (args) < 2)
    return bad_args (error, _("Usage: %s"), "give SEAT CARD...");
  if ((who = need_patriot (self, args[0], error)) < 0)
    return FALSE;
  p = sol_player (self, (guint) who);
  if (p == to)
    return illegal (error, _("%s: the other Patriots give the cards"), SEC_PATRIOT_TACTICS);
  for (guint a = 1; args[a] != NULL; a++)
    {
      g_autofree char *hand = sol_hand_pile (p->seat);
      const char *card = find_in_pile (self, hand, args[a], given);

      if (card == NULL)
        return bad_args (error, _("%s holds no card “%s”"), p->seat, args[a]);
      if (sol_card_suit (card) != to->call_suit)
        return illegal (error, _("%s: %s called for %s"), SEC_PATRIOT_TACTICS, to->seat, sol_suit_name (to->call_suit));
      g_ptr_array_add (given, (gpointer) card);
    }
  names = names_of (given);
  for (guint i = 0; i < given->len; i++)
    move_card (self, g_ptr_array_index (given, i), to_hand, NULL);
  muster_entry_append_text (entry, _("%s gives %s the %s."), p->seat, to->seat, names);
  return refill (self, p, chance, error);
}

static gboolean
apply_end_call (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);

  muster_entry_append_text (entry, _("The call for cards is over."));
  self->caller = -1;
  self->phase = SOL_PHASE_PLAY;
  return TRUE;
}

static gboolean
apply_single (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *front = NULL;
  g_autofree char *name = NULL;
  const char *card;
  SolPlayer *p;

  if (!muster_args_check_count (args, 2, 2, "single SEAT CARD", error) ||
      (p = tactic_player (self, args[0], -1, error)) == NULL ||
      (card = need_in_hand (self, p->seat, args[1], error)) == NULL)
    return FALSE;
  if (sol_card_suit (card) != p->single_suit)
    return illegal (error, _("%s: %s plays single cards of %s only"), SEC_PATRIOT_TACTICS, p->seat,
                    sol_suit_name (p->single_suit));
  front = sol_front_pile (p->seat);
  name = sol_card_name (card);
  move_card (self, card, front, NULL);
  muster_entry_append_text (entry, _("%s plays the %s as a single card."), p->seat, name);
  return refill (self, p, chance, error);
}

/* Tory tactics */

static gboolean
pay_tyranny (SolState     *self,
             int           cost,
             MusterEntry  *entry,
             GError      **error)
{
  if (cost == 0)
    return TRUE;
  if (self->line->value > 0)
    muster_track_adjust (self->line, -1);
  else if (self->pool->value > 0)
    muster_track_adjust (self->pool, -1);
  else
    return illegal (error, _("%s: the Tory has no Tyranny left"), SEC_TORY_TACTICS);
  muster_track_adjust (self->wagered, 1);
  return TRUE;
}

static gboolean
apply_tactic (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = sol (state);
  const char * const *args = muster_entry_get_args (entry);
  guint n = muster_args_count (args);
  SolPlayer *tory = tory_player (self);
  const SolToryDef *fig;
  const SolEffect *effect;
  g_autofree char *what = NULL;
  int cost;

  if (!muster_args_check_count (args, 2, 5, "tactic FIGURE abuse|usurpation [MELD] [CARD] [DISCARD]", error))
    return FALSE;
  if ((fig = sol_data_tory (self->data, args[0])) == NULL)
    return bad_args (error, _("There is no Tory figure “%s”"), args[0]);
  if (!g_ptr_array_find_with_equal_func (self->tory_figures, fig->id, g_str_equal, NULL))
    return illegal (error, _("%s: %s has not been brought into the battle"), SEC_TORY_TACTICS, fig->name);
  if (g_str_equal (args[1], "abuse"))
    effect = &fig->abuse;
  else if (g_str_equal (args[1], "usurpation"))
    effect = &fig->usurpation;
  else
    return bad_args (error, _("The tactic is “abuse” or “usurpation”"));
  cost = effect->cost == 0 && self->free_printed ? 0 : 1;
  what = sol_effect_text (effect);

  if (effect->kind == SOL_EFFECT_NEW_HAND)
    {
      g_autoptr(GPtrArray) cards = copy_ids (sol_hand (self, tory->seat));
      guint size = cards->len;
      g_autofree char *pile = sol_hand_pile (tory->seat);

      if (!pay_tyranny (self, cost, entry, error))
        return FALSE;
      for (guint i = 0; i < cards->len; i++)
        move_card (self, g_ptr_array_index (cards, i), "discard", NULL);
      muster_entry_append_text (entry, _("%s %s: %s."), fig->name, effect->deed, what);
      return draw_to (self, tory->seat, size, chance, error);
    }
  else
    {
      GPtrArray *cards;
      g_autofree char *pile = NULL;
      SolMeld *meld;
      int number, rank;

      if (n < 3)
        return bad_args (error, _("Name the meld for %s"), what);
      if ((meld = need_meld (self, args[2], &cards, error)) == NULL)
        return FALSE;
      number = atoi (args[2]);
      pile = sol_meld_pile ((guint) number - 1);
      if (effect->kind == SOL_EFFECT_LOCK)
        {
          if (meld->straight || !sol_is_set (cards, &rank) || rank != effect->rank)
            return illegal (error, _("%s: %s names a set of rank %s"), SEC_TORY_TACTICS, fig->name,
                            sol_rank_name (effect->rank));
          if (meld->locked)
            return illegal (error, _("%s: meld %d is locked already"), SEC_TORY_TACTICS, number);
          if (!pay_tyranny (self, cost, entry, error))
            return FALSE;
          meld->locked = TRUE;
        }
      else
        {
          const char *card;
          gboolean low;

          if (!meld->straight)
            return illegal (error, _("%s: only a straight's end can be blocked or stolen from"), SEC_TORY_TACTICS);
          if (n < 4 || (card = find_in_pile (self, pile, args[3], NULL)) == NULL)
            return bad_args (error, _("Name a card at an end of meld %d"), number);
          low = g_str_equal (card, g_ptr_array_index (cards, 0));
          if (!low && !g_str_equal (card, g_ptr_array_index (cards, cards->len - 1)))
            return illegal (error, _("%s: the card is not at an end of meld %d"), SEC_TORY_TACTICS, number);
          if (sol_card_is_joker (card))
            return illegal (error, _("%s: a joker is never stolen or named by a Tory tactic"), SEC_TORY_TACTICS);
          if ((effect->suit != SOL_NO_SUIT && sol_card_suit (card) != effect->suit) ||
              (effect->rank != SOL_NO_RANK && sol_card_rank (card) != effect->rank))
            return illegal (error, _("%s: %s does not fit that card"), SEC_TORY_TACTICS, what);
          if (g_strcmp0 (card, meld->block_low) == 0 || g_strcmp0 (card, meld->block_high) == 0)
            return illegal (error, _("%s: a Tyranny chip holds that end already"), SEC_TORY_TACTICS);
          if (effect->kind == SOL_EFFECT_BLOCK)
            {
              if (!pay_tyranny (self, cost, entry, error))
                return FALSE;
              if (low)
                meld->block_low = g_strdup (card);
              else
                meld->block_high = g_strdup (card);
            }
          else
            {
              g_autoptr(GPtrArray) left = copy_ids (cards);
              g_autofree char *hand = sol_hand_pile (tory->seat);
              g_autofree char *stolen = sol_card_name (card);
              g_autofree char *dropped = NULL;
              const char *own;

              g_ptr_array_remove_index (left, low ? 0 : left->len - 1);
              if (!sol_order_straight (left, self->wrap, meld->block_low, meld->block_high, &meld->start))
                return illegal (error, _("%s: the straight would fall below three cards"), SEC_TORY_TACTICS);
              if (n < 5 || (own = need_in_hand (self, tory->seat, args[4], error)) == NULL)
                return bad_args (error, _("%s: name the card the Tory discards after stealing"), SEC_TORY_TACTICS);
              if (!pay_tyranny (self, cost, entry, error))
                return FALSE;
              dropped = sol_card_name (own);
              move_card (self, own, "discard", NULL);
              move_card (self, card, hand, NULL);
              reorder (self, pile, left);
              muster_entry_append_text (entry, _("The Tory takes the %s and discards the %s."), stolen, dropped);
            }
        }
      muster_entry_append_text (entry, _("%s %s: %s on meld %d."), fig->name, effect->deed, what, number);
    }
  return TRUE;
}

/* Candidates: what a player might try, for the random playouts and the
 * forms. */

static GPtrArray *
tries_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
}

static void
add_try (GPtrArray  *tries,
         const char *first,
         ...)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  va_list args;

  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_strv_builder_add (builder, arg);
  va_end (args);
  g_ptr_array_add (tries, g_strv_builder_end (builder));
  g_strv_builder_unref (builder);
}

static GPtrArray *
candidates_none (MusterState *state, const MusterActionDef *def)
{
  GPtrArray *tries = tries_new ();

  add_try (tries, NULL, NULL);
  return tries;
}

static GPtrArray *
candidates_seat (MusterState *state, const MusterActionDef *def)
{
  GPtrArray *tries = tries_new ();

  add_try (tries, "ann", "ben", "cora", "dan", NULL);
  add_try (tries, "ann", "ben", "cora", NULL);
  return tries;
}

static GPtrArray *
candidates_become (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();
  const char *seat;

  if (self->phase != SOL_PHASE_IDENTITY)
    return tries;
  seat = sol_seat_name (self, GPOINTER_TO_INT (g_ptr_array_index (self->order, self->chooser)));
  add_try (tries, seat, "tory", NULL);
  for (guint i = 0; i < self->data->patriots->len; i++)
    add_try (tries, seat, ((SolPatriotDef *) g_ptr_array_index (self->data->patriots, i))->id, NULL);
  return tries;
}

static GPtrArray *
candidates_sheet (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);
      SolSuit suits[2];

      if (p->figure == NULL)
        continue;
      figure_suits (self, sol_player_figure (self, p), suits);
      add_try (tries, p->seat, "1", "2", "3", "4", sol_suit_name (suits[0]), NULL);
      add_try (tries, p->seat, "4", "3", "2", "1", sol_suit_name (suits[1]), NULL);
    }
  return tries;
}

static GPtrArray *
candidates_introduce (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();

  for (guint i = 0; i < self->data->tories->len; i++)
    add_try (tries, ((SolToryDef *) g_ptr_array_index (self->data->tories, i))->id, NULL);
  return tries;
}

/* Sets and straights a Patriot could lay from the hand. */
static GPtrArray *
candidates_meld (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);
      GPtrArray *hand = sol_hand (self, p->seat);

      if (p->figure == NULL || hand == NULL)
        continue;
      for (guint a = 0; a < hand->len; a++)
        for (guint b = a + 1; b < hand->len; b++)
          {
            const char *x = g_ptr_array_index (hand, a), *y = g_ptr_array_index (hand, b);

            if (sol_card_rank (x) == sol_card_rank (y) || sol_card_is_joker (x) || sol_card_is_joker (y))
              add_try (tries, p->seat, x, y, NULL);
            for (guint c = b + 1; c < hand->len; c++)
              add_try (tries, p->seat, x, y, (const char *) g_ptr_array_index (hand, c), NULL);
          }
    }
  return tries;
}

static GPtrArray *
candidates_add (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);
      GPtrArray *hand = sol_hand (self, p->seat);

      if (p->figure == NULL || hand == NULL)
        continue;
      for (guint m = 0; m < self->melds->len; m++)
        {
          g_autofree char *number = g_strdup_printf ("%u", m + 1);

          if (live_meld (self, (int) m + 1, NULL) == NULL)
            continue;
          for (guint c = 0; c < hand->len; c++)
            add_try (tries, p->seat, number, (const char *) g_ptr_array_index (hand, c), NULL);
        }
    }
  return tries;
}

/* One try per card of a seat's hand: (SEAT) CARD. */
static void
hand_tries (GPtrArray  *tries,
            SolState   *self,
            SolPlayer  *p,
            gboolean    with_seat)
{
  GPtrArray *hand = sol_hand (self, p->seat);

  for (guint c = 0; hand != NULL && c < hand->len; c++)
    if (with_seat)
      add_try (tries, p->seat, (const char *) g_ptr_array_index (hand, c), NULL);
    else
      add_try (tries, (const char *) g_ptr_array_index (hand, c), NULL);
}

static GPtrArray *
candidates_hand_card (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      if ((def->tag & TORY_ACTS) ? p->tory : p->figure != NULL)
        hand_tries (tries, self, p, !(def->tag & TORY_ACTS));
    }
  return tries;
}

static GPtrArray *
candidates_seats (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();

  for (guint i = 0; i < self->players->len; i++)
    add_try (tries, sol_player (self, i)->seat, NULL);
  return tries;
}

static GPtrArray *
candidates_slots (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();
  SolPlayer *tory;

  if (sol_tory_index (self) < 0)
    return tries;
  tory = tory_player (self);
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      if (p->figure == NULL)
        continue;
      for (guint s = 0; s < SOL_N_SLOTS; s++)
        {
          g_autofree char *slot = g_strdup_printf ("%u", s + 1);
          GPtrArray *hand = sol_hand (self, tory->seat);

          if (def->apply == apply_enter)
            add_try (tries, p->seat, slot, NULL);
          else
            for (guint c = 0; hand != NULL && c < hand->len; c++)
              add_try (tries, p->seat, slot, (const char *) g_ptr_array_index (hand, c), NULL);
        }
    }
  return tries;
}

static GPtrArray *
candidates_choose (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();
  const char *ids[] = { "primary", "opportune-1", "opportune-2", "opportune-3" };

  if (self->director < 0)
    return tries;
  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    add_try (tries, sol_seat_name (self, self->director), ids[k], NULL);
  return tries;
}

static GPtrArray *
candidates_tactic (MusterState *state, const MusterActionDef *def)
{
  SolState *self = sol (state);
  GPtrArray *tries = tries_new ();
  GPtrArray *hand = sol_tory_index (self) >= 0 ? sol_hand (self, tory_player (self)->seat) : NULL;
  const char *discard = hand != NULL && hand->len > 0 ? g_ptr_array_index (hand, 0) : NULL;

  for (guint f = 0; f < self->tory_figures->len; f++)
    {
      const char *fig = g_ptr_array_index (self->tory_figures, f);

      for (guint w = 0; w < 2; w++)
        {
          const char *which = w ? "usurpation" : "abuse";

          add_try (tries, fig, which, NULL);
          for (guint m = 0; m < self->melds->len; m++)
            {
              g_autofree char *number = g_strdup_printf ("%u", m + 1);
              GPtrArray *cards = NULL;

              if (live_meld (self, (int) m + 1, &cards) == NULL)
                continue;
              add_try (tries, fig, which, number, NULL);
              add_try (tries, fig, which, number, (const char *) g_ptr_array_index (cards, 0), discard, NULL);
              add_try (tries, fig, which, number, (const char *) g_ptr_array_index (cards, cards->len - 1), discard,
                       NULL);
            }
        }
    }
  return tries;
}

/* The table */

#define LATER (PH (SOL_PHASE_PLAY) | LATER_ONLY)

static const MusterActionDef defs[] = {
  { "seat", N_("Seat the players"), SEC_IDENTITY, N_("Name the players' seats in the order they sit"),
    MUSTER_ACTION_SETUP,
    MUSTER_PARAMS ({ "SEAT", N_("Seats"), MUSTER_PARAM_TEXT, MUSTER_PARAM_REPEATED }),
    apply_seat, candidates_seat, NULL, PH (SOL_PHASE_SEATING) },
  { "decipher", N_("Decipher the Whist Code"), SEC_WHIST,
    N_("Draw the two locations and the cards of the four objectives, and read them through the tables"),
    MUSTER_ACTION_STEP, NULL, apply_decipher, candidates_none, NULL, PH (SOL_PHASE_WHIST) },
  { "reveal", N_("Deal identity cards"), SEC_IDENTITY, N_("Deal each player a card face up to set who chooses first"),
    MUSTER_ACTION_STEP, NULL, apply_reveal, candidates_none, NULL, PH (SOL_PHASE_REVEAL) },
  { "become", N_("Take an identity"), SEC_IDENTITY, N_("Choose a Patriot figure, or become the Tory"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Player"), MUSTER_PARAM_SEAT },
                   { "FIGURE", N_("Figure"), MUSTER_PARAM_PIECE }),
    apply_become, candidates_become, NULL, PH (SOL_PHASE_IDENTITY) },
  { "sheet", N_("Fill in a Patriot Sheet"), SEC_IDENTITY,
    N_("Pick four of the figure's circumstances and the suit to call for"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Player"), MUSTER_PARAM_SEAT },
                   { "LARGER", N_("Circumstance for a five-card hand"), MUSTER_PARAM_NUMBER, 0, "1..30" },
                   { "NEWHAND", N_("Circumstance for a new hand"), MUSTER_PARAM_NUMBER, 0, "1..30" },
                   { "JOKER", N_("Circumstance for claiming a joker"), MUSTER_PARAM_NUMBER, 0, "1..30" },
                   { "CALL", N_("Circumstance for calling for cards"), MUSTER_PARAM_NUMBER, 0, "1..30" },
                   { "SUIT", N_("Suit to call for"), MUSTER_PARAM_CHOICE, 0, "hearts/spades/diamonds/clubs" }),
    apply_sheet, candidates_sheet, NULL, PH (SOL_PHASE_SHEETS) },
  { "introduce", N_("Bring in a Tory figure"), SEC_TORY_TACTICS,
    N_("The Tory brings a new figure into the battle, one a hand and five at most"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "FIGURE", N_("Tory figure"), MUSTER_PARAM_PIECE }),
    apply_introduce, candidates_introduce, NULL, PH (SOL_PHASE_SHEETS) | LATER | TORY_ACTS },
  { "deal", N_("Deal the Travel Hand"), SEC_TRAVEL, N_("Shuffle every card together and deal the first hand"),
    MUSTER_ACTION_STEP, NULL, apply_deal, candidates_none, NULL, PH (SOL_PHASE_DEAL) },
  { "meld", N_("Lay a set or straight"), SEC_PATRIOT_PLAYS,
    N_("Lay cards from the hand, singles and cards taken from the table as a new set or straight"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Cards"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    apply_meld, candidates_meld, NULL, PH (SOL_PHASE_PLAY) },
  { "add", N_("Add to a meld"), SEC_PATRIOT_PLAYS, N_("Add cards to a set or straight on the table"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "MELD", N_("Meld"), MUSTER_PARAM_NUMBER, 0, "1..1000" },
                   { "CARD", N_("Cards"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    apply_add, candidates_add, NULL, PH (SOL_PHASE_PLAY) },
  { "tory-play", N_("Tory play"), SEC_TORY_PLAYS, N_("The Tory plays an ace to ten in front of himself"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "CARD", N_("Card"), MUSTER_PARAM_CARD, 0, "hand" }),
    apply_tory_play, candidates_hand_card, NULL, PH (SOL_PHASE_PLAY) | TORY_ACTS },
  { "discard", N_("Discard"), SEC_PATRIOT_PLAYS, N_("A Patriot who cannot play offers a card to the Tory"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Card"), MUSTER_PARAM_CARD, 0, "hand" }),
    apply_discard, candidates_hand_card, NULL, PH (SOL_PHASE_PLAY) | TRAVEL_ONLY },
  { "take-discard", N_("Take the discard"), SEC_PATRIOT_PLAYS,
    N_("The Tory takes the offered card and discards one of his own"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "CARD", N_("Card to discard"), MUSTER_PARAM_CARD, 0, "hand" }),
    apply_take_discard, candidates_hand_card, NULL, PH (SOL_PHASE_OFFER) | TORY_ACTS },
  { "refuse-discard", N_("Leave the discard"), SEC_PATRIOT_PLAYS, N_("The Tory lets the offered card go"),
    MUSTER_ACTION_ANSWER, NULL, apply_refuse_discard, candidates_none, NULL, PH (SOL_PHASE_OFFER) | TORY_ACTS },
  { "end-turn", N_("End the turn"), SEC_TRAVEL, N_("Draw back to a full hand; the next player's turn"),
    MUSTER_ACTION_STEP, NULL, apply_end_turn, candidates_none, NULL, PH (SOL_PHASE_PLAY) | TRAVEL_ONLY },
  { "call", N_("Call the question"), SEC_CALL,
    N_("A Patriot calls (another must second) or the Tory calls with three face cards"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Caller"), MUSTER_PARAM_SEAT }),
    apply_call, candidates_seats, NULL, PH (SOL_PHASE_PLAY) },
  { "second", N_("Second the call"), SEC_CALL, N_("Another Patriot seconds the call, and the hand is scored"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT }),
    apply_second, candidates_seats, NULL, PH (SOL_PHASE_SECOND) },
  { "withdraw", N_("Let the call drop"), SEC_CALL, N_("Nobody seconds the call; play goes on"),
    MUSTER_ACTION_ANSWER, NULL, apply_withdraw, candidates_none, NULL, PH (SOL_PHASE_SECOND) },
  { "choose", N_("Choose the next objective"), SEC_CUT, N_("The director picks the objective of the next hand"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Director"), MUSTER_PARAM_SEAT },
                   { "OBJECTIVE", N_("Objective"), MUSTER_PARAM_CHOICE, 0, "primary/opportune-1/opportune-2/opportune-3" }),
    apply_choose, candidates_choose, NULL, PH (SOL_PHASE_DIRECT) },
  { "enter", N_("Enter a circumstance"), SEC_PATRIOT_TACTICS,
    N_("A Patriot's deeds fulfil one of the circumstances on the sheet, opening its tactic"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "SLOT", N_("Sheet slot"), MUSTER_PARAM_NUMBER, 0, "1..4" }),
    apply_enter, candidates_slots, NULL, LATER },
  { "force-out", N_("Force out of a circumstance"), SEC_PATRIOT_TACTICS,
    N_("The Tory backs a play with a card and pushes a Patriot out of a circumstance"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "SLOT", N_("Sheet slot"), MUSTER_PARAM_NUMBER, 0, "1..4" },
                   { "CARD", N_("Tory card"), MUSTER_PARAM_CARD, 0, "hand" }),
    apply_force_out, candidates_slots, NULL, LATER | TORY_ACTS },
  { "new-hand", N_("Draw a new hand"), SEC_PATRIOT_TACTICS, N_("Discard the whole hand and draw a fresh one"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT }),
    apply_new_hand, candidates_seats, NULL, LATER },
  { "claim-joker", N_("Claim a joker"), SEC_PATRIOT_TACTICS, N_("Take one of the jokers set aside into the hand"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT }),
    apply_claim_joker, candidates_seats, NULL, LATER },
  { "call-for-cards", N_("Call for cards"), SEC_PATRIOT_TACTICS,
    N_("Ask the other Patriots for cards of the suit on the sheet"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT }),
    apply_call_for_cards, candidates_seats, NULL, LATER },
  { "give", N_("Give cards"), SEC_PATRIOT_TACTICS, N_("Give cards of the called suit to the Patriot who called"),
    MUSTER_ACTION_ANSWER,
    MUSTER_PARAMS ({ "SEAT", N_("Giver"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Cards"), MUSTER_PARAM_CARD, MUSTER_PARAM_REPEATED, "hand" }),
    apply_give, candidates_hand_card, NULL, PH (SOL_PHASE_GIVING) },
  { "end-call", N_("End the call for cards"), SEC_PATRIOT_TACTICS, N_("Nobody gives any more"),
    MUSTER_ACTION_ANSWER, NULL, apply_end_call, candidates_none, NULL, PH (SOL_PHASE_GIVING) },
  { "single", N_("Play a single card"), SEC_PATRIOT_TACTICS,
    N_("Lay a card of the sheet's single suit in front of you for any Patriot to use"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "SEAT", N_("Patriot"), MUSTER_PARAM_SEAT },
                   { "CARD", N_("Card"), MUSTER_PARAM_CARD, 0, "hand" }),
    apply_single, candidates_hand_card, NULL, LATER },
  { "tactic", N_("Tory tactic"), SEC_TORY_TACTICS,
    N_("Spend a Tyranny for a figure's Abuse or Usurpation: block, lock, steal or a new hand"),
    MUSTER_ACTION_PLAY,
    MUSTER_PARAMS ({ "FIGURE", N_("Tory figure"), MUSTER_PARAM_PIECE },
                   { "WHICH", N_("Abuse or Usurpation"), MUSTER_PARAM_CHOICE, 0, "abuse/usurpation" },
                   { "MELD", N_("Meld"), MUSTER_PARAM_NUMBER, MUSTER_PARAM_OPTIONAL, "1..1000" },
                   { "CARD", N_("Card at an end"), MUSTER_PARAM_CARD, MUSTER_PARAM_OPTIONAL, "table" },
                   { "DISCARD", N_("Card the Tory discards"), MUSTER_PARAM_CARD, MUSTER_PARAM_OPTIONAL, "hand" }),
    apply_tactic, candidates_tactic, NULL, LATER | TORY_ACTS },
};

static gboolean
sol_gate (MusterState            *state,
          const MusterActionDef  *def,
          const char            **side,
          GError                **error)
{
  SolState *self = sol (state);
  gintptr tag = def->tag;

  *side = NULL;
  if (!(tag & PH (self->phase)))
    {
      g_autofree char *status = muster_state_get_status (state);

      return illegal (error, _("%s: not now (%s)"), def->section, status);
    }
  if (self->phase == SOL_PHASE_PLAY)
    {
      if ((tag & TRAVEL_ONLY) && self->level != SOL_LEVEL_TRAVEL)
        return illegal (error, _("%s: only in the Travel Hand"), def->section);
      if ((tag & LATER_ONLY) && self->level == SOL_LEVEL_TRAVEL)
        return illegal (error, _("%s: not in the Travel Hand"), def->section);
      if (self->level == SOL_LEVEL_TRAVEL)
        *side = sol_seat_name (self, self->turn);
    }
  if (tag & TORY_ACTS)
    *side = tory_player (self)->seat;
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
  SolState *self = sol (state);
  GStrvBuilder *ids = g_strv_builder_new ();
  GStrvBuilder *labels = g_strv_builder_new ();

  if (param->kind == MUSTER_PARAM_SEAT)
    for (guint i = 0; i < self->players->len; i++)
      {
        g_strv_builder_add (ids, sol_player (self, i)->seat);
        g_strv_builder_add (labels, sol_player (self, i)->seat);
      }
  else if (param->kind == MUSTER_PARAM_PIECE && def->apply == apply_become)
    {
      g_strv_builder_add (ids, "tory");
      g_strv_builder_add (labels, _("The Tory"));
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
      for (int k = 0; k < SOL_N_OBJECTIVES; k++)
        {
          g_autofree char *name = sol_level_name (k);

          g_strv_builder_add (labels, name);
        }
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

const MusterActionTable sol_action_table = {
  defs, G_N_ELEMENTS (defs), sol_gate, sol_fill_param, NULL, NULL,
};
