/* b2c-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "b2c-test-legacy.h"

MusterSystem *
b2c_test_system (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  MusterSystem *system;

  g_assert_no_error (error);
  system = muster_registry_lookup (registry, "boston-concord");
  g_assert_nonnull (system);
  return system;
}

B2cState *
b2c_test_new (const char *scenario,
              ...)
{
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;
  MusterState *state;
  va_list args;
  const char *opt;

  va_start (args, scenario);
  while ((opt = va_arg (args, const char *)) != NULL)
    {
      g_auto(GStrv) kv = g_strsplit (opt, "=", 2);
      g_hash_table_insert (options, g_strdup (kv[0]), g_strdup (kv[1]));
    }
  va_end (args);
  state = muster_system_new_state (b2c_test_system (), scenario, options, &error);
  g_assert_no_error (error);
  return B2C_STATE (state);
}

void
b2c_test_clear (B2cState *state)
{
  static const char * const hinders[] = { "move", "search", "muster" };

  for (guint i = 0; i < b2c_n_units (state); i++)
    {
      g_autofree char *line = g_strdup_printf ("correct-counter %s waiting unbroken fresh", b2c_def (state, (int) i)->id);

      b2c_test_correct (state, line);
    }
  for (guint r = 0; r < state->regions->len; r++)
    {
      g_autofree char *line = g_strdup_printf ("correct-markers %s", b2c_region_id (state, (int) r));

      b2c_test_correct (state, line);
    }
  for (guint h = 0; h < G_N_ELEMENTS (hinders); h++)
    {
      g_autofree char *line = g_strdup_printf ("correct-hinder %s available", hinders[h]);

      b2c_test_correct (state, line);
    }
}

void
b2c_test_turn (B2cState   *state,
               int         turn,
               int         british,
               int         patriot,
               const char *first)
{
  g_autofree char *t = g_strdup_printf ("correct-track turn %d", turn);
  g_autofree char *b = g_strdup_printf ("correct-track actions-british %d", british);
  g_autofree char *p = g_strdup_printf ("correct-track actions-patriot %d", patriot);
  g_autofree char *a = g_strdup_printf ("correct-acting %s", first);

  b2c_test_correct (state, t);
  b2c_test_correct (state, b);
  b2c_test_correct (state, p);
  b2c_test_correct (state, a);
  b2c_test_correct (state, "correct-phase actions");
}

B2cState *
b2c_test_empty (int         turn,
                int         british,
                int         patriot,
                const char *first)
{
  B2cState *state = b2c_test_new ("two-player", NULL);

  b2c_test_clear (state);
  b2c_test_turn (state, turn, british, patriot, first);
  b2c_test_correct (state, "correct-flag percy-arrived yes");
  return state;
}

/* A logged board correction, typed as a player types it. */
void
b2c_test_correct (B2cState   *state,
                  const char *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  g_autoptr(MusterEntry) entry = muster_entry_new (words[0], (const char * const *) words + 1);
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(GError) error = NULL;

  if (!muster_state_apply (MUSTER_STATE (state), entry, chance, &error))
    g_error ("%s: %s", line, error->message);
  g_assert_true (g_str_has_prefix (muster_entry_get_text (entry), "Board correction:"));
}

void
b2c_test_put (B2cState   *state,
              const char *units,
              const char *region,
              const char *flags)
{
  g_auto(GStrv) ids = g_strsplit (units, " ", -1);
  g_autoptr(GString) words = g_string_new (" fresh");

  for (const char *p = flags ? flags : ""; *p; p++)
    switch (*p)
      {
      case 'b': g_string_append (words, " broken"); break;
      case 'm': g_string_append (words, " moved"); break;
      case 'f': g_string_append (words, " fired"); break;
      case 'r': g_string_append (words, " rallied"); break;
      case 'i': g_string_append (words, " under"); break;
      case 'M': g_string_append (words, " marched"); break;
      case '0': case '1': case '2': g_string_append_printf (words, " strength-%c", *p); break;
      default: g_assert_not_reached ();
      }
  if (strchr (flags ? flags : "", 'b') == NULL)
    g_string_append (words, " unbroken");
  for (guint k = 0; ids[k] != NULL; k++)
    {
      g_autofree char *line = NULL;

      if (*ids[k] == '\0')
        continue;
      line = g_strdup_printf ("correct-counter %s %s%s", ids[k],
                              g_str_equal (region, "off") ? "waiting" : region, words->str);
      b2c_test_correct (state, line);
    }
}

void
b2c_test_dice (MusterChance *chance,
               ...)
{
  va_list args;
  guint v;

  va_start (args, chance);
  while ((v = va_arg (args, guint)) != 0)
    muster_chance_supply_number (chance, v);
  va_end (args);
}

void
b2c_test_cards (MusterChance *chance,
                ...)
{
  va_list args;
  const char *id;

  va_start (args, chance);
  while ((id = va_arg (args, const char *)) != NULL)
    muster_chance_supply_card (chance, id);
  va_end (args);
}

static GPtrArray *
collect (va_list args)
{
  GPtrArray *list = g_ptr_array_new ();
  const char *a;

  while ((a = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (list, (gpointer) a);
  g_ptr_array_add (list, NULL);
  return list;
}

static char *
apply (B2cState     *state,
       MusterChance *chance,
       gboolean      override,
       const char   *action,
       GPtrArray    *list)
{
  g_autoptr(MusterEntry) entry = muster_entry_new (action, (const char * const *) list->pdata);
  g_autoptr(GError) error = NULL;

  muster_entry_set_override (entry, override);
  muster_chance_begin_record (chance);
  if (!muster_state_apply (MUSTER_STATE (state), entry, chance, &error))
    g_error ("%s failed: %s", action, error->message);
  g_ptr_array_unref (muster_chance_end_record (chance));
  return g_strdup (muster_entry_get_text (entry));
}

char *
b2c_test_do (B2cState     *state,
             MusterChance *chance,
             const char   *action,
             ...)
{
  g_autoptr(GPtrArray) list = NULL;
  va_list args;

  va_start (args, action);
  list = collect (args);
  va_end (args);
  return apply (state, chance, FALSE, action, list);
}

char *
b2c_test_do_override (B2cState     *state,
                      MusterChance *chance,
                      const char   *action,
                      ...)
{
  g_autoptr(GPtrArray) list = NULL;
  va_list args;

  va_start (args, action);
  list = collect (args);
  va_end (args);
  return apply (state, chance, TRUE, action, list);
}

void
b2c_test_refused (B2cState   *state,
                  int         code,
                  const char *prefix,
                  const char *action,
                  ...)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = muster_state_snapshot_string (MUSTER_STATE (state));
  g_autofree char *after = NULL;
  va_list args;

  va_start (args, action);
  list = collect (args);
  va_end (args);
  g_assert_false (muster_state_check (MUSTER_STATE (state), action, (const char * const *) list->pdata, FALSE, &error));
  g_assert_error (error, MUSTER_ERROR, code);
  if (prefix != NULL && !g_str_has_prefix (error->message, prefix))
    g_error ("%s: expected a refusal starting “%s”, got “%s”", action, prefix, error->message);
  after = muster_state_snapshot_string (MUSTER_STATE (state));
  g_assert_cmpstr (before, ==, after);
}

gboolean
b2c_test_legal (B2cState   *state,
                const char *action)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (MUSTER_STATE (state), action);

  if (info == NULL)
    g_error ("no action %s", action);
  return info->legal;
}

const char *
b2c_test_where (B2cState   *state,
                const char *unit)
{
  int u = b2c_find_unit (state, unit);
  RevroadUnit *ru;

  g_assert_cmpint (u, >=, 0);
  ru = b2c_unit (state, u);
  if (!revroad_unit_on_map (ru))
    return "off";
  return b2c_region_id (state, ru->region);
}

gboolean
b2c_test_flipped (B2cState   *state,
                  const char *unit)
{
  return b2c_unit (state, b2c_find_unit (state, unit))->flipped;
}

gboolean
b2c_test_gone (B2cState   *state,
               const char *unit)
{
  return b2c_unit (state, b2c_find_unit (state, unit))->place == REVROAD_PLACE_ELIMINATED;
}

guint32
b2c_test_marks (B2cState   *state,
                const char *unit)
{
  return b2c_unit (state, b2c_find_unit (state, unit))->markers;
}

int
b2c_test_strength (B2cState   *state,
                   const char *unit)
{
  return b2c_unit (state, b2c_find_unit (state, unit))->strength;
}

const char *
b2c_test_pending (B2cState *state)
{
  B2cAsk *ask = b2c_top_ask (state);

  return ask ? b2c_ask_id (ask->kind) : NULL;
}

RevroadSide
b2c_test_pending_side (B2cState *state)
{
  B2cAsk *ask = b2c_top_ask (state);

  return ask ? ask->side : REVROAD_NO_SIDE;
}

