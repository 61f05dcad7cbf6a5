/* muster-track-strip.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "widgets/muster-track-strip.h"

struct _MusterTrackStrip
{
  GtkWidget    parent_instance;

  MusterTrack *track;
  char        *set_action;
  char        *description;
  char        *side_class;
  GtkWidget   *marker;       /* the value's space, styled by side */
};

enum
{
  PROP_0,
  PROP_TRACK,
  PROP_SET_ACTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterTrackStrip, muster_track_strip, GTK_TYPE_WIDGET)

#define GAP       4
#define CELL_H   24
#define TICK_H    5
#define MAX_ROWS  3

/* ---- geometry ------------------------------------------------------------------ */

static int
n_cells (MusterTrackStrip *self)
{
  return self->track ? MAX (1, self->track->max - self->track->min + 1) : 1;
}

static guint
n_thresholds (MusterTrackStrip *self)
{
  return self->track && self->track->thresholds ? self->track->thresholds->len : 0;
}

static MusterThreshold *
threshold_at (MusterTrackStrip *self,
              guint             i)
{
  return &g_array_index (self->track->thresholds, MusterThreshold, i);
}

static PangoLayout *
small_layout (GtkWidget  *widget,
              const char *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_scale_new (0.83));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

static int
layout_height (PangoLayout *layout)
{
  int h;

  pango_layout_get_pixel_size (layout, NULL, &h);
  return h;
}

static int
header_height (MusterTrackStrip *self)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), "Tg");

  return layout_height (layout);
}

static double
cell_width (MusterTrackStrip *self,
            int               width)
{
  return (double) width / n_cells (self);
}

/* The x of the middle of @value's space. */
static double
cell_centre (MusterTrackStrip *self,
             int               width,
             int               value)
{
  return (value - self->track->min + 0.5) * cell_width (self, width);
}

/* Puts each threshold's name on the first line under the strip where it
 * does not run into another: @rows[i] is its line (-1: no room or already
 * written, only its tick and tooltip), @lefts[i] its x. Returns the number of lines used. */
static int
place_names (MusterTrackStrip *self,
             int               width,
             int              *rows,
             double           *lefts)
{
  double ends[MAX_ROWS] = { -1e9, -1e9, -1e9 };
  int used = 0;

  for (guint i = 0; i < n_thresholds (self); i++)
    {
      MusterThreshold *t = threshold_at (self, i);
      g_autoptr(PangoLayout) layout = small_layout (GTK_WIDGET (self), t->name);
      int w, row;
      double left;

      pango_layout_get_pixel_size (layout, &w, NULL);
      left = CLAMP (cell_centre (self, width, t->value) - w / 2.0, 0, MAX (0, width - w));
      for (row = 0; row < MAX_ROWS && left < ends[row] + 6; row++)
        ;
      /* A name is written once: the same again (reinforcements turn after
       * turn) is a tick, its words in the tooltip. */
      for (guint j = 0; j < i; j++)
        if (rows[j] >= 0 && g_strcmp0 (threshold_at (self, j)->name, t->name) == 0)
          row = MAX_ROWS;
      rows[i] = row < MAX_ROWS ? row : -1;
      lefts[i] = left;
      if (row < MAX_ROWS)
        {
          ends[row] = left + w;
          used = MAX (used, row + 1);
        }
    }
  return used;
}

static int
names_height (MusterTrackStrip *self,
              int               width)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree int *rows = NULL;
  g_autofree double *lefts = NULL;
  int lines;

  if (n_thresholds (self) == 0)
    return 0;
  rows = g_new0 (int, n_thresholds (self));
  lefts = g_new0 (double, n_thresholds (self));
  lines = place_names (self, width, rows, lefts);
  layout = small_layout (GTK_WIDGET (self), "Tg");
  return TICK_H + lines * layout_height (layout);
}

static int
cells_top (MusterTrackStrip *self)
{
  return header_height (self) + GAP;
}

/* The value whose space lies under @x. */
static int
value_at (MusterTrackStrip *self,
          double            x)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int i = width > 0 ? (int) (x / cell_width (self, width)) : 0;

  return self->track->min + CLAMP (i, 0, n_cells (self) - 1);
}

/* ---- words --------------------------------------------------------------------- */

static void
update_words (MusterTrackStrip *self)
{
  const MusterTrack *track = self->track;
  GString *text = g_string_new (NULL);
  g_autofree char *value = NULL;

  if (track != NULL)
    {
      /* Translators: a track read aloud, “Patriot morale 11 of 24”. */
      g_string_append_printf (text, _("%s %d of %d"), track->name, track->value, track->max);
      for (guint i = 0; track->thresholds && i < track->thresholds->len; i++)
        {
          MusterThreshold *t = &g_array_index (track->thresholds, MusterThreshold, i);

          g_string_append (text, i == 0 ? "; " : ", ");
          /* Translators: a named value on a track, “Panic at 12”. */
          g_string_append_printf (text, _("%s at %d"), t->name, t->value);
        }
      value = g_strdup_printf ("%d", track->value);
      gtk_label_set_text (GTK_LABEL (self->marker), value);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, track->name,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, (double) track->min,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) track->max,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) track->value,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value,
                                      -1);
    }
  g_free (self->description);
  self->description = g_string_free (text, FALSE);
}

char *
muster_track_strip_dup_notes (MusterTrackStrip *self,
                              int               value)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (MUSTER_IS_TRACK_STRIP (self), NULL);

  for (guint i = 0; i < n_thresholds (self); i++)
    {
      MusterThreshold *t = threshold_at (self, i);

      if (t->value != value)
        continue;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (t->note != NULL)
        /* Translators: a threshold's tooltip, “Panic at 12: 9.1 A panic check each turn”. */
        g_string_append_printf (text, _("%s at %d: %s"), t->name, t->value, t->note);
      else
        g_string_append_printf (text, _("%s at %d"), t->name, t->value);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static gboolean
query_tooltip_cb (GtkWidget        *widget,
                  int               x,
                  int               y,
                  gboolean          keyboard,
                  GtkTooltip       *tooltip,
                  MusterTrackStrip *self)
{
  int value;

  if (self->track == NULL)
    return FALSE;
  value = keyboard ? self->track->value : value_at (self, x);
  {
    g_autofree char *notes = muster_track_strip_dup_notes (self, value);

    if (notes != NULL)
      {
        gtk_tooltip_set_text (tooltip, notes);
        return TRUE;
      }
  }
  if (self->set_action != NULL && value != self->track->value)
    {
      /* Translators: a tooltip over a space of a track the players may set. */
      g_autofree char *text = g_strdup_printf (_("Set %s to %d"), self->track->name, value);

      gtk_tooltip_set_text (tooltip, text);
      return TRUE;
    }
  gtk_tooltip_set_text (tooltip, self->description);
  return TRUE;
}

/* ---- setting ------------------------------------------------------------------- */

gboolean
muster_track_strip_choose (MusterTrackStrip *self,
                           int               value)
{
  g_autofree char *number = NULL;
  const char *args[3] = { NULL, NULL, NULL };

  g_return_val_if_fail (MUSTER_IS_TRACK_STRIP (self), FALSE);

  if (self->track == NULL || self->set_action == NULL || value < self->track->min || value > self->track->max
      || value == self->track->value)
    return FALSE;
  number = g_strdup_printf ("%d", value);
  args[0] = self->track->id;
  args[1] = number;
  return gtk_widget_activate_action (GTK_WIDGET (self), "session.perform", "(s^as)", self->set_action, args);
}

static void
released_cb (GtkGestureClick  *gesture,
             int               n_press,
             double            x,
             double            y,
             MusterTrackStrip *self)
{
  if (self->track == NULL || self->set_action == NULL || y < cells_top (self) || y > cells_top (self) + CELL_H)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  muster_track_strip_choose (self, value_at (self, x));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                MusterTrackStrip      *self)
{
  int value;

  if (self->track == NULL || self->set_action == NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: case GDK_KEY_Down: case GDK_KEY_KP_Down: case GDK_KEY_minus:
      value = self->track->value - 1;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: case GDK_KEY_Up: case GDK_KEY_KP_Up: case GDK_KEY_plus:
      value = self->track->value + 1;
      break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      value = self->track->min;
      break;
    case GDK_KEY_End: case GDK_KEY_KP_End:
      value = self->track->max;
      break;
    default:
      return FALSE;
    }
  muster_track_strip_choose (self, value);
  return TRUE;
}

/* ---- drawing ------------------------------------------------------------------- */

static void
measure (GtkWidget      *widget,
         GtkOrientation  orientation,
         int             for_size,
         int            *minimum,
         int            *natural,
         int            *minimum_baseline,
         int            *natural_baseline)
{
  MusterTrackStrip *self = MUSTER_TRACK_STRIP (widget);
  int n = n_cells (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* A long track (a pool of hundreds) is drawn with spaces too narrow
       * to count, not wider than the window. */
      *minimum = CLAMP (n * 4, 120, 240);
      *natural = MAX (*minimum, CLAMP (n * 22, 240, 560));
    }
  else
    {
      int width = for_size >= 0 ? for_size : CLAMP (n * 22, 240, 560);

      *minimum = *natural = cells_top (self) + CELL_H + names_height (self, width);
    }
}

static GtkSizeRequestMode
get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
size_allocate (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  MusterTrackStrip *self = MUSTER_TRACK_STRIP (widget);
  double cell = cell_width (self, width);
  int nat = 0, w, x;

  if (self->track == NULL)
    {
      gtk_widget_set_child_visible (self->marker, FALSE);
      return;
    }
  gtk_widget_set_child_visible (self->marker, self->track->value >= self->track->min
                                              && self->track->value <= self->track->max);
  gtk_widget_measure (self->marker, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  w = MAX (nat, MIN ((int) cell - 2, 32));
  x = (int) (cell_centre (self, width, self->track->value) - w / 2.0);
  x = CLAMP (x, 0, MAX (0, width - w));
  gtk_widget_size_allocate (self->marker, &(GtkAllocation) { x, cells_top (self), w, CELL_H }, -1);
}

static void
draw_text (GtkSnapshot   *snapshot,
           PangoLayout   *layout,
           double         x,
           double         y,
           const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

/* Numbers every @step spaces, the step the widest number fits in. */
static int
number_step (MusterTrackStrip *self,
             double            cell)
{
  static const int steps[] = { 1, 2, 5, 10, 20, 50 };
  g_autofree char *widest = g_strdup_printf ("%d", ABS (self->track->max) > ABS (self->track->min)
                                                   ? self->track->max : self->track->min);
  g_autoptr(PangoLayout) layout = small_layout (GTK_WIDGET (self), widest);
  int w;

  pango_layout_get_pixel_size (layout, &w, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (cell * steps[i] >= w + 4)
      return steps[i];
  return 100;
}

static void
snapshot (GtkWidget   *widget,
          GtkSnapshot *snapshot)
{
  MusterTrackStrip *self = MUSTER_TRACK_STRIP (widget);
  int width = gtk_widget_get_width (widget);
  int top = cells_top (self);
  double cell = cell_width (self, width);
  g_autoptr(PangoLayout) name = NULL;
  g_autoptr(PangoLayout) value = NULL;
  g_autofree char *value_text = NULL;
  g_autofree int *rows = NULL;
  g_autofree double *lefts = NULL;
  GdkRGBA fg, faint, line, tint;
  int step, w, line_h;

  if (self->track == NULL || width <= 0)
    return;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  faint = fg;
  faint.alpha *= 0.7;
  line = fg;
  line.alpha *= 0.25;
  tint = fg;
  tint.alpha *= 0.08;

  /* The name, and the value at the end of the line. */
  value_text = g_strdup_printf ("%d", self->track->value);
  value = gtk_widget_create_pango_layout (widget, value_text);
  {
    PangoAttrList *attrs = pango_attr_list_new ();

    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
    pango_layout_set_attributes (value, attrs);
    pango_attr_list_unref (attrs);
  }
  pango_layout_get_pixel_size (value, &w, NULL);
  draw_text (snapshot, value, width - w, 0, &fg);
  name = gtk_widget_create_pango_layout (widget, self->track->name);
  pango_layout_set_width (name, MAX (0, width - w - 8) * PANGO_SCALE);
  pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
  draw_text (snapshot, name, 0, 0, &fg);

  /* The spaces, those with a threshold tinted; where they are too narrow
   * to number one by one, parted and numbered every few. */
  step = number_step (self, cell);
  {
    graphene_rect_t all = GRAPHENE_RECT_INIT (0, top, width, CELL_H);
    GskRoundedRect border;

    gsk_rounded_rect_init_from_rect (&border, &all, 0);
    gtk_snapshot_append_border (snapshot, &border, (float[4]) { 1, 1, 1, 1 },
                                (GdkRGBA[4]) { line, line, line, line });
  }
  for (int v = self->track->min; v <= self->track->max; v++)
    {
      double x = (v - self->track->min) * cell;
      gboolean marked = FALSE;

      for (guint i = 0; i < n_thresholds (self); i++)
        marked |= threshold_at (self, i)->value == v;
      if (marked)
        gtk_snapshot_append_color (snapshot, &tint, &GRAPHENE_RECT_INIT (x, top, cell, CELL_H));
      if (v > self->track->min && (step == 1 || v % step == 0))
        gtk_snapshot_append_color (snapshot, &line, &GRAPHENE_RECT_INIT (x, top, 1, CELL_H));
    }
  {
    double last_end = -1e9;

    for (int v = self->track->min; v <= self->track->max; v++)
      {
        g_autofree char *num = NULL;
        g_autoptr(PangoLayout) layout = NULL;
        double x;
        int nw, nh;

        if (step > 1 && v % step != 0 && v != self->track->min && v != self->track->max)
          continue;
        num = g_strdup_printf ("%d", v);
        layout = small_layout (widget, num);
        pango_layout_get_pixel_size (layout, &nw, &nh);
        x = CLAMP (cell_centre (self, width, v) - nw / 2.0, 0, width - nw);
        /* A number never runs into the one before it. */
        if (x < last_end + 3)
          continue;
        draw_text (snapshot, layout, x, top + (CELL_H - nh) / 2.0, &faint);
        last_end = x + nw;
      }
  }
  gtk_widget_snapshot_child (widget, self->marker, snapshot);

  /* Each threshold ticked under its space and named. */
  if (n_thresholds (self) == 0)
    return;
  rows = g_new0 (int, n_thresholds (self));
  lefts = g_new0 (double, n_thresholds (self));
  place_names (self, width, rows, lefts);
  {
    g_autoptr(PangoLayout) probe = small_layout (widget, "Tg");

    line_h = layout_height (probe);
  }
  for (guint i = 0; i < n_thresholds (self); i++)
    {
      MusterThreshold *t = threshold_at (self, i);
      g_autoptr(PangoLayout) layout = small_layout (widget, t->name);
      double x = cell_centre (self, width, t->value);

      gtk_snapshot_append_color (snapshot, &fg, &GRAPHENE_RECT_INIT (x - 1, top + CELL_H, 2, TICK_H + MAX (0, rows[i]) * line_h));
      if (rows[i] >= 0)
        draw_text (snapshot, layout, lefts[i], top + CELL_H + TICK_H + rows[i] * line_h, &fg);
    }
}

/* ---- public -------------------------------------------------------------------- */

void
muster_track_strip_set_track (MusterTrackStrip  *self,
                              const MusterTrack *track)
{
  g_return_if_fail (MUSTER_IS_TRACK_STRIP (self));

  g_clear_pointer (&self->track, muster_track_free);
  if (track != NULL)
    self->track = muster_track_copy (track);
  if (self->side_class != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self), self->side_class);
  g_clear_pointer (&self->side_class, g_free);
  if (track != NULL && track->side != NULL && g_regex_match_simple ("^[a-z0-9-]+$", track->side, 0, 0))
    {
      self->side_class = g_strdup_printf ("side-%s", track->side);
      gtk_widget_add_css_class (GTK_WIDGET (self), self->side_class);
    }
  update_words (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRACK]);
}

const MusterTrack *
muster_track_strip_get_track (MusterTrackStrip *self)
{
  g_return_val_if_fail (MUSTER_IS_TRACK_STRIP (self), NULL);
  return self->track;
}

void
muster_track_strip_set_set_action (MusterTrackStrip *self,
                                   const char       *action)
{
  g_return_if_fail (MUSTER_IS_TRACK_STRIP (self));

  if (g_strcmp0 (self->set_action, action) == 0)
    return;
  g_free (self->set_action);
  self->set_action = g_strdup (action);
  /* Only a track the players may set here is a Tab stop. */
  gtk_widget_set_focusable (GTK_WIDGET (self), action != NULL);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), action != NULL ? "pointer" : NULL);
  if (action != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "settable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "settable");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SET_ACTION]);
}

const char *
muster_track_strip_get_set_action (MusterTrackStrip *self)
{
  g_return_val_if_fail (MUSTER_IS_TRACK_STRIP (self), NULL);
  return self->set_action;
}

const char *
muster_track_strip_get_description (MusterTrackStrip *self)
{
  g_return_val_if_fail (MUSTER_IS_TRACK_STRIP (self), NULL);
  return self->description;
}

static void
muster_track_strip_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  MusterTrackStrip *self = MUSTER_TRACK_STRIP (object);

  switch (prop_id)
    {
    case PROP_TRACK:
      g_value_set_boxed (value, self->track);
      break;
    case PROP_SET_ACTION:
      g_value_set_string (value, self->set_action);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_track_strip_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  MusterTrackStrip *self = MUSTER_TRACK_STRIP (object);

  switch (prop_id)
    {
    case PROP_TRACK:
      muster_track_strip_set_track (self, g_value_get_boxed (value));
      break;
    case PROP_SET_ACTION:
      muster_track_strip_set_set_action (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_track_strip_dispose (GObject *object)
{
  MusterTrackStrip *self = MUSTER_TRACK_STRIP (object);

  g_clear_pointer (&self->marker, gtk_widget_unparent);
  G_OBJECT_CLASS (muster_track_strip_parent_class)->dispose (object);
}

static void
muster_track_strip_finalize (GObject *object)
{
  MusterTrackStrip *self = MUSTER_TRACK_STRIP (object);

  g_clear_pointer (&self->track, muster_track_free);
  g_free (self->set_action);
  g_free (self->description);
  g_free (self->side_class);
  G_OBJECT_CLASS (muster_track_strip_parent_class)->finalize (object);
}

static void
muster_track_strip_class_init (MusterTrackStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_track_strip_get_property;
  object_class->set_property = muster_track_strip_set_property;
  object_class->dispose = muster_track_strip_dispose;
  object_class->finalize = muster_track_strip_finalize;
  widget_class->measure = measure;
  widget_class->get_request_mode = get_request_mode;
  widget_class->size_allocate = size_allocate;
  widget_class->snapshot = snapshot;

  properties[PROP_TRACK] =
    g_param_spec_boxed ("track", NULL, NULL, MUSTER_TYPE_TRACK,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SET_ACTION] =
    g_param_spec_string ("set-action", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "mustertrackstrip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
muster_track_strip_init (MusterTrackStrip *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->marker = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->marker, "marker");
  gtk_widget_add_css_class (self->marker, "numeric");
  gtk_widget_set_parent (self->marker, GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
muster_track_strip_new (const MusterTrack *track)
{
  GtkWidget *self = g_object_new (MUSTER_TYPE_TRACK_STRIP, NULL);

  muster_track_strip_set_track (MUSTER_TRACK_STRIP (self), track);
  return self;
}
