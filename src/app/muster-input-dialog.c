/* muster-input-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-input-dialog.h"

struct _MusterInputDialog
{
  AdwMessageDialog   parent_instance;

  MusterOutcomeKind  kind;
  guint              count;
  guint              sides;
  GStrv              candidates;
  GPtrArray         *card_items;   /* GtkStringObject*, one per candidate, in order */
  GtkStringFilter   *card_filter;
  GtkSingleSelection *card_selection;

  /* Template widgets */
  GtkLabel          *hint_label;
  GtkEntry          *dice_entry;
  GtkLabel          *dice_error;
  GtkWidget         *card_box;
  GtkSearchEntry    *card_search;
  GtkListView       *card_list;
  GtkSpinButton     *pick_spin;
};

G_DEFINE_FINAL_TYPE (MusterInputDialog, muster_input_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* Reads “3 5 6” (or “3,5,6”) into @values; TRUE when each is a face of
 * the die, else FALSE with what is wrong in @why (if given). */
static gboolean
parse_dice (MusterInputDialog  *self,
            const char         *text,
            GArray             *values,
            char              **why)
{
  g_auto(GStrv) parts = g_strsplit_set (text, " ,;", -1);

  for (guint i = 0; parts[i]; i++)
    {
      guint64 v;

      if (*parts[i] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (parts[i], 10, 1, self->sides, &v, NULL))
        {
          if (why != NULL)
            *why = g_strdup_printf (_("“%s” is not a face of a d%u: each result is a number from 1 to %u."),
                                    parts[i], self->sides, self->sides);
          return FALSE;
        }
      {
        guint value = (guint) v;
        g_array_append_val (values, value);
      }
    }
  return TRUE;
}

static void
dice_changed_cb (MusterInputDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->dice_entry));
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *why = NULL;
  gboolean ok = parse_dice (self, text, values, &why) && values->len == self->count;

  /* Say what is wrong once the count is reached or passed, or a word is
   * not a face; typing the first few results is not wrong yet. */
  if (why == NULL && values->len > self->count)
    why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "%u result was asked for; %u are typed.",
                                        "%u results were asked for; %u are typed.", self->count),
                           self->count, values->len);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "enter", ok);
  gtk_label_set_text (self->dice_error, why ? why : "");
  gtk_widget_set_visible (GTK_WIDGET (self->dice_error), why != NULL);
  if (why == NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self->dice_entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->dice_entry), "error");
}

/* The card chosen: the position of the selected item among the
 * candidates, or -1. */
static int
selected_card (MusterInputDialog *self)
{
  gpointer item = self->card_selection ? gtk_single_selection_get_selected_item (self->card_selection) : NULL;
  guint i;

  if (item != NULL && g_ptr_array_find (self->card_items, item, &i))
    return (int) i;
  return -1;
}

static void
update_card_enabled (MusterInputDialog *self)
{
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "enter", selected_card (self) >= 0);
}

static void
card_search_cb (MusterInputDialog *self)
{
  /* The hidden search entry of a dialog for dice reports an empty search
   * too, and only a dialog for cards has a list to filter. */
  if (self->card_filter == NULL)
    return;
  gtk_string_filter_set_search (self->card_filter, gtk_editable_get_text (GTK_EDITABLE (self->card_search)));
  update_card_enabled (self);
}

static void
card_activate_cb (MusterInputDialog *self)
{
  if (selected_card (self) >= 0)
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (self), "enter");
}

static void
card_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
card_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (name));
}

void
muster_input_dialog_set_answer (MusterInputDialog *self,
                                const char        *answer)
{
  g_return_if_fail (MUSTER_IS_INPUT_DIALOG (self));
  g_return_if_fail (answer != NULL);

  switch (self->kind)
    {
    case MUSTER_OUTCOME_DIE:
      gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), answer);
      break;
    case MUSTER_OUTCOME_CARD:
      /* A card's id or its name selects it; other words search. */
      for (guint i = 0; self->candidates && self->candidates[i]; i++)
        {
          GtkStringObject *name = g_ptr_array_index (self->card_items, i);

          if (g_str_equal (self->candidates[i], answer) || g_str_equal (gtk_string_object_get_string (name), answer))
            {
              gtk_editable_set_text (GTK_EDITABLE (self->card_search), "");
              gtk_string_filter_set_search (self->card_filter, NULL);
              for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (self->card_selection)); k++)
                {
                  g_autoptr(GObject) shown = g_list_model_get_item (G_LIST_MODEL (self->card_selection), k);

                  if (shown == (GObject *) name)
                    gtk_single_selection_set_selected (self->card_selection, k);
                }
              update_card_enabled (self);
              return;
            }
        }
      gtk_editable_set_text (GTK_EDITABLE (self->card_search), answer);
      break;
    case MUSTER_OUTCOME_PICK:
      gtk_spin_button_set_value (self->pick_spin, g_ascii_strtod (answer, NULL));
      break;
    default:
      break;
    }
}

gboolean
muster_input_dialog_supply (MusterInputDialog *self,
                            MusterChance      *chance)
{
  g_return_val_if_fail (MUSTER_IS_INPUT_DIALOG (self), FALSE);
  g_return_val_if_fail (MUSTER_IS_CHANCE (chance), FALSE);

  switch (self->kind)
    {
    case MUSTER_OUTCOME_DIE:
      {
        g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint));

        if (!parse_dice (self, gtk_editable_get_text (GTK_EDITABLE (self->dice_entry)), values, NULL) ||
            values->len != self->count)
          return FALSE;
        muster_chance_supply_numbers (chance, (const guint *) (gpointer) values->data, values->len);
        return TRUE;
      }
    case MUSTER_OUTCOME_CARD:
      {
        int i = selected_card (self);

        if (i < 0)
          return FALSE;
        muster_chance_supply_card (chance, self->candidates[i]);
        return TRUE;
      }
    case MUSTER_OUTCOME_PICK:
      /* People count from 1; the chance source from 0. */
      muster_chance_supply_number (chance, (guint) gtk_spin_button_get_value_as_int (self->pick_spin) - 1);
      return TRUE;
    default:
      return FALSE;
    }
}

/* The name of a card the request may be, from the deck in the state. */
static const char *
card_name (MusterSession *session,
           const char    *deck_id,
           const char    *card_id)
{
  g_autoptr(GPtrArray) decks = muster_state_get_decks (muster_session_get_state (session));

  for (guint i = 0; i < decks->len; i++)
    {
      MusterDeck *deck = g_ptr_array_index (decks, i);

      if (g_strcmp0 (muster_deck_get_id (deck), deck_id) == 0)
        {
          const MusterCard *card = muster_deck_lookup (deck, card_id);
          return card && card->name ? card->name : card_id;
        }
    }
  return card_id;
}

static void
muster_input_dialog_finalize (GObject *object)
{
  MusterInputDialog *self = MUSTER_INPUT_DIALOG (object);

  g_strfreev (self->candidates);
  g_clear_pointer (&self->card_items, g_ptr_array_unref);
  g_clear_object (&self->card_filter);
  g_clear_object (&self->card_selection);

  G_OBJECT_CLASS (muster_input_dialog_parent_class)->finalize (object);
}

static void
muster_input_dialog_class_init (MusterInputDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = muster_input_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-input-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, hint_label);
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, dice_entry);
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, dice_error);
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, card_box);
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, card_search);
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, card_list);
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, pick_spin);
  gtk_widget_class_bind_template_callback (widget_class, dice_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, card_activate_cb);
}

static void
muster_input_dialog_init (MusterInputDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

MusterInputDialog *
muster_input_dialog_new (GtkWindow                 *parent,
                         MusterSession             *session,
                         const MusterChanceRequest *request,
                         const char                *message)
{
  MusterInputDialog *self;
  g_autofree char *body = NULL;
  g_autofree char *hint = NULL;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);
  g_return_val_if_fail (request != NULL, NULL);

  self = g_object_new (MUSTER_TYPE_INPUT_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
  self->kind = request->kind;
  self->count = MAX (request->count, 1);
  self->sides = request->sides;

  if (request->side != NULL)
    {
      const char *side = muster_session_get_owner_name (session, request->side);

      /* Translators: what to enter, then who rolls or draws. */
      body = g_strdup_printf (_("%s — for %s"), message, side ? side : request->side);
    }
  else
    body = g_strdup (message);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), body);

  switch (request->kind)
    {
    case MUSTER_OUTCOME_DIE:
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Your Dice"));
      if (self->count == 1)
        hint = g_strdup_printf (_("Type the result of the d%u you rolled."), self->sides);
      else
        hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Type the %u result of the d%u you rolled, such as “3 5 6”.",
                                             "Type the %u results of the d%u you rolled, such as “3 5 6”.",
                                             self->count),
                                self->count, self->sides);
      gtk_widget_set_visible (GTK_WIDGET (self->dice_entry), TRUE);
      adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "enter", FALSE);
      break;

    case MUSTER_OUTCOME_CARD:
      {
        GListStore *names = g_list_store_new (GTK_TYPE_STRING_OBJECT);
        GtkFilterListModel *filtered;
        GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

        adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Which Card?"));
        hint = g_strdup (_("Choose the card that was drawn, or type any part of its name."));
        self->candidates = g_strdupv (request->candidates);
        self->card_items = g_ptr_array_new_with_free_func (g_object_unref);
        for (guint i = 0; self->candidates && self->candidates[i]; i++)
          {
            GtkStringObject *name = gtk_string_object_new (card_name (session, request->deck, self->candidates[i]));

            g_list_store_append (names, name);
            g_ptr_array_add (self->card_items, name);
          }
        /* Any part of the name, in any case: “hearts” finds the Queen of
         * Hearts, not only the cards whose name starts with it. */
        self->card_filter = gtk_string_filter_new (gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
        gtk_string_filter_set_match_mode (self->card_filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
        gtk_string_filter_set_ignore_case (self->card_filter, TRUE);
        filtered = gtk_filter_list_model_new (G_LIST_MODEL (names), g_object_ref (GTK_FILTER (self->card_filter)));
        self->card_selection = gtk_single_selection_new (G_LIST_MODEL (filtered));
        g_signal_connect_swapped (self->card_selection, "notify::selected", G_CALLBACK (update_card_enabled), self);
        g_signal_connect (factory, "setup", G_CALLBACK (card_setup_cb), NULL);
        g_signal_connect (factory, "bind", G_CALLBACK (card_bind_cb), NULL);
        gtk_list_view_set_factory (self->card_list, factory);
        g_object_unref (factory);
        gtk_list_view_set_model (self->card_list, GTK_SELECTION_MODEL (self->card_selection));
        gtk_widget_set_visible (self->card_box, TRUE);
        update_card_enabled (self);
      }
      break;

    case MUSTER_OUTCOME_PICK:
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Your Choice"));
      hint = g_strdup_printf (_("Choose a number from 1 to %u."), MAX (self->sides, 1));
      gtk_spin_button_set_range (self->pick_spin, 1, MAX (self->sides, 1));
      gtk_spin_button_set_value (self->pick_spin, 1);
      gtk_widget_set_visible (GTK_WIDGET (self->pick_spin), TRUE);
      break;

    default:
      break;
    }
  gtk_label_set_text (self->hint_label, hint);
  return self;
}
