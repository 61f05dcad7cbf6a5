/* b2c-pending.c: the question an open procedure waits for (the top ask), as
 * the core's MusterPending: who answers, the section, a sentence for
 * people, the answer actions from the table, the counters it concerns with
 * their names, and answers the engine would accept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

/* At most this many suggestions for each answer action. */
#define MAX_SUGGESTIONS 3

const char *
b2c_ask_section (const B2cAsk *ask)
{
  switch (ask->kind)
    {
    case B2C_ASK_CARD:
      return "5.1";
    case B2C_ASK_MOVE_MORE:
      return "6.4";
    case B2C_ASK_BREAK:
    case B2C_ASK_ADVANCE:
      return "4.1";
    case B2C_ASK_ALLOCATE:
      return (ask->flags & B2C_ALLOC_FRONT_ONLY) ? "6.7" : "7.0";
    case B2C_ASK_RETREAT_BEFORE:
      return ask->extra ? "7.0" : "7.1";
    case B2C_ASK_OPFIRE:
      return "7.1.3";
    case B2C_ASK_FIGHT:
      return "7.0";
    case B2C_ASK_REROLL:
      return "14.1";
    case B2C_ASK_RETREAT_AFTER:
      return "7.1.4";
    case B2C_ASK_CHARGE_RETREAT:
      return "6.3";
    case B2C_ASK_FREE_MOVE:
      return "4.3";
    case B2C_ASK_CALL:
      return "6.12";
    case B2C_ASK_RETRY_CAPTURE:
    case B2C_ASK_SOL_EVADE:
      return "8.2";
    case B2C_ASK_CAPTIVES:
      return "5.3";
    case B2C_N_ASKS:
    default:
      return NULL;
    }
}

char *
b2c_pending_text (B2cState *self)
{
  B2cAsk *ask = b2c_top_ask (self);
  const char *who;
  const char *where;

  if (ask == NULL)
    return NULL;
  who = revroad_side_people (ask->side);
  where = b2c_region_name (self, ask->region);
  switch (ask->kind)
    {
    case B2C_ASK_CARD:
      {
        const MusterCard *card = muster_deck_lookup (self->deck, ask->card);

        return g_strdup_printf (_("The players enter the values printed on %s, or confirm the values Muster holds for it."),
                                card != NULL ? card->name : ask->card);
      }
    case B2C_ASK_MOVE_MORE:
      return g_strdup_printf (_("The %s may move more units out of %s, or end the movement."), who, where);
    case B2C_ASK_BREAK:
      return g_strdup_printf (_("The Patriot chooses which unit in %s the field cannon breaks."), where);
    case B2C_ASK_ALLOCATE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The %s take %d hit in %s.", "The %s take %d hits in %s.",
                                           (gulong) ask->count),
                              who, ask->count, where);
    case B2C_ASK_RETREAT_BEFORE:
      if (ask->extra)
        return g_strdup_printf (_("The %s choose the units that fight in %s."), who, where);
      return g_strdup_printf (_("The %s defend %s: they retreat before combat, or stand."), who, where);
    case B2C_ASK_OPFIRE:
      return g_strdup_printf (_("The %s may fire on the units retreating to %s."), who, where);
    case B2C_ASK_ADVANCE:
      return g_strdup_printf (_("The British may advance the field cannon out of %s."), where);
    case B2C_ASK_FIGHT:
      return g_strdup_printf (_("In %s the %s fight at once after taking a hit, or face the defenders' fire first."),
                              where, who);
    case B2C_ASK_REROLL:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "A leader may have the %s throw their %d die again.",
                                           "A leader may have the %s throw one of their %d dice again.",
                                           (gulong) ask->count),
                              who, ask->count);
    case B2C_ASK_RETREAT_AFTER:
      return g_strdup_printf (_("The %s lost a unit and may retreat out of %s."), who, where);
    case B2C_ASK_CHARGE_RETREAT:
      return g_strdup_printf (_("The Patriot retreats the broken units out of %s, with up to two leaders."), where);
    case B2C_ASK_FREE_MOVE:
      return g_strdup_printf (_("The Minutemen of %s may move up to two regions for free."), where);
    case B2C_ASK_CALL:
      return g_strdup (_("The Nightriders ride, alert towns, leave the map or raise Alert boxes until the Call to Arms ends."));
    case B2C_ASK_RETRY_CAPTURE:
      return g_strdup_printf (_("The British may pay 1 VP to draw once more for %s."),
                              self->search.current >= 0 ? b2c_unit_name (self, self->search.current) : _("the Son of Liberty"));
    case B2C_ASK_SOL_EVADE:
      return g_strdup_printf (_("The Patriot may move the Son of Liberty out of %s."), where);
    case B2C_ASK_CAPTIVES:
      return g_strdup (_("The British may move the captives toward Boston."));
    case B2C_N_ASKS:
    default:
      return g_strdup (_("A decision is pending."));
    }
}

/* “Take hits: Regular 3, Regular 3” */
static char *
suggestion_label (B2cState           *self,
                  const char         *label,
                  const char * const *args)
{
  GString *out = g_string_new (label);

  for (guint i = 0; args[i] != NULL; i++)
    {
      int u = b2c_find_unit (self, args[i]);
      int r = b2c_find_region (self, args[i]);
      const MusterCard *card = i == 0 && u < 0 && r < 0 ? muster_deck_lookup (self->deck, args[i]) : NULL;

      g_string_append (out, i == 0 ? ": " : ", ");
      g_string_append (out, u >= 0 ? b2c_unit_name (self, u) : r >= 0 ? b2c_region_name (self, r)
                            : card != NULL ? card->name : args[i]);
    }
  return g_string_free (out, FALSE);
}

MusterPending *
b2c_get_pending (MusterState *state)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  g_autofree char *text = NULL;
  g_auto(GStrv) actions = NULL;
  MusterPending *pending;

  if (ask == NULL || self->over)
    return NULL;
  text = b2c_pending_text (self);
  pending = muster_pending_new (ask->side == REVROAD_NO_SIDE ? NULL : revroad_side_id (ask->side),
                                b2c_ask_section (ask), text);
  if (ask->region >= 0)
    pending->place = g_strdup (b2c_region_id (self, ask->region));
  if (ask->kind == B2C_ASK_ALLOCATE || ask->kind == B2C_ASK_REROLL)
    pending->count = (guint) MAX (ask->count, 0);
  if (ask->kind == B2C_ASK_CARD)
    {
      const MusterCard *card = muster_deck_lookup (self->deck, ask->card);

      muster_pending_add_item (pending, ask->card, card ? card->name : ask->card);
    }
  revroad_unit_set_foreach (i, &ask->units)
    if (i < b2c_n_units (self))
      muster_pending_add_item (pending, b2c_def (self, (int) i)->id, b2c_unit_name (self, (int) i));
  actions = b2c_ask_actions (ask);
  for (guint a = 0; actions[a] != NULL; a++)
    {
      g_autoptr(GPtrArray) tries = muster_state_propose (state, actions[a]);
      const MusterActionDef *def = muster_action_table_find (&b2c_action_table, actions[a]);
      guint kept = 0;

      muster_pending_add_action (pending, actions[a]);
      for (guint k = 0; k < tries->len && kept < MAX_SUGGESTIONS; k++)
        {
          const char * const *args = g_ptr_array_index (tries, k);
          g_autofree char *label = NULL;

          if (!muster_state_check (state, actions[a], args, FALSE, NULL))
            continue;
          label = suggestion_label (self, _(def->label), args);
          muster_pending_suggest (pending, actions[a], args, label);
          kept++;
        }
    }
  return pending;
}
