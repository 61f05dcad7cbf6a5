/* muster-action-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-action-table.h"
#include "muster-error.h"
#include "muster-state.h"
#include "muster-system.h"

const MusterActionDef *
muster_action_table_find (const MusterActionTable *table,
                          const char              *id)
{
  /* Callers mostly pass the table's own id (from the listing): the
   * pointer is found before any string is compared. */
  for (guint i = 0; id != NULL && i < table->n_defs; i++)
    if (table->defs[i].id == id)
      return &table->defs[i];
  for (guint i = 0; id != NULL && i < table->n_defs; i++)
    if (table->defs[i].id[0] == id[0] && g_str_equal (table->defs[i].id, id))
      return &table->defs[i];
  return NULL;
}

/* “MIN..MAX” */
static void
parse_range (const char *extra,
             int        *min,
             int        *max)
{
  const char *dots = extra ? strstr (extra, "..") : NULL;

  if (dots == NULL)
    return;
  *min = atoi (extra);
  *max = atoi (dots + 2);
}

static void
add_param (const MusterActionTable *table,
           MusterState             *state,
           const MusterActionDef   *def,
           const char              *side,
           MusterActionInfo        *info,
           const MusterParamDef    *pd)
{
  MusterParam *param = muster_action_info_add_param (info, pd->name, pd->label ? _(pd->label) : pd->name, pd->kind);

  param->optional = (pd->flags & MUSTER_PARAM_OPTIONAL) != 0;
  param->repeated = (pd->flags & MUSTER_PARAM_REPEATED) != 0;
  if ((pd->flags & MUSTER_PARAM_KEYED) != 0)
    {
      param->key = g_ascii_strdown (pd->name, -1);
      param->optional = TRUE;
    }
  switch (pd->kind)
    {
    case MUSTER_PARAM_CHOICE:
      param->choices = g_strsplit (pd->extra ? pd->extra : "", "/", -1);
      break;
    case MUSTER_PARAM_FLAG:
      param->choices = g_strsplit (pd->extra ? pd->extra : pd->name, "/", -1);
      param->optional = TRUE;
      break;
    case MUSTER_PARAM_NUMBER:
      parse_range (pd->extra, &param->min, &param->max);
      break;
    case MUSTER_PARAM_LENGTH:
      param->unit = g_strdup ("in");
      parse_range (pd->extra, &param->min, &param->max);
      break;
    case MUSTER_PARAM_CARD:
      param->pile = g_strdup (pd->extra);
      break;
    case MUSTER_PARAM_TEXT:
    case MUSTER_PARAM_DICE:
    case MUSTER_PARAM_PLACE:
    case MUSTER_PARAM_PIECE:
    case MUSTER_PARAM_SEAT:
    case MUSTER_PARAM_ALLOCATION:
    default:
      break;
    }
  if (table->fill_param != NULL)
    table->fill_param (state, def, side, param);
}

static MusterActionInfo *
table_info (const MusterActionTable *table,
            MusterState             *state,
            const MusterActionDef   *def,
            gboolean                 with_params)
{
  MusterActionInfo *info = muster_action_info_new (def->id, _(def->label), def->section);
  g_autoptr(GError) error = NULL;
  const char *side = NULL;

  info->kind = def->kind;
  info->previews = def->preview != NULL;
  info->summary = def->summary && with_params ? g_strdup (_(def->summary)) : NULL;
  if (!table->gate (state, def, &side, &error))
    {
      if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
        info->uncertain = TRUE;
      else
        muster_action_info_set_illegal (info, "%s", error ? error->message : "");
    }
  info->side = g_strdup (side);
  for (const MusterParamDef *pd = def->params; with_params && pd != NULL && pd->name != NULL; pd++)
    add_param (table, state, def, side, info, pd);
  return info;
}

MusterActionInfo *
muster_action_table_info (const MusterActionTable *table,
                          MusterState             *state,
                          const MusterActionDef   *def)
{
  return table_info (table, state, def, TRUE);
}

MusterActionInfo *
muster_action_table_brief (const MusterActionTable *table,
                           MusterState             *state,
                           const MusterActionDef   *def)
{
  return table_info (table, state, def, FALSE);
}

GPtrArray *
muster_action_table_list (const MusterActionTable *table,
                          MusterState             *state)
{
  GPtrArray *list = g_ptr_array_new_full (table->n_defs, (GDestroyNotify) muster_action_info_free);

  for (guint i = 0; i < table->n_defs; i++)
    g_ptr_array_add (list, table_info (table, state, &table->defs[i], TRUE));
  return list;
}

gboolean
muster_action_table_apply (const MusterActionTable *table,
                           MusterState             *state,
                           MusterEntry             *entry,
                           MusterChance            *chance,
                           GError                 **error)
{
  const MusterActionDef *def = muster_action_table_find (table, muster_entry_get_action (entry));

  if (def == NULL)
    {
      MusterSystem *system = muster_state_get_system (state);

      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_UNKNOWN_ACTION, _("%s has no action “%s”"),
                   system ? muster_system_get_name (system) : _("This game"), muster_entry_get_action (entry));
      return FALSE;
    }
  if (def->section != NULL && muster_entry_get_rule (entry) == NULL)
    muster_entry_set_rule (entry, def->section);
  if (table->begin != NULL)
    {
      if (!table->begin (state, def, entry, chance, error))
        return FALSE;
    }
  else
    {
      g_autoptr(GError) closed = NULL;
      const char *side = NULL;

      if (!table->gate (state, def, &side, &closed) &&
          !(muster_entry_get_override (entry) && g_error_matches (closed, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN)))
        {
          g_propagate_error (error, g_steal_pointer (&closed));
          return FALSE;
        }
    }
  if (!def->apply (state, def, entry, chance, error))
    return FALSE;
  return table->finish == NULL || table->finish (state, def, entry, chance, error);
}

GPtrArray *
muster_tries_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
}

void
muster_tries_add (GPtrArray  *tries,
                  const char *first,
                  ...)
{
  va_list args;
  guint n = 0;
  char **argv;

  /* Counted, then copied: one allocation for the list. */
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    n++;
  va_end (args);
  argv = g_new (char *, n + 1);
  n = 0;
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    argv[n++] = g_strdup (arg);
  va_end (args);
  argv[n] = NULL;
  g_ptr_array_add (tries, argv);
}
