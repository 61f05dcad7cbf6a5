/* bh-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "bh-test-util.h"

MtGame *
bht_two_player (const char *card,
                guint       die,
                ...)
{
  va_list args;
  MtGame *t;

  va_start (args, die);
  t = mt_new_valist ("bunker-hill", "two-player", args);
  va_end (args);
  mt_ok (t, "setup-suggested");
  mt_ok (t, "setup-done");
  mt_ok (t, "setup-suggested");
  mt_ok (t, "setup-done");
  mt_cards (t, card);
  if (die > 0)
    {
      g_autofree char *d = g_strdup_printf ("%u", die);
      mt_dice (t, d);
    }
  mt_ok (t, "draw-card");
  return t;
}

MtGame *
bht_british_turn (const char *option)
{
  MtGame *t = bht_two_player ("17", 0, option, NULL);

  bht_clear (t);
  return t;
}

MtGame *
bht_patriot_turn (const char *option)
{
  MtGame *t = bht_two_player ("12", 2, option, NULL);

  bht_clear (t);
  return t;
}

MtGame *
bht_solo_british (const char *objective)
{
  MtGame *t = mt_new ("bunker-hill", "solo-british", NULL);
  g_autofree char *line = g_strdup_printf ("choose-objective %s", objective);

  mt_ok (t, line);
  mt_ok (t, "setup-done");
  mt_cards (t, "12");
  mt_dice (t, "1");
  mt_ok (t, "draw-card");
  return t;
}

BhState *
bht_state (MtGame *t)
{
  return BH_STATE (muster_session_get_state (t->session));
}

void
bht_clear (MtGame *t)
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
      mt_ok (t, line);
    }
}

void
bht_put (MtGame *t,
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
      mt_ok (t, line);
    }
  g_string_free (flags, TRUE);
}

void
bht_track (MtGame *t,
           const char *track,
           int         value)
{
  g_autofree char *line = g_strdup_printf ("correct-track %s %d", track, value);

  mt_ok (t, line);
}

static gboolean
find (MtGame *t,
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
bht_where (MtGame *t,
           const char *counter)
{
  BhViewCounter c;

  find (t, counter, &c);
  return c.region ? c.region : c.place;
}

gboolean
bht_flipped (MtGame *t,
             const char *counter)
{
  BhViewCounter c;

  find (t, counter, &c);
  return c.flipped;
}

gboolean
bht_marked (MtGame *t,
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
bht_strength (MtGame *t,
              const char *counter)
{
  BhViewCounter c;

  find (t, counter, &c);
  return c.strength;
}

BhViewTracks
bht_tracks (MtGame *t)
{
  BhViewTracks out;

  bh_view_tracks (bht_state (t), &out);
  return out;
}

const char *
bht_acting (MtGame *t)
{
  return muster_state_get_acting_side (MUSTER_STATE (bht_state (t)));
}

gboolean
bht_ablaze (MtGame *t,
            const char *region)
{
  BhViewRegion r;

  g_assert_true (bh_view_region (bht_state (t), (guint) bh_view_find_region (bht_state (t), region), &r));
  return r.ablaze;
}

MusterPreview *
bht_preview (MtGame     *t,
             const char *line)
{
  g_auto(GStrv) words = g_strsplit (line, " ", -1);

  return muster_state_preview (mt_state (t), words[0], (const char * const *) words + 1);
}

MusterRollPreview *
bht_roll (MusterPreview *preview,
          guint          k)
{
  g_assert_cmpuint (preview->rolls->len, >, k);
  return g_ptr_array_index (preview->rolls, k);
}

char *
bht_decision (MtGame *t)
{
  g_autoptr(MusterPending) pending = mt_pending (t);

  return pending != NULL ? g_strjoinv (" ", pending->actions) : NULL;
}

void
bht_next_turn (MtGame *t,
               const char *card)
{
  const MusterCard *c;
  g_autoptr(GPtrArray) decks = NULL;

  bht_track (t, "actions-british", 0);
  bht_track (t, "actions-patriot", 0);
  mt_ok (t, "end-turn");
  decks = muster_state_get_decks (MUSTER_STATE (bht_state (t)));
  c = muster_deck_lookup (g_ptr_array_index (decks, 0), card);
  g_assert_nonnull (c);
  mt_cards (t, card);
  if (muster_card_get_int (c, "british", 0) == muster_card_get_int (c, "patriot", 0) &&
      muster_card_get_int (c, "british", 0) > 0)
    mt_dice (t, "1");
  mt_ok (t, "draw-card");
}

