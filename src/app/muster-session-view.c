/* muster-session-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-action-panel.h"
#include "muster-board.h"
#include "muster-deck-panel.h"
#include "muster-dice-panel.h"
#include "muster-ledger-view.h"
#include "muster-log-view.h"
#include "muster-notes-panel.h"
#include "muster-perform.h"
#include "muster-rule-link.h"
#include "muster-rules-panel.h"
#include "muster-session-view.h"
#include "muster-tracks-panel.h"
#include "widgets/muster-decision-bar.h"
#include "widgets/muster-preview-view.h"
#include "widgets/muster-roster-view.h"

struct _MusterSessionView
{
  GtkWidget          parent_instance;

  MusterCampaign    *campaign;
  MusterSession     *session;

  /* Template widgets */
  GtkLabel          *status_label;
  GtkWidget         *mode_label;
  GtkRevealer       *read_only_bar;
  GtkLabel          *read_only_label;
  MusterDecisionBar *decision_bar;
  AdwFlap           *flap;
  MusterTracksPanel *tracks_panel;
  MusterDeckPanel   *deck_panel;
  MusterDicePanel   *dice_panel;
  AdwViewStack      *view_stack;
  AdwViewStackPage  *board_page;
  AdwBin            *board_bin;
  MusterActionPanel *action_panel;
  AdwViewStackPage  *sheets_page;
  MusterRosterView  *roster_view;
  MusterLogView     *log_view;
  MusterRulesPanel  *rules_panel;
  MusterNotesPanel  *notes_panel;
  MusterLedgerView  *ledger_view;
};

G_DEFINE_FINAL_TYPE (MusterSessionView, muster_session_view, GTK_TYPE_WIDGET)

static void
update_status (MusterSessionView *self)
{
  MusterState *state = muster_session_get_state (self->session);
  g_autofree char *status = muster_state_get_status (state);
  const char *side = muster_state_get_acting_side (state);
  const char *side_name = side ? muster_session_get_owner_name (self->session, side) : NULL;
  g_autofree char *text = NULL;

  if (muster_state_is_over (state))
    /* Translators: the status line once a game has ended. */
    text = g_strdup_printf (_("Game over · %s"), status ? status : "");
  else if (side_name != NULL && (status == NULL || strstr (status, side_name) == NULL))
    /* Translators: the status line and whose turn it is; systems whose
     * status already names the side do not get this. */
    text = g_strdup_printf (_("%s · %s to act"), status ? status : "", side_name);
  else
    text = g_strdup (status ? status : "");
  gtk_label_set_text (self->status_label, text);

  gtk_widget_set_visible (self->mode_label,
                          muster_chance_get_mode (muster_session_get_chance (self->session)) == MUSTER_CHANCE_MANUAL);
}

/* The Sheets page shows while the game has sheets. */
static void
update_sheets (MusterSessionView *self)
{
  adw_view_stack_page_set_visible (self->sheets_page, muster_session_has_sheets (self->session));
}

/* What the game waits for, over every page but the board, whose own bar
 * says it there. */
static void
update_decision (MusterSessionView *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->view_stack);

  if (g_strcmp0 (page, "board") == 0 || muster_session_is_read_only (self->session))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->decision_bar), FALSE);
      return;
    }
  muster_decision_bar_update (self->decision_bar, muster_session_get_system (self->session),
                              muster_session_get_state (self->session));
}

/* A game whose log stopped replaying is shown, not played: the bar says
 * where and why, and offers the two ways on. */
static void
update_read_only (MusterSessionView *self)
{
  const char *reason = NULL;
  guint entry = muster_session_get_break (self->session, &reason);
  gboolean read_only = entry > 0;

  if (read_only)
    {
      g_autofree char *text =
        g_strdup_printf (_("This game can only be read: its log stops replaying at entry %u (%s). "
                           "Every entry is kept in the file."), entry, reason);

      gtk_label_set_text (self->read_only_label, text);
    }
  gtk_revealer_set_reveal_child (self->read_only_bar, read_only);
  gtk_widget_set_sensitive (GTK_WIDGET (self->board_bin), !read_only);
  gtk_widget_set_sensitive (GTK_WIDGET (self->action_panel), !read_only);
  gtk_widget_set_sensitive (GTK_WIDGET (self->dice_panel), !read_only);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "session.correct-entry", read_only);
}

static void
correct_entry_response_cb (AdwMessageDialog  *dialog,
                           const char        *response,
                           MusterSessionView *self)
{
  GtkEditable *editable = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  guint number = muster_session_get_break (self->session, NULL);
  MusterEntry *entry;
  g_auto(GStrv) args = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "correct") != 0 || number == 0)
    return;
  entry = muster_session_get_entry (self->session, number - 1);
  if (!g_shell_parse_argv (gtk_editable_get_text (editable), NULL, &args, &error))
    {
      if (!g_error_matches (error, G_SHELL_ERROR, G_SHELL_ERROR_EMPTY_STRING))
        {
          muster_show_toast (GTK_WIDGET (self), error->message);
          return;
        }
      g_clear_error (&error);
      args = g_new0 (char *, 1);
    }
  if (!muster_campaign_correct_entry (self->campaign, self->session, number,
                                      muster_entry_get_action (entry), (const char * const *) args, &error))
    muster_show_toast (GTK_WIDGET (self), error->message);
  else
    muster_show_toast (GTK_WIDGET (self), muster_session_is_read_only (self->session)
                       ? _("Entry corrected, but a later entry does not apply either")
                       : _("Entry corrected: the whole log replays. Saving keeps the file as it was beside it."));
}

/* session.correct-entry: new arguments for the entry where the log stops.
 * The action stays; its recorded dice and cards stay too. */
static void
correct_entry_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *param)
{
  MusterSessionView *self = MUSTER_SESSION_VIEW (widget);
  const char *reason = NULL;
  guint number = muster_session_get_break (self->session, &reason);
  g_autoptr(GString) words = g_string_new (NULL);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  const char * const *args;
  MusterEntry *entry;
  AdwMessageDialog *dialog;
  GtkWidget *text;

  if (number == 0)
    return;
  entry = muster_session_get_entry (self->session, number - 1);
  args = muster_entry_get_args (entry);
  for (guint i = 0; args[i]; i++)
    {
      g_autofree char *quoted = g_shell_quote (args[i]);

      g_string_append_printf (words, "%s%s", i ? " " : "",
                              strpbrk (args[i], " \t'\"\\") ? quoted : args[i]);
    }
  heading = g_strdup_printf (_("Correct Entry %u"), number);
  body = g_strdup_printf (_("It no longer applies: %s. Give the arguments the players meant, separated by spaces; "
                            "the dice and cards it recorded stay as they were."), reason);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), heading, body));
  text = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (text), words->str);
  gtk_entry_set_activates_default (GTK_ENTRY (text), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Arguments"), -1);
  adw_message_dialog_set_extra_child (dialog, text);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "correct", _("_Correct"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "correct", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "correct");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (correct_entry_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
muster_session_view_show_page (MusterSessionView *self,
                               const char        *name)
{
  g_return_if_fail (MUSTER_IS_SESSION_VIEW (self));
  adw_view_stack_set_visible_child_name (self->view_stack, name);
}

const char *
muster_session_view_get_page (MusterSessionView *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION_VIEW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->view_stack);
}

void
muster_session_view_show_rules (MusterSessionView *self,
                                const char        *query)
{
  g_return_if_fail (MUSTER_IS_SESSION_VIEW (self));

  muster_session_view_show_page (self, "rules");
  if (query != NULL)
    muster_rules_panel_search (self->rules_panel, query);
  muster_rules_panel_focus_search (self->rules_panel);
}

void
muster_session_view_toggle_side_pane (MusterSessionView *self)
{
  g_return_if_fail (MUSTER_IS_SESSION_VIEW (self));
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

MusterSession *
muster_session_view_get_session (MusterSessionView *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION_VIEW (self), NULL);
  return self->session;
}

MusterCampaign *
muster_session_view_get_campaign (MusterSessionView *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION_VIEW (self), NULL);
  return self->campaign;
}

static void
show_rule_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  muster_session_view_show_rules (MUSTER_SESSION_VIEW (widget), g_variant_get_string (param, NULL));
}

static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      user_data)
{
  g_autoptr(GtkWidget) widget = user_data;

  if (error != NULL)
    muster_show_toast (widget, error->message);
  else if (entry != NULL)
    muster_show_toast (widget, muster_entry_get_text (entry));
}

/* session.perform((action, args)): what the kit's buttons do. */
static void
perform_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  MusterSessionView *self = MUSTER_SESSION_VIEW (widget);
  const char *action = NULL;
  g_autofree const char **args = NULL;

  g_variant_get (param, "(&s^a&s)", &action, &args);
  muster_perform (widget, self->session, action, args, performed_cb, g_object_ref (widget));
}

/* session.preview((action, args)): the odds of an action before anyone
 * rolls, in a window of its own. */
static void
preview_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  MusterSessionView *self = MUSTER_SESSION_VIEW (widget);
  MusterState *state = muster_session_get_state (self->session);
  const char *action = NULL;
  g_autofree const char **args = NULL;
  g_autoptr(MusterPreview) preview = NULL;
  g_autoptr(MusterActionInfo) info = NULL;
  GtkWidget *window, *toolbar, *header, *scrolled, *clamp, *view;

  g_variant_get (param, "(&s^a&s)", &action, &args);
  preview = muster_state_preview (state, action, args);
  info = muster_state_find_action (state, action);

  window = adw_window_new ();
  /* Translators: the title of the window with an action's odds. */
  gtk_window_set_title (GTK_WINDOW (window), info ? info->label : _("Odds"));
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 560);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  muster_dialog_attach (GTK_WINDOW (window), widget);
  toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (toolbar), header);
  view = muster_preview_view_new ();
  muster_preview_view_set_preview (MUSTER_PREVIEW_VIEW (view), preview);
  gtk_widget_set_margin_top (view, 12);
  gtk_widget_set_margin_bottom (view, 18);
  gtk_widget_set_margin_start (view, 12);
  gtk_widget_set_margin_end (view, 12);
  clamp = adw_clamp_new ();
  adw_clamp_set_child (ADW_CLAMP (clamp), view);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (toolbar), scrolled);
  adw_window_set_content (ADW_WINDOW (window), toolbar);
  gtk_window_present (GTK_WINDOW (window));
}

/* session.go-to(n): undo back to entry n, or redo up to it. */
static void
go_to_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  MusterSessionView *self = MUSTER_SESSION_VIEW (widget);
  guint n = g_variant_get_uint32 (param);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (n <= muster_session_get_cursor (self->session))
    ok = muster_session_undo_to (self->session, n, &error);
  else
    while (ok && muster_session_get_cursor (self->session) < n)
      ok = muster_session_redo (self->session, &error);
  if (!ok)
    muster_show_toast (widget, error->message);
}

static void
muster_session_view_dispose (GObject *object)
{
  GtkWidget *child;
  MusterSessionView *self = MUSTER_SESSION_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_SESSION_VIEW);
  /* Template children without an id are not cleared by the call above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  g_clear_object (&self->campaign);

  G_OBJECT_CLASS (muster_session_view_parent_class)->dispose (object);
}

static void
muster_session_view_class_init (MusterSessionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_session_view_dispose;

  g_type_ensure (MUSTER_TYPE_TRACKS_PANEL);
  g_type_ensure (MUSTER_TYPE_DECK_PANEL);
  g_type_ensure (MUSTER_TYPE_DICE_PANEL);
  g_type_ensure (MUSTER_TYPE_ACTION_PANEL);
  g_type_ensure (MUSTER_TYPE_LOG_VIEW);
  g_type_ensure (MUSTER_TYPE_RULES_PANEL);
  g_type_ensure (MUSTER_TYPE_NOTES_PANEL);
  g_type_ensure (MUSTER_TYPE_LEDGER_VIEW);
  g_type_ensure (MUSTER_TYPE_DECISION_BAR);
  g_type_ensure (MUSTER_TYPE_ROSTER_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-session-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, status_label);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, mode_label);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, read_only_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, read_only_label);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, decision_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, flap);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, tracks_panel);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, deck_panel);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, dice_panel);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, view_stack);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, board_page);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, board_bin);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, action_panel);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, sheets_page);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, roster_view);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, log_view);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, rules_panel);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, notes_panel);
  gtk_widget_class_bind_template_child (widget_class, MusterSessionView, ledger_view);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "session.show-rule", "s", show_rule_action);
  gtk_widget_class_install_action (widget_class, "session.go-to", "u", go_to_action);
  gtk_widget_class_install_action (widget_class, "session.correct-entry", NULL, correct_entry_action);
  gtk_widget_class_install_action (widget_class, "session.perform", "(sas)", perform_action);
  gtk_widget_class_install_action (widget_class, "session.preview", "(sas)", preview_action);
}

static void
muster_session_view_init (MusterSessionView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

MusterSessionView *
muster_session_view_new (MusterCampaign *campaign,
                         MusterSession  *session)
{
  MusterSessionView *self;
  GtkWidget *board;

  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (campaign), NULL);
  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  self = g_object_new (MUSTER_TYPE_SESSION_VIEW, NULL);
  self->campaign = g_object_ref (campaign);
  self->session = g_object_ref (session);

  muster_session_panel_set_session (MUSTER_SESSION_PANEL (self->tracks_panel), session);
  muster_session_panel_set_session (MUSTER_SESSION_PANEL (self->deck_panel), session);
  muster_session_panel_set_session (MUSTER_SESSION_PANEL (self->dice_panel), session);
  muster_action_panel_set_session (self->action_panel, session);
  muster_roster_view_set_session (self->roster_view, session);
  muster_log_view_set_session (self->log_view, session);
  muster_rules_panel_set_rules (self->rules_panel,
                                muster_system_get_rules (muster_session_get_system (session)));
  muster_notes_panel_set_model (self->notes_panel, campaign, session);
  muster_ledger_view_set_model (self->ledger_view, campaign, session);

  board = muster_board_new_for_session (session);
  adw_view_stack_page_set_visible (self->board_page, board != NULL);
  if (board != NULL)
    {
      adw_bin_set_child (self->board_bin, board);
      adw_view_stack_set_visible_child_name (self->view_stack, "board");
      /* The board's own side pane has the tracks and the cards: the map
       * gets the room (F9 brings the table's pane back). */
      adw_flap_set_reveal_flap (self->flap, FALSE);
    }
  else
    adw_view_stack_set_visible_child_name (self->view_stack, "log");

  g_signal_connect_object (session, "changed", G_CALLBACK (update_status), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::read-only", G_CALLBACK (update_read_only), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "changed", G_CALLBACK (update_decision), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "changed", G_CALLBACK (update_sheets), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::read-only", G_CALLBACK (update_decision), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view_stack, "notify::visible-child-name", G_CALLBACK (update_decision), self,
                           G_CONNECT_SWAPPED);
  update_status (self);
  update_read_only (self);
  update_decision (self);
  update_sheets (self);
  return self;
}
