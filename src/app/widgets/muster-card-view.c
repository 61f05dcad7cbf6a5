/* muster-card-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-set-str.h"
#include "widgets/muster-card-view.h"

/* Values this short go in a circle; longer ones (a suit) read as words. */
#define CIRCLE_CHARS 2

struct _MusterCardView
{
  GtkWidget    parent_instance;

  MusterState *state;
  char        *deck;
  char        *card;
  gboolean     face_down;

  /* Template widgets */
  GtkWidget   *box;
  GtkLabel    *name_label;
  GtkBox      *values;
  GtkLabel    *text_label;
};

enum
{
  PROP_0,
  PROP_STATE,
  PROP_DECK,
  PROP_CARD,
  PROP_FACE_DOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterCardView, muster_card_view, GTK_TYPE_WIDGET)

static gboolean
is_reconstructed (const MusterCardValue *value)
{
  return g_strcmp0 (value->source, "reconstructed") == 0;
}

/* The card shown face up, or NULL. */
static const MusterCard *
shown_card (MusterCardView *self)
{
  MusterDeck *deck;

  if (self->face_down || self->state == NULL || self->card == NULL)
    return NULL;
  deck = muster_state_find_deck (self->state, self->deck);
  return deck ? muster_deck_lookup (deck, self->card) : NULL;
}

char *
muster_card_view_describe (MusterCardView *self)
{
  const MusterCard *card;
  GString *text;

  g_return_val_if_fail (MUSTER_IS_CARD_VIEW (self), NULL);

  if (self->face_down)
    return g_strdup (_("A card, face down"));
  card = shown_card (self);
  if (card == NULL)
    return g_strdup (_("No card"));
  text = g_string_new (card->name ? card->name : _("A card"));
  for (guint i = 0; card->values && i < card->values->len; i++)
    {
      const MusterCardValue *value = g_ptr_array_index (card->values, i);
      const char *label = muster_state_card_value_label (self->state, self->deck, value->name, NULL);

      /* Translators: a card's value in words, “British actions 3”. */
      g_string_append_printf (text, i == 0 ? _(": %s %s") : _(", %s %s"), label, value->value);
      if (is_reconstructed (value))
        g_string_append (text, _(" (reconstructed)"));
    }
  if (card->text != NULL && *card->text != '\0')
    g_string_append_printf (text, ". %s", card->text);
  return g_string_free (text, FALSE);
}

static GtkWidget *
value_widget (MusterCardView        *self,
              const MusterCardValue *value)
{
  const char *side = NULL;
  const char *label = muster_state_card_value_label (self->state, self->deck, value->name, &side);
  GtkWidget *widget = gtk_label_new (value->value);
  g_autofree char *tooltip = NULL;

  if (g_utf8_strlen (value->value ? value->value : "", -1) <= CIRCLE_CHARS)
    gtk_widget_add_css_class (widget, "card-value");
  else
    gtk_widget_add_css_class (widget, "card-word");
  if (side != NULL)
    {
      /* A class for the side's colour; the board's style sheet paints it. */
      g_autofree char *class = g_strdup_printf ("side-%s", side);

      gtk_widget_add_css_class (widget, class);
    }
  if (is_reconstructed (value))
    {
      gtk_widget_add_css_class (widget, "reconstructed");
      /* Translators: a card's value with its name, said to be a guess. */
      tooltip = g_strdup_printf (_("%s: %s, reconstructed: check it against your card"), label, value->value);
    }
  else
    tooltip = g_strdup_printf ("%s: %s", label, value->value);
  gtk_widget_set_tooltip_text (widget, tooltip);
  return widget;
}

static void
refresh (MusterCardView *self)
{
  const MusterCard *card = shown_card (self);
  g_autofree char *description = muster_card_view_describe (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->values))) != NULL)
    gtk_box_remove (self->values, child);
  gtk_label_set_text (self->name_label, card && card->name ? card->name : "");
  gtk_label_set_text (self->text_label, card && card->text ? card->text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->text_label), card && card->text && *card->text);
  for (guint i = 0; card && card->values && i < card->values->len; i++)
    gtk_box_append (self->values, value_widget (self, g_ptr_array_index (card->values, i)));
  gtk_widget_set_visible (self->box, card != NULL);
  if (card == NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "face-down");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "face-down");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
}

void
muster_card_view_set_card (MusterCardView *self,
                           MusterState    *state,
                           const char     *deck,
                           const char     *card)
{
  g_return_if_fail (MUSTER_IS_CARD_VIEW (self));
  g_return_if_fail (state == NULL || MUSTER_IS_STATE (state));

  g_object_freeze_notify (G_OBJECT (self));
  if (g_set_object (&self->state, state))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  if (muster_set_str (&self->deck, deck))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK]);
  if (muster_set_str (&self->card, card))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
  refresh (self);
  g_object_thaw_notify (G_OBJECT (self));
}

MusterState *
muster_card_view_get_state (MusterCardView *self)
{
  g_return_val_if_fail (MUSTER_IS_CARD_VIEW (self), NULL);
  return self->state;
}

const char *
muster_card_view_get_deck (MusterCardView *self)
{
  g_return_val_if_fail (MUSTER_IS_CARD_VIEW (self), NULL);
  return self->deck;
}

const char *
muster_card_view_get_card (MusterCardView *self)
{
  g_return_val_if_fail (MUSTER_IS_CARD_VIEW (self), NULL);
  return self->card;
}

void
muster_card_view_set_face_down (MusterCardView *self,
                                gboolean        face_down)
{
  g_return_if_fail (MUSTER_IS_CARD_VIEW (self));

  face_down = !!face_down;
  if (self->face_down == face_down)
    return;
  self->face_down = face_down;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_DOWN]);
}

gboolean
muster_card_view_get_face_down (MusterCardView *self)
{
  g_return_val_if_fail (MUSTER_IS_CARD_VIEW (self), FALSE);
  return self->face_down;
}

static void
muster_card_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  MusterCardView *self = MUSTER_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_object (value, self->state);
      break;
    case PROP_DECK:
      g_value_set_string (value, self->deck);
      break;
    case PROP_CARD:
      g_value_set_string (value, self->card);
      break;
    case PROP_FACE_DOWN:
      g_value_set_boolean (value, self->face_down);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_card_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  MusterCardView *self = MUSTER_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_STATE:
      muster_card_view_set_card (self, g_value_get_object (value), self->deck, self->card);
      break;
    case PROP_DECK:
      muster_card_view_set_card (self, self->state, g_value_get_string (value), self->card);
      break;
    case PROP_CARD:
      muster_card_view_set_card (self, self->state, self->deck, g_value_get_string (value));
      break;
    case PROP_FACE_DOWN:
      muster_card_view_set_face_down (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_card_view_dispose (GObject *object)
{
  MusterCardView *self = MUSTER_CARD_VIEW (object);

  g_clear_object (&self->state);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_CARD_VIEW);
  G_OBJECT_CLASS (muster_card_view_parent_class)->dispose (object);
}

static void
muster_card_view_finalize (GObject *object)
{
  MusterCardView *self = MUSTER_CARD_VIEW (object);

  g_free (self->deck);
  g_free (self->card);
  G_OBJECT_CLASS (muster_card_view_parent_class)->finalize (object);
}

static void
muster_card_view_class_init (MusterCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_card_view_get_property;
  object_class->set_property = muster_card_view_set_property;
  object_class->dispose = muster_card_view_dispose;
  object_class->finalize = muster_card_view_finalize;

  properties[PROP_STATE] =
    g_param_spec_object ("state", NULL, NULL, MUSTER_TYPE_STATE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DECK] =
    g_param_spec_string ("deck", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD] =
    g_param_spec_string ("card", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACE_DOWN] =
    g_param_spec_boolean ("face-down", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-card-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterCardView, box);
  gtk_widget_class_bind_template_child (widget_class, MusterCardView, name_label);
  gtk_widget_class_bind_template_child (widget_class, MusterCardView, values);
  gtk_widget_class_bind_template_child (widget_class, MusterCardView, text_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mustercard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
muster_card_view_init (MusterCardView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  refresh (self);
}

GtkWidget *
muster_card_view_new (void)
{
  return g_object_new (MUSTER_TYPE_CARD_VIEW, NULL);
}
