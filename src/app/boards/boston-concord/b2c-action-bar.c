/* b2c-action-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-action-bar.h"
#include "b2c-board.h"
#include "muster-rule-link.h"

/* The turn procedure and the 15 actions of 6.0: always listed for the side
 * to act. Answers to a pending decision are listed only while they are
 * allowed; corrections have their own window. */
static const char * const regular[] = {
  "draw-card", "use-reserve", "end-turn", "attack", "assault", "charge", "scout", "march",
  "forced-march", "land", "move-sol", "assemble", "ambush", "snipe", "rally", "search",
  "escape-capture", "hinder", "call-to-arms", "plan", "gather-intelligence", "pass", NULL,
};
static const char * const corrections[] = { "set-card", "correct-border", "set-vp", NULL };

struct _B2cActionBar
{
  GtkWidget   parent_instance;

  GtkWidget  *list;
  GHashTable *rows;    /* action id -> GtkListBoxRow (borrowed) */
  GHashTable *ready;   /* action ids allowed now */
  char       *key;     /* what the list was last built for */
};

G_DEFINE_FINAL_TYPE (B2cActionBar, b2c_action_bar, GTK_TYPE_WIDGET)

enum { ARMED, ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
do_clicked_cb (GtkButton    *button,
               B2cActionBar *self)
{
  g_signal_emit (self, signals[ACTIVATED], 0, g_object_get_data (G_OBJECT (button), "b2c-action"));
}

static void
row_activated_cb (GtkListBox    *list,
                  GtkListBoxRow *row,
                  B2cActionBar  *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "b2c-action");

  if (id != NULL && g_hash_table_contains (self->ready, id))
    g_signal_emit (self, signals[ARMED], 0, id);
}

static const char *
button_label (const MusterActionInfo *info)
{
  if (g_str_equal (info->id, "attack") || g_str_equal (info->id, "assault"))
    return _("Odds…");
  if (g_str_equal (info->id, "end-turn"))
    return _("End Turn…");
  if (info->params->len > 0)
    return _("Choose…");
  return _("Do It");
}

static GtkWidget *
wrapped (const char *text,
         const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

/* A row: the action's name and rule section, then the summary (or why it
 * is closed now), then its button when it is open. */
static GtkWidget *
make_row (B2cActionBar           *self,
          const MusterActionInfo *info,
          gboolean                armed)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = wrapped (info->label, "heading");
  GtkWidget *subtitle = wrapped (info->legal ? info->summary : info->reason, "caption");
  g_autofree char *tooltip = NULL;

  g_object_set_data_full (G_OBJECT (row), "b2c-action", g_strdup (info->id), g_free);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_add_css_class (subtitle, "dim-label");
  if (armed)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("find-location-symbolic");

      gtk_widget_set_tooltip_text (icon, _("Shown on the map"));
      gtk_box_append (GTK_BOX (top), icon);
      gtk_widget_add_css_class (row, "b2c-armed");
    }
  gtk_box_append (GTK_BOX (top), title);
  if (info->uncertain)
    {
      GtkWidget *warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_set_tooltip_text (warning, _("Allowed only past a check that rests on reconstructed data; Muster asks first"));
      gtk_box_append (GTK_BOX (top), warning);
    }
  if (info->section != NULL)
    gtk_box_append (GTK_BOX (top), muster_rule_button_new (info->section));
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), subtitle);

  if (info->legal)
    tooltip = g_strdup_printf (_("%s (rule %s)"), info->summary, info->section ? info->section : "—");
  else
    /* Translators: the tooltip of an action not allowed now: the reason,
     * which starts with its rule section. */
    tooltip = g_strdup_printf (_("Not now: %s"), info->reason ? info->reason : "");
  gtk_widget_set_tooltip_text (row, tooltip);

  if (info->legal)
    {
      GtkWidget *button = gtk_button_new_with_label (button_label (info));

      gtk_widget_set_halign (button, GTK_ALIGN_END);
      g_object_set_data_full (G_OBJECT (button), "b2c-action", g_strdup (info->id), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (do_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), info->params->len > 0);
      g_hash_table_add (self->ready, g_strdup (info->id));
    }
  else
    {
      gtk_widget_add_css_class (row, "b2c-unavailable");
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
    }
  {
    g_autofree char *name = g_strdup_printf ("%s: %s", info->label, info->legal ? info->summary : info->reason);

    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

void
b2c_action_bar_set_state (B2cActionBar *self,
                          B2cState     *state,
                          const char   *armed)
{
  g_autoptr(GPtrArray) infos = NULL;
  const char *acting;
  GString *key;
  GtkWidget *child;

  g_return_if_fail (B2C_IS_ACTION_BAR (self));

  infos = muster_state_list_actions (MUSTER_STATE (state));
  acting = muster_state_get_acting_side (MUSTER_STATE (state));

  /* Rebuilding rows under the pointer is only worth it on a real change. */
  key = g_string_new (armed ? armed : "");
  for (guint i = 0; i < infos->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (infos, i);

      g_string_append_printf (key, "|%s%d%d%s%s", info->id, info->legal, info->uncertain,
                              info->side ? info->side : "", info->legal ? "" : info->reason);
    }
  g_string_append (key, acting ? acting : "");
  if (g_strcmp0 (key->str, self->key) == 0)
    {
      g_string_free (key, TRUE);
      return;
    }
  g_free (self->key);
  self->key = g_string_free (key, FALSE);

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  g_hash_table_remove_all (self->rows);
  g_hash_table_remove_all (self->ready);

  /* Open actions first, then the closed ones, each in the rules' order. */
  for (guint pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < infos->len; i++)
        {
          MusterActionInfo *info = g_ptr_array_index (infos, i);
          gboolean listed;
          GtkWidget *row;

          if (g_strv_contains (corrections, info->id) || info->legal != (pass == 0))
            continue;
          if (g_strv_contains (regular, info->id))
            listed = acting == NULL || info->side == NULL || g_str_equal (info->side, acting);
          else
            listed = info->legal;
          if (!listed)
            continue;
          row = make_row (self, info, g_strcmp0 (armed, info->id) == 0);
          gtk_list_box_append (GTK_LIST_BOX (self->list), row);
          g_hash_table_insert (self->rows, g_strdup (info->id), row);
        }
    }
}

GtkWidget *
b2c_action_bar_get_row (B2cActionBar *self,
                        const char   *action)
{
  g_return_val_if_fail (B2C_IS_ACTION_BAR (self), NULL);
  return g_hash_table_lookup (self->rows, action);
}

gboolean
b2c_action_bar_is_ready (B2cActionBar *self,
                         const char   *action)
{
  g_return_val_if_fail (B2C_IS_ACTION_BAR (self), FALSE);
  return g_hash_table_contains (self->ready, action);
}

static void
b2c_action_bar_dispose (GObject *object)
{
  B2cActionBar *self = B2C_ACTION_BAR (object);

  g_clear_pointer (&self->list, gtk_widget_unparent);

  G_OBJECT_CLASS (b2c_action_bar_parent_class)->dispose (object);
}

static void
b2c_action_bar_finalize (GObject *object)
{
  B2cActionBar *self = B2C_ACTION_BAR (object);

  g_hash_table_unref (self->rows);
  g_hash_table_unref (self->ready);
  g_free (self->key);

  G_OBJECT_CLASS (b2c_action_bar_parent_class)->finalize (object);
}

static void
b2c_action_bar_class_init (B2cActionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_action_bar_dispose;
  object_class->finalize = b2c_action_bar_finalize;

  /* A row was chosen: (action id). */
  signals[ARMED] = g_signal_new ("armed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* A row's button was pressed: (action id). */
  signals[ACTIVATED] = g_signal_new ("activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
b2c_action_bar_init (B2cActionBar *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->ready = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_widget_set_parent (self->list, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Actions of the side to act"), -1);
}

GtkWidget *
b2c_action_bar_new (void)
{
  return g_object_new (B2C_TYPE_ACTION_BAR, NULL);
}
