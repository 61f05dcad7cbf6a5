/* b2c-candidates.c: argument lists worth trying for each action in the
 * current state: the regions, counters and paths it may touch. They sit
 * behind the action table (muster_state_propose() and
 * muster_state_list_candidates(), which keeps those the engine accepts):
 * the board highlights them, the random playouts play them. Candidates are
 * generous; not every one is accepted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "b2c-private.h"

typedef struct
{
  GPtrArray  *out;
  /* The words of the candidate being made, borrowed until end() copies
   * them into one list: every counter and a few regions at most. */
  const char *words[REVROAD_MAX_UNITS + 16];
  guint       n;
} Builder;

static void
begin (Builder *b)
{
  b->n = 0;
}

static void
word (Builder    *b,
      const char *w)
{
  if (b->n < G_N_ELEMENTS (b->words))
    b->words[b->n++] = w;
}

static void
end (Builder *b)
{
  char **argv = g_new (char *, b->n + 1);

  for (guint i = 0; i < b->n; i++)
    argv[i] = g_strdup (b->words[i]);
  argv[b->n] = NULL;
  g_ptr_array_add (b->out, argv);
  b->n = 0;
}

static void
add0 (Builder *b)
{
  begin (b);
  end (b);
}

static void
add_units (Builder              *b,
           B2cState             *self,
           const RevroadUnitSet *units)
{
  revroad_unit_set_foreach (i, units)
    word (b, b2c_def (self, (int) i)->id);
}

static gboolean
movable (B2cState    *self,
         int          i,
         RevroadSide  side,
         int          region)
{
  const RevroadUnitDef *def = b2c_def (self, i);
  RevroadUnit *u = b2c_unit (self, i);

  return def->side == side && b2c_unit_active (self, i) && u->region == region &&
         !(u->markers & REVROAD_MARK_MOVED) &&
         (revroad_kind_is_military (def->kind) || def->kind == REVROAD_KIND_LEADER);
}

/* For each of the @n regions, the counters movable() there: one pass over
 * the counters instead of one per region. */
static RevroadUnitSet *
movable_by_region (B2cState    *self,
                   RevroadSide  side,
                   guint        n)
{
  RevroadUnitSet *sets = g_new0 (RevroadUnitSet, n);

  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      int r = b2c_unit (self, (int) i)->region;

      if (r >= 0 && (guint) r < n && movable (self, (int) i, side, r))
        revroad_unit_set_add (&sets[r], i);
    }
  return sets;
}

static RevroadSide
acting (B2cState *self)
{
  B2cAsk *ask = b2c_top_ask (self);

  if (ask != NULL)
    return ask->side;
  if (self->phase == B2C_PHASE_PREGAME)
    return REVROAD_PATRIOT;
  return self->tracks.acting;
}

static void
walk (B2cState *self,
      int      *stack,
      guint     depth,
      guint     length,
      gboolean  roads,
      GArray   *paths)
{
  GArray *nb = revroad_map_neighbours (self->map, stack[depth]);

  for (guint j = 0; j < nb->len; j++)
    {
      int next = g_array_index (nb, int, j);
      gboolean seen = FALSE;

      for (guint k = 0; k <= depth; k++)
        seen |= stack[k] == next;
      if (seen || b2c_region_offboard (self, next) ||
          (roads && !revroad_map_road (self->map, stack[depth], next)))
        continue;
      stack[depth + 1] = next;
      if (depth + 1 == length)
        for (guint k = 1; k <= length; k++)
          g_array_append_val (paths, stack[k]);
      else
        walk (self, stack, depth + 1, length, roads, paths);
    }
}

/* Every simple path of @length steps from @from (flattened into @paths). */
static void
road_paths (B2cState *self,
            int       from,
            guint     length,
            gboolean  roads,
            GArray   *paths)
{
  int stack[8];

  stack[0] = from;
  walk (self, stack, 0, length, roads, paths);
}

static void
movement (Builder    *b,
          B2cState   *self,
          B2cOp       op)
{
  RevroadSide side = acting (self);
  guint n = revroad_map_get_n_regions (self->map);
  gboolean forced = op == B2C_OP_FORCED_MARCH;
  gboolean march = op == B2C_OP_MARCH || forced;
  guint length = forced ? 3 : 2;
  g_autofree RevroadUnitSet *by_region = movable_by_region (self, side, n);

  for (guint r = 0; r < n; r++)
    {
      RevroadUnitSet all = by_region[r];
      int first = -1;

      if (self->move.open && (int) r != self->move.from)
        continue;
      revroad_unit_set_foreach (i, &all)
        if (first < 0 && b2c_def (self, (int) i)->kind != REVROAD_KIND_CANNON)
          first = (int) i;
      if (first < 0)
        continue;

      if (op == B2C_OP_LAND)
        {
          if ((int) r != self->data->boston)
            continue;
          for (guint t = 0; t < n; t++)
            if (revroad_map_has_tag (self->map, (int) t, "landing"))
              {
                begin (b);
                word (b, b2c_region_id (self, (int) t));
                add_units (b, self, &all);
                end (b);
              }
          continue;
        }
      if (!march)
        {
          GArray *nb = revroad_map_neighbours (self->map, (int) r);

          for (guint j = 0; j < nb->len; j++)
            {
              const char *to = b2c_region_id (self, g_array_index (nb, int, j));

              begin (b);
              word (b, b2c_region_id (self, (int) r));
              word (b, to);
              add_units (b, self, &all);
              end (b);
              begin (b);
              word (b, b2c_region_id (self, (int) r));
              word (b, to);
              word (b, b2c_def (self, first)->id);
              end (b);
            }
          continue;
        }
      for (guint len = forced ? 3 : 1; len <= length; len++)
        {
          g_autoptr(GArray) paths = g_array_new (FALSE, FALSE, sizeof (int));

          road_paths (self, (int) r, len, TRUE, paths);
          for (guint p = 0; p + len <= paths->len; p += len)
            for (int variant = 0; variant < 2; variant++)
              {
                begin (b);
                word (b, b2c_region_id (self, (int) r));
                if (forced)
                  {
                    int brk = -1;

                    revroad_unit_set_foreach (i, &all)
                      if (brk < 0 && revroad_kind_is_military (b2c_def (self, (int) i)->kind) &&
                          b2c_def (self, (int) i)->kind != REVROAD_KIND_CANNON && !b2c_unit (self, (int) i)->flipped)
                        brk = (int) i;
                    if (brk < 0)
                      {
                        b->n = 0;
                        break;
                      }
                    word (b, b2c_def (self, brk)->id);
                    if (variant == 0)
                      {
                        revroad_unit_set_foreach (i, &all)
                          if ((int) i != brk)
                            word (b, b2c_def (self, (int) i)->id);
                      }
                  }
                else if (variant == 0)
                  add_units (b, self, &all);
                else
                  word (b, b2c_def (self, first)->id);
                for (guint k = 0; k < len; k++)
                  word (b, b2c_region_id (self, g_array_index (paths, int, p + k)));
                end (b);
              }
        }
    }
}

static void
each_region (Builder  *b,
             B2cState *self)
{
  for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
    if (!b2c_region_offboard (self, (int) r))
      {
        begin (b);
        word (b, b2c_region_id (self, (int) r));
        end (b);
      }
}

static void
allocation (Builder  *b,
            B2cState *self,
            B2cAsk   *ask,
            gboolean  reverse)
{
  int left[REVROAD_MAX_UNITS];
  int order[REVROAD_MAX_UNITS];
  guint n = 0;
  int count = ask->count;
  gboolean priority_first = (ask->flags & B2C_ALLOC_PARTICIPANTS_FIRST) != 0;

  /* Counters that can take no hit never get one, whatever the order. */
  revroad_unit_set_foreach (i, &ask->units)
    {
      left[i] = b2c_hit_capacity (self, (int) i, ask->flags);
      if (left[i] > 0)
        order[n++] = (int) i;
    }
  if (reverse)
    for (guint a = 0; a < n / 2; a++)
      {
        int t = order[a];
        order[a] = order[n - 1 - a];
        order[n - 1 - a] = t;
      }
  begin (b);
  for (int k = 0; k < count; k++)
    {
      int pick = -1;
      gboolean prio_left = FALSE;

      for (guint a = 0; a < n; a++)
        if (left[order[a]] > 0 && revroad_unit_set_has (&ask->priority, (guint) order[a]))
          prio_left = TRUE;
      for (guint a = 0; a < n && pick < 0; a++)
        {
          int i = order[a];

          if (left[i] <= 0)
            continue;
          if (priority_first && prio_left && !revroad_unit_set_has (&ask->priority, (guint) i) &&
              b2c_def (self, i)->kind != REVROAD_KIND_LEADER)
            continue;
          pick = i;
        }
      if (pick < 0)
        break;
      left[pick]--;
      word (b, b2c_def (self, pick)->id);
    }
  end (b);
}

static void
neighbours_of (Builder    *b,
               B2cState   *self,
               int         region,
               const char *prefix,
               const RevroadUnitSet *units)
{
  GArray *nb;

  if (region < 0)
    return;
  nb = revroad_map_neighbours (self->map, region);
  for (guint j = 0; j < nb->len; j++)
    {
      begin (b);
      if (prefix)
        word (b, prefix);
      word (b, b2c_region_id (self, g_array_index (nb, int, j)));
      if (units)
        add_units (b, self, units);
      end (b);
    }
}

static Builder
builder (void)
{
  Builder b = { g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev), { NULL }, 0 };

  return b;
}

/* No arguments. */
GPtrArray *
b2c_candidates_none (MusterState           *state,
                     const MusterActionDef *def)
{
  Builder b = builder ();

  add0 (&b);
  return b.out;
}

/* 5.1: the card asked about with the values Muster holds for it (the
 * players change those they read otherwise). */
GPtrArray *
b2c_candidates_set_card (MusterState           *state,
                         const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  const MusterCard *card = ask != NULL && ask->kind == B2C_ASK_CARD ? muster_deck_lookup (self->deck, ask->card) : NULL;
  Builder b = builder ();

  if (card != NULL)
    {
      g_autofree char *british = g_strdup_printf ("%d", revroad_card_british (card));
      g_autofree char *patriot = g_strdup_printf ("%d", revroad_card_patriot (card));
      g_autofree char *hash = g_strdup_printf ("%d", revroad_card_hash (card));

      begin (&b);
      word (&b, card->id);
      word (&b, british);
      word (&b, patriot);
      word (&b, hash);
      end (&b);
    }
  return b.out;
}

/* 7.0: every able unit, or none of them. */
GPtrArray *
b2c_candidates_stand (MusterState           *state,
                      const MusterActionDef *def)
{
  Builder b = builder ();

  add0 (&b);
  begin (&b);
  word (&b, "none");
  end (&b);
  return b.out;
}

GPtrArray *
b2c_candidates_movement (MusterState           *state,
                         const MusterActionDef *def)
{
  Builder b = builder ();

  movement (&b, B2C_STATE (state), B2C_TAG_OP (def->tag));
  return b.out;
}

GPtrArray *
b2c_candidates_regions (MusterState           *state,
                        const MusterActionDef *def)
{
  Builder b = builder ();

  each_region (&b, B2C_STATE (state));
  return b.out;
}

GPtrArray *
b2c_candidates_assault (MusterState           *state,
                        const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  Builder b = builder ();

  for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
    neighbours_of (&b, self, (int) r, b2c_region_id (self, (int) r), NULL);
  return b.out;
}

GPtrArray *
b2c_candidates_move_sol (MusterState           *state,
                         const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  Builder b = builder ();

  for (guint i = 0; i < b2c_n_units (self); i++)
    if (b2c_def (self, (int) i)->kind == REVROAD_KIND_SOL && b2c_unit_active (self, (int) i))
      for (guint len = 1; len <= 2; len++)
        {
          g_autoptr(GArray) paths = g_array_new (FALSE, FALSE, sizeof (int));
          int from = b2c_unit (self, (int) i)->region;

          road_paths (self, from, len, FALSE, paths);
          for (guint p = 0; p + len <= paths->len; p += len)
            {
              begin (&b);
              word (&b, b2c_region_id (self, from));
              word (&b, b2c_def (self, (int) i)->id);
              for (guint k = 0; k < len; k++)
                word (&b, b2c_region_id (self, g_array_index (paths, int, p + k)));
              end (&b);
            }
        }
  return b.out;
}

GPtrArray *
b2c_candidates_assemble (MusterState           *state,
                         const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  Builder b = builder ();
  guint n = revroad_map_get_n_regions (self->map);
  g_autofree RevroadUnitSet *by_region = movable_by_region (self, REVROAD_PATRIOT, n);

  for (guint t = 0; t < n; t++)
    {
      GArray *nb = revroad_map_neighbours (self->map, (int) t);
      RevroadUnitSet units;
      int one = -1;

      revroad_unit_set_clear (&units);
      for (guint j = 0; j < nb->len; j++)
        {
          int from = g_array_index (nb, int, j);

          if (from < 0 || (guint) from >= n)
            continue;
          revroad_unit_set_foreach (i, &by_region[from])
            {
              revroad_unit_set_add (&units, i);
              if (one < 0)
                one = (int) i;
            }
        }
      if (one < 0)
        continue;
      begin (&b);
      word (&b, b2c_region_id (self, (int) t));
      add_units (&b, self, &units);
      end (&b);
      begin (&b);
      word (&b, b2c_region_id (self, (int) t));
      word (&b, b2c_def (self, one)->id);
      end (&b);
    }
  return b.out;
}

GPtrArray *
b2c_candidates_escape (MusterState           *state,
                       const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  Builder b = builder ();

  for (guint i = 0; i < b2c_n_units (self); i++)
    {
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (u->flipped && revroad_unit_on_map (u) &&
          (b2c_def (self, (int) i)->kind == REVROAD_KIND_RIDER || b2c_def (self, (int) i)->kind == REVROAD_KIND_SOL))
        neighbours_of (&b, self, u->region, b2c_def (self, (int) i)->id, NULL);
    }
  return b.out;
}

GPtrArray *
b2c_candidates_hinder (MusterState           *state,
                       const MusterActionDef *def)
{
  static const char * const markers[] = { "move", "search", "muster" };
  B2cState *self = B2C_STATE (state);
  Builder b = builder ();

  for (guint m = 0; m < 3; m++)
    {
      begin (&b);
      word (&b, "remove");
      word (&b, markers[m]);
      end (&b);
      for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
        {
          B2cRegion *reg = b2c_region (self, (int) r);

          if (b2c_region_offboard (self, (int) r) || (m == 1 && reg->ha < 0) ||
              (m == 2 && reg->gather == B2C_GATHER_NONE))
            continue;
          begin (&b);
          word (&b, "place");
          word (&b, markers[m]);
          word (&b, b2c_region_id (self, (int) r));
          end (&b);
        }
    }
  return b.out;
}

/* The counters the question concerns, one at a time (break-unit, alert). */
GPtrArray *
b2c_candidates_ask_units (MusterState           *state,
                          const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (!b2c_def_answers (def, ask))
    return b.out;
  revroad_unit_set_foreach (i, &ask->units)
    {
      begin (&b);
      word (&b, b2c_def (self, (int) i)->id);
      end (&b);
    }
  return b.out;
}

GPtrArray *
b2c_candidates_allocate (MusterState           *state,
                         const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (b2c_def_answers (def, ask))
    {
      allocation (&b, self, ask, FALSE);
      allocation (&b, self, ask, TRUE);
    }
  return b.out;
}

GPtrArray *
b2c_candidates_retreat_before (MusterState           *state,
                               const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (!b2c_def_answers (def, ask))
    return b.out;
  neighbours_of (&b, self, ask->region, NULL, &ask->units);
  revroad_unit_set_foreach (i, &ask->units)
    {
      RevroadUnitSet one;

      revroad_unit_set_clear (&one);
      revroad_unit_set_add (&one, i);
      neighbours_of (&b, self, ask->region, NULL, &one);
      break;
    }
  return b.out;
}

GPtrArray *
b2c_candidates_retreat (MusterState           *state,
                        const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (b2c_def_answers (def, ask))
    neighbours_of (&b, self, ask->region, NULL, NULL);
  return b.out;
}

GPtrArray *
b2c_candidates_advance (MusterState           *state,
                        const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (b2c_def_answers (def, ask))
    {
      RevroadUnitSet units = b2c_combatants (self, REVROAD_BRITISH, ask->region);

      neighbours_of (&b, self, ask->region, NULL, &units);
    }
  return b.out;
}

GPtrArray *
b2c_candidates_reroll (MusterState           *state,
                       const MusterActionDef *def)
{
  B2cAsk *ask = b2c_top_ask (B2C_STATE (state));
  Builder b = builder ();

  if (!b2c_def_answers (def, ask))
    return b.out;
  for (int d = 1; d <= ask->count; d++)
    {
      char text[8];

      g_snprintf (text, sizeof text, "%d", d);
      begin (&b);
      word (&b, text);
      end (&b);
    }
  return b.out;
}

/* A counter of the question moves one or two regions from where it stands
 * (free-move, move-captive), or out of the searched region (sol-move). */
static GPtrArray *
unit_moves (MusterState           *state,
            const MusterActionDef *def,
            gboolean               from_ask_region)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (!b2c_def_answers (def, ask))
    return b.out;
  revroad_unit_set_foreach (i, &ask->units)
    {
      RevroadUnit *u = b2c_unit (self, (int) i);

      if (!revroad_unit_on_map (u))
        continue;
      neighbours_of (&b, self, from_ask_region ? ask->region : u->region, b2c_def (self, (int) i)->id, NULL);
      if (!from_ask_region)
        {
          g_autoptr(GArray) paths = g_array_new (FALSE, FALSE, sizeof (int));

          road_paths (self, u->region, 2, FALSE, paths);
          for (guint p = 0; p + 2 <= paths->len; p += 2)
            {
              begin (&b);
              word (&b, b2c_def (self, (int) i)->id);
              word (&b, b2c_region_id (self, g_array_index (paths, int, p)));
              word (&b, b2c_region_id (self, g_array_index (paths, int, p + 1)));
              end (&b);
            }
        }
    }
  return b.out;
}

GPtrArray *
b2c_candidates_free_move (MusterState           *state,
                          const MusterActionDef *def)
{
  return unit_moves (state, def, FALSE);
}

GPtrArray *
b2c_candidates_sol_move (MusterState           *state,
                         const MusterActionDef *def)
{
  return unit_moves (state, def, TRUE);
}

/* evade, risk or neither. */
static void
add_how (Builder *b,
         int      how)
{
  if (how == 1)
    word (b, "evade");
  else if (how == 2)
    word (b, "risk");
}

GPtrArray *
b2c_candidates_ride (MusterState           *state,
                     const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (!b2c_def_answers (def, ask))
    return b.out;
  revroad_unit_set_foreach (i, &ask->units)
    {
      RevroadUnit *u = b2c_unit (self, (int) i);
      GArray *nb;

      if (!revroad_unit_on_map (u) || u->flipped || b2c_region_offboard (self, u->region))
        continue;
      nb = revroad_map_neighbours (self->map, u->region);
      for (guint j = 0; j < nb->len; j++)
        for (int how = 0; how < 3; how++)
          {
            begin (&b);
            word (&b, b2c_def (self, (int) i)->id);
            word (&b, b2c_region_id (self, g_array_index (nb, int, j)));
            add_how (&b, how);
            end (&b);
          }
    }
  return b.out;
}

GPtrArray *
b2c_candidates_leave_map (MusterState           *state,
                          const MusterActionDef *def)
{
  static const char * const edges[] = { "top", "left", "bottom" };
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (!b2c_def_answers (def, ask))
    return b.out;
  revroad_unit_set_foreach (i, &ask->units)
    for (guint e = 0; e < G_N_ELEMENTS (edges); e++)
      for (int how = 0; how < 3; how++)
        {
          begin (&b);
          word (&b, b2c_def (self, (int) i)->id);
          word (&b, edges[e]);
          add_how (&b, how);
          end (&b);
        }
  return b.out;
}

GPtrArray *
b2c_candidates_remove_alert (MusterState           *state,
                             const MusterActionDef *def)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  Builder b = builder ();

  if (!b2c_def_answers (def, ask))
    return b.out;
  revroad_unit_set_foreach (i, &ask->units)
    for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
      if (b2c_region (self, (int) r)->alert)
        {
          begin (&b);
          word (&b, b2c_def (self, (int) i)->id);
          word (&b, b2c_region_id (self, (int) r));
          end (&b);
        }
  return b.out;
}
