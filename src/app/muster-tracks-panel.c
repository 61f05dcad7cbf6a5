/* muster-tracks-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-tracks-panel.h"
#include "widgets/muster-track-board.h"

struct _MusterTracksPanel
{
  MusterSessionPanel parent_instance;

  /* Template widgets */
  GtkWidget         *group;
  MusterTrackBoard  *board;
};

G_DEFINE_FINAL_TYPE (MusterTracksPanel, muster_tracks_panel, MUSTER_TYPE_SESSION_PANEL)

static void
muster_tracks_panel_refresh (MusterSessionPanel *panel,
                             MusterSession      *session)
{
  MusterTracksPanel *self = MUSTER_TRACKS_PANEL (panel);

  muster_track_board_set_state (self->board, muster_session_get_state (session));
  gtk_widget_set_visible (self->group, muster_track_board_get_n_tracks (self->board) > 0);
}

static void
muster_tracks_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_TRACKS_PANEL);

  G_OBJECT_CLASS (muster_tracks_panel_parent_class)->dispose (object);
}

static void
muster_tracks_panel_class_init (MusterTracksPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_tracks_panel_dispose;
  MUSTER_SESSION_PANEL_CLASS (klass)->refresh = muster_tracks_panel_refresh;

  g_type_ensure (MUSTER_TYPE_TRACK_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-tracks-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterTracksPanel, group);
  gtk_widget_class_bind_template_child (widget_class, MusterTracksPanel, board);
}

static void
muster_tracks_panel_init (MusterTracksPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
