/* muster-xml.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlsave.h>

#include "muster-error.h"
#include "muster-xml.h"

static xmlParserInputPtr
refuse_entity_loader (const char       *url,
                      const char       *id,
                      xmlParserCtxtPtr  ctxt)
{
  return NULL;
}

void
muster_xml_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      /* Never let libxml2 fetch anything: entities, DTDs or schemas. */
      xmlSetExternalEntityLoader (refuse_entity_loader);
      g_once_init_leave (&initialized, 1);
    }
}

/* The line on which @offset lies, counting from 1. */
static int
line_at (const char *data,
         gsize       offset)
{
  int line = 1;

  for (gsize i = 0; i < offset; i++)
    if (data[i] == '\n')
      line++;
  return line;
}

static const char *
find_doctype (const char *data,
              gsize       len)
{
  static const char needle[] = "<!DOCTYPE";

  for (gsize i = 0; i + sizeof needle - 1 <= len; i++)
    if (data[i] == '<' && g_ascii_strncasecmp (data + i, needle, sizeof needle - 1) == 0)
      return data + i;
  return NULL;
}

/* The markup scan: before libxml2 parses a document, a pass over its bytes
 * finds what would make the parser slow (see MUSTER_XML_MAX_ATTRIBUTES).
 * It reads any encoding that writes markup characters as single ASCII
 * bytes; it only counts, and leaves every judgement of well-formedness to
 * the parser, so a document it misreads is still parsed or refused there. */
typedef struct
{
  const char *data;
  gsize       len;
  gsize       pos;
} Scan;

static gboolean
scan_skip_past (Scan       *s,
                const char *end)
{
  gsize n = strlen (end);

  for (; s->pos + n <= s->len; s->pos++)
    if (memcmp (s->data + s->pos, end, n) == 0)
      {
        s->pos += n;
        return TRUE;
      }
  s->pos = s->len;
  return FALSE;
}

static gboolean
scan_at (Scan       *s,
         const char *text)
{
  gsize n = strlen (text);

  return s->pos + n <= s->len && memcmp (s->data + s->pos, text, n) == 0;
}

static void
scan_blanks (Scan *s)
{
  while (s->pos < s->len && g_ascii_isspace (s->data[s->pos]))
    s->pos++;
}

/* Counts the attributes of the start tag at s->pos (just past its name)
 * and leaves s->pos past the tag. */
static guint
scan_attributes (Scan *s)
{
  guint n = 0;

  for (;;)
    {
      char quote;

      scan_blanks (s);
      if (s->pos >= s->len || s->data[s->pos] == '>' || s->data[s->pos] == '<' || scan_at (s, "/>"))
        break;
      /* A name, “=”, a quoted value. */
      while (s->pos < s->len && !g_ascii_isspace (s->data[s->pos]) &&
             strchr ("=<>/", s->data[s->pos]) == NULL)
        s->pos++;
      scan_blanks (s);
      if (s->pos >= s->len || s->data[s->pos] != '=')
        break;
      s->pos++;
      scan_blanks (s);
      if (s->pos >= s->len || (s->data[s->pos] != '"' && s->data[s->pos] != '\''))
        break;
      quote = s->data[s->pos++];
      while (s->pos < s->len && s->data[s->pos] != quote)
        s->pos++;
      if (s->pos < s->len)
        s->pos++;
      n++;
    }
  /* Whatever the tag holds after a malformed attribute is the parser's to
   * refuse; go on from its end. */
  while (s->pos < s->len && s->data[s->pos] != '>' && s->data[s->pos] != '<')
    s->pos++;
  return n;
}

/* FALSE with the offset of the first element that has too many attributes. */
static gboolean
scan_markup (const char *data,
             gsize       len,
             gsize      *bad_offset)
{
  Scan s = { data, len, 0 };

  while (s.pos < s.len)
    {
      const char *lt = memchr (s.data + s.pos, '<', s.len - s.pos);
      gsize start;

      if (lt == NULL)
        break;
      s.pos = start = (gsize) (lt - s.data);
      if (scan_at (&s, "<!--"))
        scan_skip_past (&s, "-->");
      else if (scan_at (&s, "<![CDATA["))
        scan_skip_past (&s, "]]>");
      else if (scan_at (&s, "<?"))
        scan_skip_past (&s, "?>");
      else if (scan_at (&s, "<!") || scan_at (&s, "</"))
        scan_skip_past (&s, ">");
      else
        {
          s.pos++;
          while (s.pos < s.len && !g_ascii_isspace (s.data[s.pos]) &&
                 strchr ("<>/", s.data[s.pos]) == NULL)
            s.pos++;
          if (scan_attributes (&s) > MUSTER_XML_MAX_ATTRIBUTES)
            {
              *bad_offset = start;
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* The text to scan: @data itself, or a UTF-8 copy of a document in UTF-16
 * (with or without a byte order mark). FALSE for an encoding that does not
 * write “<” as one byte (UCS-4, EBCDIC) or UTF-16 that does not convert:
 * Muster reads neither. */
static gboolean
scan_text (const char  *data,
           gsize        len,
           char       **converted,
           gsize       *converted_len)
{
  const guchar *u = (const guchar *) data;
  const char *from = NULL;

  *converted = NULL;
  if (len >= 4 && ((u[0] == 0 && u[1] == 0) || (u[0] == '<' && u[1] == 0 && u[2] == 0 && u[3] == 0) ||
                   (u[0] == 0x4c && u[1] == 0x6f && u[2] == 0xa7 && u[3] == 0x94)))
    return FALSE;
  if (len >= 2 && u[0] == 0xff && u[1] == 0xfe)
    from = "UTF-16LE", data += 2, len -= 2;
  else if (len >= 2 && u[0] == 0xfe && u[1] == 0xff)
    from = "UTF-16BE", data += 2, len -= 2;
  else if (len >= 2 && u[0] == '<' && u[1] == 0)
    from = "UTF-16LE";
  else if (len >= 2 && u[0] == 0 && u[1] == '<')
    from = "UTF-16BE";
  if (from == NULL)
    return TRUE;
  *converted = g_convert (data, (gssize) (len & ~(gsize) 1), "UTF-8", from, NULL, converted_len, NULL);
  return *converted != NULL;
}

/* The first error libxml2 reports, with its line (0 when it gave none). */
typedef struct
{
  GString *message;
  long     line;
} FirstError;

static void
structured_error (void        *user_data,
                  xmlError    *xerror)
{
  FirstError *first = user_data;

  if (first->message->len == 0 && xerror != NULL && xerror->level >= XML_ERR_ERROR)
    {
      g_autofree char *msg = g_strstrip (g_strdup (xerror->message ? xerror->message : "error"));

      g_string_assign (first->message, msg);
      first->line = xerror->line;
      /* An element's own line field stops at 65535; ask the node. */
      if ((first->line <= 0 || first->line >= 65535) && xerror->node != NULL)
        first->line = xmlGetLineNo ((xmlNode *) xerror->node);
    }
}

static int
check_depth (xmlNode  *node,
             int       depth,
             xmlNode **too_deep)
{
  for (; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (depth > MUSTER_XML_MAX_DEPTH)
        {
          *too_deep = node;
          return FALSE;
        }
      if (!check_depth (node->children, depth + 1, too_deep))
        return FALSE;
    }
  return TRUE;
}

/* The byte search above does not see a declaration in UTF-16. The parser
 * calls this as soon as it reads one, in any encoding, before any entity
 * is declared; it notes the line and stops the parser. */
static void
refuse_doctype (void          *user_data,
                const xmlChar *name,
                const xmlChar *external_id,
                const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = user_data;
  long *line = ctxt->_private;

  if (*line == 0)
    *line = ctxt->input ? ctxt->input->line : 1;
  xmlStopParser (ctxt);
}

xmlDoc *
muster_xml_parse (const char  *data,
                  gsize        len,
                  const char  *name,
                  GError     **error)
{
  g_autoptr(GString) message = g_string_new (NULL);
  FirstError first = { message, 0 };
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;
  const char *doctype;
  g_autofree char *converted = NULL;
  const char *scanned;
  gsize scanned_len = 0, bad_offset = 0;
  xmlNode *too_deep = NULL;
  long doctype_line = 0;

  muster_xml_init ();

  if (len > MUSTER_XML_MAX_BYTES)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:1: the file is %.1f MB, more than the %d MB Muster reads"),
                   name, len / (1024.0 * 1024.0), MUSTER_XML_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (len == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:1: the file is empty"), name);
      return NULL;
    }
  if (len > G_MAXINT)
    len = G_MAXINT;

  if (!scan_text (data, len, &converted, &scanned_len))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:1: this is not text in UTF-8 or UTF-16, the encodings Muster reads"), name);
      return NULL;
    }
  scanned = converted ? converted : data;
  if (converted == NULL)
    scanned_len = len;

  /* A document type declaration is the door to external entities and to
   * entity expansion bombs; Muster's formats never use one. */
  doctype = find_doctype (scanned, scanned_len);
  if (doctype != NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:%d: document type declarations and entities are not allowed"),
                   name, line_at (scanned, (gsize) (doctype - scanned)));
      return NULL;
    }
  if (!scan_markup (scanned, scanned_len, &bad_offset))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:%d: an element has more than %d attributes"),
                   name, line_at (scanned, bad_offset), MUSTER_XML_MAX_ATTRIBUTES);
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, _("%s:1: out of memory"), name);
      return NULL;
    }
  ctxt->_private = &doctype_line;
  ctxt->sax->internalSubset = refuse_doctype;
  xmlSetStructuredErrorFunc (&first, structured_error);
  /* BIG_LINES: errors past line 65535 still name their line. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) len, name, NULL,
                           XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                           XML_PARSE_NOCDATA | XML_PARSE_NOBLANKS | XML_PARSE_BIG_LINES | XML_PARSE_COMPACT);
  xmlSetStructuredErrorFunc (NULL, NULL);

  if (doctype_line > 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:%ld: document type declarations and entities are not allowed"),
                   name, doctype_line);
      g_clear_pointer (&doc, xmlFreeDoc);
      xmlFreeParserCtxt (ctxt);
      return NULL;
    }

  if (doc == NULL || !ctxt->wellFormed)
    {
      if (message->len == 0)
        {
          g_string_assign (message, _("the document is not well-formed XML"));
          first.line = ctxt->input ? ctxt->input->line : 1;
        }
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, "%s:%ld: %s", name, MAX (first.line, 1), message->str);
      g_clear_pointer (&doc, xmlFreeDoc);
      xmlFreeParserCtxt (ctxt);
      return NULL;
    }
  xmlFreeParserCtxt (ctxt);

  if (xmlDocGetRootElement (doc) == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, _("%s:1: the document has no root element"), name);
      xmlFreeDoc (doc);
      return NULL;
    }

  if (!check_depth (xmlDocGetRootElement (doc), 1, &too_deep))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:%ld: elements are nested more than %d deep"),
                   name, xmlGetLineNo (too_deep), MUSTER_XML_MAX_DEPTH);
      xmlFreeDoc (doc);
      return NULL;
    }

  return doc;
}

xmlDoc *
muster_xml_parse_file (const char  *path,
                       GError     **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *display = g_filename_display_name (path);
  GStatBuf st;
  gsize len = 0;

  if (g_stat (path, &st) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("%s: %s"), display, g_strerror (saved));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, _("%s:1: not a regular file"), display);
      return NULL;
    }
  if (st.st_size > MUSTER_XML_MAX_BYTES)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:1: the file is %.1f MB, more than the %d MB Muster reads"),
                   display, st.st_size / (1024.0 * 1024.0), MUSTER_XML_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (!g_file_get_contents (path, &contents, &len, error))
    return NULL;
  return muster_xml_parse (contents, len, display, error);
}

xmlDoc *
muster_xml_parse_resource (const char  *resource_path,
                           GError     **error)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  gsize len;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return muster_xml_parse (data, len, resource_path, error);
}

/* Finding the line of a schema error. Some errors (an element whose
 * attributes match none of the allowed choices) come from the whole-document
 * validator with no node at all. Validating again element by element, as
 * libxml2's reader does, reports the same error while we know which element
 * is being checked. */
typedef struct
{
  xmlNode *current;
  long     line;
} Locator;

static void
locate_error (void     *user_data,
              xmlError *xerror)
{
  Locator *loc = user_data;

  if (loc->line > 0 || xerror == NULL || xerror->level < XML_ERR_ERROR)
    return;
  if (xerror->node != NULL)
    loc->line = xmlGetLineNo ((xmlNode *) xerror->node);
  else if (xerror->line > 0)
    loc->line = xerror->line;
  if (loc->line <= 0 && loc->current != NULL)
    loc->line = xmlGetLineNo (loc->current);
}

static void
locate_walk (xmlRelaxNGValidCtxtPtr  vctxt,
             xmlDoc                 *doc,
             xmlNode                *node,
             Locator                *loc)
{
  loc->current = node;
  if (xmlRelaxNGValidatePushElement (vctxt, doc, node) == 0)
    {
      /* Content the push validator cannot follow is checked whole. */
      xmlRelaxNGValidateFullElement (vctxt, doc, node);
      return;
    }
  for (xmlNode *child = node->children; child != NULL && loc->line <= 0; child = child->next)
    {
      if (child->type == XML_ELEMENT_NODE)
        locate_walk (vctxt, doc, child, loc);
      else if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
        {
          loc->current = node;
          xmlRelaxNGValidatePushCData (vctxt, child->content, xmlStrlen (child->content));
        }
    }
  loc->current = node;
  xmlRelaxNGValidatePopElement (vctxt, doc, node);
}

static long
locate_schema_error (xmlRelaxNGPtr  schema,
                     xmlDoc        *doc)
{
  xmlRelaxNGValidCtxtPtr vctxt = xmlRelaxNGNewValidCtxt (schema);
  Locator loc = { NULL, 0 };

  xmlRelaxNGSetValidStructuredErrors (vctxt, locate_error, &loc);
  locate_walk (vctxt, doc, xmlDocGetRootElement (doc), &loc);
  xmlRelaxNGFreeValidCtxt (vctxt);
  return loc.line;
}

/* Each schema is read once and kept: Muster checks every system's data
 * against the same few schemas when it starts, and every file it opens
 * against its own. The lock is held while a document is checked, as
 * libxml2 does not promise that two checks may share a schema at once. */
static GMutex schemas_lock;
static GHashTable *schemas; /* resource path → xmlRelaxNGPtr */

static xmlRelaxNGPtr
schema_for (const char  *schema_resource,
            GError     **error)
{
  xmlRelaxNGPtr schema;
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxtPtr pctxt;
  gsize len;
  const char *data;

  if (schemas == NULL)
    schemas = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) xmlRelaxNGFree);
  schema = g_hash_table_lookup (schemas, schema_resource);
  if (schema != NULL)
    return schema;

  bytes = g_resources_lookup_data (schema_resource, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  pctxt = xmlRelaxNGNewMemParserCtxt (data, (int) len);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);
  if (schema == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   "The schema %s could not be read", schema_resource);
      return NULL;
    }
  g_hash_table_insert (schemas, g_strdup (schema_resource), schema);
  return schema;
}

gboolean
muster_xml_validate (xmlDoc      *doc,
                     const char  *schema_resource,
                     const char  *name,
                     GError     **error)
{
  g_autoptr(GMutexLocker) locker = NULL;
  g_autoptr(GString) message = g_string_new (NULL);
  FirstError first = { message, 0 };
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr vctxt;
  int rc;

  muster_xml_init ();

  locker = g_mutex_locker_new (&schemas_lock);
  schema = schema_for (schema_resource, error);
  if (schema == NULL)
    return FALSE;

  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, structured_error, &first);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);

  if (rc != 0)
    {
      if (message->len == 0)
        g_string_assign (message, _("the document does not follow its schema"));
      if (first.line <= 0)
        first.line = locate_schema_error (schema, doc);
      if (first.line <= 0)
        first.line = xmlGetLineNo (xmlDocGetRootElement (doc));
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, "%s:%ld: %s", name, MAX (first.line, 1), message->str);
    }
  return rc == 0;
}

xmlDoc *
muster_xml_new_doc (const char  *root_name,
                    xmlNode    **root)
{
  xmlDoc *doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *node = xmlNewNode (NULL, (const xmlChar *) root_name);

  doc->encoding = xmlStrdup ((const xmlChar *) "UTF-8");
  xmlDocSetRootElement (doc, node);
  if (root != NULL)
    *root = node;
  return doc;
}

GBytes *
muster_xml_to_bytes (xmlDoc *doc)
{
  xmlChar *mem = NULL;
  int size = 0;
  GBytes *bytes;

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  bytes = g_bytes_new (mem, (gsize) size);
  xmlFree (mem);
  return bytes;
}

char *
muster_xml_node_to_string (xmlNode *node)
{
  xmlBufferPtr buf = xmlBufferCreate ();
  xmlSaveCtxtPtr ctxt;
  char *out;

  ctxt = xmlSaveToBuffer (buf, "UTF-8", XML_SAVE_NO_DECL);
  xmlSaveTree (ctxt, node);
  xmlSaveClose (ctxt);
  out = g_strdup ((const char *) xmlBufferContent (buf));
  xmlBufferFree (buf);
  return out;
}

gboolean
muster_xml_is (xmlNode    *node,
               const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         xmlStrcmp (node->name, (const xmlChar *) name) == 0;
}

char *
muster_xml_get (xmlNode    *node,
                const char *attr)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) attr);
  char *out;

  if (value == NULL)
    return NULL;
  out = g_strdup ((const char *) value);
  xmlFree (value);
  return out;
}

GStrv
muster_xml_get_list (xmlNode    *node,
                     const char *attr)
{
  g_autofree char *text = muster_xml_get (node, attr);
  g_auto(GStrv) parts = g_strsplit_set (text ? text : "", ",; ", -1);
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; parts[i]; i++)
    if (*parts[i])
      g_strv_builder_add (builder, parts[i]);
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

char *
muster_xml_get_text (xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *out = g_strdup (value ? (const char *) value : "");

  xmlFree (value);
  return out;
}

void
muster_xml_set_error (GError     **error,
                      xmlNode     *node,
                      const char  *format,
                      ...)
{
  g_autofree char *msg = NULL;
  const char *file = "document";
  va_list args;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);

  if (node != NULL && node->doc != NULL && node->doc->URL != NULL)
    file = (const char *) node->doc->URL;
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, "%s:%ld: %s",
               file, node ? xmlGetLineNo (node) : 0L, msg);
}

gboolean
muster_xml_get_int (xmlNode     *node,
                    const char  *attr,
                    int          fallback,
                    int         *out,
                    GError     **error)
{
  g_autofree char *value = muster_xml_get (node, attr);
  gint64 parsed;

  if (value == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  if (!g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &parsed, NULL))
    {
      muster_xml_set_error (error, node, _("attribute “%s” should be a whole number, not “%s”"),
                            attr, value);
      return FALSE;
    }
  *out = (int) parsed;
  return TRUE;
}

gboolean
muster_xml_get_uint64 (xmlNode     *node,
                       const char  *attr,
                       guint64      fallback,
                       guint64     *out,
                       GError     **error)
{
  g_autofree char *value = muster_xml_get (node, attr);

  if (value == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, out, NULL))
    {
      muster_xml_set_error (error, node, _("attribute “%s” should be a whole number, not “%s”"),
                            attr, value);
      return FALSE;
    }
  return TRUE;
}

gboolean
muster_xml_get_bool (xmlNode    *node,
                     const char *attr,
                     gboolean    fallback)
{
  g_autofree char *value = muster_xml_get (node, attr);

  if (value == NULL)
    return fallback;
  return g_strcmp0 (value, "true") == 0 || g_strcmp0 (value, "1") == 0;
}

xmlNode *
muster_xml_child (xmlNode    *parent,
                  const char *name)
{
  muster_xml_foreach_element (child, parent)
    if (muster_xml_is (child, name))
      return child;
  return NULL;
}

xmlNode *
muster_xml_add (xmlNode    *parent,
                const char *name)
{
  return xmlNewChild (parent, NULL, (const xmlChar *) name, NULL);
}

xmlNode *
muster_xml_add_text (xmlNode    *parent,
                     const char *name,
                     const char *text)
{
  /* An empty text node would write <name></name>, which reads back as
   * <name/>: a snapshot compared after a round trip would then differ. */
  if (text == NULL || *text == '\0')
    return muster_xml_add (parent, name);
  /* xmlNewTextChild escapes the text, unlike xmlNewChild. */
  return xmlNewTextChild (parent, NULL, (const xmlChar *) name, (const xmlChar *) text);
}

void
muster_xml_set (xmlNode    *node,
                const char *attr,
                const char *value)
{
  if (value != NULL)
    xmlSetProp (node, (const xmlChar *) attr, (const xmlChar *) value);
}

void
muster_xml_set_int (xmlNode    *node,
                    const char *attr,
                    gint64      value)
{
  char buf[32];

  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, value);
  muster_xml_set (node, attr, buf);
}

void
muster_xml_set_bool (xmlNode    *node,
                     const char *attr,
                     gboolean    value)
{
  muster_xml_set (node, attr, value ? "true" : "false");
}
