/* muster-deck.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-deck.h"
#include "muster-error.h"
#include "muster-xml.h"

/* Card definitions */

static void
card_value_free (MusterCardValue *value)
{
  g_free (value->name);
  g_free (value->value);
  g_free (value->source);
  g_free (value);
}

MusterCard *
muster_card_new (const char *id,
                 const char *name)
{
  MusterCard *card = g_new0 (MusterCard, 1);

  card->id = g_strdup (id);
  card->name = g_strdup (name ? name : id);
  card->values = g_ptr_array_new_with_free_func ((GDestroyNotify) card_value_free);
  return card;
}

MusterCard *
muster_card_copy (const MusterCard *card)
{
  MusterCard *copy = muster_card_new (card->id, card->name);

  copy->text = g_strdup (card->text);
  copy->face = g_strdup (card->face);
  for (guint i = 0; i < card->values->len; i++)
    {
      const MusterCardValue *v = g_ptr_array_index (card->values, i);
      muster_card_set_value (copy, v->name, v->value, v->source);
    }
  return copy;
}

void
muster_card_free (MusterCard *card)
{
  if (card == NULL)
    return;
  g_free (card->id);
  g_free (card->name);
  g_free (card->text);
  g_free (card->face);
  g_ptr_array_unref (card->values);
  g_free (card);
}

static MusterCardValue *
find_value (const MusterCard *card,
            const char       *name)
{
  for (guint i = 0; i < card->values->len; i++)
    {
      MusterCardValue *v = g_ptr_array_index (card->values, i);
      if (g_strcmp0 (v->name, name) == 0)
        return v;
    }
  return NULL;
}

void
muster_card_set_value (MusterCard *card,
                       const char *name,
                       const char *value,
                       const char *source)
{
  MusterCardValue *v = find_value (card, name);

  if (v == NULL)
    {
      v = g_new0 (MusterCardValue, 1);
      v->name = g_strdup (name);
      g_ptr_array_add (card->values, v);
    }
  g_free (v->value);
  g_free (v->source);
  v->value = g_strdup (value);
  v->source = g_strdup (source);
}

const char *
muster_card_get_value (const MusterCard *card,
                       const char       *name)
{
  MusterCardValue *v = find_value (card, name);
  return v ? v->value : NULL;
}

int
muster_card_get_int (const MusterCard *card,
                     const char       *name,
                     int               fallback)
{
  const char *value = muster_card_get_value (card, name);
  gint64 parsed;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &parsed, NULL))
    return fallback;
  return (int) parsed;
}

const char *
muster_card_get_source (const MusterCard *card,
                        const char       *name)
{
  MusterCardValue *v = find_value (card, name);
  return v ? v->source : NULL;
}

/* Card sets */

struct _MusterCardSet
{
  gatomicrefcount ref_count;
  char           *id;
  char           *name;
  GPtrArray      *cards;  /* MusterCard* */
  GHashTable     *index;  /* id -> MusterCard* */
};

G_DEFINE_BOXED_TYPE (MusterCardSet, muster_card_set, muster_card_set_ref, muster_card_set_unref)

MusterCardSet *
muster_card_set_new (const char *id,
                     const char *name)
{
  MusterCardSet *set = g_new0 (MusterCardSet, 1);

  g_atomic_ref_count_init (&set->ref_count);
  set->id = g_strdup (id);
  set->name = g_strdup (name ? name : id);
  set->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_card_free);
  set->index = g_hash_table_new (g_str_hash, g_str_equal);
  return set;
}

MusterCardSet *
muster_card_set_ref (MusterCardSet *set)
{
  g_atomic_ref_count_inc (&set->ref_count);
  return set;
}

void
muster_card_set_unref (MusterCardSet *set)
{
  if (set != NULL && g_atomic_ref_count_dec (&set->ref_count))
    {
      g_hash_table_unref (set->index);
      g_ptr_array_unref (set->cards);
      g_free (set->id);
      g_free (set->name);
      g_free (set);
    }
}

MusterCardSet *
muster_card_set_copy (MusterCardSet *set)
{
  MusterCardSet *copy = muster_card_set_new (set->id, set->name);

  for (guint i = 0; i < set->cards->len; i++)
    muster_card_set_add (copy, muster_card_copy (g_ptr_array_index (set->cards, i)));
  return copy;
}

const char *
muster_card_set_get_id (MusterCardSet *set)
{
  return set->id;
}

const char *
muster_card_set_get_name (MusterCardSet *set)
{
  return set->name;
}

void
muster_card_set_add (MusterCardSet *set,
                     MusterCard    *card)
{
  MusterCard *old = g_hash_table_lookup (set->index, card->id);

  if (old != NULL)
    {
      guint pos;
      g_ptr_array_find (set->cards, old, &pos);
      g_hash_table_remove (set->index, card->id);
      g_ptr_array_index (set->cards, pos) = card;
      muster_card_free (old);
    }
  else
    g_ptr_array_add (set->cards, card);
  g_hash_table_insert (set->index, card->id, card);
}

guint
muster_card_set_get_n_cards (MusterCardSet *set)
{
  return set->cards->len;
}

const MusterCard *
muster_card_set_get_card (MusterCardSet *set,
                          guint          i)
{
  g_return_val_if_fail (i < set->cards->len, NULL);
  return g_ptr_array_index (set->cards, i);
}

const MusterCard *
muster_card_set_lookup (MusterCardSet *set,
                        const char    *id)
{
  return id ? g_hash_table_lookup (set->index, id) : NULL;
}

MusterCardSet *
muster_card_set_read (xmlNode  *node,
                      GError  **error)
{
  g_autofree char *id = muster_xml_get (node, "id");
  g_autofree char *name = muster_xml_get (node, "name");
  g_autoptr(MusterCardSet) set = NULL;

  if (id == NULL)
    {
      muster_xml_set_error (error, node, _("a deck needs an id"));
      return NULL;
    }
  set = muster_card_set_new (id, name);

  muster_xml_foreach_element (child, node)
    {
      g_autofree char *card_id = NULL;
      g_autofree char *card_name = NULL;
      MusterCard *card;

      if (!muster_xml_is (child, "card"))
        continue;
      card_id = muster_xml_get (child, "id");
      card_name = muster_xml_get (child, "name");
      if (card_id == NULL || *card_id == '\0')
        {
          muster_xml_set_error (error, child, _("a card needs an id"));
          return NULL;
        }
      if (muster_card_set_lookup (set, card_id) != NULL)
        {
          muster_xml_set_error (error, child, _("deck “%s” has two cards with id “%s”"), id, card_id);
          return NULL;
        }
      card = muster_card_new (card_id, card_name);
      muster_xml_foreach_element (v, child)
        {
          if (muster_xml_is (v, "value"))
            {
              g_autofree char *vname = muster_xml_get (v, "name");
              g_autofree char *source = muster_xml_get (v, "source");
              g_autofree char *text = muster_xml_get_text (v);

              muster_card_set_value (card, vname, g_strstrip (text), source);
            }
          else if (muster_xml_is (v, "text"))
            {
              g_free (card->text);
              card->text = muster_xml_get_text (v);
            }
        }
      muster_card_set_add (set, card);
    }
  return g_steal_pointer (&set);
}

void
muster_card_set_write (MusterCardSet *set,
                       xmlNode       *parent)
{
  xmlNode *node = muster_xml_add (parent, "deck");

  muster_xml_set (node, "id", set->id);
  muster_xml_set (node, "name", set->name);
  for (guint i = 0; i < set->cards->len; i++)
    {
      const MusterCard *card = g_ptr_array_index (set->cards, i);
      xmlNode *cn = muster_xml_add (node, "card");

      muster_xml_set (cn, "id", card->id);
      muster_xml_set (cn, "name", card->name);
      for (guint j = 0; j < card->values->len; j++)
        {
          const MusterCardValue *v = g_ptr_array_index (card->values, j);
          xmlNode *vn = muster_xml_add_text (cn, "value", v->value);

          muster_xml_set (vn, "name", v->name);
          muster_xml_set (vn, "source", v->source);
        }
      if (card->text != NULL)
        muster_xml_add_text (cn, "text", card->text);
    }
}

/* Decks in play */

/* What a deck holds, shared between copies until one of them changes:
 * muster_deck_copy() shares it, and every function that changes a deck
 * first makes its own (writable()). */
typedef struct
{
  gatomicrefcount ref;
  char          *id;
  MusterCardSet *set;
  GPtrArray     *unknown;  /* draw pile cards whose place is unknown (kept in set order) */
  GPtrArray     *top;      /* draw pile cards known to be on top, top first */
  GPtrArray     *drawn;    /* in play */
  GPtrArray     *discard;  /* last is the face-up card */
  GPtrArray     *removed;
  /* Who saw the known top (a side or seat id), NULL when the whole table
   * did. Derived from the log (who peeked), so not in the snapshot. */
  char          *known_owner;
  GPtrArray     *piles;    /* Pile*: hands, melds on the table... */
} DeckData;

struct _MusterDeck
{
  DeckData *d;
};

typedef struct
{
  char      *name;
  char      *owner;   /* a seat or side id, or NULL */
  gboolean   secret;  /* its cards are seen by the owner alone */
  GPtrArray *cards;   /* ids, in order */
} Pile;

G_DEFINE_BOXED_TYPE (MusterDeck, muster_deck, muster_deck_copy, muster_deck_free)

/* The id arrays of a deck hold interned strings: every id in a deck is
 * the id of a card of its set, so they are few, and a copy of the deck
 * copies pointers, not strings. The pool is Muster's own, not GLib's
 * quarks: past 2,048 quarks GLib drops its first block of them, which the
 * leak checker of the sanitized tests cannot tell from a leak. */
static const char *
intern_id (const char *card_id)
{
  static GMutex lock;
  static GHashTable *pool;
  const char *found;

  g_mutex_lock (&lock);
  if (pool == NULL)
    pool = g_hash_table_new (g_str_hash, g_str_equal);
  found = g_hash_table_lookup (pool, card_id);
  if (found == NULL)
    {
      char *copy = g_strdup (card_id);

      g_hash_table_add (pool, copy);
      found = copy;
    }
  g_mutex_unlock (&lock);
  return found;
}

static GPtrArray *
id_array (void)
{
  return g_ptr_array_new ();
}

static void
add_id (GPtrArray  *ids,
        const char *card_id)
{
  g_ptr_array_add (ids, (gpointer) intern_id (card_id));
}

static void
pile_free (Pile *pile)
{
  g_free (pile->name);
  g_free (pile->owner);
  g_ptr_array_unref (pile->cards);
  g_free (pile);
}

static GPtrArray *
id_array_copy (GPtrArray *ids)
{
  return g_ptr_array_copy (ids, NULL, NULL);
}

MusterDeck *
muster_deck_new (const char          *id,
                 MusterCardSet       *set,
                 const char * const  *removed)
{
  MusterDeck *deck = g_new0 (MusterDeck, 1);

  deck->d = g_new0 (DeckData, 1);
  g_atomic_ref_count_init (&deck->d->ref);
  deck->d->id = g_strdup (id ? id : set->id);
  deck->d->set = muster_card_set_ref (set);
  deck->d->unknown = id_array ();
  deck->d->top = id_array ();
  deck->d->drawn = id_array ();
  deck->d->discard = id_array ();
  deck->d->removed = id_array ();
  deck->d->piles = g_ptr_array_new_with_free_func ((GDestroyNotify) pile_free);

  for (guint i = 0; i < set->cards->len; i++)
    {
      const MusterCard *card = g_ptr_array_index (set->cards, i);

      if (removed != NULL && g_strv_contains (removed, card->id))
        add_id (deck->d->removed, card->id);
      else
        add_id (deck->d->unknown, card->id);
    }
  return deck;
}

static DeckData *
data_copy (const DeckData *data)
{
  DeckData *copy = g_new0 (DeckData, 1);

  g_atomic_ref_count_init (&copy->ref);
  copy->id = g_strdup (data->id);
  copy->set = muster_card_set_ref (data->set);
  copy->unknown = id_array_copy (data->unknown);
  copy->top = id_array_copy (data->top);
  copy->drawn = id_array_copy (data->drawn);
  copy->discard = id_array_copy (data->discard);
  copy->removed = id_array_copy (data->removed);
  copy->known_owner = g_strdup (data->known_owner);
  copy->piles = g_ptr_array_new_with_free_func ((GDestroyNotify) pile_free);
  for (guint i = 0; i < data->piles->len; i++)
    {
      const Pile *pile = g_ptr_array_index (data->piles, i);
      Pile *c = g_new0 (Pile, 1);

      c->name = g_strdup (pile->name);
      c->owner = g_strdup (pile->owner);
      c->secret = pile->secret;
      c->cards = id_array_copy (pile->cards);
      g_ptr_array_add (copy->piles, c);
    }
  return copy;
}

static void
data_unref (DeckData *data)
{
  if (!g_atomic_ref_count_dec (&data->ref))
    return;
  g_free (data->id);
  muster_card_set_unref (data->set);
  g_ptr_array_unref (data->unknown);
  g_ptr_array_unref (data->top);
  g_ptr_array_unref (data->drawn);
  g_ptr_array_unref (data->discard);
  g_ptr_array_unref (data->removed);
  g_free (data->known_owner);
  g_ptr_array_unref (data->piles);
  g_free (data);
}

/* Makes what @deck holds its own before it changes. */
static void
writable (MusterDeck *deck)
{
  DeckData *own;

  if (g_atomic_ref_count_compare (&deck->d->ref, 1))
    return;
  own = data_copy (deck->d);
  data_unref (deck->d);
  deck->d = own;
}

MusterDeck *
muster_deck_copy (const MusterDeck *deck)
{
  MusterDeck *copy = g_new0 (MusterDeck, 1);

  g_atomic_ref_count_inc (&deck->d->ref);
  copy->d = deck->d;
  return copy;
}

void
muster_deck_free (MusterDeck *deck)
{
  if (deck == NULL)
    return;
  data_unref (deck->d);
  g_free (deck);
}

const char *
muster_deck_get_id (const MusterDeck *deck)
{
  return deck->d->id;
}

MusterCardSet *
muster_deck_get_card_set (const MusterDeck *deck)
{
  return deck->d->set;
}

void
muster_deck_set_card_set (MusterDeck    *deck,
                          MusterCardSet *set)
{
  writable (deck);
  muster_card_set_ref (set);
  muster_card_set_unref (deck->d->set);
  deck->d->set = set;
}

const MusterCard *
muster_deck_lookup (const MusterDeck *deck,
                    const char       *card_id)
{
  return muster_card_set_lookup (deck->d->set, card_id);
}

guint
muster_deck_get_n_draw (const MusterDeck *deck)
{
  return deck->d->unknown->len + deck->d->top->len;
}

guint
muster_deck_get_n_drawn (const MusterDeck *deck)
{
  return deck->d->drawn->len;
}

guint
muster_deck_get_n_discard (const MusterDeck *deck)
{
  return deck->d->discard->len;
}

guint
muster_deck_get_n_removed (const MusterDeck *deck)
{
  return deck->d->removed->len;
}

const char *
muster_deck_get_discard_top (const MusterDeck *deck)
{
  if (deck->d->discard->len == 0)
    return NULL;
  return g_ptr_array_index (deck->d->discard, deck->d->discard->len - 1);
}

GPtrArray *
muster_deck_get_drawn (const MusterDeck *deck)
{
  return deck->d->drawn;
}

GPtrArray *
muster_deck_get_discard (const MusterDeck *deck)
{
  return deck->d->discard;
}

GPtrArray *
muster_deck_get_removed (const MusterDeck *deck)
{
  return deck->d->removed;
}

GPtrArray *
muster_deck_get_known_top (const MusterDeck *deck)
{
  return deck->d->top;
}

static gboolean
array_remove_id (GPtrArray  *ids,
                 const char *card_id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), card_id) == 0)
      {
        g_ptr_array_remove_index (ids, i);
        return TRUE;
      }
  return FALSE;
}

static gboolean
array_has_id (GPtrArray  *ids,
              const char *card_id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), card_id) == 0)
      return TRUE;
  return FALSE;
}

gboolean
muster_deck_contains_in_draw (const MusterDeck *deck,
                              const char       *card_id)
{
  return array_has_id (deck->d->unknown, card_id) || array_has_id (deck->d->top, card_id);
}

/* Moves a random card of the unknown part to the end of the known top. */
static char *
reveal_next (MusterDeck    *deck,
             MusterChance  *chance,
             const char    *side,
             const char    *purpose,
             GError       **error)
{
  g_autofree const char **candidates = g_new0 (const char *, deck->d->unknown->len + 1);
  g_autofree char *card = NULL;

  for (guint i = 0; i < deck->d->unknown->len; i++)
    candidates[i] = g_ptr_array_index (deck->d->unknown, i);
  card = muster_chance_draw (chance, deck->d->id, candidates, side, purpose, error);
  if (card == NULL)
    return NULL;
  array_remove_id (deck->d->unknown, card);
  return g_steal_pointer (&card);
}

void
muster_deck_reshuffle (MusterDeck *deck)
{
  writable (deck);
  /* Known places are forgotten: the whole draw pile is shuffled. */
  for (guint i = 0; i < deck->d->top->len; i++)
    g_ptr_array_add (deck->d->unknown, g_ptr_array_index (deck->d->top, i));
  g_ptr_array_set_size (deck->d->top, 0);
  g_clear_pointer (&deck->d->known_owner, g_free);
  for (guint i = 0; i < deck->d->discard->len; i++)
    g_ptr_array_add (deck->d->unknown, g_ptr_array_index (deck->d->discard, i));
  g_ptr_array_set_size (deck->d->discard, 0);
}

void
muster_deck_gather (MusterDeck *deck)
{
  writable (deck);
  for (guint i = 0; i < deck->d->drawn->len; i++)
    g_ptr_array_add (deck->d->discard, g_ptr_array_index (deck->d->drawn, i));
  g_ptr_array_set_size (deck->d->drawn, 0);
  muster_deck_reshuffle (deck);
}

char *
muster_deck_draw (MusterDeck    *deck,
                  MusterChance  *chance,
                  const char    *side,
                  const char    *purpose,
                  gboolean      *reshuffled,
                  GError       **error)
{
  char *card;

  writable (deck);
  if (reshuffled)
    *reshuffled = FALSE;

  if (muster_deck_get_n_draw (deck) == 0)
    {
      if (deck->d->discard->len == 0)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING,
                       _("The deck “%s” has no card to draw and nothing to reshuffle"),
                       deck->d->set->name);
          return NULL;
        }
      muster_deck_reshuffle (deck);
      if (reshuffled)
        *reshuffled = TRUE;
    }

  if (deck->d->top->len > 0)
    {
      card = g_strdup (g_ptr_array_index (deck->d->top, 0));
      g_ptr_array_remove_index (deck->d->top, 0);
      if (deck->d->top->len == 0)
        g_clear_pointer (&deck->d->known_owner, g_free);
    }
  else
    {
      card = reveal_next (deck, chance, side, purpose ? purpose : _("draw"), error);
      if (card == NULL)
        return NULL;
    }
  add_id (deck->d->drawn, card);
  return card;
}

gboolean
muster_deck_discard (MusterDeck  *deck,
                     const char  *card_id,
                     GError     **error)
{
  writable (deck);
  if (!array_remove_id (deck->d->drawn, card_id))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("Card “%s” is not in play, so it cannot be discarded"), card_id);
      return FALSE;
    }
  add_id (deck->d->discard, card_id);
  return TRUE;
}

GPtrArray *
muster_deck_peek (MusterDeck    *deck,
                  MusterChance  *chance,
                  guint          n,
                  const char    *side,
                  GError       **error)
{
  GPtrArray *out;

  writable (deck);
  /* Cards seen by one side and then by the whole table, or by another
   * side, are known to both: the table is the simplest honest owner. */
  if (deck->d->top->len == 0)
    {
      g_free (deck->d->known_owner);
      deck->d->known_owner = g_strdup (side);
    }
  else if (g_strcmp0 (deck->d->known_owner, side) != 0)
    g_clear_pointer (&deck->d->known_owner, g_free);

  while (deck->d->top->len < n && deck->d->unknown->len > 0)
    {
      g_autofree char *card = reveal_next (deck, chance, side, _("peek"), error);

      if (card == NULL)
        return NULL;
      add_id (deck->d->top, card);
    }

  out = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < MIN (n, deck->d->top->len); i++)
    g_ptr_array_add (out, g_strdup (g_ptr_array_index (deck->d->top, i)));
  return out;
}

static Pile *
find_pile (const MusterDeck *deck,
           const char       *name)
{
  for (guint i = 0; i < deck->d->piles->len; i++)
    {
      Pile *pile = g_ptr_array_index (deck->d->piles, i);

      if (g_str_equal (pile->name, name))
        return pile;
    }
  return NULL;
}

static gboolean
remove_from_piles (MusterDeck *deck,
                   const char *card_id)
{
  for (guint i = 0; i < deck->d->piles->len; i++)
    if (array_remove_id (((Pile *) g_ptr_array_index (deck->d->piles, i))->cards, card_id))
      return TRUE;
  return FALSE;
}

const char *
muster_deck_get_known_owner (const MusterDeck *deck)
{
  return deck->d->known_owner;
}

void
muster_deck_add_pile (MusterDeck *deck,
                      const char *name,
                      const char *owner,
                      gboolean    secret)
{
  Pile *pile;

  writable (deck);
  pile = find_pile (deck, name);
  if (pile == NULL)
    {
      pile = g_new0 (Pile, 1);
      pile->name = g_strdup (name);
      pile->cards = id_array ();
      g_ptr_array_add (deck->d->piles, pile);
    }
  g_free (pile->owner);
  pile->owner = g_strdup (owner);
  pile->secret = secret;
}

GStrv
muster_deck_list_piles (const MusterDeck *deck)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; i < deck->d->piles->len; i++)
    g_strv_builder_add (builder, ((Pile *) g_ptr_array_index (deck->d->piles, i))->name);
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

GPtrArray *
muster_deck_get_pile (const MusterDeck *deck,
                      const char       *name)
{
  Pile *pile = find_pile (deck, name);

  return pile ? pile->cards : NULL;
}

const char *
muster_deck_get_pile_owner (const MusterDeck *deck,
                            const char       *name,
                            gboolean         *secret)
{
  Pile *pile = find_pile (deck, name);

  if (secret)
    *secret = pile ? pile->secret : FALSE;
  return pile ? pile->owner : NULL;
}

/* The array holding @card_id outside the draw pile, and its pile name. */
static GPtrArray *
holder (const MusterDeck  *deck,
        const char        *card_id,
        const char       **name)
{
  struct { const char *name; GPtrArray *ids; } fixed[] = {
    { "in-play", deck->d->drawn }, { "discard", deck->d->discard }, { "removed", deck->d->removed },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    if (array_has_id (fixed[i].ids, card_id))
      {
        *name = fixed[i].name;
        return fixed[i].ids;
      }
  for (guint i = 0; i < deck->d->piles->len; i++)
    {
      Pile *pile = g_ptr_array_index (deck->d->piles, i);

      if (array_has_id (pile->cards, card_id))
        {
          *name = pile->name;
          return pile->cards;
        }
    }
  if (muster_deck_contains_in_draw (deck, card_id))
    *name = "draw";
  else
    *name = NULL;
  return NULL;
}

const char *
muster_deck_find_card (const MusterDeck *deck,
                       const char       *card_id)
{
  const char *name;

  holder (deck, card_id, &name);
  return name;
}

gboolean
muster_deck_move (MusterDeck  *deck,
                  const char  *card_id,
                  const char  *to,
                  GError     **error)
{
  const char *from_name;
  GPtrArray *from;
  GPtrArray *dest = NULL;
  Pile *pile;

  writable (deck);
  from = holder (deck, card_id, &from_name);
  if (g_strcmp0 (to, "in-play") == 0)
    dest = deck->d->drawn;
  else if (g_strcmp0 (to, "discard") == 0)
    dest = deck->d->discard;
  else if (g_strcmp0 (to, "removed") == 0)
    dest = deck->d->removed;
  else if ((pile = find_pile (deck, to)) != NULL)
    dest = pile->cards;
  if (dest == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS, _("There is no pile “%s”"), to);
      return FALSE;
    }
  if (from == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   from_name ? _("Card “%s” is still in the draw pile") : _("Card “%s” is not in the deck"),
                   card_id);
      return FALSE;
    }
  array_remove_id (from, card_id);
  add_id (dest, card_id);
  return TRUE;
}

char *
muster_deck_deal (MusterDeck    *deck,
                  MusterChance  *chance,
                  const char    *pile,
                  const char    *side,
                  const char    *purpose,
                  gboolean      *reshuffled,
                  GError       **error)
{
  g_autofree char *card = NULL;

  if (find_pile (deck, pile) == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS, _("There is no pile “%s”"), pile);
      return NULL;
    }
  card = muster_deck_draw (deck, chance, side, purpose, reshuffled, error);
  if (card == NULL || !muster_deck_move (deck, card, pile, error))
    return NULL;
  return g_steal_pointer (&card);
}

gboolean
muster_deck_remove (MusterDeck  *deck,
                    const char  *card_id,
                    GError     **error)
{
  writable (deck);
  if (array_remove_id (deck->d->unknown, card_id) ||
      array_remove_id (deck->d->top, card_id) ||
      array_remove_id (deck->d->drawn, card_id) ||
      array_remove_id (deck->d->discard, card_id) ||
      remove_from_piles (deck, card_id))
    {
      add_id (deck->d->removed, card_id);
      return TRUE;
    }
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
               _("Card “%s” is not in the deck"), card_id);
  return FALSE;
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
write_pile (xmlNode    *parent,
            const char *name,
            GPtrArray  *ids)
{
  xmlNode *node = muster_xml_add (parent, name);

  for (guint i = 0; i < ids->len; i++)
    muster_xml_set (muster_xml_add (node, "card"), "id", g_ptr_array_index (ids, i));
}

void
muster_deck_write (const MusterDeck *deck,
                   xmlNode          *parent)
{
  xmlNode *node = muster_xml_add (parent, "deck-state");
  g_autoptr(GPtrArray) sorted = id_array_copy (deck->d->unknown);

  muster_xml_set (node, "id", deck->d->id);
  muster_xml_set (node, "cards", deck->d->set->id);
  /* The unknown part has no order; write it sorted so equal states compare equal. */
  g_ptr_array_sort (sorted, compare_ids);
  write_pile (node, "top", deck->d->top);
  write_pile (node, "draw", sorted);
  write_pile (node, "in-play", deck->d->drawn);
  write_pile (node, "discard", deck->d->discard);
  write_pile (node, "removed", deck->d->removed);
  for (guint i = 0; i < deck->d->piles->len; i++)
    {
      const Pile *pile = g_ptr_array_index (deck->d->piles, i);
      xmlNode *pnode = muster_xml_add (node, "pile");

      muster_xml_set (pnode, "name", pile->name);
      muster_xml_set (pnode, "owner", pile->owner);
      if (pile->secret)
        muster_xml_set_bool (pnode, "secret", TRUE);
      for (guint c = 0; c < pile->cards->len; c++)
        muster_xml_set (muster_xml_add (pnode, "card"), "id", g_ptr_array_index (pile->cards, c));
    }
}

MusterCardSet *
muster_card_set_new_copies (MusterCardSet *set,
                            guint          copies)
{
  MusterCardSet *out = muster_card_set_new (set->id, set->name);

  for (guint k = 1; k <= copies; k++)
    for (guint i = 0; i < set->cards->len; i++)
      {
        const MusterCard *card = g_ptr_array_index (set->cards, i);
        MusterCard *copy = muster_card_copy (card);

        if (k > 1)
          {
            g_free (copy->id);
            copy->id = g_strdup_printf ("%s#%u", card->id, k);
          }
        g_free (copy->face);
        copy->face = g_strdup (card->id);
        muster_card_set_add (out, copy);
      }
  return out;
}

const char *
muster_card_get_face (const MusterCard *card)
{
  return card->face ? card->face : card->id;
}
