/* muster-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-session.h"
#include "muster-xml.h"

/* A copy of the state is kept every CHECKPOINT_EVERY entries so undo need
 * not replay a long log from the start. */
#define CHECKPOINT_EVERY 64

struct _MusterSession
{
  GObject       parent_instance;

  MusterSystem *system;
  char         *scenario;
  GHashTable   *options;
  MusterChance *chance;
  MusterChance *replayer;
  char         *id;
  char         *title;
  char         *notes;

  MusterState  *state;
  GListStore   *log;
  guint         cursor;
  GPtrArray    *checkpoints;  /* MusterState*: [k] is the state after k*CHECKPOINT_EVERY entries */

  /* A log that stopped replaying: the number of the entry that failed (0
   * when the whole log replays), why, and the cursor the file asked for. */
  guint         break_entry;
  char         *break_reason;
  guint         break_cursor;

  GPtrArray    *seats;        /* MusterSeat* */
  gboolean      own_seats;
  GPtrArray    *inputs;       /* MusterSessionInput* */
};

G_DEFINE_FINAL_TYPE (MusterSession, muster_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_TITLE,
  PROP_NOTES,
  PROP_CURSOR,
  PROP_READ_ONLY,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
muster_session_dispose (GObject *object)
{
  MusterSession *self = MUSTER_SESSION (object);

  g_clear_object (&self->state);
  g_clear_object (&self->chance);
  g_clear_object (&self->replayer);
  if (self->checkpoints)
    g_ptr_array_set_size (self->checkpoints, 0);
  if (self->log)
    g_list_store_remove_all (self->log);

  G_OBJECT_CLASS (muster_session_parent_class)->dispose (object);
}

static void
muster_session_finalize (GObject *object)
{
  MusterSession *self = MUSTER_SESSION (object);

  g_free (self->scenario);
  g_clear_pointer (&self->options, g_hash_table_unref);
  g_free (self->id);
  g_free (self->title);
  g_free (self->notes);
  g_free (self->break_reason);
  g_clear_pointer (&self->seats, g_ptr_array_unref);
  g_clear_pointer (&self->inputs, g_ptr_array_unref);
  g_clear_object (&self->log);
  g_clear_pointer (&self->checkpoints, g_ptr_array_unref);

  G_OBJECT_CLASS (muster_session_parent_class)->finalize (object);
}

static void
muster_session_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  MusterSession *self = MUSTER_SESSION (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_object (value, self->state);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, muster_session_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, muster_session_can_redo (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_NOTES:
      g_value_set_string (value, self->notes);
      break;
    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, muster_session_is_read_only (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_session_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  MusterSession *self = MUSTER_SESSION (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      muster_session_set_title (self, g_value_get_string (value));
      break;
    case PROP_NOTES:
      muster_session_set_notes (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_session_class_init (MusterSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = muster_session_dispose;
  object_class->finalize = muster_session_finalize;
  object_class->get_property = muster_session_get_property;
  object_class->set_property = muster_session_set_property;

  properties[PROP_STATE] =
    g_param_spec_object ("state", NULL, NULL, MUSTER_TYPE_STATE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTES] =
    g_param_spec_string ("notes", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURSOR] =
    g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every change to the state or the log (perform, undo,
   * redo, replay), and when the title or notes change. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
muster_session_init (MusterSession *self)
{
  self->log = g_list_store_new (MUSTER_TYPE_ENTRY);
  self->checkpoints = g_ptr_array_new_with_free_func (g_object_unref);
  self->replayer = muster_chance_new_scripted ();
  self->id = g_uuid_string_random ();
  self->seats = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_seat_free);
  self->inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
}

MusterSessionInput *
muster_session_input_new (const char *name,
                          const char *session_id,
                          const char *title,
                          const char *carry)
{
  MusterSessionInput *input = g_new0 (MusterSessionInput, 1);

  input->name = g_strdup (name);
  input->session_id = g_strdup (session_id);
  input->title = g_strdup (title);
  input->carry = g_strdup (carry);
  return input;
}

void
muster_session_input_free (MusterSessionInput *input)
{
  if (input == NULL)
    return;
  g_free (input->name);
  g_free (input->session_id);
  g_free (input->title);
  g_free (input->carry);
  g_free (input);
}

static void
default_seats (MusterSession *self)
{
  GPtrArray *sides = muster_system_get_sides (self->system);

  g_ptr_array_set_size (self->seats, 0);
  for (guint i = 0; i < sides->len; i++)
    {
      const MusterSide *side = g_ptr_array_index (sides, i);

      g_ptr_array_add (self->seats, muster_seat_new (side->id, side->name, side->id));
    }
  self->own_seats = FALSE;
}

GPtrArray *
muster_session_get_seats (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->seats;
}

gboolean
muster_session_has_own_seats (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);
  return self->own_seats;
}

void
muster_session_set_seats (MusterSession *self,
                          GPtrArray     *seats)
{
  g_return_if_fail (MUSTER_IS_SESSION (self));
  if (seats == NULL)
    default_seats (self);
  else
    {
      g_ptr_array_set_size (self->seats, 0);
      for (guint i = 0; i < seats->len; i++)
        g_ptr_array_add (self->seats, muster_seat_copy (g_ptr_array_index (seats, i)));
      self->own_seats = TRUE;
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

const MusterSeat *
muster_session_find_seat (MusterSession *self,
                          const char    *id)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  for (guint i = 0; i < self->seats->len; i++)
    {
      const MusterSeat *seat = g_ptr_array_index (self->seats, i);

      if (g_strcmp0 (seat->id, id) == 0)
        return seat;
    }
  return NULL;
}

const char *
muster_session_get_owner_name (MusterSession *self,
                               const char    *id)
{
  const MusterSeat *seat;
  const char *side;

  g_return_val_if_fail (MUSTER_IS_SESSION (self), id);
  if ((seat = muster_session_find_seat (self, id)) != NULL)
    return seat->name;
  if (self->state != NULL && (side = muster_state_get_owner_name (self->state, id)) != NULL)
    return side;
  side = muster_system_get_side_name (self->system, id);
  return side ? side : id;
}

GPtrArray *
muster_session_get_inputs (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->inputs;
}

char *
muster_session_write_carry (MusterSession *self)
{
  xmlNode *root;
  g_autoptr(xmlDoc) doc = muster_xml_new_doc ("carry", &root);

  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  muster_xml_set (root, "system", muster_system_get_id (self->system));
  muster_xml_set (root, "scenario", self->scenario);
  if (!muster_state_write_carry (self->state, root))
    return NULL;
  return muster_xml_node_to_string (root);
}

/* Gives @state every input of the session. */
static gboolean
take_inputs (MusterSession  *self,
             MusterState    *state,
             GError        **error)
{
  const MusterScenario *scenario = muster_system_find_scenario (self->system, self->scenario);
  MusterStateClass *klass = MUSTER_STATE_GET_CLASS (state);

  for (guint i = 0; scenario->inputs && i < scenario->inputs->len; i++)
    {
      const MusterScenarioInput *want = g_ptr_array_index (scenario->inputs, i);
      const MusterSessionInput *input = NULL;
      g_autoptr(xmlDoc) doc = NULL;

      for (guint k = 0; k < self->inputs->len && input == NULL; k++)
        if (g_str_equal (((MusterSessionInput *) g_ptr_array_index (self->inputs, k))->name, want->name))
          input = g_ptr_array_index (self->inputs, k);
      if (input == NULL)
        {
          if (want->optional)
            continue;
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                       _("This scenario starts from another session of the campaign (%s): name that session"), want->label);
          return FALSE;
        }
      doc = muster_xml_parse (input->carry, strlen (input->carry), want->label, error);
      if (doc == NULL)
        return FALSE;
      if (klass->take_input == NULL ||
          !klass->take_input (state, want->name, xmlDocGetRootElement (doc), error))
        {
          if (klass->take_input == NULL)
            g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                         _("%s takes no input from other sessions"), muster_system_get_name (self->system));
          return FALSE;
        }
    }
  return TRUE;
}

MusterSession *
muster_session_new_with_inputs (MusterSystem  *system,
                                const char    *scenario,
                                GHashTable    *options,
                                GPtrArray     *inputs,
                                MusterChance  *chance,
                                GError       **error)
{
  g_autoptr(MusterSession) self = NULL;
  g_autoptr(MusterState) state = NULL;
  const MusterScenario *s;

  g_return_val_if_fail (system != NULL, NULL);
  g_return_val_if_fail (MUSTER_IS_CHANCE (chance), NULL);

  state = muster_system_new_state (system, scenario, options, error);
  if (state == NULL)
    return NULL;

  self = g_object_new (MUSTER_TYPE_SESSION, NULL);
  self->system = system;
  self->scenario = g_strdup (scenario);
  self->options = muster_system_resolve_options (system, options, error);
  if (self->options == NULL)
    return NULL;
  self->chance = g_object_ref (chance);
  s = muster_system_find_scenario (system, scenario);
  self->title = g_strdup (s->name);
  default_seats (self);
  for (guint i = 0; inputs != NULL && i < inputs->len; i++)
    {
      const MusterSessionInput *in = g_ptr_array_index (inputs, i);

      g_ptr_array_add (self->inputs, muster_session_input_new (in->name, in->session_id, in->title, in->carry));
    }
  if (!take_inputs (self, state, error))
    return NULL;
  self->state = g_steal_pointer (&state);
  g_ptr_array_add (self->checkpoints, muster_state_copy (self->state));
  return g_steal_pointer (&self);
}

MusterSession *
muster_session_new (MusterSystem  *system,
                    const char    *scenario,
                    GHashTable    *options,
                    MusterChance  *chance,
                    GError       **error)
{
  return muster_session_new_with_inputs (system, scenario, options, NULL, chance, error);
}

MusterSystem *
muster_session_get_system (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->system;
}

const char *
muster_session_get_scenario (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->scenario;
}

GHashTable *
muster_session_get_options (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->options;
}

MusterChance *
muster_session_get_chance (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->chance;
}

void
muster_session_set_chance (MusterSession *self,
                           MusterChance  *chance)
{
  g_return_if_fail (MUSTER_IS_SESSION (self));
  g_return_if_fail (MUSTER_IS_CHANCE (chance));
  g_set_object (&self->chance, chance);
  g_signal_emit (self, signals[CHANGED], 0);
}

const char *
muster_session_get_id (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->id;
}

void
muster_session_set_id (MusterSession *self,
                       const char    *id)
{
  g_return_if_fail (MUSTER_IS_SESSION (self));
  g_return_if_fail (id != NULL);
  g_free (self->id);
  self->id = g_strdup (id);
}

const char *
muster_session_get_title (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->title;
}

void
muster_session_set_title (MusterSession *self,
                          const char    *title)
{
  g_return_if_fail (MUSTER_IS_SESSION (self));
  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_signal_emit (self, signals[CHANGED], 0);
}

const char *
muster_session_get_notes (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->notes;
}

void
muster_session_set_notes (MusterSession *self,
                          const char    *notes)
{
  g_return_if_fail (MUSTER_IS_SESSION (self));
  if (notes != NULL && *notes == '\0')
    notes = NULL;
  if (g_strcmp0 (self->notes, notes) == 0)
    return;
  g_free (self->notes);
  self->notes = g_strdup (notes);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTES]);
  g_signal_emit (self, signals[CHANGED], 0);
}

MusterState *
muster_session_get_state (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return self->state;
}

GListModel *
muster_session_get_log (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  return G_LIST_MODEL (self->log);
}

guint
muster_session_get_n_entries (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->log));
}

MusterEntry *
muster_session_get_entry (MusterSession *self,
                          guint          i)
{
  MusterEntry *entry;

  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  entry = g_list_model_get_item (G_LIST_MODEL (self->log), i);
  if (entry != NULL)
    g_object_unref (entry);  /* the store keeps it alive */
  return entry;
}

guint
muster_session_get_cursor (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), 0);
  return self->cursor;
}

gboolean
muster_session_can_undo (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);
  return self->cursor > 0 && self->break_entry == 0;
}

gboolean
muster_session_can_redo (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);
  return self->cursor < muster_session_get_n_entries (self) && self->break_entry == 0;
}

gboolean
muster_session_is_read_only (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);
  return self->break_entry > 0;
}

guint
muster_session_get_break (MusterSession  *self,
                          const char    **reason)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), 0);
  if (reason != NULL)
    *reason = self->break_reason;
  return self->break_entry;
}

guint
muster_session_get_saved_cursor (MusterSession *self)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), 0);
  return self->break_entry > 0 ? self->break_cursor : self->cursor;
}

/* The refusal of every change to a read-only session. */
static gboolean
check_writable (MusterSession  *self,
                GError        **error)
{
  if (self->break_entry == 0)
    return TRUE;
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_READ_ONLY,
               _("This game can only be read: its log stops replaying at entry %u (%s). "
                 "Continue from entry %u on a copy of the file, or correct entry %u."),
               self->break_entry, self->break_reason, self->break_entry - 1, self->break_entry);
  return FALSE;
}

static void
set_state (MusterSession *self,
           MusterState   *state,
           guint          cursor)
{
  gboolean could_undo = muster_session_can_undo (self);
  gboolean could_redo = muster_session_can_redo (self);
  guint old_cursor = self->cursor;

  g_set_object (&self->state, state);
  self->cursor = cursor;

  /* Keep a checkpoint when the cursor reaches a new multiple. */
  if (cursor % CHECKPOINT_EVERY == 0 && self->checkpoints->len == cursor / CHECKPOINT_EVERY)
    g_ptr_array_add (self->checkpoints, muster_state_copy (state));

  /* Only the entries between the old and new cursor change sides. */
  for (guint i = MIN (old_cursor, cursor); i < MAX (old_cursor, cursor); i++)
    muster_entry_set_undone (muster_session_get_entry (self, i), i >= cursor);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  if (could_undo != muster_session_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != muster_session_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Drops every entry after the first @n, and the checkpoints past them. */
static void
truncate_log (MusterSession *self,
              guint          n)
{
  guint total = muster_session_get_n_entries (self);

  if (total > n)
    g_list_store_splice (self->log, n, total - n, NULL, 0);
  while (self->checkpoints->len > 1 &&
         (self->checkpoints->len - 1) * CHECKPOINT_EVERY > n)
    g_ptr_array_set_size (self->checkpoints, self->checkpoints->len - 1);
}

MusterEntry *
muster_session_perform (MusterSession       *self,
                        const char          *action,
                        const char * const  *args,
                        MusterPerformFlags   flags,
                        GError             **error)
{
  g_autoptr(MusterEntry) entry = NULL;
  g_autoptr(MusterState) next = NULL;
  g_autoptr(GPtrArray) outcomes = NULL;
  g_autofree char *time = NULL;
  MusterChanceMode mode;

  g_return_val_if_fail (MUSTER_IS_SESSION (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (!check_writable (self, error) || !muster_entry_check_args (args, error))
    return NULL;
  entry = muster_entry_new (action, args);
  muster_entry_set_override (entry, (flags & MUSTER_PERFORM_OVERRIDE) != 0);

  next = muster_state_copy (self->state);
  muster_chance_begin_record (self->chance);
  if (!muster_state_apply (next, entry, self->chance, error))
    {
      muster_chance_abort_record (self->chance);
      return NULL;
    }

  mode = muster_chance_get_mode (self->chance);
  if (mode == MUSTER_CHANCE_MANUAL && muster_chance_get_n_unused (self->chance) > 0)
    {
      guint unused = (guint) muster_chance_get_n_unused (self->chance);

      muster_chance_abort_record (self->chance);
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u result was entered that this action did not use",
                                "%u results were entered that this action did not use",
                                unused),
                   unused);
      return NULL;
    }
  outcomes = muster_chance_end_record (self->chance);
  muster_entry_set_outcomes (entry, outcomes);
  /* Stamped once it applies: no engine reads the time, and a refused
   * action needs none. */
  time = muster_now_iso8601 ();
  muster_entry_set_time (entry, time);

  truncate_log (self, self->cursor);
  muster_entry_set_number (entry, self->cursor + 1);
  g_list_store_append (self->log, entry);
  set_state (self, next, self->cursor + 1);

  return entry;
}

/* The name players read for @entry's action (“Attack”), or its id when
 * the system no longer lists it. */
static char *
action_name (MusterState *state,
             MusterEntry *entry)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (state, muster_entry_get_action (entry));

  return g_strdup (info && info->label ? info->label : muster_entry_get_action (entry));
}

/* Applies @entry to @state with its recorded outcomes. On failure the
 * error is MUSTER_ERROR_REPLAY naming the entry, and @reason (if given)
 * gets why, in the engine's words. */
static gboolean
apply_recorded (MusterSession  *self,
                MusterState    *state,
                MusterEntry    *entry,
                char          **reason,
                GError        **error)
{
  g_autoptr(GError) local_error = NULL;
  /* An entry that no longer applies stays in the log; keep its words. */
  g_autofree char *text = g_strdup (muster_entry_get_text (entry));
  g_autofree char *name = NULL;
  gboolean applied;

  muster_entry_reset_result (entry);
  muster_chance_begin_replay (self->replayer, muster_entry_get_outcomes (entry));
  applied = muster_state_apply (state, entry, self->replayer, &local_error);
  if (!applied)
    {
      muster_chance_end_replay (self->replayer, NULL);
      muster_entry_set_text (entry, text);
    }
  else if (muster_chance_end_replay (self->replayer, &local_error))
    return TRUE;

  name = action_name (state, entry);
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
               applied ? _("Entry %u (%s) replays differently: %s")
                       : _("Entry %u (%s) no longer applies: %s"),
               muster_entry_get_number (entry), name, local_error->message);
  if (reason != NULL)
    *reason = g_strdup_printf ("%s: %s", name, local_error->message);
  return FALSE;
}

/* The state after the first @n entries, from the nearest checkpoint. */
static MusterState *
rebuild (MusterSession  *self,
         guint           n,
         GError        **error)
{
  guint k = MIN (n / CHECKPOINT_EVERY, self->checkpoints->len - 1);
  g_autoptr(MusterState) state = muster_state_copy (g_ptr_array_index (self->checkpoints, k));

  for (guint i = k * CHECKPOINT_EVERY; i < n; i++)
    if (!apply_recorded (self, state, muster_session_get_entry (self, i), NULL, error))
      return NULL;
  return g_steal_pointer (&state);
}

gboolean
muster_session_undo_to (MusterSession  *self,
                        guint           n_kept,
                        GError        **error)
{
  g_autoptr(MusterState) state = NULL;

  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);

  if (!check_writable (self, error))
    return FALSE;
  if (n_kept >= self->cursor)
    {
      if (n_kept == self->cursor)
        return TRUE;
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING,
                   _("Entry %u has not been played yet"), n_kept);
      return FALSE;
    }
  state = rebuild (self, n_kept, error);
  if (state == NULL)
    return FALSE;
  set_state (self, state, n_kept);
  return TRUE;
}

gboolean
muster_session_undo (MusterSession  *self,
                     GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);

  if (!check_writable (self, error))
    return FALSE;
  if (self->cursor == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING, _("There is nothing to undo"));
      return FALSE;
    }
  return muster_session_undo_to (self, self->cursor - 1, error);
}

gboolean
muster_session_redo (MusterSession  *self,
                     GError        **error)
{
  g_autoptr(MusterState) next = NULL;

  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);

  if (!check_writable (self, error))
    return FALSE;
  if (!muster_session_can_redo (self))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING, _("There is nothing to redo"));
      return FALSE;
    }
  next = muster_state_copy (self->state);
  if (!apply_recorded (self, next, muster_session_get_entry (self, self->cursor), NULL, error))
    return FALSE;
  set_state (self, next, self->cursor + 1);
  return TRUE;
}

gboolean
muster_session_perform_recorded (MusterSession  *self,
                                 MusterEntry    *entry,
                                 GError        **error)
{
  g_autoptr(MusterState) next = NULL;

  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);
  g_return_val_if_fail (MUSTER_IS_ENTRY (entry), FALSE);

  if (!check_writable (self, error))
    return FALSE;
  next = muster_state_copy (self->state);
  muster_entry_set_number (entry, self->cursor + 1);
  if (!apply_recorded (self, next, entry, NULL, error))
    return FALSE;
  truncate_log (self, self->cursor);
  g_list_store_append (self->log, entry);
  set_state (self, next, self->cursor + 1);
  return TRUE;
}

void
muster_session_append_recorded (MusterSession *self,
                                MusterEntry   *entry)
{
  g_return_if_fail (MUSTER_IS_SESSION (self));
  muster_entry_set_number (entry, muster_session_get_n_entries (self) + 1);
  /* Not applied until muster_session_replay() reaches it. */
  muster_entry_set_undone (entry, TRUE);
  g_list_store_append (self->log, entry);
}

gboolean
muster_session_replay (MusterSession  *self,
                       guint           cursor,
                       const char     *expected_snapshot,
                       GError        **error)
{
  g_autoptr(MusterState) state = NULL;
  guint n = muster_session_get_n_entries (self);
  gboolean was_read_only = self->break_entry > 0;

  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);

  cursor = MIN (cursor, n);
  /* Start again from the scenario's set-up, keeping only that checkpoint. */
  g_ptr_array_set_size (self->checkpoints, 1);
  state = muster_state_copy (g_ptr_array_index (self->checkpoints, 0));
  for (guint i = 0; i < n; i++)
    muster_entry_set_undone (muster_session_get_entry (self, i), TRUE);
  self->cursor = 0;
  self->break_entry = 0;
  g_clear_pointer (&self->break_reason, g_free);

  for (guint i = 0; i < cursor; i++)
    {
      g_autofree char *reason = NULL;

      if (!apply_recorded (self, state, muster_session_get_entry (self, i), &reason, error))
        {
          g_autoptr(MusterState) good = NULL;

          /* Stop before the entry that failed, and keep the session to be
           * read, not played: every entry stays in the log as it was
           * recorded, and the file's cursor is written back with it. The
           * failed entry may have half-changed @state, so rebuild. */
          self->break_entry = i + 1;
          self->break_reason = g_steal_pointer (&reason);
          self->break_cursor = cursor;
          good = rebuild (self, i, NULL);
          if (good != NULL)
            set_state (self, good, i);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
          return FALSE;
        }
      if ((i + 1) % CHECKPOINT_EVERY == 0 && self->checkpoints->len == (i + 1) / CHECKPOINT_EVERY)
        g_ptr_array_add (self->checkpoints, muster_state_copy (state));
    }
  set_state (self, state, cursor);
  if (was_read_only)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);

  if (expected_snapshot != NULL)
    {
      g_autofree char *actual = muster_state_snapshot_string (self->state);

      if (g_strcmp0 (actual, expected_snapshot) != 0)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
                       _("Replaying the log of “%s” gives a different state from the one saved with it; the log is kept as the truth"),
                       self->title ? self->title : self->scenario);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
muster_session_cut_at_break (MusterSession  *self,
                             GError        **error)
{
  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);

  if (self->break_entry == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING, _("Every entry of this game still applies"));
      return FALSE;
    }
  /* The state is already that of the entries before the break. */
  truncate_log (self, self->break_entry - 1);
  self->break_entry = 0;
  g_clear_pointer (&self->break_reason, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  set_state (self, self->state, self->cursor);
  return TRUE;
}

gboolean
muster_session_correct_entry (MusterSession       *self,
                              guint                number,
                              const char          *action,
                              const char * const  *args,
                              GError             **error)
{
  g_autoptr(MusterEntry) old = NULL;
  g_autoptr(MusterEntry) corrected = NULL;
  g_autoptr(GError) replay_error = NULL;
  guint cursor;

  g_return_val_if_fail (MUSTER_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->break_entry == 0 || number != self->break_entry)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING,
                   _("Only the entry where the log stops replaying can be corrected"));
      return FALSE;
    }
  cursor = self->break_cursor;
  old = g_object_ref (muster_session_get_entry (self, number - 1));

  /* The same entry, with the players' action and arguments: its dice and
   * cards, time, bookmark and annotation stay. */
  corrected = muster_entry_new (action, args);
  muster_entry_set_outcomes (corrected, muster_entry_get_outcomes (old));
  muster_entry_set_time (corrected, muster_entry_get_time (old));
  muster_entry_set_override (corrected, muster_entry_get_override (old));
  muster_entry_set_bookmarked (corrected, muster_entry_get_bookmarked (old));
  muster_entry_set_annotation (corrected, muster_entry_get_annotation (old));
  muster_entry_set_text (corrected, muster_entry_get_text (old));
  muster_entry_set_number (corrected, number);
  g_list_store_splice (self->log, number - 1, 1, (gpointer *) &corrected, 1);

  if (!muster_session_replay (self, cursor, NULL, &replay_error) && self->break_entry == number)
    {
      /* The correction does not apply either: put the recorded entry back. */
      g_autofree char *reason = g_strdup (self->break_reason);

      g_list_store_splice (self->log, number - 1, 1, (gpointer *) &old, 1);
      muster_session_replay (self, cursor, NULL, NULL);
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL,
                   _("The corrected entry does not apply either (%s)"), reason);
      return FALSE;
    }
  return TRUE;
}
