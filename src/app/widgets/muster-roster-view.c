/* muster-roster-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-perform.h"
#include "widgets/muster-catch-up.h"
#include "muster-text-print.h"
#include "widgets/muster-roster-view.h"
#include "widgets/muster-sheet-view.h"

struct _MusterRosterView
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GSignalGroup  *session_signals;
  char          *revealed;      /* the seat whose secrets show, or NULL */
  MusterCatchUp  catch_up;      /* follows the game while on screen */

  /* Template widgets */
  GtkWidget     *box;
  GtkLabel      *secret_label;
  GtkMenuButton *reveal_button;
  GtkWidget     *hide_button;
  GtkBox        *groups;
};

enum
{
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterRosterView, muster_roster_view, GTK_TYPE_WIDGET)

static GPtrArray *
sheets_for (MusterSession *session,
            const char    *seat_id)
{
  const MusterSeat *seat = seat_id ? muster_session_find_seat (session, seat_id) : NULL;

  return muster_state_get_sheets (muster_session_get_state (session), seat);
}

gboolean
muster_session_has_sheets (MusterSession *session)
{
  GPtrArray *seats;
  g_autoptr(GPtrArray) table = NULL;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), FALSE);

  table = sheets_for (session, NULL);
  if (table->len > 0)
    return TRUE;
  seats = muster_session_get_seats (session);
  for (guint i = 0; seats && i < seats->len; i++)
    {
      const MusterSeat *seat = g_ptr_array_index (seats, i);
      g_autoptr(GPtrArray) own = sheets_for (session, seat->id);

      if (own->len > 0)
        return TRUE;
    }
  return FALSE;
}

/* A seat's secrets may be revealed when it has any. */
static void
update_reveal_menu (MusterRosterView *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  GPtrArray *seats = self->session ? muster_session_get_seats (self->session) : NULL;
  g_autoptr(GPtrArray) table = self->session ? sheets_for (self->session, NULL) : NULL;

  for (guint i = 0; seats && i < seats->len; i++)
    {
      const MusterSeat *seat = g_ptr_array_index (seats, i);
      g_autoptr(GPtrArray) own = sheets_for (self->session, seat->id);
      g_autoptr(GMenuItem) item = NULL;
      g_autofree char *label = NULL;

      if (own->len <= table->len)
        continue;
      /* Translators: a menu item; %s is a seat, “Only Ann”. */
      label = g_strdup_printf (_("What Only %s Sees"), seat->name);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "roster.reveal", g_variant_new_string (seat->id));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (self->reveal_button, G_MENU_MODEL (menu));
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_button),
                          self->revealed == NULL && g_menu_model_get_n_items (G_MENU_MODEL (menu)) > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->secret_label), g_menu_model_get_n_items (G_MENU_MODEL (menu)) > 0);
  gtk_widget_set_visible (self->hide_button, self->revealed != NULL);
}

static GtkWidget *
group_new (const char *heading,
           GtkWidget **flow)
{
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (heading);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-4");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  *flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (*flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (*flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (*flow), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (*flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (*flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (*flow), 12);
  gtk_box_append (GTK_BOX (group), label);
  gtk_box_append (GTK_BOX (group), *flow);
  return group;
}

static void
refresh (MusterRosterView *self)
{
  g_autoptr(GHashTable) flows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) sheets = NULL;
  GtkWidget *child;

  muster_catch_up_done (&self->catch_up);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups))) != NULL)
    gtk_box_remove (self->groups, child);
  update_reveal_menu (self);
  if (self->session == NULL)
    return;

  sheets = sheets_for (self->session, self->revealed);
  for (guint i = 0; i < sheets->len; i++)
    {
      const MusterSheet *sheet = g_ptr_array_index (sheets, i);
      const char *key = sheet->owner ? sheet->owner : "";
      GtkWidget *flow = g_hash_table_lookup (flows, key);

      if (flow == NULL)
        {
          g_autofree char *heading = NULL;

          if (sheet->owner == NULL)
            heading = g_strdup (_("The Table"));
          else if (g_strcmp0 (sheet->owner, self->revealed) == 0)
            /* Translators: the heading over a seat's sheets while its secrets show. */
            heading = g_strdup_printf (_("%s, Secrets Shown"), muster_session_get_owner_name (self->session, sheet->owner));
          else
            heading = g_strdup (muster_session_get_owner_name (self->session, sheet->owner));
          gtk_box_append (self->groups, group_new (heading, &flow));
          g_hash_table_insert (flows, g_strdup (key), flow);
        }
      gtk_flow_box_append (GTK_FLOW_BOX (flow), muster_sheet_view_new (sheet));
    }
}

void
muster_roster_view_reveal (MusterRosterView *self,
                           const char       *seat_id)
{
  g_return_if_fail (MUSTER_IS_ROSTER_VIEW (self));

  if (g_strcmp0 (self->revealed, seat_id) == 0)
    return;
  g_free (self->revealed);
  self->revealed = g_strdup (seat_id);
  refresh (self);
  if (seat_id != NULL && self->session != NULL)
    {
      /* Translators: said while a seat's secret sheets show. */
      g_autofree char *text = g_strdup_printf (_("Showing what only %s may see. Hide it when they are done."),
                                               muster_session_get_owner_name (self->session, seat_id));

      gtk_label_set_text (self->secret_label, text);
    }
  else
    gtk_label_set_text (self->secret_label, _("Secret sheets stay hidden until their owner asks."));
}

static void
reveal_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  muster_roster_view_reveal (MUSTER_ROSTER_VIEW (widget), g_variant_get_string (param, NULL));
}

/* What the page shows now, as text: the table's sheets, and the revealed
 * seat's while they show. */
static char *
shown_text (MusterRosterView *self)
{
  const MusterSeat *seat = self->revealed ? muster_session_find_seat (self->session, self->revealed) : NULL;

  return muster_session_sheets_to_text (self->session, seat);
}

static void
copy_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MusterRosterView *self = MUSTER_ROSTER_VIEW (widget);
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  text = shown_text (self);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  muster_show_toast (widget, _("The sheets are copied as text"));
}

static void
print_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  MusterRosterView *self = MUSTER_ROSTER_VIEW (widget);
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  text = shown_text (self);
  muster_text_print (GTK_WINDOW (gtk_widget_get_root (widget)), muster_session_get_title (self->session), text);
}

static void
hide_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  muster_roster_view_reveal (MUSTER_ROSTER_VIEW (widget), NULL);
}

void
muster_roster_view_set_session (MusterRosterView *self,
                                MusterSession    *session)
{
  g_return_if_fail (MUSTER_IS_ROSTER_VIEW (self));
  g_return_if_fail (session == NULL || MUSTER_IS_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  g_clear_pointer (&self->revealed, g_free);
  g_signal_group_set_target (self->session_signals, session);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

MusterSession *
muster_roster_view_get_session (MusterRosterView *self)
{
  g_return_val_if_fail (MUSTER_IS_ROSTER_VIEW (self), NULL);

  return self->session;
}

static void
catch_up_cb (GtkWidget *widget)
{
  refresh (MUSTER_ROSTER_VIEW (widget));
}

/* The page follows the game while it is looked at; out of sight, once it
 * is shown again. */
static void
session_changed_cb (MusterRosterView *self)
{
  muster_catch_up_changed (&self->catch_up, FALSE);
}

static void
muster_roster_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (muster_roster_view_parent_class)->map (widget);
  muster_catch_up_mapped (&MUSTER_ROSTER_VIEW (widget)->catch_up);
}

/* Secrets never stay on show once the page is left. */
static void
muster_roster_view_unmap (GtkWidget *widget)
{
  muster_roster_view_reveal (MUSTER_ROSTER_VIEW (widget), NULL);
  GTK_WIDGET_CLASS (muster_roster_view_parent_class)->unmap (widget);
}

static void
muster_roster_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  MusterRosterView *self = MUSTER_ROSTER_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_roster_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  MusterRosterView *self = MUSTER_ROSTER_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      muster_roster_view_set_session (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_roster_view_dispose (GObject *object)
{
  MusterRosterView *self = MUSTER_ROSTER_VIEW (object);

  muster_catch_up_clear (&self->catch_up);
  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_ROSTER_VIEW);
  G_OBJECT_CLASS (muster_roster_view_parent_class)->dispose (object);
}

static void
muster_roster_view_finalize (GObject *object)
{
  MusterRosterView *self = MUSTER_ROSTER_VIEW (object);

  g_free (self->revealed);
  G_OBJECT_CLASS (muster_roster_view_parent_class)->finalize (object);
}

static void
muster_roster_view_class_init (MusterRosterViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_roster_view_get_property;
  object_class->set_property = muster_roster_view_set_property;
  object_class->dispose = muster_roster_view_dispose;
  object_class->finalize = muster_roster_view_finalize;
  widget_class->unmap = muster_roster_view_unmap;
  widget_class->map = muster_roster_view_map;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, MUSTER_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-roster-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterRosterView, box);
  gtk_widget_class_bind_template_child (widget_class, MusterRosterView, secret_label);
  gtk_widget_class_bind_template_child (widget_class, MusterRosterView, reveal_button);
  gtk_widget_class_bind_template_child (widget_class, MusterRosterView, hide_button);
  gtk_widget_class_bind_template_child (widget_class, MusterRosterView, groups);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "musterroster");

  gtk_widget_class_install_action (widget_class, "roster.reveal", "s", reveal_action);
  gtk_widget_class_install_action (widget_class, "roster.hide", NULL, hide_action);
  gtk_widget_class_install_action (widget_class, "roster.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "roster.print", NULL, print_action);
}

static void
muster_roster_view_init (MusterRosterView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_catch_up_init (&self->catch_up, GTK_WIDGET (self), catch_up_cb);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->hide_button), "roster.hide");
  self->session_signals = g_signal_group_new (MUSTER_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "changed", G_CALLBACK (session_changed_cb), self);
}

GtkWidget *
muster_roster_view_new (void)
{
  return g_object_new (MUSTER_TYPE_ROSTER_VIEW, NULL);
}
