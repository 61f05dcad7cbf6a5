/* b2c-card-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-board.h"
#include "b2c-card-panel.h"
#include "b2c-counters.h"
#include "revroad/revroad-cards.h"
#include "boards/common/muster-paint.h"

struct _B2cCardPanel
{
  GtkWidget    parent_instance;

  B2cCardView  card;
  char        *card_id;
  gboolean     reconstructed[3];

  GtkWidget   *group;
  GtkWidget   *picture;
  GtkWidget   *source_rows[3];
  GtkWidget   *pile_row;
  GtkWidget   *discard_row;
  GtkWidget   *discard_label;
  GtkWidget   *peek_rows[REVROAD_N_SIDES];
  GtkWidget   *peek_toggles[REVROAD_N_SIDES];
  GtkWidget   *peek_labels[REVROAD_N_SIDES];
  char        *peek_text[REVROAD_N_SIDES];
};

G_DEFINE_FINAL_TYPE (B2cCardPanel, b2c_card_panel, GTK_TYPE_WIDGET)

static void
circle_value (cairo_t          *cr,
              double            x,
              double            y,
              double            r,
              const GdkRGBA    *fill,
              int               value,
              gboolean          reconstructed)
{
  g_autofree char *text = g_strdup_printf ("%d", value);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  PangoRectangle ink, logical;

  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, fill);
  cairo_set_line_width (cr, r * 0.18);
  if (reconstructed)
    {
      /* A value that is not printed in the rules: a dashed ring. */
      static const double dashes[] = { 3, 2.5 };

      cairo_set_dash (cr, dashes, 2, 0);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  pango_font_description_set_absolute_size (font, r * 1.15 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, &logical);
  gdk_cairo_set_source_rgba (cr, fill);
  cairo_move_to (cr, x - logical.width / 2.0 / PANGO_SCALE, y - logical.height / 2.0 / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  g_object_unref (layout);
}

static void
draw_card (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  B2cCardPanel *self = data;
  const B2cPalette *p = b2c_palette (b2c_style_is_dark ());
  double w = MIN (width, height * 1.5), h = w / 1.5;
  double x0 = (width - w) / 2, y0 = (height - h) / 2;
  double r = h * 0.06;

  muster_paint_round_rect (cr, x0, y0, w, h, r);
  if (self->card_id == NULL)
    {
      /* The back of the deck before the first draw. */
      cairo_set_source_rgb (cr, 0.45, 0.38, 0.3);
      cairo_fill (cr);
      return;
    }
  cairo_save (cr);
  cairo_clip (cr);
  /* Split on the diagonal: British top left, Patriot bottom right. */
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x0 + w, y0);
  cairo_line_to (cr, x0, y0 + h);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &p->side[REVROAD_BRITISH]);
  cairo_fill (cr);
  cairo_move_to (cr, x0 + w, y0);
  cairo_line_to (cr, x0 + w, y0 + h);
  cairo_line_to (cr, x0, y0 + h);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &p->side[REVROAD_PATRIOT]);
  cairo_fill (cr);
  cairo_restore (cr);

  circle_value (cr, x0 + h * 0.26, y0 + h * 0.26, h * 0.17, &p->side[REVROAD_BRITISH], self->card.british,
                self->reconstructed[0]);
  circle_value (cr, x0 + w - h * 0.26, y0 + h * 0.74, h * 0.17, &p->side[REVROAD_PATRIOT], self->card.patriot,
                self->reconstructed[1]);

  /* The black oval with its hash marks. */
  cairo_new_path (cr);
  cairo_save (cr);
  cairo_translate (cr, x0 + w / 2, y0 + h / 2);
  cairo_scale (cr, w * 0.16, h * 0.14);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
  cairo_set_line_width (cr, 1.5);
  if (self->reconstructed[2])
    {
      static const double dashes[] = { 3, 2.5 };

      cairo_set_dash (cr, dashes, 2, 0);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_width (cr, h * 0.03);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < self->card.hash; i++)
    {
      double x = x0 + w / 2 + (i - (self->card.hash - 1) / 2.0) * w * 0.06;

      cairo_move_to (cr, x - w * 0.012, y0 + h / 2 + h * 0.07);
      cairo_line_to (cr, x + w * 0.012, y0 + h / 2 - h * 0.07);
    }
  cairo_stroke (cr);
}

static char *
source_text (const char *source)
{
  if (source == NULL)
    return g_strdup (_("source unknown"));
  if (b2c_source_is_reconstructed (source))
    return g_strdup (_("reconstructed: check it against your card"));
  if (g_str_equal (source, "user"))
    return g_strdup (_("entered by you from your card"));
  return g_strdup_printf (_("from the %s"), source);
}

static void
peek_toggled_cb (GtkToggleButton *toggle,
                 B2cCardPanel    *self)
{
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    if (GTK_WIDGET (toggle) == self->peek_toggles[s])
      {
        gboolean on = gtk_toggle_button_get_active (toggle);

        gtk_label_set_text (GTK_LABEL (self->peek_labels[s]), on && self->peek_text[s] ? self->peek_text[s] : "");
        gtk_widget_set_visible (self->peek_labels[s], on);
        gtk_button_set_label (GTK_BUTTON (toggle), on ? _("Hide") : _("Show"));
      }
}

void
b2c_card_panel_set_state (B2cCardPanel *self,
                          B2cState     *state)
{
  g_autoptr(GPtrArray) decks = NULL;
  MusterDeck *deck = NULL;
  MusterCardSet *set = NULL;

  g_return_if_fail (B2C_IS_CARD_PANEL (self));

  b2c_view_card (state, &self->card);
  g_free (self->card_id);
  self->card_id = g_strdup (self->card.id);
  decks = muster_state_get_decks (MUSTER_STATE (state));
  if (decks->len > 0)
    {
      deck = g_ptr_array_index (decks, 0);
      set = muster_deck_get_card_set (deck);
    }

  if (self->card_id != NULL)
    {
      static const char * const names[] = { N_("British actions"), N_("Patriot actions"), N_("Hash marks") };
      const char *sources[] = { self->card.british_source, self->card.patriot_source, self->card.hash_source };
      int values[] = { self->card.british, self->card.patriot, self->card.hash };
      g_autofree char *title = g_strdup_printf (_("Card %s"), self->card_id);
      g_autofree char *description = NULL;

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), title);
      description = g_strdup_printf (_("Card %s: British %d actions, Patriot %d actions, %d hash marks"),
                                     self->card_id, self->card.british, self->card.patriot, self->card.hash);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->picture), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
      for (int i = 0; i < 3; i++)
        {
          g_autofree char *title_i = g_strdup_printf ("%s: %d", _(names[i]), values[i]);
          g_autofree char *subtitle = source_text (sources[i]);

          self->reconstructed[i] = b2c_source_is_reconstructed (sources[i]);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->source_rows[i]), title_i);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (self->source_rows[i]), subtitle);
          if (self->reconstructed[i])
            gtk_widget_add_css_class (self->source_rows[i], "b2c-reconstructed");
          else
            gtk_widget_remove_css_class (self->source_rows[i], "b2c-reconstructed");
          gtk_widget_set_visible (self->source_rows[i], TRUE);
        }
    }
  else
    {
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Card"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("No card drawn yet"), -1);
      for (int i = 0; i < 3; i++)
        gtk_widget_set_visible (self->source_rows[i], FALSE);
    }
  gtk_widget_queue_draw (self->picture);

  {
    g_autofree char *pile = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card to draw", "%u cards to draw",
                                                          self->card.n_draw), self->card.n_draw);
    g_autofree char *removed = self->card.n_removed > 0
                               ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card out of the game",
                                                               "%u cards out of the game", self->card.n_removed),
                                                  self->card.n_removed)
                               : NULL;

    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->pile_row), removed ? removed : "");
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->pile_row), pile);
  }
  {
    GString *discard = g_string_new (NULL);
    GPtrArray *ids = deck ? muster_deck_get_discard (deck) : NULL;
    g_autofree char *title = g_strdup_printf (_("Discard Pile (%u)"), self->card.n_discard);

    for (guint i = 0; ids && i < ids->len; i++)
      {
        const MusterCard *card = set ? muster_card_set_lookup (set, g_ptr_array_index (ids, i)) : NULL;
        g_autofree char *text = card ? revroad_card_describe (card) : g_strdup (g_ptr_array_index (ids, i));

        g_string_append_printf (discard, "%s%s", discard->len ? "\n" : "", text);
      }
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->discard_row), title);
    gtk_label_set_text (GTK_LABEL (self->discard_label), discard->len ? discard->str : _("Empty"));
    g_string_free (discard, TRUE);
  }

  /* Gather Intelligence: the peek stays hidden until its player asks. */
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      g_auto(GStrv) peek = b2c_view_peek (state, (RevroadSide) s);
      GString *text = g_string_new (NULL);

      for (guint i = 0; peek && peek[i]; i++)
        {
          const MusterCard *card = set ? muster_card_set_lookup (set, peek[i]) : NULL;
          g_autofree char *line = card ? revroad_card_describe (card) : g_strdup (peek[i]);

          /* Translators: a card seen with Gather Intelligence, by its place in the deck. */
          g_string_append_printf (text, "%s%s %s", text->len ? "\n" : "", i == 0 ? _("Top:") : _("Next:"), line);
        }
      if (g_strcmp0 (text->str, self->peek_text[s] ? self->peek_text[s] : "") != 0)
        {
          /* A new peek (or none): hide it again. */
          g_free (self->peek_text[s]);
          self->peek_text[s] = text->len ? g_strdup (text->str) : NULL;
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->peek_toggles[s]), FALSE);
          peek_toggled_cb (GTK_TOGGLE_BUTTON (self->peek_toggles[s]), self);
        }
      gtk_widget_set_visible (self->peek_rows[s], self->peek_text[s] != NULL);
      g_string_free (text, TRUE);
    }
}

gboolean
b2c_card_panel_peek_shown (B2cCardPanel *self,
                           RevroadSide   side)
{
  g_return_val_if_fail (B2C_IS_CARD_PANEL (self), FALSE);
  return side >= 0 && side < REVROAD_N_SIDES && gtk_widget_get_visible (self->peek_labels[side]) &&
         gtk_widget_get_visible (self->peek_rows[side]);
}

static void
edit_cards_cb (GtkButton    *button,
               B2cCardPanel *self)
{
  GtkWidget *board = b2c_board_widget_for (GTK_WIDGET (self));

  if (board != NULL)
    b2c_board_open_corrections (B2C_BOARD (board), "cards");
}

static void
b2c_card_panel_dispose (GObject *object)
{
  B2cCardPanel *self = B2C_CARD_PANEL (object);

  g_clear_pointer (&self->group, gtk_widget_unparent);

  G_OBJECT_CLASS (b2c_card_panel_parent_class)->dispose (object);
}

static void
b2c_card_panel_finalize (GObject *object)
{
  B2cCardPanel *self = B2C_CARD_PANEL (object);

  g_free (self->card_id);
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    g_free (self->peek_text[s]);

  G_OBJECT_CLASS (b2c_card_panel_parent_class)->finalize (object);
}

static void
b2c_card_panel_class_init (B2cCardPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_card_panel_dispose;
  object_class->finalize = b2c_card_panel_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
b2c_card_panel_init (B2cCardPanel *self)
{
  GtkWidget *edit, *picture_row;

  self->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Card"));
  gtk_widget_set_parent (self->group, GTK_WIDGET (self));

  edit = gtk_button_new_with_label (_("Card Values…"));
  gtk_widget_add_css_class (edit, "flat");
  gtk_widget_set_tooltip_text (edit, _("Enter the values printed on your own cards"));
  g_signal_connect (edit, "clicked", G_CALLBACK (edit_cards_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->group), edit);

  self->picture = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->picture), 180);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->picture), 120);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->picture), draw_card, self, NULL);
  gtk_widget_set_margin_top (self->picture, 8);
  gtk_widget_set_margin_bottom (self->picture, 8);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("No card drawn yet"), -1);
  picture_row = adw_preferences_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (picture_row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (picture_row), self->picture);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), picture_row);

  for (int i = 0; i < 3; i++)
    {
      self->source_rows[i] = adw_action_row_new ();
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->source_rows[i]);
      gtk_widget_set_visible (self->source_rows[i], FALSE);
    }

  self->pile_row = adw_action_row_new ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->pile_row);

  self->discard_row = adw_expander_row_new ();
  self->discard_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->discard_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->discard_label), 0);
  gtk_label_set_selectable (GTK_LABEL (self->discard_label), TRUE);
  gtk_widget_set_margin_start (self->discard_label, 12);
  gtk_widget_set_margin_end (self->discard_label, 12);
  gtk_widget_set_margin_top (self->discard_label, 8);
  gtk_widget_set_margin_bottom (self->discard_label, 8);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self->discard_row), self->discard_label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->discard_row);

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = g_strdup_printf (_("The %s Gathered Intelligence"), revroad_side_name ((RevroadSide) s));
      g_autofree char *tooltip = g_strdup_printf (_("Show the top cards to the %s player only"),
                                                  revroad_side_name ((RevroadSide) s));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("The top two cards of the deck, for that player's eyes"));
      self->peek_toggles[s] = gtk_toggle_button_new_with_label (_("Show"));
      gtk_widget_set_tooltip_text (self->peek_toggles[s], tooltip);
      gtk_widget_set_valign (self->peek_toggles[s], GTK_ALIGN_CENTER);
      g_signal_connect (self->peek_toggles[s], "toggled", G_CALLBACK (peek_toggled_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->peek_toggles[s]);
      self->peek_labels[s] = gtk_label_new (NULL);
      gtk_label_set_wrap (GTK_LABEL (self->peek_labels[s]), TRUE);
      gtk_label_set_xalign (GTK_LABEL (self->peek_labels[s]), 0);
      gtk_widget_add_css_class (self->peek_labels[s], "b2c-peek");
      gtk_widget_set_margin_start (self->peek_labels[s], 12);
      gtk_widget_set_margin_end (self->peek_labels[s], 12);
      gtk_widget_set_margin_bottom (self->peek_labels[s], 8);
      gtk_widget_set_visible (self->peek_labels[s], FALSE);
      gtk_box_append (GTK_BOX (box), row);
      gtk_box_append (GTK_BOX (box), self->peek_labels[s]);
      self->peek_rows[s] = adw_preferences_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->peek_rows[s]), FALSE);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->peek_rows[s]), box);
      gtk_widget_set_visible (self->peek_rows[s], FALSE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->peek_rows[s]);
    }
}

GtkWidget *
b2c_card_panel_new (void)
{
  return g_object_new (B2C_TYPE_CARD_PANEL, NULL);
}
