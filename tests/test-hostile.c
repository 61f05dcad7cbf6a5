/* test-hostile.c: damaged and hostile campaign files. Each one must be
 * refused with MUSTER_ERROR_PARSE or _VERSION and a message that starts
 * with “NAME:LINE: ”, without crashing, hanging or writing anything.
 *
 * Large and deep files are made at test time in a temporary folder; none
 * is kept in the source tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "muster-games.h"

/* A valid file as muster-cli writes it; the line numbers below refer to it. */
static const char good_file[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"                                   /* 1 */
  "<muster-campaign version=\"2\" id=\"c5138571-eb36-4890-ba56-ced4844948c9\">\n"  /* 2 */
  "  <title>Empty table</title>\n"                                                 /* 3 */
  "  <created>2025-04-19T05:00:00Z</created>\n"                                    /* 4 */
  "  <modified>2025-04-19T06:00:00Z</modified>\n"                                  /* 5 */
  "  <players/>\n"                                                                 /* 6 */
  "  <session id=\"631d0324-1c0e-4b0a-ae5b-df14253ce1d3\" system=\"dice-and-cards\" scenario=\"default\" chance=\"seeded\" seed=\"42\" position=\"2\" cursor=\"2\" active=\"true\">\n" /* 7 */
  "    <title>Empty table</title>\n"                                               /* 8 */
  "    <log>\n"                                                                    /* 9 */
  "      <entry action=\"roll\" time=\"2025-04-19T05:10:00Z\" side=\"Brit\">\n"    /* 10 */
  "        <arg>2d6</arg>\n"                                                       /* 11 */
  "        <arg>Brit</arg>\n"                                                      /* 12 */
  "        <outcome kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n" /* 13 */
  "        <outcome kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n" /* 14 */
  "        <text>Brit rolled 2d6: 2 2 = 4</text>\n"                                /* 15 */
  "      </entry>\n"                                                               /* 16 */
  "      <entry action=\"track-adjust\" time=\"2025-04-19T05:20:00Z\">\n"          /* 17 */
  "        <arg>Turn</arg>\n"                                                      /* 18 */
  "        <arg>3</arg>\n"                                                         /* 19 */
  "        <text>Turn: 1 → 4</text>\n"                                             /* 20 */
  "      </entry>\n"                                                               /* 21 */
  "      <entry action=\"note\" time=\"2025-04-19T05:30:00Z\">\n"                  /* 22 */
  "        <arg>hi</arg>\n"                                                        /* 23 */
  "        <text>Note: hi</text>\n"                                                /* 24 */
  "      </entry>\n"                                                               /* 25 */
  "    </log>\n"                                                                   /* 26 */
  "    <snapshot>\n"                                                               /* 27 */
  "      <table>\n"                                                                /* 28 */
  "        <track id=\"Turn\" name=\"Turn\" min=\"1\" max=\"99\" value=\"4\"/>\n"  /* 29 */
  "        <pool name=\"d6\" dice=\"d6\"/>\n"                                      /* 30 */
  "        <last-roll>2d6: 2 2 = 4</last-roll>\n"                                  /* 31 */
  "      </table>\n"                                                               /* 32 */
  "    </snapshot>\n"                                                              /* 33 */
  "    <ledger>\n"                                                                 /* 34 */
  "      <luck side=\"Brit\" dice=\"2\" total=\"4\" expected-total=\"7.00\" hit-dice=\"0\" hits=\"0\" expected-hits=\"0.00\"/>\n" /* 35 */
  "    </ledger>\n"                                                                /* 36 */
  "  </session>\n"                                                                 /* 37 */
  "</muster-campaign>\n";                                                          /* 38 */

static MusterRegistry *
registry (void)
{
  g_autoptr(GError) error = NULL;
  MusterRegistry *reg = muster_games_get_registry (&error);

  g_assert_no_error (error);
  return reg;
}

/* @name with @old replaced by @new, which must occur exactly once. */
static char *
good_with (const char *old,
           const char *new)
{
  const char *at = strstr (good_file, old);

  g_assert_nonnull (at);
  g_assert_null (strstr (at + 1, old));
  return g_strdup_printf ("%.*s%s%s", (int) (at - good_file), good_file, new, at + strlen (old));
}

/* Checks the refusal: its code, and a message “NAME:LINE: text” naming
 * @line (or any line when @line is 0). Returns the line. */
static long
assert_refused (GError     *error,
                const char *name,
                int         code,
                long        line)
{
  g_autofree char *prefix = g_strconcat (name, ":", NULL);
  const char *rest;
  char *end = NULL;
  long named;

  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (error->domain == MUSTER_ERROR);
  if (code >= 0)
    g_assert_cmpint (error->code, ==, code);
  else
    g_assert_true (error->code == MUSTER_ERROR_PARSE || error->code == MUSTER_ERROR_VERSION);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_true (g_str_has_prefix (error->message, prefix));
  rest = error->message + strlen (prefix);
  named = strtol (rest, &end, 10);
  g_assert_true (end != rest);
  g_assert_cmpint (named, >=, 1);
  g_assert_true (g_str_has_prefix (end, ": "));
  g_assert_cmpuint (strlen (end), >, 2);
  if (line > 0)
    g_assert_cmpint (named, ==, line);
  return named;
}

static void
load_refused (const char *data,
              gsize       len,
              int         code,
              long        line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_load_data (registry (), data, len, "hostile.muster", &error);

  g_assert_null (campaign);
  assert_refused (error, "hostile.muster", code, line);
}

/* As load_refused(), for a line named at @line or the one after it. */
static void
load_refused_near (const char *data,
                   int         code,
                   long        line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_load_data (registry (), data, strlen (data), "far.muster", &error);
  long named;

  g_assert_null (campaign);
  named = assert_refused (error, "far.muster", code, 0);
  g_assert_cmpint (named, >=, line);
  g_assert_cmpint (named, <=, line + 1);
}

static void
test_good_file_loads (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_load_data (registry (), good_file, strlen (good_file),
                                                                  "good.muster", &error);
  g_autoptr(GBytes) saved = NULL;

  /* The cases below are refused for what was changed, nothing else. */
  g_assert_no_error (error);
  g_assert_cmpuint (muster_campaign_get_warnings (campaign)->len, ==, 0);
  saved = muster_campaign_to_bytes (campaign);
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), good_file, strlen (good_file));
}

static void
test_truncated (void)
{
  gsize len = strlen (good_file);

  /* Every cut short of the closing tag's “>”. */
  for (gsize cut = 0; cut + 1 < len; cut++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterCampaign) campaign = muster_campaign_load_data (registry (), good_file, cut,
                                                                      "cut.muster", &error);
      long line;
      int lines = 1;

      for (gsize i = 0; i < cut; i++)
        lines += good_file[i] == '\n';
      g_assert_null (campaign);
      line = assert_refused (error, "cut.muster", MUSTER_ERROR_PARSE, 0);
      g_assert_cmpint (line, <=, lines + 1);
    }
}

static void
test_truncated_generated (void)
{
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *data;
  gsize len;

  session = muster_session_new (muster_registry_lookup (registry (), "dice-and-cards"), "playing-cards",
                                NULL, chance, NULL);
  for (guint i = 0; i < 20; i++)
    {
      g_assert_nonnull (muster_session_perform (session, "draw", (const char * const[]) { "cards", NULL }, 0, NULL));
      g_assert_nonnull (muster_session_perform (session, "roll", (const char * const[]) { "2d6", "x", NULL }, 0, NULL));
    }
  muster_campaign_add_session (campaign, session);
  bytes = muster_campaign_to_bytes (campaign);
  data = g_bytes_get_data (bytes, &len);

  /* A bigger file, cut every few bytes. */
  for (gsize cut = 0; cut + 1 < len; cut += 7)
    load_refused (data, cut, MUSTER_ERROR_PARSE, 0);
}

static void
test_wrong_version (void)
{
  g_autofree char *v3 = good_with ("version=\"2\"", "version=\"3\"");
  g_autofree char *v0 = good_with ("version=\"2\"", "version=\"02\"");
  g_autofree char *zero = good_with ("version=\"2\"", "version=\"0\"");
  g_autofree char *none = good_with (" version=\"2\"", "");
  g_autofree char *v1 = good_with ("version=\"2\"", "version=\"1\"");
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) old = NULL;

  load_refused (v3, strlen (v3), MUSTER_ERROR_VERSION, 2);
  load_refused (v0, strlen (v0), MUSTER_ERROR_VERSION, 2);
  load_refused (zero, strlen (zero), MUSTER_ERROR_VERSION, 2);
  load_refused (none, strlen (none), MUSTER_ERROR_VERSION, 2);
  /* Version 1, the format before seats and inputs, still loads. */
  old = muster_campaign_load_data (registry (), v1, strlen (v1), "old.muster", &error);
  g_assert_no_error (error);
}

static void
test_unknown_elements (void)
{
  g_autofree char *element = good_with ("    <title>Empty table</title>\n",
                                        "    <title>Empty table</title>\n    <evil/>\n");
  g_autofree char *attribute = good_with ("<entry action=\"note\"", "<entry action=\"note\" run=\"rm -rf\"");
  g_autofree char *root_name = good_with ("<muster-campaign version=\"2\"", "<campaign version=\"2\"");
  g_autofree char *root = g_strdup (root_name);
  g_autofree char *outcome_kind = good_with ("kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
                                             "kind=\"coin\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>");
  g_autofree char *chance = good_with ("chance=\"seeded\"", "chance=\"loaded\"");

  load_refused (element, strlen (element), MUSTER_ERROR_PARSE, 9);
  load_refused (attribute, strlen (attribute), MUSTER_ERROR_PARSE, 22);
  load_refused (outcome_kind, strlen (outcome_kind), MUSTER_ERROR_PARSE, 14);
  load_refused (chance, strlen (chance), MUSTER_ERROR_PARSE, 7);

  /* Fix the closing tag so only the root's name is wrong. */
  *strstr (root, "</muster-campaign>") = '\0';
  {
    g_autofree char *whole = g_strconcat (root, "</campaign>\n", NULL);
    load_refused (whole, strlen (whole), MUSTER_ERROR_PARSE, 2);
  }
}

static void
test_xxe (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-xxe-XXXXXX", NULL);
  g_autofree char *secret = g_build_filename (dir, "secret.txt", NULL);
  g_autofree char *doc = NULL;
  g_autofree char *passwd = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = NULL;

  g_assert_true (g_file_set_contents (secret, "TOP-SECRET-1776", -1, NULL));
  doc = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                         "<!DOCTYPE muster-campaign [ <!ENTITY xxe SYSTEM \"file://%s\"> ]>\n"
                         "<muster-campaign version=\"1\"><title>&xxe;</title><notes>&xxe;</notes></muster-campaign>\n",
                         secret);
  campaign = muster_campaign_load_data (registry (), doc, strlen (doc), "xxe.muster", &error);
  g_assert_null (campaign);
  assert_refused (error, "xxe.muster", MUSTER_ERROR_PARSE, 2);
  g_assert_null (strstr (error->message, "TOP-SECRET"));
  g_clear_error (&error);

  passwd = g_strdup ("<?xml version=\"1.0\"?>\n"
                     "<!DOCTYPE muster-campaign [\n"
                     "  <!ENTITY % remote SYSTEM \"http://127.0.0.1:9/evil.dtd\">\n"
                     "  <!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n"
                     "  %remote;\n"
                     "]>\n"
                     "<muster-campaign version=\"1\"><title>&xxe;</title></muster-campaign>\n");
  load_refused (passwd, strlen (passwd), MUSTER_ERROR_PARSE, 2);

  /* An entity used with no declaration at all. */
  {
    g_autofree char *undeclared = good_with ("<title>Empty table</title>\n  <created>",
                                             "<title>&xxe;</title>\n  <created>");
    load_refused (undeclared, strlen (undeclared), MUSTER_ERROR_PARSE, 3);
  }

  g_unlink (secret);
  g_rmdir (dir);
}

static const char billion_laughs[] =
  "<?xml version=\"1.0\"?>\n"
  "<!DOCTYPE muster-campaign [\n"
  " <!ENTITY lol \"lol\">\n"
  " <!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n"
  " <!ENTITY lol2 \"&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;\">\n"
  " <!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">\n"
  " <!ENTITY lol4 \"&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;\">\n"
  " <!ENTITY lol5 \"&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;\">\n"
  " <!ENTITY lol6 \"&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;\">\n"
  " <!ENTITY lol7 \"&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;\">\n"
  " <!ENTITY lol8 \"&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;\">\n"
  " <!ENTITY lol9 \"&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;\">\n"
  "]>\n"
  "<muster-campaign version=\"1\"><title>&lol9;</title><notes>&lol9;</notes></muster-campaign>\n";

static void
test_billion_laughs (void)
{
  load_refused (billion_laughs, strlen (billion_laughs), MUSTER_ERROR_PARSE, 2);
}

/* The same attacks in UTF-16, where a byte search for “<!DOCTYPE” finds
 * nothing: the refusal must not rest on the spelling of the bytes. */
static char *
to_utf16 (const char *utf8,
          gsize      *len)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *body = g_convert (utf8, -1, "UTF-16LE", "UTF-8", NULL, len, &error);
  char *out;

  g_assert_no_error (error);
  out = g_malloc (*len + 2);
  out[0] = (char) 0xff;  /* byte order mark */
  out[1] = (char) 0xfe;
  memcpy (out + 2, body, *len);
  *len += 2;
  return out;
}

static void
test_utf16_entities (void)
{
  g_autofree char *laughs16 = NULL;
  g_autofree char *xxe16 = NULL;
  static const char xxe[] =
    "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n"
    "<!DOCTYPE muster-campaign [ <!ENTITY xxe SYSTEM \"file:///etc/passwd\"> ]>\n"
    "<muster-campaign version=\"1\"><title>&xxe;</title></muster-campaign>\n";
  gsize len;

  laughs16 = to_utf16 (billion_laughs, &len);
  load_refused (laughs16, len, MUSTER_ERROR_PARSE, 2);
  xxe16 = to_utf16 (xxe, &len);
  load_refused (xxe16, len, MUSTER_ERROR_PARSE, 2);
}

/* libxml2 checks each attribute against all the others of its element:
 * 100,000 of them took 19 s of CPU. The scan before the parser refuses
 * them at once, naming the line, in UTF-8 and UTF-16 alike; an element
 * with as many attributes as allowed goes on to the parser. */
static void
test_many_attributes (void)
{
  g_autoptr(GString) doc = g_string_new ("<?xml version=\"1.0\"?>\n<!-- a=\"1\" b=\"2\" -->\n<muster-campaign\n");
  g_autoptr(GString) ok = NULL;
  g_autofree char *doc16 = NULL;
  gsize len;

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (doc, " a%u='%u'", i, i);
  g_string_append (doc, "/>\n");
  load_refused (doc->str, doc->len, MUSTER_ERROR_PARSE, 3);

  doc16 = to_utf16 (doc->str, &len);
  load_refused (doc16, len, MUSTER_ERROR_PARSE, 3);

  /* As many as allowed: the scan lets it through, and the schema refuses
   * the unknown attributes. */
  ok = g_string_new ("<?xml version=\"1.0\"?>\n<muster-campaign version=\"1\"");
  for (guint i = 1; i < MUSTER_XML_MAX_ATTRIBUTES; i++)
    g_string_append_printf (ok, " a%u=\"x>y\"", i);
  g_string_append (ok, "/>\n");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(MusterCampaign) campaign = muster_campaign_load_data (registry (), ok->str, ok->len,
                                                                    "hostile.muster", &error);

    g_assert_null (campaign);
    g_assert_nonnull (error);
    g_assert_null (strstr (error->message, "attributes"));
  }
}

/* Counts past what a campaign may hold are refused before anything is
 * built: sessions, players, and each entry's arguments and results. */
static void
test_too_many (void)
{
  static const char head[] = "<?xml version=\"1.0\"?>\n<muster-campaign version=\"1\">\n<title>t</title>\n";
  struct { const char *open, *item, *close; guint n; } cases[] = {
    { "", "<session id=\"s\" system=\"dice-and-cards\" scenario=\"default\"><title>x</title><log/></session>\n",
      "", MUSTER_CAMPAIGN_MAX_SESSIONS },
    { "<players>\n", "<player name=\"p\"/>\n", "</players>\n", MUSTER_CAMPAIGN_MAX_PLAYERS },
    { "<session id=\"s\" system=\"dice-and-cards\" scenario=\"default\"><title>x</title><log>\n<entry action=\"note\">\n",
      "<arg>w</arg>\n", "<text>x</text></entry></log></session>\n", MUSTER_ENTRY_MAX_ARGS },
    { "<session id=\"s\" system=\"dice-and-cards\" scenario=\"default\"><title>x</title><log>\n<entry action=\"roll\"><arg>d6</arg>\n",
      "<outcome kind=\"die\" sides=\"6\" value=\"1\"/>\n", "<text>x</text></entry></log></session>\n",
      MUSTER_ENTRY_MAX_OUTCOMES },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GString) doc = g_string_new (head);
      long first_line = c == 0 ? 4 : c == 1 ? 5 : 6;

      g_string_append (doc, cases[c].open);
      for (guint i = 0; i <= cases[c].n; i++)
        g_string_append (doc, cases[c].item);
      g_string_append (doc, cases[c].close);
      g_string_append (doc, "</muster-campaign>\n");
      /* The first item past the limit is named. */
      load_refused (doc->str, doc->len, MUSTER_ERROR_PARSE, first_line + cases[c].n);
    }
}

static void
test_garbage (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1775);

  for (guint round = 0; round < 50; round++)
    {
      gsize len = 1 + g_rand_int_range (rand, 0, 8192);
      g_autofree char *data = g_malloc (len);

      for (gsize i = 0; i < len; i++)
        data[i] = (char) g_rand_int_range (rand, 0, 256);
      /* Half of them look like XML at first. */
      if (round % 2 && len > 30)
        memcpy (data, "<?xml version=\"1.0\"?>\n<muster", 29);
      load_refused (data, len, -1, 0);
    }
}

static void
test_invalid_text (void)
{
  g_autofree char *utf8 = good_with ("<arg>hi</arg>", "<arg>h\xff\xfe" "i</arg>");
  g_autofree char *overlong = good_with ("<arg>hi</arg>", "<arg>\xc0\xaf</arg>");
  g_autofree char *nul = g_strdup (good_file);
  g_autofree char *control = good_with ("<arg>hi</arg>", "<arg>h\x01i</arg>");

  load_refused (utf8, strlen (utf8), MUSTER_ERROR_PARSE, 23);
  load_refused (overlong, strlen (overlong), MUSTER_ERROR_PARSE, 23);
  load_refused (control, strlen (control), MUSTER_ERROR_PARSE, 23);
  /* A NUL byte in the middle of line 20. */
  *strstr (nul, "Turn: 1") = '\0';
  load_refused (nul, strlen (good_file), MUSTER_ERROR_PARSE, 20);
  load_refused ("", 0, MUSTER_ERROR_PARSE, 1);
  load_refused ("   \n\n", 5, MUSTER_ERROR_PARSE, 0);
}

static void
test_bad_content (void)
{
  struct {
    const char *old;
    const char *new;
    long        line;
    const char *hint;
  } cases[] = {
    /* A system this Muster does not know. */
    { "system=\"dice-and-cards\"", "system=\"no-such-game\"", 7, "no-such-game" },
    /* A scenario the system does not have. */
    { "scenario=\"default\"", "scenario=\"moon-landing\"", 7, "moon-landing" },
    /* An option the system does not have. */
    { "    <title>Empty table</title>\n    <log>", "    <title>Empty table</title>\n    <option id=\"x\" value=\"1\"/>\n    <log>", 7, "x" },
    /* A 9 on a d6. */
    { "sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "sides=\"6\" value=\"9\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>", 14, "9" },
    /* A 0 on a d0. */
    { "sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "sides=\"0\" value=\"0\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>", 14, NULL },
    /* A negative die. */
    { "sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "sides=\"6\" value=\"-2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>", 14, NULL },
    /* A choice beyond the choices. */
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "kind=\"pick\" sides=\"3\" value=\"3\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>", 14, NULL },
    /* A card with no card. */
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "kind=\"card\" deck=\"cards\" side=\"Brit\"/>\n        <text>", 14, NULL },
    /* A negative cursor. */
    { "cursor=\"2\"", "cursor=\"-1\"", 7, NULL },
    /* A cursor that is not a number. */
    { "cursor=\"2\"", "cursor=\"two\"", 7, NULL },
    /* A seed beyond 64 bits. */
    { "seed=\"42\"", "seed=\"99999999999999999999999\"", 7, NULL },
    /* A negative seed. */
    { "seed=\"42\"", "seed=\"-42\"", 7, NULL },
    /* An id that could name a file elsewhere. */
    { "id=\"c5138571-eb36-4890-ba56-ced4844948c9\"", "id=\"../../etc/passwd\"", 2, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *doc = good_with (cases[i].old, cases[i].new);
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterCampaign) campaign = NULL;

      g_test_message ("case %u: %s", i, cases[i].new);
      campaign = muster_campaign_load_data (registry (), doc, strlen (doc), "bad.muster", &error);
      g_assert_null (campaign);
      assert_refused (error, "bad.muster", MUSTER_ERROR_PARSE, cases[i].line);
      if (cases[i].hint)
        g_assert_nonnull (strstr (error->message, cases[i].hint));
    }
}

/* The log's entries are checked by the loader itself, not by the schema
 * (which takes longer than reading the file): both must still give the
 * same verdict. Each case changes good_file; a refusal names @line. */
static void
test_entries_as_schema_says (void)
{
  g_autofree char *s200 = g_strnfill (200, 's');
  g_autofree char *side200 = g_strdup_printf ("side=\"%s\">\n        <arg>2d6", s200);
  g_autofree char *side201 = g_strdup_printf ("side=\"%ss\">\n        <arg>2d6", s200);
  struct {
    const char *old;
    const char *new;
    gboolean    valid;
    long        line;
  } cases[] = {
    { "<entry action=\"note\" time=", "<entry action=\"note\" evil=\"1\" time=", FALSE, 22 },
    { "<arg>hi</arg>", "<arg>hi</arg><oops/>", FALSE, 23 },
    { "<arg>hi</arg>\n        <text>Note: hi</text>", "<text>Note: hi</text>\n        <arg>hi</arg>", FALSE, 24 },
    { "<text>Note: hi</text>", "<text>Note: hi</text><text>again</text>", FALSE, 24 },
    { "<text>Note: hi</text>", "<annotation>a</annotation><text>Note: hi</text>", FALSE, 24 },
    { "<text>Note: hi</text>", "<text>Note: hi</text><annotation>a</annotation>", TRUE, 0 },
    { "<arg>hi</arg>", "hello<arg>hi</arg>", FALSE, 22 },
    { "<arg>hi</arg>", "<arg lang=\"en\">hi</arg>", FALSE, 23 },
    { "<arg>hi</arg>", "<arg>h<b>i</b></arg>", FALSE, 23 },
    { "<arg>hi</arg>", "<!-- a comment --><arg>hi</arg>", TRUE, 0 },
    { "<entry action=\"note\" time=", "<entry time=", FALSE, 22 },
    { "<entry action=\"note\" time=", "<entry action=\"bad name!\" time=", FALSE, 22 },
    { "<entry action=\"note\" time=", "<entry action=\"note\" override=\"yes\" time=", FALSE, 22 },
    { "<entry action=\"note\" time=", "<entry action=\"note\" bookmark=\"1\" time=", TRUE, 0 },
    { "<entry action=\"note\" time=", "<entry action=\"note\" bookmark=\" true \" time=", TRUE, 0 },
    { "side=\"Brit\">\n        <arg>2d6", side200, TRUE, 0 },
    { "side=\"Brit\">\n        <arg>2d6", side201, FALSE, 10 },
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>", FALSE, 14 },
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "kind=\"coin\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>", FALSE, 14 },
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "kind=\"card\" deck=\"d\" card=\"c\" sides=\"6\" side=\"Brit\"/>\n        <text>", FALSE, 14 },
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "kind=\"die\" sides=\"6\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>", FALSE, 14 },
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "kind=\"die\" sides=\"6\" value=\"2\" hit-min=\"-1\" group=\"1\"/>\n        <text>", FALSE, 14 },
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\">5</outcome>\n        <text>",
      FALSE, 14 },
    { "kind=\"die\" sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
      "kind=\"die\" sides=\"6\" value=\"2\" hit-min=\"5\" hit-max=\"6\"/>\n        <text>", TRUE, 0 },
    { "    <log>\n      <entry action=\"roll\"", "    <log><junk/>\n      <entry action=\"roll\"", FALSE, 9 },
    { "    <log>\n      <entry action=\"roll\"", "    <log>words\n      <entry action=\"roll\"", FALSE, 9 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *doc = good_with (cases[i].old, cases[i].new);
      g_autoptr(xmlDoc) parsed = muster_xml_parse (doc, strlen (doc), "case.muster", NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(MusterCampaign) campaign = NULL;

      g_test_message ("case %u: %s", i, cases[i].new);
      g_assert_nonnull (parsed);
      /* The schema's verdict on the whole document, entries included. */
      g_assert_cmpint (muster_xml_validate (parsed, MUSTER_RESOURCE_PREFIX "/schema/campaign.rng", "case.muster", NULL),
                       ==, cases[i].valid);
      campaign = muster_campaign_load_data (registry (), doc, strlen (doc), "case.muster", &error);
      if (cases[i].valid)
        {
          g_assert_no_error (error);
          g_assert_nonnull (campaign);
        }
      else
        {
          g_assert_null (campaign);
          assert_refused (error, "case.muster", MUSTER_ERROR_PARSE, cases[i].line);
        }
    }
}

/* @doc with 70,000 blank lines after the line “    <log>”. */
static char *
spaced_out (const char *doc)
{
  g_autofree char *blank = g_strnfill (70000, '\n');
  const char *log = strstr (doc, "    <log>\n") + strlen ("    <log>\n");

  return g_strdup_printf ("%.*s%s%s", (int) (log - doc), doc, blank, log);
}

static void
test_big_line_numbers (void)
{
  /* libxml2 counts lines past 65535 only when asked to; the errors must
   * still name the right line. */
  g_autofree char *nine = good_with ("sides=\"6\" value=\"2\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>",
                                     "sides=\"6\" value=\"9\" side=\"Brit\" purpose=\"2d6\" group=\"1\"/>\n        <text>");
  g_autofree char *evil = good_with ("<entry action=\"note\"", "<entry action=\"note\" evil=\"1\"");
  g_autofree char *broken = good_with ("<arg>hi</arg>", "<arg>h&i</arg>");
  g_autofree char *far_nine = spaced_out (nine);
  g_autofree char *far_evil = spaced_out (evil);
  g_autofree char *far_broken = spaced_out (broken);

  /* Past line 65535 libxml2 keeps no line in an element and reads it from
   * the nearest text, so an empty element may be named by the line after
   * it. Without big lines it would say 65535. */
  load_refused_near (far_nine, MUSTER_ERROR_PARSE, 70014);
  load_refused_near (far_evil, MUSTER_ERROR_PARSE, 70022);
  load_refused (far_broken, strlen (far_broken), MUSTER_ERROR_PARSE, 70023);
}

static char *
write_temp (const char *dir,
            const char *name,
            const char *data,
            gsize       len)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, data, (gssize) len, &error));
  g_assert_no_error (error);
  return path;
}

static void
file_refused (const char *path,
              long        line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterCampaign) campaign = muster_campaign_load_file (registry (), path, &error);
  g_autofree char *display = g_filename_display_name (path);

  g_assert_null (campaign);
  assert_refused (error, display, MUSTER_ERROR_PARSE, line);
}

static void
test_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("muster-hostile-XXXXXX", NULL);
  g_autofree char *good = write_temp (dir, "good.muster", good_file, strlen (good_file));
  g_autofree char *big = NULL;
  g_autofree char *deep = NULL;
  g_autofree char *deep100 = NULL;
  g_autofree char *laughs = NULL;
  g_autofree char *fifo = g_build_filename (dir, "fifo.muster", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.muster", NULL);
  GPtrArray *written = g_ptr_array_new_with_free_func (g_free);
  GHashTable *before = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_bytes_unref);

  /* A file past the limit: refused before it is read (a sparse file, so
   * the test does not write it all). */
  {
    int fd;

    big = g_build_filename (dir, "big.muster", NULL);
    fd = g_open (big, O_WRONLY | O_CREAT, 0600);
    g_assert_cmpint (fd, >=, 0);
    g_assert_cmpint (ftruncate (fd, (off_t) MUSTER_XML_MAX_BYTES + 1), ==, 0);
    close (fd);
    file_refused (big, 1);
  }
  /* The same from memory, refused before a byte is looked at. */
  {
    gsize size = (gsize) MUSTER_XML_MAX_BYTES + 1;
    g_autofree char *text = g_malloc (size);

    memcpy (text, "<?xml version=\"1.0\"?>\n<muster-campaign version=\"1\">", 51);
    load_refused (text, size, MUSTER_ERROR_PARSE, 1);
  }

  /* Nested 100,000 deep. */
  {
    GString *text = g_string_new ("<?xml version=\"1.0\"?>\n<muster-campaign version=\"1\">");

    for (guint i = 0; i < 100000; i++)
      g_string_append (text, "<a>");
    for (guint i = 0; i < 100000; i++)
      g_string_append (text, "</a>");
    g_string_append (text, "</muster-campaign>\n");
    deep = write_temp (dir, "deep.muster", text->str, text->len);
    file_refused (deep, 2);
    g_string_free (text, TRUE);
  }

  /* Nested 100 deep inside a snapshot, which otherwise takes any element:
   * libxml2 allows it, Muster's own limit refuses it on the line of the
   * first element too deep (depth 65, on line 66). */
  {
    GString *text = g_string_new ("<?xml version=\"1.0\"?>\n<muster-campaign version=\"1\">\n"
                                  "<session system=\"dice-and-cards\" scenario=\"default\" chance=\"seeded\">\n"
                                  "<log/>\n<snapshot>\n");
    /* Root is depth 1 on line 2; the snapshot is depth 3 on line 5. */
    for (guint i = 0; i < 100; i++)
      g_string_append (text, "<a>\n");
    for (guint i = 0; i < 100; i++)
      g_string_append (text, "</a>");
    g_string_append (text, "</snapshot></session></muster-campaign>\n");
    deep100 = write_temp (dir, "deep100.muster", text->str, text->len);
    file_refused (deep100, 5 + (65 - 3));
    g_string_free (text, TRUE);
  }

  laughs = write_temp (dir, "laughs.muster", billion_laughs, strlen (billion_laughs));
  file_refused (laughs, 2);

  /* A FIFO would block a reader forever; a folder is no file. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  file_refused (fifo, 1);
  file_refused (dir, 1);
  {
    g_autoptr(GError) error = NULL;
    g_assert_null (muster_campaign_load_file (registry (), missing, &error));
    g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  }

  /* Loading never writes: every file is as it was and no file appeared. */
  g_ptr_array_add (written, g_strdup (good));
  g_ptr_array_add (written, g_strdup (deep));
  g_ptr_array_add (written, g_strdup (deep100));
  g_ptr_array_add (written, g_strdup (laughs));
  for (guint i = 0; i < written->len; i++)
    {
      g_autofree char *data = NULL;
      gsize len;

      g_assert_true (g_file_get_contents (g_ptr_array_index (written, i), &data, &len, NULL));
      g_hash_table_insert (before, g_ptr_array_index (written, i), g_bytes_new_take (g_steal_pointer (&data), len));
    }

  /* Open the good file, then try each hostile one in its place. */
  {
    g_autoptr(MusterCampaign) campaign = muster_campaign_load_file (registry (), good, NULL);

    g_assert_nonnull (campaign);
    for (guint i = 1; i < written->len; i++)
      file_refused (g_ptr_array_index (written, i), 0);
    file_refused (big, 0);
  }
  {
    /* The big file is compared by its size, not read. */
    GStatBuf st;

    g_assert_cmpint (g_stat (big, &st), ==, 0);
    g_assert_cmpint (st.st_size, ==, (off_t) MUSTER_XML_MAX_BYTES + 1);
  }

  for (guint i = 0; i < written->len; i++)
    {
      const char *path = g_ptr_array_index (written, i);
      g_autofree char *data = NULL;
      gsize len;
      GBytes *was = g_hash_table_lookup (before, path);

      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_assert_cmpmem (data, len, g_bytes_get_data (was, NULL), g_bytes_get_size (was));
    }
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    guint n = 0;

    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_test_message ("left: %s", name);
        n++;
      }
    g_assert_cmpuint (n, ==, written->len + 2);  /* and the big file and the FIFO */
  }

  for (guint i = 0; i < written->len; i++)
    g_unlink (g_ptr_array_index (written, i));
  g_unlink (big);
  g_unlink (fifo);
  g_rmdir (dir);
  g_ptr_array_unref (written);
  g_hash_table_unref (before);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  muster_core_init ();

  g_test_add_func ("/hostile/good-file-loads", test_good_file_loads);
  g_test_add_func ("/hostile/truncated", test_truncated);
  g_test_add_func ("/hostile/truncated-generated", test_truncated_generated);
  g_test_add_func ("/hostile/wrong-version", test_wrong_version);
  g_test_add_func ("/hostile/unknown-elements", test_unknown_elements);
  g_test_add_func ("/hostile/xxe", test_xxe);
  g_test_add_func ("/hostile/billion-laughs", test_billion_laughs);
  g_test_add_func ("/hostile/utf16-entities", test_utf16_entities);
  g_test_add_func ("/hostile/many-attributes", test_many_attributes);
  g_test_add_func ("/hostile/too-many", test_too_many);
  g_test_add_func ("/hostile/garbage", test_garbage);
  g_test_add_func ("/hostile/invalid-text", test_invalid_text);
  g_test_add_func ("/hostile/bad-content", test_bad_content);
  g_test_add_func ("/hostile/big-line-numbers", test_big_line_numbers);
  g_test_add_func ("/hostile/entries-as-schema-says", test_entries_as_schema_says);
  g_test_add_func ("/hostile/files", test_files);

  return g_test_run ();
}
