/* muster-state.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-state.h"
#include "muster-xml.h"

typedef struct
{
  MusterSystem *system;  /* not owned: systems live as long as their registry */
} MusterStatePrivate;

G_DEFINE_TYPE_WITH_PRIVATE (MusterState, muster_state, G_TYPE_OBJECT)

static GPtrArray *
real_get_nothing (MusterState *self)
{
  return g_ptr_array_new ();
}

static void
muster_state_class_init (MusterStateClass *klass)
{
  klass->get_tracks = real_get_nothing;
  klass->get_decks = real_get_nothing;
}

static void
muster_state_init (MusterState *self)
{
}

MusterSystem *
muster_state_get_system (MusterState *self)
{
  MusterStatePrivate *priv = muster_state_get_instance_private (self);

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  return priv->system;
}

void
muster_state_set_system (MusterState  *self,
                         MusterSystem *system)
{
  MusterStatePrivate *priv = muster_state_get_instance_private (self);

  g_return_if_fail (MUSTER_IS_STATE (self));
  priv->system = system;
}

MusterState *
muster_state_copy (MusterState *self)
{
  MusterState *copy;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);

  copy = MUSTER_STATE_GET_CLASS (self)->copy (self);
  muster_state_set_system (copy, muster_state_get_system (self));
  return copy;
}

GPtrArray *
muster_state_list_actions (MusterState *self)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  return MUSTER_STATE_GET_CLASS (self)->list_actions (self);
}

MusterActionInfo *
muster_state_find_action (MusterState *self,
                          const char  *action)
{
  g_autoptr(GPtrArray) actions = muster_state_list_actions (self);

  for (guint i = 0; actions && i < actions->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (actions, i);

      if (g_strcmp0 (info->id, action) == 0)
        return muster_action_info_copy (info);
    }
  return NULL;
}

gboolean
muster_state_apply (MusterState  *self,
                    MusterEntry  *entry,
                    MusterChance *chance,
                    GError      **error)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);
  g_return_val_if_fail (MUSTER_IS_ENTRY (entry), FALSE);
  return MUSTER_STATE_GET_CLASS (self)->apply (self, entry, chance, error);
}

gboolean
muster_state_check (MusterState        *self,
                    const char         *action,
                    const char * const *args,
                    gboolean            override,
                    GError            **error)
{
  g_autoptr(MusterState) copy = NULL;
  g_autoptr(MusterEntry) entry = NULL;
  g_autoptr(MusterChance) probe = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);

  copy = muster_state_copy (self);
  entry = muster_entry_new (action, args);
  muster_entry_set_override (entry, override);
  probe = muster_chance_new_probe ();
  return muster_state_apply (copy, entry, probe, error);
}

void
muster_state_write_snapshot (MusterState *self,
                             xmlNode     *node)
{
  g_return_if_fail (MUSTER_IS_STATE (self));
  MUSTER_STATE_GET_CLASS (self)->write_snapshot (self, node);
}

char *
muster_state_snapshot_string (MusterState *self)
{
  xmlNode *root;
  g_autoptr(xmlDoc) doc = muster_xml_new_doc ("snapshot", &root);

  muster_state_write_snapshot (self, root);
  return muster_xml_node_to_string (root);
}

char *
muster_state_describe (MusterState *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->describe)
    MUSTER_STATE_GET_CLASS (self)->describe (self, out);
  return g_string_free (out, FALSE);
}

char *
muster_state_get_status (MusterState *self)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->get_status)
    return MUSTER_STATE_GET_CLASS (self)->get_status (self);
  return g_strdup ("");
}

GPtrArray *
muster_state_get_tracks (MusterState *self)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  return MUSTER_STATE_GET_CLASS (self)->get_tracks (self);
}

GPtrArray *
muster_state_get_decks (MusterState *self)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  return MUSTER_STATE_GET_CLASS (self)->get_decks (self);
}

const char *
muster_state_get_acting_side (MusterState *self)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->get_acting_side)
    return MUSTER_STATE_GET_CLASS (self)->get_acting_side (self);
  return NULL;
}

gboolean
muster_state_is_over (MusterState *self)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);
  if (MUSTER_STATE_GET_CLASS (self)->is_over)
    return MUSTER_STATE_GET_CLASS (self)->is_over (self);
  return FALSE;
}

GPtrArray *
muster_state_get_corrections (MusterState *self)
{
  GPtrArray *out = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->get_corrections)
    out = MUSTER_STATE_GET_CLASS (self)->get_corrections (self);
  if (out == NULL)
    out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  return out;
}
