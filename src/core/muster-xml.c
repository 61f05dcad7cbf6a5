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

static void
structured_error (void        *user_data,
                  xmlError    *xerror)
{
  GString *first = user_data;

  if (first->len == 0 && xerror != NULL && xerror->level >= XML_ERR_ERROR)
    {
      g_autofree char *msg = g_strstrip (g_strdup (xerror->message ? xerror->message : "error"));
      g_string_printf (first, "%d: %s", xerror->line, msg);
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

xmlDoc *
muster_xml_parse (const char  *data,
                  gsize        len,
                  const char  *name,
                  GError     **error)
{
  g_autoptr(GString) first = g_string_new (NULL);
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;
  const char *doctype;
  xmlNode *too_deep = NULL;

  muster_xml_init ();

  if (len > MUSTER_XML_MAX_BYTES)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:1: the file is %" G_GSIZE_FORMAT " bytes, more than the %d MB Muster reads"),
                   name, len, MUSTER_XML_MAX_BYTES / (1024 * 1024));
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

  /* A document type declaration is the door to external entities and to
   * entity expansion bombs; Muster's formats never use one. */
  doctype = find_doctype (data, len);
  if (doctype != NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   _("%s:%d: document type declarations and entities are not allowed"),
                   name, line_at (data, (gsize) (doctype - data)));
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, _("%s:1: out of memory"), name);
      return NULL;
    }
  xmlSetStructuredErrorFunc (first, structured_error);
  doc = xmlCtxtReadMemory (ctxt, data, (int) len, name, NULL,
                           XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                           XML_PARSE_NOCDATA | XML_PARSE_NOBLANKS);
  xmlSetStructuredErrorFunc (NULL, NULL);

  if (doc == NULL || !ctxt->wellFormed)
    {
      if (first->len == 0)
        g_string_printf (first, "%d: %s", ctxt->input ? ctxt->input->line : 1,
                         _("the document is not well-formed XML"));
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, "%s:%s", name, first->str);
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
                   _("%s:1: the file is %" G_GINT64_FORMAT " bytes, more than the %d MB Muster reads"),
                   display, (gint64) st.st_size, MUSTER_XML_MAX_BYTES / (1024 * 1024));
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

gboolean
muster_xml_validate (xmlDoc      *doc,
                     const char  *schema_resource,
                     const char  *name,
                     GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GString) first = g_string_new (NULL);
  xmlRelaxNGParserCtxtPtr pctxt;
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr vctxt;
  gsize len;
  const char *data;
  int rc;

  muster_xml_init ();

  bytes = g_resources_lookup_data (schema_resource, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &len);

  pctxt = xmlRelaxNGNewMemParserCtxt (data, (int) len);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);
  if (schema == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE,
                   "The schema %s could not be read", schema_resource);
      return FALSE;
    }

  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, (xmlStructuredErrorFunc) structured_error, first);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);
  xmlRelaxNGFree (schema);

  if (rc != 0)
    {
      if (first->len == 0)
        g_string_printf (first, "%ld: %s", xmlGetLineNo (xmlDocGetRootElement (doc)),
                         _("the document does not follow its schema"));
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_PARSE, "%s:%s", name, first->str);
      return FALSE;
    }
  return TRUE;
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
  char *out;

  xmlNodeDump (buf, node->doc, node, 0, 0);
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
  /* xmlNewTextChild escapes the text, unlike xmlNewChild. */
  return xmlNewTextChild (parent, NULL, (const xmlChar *) name, (const xmlChar *) (text ? text : ""));
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
