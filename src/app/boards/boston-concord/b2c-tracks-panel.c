/* b2c-tracks-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-tracks-panel.h"

typedef enum
{
  ROW_TURN,
  ROW_VP,
  ROW_ACTING,
  ROW_BRITISH,
  ROW_PATRIOT,
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

  GtkWidget *group;
  GtkWidget *strip;
  GtkWidget *strip_row;
  GtkWidget *rows[N_ROWS];
  GtkWidget *actions[REVROAD_N_SIDES];   /* GtkLevelBar */
  GtkWidget *reserve[REVROAD_N_SIDES];   /* GtkLevelBar */
  GtkWidget *vp[REVROAD_N_SIDES];        /* GtkLabel */
  int        strip_first, strip_last, strip_percy;
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

static void
build_strip (B2cTracksPanel      *self,
             const B2cTracksView *t)
{
  GtkWidget *child;

  if (self->strip_first == t->first_turn && self->strip_last == t->last_turn && self->strip_percy == t->percy_turn)
    return;
  self->strip_first = t->first_turn;
  self->strip_last = t->last_turn;
  self->strip_percy = t->percy_turn;
  while ((child = gtk_widget_get_first_child (self->strip)) != NULL)
    gtk_box_remove (GTK_BOX (self->strip), child);
  for (int turn = t->first_turn; turn <= t->last_turn; turn++)
    {
      g_autofree char *text = g_strdup_printf ("%d", turn);
      GtkWidget *cell = gtk_label_new (text);

      gtk_widget_add_css_class (cell, "b2c-turn");
      if (turn == t->percy_turn)
        {
          gtk_widget_add_css_class (cell, "b2c-turn-percy");
          gtk_widget_set_tooltip_text (cell, _("Percy's reinforcements arrive in Boston (12.0)"));
        }
      gtk_box_append (GTK_BOX (self->strip), cell);
    }
}

static void
mark_turn (B2cTracksPanel *self,
           int            turn)
{
  int i = self->strip_first;

  for (GtkWidget *cell = gtk_widget_get_first_child (self->strip); cell; cell = gtk_widget_get_next_sibling (cell), i++)
    {
      if (i == turn)
        gtk_widget_add_css_class (cell, "b2c-turn-current");
      else
        gtk_widget_remove_css_class (cell, "b2c-turn-current");
      if (i < turn)
        gtk_widget_add_css_class (cell, "b2c-turn-past");
      else
        gtk_widget_remove_css_class (cell, "b2c-turn-past");
    }
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
  g_autofree char *turn = NULL;
  g_autofree char *strip_label = NULL;

  g_return_if_fail (B2C_IS_TRACKS_PANEL (self));

  b2c_view_tracks (state, &t);
  build_strip (self, &t);
  mark_turn (self, t.turn);
  turn = g_strdup_printf (_("Turn %d of %d · %s"), t.turn, t.last_turn, phase_text (t.phase));
  set_row (self, ROW_TURN, turn);
  if (t.percy_turn > 0)
    strip_label = g_strdup_printf (_("Turn %d of %d; Percy arrives on turn %d"), t.turn, t.last_turn, t.percy_turn);
  else
    strip_label = g_strdup_printf (_("Turn %d of %d"), t.turn, t.last_turn);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->strip), GTK_ACCESSIBLE_PROPERTY_LABEL, strip_label, -1);

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      g_autofree char *vp = g_strdup_printf ("%d", t.vp[s]);
      g_autofree char *subtitle = NULL;

      gtk_label_set_text (GTK_LABEL (self->vp[s]), vp);
      gtk_level_bar_set_value (GTK_LEVEL_BAR (self->actions[s]), t.actions[s]);
      gtk_level_bar_set_value (GTK_LEVEL_BAR (self->reserve[s]), t.reserve[s]);
      subtitle = g_strdup_printf (_("%d of 5 actions left · %d of 2 Reserve Actions"), t.actions[s], t.reserve[s]);
      set_row (self, s == REVROAD_BRITISH ? ROW_BRITISH : ROW_PATRIOT, subtitle);
    }
  {
    g_autofree char *vp = g_strdup_printf (_("British %d · Patriot %d"), t.vp[REVROAD_BRITISH], t.vp[REVROAD_PATRIOT]);

    set_row (self, ROW_VP, vp);
  }
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

  g_clear_pointer (&self->group, gtk_widget_unparent);

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

static GtkWidget *
level_bar (int         max,
           const char *label)
{
  GtkWidget *bar = gtk_level_bar_new_for_interval (0, max);

  gtk_level_bar_set_mode (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_MODE_DISCRETE);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_widget_set_size_request (bar, max * 14, -1);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (bar, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return bar;
}

static void
b2c_tracks_panel_init (B2cTracksPanel *self)
{
  static const char * const titles[N_ROWS] = {
    N_("Turn"), N_("Victory Points"), N_("To Act"), N_("British"), N_("Patriot"),
    N_("Shot Heard 'Round the World"), N_("Concord"), N_("Percy"),
    N_("Hinder Movement"), N_("Hinder Search"), N_("Hinder Muster"),
  };
  GtkWidget *turn_box;

  self->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Tracks"));
  gtk_widget_set_parent (self->group, GTK_WIDGET (self));
  self->strip_first = self->strip_last = -1;

  for (int i = 0; i < N_ROWS; i++)
    {
      self->rows[i] = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[i]), _(titles[i]));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self->rows[i]), 3);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->rows[i]);
      if (i == ROW_TURN)
        {
          /* The turn track has a row of its own, under the turn. */
          self->strip_row = adw_preferences_row_new ();
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->strip_row), FALSE);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->strip_row);
        }
    }
  for (int m = 0; m < 3; m++)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[ROW_HINDER_MOVE + m]), hinder_name (m));

  /* The turn track: one cell per turn. */
  turn_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->strip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_add_css_class (self->strip, "b2c-turn-strip");
  gtk_widget_set_valign (self->strip, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->strip), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Turn Track"), -1);
  gtk_box_append (GTK_BOX (turn_box), self->strip);
  gtk_widget_set_halign (turn_box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (turn_box, 8);
  gtk_widget_set_margin_bottom (turn_box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->strip_row), turn_box);

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      GtkWidget *bars = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      g_autofree char *actions = g_strdup_printf (_("%s Action track"), revroad_side_name ((RevroadSide) s));
      g_autofree char *reserve = g_strdup_printf (_("%s Reserve Action track"), revroad_side_name ((RevroadSide) s));

      self->actions[s] = level_bar (5, actions);
      self->reserve[s] = level_bar (2, reserve);
      gtk_widget_set_halign (self->reserve[s], GTK_ALIGN_START);
      gtk_widget_add_css_class (self->actions[s], s == REVROAD_BRITISH ? "b2c-british" : "b2c-patriot");
      gtk_widget_add_css_class (self->reserve[s], s == REVROAD_BRITISH ? "b2c-british" : "b2c-patriot");
      gtk_box_append (GTK_BOX (bars), self->actions[s]);
      gtk_box_append (GTK_BOX (bars), self->reserve[s]);
      gtk_widget_set_valign (bars, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->rows[s == REVROAD_BRITISH ? ROW_BRITISH : ROW_PATRIOT]), bars);

      self->vp[s] = gtk_label_new ("0");
      gtk_widget_add_css_class (self->vp[s], "b2c-vp");
      gtk_widget_add_css_class (self->vp[s], s == REVROAD_BRITISH ? "b2c-british" : "b2c-patriot");
      gtk_widget_set_valign (self->vp[s], GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->rows[ROW_VP]), self->vp[s]);
    }
}

GtkWidget *
b2c_tracks_panel_new (void)
{
  return g_object_new (B2C_TYPE_TRACKS_PANEL, NULL);
}
