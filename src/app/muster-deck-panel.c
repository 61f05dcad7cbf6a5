/* muster-deck-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-a11y.h"
#include "muster-deck-panel.h"
#include "muster-perform.h"
#include "widgets/muster-card-hand.h"

typedef struct
{
  char          *id;
  GtkWidget     *group;
  GtkWidget     *draw;
  GtkWidget     *peek;
  GtkSpinButton *peek_spin;
  GtkListBox    *list;
  GtkWidget     *hands_box;
  GHashTable    *hands;    /* pile name -> MusterCardHand, in hands_box */
} DeckBox;

struct _MusterDeckPanel
{
  MusterSessionPanel parent_instance;

  GPtrArray     *decks;   /* DeckBox* */

  /* Template widgets */
  GtkWidget     *box;
};

G_DEFINE_FINAL_TYPE (MusterDeckPanel, muster_deck_panel, MUSTER_TYPE_SESSION_PANEL)

static void
deck_box_free (DeckBox *deck)
{
  g_free (deck->id);
  g_hash_table_unref (deck->hands);
  g_free (deck);
}

static void
draw_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MusterSession *session = muster_session_panel_get_session (MUSTER_SESSION_PANEL (widget));
  const char *args[] = { g_variant_get_string (param, NULL), NULL };

  if (session != NULL)
    muster_perform (widget, session, "draw", args, NULL, NULL);
}

static void
peek_cb (GtkButton *button,
         DeckBox   *deck)
{
  GtkWidget *panel = gtk_widget_get_ancestor (GTK_WIDGET (deck->group), MUSTER_TYPE_DECK_PANEL);
  MusterSession *session = panel ? muster_session_panel_get_session (MUSTER_SESSION_PANEL (panel)) : NULL;
  g_autofree char *count = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (deck->peek_spin));
  const char *args[] = { deck->id, count, NULL };

  gtk_menu_button_popdown (GTK_MENU_BUTTON (deck->peek));
  if (session != NULL)
    muster_perform (panel, session, "peek", args, NULL, NULL);
}

static void
draw_cb (GtkButton *button,
         DeckBox   *deck)
{
  GtkWidget *panel = gtk_widget_get_ancestor (GTK_WIDGET (deck->group), MUSTER_TYPE_DECK_PANEL);

  if (panel != NULL)
    gtk_widget_activate_action (panel, "deck.draw", "s", deck->id);
}

static DeckBox *
deck_box_new (MusterDeckPanel *self,
              const char      *id)
{
  DeckBox *deck = g_new0 (DeckBox, 1);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *popover_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *peek_go;
  GtkWidget *popover;

  deck->id = g_strdup (id);
  deck->group = adw_preferences_group_new ();

  deck->peek_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 1, 1));
  peek_go = muster_a11y_button_new_with_mnemonic (_("_Look"));
  gtk_widget_add_css_class (peek_go, "suggested-action");
  g_signal_connect (peek_go, "clicked", G_CALLBACK (peek_cb), deck);
  gtk_box_append (GTK_BOX (popover_box), gtk_label_new (_("Top cards:")));
  gtk_box_append (GTK_BOX (popover_box), GTK_WIDGET (deck->peek_spin));
  gtk_box_append (GTK_BOX (popover_box), peek_go);
  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), popover_box);

  deck->peek = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (deck->peek), "view-reveal-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (deck->peek), popover);
  gtk_widget_set_tooltip_text (deck->peek, _("Peek at the Top Cards"));
  muster_a11y_set_label (deck->peek, _("Peek at the Top Cards"));
  muster_a11y_set_label (GTK_WIDGET (deck->peek_spin), _("Top cards"));
  gtk_widget_add_css_class (deck->peek, "flat");

  deck->draw = muster_a11y_button_new_with_mnemonic (_("_Draw"));
  gtk_widget_add_css_class (deck->draw, "suggested-action");
  /* A plain handler, not the deck.draw action: the button's sensitivity
   * follows the draw action's legality, not the widget action. */
  g_signal_connect (deck->draw, "clicked", G_CALLBACK (draw_cb), deck);

  gtk_box_append (GTK_BOX (buttons), deck->peek);
  gtk_box_append (GTK_BOX (buttons), deck->draw);
  gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (deck->group), buttons);

  deck->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (deck->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (deck->list), "boxed-list");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (deck->group), GTK_WIDGET (deck->list));
  deck->hands_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (deck->hands_box, 12);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (deck->group), deck->hands_box);
  deck->hands = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  gtk_box_append (GTK_BOX (self->box), deck->group);
  return deck;
}

static const char *
name_of (MusterDeck *deck,
         const char *card_id)
{
  const MusterCard *card = muster_deck_lookup (deck, card_id);

  return card && card->name ? card->name : card_id;
}

/* “49 to draw · 2 in play”: the piles that hold cards. */
static char *
describe_piles (MusterDeck *deck)
{
  GString *text = g_string_new (NULL);
  guint n;

  /* Translators: cards in a deck's draw pile. */
  g_string_append_printf (text, _("%u to draw"), muster_deck_get_n_draw (deck));
  if ((n = muster_deck_get_n_drawn (deck)) > 0)
    /* Translators: cards drawn and not yet discarded. */
    g_string_append_printf (text, _(" · %u in play"), n);
  if ((n = muster_deck_get_n_discard (deck)) > 0)
    g_string_append_printf (text, _(" · %u discarded"), n);
  if ((n = muster_deck_get_n_removed (deck)) > 0)
    g_string_append_printf (text, _(" · %u out of the game"), n);
  return g_string_free (text, FALSE);
}

static GtkWidget *
info_row (const char *title,
          const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (subtitle != NULL && *subtitle != '\0')
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  return row;
}

/* The hand showing @pile in @box, made on first use. The keys are the
 * piles, plus “known” for the top cards someone saw. */
static MusterCardHand *
hand_for (DeckBox       *box,
          MusterSession *session,
          const char    *pile,
          GHashTable    *used)
{
  MusterCardHand *hand = g_hash_table_lookup (box->hands, pile);

  if (hand == NULL)
    {
      hand = MUSTER_CARD_HAND (muster_card_hand_new ());
      gtk_box_append (GTK_BOX (box->hands_box), GTK_WIDGET (hand));
      g_hash_table_insert (box->hands, g_strdup (pile), hand);
    }
  muster_card_hand_set_session (hand, session);
  g_hash_table_add (used, (gpointer) pile);
  return hand;
}

static void
fill_deck (MusterDeckPanel  *self,
           MusterSession    *session,
           DeckBox          *box,
           MusterDeck       *deck,
           MusterActionInfo *draw,
           MusterActionInfo *discard,
           MusterActionInfo *peek)
{
  MusterCardSet *set = muster_deck_get_card_set (deck);
  GPtrArray *discards = muster_deck_get_discard (deck);
  GPtrArray *known = muster_deck_get_known_top (deck);
  const char *top = muster_deck_get_discard_top (deck);
  const char *known_owner = muster_deck_get_known_owner (deck);
  g_autoptr(GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) piles = muster_deck_list_piles (deck);
  g_autoptr(GStrvBuilder) known_ids = g_strv_builder_new ();
  g_auto(GStrv) known_strv = NULL;
  g_autofree char *counts = NULL;
  GHashTableIter iter;
  gpointer key, value;
  GtkWidget *child;
  MusterCardHand *hand;
  gboolean can_discard = muster_action_takes (discard, box->id);
  const char *discard_args[] = { box->id, NULL };

  counts = describe_piles (deck);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (box->group), muster_card_set_get_name (set));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (box->group), counts);
  gtk_widget_set_visible (box->draw, draw != NULL);
  gtk_widget_set_sensitive (box->draw, muster_action_takes (draw, box->id));
  gtk_widget_set_visible (box->peek, peek != NULL);
  gtk_widget_set_sensitive (box->peek, muster_action_takes (peek, box->id) && muster_deck_get_n_draw (deck) > 0);
  gtk_spin_button_set_range (box->peek_spin, 1, MAX (1, muster_deck_get_n_draw (deck)));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box->list))) != NULL)
    gtk_list_box_remove (box->list, child);

  /* The cards in play, each picked to discard it when it may be. */
  if (muster_deck_get_n_drawn (deck) > 0)
    {
      hand = hand_for (box, session, "in-play", used);
      muster_card_hand_set_pile (hand, box->id, "in-play");
      muster_card_hand_set_title (hand, can_discard ? _("In play: click a card to discard it") : _("In play"));
      muster_card_hand_set_pick (hand, can_discard ? "discard" : NULL, discard_args);
    }

  /* Hands and melds: a seat's secret one shows only when the seat asks. */
  for (guint i = 0; piles[i]; i++)
    {
      gboolean secret = FALSE;
      const char *owner = muster_deck_get_pile_owner (deck, piles[i], &secret);
      g_autofree char *title = owner != NULL && g_strcmp0 (owner, piles[i]) == 0
        /* Translators: the cards a seat holds, “Ann's hand”. */
        ? g_strdup_printf (_("%s's hand"), muster_session_get_owner_name (session, owner))
        : g_strdup (piles[i]);

      hand = hand_for (box, session, piles[i], used);
      muster_card_hand_set_pile (hand, box->id, piles[i]);
      muster_card_hand_set_title (hand, title);
      /* Once its cards show, one is discarded by a click, as in play. */
      muster_card_hand_set_pick (hand, can_discard ? "discard" : NULL, discard_args);
    }

  /* The top cards someone saw: secret to whoever saw them. */
  if (known->len > 0)
    {
      for (guint i = 0; i < known->len; i++)
        g_strv_builder_add (known_ids, g_ptr_array_index (known, i));
      known_strv = g_strv_builder_end (known_ids);
      hand = hand_for (box, session, "known", used);
      muster_card_hand_set_cards (hand, box->id, (const char * const *) known_strv, known_owner, known_owner != NULL);
      muster_card_hand_set_title (hand, _("Next to draw, top first"));
    }

  g_hash_table_iter_init (&iter, box->hands);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (used, key))
      {
        gtk_box_remove (GTK_BOX (box->hands_box), value);
        g_hash_table_iter_remove (&iter);
      }
  gtk_widget_set_visible (box->hands_box, g_hash_table_size (box->hands) > 0);

  if (discards->len > 0)
    {
      g_autofree char *subtitle = NULL;

      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card, %s on top", "%u cards, %s on top",
                                               discards->len),
                                  discards->len, top ? name_of (deck, top) : "—");
      gtk_list_box_append (box->list, info_row (_("Discard pile"), subtitle));
    }

  if (gtk_widget_get_first_child (GTK_WIDGET (box->list)) == NULL && g_hash_table_size (box->hands) == 0)
    gtk_list_box_append (box->list, info_row (_("No card in play"), NULL));
  gtk_widget_set_visible (GTK_WIDGET (box->list), gtk_widget_get_first_child (GTK_WIDGET (box->list)) != NULL);
}

static void
muster_deck_panel_refresh (MusterSessionPanel *panel,
                           MusterSession      *session)
{
  MusterDeckPanel *self = MUSTER_DECK_PANEL (panel);
  MusterState *state = muster_session_get_state (session);
  g_autoptr(GPtrArray) decks = NULL;
  g_autoptr(MusterActionInfo) draw = NULL;
  g_autoptr(MusterActionInfo) discard = NULL;
  g_autoptr(MusterActionInfo) peek = NULL;
  gboolean same;

  decks = muster_state_get_decks (state);
  draw = muster_state_find_action (state, "draw");
  discard = muster_state_find_action (state, "discard");
  peek = muster_state_find_action (state, "peek");

  same = decks->len == self->decks->len;
  for (guint i = 0; same && i < decks->len; i++)
    same = g_strcmp0 (muster_deck_get_id (g_ptr_array_index (decks, i)),
                      ((DeckBox *) g_ptr_array_index (self->decks, i))->id) == 0;
  if (!same)
    {
      for (guint i = 0; i < self->decks->len; i++)
        gtk_box_remove (GTK_BOX (self->box), ((DeckBox *) g_ptr_array_index (self->decks, i))->group);
      g_ptr_array_set_size (self->decks, 0);
      for (guint i = 0; i < decks->len; i++)
        g_ptr_array_add (self->decks, deck_box_new (self, muster_deck_get_id (g_ptr_array_index (decks, i))));
    }

  for (guint i = 0; i < decks->len; i++)
    fill_deck (self, session, g_ptr_array_index (self->decks, i), g_ptr_array_index (decks, i), draw, discard, peek);
  gtk_widget_set_visible (GTK_WIDGET (self), decks->len > 0);
}

static void
muster_deck_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_DECK_PANEL);

  G_OBJECT_CLASS (muster_deck_panel_parent_class)->dispose (object);
}

static void
muster_deck_panel_finalize (GObject *object)
{
  g_ptr_array_unref (MUSTER_DECK_PANEL (object)->decks);
  G_OBJECT_CLASS (muster_deck_panel_parent_class)->finalize (object);
}

static void
muster_deck_panel_class_init (MusterDeckPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_deck_panel_dispose;
  object_class->finalize = muster_deck_panel_finalize;
  MUSTER_SESSION_PANEL_CLASS (klass)->refresh = muster_deck_panel_refresh;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-deck-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterDeckPanel, box);

  /* deck.draw("deck id"); the cards in play discard through session.perform. */
  gtk_widget_class_install_action (widget_class, "deck.draw", "s", draw_action);
}

static void
muster_deck_panel_init (MusterDeckPanel *self)
{
  self->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) deck_box_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}
