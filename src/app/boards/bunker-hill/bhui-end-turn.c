/* bhui-end-turn.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-perform.h"
#include "bhui-end-turn.h"
#include "bhui-words.h"
#include "bunker-hill/bh-view.h"

typedef struct
{
  GtkWidget     *source;
  MusterSession *session;
  GHashTable    *ablaze_before;  /* region ids burning before */
  GString       *story;
  int            turn;
  GtkWidget     *dialog;
} EndTurn;

static void
end_turn_free (EndTurn *e)
{
  g_object_unref (e->source);
  g_object_unref (e->session);
  g_hash_table_unref (e->ablaze_before);
  g_string_free (e->story, TRUE);
  g_free (e);
}

static BhState *
state_of (EndTurn *e)
{
  MusterState *state = muster_session_get_state (e->session);

  return BH_IS_STATE (state) ? BH_STATE (state) : NULL;
}

static GHashTable *
burning (BhState *state)
{
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; state && i < bh_view_n_regions (state); i++)
    {
      BhViewRegion r;

      if (bh_view_region (state, i, &r) && r.ablaze)
        g_hash_table_add (set, g_strdup (r.id));
    }
  return set;
}

/* What the game waits for now, if anything. */
static MusterPending *
pending (EndTurn *e)
{
  BhState *state = state_of (e);

  return state != NULL ? muster_state_get_pending (MUSTER_STATE (state)) : NULL;
}

/* Answers the dialog offers: the engine's suggestions, when few. */
#define MAX_ANSWERS 3

static guint
n_answers (const MusterPending *decision)
{
  guint n = decision && decision->suggestions ? decision->suggestions->len : 0;

  return n <= MAX_ANSWERS ? n : 0;
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The body: the story so far, the fires that caught, and what the game
 * waits for next in the engine's words. */
static char *
body (EndTurn             *e,
      const MusterPending *decision)
{
  BhState *state = state_of (e);
  g_autoptr(GHashTable) now = burning (state);
  g_autoptr(GString) out = g_string_new (e->story->str);
  g_autoptr(GString) caught = g_string_new (NULL);
  GHashTableIter iter;
  gpointer key;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  g_hash_table_iter_init (&iter, now);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (e->ablaze_before, key))
      g_ptr_array_add (ids, key);
  g_ptr_array_sort (ids, compare_ids);
  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (caught, "%s%s", i ? ", " : "",
                            bhui_region_name (state, g_ptr_array_index (ids, i)));
  if (caught->len > 0)
    g_string_append_printf (out, _("\n\nCaught fire: %s."), caught->str);
  else if (g_hash_table_size (e->ablaze_before) > 0 && decision == NULL)
    g_string_append (out, _("\n\nNo region caught fire."));
  if (decision != NULL)
    g_string_append_printf (out, "\n\n%s", decision->text);
  if (decision != NULL && n_answers (decision) == 0)
    g_string_append (out, _(" Answer it in the decision bar above the map."));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void show (EndTurn *e);

static void
answered_cb (MusterEntry  *entry,
             const GError *error,
             gpointer      data)
{
  EndTurn *e = data;

  if (entry != NULL)
    g_string_append_printf (e->story, "\n\n%s", muster_entry_get_text (entry));
  else if (error != NULL)
    g_string_append_printf (e->story, "\n\n%s", error->message);
  show (e);
}

static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             EndTurn          *e)
{
  g_autoptr(MusterPending) decision = pending (e);
  guint64 index;

  g_signal_handlers_disconnect_by_func (dialog, response_cb, e);
  e->dialog = NULL;
  /* “answer-N”: the engine's Nth suggestion. */
  if (decision != NULL && g_str_has_prefix (response, "answer-") &&
      g_ascii_string_to_unsigned (response + strlen ("answer-"), 10, 0, n_answers (decision) - 1, &index, NULL))
    {
      MusterSuggestion *s = g_ptr_array_index (decision->suggestions, index);

      muster_perform (e->source, e->session, s->action, (const char * const *) s->args, answered_cb, e);
      return;
    }
  end_turn_free (e);
}

static void
show (EndTurn *e)
{
  GtkRoot *root = gtk_widget_get_root (e->source);
  g_autoptr(MusterPending) decision = pending (e);
  g_autofree char *heading = g_strdup_printf (_("End of Turn %d"), e->turn);
  g_autofree char *text = body (e, decision);
  GtkWidget *dialog;
  guint n = n_answers (decision);

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, text);
  if (n > 0)
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "later", _("_Later"));
      for (guint i = 0; i < n; i++)
        {
          MusterSuggestion *s = g_ptr_array_index (decision->suggestions, i);
          g_autofree char *id = g_strdup_printf ("answer-%u", i);

          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, s->label);
        }
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "answer-0", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "answer-0");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
    }
  else
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
    }
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), e);
  e->dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ended_cb (MusterEntry  *entry,
          const GError *error,
          gpointer      data)
{
  EndTurn *e = data;

  if (entry == NULL)
    {
      if (error != NULL)
        muster_show_toast (e->source, error->message);
      end_turn_free (e);
      return;
    }
  g_string_append (e->story, muster_entry_get_text (entry));
  show (e);
}

void
bhui_end_turn_run (GtkWidget     *source,
                   MusterSession *session)
{
  EndTurn *e;
  MusterState *state;

  g_return_if_fail (GTK_IS_WIDGET (source));
  g_return_if_fail (MUSTER_IS_SESSION (session));

  state = muster_session_get_state (session);
  e = g_new0 (EndTurn, 1);
  e->source = g_object_ref (source);
  e->session = g_object_ref (session);
  e->ablaze_before = burning (BH_IS_STATE (state) ? BH_STATE (state) : NULL);
  e->story = g_string_new (NULL);
  if (BH_IS_STATE (state))
    {
      BhViewTracks t;

      bh_view_tracks (BH_STATE (state), &t);
      e->turn = t.turn;
    }
  muster_perform (source, session, "end-turn", NULL, ended_cb, e);
}
