/* revroad-militia.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "revroad-militia.h"

/* 15.1: 5 zeros, 11 ones, 5 twos. */
static const int counts[3] = { 5, 11, 5 };

static const char * const counter_ids[REVROAD_MILITIA_POOL_SIZE] = {
  "m0-1", "m0-2", "m0-3", "m0-4", "m0-5",
  "m1-1", "m1-2", "m1-3", "m1-4", "m1-5", "m1-6", "m1-7", "m1-8", "m1-9", "m1-10", "m1-11",
  "m2-1", "m2-2", "m2-3", "m2-4", "m2-5",
};

MusterCardSet *
revroad_militia_counters (void)
{
  MusterCardSet *set = muster_card_set_new (REVROAD_MILITIA_POOL_ID, _("Militia Draw Pool"));
  guint at = 0;

  for (int s = 0; s < 3; s++)
    for (int i = 0; i < counts[s]; i++)
      {
        g_autofree char *name = g_strdup_printf (_("Militia %d (strength %d)"), i + 1, s);
        MusterCard *card = muster_card_new (counter_ids[at++], name);
        char value[4];

        g_snprintf (value, sizeof value, "%d", s);
        muster_card_set_value (card, "strength", value, "rulebook 15.1");
        muster_card_set_add (set, card);
      }
  return set;
}

MusterDeck *
revroad_militia_pool_new (void)
{
  g_autoptr(MusterCardSet) set = revroad_militia_counters ();

  return muster_deck_new (REVROAD_MILITIA_POOL_ID, set, NULL);
}

guint
revroad_militia_pool_left (const MusterDeck *pool)
{
  return muster_deck_get_n_draw (pool);
}

char *
revroad_militia_draw (MusterDeck    *pool,
                      MusterChance  *chance,
                      const char    *who,
                      int           *strength,
                      GError       **error)
{
  g_autofree char *purpose = g_strdup_printf (_("strength of %s"), who);
  char *id;

  if (muster_deck_get_n_draw (pool) == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING,
                   _("4.1 Militia: the Militia Draw Pool is empty, so %s cannot be revealed"), who);
      return NULL;
    }
  id = muster_deck_draw (pool, chance, NULL, purpose, NULL, error);
  if (id == NULL)
    return NULL;
  *strength = muster_card_get_int (muster_deck_lookup (pool, id), "strength", 0);
  return id;
}

int
revroad_militia_counter_index (const char *counter_id)
{
  for (int i = 0; i < REVROAD_MILITIA_POOL_SIZE; i++)
    if (g_strcmp0 (counter_ids[i], counter_id) == 0)
      return i;
  return -1;
}

const char *
revroad_militia_counter_id (int index)
{
  if (index < 0 || index >= REVROAD_MILITIA_POOL_SIZE)
    return NULL;
  return counter_ids[index];
}
