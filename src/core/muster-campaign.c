/* muster-campaign.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-campaign.h"
#include "muster-error.h"

struct _MusterCampaign
{
  GObject     parent_instance;

  char       *id;
  char       *title;
  char       *notes;
  char       *created;
  char       *modified;
  GPtrArray  *players;
  GListStore *sessions;
  guint       active;
  GPtrArray  *warnings;
  GPtrArray  *warning_sessions; /* MusterSession* or NULL, one per warning */
  guint       dirty : 1;
  /* An entry was corrected: the next save keeps the file it replaces. */
  guint       keep_original : 1;
  /* What the entries' watches lead back to (see watch_entry()). */
  struct Link *link;
};

/* Entries outlive their campaign now and then (a row on screen holds
 * one): their watch leads here, and finds no campaign once it is gone. */
typedef struct Link
{
  gint            ref_count;
  MusterCampaign *campaign;
} Link;

static Link *
link_ref (Link *link)
{
  g_atomic_int_inc (&link->ref_count);
  return link;
}

static void
link_unref (Link *link)
{
  if (g_atomic_int_dec_and_test (&link->ref_count))
    g_free (link);
}

G_DEFINE_FINAL_TYPE (MusterCampaign, muster_campaign, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_NOTES,
  PROP_DIRTY,
  PROP_ACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ENTRY_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
player_free (MusterPlayer *player)
{
  g_free (player->name);
  g_free (player->side);
  g_free (player);
}

static void
touch (MusterCampaign *self)
{
  g_free (self->modified);
  self->modified = muster_now_iso8601 ();
  muster_campaign_set_dirty (self, TRUE);
}

static void
muster_campaign_finalize (GObject *object)
{
  MusterCampaign *self = MUSTER_CAMPAIGN (object);

  self->link->campaign = NULL;
  link_unref (self->link);

  g_free (self->id);
  g_free (self->title);
  g_free (self->notes);
  g_free (self->created);
  g_free (self->modified);
  g_ptr_array_unref (self->players);
  g_object_unref (self->sessions);
  g_ptr_array_unref (self->warnings);
  g_ptr_array_unref (self->warning_sessions);

  G_OBJECT_CLASS (muster_campaign_parent_class)->finalize (object);
}

static void
muster_campaign_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  MusterCampaign *self = MUSTER_CAMPAIGN (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_NOTES:
      g_value_set_string (value, self->notes);
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_ACTIVE:
      g_value_set_uint (value, self->active);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_campaign_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  MusterCampaign *self = MUSTER_CAMPAIGN (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      muster_campaign_set_title (self, g_value_get_string (value));
      break;
    case PROP_NOTES:
      muster_campaign_set_notes (self, g_value_get_string (value));
      break;
    case PROP_DIRTY:
      muster_campaign_set_dirty (self, g_value_get_boolean (value));
      break;
    case PROP_ACTIVE:
      muster_campaign_set_active (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_campaign_class_init (MusterCampaignClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = muster_campaign_finalize;
  object_class->get_property = muster_campaign_get_property;
  object_class->set_property = muster_campaign_set_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTES] =
    g_param_spec_string ("notes", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_uint ("active", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* An entry of one of its sessions was bookmarked or annotated (the
   * campaign is marked changed too). */
  signals[ENTRY_CHANGED] =
    g_signal_new ("entry-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, MUSTER_TYPE_ENTRY);
}

static void
muster_campaign_init (MusterCampaign *self)
{
  self->id = g_uuid_string_random ();
  self->link = g_new0 (Link, 1);
  self->link->ref_count = 1;
  self->link->campaign = self;
  self->players = g_ptr_array_new_with_free_func ((GDestroyNotify) player_free);
  self->sessions = g_list_store_new (MUSTER_TYPE_SESSION);
  self->warnings = g_ptr_array_new_with_free_func (g_free);
  self->warning_sessions = g_ptr_array_new_with_free_func ((GDestroyNotify) g_object_unref);
  self->created = muster_now_iso8601 ();
  self->modified = g_strdup (self->created);
}

MusterCampaign *
muster_campaign_new (void)
{
  return g_object_new (MUSTER_TYPE_CAMPAIGN, NULL);
}

const char *
muster_campaign_get_id (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return self->id;
}

void
muster_campaign_set_id (MusterCampaign *self,
                        const char     *id)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  g_return_if_fail (id != NULL);
  g_free (self->id);
  self->id = g_strdup (id);
}

const char *
muster_campaign_get_title (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return self->title;
}

void
muster_campaign_set_title (MusterCampaign *self,
                           const char     *title)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  touch (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
muster_campaign_get_notes (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return self->notes;
}

void
muster_campaign_set_notes (MusterCampaign *self,
                           const char     *notes)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  if (notes != NULL && *notes == '\0')
    notes = NULL;
  if (g_strcmp0 (self->notes, notes) == 0)
    return;
  g_free (self->notes);
  self->notes = g_strdup (notes);
  touch (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTES]);
}

const char *
muster_campaign_get_created (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return self->created;
}

const char *
muster_campaign_get_modified (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return self->modified;
}

void
muster_campaign_set_times (MusterCampaign *self,
                           const char     *created,
                           const char     *modified)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  if (created)
    {
      g_free (self->created);
      self->created = g_strdup (created);
    }
  if (modified)
    {
      g_free (self->modified);
      self->modified = g_strdup (modified);
    }
}

GPtrArray *
muster_campaign_get_players (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return self->players;
}

void
muster_campaign_add_player (MusterCampaign *self,
                            const char     *name,
                            const char     *side)
{
  MusterPlayer *player;

  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  player = g_new0 (MusterPlayer, 1);
  player->name = g_strdup (name);
  player->side = (side && *side) ? g_strdup (side) : NULL;
  g_ptr_array_add (self->players, player);
  touch (self);
}

void
muster_campaign_remove_player (MusterCampaign *self,
                               guint           i)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  g_return_if_fail (i < self->players->len);
  g_ptr_array_remove_index (self->players, i);
  touch (self);
}

GListModel *
muster_campaign_get_sessions (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return G_LIST_MODEL (self->sessions);
}

guint
muster_campaign_get_n_sessions (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->sessions));
}

MusterSession *
muster_campaign_get_session (MusterCampaign *self,
                             guint           i)
{
  MusterSession *session;

  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  session = g_list_model_get_item (G_LIST_MODEL (self->sessions), i);
  if (session)
    g_object_unref (session);
  return session;
}

static void
session_changed_cb (MusterSession  *session,
                    MusterCampaign *self)
{
  touch (self);
}

static void
entry_changed_cb (MusterEntry *entry,
                  const char  *what,
                  gpointer     data)
{
  Link *link = data;

  if (link->campaign == NULL)
    return;
  /* Bookmarks and annotations are changes to save as well. */
  touch (link->campaign);
  g_signal_emit (link->campaign, signals[ENTRY_CHANGED], 0, entry);
}

static void
log_items_changed_cb (GListModel     *log,
                      guint           position,
                      guint           removed,
                      guint           added,
                      MusterCampaign *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(MusterEntry) entry = g_list_model_get_item (log, i);

      muster_entry_set_watch (entry, entry_changed_cb, link_ref (self->link), (GDestroyNotify) link_unref);
    }
}

gboolean
muster_campaign_check_room (MusterCampaign  *self,
                            GError         **error)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), FALSE);
  if (muster_campaign_get_n_sessions (self) < MUSTER_CAMPAIGN_MAX_SESSIONS)
    return TRUE;
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL,
               _("This campaign already holds %d games, as many as one file may; start a new campaign file for the next ones"),
               MUSTER_CAMPAIGN_MAX_SESSIONS);
  return FALSE;
}

void
muster_campaign_add_session (MusterCampaign *self,
                             MusterSession  *session)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  muster_campaign_insert_session (self, muster_campaign_get_n_sessions (self), session);
}

void
muster_campaign_insert_session (MusterCampaign *self,
                                guint           position,
                                MusterSession  *session)
{
  GListModel *log;
  guint n;

  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  g_return_if_fail (MUSTER_IS_SESSION (session));

  n = muster_campaign_get_n_sessions (self);
  position = MIN (position, n);
  log = muster_session_get_log (session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, 0);
  g_signal_connect_object (log, "items-changed", G_CALLBACK (log_items_changed_cb), self, 0);
  log_items_changed_cb (log, 0, 0, g_list_model_get_n_items (log), self);
  g_list_store_insert (self->sessions, position, session);
  /* With no session before, there was no active one to keep. */
  if (n > 0 && position <= self->active)
    muster_campaign_set_active (self, self->active + 1);
  touch (self);
}

void
muster_campaign_move_session (MusterCampaign *self,
                              guint           from,
                              guint           to)
{
  g_autoptr(MusterSession) session = NULL;
  guint active;

  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  g_return_if_fail (from < muster_campaign_get_n_sessions (self));
  g_return_if_fail (to < muster_campaign_get_n_sessions (self));

  if (from == to)
    return;
  session = g_list_model_get_item (G_LIST_MODEL (self->sessions), from);
  g_list_store_remove (self->sessions, from);
  g_list_store_insert (self->sessions, to, session);

  /* The active session keeps being the active one wherever it now is. */
  active = self->active;
  if (active == from)
    active = to;
  else if (from < active && to >= active)
    active--;
  else if (from > active && to <= active)
    active++;
  muster_campaign_set_active (self, active);
  touch (self);
}

void
muster_campaign_remove_session (MusterCampaign *self,
                                guint           i)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  g_return_if_fail (i < muster_campaign_get_n_sessions (self));

  g_signal_handlers_disconnect_by_data (muster_campaign_get_session (self, i), self);
  g_list_store_remove (self->sessions, i);
  if (self->active >= muster_campaign_get_n_sessions (self) && self->active > 0)
    muster_campaign_set_active (self, self->active - 1);
  touch (self);
}

guint
muster_campaign_get_active (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), 0);
  return self->active;
}

void
muster_campaign_set_active (MusterCampaign *self,
                            guint           i)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  if (self->active == i)
    return;
  self->active = i;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

MusterSession *
muster_campaign_get_active_session (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return muster_campaign_get_session (self, MIN (self->active, muster_campaign_get_n_sessions (self) - 1));
}

gboolean
muster_campaign_get_dirty (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), FALSE);
  return self->dirty;
}

void
muster_campaign_set_dirty (MusterCampaign *self,
                           gboolean        dirty)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  dirty = !!dirty;
  if (self->dirty == (guint) dirty)
    return;
  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

MusterLedger *
muster_session_get_ledger (MusterSession *session)
{
  MusterLedger *ledger = muster_ledger_new ();
  guint cursor = muster_session_get_cursor (session);

  for (guint i = 0; i < cursor; i++)
    muster_ledger_add_outcomes (ledger, muster_entry_get_outcomes (muster_session_get_entry (session, i)));
  return ledger;
}

MusterLedger *
muster_campaign_get_ledger (MusterCampaign *self)
{
  MusterLedger *ledger = muster_ledger_new ();

  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);

  for (guint s = 0; s < muster_campaign_get_n_sessions (self); s++)
    {
      MusterSession *session = muster_campaign_get_session (self, s);
      guint cursor = muster_session_get_cursor (session);

      for (guint i = 0; i < cursor; i++)
        muster_ledger_add_outcomes (ledger, muster_entry_get_outcomes (muster_session_get_entry (session, i)));
    }
  return ledger;
}

GPtrArray *
muster_campaign_get_warnings (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return self->warnings;
}

void
muster_campaign_add_warning (MusterCampaign *self,
                             MusterSession  *session,
                             const char     *warning)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  g_return_if_fail (MUSTER_IS_SESSION (session));
  g_ptr_array_add (self->warnings, g_strdup (warning));
  g_ptr_array_add (self->warning_sessions, g_object_ref (session));
}

MusterSession *
muster_campaign_get_warning_session (MusterCampaign *self,
                                     guint           i)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  g_return_val_if_fail (i < self->warning_sessions->len, NULL);
  return g_ptr_array_index (self->warning_sessions, i);
}

gboolean
muster_campaign_correct_entry (MusterCampaign      *self,
                               MusterSession       *session,
                               guint                number,
                               const char          *action,
                               const char * const  *args,
                               GError             **error)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), FALSE);

  if (!muster_session_correct_entry (session, number, action, args, error))
    return FALSE;
  muster_campaign_set_keep_original (self, TRUE);
  muster_campaign_set_dirty (self, TRUE);
  return TRUE;
}

gboolean
muster_campaign_get_keep_original (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), FALSE);
  return self->keep_original;
}

void
muster_campaign_set_keep_original (MusterCampaign *self,
                                   gboolean        keep)
{
  g_return_if_fail (MUSTER_IS_CAMPAIGN (self));
  self->keep_original = !!keep;
}

gboolean
muster_campaign_continue_from_breaks (MusterCampaign  *self,
                                      GError         **error)
{
  guint cut = 0;

  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), FALSE);
  for (guint i = 0; i < muster_campaign_get_n_sessions (self); i++)
    {
      MusterSession *session = muster_campaign_get_session (self, i);

      if (muster_session_is_read_only (session))
        {
          if (!muster_session_cut_at_break (session, error))
            return FALSE;
          cut++;
        }
    }
  if (cut == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING, _("Every game of this campaign replays"));
      return FALSE;
    }
  muster_campaign_set_dirty (self, TRUE);
  return TRUE;
}
