/* b2c-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "b2c-test-util.h"

MtGame *
b2ct_new (const char *scenario,
         ...)
{
  va_list args;
  MtGame *g;

  va_start (args, scenario);
  g = mt_new_valist ("boston-concord", scenario, args);
  va_end (args);
  return g;
}

/* Every counter off the map, waiting to come into play. */
static void
all_waiting (MtGame *g)
{
  g_autoptr(MusterActionInfo) counters = muster_state_find_action (mt_state (g), "correct-counter");
  const MusterParam *counter = g_ptr_array_index (counters->params, 0);

  for (guint i = 0; counter->choices[i] != NULL; i++)
    {
      g_autofree char *line = g_strdup_printf ("correct-counter %s waiting unbroken fresh", counter->choices[i]);

      b2ct_correct (g, line);
    }
}

void
b2ct_clear (MtGame *g)
{
  static const char * const hinders[] = { "move", "search", "muster" };
  g_autoptr(MusterActionInfo) markers = muster_state_find_action (mt_state (g), "correct-markers");
  const MusterParam *region = g_ptr_array_index (markers->params, 0);

  all_waiting (g);
  for (guint r = 0; region->choices[r] != NULL; r++)
    {
      g_autofree char *line = g_strdup_printf ("correct-markers %s", region->choices[r]);

      b2ct_correct (g, line);
    }
  for (guint h = 0; h < G_N_ELEMENTS (hinders); h++)
    {
      g_autofree char *line = g_strdup_printf ("correct-hinder %s available", hinders[h]);

      b2ct_correct (g, line);
    }
}

void
b2ct_turn (MtGame     *g,
          int         turn,
          int         british,
          int         patriot,
          const char *first)
{
  g_autofree char *t = g_strdup_printf ("correct-track turn %d", turn);
  g_autofree char *b = g_strdup_printf ("correct-track actions-british %d", british);
  g_autofree char *p = g_strdup_printf ("correct-track actions-patriot %d", patriot);
  g_autofree char *a = g_strdup_printf ("correct-acting %s", first);

  b2ct_correct (g, t);
  b2ct_correct (g, b);
  b2ct_correct (g, p);
  b2ct_correct (g, a);
  b2ct_correct (g, "correct-phase actions");
}

MtGame *
b2ct_empty (int         turn,
           int         british,
           int         patriot,
           const char *first)
{
  MtGame *g = b2ct_new ("two-player", NULL);

  b2ct_clear (g);
  b2ct_turn (g, turn, british, patriot, first);
  b2ct_correct (g, "correct-flag percy-arrived yes");
  return g;
}

MusterSession *
b2c_test_session (const char *scenario,
                  ...)
{
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(MusterChance) chance = muster_chance_new_manual ();
  g_autoptr(GError) error = NULL;
  MusterSession *session;
  va_list args;
  const char *opt;

  va_start (args, scenario);
  while ((opt = va_arg (args, const char *)) != NULL)
    {
      g_auto(GStrv) kv = g_strsplit (opt, "=", 2);
      g_hash_table_insert (options, g_strdup (kv[0]), g_strdup (kv[1]));
    }
  va_end (args);
  session = muster_session_new (mt_system ("boston-concord"), scenario, options, chance, &error);
  g_assert_no_error (error);
  return session;
}

GError *
b2c_test_session_try (MusterSession *session,
                      const char    *line)
{
  MusterChance *chance = muster_session_get_chance (session);
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  MusterPerformFlags flags = MUSTER_PERFORM_NONE;
  const char *action = NULL;
  GError *error = NULL;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (g_str_equal (words[i], "--dice") && words[i + 1] != NULL)
        {
          g_auto(GStrv) dice = g_strsplit (words[++i], ",", -1);

          for (guint d = 0; dice[d] != NULL; d++)
            muster_chance_supply_number (chance, (guint) g_ascii_strtoull (dice[d], NULL, 10));
        }
      else if (g_str_equal (words[i], "--card") && words[i + 1] != NULL)
        muster_chance_supply_card (chance, words[++i]);
      else if (g_str_equal (words[i], "--override"))
        flags = MUSTER_PERFORM_OVERRIDE;
      else if (action == NULL)
        action = words[i];
      else
        g_ptr_array_add (args, words[i]);
    }
  g_ptr_array_add (args, NULL);
  g_assert_nonnull (action);
  if (muster_session_perform (session, action, (const char * const *) args->pdata, flags, &error) == NULL)
    muster_chance_clear_supplied (chance);
  return error;
}

const char *
b2c_test_session_do (MusterSession *session,
                     const char    *line)
{
  g_autoptr(GError) error = b2c_test_session_try (session, line);

  if (error != NULL)
    g_error ("%s: %s", line, error->message);
  return muster_entry_get_text (muster_session_get_entry (session, muster_session_get_cursor (session) - 1));
}

/* A logged board correction, typed as a player types it. */
void
b2ct_correct (MtGame     *g,
             const char *line)
{
  MusterEntry *entry = mt_ok (g, line);

  g_assert_true (g_str_has_prefix (muster_entry_get_text (entry), "Board correction:"));
}

void
b2ct_put (MtGame     *g,
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
      b2ct_correct (g, line);
    }
}

void
b2ct_fresh (MtGame     *g,
            const char *unit)
{
  g_autofree char *line = g_strdup_printf ("correct-counter %s %s fresh", unit, b2ct_where (g, unit));

  g_assert_cmpstr (b2ct_where (g, unit), !=, "off");
  b2ct_correct (g, line);
}

char *
b2ct_do (MtGame     *g,
        const char *line)
{
  return g_strdup (muster_entry_get_text (mt_ok (g, line)));
}

char *
b2ct_do_override (MtGame     *g,
                 const char *line)
{
  return g_strdup (muster_entry_get_text (mt_ok_override (g, line)));
}

void
b2ct_refused (MtGame     *g,
             int         code,
             const char *prefix,
             const char *line)
{
  g_free (mt_refused (g, line, code, prefix));
}

gboolean
b2ct_legal (MtGame     *g,
           const char *action)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (mt_state (g), action);

  if (info == NULL)
    g_error ("no action %s", action);
  return info->legal;
}

/* What the table sees */

B2cState *
b2ct_state (MtGame *g)
{
  return B2C_STATE (mt_state (g));
}

B2cUnitView
b2ct_unit (MtGame     *g,
           const char *unit)
{
  B2cState *s = b2ct_state (g);
  int u = b2c_view_find_unit (s, unit);
  B2cUnitView view;

  if (u < 0)
    g_error ("no counter %s", unit);
  b2c_view_unit (s, u, &view);
  return view;
}

const char *
b2ct_where (MtGame     *g,
           const char *unit)
{
  B2cUnitView view = b2ct_unit (g, unit);

  return view.place == REVROAD_PLACE_MAP ? view.region_id : "off";
}

gboolean
b2ct_flipped (MtGame     *g,
             const char *unit)
{
  return b2ct_unit (g, unit).flipped;
}

gboolean
b2ct_gone (MtGame     *g,
          const char *unit)
{
  return b2ct_unit (g, unit).place == REVROAD_PLACE_ELIMINATED;
}

guint32
b2ct_marks (MtGame     *g,
           const char *unit)
{
  return b2ct_unit (g, unit).markers;
}

int
b2ct_strength (MtGame     *g,
              const char *unit)
{
  return b2ct_unit (g, unit).strength;
}

B2cTracksView
b2ct_tracks (MtGame *g)
{
  B2cTracksView view;

  b2c_view_tracks (b2ct_state (g), &view);
  return view;
}

B2cRegionView
b2ct_region_view (MtGame     *g,
                 const char *region)
{
  B2cState *s = b2ct_state (g);
  int r = b2c_view_find_region (s, region);
  B2cRegionView view;

  if (r < 0)
    g_error ("no region %s", region);
  b2c_view_region (s, r, &view);
  return view;
}

B2cHinderView
b2ct_hinder (MtGame     *g,
            const char *marker)
{
  static const char * const ids[] = { "move", "search", "muster" };
  B2cHinderView view;

  for (guint h = 0; h < G_N_ELEMENTS (ids); h++)
    if (g_str_equal (ids[h], marker))
      {
        b2c_view_hinder (b2ct_state (g), (int) h, &view);
        return view;
      }
  g_error ("no Hinder marker %s", marker);
  return view;
}

MusterDeck *
b2ct_deck (MtGame   *g,
           gboolean  pool)
{
  g_autoptr(GPtrArray) decks = muster_state_get_decks (mt_state (g));

  g_assert_cmpuint (decks->len, ==, 2);
  return g_ptr_array_index (decks, pool ? 1 : 0);
}

GArray *
b2ct_units_on_map (MtGame     *g,
                   const char *region)
{
  B2cState *s = b2ct_state (g);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (B2cUnitView));

  for (guint i = 0; i < b2c_view_n_units (s); i++)
    {
      B2cUnitView view;

      b2c_view_unit (s, (int) i, &view);
      if (view.place == REVROAD_PLACE_MAP && (region == NULL || g_strcmp0 (view.region_id, region) == 0))
        g_array_append_val (out, view);
    }
  return out;
}

B2cBorderView
b2ct_border (MtGame     *g,
             const char *from,
             const char *to)
{
  B2cState *s = b2ct_state (g);
  g_autoptr(GArray) borders = b2c_view_borders (s, b2c_view_find_region (s, from));

  for (guint i = 0; i < borders->len; i++)
    if (g_str_equal (g_array_index (borders, B2cBorderView, i).id, to))
      return g_array_index (borders, B2cBorderView, i);
  g_error ("no border %s-%s", from, to);
}

gboolean
b2ct_asks (MtGame     *g,
          const char *action,
          const char *rule)
{
  g_autoptr(MusterPending) pending = mt_pending (g);

  if (pending == NULL)
    {
      g_test_message ("nothing is pending, not a decision answered by %s", action);
      return FALSE;
    }
  if (!muster_pending_answers (pending, action) || (rule != NULL && g_strcmp0 (pending->rule, rule) != 0))
    {
      g_autofree char *actions = g_strjoinv (" ", pending->actions);

      g_test_message ("the pending decision (%s: %s) is answered by %s, not %s (%s)",
                      pending->rule, pending->text, actions, action, rule ? rule : "any rule");
      return FALSE;
    }
  return TRUE;
}

RevroadSide
b2ct_asking (MtGame *g)
{
  g_autoptr(MusterPending) pending = mt_pending (g);

  if (pending == NULL || pending->side == NULL)
    return REVROAD_NO_SIDE;
  return g_str_equal (pending->side, "british") ? REVROAD_BRITISH : REVROAD_PATRIOT;
}

gboolean
b2ct_pending_none (MtGame *g)
{
  g_autoptr(MusterPending) pending = mt_pending (g);

  return pending == NULL;
}

/* Positions by words */

MtGame *
b2c_game (int         turn,
          int         british,
          int         patriot,
          const char *first,
          gboolean    empty)
{
  MtGame *t = b2ct_new ("two-player", NULL);

  /* The free Call to Arms before turn 1, and turn 1's card (3 and 3: a die
   * says who starts). */
  mt_ok (t, "call-to-arms");
  mt_ok (t, "call-done");
  mt_cards (t, "1");
  mt_dice (t, "1");
  mt_ok (t, "draw-card");
  if (empty)
    all_waiting (t);
  b2ct_turn (t, turn, british, patriot, first);
  return t;
}
