/* muster-action.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-action.h"
#include "muster-error.h"
#include "muster-xml-writer.h"

G_DEFINE_BOXED_TYPE (MusterActionInfo, muster_action_info, muster_action_info_copy, muster_action_info_free)

static void
param_free (MusterParam *param)
{
  g_free (param->name);
  g_free (param->label);
  g_strfreev (param->choices);
  g_strfreev (param->choice_labels);
  g_free (param->pile);
  g_free (param->unit);
  g_free (param->key);
  g_free (param);
}

static MusterParam *
param_copy (const MusterParam *param,
            gpointer           unused)
{
  MusterParam *copy = g_memdup2 (param, sizeof *param);

  copy->name = g_strdup (param->name);
  copy->label = g_strdup (param->label);
  copy->choices = g_strdupv (param->choices);
  copy->choice_labels = g_strdupv (param->choice_labels);
  copy->pile = g_strdup (param->pile);
  copy->unit = g_strdup (param->unit);
  copy->key = g_strdup (param->key);
  return copy;
}

MusterActionInfo *
muster_action_info_new (const char *id,
                        const char *label,
                        const char *section)
{
  MusterActionInfo *info = g_new0 (MusterActionInfo, 1);

  info->id = g_strdup (id);
  info->label = g_strdup (label ? label : id);
  info->section = g_strdup (section);
  info->params = g_ptr_array_new_with_free_func ((GDestroyNotify) param_free);
  info->legal = TRUE;
  return info;
}

MusterActionInfo *
muster_action_info_copy (const MusterActionInfo *info)
{
  MusterActionInfo *copy = g_memdup2 (info, sizeof *info);

  copy->id = g_strdup (info->id);
  copy->label = g_strdup (info->label);
  copy->section = g_strdup (info->section);
  copy->side = g_strdup (info->side);
  copy->summary = g_strdup (info->summary);
  copy->reason = g_strdup (info->reason);
  copy->params = g_ptr_array_copy (info->params, (GCopyFunc) param_copy, NULL);
  g_ptr_array_set_free_func (copy->params, (GDestroyNotify) param_free);
  return copy;
}

void
muster_action_info_free (MusterActionInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->id);
  g_free (info->label);
  g_free (info->section);
  g_free (info->side);
  g_free (info->summary);
  g_free (info->reason);
  g_ptr_array_unref (info->params);
  g_free (info);
}

MusterParam *
muster_action_info_add_param (MusterActionInfo *info,
                              const char       *name,
                              const char       *label,
                              MusterParamKind   kind)
{
  MusterParam *param = g_new0 (MusterParam, 1);

  param->name = g_strdup (name);
  param->label = g_strdup (label ? label : name);
  param->kind = kind;
  param->min = G_MININT;
  param->max = G_MAXINT;
  g_ptr_array_add (info->params, param);
  return param;
}

void
muster_action_info_set_illegal (MusterActionInfo *info,
                                const char       *format,
                                ...)
{
  va_list args;

  va_start (args, format);
  g_free (info->reason);
  info->reason = g_strdup_vprintf (format, args);
  va_end (args);
  info->legal = FALSE;
}

const MusterParam *
muster_action_info_keyed_param (const MusterActionInfo *info,
                                const char             *arg,
                                const char            **value)
{
  const char *eq;

  g_return_val_if_fail (info != NULL, NULL);

  *value = NULL;
  eq = arg ? strchr (arg, '=') : NULL;
  if (eq == NULL)
    return NULL;
  for (guint i = 0; i < info->params->len; i++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, i);

      if (param->key != NULL && strlen (param->key) == (gsize) (eq - arg) && strncmp (param->key, arg, eq - arg) == 0)
        {
          *value = eq + 1;
          return param;
        }
    }
  return NULL;
}

char *
muster_action_info_describe_keyed (const MusterActionInfo *info,
                                   const char             *arg)
{
  const char *value = NULL;
  const MusterParam *param = muster_action_info_keyed_param (info, arg, &value);

  if (param == NULL)
    return NULL;
  /* Translators: a count the players gave and its value: “Models that can shoot: 12”. */
  return g_strdup_printf (_("%s: %s"), param->label ? param->label : param->name, value);
}

gboolean
muster_action_info_needs_nothing (const MusterActionInfo *info)
{
  g_return_val_if_fail (info != NULL, FALSE);

  for (guint i = 0; i < info->params->len; i++)
    if (!((MusterParam *) g_ptr_array_index (info->params, i))->optional)
      return FALSE;
  return TRUE;
}

char *
muster_action_info_get_usage (const MusterActionInfo *info)
{
  GString *str = g_string_new (info->id);

  for (guint i = 0; i < info->params->len; i++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, i);

      g_string_append_c (str, ' ');
      if (param->optional)
        g_string_append_c (str, '[');
      if (param->key != NULL)
        g_string_append_printf (str, "%s=", param->key);
      g_string_append (str, param->name);
      if (param->repeated)
        g_string_append (str, "...");
      if (param->optional)
        g_string_append_c (str, ']');
    }
  return g_string_free (str, FALSE);
}

MusterParam *
muster_action_info_find_param (const MusterActionInfo *info,
                               const char             *name)
{
  for (guint i = 0; i < info->params->len; i++)
    {
      MusterParam *param = g_ptr_array_index (info->params, i);

      if (g_strcmp0 (param->name, name) == 0)
        return param;
    }
  return NULL;
}

const char *
muster_param_choice_label (const MusterParam *param,
                           const char        *id)
{
  for (guint i = 0; param->choices && param->choices[i]; i++)
    if (g_str_equal (param->choices[i], id))
      return param->choice_labels && param->choice_labels[i] ? param->choice_labels[i] : id;
  return id;
}

void
muster_param_take_choices (MusterParam  *param,
                           char        **choices,
                           char        **labels)
{
  g_strfreev (param->choices);
  g_strfreev (param->choice_labels);
  param->choices = choices;
  param->choice_labels = labels;
}

guint
muster_args_count (const char * const *args)
{
  return args ? g_strv_length ((char **) args) : 0;
}

gboolean
muster_args_check_count (const char * const *args,
                         guint               min,
                         guint               max,
                         const char         *usage,
                         GError            **error)
{
  guint n = muster_args_count (args);

  if (n < min || n > max)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("Usage: %s"), usage);
      return FALSE;
    }
  return TRUE;
}

gboolean
muster_args_check_text (const char * const  *args,
                        GError              **error)
{
  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    {
      /* The rule the file writer keeps for any text. */
      g_autofree char *why = muster_xml_check_value (args[i], MUSTER_XML_TEXT);

      if (why != NULL)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                       _("Argument %u is not plain text: it holds a control character or bytes that are not UTF-8"),
                       i + 1);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
muster_args_parse_int (const char  *arg,
                       const char  *what,
                       int          min,
                       int          max,
                       int         *out,
                       GError     **error)
{
  gint64 value;

  if (arg == NULL || !g_ascii_string_to_signed (arg, 10, min, max, &value, NULL))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("%s must be a whole number from %d to %d, not “%s”"),
                   what, min, max, arg ? arg : "");
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}
