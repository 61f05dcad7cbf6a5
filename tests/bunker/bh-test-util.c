/* bh-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "bh-test-util.h"

MusterSystem *
bht_system (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  MusterSystem *system;

  g_assert_no_error (error);
  system = muster_registry_lookup (registry, "bunker-hill");
  g_assert_nonnull (system);
  return system;
}

static Bht *
new_valist (const char *scenario,
            va_list     args)
{
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;
  Bht *t = g_new0 (Bht, 1);
  const char *opt;

  while ((opt = va_arg (args, const char *)) != NULL)
    {
      g_auto(GStrv) kv = g_strsplit (opt, "=", 2);
      g_hash_table_insert (options, g_strdup (kv[0]), g_strdup (kv[1]));
    }
  t->chance = muster_chance_new_scripted ();
  t->session = muster_session_new (bht_system (), scenario, options, t->chance, &error);
  g_assert_no_error (error);
  return t;
}

Bht *
bht_new (const char *scenario,
         ...)
{
  va_list args;
  Bht *t;

  va_start (args, scenario);
  t = new_valist (scenario, args);
  va_end (args);
  return t;
}

void
bht_free (Bht *t)
{
  g_clear_object (&t->session);
  g_clear_object (&t->chance);
  g_free (t);
}

Bht *
bht_two_player (const char *card,
                guint       die,
                ...)
{
  va_list args;
  Bht *t;

  va_start (args, die);
  t = new_valist ("two-player", args);
  va_end (args);
  bht_ok (t, "setup-suggested");
  bht_ok (t, "setup-done");
  bht_ok (t, "setup-suggested");
  bht_ok (t, "setup-done");
  bht_cards (t, card);
  if (die > 0)
    {
      g_autofree char *d = g_strdup_printf ("%u", die);
      bht_dice (t, d);
    }
  bht_ok (t, "draw-card");
  return t;
}

BhState *
bht_state (Bht *t)
{
  return BH_STATE (muster_session_get_state (t->session));
}

void
bht_dice (Bht        *t,
          const char *values)
{
  g_auto(GStrv) list = g_strsplit (values, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0')
      muster_chance_supply_number (t->chance, (guint) atoi (list[i]));
}

void
bht_cards (Bht        *t,
           const char *ids)
{
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    if (*list[i] != '\0')
      muster_chance_supply_card (t->chance, list[i]);
}

static MusterEntry *
perform (Bht                *t,
         const char         *line,
         MusterPerformFlags  flags,
         GError            **error)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  for (guint i = 1; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_ptr_array_add (args, words[i]);
  g_ptr_array_add (args, NULL);
  return muster_session_perform (t->session, words[0], (const char * const *) args->pdata, flags, error);
}

MusterEntry *
bht_ok (Bht        *t,
        const char *line)
{
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = perform (t, line, MUSTER_PERFORM_NONE, &error);

  if (error != NULL)
    g_error ("“%s” was refused: %s", line, error->message);
  g_assert_nonnull (entry);
  return entry;
}

MusterEntry *
bht_ok_override (Bht        *t,
                 const char *line)
{
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = perform (t, line, MUSTER_PERFORM_OVERRIDE, &error);

  if (error != NULL)
    g_error ("“%s” (with override) was refused: %s", line, error->message);
  return entry;
}

char *
bht_refused (Bht        *t,
             const char *line,
             int         code,
             const char *prefix)
{
  g_autoptr(GError) error = NULL;
  MusterEntry *entry = perform (t, line, MUSTER_PERFORM_NONE, &error);

  if (entry != NULL)
    g_error ("“%s” was accepted: %s", line, muster_entry_get_text (entry));
  g_assert_nonnull (error);
  if (code >= 0 && error->code != code)
    g_error ("“%s” was refused with code %d, not %d: %s", line, error->code, code, error->message);
  if (prefix != NULL && !g_str_has_prefix (error->message, prefix))
    g_error ("“%s” was refused with “%s”, not “%s…”", line, error->message, prefix);
  return g_strdup (error->message);
}

void
bht_clear (Bht *t)
{
  BhState *s = bht_state (t);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < bh_view_n_counters (s); i++)
    {
      BhViewCounter c;

      bh_view_counter (s, i, &c);
      if (g_str_equal (c.place, "map"))
        g_ptr_array_add (ids, g_strdup (c.id));
    }
  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *line = g_strdup_printf ("correct-counter %s waiting fresh unbroken",
                                               (char *) g_ptr_array_index (ids, i));
      bht_ok (t, line);
    }
}

void
bht_put (Bht        *t,
         const char *region,
         const char *counters)
{
  g_auto(GStrv) words = g_strsplit (counters, " ", -1);
  GString *flags = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (g_strv_contains ((const char * const[]) { "broken", "wounded", "damaged", "moved", "fired", "panic",
                                                  "rallied", NULL }, words[i]) ||
        g_str_has_prefix (words[i], "strength-"))
      g_string_append_printf (flags, " %s", words[i]);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *line = NULL;

      if (*words[i] == '\0' || strstr (flags->str, words[i]) != NULL)
        continue;
      line = g_strdup_printf ("correct-counter %s %s fresh unbroken%s", words[i], region, flags->str);
      bht_ok (t, line);
    }
  g_string_free (flags, TRUE);
}

void
bht_track (Bht        *t,
           const char *track,
           int         value)
{
  g_autofree char *line = g_strdup_printf ("correct-track %s %d", track, value);

  bht_ok (t, line);
}

static gboolean
find (Bht           *t,
      const char    *counter,
      BhViewCounter *out)
{
  BhState *s = bht_state (t);

  for (guint i = 0; i < bh_view_n_counters (s); i++)
    {
      bh_view_counter (s, i, out);
      if (g_str_equal (out->id, counter))
        return TRUE;
    }
  g_error ("no counter %s", counter);
  return FALSE;
}

const char *
bht_where (Bht        *t,
           const char *counter)
{
  BhViewCounter c;

  find (t, counter, &c);
  return c.region ? c.region : c.place;
}

gboolean
bht_flipped (Bht        *t,
             const char *counter)
{
  BhViewCounter c;

  find (t, counter, &c);
  return c.flipped;
}

gboolean
bht_marked (Bht        *t,
            const char *counter,
            const char *marker)
{
  BhViewCounter c;

  find (t, counter, &c);
  if (g_str_equal (marker, "moved"))
    return c.moved;
  if (g_str_equal (marker, "fired"))
    return c.fired;
  if (g_str_equal (marker, "panic"))
    return c.panicked;
  if (g_str_equal (marker, "rallied"))
    return c.rallied;
  g_error ("no marker %s", marker);
  return FALSE;
}

int
bht_strength (Bht        *t,
              const char *counter)
{
  BhViewCounter c;

  find (t, counter, &c);
  return c.strength;
}

BhViewTracks
bht_tracks (Bht *t)
{
  BhViewTracks out;

  bh_view_tracks (bht_state (t), &out);
  return out;
}

const char *
bht_acting (Bht *t)
{
  return muster_state_get_acting_side (MUSTER_STATE (bht_state (t)));
}

gboolean
bht_ablaze (Bht        *t,
            const char *region)
{
  BhViewRegion r;

  g_assert_true (bh_view_region (bht_state (t), (guint) bh_view_find_region (bht_state (t), region), &r));
  return r.ablaze;
}

char *
bht_decision (Bht *t)
{
  BhViewDecision d;
  char *action;

  if (!bh_view_decision (bht_state (t), &d))
    return NULL;
  action = g_steal_pointer (&d.action);
  bh_view_decision_clear (&d);
  return action;
}

gboolean
bht_says (MusterEntry *entry,
          const char  *text)
{
  const char *all = muster_entry_get_text (entry);

  if (all != NULL && strstr (all, text) != NULL)
    return TRUE;
  g_printerr ("# entry text: %s\n# does not say: %s\n", all, text);
  return FALSE;
}

char *
bht_snapshot (Bht *t)
{
  return muster_state_snapshot_string (MUSTER_STATE (bht_state (t)));
}

void
bht_next_turn (Bht        *t,
               const char *card)
{
  const MusterCard *c;
  g_autoptr(GPtrArray) decks = NULL;

  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  bht_ok (t, "end-turn");
  decks = muster_state_get_decks (MUSTER_STATE (bht_state (t)));
  c = muster_deck_lookup (g_ptr_array_index (decks, 0), card);
  g_assert_nonnull (c);
  bht_cards (t, card);
  if (muster_card_get_int (c, "british", 0) == muster_card_get_int (c, "patriot", 0) &&
      muster_card_get_int (c, "british", 0) > 0)
    bht_dice (t, "1");
  bht_ok (t, "draw-card");
}
