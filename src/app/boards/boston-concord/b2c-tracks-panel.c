/* b2c-tracks-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-tracks-panel.h"
#include "widgets/muster-track-board.h"

typedef enum
{
  ROW_ACTING,
  ROW_SHOT,
  ROW_CONCORD,
  ROW_PERCY,
  ROW_HINDER_MOVE,
  ROW_HINDER_SEARCH,
  ROW_HINDER_MUSTER,
  N_ROWS
} RowId;

struct _B2cTracksPanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *board;   /* MusterTrackBoard: the engine's tracks */
  GtkWidget *group;   /* what is not a track */
  GtkWidget *rows[N_ROWS];
};

G_DEFINE_FINAL_TYPE (B2cTracksPanel, b2c_tracks_panel, GTK_TYPE_WIDGET)

static const char *
phase_text (const char *phase)
{
  if (g_strcmp0 (phase, "pregame") == 0)
    return _("Before turn 1: the Patriot's free Call to Arms");
  if (g_strcmp0 (phase, "draw") == 0)
    return _("Obtain Action Points: draw the card");
  if (g_strcmp0 (phase, "actions") == 0)
    return _("Perform Actions");
  if (g_strcmp0 (phase, "end") == 0)
    return _("End Turn");
  return _("The game is over");
}

char *
b2c_tracks_summary (B2cState *state)
{
  B2cTracksView t;

  b2c_view_tracks (state, &t);
  if (t.over)
    return g_strdup (_("The game is over"));
  {
    g_autoptr(MusterPending) pending = muster_state_get_pending (MUSTER_STATE (state));
    RevroadSide side = REVROAD_NO_SIDE;

    if (pending != NULL)
      {
        if (pending->side != NULL)
          revroad_side_from_id (pending->side, &side);
        return side != REVROAD_NO_SIDE
               /* Translators: the board's summary while a decision is pending. */
               ? g_strdup_printf (_("Turn %d · %s to decide"), t.turn, revroad_side_name (side))
               : g_strdup_printf (_("Turn %d · both players to decide"), t.turn);
      }
  }
  if (t.acting != REVROAD_NO_SIDE)
    /* Translators: the board's summary: turn, side to act and its actions left. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %d · %s to act (%d action left)",
                                         "Turn %d · %s to act (%d actions left)", (gulong) t.actions[t.acting]),
                            t.turn, revroad_side_name (t.acting), t.actions[t.acting]);
  return g_strdup_printf (_("Turn %d · %s"), t.turn, phase_text (t.phase));
}

static const char *
hinder_name (int marker)
{
  switch (marker)
    {
    case 0: return _("Hinder Movement");
    case 1: return _("Hinder Search");
    default: return _("Hinder Muster");
    }
}

static void
set_row (B2cTracksPanel *self,
         RowId          id,
         const char    *subtitle)
{
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rows[id]), subtitle);
}

void
b2c_tracks_panel_set_state (B2cTracksPanel *self,
                           B2cState      *state)
{
  B2cTracksView t;

  g_return_if_fail (B2C_IS_TRACKS_PANEL (self));

  b2c_view_tracks (state, &t);
  muster_track_board_set_state (MUSTER_TRACK_BOARD (self->board), MUSTER_STATE (state));

  if (t.over)
    {
      g_autofree char *text = t.winner != REVROAD_NO_SIDE
                              ? g_strdup_printf (_("Game over: the %s win (%g to %g)"), revroad_side_name (t.winner),
                                                 t.final_vp[REVROAD_BRITISH], t.final_vp[REVROAD_PATRIOT])
                              : g_strdup (_("Game over"));

      set_row (self, ROW_ACTING, text);
    }
  else if (t.acting != REVROAD_NO_SIDE)
    {
      g_autofree char *text = t.reserve_armed
                              ? g_strdup_printf (_("%s, spending a Reserve Action"), revroad_side_name (t.acting))
                              : g_strdup (revroad_side_name (t.acting));

      set_row (self, ROW_ACTING, text);
    }
  else
    set_row (self, ROW_ACTING, phase_text (t.phase));

  if (!t.shot_heard)
    set_row (self, ROW_SHOT, _("Not yet: no Ambush or Snipe (10.0)"));
  else if (t.first_combat == REVROAD_PATRIOT)
    set_row (self, ROW_SHOT, _("Heard: the Patriot fired first, 5 VP to the British (10.0)"));
  else
    set_row (self, ROW_SHOT, _("Heard: Ambush and Snipe are open (10.0)"));
  set_row (self, ROW_CONCORD, t.concord_entered ? _("Entered: Smith and Pitcairn fight under 11.0")
                                                : _("Not yet: the British must reach it by the end (11.0)"));
  if (t.percy_turn <= 0)
    set_row (self, ROW_PERCY, _("Not in this scenario"));
  else if (!t.percy_arrived)
    {
      g_autofree char *text = g_strdup_printf (_("Arrives in Boston on turn %d"), t.percy_turn);

      set_row (self, ROW_PERCY, text);
    }
  else if (t.percy_awarded)
    set_row (self, ROW_PERCY, _("Arrived; reached Lexington with the cannon (3 VP taken)"));
  else
    set_row (self, ROW_PERCY, _("Arrived; not yet in Lexington with the cannon and 4 Regulars"));

  for (int m = 0; m < 3; m++)
    {
      B2cHinderView h;
      g_autofree char *text = NULL;

      b2c_view_hinder (state, m, &h);
      switch (h.place)
        {
        case B2C_HINDER_VIEW_ON_MAP:
          {
            B2cRegionView r;

            b2c_view_region (state, h.region, &r);
            text = g_strdup_printf (_("%s's: in %s, %d side up"), revroad_side_name (h.owner), r.name, h.face);
          }
          break;
        case B2C_HINDER_VIEW_ON_TRACK:
          text = g_strdup_printf (_("%s's: on the Turn Track, back next turn"), revroad_side_name (h.owner));
          break;
        case B2C_HINDER_VIEW_AVAILABLE:
        default:
          text = g_strdup_printf (_("%s's: available"), revroad_side_name (h.owner));
          break;
        }
      set_row (self, ROW_HINDER_MOVE + m, text);
    }
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
  static const char * const titles[N_ROWS] = {
    N_("To Act"), N_("Shot Heard 'Round the World"), N_("Concord"), N_("Percy"),
    N_("Hinder Movement"), N_("Hinder Search"), N_("Hinder Muster"),
  };

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->board = muster_track_board_new ();
  gtk_box_append (GTK_BOX (self->box), self->board);
  self->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Markers and Events"));
  gtk_box_append (GTK_BOX (self->box), self->group);

  for (int i = 0; i < N_ROWS; i++)
    {
      self->rows[i] = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[i]), _(titles[i]));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self->rows[i]), 3);
      /* Read-only rows are not Tab stops. */
      gtk_widget_set_focusable (self->rows[i], FALSE);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->rows[i]), FALSE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->rows[i]);
    }
  for (int m = 0; m < 3; m++)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[ROW_HINDER_MOVE + m]), hinder_name (m));
}

GtkWidget *
b2c_tracks_panel_new (void)
{
  return g_object_new (B2C_TYPE_TRACKS_PANEL, NULL);
}
