/* muster-perform.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-input-dialog.h"
#include "muster-perform.h"

typedef struct
{
  GtkWidget            *source;
  MusterSession        *session;
  char                 *action;
  GStrv                 args;
  MusterPerformFlags    flags;
  MusterPerformCallback callback;
  gpointer              user_data;
} Perform;

static void
perform_free (Perform *p)
{
  g_object_unref (p->source);
  g_object_unref (p->session);
  g_free (p->action);
  g_strfreev (p->args);
  g_free (p);
}

/* Longer messages than this show their start, with More for the rest. */
#define TOAST_CHARS 90

static void
more_cb (AdwToast   *toast,
         const char *message)
{
  GApplication *app = g_application_get_default ();
  GtkWindow *parent = GTK_IS_APPLICATION (app) ? gtk_application_get_active_window (GTK_APPLICATION (app)) : NULL;
  GtkWidget *dialog = adw_message_dialog_new (parent, NULL, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
muster_show_toast (GtkWidget  *widget,
                   const char *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *shown = NULL;
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  if (overlay == NULL)
    {
      /* An unrooted widget has nowhere to show it; keep it for the record. */
      g_message ("%s", message);
      return;
    }
  /* A toast is one line: a long refusal shows its start there, and the
   * whole of it a click away. */
  if (g_utf8_strlen (message, -1) > TOAST_CHARS)
    {
      g_autofree char *start = g_utf8_substring (message, 0, TOAST_CHARS);
      char *space = strrchr (start, ' ');

      if (space != NULL && space - start > TOAST_CHARS / 2)
        *space = '\0';
      shown = g_strconcat (start, "…", NULL);
    }
  escaped = g_markup_escape_text (shown ? shown : message, -1);
  toast = adw_toast_new (escaped);
  if (shown != NULL)
    {
      adw_toast_set_button_label (toast, _("_More"));
      adw_toast_set_timeout (toast, 10);
      g_signal_connect_data (toast, "button-clicked", G_CALLBACK (more_cb), g_strdup (message),
                             (GClosureNotify) (void (*) (void)) g_free, 0);
    }
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

static void
finish (Perform      *p,
        MusterEntry  *entry,
        const GError *error)
{
  if (p->callback != NULL)
    p->callback (entry, error, p->user_data);
  else if (error != NULL)
    muster_show_toast (p->source, error->message);
  perform_free (p);
}

static void step (Perform *p);

static void
input_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   Perform          *p)
{
  MusterChance *chance = muster_session_get_chance (p->session);

  /* Closing the dialog after a response emits its close response too;
   * this perform is finished by the first one. */
  g_signal_handlers_disconnect_by_func (dialog, input_response_cb, p);
  if (g_str_equal (response, "enter") &&
      muster_input_dialog_supply (MUSTER_INPUT_DIALOG (dialog), chance))
    {
      step (p);
      return;
    }
  /* Cancelled: forget what was typed in for this action. */
  muster_chance_clear_supplied (chance);
  finish (p, NULL, NULL);
}

static void
override_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      Perform          *p)
{
  g_signal_handlers_disconnect_by_func (dialog, override_response_cb, p);
  if (g_str_equal (response, "override"))
    {
      p->flags |= MUSTER_PERFORM_OVERRIDE;
      step (p);
      return;
    }
  finish (p, NULL, NULL);
}

static GtkWindow *
parent_window (Perform *p)
{
  GtkRoot *root = gtk_widget_get_root (p->source);

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
step (Perform *p)
{
  g_autoptr(GError) error = NULL;
  MusterChance *chance = muster_session_get_chance (p->session);
  MusterEntry *entry;

  entry = muster_session_perform (p->session, p->action, (const char * const *) p->args,
                                  p->flags, &error);
  if (entry != NULL)
    {
      finish (p, entry, NULL);
      return;
    }

  if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT) &&
      muster_chance_get_request (chance) != NULL)
    {
      MusterInputDialog *dialog;

      dialog = muster_input_dialog_new (parent_window (p), p->session,
                                        muster_chance_get_request (chance), error->message);
      g_signal_connect (dialog, "response", G_CALLBACK (input_response_cb), p);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }

  if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN) &&
      !(p->flags & MUSTER_PERFORM_OVERRIDE))
    {
      GtkWidget *dialog = adw_message_dialog_new (parent_window (p), _("Go Ahead Anyway?"), NULL);

      adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                      _("%s\n\nThis check rests on reconstructed data, not on the printed rules. "
                                        "Go ahead anyway? The log will say that it was overridden."),
                                      error->message);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                        "cancel", _("_Cancel"),
                                        "override", _("_Go Ahead"),
                                        NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "override",
                                                  ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      g_signal_connect (dialog, "response", G_CALLBACK (override_response_cb), p);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }

  /* Results the players typed in that did not fit are not kept for a retry. */
  if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT))
    muster_chance_clear_supplied (chance);
  finish (p, NULL, error);
}

void
muster_perform (GtkWidget             *source,
                MusterSession         *session,
                const char            *action,
                const char * const    *args,
                MusterPerformCallback  callback,
                gpointer               user_data)
{
  Perform *p;

  g_return_if_fail (GTK_IS_WIDGET (source));
  g_return_if_fail (MUSTER_IS_SESSION (session));
  g_return_if_fail (action != NULL);

  p = g_new0 (Perform, 1);
  p->source = g_object_ref (source);
  p->session = g_object_ref (session);
  p->action = g_strdup (action);
  p->args = args ? g_strdupv ((char **) args) : g_new0 (char *, 1);
  p->callback = callback;
  p->user_data = user_data;
  step (p);
}

typedef struct
{
  GtkWidget     *widget;   /* not owned: the group lives in it */
  MusterSession *session;
} Group;

static void
group_free (gpointer data)
{
  Group *g = data;

  g_object_unref (g->session);
  g_free (g);
}

static void
group_performed_cb (MusterEntry  *entry,
                    const GError *error,
                    gpointer      user_data)
{
  g_autoptr(GtkWidget) widget = user_data;

  if (error != NULL)
    muster_show_toast (widget, error->message);
}

static void
group_perform_cb (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  Group *g = user_data;
  const char *id = NULL;
  g_autofree const char **args = NULL;

  g_variant_get (param, "(&s^a&s)", &id, &args);
  muster_perform (g->widget, g->session, id, args, group_performed_cb, g_object_ref (g->widget));
}

void
muster_perform_insert_actions (GtkWidget     *widget,
                               MusterSession *session)
{
  GSimpleActionGroup *group = g_simple_action_group_new ();
  GSimpleAction *perform = g_simple_action_new ("perform", G_VARIANT_TYPE ("(sas)"));
  Group *g = g_new0 (Group, 1);

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (MUSTER_IS_SESSION (session));

  g->widget = widget;
  g->session = g_object_ref (session);
  g_signal_connect_data (perform, "activate", G_CALLBACK (group_perform_cb), g, (GClosureNotify) (void (*) (void)) group_free, 0);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (perform));
  gtk_widget_insert_action_group (widget, "session", G_ACTION_GROUP (group));
  g_object_unref (perform);
  g_object_unref (group);
}
