/* bhui-tracks-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-perform.h"
#include "bhui-links.h"
#include "bhui-tracks-view.h"
#include "bhui-words.h"
#include "bunker-hill/bh-view.h"
#include "widgets/muster-track-board.h"
#include "muster-widget-helpers.h"

struct _BhuiTracksView
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GtkWidget     *board;       /* MusterTrackBoard */
  GtkWidget     *turn_label;
  GtkWidget     *vp_label;
  GtkWidget     *wrong_ammo_label;
  GtkWidget     *penalties;
  GtkWidget     *awards;
  GtkWidget     *scroller;
  GtkWidget     *penalties_heading;
  /* What the penalties and awards were last built from: rebuilt only
   * when it changes, not after every action. */
  char          *penalties_key;
  char          *awards_key;
};

G_DEFINE_FINAL_TYPE (BhuiTracksView, bhui_tracks_view, GTK_TYPE_WIDGET)

static BhState *
get_state (BhuiTracksView *self)
{
  MusterState *state = self->session ? muster_session_get_state (self->session) : NULL;

  return state != NULL && BH_IS_STATE (state) ? BH_STATE (state) : NULL;
}

static void
fill_penalties (BhuiTracksView *self,
                BhState        *state)
{
  g_autoptr(GPtrArray) list = bh_view_penalties (state);
  g_autoptr(GString) key = g_string_new (NULL);

  for (guint i = 0; i < list->len; i++)
    g_string_append_printf (key, "%s\n", (const char *) g_ptr_array_index (list, i));
  if (self->penalties_key != NULL && g_str_equal (key->str, self->penalties_key))
    return;
  g_free (self->penalties_key);
  self->penalties_key = g_strdup (key->str);
  muster_remove_children (self->penalties);
  if (list->len == 0)
    {
      GtkWidget *none = gtk_label_new (_("No penalties in force"));

      gtk_label_set_xalign (GTK_LABEL (none), 0);
      gtk_widget_add_css_class (none, "dim-label");
      gtk_box_append (GTK_BOX (self->penalties), none);
    }
  for (guint i = 0; i < list->len; i++)
    {
      const char *text = g_ptr_array_index (list, i);
      g_autofree char *markup = bhui_text_with_rule_link (text);
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "bhui-penalty");
      bhui_connect_rule_links (label);
      gtk_box_append (GTK_BOX (self->penalties), label);
    }
}

static void
award_correct_cb (GtkWidget      *widget,
                  BhuiTracksView *self)
{
  GtkWidget *popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);
  GtkEditable *entry = g_object_get_data (G_OBJECT (popover), "bhui-entry");
  const char *award = g_object_get_data (G_OBJECT (popover), "bhui-award");
  g_autofree char *value = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  const char *args[] = { award, value, NULL };

  gtk_popover_popdown (GTK_POPOVER (popover));
  if (*value != '\0')
    muster_perform (GTK_WIDGET (self), self->session, "set-vp", args, NULL, NULL);
}

static GtkWidget *
award_button (BhuiTracksView    *self,
              const BhViewAward *a)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (_("Points on your player aid"));
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *apply = gtk_button_new_with_label (_("Correct"));
  g_autofree char *value = g_strdup_printf ("%g", a->half_points / 2.0);

  gtk_widget_add_css_class (heading, "heading");
  gtk_editable_set_text (GTK_EDITABLE (entry), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, a->text, -1);
  g_signal_connect (entry, "activate", G_CALLBACK (award_correct_cb), self);
  gtk_widget_add_css_class (apply, "suggested-action");
  g_signal_connect (apply, "clicked", G_CALLBACK (award_correct_cb), self);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), apply);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_object_set_data (G_OBJECT (popover), "bhui-entry", entry);
  g_object_set_data_full (G_OBJECT (popover), "bhui-award", g_strdup (a->id), g_free);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_set_tooltip_text (button, _("Correct these points to match your player aid"));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

static void
fill_awards (BhuiTracksView *self,
             BhState        *state)
{
  GtkWidget *child;
  g_autoptr(GString) key = g_string_new (NULL);

  for (guint i = 0; i < bh_view_n_awards (state); i++)
    {
      BhViewAward a;

      bh_view_award (state, i, &a);
      g_string_append_printf (key, "%s|%s|%d|%s|%d\n", a.id, a.text, a.half_points, a.source, a.reconstructed);
    }
  if (self->awards_key != NULL && g_str_equal (key->str, self->awards_key))
    return;
  g_free (self->awards_key);
  self->awards_key = g_strdup (key->str);
  while ((child = gtk_widget_get_first_child (self->awards)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->awards), child);
  for (guint i = 0; i < bh_view_n_awards (state); i++)
    {
      BhViewAward a;
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *points = NULL;
      g_autofree char *subtitle = NULL;

      bh_view_award (state, i, &a);
      points = bhui_half_points (a.half_points);
      subtitle = g_strdup_printf (_("%s VP · %s"), points, a.source);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), a.text);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      if (a.reconstructed)
        {
          GtkWidget *pill = gtk_label_new (_("reconstructed"));

          gtk_widget_add_css_class (pill, "bhui-reconstructed");
          gtk_widget_set_valign (pill, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), pill);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), award_button (self, &a));
      gtk_list_box_append (GTK_LIST_BOX (self->awards), row);
    }
}

void
bhui_tracks_view_update (BhuiTracksView *self)
{
  BhState *state;
  BhViewTracks t;
  g_autofree char *turn = NULL;
  g_autofree char *vp = NULL;
  g_autofree char *b = NULL;
  g_autofree char *p = NULL;

  g_return_if_fail (BHUI_IS_TRACKS_VIEW (self));

  state = get_state (self);
  if (state == NULL)
    return;
  bh_view_tracks (state, &t);

  /* The tracks, thresholds and what is due on the turn track are the
   * engine's (bh_state_get_tracks); the rest is said here. */
  muster_track_board_set_state (MUSTER_TRACK_BOARD (self->board), MUSTER_STATE (state));
  turn = g_strdup_printf (_("Turn %d of %d · card %s · fleet in %s%s"), t.turn, t.last_turn,
                          t.card ? t.card : _("not drawn"), bhui_region_name (state, t.fleet),
                          t.hot_shot_used ? _(" · Hot Shot used this turn") : "");
  gtk_label_set_text (GTK_LABEL (self->turn_label), turn);

  b = bhui_half_points (t.vp_half[0]);
  p = bhui_half_points (t.vp_half[1]);
  if (t.over)
    vp = g_strdup_printf (_("Victory points: British %s, Patriot %s. %s"), b, p, t.result ? t.result : "");
  else
    vp = g_strdup_printf (_("Victory points if the game ended now: British %s, Patriot %s"), b, p);
  gtk_label_set_text (GTK_LABEL (self->vp_label), vp);

  if (t.ammo_arrived)
    gtk_label_set_text (GTK_LABEL (self->wrong_ammo_label),
                        _("Ammo Arrives: the British field cannon may fire (4.3)"));
  else
    {
      g_autofree char *text = g_strdup_printf (_("Wrong Ammo: the British field cannon may not fire. From turn %d a die plus the turn of 10 or more brings the right ammunition (4.3)"),
                                               t.wrong_ammo_turn);
      gtk_label_set_text (GTK_LABEL (self->wrong_ammo_label), text);
    }
  fill_penalties (self, state);
  fill_awards (self, state);
}

void
bhui_tracks_view_show_penalties (BhuiTracksView *self)
{
  GtkAdjustment *adj;
  graphene_point_t at;
  GtkWidget *child;

  g_return_if_fail (BHUI_IS_TRACKS_VIEW (self));

  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->scroller));
  if (gtk_widget_compute_point (self->penalties_heading, child, &GRAPHENE_POINT_INIT (0, 0), &at))
    gtk_adjustment_set_value (adj, at.y - 6);
}

void
bhui_tracks_view_set_session (BhuiTracksView *self,
                              MusterSession  *session)
{
  g_return_if_fail (BHUI_IS_TRACKS_VIEW (self));
  /* The board brings the page up to date when it is first shown
   * (muster_board_shell_update_page). */
  g_set_object (&self->session, session);
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 12);
  return label;
}

static GtkWidget *
caption (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption");
  return label;
}

static void
bhui_tracks_view_dispose (GObject *object)
{
  BhuiTracksView *self = BHUI_TRACKS_VIEW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  g_clear_pointer (&self->penalties_key, g_free);
  g_clear_pointer (&self->awards_key, g_free);
  G_OBJECT_CLASS (bhui_tracks_view_parent_class)->dispose (object);
}

static void
bhui_tracks_view_class_init (BhuiTracksViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bhui_tracks_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bhuitracks");
}

static void
bhui_tracks_view_init (BhuiTracksView *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *vp_group = adw_preferences_group_new ();

  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  self->turn_label = caption (NULL);
  gtk_box_append (GTK_BOX (box), self->turn_label);
  self->wrong_ammo_label = caption (NULL);
  gtk_box_append (GTK_BOX (box), self->wrong_ammo_label);
  self->vp_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->vp_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->vp_label), 0);
  gtk_widget_add_css_class (self->vp_label, "bhui-vp");
  gtk_box_append (GTK_BOX (box), self->vp_label);

  /* What limits the players most comes first: the penalties in force,
   * then the tracks with their thresholds. */
  self->penalties_heading = heading (_("Penalties in force"));
  gtk_box_append (GTK_BOX (box), self->penalties_heading);
  self->penalties = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (box), self->penalties);

  gtk_box_append (GTK_BOX (box), heading (_("Tracks")));
  self->board = muster_track_board_new ();
  gtk_box_append (GTK_BOX (box), self->board);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (vp_group), _("Victory point schedule"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (vp_group),
                                         _("From the player aid, which the rules do not print: check each value against yours"));
  self->awards = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->awards), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->awards, "boxed-list");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (vp_group), self->awards);
  gtk_widget_set_margin_top (vp_group, 12);
  gtk_box_append (GTK_BOX (box), vp_group);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  gtk_widget_set_parent (scroller, GTK_WIDGET (self));
  self->scroller = scroller;
}

GtkWidget *
bhui_tracks_view_new (void)
{
  return g_object_new (BHUI_TYPE_TRACKS_VIEW, NULL);
}
