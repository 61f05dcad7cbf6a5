/* muster-pending.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-pending.h"

G_DEFINE_BOXED_TYPE (MusterPending, muster_pending, muster_pending_copy, muster_pending_free)

static void
suggestion_free (MusterSuggestion *s)
{
  g_free (s->action);
  g_strfreev (s->args);
  g_free (s->label);
  g_free (s);
}

static MusterSuggestion *
suggestion_new (const char         *action,
                const char * const *args,
                const char         *label)
{
  MusterSuggestion *s = g_new0 (MusterSuggestion, 1);

  s->action = g_strdup (action);
  s->args = args ? g_strdupv ((char **) args) : g_new0 (char *, 1);
  s->label = g_strdup (label);
  return s;
}

static GStrv
strv_append (GStrv       strv,
             const char *value)
{
  guint n = strv ? g_strv_length (strv) : 0;

  strv = g_renew (char *, strv, n + 2);
  strv[n] = g_strdup (value);
  strv[n + 1] = NULL;
  return strv;
}

MusterPending *
muster_pending_new (const char *side,
                    const char *rule,
                    const char *text)
{
  MusterPending *pending = g_new0 (MusterPending, 1);

  pending->side = g_strdup (side);
  pending->rule = g_strdup (rule);
  pending->text = g_strdup (text);
  pending->actions = g_new0 (char *, 1);
  pending->items = g_new0 (char *, 1);
  pending->item_labels = g_new0 (char *, 1);
  pending->suggestions = g_ptr_array_new_with_free_func ((GDestroyNotify) suggestion_free);
  return pending;
}

MusterPending *
muster_pending_copy (const MusterPending *pending)
{
  MusterPending *copy = muster_pending_new (pending->side, pending->rule, pending->text);

  copy->place = g_strdup (pending->place);
  copy->count = pending->count;
  g_strfreev (copy->actions);
  g_strfreev (copy->items);
  g_strfreev (copy->item_labels);
  copy->actions = g_strdupv (pending->actions);
  copy->items = g_strdupv (pending->items);
  copy->item_labels = g_strdupv (pending->item_labels);
  for (guint i = 0; i < pending->suggestions->len; i++)
    {
      const MusterSuggestion *s = g_ptr_array_index (pending->suggestions, i);

      g_ptr_array_add (copy->suggestions, suggestion_new (s->action, (const char * const *) s->args, s->label));
    }
  return copy;
}

void
muster_pending_free (MusterPending *pending)
{
  if (pending == NULL)
    return;
  g_free (pending->side);
  g_free (pending->rule);
  g_free (pending->text);
  g_free (pending->place);
  g_strfreev (pending->actions);
  g_strfreev (pending->items);
  g_strfreev (pending->item_labels);
  g_ptr_array_unref (pending->suggestions);
  g_free (pending);
}

void
muster_pending_add_action (MusterPending *pending,
                           const char    *action)
{
  if (!muster_pending_answers (pending, action))
    pending->actions = strv_append (pending->actions, action);
}

void
muster_pending_add_item (MusterPending *pending,
                         const char    *id,
                         const char    *label)
{
  pending->items = strv_append (pending->items, id);
  pending->item_labels = strv_append (pending->item_labels, label ? label : id);
}

void
muster_pending_suggest (MusterPending      *pending,
                        const char         *action,
                        const char * const *args,
                        const char         *label)
{
  g_ptr_array_add (pending->suggestions, suggestion_new (action, args, label));
}

gboolean
muster_pending_answers (const MusterPending *pending,
                        const char          *action)
{
  return g_strv_contains ((const char * const *) pending->actions, action);
}
