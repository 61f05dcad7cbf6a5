/* muster-offers.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "muster-error.h"
#include "muster-offers.h"

void
muster_offer_free (MusterOffer *offer)
{
  if (offer == NULL)
    return;
  g_free (offer->action);
  g_free (offer->label);
  g_free (offer->section);
  g_strfreev (offer->args);
  g_free (offer->text);
  g_free (offer);
}

MusterOffer *
muster_offer_copy (const MusterOffer *offer)
{
  MusterOffer *copy = g_new0 (MusterOffer, 1);

  copy->action = g_strdup (offer->action);
  copy->label = g_strdup (offer->label);
  copy->section = g_strdup (offer->section);
  copy->args = g_strdupv (offer->args);
  copy->text = g_strdup (offer->text);
  copy->uncertain = offer->uncertain;
  return copy;
}

/* ---- what an action's arguments are ------------------------------------- */

/* An action's words, places and pieces, each id with the name players
 * read, from its parameters' choices. */
typedef struct
{
  GHashTable *words;   /* id -> label */
  GHashTable *places;
  GHashTable *pieces;
  gboolean    trailing_pieces;  /* the last parameter takes more pieces */
  const MusterActionInfo *info; /* for its keyed arguments */
} Vocabulary;

static void
vocabulary_clear (Vocabulary *v)
{
  g_clear_pointer (&v->words, g_hash_table_unref);
  g_clear_pointer (&v->places, g_hash_table_unref);
  g_clear_pointer (&v->pieces, g_hash_table_unref);
}

static void
vocabulary_init (Vocabulary             *v,
                 const MusterActionInfo *info)
{
  v->words = g_hash_table_new (g_str_hash, g_str_equal);
  v->places = g_hash_table_new (g_str_hash, g_str_equal);
  v->pieces = g_hash_table_new (g_str_hash, g_str_equal);
  v->trailing_pieces = FALSE;
  v->info = info;
  for (guint i = 0; info != NULL && i < info->params->len; i++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, i);
      GHashTable *table;

      switch (param->kind)
        {
        case MUSTER_PARAM_PLACE:
          table = v->places;
          break;
        case MUSTER_PARAM_PIECE:
        case MUSTER_PARAM_ALLOCATION:
          table = v->pieces;
          break;
        case MUSTER_PARAM_CHOICE:
        case MUSTER_PARAM_SEAT:
        case MUSTER_PARAM_FLAG:
          table = v->words;
          break;
        default:
          table = NULL;
          break;
        }
      if (table == NULL || param->choices == NULL)
        continue;
      for (guint k = 0; param->choices[k] != NULL; k++)
        {
          const char *label = param->choice_labels != NULL && k < g_strv_length (param->choice_labels)
                              ? param->choice_labels[k] : param->choices[k];

          g_hash_table_insert (table, param->choices[k], (gpointer) label);
        }
      if (i == info->params->len - 1 && param->repeated && table == v->pieces)
        v->trailing_pieces = TRUE;
    }
}

static gboolean
is_place (Vocabulary *v,
          const char *arg)
{
  return g_hash_table_contains (v->places, arg);
}

static gboolean
is_piece (Vocabulary *v,
          const char *arg)
{
  return !is_place (v, arg) && g_hash_table_contains (v->pieces, arg);
}

/* @args in words, by the names of @v. */
static char *
describe (Vocabulary         *v,
          const char * const *args)
{
  g_autoptr(GString) words = g_string_new (NULL);
  g_autoptr(GString) places = g_string_new (NULL);
  g_autoptr(GString) pieces = g_string_new (NULL);
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  guint n_pieces = 0;

  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    {
      if (is_place (v, args[i]))
        g_string_append_printf (places, "%s%s", places->len ? " → " : "",
                                (const char *) g_hash_table_lookup (v->places, args[i]));
      else if (is_piece (v, args[i]))
        {
          if (n_pieces < 4)
            g_string_append_printf (pieces, "%s%s", pieces->len ? ", " : "",
                                    (const char *) g_hash_table_lookup (v->pieces, args[i]));
          n_pieces++;
        }
      else
        {
          const char *word = g_hash_table_lookup (v->words, args[i]);
          g_autofree char *keyed = word == NULL && v->info ? muster_action_info_describe_keyed (v->info, args[i]) : NULL;

          g_string_append_printf (words, "%s%s", words->len ? ", " : "", word ? word : keyed ? keyed : args[i]);
        }
    }
  if (n_pieces > 4)
    g_string_append_printf (pieces, g_dngettext (GETTEXT_PACKAGE, " and %u more", " and %u more", n_pieces - 4),
                            n_pieces - 4);
  if (words->len)
    g_ptr_array_add (parts, words->str);
  if (places->len)
    g_ptr_array_add (parts, places->str);
  if (pieces->len)
    g_ptr_array_add (parts, pieces->str);
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

char *
muster_offers_describe_args (MusterState        *state,
                             const char         *action,
                             const char * const *args)
{
  g_autoptr(MusterActionInfo) info = NULL;
  Vocabulary v;
  char *text;

  g_return_val_if_fail (MUSTER_IS_STATE (state), NULL);

  info = muster_state_find_action (state, action);
  vocabulary_init (&v, info);
  text = describe (&v, args);
  vocabulary_clear (&v);
  return text;
}

/* ---- offers -------------------------------------------------------------- */

static MusterOffer *
offer_new (const MusterActionInfo *info,
           Vocabulary             *v,
           const char * const     *args,
           gboolean                uncertain)
{
  MusterOffer *offer = g_new0 (MusterOffer, 1);

  offer->action = g_strdup (info->id);
  offer->label = g_strdup (info->label);
  offer->section = g_strdup (info->section);
  offer->args = g_strdupv ((char **) args);
  offer->text = describe (v, args);
  offer->uncertain = uncertain;
  return offer;
}

/* Accepted now, accepted only with an override (*uncertain), or not. */
static gboolean
acceptable (MusterState        *state,
            const char         *action,
            const char * const *args,
            gboolean           *uncertain)
{
  g_autoptr(GError) error = NULL;

  *uncertain = FALSE;
  if (muster_state_check (state, action, args, FALSE, &error))
    return TRUE;
  if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
    {
      *uncertain = TRUE;
      return TRUE;
    }
  return FALSE;
}

static gboolean
offerable (const MusterActionInfo *info)
{
  return info->legal && info->params->len > 0 && info->kind != MUSTER_ACTION_CORRECTION;
}

/* @proposal with the picked pieces in place of its run of pieces standing
 * in @place, or appended when the action takes pieces last and the
 * proposal names none. NULL when nothing changes. */
static GStrv
adapt (MusterState        *state,
       Vocabulary         *v,
       const char * const *proposal,
       const char         *place,
       const char * const *pieces)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  gboolean replaced = FALSE, any_piece = FALSE;
  GStrv out;
  guint i = 0;

  if (pieces == NULL || pieces[0] == NULL)
    return NULL;
  builder = g_strv_builder_new ();
  while (proposal[i] != NULL)
    {
      gboolean piece = is_piece (v, proposal[i]);

      any_piece |= piece;
      if (piece && !replaced && g_strcmp0 (muster_state_get_piece_place (state, proposal[i]), place) == 0)
        {
          /* The run of pieces standing in the place. */
          while (proposal[i] != NULL && is_piece (v, proposal[i]) &&
                 g_strcmp0 (muster_state_get_piece_place (state, proposal[i]), place) == 0)
            i++;
          g_strv_builder_addv (builder, (const char **) pieces);
          replaced = TRUE;
          continue;
        }
      g_strv_builder_add (builder, proposal[i]);
      i++;
    }
  if (!replaced && !any_piece && v->trailing_pieces)
    for (guint k = 0; pieces[k] != NULL; k++)
      if (g_strcmp0 (muster_state_get_piece_place (state, pieces[k]), place) == 0)
        {
          g_strv_builder_add (builder, pieces[k]);
          replaced = TRUE;
        }
  out = g_strv_builder_end (builder);
  if (!replaced)
    g_clear_pointer (&out, g_strfreev);
  return out;
}

/* Adds to @touched the places @args names and where the pieces it names
 * stand; returns the last place it names, or NULL. */
static const char *
touch (MusterState        *state,
       Vocabulary         *v,
       const char * const *args,
       GHashTable         *touched)
{
  const char *last = NULL;

  for (guint i = 0; args[i] != NULL; i++)
    {
      if (is_place (v, args[i]))
        {
          g_hash_table_add (touched, (gpointer) args[i]);
          last = args[i];
        }
      else if (is_piece (v, args[i]))
        {
          const char *where = muster_state_get_piece_place (state, args[i]);

          /* A piece that stands nowhere (a system without a map) is a
           * place of its own: selecting it selects what it does. */
          g_hash_table_add (touched, (gpointer) (where != NULL ? where : args[i]));
        }
    }
  return last;
}

static gboolean
contains_offer (GPtrArray          *offers,
                const char         *action,
                const char * const *args)
{
  for (guint i = 0; i < offers->len; i++)
    {
      MusterOffer *o = g_ptr_array_index (offers, i);

      if (g_str_equal (o->action, action) && g_strv_equal ((const char * const *) o->args, args))
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
muster_offers_for_selection (MusterState        *state,
                             const char         *place,
                             const char         *target,
                             const char * const *pieces,
                             const char         *only_action,
                             guint               max)
{
  g_autoptr(GPtrArray) infos = NULL;
  g_autoptr(MusterPending) pending = NULL;
  /* Answers to the decision that waits, then those that end in the
   * target, then the rest. */
  GPtrArray *groups[3];
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_offer_free);
  guint found = 0;

  g_return_val_if_fail (MUSTER_IS_STATE (state), out);

  if (place == NULL)
    return out;
  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    groups[g] = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_offer_free);
  pending = muster_state_get_pending (state);
  if (only_action == NULL)
    infos = muster_state_list_actions (state);
  else
    {
      MusterActionInfo *info = muster_state_find_action (state, only_action);

      infos = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_action_info_free);
      if (info != NULL)
        g_ptr_array_add (infos, info);
    }
  for (guint a = 0; a < infos->len && found < max * 2; a++)
    {
      const MusterActionInfo *info = g_ptr_array_index (infos, a);
      gboolean answers = pending != NULL && muster_pending_answers (pending, info->id);
      g_autoptr(GPtrArray) proposals = NULL;
      Vocabulary v;

      if (!offerable (info))
        continue;
      vocabulary_init (&v, info);
      proposals = muster_state_propose (state, info->id);
      for (guint c = 0; c < proposals->len; c++)
        {
          const char * const *proposal = g_ptr_array_index (proposals, c);
          g_autoptr(GHashTable) touched = g_hash_table_new (g_str_hash, g_str_equal);
          g_auto(GStrv) adapted = NULL;
          const char * const *args;
          const char *last;
          gboolean uncertain, known = FALSE;

          last = touch (state, &v, proposal, touched);
          if (!g_hash_table_contains (touched, place) || (target != NULL && !g_hash_table_contains (touched, target)))
            continue;
          adapted = adapt (state, &v, proposal, place, pieces);
          args = adapted ? (const char * const *) adapted : proposal;
          for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
            known |= contains_offer (groups[g], info->id, args);
          /* A proposal the picked pieces do not fit is left out. */
          if (known || !acceptable (state, info->id, args, &uncertain))
            continue;
          g_ptr_array_add (answers ? groups[0] : target != NULL && g_strcmp0 (last, target) == 0 ? groups[1] : groups[2],
                           offer_new (info, &v, args, uncertain));
          found++;
        }
      vocabulary_clear (&v);
    }
  /* In that order; each moved, not copied. */
  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      for (guint i = 0; i < groups[g]->len && out->len < max; i++)
        g_ptr_array_add (out, g_steal_pointer (&g_ptr_array_index (groups[g], i)));
      g_ptr_array_unref (groups[g]);
    }
  return out;
}

GPtrArray *
muster_offers_for_action (MusterState *state,
                          const char  *action,
                          guint        max)
{
  g_autoptr(MusterActionInfo) info = NULL;
  g_autoptr(GPtrArray) proposals = NULL;
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_offer_free);
  Vocabulary v;

  g_return_val_if_fail (MUSTER_IS_STATE (state), out);

  info = muster_state_find_action (state, action);
  if (info == NULL || !info->legal)
    return out;
  vocabulary_init (&v, info);
  proposals = muster_state_propose (state, action);
  for (guint c = 0; c < proposals->len && out->len < max; c++)
    {
      const char * const *args = g_ptr_array_index (proposals, c);
      gboolean uncertain;

      if (!contains_offer (out, action, args) && acceptable (state, action, args, &uncertain))
        g_ptr_array_add (out, offer_new (info, &v, args, uncertain));
    }
  vocabulary_clear (&v);
  return out;
}

GStrv
muster_offers_reach (MusterState *state,
                     const char  *action)
{
  g_autoptr(MusterActionInfo) info = NULL;
  g_autoptr(GPtrArray) proposals = NULL;
  g_autoptr(GHashTable) reach = NULL;
  Vocabulary v;
  GStrv out;

  g_return_val_if_fail (MUSTER_IS_STATE (state), NULL);

  info = muster_state_find_action (state, action);
  if (info == NULL || !info->legal || info->params->len == 0)
    return NULL;
  vocabulary_init (&v, info);
  reach = g_hash_table_new (g_str_hash, g_str_equal);
  proposals = muster_state_propose (state, action);
  for (guint c = 0; c < proposals->len; c++)
    {
      const char * const *args = g_ptr_array_index (proposals, c);
      g_autoptr(GHashTable) touched = g_hash_table_new (g_str_hash, g_str_equal);
      GHashTableIter iter;
      gpointer key;
      gboolean uncertain, news = FALSE;

      touch (state, &v, args, touched);
      /* A proposal that adds no place is not worth checking. */
      g_hash_table_iter_init (&iter, touched);
      while (!news && g_hash_table_iter_next (&iter, &key, NULL))
        news = !g_hash_table_contains (reach, key);
      if (!news || !acceptable (state, action, args, &uncertain))
        continue;
      g_hash_table_iter_init (&iter, touched);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_hash_table_add (reach, key);
    }
  out = g_hash_table_size (reach) > 0 ? (GStrv) g_hash_table_get_keys_as_array (reach, NULL) : NULL;
  if (out != NULL)
    for (guint i = 0; out[i] != NULL; i++)
      out[i] = g_strdup (out[i]);
  vocabulary_clear (&v);
  return out;
}
