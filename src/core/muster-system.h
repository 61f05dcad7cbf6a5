/* muster-system.h: a game system behind one small interface, and the
 * registry that lists them.
 *
 * A system is its code (a MusterSystemDef: id and a new_state function) and
 * its data: data/games/<id>/system.xml names it, lists its sides, scenarios
 * and options; rules.xml is its rules reference. The registry joins the two.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "muster-rules.h"
#include "muster-state.h"

G_BEGIN_DECLS

#define MUSTER_RESOURCE_PREFIX "/org/muster/Muster"

typedef enum
{
  MUSTER_OPTION_BOOL,
  MUSTER_OPTION_CHOICE,
  MUSTER_OPTION_INT,
} MusterOptionType;

/* What a scenario takes from another session of the campaign: an army
 * list for a battle, the previous battle of a campaign. */
typedef struct
{
  char *name;        /* “british”, “previous” */
  char *label;       /* “British army list” */
  char *system;      /* the system of the session it takes (usually its own) */
  char *scenario;    /* its scenario, or NULL for any */
  gboolean optional;
} MusterScenarioInput;

typedef struct
{
  char *id;
  char *name;
  char *description;
  GStrv sides;       /* side ids the scenario is for (solitaire: the player's side) */
  char *source;      /* rule section of the set-up, e.g. “15.1” */
  GPtrArray *inputs; /* MusterScenarioInput* */
} MusterScenario;

typedef struct
{
  char             *id;
  char             *name;
  char             *description;
  char             *section;
  MusterOptionType  type;
  char             *default_value;
  char             *manual_default; /* the default with the players' own dice, or NULL */
  GStrv             choices;
  GStrv             choice_names;
  int               min;
  int               max;
} MusterOption;

typedef struct
{
  char *id;
  char *name;
} MusterSide;

typedef struct
{
  const char   *id;
  /* Registers the system's own data bundle (data/games/<id>/) before its
   * system.xml is read: the <c_name>_register_resource() function that
   * glib-compile-resources --manual-register generates. */
  void         (*register_resource) (void);
  /* Builds the starting state of @scenario. @options holds every option of
   * the system, validated and with defaults filled in. */
  MusterState *(*new_state) (MusterSystem         *system,
                             const MusterScenario *scenario,
                             GHashTable           *options,
                             GError              **error);
} MusterSystemDef;

const char           *muster_system_get_id          (MusterSystem *system);
const char           *muster_system_get_name        (MusterSystem *system);
const char           *muster_system_get_description (MusterSystem *system);
/* MusterScenario*, MusterOption*, MusterSide*; borrowed. */
GPtrArray            *muster_system_get_scenarios   (MusterSystem *system);
GPtrArray            *muster_system_get_options     (MusterSystem *system);
GPtrArray            *muster_system_get_sides       (MusterSystem *system);
const MusterScenario *muster_system_find_scenario   (MusterSystem *system,
                                                     const char   *scenario_id);
const MusterOption   *muster_system_find_option     (MusterSystem *system,
                                                     const char   *option_id);
const char           *muster_system_get_side_name   (MusterSystem *system,
                                                     const char   *side_id);
/* The rules reference (may be empty, never NULL), read when first asked
 * for; load_rules() says why it could not be read. */
MusterRules          *muster_system_get_rules       (MusterSystem *system);
gboolean              muster_system_load_rules      (MusterSystem  *system,
                                                     GError       **error);
/* Where the players' corrections made with @action_id are kept for their
 * next games (muster-corrections.h): the system's own store (its id), or
 * a store it shares with other systems, named in its system.xml
 * (<corrections store="…" actions="…"/>), as the two Revolution Road games
 * share the one deck of cards. */
const char           *muster_system_get_correction_store (MusterSystem *system,
                                                          const char   *action_id);
/* Every store of the system's corrections, its own first. */
GStrv                 muster_system_list_correction_stores (MusterSystem *system);
/* “/org/muster/Muster/games/<id>/<file>” */
char                 *muster_system_get_resource    (MusterSystem *system,
                                                     const char   *file);
/* Checks @options (id -> value strings, may be NULL) against the system's
 * options and returns a complete table with defaults filled in. */
GHashTable           *muster_system_resolve_options (MusterSystem *system,
                                                     GHashTable   *options,
                                                     GError      **error);
MusterState          *muster_system_new_state       (MusterSystem *system,
                                                     const char   *scenario_id,
                                                     GHashTable   *options,
                                                     GError      **error);

#define MUSTER_TYPE_REGISTRY (muster_registry_get_type ())
G_DECLARE_FINAL_TYPE (MusterRegistry, muster_registry, MUSTER, REGISTRY, GObject)

MusterRegistry *muster_registry_new       (void);
/* Loads the system's data from resources; fails on missing or invalid data. */
gboolean        muster_registry_add       (MusterRegistry        *self,
                                           const MusterSystemDef *def,
                                           GError               **error);
MusterSystem   *muster_registry_lookup    (MusterRegistry        *self,
                                           const char            *id);
/* MusterSystem*, borrowed, in the order added. */
GPtrArray      *muster_registry_list      (MusterRegistry        *self);

G_END_DECLS
