/* test-deck.c: card sets and the piles of a deck in play.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-core.h"

static MusterCardSet *
five_cards (void)
{
  MusterCardSet *set = muster_card_set_new ("events", "Events");
  static const char * const ids[] = { "A", "B", "C", "D", "E" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      MusterCard *card = muster_card_new (ids[i], NULL);

      muster_card_set_value (card, "ops", i % 2 ? "3" : "2", "rulebook 5.1");
      muster_card_set_add (set, card);
    }
  return set;
}

/* Draws with a scripted source that names the card. */
static char *
draw_named (MusterDeck  *deck,
            const char  *card,
            gboolean    *reshuffled,
            GError     **error)
{
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();

  if (card != NULL)
    muster_chance_supply_card (chance, card);
  return muster_deck_draw (deck, chance, NULL, NULL, reshuffled, error);
}

static gboolean
array_equal (GPtrArray          *ids,
             const char * const *expected)
{
  guint n = g_strv_length ((char **) expected);

  if (ids->len != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), expected[i]) != 0)
      return FALSE;
  return TRUE;
}

static void
test_card_set (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  const MusterCard *c = muster_card_set_lookup (set, "B");

  g_assert_cmpuint (muster_card_set_get_n_cards (set), ==, 5);
  g_assert_nonnull (c);
  g_assert_cmpstr (c->name, ==, "B");
  g_assert_cmpstr (muster_card_get_value (c, "ops"), ==, "3");
  g_assert_cmpint (muster_card_get_int (c, "ops", 0), ==, 3);
  g_assert_cmpint (muster_card_get_int (c, "missing", -7), ==, -7);
  g_assert_cmpstr (muster_card_get_source (c, "ops"), ==, "rulebook 5.1");
  g_assert_null (muster_card_set_lookup (set, "Z"));
  g_assert_null (muster_card_set_lookup (set, NULL));

  /* A card added again under the same id replaces the old one in place. */
  muster_card_set_add (set, muster_card_new ("B", "Bunker Hill"));
  g_assert_cmpuint (muster_card_set_get_n_cards (set), ==, 5);
  g_assert_cmpstr (muster_card_set_get_card (set, 1)->name, ==, "Bunker Hill");
  g_assert_cmpstr (muster_card_set_lookup (set, "B")->name, ==, "Bunker Hill");
}

static void
test_card_set_xml (void)
{
  static const char xml[] =
    "<deck id=\"events\" name=\"Events\">\n"
    "  <card id=\"e1\" name=\"Lexington\"><value name=\"ops\" source=\"rulebook 5.1\"> 3 </value><text>Militia turn out.</text></card>\n"
    "  <card id=\"e2\" name=\"Concord\"><value name=\"ops\" source=\"reconstructed\">2</value></card>\n"
    "</deck>\n";
  static const char dup[] =
    "<deck id=\"events\">\n"
    "  <card id=\"e1\"/>\n"
    "  <card id=\"e1\"/>\n"
    "</deck>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = muster_xml_parse (xml, strlen (xml), "deck.xml", &error);
  g_autoptr(MusterCardSet) set = NULL;
  g_autoptr(MusterCardSet) again = NULL;
  g_autoptr(xmlDoc) out = xmlNewDoc ((const xmlChar *) "1.0");
  g_autoptr(xmlDoc) dup_doc = NULL;
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "cards");
  const MusterCard *c;

  g_assert_no_error (error);
  set = muster_card_set_read (xmlDocGetRootElement (doc), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (muster_card_set_get_id (set), ==, "events");
  g_assert_cmpstr (muster_card_set_get_name (set), ==, "Events");
  c = muster_card_set_lookup (set, "e1");
  g_assert_cmpstr (c->name, ==, "Lexington");
  g_assert_cmpstr (muster_card_get_value (c, "ops"), ==, "3");
  g_assert_cmpstr (c->text, ==, "Militia turn out.");
  g_assert_cmpstr (muster_card_get_source (muster_card_set_lookup (set, "e2"), "ops"), ==, "reconstructed");

  /* What is written reads back the same. */
  xmlDocSetRootElement (out, root);
  muster_card_set_write (set, root);
  again = muster_card_set_read (root->children, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (muster_card_set_get_n_cards (again), ==, 2);
  c = muster_card_set_lookup (again, "e1");
  g_assert_cmpstr (c->text, ==, "Militia turn out.");
  g_assert_cmpstr (muster_card_get_source (c, "ops"), ==, "rulebook 5.1");

  dup_doc = muster_xml_parse (dup, strlen (dup), "dup.xml", &error);
  g_assert_no_error (error);
  g_assert_null (muster_card_set_read (xmlDocGetRootElement (dup_doc), &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "dup.xml:3: "));
}

static void
test_draw_and_discard (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *card = NULL;
  gboolean reshuffled = TRUE;

  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 5);
  g_assert_cmpstr (muster_deck_get_id (deck), ==, "events");
  g_assert_null (muster_deck_get_discard_top (deck));

  card = draw_named (deck, "C", &reshuffled, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (card, ==, "C");
  g_assert_false (reshuffled);
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 4);
  g_assert_cmpuint (muster_deck_get_n_drawn (deck), ==, 1);
  g_assert_false (muster_deck_contains_in_draw (deck, "C"));
  g_assert_true (muster_deck_contains_in_draw (deck, "D"));

  /* C is in play, not in the draw pile: it cannot be drawn again. */
  g_clear_pointer (&card, g_free);
  card = draw_named (deck, "C", NULL, &error);
  g_assert_null (card);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_clear_error (&error);
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 4);

  g_assert_true (muster_deck_discard (deck, "C", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (muster_deck_get_discard_top (deck), ==, "C");
  g_assert_cmpuint (muster_deck_get_n_drawn (deck), ==, 0);
  g_assert_cmpuint (muster_deck_get_n_discard (deck), ==, 1);

  /* Only a card in play can be discarded. */
  g_assert_false (muster_deck_discard (deck, "C", &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_clear_error (&error);
  g_assert_false (muster_deck_discard (deck, "A", &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
}

static void
test_reshuffle_when_empty (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
  g_autoptr(GError) error = NULL;
  static const char * const order[] = { "A", "B", "C", "D", "E" };
  gboolean reshuffled = TRUE;

  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *card = draw_named (deck, order[i], &reshuffled, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (card, ==, order[i]);
      g_assert_false (reshuffled);
    }
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 0);
  g_assert_true (muster_deck_discard (deck, "B", NULL));
  g_assert_true (muster_deck_discard (deck, "D", NULL));

  /* The draw pile is empty: the discards are shuffled in first. A card
   * still in play is not among them. (A refused draw may leave a deck
   * half-changed, as a refused action may leave a state: try it on a
   * copy.) */
  {
    g_autoptr(MusterDeck) copy = muster_deck_copy (deck);
    g_autofree char *bad = draw_named (copy, "A", NULL, &error);

    g_assert_null (bad);
    g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
    g_clear_error (&error);
  }
  {
    g_autofree char *card = draw_named (deck, "D", &reshuffled, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (card, ==, "D");
    g_assert_true (reshuffled);
    g_assert_cmpuint (muster_deck_get_n_discard (deck), ==, 0);
    g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 1);
    g_assert_true (muster_deck_contains_in_draw (deck, "B"));
  }
  {
    g_autofree char *card = draw_named (deck, "B", &reshuffled, &error);

    g_assert_no_error (error);
    g_assert_false (reshuffled);
  }
}

static void
test_empty_deck (void)
{
  g_autoptr(MusterCardSet) set = muster_card_set_new ("solo", NULL);
  g_autoptr(MusterDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gboolean reshuffled = TRUE;

  muster_card_set_add (set, muster_card_new ("only", "The only card"));
  deck = muster_deck_new (NULL, set, NULL);
  g_assert_cmpstr (muster_deck_get_id (deck), ==, "solo");

  first = draw_named (deck, "only", NULL, &error);
  g_assert_no_error (error);

  /* Nothing to draw and nothing to reshuffle, whatever the players say. */
  second = draw_named (deck, "only", &reshuffled, &error);
  g_assert_null (second);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING);
  g_assert_false (reshuffled);
  g_assert_cmpuint (muster_deck_get_n_drawn (deck), ==, 1);
}

static void
test_peek_keeps_order (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
  g_autoptr(MusterChance) seeded = muster_chance_new_seeded (3);
  g_autoptr(MusterChance) empty = muster_chance_new_scripted ();
  g_autoptr(GPtrArray) top3 = NULL;
  g_autoptr(GPtrArray) top2 = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;

  top3 = muster_deck_peek (deck, seeded, 3, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (top3->len, ==, 3);
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 5);
  g_assert_cmpuint (muster_deck_get_known_top (deck)->len, ==, 3);

  /* Looking again at fewer cards shows the same ones. */
  top2 = muster_deck_peek (deck, empty, 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_ptr_array_index (top2, 0), ==, g_ptr_array_index (top3, 0));
  g_assert_cmpstr (g_ptr_array_index (top2, 1), ==, g_ptr_array_index (top3, 1));

  /* Looking at more than the pile holds shows the whole pile, the known
   * top still first. */
  all = muster_deck_peek (deck, seeded, 9, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 5);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (g_ptr_array_index (all, i), ==, g_ptr_array_index (top3, i));

  /* The draws take the peeked cards in order, asking no chance source. */
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *card = muster_deck_draw (deck, empty, NULL, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (card, ==, g_ptr_array_index (all, i));
    }
}

static void
test_peek_manual (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
  g_autoptr(MusterChance) manual = muster_chance_new_manual ();
  g_autoptr(GPtrArray) top = NULL;
  g_autoptr(GError) error = NULL;

  /* The players say which cards they saw. */
  top = muster_deck_peek (deck, manual, 2, NULL, &error);
  g_assert_null (top);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_clear_error (&error);
  muster_chance_supply_card (manual, "E");
  muster_chance_supply_card (manual, "A");
  top = muster_deck_peek (deck, manual, 2, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (array_equal (top, (const char * const[]) { "E", "A", NULL }));
}

static void
test_remove_for_scenario (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  const char * const removed[] = { "B", "D", NULL };
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, removed);
  g_autoptr(GError) error = NULL;
  g_autofree char *card = NULL;
  g_autofree char *c = NULL;

  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 3);
  g_assert_cmpuint (muster_deck_get_n_removed (deck), ==, 2);
  g_assert_true (array_equal (muster_deck_get_removed (deck), removed));
  g_assert_false (muster_deck_contains_in_draw (deck, "B"));
  /* Removed cards stay defined, so the log can still name them. */
  g_assert_nonnull (muster_deck_lookup (deck, "B"));

  card = draw_named (deck, "B", NULL, &error);
  g_assert_null (card);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_clear_error (&error);

  /* Remove from the draw pile, from play and from the discards. */
  g_assert_true (muster_deck_remove (deck, "A", &error));
  c = draw_named (deck, "C", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (muster_deck_remove (deck, "C", &error));
  g_assert_cmpuint (muster_deck_get_n_drawn (deck), ==, 0);
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 1);
  g_assert_cmpuint (muster_deck_get_n_removed (deck), ==, 4);

  g_assert_false (muster_deck_remove (deck, "A", &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_clear_error (&error);
  g_assert_false (muster_deck_remove (deck, "nope", &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
}

static void
test_manual_draw (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
  g_autoptr(MusterChance) manual = muster_chance_new_manual ();
  g_autoptr(GError) error = NULL;
  const MusterChanceRequest *request;
  g_autofree char *card = NULL;

  card = muster_deck_draw (deck, manual, "British", "event card", NULL, &error);
  g_assert_null (card);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT);
  g_clear_error (&error);
  request = muster_chance_get_request (manual);
  g_assert_cmpint (request->kind, ==, MUSTER_OUTCOME_CARD);
  g_assert_cmpstr (request->deck, ==, "events");
  g_assert_cmpuint (g_strv_length (request->candidates), ==, 5);
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 5);

  /* A card not in the deck at all, then the one the players drew. */
  muster_chance_supply_card (manual, "Z");
  card = muster_deck_draw (deck, manual, "British", NULL, NULL, &error);
  g_assert_null (card);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT);
  g_clear_error (&error);
  muster_chance_clear_supplied (manual);

  muster_chance_supply_card (manual, "D");
  card = muster_deck_draw (deck, manual, "British", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (card, ==, "D");
  g_assert_true (array_equal (muster_deck_get_drawn (deck), (const char * const[]) { "D", NULL }));
}

static void
test_copy_independent (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
  g_autoptr(MusterDeck) copy = NULL;
  g_autofree char *a = draw_named (deck, "A", NULL, NULL);
  g_autofree char *b = NULL;
  g_autoptr(GPtrArray) peeked = NULL;

  copy = muster_deck_copy (deck);
  b = draw_named (copy, "B", NULL, NULL);
  g_assert_cmpstr (b, ==, "B");
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 4);
  g_assert_cmpuint (muster_deck_get_n_draw (copy), ==, 3);

  g_assert_true (muster_deck_discard (deck, "A", NULL));
  g_assert_cmpuint (muster_deck_get_n_discard (copy), ==, 0);
  g_assert_true (array_equal (muster_deck_get_drawn (copy), (const char * const[]) { "A", "B", NULL }));

  {
    g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
    peeked = muster_deck_peek (copy, chance, 2, NULL, NULL);
  }
  g_assert_cmpuint (muster_deck_get_known_top (copy)->len, ==, 2);
  g_assert_cmpuint (muster_deck_get_known_top (deck)->len, ==, 0);
}

static void
test_gather (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  const char * const removed[] = { "E", NULL };
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, removed);
  g_autofree char *a = draw_named (deck, "A", NULL, NULL);
  g_autofree char *b = draw_named (deck, "B", NULL, NULL);

  g_assert_true (muster_deck_discard (deck, "A", NULL));
  muster_deck_gather (deck);
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 4);
  g_assert_cmpuint (muster_deck_get_n_drawn (deck), ==, 0);
  g_assert_cmpuint (muster_deck_get_n_discard (deck), ==, 0);
  g_assert_cmpuint (muster_deck_get_n_removed (deck), ==, 1);

  /* Reshuffling forgets what a peek had fixed. */
  {
    g_autoptr(MusterChance) chance = muster_chance_new_seeded (1);
    g_autoptr(GPtrArray) top = muster_deck_peek (deck, chance, 2, NULL, NULL);

    g_assert_cmpuint (top->len, ==, 2);
    muster_deck_reshuffle (deck);
    g_assert_cmpuint (muster_deck_get_known_top (deck)->len, ==, 0);
    g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 4);
  }
}

static char *
deck_xml (MusterDeck *deck)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "state");

  xmlDocSetRootElement (doc, root);
  muster_deck_write (deck, root);
  return muster_xml_node_to_string (root);
}

static void
test_write_deterministic (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) one = muster_deck_new ("events", set, NULL);
  g_autoptr(MusterDeck) two = muster_deck_new ("events", set, NULL);
  g_autofree char *x1 = NULL;
  g_autofree char *x2 = NULL;
  g_autofree char *c1 = NULL;
  g_autofree char *c2 = NULL;
  g_autofree char *c3 = NULL;

  /* Different paths to the same piles write the same XML. */
  c1 = draw_named (one, "C", NULL, NULL);
  g_assert_true (muster_deck_discard (one, "C", NULL));
  c2 = draw_named (two, "A", NULL, NULL);
  muster_deck_gather (two);
  c3 = draw_named (two, "C", NULL, NULL);
  g_assert_true (muster_deck_discard (two, "C", NULL));

  x1 = deck_xml (one);
  x2 = deck_xml (two);
  g_assert_cmpstr (x1, ==, x2);
  g_assert_nonnull (strstr (x1, "<discard><card id=\"C\"/></discard>"));
}

/* Hands and melds: a card dealt into a seat's secret hand, moved to the
 * table, discarded; piles survive a copy and are written. */
static void
test_named_piles (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
  g_autoptr(MusterDeck) copy = NULL;
  g_autoptr(MusterChance) chance = muster_chance_new_scripted ();
  g_autoptr(GError) error = NULL;
  g_autofree char *card = NULL;
  g_auto(GStrv) names = NULL;
  gboolean secret = FALSE;

  muster_deck_add_pile (deck, "hand-ann", "ann", TRUE);
  muster_deck_add_pile (deck, "table", NULL, FALSE);
  muster_chance_supply_card (chance, "C");
  card = muster_deck_deal (deck, chance, "hand-ann", "ann", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (card, ==, "C");
  g_assert_cmpstr (muster_deck_find_card (deck, "C"), ==, "hand-ann");
  g_assert_cmpstr (muster_deck_get_pile_owner (deck, "hand-ann", &secret), ==, "ann");
  g_assert_true (secret);
  g_assert_cmpuint (muster_deck_get_n_draw (deck), ==, 4);

  copy = muster_deck_copy (deck);
  g_assert_true (muster_deck_move (deck, "C", "table", &error));
  g_assert_cmpstr (muster_deck_find_card (deck, "C"), ==, "table");
  g_assert_cmpstr (muster_deck_find_card (copy, "C"), ==, "hand-ann");
  g_assert_true (muster_deck_move (deck, "C", "discard", &error));
  g_assert_cmpstr (muster_deck_get_discard_top (deck), ==, "C");

  /* A card still in the draw pile is not moved by hand; nor to a pile that
   * does not exist. */
  g_assert_false (muster_deck_move (deck, "A", "table", &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_clear_error (&error);
  g_assert_false (muster_deck_move (deck, "C", "hand-bob", &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_clear_error (&error);

  names = muster_deck_list_piles (copy);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  {
    xmlNode *root;
    g_autoptr(xmlDoc) doc = muster_xml_new_doc ("state", &root);
    g_autofree char *text = NULL;

    muster_deck_write (copy, root);
    text = muster_xml_node_to_string (root);
    g_assert_nonnull (strstr (text, "<pile name=\"hand-ann\" owner=\"ann\" secret=\"true\"><card id=\"C\"/></pile>"));
  }
}

/* Two decks shuffled together: every card twice, told apart by id, with
 * the same face. */
/* Copies share what they hold until one changes: every kind of change to
 * a copy leaves the deck it was copied from as it was, and the other way. */
static void
test_copy_untouched (void)
{
  for (guint op = 0; op < 9; op++)
    for (guint which = 0; which < 2; which++)
      {
        g_autoptr(MusterCardSet) set = five_cards ();
        g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
        g_autoptr(MusterChance) chance = muster_chance_new_seeded (7);
        g_autoptr(MusterDeck) copy = NULL;
        g_autofree char *first = NULL;
        g_autofree char *second = NULL;
        g_autofree char *before = NULL;
        g_autofree char *after = NULL;
        g_autofree char *owner = NULL;
        MusterDeck *changed, *kept;

        muster_deck_add_pile (deck, "Ann", "ann", TRUE);
        first = muster_deck_draw (deck, chance, NULL, NULL, NULL, NULL);
        second = muster_deck_draw (deck, chance, NULL, NULL, NULL, NULL);
        g_assert_nonnull (second);
        g_assert_true (muster_deck_discard (deck, second, NULL));
        copy = muster_deck_copy (deck);
        changed = which ? deck : copy;
        kept = which ? copy : deck;
        before = deck_xml (kept);
        owner = g_strdup (muster_deck_get_known_owner (kept));

        switch (op)
          {
          case 0:
            g_free (muster_deck_draw (changed, chance, NULL, NULL, NULL, NULL));
            break;
          case 1:
            g_assert_true (muster_deck_discard (changed, first, NULL));
            break;
          case 2:
            g_ptr_array_unref (muster_deck_peek (changed, chance, 2, "british", NULL));
            break;
          case 3:
            muster_deck_add_pile (changed, "Bob", NULL, FALSE);
            break;
          case 4:
            g_assert_true (muster_deck_move (changed, first, "Ann", NULL));
            break;
          case 5:
            g_assert_true (muster_deck_remove (changed, first, NULL));
            break;
          case 6:
            muster_deck_reshuffle (changed);
            break;
          case 7:
            muster_deck_gather (changed);
            break;
          default:
            {
              g_autoptr(MusterCardSet) other = muster_card_set_new ("other", NULL);

              muster_deck_set_card_set (changed, other);
              g_assert_true (muster_deck_get_card_set (kept) == set);
            }
            break;
          }
        after = deck_xml (kept);
        g_assert_cmpstr (after, ==, before);
        g_assert_cmpstr (muster_deck_get_known_owner (kept), ==, owner);
        {
          g_autofree char *now = deck_xml (changed);

          g_assert_cmpstr (now, !=, before);
        }
      }
}

static void
test_copies (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterCardSet) two = muster_card_set_new_copies (set, 2);
  const MusterCard *first, *second;

  g_assert_cmpuint (muster_card_set_get_n_cards (two), ==, 10);
  first = muster_card_set_lookup (two, "B");
  second = muster_card_set_lookup (two, "B#2");
  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_cmpstr (muster_card_get_face (first), ==, "B");
  g_assert_cmpstr (muster_card_get_face (second), ==, "B");
  g_assert_cmpstr (muster_card_get_value (second, "ops"), ==, "3");
}

/* The cards a side peeked at belong to that side until drawn or shuffled;
 * a peek by the whole table is everybody's. */
static void
test_known_owner (void)
{
  g_autoptr(MusterCardSet) set = five_cards ();
  g_autoptr(MusterDeck) deck = muster_deck_new ("events", set, NULL);
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(GPtrArray) seen = NULL;
  g_autofree char *card = NULL;

  seen = muster_deck_peek (deck, chance, 2, "british", NULL);
  g_assert_cmpuint (seen->len, ==, 2);
  g_assert_cmpstr (muster_deck_get_known_owner (deck), ==, "british");
  card = muster_deck_draw (deck, chance, NULL, NULL, NULL, NULL);
  g_assert_cmpstr (muster_deck_get_known_owner (deck), ==, "british");
  g_free (card);
  card = muster_deck_draw (deck, chance, NULL, NULL, NULL, NULL);
  g_assert_null (muster_deck_get_known_owner (deck));

  g_ptr_array_unref (muster_deck_peek (deck, chance, 1, NULL, NULL));
  g_assert_null (muster_deck_get_known_owner (deck));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/deck/card-set", test_card_set);
  g_test_add_func ("/deck/card-set-xml", test_card_set_xml);
  g_test_add_func ("/deck/draw-discard", test_draw_and_discard);
  g_test_add_func ("/deck/reshuffle-when-empty", test_reshuffle_when_empty);
  g_test_add_func ("/deck/empty", test_empty_deck);
  g_test_add_func ("/deck/peek-keeps-order", test_peek_keeps_order);
  g_test_add_func ("/deck/peek-manual", test_peek_manual);
  g_test_add_func ("/deck/remove-for-scenario", test_remove_for_scenario);
  g_test_add_func ("/deck/manual-draw", test_manual_draw);
  g_test_add_func ("/deck/copy-independent", test_copy_independent);
  g_test_add_func ("/deck/copy-untouched", test_copy_untouched);
  g_test_add_func ("/deck/gather", test_gather);
  g_test_add_func ("/deck/write-deterministic", test_write_deterministic);
  g_test_add_func ("/deck/named-piles", test_named_piles);
  g_test_add_func ("/deck/copies", test_copies);
  g_test_add_func ("/deck/known-owner", test_known_owner);

  return g_test_run ();
}
