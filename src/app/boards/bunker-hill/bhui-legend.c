/* bhui-legend.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "bhui-legend.h"
#include "bhui-map-paint.h"
#include "boards/common/muster-paint.h"

typedef enum
{
  SAMPLE_TERRAIN,
  SAMPLE_RECONSTRUCTED,
  SAMPLE_BADGE,
  SAMPLE_ZONE,
  SAMPLE_STAGING,
  SAMPLE_COUNTER,
  SAMPLE_FLAME,
  SAMPLE_SHIP,
  SAMPLE_SELECTED,
  SAMPLE_TARGET,
  SAMPLE_SIGHT,
} SampleKind;

typedef struct
{
  SampleKind    kind;
  const char   *terrain;   /* terrain, or badge colour */
  BhViewCounter counter;
  gboolean      flag;
} Sample;

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        data)
{
  Sample *s = data;
  BhuiPalette p;
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  static const double dash[] = { 4, 3 };

  bhui_palette_init (&p, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  switch (s->kind)
    {
    case SAMPLE_TERRAIN:
    case SAMPLE_RECONSTRUCTED:
      muster_paint_round_rect (cr, 2, 4, width - 4, height - 8, 3);
      muster_paint_set_color (cr, bhui_palette_terrain (&p, s->terrain), 1);
      cairo_fill_preserve (cr);
      muster_paint_set_color (cr, g_strcmp0 (s->terrain, "town") == 0 ? &p.town_border : &p.border, 1);
      cairo_set_line_width (cr, g_strcmp0 (s->terrain, "town") == 0 ? 2.4 : 1.3);
      if (s->kind == SAMPLE_RECONSTRUCTED)
        cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      break;
    case SAMPLE_BADGE:
      bhui_paint_modifier_badge (cr, layout, &p, "−1/+1", s->terrain, s->flag, 2, height / 2.0 - 7, 14);
      break;
    case SAMPLE_ZONE:
      bhui_paint_zone_disc (cr, layout, &p, 2, 3, 3, TRUE, width / 2.0, height / 2.0, height / 2.0 - 1);
      break;
    case SAMPLE_STAGING:
      cairo_arc (cr, width / 2.0, height / 2.0, 8, 0, 2 * G_PI);
      if (s->flag)
        {
          muster_paint_set_color (cr, &p.zone, 1);
          cairo_fill_preserve (cr);
        }
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      if (s->flag)
        cairo_set_source_rgb (cr, 0.15, 0.1, 0);
      else
        muster_paint_set_color (cr, &p.text, 1);
      bhui_paint_text_centred (cr, layout, "2", width / 2.0, height / 2.0, 11, PANGO_WEIGHT_BOLD);
      break;
    case SAMPLE_COUNTER:
      bhui_paint_counter (cr, layout, &p, &s->counter, (width - 20) / 2.0, (height - 20) / 2.0, 20);
      break;
    case SAMPLE_FLAME:
      bhui_paint_flame (cr, &p, width / 2.0, height / 2.0, height - 4);
      break;
    case SAMPLE_SHIP:
      bhui_paint_ship (cr, &p, width / 2.0, height / 2.0, width - 4);
      break;
    case SAMPLE_SELECTED:
    case SAMPLE_TARGET:
      muster_paint_round_rect (cr, 3, 5, width - 6, height - 10, 3);
      muster_paint_set_color (cr, &p.open, 1);
      cairo_fill_preserve (cr);
      muster_paint_set_color (cr, s->kind == SAMPLE_SELECTED ? &p.accent : &p.target, 1);
      cairo_set_line_width (cr, 3);
      if (s->kind == SAMPLE_TARGET)
        cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      break;
    case SAMPLE_SIGHT:
    default:
      {
        static const double dotted[] = { 2, 4 };

        cairo_move_to (cr, 3, height / 2.0);
        cairo_line_to (cr, width - 3, height / 2.0);
        muster_paint_set_color (cr, s->flag ? &p.clear : &p.blocked, 1);
        cairo_set_line_width (cr, 3);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        if (s->flag)
          cairo_set_dash (cr, dotted, 2, 0);
        cairo_stroke (cr);
      }
      break;
    }
}

static void
add (GtkGrid    *grid,
     int        *row,
     Sample      sample,
     const char *text)
{
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 48);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 24);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_cb, g_memdup2 (&sample, sizeof sample), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (label), 28);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_grid_attach (grid, area, 0, *row, 1, 1);
  gtk_grid_attach (grid, label, 1, *row, 1, 1);
  (*row)++;
}

static Sample
counter (const char *side,
         const char *kind,
         int         strength,
         gboolean    flipped,
         gboolean    moved,
         gboolean    fired,
         gboolean    panicked)
{
  Sample s = { SAMPLE_COUNTER, NULL, { 0 }, FALSE };

  s.counter.side = side;
  s.counter.kind = kind;
  s.counter.strength = strength;
  s.counter.flipped = flipped;
  s.counter.moved = moved;
  s.counter.fired = fired;
  s.counter.panicked = panicked;
  return s;
}

GtkWidget *
bhui_legend_new (void)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  int row = 0;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 10);
  gtk_widget_set_margin_top (grid, 6);
  gtk_widget_set_margin_bottom (grid, 6);
  gtk_widget_set_margin_start (grid, 6);
  gtk_widget_set_margin_end (grid, 6);

  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_TERRAIN, "open", { 0 }, FALSE }, _("Open ground"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_TERRAIN, "town", { 0 }, FALSE }, _("Town region of Charlestown: green border (3.3)"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_TERRAIN, "hilltop", { 0 }, FALSE }, _("Hilltop (elevation 2)"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_TERRAIN, "slope", { 0 }, FALSE }, _("Slope; a ridge line is a little paler"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_RECONSTRUCTED, "open", { 0 }, FALSE },
       _("Dashed border: terrain Muster reconstructed, not printed in the rules; correct it from the region's details"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_BADGE, "normal", { 0 }, FALSE }, _("Terrain modifiers: Volley Fire / Assault dice (3.1)"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_BADGE, "yellow", { 0 }, FALSE }, _("Yellow: rail fence or stone wall, only from an adjacent region"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_BADGE, "orange", { 0 }, TRUE }, _("Orange: the Redoubt, always used; dashed when reconstructed"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_ZONE, NULL, { 0 }, FALSE }, _("Landing zone: number, transport/staging numbers (3.5)"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_STAGING, NULL, { 0 }, FALSE }, _("Staging area of zone 2 (names in italics)"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_STAGING, NULL, { 0 }, TRUE }, _("Its staging number has been met"));
  add (GTK_GRID (grid), &row, counter ("british", "regular", 2, FALSE, FALSE, FALSE, FALSE), _("British unit with its strength"));
  add (GTK_GRID (grid), &row, counter ("patriot", "militia", -1, FALSE, FALSE, FALSE, FALSE), _("Patriot militia, strength still hidden"));
  add (GTK_GRID (grid), &row, counter ("patriot", "leader", 0, FALSE, FALSE, FALSE, FALSE), _("Leader (a star); a round counter is a field cannon"));
  add (GTK_GRID (grid), &row, counter ("british", "regular", 0, TRUE, FALSE, FALSE, FALSE), _("Striped: broken, wounded or damaged"));
  add (GTK_GRID (grid), &row, counter ("patriot", "minuteman", 1, FALSE, TRUE, TRUE, FALSE), _("Dots: Moved (white) and Fired (orange) markers"));
  add (GTK_GRID (grid), &row, counter ("patriot", "militia", 1, FALSE, FALSE, FALSE, TRUE), _("Yellow triangle: Panic marker (9.1)"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_FLAME, NULL, { 0 }, FALSE }, _("Ablaze marker (4.6)"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_SHIP, NULL, { 0 }, FALSE }, _("The British fleet in its fleet box (4.5)"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_SELECTED, NULL, { 0 }, FALSE }, _("Selected region; its neighbours are tinted"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_TARGET, NULL, { 0 }, FALSE }, _("Target region"));
  add (GTK_GRID (grid), &row, (Sample) { SAMPLE_SIGHT, NULL, { 0 }, TRUE }, _("Line of Sight: green clear, red blocked; dotted when only proposed (7.2)"));

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 460);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), grid);
  return scroller;
}
