/* muster-end-turn.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-perform.h"
#include "muster-rule-link.h"
#include "widgets/muster-decision-bar.h"
#include "widgets/muster-end-turn.h"
#include "widgets/muster-entry-row.h"
#include "muster-widget-helpers.h"

#define NO_ENTRY G_MAXUINT

struct _MusterEndTurn
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GSignalGroup  *session_signals;
  GPtrArray     *before;      /* MusterCheckLine*: the board check as the steps began */
  guint          first;       /* the end-turn entry, or NO_ENTRY before the steps */
  guint          end;         /* the entry after the steps' last, or NO_ENTRY */
  gboolean       finished;
  GArray        *statuses;    /* MusterStepStatus of each step shown */
  guint          n_check_rows;
  guint          n_changed;

  /* Template widgets */
  GtkWidget         *box;
  GtkLabel          *status_label;
  GtkFlowBox        *buttons;
  GtkWidget         *run_button;
  MusterDecisionBar *decision_bar;
  GtkWidget         *steps_group;
  GtkListBox        *steps_list;
  GtkWidget         *events_group;
  GtkListBox        *events_list;
  GtkWidget         *check_group;
  GtkListBox        *check_list;
};

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_FORM_ACTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MusterEndTurn, muster_end_turn, GTK_TYPE_WIDGET)

static const char * const no_args[] = { NULL };

/* A row players read but do not act on: no Tab stop of its own. */
static GtkWidget *
read_only_row (const char *title,
               const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title ? title : "");
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  return row;
}

static GtkWidget *
rule_suffix (const char *section)
{
  GtkWidget *button = muster_rule_button_new (section);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

static GtkWidget *
pill (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "muster-pill");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

static void
show_steps (MusterEndTurn *self,
            GPtrArray     *steps)
{
  muster_remove_children (GTK_WIDGET (self->steps_list));
  g_array_set_size (self->statuses, 0);
  for (guint i = 0; i < steps->len; i++)
    {
      const MusterTurnStep *step = g_ptr_array_index (steps, i);
      GtkWidget *row = read_only_row (step->text, NULL);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      GtkWidget *label = gtk_label_new (number);

      gtk_widget_add_css_class (label, "muster-step-number");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
      if (step->section != NULL)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), rule_suffix (step->section));
      if (step->status == MUSTER_STEP_DONE)
        {
          GtkWidget *done = gtk_image_new_from_icon_name ("object-select-symbolic");

          gtk_widget_set_tooltip_text (done, _("Done"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (done), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Done"), -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), done);
          gtk_widget_add_css_class (row, "muster-step-done");
        }
      else if (step->status == MUSTER_STEP_UNDER_WAY)
        {
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), pill (_("Waiting for a decision")));
          gtk_widget_add_css_class (row, "muster-step-current");
        }
      g_array_append_val (self->statuses, step->status);
      gtk_list_box_append (self->steps_list, row);
    }
  gtk_widget_set_visible (self->steps_group, steps->len > 0);
}

static void
show_events (MusterEndTurn *self)
{
  guint stop = self->end != NO_ENTRY ? self->end : muster_session_get_cursor (self->session);

  muster_remove_children (GTK_WIDGET (self->events_list));
  for (guint i = self->first; self->first != NO_ENTRY && i < stop; i++)
    {
      gtk_list_box_append (self->events_list, muster_entry_row_new (muster_session_get_entry (self->session, i)));
    }
  gtk_widget_set_visible (self->events_group, gtk_widget_get_first_child (GTK_WIDGET (self->events_list)) != NULL);
}

static gboolean
was_there (GPtrArray             *before,
           const MusterCheckLine *line)
{
  for (guint i = 0; i < before->len; i++)
    if (muster_check_line_equal (g_ptr_array_index (before, i), line))
      return TRUE;
  return FALSE;
}

static void
show_check (MusterEndTurn *self,
            GPtrArray     *lines)
{
  /* Changes count only once the steps have begun. */
  gboolean compare = self->before != NULL && self->first != NO_ENTRY;

  muster_remove_children (GTK_WIDGET (self->check_list));
  self->n_check_rows = self->n_changed = 0;
  for (guint i = 0; i < lines->len; i++)
    {
      const MusterCheckLine *line = g_ptr_array_index (lines, i);
      GtkWidget *row = line->place != NULL ? read_only_row (line->place, line->contents)
                                           : read_only_row (line->contents, NULL);

      if (compare && !was_there (self->before, line))
        {
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), pill (_("Changed")));
          gtk_widget_add_css_class (row, "muster-changed");
          self->n_changed++;
        }
      gtk_list_box_append (self->check_list, row);
      self->n_check_rows++;
    }
}

/* Buttons for the steps the game plays next (the next turn's card). */
static void
show_next (MusterEndTurn *self,
           MusterState   *state)
{
  g_autoptr(GPtrArray) actions = muster_state_list_actions (state);
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->buttons));

  /* Keep the Run button (the first); the others are rebuilt. */
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) != self->run_button)
        gtk_flow_box_remove (self->buttons, child);
      child = next;
    }
  for (guint i = 0; i < actions->len; i++)
    {
      const MusterActionInfo *info = g_ptr_array_index (actions, i);
      gboolean bare = TRUE;
      GtkWidget *button;

      for (guint p = 0; p < info->params->len; p++)
        bare &= ((MusterParam *) g_ptr_array_index (info->params, p))->optional;
      if (info->kind != MUSTER_ACTION_STEP || !info->legal || !bare ||
          g_str_equal (info->id, MUSTER_END_TURN_ACTION))
        continue;
      button = gtk_button_new_with_label (info->label);
      gtk_widget_set_tooltip_text (button, info->summary);
      gtk_widget_add_css_class (button, "suggested-action");
      gtk_widget_add_css_class (button, "pill");
      gtk_widget_set_halign (button, GTK_ALIGN_START);
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new ("(s^as)", info->id, no_args));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "session.perform");
      gtk_flow_box_append (self->buttons, button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
}

/* The end-turn entry the steps began with: the last one before the cursor. */
static guint
find_first (MusterSession *session)
{
  for (guint i = muster_session_get_cursor (session); i > 0; i--)
    if (g_strcmp0 (muster_entry_get_action (muster_session_get_entry (session, i - 1)), MUSTER_END_TURN_ACTION) == 0)
      return i - 1;
  return NO_ENTRY;
}

/* Whether every entry from @from to the cursor corrects the table (a
 * track, a counter, reconstructed data) rather than playing on. */
static gboolean
only_corrections_since (MusterEndTurn *self,
                        guint          from)
{
  MusterState *state = muster_session_get_state (self->session);
  guint cursor = muster_session_get_cursor (self->session);

  for (guint i = from; i < cursor; i++)
    {
      const char *action = muster_entry_get_action (muster_session_get_entry (self->session, i));
      g_autoptr(MusterActionInfo) info = muster_state_find_action_brief (state, action);

      if (info == NULL || info->kind != MUSTER_ACTION_CORRECTION)
        return FALSE;
    }
  return TRUE;
}

static void
refresh (MusterEndTurn *self)
{
  MusterState *state;
  g_autoptr(GPtrArray) steps = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(MusterActionInfo) end = NULL;
  gboolean begun = FALSE, done = TRUE, over;
  guint cursor;

  if (self->session == NULL)
    return;
  state = muster_session_get_state (self->session);
  steps = muster_state_get_end_turn_steps (state);
  lines = muster_state_get_board_check (state);
  end = muster_state_find_action_brief (state, MUSTER_END_TURN_ACTION);
  over = muster_state_is_over (state);
  cursor = muster_session_get_cursor (self->session);
  for (guint i = 0; i < steps->len; i++)
    {
      MusterStepStatus status = ((MusterTurnStep *) g_ptr_array_index (steps, i))->status;

      begun |= status != MUSTER_STEP_TO_DO;
      done &= status == MUSTER_STEP_DONE;
    }
  done &= begun;

  /* Done, then the table corrected (the check shows what changed): the
   * window stays. */
  if (self->end != NO_ENTRY && cursor > self->end && !self->finished && only_corrections_since (self, self->end))
    self->end = cursor;
  /* Done, and the game went on past the steps: the end of the turn is
   * over (the steps of the next turn may have begun again). */
  if (self->end != NO_ENTRY && cursor > self->end && !self->finished)
    {
      gboolean gone;

      /* A handler may close the window holding the widget. */
      self->finished = TRUE;
      g_object_ref (self);
      g_signal_emit (self, signals[FINISHED], 0);
      gone = self->session == NULL;
      g_object_unref (self);
      if (gone)
        return;
    }

  if (!begun)
    {
      /* Before the steps: what they will be compared with. */
      g_clear_pointer (&self->before, g_ptr_array_unref);
      self->before = g_ptr_array_ref (lines);
      self->first = self->end = NO_ENTRY;
      self->finished = FALSE;
    }
  else
    {
      if (self->first == NO_ENTRY || self->first >= cursor)
        self->first = find_first (self->session);
      if (!done)
        self->end = NO_ENTRY;
      else if (self->end == NO_ENTRY || self->end > cursor)
        self->end = cursor;
    }

  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->run_button),
                                          g_variant_new ("(s^as)", MUSTER_END_TURN_ACTION, no_args));
  gtk_widget_set_visible (gtk_widget_get_parent (self->run_button), end != NULL && !begun);
  gtk_widget_set_sensitive (self->run_button, end != NULL && end->legal);
  show_next (self, state);
  muster_decision_bar_update (self->decision_bar, muster_session_get_system (self->session), state);

  if (end == NULL || steps->len == 0)
    gtk_label_set_text (self->status_label, _("This game has no end of turn to run."));
  else if (!begun && end->legal)
    gtk_label_set_text (self->status_label,
                        _("The turn is over. Run the steps below: Muster plays them in order and asks the players only where the rules leave them a choice."));
  else if (!begun)
    {
      g_autofree char *text = g_strdup_printf (_("Not yet: %s. The board check shows the table as it stands."),
                                               end->reason ? end->reason : "");

      gtk_label_set_text (self->status_label, text);
    }
  else if (!done)
    gtk_label_set_text (self->status_label, _("A step waits for the players: answer the question below and the steps go on."));
  else if (over)
    gtk_label_set_text (self->status_label, _("The game is over. Check the table against the board check below."));
  else
    gtk_label_set_text (self->status_label, _("The turn has ended. Set the table as the board check says, then go on."));

  show_steps (self, steps);
  show_events (self);
  show_check (self, lines);
  /* Once the steps are done, the board check is what the players need:
   * it comes right after the question. */
  gtk_box_reorder_child_after (GTK_BOX (self->box), self->check_group,
                               done ? GTK_WIDGET (self->decision_bar) : self->events_group);
}

static void
copy_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MusterEndTurn *self = MUSTER_END_TURN (widget);
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  lines = muster_state_get_board_check (muster_session_get_state (self->session));
  text = muster_check_lines_to_text (lines);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
}

void
muster_end_turn_set_session (MusterEndTurn *self,
                             MusterSession *session)
{
  g_return_if_fail (MUSTER_IS_END_TURN (self));
  g_return_if_fail (session == NULL || MUSTER_IS_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  g_signal_group_set_target (self->session_signals, session);
  g_clear_pointer (&self->before, g_ptr_array_unref);
  self->first = self->end = NO_ENTRY;
  self->finished = FALSE;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

MusterSession *
muster_end_turn_get_session (MusterEndTurn *self)
{
  g_return_val_if_fail (MUSTER_IS_END_TURN (self), NULL);
  return self->session;
}

void
muster_end_turn_set_form_action (MusterEndTurn *self,
                                 const char    *action_name)
{
  g_return_if_fail (MUSTER_IS_END_TURN (self));
  muster_decision_bar_set_form_action (self->decision_bar, action_name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FORM_ACTION]);
}

GtkWidget *
muster_end_turn_get_run_button (MusterEndTurn *self)
{
  g_return_val_if_fail (MUSTER_IS_END_TURN (self), NULL);
  return self->run_button;
}

MusterDecisionBar *
muster_end_turn_get_decision_bar (MusterEndTurn *self)
{
  g_return_val_if_fail (MUSTER_IS_END_TURN (self), NULL);
  return self->decision_bar;
}

guint
muster_end_turn_count_steps (MusterEndTurn    *self,
                             MusterStepStatus  status)
{
  guint n = 0;

  g_return_val_if_fail (MUSTER_IS_END_TURN (self), 0);
  for (guint i = 0; i < self->statuses->len; i++)
    n += g_array_index (self->statuses, MusterStepStatus, i) == status;
  return n;
}

guint
muster_end_turn_get_n_events (MusterEndTurn *self)
{
  guint n = 0;

  g_return_val_if_fail (MUSTER_IS_END_TURN (self), 0);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->events_list)); c; c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

const char *
muster_end_turn_get_event (MusterEndTurn *self,
                           guint          i)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (MUSTER_IS_END_TURN (self), NULL);
  row = gtk_list_box_get_row_at_index (self->events_list, (int) i);
  return row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;
}

guint
muster_end_turn_get_n_check_rows (MusterEndTurn *self)
{
  g_return_val_if_fail (MUSTER_IS_END_TURN (self), 0);
  return self->n_check_rows;
}

guint
muster_end_turn_get_n_changed (MusterEndTurn *self)
{
  g_return_val_if_fail (MUSTER_IS_END_TURN (self), 0);
  return self->n_changed;
}

static void
muster_end_turn_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  MusterEndTurn *self = MUSTER_END_TURN (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_FORM_ACTION:
      g_object_get_property (G_OBJECT (self->decision_bar), "form-action", value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_end_turn_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  MusterEndTurn *self = MUSTER_END_TURN (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      muster_end_turn_set_session (self, g_value_get_object (value));
      break;
    case PROP_FORM_ACTION:
      muster_end_turn_set_form_action (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_end_turn_dispose (GObject *object)
{
  MusterEndTurn *self = MUSTER_END_TURN (object);

  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_END_TURN);
  G_OBJECT_CLASS (muster_end_turn_parent_class)->dispose (object);
}

static void
muster_end_turn_finalize (GObject *object)
{
  MusterEndTurn *self = MUSTER_END_TURN (object);

  g_clear_pointer (&self->before, g_ptr_array_unref);
  g_clear_pointer (&self->statuses, g_array_unref);
  G_OBJECT_CLASS (muster_end_turn_parent_class)->finalize (object);
}

static void
muster_end_turn_class_init (MusterEndTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_end_turn_get_property;
  object_class->set_property = muster_end_turn_set_property;
  object_class->dispose = muster_end_turn_dispose;
  object_class->finalize = muster_end_turn_finalize;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, MUSTER_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FORM_ACTION] =
    g_param_spec_string ("form-action", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The steps are done and the game has gone on past them. */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (MUSTER_TYPE_DECISION_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-end-turn.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, box);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, status_label);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, buttons);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, run_button);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, decision_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, steps_group);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, steps_list);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, events_group);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, events_list);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, check_group);
  gtk_widget_class_bind_template_child (widget_class, MusterEndTurn, check_list);
  gtk_widget_class_install_action (widget_class, "end-turn.copy", NULL, copy_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "musterendturn");
}

static void
muster_end_turn_init (MusterEndTurn *self)
{
  self->first = self->end = NO_ENTRY;
  self->statuses = g_array_new (FALSE, FALSE, sizeof (MusterStepStatus));
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_focusable (gtk_widget_get_parent (self->run_button), FALSE);
  self->session_signals = g_signal_group_new (MUSTER_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "changed", G_CALLBACK (refresh), self);
}

GtkWidget *
muster_end_turn_new (MusterSession *session)
{
  return g_object_new (MUSTER_TYPE_END_TURN, "session", session, NULL);
}

/* The window */

typedef struct
{
  GtkWidget *window;      /* not held: it holds the action */
  char      *form_action; /* the source's */
} Forward;

static void
forward_free (gpointer data,
              GClosure *closure)
{
  Forward *f = data;

  g_free (f->form_action);
  g_free (f);
}

/* An answer's form opens on the board the window belongs to. */
static void
forward_form_cb (GSimpleAction *action,
                 GVariant      *param,
                 Forward       *f)
{
  GtkWidget *source = muster_dialog_get_source (f->window);

  if (source != NULL)
    gtk_widget_activate_action_variant (source, f->form_action, param);
}

static void
finished_cb (MusterEndTurn *self,
             GtkWindow     *window)
{
  GtkWidget *source = muster_dialog_get_source (GTK_WIDGET (window));
  MusterSession *session = self->session;
  guint cursor = muster_session_get_cursor (session);

  if (source != NULL && cursor > 0)
    muster_show_toast (source, muster_entry_get_text (muster_session_get_entry (session, cursor - 1)));
  gtk_window_close (window);
}

GtkWindow *
muster_end_turn_window_new (GtkWidget     *source,
                            MusterSession *session,
                            const char    *form_action)
{
  GtkWidget *window, *box, *header, *scroller, *clamp, *widget;
  GtkShortcutController *shortcuts;

  g_return_val_if_fail (GTK_IS_WIDGET (source), NULL);
  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("End of the Turn"));
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 680);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
  widget = muster_end_turn_new (session);
  gtk_widget_set_margin_top (widget, 12);
  gtk_widget_set_margin_bottom (widget, 18);
  gtk_widget_set_margin_start (widget, 12);
  gtk_widget_set_margin_end (widget, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), widget);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  /* The rows get their natural height, the decision's answers too. */
  gtk_scrollable_set_vscroll_policy (GTK_SCROLLABLE (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))),
                                     GTK_SCROLL_NATURAL);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (window), box);

  muster_perform_insert_actions (window, session);
  if (form_action != NULL)
    {
      GSimpleActionGroup *group = g_simple_action_group_new ();
      GSimpleAction *form = g_simple_action_new ("answer-form", G_VARIANT_TYPE ("(sas)"));
      Forward *f = g_new0 (Forward, 1);

      f->window = window;
      f->form_action = g_strdup (form_action);
      g_signal_connect_data (form, "activate", G_CALLBACK (forward_form_cb), f, forward_free, 0);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (form));
      gtk_widget_insert_action_group (window, "end-turn-window", G_ACTION_GROUP (group));
      muster_end_turn_set_form_action (MUSTER_END_TURN (widget), "end-turn-window.answer-form");
      g_object_unref (form);
      g_object_unref (group);
    }
  shortcuts = GTK_SHORTCUT_CONTROLLER (gtk_shortcut_controller_new ());
  gtk_shortcut_controller_add_shortcut (shortcuts,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, GTK_EVENT_CONTROLLER (shortcuts));
  g_signal_connect_object (widget, "finished", G_CALLBACK (finished_cb), window, 0);
  muster_dialog_attach (GTK_WINDOW (window), source);
  return GTK_WINDOW (window);
}
