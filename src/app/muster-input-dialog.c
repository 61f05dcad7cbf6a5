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

  /* Template widgets */
  GtkLabel          *hint_label;
  GtkEntry          *dice_entry;
  GtkDropDown       *card_dropdown;
  GtkSpinButton     *pick_spin;
};

G_DEFINE_FINAL_TYPE (MusterInputDialog, muster_input_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* Reads “3 5 6” (or “3,5,6”) into @values; TRUE when it is exactly the
 * dice asked for, each a face of the die. */
static gboolean
parse_dice (MusterInputDialog *self,
            const char        *text,
            GArray            *values)
{
  g_auto(GStrv) parts = g_strsplit_set (text, " ,;", -1);

  for (guint i = 0; parts[i]; i++)
    {
      guint64 v;

      if (*parts[i] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (parts[i], 10, 1, self->sides, &v, NULL))
        return FALSE;
      {
        guint value = (guint) v;
        g_array_append_val (values, value);
      }
    }
  return TRUE;
}

static guint
count_dice (MusterInputDialog *self,
            const char        *text)
{
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint));

  if (!parse_dice (self, text, values))
    return 0;
  return values->len;
}

static void
dice_changed_cb (MusterInputDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->dice_entry));
  gboolean ok = count_dice (self, text) == self->count;

  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "enter", ok);
  if (ok || *text == '\0')
    gtk_widget_remove_css_class (GTK_WIDGET (self->dice_entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->dice_entry), "error");
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
      for (guint i = 0; self->candidates && self->candidates[i]; i++)
        {
          GtkStringObject *name = g_list_model_get_item (gtk_drop_down_get_model (self->card_dropdown), i);
          gboolean match = g_str_equal (self->candidates[i], answer) ||
                           g_str_equal (gtk_string_object_get_string (name), answer);

          g_object_unref (name);
          if (match)
            {
              gtk_drop_down_set_selected (self->card_dropdown, i);
              break;
            }
        }
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

        if (!parse_dice (self, gtk_editable_get_text (GTK_EDITABLE (self->dice_entry)), values) ||
            values->len != self->count)
          return FALSE;
        muster_chance_supply_numbers (chance, (const guint *) (gpointer) values->data, values->len);
        return TRUE;
      }
    case MUSTER_OUTCOME_CARD:
      {
        guint i = gtk_drop_down_get_selected (self->card_dropdown);

        if (self->candidates == NULL || i >= g_strv_length (self->candidates))
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
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, card_dropdown);
  gtk_widget_class_bind_template_child (widget_class, MusterInputDialog, pick_spin);
  gtk_widget_class_bind_template_callback (widget_class, dice_changed_cb);
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
    /* Translators: what to enter, then who rolls or draws. */
    body = g_strdup_printf (_("%s — for %s"), message, request->side);
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
        g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
        g_autoptr(GtkExpression) expression = NULL;

        adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Which Card?"));
        hint = g_strdup (_("Choose the card that was drawn."));
        self->candidates = g_strdupv (request->candidates);
        for (guint i = 0; self->candidates && self->candidates[i]; i++)
          gtk_string_list_append (names, card_name (session, request->deck, self->candidates[i]));
        gtk_drop_down_set_model (self->card_dropdown, G_LIST_MODEL (names));
        expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
        gtk_drop_down_set_expression (self->card_dropdown, expression);
        gtk_drop_down_set_enable_search (self->card_dropdown, TRUE);
        gtk_widget_set_visible (GTK_WIDGET (self->card_dropdown), TRUE);
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
