/* muster-track-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-session-panel.h"
#include "widgets/muster-track-board.h"
#include "widgets/muster-track-strip.h"

/* The logged correction that sets a track (Dice & Cards' TRACK VALUE). */
#define SET_ACTION "track-set"

struct _MusterTrackBoard
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GSignalGroup  *session_signals;
  MusterState   *state;
  char          *shape;    /* the tracks' ids and sides the strips were made for */
  GHashTable    *strips;   /* track id → MusterTrackStrip (borrowed) */

  /* Template widgets */
  GtkBox        *groups;
};

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterTrackBoard, muster_track_board, GTK_TYPE_WIDGET)

static MusterState *
shown_state (MusterTrackBoard *self)
{
  if (self->state != NULL)
    return self->state;
  return self->session ? muster_session_get_state (self->session) : NULL;
}

/* Which tracks, in which groups: what the strips are made for. */
static char *
shape_of (GPtrArray *tracks)
{
  GString *shape = g_string_new (NULL);

  for (guint i = 0; i < tracks->len; i++)
    {
      MusterTrack *track = g_ptr_array_index (tracks, i);

      g_string_append_printf (shape, "%s\x1f%s\x1e", track->id, track->side ? track->side : "");
    }
  return g_string_free (shape, FALSE);
}

static GtkWidget *
group_new (const char *heading,
           GtkWidget **strips)
{
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_accessible_update_property (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  heading ? heading : _("The Game"), -1);
  if (heading != NULL)
    {
      GtkWidget *label = gtk_label_new (heading);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (group), label);
    }
  *strips = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (group), *strips);
  return group;
}

/* One group for the tracks of no side, first, then one a side in the
 * order the engine gives them. */
static void
rebuild (MusterTrackBoard *self,
         MusterState      *state,
         GPtrArray        *tracks)
{
  g_autoptr(GHashTable) boxes = g_hash_table_new (g_str_hash, g_str_equal);
  MusterSystem *system = muster_state_get_system (state);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups))) != NULL)
    gtk_box_remove (self->groups, child);
  g_hash_table_remove_all (self->strips);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < tracks->len; i++)
      {
        MusterTrack *track = g_ptr_array_index (tracks, i);
        const char *key = track->side ? track->side : "";
        GtkWidget *box, *strip;

        if ((pass == 0) != (track->side == NULL) || g_hash_table_contains (self->strips, track->id))
          continue;
        box = g_hash_table_lookup (boxes, key);
        if (box == NULL)
          {
            const char *heading = track->side && system ? muster_system_get_side_name (system, track->side) : NULL;

            gtk_box_append (self->groups, group_new (heading, &box));
            g_hash_table_insert (boxes, (gpointer) key, box);
          }
        strip = muster_track_strip_new (track);
        gtk_box_append (GTK_BOX (box), strip);
        g_hash_table_insert (self->strips, g_strdup (track->id), strip);
      }
}

static void
refresh (MusterTrackBoard *self)
{
  MusterState *state = shown_state (self);
  g_autoptr(GPtrArray) tracks = NULL;
  g_autoptr(MusterActionInfo) set_info = NULL;
  g_autofree char *shape = NULL;

  if (state == NULL)
    {
      GtkWidget *child;

      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups))) != NULL)
        gtk_box_remove (self->groups, child);
      g_hash_table_remove_all (self->strips);
      g_clear_pointer (&self->shape, g_free);
      return;
    }
  tracks = muster_state_get_tracks (state);
  shape = shape_of (tracks);
  if (g_strcmp0 (shape, self->shape) != 0)
    {
      rebuild (self, state, tracks);
      g_free (self->shape);
      self->shape = g_steal_pointer (&shape);
    }
  set_info = muster_state_find_action (state, SET_ACTION);
  for (guint i = 0; i < tracks->len; i++)
    {
      MusterTrack *track = g_ptr_array_index (tracks, i);
      MusterTrackStrip *strip = g_hash_table_lookup (self->strips, track->id);

      if (strip == NULL)
        continue;
      muster_track_strip_set_track (strip, track);
      muster_track_strip_set_set_action (strip, muster_action_takes (set_info, track->id) ? SET_ACTION : NULL);
    }
}

void
muster_track_board_set_session (MusterTrackBoard *self,
                                MusterSession    *session)
{
  g_return_if_fail (MUSTER_IS_TRACK_BOARD (self));
  g_return_if_fail (session == NULL || MUSTER_IS_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  g_signal_group_set_target (self->session_signals, session);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

MusterSession *
muster_track_board_get_session (MusterTrackBoard *self)
{
  g_return_val_if_fail (MUSTER_IS_TRACK_BOARD (self), NULL);
  return self->session;
}

void
muster_track_board_set_state (MusterTrackBoard *self,
                              MusterState      *state)
{
  g_return_if_fail (MUSTER_IS_TRACK_BOARD (self));
  g_return_if_fail (state == NULL || MUSTER_IS_STATE (state));

  /* The same state may have moved on: read it again either way. */
  if (g_set_object (&self->state, state))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  refresh (self);
}

MusterState *
muster_track_board_get_state (MusterTrackBoard *self)
{
  g_return_val_if_fail (MUSTER_IS_TRACK_BOARD (self), NULL);
  return self->state;
}

GtkWidget *
muster_track_board_get_strip (MusterTrackBoard *self,
                              const char       *id)
{
  g_return_val_if_fail (MUSTER_IS_TRACK_BOARD (self), NULL);
  return id ? g_hash_table_lookup (self->strips, id) : NULL;
}

guint
muster_track_board_get_n_tracks (MusterTrackBoard *self)
{
  g_return_val_if_fail (MUSTER_IS_TRACK_BOARD (self), 0);
  return g_hash_table_size (self->strips);
}

static void
muster_track_board_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  MusterTrackBoard *self = MUSTER_TRACK_BOARD (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_STATE:
      g_value_set_object (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_track_board_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  MusterTrackBoard *self = MUSTER_TRACK_BOARD (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      muster_track_board_set_session (self, g_value_get_object (value));
      break;
    case PROP_STATE:
      muster_track_board_set_state (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_track_board_dispose (GObject *object)
{
  MusterTrackBoard *self = MUSTER_TRACK_BOARD (object);

  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->session);
  g_clear_object (&self->state);
  g_hash_table_remove_all (self->strips);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_TRACK_BOARD);
  G_OBJECT_CLASS (muster_track_board_parent_class)->dispose (object);
}

static void
muster_track_board_finalize (GObject *object)
{
  MusterTrackBoard *self = MUSTER_TRACK_BOARD (object);

  g_free (self->shape);
  g_hash_table_unref (self->strips);
  G_OBJECT_CLASS (muster_track_board_parent_class)->finalize (object);
}

static void
muster_track_board_class_init (MusterTrackBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_track_board_get_property;
  object_class->set_property = muster_track_board_set_property;
  object_class->dispose = muster_track_board_dispose;
  object_class->finalize = muster_track_board_finalize;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, MUSTER_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_object ("state", NULL, NULL, MUSTER_TYPE_STATE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-track-board.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterTrackBoard, groups);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mustertrackboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
muster_track_board_init (MusterTrackBoard *self)
{
  self->strips = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->session_signals = g_signal_group_new (MUSTER_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "changed", G_CALLBACK (refresh), self);
}

GtkWidget *
muster_track_board_new (void)
{
  return g_object_new (MUSTER_TYPE_TRACK_BOARD, NULL);
}
