/* muster-preferences-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-preferences-window.h"

struct _MusterPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings           *settings;

  /* Template widgets */
  AdwComboRow         *style_row;
  AdwComboRow         *dice_row;
};

G_DEFINE_FINAL_TYPE (MusterPreferencesWindow, muster_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The settings' values in the order of the rows' items. */
static const char * const style_values[] = { "default", "light", "dark", NULL };
static const char * const dice_values[] = { "app", "manual", NULL };

static gboolean
string_to_index (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  const char * const *values = user_data;
  const char *s = g_variant_get_string (variant, NULL);

  for (guint i = 0; values[i]; i++)
    if (g_str_equal (values[i], s))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
index_to_string (const GValue       *value,
                 const GVariantType *type,
                 gpointer            user_data)
{
  const char * const *values = user_data;
  guint i = g_value_get_uint (value);

  if (i >= g_strv_length ((char **) values))
    i = 0;
  return g_variant_new_string (values[i]);
}

static void
muster_preferences_window_dispose (GObject *object)
{
  MusterPreferencesWindow *self = MUSTER_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MUSTER_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (muster_preferences_window_parent_class)->dispose (object);
}

static void
muster_preferences_window_class_init (MusterPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = muster_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, MusterPreferencesWindow, dice_row);
}

static void
muster_preferences_window_init (MusterPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

MusterPreferencesWindow *
muster_preferences_window_new (GSettings *settings)
{
  MusterPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (MUSTER_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);
  g_settings_bind_with_mapping (settings, "style-variant", self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, string_to_index, index_to_string,
                                (gpointer) style_values, NULL);
  g_settings_bind_with_mapping (settings, "default-dice-mode", self->dice_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, string_to_index, index_to_string,
                                (gpointer) dice_values, NULL);
  return self;
}
