/* muster-new-campaign-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n.h>

#include "muster-new-campaign-dialog.h"

typedef struct
{
  const MusterOption *option;
  GtkWidget          *row;
  GtkWidget          *widget;  /* GtkSwitch, GtkSpinButton, or the AdwComboRow itself */
} OptionRow;

typedef struct
{
  GtkWidget   *row;       /* AdwEntryRow with the name */
  GtkDropDown *side;
} PlayerRow;

struct _MusterNewCampaignDialog
{
  AdwWindow       parent_instance;

  MusterRegistry *registry;
  GSettings      *settings;
  gboolean        session_only;
  GPtrArray      *options;   /* OptionRow* */
  GPtrArray      *players;   /* PlayerRow* */
  GPtrArray      *inputs;    /* InputRow* */
  MusterCampaign *campaign;  /* the campaign a new session joins, or NULL */

  /* Template widgets */
  GtkWidget      *error_group;
  GtkWidget      *error_label;
  GtkWidget      *campaign_group;
  AdwEntryRow    *title_row;
  AdwPreferencesGroup *game_group;
  AdwComboRow    *system_row;
  AdwComboRow    *scenario_row;
  AdwActionRow   *scenario_info_row;
  AdwPreferencesGroup *inputs_group;
  AdwPreferencesGroup *options_group;
  AdwComboRow    *dice_row;
  AdwPreferencesGroup *players_group;
};

G_DEFINE_FINAL_TYPE (MusterNewCampaignDialog, muster_new_campaign_dialog, ADW_TYPE_WINDOW)

enum {
  CAMPAIGN_CREATED,
  SESSION_CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A scenario's input and the campaign's sessions it may take. */
typedef struct
{
  const MusterScenarioInput *input;
  GtkWidget                 *row;       /* AdwComboRow, or an AdwActionRow saying there is none */
  GPtrArray                 *sessions;  /* MusterSession*, in the row's order */
} InputRow;

static void
input_row_free (InputRow *row)
{
  g_ptr_array_unref (row->sessions);
  g_free (row);
}

static MusterSystem *
selected_system (MusterNewCampaignDialog *self)
{
  GPtrArray *systems = muster_registry_list (self->registry);
  guint i = adw_combo_row_get_selected (self->system_row);

  return i < systems->len ? g_ptr_array_index (systems, i) : NULL;
}

static const MusterScenario *
selected_scenario (MusterNewCampaignDialog *self)
{
  MusterSystem *system = selected_system (self);
  GPtrArray *scenarios = system ? muster_system_get_scenarios (system) : NULL;
  guint i = adw_combo_row_get_selected (self->scenario_row);

  return scenarios && i < scenarios->len ? g_ptr_array_index (scenarios, i) : NULL;
}

static void
show_error (MusterNewCampaignDialog *self,
            const char              *message)
{
  gtk_label_set_text (GTK_LABEL (self->error_label), message);
  gtk_widget_set_visible (self->error_group, message != NULL);
}

static void rebuild_inputs (MusterNewCampaignDialog *self);

static void
update_scenario_description (MusterNewCampaignDialog *self)
{
  rebuild_inputs (self);
  const MusterScenario *scenario = selected_scenario (self);

  const char *text = scenario && scenario->description ? scenario->description : "";

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->scenario_info_row), text);
  gtk_widget_set_visible (GTK_WIDGET (self->scenario_info_row), *text != '\0');
  show_error (self, NULL);
}

/* Options */

static void
option_row_free (OptionRow *row)
{
  g_free (row);
}

static char *
with_section (const char *text,
              const char *section)
{
  if (section == NULL || *section == '\0')
    return g_strdup (text ? text : "");
  /* Translators: an option's description followed by its rule section. */
  return g_strdup_printf (_("%s (§%s)"), text ? text : "", section);
}

static void
add_option_row (MusterNewCampaignDialog *self,
                const MusterOption      *o)
{
  OptionRow *row = g_new0 (OptionRow, 1);
  g_autofree char *subtitle = with_section (o->description, o->section);

  row->option = o;
  switch (o->type)
    {
    case MUSTER_OPTION_BOOL:
      row->row = adw_action_row_new ();
      row->widget = gtk_switch_new ();
      gtk_widget_set_valign (row->widget, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (row->widget), g_strcmp0 (o->default_value, "true") == 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->widget);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row->row), row->widget);
      break;

    case MUSTER_OPTION_CHOICE:
      {
        g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
        guint selected = 0;

        for (guint i = 0; o->choices && o->choices[i]; i++)
          {
            const char *name = o->choice_names && o->choice_names[i] && *o->choice_names[i]
                               ? o->choice_names[i] : o->choices[i];
            gtk_string_list_append (names, name);
            if (g_strcmp0 (o->choices[i], o->default_value) == 0)
              selected = i;
          }
        row->row = adw_combo_row_new ();
        adw_combo_row_set_model (ADW_COMBO_ROW (row->row), G_LIST_MODEL (names));
        adw_combo_row_set_selected (ADW_COMBO_ROW (row->row), selected);
        row->widget = row->row;
      }
      break;

    case MUSTER_OPTION_INT:
      {
        int value = o->default_value ? atoi (o->default_value) : o->min;

        row->row = adw_action_row_new ();
        row->widget = gtk_spin_button_new_with_range (o->min, MAX (o->min, o->max), 1);
        gtk_widget_set_valign (row->widget, GTK_ALIGN_CENTER);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (row->widget), value);
        adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->widget);
      }
      break;

    default:
      g_free (row);
      return;
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), o->name ? o->name : o->id);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row->row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row->row), 0);
  adw_preferences_group_add (self->options_group, row->row);
  g_ptr_array_add (self->options, row);
}

/* Options with a default meant for the players' own dice and cards follow
 * the dice choice (system.xml's manual-default). */
static void
apply_dice_defaults (MusterNewCampaignDialog *self)
{
  gboolean manual = adw_combo_row_get_selected (self->dice_row) == 1;

  for (guint i = 0; i < self->options->len; i++)
    {
      OptionRow *row = g_ptr_array_index (self->options, i);
      const MusterOption *o = row->option;

      if (o->type == MUSTER_OPTION_BOOL && o->manual_default != NULL)
        gtk_switch_set_active (GTK_SWITCH (row->widget),
                               g_strcmp0 (manual ? o->manual_default : o->default_value, "true") == 0);
    }
}

static void
rebuild_options (MusterNewCampaignDialog *self)
{
  MusterSystem *system = selected_system (self);
  GPtrArray *options = system ? muster_system_get_options (system) : NULL;

  for (guint i = 0; i < self->options->len; i++)
    adw_preferences_group_remove (self->options_group, ((OptionRow *) g_ptr_array_index (self->options, i))->row);
  g_ptr_array_set_size (self->options, 0);

  for (guint i = 0; options && i < options->len; i++)
    add_option_row (self, g_ptr_array_index (options, i));
  apply_dice_defaults (self);
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), self->options->len > 0);
}

static char *
option_value (OptionRow *row)
{
  const MusterOption *o = row->option;

  switch (o->type)
    {
    case MUSTER_OPTION_BOOL:
      return g_strdup (gtk_switch_get_active (GTK_SWITCH (row->widget)) ? "true" : "false");
    case MUSTER_OPTION_CHOICE:
      {
        guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (row->widget));

        if (o->choices && i < g_strv_length (o->choices))
          return g_strdup (o->choices[i]);
        return g_strdup (o->default_value);
      }
    case MUSTER_OPTION_INT:
      return g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (row->widget)));
    default:
      return g_strdup (o->default_value);
    }
}

/* Players */

static GListModel *
sides_model (MusterSystem *system)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  GPtrArray *sides = system ? muster_system_get_sides (system) : NULL;

  gtk_string_list_append (names, _("Any side"));
  for (guint i = 0; sides && i < sides->len; i++)
    {
      MusterSide *side = g_ptr_array_index (sides, i);
      gtk_string_list_append (names, side->name ? side->name : side->id);
    }
  return G_LIST_MODEL (names);
}

static void
update_player_sides (MusterNewCampaignDialog *self)
{
  MusterSystem *system = selected_system (self);
  GPtrArray *sides = system ? muster_system_get_sides (system) : NULL;

  for (guint i = 0; i < self->players->len; i++)
    {
      PlayerRow *player = g_ptr_array_index (self->players, i);
      g_autoptr(GListModel) model = sides_model (system);

      gtk_drop_down_set_model (player->side, model);
      gtk_widget_set_visible (GTK_WIDGET (player->side), sides && sides->len > 0);
    }
}

static void
remove_player_cb (GtkButton               *button,
                  MusterNewCampaignDialog *self)
{
  PlayerRow *player = g_object_get_data (G_OBJECT (button), "player");

  adw_preferences_group_remove (self->players_group, player->row);
  g_ptr_array_remove (self->players, player);
}

void
muster_new_campaign_dialog_add_player (MusterNewCampaignDialog *self,
                                       const char              *name,
                                       const char              *side)
{
  PlayerRow *player = g_new0 (PlayerRow, 1);
  MusterSystem *system = selected_system (self);
  GPtrArray *sides = system ? muster_system_get_sides (system) : NULL;
  g_autoptr(GListModel) model = sides_model (system);
  GtkWidget *remove;

  g_return_if_fail (MUSTER_IS_NEW_CAMPAIGN_DIALOG (self));

  player->row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (player->row), _("Player"));
  if (name != NULL)
    gtk_editable_set_text (GTK_EDITABLE (player->row), name);

  player->side = GTK_DROP_DOWN (gtk_drop_down_new (g_object_ref (model), NULL));
  gtk_widget_set_valign (GTK_WIDGET (player->side), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (player->side), _("Side"));
  gtk_widget_set_visible (GTK_WIDGET (player->side), sides && sides->len > 0);
  for (guint i = 0; side && sides && i < sides->len; i++)
    if (g_strcmp0 (((MusterSide *) g_ptr_array_index (sides, i))->id, side) == 0)
      gtk_drop_down_set_selected (player->side, i + 1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (player->row), GTK_WIDGET (player->side));

  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (remove, _("Remove Player"));
  gtk_widget_add_css_class (remove, "flat");
  g_object_set_data (G_OBJECT (remove), "player", player);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_player_cb), self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (player->row), remove);

  adw_preferences_group_add (self->players_group, player->row);
  g_ptr_array_add (self->players, player);
}

static void
add_player_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  MusterNewCampaignDialog *self = MUSTER_NEW_CAMPAIGN_DIALOG (widget);

  muster_new_campaign_dialog_add_player (self, NULL, NULL);
  gtk_widget_grab_focus (((PlayerRow *) g_ptr_array_index (self->players, self->players->len - 1))->row);
}

/* Inputs: what the scenario takes from earlier games of the campaign */

static gboolean
session_fits (MusterSession             *session,
              const MusterScenarioInput *input)
{
  return g_strcmp0 (muster_system_get_id (muster_session_get_system (session)), input->system) == 0 &&
         (input->scenario == NULL || g_strcmp0 (muster_session_get_scenario (session), input->scenario) == 0);
}

static void
rebuild_inputs (MusterNewCampaignDialog *self)
{
  const MusterScenario *scenario = selected_scenario (self);
  guint n_sessions = self->campaign ? muster_campaign_get_n_sessions (self->campaign) : 0;

  for (guint i = 0; i < self->inputs->len; i++)
    adw_preferences_group_remove (self->inputs_group, ((InputRow *) g_ptr_array_index (self->inputs, i))->row);
  g_ptr_array_set_size (self->inputs, 0);

  for (guint i = 0; scenario && scenario->inputs && i < scenario->inputs->len; i++)
    {
      InputRow *row = g_new0 (InputRow, 1);
      g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);

      row->input = g_ptr_array_index (scenario->inputs, i);
      row->sessions = g_ptr_array_new ();
      /* The latest game first: it is most often the one to go on from. */
      for (guint k = n_sessions; k > 0; k--)
        {
          MusterSession *session = muster_campaign_get_session (self->campaign, k - 1);

          if (session_fits (session, row->input))
            {
              g_ptr_array_add (row->sessions, session);
              gtk_string_list_append (titles, muster_session_get_title (session));
            }
        }
      if (row->sessions->len > 0)
        {
          row->row = adw_combo_row_new ();
          adw_combo_row_set_model (ADW_COMBO_ROW (row->row), G_LIST_MODEL (titles));
          adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row->row), TRUE);
        }
      else
        {
          row->row = adw_action_row_new ();
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row),
                                       self->campaign ? _("No game of the campaign can give it")
                                                      : _("Start the campaign with the game it comes from, then add this one as a new game"));
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), row->input->label);
      adw_preferences_group_add (self->inputs_group, row->row);
      g_ptr_array_add (self->inputs, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->inputs_group), self->inputs->len > 0);
}

/* The chosen inputs as MusterSessionInput*, or NULL with the reason. */
static GPtrArray *
chosen_inputs (MusterNewCampaignDialog  *self,
               char                    **reason)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);

  for (guint i = 0; i < self->inputs->len; i++)
    {
      InputRow *row = g_ptr_array_index (self->inputs, i);
      MusterSession *from;
      g_autofree char *carry = NULL;

      if (row->sessions->len == 0)
        {
          if (row->input->optional)
            continue;
          *reason = g_strdup_printf (_("This scenario needs %s from an earlier game of the campaign"), row->input->label);
          return NULL;
        }
      from = g_ptr_array_index (row->sessions, adw_combo_row_get_selected (ADW_COMBO_ROW (row->row)));
      carry = muster_session_write_carry (from);
      if (carry == NULL)
        {
          *reason = g_strdup_printf (_("“%s” has nothing to carry forward"), muster_session_get_title (from));
          return NULL;
        }
      g_ptr_array_add (out, muster_session_input_new (row->input->name, muster_session_get_id (from),
                                                      muster_session_get_title (from), carry));
    }
  return g_steal_pointer (&out);
}

void
muster_new_campaign_dialog_set_campaign (MusterNewCampaignDialog *self,
                                         MusterCampaign          *campaign)
{
  g_return_if_fail (MUSTER_IS_NEW_CAMPAIGN_DIALOG (self));
  g_set_object (&self->campaign, campaign);
  rebuild_inputs (self);
}

/* Systems and scenarios */

static void
system_changed_cb (MusterNewCampaignDialog *self)
{
  MusterSystem *system = selected_system (self);
  GPtrArray *scenarios = system ? muster_system_get_scenarios (system) : NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; scenarios && i < scenarios->len; i++)
    {
      MusterScenario *scenario = g_ptr_array_index (scenarios, i);
      gtk_string_list_append (names, scenario->name ? scenario->name : scenario->id);
    }
  adw_combo_row_set_model (self->scenario_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->scenario_row, 0);
  adw_preferences_group_set_description (self->game_group,
                                         system ? muster_system_get_description (system) : NULL);
  rebuild_options (self);
  update_player_sides (self);
  update_scenario_description (self);
}

gboolean
muster_new_campaign_dialog_select (MusterNewCampaignDialog *self,
                                   const char              *system_id,
                                   const char              *scenario_id)
{
  GPtrArray *systems;

  g_return_val_if_fail (MUSTER_IS_NEW_CAMPAIGN_DIALOG (self), FALSE);

  systems = muster_registry_list (self->registry);
  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i);
      GPtrArray *scenarios;

      if (g_strcmp0 (muster_system_get_id (system), system_id) != 0)
        continue;
      adw_combo_row_set_selected (self->system_row, i);
      if (scenario_id == NULL)
        return TRUE;
      scenarios = muster_system_get_scenarios (system);
      for (guint j = 0; j < scenarios->len; j++)
        if (g_strcmp0 (((MusterScenario *) g_ptr_array_index (scenarios, j))->id, scenario_id) == 0)
          {
            adw_combo_row_set_selected (self->scenario_row, j);
            return TRUE;
          }
      return FALSE;
    }
  return FALSE;
}

void
muster_new_campaign_dialog_set_title (MusterNewCampaignDialog *self,
                                      const char              *title)
{
  g_return_if_fail (MUSTER_IS_NEW_CAMPAIGN_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title ? title : "");
}

void
muster_new_campaign_dialog_set_manual_dice (MusterNewCampaignDialog *self,
                                            gboolean                 manual)
{
  g_return_if_fail (MUSTER_IS_NEW_CAMPAIGN_DIALOG (self));
  adw_combo_row_set_selected (self->dice_row, manual ? 1 : 0);
}

gboolean
muster_new_campaign_dialog_create (MusterNewCampaignDialog *self)
{
  MusterSystem *system = selected_system (self);
  const MusterScenario *scenario = selected_scenario (self);
  g_autoptr(GHashTable) options = NULL;
  g_autoptr(MusterChance) chance = NULL;
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GPtrArray) inputs = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *reason = NULL;

  g_return_val_if_fail (MUSTER_IS_NEW_CAMPAIGN_DIALOG (self), FALSE);

  if (system == NULL || scenario == NULL)
    {
      show_error (self, _("Choose a game system and a scenario"));
      return FALSE;
    }

  options = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  for (guint i = 0; i < self->options->len; i++)
    {
      OptionRow *row = g_ptr_array_index (self->options, i);
      g_hash_table_insert (options, row->option->id, option_value (row));
    }

  if (adw_combo_row_get_selected (self->dice_row) == 1)
    chance = muster_chance_new_manual ();
  else
    chance = muster_chance_new_random ();

  inputs = chosen_inputs (self, &reason);
  if (inputs == NULL)
    {
      show_error (self, reason);
      return FALSE;
    }
  session = muster_session_new_with_inputs (system, scenario->id, options, inputs, chance, &error);
  if (session == NULL)
    {
      show_error (self, error->message);
      return FALSE;
    }
  /* The corrections this user made in earlier games open the log. */
  muster_corrections_apply (session);

  if (self->session_only)
    {
      g_signal_emit (self, signals[SESSION_CREATED], 0, session);
      gtk_window_destroy (GTK_WINDOW (self));
      return TRUE;
    }

  campaign = muster_campaign_new ();
  title = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->title_row))));
  if (*title == '\0')
    {
      g_free (title);
      title = g_strdup (scenario->name);
    }
  muster_campaign_set_title (campaign, title);
  for (guint i = 0; i < self->players->len; i++)
    {
      PlayerRow *player = g_ptr_array_index (self->players, i);
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (player->row))));
      GPtrArray *sides = muster_system_get_sides (system);
      guint side = gtk_drop_down_get_selected (player->side);

      if (*name == '\0')
        continue;
      muster_campaign_add_player (campaign, name,
                                  side > 0 && side <= sides->len
                                  ? ((MusterSide *) g_ptr_array_index (sides, side - 1))->id : NULL);
    }
  muster_campaign_add_session (campaign, session);
  g_signal_emit (self, signals[CAMPAIGN_CREATED], 0, campaign);
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

static void
create_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  muster_new_campaign_dialog_create (MUSTER_NEW_CAMPAIGN_DIALOG (widget));
}

static void
muster_new_campaign_dialog_dispose (GObject *object)
{
  MusterNewCampaignDialog *self = MUSTER_NEW_CAMPAIGN_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_NEW_CAMPAIGN_DIALOG);
  g_clear_object (&self->registry);
  g_clear_object (&self->settings);
  g_clear_object (&self->campaign);

  G_OBJECT_CLASS (muster_new_campaign_dialog_parent_class)->dispose (object);
}

static void
muster_new_campaign_dialog_finalize (GObject *object)
{
  MusterNewCampaignDialog *self = MUSTER_NEW_CAMPAIGN_DIALOG (object);

  g_ptr_array_unref (self->options);
  g_ptr_array_unref (self->players);
  g_ptr_array_unref (self->inputs);

  G_OBJECT_CLASS (muster_new_campaign_dialog_parent_class)->finalize (object);
}

static void
muster_new_campaign_dialog_class_init (MusterNewCampaignDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_new_campaign_dialog_dispose;
  object_class->finalize = muster_new_campaign_dialog_finalize;

  signals[CAMPAIGN_CREATED] =
    g_signal_new ("campaign-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, MUSTER_TYPE_CAMPAIGN);
  signals[SESSION_CREATED] =
    g_signal_new ("session-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, MUSTER_TYPE_SESSION);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-new-campaign-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, error_group);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, campaign_group);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, title_row);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, game_group);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, system_row);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, scenario_row);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, scenario_info_row);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, inputs_group);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, dice_row);
  gtk_widget_class_bind_template_child (widget_class, MusterNewCampaignDialog, players_group);
  gtk_widget_class_bind_template_callback (widget_class, system_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, update_scenario_description);

  gtk_widget_class_install_action (widget_class, "dialog.create", NULL, create_action);
  gtk_widget_class_install_action (widget_class, "dialog.add-player", NULL, add_player_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The choices of a combo row's list, whole: long system and scenario
 * names wrap instead of being cut (“Revolution Road: Bunk…”). */
static void
wrap_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_list_item_set_child (item, label);
}

static void
wrap_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkStringObject *text = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (text));
}

static void
wrap_choices (AdwComboRow *row)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (wrap_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (wrap_bind_cb), NULL);
  adw_combo_row_set_list_factory (row, factory);
  g_object_unref (factory);
}

static void
muster_new_campaign_dialog_init (MusterNewCampaignDialog *self)
{
  self->options = g_ptr_array_new_with_free_func ((GDestroyNotify) option_row_free);
  self->players = g_ptr_array_new_with_free_func (g_free);
  self->inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) input_row_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  wrap_choices (self->system_row);
  wrap_choices (self->scenario_row);
  wrap_choices (self->dice_row);
  g_signal_connect_swapped (self->dice_row, "notify::selected", G_CALLBACK (apply_dice_defaults), self);
}

MusterNewCampaignDialog *
muster_new_campaign_dialog_new (MusterRegistry *registry,
                                GSettings      *settings,
                                gboolean        session_only)
{
  MusterNewCampaignDialog *self;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GPtrArray *systems;

  g_return_val_if_fail (MUSTER_IS_REGISTRY (registry), NULL);

  self = g_object_new (MUSTER_TYPE_NEW_CAMPAIGN_DIALOG, NULL);
  self->registry = g_object_ref (registry);
  self->settings = settings ? g_object_ref (settings) : NULL;
  self->session_only = session_only;

  if (session_only)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("New Session"));
      gtk_widget_set_visible (self->campaign_group, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->players_group), FALSE);
    }

  systems = muster_registry_list (registry);
  for (guint i = 0; i < systems->len; i++)
    gtk_string_list_append (names, muster_system_get_name (g_ptr_array_index (systems, i)));
  adw_combo_row_set_model (self->system_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->system_row, 0);
  system_changed_cb (self);

  if (settings != NULL)
    {
      g_autofree char *mode = g_settings_get_string (settings, "default-dice-mode");
      muster_new_campaign_dialog_set_manual_dice (self, g_str_equal (mode, "manual"));
    }
  return self;
}
