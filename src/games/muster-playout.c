/* muster-playout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-playout.h"

static void
shuffle (GPtrArray *items,
         GRand     *rand)
{
  for (guint i = items->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      gpointer tmp = items->pdata[i - 1];

      items->pdata[i - 1] = items->pdata[j];
      items->pdata[j] = tmp;
    }
}

const char *
muster_playout_step (MusterSession  *session,
                     GRand          *rand,
                     gboolean        override,
                     GError        **error)
{
  MusterState *state;
  g_autoptr(GPtrArray) ids = NULL;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);
  g_return_val_if_fail (rand != NULL, NULL);

  state = muster_session_get_state (session);
  /* Every action in a random order, each asked whether it is open only
   * when its turn comes: the first open one is a uniform pick among the
   * open ones, without judging all of them at every step. */
  ids = muster_state_list_action_ids (state);
  shuffle (ids, rand);
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      MusterActionKind kind = MUSTER_ACTION_PLAY;
      g_autoptr(GPtrArray) tries = NULL;

      if (!muster_state_action_is_open (state, id, override, &kind) || kind == MUSTER_ACTION_CORRECTION)
        continue;
      tries = muster_state_propose (state, id);
      shuffle (tries, rand);
      for (guint k = 0; k < tries->len; k++)
        {
          g_autoptr(GError) local_error = NULL;
          MusterEntry *done;

          /* An attempt the engine can refuse at a glance needs no copy of
           * the state. */
          if (!muster_state_may_accept (state, id, g_ptr_array_index (tries, k), override))
            continue;
          /* Only the code of a refusal is read here: the rules need not
           * say why (muster_error_hush()). */
          muster_error_hush ();
          done = muster_session_perform (session, id, g_ptr_array_index (tries, k),
                                         override ? MUSTER_PERFORM_OVERRIDE : MUSTER_PERFORM_NONE, &local_error);
          muster_error_unhush ();
          if (done != NULL)
            return g_intern_string (id);
          /* A die the seeded source cannot give is a bug in the engine's
           * use of chance, or a manual source: never a refusal. */
          if (g_error_matches (local_error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT))
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
        }
    }
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING, "No action applies");
  return NULL;
}
