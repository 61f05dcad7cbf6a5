/* revroad-cards.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "revroad-cards.h"

MusterCardSet *
revroad_cards_load (const char  *resource,
                    GError     **error)
{
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (resource, error);

  if (doc == NULL ||
      !muster_xml_validate (doc, MUSTER_RESOURCE_PREFIX "/schema/revroad-cards.rng", resource, error))
    return NULL;
  return muster_card_set_read (xmlDocGetRootElement (doc), error);
}

const char *
revroad_card_value_label (const char  *value,
                          const char **side)
{
  *side = NULL;
  if (g_strcmp0 (value, "british") == 0)
    {
      *side = "british";
      return _("British actions");
    }
  if (g_strcmp0 (value, "patriot") == 0)
    {
      *side = "patriot";
      return _("Patriot actions");
    }
  if (g_strcmp0 (value, "hash") == 0)
    return _("Hash marks");
  if (g_strcmp0 (value, "strength") == 0)
    /* Translators: the value of a militia pool card (15.1). */
    return _("Strength");
  return NULL;
}

int
revroad_card_british (const MusterCard *card)
{
  return muster_card_get_int (card, "british", 0);
}

int
revroad_card_patriot (const MusterCard *card)
{
  return muster_card_get_int (card, "patriot", 0);
}

int
revroad_card_hash (const MusterCard *card)
{
  return muster_card_get_int (card, "hash", 0);
}

int
revroad_card_actions (const MusterCard *card,
                      gboolean          british)
{
  return british ? revroad_card_british (card) : revroad_card_patriot (card);
}

gboolean
revroad_card_is_reconstructed (const MusterCard *card)
{
  static const char * const names[] = { "british", "patriot", "hash" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (muster_card_get_source (card, names[i]), "reconstructed") == 0)
      return TRUE;
  return FALSE;
}

MusterCardSet *
revroad_cards_with_values (MusterCardSet *set,
                           const char    *card_id,
                           int            british,
                           int            patriot,
                           int            hash,
                           const char    *source)
{
  MusterCardSet *copy = muster_card_set_new (muster_card_set_get_id (set),
                                             muster_card_set_get_name (set));

  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      MusterCard *card = muster_card_copy (muster_card_set_get_card (set, i));

      if (g_strcmp0 (card->id, card_id) == 0)
        {
          char text[16];

          g_snprintf (text, sizeof text, "%d", british);
          muster_card_set_value (card, "british", text, source);
          g_snprintf (text, sizeof text, "%d", patriot);
          muster_card_set_value (card, "patriot", text, source);
          g_snprintf (text, sizeof text, "%d", hash);
          muster_card_set_value (card, "hash", text, source);
        }
      muster_card_set_add (copy, card);
    }
  return copy;
}

gboolean
revroad_cards_parse_values (MusterCardSet      *set,
                            const char * const *args,
                            const char        **card_id,
                            int                *british,
                            int                *patriot,
                            int                *hash,
                            GError            **error)
{
  const MusterCard *card;

  if (!muster_args_check_count (args, 4, 4, "set-card NUMBER BRITISH PATRIOT HASH", error))
    return FALSE;
  card = muster_card_set_lookup (set, args[0]);
  if (card == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("There is no card number “%s” (the cards are numbered 1 to %u)"),
                   args[0], muster_card_set_get_n_cards (set));
      return FALSE;
    }
  if (!muster_args_parse_int (args[1], _("British actions"), 0, REVROAD_CARD_MAX_ACTIONS, british, error) ||
      !muster_args_parse_int (args[2], _("Patriot actions"), 0, REVROAD_CARD_MAX_ACTIONS, patriot, error) ||
      !muster_args_parse_int (args[3], _("Hash marks"), 0, REVROAD_CARD_MAX_HASH, hash, error))
    return FALSE;
  *card_id = card->id;
  return TRUE;
}

GStrv
revroad_cards_bot_removals (MusterCardSet *set,
                            gboolean       british_bot)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
    {
      const MusterCard *card = muster_card_set_get_card (set, i);
      int own = british_bot ? revroad_card_patriot (card) : revroad_card_british (card);
      int other = british_bot ? revroad_card_british (card) : revroad_card_patriot (card);

      /* 15.3 takes out cards with 5 British actions and cards with more
       * British than Patriot actions; 15.4 the same with the sides swapped.
       * “own” is the human player's side. */
      if (own == REVROAD_CARD_MAX_ACTIONS || own > other)
        g_strv_builder_add (builder, card->id);
    }
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

char *
revroad_card_correction (const MusterCard *card)
{
  gboolean user = FALSE;

  for (guint v = 0; v < card->values->len; v++)
    user |= g_strcmp0 (((MusterCardValue *) g_ptr_array_index (card->values, v))->source, "user") == 0;
  if (!user)
    return NULL;
  return g_strdup_printf ("set-card %s %d %d %d", card->id, revroad_card_british (card),
                          revroad_card_patriot (card), revroad_card_hash (card));
}

char *
revroad_card_describe (const MusterCard *card)
{
  int hash = revroad_card_hash (card);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Card %s: British %d, Patriot %d, %d hash mark%s",
                                       "Card %s: British %d, Patriot %d, %d hash marks%s", (gulong) hash),
                          card->id, revroad_card_british (card), revroad_card_patriot (card), hash,
                          revroad_card_is_reconstructed (card) ? _(" (reconstructed)") : "");
}
