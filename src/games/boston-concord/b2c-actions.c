/* b2c-actions.c: the actions of From Boston to Concord as one table, who
 * may take each now and why not, the names players read for its choices,
 * and what runs around every action (who acts; carrying open procedures on).
 *
 * Kinds: the 15 actions of 6.0 (plays: each costs an action point, taken by
 * the side whose action it is), the turn procedure (steps: draw-card,
 * end-turn, use-reserve), answers to a procedure's question (taken by the
 * side asked), and corrections (anyone, any time): of reconstructed data
 * (set-card, correct-border, set-vp) and of the board after a slip at the
 * table (correct-counter, correct-track, correct-acting, correct-phase,
 * correct-markers, correct-hinder, correct-flag).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "b2c-private.h"

#define B B2C_BRITISH_ONLY
#define P B2C_PATRIOT_ONLY
#define E B2C_EITHER_SIDE
#define ASK(kind) B2C_ANSWERS (B2C_ASK_##kind)

#define REGION(name, label) { name, label, MUSTER_PARAM_PLACE }
#define REGION_OPT(name, label) { name, label, MUSTER_PARAM_PLACE, MUSTER_PARAM_OPTIONAL }
#define REGIONS(name, label) { name, label, MUSTER_PARAM_PLACE, MUSTER_PARAM_REPEATED }
#define UNIT(name, label) { name, label, MUSTER_PARAM_PIECE }
#define UNITS(name, label) { name, label, MUSTER_PARAM_PIECE, MUSTER_PARAM_REPEATED }
#define UNITS_OPT(name, label) { name, label, MUSTER_PARAM_PIECE, MUSTER_PARAM_REPEATED | MUSTER_PARAM_OPTIONAL }

static const MusterActionDef defs[] = {
  /* The turn */
  { "draw-card", N_("Draw the card"), "5.1",
    N_("Draw this turn's card: it sets both Action tracks; a die decides who starts on a tie"),
    MUSTER_ACTION_STEP, NULL, b2c_apply_draw_card, b2c_candidates_none, b2c_preview_draw,
    B2C_TAG (E, B2C_OP_DRAW_CARD, 0) },
  { "use-reserve", N_("Use a Reserve Action"), "5.2",
    N_("Spend a Reserve Action instead of an action for the next action"),
    MUSTER_ACTION_STEP, NULL, b2c_apply_use_reserve, b2c_candidates_none, NULL,
    B2C_TAG (E, B2C_OP_USE_RESERVE, 0) },
  { "end-turn", N_("End the turn"), "5.3",
    N_("Both tracks are at 0: run the End Turn steps in order"),
    MUSTER_ACTION_STEP, NULL, b2c_apply_end_turn, b2c_candidates_none, NULL,
    B2C_TAG (E, B2C_OP_END_TURN, 0) },

  /* The 15 actions (6.0) */
  { "attack", N_("Attack"), "6.1",
    N_("Units in a region attack the enemy in the same region"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("REGION", N_("Region")), UNITS_OPT ("UNIT", N_("Attackers"))),
    b2c_apply_attack, b2c_candidates_regions, b2c_preview_attack, B2C_TAG (E, B2C_OP_ATTACK, 0),
    b2c_precheck_attack },
  { "assault", N_("Assault"), "6.2",
    N_("Units that have neither moved nor fired enter an adjacent enemy region and attack"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("FROM", N_("From")), REGION ("TO", N_("Into")),
                                       UNITS_OPT ("UNIT", N_("Attackers"))),
    b2c_apply_attack, b2c_candidates_assault, b2c_preview_attack, B2C_TAG (E, B2C_OP_ASSAULT, 0),
    b2c_precheck_attack },
  { "charge", N_("Charge"), "6.3",
    N_("British leader and fresh Regulars charge the Patriots in their region"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("REGION", N_("Region"))),
    b2c_apply_charge, b2c_candidates_regions, NULL, B2C_TAG (B, B2C_OP_CHARGE, 0) },
  { "scout", N_("Move: Scout"), "6.4.1",
    N_("Units move to an adjacent region"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("FROM", N_("From")), REGION ("TO", N_("To")),
                                       UNITS ("UNIT", N_("Units"))),
    b2c_apply_move, b2c_candidates_movement, b2c_preview_move, B2C_TAG (E, B2C_OP_SCOUT, ASK (MOVE_MORE)) },
  { "march", N_("Move: March"), "6.4.2",
    N_("Units move up to two regions along a road"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("FROM", N_("From")), UNITS ("UNIT", N_("Units")),
                                       REGIONS ("PATH", N_("Along"))),
    b2c_apply_move, b2c_candidates_movement, b2c_preview_move, B2C_TAG (E, B2C_OP_MARCH, ASK (MOVE_MORE)) },
  { "forced-march", N_("Move: Forced March"), "6.4.2",
    N_("Units march three regions along a road; the first unit named is broken at the end"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("FROM", N_("From")), UNIT ("BREAK", N_("Unit that breaks")),
                                       UNITS_OPT ("UNIT", N_("Other units")), REGIONS ("PATH", N_("Along"))),
    b2c_apply_move, b2c_candidates_movement, b2c_preview_move, B2C_TAG (E, B2C_OP_FORCED_MARCH, ASK (MOVE_MORE)) },
  { "land", N_("Move: Naval landing"), "9.0",
    N_("On turn 1, British units in Boston land in a region with the naval icon"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("REGION", N_("Landing region")), UNITS ("UNIT", N_("Units"))),
    b2c_apply_move, b2c_candidates_movement, b2c_preview_move, B2C_TAG (B, B2C_OP_LAND, ASK (MOVE_MORE)) },
  { "move-sol", N_("Move: Sons of Liberty"), "4.4",
    N_("Hancock and Adams move up to two regions; nothing else moves with this action"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("FROM", N_("From")), UNITS ("UNIT", N_("Sons of Liberty")),
                                       REGIONS ("PATH", N_("Along"))),
    b2c_apply_move_sol, b2c_candidates_move_sol, NULL, B2C_TAG (P, B2C_OP_MOVE_SOL, 0) },
  { "assemble", N_("Assemble"), "6.5",
    N_("Patriot units from around a region move into it"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("TO", N_("Into")), UNITS ("UNIT", N_("Units"))),
    b2c_apply_assemble, b2c_candidates_assemble, NULL, B2C_TAG (P, B2C_OP_ASSEMBLE, 0) },
  { "ambush", N_("Ambush"), "6.6",
    N_("Two dice against two moved unbroken Regulars; 5-6 breaks one"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("REGION", N_("Region")), UNITS_OPT ("UNIT", N_("Regulars"))),
    b2c_apply_ambush, b2c_candidates_regions, b2c_preview_ambush, B2C_TAG (P | B2C_ENEMY_PIECES, B2C_OP_AMBUSH, 0) },
  { "snipe", N_("Snipe"), "6.7",
    N_("A die for each fresh British piece of a large marching column; 6 breaks or wounds"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("REGION", N_("Region"))),
    b2c_apply_snipe, b2c_candidates_regions, b2c_preview_snipe, B2C_TAG (P, B2C_OP_SNIPE, 0) },
  { "rally", N_("Rally"), "6.8",
    N_("Leaders flip broken units in their region back (British two per leader, Patriots one)"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("REGION", N_("Region")), UNITS_OPT ("UNIT", N_("Units"))),
    b2c_apply_rally, b2c_candidates_regions, NULL, B2C_TAG (E, B2C_OP_RALLY, 0),
    b2c_precheck_rally },
  { "search", N_("Search / Capture"), "6.9",
    N_("Regulars search a region for hidden arms and try to capture Hancock and Adams"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (REGION ("REGION", N_("Region"))),
    b2c_apply_search, b2c_candidates_regions, NULL, B2C_TAG (B, B2C_OP_SEARCH, 0),
    b2c_precheck_search },
  { "escape-capture", N_("Escape Capture"), "6.10",
    N_("A captured Nightrider or Son of Liberty tries to escape to an adjacent region (6 or more)"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS (UNIT ("UNIT", N_("Captive")), REGION ("REGION", N_("To"))),
    b2c_apply_escape, b2c_candidates_escape, b2c_preview_escape, B2C_TAG (P, B2C_OP_ESCAPE, 0) },
  { "hinder", N_("Hinder"), "6.11",
    N_("Place one of your Hinder markers, or remove one of the opponent's"),
    MUSTER_ACTION_PLAY, MUSTER_PARAMS ({ "DO", N_("Do"), MUSTER_PARAM_CHOICE, 0, "place/remove" },
                                       { "MARKER", N_("Marker"), MUSTER_PARAM_CHOICE, 0, "move/search/muster" },
                                       REGION_OPT ("REGION", N_("Region"))),
    b2c_apply_hinder, b2c_candidates_hinder, NULL, B2C_TAG (E, B2C_OP_HINDER, 0),
    b2c_precheck_hinder },
  { "call-to-arms", N_("Call to Arms"), "6.12",
    N_("Every free Nightrider gets four activity points to ride and alert towns"),
    MUSTER_ACTION_PLAY, NULL, b2c_apply_call_to_arms, b2c_candidates_none, NULL, B2C_TAG (P, B2C_OP_CALL, 0) },
  { "plan", N_("Plan"), "6.13",
    N_("Gain a Reserve Action: with one action left, or when nothing but Pass is possible"),
    MUSTER_ACTION_PLAY, NULL, b2c_apply_plan, b2c_candidates_none, NULL, B2C_TAG (E, B2C_OP_PLAN, 0) },
  { "gather-intelligence", N_("Gather Intelligence"), "6.14",
    N_("Look secretly at the top two cards of the deck (once per turn)"),
    MUSTER_ACTION_PLAY, NULL, b2c_apply_intel, b2c_candidates_none, NULL, B2C_TAG (E, B2C_OP_INTEL, 0) },
  { "pass", N_("Pass"), "6.15",
    N_("Spend an action and do nothing"),
    MUSTER_ACTION_PLAY, NULL, b2c_apply_pass, b2c_candidates_none, NULL, B2C_TAG (E, B2C_OP_PASS, 0) },

  /* Answers */
  { "end-move", N_("End the movement"), "6.4",
    N_("No more units of the activated region move"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_end_move, b2c_candidates_none, NULL,
    B2C_TAG (E, B2C_OP_END_MOVE, ASK (MOVE_MORE)) },
  { "break-unit", N_("Choose the unit to break"), "4.1",
    N_("The Patriot picks which Militia or Minutemen the cannon breaks"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNIT ("UNIT", N_("Unit"))),
    b2c_apply_break_unit, b2c_candidates_ask_units, NULL, B2C_TAG (P, 0, ASK (BREAK)) },
  { "allocate-hits", N_("Take hits"), "7.0",
    N_("Name the counter that takes each hit, in order (a counter twice: flipped, then removed)"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS ({ "UNIT", N_("Hits on"), MUSTER_PARAM_ALLOCATION, MUSTER_PARAM_REPEATED }),
    b2c_apply_allocate, b2c_candidates_allocate, NULL, B2C_TAG (E, 0, ASK (ALLOCATE)) },
  { "retreat-before-combat", N_("Retreat before combat"), "7.1",
    N_("The defender retreats some or all units together to one adjacent region"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (REGION ("REGION", N_("To")), UNITS ("UNIT", N_("Units"))),
    b2c_apply_retreat_before, b2c_candidates_retreat_before, b2c_preview_retreat, B2C_TAG (E, 0, ASK (RETREAT_BEFORE)) },
  { "stand", N_("Stand and choose who fights"), "7.0",
    N_("The defender names the units that take part (all able units if none are named; “none” for none)"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNITS_OPT ("UNIT", N_("Units that fight"))),
    b2c_apply_stand, b2c_candidates_stand, NULL, B2C_TAG (E, B2C_OP_STAND, ASK (RETREAT_BEFORE)) },
  { "opfire", N_("Opportunity fire"), "7.1.3",
    N_("Fire on the defenders who all retreated before combat"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_opfire, b2c_candidates_none, b2c_preview_opfire, B2C_TAG (E, 0, ASK (OPFIRE)) },
  { "no-opfire", N_("Hold fire"), "7.1.3",
    N_("Let the retreating defenders go"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_no_opfire, b2c_candidates_none, NULL, B2C_TAG (E, 0, ASK (OPFIRE)) },
  { "advance", N_("Advance the cannon"), "4.1",
    N_("After a Patriot retreat, move the cannon with at least one Regular to an adjacent region"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (REGION ("REGION", N_("To")), UNITS ("UNIT", N_("Units"))),
    b2c_apply_advance, b2c_candidates_advance, NULL, B2C_TAG (B, 0, ASK (ADVANCE)) },
  { "no-advance", N_("Stay put"), "4.1",
    N_("The cannon does not advance"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_no_advance, b2c_candidates_none, NULL, B2C_TAG (B, 0, ASK (ADVANCE)) },
  { "fight-simultaneous", N_("Simultaneous combat"), "7.0",
    N_("Take one hit first, then both sides roll at once"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_fight_simultaneous, b2c_candidates_none, b2c_preview_fight,
    B2C_TAG (E, 0, ASK (FIGHT)) },
  { "face-defensive-fire", N_("Face defensive fire"), "7.0",
    N_("The defender rolls first; the survivors then roll"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_face_fire, b2c_candidates_none, b2c_preview_fight,
    B2C_TAG (E, 0, ASK (FIGHT)) },
  { "reroll", N_("Leader re-roll"), "14.1",
    N_("Throw one of your dice again (counting from 1)"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS ({ "DIE", N_("Die"), MUSTER_PARAM_NUMBER, 0, "1..99" }),
    b2c_apply_reroll, b2c_candidates_reroll, b2c_preview_reroll, B2C_TAG (E, 0, ASK (REROLL)) },
  { "keep-roll", N_("Keep the roll"), "14.1",
    N_("No re-roll"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_keep_roll, b2c_candidates_none, NULL, B2C_TAG (E, 0, ASK (REROLL)) },
  { "retreat", N_("Retreat"), "7.1.4",
    N_("Retreat units together to one adjacent region"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (REGION ("REGION", N_("To")), UNITS_OPT ("UNIT", N_("Units"))),
    b2c_apply_retreat, b2c_candidates_retreat, b2c_preview_retreat,
    B2C_TAG (E, 0, ASK (RETREAT_AFTER) | ASK (CHARGE_RETREAT)) },
  { "stay", N_("Stay"), "7.1.4",
    N_("No retreat after combat"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_stay, b2c_candidates_none, NULL,
    B2C_TAG (E, 0, ASK (RETREAT_AFTER) | ASK (CHARGE_RETREAT)) },
  { "free-move", N_("Minutemen's free move"), "4.3",
    N_("A Minuteman from a newly mustered town moves up to two regions"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNIT ("UNIT", N_("Minuteman")), REGIONS ("PATH", N_("Along"))),
    b2c_apply_free_move, b2c_candidates_free_move, b2c_preview_move, B2C_TAG (P, 0, ASK (FREE_MOVE)) },
  { "free-move-done", N_("Done with the free moves"), "4.3",
    N_("The remaining Minutemen stay"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_free_move_done, b2c_candidates_none, NULL, B2C_TAG (P, 0, ASK (FREE_MOVE)) },
  { "ride", N_("Ride"), "6.12",
    N_("A Nightrider rides to an adjacent region (1 point, 2 over a stream without a road); leaving Regulars: evade or risk"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNIT ("RIDER", N_("Nightrider")), REGION ("REGION", N_("To")),
                                         { "HOW", N_("Past the Regulars"), MUSTER_PARAM_CHOICE, MUSTER_PARAM_OPTIONAL, "evade/risk" }),
    b2c_apply_ride, b2c_candidates_ride, b2c_preview_patrol, B2C_TAG (P, 0, ASK (CALL)) },
  { "alert", N_("Alert"), "6.12",
    N_("A Nightrider flips the Gather marker in its region (1 point; the British roll for capture)"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNIT ("RIDER", N_("Nightrider"))),
    b2c_apply_alert, b2c_candidates_ask_units, b2c_preview_patrol, B2C_TAG (P, 0, ASK (CALL)) },
  { "leave-map", N_("Leave the map"), "6.12",
    N_("A Nightrider rides off a map edge into that edge's Nightrider box (1 point)"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNIT ("RIDER", N_("Nightrider")),
                                         { "EDGE", N_("Edge"), MUSTER_PARAM_CHOICE, 0, "top/left/bottom" },
                                         { "HOW", N_("Past the Regulars"), MUSTER_PARAM_CHOICE, MUSTER_PARAM_OPTIONAL, "evade/risk" }),
    b2c_apply_leave_map, b2c_candidates_leave_map, b2c_preview_patrol, B2C_TAG (P, 0, ASK (CALL)),
    b2c_precheck_leave_map },
  { "remove-alert", N_("Remove an Alert marker"), "6.12",
    N_("A Nightrider in a box removes one Alert marker on its edge (from the turn after it left)"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNIT ("RIDER", N_("Nightrider")), REGION ("BOX", N_("Alert box"))),
    b2c_apply_remove_alert, b2c_candidates_remove_alert, NULL, B2C_TAG (P, 0, ASK (CALL)) },
  { "call-done", N_("End the Call to Arms"), "6.12",
    N_("The Nightriders stop; those that moved get Moved markers"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_call_done, b2c_candidates_none, NULL, B2C_TAG (P, 0, ASK (CALL)) },
  { "retry-capture", N_("Draw again (1 VP)"), "8.2",
    N_("Pay 1 VP for one more card to capture this Son of Liberty"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_retry_capture, b2c_candidates_none, NULL, B2C_TAG (B, 0, ASK (RETRY_CAPTURE)) },
  { "no-retry", N_("No more draws"), "8.2",
    N_("Give up this capture"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_no_retry, b2c_candidates_none, NULL, B2C_TAG (B, 0, ASK (RETRY_CAPTURE)) },
  { "sol-move", N_("Slip away"), "8.2",
    N_("The Son of Liberty who escaped every draw moves to an adjacent region"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNIT ("UNIT", N_("Son of Liberty")), REGION ("REGION", N_("To"))),
    b2c_apply_sol_move, b2c_candidates_sol_move, NULL, B2C_TAG (P, 0, ASK (SOL_EVADE)) },
  { "sol-stay", N_("Stay hidden"), "8.2",
    N_("The Son of Liberty stays"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_sol_stay, b2c_candidates_none, NULL, B2C_TAG (P, 0, ASK (SOL_EVADE)) },
  { "move-captive", N_("Move a captive"), "5.3",
    N_("Move a captured Nightrider or Son of Liberty up to two regions toward Boston"),
    MUSTER_ACTION_ANSWER, MUSTER_PARAMS (UNIT ("UNIT", N_("Captive")), REGIONS ("PATH", N_("Along"))),
    b2c_apply_move_captive, b2c_candidates_free_move, NULL, B2C_TAG (B | B2C_ENEMY_PIECES, 0, ASK (CAPTIVES)) },
  { "captives-done", N_("Done with the captives"), "5.3",
    N_("The other captives stay where they are"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_captives_done, b2c_candidates_none, NULL, B2C_TAG (B, 0, ASK (CAPTIVES)) },
  { "confirm-card", N_("Confirm the card"), "5.1",
    N_("The card drawn shows the values Muster holds"),
    MUSTER_ACTION_ANSWER, NULL, b2c_apply_confirm_card, b2c_candidates_none, NULL, B2C_TAG (E, 0, ASK (CARD)) },

  /* Corrections of reconstructed data */
  { "set-card", N_("Enter a card's printed values"), "5.1",
    N_("Record the British actions, Patriot actions and hash marks printed on a card"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS ({ "NUMBER", N_("Card"), MUSTER_PARAM_CARD },
                                             { "BRITISH", N_("British actions"), MUSTER_PARAM_NUMBER, 0, "0..99" },
                                             { "PATRIOT", N_("Patriot actions"), MUSTER_PARAM_NUMBER, 0, "0..99" },
                                             { "HASH", N_("Hash marks"), MUSTER_PARAM_NUMBER, 0, "0..99" }),
    b2c_apply_set_card, b2c_candidates_set_card, NULL, B2C_TAG (E, 0, ASK (CARD)) },
  { "correct-border", N_("Correct a border"), "3.0",
    N_("Record how two regions meet on your board: road, land, stream, stream-road, river-road or none"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS (REGION ("REGION", N_("Region")), REGION ("REGION", N_("Other region")),
                                             { "KIND", N_("They meet by"), MUSTER_PARAM_CHOICE, 0,
                                               "road/land/stream/stream-road/river-road/none" }),
    b2c_apply_correct_border, NULL, NULL, B2C_TAG (E, 0, 0) },
  { "set-vp", N_("Correct a VP award"), "13.0",
    N_("Record the value of an award from your Player's Aid (halves allowed: 0.5)"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS ({ "AWARD", N_("Award"), MUSTER_PARAM_CHOICE },
                                             { "VALUE", N_("VP"), MUSTER_PARAM_TEXT }),
    b2c_apply_set_vp, NULL, NULL, B2C_TAG (E, 0, 0) },

  /* Board corrections */
  { "correct-counter", N_("Correct a counter"), NULL,
    N_("Put a counter where it is on the table, with its face, markers and a militia's strength"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS (UNIT ("COUNTER", N_("Counter")),
                                             { "WHERE", N_("Where"), MUSTER_PARAM_PLACE },
                                             { "STATE", N_("Face and markers"), MUSTER_PARAM_CHOICE,
                                               MUSTER_PARAM_REPEATED | MUSTER_PARAM_OPTIONAL,
                                               "broken/unbroken/moved/marched/fired/rallied/under/fresh/hidden/strength-0/strength-1/strength-2" }),
    b2c_apply_correct_counter, NULL, NULL, B2C_TAG (E, 0, 0) },
  { "correct-track", N_("Correct a track"), NULL,
    N_("Set the turn, a VP track, an Action track or the Reserve Actions to what the table shows"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS ({ "TRACK", N_("Track"), MUSTER_PARAM_CHOICE, 0,
                                               "turn/vp-british/vp-patriot/actions-british/actions-patriot/reserve-british/reserve-patriot" },
                                             { "VALUE", N_("Value"), MUSTER_PARAM_NUMBER, 0, "0..99" }),
    b2c_apply_correct_track, NULL, NULL, B2C_TAG (E, 0, 0) },
  { "correct-acting", N_("Correct whose action it is"), NULL,
    N_("Say which side takes the next action"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS ({ "SIDE", N_("Side"), MUSTER_PARAM_SEAT }),
    b2c_apply_correct_acting, NULL, NULL, B2C_TAG (E, 0, 0) },
  { "correct-phase", N_("Correct the turn's segment"), NULL,
    N_("Say whether the turn waits for its card, is in its actions or is at its end"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS ({ "PHASE", N_("Segment"), MUSTER_PARAM_CHOICE, 0, "draw/actions/end" }),
    b2c_apply_correct_phase, NULL, NULL, B2C_TAG (E, 0, 0) },
  { "correct-markers", N_("Correct a region's markers"), NULL,
    N_("Set the Gather, Muster, Alert, Hidden Arms, Ambush and Snipe markers of a region"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS (REGION ("REGION", N_("Region")),
                                             { "MARKER", N_("Markers"), MUSTER_PARAM_CHOICE,
                                               MUSTER_PARAM_REPEATED | MUSTER_PARAM_OPTIONAL,
                                               "gather/muster/alert/arms/arms-1/arms-2/arms-3/arms-4/arms-5/searched/ambush/snipe" }),
    b2c_apply_correct_markers, NULL, NULL, B2C_TAG (E, 0, 0) },
  { "correct-hinder", N_("Correct a Hinder marker"), NULL,
    N_("Put a Hinder marker in a region (with its face), ready to place, or on the Turn Track"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS ({ "MARKER", N_("Marker"), MUSTER_PARAM_CHOICE, 0, "move/search/muster" },
                                             { "WHERE", N_("Where"), MUSTER_PARAM_PLACE },
                                             { "FACE", N_("Face"), MUSTER_PARAM_NUMBER, MUSTER_PARAM_OPTIONAL, "1..2" }),
    b2c_apply_correct_hinder, NULL, NULL, B2C_TAG (E, 0, 0) },
  { "correct-flag", N_("Correct a game event"), NULL,
    N_("Say whether the shot was heard, Concord entered, Percy arrived or his Lexington award taken"),
    MUSTER_ACTION_CORRECTION, MUSTER_PARAMS ({ "FLAG", N_("Event"), MUSTER_PARAM_CHOICE, 0,
                                               "shot-heard/concord-entered/percy-arrived/percy-awarded" },
                                             { "VALUE", N_("Happened"), MUSTER_PARAM_CHOICE, 0, "yes/no" }),
    b2c_apply_correct_flag, NULL, NULL, B2C_TAG (E, 0, 0) },
};

B2cCtx *
b2c_ctx (MusterState *state)
{
  return B2C_STATE (state)->run;
}

gboolean
b2c_def_answers (const MusterActionDef *def,
                 const B2cAsk          *ask)
{
  return ask != NULL && (B2C_TAG_ANSWERS (def->tag) & B2C_ANSWERS (ask->kind)) != 0;
}

GStrv
b2c_ask_actions (const B2cAsk *ask)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;

  for (guint i = 0; i < G_N_ELEMENTS (defs); i++)
    if (b2c_def_answers (&defs[i], ask) && defs[i].kind != MUSTER_ACTION_CORRECTION)
      g_strv_builder_add (builder, defs[i].id);
  /* 5.1: the players may also enter the printed values. */
  if (ask->kind == B2C_ASK_CARD)
    g_strv_builder_add (builder, "set-card");
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

static gboolean
side_allowed (const MusterActionDef *def,
              RevroadSide            side)
{
  return side != REVROAD_NO_SIDE &&
         (B2C_TAG_SIDES (def->tag) & (side == REVROAD_BRITISH ? B2C_BRITISH_ONLY : B2C_PATRIOT_ONLY));
}

static gboolean
only_side_error (const MusterActionDef  *def,
                 GError                **error)
{
  return b2c_illegal (error, _("%s %s: only the %s player may take this action"), def->section,
                      _(def->label), B2C_TAG_SIDES (def->tag) == B2C_BRITISH_ONLY ? _("British") : _("Patriot"));
}

/* Eligibility of the 15 actions: can @ctx->side take it now with some
 * arguments? Each refusal names its rule. */
static gboolean
eligible (B2cCtx                 *ctx,
          const MusterActionDef  *def,
          GError                **error)
{
  B2cOp op = B2C_TAG_OP (def->tag);

  switch (op)
    {
    case B2C_OP_ATTACK:
    case B2C_OP_ASSAULT:
      return b2c_can_attack (ctx, op == B2C_OP_ASSAULT, error);
    case B2C_OP_CHARGE:
      return b2c_can_charge (ctx, error);
    case B2C_OP_SCOUT:
    case B2C_OP_MARCH:
    case B2C_OP_FORCED_MARCH:
    case B2C_OP_LAND:
      return b2c_can_move (ctx, op, error);
    case B2C_OP_MOVE_SOL:
      return b2c_can_move_sol (ctx, error);
    case B2C_OP_ASSEMBLE:
      return b2c_can_assemble (ctx, error);
    case B2C_OP_AMBUSH:
      return b2c_can_ambush (ctx, error);
    case B2C_OP_SNIPE:
      return b2c_can_snipe (ctx, error);
    case B2C_OP_RALLY:
      return b2c_can_rally (ctx, error);
    case B2C_OP_SEARCH:
      return b2c_can_search (ctx, error);
    case B2C_OP_ESCAPE:
      return b2c_can_escape (ctx, error);
    case B2C_OP_HINDER:
      return b2c_can_hinder (ctx, error);
    case B2C_OP_CALL:
      return b2c_can_call_to_arms (ctx, error);
    case B2C_OP_INTEL:
      return b2c_can_intel (ctx, error);
    case B2C_OP_PLAN:
      return b2c_can_plan (ctx, error);
    case B2C_OP_PASS:
    default:
      return TRUE;
    }
}

/* Is a play open to @side now, leaving asks and phase aside? */
static gboolean
play_open (B2cState               *self,
           const MusterActionDef  *def,
           RevroadSide             side,
           gboolean                override,
           GError                **error)
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
      const MusterActionDef *def = &defs[i];
      B2cOp op = B2C_TAG_OP (def->tag);

      if (def->kind != MUSTER_ACTION_PLAY || op == B2C_OP_PLAN || op == B2C_OP_PASS)
        continue;
      if (play_open (self, def, side, TRUE, NULL))
        return b2c_illegal (error, _("6.13 Plan: only on the 1 space of the Action track, or when nothing but Pass is possible (%s is open)"),
                            _(def->label));
    }
  return TRUE;
}

static gboolean
waiting_for (B2cState                *self,
             const MusterActionDef   *def,
             GError                 **error)
{
  g_autofree char *text = NULL;

  if (!muster_error_wants_message (error))
    return muster_fail_code (error, MUSTER_ERROR_ILLEGAL);
  text = b2c_pending_text (self);
  return b2c_illegal (error, _("%s %s: first answer this: %s"), def->section ? def->section : "",
                      _(def->label), text);
}

/* Who takes @def now, if anyone may. */
static RevroadSide
side_now (B2cState              *self,
          const MusterActionDef *def)
{
  B2cAsk *ask = b2c_top_ask (self);
  guint sides = B2C_TAG_SIDES (def->tag);

  if (def->kind == MUSTER_ACTION_CORRECTION)
    return REVROAD_NO_SIDE;
  if (b2c_def_answers (def, ask))
    return ask->side;
  if (def->kind == MUSTER_ACTION_PLAY)
    {
      if (self->phase == B2C_PHASE_PREGAME)
        return REVROAD_PATRIOT;
      if (sides == B2C_BRITISH_ONLY)
        return REVROAD_BRITISH;
      if (sides == B2C_PATRIOT_ONLY)
        return REVROAD_PATRIOT;
      return self->tracks.acting;
    }
  if (B2C_TAG_OP (def->tag) == B2C_OP_USE_RESERVE)
    return self->tracks.acting;
  return REVROAD_NO_SIDE;
}

/* The turn's steps: open in their phase. */
static gboolean
step_open (B2cState               *self,
           const MusterActionDef  *def,
           GError                **error)
{
  g_autofree char *reason = NULL;

  switch (B2C_TAG_OP (def->tag))
    {
    case B2C_OP_DRAW_CARD:
      return self->phase == B2C_PHASE_DRAW ||
             b2c_illegal (error, _("5.1: the card is drawn at the start of a turn"));
    case B2C_OP_END_TURN:
      return self->phase == B2C_PHASE_END ||
             b2c_illegal (error, _("5.2: the turn ends when both Action tracks are at 0"));
    case B2C_OP_USE_RESERVE:
    default:
      if (self->phase != B2C_PHASE_ACTIONS)
        return b2c_illegal (error, _("5.2 Reserve Actions: only during the actions of a turn"));
      if (self->tracks.reserve_armed)
        return b2c_illegal (error, _("5.2 Reserve Actions: a Reserve Action is already in use for the next action"));
      if (!revroad_tracks_reserve_usable (&self->tracks, self->tracks.acting, &reason))
        return b2c_illegal (error, "%s", reason);
      return TRUE;
    }
}

/* Is @def open now, and to whom? */
static gboolean
b2c_gate (MusterState            *state,
          const MusterActionDef  *def,
          const char            **side,
          GError                **error)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  RevroadSide who = side_now (self, def);
  g_autoptr(GError) local = NULL;

  *side = who != REVROAD_NO_SIDE ? revroad_side_id (who) : NULL;
  if (def->kind == MUSTER_ACTION_CORRECTION)
    return TRUE;
  if (self->over)
    return b2c_illegal (error, _("13.0: the game is over"));
  if (b2c_def_answers (def, ask))
    {
      B2cCtx ctx = { self, NULL, NULL, FALSE, ask->side };

      /* More units of the activated region may move (6.4). */
      if (ask->kind == B2C_ASK_MOVE_MORE && def->kind == MUSTER_ACTION_PLAY)
        return b2c_can_move (&ctx, B2C_TAG_OP (def->tag), error);
      return TRUE;
    }
  if (def->kind == MUSTER_ACTION_ANSWER)
    return b2c_illegal (error, _("%s: nothing is asking for this now"), def->section);
  if (ask != NULL)
    return waiting_for (self, def, error);
  if (def->kind == MUSTER_ACTION_STEP)
    return step_open (self, def, error);

  /* The 15 actions. */
  if (self->phase == B2C_PHASE_PREGAME)
    return B2C_TAG_OP (def->tag) == B2C_OP_CALL ||
           b2c_illegal (error, _("6.12: before turn 1 the Patriot takes only the free Call to Arms"));
  if (self->phase != B2C_PHASE_ACTIONS || self->tracks.acting == REVROAD_NO_SIDE)
    return b2c_illegal (error, _("%s: actions are taken during the Perform Actions segment (5.2)"), def->section);
  if (play_open (self, def, self->tracks.acting, FALSE, &local))
    return TRUE;
  if (g_error_matches (local, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
    {
      g_autoptr(GError) again = NULL;

      /* Open only past a reconstructed check: say so; otherwise the rule
       * that closes it anyway. */
      if (play_open (self, def, self->tracks.acting, TRUE, &again))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      g_propagate_error (error, g_steal_pointer (&again));
      return FALSE;
    }
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

/* The names players read for the choices of a CHOICE parameter. */
static const struct
{
  const char *param;
  const char *id;
  const char *label;
} choice_labels[] = {
  { "DO", "place", N_("Place one of yours") },
  { "DO", "remove", N_("Remove one of theirs") },
  { "MARKER", "move", N_("Hinder Movement") },
  { "MARKER", "search", N_("Hinder Search") },
  { "MARKER", "muster", N_("Hinder Muster") },
  { "EDGE", "top", N_("The top edge") },
  { "EDGE", "left", N_("The left edge") },
  { "EDGE", "bottom", N_("The bottom edge") },
  { "HOW", "evade", N_("Evade (one more point)") },
  { "HOW", "risk", N_("Risk the patrol's roll") },
  { "KIND", "road", N_("A road") },
  { "KIND", "land", N_("Open land, no road") },
  { "KIND", "stream", N_("A stream, no road") },
  { "KIND", "stream-road", N_("A stream crossed by a road") },
  { "KIND", "river-road", N_("A river crossed by a road") },
  { "KIND", "none", N_("They do not meet") },
  { "STATE", "broken", N_("Broken, wounded or captured") },
  { "STATE", "unbroken", N_("Unbroken, healthy or free") },
  { "STATE", "moved", N_("Moved marker") },
  { "STATE", "marched", N_("Marched two road regions") },
  { "STATE", "fired", N_("Fired marker") },
  { "STATE", "rallied", N_("Rallied marker") },
  { "STATE", "under", N_("Under a Gather, Muster or Alert marker") },
  { "STATE", "fresh", N_("No markers") },
  { "STATE", "hidden", N_("Strength not yet drawn") },
  { "STATE", "strength-0", N_("Strength 0") },
  { "STATE", "strength-1", N_("Strength 1") },
  { "STATE", "strength-2", N_("Strength 2") },
  { "TRACK", "turn", N_("Turn") },
  { "TRACK", "vp-british", N_("British VP") },
  { "TRACK", "vp-patriot", N_("Patriot VP") },
  { "TRACK", "actions-british", N_("British actions") },
  { "TRACK", "actions-patriot", N_("Patriot actions") },
  { "TRACK", "reserve-british", N_("British Reserve Actions") },
  { "TRACK", "reserve-patriot", N_("Patriot Reserve Actions") },
  { "FLAG", "shot-heard", N_("The Shot Heard 'Round the World") },
  { "FLAG", "concord-entered", N_("A Regular entered Concord") },
  { "FLAG", "percy-arrived", N_("Percy arrived") },
  { "FLAG", "percy-awarded", N_("Percy's Lexington award taken") },
  { "PHASE", "draw", N_("The card is to be drawn") },
  { "PHASE", "actions", N_("The actions") },
  { "PHASE", "end", N_("The end of the turn") },
  { "VALUE", "yes", N_("Yes") },
  { "VALUE", "no", N_("No") },
  { "MARKER", "gather", N_("Gather marker") },
  { "MARKER", "alert", N_("Alert marker") },
  { "MARKER", "arms", N_("Hidden Arms, unnumbered") },
  { "MARKER", "arms-1", N_("Hidden Arms 1") },
  { "MARKER", "arms-2", N_("Hidden Arms 2") },
  { "MARKER", "arms-3", N_("Hidden Arms 3") },
  { "MARKER", "arms-4", N_("Hidden Arms 4") },
  { "MARKER", "arms-5", N_("Hidden Arms 5") },
  { "MARKER", "searched", N_("Searched") },
  { "MARKER", "ambush", N_("Ambush marker") },
  { "MARKER", "snipe", N_("Snipe marker") },
};

static void
label_choices (MusterParam *param)
{
  GStrvBuilder *labels = g_strv_builder_new ();

  for (guint i = 0; param->choices[i] != NULL; i++)
    {
      const char *label = param->choices[i];

      for (guint k = 0; k < G_N_ELEMENTS (choice_labels); k++)
        if (g_str_equal (choice_labels[k].param, param->name) && g_str_equal (choice_labels[k].id, param->choices[i]))
          label = _(choice_labels[k].label);
      g_strv_builder_add (labels, label);
    }
  g_strfreev (param->choice_labels);
  param->choice_labels = g_strv_builder_end (labels);
  g_strv_builder_unref (labels);
}

static void
set_choices (MusterParam  *param,
             GStrvBuilder *ids,
             GStrvBuilder *labels)
{
  muster_param_take_choices (param, g_strv_builder_end (ids), g_strv_builder_end (labels));
  g_strv_builder_unref (ids);
  g_strv_builder_unref (labels);
}

/* Regions and counters by id, with the names players read. */
static void
b2c_fill_param (MusterState            *state,
                const MusterActionDef  *def,
                const char             *side_id,
                MusterParam            *param)
{
  B2cState *self = B2C_STATE (state);
  B2cAsk *ask = b2c_top_ask (self);
  GStrvBuilder *ids, *labels;
  RevroadSide side = REVROAD_NO_SIDE;

  if (param->kind == MUSTER_PARAM_CHOICE && param->choices != NULL && param->choices[0] != NULL)
    {
      label_choices (param);
      return;
    }
  if (param->kind == MUSTER_PARAM_NUMBER)
    {
      /* 14.1: a die of those thrown. */
      if (g_str_equal (param->name, "DIE") && ask != NULL && ask->kind == B2C_ASK_REROLL)
        param->max = MAX (1, ask->count);
      return;
    }
  ids = g_strv_builder_new ();
  labels = g_strv_builder_new ();
  revroad_side_from_id (side_id, &side);
  if (B2C_TAG_ENEMY (def->tag))
    side = revroad_side_other (side);
  switch (param->kind)
    {
    case MUSTER_PARAM_PLACE:
      for (guint r = 0; r < revroad_map_get_n_regions (self->map); r++)
        {
          g_strv_builder_add (ids, b2c_region_id (self, (int) r));
          g_strv_builder_add (labels, b2c_region_name (self, (int) r));
        }
      if (g_str_equal (param->name, "WHERE"))
        {
          static const char * const places[] = { "waiting", "eliminated", "removed", "available", "track" };
          static const char * const names[] = {
            N_("Waiting to come into play"), N_("Destroyed or killed"), N_("Held in Boston"),
            N_("Ready to be placed"), N_("On the Turn Track"),
          };
          guint from = def->apply == b2c_apply_correct_hinder ? 3 : 0;

          for (guint k = from; k < from + 3 && k < G_N_ELEMENTS (places); k++)
            {
              g_strv_builder_add (ids, places[k]);
              g_strv_builder_add (labels, _(names[k]));
            }
        }
      break;
    case MUSTER_PARAM_PIECE:
    case MUSTER_PARAM_ALLOCATION:
      /* The counters on the map, of the side concerned when there is one;
       * a correction names any counter. */
      for (guint u = 0; u < b2c_n_units (self); u++)
        if ((def->kind == MUSTER_ACTION_CORRECTION || revroad_unit_on_map (b2c_unit (self, (int) u))) &&
            (side == REVROAD_NO_SIDE || b2c_def (self, (int) u)->side == side))
          {
            g_strv_builder_add (ids, b2c_def (self, (int) u)->id);
            g_strv_builder_add (labels, b2c_unit_name (self, (int) u));
          }
      if (B2C_TAG_OP (def->tag) == B2C_OP_STAND)
        {
          g_strv_builder_add (ids, "none");
          g_strv_builder_add (labels, _("None of them"));
        }
      if (param->kind == MUSTER_PARAM_ALLOCATION && b2c_def_answers (def, ask))
        {
          param->total = ask->count;
          param->per_item = (ask->flags & B2C_ALLOC_FRONT_ONLY) ? 1 : 2;
        }
      break;
    case MUSTER_PARAM_CARD:
      {
        MusterCardSet *set = muster_deck_get_card_set (self->deck);

        for (guint i = 0; i < muster_card_set_get_n_cards (set); i++)
          {
            g_strv_builder_add (ids, muster_card_set_get_card (set, i)->id);
            g_strv_builder_add (labels, muster_card_set_get_card (set, i)->name);
          }
      }
      break;
    case MUSTER_PARAM_SEAT:
      for (int s = REVROAD_BRITISH; s <= REVROAD_PATRIOT; s++)
        {
          g_strv_builder_add (ids, revroad_side_id ((RevroadSide) s));
          g_strv_builder_add (labels, revroad_side_name ((RevroadSide) s));
        }
      break;
    case MUSTER_PARAM_CHOICE:
      /* set-vp: the awards of this scenario's schedule. */
      for (guint i = 0; i < self->vp->awards->len; i++)
        {
          const B2cAward *award = g_ptr_array_index (self->vp->awards, i);

          g_strv_builder_add (ids, award->id);
          g_strv_builder_add (labels, award->name);
        }
      break;
    case MUSTER_PARAM_TEXT:
    case MUSTER_PARAM_NUMBER:
    case MUSTER_PARAM_DICE:
    case MUSTER_PARAM_FLAG:
    case MUSTER_PARAM_LENGTH:
    default:
      break;
    }
  set_choices (param, ids, labels);
}

gboolean
b2c_begin_side (B2cState               *self,
                const MusterActionDef  *def,
                RevroadSide            *side,
                GError                **error)
{
  B2cAsk *ask = b2c_top_ask (self);
  B2cOp op = B2C_TAG_OP (def->tag);

  *side = REVROAD_NO_SIDE;
  if (def->kind == MUSTER_ACTION_CORRECTION)
    return TRUE;
  if (self->over)
    return b2c_illegal (error, _("13.0: the game is over"));
  else if (b2c_def_answers (def, ask))
    *side = ask->side;
  else if (op == B2C_OP_END_MOVE && ask == NULL && self->move.closed_itself)
    *side = self->move.side;
  else if (def->kind == MUSTER_ACTION_ANSWER)
    return b2c_illegal (error, _("%s %s: nothing is asking for this now"), def->section, _(def->label));
  else if (ask != NULL)
    return waiting_for (self, def, error);
  else if (def->kind == MUSTER_ACTION_STEP)
    {
      if (!step_open (self, def, error))
        return FALSE;
      *side = op == B2C_OP_USE_RESERVE ? self->tracks.acting : REVROAD_NO_SIDE;
    }
  else if (self->phase == B2C_PHASE_PREGAME)
    {
      if (op != B2C_OP_CALL)
        return b2c_illegal (error, _("6.12: before turn 1 the Patriot takes only the free Call to Arms"));
      *side = REVROAD_PATRIOT;
    }
  else if (self->phase != B2C_PHASE_ACTIONS || self->tracks.acting == REVROAD_NO_SIDE)
    {
      if (self->phase == B2C_PHASE_DRAW)
        return b2c_illegal (error, _("5.1: draw the turn's card first"));
      return b2c_illegal (error, _("5.2: no actions are left this turn; end the turn"));
    }
  else
    {
      *side = self->tracks.acting;
      if (!side_allowed (def, *side))
        return only_side_error (def, error);
    }
  return TRUE;
}

gboolean
b2c_precheck_begin (MusterState           *state,
                    const MusterActionDef *def,
                    gboolean               override,
                    B2cCtx                *ctx)
{
  memset (ctx, 0, sizeof *ctx);
  ctx->self = B2C_STATE (state);
  ctx->override = override;
  return b2c_begin_side (ctx->self, def, &ctx->side, NULL);
}

gboolean
b2c_precheck_answer (gboolean   ok,
                     GError   **local,
                     GError   **error)
{
  if (ok || g_error_matches (*local, MUSTER_ERROR, MUSTER_ERROR_UNCERTAIN))
    return TRUE;
  g_propagate_error (error, g_steal_pointer (local));
  return FALSE;
}

/* Who takes the action, checked again on the arguments by its apply. */
static gboolean
b2c_begin (MusterState            *state,
           const MusterActionDef  *def,
           MusterEntry            *entry,
           MusterChance           *chance,
           GError                **error)
{
  B2cState *self = B2C_STATE (state);
  B2cOp op = B2C_TAG_OP (def->tag);
  RevroadSide side = REVROAD_NO_SIDE;

  if (!b2c_begin_side (self, def, &side, error))
    return FALSE;

  if (def->kind != MUSTER_ACTION_CORRECTION && op != B2C_OP_END_MOVE)
    self->move.closed_itself = FALSE;
  if (side != REVROAD_NO_SIDE)
    muster_entry_set_side (entry, revroad_side_id (side));
  g_clear_pointer (&self->run, b2c_ctx_free);
  self->run = g_new0 (B2cCtx, 1);
  self->run->self = self;
  self->run->entry = entry;
  self->run->chance = chance;
  self->run->override = muster_entry_get_override (entry);
  self->run->side = side;
  return TRUE;
}

/* Carries every open procedure on; settles a refusal that rests on
 * reconstructed data. */
static gboolean
b2c_finish (MusterState            *state,
            const MusterActionDef  *def,
            MusterEntry            *entry,
            MusterChance           *chance,
            GError                **error)
{
  B2cState *self = B2C_STATE (state);
  B2cCtx *ctx = self->run;
  g_autoptr(GError) local = NULL;
  gboolean done;

  done = b2c_resume (ctx, &local) && b2c_check_known_draw (ctx, &local);
  if (ctx->deferred != NULL)
    {
      /* A check on reconstructed data failed and the action ran on past
       * it: a rule the move breaks as well is the refusal, since going
       * past the reconstructed check would not help. */
      if (!done && (g_error_matches (local, MUSTER_ERROR, MUSTER_ERROR_ILLEGAL) ||
                    g_error_matches (local, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS)))
        g_propagate_error (error, g_steal_pointer (&local));
      else
        g_propagate_error (error, g_steal_pointer (&ctx->deferred));
      g_clear_pointer (&self->run, b2c_ctx_free);
      return FALSE;
    }
  g_clear_pointer (&self->run, b2c_ctx_free);
  if (!done)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (muster_entry_get_text (entry) == NULL || *muster_entry_get_text (entry) == '\0')
    muster_entry_set_text (entry, _(def->label));
  return TRUE;
}

void
b2c_ctx_free (B2cCtx *ctx)
{
  g_clear_object (&ctx->probe);
  g_clear_error (&ctx->deferred);
  g_free (ctx);
}

const MusterActionTable b2c_action_table = {
  defs, G_N_ELEMENTS (defs), b2c_gate, b2c_fill_param, b2c_begin, b2c_finish,
};

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
