/* b2c-card-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-board.h"
#include "b2c-card-panel.h"
#include "b2c-counters.h"
#include "revroad/revroad-cards.h"
#include "widgets/muster-card-hand.h"
#include "widgets/muster-card-view.h"

struct _B2cCardPanel
{
  GtkWidget    parent_instance;

  B2cCardView  card;

  GtkWidget   *group;
  GtkWidget   *picture;
  GtkWidget   *source_rows[3];
  GtkWidget   *pile_row;
  GtkWidget   *discard_row;
  GtkWidget   *discard_hand;   /* MusterCardHand */
  GtkWidget   *peek_rows[REVROAD_N_SIDES];
  GtkWidget   *peek_hands[REVROAD_N_SIDES];
};

G_DEFINE_FINAL_TYPE (B2cCardPanel, b2c_card_panel, GTK_TYPE_WIDGET)

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

void
b2c_card_panel_set_session (B2cCardPanel  *self,
                            MusterSession *session)
{
  B2cState *state = B2C_STATE (muster_session_get_state (session));
  g_autoptr(GPtrArray) decks = NULL;
  MusterDeck *deck = NULL;
  const char *deck_id = NULL;

  g_return_if_fail (B2C_IS_CARD_PANEL (self));

  b2c_view_card (state, &self->card);
  decks = muster_state_get_decks (MUSTER_STATE (state));
  if (decks->len > 0)
    {
      deck = g_ptr_array_index (decks, 0);
      deck_id = muster_deck_get_id (deck);
    }

  /* The card of the turn, or the back of the deck before the first draw. */
  muster_card_view_set_card (MUSTER_CARD_VIEW (self->picture), MUSTER_STATE (state), deck_id, self->card.id);
  muster_card_view_set_face_down (MUSTER_CARD_VIEW (self->picture), self->card.id == NULL);
  if (self->card.id != NULL)
    {
      static const char * const names[] = { N_("British actions"), N_("Patriot actions"), N_("Hash marks") };
      const char *sources[] = { self->card.british_source, self->card.patriot_source, self->card.hash_source };
      int values[] = { self->card.british, self->card.patriot, self->card.hash };
      g_autofree char *title = g_strdup_printf (_("Card %s"), self->card.id);

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), title);
      for (int i = 0; i < 3; i++)
        {
          g_autofree char *title_i = g_strdup_printf ("%s: %d", _(names[i]), values[i]);
          g_autofree char *subtitle = source_text (sources[i]);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->source_rows[i]), title_i);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (self->source_rows[i]), subtitle);
          if (b2c_source_is_reconstructed (sources[i]))
            gtk_widget_add_css_class (self->source_rows[i], "b2c-reconstructed");
          else
            gtk_widget_remove_css_class (self->source_rows[i], "b2c-reconstructed");
          gtk_widget_set_visible (self->source_rows[i], TRUE);
        }
    }
  else
    {
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Card"));
      for (int i = 0; i < 3; i++)
        gtk_widget_set_visible (self->source_rows[i], FALSE);
    }

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
    g_autofree char *title = g_strdup_printf (_("Discard Pile (%u)"), self->card.n_discard);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->discard_row), title);
    /* The cards, as they lie on the table, most recent last. */
    muster_card_hand_set_session (MUSTER_CARD_HAND (self->discard_hand), session);
    muster_card_hand_set_pile (MUSTER_CARD_HAND (self->discard_hand), deck_id, "discard");
  }

  /* Gather Intelligence (6.14): the top cards a side saw, secret to it. */
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      g_auto(GStrv) peek = b2c_view_peek (state, (RevroadSide) s);

      muster_card_hand_set_session (MUSTER_CARD_HAND (self->peek_hands[s]), session);
      muster_card_hand_set_cards (MUSTER_CARD_HAND (self->peek_hands[s]), deck_id, (const char * const *) peek,
                                  revroad_side_id ((RevroadSide) s), TRUE);
      gtk_widget_set_visible (self->peek_rows[s], peek != NULL && peek[0] != NULL);
    }
}

gboolean
b2c_card_panel_peek_shown (B2cCardPanel *self,
                           RevroadSide   side)
{
  g_return_val_if_fail (B2C_IS_CARD_PANEL (self), FALSE);
  return side >= 0 && side < REVROAD_N_SIDES && gtk_widget_get_visible (self->peek_rows[side]) &&
         muster_card_hand_is_face_up (MUSTER_CARD_HAND (self->peek_hands[side]));
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
b2c_card_panel_class_init (B2cCardPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_card_panel_dispose;
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

  self->picture = muster_card_view_new ();
  gtk_widget_add_css_class (self->picture, "b2c-card");
  gtk_widget_set_halign (self->picture, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (self->picture, 8);
  gtk_widget_set_margin_bottom (self->picture, 8);
  muster_card_view_set_face_down (MUSTER_CARD_VIEW (self->picture), TRUE);
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
  self->discard_hand = muster_card_hand_new ();
  gtk_widget_set_margin_start (self->discard_hand, 12);
  gtk_widget_set_margin_end (self->discard_hand, 12);
  gtk_widget_set_margin_top (self->discard_hand, 8);
  gtk_widget_set_margin_bottom (self->discard_hand, 8);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self->discard_row), self->discard_hand);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->discard_row);

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      /* Translators: over the cards a side saw with Gather Intelligence (6.14). */
      g_autofree char *title = g_strdup_printf (_("The %s Gathered Intelligence, Top Card First"),
                                                revroad_side_name ((RevroadSide) s));

      self->peek_hands[s] = muster_card_hand_new ();
      muster_card_hand_set_title (MUSTER_CARD_HAND (self->peek_hands[s]), title);
      gtk_widget_set_margin_start (self->peek_hands[s], 12);
      gtk_widget_set_margin_end (self->peek_hands[s], 12);
      gtk_widget_set_margin_top (self->peek_hands[s], 8);
      gtk_widget_set_margin_bottom (self->peek_hands[s], 8);
      self->peek_rows[s] = adw_preferences_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->peek_rows[s]), FALSE);
      gtk_widget_set_focusable (self->peek_rows[s], FALSE);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->peek_rows[s]), self->peek_hands[s]);
      gtk_widget_set_visible (self->peek_rows[s], FALSE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->peek_rows[s]);
    }
}

GtkWidget *
b2c_card_panel_new (void)
{
  return g_object_new (B2C_TYPE_CARD_PANEL, NULL);
}
