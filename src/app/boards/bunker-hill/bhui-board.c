/* bhui-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-action-panel.h"
#include "muster-perform.h"
#include "widgets/muster-action-dialog.h"
#include "widgets/muster-board-shell.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-end-turn.h"
#include "muster-session-view.h"
#include "bhui-board.h"
#include "bhui-legend.h"
#include "bhui-map-view.h"
#include "bhui-region-detail.h"
#include "bhui-tracks-view.h"
#include "bhui-words.h"
#include "bunker-hill/bh-view.h"

struct _BhuiBoard
{
  GtkWidget        parent_instance;

  MusterSession   *session;
  int              announced_turn;
  int              dismissed_turn;

  /* Template widgets */
  MusterBoardShell *shell;
  GtkWidget       *arrival_revealer;
  GtkWidget       *arrival_label;
  BhuiMapView     *map;
  BhuiRegionDetail *detail;
  MusterCalculator *calculator;
  BhuiTracksView  *tracks;
};

G_DEFINE_FINAL_TYPE (BhuiBoard, bhui_board, GTK_TYPE_WIDGET)

/* From the resource compiled in this folder's meson.build (its header is
 * generated in the build tree). */
void bhui_resources_register_resource (void);

static BhState *
get_state (BhuiBoard *self)
{
  MusterState *state = muster_session_get_state (self->session);

  return BH_IS_STATE (state) ? BH_STATE (state) : NULL;
}

/* ---- reinforcements ---------------------------------------------------------- */

static char *
arrivals_text (BhState *state,
               int      turn)
{
  g_autoptr(GPtrArray) due = bh_view_reinforcements (state, turn);
  GString *out;

  if (due->len == 0)
    return NULL;
  out = g_string_new (NULL);
  g_string_append_printf (out, _("Turn %d: reinforcements arrive when the card is drawn."), turn);
  for (guint i = 0; i < due->len; i++)
    {
      BhViewArrival *a = g_ptr_array_index (due, i);

      /* Translators: side, counters, where, rule section. */
      g_string_append_printf (out, _(" %s: %s, in %s (%s)."), bhui_side_name (a->side), a->counters, a->where,
                              a->section);
    }
  return g_string_free (out, FALSE);
}

static void
update_arrivals (BhuiBoard *self,
                 BhState   *state)
{
  BhViewTracks t;
  g_autofree char *text = NULL;

  bh_view_tracks (state, &t);
  /* Announced while the turn starts; once the card is drawn they are on
   * the map and the log says where. */
  if (g_str_equal (t.phase, "turn-start"))
    text = arrivals_text (state, t.turn);
  if (text != NULL && g_str_equal (t.phase, "turn-start") && self->announced_turn != t.turn)
    {
      g_autofree char *toast = g_strdup_printf (_("Turn %d: reinforcements are due"), t.turn);

      self->announced_turn = t.turn;
      self->dismissed_turn = 0;
      /* A board being built shows the banner only; a turn that begins at
       * the table gets a toast as well. */
      if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
        muster_show_toast (GTK_WIDGET (self), toast);
    }
  if (text != NULL)
    gtk_label_set_text (GTK_LABEL (self->arrival_label), text);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->arrival_revealer),
                                 text != NULL && self->dismissed_turn != t.turn);
}

static void
arrival_dismiss_cb (BhuiBoard *self)
{
  BhState *state = get_state (self);
  BhViewTracks t;

  if (state == NULL)
    return;
  bh_view_tracks (state, &t);
  self->dismissed_turn = t.turn;
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->arrival_revealer), FALSE);
}

/* ---- the game changed --------------------------------------------------------------- */

/* Who acts, with the actions left on their track. */
static void
update_side (BhuiBoard *self,
             BhState   *state)
{
  BhViewTracks t;
  g_autofree char *text = NULL;

  bh_view_tracks (state, &t);
  if (t.over)
    text = g_strdup (_("Game over"));
  else if (t.acting != NULL && g_str_equal (t.phase, "actions"))
    {
      int s = g_str_equal (t.acting, "british") ? 0 : 1;
      g_autofree char *actions = g_strdup_printf (ngettext ("%d action left", "%d actions left", t.actions[s]), t.actions[s]);

      if (t.reserve[s] > 0)
        /* Translators: side, “3 actions”, reserve actions. */
        text = g_strdup_printf (_("%s: %s, %d in reserve"), bhui_side_name (t.acting), actions, t.reserve[s]);
      else
        /* Translators: side, “3 actions”. */
        text = g_strdup_printf (_("%s: %s"), bhui_side_name (t.acting), actions);
    }
  else
    text = g_strdup (t.acting ? bhui_side_name (t.acting) : _("Both sides"));
  muster_board_shell_set_status (self->shell, text, t.acting);
}

static void
update_detail (gpointer data)
{
  bhui_region_detail_update (BHUI_BOARD (data)->detail);
}

static void
update_tracks (gpointer data)
{
  bhui_tracks_view_update (BHUI_BOARD (data)->tracks);
}

static void
session_changed_cb (BhuiBoard *self)
{
  BhState *state = get_state (self);

  if (state == NULL)
    return;
  bhui_map_view_set_state (self->map, state);
  muster_decision_bar_update (muster_board_shell_get_decision_bar (self->shell), muster_session_get_system (self->session),
                              MUSTER_STATE (state));
  muster_action_bar_set_state (muster_board_shell_get_action_bar (self->shell), MUSTER_STATE (state));
  update_side (self, state);
  /* The inspector's pages follow the game while they are looked at. */
  muster_board_shell_update_page (self->shell, "region", update_detail, self);
  muster_board_shell_update_page (self->shell, "tracks", update_tracks, self);
  muster_board_shell_set_check_state (self->shell, MUSTER_STATE (state));
  update_arrivals (self, state);
}

/* ---- selection --------------------------------------------------------------------- */

static void
selection_cb (BhuiBoard *self)
{
  const char *selected = muster_map_view_get_selected (MUSTER_MAP_VIEW (self->map));
  const char *target = muster_map_view_get_target (MUSTER_MAP_VIEW (self->map));

  bhui_region_detail_show (self->detail, selected, target);
  muster_calculator_set_places (self->calculator, muster_calculator_get_action (self->calculator), selected, target);
}

static void
reveal_pane (BhuiBoard  *self,
             const char *page)
{
  muster_board_shell_show_page (self->shell, page);
}

static void
region_activated_cb (BhuiBoard  *self,
                     const char *region)
{
  reveal_pane (self, "region");
}

/* The odds of @action in the calculator, from the selection to the
 * target. */
static void
show_odds (BhuiBoard  *self,
           const char *action)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self->map);

  muster_calculator_set_places (self->calculator, action, muster_map_view_get_selected (map),
                                muster_map_view_get_target (map));
  reveal_pane (self, "combat");
}

/* board.calculate(action): its odds in the calculator, from the selection
 * to the target. */
static void
calculate_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  g_autofree char *action = g_variant_dup_string (param, NULL);

  show_odds (BHUI_BOARD (widget), action);
}

/* board.select(region): the region selected on the map. */
static void
select_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  BhuiBoard *self = BHUI_BOARD (widget);
  /* A copy: selecting rebuilds the row that holds @param. */
  g_autofree char *region = g_variant_dup_string (param, NULL);

  muster_map_view_set_selected (MUSTER_MAP_VIEW (self->map), region);
  muster_map_view_focus_region (MUSTER_MAP_VIEW (self->map), region);
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Actions that start from no region (or with nothing selected yet) take
 * their form on the session's Actions page. */
static void
open_in_actions_page (BhuiBoard  *self,
                      const char *id)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (self), MUSTER_TYPE_SESSION_VIEW);
  GtkWidget *panel;
  MusterActionRow *row;

  if (view == NULL)
    return;
  muster_session_view_show_page (MUSTER_SESSION_VIEW (view), "actions");
  panel = find_descendant (view, MUSTER_TYPE_ACTION_PANEL);
  row = panel ? muster_action_panel_get_row (MUSTER_ACTION_PANEL (panel), id) : NULL;
  if (row == NULL)
    return;
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (row));
}

/* board.end-turn: the kit's End Turn window, as on every board. */
static void
end_turn_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  BhuiBoard *self = BHUI_BOARD (widget);

  gtk_window_present (muster_end_turn_window_new (widget, self->session, "board.form"));
}

/* board.act((id, args)): what the action bar's buttons do. */
static void
act_action (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  BhuiBoard *self = BHUI_BOARD (widget);
  const char *id = NULL;
  g_autofree const char **args = NULL;
  g_autoptr(MusterActionInfo) info = NULL;

  g_variant_get (param, "(&s^a&s)", &id, &args);
  info = muster_state_find_action (muster_session_get_state (self->session), id);
  if (g_str_equal (id, MUSTER_END_TURN_ACTION))
    end_turn_action (widget, NULL, NULL);
  else if (args[0] != NULL || (info != NULL && muster_action_info_needs_nothing (info)))
    muster_perform (GTK_WIDGET (self), self->session, id, args, NULL, NULL);
  else if (info != NULL && info->previews && info->kind == MUSTER_ACTION_PLAY)
    {
      /* An action with odds: the calculator, where the selection points. */
      show_odds (self, id);
    }
  else if (bhui_region_detail_get_action_row (self->detail, id) != NULL)
    {
      reveal_pane (self, "region");
      bhui_region_detail_open_action (self->detail, id);
    }
  else
    open_in_actions_page (self, id);
}

/* board.form((action, args)): an action's form in a window, filled with
 * @args. */
static void
form_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  muster_action_dialog_present_target (widget, BHUI_BOARD (widget)->session, param);
}

static void
combat_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  reveal_pane (BHUI_BOARD (widget), "combat");
}

/* ---- public -------------------------------------------------------------------------- */

GtkWidget *
bhui_board_get_map (BhuiBoard *self)
{
  g_return_val_if_fail (BHUI_IS_BOARD (self), NULL);
  return GTK_WIDGET (self->map);
}

GtkWidget *
bhui_board_get_part (BhuiBoard  *self,
                     const char *name)
{
  g_return_val_if_fail (BHUI_IS_BOARD (self), NULL);

  if (g_str_equal (name, "map"))
    return GTK_WIDGET (self->map);
  if (g_str_equal (name, "decision"))
    return GTK_WIDGET (muster_board_shell_get_decision_bar (self->shell));
  if (g_str_equal (name, "actions"))
    return GTK_WIDGET (muster_board_shell_get_action_bar (self->shell));
  if (g_str_equal (name, "region"))
    return GTK_WIDGET (self->detail);
  if (g_str_equal (name, "combat"))
    return GTK_WIDGET (self->calculator);
  if (g_str_equal (name, "tracks"))
    return GTK_WIDGET (self->tracks);
  if (g_str_equal (name, "check"))
    return muster_board_shell_get_check_label (self->shell);
  if (g_str_equal (name, "arrivals"))
    return self->arrival_label;
  if (g_str_equal (name, "shell"))
    return GTK_WIDGET (self->shell);
  return NULL;
}

void
bhui_board_show_page (BhuiBoard  *self,
                      const char *name)
{
  g_return_if_fail (BHUI_IS_BOARD (self));
  reveal_pane (self, name);
}

static void
bhui_board_dispose (GObject *object)
{
  BhuiBoard *self = BHUI_BOARD (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BHUI_TYPE_BOARD);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (bhui_board_parent_class)->dispose (object);
}

static void
bhui_board_class_init (BhuiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bhui_board_dispose;

  g_type_ensure (MUSTER_TYPE_BOARD_SHELL);
  g_type_ensure (BHUI_TYPE_MAP_VIEW);
  g_type_ensure (BHUI_TYPE_REGION_DETAIL);
  g_type_ensure (MUSTER_TYPE_CALCULATOR);
  g_type_ensure (BHUI_TYPE_TRACKS_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/boards/bunker-hill/bhui-board.ui");
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, shell);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, arrival_revealer);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, arrival_label);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, map);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, detail);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, calculator);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, tracks);
  gtk_widget_class_bind_template_callback (widget_class, arrival_dismiss_cb);
  gtk_widget_class_install_action (widget_class, "board.act", "(sas)", act_action);
  gtk_widget_class_install_action (widget_class, "board.form", "(sas)", form_action);
  gtk_widget_class_install_action (widget_class, "board.calculate", "s", calculate_action);
  gtk_widget_class_install_action (widget_class, "board.select", "s", select_action);
  gtk_widget_class_install_action (widget_class, "board.combat", NULL, combat_action);
  gtk_widget_class_install_action (widget_class, "board.end-turn", NULL, end_turn_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bhuiboard");
}

static void
bhui_board_init (BhuiBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_board_shell_set_legend (self->shell, bhui_legend_new ());
  muster_decision_bar_set_form_action (muster_board_shell_get_decision_bar (self->shell), "board.form");
  muster_board_shell_fit_first (self->shell, 0.62);

  g_signal_connect_swapped (self->map, "notify::selected", G_CALLBACK (selection_cb), self);
  g_signal_connect_swapped (self->map, "notify::target", G_CALLBACK (selection_cb), self);
  g_signal_connect_swapped (self->map, "region-activated", G_CALLBACK (region_activated_cb), self);
}

/* The board's resources and style, once per process. */
static void
ensure_resources (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

      bhui_resources_register_resource ();
      gtk_css_provider_load_from_resource (css, "/org/muster/Muster/boards/bunker-hill/bhui-board.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_once_init_leave (&done, 1);
    }
}

GtkWidget *
bhui_board_new (MusterSession *session)
{
  BhuiBoard *self;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  ensure_resources ();
  self = g_object_new (BHUI_TYPE_BOARD, NULL);
  self->session = g_object_ref (session);
  bhui_region_detail_set_session (self->detail, session);
  muster_calculator_set_session (self->calculator, session);
  bhui_tracks_view_set_session (self->tracks, session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  session_changed_cb (self);
  return GTK_WIDGET (self);
}
