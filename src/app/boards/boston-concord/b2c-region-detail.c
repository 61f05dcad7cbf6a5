/* b2c-region-detail.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-board.h"
#include "b2c-counters.h"
#include "b2c-region-detail.h"
#include "muster-rule-link.h"
#include "widgets/muster-offer-list.h"

struct _B2cRegionDetail
{
  GtkWidget  parent_instance;

  int        region;
  GArray    *units;      /* ticked roster indices */
  char      *key;        /* what the counters were last built for */

  GtkWidget *box;
  GtkWidget *empty;
  GtkWidget *content;
  GtkLabel  *title;
  GtkLabel  *kind;
  GtkLabel  *markers;
  GtkLabel  *borders;
  GtkWidget *target_row;
  GtkWidget *sides[REVROAD_N_SIDES];
  GtkWidget *offers;     /* MusterOfferList */
};

G_DEFINE_FINAL_TYPE (B2cRegionDetail, b2c_region_detail, GTK_TYPE_WIDGET)

enum { UNITS_CHANGED, CLEAR_TARGET, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef struct
{
  B2cChip chip;
} ChipData;

static void
draw_chip (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  ChipData *chip = data;
  double scale = height / 11.0;

  cairo_scale (cr, scale, scale);
  b2c_chip_draw (cr, &chip->chip, 1, 1, 9, b2c_palette (b2c_style_is_dark ()));
}

static GtkWidget *
chip_widget (const B2cUnitView *u,
             int                unit)
{
  GtkWidget *area = gtk_drawing_area_new ();
  ChipData *data = g_new0 (ChipData, 1);

  data->chip.side = u->side;
  data->chip.kind = u->kind;
  data->chip.flipped = u->flipped;
  data->chip.moved = u->moved;
  data->chip.fired = u->fired;
  data->chip.inactive = u->inactive;
  data->chip.strength = u->kind == REVROAD_KIND_MILITIA && !u->flipped ? u->strength : -1;
  data->chip.count = 1;
  data->chip.first = unit;
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 44);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 22);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_chip, data, g_free);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  return area;
}

static gboolean
has_unit (GArray *units,
          int     unit)
{
  for (guint i = 0; units && i < units->len; i++)
    if (g_array_index (units, int, i) == unit)
      return TRUE;
  return FALSE;
}

static void
unit_toggled_cb (GtkCheckButton  *check,
                 B2cRegionDetail *self)
{
  int unit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "b2c-unit"));
  gboolean on = gtk_check_button_get_active (check);

  if (on && !has_unit (self->units, unit))
    g_array_append_val (self->units, unit);
  else if (!on)
    for (guint i = 0; i < self->units->len; i++)
      if (g_array_index (self->units, int, i) == unit)
        {
          g_array_remove_index (self->units, i);
          break;
        }
  g_signal_emit (self, signals[UNITS_CHANGED], 0);
}

static void
clear_group (GtkWidget *group)
{
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), "b2c-rows");

  for (guint i = 0; rows && i < rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), g_ptr_array_index (rows, i));
  if (rows)
    g_ptr_array_set_size (rows, 0);
}

static void
group_add (GtkWidget *group,
           GtkWidget *row)
{
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), "b2c-rows");

  if (rows == NULL)
    {
      rows = g_ptr_array_new ();
      g_object_set_data_full (G_OBJECT (group), "b2c-rows", rows, (GDestroyNotify) g_ptr_array_unref);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_ptr_array_add (rows, row);
}

static const char *
region_name (B2cState *state,
             int       region)
{
  B2cRegionView r;

  b2c_view_region (state, region, &r);
  return r.name;
}

static char *
kind_text (const B2cRegionView *r)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

#define ADD(text) g_ptr_array_add (parts, g_strdup (text))
  if (r->flags & B2C_REGION_BOSTON)
    ADD (_("Boston: no Patriot may enter; British units here cannot be targeted (3.0)"));
  else if (r->flags & B2C_REGION_ALERT_BOX)
    ADD (_("Alert box off the map edge (4.6)"));
  else if (r->flags & B2C_REGION_RIDER_BOX)
    ADD (_("Nightrider box off the map edge (6.12)"));
  else if (r->flags & B2C_REGION_TOWN)
    ADD (_("Town"));
  else
    ADD (_("Countryside"));
  if (r->flags & B2C_REGION_CONCORD)
    ADD (_("the British must reach it (11.0)"));
  if (r->flags & B2C_REGION_CHARLESTOWN)
    ADD (_("closed to Patriots while unbroken Regulars hold it (3.0)"));
  if (r->flags & B2C_REGION_MUSTER_ICON)
    ADD (_("muster icon"));
  if (r->flags & B2C_REGION_LANDING)
    ADD (_("naval landing on turn 1 (9.0)"));
#undef ADD
  if (!(r->flags & B2C_REGION_OFFBOARD))
    {
      if (r->to_boston > 0 && r->to_boston < 100)
        g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d region from Boston",
                                                              "%d regions from Boston", (gulong) r->to_boston),
                                                 r->to_boston));
      if (r->to_concord > 0 && r->to_concord < 100)
        g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d from Concord",
                                                              "%d from Concord", (gulong) r->to_concord),
                                                 r->to_concord));
    }
  if (b2c_source_is_reconstructed (r->source))
    g_ptr_array_add (parts, g_strdup (_("position and borders reconstructed")));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

static GtkLabel *
wrapped_label (const char *css)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css)
    gtk_widget_add_css_class (label, css);
  return GTK_LABEL (label);
}

void
b2c_region_detail_set_offers (B2cRegionDetail *self,
                              GPtrArray       *offers,
                              const char      *hint)
{
  g_return_if_fail (B2C_IS_REGION_DETAIL (self));
  muster_offer_list_set_offers (MUSTER_OFFER_LIST (self->offers), offers, hint);
}

MusterOfferList *
b2c_region_detail_get_offer_list (B2cRegionDetail *self)
{
  g_return_val_if_fail (B2C_IS_REGION_DETAIL (self), NULL);
  return MUSTER_OFFER_LIST (self->offers);
}

static void
build_counters (B2cRegionDetail *self,
                B2cState        *state)
{
  g_autoptr(GArray) units = b2c_view_units_in (state, self->region);

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    clear_group (self->sides[s]);
  for (guint i = 0; i < units->len; i++)
    {
      int unit = g_array_index (units, int, i);
      B2cUnitView u;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      g_autofree char *state_text = NULL;

      b2c_view_unit (state, unit, &u);
      state_text = b2c_unit_state_text (&u);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), u.name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), *state_text ? state_text : u.face);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), has_unit (self->units, unit));
      g_object_set_data (G_OBJECT (check), "b2c-unit", GINT_TO_POINTER (unit));
      g_signal_connect (check, "toggled", G_CALLBACK (unit_toggled_cb), self);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), chip_widget (&u, unit));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      group_add (self->sides[u.side == REVROAD_PATRIOT ? REVROAD_PATRIOT : REVROAD_BRITISH], row);
    }
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      GPtrArray *rows = g_object_get_data (G_OBJECT (self->sides[s]), "b2c-rows");

      gtk_widget_set_visible (self->sides[s], rows != NULL && rows->len > 0);
    }
}

void
b2c_region_detail_show (B2cRegionDetail *self,
                        B2cState        *state,
                        int              region,
                        int              target,
                        GArray          *units)
{
  g_autofree char *key = NULL;
  g_autofree char *snapshot = NULL;

  g_return_if_fail (B2C_IS_REGION_DETAIL (self));

  g_array_set_size (self->units, 0);
  if (units != NULL)
    g_array_append_vals (self->units, units->data, units->len);
  self->region = region;
  gtk_widget_set_visible (self->empty, region < 0);
  gtk_widget_set_visible (self->content, region >= 0);
  if (region < 0)
    return;

  {
    B2cRegionView r;
    g_autoptr(GArray) tokens = NULL;
    g_autofree char *kind = NULL;
    g_autofree char *borders = b2c_region_borders_text (state, region);
    GString *markers = g_string_new (NULL);

    b2c_view_region (state, region, &r);
    gtk_label_set_text (self->title, r.name);
    kind = kind_text (&r);
    gtk_label_set_text (self->kind, kind);
    tokens = b2c_tokens_for_region (&r);
    for (guint i = 0; i < tokens->len; i++)
      {
        g_autofree char *text = b2c_token_describe (&g_array_index (tokens, B2cToken, i));

        g_string_append_printf (markers, "%s%s", markers->len ? ", " : "", text);
      }
    gtk_label_set_text (self->markers, markers->str);
    gtk_widget_set_visible (GTK_WIDGET (self->markers), markers->len > 0);
    g_string_free (markers, TRUE);
    {
      g_autofree char *text = g_strdup_printf (_("Borders: %s"), borders);

      gtk_label_set_text (self->borders, text);
    }
  }

  if (target >= 0 && target != region)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->target_row), region_name (state, target));
      gtk_widget_set_visible (self->target_row, TRUE);
    }
  else
    gtk_widget_set_visible (self->target_row, FALSE);

  /* The counters are rebuilt only when they changed, so a tick keeps its
   * focus while the offers follow it. */
  snapshot = b2c_region_describe (state, region);
  key = g_strdup_printf ("%d|%s", region, snapshot);
  if (g_strcmp0 (key, self->key) != 0)
    {
      g_free (self->key);
      self->key = g_steal_pointer (&key);
      build_counters (self, state);
    }
}

GArray *
b2c_region_detail_get_units (B2cRegionDetail *self)
{
  g_return_val_if_fail (B2C_IS_REGION_DETAIL (self), NULL);
  return self->units;
}

static void
clear_target_cb (GtkButton       *button,
                 B2cRegionDetail *self)
{
  g_signal_emit (self, signals[CLEAR_TARGET], 0);
}

static void
b2c_region_detail_dispose (GObject *object)
{
  B2cRegionDetail *self = B2C_REGION_DETAIL (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (b2c_region_detail_parent_class)->dispose (object);
}

static void
b2c_region_detail_finalize (GObject *object)
{
  B2cRegionDetail *self = B2C_REGION_DETAIL (object);

  g_array_unref (self->units);
  g_free (self->key);

  G_OBJECT_CLASS (b2c_region_detail_parent_class)->finalize (object);
}

static void
b2c_region_detail_class_init (B2cRegionDetailClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_region_detail_dispose;
  object_class->finalize = b2c_region_detail_finalize;

  signals[UNITS_CHANGED] = g_signal_new ("units-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CLEAR_TARGET] = g_signal_new ("clear-target", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}


static void
b2c_region_detail_init (B2cRegionDetail *self)
{
  GtkWidget *target_group, *clear;

  self->units = g_array_new (FALSE, FALSE, sizeof (int));
  self->region = -1;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  {
    GtkWidget *icon = gtk_image_new_from_icon_name ("find-location-symbolic");
    GtkWidget *title = gtk_label_new (_("Choose a Region"));
    GtkLabel *text = wrapped_label ("dim-label");

    self->empty = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_top (self->empty, 24);
    gtk_image_set_pixel_size (GTK_IMAGE (icon), 64);
    gtk_widget_add_css_class (icon, "dim-label");
    gtk_widget_add_css_class (title, "title-2");
    gtk_label_set_text (text, _("Click a region on the map, or move there with the arrow keys and press Enter. "
                                "Shift+click or right-click another region to make it the target."));
    gtk_label_set_justify (text, GTK_JUSTIFY_CENTER);
    gtk_label_set_xalign (text, 0.5);
    gtk_box_append (GTK_BOX (self->empty), icon);
    gtk_box_append (GTK_BOX (self->empty), title);
    gtk_box_append (GTK_BOX (self->empty), GTK_WIDGET (text));
    gtk_box_append (GTK_BOX (self->box), self->empty);
  }

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->box), self->content);
  self->title = wrapped_label ("title-2");
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->title));
  self->kind = wrapped_label ("dim-label");
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->kind));
  self->markers = wrapped_label ("b2c-markers");
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->markers));
  self->borders = wrapped_label ("caption");
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->borders));

  target_group = adw_preferences_group_new ();
  self->target_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->target_row), _("Target"));
  clear = gtk_button_new_from_icon_name ("edit-clear-symbolic");
  gtk_widget_set_tooltip_text (clear, _("Clear the target"));
  gtk_widget_add_css_class (clear, "flat");
  gtk_widget_set_valign (clear, GTK_ALIGN_CENTER);
  g_signal_connect (clear, "clicked", G_CALLBACK (clear_target_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->target_row), clear);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (target_group), self->target_row);
  gtk_box_append (GTK_BOX (self->content), target_group);

  self->offers = muster_offer_list_new ();
  gtk_box_append (GTK_BOX (self->content), self->offers);

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      self->sides[s] = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->sides[s]), revroad_side_name ((RevroadSide) s));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->sides[s]),
                                             _("Tick the counters the next action uses"));
      gtk_box_append (GTK_BOX (self->content), self->sides[s]);
    }
  gtk_widget_set_visible (self->content, FALSE);
}

GtkWidget *
b2c_region_detail_new (void)
{
  return g_object_new (B2C_TYPE_REGION_DETAIL, NULL);
}
