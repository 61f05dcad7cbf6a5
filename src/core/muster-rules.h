/* muster-rules.h: the rules reference: entries written in our own words,
 * each with its section number, searchable ignoring case and accents and
 * matching the starts of words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef struct
{
  char *id;        /* unique within the system: the section, or “faq-3” */
  char *system;
  char *section;   /* “6.3”, or “FAQ” */
  char *title;
  char *summary;   /* our own words */
  char *source;    /* “rulebook” or “faq” */
  GStrv keywords;
  GStrv actions;   /* action ids this entry explains */
  GStrv see;       /* ids of related entries */
} MusterRuleEntry;

typedef struct _MusterRules MusterRules;

#define MUSTER_TYPE_RULES (muster_rules_get_type ())
GType                  muster_rules_get_type      (void) G_GNUC_CONST;
MusterRules           *muster_rules_new           (void);
MusterRules           *muster_rules_ref           (MusterRules *rules);
void                   muster_rules_unref         (MusterRules *rules);
/* Reads <rules system="…"><rule …><summary/></rule></rules>. */
gboolean               muster_rules_load          (MusterRules *rules,
                                                   xmlNode     *root,
                                                   GError     **error);
guint                  muster_rules_get_n_entries (MusterRules *rules);
const MusterRuleEntry *muster_rules_get_entry     (MusterRules *rules,
                                                   guint        i);
/* By id, then by section. */
const MusterRuleEntry *muster_rules_lookup        (MusterRules *rules,
                                                   const char  *id_or_section);
/* Entries that explain @action (borrowed; free the array). */
GPtrArray             *muster_rules_for_action    (MusterRules *rules,
                                                   const char  *action);
/* Entries matching every word of @query (each word matches the start of a
 * word in the entry, ignoring case and accents; a section number matches
 * its sub-sections), best first. Borrowed; free the array. An empty query
 * returns every entry in order. */
GPtrArray             *muster_rules_search        (MusterRules *rules,
                                                   const char  *query);
/* Lower case, accents removed: “Épée” -> “epee”. */
char                  *muster_rules_fold          (const char  *text);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterRules, muster_rules_unref)

G_END_DECLS
