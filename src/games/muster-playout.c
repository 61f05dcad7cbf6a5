/* muster-playout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "muster-playout.h"

#include "boston-concord/b2c-view.h"
#include "bunker-hill/bh-view.h"

/* Bunker Hill: lines of words (“land-move neck muster-box”) worth trying
 * for each action, from the regions, stacks and the pending decision. */

static void
add (GPtrArray  *list,
     const char *line)
{
  g_ptr_array_add (list, g_strdup (line));
}

static GStrv
regions_of_kind (BhState    *s,
                 const char *kind)
{
  GStrvBuilder *b = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; i < bh_view_n_regions (s); i++)
    {
      BhViewRegion r;

      bh_view_region (s, i, &r);
      if (kind == NULL || g_str_equal (r.kind, kind))
        g_strv_builder_add (b, r.id);
    }
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
}

static gboolean
side_in (BhState    *s,
         const char *region,
         const char *side)
{
  g_autoptr(GArray) stack = bh_view_stack (s, region);

  for (guint k = 0; k < stack->len; k++)
    {
      BhViewCounter c;

      bh_view_counter (s, (guint) g_array_index (stack, int, k), &c);
      if (g_str_equal (c.side, side))
        return TRUE;
    }
  return FALSE;
}

/* Argument lists worth trying for @action now. */
static void
bh_candidates (BhState    *s,
               const char *action,
               GRand      *rand,
               GPtrArray  *out)
{
  const char *me = muster_state_get_acting_side (MUSTER_STATE (s));
  const char *enemy = g_strcmp0 (me, "british") == 0 ? "patriot" : "british";
  g_auto(GStrv) land = regions_of_kind (s, "land");
  g_auto(GStrv) zones = regions_of_kind (s, "zone");
  g_auto(GStrv) boxes = regions_of_kind (s, "fleet-box");
  BhViewDecision d = { 0 };
  gboolean pending = bh_view_decision (s, &d);

  if (g_strv_contains ((const char * const[]) { "draw-card", "end-turn", "wrong-ammo", "fire-spread",
                                                "courage-check", "plan", "use-reserve", "stand",
                                                "setup-suggested", "setup-done", "roll-objective", NULL }, action))
    add (out, action);
  else if (g_str_equal (action, "pass"))
    {
      add (out, "pass");
      add (out, "pass spend");
    }
  else if (g_str_equal (action, "defensive-fire"))
    {
      add (out, "defensive-fire fire");
      add (out, "defensive-fire hold");
    }
  else if (pending && (g_str_equal (action, "panic-check") || g_str_equal (action, "spread-to")))
    {
      for (guint k = 0; d.candidates[k] != NULL; k++)
        {
          g_autofree char *line = g_strdup_printf ("%s %s", action, d.candidates[k]);
          add (out, line);
        }
    }
  else if (pending && g_str_equal (action, "allocate-hits"))
    {
      guint n = g_strv_length (d.candidates);

      /* In order, each counter once, then each twice; then random picks. */
      for (int twice = 0; twice < 2 && n > 0; twice++)
        for (int hits = d.hits; hits >= 1; hits--)
          {
            GString *line = g_string_new (action);

            for (int h = 0; h < hits; h++)
              g_string_append_printf (line, " %s", d.candidates[(guint) (twice ? h / 2 : h) % n]);
            g_ptr_array_add (out, g_string_free (line, FALSE));
          }
      for (int tries = 0; tries < 12 && n > 0; tries++)
        for (int hits = d.hits; hits >= 1; hits--)
          {
            GString *line = g_string_new (action);

            for (int h = 0; h < hits; h++)
              g_string_append_printf (line, " %s", d.candidates[(guint) g_rand_int_range (rand, 0, (gint) n)]);
            g_ptr_array_add (out, g_string_free (line, FALSE));
          }
    }
  else if (pending && (g_str_equal (action, "retreat") || g_str_equal (action, "evacuate")))
    {
      g_auto(GStrv) nb = bh_view_neighbours (s, d.region);

      if (g_str_equal (action, "retreat"))
        add (out, "retreat");
      for (guint k = 0; nb[k] != NULL; k++)
        {
          g_autofree char *line = g_strdup_printf ("%s %s", action, nb[k]);
          g_autoptr(GArray) stack = bh_view_stack (s, d.region);

          add (out, line);
          /* Splitting up, one counter at a time. */
          for (guint j = 0; j < stack->len; j++)
            {
              BhViewCounter c;
              g_autofree char *one = NULL;

              bh_view_counter (s, (guint) g_array_index (stack, int, j), &c);
              if (g_strcmp0 (c.side, d.side) != 0)
                continue;
              one = g_strdup_printf ("%s %s %s", action, nb[k], c.id);
              add (out, one);
            }
        }
    }
  else if (g_str_equal (action, "reinforce"))
    {
      for (guint k = 0; zones[k] != NULL; k++)
        {
          g_autofree char *line = g_strdup_printf ("reinforce %s", zones[k]);
          add (out, line);
        }
    }
  else if (g_str_equal (action, "naval-move"))
    {
      for (guint k = 0; boxes[k] != NULL; k++)
        {
          g_autofree char *line = g_strdup_printf ("naval-move %s", boxes[k]);
          add (out, line);
        }
    }
  else if (g_str_equal (action, "choose-objective"))
    {
      add (out, "choose-objective 1");
      add (out, "choose-objective 2");
      add (out, "choose-objective 3");
      add (out, "choose-objective 4 ndw");
      add (out, "choose-objective 5 breeds-hill");
      add (out, "choose-objective 6 neck ndw bunker-hill zone-1 zone-3 zone-4");
    }
  else if (g_str_equal (action, "choose-defense"))
    {
      add (out, "choose-defense charlestown");
      add (out, "choose-defense ndw");
      add (out, "choose-defense breeds-hill");
      add (out, "choose-defense bunker-hill");
    }
  else if (g_str_equal (action, "land-troops"))
    {
      for (guint z = 0; zones[z] != NULL; z++)
        {
          g_auto(GStrv) nb = NULL;

          if (!side_in (s, zones[z], "british"))
            continue;
          nb = bh_view_neighbours (s, zones[z]);
          for (guint k = 0; nb[k] != NULL; k++)
            {
              g_autofree char *line = g_strdup_printf ("land-troops %s %s", zones[z], nb[k]);
              add (out, line);
            }
        }
    }
  else if (g_str_equal (action, "snipe"))
    {
      for (guint k = 0; land[k] != NULL; k++)
        if (side_in (s, land[k], "british"))
          {
            g_autofree char *line = g_strdup_printf ("snipe %s", land[k]);
            add (out, line);
          }
    }
  else if (g_str_equal (action, "bombard"))
    {
      for (guint k = 0; land[k] != NULL; k++)
        {
          g_autofree char *a = g_strdup_printf ("bombard fleet units %s", land[k]);
          g_autofree char *b = g_strdup_printf ("bombard battery hot-shot %s", land[k]);
          g_autofree char *c = g_strdup_printf ("bombard fleet hot-shot %s battery units %s", land[k], land[k]);

          if (side_in (s, land[k], "patriot"))
            add (out, a);
          add (out, b);
          add (out, c);
        }
    }
  else if (me != NULL)
    {
      /* Actions from a region of the acting side. */
      g_auto(GStrv) all = regions_of_kind (s, NULL);

      for (guint k = 0; all[k] != NULL; k++)
        {
          g_auto(GStrv) nb = NULL;

          if (!side_in (s, all[k], me))
            continue;
          nb = bh_view_neighbours (s, all[k]);
          if (g_str_equal (action, "rally"))
            {
              g_autofree char *line = g_strdup_printf ("rally %s", all[k]);
              add (out, line);
              continue;
            }
          for (guint j = 0; land[j] != NULL; j++)
            {
              g_autofree char *line = NULL;
              gboolean enemy_there = side_in (s, land[j], enemy);

              if (g_str_equal (action, "volley-fire") || g_str_equal (action, "cannonade") ||
                  g_str_equal (action, "assault"))
                {
                  if (!enemy_there)
                    continue;
                  line = g_strdup_printf ("%s %s %s", action, all[k], land[j]);
                }
              else if (g_str_equal (action, "land-move"))
                {
                  if (enemy_there)
                    continue;
                  line = g_strdup_printf ("land-move %s %s", all[k], land[j]);
                }
              else if (g_str_equal (action, "reorganize") && g_strv_contains ((const char * const *) nb, land[j]))
                line = g_strdup_printf ("reorganize %s %s", all[k], land[j]);
              if (line != NULL)
                add (out, line);
            }
          if (g_str_equal (action, "land-move") && g_str_equal (all[k], "neck"))
            add (out, "land-move neck muster-box");
        }
    }
  if (pending)
    bh_view_decision_clear (&d);
}

/* Parameters: a few random argument lists made from each parameter's kind,
 * bounds and choices. */

static const char * const words[] = {
  "Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel",
};

static char *
random_value (const MusterParam *param,
              GRand             *rand)
{
  switch (param->kind)
    {
    case MUSTER_PARAM_CHOICE:
      {
        guint n = param->choices ? g_strv_length (param->choices) : 0;

        return n ? g_strdup (param->choices[g_rand_int_range (rand, 0, (gint) n)]) : NULL;
      }
    case MUSTER_PARAM_NUMBER:
      {
        /* Small numbers near the bottom of wide bounds. */
        int lo = param->min, hi = param->max;

        if (hi < lo)
          return NULL;
        if ((gint64) hi - lo > 20)
          {
            lo = CLAMP (0, lo, hi);
            hi = MIN (hi, lo + 10);
          }
        return g_strdup_printf ("%d", g_rand_int_range (rand, lo, hi + 1));
      }
    case MUSTER_PARAM_DICE:
      {
        static const int sides[] = { 4, 6, 6, 6, 8, 10, 12, 20 };
        int n = g_rand_int_range (rand, 1, 5);
        int s = sides[g_rand_int_range (rand, 0, G_N_ELEMENTS (sides))];
        int plus = g_rand_int_range (rand, -1, 3);

        return plus ? g_strdup_printf ("%dd%d%+d", n, s, plus) : g_strdup_printf ("%dd%d", n, s);
      }
    case MUSTER_PARAM_TEXT:
    default:
      return g_strdup (words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
    }
}

static void
param_candidates (MusterState *state,
                  const char  *action,
                  GRand       *rand,
                  GPtrArray   *out)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (state, action);

  for (guint tries = 0; info != NULL && tries < 8; tries++)
    {
      g_autoptr(GStrvBuilder) args = g_strv_builder_new ();
      gboolean ok = TRUE;

      for (guint i = 0; ok && info->params && i < info->params->len; i++)
        {
          const MusterParam *param = g_ptr_array_index (info->params, i);
          guint n = param->repeated ? (guint) g_rand_int_range (rand, 1, 4) : 1;

          /* Optional parameters come last: stop at one, half the time. */
          if (param->optional && g_rand_boolean (rand))
            break;
          for (guint k = 0; ok && k < n; k++)
            {
              g_autofree char *value = random_value (param, rand);

              if (value == NULL)
                ok = FALSE;
              else
                g_strv_builder_add (args, value);
            }
        }
      if (ok)
        g_ptr_array_add (out, g_strv_builder_end (args));
    }
}

GPtrArray *
muster_playout_candidates (MusterState *state,
                           const char  *action,
                           GRand       *rand)
{
  GPtrArray *out;

  g_return_val_if_fail (MUSTER_IS_STATE (state), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (B2C_IS_STATE (state))
    return b2c_view_candidates (B2C_STATE (state), action);

  out = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  if (BH_IS_STATE (state))
    {
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

      bh_candidates (BH_STATE (state), action, rand, lines);
      for (guint i = 0; i < lines->len; i++)
        {
          g_auto(GStrv) line = g_strsplit (g_ptr_array_index (lines, i), " ", -1);

          /* The action's own name comes first. */
          g_ptr_array_add (out, g_strdupv (line + 1));
        }
    }
  else
    param_candidates (state, action, rand, out);
  return out;
}

/* Actions a random game leaves alone: corrections of reconstructed data,
 * and the set-up and sighting steps Muster's own set-up answers. */
static gboolean
left_alone (const char *id)
{
  return g_str_has_prefix (id, "set-") || g_str_has_prefix (id, "correct-") ||
         g_str_equal (id, "sight-roll") || g_str_equal (id, "setup-swap") ||
         g_str_equal (id, "setup-place") || g_str_equal (id, "upgrade-objective");
}

static void
shuffle (GPtrArray *array,
         GRand     *rand)
{
  for (guint i = array->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint) i);
      gpointer tmp = array->pdata[i - 1];

      array->pdata[i - 1] = array->pdata[j];
      array->pdata[j] = tmp;
    }
}

const char *
muster_playout_step (MusterSession  *session,
                     GRand          *rand,
                     GError        **error)
{
  g_autoptr(GPtrArray) actions = NULL;
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  MusterState *state;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);
  g_return_val_if_fail (rand != NULL, NULL);

  state = muster_session_get_state (session);
  actions = muster_state_list_actions (state);
  for (guint i = 0; actions != NULL && i < actions->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (actions, i);

      if (!info->legal || left_alone (info->id))
        continue;
      /* Passing is the last resort, most of the time. */
      g_ptr_array_add (order, info);
      if (!g_str_equal (info->id, "pass") && !g_str_equal (info->id, "use-reserve"))
        {
          g_ptr_array_add (order, info);
          g_ptr_array_add (order, info);
        }
    }
  shuffle (order, rand);

  for (guint i = 0; i < order->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (order, i);
      g_autoptr(GPtrArray) candidates = muster_playout_candidates (state, info->id, rand);

      shuffle (candidates, rand);
      for (guint k = 0; k < candidates->len && k < 60; k++)
        {
          const char * const *args = g_ptr_array_index (candidates, k);
          g_autoptr(GError) local_error = NULL;

          if (muster_session_perform (session, info->id, args, MUSTER_PERFORM_NONE, &local_error) != NULL)
            return g_intern_string (info->id);
          /* A die the seeded source cannot give is a bug in the engine's
           * use of chance, or a manual source: never a refusal. */
          if (g_error_matches (local_error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT))
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
        }
    }
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING, "No action applies");
  return NULL;
}
