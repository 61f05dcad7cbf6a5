/* sol-campaign.c: Campaign Mode: the stage a battle is fought in (its
 * Tyranny, the Patriot figures and circumstances and the Tory figures it
 * allows) and what one battle carries to the next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sol-private.h"

#define SEC_CAMPAIGN "Campaign Mode"

static const char *stage_names[SOL_N_STAGES] = {
  N_("the Intolerable Acts"), N_("the Shot Heard Round the World"), N_("the Fires of Adversity"),
};

/* The stage's Tyranny, as stages.xml gives it: the line set out at the
 * start of each level, what a won wager brings back for each chip, and
 * whether chips may be stacked. Battle Mode (-1) has no stage: a line of
 * three and wagers doubled (L2016, L2018). */
void
sol_stage_rules (SolState *self,
                 int       stage)
{
  if (stage < 0 || stage >= SOL_N_STAGES)
    {
      self->line_size = 3;
      self->win_return = 2;
      self->stacking = FALSE;
      return;
    }
  /* The Fires of Adversity print no line (item 52): Muster keeps the
   * three of the stage before, as nothing says the Tories hold back. */
  self->line_size = self->data->stage_line[stage] > 0 ? self->data->stage_line[stage] : 3;
  self->win_return = self->data->stage_return[stage];
  /* Option fires-return=four reads "returns three" as the chip back and
   * three more (item 52). */
  if (stage == SOL_STAGE_FIRES && self->fires_four)
    self->win_return++;
  self->stacking = self->data->stage_stacking[stage];
}

void
sol_campaign_set_stage (SolState *self,
                        int       stage)
{
  self->stage = CLAMP (stage, 0, SOL_N_STAGES - 1);
  sol_stage_rules (self, self->stage);
}

gboolean
sol_campaign_allows_patriot (SolState            *self,
                             const SolPatriotDef *fig,
                             GError             **error)
{
  if (self->campaign && fig->first_stage > self->stage)
    return illegal (error, _("%s: %s joins the campaign in %s"), SEC_CAMPAIGN, fig->name,
                    _(stage_names[CLAMP (fig->first_stage, 0, SOL_N_STAGES - 1)]));
  return TRUE;
}

gboolean
sol_campaign_allows_circumstance (SolState            *self,
                                  const SolPatriotDef *fig,
                                  int                  index,
                                  GError             **error)
{
  if (self->campaign && index >= (int) fig->stage_end[self->stage])
    return illegal (error, _("%s: that circumstance belongs to a stage not yet reached"), SEC_CAMPAIGN);
  return TRUE;
}

gboolean
sol_campaign_allows_tory (SolState         *self,
                          const SolToryDef *fig,
                          GError          **error)
{
  if (self->campaign && !(fig->stages & (1u << self->stage)))
    return illegal (error, _("%s: %s does not appear in %s"), SEC_CAMPAIGN, fig->name,
                    _(stage_names[self->stage]));
  return TRUE;
}

SolRecord *
sol_record_copy (const SolRecord *record)
{
  SolRecord *copy = g_memdup2 (record, sizeof *record);

  copy->tories = g_strdupv (record->tories);
  copy->tory_names = g_strdupv (record->tory_names);
  copy->patriots = g_strdupv (record->patriots);
  copy->figures = g_strdupv (record->figures);
  return copy;
}

void
sol_record_free (SolRecord *record)
{
  g_strfreev (record->tories);
  g_strfreev (record->tory_names);
  g_strfreev (record->patriots);
  g_strfreev (record->figures);
  g_free (record);
}

/* This battle as the record will keep it. */
static SolRecord *
this_battle (SolState *self)
{
  SolRecord *r = g_new0 (SolRecord, 1);
  g_autoptr(GStrvBuilder) patriots = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) figures = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) tories = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) tory_names = g_strv_builder_new ();

  r->stage = self->stage;
  r->final = self->final_battle;
  for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
    {
      g_strv_builder_add (tories, sol_player (self, (guint) t)->seat);
      g_strv_builder_add (tory_names, sol_player (self, (guint) t)->name);
    }
  r->tories = g_strv_builder_end (tories);
  r->tory_names = g_strv_builder_end (tory_names);
  for (guint i = 0; i < self->players->len; i++)
    if (sol_player (self, i)->figure != NULL)
      {
        g_strv_builder_add (patriots, sol_player (self, i)->name);
        g_strv_builder_add (figures, sol_player (self, i)->figure);
      }
  r->patriots = g_strv_builder_end (patriots);
  r->figures = g_strv_builder_end (figures);
  r->travel = self->travel_result;
  memcpy (r->results, self->results, sizeof r->results);
  return r;
}

/* <battle stage="0" tory="dan" tory-name="Dan" travel="1" results="1 2 0 0 0">
 * with a <patriot name="Ann" figure="john-adams"/> for each Patriot, and a
 * <tory seat="eve" name="Eve"/> for each Tory after the first (Largest
 * Army on the Planet). */
static void
write_battle (xmlNode         *campaign,
              const SolRecord *r)
{
  xmlNode *node = muster_xml_add (campaign, "battle");
  g_autoptr(GString) results = g_string_new (NULL);

  muster_xml_set_int (node, "stage", r->stage);
  if (r->final)
    muster_xml_set_bool (node, "final", TRUE);
  if (r->tories[0] != NULL)
    {
      muster_xml_set (node, "tory", r->tories[0]);
      muster_xml_set (node, "tory-name", r->tory_names[0]);
    }
  muster_xml_set_int (node, "travel", r->travel);
  for (guint k = 0; k < G_N_ELEMENTS (r->results); k++)
    g_string_append_printf (results, "%s%d", k ? " " : "", r->results[k]);
  muster_xml_set (node, "results", results->str);
  for (guint i = 0; r->patriots[i] != NULL; i++)
    {
      xmlNode *patriot = muster_xml_add (node, "patriot");

      muster_xml_set (patriot, "name", r->patriots[i]);
      muster_xml_set (patriot, "figure", r->figures[i]);
    }
  for (guint i = 1; r->tories[0] != NULL && r->tories[i] != NULL; i++)
    {
      xmlNode *tory = muster_xml_add (node, "tory");

      muster_xml_set (tory, "seat", r->tories[i]);
      muster_xml_set (tory, "name", r->tory_names[i]);
    }
}

static SolResult
parse_result (const char *word)
{
  gint64 v = word ? g_ascii_strtoll (word, NULL, 10) : 0;

  return v == SOL_RESULT_PATRIOTS || v == SOL_RESULT_TORY ? (SolResult) v : SOL_RESULT_UNPLAYED;
}

/* A battle of the record as written above; NULL if it makes no sense. */
static SolRecord *
read_battle (SolState  *self,
             xmlNode   *node,
             GError   **error)
{
  g_autoptr(GStrvBuilder) patriots = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) figures = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) tories = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) tory_names = g_strv_builder_new ();
  g_autofree char *tory = muster_xml_get (node, "tory");
  g_autofree char *tory_name = muster_xml_get (node, "tory-name");
  g_autofree char *results = muster_xml_get (node, "results");
  g_autofree char *travel = muster_xml_get (node, "travel");
  g_auto(GStrv) words = g_strsplit (results ? results : "", " ", -1);
  SolRecord *r;
  int stage;

  if (!muster_xml_get_int (node, "stage", 0, &stage, error))
    return NULL;
  if (stage < 0 || stage >= SOL_N_STAGES)
    {
      muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("%s: no stage %d"), SEC_CAMPAIGN, stage);
      return NULL;
    }
  muster_xml_foreach_element (item, node)
    {
      g_autofree char *name = muster_xml_get (item, "name");
      g_autofree char *figure = muster_xml_get (item, "figure");

      if (muster_xml_is (item, "patriot") && name != NULL && sol_data_patriot (self->data, figure) != NULL)
        {
          g_strv_builder_add (patriots, name);
          g_strv_builder_add (figures, figure);
        }
    }
  if (tory != NULL)
    {
      g_strv_builder_add (tories, tory);
      g_strv_builder_add (tory_names, tory_name ? tory_name : tory);
      muster_xml_foreach_element (item, node)
        {
          g_autofree char *seat = muster_xml_get (item, "seat");
          g_autofree char *name = muster_xml_get (item, "name");

          if (muster_xml_is (item, "tory") && seat != NULL)
            {
              g_strv_builder_add (tories, seat);
              g_strv_builder_add (tory_names, name ? name : seat);
            }
        }
    }
  r = g_new0 (SolRecord, 1);
  r->stage = stage;
  r->final = muster_xml_get_bool (node, "final", FALSE);
  r->tories = g_strv_builder_end (tories);
  r->tory_names = g_strv_builder_end (tory_names);
  r->patriots = g_strv_builder_end (patriots);
  r->figures = g_strv_builder_end (figures);
  r->travel = parse_result (travel);
  for (guint k = 0; k < G_N_ELEMENTS (r->results) && words[k] != NULL; k++)
    r->results[k] = parse_result (words[k]);
  return r;
}

void
sol_campaign_write_record (SolState *self,
                           xmlNode  *campaign)
{
  for (guint i = 0; i < self->record->len; i++)
    write_battle (campaign, g_ptr_array_index (self->record, i));
}

static gboolean
was_tory (SolState   *self,
          const char *seat)
{
  for (guint i = 0; i < self->record->len; i++)
    if (g_strv_contains ((const char * const *) ((SolRecord *) g_ptr_array_index (self->record, i))->tories, seat))
      return TRUE;
  return FALSE;
}

gboolean
sol_campaign_may_be_tory (SolState  *self,
                          int        who,
                          GError   **error)
{
  if (!self->campaign || !was_tory (self, sol_seat_id (self, who)))
    return TRUE;
  /* Only a player who may still take it: not yet chosen, not a Tory now. */
  for (guint i = 0; i < self->players->len; i++)
    {
      SolPlayer *p = sol_player (self, i);

      if ((int) i != who && !p->chosen && !p->tory && !was_tory (self, p->seat))
        return illegal (error, _("%s: %s has been the Tory in this campaign; the role goes to a player who has "
                                 "not had it yet, such as %s"),
                        SEC_CAMPAIGN, sol_seat_name (self, who), p->name);
    }
  return TRUE;
}

gboolean
sol_campaign_final_extra (SolState         *self,
                          const SolToryDef *fig)
{
  return self->final_battle && self->level == SOL_LEVEL_PRIMARY && self->phase == SOL_PHASE_PLAY &&
         !self->final_extra && g_ptr_array_find_with_equal_func (self->past_tories, fig->id, g_str_equal, NULL);
}

int
sol_campaign_secret_reader (SolState         *self,
                            const MusterSeat *viewer)
{
  if (viewer == NULL)
    return -1;
  for (int t = sol_next_tory (self, -1); t >= 0; t = sol_next_tory (self, t))
    if (muster_seat_may_see (viewer, sol_seat_id (self, t)))
      return t;
  return -1;
}

/* “Ann as John Adams, Ben as Benjamin Franklin”. */
static char *
patriots_text (SolState        *self,
               const SolRecord *r)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; r->patriots[i] != NULL; i++)
    {
      const SolPatriotDef *fig = sol_data_patriot (self->data, r->figures[i]);

      if (out->len > 0)
        g_string_append (out, ", ");
      /* Translators: a Patriot player and his figure, “Ann as John Adams”. */
      g_string_append_printf (out, _("%s as %s"), r->patriots[i], fig ? fig->name : r->figures[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* “The Tory won the Travel Hand.” */
static void
append_result (GString   *out,
               int        level,
               SolResult  result)
{
  g_autofree char *name = sol_level_name (level);

  if (result == SOL_RESULT_UNPLAYED)
    return;
  g_string_append_c (out, ' ');
  g_string_append_printf (out, result == SOL_RESULT_PATRIOTS ? _("The Patriots won %s.") : _("The Tory won %s."), name);
}

/* One battle in words: who played what, and each level's winner. */
static char *
record_text (SolState        *self,
             const SolRecord *r)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *patriots = patriots_text (self, r);

  if (r->tory_names[0] != NULL)
    {
      g_autofree char *names = g_strjoinv (", ", r->tory_names);
      guint n = g_strv_length (r->tory_names);

      /* Translators: the Tory player of a battle, or the Tories (“Tories: Dan, Eve.”). */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Tory: %s.", "Tories: %s.", n), names);
    }
  if (*patriots != '\0')
    g_string_append_printf (out, "%s%s", out->len ? " " : "", patriots);
  if (*patriots != '\0')
    g_string_append_c (out, '.');
  append_result (out, SOL_LEVEL_TRAVEL, r->travel);
  for (int k = 0; k < (int) G_N_ELEMENTS (r->results); k++)
    append_result (out, k, r->results[k]);
  if (out->len == 0)
    g_string_append (out, _("No one has taken an identity yet."));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

MusterSheet *
sol_campaign_record_sheet (SolState *self)
{
  MusterSheet *sheet = muster_sheet_new ("campaign-record", _("Campaign Record"), NULL, FALSE);
  g_autoptr(SolRecord) now = this_battle (self);

  for (guint i = 0; i <= self->record->len; i++)
    {
      const SolRecord *r = i < self->record->len ? g_ptr_array_index (self->record, i) : now;
      g_autofree char *text = record_text (self, r);
      g_autofree char *label = NULL;

      /* Translators: a campaign's battle, its number and stage, “Battle 2 · the Intolerable Acts”. */
      label = g_strdup_printf (i < self->record->len ? _("Battle %u · %s") : _("Battle %u (this one) · %s"),
                               i + 1, _(stage_names[CLAMP (r->stage, 0, SOL_N_STAGES - 1)]));
      if (r->final)
        {
          g_autofree char *plain = g_steal_pointer (&label);

          label = g_strdup_printf (_("%s, the Final Battle"), plain);
        }
      muster_sheet_add_row (sheet, label, text)->section = g_strdup (SEC_CAMPAIGN);
    }
  return sheet;
}

MusterSheet *
sol_campaign_stage_sheet (SolState *self)
{
  MusterSheet *sheet = muster_sheet_new ("campaign-stage", _("This Battle's Stage"), NULL, FALSE);
  g_autofree char *stage = g_strdup_printf ("%s, %s", self->data->stage_names[self->stage],
                                            self->data->stage_years[self->stage]);
  g_autofree char *line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d Tyranny a level", "%d Tyranny a level",
                                                        self->line_size), self->line_size);

  muster_sheet_add_row (sheet, _("Stage"), stage)->section = g_strdup (SEC_CAMPAIGN);
  /* The stage's narrative restriction, a reminder: the table judges it. */
  muster_sheet_add_row (sheet, _("In the story"), self->data->stage_reminders[self->stage])->section =
    g_strdup (SEC_CAMPAIGN);
  muster_sheet_add_row (sheet, _("The Tory's line"), line)->section = g_strdup (SEC_CAMPAIGN);
  return sheet;
}

static void
add_unique (GPtrArray  *ids,
            const char *id)
{
  if (id != NULL && !g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
    g_ptr_array_add (ids, g_strdup (id));
}

/* <campaign stage="0" unlocked="true"/>, then the figures the campaign
 * has seen, this battle's included. */
void
sol_campaign_write_carry (MusterState *state,
                          xmlNode     *node)
{
  SolState *self = SOL_STATE (state);
  g_autoptr(GPtrArray) tories = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) patriots = g_ptr_array_new_with_free_func (g_free);
  xmlNode *campaign;

  /* A battle of Battle Mode carries nothing. */
  if (!self->campaign)
    return;
  campaign = muster_xml_add (node, "campaign");
  muster_xml_set_int (campaign, "stage", self->stage);
  muster_xml_set_bool (campaign, "unlocked", self->unlocked);
  for (guint i = 0; i < self->past_tories->len; i++)
    add_unique (tories, g_ptr_array_index (self->past_tories, i));
  for (guint i = 0; i < self->tory_figures->len; i++)
    add_unique (tories, g_ptr_array_index (self->tory_figures, i));
  for (guint i = 0; i < self->past_patriots->len; i++)
    add_unique (patriots, g_ptr_array_index (self->past_patriots, i));
  /* Patriot Tag Teams: both figures of a team were played. */
  for (guint i = 0; i < self->players->len; i++)
    {
      add_unique (patriots, sol_player (self, i)->figure);
      add_unique (patriots, sol_player (self, i)->partner);
    }
  for (guint i = 0; i < tories->len; i++)
    muster_xml_set (muster_xml_add (campaign, "tory-figure"), "id", g_ptr_array_index (tories, i));
  for (guint i = 0; i < patriots->len; i++)
    muster_xml_set (muster_xml_add (campaign, "patriot-figure"), "id", g_ptr_array_index (patriots, i));
  sol_campaign_write_record (self, campaign);
  {
    g_autoptr(SolRecord) now = this_battle (self);

    write_battle (campaign, now);
  }
}

/* The battle before: its stage, the next one if the Patriots completed
 * its Secret Objective, and the figures seen so far. */
gboolean
sol_campaign_take_input (MusterState  *state,
                         const char   *name,
                         xmlNode      *carry,
                         GError      **error)
{
  SolState *self = SOL_STATE (state);
  xmlNode *campaign = muster_xml_child (carry, "campaign");
  gboolean unlocked;
  int stage;

  if (!self->campaign || campaign == NULL)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("%s: the battle before is not a campaign battle"),
                        SEC_CAMPAIGN);
  if (!muster_xml_get_int (campaign, "stage", 0, &stage, error))
    return FALSE;
  unlocked = muster_xml_get_bool (campaign, "unlocked", FALSE);
  if (stage < 0 || stage >= SOL_N_STAGES)
    return muster_fail (error, MUSTER_ERROR_INVALID_ARGS, _("%s: no stage %d"), SEC_CAMPAIGN, stage);
  sol_campaign_set_stage (self, unlocked ? stage + 1 : stage);
  muster_xml_foreach_element (item, campaign)
    {
      g_autofree char *id = muster_xml_get (item, "id");

      if (muster_xml_is (item, "tory-figure") && sol_data_tory (self->data, id) != NULL)
        add_unique (self->past_tories, id);
      else if (muster_xml_is (item, "patriot-figure") && sol_data_patriot (self->data, id) != NULL)
        add_unique (self->past_patriots, id);
      else if (muster_xml_is (item, "battle"))
        {
          SolRecord *r = read_battle (self, item, error);

          if (r == NULL)
            return FALSE;
          g_ptr_array_add (self->record, r);
        }
    }
  if (self->record->len > 0)
    {
      const SolRecord *last = g_ptr_array_index (self->record, self->record->len - 1);

      /* A Final Battle the Tory won is no end: the Patriots fight on. */
      if (last->final && last->results[SOL_LEVEL_PRIMARY] == SOL_RESULT_PATRIOTS)
        return muster_fail (error, MUSTER_ERROR_INVALID_ARGS,
                            _("%s: the Patriots won the Final Battle, and with it the Revolution: the campaign is over"),
                            SEC_CAMPAIGN);
    }
  return TRUE;
}

/* The Tory's Secret Objective: five cards read like any objective, seen
 * by the Tory alone (with the players' own decks he writes it down and
 * names its cards when he reveals it). */
gboolean
sol_apply_secret (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  g_autoptr(GPtrArray) taken = g_ptr_array_new ();
  guint next = 0;

  muster_entry_set_rule (entry, SEC_CAMPAIGN);
  if (!self->own_cards)
    {
      g_autofree char *text = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (self->secret); i++)
        if ((self->secret[i] = sol_turn_up (self, -1, chance, _("the Secret Objective"), NULL, &next, taken, error)) == NULL)
          return FALSE;
      text = sol_objective_text (self, SOL_LEVEL_SECRET);
      /* A log line has one reader: the (first) Tory. With Largest Army on
       * the Planet every Tory reads it on his Secret Objective sheet. */
      muster_entry_append_secret (entry, sol_seat_id (self, sol_tory_index (self)), _("Your Secret Objective: %s"),
                                  text);
    }
  muster_entry_append_text (entry, self->n_tories > 1 ? _("The Tories write down their Secret Objective.")
                                                      : _("The Tory writes down his Secret Objective."));
  self->phase = SOL_PHASE_DEAL;
  return TRUE;
}

/* In an Opportune hand the Tory reads his Secret Objective out, with the
 * Tyranny it is worth: 3, 4 or 5 as he worked it into one, two or three
 * levels (the table judges). */
gboolean
sol_apply_reveal_secret (MusterState *state, const MusterActionDef *def, MusterEntry *entry, MusterChance *chance, GError **error)
{
  SolState *self = SOL_STATE (state);
  const char * const *args = muster_entry_get_args (entry);
  g_autofree char *text = NULL;
  int value;

  if (!muster_args_check_count (args, 1, 6, "reveal-secret VALUE [CARD...]", error) ||
      !muster_args_parse_int (args[0], _("The Secret Objective's worth"), 3, 5, &value, error))
    return FALSE;
  if (!self->campaign || self->secret_revealed)
    return illegal (error, _("%s: there is no Secret Objective to reveal"), SEC_CAMPAIGN);
  if (self->level < 1 || self->level > 3)
    return illegal (error, _("%s: the Secret Objective is revealed in an Opportune hand"), SEC_CAMPAIGN);
  if (self->own_cards)
    {
      if (muster_args_count (args) != 6)
        return bad_args (error, _("Name the five cards of the Secret Objective"));
      for (guint i = 0; i < 5; i++)
        {
          int rank = -1;
          SolSuit suit;
          g_autofree char *face = g_ascii_strup (args[1 + i], -1);

          rank = sol_card_rank (face);
          suit = sol_card_suit (face);
          if (rank == SOL_NO_RANK || suit == SOL_NO_SUIT)
            return bad_args (error, _("“%s” is no card"), args[1 + i]);
          g_free (self->secret[i]);
          self->secret[i] = g_steal_pointer (&face);
        }
    }
  else if (args[1] != NULL)
    return bad_args (error, _("Muster drew the Secret Objective: name only its worth"));
  self->secret_revealed = TRUE;
  self->secret_value = value;
  text = sol_objective_text (self, SOL_LEVEL_SECRET);
  muster_entry_set_rule (entry, SEC_CAMPAIGN);
  muster_entry_append_text (entry, self->n_tories > 1 ? _("The Tories reveal their Secret Objective, worth %d Tyranny: %s")
                                                      : _("The Tory reveals his Secret Objective, worth %d Tyranny: %s"),
                            value, text);
  return TRUE;
}

