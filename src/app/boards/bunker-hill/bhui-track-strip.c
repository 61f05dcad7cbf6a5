/* bhui-track-strip.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "bhui-map-paint.h"
#include "boards/common/muster-paint.h"
#include "bhui-track-strip.h"

typedef struct
{
  int      value;
  char    *label;
  gboolean alert;
} Mark;

struct _BhuiTrackStrip
{
  GtkWidget  parent_instance;
  char      *label;
  char      *side;
  int        lo;
  int        hi;
  int        value;
  GArray    *marks;   /* Mark */
};

G_DEFINE_FINAL_TYPE (BhuiTrackStrip, bhui_track_strip, GTK_TYPE_WIDGET)

#define CELL_H 22.0
#define MARK_H 14.0

static void
mark_clear (Mark *m)
{
  g_free (m->label);
}

static void
update_accessible (BhuiTrackStrip *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_string_append_printf (text, "%s: %d", self->label, self->value);
  for (guint i = 0; i < self->marks->len; i++)
    {
      Mark *m = &g_array_index (self->marks, Mark, i);
      g_string_append_printf (text, "; %s %d", m->label, m->value);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text->str,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, (double) self->lo,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) self->hi,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) self->value,
                                  -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text->str);
}

void
bhui_track_strip_set_value (BhuiTrackStrip *self,
                            int             value)
{
  g_return_if_fail (BHUI_IS_TRACK_STRIP (self));

  if (self->value == value)
    return;
  self->value = value;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
bhui_track_strip_get_value (BhuiTrackStrip *self)
{
  g_return_val_if_fail (BHUI_IS_TRACK_STRIP (self), 0);
  return self->value;
}

void
bhui_track_strip_add_mark (BhuiTrackStrip *self,
                           int             value,
                           const char     *label,
                           gboolean        alert)
{
  Mark m = { value, g_strdup (label), alert };

  g_return_if_fail (BHUI_IS_TRACK_STRIP (self));
  g_array_append_val (self->marks, m);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
bhui_track_strip_clear_marks (BhuiTrackStrip *self)
{
  g_return_if_fail (BHUI_IS_TRACK_STRIP (self));
  if (self->marks->len == 0)
    return;
  g_array_set_size (self->marks, 0);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
bhui_track_strip_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BhuiTrackStrip *self = BHUI_TRACK_STRIP (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int n = self->hi - self->lo + 1;
  double cell = (double) width / n;
  g_autoptr(PangoLayout) layout = NULL;
  BhuiPalette p;
  GdkRGBA fg;
  cairo_t *cr;

  bhui_palette_init (&p, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  layout = pango_cairo_create_layout (cr);

  for (int v = self->lo; v <= self->hi; v++)
    {
      double x = (v - self->lo) * cell;
      g_autofree char *num = g_strdup_printf ("%d", v);
      gboolean here = v == self->value;

      cairo_new_path (cr);
      cairo_rectangle (cr, x + 0.5, 0.5, cell - 1, CELL_H - 1);
      if (here)
        {
          muster_paint_set_color (cr, g_strcmp0 (self->side, "british") == 0 ? &p.british
                              : g_strcmp0 (self->side, "patriot") == 0 ? &p.patriot : &p.accent, 1);
          cairo_fill_preserve (cr);
        }
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      if (here)
        cairo_set_source_rgb (cr, 1, 1, 1);
      else
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      if (here || cell >= 14 || v % 2 == 0)
        bhui_paint_text_centred (cr, layout, num, x + cell / 2, CELL_H / 2,
                                 MIN (11, cell * (v >= 10 || v <= -10 ? 0.5 : 0.75)),
                                 here ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    }
  for (guint i = 0; i < self->marks->len; i++)
    {
      Mark *m = &g_array_index (self->marks, Mark, i);
      double x = (m->value - self->lo) * cell + cell / 2;
      g_autofree char *escaped = g_markup_escape_text (m->label, -1);
      PangoRectangle logical;
      double lx;

      if (m->value < self->lo || m->value > self->hi)
        continue;
      muster_paint_set_color (cr, m->alert ? &p.target : &p.accent, 1);
      cairo_new_path (cr);
      cairo_move_to (cr, x, CELL_H);
      cairo_line_to (cr, x - 4, CELL_H + 5);
      cairo_line_to (cr, x + 4, CELL_H + 5);
      cairo_close_path (cr);
      cairo_fill (cr);
      bhui_paint_text_centred (cr, layout, escaped, -1000, -1000, 9.5, PANGO_WEIGHT_SEMIBOLD);
      pango_layout_get_pixel_extents (layout, NULL, &logical);
      /* Keep the words inside the strip at its ends. */
      lx = CLAMP (x - logical.width / 2.0, 0, width - logical.width);
      cairo_move_to (cr, lx, CELL_H + 5);
      pango_cairo_show_layout (cr, layout);
    }
  cairo_destroy (cr);
}

static void
bhui_track_strip_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  BhuiTrackStrip *self = BHUI_TRACK_STRIP (widget);
  int n = self->hi - self->lo + 1;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = n * 10;
      *natural = n * 24;
    }
  else
    *minimum = *natural = (int) (CELL_H + (self->marks->len ? MARK_H + 5 : 0));
}

static void
bhui_track_strip_finalize (GObject *object)
{
  BhuiTrackStrip *self = BHUI_TRACK_STRIP (object);

  g_free (self->label);
  g_free (self->side);
  g_array_unref (self->marks);
  G_OBJECT_CLASS (bhui_track_strip_parent_class)->finalize (object);
}

static void
bhui_track_strip_class_init (BhuiTrackStripClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bhui_track_strip_finalize;
  widget_class->snapshot = bhui_track_strip_snapshot;
  widget_class->measure = bhui_track_strip_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
  gtk_widget_class_set_css_name (widget_class, "bhuitrack");
}

static void
bhui_track_strip_init (BhuiTrackStrip *self)
{
  self->marks = g_array_new (FALSE, TRUE, sizeof (Mark));
  g_array_set_clear_func (self->marks, (GDestroyNotify) mark_clear);
}

GtkWidget *
bhui_track_strip_new (const char *label,
                      int         lo,
                      int         hi,
                      const char *side)
{
  BhuiTrackStrip *self = g_object_new (BHUI_TYPE_TRACK_STRIP, NULL);

  self->label = g_strdup (label);
  self->side = g_strdup (side);
  self->lo = lo;
  self->hi = MAX (hi, lo);
  self->value = lo - 1;
  bhui_track_strip_set_value (self, lo);
  return GTK_WIDGET (self);
}
