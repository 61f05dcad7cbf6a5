/* b2c-combat-dialog.c: the combat calculator, on the engine's preview of
 * the attack (muster_state_preview), and the combat as it is fought.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "b2c-board.h"
#include "b2c-combat-dialog.h"
#include "b2c-counters.h"
#include "boards/common/muster-odds-chart.h"
#include "b2c-pending-bar.h"
#include "muster-perform.h"
#include "muster-rule-link.h"

struct _B2cCombatDialog
{
  AdwWindow      parent_instance;

  MusterSession *session;
  GArray        *regions;      /* region index per row of region_row */
  GArray        *targets;      /* region index per row of target_row */
  GArray        *attackers;    /* ticked roster indices */
  GArray        *defenders;
  GPtrArray     *unit_rows;    /* rows in the two groups */
  int            from;
  int            to;
  gboolean       building;
  gboolean       resolving;
  guint          first_entry;  /* the log entry the combat started with */
  guint          end_entry;    /* the entry after its last, once it is over */
  double         attacker_odds;

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkWidget      *resolve_button;
  B2cPendingBar  *pending_bar;
  GtkWidget      *setup_group;
  AdwComboRow    *mode_row;
  AdwComboRow    *region_row;
  AdwComboRow    *target_row;
  GtkWidget      *odds_box;
  GtkLabel       *attacker_title;
  GtkLabel       *attacker_dice;
  MusterOddsChart *attacker_chart;
  GtkLabel       *attacker_odds_label;
  GtkLabel       *defender_title;
  GtkLabel       *defender_dice;
  MusterOddsChart *defender_chart;
  GtkLabel       *defender_odds_label;
  GtkLabel       *notes_label;
  GtkWidget      *events_group;
  GtkListBox     *events_list;
  GtkWidget      *attackers_group;
  GtkWidget      *defenders_group;
};

G_DEFINE_FINAL_TYPE (B2cCombatDialog, b2c_combat_dialog, ADW_TYPE_WINDOW)

static B2cState *
current_state (B2cCombatDialog *self)
{
  return B2C_STATE (muster_session_get_state (self->session));
}

static gboolean
is_assault (B2cCombatDialog *self)
{
  return adw_combo_row_get_selected (self->mode_row) == 1;
}

static RevroadSide
attacking_side (B2cState *state)
{
  B2cTracksView t;

  b2c_view_tracks (state, &t);
  return t.acting != REVROAD_NO_SIDE ? t.acting : REVROAD_BRITISH;
}

static gboolean
has (GArray *units,
     int     unit)
{
  for (guint i = 0; i < units->len; i++)
    if (g_array_index (units, int, i) == unit)
      return TRUE;
  return FALSE;
}

static void
toggle_in (GArray   *units,
           int       unit,
           gboolean  on)
{
  if (on && !has (units, unit))
    g_array_append_val (units, unit);
  else if (!on)
    for (guint i = 0; i < units->len; i++)
      if (g_array_index (units, int, i) == unit)
        {
          g_array_remove_index (units, i);
          return;
        }
}

static GStrv
action_args (B2cCombatDialog *self,
             B2cState        *state)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  B2cRegionView r;
  GStrv out;

  b2c_view_region (state, self->from, &r);
  g_strv_builder_add (builder, r.id);
  if (is_assault (self) && self->to >= 0)
    {
      b2c_view_region (state, self->to, &r);
      g_strv_builder_add (builder, r.id);
    }
  for (guint i = 0; i < self->attackers->len; i++)
    {
      B2cUnitView u;

      b2c_view_unit (state, g_array_index (self->attackers, int, i), &u);
      g_strv_builder_add (builder, u.id);
    }
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

/* The roll of @side in the preview, or NULL. */
static const MusterRollPreview *
roll_of (const MusterPreview *preview,
         RevroadSide          side)
{
  for (guint i = 0; i < preview->rolls->len; i++)
    {
      const MusterRollPreview *roll = g_ptr_array_index (preview->rolls, i);

      if (g_strcmp0 (roll->side, revroad_side_id (side)) == 0)
        return roll;
    }
  return NULL;
}

static char *
dice_text (const MusterRollPreview *roll)
{
  if (roll == NULL || roll->n_dice == 0 || roll->hits_on == NULL)
    return g_strdup (_("No dice"));
  return g_strdup (roll->hits_on);
}

static char *
odds_text (MusterDist *hits)
{
  if (hits == NULL)
    return g_strdup ("");
  /* Translators: under a side's odds chart. */
  return g_strdup_printf (_("At least one hit: %.1f%% · expected %.2f hits"),
                          muster_dist_prob_at_least (hits, 1) * 100, muster_dist_mean (hits));
}

/* A side's chance of each number of hits, in its colour. */
static void
show_odds (MusterOddsChart *chart,
           MusterDist      *hits,
           RevroadSide      side)
{
  int s = side == REVROAD_PATRIOT ? REVROAD_PATRIOT : REVROAD_BRITISH;

  muster_odds_chart_set_dist (chart, hits, &b2c_palette (FALSE)->side[s], &b2c_palette (TRUE)->side[s]);
}

static void
update_preview (B2cCombatDialog *self)
{
  B2cState *state = current_state (self);
  RevroadSide attacker = attacking_side (state);
  RevroadSide defender = revroad_side_other (attacker);
  g_autoptr(MusterPreview) preview = NULL;
  g_auto(GStrv) args = NULL;
  GString *notes = g_string_new (NULL);
  const MusterRollPreview *att, *def;

  self->attacker_odds = -1;
  {
    g_autofree char *a = g_strdup_printf (_("%s (attacking)"), revroad_side_name (attacker));
    g_autofree char *d = g_strdup_printf (_("%s (defending)"), revroad_side_name (defender));

    gtk_label_set_text (self->attacker_title, a);
    gtk_label_set_text (self->defender_title, d);
  }
  if (self->from < 0)
    {
      g_string_free (notes, TRUE);
      return;
    }

  /* The engine's preview of the action: each side's dice, and the whole
   * sequence if the defenders stand with every able unit. */
  args = action_args (self, state);
  preview = muster_state_preview (MUSTER_STATE (state), is_assault (self) ? "assault" : "attack",
                                  (const char * const *) args);
  att = roll_of (preview, attacker);
  def = roll_of (preview, defender);
  if (att == NULL || def == NULL)
    {
      muster_odds_chart_set_dist (self->attacker_chart, NULL, NULL, NULL);
      muster_odds_chart_set_dist (self->defender_chart, NULL, NULL, NULL);
      gtk_label_set_text (self->attacker_dice, preview->reason ? preview->reason : _("Pick at least one attacking unit"));
      gtk_label_set_text (self->defender_dice, "");
      gtk_label_set_text (self->attacker_odds_label, "");
      gtk_label_set_text (self->defender_odds_label, "");
    }
  else
    {
      g_autofree char *ad = dice_text (att);
      g_autofree char *dd = dice_text (def);
      g_autofree char *ao = odds_text (att->dist);
      g_autofree char *do_ = odds_text (def->dist);

      gtk_label_set_text (self->attacker_dice, ad);
      gtk_label_set_text (self->defender_dice, dd);
      show_odds (self->attacker_chart, att->dist, attacker);
      show_odds (self->defender_chart, def->dist, defender);
      gtk_label_set_text (self->attacker_odds_label, ao);
      gtk_label_set_text (self->defender_odds_label, do_);
      if (att->dist != NULL)
        self->attacker_odds = muster_dist_prob_at_least (att->dist, 1);
      if (att->dist != NULL && def->dist != NULL)
        {
          double less, equal, greater;

          muster_dist_compare (att->dist, def->dist, &less, &equal, &greater);
          g_string_append_printf (notes, _("Rolling at once with no hit taken, the attackers score more hits %.1f%%, as many %.1f%%, fewer %.1f%%."),
                                  greater * 100, equal * 100, less * 100);
        }
      /* The whole sequence: simultaneous combat (a hit taken first) or
       * facing defensive fire (the defenders' dice first). */
      for (guint i = 0; i < preview->outcomes->len; i++)
        {
          const MusterPreviewOutcome *o = g_ptr_array_index (preview->outcomes, i);

          if (o->probability >= 0)
            g_string_append_printf (notes, " %s: %.1f%%.", o->label, o->probability * 100);
        }
      for (guint r = 0; r < preview->rolls->len; r++)
        {
          const MusterRollPreview *roll = g_ptr_array_index (preview->rolls, r);

          for (guint m = 0; m < roll->modifiers->len; m++)
            {
              const MusterModifier *mod = g_ptr_array_index (roll->modifiers, m);

              if (mod->section != NULL)
                g_string_append_printf (notes, " %s (%s).", mod->why, mod->section);
              else
                g_string_append_printf (notes, " %s.", mod->why);
            }
        }
      g_string_append_printf (notes, " %s",
                              _("The defender may retreat first (7.1), and chooses who fights when the combat starts."));
    }

  /* Is this attack allowed now? */
  if (!preview->legal && !preview->uncertain)
    {
      g_string_prepend (notes, " ");
      g_string_prepend (notes, preview->reason ? preview->reason : "");
      gtk_widget_set_sensitive (self->resolve_button, FALSE);
      gtk_widget_set_tooltip_text (self->resolve_button, preview->reason);
    }
  else
    {
      gtk_widget_set_sensitive (self->resolve_button, TRUE);
      gtk_widget_set_tooltip_text (self->resolve_button,
                                   _("Attack with the ticked units; the dice are thrown by Muster or by you"));
    }
  gtk_label_set_text (self->notes_label, g_strstrip (notes->str));
  g_string_free (notes, TRUE);
}

static void
unit_toggled_cb (GtkCheckButton  *check,
                 B2cCombatDialog *self)
{
  int unit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "b2c-unit"));
  GArray *set = g_object_get_data (G_OBJECT (check), "b2c-set");

  if (self->building)
    return;
  toggle_in (set, unit, gtk_check_button_get_active (check));
  update_preview (self);
}

static gboolean
able (const B2cUnitView *u)
{
  return (revroad_kind_is_military (u->kind) || u->kind == REVROAD_KIND_LEADER) && !u->inactive;
}

static void
fill_group (B2cCombatDialog *self,
            GtkWidget       *group,
            GArray          *set,
            int              region,
            RevroadSide      side,
            gboolean         sensitive)
{
  B2cState *state = current_state (self);
  g_autoptr(GArray) units = region >= 0 ? b2c_view_units_in (state, region) : g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) keep = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < units->len; i++)
    {
      int unit = g_array_index (units, int, i);
      B2cUnitView u;
      GtkWidget *row, *check;
      g_autofree char *state_text = NULL;

      b2c_view_unit (state, unit, &u);
      if (u.side != side || !able (&u))
        continue;
      state_text = b2c_unit_state_text (&u);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), u.name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), *state_text ? state_text : u.face);
      check = gtk_check_button_new ();
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), has (set, unit));
      gtk_widget_set_sensitive (check, sensitive);
      g_object_set_data (G_OBJECT (check), "b2c-unit", GINT_TO_POINTER (unit));
      g_object_set_data (G_OBJECT (check), "b2c-set", set);
      g_signal_connect (check, "toggled", G_CALLBACK (unit_toggled_cb), self);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (self->unit_rows, row);
      if (has (set, unit))
        g_array_append_val (keep, unit);
    }
  /* Forget ticks on units that are no longer there. */
  g_array_set_size (set, 0);
  g_array_append_vals (set, keep->data, keep->len);
}

static void
default_ticks (B2cCombatDialog *self)
{
  B2cState *state = current_state (self);
  RevroadSide attacker = attacking_side (state);
  int where = is_assault (self) ? self->to : self->from;

  if (self->attackers->len == 0 && self->from >= 0)
    {
      g_autoptr(GArray) units = b2c_view_units_in (state, self->from);

      for (guint i = 0; i < units->len; i++)
        {
          B2cUnitView u;

          b2c_view_unit (state, g_array_index (units, int, i), &u);
          if (u.side == attacker && able (&u) && !u.fired && !(is_assault (self) && u.moved))
            g_array_append_val (self->attackers, g_array_index (units, int, i));
        }
    }
  g_array_set_size (self->defenders, 0);
  if (where >= 0)
    {
      g_autoptr(GArray) units = b2c_view_units_in (state, where);

      for (guint i = 0; i < units->len; i++)
        {
          B2cUnitView u;

          b2c_view_unit (state, g_array_index (units, int, i), &u);
          if (u.side != attacker && able (&u) && !u.flipped)
            g_array_append_val (self->defenders, g_array_index (units, int, i));
        }
    }
}

static void
rebuild_units (B2cCombatDialog *self)
{
  B2cState *state = current_state (self);
  RevroadSide attacker = attacking_side (state);

  self->building = TRUE;
  for (guint i = 0; i < self->unit_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->unit_rows, i);
      GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

      if (group != NULL)
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_ptr_array_set_size (self->unit_rows, 0);
  default_ticks (self);
  fill_group (self, self->attackers_group, self->attackers, self->from, attacker, TRUE);
  /* The defenders are every able unit there: the preview takes them all,
   * and the defender chooses when the combat starts. */
  fill_group (self, self->defenders_group, self->defenders, is_assault (self) ? self->to : self->from,
              revroad_side_other (attacker), FALSE);
  self->building = FALSE;
}

static void
fill_targets (B2cCombatDialog *self)
{
  B2cState *state = current_state (self);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;

  g_array_set_size (self->targets, 0);
  if (self->from >= 0)
    {
      g_autoptr(GArray) borders = b2c_view_borders (state, self->from);

      for (guint i = 0; i < borders->len; i++)
        {
          B2cBorderView *b = &g_array_index (borders, B2cBorderView, i);
          B2cRegionView r;

          if (!b->adjacent)
            continue;
          b2c_view_region (state, b->region, &r);
          if (r.flags & B2C_REGION_OFFBOARD)
            continue;
          if (b->region == self->to)
            selected = self->targets->len;
          gtk_string_list_append (names, r.name);
          g_array_append_val (self->targets, b->region);
        }
    }
  self->building = TRUE;
  adw_combo_row_set_model (self->target_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->target_row, selected);
  self->building = FALSE;
  if (self->targets->len > 0)
    self->to = g_array_index (self->targets, int, selected);
  else
    self->to = -1;
}

static void
refresh_setup (B2cCombatDialog *self)
{
  B2cRegionView r;
  g_autofree char *subtitle = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->target_row), is_assault (self));
  if (is_assault (self))
    fill_targets (self);
  rebuild_units (self);
  update_preview (self);
  if (self->from >= 0)
    {
      b2c_view_region (current_state (self), self->from, &r);
      subtitle = g_strdup (r.name);
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
mode_changed_cb (B2cCombatDialog *self)
{
  if (self->building)
    return;
  g_array_set_size (self->attackers, 0);
  refresh_setup (self);
}

static void
region_changed_cb (B2cCombatDialog *self)
{
  guint i = adw_combo_row_get_selected (self->region_row);

  if (self->building || i >= self->regions->len)
    return;
  self->from = g_array_index (self->regions, int, i);
  g_array_set_size (self->attackers, 0);
  refresh_setup (self);
}

static void
target_changed_cb (B2cCombatDialog *self)
{
  guint i = adw_combo_row_get_selected (self->target_row);

  if (self->building || i >= self->targets->len)
    return;
  self->to = g_array_index (self->targets, int, i);
  rebuild_units (self);
  update_preview (self);
}

static void
show_events (B2cCombatDialog *self)
{
  guint cursor = muster_session_get_cursor (self->session);

  /* Later actions elsewhere are not part of this combat. */
  if (self->end_entry > 0)
    cursor = MIN (cursor, self->end_entry);
  gtk_widget_set_visible (self->events_group,
                          b2c_list_entries (self->events_list, self->session, self->first_entry, cursor) > 0);
}

static void
session_changed_cb (B2cCombatDialog *self)
{
  if (self->resolving)
    {
      if (self->end_entry == 0 && !b2c_pending_bar_is_pending (self->pending_bar))
        self->end_entry = muster_session_get_cursor (self->session);
      show_events (self);
      if (!b2c_pending_bar_is_pending (self->pending_bar))
        {
          adw_window_title_set_subtitle (self->window_title, _("The combat is over"));
          gtk_button_set_label (GTK_BUTTON (self->resolve_button), _("_Close"));
          gtk_widget_set_sensitive (self->resolve_button, TRUE);
        }
      return;
    }
  refresh_setup (self);
}

static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      user_data)
{
  B2cCombatDialog *self = user_data;

  if (error != NULL)
    gtk_label_set_text (self->notes_label, error->message);
  else if (entry != NULL)
    {
      gtk_widget_set_visible (self->setup_group, FALSE);
      gtk_widget_set_visible (self->attackers_group, FALSE);
      gtk_widget_set_visible (self->defenders_group, FALSE);
      gtk_widget_set_sensitive (self->odds_box, FALSE);
      gtk_label_set_text (self->notes_label, _("The odds are those before the dice. Answer each decision as it comes; what happened is listed below."));
      session_changed_cb (self);
    }
  else
    self->resolving = FALSE;
  g_object_unref (self);
}

void
b2c_combat_dialog_resolve (B2cCombatDialog *self)
{
  g_auto(GStrv) args = NULL;

  g_return_if_fail (B2C_IS_COMBAT_DIALOG (self));

  if (self->resolving)
    {
      gtk_window_close (GTK_WINDOW (self));
      return;
    }
  args = action_args (self, current_state (self));
  self->resolving = TRUE;
  self->first_entry = muster_session_get_cursor (self->session);
  gtk_widget_set_sensitive (self->resolve_button, FALSE);
  muster_perform (GTK_WIDGET (self), self->session, is_assault (self) ? "assault" : "attack",
                  (const char * const *) args, performed_cb, g_object_ref (self));
}

static void
resolve_clicked_cb (B2cCombatDialog *self)
{
  b2c_combat_dialog_resolve (self);
}

double
b2c_combat_dialog_get_attacker_odds (B2cCombatDialog *self)
{
  g_return_val_if_fail (B2C_IS_COMBAT_DIALOG (self), -1);
  return self->attacker_odds;
}

static void
b2c_combat_dialog_dispose (GObject *object)
{
  B2cCombatDialog *self = B2C_COMBAT_DIALOG (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), B2C_TYPE_COMBAT_DIALOG);

  G_OBJECT_CLASS (b2c_combat_dialog_parent_class)->dispose (object);
}

static void
b2c_combat_dialog_finalize (GObject *object)
{
  B2cCombatDialog *self = B2C_COMBAT_DIALOG (object);

  g_array_unref (self->regions);
  g_array_unref (self->targets);
  g_array_unref (self->attackers);
  g_array_unref (self->defenders);
  g_ptr_array_unref (self->unit_rows);

  G_OBJECT_CLASS (b2c_combat_dialog_parent_class)->finalize (object);
}

static void
b2c_combat_dialog_class_init (B2cCombatDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = b2c_combat_dialog_dispose;
  object_class->finalize = b2c_combat_dialog_finalize;

  g_type_ensure (B2C_TYPE_PENDING_BAR);
  g_type_ensure (MUSTER_TYPE_ODDS_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/muster/Muster/boards/boston-concord/b2c-combat-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, resolve_button);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, pending_bar);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, setup_group);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, mode_row);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, region_row);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, target_row);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, odds_box);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, attacker_title);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, attacker_dice);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, attacker_chart);
  gtk_widget_class_bind_template_child_full (widget_class, "attacker_odds", FALSE,
                                             G_STRUCT_OFFSET (B2cCombatDialog, attacker_odds_label));
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, defender_title);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, defender_dice);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, defender_chart);
  gtk_widget_class_bind_template_child_full (widget_class, "defender_odds", FALSE,
                                             G_STRUCT_OFFSET (B2cCombatDialog, defender_odds_label));
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, notes_label);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, events_group);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, events_list);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, attackers_group);
  gtk_widget_class_bind_template_child (widget_class, B2cCombatDialog, defenders_group);
  gtk_widget_class_bind_template_callback (widget_class, resolve_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
b2c_combat_dialog_init (B2cCombatDialog *self)
{
  self->regions = g_array_new (FALSE, FALSE, sizeof (int));
  self->targets = g_array_new (FALSE, FALSE, sizeof (int));
  self->attackers = g_array_new (FALSE, FALSE, sizeof (int));
  self->defenders = g_array_new (FALSE, FALSE, sizeof (int));
  self->unit_rows = g_ptr_array_new ();
  self->from = self->to = -1;
  self->attacker_odds = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

B2cCombatDialog *
b2c_combat_dialog_new (GtkWidget     *source,
                       MusterSession *session,
                       int            from,
                       int            to,
                       GArray        *units)
{
  B2cCombatDialog *self;
  B2cState *state;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  self = g_object_new (B2C_TYPE_COMBAT_DIALOG, NULL);
  self->session = g_object_ref (session);
  state = current_state (self);
  muster_dialog_attach (GTK_WINDOW (self), source);
  b2c_pending_bar_set_session (self->pending_bar, session);

  for (guint r = 0; r < b2c_view_n_regions (state); r++)
    {
      B2cRegionView view;

      b2c_view_region (state, (int) r, &view);
      if (view.flags & B2C_REGION_OFFBOARD)
        continue;
      if ((int) r == from)
        selected = self->regions->len;
      gtk_string_list_append (names, view.name);
      g_array_append_val (self->regions, r);
    }
  self->building = TRUE;
  adw_combo_row_set_model (self->region_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->region_row, selected);
  adw_combo_row_set_selected (self->mode_row, to >= 0 && to != from ? 1 : 0);
  self->building = FALSE;
  self->from = self->regions->len > 0 ? g_array_index (self->regions, int, selected) : -1;
  self->to = to >= 0 && to != from ? to : -1;
  if (units != NULL)
    for (guint i = 0; i < units->len; i++)
      g_array_append_val (self->attackers, g_array_index (units, int, i));

  g_signal_connect_swapped (self->mode_row, "notify::selected", G_CALLBACK (mode_changed_cb), self);
  g_signal_connect_swapped (self->region_row, "notify::selected", G_CALLBACK (region_changed_cb), self);
  g_signal_connect_swapped (self->target_row, "notify::selected", G_CALLBACK (target_changed_cb), self);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  refresh_setup (self);
  return self;
}
