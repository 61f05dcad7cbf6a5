/* b2c-odds-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "b2c-odds-window.h"
#include "boston-concord/b2c-view.h"
#include "muster-perform.h"
#include "muster-rule-link.h"
#include "widgets/muster-decision-bar.h"

struct _B2cOddsWindow
{
  AdwWindow         parent_instance;

  MusterSession    *session;
  AdwWindowTitle   *title;
  MusterDecisionBar *decision_bar;
  MusterCalculator *calculator;
};

G_DEFINE_FINAL_TYPE (B2cOddsWindow, b2c_odds_window, ADW_TYPE_WINDOW)

/* Where the combat is fought: the last region the arguments name. */
static int
combat_region (B2cState           *state,
               const char * const *args)
{
  int region = -1;

  for (guint i = 0; args && args[i]; i++)
    {
      int r = b2c_view_find_region (state, args[i]);

      if (r >= 0)
        region = r;
    }
  return region;
}

/* The defender's choice, unit by unit: each able unit of the side not
 * acting in the region fought over. */
static void
fill_defenders (B2cOddsWindow *self)
{
  B2cState *state = B2C_STATE (muster_session_get_state (self->session));
  int region = combat_region (state, muster_calculator_get_args (self->calculator));
  g_autoptr(GArray) units = NULL;
  B2cTracksView t;

  if (region < 0)
    return;
  b2c_view_tracks (state, &t);
  units = b2c_view_units_in (state, region);
  for (guint i = 0; i < units->len; i++)
    {
      B2cUnitView u;

      b2c_view_unit (state, g_array_index (units, int, i), &u);
      if (u.side == t.acting || u.inactive || u.flipped ||
          !(revroad_kind_is_military (u.kind) || u.kind == REVROAD_KIND_LEADER))
        continue;
      muster_calculator_add_choice (self->calculator, u.id, u.name);
    }
}

static void
update (B2cOddsWindow *self)
{
  MusterState *state = muster_session_get_state (self->session);

  adw_window_title_set_title (self->title, muster_calculator_get_title (self->calculator));
  muster_decision_bar_update (self->decision_bar, muster_state_get_system (state), state);
}

static void
b2c_odds_window_dispose (GObject *object)
{
  B2cOddsWindow *self = B2C_ODDS_WINDOW (object);

  g_clear_object (&self->session);
  G_OBJECT_CLASS (b2c_odds_window_parent_class)->dispose (object);
}

static void
b2c_odds_window_class_init (B2cOddsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_odds_window_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
b2c_odds_window_init (B2cOddsWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  gtk_window_set_default_size (GTK_WINDOW (self), 560, 680);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Odds"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  gtk_box_append (GTK_BOX (box), header);
  self->decision_bar = MUSTER_DECISION_BAR (muster_decision_bar_new ());
  self->calculator = MUSTER_CALCULATOR (muster_calculator_new ());
  muster_calculator_set_choices_title (self->calculator, _("The Defender’s Choice"),
                                       _("Tick each unit that retreats before combat; the others stand and fight (7.1)."));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->decision_bar));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->calculator));
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (self), box);
}

B2cOddsWindow *
b2c_odds_window_new (GtkWidget          *source,
                     MusterSession      *session,
                     const char         *action,
                     const char * const *args)
{
  B2cOddsWindow *self;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  self = g_object_new (B2C_TYPE_ODDS_WINDOW, NULL);
  self->session = g_object_ref (session);
  muster_dialog_attach (GTK_WINDOW (self), source);
  muster_perform_insert_actions (GTK_WIDGET (self), session);
  muster_calculator_set_session (self->calculator, session);
  g_signal_connect_object (self->calculator, "notify::args", G_CALLBACK (fill_defenders), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->calculator, "notify::preview", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  muster_calculator_set_action (self->calculator, action, args);
  update (self);
  return self;
}

MusterCalculator *
b2c_odds_window_get_calculator (B2cOddsWindow *self)
{
  g_return_val_if_fail (B2C_IS_ODDS_WINDOW (self), NULL);
  return self->calculator;
}
