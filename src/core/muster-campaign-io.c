/* muster-campaign-io.c: reading and writing .muster campaign files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-campaign.h"
#include "muster-error.h"
#include "muster-file.h"
#include "muster-xml.h"

#define CAMPAIGN_SCHEMA MUSTER_RESOURCE_PREFIX "/schema/campaign.rng"

/* Writing */

static const char *
outcome_kind_name (MusterOutcomeKind kind)
{
  switch (kind)
    {
    case MUSTER_OUTCOME_DIE:
      return "die";
    case MUSTER_OUTCOME_CARD:
      return "card";
    case MUSTER_OUTCOME_PICK:
      return "pick";
    default:
      return "die";
    }
}

static void
write_entry (xmlNode     *log,
             MusterEntry *entry)
{
  xmlNode *node = muster_xml_add (log, "entry");
  const char * const *args = muster_entry_get_args (entry);
  GPtrArray *outcomes = muster_entry_get_outcomes (entry);
  GPtrArray *overridden = muster_entry_get_overridden (entry);

  muster_xml_set (node, "action", muster_entry_get_action (entry));
  muster_xml_set (node, "time", muster_entry_get_time (entry));
  muster_xml_set (node, "side", muster_entry_get_side (entry));
  muster_xml_set (node, "rule", muster_entry_get_rule (entry));
  if (muster_entry_get_override (entry))
    muster_xml_set_bool (node, "override", TRUE);
  if (muster_entry_get_bookmarked (entry))
    muster_xml_set_bool (node, "bookmark", TRUE);

  for (guint i = 0; args[i]; i++)
    muster_xml_add_text (node, "arg", args[i]);

  for (guint i = 0; i < outcomes->len; i++)
    {
      const MusterOutcome *o = g_ptr_array_index (outcomes, i);
      xmlNode *on = muster_xml_add (node, "outcome");

      muster_xml_set (on, "kind", outcome_kind_name (o->kind));
      if (o->kind == MUSTER_OUTCOME_CARD)
        {
          muster_xml_set (on, "deck", o->deck);
          muster_xml_set (on, "card", o->card);
        }
      else
        {
          muster_xml_set_int (on, "sides", o->sides);
          muster_xml_set_int (on, "value", o->value);
        }
      muster_xml_set (on, "side", o->side);
      muster_xml_set (on, "purpose", o->purpose);
      if (o->hit_min > 0)
        {
          muster_xml_set_int (on, "hit-min", o->hit_min);
          muster_xml_set_int (on, "hit-max", o->hit_max);
        }
      if (o->group > 0)
        muster_xml_set_int (on, "group", o->group);
    }

  for (guint i = 0; i < overridden->len; i++)
    muster_xml_add_text (node, "overridden", g_ptr_array_index (overridden, i));
  muster_xml_add_text (node, "text", muster_entry_get_text (entry));
  {
    const char *owner = NULL;
    const char *secret = muster_entry_get_secret (entry, &owner);

    if (secret != NULL)
      muster_xml_set (muster_xml_add_text (node, "secret", secret), "owner", owner);
  }
  if (muster_entry_get_annotation (entry))
    muster_xml_add_text (node, "annotation", muster_entry_get_annotation (entry));
}

static int
compare_keys (gconstpointer a,
              gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* <input name session title><carry ...>...</carry></input>: the carry is
 * copied in as a tree, so the file stays one document. */
static void
write_inputs (xmlNode   *node,
              GPtrArray *inputs)
{
  for (guint i = 0; i < inputs->len; i++)
    {
      const MusterSessionInput *input = g_ptr_array_index (inputs, i);
      xmlNode *in = muster_xml_add (node, "input");
      g_autoptr(xmlDoc) carry = muster_xml_parse (input->carry, strlen (input->carry), input->name, NULL);

      muster_xml_set (in, "name", input->name);
      muster_xml_set (in, "session", input->session_id);
      muster_xml_set (in, "title", input->title);
      if (carry != NULL)
        xmlAddChild (in, xmlDocCopyNode (xmlDocGetRootElement (carry), in->doc, 1));
    }
}

static void
write_session (xmlNode       *root,
               MusterSession *session,
               gboolean       active)
{
  xmlNode *node = muster_xml_add (root, "session");
  MusterChance *chance = muster_session_get_chance (session);
  MusterChanceMode mode = muster_chance_get_mode (chance);
  GHashTable *options = muster_session_get_options (session);
  g_autofree gpointer *keys = NULL;
  g_autoptr(MusterLedger) ledger = NULL;
  guint n_keys;
  xmlNode *log, *snapshot;

  muster_xml_set (node, "id", muster_session_get_id (session));
  muster_xml_set (node, "system", muster_system_get_id (muster_session_get_system (session)));
  muster_xml_set (node, "scenario", muster_session_get_scenario (session));
  muster_xml_set (node, "chance", muster_chance_mode_to_string (mode));
  if (mode == MUSTER_CHANCE_SEEDED)
    {
      muster_xml_set_int (node, "seed", (gint64) muster_chance_get_seed (chance));
      muster_xml_set_int (node, "position", (gint64) muster_chance_get_position (chance));
    }
  muster_xml_set_int (node, "cursor", muster_session_get_saved_cursor (session));
  if (active)
    muster_xml_set_bool (node, "active", TRUE);

  muster_xml_add_text (node, "title", muster_session_get_title (session));

  /* Options in a stable order so equal campaigns write equal bytes. */
  keys = g_hash_table_get_keys_as_array (options, &n_keys);
  qsort (keys, n_keys, sizeof (gpointer), compare_keys);
  for (guint i = 0; i < n_keys; i++)
    {
      xmlNode *on = muster_xml_add (node, "option");

      muster_xml_set (on, "id", keys[i]);
      muster_xml_set (on, "value", g_hash_table_lookup (options, keys[i]));
    }

  if (muster_session_has_own_seats (session))
    {
      GPtrArray *seats = muster_session_get_seats (session);

      for (guint i = 0; i < seats->len; i++)
        {
          const MusterSeat *seat = g_ptr_array_index (seats, i);
          xmlNode *sn = muster_xml_add (node, "seat");

          muster_xml_set (sn, "id", seat->id);
          muster_xml_set (sn, "name", seat->name);
          muster_xml_set (sn, "side", seat->side);
        }
    }
  write_inputs (node, muster_session_get_inputs (session));

  if (muster_session_get_notes (session))
    muster_xml_add_text (node, "notes", muster_session_get_notes (session));

  log = muster_xml_add (node, "log");
  for (guint i = 0; i < muster_session_get_n_entries (session); i++)
    write_entry (log, muster_session_get_entry (session, i));

  snapshot = muster_xml_add (node, "snapshot");
  muster_state_write_snapshot (muster_session_get_state (session), snapshot);

  ledger = muster_session_get_ledger (session);
  muster_ledger_write (ledger, node);
}

GBytes *
muster_campaign_to_bytes (MusterCampaign *self)
{
  xmlNode *root;
  g_autoptr(xmlDoc) doc = muster_xml_new_doc ("muster-campaign", &root);
  GPtrArray *players = muster_campaign_get_players (self);
  xmlNode *pnode;

  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);

  muster_xml_set_int (root, "version", MUSTER_CAMPAIGN_VERSION);
  muster_xml_set (root, "id", muster_campaign_get_id (self));

  muster_xml_add_text (root, "title", muster_campaign_get_title (self));
  muster_xml_add_text (root, "created", muster_campaign_get_created (self));
  muster_xml_add_text (root, "modified", muster_campaign_get_modified (self));

  pnode = muster_xml_add (root, "players");
  for (guint i = 0; i < players->len; i++)
    {
      MusterPlayer *player = g_ptr_array_index (players, i);
      xmlNode *node = muster_xml_add (pnode, "player");

      muster_xml_set (node, "name", player->name);
      muster_xml_set (node, "side", player->side);
    }

  if (muster_campaign_get_notes (self))
    muster_xml_add_text (root, "notes", muster_campaign_get_notes (self));

  for (guint i = 0; i < muster_campaign_get_n_sessions (self); i++)
    write_session (root, muster_campaign_get_session (self, i),
                   i == muster_campaign_get_active (self));

  return muster_xml_to_bytes (doc);
}

/* Copies the file at @path, if there is one, to “NAME (before
 * correction).muster” beside it (numbered if that is taken). */
static gboolean
keep_original (const char  *path,
               GError     **error)
{
  g_autofree char *target = muster_file_resolve (path);
  g_autofree char *contents = NULL;
  g_autofree char *stem = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize len;

  if (!g_file_test (target, G_FILE_TEST_IS_REGULAR))
    return TRUE;
  if (!g_file_get_contents (target, &contents, &len, error))
    return FALSE;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  stem = g_str_has_suffix (target, ".muster") ? g_strndup (target, strlen (target) - 7) : g_strdup (target);
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *backup = n == 1 ? g_strdup_printf (_("%s (before correction).muster"), stem)
                                       : g_strdup_printf (_("%s (before correction %u).muster"), stem, n);

      if (!g_file_test (backup, G_FILE_TEST_EXISTS))
        return muster_file_write_atomic (backup, bytes, error);
    }
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO, _("There is no free name to keep the original file under"));
  return FALSE;
}

gboolean
muster_campaign_save_file (MusterCampaign  *self,
                           const char      *path,
                           GError         **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), FALSE);

  if (muster_campaign_get_keep_original (self) && !keep_original (path, error))
    return FALSE;
  bytes = muster_campaign_to_bytes (self);
  if (!muster_file_write_atomic (path, bytes, error))
    return FALSE;
  muster_campaign_set_keep_original (self, FALSE);
  muster_campaign_set_dirty (self, FALSE);
  return TRUE;
}

/* Reading */

static char *
child_text (xmlNode    *node,
            const char *name)
{
  xmlNode *child = muster_xml_child (node, name);
  return child ? muster_xml_get_text (child) : NULL;
}

static gboolean
read_outcome (xmlNode        *node,
              MusterOutcome **out,
              GError        **error)
{
  g_autofree char *kind = muster_xml_get (node, "kind");
  g_autoptr(MusterOutcome) o = NULL;
  int sides = 0, value = 0, hit_min = 0, hit_max = 0, group = 0;

  if (g_strcmp0 (kind, "card") == 0)
    o = muster_outcome_new (MUSTER_OUTCOME_CARD);
  else if (g_strcmp0 (kind, "pick") == 0)
    o = muster_outcome_new (MUSTER_OUTCOME_PICK);
  else
    o = muster_outcome_new (MUSTER_OUTCOME_DIE);

  if (!muster_xml_get_int (node, "sides", 0, &sides, error) ||
      !muster_xml_get_int (node, "value", 0, &value, error) ||
      !muster_xml_get_int (node, "hit-min", 0, &hit_min, error) ||
      !muster_xml_get_int (node, "hit-max", 0, &hit_max, error) ||
      !muster_xml_get_int (node, "group", 0, &group, error))
    return FALSE;

  if (o->kind == MUSTER_OUTCOME_DIE && (sides < 1 || value < 1 || value > sides))
    {
      muster_xml_set_error (error, node, _("a die result of %d does not fit a d%d"), value, sides);
      return FALSE;
    }
  if (o->kind == MUSTER_OUTCOME_PICK && (sides < 1 || value < 0 || value >= sides))
    {
      muster_xml_set_error (error, node, _("a choice of %d does not fit %d choices"), value, sides);
      return FALSE;
    }
  if (hit_min < 0 || hit_max < 0 || group < 0)
    {
      muster_xml_set_error (error, node, _("negative numbers are not allowed here"));
      return FALSE;
    }

  o->sides = (guint) sides;
  o->value = (guint) value;
  o->hit_min = (guint) hit_min;
  o->hit_max = (guint) hit_max;
  o->group = (guint) group;
  o->deck = muster_xml_get (node, "deck");
  o->card = muster_xml_get (node, "card");
  o->side = muster_xml_get (node, "side");
  o->purpose = muster_xml_get (node, "purpose");
  if (o->kind == MUSTER_OUTCOME_CARD && (o->deck == NULL || o->card == NULL))
    {
      muster_xml_set_error (error, node, _("a card result needs a deck and a card"));
      return FALSE;
    }
  *out = g_steal_pointer (&o);
  return TRUE;
}

static MusterEntry *
read_entry (xmlNode  *node,
            GError  **error)
{
  g_autofree char *action = muster_xml_get (node, "action");
  g_autofree char *time = muster_xml_get (node, "time");
  g_autoptr(GStrvBuilder) args = g_strv_builder_new ();
  g_autoptr(GPtrArray) outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);
  g_auto(GStrv) argv = NULL;
  g_autoptr(MusterEntry) entry = NULL;

  muster_xml_foreach_element (child, node)
    {
      if (muster_xml_is (child, "arg"))
        {
          g_autofree char *text = muster_xml_get_text (child);
          g_strv_builder_add (args, text);
        }
      else if (muster_xml_is (child, "outcome"))
        {
          MusterOutcome *o = NULL;

          if (!read_outcome (child, &o, error))
            return NULL;
          g_ptr_array_add (outcomes, o);
        }
    }

  argv = g_strv_builder_end (args);
  entry = muster_entry_new (action, (const char * const *) argv);
  muster_entry_set_outcomes (entry, outcomes);
  muster_entry_set_time (entry, time);
  muster_entry_set_override (entry, muster_xml_get_bool (node, "override", FALSE));
  muster_entry_set_bookmarked (entry, muster_xml_get_bool (node, "bookmark", FALSE));
  {
    g_autofree char *annotation = child_text (node, "annotation");
    g_autofree char *text = child_text (node, "text");
    g_autofree char *side = muster_xml_get (node, "side");
    g_autofree char *rule = muster_xml_get (node, "rule");

    muster_entry_set_annotation (entry, annotation);
    /* What the file says happened; replay rewrites it for the entries it
     * applies, and it stays as written for entries that were undone. */
    muster_entry_set_text (entry, text);
    {
      xmlNode *secret = muster_xml_child (node, "secret");

      if (secret != NULL)
        {
          g_autofree char *owner = muster_xml_get (secret, "owner");
          g_autofree char *words = muster_xml_get_text (secret);

          if (owner != NULL && words != NULL)
            muster_entry_append_secret (entry, owner, "%s", words);
        }
    }
    muster_entry_set_side (entry, side);
    muster_entry_set_rule (entry, rule);
    muster_xml_foreach_element (child, node)
      if (muster_xml_is (child, "overridden"))
        {
          g_autofree char *what = muster_xml_get_text (child);
          muster_entry_add_overridden (entry, what);
        }
  }
  return g_steal_pointer (&entry);
}

static MusterSession *
read_session (MusterCampaign  *campaign,
              MusterRegistry  *registry,
              xmlNode         *node,
              const char      *name,
              GError         **error)
{
  g_autofree char *system_id = muster_xml_get (node, "system");
  g_autofree char *scenario = muster_xml_get (node, "scenario");
  g_autofree char *chance_name = muster_xml_get (node, "chance");
  g_autofree char *id = muster_xml_get (node, "id");
  g_autofree char *title = child_text (node, "title");
  g_autofree char *notes = child_text (node, "notes");
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_seat_free);
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);
  g_autoptr(MusterChance) chance = NULL;
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *expected = NULL;
  MusterChanceMode mode = MUSTER_CHANCE_RANDOM;
  MusterSystem *system;
  xmlNode *log, *snapshot;
  guint64 seed = 0, position = 0;
  int cursor = 0;

  system = muster_registry_lookup (registry, system_id);
  if (system == NULL)
    {
      muster_xml_set_error (error, node, _("this Muster does not know the game system “%s”"), system_id);
      return NULL;
    }
  if (chance_name != NULL && !muster_chance_mode_from_string (chance_name, &mode))
    {
      muster_xml_set_error (error, node, _("unknown chance source “%s”"), chance_name);
      return NULL;
    }
  if (!muster_xml_get_uint64 (node, "seed", 0, &seed, error) ||
      !muster_xml_get_uint64 (node, "position", 0, &position, error) ||
      !muster_xml_get_int (node, "cursor", -1, &cursor, error))
    return NULL;

  switch (mode)
    {
    case MUSTER_CHANCE_SEEDED:
      chance = muster_chance_new_seeded (seed);
      muster_chance_set_position (chance, position);
      break;
    case MUSTER_CHANCE_MANUAL:
      chance = muster_chance_new_manual ();
      break;
    case MUSTER_CHANCE_SCRIPTED:
      chance = muster_chance_new_scripted ();
      break;
    case MUSTER_CHANCE_RANDOM:
    default:
      chance = muster_chance_new_random ();
      break;
    }

  muster_xml_foreach_element (child, node)
    {
      if (muster_xml_is (child, "option"))
        g_hash_table_insert (options, muster_xml_get (child, "id"), muster_xml_get (child, "value"));
      else if (muster_xml_is (child, "seat"))
        {
          g_autofree char *seat_id = muster_xml_get (child, "id");
          g_autofree char *seat_name = muster_xml_get (child, "name");
          g_autofree char *side = muster_xml_get (child, "side");

          g_ptr_array_add (seats, muster_seat_new (seat_id, seat_name, side));
        }
      else if (muster_xml_is (child, "input"))
        {
          g_autofree char *input_name = muster_xml_get (child, "name");
          g_autofree char *from = muster_xml_get (child, "session");
          g_autofree char *from_title = muster_xml_get (child, "title");
          xmlNode *carry = muster_xml_child (child, "carry");
          g_autofree char *carry_text = carry ? muster_xml_node_to_string (carry) : g_strdup ("<carry/>");

          g_ptr_array_add (inputs, muster_session_input_new (input_name, from, from_title, carry_text));
        }
    }

  session = muster_session_new_with_inputs (system, scenario, options, inputs, chance, &local_error);
  if (session == NULL)
    {
      muster_xml_set_error (error, node, "%s", local_error->message);
      return NULL;
    }
  if (id != NULL)
    muster_session_set_id (session, id);
  if (title != NULL)
    muster_session_set_title (session, title);
  muster_session_set_notes (session, notes);
  if (seats->len > 0)
    muster_session_set_seats (session, seats);

  log = muster_xml_child (node, "log");
  if (log != NULL)
    {
      muster_xml_foreach_element (child, log)
        {
          MusterEntry *entry = read_entry (child, error);

          if (entry == NULL)
            return NULL;
          muster_session_append_recorded (session, entry);
          g_object_unref (entry);
        }
    }

  if (cursor < 0 || (guint) cursor > muster_session_get_n_entries (session))
    cursor = (int) muster_session_get_n_entries (session);

  snapshot = muster_xml_child (node, "snapshot");
  if (snapshot != NULL)
    expected = muster_xml_node_to_string (snapshot);

  if (!muster_session_replay (session, (guint) cursor, expected, &local_error))
    {
      g_autofree char *warning = g_strdup_printf ("%s:%ld: %s", name,
                                                  xmlGetLineNo (snapshot ? snapshot : node),
                                                  local_error->message);
      muster_campaign_add_warning (campaign, session, warning);
    }

  return g_steal_pointer (&session);
}

/* Counts @name children of @parent; FALSE with an error naming the first
 * one past @max. */
static gboolean
check_count (xmlNode     *parent,
             const char  *child_name,
             guint        max,
             const char  *what,
             const char  *name,
             GError     **error)
{
  guint n = 0;

  muster_xml_foreach_element (child, parent)
    if (muster_xml_is (child, child_name) && ++n > max)
      {
        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                     /* TRANSLATORS: "%s:%ld:" is a file and line; the last %s is
                      * "sessions", "players", "arguments" or "results" */
                     _("%s:%ld: Muster reads at most %u %s here"),
                     name, xmlGetLineNo (child), max, what);
        return FALSE;
      }
  return TRUE;
}

/* The limits of muster-campaign.h, before anything is built. */
static gboolean
check_sizes (xmlNode     *root,
             const char  *name,
             GError     **error)
{
  xmlNode *players = muster_xml_child (root, "players");

  if (!check_count (root, "session", MUSTER_CAMPAIGN_MAX_SESSIONS, _("sessions"), name, error) ||
      (players != NULL &&
       !check_count (players, "player", MUSTER_CAMPAIGN_MAX_PLAYERS, _("players"), name, error)))
    return FALSE;
  muster_xml_foreach_element (session, root)
    {
      xmlNode *log = muster_xml_child (session, "log");

      if (!muster_xml_is (session, "session") || log == NULL)
        continue;
      muster_xml_foreach_element (entry, log)
        if (!check_count (entry, "arg", MUSTER_ENTRY_MAX_ARGS, _("arguments"), name, error) ||
            !check_count (entry, "outcome", MUSTER_ENTRY_MAX_OUTCOMES, _("results"), name, error))
          return FALSE;
    }
  return TRUE;
}

static MusterCampaign *
load_doc (MusterRegistry  *registry,
          xmlDoc          *doc,
          const char      *name,
          GError         **error)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *version = NULL;
  g_autofree char *id = NULL;
  g_autofree char *title = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *created = NULL;
  g_autofree char *modified = NULL;
  xmlNode *players;
  guint active = 0;

  if (!muster_xml_is (root, "muster-campaign"))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:%ld: this is not a Muster campaign (the root element is <%s>)"),
                   name, xmlGetLineNo (root), (const char *) root->name);
      return NULL;
    }

  /* The version is checked before the schema so an old Muster reading a new
   * file says so, rather than listing unknown elements. */
  version = muster_xml_get (root, "version");
  if (version == NULL || !g_ascii_string_to_signed (version, 10, MUSTER_CAMPAIGN_OLDEST_VERSION,
                                                    MUSTER_CAMPAIGN_VERSION, NULL, NULL) ||
      version[0] == '0')
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_VERSION,
                   _("%s:%ld: the file is format version %s; this Muster reads version %d"),
                   name, xmlGetLineNo (root), version ? version : _("(none)"),
                   MUSTER_CAMPAIGN_VERSION);
      return NULL;
    }

  if (!check_sizes (root, name, error) ||
      !muster_xml_validate (doc, CAMPAIGN_SCHEMA, name, error))
    return NULL;

  campaign = muster_campaign_new ();
  id = muster_xml_get (root, "id");
  if (id != NULL)
    muster_campaign_set_id (campaign, id);
  title = child_text (root, "title");
  notes = child_text (root, "notes");
  created = child_text (root, "created");
  modified = child_text (root, "modified");
  muster_campaign_set_title (campaign, title);
  muster_campaign_set_notes (campaign, notes);

  players = muster_xml_child (root, "players");
  if (players != NULL)
    {
      muster_xml_foreach_element (p, players)
        {
          g_autofree char *pname = muster_xml_get (p, "name");
          g_autofree char *side = muster_xml_get (p, "side");

          muster_campaign_add_player (campaign, pname, side);
        }
    }

  muster_xml_foreach_element (node, root)
    {
      MusterSession *session;

      if (!muster_xml_is (node, "session"))
        continue;
      session = read_session (campaign, registry, node, name, error);
      if (session == NULL)
        return NULL;
      if (muster_xml_get_bool (node, "active", FALSE))
        active = muster_campaign_get_n_sessions (campaign);
      muster_campaign_add_session (campaign, session);
      g_object_unref (session);
    }

  muster_campaign_set_active (campaign, active);
  muster_campaign_set_times (campaign, created, modified);
  muster_campaign_set_dirty (campaign, FALSE);
  return g_steal_pointer (&campaign);
}

MusterCampaign *
muster_campaign_load_data (MusterRegistry  *registry,
                           const char      *data,
                           gsize            len,
                           const char      *name,
                           GError         **error)
{
  g_autoptr(xmlDoc) doc = muster_xml_parse (data, len, name, error);

  if (doc == NULL)
    return NULL;
  return load_doc (registry, doc, name, error);
}

MusterCampaign *
muster_campaign_load_file (MusterRegistry  *registry,
                           const char      *path,
                           GError         **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *display = g_filename_display_name (path);

  muster_file_clean_stale (path);
  doc = muster_xml_parse_file (path, error);
  if (doc == NULL)
    return NULL;
  return load_doc (registry, doc, display, error);
}
