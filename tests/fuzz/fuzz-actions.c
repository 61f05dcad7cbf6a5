/* fuzz-actions.c: libFuzzer target for sequences of actions in one game
 * system (FUZZ_SYSTEM, set by meson.build: one executable per system).
 *
 * The input picks a starting campaign of the system (the saved campaigns
 * of the load target's corpus, FUZZ_CAMPAIGNS), a seed for its chance
 * source, then steps: undo, redo, or an action from the session's own list
 * (muster_state_list_actions) with arguments drawn from its parameters
 * (choices, number ranges, dice, words). Most steps take a legal action (a
 * correction of reconstructed data only one time in eight) and try a few
 * argument lists against muster_state_check() so that games get deep; some
 * name any action, go past reconstructed data with the override flag,
 * bring the players' own dice and cards (answering the requests of a
 * manual chance source), or add stray words. Each step previews its action
 * as the app would. Refusals are fine; after an action that applies, the
 * state's invariants must hold. After the steps the campaign must save,
 * load without a warning and save to the same bytes, and the session must
 * replay to the state it reached; undo and redo must never fail but for
 * having nothing to do. Anything else aborts, and libFuzzer reports the
 * input.
 *
 * Input: byte 0 picks the campaign, byte 1 the seed; then per step one
 * byte of operation (bits 0-3: 0 undo, 1 redo, else an action; bit 4:
 * override; bit 5: the players' results; bits 6-7: 3 = wild, else tame)
 * followed by the bytes its choices consume.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "fuzz-common.h"

#define MAX_STEPS  64  /* steps taken from one input */
#define MAX_TRIES   8  /* argument lists tried against muster_state_check() */
#define MAX_ROUNDS  8  /* rounds of the players' results for one action */

typedef struct
{
  const guint8 *data;
  gsize         len;
  gsize         pos;
} Input;

/* The next byte, or 0 once the input is used up. */
static guint
take (Input *in)
{
  return in->pos < in->len ? in->data[in->pos++] : 0;
}

/* MUSTER_FUZZ_TRACE set: print every action and what came of it, to see
 * what an input does. */
static gboolean trace;

/* The saved starting campaigns of FUZZ_SYSTEM (GBytes*), in name order. */
static GPtrArray *starts;

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
load_starts (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (FUZZ_CAMPAIGNS, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    fuzz_fail ("no starting campaigns: %s", error->message);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".muster"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  starts = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (FUZZ_CAMPAIGNS, g_ptr_array_index (names, i), NULL);
      g_autoptr(MusterCampaign) campaign = NULL;
      g_autofree char *data = NULL;
      gsize len;

      if (!g_file_get_contents (path, &data, &len, &error))
        fuzz_fail ("%s", error->message);
      campaign = muster_campaign_load_data (fuzz_registry (), data, len, path, &error);
      if (campaign == NULL || muster_campaign_get_warnings (campaign)->len > 0)
        fuzz_fail ("the starting campaign %s does not load cleanly", path);
      if (g_str_equal (muster_system_get_id (muster_session_get_system (muster_campaign_get_active_session (campaign))),
                       FUZZ_SYSTEM))
        g_ptr_array_add (starts, g_bytes_new_take (g_steal_pointer (&data), len));
    }
  if (starts->len == 0)
    fuzz_fail ("no starting campaign of %s in %s", FUZZ_SYSTEM, FUZZ_CAMPAIGNS);
}

/* Words for free-text parameters: every choice the actions offer now (the
 * ids of regions, counters, decks...), and a few more. */
static GPtrArray *
vocabulary (GPtrArray *actions)
{
  static const char * const extra[] = {
    "0", "1", "2", "3", "6", "-1", "12", "none", "all", "yes", "no", "Morale", "cards", "x",
  };
  GPtrArray *words = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
    g_ptr_array_add (words, (gpointer) extra[i]);
  for (guint i = 0; i < actions->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (actions, i);

      for (guint p = 0; p < info->params->len; p++)
        {
          MusterParam *param = g_ptr_array_index (info->params, p);

          for (guint c = 0; param->choices && param->choices[c]; c++)
            if (g_hash_table_add (seen, param->choices[c]))
              g_ptr_array_add (words, param->choices[c]);
        }
    }
  return words;
}

/* A short string of raw bytes from the input (not always UTF-8). */
static char *
raw_text (Input *in)
{
  guint n = take (in) % 12;
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      guint c = take (in);
      g_string_append_c (s, c ? (char) c : ' ');
    }
  return g_string_free (s, FALSE);
}

static char *
param_value (const MusterParam *param,
             GPtrArray         *words,
             Input             *in,
             gboolean           wild)
{
  static const char * const dice[] = {
    "d6", "2d6", "3d6", "d10", "d20", "2d10+1", "d6+d4-1", "4d6", "d100", "0d6", "d0", "200d6", "d6*",
  };
  guint b = take (in);

  if (wild && b >= 0xe0)
    return raw_text (in);
  if (param->choices != NULL && param->choices[0] != NULL)
    return g_strdup (param->choices[b % g_strv_length (param->choices)]);

  switch (param->kind)
    {
    case MUSTER_PARAM_NUMBER:
      {
        /* Small numbers within the range; at its edges and past them
         * when wild. */
        gint64 lo = MAX ((gint64) param->min, -3);
        gint64 hi = MIN ((gint64) param->max, 30);

        if (wild)
          switch (b % 4)
            {
            case 0:
              return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) param->min - 1);
            case 1:
              return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) param->max + 1);
            case 2:
              return g_strdup_printf ("%d", param->max);
            default:
              break;
            }
        if (lo > hi)
          lo = hi = param->min;
        return g_strdup_printf ("%" G_GINT64_FORMAT, lo + (gint64) (b % (guint) (hi - lo + 1)));
      }
    case MUSTER_PARAM_DICE:
      return g_strdup (dice[b % G_N_ELEMENTS (dice)]);
    case MUSTER_PARAM_TEXT:
    case MUSTER_PARAM_CHOICE:
    default:
      return g_strdup (g_ptr_array_index (words, b % words->len));
    }
}

/* Arguments for @info: every parameter in order, the optional ones left
 * out now and then, the repeated ones one to four times. */
static GStrv
make_args (const MusterActionInfo *info,
           GPtrArray              *words,
           Input                  *in,
           gboolean                wild)
{
  GPtrArray *args = g_ptr_array_new ();

  for (guint p = 0; p < info->params->len; p++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, p);
      guint n = 1;

      if (param->optional || param->repeated)
        {
          guint c = take (in);

          if (param->optional && c % 4 == 0)
            n = 0;
          else if (param->repeated)
            n = 1 + (c >> 2) % 4;
        }
      for (guint i = 0; i < n; i++)
        {
          char *value = param_value (param, words, in, wild);

          /* A keyed count is written “key=value”. */
          if (param->key != NULL)
            {
              char *keyed = g_strdup_printf ("%s=%s", param->key, value);

              g_free (value);
              value = keyed;
            }
          g_ptr_array_add (args, value);
        }
    }
  if (wild && take (in) % 4 == 0)
    g_ptr_array_add (args, raw_text (in));
  g_ptr_array_add (args, NULL);
  return (GStrv) g_ptr_array_free (args, FALSE);
}

/* Answers what a manual chance source asks for, from the input. */
static void
supply (MusterChance              *chance,
        const MusterChanceRequest *request,
        Input                     *in)
{
  switch (request->kind)
    {
    case MUSTER_OUTCOME_DIE:
      for (guint i = 0; i < request->count; i++)
        muster_chance_supply_number (chance, 1 + take (in) % MAX (request->sides, 1));
      break;
    case MUSTER_OUTCOME_PICK:
      muster_chance_supply_number (chance, take (in) % MAX (request->sides, 1));
      break;
    case MUSTER_OUTCOME_CARD:
      {
        guint n = request->candidates ? g_strv_length (request->candidates) : 0;

        if (n > 0)
          muster_chance_supply_card (chance, request->candidates[take (in) % n]);
        else
          muster_chance_supply_card (chance, "x");
      }
      break;
    default:
      fuzz_fail ("a request of an unknown kind %d", request->kind);
    }
}

/* Performs the action; with @players, on a manual chance source fed from
 * the input for as long as it asks, as the app and muster-cli do --dice
 * use it, and then back on the session's own source. */
static void
perform (MusterSession *session,
         const char    *action,
         GStrv          args,
         gboolean       override,
         gboolean       players,
         Input         *in)
{
  g_autoptr(MusterChance) own = g_object_ref (muster_session_get_chance (session));
  g_autoptr(MusterChance) manual = NULL;
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = NULL;

  if (players)
    {
      manual = muster_chance_new_manual ();
      muster_session_set_chance (session, manual);
    }
  for (guint round = 0; round <= MAX_ROUNDS; round++)
    {
      const MusterChanceRequest *request;

      g_clear_error (&error);
      entry = muster_session_perform (session, action, (const char * const *) args,
                                      override ? MUSTER_PERFORM_OVERRIDE : MUSTER_PERFORM_NONE,
                                      &error);
      if (entry != NULL)
        {
          if (error != NULL)
            fuzz_fail ("%s succeeded and set an error: %s", action, error->message);
          if (!muster_state_check_invariants (muster_session_get_state (session), &error))
            fuzz_fail ("after %s: %s", action, error->message);
          break;
        }
      if (error == NULL || error->message == NULL)
        fuzz_fail ("%s was refused without an error", action);
      if (!players || !g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT))
        break;
      request = muster_chance_get_request (manual);
      if (request == NULL)
        fuzz_fail ("%s needs input but the chance source asks for nothing: %s", action, error->message);
      supply (manual, request, in);
    }
  if (players)
    muster_session_set_chance (session, own);
  if (trace)
    {
      g_autofree char *joined = g_strjoinv (" ", args);

      g_printerr ("%s %s%s%s: %s\n", action, joined, override ? " --override" : "",
                  players ? " (players' results)" : "",
                  entry ? muster_entry_get_text (entry) : error->message);
    }
}

static void
undo_redo (MusterSession *session,
           gboolean       undo)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = undo ? muster_session_undo (session, &error) : muster_session_redo (session, &error);

  /* The log replays its recorded results: that cannot fail. */
  if (!ok && !g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING))
    fuzz_fail ("%s failed: %s", undo ? "undo" : "redo", error ? error->message : "(no error)");
}

/* The actions of one state, with the legal ones and the words for free
 * text. Listing them is the slowest part of a step, and a refused action
 * leaves the state as it was, so they are kept until it changes (the ref
 * keeps a new state from taking the old one's address). */
typedef struct
{
  MusterState *state;
  GPtrArray   *actions;
  GPtrArray   *legal;    /* legal now, corrections left out */
  GPtrArray   *fixes;    /* legal now and corrections */
  GPtrArray   *words;
} Listing;

/* Corrections of reconstructed data and of the board are legal at any
 * time, so a uniform pick would spend most steps on them and games would
 * never get past their first turn. Until the systems mark them with
 * MUSTER_ACTION_CORRECTION, they are known by these ids (README). */
static const char * const correction_ids[] = {
  "set-card", "correct-border", "set-vp", "set-border", "set-region", "set-sight", "sight-roll",
  "correct-counter", "correct-track", "correct-fire", NULL,
};

static gboolean
is_correction (const MusterActionInfo *info)
{
  return info->kind == MUSTER_ACTION_CORRECTION || g_strv_contains (correction_ids, info->id);
}

static void
listing_clear (Listing *l)
{
  g_clear_object (&l->state);
  g_clear_pointer (&l->actions, g_ptr_array_unref);
  g_clear_pointer (&l->legal, g_ptr_array_unref);
  g_clear_pointer (&l->fixes, g_ptr_array_unref);
  g_clear_pointer (&l->words, g_ptr_array_unref);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Listing, listing_clear)

static void
listing_update (Listing     *l,
                MusterState *state)
{
  if (l->state == state)
    return;
  listing_clear (l);
  l->state = g_object_ref (state);
  l->actions = muster_state_list_actions (state);
  if (l->actions->len == 0)
    fuzz_fail ("the state lists no action at all");
  l->legal = g_ptr_array_new ();
  l->fixes = g_ptr_array_new ();
  for (guint i = 0; i < l->actions->len; i++)
    {
      MusterActionInfo *a = g_ptr_array_index (l->actions, i);

      if (a->legal || a->uncertain)
        g_ptr_array_add (is_correction (a) ? l->fixes : l->legal, a);
    }
  l->words = vocabulary (l->actions);
}

static void
step (MusterSession *session,
      Listing       *listing,
      Input         *in)
{
  MusterState *state = muster_session_get_state (session);
  g_auto(GStrv) args = NULL;
  g_autofree char *stray = NULL;
  g_autoptr(MusterPreview) preview = NULL;
  g_autofree char *preview_text = NULL;
  const MusterActionInfo *info;
  guint op = take (in);
  gboolean override = (op & 0x10) != 0;
  gboolean players = (op & 0x20) != 0;
  gboolean wild = (op >> 6) == 3;
  GPtrArray *actions, *legal, *fixes, *words;
  guint pick;

  switch (op & 0x0f)
    {
    case 0:
      undo_redo (session, TRUE);
      return;
    case 1:
      undo_redo (session, FALSE);
      return;
    default:
      break;
    }

  listing_update (listing, state);
  actions = listing->actions;
  legal = listing->legal;
  fixes = listing->fixes;
  words = listing->words;

  pick = take (in);
  if (wild && pick >= 0xf0)
    {
      /* An action the system does not know, with words for arguments. */
      MusterActionInfo *any = g_ptr_array_index (actions, pick % actions->len);

      stray = raw_text (in);
      args = make_args (any, words, in, wild);
      perform (session, stray, args, override, players, in);
      return;
    }
  /* One tame step in eight makes a correction. */
  if (!wild && fixes->len > 0 && (pick % 8 == 0 || legal->len == 0))
    info = g_ptr_array_index (fixes, take (in) % fixes->len);
  else if (!wild && legal->len > 0)
    info = g_ptr_array_index (legal, take (in) % legal->len);
  else
    info = g_ptr_array_index (actions, take (in) % actions->len);

  /* Tame steps try a few argument lists and take the first the state
   * accepts (or the last one tried). */
  for (guint tries = 0; tries < (wild ? 1 : MAX_TRIES); tries++)
    {
      g_clear_pointer (&args, g_strfreev);
      args = make_args (info, words, in, wild);
      if (wild || muster_state_check (state, info->id, (const char * const *) args, override, NULL))
        break;
    }
  /* What the app shows before the action: it rolls nothing. */
  preview = muster_state_preview (state, info->id, (const char * const *) args);
  g_clear_pointer (&preview_text, g_free);
  preview_text = muster_preview_to_text (preview);
  perform (session, info->id, args, override, players, in);
}

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  Input in = { data, size, 0 };
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(MusterChance) chance = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *snapshot = NULL;
  g_autofree char *text = NULL;
  g_auto(Listing) listing = { NULL };
  g_autoptr(MusterPending) pending = NULL;
  g_autoptr(GPtrArray) sheets = NULL;
  MusterSession *session;
  GBytes *start;
  const char *start_data;
  gsize start_len;
  guint cursor;

  if (starts == NULL)
    {
      fuzz_registry ();
      load_starts ();
      trace = g_getenv ("MUSTER_FUZZ_TRACE") != NULL;
    }
  if (size < 2)
    return 0;

  start = g_ptr_array_index (starts, take (&in) % starts->len);
  start_data = g_bytes_get_data (start, &start_len);
  campaign = muster_campaign_load_data (fuzz_registry (), start_data, start_len, "start", &error);
  if (campaign == NULL)
    fuzz_fail ("a starting campaign no longer loads: %s", error->message);
  session = muster_campaign_get_active_session (campaign);
  chance = muster_chance_new_seeded (take (&in));
  muster_session_set_chance (session, chance);

  for (guint i = 0; i < MAX_STEPS && in.pos < in.len; i++)
    step (session, &listing, &in);

  /* What people read must always be there. */
  text = muster_state_describe (muster_session_get_state (session));
  g_clear_pointer (&text, g_free);
  text = muster_state_get_status (muster_session_get_state (session));
  pending = muster_state_get_pending (muster_session_get_state (session));
  sheets = muster_state_get_sheets (muster_session_get_state (session), NULL);

  fuzz_check_round_trip (campaign);

  /* The log replays, in memory too, to the very state it reached. */
  snapshot = muster_state_snapshot_string (muster_session_get_state (session));
  cursor = muster_session_get_cursor (session);
  if (!muster_session_replay (session, cursor, snapshot, &error))
    fuzz_fail ("the session does not replay: %s", error->message);
  return 0;
}
