/* muster-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-rules.h"
#include "muster-xml.h"

typedef struct
{
  MusterRuleEntry  entry;
  GStrv            title_words;  /* folded; NULL until the first search */
  GStrv            words;        /* folded words of everything else */
} Indexed;

struct _MusterRules
{
  gatomicrefcount ref_count;
  GPtrArray      *entries;  /* Indexed* */
  GMutex          index_lock;
};

G_DEFINE_BOXED_TYPE (MusterRules, muster_rules, muster_rules_ref, muster_rules_unref)

static void
indexed_free (Indexed *ix)
{
  g_free (ix->entry.id);
  g_free (ix->entry.system);
  g_free (ix->entry.section);
  g_free (ix->entry.title);
  g_free (ix->entry.summary);
  g_free (ix->entry.source);
  g_strfreev (ix->entry.keywords);
  g_strfreev (ix->entry.actions);
  g_strfreev (ix->entry.see);
  g_strfreev (ix->title_words);
  g_strfreev (ix->words);
  g_free (ix);
}

MusterRules *
muster_rules_new (void)
{
  MusterRules *rules = g_new0 (MusterRules, 1);

  g_atomic_ref_count_init (&rules->ref_count);
  rules->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) indexed_free);
  g_mutex_init (&rules->index_lock);
  return rules;
}

MusterRules *
muster_rules_ref (MusterRules *rules)
{
  g_atomic_ref_count_inc (&rules->ref_count);
  return rules;
}

void
muster_rules_unref (MusterRules *rules)
{
  if (rules != NULL && g_atomic_ref_count_dec (&rules->ref_count))
    {
      g_ptr_array_unref (rules->entries);
      g_mutex_clear (&rules->index_lock);
      g_free (rules);
    }
}

char *
muster_rules_fold (const char *text)
{
  g_autofree char *nfd = NULL;
  GString *out;

  if (text == NULL)
    return g_strdup ("");
  if (!g_utf8_validate (text, -1, NULL))
    return g_ascii_strdown (text, -1);

  /* Decompose, then drop the combining marks: “é” becomes “e”. */
  nfd = g_utf8_normalize (text, -1, G_NORMALIZE_NFD);
  out = g_string_new (NULL);
  for (const char *p = nfd; p && *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (c);

      if (type == G_UNICODE_NON_SPACING_MARK || type == G_UNICODE_SPACING_MARK ||
          type == G_UNICODE_ENCLOSING_MARK)
        continue;
      /* Typographic apostrophes fold to the plain one. */
      if (c == 0x2019 || c == 0x2018)
        c = '\'';
      g_string_append_unichar (out, g_unichar_tolower (c));
    }
  return g_string_free (out, FALSE);
}

/* Splits folded text into words: letters, digits and the dots of section
 * numbers stay; everything else separates. */
static GStrv
split_words (const char *text)
{
  g_autofree char *folded = muster_rules_fold (text);
  GStrvBuilder *builder = g_strv_builder_new ();
  GString *word = g_string_new (NULL);
  GStrv out;

  for (const char *p = folded; ; p = g_utf8_next_char (p))
    {
      gunichar c = *p ? g_utf8_get_char (p) : 0;

      if (c != 0 && (g_unichar_isalnum (c) || (c == '.' && word->len > 0 && g_ascii_isdigit (word->str[word->len - 1]))))
        g_string_append_unichar (word, c);
      else
        {
          /* A trailing dot ends a sentence, not a section number. */
          while (word->len > 0 && word->str[word->len - 1] == '.')
            g_string_truncate (word, word->len - 1);
          if (word->len > 0)
            g_strv_builder_add (builder, word->str);
          g_string_truncate (word, 0);
        }
      if (c == 0)
        break;
    }
  g_string_free (word, TRUE);
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

gboolean
muster_rules_load (MusterRules  *rules,
                   xmlNode      *root,
                   GError      **error)
{
  g_autofree char *system = muster_xml_get (root, "system");

  if (!muster_xml_is (root, "rules"))
    {
      muster_xml_set_error (error, root, _("expected a <rules> document"));
      return FALSE;
    }

  muster_xml_foreach_element (node, root)
    {
      Indexed *ix;
      xmlNode *summary;
      if (!muster_xml_is (node, "rule"))
        continue;

      ix = g_new0 (Indexed, 1);
      ix->entry.system = g_strdup (system);
      ix->entry.section = muster_xml_get (node, "section");
      ix->entry.id = muster_xml_get (node, "id");
      if (ix->entry.id == NULL)
        ix->entry.id = g_strdup (ix->entry.section);
      ix->entry.title = muster_xml_get (node, "title");
      ix->entry.source = muster_xml_get (node, "source");
      ix->entry.keywords = muster_xml_get_list (node, "keywords");
      ix->entry.actions = muster_xml_get_list (node, "actions");
      ix->entry.see = muster_xml_get_list (node, "see");
      summary = muster_xml_child (node, "summary");
      ix->entry.summary = summary ? muster_xml_get_text (summary) : g_strdup ("");
      g_strstrip (ix->entry.summary);

      if (ix->entry.id == NULL || ix->entry.title == NULL)
        {
          muster_xml_set_error (error, node, _("a rule needs a section or id, and a title"));
          indexed_free (ix);
          return FALSE;
        }

      g_ptr_array_add (rules->entries, ix);
    }
  return TRUE;
}

guint
muster_rules_get_n_entries (MusterRules *rules)
{
  return rules->entries->len;
}

const MusterRuleEntry *
muster_rules_get_entry (MusterRules *rules,
                        guint        i)
{
  g_return_val_if_fail (i < rules->entries->len, NULL);
  return &((Indexed *) g_ptr_array_index (rules->entries, i))->entry;
}

const MusterRuleEntry *
muster_rules_lookup (MusterRules *rules,
                     const char  *id_or_section)
{
  if (id_or_section == NULL)
    return NULL;
  for (guint i = 0; i < rules->entries->len; i++)
    {
      Indexed *ix = g_ptr_array_index (rules->entries, i);
      if (g_strcmp0 (ix->entry.id, id_or_section) == 0)
        return &ix->entry;
    }
  for (guint i = 0; i < rules->entries->len; i++)
    {
      Indexed *ix = g_ptr_array_index (rules->entries, i);
      if (g_strcmp0 (ix->entry.section, id_or_section) == 0)
        return &ix->entry;
    }
  return NULL;
}

GPtrArray *
muster_rules_for_action (MusterRules *rules,
                         const char  *action)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < rules->entries->len; i++)
    {
      Indexed *ix = g_ptr_array_index (rules->entries, i);
      if (g_strv_contains ((const char * const *) ix->entry.actions, action))
        g_ptr_array_add (out, &ix->entry);
    }
  return out;
}

static gboolean
any_prefix (GStrv       words,
            const char *query_word)
{
  for (guint i = 0; words[i]; i++)
    if (g_str_has_prefix (words[i], query_word))
      return TRUE;
  return FALSE;
}

typedef struct
{
  const MusterRuleEntry *entry;
  int                    score;
  guint                  order;
} Hit;

static int
compare_hits (gconstpointer a,
              gconstpointer b)
{
  const Hit *ha = a, *hb = b;

  if (ha->score != hb->score)
    return hb->score - ha->score;
  return (int) ha->order - (int) hb->order;
}

/* The words searched are folded at the first search, not at load: every
 * system's rules are read when Muster starts, and folding them all would
 * hold back its first window for a search that may never come. */
static void
ensure_index (MusterRules *rules)
{
  g_mutex_lock (&rules->index_lock);
  for (guint i = 0; i < rules->entries->len; i++)
    {
      Indexed *ix = g_ptr_array_index (rules->entries, i);
      g_autofree char *keywords = NULL;
      g_autofree char *all = NULL;

      if (ix->title_words != NULL)
        continue;
      keywords = ix->entry.keywords ? g_strjoinv (" ", ix->entry.keywords) : NULL;
      all = g_strjoin (" ", ix->entry.section ? ix->entry.section : "", ix->entry.summary,
                       keywords ? keywords : "", NULL);
      ix->words = split_words (all);
      ix->title_words = split_words (ix->entry.title);
    }
  g_mutex_unlock (&rules->index_lock);
}

GPtrArray *
muster_rules_search (MusterRules *rules,
                     const char  *query)
{
  g_auto(GStrv) qwords = split_words (query);
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (Hit));
  GPtrArray *out = g_ptr_array_new ();

  ensure_index (rules);
  for (guint i = 0; i < rules->entries->len; i++)
    {
      Indexed *ix = g_ptr_array_index (rules->entries, i);
      g_autofree char *folded_section = muster_rules_fold (ix->entry.section);
      int score = 0;
      gboolean all = TRUE;

      for (guint q = 0; qwords[q]; q++)
        {
          if (any_prefix (ix->title_words, qwords[q]))
            score += 3;
          else if (any_prefix (ix->words, qwords[q]))
            score += 1;
          else
            {
              all = FALSE;
              break;
            }
          /* The exact section asked for comes first. */
          if (g_strcmp0 (folded_section, qwords[q]) == 0)
            score += 10;
        }
      if (all)
        {
          Hit hit = { &ix->entry, score, i };
          g_array_append_val (hits, hit);
        }
    }

  g_array_sort (hits, compare_hits);
  for (guint i = 0; i < hits->len; i++)
    g_ptr_array_add (out, (gpointer) g_array_index (hits, Hit, i).entry);
  return out;
}
