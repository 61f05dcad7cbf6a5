/* muster-state.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-state.h"
#include "muster-system.h"
#include "muster-xml.h"

/* Candidate argument lists built from the parameters' choices stop here;
 * a system with more combinations than this lists its own. */
#define MAX_COMBINATIONS 4096

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
  MusterStateClass *klass;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  klass = MUSTER_STATE_GET_CLASS (self);
  if (klass->list_actions != NULL)
    return klass->list_actions (self);
  return muster_action_table_list (klass->action_table, self);
}

GPtrArray *
muster_state_list_action_ids (MusterState *self)
{
  MusterStateClass *klass;
  GPtrArray *ids = g_ptr_array_new ();

  g_return_val_if_fail (MUSTER_IS_STATE (self), ids);
  klass = MUSTER_STATE_GET_CLASS (self);
  if (klass->list_actions != NULL)
    {
      g_autoptr(GPtrArray) actions = klass->list_actions (self);

      for (guint i = 0; actions && i < actions->len; i++)
        g_ptr_array_add (ids, (gpointer) g_intern_string (((MusterActionInfo *) g_ptr_array_index (actions, i))->id));
      return ids;
    }
  for (guint i = 0; i < klass->action_table->n_defs; i++)
    g_ptr_array_add (ids, (gpointer) klass->action_table->defs[i].id);
  return ids;
}

MusterActionInfo *
muster_state_find_action_brief (MusterState *self,
                                const char  *action)
{
  MusterStateClass *klass;
  const MusterActionDef *def;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  klass = MUSTER_STATE_GET_CLASS (self);
  if (klass->list_actions != NULL)
    return muster_state_find_action (self, action);
  def = muster_action_table_find (klass->action_table, action);
  return def ? muster_action_table_brief (klass->action_table, self, def) : NULL;
}

gboolean
muster_state_action_is_open (MusterState      *self,
                             const char       *action,
                             gboolean          override,
                             MusterActionKind *kind)
{
  MusterStateClass *klass;
  const MusterActionDef *def;
  g_autoptr(GError) error = NULL;
  const char *side = NULL;
  gboolean open;

  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);
  klass = MUSTER_STATE_GET_CLASS (self);
  if (klass->list_actions != NULL)
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action_brief (self, action);

      if (info != NULL && kind != NULL)
        *kind = info->kind;
      return info != NULL && (info->legal || (override && info->uncertain));
    }
  def = muster_action_table_find (klass->action_table, action);
  if (def == NULL)
    return FALSE;
  if (kind != NULL)
    *kind = def->kind;
  /* Only the code is read: the gate need not say why. */
  muster_error_hush ();
  open = klass->action_table->gate (self, def, &side, &error);
  muster_error_unhush ();
  /* As in the brief: an uncertain action stays legal, marked uncertain. */
  return open || g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN);
}

MusterActionInfo *
muster_state_find_action (MusterState *self,
                          const char  *action)
{
  MusterStateClass *klass;
  g_autoptr(GPtrArray) actions = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  klass = MUSTER_STATE_GET_CLASS (self);
  if (klass->list_actions == NULL)
    {
      const MusterActionDef *def = muster_action_table_find (klass->action_table, action);

      return def ? muster_action_table_info (klass->action_table, self, def) : NULL;
    }
  actions = muster_state_list_actions (self);

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
  MusterStateClass *klass;

  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);
  g_return_val_if_fail (MUSTER_IS_ENTRY (entry), FALSE);
  /* What the log cannot save is refused before any system sees it. */
  if (!muster_args_check_text (muster_entry_get_args (entry), error))
    return FALSE;
  klass = MUSTER_STATE_GET_CLASS (self);
  if (klass->apply != NULL)
    return klass->apply (self, entry, chance, error);
  return muster_action_table_apply (klass->action_table, self, entry, chance, error);
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

gboolean
muster_state_may_accept (MusterState        *self,
                         const char         *action,
                         const char * const *args,
                         gboolean            override)
{
  MusterStateClass *klass;
  const MusterActionDef *def;
  g_autoptr(GError) error = NULL;
  gboolean open;

  g_return_val_if_fail (MUSTER_IS_STATE (self), TRUE);
  klass = MUSTER_STATE_GET_CLASS (self);
  if (klass->apply != NULL || klass->action_table == NULL)
    return TRUE;
  def = muster_action_table_find (klass->action_table, action);
  if (def == NULL || def->precheck == NULL)
    return TRUE;
  /* Nobody reads why: the check need not say it. */
  muster_error_hush ();
  open = def->precheck (self, def, args, override, &error);
  muster_error_unhush ();
  return open;
}

gboolean
muster_state_check_plan (MusterState  *self,
                         const char   *action,
                         GPtrArray    *plan,
                         guint        *refused,
                         GError      **error)
{
  g_autoptr(MusterState) copy = NULL;
  g_autoptr(MusterChance) probe = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);

  copy = muster_state_copy (self);
  probe = muster_chance_new_probe ();
  for (guint i = 0; i < plan->len; i++)
    {
      g_autoptr(MusterEntry) entry = muster_entry_new (action, g_ptr_array_index (plan, i));

      if (!muster_state_apply (copy, entry, probe, error))
        {
          if (refused != NULL)
            *refused = i;
          return FALSE;
        }
    }
  return TRUE;
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
muster_state_describe_for (MusterState      *self,
                           const MusterSeat *viewer)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->describe)
    MUSTER_STATE_GET_CLASS (self)->describe (self, viewer, out);
  return g_string_free (out, FALSE);
}

char *
muster_state_describe (MusterState *self)
{
  return muster_state_describe_for (self, NULL);
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

MusterDeck *
muster_state_find_deck (MusterState *self,
                        const char  *id)
{
  g_autoptr(GPtrArray) decks = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  decks = muster_state_get_decks (self);
  for (guint i = 0; id != NULL && i < decks->len; i++)
    if (g_strcmp0 (muster_deck_get_id (g_ptr_array_index (decks, i)), id) == 0)
      return g_ptr_array_index (decks, i);
  return NULL;
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

gboolean
muster_state_can_end (MusterState *self)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);
  return MUSTER_STATE_GET_CLASS (self)->is_over != NULL;
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

MusterPending *
muster_state_get_pending (MusterState *self)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->get_pending)
    return MUSTER_STATE_GET_CLASS (self)->get_pending (self);
  return NULL;
}

/* The values one parameter may take in a candidate: its choices (one of
 * them for a repeated one), a few numbers of its range, or nothing (NULL
 * in the list) when it is optional. NULL when nothing can be proposed. */
static GPtrArray *
param_values (const MusterParam *param)
{
  GPtrArray *values = g_ptr_array_new_with_free_func (g_free);

  if (param->optional)
    g_ptr_array_add (values, NULL);
  switch (param->kind)
    {
    case MUSTER_PARAM_NUMBER:
    case MUSTER_PARAM_LENGTH:
      if (param->min > G_MININT && param->max < G_MAXINT && param->max >= param->min)
        {
          int step = MAX (1, (param->max - param->min) / 12);

          for (int v = param->min; v <= param->max; v += step)
            g_ptr_array_add (values, g_strdup_printf ("%d", v));
        }
      break;
    case MUSTER_PARAM_TEXT:
    case MUSTER_PARAM_DICE:
      break;
    case MUSTER_PARAM_CHOICE:
    case MUSTER_PARAM_PLACE:
    case MUSTER_PARAM_PIECE:
    case MUSTER_PARAM_CARD:
    case MUSTER_PARAM_SEAT:
    case MUSTER_PARAM_FLAG:
    case MUSTER_PARAM_ALLOCATION:
    default:
      for (guint i = 0; param->choices && param->choices[i]; i++)
        g_ptr_array_add (values, g_strdup (param->choices[i]));
      break;
    }
  if (values->len == 0)
    g_clear_pointer (&values, g_ptr_array_unref);
  return values;
}

/* Every combination of the parameters' values, up to MAX_COMBINATIONS. */
static GPtrArray *
combinations (const MusterActionInfo *info)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autoptr(GPtrArray) per_param = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autofree guint *index = NULL;
  guint n = info->params->len;

  for (guint i = 0; i < n; i++)
    {
      GPtrArray *values = param_values (g_ptr_array_index (info->params, i));

      if (values == NULL)
        return out;
      g_ptr_array_add (per_param, values);
    }
  index = g_new0 (guint, n + 1);
  while (out->len < MAX_COMBINATIONS)
    {
      GStrvBuilder *builder = g_strv_builder_new ();
      guint k;

      for (guint i = 0; i < n; i++)
        {
          const char *value = g_ptr_array_index ((GPtrArray *) g_ptr_array_index (per_param, i), index[i]);

          if (value != NULL)
            g_strv_builder_add (builder, value);
        }
      g_ptr_array_add (out, g_strv_builder_end (builder));
      g_strv_builder_unref (builder);
      /* The next combination, the last parameter turning fastest. */
      for (k = n; k > 0; k--)
        {
          GPtrArray *values = g_ptr_array_index (per_param, k - 1);

          if (++index[k - 1] < values->len)
            break;
          index[k - 1] = 0;
        }
      if (k == 0)
        break;
    }
  return out;
}

GPtrArray *
muster_state_propose (MusterState *self,
                      const char  *action)
{
  MusterStateClass *klass;
  const MusterActionDef *def;
  GPtrArray *tries = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  klass = MUSTER_STATE_GET_CLASS (self);
  def = klass->action_table ? muster_action_table_find (klass->action_table, action) : NULL;
  if (klass->list_candidates != NULL)
    tries = klass->list_candidates (self, action);
  else if (def != NULL && def->candidates != NULL)
    tries = def->candidates (self, def);
  else
    {
      g_autoptr(MusterActionInfo) info = muster_state_find_action (self, action);

      if (info != NULL)
        tries = combinations (info);
    }
  if (tries == NULL)
    tries = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  return tries;
}

GPtrArray *
muster_state_list_candidates (MusterState *self,
                              const char  *action,
                              gboolean     override)
{
  GPtrArray *accepted = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autoptr(GPtrArray) tries = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), accepted);
  tries = muster_state_propose (self, action);
  for (guint i = 0; i < tries->len; i++)
    {
      const char * const *args = g_ptr_array_index (tries, i);

      if (muster_state_check (self, action, args, override, NULL))
        g_ptr_array_add (accepted, g_strdupv ((char **) args));
    }
  return accepted;
}

MusterPreview *
muster_state_preview (MusterState        *self,
                      const char         *action,
                      const char * const *args)
{
  MusterPreview *preview = muster_preview_new ();
  g_autoptr(GError) error = NULL;
  MusterStateClass *klass;

  g_return_val_if_fail (MUSTER_IS_STATE (self), preview);
  if (!muster_state_check (self, action, args, FALSE, &error))
    muster_preview_refuse (preview, error);
  klass = MUSTER_STATE_GET_CLASS (self);
  if (klass->preview != NULL)
    klass->preview (self, action, args, preview);
  else if (klass->action_table != NULL)
    {
      const MusterActionDef *def = muster_action_table_find (klass->action_table, action);

      if (def != NULL && def->preview != NULL)
        def->preview (self, def, args, preview);
    }
  return preview;
}

GPtrArray *
muster_state_get_sheets (MusterState      *self,
                         const MusterSeat *viewer)
{
  GPtrArray *sheets = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->get_sheets)
    sheets = MUSTER_STATE_GET_CLASS (self)->get_sheets (self, viewer);
  if (sheets == NULL)
    sheets = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_sheet_free);
  return sheets;
}

GPtrArray *
muster_state_get_end_turn_steps (MusterState *self)
{
  GPtrArray *steps = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->get_end_turn_steps)
    steps = MUSTER_STATE_GET_CLASS (self)->get_end_turn_steps (self);
  return steps != NULL ? steps : muster_turn_steps_new ();
}

GPtrArray *
muster_state_get_board_check (MusterState *self)
{
  GPtrArray *lines = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (MUSTER_STATE_GET_CLASS (self)->get_board_check)
    lines = MUSTER_STATE_GET_CLASS (self)->get_board_check (self);
  return lines != NULL ? lines : muster_check_lines_new ();
}

const char *
muster_state_get_piece_place (MusterState *self,
                              const char  *piece)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);

  if (piece == NULL || MUSTER_STATE_GET_CLASS (self)->get_piece_place == NULL)
    return NULL;
  return MUSTER_STATE_GET_CLASS (self)->get_piece_place (self, piece);
}

const char *
muster_state_card_value_label (MusterState  *self,
                               const char   *deck,
                               const char   *value,
                               const char  **side)
{
  const char *label = NULL;
  const char *owner = NULL;

  g_return_val_if_fail (MUSTER_IS_STATE (self), value);
  if (MUSTER_STATE_GET_CLASS (self)->card_value_label)
    label = MUSTER_STATE_GET_CLASS (self)->card_value_label (self, deck, value, &owner);
  if (side != NULL)
    *side = owner;
  return label ? label : value;
}

const char *
muster_state_get_owner_name (MusterState *self,
                             const char  *id)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), NULL);
  if (id == NULL || MUSTER_STATE_GET_CLASS (self)->owner_name == NULL)
    return NULL;
  return MUSTER_STATE_GET_CLASS (self)->owner_name (self, id);
}

gboolean
muster_state_write_carry (MusterState *self,
                          xmlNode     *node)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);
  if (MUSTER_STATE_GET_CLASS (self)->write_carry == NULL)
    return FALSE;
  MUSTER_STATE_GET_CLASS (self)->write_carry (self, node);
  return TRUE;
}

gboolean
muster_state_check_invariants (MusterState  *self,
                               GError      **error)
{
  g_return_val_if_fail (MUSTER_IS_STATE (self), FALSE);
  if (MUSTER_STATE_GET_CLASS (self)->check_invariants == NULL)
    return TRUE;
  return MUSTER_STATE_GET_CLASS (self)->check_invariants (self, error);
}
