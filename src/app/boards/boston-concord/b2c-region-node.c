/* b2c-region-node.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "b2c-counters.h"
#include "b2c-region-node.h"
#include "boards/common/muster-paint.h"

struct _B2cRegionNode
{
  GtkWidget      parent_instance;

  int            region;
  double         scale;
  MusterMapMarks   marks;
  char          *name;
  char          *label;
  B2cRegionFlags flags;
  GArray        *chips;   /* B2cChip */
  GArray        *tokens;  /* B2cToken */
};

G_DEFINE_FINAL_TYPE (B2cRegionNode, b2c_region_node, GTK_TYPE_WIDGET)

/* The naval landing icon (9.0): a small anchor. */
static void
draw_anchor (cairo_t          *cr,
             double            x,
             double            y,
             double            size,
             const B2cPalette *p)
{
  cairo_save (cr);
  muster_paint_set_color (cr, &p->river, 1);
  cairo_set_line_width (cr, size * 0.12);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_arc (cr, x, y + size * 0.12, size * 0.12, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_move_to (cr, x, y + size * 0.24);
  cairo_line_to (cr, x, y + size);
  cairo_move_to (cr, x - size * 0.25, y + size * 0.42);
  cairo_line_to (cr, x + size * 0.25, y + size * 0.42);
  cairo_stroke (cr);
  cairo_arc (cr, x, y + size * 0.58, size * 0.42, G_PI * 0.15, G_PI * 0.85);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* On screen, the size below which a region's name could not be read. */
#define COMPACT_NAME_PX 9.0

/* Zoomed out so far that the name at its drawn size would be too small. */
static gboolean
is_compact (B2cRegionNode *self)
{
  return 7.0 * self->scale < COMPACT_NAME_PX;
}

static void
draw_node (B2cRegionNode *self,
           cairo_t       *cr)
{
  const B2cPalette *p = b2c_palette (b2c_style_is_dark ());
  const double w = B2C_NODE_WIDTH, h = B2C_NODE_HEIGHT, pad = 2.5;
  gboolean offboard = (self->flags & B2C_REGION_OFFBOARD) != 0;
  gboolean town = (self->flags & B2C_REGION_TOWN) != 0;
  PangoLayout *layout;
  PangoFontDescription *font;
  double y = 2.0, x;

  cairo_scale (cr, self->scale, self->scale);

  /* The region itself. */
  muster_paint_round_rect (cr, 1, 1, w - 2, h - 2, 5);
  if (offboard)
    muster_paint_set_color (cr, &p->paper, 1);
  else
    muster_paint_set_color (cr, town ? &p->town : &p->land, 1);
  cairo_fill_preserve (cr);
  if (self->flags & B2C_REGION_BOSTON)
    {
      muster_paint_set_color (cr, &p->side[REVROAD_BRITISH], 0.14);
      cairo_fill_preserve (cr);
    }
  if (self->marks & MUSTER_MAP_CANDIDATE)
    {
      muster_paint_set_color (cr, &p->accent, 0.16);
      cairo_fill_preserve (cr);
    }
  if (offboard)
    {
      static const double dashes[] = { 3, 2 };

      cairo_set_dash (cr, dashes, 2, 0);
    }
  muster_paint_set_color (cr, town ? &p->ink : &p->faint, town ? 0.85 : 1);
  cairo_set_line_width (cr, town ? 1.2 : 0.8);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* Its name. Zoomed out, the name keeps a size that can be read, whole,
   * on a halo of paper, even past the region's edges. */
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string (town ? "Sans Bold" : "Sans Italic");
  if (is_compact (self))
    pango_font_description_set_absolute_size (font, COMPACT_NAME_PX / self->scale * PANGO_SCALE);
  else
    pango_font_description_set_absolute_size (font, (offboard ? 6.0 : 7.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, self->name ? self->name : "", -1);
  if (is_compact (self))
    {
      PangoRectangle ink, logical;

      pango_layout_get_extents (layout, &ink, &logical);
      cairo_move_to (cr, (w - (double) logical.width / PANGO_SCALE) / 2, y - 1);
      pango_cairo_layout_path (cr, layout);
      muster_paint_set_color (cr, &p->paper, 0.9);
      cairo_set_line_width (cr, 3.0 / self->scale);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke_preserve (cr);
      muster_paint_set_color (cr, &p->ink, 1);
      cairo_fill (cr);
      y += MAX (0, (double) logical.height / PANGO_SCALE - 9.5);
    }
  else
    {
      pango_layout_set_width (layout, (int) ((w - 2 * pad - ((self->flags & B2C_REGION_LANDING) ? 6 : 0)) * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      muster_paint_set_color (cr, &p->ink, 1);
      cairo_move_to (cr, pad + 0.5, y);
      pango_cairo_show_layout (cr, layout);
    }
  g_object_unref (layout);
  if (self->flags & B2C_REGION_LANDING)
    draw_anchor (cr, w - pad - 2.5, 2.2, 6.5, p);
  y += 9.5;

  /* Markers lying in the region. */
  if (self->tokens->len > 0)
    {
      x = pad;
      for (guint i = 0; i < self->tokens->len; i++)
        {
          x += b2c_token_draw (cr, &g_array_index (self->tokens, B2cToken, i), x, y, 7.5, p) + 1.2;
          if (x > w - pad)
            break;
        }
      y += 9;
    }

  /* The counters, as chips, in rows; what does not fit is counted in a
   * last “+N” at the end of the bottom row. */
  {
    const double chip_h = 9.0, gap = 1.5, row_h = 10.5;
    int max_rows = (int) ((h - 1.5 - y + (row_h - chip_h)) / row_h);
    guint n = self->chips->len, shown = n;
    g_autofree double *xs = g_new0 (double, n + 1);
    g_autofree int *rows = g_new0 (int, n + 1);
    g_autofree char *more = NULL;
    double more_w = 0;

    /* Lay the chips out, then take chips off the end until the count fits. */
    for (;;)
      {
        int row = 0;
        gboolean fits = TRUE;

        x = pad;
        more_w = 0;
        if (shown < n)
          {
            g_free (more);
            more = g_strdup_printf ("+%u", n - shown);
            more_w = 9.0;
          }
        for (guint i = 0; i < shown; i++)
          {
            double cw = b2c_chip_width (cr, &g_array_index (self->chips, B2cChip, i), chip_h);

            if (x + cw > w - pad && x > pad)
              {
                x = pad;
                row++;
              }
            xs[i] = x;
            rows[i] = row;
            x += cw + gap;
          }
        if (more_w > 0 && x + more_w > w - pad)
          row++;
        fits = row < max_rows;
        if (fits || shown == 0)
          break;
        shown--;
      }
    for (guint i = 0; i < shown; i++)
      b2c_chip_draw (cr, &g_array_index (self->chips, B2cChip, i), xs[i], y + rows[i] * row_h, chip_h, p);
    if (more != NULL)
      {
        int row = shown > 0 ? rows[shown - 1] : 0;
        double mx = shown > 0 ? xs[shown - 1] + b2c_chip_width (cr, &g_array_index (self->chips, B2cChip, shown - 1), chip_h) + gap : pad;

        if (mx + more_w > w - pad)
          {
            mx = pad;
            row++;
          }
        layout = pango_cairo_create_layout (cr);
        font = pango_font_description_from_string ("Sans Bold");
        pango_font_description_set_absolute_size (font, 6.5 * PANGO_SCALE);
        pango_layout_set_font_description (layout, font);
        pango_font_description_free (font);
        pango_layout_set_text (layout, more, -1);
        muster_paint_set_color (cr, &p->ink, 1);
        cairo_move_to (cr, mx, y + row * row_h + 0.5);
        pango_cairo_show_layout (cr, layout);
        g_object_unref (layout);
      }
  }

  /* What the selection and the pending decision say about it. */
  if (self->marks & MUSTER_MAP_PENDING)
    {
      muster_paint_round_rect (cr, -0.5, -0.5, w + 1, h + 1, 6);
      muster_paint_set_color (cr, &p->warning, 1);
      cairo_set_line_width (cr, 2.2);
      cairo_stroke (cr);
    }
  if (self->marks & MUSTER_MAP_SELECTED)
    {
      muster_paint_round_rect (cr, 0.2, 0.2, w - 0.4, h - 0.4, 5.5);
      muster_paint_set_color (cr, &p->accent, 1);
      cairo_set_line_width (cr, 2.6);
      cairo_stroke (cr);
    }
  else if (self->marks & MUSTER_MAP_TARGET)
    {
      static const double dashes[] = { 4, 2 };

      muster_paint_round_rect (cr, 0.2, 0.2, w - 0.4, h - 0.4, 5.5);
      cairo_set_dash (cr, dashes, 2, 0);
      muster_paint_set_color (cr, &p->accent, 1);
      cairo_set_line_width (cr, 2.4);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  else if (self->marks & MUSTER_MAP_CANDIDATE)
    {
      muster_paint_round_rect (cr, 0.6, 0.6, w - 1.2, h - 1.2, 5);
      muster_paint_set_color (cr, &p->accent, 0.85);
      cairo_set_line_width (cr, 1.4);
      cairo_stroke (cr);
    }
}

static void
b2c_region_node_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  B2cRegionNode *self = B2C_REGION_NODE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  /* Room for a name wider than the region, zoomed out. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-2 * width - 4, -12, 5 * width + 8, height + 16));
  draw_node (self, cr);
  cairo_destroy (cr);
}

static void
b2c_region_node_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  B2cRegionNode *self = B2C_REGION_NODE (widget);
  double size = orientation == GTK_ORIENTATION_HORIZONTAL ? B2C_NODE_WIDTH : B2C_NODE_HEIGHT;

  *minimum = *natural = (int) (size * self->scale + 0.5);
}

static void
b2c_region_node_finalize (GObject *object)
{
  B2cRegionNode *self = B2C_REGION_NODE (object);

  g_free (self->name);
  g_free (self->label);
  g_array_unref (self->chips);
  g_array_unref (self->tokens);

  G_OBJECT_CLASS (b2c_region_node_parent_class)->finalize (object);
}

static void
b2c_region_node_class_init (B2cRegionNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = b2c_region_node_finalize;
  widget_class->snapshot = b2c_region_node_snapshot;
  widget_class->measure = b2c_region_node_measure;

  gtk_widget_class_set_css_name (widget_class, "b2cregion");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
b2c_region_node_init (B2cRegionNode *self)
{
  self->scale = 1.0;
  self->chips = g_array_new (FALSE, TRUE, sizeof (B2cChip));
  self->tokens = g_array_new (FALSE, TRUE, sizeof (B2cToken));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
}

GtkWidget *
b2c_region_node_new (int region)
{
  B2cRegionNode *self = g_object_new (B2C_TYPE_REGION_NODE, NULL);

  self->region = region;
  return GTK_WIDGET (self);
}

int
b2c_region_node_get_region (B2cRegionNode *self)
{
  g_return_val_if_fail (B2C_IS_REGION_NODE (self), -1);
  return self->region;
}

void
b2c_region_node_update (B2cRegionNode *self,
                        B2cState      *state)
{
  B2cRegionView r;
  g_autofree char *label = NULL;
  g_autofree char *borders = NULL;

  g_return_if_fail (B2C_IS_REGION_NODE (self));

  b2c_view_region (state, self->region, &r);
  g_free (self->name);
  self->name = g_strdup (r.name);
  self->flags = r.flags;
  g_array_unref (self->chips);
  self->chips = b2c_chips_for_region (state, self->region);
  g_array_unref (self->tokens);
  self->tokens = b2c_tokens_for_region (&r);

  label = b2c_region_describe (state, self->region);
  if (g_strcmp0 (label, self->label) != 0)
    {
      g_free (self->label);
      self->label = g_steal_pointer (&label);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->label);
      borders = b2c_region_borders_text (state, self->region);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, borders,
                                      -1);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
b2c_region_node_set_scale (B2cRegionNode *self,
                           double         scale)
{
  g_return_if_fail (B2C_IS_REGION_NODE (self));
  if (scale == self->scale)
    return;
  self->scale = scale;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
b2c_region_node_set_marks (B2cRegionNode *self,
                           MusterMapMarks   marks)
{
  g_return_if_fail (B2C_IS_REGION_NODE (self));
  if (marks == self->marks)
    return;
  self->marks = marks;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

MusterMapMarks
b2c_region_node_get_marks (B2cRegionNode *self)
{
  g_return_val_if_fail (B2C_IS_REGION_NODE (self), 0);
  return self->marks;
}

const char *
b2c_region_node_get_label (B2cRegionNode *self)
{
  g_return_val_if_fail (B2C_IS_REGION_NODE (self), NULL);
  return self->label;
}

const char *
b2c_region_node_get_name (B2cRegionNode *self)
{
  g_return_val_if_fail (B2C_IS_REGION_NODE (self), NULL);
  return self->name;
}
