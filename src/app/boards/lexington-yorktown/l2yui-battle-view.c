/* l2yui-battle-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lexington-yorktown/l2y-view.h"
#include "l2yui-battle-view.h"
#include "muster-set-str.h"
#include "l2yui-unit-card.h"

static const char * const sides[] = { "british", "american" };

struct _L2yuiBattleView
{
  GtkWidget   parent_instance;

  GtkWidget  *box;
  GtkWidget  *headings[2];
  GtkWidget  *flows[2];
  GHashTable *cards;     /* unit id → L2yuiUnitCard (borrowed) */
  char       *selected;
  char       *target;
};

G_DEFINE_FINAL_TYPE (L2yuiBattleView, l2yui_battle_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SELECTED,
  PROP_TARGET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
show_roles (L2yuiBattleView *self)
{
  GHashTableIter iter;
  gpointer id, card;

  g_hash_table_iter_init (&iter, self->cards);
  while (g_hash_table_iter_next (&iter, &id, &card))
    l2yui_unit_card_set_role (card, g_strcmp0 (id, self->selected) == 0, g_strcmp0 (id, self->target) == 0);
}

void
l2yui_battle_view_set_selected (L2yuiBattleView *self,
                                const char      *unit)
{
  g_return_if_fail (L2YUI_IS_BATTLE_VIEW (self));

  if (unit != NULL && !g_hash_table_contains (self->cards, unit))
    unit = NULL;
  if (muster_set_str (&self->selected, unit))
    {
      /* A unit is not its own target. */
      if (g_strcmp0 (self->target, unit) == 0)
        l2yui_battle_view_set_target (self, NULL);
      show_roles (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
    }
}

void
l2yui_battle_view_set_target (L2yuiBattleView *self,
                              const char      *unit)
{
  g_return_if_fail (L2YUI_IS_BATTLE_VIEW (self));

  if (unit != NULL && (!g_hash_table_contains (self->cards, unit) || g_strcmp0 (unit, self->selected) == 0))
    unit = NULL;
  if (muster_set_str (&self->target, unit))
    {
      show_roles (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
    }
}

const char *
l2yui_battle_view_get_selected (L2yuiBattleView *self)
{
  g_return_val_if_fail (L2YUI_IS_BATTLE_VIEW (self), NULL);
  return self->selected;
}

const char *
l2yui_battle_view_get_target (L2yuiBattleView *self)
{
  g_return_val_if_fail (L2YUI_IS_BATTLE_VIEW (self), NULL);
  return self->target;
}

GtkWidget *
l2yui_battle_view_get_card (L2yuiBattleView *self,
                            const char      *unit)
{
  g_return_val_if_fail (L2YUI_IS_BATTLE_VIEW (self), NULL);
  return unit ? g_hash_table_lookup (self->cards, unit) : NULL;
}

/* A press on a card: select it, or with Shift or the secondary button make
 * it the target (again: no target). */
static void
choose (L2yuiBattleView *self,
        const char      *id,
        gboolean         as_target)
{
  if (as_target)
    l2yui_battle_view_set_target (self, g_strcmp0 (self->target, id) == 0 ? NULL : id);
  else
    l2yui_battle_view_set_selected (self, id);
}

static const char *
card_id (GtkFlowBoxChild *child)
{
  GtkWidget *card = child ? gtk_flow_box_child_get_child (child) : NULL;

  return L2YUI_IS_UNIT_CARD (card) ? l2yui_unit_card_get_id (L2YUI_UNIT_CARD (card)) : NULL;
}

/* A press of the primary button (Shift: the target) or of the secondary
 * button (the target) on a card; each button has a gesture of its own. */
static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            L2yuiBattleView *self)
{
  GtkWidget *flow = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_pos (GTK_FLOW_BOX (flow), x, y);
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  gboolean secondary = gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (gesture)) == GDK_BUTTON_SECONDARY;
  const char *id = card_id (child);

  if (id == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (child));
  choose (self, id, secondary || (state & GDK_SHIFT_MASK) != 0);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                L2yuiBattleView       *self)
{
  GtkWidget *focus;
  GtkWidget *child;

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_space)
    return FALSE;
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  child = focus ? gtk_widget_get_ancestor (focus, GTK_TYPE_FLOW_BOX_CHILD) : NULL;
  if (child == NULL || card_id (GTK_FLOW_BOX_CHILD (child)) == NULL)
    return FALSE;
  choose (self, card_id (GTK_FLOW_BOX_CHILD (child)), (state & GDK_SHIFT_MASK) != 0);
  return TRUE;
}

/* The heading of a side: its name and how it stands. */
static void
update_heading (L2yuiBattleView *self,
                int              s,
                GPtrArray       *units)
{
  guint left = 0, shaken = 0;
  g_autofree char *count = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < units->len; i++)
    {
      L2yViewUnit *unit = g_ptr_array_index (units, i);

      if (unit->gone || unit->general)
        continue;
      left++;
      shaken += unit->shaken;
    }
  count = g_strdup_printf (ngettext ("%u unit on the table", "%u units on the table", left), left);
  if (shaken > 0)
    /* Translators: “British · 3 units on the table, 1 shaken”. */
    text = g_strdup_printf (ngettext ("%s · %s, %u shaken", "%s · %s, %u shaken", shaken),
                            l2y_view_side_name (sides[s]), count, shaken);
  else
    /* Translators: “British · 3 units on the table”. */
    text = g_strdup_printf (_("%s · %s"), l2y_view_side_name (sides[s]), count);
  gtk_label_set_label (GTK_LABEL (self->headings[s]), text);
}

void
l2yui_battle_view_set_state (L2yuiBattleView *self,
                             MusterState     *state)
{
  g_return_if_fail (L2YUI_IS_BATTLE_VIEW (self));

  if (!L2Y_IS_STATE (state))
    return;
  for (int s = 0; s < 2; s++)
    {
      g_autoptr(GPtrArray) units = l2y_view_units (L2Y_STATE (state), sides[s]);
      update_heading (self, s, units);
      for (guint i = 0; i < units->len; i++)
        {
          L2yViewUnit *unit = g_ptr_array_index (units, i);
          L2yuiUnitCard *card = g_hash_table_lookup (self->cards, unit->id);

          if (card != NULL)
            l2yui_unit_card_update (card, unit);
          else
            {
              GtkWidget *fresh = l2yui_unit_card_new (unit);

              g_hash_table_insert (self->cards, g_strdup (unit->id), fresh);
              gtk_flow_box_append (GTK_FLOW_BOX (self->flows[s]), fresh);
            }
        }
    }
  show_roles (self);
}

static void
l2yui_battle_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  L2yuiBattleView *self = L2YUI_BATTLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_string (value, self->selected);
      break;
    case PROP_TARGET:
      g_value_set_string (value, self->target);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
l2yui_battle_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  L2yuiBattleView *self = L2YUI_BATTLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      l2yui_battle_view_set_selected (self, g_value_get_string (value));
      break;
    case PROP_TARGET:
      l2yui_battle_view_set_target (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
l2yui_battle_view_dispose (GObject *object)
{
  L2yuiBattleView *self = L2YUI_BATTLE_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (l2yui_battle_view_parent_class)->dispose (object);
}

static void
l2yui_battle_view_finalize (GObject *object)
{
  L2yuiBattleView *self = L2YUI_BATTLE_VIEW (object);

  g_hash_table_unref (self->cards);
  g_free (self->selected);
  g_free (self->target);
  G_OBJECT_CLASS (l2yui_battle_view_parent_class)->finalize (object);
}

static void
l2yui_battle_view_class_init (L2yuiBattleViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = l2yui_battle_view_get_property;
  object_class->set_property = l2yui_battle_view_set_property;
  object_class->dispose = l2yui_battle_view_dispose;
  object_class->finalize = l2yui_battle_view_finalize;

  properties[PROP_SELECTED] = g_param_spec_string ("selected", NULL, NULL, NULL,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TARGET] = g_param_spec_string ("target", NULL, NULL, NULL,
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "l2yuibattleview");
}

static void
l2yui_battle_view_init (L2yuiBattleView *self)
{
  self->cards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 18);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  for (int s = 0; s < 2; s++)
    {
      GtkEventController *keys = gtk_event_controller_key_new ();

      self->headings[s] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->headings[s]), 0);
      gtk_widget_add_css_class (self->headings[s], "title-4");
      gtk_widget_set_margin_top (self->headings[s], s ? 18 : 0);
      gtk_box_append (GTK_BOX (self->box), self->headings[s]);

      self->flows[s] = gtk_flow_box_new ();
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flows[s]), GTK_SELECTION_NONE);
      gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flows[s]), TRUE);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flows[s]), 1);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flows[s]), 6);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->flows[s]), 6);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->flows[s]), 6);
      gtk_widget_add_css_class (self->flows[s], sides[s]);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->flows[s]), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      self->headings[s], NULL, -1);
      for (guint button = GDK_BUTTON_PRIMARY; button <= GDK_BUTTON_SECONDARY; button += 2)
        {
          GtkGesture *click = gtk_gesture_click_new ();

          gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), button);
          g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
          gtk_widget_add_controller (self->flows[s], GTK_EVENT_CONTROLLER (click));
        }
      g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
      gtk_widget_add_controller (self->flows[s], keys);
      gtk_box_append (GTK_BOX (self->box), self->flows[s]);
    }
}

GtkWidget *
l2yui_battle_view_new (void)
{
  return g_object_new (L2YUI_TYPE_BATTLE_VIEW, NULL);
}
