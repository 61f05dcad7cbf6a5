/* empui-map-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "boards/common/muster-paint.h"
#include "empui-map-view.h"

/* Map units per unit of the data's 0..1000 box, and the size of a place. */
#define SCALE 1.9
#define LAND_W 125.0
#define LAND_H 70.0
#define WATER_W 125.0
#define WATER_H 52.0

typedef struct
{
  EmpViewPlace  info;
  GPtrArray    *forces;   /* EmpViewForce* */
} Place;

struct _EmpuiMapView
{
  MusterMapView  parent_instance;

  EmpState      *state;
  GArray        *places;   /* Place */
  GArray        *borders;  /* int triples: a, b, river */
};

G_DEFINE_FINAL_TYPE (EmpuiMapView, empui_map_view, MUSTER_TYPE_MAP_VIEW)

static void
place_clear (Place *p)
{
  g_clear_pointer (&p->forces, g_ptr_array_unref);
}

static GdkRGBA
rgba (const char *spec)
{
  GdkRGBA c;

  gdk_rgba_parse (&c, spec);
  return c;
}

/* A side's colour: strong for its marks, pale for the ground it holds. */
static GdkRGBA
side_color (const char *side,
            gboolean    pale,
            gboolean    dark)
{
  static const struct { const char *side; const char *strong; const char *light; const char *deep; } colors[] = {
    { "british", "#c01c28", "#f1c6c2", "#5c2a2a" },
    { "american", "#1c71d8", "#c4d8f2", "#27405e" },
    { "french", "#613583", "#ddd0ea", "#3f3050" },
    { "spanish", "#c88800", "#f2e2b0", "#5a4a1e" },
    { "indians", "#865e3c", "#e4d2bc", "#4a3a2a" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (colors); i++)
    if (g_strcmp0 (side, colors[i].side) == 0)
      return rgba (!pale ? colors[i].strong : dark ? colors[i].deep : colors[i].light);
  return rgba (pale ? (dark ? "#3a3a3a" : "#e6e6e6") : "#77767b");
}

static void
place_box (const Place *p,
           double      *x,
           double      *y,
           double      *w,
           double      *h)
{
  *w = p->info.water ? WATER_W : LAND_W;
  *h = p->info.water ? WATER_H : LAND_H;
  *x = p->info.x * SCALE - *w / 2;
  *y = p->info.y * SCALE - *h / 2;
}

void
empui_map_view_set_state (EmpuiMapView *self,
                          EmpState     *state)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self);
  guint n;

  g_return_if_fail (EMPUI_IS_MAP_VIEW (self));

  g_set_object (&self->state, state);
  n = emp_view_n_places (state);
  g_array_set_size (self->places, 0);
  g_array_set_size (self->places, n);
  for (guint i = 0; i < n; i++)
    {
      Place *p = &g_array_index (self->places, Place, i);

      emp_view_place (state, i, &p->info);
      p->forces = emp_view_forces (state, i);
    }
  if (muster_map_view_get_n_regions (map) != n)
    {
      g_autofree MusterMapRegion *regions = g_new0 (MusterMapRegion, n);

      for (guint i = 0; i < n; i++)
        {
          Place *p = &g_array_index (self->places, Place, i);
          double x, y;

          regions[i].id = p->info.id;
          regions[i].x = p->info.x * SCALE;
          regions[i].y = p->info.y * SCALE;
          place_box (p, &x, &y, &regions[i].width, &regions[i].height);
        }
      muster_map_view_set_regions (map, regions, n);
    }
  g_clear_pointer (&self->borders, g_array_unref);
  self->borders = emp_view_borders (state);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = emp_view_describe (state, i);

      muster_map_view_set_region_label (map, i, label);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- drawing ---------------------------------------------------------------- */

static void
path_place (const Place *p,
            cairo_t     *cr,
            double       grow)
{
  double x, y, w, h;

  place_box (p, &x, &y, &w, &h);
  if (p->info.water)
    {
      cairo_save (cr);
      cairo_translate (cr, x + w / 2, y + h / 2);
      cairo_scale (cr, w / 2 + grow, h / 2 + grow);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
    }
  else
    muster_paint_round_rect (cr, x - grow, y - grow, w + 2 * grow, h + 2 * grow, 8 + grow);
}

static void
empui_map_view_path_region (MusterMapView *map,
                            cairo_t       *cr,
                            guint          i,
                            double         grow)
{
  EmpuiMapView *self = EMPUI_MAP_VIEW (map);

  if (i < self->places->len)
    path_place (&g_array_index (self->places, Place, i), cr, grow);
}

static void
draw_borders (EmpuiMapView *self,
              cairo_t      *cr,
              gboolean      dark)
{
  GdkRGBA land = rgba (dark ? "#9a9996" : "#77767b");
  GdkRGBA river = rgba ("#3584e4");
  GdkRGBA sea = rgba (dark ? "#62a0ea" : "#99c1f1");
  static const double dots[] = { 3, 5 };

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint k = 0; k + 2 < self->borders->len; k += 3)
    {
      const Place *a = &g_array_index (self->places, Place, g_array_index (self->borders, int, k));
      const Place *b = &g_array_index (self->places, Place, g_array_index (self->borders, int, k + 1));
      gboolean crossing = g_array_index (self->borders, int, k + 2);
      gboolean wet = a->info.water || b->info.water;

      cairo_move_to (cr, a->info.x * SCALE, a->info.y * SCALE);
      cairo_line_to (cr, b->info.x * SCALE, b->info.y * SCALE);
      if (crossing)
        {
          muster_paint_set_color (cr, &river, 0.9);
          cairo_set_line_width (cr, 5);
        }
      else if (wet)
        {
          muster_paint_set_color (cr, &sea, 0.9);
          cairo_set_line_width (cr, 2);
          cairo_set_dash (cr, dots, 2, 0);
        }
      else
        {
          muster_paint_set_color (cr, &land, 0.8);
          cairo_set_line_width (cr, 2);
        }
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *markup,
           double       cx,
           double       y,
           double       width,
           int          lines)
{
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (layout, -lines);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  cairo_move_to (cr, cx - width / 2, y);
  pango_cairo_show_layout (cr, layout);
}

/* The bottom row: the territory's value in a grey badge (dashed while
 * reconstructed), then a badge per power there, in its colour, with its
 * units. */
static void
draw_badges (cairo_t     *cr,
             PangoLayout *layout,
             const Place *p,
             double       cx,
             double       y,
             gboolean     dark)
{
  const double cell = 32;
  gboolean value = !p->info.water && !p->info.offmap;
  double x = cx - (p->forces->len + (value ? 1 : 0)) * cell / 2;
  GdkRGBA white = rgba ("#ffffff");
  GdkRGBA ink = rgba (dark ? "#ffffff" : "#241f31");
  GdkRGBA grey = rgba (dark ? "#5e5c64" : "#ffffff");
  GdkRGBA line = rgba (dark ? "#c0bfbc" : "#5e5c64");
  static const double dash[] = { 3, 2 };

  if (value)
    {
      g_autofree char *number = g_strdup_printf ("%d", p->info.value);

      muster_paint_round_rect (cr, x + 2, y, cell - 4, 18, 9);
      muster_paint_set_color (cr, &grey, 1);
      cairo_fill_preserve (cr);
      muster_paint_set_color (cr, &line, 1);
      cairo_set_line_width (cr, 1.5);
      if (p->info.value_reconstructed)
        cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      muster_paint_set_color (cr, &ink, 1);
      show_text (cr, layout, number, x + cell / 2, y, cell - 4, 1);
      x += cell;
    }
  for (guint k = 0; k < p->forces->len; k++)
    {
      EmpViewForce *force = g_ptr_array_index (p->forces, k);
      GdkRGBA color = side_color (force->side, FALSE, dark);
      g_autofree char *count = g_strdup_printf ("<b>%d</b>", force->units);

      muster_paint_round_rect (cr, x + 1, y, cell - 2, 18, 4);
      muster_paint_set_color (cr, &color, 1);
      cairo_fill (cr);
      muster_paint_set_color (cr, &white, 1);
      show_text (cr, layout, count, x + cell / 2, y, cell - 2, 1);
      x += cell;
    }
}

static void
draw_place (EmpuiMapView *self,
            cairo_t      *cr,
            PangoLayout  *layout,
            guint         i,
            gboolean      dark)
{
  const Place *p = &g_array_index (self->places, Place, i);
  MusterMapMarks marks = muster_map_view_get_marks (MUSTER_MAP_VIEW (self), i);
  GdkRGBA fill = p->info.water ? rgba (dark ? "#1c3c5c" : "#dbe9f8") : side_color (p->info.holder, TRUE, dark);
  GdkRGBA ink = rgba (dark ? "#ffffff" : "#241f31");
  GdkRGBA line = rgba (dark ? "#c0bfbc" : "#5e5c64");
  GdkRGBA accent = rgba ("#3584e4");
  GdkRGBA warning = rgba ("#e66100");
  GdkRGBA red = rgba ("#c01c28");
  GdkRGBA yellow = rgba ("#f6d32d");
  g_autofree char *name = NULL;
  double x, y, w, h;
  static const double dash[] = { 6, 4 };

  place_box (p, &x, &y, &w, &h);
  path_place (p, cr, 0);
  muster_paint_set_color (cr, &fill, 1);
  cairo_fill_preserve (cr);
  if (p->info.slashed)
    {
      GdkRGBA ash = rgba ("#3d3846");

      muster_paint_set_color (cr, &ash, 0.35);
      cairo_fill_preserve (cr);
    }
  muster_paint_set_color (cr, &line, 1);
  cairo_set_line_width (cr, p->info.city ? 3 : 1.5);
  cairo_stroke (cr);
  if (p->info.yellow)
    {
      path_place (p, cr, 3);
      muster_paint_set_color (cr, &yellow, 1);
      cairo_set_line_width (cr, 4);
      cairo_stroke (cr);
    }
  if (p->info.red)
    {
      cairo_rectangle (cr, x + w - 14, y + 4, 10, 10);
      muster_paint_set_color (cr, &red, 1);
      cairo_fill (cr);
    }
  if (marks & MUSTER_MAP_CANDIDATE)
    {
      path_place (p, cr, 0);
      muster_paint_set_color (cr, &accent, 0.18);
      cairo_fill (cr);
    }
  if (p->info.battle || (marks & MUSTER_MAP_PENDING))
    {
      path_place (p, cr, 5);
      muster_paint_set_color (cr, &warning, 1);
      cairo_set_line_width (cr, 3);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (marks & MUSTER_MAP_SELECTED)
    {
      path_place (p, cr, 2);
      muster_paint_set_color (cr, &accent, 1);
      cairo_set_line_width (cr, 4);
      cairo_stroke (cr);
    }
  if (marks & MUSTER_MAP_TARGET)
    {
      path_place (p, cr, 2);
      muster_paint_set_color (cr, &warning, 1);
      cairo_set_line_width (cr, 4);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  muster_paint_set_color (cr, &ink, 1);
  name = g_markup_printf_escaped (p->info.water ? "<i>%s</i>" : "<b>%s</b>", p->info.name);
  show_text (cr, layout, name, x + w / 2, y + 3, w - 8, 2);
  draw_badges (cr, layout, p, x + w / 2, y + h - 22, dark);
}

static void
empui_map_view_draw (MusterMapView *map,
                     cairo_t       *cr,
                     double         scale)
{
  EmpuiMapView *self = EMPUI_MAP_VIEW (map);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GdkRGBA sea = rgba (dark ? "#0f2740" : "#eef4fb");
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *font;

  muster_paint_set_color (cr, &sea, 1);
  cairo_paint (cr);
  if (self->state == NULL)
    return;
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans 13px");
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  draw_borders (self, cr, dark);
  for (guint i = 0; i < self->places->len; i++)
    draw_place (self, cr, layout, i, dark);
}

static void
empui_map_view_dispose (GObject *object)
{
  EmpuiMapView *self = EMPUI_MAP_VIEW (object);

  g_clear_object (&self->state);
  G_OBJECT_CLASS (empui_map_view_parent_class)->dispose (object);
}

static void
empui_map_view_finalize (GObject *object)
{
  EmpuiMapView *self = EMPUI_MAP_VIEW (object);

  g_array_unref (self->places);
  g_clear_pointer (&self->borders, g_array_unref);
  G_OBJECT_CLASS (empui_map_view_parent_class)->finalize (object);
}

static void
empui_map_view_class_init (EmpuiMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  MusterMapViewClass *map_class = MUSTER_MAP_VIEW_CLASS (klass);

  object_class->dispose = empui_map_view_dispose;
  object_class->finalize = empui_map_view_finalize;
  map_class->draw = empui_map_view_draw;
  map_class->path_region = empui_map_view_path_region;
}

static void
empui_map_view_init (EmpuiMapView *self)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (260, 50, 1610, 1830);

  self->places = g_array_new (FALSE, TRUE, sizeof (Place));
  g_array_set_clear_func (self->places, (GDestroyNotify) place_clear);
  muster_map_view_set_bounds (map, &bounds);
  muster_map_view_set_zoom (map, 0.6);
  muster_map_view_set_arrow_spread (map, 2.5);
  g_signal_connect (self, "notify::selected", G_CALLBACK (gtk_widget_queue_draw), NULL);
  g_signal_connect (self, "notify::target", G_CALLBACK (gtk_widget_queue_draw), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Map of the American theatre"), -1);
}

GtkWidget *
empui_map_view_new (void)
{
  return g_object_new (EMPUI_TYPE_MAP_VIEW, NULL);
}
