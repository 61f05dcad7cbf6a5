#!/bin/bash
# Makes the saved campaigns of corpus/fuzz-load with muster-cli: seeds for
# the loader and the starting positions of the fuzz-SYSTEM targets. Run it
# again when the file format or a game's rules change what a file holds.
# Usage: tests/fuzz/make-campaigns.sh MUSTER_CLI
set -euo pipefail

cli="$(realpath "$1")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/corpus/fuzz-load"
scripts="$here/../boston-concord"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

do_() { "$cli" "do" "$@" >/dev/null; }

# The first N actions of a scripted game (one action per line, comments
# and blank lines skipped) on FILE.
play() {
  local file="$1" script="$2" n="$3" line
  grep -v '^\s*#' "$script" | grep -v '^\s*$' | head -n "$n" | while read -r line; do
    # shellcheck disable=SC2086
    do_ "$file" $line
  done
}

mkdir -p "$out"
rm -f "$out"/*.muster

# Dice & Cards: every kind of action, an undone entry, two sessions.
"$cli" new dice-and-cards default -o dc-default.muster --seed 1 --title "Fuzz table" >/dev/null
do_ dc-default.muster note "Percy arrives next turn"
do_ dc-default.muster roll 2d6 British
do_ dc-default.muster pool-add attack 3d6
do_ dc-default.muster roll attack Patriot
do_ dc-default.muster track-add Morale 0 24 24
do_ dc-default.muster track-adjust Morale -- -2
do_ dc-default.muster track-threshold Morale 12 Panic
do_ dc-default.muster deck-add Events Storm Fog Raid
do_ dc-default.muster draw Events
do_ dc-default.muster roll d6 --dice 4
"$cli" undo dc-default.muster >/dev/null
"$cli" new dice-and-cards wargame -o dc-wargame.muster --seed 42 >/dev/null
do_ dc-wargame.muster roll 2d6 British
do_ dc-wargame.muster track-adjust "VP A" 3
"$cli" new dice-and-cards playing-cards -o dc-cards.muster --seed 7 >/dev/null
do_ dc-cards.muster draw cards
do_ dc-cards.muster draw cards
do_ dc-cards.muster peek cards 2
do_ dc-cards.muster discard cards QS   # seed 7 draws the Queen of Spades first
"$cli" add-session dc-cards.muster dice-and-cards default --manual >/dev/null
do_ dc-cards.muster roll d20 --dice 17

# From Boston to Concord: each scenario's start, and the two-player game
# of tests/revroad played to turns 3 and 8 with the players' own dice.
"$cli" new boston-concord two-player -o b2c-start.muster --seed 1 >/dev/null
"$cli" new boston-concord two-player -o b2c-options.muster --seed 5 \
  --option leader-rerolls=true --option movement-opfire=true --option militia-hits=true \
  --option hobbled-sol=true --option confirm-cards=true >/dev/null
"$cli" new boston-concord solitaire -o b2c-solitaire.muster --seed 2 >/dev/null
"$cli" new boston-concord vs-patriot-bot -o b2c-vs-patriot-bot.muster --seed 3 >/dev/null
"$cli" new boston-concord vs-british-bot -o b2c-vs-british-bot.muster --seed 4 >/dev/null
"$cli" new boston-concord two-player -o b2c-turn3.muster --manual --option confirm-cards=false >/dev/null
play b2c-turn3.muster "$scripts/b2c-two-player.script" 33
"$cli" new boston-concord two-player -o b2c-turn8.muster --manual --option confirm-cards=false >/dev/null
play b2c-turn8.muster "$scripts/b2c-two-player.script" 95

# Bunker Hill: the short game of docs/bunker-hill.md, the solitaire
# scenarios, and the optional rules.
"$cli" new bunker-hill two-player -o bh-two-player.muster --seed 1 >/dev/null
do_ bh-two-player.muster setup-place reg-1 reg-2 reg-3 stage-2a
do_ bh-two-player.muster setup-place reg-4 reg-5 stage-2b
do_ bh-two-player.muster setup-done
do_ bh-two-player.muster setup-suggested
do_ bh-two-player.muster setup-done
do_ bh-two-player.muster draw-card
do_ bh-two-player.muster volley-fire stone-wall stage-2a
do_ bh-two-player.muster land-troops zone-2 stage-2b
do_ bh-two-player.muster pass
"$cli" new bunker-hill two-player -o bh-options.muster --seed 9 \
  --option redoubt-walls=true --option more-ammo=true --option any-landing-zone=true \
  --option solitaire-rally=true >/dev/null
# A quiet game to turn 6, where the British must say where reinforcements
# land: each step takes the first of these actions the rules allow.
"$cli" new bunker-hill two-player -o bh-turn6.muster --seed 11 >/dev/null
for a in setup-suggested setup-done setup-suggested setup-done; do do_ bh-turn6.muster $a; done
for _ in $(seq 1 48); do
  for a in draw-card end-turn plan "pass spend" pass wrong-ammo fire-spread; do
    # shellcheck disable=SC2086
    if "$cli" "do" bh-turn6.muster $a >/dev/null 2>&1; then break; fi
  done
done
"$cli" new bunker-hill solo-british -o bh-solo-british.muster --seed 3 >/dev/null
"$cli" new bunker-hill solo-patriot -o bh-solo-patriot.muster --seed 4 >/dev/null

# Lexington to Yorktown: an army list, and a battle between two lists in
# its shooting phase (the battle is the active session).
"$cli" new lexington-yorktown army-list -o l2y-list.muster --seed 5 --option points-limit=600 >/dev/null
do_ l2y-list.muster add-unit "1st Foot" infantry C 22
do_ l2y-list.muster add-unit Jaegers infantry B 12
do_ l2y-list.muster set-unit Jaegers weapon rifles
do_ l2y-list.muster set-unit Jaegers formation skirmish
do_ l2y-list.muster add-unit Dragoons cavalry B 8
do_ l2y-list.muster add-unit RA field-gun B 2 6
do_ l2y-list.muster add-unit Clinton general A 1
cp l2y-list.muster l2y-battle.muster
"$cli" add-session l2y-battle.muster lexington-yorktown army-list >/dev/null
do_ l2y-battle.muster add-unit Continentals infantry C 18
do_ l2y-battle.muster add-unit Riflemen infantry C 12
do_ l2y-battle.muster set-unit Riflemen weapon rifles
do_ l2y-battle.muster add-unit "Light Dragoons" cavalry C 6
"$cli" add-session l2y-battle.muster lexington-yorktown battle --seed 6 --input british=1 --input american=2 >/dev/null
do_ l2y-battle.muster attach Clinton b1
do_ l2y-battle.muster next-phase
do_ l2y-battle.muster next-phase

# Empires: American Revolution: the start with two players, four players
# in the middle of a battle with losses owed, and six players.
"$cli" new empires-revolution war -o emp-start.muster --seed 1 >/dev/null
"$cli" new empires-revolution war -o emp-battle.muster --seed 2 --option players=4 >/dev/null
do_ emp-battle.muster move boston western-mass infantry 3
do_ emp-battle.muster load british-isles north-atlantic hessians 2
do_ emp-battle.muster end-phase
do_ emp-battle.muster fight western-mass --dice 1,9,9,9,9,9,9,9,9
# Six players, in the Hessians' turn, with a special general set.
"$cli" new empires-revolution war -o emp-six.muster --seed 3 --option players=6 >/dev/null
do_ emp-six.muster set-special howe 1
do_ emp-six.muster end-phase
do_ emp-six.muster end-phase
do_ emp-six.muster end-phase

# Sons of Liberty: four players before the deal, and the same with the
# Whist Code read, identities revealed and a Patriot Sheet filled in.
"$cli" new sons-of-liberty battle -o sol-start.muster --seed 3 --player Ann --player Ben --player Cora --player Dan >/dev/null
cp sol-start.muster sol-battle.muster
do_ sol-battle.muster seat ann ben cora dan
do_ sol-battle.muster decipher
do_ sol-battle.muster reveal
do_ sol-battle.muster become cora tory
do_ sol-battle.muster become dan abigail-adams
do_ sol-battle.muster become ann john-adams
do_ sol-battle.muster become ben sam-adams
do_ sol-battle.muster sheet ann 1 2 3 4 Diamonds
# Versus Mode: a bout with Muster dealing, in play, and one with the
# players' own decks at the issue to name.
"$cli" new sons-of-liberty versus -o sol-versus.muster --seed 4 --player Ann --player Ben >/dev/null
do_ sol-versus.muster seat ann ben
do_ sol-versus.muster reveal
do_ sol-versus.muster become ann alexander-hamilton
do_ sol-versus.muster become ben benjamin-franklin
do_ sol-versus.muster issue elitism
do_ sol-versus.muster decipher
do_ sol-versus.muster sheet ann 1 2 3 4 clubs
do_ sol-versus.muster sheet ben 1 2 3 4 diamonds
do_ sol-versus.muster deal
do_ sol-versus.muster flip
"$cli" new sons-of-liberty versus -o sol-versus-own.muster --option cards=own --player Ann --player Ben >/dev/null
do_ sol-versus-own.muster seat ann ben
do_ sol-versus-own.muster reveal 9D 4S
do_ sol-versus-own.muster become ann sam-adams
do_ sol-versus-own.muster become ben salem-poor
# The Options Screen's turns, seeded field and combos, at the Travel Hand.
"$cli" new sons-of-liberty battle -o sol-with-options.muster --seed 7 --option play-in-turns=true \
  --option seed-the-field=true --option combos=true --player Ann --player Ben --player Cora --player Dan >/dev/null
do_ sol-with-options.muster seat ann ben cora dan
do_ sol-with-options.muster decipher
do_ sol-with-options.muster reveal
do_ sol-with-options.muster become ann john-adams
do_ sol-with-options.muster become ben benjamin-franklin
do_ sol-with-options.muster become cora george-washington
do_ sol-with-options.muster become dan tory
do_ sol-with-options.muster sheet ann 1 2 3 4 diamonds
do_ sol-with-options.muster sheet ben 1 2 3 4 clubs
do_ sol-with-options.muster sheet cora 1 2 3 4 hearts
do_ sol-with-options.muster introduce gauge
do_ sol-with-options.muster deal
# Patriot Tag Teams: two figures each, in the Travel Hand.
"$cli" new sons-of-liberty battle -o sol-tag-teams.muster --seed 8 --option tag-teams=true \
  --player Ann --player Ben --player Cora --player Dan >/dev/null
do_ sol-tag-teams.muster seat ann ben cora dan
do_ sol-tag-teams.muster decipher
do_ sol-tag-teams.muster reveal
do_ sol-tag-teams.muster become cora george-washington
do_ sol-tag-teams.muster become ann john-adams
do_ sol-tag-teams.muster become ben benjamin-franklin
do_ sol-tag-teams.muster become dan tory
do_ sol-tag-teams.muster become cora paul-revere
do_ sol-tag-teams.muster become ann abigail-adams
do_ sol-tag-teams.muster become ben sam-adams
do_ sol-tag-teams.muster sheet ann 1 2 3 4 diamonds
do_ sol-tag-teams.muster sheet ann 1 2 3 5 spades
do_ sol-tag-teams.muster sheet ben 1 2 3 4 clubs
do_ sol-tag-teams.muster sheet ben 1 4 3 2 diamonds
do_ sol-tag-teams.muster sheet cora 1 2 3 4 hearts
do_ sol-tag-teams.muster sheet cora 1 2 3 4 clubs
do_ sol-tag-teams.muster introduce gauge
do_ sol-tag-teams.muster deal
do_ sol-tag-teams.muster tag ann
# Largest Army on the Planet: two Tories of six players, in the Travel Hand.
"$cli" new sons-of-liberty battle -o sol-army.muster --seed 3 --option tories=2 \
  --player Ann --player Ben --player Cora --player Dan --player Eve --player Finn >/dev/null
do_ sol-army.muster seat ann ben cora dan eve finn
do_ sol-army.muster decipher
do_ sol-army.muster reveal
do_ sol-army.muster become cora tory
do_ sol-army.muster become ann john-adams
do_ sol-army.muster become dan benjamin-franklin
do_ sol-army.muster become finn george-washington
do_ sol-army.muster become ben paul-revere
do_ sol-army.muster become eve tory
do_ sol-army.muster sheet ann 1 2 3 4 diamonds
do_ sol-army.muster sheet dan 1 2 3 4 clubs
do_ sol-army.muster sheet finn 1 2 3 4 hearts
do_ sol-army.muster sheet ben 1 2 3 4 clubs
do_ sol-army.muster introduce gauge cora
do_ sol-army.muster introduce howe eve
do_ sol-army.muster deal

for f in *.muster; do
  "$cli" validate "$f" >/dev/null
  case "$f" in
    dc-*) cp "$f" "$out/dice-and-cards-${f#dc-}" ;;
    b2c-*) cp "$f" "$out/boston-concord-${f#b2c-}" ;;
    bh-*) cp "$f" "$out/bunker-hill-${f#bh-}" ;;
    l2y-*) cp "$f" "$out/lexington-yorktown-${f#l2y-}" ;;
    emp-*) cp "$f" "$out/empires-revolution-${f#emp-}" ;;
    sol-*) cp "$f" "$out/sons-of-liberty-${f#sol-}" ;;
  esac
done
ls -l "$out"
