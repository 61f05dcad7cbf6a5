/* bhui-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-action-panel.h"
#include "muster-perform.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-decision-bar.h"
#include "muster-session-view.h"
#include "bhui-board.h"
#include "bhui-end-turn.h"
#include "bhui-legend.h"
#include "bhui-map-view.h"
#include "bhui-region-detail.h"
#include "bhui-tracks-view.h"
#include "bhui-words.h"
#include "bunker-hill/bh-view.h"
#include "widgets/muster-action-bar.h"

struct _BhuiBoard
{
  GtkWidget        parent_instance;

  MusterSession   *session;
  int              announced_turn;
  int              dismissed_turn;
  gboolean         fitted;
  guint            fit_id;

  /* Template widgets */
  MusterDecisionBar *decision_bar;
  GtkWidget       *arrival_revealer;
  GtkWidget       *arrival_label;
  GtkWidget       *side_label;
  MusterActionBar *action_bar;
  AdwFlap         *flap;
  GtkWidget       *zoom_button;
  GtkWidget       *legend_button;
  GtkWidget       *map_scroller;
  BhuiMapView     *map;
  AdwViewStack    *inspector;
  BhuiRegionDetail *detail;
  MusterCalculator *calculator;
  BhuiTracksView  *tracks;
  GtkWidget       *check_label;
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

  bh_view_tracks (state, &t);
  if (t.over)
    gtk_label_set_text (GTK_LABEL (self->side_label), _("Game over"));
  else if (t.acting != NULL && g_str_equal (t.phase, "actions"))
    {
      int s = g_str_equal (t.acting, "british") ? 0 : 1;
      g_autofree char *actions = g_strdup_printf (ngettext ("%d action", "%d actions", t.actions[s]), t.actions[s]);
      /* Translators: side, “3 actions”, reserve actions. */
      g_autofree char *text = g_strdup_printf (_("%s: %s, %d in reserve"), bhui_side_name (t.acting), actions,
                                               t.reserve[s]);

      gtk_label_set_text (GTK_LABEL (self->side_label), text);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->side_label), t.acting ? bhui_side_name (t.acting) : _("Both sides"));
  gtk_widget_remove_css_class (self->side_label, "bhui-british");
  gtk_widget_remove_css_class (self->side_label, "bhui-patriot");
  if (t.acting != NULL)
    gtk_widget_add_css_class (self->side_label, g_str_equal (t.acting, "british") ? "bhui-british" : "bhui-patriot");
}

static void
session_changed_cb (BhuiBoard *self)
{
  BhState *state = get_state (self);
  g_autofree char *check = NULL;

  if (state == NULL)
    return;
  bhui_map_view_set_state (self->map, state);
  muster_decision_bar_update (self->decision_bar, muster_session_get_system (self->session), MUSTER_STATE (state));
  muster_action_bar_set_state (self->action_bar, MUSTER_STATE (state));
  update_side (self, state);
  bhui_region_detail_update (self->detail);
  bhui_tracks_view_update (self->tracks);
  check = bh_view_board_check (state);
  gtk_label_set_text (GTK_LABEL (self->check_label), check);
  update_arrivals (self, state);
}

/* ---- selection --------------------------------------------------------------------- */

static void
selection_cb (BhuiBoard *self)
{
  const char *selected = bhui_map_view_get_selected (self->map);
  const char *target = bhui_map_view_get_target (self->map);

  bhui_region_detail_show (self->detail, selected, target);
  muster_calculator_set_places (self->calculator, muster_calculator_get_action (self->calculator), selected, target);
}

static void
reveal_pane (BhuiBoard  *self,
             const char *page)
{
  adw_view_stack_set_visible_child_name (self->inspector, page);
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

static void
region_activated_cb (BhuiBoard  *self,
                     const char *region)
{
  reveal_pane (self, "region");
}

static void
detail_calculate_cb (BhuiBoard  *self,
                     const char *action,
                     const char *from,
                     const char *to)
{
  muster_calculator_set_places (self->calculator, action, from, to);
  reveal_pane (self, "combat");
}

static void
detail_select_cb (BhuiBoard  *self,
                  const char *region)
{
  bhui_map_view_set_selected (self->map, region);
  bhui_map_view_focus_region (self->map, region);
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

/* Whether @info can be taken without any argument. */
static gboolean
needs_nothing (const MusterActionInfo *info)
{
  for (guint i = 0; i < info->params->len; i++)
    if (!((MusterParam *) g_ptr_array_index (info->params, i))->optional)
      return FALSE;
  return TRUE;
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
  if (g_str_equal (id, "end-turn"))
    bhui_end_turn_run (GTK_WIDGET (self), self->session);
  else if (args[0] != NULL || (info != NULL && needs_nothing (info)))
    muster_perform (GTK_WIDGET (self), self->session, id, args, NULL, NULL);
  else if (info != NULL && info->previews && info->kind == MUSTER_ACTION_PLAY)
    {
      /* An action with odds: the calculator, where the selection points. */
      muster_calculator_set_places (self->calculator, id, bhui_map_view_get_selected (self->map),
                                    bhui_map_view_get_target (self->map));
      reveal_pane (self, "combat");
    }
  else if (bhui_region_detail_get_action_row (self->detail, id) != NULL)
    {
      reveal_pane (self, "region");
      bhui_region_detail_open_action (self->detail, id);
    }
  else
    open_in_actions_page (self, id);
}

/* ---- zoom --------------------------------------------------------------------------- */

static void
zoom_changed_cb (BhuiBoard *self)
{
  g_autofree char *label = g_strdup_printf ("%.0f%%", bhui_map_view_get_zoom (self->map) * 100);

  gtk_button_set_label (GTK_BUTTON (self->zoom_button), label);
}

static void
zoom_in_cb (BhuiBoard *self)
{
  bhui_map_view_set_zoom (self->map, bhui_map_view_get_zoom (self->map) * 1.25);
}

static void
zoom_out_cb (BhuiBoard *self)
{
  bhui_map_view_set_zoom (self->map, bhui_map_view_get_zoom (self->map) / 1.25);
}

static void
zoom_fit_cb (BhuiBoard *self)
{
  bhui_map_view_set_zoom (self->map, bhui_map_view_fit_zoom (self->map, gtk_widget_get_width (self->map_scroller),
                                                             gtk_widget_get_height (self->map_scroller)));
}

static gboolean
first_fit_cb (gpointer data)
{
  BhuiBoard *self = data;
  int w = gtk_widget_get_width (self->map_scroller), h = gtk_widget_get_height (self->map_scroller);

  self->fit_id = 0;
  /* At first the map fills the width it has, and never gets so small that
   * its names cannot be read; the players zoom from there. */
  bhui_map_view_set_zoom (self->map, MAX (bhui_map_view_fit_zoom (self->map, w, w), 0.62));
  (void) h;
  return G_SOURCE_REMOVE;
}

static void
bhui_board_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  BhuiBoard *self = BHUI_BOARD (widget);

  GTK_WIDGET_CLASS (bhui_board_parent_class)->size_allocate (widget, width, height, baseline);
  if (!self->fitted && gtk_widget_get_width (self->map_scroller) > 0)
    {
      self->fitted = TRUE;
      self->fit_id = g_idle_add (first_fit_cb, self);
    }
}

static void
copy_check_cb (BhuiBoard *self)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                          gtk_label_get_text (GTK_LABEL (self->check_label)));
  muster_show_toast (GTK_WIDGET (self), _("Board check copied"));
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
    return GTK_WIDGET (self->decision_bar);
  if (g_str_equal (name, "actions"))
    return GTK_WIDGET (self->action_bar);
  if (g_str_equal (name, "region"))
    return GTK_WIDGET (self->detail);
  if (g_str_equal (name, "combat"))
    return GTK_WIDGET (self->calculator);
  if (g_str_equal (name, "tracks"))
    return GTK_WIDGET (self->tracks);
  if (g_str_equal (name, "check"))
    return self->check_label;
  if (g_str_equal (name, "arrivals"))
    return self->arrival_label;
  if (g_str_equal (name, "flap"))
    return GTK_WIDGET (self->flap);
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
  GtkWidget *child;

  g_clear_handle_id (&self->fit_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), BHUI_TYPE_BOARD);
  /* The template's outer box has no id, so the call above leaves it. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (bhui_board_parent_class)->dispose (object);
}

static void
bhui_board_class_init (BhuiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bhui_board_dispose;
  widget_class->size_allocate = bhui_board_size_allocate;

  g_type_ensure (MUSTER_TYPE_DECISION_BAR);
  g_type_ensure (MUSTER_TYPE_ACTION_BAR);
  g_type_ensure (BHUI_TYPE_MAP_VIEW);
  g_type_ensure (BHUI_TYPE_REGION_DETAIL);
  g_type_ensure (MUSTER_TYPE_CALCULATOR);
  g_type_ensure (BHUI_TYPE_TRACKS_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/boards/bunker-hill/bhui-board.ui");
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, decision_bar);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, arrival_revealer);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, arrival_label);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, side_label);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, action_bar);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, flap);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, zoom_button);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, legend_button);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, map_scroller);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, map);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, inspector);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, detail);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, calculator);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, tracks);
  gtk_widget_class_bind_template_child (widget_class, BhuiBoard, check_label);
  gtk_widget_class_bind_template_callback (widget_class, arrival_dismiss_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_in_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_out_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_fit_cb);
  gtk_widget_class_bind_template_callback (widget_class, copy_check_cb);
  gtk_widget_class_install_action (widget_class, "board.act", "(sas)", act_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bhuiboard");
}

static void
bhui_board_init (BhuiBoard *self)
{
  GtkWidget *popover = gtk_popover_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_popover_set_child (GTK_POPOVER (popover), bhui_legend_new ());
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->legend_button), popover);

  g_signal_connect_swapped (self->map, "notify::selected", G_CALLBACK (selection_cb), self);
  g_signal_connect_swapped (self->map, "notify::target", G_CALLBACK (selection_cb), self);
  g_signal_connect_swapped (self->map, "notify::zoom", G_CALLBACK (zoom_changed_cb), self);
  g_signal_connect_swapped (self->map, "region-activated", G_CALLBACK (region_activated_cb), self);
  g_signal_connect_swapped (self->detail, "calculate", G_CALLBACK (detail_calculate_cb), self);
  g_signal_connect_swapped (self->detail, "select", G_CALLBACK (detail_select_cb), self);
  zoom_changed_cb (self);
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
