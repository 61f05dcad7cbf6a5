/* b2c-end-turn-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "b2c-board.h"
#include "b2c-end-turn-dialog.h"
#include "b2c-pending-bar.h"
#include "muster-perform.h"
#include "muster-rule-link.h"

#define N_STEPS 6

struct _B2cEndTurnDialog
{
  AdwWindow       parent_instance;

  MusterSession  *session;
  char           *before;       /* the board check when the steps ran */
  guint           first_entry;
  guint           end_entry;    /* the entry after the End Turn's last */
  gboolean        ran;
  guint           n_rows;
  guint           n_changed;
  GtkWidget      *step_icons[N_STEPS];

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkWidget      *run_button;
  GtkWidget      *draw_button;
  GtkLabel       *status_label;
  B2cPendingBar  *pending_bar;
  GtkWidget      *steps_group;
  GtkWidget      *events_group;
  GtkListBox     *events_list;
  GtkListBox     *check_list;
  GtkWidget      *check_group;
};

G_DEFINE_FINAL_TYPE (B2cEndTurnDialog, b2c_end_turn_dialog, ADW_TYPE_WINDOW)

static B2cState *
current_state (B2cEndTurnDialog *self)
{
  return B2C_STATE (muster_session_get_state (self->session));
}

/* The lines of a board check without its heading, trimmed. */
static GStrv
check_lines (const char *check)
{
  g_auto(GStrv) lines = g_strsplit (check ? check : "", "\n", -1);
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;

  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (*lines[i])
        g_strv_builder_add (builder, lines[i]);
    }
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

static void
show_check (B2cEndTurnDialog *self)
{
  B2cState *state = current_state (self);
  g_autofree char *check = b2c_view_board_check (state);
  g_auto(GStrv) lines = check_lines (check);
  g_auto(GStrv) old = self->before ? check_lines (self->before) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->check_list))) != NULL)
    gtk_list_box_remove (self->check_list, child);
  self->n_rows = self->n_changed = 0;
  for (guint i = 0; lines[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      const char *colon = strstr (lines[i], "): ");
      gboolean changed = old != NULL && !g_strv_contains ((const char * const *) old, lines[i]);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (colon != NULL)
        {
          /* “Name (id): what lies there” */
          const char *open = g_strrstr_len (lines[i], colon - lines[i], " (");
          g_autofree char *name = g_strndup (lines[i], (gsize) ((open ? open : colon) - lines[i]));

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), colon + 3);
        }
      else
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), lines[i]);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      if (changed)
        {
          GtkWidget *pill = gtk_label_new (_("Changed"));

          gtk_widget_add_css_class (pill, "muster-pill");
          gtk_widget_set_valign (pill, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), pill);
          gtk_widget_add_css_class (row, "b2c-changed");
          self->n_changed++;
        }
      gtk_list_box_append (self->check_list, row);
      self->n_rows++;
    }
}

static void
show_events (B2cEndTurnDialog *self)
{
  guint cursor = muster_session_get_cursor (self->session);

  /* Actions taken afterwards elsewhere are not part of the End Turn. */
  if (self->end_entry > 0)
    cursor = MIN (cursor, self->end_entry);
  gtk_widget_set_visible (self->events_group,
                          b2c_list_entries (self->events_list, self->session, self->first_entry,
                                            self->ran ? cursor : self->first_entry) > 0);
}

static void
refresh (B2cEndTurnDialog *self)
{
  B2cState *state = current_state (self);
  g_autoptr(MusterActionInfo) end = muster_state_find_action (MUSTER_STATE (state), "end-turn");
  g_autoptr(MusterActionInfo) draw = muster_state_find_action (MUSTER_STATE (state), "draw-card");
  gboolean pending = b2c_pending_bar_is_pending (self->pending_bar);
  B2cTracksView t;

  b2c_view_tracks (state, &t);
  if (self->ran && !pending && self->end_entry == 0 && muster_session_get_cursor (self->session) > self->first_entry)
    self->end_entry = muster_session_get_cursor (self->session);
  gtk_widget_set_sensitive (self->run_button, end != NULL && end->legal && !self->ran);
  gtk_widget_set_visible (self->run_button, !self->ran);
  gtk_widget_set_visible (self->draw_button, self->ran && !pending && draw != NULL && draw->legal);
  for (int s = 0; s < N_STEPS; s++)
    gtk_widget_set_visible (self->step_icons[s], self->ran && (s < 4 || !pending));

  if (!self->ran)
    {
      if (end != NULL && end->legal)
        gtk_label_set_text (self->status_label, _("Both Action tracks are at 0: the turn ends. Muster runs the steps below in order and asks only for the captives' moves."));
      else
        {
          g_autofree char *text = g_strdup_printf (_("Not yet: %s. The board check below shows the table as it is now."),
                                                   end && end->reason ? end->reason : "");

          gtk_label_set_text (self->status_label, text);
        }
    }
  else if (pending)
    gtk_label_set_text (self->status_label, _("Steps 1 to 4 are done. The British player now chooses the captives' moves (step 5)."));
  else if (t.over)
    gtk_label_set_text (self->status_label, _("The game is over. Check the table against the list below."));
  else
    {
      g_autofree char *text = g_strdup_printf (_("Turn %d begins. Set the table as the board check says, then draw the card."), t.turn);

      gtk_label_set_text (self->status_label, text);
    }
  {
    g_autofree char *subtitle = g_strdup_printf (_("Turn %d"), t.turn);

    adw_window_title_set_subtitle (self->window_title, subtitle);
  }
  show_events (self);
  show_check (self);
  /* Once the steps are done, the board check is what the players need. */
  if (self->ran && !pending)
    gtk_box_reorder_child_after (GTK_BOX (gtk_widget_get_parent (self->check_group)), self->check_group,
                                 GTK_WIDGET (self->pending_bar));
}

static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      user_data)
{
  B2cEndTurnDialog *self = user_data;

  if (error != NULL)
    {
      self->ran = FALSE;
      gtk_label_set_text (self->status_label, error->message);
    }
  else if (entry == NULL)
    self->ran = FALSE;
  refresh (self);
  g_object_unref (self);
}

void
b2c_end_turn_dialog_run (B2cEndTurnDialog *self)
{
  g_return_if_fail (B2C_IS_END_TURN_DIALOG (self));

  g_free (self->before);
  self->before = b2c_view_board_check (current_state (self));
  self->first_entry = muster_session_get_cursor (self->session);
  self->end_entry = 0;
  self->ran = TRUE;
  muster_perform (GTK_WIDGET (self), self->session, "end-turn", NULL, performed_cb, g_object_ref (self));
}

static void
run_clicked_cb (B2cEndTurnDialog *self)
{
  b2c_end_turn_dialog_run (self);
}

static void
drawn_cb (MusterEntry  *entry,
          const GError *error,
          gpointer      user_data)
{
  B2cEndTurnDialog *self = user_data;
  GtkWidget *board = b2c_board_widget_for (GTK_WIDGET (self));

  if (error != NULL)
    gtk_label_set_text (self->status_label, error->message);
  else if (entry != NULL)
    {
      if (board != NULL)
        muster_show_toast (board, muster_entry_get_text (entry));
      gtk_window_close (GTK_WINDOW (self));
    }
  g_object_unref (self);
}

static void
draw_clicked_cb (B2cEndTurnDialog *self)
{
  muster_perform (GTK_WIDGET (self), self->session, "draw-card", NULL, drawn_cb, g_object_ref (self));
}

static void
copy_clicked_cb (B2cEndTurnDialog *self)
{
  g_autofree char *check = b2c_view_board_check (current_state (self));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), check);
}

guint
b2c_end_turn_dialog_get_n_check_rows (B2cEndTurnDialog *self)
{
  g_return_val_if_fail (B2C_IS_END_TURN_DIALOG (self), 0);
  return self->n_rows;
}

guint
b2c_end_turn_dialog_get_n_changed (B2cEndTurnDialog *self)
{
  g_return_val_if_fail (B2C_IS_END_TURN_DIALOG (self), 0);
  return self->n_changed;
}

static void
b2c_end_turn_dialog_dispose (GObject *object)
{
  B2cEndTurnDialog *self = B2C_END_TURN_DIALOG (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), B2C_TYPE_END_TURN_DIALOG);

  G_OBJECT_CLASS (b2c_end_turn_dialog_parent_class)->dispose (object);
}

static void
b2c_end_turn_dialog_finalize (GObject *object)
{
  B2cEndTurnDialog *self = B2C_END_TURN_DIALOG (object);

  g_free (self->before);

  G_OBJECT_CLASS (b2c_end_turn_dialog_parent_class)->finalize (object);
}

static void
b2c_end_turn_dialog_class_init (B2cEndTurnDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_end_turn_dialog_dispose;
  object_class->finalize = b2c_end_turn_dialog_finalize;

  g_type_ensure (B2C_TYPE_PENDING_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/muster/Muster/boards/boston-concord/b2c-end-turn-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, run_button);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, draw_button);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, pending_bar);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, steps_group);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, events_group);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, events_list);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, check_list);
  gtk_widget_class_bind_template_child (widget_class, B2cEndTurnDialog, check_group);
  gtk_widget_class_bind_template_callback (widget_class, run_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, draw_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, copy_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
b2c_end_turn_dialog_init (B2cEndTurnDialog *self)
{
  static const char * const steps[N_STEPS] = {
    N_("Muster markers come off where no unbroken Regular stands and no Hinder Muster marker lies; the units under them are active"),
    N_("Hinder markers on their 1 side, and those waiting on the Turn Track, become available again"),
    N_("Hinder markers on their 2 side turn to their 1 side"),
    N_("Moved, Fired, Rally, Ambush and Snipe markers come off"),
    N_("The British may move each captured Nightrider or Son of Liberty up to two regions toward Boston"),
    N_("The Turn marker advances; the game ends after the last turn"),
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  for (int s = 0; s < N_STEPS; s++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *number = g_strdup_printf ("%d", s + 1);
      GtkWidget *label = gtk_label_new (number);

      gtk_widget_add_css_class (label, "b2c-step-number");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(steps[s]));
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      self->step_icons[s] = gtk_image_new_from_icon_name ("object-select-symbolic");
      gtk_widget_set_tooltip_text (self->step_icons[s], _("Done"));
      gtk_widget_set_visible (self->step_icons[s], FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->step_icons[s]);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->steps_group), row);
    }
}

B2cEndTurnDialog *
b2c_end_turn_dialog_new (GtkWidget     *source,
                         MusterSession *session)
{
  B2cEndTurnDialog *self;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  self = g_object_new (B2C_TYPE_END_TURN_DIALOG, NULL);
  self->session = g_object_ref (session);
  muster_dialog_attach (GTK_WINDOW (self), source);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->steps_group),
                                           muster_rule_button_new ("5.3"));
  b2c_pending_bar_set_session (self->pending_bar, session);
  g_signal_connect_object (session, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
  return self;
}
