/* muster-xml-writer.h: writing XML straight into memory, without building
 * a tree first, as libxml2 would indent it; and refusing, as it writes,
 * what muster_xml_parse() and the schemas would refuse to read back.
 *
 * Text and attribute values must be UTF-8 of characters XML allows (no
 * control characters other than tab, newline and carriage return); names
 * (MUSTER_XML_ID) must match the schemas' id pattern; short texts
 * (MUSTER_XML_SHORT) hold at most MUSTER_XML_MAX_SHORT characters. Trees
 * that a game system builds with libxml2 (state snapshots) are written
 * whole, and must keep to MUSTER_XML_MAX_DEPTH and
 * MUSTER_XML_MAX_ATTRIBUTES. The first value that breaks a rule fails the
 * writer (muster_xml_writer_get_problem()); what is written after that is
 * kept but useless.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* The schemas' limit on short texts, in characters. */
#define MUSTER_XML_MAX_SHORT 200

typedef enum
{
  MUSTER_XML_TEXT,   /* any text of characters XML allows */
  MUSTER_XML_ID,     /* [A-Za-z0-9_.-]{1,100} */
  MUSTER_XML_SHORT,  /* text of at most MUSTER_XML_MAX_SHORT characters */
} MusterXmlKind;

typedef enum
{
  /* Indented like libxml2's formatted output, two spaces a level. */
  MUSTER_XML_WRITER_INDENT   = 0,
  /* Everything on one line: newlines in text are written as character
   * references (journal records are one line each). */
  MUSTER_XML_WRITER_ONE_LINE = 1 << 0,
} MusterXmlWriterFlags;

typedef struct _MusterXmlWriter MusterXmlWriter;

/* Writes into @out (appending), starting at indentation @depth. */
MusterXmlWriter *muster_xml_writer_new       (GString              *out,
                                              MusterXmlWriterFlags  flags,
                                              guint                 depth);
void             muster_xml_writer_free      (MusterXmlWriter      *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterXmlWriter, muster_xml_writer_free)

/* <?xml version="1.0" encoding="UTF-8"?> and a newline. */
void             muster_xml_writer_declaration (MusterXmlWriter    *self);
void             muster_xml_writer_start     (MusterXmlWriter      *self,
                                              const char           *name);
/* An attribute of the element just started; NULL values are left out. */
void             muster_xml_writer_attr      (MusterXmlWriter      *self,
                                              const char           *name,
                                              const char           *value,
                                              MusterXmlKind         kind);
void             muster_xml_writer_attr_int  (MusterXmlWriter      *self,
                                              const char           *name,
                                              gint64                value);
/* <name>text</name>, or <name/> for NULL or empty text. */
void             muster_xml_writer_text      (MusterXmlWriter      *self,
                                              const char           *name,
                                              const char           *text,
                                              MusterXmlKind         kind);
/* Ends the element just started (with its attributes) with @text as its
 * content, as muster_xml_writer_text() does. */
void             muster_xml_writer_close_text (MusterXmlWriter     *self,
                                              const char           *text,
                                              MusterXmlKind         kind);
/* Text inside the element just started (one-line writers only). */
void             muster_xml_writer_content   (MusterXmlWriter      *self,
                                              const char           *text);
void             muster_xml_writer_end       (MusterXmlWriter      *self);
/* @node and everything under it, as libxml2 builds it. */
void             muster_xml_writer_node      (MusterXmlWriter      *self,
                                              xmlNode              *node);
/* Text already written by a writer with the same flags at the current
 * depth, with every element closed (a cached fragment). */
void             muster_xml_writer_raw       (MusterXmlWriter      *self,
                                              const char           *text,
                                              gsize                 len);

MusterXmlWriterFlags muster_xml_writer_get_flags (MusterXmlWriter *self);
/* The string written into. */
GString         *muster_xml_writer_get_string (MusterXmlWriter     *self);
/* Fails the writer (if it has not failed yet): @name's value @problem
 * (“are more than the 1000 Muster reads”), which it takes. */
void             muster_xml_writer_fail      (MusterXmlWriter      *self,
                                              const char           *name,
                                              char                 *problem);
/* Whether every value so far kept the rules. */
gboolean         muster_xml_writer_ok        (MusterXmlWriter      *self);
/* When not: the name of the attribute or element that broke them, and
 * why, in words for people (“holds the control character U+0001”).
 * Borrowed. */
const char      *muster_xml_writer_get_problem (MusterXmlWriter    *self,
                                                const char        **name);
/* Checks a value as the writer would, for callers that build trees:
 * NULL when it is fine, else why not (a new string). */
char            *muster_xml_check_value      (const char           *value,
                                              MusterXmlKind         kind);

G_END_DECLS
