/* b2c-legend.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-counters.h"
#include "b2c-legend.h"

typedef enum
{
  SAMPLE_ROAD_RECONSTRUCTED,
  SAMPLE_ROAD,
  SAMPLE_LAND,
  SAMPLE_RIVER,
  SAMPLE_RIVER_ROAD,
  SAMPLE_STREAM,
  SAMPLE_REGULARS,
  SAMPLE_HIDDEN_MILITIA,
  SAMPLE_BROKEN,
  SAMPLE_MOVED_FIRED,
  SAMPLE_INACTIVE,
  SAMPLE_LEADER,
  SAMPLE_GATHER,
  SAMPLE_MUSTER,
  SAMPLE_ALERT,
  SAMPLE_ARMS,
  SAMPLE_HINDER,
  SAMPLE_SELECTED,
  SAMPLE_CANDIDATE,
  SAMPLE_PENDING,
  N_SAMPLES
} Sample;

struct _B2cLegend
{
  GtkWidget  parent_instance;

  GtkWidget *box;
};

G_DEFINE_FINAL_TYPE (B2cLegend, b2c_legend, GTK_TYPE_WIDGET)

static void
line (cairo_t       *cr,
      const GdkRGBA *color,
      double         width,
      const double  *dashes,
      int            n_dashes)
{
  cairo_move_to (cr, 2, 8);
  cairo_line_to (cr, 38, 8);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, width);
  cairo_set_dash (cr, dashes, n_dashes, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
bar (cairo_t       *cr,
     const GdkRGBA *color,
     double         width)
{
  cairo_move_to (cr, 20, 1);
  cairo_line_to (cr, 20, 15);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
}

static void
frame (cairo_t       *cr,
       const GdkRGBA *color,
       double         width,
       gboolean       dashed)
{
  static const double dashes[] = { 4, 2 };

  cairo_rectangle (cr, 4, 1.5, 32, 13);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, width);
  if (dashed)
    cairo_set_dash (cr, dashes, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_sample (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  const B2cPalette *p = b2c_palette (b2c_style_is_dark ());
  Sample sample = GPOINTER_TO_INT (data);
  static const double road_dashes[] = { 7, 3 };
  static const double land_dashes[] = { 2.5, 2.5 };
  B2cChip chip = { REVROAD_BRITISH, REVROAD_KIND_REGULAR, FALSE, FALSE, FALSE, FALSE, -1, 3, 0 };
  B2cToken token = { B2C_TOKEN_GATHER, 0 };

  cairo_translate (cr, 0, (height - 16) / 2.0);
  switch (sample)
    {
    case SAMPLE_ROAD_RECONSTRUCTED:
      line (cr, &p->road, 3, road_dashes, 2);
      break;
    case SAMPLE_ROAD:
      line (cr, &p->road, 3, NULL, 0);
      break;
    case SAMPLE_LAND:
      line (cr, &p->faint, 1.3, land_dashes, 2);
      break;
    case SAMPLE_RIVER:
      bar (cr, &p->river, 5);
      break;
    case SAMPLE_RIVER_ROAD:
      bar (cr, &p->river, 5);
      line (cr, &p->road, 3, road_dashes, 2);
      break;
    case SAMPLE_STREAM:
      bar (cr, &p->stream, 3.5);
      line (cr, &p->faint, 1.3, land_dashes, 2);
      break;
    case SAMPLE_REGULARS:
      b2c_chip_draw (cr, &chip, 2, 1, 14, p);
      break;
    case SAMPLE_HIDDEN_MILITIA:
      chip.side = REVROAD_PATRIOT;
      chip.kind = REVROAD_KIND_MILITIA;
      chip.count = 1;
      b2c_chip_draw (cr, &chip, 2, 1, 14, p);
      break;
    case SAMPLE_BROKEN:
      chip.flipped = TRUE;
      chip.count = 1;
      b2c_chip_draw (cr, &chip, 2, 1, 14, p);
      break;
    case SAMPLE_MOVED_FIRED:
      chip.moved = chip.fired = TRUE;
      chip.count = 1;
      b2c_chip_draw (cr, &chip, 2, 1, 14, p);
      break;
    case SAMPLE_INACTIVE:
      chip.side = REVROAD_PATRIOT;
      chip.kind = REVROAD_KIND_MINUTEMAN;
      chip.inactive = TRUE;
      chip.count = 1;
      b2c_chip_draw (cr, &chip, 2, 1, 14, p);
      break;
    case SAMPLE_LEADER:
      chip.side = REVROAD_PATRIOT;
      chip.kind = REVROAD_KIND_LEADER;
      chip.count = 1;
      b2c_chip_draw (cr, &chip, 2, 1, 14, p);
      break;
    case SAMPLE_GATHER:
      b2c_token_draw (cr, &token, 2, 2, 12, p);
      break;
    case SAMPLE_MUSTER:
      token.kind = B2C_TOKEN_MUSTER;
      b2c_token_draw (cr, &token, 2, 2, 12, p);
      break;
    case SAMPLE_ALERT:
      token.kind = B2C_TOKEN_ALERT;
      b2c_token_draw (cr, &token, 2, 2, 12, p);
      break;
    case SAMPLE_ARMS:
      token.kind = B2C_TOKEN_ARMS;
      token.value = 3;
      b2c_token_draw (cr, &token, 2, 2, 12, p);
      break;
    case SAMPLE_HINDER:
      token.kind = B2C_TOKEN_HINDER_MOVE;
      token.value = 2;
      b2c_token_draw (cr, &token, 2, 2, 12, p);
      break;
    case SAMPLE_SELECTED:
      frame (cr, &p->accent, 2.5, FALSE);
      break;
    case SAMPLE_CANDIDATE:
      cairo_rectangle (cr, 4, 1.5, 32, 13);
      cairo_set_source_rgba (cr, p->accent.red, p->accent.green, p->accent.blue, 0.2);
      cairo_fill (cr);
      frame (cr, &p->accent, 1.2, FALSE);
      break;
    case SAMPLE_PENDING:
      frame (cr, &p->warning, 2.5, FALSE);
      break;
    case N_SAMPLES:
    default:
      break;
    }
}

static void
b2c_legend_dispose (GObject *object)
{
  B2cLegend *self = B2C_LEGEND (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (b2c_legend_parent_class)->dispose (object);
}

static void
b2c_legend_class_init (B2cLegendClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_legend_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
redraw_cb (GtkWidget *area)
{
  gtk_widget_queue_draw (area);
}

static void
b2c_legend_init (B2cLegend *self)
{
  static const char * const texts[N_SAMPLES] = {
    N_("Road (reconstructed: dashed)"),
    N_("Road as entered from your board (solid)"),
    N_("Land border without a road"),
    N_("Dark blue water: adjacent only where a road crosses (3.0)"),
    N_("A road across dark blue water: adjacent"),
    N_("Light blue stream: adjacent; Nightriders pay 2 without a road (6.12)"),
    N_("British Regulars, three counters (R; C cannon)"),
    N_("Militia of hidden strength (M?; MM Minutemen)"),
    N_("Hollow: broken, wounded or captured"),
    N_("Yellow corner: Moved; dark corner: Fired"),
    N_("Faded, dashed: under a Gather, Muster or Alert marker"),
    N_("Round: a leader (NR Nightrider, SL Son of Liberty)"),
    N_("Gather marker"),
    N_("Muster marker"),
    N_("Alert marker"),
    N_("Hidden Arms marker and its number"),
    N_("Hinder marker (mv movement, sr search, mu muster) and its side"),
    N_("The chosen region (dashed: the target)"),
    N_("What the chosen action may touch"),
    N_("Where the pending decision is"),
  };
  GtkWidget *group;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Legend"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The rulebook does not print the map: the regions, borders, roads and "
                                           "water here are reconstructed and drawn dashed until you correct them "
                                           "from your own board (Corrections). Card values and most VP awards are "
                                           "reconstructed too, and marked where they show."));
  gtk_box_append (GTK_BOX (self->box), group);
  for (int i = 0; i < N_SAMPLES; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *area = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 48);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 18);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_sample, GINT_TO_POINTER (i), NULL);
      gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, _(texts[i]), -1);
      g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (redraw_cb), area,
                               G_CONNECT_SWAPPED);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), area);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(texts[i]));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

GtkWidget *
b2c_legend_new (void)
{
  return g_object_new (B2C_TYPE_LEGEND, NULL);
}
