/* empui-purchase-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-perform.h"
#include "empires-revolution/emp-view.h"
#include "empui-purchase-view.h"

struct _EmpuiPurchaseView
{
  GtkWidget      parent_instance;

  MusterSession *session;
  GtkWidget     *box;
  GtkWidget     *summary;
  GtkWidget     *list;
  GtkWidget     *buy;
  GPtrArray     *rows;     /* GtkSpinButton*, one per purchase */
  GHashTable    *plan;     /* "what@place" -> count */
  GPtrArray     *queue;    /* GStrv build arguments still to perform */
};

G_DEFINE_FINAL_TYPE (EmpuiPurchaseView, empui_purchase_view, GTK_TYPE_WIDGET)

static EmpState *
get_state (EmpuiPurchaseView *self)
{
  MusterState *state = self->session ? muster_session_get_state (self->session) : NULL;

  return state && EMP_IS_STATE (state) ? EMP_STATE (state) : NULL;
}

static char *
key_of (GtkWidget *spin)
{
  return g_strdup_printf ("%s@%s", (char *) g_object_get_data (G_OBJECT (spin), "what"),
                          (char *) g_object_get_data (G_OBJECT (spin), "place"));
}

/* The build actions of the plan, a line each. */
static GPtrArray *
plan_orders (EmpuiPurchaseView *self,
             GPtrArray         *spins)
{
  GPtrArray *orders = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *spin = g_ptr_array_index (self->rows, i);
      int count = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
      char **args;

      if (count == 0)
        continue;
      args = g_new0 (char *, 4);
      args[0] = g_strdup (g_object_get_data (G_OBJECT (spin), "what"));
      args[1] = g_strdup_printf ("%d", count);
      args[2] = g_strdup (g_object_get_data (G_OBJECT (spin), "place"));
      g_ptr_array_add (orders, args);
      if (spins != NULL)
        g_ptr_array_add (spins, spin);
    }
  return orders;
}

/* The plan's total against what the power has, and the rules' word on
 * the whole plan (Canada's limits count every line). */
static void
update_summary (EmpuiPurchaseView *self)
{
  EmpState *state = get_state (self);
  int have = state ? emp_view_production (state) : 0;
  int total = 0;
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  g_autoptr(GPtrArray) orders = plan_orders (self, spins);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean fits;
  guint refused = 0;

  for (guint i = 0; i < spins->len; i++)
    {
      GtkWidget *spin = g_ptr_array_index (spins, i);

      total += gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)) *
               GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "each"));
    }
  fits = total <= have;
  if (!fits)
    /* Translators: planned cost, what the power has, how much short. */
    text = g_strdup_printf (_("Planned %d of %d: %d short."), total, have, total - have);
  else if (state != NULL && !muster_state_check_plan (MUSTER_STATE (state), "build", orders, &refused, &error))
    {
      fits = FALSE;
      /* Translators: planned cost, what the power has, the line the rules
       * refuse (“Infantry in Montreal”) and why. */
      text = g_strdup_printf (_("Planned %d of %d, but not %s: %s."), total, have,
                              (char *) g_object_get_data (G_OBJECT (g_ptr_array_index (spins, refused)), "label"),
                              error->message);
    }
  else
    /* Translators: planned cost, what the power has, what is left. */
    text = g_strdup_printf (_("Planned %d of %d: %d left to carry over."), total, have, have - total);
  gtk_label_set_label (GTK_LABEL (self->summary), text);
  if (!fits)
    gtk_widget_add_css_class (self->summary, "error");
  else
    gtk_widget_remove_css_class (self->summary, "error");
  gtk_widget_set_sensitive (self->buy, orders->len > 0 && fits && self->queue->len == 0);
}

static void
spin_changed_cb (GtkSpinButton     *spin,
                 EmpuiPurchaseView *self)
{
  char *key = key_of (GTK_WIDGET (spin));
  int count = gtk_spin_button_get_value_as_int (spin);

  if (count > 0)
    g_hash_table_insert (self->plan, key, GINT_TO_POINTER (count));
  else
    {
      g_hash_table_remove (self->plan, key);
      g_free (key);
    }
  update_summary (self);
}

void
empui_purchase_view_update (EmpuiPurchaseView *self)
{
  EmpState *state = get_state (self);
  g_autoptr(GPtrArray) purchases = NULL;

  g_return_if_fail (EMPUI_IS_PURCHASE_VIEW (self));

  for (GtkWidget *child = gtk_widget_get_first_child (self->list); child != NULL;
       child = gtk_widget_get_first_child (self->list))
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  g_ptr_array_set_size (self->rows, 0);
  purchases = state ? emp_view_purchases (state) : g_ptr_array_new ();
  gtk_widget_set_visible (self->list, purchases->len > 0);
  gtk_widget_set_visible (self->buy, purchases->len > 0);
  for (guint i = 0; i < purchases->len; i++)
    {
      EmpViewPurchase *p = g_ptr_array_index (purchases, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (p->most, 0), 1);
      g_autofree char *subtitle = p->note ? g_strdup_printf (_("%d each, %s"), p->each, p->note)
                                          : g_strdup_printf (_("%d each"), p->each);
      g_autofree char *key = g_strdup_printf ("%s@%s", p->what, p->place);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), p->label);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (spin), "what", g_strdup (p->what), g_free);
      g_object_set_data_full (G_OBJECT (spin), "place", g_strdup (p->place), g_free);
      g_object_set_data (G_OBJECT (spin), "each", GINT_TO_POINTER (p->each));
      g_object_set_data_full (G_OBJECT (spin), "label", g_strdup (p->label), g_free);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), GPOINTER_TO_INT (g_hash_table_lookup (self->plan, key)));
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, p->label, -1);
      g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      gtk_list_box_append (GTK_LIST_BOX (self->list), row);
      g_ptr_array_add (self->rows, spin);
    }
  if (purchases->len == 0)
    gtk_label_set_label (GTK_LABEL (self->summary),
                         _("Units are bought in phase 3, once the power has collected: the plan opens then."));
  else
    update_summary (self);
}

/* Buy: each planned line a build action, one after another; a refusal
 * (Canada's limit, say) stops there and says why. */
static void perform_next (EmpuiPurchaseView *self);

static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      data)
{
  g_autoptr(EmpuiPurchaseView) self = data;

  if (entry == NULL)
    {
      if (error != NULL)
        muster_show_toast (GTK_WIDGET (self), error->message);
      g_ptr_array_set_size (self->queue, 0);
      update_summary (self);
      return;
    }
  perform_next (self);
}

static void
perform_next (EmpuiPurchaseView *self)
{
  g_auto(GStrv) args = NULL;

  if (self->queue->len == 0)
    {
      g_hash_table_remove_all (self->plan);
      empui_purchase_view_update (self);
      return;
    }
  args = g_ptr_array_steal_index (self->queue, 0);
  muster_perform (GTK_WIDGET (self), self->session, "build", (const char * const *) args, performed_cb,
                  g_object_ref (self));
}

static void
buy_cb (EmpuiPurchaseView *self)
{
  g_autoptr(GPtrArray) orders = plan_orders (self, NULL);

  g_ptr_array_extend_and_steal (self->queue, g_steal_pointer (&orders));
  gtk_widget_set_sensitive (self->buy, FALSE);
  perform_next (self);
}

void
empui_purchase_view_set_session (EmpuiPurchaseView *self,
                                 MusterSession     *session)
{
  g_return_if_fail (EMPUI_IS_PURCHASE_VIEW (self));
  g_set_object (&self->session, session);
  g_hash_table_remove_all (self->plan);
  empui_purchase_view_update (self);
}

void
empui_purchase_view_plan (EmpuiPurchaseView *self,
                          const char        *what,
                          const char        *place,
                          int                count)
{
  g_autofree char *key = g_strdup_printf ("%s@%s", what, place);

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *spin = g_ptr_array_index (self->rows, i);
      g_autofree char *k = key_of (spin);

      if (g_str_equal (k, key))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), count);
    }
}

const char *
empui_purchase_view_get_summary (EmpuiPurchaseView *self)
{
  return gtk_label_get_label (GTK_LABEL (self->summary));
}

GtkWidget *
empui_purchase_view_get_buy (EmpuiPurchaseView *self)
{
  return self->buy;
}

static void
empui_purchase_view_dispose (GObject *object)
{
  EmpuiPurchaseView *self = EMPUI_PURCHASE_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (empui_purchase_view_parent_class)->dispose (object);
}

static void
empui_purchase_view_finalize (GObject *object)
{
  EmpuiPurchaseView *self = EMPUI_PURCHASE_VIEW (object);

  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->queue);
  g_hash_table_unref (self->plan);
  G_OBJECT_CLASS (empui_purchase_view_parent_class)->finalize (object);
}

static void
empui_purchase_view_class_init (EmpuiPurchaseViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = empui_purchase_view_dispose;
  object_class->finalize = empui_purchase_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
empui_purchase_view_init (EmpuiPurchaseView *self)
{
  GtkWidget *title = gtk_label_new (_("Plan Purchases"));

  self->rows = g_ptr_array_new ();
  self->queue = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  self->plan = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "title-4");
  gtk_box_append (GTK_BOX (self->box), title);
  self->summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->summary), 0);
  gtk_label_set_wrap (GTK_LABEL (self->summary), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->summary), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Plan total"), -1);
  gtk_box_append (GTK_BOX (self->box), self->summary);
  self->buy = gtk_button_new_with_label (_("Buy"));
  gtk_widget_add_css_class (self->buy, "suggested-action");
  gtk_widget_add_css_class (self->buy, "pill");
  gtk_widget_set_halign (self->buy, GTK_ALIGN_START);
  g_signal_connect_swapped (self->buy, "clicked", G_CALLBACK (buy_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->buy);
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_box_append (GTK_BOX (self->box), self->list);
}

GtkWidget *
empui_purchase_view_new (void)
{
  return g_object_new (EMPUI_TYPE_PURCHASE_VIEW, NULL);
}
