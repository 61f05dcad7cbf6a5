/* b2c-actions.c: the action vocabulary of From Boston to Concord, which
 * actions are legal now and why not, and the dispatch that applies one and
 * carries open procedures on.
 *
 * Four kinds of action: the 15 actions of 6.0 (each costs an action point,
 * taken by the side whose action it is), the turn procedure (draw-card,
 * end-turn, use-reserve), answers to a procedure's question (taken by the
 * side asked), and corrections of reconstructed data (set-card,
 * correct-border, set-vp: anyone, any time).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"
#include "b2c-view.h"

typedef enum
{
  DEF_REGULAR,  /* one of the 15 actions: costs an action point */
  DEF_TURN,     /* the turn procedure */
  DEF_ANSWER,   /* answers the top ask */
  DEF_FIX,      /* a correction of reconstructed data */
} DefKind;

#define SIDE_B 1
#define SIDE_P 2
#define SIDE_BOTH 3

typedef struct
{
  const char   *id;
  const char   *label;
  const char   *section;
  const char   *summary;
  const char   *params;   /* “NAME:kind” words; kind region|unit|number|text|choice=a/b; ? optional, * repeated */
  guint8        sides;
  DefKind       kind;
  int           answers;  /* B2cAskKind answered, or -1 */
  int           answers2; /* a second ask kind, or -1 */
  B2cApplyFunc  apply;
} ActionDef;

static const ActionDef defs[] = {
  /* The turn */
  { "draw-card", N_("Draw the card"), "5.1",
    N_("Draw this turn's card: it sets both Action tracks; a die decides who starts on a tie"),
    "", SIDE_BOTH, DEF_TURN, -1, -1, b2c_apply_draw_card },
  { "use-reserve", N_("Use a Reserve Action"), "5.2",
    N_("Spend a Reserve Action instead of an action for the next action"),
    "", SIDE_BOTH, DEF_TURN, -1, -1, b2c_apply_use_reserve },
  { "end-turn", N_("End the turn"), "5.3",
    N_("Both tracks are at 0: run the End Turn steps in order"),
    "", SIDE_BOTH, DEF_TURN, -1, -1, b2c_apply_end_turn },

  /* The 15 actions (6.0) */
  { "attack", N_("Attack"), "6.1",
    N_("Units in a region attack the enemy in the same region"),
    "REGION:region UNIT:unit*?", SIDE_BOTH, DEF_REGULAR, -1, -1, b2c_apply_attack },
  { "assault", N_("Assault"), "6.2",
    N_("Units that have neither moved nor fired enter an adjacent enemy region and attack"),
    "FROM:region TO:region UNIT:unit*?", SIDE_BOTH, DEF_REGULAR, -1, -1, b2c_apply_attack },
  { "charge", N_("Charge"), "6.3",
    N_("British leader and fresh Regulars charge the Patriots in their region"),
    "REGION:region", SIDE_B, DEF_REGULAR, -1, -1, b2c_apply_charge },
  { "scout", N_("Move: Scout"), "6.4.1",
    N_("Units move to an adjacent region"),
    "FROM:region TO:region UNIT:unit*", SIDE_BOTH, DEF_REGULAR, B2C_ASK_MOVE_MORE, -1, b2c_apply_move },
  { "march", N_("Move: March"), "6.4.2",
    N_("Units move up to two regions along a road"),
    "FROM:region UNIT:unit* PATH:region*", SIDE_BOTH, DEF_REGULAR, B2C_ASK_MOVE_MORE, -1, b2c_apply_move },
  { "forced-march", N_("Move: Forced March"), "6.4.2",
    N_("Units march three regions along a road; the first unit named is broken at the end"),
    "FROM:region BREAK:unit UNIT:unit*? PATH:region*", SIDE_BOTH, DEF_REGULAR, B2C_ASK_MOVE_MORE, -1, b2c_apply_move },
  { "land", N_("Move: Naval landing"), "9.0",
    N_("On turn 1, British units in Boston land in a region with the naval icon"),
    "REGION:region UNIT:unit*", SIDE_B, DEF_REGULAR, B2C_ASK_MOVE_MORE, -1, b2c_apply_move },
  { "move-sol", N_("Move: Sons of Liberty"), "4.4",
    N_("Hancock and Adams move up to two regions; nothing else moves with this action"),
    "FROM:region UNIT:unit* PATH:region*", SIDE_P, DEF_REGULAR, -1, -1, b2c_apply_move_sol },
  { "assemble", N_("Assemble"), "6.5",
    N_("Patriot units from around a region move into it"),
    "TO:region UNIT:unit*", SIDE_P, DEF_REGULAR, -1, -1, b2c_apply_assemble },
  { "ambush", N_("Ambush"), "6.6",
    N_("Two dice against two moved unbroken Regulars; 5-6 breaks one"),
    "REGION:region UNIT:unit*?", SIDE_P, DEF_REGULAR, -1, -1, b2c_apply_ambush },
  { "snipe", N_("Snipe"), "6.7",
    N_("A die for each fresh British piece of a large marching column; 6 breaks or wounds"),
    "REGION:region", SIDE_P, DEF_REGULAR, -1, -1, b2c_apply_snipe },
  { "rally", N_("Rally"), "6.8",
    N_("Leaders flip broken units in their region back (British two per leader, Patriots one)"),
    "REGION:region UNIT:unit*?", SIDE_BOTH, DEF_REGULAR, -1, -1, b2c_apply_rally },
  { "search", N_("Search / Capture"), "6.9",
    N_("Regulars search a region for hidden arms and try to capture Hancock and Adams"),
    "REGION:region", SIDE_B, DEF_REGULAR, -1, -1, b2c_apply_search },
  { "escape-capture", N_("Escape Capture"), "6.10",
    N_("A captured Nightrider or Son of Liberty tries to escape to an adjacent region (6 or more)"),
    "UNIT:unit REGION:region", SIDE_P, DEF_REGULAR, -1, -1, b2c_apply_escape },
  { "hinder", N_("Hinder"), "6.11",
    N_("Place one of your Hinder markers, or remove one of the opponent's"),
    "DO:choice=place/remove MARKER:choice=move/search/muster REGION:region?", SIDE_BOTH, DEF_REGULAR, -1, -1, b2c_apply_hinder },
  { "call-to-arms", N_("Call to Arms"), "6.12",
    N_("Every free Nightrider gets four activity points to ride and alert towns"),
    "", SIDE_P, DEF_REGULAR, -1, -1, b2c_apply_call_to_arms },
  { "plan", N_("Plan"), "6.13",
    N_("Gain a Reserve Action: with one action left, or when nothing but Pass is possible"),
    "", SIDE_BOTH, DEF_REGULAR, -1, -1, b2c_apply_plan },
  { "gather-intelligence", N_("Gather Intelligence"), "6.14",
    N_("Look secretly at the top two cards of the deck (once per turn)"),
    "", SIDE_BOTH, DEF_REGULAR, -1, -1, b2c_apply_intel },
  { "pass", N_("Pass"), "6.15",
    N_("Spend an action and do nothing"),
    "", SIDE_BOTH, DEF_REGULAR, -1, -1, b2c_apply_pass },

  /* Answers */
  { "end-move", N_("End the movement"), "6.4",
    N_("No more units of the activated region move"),
    "", SIDE_BOTH, DEF_ANSWER, B2C_ASK_MOVE_MORE, -1, b2c_apply_end_move },
  { "break-unit", N_("Choose the unit to break"), "4.1",
    N_("The Patriot picks which Militia or Minutemen the cannon breaks"),
    "UNIT:unit", SIDE_P, DEF_ANSWER, B2C_ASK_BREAK, -1, b2c_apply_break_unit },
  { "allocate-hits", N_("Take hits"), "7.0",
    N_("Name the counter that takes each hit, in order (a counter twice: flipped, then removed)"),
    "UNIT:unit*", SIDE_BOTH, DEF_ANSWER, B2C_ASK_ALLOCATE, -1, b2c_apply_allocate },
  { "retreat-before-combat", N_("Retreat before combat"), "7.1",
    N_("The defender retreats some or all units together to one adjacent region"),
    "REGION:region UNIT:unit*", SIDE_BOTH, DEF_ANSWER, B2C_ASK_RETREAT_BEFORE, -1, b2c_apply_combat_answer },
  { "stand", N_("Stand and choose who fights"), "7.0",
    N_("The defender names the units that take part (all able units if none are named; “none” for none)"),
    "UNIT:unit*?", SIDE_BOTH, DEF_ANSWER, B2C_ASK_RETREAT_BEFORE, -1, b2c_apply_combat_answer },
  { "opfire", N_("Opportunity fire"), "7.1.3",
    N_("Fire on the defenders who all retreated before combat"),
    "", SIDE_BOTH, DEF_ANSWER, B2C_ASK_OPFIRE, -1, b2c_apply_combat_answer },
  { "no-opfire", N_("Hold fire"), "7.1.3",
    N_("Let the retreating defenders go"),
    "", SIDE_BOTH, DEF_ANSWER, B2C_ASK_OPFIRE, -1, b2c_apply_combat_answer },
  { "advance", N_("Advance the cannon"), "4.1",
    N_("After a Patriot retreat, move the cannon with at least one Regular to an adjacent region"),
    "REGION:region UNIT:unit*", SIDE_B, DEF_ANSWER, B2C_ASK_ADVANCE, -1, b2c_apply_combat_answer },
  { "no-advance", N_("Stay put"), "4.1",
    N_("The cannon does not advance"),
    "", SIDE_B, DEF_ANSWER, B2C_ASK_ADVANCE, -1, b2c_apply_combat_answer },
  { "fight-simultaneous", N_("Simultaneous combat"), "7.0",
    N_("Take one hit first, then both sides roll at once"),
    "", SIDE_BOTH, DEF_ANSWER, B2C_ASK_FIGHT, -1, b2c_apply_combat_answer },
  { "face-defensive-fire", N_("Face defensive fire"), "7.0",
    N_("The defender rolls first; the survivors then roll"),
    "", SIDE_BOTH, DEF_ANSWER, B2C_ASK_FIGHT, -1, b2c_apply_combat_answer },
  { "reroll", N_("Leader re-roll"), "14.1",
    N_("Throw one of your dice again (counting from 1)"),
    "DIE:number", SIDE_BOTH, DEF_ANSWER, B2C_ASK_REROLL, -1, b2c_apply_combat_answer },
  { "keep-roll", N_("Keep the roll"), "14.1",
    N_("No re-roll"),
    "", SIDE_BOTH, DEF_ANSWER, B2C_ASK_REROLL, -1, b2c_apply_combat_answer },
  { "retreat", N_("Retreat"), "7.1.4",
    N_("Retreat units together to one adjacent region"),
    "REGION:region UNIT:unit*?", SIDE_BOTH, DEF_ANSWER, B2C_ASK_RETREAT_AFTER, B2C_ASK_CHARGE_RETREAT, b2c_apply_combat_answer },
  { "stay", N_("Stay"), "7.1.4",
    N_("No retreat after combat"),
    "", SIDE_BOTH, DEF_ANSWER, B2C_ASK_RETREAT_AFTER, B2C_ASK_CHARGE_RETREAT, b2c_apply_combat_answer },
  { "free-move", N_("Minutemen's free move"), "4.3",
    N_("A Minuteman from a newly mustered town moves up to two regions"),
    "UNIT:unit PATH:region*", SIDE_P, DEF_ANSWER, B2C_ASK_FREE_MOVE, -1, b2c_apply_move },
  { "free-move-done", N_("Done with the free moves"), "4.3",
    N_("The remaining Minutemen stay"),
    "", SIDE_P, DEF_ANSWER, B2C_ASK_FREE_MOVE, -1, b2c_apply_move },
  { "ride", N_("Ride"), "6.12",
    N_("A Nightrider rides to an adjacent region (1 point, 2 over a stream without a road); leaving Regulars: evade or risk"),
    "RIDER:unit REGION:region HOW:choice=evade/risk?", SIDE_P, DEF_ANSWER, B2C_ASK_CALL, -1, b2c_apply_call_step },
  { "alert", N_("Alert"), "6.12",
    N_("A Nightrider flips the Gather marker in its region (1 point; the British roll for capture)"),
    "RIDER:unit", SIDE_P, DEF_ANSWER, B2C_ASK_CALL, -1, b2c_apply_call_step },
  { "leave-map", N_("Leave the map"), "6.12",
    N_("A Nightrider rides off a map edge into that edge's Nightrider box (1 point)"),
    "RIDER:unit EDGE:choice=top/left/bottom HOW:choice=evade/risk?", SIDE_P, DEF_ANSWER, B2C_ASK_CALL, -1, b2c_apply_call_step },
  { "remove-alert", N_("Remove an Alert marker"), "6.12",
    N_("A Nightrider in a box removes one Alert marker on its edge (from the turn after it left)"),
    "RIDER:unit BOX:region", SIDE_P, DEF_ANSWER, B2C_ASK_CALL, -1, b2c_apply_call_step },
  { "call-done", N_("End the Call to Arms"), "6.12",
    N_("The Nightriders stop; those that moved get Moved markers"),
    "", SIDE_P, DEF_ANSWER, B2C_ASK_CALL, -1, b2c_apply_call_step },
  { "retry-capture", N_("Draw again (1 VP)"), "8.2",
    N_("Pay 1 VP for one more card to capture this Son of Liberty"),
    "", SIDE_B, DEF_ANSWER, B2C_ASK_RETRY_CAPTURE, -1, b2c_apply_search_answer },
  { "no-retry", N_("No more draws"), "8.2",
    N_("Give up this capture"),
    "", SIDE_B, DEF_ANSWER, B2C_ASK_RETRY_CAPTURE, -1, b2c_apply_search_answer },
  { "sol-move", N_("Slip away"), "8.2",
    N_("The Son of Liberty who escaped every draw moves to an adjacent region"),
    "UNIT:unit REGION:region", SIDE_P, DEF_ANSWER, B2C_ASK_SOL_EVADE, -1, b2c_apply_search_answer },
  { "sol-stay", N_("Stay hidden"), "8.2",
    N_("The Son of Liberty stays"),
    "", SIDE_P, DEF_ANSWER, B2C_ASK_SOL_EVADE, -1, b2c_apply_search_answer },
  { "move-captive", N_("Move a captive"), "5.3",
    N_("Move a captured Nightrider or Son of Liberty up to two regions toward Boston"),
    "UNIT:unit PATH:region*", SIDE_B, DEF_ANSWER, B2C_ASK_CAPTIVES, -1, b2c_apply_captives },
  { "captives-done", N_("Done with the captives"), "5.3",
    N_("The other captives stay where they are"),
    "", SIDE_B, DEF_ANSWER, B2C_ASK_CAPTIVES, -1, b2c_apply_captives },

  /* Corrections */
  { "set-card", N_("Enter a card's printed values"), "5.1",
    N_("Record the British actions, Patriot actions and hash marks printed on a card"),
    "NUMBER:text BRITISH:number PATRIOT:number HASH:number", SIDE_BOTH, DEF_FIX, B2C_ASK_CARD, -1, b2c_apply_set_card },
  { "confirm-card", N_("Confirm the card"), "5.1",
    N_("The card drawn shows the values Muster holds"),
    "", SIDE_BOTH, DEF_ANSWER, B2C_ASK_CARD, -1, b2c_apply_confirm_card },
  { "correct-border", N_("Correct a border"), "3.0",
    N_("Record how two regions meet on your board: road, land, stream, stream-road, river-road or none"),
    "REGION:region REGION:region KIND:choice=road/land/stream/stream-road/river-road/none", SIDE_BOTH, DEF_FIX, -1, -1, b2c_apply_correct_border },
  { "set-vp", N_("Correct a VP award"), "13.0",
    N_("Record the value of an award from your Player's Aid (halves allowed: 0.5)"),
    "AWARD:text VALUE:text", SIDE_BOTH, DEF_FIX, -1, -1, b2c_apply_set_vp },
};

static const ActionDef *
find_def (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (defs); i++)
    if (g_strcmp0 (defs[i].id, id) == 0)
      return &defs[i];
  return NULL;
}

static gboolean
def_answers (const ActionDef *def,
             B2cAsk          *ask)
{
  return ask != NULL && ((int) ask->kind == def->answers || (int) ask->kind == def->answers2);
}

/* Eligibility of the 15 actions: can @ctx->side take it now with some
 * arguments? Each refusal names its rule. */
static gboolean
eligible (B2cCtx          *ctx,
          const ActionDef *def,
          GError         **error)
{
  const char *id = def->id;

  if (g_str_equal (id, "attack"))
    return b2c_can_attack (ctx, FALSE, error);
  if (g_str_equal (id, "assault"))
    return b2c_can_attack (ctx, TRUE, error);
  if (g_str_equal (id, "charge"))
    return b2c_can_charge (ctx, error);
  if (g_str_equal (id, "scout") || g_str_equal (id, "march") || g_str_equal (id, "forced-march") ||
      g_str_equal (id, "land"))
    return b2c_can_move (ctx, id, error);
  if (g_str_equal (id, "move-sol"))
    return b2c_can_move_sol (ctx, error);
  if (g_str_equal (id, "assemble"))
    return b2c_can_assemble (ctx, error);
  if (g_str_equal (id, "ambush"))
    return b2c_can_ambush (ctx, error);
  if (g_str_equal (id, "snipe"))
    return b2c_can_snipe (ctx, error);
  if (g_str_equal (id, "rally"))
    return b2c_can_rally (ctx, error);
  if (g_str_equal (id, "search"))
    return b2c_can_search (ctx, error);
  if (g_str_equal (id, "escape-capture"))
    return b2c_can_escape (ctx, error);
  if (g_str_equal (id, "hinder"))
    return b2c_can_hinder (ctx, error);
  if (g_str_equal (id, "call-to-arms"))
    return b2c_can_call_to_arms (ctx, error);
  if (g_str_equal (id, "gather-intelligence"))
    return b2c_can_intel (ctx, error);
  if (g_str_equal (id, "plan"))
    return b2c_can_plan (ctx, error);
  return TRUE;  /* pass */
}

static gboolean
side_allowed (const ActionDef *def,
              RevroadSide      side)
{
  return side != REVROAD_NO_SIDE && (def->sides & (side == REVROAD_BRITISH ? SIDE_B : SIDE_P));
}

static gboolean
only_side_error (const ActionDef  *def,
                 GError          **error)
{
  return b2c_illegal (error, _("%s %s: only the %s player may take this action"), def->section,
                      _(def->label), def->sides == SIDE_B ? _("British") : _("Patriot"));
}

/* Is a regular action open to @side now, leaving asks and phase aside? */
static gboolean
regular_open (B2cState        *self,
              const ActionDef *def,
              RevroadSide      side,
              gboolean         override,
              GError         **error)
{
  B2cCtx ctx = { self, NULL, NULL, override, side };

  if (!side_allowed (def, side))
    return only_side_error (def, error);
  return eligible (&ctx, def, error);
}

gboolean
b2c_can_plan (B2cCtx  *ctx,
              GError **error)
{
  B2cState *self = ctx->self;
  RevroadSide side = ctx->side;

  if (self->tracks.reserve_armed)
    return b2c_illegal (error, _("6.13 Plan: a Reserve Action cannot be spent on Plan"));
  /* On the 1 space Plan is always open; it gains a reserve only if one is
   * free. */
  if (self->tracks.actions[side] == 1)
    return TRUE;
  if (self->tracks.reserve[side] >= REVROAD_MAX_RESERVE)
    return b2c_illegal (error, _("6.13 Plan: with two Reserve Actions held and more than one action left, the %s must Pass"),
                        revroad_side_name (side));
  /* 6.15: with more actions left, Plan is open only when nothing but Pass
   * (and Plan) is. */
  for (guint i = 0; i < G_N_ELEMENTS (defs); i++)
    {
      const ActionDef *def = &defs[i];

      if (def->kind != DEF_REGULAR || g_str_equal (def->id, "plan") || g_str_equal (def->id, "pass"))
        continue;
      if (regular_open (self, def, side, TRUE, NULL))
        return b2c_illegal (error, _("6.13 Plan: only on the 1 space of the Action track, or when nothing but Pass is possible (%s is open)"),
                            _(def->label));
    }
  return TRUE;
}

/* Why no action of this kind is possible now, or NULL when one is. */
static char *
why_not (B2cState        *self,
         const ActionDef *def,
         gboolean        *uncertain)
{
  B2cAsk *ask = b2c_top_ask (self);
  g_autoptr(GError) error = NULL;

  *uncertain = FALSE;
  if (def->kind == DEF_FIX)
    {
      if (g_str_equal (def->id, "set-card") || g_str_equal (def->id, "correct-border") ||
          g_str_equal (def->id, "set-vp"))
        return NULL;
    }
  if (self->over)
    return g_strdup (_("13.0: the game is over"));

  if (def->kind == DEF_ANSWER || (def->answers >= 0 && def_answers (def, ask)))
    {
      if (def_answers (def, ask))
        {
          if (ask->kind == B2C_ASK_MOVE_MORE && def->kind == DEF_REGULAR)
            {
              B2cCtx ctx = { self, NULL, NULL, FALSE, ask->side };

              if (!b2c_can_move (&ctx, def->id, &error))
                {
                  if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
                    {
                      *uncertain = TRUE;
                      return NULL;
                    }
                  return g_strdup (error->message);
                }
            }
          return NULL;
        }
      if (def->kind == DEF_ANSWER)
        return g_strdup_printf (_("%s: nothing is asking for this now"), def->section);
    }
  if (ask != NULL)
    {
      g_autofree char *text = b2c_view_pending_text (self);
      return g_strdup_printf (_("%s: first, %s"), def->section, text);
    }

  if (def->kind == DEF_TURN)
    {
      if (g_str_equal (def->id, "draw-card"))
        return self->phase == B2C_PHASE_DRAW ? NULL
               : g_strdup (_("5.1: the card is drawn at the start of a turn"));
      if (g_str_equal (def->id, "end-turn"))
        return self->phase == B2C_PHASE_END ? NULL
               : g_strdup (_("5.2: the turn ends when both Action tracks are at 0"));
      if (g_str_equal (def->id, "use-reserve"))
        {
          char *reason = NULL;

          if (self->phase != B2C_PHASE_ACTIONS)
            return g_strdup (_("5.2 Reserve Actions: only during the actions of a turn"));
          if (self->tracks.reserve_armed)
            return g_strdup (_("5.2 Reserve Actions: a Reserve Action is already in use for the next action"));
          if (!revroad_tracks_reserve_usable (&self->tracks, self->tracks.acting, &reason))
            return reason;
          return NULL;
        }
    }

  /* Regular actions. */
  if (self->phase == B2C_PHASE_PREGAME)
    {
      if (g_str_equal (def->id, "call-to-arms"))
        return NULL;
      return g_strdup (_("6.12: before turn 1 the Patriot takes only the free Call to Arms"));
    }
  if (self->phase != B2C_PHASE_ACTIONS || self->tracks.acting == REVROAD_NO_SIDE)
    return g_strdup_printf (_("%s: actions are taken during the Perform Actions segment (5.2)"), def->section);
  if (!regular_open (self, def, self->tracks.acting, FALSE, &error))
    {
      if (g_error_matches (error, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
        {
          g_autoptr(GError) again = NULL;

          if (regular_open (self, def, self->tracks.acting, TRUE, &again))
            {
              *uncertain = TRUE;
              return NULL;
            }
          return g_strdup (again->message);
        }
      return g_strdup (error->message);
    }
  return NULL;
}

static RevroadSide
def_side_now (B2cState        *self,
              const ActionDef *def)
{
  B2cAsk *ask = b2c_top_ask (self);

  if (def_answers (def, ask))
    return ask->side;
  if (def->kind == DEF_REGULAR)
    {
      if (self->phase == B2C_PHASE_PREGAME)
        return REVROAD_PATRIOT;
      if (def->sides == SIDE_B)
        return REVROAD_BRITISH;
      if (def->sides == SIDE_P)
        return REVROAD_PATRIOT;
      return self->tracks.acting;
    }
  if (g_str_equal (def->id, "use-reserve"))
    return self->tracks.acting;
  return REVROAD_NO_SIDE;
}

static void
add_params (B2cState         *self,
            MusterActionInfo *info,
            RevroadSide       side,
            const char       *spec)
{
  g_auto(GStrv) words = g_strsplit (spec, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *word = g_strdup (words[i]);
      char *colon, *kind;
      gboolean optional = FALSE, repeated = FALSE;
      MusterParam *param;
      size_t len;

      if (*word == '\0')
        continue;
      colon = strchr (word, ':');
      if (colon == NULL)
        continue;
      *colon = '\0';
      kind = colon + 1;
      len = strlen (kind);
      while (len > 0 && (kind[len - 1] == '?' || kind[len - 1] == '*'))
        {
          if (kind[len - 1] == '?')
            optional = TRUE;
          else
            repeated = TRUE;
          kind[--len] = '\0';
        }
      if (g_str_equal (kind, "number"))
        {
          param = muster_action_info_add_param (info, word, word, MUSTER_PARAM_NUMBER);
          param->min = 0;
          param->max = 99;
        }
      else if (g_str_has_prefix (kind, "choice="))
        {
          param = muster_action_info_add_param (info, word, word, MUSTER_PARAM_CHOICE);
          param->choices = g_strsplit (kind + 7, "/", -1);
        }
      else if (g_str_equal (kind, "region"))
        {
          GStrvBuilder *builder = g_strv_builder_new ();

          param = muster_action_info_add_param (info, word, word, MUSTER_PARAM_CHOICE);
          for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
            g_strv_builder_add (builder, b2c_region_id (self, (int) r));
          param->choices = g_strv_builder_end (builder);
          g_strv_builder_unref (builder);
        }
      else if (g_str_equal (kind, "unit"))
        {
          GStrvBuilder *builder = g_strv_builder_new ();

          param = muster_action_info_add_param (info, word, word, MUSTER_PARAM_CHOICE);
          /* The counters on the map, of the side concerned when there is
           * one (targets of the other side are named by region). */
          for (guint u = 0; u < b2c_n_units (self); u++)
            if (revroad_unit_on_map (b2c_unit (self, (int) u)) &&
                (side == REVROAD_NO_SIDE || b2c_def (self, (int) u)->side == side))
              g_strv_builder_add (builder, b2c_def (self, (int) u)->id);
          param->choices = g_strv_builder_end (builder);
          g_strv_builder_unref (builder);
        }
      else
        param = muster_action_info_add_param (info, word, word, MUSTER_PARAM_TEXT);
      param->optional = optional;
      param->repeated = repeated;
    }
}

GPtrArray *b2c_actions_list (B2cState *self);

GPtrArray *
b2c_actions_list (B2cState *self)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_action_info_free);

  for (guint i = 0; i < G_N_ELEMENTS (defs); i++)
    {
      const ActionDef *def = &defs[i];
      MusterActionInfo *info = muster_action_info_new (def->id, _(def->label), def->section);
      gboolean uncertain = FALSE;
      g_autofree char *reason = why_not (self, def, &uncertain);
      RevroadSide side = def_side_now (self, def);

      info->summary = g_strdup (_(def->summary));
      info->side = side != REVROAD_NO_SIDE ? g_strdup (revroad_side_id (side)) : NULL;
      /* Ambush names the British Regulars it targets, move-captive the
       * Patriot captives: their counters belong to the other side. */
      add_params (self, info, g_str_equal (def->id, "ambush") || g_str_equal (def->id, "move-captive")
                              ? revroad_side_other (side) : side, def->params);
      if (reason != NULL)
        muster_action_info_set_illegal (info, "%s", reason);
      else
        {
          info->legal = TRUE;
          info->uncertain = uncertain;
        }
      g_ptr_array_add (list, info);
    }
  return list;
}

void
b2c_begin_action (B2cCtx   *ctx,
                  gboolean  costs)
{
  ctx->self->action_open = TRUE;
  ctx->self->action_costs = costs;
  ctx->self->action_side = ctx->side;
}

gboolean
b2c_resume (B2cCtx  *ctx,
            GError **error)
{
  B2cState *self = ctx->self;

  /* Each pass either waits for a player, finishes a procedure step or ends
   * the action; a bound protects against a rules bug looping forever. */
  for (guint guard = 0; guard < 10000; guard++)
    {
      B2cAsk *ask = b2c_top_ask (self);

      if (ask != NULL)
        {
          if (ask->kind == B2C_ASK_ALLOCATE)
            {
              gboolean handled = FALSE;

              if (!b2c_allocate_auto (ctx, ask, &handled, error))
                return FALSE;
              if (handled)
                continue;
            }
          b2c_check_cannon (ctx);
          return TRUE;
        }
      if (self->combat.kind != B2C_COMBAT_NONE)
        {
          if (!b2c_combat_step (ctx, error))
            return FALSE;
          continue;
        }
      if (self->search.active)
        {
          if (!b2c_search_step (ctx, error))
            return FALSE;
          continue;
        }
      if (self->draw_open)
        {
          if (!b2c_draw_step (ctx, error))
            return FALSE;
          continue;
        }
      if (self->end_open)
        {
          if (!b2c_end_turn_step (ctx, error))
            return FALSE;
          continue;
        }
      if (self->action_open)
        b2c_after_action (ctx);
      b2c_check_cannon (ctx);
      return TRUE;
    }
  g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL, "internal error: a procedure did not progress");
  return FALSE;
}

gboolean b2c_actions_apply (B2cState     *self,
                            MusterEntry  *entry,
                            MusterChance *chance,
                            GError      **error);

gboolean
b2c_actions_apply (B2cState      *self,
                   MusterEntry   *entry,
                   MusterChance  *chance,
                   GError       **error)
{
  const char *id = muster_entry_get_action (entry);
  const char * const *args = muster_entry_get_args (entry);
  const ActionDef *def = find_def (id);
  B2cAsk *ask = b2c_top_ask (self);
  B2cCtx ctx = { self, entry, chance, muster_entry_get_override (entry), REVROAD_NO_SIDE };
  g_autoptr(GError) local = NULL;
  gboolean done;

  if (def == NULL)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_UNKNOWN_ACTION,
                   _("From Boston to Concord has no action “%s”"), id);
      return FALSE;
    }

  if (def->kind == DEF_FIX)
    {
      ctx.side = REVROAD_NO_SIDE;
    }
  else if (self->over)
    return b2c_illegal (error, _("13.0: the game is over"));
  else if (def_answers (def, ask))
    {
      ctx.side = ask->side;
    }
  else if (g_str_equal (def->id, "end-move") && ask == NULL && self->move.closed_itself)
    {
      ctx.side = self->move.side;
    }
  else if (def->kind == DEF_ANSWER)
    return b2c_illegal (error, _("%s %s: nothing is asking for this now"), def->section, _(def->label));
  else if (ask != NULL)
    {
      g_autofree char *text = b2c_view_pending_text (self);
      return b2c_illegal (error, _("%s %s: first, %s"), def->section, _(def->label), text);
    }
  else if (def->kind == DEF_TURN)
    {
      g_autofree char *reason = NULL;
      gboolean uncertain;

      reason = why_not (self, def, &uncertain);
      if (reason != NULL)
        return b2c_illegal (error, "%s", reason);
      ctx.side = g_str_equal (def->id, "use-reserve") ? self->tracks.acting : REVROAD_NO_SIDE;
    }
  else
    {
      /* One of the 15 actions. */
      if (self->phase == B2C_PHASE_PREGAME)
        {
          if (!g_str_equal (def->id, "call-to-arms"))
            return b2c_illegal (error, _("6.12: before turn 1 the Patriot takes only the free Call to Arms"));
          ctx.side = REVROAD_PATRIOT;
        }
      else if (self->phase != B2C_PHASE_ACTIONS || self->tracks.acting == REVROAD_NO_SIDE)
        {
          if (self->phase == B2C_PHASE_DRAW)
            return b2c_illegal (error, _("5.1: draw the turn's card first"));
          return b2c_illegal (error, _("5.2: no actions are left this turn; end the turn"));
        }
      else
        {
          ctx.side = self->tracks.acting;
          if (!side_allowed (def, ctx.side))
            return only_side_error (def, error);
        }
    }

  if (def->kind != DEF_FIX && !g_str_equal (def->id, "end-move"))
    self->move.closed_itself = FALSE;
  muster_entry_set_rule (entry, def->section);
  if (ctx.side != REVROAD_NO_SIDE)
    muster_entry_set_side (entry, revroad_side_id (ctx.side));
  done = def->apply (&ctx, def->id, args, &local) && b2c_resume (&ctx, &local) &&
         b2c_check_known_draw (&ctx, &local);
  g_clear_object (&ctx.probe);
  if (ctx.deferred != NULL)
    {
      /* A check on reconstructed data failed and the action ran on past
       * it: a rule the move breaks as well is the refusal, since going
       * past the reconstructed check would not help. */
      if (!done && (g_error_matches (local, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL) ||
                    g_error_matches (local, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS)))
        {
          g_clear_error (&ctx.deferred);
          g_propagate_error (error, g_steal_pointer (&local));
        }
      else
        g_propagate_error (error, g_steal_pointer (&ctx.deferred));
      return FALSE;
    }
  if (!done)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (muster_entry_get_text (entry) == NULL || *muster_entry_get_text (entry) == '\0')
    muster_entry_set_text (entry, _(def->label));
  return TRUE;
}
