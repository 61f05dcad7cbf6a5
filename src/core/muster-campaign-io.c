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
#include "muster-xml-writer.h"
#include "muster-campaign-io.h"

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

/* An entry as the file holds it, at the writer's depth. */
void
muster_campaign_write_entry (MusterXmlWriter *w,
                             MusterEntry     *entry)
{
  const char * const *args = muster_entry_get_args (entry);
  GPtrArray *outcomes = muster_entry_get_outcomes (entry);
  GPtrArray *overridden = muster_entry_get_overridden (entry);
  guint n_args = g_strv_length ((char **) args);

  muster_xml_writer_start (w, "entry");
  muster_xml_writer_attr (w, "action", muster_entry_get_action (entry), MUSTER_XML_ID);
  muster_xml_writer_attr (w, "time", muster_entry_get_time (entry), MUSTER_XML_TEXT);
  muster_xml_writer_attr (w, "side", muster_entry_get_side (entry), MUSTER_XML_SHORT);
  muster_xml_writer_attr (w, "rule", muster_entry_get_rule (entry), MUSTER_XML_SHORT);
  if (muster_entry_get_override (entry))
    muster_xml_writer_attr (w, "override", "true", MUSTER_XML_TEXT);
  if (muster_entry_get_bookmarked (entry))
    muster_xml_writer_attr (w, "bookmark", "true", MUSTER_XML_TEXT);

  if (n_args > MUSTER_ENTRY_MAX_ARGS)
    muster_xml_writer_fail (w, NULL, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "an action has %u argument, more than the %u Muster reads",
                                                                   "an action has %u arguments, more than the %u Muster reads", n_args),
                                                      n_args, MUSTER_ENTRY_MAX_ARGS));
  if (outcomes->len > MUSTER_ENTRY_MAX_OUTCOMES)
    muster_xml_writer_fail (w, NULL, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "an action used %u die or card, more than the %u Muster reads",
                                                                   "an action used %u dice and cards, more than the %u Muster reads", outcomes->len),
                                                      outcomes->len, MUSTER_ENTRY_MAX_OUTCOMES));
  for (guint i = 0; i < n_args; i++)
    muster_xml_writer_text (w, "arg", args[i], MUSTER_XML_TEXT);

  for (guint i = 0; i < outcomes->len; i++)
    {
      const MusterOutcome *o = g_ptr_array_index (outcomes, i);

      muster_xml_writer_start (w, "outcome");
      muster_xml_writer_attr (w, "kind", outcome_kind_name (o->kind), MUSTER_XML_TEXT);
      if (o->kind == MUSTER_OUTCOME_CARD)
        {
          muster_xml_writer_attr (w, "deck", o->deck, MUSTER_XML_SHORT);
          muster_xml_writer_attr (w, "card", o->card, MUSTER_XML_SHORT);
        }
      else
        {
          muster_xml_writer_attr_int (w, "sides", o->sides);
          muster_xml_writer_attr_int (w, "value", o->value);
        }
      muster_xml_writer_attr (w, "side", o->side, MUSTER_XML_SHORT);
      muster_xml_writer_attr (w, "purpose", o->purpose, MUSTER_XML_SHORT);
      if (o->hit_min > 0)
        {
          muster_xml_writer_attr_int (w, "hit-min", o->hit_min);
          muster_xml_writer_attr_int (w, "hit-max", o->hit_max);
        }
      if (o->group > 0)
        muster_xml_writer_attr_int (w, "group", o->group);
      muster_xml_writer_end (w);
    }

  for (guint i = 0; i < overridden->len; i++)
    muster_xml_writer_text (w, "overridden", g_ptr_array_index (overridden, i), MUSTER_XML_TEXT);
  muster_xml_writer_text (w, "text", muster_entry_get_text (entry), MUSTER_XML_TEXT);
  {
    const char *owner = NULL;
    const char *secret = muster_entry_get_secret (entry, &owner);

    if (secret != NULL)
      {
        muster_xml_writer_start (w, "secret");
        muster_xml_writer_attr (w, "owner", owner, MUSTER_XML_SHORT);
        muster_xml_writer_close_text (w, secret, MUSTER_XML_TEXT);
      }
  }
  if (muster_entry_get_annotation (entry))
    muster_xml_writer_text (w, "annotation", muster_entry_get_annotation (entry), MUSTER_XML_TEXT);
  muster_xml_writer_end (w);
}

static int
compare_keys (gconstpointer a,
              gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* <input name session title><carry ...>...</carry></input>: the carry is
 * written as a tree, so the file stays one document. */
static void
write_inputs (MusterXmlWriter *w,
              GPtrArray       *inputs)
{
  for (guint i = 0; i < inputs->len; i++)
    {
      const MusterSessionInput *input = g_ptr_array_index (inputs, i);
      g_autoptr(xmlDoc) carry = muster_xml_parse (input->carry, strlen (input->carry), input->name, NULL);

      muster_xml_writer_start (w, "input");
      muster_xml_writer_attr (w, "name", input->name, MUSTER_XML_ID);
      muster_xml_writer_attr (w, "session", input->session_id, MUSTER_XML_ID);
      muster_xml_writer_attr (w, "title", input->title, MUSTER_XML_TEXT);
      if (carry != NULL)
        muster_xml_writer_node (w, xmlDocGetRootElement (carry));
      muster_xml_writer_end (w);
    }
}

/* State snapshots. A session's states do not change once they are its
 * state, so each one's snapshot is written once, as a file holds it (at
 * depth 2, indented), and kept with the state: loading compares it with
 * the file's, and every later save and recovery snapshot reuses it. */

#define SNAPSHOT_DEPTH 2

typedef struct
{
  char *text;
  char *problem;      /* what muster_xml_writer_get_problem() said, or NULL */
  char *problem_name;
} Snapshot;

static void
snapshot_free (Snapshot *snapshot)
{
  g_free (snapshot->text);
  g_free (snapshot->problem);
  g_free (snapshot->problem_name);
  g_free (snapshot);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Snapshot, snapshot_free)

/* @node (the <snapshot> element) as a file holds it. */
static Snapshot *
snapshot_new (xmlNode *node)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);
  GString *text = g_string_new (NULL);
  g_autoptr(MusterXmlWriter) writer = muster_xml_writer_new (text, MUSTER_XML_WRITER_INDENT, SNAPSHOT_DEPTH);
  const char *name = NULL;
  const char *problem;

  muster_xml_writer_node (writer, node);
  problem = muster_xml_writer_get_problem (writer, &name);
  snapshot->problem = g_strdup (problem);
  snapshot->problem_name = g_strdup (name);
  snapshot->text = g_string_free (text, FALSE);
  return snapshot;
}

static const Snapshot *
snapshot_of (MusterState *state)
{
  static GQuark quark;
  Snapshot *snapshot;

  if (quark == 0)
    quark = g_quark_from_static_string ("muster-file-snapshot");
  snapshot = g_object_get_qdata (G_OBJECT (state), quark);
  if (snapshot == NULL)
    {
      xmlNode *root;
      g_autoptr(xmlDoc) doc = muster_xml_new_doc ("snapshot", &root);

      /* The game system builds its snapshot as a tree. */
      muster_state_write_snapshot (state, root);
      snapshot = snapshot_new (root);
      g_object_set_qdata_full (G_OBJECT (state), quark, snapshot, (GDestroyNotify) snapshot_free);
    }
  return snapshot;
}

static void
snapshot_write (MusterXmlWriter *w,
                MusterState     *state)
{
  const Snapshot *snapshot;

  /* A journal line is written as it comes, not from the kept text. */
  if (muster_xml_writer_get_flags (w) & MUSTER_XML_WRITER_ONE_LINE)
    {
      xmlNode *root;
      g_autoptr(xmlDoc) doc = muster_xml_new_doc ("snapshot", &root);

      muster_state_write_snapshot (state, root);
      muster_xml_writer_node (w, root);
      return;
    }
  snapshot = snapshot_of (state);

  muster_xml_writer_raw (w, snapshot->text, strlen (snapshot->text));
  if (snapshot->problem != NULL)
    muster_xml_writer_fail (w, snapshot->problem_name, g_strdup (snapshot->problem));
}

/* Entries' fragments, for the recovery snapshots that are made again and
 * again from the same entries: each entry's text as a file holds it (at
 * depth 3, indented), kept with the entry until it changes. */

#define ENTRY_DEPTH 3

typedef struct
{
  guint   revision;
  GBytes *bytes;
  char   *problem;
  char   *problem_name;
} Fragment;

static void
fragment_free (Fragment *fragment)
{
  g_bytes_unref (fragment->bytes);
  g_free (fragment->problem);
  g_free (fragment->problem_name);
  g_free (fragment);
}

static const Fragment *
fragment_of (MusterEntry *entry)
{
  static GQuark quark;
  Fragment *fragment;

  if (quark == 0)
    quark = g_quark_from_static_string ("muster-file-entry");
  fragment = g_object_get_qdata (G_OBJECT (entry), quark);
  if (fragment == NULL || fragment->revision != muster_entry_get_revision (entry))
    {
      GString *text = g_string_new (NULL);
      g_autoptr(MusterXmlWriter) writer = muster_xml_writer_new (text, MUSTER_XML_WRITER_INDENT, ENTRY_DEPTH);
      const char *name = NULL;
      const char *problem;

      muster_campaign_write_entry (writer, entry);
      problem = muster_xml_writer_get_problem (writer, &name);
      fragment = g_new0 (Fragment, 1);
      fragment->revision = muster_entry_get_revision (entry);
      fragment->bytes = g_string_free_to_bytes (text);
      fragment->problem = g_strdup (problem);
      fragment->problem_name = g_strdup (name);
      g_object_set_qdata_full (G_OBJECT (entry), quark, fragment, (GDestroyNotify) fragment_free);
    }
  return fragment;
}

/* Text written in pieces: the writer's own text, with kept fragments to
 * put in at places in it. */
typedef struct
{
  gsize   at;
  GBytes *fragment;
} Piece;

struct _MusterCampaignPieces
{
  GBytes *text;
  GArray *pieces;  /* Piece */
  gsize   size;
};

void
muster_campaign_pieces_free (MusterCampaignPieces *pieces)
{
  if (pieces == NULL)
    return;
  g_clear_pointer (&pieces->text, g_bytes_unref);
  for (guint i = 0; pieces->pieces != NULL && i < pieces->pieces->len; i++)
    g_bytes_unref (g_array_index (pieces->pieces, Piece, i).fragment);
  g_clear_pointer (&pieces->pieces, g_array_unref);
  g_free (pieces);
}

gsize
muster_campaign_pieces_get_size (MusterCampaignPieces *pieces)
{
  return pieces->size;
}

GBytes *
muster_campaign_pieces_join (MusterCampaignPieces *pieces)
{
  gsize len;
  const char *text = g_bytes_get_data (pieces->text, &len);
  char *out = g_malloc (pieces->size + 1);
  gsize from = 0, to = 0;

  for (guint i = 0; i < pieces->pieces->len; i++)
    {
      const Piece *piece = &g_array_index (pieces->pieces, Piece, i);
      gsize n;
      const char *data = g_bytes_get_data (piece->fragment, &n);

      memcpy (out + to, text + from, piece->at - from);
      to += piece->at - from;
      from = piece->at;
      memcpy (out + to, data, n);
      to += n;
    }
  memcpy (out + to, text + from, len - from);
  to += len - from;
  g_assert (to == pieces->size);
  return g_bytes_new_take (out, to);
}

static void write_session (MusterXmlWriter *w,
                           MusterSession   *session,
                           gboolean         active,
                           guint           *bad_entry,
                           GArray          *pieces);

/* A session as the file holds it, at the writer's depth; @bad_entry (if
 * given) gets the number of the entry that failed the writer, if one did. */
void
muster_campaign_write_session (MusterXmlWriter *w,
                               MusterSession   *session,
                               gboolean         active,
                               guint           *bad_entry)
{
  write_session (w, session, active, bad_entry, NULL);
}

static void
write_session (MusterXmlWriter *w,
               MusterSession   *session,
               gboolean         active,
               guint           *bad_entry,
               GArray          *pieces)
{
  MusterChance *chance = muster_session_get_chance (session);
  MusterChanceMode mode = muster_chance_get_mode (chance);
  GHashTable *options = muster_session_get_options (session);
  g_autofree gpointer *keys = NULL;
  g_autoptr(MusterLedger) ledger = NULL;
  guint n_entries = muster_session_get_n_entries (session);
  guint cursor = muster_session_get_cursor (session);
  guint n_keys;

  muster_xml_writer_start (w, "session");
  muster_xml_writer_attr (w, "id", muster_session_get_id (session), MUSTER_XML_ID);
  muster_xml_writer_attr (w, "system", muster_system_get_id (muster_session_get_system (session)), MUSTER_XML_ID);
  muster_xml_writer_attr (w, "scenario", muster_session_get_scenario (session), MUSTER_XML_ID);
  muster_xml_writer_attr (w, "chance", muster_chance_mode_to_string (mode), MUSTER_XML_TEXT);
  if (mode == MUSTER_CHANCE_SEEDED)
    {
      g_string_append_printf (muster_xml_writer_get_string (w), " seed=\"%" G_GUINT64_FORMAT "\"",
                              muster_chance_get_seed (chance));
      g_string_append_printf (muster_xml_writer_get_string (w), " position=\"%" G_GUINT64_FORMAT "\"",
                              muster_chance_get_position (chance));
    }
  muster_xml_writer_attr_int (w, "cursor", muster_session_get_saved_cursor (session));
  if (active)
    muster_xml_writer_attr (w, "active", "true", MUSTER_XML_TEXT);

  muster_xml_writer_text (w, "title", muster_session_get_title (session), MUSTER_XML_TEXT);

  /* Options in a stable order so equal campaigns write equal bytes. */
  keys = g_hash_table_get_keys_as_array (options, &n_keys);
  qsort (keys, n_keys, sizeof (gpointer), compare_keys);
  for (guint i = 0; i < n_keys; i++)
    {
      muster_xml_writer_start (w, "option");
      muster_xml_writer_attr (w, "id", keys[i], MUSTER_XML_ID);
      muster_xml_writer_attr (w, "value", g_hash_table_lookup (options, keys[i]), MUSTER_XML_SHORT);
      muster_xml_writer_end (w);
    }

  if (muster_session_has_own_seats (session))
    {
      GPtrArray *seats = muster_session_get_seats (session);

      for (guint i = 0; i < seats->len; i++)
        {
          const MusterSeat *seat = g_ptr_array_index (seats, i);

          muster_xml_writer_start (w, "seat");
          muster_xml_writer_attr (w, "id", seat->id, MUSTER_XML_SHORT);
          muster_xml_writer_attr (w, "name", seat->name, MUSTER_XML_SHORT);
          muster_xml_writer_attr (w, "side", seat->side, MUSTER_XML_ID);
          muster_xml_writer_end (w);
        }
    }
  write_inputs (w, muster_session_get_inputs (session));

  if (muster_session_get_notes (session))
    muster_xml_writer_text (w, "notes", muster_session_get_notes (session), MUSTER_XML_TEXT);

  /* The ledger (muster_session_get_ledger()) is added up on the way. */
  ledger = muster_ledger_new ();
  muster_xml_writer_start (w, "log");
  for (guint i = 0; i < n_entries; i++)
    {
      MusterEntry *entry = muster_session_get_entry (session, i);
      gboolean was_ok = muster_xml_writer_ok (w);

      if (pieces != NULL)
        {
          const Fragment *fragment = fragment_of (entry);
          Piece piece;

          muster_xml_writer_raw (w, "", 0);  /* closes the log's start tag */
          piece.at = muster_xml_writer_get_string (w)->len;
          piece.fragment = g_bytes_ref (fragment->bytes);
          g_array_append_val (pieces, piece);
          if (fragment->problem != NULL)
            muster_xml_writer_fail (w, fragment->problem_name, g_strdup (fragment->problem));
        }
      else
        muster_campaign_write_entry (w, entry);
      if (was_ok && !muster_xml_writer_ok (w) && bad_entry != NULL)
        *bad_entry = i + 1;
      if (i < cursor)
        muster_ledger_add_outcomes (ledger, muster_entry_get_outcomes (entry));
    }
  muster_xml_writer_end (w);

  snapshot_write (w, muster_session_get_state (session));

  muster_ledger_write (ledger, w);
  muster_xml_writer_end (w);
}

/* The names players read for what the file's elements and attributes
 * hold, for refusals. */
static const char *
field_words (const char *name)
{
  static const struct { const char *name, *words; } fields[] = {
    { "arg", N_("an argument") },
    { "text", N_("the log's words") },
    { "annotation", N_("the note") },
    { "overridden", N_("an overridden check") },
    { "title", N_("the title") },
    { "notes", N_("the notes' text") },
    { "name", N_("a player's name") },
    { "value", N_("an option's value") },
    { "outcome", N_("the dice and cards") },
    { "card", N_("a card's name") },
    { "deck", N_("a deck's name") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (g_strcmp0 (name, fields[i].name) == 0)
      return _(fields[i].words);
  return _("a value");
}

static gsize
pieces_size (GArray *pieces)
{
  gsize size = 0;

  for (guint i = 0; pieces != NULL && i < pieces->len; i++)
    size += g_bytes_get_size (g_array_index (pieces, Piece, i).fragment);
  return size;
}

/* The writer's problem in words: what holds it, and what is wrong. */
static char *
problem_words (MusterXmlWriter *w)
{
  const char *name = NULL;
  const char *problem = muster_xml_writer_get_problem (w, &name);

  if (name == NULL)
    return g_strdup (problem);
  return g_strdup_printf ("%s %s", field_words (name), problem);
}

/* Writes @self. When @checked, NULL with an error naming the first thing
 * Muster could not read back: a character XML does not allow, a name too
 * long, more than the limits of muster-campaign.h, a file too big. */
static GBytes *
serialize (MusterCampaign  *self,
           gboolean         checked,
           GArray          *pieces,
           GError         **error)
{
  GPtrArray *players = muster_campaign_get_players (self);
  g_autoptr(GString) out = g_string_sized_new (64 * 1024);
  g_autoptr(MusterXmlWriter) w = muster_xml_writer_new (out, MUSTER_XML_WRITER_INDENT, 0);
  guint n_sessions = muster_campaign_get_n_sessions (self);

  muster_xml_writer_declaration (w);
  muster_xml_writer_start (w, "muster-campaign");
  muster_xml_writer_attr_int (w, "version", MUSTER_CAMPAIGN_VERSION);
  muster_xml_writer_attr (w, "id", muster_campaign_get_id (self), MUSTER_XML_ID);

  muster_xml_writer_text (w, "title", muster_campaign_get_title (self), MUSTER_XML_TEXT);
  muster_xml_writer_text (w, "created", muster_campaign_get_created (self), MUSTER_XML_TEXT);
  muster_xml_writer_text (w, "modified", muster_campaign_get_modified (self), MUSTER_XML_TEXT);

  if (players->len > MUSTER_CAMPAIGN_MAX_PLAYERS)
    muster_xml_writer_fail (w, NULL, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "there is %u player, more than the %u Muster reads",
                                                                   "there are %u players, more than the %u Muster reads", players->len),
                                                      players->len, MUSTER_CAMPAIGN_MAX_PLAYERS));
  muster_xml_writer_start (w, "players");
  for (guint i = 0; i < players->len; i++)
    {
      MusterPlayer *player = g_ptr_array_index (players, i);

      muster_xml_writer_start (w, "player");
      muster_xml_writer_attr (w, "name", player->name, MUSTER_XML_SHORT);
      muster_xml_writer_attr (w, "side", player->side, MUSTER_XML_ID);
      muster_xml_writer_end (w);
    }
  muster_xml_writer_end (w);

  if (muster_campaign_get_notes (self))
    muster_xml_writer_text (w, "notes", muster_campaign_get_notes (self), MUSTER_XML_TEXT);

  if (n_sessions > MUSTER_CAMPAIGN_MAX_SESSIONS)
    muster_xml_writer_fail (w, NULL, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "there is %u game, more than the %u Muster reads",
                                                                   "there are %u games, more than the %u Muster reads", n_sessions),
                                                      n_sessions, MUSTER_CAMPAIGN_MAX_SESSIONS));
  for (guint i = 0; i < n_sessions; i++)
    {
      MusterSession *session = muster_campaign_get_session (self, i);
      gboolean was_ok = muster_xml_writer_ok (w);
      guint bad_entry = 0;

      write_session (w, session, i == muster_campaign_get_active (self), &bad_entry, pieces);
      if (checked && was_ok && !muster_xml_writer_ok (w))
        {
          g_autofree char *what = problem_words (w);

          if (bad_entry > 0)
            g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                         /* TRANSLATORS: “%s” is a game's title; then what is wrong
                          * (“the note holds the control character U+0001”) */
                         _("Muster could not read this campaign back, so it is not saved: in “%s”, entry %u: %s"),
                         muster_session_get_title (session), bad_entry, what);
          else
            g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                         _("Muster could not read this campaign back, so it is not saved: in “%s”, %s"),
                         muster_session_get_title (session), what);
          return NULL;
        }
    }
  muster_xml_writer_end (w);

  if (checked && !muster_xml_writer_ok (w))
    {
      g_autofree char *what = problem_words (w);

      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("Muster could not read this campaign back, so it is not saved: %s"), what);
      return NULL;
    }
  if (checked && out->len + pieces_size (pieces) > MUSTER_XML_MAX_BYTES)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_IO,
                   _("The campaign would take %.1f MB, more than the %d MB Muster reads, so it is not saved; "
                     "move some games to a campaign of their own"),
                   (out->len + pieces_size (pieces)) / (1024.0 * 1024.0), MUSTER_XML_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  return g_string_free_to_bytes (g_steal_pointer (&out));
}

GBytes *
muster_campaign_to_bytes (MusterCampaign *self)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  return serialize (self, FALSE, NULL, NULL);
}

MusterCampaignPieces *
muster_campaign_serialize_pieces (MusterCampaign  *self,
                                  GError         **error)
{
  g_autoptr(GArray) pieces = g_array_new (FALSE, FALSE, sizeof (Piece));
  MusterCampaignPieces *out;
  GBytes *text;

  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  text = serialize (self, TRUE, pieces, error);
  if (text == NULL)
    {
      for (guint i = 0; i < pieces->len; i++)
        g_bytes_unref (g_array_index (pieces, Piece, i).fragment);
      return NULL;
    }
  out = g_new0 (MusterCampaignPieces, 1);
  out->size = g_bytes_get_size (text) + pieces_size (pieces);
  out->text = text;
  out->pieces = g_steal_pointer (&pieces);
  return out;
}

gboolean
muster_campaign_warm_pieces (MusterCampaign *self,
                             guint          *session,
                             guint          *entry,
                             guint           budget)
{
  guint n_sessions = muster_campaign_get_n_sessions (self);

  while (*session < n_sessions && budget > 0)
    {
      MusterSession *s = muster_campaign_get_session (self, *session);
      guint n = muster_session_get_n_entries (s);

      for (; *entry < n && budget > 0; (*entry)++, budget--)
        fragment_of (muster_session_get_entry (s, *entry));
      if (*entry >= n)
        {
          (*session)++;
          *entry = 0;
        }
    }
  return *session >= n_sessions;
}

GBytes *
muster_campaign_serialize (MusterCampaign  *self,
                           GError         **error)
{
  g_return_val_if_fail (MUSTER_IS_CAMPAIGN (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return serialize (self, TRUE, NULL, error);
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

  /* What Muster could not read back is refused before the file is touched. */
  bytes = muster_campaign_serialize (self, error);
  if (bytes == NULL)
    return FALSE;
  if (muster_campaign_get_keep_original (self) && !keep_original (path, error))
    return FALSE;
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

/* Checking entries. campaign.rng says what an entry may hold, but
 * libxml2 takes some 2 µs an element to apply a schema, more than reading
 * the file takes: the log's entries, most of a file, are checked here to
 * the same rules instead (tests/test-hostile.c holds the two to the same
 * verdicts), and the schema checks the rest. */

/* XML Schema's whitespace “collapse”: only the trimmed value counts. */
static char *
collapsed (const char *value)
{
  return g_strstrip (g_strdup (value));
}

static gboolean
is_unsigned_int (const char *value)
{
  g_autofree char *v = collapsed (value);
  const char *digits = v[0] == '+' ? v + 1 : v;
  guint64 n;

  return *digits != '\0' && g_ascii_isdigit (*digits) &&
         g_ascii_string_to_unsigned (digits, 10, 0, G_MAXUINT32, &n, NULL);
}

static gboolean
is_boolean (const char *value)
{
  g_autofree char *v = collapsed (value);

  return g_str_equal (v, "true") || g_str_equal (v, "false") || g_str_equal (v, "1") || g_str_equal (v, "0");
}

/* An attribute's value, as written in the file (borrowed from the tree
 * when it is one text node, as it nearly always is). */
static const char *
attr_value (xmlAttr  *attr,
            char    **to_free)
{
  if (attr->children != NULL && attr->children->next == NULL && attr->children->type == XML_TEXT_NODE)
    return (const char *) attr->children->content;
  *to_free = (char *) xmlNodeListGetString (attr->doc, attr->children, 1);
  return *to_free ? *to_free : "";
}

typedef enum { V_TEXT, V_ID, V_SHORT, V_UINT, V_BOOL } ValueKind;

static gboolean
check_value (xmlNode     *node,
             xmlAttr     *attr,
             ValueKind    kind,
             GError     **error)
{
  char *to_free = NULL;
  const char *value = attr_value (attr, &to_free);
  g_autofree char *why = NULL;
  gboolean ok = TRUE;

  switch (kind)
    {
    case V_ID:
      why = muster_xml_check_value (value, MUSTER_XML_ID);
      break;
    case V_SHORT:
      why = muster_xml_check_value (value, MUSTER_XML_SHORT);
      break;
    case V_UINT:
      ok = is_unsigned_int (value);
      break;
    case V_BOOL:
      ok = is_boolean (value);
      break;
    case V_TEXT:
    default:
      break;
    }
  if (!ok || why != NULL)
    {
      if (why == NULL)
        why = g_strdup (kind == V_UINT ? _("is not a whole number of 0 or more")
                                       : _("is not true or false"));
      muster_xml_set_error (error, node, _("the value “%s” of “%s” %s"), value, (const char *) attr->name, why);
    }
  xmlFree (to_free);
  return ok && why == NULL;
}

typedef struct
{
  const char *name;
  ValueKind   kind;
} AttrRule;

/* Every attribute of @node follows @rules; @found gets a bit for each
 * rule whose attribute is there (1 << its index). */
static gboolean
check_attrs (xmlNode         *node,
             const AttrRule  *rules,
             guint            n_rules,
             guint           *found,
             GError         **error)
{
  *found = 0;
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      guint r;

      for (r = 0; r < n_rules; r++)
        if (attr->ns == NULL && xmlStrEqual (attr->name, (const xmlChar *) rules[r].name))
          break;
      if (r == n_rules)
        {
          muster_xml_set_error (error, node, _("the element “%s” has an attribute “%s” Muster does not know"),
                                (const char *) node->name, (const char *) attr->name);
          return FALSE;
        }
      if (!check_value (node, attr, rules[r].kind, error))
        return FALSE;
      *found |= 1u << r;
    }
  return TRUE;
}

/* Text only: no attributes, no elements inside. */
static gboolean
check_text_only (xmlNode  *node,
                 GError  **error)
{
  if (node->properties != NULL)
    {
      muster_xml_set_error (error, node, _("the element “%s” has an attribute “%s” Muster does not know"),
                            (const char *) node->name, (const char *) node->properties->name);
      return FALSE;
    }
  muster_xml_foreach_element (child, node)
    {
      muster_xml_set_error (error, child, _("the element “%s” does not belong inside “%s”"),
                            (const char *) child->name, (const char *) node->name);
      return FALSE;
    }
  return TRUE;
}

/* No text between elements (blank text is dropped by the parser). */
static gboolean
check_no_text (xmlNode  *node,
               GError  **error)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
      {
        muster_xml_set_error (error, node, _("the element “%s” holds text where only elements belong"),
                              (const char *) node->name);
        return FALSE;
      }
  return TRUE;
}

static gboolean
check_outcome (xmlNode  *node,
               GError  **error)
{
  static const AttrRule rules[] = {
    { "kind", V_TEXT }, { "sides", V_UINT }, { "value", V_UINT }, { "deck", V_SHORT }, { "card", V_SHORT },
    { "side", V_SHORT }, { "purpose", V_SHORT }, { "hit-min", V_UINT }, { "hit-max", V_UINT }, { "group", V_UINT },
  };
  g_autofree char *kind = NULL;
  guint found;
  gboolean card;

  if (!check_attrs (node, rules, G_N_ELEMENTS (rules), &found, error) || !check_no_text (node, error))
    return FALSE;
  muster_xml_foreach_element (child, node)
    {
      muster_xml_set_error (error, child, _("the element “%s” does not belong inside “%s”"),
                            (const char *) child->name, (const char *) node->name);
      return FALSE;
    }
  kind = muster_xml_get (node, "kind");
  card = g_strcmp0 (kind, "card") == 0;
  if (kind == NULL || (!card && !g_str_equal (kind, "die") && !g_str_equal (kind, "pick")))
    {
      muster_xml_set_error (error, node, _("a result is a die, a pick or a card, not “%s”"), kind ? kind : "");
      return FALSE;
    }
  /* A die or a pick has sides and a value; a card a deck and a card. */
  if (card ? (found & 0x18) != 0x18 || (found & 0x6) != 0 : (found & 0x6) != 0x6 || (found & 0x18) != 0)
    {
      muster_xml_set_error (error, node, card ? _("a card result needs a deck and a card, and nothing of a die")
                                              : _("a die result needs its sides and value, and nothing of a card"));
      return FALSE;
    }
  return TRUE;
}

/* What only its owner may read: an owner, and text. */
static gboolean
check_secret (xmlNode  *node,
              GError  **error)
{
  static const AttrRule rules[] = { { "owner", V_SHORT } };
  guint found;

  if (!check_attrs (node, rules, G_N_ELEMENTS (rules), &found, error))
    return FALSE;
  if ((found & 1) == 0)
    {
      muster_xml_set_error (error, node, _("a secret names no owner"));
      return FALSE;
    }
  muster_xml_foreach_element (child, node)
    {
      muster_xml_set_error (error, child, _("the element “%s” does not belong inside “%s”"),
                            (const char *) child->name, (const char *) node->name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_entry (xmlNode  *node,
             GError  **error)
{
  static const AttrRule rules[] = {
    { "action", V_ID }, { "time", V_TEXT }, { "side", V_SHORT }, { "rule", V_SHORT },
    { "override", V_BOOL }, { "bookmark", V_BOOL },
  };
  /* The children, in the order they must come; the last three at most once. */
  static const char * const order[] = { "arg", "outcome", "overridden", "text", "secret", "annotation" };
  guint found, at = 0, once = 0;

  if (!muster_xml_is (node, "entry"))
    {
      muster_xml_set_error (error, node, _("the element “%s” does not belong in a log"), (const char *) node->name);
      return FALSE;
    }
  if (!check_attrs (node, rules, G_N_ELEMENTS (rules), &found, error) || !check_no_text (node, error))
    return FALSE;
  if ((found & 1) == 0)
    {
      muster_xml_set_error (error, node, _("an entry names no action"));
      return FALSE;
    }
  muster_xml_foreach_element (child, node)
    {
      guint k;

      for (k = at; k < G_N_ELEMENTS (order); k++)
        if (muster_xml_is (child, order[k]))
          break;
      if (k == G_N_ELEMENTS (order) || (k >= 3 && (once & (1u << k)) != 0))
        {
          muster_xml_set_error (error, child, _("the element “%s” does not belong here in an entry"),
                                (const char *) child->name);
          return FALSE;
        }
      at = k;
      once |= 1u << k;
      if (k == 1 ? !check_outcome (child, error)
                 : k == 4 ? !check_secret (child, error) : !check_text_only (child, error))
        return FALSE;
    }
  return TRUE;
}

MusterEntry *
muster_campaign_read_entry (xmlNode  *node,
                            GError  **error)
{
  g_autofree char *action = muster_xml_get (node, "action");
  g_autofree char *time = muster_xml_get (node, "time");
  g_autoptr(GStrvBuilder) args = g_strv_builder_new ();
  g_autoptr(GPtrArray) outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);
  g_auto(GStrv) argv = NULL;
  g_autoptr(MusterEntry) entry = NULL;

  if (!check_entry (node, error))
    return NULL;
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

MusterSession *
muster_campaign_read_session (MusterCampaign  *campaign,
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
      if (!check_no_text (log, error))
        return NULL;
      muster_xml_foreach_element (child, log)
        {
          MusterEntry *entry = muster_campaign_read_entry (child, error);

          if (entry == NULL)
            return NULL;
          muster_session_append_recorded (session, entry);
          g_object_unref (entry);
        }
    }

  if (cursor < 0 || (guint) cursor > muster_session_get_n_entries (session))
    cursor = (int) muster_session_get_n_entries (session);

  snapshot = muster_xml_child (node, "snapshot");
  if (muster_session_replay (session, (guint) cursor, NULL, &local_error) && snapshot != NULL)
    {
      /* The log is the truth; a state saved beside it that differs is said. */
      g_autoptr(Snapshot) expected = snapshot_new (snapshot);

      if (!g_str_equal (expected->text, snapshot_of (muster_session_get_state (session))->text))
        g_set_error (&local_error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
                     _("Replaying the log of “%s” gives a different state from the one saved with it; the log is kept as the truth"),
                     title ? title : scenario);
    }
  if (local_error != NULL)
    {
      g_autofree char *warning = g_strdup_printf ("%s:%ld: %s", name,
                                                  xmlGetLineNo (snapshot ? snapshot : node),
                                                  local_error->message);
      muster_campaign_add_warning (campaign, session, warning);
    }

  return g_steal_pointer (&session);
}

/* FALSE, with an error naming @child, the first of its kind past @max. */
static gboolean
too_many (xmlNode     *child,
          guint        max,
          const char  *what,
          const char  *name,
          GError     **error)
{
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
               /* TRANSLATORS: "%s:%ld:" is a file and line; the last %s is
                * "sessions", "players", "arguments" or "results" */
               _("%s:%ld: Muster reads at most %u %s here"),
               name, xmlGetLineNo (child), max, what);
  return FALSE;
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
      return too_many (child, max, what, name, error);
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
        {
          guint args = 0, outcomes = 0;

          /* One pass over each entry: a log holds a great many. */
          muster_xml_foreach_element (child, entry)
            if ((muster_xml_is (child, "arg") && ++args > MUSTER_ENTRY_MAX_ARGS) ||
                (muster_xml_is (child, "outcome") && ++outcomes > MUSTER_ENTRY_MAX_OUTCOMES))
              return too_many (child, args > MUSTER_ENTRY_MAX_ARGS ? MUSTER_ENTRY_MAX_ARGS : MUSTER_ENTRY_MAX_OUTCOMES,
                               args > MUSTER_ENTRY_MAX_ARGS ? _("arguments") : _("results"), name, error);
        }
    }
  return TRUE;
}

/* The schema, with the logs' entries and the snapshots' content set aside
 * while it is applied: entries are checked as they are read
 * (check_entry()), and a snapshot may hold any elements, which only take
 * libxml2 time to match. */
static gboolean
validate (xmlDoc      *doc,
          const char  *name,
          GError     **error)
{
  g_autoptr(GPtrArray) parents = g_ptr_array_new ();
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  gboolean ok = TRUE;

  muster_xml_foreach_element (session, xmlDocGetRootElement (doc))
    {
      if (!muster_xml_is (session, "session"))
        continue;
      muster_xml_foreach_element (part, session)
        {
          if (!muster_xml_is (part, "log") && !muster_xml_is (part, "snapshot"))
            continue;
          if (ok && muster_xml_is (part, "snapshot") && !check_no_text (part, error))
            ok = FALSE;
          g_ptr_array_add (parents, part);
          g_ptr_array_add (kept, part->children);
          g_ptr_array_add (kept, part->last);
          part->children = part->last = NULL;
        }
    }
  ok = ok && muster_xml_validate (doc, CAMPAIGN_SCHEMA, name, error);
  for (guint i = 0; i < parents->len; i++)
    {
      xmlNode *part = g_ptr_array_index (parents, i);

      part->children = g_ptr_array_index (kept, 2 * i);
      part->last = g_ptr_array_index (kept, 2 * i + 1);
    }
  return ok;
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

  if (!check_sizes (root, name, error) || !validate (doc, name, error))
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
      session = muster_campaign_read_session (campaign, registry, node, name, error);
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
