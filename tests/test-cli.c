/* test-cli.c: muster-cli as a user runs it. The path of the built program
 * comes from MUSTER_CLI (set by tests/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "muster-core.h"

typedef struct
{
  char *out;
  char *err;
  int   status;
} Run;

static char *work_dir;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs muster-cli with the NULL-terminated arguments in @work_dir. */
static void
cli (Run        *run,
     const char *first,
     ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *program = g_getenv ("MUSTER_CLI");
  int wait_status = 0;
  va_list args;

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (gpointer) program);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  memset (run, 0, sizeof *run);
  g_assert_true (g_spawn_sync (work_dir, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
  g_test_message ("exit %d\nstdout:\n%s\nstderr:\n%s", run->status, run->out, run->err);
}

static char *
read_file (const char *name)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

static void
write_file (const char *name,
            const char *data)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, data, -1, NULL));
}

static void
test_help (void)
{
  g_auto(Run) help = { 0 };
  g_auto(Run) none = { 0 };
  g_auto(Run) version = { 0 };

  cli (&help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_true (g_str_has_prefix (help.out, "Usage: muster-cli COMMAND"));
  g_assert_nonnull (strstr (help.out, "validate FILE"));

  /* No command at all is a usage error, with the usage on stderr. */
  cli (&none, NULL);
  g_assert_cmpint (none.status, ==, 2);
  g_assert_nonnull (strstr (none.err, "Usage:"));

  cli (&version, "--version", NULL);
  g_assert_cmpint (version.status, ==, 0);
  g_assert_cmpstr (version.out, ==, "muster-cli " PACKAGE_VERSION "\n");
}

static void
test_usage_errors (void)
{
  static const char * const cases[][6] = {
    { "fly", NULL },
    { "roll", NULL },
    { "roll", "d6", "--seed", "abc", NULL },
    { "roll", "d6", "--seed", NULL },
    { "roll", "d6", "--colour", "red", NULL },
    { "new", "dice-and-cards", "default", NULL },
    { "new", "dice-and-cards", NULL },
    { "do", "x.muster", NULL },
    { "undo", NULL },
    { "odds", "3", "9", NULL },
    { "do", "x.muster", "roll", "--dice", "a,b", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };

      cli (&run, cases[i][0], cases[i][1], cases[i][2], cases[i][3], cases[i][4], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_true (g_str_has_prefix (run.err, "muster-cli: "));
      g_assert_nonnull (strstr (run.err, "--help"));
      g_assert_cmpstr (run.out, ==, "");
    }
}

static void
test_roll (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) again = { 0 };
  g_auto(Run) bad = { 0 };
  g_auto(Run) spaced = { 0 };

  /* Seed 42's known dice (see test-chance). */
  cli (&run, "roll", "10d6", "--seed", "42", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "10d6: 2 2 1 1 5 1 2 3 2 3 = 22\n");
  cli (&again, "roll", "--seed", "42", "d20+2", NULL);
  g_assert_cmpstr (again.out, ==, "d20+2: 14 + 2 = 16\n");

  /* The words of an expression may come apart on the command line. */
  cli (&spaced, "roll", "2d6", "+", "1", "--seed", "42", NULL);
  g_assert_cmpint (spaced.status, ==, 0);
  g_assert_cmpstr (spaced.out, ==, "2d6+1: 2 2 + 1 = 5\n");

  /* An expression that does not parse is a usage error. */
  cli (&bad, "roll", "3x6", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "3x6"));
}

static void
test_odds (void)
{
  g_auto(Run) run = { 0 };

  cli (&run, "odds", "3", "5", NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* 8/27 = 29.630%, 1/27 = 3.704%. */
  g_assert_nonnull (strstr (run.out, " 0 hits:  29.630%"));
  g_assert_nonnull (strstr (run.out, " 3 hits:   3.704%"));
}

static void
test_session_commands (void)
{
  g_autofree char *path = g_build_filename (work_dir, "table.muster", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(Run) created = { 0 };
  g_auto(Run) adjust = { 0 };
  g_auto(Run) roll = { 0 };
  g_auto(Run) undo = { 0 };
  g_auto(Run) redo = { 0 };
  g_auto(Run) state = { 0 };
  g_auto(Run) xml = { 0 };
  g_auto(Run) log = { 0 };
  g_auto(Run) valid = { 0 };
  g_auto(Run) replay = { 0 };
  g_auto(Run) rules = { 0 };
  g_auto(Run) nothing = { 0 };
  g_auto(Run) actions = { 0 };
  g_auto(Run) illegal = { 0 };
  g_auto(Run) unknown = { 0 };
  g_auto(Run) malformed = { 0 };
  g_auto(Run) no_scenario = { 0 };
  g_auto(Run) systems = { 0 };
  g_auto(Run) ledger = { 0 };
  g_auto(Run) negative = { 0 };

  cli (&systems, "systems", NULL);
  g_assert_cmpint (systems.status, ==, 0);
  g_assert_nonnull (strstr (systems.out, "dice-and-cards\tDice & Cards"));
  g_assert_nonnull (strstr (systems.out, "scenario default"));

  cli (&created, "new", "dice-and-cards", "default", "-o", "table.muster", "--seed", "42", NULL);
  g_assert_cmpint (created.status, ==, 0);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (strstr (created.out, "Created table.muster"));

  cli (&adjust, "do", "table.muster", "track-adjust", "Turn", "2", NULL);
  g_assert_cmpint (adjust.status, ==, 0);
  g_assert_cmpstr (adjust.out, ==, "Turn: 1 → 3\n");

  /* A negative number is an argument, not an option. */
  cli (&negative, "do", "table.muster", "track-adjust", "Turn", "-1", NULL);
  g_assert_cmpint (negative.status, ==, 0);
  g_assert_cmpstr (negative.out, ==, "Turn: 3 → 2\n");

  /* The session's seed: its first dice are seed 42's. */
  cli (&roll, "do", "table.muster", "roll", "2d6", "Howe", NULL);
  g_assert_cmpint (roll.status, ==, 0);
  g_assert_cmpstr (roll.out, ==, "Howe rolled 2d6: 2 2 = 4\n");

  cli (&undo, "undo", "table.muster", NULL);
  g_assert_cmpint (undo.status, ==, 0);
  g_assert_cmpstr (undo.out, ==, "Undid 3: Howe rolled 2d6: 2 2 = 4\n");

  cli (&state, "state", "table.muster", NULL);
  g_assert_cmpint (state.status, ==, 0);
  g_assert_nonnull (strstr (state.out, "Turn 2 (1–99)"));
  g_assert_nonnull (strstr (state.out, "Log: 2 entries applied, 1 can be redone"));

  cli (&log, "log", "table.muster", NULL);
  g_assert_cmpint (log.status, ==, 0);
  g_assert_nonnull (strstr (log.out, "   1 Turn: 1 → 3\n"));
  g_assert_nonnull (strstr (log.out, "   3 (undone) Howe rolled 2d6: 2 2 = 4\n"));

  /* Redo brings back the same dice. */
  cli (&redo, "redo", "table.muster", NULL);
  g_assert_cmpint (redo.status, ==, 0);
  g_assert_cmpstr (redo.out, ==, "Redid 3: Howe rolled 2d6: 2 2 = 4\n");

  cli (&xml, "state", "table.muster", "--xml", NULL);
  g_assert_cmpint (xml.status, ==, 0);
  g_assert_nonnull (strstr (xml.out, "<track id=\"Turn\" name=\"Turn\" min=\"1\" max=\"99\" value=\"2\"/>"));
  g_assert_nonnull (strstr (xml.out, "<last-roll>2d6: 2 2 = 4</last-roll>"));

  cli (&ledger, "ledger", "table.muster", NULL);
  g_assert_cmpint (ledger.status, ==, 0);
  g_assert_nonnull (strstr (ledger.out, "Howe: 2 dice, total 4 (expected 7.0)"));

  cli (&valid, "validate", "table.muster", NULL);
  g_assert_cmpint (valid.status, ==, 0);
  g_assert_cmpstr (valid.out, ==, "valid\n");

  cli (&replay, "replay", "table.muster", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_nonnull (strstr (replay.out, "replayed 3 of 3 entries"));
  g_assert_nonnull (strstr (replay.out, "Every session replays to its saved state."));

  cli (&actions, "actions", "table.muster", NULL);
  g_assert_cmpint (actions.status, ==, 0);
  g_assert_nonnull (strstr (actions.out, "+  roll DICE [WHO]"));
  g_assert_nonnull (strstr (actions.out, "-  draw DECK"));
  g_assert_nonnull (strstr (actions.out, "not now: There are no decks"));

  cli (&rules, "rules", "dice-and-cards", "reshuffle", NULL);
  g_assert_cmpint (rules.status, ==, 0);
  g_assert_true (g_str_has_prefix (rules.out, "4 Decks\n"));
  cli (&nothing, "rules", "dice-and-cards", "zeppelin", NULL);
  g_assert_cmpint (nothing.status, ==, 1);

  /* Words that make no action are a usage error (2), as on the command
   * line: arguments out of range or malformed, an unknown action. Each says
   * why and leaves the file alone. */
  before = read_file ("table.muster");
  cli (&illegal, "do", "table.muster", "track-set", "Turn", "500", NULL);
  g_assert_cmpint (illegal.status, ==, 2);
  g_assert_nonnull (strstr (illegal.err, "from 1 to 99"));
  cli (&unknown, "do", "table.muster", "fly", "away", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "fly"));
  cli (&malformed, "do", "table.muster", "track-set", "Turn", "many", NULL);
  g_assert_cmpint (malformed.status, ==, 2);
  cli (&no_scenario, "new", "dice-and-cards", "nowhere", "-o", "none.muster", NULL);
  g_assert_cmpint (no_scenario.status, ==, 2);
  g_assert_false (g_file_test ("none.muster", G_FILE_TEST_EXISTS));
  after = read_file ("table.muster");
  g_assert_cmpstr (before, ==, after);
}

static void
test_validate_broken (void)
{
  g_auto(Run) broken = { 0 };
  g_auto(Run) missing = { 0 };
  g_auto(Run) hostile = { 0 };
  g_auto(Run) replay = { 0 };
  g_auto(Run) created = { 0 };
  g_autofree char *good = NULL;
  g_autofree char *bad = NULL;
  char *at;

  cli (&created, "new", "dice-and-cards", "default", "-o", "v.muster", "--seed", "1", NULL);
  g_assert_cmpint (created.status, ==, 0);
  good = read_file ("v.muster");

  /* Cut short. */
  bad = g_strndup (good, strlen (good) / 2);
  write_file ("broken.muster", bad);
  cli (&broken, "validate", "broken.muster", NULL);
  g_assert_cmpint (broken.status, ==, 1);
  g_assert_true (g_regex_match_simple ("^broken\\.muster:[0-9]+: .+\n$", broken.out, 0, 0));

  cli (&missing, "validate", "nowhere.muster", NULL);
  g_assert_cmpint (missing.status, ==, 1);

  /* Acting on a broken file refuses and leaves it as it was. */
  {
    g_auto(Run) act = { 0 };
    g_autofree char *still = NULL;

    cli (&act, "do", "broken.muster", "note", "hello", NULL);
    g_assert_cmpint (act.status, ==, 1);
    g_assert_true (g_str_has_prefix (act.err, "broken.muster:"));
    still = read_file ("broken.muster");
    g_assert_cmpstr (still, ==, bad);
  }

  write_file ("xxe.muster",
              "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n"
              "<muster-campaign version=\"1\"><title>&e;</title></muster-campaign>\n");
  cli (&hostile, "validate", "xxe.muster", NULL);
  g_assert_cmpint (hostile.status, ==, 1);
  g_assert_true (g_str_has_prefix (hostile.out, "xxe.muster:2: "));

  /* A snapshot that disagrees with its log: reported, exit 1. */
  g_free (bad);
  bad = g_strdup (good);
  at = strstr (bad, "value=\"1\"/>");
  g_assert_nonnull (at);
  at[strlen ("value=\"")] = '5';
  write_file ("mismatch.muster", bad);
  cli (&replay, "replay", "mismatch.muster", NULL);
  g_assert_cmpint (replay.status, ==, 1);
  g_assert_true (g_regex_match_simple ("^mismatch: mismatch\\.muster:[0-9]+: ", strstr (replay.out, "mismatch:"),
                                       G_REGEX_MULTILINE, 0));
}

static void
test_manual (void)
{
  g_auto(Run) created = { 0 };
  g_auto(Run) needs = { 0 };
  g_auto(Run) given = { 0 };
  g_auto(Run) wrong = { 0 };
  g_auto(Run) seeded = { 0 };
  g_auto(Run) own = { 0 };
  g_auto(Run) next = { 0 };
  g_autofree char *file = NULL;

  cli (&created, "new", "dice-and-cards", "default", "-o", "manual.muster", "--manual", NULL);
  g_assert_cmpint (created.status, ==, 0);

  /* The players' own dice: without --dice the roll cannot happen. */
  cli (&needs, "do", "manual.muster", "roll", "2d6", NULL);
  g_assert_cmpint (needs.status, ==, 1);
  g_assert_nonnull (strstr (needs.err, "--dice"));
  g_assert_nonnull (strstr (needs.err, "d6"));

  cli (&given, "do", "manual.muster", "roll", "2d6", "--dice", "3,4", NULL);
  g_assert_cmpint (given.status, ==, 0);
  g_assert_cmpstr (given.out, ==, "Rolled 2d6: 3 4 = 7\n");

  cli (&wrong, "do", "manual.muster", "roll", "d6", "--dice", "7", NULL);
  g_assert_cmpint (wrong.status, ==, 1);
  g_assert_nonnull (strstr (wrong.err, "7"));

  /* A seeded session can take the players' dice for one action and keeps
   * its own source afterwards. */
  cli (&seeded, "new", "dice-and-cards", "default", "-o", "mixed.muster", "--seed", "42", NULL);
  cli (&own, "do", "mixed.muster", "roll", "d6", "--dice", "6", NULL);
  g_assert_cmpint (own.status, ==, 0);
  g_assert_cmpstr (own.out, ==, "Rolled d6: 6 = 6 (d6)\n");
  file = read_file ("mixed.muster");
  g_assert_nonnull (strstr (file, "chance=\"seeded\" seed=\"42\" position=\"0\""));
  cli (&next, "do", "mixed.muster", "roll", "2d6", NULL);
  g_assert_cmpstr (next.out, ==, "Rolled 2d6: 2 2 = 4\n");
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* The log is for people: undo to an entry, bookmark and annotate it. */
static void
test_undo_to_and_marks (void)
{
  g_auto(Run) created = { 0 };
  g_auto(Run) r1 = { 0 };
  g_auto(Run) r2 = { 0 };
  g_auto(Run) r3 = { 0 };
  g_auto(Run) undo = { 0 };
  g_auto(Run) mark = { 0 };
  g_auto(Run) note = { 0 };
  g_auto(Run) log = { 0 };
  g_auto(Run) beyond = { 0 };
  g_auto(Run) redo = { 0 };
  g_autofree char *saved = NULL;

  cli (&created, "new", "dice-and-cards", "default", "-o", "marks.muster", "--seed", "3", NULL);
  g_assert_cmpint (created.status, ==, 0);
  cli (&r1, "do", "marks.muster", "roll", "d6", NULL);
  cli (&r2, "do", "marks.muster", "roll", "2d6", NULL);
  cli (&r3, "do", "marks.muster", "roll", "3d6", NULL);
  g_assert_cmpint (r3.status, ==, 0);

  cli (&undo, "undo", "marks.muster", "--to", "1", NULL);
  g_assert_cmpint (undo.status, ==, 0);
  g_assert_nonnull (strstr (undo.out, "Undid entries 2 to 3; 2 can be redone"));

  cli (&mark, "bookmark", "marks.muster", "1", NULL);
  g_assert_cmpint (mark.status, ==, 0);
  cli (&note, "annotate", "marks.muster", "1", "Opening", "roll", NULL);
  g_assert_cmpint (note.status, ==, 0);
  saved = read_file ("marks.muster");
  g_assert_nonnull (strstr (saved, "bookmark=\"true\""));
  g_assert_nonnull (strstr (saved, "<annotation>Opening roll</annotation>"));

  cli (&log, "log", "marks.muster", NULL);
  g_assert_nonnull (strstr (log.out, "“Opening roll”"));
  g_assert_nonnull (strstr (log.out, "2 (undone)"));
  g_assert_nonnull (strstr (log.out, "3 (undone)"));

  cli (&beyond, "annotate", "marks.muster", "9", "x", NULL);
  g_assert_cmpint (beyond.status, ==, 1);

  /* Redo brings back the same 2d6 that was undone. */
  cli (&redo, "redo", "marks.muster", NULL);
  g_assert_cmpint (redo.status, ==, 0);
  g_assert_nonnull (strstr (redo.out, strchr (r2.out, ':') + 1));
}

/* --corrections starts a new game with the corrections kept from the
 * user's games in the app; without it the game is the shipped data. */
static void
test_new_with_corrections (void)
{
  g_autofree char *data_home = g_build_filename (work_dir, "data-home", NULL);
  g_autofree char *store_dir = g_build_filename (data_home, "muster", "corrections", NULL);
  g_autofree char *store = g_build_filename (store_dir, "revolution-road-cards.txt", NULL);
  g_auto(Run) with = { 0 };
  g_auto(Run) with_log = { 0 };
  g_auto(Run) without = { 0 };
  g_auto(Run) without_log = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (store_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (store, "set-card 6 3 2 1\n", -1, NULL));
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  cli (&with, "new", "bunker-hill", "two-player", "-o", "kept.muster", "--seed", "3", "--corrections", NULL);
  g_assert_cmpint (with.status, ==, 0);
  g_assert_nonnull (strstr (with.out, "Applied 1 kept correction\n"));
  cli (&with_log, "log", "kept.muster", NULL);
  g_assert_nonnull (strstr (with_log.out, "card 6 shows 3 British and 2 Patriot actions and 1 hash mark."));

  cli (&without, "new", "bunker-hill", "two-player", "-o", "plain.muster", "--seed", "3", NULL);
  g_assert_cmpint (without.status, ==, 0);
  g_assert_null (strstr (without.out, "kept correction"));
  cli (&without_log, "log", "plain.muster", NULL);
  g_assert_null (strstr (without_log.out, "card 6"));

  g_unsetenv ("XDG_DATA_HOME");
  g_unlink (store);
  g_rmdir (store_dir);
  g_free (g_steal_pointer (&store_dir));
  store_dir = g_build_filename (data_home, "muster", NULL);
  g_rmdir (store_dir);
  g_rmdir (data_home);
}

/* A campaign whose first entry no longer applies (here, its argument was
 * edited) is never rewritten by a new action: the action is refused and
 * the file stays byte for byte. The players can go on from the entries
 * that apply in a copy, or correct the entry (the original is kept). */
static void
test_log_that_no_longer_replays (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *good = NULL;
  g_autoptr(GString) broken = NULL;
  g_autofree char *after = NULL;
  g_autofree char *kept = NULL;
  const char *at;

  cli (&run, "new", "dice-and-cards", "wargame", "-o", "broken.muster", "--seed", "4", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  cli (&run, "do", "broken.muster", "track-add", "Morale", "0", "24", "24", NULL);
  run_clear (&run);
  cli (&run, "do", "broken.muster", "track-adjust", "Morale", "--", "-2", NULL);
  run_clear (&run);
  cli (&run, "do", "broken.muster", "note", "hello", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);

  good = read_file ("broken.muster");
  broken = g_string_new (good);
  at = strstr (broken->str, "<arg>Morale</arg>");
  g_assert_nonnull (at);
  g_string_erase (broken, at - broken->str + 5, 6);
  g_string_insert (broken, at - broken->str + 5, "Spirit");
  write_file ("broken.muster", broken->str);

  cli (&run, "validate", "broken.muster", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "Entry 2 (Move track) no longer applies"));
  run_clear (&run);

  cli (&run, "do", "broken.muster", "note", "x", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "can only be read"));
  g_assert_nonnull (strstr (run.err, "salvage"));
  run_clear (&run);
  cli (&run, "undo", "broken.muster", NULL);
  g_assert_cmpint (run.status, ==, 1);
  run_clear (&run);
  after = read_file ("broken.muster");
  g_assert_cmpstr (after, ==, broken->str);

  /* Going on in a copy: the entry before the break is the last. */
  cli (&run, "salvage", "broken.muster", "-o", "broken.muster", NULL);
  g_assert_cmpint (run.status, ==, 1);
  run_clear (&run);
  cli (&run, "salvage", "broken.muster", "-o", "copy.muster", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  cli (&run, "do", "copy.muster", "track-adjust", "Spirit", "--", "-3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "24 → 21"));
  run_clear (&run);
  cli (&run, "validate", "copy.muster", NULL);
  g_assert_cmpstr (run.out, ==, "valid\n");
  run_clear (&run);
  g_free (after);
  after = read_file ("broken.muster");
  g_assert_cmpstr (after, ==, broken->str);

  /* Correcting the entry: the file replays again, and the original is
   * kept beside it. */
  cli (&run, "correct-entry", "broken.muster", "2", "track-adjust", "Spirit", "--", "-2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  cli (&run, "validate", "broken.muster", NULL);
  g_assert_cmpstr (run.out, ==, "valid\n");
  run_clear (&run);
  kept = read_file ("broken (before correction).muster");
  g_assert_cmpstr (kept, ==, broken->str);
}

/* What every system gets from the core: the pending decision, the
 * arguments the engine accepts, a preview with the odds, seats, and a
 * session that goes on from an earlier one. */
static void
test_platform_commands (void)
{
  g_auto(Run) run = { 0 };

  cli (&run, "new", "dice-and-cards", "wargame", "-o", "platform.muster", "--seed", "5",
       "--player", "Ann:", "--player", "Ben", "--player", "Théodore Ω:british", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);

  cli (&run, "pending", "platform.muster", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "Nothing is pending.\n");
  run_clear (&run);

  cli (&run, "candidates", "platform.muster", "track-adjust", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "track-adjust VP A 1\n"));
  run_clear (&run);
  cli (&run, "candidates", "platform.muster", "discard", NULL);
  g_assert_cmpint (run.status, ==, 1);
  run_clear (&run);

  /* 2d6: 7 comes up 6 times in 36. */
  cli (&run, "preview", "platform.muster", "roll", "2d6", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "  7   16.67%"));
  run_clear (&run);
  cli (&run, "preview", "platform.muster", "track-set", "VP A", "500", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "Not legal now"));
  run_clear (&run);

  cli (&run, "state", "platform.muster", "--seat", "ann", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  cli (&run, "state", "platform.muster", "--seat", "carl", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "ann, ben, théodore-ω"));
  run_clear (&run);

  cli (&run, "do", "platform.muster", "track-adjust", "VP B", "4", NULL);
  run_clear (&run);
  cli (&run, "add-session", "platform.muster", "dice-and-cards", "continue", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
  cli (&run, "add-session", "platform.muster", "dice-and-cards", "continue", "--input", "previous=7", NULL);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
  cli (&run, "add-session", "platform.muster", "dice-and-cards", "continue", "--input", "previous=1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  cli (&run, "state", "platform.muster", NULL);
  g_assert_nonnull (strstr (run.out, "Side B VP 4"));
  run_clear (&run);
  cli (&run, "validate", "platform.muster", NULL);
  g_assert_cmpstr (run.out, ==, "valid\n");
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  work_dir = g_dir_make_tmp ("muster-cli-XXXXXX", NULL);

  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/roll", test_roll);
  g_test_add_func ("/cli/odds", test_odds);
  g_test_add_func ("/cli/session-commands", test_session_commands);
  g_test_add_func ("/cli/validate-broken", test_validate_broken);
  g_test_add_func ("/cli/log-that-no-longer-replays", test_log_that_no_longer_replays);
  g_test_add_func ("/cli/manual", test_manual);
  g_test_add_func ("/cli/undo-to-and-marks", test_undo_to_and_marks);
  g_test_add_func ("/cli/new-with-corrections", test_new_with_corrections);
  g_test_add_func ("/cli/platform-commands", test_platform_commands);

  status = g_test_run ();
  remove_tree (work_dir);
  g_free (work_dir);
  return status;
}
