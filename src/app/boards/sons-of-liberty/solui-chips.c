/* solui-chips.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "solui-chips.h"

/* A chip's size and the gap between chips, in pixels; chips in a row. */
#define CHIP 18
#define GAP 4
#define PER_ROW 10

struct _SoluiChips
{
  GtkWidget  parent_instance;

  char      *name;
  int        count;
  int        room;
  GtkWidget *label;
  GtkWidget *heap;
};

G_DEFINE_FINAL_TYPE (SoluiChips, solui_chips, GTK_TYPE_WIDGET)

static int
n_drawn (SoluiChips *self)
{
  return MAX (self->count, self->room);
}

static void
draw_heap (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  SoluiChips *self = data;
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  for (int i = 0; i < n_drawn (self); i++)
    {
      double x = (i % PER_ROW) * (CHIP + GAP) + CHIP / 2.0;
      double y = (i / PER_ROW) * (CHIP + GAP) + CHIP / 2.0;

      cairo_new_path (cr);
      cairo_arc (cr, x, y, CHIP / 2.0 - 1, 0, 2 * G_PI);
      if (i < self->count)
        {
          /* A red chip with a pale inner ring, as poker chips have. */
          cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
          cairo_arc (cr, x, y, CHIP / 2.0 - 5, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
          cairo_set_line_width (cr, 1.5);
          cairo_set_dash (cr, (double[]) { 2.5, 2.0 }, 2, 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      else
        {
          /* An empty place of the line. */
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
          cairo_set_line_width (cr, 1.5);
          cairo_set_dash (cr, (double[]) { 3.0, 2.0 }, 2, 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
    }
}

static void
update (SoluiChips *self)
{
  int n = n_drawn (self);
  int rows = n == 0 ? 0 : (n + PER_ROW - 1) / PER_ROW;
  int cols = MIN (n, PER_ROW);
  g_autofree char *text = NULL;

  /* Translators: a heap of Tyranny chips and how many it holds, “In the
   * pool: 12 chips”. */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d chip", "%s: %d chips", self->count), self->name,
                          self->count);
  gtk_label_set_label (GTK_LABEL (self->label), text);
  gtk_widget_set_size_request (self->heap, cols > 0 ? cols * (CHIP + GAP) - GAP : 0, rows > 0 ? rows * (CHIP + GAP) - GAP : 0);
  gtk_widget_set_visible (self->heap, n > 0);
  gtk_widget_queue_draw (self->heap);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

void
solui_chips_set_count (SoluiChips *self,
                       int         count,
                       int         room)
{
  g_return_if_fail (SOLUI_IS_CHIPS (self));

  self->count = MAX (count, 0);
  self->room = MAX (room, 0);
  update (self);
}

int
solui_chips_get_count (SoluiChips *self)
{
  g_return_val_if_fail (SOLUI_IS_CHIPS (self), 0);
  return self->count;
}

const char *
solui_chips_get_text (SoluiChips *self)
{
  g_return_val_if_fail (SOLUI_IS_CHIPS (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->label));
}

static void
solui_chips_dispose (GObject *object)
{
  SoluiChips *self = SOLUI_CHIPS (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->heap, gtk_widget_unparent);
  G_OBJECT_CLASS (solui_chips_parent_class)->dispose (object);
}

static void
solui_chips_finalize (GObject *object)
{
  g_free (SOLUI_CHIPS (object)->name);
  G_OBJECT_CLASS (solui_chips_parent_class)->finalize (object);
}

static void
solui_chips_class_init (SoluiChipsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = solui_chips_dispose;
  object_class->finalize = solui_chips_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "soluichips");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
solui_chips_init (SoluiChips *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  self->label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_widget_add_css_class (self->label, "heading");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
  self->heap = gtk_drawing_area_new ();
  gtk_widget_set_halign (self->heap, GTK_ALIGN_START);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->heap), draw_heap, self, NULL);
  gtk_widget_set_parent (self->heap, GTK_WIDGET (self));
}

GtkWidget *
solui_chips_new (const char *name)
{
  SoluiChips *self = g_object_new (SOLUI_TYPE_CHIPS, NULL);

  self->name = g_strdup (name);
  update (self);
  return GTK_WIDGET (self);
}
