/* test-rules.c: the rules reference: loading, lookup, search that ignores
 * case and accents and matches the starts of words, and the entries that
 * explain an action.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-games.h"

static const char rules_xml[] =
  "<rules system=\"test\">\n"
  "  <rule section=\"6\" title=\"Combat\" source=\"rulebook\" keywords=\"battle fight\">\n"
  "    <summary>Fighting between units in one area. See 6.3 for charges.</summary>\n"
  "  </rule>\n"
  "  <rule section=\"6.3\" title=\"Charge\" source=\"rulebook\" actions=\"charge,assault\" see=\"6\">\n"
  "    <summary>Regulars in an adjacent area may charge with the bayonet.</summary>\n"
  "  </rule>\n"
  "  <rule section=\"6.31\" title=\"Charge modifiers\" source=\"rulebook\" actions=\"charge\">\n"
  "    <summary>Add one die for each leader.</summary>\n"
  "  </rule>\n"
  "  <rule section=\"9\" title=\"Épée drill\" source=\"rulebook\" keywords=\"sword officers\">\n"
  "    <summary>Officers fight with the épée.</summary>\n"
  "  </rule>\n"
  "  <rule section=\"10\" title=\"Fencing\" source=\"rulebook\">\n"
  "    <summary>The word epee without accents, and Über-Charge in German.</summary>\n"
  "  </rule>\n"
  "  <rule id=\"faq-1\" section=\"FAQ\" title=\"Can militia charge?\" source=\"faq\" actions=\"charge\">\n"
  "    <summary>No; only Regulars may, as 6.3 says.</summary>\n"
  "  </rule>\n"
  "</rules>\n";

static MusterRules *
load_rules (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = muster_xml_parse (rules_xml, strlen (rules_xml), "rules.xml", &error);
  MusterRules *rules = muster_rules_new ();

  g_assert_no_error (error);
  g_assert_true (muster_rules_load (rules, xmlDocGetRootElement (doc), &error));
  g_assert_no_error (error);
  return rules;
}

static GPtrArray *
search (MusterRules *rules,
        const char  *query)
{
  return muster_rules_search (rules, query);
}

static gboolean
has_section (GPtrArray  *hits,
             const char *section)
{
  for (guint i = 0; i < hits->len; i++)
    if (g_strcmp0 (((MusterRuleEntry *) g_ptr_array_index (hits, i))->section, section) == 0)
      return TRUE;
  return FALSE;
}

static const char *
first_section (GPtrArray *hits)
{
  g_assert_cmpuint (hits->len, >, 0);
  return ((MusterRuleEntry *) g_ptr_array_index (hits, 0))->section;
}

static void
test_load (void)
{
  g_autoptr(MusterRules) rules = load_rules ();
  const MusterRuleEntry *e;

  g_assert_cmpuint (muster_rules_get_n_entries (rules), ==, 6);
  e = muster_rules_get_entry (rules, 1);
  g_assert_cmpstr (e->id, ==, "6.3");
  g_assert_cmpstr (e->system, ==, "test");
  g_assert_cmpstr (e->title, ==, "Charge");
  g_assert_cmpstr (e->summary, ==, "Regulars in an adjacent area may charge with the bayonet.");
  g_assert_cmpstr (e->source, ==, "rulebook");
  g_assert_cmpuint (g_strv_length (e->actions), ==, 2);
  g_assert_cmpstr (e->actions[1], ==, "assault");
  g_assert_cmpstr (e->see[0], ==, "6");
  g_assert_cmpstr (muster_rules_get_entry (rules, 0)->keywords[1], ==, "fight");
}

static void
test_lookup (void)
{
  g_autoptr(MusterRules) rules = load_rules ();

  g_assert_cmpstr (muster_rules_lookup (rules, "6.3")->title, ==, "Charge");
  g_assert_cmpstr (muster_rules_lookup (rules, "faq-1")->title, ==, "Can militia charge?");
  /* By section when no id matches. */
  g_assert_cmpstr (muster_rules_lookup (rules, "FAQ")->id, ==, "faq-1");
  g_assert_null (muster_rules_lookup (rules, "7"));
  g_assert_null (muster_rules_lookup (rules, NULL));
}

static void
test_fold (void)
{
  g_autofree char *a = muster_rules_fold ("Épée");
  g_autofree char *b = muster_rules_fold ("ÜBER-Charge’s");
  g_autofree char *c = muster_rules_fold (NULL);

  g_assert_cmpstr (a, ==, "epee");
  g_assert_cmpstr (b, ==, "uber-charge's");
  g_assert_cmpstr (c, ==, "");
}

static void
test_search_case_and_accents (void)
{
  g_autoptr(MusterRules) rules = load_rules ();
  g_autoptr(GPtrArray) accented = search (rules, "épée");
  g_autoptr(GPtrArray) plain = search (rules, "EPEE");
  g_autoptr(GPtrArray) uber = search (rules, "uber");

  /* “épée” finds the entry that writes “epee” and the one that writes
   * “épée”, and so does “EPEE”. */
  g_assert_cmpuint (accented->len, ==, 2);
  g_assert_true (has_section (accented, "9"));
  g_assert_true (has_section (accented, "10"));
  g_assert_cmpuint (plain->len, ==, 2);
  /* The title match ranks first. */
  g_assert_cmpstr (first_section (accented), ==, "9");
  g_assert_cmpuint (uber->len, ==, 1);
  g_assert_cmpstr (first_section (uber), ==, "10");
}

static void
test_search_prefixes (void)
{
  g_autoptr(MusterRules) rules = load_rules ();
  g_autoptr(GPtrArray) cha = search (rules, "cha");
  g_autoptr(GPtrArray) inner = search (rules, "harge");
  g_autoptr(GPtrArray) both = search (rules, "charge bayo");
  g_autoptr(GPtrArray) none = search (rules, "charge cavalry");
  g_autoptr(GPtrArray) all = search (rules, "");
  g_autoptr(GPtrArray) keyword = search (rules, "battle");

  /* Every word must start a word of the entry. */
  g_assert_true (has_section (cha, "6.3"));
  g_assert_true (has_section (cha, "6.31"));
  g_assert_true (has_section (cha, "FAQ"));
  g_assert_cmpuint (inner->len, ==, 0);
  g_assert_cmpuint (both->len, ==, 1);
  g_assert_cmpstr (first_section (both), ==, "6.3");
  g_assert_cmpuint (none->len, ==, 0);
  g_assert_cmpuint (keyword->len, ==, 1);
  g_assert_cmpstr (first_section (keyword), ==, "6");

  /* An empty query lists everything in order. */
  g_assert_cmpuint (all->len, ==, 6);
  for (guint i = 0; i < all->len; i++)
    g_assert_true (g_ptr_array_index (all, i) == muster_rules_get_entry (rules, i));
}

static void
test_search_section (void)
{
  g_autoptr(MusterRules) rules = load_rules ();
  g_autoptr(GPtrArray) s63 = search (rules, "6.3");
  g_autoptr(GPtrArray) s6 = search (rules, "6");
  g_autoptr(GPtrArray) s631 = search (rules, "6.31");

  /* Section 6 and the FAQ mention 6.3 in their text; the entry itself
   * comes first, then its sub-section. */
  g_assert_cmpstr (first_section (s63), ==, "6.3");
  g_assert_true (has_section (s63, "6.31"));
  g_assert_true (has_section (s63, "FAQ"));
  g_assert_cmpstr (first_section (s6), ==, "6");
  g_assert_true (has_section (s6, "6.3"));
  g_assert_cmpstr (first_section (s631), ==, "6.31");
  g_assert_cmpuint (s631->len, ==, 1);
}

static void
test_for_action (void)
{
  g_autoptr(MusterRules) rules = load_rules ();
  g_autoptr(GPtrArray) charge = muster_rules_for_action (rules, "charge");
  g_autoptr(GPtrArray) assault = muster_rules_for_action (rules, "assault");
  g_autoptr(GPtrArray) none = muster_rules_for_action (rules, "march");

  g_assert_cmpuint (charge->len, ==, 3);
  g_assert_cmpstr (((MusterRuleEntry *) g_ptr_array_index (charge, 0))->section, ==, "6.3");
  g_assert_cmpstr (((MusterRuleEntry *) g_ptr_array_index (charge, 2))->id, ==, "faq-1");
  g_assert_cmpuint (assault->len, ==, 1);
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_load_errors (void)
{
  static const char * const bad[] = {
    "<rules system=\"x\">\n  <rule section=\"1\"><summary>no title</summary></rule>\n</rules>",
    "<rules system=\"x\">\n  <rule title=\"no section\"/>\n</rules>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(xmlDoc) doc = muster_xml_parse (bad[i], strlen (bad[i]), "bad-rules.xml", &error);
      g_autoptr(MusterRules) rules = muster_rules_new ();

      g_assert_no_error (error);
      g_assert_false (muster_rules_load (rules, xmlDocGetRootElement (doc), &error));
      g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, "bad-rules.xml:2: "));
    }
}

static void
test_system_rules (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  MusterRules *rules;
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GPtrArray) draw = NULL;

  g_assert_no_error (error);
  rules = muster_system_get_rules (muster_registry_lookup (registry, "dice-and-cards"));
  g_assert_cmpuint (muster_rules_get_n_entries (rules), >, 0);

  hits = muster_rules_search (rules, "RESHUF");
  g_assert_cmpstr (first_section (hits), ==, "4");
  draw = muster_rules_for_action (rules, "draw");
  g_assert_cmpuint (draw->len, ==, 1);
  g_assert_cmpstr (((MusterRuleEntry *) g_ptr_array_index (draw, 0))->title, ==, "Decks");

  /* Every action the system lists is explained by some entry. */
  {
    g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
    g_autoptr(MusterSession) session = muster_session_new (muster_registry_lookup (registry, "dice-and-cards"),
                                                           "default", NULL, chance, &error);
    g_autoptr(GPtrArray) actions = muster_state_list_actions (muster_session_get_state (session));

    for (guint i = 0; i < actions->len; i++)
      {
        MusterActionInfo *info = g_ptr_array_index (actions, i);
        g_autoptr(GPtrArray) entries = muster_rules_for_action (rules, info->id);

        g_test_message ("action %s", info->id);
        g_assert_cmpuint (entries->len, >, 0);
      }
  }
}

/* Every system's rules reference reads, follows its schema and has
 * entries: it is read when first asked for, so nothing at start would say
 * it does not. */
static void
test_every_system (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *registry = muster_games_get_registry (&error);
  GPtrArray *systems;

  g_assert_no_error (error);
  systems = muster_registry_list (registry);
  g_assert_cmpuint (systems->len, >=, 6);
  for (guint i = 0; i < systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (systems, i);

      g_test_message ("%s", muster_system_get_id (system));
      g_assert_true (muster_system_load_rules (system, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (muster_rules_get_n_entries (muster_system_get_rules (system)), >, 0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/rules/load", test_load);
  g_test_add_func ("/rules/lookup", test_lookup);
  g_test_add_func ("/rules/fold", test_fold);
  g_test_add_func ("/rules/search/case-and-accents", test_search_case_and_accents);
  g_test_add_func ("/rules/search/prefixes", test_search_prefixes);
  g_test_add_func ("/rules/search/section", test_search_section);
  g_test_add_func ("/rules/for-action", test_for_action);
  g_test_add_func ("/rules/load-errors", test_load_errors);
  g_test_add_func ("/rules/system", test_system_rules);
  g_test_add_func ("/rules/every-system", test_every_system);

  return g_test_run ();
}
