#!/bin/bash
# Writes the scripted files of the compatibility corpus with the muster-cli
# given as $1 into the folder $2. The corpus in this folder was written by
# the muster-cli of commit 88f2a48 (the last one before the changes of
# issue 8), and its random games by that commit's playout helpers; every
# later Muster must load each file and replay it to the state saved in it
# (test-compat). Do not write them again with a newer Muster: their worth
# is that an older one wrote them.
set -euo pipefail
cli="$1"
out="$2"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
scripts="$here/../boston-concord"
mkdir -p "$out"
cd "$out"

# Plays a script of From Boston to Concord (one action per line, # comments).
play () {
  local file="$1" script="$2"
  while IFS= read -r line; do
    case "$line" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086
    "$cli" do "$file" $line > /dev/null
  done < "$script"
}

# From Boston to Concord: the two full scripted games, with the players'
# own dice and cards.
"$cli" new boston-concord two-player -o b2c-two-player-script.muster --manual --option confirm-cards=false --title "Scripted two-player game" > /dev/null
play b2c-two-player-script.muster "$scripts/b2c-two-player.script"
"$cli" new boston-concord solitaire -o b2c-solitaire-script.muster --manual --option confirm-cards=false > /dev/null
play b2c-solitaire-script.muster "$scripts/b2c-solitaire.script"

# From Boston to Concord with corrections, an override, options and the
# cards confirmed as they come.
"$cli" new boston-concord two-player -o b2c-corrections.muster --seed 1775 --option leader-rerolls=true --option confirm-cards=true > /dev/null
"$cli" do b2c-corrections.muster set-card 7 1 5 2 > /dev/null
"$cli" do b2c-corrections.muster correct-border lincoln bedford stream-road > /dev/null
"$cli" do b2c-corrections.muster set-vp concord 4 > /dev/null
"$cli" do b2c-corrections.muster call-to-arms > /dev/null
"$cli" do b2c-corrections.muster call-done > /dev/null
"$cli" do b2c-corrections.muster draw-card > /dev/null
"$cli" do b2c-corrections.muster confirm-card > /dev/null || true
"$cli" bookmark b2c-corrections.muster 4 > /dev/null
"$cli" annotate b2c-corrections.muster 5 The first card of the night > /dev/null

# Bunker Hill: the game of docs/bunker-hill.md, and a solitaire start.
"$cli" new bunker-hill two-player -o bh-short-game.muster --seed 1 > /dev/null
for line in "setup-place reg-1 reg-2 reg-3 stage-2a" "setup-place reg-4 reg-5 stage-2b" setup-done \
            setup-suggested setup-done draw-card "volley-fire stone-wall stage-2a" \
            "land-troops zone-2 stage-2b" pass "volley-fire stage-2a stone-wall"; do
  # shellcheck disable=SC2086
  "$cli" do bh-short-game.muster $line > /dev/null
done
"$cli" new bunker-hill solo-british -o bh-solo-british.muster --seed 12 > /dev/null
"$cli" do bh-solo-british.muster choose-objective 2 > /dev/null || true
"$cli" do bh-solo-british.muster set-card 13 4 3 0 > /dev/null
"$cli" do bh-solo-british.muster set-sight redoubt ct-9 clear > /dev/null

# Dice & Cards: a long evening with every kind of action, an undone tail,
# the players' own dice for part of it, and a second session.
"$cli" new dice-and-cards wargame -o dc-evening.muster --seed 42 --title "Friday night" > /dev/null
d () { "$cli" do dc-evening.muster "$@" > /dev/null; }
d roll 2d6 British
d track-add Morale 0 24 24
d track-threshold Morale 12 Panic
d track-adjust Morale -- -3
d deck-add Events Storm Fog Raid "Fresh troops" Café
d draw Events
d peek Events 2
d discard Events "$("$cli" state dc-evening.muster | sed -n 's/.*in play: \([^,)]*\).*/\1/p' | head -n1)" || true
d pool-add attack 3d6
d roll attack Ann
d note Percy arrives next turn — très bien
d track-set "VP A" 3
d reshuffle Events
"$cli" bookmark dc-evening.muster 2 > /dev/null
"$cli" annotate dc-evening.muster 3 A bad start > /dev/null
"$cli" undo dc-evening.muster > /dev/null
"$cli" undo dc-evening.muster > /dev/null
"$cli" do dc-evening.muster roll 4d6 --dice 1,2,3,4 > /dev/null
"$cli" add-session dc-evening.muster dice-and-cards playing-cards --manual > /dev/null
"$cli" do dc-evening.muster --session 2 draw cards --card AS > /dev/null
"$cli" do dc-evening.muster --session 2 roll d6 --dice 6 > /dev/null
