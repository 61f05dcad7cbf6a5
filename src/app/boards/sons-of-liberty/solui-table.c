/* solui-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-set-str.h"
#include "sons-of-liberty/sol-view.h"
#include "solui-table.h"
#include "muster-widget-helpers.h"

/* A meld as shown: its place and what the tests read of it. */
typedef struct
{
  GtkWidget *box;
  char      *text;
  gboolean   legal;
  GPtrArray *buttons;   /* GtkWidget*, one addition each */
  GPtrArray *names;     /* char*, the card each adds */
} MeldRow;

struct _SoluiTable
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GtkWidget     *box;
  GtkWidget     *tyranny;     /* its heading and chips: not in Versus Mode */
  SoluiChips    *pool;
  SoluiChips    *line;
  SoluiChips    *table;
  GtkWidget     *first_tory;  /* Largest Army on the Planet: whose chips those are */
  GtkWidget     *army;        /* ... and a row of chips for each other Tory */
  GPtrArray     *army_chips;  /* SoluiChips*, pool, line and table of each of those */
  GtkWidget     *melds;       /* a box of meld rows */
  GtkWidget     *melds_empty;
  GtkWidget     *melds_note;
  GtkWidget     *lines_title; /* Versus Mode: the support lines */
  GtkWidget     *lines;
  GtkWidget     *jokers;
  GtkWidget     *fronts_title;
  GtkWidget     *field;        /* Seed the Field: the cards face up for the Patriots */
  GtkWidget     *fronts;
  GtkWidget     *hands_note;
  GtkWidget     *hands;
  GPtrArray     *hand_seats;  /* char*, the seat of each hand in hands */
  GPtrArray     *rows;        /* MeldRow* */
  char          *shown_seat;
};

G_DEFINE_FINAL_TYPE (SoluiTable, solui_table, GTK_TYPE_WIDGET)

static void
meld_row_free (MeldRow *row)
{
  g_free (row->text);
  g_ptr_array_unref (row->buttons);
  g_ptr_array_unref (row->names);
  g_free (row);
}

static SolState *
get_state (SoluiTable *self)
{
  MusterState *state = self->session ? muster_session_get_state (self->session) : NULL;

  return SOL_IS_STATE (state) ? SOL_STATE (state) : NULL;
}

static const char *
seat_name (SoluiTable *self,
           const char *seat)
{
  return muster_session_get_owner_name (self->session, seat);
}

/* ---- the melds ------------------------------------------------------------------ */

static MeldRow *
meld_row (SoluiTable        *self,
          SolState          *state,
          const SolViewMeld *meld)
{
  MeldRow *row = g_new0 (MeldRow, 1);
  GtkWidget *hand = muster_card_hand_new ();
  g_autoptr(GPtrArray) additions = NULL;
  g_autofree char *title = NULL;

  row->buttons = g_ptr_array_new ();
  row->names = g_ptr_array_new_with_free_func (g_free);
  row->text = sol_view_meld_text (meld);
  row->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (row->box, "card");
  gtk_widget_add_css_class (row->box, "solui-meld");
  if (meld->locked || meld->block_low || meld->block_high)
    gtk_widget_add_css_class (row->box, "solui-tyranny");
  /* Translators: a meld's heading on the table, “Meld 2”. */
  if (meld->side != NULL)
    /* Translators: a meld of Versus Mode and whose side it lies on, “Meld 2 · Ann's side”. */
    title = g_strdup_printf (_("Meld %u · %s's side"), meld->number, seat_name (self, meld->side));
  else
    title = g_strdup_printf (_("Meld %u"), meld->number);
  gtk_box_append (GTK_BOX (row->box), muster_wrapped_label (title, "heading"));
  gtk_box_append (GTK_BOX (row->box), muster_wrapped_label (row->text, "body"));
  muster_card_hand_set_session (MUSTER_CARD_HAND (hand), self->session);
  muster_card_hand_set_cards (MUSTER_CARD_HAND (hand), sol_view_deck (), (const char * const *) meld->cards, NULL,
                              FALSE);
  gtk_box_append (GTK_BOX (row->box), hand);

  /* What the hand that shows may add here. */
  if (self->shown_seat != NULL)
    additions = sol_view_additions (state, self->shown_seat, meld->number);
  if (additions != NULL && additions->len > 0)
    {
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *who = NULL;
      g_autofree char *number = g_strdup_printf ("%u", meld->number);

      row->legal = TRUE;
      gtk_widget_add_css_class (row->box, "solui-legal");
      /* Translators: before the cards a seat may add to a meld, “Ann may add:”. */
      who = g_strdup_printf (_("%s may add:"), seat_name (self, self->shown_seat));
      gtk_box_append (GTK_BOX (line), muster_wrapped_label (who, "dim-label"));
      gtk_label_set_wrap (GTK_LABEL (gtk_widget_get_last_child (line)), FALSE);
      for (guint i = 0; i < additions->len; i++)
        {
          const char *card = g_ptr_array_index (additions, i);
          g_autofree char *name = sol_view_card_name (card);
          const char *args[] = { self->shown_seat, number, card, NULL };
          GtkWidget *button = gtk_button_new_with_label (name);
          g_autofree char *tip = NULL;

          gtk_widget_add_css_class (button, "pill");
          gtk_widget_add_css_class (button, "suggested-action");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "board.act");
          gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new ("(s^as)", "add", args));
          /* Translators: what a button on a meld does, “Add the Seven of Hearts to meld 2”. */
          tip = g_strdup_printf (_("Add the %s to meld %u"), name, meld->number);
          gtk_widget_set_tooltip_text (button, tip);
          gtk_box_append (GTK_BOX (line), button);
          g_ptr_array_add (row->buttons, button);
          g_ptr_array_add (row->names, g_strdup (name));
        }
      gtk_box_append (GTK_BOX (row->box), line);
    }
  return row;
}

static void
update_melds (SoluiTable *self,
              SolState   *state)
{
  g_autoptr(GPtrArray) melds = sol_view_melds (state);

  g_ptr_array_set_size (self->rows, 0);
  muster_remove_children (self->melds);
  for (guint i = 0; i < melds->len; i++)
    {
      MeldRow *row = meld_row (self, state, g_ptr_array_index (melds, i));

      gtk_box_append (GTK_BOX (self->melds), row->box);
      g_ptr_array_add (self->rows, row);
    }
  gtk_widget_set_visible (self->melds_empty, melds->len == 0);
  {
    guint n = sol_view_n_jokers_waiting (state);
    /* Translators: the jokers set aside, “4 jokers wait beside the discards to be claimed.” */
    g_autofree char *jokers = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%u joker waits beside the discards to be claimed.",
                                                            "%u jokers wait beside the discards to be claimed.", n), n);

    gtk_label_set_label (GTK_LABEL (self->jokers), n > 0 ? jokers : _("No joker is left to claim."));
  }
  gtk_widget_set_visible (self->melds, melds->len > 0);
  {
    MusterDeck *deck = muster_state_find_deck (MUSTER_STATE (state), sol_view_deck ());
    GPtrArray *field = deck ? muster_deck_get_pile (deck, sol_view_field_pile ()) : NULL;

    gtk_widget_set_visible (self->field, field != NULL && field->len > 0);
  }
}

/* ---- Versus Mode: the support lines ------------------------------------------------- */

static void
update_lines (SoluiTable *self,
              SolState   *state)
{
  gboolean versus = sol_view_versus (state);

  muster_remove_children (self->lines);
  gtk_widget_set_visible (self->lines_title, versus);
  gtk_widget_set_visible (self->lines, versus);
  gtk_widget_set_visible (self->tyranny, !versus);
  gtk_label_set_label (GTK_LABEL (self->melds_note),
                       versus ? _("Each player's sets and straights lie on their own side: only that player lays "
                                  "on them or takes from them, and they make that player's score.")
                              : _("The Patriots' sets and straights: any Patriot lays on them or takes from them, "
                                  "and they make the Patriot Score."));
  for (guint i = 0; versus && i < sol_view_n_seats (state); i++)
    {
      const char *seat = sol_view_seat (state, i);
      g_autofree char *pile = sol_view_line_pile (seat);
      g_autofree char *title = NULL;
      int left = sol_view_support_left (state, seat);
      GtkWidget *hand = muster_card_hand_new ();

      if (left >= 0)
        /* Translators: a player's support line in Versus Mode, and the cards left in their support deck. */
        title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s's support line (%d card left in the deck)",
                                              "%s's support line (%d cards left in the deck)", left),
                                 seat_name (self, seat), left);
      else
        title = g_strdup_printf (_("%s's support line"), seat_name (self, seat));
      muster_card_hand_set_session (MUSTER_CARD_HAND (hand), self->session);
      muster_card_hand_set_pile (MUSTER_CARD_HAND (hand), sol_view_deck (), pile);
      muster_card_hand_set_title (MUSTER_CARD_HAND (hand), title);
      gtk_box_append (GTK_BOX (self->lines), hand);
    }
}

/* ---- the fronts and the hands -------------------------------------------------------- */

static void
update_fronts (SoluiTable *self,
               SolState   *state)
{
  MusterDeck *deck = muster_state_find_deck (MUSTER_STATE (state), sol_view_deck ());
  gboolean any = FALSE;

  muster_remove_children (self->fronts);
  for (guint i = 0; i < sol_view_n_seats (state); i++)
    {
      const char *seat = sol_view_seat (state, i);
      g_autofree char *pile = sol_view_front_pile (seat);
      GPtrArray *cards = muster_deck_get_pile (deck, pile);
      GtkWidget *hand;
      g_autofree char *title = NULL;

      if (cards == NULL || cards->len == 0)
        continue;
      any = TRUE;
      hand = muster_card_hand_new ();
      /* Translators: the cards laid in front of a seat, “In front of Dan (the Tory)”. */
      title = g_strdup_printf (_("In front of %s (%s)"), seat_name (self, seat), sol_view_seat_role (state, i));
      muster_card_hand_set_session (MUSTER_CARD_HAND (hand), self->session);
      muster_card_hand_set_pile (MUSTER_CARD_HAND (hand), sol_view_deck (), pile);
      muster_card_hand_set_title (MUSTER_CARD_HAND (hand), title);
      gtk_box_append (GTK_BOX (self->fronts), hand);
    }
  gtk_widget_set_visible (self->fronts_title, any);
  gtk_widget_set_visible (self->fronts, any);
}

static void revealed_cb (SoluiTable *self, GParamSpec *pspec, MusterCardHand *hand);

static void
update_hands (SoluiTable *self,
              SolState   *state)
{
  gboolean own = sol_view_own_cards (state);
  guint n = own ? 0 : sol_view_n_seats (state);
  GtkWidget *child;
  guint i = 0;

  /* The hands stay while the seats do, so a hand shown stays shown
   * until its cards change. */
  if (n != self->hand_seats->len)
    {
      g_ptr_array_set_size (self->hand_seats, 0);
      muster_remove_children (self->hands);
      g_clear_pointer (&self->shown_seat, g_free);
      for (guint k = 0; k < n; k++)
        {
          GtkWidget *hand = muster_card_hand_new ();
          g_autofree char *pile = sol_view_hand_pile (sol_view_seat (state, k));

          muster_card_hand_set_session (MUSTER_CARD_HAND (hand), self->session);
          muster_card_hand_set_pile (MUSTER_CARD_HAND (hand), sol_view_deck (), pile);
          g_signal_connect_object (hand, "notify::revealed", G_CALLBACK (revealed_cb), self, G_CONNECT_SWAPPED);
          gtk_box_append (GTK_BOX (self->hands), hand);
          g_ptr_array_add (self->hand_seats, g_strdup (sol_view_seat (state, k)));
        }
    }
  for (child = gtk_widget_get_first_child (self->hands); child != NULL; child = gtk_widget_get_next_sibling (child), i++)
    {
      /* Translators: a seat's hand, “Ann's hand (John Adams)”. */
      g_autofree char *title = g_strdup_printf (_("%s's hand (%s)"), seat_name (self, sol_view_seat (state, i)),
                                                sol_view_seat_role (state, i));

      muster_card_hand_set_title (MUSTER_CARD_HAND (child), title);
    }
  gtk_widget_set_visible (self->hands_note, own || n == 0);
  gtk_label_set_label (GTK_LABEL (self->hands_note),
                       own ? _("The players hold their own cards: Muster keeps no hands, only what is laid on the table.")
                           : _("The hands are dealt once the players are seated."));
}

/* One hand shows at a time: showing one covers the others. */
static void
revealed_cb (SoluiTable     *self,
             GParamSpec     *pspec,
             MusterCardHand *hand)
{
  SolState *state = get_state (self);
  guint i = 0;

  if (state == NULL)
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (self->hands); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    if (child == GTK_WIDGET (hand))
      {
        const char *seat = g_ptr_array_index (self->hand_seats, i);

        if (muster_card_hand_get_revealed (hand))
          muster_set_str (&self->shown_seat, seat);
        else if (g_strcmp0 (self->shown_seat, seat) == 0)
          g_clear_pointer (&self->shown_seat, g_free);
      }
    else if (muster_card_hand_get_revealed (hand))
      muster_card_hand_set_revealed (MUSTER_CARD_HAND (child), FALSE);
  update_melds (self, state);
}

/* Largest Army on the Planet: whose chips the first row shows, and a row
 * for each other Tory's pool, line and chips on the table. */
static void
update_army (SoluiTable           *self,
             SolState             *state,
             const SolViewTyranny *first)
{
  guint n = sol_view_n_tories (state);

  muster_remove_children (self->army);
  g_ptr_array_set_size (self->army_chips, 0);
  gtk_widget_set_visible (self->first_tory, first->tory != NULL);
  if (first->tory != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("%s's Tyranny"), first->tory);

      gtk_label_set_text (GTK_LABEL (self->first_tory), text);
    }
  for (guint k = 1; k < n; k++)
    {
      SolViewTyranny tyranny;
      g_autofree char *title = NULL;
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
      SoluiChips *pool = SOLUI_CHIPS (solui_chips_new (_("In the Tory's pool")));
      SoluiChips *line = SOLUI_CHIPS (solui_chips_new (_("In the line")));
      SoluiChips *table = SOLUI_CHIPS (solui_chips_new (_("Played on the table")));

      sol_view_tyranny_of (state, k, &tyranny);
      title = g_strdup_printf (_("%s's Tyranny"), tyranny.tory ? tyranny.tory : "");
      gtk_box_append (GTK_BOX (self->army), muster_wrapped_label (title, "heading"));
      solui_chips_set_count (pool, tyranny.pool, 0);
      solui_chips_set_count (line, tyranny.line, tyranny.line > 0 ? MAX (tyranny.line, tyranny.line_size) : 0);
      solui_chips_set_count (table, tyranny.wagered, 0);
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (pool));
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (line));
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (table));
      gtk_box_append (GTK_BOX (self->army), row);
      g_ptr_array_add (self->army_chips, pool);
      g_ptr_array_add (self->army_chips, line);
      g_ptr_array_add (self->army_chips, table);
    }
}

/* ---- public ----------------------------------------------------------------------------- */

void
solui_table_update (SoluiTable *self)
{
  SolState *state;
  SolViewTyranny tyranny;

  g_return_if_fail (SOLUI_IS_TABLE (self));

  if ((state = get_state (self)) == NULL)
    return;
  sol_view_tyranny (state, &tyranny);
  solui_chips_set_count (self->pool, tyranny.pool, 0);
  solui_chips_set_count (self->line, tyranny.line, tyranny.line > 0 ? MAX (tyranny.line, tyranny.line_size) : 0);
  solui_chips_set_count (self->table, tyranny.wagered, 0);
  update_army (self, state, &tyranny);
  update_lines (self, state);
  update_hands (self, state);
  update_fronts (self, state);
  update_melds (self, state);
}

void
solui_table_set_session (SoluiTable    *self,
                         MusterSession *session)
{
  g_return_if_fail (SOLUI_IS_TABLE (self));

  g_set_object (&self->session, session);
  muster_card_hand_set_session (MUSTER_CARD_HAND (self->field), session);
  muster_card_hand_set_pile (MUSTER_CARD_HAND (self->field), sol_view_deck (), sol_view_field_pile ());
  solui_table_update (self);
}

const char *
solui_table_get_shown_seat (SoluiTable *self)
{
  g_return_val_if_fail (SOLUI_IS_TABLE (self), NULL);
  return self->shown_seat;
}

SoluiChips *
solui_table_get_chips (SoluiTable *self,
                       const char *heap)
{
  g_return_val_if_fail (SOLUI_IS_TABLE (self), NULL);

  /* Largest Army: “pool-2” and so on for the second Tory's. */
  for (guint k = 0; k < self->army_chips->len; k++)
    {
      static const char *heaps[] = { "pool", "line", "table" };
      g_autofree char *name = g_strdup_printf ("%s-%u", heaps[k % 3], k / 3 + 2);

      if (g_str_equal (heap, name))
        return g_ptr_array_index (self->army_chips, k);
    }
  if (g_str_equal (heap, "pool"))
    return self->pool;
  if (g_str_equal (heap, "line"))
    return self->line;
  if (g_str_equal (heap, "table"))
    return self->table;
  return NULL;
}

MusterCardHand *
solui_table_get_hand (SoluiTable *self,
                      const char *seat)
{
  guint i = 0;

  g_return_val_if_fail (SOLUI_IS_TABLE (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (self->hands); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    if (g_strcmp0 (g_ptr_array_index (self->hand_seats, i), seat) == 0)
      return MUSTER_CARD_HAND (child);
  return NULL;
}

guint
solui_table_get_n_melds (SoluiTable *self)
{
  g_return_val_if_fail (SOLUI_IS_TABLE (self), 0);
  return self->rows->len;
}

const char *
solui_table_get_meld_text (SoluiTable *self,
                           guint       i)
{
  g_return_val_if_fail (SOLUI_IS_TABLE (self), NULL);
  return i < self->rows->len ? ((MeldRow *) g_ptr_array_index (self->rows, i))->text : NULL;
}

gboolean
solui_table_meld_is_legal (SoluiTable *self,
                           guint       i)
{
  g_return_val_if_fail (SOLUI_IS_TABLE (self), FALSE);
  return i < self->rows->len && ((MeldRow *) g_ptr_array_index (self->rows, i))->legal;
}

GtkWidget *
solui_table_get_addition (SoluiTable *self,
                          guint       i,
                          const char *card_name)
{
  MeldRow *row;

  g_return_val_if_fail (SOLUI_IS_TABLE (self), NULL);
  if (i >= self->rows->len)
    return NULL;
  row = g_ptr_array_index (self->rows, i);
  for (guint k = 0; k < row->names->len; k++)
    if (g_str_equal (g_ptr_array_index (row->names, k), card_name))
      return g_ptr_array_index (row->buttons, k);
  return NULL;
}

static void
solui_table_dispose (GObject *object)
{
  SoluiTable *self = SOLUI_TABLE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (solui_table_parent_class)->dispose (object);
}

static void
solui_table_finalize (GObject *object)
{
  SoluiTable *self = SOLUI_TABLE (object);

  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->hand_seats);
  g_ptr_array_unref (self->army_chips);
  g_free (self->shown_seat);
  G_OBJECT_CLASS (solui_table_parent_class)->finalize (object);
}

static void
solui_table_class_init (SoluiTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = solui_table_dispose;
  object_class->finalize = solui_table_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "soluitable");
}

static void
solui_table_init (SoluiTable *self)
{
  GtkWidget *chips = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);

  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) meld_row_free);
  self->hand_seats = g_ptr_array_new_with_free_func (g_free);
  self->army_chips = g_ptr_array_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (self->box, 18);
  gtk_widget_set_margin_bottom (self->box, 18);
  gtk_widget_set_margin_start (self->box, 18);
  gtk_widget_set_margin_end (self->box, 18);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->tyranny = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->tyranny), muster_wrapped_label (_("Tyranny"), "title-4"));
  self->first_tory = muster_wrapped_label ("", "heading");
  gtk_widget_set_visible (self->first_tory, FALSE);
  gtk_box_append (GTK_BOX (self->tyranny), self->first_tory);
  self->pool = SOLUI_CHIPS (solui_chips_new (_("In the Tory's pool")));
  self->line = SOLUI_CHIPS (solui_chips_new (_("In the line")));
  self->table = SOLUI_CHIPS (solui_chips_new (_("Played on the table")));
  gtk_box_append (GTK_BOX (chips), GTK_WIDGET (self->pool));
  gtk_box_append (GTK_BOX (chips), GTK_WIDGET (self->line));
  gtk_box_append (GTK_BOX (chips), GTK_WIDGET (self->table));
  gtk_box_append (GTK_BOX (self->tyranny), chips);
  self->army = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->tyranny), self->army);
  gtk_box_append (GTK_BOX (self->box), self->tyranny);

  self->lines_title = muster_wrapped_label (_("Support Lines"), "title-4");
  gtk_box_append (GTK_BOX (self->box), self->lines_title);
  self->lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->box), self->lines);

  gtk_box_append (GTK_BOX (self->box), muster_wrapped_label (_("Melds on the Table"), "title-4"));
  self->melds_note = muster_wrapped_label ("", "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->melds_note);
  self->jokers = muster_wrapped_label ("", "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->jokers);
  self->melds_empty = muster_wrapped_label (_("No set or straight has been laid yet."), "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->melds_empty);
  self->melds = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->box), self->melds);
  self->field = muster_card_hand_new ();
  muster_card_hand_set_title (MUSTER_CARD_HAND (self->field),
                              _("The field: single cards for any Patriot's play (Seed the Field)"));
  gtk_box_append (GTK_BOX (self->box), self->field);

  gtk_box_append (GTK_BOX (self->box), muster_wrapped_label (_("Hands"), "title-4"));
  self->hands_note = muster_wrapped_label ("", "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->hands_note);
  self->hands = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->box), self->hands);

  self->fronts_title = muster_wrapped_label (_("In Front of the Players"), "title-4");
  gtk_box_append (GTK_BOX (self->box), self->fronts_title);
  self->fronts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->box), self->fronts);
}

GtkWidget *
solui_table_new (void)
{
  return g_object_new (SOLUI_TYPE_TABLE, NULL);
}
