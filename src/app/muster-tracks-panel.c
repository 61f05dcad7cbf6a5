/* muster-tracks-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-perform.h"
#include "muster-a11y.h"
#include "muster-tracks-panel.h"

typedef struct
{
  MusterTracksPanel *panel;
  char              *id;
  GtkWidget         *row;
  GtkWidget         *minus;
  GtkWidget         *plus;
  GtkWidget         *value;   /* GtkMenuButton showing the value, to set it */
  GtkWidget         *label;   /* the value when it cannot be set here */
  GtkSpinButton     *spin;
  GtkWidget         *set;
} TrackRow;

struct _MusterTracksPanel
{
  MusterSessionPanel parent_instance;

  GPtrArray     *rows;  /* TrackRow* */

  /* Template widgets */
  GtkWidget     *group;
  GtkListBox    *list;
};

G_DEFINE_FINAL_TYPE (MusterTracksPanel, muster_tracks_panel, MUSTER_TYPE_SESSION_PANEL)

static void
track_row_free (TrackRow *row)
{
  g_free (row->id);
  g_free (row);
}

static void
adjust (TrackRow   *row,
        const char *delta)
{
  const char *args[] = { row->id, delta, NULL };

  muster_perform (GTK_WIDGET (row->panel), muster_session_panel_get_session (MUSTER_SESSION_PANEL (row->panel)), "track-adjust", args, NULL, NULL);
}

static void
minus_cb (GtkButton *button,
          TrackRow  *row)
{
  adjust (row, "-1");
}

static void
plus_cb (GtkButton *button,
         TrackRow  *row)
{
  adjust (row, "1");
}

static void
set_cb (GtkButton *button,
        TrackRow  *row)
{
  g_autofree char *value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (row->spin));
  const char *args[] = { row->id, value, NULL };

  gtk_menu_button_popdown (GTK_MENU_BUTTON (row->value));
  muster_perform (GTK_WIDGET (row->panel), muster_session_panel_get_session (MUSTER_SESSION_PANEL (row->panel)), "track-set", args, NULL, NULL);
}

static TrackRow *
track_row_new (MusterTracksPanel *self,
               const char        *id)
{
  TrackRow *row = g_new0 (TrackRow, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *popover_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *popover;

  row->panel = self;
  row->id = g_strdup (id);
  row->row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row->row), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row->row), 0);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (box, "linked");

  row->minus = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_set_tooltip_text (row->minus, _("Down One"));
  g_signal_connect (row->minus, "clicked", G_CALLBACK (minus_cb), row);

  row->spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 1, 1));
  gtk_spin_button_set_numeric (row->spin, TRUE);
  row->set = muster_a11y_button_new_with_mnemonic (_("_Set"));
  gtk_widget_add_css_class (row->set, "suggested-action");
  g_signal_connect (row->set, "clicked", G_CALLBACK (set_cb), row);
  gtk_box_append (GTK_BOX (popover_box), GTK_WIDGET (row->spin));
  gtk_box_append (GTK_BOX (popover_box), row->set);
  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), popover_box);

  row->value = gtk_menu_button_new ();
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (row->value), popover);
  gtk_menu_button_set_always_show_arrow (GTK_MENU_BUTTON (row->value), FALSE);
  gtk_widget_add_css_class (row->value, "muster-track-value");
  gtk_widget_set_tooltip_text (row->value, _("Set to a value"));

  row->plus = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_tooltip_text (row->plus, _("Up One"));
  g_signal_connect (row->plus, "clicked", G_CALLBACK (plus_cb), row);

  row->label = gtk_label_new (NULL);
  gtk_widget_add_css_class (row->label, "muster-track-value");
  gtk_widget_add_css_class (row->label, "numeric");

  gtk_box_append (GTK_BOX (box), row->minus);
  gtk_box_append (GTK_BOX (box), row->value);
  gtk_box_append (GTK_BOX (box), row->label);
  gtk_box_append (GTK_BOX (box), row->plus);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), box);
  gtk_list_box_append (self->list, row->row);
  return row;
}

static char *
describe_bounds (MusterSession *session,
                 MusterTrack   *track)
{
  GString *text = g_string_new (NULL);

  if (track->side != NULL)
    g_string_append_printf (text, "%s · ",
                            muster_system_get_side_name (muster_session_get_system (session), track->side));
  /* Translators: the bounds of a track. */
  g_string_append_printf (text, _("%d to %d"), track->min, track->max);
  for (guint i = 0; track->thresholds && i < track->thresholds->len; i++)
    {
      MusterThreshold *t = &g_array_index (track->thresholds, MusterThreshold, i);

      g_string_append (text, i == 0 ? " · " : ", ");
      /* Translators: a named value on a track, such as “Panic at 12”. */
      g_string_append_printf (text, _("%s at %d"), t->name, t->value);
    }
  return g_string_free (text, FALSE);
}

static gboolean
same_tracks (MusterTracksPanel *self,
             GPtrArray         *tracks)
{
  if (tracks->len != self->rows->len)
    return FALSE;
  for (guint i = 0; i < tracks->len; i++)
    if (g_strcmp0 (((MusterTrack *) g_ptr_array_index (tracks, i))->id,
                   ((TrackRow *) g_ptr_array_index (self->rows, i))->id) != 0)
      return FALSE;
  return TRUE;
}

static void
muster_tracks_panel_refresh (MusterSessionPanel *panel,
                             MusterSession      *session)
{
  MusterTracksPanel *self = MUSTER_TRACKS_PANEL (panel);
  MusterState *state = muster_session_get_state (session);
  g_autoptr(GPtrArray) tracks = NULL;
  g_autoptr(MusterActionInfo) adjust_info = NULL;
  g_autoptr(MusterActionInfo) set_info = NULL;

  tracks = muster_state_get_tracks (state);
  adjust_info = muster_state_find_action (state, "track-adjust");
  set_info = muster_state_find_action (state, "track-set");

  /* Rows stay as they are while the same tracks are shown, so a button
   * pressed now is still there for the next press. */
  if (!same_tracks (self, tracks))
    {
      GtkWidget *child;

      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
        gtk_list_box_remove (self->list, child);
      g_ptr_array_set_size (self->rows, 0);
      for (guint i = 0; i < tracks->len; i++)
        g_ptr_array_add (self->rows, track_row_new (self, ((MusterTrack *) g_ptr_array_index (tracks, i))->id));
    }

  for (guint i = 0; i < tracks->len; i++)
    {
      MusterTrack *track = g_ptr_array_index (tracks, i);
      TrackRow *row = g_ptr_array_index (self->rows, i);
      g_autofree char *value = g_strdup_printf ("%d", track->value);
      g_autofree char *subtitle = describe_bounds (session, track);
      gboolean can_adjust = muster_action_takes (adjust_info, track->id);
      gboolean can_set = muster_action_takes (set_info, track->id);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), track->name ? track->name : track->id);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row), subtitle);
      gtk_menu_button_set_label (GTK_MENU_BUTTON (row->value), value);
      gtk_label_set_text (GTK_LABEL (row->label), value);
      gtk_widget_set_visible (row->minus, can_adjust);
      gtk_widget_set_visible (row->plus, can_adjust);
      gtk_widget_set_sensitive (row->minus, track->value > track->min);
      gtk_widget_set_sensitive (row->plus, track->value < track->max);
      gtk_widget_set_visible (row->value, can_set);
      gtk_widget_set_visible (row->label, !can_set);
      gtk_spin_button_set_range (row->spin, track->min, track->max);
      gtk_spin_button_set_value (row->spin, track->value);
      /* Read-only rows are not Tab stops; the buttons say which track
       * they move. */
      gtk_widget_set_focusable (row->row, can_adjust || can_set);
      {
        const char *name = track->name ? track->name : track->id;
        g_autofree char *down = g_strdup_printf (_("%s down one"), name);
        g_autofree char *up = g_strdup_printf (_("%s up one"), name);
        g_autofree char *set = g_strdup_printf (_("%s, at %d: set to a value"), name, track->value);

        muster_a11y_set_label (row->minus, down);
        muster_a11y_set_label (row->plus, up);
        muster_a11y_set_label (row->value, set);
        muster_a11y_set_label (GTK_WIDGET (row->spin), name);
      }
    }
  gtk_widget_set_visible (self->group, tracks->len > 0);
}

static void
muster_tracks_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_TRACKS_PANEL);

  G_OBJECT_CLASS (muster_tracks_panel_parent_class)->dispose (object);
}

static void
muster_tracks_panel_finalize (GObject *object)
{
  g_ptr_array_unref (MUSTER_TRACKS_PANEL (object)->rows);
  G_OBJECT_CLASS (muster_tracks_panel_parent_class)->finalize (object);
}

static void
muster_tracks_panel_class_init (MusterTracksPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_tracks_panel_dispose;
  object_class->finalize = muster_tracks_panel_finalize;
  MUSTER_SESSION_PANEL_CLASS (klass)->refresh = muster_tracks_panel_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-tracks-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterTracksPanel, group);
  gtk_widget_class_bind_template_child (widget_class, MusterTracksPanel, list);
}

static void
muster_tracks_panel_init (MusterTracksPanel *self)
{
  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) track_row_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}
