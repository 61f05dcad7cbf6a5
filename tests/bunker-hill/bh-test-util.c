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

Bht *
bht_british_turn (const char *option)
{
  Bht *t = bht_two_player ("17", 0, option, NULL);

  bht_clear (t);
  return t;
}

Bht *
bht_patriot_turn (const char *option)
{
  Bht *t = bht_two_player ("12", 2, option, NULL);

  bht_clear (t);
  return t;
}

Bht *
bht_solo_british (const char *objective)
{
  Bht *t = bht_new ("solo-british", NULL);
  g_autofree char *line = g_strdup_printf ("choose-objective %s", objective);

  bht_ok (t, line);
  bht_ok (t, "setup-done");
  bht_cards (t, "12");
  bht_dice (t, "1");
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

Bht *
bht_new_seeded (const char *scenario,
                guint64     seed)
{
  g_autoptr(GError) error = NULL;
  Bht *t = g_new0 (Bht, 1);

  t->chance = muster_chance_new_seeded (seed);
  t->session = muster_session_new (bht_system (), scenario, NULL, t->chance, &error);
  g_assert_no_error (error);
  return t;
}

static void
add (GPtrArray  *list,
     const char *line)
{
  g_ptr_array_add (list, g_strdup (line));
}

static GStrv
regions_of_kind (BhState    *s,
                 const char *kind)
{
  GStrvBuilder *b = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; i < bh_view_n_regions (s); i++)
    {
      BhViewRegion r;

      bh_view_region (s, i, &r);
      if (kind == NULL || g_str_equal (r.kind, kind))
        g_strv_builder_add (b, r.id);
    }
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
}

static gboolean
side_in (BhState    *s,
         const char *region,
         const char *side)
{
  g_autoptr(GArray) stack = bh_view_stack (s, region);

  for (guint k = 0; k < stack->len; k++)
    {
      BhViewCounter c;

      bh_view_counter (s, (guint) g_array_index (stack, int, k), &c);
      if (g_str_equal (c.side, side))
        return TRUE;
    }
  return FALSE;
}

/* Argument lists worth trying for @action now. */
static void
candidates (Bht        *t,
            const char *action,
            GRand      *rand,
            GPtrArray  *out)
{
  BhState *s = bht_state (t);
  const char *me = bht_acting (t);
  const char *enemy = g_strcmp0 (me, "british") == 0 ? "patriot" : "british";
  g_auto(GStrv) land = regions_of_kind (s, "land");
  g_auto(GStrv) zones = regions_of_kind (s, "zone");
  g_auto(GStrv) boxes = regions_of_kind (s, "fleet-box");
  BhViewDecision d = { 0 };
  gboolean pending = bh_view_decision (s, &d);

  if (g_strv_contains ((const char * const[]) { "draw-card", "end-turn", "wrong-ammo", "fire-spread",
                                                "courage-check", "plan", "use-reserve", "stand",
                                                "setup-suggested", "setup-done", "roll-objective", NULL }, action))
    add (out, action);
  else if (g_str_equal (action, "pass"))
    {
      add (out, "pass");
      add (out, "pass spend");
    }
  else if (g_str_equal (action, "defensive-fire"))
    {
      add (out, "defensive-fire fire");
      add (out, "defensive-fire hold");
    }
  else if (pending && (g_str_equal (action, "panic-check") || g_str_equal (action, "spread-to")))
    {
      for (guint k = 0; d.candidates[k] != NULL; k++)
        {
          g_autofree char *line = g_strdup_printf ("%s %s", action, d.candidates[k]);
          add (out, line);
        }
    }
  else if (pending && g_str_equal (action, "allocate-hits"))
    {
      guint n = g_strv_length (d.candidates);

      /* In order, each counter once, then each twice; then random picks. */
      for (int twice = 0; twice < 2 && n > 0; twice++)
        for (int hits = d.hits; hits >= 1; hits--)
          {
            GString *line = g_string_new (action);

            for (int h = 0; h < hits; h++)
              g_string_append_printf (line, " %s", d.candidates[(guint) (twice ? h / 2 : h) % n]);
            g_ptr_array_add (out, g_string_free (line, FALSE));
          }
      for (int tries = 0; tries < 12 && n > 0; tries++)
        for (int hits = d.hits; hits >= 1; hits--)
          {
            GString *line = g_string_new (action);

            for (int h = 0; h < hits; h++)
              g_string_append_printf (line, " %s", d.candidates[(guint) g_rand_int_range (rand, 0, (gint) n)]);
            g_ptr_array_add (out, g_string_free (line, FALSE));
          }
    }
  else if (pending && (g_str_equal (action, "retreat") || g_str_equal (action, "evacuate")))
    {
      g_auto(GStrv) nb = bh_view_neighbours (s, d.region);

      if (g_str_equal (action, "retreat"))
        add (out, "retreat");
      for (guint k = 0; nb[k] != NULL; k++)
        {
          g_autofree char *line = g_strdup_printf ("%s %s", action, nb[k]);
          g_autoptr(GArray) stack = bh_view_stack (s, d.region);

          add (out, line);
          /* Splitting up, one counter at a time. */
          for (guint j = 0; j < stack->len; j++)
            {
              BhViewCounter c;
              g_autofree char *one = NULL;

              bh_view_counter (s, (guint) g_array_index (stack, int, j), &c);
              if (g_strcmp0 (c.side, d.side) != 0)
                continue;
              one = g_strdup_printf ("%s %s %s", action, nb[k], c.id);
              add (out, one);
            }
        }
    }
  else if (g_str_equal (action, "reinforce"))
    {
      for (guint k = 0; zones[k] != NULL; k++)
        {
          g_autofree char *line = g_strdup_printf ("reinforce %s", zones[k]);
          add (out, line);
        }
    }
  else if (g_str_equal (action, "naval-move"))
    {
      for (guint k = 0; boxes[k] != NULL; k++)
        {
          g_autofree char *line = g_strdup_printf ("naval-move %s", boxes[k]);
          add (out, line);
        }
    }
  else if (g_str_equal (action, "choose-objective"))
    {
      add (out, "choose-objective 1");
      add (out, "choose-objective 2");
      add (out, "choose-objective 3");
      add (out, "choose-objective 4 ndw");
      add (out, "choose-objective 5 breeds-hill");
      add (out, "choose-objective 6 neck ndw bunker-hill zone-1 zone-3 zone-4");
    }
  else if (g_str_equal (action, "choose-defense"))
    {
      add (out, "choose-defense charlestown");
      add (out, "choose-defense ndw");
      add (out, "choose-defense breeds-hill");
      add (out, "choose-defense bunker-hill");
    }
  else if (g_str_equal (action, "land-troops"))
    {
      for (guint z = 0; zones[z] != NULL; z++)
        {
          g_auto(GStrv) nb = NULL;

          if (!side_in (s, zones[z], "british"))
            continue;
          nb = bh_view_neighbours (s, zones[z]);
          for (guint k = 0; nb[k] != NULL; k++)
            {
              g_autofree char *line = g_strdup_printf ("land-troops %s %s", zones[z], nb[k]);
              add (out, line);
            }
        }
    }
  else if (g_str_equal (action, "snipe"))
    {
      for (guint k = 0; land[k] != NULL; k++)
        if (side_in (s, land[k], "british"))
          {
            g_autofree char *line = g_strdup_printf ("snipe %s", land[k]);
            add (out, line);
          }
    }
  else if (g_str_equal (action, "bombard"))
    {
      for (guint k = 0; land[k] != NULL; k++)
        {
          g_autofree char *a = g_strdup_printf ("bombard fleet units %s", land[k]);
          g_autofree char *b = g_strdup_printf ("bombard battery hot-shot %s", land[k]);
          g_autofree char *c = g_strdup_printf ("bombard fleet hot-shot %s battery units %s", land[k], land[k]);

          if (side_in (s, land[k], "patriot"))
            add (out, a);
          add (out, b);
          add (out, c);
        }
    }
  else if (me != NULL)
    {
      /* Actions from a region of the acting side. */
      g_auto(GStrv) all = regions_of_kind (s, NULL);

      for (guint k = 0; all[k] != NULL; k++)
        {
          g_auto(GStrv) nb = NULL;

          if (!side_in (s, all[k], me))
            continue;
          nb = bh_view_neighbours (s, all[k]);
          if (g_str_equal (action, "rally"))
            {
              g_autofree char *line = g_strdup_printf ("rally %s", all[k]);
              add (out, line);
              continue;
            }
          for (guint j = 0; land[j] != NULL; j++)
            {
              g_autofree char *line = NULL;
              gboolean enemy_there = side_in (s, land[j], enemy);

              if (g_str_equal (action, "volley-fire") || g_str_equal (action, "cannonade") ||
                  g_str_equal (action, "assault"))
                {
                  if (!enemy_there)
                    continue;
                  line = g_strdup_printf ("%s %s %s", action, all[k], land[j]);
                }
              else if (g_str_equal (action, "land-move"))
                {
                  if (enemy_there)
                    continue;
                  line = g_strdup_printf ("land-move %s %s", all[k], land[j]);
                }
              else if (g_str_equal (action, "reorganize") && g_strv_contains ((const char * const *) nb, land[j]))
                line = g_strdup_printf ("reorganize %s %s", all[k], land[j]);
              if (line != NULL)
                add (out, line);
            }
          if (g_str_equal (action, "land-move") && g_str_equal (all[k], "neck"))
            add (out, "land-move neck muster-box");
        }
    }
  if (pending)
    bh_view_decision_clear (&d);
}

const char *
bht_random_step (Bht   *t,
                 GRand *rand)
{
  g_autoptr(GPtrArray) actions = muster_state_list_actions (MUSTER_STATE (bht_state (t)));
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  static char last[64];

  for (guint i = 0; i < actions->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (actions, i);

      if (!info->legal || g_str_has_prefix (info->id, "set-") || g_str_has_prefix (info->id, "correct-") ||
          g_str_equal (info->id, "sight-roll") || g_str_equal (info->id, "setup-swap") ||
          g_str_equal (info->id, "setup-place") || g_str_equal (info->id, "upgrade-objective"))
        continue;
      /* Passing is the last resort, most of the time. */
      g_ptr_array_add (order, info);
      if (!g_str_equal (info->id, "pass") && !g_str_equal (info->id, "use-reserve"))
        {
          g_ptr_array_add (order, info);
          g_ptr_array_add (order, info);
        }
    }
  for (guint i = order->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint) i);
      gpointer tmp = order->pdata[i - 1];

      order->pdata[i - 1] = order->pdata[j];
      order->pdata[j] = tmp;
    }
  for (guint i = 0; i < order->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (order, i);
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

      candidates (t, info->id, rand, lines);
      for (guint k = lines->len; k > 1; k--)
        {
          guint j = (guint) g_rand_int_range (rand, 0, (gint) k);
          gpointer tmp = lines->pdata[k - 1];

          lines->pdata[k - 1] = lines->pdata[j];
          lines->pdata[j] = tmp;
        }
      for (guint k = 0; k < lines->len && k < 60; k++)
        {
          g_auto(GStrv) words = g_strsplit (g_ptr_array_index (lines, k), " ", -1);
          g_autoptr(GError) error = NULL;

          if (muster_session_perform (t->session, words[0], (const char * const *) words + 1,
                                      MUSTER_PERFORM_NONE, &error) != NULL)
            {
              g_strlcpy (last, info->id, sizeof last);
              return last;
            }
          /* A die the scripted source lacks is a bug in the engine's use of
           * chance, never a refusal. */
          g_assert_false (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT));
        }
    }
  return NULL;
}

void
bht_check_invariants (Bht *t)
{
  BhState *s = bht_state (t);
  BhViewTracks tr = bht_tracks (t);
  GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);
  int military[64][2] = { { 0 } };

  g_assert_cmpint (tr.ammo, >=, 0);
  g_assert_cmpint (tr.ammo, <=, 24);
  for (int side = 0; side < 2; side++)
    {
      g_assert_cmpint (tr.morale[side], >=, 0);
      g_assert_cmpint (tr.morale[side], <=, 24);
      g_assert_cmpint (tr.actions[side], >=, 0);
      g_assert_cmpint (tr.actions[side], <=, 5);
      g_assert_cmpint (tr.reserve[side], >=, 0);
      g_assert_cmpint (tr.reserve[side], <=, 2);
      if (tr.demoralized[side])
        g_assert_cmpint (tr.reserve[side], ==, 0);
    }
  g_assert_cmpint (tr.turn, >=, 1);
  g_assert_cmpint (tr.turn, <=, tr.last_turn);

  for (guint i = 0; i < bh_view_n_counters (s); i++)
    {
      BhViewCounter c;

      bh_view_counter (s, i, &c);
      /* No counter twice, and one place each. */
      g_assert_false (g_hash_table_contains (seen, c.id));
      g_hash_table_add (seen, (gpointer) c.id);
      g_assert_true ((c.region != NULL) == g_str_equal (c.place, "map"));
      if (c.region != NULL)
        {
          int r = bh_view_find_region (s, c.region);
          BhViewRegion reg;

          g_assert_cmpint (r, >=, 0);
          bh_view_region (s, (guint) r, &reg);
          g_assert_false (g_str_equal (reg.kind, "fleet-box") || g_str_equal (reg.kind, "battery"));
          if (g_str_equal (c.side, "british"))
            g_assert_false (g_str_equal (reg.kind, "muster-box"));
          else
            g_assert_false (g_str_equal (reg.kind, "zone"));
          if (reg.ablaze && !g_str_equal (tr.phase, "over"))
            {
              /* Only while they are being driven out (6.4). */
              g_autofree char *d = bht_decision (t);
              g_assert_nonnull (d);
            }
          if (!g_str_equal (c.kind, "leader"))
            military[r][g_str_equal (c.side, "patriot")]++;
        }
    }
  g_hash_table_unref (seen);
  /* Both sides share a region only in the middle of an assault there. */
  for (guint r = 0; r < bh_view_n_regions (s); r++)
    {
      BhViewRegion reg;

      bh_view_region (s, r, &reg);
      if (side_in (s, reg.id, "british") && side_in (s, reg.id, "patriot"))
        {
          BhViewDecision d;

          g_assert_true (bh_view_decision (s, &d));
          bh_view_decision_clear (&d);
        }
    }
  /* 3.0 and 3.5: three military units a side, except the British in
   * staging areas and landing zones, the Patriots in the Muster Box, and
   * where 7.1's exception left no choice (the view marks it). */
  for (guint r = 0; r < bh_view_n_regions (s); r++)
    {
      BhViewRegion reg;

      bh_view_region (s, r, &reg);
      if (!g_str_equal (reg.kind, "land"))
        continue;
      if (reg.overstacked)
        continue;
      if (reg.zone == NULL)
        g_assert_cmpint (military[r][0], <=, 3);
      g_assert_cmpint (military[r][1], <=, 3);
    }
}
