/* muster-cli.c: the Muster engine from a terminal, for scripting, tests and
 * quick rolls. Every command that changes a campaign saves it atomically.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "muster-games.h"

#define EXIT_REFUSED 1
#define EXIT_USAGE   2

static const char usage_text[] =
  "Usage: muster-cli COMMAND [ARGUMENTS]\n"
  "\n"
  "Commands:\n"
  "  roll EXPR [--seed N]            Roll dice such as d6, 4d6 or 2d10+1\n"
  "  odds N HIT [--sides S] [--at-most]\n"
  "                                  Exact odds of hits for N dice hitting on HIT or more\n"
  "  systems                         List game systems and their scenarios\n"
  "  new SYSTEM SCENARIO -o FILE [--seed N] [--manual] [--option ID=VALUE]... [--title TEXT]\n"
  "      [--corrections]             Create a campaign file with one session\n"
  "  add-session FILE SYSTEM SCENARIO [--seed N] [--manual] [--option ID=VALUE]...\n"
  "      [--corrections] [--input NAME=SESSION]...\n"
  "                                  Add another session to a campaign; --input gives the\n"
  "                                  scenario what it takes from another session (by number)\n"
  "  actions FILE                    The actions of the active session, legal ones first\n"
  "  do FILE ACTION [ARGS...] [--dice N,N,...] [--card ID]... [--override]\n"
  "                                  Apply one action and save; --dice and --card give the\n"
  "                                  players' own results; --override goes past a check that\n"
  "                                  rests on reconstructed data\n"
  "  undo FILE [--to N] | redo FILE  Step back or forward through the log and save;\n"
  "                                  --to N undoes every entry after entry N\n"
  "  bookmark FILE N                 Bookmark log entry N, or remove its bookmark\n"
  "  annotate FILE N [TEXT...]       Write a note on log entry N (no text removes it)\n"
  "  log FILE [--seat SEAT]          The log of the active session\n"
  "  state FILE [--seat SEAT] [--xml]\n"
  "                                  The state of the active session as the whole table sees\n"
  "                                  it; --seat adds what that seat alone may see (--xml: the\n"
  "                                  whole saved state, as in the file)\n"
  "  sheets FILE [--seat SEAT]       The sheets (army lists, unit cards, character sheets) as\n"
  "                                  text to paste; --seat adds that seat's secret ones\n"
  "  pending FILE                    The decision the game waits for, and its answers\n"
  "  candidates FILE ACTION [--override]\n"
  "                                  Argument lists the engine accepts now for ACTION\n"
  "  preview FILE ACTION [ARGS...]   What ACTION would do: legality, dice, modifiers, odds\n"
  "  ledger FILE                     Expected against actual dice, per side\n"
  "  validate FILE                   Check a campaign file: prints “valid” or FILE:LINE: message\n"
  "  replay FILE                     Replay every session and compare with the saved state\n"
  "  salvage FILE -o COPY            For a game whose log no longer replays: save a copy that\n"
  "                                  goes on from the last entry that applies (FILE is kept)\n"
  "  correct-entry FILE N ACTION [ARGS...]\n"
  "                                  Give entry N, where the log stops replaying, another\n"
  "                                  action or arguments; the original is kept beside FILE\n"
  "  rules SYSTEM [WORDS...]         Search the rules reference\n"
  "\n"
  "--corrections starts the session with the corrections of reconstructed data (card values,\n"
  "the map, the VP schedule) kept from your games in the app, as the app's new games do.\n"
  "\n"
  "Options for commands on a FILE:\n"
  "  --session N                     Use the Nth session (from 1) instead of the active one\n"
  "\n"
  "Exit status: 0 on success, 1 when an action is refused, a file is invalid or input is\n"
  "needed, 2 on a usage error (also an unknown action, or arguments that are malformed or\n"
  "name nothing).\n";

typedef struct
{
  GPtrArray *positional;   /* char* */
  GArray    *dice;         /* guint */
  GPtrArray *cards;        /* char* */
  GPtrArray *options;      /* char* ID=VALUE */
  GPtrArray *inputs;       /* char* NAME=SESSION */
  GPtrArray *players;      /* char* NAME[:SIDE] */
  char      *output;
  char      *title;
  char      *seat;
  gint64     seed;
  gboolean   has_seed;
  gboolean   manual;
  gboolean   corrections;
  gboolean   xml;
  gboolean   override;
  gboolean   at_most;
  int        session;      /* 1-based, 0 = active */
  int        undo_to;      /* --to N: keep the first N entries; -1 = one step */
  int        sides;
} Args;

static void
args_clear (Args *a)
{
  g_ptr_array_unref (a->positional);
  g_array_unref (a->dice);
  g_ptr_array_unref (a->cards);
  g_ptr_array_unref (a->options);
  g_ptr_array_unref (a->inputs);
  g_ptr_array_unref (a->players);
  g_free (a->output);
  g_free (a->title);
  g_free (a->seat);
}

static int
usage_error (const char *format,
             ...) G_GNUC_PRINTF (1, 2);

static int
usage_error (const char *format,
             ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("muster-cli: %s\n", msg);
  g_printerr ("Try “muster-cli --help”.\n");
  return EXIT_USAGE;
}

/* The exit status for an engine error. Words that do not make a command (an
 * unknown action, arguments that are malformed or name nothing, a dice
 * expression that does not parse, an unknown scenario or option) are a
 * usage error, like a malformed command line; anything else is a refusal. */
static int
error_status (const GError *error)
{
  if (error != NULL && error->domain == MUSTER_ERROR &&
      (error->code == MUSTER_ERROR_INVALID_ARGS || error->code == MUSTER_ERROR_UNKNOWN_ACTION ||
       error->code == MUSTER_ERROR_DICE_EXPR || error->code == MUSTER_ERROR_NOT_FOUND))
    return EXIT_USAGE;
  return EXIT_REFUSED;
}

static gboolean
parse_number (const char *text,
              gint64      min,
              gint64      max,
              gint64     *out)
{
  return text != NULL && g_ascii_string_to_signed (text, 10, min, max, out, NULL);
}

/* Options are recognised anywhere; “--” ends them, so action arguments that
 * look like options can still be given. Single-dash words such as “-2” are
 * always arguments. */
static int
parse_args (int    argc,
            char **argv,
            Args  *a)
{
  gboolean options_done = FALSE;

  a->positional = g_ptr_array_new ();
  a->dice = g_array_new (FALSE, FALSE, sizeof (guint));
  a->cards = g_ptr_array_new ();
  a->options = g_ptr_array_new ();
  a->inputs = g_ptr_array_new ();
  a->players = g_ptr_array_new ();
  a->sides = 6;
  a->undo_to = -1;

  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = NULL;

#define NEED_VALUE()                                                    \
      G_STMT_START {                                                    \
        if (i + 1 >= argc)                                              \
          return usage_error ("%s needs a value", arg);                 \
        value = argv[++i];                                              \
      } G_STMT_END

      if (options_done || !g_str_has_prefix (arg, "-") || g_str_equal (arg, "-") ||
          (arg[1] != '-' && !g_str_equal (arg, "-o")))
        {
          g_ptr_array_add (a->positional, (gpointer) arg);
          continue;
        }

      if (g_str_equal (arg, "--"))
        options_done = TRUE;
      else if (g_str_equal (arg, "--seed"))
        {
          NEED_VALUE ();
          if (!parse_number (value, 0, G_MAXINT64, &a->seed))
            return usage_error ("--seed takes a whole number, not “%s”", value);
          a->has_seed = TRUE;
        }
      else if (g_str_equal (arg, "-o") || g_str_equal (arg, "--output"))
        {
          NEED_VALUE ();
          g_free (a->output);
          a->output = g_strdup (value);
        }
      else if (g_str_equal (arg, "--title"))
        {
          NEED_VALUE ();
          g_free (a->title);
          a->title = g_strdup (value);
        }
      else if (g_str_equal (arg, "--option"))
        {
          NEED_VALUE ();
          if (strchr (value, '=') == NULL)
            return usage_error ("--option takes ID=VALUE, not “%s”", value);
          g_ptr_array_add (a->options, (gpointer) value);
        }
      else if (g_str_equal (arg, "--dice"))
        {
          g_auto(GStrv) parts = NULL;

          NEED_VALUE ();
          parts = g_strsplit_set (value, ", ", -1);
          for (guint j = 0; parts[j]; j++)
            {
              gint64 v;

              if (*parts[j] == '\0')
                continue;
              if (!parse_number (parts[j], 1, 1000, &v))
                return usage_error ("--dice takes results such as 3,5,6, not “%s”", value);
              g_array_append_val (a->dice, (guint) { (guint) v });
            }
        }
      else if (g_str_equal (arg, "--card"))
        {
          NEED_VALUE ();
          g_ptr_array_add (a->cards, (gpointer) value);
        }
      else if (g_str_equal (arg, "--input"))
        {
          NEED_VALUE ();
          if (strchr (value, '=') == NULL)
            return usage_error ("--input takes NAME=SESSION, not “%s”", value);
          g_ptr_array_add (a->inputs, (gpointer) value);
        }
      else if (g_str_equal (arg, "--player"))
        {
          NEED_VALUE ();
          g_ptr_array_add (a->players, (gpointer) value);
        }
      else if (g_str_equal (arg, "--seat"))
        {
          NEED_VALUE ();
          g_free (a->seat);
          a->seat = g_strdup (value);
        }
      else if (g_str_equal (arg, "--session"))
        {
          gint64 n;

          NEED_VALUE ();
          if (!parse_number (value, 1, 10000, &n))
            return usage_error ("--session takes a number from 1, not “%s”", value);
          a->session = (int) n;
        }
      else if (g_str_equal (arg, "--sides"))
        {
          gint64 n;

          NEED_VALUE ();
          if (!parse_number (value, 2, 1000, &n))
            return usage_error ("--sides takes a number from 2 to 1000, not “%s”", value);
          a->sides = (int) n;
        }
      else if (g_str_equal (arg, "--to"))
        {
          gint64 n;

          NEED_VALUE ();
          if (!parse_number (value, 0, G_MAXINT, &n))
            return usage_error ("--to takes an entry number from 0, not “%s”", value);
          a->undo_to = (int) n;
        }
      else if (g_str_equal (arg, "--manual"))
        a->manual = TRUE;
      else if (g_str_equal (arg, "--corrections"))
        a->corrections = TRUE;
      else if (g_str_equal (arg, "--xml"))
        a->xml = TRUE;
      else if (g_str_equal (arg, "--override"))
        a->override = TRUE;
      else if (g_str_equal (arg, "--at-most"))
        a->at_most = TRUE;
      else
        return usage_error ("unknown option “%s”", arg);
#undef NEED_VALUE
    }
  g_ptr_array_add (a->positional, NULL);
  return 0;
}

static guint
n_positional (Args *a)
{
  return a->positional->len - 1;
}

static const char *
positional (Args  *a,
            guint  i)
{
  return i < n_positional (a) ? g_ptr_array_index (a->positional, i) : NULL;
}

static MusterRegistry *
registry (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *reg = muster_games_get_registry (&error);

  if (reg == NULL)
    {
      g_printerr ("muster-cli: the built-in game data is broken: %s\n", error->message);
      exit (EXIT_REFUSED);
    }
  return reg;
}

static MusterCampaign *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  MusterCampaign *campaign = muster_campaign_load_file (registry (), path, &error);

  if (campaign == NULL)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  for (guint i = 0; i < muster_campaign_get_warnings (campaign)->len; i++)
    g_printerr ("warning: %s\n", (const char *) g_ptr_array_index (muster_campaign_get_warnings (campaign), i));
  return campaign;
}

/* Where to go from a game that can only be read. */
static void
print_read_only_help (const char *path)
{
  g_printerr ("(muster-cli salvage %s -o COPY plays on from there in a copy; "
                "muster-cli correct-entry %s N ACTION ARGS... corrects the entry)\n", path, path);
}

static MusterSession *
pick_session (MusterCampaign *campaign,
              Args           *a)
{
  guint n = muster_campaign_get_n_sessions (campaign);

  if (n == 0)
    {
      g_printerr ("muster-cli: the campaign has no session\n");
      return NULL;
    }
  if (a->session > 0)
    {
      if ((guint) a->session > n)
        {
          g_printerr ("muster-cli: the campaign has %u sessions\n", n);
          return NULL;
        }
      return muster_campaign_get_session (campaign, (guint) a->session - 1);
    }
  return muster_campaign_get_active_session (campaign);
}

static gboolean
save (MusterCampaign *campaign,
      const char     *path)
{
  g_autoptr(GError) error = NULL;

  if (!muster_campaign_save_file (campaign, path, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

static int
cmd_roll (Args *a)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterDiceExpr) expr = NULL;
  g_autoptr(MusterDiceRoll) roll = NULL;
  g_autoptr(MusterChance) chance = NULL;
  g_autofree char *expr_text = NULL;
  g_autofree char *text = NULL;

  if (n_positional (a) == 0)
    return usage_error ("roll needs a dice expression, such as 2d6");
  expr_text = g_strjoinv (" ", (char **) a->positional->pdata);
  expr = muster_dice_expr_parse (expr_text, &error);
  if (expr == NULL)
    {
      g_printerr ("muster-cli: %s\n", error->message);
      return error_status (error);
    }
  chance = a->has_seed ? muster_chance_new_seeded ((guint64) a->seed) : muster_chance_new_random ();
  roll = muster_dice_roll (expr, chance, NULL, NULL, &error);
  if (roll == NULL)
    {
      g_printerr ("muster-cli: %s\n", error->message);
      return error_status (error);
    }
  text = muster_dice_roll_to_string (roll);
  g_print ("%s\n", text);
  return 0;
}

static int
cmd_odds (Args *a)
{
  gint64 n, hit;
  g_autoptr(MusterDist) dist = NULL;

  if (n_positional (a) != 2 ||
      !parse_number (positional (a, 0), 0, 1000, &n) ||
      !parse_number (positional (a, 1), 1, a->sides, &hit))
    return usage_error ("odds takes N (dice, 0-1000) and HIT (a face, 1-%d)", a->sides);

  dist = a->at_most ? muster_dist_new_hits ((guint) n, (guint) a->sides, 1, (guint) hit)
                    : muster_dist_new_hits ((guint) n, (guint) a->sides, (guint) hit, (guint) a->sides);
  g_print ("%" G_GINT64_FORMAT "d%d hitting on %" G_GINT64_FORMAT "%s: mean %.3f hits\n",
           n, a->sides, hit, a->at_most ? " or less" : " or more", muster_dist_mean (dist));
  for (int k = 0; k <= n; k++)
    g_print ("  %2d hits: %7.3f%%   at least %2d: %7.3f%%\n", k,
             100.0 * muster_dist_prob (dist, k), k, 100.0 * muster_dist_prob_at_least (dist, k));
  return 0;
}

static int
cmd_systems (void)
{
  GPtrArray *systems = muster_registry_list (registry ());

  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i);
      GPtrArray *scenarios = muster_system_get_scenarios (system);
      GPtrArray *options = muster_system_get_options (system);

      g_print ("%s\t%s\n", muster_system_get_id (system), muster_system_get_name (system));
      for (guint j = 0; j < scenarios->len; j++)
        {
          MusterScenario *s = g_ptr_array_index (scenarios, j);
          g_print ("  scenario %s\t%s\n", s->id, s->name);
        }
      for (guint j = 0; j < options->len; j++)
        {
          MusterOption *o = g_ptr_array_index (options, j);
          g_print ("  option %s=%s\t%s%s%s%s\n", o->id, o->default_value, o->name,
                   o->section ? " (" : "", o->section ? o->section : "", o->section ? ")" : "");
        }
    }
  return 0;
}

/* A new session, or NULL with the exit status in @status. */
/* The --input NAME=SESSION arguments as MusterSessionInput*, each with
 * what that session of @campaign carries; NULL (and a message) when one
 * names no session or a session that carries nothing. */
static GPtrArray *
session_inputs (Args           *a,
                MusterCampaign *campaign)
{
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_session_input_free);

  for (guint i = 0; i < a->inputs->len; i++)
    {
      g_auto(GStrv) kv = g_strsplit (g_ptr_array_index (a->inputs, i), "=", 2);
      MusterSession *from = NULL;
      g_autofree char *carry = NULL;
      gint64 n;

      if (campaign != NULL && parse_number (kv[1], 1, muster_campaign_get_n_sessions (campaign), &n))
        from = muster_campaign_get_session (campaign, (guint) n - 1);
      for (guint k = 0; campaign != NULL && from == NULL && k < muster_campaign_get_n_sessions (campaign); k++)
        if (g_str_equal (muster_session_get_id (muster_campaign_get_session (campaign, k)), kv[1]))
          from = muster_campaign_get_session (campaign, k);
      if (from == NULL)
        {
          g_printerr ("muster-cli: --input %s: the campaign has no session “%s”\n", kv[0], kv[1]);
          return NULL;
        }
      carry = muster_session_write_carry (from);
      if (carry == NULL)
        {
          g_printerr ("muster-cli: --input %s: session %s (%s) carries nothing forward\n", kv[0], kv[1],
                      muster_session_get_title (from));
          return NULL;
        }
      g_ptr_array_add (inputs, muster_session_input_new (kv[0], muster_session_get_id (from),
                                                         muster_session_get_title (from), carry));
    }
  return g_steal_pointer (&inputs);
}

/* The --player NAME[:SIDE] arguments as seats, or NULL for one per side. */
static GPtrArray *
session_seats (Args *a)
{
  GPtrArray *seats;

  if (a->players->len == 0)
    return NULL;
  seats = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_seat_free);
  for (guint i = 0; i < a->players->len; i++)
    {
      g_auto(GStrv) parts = g_strsplit (g_ptr_array_index (a->players, i), ":", 2);
      g_autofree char *id = g_utf8_strdown (parts[0], -1);

      g_strdelimit (id, " ", '-');
      g_ptr_array_add (seats, muster_seat_new (id, parts[0], parts[1] && *parts[1] ? parts[1] : NULL));
    }
  return seats;
}

static MusterSession *
new_session (Args           *a,
             MusterCampaign *campaign,
             const char     *system_id,
             const char     *scenario,
             int            *status)
{
  g_autoptr(GPtrArray) inputs = NULL;
  g_autoptr(GPtrArray) seats = session_seats (a);
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(MusterChance) chance = NULL;
  MusterSystem *system = muster_registry_lookup (registry (), system_id);
  MusterSession *session;

  *status = EXIT_USAGE;
  if (system == NULL)
    {
      g_printerr ("muster-cli: there is no game system “%s” (see muster-cli systems)\n", system_id);
      return NULL;
    }
  for (guint i = 0; i < a->options->len; i++)
    {
      g_auto(GStrv) kv = g_strsplit (g_ptr_array_index (a->options, i), "=", 2);
      g_hash_table_insert (options, g_strdup (kv[0]), g_strdup (kv[1]));
    }

  if (a->manual)
    {
      /* Options meant for the players' own dice and cards take their
       * manual default unless given. */
      GPtrArray *all = muster_system_get_options (system);

      for (guint i = 0; i < all->len; i++)
        {
          MusterOption *o = g_ptr_array_index (all, i);

          if (o->manual_default != NULL && !g_hash_table_contains (options, o->id))
            g_hash_table_insert (options, g_strdup (o->id), g_strdup (o->manual_default));
        }
      chance = muster_chance_new_manual ();
    }
  else if (a->has_seed)
    chance = muster_chance_new_seeded ((guint64) a->seed);
  else
    chance = muster_chance_new_random ();

  if ((inputs = session_inputs (a, campaign)) == NULL)
    return NULL;
  session = muster_session_new_with_inputs (system, scenario, options, inputs, chance, &error);
  if (session == NULL)
    {
      g_printerr ("muster-cli: %s\n", error->message);
      *status = error_status (error);
    }
  else if (seats != NULL)
    muster_session_set_seats (session, seats);
  else if (a->corrections)
    {
      guint n = muster_corrections_apply (session);

      g_print ("Applied %u kept correction%s\n", n, n == 1 ? "" : "s");
    }
  return session;
}

static int
cmd_new (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(MusterSession) session = NULL;
  int status;

  if (n_positional (a) != 2)
    return usage_error ("new takes SYSTEM SCENARIO -o FILE");
  if (a->output == NULL)
    return usage_error ("new needs -o FILE");

  session = new_session (a, NULL, positional (a, 0), positional (a, 1), &status);
  if (session == NULL)
    return status;

  campaign = muster_campaign_new ();
  muster_campaign_set_title (campaign, a->title ? a->title : muster_session_get_title (session));
  muster_campaign_add_session (campaign, session);
  if (!save (campaign, a->output))
    return EXIT_REFUSED;
  g_print ("Created %s: %s, %s\n", a->output,
           muster_system_get_name (muster_session_get_system (session)),
           muster_session_get_title (session));
  return 0;
}

static int
cmd_add_session (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (n_positional (a) != 3)
    return usage_error ("add-session takes FILE SYSTEM SCENARIO");
  campaign = load (positional (a, 0));
  if (campaign == NULL)
    return EXIT_REFUSED;
  if (!muster_campaign_check_room (campaign, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_REFUSED;
    }
  session = new_session (a, campaign, positional (a, 1), positional (a, 2), &status);
  if (session == NULL)
    return status;
  muster_campaign_add_session (campaign, session);
  muster_campaign_set_active (campaign, muster_campaign_get_n_sessions (campaign) - 1);
  if (!save (campaign, positional (a, 0)))
    return EXIT_REFUSED;
  g_print ("Added session %u: %s\n", muster_campaign_get_n_sessions (campaign),
           muster_session_get_title (session));
  return 0;
}

static int
cmd_actions (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GPtrArray) actions = NULL;
  MusterSession *session;

  if (n_positional (a) != 1)
    return usage_error ("actions takes FILE");
  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;

  actions = muster_state_list_actions (muster_session_get_state (session));
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < actions->len; i++)
      {
        MusterActionInfo *info = g_ptr_array_index (actions, i);
        g_autofree char *usage = NULL;

        if (info->legal != (pass == 0))
          continue;
        usage = muster_action_info_get_usage (info);
        g_print ("%s  %s%s%s%s\n", info->legal ? (info->uncertain ? "?" : "+") : "-", usage,
                 info->section ? "  [" : "", info->section ? info->section : "",
                 info->section ? "]" : "");
        if (info->summary)
          g_print ("     %s\n", info->summary);
        for (guint j = 0; j < info->params->len; j++)
          {
            MusterParam *p = g_ptr_array_index (info->params, j);

            if (p->kind == MUSTER_PARAM_CHOICE && p->choices && p->choices[0])
              {
                g_autofree char *list = g_strjoinv (", ", p->choices);
                g_print ("     %s: %s\n", p->name, list);
              }
          }
        if (!info->legal && info->reason)
          g_print ("     not now: %s\n", info->reason);
      }
  return 0;
}

static int
cmd_do (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterChance) original = NULL;
  MusterSession *session;
  MusterChance *chance;
  MusterEntry *entry;
  const char *path;

  if (n_positional (a) < 2)
    return usage_error ("do takes FILE ACTION [ARGS...]");
  path = positional (a, 0);
  if ((campaign = load (path)) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;

  /* The players' own results for this one action: switch the session to a
   * manual source for it, then back to its own, which the file records. */
  original = g_object_ref (muster_session_get_chance (session));
  if ((a->dice->len > 0 || a->cards->len > 0) && muster_chance_get_mode (original) != MUSTER_CHANCE_MANUAL)
    {
      g_autoptr(MusterChance) manual = muster_chance_new_manual ();
      muster_session_set_chance (session, manual);
    }
  chance = muster_session_get_chance (session);
  muster_chance_supply_numbers (chance, (const guint *) (gpointer) a->dice->data, a->dice->len);
  for (guint i = 0; i < a->cards->len; i++)
    muster_chance_supply_card (chance, g_ptr_array_index (a->cards, i));

  entry = muster_session_perform (session, positional (a, 1),
                                  (const char * const *) a->positional->pdata + 2,
                                  a->override ? MUSTER_PERFORM_OVERRIDE : MUSTER_PERFORM_NONE,
                                  &error);
  if (chance != original)
    muster_session_set_chance (session, original);
  if (entry == NULL)
    {
      if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
        g_printerr ("%s\n(this check rests on reconstructed data; add --override to go ahead)\n", error->message);
      else if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT))
        g_printerr ("%s\n(give the results with --dice N,N,... or --card ID)\n", error->message);
      else
        g_printerr ("%s\n", error->message);
      if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_READ_ONLY))
        print_read_only_help (path);
      return error_status (error);
    }

  if (!save (campaign, path))
    return EXIT_REFUSED;
  g_print ("%s", muster_entry_get_text (entry));
  if (muster_entry_get_rule (entry))
    g_print (" [%s]", muster_entry_get_rule (entry));
  g_print ("\n");
  return 0;
}

static int
cmd_undo_redo (Args     *a,
               gboolean  undo)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;
  MusterSession *session;
  MusterEntry *entry;

  if (n_positional (a) != 1)
    return usage_error ("%s takes FILE", undo ? "undo" : "redo");
  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;

  if (undo && a->undo_to >= 0)
    {
      /* Undo to here: keep the first N entries; the rest can be redone. */
      guint before = muster_session_get_cursor (session);

      if (!muster_session_undo_to (session, (guint) a->undo_to, &error))
        {
          g_printerr ("%s\n", error->message);
          return EXIT_REFUSED;
        }
      if (!save (campaign, positional (a, 0)))
        return EXIT_REFUSED;
      g_print ("Undid entries %d to %u; %u can be redone\n", a->undo_to + 1, before,
               muster_session_get_n_entries (session) - muster_session_get_cursor (session));
      return 0;
    }

  if (undo ? !muster_session_undo (session, &error) : !muster_session_redo (session, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_REFUSED;
    }
  if (!save (campaign, positional (a, 0)))
    return EXIT_REFUSED;
  entry = muster_session_get_entry (session, muster_session_get_cursor (session) - (undo ? 0 : 1));
  g_print ("%s %u: %s\n", undo ? "Undid" : "Redid", muster_entry_get_number (entry),
           muster_entry_get_text (entry));
  return 0;
}

/* bookmark FILE N, annotate FILE N [TEXT...]: the log is for people. */
static int
cmd_mark (Args     *a,
          gboolean  annotate)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autofree char *text = NULL;
  MusterSession *session;
  MusterEntry *entry;
  gint64 n;

  if (n_positional (a) < 2 || (!annotate && n_positional (a) != 2) ||
      !parse_number (positional (a, 1), 1, G_MAXINT, &n))
    return usage_error (annotate ? "annotate takes FILE N [TEXT...]" : "bookmark takes FILE N");
  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;
  if ((guint64) n > muster_session_get_n_entries (session))
    {
      g_printerr ("muster-cli: the log has %u entries\n", muster_session_get_n_entries (session));
      return EXIT_REFUSED;
    }
  entry = muster_session_get_entry (session, (guint) n - 1);
  if (annotate)
    {
      text = g_strjoinv (" ", (char **) a->positional->pdata + 2);
      muster_entry_set_annotation (entry, text);
    }
  else
    muster_entry_set_bookmarked (entry, !muster_entry_get_bookmarked (entry));
  if (!save (campaign, positional (a, 0)))
    return EXIT_REFUSED;
  if (annotate)
    g_print (*text ? "Entry %u: “%s”\n" : "Entry %u: note removed%s\n", muster_entry_get_number (entry), text);
  else
    g_print ("Entry %u %s\n", muster_entry_get_number (entry),
             muster_entry_get_bookmarked (entry) ? "bookmarked" : "no longer bookmarked");
  return 0;
}

/* The seat named by --seat, or NULL for the whole table; FALSE (with a
 * message) when the session has no such seat. */
static gboolean
viewer_of (Args              *a,
           MusterSession     *session,
           const MusterSeat **viewer)
{
  GPtrArray *seats = muster_session_get_seats (session);
  g_autoptr(GString) known = g_string_new (NULL);

  *viewer = NULL;
  if (a->seat == NULL)
    return TRUE;
  if ((*viewer = muster_session_find_seat (session, a->seat)) != NULL)
    return TRUE;
  for (guint i = 0; i < seats->len; i++)
    g_string_append_printf (known, "%s%s", i ? ", " : "", ((MusterSeat *) g_ptr_array_index (seats, i))->id);
  g_printerr ("muster-cli: the session has no seat “%s” (its seats: %s)\n", a->seat, known->str);
  return FALSE;
}

static int
cmd_log (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  MusterSession *session;

  if (n_positional (a) != 1)
    return usage_error ("log takes FILE");
  const MusterSeat *viewer;

  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;
  if (!viewer_of (a, session, &viewer))
    return EXIT_USAGE;

  for (guint i = 0; i < muster_session_get_n_entries (session); i++)
    {
      MusterEntry *entry = muster_session_get_entry (session, i);
      const char *owner = NULL;
      const char *secret = muster_entry_get_secret (entry, &owner);

      g_print ("%4u%s %s%s%s%s\n", muster_entry_get_number (entry),
               muster_entry_get_undone (entry) ? " (undone)" : "",
               muster_entry_get_bookmarked (entry) ? "★ " : "",
               muster_entry_get_text (entry),
               muster_entry_get_rule (entry) ? "  §" : "",
               muster_entry_get_rule (entry) ? muster_entry_get_rule (entry) : "");
      if (secret != NULL && muster_seat_may_see (viewer, owner))
        g_print ("      (seen by %s alone) %s\n", viewer->name, secret);
      if (muster_entry_get_annotation (entry))
        g_print ("      “%s”\n", muster_entry_get_annotation (entry));
    }
  return 0;
}

static int
cmd_pending (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(MusterPending) pending = NULL;
  MusterSession *session;

  if (n_positional (a) != 1)
    return usage_error ("pending takes FILE");
  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;
  pending = muster_state_get_pending (muster_session_get_state (session));
  if (pending == NULL)
    {
      g_print ("Nothing is pending.\n");
      return 0;
    }
  /* Many of the engines' sentences cite their section already: “(5.3)”. */
  {
    g_autofree char *cited = pending->rule ? g_strdup_printf ("(%s)", pending->rule) : NULL;

    if (cited != NULL && strstr (pending->text, cited) == NULL)
      g_print ("%s %s\n", pending->text, cited);
    else
      g_print ("%s\n", pending->text);
  }
  if (pending->side)
    g_print ("Who answers: %s\n", muster_session_get_owner_name (session, pending->side));
  if (pending->count > 0)
    g_print ("How many: %u\n", pending->count);
  g_print ("Answers:");
  for (guint i = 0; pending->actions[i]; i++)
    g_print (" %s", pending->actions[i]);
  g_print ("\n");
  for (guint i = 0; pending->items[i]; i++)
    g_print ("  may name %s (%s)\n", pending->items[i], pending->item_labels[i]);
  for (guint i = 0; i < pending->suggestions->len; i++)
    {
      const MusterSuggestion *sug = g_ptr_array_index (pending->suggestions, i);
      g_autofree char *args = g_strjoinv (" ", sug->args);

      g_print ("  suggested: %s %s%s%s\n", sug->action, args, sug->label ? "  # " : "", sug->label ? sug->label : "");
    }
  return 0;
}

static int
cmd_candidates (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GPtrArray) candidates = NULL;
  MusterSession *session;

  if (n_positional (a) != 2)
    return usage_error ("candidates takes FILE ACTION");
  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;
  candidates = muster_state_list_candidates (muster_session_get_state (session), positional (a, 1), a->override);
  for (guint i = 0; i < candidates->len; i++)
    {
      g_autofree char *args = g_strjoinv (" ", g_ptr_array_index (candidates, i));

      g_print ("%s%s%s\n", positional (a, 1), *args ? " " : "", args);
    }
  if (candidates->len == 0)
    {
      g_printerr ("No arguments for %s are accepted now.\n", positional (a, 1));
      return EXIT_REFUSED;
    }
  return 0;
}

static int
cmd_preview (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(MusterPreview) preview = NULL;
  g_autofree char *text = NULL;
  MusterSession *session;

  if (n_positional (a) < 2)
    return usage_error ("preview takes FILE ACTION [ARGS...]");
  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;
  preview = muster_state_preview (muster_session_get_state (session), positional (a, 1),
                                  (const char * const *) a->positional->pdata + 2);
  text = muster_preview_to_text (preview);
  g_print ("%s", text);
  return preview->legal || preview->uncertain ? 0 : EXIT_REFUSED;
}

static int
cmd_state (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  MusterSession *session;
  MusterState *state;

  if (n_positional (a) != 1)
    return usage_error ("state takes FILE");
  const MusterSeat *viewer;

  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;
  if (!viewer_of (a, session, &viewer))
    return EXIT_USAGE;
  state = muster_session_get_state (session);

  if (a->xml)
    {
      xmlNode *root;
      g_autoptr(xmlDoc) doc = muster_xml_new_doc ("snapshot", &root);
      g_autoptr(GBytes) bytes = NULL;

      muster_state_write_snapshot (state, root);
      bytes = muster_xml_to_bytes (doc);
      fwrite (g_bytes_get_data (bytes, NULL), 1, g_bytes_get_size (bytes), stdout);
    }
  else
    {
      g_autofree char *status = muster_state_get_status (state);
      g_autofree char *description = muster_state_describe_for (state, viewer);

      g_print ("%s — %s (%s)\n", muster_campaign_get_title (campaign) ? muster_campaign_get_title (campaign) : "",
               muster_session_get_title (session), muster_system_get_name (muster_session_get_system (session)));
      g_print ("%s\n", status);
      g_print ("%s", description);
      g_print ("Log: %u entries applied, %u can be redone\n", muster_session_get_cursor (session),
               muster_session_get_n_entries (session) - muster_session_get_cursor (session));
    }
  return 0;
}

static int
cmd_sheets (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autofree char *text = NULL;
  const MusterSeat *viewer;
  MusterSession *session;

  if (n_positional (a) != 1)
    return usage_error ("sheets takes FILE");
  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;
  if (!viewer_of (a, session, &viewer))
    return EXIT_USAGE;
  text = muster_session_sheets_to_text (session, viewer);
  if (*text == '\0')
    {
      g_printerr ("muster-cli: %s keeps no sheets\n", muster_system_get_name (muster_session_get_system (session)));
      return EXIT_REFUSED;
    }
  g_print ("%s", text);
  return 0;
}

static int
cmd_ledger (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(MusterLedger) ledger = NULL;
  g_autofree char *text = NULL;

  if (n_positional (a) != 1)
    return usage_error ("ledger takes FILE");
  if ((campaign = load (positional (a, 0))) == NULL)
    return EXIT_REFUSED;
  ledger = muster_campaign_get_ledger (campaign);
  text = muster_ledger_to_string (ledger);
  g_print ("%s", *text ? text : "No dice rolled yet.\n");
  return 0;
}

static int
cmd_validate (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *warnings;

  if (n_positional (a) != 1)
    return usage_error ("validate takes FILE");
  campaign = muster_campaign_load_file (registry (), positional (a, 0), &error);
  if (campaign == NULL)
    {
      g_print ("%s\n", error->message);
      return EXIT_REFUSED;
    }
  warnings = muster_campaign_get_warnings (campaign);
  if (warnings->len > 0)
    {
      for (guint i = 0; i < warnings->len; i++)
        g_print ("%s\n", (const char *) g_ptr_array_index (warnings, i));
      return EXIT_REFUSED;
    }
  g_print ("valid\n");
  return 0;
}

static int
cmd_salvage (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  if (n_positional (a) != 1 || a->output == NULL)
    return usage_error ("salvage takes FILE -o COPY");
  from = muster_file_resolve (positional (a, 0));
  to = muster_file_resolve (a->output);
  if (g_str_equal (from, to) || g_file_test (a->output, G_FILE_TEST_EXISTS))
    {
      g_printerr ("%s already exists: name a new file for the copy, so the original stays as it is\n", a->output);
      return EXIT_REFUSED;
    }
  if ((campaign = load (positional (a, 0))) == NULL)
    return EXIT_REFUSED;
  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    {
      MusterSession *session = muster_campaign_get_session (campaign, i);
      const char *reason;
      guint entry = muster_session_get_break (session, &reason);

      if (entry > 0)
        g_print ("Session %u (%s) goes on after entry %u; entries %u to %u stay in %s only.\n",
                 i + 1, muster_session_get_title (session), entry - 1, entry,
                 muster_session_get_n_entries (session), positional (a, 0));
    }
  if (!muster_campaign_continue_from_breaks (campaign, &error))
    {
      g_printerr ("%s\n", error->message);
      return EXIT_REFUSED;
    }
  if (!save (campaign, a->output))
    return EXIT_REFUSED;
  g_print ("Saved %s.\n", a->output);
  return 0;
}

static int
cmd_correct_entry (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;
  MusterSession *session;
  gint64 number;
  const char *reason;

  if (n_positional (a) < 3 || !parse_number (positional (a, 1), 1, G_MAXUINT, &number))
    return usage_error ("correct-entry takes FILE N ACTION [ARGS...]");
  if ((campaign = load (positional (a, 0))) == NULL || (session = pick_session (campaign, a)) == NULL)
    return EXIT_REFUSED;
  if (!muster_campaign_correct_entry (campaign, session, (guint) number, positional (a, 2),
                                      (const char * const *) a->positional->pdata + 3, &error))
    {
      g_printerr ("%s\n", error->message);
      return error_status (error);
    }
  if (!save (campaign, positional (a, 0)))
    return EXIT_REFUSED;
  if (muster_session_get_break (session, &reason) > 0)
    {
      g_print ("Entry %u now applies, but entry %u does not: %s\n", (guint) number,
               muster_session_get_break (session, NULL), reason);
      print_read_only_help (positional (a, 0));
      return EXIT_REFUSED;
    }
  g_print ("Entry %u corrected; the whole log replays. The file as it was is kept beside it.\n", (guint) number);
  return 0;
}

static int
cmd_replay (Args *a)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *warnings;

  if (n_positional (a) != 1)
    return usage_error ("replay takes FILE");
  campaign = muster_campaign_load_file (registry (), positional (a, 0), &error);
  if (campaign == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_REFUSED;
    }
  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    {
      MusterSession *session = muster_campaign_get_session (campaign, i);
      g_print ("Session %u (%s): replayed %u of %u entries\n", i + 1, muster_session_get_title (session),
               muster_session_get_cursor (session), muster_session_get_n_entries (session));
    }
  warnings = muster_campaign_get_warnings (campaign);
  for (guint i = 0; i < warnings->len; i++)
    g_print ("mismatch: %s\n", (const char *) g_ptr_array_index (warnings, i));
  if (warnings->len > 0)
    return EXIT_REFUSED;
  g_print ("Every session replays to its saved state.\n");
  return 0;
}

static int
cmd_rules (Args *a)
{
  g_autofree char *query = NULL;
  g_autoptr(GPtrArray) hits = NULL;
  MusterSystem *system;

  if (n_positional (a) < 1)
    return usage_error ("rules takes SYSTEM [WORDS...]");
  system = muster_registry_lookup (registry (), positional (a, 0));
  if (system == NULL)
    {
      g_printerr ("muster-cli: there is no game system “%s” (see muster-cli systems)\n", positional (a, 0));
      return EXIT_USAGE;
    }
  query = g_strjoinv (" ", (char **) a->positional->pdata + 1);
  hits = muster_rules_search (muster_system_get_rules (system), query);
  if (hits->len == 0)
    {
      g_print ("Nothing in the %s rules matches “%s”.\n", muster_system_get_name (system), query);
      return EXIT_REFUSED;
    }
  for (guint i = 0; i < hits->len; i++)
    {
      const MusterRuleEntry *entry = g_ptr_array_index (hits, i);
      g_print ("%s %s%s\n  %s\n\n", entry->section, entry->title,
               g_strcmp0 (entry->source, "faq") == 0 ? " (FAQ)" : "", entry->summary);
    }
  return 0;
}

int
main (int    argc,
      char **argv)
{
  Args a = { 0 };
  const char *command;
  int rc;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      fputs (usage_text, argc < 2 ? stderr : stdout);
      return argc < 2 ? EXIT_USAGE : 0;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("muster-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  muster_core_init ();
  command = argv[1];
  rc = parse_args (argc, argv, &a);
  if (rc != 0)
    {
      if (a.positional)
        args_clear (&a);
      return rc;
    }

  if (g_str_equal (command, "roll"))
    rc = cmd_roll (&a);
  else if (g_str_equal (command, "odds"))
    rc = cmd_odds (&a);
  else if (g_str_equal (command, "systems"))
    rc = cmd_systems ();
  else if (g_str_equal (command, "new"))
    rc = cmd_new (&a);
  else if (g_str_equal (command, "add-session"))
    rc = cmd_add_session (&a);
  else if (g_str_equal (command, "actions"))
    rc = cmd_actions (&a);
  else if (g_str_equal (command, "do"))
    rc = cmd_do (&a);
  else if (g_str_equal (command, "undo"))
    rc = cmd_undo_redo (&a, TRUE);
  else if (g_str_equal (command, "redo"))
    rc = cmd_undo_redo (&a, FALSE);
  else if (g_str_equal (command, "log"))
    rc = cmd_log (&a);
  else if (g_str_equal (command, "bookmark"))
    rc = cmd_mark (&a, FALSE);
  else if (g_str_equal (command, "annotate"))
    rc = cmd_mark (&a, TRUE);
  else if (g_str_equal (command, "state"))
    rc = cmd_state (&a);
  else if (g_str_equal (command, "ledger"))
    rc = cmd_ledger (&a);
  else if (g_str_equal (command, "sheets"))
    rc = cmd_sheets (&a);
  else if (g_str_equal (command, "validate"))
    rc = cmd_validate (&a);
  else if (g_str_equal (command, "replay"))
    rc = cmd_replay (&a);
  else if (g_str_equal (command, "salvage"))
    rc = cmd_salvage (&a);
  else if (g_str_equal (command, "correct-entry"))
    rc = cmd_correct_entry (&a);
  else if (g_str_equal (command, "rules"))
    rc = cmd_rules (&a);
  else if (g_str_equal (command, "pending"))
    rc = cmd_pending (&a);
  else if (g_str_equal (command, "candidates"))
    rc = cmd_candidates (&a);
  else if (g_str_equal (command, "preview"))
    rc = cmd_preview (&a);
  else
    rc = usage_error ("unknown command “%s”", command);

  args_clear (&a);
  return rc;
}
