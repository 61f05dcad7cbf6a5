/* muster-board-shell.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "muster-perform.h"
#include "widgets/muster-action-dialog.h"
#include "widgets/muster-board-shell.h"

#define ZOOM_STEP 1.25

struct _MusterBoardShell
{
  GtkWidget          parent_instance;

  char              *status;
  char              *side;
  GtkWidget         *map;
  GtkWidget         *legend;
  GMenuModel        *corrections;
  double             centre_x;   /* map units to keep in the middle, or -1 */
  double             centre_y;
  guint              centre_id;  /* forgets the centre once the view settled */
  guint              centre_idle;
  /* Fitted to the window (1: whole map, 2: its width), until the players
   * zoom: a new size of the map's room fits it again. */
  int                fitted;
  double             fit_zoom;
  int                room_width;    /* the map's room when last laid out */
  int                room_height;
  double             seen_x;        /* the map point in the middle of the room then */
  double             seen_y;
  guint              refit_idle;
  double             first_min_zoom; /* the first view's least zoom, or 0: no first fit */
  gboolean           first_done;
  guint              first_id;

  /* Template widgets */
  GtkWidget         *box;
  GtkWidget         *status_label;
  MusterActionBar   *action_bar;
  GtkWidget         *corrections_button;
  MusterDecisionBar *decision_bar;
  GtkWidget         *banners;
  AdwFlap           *flap;
  GtkWidget         *map_scroller;
  GtkWidget         *viewport;
  GtkWidget         *zoom_box;
  GtkWidget         *zoom_button;
  GtkWidget         *legend_button;
  GtkWidget         *odds_button;
  GtkWidget         *inspector_toggle;
  GtkWidget         *toolbar;
  AdwViewStack      *inspector;
  GtkWidget         *check_label;   /* the Board Check page's, once it has one */
  MusterState       *check_state;   /* the state the check is still to be read from */
  GHashTable        *pending;       /* page name -> PageUpdate: to bring up to date once shown */
  GHashTable        *watched;       /* the pages whose mapping is followed */
  guint              pending_id;
  gboolean           plain;
};

typedef struct
{
  MusterPageUpdate update;
  gpointer         data;
} PageUpdate;

static void muster_board_shell_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MusterBoardShell, muster_board_shell, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, muster_board_shell_buildable_init))

enum
{
  PROP_0,
  PROP_STATUS,
  PROP_MAP,
  PROP_LEGEND,
  PROP_CORRECTIONS,
  PROP_REVEAL_INSPECTOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkBuildableIface *parent_buildable;

/* ---- status ---------------------------------------------------------------------- */

const char *
muster_board_shell_get_status (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->status;
}

void
muster_board_shell_set_status (MusterBoardShell *self,
                               const char       *status,
                               const char       *side)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  if (g_strcmp0 (side, self->side) != 0)
    {
      if (self->side != NULL)
        {
          g_autofree char *old = g_strconcat ("side-", self->side, NULL);

          gtk_widget_remove_css_class (self->status_label, old);
        }
      g_free (self->side);
      self->side = g_strdup (side);
      if (side != NULL)
        {
          g_autofree char *css = g_strconcat ("side-", side, NULL);

          gtk_widget_add_css_class (self->status_label, css);
        }
    }
  if (g_strcmp0 (status, self->status) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (status);
  gtk_label_set_text (GTK_LABEL (self->status_label), status ? status : "");
  gtk_widget_set_visible (self->status_label, status != NULL && *status);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

/* ---- zoom ------------------------------------------------------------------------ */

static GParamSpecDouble *
zoom_pspec (MusterBoardShell *self)
{
  GParamSpec *pspec;

  if (self->map == NULL)
    return NULL;
  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self->map), "zoom");
  return pspec != NULL && G_IS_PARAM_SPEC_DOUBLE (pspec) ? G_PARAM_SPEC_DOUBLE (pspec) : NULL;
}

double
muster_board_shell_get_zoom (MusterBoardShell *self)
{
  double zoom = 1.0;

  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), 1.0);
  if (zoom_pspec (self) != NULL)
    g_object_get (self->map, "zoom", &zoom, NULL);
  return zoom;
}

static void forget_centre (MusterBoardShell *self);

/* Scrolls so that the kept centre is in the middle; TRUE once the map had
 * a real size to scroll in. */
static gboolean
apply_centre (MusterBoardShell *self)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (self->map_scroller);
  double zoom = muster_board_shell_get_zoom (self);
  GtkAdjustment *adjustments[2] = { gtk_scrolled_window_get_hadjustment (scroller),
                                    gtk_scrolled_window_get_vadjustment (scroller) };
  double centres[2] = { self->centre_x, self->centre_y };
  gboolean applied = TRUE;

  for (int i = 0; i < 2; i++)
    {
      double page = gtk_adjustment_get_page_size (adjustments[i]);

      if (centres[i] < 0 || page <= 1 || gtk_adjustment_get_upper (adjustments[i]) <= 1)
        {
          applied = FALSE;
          continue;
        }
      gtk_adjustment_set_value (adjustments[i], centres[i] * zoom - page / 2);
    }
  return applied;
}

static gboolean
forget_centre_cb (gpointer data)
{
  MusterBoardShell *self = data;

  self->centre_id = 0;
  forget_centre (self);
  return G_SOURCE_REMOVE;
}

static void
forget_centre (MusterBoardShell *self)
{
  self->centre_x = self->centre_y = -1;
}

static gboolean
centre_idle_cb (gpointer data)
{
  MusterBoardShell *self = data;

  self->centre_idle = 0;
  if (self->centre_x >= 0 && apply_centre (self) && self->centre_id == 0)
    self->centre_id = g_timeout_add (400, forget_centre_cb, self);
  return G_SOURCE_REMOVE;
}

static void fit (MusterBoardShell *self,
                 gboolean          width_only,
                 gboolean          keep_seen);

static gboolean
refit_idle_cb (gpointer data)
{
  MusterBoardShell *self = data;

  self->refit_idle = 0;
  /* What the players were looking at stays in the middle. */
  if (self->fitted != 0)
    fit (self, self->fitted == 2, TRUE);
  return G_SOURCE_REMOVE;
}

/* The map point in the middle of the room now. */
static void
remember_seen (MusterBoardShell *self)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (self->map_scroller);
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scroller);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scroller);
  double zoom = muster_board_shell_get_zoom (self);

  if (zoom <= 0)
    return;
  self->seen_x = (gtk_adjustment_get_value (h) + gtk_adjustment_get_page_size (h) / 2) / zoom;
  self->seen_y = (gtk_adjustment_get_value (v) + gtk_adjustment_get_page_size (v) / 2) / zoom;
}

/* The players scrolled: what they look at is kept through a change of
 * the room's size. */
static void
adjustment_value_cb (MusterBoardShell *self)
{
  if (self->centre_x < 0 && gtk_widget_get_width (self->map_scroller) == self->room_width &&
      gtk_widget_get_height (self->map_scroller) == self->room_height)
    remember_seen (self);
}

/* The viewport sets its adjustments while it lays the map out: the centre
 * is applied once that is done. When the map's room changed size (a
 * decision bar opened above it, the window was resized), a fitted map is
 * fitted again and another keeps what was in the middle there. */
static void
adjustment_changed_cb (MusterBoardShell *self)
{
  int width = gtk_widget_get_width (self->map_scroller);
  int height = gtk_widget_get_height (self->map_scroller);

  if ((width != self->room_width || height != self->room_height) && width > 1 && height > 1)
    {
      gboolean first = self->room_width == 0;

      self->room_width = width;
      self->room_height = height;
      /* What was seen is from before the change: it is kept, not read
       * again from the new size. */
      if (!first && self->fitted != 0 && self->refit_idle == 0)
        self->refit_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 20, refit_idle_cb, self, NULL);
      else if (!first && self->fitted == 0 && self->centre_x < 0)
        muster_board_shell_keep_centre (self, self->seen_x, self->seen_y);
      else if (first)
        remember_seen (self);
    }
  else if (self->centre_x < 0)
    remember_seen (self);
  if (self->centre_x < 0 || self->centre_idle != 0)
    return;
  self->centre_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 30, centre_idle_cb, self, NULL);
}

void
muster_board_shell_keep_centre (MusterBoardShell *self,
                                double            x,
                                double            y)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  self->centre_x = MAX (x, 0);
  self->centre_y = MAX (y, 0);
  g_clear_handle_id (&self->centre_id, g_source_remove);
  adjustment_changed_cb (self);
}

void
muster_board_shell_zoom_to (MusterBoardShell *self,
                            double            zoom)
{
  GParamSpecDouble *pspec;
  GtkScrolledWindow *scroller;
  GtkAdjustment *h, *v;
  double old;

  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  pspec = zoom_pspec (self);
  if (pspec == NULL)
    return;
  scroller = GTK_SCROLLED_WINDOW (self->map_scroller);
  h = gtk_scrolled_window_get_hadjustment (scroller);
  v = gtk_scrolled_window_get_vadjustment (scroller);
  old = muster_board_shell_get_zoom (self);
  zoom = CLAMP (zoom, pspec->minimum, pspec->maximum);
  if (old > 0 && self->centre_x < 0)
    muster_board_shell_keep_centre (self, (gtk_adjustment_get_value (h) + gtk_adjustment_get_page_size (h) / 2) / old,
                                    (gtk_adjustment_get_value (v) + gtk_adjustment_get_page_size (v) / 2) / old);
  g_object_set (self->map, "zoom", zoom, NULL);
}

/* The map's size at zoom 1. */
static void
map_extent (MusterBoardShell *self,
            double           *width,
            double           *height)
{
  double zoom = muster_board_shell_get_zoom (self);
  int w = 0, h = 0;

  gtk_widget_measure (self->map, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
  gtk_widget_measure (self->map, GTK_ORIENTATION_VERTICAL, -1, NULL, &h, NULL, NULL);
  *width = zoom > 0 ? w / zoom : 0;
  *height = zoom > 0 ? h / zoom : 0;
}

/* Fits the map to its room (its width alone when @width_only): from the
 * middle of the map, or, when @keep_seen, from what was in the middle of
 * the room. */
static void
fit (MusterBoardShell *self,
     gboolean          width_only,
     gboolean          keep_seen)
{
  int width, height;
  double w, h, zoom;

  if (zoom_pspec (self) == NULL)
    return;
  width = gtk_widget_get_width (self->map_scroller);
  height = gtk_widget_get_height (self->map_scroller);
  map_extent (self, &w, &h);
  if (width <= 0 || height <= 0 || w <= 0 || h <= 0)
    return;
  zoom = width_only ? (width - 4) / w : MIN ((width - 4) / w, (height - 4) / h);
  if (keep_seen)
    muster_board_shell_keep_centre (self, self->seen_x, self->seen_y);
  else
    muster_board_shell_keep_centre (self, w / 2, width_only ? 0 : h / 2);
  muster_board_shell_zoom_to (self, zoom);
  self->fitted = width_only ? 2 : 1;
  self->fit_zoom = muster_board_shell_get_zoom (self);
}

void
muster_board_shell_zoom_fit (MusterBoardShell *self,
                             gboolean          width_only)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));
  fit (self, width_only, FALSE);
}

gboolean
muster_board_shell_get_fitted (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), FALSE);
  return self->fitted != 0;
}

static void
zoom_changed_cb (MusterBoardShell *self)
{
  /* The players zoomed: the map no longer follows the window's size. */
  if (self->fitted != 0 && fabs (muster_board_shell_get_zoom (self) - self->fit_zoom) > 1e-6)
    self->fitted = 0;

  g_autofree char *label = g_strdup_printf ("%.0f%%", muster_board_shell_get_zoom (self) * 100);
  /* Translators: the zoom button's name for screen readers; %s is “80%”. */
  g_autofree char *name = g_strdup_printf (_("Whole Map (now %s)"), label);

  gtk_button_set_label (GTK_BUTTON (self->zoom_button), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->zoom_button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (widget);

  muster_board_shell_zoom_to (self, muster_board_shell_get_zoom (self) * ZOOM_STEP);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (widget);

  muster_board_shell_zoom_to (self, muster_board_shell_get_zoom (self) / ZOOM_STEP);
}

static void
zoom_fit_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  muster_board_shell_zoom_fit (MUSTER_BOARD_SHELL (widget), FALSE);
}

static void
toggle_inspector_action (GtkWidget  *widget,
                         const char *name,
                         GVariant   *param)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* ---- parts ----------------------------------------------------------------------- */

GtkWidget *
muster_board_shell_get_map (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->map;
}

void
muster_board_shell_set_map (MusterBoardShell *self,
                            GtkWidget        *map)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));
  g_return_if_fail (map == NULL || GTK_IS_WIDGET (map));

  if (map == self->map)
    return;
  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  self->map = map;
  gtk_viewport_set_child (GTK_VIEWPORT (self->viewport), map);
  if (map != NULL)
    {
      if (zoom_pspec (self) != NULL)
        g_signal_connect_swapped (map, "notify::zoom", G_CALLBACK (zoom_changed_cb), self);
      zoom_changed_cb (self);
    }
  gtk_widget_set_visible (self->zoom_box, map != NULL && zoom_pspec (self) != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAP]);
}

GtkWidget *
muster_board_shell_get_legend (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->legend;
}

void
muster_board_shell_set_legend (MusterBoardShell *self,
                               GtkWidget        *legend)
{
  GtkWidget *popover;

  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  if (legend == self->legend)
    return;
  self->legend = legend;
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->legend_button)));
  if (popover == NULL)
    {
      popover = gtk_popover_new ();
      gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->legend_button), popover);
    }
  if (legend != NULL)
    {
      /* A long legend scrolls inside the window. */
      GtkWidget *scroller = gtk_scrolled_window_new ();

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
      gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 480);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), legend);
      gtk_popover_set_child (GTK_POPOVER (popover), scroller);
    }
  else
    gtk_popover_set_child (GTK_POPOVER (popover), NULL);
  gtk_widget_set_visible (self->legend_button, legend != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEGEND]);
}

GMenuModel *
muster_board_shell_get_corrections (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->corrections;
}

void
muster_board_shell_set_corrections (MusterBoardShell *self,
                                    GMenuModel       *menu)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  if (!g_set_object (&self->corrections, menu))
    return;
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->corrections_button), menu);
  gtk_widget_set_visible (self->corrections_button, menu != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CORRECTIONS]);
}

void
muster_board_shell_add_banner (MusterBoardShell *self,
                               GtkWidget        *banner)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));
  g_return_if_fail (GTK_IS_WIDGET (banner));

  gtk_box_append (GTK_BOX (self->banners), banner);
}

AdwViewStackPage *
muster_board_shell_add_page (MusterBoardShell *self,
                             GtkWidget        *child,
                             const char       *name,
                             const char       *title,
                             const char       *icon_name)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return adw_view_stack_add_titled_with_icon (self->inspector, child, name, title, icon_name);
}

MusterActionBar *
muster_board_shell_get_action_bar (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->action_bar;
}

MusterDecisionBar *
muster_board_shell_get_decision_bar (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->decision_bar;
}

AdwViewStack *
muster_board_shell_get_inspector (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->inspector;
}

GtkWidget *
muster_board_shell_get_map_scroller (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->map_scroller;
}

gboolean
muster_board_shell_get_reveal_inspector (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), FALSE);
  return adw_flap_get_reveal_flap (self->flap);
}

void
muster_board_shell_set_reveal_inspector (MusterBoardShell *self,
                                         gboolean          reveal)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));
  adw_flap_set_reveal_flap (self->flap, reveal);
}

/* The Odds button only on a board with odds to show (a page “odds”). */
static void
update_odds_button (MusterBoardShell *self)
{
  gtk_widget_set_visible (self->odds_button,
                          !self->plain && adw_view_stack_get_child_by_name (self->inspector, "odds") != NULL);
}

void
muster_board_shell_set_plain (MusterBoardShell *self,
                              gboolean          plain)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  self->plain = plain;
  gtk_widget_set_visible (self->toolbar, !plain);
  update_odds_button (self);
  gtk_widget_set_visible (self->inspector_toggle, !plain);
  adw_flap_set_locked (self->flap, plain);
  adw_flap_set_reveal_flap (self->flap, !plain);
}

void
muster_board_shell_show_page (MusterBoardShell *self,
                              const char       *name)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  adw_view_stack_set_visible_child_name (self->inspector, name);
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

const char *
muster_board_shell_get_page (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return adw_view_stack_get_visible_child_name (self->inspector);
}

/* ---- pages that follow the game only while they are looked at ----------- */

static GtkWidget *
page_child (MusterBoardShell *self,
            const char       *name)
{
  return adw_view_stack_get_child_by_name (self->inspector, name);
}

static gboolean
run_pending_cb (gpointer data)
{
  MusterBoardShell *self = data;
  GHashTableIter iter;
  gpointer key, value;

  self->pending_id = 0;
  g_hash_table_iter_init (&iter, self->pending);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GtkWidget *child = page_child (self, key);
      PageUpdate update = *(PageUpdate *) value;

      if (child == NULL || !gtk_widget_get_mapped (child))
        continue;
      g_hash_table_iter_remove (&iter);
      update.update (update.data);
      /* An update may add to the table: start again. */
      g_hash_table_iter_init (&iter, self->pending);
    }
  return G_SOURCE_REMOVE;
}

static void
page_mapped_cb (MusterBoardShell *self)
{
  /* Not while the page is being mapped (its layout is under way): just
   * before the next frame. */
  if (self->pending_id == 0 && g_hash_table_size (self->pending) > 0)
    self->pending_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, run_pending_cb, self, NULL);
}

void
muster_board_shell_update_page (MusterBoardShell *self,
                                const char       *name,
                                MusterPageUpdate  update,
                                gpointer          data)
{
  GtkWidget *child;
  PageUpdate *pending;

  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));
  g_return_if_fail (update != NULL);

  child = page_child (self, name);
  if (child == NULL || gtk_widget_get_mapped (child))
    {
      g_hash_table_remove (self->pending, name);
      update (data);
      return;
    }
  if (g_hash_table_add (self->watched, child))
    g_signal_connect_object (child, "map", G_CALLBACK (page_mapped_cb), self, G_CONNECT_SWAPPED);
  pending = g_new (PageUpdate, 1);
  pending->update = update;
  pending->data = data;
  g_hash_table_replace (self->pending, g_strdup (name), pending);
}

gboolean
muster_board_shell_is_page_pending (MusterBoardShell *self,
                                    const char       *name)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), FALSE);
  return g_hash_table_contains (self->pending, name);
}

static void
read_check (gpointer data)
{
  MusterBoardShell *self = data;
  g_autoptr(MusterState) state = g_steal_pointer (&self->check_state);
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *check = NULL;

  if (state == NULL)
    return;
  lines = muster_state_get_board_check (state);
  check = muster_check_lines_to_text (lines);
  muster_board_shell_set_check (self, check);
}

void
muster_board_shell_set_check_state (MusterBoardShell *self,
                                    MusterState      *state)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));
  g_return_if_fail (MUSTER_IS_STATE (state));

  if (self->check_label == NULL)
    muster_board_shell_set_check (self, NULL);
  g_set_object (&self->check_state, state);
  muster_board_shell_update_page (self, "check", read_check, self);
}

static void
copy_check_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (widget);

  if (self->check_label == NULL)
    return;
  /* Copied from anywhere, the check is the game's as it is now. */
  if (self->check_state != NULL)
    read_check (self);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), gtk_label_get_text (GTK_LABEL (self->check_label)));
  muster_show_toast (widget, _("Board check copied"));
}

static GtkWidget *
check_page_new (MusterBoardShell *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *intro = gtk_label_new (_("Where every counter and marker should be now: set the table straight from it."));
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  GtkWidget *scroller = gtk_scrolled_window_new ();

  g_object_set (box, "margin-top", 12, "margin-bottom", 12, "margin-start", 12, "margin-end", 12, NULL);
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (intro), 30);
  gtk_label_set_xalign (GTK_LABEL (intro), 0);
  gtk_widget_set_hexpand (intro, TRUE);
  gtk_widget_add_css_class (intro, "dim-label");
  gtk_widget_set_tooltip_text (copy, _("Copy the Board Check"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Copy the Board Check"), -1);
  gtk_widget_set_valign (copy, GTK_ALIGN_START);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (copy), "shell.copy-check");
  gtk_box_append (GTK_BOX (head), intro);
  gtk_box_append (GTK_BOX (head), copy);
  gtk_box_append (GTK_BOX (box), head);

  self->check_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->check_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->check_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (self->check_label), 0);
  gtk_label_set_yalign (GTK_LABEL (self->check_label), 0);
  gtk_label_set_selectable (GTK_LABEL (self->check_label), TRUE);
  gtk_widget_add_css_class (self->check_label, "muster-board-check");
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->check_label);
  gtk_box_append (GTK_BOX (box), scroller);
  return box;
}

void
muster_board_shell_set_check (MusterBoardShell *self,
                              const char       *check)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  if (self->check_label == NULL)
    muster_board_shell_add_page (self, check_page_new (self), "check", _("Check"), "object-select-symbolic");
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->check_label)), check ? check : "") != 0)
    gtk_label_set_text (GTK_LABEL (self->check_label), check ? check : "");
}

GtkWidget *
muster_board_shell_get_check_label (MusterBoardShell *self)
{
  g_return_val_if_fail (MUSTER_IS_BOARD_SHELL (self), NULL);
  return self->check_label;
}

/* On a narrow screen the map comes first: the inspector folds away hidden,
 * also when the board starts out narrow. */
static void
flap_folded_cb (MusterBoardShell *self)
{
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
}

static void
reveal_changed_cb (MusterBoardShell *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEAL_INSPECTOR]);
}

/* ---- buildable ------------------------------------------------------------------- */

static void
muster_board_shell_add_child (GtkBuildable *buildable,
                              GtkBuilder   *builder,
                              GObject      *child,
                              const char   *type)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (buildable);

  if (g_strcmp0 (type, "map") == 0)
    muster_board_shell_set_map (self, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "banner") == 0)
    muster_board_shell_add_banner (self, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "legend") == 0)
    muster_board_shell_set_legend (self, GTK_WIDGET (child));
  else if (ADW_IS_VIEW_STACK_PAGE (child) && self->inspector != NULL)
    GTK_BUILDABLE_GET_IFACE (self->inspector)->add_child (GTK_BUILDABLE (self->inspector), builder, child, type);
  else
    parent_buildable->add_child (buildable, builder, child, type);
}

static void
muster_board_shell_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable = g_type_interface_peek_parent (iface);
  iface->add_child = muster_board_shell_add_child;
}

/* ---- GObject --------------------------------------------------------------------- */

static void
muster_board_shell_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_MAP:
      g_value_set_object (value, self->map);
      break;
    case PROP_LEGEND:
      g_value_set_object (value, self->legend);
      break;
    case PROP_CORRECTIONS:
      g_value_set_object (value, self->corrections);
      break;
    case PROP_REVEAL_INSPECTOR:
      g_value_set_boolean (value, muster_board_shell_get_reveal_inspector (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_board_shell_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      muster_board_shell_set_status (self, g_value_get_string (value), self->side);
      break;
    case PROP_MAP:
      muster_board_shell_set_map (self, g_value_get_object (value));
      break;
    case PROP_LEGEND:
      muster_board_shell_set_legend (self, g_value_get_object (value));
      break;
    case PROP_CORRECTIONS:
      muster_board_shell_set_corrections (self, g_value_get_object (value));
      break;
    case PROP_REVEAL_INSPECTOR:
      muster_board_shell_set_reveal_inspector (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
first_fit_cb (gpointer data)
{
  MusterBoardShell *self = data;

  self->first_id = 0;
  muster_board_shell_zoom_fit (self, TRUE);
  if (muster_board_shell_get_zoom (self) < self->first_min_zoom)
    muster_board_shell_zoom_to (self, self->first_min_zoom);
  return G_SOURCE_REMOVE;
}

void
muster_board_shell_fit_first (MusterBoardShell *self,
                              double            min_zoom)
{
  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));
  self->first_min_zoom = min_zoom;
}

static void
muster_board_shell_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (widget);

  GTK_WIDGET_CLASS (muster_board_shell_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->first_min_zoom > 0 && !self->first_done && gtk_widget_get_width (self->map_scroller) > 0)
    {
      self->first_done = TRUE;
      self->first_id = g_idle_add (first_fit_cb, self);
    }
}

static void
muster_board_shell_dispose (GObject *object)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (object);

  g_clear_handle_id (&self->first_id, g_source_remove);
  g_clear_handle_id (&self->centre_id, g_source_remove);
  g_clear_handle_id (&self->centre_idle, g_source_remove);
  g_clear_handle_id (&self->pending_id, g_source_remove);
  g_clear_handle_id (&self->refit_idle, g_source_remove);
  g_hash_table_remove_all (self->pending);
  g_hash_table_remove_all (self->watched);
  g_clear_object (&self->check_state);
  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  self->map = NULL;
  self->legend = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_BOARD_SHELL);
  g_clear_object (&self->corrections);
  G_OBJECT_CLASS (muster_board_shell_parent_class)->dispose (object);
}

static void
muster_board_shell_finalize (GObject *object)
{
  MusterBoardShell *self = MUSTER_BOARD_SHELL (object);

  g_free (self->status);
  g_free (self->side);
  g_hash_table_unref (self->pending);
  g_hash_table_unref (self->watched);
  G_OBJECT_CLASS (muster_board_shell_parent_class)->finalize (object);
}

static void
muster_board_shell_class_init (MusterBoardShellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_board_shell_get_property;
  object_class->set_property = muster_board_shell_set_property;
  object_class->dispose = muster_board_shell_dispose;
  object_class->finalize = muster_board_shell_finalize;

  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAP] =
    g_param_spec_object ("map", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEGEND] =
    g_param_spec_object ("legend", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CORRECTIONS] =
    g_param_spec_object ("corrections", NULL, NULL, G_TYPE_MENU_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVEAL_INSPECTOR] =
    g_param_spec_boolean ("reveal-inspector", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MUSTER_TYPE_ACTION_BAR);
  g_type_ensure (MUSTER_TYPE_DECISION_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-board-shell.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, box);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, status_label);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, action_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, corrections_button);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, decision_bar);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, banners);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, flap);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, map_scroller);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, viewport);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, zoom_box);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, zoom_button);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, legend_button);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, odds_button);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, inspector_toggle);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, toolbar);
  gtk_widget_class_bind_template_child (widget_class, MusterBoardShell, inspector);
  gtk_widget_class_bind_template_callback (widget_class, flap_folded_cb);

  gtk_widget_class_install_action (widget_class, "map.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "map.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "map.zoom-fit", NULL, zoom_fit_action);
  gtk_widget_class_install_action (widget_class, "map.toggle-inspector", NULL, toggle_inspector_action);
  gtk_widget_class_install_action (widget_class, "shell.copy-check", NULL, copy_check_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "map.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "map.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "map.zoom-fit", NULL);
  widget_class->size_allocate = muster_board_shell_size_allocate;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "musterboardshell");
}

static void
muster_board_shell_init (MusterBoardShell *self)
{
  GtkScrolledWindow *scroller;

  self->centre_x = self->centre_y = -1;
  self->pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->watched = g_hash_table_new (NULL, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  scroller = GTK_SCROLLED_WINDOW (self->map_scroller);
  g_signal_connect_object (gtk_scrolled_window_get_hadjustment (scroller), "changed",
                           G_CALLBACK (adjustment_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (scroller), "changed",
                           G_CALLBACK (adjustment_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_hadjustment (scroller), "value-changed",
                           G_CALLBACK (adjustment_value_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (scroller), "value-changed",
                           G_CALLBACK (adjustment_value_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (reveal_changed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_visible (self->status_label, FALSE);
  gtk_widget_set_visible (self->legend_button, FALSE);
  gtk_widget_set_visible (self->corrections_button, FALSE);
  gtk_widget_set_visible (self->zoom_box, FALSE);
  /* The board's pages are in by the time it is shown. */
  g_signal_connect (self, "map", G_CALLBACK (update_odds_button), NULL);
}

GtkWidget *
muster_board_shell_new (void)
{
  return g_object_new (MUSTER_TYPE_BOARD_SHELL, NULL);
}

void
muster_board_shell_act (MusterBoardShell    *self,
                        MusterSession       *session,
                        GVariant            *param,
                        const char          *selected,
                        const char          *target,
                        MusterBoardShowOdds  show_odds,
                        gpointer             data)
{
  MusterState *state = muster_session_get_state (session);
  const char *action = NULL;
  g_autofree const char **args = NULL;
  g_autoptr(MusterActionInfo) info = NULL;
  g_autoptr(GPtrArray) offers = NULL;

  g_return_if_fail (MUSTER_IS_BOARD_SHELL (self));

  g_variant_get (param, "(&s^a&s)", &action, &args);
  info = muster_state_find_action (state, action);
  if (info == NULL)
    return;
  if (args[0] != NULL || muster_action_info_needs_nothing (info))
    {
      muster_perform (GTK_WIDGET (self), session, action, args, NULL, NULL);
      return;
    }
  if (show_odds != NULL && info->previews && info->kind == MUSTER_ACTION_PLAY)
    {
      show_odds (data, action);
      return;
    }
  if (selected != NULL)
    offers = muster_offers_for_selection (state, selected, target, NULL, action, 1);
  if (offers == NULL || offers->len == 0)
    {
      g_clear_pointer (&offers, g_ptr_array_unref);
      offers = muster_offers_for_action (state, action, 1);
    }
  muster_action_dialog_present_target (GTK_WIDGET (self), session,
                                       g_variant_new ("(s^as)", action,
                                                      offers->len > 0 ? ((MusterOffer *) g_ptr_array_index (offers, 0))->args
                                                                      : (char *[]) { NULL }));
}
