/* muster-ledger-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-ledger-view.h"

struct _MusterLedgerView
{
  GtkWidget       parent_instance;

  MusterCampaign *campaign;
  MusterSession  *session;
  guint           refresh_id;
  /* Kept between refreshes, so an action costs what its dice cost, not
   * what the log holds: the session's ledger over its first @counted
   * entries (the last of them @last), and the other sessions' ledger. */
  MusterLedger   *counted_ledger;
  guint           counted;
  MusterEntry    *last;
  MusterLedger   *others;

  /* Template widgets */
  GtkStack       *stack;
  GtkGrid        *session_grid;
  GtkWidget      *campaign_group;
  GtkGrid        *campaign_grid;
};

G_DEFINE_FINAL_TYPE (MusterLedgerView, muster_ledger_view, GTK_TYPE_WIDGET)

static GtkWidget *
cell (const char *text,
      const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "numeric");
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

/* How the luck looks in words, from how far the hits lie from expected. */
static const char *
verdict (double z)
{
  if (z >= 2)
    return _("very lucky");
  if (z >= 1)
    return _("lucky");
  if (z <= -2)
    return _("very unlucky");
  if (z <= -1)
    return _("unlucky");
  return _("as expected");
}

static void
fill_grid (MusterLedgerView *self,
           GtkGrid          *grid,
           MusterLedger     *ledger)
{
  MusterSystem *system = muster_session_get_system (self->session);
  const char *headers[] = { N_("Side"), N_("Dice"), N_("Total (expected)"), N_("Hits (expected)"), N_("Luck") };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);

  for (guint c = 0; c < G_N_ELEMENTS (headers); c++)
    gtk_grid_attach (grid, cell (_(headers[c]), "heading"), (int) c, 0, 1, 1);

  for (guint i = 0; i < muster_ledger_get_n_rows (ledger); i++)
    {
      const MusterLedgerRow *row = muster_ledger_get_row (ledger, i);
      const char *side = row->side ? muster_system_get_side_name (system, row->side) : _("Nobody in particular");
      g_autofree char *dice = g_strdup_printf ("%u", row->n_dice);
      g_autofree char *total = g_strdup_printf ("%" G_GINT64_FORMAT " (%.1f)", row->total, row->expected_total);
      g_autofree char *hits = NULL;
      g_autofree char *luck = NULL;

      if (row->n_hit_dice > 0)
        {
          double z = muster_ledger_row_hits_z (row);

          hits = g_strdup_printf ("%u (%.1f)", row->hits, row->expected_hits);
          /* Translators: a verdict on luck, then how many standard deviations from expected. */
          luck = g_strdup_printf (_("%s (%+.1f σ)"), verdict (z), z);
        }
      else
        {
          double spread = row->expected_total > 0 ? (row->total - row->expected_total) / row->expected_total : 0;

          hits = g_strdup ("—");
          /* Translators: how far the total of the dice lies from the expected total. */
          luck = g_strdup_printf (_("%+.0f%% on the total"), spread * 100);
        }
      gtk_grid_attach (grid, cell (side ? side : "", NULL), 0, (int) i + 1, 1, 1);
      gtk_grid_attach (grid, cell (dice, NULL), 1, (int) i + 1, 1, 1);
      gtk_grid_attach (grid, cell (total, NULL), 2, (int) i + 1, 1, 1);
      gtk_grid_attach (grid, cell (hits, NULL), 3, (int) i + 1, 1, 1);
      gtk_grid_attach (grid, cell (luck, NULL), 4, (int) i + 1, 1, 1);
    }
}

static void
forget (MusterLedgerView *self)
{
  g_clear_pointer (&self->counted_ledger, muster_ledger_free);
  g_clear_pointer (&self->others, muster_ledger_free);
  g_clear_object (&self->last);
  self->counted = 0;
}

/* The session's ledger now: the entries since the last count added to
 * it, or counted again from the start when the log went back or changed. */
static MusterLedger *
session_ledger (MusterLedgerView *self)
{
  guint cursor = muster_session_get_cursor (self->session);

  if (self->counted_ledger == NULL || cursor < self->counted ||
      (self->counted > 0 && muster_session_get_entry (self->session, self->counted - 1) != self->last))
    {
      g_clear_pointer (&self->counted_ledger, muster_ledger_free);
      self->counted_ledger = muster_ledger_new ();
      self->counted = 0;
    }
  for (; self->counted < cursor; self->counted++)
    muster_ledger_add_outcomes (self->counted_ledger,
                                muster_entry_get_outcomes (muster_session_get_entry (self->session, self->counted)));
  g_set_object (&self->last, (cursor > 0 ? muster_session_get_entry (self->session, cursor - 1) : NULL));
  return self->counted_ledger;
}

static gboolean
refresh_cb (gpointer data)
{
  MusterLedgerView *self = data;
  g_autoptr(MusterLedger) campaign_ledger = NULL;
  MusterLedger *ledger;

  self->refresh_id = 0;
  if (self->session == NULL)
    return G_SOURCE_REMOVE;

  ledger = session_ledger (self);
  fill_grid (self, self->session_grid, ledger);
  if (self->campaign != NULL && muster_campaign_get_n_sessions (self->campaign) > 1)
    {
      /* The other sessions do not change while this page is shown. */
      if (self->others == NULL)
        {
          self->others = muster_ledger_new ();
          for (guint i = 0; i < muster_campaign_get_n_sessions (self->campaign); i++)
            {
              MusterSession *other = muster_campaign_get_session (self->campaign, i);
              g_autoptr(MusterLedger) part = NULL;

              if (other == self->session)
                continue;
              part = muster_session_get_ledger (other);
              muster_ledger_add (self->others, part);
            }
        }
      campaign_ledger = muster_ledger_new ();
      muster_ledger_add (campaign_ledger, self->others);
      muster_ledger_add (campaign_ledger, ledger);
      fill_grid (self, self->campaign_grid, campaign_ledger);
      gtk_widget_set_visible (self->campaign_group, TRUE);
    }
  else
    gtk_widget_set_visible (self->campaign_group, FALSE);

  gtk_stack_set_visible_child_name (self->stack,
                                    muster_ledger_get_n_rows (ledger) > 0 ||
                                    (campaign_ledger && muster_ledger_get_n_rows (campaign_ledger) > 0)
                                    ? "ledger" : "empty");
  return G_SOURCE_REMOVE;
}

static void
queue_refresh (MusterLedgerView *self)
{
  /* Summing the whole log is not needed on every change while hidden. */
  if (self->refresh_id == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->refresh_id = g_idle_add (refresh_cb, self);
}

void
muster_ledger_view_set_model (MusterLedgerView *self,
                              MusterCampaign   *campaign,
                              MusterSession    *session)
{
  g_return_if_fail (MUSTER_IS_LEDGER_VIEW (self));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_set_object (&self->campaign, campaign);
  if (session != NULL)
    g_signal_connect_object (session, "changed", G_CALLBACK (queue_refresh), self, G_CONNECT_SWAPPED);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  forget (self);
  /* Counted when first shown. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    refresh_cb (self);
}

static void
muster_ledger_view_map (GtkWidget *widget)
{
  MusterLedgerView *self = MUSTER_LEDGER_VIEW (widget);

  GTK_WIDGET_CLASS (muster_ledger_view_parent_class)->map (widget);
  /* Other sessions may have rolled while this page was hidden. */
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_pointer (&self->others, muster_ledger_free);
  refresh_cb (self);
}

static void
muster_ledger_view_dispose (GObject *object)
{
  GtkWidget *child;
  MusterLedgerView *self = MUSTER_LEDGER_VIEW (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  forget (self);
  g_clear_object (&self->session);
  g_clear_object (&self->campaign);
  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_LEDGER_VIEW);
  /* Template children without an id are not cleared by the call above. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (muster_ledger_view_parent_class)->dispose (object);
}

static void
muster_ledger_view_class_init (MusterLedgerViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_ledger_view_dispose;
  widget_class->map = muster_ledger_view_map;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-ledger-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterLedgerView, stack);
  gtk_widget_class_bind_template_child (widget_class, MusterLedgerView, session_grid);
  gtk_widget_class_bind_template_child (widget_class, MusterLedgerView, campaign_group);
  gtk_widget_class_bind_template_child (widget_class, MusterLedgerView, campaign_grid);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
muster_ledger_view_init (MusterLedgerView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
