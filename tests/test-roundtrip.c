/* test-roundtrip.c: what Muster writes it reads back, in every system.
 *
 * Each case plays a few actions, saves the campaign, loads it again and
 * checks that the log replays to the state saved with it (no warning) and
 * that saving the loaded campaign gives the same bytes. The cases are the
 * ones that broke files before: two corrections in a row (each replaces a
 * card set or a map the previous one had just made), and names in any
 * language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-games.h"

/* Players' names, in French, German, Greek, Japanese and with an emoji. */
static const char *names[] = { "Théodore", "Größe", "Ωμέγα", "日本語", "Tambour 🥁" };

static MusterCampaign *
new_campaign (const char *system_id,
              const char *scenario,
              const char *option)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (11);
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(MusterSession) session = NULL;
  MusterCampaign *campaign = muster_campaign_new ();

  g_assert_no_error (error);
  if (option != NULL)
    {
      g_auto(GStrv) kv = g_strsplit (option, "=", 2);

      g_hash_table_insert (options, g_strdup (kv[0]), g_strdup (kv[1]));
    }
  session = muster_session_new (muster_registry_lookup (registry, system_id), scenario, options,
                                chance, &error);
  g_assert_no_error (error);
  muster_campaign_add_session (campaign, session);
  return campaign;
}

/* Performs "action arg arg" (words split on spaces; "_" stands for a
 * space inside one argument). */
static MusterEntry *
perform (MusterCampaign *campaign,
         const char     *line)
{
  MusterSession *session = muster_campaign_get_session (campaign, 0);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  MusterEntry *entry;

  for (guint i = 0; words[i]; i++)
    g_strdelimit (words[i], "_", ' ');
  entry = muster_session_perform (session, words[0], (const char * const *) words + 1,
                                  MUSTER_PERFORM_OVERRIDE, &error);
  if (entry == NULL)
    g_test_message ("%s: %s", line, error->message);
  g_assert_no_error (error);
  return entry;
}

/* Saves, loads and saves again: the log replays to the saved state and
 * the two files are the same. */
static void
assert_round_trip (MusterCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  g_autoptr(GBytes) first = muster_campaign_to_bytes (campaign);
  g_autoptr(GBytes) second = NULL;
  g_autoptr(MusterCampaign) loaded = NULL;
  GPtrArray *warnings;

  loaded = muster_campaign_load_data (registry, g_bytes_get_data (first, NULL),
                                      g_bytes_get_size (first), "round-trip", &error);
  g_assert_no_error (error);
  warnings = muster_campaign_get_warnings (loaded);
  for (guint i = 0; i < warnings->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (warnings, i));
  g_assert_cmpuint (warnings->len, ==, 0);
  second = muster_campaign_to_bytes (loaded);
  g_assert_cmpmem (g_bytes_get_data (first, NULL), g_bytes_get_size (first),
                   g_bytes_get_data (second, NULL), g_bytes_get_size (second));
}

static void
play (const char * const *lines,
      const char         *system_id,
      const char         *scenario,
      const char         *option)
{
  g_autoptr(MusterCampaign) campaign = new_campaign (system_id, scenario, option);

  for (guint i = 0; lines[i]; i++)
    perform (campaign, lines[i]);
  assert_round_trip (campaign);
}

/* Two corrections of each kind in a row, then play on. */

static void
test_b2c_corrections_twice (void)
{
  const char *lines[] = {
    "set-card 13 5 5 0", "set-card 14 4 4 1", "set-card 13 2 3 1",
    "correct-border watertown menotomy none", "correct-border watertown menotomy road",
    "correct-border lexington lincoln road",
    "set-vp concord 4", "set-vp search-hash 2", "set-vp concord 6",
    "call-to-arms", "call-done", "draw-card",
    NULL
  };

  play (lines, "boston-concord", "two-player", NULL);
}

static void
test_b2c_confirm_twice (void)
{
  g_autoptr(MusterCampaign) campaign = new_campaign ("boston-concord", "two-player",
                                                     "confirm-cards=true");
  MusterSession *session = muster_campaign_get_session (campaign, 0);

  /* Each card the deck gives is confirmed as Muster holds it, or entered
   * with other values. */
  perform (campaign, "set-card 2 1 1 1");
  perform (campaign, "call-to-arms");
  perform (campaign, "call-done");
  perform (campaign, "draw-card");
  {
    g_autoptr(MusterActionInfo) confirm = muster_state_find_action (muster_session_get_state (session),
                                                                    "confirm-card");

    g_assert_true (confirm->legal);
  }
  perform (campaign, "confirm-card");
  perform (campaign, "set-card 3 2 2 0");
  assert_round_trip (campaign);
}

static void
test_bh_corrections_twice (void)
{
  const char *lines[] = {
    "set-card 13 5 5 0", "set-card 14 4 4 0", "set-card 13 3 2 0",
    "set-border ct-7 ct-9 yes", "set-border ct-7 ct-9 no",
    "set-region ct-7 elevation 2", "set-region ct-9 elevation 1", "set-region ct-7 terrain town",
    "set-sight redoubt ct-9 clear", "set-sight redoubt ct-9 blocked", "set-sight redoubt ct-7 clear",
    "sight-roll breeds-south ct-5", "sight-roll breeds-south ct-6",
    "set-vp destroyed-unit 2", "set-vp killed-leader 1.5", "set-vp destroyed-unit 3",
    "setup-suggested", "setup-done",
    "correct-track ammo 20", "correct-track morale-british 18", "correct-track turn 2",
    "correct-counter mil-4 redoubt", "correct-counter mil-5 redoubt broken",
    "correct-fire ct-7 yes", "correct-fire ct-9 yes", "correct-fire ct-7 no",
    NULL
  };

  play (lines, "bunker-hill", "two-player", NULL);
}

/* Names in any language. */

static void
name_everything (MusterCampaign *campaign)
{
  MusterSession *session = muster_campaign_get_session (campaign, 0);
  g_autofree char *joined = g_strjoinv (" · ", (char **) names);
  MusterEntry *last;

  muster_campaign_set_title (campaign, names[0]);
  muster_campaign_set_notes (campaign, joined);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    muster_campaign_add_player (campaign, names[i], NULL);
  muster_session_set_title (session, names[2]);
  muster_session_set_notes (session, joined);
  last = muster_session_get_entry (session, muster_session_get_n_entries (session) - 1);
  if (last != NULL)
    muster_entry_set_annotation (last, names[3]);
}

static void
test_dc_names (void)
{
  g_autoptr(MusterCampaign) campaign = new_campaign ("dice-and-cards", "default", NULL);
  g_autofree char *deck = g_strdup_printf ("deck-add Cartes %s %s %s %s %s",
                                           names[0], names[1], names[2], names[3], "🎲");

  perform (campaign, deck);
  perform (campaign, "draw Cartes");
  perform (campaign, "track-add Größe 0 10 5");
  perform (campaign, "track-threshold Größe 3 Ωμέγα");
  perform (campaign, "track-adjust Größe 2");
  perform (campaign, "pool-add 日本語 2d6");
  perform (campaign, "roll 日本語 Théodore");
  perform (campaign, "note Tambour_🥁_et_café");
  name_everything (campaign);
  assert_round_trip (campaign);
}

static void
test_b2c_names (void)
{
  g_autoptr(MusterCampaign) campaign = new_campaign ("boston-concord", "two-player", NULL);

  perform (campaign, "call-to-arms");
  name_everything (campaign);
  assert_round_trip (campaign);
}

static void
test_bh_names (void)
{
  g_autoptr(MusterCampaign) campaign = new_campaign ("bunker-hill", "two-player", NULL);

  perform (campaign, "setup-suggested");
  name_everything (campaign);
  assert_round_trip (campaign);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/roundtrip/boston-concord/corrections-twice", test_b2c_corrections_twice);
  g_test_add_func ("/roundtrip/boston-concord/confirm-twice", test_b2c_confirm_twice);
  g_test_add_func ("/roundtrip/bunker-hill/corrections-twice", test_bh_corrections_twice);
  g_test_add_func ("/roundtrip/dice-and-cards/names", test_dc_names);
  g_test_add_func ("/roundtrip/boston-concord/names", test_b2c_names);
  g_test_add_func ("/roundtrip/bunker-hill/names", test_bh_names);

  return g_test_run ();
}
