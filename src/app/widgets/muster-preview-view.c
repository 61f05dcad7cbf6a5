/* muster-preview-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "boards/common/muster-odds-chart.h"
#include "muster-rule-link.h"
#include "widgets/muster-preview-view.h"

struct _MusterPreviewView
{
  GtkWidget       parent_instance;

  MusterPreview  *preview;

  /* Template widgets */
  GtkWidget      *box;
  GtkLabel       *reason_label;
  GtkBox         *rolls_box;
  AdwPreferencesGroup *outcomes_group;
  GPtrArray      *outcome_rows;   /* the rows put in outcomes_group */
};

enum
{
  PROP_0,
  PROP_PREVIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterPreviewView, muster_preview_view, GTK_TYPE_WIDGET)

/* The accent colours of the light and dark styles. */
static const GdkRGBA bar_light = { 0.208, 0.518, 0.894, 1 };
static const GdkRGBA bar_dark = { 0.471, 0.682, 0.929, 1 };

static char *
dice_words (const MusterRollPreview *roll)
{
  if (roll->sides == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u die", "%u dice", roll->n_dice), roll->n_dice);
  if (roll->hits_on != NULL)
    /* Translators: “3 dice of 6 sides, hitting on 5-6”. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u die of %u sides, hitting on %s",
                                         "%u dice of %u sides, hitting on %s", roll->n_dice),
                            roll->n_dice, roll->sides, roll->hits_on);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u die of %u sides", "%u dice of %u sides", roll->n_dice),
                          roll->n_dice, roll->sides);
}

static GtkWidget *
modifier_row (const MusterModifier *mod)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *size = g_strdup_printf ("%+d", mod->delta);
  GtkWidget *label = gtk_label_new (size);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), mod->why ? mod->why : "");
  if (mod->reconstructed)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                 _("Rests on reconstructed data: the printed game does not give it"));
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "heading");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
  if (mod->section != NULL)
    {
      GtkWidget *link = muster_rule_button_new (mod->section);

      gtk_widget_set_valign (link, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), link);
    }
  return row;
}

/* A roll's heading wraps in a narrow pane, where a group's title would be
 * cut short. */
static GtkWidget *
roll_group (const MusterRollPreview *roll)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (roll->label ? roll->label : _("Roll"));
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *dice = dice_words (roll);

  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), group);
  if (roll->hidden)
    {
      /* Translators: a roll whose odds mix over pieces not yet revealed. */
      g_autofree char *words = g_strdup_printf (_("%s. Some strengths are still hidden: the odds mix over what they may be."),
                                                dice);

      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), words);
    }
  else
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), dice);
  for (guint m = 0; m < roll->modifiers->len; m++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), modifier_row (g_ptr_array_index (roll->modifiers, m)));
  if (roll->dist != NULL)
    {
      GtkWidget *chart = muster_odds_chart_new ();

      muster_odds_chart_set_totals (MUSTER_ODDS_CHART (chart), roll->hits_on == NULL);
      muster_odds_chart_set_dist (MUSTER_ODDS_CHART (chart), roll->dist, &bar_light, &bar_dark);
      gtk_widget_set_margin_top (chart, roll->modifiers->len > 0 ? 12 : 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), chart);
    }
  return box;
}

static GtkWidget *
outcome_row (const MusterPreviewOutcome *o)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *value = NULL;
  GtkWidget *label;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), o->label ? o->label : "");
  if (o->dist != NULL)
    /* Translators: the mean of an outcome's distribution. */
    value = g_strdup_printf (_("average %.1f"), muster_dist_mean (o->dist));
  else
    value = muster_odds_percent (o->probability);
  label = gtk_label_new (value);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static void
clear (MusterPreviewView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rolls_box))) != NULL)
    gtk_box_remove (self->rolls_box, child);
  for (guint i = 0; i < self->outcome_rows->len; i++)
    adw_preferences_group_remove (self->outcomes_group, g_ptr_array_index (self->outcome_rows, i));
  g_ptr_array_set_size (self->outcome_rows, 0);
}

void
muster_preview_view_set_preview (MusterPreviewView   *self,
                                 const MusterPreview *preview)
{
  g_return_if_fail (MUSTER_IS_PREVIEW_VIEW (self));

  clear (self);
  g_clear_pointer (&self->preview, muster_preview_free);
  if (preview != NULL)
    self->preview = muster_preview_copy (preview);

  if (self->preview != NULL && !self->preview->legal)
    {
      g_autofree char *text = g_strdup_printf (self->preview->uncertain
                                               /* Translators: an action allowed only past a check on reconstructed data. */
                                               ? _("Allowed only by going past a check that rests on reconstructed data: %s")
                                               /* Translators: why the action cannot be taken now. */
                                               : _("Not possible now: %s"),
                                               self->preview->reason ? self->preview->reason : "");

      gtk_label_set_text (self->reason_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->reason_label), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->reason_label), FALSE);

  for (guint i = 0; self->preview != NULL && i < self->preview->rolls->len; i++)
    gtk_box_append (self->rolls_box, roll_group (g_ptr_array_index (self->preview->rolls, i)));
  for (guint i = 0; self->preview != NULL && i < self->preview->outcomes->len; i++)
    {
      GtkWidget *row = outcome_row (g_ptr_array_index (self->preview->outcomes, i));

      adw_preferences_group_add (self->outcomes_group, row);
      g_ptr_array_add (self->outcome_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->outcomes_group), self->outcome_rows->len > 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREVIEW]);
}

const MusterPreview *
muster_preview_view_get_preview (MusterPreviewView *self)
{
  g_return_val_if_fail (MUSTER_IS_PREVIEW_VIEW (self), NULL);

  return self->preview;
}

static void
muster_preview_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  MusterPreviewView *self = MUSTER_PREVIEW_VIEW (object);

  switch (prop_id)
    {
    case PROP_PREVIEW:
      g_value_set_boxed (value, self->preview);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_preview_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  MusterPreviewView *self = MUSTER_PREVIEW_VIEW (object);

  switch (prop_id)
    {
    case PROP_PREVIEW:
      muster_preview_view_set_preview (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_preview_view_dispose (GObject *object)
{
  MusterPreviewView *self = MUSTER_PREVIEW_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_PREVIEW_VIEW);
  G_OBJECT_CLASS (muster_preview_view_parent_class)->dispose (object);
}

static void
muster_preview_view_finalize (GObject *object)
{
  MusterPreviewView *self = MUSTER_PREVIEW_VIEW (object);

  g_clear_pointer (&self->preview, muster_preview_free);
  g_ptr_array_unref (self->outcome_rows);
  G_OBJECT_CLASS (muster_preview_view_parent_class)->finalize (object);
}

static void
muster_preview_view_class_init (MusterPreviewViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_preview_view_get_property;
  object_class->set_property = muster_preview_view_set_property;
  object_class->dispose = muster_preview_view_dispose;
  object_class->finalize = muster_preview_view_finalize;

  properties[PROP_PREVIEW] =
    g_param_spec_boxed ("preview", NULL, NULL, MUSTER_TYPE_PREVIEW,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-preview-view.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterPreviewView, box);
  gtk_widget_class_bind_template_child (widget_class, MusterPreviewView, reason_label);
  gtk_widget_class_bind_template_child (widget_class, MusterPreviewView, rolls_box);
  gtk_widget_class_bind_template_child (widget_class, MusterPreviewView, outcomes_group);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "musterpreview");
}

static void
muster_preview_view_init (MusterPreviewView *self)
{
  self->outcome_rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self->outcomes_group), FALSE);
}

GtkWidget *
muster_preview_view_new (void)
{
  return g_object_new (MUSTER_TYPE_PREVIEW_VIEW, NULL);
}
