/* muster-xml.h: safe reading of XML documents from users and from data.
 *
 * Every document Muster reads goes through muster_xml_parse(): no network,
 * no DTD, no external or internal entities (a document type declaration is
 * refused outright, which also disarms “billion laughs”), a size limit, a
 * depth limit and a limit on attributes per element, checked on the bytes
 * before libxml2 sees them. Failures are MUSTER_ERROR_PARSE errors whose message starts
 * with the line number.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* A campaign of 200,000 actions of any system takes at most about 110 MB
 * (Bunker Hill's entries are the longest); loading one that size takes
 * about 1.5 GB for libxml2's tree. Saving refuses what is bigger. */
#define MUSTER_XML_MAX_BYTES   (256 * 1024 * 1024)
#define MUSTER_XML_MAX_DEPTH   64
/* libxml2 checks each attribute against every other of its element, so a
 * start tag with N attributes costs N² before any callback can stop it. */
#define MUSTER_XML_MAX_ATTRIBUTES 256

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

void      muster_xml_init         (void);

/* Parses @len bytes. @name is used in messages (a file name or resource). */
xmlDoc   *muster_xml_parse        (const char  *data,
                                   gsize        len,
                                   const char  *name,
                                   GError     **error);
/* Reads a file, refusing it before reading if it is larger than the limit. */
xmlDoc   *muster_xml_parse_file   (const char  *path,
                                   GError     **error);
xmlDoc   *muster_xml_parse_resource (const char *resource_path,
                                     GError    **error);
/* Validates against a RELAX NG schema stored as a GResource. The message
 * names the first offending line. */
gboolean  muster_xml_validate     (xmlDoc      *doc,
                                   const char  *schema_resource,
                                   const char  *name,
                                   GError     **error);

/* A new document in UTF-8 with a root element @root_name. Documents built
 * in memory must come from here: libxml2 writes characters outside ASCII
 * in attributes as character references when a document has no encoding,
 * and the same state would then serialise differently before and after a
 * round trip through a file. */
xmlDoc   *muster_xml_new_doc      (const char  *root_name,
                                   xmlNode    **root);
/* Serialises a document to indented UTF-8 bytes. */
GBytes   *muster_xml_to_bytes     (xmlDoc      *doc);
/* One node and its children, unindented UTF-8, for comparisons. */
char     *muster_xml_node_to_string (xmlNode   *node);

/* Helpers for reading and writing elements. */
gboolean  muster_xml_is           (xmlNode     *node,
                                   const char  *name);
char     *muster_xml_get          (xmlNode     *node,
                                   const char  *attr);
char     *muster_xml_get_text     (xmlNode     *node);
/* A list attribute (“a, b c”): its words split on commas, semicolons and
 * spaces, empty ones dropped. Never NULL. */
GStrv     muster_xml_get_list     (xmlNode     *node,
                                   const char  *attr);
gboolean  muster_xml_get_int      (xmlNode     *node,
                                   const char  *attr,
                                   int          fallback,
                                   int         *out,
                                   GError     **error);
gboolean  muster_xml_get_uint64   (xmlNode     *node,
                                   const char  *attr,
                                   guint64      fallback,
                                   guint64     *out,
                                   GError     **error);
gboolean  muster_xml_get_bool     (xmlNode     *node,
                                   const char  *attr,
                                   gboolean     fallback);
xmlNode  *muster_xml_child        (xmlNode     *parent,
                                   const char  *name);
xmlNode  *muster_xml_add          (xmlNode     *parent,
                                   const char  *name);
xmlNode  *muster_xml_add_text     (xmlNode     *parent,
                                   const char  *name,
                                   const char  *text);
void      muster_xml_set          (xmlNode     *node,
                                   const char  *attr,
                                   const char  *value);
void      muster_xml_set_int      (xmlNode     *node,
                                   const char  *attr,
                                   gint64       value);
void      muster_xml_set_bool     (xmlNode     *node,
                                   const char  *attr,
                                   gboolean     value);
/* A MUSTER_ERROR_PARSE error naming @node's line. */
void      muster_xml_set_error    (GError     **error,
                                   xmlNode     *node,
                                   const char  *format,
                                   ...) G_GNUC_PRINTF (3, 4);

#define muster_xml_foreach_element(child, parent) \
  for (xmlNode *child = (parent)->children; child != NULL; child = child->next) \
    if (child->type == XML_ELEMENT_NODE)

G_END_DECLS
