/* b2c-tracks-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-tracks-panel.h"
#include "widgets/muster-sheet-view.h"
#include "widgets/muster-track-board.h"

struct _B2cTracksPanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *board;    /* MusterTrackBoard: the engine's tracks */
  GtkWidget *markers;  /* MusterSheetView: the engine's sheet of what is not a track */
};

G_DEFINE_FINAL_TYPE (B2cTracksPanel, b2c_tracks_panel, GTK_TYPE_WIDGET)

/* Who is to act or decide, and with what: the session's status line says
 * the turn and the phase. */
char *
b2c_tracks_summary (B2cState *state)
{
  B2cTracksView t;
  g_autoptr(MusterPending) pending = NULL;

  b2c_view_tracks (state, &t);
  if (t.over)
    return g_strdup (_("Game over"));
  pending = muster_state_get_pending (MUSTER_STATE (state));
  if (pending != NULL)
    {
      RevroadSide side = REVROAD_NO_SIDE;

      if (pending->side != NULL)
        revroad_side_from_id (pending->side, &side);
      /* Translators: the board's pill while a decision waits; %s is a side. */
      return side != REVROAD_NO_SIDE ? g_strdup_printf (_("%s to decide"), revroad_side_name (side))
                                     : g_strdup (_("Both sides to decide"));
    }
  if (g_strcmp0 (t.phase, "pregame") == 0)
    return g_strdup (_("Patriot: the free Call to Arms"));
  if (g_strcmp0 (t.phase, "draw") == 0)
    return g_strdup (_("Draw the card"));
  if (g_strcmp0 (t.phase, "end") == 0)
    return g_strdup (_("End of the turn"));
  if (t.acting != REVROAD_NO_SIDE)
    /* Translators: the board's pill: the side to act and its actions left. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d action left", "%s: %d actions left",
                                         (gulong) t.actions[t.acting]),
                            revroad_side_name (t.acting), t.actions[t.acting]);
  return g_strdup (_("Both sides"));
}

void
b2c_tracks_panel_set_state (B2cTracksPanel *self,
                            B2cState       *state)
{
  g_autoptr(GPtrArray) sheets = NULL;
  const MusterSheet *markers = NULL;

  g_return_if_fail (B2C_IS_TRACKS_PANEL (self));

  muster_track_board_set_state (MUSTER_TRACK_BOARD (self->board), MUSTER_STATE (state));
  sheets = muster_state_get_sheets (MUSTER_STATE (state), NULL);
  for (guint i = 0; i < sheets->len; i++)
    if (g_strcmp0 (((MusterSheet *) g_ptr_array_index (sheets, i))->id, "markers") == 0)
      markers = g_ptr_array_index (sheets, i);
  muster_sheet_view_set_sheet (MUSTER_SHEET_VIEW (self->markers), markers);
  gtk_widget_set_visible (self->markers, markers != NULL);
}

static void
b2c_tracks_panel_dispose (GObject *object)
{
  B2cTracksPanel *self = B2C_TRACKS_PANEL (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (b2c_tracks_panel_parent_class)->dispose (object);
}

static void
b2c_tracks_panel_class_init (B2cTracksPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_tracks_panel_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
b2c_tracks_panel_init (B2cTracksPanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->board = muster_track_board_new ();
  gtk_box_append (GTK_BOX (self->box), self->board);
  self->markers = muster_sheet_view_new (NULL);
  gtk_box_append (GTK_BOX (self->box), self->markers);
}

GtkWidget *
b2c_tracks_panel_new (void)
{
  return g_object_new (B2C_TYPE_TRACKS_PANEL, NULL);
}
