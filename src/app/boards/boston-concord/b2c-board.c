/* b2c-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-board.h"
#include "b2c-board-resources.h"
#include "b2c-card-panel.h"
#include "b2c-corrections-dialog.h"
#include "b2c-legend.h"
#include "b2c-region-detail.h"
#include "b2c-tracks-panel.h"
#include "muster-perform.h"
#include "muster-rule-link.h"
#include "widgets/muster-action-dialog.h"
#include "widgets/muster-board-shell.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-end-turn.h"

/* Offers listed for one selection; more would not be read. */
#define MAX_OFFERS 24

struct _B2cBoard
{
  GtkWidget        parent_instance;

  MusterSession   *session;
  GArray          *units;       /* counters chosen in the selected region */
  char            *armed;
  GPtrArray       *offers;      /* MusterOffer* */

  /* Template widgets */
  MusterBoardShell *shell;
  B2cMapView      *map_view;
  gboolean         selecting;   /* the board sets the map's selection */
  char            *shown_pending;  /* the region of the decision last shown */
  B2cRegionDetail *detail;
  MusterCalculator *calculator;
  B2cTracksPanel  *tracks_panel;
  B2cCardPanel    *card_panel;
};

G_DEFINE_FINAL_TYPE (B2cBoard, b2c_board, GTK_TYPE_WIDGET)

/* Board widgets and dialogs */

GtkWidget *
b2c_board_widget_for (GtkWidget *widget)
{
  GtkWidget *board, *source;

  if (widget == NULL)
    return NULL;
  if (B2C_IS_BOARD (widget))
    return widget;
  board = gtk_widget_get_ancestor (widget, B2C_TYPE_BOARD);
  if (board != NULL)
    return board;
  source = muster_dialog_get_source (widget);
  return source == NULL || source == widget ? NULL : b2c_board_widget_for (source);
}

/* State */

static B2cState *
current_state (B2cBoard *self)
{
  return B2C_STATE (muster_session_get_state (self->session));
}

static int  source_of      (B2cBoard *self);
static int  target_of      (B2cBoard *self);
static void select_regions (B2cBoard *self,
                            int       source,
                            int       target);

static const char *region_id (B2cState *state,
                              int       region);

/* The offers of the selection (MusterOffer*), of @action only when not
 * NULL. */
static GPtrArray *
selection_offers (B2cBoard   *self,
                  const char *action,
                  guint       max)
{
  B2cState *state = current_state (self);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) pieces = NULL;

  for (guint i = 0; i < self->units->len; i++)
    {
      B2cUnitView u;

      b2c_view_unit (state, g_array_index (self->units, int, i), &u);
      g_strv_builder_add (builder, u.id);
    }
  pieces = g_strv_builder_end (builder);
  return muster_offers_for_selection (MUSTER_STATE (state), region_id (state, source_of (self)),
                                      region_id (state, target_of (self)), (const char * const *) pieces, action, max);
}

static void
update_offers (B2cBoard *self)
{
  B2cState *state = current_state (self);
  int source = source_of (self);
  g_auto(GStrv) reach = NULL;
  const char *hint = NULL;
  g_autofree char *hint_text = NULL;

  g_clear_pointer (&self->offers, g_ptr_array_unref);
  self->offers = selection_offers (self, self->armed, MAX_OFFERS);

  /* The map shows what the armed action may touch, or else where the
   * selection's offers lead. */
  if (self->armed != NULL)
    reach = muster_offers_reach (MUSTER_STATE (state), self->armed);
  else if (source >= 0 && self->offers->len > 0)
    {
      g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
      const char *source_id = region_id (state, source);

      for (guint i = 0; i < self->offers->len; i++)
        {
          MusterOffer *offer = g_ptr_array_index (self->offers, i);

          for (guint a = 0; offer->args[a]; a++)
            if (b2c_view_find_region (state, offer->args[a]) >= 0 && g_strcmp0 (offer->args[a], source_id) != 0)
              g_strv_builder_add (ids, offer->args[a]);
        }
      reach = g_strv_builder_end (ids);
    }
  muster_map_view_set_candidates (MUSTER_MAP_VIEW (self->map_view), (const char * const *) reach);

  if (self->armed != NULL)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (MUSTER_STATE (state), self->armed);
      const char *label = info ? info->label : self->armed;

      if (source < 0)
        hint_text = g_strdup_printf (_("%s: choose one of the highlighted regions."), label);
      else if (self->offers->len == 0)
        hint_text = g_strdup_printf (_("%s is not possible from here with this choice; the highlighted regions can."), label);
      else
        hint_text = g_strdup_printf (_("Showing %s only. Press its button again to show everything."), label);
      hint = hint_text;
    }
  else if (source >= 0 && self->offers->len == 0)
    hint = _("Nothing the side to act may do starts here now. The Actions page says why each action is closed.");
  else if (source >= 0 && target_of (self) < 0)
    hint = _("Shift+click or right-click another region to make it the target.");
  b2c_region_detail_set_offers (self->detail, self->offers, hint);
}

static void
update_summary (B2cBoard *self,
                B2cState *state)
{
  g_autofree char *summary = b2c_tracks_summary (state);

  muster_board_shell_set_status (self->shell, summary, muster_state_get_acting_side (MUSTER_STATE (state)));
}

static void
update_tracks (gpointer data)
{
  B2cBoard *self = data;

  b2c_tracks_panel_set_state (self->tracks_panel, current_state (self));
}

static void
update_cards (gpointer data)
{
  B2cBoard *self = data;

  b2c_card_panel_set_session (self->card_panel, self->session);
}

static void
refresh (B2cBoard *self)
{
  B2cState *state = current_state (self);
  g_autoptr(MusterPending) pending = muster_state_get_pending (MUSTER_STATE (state));

  muster_decision_bar_update (muster_board_shell_get_decision_bar (self->shell), muster_session_get_system (self->session),
                              MUSTER_STATE (state));
  b2c_map_view_set_state (self->map_view, state);
  muster_map_view_set_pending (MUSTER_MAP_VIEW (self->map_view), pending != NULL ? pending->place : NULL);
  /* A new decision about a region: the map shows it, unless the whole
   * map is in sight already. */
  if (pending != NULL && g_strcmp0 (pending->place, self->shown_pending) != 0)
    {
      int r = b2c_view_find_region (state, pending->place);

      if (r >= 0 && !muster_board_shell_get_fitted (self->shell))
        {
          B2cRegionView view;
          graphene_rect_t bounds;

          b2c_view_region (state, r, &view);
          muster_map_view_get_bounds (MUSTER_MAP_VIEW (self->map_view), &bounds);
          muster_board_shell_keep_centre (self->shell, view.x - bounds.origin.x, view.y - bounds.origin.y);
        }
    }
  g_free (self->shown_pending);
  self->shown_pending = g_strdup (pending != NULL ? pending->place : NULL);

  /* Counters that left the region are no longer part of the selection. */
  for (guint i = self->units->len; i > 0; i--)
    {
      B2cUnitView u;

      b2c_view_unit (state, g_array_index (self->units, int, i - 1), &u);
      if (u.region != source_of (self))
        g_array_remove_index (self->units, i - 1);
    }
  if (self->armed != NULL)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (MUSTER_STATE (state), self->armed);

      if (info == NULL || !info->legal)
        g_clear_pointer (&self->armed, g_free);
    }
  b2c_region_detail_show (self->detail, state, source_of (self), target_of (self), self->units);
  update_offers (self);
  muster_action_bar_set_state (muster_board_shell_get_action_bar (self->shell), MUSTER_STATE (state));
  /* The inspector's pages follow the game while they are looked at. */
  muster_board_shell_update_page (self->shell, "tracks", update_tracks, self);
  muster_board_shell_update_page (self->shell, "cards", update_cards, self);
  update_summary (self, state);
  muster_board_shell_set_check_state (self->shell, MUSTER_STATE (state));
}

/* Selection */

static const char *
region_id (B2cState *state,
           int       region)
{
  B2cRegionView r;

  if (region < 0)
    return NULL;
  b2c_view_region (state, region, &r);
  return r.id;
}

/* The selection is the map's: the region chosen and the target. */
static int
source_of (B2cBoard *self)
{
  return b2c_view_find_region (current_state (self), muster_map_view_get_selected (MUSTER_MAP_VIEW (self->map_view)));
}

static int
target_of (B2cBoard *self)
{
  return b2c_view_find_region (current_state (self), muster_map_view_get_target (MUSTER_MAP_VIEW (self->map_view)));
}

/* The board chooses on the map (its callers refresh once after). */
static void
select_regions (B2cBoard *self,
                int       source,
                int       target)
{
  B2cState *state = current_state (self);
  MusterMapView *map = MUSTER_MAP_VIEW (self->map_view);

  self->selecting = TRUE;
  muster_map_view_set_selected (map, region_id (state, source));
  muster_map_view_set_target (map, region_id (state, target));
  self->selecting = FALSE;
}

/* The players chose on the map (the counters chosen in another region
 * are dropped as the board refreshes). */
static void
map_selection_cb (B2cBoard *self)
{
  if (self->selecting)
    return;
  adw_view_stack_set_visible_child_name (muster_board_shell_get_inspector (self->shell), "region");
  refresh (self);
}

void
b2c_board_choose_region (B2cBoard *self,
                         int       region,
                         gboolean  as_target)
{
  g_return_if_fail (B2C_IS_BOARD (self));

  if (region < 0 || (guint) region >= b2c_view_n_regions (current_state (self)))
    return;
  if (as_target && source_of (self) >= 0)
    select_regions (self, source_of (self), region == source_of (self) || region == target_of (self) ? -1 : region);
  else if (region != source_of (self))
    select_regions (self, region, -1);
  adw_view_stack_set_visible_child_name (muster_board_shell_get_inspector (self->shell), "region");
  refresh (self);
}

int
b2c_board_get_source (B2cBoard *self)
{
  g_return_val_if_fail (B2C_IS_BOARD (self), -1);
  return source_of (self);
}

int
b2c_board_get_target (B2cBoard *self)
{
  g_return_val_if_fail (B2C_IS_BOARD (self), -1);
  return target_of (self);
}

void
b2c_board_set_units (B2cBoard *self,
                     GArray   *units)
{
  g_return_if_fail (B2C_IS_BOARD (self));

  g_array_set_size (self->units, 0);
  if (units != NULL)
    g_array_append_vals (self->units, units->data, units->len);
  b2c_region_detail_show (self->detail, current_state (self), source_of (self), target_of (self), self->units);
  update_offers (self);
}

GPtrArray *
b2c_board_get_offers (B2cBoard *self)
{
  g_return_val_if_fail (B2C_IS_BOARD (self), NULL);
  return self->offers;
}

MusterBoardShell *
b2c_board_get_shell (B2cBoard *self)
{
  g_return_val_if_fail (B2C_IS_BOARD (self), NULL);
  return self->shell;
}

B2cMapView *
b2c_board_get_map (B2cBoard *self)
{
  g_return_val_if_fail (B2C_IS_BOARD (self), NULL);
  return self->map_view;
}

MusterSession *
b2c_board_get_session (B2cBoard *self)
{
  g_return_val_if_fail (B2C_IS_BOARD (self), NULL);
  return self->session;
}

void
b2c_board_arm_action (B2cBoard   *self,
                      const char *action)
{
  g_return_if_fail (B2C_IS_BOARD (self));

  if (g_strcmp0 (action, self->armed) == 0)
    return;
  g_free (self->armed);
  self->armed = g_strdup (action);
  refresh (self);
}

typedef struct
{
  B2cBoard *board;
  int       follow;   /* the region the action ended in, or -1 */
} Performed;

static void
offer_performed_cb (MusterEntry  *entry,
                    const GError *error,
                    gpointer      user_data)
{
  Performed *p = user_data;
  B2cBoard *self = p->board;

  if (error != NULL)
    muster_show_toast (GTK_WIDGET (self), error->message);
  else if (entry != NULL)
    {
      muster_show_toast (GTK_WIDGET (self), muster_entry_get_text (entry));
      /* The selection follows the units to where they went. */
      g_array_set_size (self->units, 0);
      select_regions (self, p->follow >= 0 ? p->follow : source_of (self), -1);
      g_clear_pointer (&self->armed, g_free);
      refresh (self);
    }
  g_object_unref (self);
  g_free (p);
}

/* Performs @action with @args; the selection then follows the counters
 * to the last region the arguments name. */
static void
perform_and_follow (B2cBoard           *self,
                    const char         *action,
                    const char * const *args)
{
  B2cState *state = current_state (self);
  Performed *p = g_new0 (Performed, 1);

  p->board = g_object_ref (self);
  p->follow = -1;
  for (guint a = 0; args != NULL && args[a]; a++)
    {
      int r = b2c_view_find_region (state, args[a]);

      if (r >= 0)
        p->follow = r;
    }
  muster_perform (GTK_WIDGET (self), self->session, action, args, offer_performed_cb, p);
}

void
b2c_board_perform_offer (B2cBoard          *self,
                         const MusterOffer *offer)
{
  g_return_if_fail (B2C_IS_BOARD (self));
  g_return_if_fail (offer != NULL);

  perform_and_follow (self, offer->action, (const char * const *) offer->args);
}

static void
open_form (B2cBoard           *self,
           const char         *action,
           const char * const *args)
{
  MusterActionDialog *form = muster_action_dialog_new (GTK_WIDGET (self), self->session, action, args);

  if (form != NULL)
    gtk_window_present (GTK_WINDOW (form));
}

void
b2c_board_show_side_page (B2cBoard   *self,
                          const char *page)
{
  g_return_if_fail (B2C_IS_BOARD (self));

  muster_board_shell_show_page (self->shell, page);
}

/* Where the combat is fought: the last region the arguments name. */
static int
combat_region (B2cState           *state,
               const char * const *args)
{
  int region = -1;

  for (guint i = 0; args && args[i]; i++)
    {
      int r = b2c_view_find_region (state, args[i]);

      if (r >= 0)
        region = r;
    }
  return region;
}

/* The defender's choice, unit by unit: each able unit of the side not
 * acting in the region fought over. */
static void
fill_defenders (B2cBoard *self)
{
  B2cState *state = current_state (self);
  int region = combat_region (state, muster_calculator_get_args (self->calculator));
  g_autoptr(GArray) units = NULL;
  B2cTracksView t;

  if (region < 0)
    return;
  b2c_view_tracks (state, &t);
  units = b2c_view_units_in (state, region);
  for (guint i = 0; i < units->len; i++)
    {
      B2cUnitView u;

      b2c_view_unit (state, g_array_index (units, int, i), &u);
      if (u.side == t.acting || u.inactive || u.flipped ||
          !(revroad_kind_is_military (u.kind) || u.kind == REVROAD_KIND_LEADER))
        continue;
      muster_calculator_add_choice (self->calculator, u.id, u.name);
    }
}

MusterCalculator *
b2c_board_get_calculator (B2cBoard *self)
{
  g_return_val_if_fail (B2C_IS_BOARD (self), NULL);
  return self->calculator;
}

void
b2c_board_open_odds (B2cBoard   *self,
                     const char *action)
{
  B2cState *state;
  g_autoptr(GPtrArray) offers = NULL;
  MusterOffer *first = NULL;

  g_return_if_fail (B2C_IS_BOARD (self));

  state = current_state (self);
  if (action == NULL)
    {
      /* The combat the selection offers: an Assault into the target, or
       * an Attack where it stands. */
      g_autoptr(GPtrArray) assault = selection_offers (self, "assault", 1);

      action = target_of (self) >= 0 && assault->len > 0 ? "assault" : "attack";
    }
  /* The arguments the selection offers for it, else its first use. */
  offers = selection_offers (self, action, 1);
  if (offers->len == 0)
    {
      g_ptr_array_unref (offers);
      offers = muster_offers_for_action (MUSTER_STATE (state), action, 1);
    }
  if (offers->len > 0)
    first = g_ptr_array_index (offers, 0);
  muster_calculator_set_action (self->calculator, action, first ? (const char * const *) first->args : NULL);
  muster_board_shell_show_page (self->shell, "odds");
}

void
b2c_board_open_combat (B2cBoard *self)
{
  b2c_board_open_odds (self, NULL);
}

void
b2c_board_open_end_turn (B2cBoard *self)
{
  g_return_if_fail (B2C_IS_BOARD (self));
  gtk_window_present (muster_end_turn_window_new (GTK_WIDGET (self), self->session, "board.form"));
}

void
b2c_board_open_corrections (B2cBoard   *self,
                            const char *page)
{
  B2cCorrectionsDialog *dialog;

  g_return_if_fail (B2C_IS_BOARD (self));
  dialog = b2c_corrections_dialog_new (GTK_WIDGET (self), self->session, page);
  /* The border between the chosen regions, if any were chosen. */
  if (source_of (self) >= 0)
    b2c_corrections_dialog_show_border (dialog, source_of (self), target_of (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Signals of the parts */

static void
units_changed_cb (B2cRegionDetail *detail,
                  B2cBoard        *self)
{
  GArray *units = b2c_region_detail_get_units (detail);

  g_array_set_size (self->units, 0);
  g_array_append_vals (self->units, units->data, units->len);
  update_offers (self);
}

static void
clear_target_cb (B2cRegionDetail *detail,
                 B2cBoard        *self)
{
  select_regions (self, source_of (self), -1);
  refresh (self);
}

static void
done_cb (MusterEntry  *entry,
         const GError *error,
         gpointer      user_data)
{
  B2cBoard *self = user_data;

  if (error != NULL)
    muster_show_toast (GTK_WIDGET (self), error->message);
  else if (entry != NULL)
    muster_show_toast (GTK_WIDGET (self), muster_entry_get_text (entry));
  g_object_unref (self);
}

/* board.act((action, args)): what the action bar's buttons do. */
static void
act_action (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  B2cBoard *self = B2C_BOARD (widget);
  B2cState *state = current_state (self);
  const char *action = NULL;
  g_autofree const char **args = NULL;
  g_autoptr(MusterActionInfo) info = NULL;

  g_variant_get (param, "(&s^a&s)", &action, &args);
  info = muster_state_find_action (MUSTER_STATE (state), action);
  if (info == NULL)
    return;
  if (args[0] != NULL)
    {
      perform_and_follow (self, action, args);
      return;
    }
  if (g_str_equal (action, "attack") || g_str_equal (action, "assault"))
    {
      b2c_board_open_odds (self, action);
      return;
    }
  if (g_str_equal (action, MUSTER_END_TURN_ACTION))
    {
      b2c_board_open_end_turn (self);
      return;
    }
  if (info->params->len == 0)
    {
      muster_perform (GTK_WIDGET (self), self->session, action, NULL, done_cb, g_object_ref (self));
      return;
    }
  /* The map shows what it may touch (pressed again: everything); the
   * form starts from the selection's offer for it, or any use. */
  if (info->kind == MUSTER_ACTION_PLAY && g_strcmp0 (action, self->armed) == 0)
    {
      b2c_board_arm_action (self, NULL);
      return;
    }
  if (info->kind == MUSTER_ACTION_PLAY)
    b2c_board_arm_action (self, action);
  {
    g_autoptr(GPtrArray) offers = selection_offers (self, action, 1);
    g_autoptr(GPtrArray) any = offers->len == 0 ? muster_offers_for_action (MUSTER_STATE (state), action, 1) : NULL;
    MusterOffer *first = offers->len > 0 ? g_ptr_array_index (offers, 0)
                      : any && any->len > 0 ? g_ptr_array_index (any, 0) : NULL;

    open_form (self, action, first ? (const char * const *) first->args : NULL);
  }
}

static void
combat_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  b2c_board_open_combat (B2C_BOARD (widget));
}

/* board.form((action, args)): an action's form, filled with @args. */
static void
form_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  muster_action_dialog_present_target (widget, B2C_BOARD (widget)->session, param);
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  b2c_board_open_end_turn (B2C_BOARD (widget));
}

static void
corrections_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  b2c_board_open_corrections (B2C_BOARD (widget), g_variant_get_string (param, NULL));
}

static void
clear_selection_action (GtkWidget  *widget,
                        const char *name,
                        GVariant   *param)
{
  B2cBoard *self = B2C_BOARD (widget);

  select_regions (self, -1, -1);
  g_array_set_size (self->units, 0);
  g_clear_pointer (&self->armed, g_free);
  refresh (self);
}

/* Until the players scroll, the map shows where the British are: their
 * counters' middle (Boston at the start). */
static void
centre_on_start (B2cBoard *self)
{
  B2cState *state = current_state (self);
  double x = 0, y = 0, n = 0;

  for (guint i = 0; i < b2c_view_n_units (state); i++)
    {
      B2cUnitView u;
      B2cRegionView r;

      b2c_view_unit (state, (int) i, &u);
      if (u.side != REVROAD_BRITISH || u.region < 0)
        continue;
      b2c_view_region (state, u.region, &r);
      if (r.flags & B2C_REGION_OFFBOARD)
        continue;
      x += r.x;
      y += r.y;
      n++;
    }
  if (n == 0)
    return;
  {
    graphene_rect_t bounds;

    muster_map_view_get_bounds (MUSTER_MAP_VIEW (self->map_view), &bounds);
    muster_board_shell_keep_centre (self->shell, x / n - bounds.origin.x, y / n - bounds.origin.y);
  }
}

/* Resources and style, once per process. */
static void
ensure_resources (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      GtkCssProvider *provider = gtk_css_provider_new ();

      b2c_board_register_resource ();
      gtk_css_provider_load_from_resource (provider, "/org/muster/Muster/boards/boston-concord/style.css");
      if (gdk_display_get_default () != NULL)
        gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                                    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_object_unref (provider);
      g_once_init_leave (&done, 1);
    }
}

static void
b2c_board_dispose (GObject *object)
{
  B2cBoard *self = B2C_BOARD (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), B2C_TYPE_BOARD);
  g_clear_object (&self->session);
  g_clear_pointer (&self->offers, g_ptr_array_unref);

  G_OBJECT_CLASS (b2c_board_parent_class)->dispose (object);
}

static void
b2c_board_finalize (GObject *object)
{
  B2cBoard *self = B2C_BOARD (object);

  g_array_unref (self->units);
  g_free (self->armed);
  g_free (self->shown_pending);

  G_OBJECT_CLASS (b2c_board_parent_class)->finalize (object);
}

static void
b2c_board_class_init (B2cBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  ensure_resources ();
  object_class->dispose = b2c_board_dispose;
  object_class->finalize = b2c_board_finalize;

  g_type_ensure (MUSTER_TYPE_BOARD_SHELL);
  g_type_ensure (B2C_TYPE_MAP_VIEW);
  g_type_ensure (B2C_TYPE_REGION_DETAIL);
  g_type_ensure (MUSTER_TYPE_CALCULATOR);
  g_type_ensure (B2C_TYPE_TRACKS_PANEL);
  g_type_ensure (B2C_TYPE_CARD_PANEL);
  g_type_ensure (B2C_TYPE_LEGEND);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/boards/boston-concord/b2c-board.ui");
  gtk_widget_class_bind_template_child (widget_class, B2cBoard, shell);
  gtk_widget_class_bind_template_child (widget_class, B2cBoard, map_view);
  gtk_widget_class_bind_template_child (widget_class, B2cBoard, detail);
  gtk_widget_class_bind_template_child (widget_class, B2cBoard, calculator);
  gtk_widget_class_bind_template_child (widget_class, B2cBoard, tracks_panel);
  gtk_widget_class_bind_template_child (widget_class, B2cBoard, card_panel);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "board.combat", NULL, combat_action);
  gtk_widget_class_install_action (widget_class, "board.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "board.act", "(sas)", act_action);
  gtk_widget_class_install_action (widget_class, "board.form", "(sas)", form_action);
  gtk_widget_class_install_action (widget_class, "board.corrections", "s", corrections_action);
  gtk_widget_class_install_action (widget_class, "board.clear-selection", NULL, clear_selection_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.clear-selection", NULL);
}

static void
b2c_board_init (B2cBoard *self)
{
  MusterDecisionBar *decision_bar;

  self->units = g_array_new (FALSE, FALSE, sizeof (int));
  gtk_widget_init_template (GTK_WIDGET (self));
  decision_bar = muster_board_shell_get_decision_bar (self->shell);
  muster_decision_bar_set_form_action (decision_bar, "board.form");
  muster_calculator_set_choices_title (self->calculator, _("The Defender’s Choice"),
                                       _("Tick each unit that retreats before combat; the others stand and fight (7.1)."));
  g_signal_connect_object (self->calculator, "notify::args", G_CALLBACK (fill_defenders), self, G_CONNECT_SWAPPED);

  g_signal_connect_swapped (self->map_view, "notify::selected", G_CALLBACK (map_selection_cb), self);
  g_signal_connect_swapped (self->map_view, "notify::target", G_CALLBACK (map_selection_cb), self);
  g_signal_connect (self->detail, "units-changed", G_CALLBACK (units_changed_cb), self);
  g_signal_connect (self->detail, "clear-target", G_CALLBACK (clear_target_cb), self);
}

GtkWidget *
b2c_board_new (MusterSession *session)
{
  B2cBoard *self;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);
  g_return_val_if_fail (B2C_IS_STATE (muster_session_get_state (session)), NULL);

  ensure_resources ();
  self = g_object_new (B2C_TYPE_BOARD, NULL);
  self->session = g_object_ref (session);
  muster_calculator_set_session (self->calculator, session);
  g_signal_connect_object (session, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
  centre_on_start (self);
  return GTK_WIDGET (self);
}
