/* test-track.c: bounded counters with named thresholds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-core.h"

static MusterTrack *
morale (void)
{
  MusterTrack *track = muster_track_new ("morale", "Patriot morale", 0, 24, 11);

  /* Added out of order on purpose: the track keeps them sorted. */
  muster_track_add_threshold (track, 12, "Panic", "7.2 the militia may flee");
  muster_track_add_threshold (track, 5, "Waver", NULL);
  muster_track_add_threshold (track, 20, "Rout", "7.4 the army breaks");
  track->side = g_strdup ("patriot");
  return track;
}

static void
test_bounds (void)
{
  g_autoptr(MusterTrack) track = muster_track_new ("vp", NULL, -5, 10, 99);
  g_autoptr(GError) error = NULL;

  /* A start beyond the end starts at the end. */
  g_assert_cmpint (track->value, ==, 10);
  g_assert_cmpstr (track->name, ==, "vp");

  g_assert_true (muster_track_set (track, -5, &error));
  g_assert_no_error (error);
  g_assert_cmpint (track->value, ==, -5);

  g_assert_false (muster_track_set (track, 11, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_assert_nonnull (strstr (error->message, "11"));
  g_clear_error (&error);
  g_assert_false (muster_track_set (track, -6, &error));
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_assert_cmpint (track->value, ==, -5);
}

static void
test_adjust_clamps (void)
{
  g_autoptr(MusterTrack) track = muster_track_new ("ammo", "Ammunition", 0, 10, 8);

  g_assert_cmpint (muster_track_adjust (track, 1), ==, 1);
  g_assert_cmpint (track->value, ==, 9);
  g_assert_cmpint (muster_track_adjust (track, 5), ==, 1);
  g_assert_cmpint (track->value, ==, 10);
  g_assert_cmpint (muster_track_adjust (track, -20), ==, -10);
  g_assert_cmpint (track->value, ==, 0);
  g_assert_cmpint (muster_track_adjust (track, -1), ==, 0);
  /* No overflow at the far ends of int. */
  g_assert_cmpint (muster_track_adjust (track, G_MAXINT), ==, 10);
  g_assert_cmpint (muster_track_adjust (track, G_MININT), ==, -10);
  g_assert_cmpint (track->value, ==, 0);
}

static void
assert_crossed (MusterTrack        *track,
                int                 from,
                int                 to,
                const char * const *names)
{
  g_autoptr(GPtrArray) crossed = muster_track_crossed (track, from, to);
  guint n = g_strv_length ((char **) names);

  g_test_message ("%d -> %d", from, to);
  g_assert_cmpuint (crossed->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (((MusterThreshold *) g_ptr_array_index (crossed, i))->name, ==, names[i]);
}

static void
test_thresholds (void)
{
  g_autoptr(MusterTrack) track = morale ();
  const MusterThreshold *t;

  g_assert_cmpuint (track->thresholds->len, ==, 3);
  t = &g_array_index (track->thresholds, MusterThreshold, 0);
  g_assert_cmpint (t->value, ==, 5);
  g_assert_cmpstr (t->name, ==, "Waver");
  g_assert_cmpint (g_array_index (track->thresholds, MusterThreshold, 2).value, ==, 20);

  /* Up and down across several. */
  assert_crossed (track, 3, 13, (const char * const[]) { "Waver", "Panic", NULL });
  assert_crossed (track, 13, 3, (const char * const[]) { "Waver", "Panic", NULL });
  assert_crossed (track, 0, 24, (const char * const[]) { "Waver", "Panic", "Rout", NULL });
  /* Landing on one counts; leaving one does not. */
  assert_crossed (track, 10, 12, (const char * const[]) { "Panic", NULL });
  assert_crossed (track, 14, 12, (const char * const[]) { "Panic", NULL });
  assert_crossed (track, 12, 14, (const char * const[]) { NULL });
  assert_crossed (track, 12, 11, (const char * const[]) { NULL });
  assert_crossed (track, 12, 12, (const char * const[]) { NULL });
  assert_crossed (track, 6, 11, (const char * const[]) { NULL });
}

static void
test_to_string (void)
{
  g_autoptr(MusterTrack) track = morale ();
  g_autofree char *text = muster_track_to_string (track);

  g_assert_nonnull (strstr (text, "Patriot morale 11"));
  g_assert_nonnull (strstr (text, "Panic at 12"));
}

static void
test_copy (void)
{
  g_autoptr(MusterTrack) track = morale ();
  g_autoptr(MusterTrack) copy = muster_track_copy (track);

  muster_track_adjust (copy, 5);
  muster_track_add_threshold (copy, 1, "Collapse", NULL);
  g_assert_cmpint (track->value, ==, 11);
  g_assert_cmpuint (track->thresholds->len, ==, 3);
  g_assert_cmpint (copy->value, ==, 16);
  g_assert_cmpstr (copy->side, ==, "patriot");
}

static void
test_xml_round_trip (void)
{
  g_autoptr(MusterTrack) track = morale ();
  g_autoptr(MusterTrack) back = NULL;
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  g_autoptr(xmlDoc) doc2 = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "tracks");
  xmlNode *root2 = xmlNewNode (NULL, (const xmlChar *) "tracks");
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  xmlDocSetRootElement (doc, root);
  xmlDocSetRootElement (doc2, root2);
  muster_track_write (track, root);
  back = muster_track_read (root->children, &error);
  g_assert_no_error (error);

  g_assert_cmpstr (back->id, ==, "morale");
  g_assert_cmpstr (back->name, ==, "Patriot morale");
  g_assert_cmpstr (back->side, ==, "patriot");
  g_assert_cmpint (back->min, ==, 0);
  g_assert_cmpint (back->max, ==, 24);
  g_assert_cmpint (back->value, ==, 11);
  g_assert_cmpuint (back->thresholds->len, ==, 3);
  g_assert_cmpstr (g_array_index (back->thresholds, MusterThreshold, 1).note, ==, "7.2 the militia may flee");
  g_assert_null (g_array_index (back->thresholds, MusterThreshold, 0).note);

  muster_track_write (back, root2);
  first = muster_xml_node_to_string (root);
  second = muster_xml_node_to_string (root2);
  g_assert_cmpstr (first, ==, second);
}

static void
test_read_errors (void)
{
  static const char * const bad[] = {
    "<track name=\"no id\" min=\"0\" max=\"5\"/>",
    "<track id=\"t\" min=\"0\" max=\"5\" value=\"6\"/>",
    "<track id=\"t\" min=\"5\" max=\"0\"/>",
    "<track id=\"t\" min=\"zero\" max=\"5\"/>",
    "<track id=\"t\" min=\"0\" max=\"99999999999\"/>",
    "<track id=\"t\" min=\"0\" max=\"5\"><threshold value=\"x\" name=\"X\"/></track>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(xmlDoc) doc = muster_xml_parse (bad[i], strlen (bad[i]), "track.xml", &error);
      g_autoptr(MusterTrack) track = NULL;

      g_assert_no_error (error);
      track = muster_track_read (xmlDocGetRootElement (doc), &error);
      g_test_message ("%s: %s", bad[i], error ? error->message : "(accepted)");
      g_assert_null (track);
      g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, "track.xml:1: "));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/track/bounds", test_bounds);
  g_test_add_func ("/track/adjust-clamps", test_adjust_clamps);
  g_test_add_func ("/track/thresholds", test_thresholds);
  g_test_add_func ("/track/to-string", test_to_string);
  g_test_add_func ("/track/copy", test_copy);
  g_test_add_func ("/track/xml-round-trip", test_xml_round_trip);
  g_test_add_func ("/track/read-errors", test_read_errors);

  return g_test_run ();
}
