/* test-offers.c: what a selection on the map offers (muster-offers.h), for
 * two systems that know nothing of it, driven by words.
 *
 *   /offers/b2c-attack: the British with Regulars in Lexington beside
 *     Minutemen (7.0): the selection in Lexington offers the Attack there,
 *     every offer touches Lexington, none is a correction, each is one the
 *     engine accepts; the Attack's reach names Lexington; the Regulars
 *     stand in Lexington; no selection offers nothing.
 *   /offers/b2c-march-picked: a Regular picked in Boston: the March the
 *     selection offers moves that Regular alone, and a target puts the
 *     offers that end there first; the words name the places and the
 *     Regular, never an id.
 *   /offers/bh-fire: Bunker Hill, a Regular in staging area 2a and
 *     Patriots in the Stone Wall (6.1, 6.2): from 2a to the Stone Wall,
 *     Volley Fire and Assault are offered, ending there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-test-driver.h"

static MusterOffer *
find_offer (GPtrArray  *offers,
            const char *action)
{
  for (guint i = 0; i < offers->len; i++)
    if (g_str_equal (((MusterOffer *) g_ptr_array_index (offers, i))->action, action))
      return g_ptr_array_index (offers, i);
  return NULL;
}

static gboolean
touches (MusterState  *state,
         MusterOffer  *offer,
         const char   *place)
{
  for (guint i = 0; offer->args[i] != NULL; i++)
    if (g_str_equal (offer->args[i], place) ||
        g_strcmp0 (muster_state_get_piece_place (state, offer->args[i]), place) == 0)
      return TRUE;
  return FALSE;
}

/* Turn 2, the British to act with 3 actions, two Regulars fresh in
 * Lexington with Minutemen 3 and 4. */
static MtGame *
lexington (void)
{
  MtGame *t = mt_new ("boston-concord", "two-player", NULL);

  mt_ok (t, "call-to-arms");
  mt_ok (t, "call-done");
  mt_cards (t, "1");
  mt_dice (t, "1");
  mt_ok (t, "draw-card");
  mt_ok (t, "correct-track turn 2");
  mt_ok (t, "correct-track actions-british 3");
  mt_ok (t, "correct-track actions-patriot 3");
  mt_ok (t, "correct-acting british");
  mt_ok (t, "correct-counter reg-1 lexington unbroken fresh");
  mt_ok (t, "correct-counter reg-2 lexington unbroken fresh");
  mt_ok (t, "correct-counter mm-3 lexington unbroken fresh");
  mt_ok (t, "correct-counter mm-4 lexington unbroken fresh");
  return t;
}

static void
test_b2c_attack (void)
{
  g_autoptr(MtGame) t = lexington ();
  MusterState *state = mt_state (t);
  g_autoptr(GPtrArray) offers = muster_offers_for_selection (state, "lexington", NULL, NULL, NULL, 20);
  g_autoptr(GPtrArray) none = muster_offers_for_selection (state, NULL, NULL, NULL, NULL, 20);
  g_auto(GStrv) reach = muster_offers_reach (state, "attack");
  MusterOffer *attack;

  g_assert_cmpstr (muster_state_get_piece_place (state, "reg-1"), ==, "lexington");
  g_assert_null (muster_state_get_piece_place (state, "no-such-counter"));
  g_assert_cmpuint (offers->len, >, 0);
  attack = find_offer (offers, "attack");
  g_assert_nonnull (attack);
  if (attack == NULL)
    return;
  g_assert_cmpstr (attack->label, ==, "Attack");
  g_assert_nonnull (strstr (attack->text, "Lexington"));
  for (guint i = 0; i < offers->len; i++)
    {
      MusterOffer *offer = g_ptr_array_index (offers, i);
      g_autoptr(MusterActionInfo) info = muster_state_find_action_brief (state, offer->action);
      g_autoptr(GError) error = NULL;

      g_assert_true (touches (state, offer, "lexington"));
      g_assert_cmpint (info->kind, !=, MUSTER_ACTION_CORRECTION);
      if (!offer->uncertain)
        g_assert_true (muster_state_check (state, offer->action, (const char * const *) offer->args, FALSE, &error));
      g_assert_null (strstr (offer->text, "reg-"));
      g_assert_null (strstr (offer->text, "lexington"));
    }
  g_assert_cmpuint (none->len, ==, 0);
  g_assert_nonnull (reach);
  g_assert_true (g_strv_contains ((const char * const *) reach, "lexington"));
}

static void
test_b2c_march_picked (void)
{
  g_autoptr(MtGame) t = lexington ();
  MusterState *state = mt_state (t);
  const char * const picked[] = { "reg-5", NULL };
  g_autoptr(GPtrArray) offers = NULL;
  g_autoptr(GPtrArray) aimed = NULL;
  MusterOffer *march;
  const char *to = NULL;

  g_assert_cmpstr (muster_state_get_piece_place (state, "reg-5"), ==, "boston");
  offers = muster_offers_for_selection (state, "boston", NULL, picked, "march", 20);
  g_assert_cmpuint (offers->len, >, 0);
  march = g_ptr_array_index (offers, 0);
  g_assert_cmpstr (march->action, ==, "march");
  /* The picked Regular and no other counter of Boston. */
  g_assert_true (g_strv_contains ((const char * const *) march->args, "reg-5"));
  for (guint i = 0; march->args[i] != NULL; i++)
    if (g_strcmp0 (muster_state_get_piece_place (state, march->args[i]), "boston") == 0)
      g_assert_cmpstr (march->args[i], ==, "reg-5");
  g_assert_nonnull (strstr (march->text, "Regular 5"));
  g_assert_nonnull (strstr (march->text, "Boston →"));

  /* Aimed at where some offer goes, that offer comes first. */
  for (guint i = 0; march->args[i] != NULL; i++)
    if (!g_str_equal (march->args[i], "boston") && muster_state_get_piece_place (state, march->args[i]) == NULL)
      to = march->args[i];
  g_assert_nonnull (to);
  aimed = muster_offers_for_selection (state, "boston", to, picked, NULL, 20);
  g_assert_cmpuint (aimed->len, >, 0);
  {
    MusterOffer *first = g_ptr_array_index (aimed, 0);
    guint n = g_strv_length (first->args);
    const char *last = NULL;

    for (guint i = 0; i < n; i++)
      if (muster_state_get_piece_place (state, first->args[i]) == NULL && !g_str_equal (first->args[i], "boston"))
        last = first->args[i];
    g_assert_cmpstr (last, ==, to);
  }
}

static void
test_bh_fire (void)
{
  g_autoptr(MtGame) t = mt_new ("bunker-hill", "two-player", NULL);
  MusterState *state;
  g_autoptr(GPtrArray) offers = NULL;
  MusterOffer *volley, *assault;

  mt_ok (t, "setup-suggested");
  mt_ok (t, "setup-done");
  mt_ok (t, "setup-suggested");
  mt_ok (t, "setup-done");
  mt_cards (t, "1");
  mt_dice (t, "1 2 3 4 5 6");
  mt_ok (t, "draw-card");
  mt_ok (t, "correct-track actions-patriot 0");
  mt_ok (t, "correct-track actions-british 3");
  mt_ok (t, "correct-counter reg-3 stage-2a");
  state = mt_state (t);
  g_assert_cmpstr (muster_state_get_piece_place (state, "reg-3"), ==, "stage-2a");
  offers = muster_offers_for_selection (state, "stage-2a", "stone-wall", NULL, NULL, 20);
  volley = find_offer (offers, "volley-fire");
  assault = find_offer (offers, "assault");
  g_assert_nonnull (volley);
  g_assert_nonnull (assault);
  if (volley == NULL)
    return;
  g_assert_cmpstr (volley->args[0], ==, "stage-2a");
  g_assert_cmpstr (volley->args[1], ==, "stone-wall");
  g_assert_nonnull (strstr (volley->text, "Stone Wall"));
  /* What ends in the target comes first. */
  g_assert_true (touches (state, g_ptr_array_index (offers, 0), "stone-wall"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/offers/b2c-attack", test_b2c_attack);
  g_test_add_func ("/offers/b2c-march-picked", test_b2c_march_picked);
  g_test_add_func ("/offers/bh-fire", test_bh_fire);
  return g_test_run ();
}
