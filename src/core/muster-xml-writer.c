/* muster-xml-writer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-xml.h"
#include "muster-xml-writer.h"

struct _MusterXmlWriter
{
  GString              *out;
  MusterXmlWriterFlags  flags;
  guint                 depth;     /* elements open, counting those before the writer's start */
  gboolean              pending;   /* the last start tag is not closed yet (“<name attr”) */
  guint                 inline_depth; /* > 0: inside mixed content, no indentation */
  GPtrArray            *names;     /* the open elements' names (borrowed) */
  char                 *problem;
  char                 *problem_name;
};

/* Appending without GString's checks for overlapping input, which cost a
 * good part of the writing. */
static inline void
put (MusterXmlWriter *self,
     const char      *text,
     gsize            len)
{
  GString *out = self->out;

  if (out->len + len >= out->allocated_len)
    {
      gsize old = out->len;

      g_string_set_size (out, MAX (out->allocated_len * 2, out->len + len + 1));
      out->len = old;
    }
  memcpy (out->str + out->len, text, len);
  out->len += len;
  out->str[out->len] = '\0';
}

static inline void
put_str (MusterXmlWriter *self,
         const char      *text)
{
  put (self, text, strlen (text));
}

static inline void
put_c (MusterXmlWriter *self,
       char             c)
{
  put (self, &c, 1);
}

MusterXmlWriter *
muster_xml_writer_new (GString              *out,
                       MusterXmlWriterFlags  flags,
                       guint                 depth)
{
  MusterXmlWriter *self = g_new0 (MusterXmlWriter, 1);

  self->out = out;
  self->flags = flags;
  self->depth = depth;
  self->names = g_ptr_array_new ();
  return self;
}

void
muster_xml_writer_free (MusterXmlWriter *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->names);
  g_free (self->problem);
  g_free (self->problem_name);
  g_free (self);
}

gboolean
muster_xml_writer_ok (MusterXmlWriter *self)
{
  return self->problem == NULL;
}

const char *
muster_xml_writer_get_problem (MusterXmlWriter  *self,
                               const char      **name)
{
  if (name != NULL)
    *name = self->problem_name;
  return self->problem;
}

GString *
muster_xml_writer_get_string (MusterXmlWriter *self)
{
  return self->out;
}

MusterXmlWriterFlags
muster_xml_writer_get_flags (MusterXmlWriter *self)
{
  return self->flags;
}

void
muster_xml_writer_fail (MusterXmlWriter *self,
                        const char      *name,
                        char            *problem)
{
  if (self->problem == NULL)
    {
      self->problem = problem;
      self->problem_name = g_strdup (name);
    }
  else
    g_free (problem);
}

/* What XML 1.0 does not allow in a document: control characters other
 * than tab, newline and carriage return, U+FFFE, U+FFFF and bytes that are
 * not UTF-8. */
static char *
check_chars (const char *value)
{
  const char *end = NULL;

  if (!g_utf8_validate (value, -1, &end))
    return g_strdup (_("is not text in UTF-8"));
  for (const guchar *p = (const guchar *) value; *p; p++)
    {
      if (*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r')
        return g_strdup_printf (_("holds the control character U+%04X"), *p);
      if (*p == 0xef && p[1] == 0xbf && (p[2] == 0xbe || p[2] == 0xbf))
        return g_strdup_printf (_("holds the character U+FFF%c, which is not text"), p[2] == 0xbe ? 'E' : 'F');
    }
  return NULL;
}

char *
muster_xml_check_value (const char    *value,
                        MusterXmlKind  kind)
{
  gsize n;

  if (value == NULL)
    return NULL;
  switch (kind)
    {
    case MUSTER_XML_ID:
      n = strlen (value);
      if (n == 0 || n > 100)
        return g_strdup (_("is not a name of 1 to 100 letters, digits, dots, dashes and underscores"));
      for (const char *p = value; *p; p++)
        if (!g_ascii_isalnum (*p) && *p != '_' && *p != '.' && *p != '-')
          return g_strdup (_("is not a name of 1 to 100 letters, digits, dots, dashes and underscores"));
      return NULL;
    case MUSTER_XML_SHORT:
      {
        char *bad = check_chars (value);

        if (bad != NULL)
          return bad;
        if (g_utf8_strlen (value, -1) > MUSTER_XML_MAX_SHORT)
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "is longer than %d character",
                                               "is longer than %d characters", MUSTER_XML_MAX_SHORT),
                                  MUSTER_XML_MAX_SHORT);
        return NULL;
      }
    case MUSTER_XML_TEXT:
    default:
      return check_chars (value);
    }
}

/* Bytes that need more than copying: 1 in text, 2 in attribute values, 4
 * in one-line text (the newline); 8 for what may break a rule (control
 * characters), 16 for bytes outside ASCII (the text must then be UTF-8). */
enum { IN_TEXT = 1, IN_ATTR = 2, IN_LINE = 4, CHECK = 8, HIGH = 16 };

static const guint8 *
special_bytes (void)
{
  static guint8 table[256];
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint c = 0; c < 0x20; c++)
        table[c] = CHECK;
      for (guint c = 0x80; c < 0x100; c++)
        table[c] = HIGH;
      table['\t'] = IN_ATTR;
      table['\n'] = IN_ATTR | IN_LINE;
      table['\r'] = IN_TEXT | IN_ATTR;
      table['<'] = IN_TEXT | IN_ATTR;
      table['>'] = IN_TEXT | IN_ATTR;
      table['&'] = IN_TEXT | IN_ATTR;
      table['"'] = IN_ATTR;
      g_once_init_leave (&done, 1);
    }
  return table;
}

/* Appends @value escaped for text (@attr FALSE) or an attribute value.
 * FALSE when the value needs a closer look: a control character, or bytes
 * outside ASCII (which must be UTF-8 without U+FFFE and U+FFFF). @len gets
 * the value's length in bytes. */
static gboolean
escape (MusterXmlWriter *self,
        const char      *value,
        gboolean         attr,
        gsize           *len)
{
  const guint8 *table = special_bytes ();
  guint8 mask = CHECK | HIGH | (attr ? IN_ATTR : IN_TEXT) |
                (!attr && (self->flags & MUSTER_XML_WRITER_ONE_LINE) ? IN_LINE : 0);
  const char *run = value;
  const char *p;
  gboolean plain = TRUE;

  for (p = value; *p; p++)
    {
      guchar c = (guchar) *p;
      const char *rep;

      if ((table[c] & mask) == 0)
        continue;
      switch (c)
        {
        case '<': rep = "&lt;"; break;
        case '>': rep = "&gt;"; break;
        case '&': rep = "&amp;"; break;
        case '"': rep = "&quot;"; break;
        case '\n': rep = "&#10;"; break;
        case '\r': rep = "&#13;"; break;
        case '\t': rep = "&#9;"; break;
        default:
          plain = FALSE;
          continue;
        }
      put (self, run, p - run);
      put_str (self, rep);
      run = p + 1;
    }
  put (self, run, p - run);
  *len = (gsize) (p - value);
  return plain;
}

static gboolean
formatting (MusterXmlWriter *self)
{
  return (self->flags & MUSTER_XML_WRITER_ONE_LINE) == 0 && self->inline_depth == 0;
}

static void
indent (MusterXmlWriter *self)
{
  static const char spaces[] = "                                                                ";

  if (!formatting (self))
    return;
  for (guint left = self->depth * 2; left > 0;)
    {
      guint n = MIN (left, sizeof spaces - 1);

      put (self, spaces, n);
      left -= n;
    }
}

static void
close_pending (MusterXmlWriter *self)
{
  if (!self->pending)
    return;
  put_c (self, '>');
  if (formatting (self))
    put_c (self, '\n');
  self->pending = FALSE;
}

void
muster_xml_writer_declaration (MusterXmlWriter *self)
{
  put_str (self, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
}

static void
start (MusterXmlWriter *self,
       const char      *name)
{
  close_pending (self);
  if (self->depth >= MUSTER_XML_MAX_DEPTH)
    muster_xml_writer_fail (self, name, g_strdup_printf (_("is nested more than %d elements deep"), MUSTER_XML_MAX_DEPTH));
  indent (self);
  put_c (self, '<');
  put_str (self, name);
  g_ptr_array_add (self->names, (gpointer) name);
  self->depth++;
  self->pending = TRUE;
}

void
muster_xml_writer_start (MusterXmlWriter *self,
                         const char      *name)
{
  start (self, name);
}

/* @value, just written, against the rules of @kind; @plain says the
 * writer saw only ASCII characters XML allows in it. */
static void
check (MusterXmlWriter *self,
       const char      *name,
       const char      *value,
       gsize            len,
       gboolean         plain,
       MusterXmlKind    kind)
{
  char *why = NULL;

  if (self->problem != NULL)
    return;
  /* Short texts of few bytes are short in characters too; ASCII with no
   * control character is always text. */
  if (kind == MUSTER_XML_ID || (kind == MUSTER_XML_SHORT && len > MUSTER_XML_MAX_SHORT) || !plain)
    why = muster_xml_check_value (value, kind);
  if (why != NULL)
    muster_xml_writer_fail (self, name, why);
}

void
muster_xml_writer_attr (MusterXmlWriter *self,
                        const char      *name,
                        const char      *value,
                        MusterXmlKind    kind)
{
  gboolean plain;
  gsize len;

  if (value == NULL)
    return;
  put_c (self, ' ');
  put_str (self, name);
  put_str (self, "=\"");
  plain = escape (self, value, TRUE, &len);
  check (self, name, value, len, plain, kind);
  put_c (self, '"');
}

void
muster_xml_writer_attr_int (MusterXmlWriter *self,
                            const char      *name,
                            gint64           value)
{
  char digits[24];
  guint64 v = value < 0 ? -(guint64) value : (guint64) value;
  int i = sizeof digits;

  do
    digits[--i] = (char) ('0' + v % 10);
  while ((v /= 10) > 0);
  if (value < 0)
    digits[--i] = '-';
  put_c (self, ' ');
  put_str (self, name);
  put_str (self, "=\"");
  put (self, digits + i, (gssize) sizeof digits - i);
  put_c (self, '"');
}

void
muster_xml_writer_end (MusterXmlWriter *self)
{
  const char *name;

  g_return_if_fail (self->names->len > 0);
  name = g_ptr_array_steal_index (self->names, self->names->len - 1);
  self->depth--;
  if (self->pending)
    {
      put_str (self, "/>");
      self->pending = FALSE;
    }
  else
    {
      indent (self);
      put_str (self, "</");
      put_str (self, name);
      put_c (self, '>');
    }
  if (formatting (self))
    put_c (self, '\n');
}

void
muster_xml_writer_text (MusterXmlWriter *self,
                        const char      *name,
                        const char      *text,
                        MusterXmlKind    kind)
{
  start (self, name);
  muster_xml_writer_close_text (self, text, kind);
}

/* Closes the pending start tag and writes @text, escaped, as the
 * element's content: FALSE, with nothing written, when @text is empty. */
static gboolean
put_content (MusterXmlWriter *self,
             const char      *text,
             MusterXmlKind    kind)
{
  gboolean plain;
  gsize len;

  if (text == NULL || *text == '\0')
    return FALSE;
  put_c (self, '>');
  self->pending = FALSE;
  plain = escape (self, text, FALSE, &len);
  check (self, g_ptr_array_index (self->names, self->names->len - 1), text, len, plain, kind);
  return TRUE;
}

void
muster_xml_writer_close_text (MusterXmlWriter *self,
                              const char      *text,
                              MusterXmlKind    kind)
{
  const char *name = g_ptr_array_index (self->names, self->names->len - 1);

  g_return_if_fail (self->pending);
  if (!put_content (self, text, kind))
    {
      muster_xml_writer_end (self);
      return;
    }
  put_str (self, "</");
  put_str (self, name);
  put_c (self, '>');
  g_ptr_array_set_size (self->names, self->names->len - 1);
  self->depth--;
  if (formatting (self))
    put_c (self, '\n');
}

void
muster_xml_writer_content (MusterXmlWriter *self,
                           const char      *text)
{
  g_return_if_fail (self->flags & MUSTER_XML_WRITER_ONE_LINE);
  g_return_if_fail (self->pending);
  put_content (self, text, MUSTER_XML_TEXT);
}

static void
write_content (MusterXmlWriter *self,
               const xmlChar   *content)
{
  gboolean plain;
  gsize len;

  if (content == NULL)
    return;
  plain = escape (self, (const char *) content, FALSE, &len);
  check (self, "text", (const char *) content, len, plain, MUSTER_XML_TEXT);
}

void
muster_xml_writer_node (MusterXmlWriter *self,
                        xmlNode         *node)
{
  gboolean mixed = FALSE;
  guint n_attrs = 0;

  if (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE)
    {
      close_pending (self);
      write_content (self, node->content);
      return;
    }
  if (node->type != XML_ELEMENT_NODE)
    return;

  start (self, (const char *) node->name);
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      xmlNode *only = attr->children;
      xmlChar *value = NULL;

      if (++n_attrs == MUSTER_XML_MAX_ATTRIBUTES + 1)
        muster_xml_writer_fail (self, (const char *) node->name,
                                g_strdup_printf (_("has more than %d attributes"), MUSTER_XML_MAX_ATTRIBUTES));
      /* Nearly always one text node: its text, without a copy. */
      if (only == NULL || only->next != NULL || only->type != XML_TEXT_NODE)
        value = xmlNodeListGetString (node->doc, attr->children, 1);
      muster_xml_writer_attr (self, (const char *) attr->name,
                              value ? (const char *) value : only ? (const char *) only->content : "",
                              MUSTER_XML_TEXT);
      xmlFree (value);
    }
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE ||
        child->type == XML_ENTITY_REF_NODE)
      mixed = TRUE;
  if (!mixed)
    {
      for (xmlNode *child = node->children; child != NULL; child = child->next)
        muster_xml_writer_node (self, child);
      muster_xml_writer_end (self);
      return;
    }
  /* As libxml2 does: an element with text in it is written on one line,
   * everything inside it included. */
  put_c (self, '>');
  self->pending = FALSE;
  self->inline_depth++;
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    muster_xml_writer_node (self, child);
  self->inline_depth--;
  g_ptr_array_set_size (self->names, self->names->len - 1);
  self->depth--;
  put_str (self, "</");
  put_str (self, (const char *) node->name);
  put_c (self, '>');
  if (formatting (self))
    put_c (self, '\n');
}

void
muster_xml_writer_raw (MusterXmlWriter *self,
                       const char      *text,
                       gsize            len)
{
  close_pending (self);
  put (self, text, len);
}
