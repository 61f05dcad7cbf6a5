/* test-revroad-docs.c: the command lines printed in the Revolution Road
 * guides (docs/boston-concord.md, docs/bunker-hill.md) run as printed.
 *
 * Every fenced block of a guide says what it is: `sh` (a script, one
 * command a line, `#` comments), `console` (a transcript: the lines after
 * “$ ” are the commands, the others their output) or `text` (a synopsis
 * with placeholders, not run). Each script or transcript runs in a fresh
 * directory, its commands one by one through /bin/sh with `muster-cli`
 * on the PATH being the built program (MUSTER_CLI, set by
 * tests/meson.build); any command that exits non-zero fails the test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "muster-core.h"

typedef struct
{
  char      *kind;      /* sh, console or text */
  guint      line;      /* of the opening fence, from 1 */
  GPtrArray *commands;  /* char*, as printed */
  GArray    *lines;     /* guint: the line of each command */
} Block;

static void
block_free (Block *block)
{
  g_free (block->kind);
  g_ptr_array_unref (block->commands);
  g_array_unref (block->lines);
  g_free (block);
}

/* The fenced blocks of a Markdown text. */
static GPtrArray *
parse_blocks (const char *text)
{
  GPtrArray *blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  Block *open = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_str_has_prefix (line, "```"))
        {
          if (open != NULL)
            {
              g_ptr_array_add (blocks, open);
              open = NULL;
              continue;
            }
          open = g_new0 (Block, 1);
          open->kind = g_strstrip (g_strdup (line + 3));
          open->line = i + 1;
          open->commands = g_ptr_array_new_with_free_func (g_free);
          open->lines = g_array_new (FALSE, FALSE, sizeof (guint));
          continue;
        }
      if (open == NULL)
        continue;
      if (g_str_equal (open->kind, "console"))
        {
          if (!g_str_has_prefix (line, "$ "))
            continue;
          line += 2;
        }
      else if (!g_str_equal (open->kind, "sh"))
        continue;
      {
        g_autofree char *command = g_strstrip (g_strdup (line));
        guint number = i + 1;

        if (*command == '\0' || *command == '#')
          continue;
        g_ptr_array_add (open->commands, g_steal_pointer (&command));
        g_array_append_val (open->lines, number);
      }
    }
  g_assert_null (open);  /* every fence is closed */
  return blocks;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

/* Runs one block's commands in a fresh directory; returns how many ran
 * (all of them unless one failed, which fails the test). */
static guint
run_block (const char  *doc,
           const Block *block,
           const char  *program)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *work = g_dir_make_tmp ("revroad-docs-XXXXXX", &error);
  g_autofree char *bin = NULL;
  g_autofree char *link = NULL;
  g_autofree char *path = NULL;
  g_auto(GStrv) env = g_get_environ ();
  guint ran = 0;

  g_assert_no_error (error);
  bin = g_build_filename (work, "bin", NULL);
  link = g_build_filename (bin, "muster-cli", NULL);
  g_assert_cmpint (g_mkdir (bin, 0700), ==, 0);
  g_assert_cmpint (symlink (program, link), ==, 0);
  path = g_strdup_printf ("%s:%s", bin, g_environ_getenv (env, "PATH") ? g_environ_getenv (env, "PATH") : "/usr/bin:/bin");
  env = g_environ_setenv (env, "PATH", path, TRUE);

  for (guint i = 0; i < block->commands->len; i++)
    {
      const char *command = g_ptr_array_index (block->commands, i);
      const char *argv[] = { "/bin/sh", "-c", command, NULL };
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int status = 0;

      g_assert_true (g_spawn_sync (work, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, &err, &status, &error));
      g_assert_no_error (error);
      if (!g_spawn_check_wait_status (status, NULL))
        {
          g_test_message ("%s:%u: '%s' failed:\n%s%s", doc, g_array_index (block->lines, guint, i),
                          command, out, err);
          g_test_fail_printf ("%s:%u: '%s' did not succeed: %s", doc, g_array_index (block->lines, guint, i),
                              command, err);
          break;
        }
      ran++;
    }
  remove_tree (work);
  return ran;
}

static void
test_doc (gconstpointer data)
{
  const char *name = data;
  const char *program = g_getenv ("MUSTER_CLI");
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "..", "docs", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) blocks = NULL;
  g_autoptr(GError) error = NULL;
  guint scripts = 0;

  if (program == NULL)
    {
      g_test_skip ("MUSTER_CLI is not set");
      return;
    }
  g_assert_true (g_file_get_contents (file, &text, NULL, &error));
  g_assert_no_error (error);
  blocks = parse_blocks (text);
  for (guint i = 0; i < blocks->len; i++)
    {
      Block *block = g_ptr_array_index (blocks, i);

      /* An untagged block would be skipped without anyone noticing. */
      if (!g_str_equal (block->kind, "sh") && !g_str_equal (block->kind, "console") &&
          !g_str_equal (block->kind, "text"))
        {
          g_test_fail_printf ("%s:%u: a block is `sh`, `console` or `text`, not '%s'", name, block->line,
                              block->kind);
          continue;
        }
      if (g_str_equal (block->kind, "text"))
        continue;
      g_assert_cmpuint (block->commands->len, >, 0);
      g_assert_cmpuint (run_block (name, block, program), <=, block->commands->len);
      scripts++;
    }
  /* Each guide shows at least one runnable game. */
  if (scripts == 0)
    g_test_fail_printf ("%s has no `sh` or `console` block to run", name);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/revroad/docs/boston-concord", "boston-concord.md", test_doc);
  g_test_add_data_func ("/revroad/docs/bunker-hill", "bunker-hill.md", test_doc);
  return g_test_run ();
}
