/* dc-state.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "dc-private.h"

G_DEFINE_FINAL_TYPE (DcState, dc_state, MUSTER_TYPE_STATE)

typedef struct DcNote
{
  gint           ref_count;
  struct DcNote *prev;
  char           text[];
} DcNote;

static DcNote *
note_ref (DcNote *note)
{
  if (note != NULL)
    g_atomic_int_inc (&note->ref_count);
  return note;
}

static void
note_unref (DcNote *note)
{
  /* Iteratively: a long chain would overflow the stack. */
  while (note != NULL && g_atomic_int_dec_and_test (&note->ref_count))
    {
      DcNote *prev = note->prev;

      g_free (note);
      note = prev;
    }
}

static void
pool_free (DcPool *pool)
{
  g_free (pool->name);
  g_free (pool->expr);
  g_free (pool);
}

static void
dc_state_finalize (GObject *object)
{
  DcState *self = DC_STATE (object);

  g_ptr_array_unref (self->tracks);
  g_ptr_array_unref (self->decks);
  g_ptr_array_unref (self->pools);
  note_unref (self->notes);
  g_free (self->last_roll);

  G_OBJECT_CLASS (dc_state_parent_class)->finalize (object);
}

static MusterState *
dc_state_copy (MusterState *state)
{
  DcState *self = DC_STATE (state);
  DcState *copy = dc_state_new ();

  for (guint i = 0; i < self->tracks->len; i++)
    g_ptr_array_add (copy->tracks, muster_track_copy (g_ptr_array_index (self->tracks, i)));
  for (guint i = 0; i < self->decks->len; i++)
    g_ptr_array_add (copy->decks, muster_deck_copy (g_ptr_array_index (self->decks, i)));
  for (guint i = 0; i < self->pools->len; i++)
    {
      DcPool *pool = g_ptr_array_index (self->pools, i);
      dc_state_add_pool (copy, pool->name, pool->expr);
    }
  copy->notes = note_ref (self->notes);
  copy->n_notes = self->n_notes;
  copy->last_roll = g_strdup (self->last_roll);
  return MUSTER_STATE (copy);
}

/* A new link before the state's notes: what another state sees (its own
 * chain) never changes, and nothing is copied. */
void
dc_add_note (DcState    *self,
             const char *text)
{
  gsize len = strlen (text);
  DcNote *note = g_malloc (sizeof (DcNote) + len + 1);

  note->ref_count = 1;
  note->prev = self->notes;  /* the state's reference passes to the link */
  memcpy (note->text, text, len + 1);
  self->notes = note;
  self->n_notes++;
}

/* Lookups ignore case, so “vp” finds the “VP” track. */

MusterTrack *
dc_find_track (DcState    *self,
            const char *name)
{
  for (guint i = 0; i < self->tracks->len; i++)
    {
      MusterTrack *track = g_ptr_array_index (self->tracks, i);
      if (g_ascii_strcasecmp (track->id, name) == 0 || g_ascii_strcasecmp (track->name, name) == 0)
        return track;
    }
  return NULL;
}

MusterDeck *
dc_find_deck (DcState    *self,
           const char *name)
{
  for (guint i = 0; i < self->decks->len; i++)
    {
      MusterDeck *deck = g_ptr_array_index (self->decks, i);
      MusterCardSet *set = muster_deck_get_card_set (deck);

      if (g_ascii_strcasecmp (muster_deck_get_id (deck), name) == 0 ||
          g_ascii_strcasecmp (muster_card_set_get_name (set), name) == 0)
        return deck;
    }
  return NULL;
}

DcPool *
dc_find_pool (DcState    *self,
           const char *name)
{
  for (guint i = 0; i < self->pools->len; i++)
    {
      DcPool *pool = g_ptr_array_index (self->pools, i);
      if (g_ascii_strcasecmp (pool->name, name) == 0)
        return pool;
    }
  return NULL;
}

/* A card named by id or by name (ignoring case). */
const MusterCard *
dc_find_card (MusterDeck *deck,
           const char *name)
{
  MusterCardSet *set = muster_deck_get_card_set (deck);
  const MusterCard *card = muster_card_set_lookup (set, name);

  if (card != NULL)
    return card;
  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      card = muster_card_set_get_card (set, i);
      if (g_ascii_strcasecmp (card->id, name) == 0 || g_ascii_strcasecmp (card->name, name) == 0)
        return card;
    }
  return NULL;
}

gboolean
dc_valid_name (const char  *name,
            GError     **error)
{
  if (name == NULL || *name == '\0' || g_utf8_strlen (name, -1) > 60 || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("A name must have 1 to 60 characters"));
      return FALSE;
    }
  return TRUE;
}

static void
dc_state_write_snapshot (MusterState *state,
                         xmlNode     *node)
{
  DcState *self = DC_STATE (state);
  xmlNode *table = muster_xml_add (node, "table");

  for (guint i = 0; i < self->tracks->len; i++)
    muster_track_write (g_ptr_array_index (self->tracks, i), table);
  for (guint i = 0; i < self->decks->len; i++)
    {
      MusterDeck *deck = g_ptr_array_index (self->decks, i);

      muster_card_set_write (muster_deck_get_card_set (deck), table);
      muster_deck_write (deck, table);
    }
  for (guint i = 0; i < self->pools->len; i++)
    {
      DcPool *pool = g_ptr_array_index (self->pools, i);
      xmlNode *pn = muster_xml_add (table, "pool");

      muster_xml_set (pn, "name", pool->name);
      muster_xml_set (pn, "dice", pool->expr);
    }
  {
    /* Oldest first. */
    g_autofree DcNote **notes = g_new (DcNote *, self->n_notes + 1);
    guint n = 0;

    for (DcNote *note = self->notes; note != NULL; note = note->prev)
      notes[n++] = note;
    while (n > 0)
      muster_xml_add_text (table, "note", notes[--n]->text);
  }
  if (self->last_roll)
    muster_xml_add_text (table, "last-roll", self->last_roll);
}

static void
dc_state_describe (MusterState      *state,
                   const MusterSeat *viewer,
                   GString          *out)
{
  DcState *self = DC_STATE (state);

  if (self->tracks->len > 0)
    g_string_append_printf (out, "%s\n", _("Tracks:"));
  for (guint i = 0; i < self->tracks->len; i++)
    {
      g_autofree char *text = muster_track_to_string (g_ptr_array_index (self->tracks, i));
      g_string_append_printf (out, "  %s\n", text);
    }
  if (self->decks->len > 0)
    g_string_append_printf (out, "%s\n", _("Decks:"));
  for (guint i = 0; i < self->decks->len; i++)
    {
      MusterDeck *deck = g_ptr_array_index (self->decks, i);
      const char *top = muster_deck_get_discard_top (deck);
      GPtrArray *drawn = muster_deck_get_drawn (deck);
      GString *in_play = g_string_new (NULL);

      for (guint j = 0; j < drawn->len; j++)
        g_string_append_printf (in_play, "%s%s", j ? ", " : "",
                                muster_deck_lookup (deck, g_ptr_array_index (drawn, j))->name);
      g_string_append_printf (out, _("  %s: %u to draw, %u discarded (top: %s), in play: %s\n"),
                              muster_card_set_get_name (muster_deck_get_card_set (deck)),
                              muster_deck_get_n_draw (deck), muster_deck_get_n_discard (deck),
                              top ? muster_deck_lookup (deck, top)->name : _("none"),
                              in_play->len ? in_play->str : _("none"));
      g_string_free (in_play, TRUE);
    }
  if (self->pools->len > 0)
    g_string_append_printf (out, "%s\n", _("Dice pools:"));
  for (guint i = 0; i < self->pools->len; i++)
    {
      DcPool *pool = g_ptr_array_index (self->pools, i);
      g_string_append_printf (out, "  %s: %s\n", pool->name, pool->expr);
    }
  if (self->last_roll)
    g_string_append_printf (out, _("Last roll: %s\n"), self->last_roll);
}

static char *
dc_state_get_status (MusterState *state)
{
  DcState *self = DC_STATE (state);

  if (self->last_roll)
    return g_strdup_printf (_("Last roll: %s"), self->last_roll);
  return g_strdup (_("Ready"));
}

/* A new array of borrowed pointers. g_ptr_array_copy() keeps the source's
 * free function, which would free the state's own items with the copy. */
static GPtrArray *
borrowed_copy (GPtrArray *items)
{
  GPtrArray *copy = g_ptr_array_copy (items, NULL, NULL);

  g_ptr_array_set_free_func (copy, NULL);
  return copy;
}

static GPtrArray *
dc_state_get_tracks (MusterState *state)
{
  return borrowed_copy (DC_STATE (state)->tracks);
}

static GPtrArray *
dc_state_get_decks (MusterState *state)
{
  return borrowed_copy (DC_STATE (state)->decks);
}

/* The playing cards' values (setups.xml); a deck made from names has none. */
static const char *
dc_state_card_value_label (MusterState  *state,
                           const char   *deck,
                           const char   *value,
                           const char  **side)
{
  *side = NULL;
  if (g_strcmp0 (value, "rank") == 0)
    /* Translators: a playing card's value: Ace, 2... King. */
    return _("Rank");
  if (g_strcmp0 (value, "suit") == 0)
    return _("Suit");
  return NULL;
}

/* What the next game of a campaign takes from this one: the tracks (the
 * scores, with their marks) and the dice pools. */
static void
dc_state_write_carry (MusterState *state,
                      xmlNode     *node)
{
  DcState *self = DC_STATE (state);

  for (guint i = 0; i < self->tracks->len; i++)
    muster_track_write (g_ptr_array_index (self->tracks, i), node);
  for (guint i = 0; i < self->pools->len; i++)
    {
      DcPool *pool = g_ptr_array_index (self->pools, i);
      xmlNode *pn = muster_xml_add (node, "pool");

      muster_xml_set (pn, "name", pool->name);
      muster_xml_set (pn, "dice", pool->expr);
    }
}

static gboolean
dc_state_take_input (MusterState  *state,
                     const char   *name,
                     xmlNode      *carry,
                     GError      **error)
{
  DcState *self = DC_STATE (state);

  muster_xml_foreach_element (item, carry)
    {
      if (muster_xml_is (item, "track"))
        {
          MusterTrack *track = muster_track_read (item, error);

          if (track == NULL)
            return FALSE;
          if (dc_find_track (self, track->id) != NULL)
            g_ptr_array_remove (self->tracks, dc_find_track (self, track->id));
          dc_state_add_track (self, track);
        }
      else if (muster_xml_is (item, "pool"))
        {
          g_autofree char *pool_name = muster_xml_get (item, "name");
          g_autofree char *dice = muster_xml_get (item, "dice");
          g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse (dice ? dice : "", error);

          if (pool_name == NULL || expr == NULL || !dc_valid_name (pool_name, error))
            return FALSE;
          if (dc_find_pool (self, pool_name) == NULL)
            dc_state_add_pool (self, pool_name, dice);
        }
    }
  return TRUE;
}

static void
dc_state_class_init (DcStateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterStateClass *state_class = MUSTER_STATE_CLASS (klass);

  object_class->finalize = dc_state_finalize;
  state_class->copy = dc_state_copy;
  state_class->action_table = &dc_action_table;
  state_class->write_carry = dc_state_write_carry;
  state_class->take_input = dc_state_take_input;
  state_class->write_snapshot = dc_state_write_snapshot;
  state_class->describe = dc_state_describe;
  state_class->get_status = dc_state_get_status;
  state_class->get_tracks = dc_state_get_tracks;
  state_class->get_decks = dc_state_get_decks;
  state_class->card_value_label = dc_state_card_value_label;
}

static void
dc_state_init (DcState *self)
{
  self->tracks = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_track_free);
  self->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_deck_free);
  self->pools = g_ptr_array_new_with_free_func ((GDestroyNotify) pool_free);
}

DcState *
dc_state_new (void)
{
  return g_object_new (DC_TYPE_STATE, NULL);
}

void
dc_state_add_track (DcState     *self,
                    MusterTrack *track)
{
  g_ptr_array_add (self->tracks, track);
}

void
dc_state_add_deck (DcState       *self,
                   MusterCardSet *cards)
{
  g_ptr_array_add (self->decks, muster_deck_new (muster_card_set_get_id (cards), cards, NULL));
}

void
dc_state_add_pool (DcState    *self,
                   const char *name,
                   const char *expr)
{
  DcPool *pool = g_new0 (DcPool, 1);

  pool->name = g_strdup (name);
  pool->expr = g_strdup (expr);
  g_ptr_array_add (self->pools, pool);
}

guint
dc_state_get_n_pools (DcState *self)
{
  return self->pools->len;
}

const char *
dc_state_get_pool_name (DcState *self,
                        guint    i)
{
  return ((DcPool *) g_ptr_array_index (self->pools, i))->name;
}

const char *
dc_state_get_pool_expr (DcState *self,
                        guint    i)
{
  return ((DcPool *) g_ptr_array_index (self->pools, i))->expr;
}

const char *
dc_state_get_last_roll (DcState *self)
{
  return self->last_roll;
}

guint
dc_state_get_n_notes (DcState *self)
{
  return self->n_notes;
}

const char *
dc_state_get_note (DcState *self,
                   guint    i)
{
  DcNote *note = self->notes;

  g_return_val_if_fail (i < self->n_notes, NULL);
  for (guint k = self->n_notes - 1; k > i; k--)
    note = note->prev;
  return note->text;
}
