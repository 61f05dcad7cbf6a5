/* muster-card-hand.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-set-str.h"
#include "widgets/muster-card-hand.h"
#include "widgets/muster-card-view.h"

struct _MusterCardHand
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GSignalGroup  *session_signals;
  char          *deck;
  char          *pile;        /* a pile of the deck, or NULL: the cards given */
  GStrv          cards;
  char          *owner;
  gboolean       secret;
  char          *title;
  char          *pick_action;
  GStrv          pick_args;
  gboolean       revealed;
  char          *shown_key;   /* owner and cards when last shown */
  guint          n_cards;

  /* Template widgets */
  GtkWidget     *box;
  GtkLabel      *title_label;
  GtkButton     *reveal_button;
  GtkWidget     *hide_button;
  GtkLabel      *status_label;
  GtkFlowBox    *flow;
};

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_DECK,
  PROP_PILE,
  PROP_CARDS,
  PROP_OWNER,
  PROP_SECRET,
  PROP_TITLE,
  PROP_PICK_ACTION,
  PROP_PICK_ARGS,
  PROP_REVEALED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterCardHand, muster_card_hand, GTK_TYPE_WIDGET)

static MusterState *
state_of (MusterCardHand *self)
{
  return self->session ? muster_session_get_state (self->session) : NULL;
}

/* The cards to show (borrowed ids, in order), with their owner. */
static GPtrArray *
current_cards (MusterCardHand  *self,
               const char     **owner,
               gboolean        *secret)
{
  MusterState *state = state_of (self);
  MusterDeck *deck = state ? muster_state_find_deck (state, self->deck) : NULL;
  GPtrArray *ids = g_ptr_array_new ();
  GPtrArray *pile = NULL;

  *owner = NULL;
  *secret = FALSE;
  if (self->pile == NULL)
    {
      *owner = self->owner;
      *secret = self->secret;
      for (guint i = 0; self->cards && self->cards[i]; i++)
        g_ptr_array_add (ids, self->cards[i]);
      return ids;
    }
  if (deck == NULL)
    return ids;
  if (g_str_equal (self->pile, "in-play"))
    pile = muster_deck_get_drawn (deck);
  else if (g_str_equal (self->pile, "discard"))
    pile = muster_deck_get_discard (deck);
  else if ((pile = muster_deck_get_pile (deck, self->pile)) != NULL)
    *owner = muster_deck_get_pile_owner (deck, self->pile, secret);
  for (guint i = 0; pile && i < pile->len; i++)
    g_ptr_array_add (ids, g_ptr_array_index (pile, i));
  return ids;
}

static const char *
owner_name (MusterCardHand *self,
            const char     *owner)
{
  return self->session ? muster_session_get_owner_name (self->session, owner) : owner;
}

static GtkWidget *
card_widget (MusterCardHand *self,
             MusterState    *state,
             const char     *card,
             gboolean        face_up)
{
  GtkWidget *view = muster_card_view_new ();
  g_autofree char *description = NULL;
  GtkWidget *button;
  g_autoptr(GStrvBuilder) args = NULL;
  g_auto(GStrv) argv = NULL;

  /* A card face down does not even hold its id. */
  gtk_widget_set_halign (view, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (view, GTK_ALIGN_START);
  if (face_up)
    muster_card_view_set_card (MUSTER_CARD_VIEW (view), state, self->deck, card);
  else
    muster_card_view_set_face_down (MUSTER_CARD_VIEW (view), TRUE);
  if (!face_up || self->pick_action == NULL)
    return view;

  args = g_strv_builder_new ();
  if (self->pick_args != NULL)
    g_strv_builder_addv (args, (const char **) self->pick_args);
  g_strv_builder_add (args, card);
  argv = g_strv_builder_end (args);
  description = muster_card_view_describe (MUSTER_CARD_VIEW (view));
  button = gtk_button_new ();
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (button, GTK_ALIGN_START);
  gtk_button_set_child (GTK_BUTTON (button), view);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "card-button");
  gtk_widget_set_tooltip_text (button, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "session.perform");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new ("(s^as)", self->pick_action, argv));
  return button;
}

static void
refresh (MusterCardHand *self)
{
  MusterState *state = state_of (self);
  const char *owner = NULL;
  gboolean secret = FALSE, hidden;
  g_autoptr(GPtrArray) ids = current_cards (self, &owner, &secret);
  g_autoptr(GString) key = g_string_new (owner);
  GtkWidget *child;

  /* Anything new in a secret hand covers it again. */
  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (key, "\n%s", (const char *) g_ptr_array_index (ids, i));
  if (muster_set_str (&self->shown_key, key->str) && self->revealed)
    {
      self->revealed = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
    }
  secret = secret && owner != NULL;
  hidden = secret && !self->revealed;
  self->n_cards = ids->len;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->flow))) != NULL)
    gtk_flow_box_remove (self->flow, child);
  for (guint i = 0; i < ids->len; i++)
    {
      GtkWidget *card = card_widget (self, state, g_ptr_array_index (ids, i), !hidden);

      gtk_flow_box_append (self->flow, card);
      /* Only the cards to pick take the focus, not their places. */
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->flow), ids->len > 0);

  gtk_label_set_text (self->title_label, self->title ? self->title : "");
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), self->title != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_button), hidden && ids->len > 0);
  gtk_widget_set_visible (self->hide_button, secret && self->revealed);
  if (secret)
    {
      g_autofree char *label = NULL;
      g_autofree char *status = NULL;

      /* Translators: a button showing a seat's secret cards; %s is the seat, “Show Only to Ann”. */
      label = g_strdup_printf (_("Show Only to %s"), owner_name (self, owner));
      gtk_button_set_label (self->reveal_button, label);
      if (ids->len == 0)
        status = g_strdup_printf (_("%s holds no cards."), owner_name (self, owner));
      else if (hidden)
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card, for the eyes of %s only.",
                                               "%u cards, for the eyes of %s only.", ids->len),
                                  ids->len, owner_name (self, owner));
      else
        /* Translators: said while a seat's secret cards show. */
        status = g_strdup_printf (_("Showing what only %s may see. Hide it when they are done."),
                                  owner_name (self, owner));
      gtk_label_set_text (self->status_label, status);
    }
  else
    gtk_label_set_text (self->status_label, ids->len == 0 ? _("No cards.") : "");
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->status_label)),
                          *gtk_label_get_text (self->status_label) != '\0');
}

void
muster_card_hand_set_session (MusterCardHand *self,
                              MusterSession  *session)
{
  g_return_if_fail (MUSTER_IS_CARD_HAND (self));
  g_return_if_fail (session == NULL || MUSTER_IS_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  g_signal_group_set_target (self->session_signals, session);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

MusterSession *
muster_card_hand_get_session (MusterCardHand *self)
{
  g_return_val_if_fail (MUSTER_IS_CARD_HAND (self), NULL);
  return self->session;
}

void
muster_card_hand_set_pile (MusterCardHand *self,
                           const char     *deck,
                           const char     *pile)
{
  g_return_if_fail (MUSTER_IS_CARD_HAND (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (muster_set_str (&self->deck, deck))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK]);
  if (muster_set_str (&self->pile, pile))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PILE]);
  refresh (self);
  g_object_thaw_notify (G_OBJECT (self));
}

void
muster_card_hand_set_cards (MusterCardHand     *self,
                            const char         *deck,
                            const char * const *cards,
                            const char         *owner,
                            gboolean            secret)
{
  g_return_if_fail (MUSTER_IS_CARD_HAND (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (muster_set_str (&self->deck, deck))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK]);
  if (muster_set_str (&self->pile, NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PILE]);
  if (!g_strv_equal ((const char * const *) (self->cards ? self->cards : (GStrv) (const char *[]) { NULL }),
                     cards ? cards : (const char * const *) (const char *[]) { NULL }))
    {
      g_strfreev (self->cards);
      self->cards = g_strdupv ((GStrv) cards);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARDS]);
    }
  if (muster_set_str (&self->owner, owner))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OWNER]);
  if (self->secret != !!secret)
    {
      self->secret = !!secret;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECRET]);
    }
  refresh (self);
  g_object_thaw_notify (G_OBJECT (self));
}

void
muster_card_hand_set_title (MusterCardHand *self,
                            const char     *title)
{
  g_return_if_fail (MUSTER_IS_CARD_HAND (self));

  if (!muster_set_str (&self->title, title))
    return;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

void
muster_card_hand_set_pick (MusterCardHand     *self,
                           const char         *action,
                           const char * const *args)
{
  g_return_if_fail (MUSTER_IS_CARD_HAND (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (muster_set_str (&self->pick_action, action))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PICK_ACTION]);
  g_strfreev (self->pick_args);
  self->pick_args = g_strdupv ((GStrv) args);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PICK_ARGS]);
  refresh (self);
  g_object_thaw_notify (G_OBJECT (self));
}

void
muster_card_hand_set_revealed (MusterCardHand *self,
                               gboolean        revealed)
{
  g_return_if_fail (MUSTER_IS_CARD_HAND (self));

  revealed = !!revealed;
  if (self->revealed == revealed)
    return;
  self->revealed = revealed;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

gboolean
muster_card_hand_get_revealed (MusterCardHand *self)
{
  g_return_val_if_fail (MUSTER_IS_CARD_HAND (self), FALSE);
  return self->revealed;
}

gboolean
muster_card_hand_is_face_up (MusterCardHand *self)
{
  const char *owner = NULL;
  gboolean secret = FALSE;
  g_autoptr(GPtrArray) ids = NULL;

  g_return_val_if_fail (MUSTER_IS_CARD_HAND (self), FALSE);
  ids = current_cards (self, &owner, &secret);
  return self->revealed || !secret || owner == NULL;
}

guint
muster_card_hand_get_n_cards (MusterCardHand *self)
{
  g_return_val_if_fail (MUSTER_IS_CARD_HAND (self), 0);
  return self->n_cards;
}

static void
reveal_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  muster_card_hand_set_revealed (MUSTER_CARD_HAND (widget), TRUE);
}

static void
hide_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  muster_card_hand_set_revealed (MUSTER_CARD_HAND (widget), FALSE);
}

/* As wide as one card at least, and never asking for more: the cards wrap
 * into as many rows as the width allows. */
static void
muster_card_hand_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  MusterCardHand *self = MUSTER_CARD_HAND (widget);

  gtk_widget_measure (self->box, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = *minimum;
}

static void
muster_card_hand_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  gtk_widget_allocate (MUSTER_CARD_HAND (widget)->box, width, height, baseline, NULL);
}

static GtkSizeRequestMode
muster_card_hand_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* A reveal never outlasts the hand's time on screen. */
static void
muster_card_hand_unmap (GtkWidget *widget)
{
  muster_card_hand_set_revealed (MUSTER_CARD_HAND (widget), FALSE);
  GTK_WIDGET_CLASS (muster_card_hand_parent_class)->unmap (widget);
}

static void
muster_card_hand_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  MusterCardHand *self = MUSTER_CARD_HAND (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_DECK:
      g_value_set_string (value, self->deck);
      break;
    case PROP_PILE:
      g_value_set_string (value, self->pile);
      break;
    case PROP_CARDS:
      g_value_set_boxed (value, self->cards);
      break;
    case PROP_OWNER:
      g_value_set_string (value, self->owner);
      break;
    case PROP_SECRET:
      g_value_set_boolean (value, self->secret);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_PICK_ACTION:
      g_value_set_string (value, self->pick_action);
      break;
    case PROP_PICK_ARGS:
      g_value_set_boxed (value, self->pick_args);
      break;
    case PROP_REVEALED:
      g_value_set_boolean (value, self->revealed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_card_hand_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  MusterCardHand *self = MUSTER_CARD_HAND (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      muster_card_hand_set_session (self, g_value_get_object (value));
      break;
    case PROP_DECK:
      if (self->pile != NULL)
        muster_card_hand_set_pile (self, g_value_get_string (value), self->pile);
      else
        muster_card_hand_set_cards (self, g_value_get_string (value), (const char * const *) self->cards,
                                    self->owner, self->secret);
      break;
    case PROP_PILE:
      if (g_value_get_string (value) != NULL)
        muster_card_hand_set_pile (self, self->deck, g_value_get_string (value));
      else
        muster_card_hand_set_cards (self, self->deck, (const char * const *) self->cards, self->owner, self->secret);
      break;
    case PROP_CARDS:
      muster_card_hand_set_cards (self, self->deck, g_value_get_boxed (value), self->owner, self->secret);
      break;
    case PROP_OWNER:
      muster_card_hand_set_cards (self, self->deck, (const char * const *) self->cards,
                                  g_value_get_string (value), self->secret);
      break;
    case PROP_SECRET:
      muster_card_hand_set_cards (self, self->deck, (const char * const *) self->cards, self->owner,
                                  g_value_get_boolean (value));
      break;
    case PROP_TITLE:
      muster_card_hand_set_title (self, g_value_get_string (value));
      break;
    case PROP_PICK_ACTION:
      muster_card_hand_set_pick (self, g_value_get_string (value), (const char * const *) self->pick_args);
      break;
    case PROP_PICK_ARGS:
      muster_card_hand_set_pick (self, self->pick_action, g_value_get_boxed (value));
      break;
    case PROP_REVEALED:
      muster_card_hand_set_revealed (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_card_hand_dispose (GObject *object)
{
  MusterCardHand *self = MUSTER_CARD_HAND (object);

  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_CARD_HAND);
  G_OBJECT_CLASS (muster_card_hand_parent_class)->dispose (object);
}

static void
muster_card_hand_finalize (GObject *object)
{
  MusterCardHand *self = MUSTER_CARD_HAND (object);

  g_free (self->deck);
  g_free (self->pile);
  g_strfreev (self->cards);
  g_free (self->owner);
  g_free (self->title);
  g_free (self->pick_action);
  g_strfreev (self->pick_args);
  g_free (self->shown_key);
  G_OBJECT_CLASS (muster_card_hand_parent_class)->finalize (object);
}

static void
muster_card_hand_class_init (MusterCardHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_card_hand_get_property;
  object_class->set_property = muster_card_hand_set_property;
  object_class->dispose = muster_card_hand_dispose;
  object_class->finalize = muster_card_hand_finalize;
  widget_class->measure = muster_card_hand_measure;
  widget_class->size_allocate = muster_card_hand_size_allocate;
  widget_class->get_request_mode = muster_card_hand_get_request_mode;
  widget_class->unmap = muster_card_hand_unmap;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, MUSTER_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DECK] =
    g_param_spec_string ("deck", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PILE] =
    g_param_spec_string ("pile", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARDS] =
    g_param_spec_boxed ("cards", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OWNER] =
    g_param_spec_string ("owner", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SECRET] =
    g_param_spec_boolean ("secret", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PICK_ACTION] =
    g_param_spec_string ("pick-action", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PICK_ARGS] =
    g_param_spec_boxed ("pick-args", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-card-hand.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterCardHand, box);
  gtk_widget_class_bind_template_child (widget_class, MusterCardHand, title_label);
  gtk_widget_class_bind_template_child (widget_class, MusterCardHand, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, MusterCardHand, hide_button);
  gtk_widget_class_bind_template_child (widget_class, MusterCardHand, status_label);
  gtk_widget_class_bind_template_child (widget_class, MusterCardHand, flow);
  gtk_widget_class_set_css_name (widget_class, "mustercardhand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_install_action (widget_class, "hand.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "hand.hide", NULL, hide_action);
}

static void
muster_card_hand_init (MusterCardHand *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  self->title_label, NULL, -1);
  self->session_signals = g_signal_group_new (MUSTER_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "changed", G_CALLBACK (refresh), self);
  refresh (self);
}

GtkWidget *
muster_card_hand_new (void)
{
  return g_object_new (MUSTER_TYPE_CARD_HAND, NULL);
}
