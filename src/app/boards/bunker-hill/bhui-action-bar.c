/* bhui-action-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-a11y.h"

#include <glib/gi18n.h>

#include "bhui-action-bar.h"
#include "bhui-words.h"
#include "bunker-hill/bh-view.h"

struct _BhuiActionBar
{
  GtkWidget   parent_instance;

  GtkWidget  *side_label;
  GtkWidget  *box;
  GHashTable *buttons;   /* id -> GtkButton */
  GStrv       shown;     /* ids in the bar, in order */
};

G_DEFINE_FINAL_TYPE (BhuiActionBar, bhui_action_bar, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The actions of a turn, always shown so the players see what is allowed
 * and what is not. */
static const char * const core_actions[] = {
  "draw-card", "volley-fire", "assault", "cannonade", "bombard", "land-move", "naval-move", "rally",
  "reorganize", "snipe", "land-troops", "plan", "pass", "use-reserve", "end-turn", NULL
};

static void
clicked_cb (GtkButton     *button,
            BhuiActionBar *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "bhui-action");
  const char *args = g_object_get_data (G_OBJECT (button), "bhui-args");
  g_auto(GStrv) argv = args ? g_strsplit (args, " ", -1) : NULL;
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0, id, argv);
}

static GtkWidget *
pass_menu_item (BhuiActionBar *self,
                const char    *label,
                const char    *args)
{
  GtkWidget *item = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (item, "flat");
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (item))), 0);
  g_object_set_data (G_OBJECT (item), "bhui-action", (gpointer) "pass");
  g_object_set_data_full (G_OBJECT (item), "bhui-args", g_strdup (args), g_free);
  g_signal_connect (item, "clicked", G_CALLBACK (clicked_cb), self);
  return item;
}

static GtkWidget *
make_button (BhuiActionBar          *self,
             const MusterActionInfo *info)
{
  GtkWidget *button;

  if (g_str_equal (info->id, "pass"))
    {
      /* 5.2's free pass and 6.12's spent action are two different things. */
      GtkWidget *popover = gtk_popover_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      gtk_box_append (GTK_BOX (box), pass_menu_item (self, _("Pass: the other side must act (5.2)"), ""));
      gtk_box_append (GTK_BOX (box), pass_menu_item (self, _("Pass and spend an action (6.12)"), "spend"));
      gtk_popover_set_child (GTK_POPOVER (popover), box);
      button = gtk_menu_button_new ();
      gtk_menu_button_set_label (GTK_MENU_BUTTON (button), info->label);
      muster_a11y_set_label (button, info->label);
      gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
    }
  else
    {
      button = gtk_button_new_with_label (info->label ? info->label : info->id);
      g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), self);
    }
  g_object_set_data_full (G_OBJECT (button), "bhui-action", g_strdup (info->id), g_free);
  if (g_str_equal (info->id, "end-turn") || g_str_equal (info->id, "draw-card"))
    gtk_widget_add_css_class (button, "suggested-action");
  return button;
}

static void
set_listing (GtkWidget              *button,
             const MusterActionInfo *info)
{
  g_autofree char *tip = NULL;

  gtk_widget_set_sensitive (button, info->legal);
  if (info->legal)
    tip = info->section ? g_strdup_printf ("%s (%s)", info->summary ? info->summary : "", info->section)
                        : g_strdup (info->summary);
  else
    {
      g_autofree char *section = bhui_leading_section (info->reason);

      /* Refusals start with their section already; others get it added. */
      tip = section || info->section == NULL
            ? g_strdup_printf (_("Not now: %s"), info->reason ? info->reason : "")
            : g_strdup_printf (_("Not now: %s (%s)"), info->reason ? info->reason : "", info->section);
    }
  gtk_widget_set_tooltip_text (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
}

void
bhui_action_bar_update (BhuiActionBar *self,
                        MusterSession *session)
{
  MusterState *state = muster_session_get_state (session);
  g_autoptr(GPtrArray) list = muster_state_list_actions (state);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_auto(GStrv) shown = NULL;
  const char *acting = NULL;
  g_autoptr(GPtrArray) order = g_ptr_array_new ();

  g_return_if_fail (BHUI_IS_ACTION_BAR (self));

  if (BH_IS_STATE (state))
    {
      BhViewTracks t;

      bh_view_tracks (BH_STATE (state), &t);
      acting = t.acting;
      if (t.over)
        gtk_label_set_text (GTK_LABEL (self->side_label), _("Game over"));
      else if (acting != NULL && g_str_equal (t.phase, "actions"))
        {
          int s = g_str_equal (acting, "british") ? 0 : 1;
          g_autofree char *actions = g_strdup_printf (ngettext ("%d action", "%d actions", t.actions[s]), t.actions[s]);
          /* Translators: side, “3 actions”, reserve actions. */
          g_autofree char *text = g_strdup_printf (_("%s: %s, %d in reserve"), bhui_side_name (acting), actions,
                                                   t.reserve[s]);

          gtk_label_set_text (GTK_LABEL (self->side_label), text);
        }
      else
        gtk_label_set_text (GTK_LABEL (self->side_label), acting ? bhui_side_name (acting) : _("Both sides"));
      gtk_widget_remove_css_class (self->side_label, "bhui-british");
      gtk_widget_remove_css_class (self->side_label, "bhui-patriot");
      if (acting != NULL)
        gtk_widget_add_css_class (self->side_label, g_str_equal (acting, "british") ? "bhui-british" : "bhui-patriot");
    }

  /* Anything else the acting side may do now (set-up steps, solitaire
   * choices) first, then the turn's actions in their fixed order. */
  for (guint i = 0; i < list->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (list, i);

      /* Answers show in the decision bar, corrections in their dialog. */
      if (info->legal && !g_strv_contains (core_actions, info->id) && info->kind != MUSTER_ACTION_ANSWER &&
          info->kind != MUSTER_ACTION_CORRECTION)
        g_ptr_array_add (order, info);
    }
  for (guint k = 0; core_actions[k]; k++)
    for (guint i = 0; i < list->len; i++)
      {
        MusterActionInfo *info = g_ptr_array_index (list, i);

        /* Drawing the card and ending the turn are steps of the turn, not
         * actions: they show only when they are due. */
        if (g_str_equal (info->id, core_actions[k]) && (info->side == NULL || g_strcmp0 (info->side, acting) == 0) &&
            (info->legal || !(g_str_equal (info->id, "draw-card") || g_str_equal (info->id, "end-turn"))))
          g_ptr_array_add (order, info);
      }
  for (guint i = 0; i < order->len; i++)
    g_strv_builder_add (ids, ((MusterActionInfo *) g_ptr_array_index (order, i))->id);
  shown = g_strv_builder_end (ids);

  if (self->shown == NULL || !g_strv_equal ((const char * const *) shown, (const char * const *) self->shown))
    {
      GtkWidget *child;

      while ((child = gtk_widget_get_first_child (self->box)) != NULL)
        gtk_box_remove (GTK_BOX (self->box), child);
      g_hash_table_remove_all (self->buttons);
      for (guint i = 0; i < order->len; i++)
        {
          MusterActionInfo *info = g_ptr_array_index (order, i);
          GtkWidget *button = make_button (self, info);

          gtk_box_append (GTK_BOX (self->box), button);
          g_hash_table_insert (self->buttons, g_strdup (info->id), button);
        }
      g_strfreev (self->shown);
      self->shown = g_steal_pointer (&shown);
    }
  for (guint i = 0; i < order->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (order, i);

      set_listing (g_hash_table_lookup (self->buttons, info->id), info);
    }
}

GtkWidget *
bhui_action_bar_get_button (BhuiActionBar *self,
                            const char    *id)
{
  g_return_val_if_fail (BHUI_IS_ACTION_BAR (self), NULL);
  return g_hash_table_lookup (self->buttons, id);
}

static void
bhui_action_bar_dispose (GObject *object)
{
  BhuiActionBar *self = BHUI_ACTION_BAR (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bhui_action_bar_parent_class)->dispose (object);
}

static void
bhui_action_bar_finalize (GObject *object)
{
  BhuiActionBar *self = BHUI_ACTION_BAR (object);

  g_hash_table_unref (self->buttons);
  g_strfreev (self->shown);
  G_OBJECT_CLASS (bhui_action_bar_parent_class)->finalize (object);
}

static void
bhui_action_bar_class_init (BhuiActionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bhui_action_bar_dispose;
  object_class->finalize = bhui_action_bar_finalize;

  /* An action was chosen: its id and, for the two kinds of pass, the
   * arguments (NULL otherwise). */
  signals[SIGNAL_CHOSEN] =
    g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRV);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bhuiactionbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TOOLBAR);
}

static void
bhui_action_bar_init (BhuiActionBar *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  self->buttons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 6);

  self->side_label = gtk_label_new (NULL);
  gtk_widget_set_valign (self->side_label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->side_label, "bhui-side");
  gtk_widget_set_parent (self->side_label, GTK_WIDGET (self));

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->box);
  gtk_widget_set_hexpand (scroller, TRUE);
  gtk_widget_set_parent (scroller, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Actions"), -1);
}

GtkWidget *
bhui_action_bar_new (void)
{
  return g_object_new (BHUI_TYPE_ACTION_BAR, NULL);
}
