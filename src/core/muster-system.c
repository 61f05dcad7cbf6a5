/* muster-system.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-system.h"
#include "muster-xml.h"

struct _MusterSystem
{
  const MusterSystemDef *def;
  char                  *name;
  char                  *description;
  GPtrArray             *scenarios;
  GPtrArray             *options;
  GPtrArray             *sides;
  GHashTable            *correction_stores; /* action id → store id */
  MusterRules           *rules;             /* NULL until first asked for */
  GError                *rules_error;       /* why they could not be read */
  GMutex                 rules_lock;
  gint                   rules_warned;      /* atomic: said once */
  /* The starting states made so far, by scenario and options: a state is a
   * pure function of the two, and a campaign of many games of one scenario
   * then reads the system's data once, not once a game. */
  GMutex                 starts_lock;
  GHashTable            *starts;            /* key → MusterState* */
};

static void
scenario_input_free (MusterScenarioInput *input)
{
  g_free (input->name);
  g_free (input->label);
  g_free (input->system);
  g_free (input->scenario);
  g_free (input);
}

static void
scenario_free (MusterScenario *s)
{
  g_clear_pointer (&s->inputs, g_ptr_array_unref);
  g_free (s->id);
  g_free (s->name);
  g_free (s->description);
  g_strfreev (s->sides);
  g_free (s->source);
  g_free (s);
}

static void
option_free (MusterOption *o)
{
  g_free (o->id);
  g_free (o->name);
  g_free (o->description);
  g_free (o->section);
  g_free (o->default_value);
  g_free (o->manual_default);
  g_strfreev (o->choices);
  g_strfreev (o->choice_names);
  g_free (o);
}

static void
side_free (MusterSide *s)
{
  g_free (s->id);
  g_free (s->name);
  g_free (s);
}

static void
system_free (MusterSystem *system)
{
  g_free (system->name);
  g_free (system->description);
  g_ptr_array_unref (system->scenarios);
  g_ptr_array_unref (system->options);
  g_ptr_array_unref (system->sides);
  g_hash_table_unref (system->correction_stores);
  g_clear_pointer (&system->rules, muster_rules_unref);
  g_clear_error (&system->rules_error);
  g_mutex_clear (&system->rules_lock);
  g_hash_table_unref (system->starts);
  g_mutex_clear (&system->starts_lock);
  g_free (system);
}

const char *
muster_system_get_id (MusterSystem *system)
{
  return system->def->id;
}

const char *
muster_system_get_name (MusterSystem *system)
{
  return system->name;
}

const char *
muster_system_get_description (MusterSystem *system)
{
  return system->description;
}

GPtrArray *
muster_system_get_scenarios (MusterSystem *system)
{
  return system->scenarios;
}

GPtrArray *
muster_system_get_options (MusterSystem *system)
{
  return system->options;
}

GPtrArray *
muster_system_get_sides (MusterSystem *system)
{
  return system->sides;
}

const MusterScenario *
muster_system_find_scenario (MusterSystem *system,
                             const char   *scenario_id)
{
  for (guint i = 0; i < system->scenarios->len; i++)
    {
      MusterScenario *s = g_ptr_array_index (system->scenarios, i);
      if (g_strcmp0 (s->id, scenario_id) == 0)
        return s;
    }
  return NULL;
}

const MusterOption *
muster_system_find_option (MusterSystem *system,
                           const char   *option_id)
{
  for (guint i = 0; i < system->options->len; i++)
    {
      MusterOption *o = g_ptr_array_index (system->options, i);
      if (g_strcmp0 (o->id, option_id) == 0)
        return o;
    }
  return NULL;
}

const char *
muster_system_get_side_name (MusterSystem *system,
                             const char   *side_id)
{
  for (guint i = 0; i < system->sides->len; i++)
    {
      MusterSide *s = g_ptr_array_index (system->sides, i);
      if (g_strcmp0 (s->id, side_id) == 0)
        return s->name;
    }
  return side_id;
}

/* The rules reference is read the first time it is asked for (the Rules
 * panel, a rule named beside an action, the command line's `rules`), not
 * when Muster starts: the start page needs none of it. */
gboolean
muster_system_load_rules (MusterSystem  *system,
                          GError       **error)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&system->rules_lock);

  if (system->rules == NULL)
    {
      g_autofree char *path = g_strdup_printf (MUSTER_RESOURCE_PREFIX "/games/%s/rules.xml", system->def->id);

      system->rules = muster_rules_new ();
      if (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
        {
          g_autoptr(xmlDoc) doc = muster_xml_parse_resource (path, &system->rules_error);

          if (doc == NULL ||
              !muster_xml_validate (doc, MUSTER_RESOURCE_PREFIX "/schema/rules.rng", path, &system->rules_error) ||
              !muster_rules_load (system->rules, xmlDocGetRootElement (doc), &system->rules_error))
            {
              /* Nothing of a reference that does not read. */
              muster_rules_unref (system->rules);
              system->rules = muster_rules_new ();
            }
        }
    }
  if (system->rules_error != NULL)
    {
      if (error != NULL)
        *error = g_error_copy (system->rules_error);
      return FALSE;
    }
  return TRUE;
}

MusterRules *
muster_system_get_rules (MusterSystem *system)
{
  g_autoptr(GError) error = NULL;

  if (!muster_system_load_rules (system, &error) && g_atomic_int_compare_and_exchange (&system->rules_warned, FALSE, TRUE))
    g_warning ("%s", error->message);
  return system->rules;
}

const char *
muster_system_get_correction_store (MusterSystem *system,
                                    const char   *action_id)
{
  const char *store = g_hash_table_lookup (system->correction_stores, action_id);

  return store != NULL ? store : muster_system_get_id (system);
}

GStrv
muster_system_list_correction_stores (MusterSystem *system)
{
  g_autoptr(GPtrArray) stores = g_ptr_array_new ();
  g_autoptr(GList) shared = g_list_sort (g_hash_table_get_values (system->correction_stores),
                                         (GCompareFunc) g_strcmp0);

  /* The system's own store, then each shared one once, in a fixed order. */
  g_ptr_array_add (stores, (gpointer) muster_system_get_id (system));
  for (GList *l = shared; l != NULL; l = l->next)
    if (!g_ptr_array_find_with_equal_func (stores, l->data, g_str_equal, NULL))
      g_ptr_array_add (stores, l->data);
  g_ptr_array_add (stores, NULL);
  return g_strdupv ((char **) stores->pdata);
}

char *
muster_system_get_resource (MusterSystem *system,
                            const char   *file)
{
  return g_strdup_printf (MUSTER_RESOURCE_PREFIX "/games/%s/%s", system->def->id, file);
}

static gboolean
option_value_ok (const MusterOption  *o,
                 const char          *value,
                 GError             **error)
{
  switch (o->type)
    {
    case MUSTER_OPTION_BOOL:
      if (g_strcmp0 (value, "true") == 0 || g_strcmp0 (value, "false") == 0)
        return TRUE;
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("Option “%s” is true or false, not “%s”"), o->id, value);
      return FALSE;

    case MUSTER_OPTION_CHOICE:
      if (o->choices && g_strv_contains ((const char * const *) o->choices, value))
        return TRUE;
      {
        g_autofree char *list = o->choices ? g_strjoinv (", ", o->choices) : g_strdup ("");
        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                     _("Option “%s” is one of %s, not “%s”"), o->id, list, value);
      }
      return FALSE;

    case MUSTER_OPTION_INT:
      {
        gint64 n;
        if (g_ascii_string_to_signed (value, 10, o->min, o->max, &n, NULL))
          return TRUE;
        g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                     _("Option “%s” is a whole number from %d to %d, not “%s”"),
                     o->id, o->min, o->max, value);
        return FALSE;
      }

    default:
      g_assert_not_reached ();
    }
}

GHashTable *
muster_system_resolve_options (MusterSystem  *system,
                               GHashTable    *options,
                               GError       **error)
{
  g_autoptr(GHashTable) out = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  if (options != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, options);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          const MusterOption *o = muster_system_find_option (system, key);

          if (o == NULL)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND,
                           _("%s has no option “%s”"), system->name, (const char *) key);
              return NULL;
            }
          if (!option_value_ok (o, value, error))
            return NULL;
          g_hash_table_insert (out, g_strdup (key), g_strdup (value));
        }
    }

  for (guint i = 0; i < system->options->len; i++)
    {
      MusterOption *o = g_ptr_array_index (system->options, i);

      if (!g_hash_table_contains (out, o->id))
        g_hash_table_insert (out, g_strdup (o->id), g_strdup (o->default_value));
    }
  return g_steal_pointer (&out);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* “scenario\nid=value\nid=value”, the options sorted by id. */
static char *
start_key (const MusterScenario *scenario,
           GHashTable           *options)
{
  g_autofree gpointer *ids = NULL;
  GString *key = g_string_new (scenario->id);
  guint n;

  ids = g_hash_table_get_keys_as_array (options, &n);
  qsort (ids, n, sizeof (gpointer), compare_strings);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, "\n%s=%s", (const char *) ids[i],
                            (const char *) g_hash_table_lookup (options, ids[i]));
  return g_string_free (key, FALSE);
}

MusterState *
muster_system_new_state (MusterSystem  *system,
                         const char    *scenario_id,
                         GHashTable    *options,
                         GError       **error)
{
  const MusterScenario *scenario = muster_system_find_scenario (system, scenario_id);
  g_autoptr(GHashTable) resolved = NULL;
  g_autoptr(MusterState) start = NULL;
  g_autofree char *key = NULL;

  if (scenario == NULL)
    {
      GString *ids = g_string_new (NULL);

      for (guint i = 0; i < system->scenarios->len; i++)
        g_string_append_printf (ids, "%s%s", i ? ", " : "",
                                ((MusterScenario *) g_ptr_array_index (system->scenarios, i))->id);
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOT_FOUND,
                   _("%s has no scenario “%s” (it has: %s)"),
                   system->name, scenario_id, ids->str);
      g_string_free (ids, TRUE);
      return NULL;
    }

  resolved = muster_system_resolve_options (system, options, error);
  if (resolved == NULL)
    return NULL;

  key = start_key (scenario, resolved);
  g_mutex_lock (&system->starts_lock);
  start = g_hash_table_lookup (system->starts, key);
  if (start != NULL)
    g_object_ref (start);
  g_mutex_unlock (&system->starts_lock);

  if (start == NULL)
    {
      start = system->def->new_state (system, scenario, resolved, error);
      if (start == NULL)
        return NULL;
      muster_state_set_system (start, system);
      g_mutex_lock (&system->starts_lock);
      g_hash_table_replace (system->starts, g_steal_pointer (&key), g_object_ref (start));
      g_mutex_unlock (&system->starts_lock);
    }
  return muster_state_copy (start);
}

/* Loading system.xml */

static char *
child_text (xmlNode    *node,
            const char *name)
{
  xmlNode *child = muster_xml_child (node, name);
  char *text;

  if (child == NULL)
    return g_strdup ("");
  text = muster_xml_get_text (child);
  return g_strstrip (text);
}

static MusterSystem *
system_load (const MusterSystemDef  *def,
             GError                **error)
{
  g_autofree char *path = g_strdup_printf (MUSTER_RESOURCE_PREFIX "/games/%s/system.xml", def->id);
  g_autoptr(xmlDoc) doc = NULL;
  MusterSystem *system;
  xmlNode *root;

  doc = muster_xml_parse_resource (path, error);
  if (doc == NULL)
    return NULL;
  if (!muster_xml_validate (doc, MUSTER_RESOURCE_PREFIX "/schema/system.rng", path, error))
    return NULL;
  root = xmlDocGetRootElement (doc);

  system = g_new0 (MusterSystem, 1);
  system->def = def;
  system->name = muster_xml_get (root, "name");
  system->description = child_text (root, "description");
  system->scenarios = g_ptr_array_new_with_free_func ((GDestroyNotify) scenario_free);
  system->options = g_ptr_array_new_with_free_func ((GDestroyNotify) option_free);
  system->sides = g_ptr_array_new_with_free_func ((GDestroyNotify) side_free);
  system->correction_stores = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  system->starts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  g_mutex_init (&system->starts_lock);
  g_mutex_init (&system->rules_lock);

  muster_xml_foreach_element (node, root)
    {
      if (muster_xml_is (node, "side"))
        {
          MusterSide *side = g_new0 (MusterSide, 1);

          side->id = muster_xml_get (node, "id");
          side->name = muster_xml_get (node, "name");
          g_ptr_array_add (system->sides, side);
        }
      else if (muster_xml_is (node, "scenario"))
        {
          MusterScenario *s = g_new0 (MusterScenario, 1);

          s->id = muster_xml_get (node, "id");
          s->name = muster_xml_get (node, "name");
          s->source = muster_xml_get (node, "source");
          s->sides = muster_xml_get_list (node, "sides");
          s->description = child_text (node, "description");
          s->inputs = g_ptr_array_new_with_free_func ((GDestroyNotify) scenario_input_free);
          muster_xml_foreach_element (in, node)
            if (muster_xml_is (in, "input"))
              {
                MusterScenarioInput *input = g_new0 (MusterScenarioInput, 1);
                g_autofree char *label = muster_xml_get (in, "label");

                input->name = muster_xml_get (in, "name");
                input->label = g_strdup (label ? label : input->name);
                input->system = muster_xml_get (in, "system");
                if (input->system == NULL)
                  input->system = g_strdup (system->def->id);
                input->scenario = muster_xml_get (in, "scenario");
                input->optional = muster_xml_get_bool (in, "optional", FALSE);
                g_ptr_array_add (s->inputs, input);
              }
          g_ptr_array_add (system->scenarios, s);
        }
      else if (muster_xml_is (node, "option"))
        {
          MusterOption *o = g_new0 (MusterOption, 1);
          g_autofree char *type = muster_xml_get (node, "type");
          GStrvBuilder *ids = g_strv_builder_new ();
          GStrvBuilder *names = g_strv_builder_new ();

          o->id = muster_xml_get (node, "id");
          o->name = muster_xml_get (node, "name");
          o->section = muster_xml_get (node, "section");
          o->default_value = muster_xml_get (node, "default");
          o->manual_default = muster_xml_get (node, "manual-default");
          o->description = child_text (node, "description");
          if (g_strcmp0 (type, "choice") == 0)
            o->type = MUSTER_OPTION_CHOICE;
          else if (g_strcmp0 (type, "int") == 0)
            o->type = MUSTER_OPTION_INT;
          else
            o->type = MUSTER_OPTION_BOOL;
          if (!muster_xml_get_int (node, "min", G_MININT, &o->min, error) ||
              !muster_xml_get_int (node, "max", G_MAXINT, &o->max, error))
            {
              g_strv_builder_unref (ids);
              g_strv_builder_unref (names);
              option_free (o);
              system_free (system);
              return NULL;
            }
          muster_xml_foreach_element (c, node)
            {
              g_autofree char *cid = NULL;
              g_autofree char *cname = NULL;

              if (!muster_xml_is (c, "choice"))
                continue;
              cid = muster_xml_get (c, "id");
              cname = muster_xml_get (c, "name");
              g_strv_builder_add (ids, cid);
              g_strv_builder_add (names, cname ? cname : cid);
            }
          o->choices = g_strv_builder_end (ids);
          o->choice_names = g_strv_builder_end (names);
          g_strv_builder_unref (ids);
          g_strv_builder_unref (names);
          if (o->default_value == NULL)
            o->default_value = g_strdup (o->type == MUSTER_OPTION_BOOL ? "false" :
                                         o->choices[0] ? o->choices[0] : "0");
          g_ptr_array_add (system->options, o);
        }
      else if (muster_xml_is (node, "corrections"))
        {
          g_autofree char *store = muster_xml_get (node, "store");
          g_auto(GStrv) actions = muster_xml_get_list (node, "actions");

          for (guint i = 0; actions && actions[i]; i++)
            g_hash_table_replace (system->correction_stores, g_strdup (actions[i]), g_strdup (store));
        }
    }

  return system;
}

/* The registry */

struct _MusterRegistry
{
  GObject    parent_instance;
  GPtrArray *systems;
};

G_DEFINE_FINAL_TYPE (MusterRegistry, muster_registry, G_TYPE_OBJECT)

static void
muster_registry_finalize (GObject *object)
{
  MusterRegistry *self = MUSTER_REGISTRY (object);

  g_ptr_array_unref (self->systems);
  G_OBJECT_CLASS (muster_registry_parent_class)->finalize (object);
}

static void
muster_registry_class_init (MusterRegistryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_registry_finalize;
}

static void
muster_registry_init (MusterRegistry *self)
{
  self->systems = g_ptr_array_new_with_free_func ((GDestroyNotify) system_free);
}

MusterRegistry *
muster_registry_new (void)
{
  return g_object_new (MUSTER_TYPE_REGISTRY, NULL);
}

gboolean
muster_registry_add (MusterRegistry         *self,
                     const MusterSystemDef  *def,
                     GError                **error)
{
  MusterSystem *system;

  g_return_val_if_fail (MUSTER_IS_REGISTRY (self), FALSE);

  if (muster_registry_lookup (self, def->id) != NULL)
    return TRUE;
  if (def->register_resource != NULL)
    def->register_resource ();
  system = system_load (def, error);
  if (system == NULL)
    return FALSE;
  g_ptr_array_add (self->systems, system);
  return TRUE;
}

MusterSystem *
muster_registry_lookup (MusterRegistry *self,
                        const char     *id)
{
  g_return_val_if_fail (MUSTER_IS_REGISTRY (self), NULL);

  for (guint i = 0; i < self->systems->len; i++)
    {
      MusterSystem *system = g_ptr_array_index (self->systems, i);
      if (g_strcmp0 (system->def->id, id) == 0)
        return system;
    }
  return NULL;
}

GPtrArray *
muster_registry_list (MusterRegistry *self)
{
  g_return_val_if_fail (MUSTER_IS_REGISTRY (self), NULL);
  return self->systems;
}
