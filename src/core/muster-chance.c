/* muster-chance.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-chance.h"
#include "muster-error.h"

typedef enum
{
  MODE_RANDOM = MUSTER_CHANCE_RANDOM,
  MODE_SEEDED = MUSTER_CHANCE_SEEDED,
  MODE_MANUAL = MUSTER_CHANCE_MANUAL,
  MODE_SCRIPTED = MUSTER_CHANCE_SCRIPTED,
  MODE_PROBE,
} Mode;

struct _MusterChance
{
  GObject    parent_instance;

  Mode       mode;
  guint64    seed;
  guint64    position;
  GRand     *rand;           /* RANDOM only: seeded from the OS, never saved */

  GArray    *numbers;        /* supplied numbers (guint) */
  guint      numbers_pos;
  GPtrArray *cards;          /* supplied card ids */
  guint      cards_pos;

  GPtrArray *record;         /* open record of MusterOutcome*, or NULL */
  guint      group;          /* last dice group number in the open record */

  GPtrArray *replay;         /* outcomes being served back, or NULL */
  guint      replay_pos;

  MusterChanceRequest *request;
};

G_DEFINE_FINAL_TYPE (MusterChance, muster_chance, G_TYPE_OBJECT)

G_DEFINE_BOXED_TYPE (MusterOutcome, muster_outcome, muster_outcome_copy, muster_outcome_free)

MusterOutcome *
muster_outcome_new (MusterOutcomeKind kind)
{
  MusterOutcome *outcome = g_new0 (MusterOutcome, 1);

  outcome->kind = kind;
  return outcome;
}

MusterOutcome *
muster_outcome_copy (const MusterOutcome *outcome)
{
  MusterOutcome *copy = g_memdup2 (outcome, sizeof *outcome);

  copy->deck = g_strdup (outcome->deck);
  copy->card = g_strdup (outcome->card);
  copy->side = g_strdup (outcome->side);
  copy->purpose = g_strdup (outcome->purpose);
  return copy;
}

void
muster_outcome_free (MusterOutcome *outcome)
{
  if (outcome == NULL)
    return;
  g_free (outcome->deck);
  g_free (outcome->card);
  g_free (outcome->side);
  g_free (outcome->purpose);
  g_free (outcome);
}

gboolean
muster_outcome_is_hit (const MusterOutcome *outcome)
{
  return outcome->kind == MUSTER_OUTCOME_DIE &&
         outcome->hit_min > 0 &&
         outcome->value >= outcome->hit_min &&
         outcome->value <= outcome->hit_max;
}

static void
request_free (MusterChanceRequest *request)
{
  if (request == NULL)
    return;
  g_free (request->deck);
  g_strfreev (request->candidates);
  g_free (request->side);
  g_free (request->purpose);
  g_free (request);
}

static void
muster_chance_finalize (GObject *object)
{
  MusterChance *self = MUSTER_CHANCE (object);

  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->numbers, g_array_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->record, g_ptr_array_unref);
  g_clear_pointer (&self->replay, g_ptr_array_unref);
  g_clear_pointer (&self->request, request_free);

  G_OBJECT_CLASS (muster_chance_parent_class)->finalize (object);
}

static void
muster_chance_class_init (MusterChanceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_chance_finalize;
}

static void
muster_chance_init (MusterChance *self)
{
  self->numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  self->cards = g_ptr_array_new_with_free_func (g_free);
}

static MusterChance *
chance_new (Mode mode)
{
  MusterChance *self = g_object_new (MUSTER_TYPE_CHANCE, NULL);

  self->mode = mode;
  return self;
}

MusterChance *
muster_chance_new_random (void)
{
  MusterChance *self = chance_new (MODE_RANDOM);

  /* g_rand_new() seeds from /dev/urandom; the seed is never stored. */
  self->rand = g_rand_new ();
  return self;
}

MusterChance *
muster_chance_new_seeded (guint64 seed)
{
  MusterChance *self = chance_new (MODE_SEEDED);

  self->seed = seed;
  return self;
}

MusterChance *
muster_chance_new_manual (void)
{
  return chance_new (MODE_MANUAL);
}

MusterChance *
muster_chance_new_scripted (void)
{
  return chance_new (MODE_SCRIPTED);
}

MusterChance *
muster_chance_new_probe (void)
{
  return chance_new (MODE_PROBE);
}

gboolean
muster_chance_is_probe (MusterChance *self)
{
  g_return_val_if_fail (MUSTER_IS_CHANCE (self), FALSE);
  return self->mode == MODE_PROBE;
}

MusterChanceMode
muster_chance_get_mode (MusterChance *self)
{
  g_return_val_if_fail (MUSTER_IS_CHANCE (self), MUSTER_CHANCE_RANDOM);
  if (self->mode == MODE_PROBE)
    return MUSTER_CHANCE_SCRIPTED;
  return (MusterChanceMode) self->mode;
}

static const char * const mode_names[] = { "random", "seeded", "manual", "scripted" };

const char *
muster_chance_mode_to_string (MusterChanceMode mode)
{
  if ((guint) mode < G_N_ELEMENTS (mode_names))
    return mode_names[mode];
  return "random";
}

gboolean
muster_chance_mode_from_string (const char       *str,
                                MusterChanceMode *mode)
{
  for (guint i = 0; i < G_N_ELEMENTS (mode_names); i++)
    {
      if (g_strcmp0 (str, mode_names[i]) == 0)
        {
          *mode = (MusterChanceMode) i;
          return TRUE;
        }
    }
  return FALSE;
}

guint64
muster_chance_get_seed (MusterChance *self)
{
  g_return_val_if_fail (MUSTER_IS_CHANCE (self), 0);
  return self->seed;
}

guint64
muster_chance_get_position (MusterChance *self)
{
  g_return_val_if_fail (MUSTER_IS_CHANCE (self), 0);
  return self->position;
}

void
muster_chance_set_position (MusterChance *self,
                            guint64       position)
{
  g_return_if_fail (MUSTER_IS_CHANCE (self));
  self->position = position;
}

void
muster_chance_supply_number (MusterChance *self,
                             guint         value)
{
  g_return_if_fail (MUSTER_IS_CHANCE (self));
  g_array_append_val (self->numbers, value);
}

void
muster_chance_supply_numbers (MusterChance *self,
                              const guint  *values,
                              gsize         n_values)
{
  g_return_if_fail (MUSTER_IS_CHANCE (self));
  g_array_append_vals (self->numbers, values, n_values);
}

void
muster_chance_supply_card (MusterChance *self,
                           const char   *card_id)
{
  g_return_if_fail (MUSTER_IS_CHANCE (self));
  g_ptr_array_add (self->cards, g_strdup (card_id));
}

gsize
muster_chance_get_n_unused (MusterChance *self)
{
  g_return_val_if_fail (MUSTER_IS_CHANCE (self), 0);
  return (self->numbers->len - self->numbers_pos) + (self->cards->len - self->cards_pos);
}

void
muster_chance_clear_supplied (MusterChance *self)
{
  g_return_if_fail (MUSTER_IS_CHANCE (self));
  g_array_set_size (self->numbers, 0);
  g_ptr_array_set_size (self->cards, 0);
  self->numbers_pos = 0;
  self->cards_pos = 0;
}

const MusterChanceRequest *
muster_chance_get_request (MusterChance *self)
{
  g_return_val_if_fail (MUSTER_IS_CHANCE (self), NULL);
  return self->request;
}

/* SplitMix64 used as a counter-based generator: value i is a pure function of
 * (seed, i), so the stream can be resumed from a saved position and is the
 * same on every machine. */
static guint64
splitmix64 (guint64 seed,
            guint64 index)
{
  guint64 z = seed + (index + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static guint64
next_raw (MusterChance *self)
{
  if (self->mode == MODE_SEEDED)
    return splitmix64 (self->seed, self->position++);

  /* RANDOM: two 32-bit draws from a GRand seeded by the OS. */
  return ((guint64) g_rand_int (self->rand) << 32) | g_rand_int (self->rand);
}

/* A uniform number in [0, n) without modulo bias. */
static guint
uniform (MusterChance *self,
         guint         n)
{
  guint64 limit = G_MAXUINT64 - (G_MAXUINT64 % n);
  guint64 raw;

  do
    raw = next_raw (self);
  while (raw >= limit);

  return (guint) (raw % n);
}

static void
set_request (MusterChance        *self,
             MusterOutcomeKind    kind,
             guint                count,
             guint                sides,
             const char          *deck,
             const char * const  *candidates,
             const char          *side,
             const char          *purpose)
{
  MusterChanceRequest *request = g_new0 (MusterChanceRequest, 1);

  request->kind = kind;
  request->count = count;
  request->sides = sides;
  request->deck = g_strdup (deck);
  request->candidates = g_strdupv ((char **) candidates);
  request->side = g_strdup (side);
  request->purpose = g_strdup (purpose);
  g_clear_pointer (&self->request, request_free);
  self->request = request;
}

static void
record (MusterChance  *self,
        MusterOutcome *outcome)
{
  if (self->record != NULL)
    g_ptr_array_add (self->record, outcome);
  else
    muster_outcome_free (outcome);
}

static MusterOutcome *
replay_next (MusterChance       *self,
             MusterOutcomeKind   kind,
             GError            **error)
{
  MusterOutcome *outcome;

  if (self->replay_pos >= self->replay->len)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
                   _("The action asked for more random results than were recorded"));
      return NULL;
    }
  outcome = g_ptr_array_index (self->replay, self->replay_pos);
  if (outcome->kind != kind)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
                   _("Recorded result %u is of another kind than the action asked for"),
                   self->replay_pos + 1);
      return NULL;
    }
  self->replay_pos++;
  return outcome;
}

gboolean
muster_chance_roll (MusterChance         *self,
                    guint                 count,
                    guint                 sides,
                    const MusterRollSpec *spec,
                    guint                *values,
                    GError              **error)
{
  static const MusterRollSpec no_spec = { NULL, NULL, 0, 0 };

  g_return_val_if_fail (MUSTER_IS_CHANCE (self), FALSE);
  g_return_val_if_fail (sides >= 1, FALSE);

  if (spec == NULL)
    spec = &no_spec;

  if (self->replay != NULL)
    {
      for (guint i = 0; i < count; i++)
        {
          MusterOutcome *outcome = replay_next (self, MUSTER_OUTCOME_DIE, error);

          if (outcome == NULL)
            return FALSE;
          if (outcome->sides != sides || outcome->value < 1 || outcome->value > sides)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
                           _("A recorded d%u result does not fit the d%u the action rolls"),
                           outcome->sides, sides);
              return FALSE;
            }
          values[i] = outcome->value;
        }
    }
  else if (self->mode == MODE_PROBE)
    {
      for (guint i = 0; i < count; i++)
        values[i] = 1;
      return TRUE;
    }
  else if (self->mode == MODE_MANUAL || self->mode == MODE_SCRIPTED)
    {
      guint available = self->numbers->len - self->numbers_pos;

      if (available < count)
        {
          set_request (self, MUSTER_OUTCOME_DIE, count - available, sides,
                       NULL, NULL, spec->side, spec->purpose);
          if (self->mode == MODE_MANUAL)
            g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "Enter the result of %u d%u (%s)",
                                      "Enter the results of %u d%u (%s)", count - available),
                         count - available, sides, spec->purpose ? spec->purpose : _("roll"));
          else
            g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT,
                         "The scripted chance source has no die left for %u d%u (%s)",
                         count - available, sides, spec->purpose ? spec->purpose : "roll");
          return FALSE;
        }
      for (guint i = 0; i < count; i++)
        {
          guint v = g_array_index (self->numbers, guint, self->numbers_pos + i);

          if (v < 1 || v > sides)
            {
              g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT,
                           _("%u is not a result of a d%u (1 to %u)"), v, sides, sides);
              return FALSE;
            }
          values[i] = v;
        }
      self->numbers_pos += count;
    }
  else
    {
      for (guint i = 0; i < count; i++)
        values[i] = uniform (self, sides) + 1;
    }

  if (self->record != NULL && count > 0)
    {
      self->group++;
      for (guint i = 0; i < count; i++)
        {
          MusterOutcome *outcome = muster_outcome_new (MUSTER_OUTCOME_DIE);

          outcome->sides = sides;
          outcome->value = values[i];
          outcome->side = g_strdup (spec->side);
          outcome->purpose = g_strdup (spec->purpose);
          outcome->hit_min = spec->hit_min;
          outcome->hit_max = spec->hit_max;
          outcome->group = self->group;
          record (self, outcome);
        }
    }

  return TRUE;
}

gboolean
muster_chance_pick (MusterChance  *self,
                    guint          n_choices,
                    const char    *purpose,
                    guint         *index,
                    GError       **error)
{
  MusterOutcome *outcome;
  guint value;

  g_return_val_if_fail (MUSTER_IS_CHANCE (self), FALSE);
  g_return_val_if_fail (n_choices >= 1, FALSE);

  if (self->replay != NULL)
    {
      MusterOutcome *recorded = replay_next (self, MUSTER_OUTCOME_PICK, error);

      if (recorded == NULL)
        return FALSE;
      if (recorded->sides != n_choices || recorded->value >= n_choices)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
                       _("A recorded choice among %u does not fit a choice among %u"),
                       recorded->sides, n_choices);
          return FALSE;
        }
      value = recorded->value;
    }
  else if (self->mode == MODE_PROBE)
    {
      *index = 0;
      return TRUE;
    }
  else if (self->mode == MODE_MANUAL || self->mode == MODE_SCRIPTED)
    {
      if (self->numbers_pos >= self->numbers->len)
        {
          set_request (self, MUSTER_OUTCOME_PICK, 1, n_choices, NULL, NULL, NULL, purpose);
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT,
                       _("Choose one of %u at random (%s)"), n_choices,
                       purpose ? purpose : _("random choice"));
          return FALSE;
        }
      value = g_array_index (self->numbers, guint, self->numbers_pos);
      if (value >= n_choices)
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT,
                       _("%u is not a choice among %u (0 to %u)"), value, n_choices, n_choices - 1);
          return FALSE;
        }
      self->numbers_pos++;
    }
  else
    value = uniform (self, n_choices);

  outcome = muster_outcome_new (MUSTER_OUTCOME_PICK);
  outcome->sides = n_choices;
  outcome->value = value;
  outcome->purpose = g_strdup (purpose);
  record (self, outcome);

  *index = value;
  return TRUE;
}

char *
muster_chance_draw (MusterChance       *self,
                    const char         *deck_id,
                    const char * const *candidates,
                    const char         *side,
                    const char         *purpose,
                    GError            **error)
{
  MusterOutcome *outcome;
  const char *card = NULL;
  guint n;

  g_return_val_if_fail (MUSTER_IS_CHANCE (self), NULL);
  g_return_val_if_fail (candidates != NULL, NULL);

  n = g_strv_length ((char **) candidates);
  if (n == 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NOTHING,
                   _("There is no card left to draw"));
      return NULL;
    }

  if (self->replay != NULL)
    {
      MusterOutcome *recorded = replay_next (self, MUSTER_OUTCOME_CARD, error);

      if (recorded == NULL)
        return NULL;
      if (g_strcmp0 (recorded->deck, deck_id) != 0 ||
          !g_strv_contains (candidates, recorded->card))
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
                       _("The recorded card “%s” cannot be drawn from the deck now"),
                       recorded->card);
          return NULL;
        }
      card = recorded->card;
    }
  else if (self->mode == MODE_PROBE)
    return g_strdup (candidates[0]);
  else if (self->mode == MODE_MANUAL || self->mode == MODE_SCRIPTED)
    {
      if (self->cards_pos >= self->cards->len)
        {
          set_request (self, MUSTER_OUTCOME_CARD, 1, n, deck_id, candidates, side, purpose);
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_NEEDS_INPUT,
                       _("Say which card was drawn (%s)"), purpose ? purpose : deck_id);
          return NULL;
        }
      card = g_ptr_array_index (self->cards, self->cards_pos);
      if (!g_strv_contains (candidates, card))
        {
          g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_BAD_INPUT,
                       _("Card “%s” is not in the draw pile"), card);
          return NULL;
        }
      self->cards_pos++;
    }
  else
    card = candidates[uniform (self, n)];

  outcome = muster_outcome_new (MUSTER_OUTCOME_CARD);
  outcome->deck = g_strdup (deck_id);
  outcome->card = g_strdup (card);
  outcome->side = g_strdup (side);
  outcome->purpose = g_strdup (purpose);
  record (self, outcome);

  return g_strdup (card);
}

void
muster_chance_begin_record (MusterChance *self)
{
  g_return_if_fail (MUSTER_IS_CHANCE (self));
  g_clear_pointer (&self->record, g_ptr_array_unref);
  g_clear_pointer (&self->request, request_free);
  self->record = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);
  self->group = 0;
}

GPtrArray *
muster_chance_end_record (MusterChance *self)
{
  g_return_val_if_fail (MUSTER_IS_CHANCE (self), NULL);

  /* Supplied results were used: forget them. */
  g_array_remove_range (self->numbers, 0, self->numbers_pos);
  g_ptr_array_remove_range (self->cards, 0, self->cards_pos);
  self->numbers_pos = 0;
  self->cards_pos = 0;

  if (self->record == NULL)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);
  return g_steal_pointer (&self->record);
}

void
muster_chance_abort_record (MusterChance *self)
{
  g_return_if_fail (MUSTER_IS_CHANCE (self));

  /* The action failed: keep the players' supplied results for the retry. */
  self->numbers_pos = 0;
  self->cards_pos = 0;
  g_clear_pointer (&self->record, g_ptr_array_unref);
}

void
muster_chance_begin_replay (MusterChance *self,
                            GPtrArray    *outcomes)
{
  g_return_if_fail (MUSTER_IS_CHANCE (self));
  g_clear_pointer (&self->replay, g_ptr_array_unref);
  self->replay = g_ptr_array_ref (outcomes);
  self->replay_pos = 0;
}

gboolean
muster_chance_end_replay (MusterChance  *self,
                          GError       **error)
{
  guint unused;

  g_return_val_if_fail (MUSTER_IS_CHANCE (self), FALSE);
  if (self->replay == NULL)
    return TRUE;

  unused = self->replay->len - self->replay_pos;
  g_clear_pointer (&self->replay, g_ptr_array_unref);
  if (unused > 0)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_REPLAY,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u recorded random result was not used by the action",
                                "%u recorded random results were not used by the action",
                                unused),
                   unused);
      return FALSE;
    }
  return TRUE;
}

gboolean
muster_chance_is_replaying (MusterChance *self)
{
  g_return_val_if_fail (MUSTER_IS_CHANCE (self), FALSE);
  return self->replay != NULL;
}
